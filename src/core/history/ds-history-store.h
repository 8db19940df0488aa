/* ds-history-store.h — every run and health snapshot, kept in SQLite
 *
 * One database file per user ($XDG_DATA_HOME/drivescope/history.db unless
 * --db / DRIVESCOPE_DB say otherwise), shared by the GUI and the CLI: WAL,
 * foreign keys, a busy timeout, every save in one transaction so a crash
 * leaves a run whole or absent. Results go in and come out as the shared
 * result types (DsBenchResult, DsThermalResult) and health as the JSON object
 * of `health --json`, so this header needs neither libnvme nor the health
 * parser.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "ds-datasheet.h"

#include "ds-bench-result.h"
#include "ds-drive.h"
#include "ds-import.h"
#include "ds-suite-result.h"
#include "ds-thermal-result.h"
#include "ds-user-file.h"

G_BEGIN_DECLS

typedef struct _DsHistoryStore DsHistoryStore;

/* The newest schema version this build writes (PRAGMA user_version). */
#define DS_HISTORY_SCHEMA_VERSION 8

/* The longest label or comment (of a run or a drive) the history keeps, in
 * characters: the setters, the imports and the window's entries all stop
 * here, so whatever is in a history can be exported and imported again. */
#define DS_HISTORY_MAX_TEXT 4096

/* DS_ERROR_INVALID_ARGUMENT when TEXT (NULL is fine) is longer than
 * DS_HISTORY_MAX_TEXT characters. */
gboolean        ds_history_check_text        (const char      *text,
                                              GError         **error);

/* $DRIVESCOPE_DB, else $XDG_DATA_HOME/drivescope/history.db. */
char           *ds_history_default_path      (void);
/* PATH (from --db), else ds_history_default_path (), refusing what cannot
 * be meant (DS_ERROR_INVALID_ARGUMENT): an empty PATH or DRIVESCOPE_DB, and
 * a default under a home folder that does not exist (HOME=/nonexistent),
 * which would otherwise be created. */
char           *ds_history_resolve_path      (const char      *path,
                                              GError         **error);

/* Opens (creating with mode 0600 when absent) and upgrades the database.
 * path NULL means ds_history_default_path (). DS_ERROR_DAMAGED for a file
 * that is not an SQLite database or is corrupt ("history.db is damaged: …"),
 * DS_ERROR_TOO_NEW for a database of a newer schema, which is left
 * untouched. */
DsHistoryStore *ds_history_store_open        (const char      *path,
                                              GError         **error);
void            ds_history_store_free        (DsHistoryStore  *self);
const char     *ds_history_store_get_path    (DsHistoryStore  *self);
/* Whether the connection holds the file to itself until it is freed (on a
 * filesystem whose blocks are smaller than a page, see ds-history-store.c):
 * such a connection must not be kept open between operations. */
gboolean        ds_history_store_is_exclusive (DsHistoryStore *self);
int             ds_history_store_get_version (DsHistoryStore  *self);

/* DS_ERROR_INVALID_ARGUMENT when writing TARGET would replace the history
 * at HISTORY_PATH or its -wal / -shm file: the same device and inode
 * (through any link), or, for a file not there yet, the same name. */
gboolean        ds_history_check_not_history (const char      *history_path,
                                              const char      *target,
                                              GError         **error);

/* Moves a damaged database (and its -wal/-shm files) aside as
 * PATH.damaged-YYYYMMDD-HHMMSS; never deletes anything. */
gboolean        ds_history_reset_damaged     (const char      *path,
                                              char           **moved_to,
                                              GError         **error);

/* Opens PATH like ds_history_store_open; when it is damaged, moves it aside
 * as ds_history_reset_damaged does (*moved_to says where; NULL when nothing
 * was moved) and opens a new history. Concurrent repairs of one file are
 * serialised by an exclusive lock on PATH.lock, under which the file is
 * examined again: a history another process has already started is opened,
 * not moved, and only the file examined (device and inode) is moved. */
