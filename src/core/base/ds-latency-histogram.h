/* ds-latency-histogram.h — log-linear histogram of latencies in nanoseconds
 *
 * Values below 128 ns are kept exactly; above, every power of two is split
 * into 128 linear buckets, so a percentile read back (the middle of its
 * bucket) is within 1/256 (0.4 %) of the true sample. Constant memory
 * (about 60 KB), O(1) insertion, exact merge of per-thread histograms.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct _DsLatencyHistogram DsLatencyHistogram;

DsLatencyHistogram *ds_latency_histogram_new        (void);
void                ds_latency_histogram_free       (DsLatencyHistogram       *h);
void                ds_latency_histogram_reset      (DsLatencyHistogram       *h);
void                ds_latency_histogram_add        (DsLatencyHistogram       *h,
                                                     guint64                   value_ns);
void                ds_latency_histogram_add_n      (DsLatencyHistogram       *h,
                                                     guint64                   value_ns,
                                                     guint64                   n);
void                ds_latency_histogram_merge      (DsLatencyHistogram       *h,
                                                     const DsLatencyHistogram *other);
guint64             ds_latency_histogram_count      (const DsLatencyHistogram *h);
/* The value at @percentile (0 < p <= 100) by the nearest-rank definition:
 * the smallest recorded value v such that at least p % of the samples are
 * <= v, to within the bucket's relative error. NAN when empty. */
double              ds_latency_histogram_percentile (const DsLatencyHistogram *h,
                                                     double                    percentile);
/* The largest relative error of a reported value (1/256). */
double              ds_latency_histogram_max_relative_error (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsLatencyHistogram, ds_latency_histogram_free)

G_END_DECLS
