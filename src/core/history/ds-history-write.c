/* ds-history-write.c — DsHistory's writes: saving runs and health
 * snapshots, comments, labels, ratings, deleting and importing
 *
 * Each write is a state struct of its own (its parameters, copied, and its
 * answer), a run through the ds_history_store_* function the CLI calls,
 * and its _async / _finish pair (ds-history-operation-private.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ds-history-health.h"
#include "ds-history-operation-private.h"
#include "ds-history-verify.h"
#include "ds-json.h"

/* --- saving a run: one operation for every kind of result --- */

typedef enum
{
  SAVE_BENCH,
  SAVE_THERMAL,
  SAVE_SUITE,
  SAVE_VERIFY,
} SaveKind;

typedef struct
{
  SaveKind         kind;
  /* One of them: a copy, the caller may change its own. */
  DsBenchResult   *bench;
  DsThermalResult *thermal;
  DsSuiteResult   *suite;
  DsVerifyResult  *verify;
  gint64           id;        /* the answer */
} SaveRun;

static void
save_run_free (SaveRun *s)
{
  g_clear_pointer (&s->bench, ds_bench_result_free);
  g_clear_pointer (&s->thermal, ds_thermal_result_free);
  g_clear_pointer (&s->suite, ds_suite_result_free);
  g_clear_pointer (&s->verify, ds_verify_result_free);
  g_free (s);
}

static gboolean
save_run_run (DsHistoryStore  *store,
              gpointer         state,
              GError         **error)
{
  SaveRun *s = state;

  switch (s->kind)
    {
    case SAVE_BENCH:
      s->id = ds_history_store_save_bench (store, s->bench, error);
      break;
    case SAVE_THERMAL:
      s->id = ds_history_store_save_thermal (store, s->thermal, error);
      break;
    case SAVE_SUITE:
      s->id = ds_history_store_save_suite (store, s->suite, error);
      break;
    case SAVE_VERIFY:
      s->id = ds_history_store_save_verify (store, s->verify, error);
      break;
    default:
      g_assert_not_reached ();
    }
  return s->id != 0;
}

static const DsHistoryOperation save_run_op = {
  .name = "history: save run",
  .changes = DS_HISTORY_CHANGE_RUNS,
  .run = save_run_run,
};

static void
save_run_start (DsHistory           *self,
                SaveRun             *s,
                GCancellable        *cancellable,
                GAsyncReadyCallback  callback,
                gpointer             user_data)
{
  ds_history_operation_start (self, &save_run_op, s, (GDestroyNotify) save_run_free, cancellable, callback,
                              user_data);
}

void
ds_history_save_bench_async (DsHistory           *self,
                             const DsBenchResult *result,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  SaveRun *s = g_new0 (SaveRun, 1);
  g_autoptr(JsonNode) json = ds_bench_result_to_json (result);

  s->kind = SAVE_BENCH;
  /* A result reads back what it wrote; the copy cannot fail. */
  s->bench = ds_bench_result_from_json (json, NULL);
  g_assert (s->bench != NULL);
  save_run_start (self, s, cancellable, callback, user_data);
}

void
ds_history_save_thermal_async (DsHistory             *self,
                               const DsThermalResult *result,
                               GCancellable          *cancellable,
                               GAsyncReadyCallback    callback,
                               gpointer               user_data)
{
  SaveRun *s = g_new0 (SaveRun, 1);
  g_autoptr(JsonNode) json = ds_thermal_result_to_json (result);

  s->kind = SAVE_THERMAL;
  s->thermal = ds_thermal_result_from_json (json, NULL);
  g_assert (s->thermal != NULL);
  save_run_start (self, s, cancellable, callback, user_data);
}

void
ds_history_save_suite_async (DsHistory           *self,
                             const DsSuiteResult *result,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  SaveRun *s = g_new0 (SaveRun, 1);
  g_autoptr(JsonNode) json = ds_suite_result_to_json (result);

  s->kind = SAVE_SUITE;
  s->suite = ds_suite_result_from_json (json, NULL);
  g_assert (s->suite != NULL);
  s->suite->comment = g_strdup (result->comment);
  save_run_start (self, s, cancellable, callback, user_data);
}

