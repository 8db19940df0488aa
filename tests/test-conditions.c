/* test-conditions.c — the typed accessors write the conditions JSON in the
 * form the history has always stored (member order, nulls) and read it back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>
#include <glib/gstdio.h>
#include <sys/statvfs.h>

#include "ds-conditions.h"
#include "ds-run-conditions.h"
#include "ds-json.h"
#include "ds-sysroot.h"

static char *
compact (JsonObject *obj)
{
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), obj);

  return json_to_string (node, FALSE);
}

/* The saved form of "drive" and "link" as ds_bench_conditions_collect()
 * wrote them before the accessors: fixed member order, unknown as null,
 * "via" only for a dm / md device, lane figures only where known. */
static void
test_setters_keep_the_saved_form (void)
{
  g_autoptr(JsonObject) nvme = json_object_new ();
  g_autoptr(JsonObject) sata = json_object_new ();
  g_autoptr(JsonObject) none = json_object_new ();
  g_autofree char *nvme_text = NULL, *sata_text = NULL, *none_text = NULL;

  ds_conditions_set_dir (nvme, "/mnt/fast");
  ds_conditions_set_drive (nvme, &(DsConditionsDrive) {
    .name = "nvme0n1", .model = "Samsung SSD 980 PRO 1TB", .serial = "S5GXNX0R",
    .firmware = "5B2QGXA7", .transport = "nvme", .wwn = NULL,
    .size_bytes = 1000204886016, .via = "dm-0",
    .display_name = "never saved",
  });
  ds_conditions_set_link (nvme, &(DsConditionsLink) {
    .description = "PCIe x4", .has_lanes = TRUE, .current_gts = 2.5, .current_width = 2,
    .max_gts = 15.75, .max_width = 4, .degraded = TRUE, .reason = "runs at x2", .max_mbps = 1969.25,
  });
  ds_conditions_set_temp_start_c (nvme, 41.5);
  nvme_text = compact (nvme);
  g_assert_cmpstr (nvme_text, ==,
                   "{\"dir\":\"/mnt/fast\","
                   "\"drive\":{\"name\":\"nvme0n1\",\"model\":\"Samsung SSD 980 PRO 1TB\",\"serial\":\"S5GXNX0R\","
                   "\"firmware\":\"5B2QGXA7\",\"transport\":\"nvme\",\"wwn\":null,\"size_bytes\":1000204886016,"
                   "\"via\":\"dm-0\"},"
                   "\"link\":{\"description\":\"PCIe x4\",\"current_gts\":2.5,\"current_width\":2,\"max_gts\":15.75,"
                   "\"max_width\":4,\"degraded\":true,\"reason\":\"runs at x2\",\"max_mbps\":1969.25},"
                   "\"temp_start_c\":41.5}");

  ds_conditions_set_drive (sata, &(DsConditionsDrive) {
    .name = "sda", .model = NULL, .serial = "W1", .firmware = "01", .transport = "sata", .wwn = "naa.5",
    .size_bytes = 512,
  });
  ds_conditions_set_link (sata, &(DsConditionsLink) { .description = "SATA 6 Gb/s", .max_mbps = NAN });
  ds_conditions_set_temp_end_c (sata, NAN);
  sata_text = compact (sata);
  g_assert_cmpstr (sata_text, ==,
                   "{\"drive\":{\"name\":\"sda\",\"model\":null,\"serial\":\"W1\",\"firmware\":\"01\","
                   "\"transport\":\"sata\",\"wwn\":\"naa.5\",\"size_bytes\":512},"
                   "\"link\":{\"description\":\"SATA 6 Gb/s\",\"max_mbps\":null},\"temp_end_c\":null}");

  ds_conditions_set_drive (none, NULL);
  ds_conditions_set_link (none, NULL);
  none_text = compact (none);
  g_assert_cmpstr (none_text, ==, "{\"drive\":null,\"link\":null}");
}

