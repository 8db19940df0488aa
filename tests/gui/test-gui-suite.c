/* test-gui-suite.c — the Suites page of the real window (issue 14): the
 * chooser gives each suite its description, options, steps and estimate
 * (the same plan as `suite --plan`); a tiny suite started with Ctrl+Enter
 * grows its chart by one step at a time, fills its table, answers and is
 * saved; Escape stops one and keeps the steps it measured; the History
 * lists suite runs, opens one and says why two cannot be compared yet.
 *
 * Runs on this machine's drives (no fixture tree), writing only into a
 * temporary directory, with a temporary history database. Each test that
 * runs a suite is a process of its own (see tests/meson.build).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include <glib/gstdio.h>

#include "ds-drive-list.h"
#include "ds-error.h"
#include "ds-gui-test.h"
#include "ds-history-store.h"
#include "ds-json.h"
#include "ds-run-item.h"
#include "ds-suite-analysis.h"

static DsWindow *window;
static char *work_dir;

/* The drive that holds the temporary directory, its view on @page. */
static DsDriveView *
open_drive_view (const char *page)
{
  return ds_gui_test_drive_view (&window, work_dir, 1200, 820, page);
}

/* The button (or other actionable) under @root bound to @action. */
static GtkWidget *
find_actionable (GtkWidget  *root,
                 const char *action)
{
  if (GTK_IS_ACTIONABLE (root) && g_strcmp0 (gtk_actionable_get_action_name (GTK_ACTIONABLE (root)), action) == 0)
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_actionable (c, action);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
set_entry (DsSuitePage *page,
           const char  *title,
           const char  *text)
{
  GtkWidget *row = ds_gui_test_find_row (GTK_WIDGET (page), ADW_TYPE_ENTRY_ROW, title);

  g_assert_nonnull (row);
  gtk_editable_set_text (GTK_EDITABLE (row), text);
}

static void
set_spin (DsSuitePage *page,
          const char  *title,
          double       value)
{
  GtkWidget *row = ds_gui_test_find_row (GTK_WIDGET (page), ADW_TYPE_ACTION_ROW, title);
  GtkWidget *spin;

  g_assert_nonnull (row);
  spin = ds_gui_test_find_widget (row, GTK_TYPE_SPIN_BUTTON);
  g_assert_nonnull (spin);
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (spin), value);
}

/* The smallest test file (16 MiB): the first size of the list. */
static void
set_smallest_size (DsSuitePage *page)
{
  GtkWidget *row = ds_gui_test_find_row (GTK_WIDGET (page), ADW_TYPE_COMBO_ROW, "Test file size");

  g_assert_nonnull (row);
  adw_combo_row_set_selected (ADW_COMBO_ROW (row), 0);
}

static guint
plan_length (DsSuiteKind kind)
{
  g_autoptr(DsSuiteSettings) s = ds_suite_settings_new (kind);
  g_autoptr(GPtrArray) plan = ds_suite_settings_plan (s);

  return plan->len;
}

static gboolean
first_step_charted (gpointer user_data)
{
  return ds_suite_page_get_chart_steps (DS_SUITE_PAGE (user_data)) >= 1 || ds_gui_test_run_page_stopped (user_data);
}

static void
fail_if_failed (DsSuitePage *page)
{
  DsSuiteTask *task = ds_suite_page_get_task (page);
  const GError *error = task != NULL ? ds_run_task_get_error (DS_RUN_TASK (task)) : NULL;

  if (error != NULL && !ds_run_task_was_cancelled (DS_RUN_TASK (task)))
    g_error ("the suite failed: %s", error->message);
}

/* Steps of @result whose numbers the chart of @kind draws. */
static guint
measured_steps (const DsSuiteResult *result)
{
  guint n = 0;

  for (guint i = 0; i < result->steps->len; i++)
    {
      const DsSuiteStep *st = g_ptr_array_index (result->steps, i);

      n += isfinite (result->suite == DS_SUITE_BLOCKSIZE ? st->stats.mbps : st->stats.iops) ? 1 : 0;
    }
  return n;
}

