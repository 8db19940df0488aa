/* ds-cli-health.c — drivescope-cli health DRIVE [--json] [--save-raw FILE] [--from-file FILE]
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>

#include "ds-cli.h"
#include "ds-drive-list.h"
#include "ds-error.h"
#include "ds-format.h"
#include "ds-health.h"
#include "ds-health-fields.h"
#include "ds-json.h"
#include "ds-sysroot.h"
#include "ds-user-file.h"
#include "ds-cli-history.h"

static void
row (const char *label,
     const char *value)
{
  /* Labels are translated, so pad by characters, not bytes. */
  glong width = g_utf8_strlen (label, -1);

  printf ("  %s%*s %s\n", label, (int) MAX (1, 22 - width), "", value);
}

static void
row_int (const char *label,
         gint64      value)
{
  g_autofree char *text = NULL;

  if (value < 0)
    return;
  if (ds_health_count_saturated (value))
    text = ds_health_count_text (value);
  else
    text = g_strdup_printf ("%" G_GINT64_FORMAT, value);
  row (label, text);
}

static void
row_bytes (const char *label,
           gint64      bytes)
{
  g_autofree char *human = NULL;
  g_autofree char *text = NULL;

  if (bytes < 0)
    return;
  human = ds_format_bytes ((guint64) bytes);
  text = g_strdup_printf (_("%s (%lld bytes)"), human, (long long) bytes);
  row (label, text);
}

static void
print_temperatures (const DsHealth *health)
{
  g_autoptr(GString) text = g_string_new (NULL);

  if (!isfinite (health->temperature_c))
    return;
  g_string_append_printf (text, "%.0f °C", health->temperature_c);
  if (isfinite (health->warning_temp_c) && isfinite (health->critical_temp_c))
    g_string_append_printf (text, _(" (warning at %.0f °C, critical at %.0f °C)"),
                            health->warning_temp_c, health->critical_temp_c);
  else if (isfinite (health->warning_temp_c))
    g_string_append_printf (text, _(" (warning at %.0f °C)"), health->warning_temp_c);
  row (_("Temperature:"), text->str);

  if (health->temperature_sensors_c != NULL && health->temperature_sensors_c->len > 0)
    {
      g_string_truncate (text, 0);
      for (guint i = 0; i < health->temperature_sensors_c->len; i++)
        {
          double t = g_array_index (health->temperature_sensors_c, double, i);

          if (isfinite (t))
            g_string_append_printf (text, "%s%.0f °C", i > 0 ? ", " : "", t);
          else
            g_string_append_printf (text, "%s—", i > 0 ? ", " : "");
        }
      row (_("Sensors:"), text->str);
    }
}

/* @text padded to @width characters (not bytes: translated names and
 * headers are often Cyrillic); right-aligned when @width is negative. */
static char *
pad (const char *text,
     int         width)
{
  glong len = g_utf8_strlen (text, -1);
  int n = MAX (0, ABS (width) - (int) len);
  g_autofree char *spaces = g_strnfill (n, ' ');

  return width < 0 ? g_strconcat (spaces, text, NULL) : g_strconcat (text, spaces, NULL);
}

static int
width_of (int         at_least,
          const char *text)
{
  return MAX (at_least, (int) g_utf8_strlen (text, -1));
}

