/* ds-history-save.c — writing drives, runs and health snapshots
 *
 * Each public save is one BEGIN IMMEDIATE … COMMIT: a run with all its tests,
 * measured runs, samples and events appears whole or not at all.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "ds-conditions.h"
#include "ds-datasheet.h"
#include "ds-error.h"
#include "ds-history-private.h"
#include "ds-json.h"

static gint64
now_seconds (void)
{
  return g_get_real_time () / G_USEC_PER_SEC;
}

JsonObject *
ds_history_drive_object (const DsDrive *drive)
{
  return ds_drive_to_identity_json (drive);
}

gint64
ds_history_upsert_drive (DsHistoryStore  *self,
                         JsonObject      *drive,
                         gint64           seen_at,
                         GError         **error)
{
  g_autofree char *identity = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  gint64 size, id = 0;

  /* An exported drive keeps the identity it had on the other machine. */
  identity = g_strdup (ds_json_get_string (drive, "identity"));
  if (identity == NULL)
    identity = ds_history_drive_identity (drive);
  if (identity == NULL)
    return 0;
  if (!ds_history_find_drive_id (self, drive, identity, &id, error))
    return -1;
  size = ds_json_get_int (drive, "size_bytes", 0);
  if (id > 0)
    stmt = ds_history_prepare (self,
                               "UPDATE drives SET"
                               "  name = coalesce (?2, name),"
                               "  model = CASE WHEN length (?3) > length (model) OR model IS NULL THEN ?3 ELSE model END,"
                               "  serial = coalesce (serial, ?4),"
                               "  wwn = coalesce (wwn, ?5),"
                               "  firmware = CASE WHEN ?8 >= last_seen THEN coalesce (?6, firmware) ELSE firmware END,"
                               "  capacity_bytes = coalesce (?7, capacity_bytes),"
                               "  first_seen = min (first_seen, ?8),"
                               "  last_seen = max (last_seen, ?8)"
                               " WHERE id = ?1",
                               error);
  else
    stmt = ds_history_prepare (self,
                               "INSERT INTO drives (id, identity, name, model, serial, wwn, firmware,"
                               "  capacity_bytes, first_seen, last_seen)"
                               " VALUES (NULL, ?9, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?8)",
                               error);
  if (stmt == NULL ||
      (id > 0 && !ds_history_bind_int (self, stmt, 1, id, error)) ||
      !ds_history_bind_text (self, stmt, 2, ds_json_get_string (drive, "name"), error) ||
      !ds_history_bind_text (self, stmt, 3, ds_json_get_string (drive, "model"), error) ||
      !ds_history_bind_text (self, stmt, 4, ds_json_get_string (drive, "serial"), error) ||
      !ds_history_bind_text (self, stmt, 5, ds_json_get_string (drive, "wwn"), error) ||
      !ds_history_bind_text (self, stmt, 6, ds_json_get_string (drive, "firmware"), error) ||
      !(size > 0 ? ds_history_bind_int (self, stmt, 7, size, error)
                 : ds_history_bind_null (self, stmt, 7, error)) ||
      !ds_history_bind_int (self, stmt, 8, seen_at, error) ||
      (id == 0 && !ds_history_bind_text (self, stmt, 9, identity, error)) ||
      !ds_history_step_done (self, stmt, "save drive", error))
    return -1;
  return id > 0 ? id : sqlite3_last_insert_rowid (self->db);
}

gint64
ds_history_store_ensure_drive (DsHistoryStore  *self,
                               JsonObject      *drive,
                               GError         **error)
{
  gint64 id;

  if (!ds_history_begin (self, error))
    return -1;
  id = ds_history_upsert_drive (self, drive, now_seconds (), error);
  if (id < 0 || !ds_history_commit (self, error))
    {
      ds_history_rollback (self);
      return -1;
    }
  return id;
}