void
ds_history_save_verify_async (DsHistory            *self,
                              const DsVerifyResult *result,
                              GCancellable         *cancellable,
                              GAsyncReadyCallback   callback,
                              gpointer              user_data)
{
  SaveRun *s = g_new0 (SaveRun, 1);
  g_autoptr(JsonNode) json = ds_verify_result_to_json (result);

  s->kind = SAVE_VERIFY;
  s->verify = ds_verify_result_from_json (json, NULL);
  g_assert (s->verify != NULL);
  save_run_start (self, s, cancellable, callback, user_data);
}

static gint64
save_run_finish (DsHistory     *self,
                 GAsyncResult  *result,
                 int            kind,     /* a SaveKind, or -1: any */
                 GError       **error)
{
  SaveRun *s = ds_history_operation_finish (self, result, &save_run_op, error);

  if (s == NULL)
    return 0;
  g_return_val_if_fail (kind < 0 || (int) s->kind == kind, 0);
  return s->id;
}

gint64
ds_history_save_bench_finish (DsHistory     *self,
                              GAsyncResult  *result,
                              GError       **error)
{
  return save_run_finish (self, result, SAVE_BENCH, error);
}

gint64
ds_history_save_thermal_finish (DsHistory     *self,
                                GAsyncResult  *result,
                                GError       **error)
{
  return save_run_finish (self, result, SAVE_THERMAL, error);
}

gint64
ds_history_save_suite_finish (DsHistory     *self,
                              GAsyncResult  *result,
                              GError       **error)
{
  return save_run_finish (self, result, SAVE_SUITE, error);
}

gint64
ds_history_save_run_finish (DsHistory     *self,
                            GAsyncResult  *result,
                            GError       **error)
{
  return save_run_finish (self, result, -1, error);
}

/* --- save health --- */

typedef struct
{
  JsonObject *drive;        /* ds_history_drive_object */
  JsonObject *health;       /* ds_history_health_snapshot_json */
  JsonNode   *raw;          /* the helper's pages, or NULL */
  char       *run_uuid;
  char       *phase;
  gint64      id;
} SaveHealth;

static void
save_health_free (SaveHealth *s)
{
  g_clear_pointer (&s->drive, json_object_unref);
  g_clear_pointer (&s->health, json_object_unref);
  g_clear_pointer (&s->raw, json_node_unref);
  g_free (s->run_uuid);
  g_free (s->phase);
  g_free (s);
}

static gboolean
save_health_run (DsHistoryStore  *store,
                 gpointer         state,
                 GError         **error)
{
  SaveHealth *s = state;

  s->id = ds_history_store_save_health (store, s->drive, s->health, s->raw, 0, s->run_uuid, s->phase, error);
  return s->id != 0;
}

static const DsHistoryOperation save_health_op = {
  .name = "history: save health",
  .changes = DS_HISTORY_CHANGE_HEALTH,
  .run = save_health_run,
};

void
ds_history_save_health_async (DsHistory           *self,
                              const DsDrive       *drive,
                              const DsHealth      *health,
                              const char          *run_uuid,
                              const char          *phase,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  SaveHealth *s;
  g_autoptr(JsonNode) health_json = NULL;

  g_return_if_fail (drive != NULL && health != NULL);
  g_return_if_fail (phase == NULL || g_str_equal (phase, "before") || g_str_equal (phase, "after"));

  s = g_new0 (SaveHealth, 1);
  health_json = ds_history_health_snapshot_json (health);
  s->drive = ds_history_drive_object (drive);
  s->health = json_object_ref (json_node_get_object (health_json));
  s->raw = health->raw_json != NULL ? ds_json_from_string (health->raw_json, NULL) : NULL;
  s->run_uuid = g_strdup (run_uuid);
  s->phase = g_strdup (phase);
  ds_history_operation_start (self, &save_health_op, s, (GDestroyNotify) save_health_free, cancellable, callback,
                              user_data);
}

gint64
ds_history_save_health_finish (DsHistory     *self,
                               GAsyncResult  *result,
                               GError       **error)
{
  SaveHealth *s = ds_history_operation_finish (self, result, &save_health_op, error);

  return s != NULL ? s->id : 0;
}

/* --- comment and label: the same operation on a different column --- */

typedef struct
{
  gint64  run_id;
  char   *text;
} SetRunText;

