/* test-suite-report.c — suite runs in charts, reports, exports and
 * comparisons: each kind's axes, curves, limit line and marked answer, a
 * partial result, overlays of several runs, the step tables of HTML,
 * Markdown and CSV, the JSON export read back, and the per-step comparison
 * with the conditions that differ.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <math.h>
#include <string.h>

#include "ds-chart-private.h"
#include "ds-error.h"
#include "ds-history-compare.h"
#include "ds-history-store.h"
#include "ds-json.h"
#include "ds-report.h"
#include "ds-suite-text.h"
#include "ds-suite-analysis.h"

#define KIB G_GUINT64_CONSTANT (1024)

/* ---- building results ---- */

static DsSuiteStep *
add_step (DsSuiteResult *r,
          const char    *label,
          guint          read_percent,
          guint          random_percent,
          guint64        block,
          guint          qd,
          guint          threads,
          double         iops,
          double         p99_us)
{
  DsSuiteStepSpec spec = { (char *) label, read_percent, random_percent, block, qd, threads };
  DsSuiteStep *st = ds_suite_step_new (&spec);

  st->stats.iops = iops;
  st->stats.mbps = iops * block / 1e6;
  st->stats.seconds = 1;
  st->stats.ios = (guint64) iops;
  st->stats.bytes = (guint64) iops * block;
  /* Little's law holds: mean = outstanding / IOPS */
  st->stats.lat_mean_us = qd * threads / iops * 1e6;
  st->stats.lat_p50_us = st->stats.lat_mean_us;
  st->stats.lat_p99_us = p99_us;
  st->stats.lat_p999_us = p99_us * 1.5;
  g_ptr_array_add (r->steps, st);
  return st;
}

static DsSuiteResult *
result_new (DsSuiteKind  kind,
            const char  *model,
            double       fill,
            gint64       start)
{
  DsSuiteResult *r = ds_suite_result_new (kind);
  JsonObject *drive = json_object_new ();

  r->uuid = g_uuid_string_random ();
  r->start_time = start;
  r->end_time = start + 60;
  r->status = DS_RUN_STATUS_COMPLETED;
  json_object_set_string_member (drive, "model", model);
  json_object_set_string_member (drive, "serial", "S123");
  json_object_set_object_member (r->conditions, "drive", drive);
  json_object_set_string_member (r->conditions, "filesystem", "ext4");
  if (isfinite (fill))
    json_object_set_double_member (r->conditions, "fill_percent", fill);
  json_object_set_double_member (r->settings, "latency_limit_us", 750);
  return r;
}

/* 4K … 1M read and write, flat from 128K */
static DsSuiteResult *
blocksize_result (const char *model,
                  double      fill,
                  gint64      start,
                  double      scale)
{
  DsSuiteResult *r = result_new (DS_SUITE_BLOCKSIZE, model, fill, start);
  static const guint64 blocks[] = { 4 * KIB, 16 * KIB, 64 * KIB, 128 * KIB, 512 * KIB, 1024 * KIB };
  static const double read_mbps[] = { 400, 1200, 2600, 3200, 3210, 3205 };

  for (guint m = 0; m < 2; m++)
    for (guint b = 0; b < G_N_ELEMENTS (blocks); b++)
      add_step (r, NULL, m == 0 ? 100 : 0, 0, blocks[b], 4, 1,
                read_mbps[b] * scale * (m == 0 ? 1 : 0.3) * 1e6 / blocks[b], 100);
  return r;
}

/* 4K random read at QD 1 … 64: p99 crosses 750 µs after QD 16 */
static DsSuiteResult *
qd_result (const char *model,
           double      fill,
           gint64      start,
           guint       n_threads)
{
  DsSuiteResult *r = result_new (DS_SUITE_QD_SCALING, model, fill, start);
  static const guint qds[] = { 1, 2, 4, 8, 16, 32, 64 };

  for (guint t = 1; t <= n_threads; t++)
    for (guint q = 0; q < G_N_ELEMENTS (qds); q++)
      add_step (r, NULL, 100, 100, 4 * KIB, qds[q], t, MIN (qds[q] * t * 20000.0, 300000.0), 40.0 * qds[q]);
  return r;
}

static DsSuiteResult *
mixes_result (const char *model,
              gint64      start,
              double      scale)
{
  DsSuiteResult *r = result_new (DS_SUITE_MIXES, model, NAN, start);
  static const guint qds[] = { 1, 4, 16 };

  for (guint q = 0; q < G_N_ELEMENTS (qds); q++)
    add_step (r, "database", 65, 100, 4 * KIB, qds[q], 1, 10000.0 * qds[q] * scale, 60.0 * qds[q]);
  for (guint q = 0; q < G_N_ELEMENTS (qds); q++)
    add_step (r, "vdi", 25, 80, 4 * KIB, qds[q], 1, 8000.0 * qds[q] * scale, 30.0 * qds[q]);
  return r;
}

static DsSuiteResult *
rwmix_result (void)
{
  DsSuiteResult *r = result_new (DS_SUITE_RWMIX, "Drive R", NAN, 1700000000);
  static const guint shares[] = { 100, 65, 35, 0 };

  for (guint i = 0; i < G_N_ELEMENTS (shares); i++)
    add_step (r, NULL, shares[i], 100, 4 * KIB, 32, 1, 100000.0 + 1000.0 * shares[i], 200);
  return r;
}

/* As the SNIA sweep of a drive: @read_iops at 100 % read falling to
 * @write_iops at 0 %, p99 rising as the writes grow; steps in the order
 * the suite runs them (100 % first). */
static DsSuiteResult *
rwmix_sweep (const char *model,
             gint64      start,
             double      read_iops,
             double      write_iops)
{
  DsSuiteResult *r = result_new (DS_SUITE_RWMIX, model, NAN, start);
  static const guint shares[] = { 100, 95, 65, 50, 35, 5, 0 };

  for (guint i = 0; i < G_N_ELEMENTS (shares); i++)
    add_step (r, NULL, shares[i], 100, 4 * KIB, 32, 1,
              write_iops + (read_iops - write_iops) * shares[i] / 100.0, 300.0 + 7.0 * (100 - shares[i]));
  return r;
}

/* 20 GB written at 1 GB a sample: 2000 MB/s for 8 GB, then 500 MB/s */
static DsSuiteResult *
cache_result (const char *model,
              gint64      start)
{
  DsSuiteResult *r = result_new (DS_SUITE_CACHE, model, NAN, start);
  DsSuiteStep *st = add_step (r, NULL, 0, 0, 1024 * KIB, 8, 1, 1000, 0);

  for (guint i = 1; i <= 20; i++)
    {
      DsSuiteSample smp = { i * 1e9, i <= 8 ? 2000 : 500 };

      g_array_append_val (st->samples, smp);
    }
  return r;
}

static DsSuiteResult *
linear_result (void)
{
  DsSuiteResult *r = result_new (DS_SUITE_LINEAR, "Drive L", NAN, 1700000000);

  for (guint m = 0; m < 2; m++)
    {
      DsSuiteStep *st = add_step (r, NULL, m == 0 ? 100 : 0, 0, 1024 * KIB, 8, 1, 1000, 0);

      for (guint i = 1; i <= 10; i++)
        {
          DsSuiteSample smp = { i * 1e8, (m == 0 ? 1000 : 600) + 10.0 * i };

          g_array_append_val (st->samples, smp);
        }
    }
  return r;
}

/* ---- looking at charts ---- */

