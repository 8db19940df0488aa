/* test-bench-offsets.c — where I/Os go: alignment, bounds, thread regions
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ds-error.h"
#include "ds-io-block-mix.h"
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

/* --- block sizes drawn per I/O --- */

#define KIB G_GUINT64_CONSTANT (1024)

/* IOMeter's file-server and web-server distributions. */
static const DsIoBlockMix file_server = {
  8, { { 512, 10 }, { 1 * KIB, 5 }, { 2 * KIB, 5 }, { 4 * KIB, 60 },
       { 8 * KIB, 2 }, { 16 * KIB, 4 }, { 32 * KIB, 4 }, { 64 * KIB, 10 } }
};
static const DsIoBlockMix web_server = {
  10, { { 512, 22 }, { 1 * KIB, 15 }, { 2 * KIB, 8 }, { 4 * KIB, 23 }, { 8 * KIB, 15 },
        { 16 * KIB, 2 }, { 32 * KIB, 6 }, { 64 * KIB, 7 }, { 128 * KIB, 1 }, { 512 * KIB, 1 } }
};

/* Pearson's chi-square of @n draws against the shares of @mix. */
static double
chi_square_of_draws (const DsIoBlockMix *mix, guint64 seed, guint n)
{
  DsIoBlockTable table;
  guint counts[DS_IO_BLOCK_MIX_MAX] = { 0 };
  double chi = 0;
  DsRng rng;

  ds_io_block_table_init (&table, mix);
  ds_rng_seed (&rng, seed);
  for (guint i = 0; i < n; i++)
    {
      guint64 size = ds_io_block_table_draw (&table, &rng);
      guint k;

      for (k = 0; k < mix->n && mix->shares[k].size != size; k++)
        ;
      g_assert_cmpuint (k, <, mix->n);   /* only sizes of the mix */
      counts[k]++;
    }
  for (guint k = 0; k < mix->n; k++)
    {
      double expect = (double) n * mix->shares[k].percent / 100.0;

      chi += (counts[k] - expect) * (counts[k] - expect) / expect;
    }
  return chi;
}

static void
test_block_mix_draws_follow_the_weights (void)
{
  /* 0.1 % critical values of chi-square: 24.32 for 7 degrees of freedom,
   * 27.88 for 9. A fixed seed makes each deterministic; several seeds show
   * it is not one lucky sequence. */
  for (guint64 seed = 1; seed <= 5; seed++)
    {
      double fs = chi_square_of_draws (&file_server, seed, 200000);
      double ws = chi_square_of_draws (&web_server, seed * 7919, 200000);

      g_test_message ("seed %" G_GUINT64_FORMAT ": chi-square file server %.2f, web server %.2f", seed, fs, ws);
      g_assert_cmpfloat (fs, <, 24.32);
      g_assert_cmpfloat (ws, <, 27.88);
    }
  /* A 1 % share is drawn about 1 % of the time, not never. */
  {
    DsIoBlockTable table;
    DsRng rng;
    guint big = 0;

    ds_io_block_table_init (&table, &web_server);
    ds_rng_seed (&rng, 3);
    for (guint i = 0; i < 100000; i++)
      big += ds_io_block_table_draw (&table, &rng) == 512 * KIB;
    g_assert_cmpuint (big, >, 900);
    g_assert_cmpuint (big, <, 1100);
  }
}

static void
test_block_mix_draws_are_deterministic_per_seed (void)
{
  DsIoBlockTable table;
  DsRng a, b, c;
  gboolean differs = FALSE;

  ds_io_block_table_init (&table, &file_server);
  ds_rng_seed (&a, 99);
  ds_rng_seed (&b, 99);
  ds_rng_seed (&c, 100);
  for (guint i = 0; i < 1000; i++)
    {
      guint64 x = ds_io_block_table_draw (&table, &a);

      g_assert_cmpuint (x, ==, ds_io_block_table_draw (&table, &b));
      differs = differs || x != ds_io_block_table_draw (&table, &c);
    }
  g_assert_true (differs);
}

static void
test_block_mix_offsets_are_aligned_to_the_drawn_size (void)
{
  const guint64 size = 64 * MIB + 3 * 512;
  DsIoBlockTable table;
  DsIoRegion rnd, seq;
  DsRng rng;
  guint64 expect = 0;
  guint wraps = 0;

  ds_io_block_table_init (&table, &web_server);
  /* Regions are made with the largest block, as the runner does. */
  g_assert_true (ds_io_region_init (&rnd, DS_IO_PATTERN_RND, size, 512 * KIB, 1, 0, TRUE, NULL));
  g_assert_true (ds_io_region_init (&seq, DS_IO_PATTERN_SEQ, size, 512 * KIB, 2, 1, TRUE, NULL));
  ds_rng_seed (&rng, 5);
  for (guint i = 0; i < 200000; i++)
    {
      guint64 bs = ds_io_block_table_draw (&table, &rng);
      guint64 off;

      g_assert_true (ds_io_region_next_sized (&rnd, &rng, bs, &off));
      g_assert_cmpuint (off % bs, ==, 0);
      g_assert_cmpuint (off + bs, <=, size);

      /* Sequential: each I/O follows the previous one inside the thread's
       * half, and one that would cross its end starts it again. */
      g_assert_true (ds_io_region_next_sized (&seq, &rng, bs, &off));
      g_assert_cmpuint (off, >=, seq.start);
      g_assert_cmpuint (off + bs, <=, seq.start + seq.length);
      g_assert_cmpuint (off % 512, ==, 0);
      if (off != seq.start + expect)
        {
          g_assert_cmpuint (off, ==, seq.start);
          wraps++;
        }
      expect = off - seq.start + bs;
    }
  g_assert_cmpuint (wraps, >, 0);
}

