/* test-suite-task.c — DsSuiteTask, what the Suites page sees: every step
 * that finished arrives once, in order, as a copy that matches the result;
 * with the main loop kept busy the steps still all arrive by "finished";
 * progress comes at most five times a second; stopping after the first step
 * keeps the steps measured. Runs a tiny suite in a temporary directory and
 * needs no display.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>

#include "ds-suite-task.h"

#define MIB (G_GUINT64_CONSTANT (1) << 20)

typedef struct
{
  GMainLoop *loop;
  gboolean   finished;
  guint      last_len;        /* steps seen at the previous "progress" */
  gboolean   shrank;          /* the step list ever got shorter */
  gboolean   cancel_at_first_step;
  guint      max_round;       /* the highest round the task said was under way */
  guint      max_rounds;
} Watch;

/* qd-scaling of 4K random reads at QD 1, 2, 4: three steps of 0.5 s. */
static DsSuiteSettings *
tiny_settings (const char *dir)
{
  DsSuiteSettings *s = ds_suite_settings_new (DS_SUITE_QD_SCALING);
  g_autoptr(GError) error = NULL;

  s->dir = g_strdup (dir);
  g_assert_true (ds_suite_parse_counts ("1,2,4", 1, 512, s->queue_depths, &error));
  g_assert_true (ds_suite_parse_mixes ("100", s->mixes, &error));
  s->duration_s = 0.5;
  s->warmup_s = 0;
  s->size_bytes = 16 * MIB;
  s->allow_cached = TRUE;
  g_assert_true (ds_suite_settings_validate (s, &error));
  return s;
}

static void
on_progress (DsSuiteTask *task,
             Watch       *watch)
{
  GPtrArray *steps = ds_suite_task_get_steps (task);

  guint max_rounds = 0;
  guint round = ds_suite_task_get_round (task, &max_rounds, NULL);

  watch->shrank = watch->shrank || steps->len < watch->last_len;
  watch->last_len = steps->len;
  watch->max_round = MAX (watch->max_round, round);
  watch->max_rounds = MAX (watch->max_rounds, max_rounds);
  if (watch->cancel_at_first_step && steps->len >= 1)
    ds_run_task_cancel (DS_RUN_TASK (task));
}

static void
on_finished (DsSuiteTask *task,
             Watch       *watch)
{
  watch->finished = TRUE;
  g_main_loop_quit (watch->loop);
}

static gboolean
busy (gpointer data)
{
  g_usleep (2000);
  return G_SOURCE_CONTINUE;
}

static void
run (DsSuiteTask *task,
     Watch       *watch,
     gboolean     busy_loop)
{
  guint busy_id = busy_loop ? g_idle_add (busy, NULL) : 0;

  g_signal_connect (task, "progress", G_CALLBACK (on_progress), watch);
  g_signal_connect (task, "finished", G_CALLBACK (on_finished), watch);
  watch->loop = g_main_loop_new (NULL, FALSE);
  ds_run_task_start (DS_RUN_TASK (task));
  g_main_loop_run (watch->loop);
  g_clear_pointer (&watch->loop, g_main_loop_unref);
  if (busy_id != 0)
    g_source_remove (busy_id);
  g_assert_true (watch->finished);
}

/* The delivered steps are the result's, one for one. */
static void
assert_steps_match (GPtrArray           *delivered,
                    const DsSuiteResult *result,
                    guint                n)
{
  g_assert_cmpuint (delivered->len, >=, n);
  for (guint i = 0; i < n; i++)
    {
      const DsSuiteStep *a = g_ptr_array_index (delivered, i);
      const DsSuiteStep *b = g_ptr_array_index (result->steps, i);

      g_assert_cmpuint (a->spec.queue_depth, ==, b->spec.queue_depth);
      g_assert_cmpuint (a->spec.block_size, ==, b->spec.block_size);
      g_assert_cmpfloat (a->stats.iops, ==, b->stats.iops);
      g_assert_cmpfloat (a->stats.lat_p99_us, ==, b->stats.lat_p99_us);
      g_assert_true (isfinite (a->stats.iops) && a->stats.iops > 0);
    }
}