gboolean
ds_history_store_drive_set (DsHistoryStore  *self,
                            gint64           drive_id,
                            double           rated_tbw_tb,
                            int              warranty_years,
                            const char      *label,
                            GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;

  if (!ds_history_check_text (label, error))
    return FALSE;
  stmt = ds_history_prepare (self,
                             "UPDATE drives SET"
                             " rated_tbw_tb = CASE WHEN ?2 THEN ?3 ELSE rated_tbw_tb END,"
                             " warranty_years = CASE WHEN ?4 THEN ?5 ELSE warranty_years END,"
                             " label = CASE WHEN ?6 THEN nullif (?7, '') ELSE label END"
                             " WHERE id = ?1",
                             error);
  if (stmt == NULL ||
      !ds_history_bind_int (self, stmt, 1, drive_id, error) ||
      !ds_history_bind_int (self, stmt, 2, !isnan (rated_tbw_tb), error) ||
      !ds_history_bind_double (self, stmt, 3, rated_tbw_tb, error) ||
      !ds_history_bind_int (self, stmt, 4, warranty_years >= 0, error) ||
      !ds_history_bind_int (self, stmt, 5, warranty_years, error) ||
      !ds_history_bind_int (self, stmt, 6, label != NULL, error) ||
      !ds_history_bind_text (self, stmt, 7, label, error) ||
      !ds_history_step_done (self, stmt, "drive-set", error))
    return FALSE;
  if (sqlite3_changes (self->db) == 0)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_NOT_FOUND, _("No drive %" G_GINT64_FORMAT " in the history."), drive_id);
      return FALSE;
    }
  return TRUE;
}

gboolean
ds_history_store_drive_set_datasheet (DsHistoryStore    *self,
                                      gint64             drive_id,
                                      const DsDatasheet *sheet,
                                      GError           **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autofree char *text = NULL;

  if (sheet != NULL && !ds_datasheet_is_empty (sheet))
    {
      g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);

      json_node_take_object (node, ds_datasheet_to_json (sheet));
      text = ds_json_to_string (node, FALSE);
    }
  stmt = ds_history_prepare (self, "UPDATE drives SET datasheet = ?2 WHERE id = ?1", error);
  if (stmt == NULL ||
      !ds_history_bind_int (self, stmt, 1, drive_id, error) ||
      !ds_history_bind_text (self, stmt, 2, text, error) ||
      !ds_history_step_done (self, stmt, "drive-set datasheet", error))
    return FALSE;
  if (sqlite3_changes (self->db) == 0)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_NOT_FOUND, _("No drive %" G_GINT64_FORMAT " in the history."), drive_id);
      return FALSE;
    }
  return TRUE;
}

static gboolean
ensure_new_uuid (DsHistoryStore  *self,
                 const char      *uuid,
                 GError         **error)
{
  gboolean exists = FALSE;

  if (!ds_history_uuid_exists (self, "runs", uuid, &exists, error))
    return FALSE;
  if (exists)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("A run with uuid %s is already in the history; nothing was saved."), uuid);
      return FALSE;
    }
  return TRUE;
}

gint64
ds_history_insert_run (DsHistoryStore  *self,
            const char      *uuid,
            DsRunKind        kind,
            gint64           start_time,
            gint64           end_time,
            DsRunStatus      status,
            JsonObject      *settings,
            JsonObject      *conditions,
            const char      *headline,
            const char      *label,
            const char      *comment,
            const char      *app_version,
            GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(JsonNode) settings_node = json_node_init_object (json_node_alloc (), settings);
  g_autoptr(JsonNode) conditions_node = json_node_init_object (json_node_alloc (), conditions);
  gint64 drive_id;

  if (!ensure_new_uuid (self, uuid, error))
    return -1;
  drive_id = ds_history_upsert_drive (self, ds_conditions_get_drive_object (conditions),
                                      start_time > 0 ? start_time : now_seconds (), error);
  if (drive_id < 0)
    return -1;
  if (app_version == NULL)
    app_version = ds_conditions_get_app_version (conditions);
  stmt = ds_history_prepare (self,
                             "INSERT INTO runs (uuid, kind, drive_id, start_time, end_time, status,"
                             " imported, label, comment, app_version, headline, settings, conditions)"
                             " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13)",
                             error);
  if (stmt == NULL ||
      !ds_history_bind_text (self, stmt, 1, uuid, error) ||
      !ds_history_bind_text (self, stmt, 2, ds_run_kind_to_string (kind), error) ||
      !(drive_id > 0 ? ds_history_bind_int (self, stmt, 3, drive_id, error)
                     : ds_history_bind_null (self, stmt, 3, error)) ||
      !ds_history_bind_int (self, stmt, 4, start_time, error) ||
      !ds_history_bind_int (self, stmt, 5, end_time, error) ||
      !ds_history_bind_text (self, stmt, 6, ds_run_status_to_string (status), error) ||
      !ds_history_bind_int (self, stmt, 7, ds_run_kind_is_imported (kind), error) ||
      !ds_history_bind_text (self, stmt, 8, label, error) ||
      !ds_history_bind_text (self, stmt, 9, comment, error) ||
      !ds_history_bind_text (self, stmt, 10, app_version, error) ||
      !ds_history_bind_text (self, stmt, 11, headline, error) ||
      !ds_history_bind_json (self, stmt, 12, settings_node, error) ||
      !ds_history_bind_json (self, stmt, 13, conditions_node, error) ||
      !ds_history_step_done (self, stmt, "save run", error))
    return -1;
  return sqlite3_last_insert_rowid (self->db);
}

