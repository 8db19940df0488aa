/* ds-enum-win.c — the drives of a Windows machine
 *
 * SetupAPI lists the disk interfaces (GUID_DEVINTERFACE_DISK); each disk is
 * opened with no access rights and asked, through IOCTL_STORAGE_QUERY_PROPERTY,
 * for its device descriptor (vendor, model, firmware, serial, bus), access
 * alignment (sector sizes), seek penalty (spinning or not) and temperature;
 * IOCTL_STORAGE_GET_DEVICE_NUMBER gives its number (PhysicalDriveN, the
 * drive's name here) and IOCTL_DISK_GET_DRIVE_GEOMETRY_EX its size. An NVMe
 * drive's PCIe link comes from the nearest PCI ancestor's
 * DEVPKEY_PciDevice_{Current,Max}Link{Speed,Width}. Volumes become the
 * partitions of the disk their extents lie on. Where SetupAPI lists no disk
 * (Wine), \\.\PhysicalDrive0..31 are tried. Nothing needs administrator
 * rights.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>
#include <windows.h>
#include <initguid.h>
#include <cfgmgr32.h>
#include <devpkey.h>
#include <pciprop.h>
#include <setupapi.h>
#include <winioctl.h>

#include "ds-drive-list.h"
#include "ds-error.h"
#include "ds-win-device.h"
#include "ds-win-storage.h"

/* PCI_EXPRESS_LINK_SPEED codes of DEVPKEY_PciDevice_*LinkSpeed -> GT/s. */
static double
pcie_code_to_gts (guint32 code)
{
  static const double gts[] = { 0, 2.5, 5, 8, 16, 32, 64 };

  return code < G_N_ELEMENTS (gts) ? gts[code] : 0;
}

static gboolean
devnode_u32 (DEVINST node, const DEVPROPKEY *key, guint32 *out)
{
  DEVPROPTYPE type = 0;
  ULONG size = sizeof *out;

  return CM_Get_DevNode_PropertyW (node, key, &type, (PBYTE) out, &size, 0) == CR_SUCCESS &&
         type == DEVPROP_TYPE_UINT32;
}

static void
fill_pcie_link (DsDrive *drive, DEVINST disk)
{
  DEVINST node = disk, parent;

  /* disk -> NVMe controller (a PCI function) -> ...: the first ancestor that
   * has a PCIe link speed. */
  for (int depth = 0; depth < 4 && CM_Get_Parent (&parent, node, 0) == CR_SUCCESS; depth++)
    {
      guint32 cur_speed = 0, cur_width = 0, max_speed = 0, max_width = 0;

      node = parent;
      if (!devnode_u32 (node, &DEVPKEY_PciDevice_CurrentLinkSpeed, &cur_speed))
        continue;
      devnode_u32 (node, &DEVPKEY_PciDevice_CurrentLinkWidth, &cur_width);
      devnode_u32 (node, &DEVPKEY_PciDevice_MaxLinkSpeed, &max_speed);
      devnode_u32 (node, &DEVPKEY_PciDevice_MaxLinkWidth, &max_width);
      drive->has_link = TRUE;
      drive->link.current_gts = pcie_code_to_gts (cur_speed);
      drive->link.current_width = cur_width;
      drive->link.max_gts = pcie_code_to_gts (max_speed);
      drive->link.max_width = max_width;
      drive->link.degraded = (drive->link.max_gts > 0 && drive->link.current_gts < drive->link.max_gts) ||
                             (max_width > 0 && cur_width < max_width);
      drive->link.max_mbps = ds_pcie_max_mbps (drive->link.current_gts, cur_width);
      drive->max_interface_mbps = drive->link.max_mbps;
      return;
    }
}

