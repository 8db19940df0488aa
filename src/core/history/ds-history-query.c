/* ds-history-query.c — finding, loading and labelling runs (deleting them
 * is ds-history-delete.c, which drive is which ds-history-drives.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "ds-error.h"
#include "ds-history-private.h"
#include "ds-history-verify.h"
#include "ds-json.h"

void
ds_history_run_free (DsHistoryRun *run)
{
  if (run == NULL)
    return;
  g_free (run->uuid);
  g_free (run->label);
  g_free (run->comment);
  g_free (run->app_version);
  g_free (run->drive_model);
  g_free (run->drive_serial);
  g_free (run->drive_label);
  g_free (run->headline);
  g_free (run->drive_identity);
  g_free (run->drive_name);
  g_free (run->profile);
  g_free (run->headline_spec);
  g_free (run->drive_wwn);
  g_clear_pointer (&run->suite, ds_suite_result_free);
  g_free (run);
}

void
ds_history_snapshot_free (DsHistorySnapshot *snapshot)
{
  if (snapshot == NULL)
    return;
  g_free (snapshot->uuid);
  g_free (snapshot->run_uuid);
  g_free (snapshot->phase);
  g_free (snapshot);
}

/* --- drives --- */

#define DRIVE_COLUMNS DS_HISTORY_DRIVE_COLUMNS

GPtrArray *
ds_history_store_list_drives (DsHistoryStore  *self,
                              GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GPtrArray) drives = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_history_drive_free);
  int rc;

  stmt = ds_history_prepare (self, "SELECT " DRIVE_COLUMNS " FROM drives ORDER BY last_seen DESC, id", error);
  if (stmt == NULL)
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    g_ptr_array_add (drives, ds_history_drive_from_row (stmt));
  if (rc != SQLITE_DONE)
    {
      ds_history_set_error (self, rc, "list drives", error);
      return NULL;
    }
  return g_steal_pointer (&drives);
}

/* "%REF%" for LIKE with a backslash as the escape, REF's own %, _ and
 * backslashes escaped. */
static char *
like_pattern (const char *ref)
{
  GString *out = g_string_new ("%");

  for (const char *p = ref; *p != '\0'; p++)
    {
      if (*p == '%' || *p == '_' || *p == '\\')
        g_string_append_c (out, '\\');
      g_string_append_c (out, *p);
    }
  g_string_append_c (out, '%');
  return g_string_free (out, FALSE);
}

DsHistoryDrive *
ds_history_store_find_drive (DsHistoryStore  *self,
                             const char      *ref,
                             GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(DsHistoryDrive) found = NULL;
  g_autofree char *like = NULL;
  gint64 as_id = 0;
  guint matches = 0;
  int rc;

  if (ref == NULL || *ref == '\0')
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT, _("No drive was named."));
      return NULL;
    }
  if (!g_ascii_string_to_signed (ref, 10, 1, G_MAXINT64, &as_id, NULL))
    as_id = 0;
  /* Exact matches first: an id, identity, serial, WWN, kernel name or label. */
  stmt = ds_history_prepare (self,
                             "SELECT " DRIVE_COLUMNS " FROM drives WHERE id = ?1 OR identity = ?2"
                             " OR serial = ?2 OR lower (wwn) = lower (?2) OR name = ?2 OR label = ?2"
                             " OR ('/dev/' || name) = ?2",
                             error);
  if (stmt == NULL ||
      !ds_history_bind_int (self, stmt, 1, as_id, error) ||
      !ds_history_bind_text (self, stmt, 2, ref, error))
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      if (matches++ == 0)
        found = ds_history_drive_from_row (stmt);
    }
  if (rc != SQLITE_DONE)
    {
      ds_history_set_error (self, rc, "find drive", error);
      return NULL;
    }
  if (matches == 0)
    {
      g_clear_pointer (&stmt, sqlite3_finalize);
      /* A part of the model, matched literally: "%" and "_" in REF are
       * characters of a model, not wildcards. */
      like = like_pattern (ref);
      stmt = ds_history_prepare (self, "SELECT " DRIVE_COLUMNS " FROM drives WHERE model LIKE ?1 ESCAPE '\\'",
                                 error);
      if (stmt == NULL || !ds_history_bind_text (self, stmt, 1, like, error))
        return NULL;
      while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
        {
          if (matches++ == 0)
            found = ds_history_drive_from_row (stmt);
        }
      if (rc != SQLITE_DONE)
        {
          ds_history_set_error (self, rc, "find drive", error);
          return NULL;
        }
    }
  if (matches == 0)
    {
#ifdef G_OS_WIN32
      g_set_error (error, DS_ERROR, DS_ERROR_NOT_FOUND,
                   _("No drive “%s” in the history. Name it by serial number, model, disk name (PhysicalDrive0) or label; "
                     "“drivescope-cli history” lists the runs and their drives."), ref);
#else
      g_set_error (error, DS_ERROR, DS_ERROR_NOT_FOUND,
                   _("No drive “%s” in the history. Name it by serial number, model, kernel name (nvme0n1) or label; "
                     "“drivescope-cli history” lists the runs and their drives."), ref);
#endif
      return NULL;
    }
  if (matches > 1)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("“%s” matches %u drives in the history; name one by its serial number."), ref, matches);
      return NULL;
    }
  return g_steal_pointer (&found);
}

