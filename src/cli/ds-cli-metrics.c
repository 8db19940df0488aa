/* ds-cli-metrics.c — `metrics`: every drive as Prometheus metrics
 *
 * Identity, health, link, endurance projection and the latest benchmark and
 * thermal results from the history, in the Prometheus text format, on
 * stdout or atomically into a node_exporter textfile-collector directory.
 * Names and meanings are listed in docs/readme/fleet.md; HELP texts stay
 * English, as metric names do, so dashboards read the same on every
 * machine.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <math.h>
#include <stdio.h>

#include "ds-cli.h"
#include "ds-cli-history.h"
#include "ds-drive-list.h"
#include "ds-endurance.h"
#include "ds-error.h"
#include "ds-health.h"
#include "ds-history-health.h"
#include "ds-metrics.h"

#define TEXTFILE_NAME "drivescope.prom"

typedef struct
{
  const char   *name;
  DsMetricType  type;
  const char   *help;
} Family;

static const Family families[] = {
  { "drivescope_build_info", DS_METRIC_GAUGE, "Always 1; the version of drivescope-cli that wrote these metrics" },
  { "drivescope_metrics_timestamp_seconds", DS_METRIC_GAUGE, "When these metrics were gathered (unix time)" },
  { "drivescope_drive_info", DS_METRIC_GAUGE, "Always 1; the drive's identity as labels (firmware and transport included)" },
  { "drivescope_drive_capacity_bytes", DS_METRIC_GAUGE, "Capacity of the drive" },
  { "drivescope_link_speed_transfers_per_second", DS_METRIC_GAUGE, "Link speed now: per lane for PCIe (PCIe 4.0: 1.6e10), the line rate for SATA, SAS and USB (SATA III: 6e9)" },
  { "drivescope_link_max_speed_transfers_per_second", DS_METRIC_GAUGE, "Fastest link speed both the drive and its port support" },
  { "drivescope_link_width_lanes", DS_METRIC_GAUGE, "Lanes in use now" },
  { "drivescope_link_max_width_lanes", DS_METRIC_GAUGE, "Widest link both the drive and its port support" },
  { "drivescope_link_degraded", DS_METRIC_GAUGE, "1 when the link runs slower or narrower than the drive and its port support" },
  { "drivescope_health_readable", DS_METRIC_GAUGE, "1 when the health log or SMART data was read this time, 0 when it could not be" },
  { "drivescope_health_verdict", DS_METRIC_GAUGE, "Drivescope's verdict: 0 unknown, 1 good, 2 caution, 3 bad" },
  { "drivescope_temperature_celsius", DS_METRIC_GAUGE, "Drive temperature (composite sensor)" },
  { "drivescope_temperature_warning_celsius", DS_METRIC_GAUGE, "Temperature the drive reports as its warning threshold" },
  { "drivescope_temperature_critical_celsius", DS_METRIC_GAUGE, "Temperature the drive reports as its critical threshold" },
  { "drivescope_critical_warning", DS_METRIC_GAUGE, "NVMe critical warning bits: 1 when the bit named by the warning label is set" },
  { "drivescope_available_spare_ratio", DS_METRIC_GAUGE, "NVMe available spare capacity, 0 to 1" },
  { "drivescope_available_spare_threshold_ratio", DS_METRIC_GAUGE, "NVMe available spare threshold, 0 to 1" },
  { "drivescope_endurance_used_ratio", DS_METRIC_GAUGE, "Share of the rated endurance used, as the drive estimates it (may exceed 1)" },
  { "drivescope_life_left_ratio", DS_METRIC_GAUGE, "Life left as an ATA drive reports it, 0 to 1" },
  { "drivescope_written_bytes_total", DS_METRIC_COUNTER, "Bytes the host has written to the drive in its life" },
  { "drivescope_read_bytes_total", DS_METRIC_COUNTER, "Bytes the host has read from the drive in its life" },
  { "drivescope_power_on_seconds_total", DS_METRIC_COUNTER, "Time the drive has been powered on (reported in hours)" },
  { "drivescope_power_cycles_total", DS_METRIC_COUNTER, "Power cycles" },
  { "drivescope_unsafe_shutdowns_total", DS_METRIC_COUNTER, "Power losses without a clean shutdown" },
  { "drivescope_media_errors_total", DS_METRIC_COUNTER, "Unrecovered data integrity errors (NVMe media errors)" },
  { "drivescope_error_log_entries_total", DS_METRIC_COUNTER, "NVMe error information log entries" },
  { "drivescope_reallocated_sectors", DS_METRIC_GAUGE, "ATA reallocated sectors" },
  { "drivescope_pending_sectors", DS_METRIC_GAUGE, "ATA sectors waiting to be reallocated" },
  { "drivescope_uncorrectable_sectors", DS_METRIC_GAUGE, "ATA offline uncorrectable sectors" },
  { "drivescope_smart_passed", DS_METRIC_GAUGE, "ATA SMART overall self-assessment: 1 passed, 0 failing" },
  { "drivescope_nvme_power_state", DS_METRIC_GAUGE, "NVMe power state the controller is in now (0 is the fastest)" },
  { "drivescope_nvme_apst_enabled", DS_METRIC_GAUGE, "1 when NVMe autonomous power state transitions (APST) are on, 0 when off" },
  { "drivescope_nvme_firmware_active_slot", DS_METRIC_GAUGE, "NVMe firmware slot the controller runs from (1 to 7)" },
  { "drivescope_nvme_lba_format_4k_available", DS_METRIC_GAUGE, "1 when NVMe namespace 1 offers a 4096-byte sector format, 0 when not" },
  { "drivescope_endurance_rated_written_bytes", DS_METRIC_GAUGE, "Rated endurance (TBW) recorded with drive-set, in bytes" },
  { "drivescope_endurance_write_rate_bytes_per_second", DS_METRIC_GAUGE, "Average write rate over the saved health snapshots" },
  { "drivescope_endurance_rated_left_seconds", DS_METRIC_GAUGE, "Time until the rated TBW is reached at the current pace (+Inf: no writes)" },
  { "drivescope_endurance_wear_left_seconds", DS_METRIC_GAUGE, "Time until endurance used reaches 100 % at the current pace (+Inf: no wear)" },
  { "drivescope_bench_bytes_per_second", DS_METRIC_GAUGE, "Latest saved benchmark: best run of each test (decimal, as CrystalDiskMark)" },
  { "drivescope_bench_iops", DS_METRIC_GAUGE, "Latest saved benchmark: I/O operations per second of the best run of each test" },
  { "drivescope_bench_latency_p99_seconds", DS_METRIC_GAUGE, "Latest saved benchmark: 99th percentile latency of the best run of each test" },
  { "drivescope_bench_timestamp_seconds", DS_METRIC_GAUGE, "When the latest saved benchmark ended (unix time)" },
  { "drivescope_thermal_steady_write_bytes_per_second", DS_METRIC_GAUGE, "Latest saved thermal test: steady write throughput" },
  { "drivescope_thermal_peak_temperature_celsius", DS_METRIC_GAUGE, "Latest saved thermal test: peak temperature" },
  { "drivescope_thermal_timestamp_seconds", DS_METRIC_GAUGE, "When the latest saved thermal test ended (unix time)" },
};

typedef struct
{
  DsMetrics      *metrics;
  DsHistoryStore *store;     /* NULL: no history */
  gint64          save_every; /* seconds; 0 keeps every reading */
  gint64          now;
  gboolean        health_refused;
} Gather;

