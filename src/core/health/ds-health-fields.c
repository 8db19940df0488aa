/* ds-health-fields.c — every field of a health log, named and formatted
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ds-format.h"
#include "ds-health-fields.h"

static void
field_free (gpointer data)
{
  DsHealthField *f = data;

  g_free (f->label);
  g_free (f->value);
  g_free (f);
}

static void
add (GPtrArray  *fields,
     const char *key,
     const char *label,
     char       *value)
{
  DsHealthField *f;

  if (value == NULL)
    return;
  f = g_new0 (DsHealthField, 1);
  f->key = key;
  f->label = g_strdup (label);
  f->value = value;
  g_ptr_array_add (fields, f);
}

gboolean
ds_health_count_saturated (gint64 count)
{
  return count == G_MAXINT64;
}

char *
ds_health_count_text (gint64 count)
{
  if (count < 0)
    return NULL;
  if (ds_health_count_saturated (count))
    /* Translators: a drive's counter (media errors ...) at its saturated
       maximum, 2^63 - 1 or more: no real drive has counted that far. */
    return g_strdup (_("more than 9.2e18 (an impossible value)"));
  /* Grouped even where the locale groups nothing (C): "12 345 678". */
  return ds_format_count (count);
}

static char *
count_text (gint64 value)
{
  return ds_health_count_text (value);
}

static char *
temp_text (double celsius)
{
  /* TRANSLATORS: a temperature, e.g. "37 °C" */
  return isfinite (celsius) ? g_strdup_printf (_("%.0f °C"), celsius) : NULL;
}

static char *
percent_text (int percent)
{
  /* TRANSLATORS: a percentage, e.g. "97 %" */
  return percent >= 0 ? g_strdup_printf (_("%d %%"), percent) : NULL;
}

static char *
bytes_text (gint64 bytes)
{
  return bytes >= 0 ? ds_format_bytes ((guint64) bytes) : NULL;
}

static char *
minutes_text (gint64 minutes)
{
  return minutes >= 0 ? ds_format_duration ((double) minutes * 60.0) : NULL;
}

static char *
hours_text (gint64 hours)
{
  g_autofree char *n = NULL;

  if (hours < 0)
    return NULL;
  n = ds_format_count (hours);
  /* TRANSLATORS: power-on time, e.g. "12 345 h (514 days)"; %s is the number of hours */
  return g_strdup_printf (ngettext ("%s h (%d day)", "%s h (%d days)", (gulong) (hours / 24)),
                          n, (int) (hours / 24));
}

static char *
sensors_text (const GArray *sensors)
{
  GString *out;

  if (sensors == NULL || sensors->len == 0)
    return NULL;
  out = g_string_new (NULL);
  for (guint i = 0; i < sensors->len; i++)
    {
      double t = g_array_index (sensors, double, i);
      g_autofree char *value = isfinite (t) ? temp_text (t) : g_strdup (_("absent"));

      if (out->len > 0)
        g_string_append (out, ", ");
      /* TRANSLATORS: one of a drive's temperature sensors: "sensor 1: 37 °C" */
      g_string_append_printf (out, _("sensor %u: %s"), i + 1, value);
    }
  return g_string_free (out, FALSE);
}

static char *
warnings_text (int critical_warning)
{
  g_auto(GStrv) names = NULL;

  if (critical_warning < 0)
    return NULL;
  if (critical_warning == 0)
    return g_strdup (_("none"));
  names = ds_nvme_critical_warning_display_names (critical_warning);
  return g_strjoinv ("; ", names);
}

static char *
throttle_text (const GArray *levels)
{
  GString *out;

  if (levels == NULL)
    return NULL;
  out = g_string_new (NULL);
  for (guint i = 0; i < levels->len; i++)
    {
      const DsThermalThrottle *tt = &g_array_index (levels, DsThermalThrottle, i);
      g_autofree char *time = tt->seconds >= 0 ? ds_format_duration ((double) tt->seconds) : g_strdup ("—");

      if (out->len > 0)
        g_string_append (out, "; ");
      /* TRANSLATORS: NVMe thermal management: "level 1: 3 times, 5 min" */
      g_string_append_printf (out, ngettext ("level %d: %d time, %s", "level %d: %d times, %s",
                                             (gulong) MAX (tt->transitions, 0)),
                              tt->level, (int) MAX (tt->transitions, 0), time);
    }
  if (out->len == 0)
    g_string_append (out, _("never"));
  return g_string_free (out, FALSE);
}

