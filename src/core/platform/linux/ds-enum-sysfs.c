/* ds-enum-sysfs.c — the Linux back end of drive enumeration
 *
 * Reads the kernel's own view, unprivileged: /sys/block and the devices it
 * links to, the udev database when present, /proc/self/mountinfo and statvfs.
 * Every path goes through ds_sysroot_path() so tests run on fixture trees.
 * Anything unreadable stays unknown.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/statvfs.h>

#include "ds-drive-list.h"
#include "ds-error.h"
#include "ds-platform.h"
#include "ds-format.h"
#include "ds-mounts.h"
#include "ds-sysroot.h"

/* ---- small sysfs readers ---------------------------------------------- */

static char *
resolve_dir (const char *path)
{
  char *real = realpath (path, NULL);
  char *ret;

  if (real == NULL)
    return NULL;
  ret = g_strdup (real);
  free (real);
  return ret;
}

static char *
read_string (const char *dir,
             const char *attr)
{
  g_autofree char *text = ds_sysroot_read_attr (dir, attr);

  if (text == NULL || text[0] == '\0')
    return NULL;
  return g_steal_pointer (&text);
}

static gboolean
read_binary (const char *dir,
             const char *attr,
             GBytes    **out)
{
  g_autofree char *path = g_build_filename (dir, attr, NULL);
  char *data = NULL;
  gsize len = 0;

  if (!g_file_get_contents (path, &data, &len, NULL))
    return FALSE;
  *out = g_bytes_new_take (data, len);
  return TRUE;
}

/* "16.0 GT/s PCIe", "8 GT/s", "2.5 GT/s" -> GT/s; 0 when unknown. */
static double
read_link_speed (const char *dir,
                 const char *attr)
{
  g_autofree char *text = read_string (dir, attr);
  double value;
  char *end = NULL;

  if (text == NULL)
    return 0;
  value = g_ascii_strtod (text, &end);
  if (end == text || strstr (text, "GT/s") == NULL || value <= 0)
    return 0;
  return value;
}

static guint
read_link_width (const char *dir,
                 const char *attr)
{
  guint64 value = 0;

  if (!ds_sysroot_read_u64 (dir, attr, &value) || value == 0 || value > 32)
    return 0;
  return (guint) value;
}

static gboolean
looks_like_pci_address (const char *name)
{
  /* 0000:01:00.0 */
  return name != NULL && strlen (name) == 12 && name[4] == ':' && name[7] == ':' && name[10] == '.';
}

/* ---- the udev database and the mount table ----------------------------- */

typedef struct
{
  GPtrArray *mounts;   /* DsMount* */
} EnumContext;

static void
read_udev_fs (const char  *devnum,
              DsPartition *part)
{
  g_autofree char *rel = g_strconcat ("/run/udev/data/b", devnum, NULL);
  g_autofree char *path = ds_sysroot_path (rel);
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return;
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      const char *l = lines[i];

      if (part->fstype == NULL && g_str_has_prefix (l, "E:ID_FS_TYPE=") && l[13] != '\0')
        part->fstype = g_strdup (l + 13);
      else if (part->label == NULL && g_str_has_prefix (l, "E:ID_FS_LABEL=") && l[14] != '\0')
        part->label = g_strdup (l + 14);
      else if (part->uuid == NULL && g_str_has_prefix (l, "E:ID_FS_UUID=") && l[13] != '\0')
        part->uuid = g_strdup (l + 13);
    }
}

/* Fills fstype, mount points and free space of @part from the mount table:
 * by device number, and by source path for filesystems such as btrfs whose
 * mounts carry an anonymous device number. */
