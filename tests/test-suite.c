/* test-suite.c — the suites: parsers, step lists, answers, JSON, the
 * engine's random share, Little's law, real small runs, cancellation and the
 * history.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <locale.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "ds-conditions-compare.h"
#include "ds-error.h"
#include "ds-history-store.h"
#include "ds-json.h"
#include "ds-platform.h"
#include "ds-io-engine.h"
#include "ds-io-fill.h"
#include "ds-suite-analysis.h"
#include "ds-bench-device.h"
#include "ds-suite-job.h"
#include "ds-suite-surface.h"
#include "ds-suite-text.h"

#define KIB G_GUINT64_CONSTANT (1024)
#define MIB (KIB * 1024)

/* --- parsers --- */

static void
test_parse_blocks (void)
{
  g_autoptr(GArray) a = g_array_new (FALSE, FALSE, sizeof (guint64));
  g_autoptr(GError) error = NULL;

  g_assert_true (ds_suite_parse_blocks ("512,4K,1M", a, &error));
  g_assert_cmpuint (a->len, ==, 3);
  g_assert_cmpuint (g_array_index (a, guint64, 1), ==, 4096);
  g_assert_cmpuint (g_array_index (a, guint64, 2), ==, MIB);
  g_assert_true (ds_suite_parse_blocks ("512-64M", a, &error));
  g_assert_cmpuint (a->len, ==, 18);
  g_assert_cmpuint (g_array_index (a, guint64, 17), ==, 64 * MIB);
  g_assert_false (ds_suite_parse_blocks ("4Q", a, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "4Q"));
}

static void
test_parse_counts_and_mixes (void)
{
  g_autoptr(GArray) a = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GError) error = NULL;

  g_assert_true (ds_suite_parse_counts ("1-256", 1, 512, a, &error));
  g_assert_cmpuint (a->len, ==, 9);
  g_assert_cmpuint (g_array_index (a, guint, 8), ==, 256);
  g_assert_false (ds_suite_parse_counts ("0,4", 1, 512, a, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_true (ds_suite_parse_mixes ("100,65%,0", a, &error));
  g_assert_cmpuint (g_array_index (a, guint, 1), ==, 65);
  g_assert_false (ds_suite_parse_mixes ("101", a, &error));
}

static void
test_parse_latency (void)
{
  double us = 0;
  guint fill = 0;
  g_autoptr(GError) error = NULL;

  g_assert_true (ds_suite_parse_latency ("0.75ms", &us, NULL));
  g_assert_cmpfloat_with_epsilon (us, 750.0, 1e-9);
  g_assert_true (ds_suite_parse_latency ("500us", &us, NULL));
  g_assert_cmpfloat_with_epsilon (us, 500.0, 1e-9);
  g_assert_true (ds_suite_parse_latency ("25", &us, NULL));
  g_assert_cmpfloat_with_epsilon (us, 25000.0, 1e-9);
  g_assert_false (ds_suite_parse_latency ("fast", &us, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_assert_true (ds_io_fill_parse ("90%", &fill, NULL));
  g_assert_cmpuint (fill, ==, 90);
  g_assert_false (ds_io_fill_parse ("99%", &fill, NULL));
}

/* --- step lists --- */

static void
test_plan_blocksize_default (void)
{
  g_autoptr(DsSuiteSettings) s = ds_suite_settings_new (DS_SUITE_BLOCKSIZE);
  g_autoptr(GPtrArray) plan = ds_suite_settings_plan (s);
  const DsSuiteStepSpec *first = g_ptr_array_index (plan, 0), *last = g_ptr_array_index (plan, plan->len - 1);

  /* 512 B … 64 MiB, read then write, QD 4 T1, sequential; within 3 minutes */
  g_assert_cmpuint (plan->len, ==, 36);
  g_assert_cmpuint (first->block_size, ==, 512);
  g_assert_cmpuint (first->read_percent, ==, 100);
  g_assert_cmpuint (first->queue_depth, ==, 4);
  g_assert_cmpuint (first->random_percent, ==, 0);
  g_assert_cmpuint (last->block_size, ==, 64 * MIB);
  g_assert_cmpuint (last->read_percent, ==, 0);
  g_assert_cmpfloat (ds_suite_settings_estimate_s (s), <=, 180.0);
}

/* Suites that sweep blocks or read shares at one depth refuse a list of
 * depths, threads (or, for a pass, blocks) instead of running only the
 * first; mixes refuses more than one override of its presets. */
static void
test_one_depth_suites_refuse_a_list (void)
{
  static const struct { DsSuiteKind kind; const char *field; } cases[] = {
    { DS_SUITE_BLOCKSIZE, "qd" }, { DS_SUITE_BLOCKSIZE, "threads" },
    { DS_SUITE_RWMIX, "qd" }, { DS_SUITE_CACHE, "threads" },
    { DS_SUITE_LINEAR, "qd" }, { DS_SUITE_LINEAR, "blocks" },
    { DS_SUITE_MIXES, "mixes" }, { DS_SUITE_MIXES, "blocks" },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(DsSuiteSettings) s = ds_suite_settings_new (cases[i].kind);
      g_autoptr(GError) error = NULL;
      guint two[] = { 1, 4 };
      guint64 blocks[] = { MIB, 2 * MIB };
      guint shares[] = { 100, 0 };

      s->dir = g_strdup ("/tmp");
      g_assert_true (ds_suite_settings_validate (s, NULL));
      if (g_str_equal (cases[i].field, "qd"))
        {
          g_array_set_size (s->queue_depths, 0);
          g_array_append_vals (s->queue_depths, two, 2);
        }
      else if (g_str_equal (cases[i].field, "threads"))
        {
          g_array_set_size (s->threads, 0);
          g_array_append_vals (s->threads, two, 2);
        }
      else if (g_str_equal (cases[i].field, "blocks"))
        {
          g_array_set_size (s->blocks, 0);
          g_array_append_vals (s->blocks, blocks, 2);
        }
      else
        {
          g_array_set_size (s->mixes, 0);
          g_array_append_vals (s->mixes, shares, 2);
        }
      g_assert_false (ds_suite_settings_validate (s, &error));
      g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
      g_test_message ("%s %s: %s", ds_suite_kind_to_string (cases[i].kind), cases[i].field, error->message);
    }
}

/* Block sizes are whole sectors from 512 B to 64 MiB: 768 B (a multiple
 * of 256, not of 512), 256 B and 128 MiB are refused, the ends allowed. */
static void
test_blocks_are_whole_sectors (void)
{
  const guint64 bad[] = { 768, 256, 128 * MIB, 64 * MIB + 512 };
  const guint64 good[] = { 512, 64 * MIB, 1536 };

  for (guint i = 0; i < G_N_ELEMENTS (bad) + G_N_ELEMENTS (good); i++)
    {
      g_autoptr(DsSuiteSettings) s = ds_suite_settings_new (DS_SUITE_BLOCKSIZE);
      g_autoptr(GError) error = NULL;
      gboolean is_bad = i < G_N_ELEMENTS (bad);
      guint64 b = is_bad ? bad[i] : good[i - G_N_ELEMENTS (bad)];

      s->dir = g_strdup ("/tmp");
      g_array_set_size (s->blocks, 0);
      g_array_append_val (s->blocks, b);
      g_test_message ("block %" G_GUINT64_FORMAT, b);
      g_assert_cmpint (ds_suite_settings_validate (s, &error), ==, !is_bad);
      if (is_bad)
        g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
    }
}

static void
test_plan_qd_scaling_and_mixes (void)
{
  g_autoptr(DsSuiteSettings) q = ds_suite_settings_new (DS_SUITE_QD_SCALING);
  g_autoptr(DsSuiteSettings) m = ds_suite_settings_new (DS_SUITE_MIXES);
  g_autoptr(GPtrArray) qplan = NULL, mplan = NULL;
  const DsSuiteStepSpec *st;
  guint threads[] = { 1, 4 };

  g_array_set_size (q->threads, 0);
  g_array_append_vals (q->threads, threads, 2);
  qplan = ds_suite_settings_plan (q);
  /* 9 depths × 2 thread counts × read and write */
  g_assert_cmpuint (qplan->len, ==, 36);
  st = g_ptr_array_index (qplan, 9);
  g_assert_cmpuint (st->threads, ==, 4);
  g_assert_cmpuint (st->queue_depth, ==, 1);
  g_assert_cmpuint (st->random_percent, ==, 100);
  q->dir = g_strdup ("/tmp");
  g_assert_true (ds_suite_settings_validate (q, NULL));
  g_assert_cmpfloat (ds_suite_settings_estimate_s (q), >, 0);

  m->dir = g_strdup ("/tmp");
  mplan = ds_suite_settings_plan (m);
  st = g_ptr_array_index (mplan, 4);          /* the second preset at QD 1 */
  g_assert_cmpstr (st->label, ==, "database-32k");
  g_assert_cmpuint (st->block_size, ==, 32 * KIB);
  g_assert_cmpuint (st->read_percent, ==, 65);
  st = g_ptr_array_index (mplan, 8);
  g_assert_cmpstr (st->label, ==, "vm");
  g_assert_cmpuint (st->random_percent, ==, 55);
  g_strfreev (m->presets);
  m->presets = g_strsplit ("vdi,nosuch", ",", -1);
  {
    g_autoptr(GError) error = NULL;

    g_assert_false (ds_suite_settings_validate (m, &error));
    g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
    g_assert_nonnull (strstr (error->message, "nosuch"));
  }
}

/* --- answers on made-up results --- */

static DsSuiteStep *
made_step (guint read, guint64 block, guint qd, double mbps, double iops, double mean_us, double p99_us)
{
  DsSuiteStepSpec spec = { NULL, read, 100, block, qd, 1 };
  DsSuiteStep *st = ds_suite_step_new (&spec);

  st->stats.mbps = mbps;
  st->stats.iops = iops;
  st->stats.ios = 1000;
  st->stats.lat_mean_us = mean_us;
  st->stats.lat_p99_us = p99_us;
  return st;
}

static void
test_plateau (void)
{
  g_autoptr(DsSuiteResult) r = ds_suite_result_new (DS_SUITE_BLOCKSIZE);
  /* flat above 128 K, with a dip at 32 K that must not count */
  double mbps[] = { 100, 400, 3000, 1500, 3100, 3150, 3200, 3190 };
  DsSuitePlateau p;

  for (guint i = 0; i < G_N_ELEMENTS (mbps); i++)
    {
      DsSuiteStep *st = made_step (100, (8 * KIB) << i, 4, mbps[i], NAN, NAN, NAN);

      st->spec.random_percent = 0;
      g_ptr_array_add (r->steps, st);
    }
  g_assert_true (ds_suite_blocksize_plateau (r, "read", &p));
  g_assert_cmpfloat (p.peak_mbps, ==, 3200);
  g_assert_cmpuint (p.peak_block, ==, 512 * KIB);
  g_assert_cmpuint (p.plateau_block, ==, 128 * KIB);
}

static void
test_qd_answer_and_little (void)
{
  g_autoptr(DsSuiteResult) r = ds_suite_result_new (DS_SUITE_QD_SCALING);
  g_autoptr(JsonObject) summary = NULL;
  g_autofree char *text = NULL;
  DsSuiteQdAnswer a;

  /* 400 IOPS at every depth: mean = QD / 400 s; p99 a little above */
  for (guint qd = 1; qd <= 16; qd *= 2)
    g_ptr_array_add (r->steps, made_step (100, 4096, qd, 1.6, 400, qd * 2500.0, qd * 2600.0));
  /* a step whose queue was not kept full: 400 IOPS at QD 32 with QD-8 latency */
  g_ptr_array_add (r->steps, made_step (100, 4096, 32, 1.6, 400, 20000.0, 90000.0));
  ds_json_set_double (r->settings, "latency_limit_us", 25000.0);

  g_assert_true (ds_suite_qd_answer (r, "4K read rnd", 25000.0, &a));
  g_assert_true (a.found);
  g_assert_cmpuint (a.queue_depth, ==, 8);
  g_assert_cmpfloat_with_epsilon (ds_suite_step_little_ratio (g_ptr_array_index (r->steps, 2)), 1.0, 1e-9);
  g_assert_true (ds_suite_step_little_holds (g_ptr_array_index (r->steps, 2)));
  g_assert_false (ds_suite_step_little_holds (g_ptr_array_index (r->steps, 5)));
  summary = ds_suite_summary_to_json (r);
  g_assert_cmpuint (json_array_get_length (ds_json_get_array (summary, "little_violations")), ==, 1);
  text = ds_suite_summary_text (r);
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "QD 8"));
  g_assert_nonnull (strstr (text, "Little"));
  g_assert_cmpuint (a.n_noisy, ==, 0);
  g_assert_null (strstr (text, "noise"));
  g_assert_false (ds_suite_qd_answer (r, "no such series", 25000.0, &a));
}

/* Shallower depths over the limit that a deeper one met are noise: the
 * answer lists them, shallowest first, and says so. */
static void
test_qd_answer_names_noisy_depths (void)
{
  g_autoptr(DsSuiteResult) r = ds_suite_result_new (DS_SUITE_QD_SCALING);
  static const double p99[] = { 900, 800, 700, 2000 };
  g_autofree char *text = NULL;
  DsSuiteQdAnswer a;

  for (guint i = 0, qd = 1; i < G_N_ELEMENTS (p99); i++, qd *= 4)
    g_ptr_array_add (r->steps, made_step (100, 4096, qd, 1.6, 400 * qd, p99[i] / 2, p99[i]));
  g_assert_true (ds_suite_qd_answer (r, "4K read rnd", 750.0, &a));
  g_assert_true (a.found);
  g_assert_cmpuint (a.queue_depth, ==, 16);
  g_assert_cmpuint (a.n_noisy, ==, 2);
  g_assert_cmpuint (a.noisy_queue_depths[0], ==, 1);
  g_assert_cmpuint (a.noisy_queue_depths[1], ==, 4);
  text = ds_suite_summary_text (r);
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "; QD 1, 4 were over it: noise, run the suite again to confirm"));
  /* A limit no step met has no noise to name. */
  g_assert_true (ds_suite_qd_answer (r, "4K read rnd", 100.0, &a));
  g_assert_false (a.found);
  g_assert_cmpuint (a.n_noisy, ==, 0);
}