static void
test_choose_suite (void)
{
  DsDriveView *view = open_drive_view ("suites");
  DsSuitePage *page;
  AdwComboRow *chooser;
  g_autofree char *blocksize_subtitle = NULL;
  g_autofree char *expected = NULL;

  if (view == NULL)
    {
      g_test_skip ("this machine lists no drive to run a suite on");
      return;
    }
  page = ds_drive_view_get_suite_page (view);
  chooser = ADW_COMBO_ROW (ds_gui_test_find_row (GTK_WIDGET (page), ADW_TYPE_COMBO_ROW, "Suite"));
  g_assert_nonnull (chooser);
  /* Every suite by its translated name. */
  g_assert_cmpuint (g_list_model_get_n_items (adw_combo_row_get_model (chooser)), ==, DS_SUITE_N_KINDS);
  g_assert_cmpuint (ds_suite_page_get_kind (page), ==, DS_SUITE_BLOCKSIZE);
  blocksize_subtitle = g_strdup (adw_action_row_get_subtitle (ADW_ACTION_ROW (chooser)));
  g_assert_nonnull (strstr (blocksize_subtitle, "block size"));
  /* The default block-size sweep's plan: one row per step, and the count
   * and estimate of `suite --plan`. */
  g_assert_cmpuint (ds_suite_page_get_n_rows (page), ==, plan_length (DS_SUITE_BLOCKSIZE));
  expected = g_strdup_printf ("%u steps, about ", plan_length (DS_SUITE_BLOCKSIZE));
  g_assert_true (g_str_has_prefix (ds_suite_page_get_plan_text (page), expected));
  ds_gui_test_settle (GTK_WIDGET (window), 200);
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "suite-page"));

  /* Choosing another suite through its row: its description and its steps. */
  adw_combo_row_set_selected (chooser, DS_SUITE_QD_SCALING);
  g_assert_cmpuint (ds_suite_page_get_kind (page), ==, DS_SUITE_QD_SCALING);
  g_assert_cmpstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (chooser)), !=, blocksize_subtitle);
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (chooser)), "queue depth"));
  g_assert_cmpuint (ds_suite_page_get_n_rows (page), ==, plan_length (DS_SUITE_QD_SCALING));
  /* Its options change the plan: two depths, reads only, 2 s each. */
  set_entry (page, "Queue depths", "1,32");
  set_entry (page, "Read shares", "100");
  set_spin (page, "Measured per step", 2);
  set_spin (page, "Warm-up per step", 0);
  g_assert_cmpuint (ds_suite_page_get_n_rows (page), ==, 2);
  g_assert_cmpstr (ds_suite_page_get_plan_text (page), ==, "2 steps, about 4 s without preparing the test file");
  /* A wrong option says what is wrong, shows no steps, and Run does nothing. */
  ds_run_page_set_directory (DS_RUN_PAGE (page), work_dir);
  set_entry (page, "Queue depths", "0");
  g_assert_cmpuint (ds_suite_page_get_n_rows (page), ==, 0);
  g_assert_nonnull (strstr (ds_suite_page_get_plan_text (page), "“0”"));
  ds_gui_test_press_shortcut (GTK_WIDGET (window), GDK_KEY_Return, GDK_CONTROL_MASK);
  g_assert_false (ds_run_page_is_running (DS_RUN_PAGE (page)));
  /* The passes have no per-step time: those options go. */
  ds_suite_page_set_kind (page, DS_SUITE_LINEAR);
  g_assert_false (gtk_widget_get_visible (ds_gui_test_find_row (GTK_WIDGET (page), ADW_TYPE_ACTION_ROW, "Measured per step")));
  g_assert_cmpuint (ds_suite_page_get_n_rows (page), ==, plan_length (DS_SUITE_LINEAR));
  /* The surface suite reads the drive itself: no folder, no fill, its
   * positions instead; its plan says it only reads and asks for
   * authentication. Without udisks2 (the tests' system bus is none) the run
   * ends at once, says what to install, and keeps nothing. */
  ds_suite_page_set_kind (page, DS_SUITE_SURFACE);
  g_assert_false (gtk_widget_get_visible (ds_gui_test_find_row (GTK_WIDGET (page), ADW_TYPE_ACTION_ROW, "Test folder")));
  g_assert_false (gtk_widget_get_visible (ds_gui_test_find_row (GTK_WIDGET (page), ADW_TYPE_ACTION_ROW, "Fill the filesystem")));
  g_assert_true (gtk_widget_get_visible (ds_gui_test_find_row (GTK_WIDGET (page), ADW_TYPE_ACTION_ROW, "Positions read")));
  g_assert_nonnull (strstr (adw_action_row_get_subtitle (ADW_ACTION_ROW (chooser)), "administrator"));
  g_assert_cmpuint (ds_suite_page_get_n_rows (page), ==, 1);
  g_assert_nonnull (strstr (ds_suite_page_get_plan_text (page), "at each of 100 evenly spaced positions"));
  g_assert_nonnull (strstr (ds_suite_page_get_plan_text (page), "never writes"));
  ds_gui_test_settle (GTK_WIDGET (window), 200);
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "suite-surface"));
  g_assert_true (ds_gui_test_press_shortcut (GTK_WIDGET (window), GDK_KEY_Return, GDK_CONTROL_MASK));
  g_assert_true (ds_gui_test_wait (ds_gui_test_run_page_stopped, page, 30000));
  g_assert_nonnull (ds_run_task_get_error (DS_RUN_TASK (ds_suite_page_get_task (page))));
  g_test_message ("surface without udisks2: %s", ds_run_task_get_error (DS_RUN_TASK (ds_suite_page_get_task (page)))->message);
  g_assert_nonnull (strstr (ds_run_task_get_error (DS_RUN_TASK (ds_suite_page_get_task (page)))->message, "udisks2"));
  g_assert_null (ds_suite_page_get_result (page));
  ds_gui_test_settle (GTK_WIDGET (window), 200);
  g_assert_cmpint (ds_run_page_get_saved_run (DS_RUN_PAGE (page)), ==, 0);
  ds_suite_page_set_kind (page, DS_SUITE_LINEAR);
  g_assert_true (gtk_widget_get_visible (ds_gui_test_find_row (GTK_WIDGET (page), ADW_TYPE_ACTION_ROW, "Test folder")));
  /* A folder that is not there: the run ends at once, says why, keeps
   * nothing and the table's rows are no longer running. */
  {
    g_autofree char *missing = g_build_filename (work_dir, "no-such-folder", NULL);

    ds_suite_page_set_kind (page, DS_SUITE_BLOCKSIZE);
    set_entry (page, "Block sizes", "4K");
    set_entry (page, "Read shares", "100");
    set_smallest_size (page);
    ds_run_page_set_directory (DS_RUN_PAGE (page), missing);
    g_assert_true (ds_gui_test_press_shortcut (GTK_WIDGET (window), GDK_KEY_Return, GDK_CONTROL_MASK));
    g_assert_true (ds_gui_test_wait (ds_gui_test_run_page_stopped, page, 30000));
    g_assert_nonnull (ds_run_task_get_error (DS_RUN_TASK (ds_suite_page_get_task (page))));
    g_test_message ("missing folder: %s", ds_run_task_get_error (DS_RUN_TASK (ds_suite_page_get_task (page)))->message);
    g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (page),
                                              ds_run_task_get_error (DS_RUN_TASK (ds_suite_page_get_task (page)))->message));
    g_assert_null (ds_suite_page_get_result (page));
    g_assert_null (ds_gui_test_find_label (GTK_WIDGET (page), "running…"));
    ds_gui_test_settle (GTK_WIDGET (window), 200);
    g_assert_cmpint (ds_run_page_get_saved_run (DS_RUN_PAGE (page)), ==, 0);
    ds_run_page_set_directory (DS_RUN_PAGE (page), work_dir);
  }
  /* Every suite's page fits a 360 px window (the table scrolls sideways). */
  for (guint k = 0; k < DS_SUITE_N_KINDS; k++)
    {
      int min = 0;

      ds_suite_page_set_kind (page, k);
      gtk_widget_measure (GTK_WIDGET (page), GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
      g_test_message ("%s: minimum width %d px", ds_suite_kind_title (k), min);
      g_assert_cmpint (min, <=, 360);
    }
  ds_suite_page_set_kind (page, DS_SUITE_BLOCKSIZE);
}

