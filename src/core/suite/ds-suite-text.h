/* ds-suite-text.h — a suite result as a plain-text table
 *
 * Used by `drivescope-cli suite`, the history's `show` and the text export:
 * a header with the conditions, one line per step (block, queue depth,
 * threads, read and random share, MB/s, IOPS, mean / p99 / p99.9 latency,
 * Little's law ratio, flagged with "!" where it does not hold), then the
 * answers of ds_suite_summary_text().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ds-suite-result.h"

G_BEGIN_DECLS

/* UTF-8 text ending in a newline; device strings escaped for a terminal.
 * @header FALSE leaves out the lines with the date (tests). */
char *ds_suite_result_format_text (const DsSuiteResult *result,
                                   gboolean             header);

/* The first answer on one line, translated, for a list of runs (the
 * History's Result), after the suite's short name: "Block sizes: read peak
 * 3212.4 MB/s from 128 KiB", "QD scaling: 4K read rnd QD 16 (201340 IOPS)
 * within 750 µs p99", "Write cache: 3120.5 MB/s for 41.2 GB, then 812.0
 * MB/s". Made from
 * the steps each time, in the language of the moment; the history keeps an
 * English one (ds-history-suite.c) for the CLI and older readers. */
char *ds_suite_headline           (const DsSuiteResult *result);

/* One CSV line per step: suite,label,block_size,queue_depth,threads,
 * read_percent,random_percent,mbps,iops,lat_mean_us,lat_p50_us,lat_p99_us,
 * lat_p999_us,little_ratio,incomplete,block_sizes,round (a block mix as
 * "512:10 1024:5 …", bytes:percent; empty for one block size) — and for
 * passes one line per sample
 * after a blank line: step,position_bytes,mbps. */
char *ds_suite_result_format_csv  (const DsSuiteResult *result);

G_END_DECLS
