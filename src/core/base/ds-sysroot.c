/* ds-sysroot.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <stdlib.h>

#include "ds-sysroot.h"

static char *sysroot_cache;
static gboolean sysroot_known;
G_LOCK_DEFINE_STATIC (sysroot);

const char *
ds_sysroot (void)
{
  const char *ret;

  G_LOCK (sysroot);
  if (!sysroot_known)
    {
      const char *env = g_getenv ("DRIVESCOPE_SYSROOT");

      if (env != NULL && env[0] != '\0' && g_strcmp0 (env, "/") != 0)
        sysroot_cache = g_canonicalize_filename (env, NULL);
      sysroot_known = TRUE;
    }
  ret = sysroot_cache;
  G_UNLOCK (sysroot);

  return ret;
}

void
ds_sysroot_reset (void)
{
  G_LOCK (sysroot);
  g_clear_pointer (&sysroot_cache, g_free);
  sysroot_known = FALSE;
  G_UNLOCK (sysroot);
}

gboolean
ds_sysroot_is_fixture (void)
{
  return ds_sysroot () != NULL;
}

char *
ds_sysroot_path (const char *absolute_path)
{
  const char *root = ds_sysroot ();

  g_return_val_if_fail (absolute_path != NULL, NULL);

  if (root == NULL)
    return g_strdup (absolute_path);
  return g_build_filename (root, absolute_path, NULL);
}

char *
ds_sysroot_read_attr (const char *dir,
                      const char *attr)
{
  g_autofree char *path = NULL;
  g_autofree char *contents = NULL;

  path = attr != NULL ? g_build_filename (dir, attr, NULL) : g_strdup (dir);
  if (!g_file_get_contents (path, &contents, NULL, NULL))
    return NULL;
  g_strstrip (contents);
  if (!g_utf8_validate (contents, -1, NULL))
    return g_utf8_make_valid (contents, -1);
  return g_steal_pointer (&contents);
}

gboolean
ds_sysroot_read_u64 (const char *dir,
                     const char *attr,
                     guint64    *out)
{
  g_autofree char *text = ds_sysroot_read_attr (dir, attr);
  char *end = NULL;
  guint64 value;

  if (text == NULL || text[0] == '\0' || text[0] == '-')
    return FALSE;
  errno = 0;
  value = g_ascii_strtoull (text, &end, 0);
  if (errno != 0 || end == text || (*end != '\0' && !g_ascii_isspace (*end)))
    return FALSE;
  *out = value;
  return TRUE;
}
