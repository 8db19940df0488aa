/* ds-chart-timeline.c — the thermal timeline: MB/s and °C on one time axis,
 * throttled spans shaded, onsets marked with their temperature, the drive's
 * warning and critical temperatures as dashed lines, the cool-down shaded
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ds-chart-private.h"
#include "ds-conditions.h"
#include "ds-format.h"
#include "ds-json.h"

static void
add_marker (DsChart    *chart,
            double      x,
            double      y,
            int         axis,
            const char *label)
{
  DsChartMarker *m = g_new0 (DsChartMarker, 1);

  m->x = x;
  m->y = y;
  m->axis = axis;
  m->label = g_strdup (label);
  g_ptr_array_add (chart->markers, m);
}

static void
add_role_threshold (DsChart    *chart,
                    double      value,
                    const char *label,
                    guint       role)
{
  DsChartThreshold *t;

  ds_chart_add_threshold (chart, DS_CHART_AXIS_Y2, value, label);
  t = g_ptr_array_index (chart->thresholds, chart->thresholds->len - 1);
  t->colour = role;
  t->band = TRUE;
}

/* Series 0 is MB/s; 1 and 2 (when the run has a sensor) the temperature
 * while writing and in the cool-down. */
static void
add_samples (DsChart               *self,
             const DsThermalSample *samples,
             guint                  n)
{
  DsChartSeries *mbps = g_ptr_array_index (self->series, 0);
  DsChartSeries *temp = self->series->len >= 3 ? g_ptr_array_index (self->series, 1) : NULL;
  DsChartSeries *cool = self->series->len >= 3 ? g_ptr_array_index (self->series, 2) : NULL;

  for (guint i = 0; i < n; i++)
    {
      const DsThermalSample *s = &samples[i];

      if (!s->cooldown)
        {
          /* Each series from its own samples: the temperature is read less
           * often than the throughput, and a sample without one must not
           * break its line. */
          if (isfinite (s->mbps))
            ds_chart_series_add (self, mbps, s->t_s, s->mbps);
          if (temp != NULL && isfinite (s->temp_c))
            ds_chart_series_add (self, temp, s->t_s, s->temp_c);
          self->last_write_t = s->t_s;
          self->last_write_temp = s->temp_c;
          self->last_t = s->t_s;
          continue;
        }
      self->last_t = s->t_s;
      if (isnan (self->cooldown_from))
        {
          /* Cool-down starts when writing stops, not at its first sample:
           * those may come minutes apart. */
          self->cooldown_from = isfinite (self->last_write_t) ? self->last_write_t : s->t_s;
          if (cool != NULL && isfinite (self->last_write_t) && isfinite (self->last_write_temp))
            ds_chart_series_add (self, cool, self->last_write_t, self->last_write_temp);
        }
      if (cool != NULL && isfinite (s->temp_c))
        {
          ds_chart_series_add (self, cool, s->t_s, s->temp_c);
          cool->in_legend = TRUE;
        }
    }
  if (self->time_span > 0 && isfinite (self->last_t) && self->last_t > self->time_span)
    {
      /* Past the planned end: move it on in steps, not with every sample. */
      self->time_span = self->last_t + MAX (self->time_span * 0.25, 60.0);
      ds_chart_axis_include (&self->x, self->time_span);
    }
  if (self->x.data_max >= 3600 && g_strcmp0 (self->x.label, _("Time (h:min:s)")) != 0)
    {
      g_free (self->x.label);
      self->x.label = g_strdup (_("Time (h:min:s)"));
    }
}

