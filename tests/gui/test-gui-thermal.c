/* test-gui-thermal.c — the Thermal page's figures agree (issue 15, item 6)
 *
 * A recorded run of this machine's virtio disk (tests/fixtures/thermal/
 * recorded-virtio-24s.json) and an NVMe run with a sensor and thresholds
 * (tests/fixtures/report/thermal-nvme.json) are shown on the page as a
 * finished run is: each figure once, the one the core's summary defines,
 * the verdict once and agreeing with the cards; the warning and critical
 * temperatures beside the °C axis, not across the MB/s curve. Then a real
 * ten-second run: while it goes nothing says "average 0 MB/s" or
 * "? · 0 B written".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gstdio.h>

#include "ds-chart-private.h"
#include "ds-chart-widget.h"
#include "ds-drive-list.h"
#include "ds-gui-test.h"
#include "ds-json.h"
#include "ds-thermal-analysis.h"

static DsWindow *window;
static char *work_dir;

static GSettings *
settings (void)
{
  static GSettings *s;

  if (s == NULL)
    s = g_settings_new (APP_ID);
  return s;
}

/* The Thermal page of the drive that holds the temporary directory. */
static DsThermalPage *
thermal_page (void)
{
  DsDriveView *view = ds_gui_test_drive_view (&window, work_dir, 1200, 900, "thermal");

  return view != NULL ? ds_drive_view_get_thermal_page (view) : NULL;
}

static DsThermalResult *
load_fixture (const char *dir,
              const char *name)
{
  g_autofree char *path = g_build_filename (g_getenv ("DS_FIXTURES"), dir, name, NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;
  DsThermalResult *result;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  node = ds_json_from_string (text, &error);
  g_assert_no_error (error);
  result = ds_thermal_result_from_json (node, &error);
  g_assert_no_error (error);
  /* As a finished task delivers it: analysed by this build. */
  ds_thermal_analyze (result);
  return result;
}

/* Visible labels under @root whose text is @text (exactly, or containing
 * it when @part). */
static guint
count_labels (GtkWidget  *root,
              const char *text,
              gboolean    part)
{
  guint n = 0;

  if (!gtk_widget_get_visible (root))
    return 0;
  if (GTK_IS_LABEL (root))
    {
      const char *label = gtk_label_get_label (GTK_LABEL (root));

      n += part ? strstr (label, text) != NULL : g_str_equal (label, text);
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    n += count_labels (child, text, part);
  return n;
}

static void
assert_figure (DsThermalPage *page,
               const char    *title,
               double         mbps)
{
  g_autofree char *want = g_strdup_printf ("%.0f MB/s", mbps);

  g_test_message ("%s: %s (summary %s)", title, ds_thermal_page_get_figure (page, title), want);
  g_assert_cmpstr (ds_thermal_page_get_figure (page, title), ==, want);
}

/* A real run's figures: the verdict's "held" level is the Steady card;
 * start, minimum and average are cards with the summary's numbers; the
 * live Throughput (a moment's figure) is gone; "Written" once; the verdict
 * once (not again as the chart's subtitle, nor a "held for the whole
 * test" line under the cards). */
static void
test_recorded_run_figures_agree (void)
{
  DsThermalPage *page = thermal_page ();
  g_autoptr(DsThermalResult) result = load_fixture ("thermal", "recorded-virtio-24s.json");
  const DsThermalSummary *sum = &result->summary;
  g_autofree char *held = NULL;
  g_autofree char *first_sentence = NULL;
  DsChart *chart;

  if (page == NULL)
    {
      g_test_skip ("this machine lists no drive");
      return;
    }
  ds_thermal_page_show_result (page, result);
  ds_gui_test_settle (GTK_WIDGET (window), 300);
  g_test_message ("verdict: %s", ds_thermal_page_get_verdict (page));
  g_assert_cmpuint (result->events->len, ==, 0);
  held = g_strdup_printf ("%.0f MB/s held", sum->steady_mbps);
  g_assert_nonnull (strstr (ds_thermal_page_get_verdict (page), held));
  assert_figure (page, "Steady", sum->steady_mbps);
  assert_figure (page, "At the start", sum->start_mbps);
  assert_figure (page, "Minimum", sum->min_mbps);
  assert_figure (page, "Average", sum->avg_mbps);
  g_assert_null (ds_thermal_page_get_figure (page, "Throughput"));
  g_assert_cmpuint (count_labels (GTK_WIDGET (page), "Written", FALSE), ==, 1);

  first_sentence = g_strndup (result->verdict, strcspn (result->verdict, "."));
  g_assert_cmpuint (count_labels (GTK_WIDGET (page), first_sentence, TRUE), ==, 1);
  g_assert_cmpuint (count_labels (GTK_WIDGET (page), "No throttling", TRUE), ==, 1);
  chart = ds_chart_widget_get_chart (ds_thermal_page_get_chart (page));
  g_assert_nonnull (chart);
  g_test_message ("chart subtitle: %s", ds_chart_get_text (chart, 1));
  g_assert_null (strstr (ds_chart_get_text (chart, 1) ? ds_chart_get_text (chart, 1) : "", first_sentence));
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "thermal-recorded"));
}

