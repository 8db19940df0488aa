/* ds-suite-task.h — one suite in a worker thread, for the window
 *
 * A DsRunTask that owns a frozen copy of the suite settings and runs
 * ds_suite_run(). Progress reaches the main thread at most five times a
 * second; every step that finished arrives as a copy, in order, so the page
 * can grow its chart and table by whole steps, and the surface suite's one
 * long pass also as it goes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ds-run-task.h"
#include "ds-suite-job.h"

G_BEGIN_DECLS

#define DS_TYPE_SUITE_TASK (ds_suite_task_get_type ())
G_DECLARE_FINAL_TYPE (DsSuiteTask, ds_suite_task, DS, SUITE_TASK, DsRunTask)

/* Takes @settings. */
DsSuiteTask           *ds_suite_task_new           (DsSuiteSettings *settings);
const DsSuiteSettings *ds_suite_task_get_settings  (DsSuiteTask     *self);
/* The steps that finished so far (DsSuiteStep*, owned by the task), in the
 * order they ran. */
GPtrArray             *ds_suite_task_get_steps     (DsSuiteTask     *self);
/* The step running now (0-based) and the number of steps; its spec (NULL
 * while the test file is prepared, owned by the task). */
guint                  ds_suite_task_get_step_index (DsSuiteTask    *self);
guint                  ds_suite_task_get_step_count (DsSuiteTask    *self);
const DsSuiteStepSpec *ds_suite_task_get_step      (DsSuiteTask     *self);
DsSuitePhase           ds_suite_task_get_phase     (DsSuiteTask     *self);
/* MB/s of the running step so far; NAN when none. */
double                 ds_suite_task_get_live_mbps (DsSuiteTask     *self);
/* 0 .. 1 of the whole suite. */
double                 ds_suite_task_get_fraction  (DsSuiteTask     *self);
/* surface: its pass so far (owned by the task), until the step finishes;
 * NULL otherwise. */
const DsSuiteStep     *ds_suite_task_get_partial_step (DsSuiteTask  *self);
/* iops-matrix, wsat: the round under way (1-based; 0 for other suites),
 * the most there can be, and whether the rounds so far are steady. */
guint                  ds_suite_task_get_round     (DsSuiteTask     *self,
                                                    guint           *max_rounds,
                                                    gboolean        *steady);
/* After "finished" (may be NULL; see ds_run_task_get_error()). */
DsSuiteResult         *ds_suite_task_get_result    (DsSuiteTask     *self);

/* A copy of @step, samples included. */
DsSuiteStep           *ds_suite_step_dup           (const DsSuiteStep *step);

G_END_DECLS
