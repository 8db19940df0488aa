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
#include <errno.h>
#include <math.h>
#include <string.h>
#include <unistd.h>

#include "ds-datasheet.h"
#include "ds-error.h"
#include "ds-history-private.h"
#include "ds-history-verify.h"
#include "ds-import.h"
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

/* Where an export goes: into a tree (the JSON API, undo documents) or,
 * entry by entry, into a file, so a history of any size is written in the
 * memory of one run. */
typedef struct
{
  JsonObject       *root;    /* a tree */
  JsonArray        *array;   /* the list being filled */
  DsUserFileWriter *writer;  /* or a file */
  guint             n;       /* entries in the list so far */
} ExportOut;

static gboolean
out_text (ExportOut   *o,
          const char  *text,
          GError     **error)
{
  return ds_user_file_writer_write (o->writer, text, strlen (text), error);
}

static gboolean
out_begin (ExportOut  *o,
           GError    **error)
{
  gint64 exported = g_get_real_time () / G_USEC_PER_SEC;

  if (o->writer == NULL)
    {
      json_object_set_string_member (o->root, "format", EXPORT_FORMAT);
      json_object_set_int_member (o->root, "version", EXPORT_VERSION);
      json_object_set_int_member (o->root, "exported", exported);
      json_object_set_string_member (o->root, "app_version", PACKAGE_VERSION);
      return TRUE;
    }
  else
    {
      g_autoptr(JsonNode) version = json_node_new (JSON_NODE_VALUE);
      g_autofree char *version_text = NULL;
      g_autofree char *head = NULL;

      json_node_set_string (version, PACKAGE_VERSION);
      version_text = ds_json_to_string (version, FALSE);
      g_strchomp (version_text);
      head = g_strdup_printf ("{\n  \"format\" : \"" EXPORT_FORMAT "\",\n  \"version\" : %d,\n"
                              "  \"exported\" : %" G_GINT64_FORMAT ",\n  \"app_version\" : %s",
                              EXPORT_VERSION, exported, version_text);
      return out_text (o, head, error);
    }
}

static gboolean
out_list (ExportOut   *o,
          const char  *name,
          GError     **error)
{
  g_autofree char *text = NULL;

  o->n = 0;
  if (o->writer == NULL)
    {
      o->array = json_array_new ();
      json_object_set_array_member (o->root, name, o->array);
      return TRUE;
    }
  text = g_strdup_printf (",\n  \"%s\" : [", name);
  return out_text (o, text, error);
}

/* Takes NODE. */
static gboolean
out_add (ExportOut  *o,
         JsonNode   *node,
         GError    **error)
{
  g_autofree char *text = NULL;
  g_autoptr(GString) indented = NULL;

  if (o->writer == NULL)
    {
      json_array_add_element (o->array, node);
      o->n++;
      return TRUE;
    }
  text = ds_json_to_string (node, TRUE);
  json_node_unref (node);
  g_strchomp (text);
  /* Indented as a member of the top level's list; generated JSON has no
   * raw line break inside a string. */
  indented = g_string_sized_new (strlen (text) + 1024);
  g_string_append (indented, o->n++ > 0 ? ",\n    " : "\n    ");
  for (const char *p = text; *p != '\0'; p++)
    {
      g_string_append_c (indented, *p);
      if (*p == '\n')
        g_string_append (indented, "    ");
    }
  return ds_user_file_writer_write (o->writer, indented->str, indented->len, error);
}

static gboolean
out_list_end (ExportOut  *o,
              GError    **error)
{
  if (o->writer == NULL)
    return TRUE;
  return out_text (o, o->n > 0 ? "\n  ]" : "]", error);
}