gboolean
ds_history_save_verified_writes (DsHistoryStore         *self,
                                 gint64                  run_id,
                                 const DsIoVerifyResult *verify,
                                 GError                **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(JsonNode) node = NULL;

  if (verify == NULL)
    return TRUE;
  node = json_node_init_object (json_node_alloc (), ds_io_verify_result_to_json (verify));
  json_object_unref (json_node_get_object (node));
  stmt = ds_history_prepare (self, "UPDATE runs SET verified_writes = ?2 WHERE id = ?1", error);
  return stmt != NULL &&
         ds_history_bind_int (self, stmt, 1, run_id, error) &&
         ds_history_bind_json (self, stmt, 2, node, error) &&
         ds_history_step_done (self, stmt, "save verified writes", error);
}

gboolean
ds_history_load_verified_writes (DsHistoryStore     *self,
                                 gint64              run_id,
                                 DsIoVerifyResult  **out,
                                 GError            **error)
{
  g_autoptr(sqlite3_stmt) stmt = ds_history_prepare (self, "SELECT verified_writes FROM runs WHERE id = ?1", error);
  g_autoptr(JsonNode) node = NULL;
  g_autofree DsIoVerifyResult *verify = NULL;
  int rc;

  *out = NULL;
  if (stmt == NULL || !ds_history_bind_int (self, stmt, 1, run_id, error))
    return FALSE;
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_DONE)
    return TRUE;
  if (rc != SQLITE_ROW)
    return ds_history_set_error (self, rc, "load verified writes", error);
  node = ds_history_column_json (stmt, 0);
  if (node == NULL)
    return TRUE;
  verify = g_new0 (DsIoVerifyResult, 1);
  if (!JSON_NODE_HOLDS_OBJECT (node) ||
      !ds_io_verify_result_from_json (json_node_get_object (node), verify, NULL))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_DAMAGED,
                   _("history.db is damaged: run %lld has unreadable verified writes."), (long long) run_id);
      return FALSE;
    }
  *out = g_steal_pointer (&verify);
  return TRUE;
}

static char *
bench_headline (const DsBenchResult *result)
{
  const DsBenchTestResult *first = result->tests->len > 0 ? g_ptr_array_index (result->tests, 0) : NULL;
  g_autofree char *spec = NULL;
  double read = NAN, write = NAN;

  if (first == NULL)
    return NULL;
  spec = ds_bench_spec_to_string (&first->spec);
  for (guint i = 0; i < result->tests->len; i++)
    {
      const DsBenchTestResult *t = g_ptr_array_index (result->tests, i);
      const DsIoRunStats *best = ds_bench_test_result_best (t);

      if (best == NULL || t->spec.pattern != first->spec.pattern ||
          t->spec.block_size != first->spec.block_size ||
          t->spec.queue_depth != first->spec.queue_depth || t->spec.threads != first->spec.threads)
        continue;
      if (t->mode == DS_IO_MODE_READ)
        read = best->mbps;
      else if (t->mode == DS_IO_MODE_WRITE)
        write = best->mbps;
    }
  if (isfinite (read) && isfinite (write))
    return g_strdup_printf ("%s R %.1f W %.1f MB/s", spec, read, write);
  if (isfinite (read) || isfinite (write))
    return g_strdup_printf ("%s %s %.1f MB/s", spec, isfinite (read) ? "R" : "W",
                            isfinite (read) ? read : write);
  return g_steal_pointer (&spec);
}

