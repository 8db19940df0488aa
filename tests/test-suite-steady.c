/* test-suite-steady.c — the suites in rounds: the SNIA PTS IOPS matrix and
 * write saturation (plans, verdicts from synthetic rounds, exports, the
 * heatmap, one short real run with preconditioning and the history)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "ds-chart.h"
#include "ds-error.h"
#include "ds-history-store.h"
#include "ds-json.h"
#include "ds-suite-analysis.h"
#include "ds-suite-job.h"
#include "ds-suite-steady.h"
#include "ds-suite-text.h"

#define KIB G_GUINT64_CONSTANT (1024)
#define MIB (KIB * 1024)

static DsSuiteStep *
round_step (guint round, guint read, guint64 block, double iops)
{
  DsSuiteStepSpec spec = { NULL, read, 100, block, 4, 1 };
  DsSuiteStep *st = ds_suite_step_new (&spec);

  st->round = round;
  st->stats.iops = iops;
  st->stats.mbps = iops * block / 1e6;
  st->stats.ios = 1000;
  st->stats.bytes = (guint64) (iops * block);
  st->stats.seconds = 1;
  st->stats.lat_mean_us = 4e6 / iops;
  st->stats.lat_p99_us = 5e6 / iops;
  return st;
}

/* A result of @kind whose settings are the suite's with a window of 3. */
static DsSuiteResult *
result_for (DsSuiteKind kind, guint max_rounds)
{
  g_autoptr(DsSuiteSettings) s = ds_suite_settings_new (kind);
  DsSuiteResult *r = ds_suite_result_new (kind);

  s->dir = g_strdup ("/tmp");
  s->steady.window = 3;
  s->steady.max_rounds = max_rounds;
  s->duration_s = 1;
  json_object_unref (r->settings);
  r->settings = ds_suite_settings_to_json (s);
  r->uuid = g_strdup ("11111111-2222-4333-8444-555555555555");
  return r;
}

static void
test_plans (void)
{
  g_autoptr(DsSuiteSettings) m = ds_suite_settings_new (DS_SUITE_IOPS_MATRIX);
  g_autoptr(DsSuiteSettings) w = ds_suite_settings_new (DS_SUITE_WSAT);
  g_autoptr(GPtrArray) plan = NULL, wplan = NULL;
  g_autoptr(GError) error = NULL;
  const DsSuiteStepSpec *first, *last;

  m->dir = g_strdup ("/tmp");
  w->dir = g_strdup ("/tmp");
  g_assert_true (ds_suite_settings_validate (m, NULL));
  g_assert_true (ds_suite_settings_validate (w, NULL));
  plan = ds_suite_settings_plan (m);
  /* the PTS's 7 mixes by 8 block sizes, each mix from 1M down to 512 */
  g_assert_cmpuint (plan->len, ==, 56);
  first = g_ptr_array_index (plan, 0);
  last = g_ptr_array_index (plan, 55);
  g_assert_cmpuint (first->read_percent, ==, 100);
  g_assert_cmpuint (first->block_size, ==, MIB);
  g_assert_cmpuint (last->read_percent, ==, 0);
  g_assert_cmpuint (last->block_size, ==, 512);
  g_assert_cmpuint (first->random_percent, ==, 100);
  g_assert_cmpuint (first->queue_depth, ==, 32);
  g_assert_cmpuint (first->threads, ==, 4);
  g_assert_cmpfloat (m->warmup_s, ==, 0);
  g_assert_cmpuint (m->precondition_passes, ==, 2);
  g_assert_cmpuint (m->steady.window, ==, 5);
  g_assert_cmpuint (m->steady.max_rounds, ==, 25);
  wplan = ds_suite_settings_plan (w);
  g_assert_cmpuint (wplan->len, ==, 1);
  g_assert_cmpuint (((DsSuiteStepSpec *) g_ptr_array_index (wplan, 0))->block_size, ==, 4 * KIB);
  g_assert_cmpuint (((DsSuiteStepSpec *) g_ptr_array_index (wplan, 0))->read_percent, ==, 0);
  g_assert_cmpfloat (w->write_multiple, ==, 4.0);

  /* the tracked cell must be in the matrix */
  g_array_set_size (m->mixes, 1);   /* 100 only */
  g_assert_false (ds_suite_settings_validate (m, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "4K"));
  g_clear_error (&error);
  g_array_index (m->mixes, guint, 0) = 0;
  g_assert_true (ds_suite_settings_validate (m, NULL));
  m->warmup_s = 1;
  g_assert_false (ds_suite_settings_validate (m, &error));
  g_assert_nonnull (strstr (error->message, "warm-up"));
  g_clear_error (&error);
  m->warmup_s = 0;
  m->steady.window = 30;   /* more than the rounds */
  g_assert_false (ds_suite_settings_validate (m, &error));
  g_clear_error (&error);
  w->write_multiple = 0;
  g_assert_false (ds_suite_settings_validate (w, &error));
  g_clear_error (&error);
}