/* --- runs --- */

/* The list reads no per-test rows: a benchmark's headline numbers are
 * kept on the run (schema 6), and the one-row thermal and suite tables are
 * read only for runs of that kind. */
#define RUN_COLUMNS \
  "r.id, r.uuid, r.kind, r.start_time, r.end_time, r.status, r.label, r.comment, r.app_version," \
  " r.drive_id, d.model, d.serial, d.label, r.headline, d.identity, d.name," \
  " json_extract (r.settings, '$.profile'), r.list_spec, r.list_read_mbps, r.list_write_mbps," \
  " CASE WHEN r.kind = 'thermal' THEN (SELECT steady_mbps FROM thermal_runs WHERE run_id = r.id) END," \
  " CASE WHEN r.kind = 'thermal' THEN (SELECT peak_temp_c FROM thermal_runs WHERE run_id = r.id) END, d.wwn," \
  " CASE WHEN r.kind = 'suite' THEN (SELECT suite FROM suite_runs WHERE run_id = r.id) END," \
  " CASE WHEN r.kind = 'suite' THEN (SELECT steps FROM suite_runs WHERE run_id = r.id) END," \
  " CASE WHEN r.kind = 'suite' THEN r.settings END"

/* A kind or status this version does not know means a run written by a
 * newer Drivescope (or a hand-edited file): refused, not guessed. */
static gboolean
column_kind_status (sqlite3_stmt  *stmt,
                    int            kind_col,
                    int            status_col,
                    DsRunKind     *kind,
                    DsRunStatus   *status,
                    GError       **error)
{
  return ds_run_kind_parse ((const char *) sqlite3_column_text (stmt, kind_col), kind, error) &&
         ds_run_status_parse ((const char *) sqlite3_column_text (stmt, status_col), status, error);
}

/* What a list of runs needs to say what a suite run found: its suite,
 * settings (the latency limit) and steps. NULL when they cannot be read
 * (a damaged row shows its stored headline; `show` says what is wrong). */
static DsSuiteResult *
suite_from_row (sqlite3_stmt *stmt,
                int           suite_col,
                int           steps_col,
                int           settings_col)
{
  g_autofree char *name = ds_history_column_text (stmt, suite_col);
  g_autoptr(JsonNode) steps = NULL;
  g_autoptr(JsonNode) settings = NULL;
  g_autoptr(DsSuiteResult) result = NULL;
  DsSuiteKind kind;

  if (!ds_suite_kind_from_string (name, &kind))
    return NULL;
  steps = ds_history_column_json (stmt, steps_col);
  if (steps == NULL || !JSON_NODE_HOLDS_ARRAY (steps))
    return NULL;
  result = ds_suite_result_new (kind);
  if (!ds_suite_steps_from_json (json_node_get_array (steps), result->steps, NULL))
    return NULL;
  settings = ds_history_column_json (stmt, settings_col);
  if (settings != NULL && JSON_NODE_HOLDS_OBJECT (settings))
    {
      json_object_unref (result->settings);
      result->settings = json_object_ref (json_node_get_object (settings));
    }
  return g_steal_pointer (&result);
}

static DsHistoryRun *
run_from_row (sqlite3_stmt  *stmt,
              GError       **error)
{
  g_autoptr(DsHistoryRun) r = g_new0 (DsHistoryRun, 1);

  if (!column_kind_status (stmt, 2, 5, &r->kind, &r->status, error))
    return NULL;
  r->id = sqlite3_column_int64 (stmt, 0);
  r->uuid = ds_history_column_text (stmt, 1);
  r->start_time = sqlite3_column_int64 (stmt, 3);
  r->end_time = sqlite3_column_int64 (stmt, 4);
  r->label = ds_history_column_text (stmt, 6);
  r->comment = ds_history_column_text (stmt, 7);
  r->app_version = ds_history_column_text (stmt, 8);
  r->drive_id = sqlite3_column_int64 (stmt, 9);
  r->drive_model = ds_history_column_text (stmt, 10);
  r->drive_serial = ds_history_column_text (stmt, 11);
  r->drive_label = ds_history_column_text (stmt, 12);
  r->headline = ds_history_column_text (stmt, 13);
  r->drive_identity = ds_history_column_text (stmt, 14);
  r->drive_name = ds_history_column_text (stmt, 15);
  r->profile = ds_history_column_text (stmt, 16);
  r->headline_spec = ds_history_column_text (stmt, 17);
  r->headline_read_mbps = ds_history_column_double (stmt, 18);
  r->headline_write_mbps = ds_history_column_double (stmt, 19);
  r->steady_mbps = ds_history_column_double (stmt, 20);
  r->peak_temp_c = ds_history_column_double (stmt, 21);
  r->drive_wwn = ds_history_column_text (stmt, 22);
  if (r->kind == DS_RUN_KIND_SUITE)
    r->suite = suite_from_row (stmt, 23, 24, 25);
  return g_steal_pointer (&r);
}

