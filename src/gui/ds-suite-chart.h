/* ds-suite-chart.h — the chart of a suite result, for the Suites page
 *
 * One function between the page and the core's charts. The suite chart of
 * the report layer (ds_chart_new_suite) is on its way; until it is on main
 * this draws the suites a curve chart can show (block size or queue depth
 * on a log2 axis) with ds_chart_new_curve, and NULL for the others, whose
 * numbers are in the page's table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ds-chart.h"
#include "ds-suite-result.h"

G_BEGIN_DECLS

/* The chart of the steps of @result so far, or NULL when the suite has no
 * chart here (or no step measured anything). *@n_steps: how many steps
 * gave the chart a point. */
DsChart *ds_suite_chart_new (const DsSuiteResult *result,
                             guint               *n_steps);

G_END_DECLS