static void
fill_mounts (EnumContext *ctx,
             DsPartition *part,
             const char  *devnum,
             const char  *dm_name)
{
  g_autofree char *dev_path = g_strconcat ("/dev/", part->name, NULL);
  g_autofree char *mapper_path = dm_name ? g_strconcat ("/dev/mapper/", dm_name, NULL) : NULL;
  guint major = 0, minor = 0;

  if (devnum == NULL || sscanf (devnum, "%u:%u", &major, &minor) != 2)
    return;

  for (guint i = 0; i < ctx->mounts->len; i++)
    {
      DsMount *m = g_ptr_array_index (ctx->mounts, i);
      gboolean same_dev = (m->major == major && m->minor == minor);
      gboolean same_source = g_strcmp0 (m->source, dev_path) == 0 ||
                             (mapper_path && g_strcmp0 (m->source, mapper_path) == 0);

      if (!same_dev && !(m->major == 0 && same_source))
        continue;
      if (part->fstype == NULL)
        part->fstype = g_strdup (m->fstype);
      if (!g_ptr_array_find_with_equal_func (part->mountpoints, m->mountpoint, g_str_equal, NULL))
        g_ptr_array_add (part->mountpoints, g_strdup (m->mountpoint));
    }

  if (part->mountpoints->len > 0 && !ds_sysroot_is_fixture ())
    {
      struct statvfs st;

      if (statvfs (g_ptr_array_index (part->mountpoints, 0), &st) == 0)
        {
          part->free_bytes = (gint64) st.f_bavail * (gint64) st.f_frsize;
          part->total_bytes = (gint64) st.f_blocks * (gint64) st.f_frsize;
          part->used_bytes = (gint64) (st.f_blocks - st.f_bfree) * (gint64) st.f_frsize;
        }
    }
}

static void
fill_partition (EnumContext *ctx,
                DsPartition *part,
                const char  *dir,
                const char  *dm_name)
{
  g_autofree char *devnum = read_string (dir, "dev");
  g_autofree char *holders = g_build_filename (dir, "holders", NULL);
  g_autoptr(GDir) hd = NULL;
  guint64 sectors;

  if (ds_sysroot_read_u64 (dir, "size", &sectors))
    part->size_bytes = sectors * 512;
  if (devnum != NULL)
    read_udev_fs (devnum, part);
  fill_mounts (ctx, part, devnum, dm_name);

  if ((hd = g_dir_open (holders, 0, NULL)) != NULL)
    {
      const char *h = g_dir_read_name (hd);

      if (h != NULL)
        part->holder = g_strdup (h);
    }
}

/* ---- identity by kind ------------------------------------------------- */

/* ATA IDENTIFY strings are byte-swapped 16-bit words. */
static char *
ata_string (const guint8 *identify,
            guint         word,
            guint         words)
{
  g_autofree char *buf = g_malloc0 (words * 2 + 1);

  for (guint i = 0; i < words; i++)
    {
      buf[i * 2] = (char) identify[(word + i) * 2 + 1];
      buf[i * 2 + 1] = (char) identify[(word + i) * 2];
    }
  for (guint i = 0; i < words * 2; i++)
    if (!g_ascii_isprint (buf[i]))
      buf[i] = ' ';
  return ds_strdup_device_string (buf, words * 2);
}

/* The ATA Information VPD page (0x89) carries the whole IDENTIFY DEVICE
 * data at byte 60: the full 40-character model, serial and firmware that
 * the 16-character SCSI INQUIRY model cuts short. */
static gboolean
read_ata_identify (DsDrive    *drive,
                   const char *device_dir,
                   guint      *max_sata_gen)
{
  g_autoptr(GBytes) page = NULL;
  const guint8 *data;
  gsize len;
  char *s;

  if (!read_binary (device_dir, "vpd_pg89", &page))
    return FALSE;
  data = g_bytes_get_data (page, &len);
  if (len < 60 + 512 || data[1] != 0x89)
    return FALSE;
  data += 60;

  if ((s = ata_string (data, 27, 20)) != NULL)
    {
      g_free (drive->model);
      drive->model = s;
    }
  if ((s = ata_string (data, 10, 10)) != NULL)
    {
      g_free (drive->serial);
      drive->serial = s;
    }
  if ((s = ata_string (data, 23, 4)) != NULL)
    {
      g_free (drive->firmware);
      drive->firmware = s;
    }
  /* Word 76: SATA capabilities; bits 1..3 = Gen1..Gen3. */
  {
    guint16 w76 = (guint16) (data[76 * 2] | (data[76 * 2 + 1] << 8));

    *max_sata_gen = 0;
    if (w76 != 0 && w76 != 0xffff)
      for (guint g = 3; g >= 1; g--)
        if (w76 & (1u << g))
          {
            *max_sata_gen = g;
            break;
          }
  }
  return TRUE;
}