gboolean
ds_history_store_foreach_run (DsHistoryStore         *self,
                              const DsHistoryFilter  *filter,
                              DsHistoryRunFunc        func,
                              gpointer                user_data,
                              GError                **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(DsHistoryDrive) drive = NULL;
  const char *kind = filter != NULL ? filter->kind : NULL;
  int rc;

  if (filter != NULL && filter->drive != NULL)
    {
      drive = ds_history_store_find_drive (self, filter->drive, error);
      if (drive == NULL)
        return FALSE;
    }
  if (kind != NULL && !g_str_equal (kind, "bench") && !g_str_equal (kind, "thermal") && !g_str_equal (kind, "suite") &&
      !g_str_equal (kind, "verify") && !g_str_equal (kind, "imported") && !g_str_has_prefix (kind, "imported-"))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("Unknown kind “%s”: use bench, thermal, suite, verify or imported."), kind);
      return FALSE;
    }
  stmt = ds_history_prepare (self,
                             "SELECT " RUN_COLUMNS " FROM runs r LEFT JOIN drives d ON d.id = r.drive_id"
                             " WHERE (?1 = 0 OR r.drive_id = ?1)"
                             "  AND (?2 IS NULL OR r.kind = ?2 OR (?2 = 'imported' AND r.imported))"
                             "  AND r.start_time >= ?3"
                             " ORDER BY r.start_time DESC, r.id DESC LIMIT ?4",
                             error);
  if (stmt == NULL ||
      !ds_history_bind_int (self, stmt, 1, drive != NULL ? drive->id : 0, error) ||
      !ds_history_bind_text (self, stmt, 2, kind, error) ||
      !ds_history_bind_int (self, stmt, 3, filter != NULL ? filter->since : 0, error) ||
      !ds_history_bind_int (self, stmt, 4, filter != NULL && filter->limit > 0 ? (gint64) filter->limit : -1, error))
    return FALSE;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      DsHistoryRun *run = run_from_row (stmt, error);

      if (run == NULL || !func (run, user_data, error))
        return FALSE;
    }
  if (rc != SQLITE_DONE)
    return ds_history_set_error (self, rc, "list runs", error);
  return TRUE;
}

static gboolean
add_run (DsHistoryRun  *run,
         gpointer       user_data,
         GError       **error)
{
  g_ptr_array_add (user_data, run);
  return TRUE;
}

GPtrArray *
ds_history_store_list_runs (DsHistoryStore         *self,
                            const DsHistoryFilter  *filter,
                            GError                **error)
{
  g_autoptr(GPtrArray) runs = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_history_run_free);

  if (!ds_history_store_foreach_run (self, filter, add_run, runs, error))
    return NULL;
  return g_steal_pointer (&runs);
}

gint64
ds_history_store_resolve_run (DsHistoryStore  *self,
                              const char      *ref,
                              GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *pattern = NULL;
  gint64 id = 0;
  guint matches = 0;
  int rc;

  if (ref == NULL || *ref == '\0')
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT, _("No run was named."));
      return 0;
    }
  if (g_str_equal (ref, "last"))
    stmt = ds_history_prepare (self, "SELECT id FROM runs ORDER BY start_time DESC, id DESC LIMIT 1", error);
  else if (g_ascii_string_to_signed (ref, 10, 1, G_MAXINT64, &id, NULL))
    {
      /* An id, or failing that a uuid that starts with digits. */
      pattern = g_strdup (ref);
      stmt = ds_history_prepare (self,
                                 "SELECT id FROM runs WHERE id = ?1 UNION ALL"
                                 " SELECT id FROM (SELECT id FROM runs WHERE length (?2) >= 4 AND uuid >= ?2"
                                 "  AND uuid < ?2 || 'g' AND NOT EXISTS (SELECT 1 FROM runs WHERE id = ?1) LIMIT 2)",
                                 error);
      if (stmt != NULL && (!ds_history_bind_int (self, stmt, 1, id, error) ||
                           !ds_history_bind_text (self, stmt, 2, pattern, error)))
        return 0;
      id = 0;
    }
  else
    {
      if (strlen (ref) < 4 || strspn (ref, "0123456789abcdefABCDEF-") != strlen (ref))
        {
          g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                       _("“%s” is not a run: give a run id, at least 4 characters of its uuid, or “last”."), ref);
          return 0;
        }
      pattern = g_ascii_strdown (ref, -1);
      stmt = ds_history_prepare (self,
                                 "SELECT id FROM runs WHERE uuid >= ?1 AND uuid < ?1 || 'g' LIMIT 2",
                                 error);
      if (stmt != NULL && !ds_history_bind_text (self, stmt, 1, pattern, error))
        return 0;
    }
  if (stmt == NULL)
    return 0;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      if (matches++ == 0)
        id = sqlite3_column_int64 (stmt, 0);
    }
  if (rc != SQLITE_DONE)
    {
      ds_history_set_error (self, rc, "find run", error);
      return 0;
    }
  if (matches == 0)
    {
      if (g_str_equal (ref, "last"))
        g_set_error_literal (error, DS_ERROR, DS_ERROR_NOT_FOUND, _("The history is empty: there is no last run."));
      else
        g_set_error (error, DS_ERROR, DS_ERROR_NOT_FOUND,
                     _("No run “%s” in the history; “drivescope-cli history” lists them."), ref);
      return 0;
    }
  if (matches > 1)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("“%s” matches more than one run; give more of the uuid."), ref);
      return 0;
    }
  return id;
}

