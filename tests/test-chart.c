/* test-chart.c — the chart renderer, checked on its pixels and its text boxes
 *
 * Every chart kind is drawn into an image surface and read back: bars are as
 * long as their values say, threshold lines sit at their value, nothing is
 * drawn outside the plot except text and legend swatches, no two pieces of
 * text overlap at 640×400 or 1920×1080 at scale 1–3 in both themes. The
 * samples of each kind land in $DS_BUILD_DIR/report-samples.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "ds-chart.h"
#include "ds-chart-private.h"
#include "ds-conditions.h"
#include "ds-format.h"
#include "ds-history-store.h"
#include "ds-json.h"

#define FIXTURE(name) DS_FIXTURES "/report/" name

typedef struct
{
  cairo_surface_t *surface;
  double           scale;
  int              width, height;
} Image;

static JsonNode *
load_json (const char *path)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  JsonNode *node;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  node = ds_json_from_string (text, &error);
  g_assert_no_error (error);
  return node;
}

static DsBenchResult *
load_bench (const char *path)
{
  g_autoptr(JsonNode) node = load_json (path);
  g_autoptr(GError) error = NULL;
  DsBenchResult *r = ds_bench_result_from_json (node, &error);

  g_assert_no_error (error);
  return r;
}

static DsThermalResult *
load_thermal (const char *path)
{
  g_autoptr(JsonNode) node = load_json (path);
  g_autoptr(GError) error = NULL;
  DsThermalResult *r = ds_thermal_result_from_json (node, &error);

  g_assert_no_error (error);
  return r;
}

static GPtrArray *
three_runs (void)
{
  GPtrArray *runs = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_bench_result_free);

  g_ptr_array_add (runs, load_bench (FIXTURE ("bench-nvme.json")));
  g_ptr_array_add (runs, load_bench (FIXTURE ("bench-nvme-full.json")));
  g_ptr_array_add (runs, load_bench (FIXTURE ("bench-sata.json")));
  return runs;
}

static DsChart *
make_chart (DsChartKind kind,
            gboolean    hostile)
{
  g_autoptr(GPtrArray) runs = three_runs ();
  static const char *labels[] = { "Empty", "90 % full", "SATA MX500" };

  if (hostile)
    {
      g_ptr_array_remove_index (runs, 0);
      g_ptr_array_insert (runs, 0, load_bench (FIXTURE ("bench-hostile.json")));
    }
  switch (kind)
    {
    case DS_CHART_RESULTS:
      return ds_chart_new_results (g_ptr_array_index (runs, hostile ? 0 : 2), DS_CHART_UNITS_MBPS);
    case DS_CHART_COMPARE:
      return ds_chart_new_compare (runs, hostile ? NULL : labels, DS_CHART_UNITS_MBPS);
    case DS_CHART_THERMAL:
      {
        g_autoptr(DsThermalResult) t = load_thermal (hostile ? FIXTURE ("thermal-hostile.json")
                                                             : FIXTURE ("thermal-nvme.json"));

        return ds_chart_new_thermal (t);
      }
    case DS_CHART_TREND:
      {
        DsBenchSpec spec;
        DsChart *chart;
        DsChartTrendPoint used[] = { { 1764504000, 1 }, { 1765368000, 1 }, { 1766232000, 2 } };

        /* the same drive empty and 90 % full */
        g_ptr_array_set_size (runs, 2);
        g_assert_true (ds_bench_spec_parse ("SEQ1M Q8T1", &spec, NULL));
        chart = ds_chart_new_trend_from_results (runs, &spec, DS_IO_MODE_WRITE, DS_CHART_UNITS_MBPS);
        ds_chart_add_trend_series (chart, "Percentage used", "Percentage used (%)", used, G_N_ELEMENTS (used));
        return chart;
      }
    case DS_CHART_LATENCY:
      g_ptr_array_set_size (runs, 1);
      return ds_chart_new_latency (runs, NULL);
    case DS_CHART_CURVE:
    default:
      {
        DsChartPoint mbps[] = { { 4096, 900 }, { 16384, 2500 }, { 65536, 5200 }, { 262144, 6600 },
                                { 1048576, 7000 }, { 4194304, 7050 } };
        DsChartPoint lat[] = { { 4096, 40 }, { 16384, 60 }, { 65536, 110 }, { 262144, 300 },
                               { 1048576, 1100 }, { 4194304, 4500 } };
        DsChart *chart = ds_chart_new_curve (hostile ? "<script>alert(1)</script>\x1b[2J" : "Sequential read by block size",
                                             TRUE, "MB/s");

        ds_chart_add_curve_series (chart, "Read", DS_CHART_AXIS_Y, mbps, G_N_ELEMENTS (mbps));
        ds_chart_set_y2_label (chart, "Mean latency (µs)");
        ds_chart_add_curve_series (chart, "Latency", DS_CHART_AXIS_Y2, lat, G_N_ELEMENTS (lat));
        ds_chart_add_threshold (chart, DS_CHART_AXIS_Y, 3500, "PCIe 3.0 x4 limit");
        return chart;
      }
    }
}

static const char *
kind_name (DsChartKind kind)
{
  static const char *names[] = { "results", "compare", "thermal", "trend", "latency", "curve" };

  return names[kind];
}

static Image
draw (DsChart      *chart,
      double        width,
      double        height,
      double        scale,
      DsChartTheme  theme)
{
  Image img = { NULL, scale, (int) ceil (width * scale), (int) ceil (height * scale) };
  DsChartStyle style;
  cairo_t *cr;

  img.surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, img.width, img.height);
  cr = cairo_create (img.surface);
  cairo_scale (cr, scale, scale);
  ds_chart_style_init (&style, theme, scale);
  ds_chart_draw (chart, cr, width, height, &style);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_flush (img.surface);
  return img;
}

static void
image_clear (Image *img)
{
  g_clear_pointer (&img->surface, cairo_surface_destroy);
}

static DsChartColor
pixel (const Image *img,
       int          x,
       int          y)
{
  const guint8 *data = cairo_image_surface_get_data (img->surface);
  int stride = cairo_image_surface_get_stride (img->surface);
  guint32 p;
  DsChartColor c;

  x = CLAMP (x, 0, img->width - 1);
  y = CLAMP (y, 0, img->height - 1);
  p = *(const guint32 *) (const void *) (data + y * stride + x * 4);
  c.red = ((p >> 16) & 0xff) / 255.0;
  c.green = ((p >> 8) & 0xff) / 255.0;
  c.blue = (p & 0xff) / 255.0;
  return c;
}

static gboolean
same_color (DsChartColor a,
            DsChartColor b,
            double       tolerance)
{
  return fabs (a.red - b.red) <= tolerance && fabs (a.green - b.green) <= tolerance &&
         fabs (a.blue - b.blue) <= tolerance;
}

static void
save_sample (DsChart    *chart,
             const char *name)
{
  const char *build = g_getenv ("DS_BUILD_DIR");
  g_autofree char *dir = NULL;
  static const char *ext[] = { "png", "svg", "pdf" };

  if (build == NULL)
    return;
  dir = g_build_filename (build, "report-samples", NULL);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  for (guint f = 0; f < 3; f++)
    {
      g_autofree char *file = g_strdup_printf ("chart-%s.%s", name, ext[f]);
      g_autofree char *path = g_build_filename (dir, file, NULL);
      g_autoptr(GError) error = NULL;

      g_assert_true (ds_chart_save (chart, path, (DsChartFormat) f, 1200, 700, 1, DS_CHART_THEME_LIGHT, &error));
      g_assert_no_error (error);
    }
}

/* ---- decimation ---- */

static void
test_decimate_keeps_extremes (void)
{
  g_autofree DsChartPoint *pts = g_new (DsChartPoint, 14400);
  g_autoptr(GArray) out = NULL;
  double min = G_MAXDOUBLE, max = -G_MAXDOUBLE;
  gboolean saw_min = FALSE, saw_max = FALSE, saw_nan = FALSE;

  for (guint i = 0; i < 14400; i++)
    {
      pts[i].x = i * 0.25;
      pts[i].y = 1000 + 400 * sin (i * 0.37) + (i % 97 == 0 ? 900 : 0) - (i % 89 == 0 ? 700 : 0);
      if (i >= 7000 && i < 7100)
        pts[i].y = NAN;
      if (isfinite (pts[i].y))
        {
          min = MIN (min, pts[i].y);
          max = MAX (max, pts[i].y);
        }
    }
  out = ds_chart_decimate (pts, 14400, 0, 14399 * 0.25, 1000);
  g_assert_cmpuint (out->len, <=, 2 * 1000 + 4);
  g_assert_cmpfloat (g_array_index (out, DsChartPoint, 0).x, ==, 0);
  g_assert_cmpfloat (g_array_index (out, DsChartPoint, out->len - 1).x, ==, 14399 * 0.25);
  for (guint i = 0; i < out->len; i++)
    {
      const DsChartPoint *p = &g_array_index (out, DsChartPoint, i);

      if (i > 0)
        g_assert_cmpfloat (p->x, >=, g_array_index (out, DsChartPoint, i - 1).x);
      saw_min |= p->y == min;
      saw_max |= p->y == max;
      saw_nan |= isnan (p->y);
    }
  g_assert_true (saw_min);
  g_assert_true (saw_max);
  g_assert_true (saw_nan);

  /* Every column keeps its own extremes, not only the global ones. */
  for (guint c = 0; c < 1000; c += 37)
    {
      double lo = G_MAXDOUBLE, hi = -G_MAXDOUBLE, w = 14399 * 0.25 / 1000;
      gboolean lo_kept = FALSE, hi_kept = FALSE;

      for (guint i = 1; i + 1 < 14400; i++)
        if (floor (pts[i].x / w) == c && isfinite (pts[i].y))
          {
            lo = MIN (lo, pts[i].y);
            hi = MAX (hi, pts[i].y);
          }
      if (lo == G_MAXDOUBLE)
        continue;
      for (guint i = 0; i < out->len; i++)
        {
          const DsChartPoint *p = &g_array_index (out, DsChartPoint, i);

          if (floor (p->x / w) == c)
            {
              lo_kept |= p->y == lo;
              hi_kept |= p->y == hi;
            }
        }
      g_assert_true (lo_kept && hi_kept);
    }
}