DsChart *
ds_chart_new_thermal (const DsThermalResult *result)
{
  DsChart *self = ds_chart_alloc (DS_CHART_THERMAL);
  DsConditionsDrive drive;
  const char *model = ds_conditions_get_drive (result->conditions, &drive) ? drive.model : NULL;
  g_autofree char *drive_line = ds_chart_drive_line (result->conditions, result->drive_display_name);
  g_autofree char *drive_line_serial = ds_chart_drive_line_serial (result->conditions, result->drive_display_name);
  g_autoptr(GString) footer2 = g_string_new (NULL);
  DsChartSeries *temp, *cool;
  double last_write_t;
  gboolean any_temp = FALSE;

  self->title = ds_chart_clean_text (model ? model : _("Sustained write"));
  /* A run still going has no verdict and no average yet, a live chart no
   * start time or total: say only what is known. */
  if (result->verdict != NULL)
    self->subtitle = ds_chart_clean_text (result->verdict);
  else if (isfinite (result->summary.avg_mbps) && result->summary.avg_mbps > 0)
    self->subtitle = g_strdup_printf (_("Sustained write · average %.0f MB/s"), result->summary.avg_mbps);
  else
    self->subtitle = g_strdup (_("Sustained write"));
  if (result->start_time > 0)
    {
      g_autofree char *date = ds_chart_date_text (result->start_time);

      g_string_append_printf (footer2, "%s · ", date);
    }
  if (result->summary.bytes_written > 0)
    {
      g_autofree char *written = ds_format_bytes (result->summary.bytes_written);

      /* TRANSLATORS: part of a thermal chart's footer: "312.4 GB written · " */
      g_string_append_printf (footer2, _("%s written · "), written);
    }
  g_string_append_printf (footer2, "Drivescope %s", PACKAGE_VERSION);
  ds_chart_set_footer (self, drive_line, footer2->str);
  ds_chart_set_footer_serial (self, drive_line_serial);

  ds_chart_axis_init (&self->x, DS_AXIS_SECONDS, _("Time (min:s)"));
  ds_chart_axis_init (&self->y, DS_AXIS_LINEAR, _("Throughput (MB/s)"));
  self->y.from_zero = TRUE;
  ds_chart_axis_init (&self->y2, DS_AXIS_LINEAR, _("Temperature (°C)"));
  ds_chart_axis_include (&self->x, 0);
  ds_chart_axis_include (&self->y, 0);

  ds_chart_series_new (self, _("Throughput (MB/s)"), 0, 0);
  temp = ds_chart_series_new (self, _("Temperature (°C)"), 1, 1);
  cool = ds_chart_series_new (self, _("Temperature in cool-down"), 1, 1);
  cool->dashed = TRUE;

  for (guint i = 0; i < result->samples->len && !any_temp; i++)
    any_temp = isfinite (g_array_index (result->samples, DsThermalSample, i).temp_c);
  cool->in_legend = FALSE;
  /* No sensor: no temperature layer, legend or axis at all. */
  if (!any_temp)
    {
      g_ptr_array_remove (self->series, temp);
      g_ptr_array_remove (self->series, cool);
    }
  self->last_write_t = NAN;
  self->last_write_temp = NAN;
  add_samples (self, (const DsThermalSample *) (gpointer) result->samples->data, result->samples->len);
  last_write_t = self->last_write_t;

  for (guint i = 0; i < result->events->len; i++)
    {
      const DsThermalEvent *e = g_ptr_array_index (result->events, i);
      DsChartSpan span = { e->onset_s, e->end_s };
      g_autofree char *label = NULL;

      if (!isfinite (span.x1))
        span.x1 = isfinite (e->recovered_s) ? e->recovered_s : last_write_t;
      if (isfinite (span.x0) && isfinite (span.x1))
        g_array_append_val (self->spans, span);
      if (e->cause == DS_THERMAL_CAUSE_CACHE)
        {
          g_autofree char *cache = ds_format_bytes (e->cache_bytes);

          label = g_strdup_printf (_("Cache full after %s"), cache);
        }
      else if (isfinite (e->onset_temp_c))
        label = g_strdup_printf (_("Throttle at %.0f °C"), e->onset_temp_c);
      else
        label = g_strdup (_("Slowdown"));
      if (isfinite (e->onset_temp_c))
        add_marker (self, e->onset_s, e->onset_temp_c, 1, label);
      else
        add_marker (self, e->onset_s, e->during_mbps, 0, label);
    }

  if (any_temp && isfinite (result->warning_temp_c))
    {
      g_autofree char *label = g_strdup_printf (_("Warning %.0f °C"), result->warning_temp_c);

      add_role_threshold (self, result->warning_temp_c, label, DS_CHART_ROLE_WARNING);
    }
  if (any_temp && isfinite (result->critical_temp_c))
    {
      g_autofree char *label = g_strdup_printf (_("Critical %.0f °C"), result->critical_temp_c);

      add_role_threshold (self, result->critical_temp_c, label, DS_CHART_ROLE_CRITICAL);
    }
  /* Keep the temperature line clear of the throughput line's labels. */
  self->y2.pad = 5;
  return self;
}

