/* test-drive-identity.c — a drive's one JSON shape and its name for people
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ds-conditions.h"
#include "ds-drive.h"
#include "ds-history-store.h"
#include "ds-json.h"

static char *
compact (JsonObject *obj)
{
  g_autoptr(JsonNode) node = json_node_init_object (json_node_alloc (), obj);

  return json_to_string (node, FALSE);
}

static DsDrive *
nvme_drive (void)
{
  DsDrive *d = ds_drive_new ("nvme0n1");

  d->model = g_strdup ("Samsung SSD 980 PRO 1TB");
  d->serial = g_strdup ("S5GXNX0R");
  d->firmware = g_strdup ("5B2QGXA7");
  d->wwn = g_strdup ("eui.002538");
  d->vendor = g_strdup ("Samsung");
  d->size_bytes = 1000204886016;
  d->transport = DS_TRANSPORT_NVME_PCIE;
  return d;
}

/* One shape: the identity's members, in order, with the values the list's
 * JSON gives them; the history's drive object and a run's conditions are
 * that same shape. */
static void
test_identity_is_one_shape (void)
{
  g_autoptr(DsDrive) d = nvme_drive ();
  g_autoptr(JsonObject) identity = ds_drive_to_identity_json (d);
  g_autoptr(JsonObject) history = ds_history_drive_object (d);
  g_autoptr(JsonNode) list = ds_drive_to_json (d);
  g_autoptr(JsonObject) conditions = json_object_new ();
  g_autofree char *text = compact (identity);
  g_autofree char *history_text = compact (history);
  g_autofree char *run_text = NULL;
  g_autoptr(GList) members = json_object_get_members (identity);
  DsDriveIdentity id;

  g_assert_cmpstr (text, ==,
                   "{\"name\":\"nvme0n1\",\"model\":\"Samsung SSD 980 PRO 1TB\",\"serial\":\"S5GXNX0R\","
                   "\"firmware\":\"5B2QGXA7\",\"transport\":\"nvme-pcie\",\"wwn\":\"eui.002538\","
                   "\"size_bytes\":1000204886016}");
  g_assert_cmpstr (history_text, ==, text);
  for (GList *l = members; l != NULL; l = l->next)
    {
      JsonNode *in_list = json_object_get_member (json_node_get_object (list), l->data);

      g_assert_nonnull (in_list);
      g_assert_true (json_node_equal (in_list, json_object_get_member (identity, l->data)));
    }

  ds_drive_get_identity (d, &id);
  ds_conditions_set_drive (conditions, &(DsConditionsDrive) {
    .name = id.name, .model = id.model, .serial = id.serial, .firmware = id.firmware,
    .transport = id.transport, .wwn = id.wwn, .size_bytes = id.size_bytes,
  });
  run_text = compact (ds_conditions_get_drive_object (conditions));
  g_assert_cmpstr (run_text, ==, text);
}

/* Unknown is null, never 0 or "unknown". */
static void
test_identity_unknowns_are_null (void)
{
  g_autoptr(DsDrive) d = ds_drive_new ("vda");
  g_autoptr(JsonObject) identity = ds_drive_to_identity_json (d);
  g_autofree char *text = compact (identity);

  g_assert_cmpstr (text, ==,
                   "{\"name\":\"vda\",\"model\":null,\"serial\":null,\"firmware\":null,\"transport\":null,"
                   "\"wwn\":null,\"size_bytes\":null}");
}

/* Read back: the identity, the list's JSON and the older stored shapes
 * (no transport, no size, the window's name kept beside a missing model). */
static void
test_read_back_any_shape (void)
{
  g_autoptr(DsDrive) d = nvme_drive ();
  g_autoptr(JsonNode) list = ds_drive_to_json (d);
  g_autoptr(JsonObject) identity = ds_drive_to_identity_json (d);
  g_autoptr(DsDrive) from_list = ds_drive_new_from_json (json_node_get_object (list));
  g_autoptr(DsDrive) from_identity = ds_drive_new_from_json (identity);
  g_autoptr(JsonObject) again = ds_drive_to_identity_json (from_identity);
  g_autofree char *want = compact (identity);
  g_autofree char *got = compact (again);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) old = ds_json_from_string (
    "{\"name\":\"vda\",\"model\":null,\"serial\":\"vm-disk-01\",\"firmware\":null,\"wwn\":null}", &error);
  g_autoptr(JsonNode) older = ds_json_from_string (
    "{\"name\":\"nvme0n1\",\"model\":null,\"display_name\":\"Fast disk\",\"size_bytes\":4096}", &error);
  g_autoptr(DsDrive) from_old = NULL;
  DsDriveIdentity id;

  g_assert_no_error (error);
  g_assert_cmpstr (got, ==, want);
  g_assert_cmpstr (from_list->model, ==, d->model);
  g_assert_cmpstr (from_list->vendor, ==, "Samsung");
  g_assert_cmpint (from_list->transport, ==, DS_TRANSPORT_NVME_PCIE);
  g_assert_cmpuint (from_list->size_bytes, ==, d->size_bytes);

  from_old = ds_drive_new_from_json (json_node_get_object (old));
  g_assert_cmpstr (from_old->name, ==, "vda");
  g_assert_cmpstr (from_old->serial, ==, "vm-disk-01");
  g_assert_cmpint (from_old->transport, ==, DS_TRANSPORT_UNKNOWN);
  g_assert_cmpuint (from_old->size_bytes, ==, 0);
  g_assert_true (ds_drive_identity_from_json (json_node_get_object (old), &id));
  g_assert_cmpint (id.size_bytes, ==, -1);
  g_assert_null (id.transport);
  g_autofree char *old_name = ds_drive_display_name_from_json (json_node_get_object (old));
  g_assert_cmpstr (old_name, ==, "Drive vda");
  g_autofree char *older_name = ds_drive_display_name_from_json (json_node_get_object (older));
  g_assert_cmpstr (older_name, ==, "Fast disk");

  g_assert_false (ds_drive_identity_from_json (NULL, &id));
  g_assert_null (id.name);
  g_assert_cmpint (id.size_bytes, ==, -1);
  g_assert_null (ds_drive_new_from_json (NULL));
}

