/* ds-suite-surface.c — reading across a whole drive, read-only
 *
 * No test file and no fill: the drive's descriptor comes from udisks2
 * (ds_bench_device_open, which checks that it is read-only), nothing is
 * ever written, and every request is a read. Each span is read in order
 * with up to queue-depth blocks in flight on the engine and timed from its
 * first submission to its last completion; the queue drains at the end of
 * each span, so a span's MB/s is that span's alone. The step's statistics
 * are those of every read: bytes over the time spent reading (the seeks
 * between samples are not counted), latency per block.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ds-bench-device.h"
#include "ds-error.h"
#include "ds-format.h"
#include "ds-json.h"
#include "ds-platform.h"
#include "ds-conditions.h"
#include "ds-run-conditions.h"
#include "ds-suite-surface.h"

#define BUFFER_ALIGN 4096
#define TICK_NS      (100 * G_GINT64_CONSTANT (1000000))
#define PARTIAL_US   (G_USEC_PER_SEC / 2)

GArray *
ds_suite_surface_spans (guint64  device_bytes,
                        guint64  block,
                        guint    samples,
                        guint64  sample_bytes,
                        gboolean full_pass)
{
  GArray *spans = g_array_new (FALSE, FALSE, sizeof (DsSuiteSpan));
  guint64 blocks = block > 0 ? device_bytes / block : 0;
  guint64 per = block > 0 ? MAX (sample_bytes / block, 1) : 1;

  if (blocks == 0 || samples == 0)
    return spans;
  if (full_pass || samples == 1 || (guint64) samples * per >= blocks)
    {
      guint64 n = MIN ((guint64) samples, blocks);

      for (guint64 i = 0; i < n; i++)
        {
          guint64 b0 = blocks * i / n, b1 = blocks * (i + 1) / n;
          DsSuiteSpan span = { b0 * block, (b1 - b0) * block };

          g_array_append_val (spans, span);
        }
      return spans;
    }
  for (guint i = 0; i < samples; i++)
    {
      guint64 start = (blocks - per) * i / (samples - 1);
      DsSuiteSpan span = { start * block, per * block };

      g_array_append_val (spans, span);
    }
  return spans;
}

char *
ds_suite_surface_plan_text (const DsSuiteSettings *s)
{
  g_autofree char *estimate = ds_format_duration (ds_suite_settings_estimate_s (s));
  g_autofree char *what = NULL;

  if (s->full_pass && s->drive_bytes > 0)
    {
      g_autofree char *size = ds_format_bytes (s->drive_bytes);

      /* TRANSLATORS: "all 2.0 TB of the drive in order, as 100 spans, about 1 h 7 min at 500 MB/s" */
      what = g_strdup_printf (ngettext ("all %s of the drive in order, as %u span, about %s at 500 MB/s",
                                        "all %s of the drive in order, as %u spans, about %s at 500 MB/s", s->samples),
                              size, s->samples, estimate);
    }
  else if (s->full_pass)
    what = g_strdup_printf (ngettext ("the whole drive in order, as %u span",
                                      "the whole drive in order, as %u spans", s->samples),
                            s->samples);
  else
    {
      g_autofree char *sample = g_format_size_full (s->size_bytes, G_FORMAT_SIZE_IEC_UNITS);

      /* TRANSLATORS: "8.0 MiB at each of 100 evenly spaced positions of the drive, about 2 s at 500 MB/s" */
      what = g_strdup_printf (ngettext ("%s at %u position of the drive, about %s at 500 MB/s",
                                        "%s at each of %u evenly spaced positions of the drive, about %s at 500 MB/s",
                                        s->samples),
                              sample, s->samples, estimate);
    }
#ifdef G_OS_WIN32
  /* TRANSLATORS: %s is the plan of the surface suite ("8.4 MB at each of …") */
  return g_strdup_printf (_("Would read %s. Only the Linux build of Drivescope runs the surface suite."), what);
#else
  /* TRANSLATORS: %s is the plan of the surface suite ("8.4 MB at each of …") */
  return g_strdup_printf (_("Reads %s. Only reads, never writes; udisks2 asks for administrator authentication."),
                          what);
#endif
}

typedef struct
{
  const DsSuiteSettings *settings;
  DsSuiteProgressFunc    func;
  gpointer               user_data;
  DsSuiteProgress        progress;
  guint64                planned_bytes;
  guint64                done_bytes;     /* of the spans before this one */
} Job;

static void
report (Job          *job,
        DsSuitePhase  phase,
        guint64       span_bytes)
{
  double f = job->planned_bytes > 0 ? (double) (job->done_bytes + span_bytes) / (double) job->planned_bytes : 0.0;

  job->progress.phase = phase;
  job->progress.phase_fraction = CLAMP (f, 0.0, 1.0);
  job->progress.fraction = job->progress.phase_fraction;
  if (job->func != NULL)
    job->func (&job->progress, job->user_data);
}

