/* ds-monitor-notice.h — the window's line about the drives the monitor
 * skipped because reading them needs administrator rights
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define DS_TYPE_MONITOR_NOTICE (ds_monitor_notice_get_type ())
G_DECLARE_FINAL_TYPE (DsMonitorNotice, ds_monitor_notice, DS, MONITOR_NOTICE, AdwBin)

/* The drives of the window's scan (DsDrive*), to name the skipped drives
 * as the sidebar does; not kept. */
void        ds_monitor_notice_set_drives (DsMonitorNotice *self,
                                          GPtrArray       *drives);
/* Reads the monitor's list again (it also follows the file). */
void        ds_monitor_notice_reload     (DsMonitorNotice *self);
/* The text shown, or NULL when the notice is hidden (tests). */
const char *ds_monitor_notice_get_text   (DsMonitorNotice *self);

G_END_DECLS