static void
test_tiny_run_by_keyboard (void)
{
  DsDriveView *view = open_drive_view ("overview");
  DsSuitePage *page;
  const DsSuiteResult *result;
  g_autoptr(DsHistoryRun) run = NULL;

  if (view == NULL)
    {
      g_test_skip ("this machine lists no drive to run a suite on");
      return;
    }
  page = ds_drive_view_get_suite_page (view);
  ds_run_page_set_directory (DS_RUN_PAGE (page), work_dir);
  /* Alt+4 shows the Suites page, the fourth tab. */
  g_assert_true (ds_gui_test_press_shortcut (GTK_WIDGET (window), GDK_KEY_4, GDK_ALT_MASK));
  g_assert_true (ds_gui_test_find_widget (GTK_WIDGET (view), DS_TYPE_SUITE_PAGE) == GTK_WIDGET (page));
  g_assert_true (gtk_widget_get_mapped (GTK_WIDGET (page)));
  ds_suite_page_set_kind (page, DS_SUITE_BLOCKSIZE);
  set_entry (page, "Block sizes", "4K,64K,1M");
  set_entry (page, "Read shares", "100,0");
  set_entry (page, "Queue depths", "4");
  set_spin (page, "Measured per step", 0.5);
  set_spin (page, "Warm-up per step", 0);
  set_smallest_size (page);
  g_assert_cmpuint (ds_suite_page_get_n_rows (page), ==, 6);

  g_assert_true (ds_gui_test_press_shortcut (GTK_WIDGET (window), GDK_KEY_Return, GDK_CONTROL_MASK));
  g_assert_true (ds_run_page_is_running (DS_RUN_PAGE (page)));
  /* The chart grows by whole steps: after the first, as many points as
   * steps delivered. */
  g_assert_true (ds_gui_test_wait (first_step_charted, page, 60000));
  fail_if_failed (page);
  if (ds_run_page_is_running (DS_RUN_PAGE (page)))
    {
      GPtrArray *steps = ds_suite_task_get_steps (ds_suite_page_get_task (page));

      g_assert_cmpuint (ds_suite_page_get_chart_steps (page), ==, steps->len);
      g_assert_cmpuint (ds_suite_page_get_n_measured (page), ==, steps->len);
      ds_gui_test_settle (GTK_WIDGET (window), 100);
      g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "suite-running"));
    }
  g_assert_true (ds_gui_test_wait (ds_gui_test_run_page_saved, page, 120000));
  fail_if_failed (page);

  result = ds_suite_page_get_result (page);
  g_assert_nonnull (result);
  g_assert_cmpint (result->status, ==, DS_RUN_STATUS_COMPLETED);
  g_assert_cmpuint (result->steps->len, ==, 6);
  g_assert_cmpuint (ds_suite_page_get_n_measured (page), ==, 6);
  g_assert_cmpuint (ds_suite_page_get_chart_steps (page), ==, measured_steps (result));
  g_assert_cmpuint (ds_suite_page_get_chart_steps (page), ==, 6);
  g_assert_nonnull (ds_chart_widget_get_chart (ds_suite_page_get_chart (page)));
  /* The answer of the sweep, per direction. */
  g_test_message ("answer: %s", ds_suite_page_get_answer (page));
  g_assert_nonnull (strstr (ds_suite_page_get_answer (page), "read: "));
  g_assert_nonnull (strstr (ds_suite_page_get_answer (page), "write: "));
  ds_gui_test_settle (GTK_WIDGET (window), 200);
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "suite-finished"));
  /* The chart follows the dark style (a screenshot to look at). */
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_FORCE_DARK);
  ds_gui_test_settle (GTK_WIDGET (window), 300);
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "suite-finished-dark"));
  adw_style_manager_set_color_scheme (adw_style_manager_get_default (), ADW_COLOR_SCHEME_DEFAULT);

  /* In the history as a suite run. */
  run = ds_gui_test_stored_run (ds_run_page_get_saved_run (DS_RUN_PAGE (page)));
  g_assert_cmpint (run->kind, ==, DS_RUN_KIND_SUITE);
  g_assert_cmpint (run->status, ==, DS_RUN_STATUS_COMPLETED);
  g_assert_true (g_str_has_prefix (run->headline, "blocksize: "));
}

