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

#include "ds-conditions.h"
#include "ds-error.h"
#include "ds-json.h"
#include "ds-platform.h"
#include "ds-rng.h"
#include "ds-run.h"
#include "ds-suite-job.h"
#include "ds-suite-steady.h"
#include "ds-suite-surface.h"

#define MIB (G_GUINT64_CONSTANT (1) << 20)
#define GIB (MIB << 10)

typedef struct
{
  const DsSuiteSettings *settings;
  GPtrArray             *plan;        /* DsSuiteStepSpec, borrowed */
  const DsIoEngineOps   *ops;
  DsSuiteProgressFunc    func;
  gpointer               user_data;
  DsSuiteProgress        progress;
  DsRunClock             clock;
  double                 prepare_s;   /* estimated share of fill and file */
  double                 run_s;       /* estimated length of the current step */
  double                 warmup_s;
  /* passes */
  DsSuiteStep           *pass_step;
  guint64                pass_bytes;  /* planned bytes of the pass */
  /* preconditioning */
  guint64                precondition_done;
  /* --verify */
  DsIoVerify            *verify;
  double                 verify_s;
} Job;

static void
report (Job          *job,
        DsSuitePhase  phase,
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

  report (job, stage == DS_RUN_STAGE_FILL ? DS_SUITE_PHASE_FILL : DS_SUITE_PHASE_PREPARE,
          stage_fraction, setup_fraction * job->prepare_s);
}

static void
workload_tick (const DsIoCounters *counters,
               double              elapsed_s,
               gboolean            measuring,
               gpointer            user_data)
{
  Job *job = user_data;
  guint64 bytes = ds_io_counters_live_bytes (counters);
  gboolean grew = bytes > job->clock.last_bytes;
  double mbps = ds_run_clock_tick (&job->clock, bytes, elapsed_s);

  if (isfinite (mbps))
    job->progress.live_mbps = mbps;
  if (job->pass_step != NULL)
    {
      double f = job->pass_bytes > 0 ? (double) bytes / (double) job->pass_bytes : 0.0;

      if (isfinite (mbps) && grew)
        {
          DsSuiteSample smp = { (double) bytes, mbps };

          g_array_append_val (job->pass_step->samples, smp);
        }
      report (job, DS_SUITE_PHASE_MEASURE, f, f * job->run_s);
      return;
    }
  if (measuring)
    report (job, DS_SUITE_PHASE_MEASURE, (elapsed_s - job->warmup_s) / job->settings->duration_s,
            MIN (elapsed_s, job->run_s));
  else
    report (job, DS_SUITE_PHASE_WARMUP, job->warmup_s > 0 ? elapsed_s / job->warmup_s : 1.0,
            MIN (elapsed_s, job->run_s));
}

static void
finish (DsSuiteResult *result,
        DsRunStatus    status,
        DsRun         *run)
{
  result->status = status;
  result->end_time = g_get_real_time () / G_USEC_PER_SEC;
  ds_run_finish (run);
}

/* The cache suite's automatic size (see ds-suite-job.h), 0 with @error
 * when the directory cannot take a test file. */
static guint64
cache_size (DsRun      *run,
            JsonObject *conditions,
            GError    **error)
{
  DsConditionsDrive drive;
  gint64 capacity = ds_conditions_get_drive (conditions, &drive) ? drive.size_bytes : 0;
  gint64 free_bytes = MAX (ds_conditions_get_free_bytes (conditions), 0);
  guint64 max_size = 0, size;

  if (!ds_run_get_room (run, &max_size, error))
    return 0;
  if (capacity <= 0)
    capacity = MAX (ds_conditions_get_total_bytes (conditions), 0);
  size = capacity > 0 ? 4 * ((guint64) capacity / 10) : 16 * GIB;
  size = MIN (size, 64 * GIB);
  size = MIN (size, (guint64) (free_bytes * 0.75));
  size = MIN (size, max_size);
  size = MAX (size, GIB);
  return (size / MIB) * MIB;
}

/* The I/O buffers every step needs, made and touched once before the first
 * step (see DsIoBufferSet): read buffer i, and write buffer i, as large as
 * the largest block of the steps that use it, the write buffers filled
 * from @pool now, so that no step copies write data in. NULL (each step
 * allocates its own, as bench does) when they would hold more than a
 * quarter of the memory. */
