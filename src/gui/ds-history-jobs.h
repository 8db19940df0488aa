/* ds-history-jobs.h — history store work off the main thread
 *
 * Each job opens the store ($DRIVESCOPE_DB or the default path) in a GTask
 * worker, does one thing in one transaction and closes it again. Inputs are
 * copied as JSON before the worker starts.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ds-bench-result.h"
#include "ds-drive.h"
#include "ds-health.h"
#include "ds-history-store.h"
#include "ds-thermal-result.h"

G_BEGIN_DECLS

/* Saves a finished run; the finish gives its run id. */
void     ds_history_save_bench_async    (const DsBenchResult   *result,
                                         GCancellable          *cancellable,
                                         GAsyncReadyCallback    callback,
                                         gpointer               user_data);
void     ds_history_save_thermal_async  (const DsThermalResult *result,
                                         GCancellable          *cancellable,
                                         GAsyncReadyCallback    callback,
                                         gpointer               user_data);
/* A health snapshot of @drive; @run_uuid and @phase ("before", "after")
 * tie it to a run, or are NULL. */
void     ds_history_save_health_async   (const DsDrive         *drive,
                                         const DsHealth        *health,
                                         const char            *run_uuid,
                                         const char            *phase,
                                         GCancellable          *cancellable,
                                         GAsyncReadyCallback    callback,
                                         gpointer               user_data);
gint64   ds_history_save_finish         (GAsyncResult          *result,
                                         GError               **error);

/* Sets a run's comment; finish with ds_history_save_finish. */
void     ds_history_set_comment_async   (gint64                 run_id,
                                         const char            *comment,
                                         GCancellable          *cancellable,
                                         GAsyncReadyCallback    callback,
                                         gpointer               user_data);

/* Sets a run's label ("" clears it); finish with ds_history_save_finish. */
void     ds_history_set_label_async     (gint64                 run_id,
                                         const char            *label,
                                         GCancellable          *cancellable,
                                         GAsyncReadyCallback    callback,
                                         gpointer               user_data);

/* Every run (DsHistoryRun*), newest first. */
void       ds_history_list_runs_async   (GCancellable          *cancellable,
                                         GAsyncReadyCallback    callback,
                                         gpointer               user_data);
GPtrArray *ds_history_list_runs_finish  (GAsyncResult          *result,
                                         GError               **error);

/* Loads bench results (DsBenchResult*) of @run_ids (gint64), in order. */
void       ds_history_load_bench_async  (GArray                *run_ids,
                                         GCancellable          *cancellable,
                                         GAsyncReadyCallback    callback,
                                         gpointer               user_data);
GPtrArray *ds_history_load_bench_finish (GAsyncResult          *result,
                                         GError               **error);

/* Deletes runs; the finish returns what each held (JSON for undo). */
void       ds_history_delete_async      (GArray                *run_ids,
                                         GCancellable          *cancellable,
                                         GAsyncReadyCallback    callback,
                                         gpointer               user_data);
JsonNode  *ds_history_delete_finish     (GAsyncResult          *result,
                                         GError               **error);
/* Puts back what delete removed. */
void       ds_history_import_async      (JsonNode              *document,
                                         GCancellable          *cancellable,
                                         GAsyncReadyCallback    callback,
                                         gpointer               user_data);
gboolean   ds_history_import_finish     (GAsyncResult          *result,
                                         guint                 *runs_added,
                                         GError               **error);

/* Writes the runs (empty: everything) as a Drivescope history export. */
void       ds_history_export_file_async (GArray              *run_ids,
                                         const char          *path,
                                         GCancellable        *cancellable,
                                         GAsyncReadyCallback  callback,
                                         gpointer             user_data);
/* A Drivescope export or result, fio JSON or CrystalDiskMark text; finish
 * with ds_history_import_finish. */
void       ds_history_import_file_async (const char          *path,
                                         GCancellable        *cancellable,
                                         GAsyncReadyCallback  callback,
                                         gpointer             user_data);
void       ds_history_load_thermal_async  (gint64               run_id,
                                           GCancellable        *cancellable,
                                           GAsyncReadyCallback  callback,
                                           gpointer             user_data);
DsThermalResult *ds_history_load_thermal_finish (GAsyncResult  *result,
                                                 GError       **error);

/* What a drive's trends are drawn from. */
typedef struct
{
  DsHistoryDrive *drive;       /* NULL when the history has never seen it */
  GPtrArray      *results;     /* DsBenchResult*, oldest first */
  GPtrArray      *snapshots;   /* DsHistorySnapshot*, oldest first */
} DsHistoryTrends;

void             ds_history_trends_free         (DsHistoryTrends *trends);
/* @drive_ref as ds_history_store_find_drive (a serial, WWN, ...). */
void             ds_history_load_trends_async   (const char          *drive_ref,
                                                 GCancellable        *cancellable,
                                                 GAsyncReadyCallback  callback,
                                                 gpointer             user_data);
DsHistoryTrends *ds_history_load_trends_finish  (GAsyncResult        *result,
                                                 GError             **error);
/* Rated TBW (NAN: unchanged) and warranty (-1: unchanged); finish with
 * ds_history_save_finish. */
void             ds_history_set_ratings_async   (gint64               drive_id,
                                                 double               rated_tbw_tb,
                                                 int                  warranty_years,
                                                 GCancellable        *cancellable,
                                                 GAsyncReadyCallback  callback,
                                                 gpointer             user_data);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsHistoryTrends, ds_history_trends_free)

G_END_DECLS
