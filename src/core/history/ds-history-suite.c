/* ds-history-suite.c — suite runs in the history
 *
 * A suite run is a row of runs (kind "suite", settings, conditions) and one
 * row of suite_runs with the suite's name and its steps as the JSON array of
 * `suite --json`: a step has a dozen numbers and, for the cache and linear
 * suites, its sampled curve, which is read and written whole.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ds-error.h"
#include "ds-history-private.h"
#include "ds-json.h"
#include "ds-suite-analysis.h"

/* "qd-scaling: 4K read rnd QD 16 (201340 IOPS) within 750 µs" — the first
 * answer, or the first step's speed. Not translated: it is stored. */
static char *
suite_headline (const DsSuiteResult *result)
{
  g_autoptr(JsonObject) summary = ds_suite_summary_to_json (result);
  JsonArray *series = ds_json_get_array (summary, "series");
  JsonArray *steps = ds_json_get_array (summary, "steps");
  const char *name = ds_suite_kind_to_string (result->suite);
  JsonObject *first = NULL;

  if (series != NULL && json_array_get_length (series) > 0)
    first = json_array_get_object_element (series, 0);
  else if (steps != NULL && json_array_get_length (steps) > 0)
    first = json_array_get_object_element (steps, 0);

  switch (result->suite)
    {
    case DS_SUITE_BLOCKSIZE:
      if (first != NULL)
        {
          guint64 plateau = (guint64) MAX (ds_json_get_int (first, "plateau_block", 0), 0);
          g_autofree char *from = plateau > 0 ? ds_suite_format_block (plateau) : NULL;

          /* No plateau: the speed still grew at the largest block. */
          if (from == NULL)
            return g_strdup_printf ("%s: %s peak %.1f MB/s", name, ds_json_get_string (first, "name"),
                                    ds_json_get_double (first, "peak_mbps", NAN));
          return g_strdup_printf ("%s: %s peak %.1f MB/s from %s", name, ds_json_get_string (first, "name"),
                                  ds_json_get_double (first, "peak_mbps", NAN), from);
        }
      break;
    case DS_SUITE_QD_SCALING:
    case DS_SUITE_MIXES:
      if (first != NULL && ds_json_get_bool (first, "found", FALSE))
        return g_strdup_printf ("%s: %s QD %u (%.0f IOPS) within %.0f µs %s", name,
                                ds_json_get_string (first, "name"), (guint) ds_json_get_int (first, "queue_depth", 0),
                                ds_json_get_double (first, "iops", NAN), ds_suite_result_latency_limit_us (result),
                                ds_latency_stat_to_string (ds_suite_result_latency_limit_stat (result)));
      if (first != NULL)
        return g_strdup_printf ("%s: %s peak %.0f IOPS", name, ds_json_get_string (first, "name"),
                                ds_json_get_double (first, "peak_iops", NAN));
      break;
    case DS_SUITE_RWMIX:
      return g_strdup_printf ("%s: read %.0f IOPS, write %.0f IOPS", name,
                              ds_json_get_double (summary, "read_iops", NAN),
                              ds_json_get_double (summary, "write_iops", NAN));
    case DS_SUITE_CACHE:
      if (first != NULL && ds_json_get_bool (first, "found", FALSE))
        return g_strdup_printf ("%s: %.1f MB/s for %.1f GB, then %.1f MB/s", name,
                                ds_json_get_double (first, "start_mbps", NAN),
                                ds_json_get_double (first, "cache_bytes", NAN) / 1e9,
                                ds_json_get_double (first, "after_mbps", NAN));
      if (first != NULL)
        return g_strdup_printf ("%s: steady %.1f MB/s", name, ds_json_get_double (first, "start_mbps", NAN));
      break;
    case DS_SUITE_LINEAR:
    case DS_SUITE_SURFACE:
      if (first != NULL)
        return g_strdup_printf ("%s: %s avg %.1f MB/s, spread %.1f MB/s", name,
                                ds_json_get_string (first, "mode"), ds_json_get_double (first, "avg_mbps", NAN),
                                ds_json_get_double (first, "spread_mbps", NAN));
      break;
    case DS_SUITE_IOPS_MATRIX:
      {
        JsonObject *steady = ds_json_get_object (summary, "steady");

        if (steady != NULL && ds_json_get_bool (steady, "reached", FALSE))
          return g_strdup_printf ("%s: 4K write %.0f IOPS steady after %u rounds (FOB %.0f)", name,
                                  ds_json_get_double (steady, "window_average", NAN),
                                  (guint) ds_json_get_int (steady, "rounds_to_steady", 0),
                                  ds_json_get_double (steady, "fob", NAN));
        if (steady != NULL)
          return g_strdup_printf ("%s: 4K write not steady (FOB %.0f)", name, ds_json_get_double (steady, "fob", NAN));
      }
      break;
    case DS_SUITE_WSAT:
      {
        JsonObject *w = ds_json_get_object (summary, "wsat");

        if (w != NULL && ds_json_get_bool (w, "settled", FALSE))
          return g_strdup_printf ("%s: settles at %.0f IOPS (FOB %.0f)", name, ds_json_get_double (w, "settled_iops", NAN),
                                  ds_json_get_double (w, "fob_iops", NAN));
        if (w != NULL)
          return g_strdup_printf ("%s: not settled (FOB %.0f)", name, ds_json_get_double (w, "fob_iops", NAN));
      }
      break;
    default:
      break;
    }
  return g_strdup (name);
}

