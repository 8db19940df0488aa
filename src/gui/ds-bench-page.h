/* ds-bench-page.h — the Benchmark page of one drive
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "ds-bench-cell.h"
#include "ds-bench-task.h"
#include "ds-drive.h"
#include "ds-run-page.h"

G_BEGIN_DECLS

#define DS_TYPE_BENCH_PAGE (ds_bench_page_get_type ())
G_DECLARE_FINAL_TYPE (DsBenchPage, ds_bench_page, DS, BENCH_PAGE, DsRunPage)

GtkWidget     *ds_bench_page_new           (void);
/* The drive, the folder, the running state: see ds-run-page.h. */
/* The column heading of @mode, NULL when hidden; the comment entry (tests). */
const char    *ds_bench_page_get_header    (DsBenchPage   *self,
                                            DsIoMode    mode);
/* The footer under the results (drive, firmware, size, fill, link,
 * filesystem, date, engine); NULL when hidden. */
const char    *ds_bench_page_get_footer (DsBenchPage *self);
GtkEditable   *ds_bench_page_get_comment_entry (DsBenchPage *self);
/* The task of the current or last run, or NULL. */
DsBenchTask   *ds_bench_page_get_task      (DsBenchPage   *self);
/* The cell of (test row, mode), or NULL. */
DsBenchCell   *ds_bench_page_get_cell      (DsBenchPage   *self,
                                            guint          row,
                                            DsIoMode    mode);
guint          ds_bench_page_get_n_rows    (DsBenchPage   *self);
guint          ds_bench_page_get_runs      (DsBenchPage   *self);
guint64        ds_bench_page_get_size      (DsBenchPage   *self);
/* The settings a run would be made with now (@only_row: one test row, or
 * -1 for all); NULL with @error when they are not valid. */
DsBenchSettings *ds_bench_page_build_settings (DsBenchPage *self,
                                               int          only_row,
                                               GError     **error);
/* Shows @result in the grid as a finished run does (tests). */
void           ds_bench_page_show_result   (DsBenchPage         *self,
                                            const DsBenchResult *result);
/* "Verify: …" under the results after a run with verify, NULL when hidden. */
const char    *ds_bench_page_get_verify_text (DsBenchPage *self);

G_END_DECLS