/* Round 1 is the FOB value (1000 IOPS on 4K write); rounds 2-4 are within
 * the limits: steady after 4 rounds, the matrix the window's averages. */
static void
test_matrix_verdict (void)
{
  g_autoptr(DsSuiteResult) r = result_for (DS_SUITE_IOPS_MATRIX, 25);
  g_autoptr(DsSteadyResult) steady = NULL;
  g_autoptr(GArray) cells = NULL, blocks = NULL, mixes = NULL;
  g_autoptr(JsonObject) summary = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(DsSuiteResult) back = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL, *csv = NULL, *headline = NULL;
  const double write4k[] = { 1000, 500, 510, 505 };
  const DsSuiteMatrixCell *c;

  for (guint round = 1; round <= 4; round++)
    {
      g_ptr_array_add (r->steps, round_step (round, 100, 64 * KIB, 300 + round));
      g_ptr_array_add (r->steps, round_step (round, 100, 4 * KIB, 2000 + round));
      g_ptr_array_add (r->steps, round_step (round, 0, 64 * KIB, 100 * round));
      g_ptr_array_add (r->steps, round_step (round, 0, 4 * KIB, write4k[round - 1]));
    }
  steady = ds_suite_result_steady (r);
  g_assert_nonnull (steady);
  g_assert_true (steady->reached);
  g_assert_cmpuint (steady->rounds_to_steady, ==, 4);
  g_assert_cmpuint (steady->window.first_round, ==, 2);
  g_assert_cmpfloat (ds_steady_result_fob (steady), ==, 1000);
  g_assert_cmpfloat_with_epsilon (steady->window.average, 505, 1e-9);
  g_assert_cmpuint (ds_suite_result_rounds (r), ==, 4);

  cells = ds_suite_matrix (r, &blocks, &mixes);
  g_assert_cmpuint (cells->len, ==, 4);
  g_assert_cmpuint (g_array_index (blocks, guint64, 0), ==, 64 * KIB);
  g_assert_cmpuint (g_array_index (mixes, guint, 1), ==, 0);
  /* 0/100, 64K: rounds 2-4 of 100 x round */
  c = &g_array_index (cells, DsSuiteMatrixCell, 2);
  g_assert_cmpuint (c->block_size, ==, 64 * KIB);
  g_assert_cmpfloat_with_epsilon (c->steady_iops, 300, 1e-9);
  g_assert_cmpfloat (c->fob_iops, ==, 100);
  c = &g_array_index (cells, DsSuiteMatrixCell, 3);
  g_assert_cmpfloat_with_epsilon (c->steady_iops, 505, 1e-9);

  summary = ds_suite_summary_to_json (r);
  g_assert_true (ds_json_get_bool (ds_json_get_object (summary, "steady"), "reached", FALSE));
  g_assert_cmpuint (json_array_get_length (ds_json_get_array (summary, "matrix")), ==, 4);
  text = ds_suite_result_format_text (r, FALSE);
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "steady state after 4 rounds (window of rounds 2-4), 505 IOPS; FOB 1000 IOPS"));
  g_assert_nonnull (strstr (text, "0/100"));
  g_assert_nonnull (strstr (text, "4.4"));   /* round 4, its 4th step */
  headline = ds_suite_headline (r);
  g_assert_nonnull (strstr (headline, "505 IOPS steady after 4 rounds"));
  csv = ds_suite_result_format_csv (r);
  g_assert_nonnull (strstr (csv, "block_sizes,round\n"));
  g_assert_nonnull (strstr (csv, ",4\n"));

  /* the rounds survive the JSON, and the verdict with them */
  node = ds_suite_result_to_json (r);
  back = ds_suite_result_from_json (node, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (((DsSuiteStep *) g_ptr_array_index (back->steps, 15))->round, ==, 4);
  {
    g_autoptr(DsSteadyResult) again = ds_suite_result_steady (back);

    g_assert_cmpuint (again->rounds_to_steady, ==, 4);
  }
}

/* Drifting by 25 % a round never settles: "not reached" after the most
 * rounds, and it still reports its last window. */
static void
test_matrix_not_reached (void)
{
  g_autoptr(DsSuiteResult) r = result_for (DS_SUITE_IOPS_MATRIX, 5);
  g_autoptr(DsSteadyResult) steady = NULL;
  g_autofree char *text = NULL;

  for (guint round = 1; round <= 5; round++)
    g_ptr_array_add (r->steps, round_step (round, 0, 4 * KIB, 100.0 * round));
  steady = ds_suite_result_steady (r);
  g_assert_false (steady->reached);
  g_assert_cmpuint (steady->rounds_to_steady, ==, 0);
  text = ds_suite_summary_text (r);
  g_assert_nonnull (strstr (text, "steady state not reached in 5 rounds; the last window 400 IOPS"));
}

