/* test-bench-result.c — spec names and the result JSON round trip
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ds-bench-result.h"
#include "ds-error.h"
#include "ds-json.h"

static void
test_spec_parses_crystaldiskmark_names (void)
{
  struct { const char *text; DsIoPattern pattern; guint64 block; guint qd, threads; const char *canon; } cases[] = {
    { "SEQ1M Q8T1", DS_IO_PATTERN_SEQ, 1048576, 8, 1, "SEQ1M Q8T1" },
    { "SEQ128K Q32T1", DS_IO_PATTERN_SEQ, 131072, 32, 1, "SEQ128K Q32T1" },
    { "RND4K Q32T16", DS_IO_PATTERN_RND, 4096, 32, 16, "RND4K Q32T16" },
    { "rnd4k q1t1", DS_IO_PATTERN_RND, 4096, 1, 1, "RND4K Q1T1" },
    { "RND512 Q1T1", DS_IO_PATTERN_RND, 512, 1, 1, "RND512 Q1T1" },
    { "SEQ64M Q512T64", DS_IO_PATTERN_SEQ, 64 * 1048576ULL, 512, 64, "SEQ64M Q512T64" },
    { "RND4K Q1024T256", DS_IO_PATTERN_RND, 4096, 1024, 256, "RND4K Q1024T256" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *canon = NULL;
      DsBenchSpec spec;

      g_assert_true (ds_bench_spec_parse (cases[i].text, &spec, &error));
      g_assert_no_error (error);
      g_assert_cmpint (spec.pattern, ==, cases[i].pattern);
      g_assert_cmpuint (spec.block_size, ==, cases[i].block);
      g_assert_cmpuint (spec.queue_depth, ==, cases[i].qd);
      g_assert_cmpuint (spec.threads, ==, cases[i].threads);
      canon = ds_bench_spec_to_string (&spec);
      g_assert_cmpstr (canon, ==, cases[i].canon);
    }
}

static void
test_spec_rejects_bad_names (void)
{
  const char *bad[] = {
    "", "SEQ", "SEQ1M", "SEQ1M Q0T1", "SEQ1M Q1025T1", "SEQ1M Q8T0", "SEQ1M Q8T257",
    "SEQ128M Q1T1", "RND256 Q1T1", "RND4K Q1", "XYZ4K Q1T1", "SEQ1G Q1T1", "SEQ1M Q8T1x",
    "RND1000 Q1T1", "SEQ-1M Q1T1",
    "RND768 Q1T1", /* a multiple of 256 but not of a 512-byte sector */
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      DsBenchSpec spec;

      g_assert_false (ds_bench_spec_parse (bad[i], &spec, &error));
      g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
    }
}

static void
add_run (DsBenchTestResult *t, double mbps)
{
  DsIoRunStats r = { 0 };

  r.mbps = mbps;
  r.iops = mbps * 1e6 / t->spec.block_size;
  r.lat_p99_us = 1000.0 / mbps;
  r.lat_mean_us = 500.0 / mbps;
  g_array_append_val (t->runs, r);
}

static void
test_best_and_median_runs (void)
{
  DsBenchSpec spec = { DS_IO_PATTERN_SEQ, 1048576, 8, 1 };
  g_autoptr(DsBenchTestResult) t = ds_bench_test_result_new (&spec, DS_IO_MODE_READ);

  g_assert_null (ds_bench_test_result_best (t));
  add_run (t, 3000);
  add_run (t, 3500);
  add_run (t, 2000);
  add_run (t, 3100);
  g_assert_cmpfloat (ds_bench_test_result_best (t)->mbps, ==, 3500);
  g_assert_cmpfloat (ds_bench_test_result_median (t)->mbps, ==, 3000);
}

/* What makes a number doubtful: over the link's ceiling (beyond rounding),
 * through the page cache, or with the I/O threads' cores saturated. */
