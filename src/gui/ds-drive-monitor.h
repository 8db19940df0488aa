/* ds-drive-monitor.h — the list of drives, kept current off the main thread
 *
 * Scans sysfs in a worker thread every interval and emits "changed" on the
 * main thread only when something a user can see differs (a drive came or
 * went, a mount, free space, link or temperature changed).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ds-drive.h"

G_BEGIN_DECLS

#define DS_TYPE_DRIVE_MONITOR (ds_drive_monitor_get_type ())
G_DECLARE_FINAL_TYPE (DsDriveMonitor, ds_drive_monitor, DS, DRIVE_MONITOR, GObject)

DsDriveMonitor *ds_drive_monitor_new            (guint           interval_ms);
/* Include loop, ram and zram devices from the next scan on. */
void            ds_drive_monitor_set_show_all   (DsDriveMonitor *self,
                                                 gboolean        show_all);
/* Starts a scan now unless one is running. */
void            ds_drive_monitor_refresh        (DsDriveMonitor *self);
/* The drives of the last completed scan (DsDrive*), NULL before the first
 * one; the array is replaced when a scan finds a change (ds_drive_equal),
 * never modified. */
GPtrArray      *ds_drive_monitor_get_drives     (DsDriveMonitor *self);
/* Why the last scan failed, or NULL. */
const GError   *ds_drive_monitor_get_error      (DsDriveMonitor *self);
/* Completed scans so far (tests wait on it). */
guint           ds_drive_monitor_get_generation (DsDriveMonitor *self);

G_END_DECLS