gint64
ds_history_insert_suite (DsHistoryStore       *self,
                         const DsSuiteResult  *result,
                         const char           *label,
                         const char           *comment,
                         const char           *app_version,
                         GError              **error)
{
  g_autofree char *uuid = result->uuid != NULL ? g_strdup (result->uuid) : g_uuid_string_random ();
  g_autofree char *headline = suite_headline (result);
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(JsonNode) steps = json_node_new (JSON_NODE_ARRAY);
  gint64 run_id;

  run_id = ds_history_insert_run (self, uuid, DS_RUN_KIND_SUITE, result->start_time, result->end_time, result->status,
                                  result->settings, result->conditions, headline,
                                  label, comment != NULL ? comment : result->comment, app_version, error);
  if (run_id < 0)
    return -1;
  json_node_take_array (steps, ds_suite_steps_to_json (result->steps));
  stmt = ds_history_prepare (self, "INSERT INTO suite_runs (run_id, suite, steps) VALUES (?1, ?2, ?3)", error);
  if (stmt == NULL ||
      !ds_history_bind_int (self, stmt, 1, run_id, error) ||
      !ds_history_bind_text (self, stmt, 2, ds_suite_kind_to_string (result->suite), error) ||
      !ds_history_bind_json (self, stmt, 3, steps, error) ||
      !ds_history_step_done (self, stmt, "save suite", error) ||
      !ds_history_save_verified_writes (self, run_id, result->verify, error))
    return -1;
  return run_id;
}

gint64
ds_history_store_save_suite (DsHistoryStore       *self,
                             const DsSuiteResult  *result,
                             GError              **error)
{
  gint64 id;

  if (!ds_history_begin (self, error))
    return 0;
  id = ds_history_insert_suite (self, result, NULL, NULL, NULL, error);
  if (id < 0 || !ds_history_commit (self, error))
    {
      ds_history_rollback (self);
      return 0;
    }
  return id;
}

static JsonObject *
take_object (JsonNode *node)
{
  JsonObject *obj = node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_object_ref (json_node_get_object (node))
                                                                  : json_object_new ();

  g_clear_pointer (&node, json_node_unref);
  return obj;
}

DsSuiteResult *
ds_history_store_load_suite (DsHistoryStore  *self,
                             gint64           run_id,
                             GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(DsSuiteResult) result = NULL;
  g_autofree char *kind = NULL;
  g_autofree char *suite = NULL;
  g_autoptr(JsonNode) steps = NULL;
  DsSuiteKind suite_kind;
  int rc;

  stmt = ds_history_prepare (self,
                             "SELECT r.uuid, r.kind, r.start_time, r.end_time, r.status, r.settings, r.conditions,"
                             " r.comment, s.suite, s.steps"
                             " FROM runs r LEFT JOIN suite_runs s ON s.run_id = r.id WHERE r.id = ?1",
                             error);
  if (stmt == NULL || !ds_history_bind_int (self, stmt, 1, run_id, error))
    return NULL;
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_DONE)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_NOT_FOUND, _("No run %lld in the history."), (long long) run_id);
      return NULL;
    }
  if (rc != SQLITE_ROW)
    {
      ds_history_set_error (self, rc, "load suite run", error);
      return NULL;
    }
  kind = ds_history_column_text (stmt, 1);
  if (g_strcmp0 (kind, "suite") != 0)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("Run %lld is not a suite run."), (long long) run_id);
      return NULL;
    }
  suite = ds_history_column_text (stmt, 8);
  if (!ds_suite_kind_from_string (suite, &suite_kind))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_DAMAGED,
                   _("history.db is damaged: suite run %lld has no known suite."), (long long) run_id);
      return NULL;
    }
  result = ds_suite_result_new (suite_kind);
  result->uuid = ds_history_column_text (stmt, 0);
  result->start_time = sqlite3_column_int64 (stmt, 2);
  result->end_time = sqlite3_column_int64 (stmt, 3);
  if (!ds_run_status_parse ((const char *) sqlite3_column_text (stmt, 4), &result->status, error))
    return NULL;
  json_object_unref (result->settings);
  result->settings = take_object (ds_history_column_json (stmt, 5));
  json_object_unref (result->conditions);
  result->conditions = take_object (ds_history_column_json (stmt, 6));
  result->comment = ds_history_column_text (stmt, 7);
  steps = ds_history_column_json (stmt, 9);
  if (steps != NULL && JSON_NODE_HOLDS_ARRAY (steps) &&
      !ds_suite_steps_from_json (json_node_get_array (steps), result->steps, error))
    {
      g_prefix_error (error, _("history.db is damaged: "));
      return NULL;
    }
  if (!ds_history_load_verified_writes (self, run_id, &result->verify, error))
    return NULL;
  return g_steal_pointer (&result);
}