DsHistoryRun *
ds_history_store_get_run (DsHistoryStore  *self,
                          gint64           run_id,
                          GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  stmt = ds_history_prepare (self,
                             "SELECT " RUN_COLUMNS " FROM runs r LEFT JOIN drives d ON d.id = r.drive_id"
                             " WHERE r.id = ?1",
                             error);
  if (stmt == NULL || !ds_history_bind_int (self, stmt, 1, run_id, error))
    return NULL;
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_DONE)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_NOT_FOUND,
                   _("No run %" G_GINT64_FORMAT " in the history."), run_id);
      return NULL;
    }
  if (rc != SQLITE_ROW)
    {
      ds_history_set_error (self, rc, "load run", error);
      return NULL;
    }
  return run_from_row (stmt, error);
}

typedef struct
{
  char       *uuid;
  DsRunKind   kind;
  gint64      start_time;
  gint64      end_time;
  DsRunStatus status;
  JsonObject *settings;
  JsonObject *conditions;
} RunRow;

static void
run_row_clear (RunRow *row)
{
  g_free (row->uuid);
  g_clear_pointer (&row->settings, json_object_unref);
  g_clear_pointer (&row->conditions, json_object_unref);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (RunRow, run_row_clear)

static JsonObject *
object_or_empty (JsonNode *node)
{
  JsonObject *obj;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    obj = json_object_new ();
  else
    obj = json_object_ref (json_node_get_object (node));
  if (node != NULL)
    json_node_unref (node);
  return obj;
}

static gboolean
load_run_row (DsHistoryStore  *self,
              gint64           run_id,
              RunRow          *row,
              GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  stmt = ds_history_prepare (self,
                             "SELECT uuid, kind, start_time, end_time, status, settings, conditions"
                             " FROM runs WHERE id = ?1",
                             error);
  if (stmt == NULL || !ds_history_bind_int (self, stmt, 1, run_id, error))
    return FALSE;
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_DONE)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_NOT_FOUND,
                   _("No run %" G_GINT64_FORMAT " in the history."), run_id);
      return FALSE;
    }
  if (rc != SQLITE_ROW)
    return ds_history_set_error (self, rc, "load run", error);
  if (!column_kind_status (stmt, 1, 4, &row->kind, &row->status, error))
    return FALSE;
  row->uuid = ds_history_column_text (stmt, 0);
  row->start_time = sqlite3_column_int64 (stmt, 2);
  row->end_time = sqlite3_column_int64 (stmt, 3);
  row->settings = object_or_empty (ds_history_column_json (stmt, 5));
  row->conditions = object_or_empty (ds_history_column_json (stmt, 6));
  return TRUE;
}

