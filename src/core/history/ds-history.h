/* ds-history.h — the history as one object: its file, its connections,
 * its operations off the calling thread, and "changed"
 *
 * A DsHistory owns the path of one database (NULL when made:
 * ds_history_default_path ()). Its operations run in worker threads; each
 * worker uses a connection of its own (ds_history_store_open), kept open
 * for the next operation, so no connection is ever used by two threads at
 * once. Every operation is one _async / _finish pair: the _async call
 * copies its parameters into the operation's own state before it returns,
 * the worker does the one operation through the same ds_history_store_*
 * function the CLI calls, and the callback runs in the caller's thread
 * default main context with the DsHistory as its source object.
 *
 * Whenever a write succeeds, the object emits "changed" with what changed,
 * in the caller's main context and after the operation's callback.
 * Cancelling only drops the answer of a write: a result whose save was
 * started is saved, and "changed" still says so.
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
#include "ds-verify-result.h"

G_BEGIN_DECLS

/* What a write changed ("changed"'s argument). */
typedef enum /*< flags >*/
{
  DS_HISTORY_CHANGE_RUNS   = 1 << 0,  /* runs added, deleted, labelled or commented */
  DS_HISTORY_CHANGE_HEALTH = 1 << 1,  /* health snapshots added */
  DS_HISTORY_CHANGE_DRIVES = 1 << 2,  /* a drive's ratings */
} DsHistoryChange;

GType            ds_history_change_get_type       (void) G_GNUC_CONST;
#define DS_TYPE_HISTORY_CHANGE (ds_history_change_get_type ())

#define DS_TYPE_HISTORY (ds_history_get_type ())
G_DECLARE_FINAL_TYPE (DsHistory, ds_history, DS, HISTORY, GObject)

/* @path NULL: ds_history_default_path (). Nothing is opened yet: the first
 * operation opens (and if need be creates) the database. */
DsHistory       *ds_history_new                   (const char            *path);
const char      *ds_history_get_path              (DsHistory             *self);

/* --- saving a finished run --- */

/* The finish gives its run id, 0 on error. ds_history_save_run_finish ()
 * finishes any of the three, for a caller that saves every kind of run. */
