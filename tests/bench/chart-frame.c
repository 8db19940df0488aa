/* chart-frame — how long one frame of a 60-minute thermal timeline takes
 *
 * Builds a timeline of 14 400 samples (60 minutes at 4 Hz, with a cache
 * cliff, a thermal throttle and a cool-down), then draws it again and again
 * into a 1920×1080 image surface, as the GUI does on every resize or new
 * sample, and prints a table of the time per frame. Goal: under 8 ms.
 *
 *   build/tests/chart-frame [FRAMES [PNG]]   (PNG: also save the frame there)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "ds-chart.h"

static DsThermalResult *
make_timeline (guint n)
{
  DsThermalResult *r = ds_thermal_result_new ();
  DsThermalEvent *e;
  guint64 written = 0;

  r->warning_temp_c = 82;
  r->summary.avg_mbps = 1600;
  r->critical_temp_c = 85;
  for (guint i = 1; i <= n; i++)
    {
      DsThermalSample s;
      double t = i / 4.0;

      s.t_s = t;
      s.cooldown = t > 3300;
      s.mbps = s.cooldown ? NAN : t < 95 ? 6800 : t < 1400 ? 1900 : t < 2000 ? 900 : 1500;
      if (!s.cooldown)
        s.mbps += 120 * sin (i * 0.9) + (i % 53 == 0 ? -400 : 0);
      s.temp_c = s.cooldown ? 40 + 38 * exp (-(t - 3300) / 60) : 40 + 38 * (1 - exp (-t / 300));
      written += s.cooldown ? 0 : (guint64) (s.mbps * 1e6 / 4);
      s.bytes = written;
      g_array_append_val (r->samples, s);
    }
  e = ds_thermal_event_new ();
  e->cause = DS_THERMAL_CAUSE_CACHE;
  e->onset_s = 95;
  e->end_s = 3300;
  e->during_mbps = 1900;
  e->cache_bytes = 646000000000;
  g_ptr_array_add (r->events, e);
  e = ds_thermal_event_new ();
  e->cause = DS_THERMAL_CAUSE_THERMAL;
  e->onset_s = 1400;
  e->onset_temp_c = 74;
  e->end_s = 2000;
  e->during_mbps = 900;
  g_ptr_array_add (r->events, e);
  return r;
}

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return (x > y) - (x < y);
}

static void
run (DsChart *chart,
     double   scale,
     guint    frames)
{
  int w = (int) (1920 * scale), h = (int) (1080 * scale);
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, w, h);
  g_autofree double *times = g_new (double, frames);
  DsChartStyle style;
  double sum = 0;

  ds_chart_style_init (&style, DS_CHART_THEME_LIGHT, scale);
  for (guint i = 0; i < frames + 3; i++)
    {
      cairo_t *cr = cairo_create (surface);
      gint64 t0 = g_get_monotonic_time ();

      cairo_scale (cr, scale, scale);
      ds_chart_draw (chart, cr, 1920, 1080, &style);
      cairo_surface_flush (surface);
      cairo_destroy (cr);
      if (i >= 3)  /* the first frames warm the font caches */
        {
          times[i - 3] = (g_get_monotonic_time () - t0) / 1000.0;
          sum += times[i - 3];
        }
    }
  qsort (times, frames, sizeof (double), compare_doubles);
  printf ("| 1920×1080 ×%.0f | %ux%u | %u | %.2f | %.2f | %.2f | %.2f |\n", scale, w, h, frames,
          times[0], times[frames / 2], sum / frames, times[frames * 95 / 100]);
  cairo_surface_destroy (surface);
}

int
main (int    argc,
      char **argv)
{
  guint frames = argc > 1 ? (guint) atoi (argv[1]) : 60;
  g_autoptr(DsThermalResult) timeline = make_timeline (14400);
  gint64 t0 = g_get_monotonic_time ();
  g_autoptr(DsChart) chart = ds_chart_new_thermal (timeline);
  double build_ms = (g_get_monotonic_time () - t0) / 1000.0;

  if (frames < 2)
    frames = 2;
  printf ("Thermal timeline of %u samples; chart built in %.2f ms.\n\n", timeline->samples->len, build_ms);
  printf ("| picture | pixels | frames | min ms | median ms | mean ms | p95 ms |\n");
  printf ("|---|---|---:|---:|---:|---:|---:|\n");
  run (chart, 1, frames);
  run (chart, 2, frames / 2);
  if (argc > 2)
    {
      g_autoptr(GError) error = NULL;

      if (!ds_chart_save (chart, argv[2], DS_CHART_FORMAT_PNG, 1920, 1080, 1, DS_CHART_THEME_LIGHT, &error))
        {
          fprintf (stderr, "chart-frame: %s\n", error->message);
          return 1;
        }
    }
  return 0;
}