static void
test_decimate_leaves_few_points_alone (void)
{
  DsChartPoint pts[] = { { 0, 1 }, { 1, 5 }, { 2, 3 } };
  g_autoptr(GArray) out = ds_chart_decimate (pts, 3, 0, 2, 100);

  g_assert_cmpuint (out->len, ==, 3);
  g_assert_cmpfloat (g_array_index (out, DsChartPoint, 1).y, ==, 5);
}

/* ---- pixels ---- */

static void
check_bars (DsChart *chart,
            double   scale)
{
  Image img = draw (chart, 1200, 700, scale, DS_CHART_THEME_LIGHT);
  GArray *items = ds_chart_get_items (chart);
  guint n_bars = 0;

  for (guint i = 0; i < items->len; i++)
    {
      const DsChartItem *it = &g_array_index (items, DsChartItem, i);
      DsChartColor colour = ds_chart_palette (DS_CHART_THEME_LIGHT, (guint) it->series);
      DsChartRect plot;
      double expect_end, expect_len;
      int y, x, start = -1, end = -1;
      guint plot_index = 0;

      if (it->kind != DS_CHART_ITEM_BAR)
        continue;
      n_bars++;
      /* Which panel holds the bar. */
      for (guint p = 0; p < ds_chart_get_n_plots (chart); p++)
        {
          g_assert_true (ds_chart_get_plot_area (chart, p, &plot));
          if (it->rect.x >= plot.x - 0.5 && it->rect.x <= plot.x + plot.width)
            plot_index = p;
        }
      g_assert_true (ds_chart_get_plot_area (chart, plot_index, &plot));
      g_assert_true (ds_chart_map_value (chart, plot_index, DS_CHART_AXIS_X, it->value, &expect_end));
      g_assert_true (ds_chart_map_value (chart, plot_index, DS_CHART_AXIS_X, 0, &expect_len));
      expect_len = (expect_end - expect_len) * scale;

      y = (int) floor ((it->rect.y + it->rect.height / 2) * scale);
      for (x = (int) floor (plot.x * scale) - 4; x < (int) ceil ((plot.x + plot.width) * scale) + 4; x++)
        if (same_color (pixel (&img, x, y), colour, 0.04))
          {
            if (start < 0)
              start = x;
            end = x;
          }
      if (expect_len < 1.0)
        continue;
      g_assert_cmpint (start, >=, 0);
      /* The bar starts at the axis and is as long as its value says. */
      g_assert_cmpfloat (fabs (start - plot.x * scale), <=, 1.5);
      g_assert_cmpfloat (fabs ((end + 1 - start) - expect_len), <=, 2.0);
      /* and it is not longer than the axis */
      g_assert_cmpfloat (end, <=, (plot.x + plot.width) * scale + 1);
    }
  g_assert_cmpuint (n_bars, >, 0);
  image_clear (&img);
}

static void
test_results_bar_length_follows_value (void)
{
  g_autoptr(DsChart) chart = make_chart (DS_CHART_RESULTS, FALSE);

  for (double s = 1; s <= 3; s++)
    check_bars (chart, s);
  save_sample (chart, "results");
}

/* Issue 29 #9: the value axis ends at the nice step just above the longest
 * bar (0–5000 for 4222, not 0–7000), with the numbers and their deltas
 * still to the right of the bars, at any size. */
static void
test_axis_maximum_close_to_the_data (void)
{
  const int sizes[][2] = { { 1200, 700 }, { 800, 450 }, { 640, 480 } };

  for (int k = 0; k < 2; k++)
    for (guint z = 0; z < G_N_ELEMENTS (sizes); z++)
      {
        g_autoptr(DsChart) chart = make_chart (k == 0 ? DS_CHART_RESULTS : DS_CHART_COMPARE, FALSE);
        Image img = draw (chart, sizes[z][0], sizes[z][1], 1, DS_CHART_THEME_LIGHT);
        double vmax = 0, step;
        guint n;

        for (guint i = 0; i < chart->values->len; i++)
          if (isfinite (g_array_index (chart->values, double, i)))
            vmax = MAX (vmax, g_array_index (chart->values, double, i));
        n = chart->x.ticks->len;
        g_assert_cmpuint (n, >=, 2);
        step = g_array_index (chart->x.ticks, double, 1) - g_array_index (chart->x.ticks, double, 0);
        g_test_message ("%s %d×%d: data %.1f, axis to %.0f by %.0f", k == 0 ? "results" : "compare",
                        sizes[z][0], sizes[z][1], vmax, chart->x.hi, step);
        g_assert_cmpfloat (chart->x.hi, >=, vmax);
        g_assert_cmpfloat (chart->x.hi - step, <, vmax);
        image_clear (&img);
      }
}

static double
luminance (DsChartColor c)
{
  double v[3] = { c.red, c.green, c.blue };

  for (int i = 0; i < 3; i++)
    v[i] = v[i] <= 0.03928 ? v[i] / 12.92 : pow ((v[i] + 0.055) / 1.055, 2.4);
  return 0.2126 * v[0] + 0.7152 * v[1] + 0.0722 * v[2];
}

static double
contrast (DsChartColor a,
          DsChartColor b)
{
  double la = luminance (a), lb = luminance (b);

  return (MAX (la, lb) + 0.05) / (MIN (la, lb) + 0.05);
}

/* Issue 29 #9: the warning and throttling swatches apart in either theme,
 * and annotations readable as text on dark (WCAG AA, 4.5:1). */
static void
test_annotations_readable_and_distinct (void)
{
  for (int t = 0; t < 2; t++)
    {
      DsChartTheme theme = t == 0 ? DS_CHART_THEME_LIGHT : DS_CHART_THEME_DARK;
      DsChartColor warning = ds_chart_role_color (theme, DS_CHART_ROLE_WARNING);
      DsChartColor throttle = ds_chart_role_color (theme, DS_CHART_ROLE_THROTTLE);
      double d = sqrt (pow (warning.red - throttle.red, 2) + pow (warning.green - throttle.green, 2) + pow (warning.blue - throttle.blue, 2));

      g_test_message ("theme %d: warning/throttle distance %.2f", t, d);
      g_assert_cmpfloat (d, >, 0.25);
      if (theme == DS_CHART_THEME_DARK)
        {
          DsChartColor bg = ds_chart_background (theme);

          g_assert_cmpfloat (contrast (warning, bg), >=, 4.5);
          g_assert_cmpfloat (contrast (throttle, bg), >=, 4.5);
          g_assert_cmpfloat (contrast (ds_chart_role_color (theme, DS_CHART_ROLE_CRITICAL), bg), >=, 4.5);
        }
    }
}

/* Issue 29 #9: the serial number is an option of the style, off unless
 * asked for (ds_chart_style_init, as every export draws). */
static void
test_serial_is_an_option (void)
{
  g_autoptr(DsChart) results = make_chart (DS_CHART_RESULTS, FALSE);
  g_autoptr(DsChart) compare = make_chart (DS_CHART_COMPARE, FALSE);
  DsChart *charts[] = { results, compare };
  DsChartStyle style;

  ds_chart_style_init (&style, DS_CHART_THEME_LIGHT, 1);
  g_assert_false (style.show_serial);
  for (guint i = 0; i < G_N_ELEMENTS (charts); i++)
    {
      g_test_message ("footer: %s | with serial: %s", ds_chart_get_text (charts[i], 2), charts[i]->footer1_serial);
      g_assert_null (strstr (ds_chart_get_text (charts[i], 2), "S/N"));
      g_assert_nonnull (charts[i]->footer1_serial);
      g_assert_nonnull (strstr (charts[i]->footer1_serial, "S/N"));
    }
}

/* Issue 29 #12: the image names the test file's size as the window does,
 * in the binary units it is chosen in. */
static void
test_results_size_as_the_window_says_it (void)
{
  g_autoptr(DsChart) chart = make_chart (DS_CHART_RESULTS, FALSE);
  g_autoptr(GPtrArray) runs = three_runs ();
  const DsBenchResult *r = g_ptr_array_index (runs, 2);
  g_autofree char *size = ds_format_bytes_binary ((guint64) ds_run_settings_get_size_bytes (r->settings));

  g_test_message ("%s", ds_chart_get_text (chart, 3));
  g_assert_nonnull (strstr (ds_chart_get_text (chart, 3), size));
}

static void
test_compare_bar_length_follows_value (void)
{
  g_autoptr(DsChart) chart = make_chart (DS_CHART_COMPARE, FALSE);
  GArray *items;
  guint bars = 0;

  check_bars (chart, 1);
  check_bars (chart, 2);
  items = ds_chart_get_items (chart);
  for (guint i = 0; i < items->len; i++)
    if (g_array_index (items, DsChartItem, i).kind == DS_CHART_ITEM_BAR)
      bars++;
  /* 4 tests × (read + write) × 3 runs, and the mix tests of the SATA run */
  g_assert_cmpuint (bars, ==, 4 * 2 * 3 + 4);
  save_sample (chart, "compare");
}