static DsIoBufferSet *
reserve_buffers (const GPtrArray    *plan,
                 const DsIoDataPool *pool)
{
  g_autoptr(GArray) reads = g_array_new (FALSE, TRUE, sizeof (guint64));
  g_autoptr(GArray) writes = g_array_new (FALSE, TRUE, sizeof (guint64));
  guint64 total = 0, memory = ds_platform_physical_memory ();
  DsIoBufferSet *set;
  DsRng rng;

  for (guint i = 0; i < plan->len; i++)
    {
      const DsSuiteStepSpec *spec = g_ptr_array_index (plan, i);
      guint n = ds_io_buffer_count (spec->queue_depth, spec->threads);
      GArray *kinds[2] = { spec->read_percent > 0 ? reads : NULL, spec->read_percent < 100 ? writes : NULL };

      for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
        {
          if (kinds[k] == NULL)
            continue;
          if (n > kinds[k]->len)
            g_array_set_size (kinds[k], n);
          for (guint j = 0; j < n; j++)
            g_array_index (kinds[k], guint64, j) = MAX (g_array_index (kinds[k], guint64, j), spec->block_size);
        }
    }
  for (guint j = 0; j < reads->len; j++)
    total += g_array_index (reads, guint64, j);
  for (guint j = 0; j < writes->len; j++)
    total += g_array_index (writes, guint64, j);
  if (total > (memory > 0 ? memory / 4 : GIB))
    return NULL;
  set = ds_io_buffer_set_new ();
  ds_rng_seed (&rng, (guint64) g_get_real_time ());
  for (guint j = 0; j < reads->len; j++)
    ds_io_buffer_set_reserve_reads (set, j, (gsize) g_array_index (reads, guint64, j));
  for (guint j = 0; j < writes->len; j++)
    ds_io_buffer_set_reserve_writes (set, j, (gsize) g_array_index (writes, guint64, j), pool, ds_rng_next (&rng));
  return set;
}

/* A block mix's small sizes (512 B in fileserver and webserver) need a
 * filesystem whose direct I/O takes them; where its alignment is larger
 * (4 KiB on a 4Kn drive) they run at that size instead, each step's
 * block_sizes say what ran, and the conditions say why. */
static void
align_block_mixes (GPtrArray     *plan,
                   DsTestFile    *file,
                   DsSuiteResult *result)
{
  guint alignment = ds_test_file_get_direct_alignment (file);
  gboolean rounded = FALSE;

  for (guint i = 0; i < plan->len; i++)
    {
      DsSuiteStepSpec *spec = g_ptr_array_index (plan, i);

      if (spec->block_mix.n > 0 && ds_io_block_mix_align (&spec->block_mix, alignment))
        {
          spec->block_size = ds_io_block_mix_largest (&spec->block_mix);
          rounded = TRUE;
        }
    }
  if (rounded)
    ds_conditions_set_block_sizes_rounded_to (result->conditions, alignment);
}

/* The matrix's 512 B cells need a filesystem whose direct I/O takes them;
 * where its alignment is larger they are left out and the conditions'
 * warnings say so. */
static void
skip_small_blocks (Job           *job,
                   DsTestFile    *file,
                   DsSuiteResult *result)
{
  guint alignment = ds_test_file_get_direct_alignment (file);
  gboolean skipped = FALSE;

  for (guint i = job->plan->len; i > 0; i--)
    {
      DsSuiteStepSpec *spec = g_ptr_array_index (job->plan, i - 1);

      if (ds_test_file_is_direct (file) && alignment > 0 && spec->block_size % alignment != 0)
        {
          g_ptr_array_remove_index (job->plan, i - 1);
          skipped = TRUE;
        }
    }
  if (skipped)
    {
      g_autoptr(GPtrArray) warnings = ds_conditions_get_warnings (result->conditions);

      if (warnings == NULL)
        warnings = g_ptr_array_new_with_free_func (g_free);
      g_ptr_array_add (warnings, g_strdup_printf (_("Direct I/O here needs blocks in multiples of %u bytes: "
                                                    "the smaller cells of the matrix were left out."), alignment));
      ds_conditions_set_warnings (result->conditions, warnings);
    }
  job->progress.step_count = job->plan->len;
}

