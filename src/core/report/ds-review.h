/* ds-review.h — the reviewer's article: several drives side by side in every
 * test, as HTML, Markdown and PDF with its charts as image files
 *
 * The article holds: the drives (identity, link, firmware, health; serial
 * numbers only when asked for), the test system and conditions of each
 * run, a section per test kind (benchmarks, each suite, the thermal runs
 * overlaid) with a chart holding every run and a table, the data sheet
 * verdicts, and the commands that repeat each run. Every string from a
 * device or a user is escaped for the format it lands in.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ds-report.h"

G_BEGIN_DECLS

typedef enum
{
  DS_REVIEW_HTML     = 1 << 0,
  DS_REVIEW_MARKDOWN = 1 << 1,
  DS_REVIEW_PDF      = 1 << 2,
  DS_REVIEW_ALL      = 0x7,
} DsReviewFormats;

typedef struct
{
  const char  *title;       /* NULL: "Review: MODEL vs MODEL" */
  gboolean     serials;     /* serial numbers in the drives' table and charts */
  DsChartTheme theme;
  guint        formats;     /* DsReviewFormats */
} DsReviewOptions;

void      ds_review_options_init (DsReviewOptions *options);

/* Writes review.html / review.md / review.pdf (as FORMATS asks) and their
 * charts as images/NN-NAME.png into DIR (made when missing; nothing outside
 * it is touched). RUNS: DsReportRun*, 1 to DS_REVIEW_MAX_RUNS; their
 * conditions lose their serial numbers unless options->serials. Each file
 * is written whole or not at all. */
#define DS_REVIEW_MAX_RUNS 16
gboolean  ds_review_write        (GPtrArray             *runs,
                                  const DsReviewOptions *options,
                                  const char            *dir,
                                  GError               **error);

/* The same in a worker thread, for the window: the runs RUN_IDS (gint64)
 * read from the history at DB_PATH on a connection of its own. OPTIONS is
 * copied (its title too). */
void      ds_review_write_async  (const char            *db_path,
                                  GArray                *run_ids,
                                  const DsReviewOptions *options,
                                  const char            *dir,
                                  GCancellable          *cancellable,
                                  GAsyncReadyCallback    callback,
                                  gpointer               user_data);
gboolean  ds_review_write_finish (GAsyncResult          *result,
                                  GError               **error);

/* The command that repeats RUN ("drivescope-cli bench --dir DIR --profile
 * default --runs 5 …"), or NULL for an imported run. */
char     *ds_review_run_command  (const DsReportRun     *run);

G_END_DECLS
