/* test-bench-steady.c — bench --steady: preconditioning, rounds until steady,
 * the verdict in JSON, text and the history
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "ds-bench-job.h"
#include "ds-bench-steady.h"
#include "ds-bench-text.h"
#include "ds-error.h"
#include "ds-history-compare.h"
#include "ds-history-store.h"
#include "ds-json.h"
#include "ds-report.h"

#define MIB (G_GUINT64_CONSTANT (1) << 20)

/* A steady-state result without I/O: one RND4K write test whose rounds are
 * @iops (MB/s = IOPS x 4096 / 1e6). */
static DsBenchResult *
synthetic (const double *iops, guint n)
{
  g_autoptr(DsBenchSettings) s = ds_bench_settings_new ();
  DsBenchResult *r = ds_bench_result_new ();
  DsBenchSpec spec;
  DsBenchTestResult *t;

  g_assert_true (ds_bench_spec_parse ("RND4K Q32T1", &spec, NULL));
  s->steady.enabled = TRUE;
  json_object_unref (r->settings);
  r->settings = ds_bench_settings_to_json (s);
  t = ds_bench_test_result_new (&spec, DS_IO_MODE_WRITE);
  for (guint i = 0; i < n; i++)
    {
      DsIoRunStats run = { 0 };

      run.iops = iops[i];
      run.mbps = iops[i] * 4096 / 1e6;
      run.seconds = 60;
      run.cpu_seconds = NAN;
      g_array_append_val (t->runs, run);
    }
  g_ptr_array_add (r->tests, t);
  return r;
}

/* A burst of 3 rounds at 4000 IOPS and then 400: steady at round 8 (the
 * window 4..8), FOB 4000 against 400, in text and JSON; a result rebuilt
 * from its JSON (as an export comes back) gives the same verdict. */
static void
test_verdict_text_and_json (void)
{
  static const double v[] = { 4000, 4000, 4000, 400, 400, 400, 400, 400 };
  g_autoptr(DsBenchResult) r = synthetic (v, G_N_ELEMENTS (v));
  g_autoptr(DsBenchResult) back = NULL;
  g_autoptr(DsSteadyResult) verdict = ds_bench_test_result_steady (r, g_ptr_array_index (r->tests, 0));
  g_autoptr(JsonNode) node = ds_bench_result_to_json (r);
  g_autofree char *text = ds_bench_result_format_text (r, DS_BENCH_TEXT_FLAGS_NONE);
  g_autoptr(GError) error = NULL;
  JsonObject *test;
  JsonObject *steady;

  g_assert_nonnull (verdict);
  g_assert_true (verdict->reached);
  g_assert_cmpuint (verdict->rounds_to_steady, ==, 8);

  test = json_array_get_object_element (ds_json_get_array (json_node_get_object (node), "tests"), 0);
  g_assert_cmpfloat (ds_json_get_double (test, "fob_iops", 0), ==, 4000);
  g_assert_cmpfloat (ds_json_get_double (test, "steady_iops", 0), ==, 400);
  g_assert_cmpfloat_with_epsilon (ds_json_get_double (test, "steady_mbps", 0), 1.6384, 1e-9);
  steady = ds_json_get_object (test, "steady");
  g_assert_nonnull (steady);
  g_assert_true (ds_json_get_bool (steady, "reached", FALSE));
  g_assert_cmpint (ds_json_get_int (steady, "rounds_to_steady", 0), ==, 8);
  g_assert_cmpint (json_array_get_length (ds_json_get_array (steady, "rounds")), ==, 8);

  /* the test says its rounds, their length, and whether it got there */
  g_assert_cmpint (ds_json_get_int (test, "rounds", 0), ==, 8);
  g_assert_cmpfloat (ds_json_get_double (test, "round_s", 0), ==, 60);
  g_assert_true (ds_json_get_bool (test, "steady_reached", FALSE));
  g_assert_cmpint (ds_json_get_int (test, "rounds_to_steady", 0), ==, 8);
  {
    JsonObject *top = ds_json_get_object (json_node_get_object (node), "steady_state");

    g_assert_nonnull (top);
    g_assert_true (ds_json_get_bool (top, "reached", FALSE));
    g_assert_cmpint (ds_json_get_int (top, "tests_reached", 0), ==, 1);
    g_assert_cmpint (ds_json_get_int (top, "rounds", 0), ==, 8);
    g_assert_cmpfloat (ds_json_get_double (top, "round_s", 0), ==, 60);
  }

  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "Steady state (SNIA PTS)"));
  g_assert_nonnull (strstr (text, "steady after 8 rounds (rounds 4–8)"));
  g_assert_nonnull (strstr (text, "4000"));
  /* rounds, not CrystalDiskMark's runs and measure time; the test's line
   * is the steady window's, not the best (FOB) round's */
  g_assert_null (strstr (text, "(x5)"));
  g_assert_null (strstr (text, "Measure 5 sec"));
  g_assert_nonnull (strstr (text, "(rounds of 60 s, up to 25)"));
  g_assert_nonnull (strstr (text, "Round 60 sec / Window 5 rounds / No warm-up (round 1 is FOB)"));
  g_assert_nonnull (strstr (text, "[    400.0 IOPS]"));
  g_assert_null (strstr (text, "[   4000.0 IOPS]"));

  {
    /* the CSV export carries the FOB round against the steady window */
    g_autoptr(GPtrArray) runs = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_report_run_free);
    g_autofree char *csv = NULL;

    g_ptr_array_add (runs, ds_report_run_new_bench (synthetic (v, G_N_ELEMENTS (v)), NULL, NULL));
    csv = ds_report_csv (runs, &error);
    g_assert_no_error (error);
    g_assert_nonnull (strstr (csv, ",fob_iops,steady_iops,steady_mbps,steady_reached,rounds_to_steady\r\n"));
    g_assert_nonnull (strstr (csv, ",4000.00,400.00,1.64,true,8\r\n"));
  }

  back = ds_bench_result_from_json (node, &error);
  g_assert_no_error (error);
  {
    g_autoptr(DsSteadyResult) again = ds_bench_test_result_steady (back, g_ptr_array_index (back->tests, 0));

    g_assert_nonnull (again);
    g_assert_cmpuint (again->rounds_to_steady, ==, 8);
  }
}