/* The labels every per-drive sample carries. */
typedef struct
{
  const char *v[7];
} DriveLabels;

/* Labels come from the kernel's view of the drive, never from the health
 * reading, so a series keeps its labels when a reading fails. */
static DriveLabels
drive_labels (const DsDrive *drive)
{
  DriveLabels l = { { "drive", drive->name, "model", drive->model, "serial", drive->serial, NULL } };

  return l;
}

static void
add (Gather            *g,
     const char        *name,
     const DriveLabels *l,
     double             value)
{
  ds_metrics_add (g->metrics, name, l->v, value);
}

/* -1 (unknown) stays absent. */
static void
add_int (Gather            *g,
         const char        *name,
         const DriveLabels *l,
         gint64             value,
         double             scale)
{
  if (value >= 0)
    add (g, name, l, (double) value * scale);
}

static const char *
link_type_name (DsLinkType type)
{
  switch (type)
    {
    case DS_LINK_TYPE_PCIE: return "pcie";
    case DS_LINK_TYPE_SATA: return "sata";
    case DS_LINK_TYPE_SAS: return "sas";
    case DS_LINK_TYPE_USB: return "usb";
    case DS_LINK_TYPE_NONE:
    default: return NULL;
    }
}

static void
add_link (Gather            *g,
          const DsDrive     *drive,
          const DriveLabels *l)
{
  const DsLink *link = &drive->link;
  double max_gts = link->max_gts;
  guint max_width = link->max_width;
  const char *type = link_type_name (link->type);
  /* The link metrics say what kind of link they measure. */
  const char *v[9] = { l->v[0], l->v[1], l->v[2], l->v[3], l->v[4], l->v[5], "type", type, NULL };

  if (!drive->has_link || type == NULL)
    return;
  /* What both ends support is the most this link can give. */
  if (link->slot_max_gts > 0 && (max_gts <= 0 || link->slot_max_gts < max_gts))
    max_gts = link->slot_max_gts;
  if (link->slot_max_width > 0 && (max_width == 0 || link->slot_max_width < max_width))
    max_width = link->slot_max_width;
  if (link->current_gts > 0)
    ds_metrics_add (g->metrics, "drivescope_link_speed_transfers_per_second", v, link->current_gts * 1e9);
  if (max_gts > 0)
    ds_metrics_add (g->metrics, "drivescope_link_max_speed_transfers_per_second", v, max_gts * 1e9);
  if (link->current_width > 0)
    ds_metrics_add (g->metrics, "drivescope_link_width_lanes", v, link->current_width);
  if (max_width > 0)
    ds_metrics_add (g->metrics, "drivescope_link_max_width_lanes", v, max_width);
  ds_metrics_add (g->metrics, "drivescope_link_degraded", v, link->degraded ? 1 : 0);
}

