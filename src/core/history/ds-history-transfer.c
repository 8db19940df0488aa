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

#include "ds-datasheet.h"
#include "ds-error.h"
#include "ds-history-private.h"
#include "ds-history-verify.h"
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
  if (d->datasheet != NULL)
    {
      g_autoptr(JsonNode) sheet = ds_json_from_string (d->datasheet, NULL);

      if (sheet != NULL && JSON_NODE_HOLDS_OBJECT (sheet))
        json_object_set_object_member (obj, "datasheet", json_object_ref (json_node_get_object (sheet)));
    }
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
  g_autofree char *sheet = NULL;

  id = ds_history_upsert_drive (self, obj, first, error);
  if (id <= 0)
    return id == 0;
  if (ds_json_get_object (obj, "datasheet") != NULL)
    {
      DsDatasheet d;
      g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);

      ds_datasheet_from_json (ds_json_get_object (obj, "datasheet"), &d);
      json_node_take_object (node, ds_datasheet_to_json (&d));
      if (!ds_datasheet_is_empty (&d))
        sheet = ds_json_to_string (node, FALSE);
    }
  /* Keep what the user set here; fill in what only the other side knew. */
  stmt = ds_history_prepare (self,
                             "UPDATE drives SET last_seen = max (last_seen, ?2),"
                             " label = coalesce (label, ?3),"
                             " rated_tbw_tb = coalesce (rated_tbw_tb, ?4),"
                             " warranty_years = coalesce (warranty_years, ?5),"
                             " datasheet = coalesce (datasheet, ?6)"
                             " WHERE id = ?1",
                             error);
  return stmt != NULL &&
         ds_history_bind_int (self, stmt, 1, id, error) &&
         ds_history_bind_int (self, stmt, 2, last, error) &&
         ds_history_bind_text (self, stmt, 3, ds_json_get_string (obj, "label"), error) &&
         ds_history_bind_double (self, stmt, 4, tbw, error) &&
         (years > 0 ? ds_history_bind_int (self, stmt, 5, years, error)
                    : ds_history_bind_null (self, stmt, 5, error)) &&
         ds_history_bind_text (self, stmt, 6, sheet, error) &&
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
  else if (g_str_equal (kind, "verify"))
    {
      g_autoptr(DsVerifyResult) result = ds_verify_result_from_json (node, &local_error);

      if (result != NULL && ds_json_get_object (obj, "conditions") != NULL)
        result->conditions = json_object_ref (ds_json_get_object (obj, "conditions"));
      id = result != NULL ? ds_history_insert_verify (self, result, label, comment, app_version, &local_error) : -1;
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

/* --- an export read entry by entry ---------------------------------------
 *
 * A whole export as one JSON tree costs about fourteen times the file (a
 * 50 MB file: 700 MB). So an export file is kept as text, its top level is
 * located by a small scanner (strings skipped, brackets counted, no
 * recursion), and each drive, run and snapshot is parsed, checked and
 * imported in turn: the peak is the file plus its largest run's tree and
 * the transaction. The scanner only locates; every byte is still parsed by
 * the JSON parser, with its limits. Anything unusual at the top level (a
 * list that is not a list, a key given twice, an escaped key) is left to
 * the whole-tree path, which reports it as before. */

typedef struct
{
  gsize start;
  gsize end;
} Span;

static const char *
scan_ws (const char *p, const char *end)
{
  while (p < end && (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r'))
    p++;
  return p;
}

static const char *
scan_string (const char *p, const char *end)
{
  for (p++; p < end; p++)
    {
      if (*p == '\\')
        p++;
      else if (*p == '"')
        return p + 1;
    }
  return NULL;
}

static const char *
scan_value (const char *p, const char *end)
{
  gsize depth = 0;

  if (p >= end)
    return NULL;
  if (*p == '"')
    return scan_string (p, end);
  if (*p != '{' && *p != '[')
    {
      while (p < end && *p != ',' && *p != '}' && *p != ']' && !g_ascii_isspace (*p))
        p++;
      return p;
    }
  while (p < end)
    {
      if (*p == '"')
        {
          if ((p = scan_string (p, end)) == NULL)
            return NULL;
          continue;
        }
      if (*p == '{' || *p == '[')
        depth++;
      else if ((*p == '}' || *p == ']') && --depth == 0)
        return p + 1;
      p++;
    }
  return NULL;
}

static const char * const stream_lists[] = { "drives", "runs", "snapshots" };

/* The spans of the three lists' entries and the text of the other members
 * as an object; FALSE when the top level is not plainly an object of
 * members with those lists as lists. */
static gboolean
scan_export (const char *data,
             gsize       length,
             GArray     *lists[3],
             GString    *rest)
{
  const char *end = data + length;
  const char *p = scan_ws (data, end);
  gboolean seen[3] = { FALSE, FALSE, FALSE };

  if (p >= end || *p != '{')
    return FALSE;
  g_string_append_c (rest, '{');
  p = scan_ws (p + 1, end);
  if (p < end && *p == '}')
    return scan_ws (p + 1, end) == end;
  for (;;)
    {
      const char *key = p, *key_end, *value;
      int list = -1;

      if (p >= end || *p != '"' || (key_end = scan_string (p, end)) == NULL)
        return FALSE;
      if (memchr (key, '\\', (gsize) (key_end - key)) != NULL)
        return FALSE;
      for (int l = 0; l < 3; l++)
        if ((gsize) (key_end - key) == strlen (stream_lists[l]) + 2 &&
            memcmp (key + 1, stream_lists[l], strlen (stream_lists[l])) == 0)
          list = l;
      p = scan_ws (key_end, end);
      if (p >= end || *p != ':')
        return FALSE;
      value = p = scan_ws (p + 1, end);
      if (list >= 0)
        {
          if (seen[list] || p >= end || *p != '[')
            return FALSE;
          seen[list] = TRUE;
          p = scan_ws (p + 1, end);
          if (p < end && *p == ']')
            p++;
          else
            for (;;)
              {
                Span span = { (gsize) (p - data), 0 };
                const char *after = scan_value (p, end);

                if (after == NULL || after == p)
                  return FALSE;
                span.end = (gsize) (after - data);
                g_array_append_val (lists[list], span);
                p = scan_ws (after, end);
                if (p < end && *p == ',')
                  {
                    p = scan_ws (p + 1, end);
                    continue;
                  }
                if (p < end && *p == ']')
                  {
                    p++;
                    break;
                  }
                return FALSE;
              }
        }
      else
        {
          const char *after = scan_value (p, end);

          if (after == NULL || after == p)
            return FALSE;
          if (rest->len > 1)
            g_string_append_c (rest, ',');
          g_string_append_len (rest, key, key_end - key);
          g_string_append_c (rest, ':');
          g_string_append_len (rest, value, after - value);
          p = after;
        }
      p = scan_ws (p, end);
      if (p < end && *p == ',')
        {
          p = scan_ws (p + 1, end);
          continue;
        }
      if (p < end && *p == '}')
        break;
      return FALSE;
    }
  g_string_append_c (rest, '}');
  return scan_ws (p + 1, end) == end;
}

static JsonNode *
parse_entry (const char  *path,
             const char  *data,
             const Span  *span,
             GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  JsonNode *node = ds_json_from_data (data + span->start, span->end - span->start, DS_JSON_MAX_BYTES, &local_error);

  if (node == NULL)
    g_set_error (error, DS_ERROR, DS_ERROR_PARSE, _("%s: %s"), path, local_error->message);
  return node;
}

/* Checks (SELF NULL) or imports (in one transaction) the export DATA of
 * PATH entry by entry. *is_export FALSE, with no error, when DATA is not an
 * export this reader takes. */
static gboolean
stream_export (DsHistoryStore  *self,
               const char      *path,
               const char      *data,
               gsize            length,
               gboolean        *is_export,
               guint           *runs_added,
               guint           *runs_skipped,
               GError         **error)
{
  g_autoptr(GArray) drives = g_array_new (FALSE, FALSE, sizeof (Span));
  g_autoptr(GArray) runs = g_array_new (FALSE, FALSE, sizeof (Span));
  g_autoptr(GArray) snapshots = g_array_new (FALSE, FALSE, sizeof (Span));
  g_autoptr(GString) rest = g_string_new (NULL);
  g_autoptr(GHashTable) drives_by_identity = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GPtrArray) drive_nodes = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  g_autoptr(JsonNode) head = NULL;
  GArray *lists[3] = { drives, runs, snapshots };
  JsonObject *root;
  guint added = 0, skipped = 0;

  *is_export = FALSE;
  if (!scan_export (data, length, lists, rest))
    return TRUE;
  head = ds_json_from_data (rest->str, rest->len, DS_JSON_MAX_BYTES, NULL);
  root = head != NULL && JSON_NODE_HOLDS_OBJECT (head) ? json_node_get_object (head) : NULL;
  if (root == NULL || g_strcmp0 (ds_json_get_string (root, "format"), EXPORT_FORMAT) != 0)
    return TRUE;
  *is_export = TRUE;
  if (ds_json_get_int (root, "version", 0) > EXPORT_VERSION)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_TOO_NEW,
                   _("This export was written by a newer Drivescope (format version %" G_GINT64_FORMAT "); "
                     "update Drivescope to import it. Nothing was imported."),
                   ds_json_get_int (root, "version", 0));
      return FALSE;
    }
  for (guint l = 0; l < 3; l++)
    if (!ds_history_validate_export_length (l, lists[l]->len, error))
      return FALSE;
  if (self != NULL && !ds_history_begin (self, error))
    return FALSE;

  for (guint i = 0; i < drives->len; i++)
    {
      g_autoptr(JsonNode) node = parse_entry (path, data, &g_array_index (drives, Span, i), error);
      JsonObject *d;
      const char *identity;

      if (node == NULL || !ds_history_validate_export_entry (0, node, i, error))
        goto fail;
      d = json_node_get_object (node);
      identity = ds_json_get_string (d, "identity");
      if (self != NULL && !import_drive (self, d, error))
        goto fail;
      if (identity != NULL)
        g_hash_table_insert (drives_by_identity, g_strdup (identity), d);
      g_ptr_array_add (drive_nodes, g_steal_pointer (&node));
    }
  for (guint i = 0; i < runs->len; i++)
    {
      g_autoptr(JsonNode) node = parse_entry (path, data, &g_array_index (runs, Span, i), error);

      if (node == NULL || !ds_history_validate_export_entry (1, node, i, error))
        goto fail;
      if (self != NULL && !import_run (self, node, i, &added, &skipped, error))
        goto fail;
    }
  for (guint i = 0; i < snapshots->len; i++)
    {
      g_autoptr(JsonNode) node = parse_entry (path, data, &g_array_index (snapshots, Span, i), error);

      if (node == NULL || !ds_history_validate_export_entry (2, node, i, error))
        goto fail;
      if (self != NULL && !import_snapshot (self, json_node_get_object (node), drives_by_identity, i, error))
        goto fail;
    }
  if (self != NULL && !ds_history_commit (self, error))
    goto fail;
  if (runs_added != NULL)
    *runs_added = added;
  if (runs_skipped != NULL)
    *runs_skipped = skipped;
  return TRUE;

fail:
  if (self != NULL)
    ds_history_rollback (self);
  return FALSE;
}

