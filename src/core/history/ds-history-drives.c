/* ds-history-drives.c — which drive is which: the one rule
 *
 * A drive's identity (its WWN, else model and serial, else weaker
 * fallbacks), the rule that says two descriptions are the same drive
 * (ds_history_drive_key_matches), and finding the drive a description
 * names in the store by that rule. Saves, queries, imports and the window
 * all ask here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ds-error.h"
#include "ds-history-private.h"
#include "ds-json.h"

void
ds_history_drive_free (DsHistoryDrive *drive)
{
  if (drive == NULL)
    return;
  g_free (drive->identity);
  g_free (drive->name);
  g_free (drive->model);
  g_free (drive->serial);
  g_free (drive->wwn);
  g_free (drive->firmware);
  g_free (drive->label);
  g_free (drive->datasheet);
  g_free (drive);
}

static char *
clean (const char *text)
{
  g_autofree char *copy = NULL;

  if (text == NULL)
    return NULL;
  copy = g_strstrip (g_strdup (text));
  if (*copy == '\0')
    return NULL;
  return g_steal_pointer (&copy);
}

char *
ds_history_drive_identity (JsonObject *drive)
{
  g_autofree char *wwn = NULL;
  g_autofree char *serial = NULL;
  g_autofree char *model = NULL;

  if (drive == NULL)
    return NULL;
  wwn = clean (ds_json_get_string (drive, "wwn"));
  serial = clean (ds_json_get_string (drive, "serial"));
  model = clean (ds_json_get_string (drive, "model"));
  /* An all-zero EUI/NGUID is what emulated controllers report: no identity. */
  if (wwn != NULL && strspn (wwn, "0x.:-") != strlen (wwn))
    {
      g_autofree char *lower = g_ascii_strdown (wwn, -1);

      return g_strconcat ("wwn:", lower, NULL);
    }
  if (serial != NULL && model != NULL)
    return g_strdup_printf ("sn:%s/%s", model, serial);
  /* Fallbacks for drives that report less (virtio disks have a serial but
   * no model; some have neither): the serial alone, else the kernel name
   * and size — weaker, since a name can be reused by another drive of the
   * same size, but it keeps the runs of that disk together. */
  if (serial != NULL)
    return g_strdup_printf ("sn:%s", serial);
  {
    g_autofree char *name = clean (ds_json_get_string (drive, "name"));
    gint64 size = ds_json_get_int (drive, "size_bytes", 0);

    if (name != NULL && size > 0)
      return g_strdup_printf ("dev:%s/%" G_GINT64_FORMAT, name, size);
  }
  return NULL;
}

DsHistoryDrive *
ds_history_drive_from_row (sqlite3_stmt *stmt)
{
  DsHistoryDrive *d = g_new0 (DsHistoryDrive, 1);

  d->id = sqlite3_column_int64 (stmt, 0);
  d->identity = ds_history_column_text (stmt, 1);
  d->name = ds_history_column_text (stmt, 2);
  d->model = ds_history_column_text (stmt, 3);
  d->serial = ds_history_column_text (stmt, 4);
  d->wwn = ds_history_column_text (stmt, 5);
  d->firmware = ds_history_column_text (stmt, 6);
  d->capacity_bytes = (guint64) sqlite3_column_int64 (stmt, 7);
  d->first_seen = sqlite3_column_int64 (stmt, 8);
  d->last_seen = sqlite3_column_int64 (stmt, 9);
  d->label = ds_history_column_text (stmt, 10);
  d->rated_tbw_tb = ds_history_column_double (stmt, 11);
  d->warranty_years = sqlite3_column_int (stmt, 12);
  d->datasheet = ds_history_column_text (stmt, 13);
  return d;
}

/* TEXT without leading and trailing white space, as *start / *len; FALSE
 * when nothing is left. */
static gboolean
trimmed (const char  *text,
         const char **start,
         gsize       *len)
{
  const char *end;

  if (text == NULL)
    return FALSE;
  while (g_ascii_isspace (*text))
    text++;
  end = text + strlen (text);
  while (end > text && g_ascii_isspace (end[-1]))
    end--;
  *start = text;
  *len = end - text;
  return *len > 0;
}

static gboolean
has_wwn (const char  *wwn,
         const char **start,
         gsize       *len)
{
  if (!trimmed (wwn, start, len))
    return FALSE;
  /* An all-zero EUI/NGUID names no drive (ds_history_drive_identity). */
  for (gsize i = 0; i < *len; i++)
    if (strchr ("0x.:-", (*start)[i]) == NULL)
      return TRUE;
  return FALSE;
}

gboolean
ds_history_drive_key_matches (const DsHistoryDriveKey *a,
                              const DsHistoryDriveKey *b)
{
  const char *sa, *sb;
  gsize la, lb;

  g_return_val_if_fail (a != NULL && b != NULL, FALSE);

  if (a->identity != NULL && b->identity != NULL && g_str_equal (a->identity, b->identity))
    return TRUE;
  if (has_wwn (a->wwn, &sa, &la) && has_wwn (b->wwn, &sb, &lb) &&
      la == lb && g_ascii_strncasecmp (sa, sb, la) == 0)
    return TRUE;
  if (!trimmed (a->serial, &sa, &la) || !trimmed (b->serial, &sb, &lb) ||
      la != lb || strncmp (sa, sb, la) != 0)
    return FALSE;
  /* The same serial: the models must agree as far as the shorter goes. */
  if (!trimmed (a->model, &sa, &la) || !trimmed (b->model, &sb, &lb))
    return TRUE;
  return strncmp (sa, sb, MIN (la, lb)) == 0;
}