DsHistoryStore *ds_history_store_open_reset_damaged (const char  *path,
                                                     char       **moved_to,
                                                     GError     **error);

/* Creates a database at PATH (which must not exist) from an SQL script,
 * such as the dumps of every schema version in tests/fixtures/history/. */
gboolean        ds_history_create_from_script (const char *path,
                                               const char *script,
                                               GError    **error);

/* "ok" or the problems PRAGMA integrity_check lists. */
char           *ds_history_store_integrity_check (DsHistoryStore *self,
                                                  GError        **error);

/* --- drives --- */

typedef struct
{
  gint64   id;
  char    *identity;        /* as ds_history_drive_identity */
  char    *name;            /* kernel name when last seen */
  char    *model;
  char    *serial;
  char    *wwn;
  char    *firmware;
  guint64  capacity_bytes;  /* 0 unknown */
  gint64   first_seen;
  gint64   last_seen;
  char    *label;
  double   rated_tbw_tb;    /* NAN unknown */
  int      warranty_years;  /* 0 unknown */
  char    *datasheet;       /* the data sheet as ds_datasheet_to_json text, or NULL */
} DsHistoryDrive;

void            ds_history_drive_free        (DsHistoryDrive  *drive);

/* The stable identity of a drive object as in conditions.drive
 * ({name, model, serial, firmware, wwn, size_bytes}): "wwn:…" (the WWN /
 * EUI when present), else "sn:MODEL/SERIAL"; for drives that report less,
 * "sn:SERIAL" (serial without model, e.g. virtio disks), else
 * "dev:NAME/SIZE" (kernel name and size in bytes); NULL when none of these
 * is known. Pure. */
char           *ds_history_drive_identity    (JsonObject      *drive);
/* ds_drive_to_identity_json: the one shape of a drive (ds-drive.h). */
JsonObject     *ds_history_drive_object      (const DsDrive   *drive);

/* What tells one drive from another: the fields of a conditions.drive
 * object, of a DsHistoryDrive or of a DsHistoryRun's drive. Borrowed
 * strings; NULL unknown. */
typedef struct
{
  const char *identity;     /* as ds_history_drive_identity */
  const char *wwn;
  const char *serial;
  const char *model;
} DsHistoryDriveKey;

/* The key of a drive object; identity is computed when the object carries
 * none, into *identity_out (free it). */
void            ds_history_drive_key_from_object (JsonObject        *drive,
                                                  DsHistoryDriveKey *key,
                                                  char             **identity_out);

/* Whether two keys name the same drive. The same drive reaches the store
 * from several readers — sysfs (model cut to 16 characters for SATA,
 * WWN/EUI when present) and the health helper (full IDENTIFY model, no
 * WWN) — so: the same identity, else the same WWN (an all-zero one, as
 * emulated controllers report, is none), else the same serial number with
 * models that agree as far as the shorter one goes. Pure; the one rule the
 * store and the windows use. */
gboolean        ds_history_drive_key_matches (const DsHistoryDriveKey *a,
                                              const DsHistoryDriveKey *b);

/* The drive of the history that DRIVE (a conditions.drive-style object)
 * describes, by ds_history_drive_key_matches; DS_ERROR_NOT_FOUND when the
 * history has never seen it. */
DsHistoryDrive *ds_history_store_match_drive (DsHistoryStore  *self,
                                              JsonObject      *drive,
                                              GError         **error);

/* Records the drive (first/last seen, model, firmware…) and returns its id;
 * 0 with no error when the object has no usable identity. */
gint64          ds_history_store_ensure_drive (DsHistoryStore *self,
                                               JsonObject     *drive,
                                               GError        **error);
GPtrArray      *ds_history_store_list_drives (DsHistoryStore  *self,
                                              GError         **error);
/* REF: database id, identity, serial, WWN, kernel name, label or a unique
 * part of the model. DS_ERROR_NOT_FOUND / DS_ERROR_INVALID_ARGUMENT
 * (ambiguous) otherwise. */