/* One data pool for every step that writes, made for the largest block:
 * generating 8 MiB + a block of random data for each step cost every
 * write step tens of milliseconds (a 64 MiB step over 100 ms) between
 * windows. Each write is still stamped before it is submitted. NULL when
 * no step writes. */
static DsIoDataPool *
make_pool (const GPtrArray *plan,
           DsDataPattern    data,
           guint            compressible)
{
  guint64 pool_block = 0;

  for (guint i = 0; i < plan->len; i++)
    {
      const DsSuiteStepSpec *spec = g_ptr_array_index (plan, i);

      if (spec->read_percent < 100)
        pool_block = MAX (pool_block, spec->block_size);
    }
  return pool_block > 0 ? ds_io_data_pool_new_compressible (data, compressible, (gsize) pool_block) : NULL;
}

/* What one step runs: a timed window, or for the pass suites one pass over
 * the whole file in order, timed whole. */
static void
step_workload (Job                   *job,
               const DsSuiteStepSpec *spec,
               DsSuiteStep           *st,
               DsTestFile            *file,
               DsIoDataPool          *pool,
               DsIoBufferSet         *buffers,
               DsIoWorkload          *w)
{
  const DsSuiteSettings *s = job->settings;

  w->file = file;
  w->pattern = spec->random_percent >= 100 ? DS_IO_PATTERN_RND : DS_IO_PATTERN_SEQ;
  w->random_percent = spec->random_percent < 100 ? spec->random_percent : 0;
  w->mode = (DsIoMode) ds_suite_step_spec_mode (spec);
  w->mix_read_percent = spec->read_percent;
  w->block_size = spec->block_size;
  w->block_mix = spec->block_mix.n > 0 ? &spec->block_mix : NULL;
  w->queue_depth = spec->queue_depth;
  w->threads = spec->threads;
  w->pool = spec->read_percent < 100 ? pool : NULL;
  w->buffers = buffers;
  w->engine = s->engine;
  w->tick = workload_tick;
  w->tick_data = job;
  w->tick_interval_ms = 100;
  w->verify = job->verify;
  if (ds_suite_kind_is_pass (s->kind))
    {
      w->warmup_s = 0;
      w->duration_s = 0;
      w->byte_limit = ds_test_file_get_size (file);
      w->wrap = FALSE;
      job->pass_step = st;
      job->pass_bytes = w->byte_limit;
      job->run_s = w->byte_limit / 500e6;
    }
  else
    {
      w->warmup_s = s->warmup_s;
      w->duration_s = s->duration_s;
      w->wrap = TRUE;
      job->pass_step = NULL;
      job->run_s = w->warmup_s + w->duration_s;
    }
  job->warmup_s = w->warmup_s;
}

/* The span of a pass after its last tick, unless it is too short to time
 * (under 10 ms): then the last span reaches to the end instead — but a
 * pass that short on its own is its only span, and a pass keeps at least
 * one sample. Either way the last sample is at the pass's end. */
static void
add_pass_tail (Job                *job,
               DsSuiteStep        *st,
               const DsIoCounters *counters)
{
  if (counters->bytes <= job->clock.last_bytes)
    return;
  if (counters->seconds > job->clock.last_elapsed + 0.01 ||
      (st->samples->len == 0 && counters->seconds > job->clock.last_elapsed))
    {
      DsSuiteSample smp = { (double) counters->bytes,
                            (counters->bytes - job->clock.last_bytes) / (counters->seconds - job->clock.last_elapsed) / 1e6 };

      g_array_append_val (st->samples, smp);
    }
  else if (st->samples->len > 0)
    g_array_index (st->samples, DsSuiteSample, st->samples->len - 1).position = (double) counters->bytes;
}

/* Runs step @i into a new step of @result. FALSE with @error naming the
 * step when it failed or was cancelled; what it measured is kept, marked
 * incomplete, and a step that measured nothing is dropped. */