static guint
n_series (DsChart *chart,
          int      axis)
{
  guint n = 0;

  for (guint i = 0; i < chart->series->len; i++)
    if (((DsChartSeries *) g_ptr_array_index (chart->series, i))->axis == axis)
      n++;
  return n;
}

static DsChartMarker *
find_marker (DsChart    *chart,
             const char *text)
{
  for (guint i = 0; i < chart->markers->len; i++)
    {
      DsChartMarker *m = g_ptr_array_index (chart->markers, i);

      if (m->label != NULL && strstr (m->label, text) != NULL)
        return m;
    }
  return NULL;
}

/* Draws at a size and returns how many legend swatches and markers came out. */
static void
draw (DsChart *chart,
      guint   *n_legend,
      guint   *n_markers)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1200, 700);
  cairo_t *cr = cairo_create (surface);
  GArray *items;

  ds_chart_draw (chart, cr, 1200, 700, NULL);
  g_assert_cmpint (cairo_status (cr), ==, CAIRO_STATUS_SUCCESS);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  items = ds_chart_get_items (chart);
  *n_legend = *n_markers = 0;
  for (guint i = 0; i < items->len; i++)
    {
      DsChartItem *it = &g_array_index (items, DsChartItem, i);

      *n_legend += it->kind == DS_CHART_ITEM_LEGEND;
      *n_markers += it->kind == DS_CHART_ITEM_MARKER;
    }
}

static void
save_sample (DsChart    *chart,
             const char *name)
{
  const char *build = g_getenv ("DS_BUILD_DIR");
  g_autofree char *dir = NULL, *file = NULL, *path = NULL;
  g_autoptr(GError) error = NULL;

  if (build == NULL)
    return;
  dir = g_build_filename (build, "report-samples", NULL);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  file = g_strdup_printf ("suite-%s.png", name);
  path = g_build_filename (dir, file, NULL);
  g_assert_true (ds_chart_save (chart, path, DS_CHART_FORMAT_PNG, 1200, 700, 1, DS_CHART_THEME_LIGHT, &error));
  g_assert_no_error (error);
}

/* ---- charts of one run ---- */

static void
test_chart_blocksize (void)
{
  g_autoptr(DsSuiteResult) r = blocksize_result ("Drive A", NAN, 1700000000, 1);
  g_autoptr(DsChart) chart = ds_chart_new_suite (r);
  DsChartSeries *read;
  DsChartMarker *m;
  guint n_legend, n_markers;

  g_assert_cmpint (ds_chart_get_kind (chart), ==, DS_CHART_CURVE);
  g_assert_cmpint (chart->x.scale, ==, DS_AXIS_LOG2);
  g_assert_cmpint (chart->x.format, ==, DS_TICK_BLOCK);
  /* MB/s of read and write on the left, their IOPS dashed on the right */
  g_assert_cmpuint (n_series (chart, 0), ==, 2);
  g_assert_cmpuint (n_series (chart, 1), ==, 2);
  read = g_ptr_array_index (chart->series, 0);
  g_assert_cmpstr (read->name, ==, "read");
  g_assert_cmpuint (read->points->len, ==, 6);
  g_assert_cmpfloat (g_array_index (read->points, DsChartPoint, 0).x, ==, 4096);
  g_assert_cmpfloat_with_epsilon (g_array_index (read->points, DsChartPoint, 3).y, 3200, 1e-6);
  /* the plateau from 128K marked at its block */
  m = find_marker (chart, "read: 95 % of peak from 128K");
  g_assert_nonnull (m);
  g_assert_cmpfloat (m->x, ==, 128 * 1024);
  draw (chart, &n_legend, &n_markers);
  g_assert_cmpuint (n_legend, ==, 2);
  g_assert_cmpuint (n_markers, ==, 2);
  save_sample (chart, "blocksize");
}

/* A drive without a model is named as the window names it (a field of the
 * result that is never saved), in the footer and in an overlay's legend. */
static void
test_chart_names_a_drive_without_model (void)
{
  g_autoptr(DsSuiteResult) r = blocksize_result (NULL, NAN, 1700000000, 1);
  g_autoptr(DsChart) bare = ds_chart_new_suite (r);
  g_autoptr(DsChart) named = NULL;
  g_autofree char *label = NULL;

  g_assert_nonnull (strstr (bare->footer1, "Unknown drive"));
  r->drive_display_name = g_strdup ("Virtual disk vda");
  named = ds_chart_new_suite (r);
  g_assert_nonnull (strstr (named->footer1, "Virtual disk vda"));
  g_assert_null (strstr (named->footer1, "Unknown drive"));
  label = ds_chart_suite_run_label (r);
  g_assert_true (g_str_has_prefix (label, "Virtual disk vda · "));
}

/* The share of the plot's width drawn in the row where the latency limit
 * maps, at 1200 × 700: a dashed line across the plot covers most of it; a
 * band beside the right axis (the thermal chart's temperature thresholds)
 * leaves the row empty but for the curves crossing it. */
static double
limit_line_coverage (DsChart *chart)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1200, 700);
  cairo_t *cr = cairo_create (surface);
  DsChartThreshold *limit = g_ptr_array_index (chart->thresholds, 0);
  DsChartRect plot;
  double y;
  guint drawn = 0, n = 0;
  const guint32 *row;
  guint32 background;

  ds_chart_draw (chart, cr, 1200, 700, NULL);
  cairo_surface_flush (surface);
  g_assert_true (ds_chart_get_plot_area (chart, 0, &plot));
  g_assert_true (ds_chart_map_value (chart, 0, limit->axis == 1 ? DS_CHART_AXIS_Y2 : DS_CHART_AXIS_Y,
                                     limit->value, &y));
  background = ((const guint32 *) cairo_image_surface_get_data (surface))[0];
  row = (const guint32 *) (cairo_image_surface_get_data (surface) +
                           (int) floor (y) * cairo_image_surface_get_stride (surface));
  for (int x = (int) plot.x + 2; x < (int) (plot.x + plot.width) - 2; x++, n++)
    drawn += row[x] != background;
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  return n > 0 ? (double) drawn / n : 0;
}

static void
test_chart_qd_limit_and_answer (void)
{
  g_autoptr(DsSuiteResult) r = qd_result ("Drive A", NAN, 1700000000, 1);
  g_autoptr(DsChart) chart = ds_chart_new_suite (r);
  DsChartThreshold *limit;
  DsChartMarker *m;
  DsChartSeries *p99;
  guint n_legend, n_markers;
  double y;

  g_assert_cmpint (ds_chart_get_kind (chart), ==, DS_CHART_CURVE);
  g_assert_cmpint (chart->x.scale, ==, DS_AXIS_LOG2);
  g_assert_cmpint (chart->x.format, ==, DS_TICK_PLAIN);
  g_assert_cmpint (chart->y2.scale, ==, DS_AXIS_LOG10);
  g_assert_cmpuint (n_series (chart, 0), ==, 1);
  g_assert_cmpuint (n_series (chart, 1), ==, 1);
  p99 = g_ptr_array_index (chart->series, 1);
  g_assert_true (p99->dashed);
  g_assert_cmpfloat_with_epsilon (g_array_index (p99->points, DsChartPoint, 6).y, 40.0 * 64, 1e-9);
  /* the limit: one dashed line at 750 µs on the latency axis */
  g_assert_cmpuint (chart->thresholds->len, ==, 1);
  limit = g_ptr_array_index (chart->thresholds, 0);
  g_assert_cmpint (limit->axis, ==, 1);
  g_assert_cmpfloat (limit->value, ==, 750);
  g_assert_nonnull (strstr (limit->label, "750 µs"));
  /* p99 is 640 µs at QD 16 and 1280 µs at QD 32: the answer is QD 16 */
  m = find_marker (chart, "sustains QD 16");
  g_assert_nonnull (m);
  g_assert_cmpfloat (m->x, ==, 16);
  g_assert_cmpfloat_with_epsilon (m->y, 300000, 1e-6);
  draw (chart, &n_legend, &n_markers);
  g_assert_cmpuint (n_markers, ==, 1);
  /* the limit line lands where 750 µs maps on the right axis */
  g_assert_true (ds_chart_map_value (chart, 0, DS_CHART_AXIS_Y2, 750, &y));
  g_assert_true (ds_chart_map_value (chart, 0, DS_CHART_AXIS_Y2, 40.0, &y));
  g_assert_cmpfloat (limit_line_coverage (chart), >, 0.5);
  save_sample (chart, "qd-scaling");
}

