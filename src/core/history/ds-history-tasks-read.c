/* ds-history-tasks-read.c — the window's reads of the history, its imports
 * and exports, off the main thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ds-error.h"
#include "ds-history-tasks-private.h"

/* --- listing and loading --- */

typedef struct
{
  char *db_path;
} ListRuns;

static void
list_runs_free (ListRuns *s)
{
  g_free (s->db_path);
  g_free (s);
}

static void
list_runs_thread (GTask        *task,
                  gpointer      source_object,
                  gpointer      task_data,
                  GCancellable *cancellable)
{
  ListRuns *s = task_data;
  g_autoptr(DsHistoryStore) store = NULL;
  GError *error = NULL;
  GPtrArray *runs;

  if (g_task_return_error_if_cancelled (task) || (store = ds_history_task_open_store (task, s->db_path)) == NULL)
    return;
  runs = ds_history_store_list_runs (store, NULL, &error);
  if (runs == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, runs, (GDestroyNotify) g_ptr_array_unref);
}

void
ds_history_list_runs_async (const char          *db_path,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  ListRuns *s = g_new0 (ListRuns, 1);

  s->db_path = g_strdup (db_path);
  ds_history_task_start (ds_history_list_runs_async, "history: list runs", s, (GDestroyNotify) list_runs_free,
                         list_runs_thread, cancellable, callback, user_data);
}

