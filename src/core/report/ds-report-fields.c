/* ds-report-fields.c — what a report says about a run: the drive, the
 * conditions, its health, the thermal summary, a capacity check's findings,
 * as labelled values
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "ds-chart-private.h"
#include "ds-conditions.h"
#include "ds-datasheet.h"
#include "ds-format.h"
#include "ds-health-fields.h"
#include "ds-json.h"
#include "ds-nvme-facts.h"
#include "ds-report-private.h"

static void
field_free (gpointer data)
{
  DsReportField *f = data;

  g_free (f->name);
  g_free (f->value);
  g_free (f);
}

static GPtrArray *
fields_new (void)
{
  return g_ptr_array_new_with_free_func (field_free);
}

static void
add (GPtrArray  *fields,
     const char *name,
     char       *value)
{
  DsReportField *f;

  if (value == NULL || *value == '\0')
    {
      g_free (value);
      return;
    }
  f = g_new0 (DsReportField, 1);
  f->name = g_strdup (name);
  f->value = value;
  g_ptr_array_add (fields, f);
}

char *
ds_report_number (double value,
                   int    decimals)
{
  if (!isfinite (value))
    return g_strdup ("—");
  return g_strdup_printf ("%.*f", decimals, value);
}

/* Any JSON value as text: objects as "key value, …". NULL for null. */
static char *
node_text (JsonNode *node)
{
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return NULL;
  if (JSON_NODE_HOLDS_VALUE (node))
    {
      GType t = json_node_get_value_type (node);

      if (t == G_TYPE_STRING)
        return g_strdup (json_node_get_string (node));
      if (t == G_TYPE_BOOLEAN)
        return g_strdup (json_node_get_boolean (node) ? _("yes") : _("no"));
      if (t == G_TYPE_INT64)
        return g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node));
      {
        double d = json_node_get_double (node);

        return g_strdup_printf (d == floor (d) && fabs (d) < 1e15 ? "%.0f" : "%.2f", d);
      }
    }
  if (JSON_NODE_HOLDS_OBJECT (node))
    {
      JsonObject *obj = json_node_get_object (node);
      g_autoptr(GList) members = json_object_get_members (obj);
      GString *s = g_string_new (NULL);

      for (GList *l = members; l != NULL; l = l->next)
        {
          g_autofree char *v = node_text (json_object_get_member (obj, l->data));

          if (v == NULL)
            continue;
          if (s->len > 0)
            g_string_append (s, ", ");
          g_string_append_printf (s, "%s %s", (const char *) l->data, v);
        }
      return g_string_free (s, FALSE);
    }
  if (JSON_NODE_HOLDS_ARRAY (node))
    {
      JsonArray *arr = json_node_get_array (node);
      GString *s = g_string_new (NULL);

      for (guint i = 0; i < json_array_get_length (arr); i++)
        {
          g_autofree char *v = node_text (json_array_get_element (arr, i));

          if (v == NULL)
            continue;
          if (s->len > 0)
            g_string_append (s, ", ");
          g_string_append (s, v);
        }
      return g_string_free (s, FALSE);
    }
  return NULL;
}

static char *
member_text (JsonObject *obj,
             const char *key)
{
  if (obj == NULL || !json_object_has_member (obj, key))
    return NULL;
  return node_text (json_object_get_member (obj, key));
}

static char *
bytes_text (JsonObject *obj,
            const char *key)
{
  double v = ds_json_get_double (obj, key, NAN);

  if (!isfinite (v) || v < 0)
    return NULL;
  return ds_format_capacity ((guint64) v);
}

/* A member of the conditions, as text. */
static char *
cond_text (JsonObject  *conditions,
           DsCondition  member)
{
  return node_text (ds_conditions_lookup (conditions, member));
}

