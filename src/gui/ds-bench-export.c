/* ds-bench-export.c — a benchmark result written as an image or a report,
 * in a worker thread (charts and reports of big runs take a moment)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ds-bench-export.h"
#include "ds-report.h"

typedef struct
{
  DsBenchResult       *result;
  char                *path;
  DsBenchExportFormat  format;
  DsChartTheme         theme;
} ExportJob;

static void
export_job_free (ExportJob *job)
{
  g_clear_pointer (&job->result, ds_bench_result_free);
  g_free (job->path);
  g_free (job);
}

static void
export_thread (GTask        *task,
               gpointer      source_object,
               gpointer      task_data,
               GCancellable *cancellable)
{
  ExportJob *job = task_data;
  g_autoptr(GError) error = NULL;

  if (job->format == DS_BENCH_EXPORT_HTML)
    {
      g_autoptr(GPtrArray) runs = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_report_run_free);
      DsReportOptions options;
      g_autofree char *html = NULL;

      ds_report_options_init (&options);
      options.theme = job->theme;
      g_ptr_array_add (runs, ds_report_run_new_bench (g_steal_pointer (&job->result), NULL, NULL));
      html = ds_report_html (runs, &options, &error);
      if (html == NULL || !g_file_set_contents (job->path, html, -1, &error))
        {
          g_task_return_error (task, g_steal_pointer (&error));
          return;
        }
    }
  else
    {
      g_autoptr(DsChart) chart = ds_chart_new_results (job->result, DS_CHART_UNITS_MBPS);

      if (!ds_chart_save (chart, job->path, DS_CHART_FORMAT_PNG, 900, 520, 2.0, job->theme, &error))
        {
          g_task_return_error (task, g_steal_pointer (&error));
          return;
        }
    }
  g_task_return_boolean (task, TRUE);
}

void
ds_bench_export_async (const DsBenchResult *result,
                       const char          *path,
                       DsBenchExportFormat  format,
                       DsChartTheme         theme,
                       GCancellable        *cancellable,
                       GAsyncReadyCallback  callback,
                       gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  g_autoptr(JsonNode) json = ds_bench_result_to_json (result);
  ExportJob *job = g_new0 (ExportJob, 1);

  job->result = ds_bench_result_from_json (json, NULL);
  job->path = g_strdup (path);
  job->format = format;
  job->theme = theme;
  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, ds_bench_export_async);
  g_task_set_name (task, "benchmark export");
  g_task_set_task_data (task, job, (GDestroyNotify) export_job_free);
  g_task_run_in_thread (task, export_thread);
}

gboolean
ds_bench_export_finish (GAsyncResult  *result,
                        GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}
