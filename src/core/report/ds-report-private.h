/* ds-report-private.h — what the report writers share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined (DS_REPORT_COMPILATION)
# error "ds-report-private.h is private to src/core/report; include ds-report.h instead"
#endif

#include "ds-report.h"

G_BEGIN_DECLS

/* A labelled value for the identity, conditions and health tables; the
 * value is raw text, escaped by each writer. */
typedef struct
{
  char *name;
  char *value;
} DsReportField;

JsonObject *ds_report_run_conditions     (const DsReportRun *run);
gint64      ds_report_run_start          (const DsReportRun *run);
gint64      ds_report_run_end            (const DsReportRun *run);
JsonObject *ds_report_run_settings       (const DsReportRun *run);
DsRunStatus ds_report_run_status         (const DsReportRun *run);
const char *ds_report_run_uuid           (const DsReportRun *run);
/* Suite runs of a list, in order (borrowed DsSuiteResult*). */
GPtrArray  *ds_report_suite_results      (GPtrArray *runs,
                                          GPtrArray *titles_out);
/* DsReportField* lists; empty when nothing is known. */
GPtrArray  *ds_report_drive_fields       (const DsReportRun *run);
GPtrArray  *ds_report_condition_fields   (const DsReportRun *run);
GPtrArray  *ds_report_health_fields      (const DsReportRun *run);
GPtrArray  *ds_report_thermal_fields     (const DsThermalResult *result);
/* A bench run's data sheet verdicts: "seq-read 3100 MB/s" ->
 * "confirmed (3164 MB/s, 102 %)"; empty without a data sheet. */
GPtrArray  *ds_report_datasheet_fields   (const DsReportRun *run);
/* "—" for a value that is not a number. */
char       *ds_report_number             (double value,
                                          int    decimals);
/* Bench runs of a list, in order (borrowed DsBenchResult*). */
GPtrArray  *ds_report_bench_results      (GPtrArray *runs,
                                          GPtrArray *titles_out);

/* Every (test, mode) of a list of DsBenchResult*, in first-seen order. */
typedef struct
{
  DsBenchSpec spec;
  DsIoMode mode;
} DsReportTestKey;

GArray     *ds_report_test_keys          (GPtrArray *results);

/* ds-report-suite.c: what the reports of suite runs share */
/* One line per step of DS_REPORT_RUN_SUITE runs (and one per sample of a
 * pass), or NULL with an error when other runs are among them. */
char       *ds_report_suite_csv          (GPtrArray *runs);
/* The comparison (ds_history_compare) of the suite runs of RUNS, or NULL
 * when there are fewer than two or they are of different suites (error
 * set then). */
JsonNode   *ds_report_suite_comparison   (GPtrArray *runs,
                                          GError   **error);
/* The same for the thermal runs of RUNS: 2 to 8 of them, else NULL with an
 * error; *results_out (when given) their DsThermalResult* (borrowed) and
 * *labels_out their titles (NULL-terminated, for the overlay chart). */
JsonNode   *ds_report_thermal_comparison (GPtrArray  *runs,
                                          GPtrArray **results_out,
                                          GPtrArray **labels_out,
                                          GError    **error);
/* The cells of a suite run's step table: step, MB/s, IOPS, mean, p99,
 * p99.9 latency (µs), Little's-law ratio ("1.02", "0.61 !" where it does
 * not hold) and notes; raw text, escaped by each writer. */
#define DS_REPORT_SUITE_COLUMNS 8
const char *ds_report_suite_column       (guint      column);
GPtrArray  *ds_report_suite_step_cells   (const DsSuiteStep *step);

/* capacity checks (verify); the findings and the runs of a list are
 * ds-report-fields.c's, the CSV ds-report-verify.c's */
/* Its findings: verdict, bytes written, intact, corrupted, overwritten,
 * lost, I/O errors, first bad byte, MB/s of both passes, files. */
GPtrArray  *ds_report_verify_fields      (const DsVerifyResult *result);
/* Verify runs of a list, in order (borrowed DsVerifyResult*). */
GPtrArray  *ds_report_verify_results     (GPtrArray *runs,
                                          GPtrArray *titles_out);
/* One row per curve point of each pass and one per damaged range. */
char       *ds_report_verify_csv         (GPtrArray *runs,
                                          GError   **error);

/* ds-report-text.c: CrystalDiskMark's layout, bench runs only */
char       *ds_report_text               (GPtrArray *runs,
                                          GError   **error);

G_END_DECLS
