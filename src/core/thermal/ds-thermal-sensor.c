/* ds-thermal-sensor.c — the drive under a directory and its temperature
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ds-drive-list.h"
#include "ds-error.h"
#include "ds-platform.h"
#include "ds-health.h"
#include "ds-thermal-sensor.h"

struct _DsThermalSensor
{
  GPtrArray     *drives;       /* keeps @drive alive */
  const DsDrive *drive;        /* the drive the file lives on (physical where known) */
  const DsDrive *hwmon_drive;  /* the drive whose hwmon is read, or NULL */
  char          *health_name;  /* the drive whose health log is read, or NULL */
  gboolean       health_ok;    /* a snapshot worked without a prompt */
  char          *description;
  char          *reason;       /* why there is no temperature */
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

/* The physical drive for the health log: a single-member md / dm resolves to
 * its member already; for several members, the first. */
static const char *
health_drive_name (const DsDrive *drive,
                   const DsDrive *hwmon_drive)
{
  if (hwmon_drive != NULL)
    return hwmon_drive->name;
  if (drive->members != NULL && drive->members->len > 0)
    return g_ptr_array_index (drive->members, 0);
  return drive->name;
}

static void
counters_from_health (const DsHealth    *h,
                      DsThermalCounters *out)
{
  ds_thermal_counters_init (out);
  out->warning_temp_minutes = h->warning_temp_minutes;
  out->critical_temp_minutes = h->critical_temp_minutes;
  out->bytes_written = h->bytes_written;
  out->temperature_c = h->temperature_c;
  if (h->thermal_throttle != NULL && h->thermal_throttle->len > 0)
    {
      out->thermal_transitions = 0;
      out->thermal_seconds = 0;
      for (guint i = 0; i < h->thermal_throttle->len; i++)
        {
          const DsThermalThrottle *t = &g_array_index (h->thermal_throttle, DsThermalThrottle, i);

          if (t->transitions >= 0 && out->thermal_transitions >= 0)
            out->thermal_transitions += t->transitions;
          else
            out->thermal_transitions = -1;
          if (t->seconds >= 0 && out->thermal_seconds >= 0)
            out->thermal_seconds += t->seconds;
          else
            out->thermal_seconds = -1;
        }
    }
}

/* A health snapshot without any password prompt: as root, or through the
 * helper named by DRIVESCOPE_HELPER. NULL otherwise. */
static DsHealth *
read_health (DsThermalSensor *self,
             GCancellable    *cancellable,
             GError         **error)
{
  if (self->health_name == NULL)
    return NULL;
  return ds_health_read (self->health_name, DS_HEALTH_READ_NONE, cancellable, error);
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
    {
#ifdef G_OS_WIN32
      self->reason = g_strdup (_("the drive holding this folder was not found, so neither the temperature Windows reports nor its health log can be read"));
#else
      self->reason = g_strdup (_("the drive holding this directory was not found, so neither its hwmon sensor nor its health log can be read"));
#endif
      return self;
    }

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

  self->health_name = g_strdup (health_drive_name (self->drive, self->hwmon_drive));
  {
    g_autoptr(GError) error = NULL;
    g_autoptr(DsHealth) health = read_health (self, cancellable, &error);

    if (health == NULL && self->hwmon_drive == NULL)
      {
#ifdef G_OS_WIN32
        if (g_error_matches (error, DS_ERROR, DS_ERROR_PERMISSION))
          self->reason = g_strdup (_("Windows reports no temperature for the drive, and its health log needs administrator rights"));
        else if (g_error_matches (error, DS_ERROR, DS_ERROR_UNSUPPORTED))
          self->reason = g_strdup_printf (_("Windows reports no temperature for the drive, and %s is not an NVMe or SATA drive with a health log"),
                                          self->health_name);
        else
          self->reason = g_strdup_printf (_("Windows reports no temperature for the drive, and its health log could not be read: %s"),
                                          error != NULL ? error->message : "");
#else
        if (g_error_matches (error, DS_ERROR, DS_ERROR_PERMISSION))
          self->reason = g_strdup (_("no hwmon sensor, and its health log needs administrator rights"));
        else if (g_error_matches (error, DS_ERROR, DS_ERROR_UNSUPPORTED))
          self->reason = g_strdup_printf (_("no hwmon sensor, and %s is not an NVMe or SATA drive with a health log"),
                                          self->health_name);
        else
          self->reason = g_strdup_printf (_("no hwmon sensor, and its health log could not be read: %s"),
                                          error != NULL ? error->message : "");
#endif
      }
    else if (health != NULL && self->hwmon_drive == NULL && !isfinite (health->temperature_c))
#ifdef G_OS_WIN32
      self->reason = g_strdup (_("Windows reports no temperature for the drive, and its health log has none either"));
#else
      self->reason = g_strdup (_("no hwmon sensor, and its health log reports no temperature"));
#endif
    if (health != NULL)
      {
        self->health_ok = TRUE;
        /* The drive's own warning threshold (NVMe WCTEMP) is the one its
         * throttling follows; hwmon's temp1_max may be a host setting. */
        if (isfinite (health->warning_temp_c))
          self->warning_c = health->warning_temp_c;
        if (isfinite (health->critical_temp_c))
          self->critical_c = health->critical_temp_c;
        if (self->hwmon_drive == NULL && isfinite (health->temperature_c))
          self->source = "health-log";
      }
  }
  return self;
}

void
ds_thermal_sensor_free (DsThermalSensor *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->drives, g_ptr_array_unref);
  g_free (self->description);
  g_free (self->health_name);
  g_free (self->reason);
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

const char *
ds_thermal_sensor_get_reason (DsThermalSensor *self)
{
  return self != NULL ? self->reason : NULL;
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
  if (g_strcmp0 (self->source, "health-log") == 0)
    {
      g_autoptr(DsHealth) health = read_health (self, NULL, NULL);

      return health != NULL ? health->temperature_c : NAN;
    }
  return NAN;
}

gboolean
ds_thermal_sensor_read_counters (DsThermalSensor   *self,
                                 DsThermalCounters *out,
                                 GCancellable      *cancellable)
{
  g_autoptr(DsHealth) health = NULL;

  ds_thermal_counters_init (out);
  if (self == NULL || !self->health_ok)
    return FALSE;
  health = read_health (self, cancellable, NULL);
  if (health == NULL)
    return FALSE;
  counters_from_health (health, out);
  return TRUE;
}
