/* test-run-task.c — DsRunTask through the benchmark task: what the page sees
 * at "finished" is what the worker reported last, even when the main loop
 * was too busy to deliver progress during the run; stopping gives
 * G_IO_ERROR_CANCELLED. Needs no display.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <math.h>
#include <string.h>

#include "ds-bench-task.h"
#include "ds-choices.h"
#include "ds-run-item.h"

#define MIB (G_GUINT64_CONSTANT (1) << 20)

typedef struct
{
  GMainLoop       *loop;
  gboolean         finished;
  gboolean         had_progress;     /* get_progress() at "finished" */
  DsBenchProgress  progress;         /* its value then */
  guint            progress_signals;
  gboolean         cancel_at_first;
} Watch;

static DsBenchSettings *
tiny_settings (const char *dir)
{
  DsBenchSettings *s = ds_bench_settings_new ();

  g_free (s->dir);
  s->dir = g_strdup (dir);
  g_assert_true (ds_bench_settings_set_tests (s, "SEQ1M Q1T1", NULL));
  s->modes = DS_BENCH_MODES_READ;
  s->size_bytes = 16 * MIB;
  s->runs = 1;
  s->duration_s = 1;
  s->interval_s = 0;
  s->warmup_s = 0;
  s->allow_cached = TRUE;
  return s;
}

static void
on_progress (DsBenchTask *task,
             Watch       *watch)
{
  watch->progress_signals++;
  if (watch->cancel_at_first)
    ds_run_task_cancel (DS_RUN_TASK (task));
}

static void
on_finished (DsBenchTask *task,
             Watch       *watch)
{
  g_assert_false (ds_run_task_is_running (DS_RUN_TASK (task)));
  watch->had_progress = ds_bench_task_get_progress (task, &watch->progress);
  watch->finished = TRUE;
  g_main_loop_quit (watch->loop);
}

/* A main loop kept busy at the default priority, as a window redrawing and
 * handling input is: low-priority sources do not run meanwhile. */
static gboolean
busy (gpointer data)
{
  g_usleep (2000);
  return G_SOURCE_CONTINUE;
}

static void
run (DsBenchTask *task,
     Watch       *watch)
{
  g_signal_connect (task, "progress", G_CALLBACK (on_progress), watch);
  g_signal_connect (task, "finished", G_CALLBACK (on_finished), watch);
  watch->loop = g_main_loop_new (NULL, FALSE);
  ds_run_task_start (DS_RUN_TASK (task));
  g_main_loop_run (watch->loop);
  g_clear_pointer (&watch->loop, g_main_loop_unref);
  g_assert_true (watch->finished);
}