static guint
count_row (const Image  *img,
           DsChartRect   plot,
           int           y,
           DsChartColor  colour)
{
  guint n = 0;

  for (int x = (int) ceil (plot.x * img->scale) + 2; x < (int) floor ((plot.x + plot.width) * img->scale) - 2; x++)
    if (same_color (pixel (img, x, y), colour, 0.05))
      n++;
  return n;
}

static void
check_threshold_row (DsChart       *chart,
                     DsChartAxisId  axis,
                     double         value,
                     DsChartColor   colour)
{
  for (double s = 1; s <= 3; s++)
    {
      Image img = draw (chart, 1200, 700, s, DS_CHART_THEME_LIGHT);
      DsChartRect plot;
      double y;
      guint best = 0;
      int best_y = -1;

      g_assert_true (ds_chart_get_plot_area (chart, 0, &plot));
      g_assert_true (ds_chart_map_value (chart, 0, axis, value, &y));
      /* Find the row with most of the threshold colour near the value. */
      for (int dy = -6; dy <= 6; dy++)
        {
          int row = (int) floor (y * s) + dy;
          guint n = count_row (&img, plot, row, colour);

          if (n > best)
            {
              best = n;
              best_y = row;
            }
        }
      /* A dashed line across the plot, within a pixel of its value … */
      g_assert_cmpfloat (best, >, plot.width * s * 0.4);
      g_assert_cmpfloat (fabs ((best_y + 0.5) - y * s), <=, 1.5 * s);
      /* … and nowhere else nearby. */
      g_assert_cmpuint (count_row (&img, plot, (int) floor (y * s) + (int) (8 * s), colour), <, best / 10);
      g_assert_cmpuint (count_row (&img, plot, (int) floor (y * s) - (int) (8 * s), colour), <, best / 10);
      image_clear (&img);
    }
}

/* A temperature threshold is a band beside the °C axis, from its value
 * up: at its value the columns right of the plot have its colour, the row
 * across the plot (where the MB/s curve runs) has next to none, and below
 * the value the band has ended. */
static void
check_threshold_band (DsChart      *chart,
                      double        value,
                      DsChartColor  colour)
{
  for (double s = 1; s <= 3; s++)
    {
      Image img = draw (chart, 1200, 700, s, DS_CHART_THEME_LIGHT);
      DsChartRect plot;
      double y;
      int right, above, below;

      g_assert_true (ds_chart_get_plot_area (chart, 0, &plot));
      g_assert_true (ds_chart_map_value (chart, 0, DS_CHART_AXIS_Y2, value, &y));
      right = (int) ceil ((plot.x + plot.width) * s);
      above = (int) floor (y * s) - (int) (2 * s);
      below = (int) floor (y * s) + (int) (3 * s);
      g_assert_true (same_color (pixel (&img, right + (int) (2 * s), above), colour, 0.05));
      g_assert_false (same_color (pixel (&img, right + (int) (2 * s), below), colour, 0.05));
      for (int dy = -2; dy <= 2; dy++)
        g_assert_cmpuint (count_row (&img, plot, (int) floor (y * s) + dy, colour), <=, 3 * s);
      image_clear (&img);
    }
}

static void
test_thermal_threshold_at_its_value (void)
{
  g_autoptr(DsChart) chart = make_chart (DS_CHART_THERMAL, FALSE);
  GArray *items;
  guint markers = 0;

  /* the fixture's warning temperature is 82 °C, drawn in the warning colour */
  check_threshold_band (chart, 82.0, ds_chart_role_color (DS_CHART_THEME_LIGHT, DS_CHART_ROLE_WARNING));
  items = ds_chart_get_items (chart);
  for (guint i = 0; i < items->len; i++)
    if (g_array_index (items, DsChartItem, i).kind == DS_CHART_ITEM_MARKER)
      markers++;
  g_assert_cmpuint (markers, ==, 2);
  save_sample (chart, "thermal");
}

static void
forget_percentiles (DsBenchResult *r)
{
  for (guint i = 0; i < r->tests->len; i++)
    {
      DsBenchTestResult *t = g_ptr_array_index (r->tests, i);

      for (guint k = 0; k < t->runs->len; k++)
        {
          DsIoRunStats *s = &g_array_index (t->runs, DsIoRunStats, k);

          s->lat_p50_us = s->lat_p90_us = s->lat_p99_us = s->lat_p999_us = s->lat_p9999_us = NAN;
        }
    }
}

/* Imported CrystalDiskMark runs have no percentiles: such tests are left
 * out of the latency chart, and its footer says how many. */
static void
test_latency_leaves_out_tests_without_percentiles (void)
{
  g_autoptr(GPtrArray) runs = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_bench_result_free);
  g_autoptr(DsChart) chart = NULL;
  DsBenchResult *cdm = load_bench (FIXTURE ("bench-sata.json"));
  guint with, without = 0, n_cdm = cdm->tests->len;

  forget_percentiles (cdm);
  g_ptr_array_add (runs, cdm);
  g_assert_cmpuint (ds_chart_latency_count_tests (runs, &without), ==, 0);
  g_assert_cmpuint (without, ==, n_cdm);
  g_ptr_array_add (runs, load_bench (FIXTURE ("bench-nvme.json")));
  with = ds_chart_latency_count_tests (runs, &without);
  g_assert_cmpuint (with, >, 0);
  g_assert_cmpuint (without, ==, n_cdm);
  chart = ds_chart_new_latency (runs, NULL);
  g_test_message ("%s", chart->footer2);
  g_assert_cmpuint (chart->series->len, ==, MIN (with, 8));
  g_assert_nonnull (strstr (chart->footer2, "no latency percentiles"));
}

/* A live run's chart grown sample by sample (ds_chart_thermal_append, as the
 * Thermal page does) draws exactly what the chart made from all the samples
 * at once draws: past the hour (the axis label changes), into the cool-down,
 * with a sensor that starts reporting only after a while (that append is
 * refused, and the chart is made anew). */
static void
test_thermal_append_draws_as_rebuilt (void)
{
  g_autoptr(DsThermalResult) all = ds_thermal_result_new ();
  g_autoptr(DsThermalResult) first = ds_thermal_result_new ();
  g_autoptr(DsChart) whole = NULL;
  g_autoptr(DsChart) grown = NULL;
  gboolean refused = FALSE;
  Image a, b;
  guint n_chunks = 0;

  for (guint i = 0; i < 3700; i++)
    {
      DsThermalSample s = { i * 1.0, 900 + (i % 37) * 3.0, i < 40 ? NAN : 40 + i / 200.0,
                            (guint64) i * 900000000, FALSE };

      g_array_append_val (all->samples, s);
    }
  for (guint i = 0; i < 20; i++)
    {
      DsThermalSample c = { 3700 + i * 30.0, NAN, 58 - i * 0.5, G_GUINT64_CONSTANT (3330000000000), TRUE };

      g_array_append_val (all->samples, c);
    }
  all->warning_temp_c = first->warning_temp_c = 70;
  all->critical_temp_c = first->critical_temp_c = 80;
  whole = ds_chart_new_thermal (all);

  g_array_append_vals (first->samples, all->samples->data, 5);
  grown = ds_chart_new_thermal (first);
  for (guint at = 5; at < all->samples->len; n_chunks++)
    {
      guint n = MIN (1 + n_chunks % 7, all->samples->len - at);
      const DsThermalSample *chunk = &g_array_index (all->samples, DsThermalSample, at);

      if (!ds_chart_thermal_append (grown, chunk, n))
        {
          g_autoptr(DsThermalResult) so_far = ds_thermal_result_new ();

          /* Only the first temperature is a reason to start over. */
          g_assert_false (refused);
          refused = TRUE;
          so_far->warning_temp_c = 70;
          so_far->critical_temp_c = 80;
          g_array_append_vals (so_far->samples, all->samples->data, at + n);
          g_clear_pointer (&grown, ds_chart_free);
          grown = ds_chart_new_thermal (so_far);
        }
      at += n;
    }
  g_assert_true (refused);
  a = draw (whole, 1280, 720, 1, DS_CHART_THEME_LIGHT);
  b = draw (grown, 1280, 720, 1, DS_CHART_THEME_LIGHT);
  cairo_surface_flush (a.surface);
  cairo_surface_flush (b.surface);
  g_test_message ("%u appends", n_chunks);
  g_assert_cmpint (cairo_image_surface_get_stride (a.surface), ==, cairo_image_surface_get_stride (b.surface));
  g_assert_true (memcmp (cairo_image_surface_get_data (a.surface), cairo_image_surface_get_data (b.surface),
                         (gsize) cairo_image_surface_get_stride (a.surface) *
                         (gsize) cairo_image_surface_get_height (a.surface)) == 0);
  image_clear (&a);
  image_clear (&b);
}

/* What DsChartWidget does with a growing chart, into images: the chrome
 * once per layout, then for each delivery only the strip it changed. */
typedef struct
{
  cairo_surface_t *chrome;
  cairo_surface_t *canvas;
  double           end;
  guint            relayouts, strips;
  double           widest;
} Strips;

static cairo_surface_t *
scaled_image (double width,
              double height,
              double scale)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ceil (width * scale),
                                                         (int) ceil (height * scale));

  cairo_surface_set_device_scale (surface, scale, scale);
  return surface;
}