static void
test_chart_qd_threads_split (void)
{
  g_autoptr(DsSuiteResult) r = qd_result ("Drive A", NAN, 1700000000, 2);
  g_autoptr(DsChart) chart = ds_chart_new_suite (r);

  /* one curve per thread count, so each QD has one point per curve */
  g_assert_cmpuint (n_series (chart, 0), ==, 2);
  g_assert_cmpstr (((DsChartSeries *) g_ptr_array_index (chart->series, 0))->name, ==, "4K read rnd T1");
  g_assert_cmpstr (((DsChartSeries *) g_ptr_array_index (chart->series, 2))->name, ==, "4K read rnd T2");
  g_assert_cmpuint (((DsChartSeries *) g_ptr_array_index (chart->series, 0))->points->len, ==, 7);
}

/* The GUI redraws as steps finish: a result with its first steps only, and
 * one still without any, draw what they have. */
static void
test_chart_partial_results (void)
{
  for (guint k = 0; k < DS_SUITE_N_KINDS; k++)
    {
      g_autoptr(DsSuiteResult) empty = result_new ((DsSuiteKind) k, "Drive P", NAN, 1700000000);
      g_autoptr(DsChart) chart = ds_chart_new_suite (empty);
      guint n_legend, n_markers;

      draw (chart, &n_legend, &n_markers);
      g_assert_cmpuint (n_markers, ==, 0);
      /* the empty frame says why it is empty */
      g_assert_cmpstr (chart->subtitle, ==, "No step measured anything.");
    }
  {
    g_autoptr(DsSuiteResult) r = qd_result ("Drive A", NAN, 1700000000, 1);
    g_autoptr(DsChart) chart = NULL;
    DsSuiteStep *running;
    guint n_legend, n_markers;

    /* two steps done, the third started but not measured yet */
    g_ptr_array_set_size (r->steps, 3);
    running = g_ptr_array_index (r->steps, 2);
    memset (&running->stats, 0, sizeof running->stats);
    running->stats.mbps = NAN;
    chart = ds_chart_new_suite (r);
    g_assert_cmpuint (((DsChartSeries *) g_ptr_array_index (chart->series, 0))->points->len, ==, 2);
    g_assert_cmpuint (chart->thresholds->len, ==, 1);
    draw (chart, &n_legend, &n_markers);
    g_assert_nonnull (find_marker (chart, "sustains QD 2"));
  }
}

static void
test_chart_mixes_and_rwmix (void)
{
  g_autoptr(DsSuiteResult) mixes = mixes_result ("Drive M", 1700000000, 1);
  g_autoptr(DsSuiteResult) rwmix = rwmix_result ();
  g_autoptr(DsChart) mchart = ds_chart_new_suite (mixes);
  g_autoptr(DsChart) rchart = ds_chart_new_suite (rwmix);
  DsChartSeries *iops;

  /* per-preset curves against QD, each answer marked */
  g_assert_cmpint (mchart->x.scale, ==, DS_AXIS_LOG2);
  g_assert_cmpuint (n_series (mchart, 0), ==, 2);
  g_assert_cmpstr (((DsChartSeries *) g_ptr_array_index (mchart->series, 0))->name, ==, "database");
  g_assert_nonnull (find_marker (mchart, "database: sustains QD 4"));
  g_assert_nonnull (find_marker (mchart, "vdi: sustains QD 16"));
  g_assert_cmpuint (mchart->thresholds->len, ==, 1);
  save_sample (mchart, "mixes");

  /* IOPS against the read share, 0 … 100 %, left to right */
  g_assert_cmpint (rchart->x.scale, ==, DS_AXIS_LINEAR);
  g_assert_cmpfloat (rchart->x.data_min, ==, 0);
  g_assert_cmpfloat (rchart->x.data_max, ==, 100);
  iops = g_ptr_array_index (rchart->series, 0);
  g_assert_cmpuint (iops->points->len, ==, 4);
  g_assert_cmpfloat (g_array_index (iops->points, DsChartPoint, 0).x, ==, 0);
  g_assert_cmpfloat (g_array_index (iops->points, DsChartPoint, 3).x, ==, 100);
  g_assert_cmpfloat (g_array_index (iops->points, DsChartPoint, 3).y, ==, 200000);
  save_sample (rchart, "rwmix");
}

static void
test_chart_cache_and_linear (void)
{
  g_autoptr(DsSuiteResult) cache = cache_result ("Drive C", 1700000000);
  g_autoptr(DsSuiteResult) linear = linear_result ();
  g_autoptr(DsChart) cchart = ds_chart_new_suite (cache);
  g_autoptr(DsChart) lchart = ds_chart_new_suite (linear);
  DsChartMarker *m;
  DsChartThreshold *after;
  DsChartSeries *s;
  DsSuiteCache c;

  /* against GB written, not time; the cache size marked, the speed after it dashed */
  g_assert_cmpint (cchart->x.scale, ==, DS_AXIS_LINEAR);
  g_assert_cmpstr (cchart->x.label, ==, "Written (GB)");
  /* the marker sits where the analysis puts the drop (within a sample of 8 GB) */
  g_assert_true (ds_suite_cache_analyze (((DsSuiteStep *) g_ptr_array_index (cache->steps, 0))->samples, &c));
  g_assert_true (c.found);
  m = find_marker (cchart, "cache ≈");
  g_assert_nonnull (m);
  g_assert_cmpfloat_with_epsilon (m->x, c.cache_bytes / 1e9, 1e-9);
  g_assert_cmpfloat (m->x, >=, 7);
  g_assert_cmpfloat (m->x, <=, 9);
  g_assert_cmpuint (cchart->thresholds->len, ==, 1);
  after = g_ptr_array_index (cchart->thresholds, 0);
  g_assert_cmpfloat_with_epsilon (after->value, 500, 1e-9);
  s = g_ptr_array_index (cchart->series, 0);
  g_assert_cmpfloat (g_array_index (s->points, DsChartPoint, s->points->len - 1).x, ==, 20);
  save_sample (cchart, "cache");

  /* a pass of 1 GB is drawn in MB; each pass with its average dashed */
  g_assert_cmpstr (lchart->x.label, ==, "Position (MB)");
  g_assert_cmpuint (lchart->series->len, ==, 4);
  s = g_ptr_array_index (lchart->series, 0);
  g_assert_true (s->dashed);
  g_assert_false (s->in_legend);
  s = g_ptr_array_index (lchart->series, 1);
  g_assert_nonnull (strstr (s->name, "read: avg"));
  g_assert_nonnull (strstr (s->name, "min 1010, max 1100"));
  g_assert_cmpfloat (g_array_index (s->points, DsChartPoint, s->points->len - 1).x, ==, 1000);
  save_sample (lchart, "linear");
}

