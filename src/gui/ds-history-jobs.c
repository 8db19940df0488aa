/* ds-history-jobs.c — history store work off the main thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ds-history-jobs.h"
#include "ds-history-store.h"
#include "ds-error.h"
#include "ds-import.h"
#include "ds-json.h"
#include "ds-user-file.h"

typedef enum
{
  JOB_SAVE_BENCH,
  JOB_SAVE_THERMAL,
  JOB_SAVE_HEALTH,
  JOB_LIST_RUNS,
  JOB_LOAD_BENCH,
  JOB_DELETE,
  JOB_IMPORT,
  JOB_SET_COMMENT,
  JOB_EXPORT_FILE,
  JOB_IMPORT_FILE,
  JOB_LOAD_THERMAL,
  JOB_TRENDS,
  JOB_SET_RATINGS,
  JOB_SET_LABEL,
} JobKind;

/* Everything the worker needs, copied before it starts. */
typedef struct
{
  JobKind     kind;
  JsonNode   *document;      /* result JSON, health report, or import */
  JsonObject *drive;         /* conditions.drive-style object */
  char       *raw;           /* the helper's JSON */
  GArray     *run_ids;
  char       *run_uuid;
  const char *phase;         /* static: "before", "after" or NULL */
  double      rated_tbw_tb;
  int         warranty_years;
} Job;

static void
job_free (Job *job)
{
  g_clear_pointer (&job->document, json_node_unref);
  g_clear_pointer (&job->drive, json_object_unref);
  g_clear_pointer (&job->raw, g_free);
  g_clear_pointer (&job->run_ids, g_array_unref);
  g_free (job->run_uuid);
  g_free (job);
}

typedef struct
{
  gint64           run_id;
  GPtrArray       *items;
  JsonNode        *document;
  guint            added;
  DsHistoryTrends *trends;
} Answer;

void
ds_history_trends_free (DsHistoryTrends *trends)
{
  g_clear_pointer (&trends->drive, ds_history_drive_free);
  g_clear_pointer (&trends->results, g_ptr_array_unref);
  g_clear_pointer (&trends->snapshots, g_ptr_array_unref);
  g_free (trends);
}

static void
answer_free (Answer *answer)
{
  g_clear_pointer (&answer->trends, ds_history_trends_free);
  g_clear_pointer (&answer->items, g_ptr_array_unref);
  g_clear_pointer (&answer->document, json_node_unref);
  g_free (answer);
}

/* Every member, not only the struct, on every early return of run_job. */
G_DEFINE_AUTOPTR_CLEANUP_FUNC (Answer, answer_free)

/* A file of any supported kind: a Drivescope export or result (JSON), fio's
 * JSON output, or CrystalDiskMark's text export. */
static gboolean
import_file (DsHistoryStore *store,
             const char     *path,
             guint          *added,
             GError        **error)
{
  g_autofree char *data = NULL;
  gsize length = 0;
  g_autoptr(DsBenchResult) result = NULL;
  g_autofree char *comment = NULL;
  gint64 id;
  const char *start;

  data = ds_user_file_read (path, DS_JSON_MAX_BYTES, &length, error);
  if (data == NULL)
    return FALSE;
  start = data;
  while (start < data + length && g_ascii_isspace (*start))
    start++;
  if (*start == '{')
    {
      g_autoptr(JsonNode) node = ds_json_from_data (data, length, DS_JSON_MAX_BYTES, error);

      if (node == NULL)
        return FALSE;
      if (!JSON_NODE_HOLDS_OBJECT (node) || !json_object_has_member (json_node_get_object (node), "fio version"))
        return ds_history_store_import_json (store, node, added, NULL, error);
      result = ds_import_fio_parse (data, length, error);
    }
  else
    result = ds_import_cdm_parse (data, length, &comment, error);
  if (result == NULL)
    return FALSE;
  if (result->uuid == NULL)
    result->uuid = ds_import_uuid_for (data, length);
  id = ds_history_store_save_bench (store, result, error);
  if (id == 0)
    return FALSE;
  if (comment != NULL && !ds_history_store_set_comment (store, id, comment, error))
    return FALSE;
  *added = 1;
  return TRUE;
}