static GtkWidget *
find_css (GtkWidget  *root,
          const char *css_class)
{
  if (gtk_widget_has_css_class (root, css_class))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_css (c, css_class);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static guint
count_selected (GtkWidget *root)
{
  guint n = 0;
  int start, end;

  if (GTK_IS_LABEL (root) && gtk_label_get_selection_bounds (GTK_LABEL (root), &start, &end))
    n++;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    n += count_selected (c);
  return n;
}

/* A second run of the same suite, then the History: two suite runs with
 * Kind and Result, one opens with its chart, the two are compared (their
 * overlay and the table of deltas), a sweep with a linear pass is not. */
static void
test_history_lists_suites (void)
{
  DsDriveView *view = window != NULL ? open_drive_view ("suites") : NULL;
  DsSuitePage *page;
  DsHistoryPage *history;
  GtkSelectionModel *selection;
  guint n;

  if (view == NULL)
    {
      g_test_skip ("no suite ran on this machine");
      return;
    }
  page = ds_drive_view_get_suite_page (view);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "suite.run", NULL));
  g_assert_true (ds_gui_test_wait (ds_gui_test_run_page_saved, page, 120000));
  fail_if_failed (page);

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.history", NULL));
  history = ds_window_get_history_page (window);
  g_assert_true (ds_gui_test_wait_history_rows (history, 2, 10000));
  selection = ds_history_page_get_selection (history);
  n = g_list_model_get_n_items (G_LIST_MODEL (selection));
  g_assert_cmpuint (n, ==, 2);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(DsRunItem) item = g_list_model_get_item (G_LIST_MODEL (selection), i);
      g_autofree char *kind = NULL;

      g_object_get (item, "kind", &kind, NULL);
      g_test_message ("run %u: %s · %s", i, kind, ds_run_item_get_headline (item));
      g_assert_true (ds_run_item_is_suite (item));
      g_assert_false (ds_run_item_is_bench (item));
      g_assert_cmpstr (kind, ==, "Suite");
      /* made from the steps in the window's language, not the stored line */
      g_assert_true (g_str_has_prefix (ds_run_item_get_headline (item), "Block sizes: "));
    }
  ds_gui_test_settle (GTK_WIDGET (window), 200);
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "suite-history"));
  /* The kind filter has Suites; Benchmarks leaves them out. */
  {
    GtkDropDown *kinds = GTK_DROP_DOWN (ds_gui_test_find_widget (GTK_WIDGET (history), GTK_TYPE_DROP_DOWN));
    GListModel *names = gtk_drop_down_get_model (kinds);
    guint suites = GTK_INVALID_LIST_POSITION;

    for (guint i = 0; i < g_list_model_get_n_items (names); i++)
      if (g_strcmp0 (gtk_string_list_get_string (GTK_STRING_LIST (names), i), "Suites") == 0)
        suites = i;
    g_assert_cmpuint (suites, !=, GTK_INVALID_LIST_POSITION);
    gtk_drop_down_set_selected (kinds, suites);
    g_assert_cmpuint (ds_history_page_get_n_rows (history), ==, 2);
    gtk_drop_down_set_selected (kinds, 1);
    g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (names), 1), ==, "Benchmarks");
    g_assert_cmpuint (ds_history_page_get_n_rows (history), ==, 0);
    gtk_drop_down_set_selected (kinds, 0);
    g_assert_cmpuint (ds_history_page_get_n_rows (history), ==, 2);
  }

  /* One opened: its chart, answers and steps. */
  gtk_selection_model_select_item (selection, 0, TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.open", NULL));
  g_assert_true (ds_gui_test_wait_history_view (history, "thermal", 10000));
  {
    GtkWidget *answers = ds_gui_test_find_label (GTK_WIDGET (history), "reaches 95 %");
    GtkWidget *chart = answers != NULL ? gtk_widget_get_next_sibling (answers) : NULL;

    g_assert_nonnull (answers);
    g_assert_true (DS_IS_CHART_WIDGET (chart));
    g_assert_nonnull (ds_chart_widget_get_chart (DS_CHART_WIDGET (chart)));
    /* The steps as `show` prints them, Little's law column included. */
    g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (history), "Little"));
    g_assert_true (gtk_widget_get_visible (ds_gui_test_find_label (GTK_WIDGET (history), "Little")));
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.back", NULL));

  /* Both: Compare draws them overlaid with compare's table of deltas. */
  gtk_selection_model_select_all (selection);
  g_test_message ("Compare with two suite runs: %s", ds_history_page_get_compare_tooltip (history));
  g_assert_nonnull (strstr (ds_history_page_get_compare_tooltip (history), "runs of one suite"));
  g_assert_true (gtk_widget_is_sensitive (find_actionable (GTK_WIDGET (history), "history.compare")));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.compare", NULL));
  g_assert_true (ds_gui_test_wait_history_view (history, "thermal", 10000));
  {
    GtkWidget *heading = ds_gui_test_find_label (GTK_WIDGET (history), "Block-size sweep: 2 runs compared");
    GtkWidget *chart = heading != NULL ? gtk_widget_get_next_sibling (heading) : NULL;

    g_assert_nonnull (heading);
    g_assert_true (DS_IS_CHART_WIDGET (chart));
    g_assert_nonnull (ds_chart_widget_get_chart (DS_CHART_WIDGET (chart)));
  }
  g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (history), "deltas are against the first run"));
  /* Issue 29 #8: compare's table as aligned columns, not a selected text
   * dump; each run headed by the id the History lists (oldest first) over
   * the name its chart's legend gives it. */
  {
    GtkWidget *grid = find_css (GTK_WIDGET (history), "ds-compare-table");
    g_autoptr(DsRunItem) newest = g_list_model_get_item (G_LIST_MODEL (selection), 0);
    g_autoptr(DsRunItem) oldest = g_list_model_get_item (G_LIST_MODEL (selection), 1);
    DsRunItem *order[] = { oldest, newest };

    g_assert_nonnull (grid);
    g_assert_true (GTK_IS_GRID (grid));
    g_assert_cmpuint (count_selected (GTK_WIDGET (history)), ==, 0);
    for (int i = 0; i < 2; i++)
      {
        GtkWidget *head = gtk_grid_get_child_at (GTK_GRID (grid), 2 + i, 0);
        GtkWidget *id = head != NULL ? gtk_widget_get_first_child (head) : NULL;
        GtkWidget *name = id != NULL ? gtk_widget_get_next_sibling (id) : NULL;
        g_autofree char *expect = g_strdup_printf ("#%" G_GINT64_FORMAT, ds_run_item_get_id (order[i]));

        g_assert_true (GTK_IS_LABEL (id) && GTK_IS_LABEL (name));
        g_test_message ("run %d: %s / %s", i + 1, gtk_label_get_label (GTK_LABEL (id)), gtk_label_get_label (GTK_LABEL (name)));
        g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (id)), ==, expect);
        g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (name)), " · 20"));
        /* the legend's number, which its markers ("1, 2: 95 % of peak") use */
        g_assert_true (g_str_has_prefix (gtk_label_get_label (GTK_LABEL (name)), i == 0 ? "1 · " : "2 · "));
        /* a number of each run right-aligned in its column */
        g_assert_cmpfloat (gtk_label_get_xalign (GTK_LABEL (gtk_grid_get_child_at (GTK_GRID (grid), 2 + i, 1))), ==, 1.0f);
      }
  }
  ds_gui_test_settle (GTK_WIDGET (window), 200);
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "suite-compare"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.back", NULL));
  gtk_selection_model_unselect_all (selection);
}

static gboolean
toast_mentions (gpointer user_data)
{
  AdwToast *toast = ds_window_get_last_toast (window);

  return toast != NULL && strstr (adw_toast_get_title (toast), user_data) != NULL;
}

/* A pass suite (linear: read, then write the whole 64 MiB file) draws its
 * curve of MB/s against position from the report layer's suite chart. */
static void
test_linear_pass_draws_its_chart (void)
{
  DsDriveView *view = window != NULL ? open_drive_view ("suites") : NULL;
  DsSuitePage *page;
  const DsSuiteResult *result;

  if (view == NULL)
    {
      g_test_skip ("no suite ran on this machine");
      return;
    }
  page = ds_drive_view_get_suite_page (view);
  ds_run_page_set_directory (DS_RUN_PAGE (page), work_dir);
  ds_suite_page_set_kind (page, DS_SUITE_LINEAR);
  /* 64 MiB: a pass shorter than 10 ms without a progress tick keeps no
   * sample (ds_suite_run's last span needs 10 ms), and 16 MiB can be. */
  {
    GtkWidget *row = ds_gui_test_find_row (GTK_WIDGET (page), ADW_TYPE_COMBO_ROW, "Test file size");

    adw_combo_row_set_selected (ADW_COMBO_ROW (row), 2);
    g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (adw_combo_row_get_model (ADW_COMBO_ROW (row))), 2),
                     ==, "64 MiB");
  }
  g_assert_cmpuint (ds_suite_page_get_n_rows (page), ==, 2);
  g_assert_true (g_str_has_prefix (ds_suite_page_get_plan_text (page), "2 passes, about "));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "suite.run", NULL));
  g_assert_true (ds_gui_test_wait (ds_gui_test_run_page_saved, page, 120000));
  fail_if_failed (page);
  result = ds_suite_page_get_result (page);
  g_assert_nonnull (result);
  g_assert_cmpuint (result->steps->len, ==, 2);
  g_assert_cmpuint (((DsSuiteStep *) g_ptr_array_index (result->steps, 0))->samples->len, >, 0);
  g_assert_nonnull (ds_chart_widget_get_chart (ds_suite_page_get_chart (page)));
  g_assert_cmpuint (ds_suite_page_get_chart_steps (page), ==, 2);
  g_assert_cmpuint (ds_suite_page_get_n_measured (page), ==, 2);
  g_test_message ("answer: %s", ds_suite_page_get_answer (page));
  g_assert_nonnull (strstr (ds_suite_page_get_answer (page), "read: average "));
  g_assert_nonnull (strstr (ds_suite_page_get_answer (page), "write: average "));
  ds_gui_test_settle (GTK_WIDGET (window), 200);
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "suite-linear"));

  /* With the two sweeps in the History, runs of two suites: Compare says
   * they measure different things and shows nothing. */
  {
    DsHistoryPage *history = ds_window_get_history_page (window);
    GtkSelectionModel *selection;

    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.history", NULL));
    g_assert_true (ds_gui_test_wait_history_rows (history, 3, 10000));
    selection = ds_history_page_get_selection (history);
    gtk_selection_model_select_all (selection);
    ds_window_dismiss_toasts (window);
    g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.compare", NULL));
    g_assert_true (ds_gui_test_wait (toast_mentions, (gpointer) "Compare runs of the same suite", 10000));
    g_test_message ("%s", adw_toast_get_title (ds_window_get_last_toast (window)));
    g_assert_cmpstr (ds_history_page_get_view (history), ==, "list");
    gtk_selection_model_unselect_all (selection);
  }
}

