/* test-bench-job.c — ds_bench_run as the GUI uses it: progress, order, cancel
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "ds-bench-job.h"
#include "ds-bench-text.h"
#include "ds-error.h"
#include "ds-json.h"

#define MIB (G_GUINT64_CONSTANT (1) << 20)

typedef struct
{
  guint         calls;
  double        last_fraction;
  gboolean      fraction_went_back;
  guint         phases_seen;       /* bit per DsBenchPhase */
  gint64        first_us;
  gint64        last_us;
  guint         max_in_one_second;
  GArray       *times;             /* gint64 µs of each call */
  GCancellable *cancel_at_measure;
  guint         cancel_test_index;
  GCancellable *cancel_at_interval;
  GPtrArray    *finished;          /* copies of each progress->finished */
  double        max_live_mbps;     /* the largest live MB/s while measuring */
  guint         test_count;        /* the last progress->test_count */
} ProgressLog;

static void
on_progress (const DsBenchProgress *p, gpointer data)
{
  ProgressLog *log = data;
  gint64 now = g_get_monotonic_time ();

  log->calls++;
  g_array_append_val (log->times, now);
  if (p->fraction + 1e-9 < log->last_fraction)
    log->fraction_went_back = TRUE;
  log->last_fraction = p->fraction;
  log->phases_seen |= 1u << p->phase;
  log->test_count = p->test_count;
  if (p->phase == DS_BENCH_PHASE_MEASURE && isfinite (p->live_mbps))
    log->max_live_mbps = MAX (log->max_live_mbps, p->live_mbps);
  if (p->finished != NULL && log->finished != NULL)
    {
      /* Reported as the test ends, while the progress still names it. */
      g_assert_true (p->finished->spec.block_size == p->spec.block_size);
      g_assert_cmpint (p->finished->mode, ==, p->mode);
      g_ptr_array_add (log->finished, ds_bench_test_result_copy (p->finished));
    }
  g_assert_cmpuint (p->test_index, <, p->test_count);
  g_assert_cmpfloat (p->phase_fraction, >=, 0);
  g_assert_cmpfloat (p->phase_fraction, <=, 1);
  if (log->cancel_at_measure != NULL && p->phase == DS_BENCH_PHASE_MEASURE &&
      p->test_index == log->cancel_test_index && p->phase_fraction > 0.3)
    g_cancellable_cancel (log->cancel_at_measure);
  if (log->cancel_at_interval != NULL && p->phase == DS_BENCH_PHASE_INTERVAL)
    g_cancellable_cancel (log->cancel_at_interval);
}

static DsBenchSettings *
small_settings (const char *dir)
{
  DsBenchSettings *s = ds_bench_settings_new ();

  g_free (s->dir);
  s->dir = g_strdup (dir);
  g_assert_true (ds_bench_settings_set_tests (s, "SEQ1M Q2T1,RND4K Q4T2", NULL));
  s->size_bytes = 16 * MIB;
  s->runs = 2;
  s->duration_s = 1;
  s->interval_s = 1;
  s->warmup_s = 0.2;
  s->allow_cached = TRUE;
  return s;
}