DsHistoryDrive *ds_history_store_find_drive  (DsHistoryStore  *self,
                                              const char      *ref,
                                              GError         **error);
/* NAN / -1 / NULL leave a field unchanged; "" clears the label. */
gboolean        ds_history_store_drive_set   (DsHistoryStore  *self,
                                              gint64           drive_id,
                                              double           rated_tbw_tb,
                                              int              warranty_years,
                                              const char      *label,
                                              GError         **error);
/* A drive's data sheet (NULL or empty: none any more). */
gboolean        ds_history_store_drive_set_datasheet (DsHistoryStore    *self,
                                                      gint64             drive_id,
                                                      const DsDatasheet *sheet,
                                                      GError           **error);
/* The data sheet of the drive RUN_ID ran on: FALSE (SHEET empty) when it
 * has none or the run has no drive. */
gboolean        ds_history_store_run_datasheet (DsHistoryStore  *self,
                                                gint64           run_id,
                                                DsDatasheet     *sheet,
                                                GError         **error);

/* --- saving: each in one transaction; the run id is returned, 0 on error.
 * DS_ERROR_INVALID_ARGUMENT when a run with the same uuid exists. A result
 * without a uuid is given one. --- */

gint64          ds_history_store_save_bench   (DsHistoryStore      *self,
                                               const DsBenchResult *result,
                                               GError             **error);
gint64          ds_history_store_save_thermal (DsHistoryStore        *self,
                                               const DsThermalResult *result,
                                               GError               **error);
gint64          ds_history_store_save_suite   (DsHistoryStore        *self,
                                               const DsSuiteResult   *result,
                                               GError               **error);
/* A health snapshot of DRIVE (a conditions.drive-style object, see
 * ds_history_drive_object): HEALTH is `health --json` (bytes_written,
 * percentage_used, …), RAW the helper's JSON or NULL. taken_at 0 means now.
 * run_uuid / phase ("before", "after") tie it to a run, or NULL. */
gint64          ds_history_store_save_health  (DsHistoryStore  *self,
                                               JsonObject      *drive,
                                               JsonObject      *health,
                                               JsonNode        *raw,
                                               gint64           taken_at,
                                               const char      *run_uuid,
                                               const char      *phase,
                                               GError         **error);

/* --- reading --- */

typedef struct
{
  gint64  id;
  char   *uuid;
  DsRunKind kind;
  gint64  start_time;
  gint64  end_time;
  DsRunStatus status;
  char   *label;
  char   *comment;
  char   *app_version;
  gint64  drive_id;         /* 0 none */
  char   *drive_model;
  char   *drive_serial;
  char   *drive_label;
  char   *headline;         /* "SEQ1M Q8T1 read 3552.2 MB/s" or the steady MB/s */
  char   *drive_identity;   /* as ds_history_drive_identity, NULL none */
  char   *drive_name;       /* kernel name when last seen */
  char   *profile;          /* settings.profile, NULL none */
  /* The numbers of the headline, NAN when unknown: for bench runs the
   * first test's spec and the best read / write MB/s of tests with that
   * spec; for thermal runs the steady MB/s and the peak temperature. */
  char   *headline_spec;
  double  headline_read_mbps;
  double  headline_write_mbps;
  double  steady_mbps;
  double  peak_temp_c;
  char   *drive_wwn;        /* NULL none */
  /* Suite runs: the suite, its settings and steps (no conditions), from
   * which the window makes its headline in the user's language; NULL for
   * other runs and for a suite run whose steps cannot be read. */
  DsSuiteResult *suite;
} DsHistoryRun;

void            ds_history_run_free          (DsHistoryRun    *run);

typedef struct
{
  const char *drive;        /* as ds_history_store_find_drive, or NULL */
  const char *kind;         /* "bench", "thermal", "suite", "verify", "imported" (both imports), or NULL */
  gint64      since;        /* unix seconds, 0 all */
  guint       limit;        /* 0 all */
} DsHistoryFilter;

