/* ds-report-export.c — runs of the history in any format of
 * `drivescope-cli export`, for the CLI and the window's History
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ds-error.h"
#include "ds-report.h"
#include "ds-report-export.h"
#include "ds-user-file.h"

static gpointer
usage (GError    **error,
       const char *message)
{
  g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT, message);
  return NULL;
}

DsChart *
ds_report_runs_chart (GPtrArray     *runs,
                      DsChartUnits   units,
                      GError       **error)
{
  g_autoptr(GPtrArray) benches = g_ptr_array_new ();
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) suites = g_ptr_array_new ();
  g_autoptr(GPtrArray) thermals = g_ptr_array_new ();
  g_autoptr(GPtrArray) thermal_labels = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) checks = g_ptr_array_new ();

  g_return_val_if_fail (runs != NULL, NULL);

  if (runs->len == 0)
    return usage (error, _("Choose the runs to export: only the JSON export takes the whole history."));
  for (guint i = 0; i < runs->len; i++)
    {
      DsReportRun *run = g_ptr_array_index (runs, i);

      switch (run->kind)
        {
        case DS_REPORT_RUN_SUITE:
          g_ptr_array_add (suites, run->suite);
          break;
        case DS_REPORT_RUN_VERIFY:
          g_ptr_array_add (checks, run->verify);
          break;
        case DS_REPORT_RUN_BENCH:
          g_ptr_array_add (benches, run->bench);
          g_ptr_array_add (labels, ds_report_run_title (run));
          break;
        case DS_REPORT_RUN_THERMAL:
        default:
          g_ptr_array_add (thermals, run->thermal);
          /* the run's label, else the chart's own drive and date */
          g_ptr_array_add (thermal_labels, g_strdup (run->label));
          break;
        }
    }
  if (suites->len > 0)
    {
      const DsSuiteResult *first = g_ptr_array_index (suites, 0);

      if (suites->len != runs->len)
        return usage (error, _("Suite runs and other runs cannot share a chart: export the suite runs on their own."));
      if (suites->len == 1)
        return ds_chart_new_suite (first);
      if (suites->len > 8)
        return usage (error, _("A comparison shows 2 to 8 different runs; name them (or give --input FILE) once each."));
      for (guint i = 1; i < suites->len; i++)
        {
          const DsSuiteResult *r = g_ptr_array_index (suites, i);

          if (r->suite != first->suite)
            {
              g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                           _("Run 1 is a %s suite and run %u a %s suite: they measure different things. "
                             "Compare runs of the same suite."),
                           ds_suite_kind_to_string (first->suite), i + 1, ds_suite_kind_to_string (r->suite));
              return NULL;
            }
        }
      return ds_chart_new_suite_compare (suites);
    }
  if (checks->len > 0)
    {
      if (checks->len != runs->len)
        return usage (error, _("Capacity checks and other runs cannot share a chart: export the checks on their own."));
      if (checks->len == 1)
        return ds_chart_new_verify (g_ptr_array_index (checks, 0));
      if (checks->len > 8)
        return usage (error, _("A comparison needs 2 to 8 runs."));
      return ds_chart_new_verify_compare (checks);
    }
  if (thermals->len > 0 && benches->len > 0)
    return usage (error, _("This chart is drawn from benchmark runs only."));
  if (runs->len > 8)
    return usage (error, _("A comparison shows 2 to 8 different runs; name them (or give --input FILE) once each."));
  if (thermals->len == 1)
    return ds_chart_new_thermal (g_ptr_array_index (thermals, 0));
  if (thermals->len > 1)
    {
      g_ptr_array_add (thermal_labels, NULL);
      return ds_chart_new_thermal_compare (thermals, (const char * const *) thermal_labels->pdata);
    }
  if (benches->len == 1)
    return ds_chart_new_results (g_ptr_array_index (benches, 0), units);
  return ds_chart_new_compare (benches, (const char * const *) labels->pdata, units);
}

const char *
ds_report_export_format_of_path (const char *path)
{
  static const char *const formats[] = { "png", "svg", "pdf", "html", "md", "txt", "csv", "json" };
  const char *dot = path != NULL ? strrchr (path, '.') : NULL;

  if (dot == NULL || strchr (dot, G_DIR_SEPARATOR) != NULL)
    return NULL;
  for (guint i = 0; i < G_N_ELEMENTS (formats); i++)
    if (g_ascii_strcasecmp (dot + 1, formats[i]) == 0)
      return formats[i];
  return NULL;
}

