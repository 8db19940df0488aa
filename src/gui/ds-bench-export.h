/* ds-bench-export.h — a benchmark result written as an image or a report,
 * in a worker thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ds-bench-result.h"
#include "ds-chart.h"

G_BEGIN_DECLS

typedef enum
{
  DS_BENCH_EXPORT_PNG,    /* the results chart */
  DS_BENCH_EXPORT_HTML,   /* the report with its charts inline */
} DsBenchExportFormat;

/* @result is copied before the worker starts. */
void     ds_bench_export_async  (const DsBenchResult  *result,
                                 const char           *path,
                                 DsBenchExportFormat   format,
                                 DsChartTheme          theme,
                                 GCancellable         *cancellable,
                                 GAsyncReadyCallback   callback,
                                 gpointer              user_data);
gboolean ds_bench_export_finish (GAsyncResult         *result,
                                 GError              **error);

G_END_DECLS
