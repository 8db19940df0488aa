/* ds-suite-chart.h — the chart of a suite result, for the Suites page and
 * the History
 *
 * One function between the window and the report layer's suite chart
 * (ds_chart_new_suite, the one `export` draws): it also says how many steps
 * the chart shows, and gives no chart while no step has measured anything.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ds-chart.h"
#include "ds-suite-result.h"

G_BEGIN_DECLS

/* The chart of the steps of @result so far, or NULL when none measured
 * anything. *@n_steps: how many steps the chart draws. */
DsChart *ds_suite_chart_new (const DsSuiteResult *result,
                             guint               *n_steps);

G_END_DECLS
