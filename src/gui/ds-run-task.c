/* ds-run-task.c — one long core job in a worker thread, for the window
 *
 * The GTask holds a reference on the task until its callback has run, so the
 * worker never outlives the object; the one pending delivery source is
 * destroyed when the run finishes (after a last delivery) or the task is
 * disposed.
 *
 * The delivery is a timeout at G_PRIORITY_DEFAULT, never an idle or a low
 * priority: GTK paints frames at GDK_PRIORITY_REDRAW, above every idle, and
 * with a slow renderer (GL on llvmpipe, in a VM or over remote desktop) one
 * frame is barely done when the next is due, so a lower-priority source would
 * not run until the run ended. At most one delivery per interval (never less
 * than MIN_INTERVAL_US apart) leaves the frames their time in return.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ds-run-task.h"

typedef struct
{
  GCancellable *cancellable;
  GMainContext *context;          /* where signals are emitted */
  gboolean      running;
  gint64        start_us;
  gint64        end_us;
  guint         n_updates;
  GError       *error;

  /* Shared with the worker, under the mutex. */
  GMutex        mutex;
  GSource      *source;           /* the pending delivery, or NULL */
  gboolean      dirty;            /* reported and not yet delivered */
  gint64        last_delivery_us;
} DsRunTaskPrivate;

/* 20 deliveries a second at most, whatever a subclass asks for. */
#define MIN_INTERVAL_US (G_USEC_PER_SEC / 20)

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (DsRunTask, ds_run_task, G_TYPE_OBJECT)

