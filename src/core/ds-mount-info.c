/* ds-mount-info.c — the filesystem of a directory, its options, dm-crypt below it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ds-mount-info.h"
#include "ds-mountinfo.h"
#include "ds-sysroot.h"

DsMountInfo *
ds_mount_info_for_path (const char *path)
{
  g_autoptr(GPtrArray) mounts = ds_mountinfo_read (NULL);
  g_autofree char *canon = NULL;
  char *real = realpath (path, NULL);
  DsMountInfo *info;
  DsMount *m;

  if (real != NULL)
    {
      canon = g_strdup (real);
      free (real);
    }
  else
    canon = g_canonicalize_filename (path, NULL);
  if (mounts == NULL || (m = ds_mountinfo_find (mounts, canon)) == NULL)
    return NULL;
  info = g_new0 (DsMountInfo, 1);
  info->mount_point = g_strdup (m->mountpoint);
  info->root = g_strdup (m->root);
  info->fstype = g_strdup (m->fstype);
  info->source = g_strdup (m->source);
  info->options = g_strdup (m->options);
  info->super_options = g_strdup (m->super_options);
  info->major = m->major;
  info->minor = m->minor;
  return info;
}

void
ds_mount_info_free (DsMountInfo *info)
{
  if (info == NULL)
    return;
  g_free (info->mount_point);
  g_free (info->root);
  g_free (info->fstype);
  g_free (info->source);
  g_free (info->options);
  g_free (info->super_options);
  g_free (info);
}

char *
ds_mount_info_all_options (const DsMountInfo *info)
{
  g_autoptr(GPtrArray) seen = g_ptr_array_new_with_free_func (g_free);
  const char *lists[] = { info->options, info->super_options };
  GString *out = g_string_new (NULL);

  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
    {
      g_auto(GStrv) opts = NULL;

      if (lists[l] == NULL)
        continue;
      opts = g_strsplit (lists[l], ",", -1);
      for (guint i = 0; opts[i] != NULL; i++)
        {
          gboolean dup = FALSE;

          if (opts[i][0] == '\0')
            continue;
          for (guint j = 0; j < seen->len && !dup; j++)
            dup = g_str_equal (g_ptr_array_index (seen, j), opts[i]);
          if (dup)
            continue;
          g_ptr_array_add (seen, g_strdup (opts[i]));
          if (out->len > 0)
            g_string_append_c (out, ',');
          g_string_append (out, opts[i]);
        }
    }
  return g_string_free (out, FALSE);
}

static gboolean
dm_crypt_below (const char *block_dir,
                guint       depth)
{
  g_autofree char *uuid = NULL;
  g_autofree char *slaves = NULL;
  g_autoptr(GDir) dir = NULL;
  const char *name;

  if (depth > 8)
    return FALSE;
  uuid = ds_sysroot_read_attr (block_dir, "dm/uuid");
  if (uuid != NULL && g_str_has_prefix (uuid, "CRYPT-"))
    return TRUE;
  slaves = g_build_filename (block_dir, "slaves", NULL);
  dir = g_dir_open (slaves, 0, NULL);
  if (dir == NULL)
    return FALSE;
  while ((name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *sub = g_build_filename (slaves, name, NULL);

      if (dm_crypt_below (sub, depth + 1))
        return TRUE;
    }
  return FALSE;
}

gboolean
ds_mount_info_is_on_dm_crypt (guint major,
                              guint minor)
{
  g_autofree char *rel = g_strdup_printf ("/sys/dev/block/%u:%u", major, minor);
  g_autofree char *dir = ds_sysroot_path (rel);

  return dm_crypt_below (dir, 0);
}
