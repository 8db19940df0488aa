/* test-gui-progress.c — a run's progress is on screen while it runs, not only
 * when it ends, whatever the renderer (issue 29, 1).
 *
 * With GTK's GL renderer on software GL (Mesa's llvmpipe: Xvfb, a VM, a
 * remote desktop) a frame takes about as long as the frame interval, so the
 * frame clock always has a frame due; progress delivered from a source below
 * its priority did not run until the run ended. Each test starts a short run
 * on one page (benchmark, thermal test, suite) and watches what the window
 * paints: at every painted frame while the run goes, the progress bar's
 * fraction, the status line and the page's live figures. It asserts that
 * what was painted changed, about once a second at least, and that the page's own live figure (a cell's result, the
 * thermal chart's samples, the suite chart's steps) was painted before the run
 * ended. tests/meson.build runs it under GL (progress-gl) and cairo.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ds-gui-test.h"

static DsWindow *window;
static char *work_dir;

typedef struct
{
  DsRunPage      *page;
  GtkProgressBar *bar;
  gboolean      (*live) (DsRunPage *page);  /* the page's live figure is shown */
  char         *(*shown) (DsRunPage *page); /* the page's live figures as text, or NULL */
  gint64          start_us;
  guint           frames;                   /* painted while running */
  guint           moves;                    /* of those, showing something new */
  char           *last;
  gint64          live_us;                  /* first frame with the live figure, or 0 */
} Watch;

static void
on_after_paint (GdkFrameClock *clock,
                Watch         *watch)
{
  g_autofree char *figures = NULL;
  char *now;

  if (!ds_run_page_is_running (watch->page))
    return;
  watch->frames++;
  figures = watch->shown != NULL ? watch->shown (watch->page) : NULL;
  now = g_strdup_printf ("%.4f | %s | %s", gtk_progress_bar_get_fraction (watch->bar),
                         ds_run_page_get_status (watch->page), figures != NULL ? figures : "");
  if (g_strcmp0 (now, watch->last) != 0)
    watch->moves++;
  g_free (watch->last);
  watch->last = now;
  if (watch->live_us == 0 && watch->live (watch->page))
    watch->live_us = g_get_monotonic_time ();
}

/* Starts @action on @page, waits for the run to end and asserts that its
 * progress was painted while it ran. */
static void
watch_run (DsRunPage  *page,
           const char *action,
           GVariant   *parameter,
           gboolean  (*live) (DsRunPage *page),
           char     *(*shown) (DsRunPage *page))
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  Watch watch = { .page = page, .live = live, .shown = shown };
  DsRunTask *task;
  double elapsed;
  gulong id;

  watch.bar = GTK_PROGRESS_BAR (ds_gui_test_find_widget (GTK_WIDGET (page), GTK_TYPE_PROGRESS_BAR));
  g_assert_nonnull (watch.bar);
  g_assert_nonnull (clock);
  g_test_message ("renderer: %s", G_OBJECT_TYPE_NAME (gtk_native_get_renderer (GTK_NATIVE (window))));
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &watch);
  watch.start_us = g_get_monotonic_time ();
  g_assert_true (gtk_widget_activate_action_variant (GTK_WIDGET (page), action, parameter));
  g_assert_true (ds_run_page_is_running (page));
  g_assert_true (ds_gui_test_wait (ds_gui_test_run_page_stopped, page, 120000));
  g_signal_handler_disconnect (clock, id);
  g_clear_pointer (&watch.last, g_free);

  task = ds_run_page_get_task (page);
  if (ds_run_task_get_error (task) != NULL)
    g_error ("the run failed: %s", ds_run_task_get_error (task)->message);
  elapsed = ds_run_task_get_elapsed (task);
  g_test_message ("%.1f s run: %u frames painted while running, %u of them showing something new, "
                  "%u progress deliveries; live figure painted after %.1f s",
                  elapsed, watch.frames, watch.moves, ds_run_task_get_n_updates (task),
                  watch.live_us != 0 ? (watch.live_us - watch.start_us) / 1e6 : NAN);
  /* Frames were painted meanwhile (the window did not freeze) ... */
  g_assert_cmpuint (watch.frames, >=, 3);
  /* ... and they showed the progress: something new about once a second
   * at least (with the progress starved: the first state, then the end). */
  g_assert_cmpuint (watch.moves, >=, MAX (3, (guint) (elapsed / 2)));
  /* The page's own figure appeared while the run went on. */
  g_assert_cmpint (watch.live_us, !=, 0);
}

static GSettings *
settings (void)
{
  static GSettings *s;

  if (s == NULL)
    s = g_settings_new (APP_ID);
  return s;
}

static DsDriveView *
open_drive_view (const char *page)
{
  return ds_gui_test_drive_view (&window, work_dir, 1000, 760, page);
}

static gboolean
bench_live (DsRunPage *page)
{
  /* The read test's number while the write test of the row runs. */
  DsBenchCell *read = ds_bench_page_get_cell (DS_BENCH_PAGE (page), 0, DS_IO_MODE_READ);

  return ds_bench_cell_has_result (read);
}