/* A member of the conditions that counts bytes, as a capacity. */
static char *
cond_bytes (JsonObject  *conditions,
            DsCondition  member)
{
  JsonNode *node = ds_conditions_lookup (conditions, member);
  GType type = node != NULL && JSON_NODE_HOLDS_VALUE (node) ? json_node_get_value_type (node) : G_TYPE_INVALID;
  double v;

  if (type != G_TYPE_INT64 && type != G_TYPE_DOUBLE)
    return NULL;
  v = type == G_TYPE_INT64 ? (double) json_node_get_int (node) : json_node_get_double (node);
  if (!isfinite (v) || v < 0)
    return NULL;
  return ds_format_capacity ((guint64) v);
}

GPtrArray *
ds_report_drive_fields (const DsReportRun *run)
{
  JsonObject *drive = ds_conditions_get_drive_object (ds_report_run_conditions (run));
  GPtrArray *f = fields_new ();

  add (f, _("Model"), member_text (drive, "model"));
  add (f, _("Serial number"), member_text (drive, "serial"));
  add (f, _("Firmware"), member_text (drive, "firmware"));
  add (f, _("Transport"), member_text (drive, "transport"));
  add (f, _("Device"), member_text (drive, "name"));
  add (f, _("WWN / EUI"), member_text (drive, "wwn"));
  add (f, _("Capacity"), bytes_text (drive, "size_bytes"));
  add (f, _("Link"), cond_text (ds_report_run_conditions (run), DS_CONDITION_LINK));
  return f;
}

