/* ds-window.h — the main window: drives in a sidebar, the selected drive's
 * pages beside it, and the history of every drive.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "ds-drive-monitor.h"
#include "ds-drive-view.h"
#include "ds-history-page.h"
#include "ds-monitor-notice.h"

G_BEGIN_DECLS

#define DS_TYPE_WINDOW (ds_window_get_type ())
G_DECLARE_FINAL_TYPE (DsWindow, ds_window, DS, WINDOW, AdwApplicationWindow)

DsWindow       *ds_window_new              (GtkApplication *application);
DsDriveMonitor *ds_window_get_monitor      (DsWindow       *self);
/* The sidebar's list (DsDriveRow children, then the History row). */
GtkListBox     *ds_window_get_drive_list   (DsWindow       *self);
/* Kernel names of the drives in the sidebar, in order; free with g_strfreev. */
char          **ds_window_dup_drive_names  (DsWindow       *self);
/* Selects @name and shows its pages; FALSE when no such drive is listed. */
gboolean        ds_window_select_drive     (DsWindow       *self,
                                            const char     *name);
/* The pages of @name, or NULL when it was never selected or has gone. */
DsDriveView    *ds_window_get_drive_view   (DsWindow       *self,
                                            const char     *name);
/* "loading", "empty", "drives" or "history": what the content shows. */
const char     *ds_window_get_content_name (DsWindow       *self);
/* The History of all drives. */
DsHistoryPage  *ds_window_get_history_page (DsWindow       *self);
/* The line about the drives the monitor skipped. */
DsMonitorNotice *ds_window_get_monitor_notice (DsWindow     *self);
void            ds_window_add_toast        (DsWindow       *self,
                                            AdwToast       *toast);
/* The newest toast still shown, or NULL (tests). */
AdwToast       *ds_window_get_last_toast   (DsWindow       *self);
/* Dismisses every toast still shown (before a screenshot). A toast still
 * appearing is dismissed once it has appeared: returns the milliseconds
 * until the last one starts to hide (0: all are hiding now). */
guint           ds_window_dismiss_toasts   (DsWindow       *self);

G_END_DECLS