static void
test_block_mix_align_rounds_up_and_merges (void)
{
  DsIoBlockMix m = file_server;

  g_assert_true (ds_io_block_mix_is_valid (&m));
  g_assert_cmpuint (ds_io_block_mix_largest (&m), ==, 64 * KIB);
  g_assert_cmpuint (ds_io_block_mix_smallest (&m), ==, 512);
  g_assert_cmpfloat (fabs (ds_io_block_mix_mean (&m) - 11345.92), <, 0.01);
  g_assert_false (ds_io_block_mix_align (&m, 512));
  g_assert_true (ds_io_block_mix_equal (&m, &file_server));
  /* A 4 KiB alignment: 512 B, 1 KiB and 2 KiB run as 4 KiB. */
  g_assert_true (ds_io_block_mix_align (&m, 4096));
  g_assert_true (ds_io_block_mix_is_valid (&m));
  g_assert_cmpuint (m.n, ==, 5);
  g_assert_cmpuint (m.shares[0].size, ==, 4096);
  g_assert_cmpuint (m.shares[0].percent, ==, 80);
  g_assert_cmpuint (m.shares[4].size, ==, 64 * KIB);
  g_assert_cmpuint (m.shares[4].percent, ==, 10);
}

/* Shares name each size once, smallest first, and add up to 100 %. */
static void
test_block_mix_validity (void)
{
  DsIoBlockMix twice = { 2, { { 4096, 50 }, { 4096, 50 } } };
  DsIoBlockMix reversed = { 2, { { 8192, 50 }, { 4096, 50 } } };
  DsIoBlockMix short_of_100 = { 2, { { 4096, 50 }, { 8192, 49 } } };
  DsIoBlockMix ok = { 2, { { 4096, 50 }, { 8192, 50 } } };

  g_assert_false (ds_io_block_mix_is_valid (&twice));
  g_assert_false (ds_io_block_mix_is_valid (&reversed));
  g_assert_false (ds_io_block_mix_is_valid (&short_of_100));
  g_assert_true (ds_io_block_mix_is_valid (&ok));
}

static void
test_block_mix_json_round_trip_and_rejects (void)
{
  g_autoptr(JsonArray) a = ds_io_block_mix_to_json (&web_server);
  DsIoBlockMix back;
  g_autoptr(GError) error = NULL;
  static const char * const bad[] = {
    "[]",
    "[{\"size\":4096,\"percent\":50}]",                                      /* 50 % */
    "[{\"size\":4096,\"percent\":50},{\"size\":512,\"percent\":50}]",        /* descending */
    "[{\"size\":4096,\"percent\":100},{\"size\":8192,\"percent\":0}]",       /* 0 % */
    "[{\"size\":0,\"percent\":100}]",
    "[{\"size\":4096}]",
    "[4096]",
  };

  g_assert_true (ds_io_block_mix_from_json (a, &back, &error));
  g_assert_no_error (error);
  g_assert_true (ds_io_block_mix_equal (&back, &web_server));
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(JsonNode) node = json_from_string (bad[i], NULL);

      g_assert_nonnull (node);
      g_assert_false (ds_io_block_mix_from_json (json_node_get_array (node), &back, &error));
      g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
      g_assert_cmpuint (back.n, ==, 0);
      g_clear_error (&error);
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
  g_test_add_func ("/ds/bench/offsets/block-mix-draws-follow-the-weights", test_block_mix_draws_follow_the_weights);
  g_test_add_func ("/ds/bench/offsets/block-mix-draws-are-deterministic-per-seed", test_block_mix_draws_are_deterministic_per_seed);
  g_test_add_func ("/ds/bench/offsets/block-mix-offsets-are-aligned-to-the-drawn-size", test_block_mix_offsets_are_aligned_to_the_drawn_size);
  g_test_add_func ("/ds/bench/offsets/block-mix-align-rounds-up-and-merges", test_block_mix_align_rounds_up_and_merges);
  g_test_add_func ("/ds/bench/offsets/block-mix-names-each-size-once-in-order", test_block_mix_validity);
  g_test_add_func ("/ds/bench/offsets/block-mix-json-round-trip-and-rejects", test_block_mix_json_round_trip_and_rejects);
  return g_test_run ();
}
