/* ds-chart-heatmap.c — a matrix of values as coloured cells, each with its
 * number: the IOPS matrix of the SNIA PTS (read/write shares as rows, block
 * sizes as columns)
 *
 * The model: categories are the rows, groups the columns, values
 * [row][column] (NAN: not measured, drawn empty with a dash). The colour
 * runs from the background to the first series colour on a log scale of
 * the values, since a matrix spans 512 B to 1 MiB blocks and so three or
 * four decades of IOPS; the number in each cell is the value.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ds-chart-private.h"

static DsChartColor
mix (DsChartColor a,
     DsChartColor b,
     double       t)
{
  DsChartColor c = {
    a.red + (b.red - a.red) * t,
    a.green + (b.green - a.green) * t,
    a.blue + (b.blue - a.blue) * t,
  };

  return c;
}

/* Relative luminance, to choose dark or light text on a cell. */
static double
luminance (DsChartColor c)
{
  return 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue;
}

void
ds_chart_draw_heatmap (DsChartCtx *ctx)
{
  DsChart *chart = ctx->chart;
  cairo_t *cr = ctx->cr;
  guint rows = chart->categories->len, cols = chart->groups->len;
  double top, bottom, row_w = 0, w, h, cell_w, cell_h, left, grid_top;
  double lo = NAN, hi = NAN;
  DsChartColor hot = ds_chart_role_color (ctx->style->theme, 0);
  DsChartColor cold = mix (ctx->bg, hot, 0.06);

  ds_chart_draw_header (ctx, &top);
  ds_chart_draw_footer (ctx, &bottom);
  if (rows == 0 || cols == 0)
    return;
  for (guint i = 0; i < chart->values->len && i < rows * cols; i++)
    {
      double v = g_array_index (chart->values, double, i);

      if (!isfinite (v) || v <= 0)
        continue;
      lo = isnan (lo) ? v : MIN (lo, v);
      hi = isnan (hi) ? v : MAX (hi, v);
    }
  for (guint r = 0; r < rows; r++)
    {
      ds_chart_text_measure (ctx, DS_TEXT_BOLD, g_ptr_array_index (chart->categories, r), &w, &h);
      row_w = MAX (row_w, w);
    }
  /* the axis titles: the columns' above the grid, the rows' at the left */
  ds_chart_text_measure (ctx, DS_TEXT_SMALL, "0", &w, &h);
  if (chart->x.label != NULL)
    {
      ds_chart_text_draw (ctx, DS_TEXT_SMALL, chart->x.label, ctx->pad + row_w + ctx->pad, top,
                          ctx->width - 3 * ctx->pad - row_w, FALSE, ctx->muted);
      top += h + ctx->pad * 0.25;
    }
  left = ctx->pad + row_w + ctx->pad;
  /* column labels */
  ds_chart_text_measure (ctx, DS_TEXT_BOLD, "0", &w, &h);
  grid_top = top + h + ctx->pad * 0.25;
  cell_w = (ctx->width - left - ctx->pad) / cols;
  cell_h = MIN ((bottom - grid_top) / rows, ctx->line_h * 3);
  if (cell_w <= 2 || cell_h <= 2)
    return;
  for (guint c = 0; c < cols; c++)
    {
      const char *label = g_ptr_array_index (chart->groups, c);

      ds_chart_text_measure (ctx, DS_TEXT_BOLD, label, &w, &h);
      ds_chart_text_draw (ctx, DS_TEXT_BOLD, label, left + c * cell_w + MAX ((cell_w - w) / 2, 0), top,
                          cell_w, FALSE, ctx->fg);
    }
  for (guint r = 0; r < rows; r++)
    {
      const char *label = g_ptr_array_index (chart->categories, r);
      double y = grid_top + r * cell_h;

      ds_chart_text_measure (ctx, DS_TEXT_BOLD, label, &w, &h);
      ds_chart_text_draw (ctx, DS_TEXT_BOLD, label, ctx->pad + row_w - w, y + (cell_h - h) / 2, row_w, FALSE, ctx->fg);
      for (guint c = 0; c < cols; c++)
        {
          double v = r * cols + c < chart->values->len ? g_array_index (chart->values, double, r * cols + c) : NAN;
          double t = 0;
          DsChartColor fill, text_colour;
          DsChartRect cell = { ds_chart_snap (ctx, left + c * cell_w), ds_chart_snap (ctx, y),
                               ds_chart_snap (ctx, left + (c + 1) * cell_w) - ds_chart_snap (ctx, left + c * cell_w),
                               ds_chart_snap (ctx, y + cell_h) - ds_chart_snap (ctx, y) };
          g_autofree char *number = NULL;

          if (isfinite (v) && v > 0 && isfinite (lo) && hi > lo)
            t = (log10 (v) - log10 (lo)) / (log10 (hi) - log10 (lo));
          else if (isfinite (v) && v > 0)
            t = 1;
          fill = isfinite (v) ? mix (cold, hot, 0.15 + 0.85 * t) : ctx->bg;
          ds_chart_set_color (cr, fill, 1.0);
          cairo_rectangle (cr, cell.x, cell.y, cell.width, cell.height);
          cairo_fill (cr);
          ds_chart_set_color (cr, ctx->grid, 1.0);
          cairo_set_line_width (cr, 1.0 / ctx->style->scale);
          cairo_rectangle (cr, cell.x, cell.y, cell.width, cell.height);
          cairo_stroke (cr);
          ds_chart_add_item (chart, DS_CHART_ITEM_BAR, cell, (int) c, v);
          number = isfinite (v) ? ds_chart_bar_value_text (chart->units, v) : g_strdup ("—");
          text_colour = !isfinite (v) ? ctx->muted : luminance (fill) < 0.45 ? ds_chart_background (DS_CHART_THEME_LIGHT)
                                                                             : ds_chart_background (DS_CHART_THEME_DARK);
          ds_chart_text_measure (ctx, DS_TEXT_SMALL, number, &w, &h);
          ds_chart_text_draw (ctx, DS_TEXT_SMALL, number, cell.x + MAX ((cell.width - w) / 2, 1),
                              cell.y + (cell.height - h) / 2, cell.width - 2, FALSE, text_colour);
        }
    }
  if (chart->y.label != NULL)
    ds_chart_text_draw (ctx, DS_TEXT_SMALL, chart->y.label, ctx->pad, grid_top + rows * cell_h + ctx->pad * 0.25,
                        ctx->width - 2 * ctx->pad, FALSE, ctx->muted);
}
