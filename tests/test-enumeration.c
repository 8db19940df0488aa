/* test-enumeration.c — drives, links, partitions and mounts from fixture
 * sysfs trees reproducing real kernel layouts (tests/fixtures/make-sysroots.py)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ds-drive-list.h"
#include "ds-error.h"
#include "ds-format.h"
#include "ds-json.h"
#include "ds-mounts.h"
#include "ds-sysroot.h"

static GPtrArray *
enumerate_fixture (const char *name,
                   DsEnumFlags flags)
{
  g_autofree char *dir = g_strconcat (DS_FIXTURES, "/sysroot-", name, NULL);
  g_autoptr(GError) error = NULL;
  GPtrArray *drives;

  g_setenv ("DRIVESCOPE_SYSROOT", dir, TRUE);
  ds_sysroot_reset ();
  drives = ds_drive_list_enumerate (flags, &error);
  g_assert_no_error (error);
  g_assert_nonnull (drives);
  return drives;
}

/* The JSON of every drive, keyed by name: {"nvme0n1": {...}, ...}. */
static JsonNode *
drives_json (GPtrArray *drives)
{
  JsonObject *obj = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  for (guint i = 0; i < drives->len; i++)
    {
      DsDrive *d = g_ptr_array_index (drives, i);
      json_object_set_member (obj, d->name, ds_drive_to_json (d));
    }
  json_node_take_object (node, obj);
  return node;
}

/* expect (root, "nvme0n1.link.degraded", "true"): the value at a dotted path
 * (array elements by index), serialised, equals @want. */
static void
expect (JsonNode   *root,
        const char *path,
        const char *want)
{
  g_auto(GStrv) parts = g_strsplit (path, ".", -1);
  g_autofree char *got = NULL;
  JsonNode *node = root;

  for (guint i = 0; parts[i] != NULL; i++)
    {
      if (JSON_NODE_HOLDS_OBJECT (node) && json_object_has_member (json_node_get_object (node), parts[i]))
        node = json_object_get_member (json_node_get_object (node), parts[i]);
      else if (JSON_NODE_HOLDS_ARRAY (node) && g_ascii_isdigit (parts[i][0]) &&
               (guint) atoi (parts[i]) < json_array_get_length (json_node_get_array (node)))
        node = json_array_get_element (json_node_get_array (node), atoi (parts[i]));
      else
        g_error ("%s: no member “%s”", path, parts[i]);
    }
  got = ds_json_to_string (node, FALSE);
  g_strchomp (got);
  if (g_strcmp0 (got, want) != 0)
    g_error ("%s: expected %s, got %s", path, want, got);
}