DsBenchResult *
ds_history_store_load_bench (DsHistoryStore  *self,
                             gint64           run_id,
                             GError         **error)
{
  g_auto(RunRow) row = { 0 };
  g_autoptr(DsBenchResult) result = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(sqlite3_stmt) runs = NULL;
  int rc;

  if (!load_run_row (self, run_id, &row, error))
    return NULL;
  if (row.kind == DS_RUN_KIND_THERMAL)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("Run %" G_GINT64_FORMAT " is a thermal run, not a benchmark."), run_id);
      return NULL;
    }
  if (row.kind == DS_RUN_KIND_SUITE)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("Run %lld is a suite run, not a benchmark."), (long long) run_id);
      return NULL;
    }
  if (row.kind == DS_RUN_KIND_VERIFY)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("Run %lld is a capacity check, not a benchmark."), (long long) run_id);
      return NULL;
    }
  result = ds_bench_result_new ();
  result->kind = row.kind;
  result->uuid = g_steal_pointer (&row.uuid);
  result->status = row.status;
  result->start_time = row.start_time;
  result->end_time = row.end_time;
  json_object_unref (result->settings);
  result->settings = g_steal_pointer (&row.settings);
  json_object_unref (result->conditions);
  result->conditions = g_steal_pointer (&row.conditions);

  stmt = ds_history_prepare (self,
                             "SELECT position, spec, mode, mix_read_percent, cached, incomplete"
                             " FROM bench_tests WHERE run_id = ?1 ORDER BY position",
                             error);
  runs = ds_history_prepare (self,
                             "SELECT mbps, iops, bytes, ios, seconds, lat_mean_us, lat_min_us, lat_max_us,"
                             " lat_stddev_us, lat_p50_us, lat_p90_us, lat_p99_us, lat_p999_us, lat_p9999_us,"
                             " cpu_seconds FROM bench_runs WHERE run_id = ?1 AND position = ?2 ORDER BY idx",
                             error);
  if (stmt == NULL || runs == NULL || !ds_history_bind_int (self, stmt, 1, run_id, error))
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      DsBenchSpec spec;
      DsIoMode mode;
      DsBenchTestResult *t;
      int rrc;

      if (!ds_bench_spec_parse ((const char *) sqlite3_column_text (stmt, 1), &spec, error) ||
          !ds_io_mode_from_string ((const char *) sqlite3_column_text (stmt, 2), &mode))
        {
          g_clear_error (error);
          g_set_error (error, DS_ERROR, DS_ERROR_DAMAGED,
                       _("history.db is damaged: run %" G_GINT64_FORMAT " has an unreadable test."), run_id);
          return NULL;
        }
      t = ds_bench_test_result_new (&spec, mode);
      g_ptr_array_add (result->tests, t);
      if (sqlite3_column_type (stmt, 3) != SQLITE_NULL)
        t->mix_read_percent = sqlite3_column_int (stmt, 3);
      t->cached = sqlite3_column_int (stmt, 4);
      t->incomplete = sqlite3_column_int (stmt, 5);

      (void) sqlite3_reset (runs);
      if (!ds_history_bind_int (self, runs, 1, run_id, error) ||
          !ds_history_bind_int (self, runs, 2, sqlite3_column_int64 (stmt, 0), error))
        return NULL;
      while ((rrc = sqlite3_step (runs)) == SQLITE_ROW)
        {
          DsIoRunStats r = { 0 };

          r.mbps = ds_history_column_double (runs, 0);
          r.iops = ds_history_column_double (runs, 1);
          r.bytes = (guint64) sqlite3_column_int64 (runs, 2);
          r.ios = (guint64) sqlite3_column_int64 (runs, 3);
          r.seconds = ds_history_column_double (runs, 4);
          r.lat_mean_us = ds_history_column_double (runs, 5);
          r.lat_min_us = ds_history_column_double (runs, 6);
          r.lat_max_us = ds_history_column_double (runs, 7);
          r.lat_stddev_us = ds_history_column_double (runs, 8);
          r.lat_p50_us = ds_history_column_double (runs, 9);
          r.lat_p90_us = ds_history_column_double (runs, 10);
          r.lat_p99_us = ds_history_column_double (runs, 11);
          r.lat_p999_us = ds_history_column_double (runs, 12);
          r.lat_p9999_us = ds_history_column_double (runs, 13);
          r.cpu_seconds = ds_history_column_double (runs, 14);
          g_array_append_val (t->runs, r);
        }
      if (rrc != SQLITE_DONE)
        {
          ds_history_set_error (self, rrc, "load measured runs", error);
          return NULL;
        }
    }
  if (rc != SQLITE_DONE)
    {
      ds_history_set_error (self, rc, "load tests", error);
      return NULL;
    }
  if (!ds_history_load_verified_writes (self, run_id, &result->verify, error))
    return NULL;
  return g_steal_pointer (&result);
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

