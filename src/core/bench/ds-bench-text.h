/* ds-bench-text.h — a benchmark result as CrystalDiskMark's text export
 *
 * Used by `drivescope-cli bench`, the history `show` command and the report
 * export. Read, write and mix sections with MB/s, IOPS and µs per test, then
 * the profile, settings and conditions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ds-bench-result.h"

G_BEGIN_DECLS

typedef enum
{
  DS_BENCH_TEXT_FLAGS_NONE       = 0,
  /* Add the median run and p99 / p99.9 latency beside each line. */
  DS_BENCH_TEXT_DETAILS          = 1 << 0,
  /* Leave out the header with the app name and the date (tests). */
  DS_BENCH_TEXT_NO_HEADER        = 1 << 1,
  /* Add the median run's MB/s beside the best run's line (the bench
   * command's default). Without it or DETAILS the lines are exactly
   * CrystalDiskMark's, for exports other tools parse. */
  DS_BENCH_TEXT_MEDIAN           = 1 << 2,
} DsBenchTextFlags;

/* UTF-8 text ending in a newline. Device strings inside are escaped for a
 * terminal. */
char *ds_bench_result_format_text (const DsBenchResult *result,
                                   DsBenchTextFlags     flags);

G_END_DECLS