static void
print_attributes (const DsHealth *health)
{
  int w_value, w_worst, w_thr, w_type, w_name = 34;
  g_autofree char *h_id = NULL, *h_name = NULL, *h_value = NULL, *h_worst = NULL;
  g_autofree char *h_thr = NULL, *h_type = NULL;

  if (health->attributes == NULL || health->attributes->len == 0)
    return;
  /* Columns as wide as their translated header or widest value. */
  w_value = width_of (5, _("Value"));
  w_worst = width_of (5, _("Worst"));
  w_thr = width_of (5, _("Thr"));
  w_type = width_of (width_of (width_of (0, _("pre-fail")), _("old-age")), _("Type"));
  for (guint i = 0; i < health->attributes->len; i++)
    w_name = width_of (w_name, ds_ata_attribute_display_name_for (&g_array_index (health->attributes,
                                                                                  DsAtaAttribute, i)));
  h_id = pad (_("ID"), -3);
  h_name = pad (_("Name"), w_name);
  h_value = pad (_("Value"), -w_value);
  h_worst = pad (_("Worst"), -w_worst);
  h_thr = pad (_("Thr"), -w_thr);
  h_type = pad (_("Type"), w_type);
  printf ("\n%s\n", _("SMART attributes:"));
  printf ("  %s  %s %s %s %s  %s %s\n", h_id, h_name, h_value, h_worst, h_thr, h_type, _("Raw"));
  for (guint i = 0; i < health->attributes->len; i++)
    {
      const DsAtaAttribute *a = &g_array_index (health->attributes, DsAtaAttribute, i);
      g_autofree char *value = g_strdup_printf ("%d", a->value);
      g_autofree char *worst = g_strdup_printf ("%d", a->worst);
      g_autofree char *thr = a->threshold >= 0 ? g_strdup_printf ("%d", a->threshold) : g_strdup ("—");
      g_autofree char *c_value = pad (value, -w_value), *c_worst = pad (worst, -w_worst);
      g_autofree char *c_thr = pad (thr, -w_thr);
      g_autofree char *name = pad (ds_cli_safe (ds_ata_attribute_display_name_for (a)), w_name);
      g_autofree char *type = pad (a->prefail ? _("pre-fail") : _("old-age"), w_type);
      const char *failing = a->failing == DS_ATA_FAILING_NOW ? _("  FAILING NOW")
                          : a->failing == DS_ATA_FAILING_PAST ? _("  failed in the past") : "";

      printf ("  %3u  %s %s %s %s  %s %s%s\n",
              a->id, name, c_value, c_worst, c_thr, type, a->raw_value, failing);
    }
}

/* Power states, APST, thermal management, firmware slots, LBA formats and
 * the logs entry by entry. */
static void
print_nvme_facts (const DsHealth *health)
{
  g_autoptr(GPtrArray) fields = ds_nvme_facts_fields (health->nvme);

  for (guint i = 0; i < fields->len; i++)
    {
      const DsHealthField *f = g_ptr_array_index (fields, i);
      g_autofree char *label = g_strconcat (f->label, ":", NULL);

      row (label, ds_cli_safe (f->value));
    }
}

