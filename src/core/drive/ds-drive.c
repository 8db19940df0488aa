/* ds-drive.c — drive data, link arithmetic and the drive's JSON form
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "ds-drive.h"
#include "ds-format.h"
#include "ds-json.h"
#include "ds-sysroot.h"

DsPartition *
ds_partition_new (const char *name)
{
  DsPartition *part = g_new0 (DsPartition, 1);

  part->name = g_strdup (name);
  part->mountpoints = g_ptr_array_new_with_free_func (g_free);
  part->free_bytes = -1;
  part->total_bytes = -1;
  part->used_bytes = -1;
  return part;
}

void
ds_partition_free (DsPartition *part)
{
  if (part == NULL)
    return;
  g_free (part->name);
  g_free (part->fstype);
  g_free (part->label);
  g_free (part->uuid);
  g_free (part->holder);
  g_clear_pointer (&part->mountpoints, g_ptr_array_unref);
  g_free (part);
}

DsDrive *
ds_drive_new (const char *name)
{
  DsDrive *drive = g_new0 (DsDrive, 1);

  drive->name = g_strdup (name);
  drive->path = g_strconcat ("/dev/", name, NULL);
  drive->rotational = -1;
  drive->removable = -1;
  drive->temperature_c = NAN;
  drive->temperature_warning_c = NAN;
  drive->temperature_critical_c = NAN;
  drive->partitions = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_partition_free);
  drive->members = g_ptr_array_new_with_free_func (g_free);
  g_atomic_ref_count_init (&drive->ref_count);
  return drive;
}

DsDrive *
ds_drive_ref (DsDrive *drive)
{
  g_return_val_if_fail (drive != NULL, NULL);

  g_atomic_ref_count_inc (&drive->ref_count);
  return drive;
}

void
ds_drive_unref (DsDrive *drive)
{
  if (drive == NULL || !g_atomic_ref_count_dec (&drive->ref_count))
    return;
  g_free (drive->name);
  g_free (drive->path);
  g_free (drive->model);
  g_free (drive->vendor);
  g_free (drive->serial);
  g_free (drive->firmware);
  g_free (drive->wwn);
  g_free (drive->controller);
  g_free (drive->dm_name);
  g_free (drive->dm_kind);
  g_free (drive->md_level);
  g_free (drive->link.reason);
  g_free (drive->hwmon_dir);
  g_clear_pointer (&drive->temperature_sensors_c, g_array_unref);
  g_clear_pointer (&drive->partitions, g_ptr_array_unref);
  g_clear_pointer (&drive->members, g_ptr_array_unref);
  g_free (drive);
}

static gboolean
same_double (double a,
             double b)
{
  return (isnan (a) && isnan (b)) || a == b;
}

/* As shown: to the whole degree. */
static gboolean
same_celsius (double a,
              double b)
{
  return (isnan (a) && isnan (b)) || (!isnan (a) && !isnan (b) && lround (a) == lround (b));
}

static gboolean
same_strv (GPtrArray *a,
           GPtrArray *b)
{
  guint na = a != NULL ? a->len : 0, nb = b != NULL ? b->len : 0;

  if (na != nb)
    return FALSE;
  for (guint i = 0; i < na; i++)
    if (g_strcmp0 (g_ptr_array_index (a, i), g_ptr_array_index (b, i)) != 0)
      return FALSE;
  return TRUE;
}

static gboolean
same_link (const DsLink *a,
           const DsLink *b)
{
  return same_double (a->current_gts, b->current_gts) && a->current_width == b->current_width &&
         same_double (a->max_gts, b->max_gts) && a->max_width == b->max_width &&
         same_double (a->slot_max_gts, b->slot_max_gts) && a->slot_max_width == b->slot_max_width &&
         a->degraded == b->degraded && g_strcmp0 (a->reason, b->reason) == 0 &&
         same_double (a->max_mbps, b->max_mbps);
}

static gboolean
same_partition (const DsPartition *a,
                const DsPartition *b)
{
  /* Free space to the megabyte: a running test does not change the drive. */
  gint64 free_a = a->free_bytes < 0 ? -1 : a->free_bytes / 1000000;
  gint64 free_b = b->free_bytes < 0 ? -1 : b->free_bytes / 1000000;

  return g_strcmp0 (a->name, b->name) == 0 && g_strcmp0 (a->fstype, b->fstype) == 0 &&
         g_strcmp0 (a->label, b->label) == 0 && g_strcmp0 (a->uuid, b->uuid) == 0 &&
         a->size_bytes == b->size_bytes && free_a == free_b && a->total_bytes == b->total_bytes &&
         g_strcmp0 (a->holder, b->holder) == 0 && same_strv (a->mountpoints, b->mountpoints);
}

