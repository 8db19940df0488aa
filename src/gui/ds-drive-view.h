/* ds-drive-view.h — the pages of one drive: Overview, Benchmark, Thermal,
 * History, in an AdwViewStack the window's view switcher shows.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "ds-drive.h"
#include "ds-bench-page.h"
#include "ds-drive-page.h"
#include "ds-history-page.h"
#include "ds-suite-page.h"
#include "ds-thermal-page.h"
#include "ds-verify-page.h"

G_BEGIN_DECLS

#define DS_TYPE_DRIVE_VIEW (ds_drive_view_get_type ())
G_DECLARE_FINAL_TYPE (DsDriveView, ds_drive_view, DS, DRIVE_VIEW, AdwBin)

GtkWidget     *ds_drive_view_new            (void);
/* The view keeps a reference to @drive; @drives, the scan it came from,
 * names the other drives and finds @drive's mounts. */
void           ds_drive_view_set_drive      (DsDriveView   *self,
                                             GPtrArray     *drives,
                                             DsDrive       *drive);
const DsDrive *ds_drive_view_get_drive      (DsDriveView   *self);
AdwViewStack  *ds_drive_view_get_stack      (DsDriveView   *self);
/* "overview", "bench", "thermal", "suites", "verify", "history". */
void           ds_drive_view_show_page      (DsDriveView   *self,
                                             const char    *name);
DsDrivePage   *ds_drive_view_get_drive_page (DsDriveView   *self);
DsBenchPage   *ds_drive_view_get_bench_page (DsDriveView   *self);
DsThermalPage *ds_drive_view_get_thermal_page (DsDriveView *self);
DsSuitePage   *ds_drive_view_get_suite_page   (DsDriveView *self);
DsVerifyPage  *ds_drive_view_get_verify_page  (DsDriveView *self);
DsHistoryPage *ds_drive_view_get_history_page (DsDriveView *self);
/* Whether a benchmark, thermal test or suite runs on this drive. */
gboolean       ds_drive_view_get_busy       (DsDriveView   *self);

G_END_DECLS
