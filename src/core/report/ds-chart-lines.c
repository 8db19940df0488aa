/* ds-chart-lines.c — x–y charts: trend, latency percentiles, curves, and the
 * axes, grid and lines the thermal timeline shares with them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>

#include "ds-chart-private.h"
#include "ds-history-store.h"

#define MAX_SERIES 8

/* ---- trend ---- */

static void
add_trend_points (DsChart                 *chart,
                  DsChartSeries           *s,
                  const DsChartTrendPoint *points,
                  guint                    n_points)
{
  for (guint i = 0; i < n_points; i++)
    ds_chart_series_add (chart, s, (double) points[i].time, points[i].value);
  s->markers = TRUE;
}

DsChart *
ds_chart_new_trend (const char              *title,
                    const char              *series_name,
                    const char              *y_label,
                    const DsChartTrendPoint *points,
                    guint                    n_points)
{
  DsChart *self = ds_chart_alloc (DS_CHART_TREND);

  self->title = ds_chart_clean_text (title);
  ds_chart_axis_init (&self->x, DS_AXIS_DATE, _("Date (UTC)"));
  ds_chart_axis_init (&self->y, DS_AXIS_LINEAR, y_label);
  self->y.from_zero = TRUE;
  add_trend_points (self, ds_chart_series_new (self, series_name, 0, 0), points, n_points);
  return self;
}

void
ds_chart_add_trend_series (DsChart                 *self,
                           const char              *series_name,
                           const char              *y2_label,
                           const DsChartTrendPoint *points,
                           guint                    n_points)
{
  ds_chart_axis_init (&self->y2, DS_AXIS_LINEAR, y2_label);
  self->y2.from_zero = TRUE;
  add_trend_points (self, ds_chart_series_new (self, series_name, 1, 1), points, n_points);
  ((DsChartSeries *) g_ptr_array_index (self->series, self->series->len - 1))->dashed = TRUE;
}

DsChart *
ds_chart_new_health_trend (GPtrArray *snapshots)
{
  g_autoptr(GArray) written = g_array_new (FALSE, FALSE, sizeof (DsChartTrendPoint));
  g_autoptr(GArray) used = g_array_new (FALSE, FALSE, sizeof (DsChartTrendPoint));
  DsChart *self;

  for (guint i = 0; snapshots != NULL && i < snapshots->len; i++)
    {
      const DsHistorySnapshot *s = g_ptr_array_index (snapshots, i);
      DsChartTrendPoint w = { s->taken_at, s->bytes_written / 1e12 };
      DsChartTrendPoint u = { s->taken_at, s->percentage_used };

      if (isfinite (w.value))
        g_array_append_val (written, w);
      if (isfinite (u.value))
        g_array_append_val (used, u);
    }
  if (written->len == 0 && used->len == 0)
    return NULL;
  if (written->len == 0)
    return ds_chart_new_trend (_("Health over time"), _("Life used"), _("Life used (%)"),
                               (DsChartTrendPoint *) (void *) used->data, used->len);
  self = ds_chart_new_trend (_("Health over time"), _("Data written"), _("TB written"),
                             (DsChartTrendPoint *) (void *) written->data, written->len);
  if (used->len > 0)
    ds_chart_add_trend_series (self, _("Life used"), _("Life used (%)"),
                               (DsChartTrendPoint *) (void *) used->data, used->len);
  return self;
}

DsChart *
ds_chart_new_health_value_trend (GArray     *values,
                                 const char *label,
                                 const char *y_label)
{
  g_autoptr(GArray) points = NULL;
  g_autofree char *title = NULL;

  if (values == NULL || values->len == 0)
    return NULL;
  points = g_array_sized_new (FALSE, FALSE, sizeof (DsChartTrendPoint), values->len);
  for (guint i = 0; i < values->len; i++)
    {
      const DsHistoryValue *v = &g_array_index (values, DsHistoryValue, i);
      DsChartTrendPoint p = { .time = v->taken_at, .value = v->value };

      g_array_append_val (points, p);
    }
  /* TRANSLATORS: the title of a chart of one health value over time, e.g. "media_errors across health snapshots" */
  title = g_strdup_printf (_("%s across health snapshots"), label);
  return ds_chart_new_trend (title, label, y_label != NULL ? y_label : label,
                             (const DsChartTrendPoint *) (void *) points->data, points->len);
}

static int
compare_trend_points (gconstpointer a,
                      gconstpointer b)
{
  const DsChartTrendPoint *pa = a, *pb = b;

  return (pa->time > pb->time) - (pa->time < pb->time);
}