/* The Unit Serial Number VPD page (0x80): 4-byte header, then ASCII. */
static char *
read_vpd_serial (const char *device_dir)
{
  g_autoptr(GBytes) page = NULL;
  const guint8 *data;
  gsize len;
  guint plen;

  if (!read_binary (device_dir, "vpd_pg80", &page))
    return NULL;
  data = g_bytes_get_data (page, &len);
  if (len < 4 || data[1] != 0x80)
    return NULL;
  plen = (guint) ((data[2] << 8) | data[3]);
  if (plen > len - 4)
    plen = (guint) (len - 4);
  return ds_strdup_device_string ((const char *) data + 4, plen);
}

static double
sata_gen_to_gbps (guint gen)
{
  return gen == 1 ? 1.5 : gen == 2 ? 3.0 : gen == 3 ? 6.0 : 0;
}

/* "6.0 Gbps" -> 3 */
static guint
read_sata_gen (const char *dir,
               const char *attr)
{
  g_autofree char *text = read_string (dir, attr);
  double gbps;

  if (text == NULL)
    return 0;
  gbps = g_ascii_strtod (text, NULL);
  if (gbps >= 5.9)
    return 3;
  if (gbps >= 2.9)
    return 2;
  if (gbps >= 1.4)
    return 1;
  return 0;
}

static void
fill_sata_link (DsDrive    *drive,
                const char *devpath,
                guint       drive_max_gen)
{
  g_autofree char *link_dir = NULL;
  const char *ata = strstr (devpath, "/ata");
  guint port, cur, host_max, best;
  char *end;

  drive->max_interface_mbps = 600;
  if (ata == NULL)
    return;
  port = (guint) strtoul (ata + 4, &end, 10);
  if (end == ata + 4)
    return;
  {
    g_autofree char *rel = g_strdup_printf ("/sys/class/ata_link/link%u", port);
    link_dir = ds_sysroot_path (rel);
  }
  cur = read_sata_gen (link_dir, "sata_spd");
  if (cur == 0)
    return;
  host_max = read_sata_gen (link_dir, "hw_sata_spd_limit");
  best = host_max;
  if (drive_max_gen > 0 && (best == 0 || drive_max_gen < best))
    best = drive_max_gen;

  drive->has_link = TRUE;
  drive->link.type = DS_LINK_TYPE_SATA;
  drive->link.current_gts = sata_gen_to_gbps (cur);
  drive->link.current_width = 1;
  drive->link.max_gts = sata_gen_to_gbps (drive_max_gen);
  drive->link.max_width = 1;
  drive->link.slot_max_gts = sata_gen_to_gbps (host_max);
  drive->link.slot_max_width = 1;
  /* 8b/10b: 6 Gb/s carry 600 MB/s. */
  drive->link.max_mbps = drive->link.current_gts * 100.0;
  drive->max_interface_mbps = drive->link.max_mbps;
  if (best > 0 && cur < best)
    {
      drive->link.degraded = TRUE;
      drive->link.reason = g_strdup_printf (_("running at SATA %.1f Gb/s; drive and port support %.1f Gb/s: sequential speed is capped at %.0f MB/s"),
                                            sata_gen_to_gbps (cur), sata_gen_to_gbps (best),
                                            drive->link.max_mbps);
    }
}

static char *
pcie_name (double gts)
{
  return g_strdup_printf ("PCIe %u.0", ds_pcie_generation (gts));
}

