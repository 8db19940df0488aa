/* ds-chart-strip.c — drawing a chart that grows at its right end a strip
 * at a time: what the last draw laid out, whether drawing again would lay
 * the chart out the same, and the series drawn into one strip of the plot
 *
 * The live thermal chart gets a few samples up to ten times a second. Its
 * axes, grid, labels and legend rarely change, and new samples only change
 * the columns at the end of the lines, so the widget keeps what it drew and
 * adds the strip the new samples changed: the same pixels as drawing it all
 * (tests/test-chart.c checks that), at a cost that does not grow with the run.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ds-chart-private.h"

/* Columns either side of a point that its drawing can reach (half the line
 * and its round join, a marker, antialiasing), at the style's scale. */
static gint64
reach_columns (double scale)
{
  return (gint64) ceil (5.0 * scale) + 1;
}

static GArray *
copy_ticks (GArray *ticks)
{
  GArray *copy = g_array_sized_new (FALSE, FALSE, sizeof (double), ticks->len);

  g_array_append_vals (copy, ticks->data, ticks->len);
  return copy;
}

static guint64
band_bits (DsChart *chart,
           guint    columns)
{
  guint64 bits = 0;

  for (guint i = 0; i < chart->series->len && i < 64; i++)
    if (ds_chart_series_is_band (chart, g_ptr_array_index (chart->series, i), columns))
      bits |= G_GUINT64_CONSTANT (1) << i;
  return bits;
}

void
ds_chart_record_layout (DsChartCtx        *ctx,
                        const DsChartPlot *plot,
                        double             y_pixels)
{
  DsChart *chart = ctx->chart;
  DsChartLaidOut *laid = &chart->laid_out;

  ds_chart_laid_out_clear (laid);
  laid->valid = TRUE;
  laid->serial++;
  laid->width = ctx->width;
  laid->height = ctx->height;
  laid->scale = ctx->style->scale;
  laid->theme = ctx->style->theme;
  laid->x_data_min = chart->x.data_min;
  laid->x_data_max = chart->x.data_max;
  laid->y_pixels = y_pixels;
  laid->line_h = ctx->line_h;
  laid->y_lo = chart->y.lo;
  laid->y_hi = chart->y.hi;
  laid->y2_lo = chart->y2.lo;
  laid->y2_hi = chart->y2.hi;
  laid->y_ticks = copy_ticks (chart->y.ticks);
  laid->y2_ticks = copy_ticks (chart->y2.ticks);
  laid->x_label = g_strdup (chart->x.label);
  laid->n_legend = ds_chart_legend_count (chart);
  laid->n_series = chart->series->len;
  laid->n_spans = chart->spans->len;
  laid->n_markers = chart->markers->len;
  laid->has_y2 = plot->has_y2;
  laid->cooldown = isfinite (chart->cooldown_from);
  laid->columns = (guint) ceil (plot->rect.width * ctx->style->scale);
  laid->envelopes = band_bits (chart, laid->columns);
}

static gboolean
same_ticks (GArray *a,
            GArray *b)
{
  return a->len == b->len && memcmp (a->data, b->data, a->len * sizeof (double)) == 0;
}

/* Whether a value axis laid out now over the same height would get the
 * range and ticks it got. Value axes are vertical: their layout measures
 * no text, only the line height. */
static gboolean
value_axis_unchanged (DsChart     *chart,
                      DsChartAxis *axis,
                      double       lo,
                      double       hi,
                      GArray      *ticks)
{
  DsChartCtx ctx = { .chart = chart, .line_h = chart->laid_out.line_h };
  DsChartAxis copy = *axis;
  gboolean same;

  copy.ticks = g_array_new (FALSE, TRUE, sizeof (double));
  ds_chart_axis_layout (&ctx, &copy, chart->laid_out.y_pixels, FALSE);
  same = copy.lo == lo && copy.hi == hi && same_ticks (copy.ticks, ticks);
  g_array_unref (copy.ticks);
  return same;
}

gboolean
ds_chart_layout_unchanged (DsChart            *chart,
                           double              width,
                           double              height,
                           const DsChartStyle *style)
{
  DsChartLaidOut *laid;

  g_return_val_if_fail (chart != NULL && style != NULL, FALSE);

  laid = &chart->laid_out;
  if (chart->kind != DS_CHART_THERMAL || !laid->valid || chart->plots->len != 1)
    return FALSE;
  /* Drawn over the series: a strip would cover them. */
  if (chart->markers->len > 0)
    return FALSE;
  for (guint i = 0; i < chart->thresholds->len; i++)
    if (!((DsChartThreshold *) g_ptr_array_index (chart->thresholds, i))->band)
      return FALSE;
  if (laid->width != width || laid->height != height || laid->scale != style->scale ||
      laid->theme != style->theme || style->font_family != NULL)
    return FALSE;
  /* The time axis spans the data as they are (it is not rounded). */
  if (chart->x.scale != DS_AXIS_SECONDS || chart->x.data_min != laid->x_data_min ||
      chart->x.data_max != laid->x_data_max || g_strcmp0 (chart->x.label, laid->x_label) != 0)
    return FALSE;
  if (chart->series->len != laid->n_series || chart->spans->len != laid->n_spans ||
      isfinite (chart->cooldown_from) != laid->cooldown || ds_chart_legend_count (chart) != laid->n_legend)
    return FALSE;
  if (band_bits (chart, laid->columns) != laid->envelopes)
    return FALSE;
  if (!value_axis_unchanged (chart, &chart->y, laid->y_lo, laid->y_hi, laid->y_ticks))
    return FALSE;
  if (laid->has_y2 && !value_axis_unchanged (chart, &chart->y2, laid->y2_lo, laid->y2_hi, laid->y2_ticks))
    return FALSE;
  return TRUE;
}

