/* ds-conditions.c — typed access to a run's settings and conditions JSON
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gi18n-lib.h>

#include "ds-conditions.h"
#include "ds-drive.h"
#include "ds-json.h"

/* --- every member --- */

/* The JSON name of every member: the one place they are spelled
 * (tests/check-condition-keys.py reads this table). */
static const char *const member_keys[DS_CONDITION_N_MEMBERS] = {
  /* condition keys begin */
  [DS_CONDITION_DRIVE] = "drive",
  [DS_CONDITION_LINK] = "link",
  [DS_CONDITION_DIR] = "dir",
  [DS_CONDITION_FILESYSTEM] = "filesystem",
  [DS_CONDITION_MOUNT_OPTIONS] = "mount_options",
  [DS_CONDITION_MOUNT_POINT] = "mount_point",
  [DS_CONDITION_SOURCE] = "source",
  [DS_CONDITION_DM_CRYPT] = "dm_crypt",
  [DS_CONDITION_FILL_PERCENT] = "fill_percent",
  [DS_CONDITION_FILL] = "fill",
  [DS_CONDITION_FREE_BYTES] = "free_bytes",
  [DS_CONDITION_TOTAL_BYTES] = "total_bytes",
  [DS_CONDITION_FILE_SIZE_BYTES] = "file_size_bytes",
  [DS_CONDITION_TEMP_START_C] = "temp_start_c",
  [DS_CONDITION_TEMP_END_C] = "temp_end_c",
  [DS_CONDITION_KERNEL] = "kernel",
  [DS_CONDITION_ARCH] = "arch",
  [DS_CONDITION_CPU_MODEL] = "cpu_model",
  [DS_CONDITION_CPU_COUNT] = "cpu_count",
  [DS_CONDITION_APP_VERSION] = "app_version",
  [DS_CONDITION_ENGINE] = "engine",
  [DS_CONDITION_DIRECT_IO] = "direct_io",
  [DS_CONDITION_DIRECT] = "direct",
  [DS_CONDITION_CACHED_REASON] = "cached_reason",
  [DS_CONDITION_ANONYMOUS_FILE] = "anonymous_file",
  [DS_CONDITION_DATA_PATTERN] = "data_pattern",
  [DS_CONDITION_DATA_COMPRESSIBLE_PERCENT] = "data_compressible_percent",
  [DS_CONDITION_WARNINGS] = "warnings",
  [DS_CONDITION_BLOCK_SIZES_ROUNDED_TO] = "block_sizes_rounded_to",
  [DS_CONDITION_TEMP_SOURCE] = "temp_source",
  [DS_CONDITION_TEMP_REASON] = "temp_reason",
  [DS_CONDITION_THERMAL_DRIVE] = "thermal_drive",
  [DS_CONDITION_DEVICE] = "device",
  [DS_CONDITION_DEVICE_BYTES] = "device_bytes",
  [DS_CONDITION_DEVICE_SOURCE] = "device_source",
  [DS_CONDITION_READ_ONLY] = "read_only",
  [DS_CONDITION_IMPORTED_FROM] = "imported_from",
  [DS_CONDITION_CDM_DATE] = "cdm_date",
  [DS_CONDITION_CDM_MODE] = "cdm_mode",
  [DS_CONDITION_OS] = "os",
  [DS_CONDITION_ARRAY] = "array",
  /* condition keys end */
};

/* The members of "fill" (tests/check-condition-keys.py reads these too). */
/* fill keys begin */
#define FILL_TARGET "target_percent"
#define FILL_BEFORE "before_percent"
#define FILL_DURING "during_percent"
#define FILL_BYTES  "bytes"
/* fill keys end */

JsonNode *
ds_conditions_lookup (JsonObject *conditions,
                      DsCondition member)
{
  g_return_val_if_fail (member < DS_CONDITION_N_MEMBERS, NULL);

  if (conditions == NULL || !json_object_has_member (conditions, member_keys[member]))
    return NULL;
  return json_object_get_member (conditions, member_keys[member]);
}

gboolean
ds_conditions_has (JsonObject *conditions,
                   DsCondition member)
{
  return ds_conditions_lookup (conditions, member) != NULL;
}

/* --- --fill --- */

