/* ds-thermal-task.c — one thermal test in a worker thread, for the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ds-thermal-task.h"

/* At most this often the main thread hears of new samples. */
#define UPDATE_INTERVAL_US (G_USEC_PER_SEC / 10)

typedef struct
{
  GMutex          mutex;
  GArray         *pending;        /* DsThermalSample not yet delivered */
  DsThermalPhase  phase;
  double          fraction;
  gboolean        source_pending;
  gint64          last_delivery_us;
  DsThermalTask  *task;           /* main thread only; NULL once disposed */
} Channel;

typedef struct
{
  DsThermalResult *result;
  GError          *error;
} Outcome;

struct _DsThermalTask
{
  GObject            parent_instance;

  DsThermalSettings *settings;
  Channel           *channel;
  GCancellable      *cancellable;
  gboolean           running;
  gint64             start_us;
  gint64             end_us;
  GArray            *samples;
  DsThermalPhase     phase;
  double             fraction;
  guint              n_updates;
  DsThermalResult   *result;
  GError            *error;
};

G_DEFINE_FINAL_TYPE (DsThermalTask, ds_thermal_task, G_TYPE_OBJECT)

enum { PROGRESS, FINISHED, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
channel_clear (Channel *channel)
{
  g_mutex_clear (&channel->mutex);
  g_clear_pointer (&channel->pending, g_array_unref);
}

static Channel *
channel_ref (Channel *channel)
{
  return g_atomic_rc_box_acquire (channel);
}

static void
channel_unref (Channel *channel)
{
  g_atomic_rc_box_release_full (channel, (GDestroyNotify) channel_clear);
}

static gboolean
deliver (gpointer user_data)
{
  Channel *channel = user_data;
  DsThermalTask *self = channel->task;
  g_autoptr(GArray) batch = g_array_new (FALSE, FALSE, sizeof (DsThermalSample));
  DsThermalPhase phase;
  double fraction;

  g_mutex_lock (&channel->mutex);
  g_array_append_vals (batch, channel->pending->data, channel->pending->len);
  g_array_set_size (channel->pending, 0);
  phase = channel->phase;
  fraction = channel->fraction;
  channel->source_pending = FALSE;
  channel->last_delivery_us = g_get_monotonic_time ();
  g_mutex_unlock (&channel->mutex);

  if (self == NULL || !self->running)
    return G_SOURCE_REMOVE;
  g_array_append_vals (self->samples, batch->data, batch->len);
  self->phase = phase;
  self->fraction = fraction;
  self->n_updates++;
  g_signal_emit (self, signals[PROGRESS], 0);
  return G_SOURCE_REMOVE;
}

/* Worker thread. */
static void
on_progress (const DsThermalProgress *progress,
             gpointer                 user_data)
{
  Channel *channel = user_data;
  gint64 wait_us = 0;
  gboolean schedule;

  g_mutex_lock (&channel->mutex);
  if (progress->sample != NULL)
    g_array_append_val (channel->pending, *progress->sample);
  channel->phase = progress->phase;
  channel->fraction = progress->fraction;
  schedule = !channel->source_pending;
  if (schedule)
    {
      channel->source_pending = TRUE;
      wait_us = channel->last_delivery_us + UPDATE_INTERVAL_US - g_get_monotonic_time ();
    }
  g_mutex_unlock (&channel->mutex);

  if (schedule)
    {
      if (wait_us > 0)
        g_timeout_add_full (G_PRIORITY_LOW, (guint) (wait_us / 1000) + 1, deliver,
                            channel_ref (channel), (GDestroyNotify) channel_unref);
      else
        g_idle_add_full (G_PRIORITY_LOW, deliver, channel_ref (channel),
                         (GDestroyNotify) channel_unref);
    }
}

static void
outcome_free (Outcome *outcome)
{
  g_clear_pointer (&outcome->result, ds_thermal_result_free);
  g_clear_error (&outcome->error);
  g_free (outcome);
}

typedef struct
{
  DsThermalSettings *settings;
  Channel           *channel;
} Job;

static void
job_free (Job *job)
{
  ds_thermal_settings_free (job->settings);
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

  outcome->result = ds_thermal_run (job->settings, on_progress, job->channel,
                                    cancellable, &outcome->error);
  g_task_return_pointer (task, outcome, (GDestroyNotify) outcome_free);
}

static void
run_done (GObject      *object,
          GAsyncResult *res,
          gpointer      user_data)
{
  DsThermalTask *self = DS_THERMAL_TASK (object);
  Outcome *outcome = g_task_propagate_pointer (G_TASK (res), NULL);

  /* Samples still in the channel belong to the timeline too. */
  deliver (self->channel);
  self->running = FALSE;
  self->end_us = g_get_monotonic_time ();
  if (outcome != NULL)
    {
      self->result = g_steal_pointer (&outcome->result);
      self->error = g_steal_pointer (&outcome->error);
      outcome_free (outcome);
    }
  g_signal_emit (self, signals[FINISHED], 0);
}

void
ds_thermal_task_start (DsThermalTask *self)
{
  g_autoptr(GTask) task = NULL;
  Job *job;

  g_return_if_fail (DS_IS_THERMAL_TASK (self));
  g_return_if_fail (!self->running && self->start_us == 0);

  job = g_new0 (Job, 1);
  job->settings = ds_thermal_settings_copy (self->settings);
  job->channel = channel_ref (self->channel);
  self->running = TRUE;
  self->start_us = g_get_monotonic_time ();
  task = g_task_new (self, self->cancellable, run_done, NULL);
  g_task_set_source_tag (task, ds_thermal_task_start);
  g_task_set_name (task, "thermal test");
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  g_task_set_check_cancellable (task, FALSE);
  g_task_run_in_thread (task, run_thread);
}

void
ds_thermal_task_cancel (DsThermalTask *self)
{
  g_return_if_fail (DS_IS_THERMAL_TASK (self));
  g_cancellable_cancel (self->cancellable);
}

gboolean
ds_thermal_task_is_running (DsThermalTask *self)
{
  g_return_val_if_fail (DS_IS_THERMAL_TASK (self), FALSE);
  return self->running;
}

const DsThermalSettings *
ds_thermal_task_get_settings (DsThermalTask *self)
{
  g_return_val_if_fail (DS_IS_THERMAL_TASK (self), NULL);
  return self->settings;
}

GArray *
ds_thermal_task_get_samples (DsThermalTask *self)
{
  g_return_val_if_fail (DS_IS_THERMAL_TASK (self), NULL);
  return self->samples;
}

DsThermalPhase
ds_thermal_task_get_phase (DsThermalTask *self)
{
  g_return_val_if_fail (DS_IS_THERMAL_TASK (self), DS_THERMAL_PHASE_PREPARE);
  return self->phase;
}

double
ds_thermal_task_get_fraction (DsThermalTask *self)
{
  g_return_val_if_fail (DS_IS_THERMAL_TASK (self), 0);
  return self->fraction;
}

DsThermalResult *
ds_thermal_task_get_result (DsThermalTask *self)
{
  g_return_val_if_fail (DS_IS_THERMAL_TASK (self), NULL);
  return self->result;
}

const GError *
ds_thermal_task_get_error (DsThermalTask *self)
{
  g_return_val_if_fail (DS_IS_THERMAL_TASK (self), NULL);
  return self->error;
}

double
ds_thermal_task_get_elapsed (DsThermalTask *self)
{
  gint64 end;

  g_return_val_if_fail (DS_IS_THERMAL_TASK (self), 0);
  if (self->start_us == 0)
    return 0;
  end = self->running ? g_get_monotonic_time () : self->end_us;
  return (double) (end - self->start_us) / G_USEC_PER_SEC;
}

guint
ds_thermal_task_get_n_updates (DsThermalTask *self)
{
  g_return_val_if_fail (DS_IS_THERMAL_TASK (self), 0);
  return self->n_updates;
}

static void
ds_thermal_task_dispose (GObject *object)
{
  DsThermalTask *self = DS_THERMAL_TASK (object);

  g_cancellable_cancel (self->cancellable);
  if (self->channel != NULL)
    {
      self->channel->task = NULL;
      g_clear_pointer (&self->channel, channel_unref);
    }
  G_OBJECT_CLASS (ds_thermal_task_parent_class)->dispose (object);
}

static void
ds_thermal_task_finalize (GObject *object)
{
  DsThermalTask *self = DS_THERMAL_TASK (object);

  g_clear_pointer (&self->settings, ds_thermal_settings_free);
  g_clear_pointer (&self->samples, g_array_unref);
  g_clear_pointer (&self->result, ds_thermal_result_free);
  g_clear_error (&self->error);
  g_clear_object (&self->cancellable);
  G_OBJECT_CLASS (ds_thermal_task_parent_class)->finalize (object);
}

static void
ds_thermal_task_class_init (DsThermalTaskClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ds_thermal_task_dispose;
  object_class->finalize = ds_thermal_task_finalize;

  signals[PROGRESS] = g_signal_new ("progress", G_TYPE_FROM_CLASS (klass),
                                    G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                    G_TYPE_NONE, 0);
  signals[FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass),
                                    G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                    G_TYPE_NONE, 0);
}

static void
ds_thermal_task_init (DsThermalTask *self)
{
  self->cancellable = g_cancellable_new ();
  self->samples = g_array_new (FALSE, FALSE, sizeof (DsThermalSample));
  self->channel = g_atomic_rc_box_new0 (Channel);
  g_mutex_init (&self->channel->mutex);
  self->channel->pending = g_array_new (FALSE, FALSE, sizeof (DsThermalSample));
  self->channel->task = self;
}

DsThermalTask *
ds_thermal_task_new (DsThermalSettings *settings)
{
  DsThermalTask *self = g_object_new (DS_TYPE_THERMAL_TASK, NULL);

  self->settings = settings;
  return self;
}
