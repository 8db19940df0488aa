/* test-steady.c — SNIA PTS steady-state detection against synthetic series
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ds-error.h"
#include "ds-steady.h"

/* Feeds @values until the detector says stop; returns the result. */
static DsSteadyResult *
feed (const DsSteadyOptions *options, const double *values, guint n)
{
  DsSteadyResult *result = ds_steady_result_new (options);

  for (guint i = 0; i < n; i++)
    if (ds_steady_result_add_round (result, values[i]))
      break;
  return result;
}

static void
test_defaults (void)
{
  DsSteadyOptions o;

  ds_steady_options_init (&o);
  g_assert_cmpuint (o.window, ==, 5);
  g_assert_cmpfloat (o.range_limit, ==, 0.20);
  g_assert_cmpfloat (o.slope_limit, ==, 0.10);
  g_assert_cmpuint (o.max_rounds, ==, 25);
  g_assert_true (ds_steady_options_validate (&o, NULL));
}

/* A flat series is steady in the first window: at round 5, not before. */
static void
test_flat (void)
{
  DsSteadyOptions o;
  g_autoptr (DsSteadyResult) r = NULL;

  ds_steady_options_init (&o);
  r = ds_steady_result_new (&o);
  for (guint i = 1; i < 5; i++)
    {
      g_assert_false (ds_steady_result_add_round (r, 400.0));
      g_assert_false (r->reached);
    }
  g_assert_true (ds_steady_result_add_round (r, 400.0));
  g_assert_true (r->reached);
  g_assert_cmpuint (r->rounds_to_steady, ==, 5);
  g_assert_cmpuint (r->window.first_round, ==, 1);
  g_assert_cmpfloat (r->window.slope, ==, 0.0);
  g_assert_cmpfloat (ds_steady_result_fob (r), ==, 400.0);
  g_assert_cmpfloat (ds_steady_result_average (r), ==, 400.0);
  /* Done: a further round is refused and not recorded. */
  g_assert_true (ds_steady_result_add_round (r, 1.0));
  g_assert_cmpuint (ds_steady_result_rounds (r), ==, 5);
}

/* Noise of +-8 % with no trend is within both limits.
 * 100 108 95 104 99: average 101.2, range 13 <= 20.24;
 * deviations -1.2 6.8 -6.2 2.8 -2.2, sum(dx*dy) = 2.4 - 6.8 + 0 + 2.8 - 4.4
 * = -6, sum(dx^2) = 10, slope -0.6, excursion 2.4 <= 10.12. */
