/* test-gui-publish.c — the window as a reviewer publishes from it (issue 29,
 * items 4–12): results readable at 360 px, the health attributes laid out
 * in their row, names and numbers that agree, every view's chart saved.
 *
 * Works from the report fixtures and a fixture tree; runs no benchmark.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ds-bench-result.h"
#include "ds-chart-widget.h"
#include "ds-compare-view.h"
#include "ds-gui-test.h"
#include "ds-json.h"
#include "ds-bench-page.h"
#include "ds-bench-page-private.h"
#include "ds-conditions.h"
#include "ds-preferences-window.h"
#include "ds-run-view.h"
#include "ds-suite-page.h"
#include "ds-suite-table.h"
#include "ds-thermal-page.h"

static DsWindow *main_window;

static JsonNode *
fixture (const char *name)
{
  g_autofree char *path = g_build_filename (g_getenv ("DS_FIXTURES"), "report", name, NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  JsonNode *node;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  node = ds_json_from_string (text, &error);
  g_assert_no_error (error);
  return node;
}

static DsBenchResult *
fixture_bench (const char *name)
{
  g_autoptr(JsonNode) node = fixture (name);
  g_autoptr(GError) error = NULL;
  DsBenchResult *r = ds_bench_result_from_json (node, &error);

  g_assert_no_error (error);
  return r;
}

static gboolean
bounds_inside (GtkWidget       *widget,
               GtkWidget       *outer,
               graphene_rect_t *rect)
{
  graphene_rect_t outer_rect;

  if (!gtk_widget_compute_bounds (widget, outer, rect))
    return FALSE;
  graphene_rect_init (&outer_rect, 0, 0, gtk_widget_get_width (outer), gtk_widget_get_height (outer));
  /* Half a pixel of rounding either way. */
  return rect->origin.x >= -0.5f && rect->origin.y >= -0.5f &&
         rect->origin.x + rect->size.width <= outer_rect.size.width + 0.5f &&
         rect->origin.y + rect->size.height <= outer_rect.size.height + 0.5f;
}

/* Every label of @cell within the cell, and drawn at least as tall as its
 * text needs at the width it got (a label given less height than its
 * wrapped lines need is drawn over its neighbours). */
static void
assert_cell_holds_its_labels (GtkWidget *cell)
{
  for (GtkWidget *w = gtk_widget_get_first_child (cell); w != NULL;)
    {
      if (GTK_IS_LABEL (w) && gtk_widget_get_mapped (w) && !GTK_IS_POPOVER (gtk_widget_get_parent (w)))
        {
          graphene_rect_t r;
          int min_h = 0;

          g_assert_true (bounds_inside (w, cell, &r));
          gtk_widget_measure (w, GTK_ORIENTATION_VERTICAL, gtk_widget_get_width (w), &min_h, NULL, NULL, NULL);
          if (gtk_widget_get_height (w) < min_h)
            g_test_message ("\"%s\": %d px tall at %d px, needs %d", gtk_label_get_label (GTK_LABEL (w)),
                            gtk_widget_get_height (w), gtk_widget_get_width (w), min_h);
          g_assert_cmpint (gtk_widget_get_height (w), >=, min_h);
        }
      if (gtk_widget_get_first_child (w) != NULL && !GTK_IS_POPOVER (w))
        w = gtk_widget_get_first_child (w);
      else
        {
          while (w != cell && gtk_widget_get_next_sibling (w) == NULL)
            w = gtk_widget_get_parent (w);
          w = w == cell ? NULL : gtk_widget_get_next_sibling (w);
        }
    }
}

/* Item 4: at 360 px no cell's number or caption is clipped or drawn over
 * another cell, with the three columns of a mixed profile. */