GPtrArray *
ds_report_condition_fields (const DsReportRun *run)
{
  JsonObject *c = ds_report_run_conditions (run);
  JsonObject *s = ds_report_run_settings (run);
  GPtrArray *f = fields_new ();
  gint64 start = ds_report_run_start (run);
  gint64 end = ds_report_run_end (run);
  double fill = ds_conditions_get_fill_percent (c);
  double t0 = ds_conditions_get_temp_start_c (c);
  double t1 = ds_conditions_get_temp_end_c (c);

  add (f, _("Started"), ds_chart_date_text (start));
  if (end > start && start > 0)
    add (f, _("Duration"), ds_format_duration ((double) (end - start)));
  add (f, _("Status"), g_strdup (ds_run_status_to_string (ds_report_run_status (run))));
  if (run->kind == DS_REPORT_RUN_SUITE)
    {
      double limit = ds_json_get_double (s, "latency_limit_us", NAN);

      add (f, _("Suite"), g_strdup (ds_suite_kind_title (run->suite->suite)));
      if (run->suite->suite == DS_SUITE_SURFACE)
        {
          /* a whole drive read through udisks2: no test file, no folder */
          add (f, _("Positions read across the drive"), member_text (s, "samples"));
          add (f, _("Read the whole drive"), member_text (s, "full_pass"));
          add (f, _("Read at each position"), bytes_text (s, "size_bytes"));
          add (f, _("Device read"), cond_text (c, DS_CONDITION_DEVICE));
          add (f, _("Device size"), cond_bytes (c, DS_CONDITION_DEVICE_BYTES));
          add (f, _("Descriptor handed out by"), cond_text (c, DS_CONDITION_DEVICE_SOURCE));
          add (f, _("Read-only"), cond_text (c, DS_CONDITION_READ_ONLY));
        }
      else
        {
          add (f, _("Seconds per step"), member_text (s, "duration_s"));
          add (f, _("Warm-up per step (s)"), member_text (s, "warmup_s"));
          if (isfinite (limit) && (run->suite->suite == DS_SUITE_QD_SCALING || run->suite->suite == DS_SUITE_MIXES))
            {
              /* TRANSLATORS: %s is the statistic, mean, p99 or p99.9 */
              g_autofree char *name = g_strdup_printf (_("%s latency limit (µs)"),
                                                       ds_latency_stat_to_string (ds_run_settings_get_latency_limit_stat (s)));

              add (f, name, ds_report_number (limit, 0));
            }
          add (f, _("Size"), bytes_text (s, "size_bytes"));
        }
    }
  else if (run->kind == DS_REPORT_RUN_BENCH)
    {
      add (f, _("Kind"), g_strdup (ds_run_kind_to_string (run->bench->kind)));
      add (f, _("Profile"), member_text (s, "profile"));
      add (f, _("Runs per test"), member_text (s, "runs"));
      add (f, _("Seconds per run"), member_text (s, "duration_s"));
      add (f, _("Pause between tests (s)"), member_text (s, "interval_s"));
    }
  else if (run->kind == DS_REPORT_RUN_VERIFY)
    {
      const DsVerifyResult *v = run->verify;

      add (f, _("Check"), g_strdup (v->read_only ? _("read-back of kept files") : _("write and read back")));
      if (v->bytes_planned > 0)
        add (f, _("Planned"), ds_format_bytes (v->bytes_planned));
      add (f, _("Files kept"), g_strdup (v->keep ? _("yes") : _("no")));
      if (v->compressible > 0)
        add (f, _("Compressible share of each block"), g_strdup_printf ("%u %%", v->compressible));
    }
  else
    {
      add (f, _("Planned duration (s)"), member_text (s, "duration_s"));
      add (f, _("Block size (bytes)"), member_text (s, "block_size"));
      add (f, _("Queue depth"), member_text (s, "queue_depth"));
      add (f, _("Sample interval (ms)"), member_text (s, "sample_ms"));
      add (f, _("Cool-down (s)"), member_text (s, "cooldown_s"));
      add (f, _("Temperature source"), cond_text (c, DS_CONDITION_TEMP_SOURCE));
    }
  add (f, _("Test file size"), cond_bytes (c, DS_CONDITION_FILE_SIZE_BYTES));
  add (f, _("Directory"), cond_text (c, DS_CONDITION_DIR));
  add (f, _("Filesystem"), cond_text (c, DS_CONDITION_FILESYSTEM));
  add (f, _("Mount options"), cond_text (c, DS_CONDITION_MOUNT_OPTIONS));
  if (isfinite (fill))
    add (f, _("Fill level"), g_strdup_printf ("%.0f %%", fill));
  add (f, _("Free space"), cond_bytes (c, DS_CONDITION_FREE_BYTES));
  if (isfinite (t0) || isfinite (t1))
    {
      g_autofree char *a = ds_report_number (t0, 0), *b = ds_report_number (t1, 0);

      add (f, _("Temperature start → end"), g_strdup_printf ("%s → %s °C", a, b));
    }
  add (f, _("Engine"), cond_text (c, DS_CONDITION_ENGINE));
  add (f, _("Direct I/O honoured"), cond_text (c, DS_CONDITION_DIRECT_IO));
  /* a mix's sizes below the direct-I/O alignment ran at it */
  add (f, _("Small block sizes ran at (direct I/O alignment, bytes)"), cond_text (c, DS_CONDITION_BLOCK_SIZES_ROUNDED_TO));
  add (f, _("Data pattern"), ds_conditions_get_data_text (c));
  if ((run->kind == DS_REPORT_RUN_BENCH || run->kind == DS_REPORT_RUN_SUITE) && ds_json_get_bool (s, "verify", FALSE))
    {
      /* --verify: said, with what the read-back found */
      const DsIoVerifyResult *v = run->kind == DS_REPORT_RUN_BENCH ? run->bench->verify : run->suite->verify;
      g_autofree char *found = v != NULL ? ds_io_verify_result_describe (v) : g_strdup (_("nothing was read back."));

      /* TRANSLATORS: %s is a sentence as "Verified: all 16.8 MB written read back intact." */
      add (f, _("Verified writes"), g_strdup_printf (_("on, read back after the timed tests: %s"), found));
    }
  add (f, _("Kernel"), cond_text (c, DS_CONDITION_KERNEL));
  add (f, _("CPU"), cond_text (c, DS_CONDITION_CPU_MODEL));
  add (f, _("Drivescope version"), cond_text (c, DS_CONDITION_APP_VERSION));
  return f;
}