/* Link of an NVMe controller's PCI function and of the port above it. */
static void
fill_pcie_link (DsDrive    *drive,
                const char *pci_dir)
{
  g_autofree char *port_dir = g_path_get_dirname (pci_dir);
  g_autofree char *port_name = g_path_get_basename (port_dir);
  DsLink *l = &drive->link;
  double want_gts;
  guint want_width;

  l->current_gts = read_link_speed (pci_dir, "current_link_speed");
  l->current_width = read_link_width (pci_dir, "current_link_width");
  l->max_gts = read_link_speed (pci_dir, "max_link_speed");
  l->max_width = read_link_width (pci_dir, "max_link_width");
  if (looks_like_pci_address (port_name))
    {
      l->slot_max_gts = read_link_speed (port_dir, "max_link_speed");
      l->slot_max_width = read_link_width (port_dir, "max_link_width");
    }
  if (l->current_gts <= 0 || l->current_width == 0)
    return;

  drive->has_link = TRUE;
  drive->link.type = DS_LINK_TYPE_PCIE;
  l->max_mbps = ds_pcie_max_mbps (l->current_gts, l->current_width);
  drive->max_interface_mbps = l->max_mbps;

  want_gts = l->max_gts;
  if (l->slot_max_gts > 0 && (want_gts <= 0 || l->slot_max_gts < want_gts))
    want_gts = l->slot_max_gts;
  want_width = l->max_width;
  if (l->slot_max_width > 0 && (want_width == 0 || l->slot_max_width < want_width))
    want_width = l->slot_max_width;

  if ((want_gts > 0 && ds_pcie_generation (l->current_gts) < ds_pcie_generation (want_gts)) ||
      (want_width > 0 && l->current_width < want_width))
    {
      g_autofree char *now = pcie_name (l->current_gts);
      g_autofree char *could = NULL;
      double ratio = l->max_mbps / ds_pcie_max_mbps (MAX (want_gts, l->current_gts),
                                                     MAX (want_width, l->current_width));
      const char *effect;

      g_autofree char *want_name = pcie_name (want_gts);

      if (ds_pcie_generation (want_gts) > ds_pcie_generation (l->current_gts) &&
          want_width > l->current_width)
        could = g_strdup_printf ("%s x%u", want_name, want_width);
      else if (want_width > l->current_width)
        could = g_strdup_printf ("x%u", want_width);
      else
        could = g_strdup (want_name);
      effect = ratio <= 0.5 ? _("sequential reads may drop by half or more")
                            : _("sequential reads may drop");
      l->degraded = TRUE;
      l->reason = g_strdup_printf (_("running at %s x%u; drive and slot support %s: %s"),
                                   now, l->current_width, could, effect);
    }
  else if (l->slot_max_gts > 0 && l->max_gts > 0 &&
           ds_pcie_generation (l->slot_max_gts) < ds_pcie_generation (l->max_gts))
    {
      g_autofree char *slot = pcie_name (l->slot_max_gts);
      l->reason = g_strdup_printf (_("the slot supports only %s; the drive could do %u.0"),
                                   slot, ds_pcie_generation (l->max_gts));
    }
  else if (l->slot_max_width > 0 && l->max_width > 0 && l->slot_max_width < l->max_width)
    l->reason = g_strdup_printf (_("the slot supports only x%u; the drive could do x%u"),
                                 l->slot_max_width, l->max_width);
}

/* hwmon: NVMe registers it under the controller, drivetemp under the SCSI
 * device. temp1 is the composite; NVMe temp2..temp9 are sensors 1..8. */
static void
fill_hwmon (DsDrive    *drive,
            const char *parent_dir)
{
  const char *subdirs[] = { "", "hwmon", "device/hwmon" };

  for (guint s = 0; s < G_N_ELEMENTS (subdirs) && drive->hwmon_dir == NULL; s++)
    {
      g_autofree char *dir = g_build_filename (parent_dir, subdirs[s], NULL);
      g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
      const char *name;

      if (d == NULL)
        continue;
      while ((name = g_dir_read_name (d)) != NULL)
        {
          g_autofree char *hw = NULL;
          guint64 milli;

          if (!g_str_has_prefix (name, "hwmon"))
            continue;
          hw = g_build_filename (dir, name, NULL);
          if (!ds_sysroot_read_u64 (hw, "temp1_input", &milli))
            continue;
          drive->hwmon_dir = g_steal_pointer (&hw);
          break;
        }
    }
  if (drive->hwmon_dir == NULL)
    return;

  drive->temperature_c = ds_drive_read_temperature (drive);
  {
    guint64 v;

    if (ds_sysroot_read_u64 (drive->hwmon_dir, "temp1_max", &v) && v > 0 && v < 200000)
      drive->temperature_warning_c = v / 1000.0;
    if (ds_sysroot_read_u64 (drive->hwmon_dir, "temp1_crit", &v) && v > 0 && v < 200000)
      drive->temperature_critical_c = v / 1000.0;
  }
  for (guint i = 2; i <= 9; i++)
    {
      g_autofree char *attr = g_strdup_printf ("temp%u_input", i);
      guint64 milli;

      if (!ds_sysroot_read_u64 (drive->hwmon_dir, attr, &milli))
        continue;
      if (drive->temperature_sensors_c == NULL)
        drive->temperature_sensors_c = g_array_new (FALSE, FALSE, sizeof (double));
      {
        double c = (double) (gint64) milli / 1000.0;
        g_array_append_val (drive->temperature_sensors_c, c);
      }
    }
}