static void
test_desktop_lists_nvme_sata_usb_and_hides_loops (void)
{
  g_autoptr(GPtrArray) drives = enumerate_fixture ("desktop", DS_ENUM_FLAGS_NONE);
  g_autoptr(GPtrArray) all = enumerate_fixture ("desktop", DS_ENUM_FLAGS_ALL);
  g_autoptr(JsonNode) j = drives_json (drives);
  g_autoptr(JsonNode) ja = drives_json (all);

  g_assert_cmpuint (drives->len, ==, 3);
  g_assert_cmpstr (((DsDrive *) g_ptr_array_index (drives, 0))->name, ==, "nvme0n1");
  g_assert_cmpstr (((DsDrive *) g_ptr_array_index (drives, 1))->name, ==, "sda");
  g_assert_cmpstr (((DsDrive *) g_ptr_array_index (drives, 2))->name, ==, "sdb");

  /* NVMe at PCIe 4.0 x4 in a 4.0 x4 slot */
  expect (j, "nvme0n1.path", "\"/dev/nvme0n1\"");
  expect (j, "nvme0n1.model", "\"Samsung SSD 980 PRO 1TB\"");
  expect (j, "nvme0n1.vendor", "null");
  expect (j, "nvme0n1.serial", "\"S5GXNX0T123456A\"");
  expect (j, "nvme0n1.firmware", "\"5B2QGXA7\"");
  expect (j, "nvme0n1.wwn", "\"eui.0025388b91b2c3d4\"");
  expect (j, "nvme0n1.size_bytes", "1000204886016");
  expect (j, "nvme0n1.logical_block_size", "512");
  expect (j, "nvme0n1.physical_block_size", "512");
  expect (j, "nvme0n1.rotational", "false");
  expect (j, "nvme0n1.removable", "false");
  expect (j, "nvme0n1.transport", "\"nvme-pcie\"");
  expect (j, "nvme0n1.controller", "\"nvme0\"");
  expect (j, "nvme0n1.link.current_gts", "16.0");
  expect (j, "nvme0n1.link.current_width", "4");
  expect (j, "nvme0n1.link.max_gts", "16.0");
  expect (j, "nvme0n1.link.max_width", "4");
  expect (j, "nvme0n1.link.degraded", "false");
  expect (j, "nvme0n1.link.reason", "null");
  expect (j, "nvme0n1.link.max_mbps", "7877.0");
  expect (j, "nvme0n1.temperature_c", "38.850000000000001");
  expect (j, "nvme0n1.temperature_warning_c", "84.849999999999994");
  expect (j, "nvme0n1.temperature_critical_c", "87.849999999999994");
  expect (j, "nvme0n1.temperature_sensors_c", "[37.850000000000001,42.850000000000001]");
  expect (j, "nvme0n1.partitions.0.name", "\"nvme0n1p1\"");
  expect (j, "nvme0n1.partitions.0.fstype", "\"vfat\"");
  expect (j, "nvme0n1.partitions.0.label", "\"EFI\"");
  expect (j, "nvme0n1.partitions.0.size_bytes", "536870912");
  expect (j, "nvme0n1.partitions.0.mountpoints", "[\"/boot/efi\"]");
  expect (j, "nvme0n1.partitions.0.free_bytes", "null");  /* no statvfs of fixtures */
  expect (j, "nvme0n1.partitions.1.fstype", "\"ext4\"");
  expect (j, "nvme0n1.partitions.1.mountpoints", "[\"/\"]");
  expect (j, "nvme0n1.members", "[]");

  /* SATA SSD: the INQUIRY model is cut at 16 characters; IDENTIFY has it all */
  expect (j, "sda.model", "\"Samsung SSD 870 EVO 1TB\"");
  expect (j, "sda.vendor", "null");
  expect (j, "sda.serial", "\"S6PTNZ0R123456A\"");
  expect (j, "sda.firmware", "\"SVT02B6Q\"");
  expect (j, "sda.wwn", "\"naa.5002538f4123abcd\"");
  expect (j, "sda.transport", "\"sata\"");
  expect (j, "sda.rotational", "false");
  expect (j, "sda.link.current_gts", "6.0");
  expect (j, "sda.link.degraded", "false");
  expect (j, "sda.link.max_mbps", "600.0");
  expect (j, "sda.temperature_c", "null");
  expect (j, "sda.partitions.0.label", "\"data\"");
  expect (j, "sda.partitions.0.mountpoints", "[\"/home\"]");

  /* USB stick: the bridge's INQUIRY strings, kept verbatim (escaped on output) */
  expect (j, "sdb.transport", "\"usb\"");
  expect (j, "sdb.vendor", "\"SanDisk\"");
  expect (j, "sdb.model", "\"Ultra Fit\\u001b[2J\"");
  expect (j, "sdb.removable", "true");
  expect (j, "sdb.rotational", "true");
  expect (j, "sdb.link", "null");
  expect (j, "sdb.serial", "\"4C530001230315117475\"");  /* from the USB device */
  expect (j, "sdb.partitions.0.mountpoints", "[\"/media/user/STICK\"]");

  /* --all adds the attached loop device and zram, never the empty loop1 */
  g_assert_cmpuint (all->len, ==, 5);
  expect (ja, "loop0.transport", "\"loop\"");
  expect (ja, "loop0.virtual", "true");
  expect (ja, "loop0.partitions.0.fstype", "\"squashfs\"");
  expect (ja, "loop0.partitions.0.mountpoints", "[\"/snap/core22/1380\"]");
  expect (ja, "zram0.transport", "\"zram\"");
  g_assert_false (json_object_has_member (json_node_get_object (ja), "loop1"));
}

static void
test_nvme_at_x2_of_x4_is_degraded (void)
{
  g_autoptr(GPtrArray) drives = enumerate_fixture ("nvme-x2", DS_ENUM_FLAGS_NONE);
  g_autoptr(JsonNode) j = drives_json (drives);

  expect (j, "nvme0n1.link.current_gts", "8.0");
  expect (j, "nvme0n1.link.current_width", "2");
  expect (j, "nvme0n1.link.max_gts", "16.0");
  expect (j, "nvme0n1.link.max_width", "4");
  expect (j, "nvme0n1.link.slot_max_gts", "8.0");
  expect (j, "nvme0n1.link.slot_max_width", "4");
  expect (j, "nvme0n1.link.degraded", "true");
  expect (j, "nvme0n1.link.reason",
          "\"running at PCIe 3.0 x2; drive and slot support x4: sequential reads may drop by half or more\"");
  expect (j, "nvme0n1.link.max_mbps", "1969.0");
  expect (j, "nvme0n1.partitions.0.fstype", "\"xfs\"");
}

