/* ds-bench-job.c — running a whole benchmark: file, fill, tests, runs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ds-bench-job.h"
#include "ds-conditions.h"
#include "ds-error.h"
#include "ds-run.h"

typedef struct
{
  const DsBenchSettings *settings;
  DsBenchProgressFunc    func;
  gpointer               user_data;
  DsBenchProgress        progress;
  DsRunClock             clock;
  double                 setup_s;      /* estimated share of fill and file */
  double                 run_s;        /* length of the current workload */
  double                 precondition_s; /* --steady: estimated share of the preconditioning */
  double                 verify_s;     /* --verify: estimated share of the read-back */
  DsIoVerify            *verify;       /* --verify: the map of what was written */
} Job;

static void
report (Job          *job,
        DsBenchPhase  phase,
        double        phase_fraction,
        double        elapsed_in_phase)
{
  job->progress.phase = phase;
  job->progress.phase_fraction = CLAMP (phase_fraction, 0.0, 1.0);
  job->progress.fraction = ds_run_clock_fraction (&job->clock, elapsed_in_phase);
  if (job->func != NULL)
    job->func (&job->progress, job->user_data);
}

/* The set-up's progress: the fill and the file take the first share. */
static void
setup_progress (DsRunStage stage,
                double     stage_fraction,
                double     setup_fraction,
                gpointer   user_data)
{
  Job *job = user_data;

  report (job, stage == DS_RUN_STAGE_FILL ? DS_BENCH_PHASE_FILL : DS_BENCH_PHASE_PREPARE,
          stage_fraction, setup_fraction * job->setup_s);
}

/* --steady: the preconditioning's progress (ds-bench-steady.h). */
static void
precondition_progress (guint    pass,
                       guint    passes,
                       guint64  written,
                       guint64  total,
                       gpointer user_data)
{
  Job *job = user_data;
  double f = total > 0 ? (double) written / (double) total : 1.0;

  job->progress.pass = pass;
  job->progress.passes = passes;
  job->progress.written_bytes = written;
  report (job, DS_BENCH_PHASE_PRECONDITION, f, f * job->precondition_s);
}

static void
workload_tick (const DsIoCounters *counters,
               double              elapsed_s,
               gboolean            measuring,
               gpointer            user_data)
{
  Job *job = user_data;
  double mbps = ds_run_clock_tick (&job->clock, ds_io_counters_live_bytes (counters), elapsed_s);
  double measure_s = job->settings->steady.enabled ? job->settings->steady.options.round_s
                                                   : job->settings->duration_s;
  double warmup = job->run_s - measure_s;

  if (isfinite (mbps))
    job->progress.live_mbps = mbps;
  if (measuring)
    report (job, DS_BENCH_PHASE_MEASURE, (elapsed_s - warmup) / measure_s,
            MIN (elapsed_s, job->run_s));
  else
    report (job, DS_BENCH_PHASE_WARMUP, warmup > 0 ? elapsed_s / warmup : 1.0, MIN (elapsed_s, job->run_s));
}

static gboolean
pause_interval (Job          *job,
                GCancellable *cancellable,
                GError      **error)
{
  double total = job->settings->interval_s;
  gint64 start = g_get_monotonic_time ();

  job->progress.run = 0;
  job->progress.live_mbps = NAN;
  for (;;)
    {
      double elapsed = (g_get_monotonic_time () - start) / 1e6;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        return FALSE;
      report (job, DS_BENCH_PHASE_INTERVAL, elapsed / total, MIN (elapsed, total));
      if (elapsed >= total)
        break;
      g_usleep ((gulong) MIN (100000.0, (total - elapsed) * 1e6));
    }
  job->clock.done_s += total;
  return TRUE;
}

/* The test named in front of the message: the stop's own words, or the
 * cause's. */
static void
propagate_test_error (GError           **error,
                      GError            *cause,
                      const DsBenchSpec *spec,
                      DsIoMode        mode)
{
  g_autofree char *name = ds_bench_spec_to_string (spec);

  if (g_error_matches (cause, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_set_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                   _("Stopped during %s %s; the results so far are marked incomplete."),
                   name, ds_io_mode_to_string (mode));
      g_error_free (cause);
      return;
    }
  g_set_error (error, cause->domain, cause->code, _("%s %s failed: %s"),
               name, ds_io_mode_to_string (mode), cause->message);
  g_error_free (cause);
}