static void
print_health (const char     *drive,
              const DsHealth *health)
{
  g_autofree char *text = NULL;

  printf ("%s  %s\n", ds_cli_safe (drive), ds_cli_safe (health->model));
  row (_("Serial:"), ds_cli_safe (health->serial));
  row (_("Firmware:"), ds_cli_safe (health->firmware));
  if (health->capacity_bytes > 0)
    {
      g_autofree char *cap = ds_format_capacity ((guint64) health->capacity_bytes);

      row (_("Capacity:"), cap);
    }
  if (health->rotation_rate == 1)
    row (_("Media:"), _("solid state"));
  else if (health->rotation_rate > 1)
    {
      g_autofree char *rpm = g_strdup_printf (_("%d rpm"), health->rotation_rate);

      row (_("Media:"), rpm);
    }

  printf ("\n");
  row (_("Verdict:"), ds_health_verdict_to_display (health->verdict));
  for (guint i = 0; i < health->reasons->len; i++)
    printf ("    – %s\n", (const char *) g_ptr_array_index (health->reasons, i));
  printf ("\n");

  print_temperatures (health);
  if (health->critical_warning >= 0)
    {
      g_auto(GStrv) names = ds_nvme_critical_warning_display_names (health->critical_warning);
      g_autofree char *joined = g_strjoinv (", ", names);

      text = g_strdup_printf ("0x%02x%s%s%s", health->critical_warning,
                              names[0] ? " (" : "", joined, names[0] ? ")" : "");
      row (_("Critical warning:"), text);
      g_clear_pointer (&text, g_free);
    }
  if (health->life_left_percent >= 0)
    {
      text = g_strdup_printf ("%d %%", health->life_left_percent);
      row (_("Life left:"), text);
      g_clear_pointer (&text, g_free);
    }
  if (health->percentage_used >= 0)
    {
      text = g_strdup_printf ("%d %%", health->percentage_used);
      row (_("Endurance used:"), text);
      g_clear_pointer (&text, g_free);
    }
  if (health->available_spare >= 0)
    {
      if (health->available_spare_threshold >= 0)
        text = g_strdup_printf (_("%d %% (threshold %d %%)"), health->available_spare,
                                health->available_spare_threshold);
      else
        text = g_strdup_printf (_("%d %% (no threshold reported)"), health->available_spare);
      row (_("Available spare:"), text);
      g_clear_pointer (&text, g_free);
    }
  row_bytes (_("Data written:"), health->bytes_written);
  if (health->bytes_written < 0)
    row (_("Data written:"), _("not reported in a known unit"));
  row_bytes (_("Data read:"), health->bytes_read);
  row_int (_("Power-on hours:"), health->power_on_hours);
  row_int (_("Power cycles:"), health->power_cycles);
  row_int (_("Unsafe shutdowns:"), health->unsafe_shutdowns);
  row_int (_("Media errors:"), health->media_errors);
  row_int (_("Error log entries:"), health->error_log_entries);
  if (health->error_log_recent >= 0)
    {
      text = g_strdup_printf (_("%d of the newest (%d media and data integrity)"),
                              health->error_log_recent, health->error_log_recent_media);
      row (_("In the error log:"), text);
      g_clear_pointer (&text, g_free);
    }
  row_int (_("Reallocated sectors:"), health->reallocated_sectors);
  row_int (_("Pending sectors:"), health->pending_sectors);
  row_int (_("Uncorrectable:"), health->uncorrectable_sectors);
  if (health->warning_temp_minutes >= 0)
    {
      text = g_strdup_printf (_("%lld min above warning, %lld min above critical"),
                              (long long) health->warning_temp_minutes,
                              (long long) MAX (health->critical_temp_minutes, 0));
      row (_("Time too hot:"), text);
      g_clear_pointer (&text, g_free);
    }
  if (health->thermal_throttle != NULL)
    for (guint i = 0; i < health->thermal_throttle->len; i++)
      {
        const DsThermalThrottle *tt = &g_array_index (health->thermal_throttle, DsThermalThrottle, i);
        g_autofree char *label = g_strdup_printf (_("Throttle level %d:"), tt->level);

        text = g_strdup_printf (_("%lld times, %lld s in total"),
                                (long long) tt->transitions, (long long) tt->seconds);
        row (label, text);
        g_clear_pointer (&text, g_free);
      }
  if (health->smart_status >= 0)
    row (_("SMART status:"), health->smart_status ? _("passed") : _("FAILING"));
  if (health->last_self_test != NULL)
    row (_("Last self-test:"), health->last_self_test_display);
  if (g_strcmp0 (health->source, "udisks2") == 0)
    row (_("Read through:"), _("udisks2 (no password needed)"));
  else if (g_strcmp0 (health->source, "helper") == 0)
    row (_("Read through:"), "drivescope-helper");
  if (health->presets != NULL && health->presets->db_version != NULL)
    {
      text = health->presets->family != NULL
        /* Translators: the smartmontools drive database: its version, and the model family it names */
        ? g_strdup_printf (_("%s (%s)"), health->presets->db_version, ds_cli_safe (health->presets->family))
        : g_strdup_printf (_("%s (model not listed)"), health->presets->db_version);
      row (_("Drive database:"), text);
      g_clear_pointer (&text, g_free);
    }
  for (guint i = 0; i < health->notes->len; i++)
    row (i == 0 ? _("Notes:") : "", ds_cli_safe (g_ptr_array_index (health->notes, i)));
  print_nvme_facts (health);
  print_attributes (health);
}

static gboolean
save_raw (const char  *path,
          const char  *raw,
          GError     **error)
{
  g_autoptr(GError) local_error = NULL;

  if (!ds_user_file_write (path, raw, strlen (raw), &local_error))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_FAILED,
                   _("Could not save the raw health data: %s"), local_error->message);
      return FALSE;
    }
  return TRUE;
}

static gboolean
kernel_has_device (const char *name)
{
  static const char * const classes[] = { "/sys/block", "/sys/class/block", "/sys/class/nvme" };

  for (guint i = 0; i < G_N_ELEMENTS (classes); i++)
    {
      g_autofree char *dir = g_build_filename (classes[i], name, NULL);
      g_autofree char *path = ds_sysroot_path (dir);

      if (g_file_test (path, G_FILE_TEST_EXISTS))
        return TRUE;
    }
  return FALSE;
}

