/* ds-bench-job.c — running a whole benchmark: file, fill, tests, runs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ds-bench-job.h"
#include "ds-conditions.h"
#include "ds-run-conditions.h"
#include "ds-error.h"
#include "ds-io-fill.h"
#include "ds-json.h"

typedef struct
{
  const DsBenchSettings *settings;
  DsBenchProgressFunc    func;
  gpointer               user_data;
  DsBenchProgress        progress;
  double                 total_s;      /* estimated length of everything */
  double                 fill_s;       /* estimated share of the fill */
  double                 done_s;       /* finished phases */
  double                 run_s;        /* length of the current workload */
  guint64                last_bytes;
  double                 last_elapsed;
} Job;

const char *
ds_bench_phase_to_string (DsBenchPhase phase)
{
  switch (phase)
    {
    case DS_BENCH_PHASE_PREPARE: return _("Preparing the test file");
    case DS_BENCH_PHASE_WARMUP: return _("Warming up");
    case DS_BENCH_PHASE_MEASURE: return _("Measuring");
    case DS_BENCH_PHASE_INTERVAL: return _("Pausing");
    case DS_BENCH_PHASE_FILL: return _("Filling the filesystem");
    case DS_BENCH_PHASE_PRECONDITION: return _("Preconditioning");
    default: return "";
    }
}

static void
report (Job          *job,
        DsBenchPhase  phase,
        double        phase_fraction,
        double        elapsed_in_phase)
{
  job->progress.phase = phase;
  job->progress.phase_fraction = CLAMP (phase_fraction, 0.0, 1.0);
  job->progress.fraction = job->total_s > 0 ? CLAMP ((job->done_s + elapsed_in_phase) / job->total_s, 0.0, 1.0) : 0.0;
  if (job->func != NULL)
    job->func (&job->progress, job->user_data);
}

static void
fill_progress (guint64  done,
               guint64  total,
               gpointer user_data)
{
  Job *job = user_data;
  double f = total > 0 ? (double) done / (double) total : 1.0;

  report (job, job->progress.phase, f, f * job->fill_s);
}

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
  report (job, DS_BENCH_PHASE_PRECONDITION, f, f * job->fill_s * passes);
}