static guint
count_tests (const DsBenchSettings *s)
{
  guint modes = 0;

  for (DsIoMode m = DS_IO_MODE_READ; m <= DS_IO_MODE_MIX; m++)
    if (s->modes & (1u << m))
      modes++;
  return modes * s->tests->len;
}

static void
finish (DsBenchResult *result,
        DsRunStatus    status,
        DsRun         *run)
{
  result->status = status;
  result->end_time = g_get_real_time () / G_USEC_PER_SEC;
  ds_run_finish (run);
}

/* The progress counters and the estimate of the whole length. */
static void
job_init (Job                   *job,
          const DsBenchSettings *s,
          DsBenchProgressFunc    progress,
          gpointer               user_data)
{
  /* A rough 1 GB/s fill keeps the fraction moving at about the right pace. */
  double file_s = MAX (1.0, s->size_bytes / 1e9);

  job->settings = s;
  job->func = progress;
  job->user_data = user_data;
  job->progress.test_count = count_tests (s);
  job->progress.runs = s->steady.enabled ? s->steady.options.max_rounds : s->runs;
  job->progress.live_mbps = NAN;
  job->setup_s = (s->fill_percent > 0 ? 2 : 1) * file_s;
  job->precondition_s = s->steady.enabled ? s->steady.precondition_passes * file_s : 0.0;
  /* The read-back reads at most the file once, at about the fill's pace. */
  job->verify_s = s->verify && (s->modes & (DS_BENCH_MODES_WRITE | DS_BENCH_MODES_MIX)) ? file_s : 0.0;
  job->clock.total_s = job->setup_s + job->precondition_s + job->verify_s +
                 job->progress.test_count * (s->steady.enabled ? s->steady.options.max_rounds * s->steady.options.round_s
                                                               : s->warmup_s + s->runs * (double) s->duration_s) +
                 (job->progress.test_count > 0 ? job->progress.test_count - 1 : 0) * (double) s->interval_s;
}

/* Runs every run of one test into @t; FALSE with @error (the test named)
 * when one fails or is cancelled, keeping what it measured. */
static gboolean
run_test (Job               *job,
          DsTestFile        *file,
          DsBenchTestResult *t,
          DsIoCounters      *counters,
          GCancellable      *cancellable,
          GError           **error)
{
  const DsBenchSettings *s = job->settings;
  const DsBenchSpec *spec = &t->spec;
  g_autoptr(DsIoDataPool) pool = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autoptr(DsSteadyResult) steady = s->steady.enabled ? ds_steady_result_new (&s->steady.options) : NULL;

  if (t->mode != DS_IO_MODE_READ)
    pool = ds_io_data_pool_new_compressible (s->data, s->compressible, (gsize) spec->block_size);
  /* With --steady each run is a round, until steady or the maximum
   * (ds-bench-steady.h). */
  for (guint run = 1; steady != NULL ? !ds_steady_result_done (steady) : run <= s->runs; run++)
    {
      DsIoWorkload w = { 0 };
      DsIoRunStats stats;
      gboolean ok;

      w.file = file;
      w.pattern = spec->pattern;
      w.mode = t->mode;
      w.mix_read_percent = s->mix_read_percent;
      w.block_size = spec->block_size;
      w.queue_depth = spec->queue_depth;
      w.threads = spec->threads;
      w.warmup_s = run == 1 && steady == NULL ? s->warmup_s : 0.0;
      w.duration_s = steady != NULL ? s->steady.options.round_s : s->duration_s;
      w.wrap = TRUE;
      w.pool = pool;
      w.engine = s->engine;
      w.tick = workload_tick;
      w.tick_data = job;
      w.tick_interval_ms = 100;
      w.verify = job->verify;

      job->progress.run = run;
      job->progress.live_mbps = NAN;
      job->run_s = w.warmup_s + w.duration_s;
      ds_run_clock_start_workload (&job->clock);
      report (job, w.warmup_s > 0 ? DS_BENCH_PHASE_WARMUP : DS_BENCH_PHASE_MEASURE, 0.0, 0.0);

      ok = ds_io_workload_run (&w, counters, cancellable, &local_error);
      ds_io_counters_to_run_stats (counters, &stats);
      if (ok || (counters->ios > 0 && counters->seconds > 0))
        g_array_append_val (t->runs, stats);
      if (ok && steady != NULL)
        ds_steady_result_add_round (steady, stats.iops);
      if (!ok)
        {
          t->incomplete = TRUE;
          propagate_test_error (error, g_steal_pointer (&local_error), spec, t->mode);
          return FALSE;
        }
      job->clock.done_s += job->run_s;
    }
  return TRUE;
}

