/* ds-verify-task.c — one capacity check in a worker thread, for the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ds-run-conditions.h"
#include "ds-verify-task.h"

struct _DsVerifyTask
{
  DsRunTask         parent_instance;

  DsVerifySettings *settings;          /* frozen */

  /* Written by the worker under the progress lock. */
  GArray           *pending[2];        /* DsVerifyPoint per pass, not yet delivered */
  guint64           last_position[2];  /* of the last point of each pass */
  DsVerifyPhase     pending_phase;
  guint64           pending_done;
  guint64           pending_total;
  double            pending_mbps;

  /* Main thread. */
  GArray           *curves[2];
  DsVerifyPhase     phase;
  guint64           done;
  guint64           total;
  double            mbps;

  /* The outcome: written by the worker, read after "finished". */
  DsVerifyResult   *result;
};

G_DEFINE_FINAL_TYPE (DsVerifyTask, ds_verify_task, DS_TYPE_RUN_TASK)

/* Worker thread. */
static void
on_progress (const DsVerifyProgress *progress,
             gpointer                user_data)
{
  DsVerifyTask *self = user_data;
  guint pass = progress->phase == DS_VERIFY_PHASE_READ ? 1 : 0;

  ds_run_task_lock_progress (DS_RUN_TASK (self));
  /* A span measured: a point of the pass's curve (the first report of a
   * pass has none). */
  if (!progress->starting && progress->mbps > 0 && progress->done > self->last_position[pass])
    {
      DsVerifyPoint p = { progress->done, progress->mbps };

      g_array_append_val (self->pending[pass], p);
      self->last_position[pass] = progress->done;
    }
  self->pending_phase = progress->phase;
  self->pending_done = progress->done;
  self->pending_total = progress->total;
  self->pending_mbps = progress->mbps;
  ds_run_task_unlock_progress (DS_RUN_TASK (self));
}

static void
ds_verify_task_deliver_progress (DsRunTask *task)
{
  DsVerifyTask *self = DS_VERIFY_TASK (task);

  for (guint i = 0; i < 2; i++)
    {
      g_array_append_vals (self->curves[i], self->pending[i]->data, self->pending[i]->len);
      g_array_set_size (self->pending[i], 0);
    }
  self->phase = self->pending_phase;
  self->done = self->pending_done;
  self->total = self->pending_total;
  self->mbps = self->pending_mbps;
}

/* Worker thread. */
static gboolean
ds_verify_task_run (DsRunTask     *task,
                    GCancellable  *cancellable,
                    GError       **error)
{
  DsVerifyTask *self = DS_VERIFY_TASK (task);
  g_autoptr(JsonObject) conditions = json_object_new ();
  GError *local_error = NULL;

  /* Which drive, filesystem and mount, and the free space before
   * anything is written, as the CLI records them. */
  if (g_file_test (self->settings->dir, G_FILE_TEST_IS_DIR))
    ds_run_conditions_collect (conditions, self->settings->dir);
  self->result = ds_verify_run (self->settings, on_progress, self, cancellable, &local_error);
  if (self->result != NULL)
    self->result->conditions = g_steal_pointer (&conditions);
  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      return FALSE;
    }
  return TRUE;
}

const DsVerifySettings *
ds_verify_task_get_settings (DsVerifyTask *self)
{
  g_return_val_if_fail (DS_IS_VERIFY_TASK (self), NULL);
  return self->settings;
}

DsVerifyPhase
ds_verify_task_get_phase (DsVerifyTask *self)
{
  g_return_val_if_fail (DS_IS_VERIFY_TASK (self), DS_VERIFY_PHASE_WRITE);
  return self->phase;
}

guint64
ds_verify_task_get_done (DsVerifyTask *self)
{
  g_return_val_if_fail (DS_IS_VERIFY_TASK (self), 0);
  return self->done;
}

guint64
ds_verify_task_get_total (DsVerifyTask *self)
{
  g_return_val_if_fail (DS_IS_VERIFY_TASK (self), 0);
  return self->total;
}

double
ds_verify_task_get_mbps (DsVerifyTask *self)
{
  g_return_val_if_fail (DS_IS_VERIFY_TASK (self), 0);
  return self->mbps;
}

GArray *
ds_verify_task_get_curve (DsVerifyTask  *self,
                          DsVerifyPhase  phase)
{
  g_return_val_if_fail (DS_IS_VERIFY_TASK (self), NULL);
  return self->curves[phase == DS_VERIFY_PHASE_READ ? 1 : 0];
}

DsVerifyResult *
ds_verify_task_get_result (DsVerifyTask *self)
{
  g_return_val_if_fail (DS_IS_VERIFY_TASK (self), NULL);
  return self->result;
}

static void
ds_verify_task_finalize (GObject *object)
{
  DsVerifyTask *self = DS_VERIFY_TASK (object);

  g_clear_pointer (&self->settings, ds_verify_settings_free);
  for (guint i = 0; i < 2; i++)
    {
      g_clear_pointer (&self->pending[i], g_array_unref);
      g_clear_pointer (&self->curves[i], g_array_unref);
    }
  g_clear_pointer (&self->result, ds_verify_result_free);
  G_OBJECT_CLASS (ds_verify_task_parent_class)->finalize (object);
}

static void
ds_verify_task_class_init (DsVerifyTaskClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  DsRunTaskClass *task_class = DS_RUN_TASK_CLASS (klass);

  object_class->finalize = ds_verify_task_finalize;
  task_class->name = "capacity check";
  task_class->update_interval_us = G_USEC_PER_SEC / 10;
  task_class->run = ds_verify_task_run;
  task_class->deliver_progress = ds_verify_task_deliver_progress;
}

static void
ds_verify_task_init (DsVerifyTask *self)
{
  for (guint i = 0; i < 2; i++)
    {
      self->pending[i] = g_array_new (FALSE, FALSE, sizeof (DsVerifyPoint));
      self->curves[i] = g_array_new (FALSE, FALSE, sizeof (DsVerifyPoint));
    }
}

DsVerifyTask *
ds_verify_task_new (DsVerifySettings *settings)
{
  DsVerifyTask *self = g_object_new (DS_TYPE_VERIFY_TASK, NULL);

  self->settings = settings;
  return self;
}