static void
fill_from_handle (DsDrive *drive, HANDLE h)
{
  g_autofree guint8 *buf = NULL;
  DsWinDeviceDescriptor desc;
  gsize len = 0;

  buf = ds_win_query_property (h, DS_WIN_STORAGE_DEVICE_PROPERTY, &len, NULL);
  if (buf != NULL && ds_win_parse_device_descriptor (buf, len, &desc, NULL))
    {
      drive->vendor = g_steal_pointer (&desc.vendor);
      drive->model = g_steal_pointer (&desc.product);
      drive->firmware = g_steal_pointer (&desc.revision);
      drive->serial = g_steal_pointer (&desc.serial);
      drive->transport = ds_win_bus_type_to_transport (desc.bus_type);
      drive->removable = desc.removable;
      drive->is_virtual = drive->transport == DS_TRANSPORT_VIRTUAL;
      if (drive->transport == DS_TRANSPORT_SATA)
        drive->max_interface_mbps = 600;
      ds_win_device_descriptor_clear (&desc);
    }
  g_clear_pointer (&buf, g_free);

  buf = ds_win_query_property (h, DS_WIN_STORAGE_ACCESS_ALIGNMENT_PROPERTY, &len, NULL);
  if (buf != NULL)
    ds_win_parse_access_alignment (buf, len, &drive->logical_block_size, &drive->physical_block_size, NULL);
  g_clear_pointer (&buf, g_free);

  buf = ds_win_query_property (h, DS_WIN_STORAGE_DEVICE_SEEK_PENALTY_PROPERTY, &len, NULL);
  {
    gboolean seek = FALSE;

    if (buf != NULL && ds_win_parse_seek_penalty (buf, len, &seek, NULL))
      drive->rotational = seek ? 1 : 0;
  }
  g_clear_pointer (&buf, g_free);

  buf = ds_win_ioctl (h, IOCTL_DISK_GET_DRIVE_GEOMETRY_EX, NULL, 0, 256, &len,
                      "IOCTL_DISK_GET_DRIVE_GEOMETRY_EX", NULL);
  if (buf != NULL)
    ds_win_parse_geometry_size (buf, len, &drive->size_bytes, NULL);
  g_clear_pointer (&buf, g_free);

  buf = ds_win_query_property (h, DS_WIN_STORAGE_DEVICE_TEMPERATURE_PROPERTY, &len, NULL);
  if (buf != NULL)
    ds_win_parse_temperature (buf, len, &drive->temperature_c, &drive->temperature_warning_c,
                              &drive->temperature_critical_c, NULL);
}

/* Every volume whose extents lie on disk @number, as a partition of it. */
static void
fill_partitions (DsDrive *drive, guint32 number)
{
  wchar_t volume[MAX_PATH + 1];
  HANDLE find = FindFirstVolumeW (volume, G_N_ELEMENTS (volume));

  if (find == INVALID_HANDLE_VALUE)
    return;
  do
    {
      gsize n = wcslen (volume);
      g_autoptr(GArray) extents = g_array_new (FALSE, FALSE, sizeof (DsWinDiskExtent));
      guint64 size = 0;
      gboolean on_disk = FALSE, ok;

      if (n == 0 || volume[n - 1] != L'\\')
        continue;
      /* The volume device is the GUID path without its trailing backslash. */
      volume[n - 1] = L'\0';
      ok = ds_win_volume_disk_extents (volume, extents);
      volume[n - 1] = L'\\';
      if (!ok)
        continue;
      for (guint i = 0; i < extents->len; i++)
        if (g_array_index (extents, DsWinDiskExtent, i).disk_number == number)
          {
            on_disk = TRUE;
            size += g_array_index (extents, DsWinDiskExtent, i).length;
          }
      if (!on_disk)
        continue;
      {
        g_autofree char *guid = ds_win_utf8 (volume);
        DsPartition *part = ds_partition_new (guid);
        wchar_t paths[4096], label[MAX_PATH + 1] = { 0 }, fs[MAX_PATH + 1] = { 0 };
        DWORD paths_len = 0, serial = 0;
        ULARGE_INTEGER avail, total, all_free;

        part->size_bytes = size;
        if (GetVolumeInformationW (volume, label, G_N_ELEMENTS (label), &serial, NULL, NULL,
                                   fs, G_N_ELEMENTS (fs)))
          {
            part->fstype = ds_win_utf8 (fs);
            part->label = label[0] != L'\0' ? ds_win_utf8 (label) : NULL;
            part->uuid = g_strdup_printf ("%04X-%04X", (guint) (serial >> 16), (guint) (serial & 0xffff));
          }
        if (GetVolumePathNamesForVolumeNameW (volume, paths, G_N_ELEMENTS (paths), &paths_len))
          for (const wchar_t *p = paths; *p != L'\0'; p += wcslen (p) + 1)
            g_ptr_array_add (part->mountpoints, ds_win_utf8 (p));
        /* Named after its first drive letter or folder when it has one. */
        if (part->mountpoints->len > 0)
          {
            g_free (part->name);
            part->name = g_strdup (g_ptr_array_index (part->mountpoints, 0));
          }
        if (GetDiskFreeSpaceExW (volume, &avail, &total, &all_free))
          {
            part->free_bytes = (gint64) avail.QuadPart;
            part->total_bytes = (gint64) total.QuadPart;
            part->used_bytes = (gint64) (total.QuadPart - all_free.QuadPart);
            /* An extent of unknown length (see ds_win_volume_disk_extents). */
            if (part->size_bytes == 0)
              part->size_bytes = total.QuadPart;
          }
        g_ptr_array_add (drive->partitions, part);
      }
    }
  while (FindNextVolumeW (find, volume, G_N_ELEMENTS (volume)));
  FindVolumeClose (find);
}