/* compare sets two steady runs' FOB and steady IOPS side by side. */
static void
test_compare_fob_and_steady (void)
{
  static const double a[] = { 4000, 4000, 4000, 400, 400, 400, 400, 400 };
  static const double b[] = { 2000, 800, 800, 800, 800, 800 };
  g_autoptr(DsBenchResult) ra = synthetic (a, G_N_ELEMENTS (a));
  g_autoptr(DsBenchResult) rb = synthetic (b, G_N_ELEMENTS (b));
  g_autoptr(GPtrArray) runs = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  g_autoptr(JsonNode) comparison = NULL;
  g_autoptr(GError) error = NULL;
  JsonArray *rows;
  gboolean fob = FALSE, steady = FALSE;

  ra->uuid = g_strdup ("11111111-2222-4333-8444-555555555555");
  rb->uuid = g_strdup ("11111111-2222-4333-8444-666666666666");
  g_ptr_array_add (runs, ds_bench_result_to_json (ra));
  g_ptr_array_add (runs, ds_bench_result_to_json (rb));
  comparison = ds_history_compare (runs, &error);
  g_assert_no_error (error);
  rows = ds_json_get_array (json_node_get_object (comparison), "rows");
  for (guint i = 0; i < json_array_get_length (rows); i++)
    {
      JsonObject *row = json_array_get_object_element (rows, i);
      JsonArray *values = ds_json_get_array (row, "values");
      const char *test = ds_json_get_string (row, "test");

      if (g_strcmp0 (ds_json_get_string (row, "unit"), "IOPS") != 0)
        continue;
      if (g_strcmp0 (test, "RND4K Q32T1 FOB") == 0)
        {
          fob = TRUE;
          g_assert_cmpfloat (json_array_get_double_element (values, 0), ==, 4000);
          g_assert_cmpfloat (json_array_get_double_element (values, 1), ==, 2000);
        }
      if (g_strcmp0 (test, "RND4K Q32T1 steady") == 0)
        {
          steady = TRUE;
          g_assert_cmpfloat (json_array_get_double_element (values, 0), ==, 400);
          g_assert_cmpfloat (json_array_get_double_element (values, 1), ==, 800);
        }
    }
  g_assert_true (fob && steady);
}