/* ---- overlays ---- */

static void
test_chart_compare_overlay (void)
{
  g_autoptr(GPtrArray) runs = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_suite_result_free);
  g_autoptr(DsChart) chart = NULL;
  guint n_legend, n_markers;

  g_ptr_array_add (runs, blocksize_result ("Drive A", 0, 1700000000, 1));
  g_ptr_array_add (runs, blocksize_result ("Drive A", 90, 1700090000, 0.5));
  g_ptr_array_add (runs, blocksize_result ("Drive B", NAN, 1700190000, 0.8));
  chart = ds_chart_new_suite_compare (runs);
  g_assert_cmpint (ds_chart_get_kind (chart), ==, DS_CHART_CURVE);
  g_assert_cmpint (chart->x.scale, ==, DS_AXIS_LOG2);
  /* read and write of each run, a colour per run, write dashed */
  g_assert_cmpuint (chart->series->len, ==, 6);
  for (guint i = 0; i < 6; i++)
    {
      DsChartSeries *s = g_ptr_array_index (chart->series, i);

      g_assert_cmpuint (s->colour, ==, i / 2);
      g_assert_true (s->dashed == (i % 2 == 1));
    }
  /* the legend names drive, fill and date */
  g_assert_nonnull (strstr (((DsChartSeries *) g_ptr_array_index (chart->series, 2))->name, "Drive A · 90 % full · 2023-11-15"));
  g_assert_nonnull (strstr (((DsChartSeries *) g_ptr_array_index (chart->series, 4))->name, "Drive B · 2023-11-17"));
  /* each run's answer on its own curves (read and write); the runs at one
   * block share a label that names them all */
  g_assert_cmpuint (chart->markers->len, ==, 6);
  g_assert_nonnull (find_marker (chart, "1, 2, 3: 95 % of peak from 128K"));
  draw (chart, &n_legend, &n_markers);
  g_assert_cmpuint (n_legend, ==, 6);
  save_sample (chart, "compare-blocksize");
}

/* Cache runs of two drives: a curve each, each run's cache size marked. */
static void
test_chart_compare_cache_answers (void)
{
  g_autoptr(GPtrArray) runs = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_suite_result_free);
  g_autoptr(DsChart) chart = NULL;

  g_ptr_array_add (runs, cache_result ("Drive C", 1700000000));
  g_ptr_array_add (runs, cache_result ("Drive D", 1700090000));
  chart = ds_chart_new_suite_compare (runs);
  g_assert_cmpint (ds_chart_get_kind (chart), ==, DS_CHART_CURVE);
  g_assert_cmpuint (n_series (chart, 0), ==, 2);
  g_assert_nonnull (find_marker (chart, "1: cache ≈ "));
  g_assert_nonnull (find_marker (chart, "2: cache ≈ "));
  save_sample (chart, "compare-cache");
}

static void
test_chart_compare_limits (void)
{
  g_autoptr(GPtrArray) runs = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_suite_result_free);
  g_autoptr(DsChart) chart = NULL;

  for (guint i = 0; i < 9; i++)
    g_ptr_array_add (runs, qd_result ("Drive Q", NAN, 1700000000 + i * 86400, 1));
  g_ptr_array_insert (runs, 1, cache_result ("Drive C", 1700000000));
  chart = ds_chart_new_suite_compare (runs);
  /* the cache run and the 9th qd run are left out, and the footer says so */
  g_assert_cmpuint (n_series (chart, 0), ==, 8);
  g_assert_nonnull (strstr (chart->footer2, "2 runs not shown"));
}

/* Runs of one qd-scaling curve each overlay IOPS and p99 latency, with the
 * limit and each run's answer. */
static void
test_chart_compare_qd_latency (void)
{
  g_autoptr(GPtrArray) runs = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_suite_result_free);
  g_autoptr(DsChart) chart = NULL;
  DsSuiteResult *slow = qd_result ("Drive B", 90, 1700090000, 1);
  guint n_legend, n_markers;

  /* the second drive's p99 is twice as long: it sustains QD 8 */
  for (guint i = 0; i < slow->steps->len; i++)
    ((DsSuiteStep *) g_ptr_array_index (slow->steps, i))->stats.lat_p99_us *= 2;
  g_ptr_array_add (runs, qd_result ("Drive A", 0, 1700000000, 1));
  g_ptr_array_add (runs, slow);
  chart = ds_chart_new_suite_compare (runs);
  g_assert_cmpuint (n_series (chart, 0), ==, 2);
  g_assert_cmpuint (n_series (chart, 1), ==, 2);
  g_assert_cmpuint (((DsChartSeries *) g_ptr_array_index (chart->series, 2))->colour, ==, 1);
  g_assert_cmpuint (chart->thresholds->len, ==, 1);
  g_assert_nonnull (find_marker (chart, "run 1: QD 16"));
  g_assert_nonnull (find_marker (chart, "run 2: QD 8"));
  draw (chart, &n_legend, &n_markers);
  g_assert_cmpuint (n_legend, ==, 3);   /* two runs and the limit */
  g_assert_cmpuint (n_markers, ==, 2);
  save_sample (chart, "compare-qd");

  /* measured against 6 ms (p99 5.1 ms at QD 64), the second run sustains QD 64 and gets its line */
  json_object_set_double_member (slow->settings, "latency_limit_us", 6000);
  g_clear_pointer (&chart, ds_chart_free);
  chart = ds_chart_new_suite_compare (runs);
  g_assert_cmpuint (chart->thresholds->len, ==, 2);
  g_assert_cmpfloat (((DsChartThreshold *) g_ptr_array_index (chart->thresholds, 1))->value, ==, 6000);
  g_assert_nonnull (strstr (((DsChartThreshold *) g_ptr_array_index (chart->thresholds, 1))->label, "run 2: p99 limit 6 ms"));
  g_assert_nonnull (find_marker (chart, "run 1: QD 16"));
  g_assert_nonnull (find_marker (chart, "run 2: QD 64"));
}

static guint
n_labelled_markers (DsChart *chart)
{
  guint n = 0;

  for (guint i = 0; i < chart->markers->len; i++)
    n += ((DsChartMarker *) g_ptr_array_index (chart->markers, i))->label != NULL;
  return n;
}

/* Answers at one depth share a label (the strip holds two rows, so one
 * label each would leave all but two out); every answer keeps its marker. */
