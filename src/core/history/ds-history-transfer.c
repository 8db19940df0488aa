/* ds-history-transfer.c — history out as one JSON document, and back in
 *
 * The export document carries runs as their result JSON (the same keys as
 * `bench --json` / `thermal --json`), so a run exported here and imported on
 * another machine is the same run. Import adds only what is missing — runs
 * and snapshots by uuid, drives by identity — in one transaction, so running
 * it twice adds nothing and a failure adds nothing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "ds-error.h"
#include "ds-history-private.h"
#include "ds-json.h"
#include "ds-user-file.h"

#define EXPORT_FORMAT "drivescope-history"
#define EXPORT_VERSION 1

static JsonObject *
drive_to_json (const DsHistoryDrive *d)
{
  JsonObject *obj = json_object_new ();

  json_object_set_string_member (obj, "identity", d->identity);
  ds_json_set_string (obj, "name", d->name);
  ds_json_set_string (obj, "model", d->model);
  ds_json_set_string (obj, "serial", d->serial);
  ds_json_set_string (obj, "wwn", d->wwn);
  ds_json_set_string (obj, "firmware", d->firmware);
  if (d->capacity_bytes > 0)
    ds_json_set_u64 (obj, "size_bytes", d->capacity_bytes);
  json_object_set_int_member (obj, "first_seen", d->first_seen);
  json_object_set_int_member (obj, "last_seen", d->last_seen);
  ds_json_set_string (obj, "label", d->label);
  ds_json_set_double (obj, "rated_tbw_tb", d->rated_tbw_tb);
  if (d->warranty_years > 0)
    json_object_set_int_member (obj, "warranty_years", d->warranty_years);
  return obj;
}

static gboolean
export_snapshots (DsHistoryStore  *self,
                  GHashTable      *drive_ids,
                  JsonArray       *out,
                  GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  stmt = ds_history_prepare (self,
                             "SELECT s.uuid, s.drive_id, d.identity, s.taken_at, s.run_uuid, s.phase,"
                             " s.health, s.raw FROM health_snapshots s JOIN drives d ON d.id = s.drive_id"
                             " ORDER BY s.taken_at, s.id",
                             error);
  if (stmt == NULL)
    return FALSE;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 drive_id = sqlite3_column_int64 (stmt, 1);
      JsonObject *obj;
      JsonNode *health, *raw;

      if (drive_ids != NULL && !g_hash_table_contains (drive_ids, &drive_id))
        continue;
      obj = json_object_new ();
      json_object_set_string_member (obj, "uuid", (const char *) sqlite3_column_text (stmt, 0));
      json_object_set_string_member (obj, "drive", (const char *) sqlite3_column_text (stmt, 2));
      json_object_set_int_member (obj, "taken_at", sqlite3_column_int64 (stmt, 3));
      ds_json_set_string (obj, "run_uuid", (const char *) sqlite3_column_text (stmt, 4));
      ds_json_set_string (obj, "phase", (const char *) sqlite3_column_text (stmt, 5));
      health = ds_history_column_json (stmt, 6);
      json_object_set_member (obj, "health", health != NULL ? health : json_node_new (JSON_NODE_NULL));
      raw = ds_history_column_json (stmt, 7);
      json_object_set_member (obj, "raw", raw != NULL ? raw : json_node_new (JSON_NODE_NULL));
      json_array_add_object_element (out, obj);
    }
  if (rc != SQLITE_DONE)
    return ds_history_set_error (self, rc, "export snapshots", error);
  return TRUE;
}

JsonNode *
ds_history_export_locked (DsHistoryStore  *self,
                          GArray          *run_ids,
                          GError         **error)
{
  g_autoptr(GArray) ids = NULL;
  g_autoptr(GHashTable) drive_ids = NULL;
  g_autoptr(GPtrArray) drives = NULL;
  g_autoptr(JsonObject) root = json_object_new ();
  JsonArray *runs_out = json_array_new ();
  JsonArray *drives_out = json_array_new ();
  JsonArray *snaps_out = json_array_new ();
  gboolean all = run_ids == NULL || run_ids->len == 0;
  JsonNode *node;

  json_object_set_string_member (root, "format", EXPORT_FORMAT);
  json_object_set_int_member (root, "version", EXPORT_VERSION);
  json_object_set_int_member (root, "exported", g_get_real_time () / G_USEC_PER_SEC);
  json_object_set_string_member (root, "app_version", PACKAGE_VERSION);
  json_object_set_array_member (root, "drives", drives_out);
  json_object_set_array_member (root, "runs", runs_out);
  json_object_set_array_member (root, "snapshots", snaps_out);

  if (all)
    {
      g_autoptr(GPtrArray) list = ds_history_store_list_runs (self, NULL, error);

      if (list == NULL)
        return NULL;
      ids = g_array_new (FALSE, FALSE, sizeof (gint64));
      /* Oldest first, so an import keeps the order. */
      for (guint i = list->len; i > 0; i--)
        g_array_append_val (ids, ((DsHistoryRun *) g_ptr_array_index (list, i - 1))->id);
    }
  else
    {
      ids = g_array_copy (run_ids);
      drive_ids = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
    }

  for (guint i = 0; i < ids->len; i++)
    {
      gint64 id = g_array_index (ids, gint64, i);
      g_autoptr(DsHistoryRun) run = ds_history_store_get_run (self, id, error);
      JsonNode *run_node;

      if (run == NULL)
        return NULL;
      run_node = ds_history_store_load_run_json (self, id, error);
      if (run_node == NULL)
        return NULL;
      json_object_remove_member (json_node_get_object (run_node), "id");
      json_array_add_element (runs_out, run_node);
      if (drive_ids != NULL && run->drive_id > 0)
        g_hash_table_add (drive_ids, g_memdup2 (&run->drive_id, sizeof run->drive_id));
    }

  drives = ds_history_store_list_drives (self, error);
  if (drives == NULL)
    return NULL;
  for (guint i = 0; i < drives->len; i++)
    {
      DsHistoryDrive *d = g_ptr_array_index (drives, i);

      if (drive_ids == NULL || g_hash_table_contains (drive_ids, &d->id))
        json_array_add_object_element (drives_out, drive_to_json (d));
    }
  if (!export_snapshots (self, drive_ids, snaps_out, error))
    return NULL;

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_set_object (node, root);
  return node;
}

