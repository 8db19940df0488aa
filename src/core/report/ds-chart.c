/* ds-chart.c — the chart model (series, thresholds, what the last draw laid
 * out), decimation, header, legend and footer: what every kind of chart
 * uses (drawing one and its output are ds-chart-render.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <cairo-pdf.h>
#include <cairo-svg.h>
#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "ds-chart-private.h"
#include "ds-error.h"
#include "ds-user-file.h"

/* ---- model ---- */

static void
marker_free (gpointer data)
{
  DsChartMarker *m = data;

  g_free (m->label);
  g_free (m);
}

static void
threshold_free (gpointer data)
{
  DsChartThreshold *t = data;

  g_free (t->label);
  g_free (t);
}

static void
series_free (gpointer data)
{
  DsChartSeries *s = data;

  g_free (s->name);
  g_array_unref (s->points);
  g_free (s);
}

DsChart *
ds_chart_alloc (DsChartKind kind)
{
  DsChart *self = g_new0 (DsChart, 1);

  self->kind = kind;
  self->categories = g_ptr_array_new_with_free_func (g_free);
  self->panels = g_ptr_array_new_with_free_func (g_free);
  self->groups = g_ptr_array_new_with_free_func (g_free);
  self->values = g_array_new (FALSE, TRUE, sizeof (double));
  self->series = g_ptr_array_new_with_free_func (series_free);
  self->spans = g_array_new (FALSE, TRUE, sizeof (DsChartSpan));
  self->markers = g_ptr_array_new_with_free_func (marker_free);
  self->thresholds = g_ptr_array_new_with_free_func (threshold_free);
  self->cooldown_from = NAN;
  self->last_t = NAN;
  self->items = g_array_new (FALSE, TRUE, sizeof (DsChartItem));
  self->plots = g_array_new (FALSE, TRUE, sizeof (DsChartPlot));
  ds_chart_axis_init (&self->x, DS_AXIS_LINEAR, NULL);
  ds_chart_axis_init (&self->y, DS_AXIS_LINEAR, NULL);
  ds_chart_axis_init (&self->y2, DS_AXIS_LINEAR, NULL);
  return self;
}

void
ds_chart_free (DsChart *self)
{
  if (self == NULL)
    return;
  g_free (self->title);
  g_free (self->subtitle);
  g_free (self->footer1);
  g_free (self->footer1_serial);
  g_free (self->footer2);
  g_ptr_array_unref (self->categories);
  g_ptr_array_unref (self->panels);
  g_ptr_array_unref (self->groups);
  g_array_unref (self->values);
  g_ptr_array_unref (self->series);
  g_array_unref (self->spans);
  g_free (self->spans_label);
  g_ptr_array_unref (self->markers);
  g_ptr_array_unref (self->thresholds);
  g_array_unref (self->items);
  g_array_unref (self->plots);
  ds_chart_laid_out_clear (&self->laid_out);
  ds_chart_axis_clear (&self->x);
  ds_chart_axis_clear (&self->y);
  ds_chart_axis_clear (&self->y2);
  g_free (self);
}

DsChartKind
ds_chart_get_kind (DsChart *self)
{
  return self->kind;
}

void
ds_chart_set_footer (DsChart    *self,
                     const char *line1,
                     const char *line2)
{
  g_free (self->footer1);
  g_free (self->footer2);
  g_clear_pointer (&self->footer1_serial, g_free);
  self->footer1 = line1 ? ds_chart_clean_text (line1) : NULL;
  self->footer2 = line2 ? ds_chart_clean_text (line2) : NULL;
}

void
ds_chart_set_footer_serial (DsChart    *self,
                            const char *line1)
{
  g_free (self->footer1_serial);
  self->footer1_serial = line1 != NULL && g_strcmp0 (line1, self->footer1) != 0 ? ds_chart_clean_text (line1) : NULL;
}

static const char *
footer_line1 (DsChartCtx *ctx)
{
  if (ctx->style != NULL && ctx->style->show_serial && ctx->chart->footer1_serial != NULL)
    return ctx->chart->footer1_serial;
  return ctx->chart->footer1;
}

