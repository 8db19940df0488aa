/* test-bench-stats.c — Welford statistics and the latency histogram
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdlib.h>

#include "ds-latency-histogram.h"
#include "ds-welford.h"

static int
compare_u64 (const void *a, const void *b)
{
  guint64 x = *(const guint64 *) a, y = *(const guint64 *) b;

  return (x > y) - (x < y);
}

/* The exact nearest-rank percentile of sorted samples. */
static double
exact_percentile (const guint64 *sorted, gsize n, double p)
{
  gsize rank = (gsize) ceil (p / 100.0 * (double) n - 1e-9);

  rank = CLAMP (rank, 1, n);
  return (double) sorted[rank - 1];
}

static void
check_percentiles (guint64 *samples, gsize n)
{
  static const double ps[] = { 1, 10, 50, 90, 99, 99.9, 99.99, 100 };
  g_autoptr(DsLatencyHistogram) h = ds_latency_histogram_new ();

  for (gsize i = 0; i < n; i++)
    ds_latency_histogram_add (h, samples[i]);
  g_assert_cmpuint (ds_latency_histogram_count (h), ==, n);
  qsort (samples, n, sizeof samples[0], compare_u64);
  for (guint i = 0; i < G_N_ELEMENTS (ps); i++)
    {
      double exact = exact_percentile (samples, n, ps[i]);
      double got = ds_latency_histogram_percentile (h, ps[i]);

      g_test_message ("p%g: exact %.0f, histogram %.1f", ps[i], exact, got);
      g_assert_cmpfloat (fabs (got - exact), <=, exact * 0.01);
    }
}

static void
test_histogram_matches_exact_percentiles_lognormal (void)
{
  const gsize n = 200000;
  g_autofree guint64 *samples = g_new (guint64, n);
  GRand *rand = g_rand_new_with_seed (42);

  /* Latencies from 2 µs to tens of ms, heavy tailed, as real drives show. */
  for (gsize i = 0; i < n; i++)
    {
      double u1 = g_rand_double_range (rand, 1e-12, 1.0);
      double u2 = g_rand_double (rand);
      double z = sqrt (-2.0 * log (u1)) * cos (2 * G_PI * u2);

      samples[i] = (guint64) (exp (11.0 + 1.2 * z));
    }
  g_rand_free (rand);
  check_percentiles (samples, n);
}

static void
test_histogram_matches_exact_percentiles_of_known_samples (void)
{
  guint64 samples[1000];

  /* 1 .. 1000 µs in ns: p50 = 500 µs, p99 = 990 µs, p99.9 = 999 µs. */
  for (guint i = 0; i < G_N_ELEMENTS (samples); i++)
    samples[i] = (guint64) (i + 1) * 1000;
  check_percentiles (samples, G_N_ELEMENTS (samples));
}

static void
test_histogram_keeps_small_values_exact (void)
{
  g_autoptr(DsLatencyHistogram) h = ds_latency_histogram_new ();

  for (guint64 v = 0; v < 128; v++)
    ds_latency_histogram_add (h, v);
  g_assert_cmpfloat (ds_latency_histogram_percentile (h, 50), ==, 63);
  g_assert_cmpfloat (ds_latency_histogram_percentile (h, 100), ==, 127);
  /* above 100 is the maximum, not p99 (126 here) */
  g_assert_cmpfloat (ds_latency_histogram_percentile (h, 150), ==, 127);
  g_assert_cmpfloat (ds_latency_histogram_max_relative_error (), <=, 0.01);
}

static void
test_histogram_empty_is_nan (void)
{
  g_autoptr(DsLatencyHistogram) h = ds_latency_histogram_new ();

  g_assert_true (isnan (ds_latency_histogram_percentile (h, 50)));
  ds_latency_histogram_add (h, G_MAXUINT64);
  g_assert_cmpfloat (ds_latency_histogram_percentile (h, 50), >=, (double) G_MAXUINT64 * 0.99);
}

static void
test_histogram_merge_equals_single (void)
{
  g_autoptr(DsLatencyHistogram) a = ds_latency_histogram_new ();
  g_autoptr(DsLatencyHistogram) b = ds_latency_histogram_new ();
  g_autoptr(DsLatencyHistogram) all = ds_latency_histogram_new ();

  for (guint64 i = 1; i < 50000; i++)
    {
      guint64 v = (i * 7919) % 100003 + 100;

      ds_latency_histogram_add (i % 3 ? a : b, v);
      ds_latency_histogram_add (all, v);
    }
  ds_latency_histogram_merge (a, b);
  g_assert_cmpuint (ds_latency_histogram_count (a), ==, ds_latency_histogram_count (all));
  for (double p = 0.5; p <= 100; p += 0.5)
    g_assert_cmpfloat (ds_latency_histogram_percentile (a, p), ==, ds_latency_histogram_percentile (all, p));
}

