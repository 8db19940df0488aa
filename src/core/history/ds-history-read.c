/* ds-history-read.c — DsHistory's reads: listing and loading runs, a
 * drive's trends, and exporting
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ds-error.h"
#include "ds-json.h"
#include "ds-history-operation-private.h"

/* --- one run by id: a thermal or a suite run --- */

typedef struct
{
  gint64           run_id;
  DsThermalResult *thermal;   /* the answer of one of the two */
  DsSuiteResult   *suite;
} LoadRun;

static void
load_run_free (LoadRun *s)
{
  g_clear_pointer (&s->thermal, ds_thermal_result_free);
  g_clear_pointer (&s->suite, ds_suite_result_free);
  g_free (s);
}

static gboolean
load_thermal_run (DsHistoryStore  *store,
                  gpointer         state,
                  GError         **error)
{
  LoadRun *s = state;

  s->thermal = ds_history_store_load_thermal (store, s->run_id, error);
  return s->thermal != NULL;
}

static gboolean
load_suite_run (DsHistoryStore  *store,
                gpointer         state,
                GError         **error)
{
  LoadRun *s = state;

  s->suite = ds_history_store_load_suite (store, s->run_id, error);
  return s->suite != NULL;
}

static const DsHistoryOperation load_thermal_op = {
  .name = "history: load thermal", .drop_if_cancelled = TRUE, .run = load_thermal_run,
};
static const DsHistoryOperation load_suite_op = {
  .name = "history: load suite", .drop_if_cancelled = TRUE, .run = load_suite_run,
};

static void
load_run_start (DsHistory                *self,
                const DsHistoryOperation *operation,
                gint64                    run_id,
                GCancellable             *cancellable,
                GAsyncReadyCallback       callback,
                gpointer                  user_data)
{
  LoadRun *s = g_new0 (LoadRun, 1);

  s->run_id = run_id;
  ds_history_operation_start (self, operation, s, (GDestroyNotify) load_run_free, cancellable, callback,
                              user_data);
}

void
ds_history_load_thermal_async (DsHistory           *self,
                               gint64               run_id,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  load_run_start (self, &load_thermal_op, run_id, cancellable, callback, user_data);
}

DsThermalResult *
ds_history_load_thermal_finish (DsHistory     *self,
                                GAsyncResult  *result,
                                GError       **error)
{
  LoadRun *s = ds_history_operation_finish (self, result, &load_thermal_op, error);

  return s != NULL ? g_steal_pointer (&s->thermal) : NULL;
}

void
ds_history_load_suite_async (DsHistory           *self,
                             gint64               run_id,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  load_run_start (self, &load_suite_op, run_id, cancellable, callback, user_data);
}

DsSuiteResult *
ds_history_load_suite_finish (DsHistory     *self,
                              GAsyncResult  *result,
                              GError       **error)
{
  LoadRun *s = ds_history_operation_finish (self, result, &load_suite_op, error);

  return s != NULL ? g_steal_pointer (&s->suite) : NULL;
}

/* --- runs: every run, or the bench results of some --- */

typedef struct
{
  GArray    *run_ids;         /* NULL: list every run */
  GPtrArray *runs;            /* the answer: DsHistoryRun* or DsBenchResult* */
} LoadRuns;

static void
load_runs_free (LoadRuns *s)
{
  g_clear_pointer (&s->run_ids, g_array_unref);
  g_clear_pointer (&s->runs, g_ptr_array_unref);
  g_free (s);
}

static gboolean
list_runs_run (DsHistoryStore  *store,
               gpointer         state,
               GError         **error)
{
  LoadRuns *s = state;

  s->runs = ds_history_store_list_runs (store, NULL, error);
  return s->runs != NULL;
}

static gboolean
load_bench_run (DsHistoryStore  *store,
                gpointer         state,
                GError         **error)
{
  LoadRuns *s = state;

  s->runs = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_bench_result_free);
  for (guint i = 0; i < s->run_ids->len; i++)
    {
      DsBenchResult *result = ds_history_store_load_bench (store, g_array_index (s->run_ids, gint64, i), error);

      if (result == NULL)
        return FALSE;
      g_ptr_array_add (s->runs, result);
    }
  return TRUE;
}

static const DsHistoryOperation list_runs_op = {
  .name = "history: list runs", .drop_if_cancelled = TRUE, .run = list_runs_run,
};
static const DsHistoryOperation load_bench_op = {
  .name = "history: load bench", .drop_if_cancelled = TRUE, .run = load_bench_run,
};

