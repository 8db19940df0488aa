/* ds-thermal-task.c — one thermal test in a worker thread, for the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ds-thermal-task.h"

struct _DsThermalTask
{
  DsRunTask          parent_instance;

  DsThermalSettings *settings;          /* frozen */

  /* Written by the worker under the progress lock. */
  GArray            *pending;           /* DsThermalSample not yet delivered */
  DsThermalPhase     pending_phase;
  double             pending_fraction;

  /* Main thread. */
  GArray            *samples;
  DsThermalPhase     phase;
  double             fraction;

  /* The outcome: written by the worker, read after "finished". */
  DsThermalResult   *result;
};

G_DEFINE_FINAL_TYPE (DsThermalTask, ds_thermal_task, DS_TYPE_RUN_TASK)

/* Worker thread. */
static void
on_progress (const DsThermalProgress *progress,
             gpointer                 user_data)
{
  DsThermalTask *self = user_data;

  ds_run_task_lock_progress (DS_RUN_TASK (self));
  if (progress->sample != NULL)
    g_array_append_val (self->pending, *progress->sample);
  self->pending_phase = progress->phase;
  self->pending_fraction = progress->fraction;
  ds_run_task_unlock_progress (DS_RUN_TASK (self));
}

static void
ds_thermal_task_deliver_progress (DsRunTask *task)
{
  DsThermalTask *self = DS_THERMAL_TASK (task);

  g_array_append_vals (self->samples, self->pending->data, self->pending->len);
  g_array_set_size (self->pending, 0);
  self->phase = self->pending_phase;
  self->fraction = self->pending_fraction;
}

/* Worker thread. */
static gboolean
ds_thermal_task_run (DsRunTask     *task,
                     GCancellable  *cancellable,
                     GError       **error)
{
  DsThermalTask *self = DS_THERMAL_TASK (task);
  GError *local_error = NULL;

  self->result = ds_thermal_run (self->settings, on_progress, self, cancellable, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return FALSE;
    }
  return TRUE;
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

static void
ds_thermal_task_finalize (GObject *object)
{
  DsThermalTask *self = DS_THERMAL_TASK (object);

  g_clear_pointer (&self->settings, ds_thermal_settings_free);
  g_clear_pointer (&self->pending, g_array_unref);
  g_clear_pointer (&self->samples, g_array_unref);
  g_clear_pointer (&self->result, ds_thermal_result_free);
  G_OBJECT_CLASS (ds_thermal_task_parent_class)->finalize (object);
}

static void
ds_thermal_task_class_init (DsThermalTaskClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  DsRunTaskClass *task_class = DS_RUN_TASK_CLASS (klass);

  object_class->finalize = ds_thermal_task_finalize;
  task_class->name = "thermal test";
  /* Samples come four times a second or more: batch them. */
  task_class->update_interval_us = G_USEC_PER_SEC / 10;
  task_class->run = ds_thermal_task_run;
  task_class->deliver_progress = ds_thermal_task_deliver_progress;
}

static void
ds_thermal_task_init (DsThermalTask *self)
{
  self->pending = g_array_new (FALSE, FALSE, sizeof (DsThermalSample));
  self->samples = g_array_new (FALSE, FALSE, sizeof (DsThermalSample));
}

DsThermalTask *
ds_thermal_task_new (DsThermalSettings *settings)
{
  DsThermalTask *self = g_object_new (DS_TYPE_THERMAL_TASK, NULL);

  self->settings = settings;
  return self;
}
