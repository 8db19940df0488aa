/* ds-import.h — results from other tools, as Drivescope runs
 *
 * CrystalDiskMark 8 / 9 text exports and fio JSON output become a
 * DsBenchResult of kind "imported-cdm" / "imported-fio" whose uuid is
 * derived from the file's content, so importing the same file twice is the
 * same run. Malformed input is refused with DS_ERROR_PARSE and a message
 * naming the line. Parsing only: no database; ds_import_read_file alone
 * reads a file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "ds-bench-result.h"

G_BEGIN_DECLS

/* DATA as read from the file: UTF-16LE with a BOM (as CrystalDiskMark saves
 * it), UTF-8 with or without a BOM, CRLF or LF. The Comment: line, if any,
 * is returned in *comment. */
DsBenchResult *ds_import_cdm_parse (const char  *data,
                                    gsize        length,
                                    char       **comment,
                                    GError     **error);

/* `fio --output-format=json` output; notes fio prints before the JSON are
 * skipped. One test per job. */
DsBenchResult *ds_import_fio_parse (const char  *data,
                                    gsize        length,
                                    GError     **error);

/* A uuid (version-5 layout) from the SHA-256 of DATA. */
char          *ds_import_uuid_for  (const char  *data,
                                    gsize        length);

typedef enum
{
  DS_IMPORT_FORMAT_ANY,         /* told apart by the content */
  DS_IMPORT_FORMAT_DRIVESCOPE,  /* a history export, or a run saved with --json */
  DS_IMPORT_FORMAT_CDM,         /* CrystalDiskMark text export */
  DS_IMPORT_FORMAT_FIO,         /* fio --output-format=json */
} DsImportFormat;

/* Reads PATH as FORMAT into the document ds_history_store_import_json
 * takes. A CrystalDiskMark or fio file becomes one run whose
 * conditions.imported_from is the file's base name (and whose comment is
 * CrystalDiskMark's Comment: line). DS_ERROR_NOT_FOUND for a missing file,
 * DS_ERROR_PARSE naming PATH (and the line) for one that does not parse. */
JsonNode      *ds_import_read_file (const char     *path,
                                    DsImportFormat  format,
                                    GError        **error);

G_END_DECLS