static void
test_cells_fit_360 (void)
{
  const char *fixtures[] = { "bench-nvme.json", "bench-sata.json" };

  for (guint f = 0; f < G_N_ELEMENTS (fixtures); f++)
    {
      GtkWidget *window = gtk_window_new ();
      GtkWidget *scroller = gtk_scrolled_window_new ();
      GtkWidget *view = ds_run_view_new ();
      guint n;

      gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scroller), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), view);
      gtk_window_set_child (GTK_WINDOW (window), scroller);
      gtk_window_set_default_size (GTK_WINDOW (window), 360, 900);
      gtk_window_set_application (GTK_WINDOW (window), GTK_APPLICATION (ds_gui_test_application ()));
      ds_run_view_set_result (DS_RUN_VIEW (view), fixture_bench (fixtures[f]), "Run", NULL);
      gtk_window_present (GTK_WINDOW (window));
      ds_gui_test_settle (window, 300);
      g_free (ds_gui_test_screenshot (window, f == 0 ? "publish-cells-360" : "publish-cells-360-mix"));

      g_assert_cmpint (gtk_widget_get_width (window), <=, 360);
      n = ds_run_view_get_n_cells (DS_RUN_VIEW (view));
      g_assert_cmpuint (n, >, 0);
      for (guint i = 0; i < n; i++)
        {
          GtkWidget *cell = GTK_WIDGET (ds_run_view_get_cell (DS_RUN_VIEW (view), i));
          graphene_rect_t a;

          g_assert_true (gtk_widget_compute_bounds (cell, view, &a));
          assert_cell_holds_its_labels (cell);
          /* No two cells overlap. */
          for (guint j = i + 1; j < n; j++)
            {
              graphene_rect_t b, both;

              g_assert_true (gtk_widget_compute_bounds (GTK_WIDGET (ds_run_view_get_cell (DS_RUN_VIEW (view), j)), view, &b));
              if (graphene_rect_intersection (&a, &b, &both))
                g_assert_cmpfloat (both.size.width * both.size.height, <, 1.0f);
            }
        }
      gtk_window_destroy (GTK_WINDOW (window));
    }
}

static GtkCheckButton *
find_check (GtkWidget  *root,
            const char *label)
{
  if (GTK_IS_CHECK_BUTTON (root) && g_strcmp0 (gtk_check_button_get_label (GTK_CHECK_BUTTON (root)), label) == 0)
    return GTK_CHECK_BUTTON (root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkCheckButton *found = find_check (c, label);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Item 4 on the Benchmark page itself, in a 360 px window, with and
 * without the Mix column: the cells' numbers and captions inside their
 * cells, no cell over another. */
static void
test_bench_page_fits_360 (void)
{
  DsDriveView *view = ds_gui_test_drive_view (&main_window, ds_gui_test_tmpdir (), 360, 780, "bench");
  g_autoptr(DsBenchResult) r = fixture_bench ("bench-sata.json");
  DsBenchPage *page;
  GtkCheckButton *mix;

  g_assert_nonnull (view);
  page = ds_drive_view_get_bench_page (view);
  mix = find_check (GTK_WIDGET (page), "_Mix");
  g_assert_nonnull (mix);
  for (int with_mix = 0; with_mix < 2; with_mix++)
    {
      g_autoptr(GPtrArray) cells = g_ptr_array_new ();
      graphene_rect_t stop_before, stop_after;

      gtk_check_button_set_active (mix, with_mix);
      /* As while a run goes: the Stop button shown before any result. */
      gtk_widget_set_visible (page->run_box, TRUE);
      gtk_widget_set_visible (page->stop_button, TRUE);
      ds_gui_test_settle (GTK_WIDGET (main_window), 100);
      g_assert_true (gtk_widget_compute_bounds (page->stop_button, GTK_WIDGET (page), &stop_before));
      for (guint row = 0; row < ds_bench_page_get_n_rows (page); row++)
        for (DsIoMode m = DS_IO_MODE_READ; m <= DS_IO_MODE_MIX; m++)
          {
            DsBenchCell *cell = ds_bench_page_get_cell (page, row, m);
            const DsBenchTestResult *t = NULL;

            if (cell == NULL)
              continue;
            /* The fixture's tests by mode, whatever this profile's specs. */
            for (guint i = 0; i < r->tests->len && t == NULL; i++)
              {
                const DsBenchTestResult *c = g_ptr_array_index (r->tests, i);

                if (c->mode == m && (guint) (i / 3) == row % 4)
                  t = c;
              }
            g_assert_nonnull (t);
            ds_bench_cell_set_result (cell, t, DS_CHART_UNITS_MBPS);
            g_ptr_array_add (cells, cell);
          }
      g_assert_cmpuint (cells->len, >=, with_mix ? 12 : 8);
      ds_gui_test_settle (GTK_WIDGET (main_window), 300);
      /* Smaller (issue 29): the rows grew with their results; Stop stayed
       * where the pointer was. */
      g_assert_true (gtk_widget_compute_bounds (page->stop_button, GTK_WIDGET (page), &stop_after));
      g_test_message ("Stop at y %.0f, then %.0f", stop_before.origin.y, stop_after.origin.y);
      g_assert_cmpfloat (fabs (stop_after.origin.y - stop_before.origin.y), <, 1.0);
      gtk_widget_set_visible (page->run_box, FALSE);
      gtk_widget_set_visible (page->stop_button, FALSE);
      ds_gui_test_settle (GTK_WIDGET (main_window), 100);
      g_free (ds_gui_test_screenshot (GTK_WIDGET (main_window), with_mix ? "publish-bench-360-mix" : "publish-bench-360"));
      g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (main_window)), <=, 360);
      for (guint i = 0; i < cells->len; i++)
        {
          GtkWidget *cell = g_ptr_array_index (cells, i);
          graphene_rect_t a;

          g_assert_true (gtk_widget_compute_bounds (cell, GTK_WIDGET (page), &a));
          assert_cell_holds_its_labels (cell);
          for (guint j = i + 1; j < cells->len; j++)
            {
              graphene_rect_t b, both;

              g_assert_true (gtk_widget_compute_bounds (g_ptr_array_index (cells, j), GTK_WIDGET (page), &b));
              if (graphene_rect_intersection (&a, &b, &both))
                g_assert_cmpfloat (both.size.width * both.size.height, <, 1.0f);
            }
        }
    }
}