static void
load_runs_start (DsHistory                *self,
                 const DsHistoryOperation *operation,
                 GArray                   *run_ids,
                 GCancellable             *cancellable,
                 GAsyncReadyCallback       callback,
                 gpointer                  user_data)
{
  LoadRuns *s = g_new0 (LoadRuns, 1);

  s->run_ids = ds_history_copy_ids (run_ids);
  ds_history_operation_start (self, operation, s, (GDestroyNotify) load_runs_free, cancellable, callback,
                              user_data);
}

static GPtrArray *
load_runs_finish (DsHistory                *self,
                  GAsyncResult             *result,
                  const DsHistoryOperation *operation,
                  GError                  **error)
{
  LoadRuns *s = ds_history_operation_finish (self, result, operation, error);

  return s != NULL ? g_steal_pointer (&s->runs) : NULL;
}

void
ds_history_list_runs_async (DsHistory           *self,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  load_runs_start (self, &list_runs_op, NULL, cancellable, callback, user_data);
}

GPtrArray *
ds_history_list_runs_finish (DsHistory     *self,
                             GAsyncResult  *result,
                             GError       **error)
{
  return load_runs_finish (self, result, &list_runs_op, error);
}

void
ds_history_load_bench_async (DsHistory           *self,
                             GArray              *run_ids,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  load_runs_start (self, &load_bench_op, run_ids, cancellable, callback, user_data);
}

GPtrArray *
ds_history_load_bench_finish (DsHistory     *self,
                              GAsyncResult  *result,
                              GError       **error)
{
  return load_runs_finish (self, result, &load_bench_op, error);
}

/* --- a run's data sheet verdicts --- */

typedef struct
{
  gint64  run_id;
  char   *text;      /* the answer */
} LoadDatasheet;

static void
load_datasheet_free (LoadDatasheet *s)
{
  g_free (s->text);
  g_free (s);
}

static gboolean
load_datasheet_run (DsHistoryStore  *store,
                    gpointer         state,
                    GError         **error)
{
  LoadDatasheet *s = state;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(JsonArray) verdicts = NULL;
  GError *local = NULL;
  DsDatasheet sheet;

  if (!ds_history_store_run_datasheet (store, s->run_id, &sheet, &local))
    {
      if (local != NULL)
        {
          g_propagate_error (error, local);
          return FALSE;
        }
      s->text = g_strdup ("");
      return TRUE;
    }
  node = ds_history_store_load_run_json (store, s->run_id, error);
  if (node == NULL)
    return FALSE;
  verdicts = ds_datasheet_check (&sheet, json_node_get_object (node));
  s->text = ds_datasheet_verdicts_text (verdicts);
  return TRUE;
}

static const DsHistoryOperation load_datasheet_op = {
  .name = "history: load datasheet", .drop_if_cancelled = TRUE, .run = load_datasheet_run,
};

void
ds_history_load_datasheet_async (DsHistory           *self,
                                 gint64               run_id,
                                 GCancellable        *cancellable,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  LoadDatasheet *s = g_new0 (LoadDatasheet, 1);

  s->run_id = run_id;
  ds_history_operation_start (self, &load_datasheet_op, s, (GDestroyNotify) load_datasheet_free, cancellable,
                              callback, user_data);
}

char *
ds_history_load_datasheet_finish (DsHistory     *self,
                                  GAsyncResult  *result,
                                  GError       **error)
{
  LoadDatasheet *s = ds_history_operation_finish (self, result, &load_datasheet_op, error);

  return s != NULL ? g_steal_pointer (&s->text) : NULL;
}

/* --- a drive's trends --- */

typedef struct
{
  JsonObject      *drive;     /* a reference: the worker only reads it */
  DsHistoryTrends *trends;    /* the answer */
} LoadTrends;

static void
load_trends_free (LoadTrends *s)
{
  g_clear_pointer (&s->drive, json_object_unref);
  g_clear_pointer (&s->trends, ds_history_trends_free);
  g_free (s);
}