static guint
count_colour (cairo_surface_t *surface,
              int              x0,
              int              x1,
              int              y,
              DsChartColor     c)
{
  unsigned char *data = cairo_image_surface_get_data (surface);
  int stride = cairo_image_surface_get_stride (surface);
  guint n = 0;

  if (y < 0 || y >= cairo_image_surface_get_height (surface))
    return 0;
  x0 = MAX (x0, 0);
  x1 = MIN (x1, cairo_image_surface_get_width (surface));
  for (int x = x0; x < x1; x++)
    {
      guint32 px = *(guint32 *) (data + y * stride + x * 4);
      int r = (px >> 16) & 0xff, g = (px >> 8) & 0xff, b = px & 0xff;

      if (ABS (r - (int) lround (c.red * 255)) <= 12 && ABS (g - (int) lround (c.green * 255)) <= 12 &&
          ABS (b - (int) lround (c.blue * 255)) <= 12)
        n++;
    }
  return n;
}

/* The warning (82 °C) and critical (85 °C) temperatures are marked beside
 * the °C axis: along their height inside the plot, where the MB/s curve
 * runs, no pixel of their colour but a marker's; beside the axis, their
 * colour. */
static void
test_thresholds_only_on_temperature_axis (void)
{
  DsThermalPage *page = thermal_page ();
  g_autoptr(DsThermalResult) result = load_fixture ("report", "thermal-nvme.json");
  const struct { double value; guint role; } lines[] = {
    { 82.0, DS_CHART_ROLE_WARNING }, { 85.0, DS_CHART_ROLE_CRITICAL },
  };
  DsChartWidget *widget;
  DsChart *chart;
  DsChartStyle style;
  DsChartRect plot;
  cairo_surface_t *surface;
  cairo_t *cr;
  int width, height;

  if (page == NULL)
    {
      g_test_skip ("this machine lists no drive");
      return;
    }
  g_assert_cmpfloat (result->warning_temp_c, ==, 82.0);
  g_assert_cmpfloat (result->critical_temp_c, ==, 85.0);
  ds_thermal_page_show_result (page, result);
  ds_gui_test_settle (GTK_WIDGET (window), 300);
  widget = ds_thermal_page_get_chart (page);
  chart = ds_chart_widget_get_chart (widget);
  width = gtk_widget_get_width (GTK_WIDGET (widget));
  height = gtk_widget_get_height (GTK_WIDGET (widget));
  g_assert_cmpint (width, >, 300);
  /* The page's chart drawn as the widget draws it. */
  ds_chart_style_init (&style, DS_CHART_THEME_LIGHT, 1);
  surface = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cr = cairo_create (surface);
  ds_chart_draw (chart, cr, width, height, &style);
  cairo_destroy (cr);
  cairo_surface_flush (surface);
  g_assert_true (ds_chart_get_plot_area (chart, 0, &plot));
  for (guint i = 0; i < G_N_ELEMENTS (lines); i++)
    {
      DsChartColor c = ds_chart_role_color (DS_CHART_THEME_LIGHT, lines[i].role);
      double y;
      guint inside = 0, beside = 0;

      g_assert_true (ds_chart_map_value (chart, 0, DS_CHART_AXIS_Y2, lines[i].value, &y));
      for (int dy = -2; dy <= 2; dy++)
        {
          inside = MAX (inside, count_colour (surface, (int) plot.x + 2, (int) (plot.x + plot.width) - 2,
                                              (int) floor (y) + dy, c));
          beside += count_colour (surface, (int) ceil (plot.x + plot.width), (int) (plot.x + plot.width) + 8,
                                  (int) floor (y) + dy, c);
        }
      g_test_message ("%.0f °C at y %.1f: %u pixels of its colour across the plot, %u beside the axis",
                      lines[i].value, y, inside, beside);
      /* An onset marker's stem is one pixel wide. */
      g_assert_cmpuint (inside, <=, 4);
      g_assert_cmpuint (beside, >, 0);
    }
  cairo_surface_destroy (surface);
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "thermal-thresholds"));
}

