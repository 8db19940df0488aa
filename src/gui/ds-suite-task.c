/* ds-suite-task.c — one suite in a worker thread, for the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ds-suite-task.h"

struct _DsSuiteTask
{
  DsRunTask        parent_instance;

  DsSuiteSettings *settings;          /* frozen */

  /* Written by the worker under the progress lock. */
  GPtrArray       *pending_steps;     /* DsSuiteStep* finished, not yet delivered */
  DsSuiteStepSpec  pending_spec;
  gboolean         pending_has_spec;
  guint            pending_index;
  guint            pending_count;
  DsSuitePhase     pending_phase;
  double           pending_mbps;
  double           pending_fraction;
  DsSuiteStep     *pending_partial;   /* the latest, not yet delivered */
  guint            pending_round;
  guint            pending_max_rounds;
  gboolean         pending_steady;

  /* Main thread. */
  GPtrArray       *steps;
  DsSuiteStepSpec  spec;
  gboolean         has_spec;
  guint            index;
  guint            count;
  DsSuitePhase     phase;
  double           live_mbps;
  double           fraction;
  DsSuiteStep     *partial;
  guint            round;
  guint            max_rounds;
  gboolean         steady;

  /* The outcome: written by the worker, read after "finished". */
  DsSuiteResult   *result;
};

G_DEFINE_FINAL_TYPE (DsSuiteTask, ds_suite_task, DS_TYPE_RUN_TASK)

DsSuiteStep *
ds_suite_step_dup (const DsSuiteStep *step)
{
  DsSuiteStep *copy = ds_suite_step_new (&step->spec);

  copy->stats = step->stats;
  g_array_append_vals (copy->samples, step->samples->data, step->samples->len);
  copy->cached = step->cached;
  copy->incomplete = step->incomplete;
  copy->round = step->round;
  return copy;
}

/* Worker thread. */
static void
on_progress (const DsSuiteProgress *progress,
             gpointer               user_data)
{
  DsSuiteTask *self = user_data;

  ds_run_task_lock_progress (DS_RUN_TASK (self));
  if (progress->finished != NULL)
    g_ptr_array_add (self->pending_steps, ds_suite_step_dup (progress->finished));
  /* Only the latest partial pass matters; a finished step ends it. */
  if (progress->partial != NULL || progress->finished != NULL)
    g_clear_pointer (&self->pending_partial, ds_suite_step_free);
  if (progress->partial != NULL)
    self->pending_partial = ds_suite_step_dup (progress->partial);
  ds_suite_step_spec_clear (&self->pending_spec);
  self->pending_has_spec = progress->step != NULL;
  if (progress->step != NULL)
    ds_suite_step_spec_copy (&self->pending_spec, progress->step);
  self->pending_index = progress->step_index;
  self->pending_count = progress->step_count;
  self->pending_phase = progress->phase;
  self->pending_mbps = progress->live_mbps;
  self->pending_fraction = progress->fraction;
  self->pending_round = progress->round;
  self->pending_max_rounds = progress->max_rounds;
  if (progress->round_values != NULL)
    self->pending_steady = progress->steady_reached;
  ds_run_task_unlock_progress (DS_RUN_TASK (self));
}

static void
ds_suite_task_deliver_progress (DsRunTask *task)
{
  DsSuiteTask *self = DS_SUITE_TASK (task);

  if (self->pending_partial != NULL || self->pending_steps->len > 0)
    g_clear_pointer (&self->partial, ds_suite_step_free);
  if (self->pending_partial != NULL)
    self->partial = g_steal_pointer (&self->pending_partial);
  for (guint i = 0; i < self->pending_steps->len; i++)
    g_ptr_array_add (self->steps, g_steal_pointer (&g_ptr_array_index (self->pending_steps, i)));
  g_ptr_array_set_size (self->pending_steps, 0);
  ds_suite_step_spec_clear (&self->spec);
  self->has_spec = self->pending_has_spec;
  if (self->has_spec)
    ds_suite_step_spec_copy (&self->spec, &self->pending_spec);
  self->index = self->pending_index;
  self->count = self->pending_count;
  self->phase = self->pending_phase;
  self->live_mbps = self->pending_mbps;
  self->fraction = self->pending_fraction;
  self->round = self->pending_round;
  self->max_rounds = self->pending_max_rounds;
  self->steady = self->pending_steady;
}

