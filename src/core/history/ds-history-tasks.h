/* ds-history-tasks.h — every history operation the window uses, off the main thread
 *
 * One _async / _finish pair per operation. The _async call copies its
 * parameters into the operation's own state before it returns; the worker
 * opens the store at @db_path (NULL: ds_history_default_path ()), does the
 * one operation through the same ds_history_store_* function the CLI calls,
 * and closes it again. Cancelling only drops the answer of a write: a
 * result whose save was started is saved.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ds-bench-result.h"
#include "ds-drive.h"
#include "ds-health.h"
#include "ds-history-store.h"
#include "ds-import.h"
#include "ds-suite-result.h"
#include "ds-thermal-result.h"

G_BEGIN_DECLS

/* Saving a finished run; the finish gives its run id, 0 on error. */
void             ds_history_save_bench_async      (const char            *db_path,
                                                   const DsBenchResult   *result,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
gint64           ds_history_save_bench_finish     (GAsyncResult          *result,
                                                   GError               **error);
void             ds_history_save_thermal_async    (const char            *db_path,
                                                   const DsThermalResult *result,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
gint64           ds_history_save_thermal_finish   (GAsyncResult          *result,
                                                   GError               **error);

/* Suite runs (ds-history-tasks-suite.c): saving one (the finish gives its
 * run id, 0 on error) and loading one by id. */
void             ds_history_save_suite_async      (const char            *db_path,
                                                   const DsSuiteResult   *result,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
gint64           ds_history_save_suite_finish     (GAsyncResult          *result,
                                                   GError               **error);
void             ds_history_load_suite_async      (const char            *db_path,
                                                   gint64                 run_id,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
DsSuiteResult   *ds_history_load_suite_finish     (GAsyncResult          *result,
                                                   GError               **error);
/* Runs of one suite side by side: their results (DsSuiteResult*, in the
 * order of @run_ids) and ds_history_compare () of them, as `compare` prints
 * it. DS_ERROR_INVALID_ARGUMENT for a run that is not a suite run, runs of
 * different suites, or not 2 to 8 runs. */
typedef struct
{
  GPtrArray *results;
  JsonNode  *comparison;
} DsHistorySuiteComparison;

void             ds_history_suite_comparison_free (DsHistorySuiteComparison *comparison);
void             ds_history_compare_suites_async  (const char            *db_path,
                                                   GArray                *run_ids,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
DsHistorySuiteComparison *ds_history_compare_suites_finish (GAsyncResult  *result,
                                                            GError       **error);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsHistorySuiteComparison, ds_history_suite_comparison_free)

/* A health snapshot of @drive; @run_uuid and @phase ("before", "after")
 * tie it to a run, or are NULL. The finish gives the snapshot id. */
void             ds_history_save_health_async     (const char            *db_path,
                                                   const DsDrive         *drive,
                                                   const DsHealth        *health,
                                                   const char            *run_uuid,
                                                   const char            *phase,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
gint64           ds_history_save_health_finish    (GAsyncResult          *result,
                                                   GError               **error);

/* A run's comment and label ("" clears them). */
void             ds_history_set_comment_async     (const char            *db_path,
                                                   gint64                 run_id,
                                                   const char            *comment,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
gboolean         ds_history_set_comment_finish    (GAsyncResult          *result,
                                                   GError               **error);
void             ds_history_set_label_async       (const char            *db_path,
                                                   gint64                 run_id,
                                                   const char            *label,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
gboolean         ds_history_set_label_finish      (GAsyncResult          *result,
                                                   GError               **error);

/* Every run (DsHistoryRun*), newest first. */
void             ds_history_list_runs_async       (const char            *db_path,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
GPtrArray       *ds_history_list_runs_finish      (GAsyncResult          *result,
                                                   GError               **error);

/* The bench results (DsBenchResult*) of @run_ids (gint64), in their order. */
void             ds_history_load_bench_async      (const char            *db_path,
                                                   GArray                *run_ids,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
GPtrArray       *ds_history_load_bench_finish     (GAsyncResult          *result,
                                                   GError               **error);
void             ds_history_load_thermal_async    (const char            *db_path,
                                                   gint64                 run_id,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
DsThermalResult *ds_history_load_thermal_finish   (GAsyncResult          *result,
                                                   GError               **error);

/* ds_history_store_delete_runs: all or nothing; the finish returns the
 * undo document. */
void             ds_history_delete_runs_async     (const char            *db_path,
                                                   GArray                *run_ids,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
JsonNode        *ds_history_delete_runs_finish    (GAsyncResult          *result,
                                                   GError               **error);

/* ds_history_store_import_json of @document (an export, such as the undo
 * document of a delete). */
void             ds_history_import_json_async     (const char            *db_path,
                                                   JsonNode              *document,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
gboolean         ds_history_import_json_finish    (GAsyncResult          *result,
                                                   guint                 *runs_added,
                                                   guint                 *runs_skipped,
                                                   GError               **error);

/* ds_history_store_import_file: what `drivescope-cli import`, `import-cdm`
 * and `import-fio` do. */
void             ds_history_import_file_async     (const char            *db_path,
                                                   const char            *path,
                                                   DsImportFormat         format,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
gboolean         ds_history_import_file_finish    (GAsyncResult          *result,
                                                   guint                 *runs_added,
                                                   guint                 *runs_skipped,
                                                   GError               **error);

/* The runs (empty: everything) written to @path as a history export. */
void             ds_history_export_file_async     (const char            *db_path,
                                                   GArray                *run_ids,
                                                   const char            *path,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
gboolean         ds_history_export_file_finish    (GAsyncResult          *result,
                                                   GError               **error);

/* The trends of @drive (a conditions.drive-style object, as
 * ds_history_drive_object makes one) as ds_history_store_match_drive finds
 * it; a drive the history has never seen gives trends with no drive and
 * nothing in them. */
void             ds_history_load_trends_async     (const char            *db_path,
                                                   JsonObject            *drive,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
DsHistoryTrends *ds_history_load_trends_finish    (GAsyncResult          *result,
                                                   GError               **error);

/* A drive's rated TBW (NAN: unchanged) and warranty (-1: unchanged). */
void             ds_history_set_ratings_async     (const char            *db_path,
                                                   gint64                 drive_id,
                                                   double                 rated_tbw_tb,
                                                   int                    warranty_years,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
gboolean         ds_history_set_ratings_finish    (GAsyncResult          *result,
                                                   GError               **error);

G_END_DECLS