void
ds_chart_set_subtitle (DsChart    *self,
                       const char *subtitle)
{
  g_free (self->subtitle);
  self->subtitle = subtitle ? ds_chart_clean_text (subtitle) : NULL;
}

const char *
ds_chart_get_text (DsChart *self,
                   guint    which)
{
  switch (which)
    {
    case 0: return self->title;
    case 1: return self->subtitle;
    case 2: return self->footer1;
    case 3: return self->footer2;
    default: return NULL;
    }
}

GArray *
ds_chart_get_items (DsChart *self)
{
  return self->items;
}

guint
ds_chart_get_n_plots (DsChart *self)
{
  return self->plots->len;
}

gboolean
ds_chart_get_plot_area (DsChart     *self,
                        guint        plot,
                        DsChartRect *out)
{
  if (plot >= self->plots->len)
    return FALSE;
  *out = g_array_index (self->plots, DsChartPlot, plot).rect;
  return TRUE;
}

gboolean
ds_chart_map_value (DsChart       *self,
                    guint          plot,
                    DsChartAxisId  axis,
                    double         value,
                    double        *pixel)
{
  const DsChartPlot *p;
  double n;

  if (plot >= self->plots->len)
    return FALSE;
  p = &g_array_index (self->plots, DsChartPlot, plot);
  switch (axis)
    {
    case DS_CHART_AXIS_X:
      n = ds_chart_axis_norm (p->x_scale, p->x_lo, p->x_hi, value);
      *pixel = p->rect.x + n * p->rect.width;
      return isfinite (n);
    case DS_CHART_AXIS_Y:
      n = ds_chart_axis_norm (p->y_scale, p->y_lo, p->y_hi, value);
      *pixel = p->rect.y + p->rect.height - n * p->rect.height;
      return isfinite (n);
    case DS_CHART_AXIS_Y2:
      if (!p->has_y2)
        return FALSE;
      n = ds_chart_axis_norm (p->y2_scale, p->y2_lo, p->y2_hi, value);
      *pixel = p->rect.y + p->rect.height - n * p->rect.height;
      return isfinite (n);
    default:
      return FALSE;
    }
}

void
ds_chart_laid_out_clear (DsChartLaidOut *laid)
{
  g_clear_pointer (&laid->y_ticks, g_array_unref);
  g_clear_pointer (&laid->y2_ticks, g_array_unref);
  g_clear_pointer (&laid->x_label, g_free);
  laid->valid = FALSE;
}

DsChartSeries *
ds_chart_series_new (DsChart    *chart,
                     const char *name,
                     guint       colour,
                     int         axis)
{
  DsChartSeries *s = g_new0 (DsChartSeries, 1);

  s->name = ds_chart_clean_text (name);
  s->colour = colour;
  s->axis = axis;
  s->points = g_array_new (FALSE, FALSE, sizeof (DsChartPoint));
  s->in_legend = TRUE;
  g_ptr_array_add (chart->series, s);
  return s;
}

void
ds_chart_series_add (DsChart       *chart,
                     DsChartSeries *series,
                     double         x,
                     double         y)
{
  DsChartPoint p = { x, y };

  g_array_append_val (series->points, p);
  ds_chart_axis_include (&chart->x, x);
  ds_chart_axis_include (series->axis == 1 ? &chart->y2 : &chart->y, y);
}

void
ds_chart_add_threshold (DsChart       *self,
                        DsChartAxisId  axis,
                        double         value,
                        const char    *label)
{
  DsChartThreshold *t = g_new0 (DsChartThreshold, 1);

  t->value = value;
  t->axis = axis == DS_CHART_AXIS_Y2 ? 1 : 0;
  t->label = ds_chart_clean_text (label);
  t->colour = DS_CHART_ROLE_WARNING;
  g_ptr_array_add (self->thresholds, t);
  ds_chart_axis_include (t->axis == 1 ? &self->y2 : &self->y, value);
}

/* ---- decimation ---- */