static gboolean
run_step (Job            *job,
          DsSuiteResult  *result,
          guint           i,
          DsTestFile     *file,
          DsIoDataPool   *pool,
          DsIoBufferSet  *buffers,
          DsIoCounters   *counters,
          GCancellable   *cancellable,
          GError        **error)
{
  const DsSuiteStepSpec *spec = g_ptr_array_index (job->plan, i);
  g_autoptr(GError) local_error = NULL;
  g_autofree char *name = NULL;
  DsIoWorkload w = { 0 };
  DsSuiteStep *st = ds_suite_step_new (spec);
  gboolean ok;

  st->cached = !ds_test_file_is_direct (file);
  st->round = job->progress.round;   /* 0 for a suite without rounds */
  g_ptr_array_add (result->steps, st);
  step_workload (job, spec, st, file, pool, buffers, &w);
  job->progress.step_index = i;
  job->progress.step = spec;
  job->progress.finished = NULL;
  job->progress.live_mbps = NAN;
  ds_run_clock_start_workload (&job->clock);
  report (job, w.warmup_s > 0 ? DS_SUITE_PHASE_WARMUP : DS_SUITE_PHASE_MEASURE, 0.0, 0.0);

  ok = ds_io_workload_run (&w, counters, cancellable, &local_error);
  ds_io_counters_to_run_stats (counters, &st->stats);
  if (job->pass_step != NULL)
    add_pass_tail (job, st, counters);
  job->pass_step = NULL;
  if (ok)
    {
      job->clock.done_s += job->run_s;
      job->progress.finished = st;
      report (job, DS_SUITE_PHASE_MEASURE, 1.0, 0.0);
      job->progress.finished = NULL;
      return TRUE;
    }
  name = ds_suite_step_spec_to_string (spec);
  st->incomplete = TRUE;
  if (counters->ios == 0 || counters->seconds <= 0)
    g_ptr_array_remove_index (result->steps, result->steps->len - 1);
  if (ds_run_error_is_cancelled (local_error))
    g_set_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                 _("Stopped during %s; the steps so far are kept and the result is marked cancelled."), name);
  else
    g_set_error (error, local_error->domain, local_error->code, _("%s failed: %s"), name, local_error->message);
  return FALSE;
}

#define PRECONDITION_BLOCK (G_GUINT64_CONSTANT (128) << 10)
#define PRECONDITION_QUEUE_DEPTH 32

static void
precondition_tick (const DsIoCounters *counters,
                   double              elapsed_s,
                   gboolean            measuring,
                   gpointer            user_data)
{
  Job *job = user_data;
  guint64 written = MIN (job->precondition_done + ds_io_counters_live_bytes (counters), job->progress.precondition_total);
  double f = job->progress.precondition_total > 0 ? (double) written / job->progress.precondition_total : 1.0;
  double mbps = ds_run_clock_tick (&job->clock, ds_io_counters_live_bytes (counters), elapsed_s);

  if (isfinite (mbps))
    job->progress.live_mbps = mbps;
  job->progress.precondition_written = written;
  report (job, DS_SUITE_PHASE_PRECONDITION, f, f * job->run_s);
}

/* SNIA PTS workload-independent preconditioning: the whole file written
 * sequentially with 128 KiB blocks, @passes times. */
static gboolean
precondition (Job           *job,
              DsTestFile    *file,
              GCancellable  *cancellable,
              GError       **error)
{
  const DsSuiteSettings *s = job->settings;
  guint64 size = ds_test_file_get_size (file);
  guint64 pass_bytes = size - size % PRECONDITION_BLOCK;
  g_autoptr(DsIoDataPool) pool = NULL;

  if (s->precondition_passes == 0 || pass_bytes == 0)
    return TRUE;
  pool = ds_io_data_pool_new_compressible (s->data, s->compressible, PRECONDITION_BLOCK);
  job->progress.precondition_passes = s->precondition_passes;
  job->progress.precondition_total = pass_bytes * s->precondition_passes;
  job->precondition_done = 0;
  job->run_s = job->progress.precondition_total / 500e6;
  for (guint pass = 1; pass <= s->precondition_passes; pass++)
    {
      DsIoWorkload w = { 0 };
      DsIoCounters counters;
      gboolean ok;

      job->progress.precondition_pass = pass;
      job->progress.precondition_written = job->precondition_done;
      report (job, DS_SUITE_PHASE_PRECONDITION, (double) job->precondition_done / job->progress.precondition_total,
              0.0);
      w.file = file;
      w.pattern = DS_IO_PATTERN_SEQ;
      w.mode = DS_IO_MODE_WRITE;
      w.block_size = PRECONDITION_BLOCK;
      w.queue_depth = PRECONDITION_QUEUE_DEPTH;
      w.threads = 1;
      w.pool = pool;
      w.engine = s->engine;
      w.byte_limit = pass_bytes;
      w.wrap = FALSE;
      w.tick = precondition_tick;
      w.tick_data = job;
      w.tick_interval_ms = 100;
      w.verify = job->verify;
      ds_io_counters_init (&counters);
      ds_run_clock_start_workload (&job->clock);
      ok = ds_io_workload_run (&w, &counters, cancellable, error);
      ds_io_counters_clear (&counters);
      if (!ok)
        return FALSE;
      job->precondition_done += pass_bytes;
    }
  job->progress.precondition_written = job->precondition_done;
  report (job, DS_SUITE_PHASE_PRECONDITION, 1.0, 0.0);
  job->clock.done_s += job->run_s;
  return TRUE;
}

