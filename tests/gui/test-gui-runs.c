/* test-gui-runs.c — the real window running real work (issue 8,
 * acceptance 1): a tiny benchmark shows its numbers and is saved; a
 * preference changed in the Preferences window is used by the next run; a
 * 10 s thermal test draws its timeline and its analysis; the History lists
 * the runs and compares two. Each step saves a screenshot.
 *
 * Runs on this machine's drives (no fixture tree), writing only into a
 * temporary directory, with a temporary history database.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gstdio.h>

#include "ds-bench-export.h"
#include "ds-conditions.h"
#include "ds-drive-list.h"
#include "ds-format.h"
#include "ds-drive-row.h"
#include "ds-history.h"
#include "ds-gui-test.h"
#include "ds-preferences-window.h"
#include "ds-run-item.h"
#include "ds-run-list.h"

static DsWindow *window;
static char *work_dir;
/* run_bench: switch the unit to GB/s while the run goes. */
static gboolean unit_change_while_running;

static GSettings *
settings (void)
{
  static GSettings *s;

  if (s == NULL)
    s = g_settings_new (APP_ID);
  return s;
}

/* The drive that holds the temporary directory, shown in the window. */
static DsDriveView *
open_drive_view (const char *page)
{
  return ds_gui_test_drive_view (&window, work_dir, 1200, 820, page);
}

static gboolean
bench_done (gpointer user_data)
{
  DsBenchPage *page = user_data;

  return !ds_run_page_is_running (DS_RUN_PAGE (page)) && ds_run_page_get_saved_run (DS_RUN_PAGE (page)) != 0;
}

static gboolean
bench_failed (DsBenchPage *page)
{
  DsBenchTask *task = ds_bench_page_get_task (page);

  return task != NULL && !ds_run_task_is_running (DS_RUN_TASK (task)) && ds_run_task_get_error (DS_RUN_TASK (task)) != NULL;
}

static DsBenchPage *
run_bench (const char *action,
           GVariant   *target)
{
  DsDriveView *view = open_drive_view ("bench");
  DsBenchPage *page;

  if (view == NULL)
    return NULL;
  page = ds_drive_view_get_bench_page (view);
  ds_run_page_set_directory (DS_RUN_PAGE (page), work_dir);
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (page), action, target));
  g_assert_true (ds_run_page_is_running (DS_RUN_PAGE (page)));
  if (unit_change_while_running)
    {
      g_settings_set_string (settings (), "bench-unit", "gbps");
      g_assert_true (ds_run_page_is_running (DS_RUN_PAGE (page)));
      g_assert_cmpstr (ds_bench_page_get_header (page, DS_IO_MODE_READ), ==, "Read (GB/s)");
    }
  if (!ds_gui_test_wait (bench_done, page, 180000) && bench_failed (page))
    g_error ("the benchmark failed: %s", ds_run_task_get_error (DS_RUN_TASK (ds_bench_page_get_task (page)))->message);
  g_assert_true (bench_done (page));
  if (bench_failed (page))
    g_error ("the benchmark failed: %s", ds_run_task_get_error (DS_RUN_TASK (ds_bench_page_get_task (page)))->message);
  return page;
}

/* 64 MiB, 1 run of 1 s: every cell of the default profile gets a number
 * above zero, and the run is in the history. */
