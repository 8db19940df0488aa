/* ds-thermal-sensor.c — the drive under a directory and its temperature
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ds-drive-list.h"
#include "ds-thermal-sensor.h"

struct _DsThermalSensor
{
  GPtrArray     *drives;       /* keeps @drive alive */
  const DsDrive *drive;        /* the drive the file lives on (physical where known) */
  const DsDrive *hwmon_drive;  /* the drive whose hwmon is read, or NULL */
  char          *description;
  const char    *source;
  double         warning_c;
  double         critical_c;
};

/* The drive itself when it has a sensor, else the first member that has. */
static const DsDrive *
find_hwmon_drive (GPtrArray     *drives,
                  const DsDrive *drive)
{
  if (drive->hwmon_dir != NULL)
    return drive;
  for (guint i = 0; drive->members != NULL && i < drive->members->len; i++)
    {
      const char *name = g_ptr_array_index (drive->members, i);

      for (guint j = 0; j < drives->len; j++)
        {
          const DsDrive *cand = g_ptr_array_index (drives, j);

          if (g_strcmp0 (cand->name, name) == 0 && cand->hwmon_dir != NULL)
            return cand;
        }
    }
  return NULL;
}

DsThermalSensor *
ds_thermal_sensor_new_for_dir (const char   *dir,
                               GCancellable *cancellable)
{
  DsThermalSensor *self = g_new0 (DsThermalSensor, 1);

  self->source = "none";
  self->warning_c = NAN;
  self->critical_c = NAN;
  self->drives = ds_drive_list_enumerate (DS_ENUM_FLAGS_ALL, NULL);
  if (self->drives != NULL)
    self->drive = ds_drive_list_find_by_path (self->drives, dir, NULL);
  if (self->drive == NULL)
    return self;

  self->description = self->drive->model != NULL
    ? g_strdup_printf ("%s (%s)", self->drive->name, self->drive->model)
    : g_strdup (self->drive->name);

  self->hwmon_drive = find_hwmon_drive (self->drives, self->drive);
  if (self->hwmon_drive != NULL && isfinite (ds_drive_read_temperature (self->hwmon_drive)))
    {
      self->source = "hwmon";
      self->warning_c = self->hwmon_drive->temperature_warning_c;
      self->critical_c = self->hwmon_drive->temperature_critical_c;
    }
  else
    self->hwmon_drive = NULL;
  return self;
}

void
ds_thermal_sensor_free (DsThermalSensor *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->drives, g_ptr_array_unref);
  g_free (self->description);
  g_free (self);
}

const char *
ds_thermal_sensor_get_source (DsThermalSensor *self)
{
  return self != NULL ? self->source : "none";
}

const char *
ds_thermal_sensor_get_description (DsThermalSensor *self)
{
  return self != NULL ? self->description : NULL;
}

double
ds_thermal_sensor_get_warning (DsThermalSensor *self)
{
  return self != NULL ? self->warning_c : NAN;
}

double
ds_thermal_sensor_get_critical (DsThermalSensor *self)
{
  return self != NULL ? self->critical_c : NAN;
}

double
ds_thermal_sensor_read (DsThermalSensor *self)
{
  if (self == NULL)
    return NAN;
  if (self->hwmon_drive != NULL)
    return ds_drive_read_temperature (self->hwmon_drive);
  return NAN;
}

gboolean
ds_thermal_sensor_read_counters (DsThermalSensor   *self,
                                 DsThermalCounters *out,
                                 GCancellable      *cancellable)
{
  ds_thermal_counters_init (out);
  return FALSE;
}