DsChart *
ds_chart_new_trend_from_results (GPtrArray         *results,
                                 const DsBenchSpec *spec,
                                 DsIoMode        mode,
                                 DsChartUnits       units)
{
  g_autoptr(GArray) points = g_array_new (FALSE, FALSE, sizeof (DsChartTrendPoint));
  g_autofree char *spec_text = ds_bench_spec_to_string (spec);
  g_autofree char *title = NULL, *name = NULL;
  DsChart *self;

  for (guint i = 0; i < results->len; i++)
    {
      DsBenchResult *r = g_ptr_array_index (results, i);
      DsBenchTestResult *t = ds_bench_result_find (r, spec, mode);
      DsChartTrendPoint p;

      if (t == NULL)
        continue;
      p.time = r->start_time;
      p.value = ds_chart_units_value (units, ds_bench_test_result_best (t));
      if (isfinite (p.value))
        g_array_append_val (points, p);
    }
  g_array_sort (points, compare_trend_points);
  name = g_strdup_printf ("%s %s", spec_text, ds_io_mode_to_string (mode));
  title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s across %u run", "%s across %u runs", points->len),
                           name, points->len);
  self = ds_chart_new_trend (title, name, ds_chart_units_label (units),
                             (DsChartTrendPoint *) (void *) points->data, points->len);
  if (results->len > 0)
    {
      DsBenchResult *r = g_ptr_array_index (results, 0);
      g_autofree char *drive_line = ds_chart_drive_line (r->conditions, r->drive_display_name);
      g_autofree char *drive_line_serial = ds_chart_drive_line_serial (r->conditions, r->drive_display_name);

      ds_chart_set_footer (self, drive_line, "Drivescope " PACKAGE_VERSION);
      ds_chart_set_footer_serial (self, drive_line_serial);
    }
  return self;
}

/* ---- latency ---- */

static gboolean
has_percentiles (const DsIoRunStats *b)
{
  return b != NULL && (b->lat_p50_us > 0 || b->lat_p90_us > 0 || b->lat_p99_us > 0 ||
                       b->lat_p999_us > 0 || b->lat_p9999_us > 0);
}

guint
ds_chart_latency_count_tests (GPtrArray *results,
                              guint     *n_without)
{
  guint with = 0, without = 0;

  for (guint r = 0; r < results->len; r++)
    {
      const DsBenchResult *res = g_ptr_array_index (results, r);

      for (guint i = 0; i < res->tests->len; i++)
        {
          const DsIoRunStats *b = ds_bench_test_result_best (g_ptr_array_index (res->tests, i));

          if (b == NULL)
            continue;
          if (has_percentiles (b))
            with++;
          else
            without++;
        }
    }
  if (n_without != NULL)
    *n_without = without;
  return with;
}