GArray *
ds_chart_decimate (const DsChartPoint *points,
                   guint               n_points,
                   double              x0,
                   double              x1,
                   guint               columns)
{
  GArray *out = g_array_sized_new (FALSE, FALSE, sizeof (DsChartPoint), MIN (n_points, columns * 2 + 4));
  double width = (x1 - x0) / MAX (columns, 1);
  gint64 col = G_MININT64;
  guint imin = 0, imax = 0;
  gboolean open = FALSE, last_nan = FALSE;

  if (columns == 0 || n_points <= columns * 2 || !(width > 0))
    {
      g_array_append_vals (out, points, n_points);
      return out;
    }

#define FLUSH()                                                                 \
  G_STMT_START {                                                                \
    if (open)                                                                   \
      {                                                                         \
        guint a = MIN (imin, imax), b = MAX (imin, imax);                       \
        if (a != 0)                                                             \
          g_array_append_val (out, points[a]);                                  \
        if (b != a && b != n_points - 1)                                        \
          g_array_append_val (out, points[b]);                                  \
        open = FALSE;                                                           \
      }                                                                         \
  } G_STMT_END

  g_array_append_val (out, points[0]);
  for (guint i = 1; i + 1 < n_points; i++)
    {
      const DsChartPoint *p = &points[i];
      gint64 c;

      if (isnan (p->y))
        {
          FLUSH ();
          if (!last_nan)
            g_array_append_val (out, *p);
          last_nan = TRUE;
          col = G_MININT64;
          continue;
        }
      last_nan = FALSE;
      c = (gint64) floor ((p->x - x0) / width);
      if (c != col || !open)
        {
          FLUSH ();
          col = c;
          imin = imax = i;
          open = TRUE;
          continue;
        }
      if (p->y < points[imin].y)
        imin = i;
      if (p->y > points[imax].y)
        imax = i;
    }
  FLUSH ();
#undef FLUSH
  g_array_append_val (out, points[n_points - 1]);
  return out;
}

/* ---- header, legend, footer ---- */

void
ds_chart_draw_header (DsChartCtx *ctx,
                      double     *top)
{
  DsChart *chart = ctx->chart;
  double max_w = ctx->width - 2 * ctx->pad;
  DsChartRect box;

  *top = ctx->pad;
  if (chart->title != NULL)
    {
      box = ds_chart_text_draw (ctx, DS_TEXT_TITLE, chart->title, ctx->pad, *top, max_w, FALSE, ctx->fg);
      *top += box.height + ctx->pad * 0.25;
    }
  if (chart->subtitle != NULL && !ctx->no_subtitle)
    {
      box = ds_chart_text_draw (ctx, DS_TEXT_SMALL, chart->subtitle, ctx->pad, *top, max_w, FALSE, ctx->muted);
      *top += box.height;
    }
  *top += ctx->pad * 0.5;
}

void
ds_chart_draw_footer (DsChartCtx *ctx,
                      double     *bottom)
{
  DsChart *chart = ctx->chart;
  double max_w = ctx->width - 2 * ctx->pad;
  const char *lines[2] = { footer_line1 (ctx), chart->footer2 };
  double w, h;

  *bottom = ctx->height - ctx->pad;
  for (int i = 1; i >= 0; i--)
    {
      if (lines[i] == NULL || ctx->no_footer)
        continue;
      ds_chart_text_measure (ctx, DS_TEXT_SMALL, lines[i], &w, &h);
      *bottom -= h;
      ds_chart_text_draw (ctx, DS_TEXT_SMALL, lines[i], ctx->pad, *bottom, max_w, FALSE, ctx->muted);
    }
  *bottom -= ctx->pad * 0.5;
}