/* --latency-limit STAT:VALUE: the statistic is parsed (p99 without one),
 * written back as the command line writes it, stored with the settings,
 * and the answer, the summary and the compare text use it: with mean =
 * QD x 2500 us and p99 = QD x 2600 us, a 10 ms mean limit keeps QD 4, a
 * 10 ms p99 limit only QD 2. */
static void
test_latency_limit_statistic (void)
{
  g_autoptr(DsSuiteResult) r = ds_suite_result_new (DS_SUITE_QD_SCALING);
  g_autoptr(DsSuiteSettings) s = ds_suite_settings_new (DS_SUITE_QD_SCALING);
  g_autoptr(JsonObject) settings = NULL;
  g_autoptr(JsonObject) summary = NULL;
  g_autoptr(JsonObject) run = json_object_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL, *option = NULL, *compare = NULL;
  DsLatencyStat stat = DS_LATENCY_STAT_MEAN;
  DsSuiteQdAnswer a;
  double us = 0;

  g_assert_true (ds_suite_parse_latency_limit ("0.75ms", &stat, &us, NULL));
  g_assert_cmpint (stat, ==, DS_LATENCY_STAT_P99);
  g_assert_cmpfloat_with_epsilon (us, 750.0, 1e-9);
  g_assert_true (ds_suite_parse_latency_limit ("mean:500us", &stat, &us, NULL));
  g_assert_cmpint (stat, ==, DS_LATENCY_STAT_MEAN);
  g_assert_cmpfloat_with_epsilon (us, 500.0, 1e-9);
  g_assert_true (ds_suite_parse_latency_limit ("p99.9:2ms", &stat, &us, NULL));
  g_assert_cmpint (stat, ==, DS_LATENCY_STAT_P999);
  g_assert_cmpfloat_with_epsilon (us, 2000.0, 1e-9);
  g_assert_false (ds_suite_parse_latency_limit ("p50:1ms", &stat, &us, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "mean, p99 or p99.9"));
  g_clear_error (&error);
  g_assert_false (ds_suite_parse_latency_limit ("mean:", &stat, &us, &error));
  g_clear_error (&error);

  s->latency_limit_stat = DS_LATENCY_STAT_P999;
  s->latency_limit_us = 2000;
  option = ds_suite_settings_option_text (s, DS_SUITE_OPTION_LATENCY_LIMIT);
  g_assert_cmpstr (option, ==, "p99.9:2ms");
  settings = ds_suite_settings_to_json (s);
  g_assert_cmpint (ds_run_settings_get_latency_limit_stat (settings), ==, DS_LATENCY_STAT_P999);
  g_assert_cmpfloat (ds_run_settings_get_latency_limit_us (settings), ==, 2000);

  for (guint qd = 1; qd <= 16; qd *= 2)
    g_ptr_array_add (r->steps, made_step (100, 4096, qd, 1.6, 400, qd * 2500.0, qd * 2600.0));
  ds_run_settings_set_latency_limit (r->settings, DS_LATENCY_STAT_MEAN, 10000.0);
  g_assert_true (ds_suite_qd_answer (r, "4K read rnd", 10000.0, &a));
  g_assert_cmpuint (a.queue_depth, ==, 4);
  g_assert_cmpfloat (a.latency_us, ==, 10000.0);
  g_assert_cmpint (a.stat, ==, DS_LATENCY_STAT_MEAN);
  summary = ds_suite_summary_to_json (r);
  g_assert_cmpstr (ds_json_get_string (summary, "latency_limit_stat"), ==, "mean");
  text = ds_suite_summary_text (r);
  g_assert_nonnull (strstr (text, "QD 4"));
  g_assert_nonnull (strstr (text, "mean"));
  json_object_set_string_member (run, "suite", "qd-scaling");
  json_object_set_object_member (run, "settings", json_object_ref (r->settings));
  compare = ds_conditions_compare_text (run, "latency limit");
  g_assert_cmpstr (compare, ==, "10000 µs mean");

  /* a stored run without a statistic is p99 */
  json_object_remove_member (r->settings, "latency_limit_stat");
  g_assert_true (ds_suite_qd_answer (r, "4K read rnd", 10000.0, &a));
  g_assert_cmpuint (a.queue_depth, ==, 2);
  g_assert_cmpint (a.stat, ==, DS_LATENCY_STAT_P99);
}