static gboolean
insert_bench_test (DsHistoryStore          *self,
                   sqlite3_stmt            *test_stmt,
                   sqlite3_stmt            *run_stmt,
                   gint64                   run_id,
                   guint                    position,
                   const DsBenchTestResult *t,
                   GError                 **error)
{
  const DsIoRunStats *best = ds_bench_test_result_best (t);
  const DsIoRunStats *median = ds_bench_test_result_median (t);
  g_autofree char *spec = ds_bench_spec_to_string (&t->spec);

  if (!ds_history_bind_int (self, test_stmt, 1, run_id, error) ||
      !ds_history_bind_int (self, test_stmt, 2, position, error) ||
      !ds_history_bind_text (self, test_stmt, 3, spec, error) ||
      !ds_history_bind_text (self, test_stmt, 4, ds_io_mode_to_string (t->mode), error) ||
      !(t->mode == DS_IO_MODE_MIX ? ds_history_bind_int (self, test_stmt, 5, t->mix_read_percent, error)
                                     : ds_history_bind_null (self, test_stmt, 5, error)) ||
      !ds_history_bind_int (self, test_stmt, 6, t->cached, error) ||
      !ds_history_bind_int (self, test_stmt, 7, t->incomplete, error) ||
      !ds_history_bind_double (self, test_stmt, 8, best ? best->mbps : NAN, error) ||
      !ds_history_bind_double (self, test_stmt, 9, best ? best->iops : NAN, error) ||
      !ds_history_bind_double (self, test_stmt, 10, best ? best->lat_p99_us : NAN, error) ||
      !ds_history_bind_double (self, test_stmt, 11, best ? best->lat_mean_us : NAN, error) ||
      !ds_history_bind_double (self, test_stmt, 12, median ? median->mbps : NAN, error) ||
      !ds_history_step_done (self, test_stmt, "save test", error))
    return FALSE;

  for (guint j = 0; j < t->runs->len; j++)
    {
      const DsIoRunStats *r = &g_array_index (t->runs, DsIoRunStats, j);
      const double values[] = {
        r->mbps, r->iops, NAN, NAN, r->seconds, r->lat_mean_us, r->lat_min_us, r->lat_max_us,
        r->lat_stddev_us, r->lat_p50_us, r->lat_p90_us, r->lat_p99_us, r->lat_p999_us, r->lat_p9999_us,
        r->cpu_seconds,
      };

      (void) sqlite3_reset (run_stmt);
      if (!ds_history_bind_int (self, run_stmt, 1, run_id, error) ||
          !ds_history_bind_int (self, run_stmt, 2, position, error) ||
          !ds_history_bind_int (self, run_stmt, 3, j, error))
        return FALSE;
      for (guint k = 0; k < G_N_ELEMENTS (values); k++)
        {
          gboolean ok;

          if (k == 2)
            ok = ds_history_bind_int (self, run_stmt, 4 + k, (gint64) r->bytes, error);
          else if (k == 3)
            ok = ds_history_bind_int (self, run_stmt, 4 + k, (gint64) r->ios, error);
          else
            ok = ds_history_bind_double (self, run_stmt, 4 + k, values[k], error);
          if (!ok)
            return FALSE;
        }
      if (!ds_history_step_done (self, run_stmt, "save measured run", error))
        return FALSE;
    }
  return TRUE;
}

