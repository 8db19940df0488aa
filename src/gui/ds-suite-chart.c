/* ds-suite-chart.c — the chart of a suite result, for the Suites page and
 * the History
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ds-suite-chart.h"

/* A step the chart draws: a window with a measurement, a pass with samples
 * (ds_chart_new_suite leaves the others out). */
static gboolean
step_is_drawn (const DsSuiteResult *result,
               const DsSuiteStep   *step)
{
  if (ds_suite_kind_is_pass (result->suite))
    return step->samples->len > 0;
  return isfinite (step->stats.mbps) || isfinite (step->stats.iops);
}

DsChart *
ds_suite_chart_new (const DsSuiteResult *result,
                    guint               *n_steps)
{
  *n_steps = 0;
  for (guint i = 0; i < result->steps->len; i++)
    *n_steps += step_is_drawn (result, g_ptr_array_index (result->steps, i)) ? 1 : 0;
  return *n_steps > 0 ? ds_chart_new_suite (result) : NULL;
}