DsChart *
ds_chart_new_latency (GPtrArray          *results,
                      const char * const *labels)
{
  static const char *pct_names[] = { "p50", "p90", "p99", "p99.9", "p99.99" };
  DsChart *self = ds_chart_alloc (DS_CHART_LATENCY);
  guint dropped = 0, without = 0;

  self->title = g_strdup (_("Latency percentiles"));
  ds_chart_axis_init (&self->x, DS_AXIS_INDEX, _("Percentile"));
  self->x.index_labels = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < G_N_ELEMENTS (pct_names); i++)
    g_ptr_array_add (self->x.index_labels, g_strdup (pct_names[i]));
  ds_chart_axis_init (&self->y, DS_AXIS_LOG10, _("Latency (µs, log scale)"));

  for (guint r = 0; r < results->len; r++)
    {
      const DsBenchResult *res = g_ptr_array_index (results, r);
      g_autofree char *made = NULL;
      const char *run_label = NULL;

      if (results->len > 1)
        run_label = labels && labels[r] ? labels[r] : (made = ds_chart_run_label (res));
      for (guint i = 0; i < res->tests->len; i++)
        {
          const DsBenchTestResult *t = g_ptr_array_index (res->tests, i);
          const DsIoRunStats *b = ds_bench_test_result_best (t);
          g_autofree char *spec = ds_bench_spec_to_string (&t->spec);
          g_autofree char *name = NULL;
          double values[5];
          DsChartSeries *s;

          if (b == NULL)
            continue;
          if (!has_percentiles (b))
            {
              /* Imported CrystalDiskMark runs have no percentiles. */
              without++;
              continue;
            }
          if (self->series->len >= MAX_SERIES)
            {
              dropped++;
              continue;
            }
          values[0] = b->lat_p50_us;
          values[1] = b->lat_p90_us;
          values[2] = b->lat_p99_us;
          values[3] = b->lat_p999_us;
          values[4] = b->lat_p9999_us;
          name = run_label ? g_strdup_printf ("%s · %s %s", run_label, spec, ds_io_mode_to_string (t->mode))
                           : g_strdup_printf ("%s %s", spec, ds_io_mode_to_string (t->mode));
          s = ds_chart_series_new (self, name, self->series->len, 0);
          s->markers = TRUE;
          s->dashed = t->mode == DS_IO_MODE_WRITE;
          for (guint k = 0; k < 5; k++)
            ds_chart_series_add (self, s, k, values[k] > 0 ? values[k] : NAN);
        }
    }
  if (results->len > 0)
    {
      const DsBenchResult *res = g_ptr_array_index (results, 0);
      g_autofree char *drive_line = ds_chart_drive_line (res->conditions, res->drive_display_name);
      g_autofree char *drive_line_serial = ds_chart_drive_line_serial (res->conditions, res->drive_display_name);
      g_autofree char *more = NULL, *missing = NULL, *note = NULL;

      if (dropped > 0)
        more = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u more test not shown (at most 8 lines).",
                                             "%u more tests not shown (at most 8 lines).", dropped), dropped);
      if (without > 0)
        missing = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u test has no latency percentiles and is left out.",
                                                "%u tests have no latency percentiles and are left out.", without),
                                   without);
      if (more != NULL && missing != NULL)
        note = g_strdup_printf ("%s %s", missing, more);
      ds_chart_set_footer (self, drive_line,
                           note ? note : missing ? missing : more ? more : "Drivescope " PACKAGE_VERSION);
      ds_chart_set_footer_serial (self, drive_line_serial);
    }
  return self;
}

/* ---- curves ---- */

DsChart *
ds_chart_new_curve (const char *title,
                    gboolean    x_is_block_size,
                    const char *y_label)
{
  DsChart *self = ds_chart_alloc (DS_CHART_CURVE);

  self->title = ds_chart_clean_text (title);
  ds_chart_axis_init (&self->x, DS_AXIS_LOG2, x_is_block_size ? _("Block size (bytes)") : _("Queue depth"));
  if (x_is_block_size)
    self->x.format = DS_TICK_BLOCK;
  ds_chart_axis_init (&self->y, DS_AXIS_LINEAR, y_label);
  self->y.from_zero = TRUE;
  return self;
}

void
ds_chart_set_y2_label (DsChart    *self,
                       const char *label)
{
  g_free (self->y2.label);
  self->y2.label = g_strdup (label);
}

void
ds_chart_add_curve_series (DsChart            *self,
                           const char         *name,
                           DsChartAxisId       axis,
                           const DsChartPoint *points,
                           guint               n_points)
{
  DsChartSeries *s = ds_chart_series_new (self, name, self->series->len, axis == DS_CHART_AXIS_Y2 ? 1 : 0);

  s->markers = TRUE;
  s->dashed = axis == DS_CHART_AXIS_Y2;
  if (axis == DS_CHART_AXIS_Y2)
    self->y2.from_zero = TRUE;
  for (guint i = 0; i < n_points; i++)
    ds_chart_series_add (self, s, points[i].x, points[i].y);
}

/* ---- drawing ---- */

static gboolean
has_y2 (DsChart *chart)
{
  for (guint i = 0; i < chart->series->len; i++)
    if (((DsChartSeries *) g_ptr_array_index (chart->series, i))->axis == 1)
      return TRUE;
  for (guint i = 0; i < chart->thresholds->len; i++)
    if (((DsChartThreshold *) g_ptr_array_index (chart->thresholds, i))->axis == 1)
      return TRUE;
  return FALSE;
}

