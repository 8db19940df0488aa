/* ds-cli.h — the commands of drivescope-cli and what they share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Exit statuses, the same for every command. */
enum
{
  DS_EXIT_OK          = 0,
  DS_EXIT_FAILED      = 1,
  DS_EXIT_USAGE       = 2,
  DS_EXIT_INTERRUPTED = 130,
};

/* A command gets its own argv (argv[0] is the command name). */
typedef int (*DsCliCommandFunc) (int argc, char **argv);

/* Parses options for a command; on error prints the message and usage hint
 * to stderr and returns FALSE (exit DS_EXIT_USAGE). */
gboolean ds_cli_parse_options (const char   *command,
                               const char   *parameter_string,
                               const char   *summary,
                               GOptionEntry *entries,
                               int          *argc,
                               char       ***argv);

/* Prints "drivescope-cli: MESSAGE" to stderr and returns the exit status
 * for the error (2 for bad input, 130 for cancellation, 1 otherwise). */
int      ds_cli_fail          (const GError *error);
int      ds_cli_usage_error   (const char   *format,
                               ...) G_GNUC_PRINTF (1, 2);

/* Prints JSON (pretty) to stdout. */
void     ds_cli_print_json    (JsonNode     *node);

/* Escapes device and user strings for the terminal; "—" for NULL. */
const char *ds_cli_safe       (const char   *text);

/* --- enumeration --- */
int ds_cli_list (int argc, char **argv);
int ds_cli_info (int argc, char **argv);

/* --- health --- */
int ds_cli_health (int argc, char **argv);
int ds_cli_drivedb (int argc, char **argv);
int ds_cli_selftest (int argc, char **argv);
int ds_cli_monitor (int argc, char **argv);
/* DRIVE as the user wrote it (kernel name, /dev path, serial, mounted
 * path) -> the kernel name health is read from. */
char *ds_cli_health_resolve_drive (const char  *what,
                                   GError     **error);
/* For list / info --health: reads every NVMe and SATA drive of @drives
 * (DsDrive*; with @through_members also the one drive under a dm / md
 * device) and returns kernel name -> DsHealth; stops asking after a
 * refused password. The rest add what was read, or nothing. */
GHashTable *ds_cli_health_read_drives (GPtrArray  *drives,
                                       gboolean    through_members);
void        ds_cli_health_add_json    (GHashTable *healths,
                                       const char *name,
                                       JsonObject *drive_obj,
                                       gboolean    full);
char       *ds_cli_health_cell        (GHashTable *healths,
                                       const char *name,
                                       gboolean    tbw);
void        ds_cli_health_print_info  (GHashTable *healths,
                                       const char *name);
/* The kernel name the helper reads for @drive (the drive, or the one drive
 * under a dm / md device), or NULL when it has no health to read. */
#include "ds-drive.h"
char       *ds_cli_health_drive_helper_name (const DsDrive *drive);

/* --- bench --- */
int ds_cli_bench (int argc, char **argv);
/* The history store sets this to keep every `bench` result (unless
 * --no-save); NULL means results are not saved. */
#include "ds-bench-result.h"
typedef gboolean (*DsCliBenchSaveFunc) (const DsBenchResult *result,
                                        GError             **error);
extern DsCliBenchSaveFunc ds_cli_bench_save_func;
/* --drive of bench and suite: a writable mounted filesystem of that drive. */
char *ds_cli_dir_for_drive (const char *what,
                            GError    **error);

/* --- suites --- */
int ds_cli_suite (int argc, char **argv);

/* --- thermal --- */
int ds_cli_thermal (int argc, char **argv);
int ds_cli_thermal_analyze (int argc, char **argv);

/* --- capacity check --- */
int ds_cli_verify (int argc, char **argv);

/* --- history --- */
int ds_cli_history    (int argc, char **argv);
int ds_cli_show       (int argc, char **argv);
int ds_cli_compare    (int argc, char **argv);
int ds_cli_label      (int argc, char **argv);
int ds_cli_comment    (int argc, char **argv);
int ds_cli_delete     (int argc, char **argv);
int ds_cli_drive_set  (int argc, char **argv);
int ds_cli_endurance  (int argc, char **argv);
int ds_cli_import     (int argc, char **argv);
int ds_cli_import_cdm (int argc, char **argv);
int ds_cli_import_fio (int argc, char **argv);
/* ds_cli_bench_save_func: keeps a `bench` result in the default history
 * (DRIVESCOPE_DB or $XDG_DATA_HOME), then a health snapshot of the drive
 * when it can be read without a password. */
gboolean ds_cli_history_bench_save (const DsBenchResult *result,
                                    GError             **error);

/* --- export --- */
int ds_cli_export (int argc, char **argv);
int ds_cli_report (int argc, char **argv);

/* --- fleet --- */
int ds_cli_metrics (int argc, char **argv);

/* --- shell completions: `__complete WHAT`, one word a line --- */
int ds_cli_complete (int                 argc,
                     char              **argv,
                     const char * const *commands);

G_END_DECLS