/* Could the helper read this kernel name (nvme0, nvme0n1, sda)? */
static gboolean
helper_name (const char *name)
{
  g_autoptr(GRegex) regex = g_regex_new ("^(nvme[0-9]+(n[0-9]+)?|sd[a-z]{1,4})$", 0, 0, NULL);

  return g_regex_match (regex, name, 0, NULL);
}

/* Why @drive has no health data to read, and what to do: read the drives
 * under a dm / md device; nothing, or the host's drive, for the rest. */
static void
set_no_health_error (const DsDrive  *drive,
                     GError        **error)
{
  const char *name = drive->name;
  guint n_members = drive->members != NULL ? drive->members->len : 0;

  if ((drive->transport == DS_TRANSPORT_DM || drive->transport == DS_TRANSPORT_MD) && n_members > 0)
    {
      g_autoptr(GPtrArray) readable = g_ptr_array_new ();
      g_autofree char *members = NULL;

      for (guint i = 0; i < n_members; i++)
        if (helper_name (g_ptr_array_index (drive->members, i)))
          g_ptr_array_add (readable, g_ptr_array_index (drive->members, i));
      g_ptr_array_add (readable, NULL);
      members = g_strjoinv (", ", (char **) readable->pdata);
      if (readable->len > 1)
        g_set_error (error, DS_ERROR, DS_ERROR_UNSUPPORTED,
                     _("%s has no health data of its own: it is built from other drives. "
                       "Read the physical drives under it instead: %s."), name, members);
      else
        g_set_error (error, DS_ERROR, DS_ERROR_UNSUPPORTED,
                     _("%s has no health data of its own, and the drives under it report none "
                       "Drivescope can read either (only NVMe and SATA drives do)."), name);
      return;
    }

  switch (drive->transport)
    {
    case DS_TRANSPORT_DM:
    case DS_TRANSPORT_MD:
      g_set_error (error, DS_ERROR, DS_ERROR_UNSUPPORTED,
                   _("%s has no health data of its own, and Drivescope found no physical drive under it. "
                     "Read the health of the drives it is built from by their names (drivescope-cli list --all)."),
                   name);
      break;
    case DS_TRANSPORT_VIRTIO:
      g_set_error (error, DS_ERROR, DS_ERROR_UNSUPPORTED,
                   _("%s is a virtual machine’s disk: it reports no health data Drivescope can read. "
                     "Check the health of the physical drive on the host instead."), name);
      break;
    case DS_TRANSPORT_MMC:
      g_set_error (error, DS_ERROR, DS_ERROR_UNSUPPORTED,
                   _("%s is an SD card or eMMC: these disks report no health data Drivescope can read. "
                     "Nothing needs to be done; keep backups, as with any drive."), name);
      break;
    case DS_TRANSPORT_LOOP:
    case DS_TRANSPORT_RAM:
    case DS_TRANSPORT_ZRAM:
    case DS_TRANSPORT_VIRTUAL:
      g_set_error (error, DS_ERROR, DS_ERROR_UNSUPPORTED,
                   _("%s is not a drive of its own (it lives in memory, in a file or on another device): "
                     "it has no health data. Nothing needs to be done; a drive underneath has its own."), name);
      break;
    default:
      g_set_error (error, DS_ERROR, DS_ERROR_UNSUPPORTED,
                   _("%s reports no health data Drivescope can read: only NVMe and SATA drives "
                     "(also behind USB bridges) do. Nothing needs to be done."), name);
      break;
    }
}

/* The kernel name the helper reads for @drive: the drive itself, or the one
 * physical drive under a dm / md device. NULL with an error otherwise. */
static char *
drive_helper_name (const DsDrive  *drive,
                   GError        **error)
{
  if (helper_name (drive->name))
    return g_strdup (drive->name);
  if (drive->members != NULL && drive->members->len == 1 &&
      helper_name (g_ptr_array_index (drive->members, 0)))
    return g_strdup (g_ptr_array_index (drive->members, 0));
  set_no_health_error (drive, error);
  return NULL;
}

char *
ds_cli_health_drive_helper_name (const DsDrive *drive)
{
  return drive_helper_name (drive, NULL);
}

/* DRIVE as the user wrote it (kernel name, /dev path, serial, mounted path)
 * -> the kernel name the helper reads. */