typedef enum
{
  HEALTH_TEXT,
  HEALTH_VERDICT,
  HEALTH_COUNT,
  HEALTH_BYTES,
  HEALTH_PERCENT,
  HEALTH_CELSIUS,
  HEALTH_HOURS,
  HEALTH_MINUTES,
} HealthUnit;

/* What a health reading holds, in the order a reader looks for it. Only
 * these are shown: the rest of a full reading is raw detail. */
static const struct
{
  const char *key;
  const char *label;
  HealthUnit  unit;
} health_fields[] = {
  { "taken", N_("Reading taken"), HEALTH_TEXT },
  { "verdict", N_("Verdict"), HEALTH_VERDICT },
  { "smart_status", N_("SMART status"), HEALTH_VERDICT },
  { "temperature_c", N_("Temperature"), HEALTH_CELSIUS },
  { "warning_temp_c", N_("Warning temperature"), HEALTH_CELSIUS },
  { "critical_temp_c", N_("Critical temperature"), HEALTH_CELSIUS },
  { "percentage_used", N_("Percentage used"), HEALTH_PERCENT },
  { "life_left_percent", N_("Life left"), HEALTH_PERCENT },
  { "available_spare", N_("Available spare"), HEALTH_PERCENT },
  { "available_spare_threshold", N_("Available spare threshold"), HEALTH_PERCENT },
  { "bytes_written", N_("Data written"), HEALTH_BYTES },
  { "bytes_read", N_("Data read"), HEALTH_BYTES },
  { "power_on_hours", N_("Power-on time"), HEALTH_HOURS },
  { "power_cycles", N_("Power cycles"), HEALTH_COUNT },
  { "unsafe_shutdowns", N_("Unsafe shutdowns"), HEALTH_COUNT },
  { "media_errors", N_("Media errors"), HEALTH_COUNT },
  { "error_log_entries", N_("Error log entries"), HEALTH_COUNT },
  { "critical_warning", N_("Critical warning bits"), HEALTH_COUNT },
  { "reallocated_sectors", N_("Reallocated sectors"), HEALTH_COUNT },
  { "pending_sectors", N_("Pending sectors"), HEALTH_COUNT },
  { "uncorrectable_sectors", N_("Uncorrectable sectors"), HEALTH_COUNT },
  { "warning_temp_minutes", N_("Time above warning temperature"), HEALTH_MINUTES },
  { "critical_temp_minutes", N_("Time above critical temperature"), HEALTH_MINUTES },
};

static char *
health_value (JsonNode   *node,
              HealthUnit  unit)
{
  double v;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return NULL;
  if (unit == HEALTH_TEXT || unit == HEALTH_VERDICT)
    {
      const char *text = json_node_get_value_type (node) == G_TYPE_STRING ? json_node_get_string (node) : NULL;

      static const char * const words[][2] = {
        { "good", N_("Good") }, { "caution", N_("Caution") }, { "bad", N_("Bad") },
        { "unknown", N_("Unknown") }, { "passed", N_("Passed") }, { "failing", N_("Failing") },
      };

      for (guint i = 0; unit == HEALTH_VERDICT && text != NULL && i < G_N_ELEMENTS (words); i++)
        if (g_str_equal (text, words[i][0]))
          return g_strdup (_(words[i][1]));
      return text != NULL ? g_strdup (text) : node_text (node);
    }
  if (json_node_get_value_type (node) == G_TYPE_INT64)
    v = (double) json_node_get_int (node);
  else if (json_node_get_value_type (node) == G_TYPE_DOUBLE)
    v = json_node_get_double (node);
  else
    return NULL;
  /* Zero is information (no media errors), negative or NaN is unknown. */
  if (!isfinite (v) || v < 0)
    return NULL;
  switch (unit)
    {
    case HEALTH_BYTES:
      return ds_format_bytes ((guint64) v);
    case HEALTH_PERCENT:
      return g_strdup_printf ("%.0f %%", v);
    case HEALTH_CELSIUS:
      return g_strdup_printf ("%.0f °C", v);
    case HEALTH_HOURS:
      /* Translators: a number of hours, as in "8 760 h" */
      return g_strdup_printf (_("%.0f h"), v);
    case HEALTH_MINUTES:
      /* Translators: a number of minutes */
      return g_strdup_printf (_("%.0f min"), v);
    case HEALTH_COUNT:
    case HEALTH_TEXT:
    case HEALTH_VERDICT:
    default:
      return g_strdup_printf ("%.0f", v);
    }
}