static gboolean
has_samples (gpointer user_data)
{
  DsThermalTask *task = ds_thermal_page_get_task (user_data);

  return task != NULL && ds_thermal_task_get_samples (task)->len >= 12 &&
         ds_chart_widget_get_chart (ds_thermal_page_get_chart (user_data)) != NULL;
}

/* While a real run goes, the chart says only what is known: no average of
 * 0 MB/s, no "?" for the date, no "0 B written"; the live Throughput is a
 * figure. Finished, the figures are the summary's. */
static void
test_live_run_shows_what_is_known (void)
{
  DsThermalPage *page = thermal_page ();
  DsChart *chart;
  DsThermalResult *result;
  const char *subtitle, *footer;

  if (page == NULL)
    {
      g_test_skip ("this machine lists no drive to test");
      return;
    }
  g_settings_set_uint (settings (), "thermal-duration-s", 10);
  g_settings_set_uint (settings (), "thermal-cooldown-s", 0);
  g_settings_set_uint (settings (), "thermal-size-mib", 256);
  g_settings_set_uint (settings (), "thermal-sample-ms", 250);
  ds_run_page_set_directory (DS_RUN_PAGE (page), work_dir);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "thermal.start", NULL));
  g_assert_true (ds_gui_test_wait (has_samples, page, 60000));
  g_assert_true (ds_run_page_is_running (DS_RUN_PAGE (page)));
  ds_gui_test_settle (GTK_WIDGET (window), 300);
  chart = ds_chart_widget_get_chart (ds_thermal_page_get_chart (page));
  subtitle = ds_chart_get_text (chart, 1);
  footer = ds_chart_get_text (chart, 3);
  g_test_message ("running: subtitle “%s”, footer “%s”, Throughput %s, Written %s", subtitle, footer,
                  ds_thermal_page_get_figure (page, "Throughput"), ds_thermal_page_get_figure (page, "Written"));
  g_assert_null (strstr (subtitle ? subtitle : "", "average 0"));
  g_assert_nonnull (footer);
  g_assert_false (g_str_has_prefix (footer, "?"));
  g_assert_null (strstr (footer, " 0 B written"));
  g_assert_nonnull (strstr (ds_thermal_page_get_figure (page, "Throughput"), "MB/s"));
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "thermal-running"));

  g_assert_true (ds_gui_test_wait (ds_gui_test_run_page_saved, page, 120000));
  result = ds_thermal_task_get_result (ds_thermal_page_get_task (page));
  g_assert_nonnull (result);
  g_test_message ("verdict: %s", ds_thermal_page_get_verdict (page));
  g_assert_null (ds_thermal_page_get_figure (page, "Throughput"));
  assert_figure (page, "Steady", result->summary.steady_mbps);
  assert_figure (page, "Average", result->summary.avg_mbps);
}

/* A live chart in the window grows a strip per frame (the chart is not
 * drawn whole again while its axes stay), what the widget's nodes show
 * is the chart drawn whole, and a new size draws it whole again. */