gboolean
ds_drive_equal (const DsDrive *a,
                const DsDrive *b)
{
  guint na, nb;

  if (a == NULL || b == NULL)
    return a == b;
  if (a == b)
    return TRUE;
  if (g_strcmp0 (a->name, b->name) != 0 || g_strcmp0 (a->path, b->path) != 0 ||
      g_strcmp0 (a->model, b->model) != 0 || g_strcmp0 (a->vendor, b->vendor) != 0 ||
      g_strcmp0 (a->serial, b->serial) != 0 || g_strcmp0 (a->firmware, b->firmware) != 0 ||
      g_strcmp0 (a->wwn, b->wwn) != 0 || g_strcmp0 (a->controller, b->controller) != 0 ||
      g_strcmp0 (a->dm_name, b->dm_name) != 0 || g_strcmp0 (a->dm_kind, b->dm_kind) != 0 ||
      g_strcmp0 (a->md_level, b->md_level) != 0 || a->md_chunk_bytes != b->md_chunk_bytes || g_strcmp0 (a->hwmon_dir, b->hwmon_dir) != 0)
    return FALSE;
  if (a->size_bytes != b->size_bytes || a->logical_block_size != b->logical_block_size ||
      a->physical_block_size != b->physical_block_size || a->rotational != b->rotational ||
      a->removable != b->removable || a->transport != b->transport || a->is_virtual != b->is_virtual ||
      a->has_link != b->has_link || (a->has_link && !same_link (&a->link, &b->link)) ||
      !same_double (a->max_interface_mbps, b->max_interface_mbps))
    return FALSE;
  if (!same_celsius (a->temperature_c, b->temperature_c) ||
      !same_celsius (a->temperature_warning_c, b->temperature_warning_c) ||
      !same_celsius (a->temperature_critical_c, b->temperature_critical_c))
    return FALSE;
  na = a->temperature_sensors_c != NULL ? a->temperature_sensors_c->len : 0;
  nb = b->temperature_sensors_c != NULL ? b->temperature_sensors_c->len : 0;
  if (na != nb)
    return FALSE;
  for (guint i = 0; i < na; i++)
    if (!same_celsius (g_array_index (a->temperature_sensors_c, double, i),
                       g_array_index (b->temperature_sensors_c, double, i)))
      return FALSE;
  if (!same_strv (a->members, b->members))
    return FALSE;
  na = a->partitions != NULL ? a->partitions->len : 0;
  nb = b->partitions != NULL ? b->partitions->len : 0;
  if (na != nb)
    return FALSE;
  for (guint i = 0; i < na; i++)
    if (!same_partition (g_ptr_array_index (a->partitions, i), g_ptr_array_index (b->partitions, i)))
      return FALSE;
  return TRUE;
}

const char *
ds_transport_to_string (DsTransport transport)
{
  switch (transport)
    {
    case DS_TRANSPORT_NVME_PCIE: return "nvme-pcie";
    case DS_TRANSPORT_NVME_FABRICS: return "nvme-fabrics";
    case DS_TRANSPORT_SATA: return "sata";
    case DS_TRANSPORT_SAS: return "sas";
    case DS_TRANSPORT_SCSI: return "scsi";
    case DS_TRANSPORT_USB: return "usb";
    case DS_TRANSPORT_VIRTIO: return "virtio";
    case DS_TRANSPORT_MMC: return "mmc";
    case DS_TRANSPORT_MD: return "md";
    case DS_TRANSPORT_DM: return "dm";
    case DS_TRANSPORT_LOOP: return "loop";
    case DS_TRANSPORT_RAM: return "ram";
    case DS_TRANSPORT_ZRAM: return "zram";
    case DS_TRANSPORT_VIRTUAL: return "virtual";
    case DS_TRANSPORT_UNKNOWN:
    default: return "unknown";
    }
}

guint
ds_pcie_generation (double gts)
{
  if (gts <= 0)
    return 0;
  if (gts < 4)
    return 1;
  if (gts < 7)
    return 2;
  if (gts < 12)
    return 3;
  if (gts < 24)
    return 4;
  if (gts < 48)
    return 5;
  return 6;
}