static gboolean
export_snapshots (DsHistoryStore  *self,
                  GHashTable      *drive_ids,
                  ExportOut       *out,
                  GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  stmt = ds_history_prepare (self,
                             "SELECT s.uuid, s.drive_id, d.identity, s.taken_at, s.run_uuid, s.phase,"
                             " s.health, s.raw FROM health_snapshots s JOIN drives d ON d.id = s.drive_id"
                             " ORDER BY s.taken_at, s.id",
                             error);
  if (stmt == NULL || !out_list (out, "snapshots", error))
    return FALSE;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      gint64 drive_id = sqlite3_column_int64 (stmt, 1);
      JsonObject *obj;
      JsonNode *health, *raw, *node;

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
      node = json_node_new (JSON_NODE_OBJECT);
      json_node_take_object (node, obj);
      if (!out_add (out, node, error))
        return FALSE;
    }
  if (rc != SQLITE_DONE)
    return ds_history_set_error (self, rc, "export snapshots", error);
  return out_list_end (out, error);
}

static gboolean
export_run (DsHistoryStore  *self,
            gint64           id,
            ExportOut       *out,
            GError         **error)
{
  JsonNode *run_node = ds_history_store_load_run_json (self, id, error);

  if (run_node == NULL)
    return FALSE;
  json_object_remove_member (json_node_get_object (run_node), "id");
  return out_add (out, run_node, error);
}

static gboolean
export_to (DsHistoryStore  *self,
           GArray          *run_ids,
           ExportOut       *out,
           GError         **error)
{
  g_autoptr(GHashTable) drive_ids = NULL;
  g_autoptr(GPtrArray) drives = NULL;
  gboolean all = run_ids == NULL || run_ids->len == 0;

  if (!out_begin (out, error))
    return FALSE;
  if (!all)
    {
      /* The drives of the runs asked for (and only those), before any run
       * is written: drives come first in the document. */
      drive_ids = g_hash_table_new_full (g_int64_hash, g_int64_equal, g_free, NULL);
      for (guint i = 0; i < run_ids->len; i++)
        {
          g_autoptr(DsHistoryRun) run = ds_history_store_get_run (self, g_array_index (run_ids, gint64, i), error);

          if (run == NULL)
            return FALSE;
          if (run->drive_id > 0)
            g_hash_table_add (drive_ids, g_memdup2 (&run->drive_id, sizeof run->drive_id));
        }
    }
  drives = ds_history_store_list_drives (self, error);
  if (drives == NULL || !out_list (out, "drives", error))
    return FALSE;
  for (guint i = 0; i < drives->len; i++)
    {
      DsHistoryDrive *d = g_ptr_array_index (drives, i);
      JsonNode *node;

      if (drive_ids != NULL && !g_hash_table_contains (drive_ids, &d->id))
        continue;
      node = json_node_new (JSON_NODE_OBJECT);
      json_node_take_object (node, drive_to_json (d));
      if (!out_add (out, node, error))
        return FALSE;
    }
  if (!out_list_end (out, error) || !out_list (out, "runs", error))
    return FALSE;
  if (all)
    {
      g_autoptr(sqlite3_stmt) stmt = NULL;
      int rc;

      /* Oldest first, so an import keeps the order; one run in memory at
       * a time, whatever the history's size. */
      stmt = ds_history_prepare (self, "SELECT id FROM runs ORDER BY start_time, id", error);
      if (stmt == NULL)
        return FALSE;
      while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
        if (!export_run (self, sqlite3_column_int64 (stmt, 0), out, error))
          return FALSE;
      if (rc != SQLITE_DONE)
        return ds_history_set_error (self, rc, "export runs", error);
    }
  else
    for (guint i = 0; i < run_ids->len; i++)
      if (!export_run (self, g_array_index (run_ids, gint64, i), out, error))
        return FALSE;
  if (!out_list_end (out, error) || !export_snapshots (self, drive_ids, out, error))
    return FALSE;
  return out->writer == NULL || out_text (out, "\n}\n", error);
}