static char *
resolve_drive (const char  *what,
               GError     **error)
{
  g_autoptr(GPtrArray) drives = ds_drive_list_enumerate (DS_ENUM_FLAGS_ALL, NULL);
  const char *bare = g_str_has_prefix (what, "/dev/") ? what + strlen ("/dev/") : what;
  DsDrive *drive = NULL;
  g_autoptr(GError) local_error = NULL;

  if (drives != NULL)
    drive = ds_drive_list_lookup (drives, what, &local_error);
  if (drive != NULL)
    return drive_helper_name (drive, error);
  /* A kernel name enumeration does not show (a controller, nvme0, or a
   * hidden disk) but the kernel has: the helper checks it again itself.
   * One the kernel does not have is refused here, before pkexec asks for
   * a password only to fail. */
  if (helper_name (bare) && kernel_has_device (bare))
    return g_strdup (bare);
  if (local_error != NULL)
    g_propagate_error (error, g_steal_pointer (&local_error));
  else
    g_set_error (error, DS_ERROR, DS_ERROR_NOT_FOUND,
                 _("“%s” is not a drive. Run “drivescope-cli list” to see the drives."), what);
  return NULL;
}

char *
ds_cli_health_resolve_drive (const char  *what,
                             GError     **error)
{
  return resolve_drive (what, error);
}

/* --- what list and info show of health ----------------------------------- */

GHashTable *
ds_cli_health_read_drives (GPtrArray *drives,
                           gboolean   through_members)
{
  GHashTable *table = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                             (GDestroyNotify) ds_health_free);

  for (guint i = 0; i < drives->len; i++)
    {
      const DsDrive *drive = g_ptr_array_index (drives, i);
      g_autofree char *name = NULL;
      g_autoptr(GError) error = NULL;
      DsHealth *health;

      if (!through_members && !helper_name (drive->name))
        continue;
      name = drive_helper_name (drive, NULL);
      if (name == NULL)
        continue;
      health = ds_health_read (name, DS_HEALTH_READ_ALLOW_PROMPT, NULL, &error);
      if (health == NULL)
        {
          g_autofree char *safe = ds_escape_terminal (error->message);

          g_printerr ("drivescope-cli: %s: %s\n", drive->name, safe);
          /* Refused once: asking again for every drive helps no one. */
          if (g_error_matches (error, DS_ERROR, DS_ERROR_PERMISSION) ||
              g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
            break;
          continue;
        }
      ds_cli_history_save_health (health, NULL);
      g_hash_table_insert (table, g_strdup (drive->name), health);
    }
  return table;
}

static double
terabytes_written (const DsHealth *health)
{
  return health->bytes_written >= 0 ? (double) health->bytes_written / 1e12 : NAN;
}

void
ds_cli_health_add_json (GHashTable *healths,
                        const char *name,
                        JsonObject *drive_obj,
                        gboolean    full)
{
  const DsHealth *health = g_hash_table_lookup (healths, name);

  if (health == NULL)
    return;
  json_object_set_string_member (drive_obj, "verdict", ds_health_verdict_to_string (health->verdict));
  ds_json_set_double (drive_obj, "tbw", terabytes_written (health));
  if (full)
    {
      json_object_set_member (drive_obj, "health", ds_health_to_json (health));
      if (health->nvme != NULL)
        json_object_set_member (drive_obj, "nvme", ds_nvme_facts_to_json (health->nvme));
    }
}

char *
ds_cli_health_cell (GHashTable *healths,
                    const char *name,
                    gboolean    tbw)
{
  const DsHealth *health = g_hash_table_lookup (healths, name);

  if (health == NULL)
    return g_strdup ("—");
  if (!tbw)
    return g_strdup (ds_health_verdict_to_display (health->verdict));
  if (health->bytes_written < 0)
    return g_strdup ("—");
  /* TRANSLATORS: terabytes written, as endurance ratings give them */
  return g_strdup_printf (_("%.2f TBW"), terabytes_written (health));
}

void
ds_cli_health_print_info (GHashTable *healths,
                          const char *name)
{
  const DsHealth *health = g_hash_table_lookup (healths, name);

  if (health == NULL)
    return;
  row (_("Health:"), ds_health_verdict_to_display (health->verdict));
  for (guint i = 0; i < health->reasons->len; i++)
    printf ("    – %s\n", (const char *) g_ptr_array_index (health->reasons, i));
  row_bytes (_("Data written:"), health->bytes_written);
  row_int (_("Power-on hours:"), health->power_on_hours);
  print_nvme_facts (health);
}

