/* ds-suite-steady.h — the suites that run in rounds: the SNIA PTS IOPS
 * matrix and write saturation (WSAT)
 *
 * iops-matrix: after workload-independent preconditioning (the whole test
 * file written sequentially in 128 KiB blocks, N passes), every round runs
 * each cell of the matrix — read shares 100, 95, 65, 50, 35, 5, 0 % by block
 * sizes 1M, 128K, 64K, 32K, 16K, 8K, 4K, 512, random — for the step's time,
 * and the rounds go on until the 4K 0/100 (write) cell's IOPS is steady
 * (ds-steady.h) or the maximum rounds have run. The steady matrix is each
 * cell's IOPS averaged over the rounds of the steady window (the last
 * window when not reached); the FOB matrix is round 1.
 *
 * wsat: 4K random write from a fresh file, in rounds of the step's time,
 * until a multiple of the test file (4x) has been written: IOPS against
 * bytes written. It settles where it stays: the last window of rounds is
 * steady, and the settled level is the average from the first round of the
 * unbroken run of steady windows that ends there.
 *
 * The verdict is computed from the steps (each keeps its round) and the
 * options in the settings, never stored apart.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "ds-steady.h"
#include "ds-suite-result.h"

G_BEGIN_DECLS

#define DS_SUITE_PRECONDITION_PASSES_DEFAULT 2
#define DS_SUITE_PRECONDITION_PASSES_MAX     10
#define DS_SUITE_WSAT_MULTIPLE_DEFAULT       4.0
#define DS_SUITE_WSAT_MULTIPLE_MIN           0.1
#define DS_SUITE_WSAT_MULTIPLE_MAX           1000.0
/* The cell steady state is tracked on. */
#define DS_SUITE_MATRIX_TRACKED_BLOCK        4096
#define DS_SUITE_MATRIX_TRACKED_READ         0

/* The steady-state options a run's settings keep ("steady"); the PTS's
 * when absent. */
void            ds_suite_steady_options     (const DsSuiteResult *result,
                                             DsSteadyOptions     *out);
/* The rounds of the tracked cell (iops-matrix) or of the one step (wsat)
 * as a verdict; NULL for suites without rounds or without a round. */
DsSteadyResult *ds_suite_result_steady      (const DsSuiteResult *result);
/* The number of rounds the result holds (0 for suites without). */
guint           ds_suite_result_rounds      (const DsSuiteResult *result);

typedef struct
{
  guint64 block_size;
  guint   read_percent;
  double  fob_iops;      /* round 1 */
  double  steady_iops;   /* averaged over the steady (or last) window */
  double  steady_mbps;
} DsSuiteMatrixCell;

/* The cells of an iops-matrix result, read shares in the order run (rows)
 * by block sizes in the order run (columns); @blocks and @mixes (may be
 * NULL) get the axes (guint64 and guint). NULL for other suites or a
 * result without rounds. */
GArray         *ds_suite_matrix             (const DsSuiteResult *result,
                                             GArray             **blocks,
                                             GArray             **mixes);

typedef struct
{
  gboolean settled;          /* the last window of rounds is steady */
  guint    settled_round;    /* first round of the steady run ending there */
  double   settled_iops;     /* the average from there to the end */
  double   settled_at_bytes; /* written when that window began */
  double   fob_iops;         /* round 1 */
  double   written_bytes;    /* by the whole run */
  guint    rounds;
} DsSuiteWsat;

/* FALSE without rounds. */
gboolean        ds_suite_wsat_analyze       (const DsSuiteResult *result,
                                             DsSuiteWsat         *out);
/* (bytes written at the end of the round, IOPS of the round) per round:
 * DsSuiteSample with position in bytes and mbps holding IOPS. */
GArray         *ds_suite_wsat_curve         (const DsSuiteResult *result);

/* The summary members of these suites (into @summary): iops-matrix
 * "steady" (the verdict's JSON) and "matrix":[{"block_size","read_percent",
 * "fob_iops","steady_iops","steady_mbps"}], wsat "wsat":{"settled",
 * "settled_round","settled_iops","settled_at_bytes","fob_iops",
 * "written_bytes","rounds"}. */
void            ds_suite_steady_summary_json (const DsSuiteResult *result,
                                              JsonObject          *summary);
/* The answers as sentences (translated), one per line. */
void            ds_suite_steady_summary_text (const DsSuiteResult *result,
                                              GString             *out);
/* The matrix as a text table (rows read shares, columns block sizes,
 * steady IOPS), and the tracked cell's rounds. */
void            ds_suite_steady_format_text  (const DsSuiteResult *result,
                                              GString             *out);

G_END_DECLS