static void
strips_frame (Strips             *st,
              DsChart            *chart,
              double              width,
              double              height,
              const DsChartStyle *style)
{
  DsChartRect strip;
  cairo_t *cr;

  if (st->canvas == NULL || !ds_chart_layout_unchanged (chart, width, height, style))
    {
      g_clear_pointer (&st->chrome, cairo_surface_destroy);
      g_clear_pointer (&st->canvas, cairo_surface_destroy);
      st->chrome = scaled_image (width, height, style->scale);
      cr = cairo_create (st->chrome);
      ds_chart_draw_chrome (chart, cr, width, height, style);
      cairo_destroy (cr);
      st->canvas = scaled_image (width, height, style->scale);
      cr = cairo_create (st->canvas);
      cairo_set_source_surface (cr, st->chrome, 0, 0);
      cairo_paint (cr);
      g_assert_true (ds_chart_strip_all (chart, &strip));
      ds_chart_draw_strip (chart, cr, style, &strip);
      cairo_destroy (cr);
      st->relayouts++;
    }
  else if (ds_chart_strip_since (chart, st->end, &strip))
    {
      cr = cairo_create (st->canvas);
      cairo_rectangle (cr, strip.x, strip.y, strip.width, strip.height);
      cairo_clip (cr);
      cairo_set_source_surface (cr, st->chrome, 0, 0);
      cairo_paint (cr);
      ds_chart_draw_strip (chart, cr, style, &strip);
      cairo_destroy (cr);
      st->strips++;
      st->widest = MAX (st->widest, strip.width);
    }
  st->end = ds_chart_data_end (chart);
}

/* Pixels of @a and @b that differ, and the largest difference of a channel. */
static guint
count_different (cairo_surface_t *a,
                 cairo_surface_t *b,
                 guint           *max_diff)
{
  const guint8 *pa, *pb;
  int stride = cairo_image_surface_get_stride (a);
  int w = cairo_image_surface_get_width (a), h = cairo_image_surface_get_height (a);
  guint n = 0;

  cairo_surface_flush (a);
  cairo_surface_flush (b);
  pa = cairo_image_surface_get_data (a);
  pb = cairo_image_surface_get_data (b);
  g_assert_cmpint (stride, ==, cairo_image_surface_get_stride (b));
  *max_diff = 0;
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++)
      {
        const guint8 *qa = pa + y * stride + x * 4, *qb = pb + y * stride + x * 4;
        gboolean differs = FALSE;

        for (int c = 0; c < 3; c++)
          if (qa[c] != qb[c])
            {
              *max_diff = MAX (*max_diff, (guint) ABS (qa[c] - qb[c]));
              differs = TRUE;
            }
        n += differs;
      }
  return n;
}

static cairo_surface_t *
draw_whole (DsChart            *chart,
            double              width,
            double              height,
            const DsChartStyle *style)
{
  cairo_surface_t *surface = scaled_image (width, height, style->scale);
  cairo_t *cr = cairo_create (surface);

  ds_chart_draw (chart, cr, width, height, style);
  cairo_destroy (cr);
  return surface;
}

/* An hour at 4 Hz with a jump that rescales the MB/s axis, a temperature
 * every fourth sample, and one sample that dips to 20 MB/s. */
static DsThermalSample
hour_sample (guint i)
{
  double t = i / 4.0;
  DsThermalSample s = { t, (t < 600 ? 900 : 2600) + 60 * sin (i * 0.37), i % 4 == 0 ? 40 + t / 200.0 : NAN,
                        (guint64) (t * 1.5e9), FALSE };

  if (i == 9001)
    s.mbps = 20;
  return s;
}

/* The live chart drawn a strip per delivery (as the window draws it) is
 * the chart drawn whole (to a rounding step in a few edge pixels) — as lines early on, as bands
 * later, at scale 1 and 2 — and the strips stay narrow: the axes are laid
 * out again only a few times in an hour, not with every delivery. */
static void
test_thermal_strips_draw_as_whole (gconstpointer data)
{
  double scale = GPOINTER_TO_UINT (data);
  guint n_samples = scale > 1 ? 4800 : 14400;
  double width = scale > 1 ? 900 : 1280, height = scale > 1 ? 500 : 720;
  g_autoptr(DsThermalResult) first = ds_thermal_result_new ();
  g_autoptr(DsChart) chart = NULL;
  Strips st = { 0 };
  DsChartStyle style;
  guint checks = 0;

  ds_chart_style_init (&style, DS_CHART_THEME_LIGHT, scale);
  first->warning_temp_c = 70;
  first->critical_temp_c = 80;
  for (guint i = 0; i < 4; i++)
    {
      DsThermalSample s = hour_sample (i);

      g_array_append_val (first->samples, s);
    }
  chart = ds_chart_new_thermal (first);
  /* the writing and a 120 s cool-down, as the Thermal page plans it */
  ds_chart_thermal_set_time_span (chart, n_samples / 4.0 + 120);
  strips_frame (&st, chart, width, height, &style);
  for (guint at = 4; at < n_samples; at += 4)
    {
      DsThermalSample four[4];

      for (guint j = 0; j < 4; j++)
        four[j] = hour_sample (at + j);
      g_assert_true (ds_chart_thermal_append (chart, four, 4));
      strips_frame (&st, chart, width, height, &style);
      if (at % 1200 == 0 || at + 4 >= n_samples)
        {
          cairo_surface_t *whole = draw_whole (chart, width, height, &style);
          guint max_diff, n;

          n = count_different (st.canvas, whole, &max_diff);
          if (n > 0)
            g_test_message ("at %u samples: %u pixels differ, by up to %u", at + 4, n, max_diff);
          /* Where a strip's clip cuts a line, cairo can round an edge
           * pixel's coverage a step or two of 255 differently (in well under
           * 1 % of the pixels); a column left stale or drawn wrong differs
           * by the whole line's colour. */
          g_assert_cmpuint (max_diff, <=, 3);
          g_assert_cmpuint (n, <=, (guint) (width * height * scale * scale / 400));
          cairo_surface_destroy (whole);
          checks++;
        }
    }
  /* a 120 s cool-down, a temperature a second: its strips stay as narrow
   * (they start where the cool-down series ended, not where writing did) */
  for (guint k = 0; k < 120; k++)
    {
      DsThermalSample cool = { n_samples / 4.0 + k + 1, NAN, 60 - k / 10.0, (guint64) (n_samples / 4.0 * 1.5e9), TRUE };

      g_assert_true (ds_chart_thermal_append (chart, &cool, 1));
      strips_frame (&st, chart, width, height, &style);
    }
  {
    cairo_surface_t *whole = draw_whole (chart, width, height, &style);
    guint max_diff, n;

    n = count_different (st.canvas, whole, &max_diff);
    g_test_message ("after the cool-down: %u pixels differ, by up to %u", n, max_diff);
    /* a stale or wrong column differs by a line's whole colour */
    g_assert_cmpuint (max_diff, <=, 8);
    g_assert_cmpuint (n, <=, (guint) (width * height * scale * scale / 400));
    cairo_surface_destroy (whole);
    checks++;
  }
  g_test_message ("scale %.0f: %u strips, %u layouts, widest strip %.1f px, %u checks",
                  scale, st.strips, st.relayouts, st.widest, checks);
  g_assert_cmpuint (st.relayouts, <=, 12);
  g_assert_cmpuint (st.strips, >=, n_samples / 4 - 1 + 120 - st.relayouts);
  g_assert_cmpfloat (st.widest, <, 40);
  cairo_surface_destroy (st.chrome);
  cairo_surface_destroy (st.canvas);
}

static DsChartColor
surface_pixel (cairo_surface_t *surface,
               double           x,
               double           y)
{
  Image img = { surface, 1, cairo_image_surface_get_width (surface), cairo_image_surface_get_height (surface) };

  cairo_surface_flush (surface);
  return pixel (&img, (int) floor (x), (int) floor (y));
}

/* The lowest pixel of the column at @x (and its neighbours, where a band's
 * tip may fall) that is at least half the way from the background to the
 * line's colour; -1 when none is. */
static double
lowest_line_pixel (cairo_surface_t *surface,
                   double           x,
                   DsChartColor     line,
                   DsChartColor     bg)
{
  double lowest = -1;
  int h = cairo_image_surface_get_height (surface);

  for (int dx = -1; dx <= 1; dx++)
    for (int y = 0; y < h; y++)
      {
        DsChartColor c = surface_pixel (surface, x + dx, y);
        double mix = (fabs (line.red - bg.red) >= fabs (line.blue - bg.blue))
                       ? (c.red - bg.red) / (line.red - bg.red)
                       : (c.blue - bg.blue) / (line.blue - bg.blue);

        if (mix >= 0.5 && fabs (c.green - (bg.green + mix * (line.green - bg.green))) < 0.1)
          lowest = MAX (lowest, y);
      }
  return lowest;
}

/* An hour at 4 Hz is twelve samples per column of a 1280-pixel chart: a
 * single sample that drops to 20 MB/s must still reach down to 20 MB/s
 * (each column is drawn from its minimum to its maximum, not an average),
 * in the chart drawn whole and in the one drawn a strip at a time. */