enum { PROGRESS, FINISHED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* Main thread: hands what is pending to the subclass and says so. */
static void
flush_progress (DsRunTask *self)
{
  DsRunTaskPrivate *priv = ds_run_task_get_instance_private (self);
  gboolean fresh;

  g_mutex_lock (&priv->mutex);
  fresh = priv->dirty && priv->running;
  if (fresh)
    DS_RUN_TASK_GET_CLASS (self)->deliver_progress (self);
  priv->dirty = FALSE;
  priv->last_delivery_us = g_get_monotonic_time ();
  g_mutex_unlock (&priv->mutex);

  if (fresh)
    {
      priv->n_updates++;
      g_signal_emit (self, signals[PROGRESS], 0);
    }
}

static gboolean
deliver (gpointer user_data)
{
  DsRunTask *self = user_data;
  DsRunTaskPrivate *priv = ds_run_task_get_instance_private (self);

  g_mutex_lock (&priv->mutex);
  g_clear_pointer (&priv->source, g_source_unref);
  g_mutex_unlock (&priv->mutex);
  flush_progress (self);
  return G_SOURCE_REMOVE;
}

static void
drop_source (DsRunTask *self)
{
  DsRunTaskPrivate *priv = ds_run_task_get_instance_private (self);

  g_mutex_lock (&priv->mutex);
  if (priv->source != NULL)
    {
      g_source_destroy (priv->source);
      g_clear_pointer (&priv->source, g_source_unref);
    }
  g_mutex_unlock (&priv->mutex);
}

void
ds_run_task_lock_progress (DsRunTask *self)
{
  DsRunTaskPrivate *priv = ds_run_task_get_instance_private (self);

  g_mutex_lock (&priv->mutex);
}

void
ds_run_task_unlock_progress (DsRunTask *self)
{
  DsRunTaskPrivate *priv = ds_run_task_get_instance_private (self);

  priv->dirty = TRUE;
  if (priv->source == NULL)
    {
      gint64 interval_us = MAX (DS_RUN_TASK_GET_CLASS (self)->update_interval_us, MIN_INTERVAL_US);
      gint64 wait_us = priv->last_delivery_us + interval_us - g_get_monotonic_time ();

      priv->source = g_timeout_source_new (wait_us > 0 ? (guint) (wait_us / 1000) + 1 : 0);
      g_source_set_priority (priv->source, G_PRIORITY_DEFAULT);
      g_source_set_callback (priv->source, deliver, self, NULL);
      g_source_set_static_name (priv->source, "[drivescope] run progress");
      g_source_attach (priv->source, priv->context);
    }
  g_mutex_unlock (&priv->mutex);
}

/* Worker thread. */
static void
run_thread (GTask        *task,
            gpointer      source_object,
            gpointer      task_data,
            GCancellable *cancellable)
{
  DsRunTask *self = source_object;
  GError *error = NULL;

  if (DS_RUN_TASK_GET_CLASS (self)->run (self, cancellable, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void
run_done (GObject      *object,
          GAsyncResult *res,
          gpointer      user_data)
{
  DsRunTask *self = DS_RUN_TASK (object);
  DsRunTaskPrivate *priv = ds_run_task_get_instance_private (self);

  /* What the worker reported last is part of the run: deliver it first. */
  drop_source (self);
  flush_progress (self);
  priv->running = FALSE;
  priv->end_us = g_get_monotonic_time ();
  g_task_propagate_boolean (G_TASK (res), &priv->error);
  g_signal_emit (self, signals[FINISHED], 0);
}

void
ds_run_task_start (DsRunTask *self)
{
  DsRunTaskPrivate *priv = ds_run_task_get_instance_private (self);
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (DS_IS_RUN_TASK (self));
  g_return_if_fail (!priv->running && priv->start_us == 0);

  priv->context = g_main_context_ref_thread_default ();
  priv->running = TRUE;
  priv->start_us = g_get_monotonic_time ();
  task = g_task_new (self, priv->cancellable, run_done, NULL);
  g_task_set_source_tag (task, ds_run_task_start);
  g_task_set_name (task, DS_RUN_TASK_GET_CLASS (self)->name);
  /* Completion is reported even when cancelled: what was measured until
   * then is kept. */
  g_task_set_check_cancellable (task, FALSE);
  g_task_run_in_thread (task, run_thread);
}

void
ds_run_task_cancel (DsRunTask *self)
{
  DsRunTaskPrivate *priv = ds_run_task_get_instance_private (self);

  g_return_if_fail (DS_IS_RUN_TASK (self));
  g_cancellable_cancel (priv->cancellable);
}

gboolean
ds_run_task_is_running (DsRunTask *self)
{
  DsRunTaskPrivate *priv = ds_run_task_get_instance_private (self);

  g_return_val_if_fail (DS_IS_RUN_TASK (self), FALSE);
  return priv->running;
}

const GError *
ds_run_task_get_error (DsRunTask *self)
{
  DsRunTaskPrivate *priv = ds_run_task_get_instance_private (self);

  g_return_val_if_fail (DS_IS_RUN_TASK (self), NULL);
  return priv->error;
}

gboolean
ds_run_task_was_cancelled (DsRunTask *self)
{
  DsRunTaskPrivate *priv = ds_run_task_get_instance_private (self);

  g_return_val_if_fail (DS_IS_RUN_TASK (self), FALSE);
  return g_error_matches (priv->error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

double
ds_run_task_get_elapsed (DsRunTask *self)
{
  DsRunTaskPrivate *priv = ds_run_task_get_instance_private (self);
  gint64 end;

  g_return_val_if_fail (DS_IS_RUN_TASK (self), 0);
  if (priv->start_us == 0)
    return 0;
  end = priv->running ? g_get_monotonic_time () : priv->end_us;
  return (double) (end - priv->start_us) / G_USEC_PER_SEC;
}

guint
ds_run_task_get_n_updates (DsRunTask *self)
{
  DsRunTaskPrivate *priv = ds_run_task_get_instance_private (self);

  g_return_val_if_fail (DS_IS_RUN_TASK (self), 0);
  return priv->n_updates;
}

static void
ds_run_task_dispose (GObject *object)
{
  DsRunTask *self = DS_RUN_TASK (object);
  DsRunTaskPrivate *priv = ds_run_task_get_instance_private (self);

  g_cancellable_cancel (priv->cancellable);
  drop_source (self);
  G_OBJECT_CLASS (ds_run_task_parent_class)->dispose (object);
}

static void
ds_run_task_finalize (GObject *object)
{
  DsRunTaskPrivate *priv = ds_run_task_get_instance_private (DS_RUN_TASK (object));

  g_clear_error (&priv->error);
  g_clear_object (&priv->cancellable);
  g_clear_pointer (&priv->context, g_main_context_unref);
  g_mutex_clear (&priv->mutex);
  G_OBJECT_CLASS (ds_run_task_parent_class)->finalize (object);
}

static void
ds_run_task_class_init (DsRunTaskClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ds_run_task_dispose;
  object_class->finalize = ds_run_task_finalize;
  klass->name = "run";

  /* New progress was delivered; the subclass's getters return it. */
  signals[PROGRESS] = g_signal_new ("progress", G_TYPE_FROM_CLASS (klass),
                                    G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                    G_TYPE_NONE, 0);
  /* The run ended (done, failed or cancelled), after a last "progress"
   * with whatever the worker reported before it ended. */
  signals[FINISHED] = g_signal_new ("finished", G_TYPE_FROM_CLASS (klass),
                                    G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                    G_TYPE_NONE, 0);
}

static void
ds_run_task_init (DsRunTask *self)
{
  DsRunTaskPrivate *priv = ds_run_task_get_instance_private (self);

  g_mutex_init (&priv->mutex);
  priv->cancellable = g_cancellable_new ();
}