static void
test_transport_strings_round_trip (void)
{
  DsTransport t;

  for (DsTransport i = DS_TRANSPORT_UNKNOWN; i <= DS_TRANSPORT_VIRTUAL; i++)
    {
      g_assert_true (ds_transport_from_string (ds_transport_to_string (i), &t));
      g_assert_cmpint (t, ==, i);
    }
  g_assert_false (ds_transport_from_string ("floppy", &t));
  g_assert_cmpint (t, ==, DS_TRANSPORT_UNKNOWN);
  g_assert_false (ds_transport_from_string (NULL, &t));
}

static char *
name_of (const char *name,
         DsTransport transport,
         const char *model)
{
  g_autoptr(DsDrive) d = ds_drive_new (name);

  d->transport = transport;
  d->model = g_strdup (model);
  return ds_drive_display_name (d);
}

#define assert_name(want, expr) \
  G_STMT_START { g_autofree char *got_ = (expr); g_assert_cmpstr (got_, ==, (want)); } G_STMT_END

/* The window's names, now everyone's. */
static void
test_name_for_people (void)
{
  g_autoptr(DsDrive) usb = ds_drive_new ("sdb");
  g_autoptr(DsDrive) md = ds_drive_new ("md0");
  g_autoptr(DsDrive) crypt = ds_drive_new ("dm-0");
  g_autoptr(JsonObject) virtio = NULL;
  g_autoptr(DsDrive) vda = ds_drive_new ("vda");

  assert_name ("Samsung SSD 980 PRO 1TB", name_of ("nvme0n1", DS_TRANSPORT_NVME_PCIE, "Samsung SSD 980 PRO 1TB"));
  assert_name ("Virtual disk vda", name_of ("vda", DS_TRANSPORT_VIRTIO, NULL));
  assert_name ("Drive sda", name_of ("sda", DS_TRANSPORT_SATA, NULL));
  assert_name ("Drive sda", name_of ("sda", DS_TRANSPORT_SATA, ""));
  assert_name ("Loop device loop0", name_of ("loop0", DS_TRANSPORT_LOOP, NULL));
  assert_name ("RAM disk zram0", name_of ("zram0", DS_TRANSPORT_ZRAM, NULL));
  /* escaped for a terminal */
  /* Issue 29 #10: a name to show, without the escape sequence. */
  assert_name ("Evil", name_of ("sdc", DS_TRANSPORT_SATA, "Evil\x1b[2J"));
  assert_name ("Evil disk", name_of ("sdc", DS_TRANSPORT_SATA, "Evil\x1b]0;pwn\x07 disk\r"));
  assert_name ("Drive sdc", name_of ("sdc", DS_TRANSPORT_SATA, "\x1b[2J"));

  usb->transport = DS_TRANSPORT_USB;
  usb->vendor = g_strdup ("SanDisk");
  usb->model = g_strdup ("Ultra Fit");
  assert_name ("SanDisk Ultra Fit", ds_drive_display_name (usb));
  md->transport = DS_TRANSPORT_MD;
  md->md_level = g_strdup ("raid0");
  assert_name ("RAID array md0 (raid0)", ds_drive_display_name (md));
  crypt->transport = DS_TRANSPORT_DM;
  crypt->dm_kind = g_strdup ("crypt");
  crypt->dm_name = g_strdup ("cryptroot");
  assert_name ("Encrypted volume cryptroot", ds_drive_display_name (crypt));

  /* from a run's drive object, as charts and reports read it */
  vda->transport = DS_TRANSPORT_VIRTIO;
  vda->serial = g_strdup ("vm-disk-01");
  virtio = ds_drive_to_identity_json (vda);
  assert_name ("Virtual disk vda", ds_drive_display_name_from_json (virtio));
  assert_name ("Unknown drive", ds_drive_display_name_from_json (NULL));
  /* a history row: no transport kept */
  assert_name ("Drive vda", ds_drive_identity_display_name (&(DsDriveIdentity) { .name = "vda", .serial = "vm-disk-01" }));
  assert_name ("Unknown drive", ds_drive_identity_display_name (&(DsDriveIdentity) { .serial = "S123" }));
  assert_name ("Virtual disk vda", ds_drive_identity_display_name (&(DsDriveIdentity) { .name = "vda", .transport = "virtio" }));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/drive/identity/is-one-shape", test_identity_is_one_shape);
  g_test_add_func ("/ds/drive/identity/unknowns-are-null", test_identity_unknowns_are_null);
  g_test_add_func ("/ds/drive/identity/reads-back-any-shape", test_read_back_any_shape);
  g_test_add_func ("/ds/drive/transport/strings-round-trip", test_transport_strings_round_trip);
  g_test_add_func ("/ds/drive/name-for-people", test_name_for_people);
  return g_test_run ();
}