static void
add_health (Gather            *g,
            const DsHealth    *h,
            const DriveLabels *l)
{
  add (g, "drivescope_health_verdict", l, h->verdict);
  add (g, "drivescope_temperature_warning_celsius", l, h->warning_temp_c);
  add (g, "drivescope_temperature_critical_celsius", l, h->critical_temp_c);
  if (h->critical_warning >= 0)
    for (guint bit = 0; bit < 6; bit++)  /* the bits NVMe defines */
      {
        g_auto(GStrv) names = ds_nvme_critical_warning_names (1 << bit);
        const char *v[9] = { l->v[0], l->v[1], l->v[2], l->v[3], l->v[4], l->v[5],
                             "warning", names[0], NULL };

        if (names[0] == NULL)
          break;
        ds_metrics_add (g->metrics, "drivescope_critical_warning", v,
                        (h->critical_warning & (1 << bit)) ? 1 : 0);
      }
  add_int (g, "drivescope_available_spare_ratio", l, h->available_spare, 0.01);
  add_int (g, "drivescope_available_spare_threshold_ratio", l, h->available_spare_threshold, 0.01);
  add_int (g, "drivescope_endurance_used_ratio", l, h->percentage_used, 0.01);
  add_int (g, "drivescope_life_left_ratio", l, h->life_left_percent, 0.01);
  add_int (g, "drivescope_written_bytes_total", l, h->bytes_written, 1);
  add_int (g, "drivescope_read_bytes_total", l, h->bytes_read, 1);
  add_int (g, "drivescope_power_on_seconds_total", l, h->power_on_hours, 3600);
  add_int (g, "drivescope_power_cycles_total", l, h->power_cycles, 1);
  add_int (g, "drivescope_unsafe_shutdowns_total", l, h->unsafe_shutdowns, 1);
  add_int (g, "drivescope_media_errors_total", l, h->media_errors, 1);
  add_int (g, "drivescope_error_log_entries_total", l, h->error_log_entries, 1);
  add_int (g, "drivescope_reallocated_sectors", l, h->reallocated_sectors, 1);
  add_int (g, "drivescope_pending_sectors", l, h->pending_sectors, 1);
  add_int (g, "drivescope_uncorrectable_sectors", l, h->uncorrectable_sectors, 1);
  add_int (g, "drivescope_smart_passed", l, h->smart_status, 1);
  if (h->nvme != NULL)
    {
      add_int (g, "drivescope_nvme_power_state", l, h->nvme->current_power_state, 1);
      add_int (g, "drivescope_nvme_apst_enabled", l, h->nvme->apst_enabled, 1);
      add_int (g, "drivescope_nvme_firmware_active_slot", l, h->nvme->active_slot, 1);
      add_int (g, "drivescope_nvme_lba_format_4k_available", l, ds_nvme_facts_has_4k_format (h->nvme), 1);
    }
}