static void
test_chart_answers_at_one_depth_share_a_label (void)
{
  g_autoptr(DsSuiteResult) mixes = result_new (DS_SUITE_MIXES, "Drive M", NAN, 1700000000);
  g_autoptr(GPtrArray) runs = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_suite_result_free);
  g_autoptr(DsChart) chart = NULL;
  static const char *presets[] = { "vm", "vdi", "streaming" };
  static const guint qds[] = { 1, 4, 16, 64 };
  guint n_legend, n_markers;
  DsChartMarker *m;

  /* p99 30 µs × QD against the 0.75 ms limit: each sustains QD 16 */
  for (guint p = 0; p < G_N_ELEMENTS (presets); p++)
    for (guint q = 0; q < G_N_ELEMENTS (qds); q++)
      add_step (mixes, presets[p], 50, 100, 4 * KIB, qds[q], 1, 1000.0 * (p + 1) * qds[q], 30.0 * qds[q]);
  chart = ds_chart_new_suite (mixes);
  g_assert_cmpuint (chart->markers->len, ==, 3);
  g_assert_cmpuint (n_labelled_markers (chart), ==, 1);
  m = find_marker (chart, "vm, vdi, streaming: sustain QD 16 (16000, 32000, 48000 IOPS)");
  g_assert_nonnull (m);
  g_assert_cmpfloat (m->x, ==, 16);
  draw (chart, &n_legend, &n_markers);
  g_assert_cmpuint (n_markers, ==, 3);

  /* an overlay of three runs answering QD 16 and one answering QD 8 */
  for (guint r = 0; r < 4; r++)
    {
      DsSuiteResult *run = qd_result ("Drive A", 0, 1700000000 + r * 86400, 1);

      if (r == 2)
        for (guint i = 0; i < run->steps->len; i++)
          ((DsSuiteStep *) g_ptr_array_index (run->steps, i))->stats.lat_p99_us *= 2;
      g_ptr_array_add (runs, run);
    }
  g_clear_pointer (&chart, ds_chart_free);
  chart = ds_chart_new_suite_compare (runs);
  g_assert_cmpuint (chart->markers->len, ==, 4);
  g_assert_cmpuint (n_labelled_markers (chart), ==, 2);
  g_assert_nonnull (find_marker (chart, "runs 1, 2, 4: QD 16"));
  g_assert_nonnull (find_marker (chart, "run 3: QD 8"));
  draw (chart, &n_legend, &n_markers);
  g_assert_cmpuint (n_markers, ==, 4);
}

static void
test_chart_compare_mixes_bars (void)
{
  g_autoptr(GPtrArray) runs = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_suite_result_free);
  g_autoptr(DsChart) chart = NULL;
  guint n_bars = 0;
  GArray *items;
  guint n_legend, n_markers;

  g_ptr_array_add (runs, mixes_result ("Drive A", 1700000000, 1));
  g_ptr_array_add (runs, mixes_result ("Drive B", 1700090000, 2));
  chart = ds_chart_new_suite_compare (runs);
  /* grouped bars: presets as rows, a bar per run, deltas against the first */
  g_assert_cmpint (ds_chart_get_kind (chart), ==, DS_CHART_COMPARE);
  g_assert_cmpuint (chart->categories->len, ==, 2);
  g_assert_cmpuint (chart->groups->len, ==, 2);
  g_assert_cmpuint (chart->panels->len, ==, 2);
  g_assert_true (chart->show_delta);
  /* within the limit: database at QD 4 (40000 IOPS), then twice that */
  g_assert_cmpfloat_with_epsilon (g_array_index (chart->values, double, 0), 40000, 1e-6);
  g_assert_cmpfloat_with_epsilon (g_array_index (chart->values, double, 1), 80000, 1e-6);
  draw (chart, &n_legend, &n_markers);
  items = ds_chart_get_items (chart);
  for (guint i = 0; i < items->len; i++)
    n_bars += g_array_index (items, DsChartItem, i).kind == DS_CHART_ITEM_BAR;
  g_assert_cmpuint (n_bars, ==, 2 * 2 * 2);
  save_sample (chart, "compare-mixes");
}

/* Read/write-mix sweeps of two drives: a line per run against the read
 * share (IOPS solid, p99 dashed, a colour per run), its points the steps'
 * own numbers left to right, each legend with the run's write against read. */
static void
test_chart_compare_rwmix_lines (void)
{
  g_autoptr(GPtrArray) runs = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_suite_result_free);
  g_autoptr(DsChart) chart = NULL;
  guint n_legend, n_markers, n_bars = 0;
  GArray *items;

  g_ptr_array_add (runs, rwmix_sweep ("Drive A", 1700000000, 400000, 136000));
  g_ptr_array_add (runs, rwmix_sweep ("Drive B", 1700090000, 98000, 54000));
  chart = ds_chart_new_suite_compare (runs);
  g_assert_cmpint (ds_chart_get_kind (chart), ==, DS_CHART_CURVE);
  g_assert_cmpint (chart->x.scale, ==, DS_AXIS_LINEAR);
  g_assert_cmpfloat (chart->x.data_min, ==, 0);
  g_assert_cmpfloat (chart->x.data_max, ==, 100);
  g_assert_cmpint (chart->y2.scale, ==, DS_AXIS_LOG10);
  g_assert_cmpuint (chart->series->len, ==, 4);
  g_assert_cmpuint (n_series (chart, 0), ==, 2);
  g_assert_cmpuint (n_series (chart, 1), ==, 2);
  for (guint r = 0; r < 2; r++)
    {
      DsChartSeries *iops = g_ptr_array_index (chart->series, 2 * r);
      DsChartSeries *p99 = g_ptr_array_index (chart->series, 2 * r + 1);
      const DsSuiteResult *res = g_ptr_array_index (runs, r);

      g_assert_cmpuint (iops->colour, ==, r);
      g_assert_cmpuint (p99->colour, ==, r);
      g_assert_false (iops->dashed);
      g_assert_true (p99->dashed);
      g_assert_true (iops->in_legend);
      g_assert_false (p99->in_legend);
      g_assert_cmpuint (iops->points->len, ==, res->steps->len);
      /* left to right, 0 % read first: the last step the suite ran */
      for (guint k = 0; k < iops->points->len; k++)
        {
          const DsSuiteStep *st = g_ptr_array_index (res->steps, res->steps->len - 1 - k);
          const DsChartPoint *p = &g_array_index (iops->points, DsChartPoint, k);
          const DsChartPoint *q = &g_array_index (p99->points, DsChartPoint, k);

          g_assert_cmpfloat (p->x, ==, st->spec.read_percent);
          g_assert_cmpfloat (p->y, ==, st->stats.iops);
          g_assert_cmpfloat (q->y, ==, st->stats.lat_p99_us);
        }
    }
  g_assert_nonnull (strstr (((DsChartSeries *) g_ptr_array_index (chart->series, 0))->name, "1 · Drive A"));
  g_assert_nonnull (strstr (((DsChartSeries *) g_ptr_array_index (chart->series, 0))->name, "(write ×0.34 of read)"));
  g_assert_nonnull (strstr (((DsChartSeries *) g_ptr_array_index (chart->series, 2))->name, "2 · Drive B"));
  g_assert_nonnull (strstr (((DsChartSeries *) g_ptr_array_index (chart->series, 2))->name, "(write ×0.55 of read)"));
  draw (chart, &n_legend, &n_markers);
  g_assert_cmpuint (n_legend, ==, 2);
  items = ds_chart_get_items (chart);
  for (guint i = 0; i < items->len; i++)
    n_bars += g_array_index (items, DsChartItem, i).kind == DS_CHART_ITEM_BAR;
  g_assert_cmpuint (n_bars, ==, 0);
  save_sample (chart, "compare-rwmix");

  /* a run of two block sizes has two curves: still lines, a colour per run */
  {
    DsSuiteResult *more = g_ptr_array_index (runs, 1);

    add_step (more, NULL, 100, 100, 64 * KIB, 32, 1, 20000, 900);
    add_step (more, NULL, 0, 100, 64 * KIB, 32, 1, 9000, 2000);
    g_clear_pointer (&chart, ds_chart_free);
    chart = ds_chart_new_suite_compare (runs);
    g_assert_cmpint (ds_chart_get_kind (chart), ==, DS_CHART_CURVE);
    g_assert_cmpuint (n_series (chart, 0), ==, 3);
    g_assert_cmpuint (((DsChartSeries *) g_ptr_array_index (chart->series, 2))->colour, ==, 1);
  }
}