static void
test_escape_stops_and_keeps (void)
{
  DsDriveView *view = open_drive_view ("suites");
  DsSuitePage *page;
  const DsSuiteResult *result;
  g_autoptr(DsHistoryRun) run = NULL;

  if (view == NULL)
    {
      g_test_skip ("this machine lists no drive to run a suite on");
      return;
    }
  page = ds_drive_view_get_suite_page (view);
  ds_run_page_set_directory (DS_RUN_PAGE (page), work_dir);
  ds_suite_page_set_kind (page, DS_SUITE_QD_SCALING);
  set_entry (page, "Queue depths", "1,2,4,8,16,32");
  set_entry (page, "Read shares", "100");
  set_spin (page, "Measured per step", 2);
  set_spin (page, "Warm-up per step", 0);
  set_smallest_size (page);
  g_assert_cmpuint (ds_suite_page_get_n_rows (page), ==, 6);

  /* Started and stopped with the focus in the sidebar. */
  gtk_widget_grab_focus (GTK_WIDGET (gtk_list_box_get_selected_row (ds_window_get_drive_list (window))));
  g_assert_true (ds_gui_test_press_shortcut (GTK_WIDGET (window), GDK_KEY_Return, GDK_CONTROL_MASK));
  g_assert_true (ds_run_page_is_running (DS_RUN_PAGE (page)));
  g_assert_true (ds_gui_test_wait (first_step_charted, page, 60000));
  fail_if_failed (page);
  g_assert_true (ds_run_page_is_running (DS_RUN_PAGE (page)));
  g_assert_true (ds_gui_test_press_shortcut (GTK_WIDGET (window), GDK_KEY_Escape, 0));
  g_assert_true (ds_gui_test_wait (ds_gui_test_run_page_stopped, page, 30000));
  g_assert_true (ds_run_task_was_cancelled (DS_RUN_TASK (ds_suite_page_get_task (page))));

  /* The steps measured before the stop are kept, shown, charted, saved. */
  result = ds_suite_page_get_result (page);
  g_assert_nonnull (result);
  g_assert_cmpint (result->status, ==, DS_RUN_STATUS_CANCELLED);
  g_assert_cmpuint (result->steps->len, >=, 1);
  g_assert_cmpuint (result->steps->len, <, 6);
  g_assert_cmpuint (ds_suite_page_get_n_measured (page), ==, result->steps->len);
  g_assert_cmpuint (ds_suite_page_get_chart_steps (page), ==, measured_steps (result));
  g_assert_cmpuint (ds_suite_page_get_chart_steps (page), >=, 1);
  g_assert_cmpuint (ds_suite_page_get_n_rows (page), ==, 6);
  g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (page), "Stopped"));
  g_assert_nonnull (strstr (ds_suite_page_get_answer (page), "4K read rnd: "));
  g_assert_true (ds_gui_test_wait (ds_gui_test_run_page_saved, page, 10000));
  run = ds_gui_test_stored_run (ds_run_page_get_saved_run (DS_RUN_PAGE (page)));
  g_assert_cmpint (run->kind, ==, DS_RUN_KIND_SUITE);
  g_assert_cmpint (run->status, ==, DS_RUN_STATUS_CANCELLED);
  ds_gui_test_settle (GTK_WIDGET (window), 200);
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "suite-stopped"));
}

static const char *
entry_text (DsSuitePage *page,
            const char  *title)
{
  GtkWidget *row = ds_gui_test_find_row (GTK_WIDGET (page), ADW_TYPE_ENTRY_ROW, title);

  g_assert_nonnull (row);
  return gtk_editable_get_text (GTK_EDITABLE (row));
}

static double
spin_value (DsSuitePage *page,
            const char  *title)
{
  GtkWidget *row = ds_gui_test_find_row (GTK_WIDGET (page), ADW_TYPE_ACTION_ROW, title);

  g_assert_nonnull (row);
  return gtk_spin_button_get_value (GTK_SPIN_BUTTON (ds_gui_test_find_widget (row, GTK_TYPE_SPIN_BUTTON)));
}

static AdwComboRow *
size_row (DsSuitePage *page)
{
  GtkWidget *row = ds_gui_test_find_row (GTK_WIDGET (page), ADW_TYPE_COMBO_ROW, "Test file size");

  g_assert_nonnull (row);
  return ADW_COMBO_ROW (row);
}

static gboolean
page_mapped (gpointer user_data)
{
  return gtk_widget_get_mapped (GTK_WIDGET (user_data));
}

/* A Suites page as a new session makes it: from the settings alone. */
static DsSuitePage *
new_session_page (void)
{
  return g_object_ref_sink (DS_SUITE_PAGE (ds_suite_page_new ()));
}

static GSettings *
suite_settings (const char *suite)
{
  g_autofree char *path = g_strdup_printf ("/io/github/drivescope/Drivescope/suites/%s/", suite);

  return g_settings_new_with_path (APP_ID ".Suite", path);
}

static void
reset_suite_settings (void)
{
  g_autoptr(GSettings) app = g_settings_new (APP_ID);
  g_autoptr(GSettings) any = suite_settings ("blocksize");
  g_autoptr(GSettingsSchema) schema = NULL;
  g_auto(GStrv) keys = NULL;

  g_settings_reset (app, "suite-kind");
  g_settings_reset (app, "suite-fill-percent");
  g_object_get (any, "settings-schema", &schema, NULL);
  keys = g_settings_schema_list_keys (schema);
  for (guint k = 0; k < DS_SUITE_N_KINDS; k++)
    {
      g_autoptr(GSettings) s = suite_settings (ds_suite_kind_to_string (k));

      for (guint i = 0; keys[i] != NULL; i++)
        g_settings_reset (s, keys[i]);
    }
}

/* The Suites page's options outlive the session: the suite chosen, and
 * each suite's own options, come back in a new page; an option the page
 * cannot use (a stored value its parser refuses, a suite that does not
 * exist, options that together make too many steps) comes back as the
 * suite's default, and an option set back to its default is kept as "the
 * default". */