static void
draw_value_ticks (DsChartCtx  *ctx,
                  DsChartAxis *axis,
                  DsChartRect  plot,
                  gboolean     right,
                  gboolean     grid)
{
  cairo_t *cr = ctx->cr;
  double half = 0.5 / ctx->style->scale;

  for (guint i = 0; i < axis->ticks->len; i++)
    {
      double v = g_array_index (axis->ticks, double, i);
      double y = ds_chart_snap (ctx, plot.y + plot.height -
                                ds_chart_axis_norm (axis->scale, axis->lo, axis->hi, v) * plot.height);
      g_autofree char *text = ds_chart_axis_format (axis, v);
      double w, h;

      if (grid)
        {
          ds_chart_set_color (cr, ctx->grid, 1.0);
          cairo_set_line_width (cr, 1.0);
          cairo_move_to (cr, plot.x, y + half);
          cairo_line_to (cr, plot.x + plot.width, y + half);
          cairo_stroke (cr);
        }
      ds_chart_text_measure (ctx, DS_TEXT_SMALL, text, &w, &h);
      ds_chart_text_draw (ctx, DS_TEXT_SMALL, text,
                          right ? plot.x + plot.width + ctx->pad * 0.4 : plot.x - ctx->pad * 0.4 - w,
                          y - h / 2, -1, FALSE, ctx->muted);
    }
}

/* A series with many points per device column is drawn as the band between
 * each column's minimum and maximum (widened by the line width): one simple
 * polygon instead of a zigzag line that crosses itself thousands of times,
 * which is what makes stroking slow; a dip or spike of one sample reaches
 * its value across its column. Each column also reaches to where the line
 * came from, so steps stay joined. NAN breaks the band. */
/* The device column point @p falls in (may be outside 0 … columns-1). */
static gint64
point_column (DsChart           *chart,
              const DsChartPlot *plot,
              guint              columns,
              const DsChartPoint *p)
{
  double nx = ds_chart_axis_norm (chart->x.scale, plot->x_lo, plot->x_hi, p->x);

  return isfinite (nx) ? (gint64) floor (nx * columns) : G_MININT64;
}

/* The first point of @s (whose x never falls) in column @column or after. */
static guint
first_point_from (DsChart           *chart,
                  DsChartSeries     *s,
                  const DsChartPlot *plot,
                  guint              columns,
                  gint64             column)
{
  guint lo = 0, hi = s->points->len;

  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      if (point_column (chart, plot, columns, &g_array_index (s->points, DsChartPoint, mid)) < column)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo;
}

static void
draw_envelope (DsChartCtx        *ctx,
               DsChartSeries     *s,
               const DsChartPlot *plot,
               guint              columns,
               guint              from_point)
{
  cairo_t *cr = ctx->cr;
  DsChartAxis *yaxis = s->axis == 1 ? &ctx->chart->y2 : &ctx->chart->y;
  DsChartRect r = plot->rect;
  g_autofree double *top = g_new (double, columns);
  g_autofree double *bottom = g_new (double, columns);
  g_autofree gboolean *brk = g_new0 (gboolean, columns + 1);
  double half = 1.0, col_w = r.width / columns, prev_y = NAN;
  gint64 prev_c = -1;

  for (guint c = 0; c < columns; c++)
    top[c] = bottom[c] = NAN;
  for (guint i = from_point; i < s->points->len; i++)
    {
      const DsChartPoint *p = &g_array_index (s->points, DsChartPoint, i);
      double nx = ds_chart_axis_norm (ctx->chart->x.scale, plot->x_lo, plot->x_hi, p->x);
      double y = r.y + r.height - ds_chart_axis_norm (yaxis->scale, yaxis->lo, yaxis->hi, p->y) * r.height;
      gint64 c = (gint64) floor (nx * columns);

      if (!isfinite (y) || !isfinite (nx))
        {
          if (prev_c >= 0 && prev_c < columns)
            brk[prev_c + 1] = TRUE;
          prev_y = NAN;
          continue;
        }
      c = CLAMP (c, 0, (gint64) columns - 1);
      if (isnan (top[c]))
        top[c] = bottom[c] = y;
      top[c] = MIN (top[c], y);
      bottom[c] = MAX (bottom[c], y);
      if (isfinite (prev_y) && c != prev_c)
        {
          top[c] = MIN (top[c], prev_y);
          bottom[c] = MAX (bottom[c], prev_y);
        }
      prev_y = y;
      prev_c = c;
    }

  ds_chart_set_color (cr, ds_chart_palette (ctx->style->theme, s->colour), 1.0);
  for (guint c = 0; c < columns; )
    {
      guint first, last;

      while (c < columns && isnan (top[c]))
        c++;
      if (c >= columns)
        break;
      first = last = c;
      for (c++; c < columns && !brk[c]; c++)
        if (!isnan (top[c]))
          last = c;
      /* Each column spans its own width from its minimum to its maximum,
       * so a single sample's dip is a whole column deep, not a spike that
       * fades out before it reaches its value. */
      cairo_move_to (cr, r.x + first * col_w, top[first] - half);
      for (guint k = first; k <= last; k++)
        if (!isnan (top[k]))
          {
            cairo_line_to (cr, r.x + k * col_w, top[k] - half);
            cairo_line_to (cr, r.x + (k + 1) * col_w, top[k] - half);
          }
      for (guint k = last + 1; k-- > first; )
        if (!isnan (top[k]))
          {
            cairo_line_to (cr, r.x + (k + 1) * col_w, bottom[k] + half);
            cairo_line_to (cr, r.x + k * col_w, bottom[k] + half);
          }
      cairo_close_path (cr);
      cairo_fill (cr);
    }
}

