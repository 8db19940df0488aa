/* ds-mounts-win.c — the "mount table" of Windows: volumes and the paths
 * they are mounted at (drive letters, mounted folders)
 *
 * A DsMount here: mountpoint "C:\", source the volume GUID path
 * ("\\?\Volume{…}\"), fstype from GetVolumeInformationW ("NTFS"), options
 * "rw" or "ro", plus "remote" for a network drive. No major/minor (0).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>
#include <windows.h>

#include "ds-mounts.h"
#include "ds-win-device.h"

/* @root: a volume root ending in a backslash. */
static DsMount *
mount_for_root (const wchar_t *root, const char *volume)
{
  wchar_t fs[MAX_PATH + 1] = { 0 };
  DWORD flags = 0;
  DsMount *m = g_new0 (DsMount, 1);
  UINT type = GetDriveTypeW (root);
  g_autoptr(GString) options = g_string_new (NULL);

  m->mountpoint = ds_win_utf8 (root);
  m->root = g_strdup ("\\");
  m->source = g_strdup (volume != NULL ? volume : m->mountpoint);
  if (GetVolumeInformationW (root, NULL, 0, NULL, NULL, &flags, fs, G_N_ELEMENTS (fs)))
    m->fstype = ds_win_utf8 (fs);
  else
    m->fstype = g_strdup ("unknown");
  g_string_append (options, (flags & FILE_READ_ONLY_VOLUME) || type == DRIVE_CDROM ? "ro" : "rw");
  if (type == DRIVE_REMOTE)
    g_string_append (options, ",remote");
  if (type == DRIVE_REMOVABLE)
    g_string_append (options, ",removable");
  if (flags & FILE_VOLUME_IS_COMPRESSED)
    g_string_append (options, ",compressed");
  m->options = g_string_free (g_steal_pointer (&options), FALSE);
  m->super_options = g_strdup ("");
  return m;
}

GPtrArray *
ds_mounts_read (GError **error)
{
  GPtrArray *mounts = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_mount_free);
  wchar_t volume[MAX_PATH + 1];
  HANDLE find = FindFirstVolumeW (volume, G_N_ELEMENTS (volume));

  if (find == INVALID_HANDLE_VALUE)
    return mounts;
  do
    {
      wchar_t paths[4096];
      DWORD len = 0;
      g_autofree char *volume_utf8 = ds_win_utf8 (volume);

      if (!GetVolumePathNamesForVolumeNameW (volume, paths, G_N_ELEMENTS (paths), &len))
        continue;
      for (const wchar_t *p = paths; *p != L'\0'; p += wcslen (p) + 1)
        g_ptr_array_add (mounts, mount_for_root (p, volume_utf8));
    }
  while (FindNextVolumeW (find, volume, G_N_ELEMENTS (volume)));
  FindVolumeClose (find);
  return mounts;
}

static gboolean
is_separator (char c)
{
  return c == '\\' || c == '/';
}

/* Case-insensitive, either separator: C:\Users is under c:/. */
static gboolean
path_is_under (const char *path, const char *mountpoint)
{
  gsize len = strlen (mountpoint);

  while (len > 0 && is_separator (mountpoint[len - 1]))
    len--;
  for (gsize i = 0; i < len; i++)
    {
      char a = path[i], b = mountpoint[i];

      if (a == '\0')
        return FALSE;
      if (is_separator (a) && is_separator (b))
        continue;
      if (g_ascii_tolower (a) != g_ascii_tolower (b))
        return FALSE;
    }
  return path[len] == '\0' || is_separator (path[len]);
}

DsMount *
ds_mounts_find (GPtrArray  *mounts,
                const char *path)
{
  DsMount *best = NULL;
  gsize best_len = 0;

  for (guint i = 0; i < mounts->len; i++)
    {
      DsMount *m = g_ptr_array_index (mounts, i);
      gsize len = strlen (m->mountpoint);

      if (path_is_under (path, m->mountpoint) && (best == NULL || len >= best_len))
        {
          best = m;
          best_len = len;
        }
    }
  return best;
}

DsMount *
ds_mounts_for_path (const char *path)
{
  g_autofree wchar_t *wpath = ds_win_utf16 (path);
  wchar_t root[MAX_PATH + 1];
  wchar_t volume[MAX_PATH + 1];
  g_autofree char *volume_utf8 = NULL;

  if (wpath == NULL || !GetVolumePathNameW (wpath, root, G_N_ELEMENTS (root)))
    return NULL;
  if (GetVolumeNameForVolumeMountPointW (root, volume, G_N_ELEMENTS (volume)))
    volume_utf8 = ds_win_utf8 (volume);
  return mount_for_root (root, volume_utf8);
}

/* dm-crypt is Linux's; BitLocker is not detected (yet). */
gboolean
ds_mount_is_on_dm_crypt (guint major,
                         guint minor)
{
  return FALSE;
}