static Answer *
run_job (DsHistoryStore *store,
         Job            *job,
         GError        **error)
{
  g_autoptr(Answer) answer = g_new0 (Answer, 1);

  switch (job->kind)
    {
    case JOB_SAVE_BENCH:
      {
        g_autoptr(DsBenchResult) result = ds_bench_result_from_json (job->document, error);

        if (result == NULL)
          return NULL;
        answer->run_id = ds_history_store_save_bench (store, result, error);
        if (answer->run_id == 0)
          return NULL;
        break;
      }
    case JOB_SAVE_THERMAL:
      {
        g_autoptr(DsThermalResult) result = ds_thermal_result_from_json (job->document, error);

        if (result == NULL)
          return NULL;
        answer->run_id = ds_history_store_save_thermal (store, result, error);
        if (answer->run_id == 0)
          return NULL;
        break;
      }
    case JOB_SAVE_HEALTH:
      {
        g_autoptr(JsonNode) raw = job->raw ? ds_json_from_string (job->raw, NULL) : NULL;

        answer->run_id = ds_history_store_save_health (store, job->drive,
                                                       json_node_get_object (job->document),
                                                       raw, 0, job->run_uuid, job->phase, error);
        if (answer->run_id == 0)
          return NULL;
        break;
      }
    case JOB_LIST_RUNS:
      {
        DsHistoryFilter filter = { 0 };

        answer->items = ds_history_store_list_runs (store, &filter, error);
        if (answer->items == NULL)
          return NULL;
        break;
      }
    case JOB_LOAD_BENCH:
      answer->items = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_bench_result_free);
      for (guint i = 0; i < job->run_ids->len; i++)
        {
          DsBenchResult *result = ds_history_store_load_bench (store, g_array_index (job->run_ids, gint64, i), error);

          if (result == NULL)
            return NULL;
          g_ptr_array_add (answer->items, result);
        }
      break;
    case JOB_DELETE:
      answer->document = ds_history_store_export_json (store, job->run_ids, error);
      if (answer->document == NULL)
        return NULL;
      for (guint i = 0; i < job->run_ids->len; i++)
        if (!ds_history_store_delete_run (store, g_array_index (job->run_ids, gint64, i), error))
          return NULL;
      break;
    case JOB_IMPORT:
      if (!ds_history_store_import_json (store, job->document, &answer->added, NULL, error))
        return NULL;
      break;
    case JOB_EXPORT_FILE:
      {
        g_autoptr(JsonNode) document = ds_history_store_export_json (store, job->run_ids, error);
        g_autofree char *text = NULL;

        if (document == NULL)
          return NULL;
        text = ds_json_to_string (document, TRUE);
        if (!ds_user_file_write (job->raw, text, strlen (text), error))
          return NULL;
        break;
      }
    case JOB_IMPORT_FILE:
      if (!import_file (store, job->raw, &answer->added, error))
        return NULL;
      break;
    case JOB_LOAD_THERMAL:
      {
        DsThermalResult *result = ds_history_store_load_thermal (store, g_array_index (job->run_ids, gint64, 0), error);

        if (result == NULL)
          return NULL;
        answer->items = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_thermal_result_free);
        g_ptr_array_add (answer->items, result);
        break;
      }
    case JOB_TRENDS:
      {
        g_autoptr(GError) local_error = NULL;
        g_autoptr(GPtrArray) runs = NULL;
        DsHistoryFilter filter = { 0 };
        DsHistoryTrends *trends = g_new0 (DsHistoryTrends, 1);

        answer->trends = trends;
        trends->results = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_bench_result_free);
        trends->snapshots = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_history_snapshot_free);
        trends->drive = ds_history_store_find_drive (store, job->raw, &local_error);
        if (trends->drive == NULL)
          {
            /* A drive never seen by the history has no trends yet. */
            if (g_error_matches (local_error, DS_ERROR, DS_ERROR_NOT_FOUND))
              break;
            g_propagate_error (error, g_steal_pointer (&local_error));
            return NULL;
          }
        filter.drive = job->raw;
        runs = ds_history_store_list_runs (store, &filter, error);
        if (runs == NULL)
          return NULL;
        /* Oldest first. */
        for (guint i = runs->len; i > 0; i--)
          {
            const DsHistoryRun *run = g_ptr_array_index (runs, i - 1);
            DsBenchResult *result;

            /* Benchmarks, measured here or imported. */
            if (g_strcmp0 (run->kind, "thermal") == 0)
              continue;
            result = ds_history_store_load_bench (store, run->id, error);
            if (result == NULL)
              return NULL;
            g_ptr_array_add (trends->results, result);
          }
        g_clear_pointer (&trends->snapshots, g_ptr_array_unref);
        trends->snapshots = ds_history_store_list_snapshots (store, trends->drive->id, error);
        if (trends->snapshots == NULL)
          return NULL;
        break;
      }
    case JOB_SET_RATINGS:
      if (!ds_history_store_drive_set (store, g_array_index (job->run_ids, gint64, 0),
                                       job->rated_tbw_tb, job->warranty_years, NULL, error))
        return NULL;
      answer->run_id = g_array_index (job->run_ids, gint64, 0);
      break;
    case JOB_SET_LABEL:
      if (!ds_history_store_set_label (store, g_array_index (job->run_ids, gint64, 0), job->raw, error))
        return NULL;
      answer->run_id = g_array_index (job->run_ids, gint64, 0);
      break;
    case JOB_SET_COMMENT:
      if (!ds_history_store_set_comment (store, g_array_index (job->run_ids, gint64, 0), job->raw, error))
        return NULL;
      answer->run_id = g_array_index (job->run_ids, gint64, 0);
      break;
    default:
      g_assert_not_reached ();
    }
  return g_steal_pointer (&answer);
}

