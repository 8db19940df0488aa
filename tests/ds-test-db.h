/* ds-test-db.h — a history database in a temporary directory, and waiting
 * for an _async call, for the tests of the window's history tasks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ds-history.h"

G_BEGIN_DECLS

typedef struct
{
  char      *dir;       /* a fresh temporary directory */
  char      *path;      /* history.db inside it, not yet created */
  DsHistory *history;   /* on @path */
} DsTestDb;

/* g_test_add fixture functions: make the directory; remove it with all
 * that is in it. */
void          ds_test_db_set_up    (DsTestDb      *f,
                                    gconstpointer  data);
void          ds_test_db_tear_down (DsTestDb      *f,
                                    gconstpointer  data);

/* Drops @history and waits until it is gone (a worker may hold it a moment
 * longer), so that its connections are closed. Every result of its
 * operations must be dropped first: a result holds its source. */
void          ds_test_history_free (DsHistory     *history);

/* A GAsyncReadyCallback storing a reference to its result in the
 * GAsyncResult * that @user_data points at. */
void          ds_test_store_result (GObject       *object,
                                    GAsyncResult  *result,
                                    gpointer       user_data);
/* Runs the main loop until ds_test_store_result has filled @slot. */
GAsyncResult *ds_test_wait_for     (GAsyncResult **slot);

G_END_DECLS