/* Called for each run, which it may keep (ds_history_run_free); FALSE
 * stops the walk (and sets ERROR: the walk returns FALSE). */
typedef gboolean (*DsHistoryRunFunc) (DsHistoryRun  *run,
                                      gpointer       user_data,
                                      GError       **error);

/* The runs a filter selects, newest first, one at a time: what a list
 * of any length costs is one run. */
gboolean        ds_history_store_foreach_run (DsHistoryStore        *self,
                                              const DsHistoryFilter *filter,
                                              DsHistoryRunFunc       func,
                                              gpointer               user_data,
                                              GError               **error);
/* Newest first. */
GPtrArray      *ds_history_store_list_runs   (DsHistoryStore        *self,
                                              const DsHistoryFilter *filter,
                                              GError               **error);
/* REF: a run id, a uuid prefix (unique, 4 characters or more) or "last". */
gint64          ds_history_store_resolve_run (DsHistoryStore  *self,
                                              const char      *ref,
                                              GError         **error);
DsHistoryRun   *ds_history_store_get_run     (DsHistoryStore  *self,
                                              gint64           run_id,
                                              GError         **error);
/* DS_ERROR_INVALID_ARGUMENT when the run is of the other kind. */
DsBenchResult  *ds_history_store_load_bench  (DsHistoryStore  *self,
                                              gint64           run_id,
                                              GError         **error);
DsThermalResult *ds_history_store_load_thermal (DsHistoryStore *self,
                                                gint64          run_id,
                                                GError        **error);
/* DS_ERROR_INVALID_ARGUMENT when the run is not a suite run. */
DsSuiteResult  *ds_history_store_load_suite  (DsHistoryStore  *self,
                                              gint64           run_id,
                                              GError         **error);
/* The run as its result JSON (bench --json / thermal --json) plus
 * "label", "comment" and "app_version". */
JsonNode       *ds_history_store_load_run_json (DsHistoryStore *self,
                                                gint64          run_id,
                                                GError        **error);

gboolean        ds_history_store_set_label   (DsHistoryStore  *self,
                                              gint64           run_id,
                                              const char      *label,
                                              GError         **error);
gboolean        ds_history_store_set_comment (DsHistoryStore  *self,
                                              gint64           run_id,
                                              const char      *comment,
                                              GError         **error);
gboolean        ds_history_store_delete_run  (DsHistoryStore  *self,
                                              gint64           run_id,
                                              GError         **error);
/* Deletes the runs (gint64) in one transaction: every one of them, or on
 * any error none. *undo (may be NULL) gets what they held as an export
 * document (ds_history_store_export_json), which
 * ds_history_store_import_json puts back. */
gboolean        ds_history_store_delete_runs (DsHistoryStore  *self,
                                              GArray          *run_ids,
                                              JsonNode       **undo,
                                              GError         **error);

typedef struct
{
  gint64  id;
  char   *uuid;
  gint64  drive_id;
  gint64  taken_at;
  double  bytes_written;    /* NAN unknown */
  double  percentage_used;  /* NAN unknown */
  double  temperature_c;    /* NAN unknown */
  gint64  power_on_hours;   /* -1 unknown */
  char   *run_uuid;
  char   *phase;
  double  available_spare;  /* NAN unknown */
  gint64  power_cycles;     /* -1 unknown */
  gint64  unsafe_shutdowns; /* -1 unknown */
  gint64  media_errors;     /* -1 unknown */
} DsHistorySnapshot;

void            ds_history_snapshot_free     (DsHistorySnapshot *snapshot);
/* Oldest first. */
GPtrArray      *ds_history_store_list_snapshots (DsHistoryStore *self,
                                                 gint64          drive_id,
                                                 GError        **error);

/* One value of a drive's snapshots, for the raw-value history. */
typedef struct
{
  gint64 taken_at;   /* unix seconds */
  double value;
} DsHistoryValue;