static void
job_thread (GTask        *task,
            gpointer      source_object,
            gpointer      task_data,
            GCancellable *cancellable)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHistoryStore) store = ds_history_store_open (NULL, &error);
  Answer *answer;

  if (store == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  answer = run_job (store, task_data, &error);
  if (answer == NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_pointer (task, answer, (GDestroyNotify) answer_free);
}

static void
start (Job                 *job,
       GCancellable        *cancellable,
       GAsyncReadyCallback  callback,
       gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);

  g_task_set_source_tag (task, start);
  g_task_set_name (task, "history store");
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  g_task_run_in_thread (task, job_thread);
}

static Answer *
finish (GAsyncResult  *result,
        GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

void
ds_history_save_bench_async (const DsBenchResult *result,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  Job *job = g_new0 (Job, 1);

  job->kind = JOB_SAVE_BENCH;
  job->document = ds_bench_result_to_json (result);
  start (job, cancellable, callback, user_data);
}

void
ds_history_save_thermal_async (const DsThermalResult *result,
                               GCancellable          *cancellable,
                               GAsyncReadyCallback    callback,
                               gpointer               user_data)
{
  Job *job = g_new0 (Job, 1);

  job->kind = JOB_SAVE_THERMAL;
  job->document = ds_thermal_result_to_json (result);
  start (job, cancellable, callback, user_data);
}

void
ds_history_save_health_async (const DsDrive       *drive,
                              const DsHealth      *health,
                              const char          *run_uuid,
                              const char          *phase,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  Job *job = g_new0 (Job, 1);

  job->kind = JOB_SAVE_HEALTH;
  job->drive = ds_history_drive_object (drive);
  job->document = ds_health_to_json (health);
  job->raw = g_strdup (health->raw_json);
  job->run_uuid = g_strdup (run_uuid);
  job->phase = g_strcmp0 (phase, "before") == 0 ? "before" : g_strcmp0 (phase, "after") == 0 ? "after" : NULL;
  start (job, cancellable, callback, user_data);
}

gint64
ds_history_save_finish (GAsyncResult  *result,
                        GError       **error)
{
  Answer *answer = finish (result, error);
  gint64 id;

  if (answer == NULL)
    return 0;
  id = answer->run_id;
  answer_free (answer);
  return id;
}

void
ds_history_set_comment_async (gint64               run_id,
                              const char          *comment,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  Job *job = g_new0 (Job, 1);

  job->kind = JOB_SET_COMMENT;
  job->run_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_array_append_val (job->run_ids, run_id);
  job->raw = g_strdup (comment);
  start (job, cancellable, callback, user_data);
}

void
ds_history_list_runs_async (GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  Job *job = g_new0 (Job, 1);

  job->kind = JOB_LIST_RUNS;
  start (job, cancellable, callback, user_data);
}

static GPtrArray *
finish_items (GAsyncResult  *result,
              GError       **error)
{
  Answer *answer = finish (result, error);
  GPtrArray *items;

  if (answer == NULL)
    return NULL;
  items = g_steal_pointer (&answer->items);
  answer_free (answer);
  return items;
}

GPtrArray *
ds_history_list_runs_finish (GAsyncResult  *result,
                             GError       **error)
{
  return finish_items (result, error);
}

static GArray *
copy_ids (GArray *run_ids)
{
  GArray *copy = g_array_sized_new (FALSE, FALSE, sizeof (gint64), run_ids->len);

  g_array_append_vals (copy, run_ids->data, run_ids->len);
  return copy;
}

void
ds_history_load_bench_async (GArray              *run_ids,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  Job *job = g_new0 (Job, 1);

  job->kind = JOB_LOAD_BENCH;
  job->run_ids = copy_ids (run_ids);
  start (job, cancellable, callback, user_data);
}

GPtrArray *
ds_history_load_bench_finish (GAsyncResult  *result,
                              GError       **error)
{
  return finish_items (result, error);
}

void
ds_history_delete_async (GArray              *run_ids,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  Job *job = g_new0 (Job, 1);

  job->kind = JOB_DELETE;
  job->run_ids = copy_ids (run_ids);
  start (job, cancellable, callback, user_data);
}

JsonNode *
ds_history_delete_finish (GAsyncResult  *result,
                          GError       **error)
{
  Answer *answer = finish (result, error);
  JsonNode *document;

  if (answer == NULL)
    return NULL;
  document = g_steal_pointer (&answer->document);
  answer_free (answer);
  return document;
}

void
ds_history_import_async (JsonNode            *document,
                         GCancellable        *cancellable,
                         GAsyncReadyCallback  callback,
                         gpointer             user_data)
{
  Job *job = g_new0 (Job, 1);

  job->kind = JOB_IMPORT;
  job->document = json_node_copy (document);
  start (job, cancellable, callback, user_data);
}

gboolean
ds_history_import_finish (GAsyncResult  *result,
                          guint         *runs_added,
                          GError       **error)
{
  Answer *answer = finish (result, error);

  if (answer == NULL)
    return FALSE;
  if (runs_added != NULL)
    *runs_added = answer->added;
  answer_free (answer);
  return TRUE;
}

void
ds_history_export_file_async (GArray              *run_ids,
                              const char          *path,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  Job *job = g_new0 (Job, 1);

  job->kind = JOB_EXPORT_FILE;
  job->run_ids = copy_ids (run_ids);
  job->raw = g_strdup (path);
  start (job, cancellable, callback, user_data);
}

void
ds_history_import_file_async (const char          *path,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  Job *job = g_new0 (Job, 1);

  job->kind = JOB_IMPORT_FILE;
  job->raw = g_strdup (path);
  start (job, cancellable, callback, user_data);
}

void
ds_history_load_thermal_async (gint64               run_id,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  Job *job = g_new0 (Job, 1);

  job->kind = JOB_LOAD_THERMAL;
  job->run_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_array_append_val (job->run_ids, run_id);
  start (job, cancellable, callback, user_data);
}

DsThermalResult *
ds_history_load_thermal_finish (GAsyncResult  *result,
                                GError       **error)
{
  g_autoptr(GPtrArray) items = finish_items (result, error);

  if (items == NULL || items->len == 0)
    return NULL;
  return g_ptr_array_steal_index (items, 0);
}

void
ds_history_load_trends_async (const char          *drive_ref,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  Job *job = g_new0 (Job, 1);

  job->kind = JOB_TRENDS;
  job->raw = g_strdup (drive_ref);
  start (job, cancellable, callback, user_data);
}

DsHistoryTrends *
ds_history_load_trends_finish (GAsyncResult  *result,
                               GError       **error)
{
  Answer *answer = finish (result, error);
  DsHistoryTrends *trends;

  if (answer == NULL)
    return NULL;
  trends = g_steal_pointer (&answer->trends);
  answer_free (answer);
  return trends;
}

void
ds_history_set_ratings_async (gint64               drive_id,
                              double               rated_tbw_tb,
                              int                  warranty_years,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  Job *job = g_new0 (Job, 1);

  job->kind = JOB_SET_RATINGS;
  job->run_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_array_append_val (job->run_ids, drive_id);
  job->rated_tbw_tb = rated_tbw_tb;
  job->warranty_years = warranty_years;
  start (job, cancellable, callback, user_data);
}

void
ds_history_set_label_async (gint64               run_id,
                            const char          *label,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  Job *job = g_new0 (Job, 1);

  job->kind = JOB_SET_LABEL;
  job->run_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_array_append_val (job->run_ids, run_id);
  job->raw = g_strdup (label);
  start (job, cancellable, callback, user_data);
}