/* Mixes runs of one preset each (a database workload on two drives) are
 * curves against QD as qd-scaling's, each run's answer marked. */
static void
test_chart_compare_mixes_one_preset_as_curves (void)
{
  g_autoptr(GPtrArray) runs = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_suite_result_free);
  g_autoptr(DsChart) chart = NULL;
  static const guint qds[] = { 1, 4, 16 };

  for (guint r = 0; r < 2; r++)
    {
      DsSuiteResult *m = result_new (DS_SUITE_MIXES, r == 0 ? "Drive A" : "Drive B", NAN, 1700000000 + r * 86400);

      /* p99 60 µs × QD (× 2 on drive B) against 750 µs: QD 4 and QD 1 */
      for (guint q = 0; q < G_N_ELEMENTS (qds); q++)
        add_step (m, "database", 65, 100, 4 * KIB, qds[q], 1, 10000.0 * qds[q], 60.0 * qds[q] * (r + 1) * (r + 1));
      g_ptr_array_add (runs, m);
    }
  chart = ds_chart_new_suite_compare (runs);
  g_assert_cmpint (ds_chart_get_kind (chart), ==, DS_CHART_CURVE);
  g_assert_cmpint (chart->x.scale, ==, DS_AXIS_LOG2);
  g_assert_cmpuint (n_series (chart, 0), ==, 2);
  g_assert_cmpuint (n_series (chart, 1), ==, 2);
  g_assert_cmpuint (chart->thresholds->len, ==, 1);
  g_assert_nonnull (find_marker (chart, "run 1: QD 4"));
  g_assert_nonnull (find_marker (chart, "run 2: QD 1"));
}

/* ---- reports ---- */

static GPtrArray *
report_runs (DsSuiteResult *first,
             DsSuiteResult *second)
{
  GPtrArray *runs = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_report_run_free);

  g_ptr_array_add (runs, ds_report_run_new_suite (first, "empty drive", NULL));
  if (second != NULL)
    g_ptr_array_add (runs, ds_report_run_new_suite (second, "90 % full", "after a week"));
  return runs;
}

static guint
count (const char *haystack,
       const char *needle)
{
  guint n = 0;

  for (const char *p = strstr (haystack, needle); p != NULL; p = strstr (p + 1, needle))
    n++;
  return n;
}

static void
test_report_html_and_markdown (void)
{
  g_autoptr(GPtrArray) one = report_runs (qd_result ("Drive A", 0, 1700000000, 1), NULL);
  g_autoptr(GPtrArray) two = report_runs (qd_result ("Drive A", 0, 1700000000, 1),
                                          qd_result ("Drive A", 90, 1700090000, 1));
  g_autoptr(GError) error = NULL;
  g_autofree char *html = ds_report_write (one, DS_REPORT_FORMAT_HTML, NULL, &error);
  g_autofree char *md = NULL, *html2 = NULL, *txt = NULL;

  g_assert_no_error (error);
  /* the chart inline, the answer, a row per step */
  g_assert_cmpuint (count (html, "<svg"), ==, 1);
  g_assert_nonnull (strstr (html, "sustains QD 16"));
  g_assert_cmpuint (count (html, "<td>4K Q"), ==, 7);

  md = ds_report_write (two, DS_REPORT_FORMAT_MARKDOWN, NULL, &error);
  g_assert_no_error (error);
  /* the comparison names the fill level among the conditions that differ */
  g_assert_nonnull (strstr (md, "- Fill: 0 % | 90 %"));
  {
    const char *line = strstr (md, "| sustained QD \\(QD\\)");
    g_autofree char *row = line ? g_strndup (line, strcspn (line, "\n")) : NULL;

    g_assert_nonnull (row);
    g_assert_nonnull (strstr (row, "| 4K read rnd |"));
    g_assert_nonnull (strstr (row, "| 16 (+0.0 %) "));
  }
  /* two step tables of 7 rows */
  g_assert_cmpuint (count (md, "\n| 4K Q"), ==, 14);

  html2 = ds_report_write (two, DS_REPORT_FORMAT_HTML, NULL, &error);
  g_assert_no_error (error);
  /* overlay + one chart per run */
  g_assert_cmpuint (count (html2, "<svg"), ==, 3);
  g_assert_nonnull (strstr (html2, "<tr class=\"differs\"><th scope=\"row\">Fill level</th>"));

  txt = ds_report_write (one, DS_REPORT_FORMAT_TEXT, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (txt, "sustains QD 16"));
  g_assert_nonnull (strstr (txt, "Label: empty drive"));
}

static void
test_report_csv (void)
{
  g_autoptr(GPtrArray) runs = report_runs (cache_result ("Drive C", 1700000000), qd_result ("Drive A", 0, 1700000000, 1));
  g_autoptr(GError) error = NULL;
  g_autofree char *csv = ds_report_write (runs, DS_REPORT_FORMAT_CSV, NULL, &error);
  g_autoptr(GPtrArray) mixed = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_report_run_free);
  g_autofree char *refused = NULL;
  g_autofree char *path = g_build_filename (DS_FIXTURES, "report", "bench-nvme.json", NULL);

  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (csv, "run_uuid,run_label,drive_model,drive_serial,start_utc,suite,row,step,"));
  /* cache: 1 step + 20 samples; qd-scaling: 7 steps; and the header */
  g_assert_cmpuint (count (csv, "\r\n"), ==, 1 + 1 + 20 + 7);
  g_assert_cmpuint (count (csv, ",sample,"), ==, 20);
  g_assert_cmpuint (count (csv, ",qd-scaling,step,"), ==, 7);

  /* a suite and a benchmark cannot share one CSV */
  g_ptr_array_add (mixed, ds_report_run_new_suite (qd_result ("Drive A", 0, 1700000000, 1), NULL, NULL));
  g_ptr_array_add (mixed, ds_report_run_load (path, &error));
  g_assert_no_error (error);
  refused = ds_report_write (mixed, DS_REPORT_FORMAT_CSV, NULL, &error);
  g_assert_null (refused);
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
}

/* The JSON export is the history's document: read back into a store it
 * gives the same run, and importing it again adds nothing. */