/* Reads health without a password: root (the service), or a helper named
 * by DRIVESCOPE_HELPER. One message for a refusal, not one per drive. */
static DsHealth *
read_health (Gather        *g,
             const DsDrive *drive)
{
  g_autofree char *name = ds_cli_health_drive_helper_name (drive);
  g_autoptr(GError) error = NULL;
  DsHealth *health;

  /* A dm / md device on one drive would repeat that drive's counters
   * under its own name: health belongs to the physical drive only. */
  if (name == NULL || !g_str_equal (name, drive->name) || g->health_refused)
    return NULL;
  health = ds_health_read (name, DS_HEALTH_READ_NONE, NULL, &error);
  if (health == NULL)
    {
      if (g_error_matches (error, DS_ERROR, DS_ERROR_PERMISSION))
        {
          g->health_refused = TRUE;
          g_printerr ("%s\n", _("drivescope-cli: health data needs administrator rights, so the metrics hold "
                                "no health; run “metrics” as root (the drivescope-metrics service does)."));
        }
      else
        g_printerr ("drivescope-cli: %s: %s\n", ds_cli_safe (drive->name), ds_cli_safe (error->message));
    }
  return health;
}

/* The drive in the history: by serial, else by the identity runs use. */
static DsHistoryDrive *
history_drive (Gather         *g,
               const DsDrive  *drive,
               const DsHealth *health)
{
  const char *serial = health != NULL && health->serial != NULL ? health->serial : drive->serial;
  DsHistoryDrive *found = NULL;

  if (serial != NULL && serial[0] != '\0')
    found = ds_history_store_find_drive (g->store, serial, NULL);
  if (found == NULL)
    {
      g_autoptr(JsonObject) obj = ds_drive_to_identity_json (drive);
      g_autofree char *identity = ds_history_drive_identity (obj);

      if (identity != NULL)
        found = ds_history_store_find_drive (g->store, identity, NULL);
    }
  return found;
}

static void
maybe_save (Gather         *g,
            const DsHealth *health,
            GPtrArray      *snapshots)
{
  g_autoptr(GError) error = NULL;

  if (snapshots != NULL && snapshots->len > 0 && g->save_every > 0)
    {
      const DsHistorySnapshot *newest = g_ptr_array_index (snapshots, snapshots->len - 1);

      if (g->now - newest->taken_at < g->save_every)
        return;
    }
  if (ds_history_store_save_health_reading (g->store, health, NULL, NULL, &error) == 0 &&
      !g_error_matches (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT))
    g_printerr (_("drivescope-cli: the health reading was not saved to the history: %s\n"),
                ds_cli_safe (error->message));
}

