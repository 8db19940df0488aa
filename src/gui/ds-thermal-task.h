/* ds-thermal-task.h — one thermal test in a worker thread, for the window
 *
 * Owns a frozen copy of the settings, runs ds_thermal_run() in a GTask
 * thread and hands new samples to the main thread in batches, through one
 * pending low-priority source at a time and at most ten times a second.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ds-thermal-job.h"

G_BEGIN_DECLS

#define DS_TYPE_THERMAL_TASK (ds_thermal_task_get_type ())
G_DECLARE_FINAL_TYPE (DsThermalTask, ds_thermal_task, DS, THERMAL_TASK, GObject)

/* Takes @settings. */
DsThermalTask   *ds_thermal_task_new          (DsThermalSettings *settings);
const DsThermalSettings *ds_thermal_task_get_settings (DsThermalTask *self);
void             ds_thermal_task_start        (DsThermalTask     *self);
void             ds_thermal_task_cancel       (DsThermalTask     *self);
gboolean         ds_thermal_task_is_running   (DsThermalTask     *self);
/* Every sample received so far (DsThermalSample), in order. */
GArray          *ds_thermal_task_get_samples  (DsThermalTask     *self);
DsThermalPhase   ds_thermal_task_get_phase    (DsThermalTask     *self);
double           ds_thermal_task_get_fraction (DsThermalTask     *self);
DsThermalResult *ds_thermal_task_get_result   (DsThermalTask     *self);
const GError    *ds_thermal_task_get_error    (DsThermalTask     *self);
double           ds_thermal_task_get_elapsed  (DsThermalTask     *self);
guint            ds_thermal_task_get_n_updates (DsThermalTask    *self);

G_END_DECLS