/* Every test in every mode on the prepared file; the result's status. */
static DsRunStatus
run_tests (Job           *job,
           DsBenchResult *result,
           DsTestFile    *file,
           GCancellable  *cancellable,
           GError       **error)
{
  const DsBenchSettings *s = job->settings;
  const DsBenchTestResult *last_done = NULL;
  g_autoptr(GError) local_error = NULL;
  DsIoCounters counters;
  DsRunStatus status = DS_RUN_STATUS_COMPLETED;
  guint test_index = 0;

  ds_io_counters_init (&counters);
  for (DsIoMode mode = DS_IO_MODE_READ; mode <= DS_IO_MODE_MIX && status == DS_RUN_STATUS_COMPLETED; mode++)
    {
      if (!(s->modes & (1u << mode)))
        continue;
      for (guint i = 0; i < s->tests->len; i++, test_index++)
        {
          const DsBenchSpec *spec = &g_array_index (s->tests, DsBenchSpec, i);
          DsBenchTestResult *t;

          job->progress.test_index = test_index;
          job->progress.spec = *spec;
          job->progress.mode = mode;
          if (test_index > 0 && s->interval_s > 0 &&
              !pause_interval (job, cancellable, NULL))
            {
              /* Between tests: the last one finished whole and the next has
               * no result, so name the last and mark the run cancelled. */
              g_autofree char *name = ds_bench_spec_to_string (&last_done->spec);

              g_set_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                           _("Stopped after %s %s, between tests; the finished tests are kept and the result is marked cancelled."),
                           name, ds_io_mode_to_string (last_done->mode));
              status = DS_RUN_STATUS_CANCELLED;
              break;
            }

          t = ds_bench_test_result_new (spec, mode);
          t->mix_read_percent = s->mix_read_percent;
          t->cached = !ds_test_file_is_direct (file);
          g_ptr_array_add (result->tests, t);
          if (!run_test (job, file, t, &counters, cancellable, &local_error))
            {
              status = ds_run_error_is_cancelled (local_error) ? DS_RUN_STATUS_CANCELLED : DS_RUN_STATUS_FAILED;
              g_propagate_error (error, g_steal_pointer (&local_error));
              break;
            }
          last_done = t;
          /* The finished test's result goes out at once, so a window can
           * show it while the next test runs. */
          job->progress.live_mbps = NAN;
          job->progress.finished = t;
          report (job, DS_BENCH_PHASE_MEASURE, 1.0, 0.0);
          job->progress.finished = NULL;
        }
    }
  ds_io_counters_clear (&counters);
  return status;
}

/* The unit every test of the run can be checked in (ds-io-verify.h). */
static guint
verify_unit (const DsBenchSettings *s)
{
  guint unit = 4096;

  for (guint i = 0; i < s->tests->len; i++)
    unit = MIN (unit, ds_io_verify_unit_for (g_array_index (s->tests, DsBenchSpec, i).block_size, NULL));
  return unit;
}

static void
verify_progress (guint64  done,
                 guint64  total,
                 gpointer user_data)
{
  Job *job = user_data;
  double f = total > 0 ? (double) done / (double) total : 1.0;

  report (job, DS_BENCH_PHASE_VERIFY, f, f * job->verify_s);
}

/* --verify, after the last timed window: reads back what the write tests
 * wrote. A block that is not intact fails the run, naming it. */