static gint64
now_ns (void)
{
  return g_get_monotonic_time () * 1000;
}

typedef struct
{
  const DsIoEngineOps *ops;
  DsIoQueue           *queue;
  guint                depth;
  guint64              block;
  void               **buffers;
  gint64              *submitted_ns;    /* per slot */
  guint64             *offsets;         /* per slot */
  guint               *free_slots;
  DsIoCompletion      *completions;
} Reader;

/* Reads @span; FALSE with @error on a failed read or cancellation, after
 * every read in flight has completed (the buffers stay valid until the
 * kernel is done with them). When the engine itself fails (submit or reap
 * refused), nothing more can be reaped and it returns at once: the caller
 * closes the queue before it frees the buffers, as the benchmark job does. */
static gboolean
read_span (Reader            *r,
           const DsSuiteSpan *span,
           DsIoCounters      *c,
           Job               *job,
           double            *out_seconds,
           GCancellable      *cancellable,
           GError           **error)
{
  guint64 next = span->offset, end = span->offset + span->length, done = 0;
  guint inflight = 0, n_free = r->depth;
  gint64 start = now_ns (), last_tick = start, t = start;
  g_autoptr(GError) failure = NULL;
  g_autoptr(GError) engine_error = NULL;

  for (guint i = 0; i < r->depth; i++)
    r->free_slots[i] = i;
  while (inflight > 0 || (next < end && failure == NULL))
    {
      gboolean queued = FALSE;
      int n;

      if (failure == NULL && g_cancellable_set_error_if_cancelled (cancellable, &failure))
        continue;
      while (failure == NULL && inflight < r->depth && next < end)
        {
          guint slot = r->free_slots[--n_free];
          DsIoRequest req = { next, (gsize) r->block, r->buffers[slot], slot, slot, FALSE };

          r->offsets[slot] = next;
          r->submitted_ns[slot] = now_ns ();
          r->ops->queue (r->queue, &req);
          next += r->block;
          inflight++;
          queued = TRUE;
        }
      if (queued && !r->ops->submit (r->queue, &engine_error))
        n = -1;
      else
        n = r->ops->reap (r->queue, 1, 0, r->completions, r->depth, &engine_error);
      if (n < 0)
        {
          /* The engine itself failed: nothing more will complete. */
          g_propagate_error (error, failure != NULL ? g_steal_pointer (&failure) : g_steal_pointer (&engine_error));
          return FALSE;
        }
      t = now_ns ();
      for (int k = 0; k < n; k++)
        {
          guint slot = r->completions[k].slot;
          gint64 result = r->completions[k].result;

          inflight--;
          r->free_slots[n_free++] = slot;
          if (result != (gint64) r->block)
            {
              if (failure == NULL)
                failure = ds_io_error_from_result (result, FALSE, (gsize) r->block, r->offsets[slot]);
              continue;
            }
          c->ios++;
          c->read_ios++;
          c->bytes += r->block;
          c->read_bytes += r->block;
          done += r->block;
          ds_welford_add (&c->latency_ns, (double) (t - r->submitted_ns[slot]));
          ds_latency_histogram_add (c->histogram, (guint64) MAX (t - r->submitted_ns[slot], 0));
        }
      if (t - last_tick >= TICK_NS && failure == NULL)
        {
          job->progress.live_mbps = (double) done / ((double) (t - start) / 1e9) / 1e6;
          report (job, DS_SUITE_PHASE_MEASURE, done);
          last_tick = t;
        }
    }
  *out_seconds = (double) (t - start) / 1e9;
  if (failure != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&failure));
      return FALSE;
    }
  return TRUE;
}

static void
set_conditions (DsSuiteResult       *result,
                DsBenchDevice       *device,
                const DsIoEngineOps *ops)
{
  gboolean direct = ds_bench_device_is_direct (device);

  ds_conditions_set_device (result->conditions, &(DsConditionsDevice) {
    .path = ds_bench_device_get_path (device),
    .size_bytes = (gint64) ds_bench_device_get_size (device),
    .source = ds_bench_device_get_source (device),
  });
  ds_conditions_set_direct_io (result->conditions, direct);
  ds_conditions_set_cached_reason (result->conditions,
                                   direct ? NULL : _("udisks2 handed the drive out without O_DIRECT: reads may come from the page cache"));
  ds_conditions_set_engine (result->conditions, ops->name);
  ds_conditions_set_warnings (result->conditions, NULL);
}

static void
finish (DsSuiteResult *result,
        DsRunStatus    status,
        const char    *drive)
{
  result->status = status;
  result->end_time = g_get_real_time () / G_USEC_PER_SEC;
  ds_run_conditions_finish_for_drive (result->conditions, drive);
}