GPtrArray *
ds_report_health_fields (const DsReportRun *run)
{
  GPtrArray *f = fields_new ();

  if (run->health == NULL)
    return f;
  for (guint i = 0; i < G_N_ELEMENTS (health_fields); i++)
    add (f, _(health_fields[i].label),
         health_value (json_object_get_member (run->health, health_fields[i].key), health_fields[i].unit));
  /* An NVMe drive's facts (power states and APST, thermal management,
   * firmware slots, LBA formats and 4K), worded as the window words them. */
  {
    g_autoptr(DsNvmeFacts) facts = ds_nvme_facts_new_from_json (ds_json_get_object (run->health, "nvme"));
    g_autoptr(GPtrArray) nvme = ds_nvme_facts_fields (facts);

    for (guint i = 0; i < nvme->len; i++)
      {
        const DsHealthField *field = g_ptr_array_index (nvme, i);

        add (f, field->label, g_strdup (field->value));
      }
  }
  return f;
}

static void
health_value_free (gpointer data)
{
  DsReportHealthValue *v = data;

  g_free (v->field);
  g_free (v->label);
  g_free (v->axis);
  g_free (v);
}

static void
add_health_value (GPtrArray  *values,
                  char       *field,
                  char       *label,
                  HealthUnit  unit)
{
  DsReportHealthValue *v = g_new0 (DsReportHealthValue, 1);
  const char *symbol = NULL;

  switch (unit)
    {
    case HEALTH_CELSIUS: symbol = "°C"; break;
    case HEALTH_PERCENT: symbol = "%"; break;
    /* TRANSLATORS: the unit of a chart's axis of bytes */
    case HEALTH_BYTES: symbol = _("bytes"); break;
    /* TRANSLATORS: the unit of a chart's axis of hours, as in "Power-on time (h)" */
    case HEALTH_HOURS: symbol = _("h"); break;
    /* TRANSLATORS: the unit of a chart's axis of minutes */
    case HEALTH_MINUTES: symbol = _("min"); break;
    case HEALTH_COUNT:
    case HEALTH_TEXT:
    case HEALTH_VERDICT:
    default: break;
    }
  v->field = field;
  v->label = label;
  /* TRANSLATORS: a chart's axis: the value and its unit, "Temperature (°C)" */
  v->axis = symbol != NULL ? g_strdup_printf (_("%s (%s)"), label, symbol) : g_strdup (label);
  g_ptr_array_add (values, v);
}

static gboolean
is_number (JsonNode *node)
{
  return node != NULL && JSON_NODE_HOLDS_VALUE (node) &&
         (json_node_get_value_type (node) == G_TYPE_INT64 ||
          (json_node_get_value_type (node) == G_TYPE_DOUBLE && isfinite (json_node_get_double (node))));
}

GPtrArray *
ds_report_health_values (JsonObject *health)
{
  GPtrArray *values = g_ptr_array_new_with_free_func (health_value_free);
  JsonArray *attrs;

  if (health == NULL)
    return values;
  for (guint i = 0; i < G_N_ELEMENTS (health_fields); i++)
    if (health_fields[i].unit != HEALTH_TEXT && health_fields[i].unit != HEALTH_VERDICT &&
        is_number (json_object_get_member (health, health_fields[i].key)))
      add_health_value (values, g_strdup (health_fields[i].key), g_strdup (_(health_fields[i].label)),
                        health_fields[i].unit);
  attrs = ds_json_get_array (health, "attributes");
  for (guint i = 0; attrs != NULL && i < json_array_get_length (attrs); i++)
    {
      JsonObject *a = json_array_get_object_element (attrs, i);
      gint64 id = a != NULL ? ds_json_get_int (a, "id", -1) : -1;
      const char *name = a != NULL ? ds_json_get_string (a, "name") : NULL;

      if (id < 1 || id > 255 || !is_number (json_object_get_member (a, "raw")))
        continue;
      add_health_value (values, g_strdup_printf ("attr:%" G_GINT64_FORMAT, id),
                        name != NULL && name[0] != '\0'
                          /* TRANSLATORS: an ATA attribute's raw value: "5 Reallocated_Sector_Ct (raw)" */
                          ? g_strdup_printf (_("%u %s (raw)"), (guint) id, name)
                          : g_strdup_printf (_("Attribute %u (raw)"), (guint) id),
                        HEALTH_COUNT);
    }
  return values;
}

