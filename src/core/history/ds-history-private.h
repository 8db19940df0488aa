/* ds-history-private.h — what the store's files share (they alone include sqlite3.h)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined (DS_HISTORY_COMPILATION)
# error "ds-history-private.h is private to src/core/history; include ds-history-store.h instead"
#endif

#include <sqlite3.h>

#include "ds-history-store.h"

G_BEGIN_DECLS

G_DEFINE_AUTOPTR_CLEANUP_FUNC (sqlite3_stmt, sqlite3_finalize)

struct _DsHistoryStore
{
  sqlite3 *db;
  char    *path;
  int      version;
  gboolean exclusive;   /* exclusive locking: the WAL index in the heap */
};

/* Sets ERROR from the connection's last error, mapping corruption to
 * DS_ERROR_DAMAGED and lock time-outs to DS_ERROR_FAILED with advice.
 * Always returns FALSE. */
gboolean      ds_history_set_error   (DsHistoryStore *self,
                                      int             rc,
                                      const char     *what,
                                      GError        **error);
gboolean      ds_history_exec        (DsHistoryStore *self,
                                      const char     *sql,
                                      GError        **error);
sqlite3_stmt *ds_history_prepare     (DsHistoryStore *self,
                                      const char     *sql,
                                      GError        **error);
/* BEGIN IMMEDIATE: takes the write lock now so two writers never deadlock. */
gboolean      ds_history_begin       (DsHistoryStore *self,
                                      GError        **error);
gboolean      ds_history_commit      (DsHistoryStore *self,
                                      GError        **error);
void          ds_history_rollback    (DsHistoryStore *self);

/* Binds that check their return code; NULL / NAN bind SQL NULL. */
gboolean      ds_history_bind_text   (DsHistoryStore *self, sqlite3_stmt *stmt,
                                      int index, const char *value, GError **error);
gboolean      ds_history_bind_int    (DsHistoryStore *self, sqlite3_stmt *stmt,
                                      int index, gint64 value, GError **error);
gboolean      ds_history_bind_double (DsHistoryStore *self, sqlite3_stmt *stmt,
                                      int index, double value, GError **error);
gboolean      ds_history_bind_null   (DsHistoryStore *self, sqlite3_stmt *stmt,
                                      int index, GError **error);
gboolean      ds_history_bind_json   (DsHistoryStore *self, sqlite3_stmt *stmt,
                                      int index, JsonNode *node, GError **error);
/* sqlite3_step expecting SQLITE_DONE. (sqlite3_reset only repeats the
 * error of the last step, which step_done has already reported.) */
gboolean      ds_history_step_done   (DsHistoryStore *self, sqlite3_stmt *stmt,
                                      const char *what, GError **error);

/* Column readers: NULL -> NULL / NAN / fallback. */
char         *ds_history_column_text   (sqlite3_stmt *stmt, int col);
double        ds_history_column_double (sqlite3_stmt *stmt, int col);
JsonNode     *ds_history_column_json   (sqlite3_stmt *stmt, int col);

/* ds-history-migrations.c: brings the schema from VERSION to the newest in
 * one transaction each step. */
gboolean      ds_history_migrate       (DsHistoryStore *self,
                                        GError        **error);

/* Saving with the transaction left to the caller (import). */
gint64        ds_history_insert_bench   (DsHistoryStore      *self,
                                         const DsBenchResult *result,
                                         const char          *label,
                                         const char          *comment,
                                         const char          *app_version,
                                         GError             **error);
gint64        ds_history_insert_thermal (DsHistoryStore        *self,
                                         const DsThermalResult *result,
                                         const char            *label,
                                         const char            *comment,
                                         const char            *app_version,
                                         GError               **error);
gint64        ds_history_insert_suite   (DsHistoryStore        *self,
                                         const DsSuiteResult   *result,
                                         const char            *label,
                                         const char            *comment,
                                         const char            *app_version,
                                         GError               **error);
/* ds-history-save.c: the runs row every kind shares; the new id, -1 on error. */
/* runs.verified_writes of @run_id (schema 8): @verify (NULL: nothing)
 * saved, or loaded into *@out (NULL when the column is NULL). */
gboolean      ds_history_save_verified_writes (DsHistoryStore         *self,
                                               gint64                  run_id,
                                               const DsIoVerifyResult *verify,
                                               GError                **error);
gboolean      ds_history_load_verified_writes (DsHistoryStore         *self,
                                               gint64                  run_id,
                                               DsIoVerifyResult      **out,
                                               GError                **error);
gint64        ds_history_insert_run     (DsHistoryStore  *self,
                                         const char      *uuid,
                                         DsRunKind        kind,
                                         gint64           start_time,
                                         gint64           end_time,
                                         DsRunStatus      status,
                                         JsonObject      *settings,
                                         JsonObject      *conditions,
                                         const char      *headline,
                                         const char      *label,
                                         const char      *comment,
                                         const char      *app_version,
                                         GError         **error);
gint64        ds_history_insert_health  (DsHistoryStore *self,
                                         const char     *uuid,
                                         JsonObject     *drive,
                                         JsonObject     *health,
                                         JsonNode       *raw,
                                         gint64          taken_at,
                                         const char     *run_uuid,
                                         const char     *phase,
                                         GError        **error);
/* ds-history-validate.c: the document against the export's schema. */
gboolean      ds_history_validate_export (JsonObject  *root,
                                          GError     **error);
/* The same, for an export read entry by entry: LIST 0 drives, 1 runs,
 * 2 snapshots; the number of entries of LIST, and entry INDEX of it. */
gboolean      ds_history_validate_export_length (guint      list,
                                                 guint      length,
                                                 GError   **error);
gboolean      ds_history_validate_export_entry  (guint      list,
                                                 JsonNode  *node,
                                                 guint      index,
                                                 GError   **error);
gboolean      ds_history_validate_run    (JsonObject  *run,
                                          guint        index,
                                          GError     **error);

/* ds-history-drives.c: the drives table's columns, in the order
 * ds_history_drive_from_row reads them. */
#define DS_HISTORY_DRIVE_COLUMNS \
  "id, identity, name, model, serial, wwn, firmware, capacity_bytes, first_seen, last_seen," \
  " label, rated_tbw_tb, warranty_years, datasheet"
DsHistoryDrive *ds_history_drive_from_row (sqlite3_stmt *stmt);

/* After an UPDATE or DELETE of one run: FALSE with DS_ERROR_NOT_FOUND when
 * it touched no row. */
gboolean      ds_history_run_was_changed (DsHistoryStore *self,
                                          gint64          run_id,
                                          GError        **error);

/* The id of the drive DRIVE describes (ds_history_drive_key_matches, the
 * identity given), 0 when the history does not know it. */
gboolean      ds_history_find_drive_id  (DsHistoryStore *self,
                                         JsonObject     *drive,
                                         const char     *identity,
                                         gint64         *id,
                                         GError        **error);
gint64        ds_history_upsert_drive   (DsHistoryStore *self,
                                         JsonObject     *drive,
                                         gint64          seen_at,
                                         GError        **error);
/* The export document of ds_history_store_export_json, read inside the
 * transaction the caller holds. */
JsonNode     *ds_history_export_locked  (DsHistoryStore *self,
                                         GArray         *run_ids,
                                         GError        **error);
gboolean      ds_history_uuid_exists    (DsHistoryStore *self,
                                         const char     *table,
                                         const char     *uuid,
                                         gboolean       *exists,
                                         GError        **error);

G_END_DECLS
