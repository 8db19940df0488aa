/* ds-suite-page.h — the Suites page of one drive: the reviewers' suites
 * (block-size sweep, queue-depth scaling, workload mixes, read/write mix,
 * write-cache curve, linear pass), their steps and estimated time, the run
 * with its chart growing step by step, the table of steps and the answer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "ds-chart-widget.h"
#include "ds-run-page.h"
#include "ds-suite-task.h"

G_BEGIN_DECLS

#define DS_TYPE_SUITE_PAGE (ds_suite_page_get_type ())
G_DECLARE_FINAL_TYPE (DsSuitePage, ds_suite_page, DS, SUITE_PAGE, DsRunPage)

GtkWidget     *ds_suite_page_new             (void);
/* The drive, the folder, the running state: see ds-run-page.h. */

/* The chosen suite; setting it puts that suite's defaults in the options. */
DsSuiteKind    ds_suite_page_get_kind        (DsSuitePage *self);
void           ds_suite_page_set_kind        (DsSuitePage *self,
                                              DsSuiteKind  kind);
/* The settings the options give now (NULL with @error naming the option
 * that is wrong). */
DsSuiteSettings *ds_suite_page_build_settings (DsSuitePage *self,
                                               GError     **error);

/* The task of the current or last run, or NULL. */
DsSuiteTask   *ds_suite_page_get_task        (DsSuitePage *self);
DsChartWidget *ds_suite_page_get_chart       (DsSuitePage *self);
/* Steps that gave the chart shown a point (0 without a chart). */
guint          ds_suite_page_get_chart_steps (DsSuitePage *self);
/* Rows of the step table, and of those the steps with a result. */
guint          ds_suite_page_get_n_rows      (DsSuitePage *self);
guint          ds_suite_page_get_n_measured  (DsSuitePage *self);
/* "18 steps, about 1 min 48 s …", or why the options give no plan. */
const char    *ds_suite_page_get_plan_text   (DsSuitePage *self);
/* The answers of the last run ("" before). */
const char    *ds_suite_page_get_answer      (DsSuitePage *self);
/* The result of the last run, as shown (NULL before one). */
const DsSuiteResult *ds_suite_page_get_result (DsSuitePage *self);

G_END_DECLS
