/* ds-report-private.h — what the report writers share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

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
/* DsReportField* lists; empty when nothing is known. */
GPtrArray  *ds_report_drive_fields       (const DsReportRun *run);
GPtrArray  *ds_report_condition_fields   (const DsReportRun *run);
GPtrArray  *ds_report_health_fields      (const DsReportRun *run);
GPtrArray  *ds_report_thermal_fields     (const DsThermalResult *result);
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

/* ds-report-text.c: CrystalDiskMark's layout, bench runs only */
char       *ds_report_text               (GPtrArray *runs,
                                          GError   **error);

G_END_DECLS
