/* ds-report.c — the choice of format, CSV and JSON (runs as reports see
 * them are ds-report-run.c; each other format has its own file)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "ds-bench-steady.h"
#include "ds-chart-private.h"
#include "ds-conditions.h"
#include "ds-error.h"
#include "ds-format.h"
#include "ds-history-store.h"
#include "ds-json.h"
#include "ds-report-private.h"
#include "ds-report.h"
#include "ds-user-file.h"

/* ---- formats ---- */

gboolean
ds_report_format_from_string (const char     *text,
                              DsReportFormat *out)
{
  static const struct { const char *name; DsReportFormat format; } names[] = {
    { "html", DS_REPORT_FORMAT_HTML }, { "md", DS_REPORT_FORMAT_MARKDOWN },
    { "markdown", DS_REPORT_FORMAT_MARKDOWN }, { "txt", DS_REPORT_FORMAT_TEXT },
    { "text", DS_REPORT_FORMAT_TEXT }, { "csv", DS_REPORT_FORMAT_CSV }, { "json", DS_REPORT_FORMAT_JSON },
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_strcmp0 (text, names[i].name) == 0)
      {
        *out = names[i].format;
        return TRUE;
      }
  return FALSE;
}

void
ds_report_options_init (DsReportOptions *options)
{
  options->theme = DS_CHART_THEME_LIGHT;
  options->units = DS_CHART_UNITS_MBPS;
  options->chart_width = 960;
  options->chart_height = 560;
}

/* ---- escaping ---- */

/* ---- CSV ---- */

static void
csv_num (GString *s,
         double   v,
         int      decimals)
{
  g_string_append_c (s, ',');
  if (isfinite (v))
    {
      char buf[G_ASCII_DTOSTR_BUF_SIZE];

      g_string_append (s, g_ascii_formatd (buf, sizeof buf, decimals == 0 ? "%.0f" : decimals == 1 ? "%.1f"
                                                                  : decimals == 2 ? "%.2f" : "%.3f", v));
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
ds_report_csv (GPtrArray  *runs,
               GError    **error)
{
  GString *s;
  guint n_bench = 0, n_suite = 0, n_verify = 0;

  for (guint i = 0; i < runs->len; i++)
    {
      DsReportRunKind kind = ((DsReportRun *) g_ptr_array_index (runs, i))->kind;

      n_bench += kind == DS_REPORT_RUN_BENCH;
      n_suite += kind == DS_REPORT_RUN_SUITE;
      n_verify += kind == DS_REPORT_RUN_VERIFY;
    }
  if (n_verify > 0)
    return ds_report_verify_csv (runs, error);
  if (runs->len == 0 || (n_bench > 0 && n_bench < runs->len))
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                           _("A CSV file holds either benchmark runs or thermal runs, not both: export them separately."));
      return NULL;
    }
  if (n_suite > 0 && n_suite < runs->len)
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                           _("A CSV file holds suite runs or other runs, not both: export the suite runs separately."));
      return NULL;
    }
  if (n_suite > 0)
    return ds_report_suite_csv (runs);
  s = g_string_new (NULL);
  if (n_bench > 0)
    {
      const DsBenchResult *first = ((DsReportRun *) g_ptr_array_index (runs, 0))->bench;

      g_string_append (s, "run_uuid,run_label,drive_model,drive_serial,start_utc,test,mode,mix_read_percent,"
                          "mbps,iops,lat_mean_us,lat_p50_us,lat_p90_us,lat_p99_us,lat_p999_us,lat_p9999_us,"
                          "median_mbps,runs,delta_mbps_percent,cached,incomplete,"
                          "fob_iops,steady_iops,steady_mbps,steady_reached,rounds_to_steady\r\n");
      for (guint i = 0; i < runs->len; i++)
        {
          const DsReportRun *run = g_ptr_array_index (runs, i);
          const DsBenchResult *r = run->bench;
          DsConditionsDrive drive;
          g_autofree char *title = ds_report_run_title (run);
          g_autofree char *date = ds_chart_date_text (r->start_time);

          ds_conditions_get_drive (r->conditions, &drive);

          for (guint j = 0; j < r->tests->len; j++)
            {
              DsBenchTestResult *t = g_ptr_array_index (r->tests, j);
              const DsIoRunStats *b = ds_bench_test_result_best (t);
              const DsIoRunStats *m = ds_bench_test_result_median (t);
              const DsBenchTestResult *t0 = ds_bench_result_find ((DsBenchResult *) first, &t->spec, t->mode);
              const DsIoRunStats *b0 = t0 ? ds_bench_test_result_best (t0) : NULL;
              g_autofree char *spec = ds_bench_spec_to_string (&t->spec);

              csv_str (s, r->uuid, TRUE);
              csv_str (s, title, FALSE);
              csv_str (s, drive.model, FALSE);
              csv_str (s, drive.serial, FALSE);
              csv_str (s, date, FALSE);
              csv_str (s, spec, FALSE);
              csv_str (s, ds_io_mode_to_string (t->mode), FALSE);
              csv_num (s, t->mode == DS_IO_MODE_MIX ? t->mix_read_percent : NAN, 0);
              csv_num (s, b ? b->mbps : NAN, 2);
              csv_num (s, b ? b->iops : NAN, 2);
              csv_num (s, b ? b->lat_mean_us : NAN, 2);
              csv_num (s, b ? b->lat_p50_us : NAN, 2);
              csv_num (s, b ? b->lat_p90_us : NAN, 2);
              csv_num (s, b ? b->lat_p99_us : NAN, 2);
              csv_num (s, b ? b->lat_p999_us : NAN, 2);
              csv_num (s, b ? b->lat_p9999_us : NAN, 2);
              csv_num (s, m ? m->mbps : NAN, 2);
              csv_num (s, t->runs->len, 0);
              csv_num (s, i > 0 && b && b0 && b0->mbps > 0 ? (b->mbps - b0->mbps) / b0->mbps * 100 : NAN, 2);
              g_autoptr(DsSteadyResult) steady = ds_bench_test_result_steady (r, t);
              DsIoRunStats window;
              g_autofree char *state = NULL;

              g_string_append_printf (s, ",%s,%s", t->cached ? "true" : "false",
                                      t->incomplete ? "true" : "false");
              /* --steady: the FOB round against the steady window; empty otherwise */
              if (steady != NULL && ds_bench_steady_test_line (r, t, &window, &state))
                {
                  csv_num (s, ds_steady_result_fob (steady), 2);
                  csv_num (s, window.iops, 2);
                  csv_num (s, window.mbps, 2);
                  g_string_append_printf (s, ",%s", steady->reached ? "true" : "false");
                  csv_num (s, steady->reached ? steady->rounds_to_steady : NAN, 0);
                }
              else
                g_string_append (s, ",,,,,");
              g_string_append (s, "\r\n");
            }
        }
    }
  else
    {
      g_string_append (s, "run_uuid,run_label,drive_model,t_s,mbps,temp_c,bytes,cooldown\r\n");
      for (guint i = 0; i < runs->len; i++)
        {
          const DsReportRun *run = g_ptr_array_index (runs, i);
          const DsThermalResult *r = run->thermal;
          DsConditionsDrive drive;
          g_autofree char *title = ds_report_run_title (run);
          g_autofree char *prefix = NULL;
          GString *p = g_string_new (NULL);

          ds_conditions_get_drive (r->conditions, &drive);

          csv_str (p, r->uuid, TRUE);
          csv_str (p, title, FALSE);
          csv_str (p, drive.model, FALSE);
          prefix = g_string_free (p, FALSE);
          for (guint j = 0; j < r->samples->len; j++)
            {
              const DsThermalSample *smp = &g_array_index (r->samples, DsThermalSample, j);

              g_string_append (s, prefix);
              csv_num (s, smp->t_s, 3);
              csv_num (s, smp->mbps, 2);
              csv_num (s, smp->temp_c, 1);
              g_string_append_printf (s, ",%" G_GUINT64_FORMAT ",%s\r\n", smp->bytes,
                                      smp->cooldown ? "true" : "false");
            }
        }
    }
  return g_string_free (s, FALSE);
}

