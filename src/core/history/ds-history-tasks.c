/* ds-history-tasks.c — the window's writes to the history, off the main thread
 *
 * Each operation has its own state struct, filled on the caller's thread
 * and only read by the worker, its own thread function and its own finish.
 * What they share (ds-history-tasks-private.h) is opening the store and
 * starting the GTask; the reads and the transfers are in
 * ds-history-tasks-read.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ds-history-tasks-private.h"
#include "ds-json.h"

void
ds_history_task_start (gpointer             source_tag,
                       const char          *name,
                       gpointer             state,
                       GDestroyNotify       state_free,
                       GTaskThreadFunc      thread,
                       GCancellable        *cancellable,
                       GAsyncReadyCallback  callback,
                       gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);

  g_task_set_source_tag (task, source_tag);
  g_task_set_name (task, name);
  g_task_set_task_data (task, state, state_free);
  g_task_run_in_thread (task, thread);
}

DsHistoryStore *
ds_history_task_open_store (GTask      *task,
                            const char *db_path)
{
  GError *error = NULL;
  DsHistoryStore *store = ds_history_store_open (db_path, &error);

  if (store == NULL)
    g_task_return_error (task, error);
  return store;
}

gboolean
ds_history_task_check (GAsyncResult *result,
                       gpointer      source_tag)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == source_tag, FALSE);
  return TRUE;
}

GArray *
ds_history_task_copy_ids (GArray *run_ids)
{
  GArray *copy = g_array_sized_new (FALSE, FALSE, sizeof (gint64), run_ids != NULL ? run_ids->len : 0);

  if (run_ids != NULL)
    g_array_append_vals (copy, run_ids->data, run_ids->len);
  return copy;
}

void
ds_history_task_return_id (GTask  *task,
                           gint64  id)
{
  g_task_return_pointer (task, g_memdup2 (&id, sizeof id), g_free);
}

gint64
ds_history_task_propagate_id (GAsyncResult  *result,
                              GError       **error)
{
  g_autofree gint64 *id = g_task_propagate_pointer (G_TASK (result), error);

  return id != NULL ? *id : 0;
}

/* --- save bench --- */

typedef struct
{
  char          *db_path;
  DsBenchResult *result;    /* a copy: the caller may change its own */
} SaveBench;

static void
save_bench_free (SaveBench *s)
{
  g_free (s->db_path);
  g_clear_pointer (&s->result, ds_bench_result_free);
  g_free (s);
}

static void
save_bench_thread (GTask        *task,
                   gpointer      source_object,
                   gpointer      task_data,
                   GCancellable *cancellable)
{
  SaveBench *s = task_data;
  g_autoptr(DsHistoryStore) store = ds_history_task_open_store (task, s->db_path);
  GError *error = NULL;
  gint64 id;

  if (store == NULL)
    return;
  id = ds_history_store_save_bench (store, s->result, &error);
  if (id == 0)
    g_task_return_error (task, error);
  else
    ds_history_task_return_id (task, id);
}

void
ds_history_save_bench_async (const char          *db_path,
                             const DsBenchResult *result,
                             GCancellable        *cancellable,
                             GAsyncReadyCallback  callback,
                             gpointer             user_data)
{
  SaveBench *s = g_new0 (SaveBench, 1);
  g_autoptr(JsonNode) json = ds_bench_result_to_json (result);

  s->db_path = g_strdup (db_path);
  /* A result reads back what it wrote; the copy cannot fail. */
  s->result = ds_bench_result_from_json (json, NULL);
  g_assert (s->result != NULL);
  ds_history_task_start (ds_history_save_bench_async, "history: save bench", s, (GDestroyNotify) save_bench_free,
                         save_bench_thread, cancellable, callback, user_data);
}

gint64
ds_history_save_bench_finish (GAsyncResult  *result,
                              GError       **error)
{
  g_return_val_if_fail (ds_history_task_check (result, ds_history_save_bench_async), 0);
  return ds_history_task_propagate_id (result, error);
}

/* --- save thermal --- */

typedef struct
{
  char            *db_path;
  DsThermalResult *result;  /* a copy */
} SaveThermal;

static void
save_thermal_free (SaveThermal *s)
{
  g_free (s->db_path);
  g_clear_pointer (&s->result, ds_thermal_result_free);
  g_free (s);
}

static void
save_thermal_thread (GTask        *task,
                     gpointer      source_object,
                     gpointer      task_data,
                     GCancellable *cancellable)
{
  SaveThermal *s = task_data;
  g_autoptr(DsHistoryStore) store = ds_history_task_open_store (task, s->db_path);
  GError *error = NULL;
  gint64 id;

  if (store == NULL)
    return;
  id = ds_history_store_save_thermal (store, s->result, &error);
  if (id == 0)
    g_task_return_error (task, error);
  else
    ds_history_task_return_id (task, id);
}