static void
add_endurance (Gather               *g,
               const DsHistoryDrive *hd,
               GPtrArray            *snapshots,
               const DriveLabels    *l)
{
  g_autoptr(GArray) samples = g_array_new (FALSE, FALSE, sizeof (DsEnduranceSample));
  DsEndurance e;

  if (isfinite (hd->rated_tbw_tb))
    add (g, "drivescope_endurance_rated_written_bytes", l, hd->rated_tbw_tb * 1e12);
  for (guint i = 0; i < snapshots->len; i++)
    {
      const DsHistorySnapshot *s = g_ptr_array_index (snapshots, i);
      DsEnduranceSample sample = { s->taken_at, s->bytes_written, s->percentage_used };

      g_array_append_val (samples, sample);
    }
  /* Fewer than two snapshots a day apart: no projection yet, and no number. */
  if (!ds_endurance_project ((const DsEnduranceSample *) (const void *) samples->data, samples->len,
                             hd->capacity_bytes, hd->rated_tbw_tb, &e, NULL))
    return;
  if (isfinite (e.gb_per_day))
    add (g, "drivescope_endurance_write_rate_bytes_per_second", l, e.gb_per_day * 1e9 / 86400.0);
  /* The projection counts from the newest snapshot; the metric from now. */
  if (!isnan (e.tbw_days))
    add (g, "drivescope_endurance_rated_left_seconds", l,
         isinf (e.tbw_days) ? INFINITY : MAX (0.0, e.tbw_days * 86400.0 - (double) (g->now - e.span_end)));
  if (!isnan (e.pct_days))
    add (g, "drivescope_endurance_wear_left_seconds", l,
         isinf (e.pct_days) ? INFINITY : MAX (0.0, e.pct_days * 86400.0 - (double) (g->now - e.span_end)));
}

static DsHistoryRun *
latest_run (Gather               *g,
            const DsHistoryDrive *hd,
            const char           *kind)
{
  g_autofree char *id = g_strdup_printf ("%" G_GINT64_FORMAT, hd->id);
  DsHistoryFilter filter = { .drive = id, .kind = kind, .limit = 1 };
  g_autoptr(GPtrArray) runs = ds_history_store_list_runs (g->store, &filter, NULL);

  if (runs == NULL || runs->len == 0)
    return NULL;
  return g_steal_pointer (&g_ptr_array_index (runs, 0));
}

static void
add_latest_bench (Gather               *g,
                  const DsHistoryDrive *hd,
                  const DriveLabels    *l)
{
  g_autoptr(DsHistoryRun) run = latest_run (g, hd, "bench");
  g_autoptr(DsBenchResult) result = NULL;

  if (run == NULL)
    return;
  result = ds_history_store_load_bench (g->store, run->id, NULL);
  if (result == NULL)
    return;
  add (g, "drivescope_bench_timestamp_seconds", l, (double) result->end_time);
  for (guint i = 0; i < result->tests->len; i++)
    {
      const DsBenchTestResult *t = g_ptr_array_index (result->tests, i);
      const DsIoRunStats *best = ds_bench_test_result_best (t);
      g_autofree char *spec = ds_bench_spec_to_string (&t->spec);
      const char *v[11] = { l->v[0], l->v[1], l->v[2], l->v[3], l->v[4], l->v[5],
                            "test", spec, "mode", ds_io_mode_to_string (t->mode), NULL };

      if (best == NULL || t->incomplete)
        continue;
      ds_metrics_add (g->metrics, "drivescope_bench_bytes_per_second", v, best->mbps * 1e6);
      ds_metrics_add (g->metrics, "drivescope_bench_iops", v, best->iops);
      ds_metrics_add (g->metrics, "drivescope_bench_latency_p99_seconds", v, best->lat_p99_us / 1e6);
    }
}

