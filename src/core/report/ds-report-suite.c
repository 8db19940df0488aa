/* ds-report-suite.c — what the reports of suite runs share: the step table's
 * cells, the CSV of steps and samples, and the comparison of runs of one
 * suite (the history's, so `compare` and an exported report agree)
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
#include "ds-history-compare.h"
#include "ds-report-private.h"
#include "ds-suite-analysis.h"

const char *
ds_report_suite_column (guint column)
{
  switch (column)
    {
    case 0: return _("Step");
    case 1: return "MB/s";
    case 2: return "IOPS";
    case 3: return _("Mean µs");
    case 4: return "p99 µs";
    case 5: return "p99.9 µs";
    case 6: return _("Little's law");
    case 7:
    default: return _("Notes");
    }
}

GPtrArray *
ds_report_suite_step_cells (const DsSuiteStep *step)
{
  GPtrArray *cells = g_ptr_array_new_with_free_func (g_free);
  const DsIoRunStats *b = &step->stats;
  gboolean has = b->ios > 0;
  double little = ds_suite_step_little_ratio (step);
  GString *notes = g_string_new (NULL);

  g_ptr_array_add (cells, ds_suite_step_spec_to_string (&step->spec));
  g_ptr_array_add (cells, ds_report_number (has ? b->mbps : NAN, 2));
  g_ptr_array_add (cells, ds_report_number (has ? b->iops : NAN, 0));
  g_ptr_array_add (cells, ds_report_number (has ? b->lat_mean_us : NAN, 1));
  g_ptr_array_add (cells, ds_report_number (has && b->lat_p99_us > 0 ? b->lat_p99_us : NAN, 1));
  g_ptr_array_add (cells, ds_report_number (has && b->lat_p999_us > 0 ? b->lat_p999_us : NAN, 1));
  if (isfinite (little))
    {
      g_autofree char *n = ds_report_number (little, 2);

      g_ptr_array_add (cells, ds_suite_step_little_holds (step) ? g_steal_pointer (&n) : g_strdup_printf ("%s !", n));
    }
  else
    g_ptr_array_add (cells, g_strdup ("—"));
  if (step->cached)
    g_string_append (notes, _("cached (O_DIRECT not honoured)"));
  if (step->incomplete)
    g_string_append_printf (notes, "%s%s", notes->len ? "; " : "", _("incomplete"));
  if (!ds_suite_step_little_holds (step))
    g_string_append_printf (notes, "%s%s", notes->len ? "; " : "", _("queue not kept full"));
  g_ptr_array_add (cells, g_string_free (notes, FALSE));
  return cells;
}

static void
csv_num (GString *s,
         double   v,
         int      decimals)
{
  g_string_append_c (s, ',');
  if (isfinite (v))
    {
      char buf[G_ASCII_DTOSTR_BUF_SIZE];

      g_string_append (s, g_ascii_formatd (buf, sizeof buf, decimals == 0 ? "%.0f" : decimals == 2 ? "%.2f" : "%.3f", v));
    }
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

char *
ds_report_suite_csv (GPtrArray *runs)
{
  GString *s = g_string_new ("run_uuid,run_label,drive_model,drive_serial,start_utc,suite,row,step,label,"
                             "read_percent,random_percent,block_size,queue_depth,threads,mbps,iops,"
                             "lat_mean_us,lat_p50_us,lat_p99_us,lat_p999_us,little_ratio,position_bytes,"
                             "cached,incomplete,block_sizes,round\r\n");

  for (guint i = 0; i < runs->len; i++)
    {
      const DsReportRun *run = g_ptr_array_index (runs, i);
      const DsSuiteResult *r = run->suite;
      g_autofree char *title = ds_report_run_title (run);
      g_autofree char *date = ds_chart_date_text (r->start_time);
      g_autofree char *prefix = NULL;
      DsConditionsDrive drive;
      GString *p = g_string_new (NULL);

      ds_conditions_get_drive (r->conditions, &drive);
      csv_str (p, r->uuid, TRUE);
      csv_str (p, title, FALSE);
      csv_str (p, drive.model, FALSE);
      csv_str (p, drive.serial, FALSE);
      csv_str (p, date, FALSE);
      csv_str (p, ds_suite_kind_to_string (r->suite), FALSE);
      prefix = g_string_free (p, FALSE);
      for (guint j = 0; j < r->steps->len; j++)
        {
          const DsSuiteStep *st = g_ptr_array_index (r->steps, j);
          const DsIoRunStats *b = &st->stats;
          gboolean has = b->ios > 0;
          g_autofree char *spec = ds_suite_step_spec_to_string (&st->spec);
          g_autofree char *step_fields = NULL;
          GString *f = g_string_new (NULL);

          csv_str (f, spec, FALSE);
          csv_str (f, st->spec.label, FALSE);
          csv_num (f, st->spec.read_percent, 0);
          csv_num (f, st->spec.random_percent, 0);
          csv_num (f, (double) st->spec.block_size, 0);
          csv_num (f, st->spec.queue_depth, 0);
          csv_num (f, st->spec.threads, 0);
          step_fields = g_string_free (f, FALSE);

          g_string_append (s, prefix);
          g_string_append (s, ",step");
          g_string_append (s, step_fields);
          csv_num (s, has ? b->mbps : NAN, 2);
          csv_num (s, has ? b->iops : NAN, 2);
          csv_num (s, has ? b->lat_mean_us : NAN, 2);
          csv_num (s, has ? b->lat_p50_us : NAN, 2);
          csv_num (s, has ? b->lat_p99_us : NAN, 2);
          csv_num (s, has ? b->lat_p999_us : NAN, 2);
          csv_num (s, ds_suite_step_little_ratio (st), 3);
          g_string_append_printf (s, ",,%s,%s,", st->cached ? "true" : "false", st->incomplete ? "true" : "false");
          for (guint k = 0; k < st->spec.block_mix.n; k++)
            g_string_append_printf (s, "%s%" G_GUINT64_FORMAT ":%u", k > 0 ? " " : "",
                                    st->spec.block_mix.shares[k].size, st->spec.block_mix.shares[k].percent);
          /* iops-matrix and wsat: the step's round */
          csv_num (s, st->round > 0 ? st->round : NAN, 0);
          g_string_append (s, "\r\n");
          for (guint k = 0; st->samples != NULL && k < st->samples->len; k++)
            {
              const DsSuiteSample *smp = &g_array_index (st->samples, DsSuiteSample, k);

              g_string_append (s, prefix);
              g_string_append (s, ",sample");
              g_string_append (s, step_fields);
              csv_num (s, smp->mbps, 2);
              g_string_append (s, ",,,,,,");
              csv_num (s, smp->position, 0);
              g_string_append (s, ",,,,\r\n");
            }
        }
    }
  return g_string_free (s, FALSE);
}

