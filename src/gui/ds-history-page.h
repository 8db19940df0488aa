/* ds-history-page.h — every run kept in the history: a sortable, searchable
 * list, comparison of 2–8 runs, opening one, delete with undo, export and
 * import
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "ds-compare-view.h"
#include "ds-drive.h"
#include "ds-run-view.h"
#include "ds-trend-view.h"

G_BEGIN_DECLS

#define DS_TYPE_HISTORY_PAGE (ds_history_page_get_type ())
G_DECLARE_FINAL_TYPE (DsHistoryPage, ds_history_page, DS, HISTORY_PAGE, AdwBin)

/* The page knows no window: its toasts of one line activate "win.toast";
 * a toast with a button (a delete's Undo) is its "toast" signal
 * (AdwToast *), which the window connects. */
GtkWidget     *ds_history_page_new           (void);
/* Shows only the runs of the drive with this serial (NULL: every drive). */
/* Shows only the runs of @drive: those the store keeps under its identity
 * (ds_history_drive_identity), or under its serial and a matching model. */
void           ds_history_page_set_drive     (DsHistoryPage *self,
                                              const DsDrive *drive);
/* The drives attached now: their runs show the sidebar's name. */
void           ds_history_page_set_drive_names (DsHistoryPage *self,
                                                GPtrArray     *drives);
/* Reads the store again (also on the history's "changed"); a page that is
 * not shown does so when it next is. */
void           ds_history_page_reload        (DsHistoryPage *self);
/* Reads the store now even while the page is hidden (when it never did, or
 * the store changed since), so that showing it later is quick. */
void           ds_history_page_prefetch      (DsHistoryPage *self);
/* Rows shown after filtering, and how many loads finished (tests). */
guint          ds_history_page_get_n_rows    (DsHistoryPage *self);
/* Above this many runs the list is filtered incrementally (a few
 * milliseconds between frames), never in one long step. */
#define DS_HISTORY_PAGE_INCREMENTAL_ROWS 2000
gboolean       ds_history_page_is_incremental (DsHistoryPage *self);
/* TRUE while a sort or filter is still under way. */
gboolean       ds_history_page_is_sorting    (DsHistoryPage *self);
guint          ds_history_page_get_n_loads   (DsHistoryPage *self);
GtkSelectionModel *ds_history_page_get_selection (DsHistoryPage *self);
/* "list", "empty", "loading", "compare", "thermal" (one thermal test's
 * chart, or one suite run's) or "trends". */
const char    *ds_history_page_get_view      (DsHistoryPage *self);
/* The Compare button's tooltip: what it does, or why it is off. */
const char    *ds_history_page_get_compare_tooltip (DsHistoryPage *self);
DsCompareView *ds_history_page_get_compare_view (DsHistoryPage *self);
DsTrendView   *ds_history_page_get_trend_view (DsHistoryPage *self);
void           ds_history_page_set_search    (DsHistoryPage *self,
                                              const char    *text);
/* What Import does with the chosen file (any format the CLI imports);
 * the outcome is a toast, and the history reloads after a success. */
void           ds_history_page_import_file   (DsHistoryPage *self,
                                              const char    *path);
/* What Write a Review does with the chosen folder: the selected runs as
 * review.html, review.md and review.pdf with their images in @folder
 * (ds_review_write_async); the outcome is a toast. */
void           ds_history_page_write_review  (DsHistoryPage *self,
                                              const char    *folder);

/* What Export does with the chosen file: the selected runs (none: the
 * whole history, for JSON) as @format, a name `drivescope-cli export
 * --format` takes (NULL: from @path's extension, else json). */
void           ds_history_page_export_file   (DsHistoryPage *self,
                                              const char    *path,
                                              const char    *format);
DsRunView     *ds_history_page_get_run_view  (DsHistoryPage *self);

G_END_DECLS