/* The rounds of iops-matrix and wsat: every step of the plan once a round,
 * each step keeping its round, until the tracked cell is steady
 * (iops-matrix) or the file has been written its multiple of times (wsat). */
static DsRunStatus
run_rounds (Job            *job,
            DsSuiteResult  *result,
            DsTestFile     *file,
            GCancellable   *cancellable,
            GError        **error)
{
  const DsSuiteSettings *s = job->settings;
  g_autoptr(DsIoDataPool) pool = make_pool (job->plan, s->data, s->compressible);
  g_autoptr(DsIoBufferSet) buffers = reserve_buffers (job->plan, pool);
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GArray) values = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(DsSteadyResult) steady = NULL;
  DsRunStatus status = DS_RUN_STATUS_COMPLETED;
  DsSteadyOptions options = s->steady;
  double target = s->write_multiple * (double) ds_test_file_get_size (file), written = 0;
  guint max_rounds;
  DsIoCounters counters;

  options.round_s = s->duration_s * job->plan->len;
  steady = ds_steady_result_new (&options);
  max_rounds = s->kind == DS_SUITE_WSAT ? DS_STEADY_MAX_ROUNDS_MAX : options.max_rounds;
  job->progress.max_rounds = max_rounds;
  ds_io_counters_init (&counters);
  for (guint round = 1; round <= max_rounds; round++)
    {
      double value = NAN;

      job->progress.round = round;
      for (guint i = 0; i < job->plan->len; i++)
        {
          DsSuiteStep *st;
          const DsSuiteStepSpec *spec = g_ptr_array_index (job->plan, i);

          if (g_cancellable_is_cancelled (cancellable))
            {
              g_set_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                           _("Stopped in round %u; the rounds so far are kept and the result is marked cancelled."), round);
              status = DS_RUN_STATUS_CANCELLED;
              goto out;
            }
          if (!run_step (job, result, i, file, pool, buffers, &counters, cancellable, &local_error))
            {
              status = ds_run_error_is_cancelled (local_error) ? DS_RUN_STATUS_CANCELLED : DS_RUN_STATUS_FAILED;
              g_propagate_error (error, g_steal_pointer (&local_error));
              goto out;
            }
          st = g_ptr_array_index (result->steps, result->steps->len - 1);
          if (s->kind == DS_SUITE_WSAT ||
              (spec->block_size == DS_SUITE_MATRIX_TRACKED_BLOCK && spec->read_percent == DS_SUITE_MATRIX_TRACKED_READ))
            value = st->stats.iops;
          if (s->kind == DS_SUITE_WSAT)
            written += (double) st->stats.bytes;
        }
      g_array_append_val (values, value);
      ds_steady_result_add_round (steady, value);
      job->progress.round_values = values;
      job->progress.steady_reached = steady->reached;
      job->progress.finished = NULL;
      report (job, DS_SUITE_PHASE_MEASURE, 1.0, 0.0);
      job->progress.round_values = NULL;
      if (s->kind == DS_SUITE_WSAT ? written >= target : ds_steady_result_done (steady))
        break;
    }
out:
  ds_io_counters_clear (&counters);
  return status;
}

