/* ds-history-load.c — the table of run kinds and their loaders, and
 * loading one run of any kind, here or in a worker
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ds-history-compare.h"
#include "ds-history-load.h"
#include "ds-history-operation-private.h"
#include "ds-history-verify.h"
#include "ds-json.h"

typedef gboolean (*LoadFunc) (DsHistoryStore     *store,
                              DsHistoryLoadedRun *out,
                              GError            **error);

static gboolean
load_bench (DsHistoryStore     *store,
            DsHistoryLoadedRun *out,
            GError            **error)
{
  return (out->bench = ds_history_store_load_bench (store, out->run_id, error)) != NULL;
}

static gboolean
load_thermal (DsHistoryStore     *store,
              DsHistoryLoadedRun *out,
              GError            **error)
{
  return (out->thermal = ds_history_store_load_thermal (store, out->run_id, error)) != NULL;
}

static gboolean
load_suite (DsHistoryStore     *store,
            DsHistoryLoadedRun *out,
            GError            **error)
{
  return (out->suite = ds_history_store_load_suite (store, out->run_id, error)) != NULL;
}

static gboolean
load_verify (DsHistoryStore     *store,
             DsHistoryLoadedRun *out,
             GError            **error)
{
  return (out->verify = ds_history_store_load_verify (store, out->run_id, error)) != NULL;
}

typedef struct
{
  DsHistoryLoadedKind loaded;
  LoadFunc            load;
  glong               result;        /* where in DsHistoryLoadedRun its result is */
  GDestroyNotify      free_result;
} Loader;

