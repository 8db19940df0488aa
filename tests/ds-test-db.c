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
  f->history = ds_history_new (f->path);
}

void
ds_test_history_free (DsHistory *history)
{
  GWeakRef ref;
  DsHistory *still;
  gint64 give_up = g_get_monotonic_time () + 10 * G_USEC_PER_SEC;

  g_weak_ref_init (&ref, history);
  g_object_unref (history);
  while ((still = g_weak_ref_get (&ref)) != NULL)
    {
      g_object_unref (still);
      if (g_get_monotonic_time () > give_up)
        g_error ("The history is still referenced 10 s after its last operation");
      g_main_context_iteration (NULL, FALSE);
      g_usleep (1000);
    }
  g_weak_ref_clear (&ref);
}

void
ds_test_db_tear_down (DsTestDb      *f,
                      gconstpointer  data)
{
  g_autoptr(GDir) dir = NULL;
  const char *name;

  g_clear_pointer (&f->history, ds_test_history_free);
  dir = g_dir_open (f->dir, 0, NULL);
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
