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

/* One CSV line per step: suite,label,block_size,queue_depth,threads,
 * read_percent,random_percent,mbps,iops,lat_mean_us,lat_p50_us,lat_p99_us,
 * lat_p999_us,little_ratio,incomplete,block_sizes (a block mix as
 * "512:10 1024:5 …", bytes:percent; empty for one block size) — and for
 * passes one line per sample
 * after a blank line: step,position_bytes,mbps. */
char *ds_suite_result_format_csv  (const DsSuiteResult *result);

G_END_DECLS
