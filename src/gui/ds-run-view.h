/* ds-run-view.h — one benchmark run from the history, as its result panel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "ds-bench-cell.h"
#include "ds-bench-result.h"

G_BEGIN_DECLS

#define DS_TYPE_RUN_VIEW (ds_run_view_get_type ())
G_DECLARE_FINAL_TYPE (DsRunView, ds_run_view, DS, RUN_VIEW, AdwBin)

GtkWidget   *ds_run_view_new        (void);
/* Takes @result; @title names the run, @comment is the user's or NULL. */
void         ds_run_view_set_result (DsRunView     *self,
                                     DsBenchResult *result,
                                     const char    *title,
                                     const char    *comment);
/* The cells with their results, the column headings, the comment (tests). */
guint        ds_run_view_get_n_cells (DsRunView    *self);
DsBenchCell *ds_run_view_get_cell    (DsRunView    *self,
                                      guint         i);
const char  *ds_run_view_get_header  (DsRunView    *self,
                                      DsIoMode   mode);
const char  *ds_run_view_get_comment (DsRunView    *self);
/* The data sheet verdicts under the results ("" or NULL: none). */
void         ds_run_view_set_datasheet (DsRunView  *self,
                                        const char *verdicts);
const char  *ds_run_view_get_datasheet (DsRunView  *self);
/* The footer under the results, NULL when hidden. */
const char  *ds_run_view_get_footer  (DsRunView    *self);
/* The line under a benchmark's results, on the Benchmark page and in a run
 * opened from the History: drive, firmware, test size, fill, link,
 * filesystem, date, engine. */
char        *ds_run_view_footer_text (const DsBenchResult *result);

G_END_DECLS