gboolean
ds_chart_series_is_band (DsChart       *chart,
                         DsChartSeries *s,
                         guint          columns)
{
  return !s->dashed && s->points->len > 2 * columns &&
         (chart->x.scale == DS_AXIS_LINEAR || chart->x.scale == DS_AXIS_SECONDS ||
          chart->x.scale == DS_AXIS_DATE);
}

/* How far (logical pixels) a point's drawing reaches to either side: half
 * the line and its round join, or a marker, and a pixel of antialiasing. */
#define POINT_REACH 5.0

void
ds_chart_draw_series (DsChartCtx        *ctx,
                      DsChartSeries     *s,
                      const DsChartPlot *plot,
                      guint              from_column)
{
  cairo_t *cr = ctx->cr;
  DsChartAxis *yaxis = s->axis == 1 ? &ctx->chart->y2 : &ctx->chart->y;
  DsChartRect r = plot->rect;
  guint columns = (guint) ceil (r.width * ctx->style->scale);
  g_autoptr(GArray) pts = NULL;
  gboolean pen_down = FALSE;
  double dash[] = { 6, 4 };

  if (ds_chart_series_is_band (ctx->chart, s, columns))
    {
      guint from = 0;

      /* Column from_column joins the one before it, whose extent needs all
       * of its points and the point before them. */
      if (from_column > 1)
        {
          from = first_point_from (ctx->chart, s, plot, columns, (gint64) from_column - 1);
          from = from > 0 ? from - 1 : 0;
        }
      draw_envelope (ctx, s, plot, columns, from);
      return;
    }
  if (s->dashed && (ctx->chart->x.scale == DS_AXIS_LINEAR || ctx->chart->x.scale == DS_AXIS_SECONDS ||
                    ctx->chart->x.scale == DS_AXIS_DATE))
    /* A dash is several pixels long: a point every few pixels is enough.
     * (Always all of it: where a dash starts depends on the whole line.) */
    pts = ds_chart_decimate ((DsChartPoint *) (void *) s->points->data, s->points->len,
                             plot->x_lo, plot->x_hi, MAX (columns / 3, 1));
  else if (from_column > 0 && (ctx->chart->x.scale == DS_AXIS_LINEAR || ctx->chart->x.scale == DS_AXIS_SECONDS))
    {
      /* A line with at most two points per column is not decimated: from
       * the point before the first that can reach into the columns asked
       * for, the line draws there as all of it does. */
      gint64 reach = (gint64) ceil (POINT_REACH * ctx->style->scale) + 1;
      guint from = first_point_from (ctx->chart, s, plot, columns, (gint64) from_column - reach);

      from = from > 0 ? from - 1 : 0;
      pts = g_array_sized_new (FALSE, FALSE, sizeof (DsChartPoint), s->points->len - from);
      g_array_append_vals (pts, &g_array_index (s->points, DsChartPoint, from), s->points->len - from);
    }
  else if (ctx->chart->x.scale == DS_AXIS_LINEAR || ctx->chart->x.scale == DS_AXIS_SECONDS ||
           ctx->chart->x.scale == DS_AXIS_DATE)
    pts = ds_chart_decimate ((DsChartPoint *) (void *) s->points->data, s->points->len,
                             plot->x_lo, plot->x_hi, columns);
  else
    pts = g_array_ref (s->points);

  cairo_save (cr);
  ds_chart_set_color (cr, ds_chart_palette (ctx->style->theme, s->colour), 1.0);
  cairo_set_line_width (cr, 2.0);
  cairo_set_line_join (cr, CAIRO_LINE_JOIN_ROUND);
  if (s->dashed)
    cairo_set_dash (cr, dash, 2, 0);
  for (guint i = 0; i < pts->len; i++)
    {
      const DsChartPoint *p = &g_array_index (pts, DsChartPoint, i);
      double x = r.x + ds_chart_axis_norm (ctx->chart->x.scale, plot->x_lo, plot->x_hi, p->x) * r.width;
      double y = r.y + r.height - ds_chart_axis_norm (yaxis->scale, yaxis->lo, yaxis->hi, p->y) * r.height;

      if (!isfinite (x) || !isfinite (y))
        {
          pen_down = FALSE;
          continue;
        }
      if (pen_down)
        cairo_line_to (cr, x, y);
      else
        cairo_move_to (cr, x, y);
      pen_down = TRUE;
    }
  cairo_stroke (cr);
  if (s->markers && pts->len <= 400)
    {
      cairo_set_dash (cr, NULL, 0, 0);
      for (guint i = 0; i < pts->len; i++)
        {
          const DsChartPoint *p = &g_array_index (pts, DsChartPoint, i);
          double x = r.x + ds_chart_axis_norm (ctx->chart->x.scale, plot->x_lo, plot->x_hi, p->x) * r.width;
          double y = r.y + r.height - ds_chart_axis_norm (yaxis->scale, yaxis->lo, yaxis->hi, p->y) * r.height;

          if (!isfinite (x) || !isfinite (y))
            continue;
          cairo_new_sub_path (cr);
          cairo_arc (cr, x, y, 3.5, 0, 2 * G_PI);
        }
      cairo_fill (cr);
    }
  cairo_restore (cr);
}