JsonNode *
ds_history_store_export_json (DsHistoryStore  *self,
                              GArray          *run_ids,
                              GError         **error)
{
  JsonNode *node;

  /* A read transaction: one consistent picture even while others write. */
  if (!ds_history_exec (self, "BEGIN", error))
    return NULL;
  node = ds_history_export_locked (self, run_ids, error);
  ds_history_rollback (self);
  return node;
}

gboolean
ds_history_store_export_file (DsHistoryStore  *self,
                              GArray          *run_ids,
                              const char      *path,
                              GError         **error)
{
  g_autoptr(JsonNode) document = NULL;
  g_autofree char *text = NULL;

  if (!ds_history_check_not_history (self->path, path, error))
    return FALSE;
  document = ds_history_store_export_json (self, run_ids, error);
  if (document == NULL)
    return FALSE;
  /* C1 escaped like every JSON written; a device or FIFO written through. */
  text = ds_json_to_string (document, TRUE);
  return ds_user_file_write (path, text, strlen (text), error);
}

static gboolean
import_drive (DsHistoryStore  *self,
              JsonObject      *obj,
              GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  gint64 first = ds_json_get_int (obj, "first_seen", 0);
  gint64 last = ds_json_get_int (obj, "last_seen", first);
  gint64 id;
  int years = (int) ds_json_get_int (obj, "warranty_years", 0);
  double tbw = ds_json_get_double (obj, "rated_tbw_tb", NAN);

  id = ds_history_upsert_drive (self, obj, first, error);
  if (id <= 0)
    return id == 0;
  /* Keep what the user set here; fill in what only the other side knew. */
  stmt = ds_history_prepare (self,
                             "UPDATE drives SET last_seen = max (last_seen, ?2),"
                             " label = coalesce (label, ?3),"
                             " rated_tbw_tb = coalesce (rated_tbw_tb, ?4),"
                             " warranty_years = coalesce (warranty_years, ?5)"
                             " WHERE id = ?1",
                             error);
  return stmt != NULL &&
         ds_history_bind_int (self, stmt, 1, id, error) &&
         ds_history_bind_int (self, stmt, 2, last, error) &&
         ds_history_bind_text (self, stmt, 3, ds_json_get_string (obj, "label"), error) &&
         ds_history_bind_double (self, stmt, 4, tbw, error) &&
         (years > 0 ? ds_history_bind_int (self, stmt, 5, years, error)
                    : ds_history_bind_null (self, stmt, 5, error)) &&
         ds_history_step_done (self, stmt, "import drive", error);
}