static void
test_thermal_band_keeps_a_dip (void)
{
  g_autoptr(DsThermalResult) first = ds_thermal_result_new ();
  g_autoptr(DsChart) chart = NULL;
  guint dip = 9001, n_samples = 14400;
  double x_dip, x_calm, y_low, y_high;
  cairo_surface_t *whole;
  DsChartColor line, bg;
  Strips st = { 0 };
  DsChartStyle style;

  ds_chart_style_init (&style, DS_CHART_THEME_LIGHT, 1);
  line = ds_chart_palette (DS_CHART_THEME_LIGHT, 0);
  bg = ds_chart_background (DS_CHART_THEME_LIGHT);
  for (guint i = 0; i < 4; i++)
    {
      DsThermalSample s = { i / 4.0, 1500, NAN, (guint64) i * 375000000, FALSE };

      g_array_append_val (first->samples, s);
    }
  chart = ds_chart_new_thermal (first);
  ds_chart_thermal_set_time_span (chart, n_samples / 4.0);
  strips_frame (&st, chart, 1280, 720, &style);
  for (guint at = 4; at < n_samples; at += 4)
    {
      DsThermalSample four[4];

      for (guint j = 0; j < 4; j++)
        four[j] = (DsThermalSample) { (at + j) / 4.0, at + j == dip ? 20 : 1500, NAN,
                                      (guint64) (at + j) * 375000000, FALSE };
      g_assert_true (ds_chart_thermal_append (chart, four, 4));
      strips_frame (&st, chart, 1280, 720, &style);
    }
  whole = draw_whole (chart, 1280, 720, &style);
  g_assert_true (ds_chart_map_value (chart, 0, DS_CHART_AXIS_X, dip / 4.0, &x_dip));
  g_assert_true (ds_chart_map_value (chart, 0, DS_CHART_AXIS_X, dip / 4.0 + 120, &x_calm));
  /* Well below the line and just above 20 MB/s. */
  g_assert_true (ds_chart_map_value (chart, 0, DS_CHART_AXIS_Y, 700, &y_high));
  g_assert_true (ds_chart_map_value (chart, 0, DS_CHART_AXIS_Y, 60, &y_low));
  for (guint k = 0; k < 2; k++)
    {
      cairo_surface_t *surface = k == 0 ? whole : st.canvas;
      double dip_reach = lowest_line_pixel (surface, x_dip, line, bg);
      double calm_reach = lowest_line_pixel (surface, x_calm, line, bg);

      g_test_message ("%s: the line reaches down to y %.0f at the dip, %.0f elsewhere; 700 MB/s is at %.0f, 60 MB/s at %.0f",
                      k == 0 ? "whole" : "strips", dip_reach, calm_reach, y_high, y_low);
      /* At the dip the line goes down to near 20 MB/s (its tip is a
       * pixel's width at its deepest, so a few pixels above it count). */
      g_assert_cmpfloat (dip_reach, >, y_low - 6);
      /* Elsewhere it stays far above 700 MB/s. */
      g_assert_cmpfloat (calm_reach, <, y_high);
    }
  cairo_surface_destroy (whole);
  cairo_surface_destroy (st.chrome);
  cairo_surface_destroy (st.canvas);
}

/* A drive without a model is named in charts as the app names it, and
 * that name is never part of the result's JSON (so never saved). */
static void
test_drive_without_model_named_not_saved (void)
{
  g_autoptr(GPtrArray) runs = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_bench_result_free);
  g_autoptr(DsChart) results = NULL;
  g_autoptr(DsChart) compare = NULL;
  g_autoptr(JsonNode) json = NULL;
  g_autofree char *text = NULL;
  DsBenchResult *r = load_bench (FIXTURE ("bench-nvme.json"));
  JsonObject *drive = ds_json_get_object (r->conditions, "drive");

  json_object_remove_member (drive, "model");
  g_ptr_array_add (runs, r);
  g_ptr_array_add (runs, load_bench (FIXTURE ("bench-nvme.json")));
  json_object_remove_member (ds_json_get_object (((DsBenchResult *) g_ptr_array_index (runs, 1))->conditions, "drive"), "model");
  results = ds_chart_new_results (r, DS_CHART_UNITS_MBPS);
  g_assert_null (strstr (results->footer1, "RAID array md0"));
  g_assert_true (g_str_has_prefix (results->footer1, "Drive nvme0n1"));
  g_clear_pointer (&results, ds_chart_free);
  /* a virtual disk: as the window's sidebar names it */
  json_object_set_string_member (drive, "transport", "virtio");
  json_object_set_string_member (drive, "name", "vda");
  results = ds_chart_new_results (r, DS_CHART_UNITS_MBPS);
  g_assert_true (g_str_has_prefix (results->footer1, "Virtual disk vda"));
  g_clear_pointer (&results, ds_chart_free);
  /* with no drive at all */
  json_object_ref (drive);
  json_object_remove_member (r->conditions, "drive");
  results = ds_chart_new_results (r, DS_CHART_UNITS_MBPS);
  g_assert_true (g_str_has_prefix (results->footer1, "Unknown drive"));
  g_clear_pointer (&results, ds_chart_free);
  json_object_set_object_member (r->conditions, "drive", drive);

  r->drive_display_name = g_strdup ("RAID array md0");
  results = ds_chart_new_results (r, DS_CHART_UNITS_MBPS);
  g_test_message ("%s", results->footer1);
  g_assert_true (g_str_has_prefix (results->footer1, "RAID array md0"));
  compare = ds_chart_new_compare (runs, NULL, DS_CHART_UNITS_MBPS);
  g_assert_true (g_str_has_prefix (g_ptr_array_index (compare->groups, 0), "RAID array md0"));
  /* without a display name, the kernel name as the window gives it */
  g_assert_true (g_str_has_prefix (g_ptr_array_index (compare->groups, 1), "Drive nvme0n1"));
  json = ds_bench_result_to_json (r);
  text = json_to_string (json, FALSE);
  g_assert_null (strstr (text, "RAID array md0"));
}

/* Sparse cool-down samples (the first one 5 minutes after writing stopped):
 * the cool-down shading starts where writing stopped, so the plot between
 * the last write sample and the first cool-down sample is shaded too. */
static void
test_thermal_cooldown_shading_starts_when_writing_stops (void)
{
  g_autoptr(DsThermalResult) r = ds_thermal_result_new ();
  g_autoptr(DsChart) chart = NULL;
  Image img;
  DsChartRect plot;
  double x_write, x_gap, x_cool;
  guint shaded_gap = 0, shaded_write = 0, rows = 0;

  for (guint i = 0; i <= 300; i++)
    {
      DsThermalSample s = { i * 2.0, 1000, 50 + i / 15.0, (guint64) i * 2000000000, FALSE };

      g_array_append_val (r->samples, s);
    }
  {
    DsThermalSample c1 = { 900, NAN, 55, 600000000000, TRUE };
    DsThermalSample c2 = { 1200, NAN, 45, 600000000000, TRUE };

    g_array_append_val (r->samples, c1);
    g_array_append_val (r->samples, c2);
  }
  chart = ds_chart_new_thermal (r);
  img = draw (chart, 1200, 700, 1, DS_CHART_THEME_LIGHT);
  g_assert_true (ds_chart_get_plot_area (chart, 0, &plot));
  g_assert_true (ds_chart_map_value (chart, 0, DS_CHART_AXIS_X, 300, &x_write));
  g_assert_true (ds_chart_map_value (chart, 0, DS_CHART_AXIS_X, 750, &x_gap));
  g_assert_true (ds_chart_map_value (chart, 0, DS_CHART_AXIS_X, 1100, &x_cool));
  /* Rows of the plot where the column at 1100 s shows the cool-down shade:
   * the column at 750 s must match it, the one at 300 s must not. */
  for (int y = (int) (plot.y + plot.height * 0.05); y < (int) (plot.y + plot.height * 0.95); y++)
    {
      DsChartColor shade = pixel (&img, (int) x_cool, y);

      if (same_color (shade, ds_chart_background (DS_CHART_THEME_LIGHT), 0.01))
        continue;
      rows++;
      shaded_gap += same_color (pixel (&img, (int) x_gap, y), shade, 0.02);
      shaded_write += same_color (pixel (&img, (int) x_write, y), shade, 0.02);
    }
  g_test_message ("%u rows shaded at 1100 s, %u of them at 750 s, %u at 300 s", rows, shaded_gap, shaded_write);
  g_assert_cmpuint (rows, >, plot.height * 0.5);
  g_assert_cmpuint (shaded_gap, >, rows * 0.9);
  g_assert_cmpuint (shaded_write, <, rows * 0.1);
  image_clear (&img);
}

/* Drivescope records the temperature once a second and the throughput
 * four times: the temperature line joins its own samples, unbroken by the
 * throughput-only samples between them. */
static void
test_thermal_temperature_line_joins_its_samples (void)
{
  g_autoptr(DsThermalResult) r = ds_thermal_result_new ();
  g_autoptr(DsChart) chart = NULL;
  DsChartColor colour = ds_chart_palette (DS_CHART_THEME_LIGHT, 1);
  Image img;
  DsChartRect plot;
  double y, x0, x1;
  guint best = 0;

  for (guint i = 0; i <= 240; i++)
    {
      DsThermalSample s = { i * 0.25, 1000 + (i % 7) * 10, i % 4 == 0 ? 60 : NAN,
                            (guint64) i * 250000000, FALSE };

      g_array_append_val (r->samples, s);
    }
  chart = ds_chart_new_thermal (r);
  img = draw (chart, 1200, 700, 1, DS_CHART_THEME_LIGHT);
  g_assert_true (ds_chart_get_plot_area (chart, 0, &plot));
  g_assert_true (ds_chart_map_value (chart, 0, DS_CHART_AXIS_Y2, 60, &y));
  g_assert_true (ds_chart_map_value (chart, 0, DS_CHART_AXIS_X, 0, &x0));
  g_assert_true (ds_chart_map_value (chart, 0, DS_CHART_AXIS_X, 60, &x1));
  for (int dy = -3; dy <= 3; dy++)
    best = MAX (best, count_row (&img, plot, (int) floor (y) + dy, colour));
  g_test_message ("temperature colour on %u of %.0f px of the written span", best, x1 - x0);
  g_assert_cmpfloat (best, >, (x1 - x0) * 0.8);
  image_clear (&img);
}