double
ds_pcie_max_mbps (double gts,
                  guint  width)
{
  double per_lane;

  switch (ds_pcie_generation (gts))
    {
    case 1:
    case 2:
      per_lane = gts * 1000.0 / 8.0 * 8.0 / 10.0;      /* 8b/10b */
      break;
    case 3:
    case 4:
    case 5:
      per_lane = gts * 1000.0 / 8.0 * 128.0 / 130.0;   /* 128b/130b */
      break;
    case 6:
      per_lane = gts * 1000.0 / 8.0 * 242.0 / 256.0;   /* FLIT mode */
      break;
    default:
      return 0;
    }
  return per_lane * width;
}

static char *
describe_pcie (double gts,
               guint  width)
{
  guint gen = ds_pcie_generation (gts);

  if (gen == 0)
    return g_strdup (_("PCIe"));
  if (width == 0)
    return g_strdup_printf ("PCIe %u.0", gen);
  return g_strdup_printf ("PCIe %u.0 x%u", gen, width);
}

char *
ds_link_describe_rate (DsLinkType type,
                       double     rate,
                       guint      width)
{
  guint gen;

  if (!(rate > 0))
    return NULL;
  switch (type)
    {
    case DS_LINK_TYPE_PCIE:
      gen = ds_pcie_generation (rate);
      if (gen == 0 || width == 0)
        return NULL;
      /* TRANSLATORS: a PCIe link: generation, lanes and transfer rate, e.g. "PCIe 4.0 x4 (16 GT/s)" */
      return g_strdup_printf (_("PCIe %u.0 x%u (%g GT/s)"), gen, width, rate);
    case DS_LINK_TYPE_SATA:
      /* TRANSLATORS: a SATA link's rate, e.g. "SATA 6.0 Gb/s" */
      return g_strdup_printf (_("SATA %.1f Gb/s"), rate);
    case DS_LINK_TYPE_SAS:
      /* TRANSLATORS: a SAS link's rate, e.g. "SAS 12 Gb/s" */
      return g_strdup_printf (_("SAS %g Gb/s"), rate);
    case DS_LINK_TYPE_USB:
      /* TRANSLATORS: a USB link's rate, e.g. "USB 10 Gb/s" */
      return g_strdup_printf (_("USB %g Gb/s"), rate);
    case DS_LINK_TYPE_NONE:
    default:
      return NULL;
    }
}

char *
ds_drive_describe_link (const DsDrive *drive)
{
  switch (drive->transport)
    {
    case DS_TRANSPORT_NVME_PCIE:
      if (drive->has_link)
        return describe_pcie (drive->link.current_gts, drive->link.current_width);
      return g_strdup ("PCIe");
    case DS_TRANSPORT_SATA:
      if (drive->has_link && drive->link.type == DS_LINK_TYPE_SATA && drive->link.current_gts > 0)
        return ds_link_describe_rate (DS_LINK_TYPE_SATA, drive->link.current_gts, 1);
      return g_strdup ("SATA");
    case DS_TRANSPORT_NVME_FABRICS: return g_strdup (_("NVMe over Fabrics"));
    case DS_TRANSPORT_SAS: return g_strdup ("SAS");
    case DS_TRANSPORT_SCSI: return g_strdup ("SCSI");
    case DS_TRANSPORT_USB: return g_strdup ("USB");
    case DS_TRANSPORT_VIRTIO: return g_strdup ("virtio");
    case DS_TRANSPORT_MMC: return g_strdup ("MMC/SD");
    case DS_TRANSPORT_MD: return g_strdup (_("software RAID"));
    case DS_TRANSPORT_DM: return g_strdup (_("device mapper"));
    case DS_TRANSPORT_LOOP: return g_strdup ("loop");
    case DS_TRANSPORT_RAM:
    case DS_TRANSPORT_ZRAM: return g_strdup ("RAM");
    case DS_TRANSPORT_VIRTUAL:
    case DS_TRANSPORT_UNKNOWN:
    default: return g_strdup (_("unknown"));
    }
}

