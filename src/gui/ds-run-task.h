/* ds-run-task.h — one long core job in a worker thread, for the window
 *
 * The base of the benchmark and thermal tasks, and of any other run the
 * window starts. A subclass holds the job's frozen parameters and its
 * outcome and implements two functions: run(), which calls the core job
 * (its start) in a GTask thread with the task's GCancellable (its cancel)
 * and a progress callback of its own, and deliver_progress(), which moves
 * what that callback left pending to what the subclass's getters return.
 *
 * The base brings progress to the main thread through one pending source
 * at G_PRIORITY_DEFAULT at a time (never starved by frames, whatever the
 * renderer), at most every update_interval_us; delivers
 * whatever is still pending before "finished"; and keeps the running state,
 * the elapsed time and the error. Signals are emitted on the main thread
 * only, on the context that was the thread default at ds_run_task_start().
 *
 * The worker touches only the frozen parameters, the outcome fields (read
 * on the main thread only after "finished") and the pending progress, which
 * it writes between ds_run_task_lock_progress() and
 * ds_run_task_unlock_progress().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define DS_TYPE_RUN_TASK (ds_run_task_get_type ())
G_DECLARE_DERIVABLE_TYPE (DsRunTask, ds_run_task, DS, RUN_TASK, GObject)

struct _DsRunTaskClass
{
  GObjectClass parent_class;

  /* The name of the worker's GTask (for debuggers and logs). */
  const char *name;
  /* "progress" at most this often (and never more than 20 times a
   * second). */
  gint64      update_interval_us;

  /* Worker thread: runs the job. FALSE with @error when it failed or was
   * cancelled (G_IO_ERROR_CANCELLED); a partial outcome may be kept even
   * then. */
  gboolean (*run)              (DsRunTask     *self,
                                GCancellable  *cancellable,
                                GError       **error);
  /* Main thread, with the progress lock held and only after the worker
   * reported something: take the pending progress. */
  void     (*deliver_progress) (DsRunTask     *self);

  gpointer padding[8];
};

/* Once per task. */
void          ds_run_task_start         (DsRunTask *self);
/* What was measured so far is kept; "finished" follows. */
void          ds_run_task_cancel        (DsRunTask *self);
gboolean      ds_run_task_is_running    (DsRunTask *self);
/* After "finished": NULL, or why the job failed or stopped. */
const GError *ds_run_task_get_error     (DsRunTask *self);
gboolean      ds_run_task_was_cancelled (DsRunTask *self);
/* Seconds from start to finish (or until now while running). */
double        ds_run_task_get_elapsed   (DsRunTask *self);
/* "progress" signals emitted so far (tests check the rate). */
guint         ds_run_task_get_n_updates (DsRunTask *self);

/* For subclasses, in their progress callback on the worker thread: the
 * pending progress is written between these two; the unlock schedules its
 * delivery. */
void          ds_run_task_lock_progress   (DsRunTask *self);
void          ds_run_task_unlock_progress (DsRunTask *self);

G_END_DECLS