gboolean
ds_conditions_get_fill (JsonObject       *conditions,
                        DsConditionsFill *out)
{
  JsonObject *fill = ds_json_get_object (conditions, member_keys[DS_CONDITION_FILL]);

  memset (out, 0, sizeof *out);
  out->before_percent = out->during_percent = NAN;
  if (fill == NULL)
    return FALSE;
  out->target_percent = (guint) MAX (ds_json_get_int (fill, FILL_TARGET, 0), 0);
  out->before_percent = ds_json_get_double (fill, FILL_BEFORE, NAN);
  out->during_percent = ds_json_get_double (fill, FILL_DURING, NAN);
  out->bytes = (guint64) MAX (ds_json_get_int (fill, FILL_BYTES, 0), 0);
  return TRUE;
}

void
ds_conditions_set_fill (JsonObject             *conditions,
                        const DsConditionsFill *fill)
{
  JsonObject *obj = json_object_new ();

  json_object_set_int_member (obj, FILL_TARGET, fill->target_percent);
  ds_json_set_double (obj, FILL_BEFORE, fill->before_percent);
  ds_json_set_double (obj, FILL_DURING, fill->during_percent);
  ds_json_set_u64 (obj, FILL_BYTES, fill->bytes);
  json_object_set_object_member (conditions, member_keys[DS_CONDITION_FILL], obj);
  ds_json_set_double (conditions, member_keys[DS_CONDITION_FILL_PERCENT], fill->during_percent);
}

/* --- the drive --- */

gboolean
ds_conditions_get_drive (JsonObject        *conditions,
                         DsConditionsDrive *out)
{
  JsonObject *d = ds_json_get_object (conditions, "drive");

  memset (out, 0, sizeof *out);
  out->size_bytes = -1;
  if (d == NULL)
    return FALSE;
  out->name = ds_json_get_string (d, "name");
  out->model = ds_json_get_string (d, "model");
  out->serial = ds_json_get_string (d, "serial");
  out->firmware = ds_json_get_string (d, "firmware");
  out->transport = ds_json_get_string (d, "transport");
  out->wwn = ds_json_get_string (d, "wwn");
  out->size_bytes = ds_json_get_int (d, "size_bytes", -1);
  out->via = ds_json_get_string (d, "via");
  out->display_name = ds_json_get_string (d, "display_name");
  return TRUE;
}

JsonObject *
ds_conditions_get_drive_object (JsonObject *conditions)
{
  return ds_json_get_object (conditions, "drive");
}

const char *
ds_conditions_get_drive_title (JsonObject *conditions)
{
  DsConditionsDrive drive;

  ds_conditions_get_drive (conditions, &drive);
  return drive.model != NULL ? drive.model : drive.display_name;
}

void
ds_conditions_take_drive_object (JsonObject *conditions,
                                 JsonObject *drive)
{
  json_object_set_object_member (conditions, "drive", drive);
}

void
ds_conditions_set_drive (JsonObject              *conditions,
                         const DsConditionsDrive *drive)
{
  JsonObject *d;

  if (drive == NULL)
    {
      json_object_set_null_member (conditions, "drive");
      return;
    }
  d = ds_drive_identity_to_json (&(DsDriveIdentity) {
    .name = drive->name, .model = drive->model, .serial = drive->serial, .firmware = drive->firmware,
    .transport = drive->transport, .wwn = drive->wwn, .size_bytes = drive->size_bytes,
  });
  if (drive->via != NULL)
    ds_json_set_string (d, "via", drive->via);
  json_object_set_object_member (conditions, "drive", d);
}

/* --- the link --- */

gboolean
ds_conditions_get_link (JsonObject       *conditions,
                        DsConditionsLink *out)
{
  JsonObject *l = ds_json_get_object (conditions, "link");

  memset (out, 0, sizeof *out);
  out->current_gts = out->max_gts = out->max_mbps = NAN;
  if (l == NULL)
    return FALSE;
  out->description = ds_json_get_string (l, "description");
  out->has_lanes = json_object_has_member (l, "current_width");
  out->current_gts = ds_json_get_double (l, "current_gts", NAN);
  out->current_width = (int) ds_json_get_int (l, "current_width", 0);
  out->max_gts = ds_json_get_double (l, "max_gts", NAN);
  out->max_width = (int) ds_json_get_int (l, "max_width", 0);
  out->degraded = ds_json_get_bool (l, "degraded", FALSE);
  out->reason = ds_json_get_string (l, "reason");
  out->max_mbps = ds_json_get_double (l, "max_mbps", NAN);
  return TRUE;
}

