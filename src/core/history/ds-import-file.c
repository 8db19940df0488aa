/* ds-import-file.c — a file to import, read and told apart by its content
 *
 * The CLI's import commands and the window's Import both come here, so a
 * file means the same run whichever imports it: a CrystalDiskMark or fio
 * result gets its uuid from the file's content (importing it twice is the
 * same run) and keeps the file's name in conditions.imported_from.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ds-conditions.h"
#include "ds-error.h"
#include "ds-import.h"
#include "ds-json.h"
#include "ds-user-file.h"

/* fio prints notes before its JSON; CrystalDiskMark writes text (often
 * UTF-16, so no ASCII "{" at the start); everything else of ours is a JSON
 * object. */
static DsImportFormat
sniff (const char *data,
       gsize       length,
       JsonNode   *json)
{
  if (json != NULL)
    {
      if (JSON_NODE_HOLDS_OBJECT (json) && json_object_has_member (json_node_get_object (json), "fio version"))
        return DS_IMPORT_FORMAT_FIO;
      return DS_IMPORT_FORMAT_DRIVESCOPE;
    }
  if (g_strstr_len (data, length, "\"fio version\"") != NULL)
    return DS_IMPORT_FORMAT_FIO;
  return DS_IMPORT_FORMAT_CDM;
}

static gboolean
starts_with_brace (const char *data,
                   gsize       length)
{
  const char *p = data;

  while (p < data + length && g_ascii_isspace (*p))
    p++;
  return p < data + length && *p == '{';
}

JsonNode *
ds_import_read_file (const char      *path,
                     DsImportFormat   format,
                     GError         **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(JsonNode) json = NULL;
  g_autoptr(DsBenchResult) result = NULL;
  g_autofree char *data = NULL;
  g_autofree char *comment = NULL;
  g_autofree char *base = NULL;
  JsonNode *document;
  JsonObject *obj;
  gsize length = 0;

  g_return_val_if_fail (path != NULL, NULL);

  /* Bounded: a disk image or /dev/zero given by mistake is refused
   * before it is read, not read into memory. */
  data = ds_user_file_read (path, DS_JSON_MAX_BYTES, &length, &local_error);
  if (data == NULL)
    {
      g_set_error (error, DS_ERROR, local_error->code, _("Cannot read the file to import: %s"), local_error->message);
      return NULL;
    }
  if (format == DS_IMPORT_FORMAT_DRIVESCOPE ||
      (format == DS_IMPORT_FORMAT_ANY && starts_with_brace (data, length)))
    {
      json = ds_json_from_data (data, length, DS_JSON_MAX_BYTES, &local_error);
      if (json == NULL)
        {
          g_set_error (error, DS_ERROR, DS_ERROR_PARSE, _("%s: %s"), path, local_error->message);
          return NULL;
        }
    }
  if (format == DS_IMPORT_FORMAT_ANY)
    format = sniff (data, length, json);
  if (format == DS_IMPORT_FORMAT_DRIVESCOPE)
    return g_steal_pointer (&json);

  if (format == DS_IMPORT_FORMAT_CDM)
    result = ds_import_cdm_parse (data, length, &comment, &local_error);
  else
    result = ds_import_fio_parse (data, length, &local_error);
  if (result == NULL)
    {
      g_propagate_prefixed_error (error, g_steal_pointer (&local_error), "%s: ", path);
      return NULL;
    }
  document = ds_bench_result_to_json (result);
  obj = json_node_get_object (document);
  ds_json_set_string (obj, "comment", comment);
  base = g_path_get_basename (path);
  ds_conditions_set_imported_from (ds_json_get_object (obj, "conditions"), base);
  return document;
}
