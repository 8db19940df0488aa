/* ds-chart-render.c — drawing a chart of any kind (bars, or x–y lines and
 * timelines), and its output to PNG, SVG and PDF
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

static void
draw (DsChart            *self,
      cairo_t            *cr,
      double              width,
      double              height,
      const DsChartStyle *style,
      gboolean            no_series)
{
  DsChartStyle fallback;
  DsChartCtx ctx;

  g_return_if_fail (self != NULL && cr != NULL);

  if (style == NULL)
    {
      ds_chart_style_init (&fallback, DS_CHART_THEME_LIGHT, 1.0);
      style = &fallback;
    }
  g_array_set_size (self->items, 0);
  g_array_set_size (self->plots, 0);
  cairo_save (cr);
  ds_chart_ctx_init (&ctx, self, cr, width, height, style);
  ctx.no_series = no_series;
  ds_chart_set_color (cr, ctx.bg, 1.0);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_fill (cr);
  cairo_rectangle (cr, 0, 0, width, height);
  cairo_clip (cr);
  if (self->kind == DS_CHART_RESULTS || self->kind == DS_CHART_COMPARE)
    ds_chart_draw_bars (&ctx);
  else if (self->kind == DS_CHART_HEATMAP)
    ds_chart_draw_heatmap (&ctx);
  else
    {
      DsChartPlot plot = { 0 };
      double y_pixels = 0;

      ds_chart_draw_xy (&ctx, &plot, &y_pixels);
      /* What a strip drawn later must find unchanged (ds-chart-strip.c). */
      ds_chart_record_layout (&ctx, &plot, y_pixels);
    }
  ds_chart_ctx_clear (&ctx);
  cairo_restore (cr);
}

void
ds_chart_draw (DsChart            *self,
               cairo_t            *cr,
               double              width,
               double              height,
               const DsChartStyle *style)
{
  draw (self, cr, width, height, style, FALSE);
}

void
ds_chart_draw_chrome (DsChart            *self,
                      cairo_t            *cr,
                      double              width,
                      double              height,
                      const DsChartStyle *style)
{
  draw (self, cr, width, height, style, TRUE);
}

static cairo_status_t
append_bytes (void                *closure,
              const unsigned char *data,
              unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

GBytes *
ds_chart_render (DsChart       *self,
                 DsChartFormat  format,
                 double         width,
                 double         height,
                 double         scale,
                 DsChartTheme   theme,
                 GError       **error)
{
  g_autoptr(GByteArray) buf = g_byte_array_new ();
  cairo_surface_t *surface;
  cairo_status_t status;
  DsChartStyle style;
  cairo_t *cr;

  if (!(width >= 200 && width <= 10000 && height >= 150 && height <= 10000))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("A chart of %.0f×%.0f cannot be drawn: use a width from 200 to 10000 and a height from 150 to 10000."),
                   width, height);
      return NULL;
    }
  if (!(scale >= 1 && scale <= 3))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("Scale %.2f is out of range: use 1 to 3."), scale);
      return NULL;
    }
  ds_chart_style_init (&style, theme, format == DS_CHART_FORMAT_PNG ? scale : 1.0);
  switch (format)
    {
    case DS_CHART_FORMAT_PNG:
      surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, (int) ceil (width * scale),
                                            (int) ceil (height * scale));
      break;
    case DS_CHART_FORMAT_SVG:
      surface = cairo_svg_surface_create_for_stream (append_bytes, buf, width, height);
      break;
    case DS_CHART_FORMAT_PDF:
    default:
      surface = cairo_pdf_surface_create_for_stream (append_bytes, buf, width, height);
      cairo_pdf_surface_set_metadata (surface, CAIRO_PDF_METADATA_CREATOR, "Drivescope " PACKAGE_VERSION);
      break;
    }
  cr = cairo_create (surface);
  if (format == DS_CHART_FORMAT_PNG)
    cairo_scale (cr, scale, scale);
  ds_chart_draw (self, cr, width, height, &style);
  status = cairo_status (cr);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  if (status == CAIRO_STATUS_SUCCESS && format == DS_CHART_FORMAT_PNG)
    status = cairo_surface_write_to_png_stream (surface, append_bytes, buf);
  cairo_surface_finish (surface);
  if (status == CAIRO_STATUS_SUCCESS)
    status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_FAILED,
                   _("Drawing the chart failed: %s. Try a smaller size."), cairo_status_to_string (status));
      return NULL;
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&buf));
}

gboolean
ds_chart_save (DsChart        *self,
               const char     *path,
               DsChartFormat   format,
               double          width,
               double          height,
               double          scale,
               DsChartTheme    theme,
               GError        **error)
{
  g_autoptr(GBytes) bytes = ds_chart_render (self, format, width, height, scale, theme, error);
  gsize len;
  const char *data;

  if (bytes == NULL)
    return FALSE;
  data = g_bytes_get_data (bytes, &len);
  /* A regular file is replaced atomically, a device or FIFO written through. */
  return ds_user_file_write (path, data, len, error);
}

static void
replace_all (GString    *s,
             const char *find,
             const char *repl)
{
  g_string_replace (s, find, repl, 0);
}

char *
ds_chart_render_svg_inline (DsChart      *self,
                            double        width,
                            double        height,
                            DsChartTheme  theme,
                            const char   *id_prefix,
                            GError      **error)
{
  g_autoptr(GBytes) bytes = ds_chart_render (self, DS_CHART_FORMAT_SVG, width, height, 1.0, theme, error);
  g_autofree char *id_repl = NULL, *href_repl = NULL, *url_repl = NULL;
  GString *s;
  const char *start;
  gsize len;

  if (bytes == NULL)
    return NULL;
  {
    const char *data = g_bytes_get_data (bytes, &len);

    s = g_string_new_len (data, (gssize) len);
  }
  start = strstr (s->str, "<svg");
  if (start == NULL)
    {
      g_string_free (s, TRUE);
      g_set_error_literal (error, DS_ERROR, DS_ERROR_FAILED, _("The SVG renderer produced no <svg> element."));
      return NULL;
    }
  g_string_erase (s, 0, start - s->str);
  id_repl = g_strdup_printf ("id=\"%s", id_prefix);
  href_repl = g_strdup_printf ("href=\"#%s", id_prefix);
  url_repl = g_strdup_printf ("url(#%s", id_prefix);
  replace_all (s, "id=\"", id_repl);
  replace_all (s, "href=\"#", href_repl);
  replace_all (s, "url(#", url_repl);
  return g_string_free (s, FALSE);
}