/* A link whose maximum is not known may say 0: saved as null, as NAN is,
 * never as a maximum of 0 MB/s. */
static void
test_link_maximum_zero_is_unknown (void)
{
  g_autoptr(JsonObject) c = json_object_new ();
  g_autofree char *text = NULL;

  ds_conditions_set_link (c, &(DsConditionsLink) { .description = "USB", .max_mbps = 0 });
  text = compact (c);
  g_assert_cmpstr (text, ==, "{\"link\":{\"description\":\"USB\",\"max_mbps\":null}}");
}

/* The fill level of the folder's file system is what df shows: used over
 * used plus what users may still write (not the free share). */
static void
test_collect_fill_is_the_used_share (void)
{
  g_autoptr(JsonObject) c = json_object_new ();
  g_autofree char *dir = g_dir_make_tmp ("ds-conditions-XXXXXX", NULL);
  struct statvfs st;
  double used, avail, expect, got;

  g_assert_nonnull (dir);
  ds_run_conditions_collect (c, dir);
  g_assert_cmpint (statvfs (dir, &st), ==, 0);
  used = (double) (st.f_blocks - st.f_bfree) * st.f_frsize;
  avail = (double) st.f_bavail * st.f_frsize;
  g_rmdir (dir);
  if (used + avail <= 0)
    {
      g_test_skip ("the temporary folder's file system reports no size");
      return;
    }
  expect = 100.0 * used / (used + avail);
  got = ds_conditions_get_fill_percent (c);
  g_test_message ("fill %.2f %%, df's %.2f %%", got, expect);
  g_assert_cmpfloat (fabs (got - expect), <, 0.5);
  g_assert_cmpstr (ds_conditions_get_dir (c), ==, dir);
  g_assert_cmpint (ds_conditions_get_free_bytes (c), >, 0);
}

static void
test_getters_read_what_was_saved (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = ds_json_from_string (
    "{\"dir\":\"/mnt/fast\",\"filesystem\":\"btrfs\",\"fill_percent\":37.5,\"free_bytes\":1024,"
    "\"drive\":{\"name\":\"nvme0n1\",\"model\":null,\"display_name\":\"Fast disk\",\"size_bytes\":4096},"
    "\"link\":{\"description\":\"PCIe x4\",\"current_gts\":16,\"current_width\":2,\"max_gts\":16,"
    "\"max_width\":4,\"degraded\":true,\"reason\":\"runs at x2\",\"max_mbps\":null},"
    "\"temp_start_c\":null,\"direct\":false,\"warnings\":[\"btrfs\",3,\"full\"],"
    "\"engine\":\"io_uring\",\"app_version\":\"0.1.0\"}", &error);
  JsonObject *c;
  DsConditionsDrive drive;
  DsConditionsLink link;
  g_autoptr(GPtrArray) warnings = NULL;

  g_assert_no_error (error);
  c = json_node_get_object (node);
  g_assert_cmpstr (ds_conditions_get_dir (c), ==, "/mnt/fast");
  g_assert_cmpstr (ds_conditions_get_filesystem (c), ==, "btrfs");
  g_assert_cmpfloat (ds_conditions_get_fill_percent (c), ==, 37.5);
  g_assert_cmpint (ds_conditions_get_free_bytes (c), ==, 1024);
  g_assert_cmpint (ds_conditions_get_total_bytes (c), ==, -1);
  g_assert_true (isnan (ds_conditions_get_temp_start_c (c)));
  g_assert_cmpstr (ds_conditions_get_engine (c), ==, "io_uring");
  g_assert_cmpstr (ds_conditions_get_app_version (c), ==, "0.1.0");
  /* A thermal run says "direct"; a benchmark "direct_io". */
  g_assert_false (ds_conditions_get_direct_io (c, TRUE));

  g_assert_true (ds_conditions_get_drive (c, &drive));
  g_assert_cmpstr (drive.name, ==, "nvme0n1");
  g_assert_null (drive.model);
  g_assert_null (drive.serial);
  g_assert_cmpint (drive.size_bytes, ==, 4096);
  g_assert_cmpstr (ds_conditions_get_drive_title (c), ==, "Fast disk");

  g_assert_true (ds_conditions_get_link (c, &link));
  g_assert_true (link.has_lanes);
  g_assert_cmpint (link.current_width, ==, 2);
  g_assert_cmpfloat (link.current_gts, ==, 16);
  g_assert_true (link.degraded);
  g_assert_cmpstr (link.reason, ==, "runs at x2");
  g_assert_true (isnan (link.max_mbps));

  /* Only the strings of the array. */
  warnings = ds_conditions_get_warnings (c);
  g_assert_cmpuint (warnings->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (warnings, 1), ==, "full");
}