static gboolean overlap (DsChartRect a,
                         DsChartRect b);

/* Four runs compared at the size the window shows them: every number
 * beside its bar is whole (not "2457.86 (-1…") and no number sits on
 * another run's bar. */
static void
test_compare_numbers_are_whole (void)
{
  g_autoptr(GPtrArray) runs = three_runs ();
  g_autoptr(DsChart) chart = NULL;
  static const char *labels[] = { "Empty", "90 % full", "SATA MX500", "Again" };
  const double sizes[][2] = { { 640, 480 }, { 800, 600 }, { 1200, 700 } };

  g_ptr_array_add (runs, load_bench (FIXTURE ("bench-nvme.json")));
  chart = ds_chart_new_compare (runs, labels, DS_CHART_UNITS_MBPS);
  /* Runs of two drives: the footer names both, with their runs. */
  {
    JsonObject *nvme = ds_json_get_object (((DsBenchResult *) g_ptr_array_index (runs, 0))->conditions, "drive");
    JsonObject *sata = ds_json_get_object (((DsBenchResult *) g_ptr_array_index (runs, 2))->conditions, "drive");

    g_assert_cmpstr (ds_json_get_string (nvme, "model"), !=, ds_json_get_string (sata, "model"));
    g_assert_nonnull (strstr (chart->footer1, ds_json_get_string (nvme, "model")));
    g_assert_nonnull (strstr (chart->footer1, ds_json_get_string (sata, "model")));
    g_assert_nonnull (strstr (chart->footer1, "(run 3)"));
  }
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    {
      Image img = draw (chart, sizes[s][0], sizes[s][1], 1, DS_CHART_THEME_LIGHT);
      GArray *items = ds_chart_get_items (chart);
      DsChartRect plot;
      guint n_numbers = 0;

      g_assert_true (ds_chart_get_plot_area (chart, 0, &plot));
      for (guint i = 0; i < items->len; i++)
        {
          const DsChartItem *t = &g_array_index (items, DsChartItem, i);

          /* the numbers: text within the plot's rows */
          if (t->kind != DS_CHART_ITEM_TEXT || t->rect.y < plot.y || t->rect.y + t->rect.height > plot.y + plot.height ||
              t->rect.x < plot.x)
            continue;
          n_numbers++;
          if (t->value != 0)
            g_error ("%.0f×%.0f: a number at %.0f,%.0f is cut short", sizes[s][0], sizes[s][1], t->rect.x, t->rect.y);
          for (guint j = 0; j < items->len; j++)
            {
              const DsChartItem *b = &g_array_index (items, DsChartItem, j);
              double mid = t->rect.y + t->rect.height / 2;

              /* a number on a bar of another row of the group */
              if (b->kind == DS_CHART_ITEM_BAR && (mid < b->rect.y || mid > b->rect.y + b->rect.height) &&
                  overlap (t->rect, b->rect) &&
                  MIN (t->rect.y + t->rect.height, b->rect.y + b->rect.height) - MAX (t->rect.y, b->rect.y) > t->rect.height * 0.3)
                g_error ("%.0f×%.0f: a number at %.0f,%.0f covers another bar", sizes[s][0], sizes[s][1],
                         t->rect.x, t->rect.y);
            }
        }
      g_assert_cmpuint (n_numbers, >, 0);
      if (s == 0 && g_getenv ("DS_BUILD_DIR") != NULL)
        {
          g_autofree char *path = g_build_filename (g_getenv ("DS_BUILD_DIR"), "report-samples", "compare-4-runs-640.png", NULL);

          g_mkdir_with_parents (g_getenv ("DS_BUILD_DIR"), 0755);
          cairo_surface_write_to_png (img.surface, path);
        }
      image_clear (&img);
    }
}

static void
test_curve_threshold_at_its_value (void)
{
  g_autoptr(DsChart) chart = make_chart (DS_CHART_CURVE, FALSE);

  check_threshold_row (chart, DS_CHART_AXIS_Y, 3500.0, ds_chart_role_color (DS_CHART_THEME_LIGHT, DS_CHART_ROLE_WARNING));
  save_sample (chart, "curve");
}

static gboolean
inside (DsChartRect r,
        double      x,
        double      y,
        double      margin)
{
  return x >= r.x - margin && x <= r.x + r.width + margin && y >= r.y - margin && y <= r.y + r.height + margin;
}

/* Outside the plot areas, only text and legend swatches may be drawn. */
static void
check_nothing_outside_plot (DsChart      *chart,
                            double        scale,
                            DsChartTheme  theme)
{
  Image img = draw (chart, 900, 560, scale, theme);
  GArray *items = ds_chart_get_items (chart);
  DsChartColor bg = ds_chart_background (theme);
  guint n_plots = ds_chart_get_n_plots (chart);
  guint stray = 0;

  g_assert_cmpuint (n_plots, >, 0);
  for (int py = 0; py < img.height; py++)
    for (int px = 0; px < img.width; px++)
      {
        double x = (px + 0.5) / scale, y = (py + 0.5) / scale;
        gboolean allowed = FALSE;

        if (same_color (pixel (&img, px, py), bg, 0.01))
          continue;
        for (guint p = 0; p < n_plots && !allowed; p++)
          {
            DsChartRect plot;

            ds_chart_get_plot_area (chart, p, &plot);
            allowed = inside (plot, x, y, 1.0);
          }
        for (guint i = 0; i < items->len && !allowed; i++)
          {
            const DsChartItem *it = &g_array_index (items, DsChartItem, i);

            if (it->kind == DS_CHART_ITEM_TEXT || it->kind == DS_CHART_ITEM_LEGEND ||
                it->kind == DS_CHART_ITEM_THRESHOLD)
              allowed = inside (it->rect, x, y, 1.5);
          }
        if (!allowed)
          {
            if (stray < 5)
              g_test_message ("%s: stray pixel at %.1f,%.1f", kind_name (ds_chart_get_kind (chart)), x, y);
            stray++;
          }
      }
  g_assert_cmpuint (stray, ==, 0);
  image_clear (&img);
}

static void
test_nothing_drawn_outside_plot (void)
{
  for (DsChartKind k = DS_CHART_RESULTS; k <= DS_CHART_CURVE; k++)
    {
      g_autoptr(DsChart) chart = make_chart (k, FALSE);

      check_nothing_outside_plot (chart, 1, DS_CHART_THEME_LIGHT);
      check_nothing_outside_plot (chart, 2, DS_CHART_THEME_DARK);
      if (k == DS_CHART_TREND || k == DS_CHART_LATENCY)
        save_sample (chart, kind_name (k));
    }
}

/* ---- text layout ---- */

static gboolean
overlap (DsChartRect a,
         DsChartRect b)
{
  double w = MIN (a.x + a.width, b.x + b.width) - MAX (a.x, b.x);
  double h = MIN (a.y + a.height, b.y + b.height) - MAX (a.y, b.y);

  return w > 0.5 && h > 0.5;
}

static void
check_text_layout (DsChart      *chart,
                   double        width,
                   double        height,
                   double        scale,
                   DsChartTheme  theme)
{
  Image img = draw (chart, width, height, scale, theme);
  GArray *items = ds_chart_get_items (chart);
  guint n_text = 0;

  g_assert_true (same_color (pixel (&img, 1, 1), ds_chart_background (theme), 0.01));
  for (guint i = 0; i < items->len; i++)
    {
      const DsChartItem *a = &g_array_index (items, DsChartItem, i);

      if (a->kind != DS_CHART_ITEM_TEXT && a->kind != DS_CHART_ITEM_LEGEND)
        continue;
      n_text++;
      if (!(a->rect.x >= -0.5 && a->rect.y >= -0.5 && a->rect.x + a->rect.width <= width + 0.5 &&
            a->rect.y + a->rect.height <= height + 0.5))
        g_error ("%s at %.0f×%.0f ×%.0f: text box %.1f,%.1f %.1f×%.1f leaves the picture",
                 kind_name (ds_chart_get_kind (chart)), width, height, scale,
                 a->rect.x, a->rect.y, a->rect.width, a->rect.height);
      for (guint j = i + 1; j < items->len; j++)
        {
          const DsChartItem *b = &g_array_index (items, DsChartItem, j);

          if (b->kind != DS_CHART_ITEM_TEXT && b->kind != DS_CHART_ITEM_LEGEND)
            continue;
          if (overlap (a->rect, b->rect))
            g_error ("%s at %.0f×%.0f ×%.0f: text boxes overlap: %.1f,%.1f %.1f×%.1f and %.1f,%.1f %.1f×%.1f",
                     kind_name (ds_chart_get_kind (chart)), width, height, scale,
                     a->rect.x, a->rect.y, a->rect.width, a->rect.height,
                     b->rect.x, b->rect.y, b->rect.width, b->rect.height);
        }
    }
  g_assert_cmpuint (n_text, >=, 3);
  image_clear (&img);
}