static void
test_tiny_benchmark (void)
{
  DsBenchPage *page;
  DsBenchResult *result;

  g_settings_set_uint (settings (), "bench-size-mib", 64);
  g_settings_set_uint (settings (), "bench-runs", 1);
  g_settings_set_uint (settings (), "bench-duration-s", 1);
  g_settings_set_uint (settings (), "bench-interval-s", 0);
  g_settings_set_string (settings (), "bench-profile", "default");

  page = run_bench ("bench.run-all", NULL);
  if (page == NULL)
    {
      g_test_skip ("this machine lists no drive to benchmark");
      return;
    }
  g_assert_cmpuint (ds_bench_page_get_size (page), ==, 64 << 20);
  result = ds_bench_task_get_result (ds_bench_page_get_task (page));
  g_assert_nonnull (result);
  g_assert_cmpstr (ds_run_status_to_string (result->status), ==, "completed");
  g_assert_cmpuint (ds_bench_page_get_n_rows (page), >, 0);
  for (guint r = 0; r < ds_bench_page_get_n_rows (page); r++)
    for (DsIoMode mode = DS_IO_MODE_READ; mode <= DS_IO_MODE_WRITE; mode++)
      {
        DsBenchCell *cell = ds_bench_page_get_cell (page, r, mode);

        g_assert_nonnull (cell);
        g_assert_true (ds_bench_cell_has_result (cell));
        g_assert_cmpfloat (g_ascii_strtod (ds_bench_cell_get_text (cell), NULL), >, 0.0);
        g_test_message ("row %u %s: %s MB/s", r, ds_io_mode_to_string (mode), ds_bench_cell_get_text (cell));
      }
  g_assert_cmpint (ds_run_page_get_saved_run (DS_RUN_PAGE (page)), >, 0);
  /* More than CrystalDiskMark: each number a bar against the profile's
   * best, its median and p99 under it, doubtful numbers flagged, and a
   * footer saying what was measured on. */
  {
    double best = 0;
    guint n_full = 0;
    g_autofree char *size = ds_format_bytes_binary (64 << 20);
    const char *footer = ds_bench_page_get_footer (page);
    const char *engine = ds_conditions_get_engine (result->conditions);
    const char *fs = ds_conditions_get_filesystem (result->conditions);
    const DsDrive *drive = ds_run_page_get_drive (DS_RUN_PAGE (page));
    double ceiling = drive->has_link && drive->link.max_mbps > 0 ? drive->link.max_mbps
                     : drive->max_interface_mbps > 0 ? drive->max_interface_mbps : NAN;

    for (guint r = 0; r < ds_bench_page_get_n_rows (page); r++)
      for (DsIoMode mode = DS_IO_MODE_READ; mode <= DS_IO_MODE_WRITE; mode++)
        best = MAX (best, ds_bench_cell_get_value (ds_bench_page_get_cell (page, r, mode)));
    for (guint r = 0; r < ds_bench_page_get_n_rows (page); r++)
      for (DsIoMode mode = DS_IO_MODE_READ; mode <= DS_IO_MODE_WRITE; mode++)
        {
          DsBenchCell *cell = ds_bench_page_get_cell (page, r, mode);
          const DsBenchTestResult *test = ds_bench_result_find (result, ds_bench_cell_get_spec (cell), mode);

          g_assert_cmpfloat_with_epsilon (ds_bench_cell_get_scale (cell), ds_bench_cell_get_value (cell) / best, 1e-9);
          n_full += ds_bench_cell_get_scale (cell) == 1.0;
          g_assert_nonnull (strstr (ds_bench_cell_get_caption (cell), "median"));
          g_assert_nonnull (strstr (ds_bench_cell_get_caption (cell), "p99"));
          g_assert_nonnull (test);
          g_assert_cmpint (ds_bench_cell_get_doubts (cell), ==, ds_bench_test_result_doubts (test, ceiling));
          if (test->cached)
            g_assert_true (ds_bench_cell_get_doubts (cell) & DS_BENCH_DOUBT_CACHED);
        }
    g_assert_cmpuint (n_full, >=, 1);
    g_test_message ("footer: %s", footer);
    g_assert_nonnull (footer);
    g_assert_nonnull (strstr (footer, size));
    g_assert_nonnull (engine);
    g_assert_nonnull (strstr (footer, engine));
    if (fs != NULL)
      g_assert_nonnull (strstr (footer, fs));
  }
  ds_gui_test_settle (GTK_WIDGET (window), 300);
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "bench-page"));
  /* The unit switch redraws every number: IOPS of a 4K test, then back. */
  {
    guint last = ds_bench_page_get_n_rows (page) - 1;
    g_autofree char *mbps = g_strdup (ds_bench_cell_get_text (ds_bench_page_get_cell (page, last, DS_IO_MODE_READ)));
    const char *iops;

    g_settings_set_string (settings (), "bench-unit", "iops");
    iops = ds_bench_cell_get_text (ds_bench_page_get_cell (page, last, DS_IO_MODE_READ));
    g_test_message ("RND4K Q1T1 read: %s MB/s, %s IOPS", mbps, iops);
    g_assert_cmpstr (iops, !=, mbps);
    g_assert_null (strchr (iops, '.'));
    g_settings_set_string (settings (), "bench-unit", "mbps");
    g_assert_cmpstr (ds_bench_cell_get_text (ds_bench_page_get_cell (page, last, DS_IO_MODE_READ)), ==, mbps);
  }
  /* With its numbers in, the page still fits a 360 px window. */
  {
    int min_width = 0;

    gtk_widget_measure (GTK_WIDGET (page), GTK_ORIENTATION_HORIZONTAL, -1, &min_width, NULL, NULL, NULL);
    g_test_message ("benchmark page minimum width with results: %d px", min_width);
    g_assert_cmpint (min_width, <=, 360);
  }
}

/* Ctrl+Enter and Escape belong to the window: after Alt+2 the focus is in
 * the sidebar, not in the page, and Ctrl+Enter still starts the benchmark;
 * Escape stops a run with the focus anywhere. */
static void
test_keyboard_runs_and_stops (void)
{
  DsDriveView *view = open_drive_view ("overview");
  DsBenchPage *page;
  GtkWidget *focus;

  if (view == NULL)
    {
      g_test_skip ("this machine lists no drive to benchmark");
      return;
    }
  g_settings_set_uint (settings (), "bench-size-mib", 64);
  g_settings_set_uint (settings (), "bench-runs", 5);
  g_settings_set_uint (settings (), "bench-duration-s", 5);
  page = ds_drive_view_get_bench_page (view);
  ds_run_page_set_directory (DS_RUN_PAGE (page), work_dir);
  gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_selected_row (ds_window_get_drive_list (window))));
  g_assert_true (ds_gui_test_press_shortcut (GTK_WIDGET (window), GDK_KEY_2, GDK_ALT_MASK));
  ds_gui_test_settle (GTK_WIDGET (window), 100);
  focus = gtk_root_get_focus (GTK_ROOT (window));
  g_assert_true (focus == NULL || !gtk_widget_is_ancestor (focus, GTK_WIDGET (page)));
  g_assert_true (ds_gui_test_press_shortcut (GTK_WIDGET (window), GDK_KEY_Return, GDK_CONTROL_MASK));
  g_assert_true (ds_run_page_is_running (DS_RUN_PAGE (page)));
  ds_gui_test_settle (GTK_WIDGET (window), 500);
  /* Escape with the focus back in the sidebar stops it. */
  gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_selected_row (ds_window_get_drive_list (window))));
  g_assert_true (ds_gui_test_press_shortcut (GTK_WIDGET (window), GDK_KEY_Escape, 0));
  g_assert_true (ds_gui_test_wait (ds_gui_test_run_page_stopped, page, 30000));
  /* Started from the Runs spin button, the run takes the focus away from
   * the controls it makes insensitive (GTK warns otherwise, and warnings
   * are fatal here). */
  gtk_widget_grab_focus (ds_gui_test_find_widget (GTK_WIDGET (page), GTK_TYPE_SPIN_BUTTON));
  g_assert_true (ds_gui_test_press_shortcut (GTK_WIDGET (window), GDK_KEY_Return, GDK_CONTROL_MASK));
  g_assert_true (ds_run_page_is_running (DS_RUN_PAGE (page)));
  ds_gui_test_settle (GTK_WIDGET (window), 300);
  g_assert_true (ds_gui_test_press_shortcut (GTK_WIDGET (window), GDK_KEY_Escape, 0));
  g_assert_true (ds_gui_test_wait (ds_gui_test_run_page_stopped, page, 30000));
}