int
ds_cli_health (int    argc,
               char **argv)
{
  gboolean json = FALSE;
  g_autofree char *save_path = NULL;
  g_autofree char *from_path = NULL;
  g_autofree char *drivedb_path = NULL;
  g_autoptr(DsHealth) health = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *drive_name = NULL;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { "save-raw", 0, 0, G_OPTION_ARG_FILENAME, &save_path,
      N_("Save the helper’s raw pages (JSON) to FILE, for bug reports"), N_("FILE") },
    { "from-file", 0, 0, G_OPTION_ARG_FILENAME, &from_path,
      N_("Parse raw pages saved with --save-raw instead of reading a drive"), N_("FILE") },
    { "drivedb", 0, 0, G_OPTION_ARG_FILENAME, &drivedb_path,
      N_("Read ATA attributes with this smartmontools drive database (drivedb.h)"), N_("FILE") },
    { NULL }
  };

  if (!ds_cli_parse_options ("health", _("DRIVE"),
#ifdef G_OS_WIN32
                             _("Reads the drive’s SMART or NVMe health log and judges it. "
                               "An NVMe drive is read without administrator rights; a SATA drive's SMART data "
                               "needs them, and Windows asks for them (User Account Control) when it is read."),
#else
                             _("Reads the drive’s SMART or NVMe health log and judges it. "
                               "Where udisks2 manages the drive it reads from udisks2 with no password; "
                               "otherwise reading needs administrator rights: as root it reads directly, "
                               "otherwise it asks for a password through pkexec."),
#endif
                             entries, &argc, &argv))
    return DS_EXIT_USAGE;

  if (drivedb_path != NULL)
    {
      ds_drivedb_set_path (drivedb_path);
      if (ds_drivedb_get_default (&error) == NULL)
        return ds_cli_fail (error);
    }

  if (from_path != NULL)
    {
      g_autofree char *contents = NULL;

      if (argc > 2)
        return ds_cli_usage_error (_("Give at most one DRIVE with --from-file."));
      contents = ds_user_file_read (from_path, DS_JSON_MAX_HELPER_BYTES, NULL, &error);
      if (contents == NULL)
        return ds_cli_fail (error);
      health = ds_health_parse_helper_output (contents, &error);
      if (health == NULL)
        return ds_cli_fail (error);
      health->source = "file";
      drive_name = g_strdup (argc == 2 ? argv[1] : health->device);
    }
  else
    {
      if (argc != 2)
#ifdef G_OS_WIN32
        return ds_cli_usage_error (_("Give one DRIVE (PhysicalDrive0, a drive letter such as C:, a serial number "
                                     "or a folder on the drive), or --from-file FILE."));
#else
        return ds_cli_usage_error (_("Give one DRIVE (nvme0n1, sda, a serial number or a mounted path), "
                                     "or --from-file FILE."));
#endif
      drive_name = resolve_drive (argv[1], &error);
      if (drive_name == NULL)
        return ds_cli_fail (error);
      /* --save-raw wants the helper's pages, not udisks' values. */
      health = ds_health_read (drive_name,
                               DS_HEALTH_READ_ALLOW_PROMPT | (save_path != NULL ? DS_HEALTH_READ_RAW_PAGES : 0),
                               NULL, &error);
      if (health == NULL)
        return ds_cli_fail (error);
      ds_cli_history_save_health (health, NULL);
    }

  if (save_path != NULL && health->raw_json == NULL)
    {
      g_autoptr(GError) e = g_error_new_literal (DS_ERROR, DS_ERROR_UNSUPPORTED,
                                                 _("The health data came from udisks2, which gives no raw pages "
                                                   "to save; nothing was saved."));
      return ds_cli_fail (e);
    }
  if (save_path != NULL && !save_raw (save_path, health->raw_json, &error))
    return ds_cli_fail (error);

  if (json)
    {
      g_autoptr(JsonNode) node = ds_health_report_to_json (health);

      json_object_set_string_member (json_node_get_object (node), "drive", drive_name);
      ds_cli_print_json (node);
    }
  else
    print_health (drive_name, health);

  return DS_EXIT_OK;
}