JsonNode *
ds_history_export_locked (DsHistoryStore  *self,
                          GArray          *run_ids,
                          GError         **error)
{
  g_autoptr(JsonObject) root = json_object_new ();
  ExportOut out = { .root = root };
  JsonNode *node;

  if (!export_to (self, run_ids, &out, error))
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
ds_history_store_export_to (DsHistoryStore    *self,
                            GArray            *run_ids,
                            DsUserFileWriter  *writer,
                            GError           **error)
{
  ExportOut out = { .writer = writer };
  gboolean ok;

  if (!ds_history_exec (self, "BEGIN", error))
    return FALSE;
  ok = export_to (self, run_ids, &out, error);
  ds_history_rollback (self);
  return ok;
}

gboolean
ds_history_store_export_file (DsHistoryStore  *self,
                              GArray          *run_ids,
                              const char      *path,
                              GError         **error)
{
  g_autoptr(DsUserFileWriter) writer = NULL;

  if (!ds_history_check_not_history (self->path, path, error))
    return FALSE;
  writer = ds_user_file_writer_open (path, error);
  if (writer == NULL || !ds_history_store_export_to (self, run_ids, writer, error))
    return FALSE;
  return ds_user_file_writer_close (g_steal_pointer (&writer), error);
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
 * A whole export as one JSON tree costs about fourteen times the file, and
 * a history of any size must move in one piece. So an export file is read
 * piece by piece: a small scanner (strings skipped, brackets counted, no
 * recursion) finds each entry of the top level's three lists in a window
 * of the file, and each drive, run and snapshot is parsed, checked and
 * imported in turn, then dropped. The peak is the largest entry and its
 * tree (an entry is at most DS_JSON_MAX_BYTES), whatever the file's size;
 * the transaction's pages are SQLite's. The scanner only locates; every
 * byte of an entry is still parsed by the JSON parser, with its limits.
 * Anything unusual at the top level (a list that is not a list, a key given
 * twice, an escaped key) is left to the whole-tree path, which reports it
 * as before (and refuses files over DS_JSON_MAX_BYTES). */

#define READ_CHUNK (1024 * 1024)

typedef struct
{
  int     fd;
  char   *buf;
  gsize   len;        /* bytes held */
  gsize   cap;
  gsize   pos;        /* the scanner's place in BUF */
  gboolean eof;
  gboolean failed;    /* a read error, in ERROR */
  GError *error;
} Reader;

static void
reader_clear (Reader *r)
{
  if (r->fd >= 0)
    close (r->fd);
  g_free (r->buf);
  g_clear_error (&r->error);
}

/* Reads more, keeping BUF from KEEP on (moved to the start). FALSE at the
 * end of the file or on a read error (r->failed). */
static gboolean
reader_more (Reader *r,
             gsize  *keep)
{
  gsize want;
  gssize n;

  if (r->eof || r->failed)
    return FALSE;
  if (*keep > 0)
    {
      memmove (r->buf, r->buf + *keep, r->len - *keep);
      r->len -= *keep;
      r->pos -= *keep;
      *keep = 0;
    }
  /* At least as much again as is held, so an entry that spans many reads
   * is rescanned a bounded number of times. */
  want = MAX ((gsize) READ_CHUNK, r->len);
  if (r->cap < r->len + want + 1)
    {
      r->cap = r->len + want + 1;
      r->buf = g_realloc (r->buf, r->cap);
    }
  for (;;)
    {
      n = read (r->fd, r->buf + r->len, want);
      if (n < 0 && errno == EINTR)
        continue;
      break;
    }
  if (n < 0)
    {
      int errsv = errno;

      g_set_error (&r->error, DS_ERROR, ds_error_from_errno (errsv),
                   _("Cannot read the file to import: %s"), ds_strerror (errsv));
      r->failed = TRUE;
      return FALSE;
    }
  if (n == 0)
    {
      r->eof = TRUE;
      return FALSE;
    }
  r->len += (gsize) n;
  r->buf[r->len] = '\0';
  return TRUE;
}

/* The next byte that is not white space (r->pos at it), or -1 at the end. */
static int
reader_peek (Reader *r)
{
  for (;;)
    {
      while (r->pos < r->len && (r->buf[r->pos] == ' ' || r->buf[r->pos] == '\t' ||
                                 r->buf[r->pos] == '\n' || r->buf[r->pos] == '\r'))
        r->pos++;
      if (r->pos < r->len)
        return (guchar) r->buf[r->pos];
      {
        gsize keep = r->pos;

        if (!reader_more (r, &keep))
          return -1;
      }
    }
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

/* The end of the value at P, or NULL when it does not end before END (or,
 * with EOF, at END for a number or word). */
static const char *
scan_value (const char *p, const char *end, gboolean eof)
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
      return p < end || eof ? p : NULL;
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

/* The value at r->pos, whole in the window: its span in *START, *END (and
 * r->pos after it). FALSE when the file ends first, or the value would be
 * larger than LIMIT (*too_large). */
static gboolean
reader_value (Reader   *r,
              gsize     limit,
              gsize    *start,
              gsize    *end,
              gboolean *too_large)
{
  *too_large = FALSE;
  for (;;)
    {
      const char *after = scan_value (r->buf + r->pos, r->buf + r->len, r->eof);

      if (after != NULL && after > r->buf + r->pos)
        {
          *start = r->pos;
          *end = (gsize) (after - r->buf);
          r->pos = *end;
          return TRUE;
        }
      if (r->len - r->pos > limit)
        {
          *too_large = TRUE;
          return FALSE;
        }
      {
        gsize keep = r->pos;

        if (!reader_more (r, &keep))
          return FALSE;
      }
    }
}

static const char * const stream_lists[] = { "drives", "runs", "snapshots" };

typedef struct
{
  DsHistoryStore *self;             /* NULL: only check */
  const char     *path;
  GHashTable     *drives_by_identity;
  GPtrArray      *drive_nodes;
  guint           counts[3];
  guint           added;
  guint           skipped;
  gboolean        began;
} Import;

static gboolean
import_entry (Import      *im,
              guint        list,
              const char  *text,
              gsize        length,
              GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(JsonNode) node = NULL;
  guint i = im->counts[list]++;

  if (i == (list == 0 ? DS_IMPORT_MAX_DRIVES : list == 1 ? DS_IMPORT_MAX_RUNS_IN_FILE : DS_IMPORT_MAX_SNAPSHOTS) &&
      !ds_history_validate_export_length (list, i + 1, error))
    return FALSE;
  node = ds_json_from_data (text, length, DS_JSON_MAX_BYTES, &local_error);
  if (node == NULL)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_PARSE, _("%s: %s"), im->path, local_error->message);
      return FALSE;
    }
  if (!ds_history_validate_export_entry (list, node, i, error))
    return FALSE;
  if (im->self != NULL && !im->began)
    {
      if (!ds_history_begin (im->self, error))
        return FALSE;
      im->began = TRUE;
    }
  if (list == 0)
    {
      JsonObject *d = json_node_get_object (node);
      const char *identity = ds_json_get_string (d, "identity");

      if (im->self != NULL && !import_drive (im->self, d, error))
        return FALSE;
      if (identity != NULL)
        g_hash_table_insert (im->drives_by_identity, g_strdup (identity), d);
      g_ptr_array_add (im->drive_nodes, g_steal_pointer (&node));
      return TRUE;
    }
  if (im->self == NULL)
    return TRUE;
  if (list == 1)
    return import_run (im->self, node, i, &im->added, &im->skipped, error);
  return import_snapshot (im->self, json_node_get_object (node), im->drives_by_identity, i, error);
}

/* Checks (SELF NULL) or imports (in one transaction) the export at PATH
 * entry by entry. *is_export FALSE, with no error, when it is not an
 * export this reader takes. */
static gboolean
stream_export (DsHistoryStore  *self,
               const char      *path,
               gboolean        *is_export,
               guint           *runs_added,
               guint           *runs_skipped,
               GError         **error)
{
  g_autoptr(GHashTable) drives_by_identity = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(GPtrArray) drive_nodes = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  g_autoptr(GString) rest = g_string_new ("{");
  g_autoptr(JsonNode) head = NULL;
  g_autoptr(GError) local_error = NULL;
  Reader r = { .fd = -1 };
  Import im = { self, path, drives_by_identity, drive_nodes, { 0, 0, 0 }, 0, 0, FALSE };
  gboolean seen[3] = { FALSE, FALSE, FALSE };
  gboolean head_checked = FALSE;
  gboolean ok = FALSE;
  JsonObject *root;
  int c;

  *is_export = FALSE;
  r.fd = ds_user_file_open_read (path, &local_error);
  if (r.fd < 0)
    {
      g_set_error (error, DS_ERROR, local_error->code, _("Cannot read the file to import: %s"), local_error->message);
      return FALSE;
    }

  if (reader_peek (&r) != '{')
    goto not_plain;
  r.pos++;
  c = reader_peek (&r);
  if (c == '}')
    {
      r.pos++;
      goto end_of_object;
    }
  for (;;)
    {
      gsize key_start, key_end, value_start, value_end;
      gboolean too_large;
      int list = -1;

      if (c != '"' || !reader_value (&r, 4096, &key_start, &key_end, &too_large))
        goto not_plain;
      if (memchr (r.buf + key_start, '\\', key_end - key_start) != NULL)
        goto not_plain;
      for (int l = 0; l < 3; l++)
        if (key_end - key_start == strlen (stream_lists[l]) + 2 &&
            memcmp (r.buf + key_start + 1, stream_lists[l], strlen (stream_lists[l])) == 0)
          list = l;
      if (list < 0)
        {
          if (rest->len > 1)
            g_string_append_c (rest, ',');
          g_string_append_len (rest, r.buf + key_start, (gssize) (key_end - key_start));
        }
      if (reader_peek (&r) != ':')
        goto not_plain;
      r.pos++;
      c = reader_peek (&r);
      if (list >= 0)
        {
          if (seen[list] || c != '[')
            goto not_plain;
          seen[list] = TRUE;
          /* What comes before the first entry decides whether this is an
           * export at all, and whether this version reads it. */
          if (!head_checked && rest->len > 1)
            {
              g_autoptr(JsonNode) partial = NULL;
              JsonObject *obj;

              g_string_append_c (rest, '}');
              partial = ds_json_from_data (rest->str, rest->len, DS_JSON_MAX_BYTES, NULL);
              g_string_truncate (rest, rest->len - 1);
              obj = partial != NULL && JSON_NODE_HOLDS_OBJECT (partial) ? json_node_get_object (partial) : NULL;
              if (obj != NULL && json_object_has_member (obj, "format"))
                {
                  head_checked = TRUE;
                  if (g_strcmp0 (ds_json_get_string (obj, "format"), EXPORT_FORMAT) != 0)
                    goto not_plain;
                  if (ds_json_get_int (obj, "version", 0) > EXPORT_VERSION)
                    {
                      *is_export = TRUE;
                      g_set_error (error, DS_ERROR, DS_ERROR_TOO_NEW,
                                   _("This export was written by a newer Drivescope (format version %" G_GINT64_FORMAT "); "
                                     "update Drivescope to import it. Nothing was imported."),
                                   ds_json_get_int (obj, "version", 0));
                      goto out;
                    }
                }
            }
          r.pos++;
          c = reader_peek (&r);
          if (c == ']')
            r.pos++;
          else
            for (;;)
              {
                if (!reader_value (&r, DS_JSON_MAX_BYTES, &value_start, &value_end, &too_large))
                  {
                    if (too_large)
                      {
                        g_autofree char *limit = g_format_size (DS_JSON_MAX_BYTES);

                        *is_export = TRUE;
                        g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                                     list == 0 ? _("%s: drive %u of the file is larger than the %s Drivescope reads; nothing was imported.")
                                     : list == 1 ? _("%s: run %u of the file is larger than the %s Drivescope reads; nothing was imported.")
                                     : _("%s: health snapshot %u of the file is larger than the %s Drivescope reads; nothing was imported."),
                                     path, im.counts[list] + 1, limit);
                        goto out;
                      }
                    if (r.failed)
                      goto read_failed;
                    goto not_plain;
                  }
                if (!import_entry (&im, (guint) list, r.buf + value_start, value_end - value_start, error))
                  {
                    *is_export = TRUE;
                    goto out;
                  }
                c = reader_peek (&r);
                if (c == ',')
                  {
                    r.pos++;
                    c = reader_peek (&r);
                    continue;
                  }
                if (c == ']')
                  {
                    r.pos++;
                    break;
                  }
                goto not_plain;
              }
        }
      else
        {
          if (!reader_value (&r, DS_JSON_MAX_BYTES, &value_start, &value_end, &too_large))
            goto not_plain;
          g_string_append_c (rest, ':');
          g_string_append_len (rest, r.buf + value_start, (gssize) (value_end - value_start));
          if (rest->len > DS_JSON_MAX_BYTES)
            goto not_plain;
        }
      c = reader_peek (&r);
      if (c == ',')
        {
          r.pos++;
          c = reader_peek (&r);
          continue;
        }
      if (c == '}')
        {
          r.pos++;
          break;
        }
      goto not_plain;
    }

end_of_object:
  if (reader_peek (&r) != -1)
    goto not_plain;
  if (r.failed)
    goto read_failed;
  g_string_append_c (rest, '}');
  head = ds_json_from_data (rest->str, rest->len, DS_JSON_MAX_BYTES, NULL);
  root = head != NULL && JSON_NODE_HOLDS_OBJECT (head) ? json_node_get_object (head) : NULL;
  if (root == NULL || g_strcmp0 (ds_json_get_string (root, "format"), EXPORT_FORMAT) != 0)
    goto not_plain;
  *is_export = TRUE;
  if (ds_json_get_int (root, "version", 0) > EXPORT_VERSION)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_TOO_NEW,
                   _("This export was written by a newer Drivescope (format version %" G_GINT64_FORMAT "); "
                     "update Drivescope to import it. Nothing was imported."),
                   ds_json_get_int (root, "version", 0));
      goto out;
    }
  if (self != NULL && !im.began)
    {
      if (!ds_history_begin (self, error))
        goto out;
      im.began = TRUE;
    }
  if (self != NULL && !ds_history_commit (self, error))
    goto out;
  im.began = FALSE;
  if (runs_added != NULL)
    *runs_added = im.added;
  if (runs_skipped != NULL)
    *runs_skipped = im.skipped;
  ok = TRUE;
  goto out;

read_failed:
  *is_export = TRUE;
  g_propagate_error (error, g_steal_pointer (&r.error));
  goto out;

not_plain:
  /* Not an export this reader takes: nothing was done, nothing is said. */
  if (r.failed)
    goto read_failed;
  *is_export = FALSE;
  ok = TRUE;

out:
  if (im.began)
    ds_history_rollback (self);
  reader_clear (&r);
  return ok;
}

gboolean
ds_history_check_export_file (const char  *path,
                              gboolean    *is_export,
                              GError     **error)
{
  return stream_export (NULL, path, is_export, NULL, NULL, error);
}

gboolean
ds_history_store_import_export_file (DsHistoryStore  *self,
                                     const char      *path,
                                     gboolean        *is_export,
                                     guint           *runs_added,
                                     guint           *runs_skipped,
                                     GError         **error)
{
  return stream_export (self, path, is_export, runs_added, runs_skipped, error);
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
