/* ds-report-verify.c — what the reports say about capacity checks (verify):
 * their findings as labelled values, their damaged ranges, and their CSV
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
field_free (gpointer data)
{
  DsReportField *f = data;

  g_free (f->name);
  g_free (f->value);
  g_free (f);
}

static void
add (GPtrArray  *fields,
     const char *name,
     char       *value)
{
  DsReportField *f = g_new0 (DsReportField, 1);

  f->name = g_strdup (name);
  f->value = value;
  g_ptr_array_add (fields, f);
}

static char *
share (guint64 bytes,
       guint64 of)
{
  g_autofree char *size = ds_format_bytes (bytes);

  if (of == 0)
    return g_steal_pointer (&size);
  return g_strdup_printf ("%s (%.1f %%)", size, 100.0 * bytes / of);
}

static char *
rate (guint64 bytes,
      double  seconds)
{
  return seconds > 0 ? ds_report_number (bytes / 1e6 / seconds, 1) : g_strdup ("—");
}

GPtrArray *
ds_report_verify_fields (const DsVerifyResult *r)
{
  GPtrArray *f = g_ptr_array_new_with_free_func (field_free);

  add (f, _("Verdict"), ds_verify_result_verdict_text (r));
  if (!r->read_only)
    add (f, _("Written"), ds_format_bytes (r->bytes_written));
  add (f, _("Read back"), ds_format_bytes (r->bytes_checked));
  add (f, _("Intact"), share (r->bytes_intact, r->bytes_checked));
  add (f, _("Corrupted"), share (r->bytes_corrupted, r->bytes_checked));
  add (f, _("Overwritten"), share (r->bytes_overwritten, r->bytes_checked));
  add (f, _("Lost"), share (r->bytes_lost, r->bytes_checked));
  add (f, _("I/O errors"), share (r->bytes_io_error, r->bytes_checked));
  if (r->write_errors > 0)
    add (f, _("Writes that failed"), ds_format_bytes (r->write_errors));
  if (r->first_bad != DS_VERIFY_NO_POSITION)
    add (f, _("First bad byte"), g_strdup_printf ("%" G_GUINT64_FORMAT, r->first_bad));
  if (!r->read_only)
    add (f, _("Write (MB/s)"), rate (r->bytes_written, r->write_seconds));
  add (f, _("Read (MB/s)"), rate (r->bytes_checked, r->read_seconds));
  add (f, _("Files"), g_strdup_printf ("%u", r->n_files));
  add (f, _("File size"), ds_format_bytes (r->file_bytes));
  add (f, _("Block size (bytes)"), g_strdup_printf ("%u", r->block_size));
  add (f, _("Read back with direct I/O"), g_strdup (r->direct ? _("yes") : _("no")));
  if (r->read_only)
    add (f, _("Pass"), g_strdup (_("read-back of kept files")));
  return f;
}

GPtrArray *
ds_report_verify_results (GPtrArray *runs,
                          GPtrArray *titles_out)
{
  GPtrArray *out = g_ptr_array_new ();

  for (guint i = 0; i < runs->len; i++)
    {
      DsReportRun *run = g_ptr_array_index (runs, i);

      if (run->kind != DS_REPORT_RUN_VERIFY)
        continue;
      g_ptr_array_add (out, run->verify);
      if (titles_out != NULL)
        g_ptr_array_add (titles_out, ds_report_run_title (run));
    }
  return out;
}

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