static gboolean
tree_has_text (GtkWidget  *root,
               const char *text)
{
  if (GTK_IS_LABEL (root) && strstr (gtk_label_get_label (GTK_LABEL (root)), text) != NULL)
    return TRUE;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    if (tree_has_text (c, text))
      return TRUE;
  return FALSE;
}

/* Item 10: a drive's name as people read it. The USB stick whose model
 * carries a terminal escape is listed without it; a drive without a model
 * is named in the page's footer as in its saved image. */
static void
test_drive_names (void)
{
  DsDriveView *view = ds_gui_test_drive_view (&main_window, ds_gui_test_tmpdir (), 360, 780, "bench");
  g_autoptr(DsBenchResult) r = fixture_bench ("bench-nvme.json");
  DsConditionsDrive drive = { .name = "vda", .transport = "virtio", .size_bytes = 68719476736 };
  DsBenchPage *page = ds_drive_view_get_bench_page (view);
  const char *footer;

  g_assert_true (tree_has_text (GTK_WIDGET (main_window), "SanDisk Ultra Fit"));
  g_assert_false (tree_has_text (GTK_WIDGET (main_window), "\\x1b"));
  g_assert_false (tree_has_text (GTK_WIDGET (main_window), "\x1b"));
  g_assert_false (tree_has_text (GTK_WIDGET (main_window), "[2J"));

  ds_conditions_set_drive (r->conditions, &drive);
  ds_bench_page_show_footer (page, r);
  footer = ds_bench_page_get_footer (page);
  g_test_message ("footer: %s", footer);
  g_assert_true (g_str_has_prefix (footer, "Virtual disk vda · "));
}

/* Item 11: one test folder per drive, chosen on any page, taken by the
 * others and kept for the next session; the test size and runs kept too. */
static void
test_folder_per_drive_kept (void)
{
  DsDriveView *view = ds_gui_test_drive_view (&main_window, ds_gui_test_tmpdir (), 1200, 820, "bench");
  g_autofree char *dir = g_build_filename (ds_gui_test_tmpdir (), "tests on this drive", NULL);
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  DsBenchPage *bench = ds_drive_view_get_bench_page (view);
  GtkSpinButton *runs;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  g_settings_set_uint (settings, "bench-runs", 5);
  ds_run_page_choose_directory (DS_RUN_PAGE (bench), dir);
  g_assert_cmpstr (ds_run_page_get_directory (DS_RUN_PAGE (ds_drive_view_get_thermal_page (view))), ==, dir);
  g_assert_cmpstr (ds_run_page_get_directory (DS_RUN_PAGE (ds_drive_view_get_suite_page (view))), ==, dir);
  runs = GTK_SPIN_BUTTON (ds_gui_test_find_widget (GTK_WIDGET (bench), GTK_TYPE_SPIN_BUTTON));
  g_assert_nonnull (runs);
  gtk_spin_button_set_value (runs, 3);
  g_assert_cmpuint (g_settings_get_uint (settings, "bench-runs"), ==, 3);

  /* The next session. */
  ds_gui_test_close_window (main_window);
  main_window = NULL;
  view = ds_gui_test_drive_view (&main_window, ds_gui_test_tmpdir (), 1200, 820, "thermal");
  g_assert_cmpstr (ds_run_page_get_directory (DS_RUN_PAGE (ds_drive_view_get_bench_page (view))), ==, dir);
  g_assert_cmpstr (ds_run_page_get_directory (DS_RUN_PAGE (ds_drive_view_get_thermal_page (view))), ==, dir);
  g_assert_cmpuint (ds_bench_page_get_runs (ds_drive_view_get_bench_page (view)), ==, 3);
}

