/* ds-health.c — the health record and its stable JSON
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ds-health.h"
#include "ds-json.h"

DsHealth *
ds_health_new (void)
{
  DsHealth *health = g_new0 (DsHealth, 1);

  health->capacity_bytes = -1;
  health->rotation_rate = -1;
  health->logical_sector_size = 512;
  health->capabilities = g_ptr_array_new_with_free_func (g_free);
  health->reasons = g_ptr_array_new_with_free_func (g_free);
  health->notes = g_ptr_array_new_with_free_func (g_free);
  health->temperature_c = NAN;
  health->warning_temp_c = NAN;
  health->critical_temp_c = NAN;
  health->critical_warning = -1;
  health->available_spare = -1;
  health->available_spare_threshold = -1;
  health->percentage_used = -1;
  health->life_left_percent = -1;
  health->data_units_written = -1;
  health->data_units_read = -1;
  health->bytes_written = -1;
  health->bytes_read = -1;
  health->host_read_commands = -1;
  health->host_write_commands = -1;
  health->power_on_hours = -1;
  health->power_cycles = -1;
  health->unsafe_shutdowns = -1;
  health->media_errors = -1;
  health->error_log_entries = -1;
  health->error_log_recent = -1;
  health->self_test_remaining_percent = -1;
  for (guint i = 0; i < G_N_ELEMENTS (health->self_test_minutes); i++)
    health->self_test_minutes[i] = -1;
  health->error_log_recent_media = -1;
  health->warning_temp_minutes = -1;
  health->critical_temp_minutes = -1;
  health->controller_busy_minutes = -1;
  health->reallocated_sectors = -1;
  health->pending_sectors = -1;
  health->uncorrectable_sectors = -1;
  health->smart_status = -1;
  health->last_error_uncorrectable = -1;
  health->last_error_hours = -1;

  return health;
}

void
ds_health_free (DsHealth *health)
{
  if (health == NULL)
    return;
  g_free (health->device);
  g_free (health->model);
  g_free (health->serial);
  g_free (health->firmware);
  g_free (health->last_self_test);
  g_free (health->last_self_test_display);
  g_clear_pointer (&health->capabilities, g_ptr_array_unref);
  g_clear_pointer (&health->reasons, g_ptr_array_unref);
  g_clear_pointer (&health->temperature_sensors_c, g_array_unref);
  g_clear_pointer (&health->thermal_throttle, g_array_unref);
  g_clear_pointer (&health->attributes, g_array_unref);
  g_clear_pointer (&health->presets, ds_ata_presets_free);
  g_clear_pointer (&health->nvme, ds_nvme_facts_free);
  g_clear_pointer (&health->notes, g_ptr_array_unref);
  g_free (health->raw_json);
  g_free (health);
}

void
ds_health_add_reason (DsHealth   *health,
                      const char *format,
                      ...)
{
  va_list args;

  va_start (args, format);
  g_ptr_array_add (health->reasons, g_strdup_vprintf (format, args));
  va_end (args);
}

const char *
ds_health_verdict_to_string (DsHealthVerdict verdict)
{
  switch (verdict)
    {
    case DS_HEALTH_VERDICT_GOOD:
      return "good";
    case DS_HEALTH_VERDICT_CAUTION:
      return "caution";
    case DS_HEALTH_VERDICT_BAD:
      return "bad";
    case DS_HEALTH_VERDICT_UNKNOWN:
    default:
      return "unknown";
    }
}

const char *
ds_health_verdict_to_display (DsHealthVerdict verdict)
{
  switch (verdict)
    {
    case DS_HEALTH_VERDICT_GOOD:
      return _("Good");
    case DS_HEALTH_VERDICT_CAUTION:
      return _("Caution");
    case DS_HEALTH_VERDICT_BAD:
      return _("Bad");
    case DS_HEALTH_VERDICT_UNKNOWN:
    default:
      return _("Unknown");
    }
}

const char *
ds_health_kind_to_string (DsHealthKind kind)
{
  switch (kind)
    {
    case DS_HEALTH_KIND_NVME:
      return "nvme";
    case DS_HEALTH_KIND_ATA:
      return "ata";
    case DS_HEALTH_KIND_UNKNOWN:
    default:
      return "unknown";
    }
}

static const char * const critical_warning_names[] = {
  "spare_below_threshold",
  "temperature",
  "reliability_degraded",
  "read_only",
  "volatile_backup_failed",
  "pmr_read_only",
  "reserved_bit_6",
  "reserved_bit_7",
};

/* What people read for each bit, in the order of the ids above. */
static const char * const critical_warning_display_names[] = {
  N_("available spare below its threshold"),
  N_("temperature outside its thresholds"),
  N_("reliability degraded"),
  N_("media in read-only mode"),
  N_("volatile memory backup failed"),
  N_("persistent memory region read-only"),
  N_("reserved bit 6"),
  N_("reserved bit 7"),
};

G_STATIC_ASSERT (G_N_ELEMENTS (critical_warning_names) == G_N_ELEMENTS (critical_warning_display_names));

