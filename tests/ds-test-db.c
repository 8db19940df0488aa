/* ds-test-db.c — a history database in a temporary directory for tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "ds-test-db.h"

void
ds_test_db_set_up (DsTestDb      *f,
                   gconstpointer  data)
{
  g_autoptr(GError) error = NULL;

  f->dir = g_dir_make_tmp ("ds-test-db-XXXXXX", &error);
  g_assert_no_error (error);
  f->path = g_build_filename (f->dir, "history.db", NULL);
}

void
ds_test_db_tear_down (DsTestDb      *f,
                      gconstpointer  data)
{
  g_autoptr(GDir) dir = g_dir_open (f->dir, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (f->dir, name, NULL);

      g_unlink (child);
    }
  g_rmdir (f->dir);
  g_free (f->dir);
  g_free (f->path);
}

void
ds_test_store_result (GObject      *object,
                      GAsyncResult *result,
                      gpointer      user_data)
{
  GAsyncResult **slot = user_data;

  *slot = g_object_ref (result);
}

GAsyncResult *
ds_test_wait_for (GAsyncResult **slot)
{
  while (*slot == NULL)
    g_main_context_iteration (NULL, TRUE);
  return *slot;
}