typedef struct
{
  DsBenchCell *read;
  DsBenchCell *write;
} RowCells;

static gboolean
read_done_write_running (gpointer user_data)
{
  RowCells *row = user_data;

  return ds_bench_cell_has_result (row->read) && ds_bench_cell_is_running (row->write) &&
         *ds_bench_cell_get_text (row->write) != '\0';
}

/* WCAG contrast of two colours, alpha taken over @bg. */
static double
contrast (const GdkRGBA *fg,
          const GdkRGBA *bg)
{
  double c[2][3] = { { fg->red, fg->green, fg->blue }, { bg->red, bg->green, bg->blue } };
  double l[2];

  for (int k = 0; k < 3; k++)
    c[0][k] = c[0][k] * fg->alpha + c[1][k] * (1.0 - fg->alpha);
  for (int i = 0; i < 2; i++)
    {
      for (int k = 0; k < 3; k++)
        c[i][k] = c[i][k] <= 0.03928 ? c[i][k] / 12.92 : pow ((c[i][k] + 0.055) / 1.055, 2.4);
      l[i] = 0.2126 * c[i][0] + 0.7152 * c[i][1] + 0.0722 * c[i][2];
    }
  return (MAX (l[0], l[1]) + 0.05) / (MIN (l[0], l[1]) + 0.05);
}

/* The number of a cell against its background in the current style: the
 * window's, under the running cell's accent tint (18 %, style.css). */
static double
number_contrast (DsBenchCell *cell)
{
  GtkWidget *label = ds_bench_cell_get_value_label (cell);
  GdkRGBA fg, bg, accent;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (label), &fg);
  g_assert_true (gtk_style_context_lookup_color (gtk_widget_get_style_context (label), "window_bg_color", &bg));
  g_assert_true (gtk_style_context_lookup_color (gtk_widget_get_style_context (label), "accent_bg_color", &accent));
  G_GNUC_END_IGNORE_DEPRECATIONS
  if (ds_bench_cell_is_running (cell))
    {
      bg.red = 0.18 * accent.red + 0.82 * bg.red;
      bg.green = 0.18 * accent.green + 0.82 * bg.green;
      bg.blue = 0.18 * accent.blue + 0.82 * bg.blue;
    }
  /* dim-label is CSS opacity, which the colour does not carry. */
  if (gtk_widget_has_css_class (label, "dim-label"))
    fg.alpha *= 0.55;
  return contrast (&fg, &bg);
}

/* While a row runs, its read test's result is in as soon as the read test
 * ends (the number the run keeps, full contrast), the write cell is framed
 * as running with a readable live number in dark style too, and the column
 * keeps its width when the numbers change. */
static void
test_live_cells (void)
{
  DsDriveView *view = open_drive_view ("bench");
  AdwStyleManager *style = adw_style_manager_get_default ();
  DsBenchPage *page;
  RowCells row;
  g_autofree char *read_text = NULL;
  int width_running, width_after;
  DsBenchResult *result;

  if (view == NULL)
    {
      g_test_skip ("this machine lists no drive to benchmark");
      return;
    }
  g_settings_set_uint (settings (), "bench-size-mib", 64);
  g_settings_set_uint (settings (), "bench-runs", 1);
  g_settings_set_uint (settings (), "bench-duration-s", 3);
  g_settings_set_uint (settings (), "bench-interval-s", 0);
  g_settings_set_string (settings (), "bench-profile", "default");
  g_settings_set_string (settings (), "bench-unit", "mbps");
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  page = ds_drive_view_get_bench_page (view);
  ds_run_page_set_directory (DS_RUN_PAGE (page), work_dir);
  ds_gui_test_settle (GTK_WIDGET (window), 100);
  row.read = ds_bench_page_get_cell (page, 0, DS_IO_MODE_READ);
  row.write = ds_bench_page_get_cell (page, 0, DS_IO_MODE_WRITE);
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (page), "bench.run-test", g_variant_new_uint32 (0)));
  g_assert_true (ds_run_page_is_running (DS_RUN_PAGE (page)));
  g_assert_true (ds_gui_test_wait (read_done_write_running, &row, 60000));
  ds_gui_test_settle (GTK_WIDGET (window), 200);

  g_assert_true (ds_run_page_is_running (DS_RUN_PAGE (page)));
  read_text = g_strdup (ds_bench_cell_get_text (row.read));
  g_test_message ("while the write runs: read %s (contrast %.1f), write live %s (contrast %.1f)",
                  read_text, number_contrast (row.read), ds_bench_cell_get_text (row.write),
                  number_contrast (row.write));
  g_assert_cmpfloat (g_ascii_strtod (read_text, NULL), >, 0.0);
  g_assert_false (ds_bench_cell_is_running (row.read));
  /* The status line names the mode as the grid does ("Write"), translated,
   * not the stored nick ("write"). */
  g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (page), "Q8T1 Write ·"));
  /* Full contrast for the finished number and the live one, in dark style. */
  g_assert_cmpfloat (number_contrast (row.read), >=, 7.0);
  g_assert_cmpfloat (number_contrast (row.write), >=, 7.0);
  width_running = gtk_widget_get_width (GTK_WIDGET (row.write));
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "bench-page-running-dark"));

  g_assert_true (ds_gui_test_wait (bench_done, page, 60000));
  ds_gui_test_settle (GTK_WIDGET (window), 200);
  result = ds_bench_task_get_result (ds_bench_page_get_task (page));
  g_assert_nonnull (result);
  g_assert_cmpuint (result->tests->len, ==, 2);
  /* What was shown at once is the result the run keeps. */
  g_assert_cmpstr (ds_bench_cell_get_text (row.read), ==, read_text);
  g_assert_false (ds_bench_cell_is_running (row.write));
  g_assert_true (ds_bench_cell_has_result (row.write));
  width_after = gtk_widget_get_width (GTK_WIDGET (row.write));
  g_test_message ("write column: %d px running, %d px with its result", width_running, width_after);
  g_assert_cmpint (width_after, ==, width_running);
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
  /* The latency popover opens with nothing selected and no tooltip over
   * it, and the tooltip comes back once it closes. Last in the suite: with
   * GTK 4.8 a popover opened in the first test made a later test's main
   * loop crash in a libadwaita animation, with or without these handlers. */
  {
    DsBenchCell *cell = row.read;
    GtkPopover *popover = ds_bench_cell_get_popover (cell);
    GtkWidget *button = gtk_widget_get_parent (GTK_WIDGET (popover));
    int start = -1, end = -1;

    g_assert_true (gtk_widget_get_has_tooltip (button));
    gtk_popover_popup (popover);
    ds_gui_test_settle (GTK_WIDGET (window), 300);
    g_assert_true (gtk_widget_get_visible (GTK_WIDGET (popover)));
    g_assert_nonnull (strstr (gtk_label_get_label (ds_bench_cell_get_details (cell)), "p99"));
    g_assert_false (gtk_label_get_selection_bounds (ds_bench_cell_get_details (cell), &start, &end));
    g_assert_false (gtk_widget_get_has_tooltip (button));
    gtk_popover_popdown (popover);
    ds_gui_test_settle (GTK_WIDGET (window), 100);
    g_assert_true (gtk_widget_get_has_tooltip (button));
  }
}