/* A run that never settles says so, and still reports its numbers. */
static void
test_not_reached_says_so (void)
{
  double v[25];
  g_autoptr(DsBenchResult) r = NULL;
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) node = NULL;
  JsonObject *test;

  for (guint i = 0; i < G_N_ELEMENTS (v); i++)
    v[i] = 1000.0 * pow (0.96, i);
  r = synthetic (v, G_N_ELEMENTS (v));
  text = ds_bench_result_format_text (r, DS_BENCH_TEXT_FLAGS_NONE);
  g_assert_nonnull (strstr (text, "not steady after 25 rounds"));
  g_assert_nonnull (strstr (text, "not steady in 25 rounds (the last 5)"));
  node = ds_bench_result_to_json (r);
  test = json_array_get_object_element (ds_json_get_array (json_node_get_object (node), "tests"), 0);
  g_assert_false (ds_json_get_bool (ds_json_get_object (test, "steady"), "reached", TRUE));
  g_assert_false (ds_json_get_bool (test, "steady_reached", TRUE));
  g_assert_true (JSON_NODE_HOLDS_NULL (json_object_get_member (test, "rounds_to_steady")));
  g_assert_false (ds_json_get_bool (ds_json_get_object (json_node_get_object (node), "steady_state"), "reached", TRUE));
  g_assert_cmpfloat (ds_json_get_double (test, "fob_iops", 0), ==, 1000);
  g_assert_true (isfinite (ds_json_get_double (test, "steady_iops", NAN)));
}

/* A plain run has no steady section, in text or JSON. */
static void
test_plain_run_has_none (void)
{
  static const double v[] = { 400, 400 };
  g_autoptr(DsBenchResult) r = synthetic (v, 2);
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) node = NULL;
  JsonObject *test;

  json_object_remove_member (r->settings, "steady");
  g_assert_null (ds_bench_test_result_steady (r, g_ptr_array_index (r->tests, 0)));
  text = ds_bench_result_format_text (r, DS_BENCH_TEXT_FLAGS_NONE);
  g_assert_null (strstr (text, "Steady state"));
  node = ds_bench_result_to_json (r);
  test = json_array_get_object_element (ds_json_get_array (json_node_get_object (node), "tests"), 0);
  g_assert_false (json_object_has_member (test, "steady"));
  g_assert_false (json_object_has_member (json_node_get_object (node), "steady_state"));
  g_assert_nonnull (strstr (text, "(x5)"));
}

static void
test_settings_validate (void)
{
  g_autoptr(DsBenchSettings) s = ds_bench_settings_new ();
  g_autoptr(GError) error = NULL;

  s->dir = g_strdup ("/tmp");
  s->steady.enabled = TRUE;
  g_assert_true (ds_bench_settings_validate (s, NULL));
  s->steady.precondition_passes = 11;
  g_assert_false (ds_bench_settings_validate (s, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "preconditioning"));
  g_clear_error (&error);
  s->steady.precondition_passes = 2;
  s->steady.options.max_rounds = 3;
  g_assert_false (ds_bench_settings_validate (s, &error));
  g_assert_nonnull (strstr (error->message, "rounds"));
  g_clear_error (&error);
  /* Off, the steady options are not looked at. */
  s->steady.enabled = FALSE;
  g_assert_true (ds_bench_settings_validate (s, NULL));
}

typedef struct
{
  guint   precondition_reports;
  guint   passes;
  guint   last_pass;
  guint64 last_written;
  gboolean written_went_back;
  guint   max_round;
} Log;

static void
on_progress (const DsBenchProgress *p, gpointer data)
{
  Log *log = data;

  if (p->phase == DS_BENCH_PHASE_PRECONDITION)
    {
      log->precondition_reports++;
      log->passes = p->passes;
      log->last_pass = p->pass;
      if (p->written_bytes < log->last_written)
        log->written_went_back = TRUE;
      log->last_written = p->written_bytes;
    }
  else if (p->phase == DS_BENCH_PHASE_MEASURE)
    log->max_round = MAX (log->max_round, p->run);
}

/* The real job: 2 passes over the 16 MiB file, then rounds of 1 s until
 * the 3-round window is steady or 4 rounds have run; the history keeps the
 * rounds and the options, so the loaded run gives the same verdict. */
