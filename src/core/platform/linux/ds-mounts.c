/* ds-mountinfo.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>

#include "ds-error.h"
#include "ds-mounts.h"
#include "ds-sysroot.h"

/* mountinfo escapes space, tab, newline and backslash as \ooo. */
static char *
unescape_octal (const char *text)
{
  GString *out = g_string_sized_new (strlen (text));

  for (const char *p = text; *p != '\0'; p++)
    {
      if (p[0] == '\\' && p[1] >= '0' && p[1] <= '3' && p[2] >= '0' && p[2] <= '7' &&
          p[3] >= '0' && p[3] <= '7')
        {
          g_string_append_c (out, (char) (((p[1] - '0') << 6) | ((p[2] - '0') << 3) | (p[3] - '0')));
          p += 3;
        }
      else
        g_string_append_c (out, *p);
    }
  return g_string_free (out, FALSE);
}

GPtrArray *
ds_mounts_parse (const char *text)
{
  g_autoptr(GPtrArray) mounts = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_mount_free);
  g_auto(GStrv) lines = g_strsplit (text, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      g_auto(GStrv) fields = g_strsplit (lines[i], " ", -1);
      guint n = g_strv_length (fields);
      guint sep;
      DsMount *mount;
      char *colon;

      /* id parent maj:min root mountpoint options [optional...] - fstype source superopts */
      if (n < 10)
        continue;
      for (sep = 6; sep < n && g_strcmp0 (fields[sep], "-") != 0; sep++)
        ;
      if (sep + 2 >= n)
        continue;
      colon = strchr (fields[2], ':');
      if (colon == NULL)
        continue;

      mount = g_new0 (DsMount, 1);
      mount->major = (guint) strtoul (fields[2], NULL, 10);
      mount->minor = (guint) strtoul (colon + 1, NULL, 10);
      mount->root = unescape_octal (fields[3]);
      mount->mountpoint = unescape_octal (fields[4]);
      mount->options = g_strdup (fields[5]);
      mount->fstype = unescape_octal (fields[sep + 1]);
      mount->source = unescape_octal (fields[sep + 2]);
      mount->super_options = sep + 3 < n ? g_strdup (fields[sep + 3]) : g_strdup ("");
      g_ptr_array_add (mounts, mount);
    }
  return g_steal_pointer (&mounts);
}

GPtrArray *
ds_mounts_read (GError **error)
{
  g_autofree char *path = ds_sysroot_path ("/proc/self/mountinfo");
  g_autofree char *text = NULL;
  g_autoptr(GError) local_error = NULL;

  if (!g_file_get_contents (path, &text, NULL, &local_error))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_FAILED,
                   _("Cannot read the mount table %s: %s"), path, local_error->message);
      return NULL;
    }
  return ds_mounts_parse (text);
}

static gboolean
path_is_under (const char *path,
               const char *mountpoint)
{
  gsize len = strlen (mountpoint);

  if (g_str_equal (mountpoint, "/"))
    return path[0] == '/';
  return strncmp (path, mountpoint, len) == 0 && (path[len] == '\0' || path[len] == '/');
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
  g_autoptr(GPtrArray) mounts = ds_mounts_read (NULL);
  g_autofree char *canon = NULL;
  char *real = realpath (path, NULL);
  DsMount *m;

  if (real != NULL)
    {
      canon = g_strdup (real);
      free (real);
    }
  else
    canon = g_canonicalize_filename (path, NULL);
  if (mounts == NULL || (m = ds_mounts_find (mounts, canon)) == NULL)
    return NULL;
  return ds_mount_copy (m);
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
ds_mount_is_on_dm_crypt (guint major,
                         guint minor)
{
  g_autofree char *rel = g_strdup_printf ("/sys/dev/block/%u:%u", major, minor);
  g_autofree char *dir = ds_sysroot_path (rel);

  return dm_crypt_below (dir, 0);
}