/* Every step of the plan on the prepared file; the result's status. */
static DsRunStatus
run_steps (Job            *job,
           DsSuiteResult  *result,
           DsTestFile     *file,
           GCancellable   *cancellable,
           GError        **error)
{
  g_autoptr(DsIoDataPool) pool = make_pool (job->plan, job->settings->data, job->settings->compressible);
  g_autoptr(DsIoBufferSet) buffers = reserve_buffers (job->plan, pool);
  g_autoptr(GError) local_error = NULL;
  DsRunStatus status = DS_RUN_STATUS_COMPLETED;
  DsIoCounters counters;

  ds_io_counters_init (&counters);
  for (guint i = 0; i < job->plan->len; i++)
    {
      if (g_cancellable_is_cancelled (cancellable))
        {
          /* Between steps: every finished step is whole. */
          g_set_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                       ngettext ("Stopped after %u step, between steps; the finished steps are kept and the result is marked cancelled.",
                                 "Stopped after %u steps, between steps; the finished steps are kept and the result is marked cancelled.",
                                 i),
                       i);
          status = DS_RUN_STATUS_CANCELLED;
          break;
        }
      if (!run_step (job, result, i, file, pool, buffers, &counters, cancellable, &local_error))
        {
          status = ds_run_error_is_cancelled (local_error) ? DS_RUN_STATUS_CANCELLED : DS_RUN_STATUS_FAILED;
          g_propagate_error (error, g_steal_pointer (&local_error));
          break;
        }
    }
  ds_io_counters_clear (&counters);
  return status;
}

/* The result, its start conditions and the prepared test file; NULL with
 * @error when no step can run. */
static DsSuiteResult *
prepare (Job           *job,
         DsRun        **out_run,
         GCancellable  *cancellable,
         GError       **error)
{
  const DsSuiteSettings *s = job->settings;
  g_autoptr(DsSuiteResult) result = ds_suite_result_new (s->kind);
  g_autoptr(DsRun) run = NULL;
  guint64 size = s->size_bytes;

  result->uuid = g_uuid_string_random ();
  result->start_time = g_get_real_time () / G_USEC_PER_SEC;
  run = ds_run_new (s->dir, result->conditions);
  if (s->kind == DS_SUITE_CACHE && size == 0)
    {
      size = cache_size (run, result->conditions, error);
      if (size == 0)
        return NULL;
    }
  json_object_unref (result->settings);
  result->settings = ds_suite_settings_to_json (s);
  ds_json_set_u64 (result->settings, "size_bytes", size);

  job->progress.step_count = job->plan->len;
  job->progress.live_mbps = NAN;
  /* A rough 1 GB/s fill keeps the fraction moving at about the right pace. */
  job->prepare_s = s->kind == DS_SUITE_CACHE ? 0.5 : MAX (1.0, size / 1e9);
  job->clock.total_s = job->prepare_s + (ds_suite_kind_is_pass (s->kind) ? job->plan->len * size / 500e6
                                                                    : ds_suite_settings_estimate_s (s));
  if (!ds_run_prepare (run, &(DsRunSetup) {
                         .size_bytes = size,
                         .fill_percent = s->fill_percent,
                         .allow_cached = s->allow_cached,
                         /* The cache suite's point is a drive that has not
                          * just absorbed a write of the same size. */
                         .prepare = s->kind == DS_SUITE_CACHE ? DS_RUN_PREPARE_RESERVE : DS_RUN_PREPARE_WRITE,
                         .progress = setup_progress,
                         .user_data = job,
                       }, cancellable, error))
    return NULL;
  job->clock.done_s = job->prepare_s;
  ds_conditions_set_engine (result->conditions, job->ops->name);
  ds_conditions_set_data (result->conditions, ds_data_pattern_to_string (s->data), s->compressible);
  align_block_mixes (job->plan, ds_run_get_file (run), result);
  *out_run = g_steal_pointer (&run);
  return g_steal_pointer (&result);
}

/* The unit every step of the plan can be checked in (ds-io-verify.h). */
static guint
verify_unit (const GPtrArray *plan)
{
  guint unit = ds_io_verify_unit_for (PRECONDITION_BLOCK, NULL);

  for (guint i = 0; i < plan->len; i++)
    {
      const DsSuiteStepSpec *spec = g_ptr_array_index (plan, i);

      unit = MIN (unit, ds_io_verify_unit_for (spec->block_size, spec->block_mix.n > 0 ? &spec->block_mix : NULL));
    }
  return unit;
}