static DsRunStatus
verify_writes (Job           *job,
               DsBenchResult *result,
               DsTestFile    *file,
               GCancellable  *cancellable,
               GError       **error)
{
  g_autoptr(GError) local_error = NULL;
  guint last_run = job->progress.run;
  gboolean ok;

  job->progress.live_mbps = NAN;
  result->verify = g_new0 (DsIoVerifyResult, 1);
  ok = ds_io_verify_read_back (job->verify, file, verify_progress, job, result->verify,
                               cancellable, &local_error);
  job->progress.run = last_run;
  job->clock.done_s += job->verify_s;
  if (!ok)
    {
      if (ds_run_error_is_cancelled (local_error))
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                               _("Stopped while reading back what was written; the tests are kept and "
                                 "the verification is incomplete."));
          return DS_RUN_STATUS_CANCELLED;
        }
      g_propagate_prefixed_error (error, g_steal_pointer (&local_error), _("Reading back what was written failed: "));
      return DS_RUN_STATUS_FAILED;
    }
  if (!ds_io_verify_result_passed (result->verify))
    {
      g_autofree char *why = ds_io_verify_result_describe (result->verify);

      g_set_error_literal (error, DS_ERROR, DS_ERROR_IO, why);
      return DS_RUN_STATUS_FAILED;
    }
  return DS_RUN_STATUS_COMPLETED;
}

DsBenchResult *
ds_bench_run (const DsBenchSettings *in_settings,
              DsBenchProgressFunc    progress,
              gpointer               user_data,
              GCancellable          *cancellable,
              GError               **error)
{
  g_autoptr(DsBenchSettings) s = ds_bench_settings_copy (in_settings);
  g_autoptr(DsBenchResult) result = NULL;
  g_autoptr(DsRun) run = NULL;
  const DsIoEngineOps *ops;
  DsRunStatus status;
  Job job = { 0 };

  if (!ds_bench_settings_validate (s, error))
    return NULL;
  ops = ds_io_engine_get (s->engine, error);
  if (ops == NULL)
    return NULL;
  job_init (&job, s, progress, user_data);

  result = ds_bench_result_new ();
  result->uuid = g_uuid_string_random ();
  result->start_time = g_get_real_time () / G_USEC_PER_SEC;
  json_object_unref (result->settings);
  result->settings = ds_bench_settings_to_json (s);
  run = ds_run_new (s->dir, result->conditions);
  if (!ds_run_prepare (run, &(DsRunSetup) {
                         .size_bytes = s->size_bytes,
                         .fill_percent = s->fill_percent,
                         .allow_cached = s->allow_cached,
                         .prepare = DS_RUN_PREPARE_WRITE,
                         .progress = setup_progress,
                         .user_data = &job,
                       }, cancellable, error))
    return NULL;
  job.clock.done_s = job.setup_s;
  /* --steady: workload-independent preconditioning (ds-bench-steady.h). */
  if (s->steady.enabled)
    {
      g_autoptr(GError) local_error = NULL;

      if (!ds_bench_precondition (ds_run_get_file (run), s->steady.precondition_passes, s->data, s->engine,
                                  precondition_progress, &job, cancellable, &local_error))
        {
          if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
            g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                                 _("Stopped while preconditioning the test file; nothing was measured."));
          else
            g_propagate_prefixed_error (error, g_steal_pointer (&local_error), _("Preconditioning failed: "));
          return NULL;
        }
      job.clock.done_s += job.precondition_s;
    }
  ds_conditions_set_engine (result->conditions, ops->name);
  ds_conditions_set_data (result->conditions, ds_data_pattern_to_string (s->data), s->compressible);

  if (s->verify)
    job.verify = ds_io_verify_new (ds_test_file_get_size (ds_run_get_file (run)), verify_unit (s), 0, s->compressible);
  status = run_tests (&job, result, ds_run_get_file (run), cancellable, error);
  /* Untimed, after every window: nothing it does reaches a number. */
  if (status == DS_RUN_STATUS_COMPLETED && job.verify != NULL && ds_io_verify_marked_bytes (job.verify) > 0)
    status = verify_writes (&job, result, ds_run_get_file (run), cancellable, error);
  g_clear_pointer (&job.verify, ds_io_verify_free);
  if (status == DS_RUN_STATUS_COMPLETED)
    {
      job.progress.live_mbps = NAN;
      job.clock.done_s = job.clock.total_s;
      report (&job, DS_BENCH_PHASE_MEASURE, 1.0, 0.0);
    }
  finish (result, status, run);
  return g_steal_pointer (&result);
}