const char *
ds_conditions_get_link_text (JsonObject *conditions)
{
  return ds_json_get_string (conditions, "link");
}

char *
ds_conditions_get_link_json (JsonObject *conditions)
{
  if (conditions == NULL || !json_object_has_member (conditions, "link"))
    return NULL;
  return json_to_string (json_object_get_member (conditions, "link"), FALSE);
}

void
ds_conditions_set_link (JsonObject             *conditions,
                        const DsConditionsLink *link)
{
  JsonObject *l;

  if (link == NULL)
    {
      json_object_set_null_member (conditions, "link");
      return;
    }
  l = json_object_new ();
  ds_json_set_string (l, "description", link->description);
  if (link->has_lanes)
    {
      ds_json_set_double (l, "current_gts", link->current_gts);
      json_object_set_int_member (l, "current_width", link->current_width);
      ds_json_set_double (l, "max_gts", link->max_gts);
      json_object_set_int_member (l, "max_width", link->max_width);
      json_object_set_boolean_member (l, "degraded", link->degraded);
      ds_json_set_string (l, "reason", link->reason);
    }
  ds_json_set_double (l, "max_mbps", link->max_mbps > 0 ? link->max_mbps : NAN);
  json_object_set_object_member (conditions, "link", l);
}

/* --- where and how --- */

const char *
ds_conditions_get_dir (JsonObject *conditions)
{
  return ds_json_get_string (conditions, "dir");
}

const char *
ds_conditions_get_filesystem (JsonObject *conditions)
{
  return ds_json_get_string (conditions, "filesystem");
}

const char *
ds_conditions_get_mount_options (JsonObject *conditions)
{
  return ds_json_get_string (conditions, "mount_options");
}

const char *
ds_conditions_get_mount_point (JsonObject *conditions)
{
  return ds_json_get_string (conditions, "mount_point");
}

gboolean
ds_conditions_get_dm_crypt (JsonObject *conditions)
{
  return ds_json_get_bool (conditions, "dm_crypt", FALSE);
}

double
ds_conditions_get_fill_percent (JsonObject *conditions)
{
  return ds_json_get_double (conditions, "fill_percent", NAN);
}

gint64
ds_conditions_get_free_bytes (JsonObject *conditions)
{
  return ds_json_get_int (conditions, "free_bytes", -1);
}

gint64
ds_conditions_get_total_bytes (JsonObject *conditions)
{
  return ds_json_get_int (conditions, "total_bytes", -1);
}

gint64
ds_conditions_get_file_size_bytes (JsonObject *conditions)
{
  return ds_json_get_int (conditions, "file_size_bytes", -1);
}

double
ds_conditions_get_temp_start_c (JsonObject *conditions)
{
  return ds_json_get_double (conditions, "temp_start_c", NAN);
}

double
ds_conditions_get_temp_end_c (JsonObject *conditions)
{
  return ds_json_get_double (conditions, "temp_end_c", NAN);
}

const char *
ds_conditions_get_kernel (JsonObject *conditions)
{
  return ds_json_get_string (conditions, "kernel");
}

const char *
ds_conditions_get_arch (JsonObject *conditions)
{
  return ds_json_get_string (conditions, "arch");
}

const char *
ds_conditions_get_cpu_model (JsonObject *conditions)
{
  return ds_json_get_string (conditions, "cpu_model");
}

gint64
ds_conditions_get_cpu_count (JsonObject *conditions)
{
  return ds_json_get_int (conditions, "cpu_count", -1);
}

const char *
ds_conditions_get_engine (JsonObject *conditions)
{
  return ds_json_get_string (conditions, "engine");
}

gboolean
ds_conditions_get_direct_io (JsonObject *conditions,
                             gboolean    fallback)
{
  if (conditions != NULL && json_object_has_member (conditions, "direct_io"))
    return ds_json_get_bool (conditions, "direct_io", fallback);
  return ds_json_get_bool (conditions, "direct", fallback);
}

gboolean
ds_conditions_has_direct_io (JsonObject *conditions)
{
  return conditions != NULL && json_object_has_member (conditions, "direct_io") &&
         !JSON_NODE_HOLDS_NULL (json_object_get_member (conditions, "direct_io"));
}

const char *
ds_conditions_get_cached_reason (JsonObject *conditions)
{
  return ds_json_get_string (conditions, "cached_reason");
}