void
ds_history_save_thermal_async (const char            *db_path,
                               const DsThermalResult *result,
                               GCancellable          *cancellable,
                               GAsyncReadyCallback    callback,
                               gpointer               user_data)
{
  SaveThermal *s = g_new0 (SaveThermal, 1);
  g_autoptr(JsonNode) json = ds_thermal_result_to_json (result);

  s->db_path = g_strdup (db_path);
  s->result = ds_thermal_result_from_json (json, NULL);
  g_assert (s->result != NULL);
  ds_history_task_start (ds_history_save_thermal_async, "history: save thermal", s, (GDestroyNotify) save_thermal_free,
                         save_thermal_thread, cancellable, callback, user_data);
}

gint64
ds_history_save_thermal_finish (GAsyncResult  *result,
                                GError       **error)
{
  g_return_val_if_fail (ds_history_task_check (result, ds_history_save_thermal_async), 0);
  return ds_history_task_propagate_id (result, error);
}

/* --- save health --- */

typedef struct
{
  char       *db_path;
  JsonObject *drive;        /* ds_history_drive_object */
  JsonObject *health;       /* ds_health_to_json */
  JsonNode   *raw;          /* the helper's pages, or NULL */
  char       *run_uuid;
  char       *phase;
} SaveHealth;

static void
save_health_free (SaveHealth *s)
{
  g_free (s->db_path);
  g_clear_pointer (&s->drive, json_object_unref);
  g_clear_pointer (&s->health, json_object_unref);
  g_clear_pointer (&s->raw, json_node_unref);
  g_free (s->run_uuid);
  g_free (s->phase);
  g_free (s);
}

static void
save_health_thread (GTask        *task,
                    gpointer      source_object,
                    gpointer      task_data,
                    GCancellable *cancellable)
{
  SaveHealth *s = task_data;
  g_autoptr(DsHistoryStore) store = ds_history_task_open_store (task, s->db_path);
  GError *error = NULL;
  gint64 id;

  if (store == NULL)
    return;
  id = ds_history_store_save_health (store, s->drive, s->health, s->raw, 0, s->run_uuid, s->phase, &error);
  if (id == 0)
    g_task_return_error (task, error);
  else
    ds_history_task_return_id (task, id);
}

void
ds_history_save_health_async (const char          *db_path,
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
  health_json = ds_health_to_json (health);
  s->db_path = g_strdup (db_path);
  s->drive = ds_history_drive_object (drive);
  s->health = json_object_ref (json_node_get_object (health_json));
  s->raw = health->raw_json != NULL ? ds_json_from_string (health->raw_json, NULL) : NULL;
  s->run_uuid = g_strdup (run_uuid);
  s->phase = g_strdup (phase);
  ds_history_task_start (ds_history_save_health_async, "history: save health", s, (GDestroyNotify) save_health_free,
                         save_health_thread, cancellable, callback, user_data);
}

gint64
ds_history_save_health_finish (GAsyncResult  *result,
                               GError       **error)
{
  g_return_val_if_fail (ds_history_task_check (result, ds_history_save_health_async), 0);
  return ds_history_task_propagate_id (result, error);
}

/* --- comment and label --- */

/* A run's comment or label: the same operation on a different column. */
typedef gboolean (*SetRunTextFunc) (DsHistoryStore *store,
                                    gint64          run_id,
                                    const char     *text,
                                    GError        **error);

typedef struct
{
  char           *db_path;
  gint64          run_id;
  char           *text;
  SetRunTextFunc  set;
} SetRunText;

static void
set_run_text_free (SetRunText *s)
{
  g_free (s->db_path);
  g_free (s->text);
  g_free (s);
}

