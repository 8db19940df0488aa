/* ds-history-verify.c — capacity checks in the history
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ds-error.h"
#include "ds-format.h"
#include "ds-history-private.h"
#include "ds-history-verify.h"
#include "ds-json.h"

/* "verify: counterfeit, 134.2 MB of 201.3 MB intact" — not translated: it
 * is stored. */
static char *
verify_headline (const DsVerifyResult *result)
{
  g_autofree char *intact = ds_format_bytes (result->bytes_intact);
  g_autofree char *checked = ds_format_bytes (result->bytes_checked);

  return g_strdup_printf ("verify: %s, %s of %s intact",
                          ds_verify_verdict_to_string (ds_verify_result_verdict (result)), intact, checked);
}

gint64
ds_history_insert_verify (DsHistoryStore        *self,
                          const DsVerifyResult  *result,
                          const char            *label,
                          const char            *comment,
                          const char            *app_version,
                          GError               **error)
{
  g_autofree char *uuid = result->uuid != NULL ? g_strdup (result->uuid) : g_uuid_string_random ();
  g_autofree char *headline = verify_headline (result);
  g_autoptr(JsonNode) node = ds_verify_result_to_json (result);
  g_autoptr(JsonObject) conditions = result->conditions != NULL ? json_object_ref (result->conditions)
                                                                : json_object_new ();
  g_autoptr(sqlite3_stmt) stmt = NULL;
  JsonObject *root = json_node_get_object (node);
  gint64 run_id;

  /* The stored result carries its own uuid, not the conditions twice. */
  ds_json_set_string (root, "uuid", uuid);
  json_object_remove_member (root, "conditions");
  run_id = ds_history_insert_run (self, uuid, DS_RUN_KIND_VERIFY, result->start_time, result->end_time,
                                  result->status, ds_json_get_object (root, "settings"), conditions,
                                  headline, label, comment, app_version, error);
  if (run_id < 0)
    return -1;
  stmt = ds_history_prepare (self, "INSERT INTO verify_runs (run_id, verdict, result) VALUES (?1, ?2, ?3)", error);
  if (stmt == NULL ||
      !ds_history_bind_int (self, stmt, 1, run_id, error) ||
      !ds_history_bind_text (self, stmt, 2, ds_verify_verdict_to_string (ds_verify_result_verdict (result)), error) ||
      !ds_history_bind_json (self, stmt, 3, node, error) ||
      !ds_history_step_done (self, stmt, "save verify", error))
    return -1;
  return run_id;
}

gint64
ds_history_store_save_verify (DsHistoryStore        *self,
                              const DsVerifyResult  *result,
                              GError               **error)
{
  gint64 id;

  if (!ds_history_begin (self, error))
    return 0;
  id = ds_history_insert_verify (self, result, NULL, NULL, NULL, error);
  if (id < 0 || !ds_history_commit (self, error))
    {
      ds_history_rollback (self);
      return 0;
    }
  return id;
}

DsVerifyResult *
ds_history_store_load_verify (DsHistoryStore  *self,
                              gint64           run_id,
                              GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(JsonNode) conditions = NULL;
  g_autofree char *kind = NULL;
  DsVerifyResult *result;
  int rc;

  stmt = ds_history_prepare (self,
                             "SELECT r.kind, r.conditions, v.result"
                             " FROM runs r LEFT JOIN verify_runs v ON v.run_id = r.id WHERE r.id = ?1",
                             error);
  if (stmt == NULL || !ds_history_bind_int (self, stmt, 1, run_id, error))
    return NULL;
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_DONE)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_NOT_FOUND, _("No run %lld in the history."), (long long) run_id);
      return NULL;
    }
  if (rc != SQLITE_ROW)
    {
      ds_history_set_error (self, rc, "load verify run", error);
      return NULL;
    }
  kind = ds_history_column_text (stmt, 0);
  if (g_strcmp0 (kind, "verify") != 0)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("Run %lld is not a capacity check."), (long long) run_id);
      return NULL;
    }
  node = ds_history_column_json (stmt, 2);
  result = ds_verify_result_from_json (node, error);
  if (result == NULL)
    {
      g_prefix_error (error, _("history.db is damaged: "));
      return NULL;
    }
  conditions = ds_history_column_json (stmt, 1);
  if (conditions != NULL && JSON_NODE_HOLDS_OBJECT (conditions))
    {
      g_clear_pointer (&result->conditions, json_object_unref);
      result->conditions = json_object_ref (json_node_get_object (conditions));
    }
  return result;
}
