/* ds-report-text.c — runs in CrystalDiskMark's text-export layout
 *
 * The layout itself is ds_bench_result_format_text() (the bench command
 * prints the same); this adds the user's label and comment in the same
 * "    Label: …" form, escaped for a terminal, and puts several runs one
 * after the other.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ds-bench-text.h"
#include "ds-error.h"
#include "ds-format.h"
#include "ds-history-compare.h"
#include "ds-report-private.h"
#include "ds-suite-text.h"

char *
ds_report_text (GPtrArray  *runs,
                GError    **error)
{
  GString *s = g_string_new (NULL);
  g_autoptr(JsonNode) comparison = ds_report_thermal_comparison (runs, NULL, NULL, NULL);
  gboolean thermal_only = TRUE;

  for (guint i = 0; i < runs->len; i++)
    thermal_only &= ((const DsReportRun *) g_ptr_array_index (runs, i))->kind == DS_REPORT_RUN_THERMAL;
  if (comparison != NULL && thermal_only)
    {
      g_autofree char *table = ds_history_compare_to_text (comparison);

      g_string_append (s, table);
      g_string_append_c (s, '\n');
    }
  for (guint i = 0; i < runs->len; i++)
    {
      const DsReportRun *run = g_ptr_array_index (runs, i);
      g_autofree char *text = NULL;
      g_autofree char *label = NULL;
      g_autofree char *comment = NULL;

      if (run->kind == DS_REPORT_RUN_SUITE)
        text = ds_suite_result_format_text (run->suite, TRUE);
      else if (run->kind == DS_REPORT_RUN_THERMAL && thermal_only)
        text = ds_thermal_result_format_text (run->thermal);
      else if (run->kind == DS_REPORT_RUN_VERIFY)
        text = ds_verify_result_format_text (run->verify);
      else if (run->kind != DS_REPORT_RUN_BENCH)
        {
          g_string_free (s, TRUE);
          g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                               _("The text layout holds benchmark and suite runs, or thermal runs alone; export them separately."));
          return NULL;
        }
      else
        text = ds_bench_result_format_text (run->bench, DS_BENCH_TEXT_FLAGS_NONE);
      if (i > 0)
        g_string_append_c (s, '\n');
      g_string_append (s, text);
      label = ds_escape_terminal (run->label);
      comment = ds_escape_terminal (run->comment);
      if (label != NULL)
        g_string_append_printf (s, "%10s: %s\n", "Label", label);
      if (comment != NULL)
        g_string_append_printf (s, "%10s: %s\n", "Comment", comment);
    }
  return g_string_free (s, FALSE);
}
