/* ds-chart-axis.c — axes: ranges, tick steps that never crowd their
 * labels, and tick labels (numbers, m:ss, dates, block sizes)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ds-chart-private.h"

void
ds_chart_axis_init (DsChartAxis *axis,
                    DsAxisScale  scale,
                    const char  *label)
{
  g_free (axis->label);
  if (axis->ticks == NULL)
    axis->ticks = g_array_new (FALSE, TRUE, sizeof (double));
  axis->scale = scale;
  axis->format = DS_TICK_PLAIN;
  axis->label = g_strdup (label);
  axis->data_min = NAN;
  axis->data_max = NAN;
  axis->from_zero = FALSE;
  axis->pad = 0;
}

void
ds_chart_axis_clear (DsChartAxis *axis)
{
  g_clear_pointer (&axis->label, g_free);
  g_clear_pointer (&axis->ticks, g_array_unref);
  g_clear_pointer (&axis->index_labels, g_ptr_array_unref);
}

void
ds_chart_axis_include (DsChartAxis *axis,
                       double       value)
{
  if (!isfinite (value))
    return;
  if ((axis->scale == DS_AXIS_LOG10 || axis->scale == DS_AXIS_LOG2) && value <= 0)
    return;
  if (isnan (axis->data_min) || value < axis->data_min)
    axis->data_min = value;
  if (isnan (axis->data_max) || value > axis->data_max)
    axis->data_max = value;
}

double
ds_chart_axis_norm (DsAxisScale scale,
                    double      lo,
                    double      hi,
                    double      value)
{
  if (scale == DS_AXIS_LOG10 || scale == DS_AXIS_LOG2)
    {
      if (value <= 0 || lo <= 0)
        return NAN;
      return (log (value) - log (lo)) / (log (hi) - log (lo));
    }
  return (value - lo) / (hi - lo);
}

char *
ds_chart_format_number (double value,
                        double step)
{
  double a;
  int decimals;

  value += 0.0;  /* no "-0" */
  if (fabs (value) < 1e-12)
    value = 0.0;
  a = fabs (value);

  if (a >= 1e6 && fmod (a, 1e5) == 0)
    return g_strdup_printf ("%gM", value / 1e6);
  if (a >= 1e4 && fmod (a, 1e3) == 0)
    return g_strdup_printf ("%gk", value / 1e3);
  decimals = step > 0 ? (int) MAX (0, -floor (log10 (step) + 1e-9)) : 0;
  decimals = MIN (decimals, 6);
  return g_strdup_printf ("%.*f", decimals, value);
}

static char *
format_block (double value)
{
  guint64 v = (guint64) llround (value);

  if (v >= 1048576 && v % 1048576 == 0)
    return g_strdup_printf ("%" G_GUINT64_FORMAT "M", v / 1048576);
  if (v >= 1024 && v % 1024 == 0)
    return g_strdup_printf ("%" G_GUINT64_FORMAT "K", v / 1024);
  return g_strdup_printf ("%" G_GUINT64_FORMAT, v);
}

static double
tick_step (DsChartAxis *axis)
{
  if (axis->ticks->len < 2)
    return 1.0;
  return g_array_index (axis->ticks, double, 1) - g_array_index (axis->ticks, double, 0);
}

char *
ds_chart_axis_format (DsChartAxis *axis,
                      double       value)
{
  switch (axis->scale)
    {
    case DS_AXIS_SECONDS:
      {
        gint64 s = (gint64) llround (value);

        if (axis->hi >= 3600)
          return g_strdup_printf ("%s%" G_GINT64_FORMAT ":%02d:%02d", s < 0 ? "-" : "", ABS (s) / 3600,
                                  (int) (ABS (s) / 60 % 60), (int) (ABS (s) % 60));
        return g_strdup_printf ("%s%" G_GINT64_FORMAT ":%02d", s < 0 ? "-" : "",
                                ABS (s) / 60, (int) (ABS (s) % 60));
      }
    case DS_AXIS_DATE:
      {
        g_autoptr(GDateTime) dt = g_date_time_new_from_unix_utc ((gint64) llround (value));

        if (dt == NULL)
          return g_strdup ("?");
        return g_date_time_format (dt, tick_step (axis) >= 86400 ? "%Y-%m-%d" : "%m-%d %H:%M");
      }
    case DS_AXIS_INDEX:
      {
        gint64 i = (gint64) llround (value);

        if (axis->index_labels != NULL && i >= 0 && i < axis->index_labels->len)
          return g_strdup (g_ptr_array_index (axis->index_labels, i));
        return g_strdup ("");
      }
    case DS_AXIS_LOG10:
    case DS_AXIS_LOG2:
      if (axis->format == DS_TICK_BLOCK)
        return format_block (value);
      return ds_chart_format_number (value, value >= 1 ? 1 : value);
    case DS_AXIS_LINEAR:
    default:
      if (axis->format == DS_TICK_BLOCK)
        return format_block (value);
      return ds_chart_format_number (value, tick_step (axis));
    }
}