gboolean
ds_chart_thermal_append (DsChart               *chart,
                         const DsThermalSample *samples,
                         guint                  n)
{
  g_return_val_if_fail (chart != NULL && chart->kind == DS_CHART_THERMAL, FALSE);

  if (chart->series->len < 3)
    for (guint i = 0; i < n; i++)
      if (isfinite (samples[i].temp_c))
        return FALSE;
  add_samples (chart, samples, n);
  return TRUE;
}

void
ds_chart_thermal_set_time_span (DsChart *chart,
                                double   seconds)
{
  g_return_if_fail (chart != NULL && chart->kind == DS_CHART_THERMAL);

  if (!(seconds > 0) || !isfinite (seconds))
    return;
  chart->time_span = seconds;
  if (isfinite (chart->last_t) && chart->last_t > seconds)
    chart->time_span = chart->last_t + MAX (seconds * 0.25, 60.0);
  ds_chart_axis_include (&chart->x, chart->time_span);
  if (chart->x.data_max >= 3600 && g_strcmp0 (chart->x.label, _("Time (h:min:s)")) != 0)
    {
      g_free (chart->x.label);
      chart->x.label = g_strdup (_("Time (h:min:s)"));
    }
}

void
ds_chart_timeline_legend (DsChartCtx *ctx,
                          GArray     *entries)
{
  DsChart *chart = ctx->chart;

  if (chart->spans->len > 0)
    {
      DsLegendEntry e = { chart->spans_label != NULL ? chart->spans_label : _("Throttled"),
                          DS_CHART_ROLE_THROTTLE, 3 };

      g_array_append_val (entries, e);
    }
  for (guint i = 0; i < chart->thresholds->len; i++)
    {
      DsChartThreshold *t = g_ptr_array_index (chart->thresholds, i);
      /* A swatch like the band beside the °C axis; dashed for a line. */
      DsLegendEntry e = { t->label, t->colour, t->band ? 3 : 2 };

      if (t->label != NULL)
        g_array_append_val (entries, e);
    }
  if (isfinite (chart->cooldown_from))
    {
      DsLegendEntry e = { _("Cool-down"), DS_CHART_ROLE_COOLDOWN, 3 };

      g_array_append_val (entries, e);
    }
}

static guint
n_strip_labels (DsChart *chart)
{
  guint n = isfinite (chart->cooldown_from) ? 1 : 0;

  for (guint i = 0; i < chart->markers->len; i++)
    n += ((DsChartMarker *) g_ptr_array_index (chart->markers, i))->label != NULL;
  return n;
}

double
ds_chart_timeline_strip_height (DsChartCtx *ctx)
{
  guint n = n_strip_labels (ctx->chart);
  double w, h;

  if (n == 0 || ctx->no_strip)
    return 0;
  ds_chart_text_measure (ctx, DS_TEXT_SMALL, "0", &w, &h);
  return h * (n > 1 ? 2 : 1) + ctx->pad * 0.2;
}

void
ds_chart_timeline_draw_spans (DsChartCtx        *ctx,
                              const DsChartPlot *plot)
{
  DsChart *chart = ctx->chart;
  cairo_t *cr = ctx->cr;
  DsChartRect r = plot->rect;

  for (guint i = 0; i < chart->spans->len; i++)
    {
      const DsChartSpan *s = &g_array_index (chart->spans, DsChartSpan, i);
      double x0 = r.x + ds_chart_axis_norm (plot->x_scale, plot->x_lo, plot->x_hi, s->x0) * r.width;
      double x1 = r.x + ds_chart_axis_norm (plot->x_scale, plot->x_lo, plot->x_hi, s->x1) * r.width;

      /* Whole device pixels keep this a plain box fill. */
      x0 = ds_chart_snap (ctx, x0);
      x1 = MAX (ds_chart_snap (ctx, x1), x0 + 1.0 / ctx->style->scale);
      ds_chart_set_color (cr, ds_chart_role_color (ctx->style->theme, DS_CHART_ROLE_THROTTLE), 0.16);
      cairo_rectangle (cr, x0, ds_chart_snap (ctx, r.y), x1 - x0, ds_chart_snap (ctx, r.height));
      cairo_fill (cr);
    }
  if (isfinite (chart->cooldown_from))
    {
      double x0 = r.x + ds_chart_axis_norm (plot->x_scale, plot->x_lo, plot->x_hi, chart->cooldown_from) * r.width;

      x0 = ds_chart_snap (ctx, x0);
      ds_chart_set_color (cr, ds_chart_role_color (ctx->style->theme, DS_CHART_ROLE_COOLDOWN), 0.16);
      cairo_rectangle (cr, x0, ds_chart_snap (ctx, r.y), ds_chart_snap (ctx, r.x + r.width) - x0,
                       ds_chart_snap (ctx, r.height));
      cairo_fill (cr);
    }
}