static void
test_welford_matches_two_pass (void)
{
  const double values[] = { 12.5, 80.25, 3.0, 44.0, 44.0, 1000.0, 0.5, 17.0 };
  double sum = 0, mean, ss = 0;
  DsWelford w;

  ds_welford_init (&w);
  g_assert_true (isnan (ds_welford_mean (&w)));
  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    {
      ds_welford_add (&w, values[i]);
      sum += values[i];
    }
  mean = sum / G_N_ELEMENTS (values);
  for (guint i = 0; i < G_N_ELEMENTS (values); i++)
    ss += (values[i] - mean) * (values[i] - mean);
  g_assert_cmpfloat_with_epsilon (ds_welford_mean (&w), mean, 1e-9);
  g_assert_cmpfloat_with_epsilon (ds_welford_variance (&w), ss / G_N_ELEMENTS (values), 1e-9);
  g_assert_cmpfloat_with_epsilon (ds_welford_stddev (&w), sqrt (ss / G_N_ELEMENTS (values)), 1e-9);
  g_assert_cmpfloat (ds_welford_min (&w), ==, 0.5);
  g_assert_cmpfloat (ds_welford_max (&w), ==, 1000.0);
}

static void
test_welford_single_sample_has_zero_stddev (void)
{
  DsWelford w;

  ds_welford_init (&w);
  ds_welford_add (&w, 42);
  g_assert_cmpfloat (ds_welford_stddev (&w), ==, 0);
  g_assert_cmpfloat (ds_welford_mean (&w), ==, 42);
}

static void
test_welford_is_stable_with_large_offset (void)
{
  DsWelford w;

  /* A naive sum of squares loses everything here: values near 1e9 with a
   * spread of 1. */
  ds_welford_init (&w);
  for (guint i = 0; i < 1000000; i++)
    ds_welford_add (&w, 1e9 + (i % 2 ? 1.0 : -1.0));
  g_assert_cmpfloat_with_epsilon (ds_welford_mean (&w), 1e9, 1e-6);
  g_assert_cmpfloat_with_epsilon (ds_welford_stddev (&w), 1.0, 1e-6);
}

static void
test_welford_merge_equals_sequential (void)
{
  DsWelford a, b, all, empty;

  ds_welford_init (&a);
  ds_welford_init (&b);
  ds_welford_init (&all);
  ds_welford_init (&empty);
  for (guint i = 0; i < 1000; i++)
    {
      double v = (i * 37 % 101) * 1.5 + (i > 500 ? 300 : 0);

      ds_welford_add (i < 300 ? &a : &b, v);
      ds_welford_add (&all, v);
    }
  ds_welford_merge (&a, &b);
  ds_welford_merge (&a, &empty);
  g_assert_cmpuint (a.count, ==, all.count);
  g_assert_cmpfloat_with_epsilon (ds_welford_mean (&a), ds_welford_mean (&all), 1e-9);
  g_assert_cmpfloat_with_epsilon (ds_welford_variance (&a), ds_welford_variance (&all), 1e-6);
  g_assert_cmpfloat (ds_welford_min (&a), ==, ds_welford_min (&all));
  g_assert_cmpfloat (ds_welford_max (&a), ==, ds_welford_max (&all));
  ds_welford_merge (&empty, &all);
  g_assert_cmpfloat_with_epsilon (ds_welford_mean (&empty), ds_welford_mean (&all), 1e-12);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/bench/histogram/matches-exact-percentiles-of-known-samples",
                   test_histogram_matches_exact_percentiles_of_known_samples);
  g_test_add_func ("/ds/bench/histogram/matches-exact-percentiles-lognormal",
                   test_histogram_matches_exact_percentiles_lognormal);
  g_test_add_func ("/ds/bench/histogram/keeps-small-values-exact", test_histogram_keeps_small_values_exact);
  g_test_add_func ("/ds/bench/histogram/empty-is-nan", test_histogram_empty_is_nan);
  g_test_add_func ("/ds/bench/histogram/merge-equals-single", test_histogram_merge_equals_single);
  g_test_add_func ("/ds/bench/welford/matches-two-pass", test_welford_matches_two_pass);
  g_test_add_func ("/ds/bench/welford/single-sample-has-zero-stddev", test_welford_single_sample_has_zero_stddev);
  g_test_add_func ("/ds/bench/welford/is-stable-with-large-offset", test_welford_is_stable_with_large_offset);
  g_test_add_func ("/ds/bench/welford/merge-equals-sequential", test_welford_merge_equals_sequential);
  return g_test_run ();
}