static void
fill_nvme (DsDrive    *drive,
           const char *block_dir)
{
  g_autofree char *dev_link = g_build_filename (block_dir, "device", NULL);
  g_autofree char *ctrl_dir = resolve_dir (dev_link);
  g_autofree char *transport = NULL;
  char *s;

  g_autofree char *ctrl_name = ctrl_dir ? g_path_get_basename (ctrl_dir) : NULL;

  if (ctrl_name == NULL || !g_str_has_prefix (ctrl_name, "nvme") || strchr (ctrl_name + 4, '-') != NULL)
    {
      /* A multipath head lives under nvme-subsysN; take its first controller. */
      g_autofree char *parent = g_path_get_dirname (block_dir);
      g_autoptr(GDir) d = g_dir_open (parent, 0, NULL);
      const char *name;

      g_clear_pointer (&ctrl_dir, g_free);
      while (d != NULL && (name = g_dir_read_name (d)) != NULL)
        if (g_str_has_prefix (name, "nvme") && strchr (name + 4, 'n') == NULL &&
            strchr (name + 4, '-') == NULL)
          {
            g_autofree char *p = g_build_filename (parent, name, NULL);
            ctrl_dir = resolve_dir (p);
            break;
          }
    }
  if (ctrl_dir == NULL)
    return;

  drive->controller = g_path_get_basename (ctrl_dir);
  drive->model = read_string (ctrl_dir, "model");
  drive->serial = read_string (ctrl_dir, "serial");
  drive->firmware = read_string (ctrl_dir, "firmware_rev");
  transport = read_string (ctrl_dir, "transport");
  drive->transport = (transport == NULL || g_str_equal (transport, "pcie"))
                     ? DS_TRANSPORT_NVME_PCIE : DS_TRANSPORT_NVME_FABRICS;

  if ((s = read_string (block_dir, "eui")) != NULL && !g_str_equal (s, "0000000000000000"))
    drive->wwn = g_strconcat ("eui.", s, NULL);
  else if ((s = read_string (block_dir, "nguid")) != NULL && strspn (s, "0-") != strlen (s))
    drive->wwn = g_strconcat ("nguid.", s, NULL);
  else if ((s = read_string (block_dir, "wwid")) != NULL &&
           (g_str_has_prefix (s, "eui.") || g_str_has_prefix (s, "nguid.") ||
            g_str_has_prefix (s, "naa.")))
    drive->wwn = g_strdup (s);
  g_free (s);

  if (drive->transport == DS_TRANSPORT_NVME_PCIE)
    {
      g_autofree char *pci_link = g_build_filename (ctrl_dir, "device", NULL);
      g_autofree char *pci_dir = resolve_dir (pci_link);

      if (pci_dir != NULL)
        fill_pcie_link (drive, pci_dir);
    }
  fill_hwmon (drive, ctrl_dir);
}

/* Most USB bridges have no serial number VPD page; the USB device above the
 * SCSI device (the directory with idVendor) carries the iSerial string. */
static char *
read_usb_serial (const char *device_dir)
{
  g_autofree char *dir = resolve_dir (device_dir);

  while (dir != NULL && strlen (dir) > 1)
    {
      g_autofree char *id = g_build_filename (dir, "idVendor", NULL);
      char *parent;

      if (g_file_test (id, G_FILE_TEST_EXISTS))
        return read_string (dir, "serial");
      parent = g_path_get_dirname (dir);
      g_free (dir);
      dir = parent;
    }
  return NULL;
}