/* Puts a label into the first of the strip's rows where it overlaps no
 * other label; a label that fits nowhere is left out (its marker stays). */
static void
strip_label (DsChartCtx        *ctx,
             const char        *text,
             double             x,
             double             strip_top,
             const DsChartRect *r,
             GArray           **rows,
             DsChartColor       color)
{
  double w, h, left, gap = ctx->font_px * 0.8;
  guint n_rows = n_strip_labels (ctx->chart) > 1 ? 2 : 1;

  if (ctx->no_strip)
    return;
  ds_chart_text_measure (ctx, DS_TEXT_SMALL, text, &w, &h);
  w = MIN (w, r->width);
  left = CLAMP (x - w / 2, r->x, r->x + r->width - w);
  for (guint row = 0; row < n_rows; row++)
    {
      gboolean free_here = TRUE;
      double span[2] = { left, left + w };

      for (guint i = 0; i + 1 < rows[row]->len && free_here; i += 2)
        {
          double a = g_array_index (rows[row], double, i);
          double b = g_array_index (rows[row], double, i + 1);

          free_here = span[1] + gap <= a || span[0] >= b + gap;
        }
      if (free_here)
        {
          ds_chart_text_draw (ctx, DS_TEXT_SMALL, text, left, strip_top + row * h, w + 0.5, FALSE, color);
          g_array_append_vals (rows[row], span, 2);
          return;
        }
    }
}

void
ds_chart_timeline_draw_markers (DsChartCtx        *ctx,
                                const DsChartPlot *plot,
                                double             strip_top)
{
  DsChart *chart = ctx->chart;
  cairo_t *cr = ctx->cr;
  DsChartRect r = plot->rect;
  DsChartColor warn = ds_chart_role_color (ctx->style->theme, DS_CHART_ROLE_WARNING);
  g_autoptr(GArray) row0 = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) row1 = g_array_new (FALSE, FALSE, sizeof (double));
  GArray *rows[2] = { row0, row1 };
  double size = ctx->font_px * 0.55;

  for (guint i = 0; i < chart->markers->len; i++)
    {
      DsChartMarker *m = g_ptr_array_index (chart->markers, i);
      double x = r.x + ds_chart_axis_norm (plot->x_scale, plot->x_lo, plot->x_hi, m->x) * r.width;
      double y;
      DsChartRect box;

      if (!ds_chart_map_value (chart, chart->plots->len - 1, m->axis == 1 ? DS_CHART_AXIS_Y2 : DS_CHART_AXIS_Y,
                               m->y, &y) || !(x >= r.x && x <= r.x + r.width))
        continue;
      y = CLAMP (y, r.y + size, r.y + r.height);
      cairo_save (cr);
      cairo_rectangle (cr, r.x, r.y, r.width, r.height);
      cairo_clip (cr);
      ds_chart_set_color (cr, warn, 1.0);
      cairo_set_line_width (cr, 1.0);
      cairo_move_to (cr, x, r.y);
      cairo_line_to (cr, x, y - size);
      cairo_stroke (cr);
      cairo_move_to (cr, x, y);
      cairo_line_to (cr, x - size * 0.6, y - size);
      cairo_line_to (cr, x + size * 0.6, y - size);
      cairo_close_path (cr);
      cairo_fill (cr);
      cairo_restore (cr);
      box = (DsChartRect) { x - size * 0.6, y - size, size * 1.2, size };
      ds_chart_add_item (chart, DS_CHART_ITEM_MARKER, box, DS_CHART_ROLE_WARNING, m->y);
      if (m->label != NULL)
        strip_label (ctx, m->label, x, strip_top, &r, rows, warn);
    }
  if (isfinite (chart->cooldown_from))
    {
      double x = r.x + ds_chart_axis_norm (plot->x_scale, plot->x_lo, plot->x_hi, chart->cooldown_from) * r.width;
      double w, h;

      ds_chart_text_measure (ctx, DS_TEXT_SMALL, _("Cool-down"), &w, &h);
      strip_label (ctx, _("Cool-down"), x + w / 2 + 2, strip_top, &r, rows, ctx->muted);
    }
}
