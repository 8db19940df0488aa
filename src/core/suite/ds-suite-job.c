/* ds-suite-job.c — running a suite: fill level, test file, the step list
 *
 * One test file serves every step, as in `bench`: created with O_DIRECT
 * checked and filled with incompressible data before any read (except for
 * the cache suite, whose point is a drive that has not just absorbed a
 * write of the same size). Each step is one workload on the shared engine
 * with its own warm-up and time window; the cache and linear suites run one
 * byte-budget pass per step and sample MB/s against position on every tick.
 * Cancelling stops the step in progress at once: what it measured so far is
 * kept, marked incomplete, and the result says "cancelled".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ds-error.h"
#include "ds-io-fill.h"
#include "ds-json.h"
#include "ds-platform.h"
#include "ds-run-conditions.h"
#include "ds-suite-job.h"
#include "ds-suite-surface.h"

#define MIB (G_GUINT64_CONSTANT (1) << 20)
#define GIB (MIB << 10)

typedef struct
{
  const DsSuiteSettings *settings;
  DsSuiteProgressFunc    func;
  gpointer               user_data;
  DsSuiteProgress        progress;
  double                 total_s;     /* estimated length of everything */
  double                 prepare_s;   /* estimated share of fill and file */
  double                 done_s;
  double                 run_s;       /* estimated length of the current step */
  double                 warmup_s;
  guint64                last_bytes;
  double                 last_elapsed;
  /* passes */
  DsSuiteStep           *pass_step;
  guint64                pass_bytes;  /* planned bytes of the pass */
} Job;

const char *
ds_suite_phase_to_string (DsSuitePhase phase)
{
  switch (phase)
    {
    case DS_SUITE_PHASE_FILL: return _("Filling the filesystem");
    case DS_SUITE_PHASE_PREPARE: return _("Preparing the test file");
    case DS_SUITE_PHASE_WARMUP: return _("Warming up");
    case DS_SUITE_PHASE_MEASURE: return _("Measuring");
    /* TRANSLATORS: the surface suite waits for udisks2 and the password */
    case DS_SUITE_PHASE_OPEN: return _("Asking for administrator authentication to read the drive");
    default: return "";
    }
}

static void
report (Job          *job,
        DsSuitePhase  phase,
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

  report (job, job->progress.phase, f, f * job->prepare_s);
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

  if (dt > 0)
    job->progress.live_mbps = (double) (bytes - job->last_bytes) / dt / 1e6;
  if (job->pass_step != NULL)
    {
      if (dt > 0 && bytes > job->last_bytes)
        {
          DsSuiteSample smp = { (double) bytes, job->progress.live_mbps };

          g_array_append_val (job->pass_step->samples, smp);
        }
      job->last_bytes = bytes;
      job->last_elapsed = elapsed_s;
      {
        double f = job->pass_bytes > 0 ? (double) bytes / (double) job->pass_bytes : 0.0;

        report (job, DS_SUITE_PHASE_MEASURE, f, f * job->run_s);
      }
      return;
    }
  job->last_bytes = bytes;
  job->last_elapsed = elapsed_s;
  if (measuring)
    report (job, DS_SUITE_PHASE_MEASURE, (elapsed_s - job->warmup_s) / job->settings->duration_s,
            MIN (elapsed_s, job->run_s));
  else
    report (job, DS_SUITE_PHASE_WARMUP, job->warmup_s > 0 ? elapsed_s / job->warmup_s : 1.0,
            MIN (elapsed_s, job->run_s));
}