/* Worker thread. */
static gboolean
ds_suite_task_run (DsRunTask     *task,
                   GCancellable  *cancellable,
                   GError       **error)
{
  DsSuiteTask *self = DS_SUITE_TASK (task);
  GError *local_error = NULL;

  self->result = ds_suite_run (self->settings, on_progress, self, cancellable, &local_error);
  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return FALSE;
    }
  return TRUE;
}

const DsSuiteSettings *
ds_suite_task_get_settings (DsSuiteTask *self)
{
  g_return_val_if_fail (DS_IS_SUITE_TASK (self), NULL);
  return self->settings;
}

GPtrArray *
ds_suite_task_get_steps (DsSuiteTask *self)
{
  g_return_val_if_fail (DS_IS_SUITE_TASK (self), NULL);
  return self->steps;
}

guint
ds_suite_task_get_step_index (DsSuiteTask *self)
{
  g_return_val_if_fail (DS_IS_SUITE_TASK (self), 0);
  return self->index;
}

guint
ds_suite_task_get_step_count (DsSuiteTask *self)
{
  g_return_val_if_fail (DS_IS_SUITE_TASK (self), 0);
  return self->count;
}

const DsSuiteStepSpec *
ds_suite_task_get_step (DsSuiteTask *self)
{
  g_return_val_if_fail (DS_IS_SUITE_TASK (self), NULL);
  return self->has_spec ? &self->spec : NULL;
}

DsSuitePhase
ds_suite_task_get_phase (DsSuiteTask *self)
{
  g_return_val_if_fail (DS_IS_SUITE_TASK (self), DS_SUITE_PHASE_PREPARE);
  return self->phase;
}

double
ds_suite_task_get_live_mbps (DsSuiteTask *self)
{
  g_return_val_if_fail (DS_IS_SUITE_TASK (self), NAN);
  return self->live_mbps;
}

double
ds_suite_task_get_fraction (DsSuiteTask *self)
{
  g_return_val_if_fail (DS_IS_SUITE_TASK (self), 0);
  return self->fraction;
}

guint
ds_suite_task_get_round (DsSuiteTask *self,
                         guint       *max_rounds,
                         gboolean    *steady)
{
  g_return_val_if_fail (DS_IS_SUITE_TASK (self), 0);
  if (max_rounds != NULL)
    *max_rounds = self->max_rounds;
  if (steady != NULL)
    *steady = self->steady;
  return self->round;
}

const DsSuiteStep *
ds_suite_task_get_partial_step (DsSuiteTask *self)
{
  g_return_val_if_fail (DS_IS_SUITE_TASK (self), NULL);
  return self->partial;
}

DsSuiteResult *
ds_suite_task_get_result (DsSuiteTask *self)
{
  g_return_val_if_fail (DS_IS_SUITE_TASK (self), NULL);
  return self->result;
}

static void
ds_suite_task_finalize (GObject *object)
{
  DsSuiteTask *self = DS_SUITE_TASK (object);

  g_clear_pointer (&self->settings, ds_suite_settings_free);
  g_clear_pointer (&self->pending_steps, g_ptr_array_unref);
  g_clear_pointer (&self->steps, g_ptr_array_unref);
  g_clear_pointer (&self->pending_partial, ds_suite_step_free);
  g_clear_pointer (&self->partial, ds_suite_step_free);
  ds_suite_step_spec_clear (&self->pending_spec);
  ds_suite_step_spec_clear (&self->spec);
  g_clear_pointer (&self->result, ds_suite_result_free);
  G_OBJECT_CLASS (ds_suite_task_parent_class)->finalize (object);
}

static void
ds_suite_task_class_init (DsSuiteTaskClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  DsRunTaskClass *task_class = DS_RUN_TASK_CLASS (klass);

  object_class->finalize = ds_suite_task_finalize;
  task_class->name = "suite";
  /* The live speed changes often; the chart by whole steps (surface: by
   * its pass so far, twice a second). */
  task_class->update_interval_us = G_USEC_PER_SEC / 5;
  task_class->run = ds_suite_task_run;
  task_class->deliver_progress = ds_suite_task_deliver_progress;
}

static void
ds_suite_task_init (DsSuiteTask *self)
{
  self->pending_steps = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_suite_step_free);
  self->steps = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_suite_step_free);
  self->live_mbps = self->pending_mbps = NAN;
}

DsSuiteTask *
ds_suite_task_new (DsSuiteSettings *settings)
{
  DsSuiteTask *self = g_object_new (DS_TYPE_SUITE_TASK, NULL);

  self->settings = settings;
  return self;
}
