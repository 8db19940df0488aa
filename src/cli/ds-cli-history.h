/* ds-cli-history.h — what the history commands share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ds-cli.h"
#include "ds-health.h"
#include "ds-history-store.h"

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
/* Reads DRIVE's health without asking for a password (root, or a helper
 * allowed without authentication) and saves it tied to RUN_UUID and PHASE
 * ("before", "after"); does nothing when it cannot be read that way. */
/* Reads the health of the drive holding @dir without asking for a password;
 * NULL when it cannot be read that way. Taken before a run, saved with it. */
DsHealth *ds_cli_history_read_health_for_dir (const char    *dir);
gboolean ds_cli_history_save_health_for_run (const DsHealth *health,
                                             const char     *run_uuid,
                                             const char     *phase,
                                             const char     *db);
gboolean ds_cli_history_snapshot_health (const char        *drive_name,
                                         const char        *run_uuid,
                                         const char        *phase,
                                         const char        *db);

G_END_DECLS