static void
set_run_text_free (SetRunText *s)
{
  g_free (s->text);
  g_free (s);
}

static gboolean
set_comment_run (DsHistoryStore  *store,
                 gpointer         state,
                 GError         **error)
{
  SetRunText *s = state;

  return ds_history_store_set_comment (store, s->run_id, s->text, error);
}

static gboolean
set_label_run (DsHistoryStore  *store,
               gpointer         state,
               GError         **error)
{
  SetRunText *s = state;

  return ds_history_store_set_label (store, s->run_id, s->text, error);
}

static const DsHistoryOperation set_comment_op = {
  .name = "history: set comment",
  .changes = DS_HISTORY_CHANGE_RUNS,
  .run = set_comment_run,
};
static const DsHistoryOperation set_label_op = {
  .name = "history: set label",
  .changes = DS_HISTORY_CHANGE_RUNS,
  .run = set_label_run,
};

static void
set_run_text_start (DsHistory                *self,
                    const DsHistoryOperation *operation,
                    gint64                    run_id,
                    const char               *text,
                    GCancellable             *cancellable,
                    GAsyncReadyCallback       callback,
                    gpointer                  user_data)
{
  SetRunText *s = g_new0 (SetRunText, 1);

  s->run_id = run_id;
  s->text = g_strdup (text);
  ds_history_operation_start (self, operation, s, (GDestroyNotify) set_run_text_free, cancellable, callback,
                              user_data);
}

void
ds_history_set_comment_async (DsHistory           *self,
                              gint64               run_id,
                              const char          *comment,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  set_run_text_start (self, &set_comment_op, run_id, comment, cancellable, callback, user_data);
}

gboolean
ds_history_set_comment_finish (DsHistory     *self,
                               GAsyncResult  *result,
                               GError       **error)
{
  return ds_history_operation_finish (self, result, &set_comment_op, error) != NULL;
}

void
ds_history_set_label_async (DsHistory           *self,
                            gint64               run_id,
                            const char          *label,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  set_run_text_start (self, &set_label_op, run_id, label, cancellable, callback, user_data);
}

gboolean
ds_history_set_label_finish (DsHistory     *self,
                             GAsyncResult  *result,
                             GError       **error)
{
  return ds_history_operation_finish (self, result, &set_label_op, error) != NULL;
}

/* --- deleting --- */

typedef struct
{
  GArray   *run_ids;
  JsonNode *undo;           /* the answer */
} DeleteRuns;

static void
delete_runs_free (DeleteRuns *s)
{
  g_clear_pointer (&s->run_ids, g_array_unref);
  g_clear_pointer (&s->undo, json_node_unref);
  g_free (s);
}

static gboolean
delete_runs_run (DsHistoryStore  *store,
                 gpointer         state,
                 GError         **error)
{
  DeleteRuns *s = state;

  return ds_history_store_delete_runs (store, s->run_ids, &s->undo, error);
}

static const DsHistoryOperation delete_runs_op = {
  .name = "history: delete runs",
  .changes = DS_HISTORY_CHANGE_RUNS | DS_HISTORY_CHANGE_HEALTH,
  .run = delete_runs_run,
};

void
ds_history_delete_runs_async (DsHistory           *self,
                              GArray              *run_ids,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  DeleteRuns *s = g_new0 (DeleteRuns, 1);

  s->run_ids = ds_history_copy_ids (run_ids);
  ds_history_operation_start (self, &delete_runs_op, s, (GDestroyNotify) delete_runs_free, cancellable, callback,
                              user_data);
}

JsonNode *
ds_history_delete_runs_finish (DsHistory     *self,
                               GAsyncResult  *result,
                               GError       **error)
{
  DeleteRuns *s = ds_history_operation_finish (self, result, &delete_runs_op, error);

  return s != NULL ? g_steal_pointer (&s->undo) : NULL;
}

/* --- a drive's ratings --- */

typedef struct
{
  gint64  drive_id;
  double  rated_tbw_tb;
  int     warranty_years;
} SetRatings;

static gboolean
set_ratings_run (DsHistoryStore  *store,
                 gpointer         state,
                 GError         **error)
{
  SetRatings *s = state;

  return ds_history_store_drive_set (store, s->drive_id, s->rated_tbw_tb, s->warranty_years, NULL, error);
}