gboolean
ds_report_export_runs (DsHistoryStore  *store,
                       GArray          *run_ids,
                       const char      *format,
                       const char      *path,
                       DsChartTheme     theme,
                       DsChartUnits     units,
                       GError         **error)
{
  g_autoptr(GPtrArray) runs = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_report_run_free);
  g_autoptr(GBytes) bytes = NULL;
  DsChartFormat chart_format;
  DsReportFormat report_format;
  gboolean is_chart;
  gsize len;
  const char *data;

  g_return_val_if_fail (store != NULL, FALSE);
  g_return_val_if_fail (run_ids != NULL, FALSE);
  g_return_val_if_fail (path != NULL, FALSE);

  if (format == NULL)
    format = ds_report_export_format_of_path (path);
  if (format == NULL)
    format = "json";
  is_chart = ds_chart_format_from_string (format, &chart_format);
  if (!is_chart && !ds_report_format_from_string (format, &report_format))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("Unknown format “%s”: use png, svg, pdf, html, md, txt, csv or json."), format);
      return FALSE;
    }
  if (!ds_history_check_not_history (ds_history_store_get_path (store), path, error))
    return FALSE;
  if (!is_chart && report_format == DS_REPORT_FORMAT_JSON)
    {
      /* The export document, entry by entry, which `import` reads back. */
      g_autoptr(DsUserFileWriter) writer = ds_user_file_writer_open (path, error);

      if (writer == NULL || !ds_history_store_export_to (store, run_ids->len > 0 ? run_ids : NULL, writer, error))
        return FALSE;
      return ds_user_file_writer_close (g_steal_pointer (&writer), error);
    }
  for (guint i = 0; i < run_ids->len; i++)
    {
      DsReportRun *run = ds_report_run_load_stored (store, g_array_index (run_ids, gint64, i), error);

      if (run == NULL)
        return FALSE;
      g_ptr_array_add (runs, run);
    }
  if (is_chart)
    {
      g_autoptr(DsChart) chart = ds_report_runs_chart (runs, units, error);

      if (chart == NULL)
        return FALSE;
      bytes = ds_chart_render (chart, chart_format, 1200, 700, 1, theme, error);
    }
  else
    {
      DsReportOptions options;
      char *text;

      if (runs->len == 0)
        {
          usage (error, _("Choose the runs to export: only the JSON export takes the whole history."));
          return FALSE;
        }
      ds_report_options_init (&options);
      options.theme = theme;
      options.units = units;
      text = ds_report_write (runs, report_format, &options, error);
      if (text != NULL)
        bytes = g_bytes_new_take (text, strlen (text));
    }
  if (bytes == NULL)
    return FALSE;
  data = g_bytes_get_data (bytes, &len);
  return ds_user_file_write (path, data, len, error);
}

typedef struct
{
  char         *db_path;
  GArray       *run_ids;
  char         *format;
  char         *path;
  DsChartTheme  theme;
  DsChartUnits  units;
} ExportJob;

static void
export_job_free (ExportJob *job)
{
  g_free (job->db_path);
  g_array_unref (job->run_ids);
  g_free (job->format);
  g_free (job->path);
  g_free (job);
}

static void
export_in_thread (GTask        *task,
                  gpointer      source,
                  gpointer      data,
                  GCancellable *cancellable)
{
  ExportJob *job = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHistoryStore) store = ds_history_store_open (job->db_path, &error);

  if (store == NULL ||
      !ds_report_export_runs (store, job->run_ids, job->format, job->path, job->theme, job->units, &error))
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_boolean (task, TRUE);
}

void
ds_report_export_async (const char          *db_path,
                        GArray              *run_ids,
                        const char          *format,
                        const char          *path,
                        DsChartTheme         theme,
                        DsChartUnits         units,
                        GCancellable        *cancellable,
                        GAsyncReadyCallback  callback,
                        gpointer             user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  ExportJob *job = g_new0 (ExportJob, 1);

  job->db_path = g_strdup (db_path);
  job->run_ids = g_array_copy (run_ids);
  job->format = g_strdup (format);
  job->path = g_strdup (path);
  job->theme = theme;
  job->units = units;
  g_task_set_source_tag (task, ds_report_export_async);
  g_task_set_task_data (task, job, (GDestroyNotify) export_job_free);
  g_task_run_in_thread (task, export_in_thread);
}

gboolean
ds_report_export_finish (GAsyncResult  *result,
                         GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}