DsThermalResult *
ds_history_store_load_thermal (DsHistoryStore  *self,
                               gint64           run_id,
                               GError         **error)
{
  g_auto(RunRow) row = { 0 };
  g_autoptr(DsThermalResult) result = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  DsThermalSummary *s;
  int rc;

  if (!load_run_row (self, run_id, &row, error))
    return NULL;
  if (row.kind != DS_RUN_KIND_THERMAL)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("Run %" G_GINT64_FORMAT " is a benchmark, not a thermal run."), run_id);
      return NULL;
    }
  result = ds_thermal_result_new ();
  result->uuid = g_steal_pointer (&row.uuid);
  result->status = row.status;
  result->start_time = row.start_time;
  result->end_time = row.end_time;
  json_object_unref (result->settings);
  result->settings = g_steal_pointer (&row.settings);
  json_object_unref (result->conditions);
  result->conditions = g_steal_pointer (&row.conditions);

  stmt = ds_history_prepare (self,
                             "SELECT warning_temp_c, critical_temp_c, start_mbps, steady_mbps, avg_mbps,"
                             " min_mbps, max_mbps, spread_mbps, bytes_written, peak_temp_c, final_temp_c,"
                             " recovery_s, write_seconds, verdict, health_delta"
                             " FROM thermal_runs WHERE run_id = ?1",
                             error);
  if (stmt == NULL || !ds_history_bind_int (self, stmt, 1, run_id, error))
    return NULL;
  rc = sqlite3_step (stmt);
  if (rc != SQLITE_ROW)
    {
      if (rc == SQLITE_DONE)
        g_set_error (error, DS_ERROR, DS_ERROR_DAMAGED,
                     _("history.db is damaged: thermal run %" G_GINT64_FORMAT " has no summary."), run_id);
      else
        ds_history_set_error (self, rc, "load thermal run", error);
      return NULL;
    }
  s = &result->summary;
  result->warning_temp_c = ds_history_column_double (stmt, 0);
  result->critical_temp_c = ds_history_column_double (stmt, 1);
  s->start_mbps = ds_history_column_double (stmt, 2);
  s->steady_mbps = ds_history_column_double (stmt, 3);
  s->avg_mbps = ds_history_column_double (stmt, 4);
  s->min_mbps = ds_history_column_double (stmt, 5);
  s->max_mbps = ds_history_column_double (stmt, 6);
  s->spread_mbps = ds_history_column_double (stmt, 7);
  s->bytes_written = (guint64) sqlite3_column_int64 (stmt, 8);
  s->peak_temp_c = ds_history_column_double (stmt, 9);
  s->final_temp_c = ds_history_column_double (stmt, 10);
  s->recovery_s = ds_history_column_double (stmt, 11);
  s->write_seconds = ds_history_column_double (stmt, 12);
  result->verdict = ds_history_column_text (stmt, 13);
  {
    JsonNode *delta = ds_history_column_json (stmt, 14);

    if (delta != NULL && JSON_NODE_HOLDS_OBJECT (delta))
      result->health_delta = json_object_ref (json_node_get_object (delta));
    g_clear_pointer (&delta, json_node_unref);
  }
  g_clear_pointer (&stmt, sqlite3_finalize);

  stmt = ds_history_prepare (self,
                             "SELECT t_s, mbps, temp_c, bytes, cooldown FROM thermal_samples"
                             " WHERE run_id = ?1 ORDER BY idx",
                             error);
  if (stmt == NULL || !ds_history_bind_int (self, stmt, 1, run_id, error))
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      DsThermalSample smp = { 0 };

      smp.t_s = ds_history_column_double (stmt, 0);
      smp.mbps = ds_history_column_double (stmt, 1);
      smp.temp_c = ds_history_column_double (stmt, 2);
      smp.bytes = (guint64) sqlite3_column_int64 (stmt, 3);
      smp.cooldown = sqlite3_column_int (stmt, 4);
      g_array_append_val (result->samples, smp);
    }
  if (rc != SQLITE_DONE)
    {
      ds_history_set_error (self, rc, "load samples", error);
      return NULL;
    }
  g_clear_pointer (&stmt, sqlite3_finalize);

  stmt = ds_history_prepare (self,
                             "SELECT cause, onset_s, onset_temp_c, before_mbps, during_mbps, end_s,"
                             " recovered_s, cache_bytes, steps, end_mbps FROM thermal_events"
                             " WHERE run_id = ?1 ORDER BY idx",
                             error);
  if (stmt == NULL || !ds_history_bind_int (self, stmt, 1, run_id, error))
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      DsThermalEvent *e = ds_thermal_event_new ();
      JsonNode *steps = ds_history_column_json (stmt, 8);

      e->cause = cause_from_string ((const char *) sqlite3_column_text (stmt, 0));
      e->onset_s = ds_history_column_double (stmt, 1);
      e->onset_temp_c = ds_history_column_double (stmt, 2);
      e->before_mbps = ds_history_column_double (stmt, 3);
      e->during_mbps = ds_history_column_double (stmt, 4);
      e->end_s = ds_history_column_double (stmt, 5);
      e->recovered_s = ds_history_column_double (stmt, 6);
      e->cache_bytes = (guint64) sqlite3_column_int64 (stmt, 7);
      e->end_mbps = ds_history_column_double (stmt, 9);
      if (steps != NULL && JSON_NODE_HOLDS_ARRAY (steps))
        {
          JsonArray *arr = json_node_get_array (steps);

          for (guint j = 0; j < json_array_get_length (arr); j++)
            {
              JsonObject *so = json_array_get_object_element (arr, j);
              DsThermalStep st = { ds_json_get_double (so, "t_s", NAN), ds_json_get_double (so, "mbps", NAN) };

              g_array_append_val (e->steps, st);
            }
        }
      g_clear_pointer (&steps, json_node_unref);
      g_ptr_array_add (result->events, e);
    }
  if (rc != SQLITE_DONE)
    {
      ds_history_set_error (self, rc, "load events", error);
      return NULL;
    }
  return g_steal_pointer (&result);
}

gboolean
ds_history_run_was_changed (DsHistoryStore  *self,
                            gint64           run_id,
                            GError         **error)
{
  if (sqlite3_changes (self->db) == 0)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_NOT_FOUND,
                   _("No run %" G_GINT64_FORMAT " in the history."), run_id);
      return FALSE;
    }
  return TRUE;
}

static gboolean
update_run_text (DsHistoryStore  *self,
                 const char      *sql,
                 gint64           run_id,
                 const char      *text,
                 GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  if (!ds_history_check_text (text, error))
    return FALSE;
  stmt = ds_history_prepare (self, sql, error);
  if (stmt == NULL ||
      !ds_history_bind_int (self, stmt, 1, run_id, error) ||
      !ds_history_bind_text (self, stmt, 2, text != NULL && *text != '\0' ? text : NULL, error) ||
      !ds_history_step_done (self, stmt, "update run", error))
    return FALSE;
  return ds_history_run_was_changed (self, run_id, error);
}