static void
test_busy_loop_still_gets_the_last_progress_before_finished (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ds-run-task-XXXXXX", NULL);
  g_autoptr(DsBenchTask) task = ds_bench_task_new (tiny_settings (dir));
  Watch watch = { 0 };
  guint busy_id = g_idle_add (busy, NULL);

  run (task, &watch);
  g_source_remove (busy_id);
  if (ds_run_task_get_error (DS_RUN_TASK (task)) != NULL)
    g_error ("the benchmark failed: %s", ds_run_task_get_error (DS_RUN_TASK (task))->message);
  g_assert_nonnull (ds_bench_task_get_result (task));
  g_test_message ("%u progress signals", watch.progress_signals);
  /* The worker's last report: the end of the whole benchmark. */
  g_assert_true (watch.had_progress);
  g_assert_cmpfloat (watch.progress.fraction, ==, 1.0);
  g_assert_cmpfloat (watch.progress.phase_fraction, ==, 1.0);
  g_assert_true (isnan (watch.progress.live_mbps));
  g_assert_cmpuint (watch.progress_signals, >=, 1);
  g_assert_cmpuint (ds_run_task_get_n_updates (DS_RUN_TASK (task)), ==, watch.progress_signals);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A main loop that always has a frame to paint, as one does with a slow
 * renderer (GL on llvmpipe): a source at GTK's redraw priority
 * (GDK_PRIORITY_REDRAW, G_PRIORITY_HIGH_IDLE + 20) always ready. */
static gboolean
painting (gpointer data)
{
  g_usleep (5000);
  return G_SOURCE_CONTINUE;
}

static void
test_frames_always_due_still_get_progress_during_the_run (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ds-run-task-XXXXXX", NULL);
  g_autoptr(DsBenchTask) task = ds_bench_task_new (tiny_settings (dir));
  Watch watch = { 0 };
  guint paint_id = g_idle_add_full (G_PRIORITY_HIGH_IDLE + 20, painting, NULL, NULL);

  run (task, &watch);
  g_source_remove (paint_id);
  if (ds_run_task_get_error (DS_RUN_TASK (task)) != NULL)
    g_error ("the benchmark failed: %s", ds_run_task_get_error (DS_RUN_TASK (task))->message);
  g_test_message ("%u progress signals in %.1f s", watch.progress_signals,
                  ds_run_task_get_elapsed (DS_RUN_TASK (task)));
  /* About ten a second while it ran, not only the last one at the end. */
  g_assert_cmpuint (watch.progress_signals, >=, 4);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_stop_is_g_io_error_cancelled (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ds-run-task-XXXXXX", NULL);
  g_autoptr(DsBenchTask) task = ds_bench_task_new (tiny_settings (dir));
  Watch watch = { .cancel_at_first = TRUE };
  const GError *error;

  run (task, &watch);
  error = ds_run_task_get_error (DS_RUN_TASK (task));
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_error ((GError *) error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_true (ds_run_task_was_cancelled (DS_RUN_TASK (task)));
  g_assert_cmpfloat (ds_run_task_get_elapsed (DS_RUN_TASK (task)), >, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The History's Profile column shows the profile's name as the Benchmark
 * page does ("Default"), not the stored nick; a custom or unknown profile
 * as stored, none as empty. */
static void
test_run_item_profile_title (void)
{
  const char *stored[] = { "default", "nvme", "my-own", NULL };
  const char *shown[] = { "Default", NULL, "my-own", "" };

  for (guint i = 0; i < G_N_ELEMENTS (shown); i++)
    {
      DsHistoryRun *run = g_new0 (DsHistoryRun, 1);
      g_autoptr(DsRunItem) item = NULL;
      g_autofree char *profile = NULL;

      run->kind = DS_RUN_KIND_BENCH;
      run->status = DS_RUN_STATUS_COMPLETED;
      run->start_time = 1700000000;
      run->profile = g_strdup (stored[i]);
      run->headline_read_mbps = NAN;
      run->headline_write_mbps = NAN;
      run->steady_mbps = NAN;
      run->peak_temp_c = NAN;
      item = ds_run_item_new (run, NULL);
      g_object_get (item, "profile", &profile, NULL);
      if (shown[i] != NULL)
        g_assert_cmpstr (profile, ==, shown[i]);
      else
        g_assert_cmpstr (profile, ==, ds_choice_label (DS_TYPE_BENCH_PROFILE, DS_BENCH_PROFILE_NVME));
      g_assert_cmpstr (profile, !=, "default");
    }
}

/* The History folds every run's search text ahead of the first search
 * (ds_run_item_prepare_search, in idle time); a drive renamed in the
 * sidebar afterwards must still be found by its new name and no longer by
 * its old one. */
static void
test_run_item_prepared_search_follows_a_rename (void)
{
  DsHistoryRun *run = g_new0 (DsHistoryRun, 1);
  g_autoptr(DsRunItem) item = NULL;
  g_autofree char *old_name = ds_run_item_fold_search ("Desk SSD");
  g_autofree char *new_name = ds_run_item_fold_search ("Backup drive");
  g_autofree char *serial = ds_run_item_fold_search ("s5gxnf0r000003");

  run->kind = DS_RUN_KIND_BENCH;
  run->status = DS_RUN_STATUS_COMPLETED;
  run->start_time = 1700000000;
  run->drive_model = g_strdup ("Samsung SSD 980 PRO 1TB");
  run->drive_serial = g_strdup ("S5GXNF0R000003");
  run->headline_read_mbps = NAN;
  run->headline_write_mbps = NAN;
  run->steady_mbps = NAN;
  run->peak_temp_c = NAN;
  item = ds_run_item_new (run, "Desk SSD");
  ds_run_item_prepare_search (item);
  g_assert_true (ds_run_item_matches (item, old_name));
  g_assert_true (ds_run_item_matches (item, serial));
  g_assert_false (ds_run_item_matches (item, new_name));
  ds_run_item_set_drive_display_name (item, "Backup drive");
  ds_run_item_prepare_search (item);
  g_assert_true (ds_run_item_matches (item, new_name));
  g_assert_false (ds_run_item_matches (item, old_name));
  g_assert_true (ds_run_item_matches (item, serial));
}

/* The only run of the history in @dir, as the History lists it. */
static DsHistoryRun *
listed_run (const char *dir)
{
  g_autofree char *db = g_build_filename (dir, "history.db", NULL);
  g_autoptr(DsHistoryStore) store = NULL;
  g_autoptr(GPtrArray) runs = NULL;
  g_autoptr(GError) error = NULL;

  store = ds_history_store_open (db, &error);
  g_assert_no_error (error);
  runs = ds_history_store_list_runs (store, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (runs->len, ==, 1);
  return g_ptr_array_steal_index (runs, 0);
}

/* A read sweep of 32K to 1M, flat from 128K at 3200 MB/s, kept in a
 * history in @dir. */
static void
save_sweep (const char *dir)
{
  const double mbps[] = { 400, 1500, 3100, 3190, 3200, 3195 };
  g_autofree char *db = g_build_filename (dir, "history.db", NULL);
  g_autoptr(DsSuiteResult) r = ds_suite_result_new (DS_SUITE_BLOCKSIZE);
  g_autoptr(DsHistoryStore) store = NULL;
  g_autoptr(GError) error = NULL;

  r->start_time = 1700000000;
  r->end_time = 1700000060;
  r->status = DS_RUN_STATUS_COMPLETED;
  for (guint i = 0; i < G_N_ELEMENTS (mbps); i++)
    {
      DsSuiteStepSpec spec = { NULL, 100, 0, (G_GUINT64_CONSTANT (32) << 10) << i, 4, 1 };
      DsSuiteStep *st = ds_suite_step_new (&spec);

      st->stats.mbps = mbps[i];
      st->stats.iops = mbps[i] * 1e6 / (double) spec.block_size;
      st->stats.ios = 1000;
      st->stats.seconds = 1;
      g_ptr_array_add (r->steps, st);
    }
  store = ds_history_store_open (db, &error);
  g_assert_no_error (error);
  g_assert_cmpint (ds_history_store_save_suite (store, r, &error), >, 0);
  g_assert_no_error (error);
}

/* The History's Result of a suite run is in the user's language, made from
 * its steps when shown, not the English line the history stores. */
static void
test_run_item_suite_headline_translated (void)
{
  g_autofree char *localedir = g_build_filename (g_getenv ("DS_BUILD_DIR"), "po", NULL);
  g_autofree char *mo = g_build_filename (localedir, "ru", "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
  g_autofree char *dir = g_dir_make_tmp ("ds-run-item-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "history.db", NULL);
  g_autoptr(DsRunItem) english = NULL, russian = NULL;
  g_autofree char *stored = NULL;
  DsHistoryRun *run;

  if (!g_file_test (mo, G_FILE_TEST_IS_REGULAR))
    {
      g_test_skip ("the build has no Russian catalogue (po/ru.po not compiled)");
      return;
    }
  if (setlocale (LC_ALL, "C.UTF-8") == NULL)
    {
      g_test_skip ("the C.UTF-8 locale is missing: gettext ignores LANGUAGE in plain C");
      return;
    }
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");

  save_sweep (dir);
  run = listed_run (dir);
  stored = g_strdup (run->headline);
  english = ds_run_item_new (run, NULL);
  g_test_message ("stored: %s; shown: %s", stored, ds_run_item_get_headline (english));
  g_assert_true (g_str_has_prefix (ds_run_item_get_headline (english), "Block sizes: read peak 3200.0 MB/s from 128"));

  g_setenv ("LANGUAGE", "ru", TRUE);
  textdomain (textdomain (NULL));   /* gettext forgets what it looked up */
  russian = ds_run_item_new (listed_run (dir), NULL);
  g_test_message ("ru: %s", ds_run_item_get_headline (russian));
  g_assert_true (g_str_has_prefix (ds_run_item_get_headline (russian),
                                   "Размеры блока: чтение пик 3200.0 МБ/с начиная с 128"));
  g_unsetenv ("LANGUAGE");
  textdomain (textdomain (NULL));
  /* The history still keeps its English line. */
  g_assert_true (g_str_has_prefix (stored, "blocksize: "));
  g_unlink (db);
  g_rmdir (dir);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/gui/run-task/busy-loop-still-gets-the-last-progress-before-finished",
                   test_busy_loop_still_gets_the_last_progress_before_finished);
  g_test_add_func ("/ds/gui/run-task/frames-always-due-still-get-progress-during-the-run",
                   test_frames_always_due_still_get_progress_during_the_run);
  g_test_add_func ("/ds/gui/run-task/stop-is-g-io-error-cancelled",
                   test_stop_is_g_io_error_cancelled);
  g_test_add_func ("/ds/gui/run-item/profile-title", test_run_item_profile_title);
  g_test_add_func ("/ds/gui/run-item/suite-result-in-the-users-language", test_run_item_suite_headline_translated);
  g_test_add_func ("/ds/gui/run-item/prepared-search-follows-a-rename",
                   test_run_item_prepared_search_follows_a_rename);
  return g_test_run ();
}
