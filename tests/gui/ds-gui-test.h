/* ds-gui-test.h — driving the real Drivescope window in a test under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "ds-application.h"
#include "ds-drive-view.h"
#include "ds-history-store.h"
#include "ds-window.h"

G_BEGIN_DECLS

typedef gboolean (*DsTestCondition) (gpointer user_data);

/* Parses and removes "--sysroot FIXTURE" from argv: copies the fixture tree
 * into a temporary directory and points DRIVESCOPE_SYSROOT at the copy, so a
 * test may plug drives in and out. Also sets a temporary DRIVESCOPE_DB and
 * XDG dirs (data, config, state). Call before g_test_init and before any thread starts. */
void         ds_gui_test_setup_environment (int         *argc,
                                            char      ***argv);
/* The temporary sysroot copy, or NULL on the real machine. */
const char  *ds_gui_test_sysroot           (void);
/* A fresh temporary directory, removed at exit. */
const char  *ds_gui_test_tmpdir            (void);

/* The one application of the process, registered on first use. */
DsApplication *ds_gui_test_application     (void);
/* A new main window, shown at @width × @height, its first scan done. */
DsWindow    *ds_gui_test_open_window       (int          width,
                                            int          height);
void         ds_gui_test_close_window      (DsWindow    *window);

/* A new folder "work" in the temporary directory, for the runs to write
 * into (g_free the path). */
char        *ds_gui_test_make_work_dir     (void);
/* g_test_run (), then closes *@window if a test opened it. */
int          ds_gui_test_run               (DsWindow   **window);

/* Runs the main loop until @condition holds or @timeout_ms passes. */
gboolean     ds_gui_test_wait              (DsTestCondition condition,
                                            gpointer     user_data,
                                            guint        timeout_ms);
/* Conditions on a DsRunPage: its run is over; over and saved in the
 * history. */
gboolean     ds_gui_test_run_page_stopped  (gpointer     page);
gboolean     ds_gui_test_run_page_saved    (gpointer     page);
/* Waits until @history lists at least @n rows, or shows @view. */
gboolean     ds_gui_test_wait_history_rows (DsHistoryPage *history,
                                            guint          n,
                                            guint          timeout_ms);
gboolean     ds_gui_test_wait_history_view (DsHistoryPage *history,
                                            const char    *view,
                                            guint          timeout_ms);
/* Run @id as the history database has it. */
DsHistoryRun *ds_gui_test_stored_run       (gint64       id);
/* Runs the main loop for @ms, then until the window has drawn a frame. */
void         ds_gui_test_settle            (GtkWidget   *widget,
                                            guint        ms);
/* Renders @widget as it is on screen into $DS_BUILD_DIR/screenshots/NAME.png
 * and returns the path. */
char        *ds_gui_test_screenshot        (GtkWidget   *widget,
                                            const char  *name);
/* First descendant of @root of type @type (depth first), or NULL. */
GtkWidget   *ds_gui_test_find_widget       (GtkWidget   *root,
                                            GType        type);
/* A label in @root's subtree whose text contains @text, or NULL. */
GtkWidget   *ds_gui_test_find_label        (GtkWidget   *root,
                                            const char  *text);
/* The preferences row of @type under @root whose title starts with @title,
 * or NULL. */
GtkWidget   *ds_gui_test_find_row          (GtkWidget   *root,
                                            GType        type,
                                            const char  *title);

/* The view of the drive that holds @dir (the first drive when none does)
 * showing @page. On first use opens a window of @width × @height into
 * *@window; later calls reuse it. NULL when the machine lists no drive. */
DsDriveView *ds_gui_test_drive_view        (DsWindow   **window,
                                            const char  *dir,
                                            int          width,
                                            int          height,
                                            const char  *page);
/* The name of the drive ds_gui_test_drive_view chose, or NULL before. */
const char  *ds_gui_test_drive_name        (void);
/* Presses @keyval with @mods as the window would get it: the first shortcut
 * of @widget's own controllers (its class bindings) that the key triggers,
 * activated on @widget. FALSE when none does. */
gboolean     ds_gui_test_press_shortcut    (GtkWidget       *widget,
                                            guint            keyval,
                                            GdkModifierType  mods);

G_END_DECLS
