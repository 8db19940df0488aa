/* ds-health-monitor.c — the monitor's rules on two readings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ds-health.h"
#include "ds-health-monitor.h"
#include "ds-json.h"

void
ds_monitor_thresholds_init (DsMonitorThresholds *thresholds)
{
  thresholds->spare_percent = 0;
  thresholds->life_percent = 10;
  thresholds->temperature_c = 0;
}

void
ds_monitor_event_free (DsMonitorEvent *event)
{
  if (event == NULL)
    return;
  g_free (event->id);
  g_free (event->message);
  g_free (event);
}

static void
add (GPtrArray  *events,
     const char *id,
     gint64      before,
     gint64      after,
     char       *message)
{
  DsMonitorEvent *e = g_new0 (DsMonitorEvent, 1);

  e->id = g_strdup (id);
  e->message = message;
  e->before = before;
  e->after = after;
  g_ptr_array_add (events, e);
}

/* An integer member, -1 when missing, null or not a number. */
static gint64
get_int (JsonObject *obj,
         const char *key)
{
  JsonNode *node = obj != NULL ? json_object_get_member (obj, key) : NULL;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return -1;
  if (json_node_get_value_type (node) == G_TYPE_INT64)
    return json_node_get_int (node);
  if (json_node_get_value_type (node) == G_TYPE_DOUBLE && isfinite (json_node_get_double (node)))
    return (gint64) json_node_get_double (node);
  return -1;
}

static double
get_double (JsonObject *obj,
            const char *key)
{
  JsonNode *node = obj != NULL ? json_object_get_member (obj, key) : NULL;

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return NAN;
  if (json_node_get_value_type (node) == G_TYPE_INT64)
    return (double) json_node_get_int (node);
  if (json_node_get_value_type (node) == G_TYPE_DOUBLE)
    return json_node_get_double (node);
  return NAN;
}

static int
verdict_rank (JsonObject *obj)
{
  const char *v = obj != NULL ? ds_json_get_string (obj, "verdict") : NULL;

  if (g_strcmp0 (v, "good") == 0)
    return 1;
  if (g_strcmp0 (v, "caution") == 0)
    return 2;
  if (g_strcmp0 (v, "bad") == 0)
    return 3;
  return 0;
}

/* The raw count of ATA attribute @id, -1 when absent. */
static gint64
attribute_raw (JsonObject *obj,
               guint       id)
{
  JsonArray *attrs = obj != NULL ? ds_json_get_array (obj, "attributes") : NULL;

  for (guint i = 0; attrs != NULL && i < json_array_get_length (attrs); i++)
    {
      JsonObject *a = json_array_get_object_element (attrs, i);

      if (a != NULL && get_int (a, "id") == id)
        return get_int (a, "raw");
    }
  return -1;
}

/* The sentence of a rising counter: @n more, @total now. */
static char *
rising_message (const char *id,
                gint64      n,
                gint64      total)
{
  gulong k = (gulong) MIN (n, G_MAXLONG);
  long long a = n, b = total;

  if (g_str_equal (id, "reallocated_rising"))
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%lld more sector was reallocated (%lld now).",
                                         "%lld more sectors were reallocated (%lld now).", k), a, b);
  if (g_str_equal (id, "pending_rising"))
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%lld more sector is pending reallocation (%lld now).",
                                         "%lld more sectors are pending reallocation (%lld now).", k), a, b);
  if (g_str_equal (id, "uncorrectable_rising"))
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%lld more sector could not be read (%lld uncorrectable now).",
                                         "%lld more sectors could not be read (%lld uncorrectable now).", k), a, b);
  if (g_str_equal (id, "media_errors_rising"))
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%lld more media and data integrity error (%lld now).",
                                         "%lld more media and data integrity errors (%lld now).", k), a, b);
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%lld more interface CRC error (%lld now): check the cable.",
                                       "%lld more interface CRC errors (%lld now): check the cable.", k), a, b);
}

static void
rising (GPtrArray  *events,
        const char *id,
        gint64      before,
        gint64      after)
{
  if (before < 0 || after < 0 || after <= before)
    return;
  add (events, id, before, after, rising_message (id, after - before, after));
}