static JsonNode *
link_to_json (const DsDrive *drive)
{
  JsonObject *obj;
  JsonNode *node;

  if (!drive->has_link)
    return json_node_new (JSON_NODE_NULL);
  obj = json_object_new ();
  ds_json_set_double (obj, "current_gts", drive->link.current_gts > 0 ? drive->link.current_gts : NAN);
  if (drive->link.current_width > 0)
    json_object_set_int_member (obj, "current_width", drive->link.current_width);
  else
    json_object_set_null_member (obj, "current_width");
  ds_json_set_double (obj, "max_gts", drive->link.max_gts > 0 ? drive->link.max_gts : NAN);
  if (drive->link.max_width > 0)
    json_object_set_int_member (obj, "max_width", drive->link.max_width);
  else
    json_object_set_null_member (obj, "max_width");
  ds_json_set_double (obj, "slot_max_gts", drive->link.slot_max_gts > 0 ? drive->link.slot_max_gts : NAN);
  if (drive->link.slot_max_width > 0)
    json_object_set_int_member (obj, "slot_max_width", drive->link.slot_max_width);
  else
    json_object_set_null_member (obj, "slot_max_width");
  json_object_set_boolean_member (obj, "degraded", drive->link.degraded);
  ds_json_set_string (obj, "reason", drive->link.reason);
  ds_json_set_double (obj, "max_mbps", drive->link.max_mbps > 0 ? round (drive->link.max_mbps) : NAN);
  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, obj);
  return node;
}

static void
set_tristate (JsonObject *obj,
              const char *key,
              int         value)
{
  if (value < 0)
    json_object_set_null_member (obj, key);
  else
    json_object_set_boolean_member (obj, key, value != 0);
}

JsonNode *
ds_drive_to_json (const DsDrive *drive)
{
  JsonObject *obj = json_object_new ();
  JsonArray *parts = json_array_new ();
  JsonArray *members = json_array_new ();
  JsonNode *node;

  json_object_set_string_member (obj, "name", drive->name);
  ds_json_set_string (obj, "path", drive->path);
  ds_json_set_string (obj, "model", drive->model);
  ds_json_set_string (obj, "vendor", drive->vendor);
  ds_json_set_string (obj, "serial", drive->serial);
  ds_json_set_string (obj, "firmware", drive->firmware);
  ds_json_set_string (obj, "wwn", drive->wwn);
  ds_json_set_u64 (obj, "size_bytes", drive->size_bytes);
  if (drive->logical_block_size > 0)
    json_object_set_int_member (obj, "logical_block_size", drive->logical_block_size);
  else
    json_object_set_null_member (obj, "logical_block_size");
  if (drive->physical_block_size > 0)
    json_object_set_int_member (obj, "physical_block_size", drive->physical_block_size);
  else
    json_object_set_null_member (obj, "physical_block_size");
  set_tristate (obj, "rotational", drive->rotational);
  set_tristate (obj, "removable", drive->removable);
  json_object_set_string_member (obj, "transport", ds_transport_to_string (drive->transport));
  json_object_set_boolean_member (obj, "virtual", drive->is_virtual);
  ds_json_set_string (obj, "controller", drive->controller);
  json_object_set_member (obj, "link", link_to_json (drive));
  ds_json_set_double (obj, "interface_max_mbps",
                      drive->max_interface_mbps > 0 ? round (drive->max_interface_mbps) : NAN);
  ds_json_set_double (obj, "temperature_c", drive->temperature_c);
  ds_json_set_double (obj, "temperature_warning_c", drive->temperature_warning_c);
  ds_json_set_double (obj, "temperature_critical_c", drive->temperature_critical_c);
  if (drive->temperature_sensors_c != NULL && drive->temperature_sensors_c->len > 0)
    {
      JsonArray *sensors = json_array_new ();

      for (guint i = 0; i < drive->temperature_sensors_c->len; i++)
        json_array_add_double_element (sensors, g_array_index (drive->temperature_sensors_c, double, i));
      json_object_set_array_member (obj, "temperature_sensors_c", sensors);
    }
  else
    json_object_set_null_member (obj, "temperature_sensors_c");
  ds_json_set_string (obj, "md_level", drive->md_level);
  ds_json_set_string (obj, "dm_name", drive->dm_name);
  ds_json_set_string (obj, "dm_kind", drive->dm_kind);

  for (guint i = 0; i < drive->partitions->len; i++)
    {
      const DsPartition *p = g_ptr_array_index (drive->partitions, i);
      JsonObject *po = json_object_new ();
      JsonArray *mps = json_array_new ();

      json_object_set_string_member (po, "name", p->name);
      ds_json_set_string (po, "fstype", p->fstype);
      ds_json_set_string (po, "label", p->label);
      ds_json_set_string (po, "uuid", p->uuid);
      ds_json_set_u64 (po, "size_bytes", p->size_bytes);
      for (guint j = 0; j < p->mountpoints->len; j++)
        json_array_add_string_element (mps, g_ptr_array_index (p->mountpoints, j));
      json_object_set_array_member (po, "mountpoints", mps);
      if (p->free_bytes >= 0)
        json_object_set_int_member (po, "free_bytes", p->free_bytes);
      else
        json_object_set_null_member (po, "free_bytes");
      if (p->total_bytes >= 0)
        json_object_set_int_member (po, "fs_size_bytes", p->total_bytes);
      else
        json_object_set_null_member (po, "fs_size_bytes");
      ds_json_set_string (po, "holder", p->holder);
      json_array_add_object_element (parts, po);
    }
  json_object_set_array_member (obj, "partitions", parts);

  for (guint i = 0; i < drive->members->len; i++)
    json_array_add_string_element (members, g_ptr_array_index (drive->members, i));
  json_object_set_array_member (obj, "members", members);

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, obj);
  return node;
}