static gboolean
import_run (DsHistoryStore  *self,
            JsonNode        *node,
            guint            index,
            guint           *added,
            guint           *skipped,
            GError         **error)
{
  JsonObject *obj = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  const char *uuid = ds_json_get_string (obj, "uuid");
  const char *kind = ds_json_get_string (obj, "kind");
  const char *label = ds_json_get_string (obj, "label");
  const char *comment = ds_json_get_string (obj, "comment");
  const char *app_version = ds_json_get_string (obj, "app_version");
  g_autoptr(GError) local_error = NULL;
  gboolean exists = FALSE;
  gint64 id;

  if (obj == NULL || uuid == NULL || kind == NULL)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                   _("Run %u of the file has no uuid or kind; nothing was imported."), index + 1);
      return FALSE;
    }
  if (!ds_history_uuid_exists (self, "runs", uuid, &exists, error))
    return FALSE;
  if (exists)
    {
      (*skipped)++;
      return TRUE;
    }
  if (g_str_equal (kind, "thermal"))
    {
      g_autoptr(DsThermalResult) result = ds_thermal_result_from_json (node, &local_error);

      id = result != NULL ? ds_history_insert_thermal (self, result, label, comment, app_version, &local_error) : -1;
    }
  else if (g_str_equal (kind, "suite"))
    {
      g_autoptr(DsSuiteResult) result = ds_suite_result_from_json (node, &local_error);

      id = result != NULL ? ds_history_insert_suite (self, result, label, comment, app_version, &local_error) : -1;
    }
  else
    {
      g_autoptr(DsBenchResult) result = ds_bench_result_from_json (node, &local_error);

      id = result != NULL ? ds_history_insert_bench (self, result, label, comment, app_version, &local_error) : -1;
    }
  if (id < 0)
    {
      g_set_error (error, DS_ERROR, local_error->domain == DS_ERROR ? local_error->code : DS_ERROR_PARSE,
                   _("Run %u of the file (%s) could not be imported: %s Nothing was imported."),
                   index + 1, uuid, local_error->message);
      return FALSE;
    }
  (*added)++;
  return TRUE;
}

static gboolean
import_snapshot (DsHistoryStore  *self,
                 JsonObject      *obj,
                 GHashTable      *drives_by_identity,
                 guint            index,
                 GError         **error)
{
  const char *uuid = ds_json_get_string (obj, "uuid");
  const char *identity = ds_json_get_string (obj, "drive");
  JsonObject *health = ds_json_get_object (obj, "health");
  JsonObject *drive;
  gboolean exists = FALSE;

  if (uuid == NULL || identity == NULL || health == NULL ||
      (drive = g_hash_table_lookup (drives_by_identity, identity)) == NULL)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                   _("Health snapshot %u of the file lacks its uuid, drive or health data; nothing was imported."),
                   index + 1);
      return FALSE;
    }
  if (!ds_history_uuid_exists (self, "health_snapshots", uuid, &exists, error))
    return FALSE;
  if (exists)
    return TRUE;
  return ds_history_insert_health (self, uuid, drive, health,
                                   json_object_get_member (obj, "raw"),
                                   ds_json_get_int (obj, "taken_at", 0),
                                   ds_json_get_string (obj, "run_uuid"),
                                   ds_json_get_string (obj, "phase"), error) > 0;
}