gint64
ds_history_insert_bench (DsHistoryStore      *self,
                         const DsBenchResult *result,
                         const char          *label,
                         const char          *comment,
                         const char          *app_version,
                         GError             **error)
{
  g_autofree char *uuid = result->uuid != NULL ? g_strdup (result->uuid) : g_uuid_string_random ();
  g_autofree char *headline = bench_headline (result);
  g_autoptr(sqlite3_stmt) test_stmt = NULL;
  g_autoptr(sqlite3_stmt) run_stmt = NULL;
  gint64 run_id;

  run_id = ds_history_insert_run (self, uuid, result->kind,
                       result->start_time, result->end_time, result->status,
                       result->settings, result->conditions, headline,
                       label, comment, app_version, error);
  if (run_id < 0)
    return -1;
  test_stmt = ds_history_prepare (self,
                                  "INSERT INTO bench_tests (run_id, position, spec, mode, mix_read_percent,"
                                  " cached, incomplete, best_mbps, best_iops, best_p99_us, best_mean_us, median_mbps)"
                                  " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
                                  error);
  if (test_stmt == NULL)
    return -1;
  run_stmt = ds_history_prepare (self,
                                 "INSERT INTO bench_runs (run_id, position, idx, mbps, iops, bytes, ios, seconds,"
                                 " lat_mean_us, lat_min_us, lat_max_us, lat_stddev_us, lat_p50_us, lat_p90_us,"
                                 " lat_p99_us, lat_p999_us, lat_p9999_us, cpu_seconds)"
                                 " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17, ?18)",
                                 error);
  if (run_stmt == NULL)
    return -1;
  for (guint i = 0; i < result->tests->len; i++)
    {
      (void) sqlite3_reset (test_stmt);
      if (!insert_bench_test (self, test_stmt, run_stmt, run_id, i,
                              g_ptr_array_index (result->tests, i), error))
        return -1;
    }
  if (!ds_history_save_verified_writes (self, run_id, result->verify, error))
    return -1;
  return run_id;
}

