/* ds-mount-info.c — /proc/self/mountinfo lookup
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>

#include "ds-mount-info.h"
#include "ds-sysroot.h"

/* mountinfo escapes space, tab, newline and backslash as \ooo. */
static char *
unescape (const char *s)
{
  GString *out = g_string_new (NULL);

  while (*s != '\0')
    {
      if (s[0] == '\\' && s[1] >= '0' && s[1] <= '7' && s[2] >= '0' && s[2] <= '7' &&
          s[3] >= '0' && s[3] <= '7')
        {
          g_string_append_c (out, (char) (((s[1] - '0') << 6) | ((s[2] - '0') << 3) | (s[3] - '0')));
          s += 4;
        }
      else
        g_string_append_c (out, *s++);
    }
  return g_string_free (out, FALSE);
}

static gboolean
is_prefix_path (const char *mount_point,
                const char *path)
{
  gsize len = strlen (mount_point);

  if (g_str_equal (mount_point, "/"))
    return TRUE;
  return strncmp (mount_point, path, len) == 0 && (path[len] == '\0' || path[len] == '/');
}

DsMountInfo *
ds_mount_info_parse (const char *mountinfo,
                     guint       major,
                     guint       minor,
                     const char *path)
{
  g_auto(GStrv) lines = g_strsplit (mountinfo, "\n", -1);
  DsMountInfo *best = NULL;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], " ", -1);
      guint n = g_strv_length (fields), sep;
      guint maj, min;
      g_autofree char *mp = NULL;
      DsMountInfo *info;

      if (n < 10 || sscanf (fields[2], "%u:%u", &maj, &min) != 2)
        continue;
      if (maj != major || min != minor)
        continue;
      for (sep = 6; sep < n && !g_str_equal (fields[sep], "-"); sep++)
        ;
      if (sep + 1 >= n)
        continue;
      mp = unescape (fields[4]);
      if (path != NULL && !is_prefix_path (mp, path))
        continue;
      if (best != NULL && strlen (best->mount_point) > strlen (mp))
        continue;
      info = g_new0 (DsMountInfo, 1);
      info->mount_point = g_steal_pointer (&mp);
      info->root = unescape (fields[3]);
      info->options = g_strdup (fields[5]);
      info->fstype = unescape (fields[sep + 1]);
      info->source = sep + 2 < n ? unescape (fields[sep + 2]) : NULL;
      info->super_options = sep + 3 < n ? g_strdup (fields[sep + 3]) : NULL;
      info->major = maj;
      info->minor = min;
      /* Later lines are mounted on top: they win ties. */
      ds_mount_info_free (best);
      best = info;
    }
  return best;
}

DsMountInfo *
ds_mount_info_for_path (const char *path)
{
  g_autofree char *file = ds_sysroot_path ("/proc/self/mountinfo");
  g_autofree char *text = NULL;
  g_autofree char *real = NULL;
  struct stat st;

  if (stat (path, &st) != 0)
    return NULL;
  if (!g_file_get_contents (file, &text, NULL, NULL))
    return NULL;
  real = realpath (path, NULL);
  return ds_mount_info_parse (text, major (st.st_dev), minor (st.st_dev),
                              real != NULL ? real : path);
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
