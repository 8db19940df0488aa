/* ds-suite-chart.c — the chart of a suite result, for the Suites page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ds-suite-analysis.h"
#include "ds-suite-chart.h"

/* x of a step on the chart: its block size (blocksize) or the I/Os it keeps
 * outstanding (queue depth × threads). */
static double
step_x (const DsSuiteResult *result,
        const DsSuiteStep   *step)
{
  if (result->suite == DS_SUITE_BLOCKSIZE)
    return (double) step->spec.block_size;
  return (double) step->spec.queue_depth * step->spec.threads;
}

/* One curve per series: MB/s (blocksize), IOPS, or with @latency the p99
 * latency in ms. Each step that gave a point is added to @counted. */
static void
add_series (DsChart             *chart,
            const DsSuiteResult *result,
            DsChartAxisId        axis,
            gboolean             latency,
            GHashTable          *counted)
{
  g_autoptr(GPtrArray) series = ds_suite_result_series (result);

  for (guint i = 0; i < series->len; i++)
    {
      const char *name = g_ptr_array_index (series, i);
      g_autoptr(GPtrArray) steps = ds_suite_result_series_steps (result, name);
      g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (DsChartPoint));
      g_autofree char *label = NULL;

      for (guint j = 0; j < steps->len; j++)
        {
          const DsSuiteStep *st = g_ptr_array_index (steps, j);
          double y = latency ? st->stats.lat_p99_us / 1000.0
                   : result->suite == DS_SUITE_BLOCKSIZE ? st->stats.mbps
                   : st->stats.iops;
          DsChartPoint p = { step_x (result, st), y };

          if (!isfinite (y))
            continue;
          g_array_append_val (points, p);
          g_hash_table_add (counted, (gpointer) st);
        }
      if (points->len == 0)
        continue;
      /* TRANSLATORS: a curve of the queue-depth chart: the p99 latency of a
       * series, e.g. "4K read rnd p99" */
      label = latency ? g_strdup_printf (_("%s p99"), name) : g_strdup (name);
      ds_chart_add_curve_series (chart, label, axis, (const DsChartPoint *) points->data, points->len);
    }
}

DsChart *
ds_suite_chart_new (const DsSuiteResult *result,
                    guint               *n_steps)
{
  g_autoptr(GHashTable) counted = g_hash_table_new (NULL, NULL);
  g_autoptr(DsChart) chart = NULL;

  *n_steps = 0;
  switch (result->suite)
    {
    case DS_SUITE_BLOCKSIZE:
      chart = ds_chart_new_curve (ds_suite_kind_title (result->suite), TRUE, _("MB/s"));
      add_series (chart, result, DS_CHART_AXIS_Y, FALSE, counted);
      break;
    case DS_SUITE_QD_SCALING:
    case DS_SUITE_MIXES:
      {
        double limit = ds_suite_result_latency_limit_us (result);
        g_autofree char *limit_label = NULL;

        chart = ds_chart_new_curve (ds_suite_kind_title (result->suite), FALSE, _("IOPS"));
        add_series (chart, result, DS_CHART_AXIS_Y, FALSE, counted);
        if (result->suite == DS_SUITE_QD_SCALING)
          {
            add_series (chart, result, DS_CHART_AXIS_Y2, TRUE, counted);
            ds_chart_set_y2_label (chart, _("p99 latency (ms)"));
            /* TRANSLATORS: the dashed line of the latency limit, "limit 0.75 ms" */
            limit_label = g_strdup_printf (_("limit %g ms"), limit / 1000.0);
            ds_chart_add_threshold (chart, DS_CHART_AXIS_Y2, limit / 1000.0, limit_label);
          }
      }
      break;
    case DS_SUITE_RWMIX:
    case DS_SUITE_CACHE:
    case DS_SUITE_LINEAR:
    default:
      return NULL;
    }
  *n_steps = g_hash_table_size (counted);
  if (*n_steps == 0)
    return NULL;
  return g_steal_pointer (&chart);
}
