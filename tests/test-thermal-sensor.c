/* test-thermal-sensor.c — which sensor the thermal test reads, on fixture trees
 *
 * The sysroot fixtures (tests/fixtures/sysroot-*) are machines copied from
 * real layouts: a LUKS root on NVMe, an md RAID 0 of two NVMe drives, a
 * virtio VM disk without any sensor.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "ds-sysroot.h"
#include "ds-thermal-sensor.h"

static DsThermalSensor *
sensor_in_root (const char *root,
                const char *dir,
                const char *helper)
{
  g_setenv ("DRIVESCOPE_SYSROOT", root, TRUE);
  /* A health snapshot must never touch a real device: /bin/false fails. */
  g_setenv ("DRIVESCOPE_HELPER", helper != NULL ? helper : "/bin/false", TRUE);
  ds_sysroot_reset ();
  return ds_thermal_sensor_new_for_dir (dir, NULL);
}

static DsThermalSensor *
sensor_in (const char *fixture,
           const char *dir)
{
  g_autofree char *root = g_build_filename (DS_FIXTURES, fixture, NULL);

  return sensor_in_root (root, dir, NULL);
}

/* A helper that prints the health fixture for nvme0n1 (a hot Kingston NV2
 * that throttled: warning 83 °C, 338 transitions). */
static char *
write_helper (const char *dir)
{
  g_autofree char *fixture = g_build_filename (DS_FIXTURES, "health", "nvme-temp-warning.json", NULL);
  g_autofree char *body = g_strdup_printf ("#!/bin/sh\n[ \"$1\" = read ] && [ \"$2\" = nvme0n1 ] || exit 9\ncat '%s'\n",
                                           fixture);
  char *path = g_build_filename (dir, "helper", NULL);
  g_autoptr(GError) error = NULL;

  g_assert_true (g_file_set_contents (path, body, -1, &error));
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (path, 0755), ==, 0);
  return path;
}

static void
remove_tree (const char *dir)
{
  const char *argv[] = { "rm", "-rf", dir, NULL };
  int status = -1;

  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                               NULL, NULL, &status, NULL));
  g_assert_cmpint (status, ==, 0);
}

static void
test_health_snapshot_gives_counters_and_threshold (void)
{
  g_autofree char *tmp = g_dir_make_tmp ("ds-thermal-XXXXXX", NULL);
  g_autofree char *helper = write_helper (tmp);
  g_autofree char *root = g_build_filename (DS_FIXTURES, "sysroot-luks", NULL);
  g_autoptr(DsThermalSensor) s = sensor_in_root (root, "/home/user", helper);
  DsThermalCounters c;

  /* hwmon still gives the temperature; the drive's own warning level
   * (WCTEMP, 83 °C) wins over hwmon's temp1_max (84.85 °C). */
  g_assert_cmpstr (ds_thermal_sensor_get_source (s), ==, "hwmon");
  g_assert_cmpfloat_with_epsilon (ds_thermal_sensor_get_warning (s), 83, 1e-9);
  g_assert_cmpfloat_with_epsilon (ds_thermal_sensor_get_critical (s), 88, 1e-9);
  g_assert_true (ds_thermal_sensor_read_counters (s, &c, NULL));
  g_assert_cmpint (c.thermal_transitions, ==, 311 + 27);
  g_assert_cmpint (c.thermal_seconds, ==, 5400 + 380);
  g_assert_cmpint (c.warning_temp_minutes, ==, 42);
  g_assert_cmpint (c.critical_temp_minutes, ==, 3);
  g_assert_cmpint (c.bytes_written, ==, G_GINT64_CONSTANT (3584000000000));
  remove_tree (tmp);
}

static void
test_health_log_replaces_a_missing_hwmon (void)
{
  g_autofree char *tmp = g_dir_make_tmp ("ds-thermal-XXXXXX", NULL);
  g_autofree char *helper = write_helper (tmp);
  g_autofree char *fixture = g_build_filename (DS_FIXTURES, "sysroot-luks", NULL);
  g_autofree char *root = g_build_filename (tmp, "root", NULL);
  g_autofree char *hwmon = g_build_filename (root, "sys/devices/pci0000:00/0000:00:06.0/0000:04:00.0/nvme/nvme0/hwmon1", NULL);
  const char *cp[] = { "cp", "-a", fixture, root, NULL };
  g_autoptr(DsThermalSensor) s = NULL;
  int status = -1;

  g_assert_true (g_spawn_sync (NULL, (char **) cp, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL,
                               NULL, NULL, &status, NULL));
  g_assert_cmpint (status, ==, 0);
  g_assert_true (g_file_test (hwmon, G_FILE_TEST_IS_DIR));
  remove_tree (hwmon);

  s = sensor_in_root (root, "/home/user", helper);
  g_assert_cmpstr (ds_thermal_sensor_get_source (s), ==, "health-log");
  g_assert_cmpfloat_with_epsilon (ds_thermal_sensor_read (s), 86, 1e-9);
  g_assert_cmpfloat_with_epsilon (ds_thermal_sensor_get_warning (s), 83, 1e-9);
  g_assert_null (ds_thermal_sensor_get_reason (s));
  remove_tree (tmp);
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
  g_test_add_func ("/ds/thermal/sensor/health-snapshot-gives-counters-and-threshold", test_health_snapshot_gives_counters_and_threshold);
  g_test_add_func ("/ds/thermal/sensor/health-log-replaces-a-missing-hwmon", test_health_log_replaces_a_missing_hwmon);
  g_test_add_func ("/ds/thermal/sensor/no-sensor-says-why", test_no_sensor_says_why);
  g_test_add_func ("/ds/thermal/sensor/unknown-directory-says-why", test_unknown_directory_says_why);

  return g_test_run ();
}
