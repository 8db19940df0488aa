/* ds-run-kind.h — what kind of run a result is, and how it ended
 *
 * Shared by every runner, the importers and the store. The JSON, the CLI and
 * the database keep the strings ("bench", "imported-cdm", "completed" …);
 * code compares the enums.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  DS_RUN_KIND_BENCH,          /* "bench" */
  DS_RUN_KIND_THERMAL,        /* "thermal" */
  DS_RUN_KIND_IMPORTED_CDM,   /* "imported-cdm": a CrystalDiskMark text export */
  DS_RUN_KIND_IMPORTED_FIO,   /* "imported-fio": fio JSON output */
  DS_RUN_KIND_SUITE,          /* "suite": a reviewers' suite of steps */
  DS_RUN_KIND_VERIFY,         /* "verify": the capacity and integrity check */
} DsRunKind;

typedef enum
{
  DS_RUN_STATUS_COMPLETED,    /* "completed" */
  DS_RUN_STATUS_CANCELLED,    /* "cancelled": the user stopped it */
  DS_RUN_STATUS_FAILED,       /* "failed": an error ended it */
} DsRunStatus;

const char *ds_run_kind_to_string     (DsRunKind    kind);
/* FALSE, leaving *kind alone, for anything else (NULL included). */
gboolean    ds_run_kind_from_string   (const char  *text,
                                       DsRunKind   *kind);
/* A benchmark measured elsewhere: both imported kinds. */
gboolean    ds_run_kind_is_imported   (DsRunKind    kind);

const char *ds_run_status_to_string   (DsRunStatus  status);
gboolean    ds_run_status_from_string (const char  *text,
                                       DsRunStatus *status);

/* As from_string, for a value read from a file: DS_ERROR_PARSE naming it
 * when it is unknown. */
gboolean    ds_run_kind_parse         (const char  *text,
                                       DsRunKind   *kind,
                                       GError     **error);
gboolean    ds_run_status_parse       (const char  *text,
                                       DsRunStatus *status,
                                       GError     **error);

G_END_DECLS