static GStrv
critical_warning_strv (int                critical_warning,
                       const char * const *names,
                       gboolean           translate)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  for (guint bit = 0; critical_warning > 0 && bit < G_N_ELEMENTS (critical_warning_names); bit++)
    if (critical_warning & (1 << bit))
      g_strv_builder_add (builder, translate ? _(names[bit]) : names[bit]);
  return g_strv_builder_end (builder);
}

GStrv
ds_nvme_critical_warning_names (int critical_warning)
{
  return critical_warning_strv (critical_warning, critical_warning_names, FALSE);
}

GStrv
ds_nvme_critical_warning_display_names (int critical_warning)
{
  return critical_warning_strv (critical_warning, critical_warning_display_names, TRUE);
}

static void
set_int (JsonObject *obj,
         const char *key,
         gint64      value)
{
  if (value < 0)
    json_object_set_null_member (obj, key);
  else
    json_object_set_int_member (obj, key, value);
}

static void
set_temp (JsonObject *obj,
          const char *key,
          double      value)
{
  /* Whole degrees are reported as integers, so "50" not "50.0". */
  if (!isfinite (value))
    json_object_set_null_member (obj, key);
  else if (value == floor (value) && fabs (value) < 1e6)
    json_object_set_int_member (obj, key, (gint64) value);
  else
    json_object_set_double_member (obj, key, value);
}

static const char *
failing_to_string (DsAtaFailing failing)
{
  switch (failing)
    {
    case DS_ATA_FAILING_NOW:
      return "now";
    case DS_ATA_FAILING_PAST:
      return "past";
    case DS_ATA_FAILING_NO:
    default:
      return NULL;
    }
}

static JsonArray *
attributes_to_json (GArray *attributes)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < attributes->len; i++)
    {
      const DsAtaAttribute *attr = &g_array_index (attributes, DsAtaAttribute, i);
      JsonObject *obj = json_object_new ();

      json_object_set_int_member (obj, "id", attr->id);
      ds_json_set_string (obj, "name", attr->name);
      json_object_set_int_member (obj, "value", attr->value);
      json_object_set_int_member (obj, "worst", attr->worst);
      set_int (obj, "threshold", attr->threshold);
      json_object_set_int_member (obj, "raw", (gint64) attr->raw);
      json_object_set_string_member (obj, "raw_format", ds_ata_raw_format_to_string (attr->raw_format));
      json_object_set_string_member (obj, "raw_value", attr->raw_value);
      json_object_set_boolean_member (obj, "prefail", attr->prefail);
      ds_json_set_string (obj, "failing", failing_to_string (attr->failing));
      json_array_add_object_element (array, obj);
    }
  return array;
}

JsonNode *
ds_health_to_json (const DsHealth *health)
{
  JsonObject *obj = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  JsonArray *reasons = json_array_new ();

  json_object_set_string_member (obj, "verdict", ds_health_verdict_to_string (health->verdict));
  for (guint i = 0; i < health->reasons->len; i++)
    json_array_add_string_element (reasons, g_ptr_array_index (health->reasons, i));
  json_object_set_array_member (obj, "reasons", reasons);

  set_temp (obj, "temperature_c", health->temperature_c);
  if (health->temperature_sensors_c != NULL)
    {
      JsonArray *sensors = json_array_new ();

      for (guint i = 0; i < health->temperature_sensors_c->len; i++)
        {
          double t = g_array_index (health->temperature_sensors_c, double, i);

          if (isfinite (t))
            json_array_add_int_element (sensors, (gint64) t);
          else
            json_array_add_null_element (sensors);
        }
      json_object_set_array_member (obj, "temperature_sensors_c", sensors);
    }
  else
    json_object_set_null_member (obj, "temperature_sensors_c");
  set_temp (obj, "warning_temp_c", health->warning_temp_c);
  set_temp (obj, "critical_temp_c", health->critical_temp_c);

  set_int (obj, "critical_warning", health->critical_warning);
  if (health->critical_warning >= 0)
    {
      g_auto(GStrv) names = ds_nvme_critical_warning_names (health->critical_warning);
      JsonArray *flags = json_array_new ();

      for (guint i = 0; names[i] != NULL; i++)
        json_array_add_string_element (flags, names[i]);
      json_object_set_array_member (obj, "critical_warning_flags", flags);
    }
  else
    json_object_set_null_member (obj, "critical_warning_flags");

  set_int (obj, "available_spare", health->available_spare);
  set_int (obj, "available_spare_threshold", health->available_spare_threshold);
  set_int (obj, "percentage_used", health->percentage_used);
  set_int (obj, "life_left_percent", health->life_left_percent);
  set_int (obj, "data_units_written", health->data_units_written);
  set_int (obj, "bytes_written", health->bytes_written);
  set_int (obj, "bytes_read", health->bytes_read);
  set_int (obj, "host_read_commands", health->host_read_commands);
  set_int (obj, "host_write_commands", health->host_write_commands);
  set_int (obj, "power_on_hours", health->power_on_hours);
  set_int (obj, "power_cycles", health->power_cycles);
  set_int (obj, "unsafe_shutdowns", health->unsafe_shutdowns);
  set_int (obj, "media_errors", health->media_errors);
  set_int (obj, "error_log_entries", health->error_log_entries);
  set_int (obj, "error_log_recent", health->error_log_recent);
  set_int (obj, "error_log_recent_media", health->error_log_recent_media);
  set_int (obj, "warning_temp_minutes", health->warning_temp_minutes);
  set_int (obj, "critical_temp_minutes", health->critical_temp_minutes);

  if (health->thermal_throttle != NULL)
    {
      JsonArray *levels = json_array_new ();

      for (guint i = 0; i < health->thermal_throttle->len; i++)
        {
          const DsThermalThrottle *tt = &g_array_index (health->thermal_throttle, DsThermalThrottle, i);
          JsonObject *level = json_object_new ();

          json_object_set_int_member (level, "level", tt->level);
          set_int (level, "transitions", tt->transitions);
          set_int (level, "seconds", tt->seconds);
          json_array_add_object_element (levels, level);
        }
      json_object_set_array_member (obj, "thermal_throttle", levels);
    }
  else
    json_object_set_null_member (obj, "thermal_throttle");
  set_int (obj, "controller_busy_minutes", health->controller_busy_minutes);

  if (health->attributes != NULL)
    json_object_set_array_member (obj, "attributes", attributes_to_json (health->attributes));
  else
    json_object_set_null_member (obj, "attributes");
  set_int (obj, "reallocated_sectors", health->reallocated_sectors);
  set_int (obj, "pending_sectors", health->pending_sectors);
  set_int (obj, "uncorrectable_sectors", health->uncorrectable_sectors);

  json_node_take_object (node, obj);
  return node;
}

