/* ds-bench-task.c — one benchmark run in a worker thread, for the window
 *
 * The worker touches only the job's own data and the mutex-protected
 * channel below; the main thread copies the progress out in its idle.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ds-bench-task.h"
#include "ds-health.h"

/* Shared by the worker and the main thread; reference counted because the
 * idle may outlive the task object. */
typedef struct
{
  GMutex           mutex;
  DsBenchProgress  progress;
  gboolean         have_progress;
  gboolean         idle_pending;
  DsBenchTask     *task;           /* main thread only; NULL once disposed */
} Channel;

typedef struct
{
  DsBenchResult *result;
  GError        *error;
  DsHealth      *health_before;
  DsHealth      *health_after;
  GError        *health_error;
} Outcome;

struct _DsBenchTask
{
  GObject          parent_instance;

  DsBenchSettings *settings;
  Channel         *channel;
  GCancellable    *cancellable;
  gboolean         running;
  gint64           start_us;
  gint64           end_us;
  DsBenchProgress  progress;
  gboolean         have_progress;
  guint            n_updates;
  DsBenchResult   *result;
  GError          *error;
  char            *health_drive;
  DsHealth        *health_before;
  DsHealth        *health_after;
  GError          *health_error;
};

G_DEFINE_FINAL_TYPE (DsBenchTask, ds_bench_task, G_TYPE_OBJECT)