static gboolean
file_starts_with (const char *path,
                  const char *magic)
{
  g_autofree char *data = NULL;
  gsize len = 0;

  if (!g_file_get_contents (path, &data, &len, NULL))
    return FALSE;
  return len > strlen (magic) && memcmp (data, magic, strlen (magic)) == 0;
}

/* Item 6: a chart shown anywhere (here Compare's) saves as PNG, SVG and PDF
 * through the core export and copies as an image, from the menu at its top
 * right. */
static void
test_chart_saved_and_copied (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *view = ds_compare_view_new ();
  g_autoptr(GPtrArray) runs = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_bench_result_free);
  const char *names[] = { "chart.png", "chart.svg", "chart.pdf" };
  const char *magic[] = { "\x89PNG", "<?xml", "%PDF" };
  DsChartWidget *chart;
  GdkContentFormats *formats;

  g_ptr_array_add (runs, fixture_bench ("bench-nvme.json"));
  g_ptr_array_add (runs, fixture_bench ("bench-sata.json"));
  gtk_window_set_child (GTK_WINDOW (window), view);
  gtk_window_set_default_size (GTK_WINDOW (window), 1000, 800);
  gtk_window_set_application (GTK_WINDOW (window), GTK_APPLICATION (ds_gui_test_application ()));
  ds_compare_view_set_results (DS_COMPARE_VIEW (view), g_steal_pointer (&runs), NULL);
  gtk_window_present (GTK_WINDOW (window));
  ds_gui_test_settle (window, 300);
  g_free (ds_gui_test_screenshot (window, "publish-compare-menu"));

  chart = ds_compare_view_get_chart (DS_COMPARE_VIEW (view));
  g_assert_nonnull (ds_chart_widget_get_chart (chart));
  g_assert_nonnull (ds_gui_test_find_widget (GTK_WIDGET (chart), GTK_TYPE_MENU_BUTTON));
  g_assert_true (gtk_widget_get_mapped (ds_gui_test_find_widget (GTK_WIDGET (chart), GTK_TYPE_MENU_BUTTON)));
  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autofree char *path = g_build_filename (ds_gui_test_tmpdir (), names[i], NULL);
      g_autoptr(GError) error = NULL;

      g_assert_true (ds_chart_widget_save (chart, path, &error));
      g_assert_no_error (error);
      g_assert_true (file_starts_with (path, magic[i]));
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (chart), "chart.copy-image", NULL));
  formats = gdk_clipboard_get_formats (gtk_widget_get_clipboard (GTK_WIDGET (chart)));
  g_assert_true (gdk_content_formats_contain_gtype (formats, GDK_TYPE_TEXTURE));
  /* Without a chart there is nothing to save. */
  ds_chart_widget_set_chart (chart, NULL, NULL);
  g_assert_false (gtk_widget_get_visible (ds_gui_test_find_widget (GTK_WIDGET (chart), GTK_TYPE_MENU_BUTTON)));
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (ds_chart_widget_copy (chart, &error));
    g_assert_nonnull (error);
  }
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Item 12: the progress bar of a finished run does not stay full beside
 * another suite's plan. */
