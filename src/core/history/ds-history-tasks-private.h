/* ds-history-tasks-private.h — what the history tasks' files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined (DS_HISTORY_COMPILATION)
# error "ds-history-tasks-private.h is private to src/core/history; include ds-history-tasks.h instead"
#endif

#include "ds-history-tasks.h"

G_BEGIN_DECLS

/* Runs THREAD on a GTask tagged SOURCE_TAG that owns STATE. */
void            ds_history_task_start        (gpointer             source_tag,
                                              const char          *name,
                                              gpointer             state,
                                              GDestroyNotify       state_free,
                                              GTaskThreadFunc      thread,
                                              GCancellable        *cancellable,
                                              GAsyncReadyCallback  callback,
                                              gpointer             user_data);
/* The store for one operation; NULL after returning the error on TASK. */
DsHistoryStore *ds_history_task_open_store   (GTask               *task,
                                              const char          *db_path);
gboolean        ds_history_task_check        (GAsyncResult        *result,
                                              gpointer             source_tag);
GArray         *ds_history_task_copy_ids     (GArray              *run_ids);
/* An id through GTask: gssize is narrower than gint64 on 32-bit builds. */
void            ds_history_task_return_id    (GTask               *task,
                                              gint64               id);
gint64          ds_history_task_propagate_id (GAsyncResult        *result,
                                              GError             **error);

G_END_DECLS