static void
test_run_reports_progress_and_fills_the_result (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ds-bench-job-XXXXXX", NULL);
  g_autoptr(DsBenchSettings) s = small_settings (dir);
  g_autoptr(DsBenchResult) r = NULL;
  ProgressLog log = { 0 };
  const char *expect[] = { "SEQ1M Q2T1 read", "RND4K Q4T2 read", "SEQ1M Q2T1 write", "RND4K Q4T2 write" };
  guint max_per_second = 0;

  log.times = g_array_new (FALSE, FALSE, sizeof (gint64));
  log.finished = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_bench_test_result_free);
  r = ds_bench_run (s, on_progress, &log, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (r);
  g_assert_cmpstr (ds_run_status_to_string (r->status), ==, "completed");
  /* Each test's result came with the progress as it finished: the same
   * numbers the final result holds, once each, in order. */
  g_assert_cmpuint (log.finished->len, ==, r->tests->len);
  for (guint i = 0; i < r->tests->len; i++)
    {
      const DsBenchTestResult *t = g_ptr_array_index (r->tests, i);
      const DsBenchTestResult *f = g_ptr_array_index (log.finished, i);

      g_assert_cmpint (f->mode, ==, t->mode);
      g_assert_cmpuint (f->runs->len, ==, t->runs->len);
      g_assert_cmpfloat (ds_bench_test_result_best (f)->mbps, ==, ds_bench_test_result_best (t)->mbps);
    }
  g_ptr_array_unref (log.finished);
  g_assert_true (g_uuid_string_is_valid (r->uuid));
  g_assert_cmpint (r->end_time, >=, r->start_time);
  /* Reads first, then writes, as CrystalDiskMark. */
  g_assert_cmpuint (r->tests->len, ==, G_N_ELEMENTS (expect));
  for (guint i = 0; i < r->tests->len; i++)
    {
      DsBenchTestResult *t = g_ptr_array_index (r->tests, i);
      g_autofree char *spec = ds_bench_spec_to_string (&t->spec);
      g_autofree char *name = g_strdup_printf ("%s %s", spec, ds_io_mode_to_string (t->mode));

      g_assert_cmpstr (name, ==, expect[i]);
      g_assert_cmpuint (t->runs->len, ==, 2);
      g_assert_false (t->incomplete);
      g_assert_cmpfloat (ds_bench_test_result_best (t)->mbps, >, 0);
    }
  g_assert_cmpstr (ds_json_get_string (r->settings, "dir"), ==, dir);
  g_assert_true (json_object_has_member (r->conditions, "direct_io"));
  g_assert_cmpint (ds_json_get_int (r->conditions, "file_size_bytes", 0), ==, 16 * MIB);
  g_assert_nonnull (ds_json_get_string (r->conditions, "engine"));

  /* Progress: every phase, a fraction that only grows to the end, and never
   * more than about ten calls a second (plus one per phase change). */
  g_assert_cmpuint (log.phases_seen, ==, 0xf);
  /* The live MB/s is in the results' units: over a tenth of a second it
   * may run ahead of a run's average, never by a factor of 20. */
  {
    double best = 0;

    for (guint i = 0; i < r->tests->len; i++)
      best = MAX (best, ds_bench_test_result_best (g_ptr_array_index (r->tests, i))->mbps);
    g_test_message ("largest live MB/s %.1f, best result %.1f MB/s", log.max_live_mbps, best);
    g_assert_cmpfloat (log.max_live_mbps, >, 0);
    g_assert_cmpfloat (log.max_live_mbps, <, 20 * best);
  }
  g_assert_false (log.fraction_went_back);
  g_assert_cmpfloat (log.last_fraction, ==, 1.0);
  for (guint i = 0; i < log.times->len; i++)
    {
      guint n = 0;

      for (guint j = i; j < log.times->len && g_array_index (log.times, gint64, j) -
                                              g_array_index (log.times, gint64, i) < G_USEC_PER_SEC; j++)
        n++;
      max_per_second = MAX (max_per_second, n);
    }
  g_test_message ("%u progress calls, at most %u in one second", log.calls, max_per_second);
  g_assert_cmpuint (max_per_second, <=, 16);
  g_array_unref (log.times);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_cancel_marks_the_test_incomplete (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ds-bench-job-XXXXXX", NULL);
  g_autoptr(DsBenchSettings) s = small_settings (dir);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(DsBenchResult) r = NULL;
  ProgressLog log = { 0 };
  DsBenchTestResult *t;

  s->interval_s = 0;
  s->runs = 1;
  s->duration_s = 2;
  log.times = g_array_new (FALSE, FALSE, sizeof (gint64));
  log.cancel_at_measure = cancellable;
  log.cancel_test_index = 1;
  r = ds_bench_run (s, on_progress, &log, cancellable, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_nonnull (strstr (error->message, "RND4K Q4T2 read"));
  g_assert_nonnull (r);
  g_assert_cmpstr (ds_run_status_to_string (r->status), ==, "cancelled");
  g_assert_cmpuint (r->tests->len, ==, 2);
  t = g_ptr_array_index (r->tests, 0);
  g_assert_false (t->incomplete);
  t = g_ptr_array_index (r->tests, 1);
  g_assert_true (t->incomplete);
  /* The run cut short is kept with its own, shorter window. */
  g_assert_cmpuint (t->runs->len, ==, 1);
  g_assert_cmpuint (g_array_index (t->runs, DsIoRunStats, 0).ios, >, 0);
  g_assert_cmpfloat (g_array_index (t->runs, DsIoRunStats, 0).seconds, <, 2);
  g_array_unref (log.times);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* Stopped in the pause between tests: the message names the test that
 * finished, not the next one, and nothing finished is marked incomplete. */
static void
test_cancel_between_tests_names_the_last (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ds-bench-job-XXXXXX", NULL);
  g_autoptr(DsBenchSettings) s = small_settings (dir);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(DsBenchResult) r = NULL;
  ProgressLog log = { 0 };
  DsBenchTestResult *t;

  s->runs = 1;
  s->warmup_s = 0;
  s->interval_s = 5;
  /* reads only: two specs times one mode are two tests (not 2 + 1) */
  s->modes = 1u << DS_IO_MODE_READ;
  log.times = g_array_new (FALSE, FALSE, sizeof (gint64));
  log.cancel_at_interval = cancellable;
  r = ds_bench_run (s, on_progress, &log, cancellable, &error);
  g_assert_cmpuint (log.test_count, ==, 2);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "SEQ1M Q2T1 read"));
  g_assert_null (strstr (error->message, "RND4K"));
  g_assert_nonnull (r);
  g_assert_cmpstr (ds_run_status_to_string (r->status), ==, "cancelled");
  g_assert_cmpuint (r->tests->len, ==, 1);
  t = g_ptr_array_index (r->tests, 0);
  g_assert_false (t->incomplete);
  g_assert_cmpuint (t->runs->len, ==, 1);
  g_array_unref (log.times);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_nothing_runs_with_bad_settings (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DsBenchSettings) s = small_settings ("/nonexistent/drivescope");

  g_assert_null (ds_bench_run (s, NULL, NULL, NULL, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  s->runs = 0;
  g_assert_null (ds_bench_run (s, NULL, NULL, NULL, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
}

/* --verify: the write test's blocks are read back after the test, the
 * result says so, and the measured numbers are the test's own. */
static void
test_verify_reads_back_what_was_written (void)
{
  g_autoptr(GError) error = NULL;
  const char *base = g_getenv ("DS_BUILD_DIR");
  g_autofree char *dir = g_build_filename (base != NULL ? base : g_get_tmp_dir (), "ds-bench-verify-XXXXXX", NULL);
  g_autoptr(DsBenchSettings) s = NULL;
  g_autoptr(DsBenchResult) r = NULL;
  g_autoptr(JsonNode) json = NULL;
  g_autoptr(DsBenchResult) back = NULL;
  g_autofree char *text = NULL;
  ProgressLog log = { 0 };

  g_assert_nonnull (g_mkdtemp (dir));
  s = small_settings (dir);
  g_assert_true (ds_bench_settings_set_tests (s, "SEQ1M Q2T1", NULL));
  s->modes = DS_BENCH_MODES_WRITE;
  s->runs = 1;
  s->interval_s = 0;
  s->warmup_s = 0;
  s->verify = TRUE;
  log.times = g_array_new (FALSE, FALSE, sizeof (gint64));
  r = ds_bench_run (s, on_progress, &log, NULL, &error);
  g_array_unref (log.times);
  g_assert_no_error (error);
  g_assert_cmpint (r->status, ==, DS_RUN_STATUS_COMPLETED);
  g_assert_true (log.phases_seen & (1u << DS_BENCH_PHASE_VERIFY));
  g_assert_false (log.fraction_went_back);
  g_assert_nonnull (r->verify);
  /* a second of sequential writes wraps the 16 MiB file: all of it written */
  g_assert_cmpuint (r->verify->bytes_written, ==, 16 * MIB);
  g_assert_cmpuint (r->verify->bytes_intact, ==, 16 * MIB);
  g_assert_true (ds_io_verify_result_passed (r->verify));
  g_assert_true (ds_json_get_bool (r->settings, "verify", FALSE));
  g_assert_cmpfloat (ds_bench_test_result_best (g_ptr_array_index (r->tests, 0))->mbps, >, 0);
  text = ds_bench_result_format_text (r, DS_BENCH_TEXT_MEDIAN);
  g_assert_nonnull (strstr (text, "Verify: on, read back after the tests, not timed: Verified: all 16.8 MB written read back intact."));
  json = ds_bench_result_to_json (r);
  back = ds_bench_result_from_json (json, &error);
  g_assert_no_error (error);
  g_assert_nonnull (back->verify);
  g_assert_cmpuint (back->verify->bytes_checked, ==, 16 * MIB);
  g_rmdir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/bench/job/run-reports-progress-and-fills-the-result", test_run_reports_progress_and_fills_the_result);
  g_test_add_func ("/ds/bench/job/cancel-marks-the-test-incomplete", test_cancel_marks_the_test_incomplete);
  g_test_add_func ("/ds/bench/job/cancel-between-tests-names-the-last", test_cancel_between_tests_names_the_last);
  g_test_add_func ("/ds/bench/job/nothing-runs-with-bad-settings", test_nothing_runs_with_bad_settings);
  g_test_add_func ("/ds/bench/job/verify-reads-back-what-was-written", test_verify_reads_back_what_was_written);
  return g_test_run ();
}