GPtrArray *
ds_monitor_compare (JsonObject                *before,
                    JsonObject                *after,
                    const DsMonitorThresholds *thresholds)
{
  GPtrArray *events = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_monitor_event_free);
  DsMonitorThresholds defaults;
  int vb = verdict_rank (before), va = verdict_rank (after);
  gint64 b, a, threshold;
  double temp_b, temp_a, warn;

  if (thresholds == NULL)
    {
      ds_monitor_thresholds_init (&defaults);
      thresholds = &defaults;
    }
  if (before == NULL || after == NULL)
    return events;

  if (vb > 0 && va > vb)
    add (events, "verdict_worse", vb, va,
         /* TRANSLATORS: the drive's health verdict got worse: "from Good to Caution" */
         g_strdup_printf (_("Its health went from %s to %s."),
                          ds_health_verdict_to_display ((DsHealthVerdict) vb),
                          ds_health_verdict_to_display ((DsHealthVerdict) va)));

  rising (events, "reallocated_rising", get_int (before, "reallocated_sectors"), get_int (after, "reallocated_sectors"));
  rising (events, "pending_rising", get_int (before, "pending_sectors"), get_int (after, "pending_sectors"));
  rising (events, "uncorrectable_rising", get_int (before, "uncorrectable_sectors"),
          get_int (after, "uncorrectable_sectors"));
  rising (events, "media_errors_rising", get_int (before, "media_errors"), get_int (after, "media_errors"));
  rising (events, "crc_rising", attribute_raw (before, 199), attribute_raw (after, 199));

  b = get_int (before, "critical_warning");
  a = get_int (after, "critical_warning");
  if (b >= 0 && a >= 0 && a != b)
    {
      g_auto(GStrv) names = ds_nvme_critical_warning_display_names ((int) a);
      g_autofree char *joined = g_strjoinv ("; ", names);

      add (events, "critical_warning", b, a,
           a == 0 ? g_strdup (_("Its critical warning has cleared."))
                  : g_strdup_printf (_("Its critical warning changed: %s."), joined));
    }

  threshold = thresholds->spare_percent > 0 ? thresholds->spare_percent : get_int (after, "available_spare_threshold");
  if (threshold < 0)
    threshold = 10;
  b = get_int (before, "available_spare");
  a = get_int (after, "available_spare");
  if (b >= 0 && a >= 0 && b > threshold && a <= threshold)
    add (events, "spare_low", b, a,
         g_strdup_printf (_("Its available spare fell to %lld %% (threshold %lld %%)."),
                          (long long) a, (long long) threshold));

  b = get_int (before, "life_left_percent");
  a = get_int (after, "life_left_percent");
  if (b >= 0 && a >= 0 && b > thresholds->life_percent && a <= thresholds->life_percent)
    add (events, "life_low", b, a,
         g_strdup_printf (_("Its life left fell to %lld %% (threshold %d %%)."), (long long) a,
                          thresholds->life_percent));

  temp_b = get_double (before, "temperature_c");
  temp_a = get_double (after, "temperature_c");
  warn = thresholds->temperature_c > 0 ? thresholds->temperature_c : get_double (after, "warning_temp_c");
  if (isfinite (temp_b) && isfinite (temp_a) && isfinite (warn) && temp_b < warn && temp_a >= warn)
    add (events, "too_hot", (gint64) temp_b, (gint64) temp_a,
         thresholds->temperature_c > 0
           ? g_strdup_printf (_("It is at %.0f °C, at or above the %.0f °C set for the monitor."), temp_a, warn)
           : g_strdup_printf (_("It is at %.0f °C, at or above its own warning temperature of %.0f °C."),
                              temp_a, warn));
  return events;
}

JsonNode *
ds_monitor_events_to_json (GPtrArray *events)
{
  JsonArray *arr = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_ARRAY);

  for (guint i = 0; events != NULL && i < events->len; i++)
    {
      const DsMonitorEvent *e = g_ptr_array_index (events, i);
      JsonObject *o = json_object_new ();

      json_object_set_string_member (o, "id", e->id);
      json_object_set_string_member (o, "message", e->message);
      json_object_set_int_member (o, "before", e->before);
      json_object_set_int_member (o, "after", e->after);
      json_array_add_object_element (arr, o);
    }
  json_node_take_array (node, arr);
  return node;
}