void             ds_history_save_bench_async      (DsHistory             *self,
                                                   const DsBenchResult   *result,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
gint64           ds_history_save_bench_finish     (DsHistory             *self,
                                                   GAsyncResult          *result,
                                                   GError               **error);
void             ds_history_save_thermal_async    (DsHistory             *self,
                                                   const DsThermalResult *result,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
gint64           ds_history_save_thermal_finish   (DsHistory             *self,
                                                   GAsyncResult          *result,
                                                   GError               **error);
void             ds_history_save_suite_async      (DsHistory             *self,
                                                   const DsSuiteResult   *result,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
gint64           ds_history_save_suite_finish     (DsHistory             *self,
                                                   GAsyncResult          *result,
                                                   GError               **error);
/* A capacity check (verify); finished by ds_history_save_run_finish (). */
void             ds_history_save_verify_async     (DsHistory             *self,
                                                   const DsVerifyResult  *result,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
gint64           ds_history_save_run_finish       (DsHistory             *self,
                                                   GAsyncResult          *result,
                                                   GError               **error);

/* A health snapshot of @drive; @run_uuid and @phase ("before", "after")
 * tie it to a run, or are NULL. The finish gives the snapshot id. */
void             ds_history_save_health_async     (DsHistory             *self,
                                                   const DsDrive         *drive,
                                                   const DsHealth        *health,
                                                   const char            *run_uuid,
                                                   const char            *phase,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
gint64           ds_history_save_health_finish    (DsHistory             *self,
                                                   GAsyncResult          *result,
                                                   GError               **error);

/* --- changing runs and drives --- */

/* A run's comment and label ("" clears them). */
void             ds_history_set_comment_async     (DsHistory             *self,
                                                   gint64                 run_id,
                                                   const char            *comment,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
gboolean         ds_history_set_comment_finish    (DsHistory             *self,
                                                   GAsyncResult          *result,
                                                   GError               **error);
void             ds_history_set_label_async       (DsHistory             *self,
                                                   gint64                 run_id,
                                                   const char            *label,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
gboolean         ds_history_set_label_finish      (DsHistory             *self,
                                                   GAsyncResult          *result,
                                                   GError               **error);

/* ds_history_store_delete_runs: all or nothing; the finish returns the
 * undo document. */
void             ds_history_delete_runs_async     (DsHistory             *self,
                                                   GArray                *run_ids,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
JsonNode        *ds_history_delete_runs_finish    (DsHistory             *self,
                                                   GAsyncResult          *result,
                                                   GError               **error);

/* A drive's rated TBW (NAN: unchanged) and warranty (-1: unchanged). */
void             ds_history_set_ratings_async     (DsHistory             *self,
                                                   gint64                 drive_id,
                                                   double                 rated_tbw_tb,
                                                   int                    warranty_years,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
gboolean         ds_history_set_ratings_finish    (DsHistory             *self,
                                                   GAsyncResult          *result,
                                                   GError               **error);

/* --- importing and exporting --- */

/* ds_history_store_import_json of @document (an export, such as the undo
 * document of a delete). */
void             ds_history_import_json_async     (DsHistory             *self,
                                                   JsonNode              *document,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
gboolean         ds_history_import_json_finish    (DsHistory             *self,
                                                   GAsyncResult          *result,
                                                   guint                 *runs_added,
                                                   guint                 *runs_skipped,
                                                   GError               **error);

/* ds_history_store_import_file: what `drivescope-cli import`, `import-cdm`
 * and `import-fio` do. The file is read before the database is opened: a
 * malformed file writes nothing, not even a new database. */
void             ds_history_import_file_async     (DsHistory             *self,
                                                   const char            *path,
                                                   DsImportFormat         format,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
gboolean         ds_history_import_file_finish    (DsHistory             *self,
                                                   GAsyncResult          *result,
                                                   guint                 *runs_added,
                                                   guint                 *runs_skipped,
                                                   GError               **error);

/* The runs (empty: everything) written to @path as a history export. */
void             ds_history_export_file_async     (DsHistory             *self,
                                                   GArray                *run_ids,
                                                   const char            *path,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
gboolean         ds_history_export_file_finish    (DsHistory             *self,
                                                   GAsyncResult          *result,
                                                   GError               **error);

/* --- reading --- */

/* Every run (DsHistoryRun*), newest first. */
void             ds_history_list_runs_async       (DsHistory             *self,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
GPtrArray       *ds_history_list_runs_finish      (DsHistory             *self,
                                                   GAsyncResult          *result,
                                                   GError               **error);

/* The bench results (DsBenchResult*) of @run_ids (gint64), in their order. */
void             ds_history_load_bench_async      (DsHistory             *self,
                                                   GArray                *run_ids,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
GPtrArray       *ds_history_load_bench_finish     (DsHistory             *self,
                                                   GAsyncResult          *result,
                                                   GError               **error);
void             ds_history_load_thermal_async    (DsHistory             *self,
                                                   gint64                 run_id,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
DsThermalResult *ds_history_load_thermal_finish   (DsHistory             *self,
                                                   GAsyncResult          *result,
                                                   GError               **error);
/* A suite run by id, as `drivescope-cli show` reads it. */
void             ds_history_load_suite_async      (DsHistory             *self,
                                                   gint64                 run_id,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
DsSuiteResult   *ds_history_load_suite_finish     (DsHistory             *self,
                                                   GAsyncResult          *result,
                                                   GError               **error);

/* The data sheet verdicts of run RUN_ID, one per line as
 * ds_datasheet_verdicts_text writes them ("seq-read 3100 MB/s: confirmed
 * (3164 MB/s, 102 %)"); "" when its drive has no data sheet or no test
 * matches a figure. */
void             ds_history_load_datasheet_async  (DsHistory             *self,
                                                   gint64                 run_id,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
char            *ds_history_load_datasheet_finish (DsHistory             *self,
                                                   GAsyncResult          *result,
                                                   GError               **error);

/* The trends of @drive (a conditions.drive-style object, as
 * ds_history_drive_object makes one) as ds_history_store_match_drive finds
 * it; a drive the history has never seen gives trends with no drive and
 * nothing in them. */
void             ds_history_load_trends_async     (DsHistory             *self,
                                                   JsonObject            *drive,
                                                   GCancellable          *cancellable,
                                                   GAsyncReadyCallback    callback,
                                                   gpointer               user_data);
DsHistoryTrends *ds_history_load_trends_finish    (DsHistory             *self,
                                                   GAsyncResult          *result,
                                                   GError               **error);
/* The raw-value history: @field (as ds_history_store_list_snapshot_values
 * takes it: a `health` key or "attr:ID") of every snapshot of the drive
 * @drive_id (DsHistoryDrive's id); the finish gives DsHistoryValue, oldest
 * first. */
void             ds_history_list_snapshot_values_async  (DsHistory           *self,
                                                         gint64               drive_id,
                                                         const char          *field,
                                                         GCancellable        *cancellable,
                                                         GAsyncReadyCallback  callback,
                                                         gpointer             user_data);
GArray          *ds_history_list_snapshot_values_finish (DsHistory           *self,
                                                         GAsyncResult        *result,
                                                         GError             **error);

G_END_DECLS
