/* ds-cli-history.h — what the history commands share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ds-cli.h"
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

G_END_DECLS