static void
test_noisy_within_limits (void)
{
  static const double v[] = { 100, 108, 95, 104, 99 };
  DsSteadyOptions o;
  g_autoptr (DsSteadyResult) r = NULL;

  ds_steady_options_init (&o);
  r = feed (&o, v, G_N_ELEMENTS (v));
  g_assert_true (r->reached);
  g_assert_cmpuint (r->rounds_to_steady, ==, 5);
  g_assert_cmpfloat_with_epsilon (r->window.average, 101.2, 1e-9);
  g_assert_cmpfloat_with_epsilon (r->window.range, 13.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (r->window.slope, -0.6, 1e-9);
  g_assert_cmpfloat_with_epsilon (r->window.excursion, 2.4, 1e-9);
}

/* A 4 % fall every round: each window's range is about 15 % of its average
 * (within 20 %) but the fit falls about 16 % across it (beyond 10 %), in
 * every window, so 25 rounds end without steady state, and the result still
 * holds every round and the last window. */
static void
test_drift_beyond_slope (void)
{
  double v[40];
  DsSteadyOptions o;
  g_autoptr (DsSteadyResult) r = NULL;

  for (guint i = 0; i < G_N_ELEMENTS (v); i++)
    v[i] = 1000.0 * pow (0.96, i);
  ds_steady_options_init (&o);
  r = ds_steady_result_new (&o);
  for (guint i = 0; i < G_N_ELEMENTS (v); i++)
    {
      gboolean stop = ds_steady_result_add_round (r, v[i]);

      if (i >= 4)
        {
          g_assert_true (r->window.range_ok);
          g_assert_false (r->window.slope_ok);
        }
      g_assert_cmpint (stop, ==, i + 1 >= 25);
      if (stop)
        break;
    }
  g_assert_false (r->reached);
  g_assert_cmpuint (r->rounds_to_steady, ==, 0);
  g_assert_cmpuint (ds_steady_result_rounds (r), ==, 25);
  g_assert_true (ds_steady_result_done (r));
  g_assert_cmpuint (r->window.first_round, ==, 21);
  g_assert_cmpfloat (ds_steady_result_fob (r), ==, 1000.0);
  g_assert_cmpfloat_with_epsilon (r->window.average,
                                  (v[20] + v[21] + v[22] + v[23] + v[24]) / 5, 1e-9);
}

/* A burst of 3 rounds at 4000 IOPS, then 400: every window holding the step
 * fails on range; the first window of 400s only (rounds 4..8) is steady. */
static void
test_step_change (void)
{
  static const double v[] = { 4000, 4000, 4000, 400, 400, 400, 400, 400, 400, 400 };
  DsSteadyOptions o;
  g_autoptr (DsSteadyResult) r = NULL;

  ds_steady_options_init (&o);
  r = feed (&o, v, G_N_ELEMENTS (v));
  g_assert_true (r->reached);
  g_assert_cmpuint (r->rounds_to_steady, ==, 8);
  g_assert_cmpuint (ds_steady_result_rounds (r), ==, 8);
  g_assert_cmpuint (r->window.first_round, ==, 4);
  g_assert_cmpfloat (ds_steady_result_fob (r), ==, 4000.0);
  g_assert_cmpfloat (ds_steady_result_average (r), ==, 400.0);

  /* Round 7's window (3..7) still holds one 4000: range 3600 of an average
   * of 1120. */
  {
    DsSteadyWindow w;

    ds_steady_evaluate (v + 2, 5, 3, &o, &w);
    g_assert_cmpfloat_with_epsilon (w.average, 1120.0, 1e-9);
    g_assert_false (w.range_ok);
    g_assert_false (w.steady);
  }
}

/* The PTS arithmetic worked by hand (4K random write rounds, IOPS):
 *   rounds 1..5:  10000  9800  9500  9700  9400
 *   sum 48400, average Ave = 9680
 *   data excursion: max - min = 10000 - 9400 = 600;   20 % of Ave = 1936  -> ok
 *   least squares with x = 0..4 (x mean 2):
 *     dy = 320 120 -180 20 -280
 *     sum dx*dy = -2*320 - 1*120 + 0 + 1*20 + 2*(-280) = -1300
 *     sum dx^2  = 4 + 1 + 0 + 1 + 4 = 10
 *     slope = -130 IOPS a round, intercept = 9680 + 130*2 = 9940
 *   slope excursion: |slope| x (5 - 1) = 520;          10 % of Ave = 968   -> ok
 * Steady at round 5. With a 5 % slope limit (484) the same window fails on
 * the slope alone; with a 6 % range limit (580.8) on the range alone. */
static void
test_pts_worked_example (void)
{
  static const double v[] = { 10000, 9800, 9500, 9700, 9400 };
  DsSteadyOptions o;
  DsSteadyWindow w;

  ds_steady_options_init (&o);
  ds_steady_evaluate (v, 5, 1, &o, &w);
  g_assert_cmpfloat_with_epsilon (w.average, 9680.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (w.range, 600.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (w.slope, -130.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (w.intercept, 9940.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (w.excursion, 520.0, 1e-9);
  g_assert_true (w.range_ok);
  g_assert_true (w.slope_ok);
  g_assert_true (w.steady);

  o.slope_limit = 0.05;
  ds_steady_evaluate (v, 5, 1, &o, &w);
  g_assert_true (w.range_ok);
  g_assert_false (w.slope_ok);
  g_assert_false (w.steady);

  ds_steady_options_init (&o);
  o.range_limit = 0.06;
  ds_steady_evaluate (v, 5, 1, &o, &w);
  g_assert_false (w.range_ok);
  g_assert_true (w.slope_ok);
  g_assert_false (w.steady);
}

/* The window option: 3 rounds of 400 are steady with window 3, and short
 * windows are never steady even when flat; an average of 0 never is. */
static void
test_window_option (void)
{
  static const double v[] = { 400, 400, 400 };
  static const double zeros[] = { 0, 0, 0, 0, 0 };
  DsSteadyOptions o;
  DsSteadyWindow w;
  g_autoptr (DsSteadyResult) r = NULL;

  ds_steady_options_init (&o);
  ds_steady_evaluate (v, 3, 1, &o, &w);
  g_assert_true (w.range_ok && w.slope_ok);
  g_assert_false (w.steady);
  ds_steady_evaluate (zeros, 5, 1, &o, &w);
  g_assert_false (w.steady);

  o.window = 3;
  r = feed (&o, v, 3);
  g_assert_true (r->reached);
  g_assert_cmpuint (r->rounds_to_steady, ==, 3);
}

/* max_rounds stops an unsteady run there. */
static void
test_max_rounds (void)
{
  DsSteadyOptions o;
  g_autoptr (DsSteadyResult) r = NULL;
  guint n = 0;

  ds_steady_options_init (&o);
  o.max_rounds = 7;
  r = ds_steady_result_new (&o);
  while (!ds_steady_result_add_round (r, (n++ % 2) ? 100.0 : 300.0))
    ;
  g_assert_cmpuint (n, ==, 7);
  g_assert_false (r->reached);
}

static void
test_validate (void)
{
  DsSteadyOptions o;
  g_autoptr (GError) error = NULL;

  ds_steady_options_init (&o);
  o.window = 2;
  g_assert_false (ds_steady_options_validate (&o, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "window"));
  g_clear_error (&error);

  ds_steady_options_init (&o);
  o.max_rounds = 4;
  g_assert_false (ds_steady_options_validate (&o, &error));
  g_assert_nonnull (strstr (error->message, "maximum number of rounds"));
  g_clear_error (&error);

  ds_steady_options_init (&o);
  o.slope_limit = 0.0;
  g_assert_false (ds_steady_options_validate (&o, &error));
  g_assert_nonnull (strstr (error->message, "slope"));
  g_clear_error (&error);

  ds_steady_options_init (&o);
  o.range_limit = NAN;
  g_assert_false (ds_steady_options_validate (&o, &error));
  g_assert_nonnull (strstr (error->message, "range"));
  g_clear_error (&error);

  ds_steady_options_init (&o);
  o.round_s = 0.5;
  g_assert_false (ds_steady_options_validate (&o, &error));
  g_assert_nonnull (strstr (error->message, "round"));
  g_clear_error (&error);
  o.round_s = 86400.0;
  g_assert_true (ds_steady_options_validate (&o, NULL));
}

/* JSON round trip; a stored verdict that disagrees with its rounds is
 * refused. */
static void
test_json (void)
{
  static const double v[] = { 4000, 4000, 400, 400, 400, 400, 400 };
  DsSteadyOptions o;
  g_autoptr (DsSteadyResult) r = NULL;
  g_autoptr (DsSteadyResult) back = NULL;
  g_autoptr (JsonObject) obj = NULL;
  g_autoptr (GError) error = NULL;

  ds_steady_options_init (&o);
  o.round_s = 30;
  r = feed (&o, v, G_N_ELEMENTS (v));
  g_assert_cmpuint (r->rounds_to_steady, ==, 7);
  obj = ds_steady_result_to_json (r);
  g_assert_cmpint (json_object_get_int_member (obj, "rounds_to_steady"), ==, 7);
  g_assert_cmpfloat (json_object_get_double_member (obj, "fob"), ==, 4000.0);
  g_assert_cmpfloat (json_object_get_double_member (obj, "window_average"), ==, 400.0);
  back = ds_steady_result_from_json (obj, &error);
  g_assert_no_error (error);
  g_assert_true (back->reached);
  g_assert_cmpuint (back->rounds_to_steady, ==, 7);
  g_assert_cmpuint (ds_steady_result_rounds (back), ==, 7);
  g_assert_cmpfloat (back->options.round_s, ==, 30.0);
  g_clear_pointer (&back, ds_steady_result_free);

  json_object_set_boolean_member (obj, "reached", FALSE);
  back = ds_steady_result_from_json (obj, &error);
  g_assert_null (back);
  g_assert_error (error, DS_ERROR, DS_ERROR_PARSE);
  g_clear_error (&error);

  json_object_set_int_member (obj, "window", 1);
  back = ds_steady_result_from_json (obj, &error);
  g_assert_null (back);
  g_assert_error (error, DS_ERROR, DS_ERROR_PARSE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/steady/defaults", test_defaults);
  g_test_add_func ("/ds/steady/flat", test_flat);
  g_test_add_func ("/ds/steady/noisy-within-limits", test_noisy_within_limits);
  g_test_add_func ("/ds/steady/drift-beyond-slope", test_drift_beyond_slope);
  g_test_add_func ("/ds/steady/step-change", test_step_change);
  g_test_add_func ("/ds/steady/pts-worked-example", test_pts_worked_example);
  g_test_add_func ("/ds/steady/window-option", test_window_option);
  g_test_add_func ("/ds/steady/max-rounds", test_max_rounds);
  g_test_add_func ("/ds/steady/validate", test_validate);
  g_test_add_func ("/ds/steady/json", test_json);
  return g_test_run ();
}