GPtrArray *
ds_report_thermal_fields (const DsThermalResult *r)
{
  const DsThermalSummary *s = &r->summary;
  GPtrArray *f = fields_new ();

  add (f, _("Verdict"), g_strdup (r->verdict));
  add (f, _("Start (MB/s)"), ds_report_number (s->start_mbps, 1));
  add (f, _("Steady (MB/s)"), ds_report_number (s->steady_mbps, 1));
  add (f, _("Average (MB/s)"), ds_report_number (s->avg_mbps, 1));
  add (f, _("Minimum (MB/s)"), ds_report_number (s->min_mbps, 1));
  add (f, _("Maximum (MB/s)"), ds_report_number (s->max_mbps, 1));
  add (f, _("Spread (MB/s)"), ds_report_number (s->spread_mbps, 1));
  add (f, _("Written"), ds_format_bytes (s->bytes_written));
  add (f, _("Writing time"), isfinite (s->write_seconds) ? ds_format_duration (s->write_seconds) : NULL);
  add (f, _("Peak temperature (°C)"), ds_report_number (s->peak_temp_c, 1));
  add (f, _("Final temperature (°C)"), ds_report_number (s->final_temp_c, 1));
  add (f, _("Recovery"), isfinite (s->recovery_s) ? ds_format_duration (s->recovery_s) : NULL);
  add (f, _("Warning temperature (°C)"), ds_report_number (r->warning_temp_c, 0));
  add (f, _("Critical temperature (°C)"), ds_report_number (r->critical_temp_c, 0));
  return f;
}

static char *
share (guint64 bytes,
       guint64 of)
{
  g_autofree char *size = ds_format_bytes (bytes);

  if (of == 0)
    return g_steal_pointer (&size);
  return g_strdup_printf ("%s (%.1f %%)", size, 100.0 * bytes / of);
}

static char *
rate (guint64 bytes,
      double  seconds)
{
  return seconds > 0 ? ds_report_number (bytes / 1e6 / seconds, 1) : g_strdup ("—");
}

GPtrArray *
ds_report_verify_fields (const DsVerifyResult *r)
{
  GPtrArray *f = fields_new ();

  add (f, _("Verdict"), ds_verify_result_verdict_text (r));
  if (!r->read_only)
    add (f, _("Written"), ds_format_bytes (r->bytes_written));
  add (f, _("Read back"), ds_format_bytes (r->bytes_checked));
  add (f, _("Intact"), share (r->bytes_intact, r->bytes_checked));
  add (f, _("Corrupted"), share (r->bytes_corrupted, r->bytes_checked));
  add (f, _("Overwritten"), share (r->bytes_overwritten, r->bytes_checked));
  add (f, _("Lost"), share (r->bytes_lost, r->bytes_checked));
  add (f, _("I/O errors"), share (r->bytes_io_error, r->bytes_checked));
  if (r->write_errors > 0)
    add (f, _("Writes that failed"), ds_format_bytes (r->write_errors));
  if (r->first_bad != DS_VERIFY_NO_POSITION)
    add (f, _("First bad byte"), g_strdup_printf ("%" G_GUINT64_FORMAT, r->first_bad));
  if (!r->read_only)
    add (f, _("Write (MB/s)"), rate (r->bytes_written, r->write_seconds));
  add (f, _("Read (MB/s)"), rate (r->bytes_checked, r->read_seconds));
  add (f, _("Files"), g_strdup_printf ("%u", r->n_files));
  add (f, _("File size"), ds_format_bytes (r->file_bytes));
  add (f, _("Block size (bytes)"), g_strdup_printf ("%u", r->block_size));
  add (f, _("Read back with direct I/O"), g_strdup (r->direct ? _("yes") : _("no")));
  if (r->read_only)
    add (f, _("Pass"), g_strdup (_("read-back of kept files")));
  return f;
}

