/* ds-bench-task.h — one benchmark run in a worker thread, for the window
 *
 * Owns a frozen copy of the settings, runs ds_bench_run() in a GTask thread
 * and brings its progress to the main thread through one pending
 * low-priority idle at a time. Signals are emitted on the main thread only.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ds-bench-job.h"
#include "ds-health.h"

G_BEGIN_DECLS

#define DS_TYPE_BENCH_TASK (ds_bench_task_get_type ())
G_DECLARE_FINAL_TYPE (DsBenchTask, ds_bench_task, DS, BENCH_TASK, GObject)

/* Takes @settings; nothing may change it afterwards. */
DsBenchTask          *ds_bench_task_new          (DsBenchSettings *settings);
const DsBenchSettings *ds_bench_task_get_settings (DsBenchTask     *self);
/* Reads @drive_name's health before and after the run (before start). */
void                  ds_bench_task_set_health_drive (DsBenchTask *self,
                                                      const char  *drive_name);
void                  ds_bench_task_start        (DsBenchTask     *self);
void                  ds_bench_task_cancel       (DsBenchTask     *self);
gboolean              ds_bench_task_is_running   (DsBenchTask     *self);
/* The newest progress the worker reported; FALSE before the first. */
gboolean              ds_bench_task_get_progress (DsBenchTask     *self,
                                                  DsBenchProgress *out);
/* After "finished": the result (may be NULL) and the error (may be NULL). */
DsBenchResult        *ds_bench_task_get_result   (DsBenchTask     *self);
const GError         *ds_bench_task_get_error    (DsBenchTask     *self);
/* The health read before (@after FALSE) or after the run, or NULL. */
const DsHealth       *ds_bench_task_get_health   (DsBenchTask     *self,
                                                  gboolean         after);
const GError         *ds_bench_task_get_health_error (DsBenchTask *self);
/* Seconds from start to finish (or until now while running). */
double                ds_bench_task_get_elapsed  (DsBenchTask     *self);
/* Progress idles delivered so far (tests check the rate). */
guint                 ds_bench_task_get_n_updates (DsBenchTask    *self);

G_END_DECLS