static void
test_suite_switch_resets_progress (void)
{
  DsDriveView *view = ds_gui_test_drive_view (&main_window, ds_gui_test_tmpdir (), 1200, 820, "suites");
  DsSuitePage *page = ds_drive_view_get_suite_page (view);
  GtkProgressBar *bar = GTK_PROGRESS_BAR (ds_gui_test_find_widget (GTK_WIDGET (page), GTK_TYPE_PROGRESS_BAR));

  g_assert_nonnull (bar);
  ds_suite_page_set_kind (page, DS_SUITE_BLOCKSIZE);
  ds_run_page_set_fraction (DS_RUN_PAGE (page), 1.0);
  g_assert_cmpfloat (gtk_progress_bar_get_fraction (bar), ==, 1.0);
  ds_suite_page_set_kind (page, DS_SUITE_QD_SCALING);
  g_assert_cmpfloat (gtk_progress_bar_get_fraction (bar), ==, 0.0);

  /* The options' summary in words, not "512-64M · 4 · 100,0". */
  {
    AdwExpanderRow *options = ADW_EXPANDER_ROW (ds_gui_test_find_widget (GTK_WIDGET (page), ADW_TYPE_EXPANDER_ROW));
    const char *summary;

    g_assert_nonnull (options);
    ds_suite_page_set_kind (page, DS_SUITE_BLOCKSIZE);
    summary = adw_expander_row_get_subtitle (options);
    g_test_message ("blocksize options: %s", summary);
    g_assert_true (g_str_has_prefix (summary, "block sizes 512 to 64M · QD 4 · "));
    ds_suite_page_set_kind (page, DS_SUITE_RWMIX);
    summary = adw_expander_row_get_subtitle (options);
    g_test_message ("rwmix options: %s", summary);
    g_assert_nonnull (strstr (summary, "read shares 100 %, 95 %, 65 %, 50 %, 35 %, 5 %, 0 %"));
    ds_suite_page_set_kind (page, DS_SUITE_QD_SCALING);
    summary = adw_expander_row_get_subtitle (options);
    g_test_message ("qd options: %s", summary);
    g_assert_nonnull (strstr (summary, "QD 1 to 256"));
    g_assert_nonnull (strstr (summary, "latency limit 750 µs p99"));
  }
}

/* Smaller: a chart's empty-state text is centred, not pushed right. */
static void
test_chart_placeholder_centred (void)
{
  GtkWidget *window = gtk_window_new ();
  GtkWidget *chart = ds_chart_widget_new ();
  GtkSnapshot *snapshot;
  GskRenderNode *node;
  cairo_surface_t *surface;
  cairo_t *cr;
  int width, height, left = G_MAXINT, right = -1;

  gtk_window_set_child (GTK_WINDOW (window), chart);
  gtk_window_set_default_size (GTK_WINDOW (window), 700, 360);
  ds_chart_widget_set_placeholder (DS_CHART_WIDGET (chart), "No runs of this drive yet");
  gtk_window_present (GTK_WINDOW (window));
  ds_gui_test_settle (window, 200);
  width = gtk_widget_get_width (chart);
  height = gtk_widget_get_height (chart);
  snapshot = gtk_snapshot_new ();
  GTK_WIDGET_GET_CLASS (chart)->snapshot (chart, snapshot);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
  cr = cairo_create (surface);
  gsk_render_node_draw (node, cr);
  cairo_destroy (cr);
  gsk_render_node_unref (node);
  cairo_surface_flush (surface);
  for (int y = 0; y < height; y++)
    for (int x = 0; x < width; x++)
      if (cairo_image_surface_get_data (surface)[y * cairo_image_surface_get_stride (surface) + x * 4 + 3] > 0)
        {
          left = MIN (left, x);
          right = MAX (right, x);
        }
  cairo_surface_destroy (surface);
  g_test_message ("text from %d to %d px of %d", left, right, width);
  g_assert_cmpint (right, >, left);
  g_assert_cmpint (ABS ((left + right) / 2 - width / 2), <=, 6);
  gtk_window_destroy (GTK_WINDOW (window));
}

/* Item 8: a suite run's steps are a table whose numbers line up on the
 * right of their columns, nothing selected, not a text dump. */
