/* ds-mounts-common.c — the mount record and its options, on every platform
 *
 * Reading the mount table and matching paths are the platform's
 * (platform/linux/ds-mounts.c: mountinfo; platform/windows/ds-mounts-win.c:
 * volumes and their drive letters / mount folders).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ds-mounts.h"

void
ds_mount_free (DsMount *mount)
{
  if (mount == NULL)
    return;
  g_free (mount->root);
  g_free (mount->mountpoint);
  g_free (mount->options);
  g_free (mount->fstype);
  g_free (mount->source);
  g_free (mount->super_options);
  g_free (mount);
}

DsMount *
ds_mount_copy (const DsMount *mount)
{
  DsMount *copy = g_new0 (DsMount, 1);

  copy->major = mount->major;
  copy->minor = mount->minor;
  copy->root = g_strdup (mount->root);
  copy->mountpoint = g_strdup (mount->mountpoint);
  copy->options = g_strdup (mount->options);
  copy->fstype = g_strdup (mount->fstype);
  copy->source = g_strdup (mount->source);
  copy->super_options = g_strdup (mount->super_options);
  return copy;
}

gboolean
ds_mount_has_option (const DsMount *mount,
                     const char    *option)
{
  g_auto(GStrv) opts = g_strsplit (mount->options ? mount->options : "", ",", -1);

  return g_strv_contains ((const char * const *) opts, option);
}

char *
ds_mount_all_options (const DsMount *info)
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