static char *
read_export_text (const char  *path,
                  gsize       *length,
                  GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  char *data = ds_user_file_read (path, DS_JSON_MAX_BYTES, length, &local_error);

  if (data == NULL)
    g_set_error (error, DS_ERROR, local_error->code, _("Cannot read the file to import: %s"), local_error->message);
  return data;
}

gboolean
ds_history_check_export_file (const char  *path,
                              gboolean    *is_export,
                              GError     **error)
{
  gsize length = 0;
  g_autofree char *data = read_export_text (path, &length, error);

  *is_export = FALSE;
  if (data == NULL)
    return FALSE;
  return stream_export (NULL, path, data, length, is_export, NULL, NULL, error);
}

gboolean
ds_history_store_import_export_file (DsHistoryStore  *self,
                                     const char      *path,
                                     gboolean        *is_export,
                                     guint           *runs_added,
                                     guint           *runs_skipped,
                                     GError         **error)
{
  gsize length = 0;
  g_autofree char *data = read_export_text (path, &length, error);

  *is_export = FALSE;
  if (data == NULL)
    return FALSE;
  return stream_export (self, path, data, length, is_export, runs_added, runs_skipped, error);
}

gboolean
ds_history_store_import_file (DsHistoryStore  *self,
                              const char      *path,
                              DsImportFormat   format,
                              guint           *runs_added,
                              guint           *runs_skipped,
                              GError         **error)
{
  g_autoptr(JsonNode) document = NULL;

  if (format == DS_IMPORT_FORMAT_DRIVESCOPE || format == DS_IMPORT_FORMAT_ANY)
    {
      gboolean is_export = FALSE;

      if (!ds_history_store_import_export_file (self, path, &is_export, runs_added, runs_skipped, error) || is_export)
        return is_export;
    }
  document = ds_import_read_file (path, format, error);
  if (document == NULL)
    return FALSE;
  return ds_history_store_import_json (self, document, runs_added, runs_skipped, error);
}
