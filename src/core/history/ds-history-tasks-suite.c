/* ds-history-tasks-suite.c — saving and loading suite runs off the main thread
 *
 * The window's pair of operations on suite runs, as ds-history-tasks.c has
 * them for bench and thermal runs: the save works on a copy of the result
 * (through its JSON, which the store itself reads back), the load returns
 * the result as `drivescope-cli show` reads it; the comparison loads 2 to 8
 * runs of one suite for their overlaid chart and `compare`'s table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ds-history-compare.h"
#include "ds-history-tasks-private.h"

/* --- save suite --- */

typedef struct
{
  char          *db_path;
  DsSuiteResult *result;    /* a copy: the caller may change its own */
} SaveSuite;

static void
save_suite_free (SaveSuite *s)
{
  g_free (s->db_path);
  g_clear_pointer (&s->result, ds_suite_result_free);
  g_free (s);
}

static void
save_suite_thread (GTask        *task,
                   gpointer      source_object,
                   gpointer      task_data,
                   GCancellable *cancellable)
{
  SaveSuite *s = task_data;
  g_autoptr(DsHistoryStore) store = ds_history_task_open_store (task, s->db_path);
  GError *error = NULL;
  gint64 id;

  if (store == NULL)
    return;
  id = ds_history_store_save_suite (store, s->result, &error);
  if (id == 0)
    g_task_return_error (task, error);
  else
    ds_history_task_return_id (task, id);
}

void
ds_history_save_suite_async (const char          *db_path,
                             const DsSuiteResult *result,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  SaveSuite *s = g_new0 (SaveSuite, 1);
  g_autoptr(JsonNode) json = ds_suite_result_to_json (result);

  s->db_path = g_strdup (db_path);
  /* A result reads back what it wrote; the copy cannot fail. */
  s->result = ds_suite_result_from_json (json, NULL);
  g_assert (s->result != NULL);
  s->result->comment = g_strdup (result->comment);
  ds_history_task_start (ds_history_save_suite_async, "history: save suite", s, (GDestroyNotify) save_suite_free,
                         save_suite_thread, cancellable, callback, user_data);
}

gint64
ds_history_save_suite_finish (GAsyncResult  *result,
                              GError       **error)
{
  g_return_val_if_fail (ds_history_task_check (result, ds_history_save_suite_async), 0);
  return ds_history_task_propagate_id (result, error);
}

/* --- load suite --- */

typedef struct
{
  char   *db_path;
  gint64  run_id;
} LoadSuite;

static void
load_suite_free (LoadSuite *s)
{
  g_free (s->db_path);
  g_free (s);
}

static void
load_suite_thread (GTask        *task,
                   gpointer      source_object,
                   gpointer      task_data,
                   GCancellable *cancellable)
{
  LoadSuite *s = task_data;
  g_autoptr(DsHistoryStore) store = NULL;
  GError *error = NULL;
  DsSuiteResult *result;

  if (g_task_return_error_if_cancelled (task) || (store = ds_history_task_open_store (task, s->db_path)) == NULL)
    return;
  result = ds_history_store_load_suite (store, s->run_id, &error);
  if (result == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, result, (GDestroyNotify) ds_suite_result_free);
}

void
ds_history_load_suite_async (const char          *db_path,
                             gint64               run_id,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  LoadSuite *s = g_new0 (LoadSuite, 1);

  s->db_path = g_strdup (db_path);
  s->run_id = run_id;
  ds_history_task_start (ds_history_load_suite_async, "history: load suite", s, (GDestroyNotify) load_suite_free,
                         load_suite_thread, cancellable, callback, user_data);
}

DsSuiteResult *
ds_history_load_suite_finish (GAsyncResult  *result,
                              GError       **error)
{
  g_return_val_if_fail (ds_history_task_check (result, ds_history_load_suite_async), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

/* --- compare suite runs --- */

typedef struct
{
  char   *db_path;
  GArray *run_ids;
} CompareSuites;

static void
compare_suites_free (CompareSuites *s)
{
  g_free (s->db_path);
  g_array_unref (s->run_ids);
  g_free (s);
}

void
ds_history_suite_comparison_free (DsHistorySuiteComparison *comparison)
{
  if (comparison == NULL)
    return;
  g_clear_pointer (&comparison->results, g_ptr_array_unref);
  g_clear_pointer (&comparison->comparison, json_node_unref);
  g_free (comparison);
}

static void
compare_suites_thread (GTask        *task,
                       gpointer      source_object,
                       gpointer      task_data,
                       GCancellable *cancellable)
{
  CompareSuites *s = task_data;
  g_autoptr(DsHistoryStore) store = NULL;
  g_autoptr(GPtrArray) documents = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  g_autoptr(DsHistorySuiteComparison) out = g_new0 (DsHistorySuiteComparison, 1);
  GError *error = NULL;

  if (g_task_return_error_if_cancelled (task) || (store = ds_history_task_open_store (task, s->db_path)) == NULL)
    return;
  out->results = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_suite_result_free);
  for (guint i = 0; i < s->run_ids->len; i++)
    {
      gint64 id = g_array_index (s->run_ids, gint64, i);
      DsSuiteResult *result = ds_history_store_load_suite (store, id, &error);
      JsonNode *document;

      if (result == NULL)
        {
          g_task_return_error (task, error);
          return;
        }
      g_ptr_array_add (out->results, result);
      document = ds_history_store_load_run_json (store, id, &error);
      if (document == NULL)
        {
          g_task_return_error (task, error);
          return;
        }
      g_ptr_array_add (documents, document);
    }
  /* The same comparison as `drivescope-cli compare`: it refuses runs of
   * different suites, saying so. */
  out->comparison = ds_history_compare (documents, &error);
  if (out->comparison == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  g_task_return_pointer (task, g_steal_pointer (&out), (GDestroyNotify) ds_history_suite_comparison_free);
}

void
ds_history_compare_suites_async (const char          *db_path,
                                 GArray              *run_ids,
                                 GCancellable        *cancellable,
                                 GAsyncReadyCallback  callback,
                                 gpointer             user_data)
{
  CompareSuites *s = g_new0 (CompareSuites, 1);

  s->db_path = g_strdup (db_path);
  s->run_ids = ds_history_task_copy_ids (run_ids);
  ds_history_task_start (ds_history_compare_suites_async, "history: compare suites", s,
                         (GDestroyNotify) compare_suites_free, compare_suites_thread, cancellable, callback,
                         user_data);
}

DsHistorySuiteComparison *
ds_history_compare_suites_finish (GAsyncResult  *result,
                                  GError       **error)
{
  g_return_val_if_fail (ds_history_task_check (result, ds_history_compare_suites_async), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}