static void
test_slot_limited_link_is_explained_not_degraded (void)
{
  g_autoptr(GPtrArray) drives = enumerate_fixture ("luks", DS_ENUM_FLAGS_NONE);
  g_autoptr(JsonNode) j = drives_json (drives);

  expect (j, "nvme0n1.link.degraded", "false");
  expect (j, "nvme0n1.link.reason", "\"the slot supports only PCIe 3.0; the drive could do 4.0\"");
  expect (j, "nvme0n1.link.max_mbps", "3938.0");
}

static void
test_md_raid0_names_its_member_drives (void)
{
  g_autoptr(GPtrArray) drives = enumerate_fixture ("raid0", DS_ENUM_FLAGS_NONE);
  g_autoptr(JsonNode) j = drives_json (drives);
  DsPartition *part = NULL;
  DsDrive *holder;

  g_assert_cmpuint (drives->len, ==, 3);
  expect (j, "md0.transport", "\"md\"");
  expect (j, "md0.md_level", "\"raid0\"");
  expect (j, "md0.members", "[\"nvme0n1\",\"nvme1n1\"]");
  expect (j, "md0.size_bytes", "2000407232512");
  expect (j, "md0.partitions.0.name", "\"md0\"");
  expect (j, "md0.partitions.0.mountpoints", "[\"/\"]");
  expect (j, "nvme0n1.partitions.0.fstype", "\"linux_raid_member\"");
  expect (j, "nvme0n1.partitions.0.holder", "\"md0\"");
  expect (j, "nvme1n1.serial", "\"S64ANS0T100002B\"");
  expect (j, "nvme1n1.link.current_gts", "8.0");
  expect (j, "nvme1n1.link.degraded", "false");

  /* "/" is on the array, which spans two drives: the array holds it */
  holder = ds_drive_list_find_by_path (drives, "/", &part);
  g_assert_nonnull (holder);
  g_assert_cmpstr (holder->name, ==, "md0");
  g_assert_nonnull (part);
  g_assert_cmpstr (part->name, ==, "md0");
}

/* LVM over two SATA drives (the sysroot-lvm fixture): vg0-data spans both
 * and holds "/", as md0 does; vg0-home lives on sda alone, which holds
 * /home for it. */
static void
test_lvm_volume_names_its_member_drives (void)
{
  g_autoptr(GPtrArray) drives = enumerate_fixture ("lvm", DS_ENUM_FLAGS_NONE);
  g_autoptr(JsonNode) j = drives_json (drives);
  g_autofree char *name = NULL;
  DsPartition *part = NULL;
  DsDrive *holder;

  expect (j, "dm-0.transport", "\"dm\"");
  expect (j, "dm-0.dm_kind", "\"lvm\"");
  expect (j, "dm-0.dm_name", "\"vg0-data\"");
  expect (j, "dm-0.path", "\"/dev/mapper/vg0-data\"");
  expect (j, "dm-0.members", "[\"sda\",\"sdb\"]");
  expect (j, "dm-0.size_bytes", "1536000000000");
  expect (j, "dm-1.members", "[\"sda\"]");
  expect (j, "sda.partitions.0.fstype", "\"LVM2_member\"");
  expect (j, "sdb.serial", "\"2203E5F1C4D5\"");

  /* "/" is on the volume over two drives: the volume holds it */
  holder = ds_drive_list_find_by_path (drives, "/", &part);
  g_assert_nonnull (holder);
  g_assert_cmpstr (holder->name, ==, "dm-0");
  name = ds_drive_display_name (holder);
  g_assert_cmpstr (name, ==, "Logical volume vg0-data");
  /* the volume on one drive stands for that drive */
  holder = ds_drive_list_find_by_path (drives, "/home", NULL);
  g_assert_nonnull (holder);
  g_assert_cmpstr (holder->name, ==, "sda");
}

