/* ds-latency-histogram.c — log-linear latency histogram
 *
 * Bucket layout: values 0 .. 127 each have their own bucket. A larger value v
 * with its highest set bit at position e (e >= 7) falls into group e - 6,
 * which splits [2^e, 2^(e+1)) into 128 buckets of width 2^(e-7). Reporting
 * the middle of a bucket is then off by at most half a width, 2^(e-8), which
 * relative to v >= 2^e is at most 1/256.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ds-latency-histogram.h"

#define SUB_BITS     7
#define SUB_COUNT    (1u << SUB_BITS)                    /* 128 */
#define GROUPS       (64 - SUB_BITS)                     /* e = 7 .. 63 */
#define N_BUCKETS    (SUB_COUNT + GROUPS * SUB_COUNT)

struct _DsLatencyHistogram
{
  guint64 count;
  guint64 buckets[N_BUCKETS];
};

static inline guint
bucket_index (guint64 v)
{
  guint e;

  if (v < SUB_COUNT)
    return (guint) v;
  e = 63 - (guint) __builtin_clzll (v);
  return SUB_COUNT + (e - SUB_BITS) * SUB_COUNT +
         (guint) ((v >> (e - SUB_BITS)) & (SUB_COUNT - 1));
}

/* The value reported for a bucket: its own value when exact, else its middle. */
static double
bucket_value (guint index)
{
  guint group, sub, e;
  double width, low;

  if (index < SUB_COUNT)
    return (double) index;
  group = (index - SUB_COUNT) / SUB_COUNT;
  sub = (index - SUB_COUNT) % SUB_COUNT;
  e = group + SUB_BITS;
  width = ldexp (1.0, (int) (e - SUB_BITS));
  low = ldexp (1.0, (int) e) + sub * width;
  return low + (width - 1.0) / 2.0;
}

DsLatencyHistogram *
ds_latency_histogram_new (void)
{
  return g_new0 (DsLatencyHistogram, 1);
}

void
ds_latency_histogram_free (DsLatencyHistogram *h)
{
  g_free (h);
}

void
ds_latency_histogram_reset (DsLatencyHistogram *h)
{
  memset (h, 0, sizeof *h);
}

void
ds_latency_histogram_add (DsLatencyHistogram *h,
                          guint64             value_ns)
{
  h->buckets[bucket_index (value_ns)]++;
  h->count++;
}

void
ds_latency_histogram_add_n (DsLatencyHistogram *h,
                            guint64             value_ns,
                            guint64             n)
{
  h->buckets[bucket_index (value_ns)] += n;
  h->count += n;
}

void
ds_latency_histogram_merge (DsLatencyHistogram       *h,
                            const DsLatencyHistogram *other)
{
  if (other->count == 0)
    return;
  for (guint i = 0; i < N_BUCKETS; i++)
    h->buckets[i] += other->buckets[i];
  h->count += other->count;
}

guint64
ds_latency_histogram_count (const DsLatencyHistogram *h)
{
  return h->count;
}

double
ds_latency_histogram_percentile (const DsLatencyHistogram *h,
                                 double                    percentile)
{
  guint64 rank, seen = 0;

  if (h->count == 0 || !(percentile > 0.0))
    return NAN;
  if (percentile > 100.0)
    percentile = 100.0;
  /* Nearest rank: the ceil (p/100 × n)-th smallest sample. */
  rank = (guint64) ceil (percentile / 100.0 * (double) h->count - 1e-9);
  if (rank < 1)
    rank = 1;
  if (rank > h->count)
    rank = h->count;
  for (guint i = 0; i < N_BUCKETS; i++)
    {
      seen += h->buckets[i];
      if (seen >= rank)
        return bucket_value (i);
    }
  return NAN;
}

double
ds_latency_histogram_max_relative_error (void)
{
  return 1.0 / (2.0 * SUB_COUNT);
}