static void
test_job_preconditions_and_runs_rounds (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ds-bench-steady-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "history.db", NULL);
  g_autoptr(DsBenchSettings) s = ds_bench_settings_new ();
  g_autoptr(DsBenchResult) r = NULL;
  g_autoptr(DsSteadyResult) verdict = NULL;
  const DsBenchTestResult *t;
  Log log = { 0 };

  g_free (s->dir);
  s->dir = g_strdup (dir);
  g_assert_true (ds_bench_settings_set_tests (s, "RND4K Q4T1", NULL));
  s->modes = DS_BENCH_MODES_WRITE;
  s->size_bytes = 16 * MIB;
  s->interval_s = 0;
  s->allow_cached = TRUE;
  s->steady.enabled = TRUE;
  s->steady.precondition_passes = 2;
  s->steady.options.round_s = 1;
  s->steady.options.window = 3;
  s->steady.options.max_rounds = 4;
  r = ds_bench_run (s, on_progress, &log, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (r);

  g_assert_cmpuint (log.precondition_reports, >=, 2);
  g_assert_cmpuint (log.passes, ==, 2);
  g_assert_cmpuint (log.last_pass, ==, 2);
  g_assert_cmpuint (log.last_written, ==, 2 * 16 * MIB);
  g_assert_false (log.written_went_back);

  g_assert_cmpuint (r->tests->len, ==, 1);
  t = g_ptr_array_index (r->tests, 0);
  verdict = ds_bench_test_result_steady (r, t);
  g_assert_nonnull (verdict);
  g_assert_cmpuint (t->runs->len, >=, 3);
  g_assert_cmpuint (t->runs->len, <=, 4);
  g_assert_cmpuint (log.max_round, ==, t->runs->len);
  /* It stopped exactly when the detector said so. */
  if (verdict->reached)
    g_assert_cmpuint (verdict->rounds_to_steady, ==, t->runs->len);
  else
    g_assert_cmpuint (t->runs->len, ==, 4);
  for (guint i = 0; i < t->runs->len; i++)
    g_assert_cmpfloat_with_epsilon (g_array_index (t->runs, DsIoRunStats, i).seconds, 1.0, 0.3);
  g_assert_cmpint (ds_json_get_int (ds_json_get_object (r->settings, "steady"), "precondition_passes", -1), ==, 2);

  {
    g_autoptr(DsHistoryStore) store = ds_history_store_open (db, &error);
    g_autoptr(DsBenchResult) back = NULL;
    g_autoptr(DsSteadyResult) again = NULL;
    g_autofree char *text = NULL;
    gint64 id;

    g_assert_no_error (error);
    id = ds_history_store_save_bench (store, r, &error);
    g_assert_no_error (error);
    back = ds_history_store_load_bench (store, id, &error);
    g_assert_no_error (error);
    again = ds_bench_test_result_steady (back, g_ptr_array_index (back->tests, 0));
    g_assert_nonnull (again);
    g_assert_cmpint (again->reached, ==, verdict->reached);
    g_assert_cmpuint (again->rounds_to_steady, ==, verdict->rounds_to_steady);
    g_assert_cmpuint (ds_steady_result_rounds (again), ==, ds_steady_result_rounds (verdict));
    text = ds_bench_result_format_text (back, DS_BENCH_TEXT_DETAILS);
    g_assert_nonnull (strstr (text, "Steady state (SNIA PTS)"));
  }
  {
    g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
    const char *name;

    while ((name = g_dir_read_name (d)) != NULL)
      {
        g_autofree char *path = g_build_filename (dir, name, NULL);

        /* Only the history is left: no test file. */
        g_assert_true (g_str_has_prefix (name, "history.db"));
        g_assert_cmpint (g_unlink (path), ==, 0);
      }
  }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/bench/steady/verdict-text-and-json", test_verdict_text_and_json);
  g_test_add_func ("/ds/bench/steady/not-reached-says-so", test_not_reached_says_so);
  g_test_add_func ("/ds/bench/steady/compare-fob-and-steady", test_compare_fob_and_steady);
  g_test_add_func ("/ds/bench/steady/plain-run-has-none", test_plain_run_has_none);
  g_test_add_func ("/ds/bench/steady/settings-validate", test_settings_validate);
  g_test_add_func ("/ds/bench/steady/job-preconditions-and-runs-rounds", test_job_preconditions_and_runs_rounds);
  return g_test_run ();
}