static void
workload_tick (const DsIoCounters *counters,
               double              elapsed_s,
               gboolean            measuring,
               gpointer            user_data)
{
  Job *job = user_data;
  guint64 bytes = ds_io_counters_live_bytes (counters);
  double dt = elapsed_s - job->last_elapsed;
  double measure_s = job->settings->steady.enabled ? job->settings->steady.options.round_s
                                                   : job->settings->duration_s;
  double warmup = job->run_s - measure_s;

  if (dt > 0)
    job->progress.live_mbps = (double) (bytes - job->last_bytes) / dt / 1e6;
  job->last_bytes = bytes;
  job->last_elapsed = elapsed_s;
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
  job->done_s += total;
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
        const char    *dir)
{
  result->status = status;
  result->end_time = g_get_real_time () / G_USEC_PER_SEC;
  ds_run_conditions_finish (result->conditions, dir);
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
  g_autoptr(DsTestFile) fill_file = NULL;
  g_autoptr(DsTestFile) file = NULL;
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(GError) local_error = NULL;
  const DsIoEngineOps *ops;
  JsonArray *warn_array;
  DsIoCounters counters;
  const DsBenchTestResult *last_done = NULL;
  guint test_index = 0;
  double fill_before = NAN;
  guint64 fill_bytes = 0;
  Job job = { 0 };

  if (!ds_bench_settings_validate (s, error))
    return NULL;
  ops = ds_io_engine_get (s->engine, error);
  if (ops == NULL)
    return NULL;

  job.settings = s;
  job.func = progress;
  job.user_data = user_data;
  job.progress.test_count = count_tests (s);
  job.progress.runs = s->steady.enabled ? s->steady.options.max_rounds : s->runs;
  job.progress.live_mbps = NAN;
  /* A rough 1 GB/s fill keeps the fraction moving at about the right pace. */
  job.fill_s = MAX (1.0, s->size_bytes / 1e9);
  job.total_s = (s->fill_percent > 0 ? 2 : 1) * job.fill_s +
                job.progress.test_count * (s->steady.enabled ? s->steady.options.max_rounds * s->steady.options.round_s
                                                             : s->warmup_s + s->runs * (double) s->duration_s) +
                (job.progress.test_count > 0 ? job.progress.test_count - 1 : 0) * (double) s->interval_s;
  if (s->steady.enabled)
    job.total_s += s->steady.precondition_passes * job.fill_s;

  result = ds_bench_result_new ();
  result->uuid = g_uuid_string_random ();
  result->start_time = g_get_real_time () / G_USEC_PER_SEC;
  json_object_unref (result->settings);
  result->settings = ds_bench_settings_to_json (s);
  ds_run_conditions_collect (result->conditions, s->dir);

  if (s->fill_percent > 0)
    {
      /* The fill file is declared before the test file, so it is closed
       * (and, being anonymous, gone) after it on every return. */
      ds_io_fill_level (s->dir, &fill_before, NULL);
      report (&job, DS_BENCH_PHASE_FILL, 0.0, 0.0);
      if (!ds_io_fill_to_level (s->dir, s->fill_percent, s->size_bytes, fill_progress, &job,
                                cancellable, &fill_file, &fill_bytes, &local_error))
        {
          if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
            g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                                 _("Stopped while filling the filesystem; nothing was measured."));
          else
            g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }
      job.done_s = job.fill_s;
    }

  /* The integration tests take the named-file path on purpose, as on a
   * filesystem without O_TMPFILE. */
  file = ds_test_file_create (s->dir, s->size_bytes,
                              (s->allow_cached ? DS_TEST_FILE_ALLOW_CACHED : DS_TEST_FILE_FLAGS_NONE) |
                              (g_getenv ("DRIVESCOPE_BENCH_NAMED_FILE") != NULL ? DS_TEST_FILE_NAMED : 0),
                              error);
  if (file == NULL)
    return NULL;
  report (&job, DS_BENCH_PHASE_PREPARE, 0.0, 0.0);
  if (!ds_test_file_fill (file, fill_progress, &job, cancellable, &local_error))
    {
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                             _("Stopped while preparing the test file; nothing was measured."));
      else
        g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  job.done_s += job.fill_s;
  /* --steady: workload-independent preconditioning (ds-bench-steady.h). */
  if (s->steady.enabled &&
      !ds_bench_precondition (file, s->steady.precondition_passes, s->data, s->engine,
                              precondition_progress, &job, cancellable, &local_error))
    {
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                             _("Stopped while preconditioning the test file; nothing was measured."));
      else
        g_propagate_prefixed_error (error, g_steal_pointer (&local_error), _("Preconditioning failed: "));
      return NULL;
    }
  if (s->steady.enabled)
    job.done_s += s->steady.precondition_passes * job.fill_s;

  ds_conditions_set_file_size_bytes (result->conditions, ds_test_file_get_size (file));
  json_object_set_boolean_member (result->conditions, "direct_io", ds_test_file_is_direct (file));
  ds_conditions_set_cached_reason (result->conditions, ds_test_file_get_cached_reason (file));
  json_object_set_boolean_member (result->conditions, "anonymous_file", ds_test_file_is_anonymous (file));
  ds_conditions_set_engine (result->conditions, ops->name);
  ds_json_set_string (result->conditions, "data_pattern", ds_data_pattern_to_string (s->data));
  warnings = ds_test_file_warnings_for_dir (s->dir);
  warn_array = json_array_new ();
  for (guint i = 0; i < warnings->len; i++)
    json_array_add_string_element (warn_array, g_ptr_array_index (warnings, i));
  json_object_set_array_member (result->conditions, "warnings", warn_array);
  if (s->fill_percent > 0)
    ds_run_conditions_set_fill (result->conditions, s->fill_percent, fill_before, fill_bytes, s->dir);

  ds_io_counters_init (&counters);
  for (DsIoMode mode = DS_IO_MODE_READ; mode <= DS_IO_MODE_MIX; mode++)
    {
      if (!(s->modes & (1u << mode)))
        continue;
      for (guint i = 0; i < s->tests->len; i++, test_index++)
        {
          const DsBenchSpec *spec = &g_array_index (s->tests, DsBenchSpec, i);
          g_autoptr(DsIoDataPool) pool = NULL;
          DsBenchTestResult *t;

          job.progress.test_index = test_index;
          job.progress.spec = *spec;
          job.progress.mode = mode;
          if (test_index > 0 && s->interval_s > 0 &&
              !pause_interval (&job, cancellable, &local_error))
            {
              /* Between tests: the last one finished whole and the next has
               * no result, so name the last and mark the run cancelled. */
              g_autofree char *name = ds_bench_spec_to_string (&last_done->spec);

              g_clear_error (&local_error);
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                           _("Stopped after %s %s, between tests; the finished tests are kept and the result is marked cancelled."),
                           name, ds_io_mode_to_string (last_done->mode));
              finish (result, DS_RUN_STATUS_CANCELLED, s->dir);
              ds_io_counters_clear (&counters);
              return g_steal_pointer (&result);
            }

          t = ds_bench_test_result_new (spec, mode);
          t->mix_read_percent = s->mix_read_percent;
          t->cached = !ds_test_file_is_direct (file);
          g_ptr_array_add (result->tests, t);
          if (mode != DS_IO_MODE_READ)
            pool = ds_io_data_pool_new (s->data, (gsize) spec->block_size);

          g_autoptr(DsSteadyResult) steady = s->steady.enabled ? ds_steady_result_new (&s->steady.options) : NULL;

          /* With --steady each run is a round, until steady or the
           * maximum (ds-bench-steady.h). */
          for (guint run = 1; steady != NULL ? !ds_steady_result_done (steady) : run <= s->runs; run++)
            {
              DsIoWorkload w = { 0 };
              DsIoRunStats stats;
              gboolean ok;

              w.file = file;
              w.pattern = spec->pattern;
              w.mode = mode;
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
              w.tick_data = &job;
              w.tick_interval_ms = 100;

              job.progress.run = run;
              job.progress.live_mbps = NAN;
              job.run_s = w.warmup_s + w.duration_s;
              job.last_bytes = 0;
              job.last_elapsed = 0;
              report (&job, w.warmup_s > 0 ? DS_BENCH_PHASE_WARMUP : DS_BENCH_PHASE_MEASURE, 0.0, 0.0);

              ok = ds_io_workload_run (&w, &counters, cancellable, &local_error);
              ds_io_counters_to_run_stats (&counters, &stats);
              if (ok || (counters.ios > 0 && counters.seconds > 0))
                g_array_append_val (t->runs, stats);
              if (ok && steady != NULL)
                ds_steady_result_add_round (steady, stats.iops);
              if (!ok)
                {
                  gboolean cancelled = g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED);

                  t->incomplete = TRUE;
                  propagate_test_error (error, g_steal_pointer (&local_error), spec, mode);
                  finish (result, cancelled ? DS_RUN_STATUS_CANCELLED : DS_RUN_STATUS_FAILED, s->dir);
                  ds_io_counters_clear (&counters);
                  return g_steal_pointer (&result);
                }
              job.done_s += job.run_s;
            }
          last_done = t;
          /* The finished test's result goes out at once, so a window can
           * show it while the next test runs. */
          job.progress.live_mbps = NAN;
          job.progress.finished = t;
          report (&job, DS_BENCH_PHASE_MEASURE, 1.0, 0.0);
          job.progress.finished = NULL;
        }
    }
  ds_io_counters_clear (&counters);
  job.progress.live_mbps = NAN;
  job.done_s = job.total_s;
  report (&job, DS_BENCH_PHASE_MEASURE, 1.0, 0.0);
  finish (result, DS_RUN_STATUS_COMPLETED, s->dir);
  return g_steal_pointer (&result);
}