static void
test_options_kept_between_sessions (void)
{
  g_autoptr(GSettings) app = g_settings_new (APP_ID);
  g_autoptr(GSettings) qd = suite_settings ("qd-scaling");
  g_autoptr(GSettings) blocksize = suite_settings ("blocksize");
  g_autofree char *default_qd = NULL, *default_limit = NULL, *default_blocks = NULL;
  DsSuitePage *page;

  reset_suite_settings ();
  /* What a first session shows. */
  page = new_session_page ();
  g_assert_cmpuint (ds_suite_page_get_kind (page), ==, DS_SUITE_BLOCKSIZE);
  default_blocks = g_strdup (entry_text (page, "Block sizes"));
  ds_suite_page_set_kind (page, DS_SUITE_QD_SCALING);
  default_qd = g_strdup (entry_text (page, "Queue depths"));
  default_limit = g_strdup (entry_text (page, "Latency limit"));
  g_test_message ("defaults: blocks %s, qd %s, limit %s", default_blocks, default_qd, default_limit);

  /* The user's choices: a block-size sweep of their own, then a
   * queue-depth run with every option changed. */
  ds_suite_page_set_kind (page, DS_SUITE_BLOCKSIZE);
  set_entry (page, "Block sizes", "4K-1M");
  ds_suite_page_set_kind (page, DS_SUITE_QD_SCALING);
  set_entry (page, "Queue depths", "1,8,64");
  set_entry (page, "Read shares", "100");
  set_entry (page, "Latency limit", "2ms");
  set_spin (page, "Measured per step", 2.5);
  set_spin (page, "Warm-up per step", 0);
  adw_combo_row_set_selected (size_row (page), 2);
  set_spin (page, "Fill the filesystem", 20);
  /* A half-typed option makes no suite and is not kept. */
  set_entry (page, "Read shares", "10");
  set_entry (page, "Read shares", "100");
  set_entry (page, "Queue depths", "1,8,");
  set_entry (page, "Queue depths", "1,8,64");
  g_object_unref (page);

  /* The next session. */
  page = new_session_page ();
  g_assert_cmpuint (ds_suite_page_get_kind (page), ==, DS_SUITE_QD_SCALING);
  g_assert_cmpstr (entry_text (page, "Queue depths"), ==, "1,8,64");
  g_assert_cmpstr (entry_text (page, "Read shares"), ==, "100");
  g_assert_cmpstr (entry_text (page, "Latency limit"), ==, "2ms");
  g_assert_cmpfloat (spin_value (page, "Measured per step"), ==, 2.5);
  g_assert_cmpfloat (spin_value (page, "Warm-up per step"), ==, 0);
  g_assert_cmpuint (adw_combo_row_get_selected (size_row (page)), ==, 2);
  g_assert_cmpfloat (spin_value (page, "Fill the filesystem"), ==, 20);
  g_assert_cmpuint (ds_suite_page_get_n_rows (page), ==, 3);
  g_assert_true (g_str_has_prefix (ds_suite_page_get_plan_text (page), "3 steps, about 8 s"));
  /* Each suite keeps its own. */
  ds_suite_page_set_kind (page, DS_SUITE_BLOCKSIZE);
  g_assert_cmpstr (entry_text (page, "Block sizes"), ==, "4K-1M");
  g_assert_cmpfloat (spin_value (page, "Fill the filesystem"), ==, 20);
  /* Back to the default: kept as "the suite's own". */
  set_entry (page, "Block sizes", default_blocks);
  {
    g_autofree char *kept = g_settings_get_string (blocksize, "blocks");

    g_assert_cmpstr (kept, ==, "");
  }
  g_object_unref (page);

  /* What the page cannot use falls back to the default, the rest stays. */
  g_settings_set_string (app, "suite-kind", "no-such-suite");
  g_settings_set_string (qd, "queue-depths", "1,zz");
  g_settings_set_string (qd, "latency-limit", "fast");
  page = new_session_page ();
  g_assert_cmpuint (ds_suite_page_get_kind (page), ==, DS_SUITE_BLOCKSIZE);
  ds_suite_page_set_kind (page, DS_SUITE_QD_SCALING);
  g_assert_cmpstr (entry_text (page, "Queue depths"), ==, default_qd);
  g_assert_cmpstr (entry_text (page, "Latency limit"), ==, default_limit);
  g_assert_cmpstr (entry_text (page, "Read shares"), ==, "100");
  g_assert_cmpfloat (spin_value (page, "Measured per step"), ==, 2.5);
  g_assert_cmpuint (ds_suite_page_get_n_rows (page), >, 0);
  /* and the bad values are not kept */
  {
    g_autofree char *depths = g_settings_get_string (qd, "queue-depths");
    g_autofree char *kind = g_settings_get_string (app, "suite-kind");

    g_assert_cmpstr (depths, ==, "");
    g_assert_cmpstr (kind, ==, "qd-scaling");
  }
  g_object_unref (page);

  /* Options each valid that together make too many steps (8 blocks × 10
   * depths × 7 read shares): the suite's defaults, all of them. */
  g_settings_set_string (qd, "blocks", "4K-512K");
  g_settings_set_string (qd, "queue-depths", "1-512");
  g_settings_set_string (qd, "mixes", "100,95,65,50,35,5,0");
  page = new_session_page ();
  g_assert_cmpuint (ds_suite_page_get_kind (page), ==, DS_SUITE_QD_SCALING);
  g_assert_cmpstr (entry_text (page, "Queue depths"), ==, default_qd);
  g_assert_cmpstr (entry_text (page, "Block sizes"), ==, "4K");
  g_assert_cmpfloat (spin_value (page, "Measured per step"), !=, 2.5);
  g_assert_cmpuint (ds_suite_page_get_n_rows (page), ==, plan_length (DS_SUITE_QD_SCALING));
  g_object_unref (page);

  /* The surface suite's own options come back too, even on a page that
   * has no drive yet (where no surface run can be planned). */
  {
    g_autoptr(GSettings) surface = suite_settings ("surface");
    GtkWidget *full;

    g_settings_set_string (app, "suite-kind", "surface");
    g_settings_set_uint (surface, "samples", 500);
    g_settings_set_boolean (surface, "full-pass", TRUE);
    g_settings_set_uint (surface, "size-mib", 4);
    page = new_session_page ();
    g_assert_cmpuint (ds_suite_page_get_kind (page), ==, DS_SUITE_SURFACE);
    g_assert_cmpfloat (spin_value (page, "Positions read"), ==, 500);
    full = ds_gui_test_find_widget (ds_gui_test_find_row (GTK_WIDGET (page), ADW_TYPE_ACTION_ROW, "Read the whole drive"),
                                    GTK_TYPE_SWITCH);
    g_assert_true (gtk_switch_get_active (GTK_SWITCH (full)));
    g_assert_cmpuint (adw_combo_row_get_selected (ADW_COMBO_ROW (ds_gui_test_find_row (GTK_WIDGET (page), ADW_TYPE_COMBO_ROW,
                                                                           "Read at each position"))), ==, 2);
    /* Without its drive it has no plan; shown with one, it has. */
    g_assert_cmpuint (ds_suite_page_get_n_rows (page), ==, 0);
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) drives = ds_drive_list_enumerate (DS_ENUM_FLAGS_NONE, &error);

      g_assert_no_error (error);
      if (drives->len > 0)
        {
          GtkWindow *shown = GTK_WINDOW (gtk_window_new ());

          ds_run_page_set_drive (DS_RUN_PAGE (page), drives, g_ptr_array_index (drives, 0));
          gtk_window_set_child (shown, GTK_WIDGET (page));
          gtk_window_present (shown);
          g_assert_true (ds_gui_test_wait (page_mapped, page, 10000));
          g_test_message ("surface, shown: %s", ds_suite_page_get_plan_text (page));
          g_assert_cmpuint (ds_suite_page_get_n_rows (page), >, 0);
          g_assert_cmpfloat (spin_value (page, "Positions read"), ==, 500);
          gtk_window_destroy (shown);
        }
      else
        g_test_message ("no drive here: the surface plan once shown is not checked");
    }
    g_object_unref (page);
  }

  reset_suite_settings ();
}

