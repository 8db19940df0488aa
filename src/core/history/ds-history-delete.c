/* ds-history-delete.c — deleting runs, keeping what went as an export
 *
 * A delete reads the runs as an export inside its own transaction before
 * it removes them: the undo document is exactly what was deleted, and
 * importing it puts them back.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ds-error.h"
#include "ds-history-private.h"

gboolean
ds_history_store_delete_run (DsHistoryStore  *self,
                             gint64           run_id,
                             GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = ds_history_prepare (self, "DELETE FROM runs WHERE id = ?1", error);

  if (stmt == NULL ||
      !ds_history_bind_int (self, stmt, 1, run_id, error) ||
      !ds_history_step_done (self, stmt, "delete run", error))
    return FALSE;
  return ds_history_run_was_changed (self, run_id, error);
}

gboolean
ds_history_store_delete_runs (DsHistoryStore  *self,
                              GArray          *run_ids,
                              JsonNode       **undo,
                              GError         **error)
{
  g_autoptr(JsonNode) document = NULL;

  g_return_val_if_fail (run_ids != NULL, FALSE);

  if (run_ids->len == 0)
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT, _("No run was named."));
      return FALSE;
    }
  if (!ds_history_begin (self, error))
    return FALSE;
  /* Read what goes inside the same transaction, so the undo document is
   * exactly what was deleted. */
  document = ds_history_export_locked (self, run_ids, error);
  if (document == NULL)
    goto fail;
  for (guint i = 0; i < run_ids->len; i++)
    if (!ds_history_store_delete_run (self, g_array_index (run_ids, gint64, i), error))
      goto fail;
  if (!ds_history_commit (self, error))
    goto fail;
  if (undo != NULL)
    *undo = g_steal_pointer (&document);
  return TRUE;

fail:
  ds_history_rollback (self);
  return FALSE;
}