static void
test_text_never_overlaps (void)
{
  static const double sizes[][2] = { { 640, 400 }, { 1920, 1080 }, { 320, 200 } };
  static const char *long_labels[] = {
    "Samsung 990 PRO on the x4 slot, empty", "Samsung 990 PRO on the x2 slot, empty",
    "Samsung 990 PRO 90 % full", "Samsung 990 PRO after firmware 4B2QJXD7",
    "Crucial MX500 on SATA port 1", "Crucial MX500 on SATA port 2 (cable swapped)",
    "WD SN850X with heatsink", "WD SN850X without heatsink",
  };
  g_autoptr(GPtrArray) eight = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_bench_result_free);
  g_autoptr(DsChart) crowded = NULL, crowded_latency = NULL;

  for (guint i = 0; i < 8; i++)
    g_ptr_array_add (eight, load_bench (i % 3 == 0 ? FIXTURE ("bench-sata.json") : i % 3 == 1 ? FIXTURE ("bench-nvme.json")
                                                   : FIXTURE ("bench-hostile.json")));
  crowded = ds_chart_new_compare (eight, long_labels, DS_CHART_UNITS_IOPS);
  crowded_latency = ds_chart_new_latency (eight, long_labels);
  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (double scale = 1; scale <= 3; scale++)
      {
        check_text_layout (crowded, sizes[s][0], sizes[s][1], scale, DS_CHART_THEME_LIGHT);
        check_text_layout (crowded_latency, sizes[s][0], sizes[s][1], scale, DS_CHART_THEME_DARK);
      }

  for (DsChartKind k = DS_CHART_RESULTS; k <= DS_CHART_CURVE; k++)
    for (int hostile = 0; hostile < 2; hostile++)
      {
        g_autoptr(DsChart) chart = make_chart (k, hostile);

        for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
          for (double scale = 1; scale <= 3; scale++)
            check_text_layout (chart, sizes[s][0], sizes[s][1], scale,
                               ((int) scale + s) % 2 ? DS_CHART_THEME_DARK : DS_CHART_THEME_LIGHT);
      }
}

/* ---- colours ---- */

static double
lin (double c)
{
  return c <= 0.04045 ? c / 12.92 : pow ((c + 0.055) / 1.055, 2.4);
}

/* Viénot, Brettel & Mollon (1999): how a protanope or deuteranope sees it. */
static void
simulate (DsChartColor c,
          gboolean     protan,
          double       out[3])
{
  double r = lin (c.red), g = lin (c.green), b = lin (c.blue);
  double L = 17.8824 * r + 43.5161 * g + 4.11935 * b;
  double M = 3.45565 * r + 27.1554 * g + 3.86714 * b;
  double S = 0.0299566 * r + 0.184309 * g + 1.46709 * b;

  if (protan)
    L = 2.02344 * M - 2.52581 * S;
  else
    M = 0.494207 * L + 1.24827 * S;
  out[0] = 0.0809444479 * L - 0.130504409 * M + 0.116721066 * S;
  out[1] = -0.0102485335 * L + 0.0540193266 * M - 0.113614708 * S;
  out[2] = -0.000365296938 * L - 0.00412161469 * M + 0.693511405 * S;
}

static void
test_palette_is_colour_blind_safe (void)
{
  for (int theme = 0; theme < 2; theme++)
    for (int protan = 0; protan < 2; protan++)
      for (guint i = 0; i < 6; i++)
        for (guint j = i + 1; j < 6; j++)
          {
            double a[3], b[3], d;

            simulate (ds_chart_palette (theme, i), protan, a);
            simulate (ds_chart_palette (theme, j), protan, b);
            d = sqrt ((a[0] - b[0]) * (a[0] - b[0]) + (a[1] - b[1]) * (a[1] - b[1]) + (a[2] - b[2]) * (a[2] - b[2]));
            if (d < 0.05)
              g_error ("palette colours %u and %u look alike to a %s (distance %.3f)", i, j,
                       protan ? "protanope" : "deuteranope", d);
          }
}

/* Nothing to draw is still a chart: axes, a title, no warnings. */
static void
test_empty_data_draws (void)
{
  g_autoptr(DsBenchResult) empty = ds_bench_result_new ();
  g_autoptr(DsThermalResult) no_samples = ds_thermal_result_new ();
  g_autoptr(GPtrArray) one = g_ptr_array_new ();
  DsChart *charts[6];
  DsBenchSpec spec;
  DsBenchTestResult *t;
  DsIoRunStats nan_run = { NAN, NAN, 0, 0, NAN, NAN, NAN, NAN, NAN, NAN, NAN, NAN, NAN, NAN };

  g_assert_true (ds_bench_spec_parse ("RND4K Q1T1", &spec, NULL));
  t = ds_bench_test_result_new (&spec, DS_IO_MODE_READ);
  g_array_append_val (t->runs, nan_run);
  g_ptr_array_add (empty->tests, t);
  g_ptr_array_add (one, empty);
  charts[0] = ds_chart_new_results (empty, DS_CHART_UNITS_IOPS);
  charts[1] = ds_chart_new_compare (one, NULL, DS_CHART_UNITS_US);
  charts[2] = ds_chart_new_thermal (no_samples);
  charts[3] = ds_chart_new_trend ("Nothing yet", "none", "MB/s", NULL, 0);
  charts[4] = ds_chart_new_latency (one, NULL);
  charts[5] = ds_chart_new_curve ("Empty", FALSE, "IOPS");
  /* and the smallest pictures allowed still draw every kind without a warning */
  for (DsChartKind k = DS_CHART_RESULTS; k <= DS_CHART_CURVE; k++)
    {
      g_autoptr(DsChart) chart = make_chart (k, TRUE);
      g_autoptr(GBytes) png = ds_chart_render (chart, DS_CHART_FORMAT_PNG, 200, 150, 3, DS_CHART_THEME_LIGHT, NULL);

      g_assert_nonnull (png);
    }
  for (guint i = 0; i < G_N_ELEMENTS (charts); i++)
    {
      Image img = draw (charts[i], 640, 400, 1, DS_CHART_THEME_DARK);

      g_assert_cmpuint (ds_chart_get_items (charts[i])->len, >, 0);
      image_clear (&img);
      ds_chart_free (charts[i]);
    }
}

/* ---- output ---- */

static void
test_save_writes_each_format_whole (void)
{
  g_autoptr(DsChart) chart = make_chart (DS_CHART_RESULTS, TRUE);
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ds-chart-XXXXXX", &error);
  static const char *magic[] = { "\x89PNG", "<?xml", "%PDF" };
  g_autofree char *missing = NULL;

  g_assert_no_error (error);
  for (guint f = 0; f < 3; f++)
    {
      g_autofree char *path = g_strdup_printf ("%s/chart.%u", dir, f);
      g_autofree char *data = NULL;
      gsize len;

      g_assert_true (ds_chart_save (chart, path, (DsChartFormat) f, 640, 400, 2, DS_CHART_THEME_DARK, &error));
      g_assert_no_error (error);
      g_assert_true (g_file_get_contents (path, &data, &len, NULL));
      g_assert_cmpuint (len, >, 1000);
      g_assert_true (memcmp (data, magic[f], strlen (magic[f])) == 0);
      if (f == 1)
        {
          g_assert_null (strstr (data, "<script"));
          g_assert_null (strstr (data, "\x1b"));
        }
      g_unlink (path);
    }
  /* A failure leaves nothing behind. */
  missing = g_build_filename (dir, "no-such-dir", "chart.png", NULL);
  g_assert_false (ds_chart_save (chart, missing, DS_CHART_FORMAT_PNG, 640, 400, 1, DS_CHART_THEME_LIGHT, &error));
  g_assert_nonnull (error);
  g_clear_error (&error);
  g_assert_false (ds_chart_save (chart, missing, DS_CHART_FORMAT_PNG, 50, 400, 1, DS_CHART_THEME_LIGHT, &error));
  g_assert_nonnull (error);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
svg_start (GMarkupParseContext  *context,
           const char           *element,
           const char          **names,
           const char          **values,
           gpointer              user_data,
           GError              **error)
{
  guint *n = user_data;

  (*n)++;
  g_assert_cmpstr (element, !=, "script");
  g_assert_cmpstr (element, !=, "foreignObject");
  for (guint i = 0; names[i] != NULL; i++)
    {
      g_assert_false (g_str_has_prefix (names[i], "on"));
      if (g_str_equal (names[i], "xlink:href") || g_str_equal (names[i], "href"))
        g_assert_true (values[i][0] == '#');
    }
}

/* Every kind's SVG is well-formed XML with nothing active in it. */
static void
test_svg_is_well_formed (void)
{
  for (DsChartKind k = DS_CHART_RESULTS; k <= DS_CHART_CURVE; k++)
    {
      g_autoptr(DsChart) chart = make_chart (k, TRUE);
      g_autoptr(GError) error = NULL;
      g_autoptr(GBytes) svg = ds_chart_render (chart, DS_CHART_FORMAT_SVG, 800, 500, 1, DS_CHART_THEME_DARK, &error);
      GMarkupParser parser = { svg_start, NULL, NULL, NULL, NULL };
      GMarkupParseContext *ctx;
      guint elements = 0;
      gsize len;
      const char *data;

      g_assert_no_error (error);
      data = g_bytes_get_data (svg, &len);
      ctx = g_markup_parse_context_new (&parser, G_MARKUP_PREFIX_ERROR_POSITION, &elements, NULL);
      g_assert_true (g_markup_parse_context_parse (ctx, data, (gssize) len, &error));
      g_assert_true (g_markup_parse_context_end_parse (ctx, &error));
      g_assert_no_error (error);
      g_markup_parse_context_free (ctx);
      g_assert_cmpuint (elements, >, 20);
    }
}

static void
test_inline_svg_ids_are_prefixed (void)
{
  g_autoptr(DsChart) chart = make_chart (DS_CHART_THERMAL, FALSE);
  g_autoptr(GError) error = NULL;
  g_autofree char *a = ds_chart_render_svg_inline (chart, 640, 400, DS_CHART_THEME_LIGHT, "c1-", &error);
  g_autofree char *b = ds_chart_render_svg_inline (chart, 640, 400, DS_CHART_THEME_LIGHT, "c2-", &error);
  const char *p;

  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (a, "<svg"));
  g_assert_null (strstr (a, "<?xml"));
  g_assert_nonnull (strstr (a, "id=\"c1-"));
  for (p = strstr (a, "id=\""); p != NULL; p = strstr (p + 1, "id=\""))
    g_assert_true (g_str_has_prefix (p, "id=\"c1-"));
  for (p = strstr (b, "href=\"#"); p != NULL; p = strstr (p + 1, "href=\"#"))
    g_assert_true (g_str_has_prefix (p, "href=\"#c2-"));
}