gboolean
ds_history_store_set_label (DsHistoryStore  *self,
                            gint64           run_id,
                            const char      *label,
                            GError         **error)
{
  return update_run_text (self, "UPDATE runs SET label = ?2 WHERE id = ?1", run_id, label, error);
}

gboolean
ds_history_store_set_comment (DsHistoryStore  *self,
                              gint64           run_id,
                              const char      *comment,
                              GError         **error)
{
  return update_run_text (self, "UPDATE runs SET comment = ?2 WHERE id = ?1", run_id, comment, error);
}

void
ds_history_trends_free (DsHistoryTrends *trends)
{
  if (trends == NULL)
    return;
  g_clear_pointer (&trends->drive, ds_history_drive_free);
  g_clear_pointer (&trends->results, g_ptr_array_unref);
  g_clear_pointer (&trends->snapshots, g_ptr_array_unref);
  g_clear_pointer (&trends->latest_health, json_object_unref);
  g_free (trends);
}

static DsHistoryDrive *
get_drive (DsHistoryStore  *self,
           gint64           drive_id,
           GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  stmt = ds_history_prepare (self, "SELECT " DRIVE_COLUMNS " FROM drives WHERE id = ?1", error);
  if (stmt == NULL || !ds_history_bind_int (self, stmt, 1, drive_id, error))
    return NULL;
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    return ds_history_drive_from_row (stmt);
  if (rc == SQLITE_DONE)
    g_set_error (error, DS_ERROR, DS_ERROR_NOT_FOUND, _("No drive %" G_GINT64_FORMAT " in the history."), drive_id);
  else
    ds_history_set_error (self, rc, "find drive", error);
  return NULL;
}

DsHistoryTrends *
ds_history_store_load_trends (DsHistoryStore  *self,
                              gint64           drive_id,
                              GError         **error)
{
  g_autoptr(DsHistoryTrends) trends = g_new0 (DsHistoryTrends, 1);
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  int rc;

  /* One picture even while another process saves. */
  if (!ds_history_exec (self, "BEGIN", error))
    return NULL;
  trends->drive = get_drive (self, drive_id, error);
  if (trends->drive == NULL)
    goto fail;
  /* Benchmarks, measured here or imported, and nothing else a trend does
   * not draw (thermal tests, suites, any kind added later); oldest first. */
  stmt = ds_history_prepare (self,
                             "SELECT id FROM runs WHERE drive_id = ?1"
                             " AND kind IN ('bench', 'imported-cdm', 'imported-fio')"
                             " ORDER BY start_time, id",
                             error);
  if (stmt == NULL || !ds_history_bind_int (self, stmt, 1, drive_id, error))
    goto fail;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 id = sqlite3_column_int64 (stmt, 0);

      g_array_append_val (ids, id);
    }
  if (rc != SQLITE_DONE)
    {
      ds_history_set_error (self, rc, "list runs", error);
      goto fail;
    }
  trends->results = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_bench_result_free);
  for (guint i = 0; i < ids->len; i++)
    {
      DsBenchResult *result = ds_history_store_load_bench (self, g_array_index (ids, gint64, i), error);

      if (result == NULL)
        goto fail;
      g_ptr_array_add (trends->results, result);
    }
  trends->snapshots = ds_history_store_list_snapshots (self, drive_id, error);
  if (trends->snapshots == NULL)
    goto fail;
  g_clear_pointer (&stmt, sqlite3_finalize);
  stmt = ds_history_prepare (self,
                             "SELECT health FROM health_snapshots WHERE drive_id = ?1"
                             " ORDER BY taken_at DESC, id DESC LIMIT 1",
                             error);
  if (stmt == NULL || !ds_history_bind_int (self, stmt, 1, drive_id, error))
    goto fail;
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    {
      const char *text = (const char *) sqlite3_column_text (stmt, 0);
      g_autoptr(JsonNode) node = text != NULL ? ds_json_from_string (text, NULL) : NULL;

      if (node != NULL && JSON_NODE_HOLDS_OBJECT (node))
        trends->latest_health = json_object_ref (json_node_get_object (node));
    }
  else if (rc != SQLITE_DONE)
    {
      ds_history_set_error (self, rc, "newest snapshot", error);
      goto fail;
    }
  ds_history_rollback (self);
  return g_steal_pointer (&trends);

fail:
  ds_history_rollback (self);
  return NULL;
}