static GtkWindow *
find_preferences (void)
{
  GList *windows = gtk_application_get_windows (GTK_APPLICATION (ds_gui_test_application ()));

  for (GList *l = windows; l != NULL; l = l->next)
    if (DS_IS_PREFERENCES_WINDOW (l->data))
      return l->data;
  return NULL;
}

static gboolean
preferences_shown (gpointer user_data)
{
  return find_preferences () != NULL;
}

/* Runs set to 2 in the Preferences window: the Benchmark page follows, and
 * the next run measures each test twice. */
static void
test_preference_used (void)
{
  DsDriveView *view = open_drive_view ("bench");
  GtkWindow *prefs;
  GtkSpinButton *runs = NULL;
  DsBenchPage *page;
  DsBenchResult *result;

  if (view == NULL)
    {
      g_test_skip ("this machine lists no drive to benchmark");
      return;
    }
  g_action_group_activate_action (G_ACTION_GROUP (ds_gui_test_application ()), "preferences", NULL);
  g_assert_true (ds_gui_test_wait (preferences_shown, NULL, 5000));
  prefs = find_preferences ();
  ds_gui_test_settle (GTK_WIDGET (prefs), 300);
  g_free (ds_gui_test_screenshot (GTK_WIDGET (prefs), "preferences"));
  /* The spin button of the "Runs" row, as a user would change it. */
  for (GtkWidget *w = ds_gui_test_find_label (GTK_WIDGET (prefs), "Each test is measured");
       w != NULL && runs == NULL; w = gtk_widget_get_parent (w))
    runs = GTK_SPIN_BUTTON (ds_gui_test_find_widget (w, GTK_TYPE_SPIN_BUTTON));
  g_assert_nonnull (runs);
  gtk_spin_button_set_value (runs, 2);
  g_assert_cmpuint (g_settings_get_uint (settings (), "bench-runs"), ==, 2);
  gtk_window_destroy (prefs);

  page = ds_drive_view_get_bench_page (view);
  g_assert_cmpuint (ds_bench_page_get_runs (page), ==, 2);
  /* The headings follow a unit changed during the run. */
  unit_change_while_running = TRUE;
  page = run_bench ("bench.run-test", g_variant_new_uint32 (0));
  unit_change_while_running = FALSE;
  g_assert_cmpstr (ds_bench_page_get_header (page, DS_IO_MODE_WRITE), ==, "Write (GB/s)");
  g_settings_set_string (settings (), "bench-unit", "mbps");
  g_assert_cmpstr (ds_bench_page_get_header (page, DS_IO_MODE_READ), ==, "Read (MB/s)");
  result = ds_bench_task_get_result (ds_bench_page_get_task (page));
  g_assert_nonnull (result);
  g_assert_cmpuint (result->tests->len, ==, 2);
  for (guint i = 0; i < result->tests->len; i++)
    g_assert_cmpuint (((DsBenchTestResult *) g_ptr_array_index (result->tests, i))->runs->len, ==, 2);
}

static GtkWindow *
find_message_dialog (void)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (ADW_IS_MESSAGE_DIALOG (w) && gtk_widget_get_visible (GTK_WIDGET (w)))
        return w;
    }
  return NULL;
}

static gboolean
dialog_shown (gpointer user_data)
{
  return find_message_dialog () != NULL;
}

/* While a test runs, the drive's sidebar row shows it, and closing the
 * window asks first; "Keep Running" keeps both. */
static void
check_busy_and_close_request (void)
{
  GtkListBox *list = ds_window_get_drive_list (window);
  DsDriveRow *row = NULL;
  GtkWindow *dialog;

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (list)); child; child = gtk_widget_get_next_sibling (child))
    if (DS_IS_DRIVE_ROW (child) &&
        g_strcmp0 (ds_drive_row_get_name (DS_DRIVE_ROW (child)), ds_gui_test_drive_name ()) == 0)
      row = DS_DRIVE_ROW (child);
  g_assert_nonnull (row);
  g_assert_true (ds_drive_row_get_busy (row));

  gtk_window_close (GTK_WINDOW (window));
  g_assert_true (ds_gui_test_wait (dialog_shown, NULL, 5000));
  dialog = find_message_dialog ();
  /* As the button would: the response, then the dialog closes. */
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  gtk_window_destroy (dialog);
  ds_gui_test_settle (NULL, 100);
  g_assert_true (gtk_widget_get_visible (GTK_WIDGET (window)));
}