/* A step whose p99 is exactly the limit is within it: at QD 1-16 with
 * p99 = QD x 2600 us and a limit of 8 x 2600 us the answer is QD 8, the
 * step that lands on the limit, not QD 4. */
static void
test_qd_answer_limit_inclusive (void)
{
  g_autoptr(DsSuiteResult) r = ds_suite_result_new (DS_SUITE_QD_SCALING);
  DsSuiteQdAnswer a;

  for (guint qd = 1; qd <= 16; qd *= 2)
    g_ptr_array_add (r->steps, made_step (100, 4096, qd, 1.6, 400, qd * 2500.0, qd * 2600.0));
  g_assert_true (ds_suite_qd_answer (r, "4K read rnd", 8 * 2600.0, &a));
  g_assert_true (a.found);
  g_assert_cmpuint (a.queue_depth, ==, 8);
  g_assert_cmpfloat (a.p99_us, ==, 8 * 2600.0);
  /* equal IOPS at every depth: the peak is the shallowest that reaches it */
  g_assert_cmpfloat (a.peak_iops, ==, 400);
  g_assert_cmpuint (a.peak_queue_depth, ==, 1);
  /* just below the limit of QD 1, no depth is within it */
  g_assert_true (ds_suite_qd_answer (r, "4K read rnd", 2599.0, &a));
  g_assert_false (a.found);
  g_assert_cmpuint (a.queue_depth, ==, 0);
}

static void
test_cache_drop (void)
{
  g_autoptr(GArray) s = g_array_new (FALSE, FALSE, sizeof (DsSuiteSample));
  DsSuiteCache c;

  /* 3000 MB/s for the first 12 GB, then 800 MB/s, with one slow sample early */
  for (guint i = 1; i <= 200; i++)
    {
      DsSuiteSample smp = { i * 100e6, i <= 120 ? (i == 30 ? 900.0 : 3000.0) : 800.0 };

      g_array_append_val (s, smp);
    }
  g_assert_true (ds_suite_cache_analyze (s, &c));
  g_assert_true (c.found);
  g_assert_cmpfloat (fabs (c.cache_bytes - 12e9), <=, 0.2e9);
  g_assert_cmpfloat_with_epsilon (c.start_mbps, 3000.0, 1.0);
  g_assert_cmpfloat_with_epsilon (c.after_mbps, 800.0, 1.0);

  g_array_set_size (s, 100);
  for (guint i = 0; i < 100; i++)
    g_array_index (s, DsSuiteSample, i).mbps = 1500.0 + (i % 5);
  g_assert_true (ds_suite_cache_analyze (s, &c));
  g_assert_false (c.found);
  g_assert_cmpfloat (fabs (c.start_mbps - 1502.0), <=, 2.0);
}

/* A write at @fast_mbps until @cache bytes, then at @slow_mbps, to @total
 * bytes, sampled every @step bytes as the suite samples it: each sample is
 * the MB/s of the span that ends at its position, so the span that crosses
 * the cache's end is timed part fast, part slow. ±1.5 % of jitter. */
static GArray *
synthetic_cache_curve (double cache,
                       double total,
                       double step,
                       double fast_mbps,
                       double slow_mbps)
{
  GArray *s = g_array_new (FALSE, FALSE, sizeof (DsSuiteSample));
  g_autoptr(GRand) rand = g_rand_new_with_seed (14);

  for (double end = step; end <= total + step / 2; end += step)
    {
      double start = end - step;
      double fast = CLAMP (cache - start, 0.0, step);
      double seconds = fast / (fast_mbps * 1e6) + (step - fast) / (slow_mbps * 1e6);
      DsSuiteSample smp = { end, step / seconds / 1e6 * g_rand_double_range (rand, 0.985, 1.015) };

      g_array_append_val (s, smp);
    }
  return s;
}

/* The cache size is where the speed falls, at every sample size: with
 * the cache's end on a sample boundary exactly there (not a sample early,
 * as a window starting on the last fast samples had it), else within the
 * one sample that straddles it. 36 to 3600 samples: the window grows with
 * the count. */