JsonNode *
ds_report_suite_comparison (GPtrArray  *runs,
                            GError    **error)
{
  g_autoptr(GPtrArray) nodes = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);

  for (guint i = 0; i < runs->len; i++)
    {
      const DsReportRun *run = g_ptr_array_index (runs, i);

      if (run->kind == DS_REPORT_RUN_SUITE)
        g_ptr_array_add (nodes, ds_report_run_to_json (run));
    }
  if (nodes->len < 2)
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT, _("A comparison needs two suite runs."));
      return NULL;
    }
  return ds_history_compare (nodes, error);
}

JsonNode *
ds_report_thermal_comparison (GPtrArray  *runs,
                              GPtrArray **results_out,
                              GPtrArray **labels_out,
                              GError    **error)
{
  g_autoptr(GPtrArray) nodes = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  g_autoptr(GPtrArray) results = g_ptr_array_new ();
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  JsonNode *comparison;

  for (guint i = 0; i < runs->len; i++)
    {
      const DsReportRun *run = g_ptr_array_index (runs, i);

      if (run->kind != DS_REPORT_RUN_THERMAL)
        continue;
      g_ptr_array_add (nodes, ds_report_run_to_json (run));
      g_ptr_array_add (results, run->thermal);
      g_ptr_array_add (labels, ds_report_run_title (run));
    }
  if (nodes->len < 2)
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT, _("A comparison needs two thermal runs."));
      return NULL;
    }
  comparison = ds_history_compare (nodes, error);
  if (comparison == NULL)
    return NULL;
  g_ptr_array_add (labels, NULL);
  if (results_out != NULL)
    *results_out = g_steal_pointer (&results);
  if (labels_out != NULL)
    *labels_out = g_steal_pointer (&labels);
  return comparison;
}