static gboolean
thermal_done (gpointer user_data)
{
  DsThermalPage *page = user_data;

  return !ds_run_page_is_running (DS_RUN_PAGE (page)) && ds_run_page_get_saved_run (DS_RUN_PAGE (page)) != 0;
}

/* Ten seconds of sustained writing: samples arrive while it runs, the chart
 * draws them, and the analysis and the saved run follow. */
static void
test_thermal (void)
{
  DsDriveView *view;
  DsThermalPage *page;
  DsThermalTask *task;
  guint draws_while_running;

  g_settings_set_uint (settings (), "thermal-duration-s", 10);
  g_settings_set_uint (settings (), "thermal-cooldown-s", 0);
  g_settings_set_uint (settings (), "thermal-size-mib", 256);
  g_settings_set_uint (settings (), "thermal-sample-ms", 250);
  view = open_drive_view ("thermal");
  if (view == NULL)
    {
      g_test_skip ("this machine lists no drive to test");
      return;
    }
  page = ds_drive_view_get_thermal_page (view);
  ds_run_page_set_directory (DS_RUN_PAGE (page), work_dir);
  /* Before Start the chart area says what it will show. */
  g_assert_nonnull (ds_chart_widget_get_placeholder (ds_thermal_page_get_chart (page)));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "thermal.start", NULL));
  g_assert_true (ds_run_page_is_running (DS_RUN_PAGE (page)));
  check_busy_and_close_request ();
  ds_gui_test_settle (GTK_WIDGET (window), 6000);
  draws_while_running = ds_chart_widget_get_n_draws (ds_thermal_page_get_chart (page));
  g_assert_true (ds_gui_test_wait (thermal_done, page, 120000));
  task = ds_thermal_page_get_task (page);
  if (ds_run_task_get_error (DS_RUN_TASK (task)) != NULL)
    g_error ("the thermal test failed: %s", ds_run_task_get_error (DS_RUN_TASK (task))->message);
  g_assert_nonnull (ds_thermal_task_get_result (task));
  g_assert_cmpuint (ds_thermal_task_get_samples (task)->len, >=, 20);
  g_test_message ("%u samples in %u updates; %u chart frames while running",
                  ds_thermal_task_get_samples (task)->len, ds_run_task_get_n_updates (DS_RUN_TASK (task)),
                  draws_while_running);
  g_assert_cmpuint (draws_while_running, >, 0);
  g_assert_cmpstr (ds_thermal_page_get_verdict (page), !=, "");
  /* A temperature axis only when a sensor gave temperatures. */
  {
    GArray *samples = ds_thermal_task_get_samples (task);
    DsChart *chart = ds_chart_widget_get_chart (ds_thermal_page_get_chart (page));
    gboolean any_temp = FALSE;
    double pixel;

    for (guint i = 0; i < samples->len; i++)
      any_temp = any_temp || isfinite (g_array_index (samples, DsThermalSample, i).temp_c);
    ds_gui_test_settle (GTK_WIDGET (window), 200);
    g_assert_nonnull (chart);
    g_assert_null (ds_chart_widget_get_placeholder (ds_thermal_page_get_chart (page)));
    g_test_message ("temperatures %s", any_temp ? "measured" : "not available");
    g_assert_true (ds_chart_map_value (chart, 0, DS_CHART_AXIS_Y2, 40, &pixel) == any_temp);
  }
  {
    GtkListBox *list = ds_window_get_drive_list (window);

    for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (list)); child; child = gtk_widget_get_next_sibling (child))
      if (DS_IS_DRIVE_ROW (child))
        g_assert_false (ds_drive_row_get_busy (DS_DRIVE_ROW (child)));
  }
  ds_gui_test_settle (GTK_WIDGET (window), 300);
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "thermal-page"));
}

/* The History of all drives lists the three runs; two benchmarks selected
 * and compared show the chart, a table and the conditions that differ
 * (here the number of runs). */
