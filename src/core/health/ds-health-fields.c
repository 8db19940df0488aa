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

static char *
count_text (gint64 value)
{
  return value >= 0 ? ds_format_count (value) : NULL;
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