static void
test_steps_arrive_in_order (gconstpointer data)
{
  gboolean busy_loop = GPOINTER_TO_INT (data);
  g_autofree char *dir = g_dir_make_tmp ("ds-suite-task-XXXXXX", NULL);
  g_autoptr(DsSuiteTask) task = ds_suite_task_new (tiny_settings (dir));
  Watch watch = { 0 };
  DsSuiteResult *result;
  double elapsed;

  run (task, &watch, busy_loop);
  if (ds_run_task_get_error (DS_RUN_TASK (task)) != NULL)
    g_error ("the suite failed: %s", ds_run_task_get_error (DS_RUN_TASK (task))->message);
  result = ds_suite_task_get_result (task);
  g_assert_nonnull (result);
  g_assert_cmpuint (result->steps->len, ==, 3);
  g_assert_false (watch.shrank);
  /* Every step by "finished", even when the loop was too busy to deliver
   * any progress during the run. */
  g_assert_cmpuint (ds_suite_task_get_steps (task)->len, ==, 3);
  assert_steps_match (ds_suite_task_get_steps (task), result, 3);
  g_assert_cmpuint (ds_suite_task_get_step_count (task), ==, 3);
  g_assert_cmpfloat (ds_suite_task_get_fraction (task), >, 0.9);
  elapsed = ds_run_task_get_elapsed (DS_RUN_TASK (task));
  g_test_message ("%u progress signals in %.2f s", ds_run_task_get_n_updates (DS_RUN_TASK (task)), elapsed);
  g_assert_cmpuint (ds_run_task_get_n_updates (DS_RUN_TASK (task)), >=, 1);
  g_assert_cmpuint (ds_run_task_get_n_updates (DS_RUN_TASK (task)), <=, (guint) (elapsed * 5) + 2);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* iops-matrix of two cells (4K read and write), rounds of 1 s until
 * steady or 3 rounds: the page learns the round under way and its bound,
 * and every delivered step keeps its round (the table and the chart put
 * each round's steps in the plan's rows). */
static void
test_rounds_arrive (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ds-suite-task-XXXXXX", NULL);
  DsSuiteSettings *s = ds_suite_settings_new (DS_SUITE_IOPS_MATRIX);
  g_autoptr(DsSuiteTask) task = NULL;
  g_autoptr(GError) error = NULL;
  Watch watch = { 0 };
  GPtrArray *steps;
  DsSuiteResult *result;

  s->dir = g_strdup (dir);
  g_assert_true (ds_suite_parse_blocks ("4K", s->blocks, &error));
  g_assert_true (ds_suite_parse_mixes ("100,0", s->mixes, &error));
  g_assert_true (ds_suite_parse_counts ("4", 1, 512, s->queue_depths, &error));
  g_assert_true (ds_suite_parse_counts ("1", 1, 256, s->threads, &error));
  s->duration_s = 0.5;
  s->size_bytes = 16 * MIB;
  s->allow_cached = TRUE;
  s->precondition_passes = 0;
  s->steady.window = 3;
  s->steady.max_rounds = 3;
  g_assert_true (ds_suite_settings_validate (s, &error));
  task = ds_suite_task_new (s);
  run (task, &watch, FALSE);
  g_assert_null (ds_run_task_get_error (DS_RUN_TASK (task)));
  result = ds_suite_task_get_result (task);
  g_assert_cmpuint (result->steps->len, ==, 6);
  g_assert_cmpuint (watch.max_round, ==, 3);
  g_assert_cmpuint (watch.max_rounds, ==, 3);
  steps = ds_suite_task_get_steps (task);
  g_assert_cmpuint (steps->len, ==, 6);
  for (guint i = 0; i < steps->len; i++)
    g_assert_cmpuint (((DsSuiteStep *) g_ptr_array_index (steps, i))->round, ==, i / 2 + 1);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_stop_keeps_steps (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ds-suite-task-XXXXXX", NULL);
  g_autoptr(DsSuiteTask) task = ds_suite_task_new (tiny_settings (dir));
  Watch watch = { .cancel_at_first_step = TRUE };
  const GError *error;
  DsSuiteResult *result;

  run (task, &watch, FALSE);
  error = ds_run_task_get_error (DS_RUN_TASK (task));
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
  g_assert_true (ds_run_task_was_cancelled (DS_RUN_TASK (task)));
  result = ds_suite_task_get_result (task);
  g_assert_nonnull (result);
  g_assert_cmpint (result->status, ==, DS_RUN_STATUS_CANCELLED);
  g_assert_cmpuint (result->steps->len, >=, 1);
  g_assert_cmpuint (result->steps->len, <, 3);
  assert_steps_match (ds_suite_task_get_steps (task), result, 1);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/ds/gui/suite-task/every-finished-step-arrives-once-in-order",
                        GINT_TO_POINTER (FALSE), test_steps_arrive_in_order);
  g_test_add_data_func ("/ds/gui/suite-task/busy-loop-still-gets-every-step-by-finished",
                        GINT_TO_POINTER (TRUE), test_steps_arrive_in_order);
  g_test_add_func ("/ds/gui/suite-task/stop-after-the-first-step-keeps-it", test_stop_keeps_steps);
  g_test_add_func ("/ds/gui/suite-task/rounds-arrive-with-their-round", test_rounds_arrive);
  return g_test_run ();
}