double
ds_chart_axis_max_label_width (DsChartCtx  *ctx,
                               DsChartAxis *axis)
{
  double max_w = 0;

  for (guint i = 0; i < axis->ticks->len; i++)
    {
      g_autofree char *text = ds_chart_axis_format (axis, g_array_index (axis->ticks, double, i));
      double w, h;

      ds_chart_text_measure (ctx, DS_TEXT_SMALL, text, &w, &h);
      max_w = MAX (max_w, w);
    }
  return max_w;
}

static gboolean
ticks_fit (DsChartCtx  *ctx,
           DsChartAxis *axis,
           double       pixels,
           gboolean     horizontal)
{
  double span, need;
  guint n = axis->ticks->len;

  if (n < 2)
    return TRUE;
  span = fabs (ds_chart_axis_norm (axis->scale, axis->lo, axis->hi, g_array_index (axis->ticks, double, 1)) -
               ds_chart_axis_norm (axis->scale, axis->lo, axis->hi, g_array_index (axis->ticks, double, 0))) * pixels;
  if (horizontal)
    need = ds_chart_axis_max_label_width (ctx, axis) + ctx->font_px * 1.2;
  else
    need = ctx->line_h * 2.0;
  return span >= need;
}

static void
fill_ticks (DsChartAxis *axis,
            double       first,
            double       step,
            gboolean     multiply)
{
  g_array_set_size (axis->ticks, 0);
  for (double v = first; v <= axis->hi * (1 + 1e-9) + (multiply ? 0 : step * 1e-9); )
    {
      if (v >= axis->lo - fabs (step) * 1e-9 || multiply)
        g_array_append_val (axis->ticks, v);
      v = multiply ? v * step : v + step;
      if (axis->ticks->len > 200)
        break;
    }
}

static void
layout_linear (DsChartCtx  *ctx,
               DsChartAxis *axis,
               double       pixels,
               gboolean     horizontal,
               double       min,
               double       max)
{
  static const double seconds[] = { 1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1200, 1800,
                                    3600, 7200, 10800, 21600, 43200, 86400 };
  static const double dates[] = { 60, 300, 900, 1800, 3600, 7200, 10800, 21600, 43200, 86400,
                                  172800, 604800, 1209600, 2592000, 7776000, 15552000, 31536000,
                                  63072000, 157680000 };
  gboolean rounded = axis->scale == DS_AXIS_LINEAR;
  double range = max - min;
  double candidates[64];
  guint n = 0;

  if (axis->scale == DS_AXIS_SECONDS)
    for (guint i = 0; i < G_N_ELEMENTS (seconds); i++)
      candidates[n++] = seconds[i];
  else if (axis->scale == DS_AXIS_DATE)
    for (guint i = 0; i < G_N_ELEMENTS (dates); i++)
      candidates[n++] = dates[i];
  else
    {
      double e0 = floor (log10 (range / 100.0));

      /* 1, 2, 2.5 and 5 times a power of ten: with 2.5 an axis where 2000
       * crowds its labels ends at 7500 for 7012, not at 10000. A step of
       * 2.5 only where its ticks stay whole numbers (25 and up). */
      for (int e = 0; e < 8; e++)
        for (guint m = 0; m < 4; m++)
          {
            double step = (m == 0 ? 1 : m == 1 ? 2 : m == 2 ? 2.5 : 5) * pow (10, e0 + e);

            if (m == 2 && step < 25)
              continue;
            candidates[n++] = step;
          }
    }

  for (guint i = 0; i < n; i++)
    {
      double step = candidates[i];

      if (range / step > 40 && i + 1 < n)
        continue;
      if (rounded)
        {
          axis->lo = floor (min / step + 1e-9) * step;
          axis->hi = ceil (max / step - 1e-9) * step;
          if (axis->hi <= axis->lo)
            axis->hi = axis->lo + step;
        }
      else
        {
          axis->lo = min;
          axis->hi = max;
        }
      fill_ticks (axis, ceil (axis->lo / step - 1e-9) * step, step, FALSE);
      if (ticks_fit (ctx, axis, pixels, horizontal))
        return;
    }
}