GPtrArray *
ds_history_store_list_snapshots (DsHistoryStore  *self,
                                 gint64           drive_id,
                                 GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GPtrArray) list = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_history_snapshot_free);
  int rc;

  stmt = ds_history_prepare (self,
                             "SELECT id, uuid, drive_id, taken_at, bytes_written, percentage_used,"
                             " temperature_c, power_on_hours, run_uuid, phase, available_spare, power_cycles,"
                             " unsafe_shutdowns, media_errors FROM health_snapshots"
                             " WHERE drive_id = ?1 ORDER BY taken_at, id",
                             error);
  if (stmt == NULL || !ds_history_bind_int (self, stmt, 1, drive_id, error))
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      DsHistorySnapshot *s = g_new0 (DsHistorySnapshot, 1);

      s->id = sqlite3_column_int64 (stmt, 0);
      s->uuid = ds_history_column_text (stmt, 1);
      s->drive_id = sqlite3_column_int64 (stmt, 2);
      s->taken_at = sqlite3_column_int64 (stmt, 3);
      s->bytes_written = ds_history_column_double (stmt, 4);
      s->percentage_used = ds_history_column_double (stmt, 5);
      s->temperature_c = ds_history_column_double (stmt, 6);
      s->power_on_hours = sqlite3_column_type (stmt, 7) == SQLITE_NULL ? -1 : sqlite3_column_int64 (stmt, 7);
      s->run_uuid = ds_history_column_text (stmt, 8);
      s->phase = ds_history_column_text (stmt, 9);
      s->available_spare = ds_history_column_double (stmt, 10);
      s->power_cycles = sqlite3_column_type (stmt, 11) == SQLITE_NULL ? -1 : sqlite3_column_int64 (stmt, 11);
      s->unsafe_shutdowns = sqlite3_column_type (stmt, 12) == SQLITE_NULL ? -1 : sqlite3_column_int64 (stmt, 12);
      s->media_errors = sqlite3_column_type (stmt, 13) == SQLITE_NULL ? -1 : sqlite3_column_int64 (stmt, 13);
      g_ptr_array_add (list, s);
    }
  if (rc != SQLITE_DONE)
    {
      ds_history_set_error (self, rc, "list snapshots", error);
      return NULL;
    }
  return g_steal_pointer (&list);
}

gboolean
ds_history_snapshot_field_valid (const char *field)
{
  if (field == NULL || field[0] == '\0')
    return FALSE;
  if (g_str_has_prefix (field, "attr:"))
    {
      guint64 id = 0;

      return g_ascii_string_to_unsigned (field + 5, 10, 1, 255, &id, NULL);
    }
  for (const char *p = field; *p != '\0'; p++)
    if (!g_ascii_islower (*p) && !g_ascii_isdigit (*p) && *p != '_')
      return FALSE;
  return TRUE;
}

/* The number @field names in one snapshot's `health` object, or FALSE. */
static gboolean
snapshot_value (JsonObject *health,
                const char *field,
                double     *out)
{
  JsonNode *node = NULL;

  if (g_str_has_prefix (field, "attr:"))
    {
      gint64 id = g_ascii_strtoll (field + 5, NULL, 10);
      JsonArray *attrs = ds_json_get_array (health, "attributes");

      for (guint i = 0; attrs != NULL && i < json_array_get_length (attrs) && node == NULL; i++)
        {
          JsonObject *a = json_array_get_object_element (attrs, i);

          if (a != NULL && ds_json_get_int (a, "id", -1) == id)
            node = json_object_get_member (a, "raw");
        }
    }
  else
    node = json_object_get_member (health, field);
  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return FALSE;
  if (json_node_get_value_type (node) == G_TYPE_INT64)
    *out = (double) json_node_get_int (node);
  else if (json_node_get_value_type (node) == G_TYPE_DOUBLE)
    *out = json_node_get_double (node);
  else
    return FALSE;
  return isfinite (*out);
}

GArray *
ds_history_store_list_snapshot_values (DsHistoryStore  *self,
                                       gint64           drive_id,
                                       const char      *field,
                                       GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(GArray) values = g_array_new (FALSE, FALSE, sizeof (DsHistoryValue));
  int rc;

  if (!ds_history_snapshot_field_valid (field))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("“%s” is not a health field: give a key of “health --json” such as media_errors, "
                     "or attr:ID for an ATA attribute’s raw value."), field != NULL ? field : "");
      return NULL;
    }
  stmt = ds_history_prepare (self,
                             "SELECT taken_at, health FROM health_snapshots WHERE drive_id = ?1 ORDER BY taken_at, id",
                             error);
  if (stmt == NULL || !ds_history_bind_int (self, stmt, 1, drive_id, error))
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      const char *text = (const char *) sqlite3_column_text (stmt, 1);
      g_autoptr(JsonNode) node = text != NULL ? ds_json_from_string (text, NULL) : NULL;
      DsHistoryValue v = { .taken_at = sqlite3_column_int64 (stmt, 0) };

      if (node != NULL && JSON_NODE_HOLDS_OBJECT (node) &&
          snapshot_value (json_node_get_object (node), field, &v.value))
        g_array_append_val (values, v);
    }
  if (rc != SQLITE_DONE)
    {
      ds_history_set_error (self, rc, "list snapshot values", error);
      return NULL;
    }
  return g_steal_pointer (&values);
}