GPtrArray *
ds_health_fields (const DsHealth *h)
{
  GPtrArray *fields = g_ptr_array_new_with_free_func (field_free);

  add (fields, "temperature_c", _("Temperature"), temp_text (h->temperature_c));
  add (fields, "temperature_sensors_c", _("Temperature sensors"), sensors_text (h->temperature_sensors_c));
  add (fields, "warning_temp_c", _("Warning temperature"), temp_text (h->warning_temp_c));
  add (fields, "critical_temp_c", _("Critical temperature"), temp_text (h->critical_temp_c));
  add (fields, "critical_warning_flags", _("Critical warnings"), warnings_text (h->critical_warning));
  add (fields, "available_spare", _("Available spare"), percent_text (h->available_spare));
  add (fields, "available_spare_threshold", _("Available spare threshold"),
       percent_text (h->available_spare_threshold));
  add (fields, "percentage_used", _("Rated endurance used"), percent_text (h->percentage_used));
  add (fields, "life_left_percent", _("Life left"), percent_text (h->life_left_percent));
  add (fields, "bytes_written", _("Data written"), bytes_text (h->bytes_written));
  add (fields, "bytes_read", _("Data read"), bytes_text (h->bytes_read));
  add (fields, "host_read_commands", _("Read commands"), count_text (h->host_read_commands));
  add (fields, "host_write_commands", _("Write commands"), count_text (h->host_write_commands));
  add (fields, "power_on_hours", _("Power-on time"), hours_text (h->power_on_hours));
  add (fields, "power_cycles", _("Power cycles"), count_text (h->power_cycles));
  add (fields, "unsafe_shutdowns", _("Unsafe shutdowns"), count_text (h->unsafe_shutdowns));
  add (fields, "media_errors", _("Media errors"), count_text (h->media_errors));
  add (fields, "error_log_entries", _("Error log entries"), count_text (h->error_log_entries));
  add (fields, "warning_temp_minutes", _("Time above the warning temperature"),
       minutes_text (h->warning_temp_minutes));
  add (fields, "critical_temp_minutes", _("Time above the critical temperature"),
       minutes_text (h->critical_temp_minutes));
  add (fields, "thermal_throttle", _("Thermal throttling"), throttle_text (h->thermal_throttle));
  add (fields, "controller_busy_minutes", _("Controller busy time"), minutes_text (h->controller_busy_minutes));
  add (fields, "reallocated_sectors", _("Reallocated sectors"), count_text (h->reallocated_sectors));
  add (fields, "pending_sectors", _("Pending sectors"), count_text (h->pending_sectors));
  add (fields, "uncorrectable_sectors", _("Uncorrectable sectors"), count_text (h->uncorrectable_sectors));
  return fields;
}

/* --- NVMe facts ------------------------------------------------------------ */

static char *
watts_text (double watts)
{
  /* TRANSLATORS: a power in watts, e.g. "8.49 W" or "0.0050 W" */
  return g_strdup_printf (watts >= 0.1 || watts == 0 ? _("%.2f W") : _("%.4f W"), watts);
}

static char *
power_state_text (const DsNvmeFacts      *facts,
                  const DsNvmePowerState *ps)
{
  g_autofree char *watts = watts_text (ps->max_power_w);
  /* TRANSLATORS: an NVMe power state: its maximum power and the time to
     enter and leave it, e.g. "4.48 W, entry 0 µs, exit 200 µs" */
  GString *out = g_string_new (NULL);

  g_string_append_printf (out, _("%s, entry %u µs, exit %u µs"), watts,
                          ps->entry_latency_us, ps->exit_latency_us);
  if (ps->non_operational)
    g_string_append_printf (out, " (%s)", _("non-operational"));
  if ((int) ps->state == facts->current_power_state)
    g_string_append_printf (out, " — %s", _("current"));
  return g_string_free (out, FALSE);
}

static char *
apst_text (const DsNvmeFacts *facts)
{
  if (facts->apst_supported == 0)
    return g_strdup (_("not supported"));
  if (facts->apst_enabled == 1)
    return g_strdup (_("on"));
  if (facts->apst_enabled == 0)
    return g_strdup (_("off"));
  return facts->apst_supported == 1 ? g_strdup (_("supported (its setting was not read)")) : NULL;
}

static char *
thermal_management_text (const DsNvmeFacts *facts)
{
  g_autofree char *tmt1 = NULL, *tmt2 = NULL;

  if (facts->thermal_management_supported == 0)
    return g_strdup (_("not supported"));
  if (facts->thermal_management_supported < 0)
    return NULL;
  tmt1 = isfinite (facts->tmt1_c) ? temp_text (facts->tmt1_c) : g_strdup (_("not set"));
  tmt2 = isfinite (facts->tmt2_c) ? temp_text (facts->tmt2_c) : g_strdup (_("not set"));
  if (isfinite (facts->thermal_min_c) && isfinite (facts->thermal_max_c))
    /* TRANSLATORS: NVMe host-controlled thermal management: the two
       temperatures where the drive starts to slow down, and the range the
       host may set them in */
    return g_strdup_printf (_("TMT1 %s, TMT2 %s (may be set from %.0f to %.0f °C)"),
                            tmt1, tmt2, facts->thermal_min_c, facts->thermal_max_c);
  return g_strdup_printf (_("TMT1 %s, TMT2 %s"), tmt1, tmt2);
}