static void
set_run_text_thread (GTask        *task,
                     gpointer      source_object,
                     gpointer      task_data,
                     GCancellable *cancellable)
{
  SetRunText *s = task_data;
  g_autoptr(DsHistoryStore) store = ds_history_task_open_store (task, s->db_path);
  GError *error = NULL;

  if (store == NULL)
    return;
  if (!s->set (store, s->run_id, s->text, &error))
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

static void
set_run_text_start (gpointer             source_tag,
                    const char          *name,
                    SetRunTextFunc       set,
                    const char          *db_path,
                    gint64               run_id,
                    const char          *text,
                    GCancellable        *cancellable,
                    GAsyncReadyCallback  callback,
                    gpointer             user_data)
{
  SetRunText *s = g_new0 (SetRunText, 1);

  s->db_path = g_strdup (db_path);
  s->run_id = run_id;
  s->text = g_strdup (text);
  s->set = set;
  ds_history_task_start (source_tag, name, s, (GDestroyNotify) set_run_text_free,
                         set_run_text_thread, cancellable, callback, user_data);
}

void
ds_history_set_comment_async (const char          *db_path,
                              gint64               run_id,
                              const char          *comment,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  set_run_text_start (ds_history_set_comment_async, "history: set comment", ds_history_store_set_comment,
                      db_path, run_id, comment, cancellable, callback, user_data);
}

gboolean
ds_history_set_comment_finish (GAsyncResult  *result,
                               GError       **error)
{
  g_return_val_if_fail (ds_history_task_check (result, ds_history_set_comment_async), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

void
ds_history_set_label_async (const char          *db_path,
                            gint64               run_id,
                            const char          *label,
                            GCancellable        *cancellable,
                            GAsyncReadyCallback  callback,
                            gpointer             user_data)
{
  set_run_text_start (ds_history_set_label_async, "history: set label", ds_history_store_set_label,
                      db_path, run_id, label, cancellable, callback, user_data);
}

gboolean
ds_history_set_label_finish (GAsyncResult  *result,
                             GError       **error)
{
  g_return_val_if_fail (ds_history_task_check (result, ds_history_set_label_async), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}

/* --- deleting --- */

typedef struct
{
  char   *db_path;
  GArray *run_ids;
} DeleteRuns;

static void
delete_runs_free (DeleteRuns *s)
{
  g_free (s->db_path);
  g_clear_pointer (&s->run_ids, g_array_unref);
  g_free (s);
}

static void
delete_runs_thread (GTask        *task,
                    gpointer      source_object,
                    gpointer      task_data,
                    GCancellable *cancellable)
{
  DeleteRuns *s = task_data;
  g_autoptr(DsHistoryStore) store = ds_history_task_open_store (task, s->db_path);
  JsonNode *undo = NULL;
  GError *error = NULL;

  if (store == NULL)
    return;
  if (!ds_history_store_delete_runs (store, s->run_ids, &undo, &error))
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, undo, (GDestroyNotify) json_node_unref);
}

void
ds_history_delete_runs_async (const char          *db_path,
                              GArray              *run_ids,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  DeleteRuns *s = g_new0 (DeleteRuns, 1);

  s->db_path = g_strdup (db_path);
  s->run_ids = ds_history_task_copy_ids (run_ids);
  ds_history_task_start (ds_history_delete_runs_async, "history: delete runs", s, (GDestroyNotify) delete_runs_free,
                         delete_runs_thread, cancellable, callback, user_data);
}

JsonNode *
ds_history_delete_runs_finish (GAsyncResult  *result,
                               GError       **error)
{
  g_return_val_if_fail (ds_history_task_check (result, ds_history_delete_runs_async), NULL);
  return g_task_propagate_pointer (G_TASK (result), error);
}

/* --- a drive's ratings --- */

typedef struct
{
  char   *db_path;
  gint64  drive_id;
  double  rated_tbw_tb;
  int     warranty_years;
} SetRatings;

static void
set_ratings_free (SetRatings *s)
{
  g_free (s->db_path);
  g_free (s);
}

static void
set_ratings_thread (GTask        *task,
                    gpointer      source_object,
                    gpointer      task_data,
                    GCancellable *cancellable)
{
  SetRatings *s = task_data;
  g_autoptr(DsHistoryStore) store = ds_history_task_open_store (task, s->db_path);
  GError *error = NULL;

  if (store == NULL)
    return;
  if (!ds_history_store_drive_set (store, s->drive_id, s->rated_tbw_tb, s->warranty_years, NULL, &error))
    g_task_return_error (task, error);
  else
    g_task_return_boolean (task, TRUE);
}

void
ds_history_set_ratings_async (const char          *db_path,
                              gint64               drive_id,
                              double               rated_tbw_tb,
                              int                  warranty_years,
                              GCancellable        *cancellable,
                              GAsyncReadyCallback  callback,
                              gpointer             user_data)
{
  SetRatings *s = g_new0 (SetRatings, 1);

  s->db_path = g_strdup (db_path);
  s->drive_id = drive_id;
  s->rated_tbw_tb = rated_tbw_tb;
  s->warranty_years = warranty_years;
  ds_history_task_start (ds_history_set_ratings_async, "history: set ratings", s, (GDestroyNotify) set_ratings_free,
                         set_ratings_thread, cancellable, callback, user_data);
}

gboolean
ds_history_set_ratings_finish (GAsyncResult  *result,
                               GError       **error)
{
  g_return_val_if_fail (ds_history_task_check (result, ds_history_set_ratings_async), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}