static void
test_getters_tolerate_nothing (void)
{
  DsConditionsDrive drive;
  DsConditionsLink link;
  g_autoptr(GPtrArray) warnings = ds_conditions_get_warnings (NULL);

  g_assert_false (ds_conditions_get_drive (NULL, &drive));
  g_assert_null (drive.name);
  g_assert_cmpint (drive.size_bytes, ==, -1);
  g_assert_false (ds_conditions_get_link (NULL, &link));
  g_assert_true (isnan (link.max_mbps));
  g_assert_null (ds_conditions_get_drive_title (NULL));
  g_assert_true (ds_conditions_get_direct_io (NULL, TRUE));
  g_assert_cmpuint (warnings->len, ==, 0);
  g_assert_null (ds_run_settings_get_profile (NULL));
  g_assert_cmpint (ds_run_settings_get_runs (NULL), ==, -1);
  g_assert_true (isnan (ds_run_settings_get_duration_s (NULL)));
}

/* A directory on an md RAID 0 (the sysroot-raid0 fixture: md0 over
 * nvme0n1p1 and nvme1n1p1, chunk 512 KiB) is filed under md0, with its
 * level, chunk and both members with their links. */
static void
test_run_on_md_array_is_filed_under_it (void)
{
  g_autofree char *root = g_build_filename (DS_FIXTURES, "sysroot-raid0", NULL);
  g_autoptr(JsonObject) c = json_object_new ();
  g_autofree char *text = NULL;
  DsConditionsDrive drive;
  JsonObject *array;
  JsonArray *members;

  g_setenv ("DRIVESCOPE_SYSROOT", root, TRUE);
  ds_sysroot_reset ();
  ds_run_conditions_collect (c, g_get_tmp_dir ());
  g_unsetenv ("DRIVESCOPE_SYSROOT");
  ds_sysroot_reset ();
  g_assert_true (ds_conditions_get_drive (c, &drive));
  g_assert_cmpstr (drive.name, ==, "md0");
  g_assert_cmpstr (drive.transport, ==, "md");
  array = ds_conditions_get_array (c);
  g_assert_nonnull (array);
  g_assert_cmpstr (ds_json_get_string (array, "level"), ==, "raid0");
  g_assert_cmpint (ds_json_get_int (array, "chunk_bytes", 0), ==, 524288);
  members = ds_json_get_array (array, "members");
  g_assert_cmpuint (json_array_get_length (members), ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      JsonObject *m = json_array_get_object_element (members, i);

      g_test_message ("member %s: %s, link %s", ds_json_get_string (m, "name"), ds_json_get_string (m, "model"),
                      ds_json_get_string (m, "link"));
      g_assert_true (g_str_has_prefix (ds_json_get_string (m, "name"), "nvme"));
      g_assert_nonnull (ds_json_get_string (m, "model"));
      g_assert_true (g_str_has_prefix (ds_json_get_string (m, "link"), "PCIe"));
    }
  text = ds_conditions_array_text (c);
  g_assert_cmpstr (text, ==, "raid0 of 2 (nvme0n1, nvme1n1), chunk 512 KiB");
}