static void
layout_log (DsChartCtx  *ctx,
            DsChartAxis *axis,
            double       pixels,
            gboolean     horizontal,
            double       min,
            double       max)
{
  double base = axis->scale == DS_AXIS_LOG2 ? 2.0 : 10.0;
  double lo_e = floor (log (min) / log (base) + 1e-9);
  double hi_e = ceil (log (max) / log (base) - 1e-9);

  if (hi_e <= lo_e)
    hi_e = lo_e + 1;
  axis->lo = pow (base, lo_e);
  axis->hi = pow (base, hi_e);
  for (guint stride = 1; stride <= 16; stride *= 2)
    {
      fill_ticks (axis, axis->lo, pow (base, stride), TRUE);
      if (ticks_fit (ctx, axis, pixels, horizontal))
        return;
    }
}

static void
layout_index (DsChartCtx  *ctx,
              DsChartAxis *axis,
              double       pixels,
              gboolean     horizontal)
{
  guint n = axis->index_labels ? axis->index_labels->len : 1;

  axis->lo = -0.5;
  axis->hi = n - 0.5;
  for (guint stride = 1; stride <= n; stride++)
    {
      g_array_set_size (axis->ticks, 0);
      for (guint i = 0; i < n; i += stride)
        {
          double v = i;

          g_array_append_val (axis->ticks, v);
        }
      if (ticks_fit (ctx, axis, pixels, horizontal))
        return;
    }
}

static void axis_layout (DsChartCtx *ctx, DsChartAxis *axis, double pixels, gboolean horizontal);

/* In a plot too small for any tick step: the two ends, or only the start. */
void
ds_chart_axis_layout (DsChartCtx  *ctx,
                      DsChartAxis *axis,
                      double       pixels,
                      gboolean     horizontal)
{
  axis_layout (ctx, axis, pixels, horizontal);
  if (axis->ticks->len > 2 && !ticks_fit (ctx, axis, pixels, horizontal))
    {
      double last = g_array_index (axis->ticks, double, axis->ticks->len - 1);

      g_array_set_size (axis->ticks, 1);
      g_array_append_val (axis->ticks, last);
    }
  if (axis->ticks->len == 2 && !ticks_fit (ctx, axis, pixels, horizontal))
    g_array_set_size (axis->ticks, 1);
}

static void
axis_layout (DsChartCtx  *ctx,
             DsChartAxis *axis,
             double       pixels,
             gboolean     horizontal)
{
  double min = axis->data_min;
  double max = axis->data_max;

  if (axis->scale == DS_AXIS_INDEX)
    {
      layout_index (ctx, axis, pixels, horizontal);
      return;
    }
  if (!isfinite (min) || !isfinite (max))
    {
      min = axis->scale == DS_AXIS_LOG10 || axis->scale == DS_AXIS_LOG2 ? 1 : 0;
      max = axis->scale == DS_AXIS_DATE ? 86400 : 10;
    }
  else if (axis->pad > 0)
    {
      min -= axis->pad;
      max += axis->pad;
    }
  if (axis->from_zero && axis->scale == DS_AXIS_LINEAR)
    min = MIN (min, 0);
  if (axis->scale == DS_AXIS_LOG10 || axis->scale == DS_AXIS_LOG2)
    {
      layout_log (ctx, axis, pixels, horizontal, min, max);
      return;
    }
  if (max - min < 1e-9)
    {
      double d = axis->scale == DS_AXIS_DATE ? 43200 : MAX (fabs (max) * 0.1, 1.0);

      min -= d;
      max += d;
      if (axis->from_zero && min < 0 && max > 0 && axis->data_min >= 0)
        min = 0;
    }
  else if (axis->scale == DS_AXIS_DATE)
    {
      double d = (max - min) * 0.05;

      min -= d;
      max += d;
    }
  layout_linear (ctx, axis, pixels, horizontal, min, max);
}

