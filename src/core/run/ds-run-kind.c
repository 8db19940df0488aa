/* ds-run-kind.c — a run's kind and status to and from their strings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ds-error.h"
#include "ds-run-kind.h"

static const char * const kinds[] = {
  [DS_RUN_KIND_BENCH] = "bench",
  [DS_RUN_KIND_THERMAL] = "thermal",
  [DS_RUN_KIND_IMPORTED_CDM] = "imported-cdm",
  [DS_RUN_KIND_IMPORTED_FIO] = "imported-fio",
  [DS_RUN_KIND_SUITE] = "suite",
  [DS_RUN_KIND_VERIFY] = "verify",
};

static const char * const statuses[] = {
  [DS_RUN_STATUS_COMPLETED] = "completed",
  [DS_RUN_STATUS_CANCELLED] = "cancelled",
  [DS_RUN_STATUS_FAILED] = "failed",
};

const char *
ds_run_kind_to_string (DsRunKind kind)
{
  g_return_val_if_fail ((guint) kind < G_N_ELEMENTS (kinds), "bench");
  return kinds[kind];
}

gboolean
ds_run_kind_from_string (const char *text,
                         DsRunKind  *kind)
{
  for (guint i = 0; text != NULL && i < G_N_ELEMENTS (kinds); i++)
    if (g_str_equal (text, kinds[i]))
      {
        *kind = (DsRunKind) i;
        return TRUE;
      }
  return FALSE;
}

gboolean
ds_run_kind_is_imported (DsRunKind kind)
{
  return kind == DS_RUN_KIND_IMPORTED_CDM || kind == DS_RUN_KIND_IMPORTED_FIO;
}

const char *
ds_run_status_to_string (DsRunStatus status)
{
  g_return_val_if_fail ((guint) status < G_N_ELEMENTS (statuses), "failed");
  return statuses[status];
}

gboolean
ds_run_status_from_string (const char  *text,
                           DsRunStatus *status)
{
  for (guint i = 0; text != NULL && i < G_N_ELEMENTS (statuses); i++)
    if (g_str_equal (text, statuses[i]))
      {
        *status = (DsRunStatus) i;
        return TRUE;
      }
  return FALSE;
}

gboolean
ds_run_kind_parse (const char  *text,
                   DsRunKind   *kind,
                   GError     **error)
{
  if (ds_run_kind_from_string (text, kind))
    return TRUE;
  g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
               _("The run is of an unknown kind “%s”; it may come from a newer Drivescope."),
               text != NULL ? text : "");
  return FALSE;
}

gboolean
ds_run_status_parse (const char  *text,
                     DsRunStatus *status,
                     GError     **error)
{
  if (ds_run_status_from_string (text, status))
    return TRUE;
  g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
               _("The run has an unknown status “%s”; it may come from a newer Drivescope."),
               text != NULL ? text : "");
  return FALSE;
}
