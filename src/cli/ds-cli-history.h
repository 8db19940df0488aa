/* ds-cli-history.h — what the history commands share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ds-cli.h"
#include "ds-health.h"
#include "ds-history-store.h"
#include "ds-report.h"

G_BEGIN_DECLS

/* Opens --db FILE (or the default), moving a damaged file aside first when
 * reset_damaged. Returns DS_EXIT_OK and the store, or prints the error and
 * returns the exit status. */
int    ds_cli_history_open        (const char      *db,
                                   gboolean         reset_damaged,
                                   DsHistoryStore **out);

/* "2024-01-06 05:41" in local time. */
char  *ds_cli_history_format_time (gint64           unix_seconds);

/* "30d", "12h", "2w", "2024-01-31" -> unix seconds; FALSE if unreadable. */
gboolean ds_cli_history_parse_since (const char    *text,
                                     gint64        *out);

/* {"rated":{…},"verdicts":[…]} of the run's drive's data sheet against
 * RUN (its JSON), or NULL when the drive has none. */
JsonObject *ds_cli_history_datasheet (DsHistoryStore *store,
                                      gint64          run_id,
                                      JsonObject     *run);
/* A stored run as the reports see it, with its drive's health snapshot and
 * data sheet (ds-cli-export.c). */
DsReportRun *ds_cli_load_stored_run (DsHistoryStore  *store,
                                     const char      *ref,
                                     gint64          *id_out,
                                     GError         **error);
/* The plain text of a stored run, as `show` prints it. */
char  *ds_cli_history_run_text    (DsHistoryStore  *store,
                                   gint64           run_id,
                                   GError         **error);

/* Saving from the commands that produce runs and readings, one call each.
 * db NULL means the default (DRIVESCOPE_DB, else $XDG_DATA_HOME). They
 * print where the run went (or why it could not be saved) on stderr, so
 * --json output stays clean, and return FALSE only to report that nothing
 * was saved: a failed save never changes a measurement's exit status. */
gboolean ds_cli_history_save_bench   (const DsBenchResult   *result,
                                      const char            *db);
gboolean ds_cli_history_save_thermal (const DsThermalResult *result,
                                      const char            *db);
gboolean ds_cli_history_save_suite   (const DsSuiteResult   *result,
                                      const char            *db);
gboolean ds_cli_history_save_health  (const DsHealth        *health,
                                      const char            *db);
#include "ds-verify-result.h"
gboolean ds_cli_history_save_verify  (const DsVerifyResult  *result,
                                      const char            *db);
/* The kernel name of the drive holding @dir, or NULL. */
char     *ds_cli_history_drive_for_dir (const char    *dir);
/* The health around a run, by the core's rule (ds_health_around_new):
 * before it, of @drive_name or else of the drive holding @dir, without a
 * password prompt. */
DsHealthAround *ds_cli_history_health_before (const char *dir,
                                              const char *drive_name);
/* After it: reads again as the rule says and, with @run_uuid (the run was
 * saved), keeps both readings as its "before" and "after" snapshots. */
void      ds_cli_history_health_after  (DsHealthAround *around,
                                        gboolean        have_result,
                                        const char     *run_uuid,
                                        const char     *db);

G_END_DECLS
