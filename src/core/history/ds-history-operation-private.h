/* ds-history-operation-private.h — what DsHistory's operations share: running one
 * in a worker with a connection of that worker's own
 *
 * Each operation is a static DsHistoryOperation and a state struct of its
 * own, filled by its _async on the caller's thread, read and completed by
 * its run in the worker, and read (its answers stolen) by its _finish.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined (DS_HISTORY_COMPILATION)
# error "ds-history-operation-private.h is private to src/core/history; include ds-history.h instead"
#endif

#include "ds-history.h"

G_BEGIN_DECLS

typedef struct
{
  const char      *name;       /* the GTask's name */
  DsHistoryChange  changes;    /* what a success writes; 0: a read */
  /* Answer G_IO_ERROR_CANCELLED, opening nothing, when cancelled before it
   * starts (a read); a write is done once asked for. */
  gboolean         drop_if_cancelled;
  /* Work before the database is opened (reading a file to import), or NULL. */
  gboolean       (*prepare)  (gpointer          state,
                              GError          **error);
  gboolean       (*run)      (DsHistoryStore   *store,
                              gpointer          state,
                              GError          **error);
} DsHistoryOperation;

/* Runs @operation on @state (which the task takes, freeing it with
 * @state_free) in a worker. */
void     ds_history_operation_start  (DsHistory                *self,
                                      const DsHistoryOperation *operation,
                                      gpointer                  state,
                                      GDestroyNotify            state_free,
                                      GCancellable             *cancellable,
                                      GAsyncReadyCallback       callback,
                                      gpointer                  user_data);
/* The state of a finished @operation, still the task's (steal its answers),
 * or NULL with @error set. */
gpointer ds_history_operation_finish (DsHistory                *self,
                                      GAsyncResult             *result,
                                      const DsHistoryOperation *operation,
                                      GError                  **error);

/* A copy of @run_ids (gint64; NULL: none). */
GArray  *ds_history_copy_ids         (GArray                   *run_ids);

G_END_DECLS
