/* ds-chart-theme.c — colours, fonts and text boxes of the charts
 *
 * Series colours are the Okabe–Ito palette, chosen to stay apart for the
 * common kinds of colour blindness; every series also differs by legend
 * order, and lines by dash where two share a colour.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ds-chart-private.h"
#include "ds-format.h"

static DsChartColor
rgb (guint32 hex)
{
  DsChartColor c = {
    ((hex >> 16) & 0xff) / 255.0,
    ((hex >> 8) & 0xff) / 255.0,
    (hex & 0xff) / 255.0,
  };

  return c;
}

/* Okabe & Ito, "Color Universal Design" (2008). Light backgrounds get the
 * dark blue first; dark backgrounds the sky blue, and a light grey in place
 * of black. */
static const guint32 palette_light[8] = {
  0x0072B2, 0xE69F00, 0x009E73, 0xD55E00, 0xCC79A7, 0x56B4E9, 0x000000, 0xF0E442,
};
static const guint32 palette_dark[8] = {
  0x56B4E9, 0xE69F00, 0x009E73, 0xD55E00, 0xCC79A7, 0xF0E442, 0x0072B2, 0xE0E0E0,
};

DsChartColor
ds_chart_palette (DsChartTheme theme,
                  guint        index)
{
  const guint32 *p = theme == DS_CHART_THEME_DARK ? palette_dark : palette_light;

  return rgb (p[index % 8]);
}

DsChartColor
ds_chart_background (DsChartTheme theme)
{
  return rgb (theme == DS_CHART_THEME_DARK ? 0x1E1E1E : 0xFFFFFF);
}

DsChartColor
ds_chart_role_color (DsChartTheme theme,
                     guint        colour)
{
  gboolean dark = theme == DS_CHART_THEME_DARK;

  switch (colour)
    {
    /* The warning (amber) and throttling (vermillion) apart at a glance,
     * and as text at least 4.5:1 against a dark background. */
    case DS_CHART_ROLE_WARNING:
      return rgb (dark ? 0xF5C211 : 0x9A6700);
    case DS_CHART_ROLE_CRITICAL:
      return rgb (dark ? 0xFF7AC6 : 0xA0306E);
    case DS_CHART_ROLE_THROTTLE:
      return rgb (dark ? 0xFF7B5C : 0xC01C28);
    case DS_CHART_ROLE_COOLDOWN:
      return rgb (dark ? 0x8A8A8A : 0x77767B);
    default:
      return ds_chart_palette (theme, colour);
    }
}

void
ds_chart_style_init (DsChartStyle *style,
                     DsChartTheme  theme,
                     double        scale)
{
  style->theme = theme;
  style->scale = CLAMP (scale, 1.0, 3.0);
  style->font_family = NULL;
  style->show_serial = FALSE;
}

gboolean
ds_chart_theme_from_string (const char   *text,
                            DsChartTheme *out)
{
  if (g_strcmp0 (text, "light") == 0)
    *out = DS_CHART_THEME_LIGHT;
  else if (g_strcmp0 (text, "dark") == 0)
    *out = DS_CHART_THEME_DARK;
  else
    return FALSE;
  return TRUE;
}

gboolean
ds_chart_units_from_string (const char   *text,
                            DsChartUnits *out)
{
  if (g_strcmp0 (text, "mbps") == 0)
    *out = DS_CHART_UNITS_MBPS;
  else if (g_strcmp0 (text, "gbps") == 0)
    *out = DS_CHART_UNITS_GBPS;
  else if (g_strcmp0 (text, "iops") == 0)
    *out = DS_CHART_UNITS_IOPS;
  else if (g_strcmp0 (text, "us") == 0)
    *out = DS_CHART_UNITS_US;
  else
    return FALSE;
  return TRUE;
}

gboolean
ds_chart_format_from_string (const char    *text,
                             DsChartFormat *out)
{
  if (g_strcmp0 (text, "png") == 0)
    *out = DS_CHART_FORMAT_PNG;
  else if (g_strcmp0 (text, "svg") == 0)
    *out = DS_CHART_FORMAT_SVG;
  else if (g_strcmp0 (text, "pdf") == 0)
    *out = DS_CHART_FORMAT_PDF;
  else
    return FALSE;
  return TRUE;
}

void
ds_chart_set_color (cairo_t      *cr,
                    DsChartColor  c,
                    double        alpha)
{
  if (alpha >= 1.0)
    cairo_set_source_rgb (cr, c.red, c.green, c.blue);
  else
    cairo_set_source_rgba (cr, c.red, c.green, c.blue, alpha);
}

