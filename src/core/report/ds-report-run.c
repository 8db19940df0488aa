/* ds-report-run.c — a run as the reports see it: a bench, thermal, suite
 * or verify result with its label and comment, read from an export or a run's JSON,
 * and what every format asks of it (title, conditions, times, status)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "ds-chart-private.h"
#include "ds-conditions.h"
#include "ds-datasheet.h"
#include "ds-error.h"
#include "ds-json.h"
#include "ds-report-private.h"
#include "ds-report.h"
#include "ds-user-file.h"

static DsReportRun *
run_new (DsReportRunKind  kind,
         const char      *label,
         const char      *comment)
{
  DsReportRun *self = g_new0 (DsReportRun, 1);

  self->kind = kind;
  self->label = label && *label ? g_strdup (label) : NULL;
  self->comment = comment && *comment ? g_strdup (comment) : NULL;
  return self;
}

DsReportRun *
ds_report_run_new_bench (DsBenchResult *result,
                         const char    *label,
                         const char    *comment)
{
  DsReportRun *self = run_new (DS_REPORT_RUN_BENCH, label, comment);

  self->bench = result;
  return self;
}

DsReportRun *
ds_report_run_new_thermal (DsThermalResult *result,
                           const char      *label,
                           const char      *comment)
{
  DsReportRun *self = run_new (DS_REPORT_RUN_THERMAL, label, comment);

  self->thermal = result;
  return self;
}

DsReportRun *
ds_report_run_new_suite (DsSuiteResult *result,
                         const char    *label,
                         const char    *comment)
{
  DsReportRun *self = run_new (DS_REPORT_RUN_SUITE, label, comment);

  self->suite = result;
  return self;
}

DsReportRun *
ds_report_run_new_verify (DsVerifyResult *result,
                          const char     *label,
                          const char     *comment)
{
  DsReportRun *self = run_new (DS_REPORT_RUN_VERIFY, label, comment);

  self->verify = result;
  return self;
}

void
ds_report_run_free (DsReportRun *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->bench, ds_bench_result_free);
  g_clear_pointer (&self->thermal, ds_thermal_result_free);
  g_clear_pointer (&self->suite, ds_suite_result_free);
  g_clear_pointer (&self->verify, ds_verify_result_free);
  g_clear_pointer (&self->health, json_object_unref);
  g_clear_pointer (&self->datasheet, json_object_unref);
  g_free (self->label);
  g_free (self->comment);
  g_free (self);
}

DsReportRun *
ds_report_run_from_json (JsonNode  *node,
                         GError   **error)
{
  JsonObject *root;
  const char *kind, *label, *comment;
  DsReportRun *run;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_PARSE,
                           _("This is not a Drivescope result: a result is a JSON object, as written by “bench --json”, “thermal --json” or “suite --json”."));
      return NULL;
    }
  root = json_node_get_object (node);
  kind = ds_json_get_string (root, "kind");
  label = ds_json_get_string (root, "label");
  comment = ds_json_get_string (root, "comment");
  if (g_strcmp0 (kind, "thermal") == 0 ||
      (kind == NULL && ds_json_get_array (root, "samples") != NULL))
    {
      DsThermalResult *t = ds_thermal_result_from_json (node, error);

      if (t == NULL)
        return NULL;
      run = ds_report_run_new_thermal (t, label, comment);
    }
  else if (g_strcmp0 (kind, "suite") == 0)
    {
      DsSuiteResult *r = ds_suite_result_from_json (node, error);

      if (r == NULL)
        return NULL;
      run = ds_report_run_new_suite (r, label, comment);
    }
  else if (g_strcmp0 (kind, "verify") == 0)
    {
      DsVerifyResult *r = ds_verify_result_from_json (node, error);

      if (r == NULL)
        return NULL;
      run = ds_report_run_new_verify (r, label, comment);
    }
  else
    {
      DsBenchResult *b = ds_bench_result_from_json (node, error);

      if (b == NULL)
        return NULL;
      run = ds_report_run_new_bench (b, label, comment);
    }
  if (ds_json_get_object (root, "health") != NULL)
    run->health = json_object_ref (ds_json_get_object (root, "health"));
  return run;
}

DsReportRun *
ds_report_run_load (const char  *path,
                    GError     **error)
{
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) local = NULL;
  DsReportRun *run;
  gsize length = 0;

  text = ds_user_file_read (path, DS_JSON_MAX_BYTES, &length, &local);
  if (text == NULL)
    {
      g_set_error (error, DS_ERROR, local->code,
                   _("%s Give the path of a result saved with “--json”."), local->message);
      return NULL;
    }
  node = ds_json_from_data (text, length, DS_JSON_MAX_BYTES, &local);
  if (node == NULL)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_PARSE, _("“%s” is not valid JSON: %s"), path, local->message);
      return NULL;
    }
  run = ds_report_run_from_json (node, &local);
  if (run == NULL)
    {
      g_set_error (error, DS_ERROR, local->code, "%s: %s", path, local->message);
      return NULL;
    }
  return run;
}

JsonNode *
ds_report_run_to_json (const DsReportRun *self)
{
  JsonNode *node = self->kind == DS_REPORT_RUN_BENCH ? ds_bench_result_to_json (self->bench)
                  : self->kind == DS_REPORT_RUN_SUITE ? ds_suite_result_to_json (self->suite)
                  : self->kind == DS_REPORT_RUN_VERIFY ? ds_verify_result_to_json (self->verify)
                  : ds_thermal_result_to_json (self->thermal);
  JsonObject *obj = json_node_get_object (node);

  ds_json_set_string (obj, "label", self->label);
  ds_json_set_string (obj, "comment", self->comment);
  if (self->health != NULL)
    json_object_set_object_member (obj, "health", json_object_ref (self->health));
  return node;
}

JsonObject *
ds_report_run_conditions (const DsReportRun *self)
{
  switch (self->kind)
    {
    case DS_REPORT_RUN_BENCH: return self->bench->conditions;
    case DS_REPORT_RUN_SUITE: return self->suite->conditions;
    case DS_REPORT_RUN_VERIFY: return self->verify->conditions;
    case DS_REPORT_RUN_THERMAL:
    default: return self->thermal->conditions;
    }
}

JsonObject *
ds_report_run_settings (const DsReportRun *self)
{
  switch (self->kind)
    {
    case DS_REPORT_RUN_BENCH: return self->bench->settings;
    case DS_REPORT_RUN_SUITE: return self->suite->settings;
    case DS_REPORT_RUN_VERIFY: return NULL;   /* its settings are members of the result */
    case DS_REPORT_RUN_THERMAL:
    default: return self->thermal->settings;
    }
}