/* The drive from udisks2 (read-only, direct unless allowed otherwise) and
 * the spans to read on it; NULL with @error when nothing can be read. */
static DsBenchDevice *
open_device (const DsSuiteSettings  *s,
             const DsSuiteStepSpec  *spec,
             GArray                **out_spans,
             GCancellable           *cancellable,
             GError                **error)
{
  g_autoptr(DsBenchDevice) device = NULL;
  g_autoptr(GArray) spans = NULL;

#ifdef G_OS_WIN32
  /* Said before anything is opened or any elevation asked for. */
  g_set_error_literal (error, DS_ERROR, DS_ERROR_UNSUPPORTED,
                       _("The surface suite reads a whole drive, which only the Linux build of Drivescope can do; "
                         "nothing was read. The other suites run on Windows."));
  return NULL;
#endif
  device = ds_bench_device_open (s->drive, TRUE, cancellable, error);
  if (device == NULL)
    return NULL;
  if (!ds_bench_device_is_direct (device) && !s->allow_cached)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_NOT_DIRECT,
                   _("udisks2 handed %s out without O_DIRECT, so the reads could come from the page cache "
                     "rather than the drive; nothing was read. Use --allow-cached to read anyway "
                     "(the result is then marked cached)."),
                   ds_bench_device_get_path (device));
      return NULL;
    }
  spans = ds_suite_surface_spans (ds_bench_device_get_size (device), spec->block_size, s->samples,
                                  s->size_bytes, s->full_pass);
  if (spans->len == 0)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("%s is smaller than one block of the surface suite; choose a smaller block size."),
                   ds_bench_device_get_path (device));
      return NULL;
    }
  *out_spans = g_steal_pointer (&spans);
  return g_steal_pointer (&device);
}

/* The result with its conditions, settings and its one step. */
static DsSuiteResult *
new_result (const DsSuiteSettings *s,
            const DsSuiteStepSpec *spec,
            DsBenchDevice         *device,
            const DsIoEngineOps   *ops,
            GArray                *spans)
{
  DsSuiteResult *result = ds_suite_result_new (s->kind);
  const DsSuiteSpan *first = &g_array_index (spans, DsSuiteSpan, 0);
  DsSuiteStep *st;

  result->uuid = g_uuid_string_random ();
  result->start_time = g_get_real_time () / G_USEC_PER_SEC;
  ds_run_conditions_collect_for_drive (result->conditions, s->drive);
  set_conditions (result, device, ops);
  json_object_unref (result->settings);
  result->settings = ds_suite_settings_to_json (s);
  /* Samples that would have covered the drive anyway made a full pass. */
  json_object_set_boolean_member (result->settings, "full_pass",
                                  s->full_pass || spans->len == 1 ||
                                  g_array_index (spans, DsSuiteSpan, 1).offset == first->offset + first->length);

  st = ds_suite_step_new (spec);
  /* A synchronous engine completes each read inside submit: one in flight. */
  st->spec.queue_depth = (ops->caps & DS_IO_ENGINE_CAP_SYNC) ? 1 : spec->queue_depth;
  st->cached = !ds_bench_device_is_direct (device);
  g_ptr_array_add (result->steps, st);
  return result;
}

/* The reader's slots and the engine's queue on the device; FALSE with
 * @error when the engine cannot open one (the slots are made either way:
 * reader_close() frees them). */
static gboolean
reader_open (Reader              *r,
             const DsIoEngineOps *ops,
             DsBenchDevice       *device,
             guint                depth,
             guint64              block,
             GError             **error)
{
  g_autofree struct iovec *iov = g_new0 (struct iovec, depth);

  r->ops = ops;
  r->depth = depth;
  r->block = block;
  r->buffers = g_new0 (void *, r->depth);
  r->submitted_ns = g_new0 (gint64, r->depth);
  r->offsets = g_new0 (guint64, r->depth);
  r->free_slots = g_new0 (guint, r->depth);
  r->completions = g_new0 (DsIoCompletion, r->depth);
  for (guint i = 0; i < r->depth; i++)
    {
      r->buffers[i] = ds_platform_aligned_alloc (BUFFER_ALIGN, (gsize) r->block);
      iov[i].iov_base = r->buffers[i];
      iov[i].iov_len = (size_t) r->block;
    }
  r->queue = ops->open (ds_bench_device_get_fd (device), r->depth, iov, r->depth, error);
  return r->queue != NULL;
}

static void
reader_close (Reader *r)
{
  if (r->queue != NULL)
    r->ops->close (r->queue);
  for (guint i = 0; i < r->depth; i++)
    ds_platform_aligned_free (r->buffers[i]);
  g_free (r->buffers);
  g_free (r->submitted_ns);
  g_free (r->offsets);
  g_free (r->free_slots);
  g_free (r->completions);
}