/* A band threshold (the thermal chart's warning and critical temperatures)
 * is a band beside the right-hand axis, from its value up to the next band
 * or the top: it belongs to the °C scale, and a line across the plot would
 * cross the other axis's curve. The legend names it. Any other threshold
 * (a suite's latency limit, on either axis) is a dashed line across the
 * plot. */
static void
draw_thresholds (DsChartCtx        *ctx,
                 const DsChartPlot *plot)
{
  cairo_t *cr = ctx->cr;
  DsChartRect r = plot->rect;
  double dash[] = { 8, 5 };
  double w, h;

  for (guint i = 0; i < ctx->chart->thresholds->len; i++)
    {
      DsChartThreshold *t = g_ptr_array_index (ctx->chart->thresholds, i);
      DsChartAxis *axis = t->axis == 1 ? &ctx->chart->y2 : &ctx->chart->y;
      double n = ds_chart_axis_norm (axis->scale, axis->lo, axis->hi, t->value);
      double y = r.y + r.height - n * r.height;
      DsChartColor c = ds_chart_role_color (ctx->style->theme, t->colour);

      if (!(n >= 0 && n <= 1))
        continue;
      if (t->band)
        {
          double top = r.y;
          double x = ds_chart_snap (ctx, r.x + r.width) + 1.0;

          for (guint k = 0; k < ctx->chart->thresholds->len; k++)
            {
              DsChartThreshold *o = g_ptr_array_index (ctx->chart->thresholds, k);
              double on = ds_chart_axis_norm (axis->scale, axis->lo, axis->hi, o->value);

              if (o->band && o->axis == t->axis && o->value > t->value && on <= 1)
                top = MAX (top, r.y + r.height - on * r.height);
            }
          DsChartRect band = { x, ds_chart_snap (ctx, top), MAX (3.0, ctx->pad * 0.3),
                               MAX (2.0, ds_chart_snap (ctx, y) - ds_chart_snap (ctx, top)) };

          ds_chart_set_color (cr, c, 1.0);
          cairo_rectangle (cr, band.x, band.y, band.width, band.height);
          cairo_fill (cr);
          ds_chart_add_item (ctx->chart, DS_CHART_ITEM_THRESHOLD, band, (int) t->colour, t->value);
          continue;
        }
      cairo_save (cr);
      ds_chart_set_color (cr, c, 1.0);
      cairo_set_line_width (cr, 2.0);
      cairo_set_dash (cr, dash, 2, 0);
      cairo_move_to (cr, r.x, y);
      cairo_line_to (cr, r.x + r.width, y);
      cairo_stroke (cr);
      cairo_restore (cr);
      if (t->label != NULL)
        {
          double ty;

          double tx;

          ds_chart_text_measure (ctx, DS_TEXT_SMALL, t->label, &w, &h);
          w = MIN (w, r.width / 2);
          ty = y - h - 2 >= r.y ? y - h - 2 : y + 3;
          tx = r.x + r.width - w - 4 - (i % 2) * (r.width / 2);
          /* On a plate of the background: no curve strikes the label through. */
          cairo_save (cr);
          ds_chart_set_color (cr, ctx->bg, 0.88);
          cairo_rectangle (cr, tx - 2, ty, w + 4.5, h);
          cairo_fill (cr);
          cairo_restore (cr);
          ds_chart_text_draw (ctx, DS_TEXT_SMALL, t->label, tx, ty, w + 0.5, FALSE, c);
        }
    }
}