static void
test_doubts (void)
{
  DsBenchSpec seq = { DS_IO_PATTERN_SEQ, 1048576, 8, 1 };
  DsBenchSpec rnd = { DS_IO_PATTERN_RND, 4096, 32, 4 };
  g_autoptr(DsBenchTestResult) t = ds_bench_test_result_new (&seq, DS_IO_MODE_READ);
  g_autoptr(DsBenchTestResult) r = ds_bench_test_result_new (&rnd, DS_IO_MODE_READ);
  DsIoRunStats *best;

  g_assert_cmpint (ds_bench_test_result_doubts (t, 600), ==, DS_BENCH_DOUBT_NONE);
  add_run (t, 560);
  add_run (t, 3000);
  best = &g_array_index (t->runs, DsIoRunStats, 1);
  best->seconds = 5;
  best->cpu_seconds = 1;
  /* 3 GB/s on SATA (600 MB/s), but the same number on PCIe, or unknown. */
  g_assert_cmpint (ds_bench_test_result_doubts (t, 600), ==, DS_BENCH_DOUBT_ABOVE_LINK);
  g_assert_cmpint (ds_bench_test_result_doubts (t, 3938), ==, DS_BENCH_DOUBT_NONE);
  g_assert_cmpint (ds_bench_test_result_doubts (t, NAN), ==, DS_BENCH_DOUBT_NONE);
  g_assert_cmpint (ds_bench_test_result_doubts (t, 2990), ==, DS_BENCH_DOUBT_NONE);
  t->cached = TRUE;
  g_assert_cmpint (ds_bench_test_result_doubts (t, 3938), ==, DS_BENCH_DOUBT_CACHED);
  /* One core per thread: 4.7 s of CPU in 5 s is a saturated core for one
   * thread, not for four. */
  best->cpu_seconds = 4.7;
  g_assert_cmpint (ds_bench_test_result_doubts (t, 3938), ==, DS_BENCH_DOUBT_CACHED | DS_BENCH_DOUBT_CPU_BOUND);
  add_run (r, 400);
  best = &g_array_index (r->runs, DsIoRunStats, 0);
  best->seconds = 5;
  best->cpu_seconds = 4.7;
  g_assert_cmpint (ds_bench_test_result_doubts (r, 3938), ==, DS_BENCH_DOUBT_NONE);
  best->cpu_seconds = 19;
  g_assert_cmpint (ds_bench_test_result_doubts (r, 3938), ==, DS_BENCH_DOUBT_CPU_BOUND);
  best->cpu_seconds = NAN;
  g_assert_cmpint (ds_bench_test_result_doubts (r, 3938), ==, DS_BENCH_DOUBT_NONE);
}