/* --- the identity --- */

void
ds_drive_get_identity (const DsDrive   *drive,
                       DsDriveIdentity *out)
{
  *out = (DsDriveIdentity) {
    .name = drive->name,
    .model = drive->model,
    .serial = drive->serial,
    .firmware = drive->firmware,
    .transport = drive->transport != DS_TRANSPORT_UNKNOWN ? ds_transport_to_string (drive->transport) : NULL,
    .wwn = drive->wwn,
    .size_bytes = (gint64) drive->size_bytes,
  };
}

JsonObject *
ds_drive_identity_to_json (const DsDriveIdentity *identity)
{
  JsonObject *obj = json_object_new ();

  ds_json_set_string (obj, "name", identity->name);
  ds_json_set_string (obj, "model", identity->model);
  ds_json_set_string (obj, "serial", identity->serial);
  ds_json_set_string (obj, "firmware", identity->firmware);
  ds_json_set_string (obj, "transport", identity->transport);
  ds_json_set_string (obj, "wwn", identity->wwn);
  if (identity->size_bytes > 0)
    ds_json_set_u64 (obj, "size_bytes", (guint64) identity->size_bytes);
  else
    json_object_set_null_member (obj, "size_bytes");
  return obj;
}

JsonObject *
ds_drive_to_identity_json (const DsDrive *drive)
{
  DsDriveIdentity identity;

  ds_drive_get_identity (drive, &identity);
  return ds_drive_identity_to_json (&identity);
}

gboolean
ds_drive_identity_from_json (JsonObject      *obj,
                             DsDriveIdentity *out)
{
  memset (out, 0, sizeof *out);
  out->size_bytes = -1;
  if (obj == NULL)
    return FALSE;
  out->name = ds_json_get_string (obj, "name");
  out->model = ds_json_get_string (obj, "model");
  out->serial = ds_json_get_string (obj, "serial");
  out->firmware = ds_json_get_string (obj, "firmware");
  out->transport = ds_json_get_string (obj, "transport");
  out->wwn = ds_json_get_string (obj, "wwn");
  out->size_bytes = ds_json_get_int (obj, "size_bytes", -1);
  return TRUE;
}

gboolean
ds_transport_from_string (const char  *text,
                          DsTransport *out)
{
  *out = DS_TRANSPORT_UNKNOWN;
  if (text == NULL)
    return FALSE;
  for (DsTransport t = DS_TRANSPORT_UNKNOWN; t <= DS_TRANSPORT_VIRTUAL; t++)
    if (g_str_equal (text, ds_transport_to_string (t)))
      {
        *out = t;
        return TRUE;
      }
  return FALSE;
}

DsDrive *
ds_drive_new_from_json (JsonObject *obj)
{
  DsDriveIdentity identity;
  DsDrive *drive;

  if (!ds_drive_identity_from_json (obj, &identity))
    return NULL;
  drive = ds_drive_new (identity.name);
  g_free (drive->path);
  drive->path = g_strdup (ds_json_get_string (obj, "path"));
  drive->model = g_strdup (identity.model);
  drive->serial = g_strdup (identity.serial);
  drive->firmware = g_strdup (identity.firmware);
  drive->wwn = g_strdup (identity.wwn);
  drive->size_bytes = identity.size_bytes > 0 ? (guint64) identity.size_bytes : 0;
  ds_transport_from_string (identity.transport, &drive->transport);
  /* what the list's JSON adds, for the name */
  drive->vendor = g_strdup (ds_json_get_string (obj, "vendor"));
  drive->md_level = g_strdup (ds_json_get_string (obj, "md_level"));
  drive->dm_name = g_strdup (ds_json_get_string (obj, "dm_name"));
  drive->dm_kind = g_strdup (ds_json_get_string (obj, "dm_kind"));
  return drive;
}