/* A burst of 4000 IOPS for two rounds, then 400: it settles at 400 from
 * round 3, after the burst's bytes. */
static void
test_wsat_settles (void)
{
  g_autoptr(DsSuiteResult) r = result_for (DS_SUITE_WSAT, 25);
  g_autoptr(GArray) curve = NULL;
  g_autoptr(JsonObject) summary = NULL;
  g_autoptr(DsChart) chart = NULL;
  const double iops[] = { 4000, 4000, 400, 404, 398, 401 };
  DsSuiteWsat w;

  for (guint i = 0; i < G_N_ELEMENTS (iops); i++)
    g_ptr_array_add (r->steps, round_step (i + 1, 0, 4 * KIB, iops[i]));
  g_assert_true (ds_suite_wsat_analyze (r, &w));
  g_assert_true (w.settled);
  g_assert_cmpuint (w.settled_round, ==, 3);
  g_assert_cmpfloat_with_epsilon (w.settled_iops, 400.75, 1e-9);
  g_assert_cmpfloat (w.settled_at_bytes, ==, 2 * 4000.0 * 4096);
  g_assert_cmpfloat (w.fob_iops, ==, 4000);
  g_assert_cmpuint (w.rounds, ==, 6);
  curve = ds_suite_wsat_curve (r);
  g_assert_cmpuint (curve->len, ==, 6);
  g_assert_cmpfloat (g_array_index (curve, DsSuiteSample, 1).position, ==, 2 * 4000.0 * 4096);
  summary = ds_suite_summary_to_json (r);
  g_assert_true (ds_json_get_bool (ds_json_get_object (summary, "wsat"), "settled", FALSE));
  chart = ds_chart_new_suite (r);
  g_assert_cmpint (ds_chart_get_kind (chart), ==, DS_CHART_CURVE);
}

/* Steady for three rounds at the start and then falling away is not where
 * it settles: that is where it stays, the 200 IOPS from round 5; and a run
 * whose last rounds still move has not settled. */
static void
test_wsat_settles_where_it_stays (void)
{
  g_autoptr(DsSuiteResult) r = result_for (DS_SUITE_WSAT, 25);
  g_autoptr(DsSuiteResult) moving = result_for (DS_SUITE_WSAT, 25);
  g_autofree char *text = NULL;
  const double iops[] = { 1000, 1000, 1000, 500, 200, 200, 200 };
  const double falling[] = { 1000, 1000, 1000, 800, 600, 400, 200 };
  DsSuiteWsat w;

  for (guint i = 0; i < G_N_ELEMENTS (iops); i++)
    {
      g_ptr_array_add (r->steps, round_step (i + 1, 0, 4 * KIB, iops[i]));
      g_ptr_array_add (moving->steps, round_step (i + 1, 0, 4 * KIB, falling[i]));
    }
  g_assert_true (ds_suite_wsat_analyze (r, &w));
  g_assert_true (w.settled);
  g_assert_cmpuint (w.settled_round, ==, 5);
  g_assert_cmpfloat (w.settled_iops, ==, 200);
  text = ds_suite_summary_text (r);
  g_assert_nonnull (strstr (text, "settles at 200 IOPS"));
  g_assert_true (ds_suite_wsat_analyze (moving, &w));
  g_assert_false (w.settled);
  g_clear_pointer (&text, g_free);
  text = ds_suite_summary_text (moving);
  g_assert_nonnull (strstr (text, "does not settle"));
}

/* The steady matrix as a heatmap: one cell a value, drawn with it. */
static void
test_heatmap (void)
{
  g_autoptr(DsSuiteResult) r = result_for (DS_SUITE_IOPS_MATRIX, 25);
  g_autoptr(DsChart) chart = NULL;
  g_autoptr(GBytes) png = NULL;
  g_autoptr(GError) error = NULL;
  GArray *items;
  guint cells = 0;
  gboolean saw_505 = FALSE;

  for (guint round = 1; round <= 3; round++)
    {
      g_ptr_array_add (r->steps, round_step (round, 100, 4 * KIB, 2000));
      g_ptr_array_add (r->steps, round_step (round, 0, 4 * KIB, 505));
    }
  chart = ds_chart_new_suite (r);
  g_assert_cmpint (ds_chart_get_kind (chart), ==, DS_CHART_HEATMAP);
  png = ds_chart_render (chart, DS_CHART_FORMAT_PNG, 800, 400, 1, DS_CHART_THEME_LIGHT, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_bytes_get_size (png), >, 1000);
  items = ds_chart_get_items (chart);
  for (guint i = 0; i < items->len; i++)
    {
      DsChartItem *it = &g_array_index (items, DsChartItem, i);

      if (it->kind != DS_CHART_ITEM_BAR)
        continue;
      cells++;
      saw_505 = saw_505 || it->value == 505;
      g_assert_cmpfloat (it->rect.width, >, 10);
    }
  g_assert_cmpuint (cells, ==, 2);
  g_assert_true (saw_505);
}