const char *
ds_conditions_get_data_pattern (JsonObject *conditions)
{
  return ds_json_get_string (conditions, "data_pattern");
}

GPtrArray *
ds_conditions_get_warnings (JsonObject *conditions)
{
  JsonArray *array = ds_json_get_array (conditions, "warnings");
  GPtrArray *warnings = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; array != NULL && i < json_array_get_length (array); i++)
    {
      JsonNode *node = json_array_get_element (array, i);

      if (JSON_NODE_HOLDS_VALUE (node) && json_node_get_value_type (node) == G_TYPE_STRING)
        g_ptr_array_add (warnings, g_strdup (json_node_get_string (node)));
    }
  return warnings;
}

const char *
ds_conditions_get_app_version (JsonObject *conditions)
{
  return ds_json_get_string (conditions, "app_version");
}

const char *
ds_conditions_get_temp_source (JsonObject *conditions)
{
  return ds_json_get_string (conditions, "temp_source");
}

const char *
ds_conditions_get_temp_reason (JsonObject *conditions)
{
  return ds_json_get_string (conditions, "temp_reason");
}

const char *
ds_conditions_get_thermal_drive (JsonObject *conditions)
{
  return ds_json_get_string (conditions, "thermal_drive");
}

const char *
ds_conditions_get_imported_from (JsonObject *conditions)
{
  return ds_json_get_string (conditions, "imported_from");
}

const char *
ds_conditions_get_cdm_date (JsonObject *conditions)
{
  return ds_json_get_string (conditions, "cdm_date");
}

const char *
ds_conditions_get_os (JsonObject *conditions)
{
  return ds_json_get_string (conditions, "os");
}

void
ds_conditions_set_dir (JsonObject *conditions,
                       const char *dir)
{
  ds_json_set_string (conditions, "dir", dir);
}

void
ds_conditions_set_file_size_bytes (JsonObject *conditions,
                                   guint64     bytes)
{
  ds_json_set_u64 (conditions, "file_size_bytes", bytes);
}

void
ds_conditions_set_temp_start_c (JsonObject *conditions,
                                double      celsius)
{
  ds_json_set_double (conditions, "temp_start_c", celsius);
}

void
ds_conditions_set_temp_end_c (JsonObject *conditions,
                              double      celsius)
{
  ds_json_set_double (conditions, "temp_end_c", celsius);
}

void
ds_conditions_set_engine (JsonObject *conditions,
                          const char *engine)
{
  ds_json_set_string (conditions, "engine", engine);
}

void
ds_conditions_set_cached_reason (JsonObject *conditions,
                                 const char *reason)
{
  ds_json_set_string (conditions, "cached_reason", reason);
}

void
ds_conditions_set_direct_io (JsonObject *conditions,
                             gboolean    direct)
{
  json_object_set_boolean_member (conditions, "direct_io", direct);
}

void
ds_conditions_set_anonymous_file (JsonObject *conditions,
                                  gboolean    anonymous)
{
  json_object_set_boolean_member (conditions, "anonymous_file", anonymous);
}

void
ds_conditions_set_warnings (JsonObject *conditions,
                            GPtrArray  *warnings)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; warnings != NULL && i < warnings->len; i++)
    json_array_add_string_element (array, g_ptr_array_index (warnings, i));
  json_object_set_array_member (conditions, "warnings", array);
}

void
ds_conditions_set_data_pattern (JsonObject *conditions,
                                const char *pattern)
{
  ds_json_set_string (conditions, "data_pattern", pattern);
}

void
ds_conditions_set_data (JsonObject *conditions,
                        const char *pattern,
                        guint       compressible_percent)
{
  ds_json_set_string (conditions, "data_pattern", pattern);
  if (g_strcmp0 (pattern, "compressible") == 0)
    json_object_set_int_member (conditions, "data_compressible_percent", MIN (compressible_percent, 100u));
}

int
ds_conditions_get_data_compressible_percent (JsonObject *conditions)
{
  gint64 v = ds_json_get_int (conditions, "data_compressible_percent", -1);

  return v >= 0 && v <= 100 ? (int) v : -1;
}

char *
ds_conditions_get_data_text (JsonObject *conditions)
{
  const char *pattern = ds_conditions_get_data_pattern (conditions);
  int percent = ds_conditions_get_data_compressible_percent (conditions);

  if (pattern == NULL)
    return NULL;
  if (g_str_equal (pattern, "compressible") && percent >= 0)
    return g_strdup_printf ("compressible:%d%%", percent);
  return g_strdup (pattern);
}