static void
add_latest_thermal (Gather               *g,
                    const DsHistoryDrive *hd,
                    const DriveLabels    *l)
{
  g_autoptr(DsHistoryRun) run = latest_run (g, hd, "thermal");

  if (run == NULL)
    return;
  add (g, "drivescope_thermal_timestamp_seconds", l, (double) run->end_time);
  add (g, "drivescope_thermal_steady_write_bytes_per_second", l, run->steady_mbps * 1e6);
  add (g, "drivescope_thermal_peak_temperature_celsius", l, run->peak_temp_c);
}

static void
add_drive (Gather        *g,
           const DsDrive *drive)
{
  g_autoptr(DsHealth) health = read_health (g, drive);
  DriveLabels l = drive_labels (drive);
  const char *info[] = { l.v[0], l.v[1], l.v[2], l.v[3], l.v[4], l.v[5],
                         "firmware", drive->firmware,
                         "transport", ds_transport_to_string (drive->transport), NULL };
  double temperature = health != NULL && isfinite (health->temperature_c) ? health->temperature_c : drive->temperature_c;

  g_autofree char *helper_name = ds_cli_health_drive_helper_name (drive);
  gboolean has_health = helper_name != NULL && g_str_equal (helper_name, drive->name);

  ds_metrics_add (g->metrics, "drivescope_drive_info", info, 1);
  if (drive->size_bytes > 0)
    add (g, "drivescope_drive_capacity_bytes", &l, (double) drive->size_bytes);
  add_link (g, drive, &l);
  if (has_health)
    add (g, "drivescope_health_readable", &l, health != NULL ? 1 : 0);
  add (g, "drivescope_temperature_celsius", &l, temperature);
  if (health != NULL)
    add_health (g, health, &l);

  if (g->store != NULL)
    {
      g_autoptr(DsHistoryDrive) hd = NULL;
      g_autoptr(GPtrArray) snapshots = NULL;

      hd = history_drive (g, drive, health);
      if (hd != NULL)
        snapshots = ds_history_store_list_snapshots (g->store, hd->id, NULL);
      if (health != NULL)
        {
          maybe_save (g, health, snapshots);
          if (hd == NULL)
            hd = history_drive (g, drive, health);
          g_clear_pointer (&snapshots, g_ptr_array_unref);
          if (hd != NULL)
            snapshots = ds_history_store_list_snapshots (g->store, hd->id, NULL);
        }
      if (hd == NULL)
        return;
      if (snapshots != NULL)
        add_endurance (g, hd, snapshots, &l);
      add_latest_bench (g, hd, &l);
      add_latest_thermal (g, hd, &l);
    }
}

/* "0", "90s", "30min", "1h", "1d" -> seconds; FALSE if unreadable. */
static gboolean
parse_interval (const char *text,
                gint64     *out)
{
  char *end = NULL;
  guint64 n;

  if (text == NULL || !g_ascii_isdigit (text[0]))
    return FALSE;
  n = g_ascii_strtoull (text, &end, 10);
  if (n > 10000000)
    return FALSE;
  if (*end == '\0' && n == 0)
    *out = 0;
  else if (g_str_equal (end, "s"))
    *out = (gint64) n;
  else if (g_str_equal (end, "min"))
    *out = (gint64) n * 60;
  else if (g_str_equal (end, "h"))
    *out = (gint64) n * 3600;
  else if (g_str_equal (end, "d"))
    *out = (gint64) n * 86400;
  else
    return FALSE;
  return TRUE;
}

/* DIR/drivescope.prom through a temporary name in DIR (node_exporter reads
 * only *.prom) and a rename, so a scrape never sees half a file. */
static gboolean
write_textfile (const char  *dir,
                const char  *text,
                GError     **error)
{
  g_autofree char *path = g_build_filename (dir, TEXTFILE_NAME, NULL);
  g_autoptr(GError) local_error = NULL;

  if (!g_file_set_contents_full (path, text, -1,
                                 G_FILE_SET_CONTENTS_CONSISTENT | G_FILE_SET_CONTENTS_ONLY_EXISTING,
                                 0644, &local_error))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_PERMISSION,
                   _("Could not write the metrics to %s: %s"), path, local_error->message);
      return FALSE;
    }
  return TRUE;
}

