/* test-bench-offsets.c — where I/Os go: alignment, bounds, thread regions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ds-error.h"
#include "ds-io-offsets.h"

#define MIB (G_GUINT64_CONSTANT (1) << 20)

static void
test_random_offsets_are_aligned_and_in_bounds (void)
{
  /* A file that is not a multiple of the block: the tail is never used. */
  const guint64 size = 64 * MIB + 1234;
  const guint64 block = 4096;
  DsIoRegion r;
  DsRng rng;
  guint64 max = 0, min = G_MAXUINT64;

  g_assert_true (ds_io_region_init (&r, DS_IO_PATTERN_RND, size, block, 16, 7, TRUE, NULL));
  ds_rng_seed (&rng, 1);
  for (guint i = 0; i < 200000; i++)
    {
      guint64 off;

      g_assert_true (ds_io_region_next (&r, &rng, &off));
      g_assert_cmpuint (off % block, ==, 0);
      g_assert_cmpuint (off + block, <=, size);
      max = MAX (max, off);
      min = MIN (min, off);
    }
  /* The whole file is reachable from every thread. */
  g_assert_cmpuint (min, <, 64 * block);
  g_assert_cmpuint (max, >=, (size / block - 64) * block);
}

static void
test_random_offsets_are_uniform (void)
{
  const guint64 size = 16 * MIB, block = 4096;
  guint bins[16] = { 0 };
  const guint n = 160000;
  DsIoRegion r;
  DsRng rng;

  g_assert_true (ds_io_region_init (&r, DS_IO_PATTERN_RND, size, block, 1, 0, TRUE, NULL));
  ds_rng_seed (&rng, 12345);
  for (guint i = 0; i < n; i++)
    {
      guint64 off;

      ds_io_region_next (&r, &rng, &off);
      bins[off * 16 / size]++;
    }
  /* Expected 10000 per bin; a fixed seed makes this deterministic, and a
   * fair generator is within ±3 %. */
  for (guint i = 0; i < 16; i++)
    {
      g_assert_cmpuint (bins[i], >, 9700);
      g_assert_cmpuint (bins[i], <, 10300);
    }
}

static void
test_sequential_threads_get_disjoint_regions (void)
{
  const guint64 size = 10 * MIB + 4096, block = MIB;
  const guint threads = 3;
  guint64 end_prev = 0;

  for (guint t = 0; t < threads; t++)
    {
      DsIoRegion r;
      DsRng rng;
      guint64 off, expect;

      g_assert_true (ds_io_region_init (&r, DS_IO_PATTERN_SEQ, size, block, threads, t, FALSE, NULL));
      /* 10 whole blocks over 3 threads: 3 blocks each, back to back. */
      g_assert_cmpuint (r.length, ==, 3 * block);
      g_assert_cmpuint (r.start, ==, end_prev);
      end_prev = r.start + r.length;
      ds_rng_seed (&rng, 1);
      expect = r.start;
      while (ds_io_region_next (&r, &rng, &off))
        {
          g_assert_cmpuint (off, ==, expect);
          g_assert_cmpuint (off % block, ==, 0);
          expect += block;
        }
      /* Without wrapping, a region is walked exactly once. */
      g_assert_cmpuint (expect, ==, r.start + r.length);
    }
  g_assert_cmpuint (end_prev, <=, size);
}

static void
test_sequential_region_wraps (void)
{
  DsIoRegion r;
  DsRng rng;
  guint64 off;

  g_assert_true (ds_io_region_init (&r, DS_IO_PATTERN_SEQ, 4 * MIB, MIB, 2, 1, TRUE, NULL));
  ds_rng_seed (&rng, 1);
  for (guint i = 0; i < 5; i++)
    {
      g_assert_true (ds_io_region_next (&r, &rng, &off));
      g_assert_cmpuint (off, ==, 2 * MIB + (i % 2) * MIB);
    }
}

static void
test_rejects_file_smaller_than_threads_blocks (void)
{
  g_autoptr(GError) error = NULL;
  DsIoRegion r;

  g_assert_false (ds_io_region_init (&r, DS_IO_PATTERN_SEQ, 4 * MIB, MIB, 8, 0, TRUE, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
}

static void
test_rng_below_stays_below (void)
{
  DsRng rng;

  ds_rng_seed (&rng, 99);
  for (guint i = 0; i < 100000; i++)
    {
      g_assert_cmpuint (ds_rng_below (&rng, 3), <, 3);
      g_assert_cmpuint (ds_rng_below (&rng, 1), ==, 0);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/bench/offsets/random-are-aligned-and-in-bounds", test_random_offsets_are_aligned_and_in_bounds);
  g_test_add_func ("/ds/bench/offsets/random-are-uniform", test_random_offsets_are_uniform);
  g_test_add_func ("/ds/bench/offsets/sequential-threads-get-disjoint-regions", test_sequential_threads_get_disjoint_regions);
  g_test_add_func ("/ds/bench/offsets/sequential-region-wraps", test_sequential_region_wraps);
  g_test_add_func ("/ds/bench/offsets/rejects-file-smaller-than-threads-blocks", test_rejects_file_smaller_than_threads_blocks);
  g_test_add_func ("/ds/bench/offsets/rng-below-stays-below", test_rng_below_stays_below);
  return g_test_run ();
}