static char *
bench_shown (DsRunPage *page)
{
  return g_strdup_printf ("%s | %s", ds_bench_cell_get_text (ds_bench_page_get_cell (DS_BENCH_PAGE (page), 0, DS_IO_MODE_READ)),
                          ds_bench_cell_get_text (ds_bench_page_get_cell (DS_BENCH_PAGE (page), 0, DS_IO_MODE_WRITE)));
}

static void
test_benchmark (void)
{
  DsDriveView *view = open_drive_view ("bench");
  DsBenchPage *page;

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
  page = ds_drive_view_get_bench_page (view);
  ds_run_page_set_directory (DS_RUN_PAGE (page), work_dir);
  ds_gui_test_settle (GTK_WIDGET (window), 200);
  watch_run (DS_RUN_PAGE (page), "bench.run-test", g_variant_new_uint32 (0), bench_live, bench_shown);
}

static gboolean
thermal_live (DsRunPage *page)
{
  DsThermalTask *task = ds_thermal_page_get_task (DS_THERMAL_PAGE (page));

  return task != NULL && ds_thermal_task_get_samples (task)->len >= 4 &&
         ds_chart_widget_get_chart (ds_thermal_page_get_chart (DS_THERMAL_PAGE (page))) != NULL;
}

static void
test_thermal (void)
{
  DsDriveView *view = open_drive_view ("thermal");
  DsThermalPage *page;

  if (view == NULL)
    {
      g_test_skip ("this machine lists no drive to test");
      return;
    }
  g_settings_set_uint (settings (), "thermal-duration-s", 10);
  g_settings_set_uint (settings (), "thermal-cooldown-s", 0);
  g_settings_set_uint (settings (), "thermal-size-mib", 128);
  g_settings_set_uint (settings (), "thermal-sample-ms", 250);
  page = ds_drive_view_get_thermal_page (view);
  ds_run_page_set_directory (DS_RUN_PAGE (page), work_dir);
  ds_gui_test_settle (GTK_WIDGET (window), 200);
  watch_run (DS_RUN_PAGE (page), "thermal.start", NULL, thermal_live, NULL);
}

static gboolean
suite_live (DsRunPage *page)
{
  return ds_suite_page_get_chart_steps (DS_SUITE_PAGE (page)) >= 1;
}

static void
test_suite (void)
{
  DsDriveView *view = open_drive_view ("suites");
  DsSuitePage *page;
  GtkWidget *row;

  if (view == NULL)
    {
      g_test_skip ("this machine lists no drive to run a suite on");
      return;
    }
  page = ds_drive_view_get_suite_page (view);
  ds_run_page_set_directory (DS_RUN_PAGE (page), work_dir);
  ds_suite_page_set_kind (page, DS_SUITE_BLOCKSIZE);
  gtk_editable_set_text (GTK_EDITABLE (ds_gui_test_find_row (GTK_WIDGET (page), ADW_TYPE_ENTRY_ROW, "Block sizes")), "4K,64K,1M");
  gtk_editable_set_text (GTK_EDITABLE (ds_gui_test_find_row (GTK_WIDGET (page), ADW_TYPE_ENTRY_ROW, "Read shares")), "100");
  gtk_editable_set_text (GTK_EDITABLE (ds_gui_test_find_row (GTK_WIDGET (page), ADW_TYPE_ENTRY_ROW, "Queue depths")), "4");
  row = ds_gui_test_find_row (GTK_WIDGET (page), ADW_TYPE_ACTION_ROW, "Measured per step");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (ds_gui_test_find_widget (row, GTK_TYPE_SPIN_BUTTON)), 1.5);
  row = ds_gui_test_find_row (GTK_WIDGET (page), ADW_TYPE_ACTION_ROW, "Warm-up per step");
  gtk_spin_button_set_value (GTK_SPIN_BUTTON (ds_gui_test_find_widget (row, GTK_TYPE_SPIN_BUTTON)), 0);
  adw_combo_row_set_selected (ADW_COMBO_ROW (ds_gui_test_find_row (GTK_WIDGET (page), ADW_TYPE_COMBO_ROW, "Test file size")), 0);
  g_assert_cmpuint (ds_suite_page_get_n_rows (page), ==, 3);
  ds_gui_test_settle (GTK_WIDGET (window), 200);
  watch_run (DS_RUN_PAGE (page), "suite.run", NULL, suite_live, NULL);
}

int
main (int   argc,
      char *argv[])
{
  int status;

  ds_gui_test_setup_environment (&argc, &argv);
  gtk_test_init (&argc, &argv, NULL);
  work_dir = ds_gui_test_make_work_dir ();

  g_test_add_func ("/ds/gui/progress/benchmark-painted-while-it-runs", test_benchmark);
  g_test_add_func ("/ds/gui/progress/thermal-painted-while-it-runs", test_thermal);
  g_test_add_func ("/ds/gui/progress/suite-painted-while-it-runs", test_suite);
  status = ds_gui_test_run (&window);
  g_free (work_dir);
  return status;
}