/* Reads every span into @st's samples, reporting as it goes (the pass so
 * far about twice a second); FALSE with @error when a read failed or the
 * pass was cancelled. */
static gboolean
read_spans (Reader        *r,
            GArray        *spans,
            DsSuiteStep   *st,
            DsIoCounters  *counters,
            Job           *job,
            GCancellable  *cancellable,
            GError       **error)
{
  gint64 last_partial = 0;

  for (guint i = 0; i < spans->len; i++)
    {
      const DsSuiteSpan *span = &g_array_index (spans, DsSuiteSpan, i);
      guint64 before = counters->bytes;
      double seconds = 0;
      gboolean ok = read_span (r, span, counters, job, &seconds, cancellable, error);

      counters->seconds += seconds;
      if (!ok)
        return FALSE;
      if (seconds > 0)
        {
          DsSuiteSample smp = { (double) (span->offset + span->length),
                                (double) (counters->bytes - before) / seconds / 1e6 };

          g_array_append_val (st->samples, smp);
          job->progress.live_mbps = smp.mbps;
        }
      job->done_bytes += span->length;
      if (g_get_monotonic_time () - last_partial >= PARTIAL_US && i + 1 < spans->len)
        {
          ds_io_counters_to_run_stats (counters, &st->stats);
          job->progress.partial = st;
          report (job, DS_SUITE_PHASE_MEASURE, 0);
          job->progress.partial = NULL;
          last_partial = g_get_monotonic_time ();
        }
      else
        report (job, DS_SUITE_PHASE_MEASURE, 0);
    }
  return TRUE;
}

DsSuiteResult *
_ds_suite_run_surface (const DsSuiteSettings *s,
                       DsSuiteProgressFunc    progress,
                       gpointer               user_data,
                       GCancellable          *cancellable,
                       GError               **error)
{
  g_autoptr(DsBenchDevice) device = NULL;
  g_autoptr(DsSuiteResult) result = NULL;
  g_autoptr(GPtrArray) plan = ds_suite_settings_plan (s);
  g_autoptr(GArray) spans = NULL;
  g_autoptr(GError) local_error = NULL;
  const DsSuiteStepSpec *spec = g_ptr_array_index (plan, 0);
  const DsIoEngineOps *ops;
  DsIoCounters counters;
  DsSuiteStep *st;
  Reader r = { 0 };
  Job job = { 0 };
  gboolean ok;

  ops = ds_io_engine_get (s->engine, error);
  if (ops == NULL)
    return NULL;
  job.settings = s;
  job.func = progress;
  job.user_data = user_data;
  job.progress.step_count = 1;
  job.progress.live_mbps = NAN;
  report (&job, DS_SUITE_PHASE_OPEN, 0);

  device = open_device (s, spec, &spans, cancellable, error);
  if (device == NULL)
    return NULL;
  result = new_result (s, spec, device, ops, spans);
  st = g_ptr_array_index (result->steps, 0);
  for (guint i = 0; i < spans->len; i++)
    job.planned_bytes += g_array_index (spans, DsSuiteSpan, i).length;

  ok = reader_open (&r, ops, device, st->spec.queue_depth, spec->block_size, &local_error);
  ds_io_counters_init (&counters);
  counters.engine = ops->name;
  job.progress.step = &st->spec;
  job.progress.step_index = 0;
  report (&job, DS_SUITE_PHASE_MEASURE, 0);
  if (ok)
    ok = read_spans (&r, spans, st, &counters, &job, cancellable, &local_error);
  reader_close (&r);
  ds_io_counters_to_run_stats (&counters, &st->stats);
  ds_io_counters_clear (&counters);

  if (!ok)
    {
      gboolean cancelled = g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
      g_autofree char *name = ds_suite_step_spec_to_string (&st->spec);

      st->incomplete = TRUE;
      if (cancelled)
        g_set_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                     _("Stopped during %s; the samples so far are kept and the result is marked cancelled."), name);
      else
        g_set_error (error, local_error->domain, local_error->code, _("%s failed: %s"), name, local_error->message);
      finish (result, cancelled ? DS_RUN_STATUS_CANCELLED : DS_RUN_STATUS_FAILED, s->drive);
      if (st->samples->len == 0)
        {
          g_ptr_array_remove_index (result->steps, 0);
          if (!cancelled)
            return NULL;
        }
      return g_steal_pointer (&result);
    }
  job.progress.finished = st;
  report (&job, DS_SUITE_PHASE_MEASURE, 0);
  job.progress.finished = NULL;
  job.progress.step = NULL;
  job.progress.live_mbps = NAN;
  report (&job, DS_SUITE_PHASE_MEASURE, 0);
  finish (result, DS_RUN_STATUS_COMPLETED, s->drive);
  return g_steal_pointer (&result);
}