static void
test_history_compare (void)
{
  DsHistoryPage *history;
  GtkSelectionModel *selection;
  DsCompareView *compare;
  guint picked = 0;

  if (window == NULL)
    {
      g_test_skip ("no runs were made on this machine");
      return;
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.history", NULL));
  g_assert_cmpstr (ds_window_get_content_name (window), ==, "history");
  history = ds_window_get_history_page (window);
  g_assert_true (ds_gui_test_wait_history_rows (history, 3, 10000));
  g_assert_cmpuint (ds_history_page_get_n_rows (history), ==, 3);
  ds_gui_test_settle (GTK_WIDGET (window), 300);
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "history-page"));
  /* Every row names its drive as the sidebar does, its profile, and a
   * Result built from the stored numbers, sorted by number. */
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(GPtrArray) drives = ds_drive_list_enumerate (DS_ENUM_FLAGS_NONE, &error);
    g_autofree char *sidebar = NULL;
    GListModel *items = G_LIST_MODEL (ds_history_page_get_selection (history));
    guint n_default = 0;

    g_assert_no_error (error);
    for (guint i = 0; i < drives->len && sidebar == NULL; i++)
      if (g_strcmp0 (((DsDrive *) g_ptr_array_index (drives, i))->name, ds_gui_test_drive_name ()) == 0)
        sidebar = ds_drive_display_name (g_ptr_array_index (drives, i));
    g_assert_nonnull (sidebar);
    for (guint i = 0; i < g_list_model_get_n_items (items); i++)
      {
        g_autoptr(DsRunItem) item = g_list_model_get_item (items, i);
        g_autofree char *profile = NULL;

        g_object_get (item, "profile", &profile, NULL);
        g_test_message ("run %u: %s · %s · %s · %.1f", i, ds_run_item_get_drive (item), profile,
                        ds_run_item_get_headline (item), ds_run_item_get_result_value (item));
        g_assert_cmpstr (ds_run_item_get_drive (item), ==, sidebar);
        g_assert_cmpfloat (ds_run_item_get_result_value (item), >, 0.0);
        g_assert_nonnull (strstr (ds_run_item_get_headline (item), "MB/s"));
        /* The profile's name, as the Benchmark page shows it, not the stored nick. */
        n_default += g_strcmp0 (profile, "Default") == 0;
      }
    /* The run of the whole default profile (a single test has none). */
    g_assert_cmpuint (n_default, ==, 1);
  }
  /* At 360 px the list scrolls sideways: its columns keep their widths. */
  {
    GtkWidget *list = ds_gui_test_find_widget (GTK_WIDGET (history), DS_TYPE_RUN_LIST);
    GtkWidget *columns;
    int page_min = 0, columns_min = 0;

    g_assert_nonnull (list);
    /* The rows under the header, as wide as the columns together. */
    columns = GTK_WIDGET (ds_run_list_get_view (DS_RUN_LIST (list)));
    gtk_widget_measure (GTK_WIDGET (history), GTK_ORIENTATION_HORIZONTAL, -1, &page_min, NULL, NULL, NULL);
    gtk_widget_measure (columns, GTK_ORIENTATION_HORIZONTAL, -1, &columns_min, NULL, NULL, NULL);
    g_test_message ("History page minimum width %d px, its columns %d px", page_min, columns_min);
    g_assert_cmpint (page_min, <=, 360);
    g_assert_cmpint (columns_min, >, 360);
  }
  /* The drive's own History holds the same runs, whatever identity the
   * drive has (a virtio disk has a serial but no model). */
  {
    DsDriveView *view = open_drive_view ("history");
    DsHistoryPage *own = ds_drive_view_get_history_page (view);

    g_assert_true (ds_gui_test_wait_history_rows (own, 3, 10000));
    g_assert_cmpuint (ds_history_page_get_n_rows (own), ==, 3);
    ds_history_page_set_search (own, "no run has this text");
    g_assert_cmpuint (ds_history_page_get_n_rows (own), ==, 0);
    g_assert_cmpstr (ds_history_page_get_view (own), ==, "no-match");
    ds_history_page_set_search (own, "");
    g_assert_cmpstr (ds_history_page_get_view (own), ==, "list");
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.history", NULL));
  }

  selection = ds_history_page_get_selection (history);
  /* One benchmark opened shows its result panel: cells with numbers in
   * the unit of the preferences, and its comment. */
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (selection)); i++)
    {
      g_autoptr(DsRunItem) item = g_list_model_get_item (G_LIST_MODEL (selection), i);

      if (ds_run_item_is_bench (item))
        {
          gtk_selection_model_select_item (selection, i, TRUE);
          break;
        }
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.open", NULL));
  g_assert_true (ds_gui_test_wait_history_view (history, "run", 10000));
  {
    DsRunView *run = ds_history_page_get_run_view (history);

    g_assert_cmpuint (ds_run_view_get_n_cells (run), >=, 2);
    for (guint i = 0; i < ds_run_view_get_n_cells (run); i++)
      g_assert_true (ds_bench_cell_has_result (ds_run_view_get_cell (run, i)));
    g_assert_cmpstr (ds_run_view_get_header (run, DS_IO_MODE_READ), ==, "Read (MB/s)");
    g_settings_set_string (settings (), "bench-unit", "iops");
    g_assert_cmpstr (ds_run_view_get_header (run, DS_IO_MODE_READ), ==, "Read (IOPS)");
    g_settings_set_string (settings (), "bench-unit", "mbps");
    ds_gui_test_settle (GTK_WIDGET (window), 300);
    g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "history-run"));
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.back", NULL));
  gtk_selection_model_unselect_all (selection);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (selection)) && picked < 2; i++)
    {
      g_autoptr(DsRunItem) item = g_list_model_get_item (G_LIST_MODEL (selection), i);

      if (ds_run_item_is_bench (item))
        {
          gtk_selection_model_select_item (selection, i, FALSE);
          picked++;
        }
    }
  g_assert_cmpuint (picked, ==, 2);
  /* A thermal run in the selection turns Compare off, and its tooltip says
   * why; unselected, Compare is back. */
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (selection)); i++)
    {
      g_autoptr(DsRunItem) item = g_list_model_get_item (G_LIST_MODEL (selection), i);

      if (ds_run_item_is_bench (item))
        continue;
      gtk_selection_model_select_item (selection, i, FALSE);
      g_test_message ("Compare with a thermal run: %s", ds_history_page_get_compare_tooltip (history));
      g_assert_nonnull (strstr (ds_history_page_get_compare_tooltip (history), "thermal"));
      gtk_selection_model_unselect_item (selection, i);
      g_assert_null (strstr (ds_history_page_get_compare_tooltip (history), "thermal"));
      break;
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.compare", NULL));
  g_assert_true (ds_gui_test_wait_history_view (history, "compare", 10000));
  compare = ds_history_page_get_compare_view (history);
  g_assert_cmpuint (ds_compare_view_get_n_runs (compare), ==, 2);
  g_assert_cmpuint (ds_compare_view_get_n_differences (compare), >=, 1);
  g_assert_nonnull (ds_chart_widget_get_chart (ds_compare_view_get_chart (compare)));
  ds_gui_test_settle (GTK_WIDGET (window), 300);
  g_assert_cmpuint (ds_chart_widget_get_n_draws (ds_compare_view_get_chart (compare)), >, 0);
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "history-compare"));
  /* The table follows the unit of the preferences. */
  g_assert_cmpstr (ds_compare_view_get_unit_heading (compare), ==, "Test (MB/s)");
  g_settings_set_string (settings (), "bench-unit", "gbps");
  g_assert_cmpstr (ds_compare_view_get_unit_heading (compare), ==, "Test (GB/s)");
  g_settings_set_string (settings (), "bench-unit", "mbps");
}

