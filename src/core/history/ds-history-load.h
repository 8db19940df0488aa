/* ds-history-load.h — one run of any kind, loaded by the loader of its kind
 *
 * The one table that maps a run's kind to how it is read back: bench and
 * both imported kinds as bench results, thermal, suite and verify runs as
 * their own results. The CLI's show and JSON, the window's History and the
 * exports all open a run through it, so a kind added to the history is
 * opened everywhere or nowhere.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ds-history.h"
#include "ds-history-store.h"
#include "ds-verify-result.h"

G_BEGIN_DECLS

/* What a run loads as: one of these per kind. */
typedef enum
{
  DS_HISTORY_LOADED_BENCH,     /* bench, imported-cdm, imported-fio */
  DS_HISTORY_LOADED_THERMAL,
  DS_HISTORY_LOADED_SUITE,
  DS_HISTORY_LOADED_VERIFY,
} DsHistoryLoadedKind;

/* A run read back: its kind, and the one result that kind loads as. */
typedef struct
{
  gint64              run_id;
  DsRunKind           run_kind;
  DsHistoryLoadedKind kind;
  DsBenchResult      *bench;
  DsThermalResult    *thermal;
  DsSuiteResult      *suite;
  DsVerifyResult     *verify;
} DsHistoryLoadedRun;

void                ds_history_loaded_run_free    (DsHistoryLoadedRun *run);
/* How a run of @kind is loaded (the table's row). */
DsHistoryLoadedKind ds_history_loaded_kind_of     (DsRunKind           kind);
/* The result's JSON (what `show --json` prints before the run's own
 * members are added). */
JsonNode           *ds_history_loaded_run_to_json (const DsHistoryLoadedRun *run);

/* Reads run @run_id with the loader of its kind. */
DsHistoryLoadedRun *ds_history_store_load_run     (DsHistoryStore     *self,
                                                   gint64              run_id,
                                                   GError            **error);

/* The same off the calling thread (DsHistory's operation). */
void                ds_history_load_run_async     (DsHistory          *self,
                                                   gint64              run_id,
                                                   GCancellable       *cancellable,
                                                   GAsyncReadyCallback callback,
                                                   gpointer            user_data);
DsHistoryLoadedRun *ds_history_load_run_finish    (DsHistory          *self,
                                                   GAsyncResult       *result,
                                                   GError            **error);

/* Runs of one kind side by side: their results as @kind loads them (in
 * the order of the ids: DsBenchResult*, DsThermalResult*, DsSuiteResult*
 * or DsVerifyResult*) and ds_history_compare () of them, as `compare`
 * prints it. DS_ERROR_INVALID_ARGUMENT for a run of another kind, runs of
 * different suites, or not 2 to 8 runs. */
typedef struct
{
  DsHistoryLoadedKind kind;
  GPtrArray          *results;
  JsonNode           *comparison;
} DsHistoryComparison;

void                 ds_history_comparison_free     (DsHistoryComparison *comparison);
void                 ds_history_compare_runs_async  (DsHistory          *self,
                                                     DsHistoryLoadedKind kind,
                                                     GArray             *run_ids,
                                                     GCancellable       *cancellable,
                                                     GAsyncReadyCallback callback,
                                                     gpointer            user_data);
DsHistoryComparison *ds_history_compare_runs_finish (DsHistory          *self,
                                                     GAsyncResult       *result,
                                                     GError            **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsHistoryLoadedRun, ds_history_loaded_run_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsHistoryComparison, ds_history_comparison_free)

G_END_DECLS