static gboolean
load_trends_run (DsHistoryStore  *store,
                 gpointer         state,
                 GError         **error)
{
  LoadTrends *s = state;
  g_autoptr(DsHistoryDrive) drive = NULL;
  GError *local = NULL;

  drive = ds_history_store_match_drive (store, s->drive, &local);
  if (drive == NULL && g_error_matches (local, DS_ERROR, DS_ERROR_NOT_FOUND))
    {
      /* A drive never seen by the history has no trends yet. */
      g_clear_error (&local);
      s->trends = g_new0 (DsHistoryTrends, 1);
      s->trends->results = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_bench_result_free);
      s->trends->snapshots = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_history_snapshot_free);
      return TRUE;
    }
  if (drive == NULL)
    {
      g_propagate_error (error, local);
      return FALSE;
    }
  s->trends = ds_history_store_load_trends (store, drive->id, error);
  return s->trends != NULL;
}

static const DsHistoryOperation load_trends_op = {
  .name = "history: load trends", .drop_if_cancelled = TRUE, .run = load_trends_run,
};

void
ds_history_load_trends_async (DsHistory           *self,
                              JsonObject          *drive,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  LoadTrends *s = g_new0 (LoadTrends, 1);

  s->drive = json_object_ref (drive);
  ds_history_operation_start (self, &load_trends_op, s, (GDestroyNotify) load_trends_free, cancellable, callback,
                              user_data);
}

DsHistoryTrends *
ds_history_load_trends_finish (DsHistory     *self,
                               GAsyncResult  *result,
                               GError       **error)
{
  LoadTrends *s = ds_history_operation_finish (self, result, &load_trends_op, error);

  return s != NULL ? g_steal_pointer (&s->trends) : NULL;
}

/* --- a health value across snapshots --- */

typedef struct
{
  gint64  drive_id;
  char   *field;
  GArray *values;   /* the answer */
} ListValues;

static void
list_values_free (ListValues *s)
{
  g_free (s->field);
  g_clear_pointer (&s->values, g_array_unref);
  g_free (s);
}

static gboolean
list_values_run (DsHistoryStore  *store,
                 gpointer         state,
                 GError         **error)
{
  ListValues *s = state;

  s->values = ds_history_store_list_snapshot_values (store, s->drive_id, s->field, error);
  return s->values != NULL;
}

static const DsHistoryOperation list_values_op = {
  .name = "history: list snapshot values", .drop_if_cancelled = TRUE, .run = list_values_run,
};

void
ds_history_list_snapshot_values_async (DsHistory           *self,
                                       gint64               drive_id,
                                       const char          *field,
                                       GCancellable        *cancellable,
                                       GAsyncReadyCallback  callback,
                                       gpointer             user_data)
{
  ListValues *s = g_new0 (ListValues, 1);

  s->drive_id = drive_id;
  s->field = g_strdup (field);
  ds_history_operation_start (self, &list_values_op, s, (GDestroyNotify) list_values_free, cancellable, callback,
                              user_data);
}

GArray *
ds_history_list_snapshot_values_finish (DsHistory     *self,
                                        GAsyncResult  *result,
                                        GError       **error)
{
  ListValues *s = ds_history_operation_finish (self, result, &list_values_op, error);

  return s != NULL ? g_steal_pointer (&s->values) : NULL;
}

/* --- exporting --- */

typedef struct
{
  GArray *run_ids;
  char   *path;
} ExportFile;

static void
export_file_free (ExportFile *s)
{
  g_clear_pointer (&s->run_ids, g_array_unref);
  g_free (s->path);
  g_free (s);
}

static gboolean
export_file_run (DsHistoryStore  *store,
                 gpointer         state,
                 GError         **error)
{
  ExportFile *s = state;

  return ds_history_store_export_file (store, s->run_ids, s->path, error);
}

/* Done once asked for, as a write is: it writes the user's file, and
 * changes nothing in the history. */
static const DsHistoryOperation export_file_op = {
  .name = "history: export file", .run = export_file_run,
};

void
ds_history_export_file_async (DsHistory           *self,
                              GArray              *run_ids,
                              const char          *path,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  ExportFile *s = g_new0 (ExportFile, 1);

  s->run_ids = ds_history_copy_ids (run_ids);
  s->path = g_strdup (path);
  ds_history_operation_start (self, &export_file_op, s, (GDestroyNotify) export_file_free, cancellable, callback,
                              user_data);
}

gboolean
ds_history_export_file_finish (DsHistory     *self,
                               GAsyncResult  *result,
                               GError       **error)
{
  return ds_history_operation_finish (self, result, &export_file_op, error) != NULL;
}
