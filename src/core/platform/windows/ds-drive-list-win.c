/* ds-drive-list-win.c — finding a drive by name, serial or path on Windows
 *
 * A path is resolved to its volume (GetVolumePathNameW,
 * GetVolumeNameForVolumeMountPointW), the volume to the disk its extents lie
 * on (ds_win_volume_disk_extents): a volume spanning several disks (a
 * Storage Spaces or dynamic volume) names none of them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>
#include <windows.h>
#include <winioctl.h>

#include "ds-drive-list.h"
#include "ds-error.h"
#include "ds-format.h"
#include "ds-mounts.h"
#include "ds-win-device.h"
#include "ds-win-storage.h"

static DsDrive *
find_by_name (GPtrArray *drives, const char *name)
{
  for (guint i = 0; i < drives->len; i++)
    {
      DsDrive *d = g_ptr_array_index (drives, i);

      if (g_ascii_strcasecmp (d->name, name) == 0 || (d->path != NULL && g_ascii_strcasecmp (d->path, name) == 0))
        return d;
    }
  return NULL;
}

/* The disk number holding the volume mounted at @root, or -1. */
static gint64
disk_of_volume_root (const wchar_t *root)
{
  wchar_t volume[MAX_PATH + 1];
  g_autoptr(GArray) extents = g_array_new (FALSE, FALSE, sizeof (DsWinDiskExtent));
  gsize n;

  if (!GetVolumeNameForVolumeMountPointW (root, volume, G_N_ELEMENTS (volume)))
    return -1;
  n = wcslen (volume);
  if (n > 0 && volume[n - 1] == L'\\')
    volume[n - 1] = L'\0';
  if (!ds_win_volume_disk_extents (volume, extents) || extents->len == 0)
    return -1;
  for (guint i = 1; i < extents->len; i++)
    if (g_array_index (extents, DsWinDiskExtent, i).disk_number != g_array_index (extents, DsWinDiskExtent, 0).disk_number)
      return -1;
  return g_array_index (extents, DsWinDiskExtent, 0).disk_number;
}

DsDrive *
ds_drive_list_find_by_path (GPtrArray    *drives,
                            const char   *path,
                            DsPartition **out_partition)
{
  g_autofree wchar_t *wpath = ds_win_utf16 (path);
  wchar_t root[MAX_PATH + 1];
  g_autofree char *root_utf8 = NULL;
  g_autofree char *name = NULL;
  gint64 number;
  DsDrive *drive;

  if (out_partition != NULL)
    *out_partition = NULL;
  if (wpath == NULL || !GetVolumePathNameW (wpath, root, G_N_ELEMENTS (root)))
    return NULL;
  number = disk_of_volume_root (root);
  if (number < 0)
    return NULL;
  name = g_strdup_printf ("PhysicalDrive%" G_GINT64_FORMAT, number);
  drive = find_by_name (drives, name);
  if (drive == NULL || out_partition == NULL)
    return drive;
  root_utf8 = ds_win_utf8 (root);
  for (guint i = 0; i < drive->partitions->len; i++)
    {
      DsPartition *p = g_ptr_array_index (drive->partitions, i);

      for (guint k = 0; k < p->mountpoints->len; k++)
        if (g_ascii_strcasecmp (g_ptr_array_index (p->mountpoints, k), root_utf8) == 0)
          *out_partition = p;
    }
  return drive;
}

DsDrive *
ds_drive_list_lookup (GPtrArray   *drives,
                      const char  *what,
                      GError     **error)
{
  DsDrive *d = NULL;

  g_return_val_if_fail (what != NULL, NULL);

  if (what[0] != '\0')
    {
      d = find_by_name (drives, what);
      for (guint i = 0; i < drives->len && d == NULL; i++)
        {
          DsDrive *c = g_ptr_array_index (drives, i);

          if (c->serial != NULL && g_str_equal (c->serial, what))
            d = c;
        }
      /* A drive letter ("D:") or any path on a volume. */
      if (d == NULL && g_file_test (what, G_FILE_TEST_EXISTS))
        d = ds_drive_list_find_by_path (drives, what, NULL);
    }
  if (d == NULL)
    {
      g_autofree char *safe = ds_escape_terminal (what);

      g_set_error (error, DS_ERROR, DS_ERROR_NOT_FOUND,
                   _("no drive named '%s'; run 'drivescope-cli list' to see the drives"), safe);
    }
  return d;
}

/* Writable volume roots of @drive, the biggest first; the user's profile
 * folder first when it is on the drive. */
GPtrArray *
ds_drive_writable_mounts (GPtrArray     *drives,
                          const DsDrive *drive)
{
  GPtrArray *dirs = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) parts = g_ptr_array_new ();
  const char *home = g_get_home_dir ();

  for (guint j = 0; j < drive->partitions->len; j++)
    g_ptr_array_add (parts, g_ptr_array_index (drive->partitions, j));
  for (guint a = 0; a < parts->len; a++)
    for (guint b = a + 1; b < parts->len; b++)
      if (((DsPartition *) parts->pdata[b])->size_bytes > ((DsPartition *) parts->pdata[a])->size_bytes)
        {
          gpointer t = parts->pdata[a];

          parts->pdata[a] = parts->pdata[b];
          parts->pdata[b] = t;
        }
  for (guint j = 0; j < parts->len; j++)
    {
      DsPartition *p = g_ptr_array_index (parts, j);

      for (guint k = 0; k < p->mountpoints->len; k++)
        {
          const char *mp = g_ptr_array_index (p->mountpoints, k);
          g_autoptr(DsMount) m = ds_mounts_for_path (mp);

          if (m != NULL && ds_mount_has_option (m, "ro"))
            continue;
          g_ptr_array_add (dirs, g_strdup (mp));
          if (home != NULL && m != NULL)
            {
              g_autoptr(DsMount) hm = ds_mounts_for_path (home);

              if (hm != NULL && g_ascii_strcasecmp (hm->mountpoint, m->mountpoint) == 0)
                g_ptr_array_insert (dirs, 0, g_strdup (home));
            }
        }
    }
  return dirs;
}