static void
test_report_json_round_trip (void)
{
  DsSuiteResult *r = cache_result ("Drive C", 1700000000);
  g_autofree char *uuid = g_strdup (r->uuid);
  g_autoptr(GPtrArray) runs = report_runs (r, NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *json = ds_report_write (runs, DS_REPORT_FORMAT_JSON, NULL, &error);
  g_autofree char *dir = g_dir_make_tmp ("ds-suite-report-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "h.db", NULL);
  g_autoptr(DsHistoryStore) store = NULL;
  g_autoptr(JsonNode) doc = NULL;
  g_autoptr(DsSuiteResult) back = NULL;
  guint added = 0, skipped = 0;
  gint64 id;

  g_assert_no_error (error);
  doc = ds_json_from_data (json, strlen (json), DS_JSON_MAX_BYTES, &error);
  g_assert_no_error (error);
  store = ds_history_store_open (db, &error);
  g_assert_no_error (error);
  g_assert_true (ds_history_store_import_json (store, doc, &added, &skipped, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (added, ==, 1);
  g_assert_true (ds_history_store_import_json (store, doc, &added, &skipped, &error));
  g_assert_cmpuint (added, ==, 0);
  g_assert_cmpuint (skipped, ==, 1);
  id = ds_history_store_resolve_run (store, uuid, &error);
  g_assert_no_error (error);
  back = ds_history_store_load_suite (store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpint (back->suite, ==, DS_SUITE_CACHE);
  g_assert_cmpuint (back->steps->len, ==, 1);
  g_assert_cmpuint (((DsSuiteStep *) g_ptr_array_index (back->steps, 0))->samples->len, ==, 20);
  g_clear_pointer (&store, ds_history_store_free);
  {
    const char *suffixes[] = { "", "-wal", "-shm", "-journal" };

    for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
      {
        g_autofree char *f = g_strconcat (db, suffixes[i], NULL);

        g_unlink (f);
      }
  }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* ---- comparison ---- */

static JsonNode *
run_json (DsSuiteResult *r)
{
  JsonNode *node = ds_suite_result_to_json (r);

  ds_suite_result_free (r);
  return node;
}

static JsonObject *
find_compare_row (JsonNode   *comparison,
                  const char *test,
                  const char *mode,
                  const char *unit)
{
  JsonArray *rows = ds_json_get_array (json_node_get_object (comparison), "rows");

  for (guint i = 0; i < json_array_get_length (rows); i++)
    {
      JsonObject *row = json_array_get_object_element (rows, i);

      if (g_strcmp0 (ds_json_get_string (row, "test"), test) == 0 &&
          g_strcmp0 (ds_json_get_string (row, "mode"), mode) == 0 &&
          g_strcmp0 (ds_json_get_string (row, "unit"), unit) == 0)
        return row;
    }
  return NULL;
}

static void
test_compare_per_step_deltas (void)
{
  g_autoptr(GPtrArray) runs = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  g_autoptr(JsonNode) comparison = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  JsonObject *row;
  JsonArray *conds;
  gboolean fill = FALSE, drive = FALSE;

  g_ptr_array_add (runs, run_json (blocksize_result ("Drive A", 0, 1700000000, 1)));
  g_ptr_array_add (runs, run_json (blocksize_result ("Drive B", 90, 1700090000, 0.5)));
  comparison = ds_history_compare (runs, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ds_json_get_string (json_node_get_object (comparison), "kind"), ==, "suite");
  g_assert_cmpstr (ds_json_get_string (json_node_get_object (comparison), "suite"), ==, "blocksize");
  /* a row per block and direction, and the answers */
  row = find_compare_row (comparison, "128K", "read", "MB/s");
  g_assert_nonnull (row);
  g_assert_cmpfloat_with_epsilon (json_array_get_double_element (ds_json_get_array (row, "values"), 0), 3200, 1e-6);
  g_assert_cmpfloat_with_epsilon (json_array_get_double_element (ds_json_get_array (row, "delta_percent"), 1), -50, 1e-6);
  g_assert_nonnull (find_compare_row (comparison, "4K", "write", "MB/s"));
  row = find_compare_row (comparison, "plateau", "read", "KiB");
  g_assert_nonnull (row);
  g_assert_cmpfloat (json_array_get_double_element (ds_json_get_array (row, "values"), 1), ==, 128);
  g_assert_cmpuint (json_array_get_length (ds_json_get_array (json_node_get_object (comparison), "rows")), ==,
                    12 + 2 * 2);
  conds = ds_json_get_array (json_node_get_object (comparison), "conditions");
  for (guint i = 0; i < json_array_get_length (conds); i++)
    {
      const char *name = ds_json_get_string (json_array_get_object_element (conds, i), "name");

      fill |= g_strcmp0 (name, "fill") == 0;
      drive |= g_strcmp0 (name, "drive") == 0;
    }
  g_assert_true (fill);
  g_assert_true (drive);
  text = ds_history_compare_to_text (comparison);
  g_assert_nonnull (strstr (text, "Conditions that differ:"));
  g_assert_nonnull (strstr (text, "(-50.0 %)"));
}

static void
test_compare_refuses_other_kinds (void)
{
  g_autoptr(GPtrArray) runs = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) comparison = NULL;
  g_autoptr(JsonNode) bench = NULL;
  g_autofree char *path = g_build_filename (DS_FIXTURES, "report", "bench-nvme.json", NULL);
  g_autofree char *text = NULL;

  g_ptr_array_add (runs, run_json (qd_result ("Drive A", 0, 1700000000, 1)));
  g_ptr_array_add (runs, run_json (blocksize_result ("Drive A", 0, 1700090000, 1)));
  comparison = ds_history_compare (runs, &error);
  g_assert_null (comparison);
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "qd-scaling"));
  g_assert_nonnull (strstr (error->message, "blocksize"));
  g_clear_error (&error);

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  bench = ds_json_from_data (text, strlen (text), DS_JSON_MAX_BYTES, &error);
  g_assert_no_error (error);
  g_ptr_array_remove_index (runs, 1);
  g_ptr_array_add (runs, json_node_ref (bench));
  comparison = ds_history_compare (runs, &error);
  g_assert_null (comparison);
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "Run 1 is a suite run and run 2 is not"));
}

/* The answers of qd-scaling depend on the latency limit: a different limit
 * is a condition that differs, and the sustained QD follows it. */
static void
test_compare_latency_limit_differs (void)
{
  g_autoptr(GPtrArray) runs = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  DsSuiteResult *loose = qd_result ("Drive A", 0, 1700090000, 1);
  g_autoptr(JsonNode) comparison = NULL;
  g_autoptr(GError) error = NULL;
  JsonArray *conds, *values = NULL;
  JsonObject *row;

  json_object_set_double_member (loose->settings, "latency_limit_us", 2000);
  g_ptr_array_add (runs, run_json (qd_result ("Drive A", 0, 1700000000, 1)));
  g_ptr_array_add (runs, run_json (loose));
  comparison = ds_history_compare (runs, &error);
  g_assert_no_error (error);
  conds = ds_json_get_array (json_node_get_object (comparison), "conditions");
  for (guint i = 0; i < json_array_get_length (conds); i++)
    if (g_strcmp0 (ds_json_get_string (json_array_get_object_element (conds, i), "name"), "latency limit") == 0)
      values = ds_json_get_array (json_array_get_object_element (conds, i), "values");
  g_assert_nonnull (values);
  g_assert_cmpstr (json_array_get_string_element (values, 0), ==, "750 µs p99");
  g_assert_cmpstr (json_array_get_string_element (values, 1), ==, "2000 µs p99");
  row = find_compare_row (comparison, "sustained QD", "4K read rnd", "QD");
  g_assert_nonnull (row);
  g_assert_cmpfloat (json_array_get_double_element (ds_json_get_array (row, "values"), 0), ==, 16);
  g_assert_cmpfloat (json_array_get_double_element (ds_json_get_array (row, "values"), 1), ==, 32);
}

/* An English word of the stored keys or units left in a label shown in
 * Russian or Ukrainian: "read", "rnd", "µs", "ms" as whole words. */
static const char *
english_word (const char *text)
{
  static const char *words[] = { "read", "write", "rnd", "seq", "µs", "ms", "mixed", "limit", "within", "sustains" };

  for (guint i = 0; i < G_N_ELEMENTS (words); i++)
    {
      const char *p = text;
      size_t n = strlen (words[i]);

      while ((p = strstr (p, words[i])) != NULL)
        {
          gboolean start = p == text || !g_ascii_isalpha (p[-1]);
          gboolean end = !g_ascii_isalpha (p[n]);

          if (start && end)
            return words[i];
          p += n;
        }
    }
  return NULL;
}

/* Issue 29 #7: the labels the charts make up (series in legends, the
 * latency limit, axes, answers) speak Russian and Ukrainian, not the keys
 * the results are stored under ("4K read rnd", "750 µs"). */
static void
test_chart_labels_translated (void)
{
  g_autofree char *localedir = g_build_filename (g_getenv ("DS_BUILD_DIR"), "po", NULL);
  const char *langs[] = { "ru", "uk" };

  if (setlocale (LC_ALL, "C.UTF-8") == NULL)
    {
      g_test_skip ("the C.UTF-8 locale is missing: gettext ignores LANGUAGE in plain C");
      return;
    }
  for (guint l = 0; l < G_N_ELEMENTS (langs); l++)
    {
      g_autofree char *mo = g_build_filename (localedir, langs[l], "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
      g_autoptr(DsSuiteResult) qd = NULL;
      g_autoptr(DsSuiteResult) bs = NULL;
      g_autoptr(DsChart) qchart = NULL;
      g_autoptr(DsChart) bchart = NULL;
      DsChart *charts[2];
      guint n_checked = 0;

      g_assert_true (g_file_test (mo, G_FILE_TEST_IS_REGULAR));
      g_setenv ("LANGUAGE", langs[l], TRUE);
      bindtextdomain (GETTEXT_PACKAGE, localedir);
      bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
      /* gettext looks again at LANGUAGE once textdomain() is called */
      textdomain (GETTEXT_PACKAGE);
      qd = qd_result ("Drive A", NAN, 1700000000, 1);
      bs = blocksize_result ("Drive A", NAN, 1700000000, 1);
      qchart = ds_chart_new_suite (qd);
      bchart = ds_chart_new_suite (bs);
      charts[0] = qchart;
      charts[1] = bchart;
      for (guint c = 0; c < G_N_ELEMENTS (charts); c++)
        {
          g_autoptr(GPtrArray) texts = g_ptr_array_new ();

          for (guint i = 0; i < charts[c]->series->len; i++)
            g_ptr_array_add (texts, ((DsChartSeries *) g_ptr_array_index (charts[c]->series, i))->name);
          for (guint i = 0; i < charts[c]->thresholds->len; i++)
            g_ptr_array_add (texts, ((DsChartThreshold *) g_ptr_array_index (charts[c]->thresholds, i))->label);
          for (guint i = 0; i < charts[c]->markers->len; i++)
            g_ptr_array_add (texts, ((DsChartMarker *) g_ptr_array_index (charts[c]->markers, i))->label);
          g_ptr_array_add (texts, charts[c]->y.label);
          g_ptr_array_add (texts, charts[c]->y2.label);
          g_ptr_array_add (texts, charts[c]->x.label);
          for (guint i = 0; i < texts->len; i++)
            {
              const char *t = g_ptr_array_index (texts, i);

              if (t == NULL)
                continue;
              g_test_message ("%s: %s", langs[l], t);
              if (english_word (t) != NULL)
                g_test_message ("%s: English \"%s\" in \"%s\"", langs[l], english_word (t), t);
              g_assert_null (english_word (t));
              n_checked++;
            }
        }
      g_assert_cmpuint (n_checked, >=, 6);
      /* The step table's columns line up under Cyrillic headings: every
       * line of the table as many characters long (padding counts
       * characters, not bytes). */
      {
        g_autofree char *text = ds_suite_result_format_text (qd, FALSE);
        g_auto(GStrv) lines = g_strsplit (text, "\n", -1);
        long width = -1;
        guint rows = 0;

        for (guint i = 0; lines[i] != NULL; i++)
          {
            if (width < 0 && !g_str_has_prefix (lines[i], _("Step")))
              continue;
            if (*lines[i] == '\0')
              break;
            g_test_message ("%s: |%s|", langs[l], lines[i]);
            if (width < 0)
              width = g_utf8_strlen (lines[i], -1);
            else
              g_assert_cmpint (g_utf8_strlen (lines[i], -1), ==, width);
            rows++;
          }
        g_assert_cmpuint (rows, >, 3);
      }
    }
  g_unsetenv ("LANGUAGE");
  textdomain (GETTEXT_PACKAGE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/suite-report/chart/blocksize-log2-read-write-and-plateau", test_chart_blocksize);
  g_test_add_func ("/ds/suite-report/chart/names-a-drive-without-model", test_chart_names_a_drive_without_model);
  g_test_add_func ("/ds/suite-report/chart/qd-limit-line-and-answer-marked", test_chart_qd_limit_and_answer);
  g_test_add_func ("/ds/suite-report/chart/labels-translated-ru-uk", test_chart_labels_translated);
  g_test_add_func ("/ds/suite-report/chart/qd-a-curve-per-thread-count", test_chart_qd_threads_split);
  g_test_add_func ("/ds/suite-report/chart/partial-results-draw-what-they-have", test_chart_partial_results);
  g_test_add_func ("/ds/suite-report/chart/mixes-per-preset-and-rwmix-by-read-share", test_chart_mixes_and_rwmix);
  g_test_add_func ("/ds/suite-report/chart/cache-against-gb-and-linear-average", test_chart_cache_and_linear);
  g_test_add_func ("/ds/suite-report/chart/compare-a-colour-per-run-legend-names-drive-fill-date",
                   test_chart_compare_overlay);
  g_test_add_func ("/ds/suite-report/chart/compare-leaves-out-other-suites-and-a-ninth-run",
                   test_chart_compare_limits);
  g_test_add_func ("/ds/suite-report/chart/compare-mixes-as-grouped-bars", test_chart_compare_mixes_bars);
  g_test_add_func ("/ds/suite-report/chart/compare-mixes-of-one-preset-as-curves",
                   test_chart_compare_mixes_one_preset_as_curves);
  g_test_add_func ("/ds/suite-report/chart/compare-rwmix-a-line-per-run-with-latency", test_chart_compare_rwmix_lines);
  g_test_add_func ("/ds/suite-report/chart/compare-cache-each-runs-cache-marked", test_chart_compare_cache_answers);
  g_test_add_func ("/ds/suite-report/chart/compare-qd-with-latency-limit-and-answers", test_chart_compare_qd_latency);
  g_test_add_func ("/ds/suite-report/chart/answers-at-one-depth-share-a-label",
                   test_chart_answers_at_one_depth_share_a_label);
  g_test_add_func ("/ds/suite-report/report/html-markdown-text-steps-and-answers", test_report_html_and_markdown);
  g_test_add_func ("/ds/suite-report/report/csv-a-row-per-step-and-sample", test_report_csv);
  g_test_add_func ("/ds/suite-report/report/json-export-imports-back-once", test_report_json_round_trip);
  g_test_add_func ("/ds/suite-report/compare/per-step-deltas-and-conditions", test_compare_per_step_deltas);
  g_test_add_func ("/ds/suite-report/compare/refuses-other-suites-and-benchmarks", test_compare_refuses_other_kinds);
  g_test_add_func ("/ds/suite-report/compare/latency-limit-is-a-condition", test_compare_latency_limit_differs);
  return g_test_run ();
}