GPtrArray *
ds_history_list_runs_finish (GAsyncResult  *result,
                             GError       **error)
{
  g_return_val_if_fail (ds_history_task_check (result, ds_history_list_runs_async), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

typedef struct
{
  char   *db_path;
  GArray *run_ids;
} LoadBench;

static void
load_bench_free (LoadBench *s)
{
  g_free (s->db_path);
  g_clear_pointer (&s->run_ids, g_array_unref);
  g_free (s);
}

static void
load_bench_thread (GTask        *task,
                   gpointer      source_object,
                   gpointer      task_data,
                   GCancellable *cancellable)
{
  LoadBench *s = task_data;
  g_autoptr(DsHistoryStore) store = NULL;
  g_autoptr(GPtrArray) results = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_bench_result_free);

  if (g_task_return_error_if_cancelled (task) || (store = ds_history_task_open_store (task, s->db_path)) == NULL)
    return;
  for (guint i = 0; i < s->run_ids->len; i++)
    {
      GError *error = NULL;
      DsBenchResult *result = ds_history_store_load_bench (store, g_array_index (s->run_ids, gint64, i), &error);

      if (result == NULL)
        {
          g_task_return_error (task, error);
          return;
        }
      g_ptr_array_add (results, result);
    }
  g_task_return_pointer (task, g_steal_pointer (&results), (GDestroyNotify) g_ptr_array_unref);
}

void
ds_history_load_bench_async (const char          *db_path,
                             GArray              *run_ids,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  LoadBench *s = g_new0 (LoadBench, 1);

  s->db_path = g_strdup (db_path);
  s->run_ids = ds_history_task_copy_ids (run_ids);
  ds_history_task_start (ds_history_load_bench_async, "history: load bench", s, (GDestroyNotify) load_bench_free,
                         load_bench_thread, cancellable, callback, user_data);
}

GPtrArray *
ds_history_load_bench_finish (GAsyncResult  *result,
                              GError       **error)
{
  g_return_val_if_fail (ds_history_task_check (result, ds_history_load_bench_async), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

typedef struct
{
  char   *db_path;
  gint64  run_id;
} LoadThermal;

static void
load_thermal_free (LoadThermal *s)
{
  g_free (s->db_path);
  g_free (s);
}

static void
load_thermal_thread (GTask        *task,
                     gpointer      source_object,
                     gpointer      task_data,
                     GCancellable *cancellable)
{
  LoadThermal *s = task_data;
  g_autoptr(DsHistoryStore) store = NULL;
  GError *error = NULL;
  DsThermalResult *result;

  if (g_task_return_error_if_cancelled (task) || (store = ds_history_task_open_store (task, s->db_path)) == NULL)
    return;
  result = ds_history_store_load_thermal (store, s->run_id, &error);
  if (result == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, result, (GDestroyNotify) ds_thermal_result_free);
}

void
ds_history_load_thermal_async (const char          *db_path,
                               gint64               run_id,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  LoadThermal *s = g_new0 (LoadThermal, 1);

  s->db_path = g_strdup (db_path);
  s->run_id = run_id;
  ds_history_task_start (ds_history_load_thermal_async, "history: load thermal", s, (GDestroyNotify) load_thermal_free,
                         load_thermal_thread, cancellable, callback, user_data);
}

DsThermalResult *
ds_history_load_thermal_finish (GAsyncResult  *result,
                                GError       **error)
{
  g_return_val_if_fail (ds_history_task_check (result, ds_history_load_thermal_async), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

/* --- importing and exporting --- */

/* What the imports answer. */
typedef struct
{
  guint added;
  guint skipped;
} ImportCounts;

static gboolean
propagate_counts (GAsyncResult  *result,
                  guint         *runs_added,
                  guint         *runs_skipped,
                  GError       **error)
{
  g_autofree ImportCounts *counts = g_task_propagate_pointer (G_TASK (result), error);

  if (counts == NULL)
    return FALSE;
  if (runs_added != NULL)
    *runs_added = counts->added;
  if (runs_skipped != NULL)
    *runs_skipped = counts->skipped;
  return TRUE;
}

typedef struct
{
  char     *db_path;
  JsonNode *document;       /* a copy */
} ImportJson;

static void
import_json_free (ImportJson *s)
{
  g_free (s->db_path);
  g_clear_pointer (&s->document, json_node_unref);
  g_free (s);
}

static void
import_json_thread (GTask        *task,
                    gpointer      source_object,
                    gpointer      task_data,
                    GCancellable *cancellable)
{
  ImportJson *s = task_data;
  g_autoptr(DsHistoryStore) store = ds_history_task_open_store (task, s->db_path);
  g_autofree ImportCounts *counts = g_new0 (ImportCounts, 1);
  GError *error = NULL;

  if (store == NULL)
    return;
  if (!ds_history_store_import_json (store, s->document, &counts->added, &counts->skipped, &error))
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, g_steal_pointer (&counts), g_free);
}

void
ds_history_import_json_async (const char          *db_path,
                              JsonNode            *document,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  ImportJson *s = g_new0 (ImportJson, 1);

  s->db_path = g_strdup (db_path);
  s->document = json_node_copy (document);
  ds_history_task_start (ds_history_import_json_async, "history: import", s, (GDestroyNotify) import_json_free,
                         import_json_thread, cancellable, callback, user_data);
}

gboolean
ds_history_import_json_finish (GAsyncResult  *result,
                               guint         *runs_added,
                               guint         *runs_skipped,
                               GError       **error)
{
  g_return_val_if_fail (ds_history_task_check (result, ds_history_import_json_async), FALSE);
  return propagate_counts (result, runs_added, runs_skipped, error);
}

typedef struct
{
  char           *db_path;
  char           *path;
  DsImportFormat  format;
} ImportFile;

static void
import_file_free (ImportFile *s)
{
  g_free (s->db_path);
  g_free (s->path);
  g_free (s);
}

static void
import_file_thread (GTask        *task,
                    gpointer      source_object,
                    gpointer      task_data,
                    GCancellable *cancellable)
{
  ImportFile *s = task_data;
  g_autoptr(JsonNode) document = NULL;
  g_autoptr(DsHistoryStore) store = NULL;
  g_autofree ImportCounts *counts = g_new0 (ImportCounts, 1);
  GError *error = NULL;

  /* Read and parse before opening the store: a malformed file writes
   * nothing, not even a new database. */
  document = ds_import_read_file (s->path, s->format, &error);
  if (document == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  if ((store = ds_history_task_open_store (task, s->db_path)) == NULL)
    return;
  if (!ds_history_store_import_json (store, document, &counts->added, &counts->skipped, &error))
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, g_steal_pointer (&counts), g_free);
}

void
ds_history_import_file_async (const char          *db_path,
                              const char          *path,
                              DsImportFormat       format,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  ImportFile *s = g_new0 (ImportFile, 1);

  s->db_path = g_strdup (db_path);
  s->path = g_strdup (path);
  s->format = format;
  ds_history_task_start (ds_history_import_file_async, "history: import file", s, (GDestroyNotify) import_file_free,
                         import_file_thread, cancellable, callback, user_data);
}

gboolean
ds_history_import_file_finish (GAsyncResult  *result,
                               guint         *runs_added,
                               guint         *runs_skipped,
                               GError       **error)
{
  g_return_val_if_fail (ds_history_task_check (result, ds_history_import_file_async), FALSE);
  return propagate_counts (result, runs_added, runs_skipped, error);
}

typedef struct
{
  char   *db_path;
  GArray *run_ids;
  char   *path;
} ExportFile;

static void
export_file_free (ExportFile *s)
{
  g_free (s->db_path);
  g_clear_pointer (&s->run_ids, g_array_unref);
  g_free (s->path);
  g_free (s);
}

static void
export_file_thread (GTask        *task,
                    gpointer      source_object,
                    gpointer      task_data,
                    GCancellable *cancellable)
{
  ExportFile *s = task_data;
  g_autoptr(DsHistoryStore) store = ds_history_task_open_store (task, s->db_path);
  GError *error = NULL;

  if (store == NULL)
    return;
  if (!ds_history_store_export_file (store, s->run_ids, s->path, &error))
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

void
ds_history_export_file_async (const char          *db_path,
                              GArray              *run_ids,
                              const char          *path,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  ExportFile *s = g_new0 (ExportFile, 1);

  s->db_path = g_strdup (db_path);
  s->run_ids = ds_history_task_copy_ids (run_ids);
  s->path = g_strdup (path);
  ds_history_task_start (ds_history_export_file_async, "history: export file", s, (GDestroyNotify) export_file_free,
                         export_file_thread, cancellable, callback, user_data);
}

gboolean
ds_history_export_file_finish (GAsyncResult  *result,
                               GError       **error)
{
  g_return_val_if_fail (ds_history_task_check (result, ds_history_export_file_async), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}
/* --- a drive's trends --- */

typedef struct
{
  char       *db_path;
  JsonObject *drive;        /* a copy */
} LoadTrends;

static void
load_trends_free (LoadTrends *s)
{
  g_free (s->db_path);
  g_clear_pointer (&s->drive, json_object_unref);
  g_free (s);
}

static void
load_trends_thread (GTask        *task,
                    gpointer      source_object,
                    gpointer      task_data,
                    GCancellable *cancellable)
{
  LoadTrends *s = task_data;
  g_autoptr(DsHistoryStore) store = NULL;
  g_autoptr(DsHistoryDrive) drive = NULL;
  g_autoptr(GError) error = NULL;
  DsHistoryTrends *trends;

  if (g_task_return_error_if_cancelled (task) || (store = ds_history_task_open_store (task, s->db_path)) == NULL)
    return;
  drive = ds_history_store_match_drive (store, s->drive, &error);
  if (drive == NULL && g_error_matches (error, DS_ERROR, DS_ERROR_NOT_FOUND))
    {
      /* A drive never seen by the history has no trends yet. */
      trends = g_new0 (DsHistoryTrends, 1);
      trends->results = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_bench_result_free);
      trends->snapshots = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_history_snapshot_free);
    }
  else if (drive != NULL)
    trends = ds_history_store_load_trends (store, drive->id, &error);
  else
    trends = NULL;
  if (trends == NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_pointer (task, trends, (GDestroyNotify) ds_history_trends_free);
}

void
ds_history_load_trends_async (const char          *db_path,
                              JsonObject          *drive,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  LoadTrends *s = g_new0 (LoadTrends, 1);
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), drive);
  g_autoptr(JsonNode) copy = json_node_copy (node);

  s->db_path = g_strdup (db_path);
  s->drive = json_node_dup_object (copy);
  ds_history_task_start (ds_history_load_trends_async, "history: load trends", s, (GDestroyNotify) load_trends_free,
                         load_trends_thread, cancellable, callback, user_data);
}

DsHistoryTrends *
ds_history_load_trends_finish (GAsyncResult  *result,
                               GError       **error)
{
  g_return_val_if_fail (ds_history_task_check (result, ds_history_load_trends_async), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}