static void
fill_scsi (DsDrive    *drive,
           const char *block_dir,
           const char *devpath)
{
  g_autofree char *device_dir = g_build_filename (block_dir, "device", NULL);
  g_autofree char *wwid = NULL;
  guint max_gen = 0;
  gboolean ata;

  if (strstr (devpath, "/usb") != NULL)
    drive->transport = DS_TRANSPORT_USB;
  else if (strstr (devpath, "/ata") != NULL)
    drive->transport = DS_TRANSPORT_SATA;
  else if (strstr (devpath, "/end_device-") != NULL || strstr (devpath, "/sas_") != NULL)
    drive->transport = DS_TRANSPORT_SAS;
  else
    drive->transport = DS_TRANSPORT_SCSI;

  drive->vendor = read_string (device_dir, "vendor");
  drive->model = read_string (device_dir, "model");
  drive->firmware = read_string (device_dir, "rev");
  drive->serial = read_vpd_serial (device_dir);
  ata = read_ata_identify (drive, device_dir, &max_gen);
  if (ata && g_strcmp0 (drive->vendor, "ATA") == 0)
    g_clear_pointer (&drive->vendor, g_free);   /* libata's placeholder, not a vendor */

  wwid = read_string (device_dir, "wwid");
  if (wwid != NULL && g_str_has_prefix (wwid, "naa."))
    drive->wwn = g_steal_pointer (&wwid);

  if (drive->transport == DS_TRANSPORT_USB && drive->serial == NULL)
    drive->serial = read_usb_serial (device_dir);
  if (drive->transport == DS_TRANSPORT_SATA)
    fill_sata_link (drive, devpath, max_gen);
  fill_hwmon (drive, device_dir);
}

static void
fill_mmc (DsDrive    *drive,
          const char *block_dir)
{
  g_autofree char *device_dir = g_build_filename (block_dir, "device", NULL);

  drive->transport = DS_TRANSPORT_MMC;
  drive->model = read_string (device_dir, "name");
  drive->serial = read_string (device_dir, "serial");
  drive->firmware = read_string (device_dir, "fwrev");
}

/* ---- stacking: md and dm ---------------------------------------------- */

static int
compare_names (gconstpointer a,
               gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

/* The physical drives under a block device, through dm and md and partitions. */
static void
collect_members (const char *name,
                 GPtrArray  *out,
                 guint       depth)
{
  g_autofree char *rel = g_strconcat ("/sys/class/block/", name, NULL);
  g_autofree char *link = ds_sysroot_path (rel);
  g_autofree char *dir = resolve_dir (link);
  g_autofree char *slaves = NULL;
  g_autoptr(GDir) d = NULL;
  const char *slave;
  gboolean any = FALSE;

  if (dir == NULL || depth > 8)
    return;
  slaves = g_build_filename (dir, "slaves", NULL);
  d = g_dir_open (slaves, 0, NULL);
  /* in name order: a directory's order is the filesystem's, and the
   * members' order is what a run records */
  {
    g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);

    while (d != NULL && (slave = g_dir_read_name (d)) != NULL)
      g_ptr_array_add (names, g_strdup (slave));
    g_ptr_array_sort (names, compare_names);
    for (guint i = 0; i < names->len; i++)
      {
        any = TRUE;
        collect_members (g_ptr_array_index (names, i), out, depth + 1);
      }
  }
  if (any || depth == 0)
    return;

  /* A leaf: a partition stands for its disk. */
  {
    g_autofree char *part_file = g_build_filename (dir, "partition", NULL);
    g_autofree char *disk = NULL;

    if (g_file_test (part_file, G_FILE_TEST_EXISTS))
      {
        g_autofree char *parent = g_path_get_dirname (dir);
        disk = g_path_get_basename (parent);
      }
    else
      disk = g_strdup (name);
    if (!g_ptr_array_find_with_equal_func (out, disk, g_str_equal, NULL))
      g_ptr_array_add (out, g_steal_pointer (&disk));
  }
}

static void
fill_stacked (DsDrive    *drive,
              const char *block_dir)
{
  g_autofree char *dm_dir = g_build_filename (block_dir, "dm", NULL);
  g_autofree char *md_dir = g_build_filename (block_dir, "md", NULL);

  if (g_str_has_prefix (drive->name, "dm-"))
    {
      g_autofree char *uuid = read_string (dm_dir, "uuid");

      drive->transport = DS_TRANSPORT_DM;
      drive->dm_name = read_string (dm_dir, "name");
      if (uuid == NULL)
        drive->dm_kind = NULL;
      else if (g_str_has_prefix (uuid, "CRYPT-"))
        drive->dm_kind = g_strdup ("crypt");
      else if (g_str_has_prefix (uuid, "LVM-"))
        drive->dm_kind = g_strdup ("lvm");
      else if (g_str_has_prefix (uuid, "mpath-"))
        drive->dm_kind = g_strdup ("multipath");
      else if (g_str_has_prefix (uuid, "part"))
        drive->dm_kind = g_strdup ("partition");
      else
        {
          const char *dash = strchr (uuid, '-');
          drive->dm_kind = dash ? g_ascii_strdown (uuid, dash - uuid) : NULL;
        }
      if (drive->dm_name != NULL)
        {
          g_free (drive->path);
          drive->path = g_strconcat ("/dev/mapper/", drive->dm_name, NULL);
        }
    }
  else
    {
      drive->transport = DS_TRANSPORT_MD;
      drive->md_level = read_string (md_dir, "level");
      if (!ds_sysroot_read_u64 (md_dir, "chunk_size", &drive->md_chunk_bytes))
        drive->md_chunk_bytes = 0;
    }
  collect_members (drive->name, drive->members, 0);
}

