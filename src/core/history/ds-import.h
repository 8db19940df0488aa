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

/* What an import reads, at most: a CrystalDiskMark export is some 2 KB and
 * fio's output a few KB per job. */
#define DS_IMPORT_CDM_MAX_BYTES    (1024u * 1024)
#define DS_IMPORT_FIO_MAX_JOBS     4096
#define DS_IMPORT_MAX_SECONDS      (7.0 * 24 * 3600)
/* Test runs per test, as CrystalDiskMark's "(x9)" counts them. */
#define DS_IMPORT_MAX_RUNS         9

/* Beyond these no drive goes: a value past them is a damaged or edited
 * file, refused by every import. */
#define DS_IMPORT_MAX_MBPS         1e6     /* 1 TB/s */
#define DS_IMPORT_MAX_IOPS         1e9
#define DS_IMPORT_MAX_LATENCY_US   3.6e9   /* an hour */

/* The counts a Drivescope export may hold (`import`). */
#define DS_IMPORT_MAX_DRIVES       10000
#define DS_IMPORT_MAX_RUNS_IN_FILE 100000
#define DS_IMPORT_MAX_SNAPSHOTS    1000000
#define DS_IMPORT_MAX_TESTS        1000
#define DS_IMPORT_MAX_TEST_RUNS    1000
#define DS_IMPORT_MAX_SAMPLES      200000  /* 60 min every 50 ms is 72 000 */
#define DS_IMPORT_MAX_EVENTS       10000

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