#define LOADER(kind, name) \
  { kind, load_##name, G_STRUCT_OFFSET (DsHistoryLoadedRun, name), (GDestroyNotify) ds_##name##_result_free }

/* Every kind of run, and how it is read back. */
static const Loader loaders[] = {
  [DS_RUN_KIND_BENCH] = LOADER (DS_HISTORY_LOADED_BENCH, bench),
  [DS_RUN_KIND_THERMAL] = LOADER (DS_HISTORY_LOADED_THERMAL, thermal),
  [DS_RUN_KIND_IMPORTED_CDM] = LOADER (DS_HISTORY_LOADED_BENCH, bench),
  [DS_RUN_KIND_IMPORTED_FIO] = LOADER (DS_HISTORY_LOADED_BENCH, bench),
  [DS_RUN_KIND_SUITE] = LOADER (DS_HISTORY_LOADED_SUITE, suite),
  [DS_RUN_KIND_VERIFY] = LOADER (DS_HISTORY_LOADED_VERIFY, verify),
};

/* The first row that loads as @kind: its loader refuses a run of any
 * other kind. */
static const Loader *
loader_of_loaded (DsHistoryLoadedKind kind)
{
  for (guint i = 0; i < G_N_ELEMENTS (loaders); i++)
    if (loaders[i].load != NULL && loaders[i].loaded == kind)
      return &loaders[i];
  g_return_val_if_reached (&loaders[DS_RUN_KIND_BENCH]);
}

DsHistoryLoadedKind
ds_history_loaded_kind_of (DsRunKind kind)
{
  g_return_val_if_fail ((guint) kind < G_N_ELEMENTS (loaders), DS_HISTORY_LOADED_BENCH);
  return loaders[kind].loaded;
}

void
ds_history_loaded_run_free (DsHistoryLoadedRun *run)
{
  if (run == NULL)
    return;
  g_clear_pointer (&run->bench, ds_bench_result_free);
  g_clear_pointer (&run->thermal, ds_thermal_result_free);
  g_clear_pointer (&run->suite, ds_suite_result_free);
  g_clear_pointer (&run->verify, ds_verify_result_free);
  g_free (run);
}

JsonNode *
ds_history_loaded_run_to_json (const DsHistoryLoadedRun *run)
{
  switch (run->kind)
    {
    case DS_HISTORY_LOADED_THERMAL: return ds_thermal_result_to_json (run->thermal);
    case DS_HISTORY_LOADED_SUITE: return ds_suite_result_to_json (run->suite);
    case DS_HISTORY_LOADED_VERIFY: return ds_verify_result_to_json (run->verify);
    case DS_HISTORY_LOADED_BENCH:
    default: return ds_bench_result_to_json (run->bench);
    }
}

DsHistoryLoadedRun *
ds_history_store_load_run (DsHistoryStore  *self,
                           gint64           run_id,
                           GError         **error)
{
  g_autoptr(DsHistoryRun) info = ds_history_store_get_run (self, run_id, error);
  g_autoptr(DsHistoryLoadedRun) out = NULL;

  if (info == NULL)
    return NULL;
  /* get_run refuses a kind it does not know */
  g_return_val_if_fail ((guint) info->kind < G_N_ELEMENTS (loaders) && loaders[info->kind].load != NULL, NULL);
  out = g_new0 (DsHistoryLoadedRun, 1);
  out->run_id = run_id;
  out->run_kind = info->kind;
  out->kind = loaders[info->kind].loaded;
  if (!loaders[info->kind].load (self, out, error))
    return NULL;
  return g_steal_pointer (&out);
}

JsonNode *
ds_history_store_load_run_json (DsHistoryStore  *self,
                                gint64           run_id,
                                GError         **error)
{
  g_autoptr(DsHistoryRun) run = ds_history_store_get_run (self, run_id, error);
  JsonNode *node;
  JsonObject *obj;

  if (run == NULL)
    return NULL;
  {
    /* by the loader of its kind */
    g_autoptr(DsHistoryLoadedRun) loaded = ds_history_store_load_run (self, run_id, error);

    if (loaded == NULL)
      return NULL;
    node = ds_history_loaded_run_to_json (loaded);
  }
  obj = json_node_get_object (node);
  json_object_set_int_member (obj, "id", run->id);
  ds_json_set_string (obj, "label", run->label);
  ds_json_set_string (obj, "comment", run->comment);
  ds_json_set_string (obj, "app_version", run->app_version);
  return node;
}

/* --- in a worker --- */

typedef struct
{
  gint64              run_id;
  DsHistoryLoadedRun *out;    /* the answer */
} LoadRun;

static void
load_run_free (LoadRun *s)
{
  g_clear_pointer (&s->out, ds_history_loaded_run_free);
  g_free (s);
}

static gboolean
load_run_run (DsHistoryStore  *store,
              gpointer         state,
              GError         **error)
{
  LoadRun *s = state;

  s->out = ds_history_store_load_run (store, s->run_id, error);
  return s->out != NULL;
}

static const DsHistoryOperation load_run_op = {
  .name = "history: load run", .drop_if_cancelled = TRUE, .run = load_run_run,
};

void
ds_history_load_run_async (DsHistory           *self,
                           gint64               run_id,
                           GCancellable        *cancellable,
                           GAsyncReadyCallback  callback,
                           gpointer             user_data)
{
  LoadRun *s = g_new0 (LoadRun, 1);

  s->run_id = run_id;
  ds_history_operation_start (self, &load_run_op, s, (GDestroyNotify) load_run_free, cancellable, callback,
                              user_data);
}

DsHistoryLoadedRun *
ds_history_load_run_finish (DsHistory     *self,
                            GAsyncResult  *result,
                            GError       **error)
{
  LoadRun *s = ds_history_operation_finish (self, result, &load_run_op, error);

  return s != NULL ? g_steal_pointer (&s->out) : NULL;
}

/* --- runs of one kind side by side --- */

typedef struct
{
  DsHistoryLoadedKind  kind;
  GArray              *run_ids;
  DsHistoryComparison *out;      /* the answer */
} CompareRuns;

void
ds_history_comparison_free (DsHistoryComparison *comparison)
{
  if (comparison == NULL)
    return;
  g_clear_pointer (&comparison->results, g_ptr_array_unref);
  g_clear_pointer (&comparison->comparison, json_node_unref);
  g_free (comparison);
}

static void
compare_runs_free (CompareRuns *s)
{
  g_clear_pointer (&s->run_ids, g_array_unref);
  g_clear_pointer (&s->out, ds_history_comparison_free);
  g_free (s);
}

static gboolean
compare_runs_run (DsHistoryStore  *store,
                  gpointer         state,
                  GError         **error)
{
  CompareRuns *s = state;
  const Loader *loader = loader_of_loaded (s->kind);
  g_autoptr(GPtrArray) documents = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  g_autoptr(DsHistoryComparison) out = g_new0 (DsHistoryComparison, 1);

  out->kind = s->kind;
  out->results = g_ptr_array_new_with_free_func (loader->free_result);
  for (guint i = 0; i < s->run_ids->len; i++)
    {
      g_autoptr(DsHistoryLoadedRun) loaded = g_new0 (DsHistoryLoadedRun, 1);
      JsonNode *document;

      loaded->run_id = g_array_index (s->run_ids, gint64, i);
      loaded->kind = s->kind;
      /* DS_ERROR_INVALID_ARGUMENT for a run of another kind */
      if (!loader->load (store, loaded, error))
        return FALSE;
      g_ptr_array_add (out->results, g_steal_pointer ((gpointer *) G_STRUCT_MEMBER_P (loaded, loader->result)));
      if ((document = ds_history_store_load_run_json (store, loaded->run_id, error)) == NULL)
        return FALSE;
      g_ptr_array_add (documents, document);
    }
  /* The same comparison as `drivescope-cli compare`: it refuses runs of
   * different suites, saying so. */
  out->comparison = ds_history_compare (documents, error);
  if (out->comparison == NULL)
    return FALSE;
  s->out = g_steal_pointer (&out);
  return TRUE;
}

static const DsHistoryOperation compare_runs_op = {
  .name = "history: compare runs", .drop_if_cancelled = TRUE, .run = compare_runs_run,
};

void
ds_history_compare_runs_async (DsHistory           *self,
                               DsHistoryLoadedKind  kind,
                               GArray              *run_ids,
                               GCancellable        *cancellable,
                               GAsyncReadyCallback  callback,
                               gpointer             user_data)
{
  CompareRuns *s = g_new0 (CompareRuns, 1);

  s->kind = kind;
  s->run_ids = ds_history_copy_ids (run_ids);
  ds_history_operation_start (self, &compare_runs_op, s, (GDestroyNotify) compare_runs_free, cancellable,
                              callback, user_data);
}

DsHistoryComparison *
ds_history_compare_runs_finish (DsHistory     *self,
                                GAsyncResult  *result,
                                GError       **error)
{
  CompareRuns *s = ds_history_operation_finish (self, result, &compare_runs_op, error);

  return s != NULL ? g_steal_pointer (&s->out) : NULL;
}