/* The runs of @kind of a list, in order (borrowed: the member at @result
 * of each), and their titles. */
static GPtrArray *
results_of (GPtrArray       *runs,
            DsReportRunKind  kind,
            glong            result,
            GPtrArray       *titles_out)
{
  GPtrArray *out = g_ptr_array_new ();

  for (guint i = 0; i < runs->len; i++)
    {
      DsReportRun *run = g_ptr_array_index (runs, i);

      if (run->kind != kind)
        continue;
      g_ptr_array_add (out, G_STRUCT_MEMBER (gpointer, run, result));
      if (titles_out != NULL)
        g_ptr_array_add (titles_out, ds_report_run_title (run));
    }
  return out;
}

GPtrArray *
ds_report_suite_results (GPtrArray *runs,
                         GPtrArray *titles_out)
{
  return results_of (runs, DS_REPORT_RUN_SUITE, G_STRUCT_OFFSET (DsReportRun, suite), titles_out);
}

GPtrArray *
ds_report_bench_results (GPtrArray *runs,
                         GPtrArray *titles_out)
{
  return results_of (runs, DS_REPORT_RUN_BENCH, G_STRUCT_OFFSET (DsReportRun, bench), titles_out);
}

GPtrArray *
ds_report_verify_results (GPtrArray *runs,
                          GPtrArray *titles_out)
{
  return results_of (runs, DS_REPORT_RUN_VERIFY, G_STRUCT_OFFSET (DsReportRun, verify), titles_out);
}

GArray *
ds_report_test_keys (GPtrArray *results)
{
  GArray *keys = g_array_new (FALSE, FALSE, sizeof (DsReportTestKey));

  for (guint r = 0; r < results->len; r++)
    {
      const DsBenchResult *res = g_ptr_array_index (results, r);

      for (guint i = 0; i < res->tests->len; i++)
        {
          const DsBenchTestResult *t = g_ptr_array_index (res->tests, i);
          DsReportTestKey key = { t->spec, t->mode };
          gboolean known = FALSE;

          for (guint k = 0; k < keys->len && !known; k++)
            {
              const DsReportTestKey *o = &g_array_index (keys, DsReportTestKey, k);

              known = o->mode == key.mode && o->spec.pattern == key.spec.pattern &&
                      o->spec.block_size == key.spec.block_size &&
                      o->spec.queue_depth == key.spec.queue_depth && o->spec.threads == key.spec.threads;
            }
          if (!known)
            g_array_append_val (keys, key);
        }
    }
  return keys;
}

GPtrArray *
ds_report_datasheet_fields (const DsReportRun *run)
{
  GPtrArray *f = g_ptr_array_new_with_free_func ((GDestroyNotify) field_free);
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(JsonArray) verdicts = NULL;
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;
  DsDatasheet sheet;

  if (run->kind != DS_REPORT_RUN_BENCH || run->datasheet == NULL)
    return f;
  ds_datasheet_from_json (run->datasheet, &sheet);
  node = ds_report_run_to_json (run);
  verdicts = ds_datasheet_check (&sheet, json_node_get_object (node));
  text = ds_datasheet_verdicts_text (verdicts);
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      char *colon = strstr (lines[i], ": ");

      if (colon == NULL)
        continue;
      *colon = '\0';
      add (f, lines[i], g_strdup (colon + 2));
    }
  return f;
}
