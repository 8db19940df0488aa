/* ds-bench-steady.h — `bench --steady`: SNIA PTS preconditioning, and each
 * test run in rounds until steady state
 *
 * With steady on, the job first writes the whole test file sequentially in
 * 128 KiB blocks, @precondition_passes times (workload-independent
 * preconditioning), then runs each test in rounds of options.round_s seconds
 * (no warm-up: the first round is the FOB value) until the last
 * options.window rounds are steady (ds-steady.h) or options.max_rounds have
 * run. Each round is one of the test's runs, so the history keeps every
 * round as it keeps runs; the verdict is computed from the rounds' IOPS and
 * the options in the settings ("steady": {...}), never stored apart, so it
 * cannot disagree with them. IOPS and MB/s give the same verdict (one block
 * size a test).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "ds-bench-result.h"
#include "ds-io-engine.h"
#include "ds-steady.h"
#include "ds-test-file.h"

G_BEGIN_DECLS

#define DS_BENCH_PRECONDITION_PASSES_DEFAULT 2
#define DS_BENCH_PRECONDITION_PASSES_MAX     10
#define DS_BENCH_PRECONDITION_BLOCK          (G_GUINT64_CONSTANT (128) << 10)
#define DS_BENCH_PRECONDITION_QUEUE_DEPTH    32

typedef struct
{
  gboolean        enabled;
  guint           precondition_passes;   /* 0 .. 10; 0: none */
  DsSteadyOptions options;
} DsBenchSteady;

/* Off, 2 passes, the PTS options. */
void     ds_bench_steady_init      (DsBenchSteady       *steady);
/* When enabled: the passes and ds_steady_options_validate(). */
gboolean ds_bench_steady_validate  (const DsBenchSteady *steady,
                                    GError             **error);
/* Sets "steady": {window, range_limit, slope_limit, round_s, max_rounds,
 * precondition_passes} on @settings_json when enabled; nothing otherwise. */
void     ds_bench_steady_to_json   (const DsBenchSteady *steady,
                                    JsonObject          *settings_json);
/* The inverse, from a result's settings: FALSE (and @out off) when the run
 * was not a steady-state run or its options are out of range. */
gboolean ds_bench_steady_from_json (JsonObject          *settings_json,
                                    DsBenchSteady       *out);

/* Progress of the preconditioning: pass 1-based of @passes, bytes written in
 * all passes so far of @total. */
typedef void (*DsBenchPreconditionFunc) (guint    pass,
                                         guint    passes,
                                         guint64  written,
                                         guint64  total,
                                         gpointer user_data);

/* Writes the whole of @file sequentially with 128 KiB blocks (queue depth
 * 32, one thread), @passes times, with data of @data. Cancellable. */
gboolean ds_bench_precondition     (DsTestFile             *file,
                                    guint                   passes,
                                    DsDataPattern           data,
                                    DsIoEngineKind          engine,
                                    DsBenchPreconditionFunc progress,
                                    gpointer                user_data,
                                    GCancellable           *cancellable,
                                    GError                **error);

/* The verdict of one test of a steady-state run: its runs' IOPS as rounds
 * under the options in @result's settings. NULL when @result is not a
 * steady-state run. */
DsSteadyResult *ds_bench_test_result_steady (const DsBenchResult     *result,
                                             const DsBenchTestResult *test);

/* Adds "steady": ds_steady_result_to_json() to each test object of
 * @result's JSON (@tests, as ds_bench_result_to_json writes it), plus
 * "fob_iops", "fob_mbps", "steady_iops", "steady_mbps". Nothing for a run
 * that is not a steady-state run. */
void     ds_bench_steady_annotate_json (const DsBenchResult *result,
                                        JsonArray           *tests);

/* The top of a steady-state run's JSON (@root, as ds_bench_result_to_json
 * writes it): "steady_state": {"round_s", "window", "max_rounds",
 * "precondition_passes", "tests", "tests_reached", "reached" (every test
 * was), "rounds" (all tests' rounds)}. Nothing for other runs. */
void     ds_bench_steady_annotate_root (const DsBenchResult *result,
                                        JsonObject          *root);

/* A test's line in the CrystalDiskMark layout of a steady-state run: the
 * steady window's averages (MB/s, IOPS, mean latency) in @out_stats, and
 * what to say after them ("steady after 7 rounds", "not steady in 25
 * rounds"; translated, newly allocated). FALSE for other runs. */
gboolean ds_bench_steady_test_line     (const DsBenchResult     *result,
                                        const DsBenchTestResult *test,
                                        DsIoRunStats            *out_stats,
                                        char                   **out_state);
/* The Test and Time lines of a steady-state run's footer: "1.0 GiB
 * (rounds of 60 s, up to 25)" and "Round 60 sec / Window 5 rounds / No
 * warm-up (round 1 is FOB)" (translated, newly allocated). FALSE for
 * other runs. */
gboolean ds_bench_steady_footer        (const DsBenchResult     *result,
                                        char                   **out_test,
                                        char                   **out_time);

/* The steady-state section of the text: per test FOB against the steady
 * window's average (IOPS and MB/s), rounds to steady state or "not
 * reached". Empty string for other runs. */
char    *ds_bench_steady_format_text   (const DsBenchResult *result);

G_END_DECLS