JsonNode *
ds_health_report_to_json (const DsHealth *health)
{
  JsonObject *obj = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  JsonArray *caps = json_array_new ();

  ds_json_set_string (obj, "device", health->device);
  json_object_set_string_member (obj, "kind", ds_health_kind_to_string (health->kind));
  ds_json_set_string (obj, "model", health->model);
  ds_json_set_string (obj, "serial", health->serial);
  ds_json_set_string (obj, "firmware", health->firmware);
  set_int (obj, "capacity_bytes", health->capacity_bytes);
  set_int (obj, "rotation_rate", health->rotation_rate);
  if (health->smart_status < 0)
    json_object_set_null_member (obj, "smart_status");
  else
    json_object_set_string_member (obj, "smart_status", health->smart_status ? "passed" : "failing");
  ds_json_set_string (obj, "bytes_written_source", health->bytes_written_source);
  ds_json_set_string (obj, "last_self_test", health->last_self_test);
  {
    static const char *const kinds[] = { "short", "extended", "conveyance" };
    JsonObject *st = json_object_new ();
    JsonObject *minutes = json_object_new ();

    set_int (st, "remaining_percent", health->self_test_remaining_percent);
    for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
      set_int (minutes, kinds[i], health->self_test_minutes[i]);
    json_object_set_object_member (st, "minutes", minutes);
    json_object_set_object_member (obj, "self_test", st);
  }
  ds_json_set_string (obj, "source", health->source);
  if (health->presets != NULL)
    {
      JsonObject *db = json_object_new ();
      JsonArray *bugs = json_array_new ();
      static const struct { guint bug; const char *name; } bug_names[] = {
        { DS_ATA_BUG_NOLOGDIR, "nologdir" }, { DS_ATA_BUG_SAMSUNG, "samsung" },
        { DS_ATA_BUG_SAMSUNG2, "samsung2" }, { DS_ATA_BUG_SAMSUNG3, "samsung3" },
        { DS_ATA_BUG_XERRORLBA, "xerrorlba" },
      };

      ds_json_set_string (db, "version", health->presets->db_version);
      ds_json_set_string (db, "date", health->presets->db_date);
      ds_json_set_string (db, "family", health->presets->family);
      ds_json_set_string (db, "warning", health->presets->warning);
      for (guint i = 0; i < G_N_ELEMENTS (bug_names); i++)
        if (health->presets->firmware_bugs & bug_names[i].bug)
          json_array_add_string_element (bugs, bug_names[i].name);
      json_object_set_array_member (db, "firmware_bugs", bugs);
      json_object_set_object_member (obj, "drivedb", db);
    }
  else
    json_object_set_null_member (obj, "drivedb");
  {
    JsonArray *notes = json_array_new ();

    for (guint i = 0; i < health->notes->len; i++)
      json_array_add_string_element (notes, g_ptr_array_index (health->notes, i));
    json_object_set_array_member (obj, "notes", notes);
  }
  for (guint i = 0; i < health->capabilities->len; i++)
    json_array_add_string_element (caps, g_ptr_array_index (health->capabilities, i));
  json_object_set_array_member (obj, "capabilities", caps);
  if (health->nvme != NULL)
    json_object_set_member (obj, "nvme", ds_nvme_facts_to_json (health->nvme));
  else
    json_object_set_null_member (obj, "nvme");
  json_object_set_member (obj, "health", ds_health_to_json (health));

  json_node_take_object (node, obj);
  return node;
}