gint64
ds_report_run_start (const DsReportRun *self)
{
  switch (self->kind)
    {
    case DS_REPORT_RUN_BENCH: return self->bench->start_time;
    case DS_REPORT_RUN_SUITE: return self->suite->start_time;
    case DS_REPORT_RUN_VERIFY: return self->verify->start_time;
    case DS_REPORT_RUN_THERMAL:
    default: return self->thermal->start_time;
    }
}

gint64
ds_report_run_end (const DsReportRun *self)
{
  switch (self->kind)
    {
    case DS_REPORT_RUN_BENCH: return self->bench->end_time;
    case DS_REPORT_RUN_SUITE: return self->suite->end_time;
    case DS_REPORT_RUN_VERIFY: return self->verify->end_time;
    case DS_REPORT_RUN_THERMAL:
    default: return self->thermal->end_time;
    }
}

DsRunStatus
ds_report_run_status (const DsReportRun *self)
{
  switch (self->kind)
    {
    case DS_REPORT_RUN_BENCH: return self->bench->status;
    case DS_REPORT_RUN_SUITE: return self->suite->status;
    case DS_REPORT_RUN_VERIFY: return self->verify->status;
    case DS_REPORT_RUN_THERMAL:
    default: return self->thermal->status;
    }
}

const char *
ds_report_run_uuid (const DsReportRun *self)
{
  switch (self->kind)
    {
    case DS_REPORT_RUN_BENCH: return self->bench->uuid;
    case DS_REPORT_RUN_SUITE: return self->suite->uuid;
    case DS_REPORT_RUN_VERIFY: return self->verify->uuid;
    case DS_REPORT_RUN_THERMAL:
    default: return self->thermal->uuid;
    }
}

