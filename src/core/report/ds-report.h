/* ds-report.h — reports a reviewer can publish: HTML, Markdown, CSV, JSON
 * and CrystalDiskMark-layout text, for one run or a comparison
 *
 * Every string that came from a device or a user (model, serial, label,
 * comment …) is escaped for the format it is written into.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "ds-bench-result.h"
#include "ds-chart.h"
#include "ds-history-store.h"
#include "ds-suite-result.h"
#include "ds-thermal-result.h"
#include "ds-verify-result.h"

G_BEGIN_DECLS

typedef enum
{
  DS_REPORT_RUN_BENCH,
  DS_REPORT_RUN_THERMAL,
  DS_REPORT_RUN_SUITE,
  DS_REPORT_RUN_VERIFY,
} DsReportRunKind;

/* One run as a report sees it: the result and what the user added. */
typedef struct
{
  DsReportRunKind  kind;
  DsBenchResult   *bench;     /* for DS_REPORT_RUN_BENCH */
  DsThermalResult *thermal;   /* for DS_REPORT_RUN_THERMAL */
  DsSuiteResult   *suite;     /* for DS_REPORT_RUN_SUITE */
  DsVerifyResult  *verify;    /* for DS_REPORT_RUN_VERIFY */
  char            *label;     /* may be NULL */
  char            *comment;   /* may be NULL */
  JsonObject      *health;    /* the drive's health snapshot, or NULL */
  JsonObject      *datasheet; /* the drive's data sheet (ds_datasheet_to_json), or NULL */
} DsReportRun;

/* Take ownership of the result. */
DsReportRun *ds_report_run_new_bench   (DsBenchResult    *result,
                                        const char       *label,
                                        const char       *comment);
DsReportRun *ds_report_run_new_thermal (DsThermalResult  *result,
                                        const char       *label,
                                        const char       *comment);
DsReportRun *ds_report_run_new_suite   (DsSuiteResult    *result,
                                        const char       *label,
                                        const char       *comment);
DsReportRun *ds_report_run_new_verify  (DsVerifyResult   *result,
                                        const char       *label,
                                        const char       *comment);
/* A bench, thermal, suite or verify result JSON (by its "kind"), with optional top-level
 * "label", "comment" and "health" members. */
DsReportRun *ds_report_run_from_json   (JsonNode         *node,
                                        GError          **error);
DsReportRun *ds_report_run_load        (const char       *path,
                                        GError          **error);
JsonNode    *ds_report_run_to_json     (const DsReportRun *run);
/* The label, or the drive model and date. */
char        *ds_report_run_title       (const DsReportRun *run);
void         ds_report_run_free        (DsReportRun      *run);
/* Run RUN_ID of the history as the reports see it, with its drive's health
 * snapshot (taken before it, else after it, else the newest before it
 * started) and its drive's data sheet. */
DsReportRun *ds_report_run_load_stored (DsHistoryStore   *store,
                                        gint64            run_id,
                                        GError          **error);

typedef enum
{
  DS_REPORT_FORMAT_HTML,
  DS_REPORT_FORMAT_MARKDOWN,
  DS_REPORT_FORMAT_TEXT,
  DS_REPORT_FORMAT_CSV,
  DS_REPORT_FORMAT_JSON,
} DsReportFormat;

gboolean     ds_report_format_from_string (const char     *text,
                                           DsReportFormat *out);

typedef struct
{
  DsChartTheme theme;
  DsChartUnits units;
  double       chart_width;    /* inline charts of the HTML report */
  double       chart_height;
} DsReportOptions;

void         ds_report_options_init    (DsReportOptions  *options);

/* runs: DsReportRun*. Two or more bench runs make a comparison (deltas
 * against the first); each thermal run gets its timeline; suite runs get
 * their chart and step table, and two or more runs of one suite an overlay
 * and a table of per-step deltas against the first. */
char        *ds_report_html            (GPtrArray             *runs,
                                        const DsReportOptions *options,
                                        GError               **error);
char        *ds_report_markdown        (GPtrArray             *runs,
                                        const DsReportOptions *options,
                                        GError               **error);
/* Bench runs: one row per run, test and mode. Thermal runs: one row per
 * sample. Suite runs: one row per run and step (passes: one per sample).
 * Different kinds cannot share one file. */
char        *ds_report_csv             (GPtrArray             *runs,
                                        GError               **error);
/* {"format":"drivescope-report","version":1,"runs":[…]} */
char        *ds_report_json            (GPtrArray             *runs,
                                        GError               **error);
char        *ds_report_write           (GPtrArray             *runs,
                                        DsReportFormat         format,
                                        const DsReportOptions *options,
                                        GError               **error);

/* A value of a health snapshot that can be charted across snapshots (the
 * raw-value history): @field as ds_history_store_list_snapshot_values takes
 * it, @label for people. */
typedef struct
{
  char *field;   /* "media_errors", "attr:5" */
  char *label;   /* "Media errors", "5 Reallocated_Sector_Ct (raw)" */
  char *axis;    /* the label with its unit: "Temperature (°C)"; the label where it has none */
} DsReportHealthValue;

/* The values @health (a snapshot's `health` object) has: its counters and
 * readings (temperature, data written, power-on time, sector counts …),
 * then each ATA attribute's raw value by id. DsReportHealthValue*, owned by
 * the array; empty for NULL. */
GPtrArray   *ds_report_health_values   (JsonObject            *health);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsReportRun, ds_report_run_free)

G_END_DECLS