static void
verify_progress (guint64  done,
                 guint64  total,
                 gpointer user_data)
{
  Job *job = user_data;
  double f = total > 0 ? (double) done / (double) total : 1.0;

  report (job, DS_SUITE_PHASE_VERIFY, f, f * job->verify_s);
}

/* --verify, after the last timed window: reads back what the steps wrote;
 * a block that is not intact fails the run, naming it. */
static DsRunStatus
verify_writes (Job            *job,
               DsSuiteResult  *result,
               DsTestFile     *file,
               GCancellable   *cancellable,
               GError        **error)
{
  g_autoptr(GError) local_error = NULL;

  job->progress.step = NULL;
  job->progress.live_mbps = NAN;
  result->verify = g_new0 (DsIoVerifyResult, 1);
  if (!ds_io_verify_read_back (job->verify, file, verify_progress, job, result->verify,
                               cancellable, &local_error))
    {
      if (ds_run_error_is_cancelled (local_error))
        {
          g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                               _("Stopped while reading back what was written; the steps are kept and "
                                 "the verification is incomplete."));
          return DS_RUN_STATUS_CANCELLED;
        }
      g_propagate_prefixed_error (error, g_steal_pointer (&local_error), _("Reading back what was written failed: "));
      return DS_RUN_STATUS_FAILED;
    }
  job->clock.done_s += job->verify_s;
  if (!ds_io_verify_result_passed (result->verify))
    {
      g_autofree char *why = ds_io_verify_result_describe (result->verify);

      g_set_error_literal (error, DS_ERROR, DS_ERROR_IO, why);
      return DS_RUN_STATUS_FAILED;
    }
  return DS_RUN_STATUS_COMPLETED;
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
  g_autoptr(GPtrArray) plan = NULL;
  g_autoptr(DsRun) run = NULL;
  DsRunStatus status;
  Job job = { 0 };

  if (!ds_suite_settings_validate (s, error))
    return NULL;
  if (s->kind == DS_SUITE_SURFACE)
    return _ds_suite_run_surface (s, progress, user_data, cancellable, error);
  job.ops = ds_io_engine_get (s->engine, error);
  if (job.ops == NULL)
    return NULL;
  plan = ds_suite_settings_plan (s);
  job.settings = s;
  job.plan = plan;
  job.func = progress;
  job.user_data = user_data;

  result = prepare (&job, &run, cancellable, error);
  if (result == NULL)
    return NULL;
  if (s->kind == DS_SUITE_IOPS_MATRIX)
    skip_small_blocks (&job, ds_run_get_file (run), result);
  if (s->verify)
    {
      guint64 size = ds_test_file_get_size (ds_run_get_file (run));

      job.verify = ds_io_verify_new (size, verify_unit (plan), 0, s->compressible);
      /* The read-back reads at most the file once, at about the fill's pace. */
      job.verify_s = MAX (1.0, size / 1e9);
      job.clock.total_s += job.verify_s;
    }
  if (s->kind == DS_SUITE_IOPS_MATRIX && !precondition (&job, ds_run_get_file (run), cancellable, error))
    {
      /* no round ran: nothing to keep */
      g_clear_pointer (&job.verify, ds_io_verify_free);
      finish (result, DS_RUN_STATUS_FAILED, run);
      return NULL;
    }
  if (ds_suite_kind_has_rounds (s->kind))
    status = run_rounds (&job, result, ds_run_get_file (run), cancellable, error);
  else
    status = run_steps (&job, result, ds_run_get_file (run), cancellable, error);
  /* Untimed, after every window: nothing it does reaches a number. */
  if (status == DS_RUN_STATUS_COMPLETED && job.verify != NULL && ds_io_verify_marked_bytes (job.verify) > 0)
    status = verify_writes (&job, result, ds_run_get_file (run), cancellable, error);
  g_clear_pointer (&job.verify, ds_io_verify_free);
  finish (result, status, run);
  if (status == DS_RUN_STATUS_FAILED && result->steps->len == 0)
    return NULL;   /* nothing was measured at all */
  if (status == DS_RUN_STATUS_COMPLETED)
    {
      job.progress.live_mbps = NAN;
      job.progress.step = NULL;
      job.clock.done_s = job.clock.total_s;
      report (&job, DS_SUITE_PHASE_MEASURE, 1.0, 0.0);
    }
  return g_steal_pointer (&result);
}