void
ds_conditions_set_temp_source (JsonObject *conditions,
                               const char *source)
{
  ds_json_set_string (conditions, "temp_source", source);
}

void
ds_conditions_set_temp_reason (JsonObject *conditions,
                               const char *reason)
{
  ds_json_set_string (conditions, "temp_reason", reason);
}

void
ds_conditions_set_thermal_drive (JsonObject *conditions,
                                 const char *description)
{
  ds_json_set_string (conditions, "thermal_drive", description);
}

gint64
ds_conditions_get_block_sizes_rounded_to (JsonObject *conditions)
{
  return ds_json_get_int (conditions, "block_sizes_rounded_to", 0);
}

void
ds_conditions_set_block_sizes_rounded_to (JsonObject *conditions,
                                          guint       alignment)
{
  json_object_set_int_member (conditions, "block_sizes_rounded_to", alignment);
}

gboolean
ds_conditions_get_device (JsonObject         *conditions,
                          DsConditionsDevice *out)
{
  out->path = ds_json_get_string (conditions, "device");
  out->size_bytes = ds_json_get_int (conditions, "device_bytes", -1);
  out->source = ds_json_get_string (conditions, "device_source");
  return out->path != NULL;
}

void
ds_conditions_set_device (JsonObject               *conditions,
                          const DsConditionsDevice *device)
{
  ds_json_set_string (conditions, "device", device->path);
  ds_json_set_u64 (conditions, "device_bytes", (guint64) MAX (device->size_bytes, 0));
  ds_json_set_string (conditions, "device_source", device->source);
  json_object_set_boolean_member (conditions, "read_only", TRUE);
}

void
ds_conditions_take_import_source (JsonObject *conditions,
                                  JsonObject *source)
{
  json_object_set_object_member (conditions, "source", source);
}

void
ds_conditions_set_imported_from (JsonObject *conditions,
                                 const char *file_name)
{
  ds_json_set_string (conditions, "imported_from", file_name);
}

void
ds_conditions_set_cdm_mode (JsonObject *conditions,
                            const char *mode)
{
  ds_json_set_string (conditions, "cdm_mode", mode);
}

void
ds_conditions_set_cdm_date (JsonObject *conditions,
                            const char *date)
{
  ds_json_set_string (conditions, "cdm_date", date);
}

void
ds_conditions_set_os (JsonObject *conditions,
                      const char *os)
{
  ds_json_set_string (conditions, "os", os);
}

void
ds_conditions_set_fill_percent (JsonObject *conditions,
                                double      percent)
{
  ds_json_set_double (conditions, "fill_percent", percent);
}

void
ds_conditions_set_free_bytes (JsonObject *conditions,
                              guint64     bytes)
{
  ds_json_set_u64 (conditions, "free_bytes", bytes);
}

/* --- settings --- */

const char *
ds_run_settings_get_profile (JsonObject *settings)
{
  return ds_json_get_string (settings, "profile");
}

gint64
ds_run_settings_get_size_bytes (JsonObject *settings)
{
  return ds_json_get_int (settings, "size_bytes", -1);
}

gint64
ds_run_settings_get_runs (JsonObject *settings)
{
  return ds_json_get_int (settings, "runs", -1);
}

double
ds_run_settings_get_duration_s (JsonObject *settings)
{
  return ds_json_get_double (settings, "duration_s", NAN);
}

double
ds_run_settings_get_interval_s (JsonObject *settings)
{
  return ds_json_get_double (settings, "interval_s", NAN);
}

const char *
ds_run_settings_get_data (JsonObject *settings)
{
  return ds_json_get_string (settings, "data");
}

/* The settings' members for a latency limit. */
#define SETTING_LATENCY_LIMIT_US   "latency_limit_us"
#define SETTING_LATENCY_LIMIT_STAT "latency_limit_stat"

double
ds_run_settings_get_latency_limit_us (JsonObject *settings)
{
  return ds_json_get_double (settings, SETTING_LATENCY_LIMIT_US, NAN);
}

static const char *const latency_stat_names[DS_LATENCY_STAT_N] = {
  [DS_LATENCY_STAT_P99] = "p99",
  [DS_LATENCY_STAT_MEAN] = "mean",
  [DS_LATENCY_STAT_P999] = "p99.9",
};