char *
ds_report_run_title (const DsReportRun *self)
{
  g_autofree char *model = NULL;
  g_autofree char *date = NULL;

  if (self->label != NULL)
    return g_strdup (self->label);
  model = ds_chart_drive_title (ds_report_run_conditions (self), NULL);
  date = ds_chart_date_text (ds_report_run_start (self));
  return g_strdup_printf ("%s · %s", model, date);
}

/* The health snapshot that belongs to a run: taken before it, else after
 * it, else the newest one taken before the run started. */
static JsonObject *
health_for_run (DsHistoryStore *store,
                gint64          drive_id,
                const char     *uuid,
                gint64          start)
{
  g_autoptr(GPtrArray) snaps = NULL;
  DsHistorySnapshot *best = NULL;
  int best_rank = 0;
  JsonObject *obj;
  g_autoptr(GDateTime) dt = NULL;

  if (drive_id <= 0 || (snaps = ds_history_store_list_snapshots (store, drive_id, NULL)) == NULL)
    return NULL;
  for (guint i = 0; i < snaps->len; i++)
    {
      DsHistorySnapshot *s = g_ptr_array_index (snaps, i);
      int rank = 0;

      if (uuid != NULL && g_strcmp0 (s->run_uuid, uuid) == 0)
        rank = g_strcmp0 (s->phase, "before") == 0 ? 3 : 2;
      else if (s->taken_at <= start)
        rank = 1;
      if (rank >= best_rank && rank > 0)
        {
          best = s;
          best_rank = rank;
        }
    }
  if (best == NULL)
    return NULL;
  obj = json_object_new ();
  dt = g_date_time_new_from_unix_utc (best->taken_at);
  if (dt != NULL)
    {
      g_autofree char *when = g_date_time_format (dt, "%Y-%m-%d %H:%M UTC");

      json_object_set_string_member (obj, "taken", when);
    }
  if (isfinite (best->bytes_written))
    json_object_set_double_member (obj, "bytes_written", best->bytes_written);
  ds_json_set_double (obj, "percentage_used", best->percentage_used);
  ds_json_set_double (obj, "temperature_c", best->temperature_c);
  if (best->power_on_hours >= 0)
    json_object_set_int_member (obj, "power_on_hours", best->power_on_hours);
  ds_json_set_double (obj, "available_spare", best->available_spare);
  if (best->power_cycles >= 0)
    json_object_set_int_member (obj, "power_cycles", best->power_cycles);
  if (best->unsafe_shutdowns >= 0)
    json_object_set_int_member (obj, "unsafe_shutdowns", best->unsafe_shutdowns);
  if (best->media_errors >= 0)
    json_object_set_int_member (obj, "media_errors", best->media_errors);
  return obj;
}

DsReportRun *
ds_report_run_load_stored (DsHistoryStore  *store,
                           gint64           id,
                           GError         **error)
{
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(DsHistoryRun) info = NULL;
  DsReportRun *run;

  if ((node = ds_history_store_load_run_json (store, id, error)) == NULL ||
      (info = ds_history_store_get_run (store, id, error)) == NULL ||
      (run = ds_report_run_from_json (node, error)) == NULL)
    return NULL;
  run->health = health_for_run (store, info->drive_id, info->uuid, info->start_time);
  {
    DsDatasheet sheet;

    if (ds_history_store_run_datasheet (store, id, &sheet, NULL))
      run->datasheet = ds_datasheet_to_json (&sheet);
  }
  return run;
}