static void
test_cache_drop_at_every_granularity (void)
{
  const struct { double cache, step; } cases[] = {
    { 12e9, 1e9 }, { 12e9, 300e6 }, { 12e9, 100e6 }, { 12e9, 50e6 }, { 12e9, 10e6 },
    { 12.34e9, 1e9 }, { 12.34e9, 300e6 }, { 12.34e9, 70e6 }, { 12.34e9, 10e6 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      double cache = cases[i].cache, step = cases[i].step;
      g_autoptr(GArray) s = synthetic_cache_curve (cache, 3 * cache, step, 3000.0, 800.0);
      double aligned = fabs (cache / step - round (cache / step)) < 1e-9;
      DsSuiteCache c;

      g_assert_true (ds_suite_cache_analyze (s, &c));
      g_test_message ("cache %.2f GB, %u samples of %.0f MB: found %.3f GB (%+.2f samples)",
                      cache / 1e9, s->len, step / 1e6, c.cache_bytes / 1e9, (c.cache_bytes - cache) / step);
      g_assert_true (c.found);
      if (aligned)
        g_assert_cmpfloat (fabs (c.cache_bytes - cache), <, step / 1000);
      else
        g_assert_cmpfloat (fabs (c.cache_bytes - cache), <, step);
      g_assert_cmpfloat (fabs (c.start_mbps - 3000.0), <, 3000.0 * 0.02);
      g_assert_cmpfloat (fabs (c.after_mbps - 800.0), <, 800.0 * 0.02);
      g_assert_cmpfloat_with_epsilon (c.written_bytes, g_array_index (s, DsSuiteSample, s->len - 1).position, 1.0);
    }
}

/* Points the catalogue at the build's po/ and speaks @language ("ru"), or
 * English for NULL. FALSE (the test skipped, saying why) when the build has
 * no catalogue or the machine no C.UTF-8. */
static gboolean
speak (const char *language)
{
  g_autofree char *localedir = g_build_filename (g_getenv ("DS_BUILD_DIR"), "po", NULL);
  g_autofree char *mo = g_build_filename (localedir, "ru", "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);

  if (language == NULL)
    {
      g_unsetenv ("LANGUAGE");
      /* The way to tell gettext the catalogues changed: it drops what it
       * looked up before. */
      textdomain (textdomain (NULL));
      return TRUE;
    }
  if (!g_file_test (mo, G_FILE_TEST_IS_REGULAR))
    {
      g_test_skip ("the build has no Russian catalogue (po/ru.po not compiled)");
      return FALSE;
    }
  if (setlocale (LC_ALL, "C.UTF-8") == NULL)
    {
      g_test_skip ("the C.UTF-8 locale is missing: gettext ignores LANGUAGE in plain C");
      return FALSE;
    }
  g_setenv ("LANGUAGE", language, TRUE);
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (textdomain (NULL));
  return TRUE;
}

/* One result of each kind with a known answer: a read sweep flat from
 * 128K at 3200 MB/s; 4K random reads at 400 IOPS whose p99 passes 750 µs
 * after QD 8; a write cache of 12 GB at 3000 then 800 MB/s. */
static DsSuiteResult *
headline_result (DsSuiteKind kind)
{
  DsSuiteResult *r = ds_suite_result_new (kind);

  if (kind == DS_SUITE_BLOCKSIZE)
    {
      double mbps[] = { 400, 1500, 3100, 3190, 3200, 3195 };

      for (guint i = 0; i < G_N_ELEMENTS (mbps); i++)
        {
          DsSuiteStep *st = made_step (100, (32 * KIB) << i, 4, mbps[i], NAN, NAN, NAN);

          st->spec.random_percent = 0;
          g_ptr_array_add (r->steps, st);
        }
    }
  else if (kind == DS_SUITE_QD_SCALING)
    {
      for (guint qd = 1; qd <= 32; qd *= 2)
        g_ptr_array_add (r->steps, made_step (100, 4096, qd, 1.6, 400 * qd, 2500.0, qd <= 8 ? 90.0 * qd : 900.0 * qd));
    }
  else if (kind == DS_SUITE_CACHE)
    {
      DsSuiteStep *st = made_step (0, MIB, 32, 1200, 1200, NAN, NAN);

      st->spec.random_percent = 0;
      g_array_unref (st->samples);
      st->samples = synthetic_cache_curve (12e9, 36e9, 100e6, 3000.0, 800.0);
      g_ptr_array_add (r->steps, st);
    }
  return r;
}

/* The History's Result of a suite run is made from its steps in the
 * user's language, not the English line the history stores: the title,
 * the series and the words are translated, the numbers are the answers'. */
static void
test_headline_speaks_the_users_language (void)
{
  const DsSuiteKind kinds[] = { DS_SUITE_BLOCKSIZE, DS_SUITE_QD_SCALING, DS_SUITE_CACHE };
  const char *english[] = {
    "Block sizes: read peak 3200.0 MB/s from 128",
    "QD scaling: 4K read rnd QD 8 (3200 IOPS) within 750 µs p99",
    "Write cache: 300",   /* the samples have ±1.5 % of jitter */
  };
  const char *english_after[] = { "KiB", " p99", " MB/s for 12.0 GB, then 80" };
  const char *russian_after[] = { "чтение пик", " p99", " МБ/с первые 12.0 ГБ, затем 80" };
  const char *russian[] = {
    "Размеры блока: чтение пик 3200.0 МБ/с начиная с 128",
    "4K чтение случ. QD 8 (3200 IOPS) в пределах 750 мкс p99",
    "Кэш записи: 300",
  };

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      g_autoptr(DsSuiteResult) r = headline_result (kinds[i]);
      g_autofree char *en = NULL, *ru = NULL;

      if (!speak (NULL))
        return;
      en = ds_suite_headline (r);
      if (!speak ("ru"))
        return;
      ru = ds_suite_headline (r);
      speak (NULL);
      g_test_message ("%s | %s", en, ru);
      g_assert_true (g_str_has_prefix (en, english[i]));
      g_assert_nonnull (strstr (en, english_after[i]));
      g_assert_nonnull (strstr (ru, russian[i]));
      g_assert_nonnull (strstr (ru, russian_after[i]));
      g_assert_null (strstr (ru, "read"));
      g_assert_null (strstr (ru, "MB/s"));
    }
}

static void
test_json_round_trip (void)
{
  g_autoptr(DsSuiteResult) r = ds_suite_result_new (DS_SUITE_LINEAR);
  g_autoptr(DsSuiteResult) back = NULL;
  g_autoptr(JsonNode) node = NULL, again = NULL;
  g_autofree char *a = NULL, *b = NULL;
  g_autoptr(GError) error = NULL;
  DsSuiteStep *st = made_step (100, MIB, 8, 2000, 2000, 4000, 5000);
  DsSuiteSample smp = { 64e6, 1999.5 };

  g_array_append_val (st->samples, smp);
  g_ptr_array_add (r->steps, st);
  r->uuid = g_strdup ("11111111-2222-4333-8444-555555555555");
  node = ds_suite_result_to_json (r);
  back = ds_suite_result_from_json (node, &error);
  g_assert_no_error (error);
  g_assert_cmpint (back->suite, ==, DS_SUITE_LINEAR);
  g_assert_cmpuint (back->steps->len, ==, 1);
  again = ds_suite_result_to_json (back);
  a = ds_json_to_string (node, FALSE);
  b = ds_json_to_string (again, FALSE);
  g_assert_cmpstr (a, ==, b);
  g_assert_nonnull (strstr (a, "\"lat_us\""));
  g_assert_nonnull (strstr (a, "\"samples\":[[64000000"));

  json_object_set_string_member (json_node_get_object (node), "suite", "nonsense");
  g_assert_null (ds_suite_result_from_json (node, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
}

/* --- the engine --- */

typedef struct
{
  char       *dir;
  DsTestFile *file;
} Fixture;

static void
fixture_setup (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  f->dir = g_dir_make_tmp ("ds-suite-XXXXXX", &error);
  g_assert_no_error (error);
  f->file = ds_test_file_create (f->dir, 16 * MIB, DS_TEST_FILE_ALLOW_CACHED, &error);
  g_assert_no_error (error);
  g_assert_true (ds_test_file_fill (f->file, NULL, NULL, NULL, &error));
}

static void
fixture_teardown (Fixture *f, gconstpointer data)
{
  g_clear_pointer (&f->file, ds_test_file_close);
  g_assert_cmpint (g_rmdir (f->dir), ==, 0);
  g_free (f->dir);
}

static DsIoEngineOps recording_ops;
static GArray *recorded;
static GMutex recorded_lock;
static gulong io_sleep_us;

static void
recording_queue (DsIoQueue *q, const DsIoRequest *req)
{
  g_mutex_lock (&recorded_lock);
  if (recorded != NULL)
    g_array_append_val (recorded, req->offset);
  g_mutex_unlock (&recorded_lock);
  if (io_sleep_us > 0)
    g_usleep (io_sleep_us);
  ds_io_engine_psync ()->queue (q, req);
}

static GHashTable *seen_buffers;
static GPtrArray *held;

static void
buffer_recording_queue (DsIoQueue *q, const DsIoRequest *req)
{
  g_mutex_lock (&recorded_lock);
  g_hash_table_add (seen_buffers, req->buffer);
  g_mutex_unlock (&recorded_lock);
  ds_io_engine_psync ()->queue (q, req);
}

/* The buffers one workload of a block size and depth wrote from or read into. */
static GHashTable *
buffers_of_run (Fixture *f, DsIoBufferSet *set, guint64 block, DsIoMode mode)
{
  g_autoptr(GError) error = NULL;
  DsIoWorkload w = { 0 };
  DsIoCounters c;

  recording_ops = *ds_io_engine_psync ();
  recording_ops.queue = buffer_recording_queue;
  seen_buffers = g_hash_table_new (NULL, NULL);
  w.file = f->file;
  w.pattern = DS_IO_PATTERN_SEQ;
  w.mode = mode;
  w.block_size = block;
  w.queue_depth = 2;
  w.threads = 2;
  w.duration_s = 0.2;
  w.wrap = TRUE;
  w.buffers = set;
  w.engine_ops = &recording_ops;
  ds_io_counters_init (&c);
  g_assert_true (ds_io_workload_run (&w, &c, NULL, &error));
  g_assert_no_error (error);
  ds_io_counters_clear (&c);
  /* Whatever this run allocated and freed stays taken, so a later run
   * that allocated its own could not get the same addresses back. */
  for (guint i = 0; i < 4; i++)
    g_ptr_array_add (held, ds_platform_aligned_alloc (4096, (gsize) block));
  return g_steal_pointer (&seen_buffers);
}

static gboolean
same_buffers (GHashTable *a, GHashTable *b)
{
  GHashTableIter it;
  gpointer key;

  if (g_hash_table_size (a) != g_hash_table_size (b))
    return FALSE;
  g_hash_table_iter_init (&it, a);
  while (g_hash_table_iter_next (&it, &key, NULL))
    if (!g_hash_table_contains (b, key))
      return FALSE;
  return TRUE;
}

/* A suite's steps share one set of buffers, made before the first step:
 * workloads that fit use them (reads the read buffers, writes the write
 * buffers), one with a larger block allocates its own and leaves the set
 * intact. */
static void
test_buffer_set_reused (Fixture *f, gconstpointer data)
{
  g_autoptr(DsIoBufferSet) set = ds_io_buffer_set_new ();
  g_autoptr(DsIoDataPool) pool = ds_io_data_pool_new (DS_DATA_PATTERN_RANDOM, 64 * 1024);
  g_autoptr(GHashTable) first = NULL, second = NULL, again = NULL, larger = NULL, third = NULL;
  guint n = ds_io_buffer_count (2, 2);

  held = g_ptr_array_new_with_free_func (ds_platform_aligned_free);
  g_assert_cmpuint (n, ==, 4);
  for (guint i = 0; i < n; i++)
    {
      ds_io_buffer_set_reserve_reads (set, i, 64 * 1024);
      ds_io_buffer_set_reserve_writes (set, i, 64 * 1024, pool, i);
    }
  first = buffers_of_run (f, set, 64 * 1024, DS_IO_MODE_READ);
  g_assert_cmpuint (g_hash_table_size (first), ==, n);
  second = buffers_of_run (f, set, 16 * 1024, DS_IO_MODE_WRITE);
  g_assert_cmpuint (g_hash_table_size (second), ==, n);
  {
    GHashTableIter it;
    gpointer key;

    /* a write's data is not where reads land */
    g_hash_table_iter_init (&it, second);
    while (g_hash_table_iter_next (&it, &key, NULL))
      g_assert_false (g_hash_table_contains (first, key));
  }
  again = buffers_of_run (f, set, 64 * 1024, DS_IO_MODE_WRITE);
  g_assert_true (same_buffers (second, again));
  larger = buffers_of_run (f, set, 128 * 1024, DS_IO_MODE_READ);
  g_assert_cmpuint (g_hash_table_size (larger), ==, n);
  {
    GHashTableIter it;
    gpointer key;

    g_hash_table_iter_init (&it, larger);
    while (g_hash_table_iter_next (&it, &key, NULL))
      g_assert_false (g_hash_table_contains (first, key));
  }
  third = buffers_of_run (f, set, 64 * 1024, DS_IO_MODE_READ);
  g_assert_true (same_buffers (first, third));
  g_clear_pointer (&held, g_ptr_array_unref);
}

/* What the kept write buffers hand to the engine: each 4 KiB block written
 * (every block must be new and incompressible), and for each buffer the
 * byte at MARK_AT when it is first used (a mark left there shows the
 * buffer was not copied into again). */
#define MARK_AT 100
static GHashTable *written_blocks;   /* GBytes, 4 KiB each */
static GHashTable *first_mark;       /* buffer -> its byte at MARK_AT + 1 */
static guint compressible_blocks;
static gboolean check_blocks;

static void
data_recording_queue (DsIoQueue *q, const DsIoRequest *req)
{
  g_mutex_lock (&recorded_lock);
  if (!g_hash_table_contains (first_mark, req->buffer))
    g_hash_table_insert (first_mark, req->buffer, GUINT_TO_POINTER (((guint8 *) req->buffer)[MARK_AT] + 1u));
  for (gsize at = 0; check_blocks && at < req->length; at += 4096)
    {
      g_autoptr(GZlibCompressor) z = g_zlib_compressor_new (G_ZLIB_COMPRESSOR_FORMAT_RAW, 9);
      guint8 out[8192];
      gsize read = 0, written = 0;

      g_assert_true (g_hash_table_add (written_blocks, g_bytes_new ((guint8 *) req->buffer + at, 4096)));
      g_converter_convert (G_CONVERTER (z), (guint8 *) req->buffer + at, 4096, out, sizeof out,
                           G_CONVERTER_INPUT_AT_END, &read, &written, NULL);
      if (written < 4000)
        compressible_blocks++;
    }
  g_mutex_unlock (&recorded_lock);
  ds_io_engine_psync ()->queue (q, req);
}

static void
write_from_kept_buffers (Fixture *f, DsIoBufferSet *set, const DsIoDataPool *pool, guint64 bytes)
{
  g_autoptr(GError) error = NULL;
  DsIoWorkload w = { 0 };
  DsIoCounters c;

  g_hash_table_remove_all (first_mark);
  recording_ops = *ds_io_engine_psync ();
  recording_ops.queue = data_recording_queue;
  w.file = f->file;
  w.pattern = DS_IO_PATTERN_RND;
  w.mode = DS_IO_MODE_WRITE;
  w.block_size = 64 * 1024;
  w.queue_depth = 2;
  w.threads = 1;
  w.byte_limit = bytes;
  w.pool = pool;
  w.buffers = set;
  w.engine_ops = &recording_ops;
  ds_io_counters_init (&c);
  g_assert_true (ds_io_workload_run (&w, &c, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (c.write_bytes, ==, bytes);
  ds_io_counters_clear (&c);
}

/* A step writing from kept write buffers takes them as they are: the
 * buffers were filled from the pool when reserved, and copying a window in
 * again (4 × 64 MiB for a 64 MiB step) was most of a large step's set-up.
 * The data stays honest: over two such steps every 4 KiB block written is
 * unlike every other and none compresses. Buffers kept for another pool
 * get that pool's data. */
static void
test_kept_write_buffers_not_copied (Fixture *f, gconstpointer data)
{
  g_autoptr(DsIoBufferSet) set = ds_io_buffer_set_new ();
  g_autoptr(DsIoDataPool) pool = ds_io_data_pool_new (DS_DATA_PATTERN_RANDOM, 64 * 1024);
  g_autoptr(DsIoDataPool) other = ds_io_data_pool_new (DS_DATA_PATTERN_ZEROS, 64 * 1024);
  GHashTableIter it;
  gpointer buffer, mark;

  written_blocks = g_hash_table_new_full (g_bytes_hash, g_bytes_equal, (GDestroyNotify) g_bytes_unref, NULL);
  first_mark = g_hash_table_new (NULL, NULL);
  compressible_blocks = 0;
  check_blocks = TRUE;
  for (guint i = 0; i < ds_io_buffer_count (2, 1); i++)
    ds_io_buffer_set_reserve_writes (set, i, 64 * 1024, pool, i * 7);

  write_from_kept_buffers (f, set, pool, 4 * MIB);
  g_assert_cmpuint (g_hash_table_size (first_mark), ==, 2);
  /* Mark the kept buffers: a copy of the pool into them would wipe it. */
  g_hash_table_iter_init (&it, first_mark);
  while (g_hash_table_iter_next (&it, &buffer, NULL))
    ((guint8 *) buffer)[MARK_AT] = 0xa5;
  write_from_kept_buffers (f, set, pool, 4 * MIB);
  g_assert_cmpuint (g_hash_table_size (first_mark), ==, 2);
  g_hash_table_iter_init (&it, first_mark);
  while (g_hash_table_iter_next (&it, &buffer, &mark))
    g_assert_cmpuint (GPOINTER_TO_UINT (mark), ==, 0xa5 + 1u);
  g_test_message ("%u blocks written, %u compressible", g_hash_table_size (written_blocks), compressible_blocks);
  g_assert_cmpuint (g_hash_table_size (written_blocks), ==, 2 * 4 * MIB / 4096);
  g_assert_cmpuint (compressible_blocks, ==, 0);

  /* Another pool's data (zeros) is copied in. */
  check_blocks = FALSE;
  write_from_kept_buffers (f, set, other, 128 * 1024);
  g_hash_table_iter_init (&it, first_mark);
  while (g_hash_table_iter_next (&it, &buffer, &mark))
    g_assert_cmpuint (GPOINTER_TO_UINT (mark), ==, 0 + 1u);
  g_clear_pointer (&written_blocks, g_hash_table_unref);
  g_clear_pointer (&first_mark, g_hash_table_unref);
}

static void
test_random_share (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  DsIoWorkload w = { 0 };
  DsIoCounters c;
  guint64 expect = 0;
  guint seq = 0, rnd = 0;

  recording_ops = *ds_io_engine_psync ();
  recording_ops.queue = recording_queue;
  recorded = g_array_new (FALSE, FALSE, sizeof (guint64));
  io_sleep_us = 0;
  w.file = f->file;
  w.pattern = DS_IO_PATTERN_SEQ;
  w.random_percent = 55;
  w.mode = DS_IO_MODE_READ;
  w.block_size = 4096;
  w.queue_depth = 1;
  w.threads = 1;
  w.byte_limit = 2000 * 4096;
  w.wrap = TRUE;
  w.seed = 42;
  w.engine_ops = &recording_ops;
  ds_io_counters_init (&c);
  g_assert_true (ds_io_workload_run (&w, &c, NULL, &error));
  g_assert_no_error (error);
  /* The sequential ones continue their own stream in order, whatever
   * random I/Os came between them. */
  for (guint i = 0; i < recorded->len; i++)
    {
      guint64 off = g_array_index (recorded, guint64, i);

      if (off == expect)
        {
          seq++;
          expect += 4096;
        }
      else
        rnd++;
    }
  g_test_message ("%u sequential, %u random of %u", seq, rnd, recorded->len);
  g_assert_cmpuint (recorded->len, ==, 2000);
  g_assert_cmpfloat (fabs (rnd / 2000.0 - 0.55), <, 0.05);
  g_clear_pointer (&recorded, g_array_unref);
  ds_io_counters_clear (&c);
}

/* Little's law on a device of known latency: each I/O takes 2 ms and
 * QD × threads are outstanding, so IOPS × mean latency = QD × threads, on
 * any machine (data: "QD,threads"). */
static void
test_little_law (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) qt = g_strsplit (data, ",", 2);
  guint qd = (guint) atoi (qt[0]), threads = (guint) atoi (qt[1]);
  DsIoWorkload w = { 0 };
  DsIoCounters c;
  DsSuiteStepSpec spec = { NULL, 100, 100, 4096, qd, threads };
  g_autoptr(DsSuiteStep) st = ds_suite_step_new (&spec);

  recording_ops = *ds_io_engine_psync ();
  recording_ops.queue = recording_queue;
  io_sleep_us = 2000;
  w.file = f->file;
  w.pattern = DS_IO_PATTERN_RND;
  w.mode = DS_IO_MODE_READ;
  w.block_size = 4096;
  w.queue_depth = qd;
  w.threads = threads;
  w.warmup_s = 0.1;
  w.duration_s = 0.8;
  w.wrap = TRUE;
  w.engine_ops = &recording_ops;
  ds_io_counters_init (&c);
  g_assert_true (ds_io_workload_run (&w, &c, NULL, &error));
  ds_io_counters_to_run_stats (&c, &st->stats);
  g_test_message ("QD %u × %u threads: %.0f IOPS, mean %.0f µs, ratio %.3f", qd, threads, st->stats.iops,
                  st->stats.lat_mean_us, ds_suite_step_little_ratio (st));
  g_assert_true (ds_suite_step_little_holds (st));
  /* 2 ms per I/O: at most 500 IOPS per outstanding I/O (sleeps overshoot
   * on a busy machine, so only the upper bound is tight). */
  g_assert_cmpfloat (st->stats.iops, >, 75.0 * qd * threads);
  g_assert_cmpfloat (st->stats.iops, <, 512.0 * qd * threads);
  io_sleep_us = 0;
  ds_io_counters_clear (&c);
}

/* --- real small runs --- */

typedef struct
{
  guint finished;
  guint cancel_after;
  GCancellable *cancellable;
  guint phases_seen;
} Watch;

static void
on_progress (const DsSuiteProgress *p, gpointer user_data)
{
  Watch *w = user_data;

  w->phases_seen |= 1u << p->phase;
  g_assert_cmpfloat (p->fraction, >=, 0.0);
  g_assert_cmpfloat (p->fraction, <=, 1.0);
  if (p->finished != NULL)
    {
      w->finished++;
      g_assert_cmpuint (p->finished->stats.ios, >, 0);
      if (w->cancel_after > 0 && w->finished == w->cancel_after)
        g_cancellable_cancel (w->cancellable);
    }
}

static DsSuiteSettings *
small_settings (DsSuiteKind kind, const char *dir)
{
  DsSuiteSettings *s = ds_suite_settings_new (kind);
  guint qd[] = { 1, 4 };

  s->dir = g_strdup (dir);
  s->size_bytes = 16 * MIB;
  s->duration_s = 0.5;
  s->warmup_s = 0.1;
  s->allow_cached = TRUE;
  if (kind == DS_SUITE_QD_SCALING)
    {
      g_array_set_size (s->queue_depths, 0);
      g_array_append_vals (s->queue_depths, qd, 2);
    }
  return s;
}

static void
test_run_qd_scaling_and_history (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ds-suite-run-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "history.db", NULL);
  g_autoptr(DsSuiteSettings) s = small_settings (DS_SUITE_QD_SCALING, dir);
  g_autoptr(DsSuiteResult) r = NULL, back = NULL;
  g_autoptr(DsHistoryStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  Watch w = { 0 };
  gint64 id;

  r = ds_suite_run (s, on_progress, &w, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ds_run_status_to_string (r->status), ==, "completed");
  g_assert_cmpuint (r->steps->len, ==, 4);
  g_assert_cmpuint (w.finished, ==, 4);
  g_assert_true (w.phases_seen & (1u << DS_SUITE_PHASE_PREPARE));
  g_assert_true (w.phases_seen & (1u << DS_SUITE_PHASE_MEASURE));
  for (guint i = 0; i < r->steps->len; i++)
    {
      DsSuiteStep *st = g_ptr_array_index (r->steps, i);

      g_assert_cmpuint (st->stats.ios, >, 0);
      g_assert_cmpfloat (st->stats.seconds, ==, 0.5);
      g_assert_true (isfinite (st->stats.lat_p99_us));
    }
  g_assert_nonnull (json_object_get_member (r->conditions, "direct_io"));
  text = ds_suite_result_format_text (r, TRUE);
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "4K read rnd: "));

  store = ds_history_store_open (db, &error);
  g_assert_no_error (error);
  id = ds_history_store_save_suite (store, r, &error);
  g_assert_no_error (error);
  g_assert_cmpint (id, >, 0);
  back = ds_history_store_load_suite (store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (back->steps->len, ==, 4);
  g_assert_cmpfloat (((DsSuiteStep *) g_ptr_array_index (back->steps, 3))->stats.iops, ==,
                     ((DsSuiteStep *) g_ptr_array_index (r->steps, 3))->stats.iops);
  {
    g_autoptr(DsBenchResult) not_bench = ds_history_store_load_bench (store, id, &error);

    g_assert_null (not_bench);
    g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
    g_clear_error (&error);
  }
  {
    DsHistoryFilter filter = { .kind = "suite" };
    g_autoptr(GPtrArray) runs = ds_history_store_list_runs (store, &filter, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (runs->len, ==, 1);
    g_test_message ("headline: %s", ((DsHistoryRun *) g_ptr_array_index (runs, 0))->headline);
    g_assert_nonnull (strstr (((DsHistoryRun *) g_ptr_array_index (runs, 0))->headline, "qd-scaling"));
  }
  g_clear_pointer (&store, ds_history_store_free);
  g_assert_cmpint (g_remove (db), ==, 0);
  {
    g_autofree char *wal = g_strconcat (db, "-wal", NULL);
    g_autofree char *shm = g_strconcat (db, "-shm", NULL);

    g_remove (wal);
    g_remove (shm);
  }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_run_cancel_keeps_steps (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ds-suite-cancel-XXXXXX", NULL);
  g_autoptr(DsSuiteSettings) s = small_settings (DS_SUITE_QD_SCALING, dir);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(DsSuiteResult) r = NULL;
  g_autoptr(GError) error = NULL;
  Watch w = { 0 };

  w.cancel_after = 2;
  w.cancellable = cancellable;
  r = ds_suite_run (s, on_progress, &w, cancellable, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_nonnull (r);
  g_assert_cmpstr (ds_run_status_to_string (r->status), ==, "cancelled");
  g_assert_cmpuint (r->steps->len, ==, 2);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
run_linear_samples (guint64 size)
{
  g_autofree char *dir = g_dir_make_tmp ("ds-suite-linear-XXXXXX", NULL);
  g_autoptr(DsSuiteSettings) s = small_settings (DS_SUITE_LINEAR, dir);
  g_autoptr(DsSuiteResult) r = NULL;
  g_autoptr(GError) error = NULL;

  s->size_bytes = size;
  r = ds_suite_run (s, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (r->steps->len, ==, 2);
  for (guint i = 0; i < 2; i++)
    {
      DsSuiteStep *st = g_ptr_array_index (r->steps, i);
      double last = 0;

      /* every byte of the file, once, in order */
      g_assert_cmpuint (st->stats.bytes, ==, size);
      g_assert_cmpuint (st->samples->len, >=, 1);
      for (guint j = 0; j < st->samples->len; j++)
        {
          DsSuiteSample *smp = &g_array_index (st->samples, DsSuiteSample, j);

          g_assert_cmpfloat (smp->position, >, last);
          last = smp->position;
        }
      g_assert_cmpfloat (last, ==, (double) (size));
    }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* A pass keeps its curve however short it is (a 16 MiB pass on a fast
 * drive can end inside the 10 ms below which a last span is not timed). */
static void
test_run_linear_samples (void)
{
  run_linear_samples (64 * MIB);
  run_linear_samples (16 * MIB);
}

/* The frozen schema-4 database keeps its suite run through every upgrade. */
static void
test_history_fixture_v4 (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ds-suite-v4-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "v4.db", NULL);
  g_autofree char *fixture = g_build_filename (g_getenv ("DS_FIXTURES"), "history", "v4.sql", NULL);
  g_autofree char *script = NULL;
  g_autoptr(DsHistoryStore) store = NULL;
  g_autoptr(DsSuiteResult) r = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) error = NULL;
  DsSuiteQdAnswer a;

  g_assert_true (g_file_get_contents (fixture, &script, NULL, &error));
  g_assert_true (ds_history_create_from_script (path, script, &error));
  g_assert_no_error (error);
  store = ds_history_store_open (path, &error);
  g_assert_no_error (error);
  r = ds_history_store_load_suite (store, 3, &error);
  g_assert_no_error (error);
  g_assert_cmpint (r->suite, ==, DS_SUITE_QD_SCALING);
  g_assert_cmpuint (r->steps->len, ==, 2);
  g_assert_true (ds_suite_qd_answer (r, "4K read rnd", ds_suite_result_latency_limit_us (r), &a));
  g_assert_cmpuint (a.queue_depth, ==, 4);
  node = ds_history_store_load_run_json (store, 3, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ds_json_get_string (json_node_get_object (node), "kind"), ==, "suite");
  g_clear_pointer (&store, ds_history_store_free);
  g_remove (path);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* --- the surface suite --- */

static void
test_surface_spans (void)
{
  g_autoptr(GArray) sampled = ds_suite_surface_spans (100 * MIB + 123, MIB, 5, 4 * MIB, FALSE);
  g_autoptr(GArray) full = ds_suite_surface_spans (100 * MIB + 123, MIB, 8, 4 * MIB, TRUE);
  g_autoptr(GArray) covering = ds_suite_surface_spans (10 * MIB, MIB, 4, 4 * MIB, FALSE);
  g_autoptr(GArray) tiny = ds_suite_surface_spans (3 * MIB, MIB, 100, MIB, TRUE);
  g_autoptr(GArray) none = ds_suite_surface_spans (MIB - 1, MIB, 10, MIB, FALSE);
  guint64 total = 0;

  /* 5 reads of 4 MiB, starts evenly spaced from 0 to 96 MiB, the tail
   * under one block never read */
  g_assert_cmpuint (sampled->len, ==, 5);
  for (guint i = 0; i < 5; i++)
    {
      DsSuiteSpan *s = &g_array_index (sampled, DsSuiteSpan, i);

      g_assert_cmpuint (s->offset, ==, i * 24 * MIB);
      g_assert_cmpuint (s->length, ==, 4 * MIB);
    }
  /* a full pass: contiguous, every whole block once */
  g_assert_cmpuint (full->len, ==, 8);
  for (guint i = 0; i < full->len; i++)
    {
      DsSuiteSpan *s = &g_array_index (full, DsSuiteSpan, i);

      g_assert_cmpuint (s->offset, ==, total);
      g_assert_cmpuint (s->offset % MIB, ==, 0);
      g_assert_cmpuint (s->length % MIB, ==, 0);
      total += s->length;
    }
  g_assert_cmpuint (total, ==, 100 * MIB);
  /* samples that would cover the drive anyway read it once, in order */
  g_assert_cmpuint (covering->len, ==, 4);
  g_assert_cmpuint (g_array_index (covering, DsSuiteSpan, 1).offset, ==,
                    g_array_index (covering, DsSuiteSpan, 0).length);
  /* fewer spans than asked on a drive of fewer blocks; none under one */
  g_assert_cmpuint (tiny->len, ==, 3);
  g_assert_cmpuint (none->len, ==, 0);
}

static void
test_surface_fd_check (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ds-surface-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "disk", NULL);
  g_autofree char *data = g_malloc0 (2 * MIB);
  g_autoptr(GError) error = NULL;
  guint64 size = 0;
  gboolean direct = TRUE;
  int fd, pipe_fds[2];

  g_assert_true (g_file_set_contents (path, data, 2 * MIB, NULL));
  fd = g_open (path, O_RDWR, 0);
  g_assert_cmpint (fd, >=, 0);
  g_assert_false (ds_bench_device_check_fd (fd, "/dev/sdz", &size, &direct, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_PERMISSION);
  g_assert_nonnull (strstr (error->message, "writing"));
  g_clear_error (&error);
  close (fd);

  fd = g_open (path, O_WRONLY, 0);
  g_assert_false (ds_bench_device_check_fd (fd, "/dev/sdz", &size, &direct, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_PERMISSION);
  g_clear_error (&error);
  close (fd);

  fd = g_open (path, O_RDONLY, 0);
  g_assert_true (ds_bench_device_check_fd (fd, "/dev/sdz", &size, &direct, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (size, ==, 2 * MIB);
  g_assert_false (direct);
  close (fd);

  g_assert_cmpint (pipe (pipe_fds), ==, 0);
  g_assert_false (ds_bench_device_check_fd (pipe_fds[0], "/dev/sdz", &size, &direct, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_UNSUPPORTED);
  g_clear_error (&error);
  close (pipe_fds[0]);
  close (pipe_fds[1]);

  g_remove (path);
  g_rmdir (dir);
}

static void
test_surface_settings (void)
{
  g_autoptr(DsSuiteSettings) s = ds_suite_settings_new (DS_SUITE_SURFACE);
  g_autoptr(GPtrArray) plan = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) json = NULL;
  guint zero = 0;

  g_assert_true (ds_suite_kind_is_pass (DS_SUITE_SURFACE));
  g_assert_false (ds_suite_settings_validate (s, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "--drive"));
  g_clear_error (&error);
  s->drive = g_strdup ("sda");
  g_assert_true (ds_suite_settings_validate (s, &error));
  g_assert_no_error (error);
  plan = ds_suite_settings_plan (s);
  g_assert_cmpuint (plan->len, ==, 1);
  g_assert_cmpuint (((DsSuiteStepSpec *) g_ptr_array_index (plan, 0))->read_percent, ==, 100);
  /* 100 × 8 MiB at 500 MB/s */
  g_assert_cmpfloat_with_epsilon (ds_suite_settings_estimate_s (s), 100 * 8 * MIB / 500e6, 1e-9);
  json = ds_suite_settings_to_json (s);
  g_assert_cmpstr (ds_json_get_string (json, "drive"), ==, "sda");
  g_assert_cmpint (ds_json_get_int (json, "samples", 0), ==, 100);
  g_assert_true (json_object_get_null_member (json, "dir"));

  /* never a write, never a directory, never a fill */
  g_array_index (s->mixes, guint, 0) = 0;
  g_assert_false (ds_suite_settings_validate (s, &error));
  g_assert_nonnull (strstr (error->message, "only reads"));
  g_clear_error (&error);
  g_array_index (s->mixes, guint, 0) = 100;
  s->dir = g_strdup ("/tmp");
  g_assert_false (ds_suite_settings_validate (s, &error));
  g_clear_error (&error);
  g_clear_pointer (&s->dir, g_free);
  s->fill_percent = 50;
  g_assert_false (ds_suite_settings_validate (s, &error));
  g_clear_error (&error);
  s->fill_percent = 0;
  s->samples = 1;
  g_assert_false (ds_suite_settings_validate (s, &error));
  g_clear_error (&error);
  s->samples = 100;
  g_array_set_size (s->blocks, 0);
  g_array_append_val (s->mixes, zero);
  g_assert_false (ds_suite_settings_validate (s, &error));
  g_clear_error (&error);
}

/* Every suite's options, written as the command line writes them, parse
 * back to the same values (the Suites page shows them so); read shares
 * that double are no range, which their parser would refuse. */
static void
test_option_text_parses_back (void)
{
  for (guint k = 0; k < DS_SUITE_N_KINDS; k++)
    {
      g_autoptr(DsSuiteSettings) s = ds_suite_settings_new (k);
      g_autofree char *blocks = ds_suite_settings_option_text (s, DS_SUITE_OPTION_BLOCKS);
      g_autofree char *qd = ds_suite_settings_option_text (s, DS_SUITE_OPTION_QUEUE_DEPTHS);
      g_autofree char *mixes = ds_suite_settings_option_text (s, DS_SUITE_OPTION_MIXES);
      g_autofree char *limit = ds_suite_settings_option_text (s, DS_SUITE_OPTION_LATENCY_LIMIT);
      g_autoptr(GArray) b = g_array_new (FALSE, FALSE, sizeof (guint64));
      g_autoptr(GArray) q = g_array_new (FALSE, FALSE, sizeof (guint));
      g_autoptr(GArray) m = g_array_new (FALSE, FALSE, sizeof (guint));
      double us;

      if (s->blocks->len > 0)
        {
          g_assert_true (ds_suite_parse_blocks (blocks, b, NULL));
          g_assert_cmpmem (b->data, b->len * sizeof (guint64), s->blocks->data, s->blocks->len * sizeof (guint64));
        }
      if (s->queue_depths->len > 0)
        {
          g_assert_true (ds_suite_parse_counts (qd, 1, 512, q, NULL));
          g_assert_cmpmem (q->data, q->len * sizeof (guint), s->queue_depths->data, s->queue_depths->len * sizeof (guint));
        }
      if (s->mixes->len > 0)
        {
          g_assert_true (ds_suite_parse_mixes (mixes, m, NULL));
          g_assert_cmpmem (m->data, m->len * sizeof (guint), s->mixes->data, s->mixes->len * sizeof (guint));
        }
      g_assert_true (ds_suite_parse_latency (limit, &us, NULL));
      g_assert_cmpfloat_with_epsilon (us, s->latency_limit_us, 1e-6);
    }
  {
    g_autoptr(DsSuiteSettings) s = ds_suite_settings_new (DS_SUITE_BLOCKSIZE);
    g_autofree char *range = ds_suite_settings_option_text (s, DS_SUITE_OPTION_BLOCKS);
    g_autofree char *list = NULL, *mixes = NULL, *limit = NULL, *presets = NULL;
    const guint shares[] = { 25, 50, 100 };
    const guint64 blocks[] = { 4096, 1048576 };

    g_assert_cmpstr (range, ==, "512-64M");
    g_array_set_size (s->blocks, 0);
    g_array_append_vals (s->blocks, blocks, G_N_ELEMENTS (blocks));
    list = ds_suite_settings_option_text (s, DS_SUITE_OPTION_BLOCKS);
    g_assert_cmpstr (list, ==, "4K,1M");
    g_array_set_size (s->mixes, 0);
    g_array_append_vals (s->mixes, shares, G_N_ELEMENTS (shares));
    mixes = ds_suite_settings_option_text (s, DS_SUITE_OPTION_MIXES);
    g_assert_cmpstr (mixes, ==, "25,50,100");
    s->latency_limit_us = 750;
    limit = ds_suite_settings_option_text (s, DS_SUITE_OPTION_LATENCY_LIMIT);
    g_assert_cmpstr (limit, ==, "0.75ms");
    g_strfreev (s->presets);
    s->presets = g_strsplit ("database,vdi", ",", -1);
    presets = ds_suite_settings_option_text (s, DS_SUITE_OPTION_PRESETS);
    g_assert_cmpstr (presets, ==, "database,vdi");
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/suite/parse/blocks-list-and-range", test_parse_blocks);
  g_test_add_func ("/ds/suite/parse/counts-and-read-shares", test_parse_counts_and_mixes);
  g_test_add_func ("/ds/suite/parse/latency-units-and-fill", test_parse_latency);
  g_test_add_func ("/ds/suite/options/text-parses-back", test_option_text_parses_back);
  g_test_add_func ("/ds/suite/plan/blocksize-default-sweeps-512-to-64m-read-then-write", test_plan_blocksize_default);
  g_test_add_func ("/ds/suite/plan/qd-ladder-per-thread-count-and-presets", test_plan_qd_scaling_and_mixes);
  g_test_add_func ("/ds/suite/plan/one-depth-suites-refuse-a-list", test_one_depth_suites_refuse_a_list);
  g_test_add_func ("/ds/suite/settings/blocks-are-whole-sectors", test_blocks_are_whole_sectors);
  g_test_add_func ("/ds/suite/answer/plateau-ignores-a-dip-below-it", test_plateau);
  g_test_add_func ("/ds/suite/answer/deepest-qd-within-limit-and-little-flags", test_qd_answer_and_little);
  g_test_add_func ("/ds/suite/answer/limit-is-inclusive", test_qd_answer_limit_inclusive);
  g_test_add_func ("/ds/suite/answer/noisy-shallower-depths-named", test_qd_answer_names_noisy_depths);
  g_test_add_func ("/ds/suite/answer/latency-limit-on-a-chosen-statistic", test_latency_limit_statistic);
  g_test_add_func ("/ds/suite/answer/cache-drop-not-fooled-by-one-slow-sample", test_cache_drop);
  g_test_add_func ("/ds/suite/answer/cache-size-is-where-the-speed-falls-at-every-sample-size",
                   test_cache_drop_at_every_granularity);
  g_test_add_func ("/ds/suite/answer/headline-speaks-the-users-language", test_headline_speaks_the_users_language);
  g_test_add_func ("/ds/suite/json/round-trip", test_json_round_trip);
  g_test_add ("/ds/suite/engine/random-share-per-io-keeps-the-sequential-stream", Fixture, NULL,
              fixture_setup, test_random_share, fixture_teardown);
  g_test_add ("/ds/suite/engine/steps-share-reserved-buffers", Fixture, NULL,
              fixture_setup, test_buffer_set_reused, fixture_teardown);
  g_test_add ("/ds/suite/engine/kept-write-buffers-are-not-copied-again-and-stay-unique", Fixture, NULL,
              fixture_setup, test_kept_write_buffers_not_copied, fixture_teardown);
  g_test_add ("/ds/suite/engine/little-law-holds-on-a-2ms-device", Fixture, "4,1",
              fixture_setup, test_little_law, fixture_teardown);
  g_test_add ("/ds/suite/engine/little-law-counts-threads-times-depth", Fixture, "2,3",
              fixture_setup, test_little_law, fixture_teardown);
  g_test_add_func ("/ds/suite/run/qd-scaling-small-and-history", test_run_qd_scaling_and_history);
  g_test_add_func ("/ds/suite/run/cancel-keeps-finished-steps", test_run_cancel_keeps_steps);
  g_test_add_func ("/ds/suite/run/linear-pass-covers-the-file-in-order", test_run_linear_samples);
  g_test_add_func ("/ds/suite/history/schema-4-fixture-loads", test_history_fixture_v4);
  g_test_add_func ("/ds/suite/surface/spans-evenly-spaced-or-contiguous-in-whole-blocks", test_surface_spans);
  g_test_add_func ("/ds/suite/surface/refuses-a-descriptor-open-for-writing", test_surface_fd_check);
  g_test_add_func ("/ds/suite/surface/settings-read-a-drive-only", test_surface_settings);
  return g_test_run ();
}
