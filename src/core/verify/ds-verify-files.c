/* ds-verify-files.c — the capacity check's set-up: size, files, names
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>

#include "ds-error.h"
#include "ds-format.h"
#include "ds-verify-private.h"

#define MIB (G_GUINT64_CONSTANT (1) << 20)
#define KEPT_SUFFIX ".h2w"

char *
_ds_verify_file_name (guint index)
{
  return g_strdup_printf ("%u" KEPT_SUFFIX, index);
}

gboolean
_ds_verify_plan_size (const DsVerifySettings *settings,
                      guint64                *out_bytes,
                      GError                **error)
{
  guint64 room = 0;

  if (!ds_test_file_check_dir (settings->dir, error) ||
      !ds_test_file_max_size_for_dir (settings->dir, &room, error))
    return FALSE;
  if (settings->size_bytes > 0)
    {
      guint64 size = (settings->size_bytes / MIB) * MIB;

      if (size > room)
        {
          g_autofree char *safe = ds_escape_terminal (settings->dir);
          g_autofree char *want = ds_format_bytes (size);
          g_autofree char *have = ds_format_bytes (room);

          g_set_error (error, DS_ERROR, DS_ERROR_NO_SPACE,
                       _("%s has room for %s (its free space less the reserve), not %s. "
                         "Choose a smaller --size, or leave it out to fill the free space."),
                       safe, have, want);
          return FALSE;
        }
      *out_bytes = size;
      return TRUE;
    }
  if (room < MIB)
    {
      g_autofree char *safe = ds_escape_terminal (settings->dir);

      g_set_error (error, DS_ERROR, DS_ERROR_NO_SPACE,
                   _("%s has no free space to check beyond the reserve. Free some space or choose another directory."),
                   safe);
      return FALSE;
    }
  *out_bytes = room;
  return TRUE;
}

/* N from "N.h2w"; 0 for any other name. */
static guint
kept_index (const char *name)
{
  char *end = NULL;
  guint64 n;

  if (!g_ascii_isdigit (name[0]) || name[0] == '0')
    return 0;
  n = g_ascii_strtoull (name, &end, 10);
  if (end == NULL || !g_str_equal (end, KEPT_SUFFIX) || n == 0 || n > G_MAXUINT32 / 2)
    return 0;
  return (guint) n;
}

static gint
compare_index (gconstpointer a,
               gconstpointer b)
{
  guint x = *(const guint *) a, y = *(const guint *) b;

  return x < y ? -1 : x > y;
}

GArray *
_ds_verify_list_kept (const char *dir,
                      GError    **error)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, error);
  GArray *found;
  const char *name;

  if (d == NULL)
    return NULL;
  found = g_array_new (FALSE, FALSE, sizeof (guint));
  while ((name = g_dir_read_name (d)) != NULL)
    {
      guint index = kept_index (name);

      if (index > 0)
        g_array_append_val (found, index);
    }
  g_array_sort (found, compare_index);
  return found;
}

gboolean
_ds_verify_check_clean (const char *dir,
                        GError    **error)
{
  g_autoptr(GArray) kept = _ds_verify_list_kept (dir, error);

  if (kept == NULL)
    return FALSE;
  if (kept->len > 0)
    {
      g_autofree char *safe = ds_escape_terminal (dir);

      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("%s already holds %u files of an earlier check (%u.h2w …). "
                     "Read them back with --read-only, or remove them first."),
                   safe, kept->len, g_array_index (kept, guint, 0));
      return FALSE;
    }
  return TRUE;
}

DsTestFile *
_ds_verify_create_file (const DsVerifySettings *settings,
                        guint                   index,
                        guint64                 length,
                        GError                **error)
{
  /* Buffered where direct I/O is refused: the read-back then drops the
   * page cache first, and the result says so. */
  if (settings->keep)
    {
      g_autofree char *name = _ds_verify_file_name (index);

      return ds_test_file_create_named (settings->dir, name, length, DS_TEST_FILE_ALLOW_CACHED, error);
    }
  return ds_test_file_create (settings->dir, length, DS_TEST_FILE_ALLOW_CACHED, error);
}

DsTestFile *
_ds_verify_open_kept (const char *dir,
                      guint       index,
                      GError    **error)
{
  g_autofree char *name = _ds_verify_file_name (index);

  return ds_test_file_open_named (dir, name, DS_TEST_FILE_ALLOW_CACHED, error);
}