/* --- the name for people --- */

static char *
name_of_kind (const DsDrive *drive)
{
  const char *mapped = drive->dm_name != NULL ? drive->dm_name : drive->name;

  switch (drive->transport)
    {
    case DS_TRANSPORT_MD:
      if (drive->md_level != NULL)
        /* TRANSLATORS: first %s is a RAID level such as "raid0", second the kernel name "md0" */
        return g_strdup_printf (_("RAID array %s (%s)"), drive->name, drive->md_level);
      return g_strdup_printf (_("RAID array %s"), drive->name);
    case DS_TRANSPORT_DM:
      if (g_strcmp0 (drive->dm_kind, "crypt") == 0)
        return g_strdup_printf (_("Encrypted volume %s"), mapped);
      if (g_strcmp0 (drive->dm_kind, "lvm") == 0)
        return g_strdup_printf (_("Logical volume %s"), mapped);
      return g_strdup_printf (_("Mapped device %s"), mapped);
    case DS_TRANSPORT_LOOP:
      return g_strdup_printf (_("Loop device %s"), drive->name);
    case DS_TRANSPORT_RAM:
    case DS_TRANSPORT_ZRAM:
      return g_strdup_printf (_("RAM disk %s"), drive->name);
    case DS_TRANSPORT_UNKNOWN:
    case DS_TRANSPORT_NVME_PCIE:
    case DS_TRANSPORT_NVME_FABRICS:
    case DS_TRANSPORT_SATA:
    case DS_TRANSPORT_SAS:
    case DS_TRANSPORT_SCSI:
    case DS_TRANSPORT_USB:
    case DS_TRANSPORT_VIRTIO:
    case DS_TRANSPORT_MMC:
    case DS_TRANSPORT_VIRTUAL:
    default:
      return NULL;
    }
}

char *
ds_drive_display_name (const DsDrive *drive)
{
  char *kind = drive->name != NULL && *drive->name != '\0' ? name_of_kind (drive) : NULL;

  if (kind != NULL)
    return kind;
  if (drive->model != NULL && *drive->model != '\0')
    {
      g_autofree char *model = ds_strip_control (drive->model);

      if (*model == '\0')
        goto by_name;
      if (drive->vendor != NULL && *drive->vendor != '\0' &&
          !g_str_has_prefix (drive->model, drive->vendor) &&
          drive->transport == DS_TRANSPORT_USB)
        {
          g_autofree char *vendor = ds_strip_control (drive->vendor);

          return g_strdup_printf ("%s %s", vendor, model);
        }
      return g_steal_pointer (&model);
    }
by_name:
  if (drive->name != NULL && *drive->name != '\0')
    {
      g_autofree char *name = ds_strip_control (drive->name);

      if (drive->transport == DS_TRANSPORT_VIRTIO)
        return g_strdup_printf (_("Virtual disk %s"), name);
      /* TRANSLATORS: a drive known only by its kernel name, e.g. "Drive vda" */
      return g_strdup_printf (_("Drive %s"), name);
    }
  /* A serial alone names nothing people know; where it is shown, it is
   * shown beside the name ("S/N …"). */
  return g_strdup (_("Unknown drive"));
}

char *
ds_drive_display_name_from_json (JsonObject *obj)
{
  g_autoptr(DsDrive) drive = ds_drive_new_from_json (obj);
  const char *kept;

  if (drive == NULL)
    return g_strdup (_("Unknown drive"));
  /* Older rows kept the window's name of a drive without a model. */
  kept = ds_json_get_string (obj, "display_name");
  if ((drive->model == NULL || *drive->model == '\0') && kept != NULL && *kept != '\0')
    return ds_strip_control (kept);
  return ds_drive_display_name (drive);
}

char *
ds_drive_identity_display_name (const DsDriveIdentity *identity)
{
  /* only read: the identity's strings are borrowed */
  DsDrive drive = {
    .name = (char *) identity->name,
    .model = (char *) identity->model,
    .serial = (char *) identity->serial,
  };

  ds_transport_from_string (identity->transport, &drive.transport);
  return ds_drive_display_name (&drive);
}