static char *
firmware_slots_text (const DsNvmeFacts *facts)
{
  GString *out;

  if (facts->firmware_slots < 0)
    return NULL;
  out = g_string_new (NULL);
  g_string_append_printf (out, "%d", facts->firmware_slots);
  if (facts->firmware_slot1_read_only == 1)
    g_string_append_printf (out, " (%s)", _("slot 1 read-only"));
  if (facts->active_slot > 0)
    g_string_append_printf (out, _(", active: %d"), facts->active_slot);
  if (facts->next_slot > 0)
    g_string_append_printf (out, _(", after the next reset: %d"), facts->next_slot);
  return g_string_free (out, FALSE);
}

static char *
lba_formats_text (const DsNvmeFacts *facts)
{
  GString *out;

  if (facts->lba_formats == NULL)
    return NULL;
  out = g_string_new (NULL);
  for (guint i = 0; i < facts->lba_formats->len; i++)
    {
      const DsNvmeLbaFormat *f = &g_array_index (facts->lba_formats, DsNvmeLbaFormat, i);

      if (out->len > 0)
        g_string_append (out, ", ");
      g_string_append_printf (out, "%u B", f->data_bytes);
      if (f->metadata_bytes > 0)
        g_string_append_printf (out, " + %u", f->metadata_bytes);
      if ((int) f->index == facts->current_lba_format)
        g_string_append_printf (out, " (%s)", _("in use"));
    }
  return g_string_free (out, FALSE);
}

GPtrArray *
ds_nvme_facts_fields (const DsNvmeFacts *facts)
{
  GPtrArray *fields = g_ptr_array_new_with_free_func (field_free);
  int has_4k;

  if (facts == NULL)
    return fields;
  if (facts->power_states != NULL)
    for (guint i = 0; i < facts->power_states->len; i++)
      {
        const DsNvmePowerState *ps = &g_array_index (facts->power_states, DsNvmePowerState, i);
        g_autofree char *label = g_strdup_printf (_("Power state %u"), ps->state);

        add (fields, "power_states", label, power_state_text (facts, ps));
      }
  add (fields, "apst_enabled", _("APST"), apst_text (facts));
  add (fields, "tmt1_c", _("Thermal management"), thermal_management_text (facts));
  add (fields, "namespaces", _("Namespaces"), facts->namespaces >= 0
       ? g_strdup_printf ("%" G_GINT64_FORMAT, facts->namespaces) : NULL);
  add (fields, "firmware_slots", _("Firmware slots"), firmware_slots_text (facts));
  if (facts->slot_revisions != NULL)
    for (guint i = 0; i < facts->slot_revisions->len; i++)
      {
        const char *rev = g_ptr_array_index (facts->slot_revisions, i);
        g_autofree char *label = g_strdup_printf (_("Firmware in slot %u"), i + 1);

        add (fields, "firmware_revisions", label, g_strdup (rev != NULL && rev[0] ? rev : _("empty")));
      }
  add (fields, "lba_formats", _("LBA formats"), lba_formats_text (facts));
  has_4k = ds_nvme_facts_has_4k_format (facts);
  add (fields, "has_4k_format", _("4K format"),
       has_4k < 0 ? NULL : g_strdup (has_4k ? _("yes") : _("no")));
  if (facts->self_test_running > 0)
    add (fields, "self_test_running", _("Self-test running"),
         g_strdup_printf ("%s, %d %%", g_dpgettext2 (GETTEXT_PACKAGE, "self-test",
                                                     ds_nvme_self_test_code_name ((guint) facts->self_test_running)),
                          MAX (facts->self_test_percent, 0)));
  if (facts->self_tests != NULL)
    for (guint i = 0; i < facts->self_tests->len; i++)
      {
        const DsNvmeSelfTestEntry *e = &g_array_index (facts->self_tests, DsNvmeSelfTestEntry, i);
        g_autofree char *label = g_strdup_printf (_("Self-test %u"), i + 1);

        /* Translators: one NVMe self-test log entry, as the last self-test is shown */
        add (fields, "self_test_log", label,
             g_strdup_printf (_("%s: %s at %llu h"),
                              g_dpgettext2 (GETTEXT_PACKAGE, "self-test", ds_nvme_self_test_code_name (e->code)),
                              g_dpgettext2 (GETTEXT_PACKAGE, "self-test result",
                                            ds_nvme_self_test_result_name (e->result)),
                              (unsigned long long) e->power_on_hours));
      }
  if (facts->error_entries != NULL)
    for (guint i = 0; i < facts->error_entries->len; i++)
      {
        const DsNvmeErrorEntry *e = &g_array_index (facts->error_entries, DsNvmeErrorEntry, i);
        g_autofree char *label = g_strdup_printf (_("Error log entry %u"), i + 1);

        /* TRANSLATORS: one NVMe Error Information log entry: its number, the
           submission queue and command, the status code type and code */
        add (fields, "error_log", label,
             g_strdup_printf (_("error %llu: queue %u, command 0x%04x, status %u/0x%02x%s"),
                              (unsigned long long) e->error_count, e->submission_queue, e->command_id,
                              e->status_type, e->status_code,
                              e->status_type == 2 ? _(" (media and data integrity)") : ""));
      }
  return fields;
}