static void
test_luks_root_resolves_to_the_nvme_drive (void)
{
  g_autoptr(GPtrArray) drives = enumerate_fixture ("luks", DS_ENUM_FLAGS_NONE);
  g_autoptr(JsonNode) j = drives_json (drives);
  DsPartition *part = NULL;
  DsDrive *holder;

  expect (j, "dm-0.transport", "\"dm\"");
  expect (j, "dm-0.dm_kind", "\"crypt\"");
  expect (j, "dm-0.path", "\"/dev/mapper/luks-c1c2c3c4-d5d6-e7e8-f9f0-a1a2a3a4a5a6\"");
  expect (j, "dm-0.members", "[\"nvme0n1\"]");
  expect (j, "dm-0.partitions.0.fstype", "\"btrfs\"");
  expect (j, "dm-0.partitions.0.mountpoints", "[\"/\",\"/home\"]");
  expect (j, "nvme0n1.partitions.2.fstype", "\"crypto_LUKS\"");
  expect (j, "nvme0n1.partitions.2.holder", "\"dm-0\"");
  expect (j, "nvme0n1.partitions.2.mountpoints", "[]");
  expect (j, "nvme0n1.partitions.1.mountpoints", "[\"/boot\"]");

  /* btrfs mounts carry an anonymous device number; found by source */
  holder = ds_drive_list_find_by_path (drives, "/", &part);
  g_assert_nonnull (holder);
  g_assert_cmpstr (holder->name, ==, "nvme0n1");
  g_assert_cmpstr (part->name, ==, "dm-0");
  holder = ds_drive_list_find_by_path (drives, "/home/user/Documents", NULL);
  g_assert_cmpstr (holder->name, ==, "nvme0n1");
  holder = ds_drive_list_find_by_path (drives, "/boot/efi/EFI", &part);
  g_assert_cmpstr (holder->name, ==, "nvme0n1");
  g_assert_cmpstr (part->name, ==, "nvme0n1p1");
}

static void
test_virtio_vm_disk (void)
{
  g_autoptr(GPtrArray) drives = enumerate_fixture ("virtio-vm", DS_ENUM_FLAGS_NONE);
  g_autoptr(JsonNode) j = drives_json (drives);

  g_assert_cmpuint (drives->len, ==, 1);
  expect (j, "vda.transport", "\"virtio\"");
  expect (j, "vda.serial", "\"vm-disk-01\"");
  expect (j, "vda.model", "null");
  expect (j, "vda.size_bytes", "21474836480");
  expect (j, "vda.rotational", "true");
  expect (j, "vda.link", "null");
  expect (j, "vda.partitions.0.mountpoints", "[\"/\"]");
  expect (j, "vda.partitions.1.fstype", "\"swap\"");
  g_assert_cmpstr (ds_drive_list_find_by_path (drives, "/var/tmp", NULL)->name, ==, "vda");
}

static void
test_lookup_by_name_dev_path_serial_and_path (void)
{
  g_autoptr(GPtrArray) drives = enumerate_fixture ("luks", DS_ENUM_FLAGS_ALL);
  g_autoptr(GError) error = NULL;
  DsDrive *d;

  g_assert_cmpstr (ds_drive_list_lookup (drives, "nvme0n1", NULL)->name, ==, "nvme0n1");
  g_assert_cmpstr (ds_drive_list_lookup (drives, "nvme0n1p2", NULL)->name, ==, "nvme0n1");
  g_assert_cmpstr (ds_drive_list_lookup (drives, "/dev/nvme0n1", NULL)->name, ==, "nvme0n1");
  g_assert_cmpstr (ds_drive_list_lookup (drives, "X3KA71ABCDEF", NULL)->name, ==, "nvme0n1");
  g_assert_cmpstr (ds_drive_list_lookup (drives, "/dev/mapper/luks-c1c2c3c4-d5d6-e7e8-f9f0-a1a2a3a4a5a6", NULL)->name,
                   ==, "dm-0");
  g_assert_cmpstr (ds_drive_list_lookup (drives, "/home", NULL)->name, ==, "nvme0n1");

  d = ds_drive_list_lookup (drives, "sdz", &error);
  g_assert_null (d);
  g_assert_error (error, DS_ERROR, DS_ERROR_NOT_FOUND);
  g_assert_cmpstr (error->message, ==,
                   "no drive named 'sdz'; run 'drivescope-cli list' to see the drives");
}

static void
test_writable_mounts_prefer_home (void)
{
  g_autoptr(GPtrArray) drives = enumerate_fixture ("desktop", DS_ENUM_FLAGS_NONE);
  g_autoptr(GPtrArray) dirs = NULL;
  DsDrive *sda = ds_drive_list_lookup (drives, "sda", NULL);
  DsDrive *nvme = ds_drive_list_lookup (drives, "nvme0n1", NULL);
  g_autoptr(GPtrArray) nvme_dirs = NULL;

  g_setenv ("HOME", "/home/user", TRUE);
  dirs = ds_drive_writable_mounts (drives, sda);
  /* g_get_home_dir() is cached by GLib: accept either the home or its mount */
  g_assert_cmpuint (dirs->len, >=, 1);
  g_assert_true (g_str_has_prefix (g_ptr_array_index (dirs, 0), "/home"));
  nvme_dirs = ds_drive_writable_mounts (drives, nvme);
  g_assert_cmpuint (nvme_dirs->len, ==, 2);
  g_assert_cmpstr (g_ptr_array_index (nvme_dirs, 0), ==, "/");
  g_assert_cmpstr (g_ptr_array_index (nvme_dirs, 1), ==, "/boot/efi");
}