gint64
ds_history_insert_thermal (DsHistoryStore        *self,
                           const DsThermalResult *result,
                           const char            *label,
                           const char            *comment,
                           const char            *app_version,
                           GError               **error)
{
  g_autofree char *uuid = result->uuid != NULL ? g_strdup (result->uuid) : g_uuid_string_random ();
  g_autofree char *headline = NULL;
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(JsonNode) delta = NULL;
  const DsThermalSummary *s = &result->summary;
  gint64 run_id;

  if (isfinite (s->peak_temp_c))
    headline = g_strdup_printf ("steady %.1f MB/s, peak %.0f °C", s->steady_mbps, s->peak_temp_c);
  else
    headline = g_strdup_printf ("steady %.1f MB/s", s->steady_mbps);
  run_id = ds_history_insert_run (self, uuid, DS_RUN_KIND_THERMAL, result->start_time, result->end_time, result->status,
                       result->settings, result->conditions, headline,
                       label, comment, app_version, error);
  if (run_id < 0)
    return -1;

  if (result->health_delta != NULL)
    delta = json_node_init_object (json_node_alloc (), result->health_delta);
  stmt = ds_history_prepare (self,
                             "INSERT INTO thermal_runs (run_id, warning_temp_c, critical_temp_c, start_mbps,"
                             " steady_mbps, avg_mbps, min_mbps, max_mbps, spread_mbps, bytes_written,"
                             " peak_temp_c, final_temp_c, recovery_s, write_seconds, verdict, health_delta)"
                             " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)",
                             error);
  if (stmt == NULL ||
      !ds_history_bind_int (self, stmt, 1, run_id, error) ||
      !ds_history_bind_double (self, stmt, 2, result->warning_temp_c, error) ||
      !ds_history_bind_double (self, stmt, 3, result->critical_temp_c, error) ||
      !ds_history_bind_double (self, stmt, 4, s->start_mbps, error) ||
      !ds_history_bind_double (self, stmt, 5, s->steady_mbps, error) ||
      !ds_history_bind_double (self, stmt, 6, s->avg_mbps, error) ||
      !ds_history_bind_double (self, stmt, 7, s->min_mbps, error) ||
      !ds_history_bind_double (self, stmt, 8, s->max_mbps, error) ||
      !ds_history_bind_double (self, stmt, 9, s->spread_mbps, error) ||
      !ds_history_bind_int (self, stmt, 10, (gint64) s->bytes_written, error) ||
      !ds_history_bind_double (self, stmt, 11, s->peak_temp_c, error) ||
      !ds_history_bind_double (self, stmt, 12, s->final_temp_c, error) ||
      !ds_history_bind_double (self, stmt, 13, s->recovery_s, error) ||
      !ds_history_bind_double (self, stmt, 14, s->write_seconds, error) ||
      !ds_history_bind_text (self, stmt, 15, result->verdict, error) ||
      !ds_history_bind_json (self, stmt, 16, delta, error) ||
      !ds_history_step_done (self, stmt, "save thermal summary", error))
    return -1;
  g_clear_pointer (&stmt, sqlite3_finalize);

  stmt = ds_history_prepare (self,
                             "INSERT INTO thermal_samples (run_id, idx, t_s, mbps, temp_c, bytes, cooldown)"
                             " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                             error);
  if (stmt == NULL)
    return -1;
  for (guint i = 0; i < result->samples->len; i++)
    {
      const DsThermalSample *smp = &g_array_index (result->samples, DsThermalSample, i);

      (void) sqlite3_reset (stmt);
      if (!ds_history_bind_int (self, stmt, 1, run_id, error) ||
          !ds_history_bind_int (self, stmt, 2, i, error) ||
          !ds_history_bind_double (self, stmt, 3, smp->t_s, error) ||
          !ds_history_bind_double (self, stmt, 4, smp->mbps, error) ||
          !ds_history_bind_double (self, stmt, 5, smp->temp_c, error) ||
          !ds_history_bind_int (self, stmt, 6, (gint64) smp->bytes, error) ||
          !ds_history_bind_int (self, stmt, 7, smp->cooldown, error) ||
          !ds_history_step_done (self, stmt, "save sample", error))
        return -1;
    }
  g_clear_pointer (&stmt, sqlite3_finalize);

  stmt = ds_history_prepare (self,
                             "INSERT INTO thermal_events (run_id, idx, cause, onset_s, onset_temp_c,"
                             " before_mbps, during_mbps, end_s, recovered_s, cache_bytes, steps, end_mbps)"
                             " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
                             error);
  if (stmt == NULL)
    return -1;
  for (guint i = 0; i < result->events->len; i++)
    {
      const DsThermalEvent *e = g_ptr_array_index (result->events, i);
      g_autoptr(JsonNode) steps = json_node_new (JSON_NODE_ARRAY);
      JsonArray *arr = json_array_new ();

      for (guint j = 0; j < e->steps->len; j++)
        {
          const DsThermalStep *st = &g_array_index (e->steps, DsThermalStep, j);
          JsonObject *so = json_object_new ();

          ds_json_set_double (so, "t_s", st->t_s);
          ds_json_set_double (so, "mbps", st->mbps);
          json_array_add_object_element (arr, so);
        }
      json_node_take_array (steps, arr);
      (void) sqlite3_reset (stmt);
      if (!ds_history_bind_int (self, stmt, 1, run_id, error) ||
          !ds_history_bind_int (self, stmt, 2, i, error) ||
          !ds_history_bind_text (self, stmt, 3, ds_thermal_cause_to_string (e->cause), error) ||
          !ds_history_bind_double (self, stmt, 4, e->onset_s, error) ||
          !ds_history_bind_double (self, stmt, 5, e->onset_temp_c, error) ||
          !ds_history_bind_double (self, stmt, 6, e->before_mbps, error) ||
          !ds_history_bind_double (self, stmt, 7, e->during_mbps, error) ||
          !ds_history_bind_double (self, stmt, 8, e->end_s, error) ||
          !ds_history_bind_double (self, stmt, 9, e->recovered_s, error) ||
          !(e->cause == DS_THERMAL_CAUSE_CACHE ? ds_history_bind_int (self, stmt, 10, (gint64) e->cache_bytes, error)
                                               : ds_history_bind_null (self, stmt, 10, error)) ||
          !ds_history_bind_json (self, stmt, 11, steps, error) ||
          !ds_history_bind_double (self, stmt, 12, e->end_mbps, error) ||
          !ds_history_step_done (self, stmt, "save event", error))
        return -1;
    }
  return run_id;
}

gint64
ds_history_store_save_bench (DsHistoryStore      *self,
                             const DsBenchResult *result,
                             GError             **error)
{
  gint64 id;

  if (!ds_history_begin (self, error))
    return 0;
  id = ds_history_insert_bench (self, result, NULL, NULL, NULL, error);
  if (id < 0 || !ds_history_commit (self, error))
    {
      ds_history_rollback (self);
      return 0;
    }
  return id;
}

gint64
ds_history_store_save_thermal (DsHistoryStore        *self,
                               const DsThermalResult *result,
                               GError               **error)
{
  gint64 id;

  if (!ds_history_begin (self, error))
    return 0;
  id = ds_history_insert_thermal (self, result, NULL, NULL, NULL, error);
  if (id < 0 || !ds_history_commit (self, error))
    {
      ds_history_rollback (self);
      return 0;
    }
  return id;
}

gint64
ds_history_insert_health (DsHistoryStore  *self,
                          const char      *uuid,
                          JsonObject      *drive,
                          JsonObject      *health,
                          JsonNode        *raw,
                          gint64           taken_at,
                          const char      *run_uuid,
                          const char      *phase,
                          GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(JsonNode) health_node = json_node_init_object (json_node_alloc (), health);
  g_autofree char *new_uuid = NULL;
  gint64 drive_id;
  gint64 poh = ds_json_get_int (health, "power_on_hours", -1);
  gint64 cycles = ds_json_get_int (health, "power_cycles", -1);
  gint64 unsafe = ds_json_get_int (health, "unsafe_shutdowns", -1);
  gint64 media = ds_json_get_int (health, "media_errors", -1);

  drive_id = ds_history_upsert_drive (self, drive, taken_at, error);
  if (drive_id < 0)
    return -1;
  if (drive_id == 0)
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                           _("The drive reports neither a WWN nor a serial number, so its health history cannot be kept."));
      return -1;
    }
  if (uuid == NULL)
    uuid = new_uuid = g_uuid_string_random ();
  stmt = ds_history_prepare (self,
                             "INSERT INTO health_snapshots (uuid, drive_id, taken_at, run_uuid, phase,"
                             " bytes_written, bytes_read, percentage_used, available_spare, temperature_c,"
                             " power_on_hours, power_cycles, unsafe_shutdowns, media_errors, verdict, health, raw)"
                             " VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?17)",
                             error);
  if (stmt == NULL ||
      !ds_history_bind_text (self, stmt, 1, uuid, error) ||
      !ds_history_bind_int (self, stmt, 2, drive_id, error) ||
      !ds_history_bind_int (self, stmt, 3, taken_at, error) ||
      !ds_history_bind_text (self, stmt, 4, run_uuid, error) ||
      !ds_history_bind_text (self, stmt, 5, phase, error) ||
      !ds_history_bind_double (self, stmt, 6, ds_json_get_double (health, "bytes_written", NAN), error) ||
      !ds_history_bind_double (self, stmt, 7, ds_json_get_double (health, "bytes_read", NAN), error) ||
      !ds_history_bind_double (self, stmt, 8, ds_json_get_double (health, "percentage_used", NAN), error) ||
      !ds_history_bind_double (self, stmt, 9, ds_json_get_double (health, "available_spare", NAN), error) ||
      !ds_history_bind_double (self, stmt, 10, ds_json_get_double (health, "temperature_c", NAN), error) ||
      !(poh >= 0 ? ds_history_bind_int (self, stmt, 11, poh, error) : ds_history_bind_null (self, stmt, 11, error)) ||
      !(cycles >= 0 ? ds_history_bind_int (self, stmt, 12, cycles, error) : ds_history_bind_null (self, stmt, 12, error)) ||
      !(unsafe >= 0 ? ds_history_bind_int (self, stmt, 13, unsafe, error) : ds_history_bind_null (self, stmt, 13, error)) ||
      !(media >= 0 ? ds_history_bind_int (self, stmt, 14, media, error) : ds_history_bind_null (self, stmt, 14, error)) ||
      !ds_history_bind_text (self, stmt, 15, ds_json_get_string (health, "verdict"), error) ||
      !ds_history_bind_json (self, stmt, 16, health_node, error) ||
      !ds_history_bind_json (self, stmt, 17, raw, error) ||
      !ds_history_step_done (self, stmt, "save health snapshot", error))
    return -1;
  return sqlite3_last_insert_rowid (self->db);
}

gint64
ds_history_store_save_health (DsHistoryStore  *self,
                              JsonObject      *drive,
                              JsonObject      *health,
                              JsonNode        *raw,
                              gint64           taken_at,
                              const char      *run_uuid,
                              const char      *phase,
                              GError         **error)
{
  gint64 id;

  g_return_val_if_fail (health != NULL, 0);
  if (!ds_history_begin (self, error))
    return 0;
  id = ds_history_insert_health (self, NULL, drive, health, raw,
                                 taken_at > 0 ? taken_at : now_seconds (),
                                 run_uuid, phase, error);
  if (id < 0 || !ds_history_commit (self, error))
    {
      ds_history_rollback (self);
      return 0;
    }
  return id;
}