guint
ds_chart_get_layout_serial (DsChart *chart)
{
  g_return_val_if_fail (chart != NULL, 0);
  return chart->laid_out.serial;
}

double
ds_chart_data_end (DsChart *chart)
{
  double end = NAN, growing = NAN;

  g_return_val_if_fail (chart != NULL, NAN);

  for (guint i = 0; i < chart->series->len; i++)
    {
      DsChartSeries *s = g_ptr_array_index (chart->series, i);

      if (s->points->len > 0)
        {
          double x = g_array_index (s->points, DsChartPoint, s->points->len - 1).x;

          if (isnan (end) || x < end)
            end = x;
          /* In the cool-down only its own series grows: the throughput and
           * the writing temperature ended where it began, and a strip from
           * there would widen with every delivery. */
          if (isfinite (chart->cooldown_from) && x > chart->cooldown_from && (isnan (growing) || x < growing))
            growing = x;
        }
    }
  return isfinite (growing) ? growing : end;
}

static gint64
column_of (DsChart *chart,
           double   x)
{
  const DsChartPlot *plot = &g_array_index (chart->plots, DsChartPlot, 0);
  double nx = ds_chart_axis_norm (plot->x_scale, plot->x_lo, plot->x_hi, x);

  return (gint64) floor (nx * chart->laid_out.columns);
}

static gboolean
strip_of_columns (DsChart     *chart,
                  gint64       c0,
                  gint64       c1,
                  DsChartRect *strip)
{
  const DsChartPlot *plot = &g_array_index (chart->plots, DsChartPlot, 0);
  double scale = chart->laid_out.scale;

  c0 = CLAMP (c0, 0, (gint64) chart->laid_out.columns);
  c1 = CLAMP (c1, 0, (gint64) chart->laid_out.columns);
  if (c1 <= c0)
    return FALSE;
  strip->x = plot->rect.x + c0 / scale;
  strip->width = (c1 - c0) / scale;
  strip->y = plot->rect.y;
  strip->height = plot->rect.height;
  return TRUE;
}

gboolean
ds_chart_strip_all (DsChart     *chart,
                    DsChartRect *strip)
{
  g_return_val_if_fail (chart != NULL && strip != NULL, FALSE);

  if (!chart->laid_out.valid || chart->plots->len != 1)
    return FALSE;
  return strip_of_columns (chart, 0, chart->laid_out.columns, strip);
}

gboolean
ds_chart_strip_since (DsChart     *chart,
                      double       x,
                      DsChartRect *strip)
{
  gint64 reach, c0, c1 = G_MININT64;

  g_return_val_if_fail (chart != NULL && strip != NULL, FALSE);

  if (!chart->laid_out.valid || chart->plots->len != 1)
    return FALSE;
  if (!isfinite (x))
    return ds_chart_strip_all (chart, strip);
  reach = reach_columns (chart->laid_out.scale);
  for (guint i = 0; i < chart->series->len; i++)
    {
      DsChartSeries *s = g_ptr_array_index (chart->series, i);

      if (s->points->len > 0)
        c1 = MAX (c1, column_of (chart, g_array_index (s->points, DsChartPoint, s->points->len - 1).x));
    }
  if (c1 == G_MININT64)
    return FALSE;
  /* From the column of the earliest last point (a band's column joins the
   * next one's; a line's join reaches back) to the newest point's. */
  c0 = column_of (chart, x) - reach;
  return strip_of_columns (chart, c0, c1 + reach + 1, strip);
}

void
ds_chart_draw_strip (DsChart            *chart,
                     cairo_t            *cr,
                     const DsChartStyle *style,
                     const DsChartRect  *strip)
{
  const DsChartPlot *plot;
  DsChartCtx ctx = { 0 };
  gint64 from_column;

  g_return_if_fail (chart != NULL && cr != NULL && style != NULL && strip != NULL);
  if (!chart->laid_out.valid || chart->plots->len != 1)
    return;

  plot = &g_array_index (chart->plots, DsChartPlot, 0);
  /* The series need only the chart, the cairo context and the style. */
  ctx.chart = chart;
  ctx.cr = cr;
  ctx.style = style;
  ctx.width = chart->laid_out.width;
  ctx.height = chart->laid_out.height;
  from_column = (gint64) floor ((strip->x - plot->rect.x) * style->scale + 1e-6);
  cairo_save (cr);
  cairo_rectangle (cr, plot->rect.x, plot->rect.y, plot->rect.width, plot->rect.height);
  cairo_clip (cr);
  cairo_rectangle (cr, strip->x, strip->y, strip->width, strip->height);
  cairo_clip (cr);
  for (guint i = 0; i < chart->series->len; i++)
    ds_chart_draw_series (&ctx, g_ptr_array_index (chart->series, i), plot, (guint) MAX (from_column, 0));
  cairo_restore (cr);
}