static void
test_no_drives_is_an_empty_list (void)
{
  g_autoptr(GPtrArray) drives = enumerate_fixture ("empty", DS_ENUM_FLAGS_ALL);

  g_assert_cmpuint (drives->len, ==, 0);
}

static void
test_missing_sysfs_is_an_error (void)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *drives;

  g_setenv ("DRIVESCOPE_SYSROOT", "/nonexistent-root", TRUE);
  ds_sysroot_reset ();
  drives = ds_drive_list_enumerate (DS_ENUM_FLAGS_NONE, &error);
  g_assert_null (drives);
  g_assert_error (error, DS_ERROR, DS_ERROR_UNSUPPORTED);
}

static void
test_mountinfo_unescapes_and_finds_longest_prefix (void)
{
  g_autoptr(GPtrArray) mounts = ds_mounts_parse (
    "27 1 259:2 / / rw,relatime shared:1 - ext4 /dev/nvme0n1p2 rw\n"
    "30 27 8:17 / /media/user/My\\040Stick rw,nosuid shared:5 - vfat /dev/sdb1 rw\n"
    "31 27 0:33 /home /home rw master:1 - btrfs /dev/mapper/root rw,ssd\n"
    "garbage line\n");
  DsMount *m;

  g_assert_cmpuint (mounts->len, ==, 3);
  m = ds_mounts_find (mounts, "/media/user/My Stick/photos");
  g_assert_cmpstr (m->mountpoint, ==, "/media/user/My Stick");
  g_assert_cmpuint (m->major, ==, 8);
  g_assert_cmpuint (m->minor, ==, 17);
  m = ds_mounts_find (mounts, "/homework");
  g_assert_cmpstr (m->mountpoint, ==, "/");
  m = ds_mounts_find (mounts, "/home/a");
  g_assert_cmpstr (m->fstype, ==, "btrfs");
  g_assert_cmpstr (m->source, ==, "/dev/mapper/root");
  g_assert_cmpstr (m->root, ==, "/home");
  g_assert_true (ds_mount_has_option (m, "rw"));
  g_assert_false (ds_mount_has_option (m, "ro"));
}

/* The whole JSON of every drive of a fixture (with --all) and the drive
 * holding "/" equal a reviewed expected document. DS_UPDATE_EXPECTED=1
 * rewrites the documents after a deliberate change; review the diff. */