static void
test_live_chart_draws_by_strips (void)
{
  GtkWidget *win = gtk_window_new ();
  DsChartWidget *widget = DS_CHART_WIDGET (ds_chart_widget_new ());
  g_autoptr(DsThermalResult) first = ds_thermal_result_new ();
  GtkSnapshot *snapshot;
  GskRenderNode *node;
  cairo_surface_t *shown, *whole;
  DsChartStyle style;
  DsChart *chart;
  guint draws, strips, deliveries = 0, differ = 0, max_diff = 0;
  int width, height;
  graphene_rect_t menu;
  cairo_t *cr;

  for (guint i = 0; i < 8; i++)
    {
      DsThermalSample s = { i / 4.0, 1800, 40, (guint64) i * 450000000, FALSE };

      g_array_append_val (first->samples, s);
    }
  first->warning_temp_c = 70;
  gtk_window_set_default_size (GTK_WINDOW (win), 1000, 600);
  gtk_window_set_child (GTK_WINDOW (win), GTK_WIDGET (widget));
  gtk_window_present (GTK_WINDOW (win));
  chart = ds_chart_new_thermal (first);
  ds_chart_thermal_set_time_span (chart, 600);
  ds_chart_widget_set_chart (widget, chart, "live");
  ds_gui_test_settle (win, 300);
  for (guint at = 8; at < 1608; at += 4, deliveries++)
    {
      DsThermalSample four[4];

      for (guint j = 0; j < 4; j++)
        four[j] = (DsThermalSample) { (at + j) / 4.0, 1800 + 50 * sin ((at + j) * 0.3), 40 + (at + j) / 100.0,
                                      (guint64) (at + j) * 450000000, FALSE };
      g_assert_true (ds_chart_thermal_append (chart, four, 4));
      ds_chart_widget_chart_changed (widget);
      ds_gui_test_settle (win, 5);
    }
  ds_gui_test_settle (win, 100);
  draws = ds_chart_widget_get_n_draws (widget);
  strips = ds_chart_widget_get_n_strips (widget);
  g_test_message ("%u deliveries: %u frames drew something, %u strips", deliveries, draws, strips);
  g_assert_cmpuint (strips, >, 20);
  /* Whole again only when the axes changed: a few times, not per frame. */
  g_assert_cmpuint (draws - strips, <, 12);

  /* The nodes the widget gives GTK show the chart as drawn whole. */
  width = gtk_widget_get_width (GTK_WIDGET (widget));
  height = gtk_widget_get_height (GTK_WIDGET (widget));
  snapshot = gtk_snapshot_new ();
  GTK_WIDGET_GET_CLASS (widget)->snapshot (GTK_WIDGET (widget), snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  shown = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cr = cairo_create (shown);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  gsk_render_node_unref (node);
  ds_chart_style_init (&style, DS_CHART_THEME_LIGHT, 1);
  whole = cairo_image_surface_create (CAIRO_FORMAT_RGB24, width, height);
  cr = cairo_create (whole);
  ds_chart_draw (chart, cr, width, height, &style);
  cairo_destroy (cr);
  cairo_surface_flush (shown);
  cairo_surface_flush (whole);
  /* The chart's Save Image / Copy menu is drawn over its top right corner. */
  g_assert_true (gtk_widget_compute_bounds (ds_gui_test_find_widget (GTK_WIDGET (widget), GTK_TYPE_MENU_BUTTON),
                                            GTK_WIDGET (widget), &menu));
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      {
        const guint8 *a = cairo_image_surface_get_data (shown) + y * cairo_image_surface_get_stride (shown) + x * 4;
        const guint8 *b = cairo_image_surface_get_data (whole) + y * cairo_image_surface_get_stride (whole) + x * 4;
        guint d = 0;

        if (graphene_rect_contains_point (&menu, &GRAPHENE_POINT_INIT (x, y)))
          continue;
        for (int c = 0; c < 3; c++)
          d = MAX (d, (guint) ABS (a[c] - b[c]));
        differ += d > 0;
        max_diff = MAX (max_diff, d);
      }
  g_test_message ("%dx%d: %u pixels differ from the chart drawn whole, by up to %u", width, height, differ, max_diff);
  g_assert_cmpuint (max_diff, <=, 3);
  g_assert_cmpuint (differ, <, (guint) (width * height / 400));
  cairo_surface_destroy (shown);
  cairo_surface_destroy (whole);

  /* A new size: drawn whole once, no strip. */
  strips = ds_chart_widget_get_n_strips (widget);
  draws = ds_chart_widget_get_n_draws (widget);
  gtk_window_set_default_size (GTK_WINDOW (win), 800, 500);
  ds_gui_test_settle (win, 300);
  g_assert_cmpuint (ds_chart_widget_get_n_draws (widget), >, draws);
  g_assert_cmpuint (ds_chart_widget_get_n_strips (widget), ==, strips);
  gtk_window_destroy (GTK_WINDOW (win));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  ds_gui_test_setup_environment (&argc, &argv);
  gtk_test_init (&argc, &argv, NULL);
  work_dir = ds_gui_test_make_work_dir ();

  g_test_add_func ("/ds/gui/thermal/recorded-run-figures-agree", test_recorded_run_figures_agree);
  g_test_add_func ("/ds/gui/thermal/thresholds-only-on-the-temperature-axis", test_thresholds_only_on_temperature_axis);
  g_test_add_func ("/ds/gui/thermal/live-chart-draws-by-strips", test_live_chart_draws_by_strips);
  g_test_add_func ("/ds/gui/thermal/live-run-shows-what-is-known", test_live_run_shows_what_is_known);
  status = ds_gui_test_run (&window);
  return status;
}