static void
test_json_round_trip_keeps_every_run (void)
{
  g_autoptr(DsBenchResult) a = ds_bench_result_new ();
  g_autoptr(DsBenchResult) b = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(JsonNode) node2 = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text_a = NULL;
  g_autofree char *text_b = NULL;
  DsBenchSpec seq = { DS_IO_PATTERN_SEQ, 1048576, 8, 1 };
  DsBenchSpec rnd = { DS_IO_PATTERN_RND, 4096, 32, 16 };
  DsBenchTestResult *t;

  a->uuid = g_strdup ("0f8a4e3c-1111-2222-3333-444455556666");
  a->start_time = 1700000000;
  a->end_time = 1700000100;
  json_object_set_string_member (a->settings, "profile", "nvme");
  json_object_set_string_member (a->conditions, "filesystem", "ext4");
  t = ds_bench_test_result_new (&seq, DS_IO_MODE_READ);
  add_run (t, 7000);
  add_run (t, 7100);
  g_ptr_array_add (a->tests, t);
  t = ds_bench_test_result_new (&rnd, DS_IO_MODE_MIX);
  t->mix_read_percent = 70;
  add_run (t, 400);
  g_ptr_array_add (a->tests, t);

  node = ds_bench_result_to_json (a);
  text_a = ds_json_to_string (node, FALSE);
  g_assert_nonnull (strstr (text_a, "\"spec\":\"SEQ1M Q8T1\""));
  g_assert_nonnull (strstr (text_a, "\"mbps\":7100"));
  b = ds_bench_result_from_json (node, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (b->tests->len, ==, 2);
  t = g_ptr_array_index (b->tests, 0);
  g_assert_cmpuint (t->runs->len, ==, 2);
  g_assert_cmpfloat (g_array_index (t->runs, DsIoRunStats, 1).mbps, ==, 7100);
  t = g_ptr_array_index (b->tests, 1);
  g_assert_cmpint (t->mode, ==, DS_IO_MODE_MIX);
  g_assert_nonnull (ds_bench_result_find (b, &rnd, DS_IO_MODE_MIX));
  g_assert_null (ds_bench_result_find (b, &rnd, DS_IO_MODE_READ));
  node2 = ds_bench_result_to_json (b);
  text_b = ds_json_to_string (node2, FALSE);
  g_assert_cmpstr (text_a, ==, text_b);
}

static void
test_from_json_rejects_other_documents (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = ds_json_from_string ("{\"samples\":[]}", &error);
  DsBenchResult *r;

  g_assert_no_error (error);
  r = ds_bench_result_from_json (node, &error);
  g_assert_null (r);
  g_assert_error (error, DS_ERROR, DS_ERROR_PARSE);
}

/* Kind and status are enums in code and the same strings in JSON as
 * before; a kind or status this version does not know is refused, not
 * guessed. */
static void
test_kind_and_status_keep_their_strings (void)
{
  static const char * const kinds[] = { "bench", "thermal", "imported-cdm", "imported-fio" };
  static const char * const statuses[] = { "completed", "cancelled", "failed" };
  g_autoptr(DsBenchResult) r = ds_bench_result_new ();
  g_autoptr(DsBenchResult) back = NULL;
  g_autoptr(JsonNode) json = NULL;
  g_autoptr(GError) error = NULL;
  JsonObject *root;

  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    {
      DsRunKind kind;

      g_assert_true (ds_run_kind_from_string (kinds[i], &kind));
      g_assert_cmpstr (ds_run_kind_to_string (kind), ==, kinds[i]);
      g_assert_true (ds_run_kind_is_imported (kind) == g_str_has_prefix (kinds[i], "imported-"));
    }
  for (guint i = 0; i < G_N_ELEMENTS (statuses); i++)
    {
      DsRunStatus status;

      g_assert_true (ds_run_status_from_string (statuses[i], &status));
      g_assert_cmpstr (ds_run_status_to_string (status), ==, statuses[i]);
    }

  r->kind = DS_RUN_KIND_IMPORTED_FIO;
  r->status = DS_RUN_STATUS_CANCELLED;
  json = ds_bench_result_to_json (r);
  root = json_node_get_object (json);
  g_assert_cmpstr (ds_json_get_string (root, "kind"), ==, "imported-fio");
  g_assert_cmpstr (ds_json_get_string (root, "status"), ==, "cancelled");
  back = ds_bench_result_from_json (json, &error);
  g_assert_no_error (error);
  g_assert_cmpint (back->kind, ==, DS_RUN_KIND_IMPORTED_FIO);
  g_assert_cmpint (back->status, ==, DS_RUN_STATUS_CANCELLED);
  g_clear_pointer (&back, ds_bench_result_free);

  json_object_set_string_member (root, "kind", "imported-something-new");
  g_assert_null (ds_bench_result_from_json (json, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "imported-something-new"));
  g_clear_error (&error);
  json_object_set_string_member (root, "kind", "bench");
  json_object_set_string_member (root, "status", "paused");
  g_assert_null (ds_bench_result_from_json (json, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_PARSE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/bench/spec/parses-crystaldiskmark-names", test_spec_parses_crystaldiskmark_names);
  g_test_add_func ("/ds/bench/spec/rejects-bad-names", test_spec_rejects_bad_names);
  g_test_add_func ("/ds/bench/result/best-and-median-runs", test_best_and_median_runs);
  g_test_add_func ("/ds/bench/result/doubts", test_doubts);
  g_test_add_func ("/ds/bench/result/json-round-trip-keeps-every-run", test_json_round_trip_keeps_every_run);
  g_test_add_func ("/ds/bench/result/from-json-rejects-other-documents", test_from_json_rejects_other_documents);
  g_test_add_func ("/ds/bench/result/kind-and-status-keep-their-strings", test_kind_and_status_keep_their_strings);
  return g_test_run ();
}