static void
test_fixture_matches_expected_json (gconstpointer data)
{
  const char *fixture = data;
  g_autoptr(GPtrArray) drives = enumerate_fixture (fixture, DS_ENUM_FLAGS_ALL);
  g_autoptr(JsonNode) root = json_node_new (JSON_NODE_OBJECT);
  g_autofree char *path = g_strdup_printf ("%s/expected-enum/%s.json", DS_FIXTURES, fixture);
  g_autofree char *got = NULL;
  g_autofree char *want = NULL;
  g_autoptr(GError) error = NULL;
  JsonObject *obj = json_object_new ();
  JsonArray *arr = json_array_new ();
  DsDrive *holder;

  for (guint i = 0; i < drives->len; i++)
    json_array_add_element (arr, ds_drive_to_json (g_ptr_array_index (drives, i)));
  json_object_set_array_member (obj, "drives", arr);
  holder = ds_drive_list_find_by_path (drives, "/", NULL);
  if (holder != NULL)
    json_object_set_string_member (obj, "holds_root", holder->name);
  else
    json_object_set_null_member (obj, "holds_root");
  json_node_take_object (root, obj);
  got = ds_json_to_string (root, TRUE);

  if (g_getenv ("DS_UPDATE_EXPECTED") != NULL)
    {
      g_assert_true (g_file_set_contents (path, got, -1, &error));
      g_test_message ("rewrote %s", path);
      return;
    }
  g_assert_true (g_file_get_contents (path, &want, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (got, ==, want);
}

static void
test_device_strings_become_valid_utf8 (void)
{
  g_autofree char *a = ds_strdup_device_string ("Ultra\xff\xfe Fit  ", 14);

  g_assert_true (g_utf8_validate (a, -1, NULL));
  g_assert_cmpstr (a, ==, "Ultra\xef\xbf\xbd\xef\xbf\xbd Fit");
}

static void
test_pcie_arithmetic (void)
{
  g_assert_cmpuint (ds_pcie_generation (2.5), ==, 1);
  g_assert_cmpuint (ds_pcie_generation (5.0), ==, 2);
  g_assert_cmpuint (ds_pcie_generation (8.0), ==, 3);
  g_assert_cmpuint (ds_pcie_generation (16.0), ==, 4);
  g_assert_cmpuint (ds_pcie_generation (32.0), ==, 5);
  g_assert_cmpuint (ds_pcie_generation (64.0), ==, 6);
  g_assert_cmpfloat_with_epsilon (ds_pcie_max_mbps (2.5, 1), 250.0, 0.01);
  g_assert_cmpfloat_with_epsilon (ds_pcie_max_mbps (8.0, 4), 3938.46, 0.01);
  g_assert_cmpfloat_with_epsilon (ds_pcie_max_mbps (16.0, 4), 7876.92, 0.01);
  g_assert_cmpfloat_with_epsilon (ds_pcie_max_mbps (32.0, 4), 15753.85, 0.01);
  g_assert_cmpfloat (ds_pcie_max_mbps (0, 4), ==, 0);
}

static DsDrive *
find_named (GPtrArray *drives, const char *name)
{
  for (guint i = 0; i < drives->len; i++)
    if (g_str_equal (((DsDrive *) g_ptr_array_index (drives, i))->name, name))
      return g_ptr_array_index (drives, i);
  g_assert_not_reached ();
}

/* Two scans of the same machine are equal; a change anywhere shown is not,
 * down to fields the window's old fingerprint left out (the WWN, a RAID
 * member), while a degree of temperature or a megabyte of free space (a
 * test writing to the drive) is no change. */
static void
test_drive_equal_sees_every_shown_change (void)
{
  g_autoptr(GPtrArray) a = enumerate_fixture ("desktop", DS_ENUM_FLAGS_NONE);
  g_autoptr(GPtrArray) b = enumerate_fixture ("desktop", DS_ENUM_FLAGS_NONE);
  DsDrive *x, *y;
  DsPartition *part;

  g_assert_cmpuint (a->len, ==, b->len);
  for (guint i = 0; i < a->len; i++)
    g_assert_true (ds_drive_equal (g_ptr_array_index (a, i), g_ptr_array_index (b, i)));
  x = find_named (a, "nvme0n1");
  y = find_named (b, "nvme0n1");
  g_assert_false (ds_drive_equal (x, NULL));
  g_assert_true (ds_drive_equal (NULL, NULL));

  g_free (y->wwn);
  y->wwn = g_strdup ("eui.0000000000000001");
  g_assert_false (ds_drive_equal (x, y));
  g_free (y->wwn);
  y->wwn = g_strdup (x->wwn);
  g_assert_true (ds_drive_equal (x, y));

  g_ptr_array_add (y->members, g_strdup ("sda"));
  g_assert_false (ds_drive_equal (x, y));
  g_ptr_array_remove_index (y->members, y->members->len - 1);

  y->temperature_c = isnan (x->temperature_c) ? 40.2 : x->temperature_c + 0.2;
  x->temperature_c = isnan (x->temperature_c) ? 40.0 : x->temperature_c;
  g_assert_true (ds_drive_equal (x, y));
  y->temperature_c += 3;
  g_assert_false (ds_drive_equal (x, y));
  y->temperature_c = x->temperature_c;

  g_assert_cmpuint (y->partitions->len, >, 0);
  part = g_ptr_array_index (x->partitions, 0);
  part->free_bytes = 50000200000;
  part = g_ptr_array_index (y->partitions, 0);
  part->free_bytes = 50000700000;
  g_assert_true (ds_drive_equal (x, y));
  part->free_bytes = 50005000000;
  g_assert_false (ds_drive_equal (x, y));
  part->free_bytes = 50000200000;
  g_assert_true (ds_drive_equal (x, y));
  g_ptr_array_add (part->mountpoints, g_strdup ("/mnt/elsewhere"));
  g_assert_false (ds_drive_equal (x, y));
}

/* Field by field: a change in any one of them is a change of the drive,
 * and putting it back makes the two equal again. */
#define CHANGE_TEXT(obj, field)                                   \
  G_STMT_START {                                                  \
    char *kept = (obj)->field;                                    \
    (obj)->field = g_strdup ("changed");                          \
    g_test_message ("%s", #field);                                \
    g_assert_false (ds_drive_equal (x, y));                       \
    g_free ((obj)->field);                                        \
    (obj)->field = kept;                                          \
    g_assert_true (ds_drive_equal (x, y));                        \
  } G_STMT_END
#define CHANGE_VALUE(obj, field, value)                           \
  G_STMT_START {                                                  \
    __typeof__ ((obj)->field) kept = (obj)->field;                \
    (obj)->field = (value);                                       \
    g_test_message ("%s", #field);                                \
    g_assert_false (ds_drive_equal (x, y));                       \
    (obj)->field = kept;                                          \
    g_assert_true (ds_drive_equal (x, y));                        \
  } G_STMT_END

static void
test_drive_equal_field_by_field (void)
{
  g_autoptr(GPtrArray) a = enumerate_fixture ("desktop", DS_ENUM_FLAGS_NONE);
  g_autoptr(GPtrArray) b = enumerate_fixture ("desktop", DS_ENUM_FLAGS_NONE);
  DsDrive *x = find_named (a, "nvme0n1");
  DsDrive *y = find_named (b, "nvme0n1");
  DsPartition *part;
  double sensor = 35;

  g_assert_true (ds_drive_equal (x, y));
  g_assert_true (ds_drive_equal (x, x));
  CHANGE_TEXT (y, name);
  CHANGE_TEXT (y, path);
  CHANGE_TEXT (y, model);
  CHANGE_TEXT (y, vendor);
  CHANGE_TEXT (y, serial);
  CHANGE_TEXT (y, firmware);
  CHANGE_TEXT (y, controller);
  CHANGE_TEXT (y, dm_name);
  CHANGE_TEXT (y, dm_kind);
  CHANGE_TEXT (y, md_level);
  CHANGE_TEXT (y, hwmon_dir);
  CHANGE_VALUE (y, size_bytes, y->size_bytes + 4096);
  CHANGE_VALUE (y, logical_block_size, y->logical_block_size == 512 ? 4096 : 512);
  CHANGE_VALUE (y, physical_block_size, y->physical_block_size == 512 ? 4096 : 512);
  CHANGE_VALUE (y, rotational, !y->rotational);
  CHANGE_VALUE (y, removable, !y->removable);
  CHANGE_VALUE (y, transport, y->transport == DS_TRANSPORT_USB ? DS_TRANSPORT_SATA : DS_TRANSPORT_USB);
  CHANGE_VALUE (y, is_virtual, !y->is_virtual);
  CHANGE_VALUE (y, max_interface_mbps, y->max_interface_mbps + 100);
  CHANGE_VALUE (y, temperature_warning_c, isnan (y->temperature_warning_c) ? 70 : y->temperature_warning_c + 5);
  CHANGE_VALUE (y, temperature_critical_c, isnan (y->temperature_critical_c) ? 80 : y->temperature_critical_c + 5);
  g_assert_true (y->has_link);
  CHANGE_VALUE (y, link.current_width, y->link.current_width + 1);
  CHANGE_VALUE (y, link.max_gts, y->link.max_gts + 8);
  CHANGE_VALUE (y, link.degraded, !y->link.degraded);
  CHANGE_TEXT (y, link.reason);
  CHANGE_VALUE (y, has_link, FALSE);

  /* a temperature sensor more, or one that reads other than the other's */
  if (y->temperature_sensors_c == NULL)
    y->temperature_sensors_c = g_array_new (FALSE, FALSE, sizeof (double));
  if (x->temperature_sensors_c == NULL)
    x->temperature_sensors_c = g_array_new (FALSE, FALSE, sizeof (double));
  g_assert_true (ds_drive_equal (x, y));
  g_array_append_val (y->temperature_sensors_c, sensor);
  g_assert_false (ds_drive_equal (x, y));
  sensor = 45;
  g_array_append_val (x->temperature_sensors_c, sensor);
  g_assert_false (ds_drive_equal (x, y));
  g_array_index (x->temperature_sensors_c, double, x->temperature_sensors_c->len - 1) = 35;
  g_assert_true (ds_drive_equal (x, y));

  /* a member fewer on either side */
  g_ptr_array_add (x->members, g_strdup ("sda"));
  g_assert_false (ds_drive_equal (x, y));
  g_assert_false (ds_drive_equal (y, x));
  g_ptr_array_add (y->members, g_strdup ("sdb"));
  g_assert_false (ds_drive_equal (x, y));
  g_ptr_array_set_size (x->members, x->members->len - 1);
  g_ptr_array_set_size (y->members, y->members->len - 1);
  g_assert_true (ds_drive_equal (x, y));

  g_assert_cmpuint (y->partitions->len, >, 0);
  part = g_ptr_array_index (y->partitions, 0);
  CHANGE_TEXT (part, name);
  CHANGE_TEXT (part, fstype);
  CHANGE_TEXT (part, label);
  CHANGE_TEXT (part, uuid);
  CHANGE_TEXT (part, holder);
  CHANGE_VALUE (part, size_bytes, part->size_bytes + 4096);
  CHANGE_VALUE (part, total_bytes, part->total_bytes + 4096);
  g_ptr_array_add (((DsPartition *) g_ptr_array_index (x->partitions, 0))->mountpoints, g_strdup ("/mnt/a"));
  g_assert_false (ds_drive_equal (x, y));
  g_assert_false (ds_drive_equal (y, x));
  g_ptr_array_set_size (((DsPartition *) g_ptr_array_index (x->partitions, 0))->mountpoints,
                        ((DsPartition *) g_ptr_array_index (x->partitions, 0))->mountpoints->len - 1);
  g_assert_true (ds_drive_equal (x, y));
  /* a partition fewer */
  g_ptr_array_add (y->partitions, ds_partition_new ("nvme0n1p9"));
  g_assert_false (ds_drive_equal (x, y));
}

/* A view keeps a drive with a reference after the scan's list is gone. */
static void
test_drive_outlives_its_list (void)
{
  GPtrArray *drives = enumerate_fixture ("desktop", DS_ENUM_FLAGS_NONE);
  g_autoptr(DsDrive) kept = ds_drive_ref (find_named (drives, "nvme0n1"));
  g_autofree char *model = g_strdup (kept->model);

  g_ptr_array_unref (drives);
  g_assert_cmpstr (kept->name, ==, "nvme0n1");
  g_assert_cmpstr (kept->model, ==, model);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/enum/desktop-lists-nvme-sata-usb-and-hides-loops", test_desktop_lists_nvme_sata_usb_and_hides_loops);
  g_test_add_func ("/ds/enum/nvme-at-x2-of-x4-is-degraded", test_nvme_at_x2_of_x4_is_degraded);
  g_test_add_func ("/ds/enum/slot-limited-link-is-explained-not-degraded", test_slot_limited_link_is_explained_not_degraded);
  g_test_add_func ("/ds/enum/md-raid0-names-its-member-drives", test_md_raid0_names_its_member_drives);
  g_test_add_func ("/ds/enum/lvm-volume-names-its-member-drives", test_lvm_volume_names_its_member_drives);
  g_test_add_func ("/ds/enum/luks-root-resolves-to-the-nvme-drive", test_luks_root_resolves_to_the_nvme_drive);
  g_test_add_func ("/ds/enum/virtio-vm-disk", test_virtio_vm_disk);
  g_test_add_func ("/ds/enum/lookup-by-name-dev-path-serial-and-path", test_lookup_by_name_dev_path_serial_and_path);
  g_test_add_func ("/ds/enum/writable-mounts-prefer-home", test_writable_mounts_prefer_home);
  g_test_add_func ("/ds/enum/no-drives-is-an-empty-list", test_no_drives_is_an_empty_list);
  g_test_add_func ("/ds/enum/missing-sysfs-is-an-error", test_missing_sysfs_is_an_error);
  g_test_add_func ("/ds/enum/mountinfo-unescapes-and-finds-longest-prefix", test_mountinfo_unescapes_and_finds_longest_prefix);
  g_test_add_func ("/ds/enum/pcie-arithmetic", test_pcie_arithmetic);
  g_test_add_func ("/ds/enum/drive-equal-sees-every-shown-change", test_drive_equal_sees_every_shown_change);
  g_test_add_func ("/ds/enum/drive-equal-field-by-field", test_drive_equal_field_by_field);
  g_test_add_func ("/ds/enum/drive-outlives-its-list", test_drive_outlives_its_list);
  g_test_add_func ("/ds/enum/device-strings-become-valid-utf8", test_device_strings_become_valid_utf8);
  {
    static const char *fixtures[] = { "desktop", "nvme-x2", "raid0", "luks", "lvm", "virtio-vm", "empty" };

    for (guint i = 0; i < G_N_ELEMENTS (fixtures); i++)
      {
        g_autofree char *name = g_strdup_printf ("/ds/enum/%s/matches-expected-json", fixtures[i]);
        g_test_add_data_func (name, fixtures[i], test_fixture_matches_expected_json);
      }
  }
  return g_test_run ();
}
