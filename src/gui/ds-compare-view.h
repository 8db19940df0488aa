/* ds-compare-view.h — 2–8 benchmark runs side by side (or one run alone):
 * the comparison chart, a table with deltas, and the conditions that differ
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "ds-bench-result.h"
#include "ds-chart-widget.h"

G_BEGIN_DECLS

#define DS_TYPE_COMPARE_VIEW (ds_compare_view_get_type ())
G_DECLARE_FINAL_TYPE (DsCompareView, ds_compare_view, DS, COMPARE_VIEW, AdwBin)

GtkWidget     *ds_compare_view_new          (void);
/* Takes @results (DsBenchResult*, first is the baseline); @labels one per
 * result, or NULL. */
void           ds_compare_view_set_results  (DsCompareView *self,
                                             GPtrArray     *results,
                                             GStrv          labels);
guint          ds_compare_view_get_n_runs   (DsCompareView *self);
/* Conditions that differ between the runs, as ds_conditions_compare()
 * lists them (and `drivescope-cli compare` shows them): how many, and
 * their names (from ds_conditions_compare_names ()), NULL-terminated
 * (tests). */
guint          ds_compare_view_get_n_differences (DsCompareView *self);
const char *const *ds_compare_view_get_differences (DsCompareView *self);
DsChartWidget *ds_compare_view_get_chart    (DsCompareView *self);

/* The table's first heading, naming the unit (tests). */
const char    *ds_compare_view_get_unit_heading (DsCompareView *self);

G_END_DECLS