/* ---- one block device --------------------------------------------------- */

static DsDrive *
probe_block_device (EnumContext *ctx,
                    const char  *sys_block,
                    const char  *name)
{
  g_autofree char *link = g_build_filename (sys_block, name, NULL);
  g_autofree char *block_dir = resolve_dir (link);
  g_autoptr(DsDrive) drive = NULL;
  g_autoptr(GDir) d = NULL;
  const char *root = ds_sysroot ();
  const char *devpath;
  const char *entry;
  guint64 v;

  if (block_dir == NULL)
    return NULL;
  devpath = block_dir;
  if (root != NULL && g_str_has_prefix (devpath, root))
    devpath += strlen (root);

  drive = ds_drive_new (name);
  if (ds_sysroot_read_u64 (block_dir, "size", &v))
    drive->size_bytes = v * 512;
  if (ds_sysroot_read_u64 (block_dir, "queue/logical_block_size", &v))
    drive->logical_block_size = (guint) v;
  if (ds_sysroot_read_u64 (block_dir, "queue/physical_block_size", &v))
    drive->physical_block_size = (guint) v;
  if (ds_sysroot_read_u64 (block_dir, "queue/rotational", &v))
    drive->rotational = v != 0;
  if (ds_sysroot_read_u64 (block_dir, "removable", &v))
    drive->removable = v != 0;

  if (g_str_has_prefix (name, "loop"))
    drive->transport = DS_TRANSPORT_LOOP, drive->is_virtual = TRUE;
  else if (g_str_has_prefix (name, "zram"))
    drive->transport = DS_TRANSPORT_ZRAM, drive->is_virtual = TRUE;
  else if (g_str_has_prefix (name, "ram"))
    drive->transport = DS_TRANSPORT_RAM, drive->is_virtual = TRUE;
  else if (g_str_has_prefix (name, "md"))
    fill_stacked (drive, block_dir);
  else if (g_str_has_prefix (name, "dm-"))
    fill_stacked (drive, block_dir);
  else if (g_str_has_prefix (name, "nvme"))
    fill_nvme (drive, block_dir);
  else if (g_str_has_prefix (name, "sd") || g_str_has_prefix (name, "sr"))
    fill_scsi (drive, block_dir, devpath);
  else if (g_str_has_prefix (name, "vd") || strstr (devpath, "/virtio") != NULL)
    {
      drive->transport = DS_TRANSPORT_VIRTIO;
      drive->serial = read_string (block_dir, "serial");
    }
  else if (g_str_has_prefix (name, "mmcblk"))
    {
      if (strstr (name, "boot") != NULL || strstr (name, "rpmb") != NULL)
        drive->transport = DS_TRANSPORT_VIRTUAL, drive->is_virtual = TRUE;
      else
        fill_mmc (drive, block_dir);
    }
  else if (strstr (devpath, "/devices/virtual/") != NULL)
    drive->transport = DS_TRANSPORT_VIRTUAL, drive->is_virtual = TRUE;

  /* Partitions: subdirectories with a "partition" attribute. */
  d = g_dir_open (block_dir, 0, NULL);
  while (d != NULL && (entry = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *sub = g_build_filename (block_dir, entry, NULL);
      g_autofree char *pfile = g_build_filename (sub, "partition", NULL);
      DsPartition *part;

      if (!g_str_has_prefix (entry, name) || !g_file_test (pfile, G_FILE_TEST_EXISTS))
        continue;
      part = ds_partition_new (entry);
      fill_partition (ctx, part, sub, NULL);
      g_ptr_array_add (drive->partitions, part);
    }

  /* A filesystem on the whole device (no partition table) is listed as the
   * device's only "partition", so its mounts and free space are shown. */
  if (drive->partitions->len == 0)
    {
      g_autoptr(DsPartition) whole = ds_partition_new (name);

      fill_partition (ctx, whole, block_dir, drive->dm_name);
      if (whole->fstype != NULL || whole->mountpoints->len > 0 || whole->holder != NULL)
        g_ptr_array_add (drive->partitions, g_steal_pointer (&whole));
    }

  return g_steal_pointer (&drive);
}

/* ---- ordering ------------------------------------------------------------- */

static int
kind_rank (const DsDrive *d)
{
  switch (d->transport)
    {
    case DS_TRANSPORT_NVME_PCIE:
    case DS_TRANSPORT_NVME_FABRICS: return 0;
    case DS_TRANSPORT_SATA:
    case DS_TRANSPORT_SAS:
    case DS_TRANSPORT_SCSI: return 1;
    case DS_TRANSPORT_VIRTIO: return 2;
    case DS_TRANSPORT_MMC: return 3;
    case DS_TRANSPORT_USB: return 4;
    case DS_TRANSPORT_MD: return 5;
    case DS_TRANSPORT_DM: return 6;
    default: return 7;
    }
}

/* nvme2n1 before nvme10n1: compare digit runs as numbers. */
static int
natural_compare (const char *a,
                 const char *b)
{
  while (*a && *b)
    {
      if (g_ascii_isdigit (*a) && g_ascii_isdigit (*b))
        {
          guint64 na = g_ascii_strtoull (a, (char **) &a, 10);
          guint64 nb = g_ascii_strtoull (b, (char **) &b, 10);

          if (na != nb)
            return na < nb ? -1 : 1;
          continue;
        }
      if (*a != *b)
        return (guchar) *a - (guchar) *b;
      a++;
      b++;
    }
  return (guchar) *a - (guchar) *b;
}

static int
compare_drives (gconstpointer pa,
                gconstpointer pb)
{
  const DsDrive *a = *(const DsDrive * const *) pa;
  const DsDrive *b = *(const DsDrive * const *) pb;
  int ra = kind_rank (a), rb = kind_rank (b);

  if (ra != rb)
    return ra - rb;
  return natural_compare (a->name, b->name);
}

static int
compare_partitions (gconstpointer pa,
                    gconstpointer pb)
{
  const DsPartition *a = *(const DsPartition * const *) pa;
  const DsPartition *b = *(const DsPartition * const *) pb;

  return natural_compare (a->name, b->name);
}

GPtrArray *
ds_drive_list_enumerate (DsEnumFlags   flags,
                         GError      **error)
{
  g_autofree char *sys_block = ds_sysroot_path ("/sys/block");
  g_autoptr(GPtrArray) drives = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_drive_unref);
  g_autoptr(GPtrArray) mounts = NULL;
  g_autoptr(GDir) d = NULL;
  g_autoptr(GError) local_error = NULL;
  EnumContext ctx;
  const char *name;

  d = g_dir_open (sys_block, 0, &local_error);
  if (d == NULL)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_UNSUPPORTED,
                   _("Cannot list the drives: %s. Drivescope reads the kernel's view from /sys; is sysfs mounted?"),
                   local_error->message);
      return NULL;
    }
  mounts = ds_mounts_read (NULL);
  if (mounts == NULL)
    mounts = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_mount_free);
  ctx.mounts = mounts;

  while ((name = g_dir_read_name (d)) != NULL)
    {
      DsDrive *drive = probe_block_device (&ctx, sys_block, name);

      if (drive == NULL)
        continue;
      /* An unattached loop or ram device holds nothing at all. */
      if (drive->is_virtual && drive->size_bytes == 0 &&
          (drive->transport == DS_TRANSPORT_LOOP || drive->transport == DS_TRANSPORT_RAM))
        {
          ds_drive_unref (drive);
          continue;
        }
      if (drive->is_virtual && !(flags & DS_ENUM_FLAGS_ALL))
        {
          ds_drive_unref (drive);
          continue;
        }
      g_ptr_array_sort (drive->partitions, compare_partitions);
      g_ptr_array_add (drives, drive);
    }
  g_ptr_array_sort (drives, compare_drives);
  return g_steal_pointer (&drives);
}