/* ---- JSON: the history store's export document ---- */

char *
ds_report_json (GPtrArray  *runs,
                GError    **error)
{
  g_autofree char *dir = NULL;
  g_autofree char *db = NULL;
  g_autoptr(JsonNode) doc = NULL;
  char *text = NULL;

  dir = g_dir_make_tmp ("drivescope-export-XXXXXX", error);
  if (dir == NULL)
    return NULL;
  db = g_build_filename (dir, "history.db", NULL);
  {
    g_autoptr(DsHistoryStore) store = ds_history_store_open (db, error);

    if (store == NULL)
      goto out;
    for (guint i = 0; i < runs->len; i++)
      {
        g_autoptr(JsonNode) node = ds_report_run_to_json (g_ptr_array_index (runs, i));

        if (!ds_history_store_import_json (store, node, NULL, NULL, error))
          goto out;
      }
    doc = ds_history_store_export_json (store, NULL, error);
    if (doc != NULL)
      text = ds_json_to_string (doc, TRUE);
  }
out:
  {
    const char *suffixes[] = { "", "-wal", "-shm", "-journal" };

    for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
      {
        g_autofree char *f = g_strconcat (db, suffixes[i], NULL);

        g_unlink (f);
      }
    g_rmdir (dir);
  }
  return text;
}

char *
ds_report_write (GPtrArray             *runs,
                 DsReportFormat         format,
                 const DsReportOptions *options,
                 GError               **error)
{
  DsReportOptions defaults;

  if (options == NULL)
    {
      ds_report_options_init (&defaults);
      options = &defaults;
    }
  if (runs->len == 0)
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT, _("There is no run to export."));
      return NULL;
    }
  switch (format)
    {
    case DS_REPORT_FORMAT_HTML: return ds_report_html (runs, options, error);
    case DS_REPORT_FORMAT_MARKDOWN: return ds_report_markdown (runs, options, error);
    case DS_REPORT_FORMAT_TEXT: return ds_report_text (runs, error);
    case DS_REPORT_FORMAT_CSV: return ds_report_csv (runs, error);
    case DS_REPORT_FORMAT_JSON:
    default: return ds_report_json (runs, error);
    }
}