gboolean
ds_history_store_import_json (DsHistoryStore  *self,
                              JsonNode        *document,
                              guint           *runs_added,
                              guint           *runs_skipped,
                              GError         **error)
{
  g_autoptr(GHashTable) drives_by_identity = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  JsonObject *root = document != NULL && JSON_NODE_HOLDS_OBJECT (document) ? json_node_get_object (document) : NULL;
  JsonArray *drives, *runs, *snapshots;
  guint added = 0, skipped = 0;

  if (root == NULL)
    goto not_history;
  if (!ds_history_begin (self, error))
    return FALSE;

  if (g_strcmp0 (ds_json_get_string (root, "format"), EXPORT_FORMAT) != 0)
    {
      /* A single result, as `bench --json` or `thermal --json` wrote it. */
      if (ds_json_get_string (root, "kind") == NULL || ds_json_get_string (root, "uuid") == NULL)
        {
          ds_history_rollback (self);
          goto not_history;
        }
      if (!ds_history_validate_run (root, 0, error) ||
          !import_run (self, document, 0, &added, &skipped, error))
        goto fail;
    }
  else
    {
      if (ds_json_get_int (root, "version", 0) > EXPORT_VERSION)
        {
          g_set_error (error, DS_ERROR, DS_ERROR_TOO_NEW,
                       _("This export was written by a newer Drivescope (format version %" G_GINT64_FORMAT "); "
                         "update Drivescope to import it. Nothing was imported."),
                       ds_json_get_int (root, "version", 0));
          goto fail;
        }
      if (!ds_history_validate_export (root, error))
        goto fail;
      drives = ds_json_get_array (root, "drives");
      runs = ds_json_get_array (root, "runs");
      snapshots = ds_json_get_array (root, "snapshots");
      for (guint i = 0; drives != NULL && i < json_array_get_length (drives); i++)
        {
          JsonObject *d = json_array_get_object_element (drives, i);
          const char *identity = ds_json_get_string (d, "identity");

          if (d == NULL)
            {
              g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                           _("Drive %u of the file is not an object; nothing was imported."), i + 1);
              goto fail;
            }
          if (!import_drive (self, d, error))
            goto fail;
          if (identity != NULL)
            g_hash_table_insert (drives_by_identity, g_strdup (identity), d);
        }
      for (guint i = 0; runs != NULL && i < json_array_get_length (runs); i++)
        if (!import_run (self, json_array_get_element (runs, i), i, &added, &skipped, error))
          goto fail;
      for (guint i = 0; snapshots != NULL && i < json_array_get_length (snapshots); i++)
        {
          JsonObject *s = json_array_get_object_element (snapshots, i);

          if (s == NULL)
            {
              g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                           _("Health snapshot %u of the file is not an object; nothing was imported."), i + 1);
              goto fail;
            }
          if (!import_snapshot (self, s, drives_by_identity, i, error))
            goto fail;
        }
    }
  if (!ds_history_commit (self, error))
    goto fail;
  if (runs_added != NULL)
    *runs_added = added;
  if (runs_skipped != NULL)
    *runs_skipped = skipped;
  return TRUE;

fail:
  ds_history_rollback (self);
  return FALSE;

not_history:
  g_set_error_literal (error, DS_ERROR, DS_ERROR_PARSE,
                       _("This is not a Drivescope history export nor a run saved with --json; nothing was imported."));
  return FALSE;
}

gboolean
ds_history_store_import_file (DsHistoryStore  *self,
                              const char      *path,
                              DsImportFormat   format,
                              guint           *runs_added,
                              guint           *runs_skipped,
                              GError         **error)
{
  g_autoptr(JsonNode) document = ds_import_read_file (path, format, error);

  if (document == NULL)
    return FALSE;
  return ds_history_store_import_json (self, document, runs_added, runs_skipped, error);
}
