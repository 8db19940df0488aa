/* test-thermal-sensor.c — which sensor the thermal test reads, on fixture trees
 *
 * The sysroot fixtures (tests/fixtures/sysroot-*) are machines copied from
 * real layouts: a LUKS root on NVMe, an md RAID 0 of two NVMe drives, a
 * virtio VM disk without any sensor.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ds-sysroot.h"
#include "ds-thermal-sensor.h"

static DsThermalSensor *
sensor_in (const char *fixture,
           const char *dir)
{
  g_autofree char *root = g_build_filename (DS_FIXTURES, fixture, NULL);

  g_setenv ("DRIVESCOPE_SYSROOT", root, TRUE);
  /* A health snapshot must fail without touching a real device. */
  g_setenv ("DRIVESCOPE_HELPER", "/bin/false", TRUE);
  ds_sysroot_reset ();
  return ds_thermal_sensor_new_for_dir (dir, NULL);
}

static void
test_luks_root_reads_the_nvme_hwmon (void)
{
  g_autoptr(DsThermalSensor) s = sensor_in ("sysroot-luks", "/home/user");

  g_assert_cmpstr (ds_thermal_sensor_get_source (s), ==, "hwmon");
  g_assert_null (ds_thermal_sensor_get_reason (s));
  g_assert_cmpfloat_with_epsilon (ds_thermal_sensor_read (s), 41.85, 1e-9);
  g_assert_cmpfloat_with_epsilon (ds_thermal_sensor_get_warning (s), 84.85, 1e-9);
  g_assert_cmpfloat_with_epsilon (ds_thermal_sensor_get_critical (s), 87.85, 1e-9);
  g_assert_true (g_str_has_prefix (ds_thermal_sensor_get_description (s), "nvme0n1"));
}

static void
test_raid0_reads_a_member_sensor (void)
{
  g_autoptr(DsThermalSensor) s = sensor_in ("sysroot-raid0", "/srv");
  DsThermalCounters counters;

  g_assert_cmpstr (ds_thermal_sensor_get_source (s), ==, "hwmon");
  g_assert_cmpfloat_with_epsilon (ds_thermal_sensor_read (s), 38.85, 1e-9);
  /* The helper failed: no counters, and no invented ones. */
  g_assert_false (ds_thermal_sensor_read_counters (s, &counters, NULL));
  g_assert_cmpint (counters.thermal_transitions, ==, -1);
}

static void
test_no_sensor_says_why (void)
{
  g_autoptr(DsThermalSensor) s = sensor_in ("sysroot-virtio-vm", "/");

  g_assert_cmpstr (ds_thermal_sensor_get_source (s), ==, "none");
  g_assert_true (isnan (ds_thermal_sensor_read (s)));
  g_assert_true (isnan (ds_thermal_sensor_get_warning (s)));
  g_assert_nonnull (ds_thermal_sensor_get_reason (s));
  g_test_message ("%s", ds_thermal_sensor_get_reason (s));
  g_assert_true (g_str_has_prefix (ds_thermal_sensor_get_reason (s), "no hwmon sensor"));
}

static void
test_unknown_directory_says_why (void)
{
  g_autoptr(DsThermalSensor) s = sensor_in ("sysroot-empty", "/mnt/nothing");

  g_assert_cmpstr (ds_thermal_sensor_get_source (s), ==, "none");
  g_assert_null (ds_thermal_sensor_get_description (s));
  g_assert_nonnull (strstr (ds_thermal_sensor_get_reason (s), "not found"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ds/thermal/sensor/luks-root-reads-the-nvme-hwmon", test_luks_root_reads_the_nvme_hwmon);
  g_test_add_func ("/ds/thermal/sensor/raid0-reads-a-member-sensor", test_raid0_reads_a_member_sensor);
  g_test_add_func ("/ds/thermal/sensor/no-sensor-says-why", test_no_sensor_says_why);
  g_test_add_func ("/ds/thermal/sensor/unknown-directory-says-why", test_unknown_directory_says_why);

  return g_test_run ();
}