static const DsHistoryOperation set_ratings_op = {
  .name = "history: set ratings",
  .changes = DS_HISTORY_CHANGE_DRIVES,
  .run = set_ratings_run,
};

void
ds_history_set_ratings_async (DsHistory           *self,
                              gint64               drive_id,
                              double               rated_tbw_tb,
                              int                  warranty_years,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  SetRatings *s = g_new0 (SetRatings, 1);

  s->drive_id = drive_id;
  s->rated_tbw_tb = rated_tbw_tb;
  s->warranty_years = warranty_years;
  ds_history_operation_start (self, &set_ratings_op, s, g_free, cancellable, callback, user_data);
}

gboolean
ds_history_set_ratings_finish (DsHistory     *self,
                               GAsyncResult  *result,
                               GError       **error)
{
  return ds_history_operation_finish (self, result, &set_ratings_op, error) != NULL;
}

/* --- importing: an export document, or a file of any format --- */

typedef struct
{
  char           *path;       /* NULL: import @document */
  DsImportFormat  format;
  JsonNode       *document;   /* a copy, or what @path holds */
  guint           added;      /* the answers */
  guint           skipped;
} Import;

static void
import_free (Import *s)
{
  g_free (s->path);
  g_clear_pointer (&s->document, json_node_unref);
  g_free (s);
}

/* Read and parse before the store opens: a malformed file writes nothing,
 * not even a new database. */
static gboolean
import_prepare (gpointer   state,
                GError   **error)
{
  Import *s = state;

  if (s->path != NULL)
    s->document = ds_import_read_file (s->path, s->format, error);
  return s->document != NULL;
}

static gboolean
import_run (DsHistoryStore  *store,
            gpointer         state,
            GError         **error)
{
  Import *s = state;

  return ds_history_store_import_json (store, s->document, &s->added, &s->skipped, error);
}

static const DsHistoryOperation import_json_op = {
  .name = "history: import",
  .changes = DS_HISTORY_CHANGE_RUNS | DS_HISTORY_CHANGE_HEALTH | DS_HISTORY_CHANGE_DRIVES,
  .prepare = import_prepare,
  .run = import_run,
};
static const DsHistoryOperation import_file_op = {
  .name = "history: import file",
  .changes = DS_HISTORY_CHANGE_RUNS | DS_HISTORY_CHANGE_HEALTH | DS_HISTORY_CHANGE_DRIVES,
  .prepare = import_prepare,
  .run = import_run,
};

static gboolean
import_finish (DsHistory                *self,
               GAsyncResult             *result,
               const DsHistoryOperation *operation,
               guint                    *runs_added,
               guint                    *runs_skipped,
               GError                  **error)
{
  Import *s = ds_history_operation_finish (self, result, operation, error);

  if (s == NULL)
    return FALSE;
  if (runs_added != NULL)
    *runs_added = s->added;
  if (runs_skipped != NULL)
    *runs_skipped = s->skipped;
  return TRUE;
}

void
ds_history_import_json_async (DsHistory           *self,
                              JsonNode            *document,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  Import *s = g_new0 (Import, 1);

  s->document = json_node_copy (document);
  ds_history_operation_start (self, &import_json_op, s, (GDestroyNotify) import_free, cancellable, callback,
                              user_data);
}

gboolean
ds_history_import_json_finish (DsHistory     *self,
                               GAsyncResult  *result,
                               guint         *runs_added,
                               guint         *runs_skipped,
                               GError       **error)
{
  return import_finish (self, result, &import_json_op, runs_added, runs_skipped, error);
}

void
ds_history_import_file_async (DsHistory           *self,
                              const char          *path,
                              DsImportFormat       format,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  Import *s = g_new0 (Import, 1);

  s->path = g_strdup (path);
  s->format = format;
  ds_history_operation_start (self, &import_file_op, s, (GDestroyNotify) import_free, cancellable, callback,
                              user_data);
}

gboolean
ds_history_import_file_finish (DsHistory     *self,
                               GAsyncResult  *result,
                               guint         *runs_added,
                               guint         *runs_skipped,
                               GError       **error)
{
  return import_finish (self, result, &import_file_op, runs_added, runs_skipped, error);
}