/* The health trend is built once (the window's trend view and the CLI's
 * export draw it): TB written, life used on the second axis, the one
 * metric alone where only it was read, nothing without either. */
static DsHistorySnapshot *
snapshot (gint64 taken_at,
          double bytes_written,
          double percentage_used)
{
  DsHistorySnapshot *s = g_new0 (DsHistorySnapshot, 1);

  s->taken_at = taken_at;
  s->bytes_written = bytes_written;
  s->percentage_used = percentage_used;
  return s;
}

static void
test_health_trend_is_built_once (void)
{
  g_autoptr(GPtrArray) snaps = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) only_used = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) none = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(DsChart) both = NULL;
  g_autoptr(DsChart) used = NULL;
  const DsChartSeries *s;

  g_ptr_array_add (snaps, snapshot (1764504000, 12e12, 1));
  g_ptr_array_add (snaps, snapshot (1765368000, NAN, 2));
  g_ptr_array_add (snaps, snapshot (1766232000, 15e12, NAN));
  both = ds_chart_new_health_trend (snaps);
  g_assert_nonnull (both);
  g_assert_cmpstr (both->title, ==, "Health over time");
  g_assert_cmpuint (both->series->len, ==, 2);
  s = g_ptr_array_index (both->series, 0);
  g_assert_cmpstr (s->name, ==, "Data written");
  g_assert_cmpuint (s->points->len, ==, 2);
  g_assert_cmpfloat (g_array_index (s->points, DsChartPoint, 1).y, ==, 15);
  s = g_ptr_array_index (both->series, 1);
  g_assert_cmpstr (s->name, ==, "Life used");
  g_assert_cmpint (s->axis, ==, 1);
  g_assert_cmpuint (s->points->len, ==, 2);

  g_ptr_array_add (only_used, snapshot (1764504000, NAN, 3));
  used = ds_chart_new_health_trend (only_used);
  g_assert_cmpuint (used->series->len, ==, 1);
  g_assert_cmpstr (((DsChartSeries *) g_ptr_array_index (used->series, 0))->name, ==, "Life used");
  g_assert_cmpstr (used->y.label, ==, "Life used (%)");

  g_ptr_array_add (none, snapshot (1764504000, NAN, NAN));
  g_assert_null (ds_chart_new_health_trend (none));
  g_assert_null (ds_chart_new_health_trend (NULL));
}

/* A linear axis maps its low end to 0 and its high end to 1 wherever it
 * starts (a temperature axis from 30 °C), a log axis likewise. */
static void
test_axis_norm_from_its_low_end (void)
{
  g_assert_cmpfloat_with_epsilon (ds_chart_axis_norm (DS_AXIS_LINEAR, 30, 80, 30), 0.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (ds_chart_axis_norm (DS_AXIS_LINEAR, 30, 80, 55), 0.5, 1e-12);
  g_assert_cmpfloat_with_epsilon (ds_chart_axis_norm (DS_AXIS_LINEAR, 30, 80, 80), 1.0, 1e-12);
  g_assert_cmpfloat_with_epsilon (ds_chart_axis_norm (DS_AXIS_LOG10, 10, 1000, 100), 0.5, 1e-12);
  g_assert_true (isnan (ds_chart_axis_norm (DS_AXIS_LOG2, 512, 65536, 0)));
}

/* Tick labels switch unit exactly at the unit: 1000000 is "1M", 10000
 * "10k"; a block of 1 MiB is "1M", of 1 KiB "1K". */
static void
test_tick_labels_at_unit_boundaries (void)
{
  const struct { double value; const char *text; } numbers[] = {
    { 1e6, "1M" }, { 999000, "999k" }, { 1e4, "10k" }, { 9000, "9000" }, { -2e6, "-2M" },
  };
  const struct { double value; const char *text; } blocks[] = {
    { 1048576, "1M" }, { 1047552, "1023K" }, { 1024, "1K" }, { 512, "512" },
  };
  DsChartAxis axis = { 0 };

  for (guint i = 0; i < G_N_ELEMENTS (numbers); i++)
    {
      g_autofree char *t = ds_chart_format_number (numbers[i].value, 1000);

      g_assert_cmpstr (t, ==, numbers[i].text);
    }
  ds_chart_axis_init (&axis, DS_AXIS_LOG2, "Block");
  axis.format = DS_TICK_BLOCK;
  for (guint i = 0; i < G_N_ELEMENTS (blocks); i++)
    {
      g_autofree char *t = ds_chart_axis_format (&axis, blocks[i].value);

      g_assert_cmpstr (t, ==, blocks[i].text);
    }
  ds_chart_axis_clear (&axis);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/chart/trend/health-is-built-once", test_health_trend_is_built_once);
  g_test_add_func ("/ds/chart/axis/norm-from-its-low-end", test_axis_norm_from_its_low_end);
  g_test_add_func ("/ds/chart/axis/tick-labels-at-unit-boundaries", test_tick_labels_at_unit_boundaries);
  g_test_add_func ("/ds/chart/decimate/keeps-minima-and-maxima", test_decimate_keeps_extremes);
  g_test_add_func ("/ds/chart/decimate/leaves-few-points-alone", test_decimate_leaves_few_points_alone);
  g_test_add_func ("/ds/chart/results/bar-length-follows-value", test_results_bar_length_follows_value);
  g_test_add_func ("/ds/chart/compare/bar-length-follows-value", test_compare_bar_length_follows_value);
  g_test_add_func ("/ds/chart/axis/maximum-close-to-the-data", test_axis_maximum_close_to_the_data);
  g_test_add_func ("/ds/chart/theme/annotations-readable-and-distinct", test_annotations_readable_and_distinct);
  g_test_add_func ("/ds/chart/footer/serial-is-an-option", test_serial_is_an_option);
  g_test_add_func ("/ds/chart/results/size-as-the-window-says-it", test_results_size_as_the_window_says_it);
  g_test_add_func ("/ds/chart/thermal/threshold-band-beside-the-axis", test_thermal_threshold_at_its_value);
  g_test_add_func ("/ds/chart/thermal/append-draws-as-rebuilt", test_thermal_append_draws_as_rebuilt);
  g_test_add_data_func ("/ds/chart/thermal/strips-draw-as-whole", GUINT_TO_POINTER (1), test_thermal_strips_draw_as_whole);
  g_test_add_data_func ("/ds/chart/thermal/strips-draw-as-whole-scale-2", GUINT_TO_POINTER (2), test_thermal_strips_draw_as_whole);
  g_test_add_func ("/ds/chart/thermal/band-keeps-a-dip", test_thermal_band_keeps_a_dip);
  g_test_add_func ("/ds/chart/thermal/cooldown-shading-starts-when-writing-stops",
                   test_thermal_cooldown_shading_starts_when_writing_stops);
  g_test_add_func ("/ds/chart/thermal/temperature-line-joins-its-samples",
                   test_thermal_temperature_line_joins_its_samples);
  g_test_add_func ("/ds/chart/compare/numbers-are-whole", test_compare_numbers_are_whole);
  g_test_add_func ("/ds/chart/curve/threshold-line-at-its-value", test_curve_threshold_at_its_value);
  g_test_add_func ("/ds/chart/latency/leaves-out-tests-without-percentiles", test_latency_leaves_out_tests_without_percentiles);
  g_test_add_func ("/ds/chart/drive/without-model-named-by-the-app-not-saved", test_drive_without_model_named_not_saved);
  g_test_add_func ("/ds/chart/all/nothing-drawn-outside-plot", test_nothing_drawn_outside_plot);
  g_test_add_func ("/ds/chart/all/text-never-overlaps", test_text_never_overlaps);
  g_test_add_func ("/ds/chart/all/empty-data-still-draws", test_empty_data_draws);
  g_test_add_func ("/ds/chart/palette/colour-blind-safe", test_palette_is_colour_blind_safe);
  g_test_add_func ("/ds/chart/save/writes-each-format-whole", test_save_writes_each_format_whole);
  g_test_add_func ("/ds/chart/svg/well-formed-and-inert", test_svg_is_well_formed);
  g_test_add_func ("/ds/chart/svg/inline-ids-are-prefixed", test_inline_svg_ids_are_prefixed);
  return g_test_run ();
}