typedef struct
{
  gboolean  done;
  char     *text;
  gboolean  ok;
} Waiter;

static void
on_clipboard_text (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  Waiter *w = user_data;

  w->text = gdk_clipboard_read_text_finish (GDK_CLIPBOARD (object), result, NULL);
  w->done = TRUE;
}

static void
on_exported (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  Waiter *w = user_data;
  g_autoptr(GError) error = NULL;

  w->ok = ds_bench_export_finish (result, &error);
  g_assert_no_error (error);
  w->done = TRUE;
}

static gboolean
waiter_done (gpointer user_data)
{
  return ((Waiter *) user_data)->done;
}

/* Copy as Text puts CrystalDiskMark's layout on the clipboard; the image
 * and the HTML report are written by the worker the Save buttons use. */
static void
test_copy_and_export (void)
{
  DsDriveView *view = open_drive_view ("bench");
  DsBenchPage *page;
  DsBenchResult *result;
  Waiter copy = { 0 }, png = { 0 }, html = { 0 };
  g_autofree char *png_path = g_build_filename (ds_gui_test_tmpdir (), "result.png", NULL);
  g_autofree char *html_path = g_build_filename (ds_gui_test_tmpdir (), "result.html", NULL);
  g_autofree char *html_text = NULL;

  if (view == NULL)
    {
      g_test_skip ("no runs were made on this machine");
      return;
    }
  page = ds_drive_view_get_bench_page (view);
  result = ds_bench_task_get_result (ds_bench_page_get_task (page));
  g_assert_nonnull (result);
  /* The typed comment is part of the copied text. */
  gtk_editable_set_text (ds_bench_page_get_comment_entry (page), "cold start, fan off");
  g_assert_true (gtk_widget_is_sensitive (GTK_WIDGET (ds_bench_page_get_comment_entry (page))));
  g_signal_emit_by_name (ds_bench_page_get_comment_entry (page), "activate");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "bench.copy", NULL));
  gdk_clipboard_read_text_async (gtk_widget_get_clipboard (GTK_WIDGET (page)), NULL, on_clipboard_text, &copy);
  g_assert_true (ds_gui_test_wait (waiter_done, &copy, 5000));
  g_assert_nonnull (copy.text);
  g_assert_nonnull (strstr (copy.text, "SEQ    1MiB (Q=  8, T= 1)"));
  g_assert_nonnull (strstr (copy.text, "Comment: cold start, fan off"));
  g_free (copy.text);

  ds_bench_export_async (result, png_path, DS_BENCH_EXPORT_PNG, DS_CHART_THEME_LIGHT, NULL, on_exported, &png);
  ds_bench_export_async (result, html_path, DS_BENCH_EXPORT_HTML, DS_CHART_THEME_DARK, NULL, on_exported, &html);
  g_assert_true (ds_gui_test_wait (waiter_done, &png, 30000));
  g_assert_true (ds_gui_test_wait (waiter_done, &html, 30000));
  g_assert_true (png.ok && html.ok);
  g_assert_true (g_file_test (png_path, G_FILE_TEST_IS_REGULAR));
  g_assert_true (g_file_get_contents (html_path, &html_text, NULL, NULL));
  g_assert_nonnull (strstr (html_text, "<svg"));
}

/* A folder whose name looks like markup shows as it is, on both pages
 * (a Pango parse warning is fatal in this test). */
static void
test_folder_named_like_markup (void)
{
  DsDriveView *view = open_drive_view ("bench");
  g_autofree char *odd = g_build_filename (ds_gui_test_tmpdir (), "R&D <x>", NULL);

  if (view == NULL)
    {
      g_test_skip ("this machine lists no drive");
      return;
    }
  g_assert_cmpint (g_mkdir_with_parents (odd, 0700), ==, 0);
  ds_run_page_set_directory (DS_RUN_PAGE (ds_drive_view_get_bench_page (view)), odd);
  ds_gui_test_settle (GTK_WIDGET (window), 200);
  g_assert_cmpstr (ds_run_page_get_folder_subtitle (DS_RUN_PAGE (ds_drive_view_get_bench_page (view))), ==, odd);
  ds_drive_view_show_page (view, "thermal");
  ds_run_page_set_directory (DS_RUN_PAGE (ds_drive_view_get_thermal_page (view)), odd);
  ds_gui_test_settle (GTK_WIDGET (window), 200);
  ds_run_page_set_directory (DS_RUN_PAGE (ds_drive_view_get_bench_page (view)), work_dir);
  ds_run_page_set_directory (DS_RUN_PAGE (ds_drive_view_get_thermal_page (view)), work_dir);
  g_rmdir (odd);
}

static gboolean
rows_are (gpointer user_data)
{
  DsHistoryPage *history = ds_window_get_history_page (window);

  return ds_history_page_get_n_rows (history) == GPOINTER_TO_UINT (user_data);
}

/* Deleting a run removes it from the list at once; the toast's Undo puts it
 * back. */