static int
compare_drives (gconstpointer pa, gconstpointer pb)
{
  const DsDrive *a = *(DsDrive **) pa, *b = *(DsDrive **) pb;
  size_t la = strlen (a->name), lb = strlen (b->name);

  /* PhysicalDrive2 before PhysicalDrive10. */
  return la != lb ? (la < lb ? -1 : 1) : strcmp (a->name, b->name);
}

/* The disk open (for queries only) in @h, added to @drives unless it is
 * virtual and @flags do not ask for all; @devinst 0 when it has no device
 * node known (then no PCIe link is looked for). */
static void
add_disk (GPtrArray   *drives,
          DsEnumFlags  flags,
          HANDLE       h,
          DEVINST      devinst)
{
  STORAGE_DEVICE_NUMBER number = { 0 };
  g_autofree char *name = NULL;
  DWORD got = 0;
  DsDrive *drive;

  if (!DeviceIoControl (h, IOCTL_STORAGE_GET_DEVICE_NUMBER, NULL, 0, &number, sizeof number, &got, NULL))
    return;
  name = g_strdup_printf ("PhysicalDrive%lu", (unsigned long) number.DeviceNumber);
  for (guint i = 0; i < drives->len; i++)
    if (g_str_equal (((DsDrive *) g_ptr_array_index (drives, i))->name, name))
      return;
  drive = ds_drive_new (name);
  drive->path = g_strconcat ("\\\\.\\", name, NULL);
  fill_from_handle (drive, h);
  if (drive->transport == DS_TRANSPORT_NVME_PCIE && devinst != 0)
    fill_pcie_link (drive, devinst);
  fill_partitions (drive, number.DeviceNumber);
  if (drive->is_virtual && !(flags & DS_ENUM_FLAGS_ALL))
    {
      ds_drive_unref (drive);
      return;
    }
  g_ptr_array_add (drives, drive);
}

/* Where SetupAPI lists no disk interface at all (Wine, whose disk devices
 * are not Plug and Play ones; a bare Windows PE), the numbered names are
 * tried, as smartmontools' scan does. */
#define DS_WIN_PROBED_DISKS 32

GPtrArray *
ds_drive_list_enumerate (DsEnumFlags   flags,
                         GError      **error)
{
  g_autoptr(GPtrArray) drives = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_drive_unref);
  HDEVINFO set;
  SP_DEVICE_INTERFACE_DATA iface = { .cbSize = sizeof iface };
  DWORD listed = 0;

  set = SetupDiGetClassDevsW (&GUID_DEVINTERFACE_DISK, NULL, NULL, DIGCF_PRESENT | DIGCF_DEVICEINTERFACE);
  if (set == INVALID_HANDLE_VALUE)
    {
      g_autofree char *msg = ds_win_error_message (GetLastError ());

      g_set_error (error, DS_ERROR, DS_ERROR_FAILED, _("Cannot list the disks: %s."), msg);
      return NULL;
    }
  for (DWORD i = 0; SetupDiEnumDeviceInterfaces (set, NULL, &GUID_DEVINTERFACE_DISK, i, &iface); i++)
    {
      SP_DEVINFO_DATA info = { .cbSize = sizeof info };
      g_autofree SP_DEVICE_INTERFACE_DETAIL_DATA_W *detail = NULL;
      DWORD need = 0;
      HANDLE h;

      listed++;
      SetupDiGetDeviceInterfaceDetailW (set, &iface, NULL, 0, &need, NULL);
      if (need == 0)
        continue;
      detail = g_malloc0 (need);
      detail->cbSize = sizeof *detail;
      if (!SetupDiGetDeviceInterfaceDetailW (set, &iface, detail, need, NULL, &info))
        continue;
      h = CreateFileW (detail->DevicePath, 0, FILE_SHARE_READ | FILE_SHARE_WRITE, NULL, OPEN_EXISTING, 0, NULL);
      if (h == INVALID_HANDLE_VALUE)
        continue;
      add_disk (drives, flags, h, info.DevInst);
      CloseHandle (h);
    }
  SetupDiDestroyDeviceInfoList (set);
  for (guint n = 0; listed == 0 && n < DS_WIN_PROBED_DISKS; n++)
    {
      g_autofree char *name = g_strdup_printf ("PhysicalDrive%u", n);
      HANDLE h = ds_win_open_disk_for_query (name, NULL);

      if (h == INVALID_HANDLE_VALUE)
        continue;
      add_disk (drives, flags, h, 0);
      CloseHandle (h);
    }
  g_ptr_array_sort (drives, compare_drives);
  return g_steal_pointer (&drives);
}