/* Whether @field names something ds_history_store_list_snapshot_values
 * can chart: a number of the `health` object (media_errors,
 * temperature_c, …) or "attr:ID" (an ATA attribute's raw count, 1..255). */
gboolean        ds_history_snapshot_field_valid (const char *field);
/* @field of every snapshot of @drive_id that has it (DsHistoryValue,
 * oldest first); snapshots without it are left out. */
GArray         *ds_history_store_list_snapshot_values (DsHistoryStore *self,
                                                       gint64          drive_id,
                                                       const char     *field,
                                                       GError        **error);

/* What a drive's trends are drawn from. */
typedef struct
{
  DsHistoryDrive *drive;
  GPtrArray      *results;     /* DsBenchResult*: its benchmarks, measured or imported, oldest first */
  GPtrArray      *snapshots;   /* DsHistorySnapshot*, oldest first */
  JsonObject     *latest_health; /* the newest snapshot's `health` object, NULL none:
                                  * what its raw-value history can chart */
} DsHistoryTrends;

void             ds_history_trends_free       (DsHistoryTrends *trends);
DsHistoryTrends *ds_history_store_load_trends (DsHistoryStore  *self,
                                               gint64           drive_id,
                                               GError         **error);

/* --- moving history between machines --- */

/* {"format":"drivescope-history","version":1,"exported":…,"drives":[…],
 *  "runs":[result JSON + label, comment, app_version, drive],
 *  "snapshots":[…]}. run_ids (gint64) NULL or empty: everything; otherwise
 * those runs, their drives and those drives' snapshots. */
JsonNode       *ds_history_store_export_json (DsHistoryStore  *self,
                                              GArray          *run_ids,
                                              GError         **error);
/* The export document written to WRITER entry by entry, in the memory of
 * one run whatever the history's size; the caller closes WRITER. */
gboolean        ds_history_store_export_to   (DsHistoryStore    *self,
                                              GArray            *run_ids,
                                              DsUserFileWriter  *writer,
                                              GError           **error);
/* The export document written to PATH, entry by entry. */
gboolean        ds_history_store_export_file (DsHistoryStore  *self,
                                              GArray          *run_ids,
                                              const char      *path,
                                              GError         **error);
/* Adds what is not there yet (runs and snapshots by uuid, drives by
 * identity), all in one transaction. Also accepts a single bench or thermal
 * result document. */
gboolean        ds_history_store_import_json (DsHistoryStore  *self,
                                              JsonNode        *document,
                                              guint           *runs_added,
                                              guint           *runs_skipped,
                                              GError         **error);

/* An export file (format "drivescope-history") read entry by entry rather
 * than as one tree: the peak memory is the largest entry and its tree,
 * whatever the file's size (an entry over DS_JSON_MAX_BYTES is refused). *is_export FALSE, with
 * no error and nothing done, when PATH is not such an export (read it with
 * ds_import_read_file). check_export_file parses and checks every entry
 * without a history, so a malformed file is refused before one is opened;
 * import_export_file imports it in one transaction. */
gboolean        ds_history_check_export_file (const char      *path,
                                              gboolean        *is_export,
                                              GError         **error);
gboolean        ds_history_store_import_export_file (DsHistoryStore *self,
                                                     const char     *path,
                                                     gboolean       *is_export,
                                                     guint          *runs_added,
                                                     guint          *runs_skipped,
                                                     GError        **error);

/* A file of another tool or of Drivescope (ds_import_read_file with
 * FORMAT), imported as ds_history_store_import_json does: idempotent, one
 * transaction. */
gboolean        ds_history_store_import_file (DsHistoryStore  *self,
                                              const char      *path,
                                              DsImportFormat   format,
                                              guint           *runs_added,
                                              guint           *runs_skipped,
                                              GError         **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsHistoryStore, ds_history_store_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsHistoryTrends, ds_history_trends_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsHistoryDrive, ds_history_drive_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsHistoryRun, ds_history_run_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsHistorySnapshot, ds_history_snapshot_free)

G_END_DECLS