const char *
ds_latency_stat_to_string (DsLatencyStat stat)
{
  return (guint) stat < DS_LATENCY_STAT_N ? latency_stat_names[stat] : latency_stat_names[0];
}

gboolean
ds_latency_stat_from_string (const char    *text,
                             DsLatencyStat *out)
{
  if (text == NULL)
    return FALSE;
  for (guint i = 0; i < DS_LATENCY_STAT_N; i++)
    if (g_ascii_strcasecmp (text, latency_stat_names[i]) == 0)
      {
        *out = (DsLatencyStat) i;
        return TRUE;
      }
  if (g_ascii_strcasecmp (text, "p999") == 0)
    *out = DS_LATENCY_STAT_P999;
  else if (g_ascii_strcasecmp (text, "avg") == 0)
    *out = DS_LATENCY_STAT_MEAN;
  else
    return FALSE;
  return TRUE;
}

DsLatencyStat
ds_run_settings_get_latency_limit_stat (JsonObject *settings)
{
  DsLatencyStat stat = DS_LATENCY_STAT_P99;

  if (!ds_latency_stat_from_string (ds_json_get_string (settings, SETTING_LATENCY_LIMIT_STAT), &stat))
    return DS_LATENCY_STAT_P99;
  return stat;
}

void
ds_run_settings_set_latency_limit (JsonObject    *settings,
                                   DsLatencyStat  stat,
                                   double         limit_us)
{
  ds_json_set_double (settings, SETTING_LATENCY_LIMIT_US, limit_us);
  ds_json_set_string (settings, SETTING_LATENCY_LIMIT_STAT, ds_latency_stat_to_string (stat));
}

/* --- an md array, or a dm volume over several drives --- */

JsonObject *
ds_conditions_get_array (JsonObject *conditions)
{
  return ds_json_get_object (conditions, "array");
}

void
ds_conditions_take_array (JsonObject *conditions,
                          JsonObject *array)
{
  json_object_set_object_member (conditions, "array", array);
}

char *
ds_conditions_array_text (JsonObject *conditions)
{
  JsonObject *a = ds_conditions_get_array (conditions);
  JsonArray *members = ds_json_get_array (a, "members");
  g_autoptr(GString) names = g_string_new (NULL);
  guint64 chunk;

  if (a == NULL)
    return NULL;
  for (guint i = 0; members != NULL && i < json_array_get_length (members); i++)
    {
      const char *name = ds_json_get_string (json_array_get_object_element (members, i), "name");

      g_string_append_printf (names, "%s%s", i > 0 ? ", " : "", name != NULL ? name : "?");
    }
  if (ds_json_get_string (a, "volume") != NULL && ds_json_get_string (a, "level") == NULL)
    {
      if (g_strcmp0 (ds_json_get_string (a, "kind"), "lvm") == 0)
        /* TRANSLATORS: an LVM logical volume over several drives: its name,
         * the number of drives, their names: "LVM volume vg0-data over 2 (sda, sdb)" */
        return g_strdup_printf (_("LVM volume %s over %u (%s)"), ds_json_get_string (a, "volume"),
                                members != NULL ? json_array_get_length (members) : 0, names->str);
      /* TRANSLATORS: a device-mapper volume over several drives: its name,
       * the number of drives, their names: "mapped volume data over 2 (sda, sdb)" */
      return g_strdup_printf (_("mapped volume %s over %u (%s)"), ds_json_get_string (a, "volume"),
                              members != NULL ? json_array_get_length (members) : 0, names->str);
    }
  chunk = (guint64) ds_json_get_int (a, "chunk_bytes", 0);
  if (chunk >= 1024)
    /* TRANSLATORS: an md array: level, number of members, their names, chunk size: "raid0 of 2 (nvme0n1, nvme1n1), chunk 512 KiB" */
    return g_strdup_printf (_("%s of %u (%s), chunk %u KiB"),
                            ds_json_get_string (a, "level") ? ds_json_get_string (a, "level") : "md",
                            members != NULL ? json_array_get_length (members) : 0, names->str, (guint) (chunk / 1024));
  /* TRANSLATORS: an md array: level, number of members, their names: "raid0 of 2 (nvme0n1, nvme1n1)" */
  return g_strdup_printf (_("%s of %u (%s)"), ds_json_get_string (a, "level") ? ds_json_get_string (a, "level") : "md",
                          members != NULL ? json_array_get_length (members) : 0, names->str);
}
