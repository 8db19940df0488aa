/* ds-verify-task.h — one capacity check (verify) in a worker thread, for
 * the window
 *
 * A DsRunTask that owns a frozen copy of the settings, collects the run's
 * conditions (drive, filesystem, free space) in the worker before writing,
 * and runs ds_verify_run(). Progress (pass, position, MB/s) reaches the main
 * thread at most ten times a second; the curves of both passes grow from it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ds-run-task.h"
#include "ds-verify-job.h"

G_BEGIN_DECLS

#define DS_TYPE_VERIFY_TASK (ds_verify_task_get_type ())
G_DECLARE_FINAL_TYPE (DsVerifyTask, ds_verify_task, DS, VERIFY_TASK, DsRunTask)

/* Takes @settings. */
DsVerifyTask         *ds_verify_task_new          (DsVerifySettings *settings);
const DsVerifySettings *ds_verify_task_get_settings (DsVerifyTask   *self);
/* The latest progress: the pass, bytes of it done and planned, MB/s. */
DsVerifyPhase         ds_verify_task_get_phase    (DsVerifyTask     *self);
guint64               ds_verify_task_get_done     (DsVerifyTask     *self);
guint64               ds_verify_task_get_total    (DsVerifyTask     *self);
double                ds_verify_task_get_mbps     (DsVerifyTask     *self);
/* The curves so far (DsVerifyPoint) of the write and the read pass. */
GArray               *ds_verify_task_get_curve    (DsVerifyTask     *self,
                                                   DsVerifyPhase     phase);
/* After "finished": the result (also of a stopped or failed check: what
 * was read back), or NULL when nothing could start. */
DsVerifyResult       *ds_verify_task_get_result   (DsVerifyTask     *self);

G_END_DECLS