typedef struct
{
  guint    rounds_reported;
  guint    phases_seen;
  guint64  precondition_total;
} Watch;

static void
on_progress (const DsSuiteProgress *p,
             gpointer               user_data)
{
  Watch *w = user_data;

  w->phases_seen |= 1u << p->phase;
  if (p->phase == DS_SUITE_PHASE_PRECONDITION)
    w->precondition_total = p->precondition_total;
  if (p->round_values != NULL)
    {
      g_assert_cmpuint (p->round_values->len, ==, p->round);
      w->rounds_reported++;
    }
}

/* A real iops-matrix of two cells on a small file: preconditioning, rounds
 * of every cell until steady or 3 rounds, each step its round; the history
 * keeps them and the verdict. */
static void
test_run_iops_matrix (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ds-suite-steady-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "history.db", NULL);
  g_autoptr(DsSuiteSettings) s = ds_suite_settings_new (DS_SUITE_IOPS_MATRIX);
  g_autoptr(DsSuiteResult) r = NULL, back = NULL;
  g_autoptr(DsHistoryStore) store = NULL;
  g_autoptr(DsSteadyResult) steady = NULL, steady_back = NULL;
  g_autoptr(GError) error = NULL;
  const guint read[] = { 100, 0 };
  guint64 b = 4 * KIB;
  Watch w = { 0 };
  guint rounds;
  gint64 id;

  s->dir = g_strdup (dir);
  s->size_bytes = 16 * MIB;
  s->duration_s = 0.5;
  s->allow_cached = TRUE;
  s->precondition_passes = 1;
  s->steady.window = 3;
  s->steady.max_rounds = 3;
  g_array_set_size (s->blocks, 0);
  g_array_append_val (s->blocks, b);
  g_array_set_size (s->mixes, 0);
  g_array_append_vals (s->mixes, read, 2);
  g_array_index (s->queue_depths, guint, 0) = 4;
  g_array_index (s->threads, guint, 0) = 1;
  r = ds_suite_run (s, on_progress, &w, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ds_run_status_to_string (r->status), ==, "completed");
  g_assert_true (w.phases_seen & (1u << DS_SUITE_PHASE_PRECONDITION));
  g_assert_cmpuint (w.precondition_total, ==, 16 * MIB);
  rounds = ds_suite_result_rounds (r);
  g_assert_cmpuint (rounds, ==, 3);
  g_assert_cmpuint (w.rounds_reported, ==, rounds);
  g_assert_cmpuint (r->steps->len, ==, 2 * rounds);
  for (guint i = 0; i < r->steps->len; i++)
    g_assert_cmpuint (((DsSuiteStep *) g_ptr_array_index (r->steps, i))->round, ==, i / 2 + 1);
  steady = ds_suite_result_steady (r);
  g_assert_cmpuint (ds_steady_result_rounds (steady), ==, rounds);
  g_assert_cmpuint (steady->window.rounds, ==, 3);

  store = ds_history_store_open (db, &error);
  g_assert_no_error (error);
  id = ds_history_store_save_suite (store, r, &error);
  g_assert_no_error (error);
  back = ds_history_store_load_suite (store, id, &error);
  g_assert_no_error (error);
  steady_back = ds_suite_result_steady (back);
  g_assert_cmpuint (ds_steady_result_rounds (steady_back), ==, rounds);
  g_assert_cmpint (steady_back->reached, ==, steady->reached);
  g_assert_cmpfloat (ds_steady_result_fob (steady_back), ==, ds_steady_result_fob (steady));
  g_clear_pointer (&store, ds_history_store_free);
  g_assert_cmpint (g_remove (db), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);   /* nothing left behind */
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/suite-steady/plan/pts-matrix-wsat-defaults-and-refusals", test_plans);
  g_test_add_func ("/ds/suite-steady/matrix/steady-window-averages-fob-round-1", test_matrix_verdict);
  g_test_add_func ("/ds/suite-steady/matrix/drift-is-not-reached-and-says-so", test_matrix_not_reached);
  g_test_add_func ("/ds/suite-steady/wsat/settles-after-the-burst", test_wsat_settles);
  g_test_add_func ("/ds/suite-steady/wsat/settles-where-it-stays", test_wsat_settles_where_it_stays);
  g_test_add_func ("/ds/suite-steady/chart/heatmap-cells-carry-their-values", test_heatmap);
  g_test_add_func ("/ds/suite-steady/run/iops-matrix-rounds-and-history", test_run_iops_matrix);
  return g_test_run ();
}
