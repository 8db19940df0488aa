/* ds-bench-task.c — one benchmark run in a worker thread, for the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ds-bench-task.h"

struct _DsBenchTask
{
  DsRunTask        parent_instance;

  DsBenchSettings *settings;        /* frozen */
  char            *health_drive;    /* frozen at start */

  /* Written by the worker under the progress lock. */
  DsBenchProgress  pending;
  GPtrArray       *pending_finished;  /* DsBenchTestResult*, copies */

  /* Main thread. */
  DsBenchProgress  progress;
  gboolean         have_progress;
  GPtrArray       *finished;          /* delivered, not yet taken */

  /* The outcome: written by the worker, read after "finished". */
  DsBenchResult   *result;
  DsHealthAround  *health;          /* made in the worker, read after "finished" */
};

G_DEFINE_FINAL_TYPE (DsBenchTask, ds_bench_task, DS_TYPE_RUN_TASK)

/* Worker thread. */
static void
on_progress (const DsBenchProgress *progress,
             gpointer               user_data)
{
  DsBenchTask *self = user_data;

  ds_run_task_lock_progress (DS_RUN_TASK (self));
  self->pending = *progress;
  self->pending.finished = NULL;
  /* Every finished test is kept, though progress in between is coalesced. */
  if (progress->finished != NULL)
    g_ptr_array_add (self->pending_finished, ds_bench_test_result_copy (progress->finished));
  ds_run_task_unlock_progress (DS_RUN_TASK (self));
}

static void
ds_bench_task_deliver_progress (DsRunTask *task)
{
  DsBenchTask *self = DS_BENCH_TASK (task);

  self->progress = self->pending;
  self->have_progress = TRUE;
  g_ptr_array_extend_and_steal (self->finished, g_steal_pointer (&self->pending_finished));
  self->pending_finished = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_bench_test_result_free);
}

/* Worker thread. */
static gboolean
ds_bench_task_run (DsRunTask     *task,
                   GCancellable  *cancellable,
                   GError       **error)
{
  DsBenchTask *self = DS_BENCH_TASK (task);
  GError *local_error = NULL;

  /* The health around the run, by the core's one rule (ds-health.h): the
   * window may ask for the password once, before. */
  self->health = ds_health_around_new (self->health_drive, DS_HEALTH_READ_ALLOW_PROMPT);
  ds_health_around_before (self->health, cancellable);
  /* On a stop or a failure after a test began, the partial result comes
   * with the error. */
  self->result = ds_bench_run (self->settings, on_progress, self, cancellable, &local_error);
  ds_health_around_after (self->health, self->result != NULL);
  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return FALSE;
    }
  return TRUE;
}

void
ds_bench_task_set_health_drive (DsBenchTask *self,
                                const char  *drive_name)
{
  g_return_if_fail (DS_IS_BENCH_TASK (self));
  g_return_if_fail (ds_run_task_get_elapsed (DS_RUN_TASK (self)) == 0);

  g_free (self->health_drive);
  self->health_drive = g_strdup (drive_name);
}

const DsHealth *
ds_bench_task_get_health (DsBenchTask *self,
                          gboolean     after)
{
  g_return_val_if_fail (DS_IS_BENCH_TASK (self), NULL);
  if (self->health == NULL)
    return NULL;
  return after ? self->health->after : self->health->before;
}

const GError *
ds_bench_task_get_health_error (DsBenchTask *self)
{
  g_return_val_if_fail (DS_IS_BENCH_TASK (self), NULL);
  return self->health != NULL ? self->health->error : NULL;
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

GPtrArray *
ds_bench_task_take_finished (DsBenchTask *self)
{
  GPtrArray *taken;

  g_return_val_if_fail (DS_IS_BENCH_TASK (self), NULL);
  taken = g_steal_pointer (&self->finished);
  self->finished = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_bench_test_result_free);
  return taken;
}

DsBenchResult *
ds_bench_task_get_result (DsBenchTask *self)
{
  g_return_val_if_fail (DS_IS_BENCH_TASK (self), NULL);
  return self->result;
}

static void
ds_bench_task_finalize (GObject *object)
{
  DsBenchTask *self = DS_BENCH_TASK (object);

  g_clear_pointer (&self->settings, ds_bench_settings_free);
  g_clear_pointer (&self->result, ds_bench_result_free);
  g_clear_pointer (&self->pending_finished, g_ptr_array_unref);
  g_clear_pointer (&self->finished, g_ptr_array_unref);
  g_clear_pointer (&self->health_drive, g_free);
  g_clear_pointer (&self->health, ds_health_around_free);
  G_OBJECT_CLASS (ds_bench_task_parent_class)->finalize (object);
}

static void
ds_bench_task_class_init (DsBenchTaskClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  DsRunTaskClass *task_class = DS_RUN_TASK_CLASS (klass);

  object_class->finalize = ds_bench_task_finalize;
  task_class->name = "benchmark";
  task_class->update_interval_us = G_USEC_PER_SEC / 10;   /* as often as the job reports */
  task_class->run = ds_bench_task_run;
  task_class->deliver_progress = ds_bench_task_deliver_progress;
}

static void
ds_bench_task_init (DsBenchTask *self)
{
  self->pending_finished = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_bench_test_result_free);
  self->finished = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_bench_test_result_free);
}

DsBenchTask *
ds_bench_task_new (DsBenchSettings *settings)
{
  DsBenchTask *self = g_object_new (DS_TYPE_BENCH_TASK, NULL);

  self->settings = settings;
  return self;
}