guint
ds_chart_legend_count (DsChart *chart)
{
  g_autoptr(GArray) legend = g_array_new (FALSE, FALSE, sizeof (DsLegendEntry));
  DsChartCtx ctx = { .chart = chart };
  guint n = 0;

  for (guint i = 0; i < chart->series->len; i++)
    n += ((DsChartSeries *) g_ptr_array_index (chart->series, i))->in_legend ? 1 : 0;
  ds_chart_timeline_legend (&ctx, legend);
  return n + legend->len;
}

void
ds_chart_draw_xy (DsChartCtx  *ctx,
                  DsChartPlot *plot_out,
                  double      *y_pixels_out)
{
  DsChart *chart = ctx->chart;
  cairo_t *cr = ctx->cr;
  gboolean y2 = has_y2 (chart);
  g_autoptr(GArray) legend = g_array_new (FALSE, FALSE, sizeof (DsLegendEntry));
  double top, bottom, small_h, w, left, right, strip_h, xw_last, y_pixels;
  DsChartPlot plot = { 0 };
  DsChartRect r;

  for (guint i = 0; i < chart->series->len; i++)
    {
      DsChartSeries *s = g_ptr_array_index (chart->series, i);
      DsLegendEntry e = { s->name, s->colour, s->dashed ? 2 : 1 };

      if (s->in_legend)
        g_array_append_val (legend, e);
    }
  ds_chart_timeline_legend (ctx, legend);
  ds_chart_text_measure (ctx, DS_TEXT_SMALL, "0", &w, &small_h);
  ds_chart_fit_chrome (ctx, (DsLegendEntry *) (void *) legend->data, legend->len,
                       small_h * 3.1 + ctx->pad * 0.3, ds_chart_timeline_strip_height (ctx));

  ds_chart_draw_footer (ctx, &bottom);
  ds_chart_draw_header (ctx, &top);
  ds_chart_draw_legend (ctx, (DsLegendEntry *) (void *) legend->data, legend->len, &top);
  strip_h = ds_chart_timeline_strip_height (ctx);
  top += strip_h + small_h / 2;

  /* Value axes need the plot height; their label widths set the plot width. */
  r.y = top;
  r.height = bottom - top - 2 * small_h - small_h * 0.6 - ctx->pad * 0.3;
  y_pixels = r.height;
  ds_chart_axis_layout (ctx, &chart->y, r.height, FALSE);
  if (y2)
    ds_chart_axis_layout (ctx, &chart->y2, r.height, FALSE);
  left = ctx->pad + small_h + ctx->pad * 0.4 + ds_chart_axis_max_label_width (ctx, &chart->y) + ctx->pad * 0.4;
  right = ctx->pad + (y2 ? small_h + ctx->pad * 0.4 + ds_chart_axis_max_label_width (ctx, &chart->y2) + ctx->pad * 0.4
                         : ctx->font_px);
  r.x = left;
  r.width = ctx->width - left - right;
  ds_chart_axis_layout (ctx, &chart->x, r.width, TRUE);
  xw_last = ds_chart_axis_max_label_width (ctx, &chart->x) / 2;
  if (!y2 && xw_last + ctx->pad > right)
    {
      r.width -= xw_last + ctx->pad - right;
      ds_chart_axis_layout (ctx, &chart->x, r.width, TRUE);
    }

  /* A plot on whole device pixels clips as a plain box, which is fast. */
  r.width = ds_chart_snap (ctx, r.x + r.width) - ds_chart_snap (ctx, r.x);
  r.height = ds_chart_snap (ctx, r.y + r.height) - ds_chart_snap (ctx, r.y);
  r.x = ds_chart_snap (ctx, r.x);
  r.y = ds_chart_snap (ctx, r.y);
  plot.rect = r;
  plot.x_lo = chart->x.lo;
  plot.x_hi = chart->x.hi;
  plot.x_scale = chart->x.scale;
  plot.y_lo = chart->y.lo;
  plot.y_hi = chart->y.hi;
  plot.y_scale = chart->y.scale;
  plot.has_y2 = y2;
  plot.y2_lo = chart->y2.lo;
  plot.y2_hi = chart->y2.hi;
  plot.y2_scale = chart->y2.scale;
  g_array_append_val (chart->plots, plot);

  /* shaded spans under everything */
  cairo_save (cr);
  cairo_rectangle (cr, r.x, r.y, r.width, r.height);
  cairo_clip (cr);
  ds_chart_timeline_draw_spans (ctx, &plot);
  cairo_restore (cr);

  /* grid, ticks, axes */
  cairo_save (cr);
  draw_value_ticks (ctx, &chart->y, r, FALSE, TRUE);
  if (y2)
    draw_value_ticks (ctx, &chart->y2, r, TRUE, FALSE);
  for (guint i = 0; i < chart->x.ticks->len; i++)
    {
      double v = g_array_index (chart->x.ticks, double, i);
      double x = ds_chart_snap (ctx, r.x + ds_chart_axis_norm (chart->x.scale, chart->x.lo, chart->x.hi, v) * r.width);
      g_autofree char *text = ds_chart_axis_format (&chart->x, v);
      double tw, th;

      ds_chart_set_color (cr, ctx->grid, 1.0);
      cairo_set_line_width (cr, 1.0);
      cairo_move_to (cr, x + 0.5 / ctx->style->scale, r.y);
      cairo_line_to (cr, x + 0.5 / ctx->style->scale, r.y + r.height);
      cairo_stroke (cr);
      ds_chart_text_measure (ctx, DS_TEXT_SMALL, text, &tw, &th);
      ds_chart_text_draw (ctx, DS_TEXT_SMALL, text, x - tw / 2, r.y + r.height + small_h * 0.6,
                          -1, FALSE, ctx->muted);
    }
  ds_chart_set_color (cr, ctx->axis, 1.0);
  cairo_set_line_width (cr, 1.0);
  cairo_rectangle (cr, ds_chart_snap (ctx, r.x) + 0.5 / ctx->style->scale, ds_chart_snap (ctx, r.y) + 0.5 / ctx->style->scale,
                   ds_chart_snap (ctx, r.width) - 1.0 / ctx->style->scale, ds_chart_snap (ctx, r.height) - 1.0 / ctx->style->scale);
  cairo_stroke (cr);
  cairo_restore (cr);

  /* axis labels: x centred below, y rotated on the left, y2 on the right */
  if (chart->x.label != NULL)
    {
      double tw, th;

      ds_chart_text_measure (ctx, DS_TEXT_SMALL, chart->x.label, &tw, &th);
      tw = MIN (tw, r.width);
      ds_chart_text_draw (ctx, DS_TEXT_SMALL, chart->x.label, r.x + (r.width - tw) / 2,
                          r.y + r.height + small_h * 1.6 + ctx->pad * 0.3, r.width, FALSE, ctx->muted);
    }
  if (chart->y.label != NULL)
    {
      double tw, th;

      ds_chart_text_measure (ctx, DS_TEXT_SMALL, chart->y.label, &tw, &th);
      tw = MIN (tw, r.height);
      ds_chart_text_draw (ctx, DS_TEXT_SMALL, chart->y.label, ctx->pad, r.y + (r.height - tw) / 2,
                          r.height, TRUE, ctx->muted);
    }
  if (y2 && chart->y2.label != NULL)
    {
      double tw, th;

      ds_chart_text_measure (ctx, DS_TEXT_SMALL, chart->y2.label, &tw, &th);
      tw = MIN (tw, r.height);
      ds_chart_text_draw (ctx, DS_TEXT_SMALL, chart->y2.label, ctx->width - ctx->pad - th,
                          r.y + (r.height - tw) / 2, r.height, TRUE, ctx->muted);
    }

  /* data, clipped to the plot */
  cairo_save (cr);
  cairo_rectangle (cr, r.x, r.y, r.width, r.height);
  cairo_clip (cr);
  if (!ctx->no_series)
    for (guint i = 0; i < chart->series->len; i++)
      ds_chart_draw_series (ctx, g_ptr_array_index (chart->series, i), &plot, 0);
  cairo_restore (cr);
  /* Outside the plot's clip: a temperature threshold is drawn beside its axis. */
  draw_thresholds (ctx, &plot);

  ds_chart_timeline_draw_markers (ctx, &plot, r.y - small_h / 2 - strip_h);
  *plot_out = plot;
  *y_pixels_out = y_pixels;
}
