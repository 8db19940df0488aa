/* ds-report-verify.c — capacity checks (verify) in a CSV file: their
 * curves and their damaged ranges (their findings are ds-report-fields.c's)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ds-chart-private.h"
#include "ds-conditions.h"
#include "ds-error.h"
#include "ds-format.h"
#include "ds-report-private.h"

static void
csv_str (GString    *s,
         const char *text,
         gboolean    first)
{
  g_autofree char *field = ds_escape_csv (text);

  if (!first)
    g_string_append_c (s, ',');
  g_string_append (s, field);
}

static void
curve_rows (GString      *s,
            const char   *prefix,
            const char   *pass,
            const GArray *curve)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  for (guint i = 0; curve != NULL && i < curve->len; i++)
    {
      const DsVerifyPoint *p = &g_array_index (curve, DsVerifyPoint, i);

      g_string_append_printf (s, "%s,%s,%" G_GUINT64_FORMAT ",,%s,,\r\n", prefix, pass, p->position,
                              isfinite (p->mbps) ? g_ascii_formatd (buf, sizeof buf, "%.2f", p->mbps) : "");
    }
}

char *
ds_report_verify_csv (GPtrArray  *runs,
                      GError    **error)
{
  GString *s;

  for (guint i = 0; i < runs->len; i++)
    if (((DsReportRun *) g_ptr_array_index (runs, i))->kind != DS_REPORT_RUN_VERIFY)
      {
        g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                             _("A CSV file holds capacity checks or other runs, not both: export the checks separately."));
        return NULL;
      }
  s = g_string_new ("run_uuid,run_label,drive_model,row,position,length,mbps,state,other_position\r\n");
  for (guint i = 0; i < runs->len; i++)
    {
      const DsReportRun *run = g_ptr_array_index (runs, i);
      const DsVerifyResult *r = run->verify;
      DsConditionsDrive drive;
      g_autofree char *title = ds_report_run_title (run);
      g_autofree char *prefix = NULL;
      GString *p = g_string_new (NULL);

      ds_conditions_get_drive (r->conditions, &drive);
      csv_str (p, r->uuid, TRUE);
      csv_str (p, title, FALSE);
      csv_str (p, drive.model, FALSE);
      prefix = g_string_free (p, FALSE);
      curve_rows (s, prefix, "write", r->write_curve);
      curve_rows (s, prefix, "read", r->read_curve);
      for (guint k = 0; r->extents != NULL && k < r->extents->len; k++)
        {
          const DsVerifyExtent *e = &g_array_index (r->extents, DsVerifyExtent, k);

          g_string_append_printf (s, "%s,damaged,%" G_GUINT64_FORMAT ",%" G_GUINT64_FORMAT ",,%s%s,", prefix,
                                  e->position, e->length, ds_verify_block_state_to_string (e->state),
                                  e->write ? "-write" : "");
          if (e->state == DS_VERIFY_BLOCK_ALIASED)
            g_string_append_printf (s, "%" G_GUINT64_FORMAT, e->other);
          g_string_append (s, "\r\n");
        }
    }
  return g_string_free (s, FALSE);
}