void
ds_history_drive_key_from_object (JsonObject         *drive,
                                  DsHistoryDriveKey  *key,
                                  char              **identity_out)
{
  const char *identity = ds_json_get_string (drive, "identity");

  *identity_out = identity == NULL ? ds_history_drive_identity (drive) : NULL;
  key->identity = identity != NULL ? identity : *identity_out;
  key->wwn = ds_json_get_string (drive, "wwn");
  key->serial = ds_json_get_string (drive, "serial");
  key->model = ds_json_get_string (drive, "model");
}

/* The drives that may be KEY's (same identity, WWN or serial), then the
 * rule in C: an identity match first, else the oldest drive that matches. */
static DsHistoryDrive *
match_drive (DsHistoryStore           *self,
             const DsHistoryDriveKey  *key,
             GError                  **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  g_autoptr(DsHistoryDrive) found = NULL;
  g_autofree char *wwn = NULL;
  g_autofree char *serial = NULL;
  const char *start;
  gsize len;
  int rc = SQLITE_DONE;

  if (has_wwn (key->wwn, &start, &len))
    wwn = g_strndup (start, len);
  if (trimmed (key->serial, &start, &len))
    serial = g_strndup (start, len);
  stmt = ds_history_prepare (self,
                             "SELECT " DS_HISTORY_DRIVE_COLUMNS " FROM drives WHERE identity = ?1"
                             " OR (?2 IS NOT NULL AND lower (trim (wwn)) = lower (?2))"
                             " OR (?3 IS NOT NULL AND trim (serial) = ?3)"
                             " ORDER BY identity = ?1 DESC, id",
                             error);
  if (stmt == NULL ||
      !ds_history_bind_text (self, stmt, 1, key->identity, error) ||
      !ds_history_bind_text (self, stmt, 2, wwn, error) ||
      !ds_history_bind_text (self, stmt, 3, serial, error))
    return NULL;
  while (found == NULL && (rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      g_autoptr(DsHistoryDrive) d = ds_history_drive_from_row (stmt);
      DsHistoryDriveKey candidate = { d->identity, d->wwn, d->serial, d->model };

      if (ds_history_drive_key_matches (key, &candidate))
        found = g_steal_pointer (&d);
    }
  if (found == NULL && rc != SQLITE_DONE)
    {
      ds_history_set_error (self, rc, "find drive", error);
      return NULL;
    }
  if (found == NULL)
    g_set_error_literal (error, DS_ERROR, DS_ERROR_NOT_FOUND, _("The history has not seen this drive yet."));
  return g_steal_pointer (&found);
}

gboolean
ds_history_find_drive_id (DsHistoryStore  *self,
                          JsonObject      *drive,
                          const char      *identity,
                          gint64          *id,
                          GError         **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(DsHistoryDrive) found = NULL;
  g_autofree char *computed = NULL;
  DsHistoryDriveKey key;

  ds_history_drive_key_from_object (drive, &key, &computed);
  key.identity = identity;
  found = match_drive (self, &key, &local_error);
  if (found == NULL && !g_error_matches (local_error, DS_ERROR, DS_ERROR_NOT_FOUND))
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  *id = found != NULL ? found->id : 0;
  return TRUE;
}

DsHistoryDrive *
ds_history_store_match_drive (DsHistoryStore  *self,
                              JsonObject      *drive,
                              GError         **error)
{
  g_autofree char *identity = NULL;
  DsHistoryDriveKey key;

  g_return_val_if_fail (drive != NULL, NULL);

  ds_history_drive_key_from_object (drive, &key, &identity);
  return match_drive (self, &key, error);
}

gboolean
ds_history_store_run_datasheet (DsHistoryStore  *self,
                                gint64           run_id,
                                DsDatasheet     *sheet,
                                GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  ds_datasheet_init (sheet);
  stmt = ds_history_prepare (self,
                             "SELECT d.datasheet FROM runs r JOIN drives d ON d.id = r.drive_id WHERE r.id = ?1",
                             error);
  if (stmt == NULL || !ds_history_bind_int (self, stmt, 1, run_id, error))
    return FALSE;
  rc = sqlite3_step (stmt);
  if (rc == SQLITE_ROW)
    {
      g_autofree char *text = ds_history_column_text (stmt, 0);
      g_autoptr(JsonNode) node = text != NULL ? ds_json_from_string (text, NULL) : NULL;

      if (node != NULL && JSON_NODE_HOLDS_OBJECT (node))
        ds_datasheet_from_json (json_node_get_object (node), sheet);
      return !ds_datasheet_is_empty (sheet);
    }
  if (rc != SQLITE_DONE)
    ds_history_set_error (self, rc, "run datasheet", error);
  return FALSE;
}
