/* ds-bench-task.h — one benchmark run in a worker thread, for the window
 *
 * A DsRunTask that owns a frozen copy of the settings and runs
 * ds_bench_run(); the newest progress reaches the main thread through the
 * base's one pending default-priority source, and the last one before
 * "finished". Optionally reads the drive's health before and after.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ds-bench-job.h"
#include "ds-health.h"
#include "ds-run-task.h"

G_BEGIN_DECLS

#define DS_TYPE_BENCH_TASK (ds_bench_task_get_type ())
G_DECLARE_FINAL_TYPE (DsBenchTask, ds_bench_task, DS, BENCH_TASK, DsRunTask)

/* Takes @settings; nothing may change it afterwards. */
DsBenchTask          *ds_bench_task_new          (DsBenchSettings *settings);
const DsBenchSettings *ds_bench_task_get_settings (DsBenchTask     *self);
/* Reads @drive_name's health before and after the run (before start). */
void                  ds_bench_task_set_health_drive (DsBenchTask *self,
                                                      const char  *drive_name);
/* The newest progress delivered; FALSE before the first. */
gboolean              ds_bench_task_get_progress (DsBenchTask     *self,
                                                  DsBenchProgress *out);
/* The tests that finished since the last call, in order (DsBenchTestResult*,
 * transfer full; empty when none): shown at once, before the whole run ends. */
GPtrArray            *ds_bench_task_take_finished (DsBenchTask    *self);
/* After "finished": the result (may be NULL; see ds_run_task_get_error()). */
DsBenchResult        *ds_bench_task_get_result   (DsBenchTask     *self);
/* The health read before (@after FALSE) or after the run, or NULL. */
const DsHealth       *ds_bench_task_get_health   (DsBenchTask     *self,
                                                  gboolean         after);
const GError         *ds_bench_task_get_health_error (DsBenchTask *self);

G_END_DECLS