static double
legend_pass (DsChartCtx          *ctx,
             const DsLegendEntry *entries,
             guint                n,
             double               top,
             gboolean             draw)
{
  double sw = round (ctx->font_px * 1.6);
  double gap = ctx->font_px * 0.4;
  double x = ctx->pad, y = top;
  double max_w = ctx->width - 2 * ctx->pad;

  if (n == 0 || ctx->no_legend)
    return 0;
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *label = ds_chart_clean_text (entries[i].label);
      double tw, th, item_w;

      ds_chart_text_measure (ctx, DS_TEXT_SMALL, label, &tw, &th);
      tw = MIN (tw, max_w - sw - gap);
      item_w = sw + gap + tw;
      if (x > ctx->pad && x + item_w > ctx->pad + max_w)
        {
          x = ctx->pad;
          y += ctx->line_h;
        }
      if (draw)
        {
          cairo_t *cr = ctx->cr;
          DsChartColor c = ds_chart_role_color (ctx->style->theme, entries[i].colour);
          double cy = y + ctx->line_h / 2;
          DsChartRect sbox = { x, cy - ctx->font_px * 0.4, sw, ctx->font_px * 0.8 };

          cairo_save (cr);
          switch (entries[i].swatch)
            {
            case 0:
              ds_chart_set_color (cr, c, 1.0);
              cairo_rectangle (cr, sbox.x, sbox.y, sbox.width, sbox.height);
              cairo_fill (cr);
              break;
            case 3:
              ds_chart_set_color (cr, c, 0.25);
              cairo_rectangle (cr, sbox.x, sbox.y, sbox.width, sbox.height);
              cairo_fill (cr);
              break;
            default:
              {
                double dash[] = { 5, 3 };

                ds_chart_set_color (cr, c, 1.0);
                cairo_set_line_width (cr, 2.0);
                if (entries[i].swatch == 2)
                  cairo_set_dash (cr, dash, 2, 0);
                cairo_move_to (cr, sbox.x, cy);
                cairo_line_to (cr, sbox.x + sw, cy);
                cairo_stroke (cr);
              }
              break;
            }
          cairo_restore (cr);
          ds_chart_add_item (ctx->chart, DS_CHART_ITEM_LEGEND, sbox, (int) entries[i].colour, NAN);
          ds_chart_text_draw (ctx, DS_TEXT_SMALL, label, x + sw + gap,
                              y + (ctx->line_h - th) / 2, tw + 0.5, FALSE, ctx->fg);
        }
      x += item_w + ctx->font_px * 1.2;
    }
  return y + ctx->line_h - top + ctx->pad * 0.5;
}

double
ds_chart_legend_height (DsChartCtx          *ctx,
                        const DsLegendEntry *entries,
                        guint                n)
{
  return legend_pass (ctx, entries, n, 0, FALSE);
}

void
ds_chart_draw_legend (DsChartCtx          *ctx,
                      const DsLegendEntry *entries,
                      guint                n,
                      double              *top)
{
  *top += legend_pass (ctx, entries, n, *top, TRUE);
}

static double
chrome_height (DsChartCtx          *ctx,
               const DsLegendEntry *entries,
               guint                n)
{
  DsChart *chart = ctx->chart;
  const char *lines[2] = { footer_line1 (ctx), chart->footer2 };
  double h = 2 * ctx->pad + ctx->pad * 0.5 + ctx->pad * 0.5, w, th;

  if (chart->title != NULL)
    {
      ds_chart_text_measure (ctx, DS_TEXT_TITLE, chart->title, &w, &th);
      h += th + ctx->pad * 0.25;
    }
  if (chart->subtitle != NULL && !ctx->no_subtitle)
    {
      ds_chart_text_measure (ctx, DS_TEXT_SMALL, chart->subtitle, &w, &th);
      h += th;
    }
  for (guint i = 0; i < 2; i++)
    if (lines[i] != NULL && !ctx->no_footer)
      {
        ds_chart_text_measure (ctx, DS_TEXT_SMALL, lines[i], &w, &th);
        h += th;
      }
  return h + legend_pass (ctx, entries, n, 0, FALSE);
}

void
ds_chart_fit_chrome (DsChartCtx          *ctx,
                     const DsLegendEntry *entries,
                     guint                n,
                     double               reserved,
                     double               strip)
{
  double min_plot = MAX (3 * ctx->line_h, ctx->height / 3);
  gboolean *steps[] = { &ctx->no_legend, &ctx->no_footer, &ctx->no_subtitle, &ctx->no_strip };

  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      double extra = ctx->no_strip ? 0 : strip;

      if (ctx->height - chrome_height (ctx, entries, n) - reserved - extra >= min_plot)
        return;
      *steps[i] = TRUE;
    }
}
