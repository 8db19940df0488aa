/* ds-report-export.h — runs of the history written in any format of
 * `drivescope-cli export`: the JSON export document, a report (HTML,
 * Markdown, text, CSV) or the chart of the runs (PNG, SVG, PDF)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ds-chart.h"
#include "ds-history-store.h"

G_BEGIN_DECLS

/* The chart `export` draws when no --chart is named: one benchmark its
 * results, a thermal run its timeline, a suite run or a capacity check its
 * own chart; 2–8 runs of one kind their comparison. @runs are DsReportRun*.
 * DS_ERROR_INVALID_ARGUMENT when the runs cannot share a chart. */
DsChart  *ds_report_runs_chart       (GPtrArray            *runs,
                                      DsChartUnits          units,
                                      GError              **error);

/* The format of a file name's extension (png, svg, pdf, html, md, txt,
 * csv, json, any case): its name as `export --format` takes it, or NULL. */
const char *ds_report_export_format_of_path (const char    *path);

/* @run_ids of the history at @db_path written to @path as @format (a
 * name `export --format` takes; NULL: from @path's extension, else json),
 * atomically, never over the history. In a worker thread. */
void      ds_report_export_async     (const char           *db_path,
                                      GArray               *run_ids,
                                      const char           *format,
                                      const char           *path,
                                      DsChartTheme          theme,
                                      DsChartUnits          units,
                                      GCancellable         *cancellable,
                                      GAsyncReadyCallback   callback,
                                      gpointer              user_data);
gboolean  ds_report_export_finish    (GAsyncResult         *result,
                                      GError              **error);
/* The same, in the caller's thread, on an open store. */
gboolean  ds_report_export_runs      (DsHistoryStore       *store,
                                      GArray               *run_ids,
                                      const char           *format,
                                      const char           *path,
                                      DsChartTheme          theme,
                                      DsChartUnits          units,
                                      GError              **error);

G_END_DECLS