static void
test_delete_and_undo (void)
{
  DsHistoryPage *history;
  GtkSelectionModel *selection;
  AdwToast *toast;
  guint n;

  if (window == NULL)
    {
      g_test_skip ("no runs were made on this machine");
      return;
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.history", NULL));
  history = ds_window_get_history_page (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.back", NULL));
  n = ds_history_page_get_n_rows (history);
  g_assert_cmpuint (n, >=, 2);
  selection = ds_history_page_get_selection (history);
  gtk_selection_model_select_item (selection, 0, TRUE);
  ds_window_dismiss_toasts (window);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.delete", NULL));
  g_assert_true (ds_gui_test_wait (rows_are, GUINT_TO_POINTER (n - 1), 10000));
  toast = ds_window_get_last_toast (window);
  g_assert_nonnull (toast);
  g_signal_emit_by_name (toast, "button-clicked");
  g_assert_true (ds_gui_test_wait (rows_are, GUINT_TO_POINTER (n), 10000));
}

static gboolean
first_row_labelled (gpointer user_data)
{
  GtkSelectionModel *selection = ds_history_page_get_selection (ds_window_get_history_page (window));
  g_autoptr(DsRunItem) item = g_list_model_get_item (G_LIST_MODEL (selection), 0);

  return item != NULL && g_strcmp0 (ds_run_item_get_run (item)->label, user_data) == 0;
}

/* F2 (or the menu) labels the selected run; the list shows the label and
 * search finds it. */
static void
test_label_run (void)
{
  DsHistoryPage *history;
  GtkWindow *dialog;

  if (window == NULL)
    {
      g_test_skip ("no runs were made on this machine");
      return;
    }
  history = ds_window_get_history_page (window);
  gtk_selection_model_select_item (ds_history_page_get_selection (history), 0, TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.label", NULL));
  g_assert_true (ds_gui_test_wait (dialog_shown, NULL, 5000));
  dialog = find_message_dialog ();
  gtk_editable_set_text (GTK_EDITABLE (adw_message_dialog_get_extra_child (ADW_MESSAGE_DIALOG (dialog))),
                         "before the firmware update");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (dialog), "save");
  gtk_window_destroy (dialog);
  g_assert_true (ds_gui_test_wait (first_row_labelled, (gpointer) "before the firmware update", 10000));
  ds_history_page_set_search (history, "FIRMWARE");
  g_assert_cmpuint (ds_history_page_get_n_rows (history), ==, 1);
  ds_history_page_set_search (history, "");
}

static void
on_imported (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  Waiter *w = user_data;
  g_autoptr(GError) error = NULL;
  guint added = 0;

  w->ok = ds_history_import_file_finish (DS_HISTORY (object), result, &added, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (added, ==, 1);
  w->done = TRUE;
}

/* A CrystalDiskMark text export imported through the History's importer
 * shows up in the list as an imported run. */
static void
test_import_cdm (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("DS_FIXTURES"), "cdm", "cdm9-nvme.txt", NULL);
  DsHistoryPage *history;
  Waiter import = { 0 };
  guint n;

  if (window == NULL)
    {
      g_test_skip ("no window was opened on this machine");
      return;
    }
  history = ds_window_get_history_page (window);
  n = ds_history_page_get_n_rows (history);
  /* Through the application's history: its "changed" reloads the list. */
  ds_history_import_file_async (ds_application_get_history (ds_gui_test_application ()), path,
                                DS_IMPORT_FORMAT_ANY, NULL, on_imported, &import);
  g_assert_true (ds_gui_test_wait (waiter_done, &import, 10000));
  g_assert_true (import.ok);
  g_assert_true (ds_gui_test_wait (rows_are, GUINT_TO_POINTER (n + 1), 10000));
}

static gboolean
loads_pass (gpointer user_data)
{
  return ds_history_page_get_n_loads (ds_window_get_history_page (window)) > GPOINTER_TO_UINT (user_data);
}

static gboolean
toast_says (gpointer user_data)
{
  AdwToast *toast = ds_window_get_last_toast (window);

  return toast != NULL && g_strcmp0 (adw_toast_get_title (toast), user_data) == 0;
}

/* The window's Import of a file already imported succeeds, as the CLI's
 * does (it used to fail on the run's uuid): it says nothing was new and
 * the history still holds the run once. */
static void
test_import_twice (void)
{
  g_autofree char *path = g_build_filename (g_getenv ("DS_FIXTURES"), "cdm", "cdm9-nvme.txt", NULL);
  DsHistoryPage *history;
  guint n, loads;

  if (window == NULL)
    {
      g_test_skip ("no window was opened on this machine");
      return;
    }
  history = ds_window_get_history_page (window);
  n = ds_history_page_get_n_rows (history);
  loads = ds_history_page_get_n_loads (history);
  ds_window_dismiss_toasts (window);
  ds_history_page_import_file (history, path);
  g_assert_true (ds_gui_test_wait (toast_says,
                                   (gpointer) "Nothing new: every run in the file was already in the history.",
                                   10000));
  g_assert_true (ds_gui_test_wait (loads_pass, GUINT_TO_POINTER (loads), 10000));
  g_assert_cmpuint (ds_history_page_get_n_rows (history), ==, n);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  ds_gui_test_setup_environment (&argc, &argv);
  gtk_test_init (&argc, &argv, NULL);
  work_dir = ds_gui_test_make_work_dir ();

  /* In this order: each step builds on the runs of the one before. */
  g_test_add_func ("/ds/gui/runs/tiny-benchmark-shows-numbers-and-saves", test_tiny_benchmark);
  g_test_add_func ("/ds/gui/runs/preference-change-is-used", test_preference_used);
  g_test_add_func ("/ds/gui/runs/ten-second-thermal-test", test_thermal);
  g_test_add_func ("/ds/gui/runs/history-compares-two-runs", test_history_compare);
  g_test_add_func ("/ds/gui/runs/copy-and-export", test_copy_and_export);
  g_test_add_func ("/ds/gui/runs/folder-named-like-markup-shows-as-text", test_folder_named_like_markup);
  g_test_add_func ("/ds/gui/runs/delete-and-undo", test_delete_and_undo);
  g_test_add_func ("/ds/gui/runs/label-and-search", test_label_run);
  g_test_add_func ("/ds/gui/runs/import-crystaldiskmark-text", test_import_cdm);
  g_test_add_func ("/ds/gui/runs/import-same-file-again-succeeds", test_import_twice);
  /* Run as a test of its own (gui-keyboard): its stopped runs would join
   * the history the tests above count. */
  g_test_add_func ("/ds/gui/runs/keyboard-runs-and-stops", test_keyboard_runs_and_stops);
  g_test_add_func ("/ds/gui/runs/finished-cells-show-results-at-once", test_live_cells);
  status = ds_gui_test_run (&window);
  return status;
}
