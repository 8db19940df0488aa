/* ds-thermal-sensor.h — where the thermal test reads a drive's temperature
 *
 * The drive holding a directory (through LUKS / LVM / md to a physical
 * member with a sensor) and its hwmon temperature; where there is no hwmon
 * sensor, the drive's health log read through the helper, but only when that
 * needs no password (root, or DRIVESCOPE_HELPER); otherwise no temperature.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ds-thermal-analysis.h"

G_BEGIN_DECLS

typedef struct _DsThermalSensor DsThermalSensor;

/* Never fails: a sensor with source "none" reads NAN. */
DsThermalSensor *ds_thermal_sensor_new_for_dir       (const char      *dir,
                                                      GCancellable    *cancellable);
void             ds_thermal_sensor_free              (DsThermalSensor *sensor);

/* "hwmon", "health-log" or "none". */
const char      *ds_thermal_sensor_get_source        (DsThermalSensor *sensor);
/* "nvme0n1 (Samsung SSD 980)", or NULL when no drive was found. */
const char      *ds_thermal_sensor_get_description   (DsThermalSensor *sensor);
/* Why there is no temperature (source "none"), a translated phrase such as
 * "no hwmon sensor, and its health log needs administrator rights"; NULL
 * when there is one. */
const char      *ds_thermal_sensor_get_reason        (DsThermalSensor *sensor);
double           ds_thermal_sensor_get_warning       (DsThermalSensor *sensor);
double           ds_thermal_sensor_get_critical      (DsThermalSensor *sensor);

/* °C now; NAN when there is no reading. */
double           ds_thermal_sensor_read              (DsThermalSensor *sensor);

/* The drive's own counters from a health snapshot taken without a password
 * prompt; FALSE when that is not possible. */
gboolean         ds_thermal_sensor_read_counters     (DsThermalSensor   *sensor,
                                                      DsThermalCounters *out,
                                                      GCancellable      *cancellable);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsThermalSensor, ds_thermal_sensor_free)

G_END_DECLS