int
ds_cli_metrics (int    argc,
                char **argv)
{
  g_autofree char *textfile = NULL;
  g_autofree char *db = NULL;
  g_autofree char *save_every = NULL;
  gboolean no_history = FALSE;
  GOptionEntry entries[] = {
    { "textfile", 0, 0, G_OPTION_ARG_FILENAME, &textfile,
      N_("Write DIR/drivescope.prom atomically, for node_exporter’s textfile collector"), N_("DIR") },
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db, N_("History database"), N_("FILE") },
    { "save-every", 0, 0, G_OPTION_ARG_STRING, &save_every,
      N_("Keep a health snapshot in the history when the drive’s newest is older than this "
         "(0 every time; default 1h)"), N_("DURATION") },
    { "no-history", 0, 0, G_OPTION_ARG_NONE, &no_history,
      N_("Neither read nor write the history: live identity, link and health only"), NULL },
    { NULL }
  };
  g_autoptr(DsMetrics) metrics = ds_metrics_new ();
  g_autoptr(DsHistoryStore) store = NULL;
  g_autoptr(GPtrArray) drives = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  const char *version[] = { "version", PACKAGE_VERSION, NULL };
  Gather g = { .metrics = metrics, .save_every = 3600, .now = g_get_real_time () / G_USEC_PER_SEC };

  if (!ds_cli_parse_options ("metrics", NULL,
#ifdef G_OS_WIN32
                             _("Prints every drive’s identity, health, link, endurance projection and latest "
                               "benchmark and thermal results as Prometheus metrics. A SATA drive's health needs "
                               "administrator rights."),
#else
                             _("Prints every drive’s identity, health, link, endurance projection and latest "
                               "benchmark and thermal results as Prometheus metrics. Health needs root."),
#endif
                             entries, &argc, &argv))
    return DS_EXIT_USAGE;
  if (argc > 1)
    return ds_cli_usage_error (_("metrics takes no arguments; did you mean “--textfile %s”?"), argv[1]);
  if (save_every != NULL && !parse_interval (save_every, &g.save_every))
    return ds_cli_usage_error (_("Cannot read --save-every “%s”: use 0, 90s, 30min, 1h or 1d."), save_every);
  if (no_history && (db != NULL || save_every != NULL))
    return ds_cli_usage_error ("%s", _("--no-history cannot be combined with --db or --save-every."));
  if (textfile != NULL && !g_file_test (textfile, G_FILE_TEST_IS_DIR))
    {
      g_autoptr(GError) e = g_error_new (DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                                         _("%s is not a directory. Give the directory node_exporter reads with "
                                           "--collector.textfile.directory."), textfile);
      return ds_cli_fail (e);
    }

  drives = ds_drive_list_enumerate (DS_ENUM_FLAGS_NONE, &error);
  if (drives == NULL)
    return ds_cli_fail (error);
  if (!no_history)
    {
      /* Metrics without history are still metrics: say why, go on. */
      store = ds_history_store_open (db, &error);
      if (store == NULL)
        {
          g_printerr (_("drivescope-cli: the metrics hold no history: %s\n"), ds_cli_safe (error->message));
          g_clear_error (&error);
        }
    }
  g.store = store;

  for (guint i = 0; i < G_N_ELEMENTS (families); i++)
    ds_metrics_declare (metrics, families[i].name, families[i].type, families[i].help);
  ds_metrics_add (metrics, "drivescope_build_info", version, 1);
  ds_metrics_add (metrics, "drivescope_metrics_timestamp_seconds", NULL, (double) g.now);
  for (guint i = 0; i < drives->len; i++)
    add_drive (&g, g_ptr_array_index (drives, i));

  text = ds_metrics_to_text (metrics);
  if (textfile == NULL)
    {
      fputs (text, stdout);
      fflush (stdout);
      return DS_EXIT_OK;
    }
  if (!write_textfile (textfile, text, &error))
    return ds_cli_fail (error);
  return DS_EXIT_OK;
}