static void
test_suite_steps_table (void)
{
  g_autoptr(DsSuiteResult) r = ds_suite_result_new (DS_SUITE_QD_SCALING);
  GtkWidget *window = gtk_window_new ();
  GtkWidget *table;
  static const guint qds[] = { 1, 4, 32 };
  double right_edge = -1;

  for (guint i = 0; i < G_N_ELEMENTS (qds); i++)
    {
      DsSuiteStepSpec spec = { NULL, 100, 100, 4096, qds[i], 1 };
      DsSuiteStep *st = ds_suite_step_new (&spec);

      st->stats.iops = 20000.0 * qds[i];
      st->stats.mbps = st->stats.iops * 4096 / 1e6;
      st->stats.lat_mean_us = 50;
      st->stats.lat_p99_us = 80.0 * qds[i];
      st->stats.lat_p999_us = 120.0 * qds[i];
      g_ptr_array_add (r->steps, st);
    }
  table = ds_suite_table_new (r);
  g_assert_true (GTK_IS_GRID (table));
  gtk_window_set_child (GTK_WINDOW (window), table);
  gtk_window_present (GTK_WINDOW (window));
  ds_gui_test_settle (window, 200);
  /* The IOPS column (8): every number ends where its heading ends. */
  for (int row = 0; row <= (int) G_N_ELEMENTS (qds); row++)
    {
      GtkWidget *label = gtk_grid_get_child_at (GTK_GRID (table), 8, row);
      graphene_rect_t b;
      const PangoLayout *layout;
      PangoRectangle ink;
      int x = 0;

      g_assert_true (GTK_IS_LABEL (label));
      g_assert_false (gtk_label_get_selection_bounds (GTK_LABEL (label), NULL, NULL));
      g_assert_true (gtk_widget_compute_bounds (label, table, &b));
      layout = gtk_label_get_layout (GTK_LABEL (label));
      pango_layout_get_pixel_extents ((PangoLayout *) layout, NULL, &ink);
      gtk_label_get_layout_offsets (GTK_LABEL (label), &x, NULL);
      g_test_message ("row %d: \"%s\" ends at %.0f", row, gtk_label_get_label (GTK_LABEL (label)),
                      b.origin.x + x + ink.x + ink.width);
      if (right_edge < 0)
        right_edge = b.origin.x + x + ink.x + ink.width;
      g_assert_cmpfloat (fabs (b.origin.x + x + ink.x + ink.width - right_edge), <=, 1.0);
    }
  /* Steps named in the reader's language, not the stored key. */
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_grid_get_child_at (GTK_GRID (table), 1, 1))), ==, "4K read rnd");
  g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (gtk_grid_get_child_at (GTK_GRID (table), 8, 3))), ==, "640000");
  gtk_window_destroy (GTK_WINDOW (window));
}

static GtkWidget *
find_combo_row (GtkWidget  *root,
                const char *title)
{
  if (ADW_IS_COMBO_ROW (root) && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (root)), title) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_combo_row (c, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Smaller: Preferences shows the test data's name whole ("Random
 * (incompressible)", cut to "Random (incompressi…" beside the title). */
static void
test_preferences_data_pattern_whole (void)
{
  GtkWidget *prefs = ds_preferences_window_new (NULL);
  GtkWidget *row;
  const char *subtitle;

  gtk_window_present (GTK_WINDOW (prefs));
  ds_gui_test_settle (prefs, 200);
  row = find_combo_row (prefs, "Test data");
  g_assert_nonnull (row);
  subtitle = adw_action_row_get_subtitle (ADW_ACTION_ROW (row));
  g_test_message ("test data: %s", subtitle);
  g_assert_nonnull (subtitle);
  g_assert_nonnull (strstr (subtitle, "(incompressible)"));
  gtk_window_destroy (GTK_WINDOW (prefs));
}

int
main (int   argc,
      char *argv[])
{
  ds_gui_test_setup_environment (&argc, &argv);
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/gui/publish/cells-fit-360", test_cells_fit_360);
  g_test_add_func ("/ds/gui/publish/bench-page-fits-360", test_bench_page_fits_360);
  g_test_add_func ("/ds/gui/publish/drive-names", test_drive_names);
  g_test_add_func ("/ds/gui/publish/folder-per-drive-kept", test_folder_per_drive_kept);
  g_test_add_func ("/ds/gui/publish/chart-saved-and-copied", test_chart_saved_and_copied);
  g_test_add_func ("/ds/gui/publish/suite-switch-resets-progress", test_suite_switch_resets_progress);
  g_test_add_func ("/ds/gui/publish/chart-placeholder-centred", test_chart_placeholder_centred);
  g_test_add_func ("/ds/gui/publish/suite-steps-table", test_suite_steps_table);
  g_test_add_func ("/ds/gui/publish/preferences-data-pattern-whole", test_preferences_data_pattern_whole);
  return g_test_run ();
}