static gboolean
row_shown (DsSuitePage *page,
           const char  *title)
{
  GtkWidget *row = ds_gui_test_find_row (GTK_WIDGET (page), ADW_TYPE_ACTION_ROW, title);

  g_assert_nonnull (row);
  return gtk_widget_get_visible (row);
}

/* The steady-state options of iops-matrix and wsat (issue 25): the window,
 * the most rounds, the preconditioning passes, the two limits, the round
 * length and wsat's multiple go into the settings a run starts from and
 * saves ("steady" in its settings JSON), as the CLI's --steady-window,
 * --max-rounds, --precondition, --steady-range, --steady-slope and
 * --multiple put them, and come back in the next session. */
static void
test_steady_options_reach_the_settings (void)
{
  g_autoptr(GSettings) matrix = suite_settings ("iops-matrix");
  g_autoptr(DsSuiteSettings) s = NULL;
  g_autoptr(JsonObject) json = NULL;
  g_autoptr(GError) error = NULL;
  JsonObject *steady;
  DsSuitePage *page;

  reset_suite_settings ();
  page = new_session_page ();
  ds_suite_page_set_kind (page, DS_SUITE_QD_SCALING);
  g_assert_false (row_shown (page, "Steady-state window"));
  g_assert_false (row_shown (page, "Data written"));
  ds_suite_page_set_kind (page, DS_SUITE_IOPS_MATRIX);
  g_assert_true (row_shown (page, "Preconditioning passes"));
  g_assert_true (row_shown (page, "Rounds at most"));
  g_assert_true (row_shown (page, "Range limit"));
  g_assert_false (row_shown (page, "Data written"));
  /* The suite's own first: the PTS's. */
  g_assert_cmpfloat (spin_value (page, "Steady-state window"), ==, 5);
  g_assert_cmpfloat (spin_value (page, "Rounds at most"), ==, 25);
  g_assert_cmpfloat (spin_value (page, "Preconditioning passes"), ==, 2);
  g_assert_cmpfloat (spin_value (page, "Range limit"), ==, 20);
  g_assert_cmpfloat (spin_value (page, "Slope limit"), ==, 10);

  set_spin (page, "Preconditioning passes", 0);
  set_spin (page, "Steady-state window", 3);
  set_spin (page, "Rounds at most", 4);
  set_spin (page, "Range limit", 30);
  set_spin (page, "Slope limit", 15);
  set_spin (page, "Measured per cell each round", 1);
  s = ds_suite_page_build_settings (page, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (s->precondition_passes, ==, 0);
  g_assert_cmpuint (s->steady.window, ==, 3);
  g_assert_cmpuint (s->steady.max_rounds, ==, 4);
  g_assert_cmpfloat_with_epsilon (s->steady.range_limit, 0.30, 1e-9);
  g_assert_cmpfloat_with_epsilon (s->steady.slope_limit, 0.15, 1e-9);
  g_assert_cmpfloat (s->duration_s, ==, 1);
  /* What the run keeps with its result. */
  json = ds_suite_settings_to_json (s);
  steady = ds_json_get_object (json, "steady");
  g_assert_nonnull (steady);
  g_assert_cmpint (json_object_get_int_member (steady, "window"), ==, 3);
  g_assert_cmpint (json_object_get_int_member (steady, "max_rounds"), ==, 4);
  g_assert_cmpint (json_object_get_int_member (steady, "precondition_passes"), ==, 0);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (steady, "range_limit"), 0.30, 1e-9);
  g_assert_cmpfloat_with_epsilon (json_object_get_double_member (steady, "slope_limit"), 0.15, 1e-9);
  /* a round is every cell once */
  g_assert_cmpfloat (json_object_get_double_member (steady, "round_s"), ==, plan_length (DS_SUITE_IOPS_MATRIX));
  g_clear_pointer (&s, ds_suite_settings_free);
  g_clear_pointer (&json, json_object_unref);

  /* A window longer than the most rounds makes no suite, as on the
   * command line. */
  set_spin (page, "Steady-state window", 5);
  s = ds_suite_page_build_settings (page, &error);
  g_assert_null (s);
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_test_message ("window 5 of 4 rounds: %s", error->message);
  g_clear_error (&error);
  set_spin (page, "Steady-state window", 3);

  /* wsat: its multiple and the window's options, no most rounds. */
  ds_suite_page_set_kind (page, DS_SUITE_WSAT);
  g_assert_true (row_shown (page, "Data written"));
  g_assert_false (row_shown (page, "Rounds at most"));
  g_assert_false (row_shown (page, "Preconditioning passes"));
  g_assert_cmpfloat (spin_value (page, "Data written"), ==, 4);
  set_spin (page, "Data written", 0.5);
  set_spin (page, "Steady-state window", 4);
  set_spin (page, "Round length", 2);
  s = ds_suite_page_build_settings (page, &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (s->write_multiple, ==, 0.5);
  g_assert_cmpuint (s->steady.window, ==, 4);
  g_assert_cmpfloat (s->duration_s, ==, 2);
  json = ds_suite_settings_to_json (s);
  g_assert_cmpfloat (json_object_get_double_member (ds_json_get_object (json, "steady"), "write_multiple"), ==, 0.5);
  g_object_unref (page);

  /* The next session has them, each suite its own. */
  page = new_session_page ();
  g_assert_cmpuint (ds_suite_page_get_kind (page), ==, DS_SUITE_WSAT);
  g_assert_cmpfloat (spin_value (page, "Data written"), ==, 0.5);
  g_assert_cmpfloat (spin_value (page, "Steady-state window"), ==, 4);
  ds_suite_page_set_kind (page, DS_SUITE_IOPS_MATRIX);
  g_assert_cmpfloat (spin_value (page, "Preconditioning passes"), ==, 0);
  g_assert_cmpfloat (spin_value (page, "Steady-state window"), ==, 3);
  g_assert_cmpfloat (spin_value (page, "Rounds at most"), ==, 4);
  g_assert_cmpfloat (spin_value (page, "Range limit"), ==, 30);
  g_assert_cmpfloat (spin_value (page, "Slope limit"), ==, 15);
  /* Set back to the suite's own: kept as "the suite's own". */
  set_spin (page, "Range limit", 20);
  set_spin (page, "Rounds at most", 25);
  g_assert_cmpfloat (g_settings_get_double (matrix, "steady-range"), ==, -1);
  g_assert_cmpint (g_settings_get_int (matrix, "max-rounds"), ==, -1);
  g_assert_cmpint (g_settings_get_int (matrix, "steady-window"), ==, 3);
  g_object_unref (page);
  reset_suite_settings ();
}

/* The surface suite's one long pass grows its curve before it ends: run by
 * tests/gui/test-gui-surface.py, which puts a mock udisks2 on a private
 * system bus whose OpenForBenchmark hands out a large sparse file for this
 * machine's drives. */
static gboolean
surface_curve_shown (gpointer user_data)
{
  DsSuitePage *page = DS_SUITE_PAGE (user_data);
  DsSuiteTask *task = ds_suite_page_get_task (page);
  const DsSuiteStep *partial = task != NULL ? ds_suite_task_get_partial_step (task) : NULL;

  return ds_gui_test_run_page_stopped (page) ||
         (partial != NULL && partial->samples->len >= 2 && ds_suite_page_get_chart_steps (page) == 1);
}

static void
test_surface_curve_grows (void)
{
  DsDriveView *view;
  DsSuitePage *page;
  const DsSuiteResult *result;
  const DsSuiteStep *partial, *step;
  g_autoptr(DsHistoryRun) run = NULL;
  guint live;

  if (g_getenv ("DS_SURFACE_MOCK") == NULL)
    {
      g_test_skip ("needs the mock udisks2 of tests/gui/test-gui-surface.py (the gui-suite-surface test)");
      return;
    }
  view = open_drive_view ("suites");
  if (view == NULL)
    {
      g_test_skip ("this machine lists no drive to run a suite on");
      return;
    }
  page = ds_drive_view_get_suite_page (view);
  ds_suite_page_set_kind (page, DS_SUITE_SURFACE);
  /* every 4 KiB block of the 256 GiB file, in order: far longer than the test */
  set_entry (page, "Block size", "4K");
  set_entry (page, "Queue depth", "1");
  set_spin (page, "Positions read", 10000);
  gtk_switch_set_active (GTK_SWITCH (ds_gui_test_find_widget (ds_gui_test_find_row (GTK_WIDGET (page), ADW_TYPE_ACTION_ROW,
                                                                        "Read the whole drive"),
                                                              GTK_TYPE_SWITCH)),
                         TRUE);
  g_assert_nonnull (strstr (ds_suite_page_get_plan_text (page), "in order, as 10000 spans"));
  g_assert_true (ds_gui_test_press_shortcut (GTK_WIDGET (window), GDK_KEY_Return, GDK_CONTROL_MASK));
  g_assert_true (ds_run_page_is_running (DS_RUN_PAGE (page)));
  g_assert_true (ds_gui_test_wait (surface_curve_shown, page, 60000));
  fail_if_failed (page);
  /* drawn from the pass so far, before its step finished */
  g_assert_true (ds_run_page_is_running (DS_RUN_PAGE (page)));
  g_assert_cmpuint (ds_suite_page_get_n_measured (page), ==, 0);
  partial = ds_suite_task_get_partial_step (ds_suite_page_get_task (page));
  live = partial->samples->len;
  g_test_message ("surface: %u samples charted while running", live);
  ds_gui_test_settle (GTK_WIDGET (window), 200);
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "suite-surface-running"));
  g_assert_true (ds_gui_test_press_shortcut (GTK_WIDGET (window), GDK_KEY_Escape, 0));
  g_assert_true (ds_gui_test_wait (ds_gui_test_run_page_stopped, page, 30000));
  g_assert_true (ds_run_task_was_cancelled (DS_RUN_TASK (ds_suite_page_get_task (page))));

  /* The samples read before the stop are kept, charted and saved. */
  result = ds_suite_page_get_result (page);
  g_assert_nonnull (result);
  g_assert_cmpint (result->status, ==, DS_RUN_STATUS_CANCELLED);
  g_assert_cmpuint (result->steps->len, ==, 1);
  step = g_ptr_array_index (result->steps, 0);
  g_assert_true (step->incomplete);
  g_assert_cmpuint (step->samples->len, >=, live);
  g_assert_cmpstr (ds_json_get_string (result->conditions, "device_source"), ==, "udisks2");
  g_assert_true (ds_json_get_bool (result->conditions, "read_only", FALSE));
  g_assert_cmpuint (ds_suite_page_get_chart_steps (page), ==, 1);
  g_assert_true (ds_gui_test_wait (ds_gui_test_run_page_saved, page, 10000));
  run = ds_gui_test_stored_run (ds_run_page_get_saved_run (DS_RUN_PAGE (page)));
  g_assert_cmpint (run->kind, ==, DS_RUN_KIND_SUITE);
  g_assert_cmpint (run->status, ==, DS_RUN_STATUS_CANCELLED);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  ds_gui_test_setup_environment (&argc, &argv);
  gtk_test_init (&argc, &argv, NULL);
  work_dir = ds_gui_test_make_work_dir ();

  g_test_add_func ("/ds/gui/suite/choose-a-suite", test_choose_suite);
  g_test_add_func ("/ds/gui/suite/tiny-run-by-keyboard", test_tiny_run_by_keyboard);
  g_test_add_func ("/ds/gui/suite/history-lists-suite-runs", test_history_lists_suites);
  g_test_add_func ("/ds/gui/suite/linear-pass-draws-its-chart", test_linear_pass_draws_its_chart);
  g_test_add_func ("/ds/gui/suite/options-kept-between-sessions", test_options_kept_between_sessions);
  g_test_add_func ("/ds/gui/suite/steady-options-reach-the-settings", test_steady_options_reach_the_settings);
  /* A process of its own (gui-suite-stop): its run would join the history
   * the test above counts. */
  g_test_add_func ("/ds/gui/suite/escape-stops-and-keeps", test_escape_stops_and_keeps);
  /* Only under the mock udisks2 of gui-suite-surface. */
  g_test_add_func ("/ds/gui/suite/surface-curve-grows-while-it-reads", test_surface_curve_grows);
  status = ds_gui_test_run (&window);
  g_free (work_dir);
  return status;
}
