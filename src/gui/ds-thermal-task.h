/* ds-thermal-task.h — one thermal test in a worker thread, for the window
 *
 * A DsRunTask that owns a frozen copy of the settings and runs
 * ds_thermal_run(); new samples reach the main thread in batches, at most
 * ten times a second, and the last ones before "finished".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ds-run-task.h"
#include "ds-thermal-job.h"

G_BEGIN_DECLS

#define DS_TYPE_THERMAL_TASK (ds_thermal_task_get_type ())
G_DECLARE_FINAL_TYPE (DsThermalTask, ds_thermal_task, DS, THERMAL_TASK, DsRunTask)

/* Takes @settings. */
DsThermalTask   *ds_thermal_task_new          (DsThermalSettings *settings);
const DsThermalSettings *ds_thermal_task_get_settings (DsThermalTask *self);
/* Every sample delivered so far (DsThermalSample), in order. */
GArray          *ds_thermal_task_get_samples  (DsThermalTask     *self);
DsThermalPhase   ds_thermal_task_get_phase    (DsThermalTask     *self);
double           ds_thermal_task_get_fraction (DsThermalTask     *self);
/* After "finished" (may be NULL; see ds_run_task_get_error()). */
DsThermalResult *ds_thermal_task_get_result   (DsThermalTask     *self);

G_END_DECLS
