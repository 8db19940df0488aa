/* ds-thermal-result.c — thermal timeline data and its JSON form
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <math.h>

#include "ds-error.h"
#include "ds-json.h"
#include "ds-thermal-result.h"

DsThermalEvent *
ds_thermal_event_new (void)
{
  DsThermalEvent *self = g_new0 (DsThermalEvent, 1);

  self->onset_temp_c = NAN;
  self->recovered_s = NAN;
  self->end_s = NAN;
  self->end_mbps = NAN;
  self->lead_s = NAN;
  self->temp_rise_c = NAN;
  self->steps = g_array_new (FALSE, TRUE, sizeof (DsThermalStep));
  return self;
}

void
ds_thermal_event_free (DsThermalEvent *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->steps, g_array_unref);
  g_free (self);
}

DsThermalResult *
ds_thermal_result_new (void)
{
  DsThermalResult *self = g_new0 (DsThermalResult, 1);

  self->status = DS_RUN_STATUS_COMPLETED;
  self->settings = json_object_new ();
  self->conditions = json_object_new ();
  self->warning_temp_c = NAN;
  self->critical_temp_c = NAN;
  self->samples = g_array_new (FALSE, TRUE, sizeof (DsThermalSample));
  self->events = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_thermal_event_free);
  self->summary.peak_temp_c = NAN;
  self->summary.final_temp_c = NAN;
  self->summary.recovery_s = NAN;
  self->summary.dip_low_mbps = NAN;
  self->summary.dip_high_mbps = NAN;
  return self;
}

void
ds_thermal_result_free (DsThermalResult *self)
{
  if (self == NULL)
    return;
  g_free (self->uuid);
  g_free (self->verdict);
  g_free (self->drive_display_name);
  g_clear_pointer (&self->settings, json_object_unref);
  g_clear_pointer (&self->conditions, json_object_unref);
  g_clear_pointer (&self->health_delta, json_object_unref);
  g_clear_pointer (&self->samples, g_array_unref);
  g_clear_pointer (&self->events, g_ptr_array_unref);
  g_free (self);
}

const char *
ds_thermal_cause_to_string (DsThermalCause cause)
{
  switch (cause)
    {
    case DS_THERMAL_CAUSE_THERMAL: return "thermal";
    case DS_THERMAL_CAUSE_CACHE: return "cache";
    case DS_THERMAL_CAUSE_UNKNOWN:
    default: return "unknown";
    }
}

static DsThermalCause
cause_from_string (const char *text)
{
  if (g_strcmp0 (text, "thermal") == 0)
    return DS_THERMAL_CAUSE_THERMAL;
  if (g_strcmp0 (text, "cache") == 0)
    return DS_THERMAL_CAUSE_CACHE;
  return DS_THERMAL_CAUSE_UNKNOWN;
}

JsonNode *
ds_thermal_result_to_json (const DsThermalResult *self)
{
  JsonObject *root = json_object_new ();
  JsonObject *summary = json_object_new ();
  JsonArray *events = json_array_new ();
  JsonArray *samples = json_array_new ();
  const DsThermalSummary *s = &self->summary;
  JsonNode *node;

  ds_json_set_string (root, "uuid", self->uuid);
  json_object_set_string_member (root, "kind", "thermal");
  json_object_set_int_member (root, "start", self->start_time);
  json_object_set_int_member (root, "end", self->end_time);
  json_object_set_string_member (root, "status", ds_run_status_to_string (self->status));
  json_object_set_object_member (root, "settings", json_object_ref (self->settings));
  json_object_set_object_member (root, "conditions", json_object_ref (self->conditions));
  ds_json_set_double (root, "warning_temp_c", self->warning_temp_c);
  ds_json_set_double (root, "critical_temp_c", self->critical_temp_c);

  ds_json_set_double (summary, "start_mbps", s->start_mbps);
  ds_json_set_double (summary, "steady_mbps", s->steady_mbps);
  ds_json_set_double (summary, "avg_mbps", s->avg_mbps);
  ds_json_set_double (summary, "min_mbps", s->min_mbps);
  ds_json_set_double (summary, "max_mbps", s->max_mbps);
  ds_json_set_double (summary, "spread_mbps", s->spread_mbps);
  ds_json_set_u64 (summary, "bytes_written", s->bytes_written);
  ds_json_set_double (summary, "peak_temp_c", s->peak_temp_c);
  ds_json_set_double (summary, "final_temp_c", s->final_temp_c);
  ds_json_set_double (summary, "recovery_s", s->recovery_s);
  ds_json_set_double (summary, "write_seconds", s->write_seconds);
  json_object_set_object_member (root, "summary", summary);

  for (guint i = 0; i < self->events->len; i++)
    {
      const DsThermalEvent *e = g_ptr_array_index (self->events, i);
      JsonObject *obj = json_object_new ();
      JsonArray *steps = json_array_new ();

      json_object_set_string_member (obj, "kind", "throttle");
      json_object_set_string_member (obj, "cause", ds_thermal_cause_to_string (e->cause));
      ds_json_set_double (obj, "onset_s", e->onset_s);
      ds_json_set_double (obj, "onset_temp_c", e->onset_temp_c);
      ds_json_set_double (obj, "before_mbps", e->before_mbps);
      ds_json_set_double (obj, "during_mbps", e->during_mbps);
      for (guint j = 0; j < e->steps->len; j++)
        {
          const DsThermalStep *st = &g_array_index (e->steps, DsThermalStep, j);
          JsonObject *so = json_object_new ();

          ds_json_set_double (so, "t_s", st->t_s);
          ds_json_set_double (so, "mbps", st->mbps);
          json_array_add_object_element (steps, so);
        }
      json_object_set_array_member (obj, "steps", steps);
      ds_json_set_double (obj, "end_s", e->end_s);
      ds_json_set_double (obj, "end_mbps", e->end_mbps);
      ds_json_set_double (obj, "lead_s", e->lead_s);
      ds_json_set_double (obj, "temp_rise_c", e->temp_rise_c);
      ds_json_set_double (obj, "recovered_s", e->recovered_s);
      if (e->cause == DS_THERMAL_CAUSE_CACHE)
        ds_json_set_u64 (obj, "cache_bytes", e->cache_bytes);
      else
        json_object_set_null_member (obj, "cache_bytes");
      json_array_add_object_element (events, obj);
    }
  json_object_set_array_member (root, "events", events);
  ds_json_set_string (root, "verdict", self->verdict);
  if (self->health_delta != NULL)
    json_object_set_object_member (root, "health_delta", json_object_ref (self->health_delta));

  for (guint i = 0; i < self->samples->len; i++)
    {
      const DsThermalSample *smp = &g_array_index (self->samples, DsThermalSample, i);
      JsonObject *obj = json_object_new ();

      ds_json_set_double (obj, "t_s", smp->t_s);
      ds_json_set_double (obj, "mbps", smp->mbps);
      ds_json_set_double (obj, "temp_c", smp->temp_c);
      ds_json_set_u64 (obj, "bytes", smp->bytes);
      json_object_set_boolean_member (obj, "cooldown", smp->cooldown);
      json_array_add_object_element (samples, obj);
    }
  json_object_set_array_member (root, "samples", samples);

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, root);
  return node;
}

DsThermalResult *
ds_thermal_result_from_json (JsonNode  *node,
                             GError   **error)
{
  g_autoptr(DsThermalResult) self = ds_thermal_result_new ();
  JsonObject *root, *obj, *s;
  JsonArray *arr;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    goto bad;
  root = json_node_get_object (node);
  if ((arr = ds_json_get_array (root, "samples")) == NULL)
    goto bad;

  self->uuid = g_strdup (ds_json_get_string (root, "uuid"));
  self->start_time = ds_json_get_int (root, "start", 0);
  self->end_time = ds_json_get_int (root, "end", 0);
  if (ds_json_get_string (root, "status") != NULL &&
      !ds_run_status_parse (ds_json_get_string (root, "status"), &self->status, error))
    return NULL;
  if ((obj = ds_json_get_object (root, "settings")) != NULL)
    {
      json_object_unref (self->settings);
      self->settings = json_object_ref (obj);
    }
  if ((obj = ds_json_get_object (root, "conditions")) != NULL)
    {
      json_object_unref (self->conditions);
      self->conditions = json_object_ref (obj);
    }
  if ((obj = ds_json_get_object (root, "health_delta")) != NULL)
    self->health_delta = json_object_ref (obj);
  self->warning_temp_c = ds_json_get_double (root, "warning_temp_c", NAN);
  self->critical_temp_c = ds_json_get_double (root, "critical_temp_c", NAN);
  self->verdict = g_strdup (ds_json_get_string (root, "verdict"));

  for (guint i = 0; i < json_array_get_length (arr); i++)
    {
      JsonNode *n = json_array_get_element (arr, i);
      DsThermalSample smp = { 0 };

      if (!JSON_NODE_HOLDS_OBJECT (n))
        goto bad;
      obj = json_node_get_object (n);
      smp.t_s = ds_json_get_double (obj, "t_s", NAN);
      smp.mbps = ds_json_get_double (obj, "mbps", NAN);
      smp.temp_c = ds_json_get_double (obj, "temp_c", NAN);
      smp.bytes = (guint64) ds_json_get_int (obj, "bytes", 0);
      smp.cooldown = ds_json_get_bool (obj, "cooldown", FALSE);
      g_array_append_val (self->samples, smp);
    }

  s = ds_json_get_object (root, "summary");
  self->summary.start_mbps = ds_json_get_double (s, "start_mbps", NAN);
  self->summary.steady_mbps = ds_json_get_double (s, "steady_mbps", NAN);
  self->summary.avg_mbps = ds_json_get_double (s, "avg_mbps", NAN);
  self->summary.min_mbps = ds_json_get_double (s, "min_mbps", NAN);
  self->summary.max_mbps = ds_json_get_double (s, "max_mbps", NAN);
  self->summary.spread_mbps = ds_json_get_double (s, "spread_mbps", NAN);
  self->summary.bytes_written = (guint64) ds_json_get_int (s, "bytes_written", 0);
  self->summary.peak_temp_c = ds_json_get_double (s, "peak_temp_c", NAN);
  self->summary.final_temp_c = ds_json_get_double (s, "final_temp_c", NAN);
  self->summary.recovery_s = ds_json_get_double (s, "recovery_s", NAN);
  self->summary.write_seconds = ds_json_get_double (s, "write_seconds", NAN);

  if ((arr = ds_json_get_array (root, "events")) != NULL)
    for (guint i = 0; i < json_array_get_length (arr); i++)
      {
        JsonNode *n = json_array_get_element (arr, i);
        DsThermalEvent *e;
        JsonArray *steps;

        if (!JSON_NODE_HOLDS_OBJECT (n))
          goto bad;
        obj = json_node_get_object (n);
        e = ds_thermal_event_new ();
        g_ptr_array_add (self->events, e);
        e->cause = cause_from_string (ds_json_get_string (obj, "cause"));
        e->onset_s = ds_json_get_double (obj, "onset_s", NAN);
        e->onset_temp_c = ds_json_get_double (obj, "onset_temp_c", NAN);
        e->before_mbps = ds_json_get_double (obj, "before_mbps", NAN);
        e->during_mbps = ds_json_get_double (obj, "during_mbps", NAN);
        e->end_s = ds_json_get_double (obj, "end_s", NAN);
        e->end_mbps = ds_json_get_double (obj, "end_mbps", NAN);
        e->lead_s = ds_json_get_double (obj, "lead_s", NAN);
        e->temp_rise_c = ds_json_get_double (obj, "temp_rise_c", NAN);
        e->recovered_s = ds_json_get_double (obj, "recovered_s", NAN);
        e->cache_bytes = (guint64) ds_json_get_int (obj, "cache_bytes", 0);
        if ((steps = ds_json_get_array (obj, "steps")) != NULL)
          for (guint j = 0; j < json_array_get_length (steps); j++)
            {
              JsonNode *sn = json_array_get_element (steps, j);
              DsThermalStep st;

              if (!JSON_NODE_HOLDS_OBJECT (sn))
                goto bad;
              st.t_s = ds_json_get_double (json_node_get_object (sn), "t_s", NAN);
              st.mbps = ds_json_get_double (json_node_get_object (sn), "mbps", NAN);
              g_array_append_val (e->steps, st);
            }
      }
  return g_steal_pointer (&self);

bad:
  g_set_error_literal (error, DS_ERROR, DS_ERROR_PARSE,
                       _("This is not a Drivescope thermal result: the “samples” list is missing or malformed."));
  return NULL;
}
