/* ds-bench-cell.h — one number of the benchmark grid (a test in one mode),
 * with its live progress and a popover of latency percentiles
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "ds-bench-result.h"
#include "ds-io-enums.h"
#include "ds-report-enums.h"

G_BEGIN_DECLS

/* The short unit after a number: "MB/s", "GB/s", "IOPS", "µs". */
const char *ds_bench_unit_label (DsChartUnits unit);

#define DS_TYPE_BENCH_CELL (ds_bench_cell_get_type ())
G_DECLARE_FINAL_TYPE (DsBenchCell, ds_bench_cell, DS, BENCH_CELL, AdwBin)

GtkWidget  *ds_bench_cell_new         (const DsBenchSpec       *spec,
                                       DsIoMode              mode);
const DsBenchSpec *ds_bench_cell_get_spec (DsBenchCell      *self);
DsIoMode ds_bench_cell_get_mode    (DsBenchCell             *self);
/* While its test runs: live MB/s (NAN: none yet) and the test's progress. */
void        ds_bench_cell_set_live    (DsBenchCell             *self,
                                       double                   mbps,
                                       double                   fraction,
                                       DsChartUnits              unit);
/* Its test is over for this run but the result is not in yet. */
void        ds_bench_cell_set_waiting (DsBenchCell             *self);
/* The measured test (copied); NULL clears the cell. */
void        ds_bench_cell_set_result  (DsBenchCell             *self,
                                       const DsBenchTestResult *result,
                                       DsChartUnits              unit);
/* Under a test of a steady-state run: its first round (FOB) beside the
 * steady window's average, and the verdict, as bench --steady prints them;
 * NULL for other runs. */
char       *ds_bench_cell_steady_line (const DsBenchResult     *result,
                                       const DsBenchTestResult *test);
/* A steady-state run's line under the number in place of the median
 * ("FOB 1234.5 · steady 567.8 MB/s (steady after 7 rounds …)"); NULL for
 * none. ds_bench_cell_set_result() clears it. */
void        ds_bench_cell_set_steady  (DsBenchCell             *self,
                                       const char              *line);
void        ds_bench_cell_set_unit    (DsBenchCell             *self,
                                       DsChartUnits              unit);
/* The best run in the cell's unit, NAN without a result. */
double      ds_bench_cell_get_value   (DsBenchCell             *self);
/* Draws the bar of the result against @best (the profile's best value in the
 * same unit); hidden without a result. The bar's fraction, NAN when hidden. */
void        ds_bench_cell_set_scale   (DsBenchCell             *self,
                                       double                   best);
double      ds_bench_cell_get_scale   (DsBenchCell             *self);
/* Flags the number (a warning icon, its reasons in the tooltip and popover). */
void        ds_bench_cell_set_doubts  (DsBenchCell             *self,
                                       DsBenchDoubts            doubts);
DsBenchDoubts ds_bench_cell_get_doubts (DsBenchCell            *self);
/* What ds_bench_test_result_doubts() says of its result on that link. */
DsBenchDoubts ds_bench_cell_get_doubts_for (DsBenchCell        *self,
                                            double              link_max_mbps);
/* The popover of percentiles and its text. */
GtkPopover *ds_bench_cell_get_popover (DsBenchCell             *self);
GtkLabel   *ds_bench_cell_get_details (DsBenchCell             *self);
/* "median 3540.12 p99 118 µs", "" when empty. */
const char *ds_bench_cell_get_caption (DsBenchCell             *self);
/* The number shown ("" when empty). */
const char *ds_bench_cell_get_text    (DsBenchCell             *self);
gboolean    ds_bench_cell_has_result  (DsBenchCell             *self);
/* Its test is running now (the cell is framed and shows a bar). */
gboolean    ds_bench_cell_is_running  (DsBenchCell             *self);
/* The label of the number, for tests that look at its colour and size. */
GtkWidget  *ds_bench_cell_get_value_label (DsBenchCell         *self);

G_END_DECLS