/* A directory on an LVM volume striped over two SATA drives (the
 * sysroot-lvm fixture: vg0-data over sda1 and sdb1) is filed under the
 * volume, with its kind, name and both members with their links; one on a
 * volume of one drive (vg0-home on sda1) is filed under that drive. */
static void
test_run_on_lvm_volume_is_filed_under_it (void)
{
  g_autofree char *root = g_build_filename (DS_FIXTURES, "sysroot-lvm", NULL);
  g_autoptr(JsonObject) c = json_object_new ();
  g_autoptr(JsonObject) home = json_object_new ();
  g_autofree char *text = NULL;
  DsConditionsDrive drive;
  JsonObject *array;
  JsonArray *members;

  g_setenv ("DRIVESCOPE_SYSROOT", root, TRUE);
  ds_sysroot_reset ();
  ds_run_conditions_collect (c, g_get_tmp_dir ());
  ds_run_conditions_collect (home, "/home/user");
  g_unsetenv ("DRIVESCOPE_SYSROOT");
  ds_sysroot_reset ();
  g_assert_true (ds_conditions_get_drive (c, &drive));
  g_assert_cmpstr (drive.name, ==, "dm-0");
  g_assert_cmpstr (drive.transport, ==, "dm");
  g_assert_null (drive.model);
  array = ds_conditions_get_array (c);
  g_assert_nonnull (array);
  g_assert_cmpstr (ds_json_get_string (array, "kind"), ==, "lvm");
  g_assert_cmpstr (ds_json_get_string (array, "volume"), ==, "vg0-data");
  g_assert_null (ds_json_get_string (array, "level"));
  members = ds_json_get_array (array, "members");
  g_assert_cmpuint (json_array_get_length (members), ==, 2);
  g_assert_cmpstr (ds_json_get_string (json_array_get_object_element (members, 0), "model"), ==,
                   "Samsung SSD 870 EVO 1TB");
  g_assert_cmpstr (ds_json_get_string (json_array_get_object_element (members, 1), "model"), ==, "CT1000MX500SSD1");
  for (guint i = 0; i < 2; i++)
    {
      JsonObject *m = json_array_get_object_element (members, i);

      g_test_message ("member %s: %s, link %s", ds_json_get_string (m, "name"), ds_json_get_string (m, "model"),
                      ds_json_get_string (m, "link"));
      g_assert_nonnull (ds_json_get_string (m, "serial"));
      g_assert_nonnull (strstr (ds_json_get_string (m, "link"), "6.0 Gb/s"));
    }
  text = ds_conditions_array_text (c);
  g_assert_cmpstr (text, ==, "LVM volume vg0-data over 2 (sda, sdb)");

  /* vg0-home lives on sda alone: the run is sda's, no array */
  g_assert_true (ds_conditions_get_drive (home, &drive));
  g_assert_cmpstr (drive.name, ==, "sda");
  g_assert_cmpstr (drive.model, ==, "Samsung SSD 870 EVO 1TB");
  g_assert_null (ds_conditions_get_array (home));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/conditions/setters-keep-the-saved-form", test_setters_keep_the_saved_form);
  g_test_add_func ("/ds/conditions/run-on-md-array-is-filed-under-it", test_run_on_md_array_is_filed_under_it);
  g_test_add_func ("/ds/conditions/run-on-lvm-volume-is-filed-under-it", test_run_on_lvm_volume_is_filed_under_it);
  g_test_add_func ("/ds/conditions/link-maximum-zero-is-unknown", test_link_maximum_zero_is_unknown);
  g_test_add_func ("/ds/conditions/collect-fill-is-the-used-share", test_collect_fill_is_the_used_share);
  g_test_add_func ("/ds/conditions/getters-read-what-was-saved", test_getters_read_what_was_saved);
  g_test_add_func ("/ds/conditions/getters-tolerate-nothing", test_getters_tolerate_nothing);
  return g_test_run ();
}
