/* test-gui-verify.c — the Capacity page of the real window (issue 26): a
 * small check run from the page shows its pass, position and speed while
 * it goes, then the verdict in words and the chart of MB/s against
 * position, leaves no file behind without Keep and is saved; the History
 * opens it in a view of its own (not the thermal loader's error), filters
 * by it and compares two checks.
 *
 * Runs on this machine's drives (no fixture tree), writing only into a
 * temporary directory, with a temporary history database.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include <glib/gstdio.h>

#include "ds-bench-job.h"
#include "ds-gui-test.h"
#include "ds-history-store.h"
#include "ds-run-item.h"

static DsWindow *window;
static char *work_dir;

static gboolean
page_shows_progress (gpointer user_data)
{
  DsVerifyPage *page = DS_VERIFY_PAGE (user_data);
  const char *position = ds_verify_page_get_figure (page, "Position");

  return !ds_run_page_is_running (DS_RUN_PAGE (page)) ||
         (position != NULL && strstr (position, " of ") != NULL);
}

static guint
files_in (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  guint n = 0;

  while (d != NULL && g_dir_read_name (d) != NULL)
    n++;
  return n;
}

static void
test_check_runs_and_opens (void)
{
  DsDriveView *view = ds_gui_test_drive_view (&window, work_dir, 1200, 820, "verify");
  DsVerifyPage *page;
  DsHistoryPage *history;
  GtkSelectionModel *selection;
  DsRunTask *task;
  gint64 saved;

  if (view == NULL)
    {
      g_test_skip ("no drive on this machine");
      return;
    }
  page = ds_drive_view_get_verify_page (view);
  ds_run_page_set_directory (DS_RUN_PAGE (page), work_dir);
  ds_verify_page_set_size (page, ds_bench_size_choice (0));
  ds_verify_page_set_keep (page, FALSE);
  /* Ctrl+Enter starts the visible page's run. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.run", NULL));
  g_assert_true (ds_run_page_is_running (DS_RUN_PAGE (page)));
  g_assert_true (ds_gui_test_wait (page_shows_progress, page, 60000));
  g_assert_true (ds_gui_test_wait (ds_gui_test_run_page_saved, page, 120000));
  task = ds_run_page_get_task (DS_RUN_PAGE (page));
  if (ds_run_task_get_error (task) != NULL)
    g_error ("the check failed: %s", ds_run_task_get_error (task)->message);

  g_test_message ("verdict: %s", ds_verify_page_get_verdict (page));
  g_assert_true (g_str_has_prefix (ds_verify_page_get_verdict (page), "genuine: all "));
  g_assert_nonnull (ds_chart_widget_get_chart (ds_verify_page_get_chart (page)));
  g_assert_cmpint (ds_chart_get_kind (ds_chart_widget_get_chart (ds_verify_page_get_chart (page))), ==, DS_CHART_CURVE);
  g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (page), "intact"));
  /* Without Keep nothing is left in the folder. */
  g_assert_cmpuint (files_in (work_dir), ==, 0);
  saved = ds_run_page_get_saved_run (DS_RUN_PAGE (page));
  {
    g_autoptr(DsHistoryRun) run = ds_gui_test_stored_run (saved);

    g_assert_cmpint (run->kind, ==, DS_RUN_KIND_VERIFY);
    g_assert_cmpint (run->status, ==, DS_RUN_STATUS_COMPLETED);
  }
  ds_gui_test_settle (GTK_WIDGET (window), 200);
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "verify-page"));

  /* A second check, to compare the two. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.run", NULL));
  g_assert_true (ds_gui_test_wait (ds_gui_test_run_page_saved, page, 120000));
  g_assert_cmpint (ds_run_page_get_saved_run (DS_RUN_PAGE (page)), !=, saved);

  /* The History opens the check in a view of its own. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.history", NULL));
  history = ds_window_get_history_page (window);
  g_assert_true (ds_gui_test_wait_history_rows (history, 2, 10000));
  /* The kind filter has Capacity checks; Suites leaves the check out. */
  {
    GtkDropDown *kinds = GTK_DROP_DOWN (ds_gui_test_find_widget (GTK_WIDGET (history), GTK_TYPE_DROP_DOWN));
    GListModel *names = gtk_drop_down_get_model (kinds);

    /* In the order of the drive's tabs: ... Suites, Capacity checks, then Imported. */
    g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (names), 3), ==, "Suites");
    g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (names), 4), ==, "Capacity checks");
    gtk_drop_down_set_selected (kinds, 4);
    g_assert_cmpuint (ds_history_page_get_n_rows (history), ==, 2);
    gtk_drop_down_set_selected (kinds, 3);
    g_assert_cmpuint (ds_history_page_get_n_rows (history), ==, 0);
    gtk_drop_down_set_selected (kinds, 0);
  }
  selection = ds_history_page_get_selection (history);
  gtk_selection_model_select_item (selection, 0, TRUE);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.open", NULL));
  g_assert_true (ds_gui_test_wait_history_view (history, "thermal", 10000));
  {
    GtkWidget *verdict = ds_gui_test_find_label (GTK_WIDGET (history), "genuine: all ");
    GtkWidget *chart = verdict != NULL ? gtk_widget_get_next_sibling (verdict) : NULL;

    g_assert_nonnull (verdict);
    g_assert_true (gtk_widget_get_visible (verdict));
    g_assert_true (DS_IS_CHART_WIDGET (chart));
    g_assert_nonnull (ds_chart_widget_get_chart (DS_CHART_WIDGET (chart)));
    g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (history), "Read back with direct I/O"));
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.back", NULL));

  /* Both: Compare draws their curves overlaid, with compare's table. */
  gtk_selection_model_select_all (selection);
  g_assert_nonnull (strstr (ds_history_page_get_compare_tooltip (history), "capacity checks"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.compare", NULL));
  g_assert_true (ds_gui_test_wait_history_view (history, "thermal", 10000));
  {
    GtkWidget *heading = ds_gui_test_find_label (GTK_WIDGET (history), "2 capacity checks compared");
    GtkWidget *chart = heading != NULL ? gtk_widget_get_next_sibling (heading) : NULL;

    g_assert_nonnull (heading);
    g_assert_true (DS_IS_CHART_WIDGET (chart));
    g_assert_nonnull (ds_chart_widget_get_chart (DS_CHART_WIDGET (chart)));
    g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (history), "intact (MB)"));
  }
  /* no error toast from opening it */
  g_assert_true (ds_window_get_last_toast (window) == NULL ||
                 strstr (adw_toast_get_title (ds_window_get_last_toast (window)), "saved") != NULL);
  ds_gui_test_settle (GTK_WIDGET (window), 200);
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "verify-history"));
}

int
main (int   argc,
      char *argv[])
{
  int status;

  ds_gui_test_setup_environment (&argc, &argv);
  gtk_test_init (&argc, &argv, NULL);
  work_dir = ds_gui_test_make_work_dir ();

  g_test_add_func ("/ds/gui/verify/check-runs-saves-and-opens-in-history", test_check_runs_and_opens);
  status = ds_gui_test_run (&window);
  g_free (work_dir);
  return status;
}