enum { PROGRESS, FINISHED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
channel_free (Channel *channel)
{
  g_mutex_clear (&channel->mutex);
}

static Channel *
channel_ref (Channel *channel)
{
  return g_atomic_rc_box_acquire (channel);
}

static void
channel_unref (Channel *channel)
{
  g_atomic_rc_box_release_full (channel, (GDestroyNotify) channel_free);
}

static gboolean
progress_idle (gpointer user_data)
{
  Channel *channel = user_data;
  DsBenchTask *self = channel->task;
  DsBenchProgress progress;
  gboolean have;

  g_mutex_lock (&channel->mutex);
  progress = channel->progress;
  have = channel->have_progress;
  channel->idle_pending = FALSE;
  g_mutex_unlock (&channel->mutex);

  if (self == NULL || !have || !self->running)
    return G_SOURCE_REMOVE;
  self->progress = progress;
  self->have_progress = TRUE;
  self->n_updates++;
  g_signal_emit (self, signals[PROGRESS], 0);
  return G_SOURCE_REMOVE;
}

/* Worker thread. */
static void
on_progress (const DsBenchProgress *progress,
             gpointer               user_data)
{
  Channel *channel = user_data;
  gboolean schedule;

  g_mutex_lock (&channel->mutex);
  channel->progress = *progress;
  channel->have_progress = TRUE;
  schedule = !channel->idle_pending;
  channel->idle_pending = TRUE;
  g_mutex_unlock (&channel->mutex);

  if (schedule)
    g_idle_add_full (G_PRIORITY_LOW, progress_idle, channel_ref (channel),
                     (GDestroyNotify) channel_unref);
}

static void
outcome_free (Outcome *outcome)
{
  g_clear_pointer (&outcome->result, ds_bench_result_free);
  g_clear_error (&outcome->error);
  g_clear_pointer (&outcome->health_before, ds_health_free);
  g_clear_pointer (&outcome->health_after, ds_health_free);
  g_clear_error (&outcome->health_error);
  g_free (outcome);
}

typedef struct
{
  DsBenchSettings *settings;   /* the frozen copy */
  Channel         *channel;
  char            *health_drive;
} Job;

static void
job_free (Job *job)
{
  g_free (job->health_drive);
  ds_bench_settings_free (job->settings);
  channel_unref (job->channel);
  g_free (job);
}

/* Worker thread. */
static void
run_thread (GTask        *task,
            gpointer      source_object,
            gpointer      task_data,
            GCancellable *cancellable)
{
  Job *job = task_data;
  Outcome *outcome = g_new0 (Outcome, 1);

  /* The health counters before and after (one password prompt; polkit keeps
   * the authorisation for the second read). A refused read costs only the
   * snapshots, never the benchmark. */
  if (job->health_drive != NULL)
    outcome->health_before = ds_health_read (job->health_drive, DS_HEALTH_READ_ALLOW_PROMPT,
                                             cancellable, &outcome->health_error);
  outcome->result = ds_bench_run (job->settings, on_progress, job->channel,
                                  cancellable, &outcome->error);
  if (outcome->health_before != NULL && outcome->result != NULL)
    outcome->health_after = ds_health_read (job->health_drive, DS_HEALTH_READ_ALLOW_PROMPT,
                                            NULL, &outcome->health_error);
  g_task_return_pointer (task, outcome, (GDestroyNotify) outcome_free);
}

static void
run_done (GObject      *object,
          GAsyncResult *res,
          gpointer      user_data)
{
  DsBenchTask *self = DS_BENCH_TASK (object);
  Outcome *outcome = g_task_propagate_pointer (G_TASK (res), NULL);

  self->running = FALSE;
  self->end_us = g_get_monotonic_time ();
  if (outcome != NULL)
    {
      self->result = g_steal_pointer (&outcome->result);
      self->error = g_steal_pointer (&outcome->error);
      self->health_before = g_steal_pointer (&outcome->health_before);
      self->health_after = g_steal_pointer (&outcome->health_after);
      self->health_error = g_steal_pointer (&outcome->health_error);
      outcome_free (outcome);
    }
  g_signal_emit (self, signals[FINISHED], 0);
}

void
ds_bench_task_start (DsBenchTask *self)
{
  g_autoptr(GTask) task = NULL;
  Job *job;

  g_return_if_fail (DS_IS_BENCH_TASK (self));
  g_return_if_fail (!self->running && self->start_us == 0);

  job = g_new0 (Job, 1);
  job->settings = ds_bench_settings_copy (self->settings);
  job->channel = channel_ref (self->channel);
  job->health_drive = g_strdup (self->health_drive);
  self->running = TRUE;
  self->start_us = g_get_monotonic_time ();
  task = g_task_new (self, self->cancellable, run_done, NULL);
  g_task_set_source_tag (task, ds_bench_task_start);
  g_task_set_name (task, "benchmark");
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  /* Completion is reported even when cancelled: ds_bench_run returns the
   * partial result then. */
  g_task_set_check_cancellable (task, FALSE);
  g_task_run_in_thread (task, run_thread);
}

void
ds_bench_task_set_health_drive (DsBenchTask *self,
                                const char  *drive_name)
{
  g_return_if_fail (DS_IS_BENCH_TASK (self));
  g_return_if_fail (self->start_us == 0);

  g_free (self->health_drive);
  self->health_drive = g_strdup (drive_name);
}

const DsHealth *
ds_bench_task_get_health (DsBenchTask *self,
                          gboolean     after)
{
  g_return_val_if_fail (DS_IS_BENCH_TASK (self), NULL);
  return after ? self->health_after : self->health_before;
}

const GError *
ds_bench_task_get_health_error (DsBenchTask *self)
{
  g_return_val_if_fail (DS_IS_BENCH_TASK (self), NULL);
  return self->health_error;
}

void
ds_bench_task_cancel (DsBenchTask *self)
{
  g_return_if_fail (DS_IS_BENCH_TASK (self));
  g_cancellable_cancel (self->cancellable);
}

gboolean
ds_bench_task_is_running (DsBenchTask *self)
{
  g_return_val_if_fail (DS_IS_BENCH_TASK (self), FALSE);
  return self->running;
}

const DsBenchSettings *
ds_bench_task_get_settings (DsBenchTask *self)
{
  g_return_val_if_fail (DS_IS_BENCH_TASK (self), NULL);
  return self->settings;
}

gboolean
ds_bench_task_get_progress (DsBenchTask     *self,
                            DsBenchProgress *out)
{
  g_return_val_if_fail (DS_IS_BENCH_TASK (self), FALSE);
  if (self->have_progress)
    *out = self->progress;
  return self->have_progress;
}

DsBenchResult *
ds_bench_task_get_result (DsBenchTask *self)
{
  g_return_val_if_fail (DS_IS_BENCH_TASK (self), NULL);
  return self->result;
}

const GError *
ds_bench_task_get_error (DsBenchTask *self)
{
  g_return_val_if_fail (DS_IS_BENCH_TASK (self), NULL);
  return self->error;
}

double
ds_bench_task_get_elapsed (DsBenchTask *self)
{
  gint64 end;

  g_return_val_if_fail (DS_IS_BENCH_TASK (self), 0);
  if (self->start_us == 0)
    return 0;
  end = self->running ? g_get_monotonic_time () : self->end_us;
  return (double) (end - self->start_us) / G_USEC_PER_SEC;
}

guint
ds_bench_task_get_n_updates (DsBenchTask *self)
{
  g_return_val_if_fail (DS_IS_BENCH_TASK (self), 0);
  return self->n_updates;
}

static void
ds_bench_task_dispose (GObject *object)
{
  DsBenchTask *self = DS_BENCH_TASK (object);

  g_cancellable_cancel (self->cancellable);
  if (self->channel != NULL)
    {
      self->channel->task = NULL;
      g_clear_pointer (&self->channel, channel_unref);
    }
  G_OBJECT_CLASS (ds_bench_task_parent_class)->dispose (object);
}

static void
ds_bench_task_finalize (GObject *object)
{
  DsBenchTask *self = DS_BENCH_TASK (object);

  g_clear_pointer (&self->settings, ds_bench_settings_free);
  g_clear_pointer (&self->result, ds_bench_result_free);
  g_clear_error (&self->error);
  g_clear_pointer (&self->health_drive, g_free);
  g_clear_pointer (&self->health_before, ds_health_free);
  g_clear_pointer (&self->health_after, ds_health_free);
  g_clear_error (&self->health_error);
  g_clear_object (&self->cancellable);
  G_OBJECT_CLASS (ds_bench_task_parent_class)->finalize (object);
}

static void
ds_bench_task_class_init (DsBenchTaskClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ds_bench_task_dispose;
  object_class->finalize = ds_bench_task_finalize;

  signals[PROGRESS] = g_signal_new ("progress", G_TYPE_FROM_CLASS (klass),
                                    G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                    G_TYPE_NONE, 0);
  signals[FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass),
                                    G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                    G_TYPE_NONE, 0);
}

static void
ds_bench_task_init (DsBenchTask *self)
{
  self->cancellable = g_cancellable_new ();
  self->channel = g_atomic_rc_box_new0 (Channel);
  g_mutex_init (&self->channel->mutex);
  self->channel->task = self;
}

DsBenchTask *
ds_bench_task_new (DsBenchSettings *settings)
{
  DsBenchTask *self = g_object_new (DS_TYPE_BENCH_TASK, NULL);

  self->settings = settings;
  return self;
}
