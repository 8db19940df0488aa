/* ds-history-compare.h — runs side by side, with the conditions that differ
 *
 * Pure functions over run JSON (as ds_history_store_load_run_json returns
 * it), so the CLI, the GUI and the report share one comparison.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define DS_HISTORY_COMPARE_MAX_RUNS 8

/* RUNS: JsonNode* of 2 to DS_HISTORY_COMPARE_MAX_RUNS distinct runs (by uuid,
 * else id) of one family (benchmarks, imported
 * ones included, thermal runs, or suite runs of one suite). Returns
 * {"kind":"bench"|"thermal"|"suite", "suite": its name (suite runs only),
 *  "runs":[{"id","uuid","kind","label","start","drive"}],
 *  "conditions":[{"name","values":[text…]}],      only those that differ
 *  "rows":[{"test","mode","unit","values":[n|null…],"delta_percent":[null, n|null…]}]}
 * with deltas in % against the first run. Suite rows are per step (the
 * step in "test", its read share in "mode": MB/s for blocksize, IOPS and
 * "p99 µs" for the others; passes their average, minimum, maximum and
 * spread, or the cache curve's start, "cache size" (GB) and speed after),
 * then the answers ("peak", "plateau" (95 % of peak from, in KiB), "sustained QD",
 * "within the limit") with the series in "mode". Thermal rows are each
 * run's ds_thermal_figures (): "first throttle" (s), "throttle
 * temperature", "before throttle", "after throttle", "lowest sustained",
 * "steady", "average", "cool-down" (s, mode "idle"), "peak temperature". */
JsonNode *ds_history_compare          (GPtrArray  *runs,
                                       GError    **error);
/* DS_ERROR_INVALID_ARGUMENT unless RUNS holds 2 to 8 distinct runs. */
gboolean  ds_history_compare_check_count (GPtrArray *runs,
                                          GError   **error);
char     *ds_history_compare_to_text  (JsonNode   *comparison);
char     *ds_history_compare_to_markdown (JsonNode *comparison);
/* The parts of ds_history_compare_to_text, for a window to lay out: the
 * lines above the table (conditions that differ, arrays' scaling; "" when
 * none), the table's cells row by row (char*, @n_cols a row: Test, Mode,
 * then each run; the first row the headings, each run's as "#12 label"),
 * and the sentence under it. */
char       *ds_history_compare_preface_text (JsonNode *comparison);
GPtrArray  *ds_history_compare_cells        (JsonNode *comparison,
                                             guint    *n_cols);
const char *ds_history_compare_note         (JsonNode *comparison);

/* An array run against a run on one of its members (bench runs, as
 * ds_history_store_load_run_json gives them): "seq read x1.95, seq write
 * x1.96, 4K x1.00" — the best sequential test at QD x threads >= 8 of each
 * direction and RND4K Q1T1 read, array over single; NULL when ARRAY_RUN is
 * not on an md array, SINGLE_RUN is on one, or no test pairs up. */
char     *ds_history_compare_array_scaling (JsonObject *array_run,
                                            JsonObject *single_run);

/* The conditions shown and compared, as text: "firmware" -> "3B2QGXA7",
 * "fill" -> "90 %", "link" -> "PCIe 8 GT/s x4", "latency limit" -> "750 µs"
 * (qd-scaling and mixes suites). NULL when absent. */
char     *ds_history_condition_text   (JsonObject *run,
                                       const char *name);

G_END_DECLS