static gboolean
is_cancel (const GError *e)
{
  return g_error_matches (e, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

static void
finish (DsSuiteResult *result,
        DsRunStatus    status,
        const char    *dir)
{
  result->status = status;
  result->end_time = g_get_real_time () / G_USEC_PER_SEC;
  ds_run_conditions_finish (result->conditions, dir);
}

/* The cache suite's automatic size (see ds-suite-job.h). */
static guint64
cache_size (const DsSuiteSettings *s,
            JsonObject            *conditions,
            GError               **error)
{
  JsonObject *drive = ds_json_get_object (conditions, "drive");
  gint64 capacity = drive != NULL ? ds_json_get_int (drive, "size_bytes", 0) : 0;
  guint64 max_size = 0, size;

  if (!ds_test_file_max_size_for_dir (s->dir, &max_size, error))
    return 0;
  if (capacity <= 0)
    capacity = (gint64) ds_json_get_int (conditions, "total_bytes", 0);
  size = capacity > 0 ? 4 * ((guint64) capacity / 10) : 16 * GIB;
  size = MIN (size, 64 * GIB);
  size = MIN (size, (guint64) (ds_json_get_int (conditions, "free_bytes", 0) * 0.75));
  size = MIN (size, max_size);
  size = MAX (size, GIB);
  return (size / MIB) * MIB;
}

static void
set_conditions (DsSuiteResult         *result,
                const DsSuiteSettings *s,
                DsTestFile            *file,
                const DsIoEngineOps   *ops)
{
  g_autoptr(GPtrArray) warnings = ds_test_file_warnings_for_dir (s->dir);
  JsonArray *warn_array = json_array_new ();

  ds_json_set_u64 (result->conditions, "file_size_bytes", ds_test_file_get_size (file));
  json_object_set_boolean_member (result->conditions, "direct_io", ds_test_file_is_direct (file));
  ds_json_set_string (result->conditions, "cached_reason", ds_test_file_get_cached_reason (file));
  json_object_set_boolean_member (result->conditions, "anonymous_file", ds_test_file_is_anonymous (file));
  ds_json_set_string (result->conditions, "engine", ops->name);
  ds_json_set_string (result->conditions, "data_pattern", ds_data_pattern_to_string (s->data));
  for (guint i = 0; i < warnings->len; i++)
    json_array_add_string_element (warn_array, g_ptr_array_index (warnings, i));
  json_object_set_array_member (result->conditions, "warnings", warn_array);
}

/* The I/O buffers every step needs, made and touched once before the first
 * step (see DsIoBufferSet): buffer i is as large as the largest block of
 * the steps that use it. NULL (each step allocates its own, as bench does)
 * when that would hold more than a quarter of the memory. */
static DsIoBufferSet *
reserve_buffers (const GPtrArray *plan)
{
  g_autoptr(GArray) need = g_array_new (FALSE, TRUE, sizeof (guint64));
  guint64 total = 0, memory = ds_platform_physical_memory ();
  DsIoBufferSet *set;

  for (guint i = 0; i < plan->len; i++)
    {
      const DsSuiteStepSpec *spec = g_ptr_array_index (plan, i);
      guint n = ds_io_buffer_count ((DsIoMode) ds_suite_step_spec_mode (spec), spec->queue_depth, spec->threads);

      if (n > need->len)
        g_array_set_size (need, n);
      for (guint j = 0; j < n; j++)
        g_array_index (need, guint64, j) = MAX (g_array_index (need, guint64, j), spec->block_size);
    }
  for (guint j = 0; j < need->len; j++)
    total += g_array_index (need, guint64, j);
  if (total > (memory > 0 ? memory / 4 : GIB))
    return NULL;
  set = ds_io_buffer_set_new ();
  for (guint j = 0; j < need->len; j++)
    ds_io_buffer_set_reserve (set, j, (gsize) g_array_index (need, guint64, j));
  return set;
}

DsSuiteResult *
ds_suite_run (const DsSuiteSettings *in_settings,
              DsSuiteProgressFunc    progress,
              gpointer               user_data,
              GCancellable          *cancellable,
              GError               **error)
{
  g_autoptr(DsSuiteSettings) s = ds_suite_settings_copy (in_settings);
  g_autoptr(DsSuiteResult) result = NULL;
  g_autoptr(DsTestFile) fill_file = NULL;
  g_autoptr(DsTestFile) file = NULL;
  g_autoptr(DsIoDataPool) pool = NULL;
  g_autoptr(DsIoBufferSet) buffers = NULL;
  g_autoptr(GPtrArray) plan = NULL;
  g_autoptr(GError) local_error = NULL;
  const DsIoEngineOps *ops;
  DsIoCounters counters;
  gboolean pass = ds_suite_kind_is_pass (s->kind);
  double fill_before = NAN;
  guint64 fill_bytes = 0;
  guint64 pool_block = 0;
  guint64 size;
  Job job = { 0 };

  if (!ds_suite_settings_validate (s, error))
    return NULL;
  if (s->kind == DS_SUITE_SURFACE)
    return _ds_suite_run_surface (s, progress, user_data, cancellable, error);
  ops = ds_io_engine_get (s->engine, error);
  if (ops == NULL)
    return NULL;
  plan = ds_suite_settings_plan (s);

  result = ds_suite_result_new (s->kind);
  result->uuid = g_uuid_string_random ();
  result->start_time = g_get_real_time () / G_USEC_PER_SEC;
  ds_run_conditions_collect (result->conditions, s->dir);

  size = s->size_bytes;
  if (s->kind == DS_SUITE_CACHE && size == 0)
    {
      size = cache_size (s, result->conditions, error);
      if (size == 0)
        return NULL;
    }
  json_object_unref (result->settings);
  result->settings = ds_suite_settings_to_json (s);
  ds_json_set_u64 (result->settings, "size_bytes", size);

  job.settings = s;
  job.func = progress;
  job.user_data = user_data;
  job.progress.step_count = plan->len;
  job.progress.live_mbps = NAN;
  /* A rough 1 GB/s fill keeps the fraction moving at about the right pace. */
  job.prepare_s = s->kind == DS_SUITE_CACHE ? 0.5 : MAX (1.0, size / 1e9);
  job.total_s = job.prepare_s + (pass ? plan->len * size / 500e6 : ds_suite_settings_estimate_s (s));

  if (s->fill_percent > 0)
    {
      ds_io_fill_level (s->dir, &fill_before, NULL);
      report (&job, DS_SUITE_PHASE_FILL, 0.0, 0.0);
      if (!ds_io_fill_to_level (s->dir, s->fill_percent, size, fill_progress, &job,
                                cancellable, &fill_file, &fill_bytes, &local_error))
        {
          if (is_cancel (local_error))
            g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                                 _("Stopped while filling the filesystem; nothing was measured."));
          else
            g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }
    }

  /* The integration tests take the named-file path on purpose, as on a
   * filesystem without O_TMPFILE. */
  file = ds_test_file_create (s->dir, size,
                              (s->allow_cached ? DS_TEST_FILE_ALLOW_CACHED : DS_TEST_FILE_FLAGS_NONE) |
                              (g_getenv ("DRIVESCOPE_BENCH_NAMED_FILE") != NULL ? DS_TEST_FILE_NAMED : 0),
                              error);
  if (file == NULL)
    return NULL;
  job.progress.phase = DS_SUITE_PHASE_PREPARE;
  report (&job, DS_SUITE_PHASE_PREPARE, 0.0, 0.0);
  if (s->kind == DS_SUITE_CACHE ? !ds_test_file_preallocate (file, &local_error)
                                : !ds_test_file_fill (file, fill_progress, &job, cancellable, &local_error))
    {
      if (is_cancel (local_error))
        g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                             _("Stopped while preparing the test file; nothing was measured."));
      else
        g_propagate_error (error, g_steal_pointer (&local_error));
      return NULL;
    }
  job.done_s = job.prepare_s;
  set_conditions (result, s, file, ops);
  if (s->fill_percent > 0)
    ds_run_conditions_set_fill (result->conditions, s->fill_percent, fill_before, fill_bytes, s->dir);

  /* One data pool for every step that writes, made for the largest block:
   * generating 8 MiB + a block of random data for each step cost every
   * write step tens of milliseconds (a 64 MiB step over 100 ms) between
   * windows. Each write is still stamped before it is submitted. */
  for (guint i = 0; i < plan->len; i++)
    {
      const DsSuiteStepSpec *spec = g_ptr_array_index (plan, i);

      if (spec->read_percent < 100)
        pool_block = MAX (pool_block, spec->block_size);
    }
  if (pool_block > 0)
    pool = ds_io_data_pool_new (s->data, (gsize) pool_block);
  buffers = reserve_buffers (plan);

  ds_io_counters_init (&counters);
  for (guint i = 0; i < plan->len; i++)
    {
      const DsSuiteStepSpec *spec = g_ptr_array_index (plan, i);
      DsIoWorkload w = { 0 };
      DsSuiteStep *st;
      gboolean ok;

      if (g_cancellable_is_cancelled (cancellable))
        {
          /* Between steps: every finished step is whole. */
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                       ngettext ("Stopped after %u step, between steps; the finished steps are kept and the result is marked cancelled.",
                                 "Stopped after %u steps, between steps; the finished steps are kept and the result is marked cancelled.",
                                 i),
                       i);
          finish (result, DS_RUN_STATUS_CANCELLED, s->dir);
          ds_io_counters_clear (&counters);
          return g_steal_pointer (&result);
        }

      st = ds_suite_step_new (spec);
      st->cached = !ds_test_file_is_direct (file);
      g_ptr_array_add (result->steps, st);

      w.file = file;
      w.pattern = spec->random_percent >= 100 ? DS_IO_PATTERN_RND : DS_IO_PATTERN_SEQ;
      w.random_percent = spec->random_percent < 100 ? spec->random_percent : 0;
      w.mode = (DsIoMode) ds_suite_step_spec_mode (spec);
      w.mix_read_percent = spec->read_percent;
      w.block_size = spec->block_size;
      w.queue_depth = spec->queue_depth;
      w.threads = spec->threads;
      w.pool = spec->read_percent < 100 ? pool : NULL;
      w.buffers = buffers;
      w.engine = s->engine;
      w.tick = workload_tick;
      w.tick_data = &job;
      w.tick_interval_ms = 100;
      if (pass)
        {
          /* One pass over the whole file, in order, timed whole. */
          w.warmup_s = 0;
          w.duration_s = 0;
          w.byte_limit = ds_test_file_get_size (file);
          w.wrap = FALSE;
          job.pass_step = st;
          job.pass_bytes = w.byte_limit;
          job.run_s = w.byte_limit / 500e6;
        }
      else
        {
          w.warmup_s = s->warmup_s;
          w.duration_s = s->duration_s;
          w.wrap = TRUE;
          job.pass_step = NULL;
          job.run_s = w.warmup_s + w.duration_s;
        }
      job.warmup_s = w.warmup_s;
      job.progress.step_index = i;
      job.progress.step = spec;
      job.progress.finished = NULL;
      job.progress.live_mbps = NAN;
      job.last_bytes = 0;
      job.last_elapsed = 0;
      report (&job, w.warmup_s > 0 ? DS_SUITE_PHASE_WARMUP : DS_SUITE_PHASE_MEASURE, 0.0, 0.0);

      ok = ds_io_workload_run (&w, &counters, cancellable, &local_error);
      ds_io_counters_to_run_stats (&counters, &st->stats);
      /* The span after the last tick, unless it is too short to time
       * (under 10 ms) — but a pass that short on its own is its only
       * span, and a pass keeps at least one sample. */
      if (pass && counters.bytes > job.last_bytes &&
          (counters.seconds > job.last_elapsed + 0.01 ||
           (st->samples->len == 0 && counters.seconds > job.last_elapsed)))
        {
          DsSuiteSample smp = { (double) counters.bytes,
                                (counters.bytes - job.last_bytes) / (counters.seconds - job.last_elapsed) / 1e6 };

          g_array_append_val (st->samples, smp);
        }
      if (!ok)
        {
          gboolean cancelled = is_cancel (local_error);
          g_autofree char *name = ds_suite_step_spec_to_string (spec);

          st->incomplete = TRUE;
          if (counters.ios == 0 || counters.seconds <= 0)
            g_ptr_array_remove_index (result->steps, result->steps->len - 1);
          if (cancelled)
            g_set_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                         _("Stopped during %s; the steps so far are kept and the result is marked cancelled."), name);
          else
            g_set_error (error, local_error->domain, local_error->code, _("%s failed: %s"), name, local_error->message);
          g_clear_error (&local_error);
          finish (result, cancelled ? DS_RUN_STATUS_CANCELLED : DS_RUN_STATUS_FAILED, s->dir);
          ds_io_counters_clear (&counters);
          if (result->steps->len == 0 && !cancelled)
            {
              /* Nothing was measured at all. */
              return NULL;
            }
          return g_steal_pointer (&result);
        }
      job.done_s += job.run_s;
      job.pass_step = NULL;
      job.progress.finished = st;
      report (&job, DS_SUITE_PHASE_MEASURE, 1.0, 0.0);
      job.progress.finished = NULL;
    }
  ds_io_counters_clear (&counters);
  job.progress.live_mbps = NAN;
  job.progress.step = NULL;
  job.done_s = job.total_s;
  report (&job, DS_SUITE_PHASE_MEASURE, 1.0, 0.0);
  finish (result, DS_RUN_STATUS_COMPLETED, s->dir);
  return g_steal_pointer (&result);
}