void
ds_chart_ctx_init (DsChartCtx         *ctx,
                   DsChart            *chart,
                   cairo_t            *cr,
                   double              width,
                   double              height,
                   const DsChartStyle *style)
{
  gboolean dark = style->theme == DS_CHART_THEME_DARK;
  double w, h;

  memset (ctx, 0, sizeof *ctx);
  ctx->chart = chart;
  ctx->cr = cr;
  ctx->style = style;
  ctx->width = width;
  ctx->height = height;
  /* Text grows with the picture but stays readable when small. */
  ctx->font_px = CLAMP (MIN (width / 60.0, height / 36.0), 10.0, 16.0);
  ctx->pad = round (ctx->font_px * 0.8);
  ctx->layout = pango_cairo_create_layout (cr);
  pango_layout_set_single_paragraph_mode (ctx->layout, TRUE);
  ds_chart_text_measure (ctx, DS_TEXT_BODY, "0123456789 MB/s", &w, &h);
  ctx->line_h = h;
  ctx->bg = ds_chart_background (style->theme);
  ctx->fg = rgb (dark ? 0xF0F0F0 : 0x1E1E1E);
  ctx->muted = rgb (dark ? 0xB4B4B4 : 0x5E5C64);
  ctx->grid = rgb (dark ? 0x363636 : 0xE4E4E4);
  ctx->axis = rgb (dark ? 0x8A8A8A : 0x77767B);
}

void
ds_chart_ctx_clear (DsChartCtx *ctx)
{
  g_clear_object (&ctx->layout);
}

static void
set_font (DsChartCtx  *ctx,
          DsTextStyle  ts)
{
  PangoFontDescription *desc = pango_font_description_new ();
  double px = ctx->font_px;

  pango_font_description_set_family (desc, ctx->style->font_family ? ctx->style->font_family : "Sans");
  switch (ts)
    {
    case DS_TEXT_SMALL:
      px = round (px * 0.85);
      break;
    case DS_TEXT_BOLD:
      pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
      break;
    case DS_TEXT_TITLE:
      px = round (px * 1.3);
      pango_font_description_set_weight (desc, PANGO_WEIGHT_BOLD);
      break;
    case DS_TEXT_BODY:
    default:
      break;
    }
  pango_font_description_set_absolute_size (desc, px * PANGO_SCALE);
  pango_layout_set_font_description (ctx->layout, desc);
  pango_font_description_free (desc);
}

static void
prepare (DsChartCtx  *ctx,
         DsTextStyle  ts,
         const char  *text,
         double       max_w)
{
  set_font (ctx, ts);
  pango_layout_set_text (ctx->layout, text, -1);
  if (max_w > 0)
    {
      pango_layout_set_width (ctx->layout, (int) (max_w * PANGO_SCALE));
      pango_layout_set_ellipsize (ctx->layout, PANGO_ELLIPSIZE_END);
    }
  else
    {
      pango_layout_set_width (ctx->layout, -1);
      pango_layout_set_ellipsize (ctx->layout, PANGO_ELLIPSIZE_NONE);
    }
}

static void
layout_size (PangoLayout *layout,
             double      *w,
             double      *h)
{
  PangoRectangle logical;

  pango_layout_get_extents (layout, NULL, &logical);
  *w = (double) logical.width / PANGO_SCALE;
  *h = (double) logical.height / PANGO_SCALE;
}

void
ds_chart_text_measure (DsChartCtx  *ctx,
                       DsTextStyle  ts,
                       const char  *text,
                       double      *w,
                       double      *h)
{
  prepare (ctx, ts, text, -1);
  layout_size (ctx->layout, w, h);
}

DsChartRect
ds_chart_text_draw (DsChartCtx   *ctx,
                    DsTextStyle   ts,
                    const char   *text,
                    double        x,
                    double        y,
                    double        max_w,
                    gboolean      vertical,
                    DsChartColor  color)
{
  DsChartRect box;
  double w, h;

  gboolean cut;

  prepare (ctx, ts, text, max_w);
  layout_size (ctx->layout, &w, &h);
  cut = pango_layout_is_ellipsized (ctx->layout);
  if (max_w > 0 && w > max_w)
    w = max_w;
  cairo_save (ctx->cr);
  ds_chart_set_color (ctx->cr, color, 1.0);
  if (vertical)
    {
      cairo_translate (ctx->cr, x, y + w);
      cairo_rotate (ctx->cr, -G_PI / 2);
      box = (DsChartRect) { x, y, h, w };
    }
  else
    {
      cairo_translate (ctx->cr, x, y);
      box = (DsChartRect) { x, y, w, h };
    }
  cairo_move_to (ctx->cr, 0, 0);
  pango_cairo_update_layout (ctx->cr, ctx->layout);
  pango_cairo_show_layout (ctx->cr, ctx->layout);
  cairo_restore (ctx->cr);
  /* A text item's value tells whether it had to be cut short. */
  ds_chart_add_item (ctx->chart, DS_CHART_ITEM_TEXT, box, -1, cut ? 1.0 : 0.0);
  return box;
}

void
ds_chart_add_item (DsChart         *chart,
                   DsChartItemKind  kind,
                   DsChartRect      rect,
                   int              series,
                   double           value)
{
  DsChartItem item = { kind, rect, series, value };

  g_array_append_val (chart->items, item);
}

double
ds_chart_snap (DsChartCtx *ctx,
               double      v)
{
  double s = ctx->style->scale;

  return round (v * s) / s;
}

char *
ds_chart_clean_text (const char *text)
{
  if (text == NULL)
    return g_strdup ("");
  return ds_escape_terminal (text);
}
