/* ds-monitor-skipped.h — the drives the monitor skipped, for the window
 *
 * The monitor never asks for a password: a drive whose health needs
 * administrator rights (no udisks2, not root) is skipped. After each round
 * it writes the names of the drives it skipped into its state folder
 * ($XDG_STATE_HOME/drivescope, or the folder of its --state file) as
 * monitor-skipped.json, {"taken": UNIX-TIME, "drives": ["sda", …]}, an
 * empty list when it skipped none; the window reads it and says which.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define DS_MONITOR_SKIPPED_FILE "monitor-skipped.json"

/* $XDG_STATE_HOME/drivescope: the monitor's state folder. */
char      *ds_monitor_state_dir      (void);

/* Writes @dir/monitor-skipped.json (creating @dir) with @drives (kernel
 * names; NULL or empty: none skipped) at @taken (unix time). */
gboolean   ds_monitor_skipped_save   (const char         *dir,
                                      const char * const *drives,
                                      gint64              taken,
                                      GError            **error);

/* The drives of @dir/monitor-skipped.json, NULL when there is no such file
 * or it is not one the monitor wrote; an empty vector when it skipped none.
 * @taken (may be NULL) gets when. */
GStrv      ds_monitor_skipped_load   (const char         *dir,
                                      gint64             *taken);

G_END_DECLS
