/* test-thermal-analysis.c — events, causes and verdicts of recorded timelines
 *
 * The fixtures in tests/fixtures/thermal come from make-fixtures.py there,
 * built from the figures of the reviews in docs/reference-reviews.md.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ds-error.h"
#include "ds-json.h"
#include "ds-thermal-analysis.h"
#include "ds-thermal-csv.h"

static DsThermalResult *
load_fixture (const char *name)
{
  g_autofree char *path = g_build_filename (DS_FIXTURES, "thermal", name, NULL);
  g_autoptr(GError) error = NULL;
  DsThermalResult *result = ds_thermal_result_load_csv (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (result);
  ds_thermal_analyze (result);
  g_test_message ("%s: %s", name, result->verdict);
  return result;
}

static const DsThermalEvent *
only_event (const DsThermalResult *result)
{
  g_assert_cmpuint (result->events->len, ==, 1);
  return g_ptr_array_index (result->events, 0);
}

#define assert_near(value, expected, tolerance) \
  G_STMT_START { \
    double v_ = (value); \
    g_assert_true (isfinite (v_)); \
    g_assert_cmpfloat_with_epsilon (v_, (expected), (tolerance)); \
  } G_STMT_END

static void
test_no_airflow_throttles_in_two_steps (void)
{
  g_autoptr(DsThermalResult) r = load_fixture ("no-airflow.csv");
  const DsThermalEvent *e = only_event (r);
  const DsThermalStep *first, *second;

  g_assert_cmpint (e->cause, ==, DS_THERMAL_CAUSE_THERMAL);
  assert_near (e->onset_s, 91, 2);
  assert_near (e->onset_temp_c, 70, 1);
  assert_near (e->before_mbps, 925, 925 * 0.02);
  g_assert_cmpuint (e->steps->len, ==, 2);
  first = &g_array_index (e->steps, DsThermalStep, 0);
  second = &g_array_index (e->steps, DsThermalStep, 1);
  assert_near (first->t_s, 91, 2);
  assert_near (first->mbps, 640, 640 * 0.03);
  g_assert_cmpfloat (second->t_s, >, 150);
  g_assert_cmpfloat (second->mbps, <, first->mbps * 0.9);
  assert_near (e->end_mbps, 505, 505 * 0.03);
  assert_near (e->end_s, 360, 0.01);
  g_assert_true (isnan (e->recovered_s));
  g_assert_cmpuint (e->cache_bytes, ==, 0);

  assert_near (r->summary.start_mbps, 925, 925 * 0.02);
  assert_near (r->summary.steady_mbps, 505, 505 * 0.03);
  assert_near (r->summary.peak_temp_c, 72, 0.01);
  assert_near (r->summary.recovery_s, 120, 0.01);
  assert_near (r->summary.write_seconds, 360, 0.01);
  g_assert_cmpstr (r->verdict, ==,
                   "Throttled at 70 °C after 1 min 31 s: 927 -> 639 MB/s, then 506 MB/s by 6 min. "
                   "Cooled to idle 2 min after the load stopped.");
}

static void
test_airflow_holds_without_event (void)
{
  g_autoptr(DsThermalResult) r = load_fixture ("with-airflow.csv");

  g_assert_cmpuint (r->events->len, ==, 0);
  assert_near (r->summary.avg_mbps, 900, 9);
  assert_near (r->summary.peak_temp_c, 43, 0.01);
  g_assert_cmpfloat (r->summary.spread_mbps, <, 60);
  /* The level held is the steady level of the summary (899), the figure
   * shown beside the verdict, not the average (900). */
  assert_near (r->summary.steady_mbps, 899, 1);
  g_assert_true (g_str_has_prefix (r->verdict, "No throttling: 899 MB/s held for 6 min, peak 43 °C."));
}

static void
test_slc_cliff_is_cache_of_the_right_size (void)
{
  g_autoptr(DsThermalResult) r = load_fixture ("slc-cache.csv");
  const DsThermalEvent *e = only_event (r);

  g_assert_cmpint (e->cause, ==, DS_THERMAL_CAUSE_CACHE);
  g_assert_cmpfloat (fabs ((double) e->cache_bytes - 30e9) / 30e9, <=, 0.10);
  assert_near (e->before_mbps, 2000, 20);
  assert_near (g_array_index (e->steps, DsThermalStep, 0).mbps, 450, 450 * 0.05);
  assert_near (e->during_mbps, 450, 450 * 0.05);
  g_assert_cmpuint (e->steps->len, ==, 1);
  g_assert_cmpstr (r->verdict, ==,
                   "Write cache full after 16 s (about 30.0 GB written): 2000 -> 454 MB/s.");
}

/* Three one-second dips to 60–400 MB/s in a steady 2300 MB/s write: too
 * brief to be throttling, but the verdict names them and gives the steady
 * level the summary shows, not a different average. */
static void
test_brief_dips_are_named (void)
{
  g_autoptr(DsThermalResult) r = ds_thermal_result_new ();
  const double dips[] = { 60, 400, 250 };
  g_autofree char *level = NULL;

  for (guint i = 0; i <= 360; i++)
    {
      double mbps = 2300 + (i % 5) * 4;
      DsThermalSample s;

      if (i == 80 || i == 170 || i == 290)
        mbps = dips[i == 80 ? 0 : i == 170 ? 1 : 2];
      s = (DsThermalSample) { i, mbps, 45 + i / 60.0, (guint64) i * 2300000000, FALSE };
      g_array_append_val (r->samples, s);
    }
  r->status = DS_RUN_STATUS_COMPLETED;
  ds_thermal_analyze (r);
  g_test_message ("%s", r->verdict);
  g_assert_cmpuint (r->events->len, ==, 0);
  level = g_strdup_printf ("No throttling: %.0f MB/s held", r->summary.steady_mbps);
  g_assert_true (g_str_has_prefix (r->verdict, level));
  g_assert_nonnull (strstr (r->verdict, "It dipped briefly 3 times, to 60–400 MB/s."));
  /* The summary holds the dips the verdict names, for the window's cards. */
  g_assert_cmpuint (r->summary.n_dips, ==, 3);
  g_assert_cmpfloat (r->summary.dip_low_mbps, ==, 60);
  g_assert_cmpfloat (r->summary.dip_high_mbps, ==, 400);
  g_assert_cmpfloat (r->summary.min_mbps, ==, 60);
}

static void
test_noisy_steady_drive_has_no_event (void)
{
  g_autoptr(DsThermalResult) r = load_fixture ("noisy-steady.csv");

  g_assert_cmpuint (r->events->len, ==, 0);
  /* The noise is real: the spread shows it, the verdict does not cry wolf. */
  g_assert_cmpfloat (r->summary.spread_mbps, >, 500);
  assert_near (r->summary.avg_mbps, 535, 535 * 0.03);
  g_assert_true (g_str_has_prefix (r->verdict, "No throttling: "));
}

static void
test_no_temperature_drop_is_unknown (void)
{
  g_autoptr(DsThermalResult) r = load_fixture ("no-temperature.csv");
  const DsThermalEvent *e = only_event (r);

  g_assert_cmpint (e->cause, ==, DS_THERMAL_CAUSE_UNKNOWN);
  g_assert_true (isnan (e->onset_temp_c));
  g_assert_true (isnan (r->summary.peak_temp_c));
  g_assert_true (isnan (r->summary.recovery_s));
  assert_near (e->onset_s, 100, 1);
  g_assert_cmpstr (r->verdict, ==,
                   "Throughput dropped after 1 min 40 s: 526 -> 300 MB/s. The cause is unknown: "
                   "no temperature reading was available to tell heat from a full write cache.");
}

static void
test_grown_counters_make_a_drop_thermal (void)
{
  g_autoptr(DsThermalResult) r = load_fixture ("no-temperature.csv");

  r->health_delta = json_object_new ();
  json_object_set_int_member (r->health_delta, "thermal_transitions", 2);
  json_object_set_int_member (r->health_delta, "warning_temp_minutes", 0);
  g_assert_true (ds_thermal_health_delta_shows_throttling (r->health_delta));
  ds_thermal_analyze (r);
  g_assert_cmpint (only_event (r)->cause, ==, DS_THERMAL_CAUSE_THERMAL);
  g_assert_true (g_str_has_prefix (r->verdict, "Throttled after 1 min 40 s: 526 -> 300 MB/s."));

  json_object_set_int_member (r->health_delta, "thermal_transitions", 0);
  g_assert_false (ds_thermal_health_delta_shows_throttling (r->health_delta));
}

static void
test_counters_are_told_when_throughput_held (void)
{
  g_autoptr(DsThermalResult) r = load_fixture ("with-airflow.csv");

  r->health_delta = json_object_new ();
  json_object_set_int_member (r->health_delta, "thermal_transitions", 3);
  ds_thermal_analyze (r);
  g_assert_cmpuint (r->events->len, ==, 0);
  g_assert_nonnull (strstr (r->verdict, "peak 43 °C. The drive itself reports 3 thermal-management transitions during the test"));
}

/* A timeline built here: @levels are (until_s, mbps) pairs, 1 s samples. */
static DsThermalResult *
synthetic (const double *levels,
           guint         n_levels,
           double        temp_c)
{
  DsThermalResult *r = ds_thermal_result_new ();
  double end = levels[2 * (n_levels - 1)];
  guint64 bytes = 0;

  for (guint t = 1; t <= (guint) end; t++)
    {
      DsThermalSample s = { t, 0, temp_c, 0, FALSE };

      for (guint k = 0; k < n_levels; k++)
        if (t <= levels[2 * k])
          {
            s.mbps = levels[2 * k + 1];
            break;
          }
      bytes += (guint64) (s.mbps * 1e6);
      s.bytes = bytes;
      g_array_append_val (r->samples, s);
    }
  return r;
}

static void
test_unknown_cause_says_what_is_missing (void)
{
  const double levels[] = { 60, 900, 120, 500 };
  g_autoptr(DsThermalResult) r = synthetic (levels, 2, 40);
  const DsThermalEvent *e;

  /* 40 °C rising to 64 °C by the drop at 61 s: heat is likely, but without
   * the drive's warning level nothing says it throttled for heat. */
  for (guint i = 0; i < r->samples->len; i++)
    {
      DsThermalSample *s = &g_array_index (r->samples, DsThermalSample, i);

      s->temp_c = 40 + MIN (s->t_s, 60) * 0.4;
    }
  ds_thermal_analyze (r);
  e = only_event (r);
  g_assert_cmpint (e->cause, ==, DS_THERMAL_CAUSE_UNKNOWN);
  assert_near (e->temp_rise_c, 24, 0.5);
  assert_near (e->lead_s, 61, 0.01);
  g_assert_nonnull (strstr (r->verdict, "the temperature rose 24 °C before it, but the drive’s warning level is unknown."));

  r->warning_temp_c = 85;
  ds_thermal_analyze (r);
  g_assert_cmpint (only_event (r)->cause, ==, DS_THERMAL_CAUSE_UNKNOWN);
  g_assert_nonnull (strstr (r->verdict, "stayed below the drive’s warning level of 85 °C."));

  /* Near the warning level: heat. */
  r->warning_temp_c = 66;
  ds_thermal_analyze (r);
  g_assert_cmpint (only_event (r)->cause, ==, DS_THERMAL_CAUSE_THERMAL);
  g_assert_true (g_str_has_prefix (r->verdict, "Throttled at 64 °C after 1 min 1 s: 900 -> 500 MB/s."));
}

/* A rise of exactly the flat limit (5 °C) is a rise, and the verdict says
 * so rather than calling the temperature flat. */
static void
test_rise_of_exactly_the_flat_limit (void)
{
  const double levels[] = { 60, 900, 120, 500 };
  g_autoptr(DsThermalResult) r = synthetic (levels, 2, 40);
  const DsThermalEvent *e;

  for (guint i = 0; i < r->samples->len; i++)
    {
      DsThermalSample *s = &g_array_index (r->samples, DsThermalSample, i);

      s->temp_c = s->t_s < 30 ? 40 : 40 + DS_THERMAL_FLAT_TEMP_C;
    }
  ds_thermal_analyze (r);
  e = only_event (r);
  g_test_message ("rise %.3f, %s", e->temp_rise_c, r->verdict);
  g_assert_cmpint (e->cause, ==, DS_THERMAL_CAUSE_UNKNOWN);
  g_assert_cmpfloat (e->temp_rise_c, ==, DS_THERMAL_FLAT_TEMP_C);
  g_assert_nonnull (strstr (r->verdict, "the temperature rose 5 °C before it, but the drive’s warning level is unknown."));
}

static void
test_early_flat_drop_is_not_called_cache (void)
{
  const double levels[] = { 3, 900, 60, 400 };
  g_autoptr(DsThermalResult) r = synthetic (levels, 2, 40);

  ds_thermal_analyze (r);
  g_assert_cmpint (only_event (r)->cause, ==, DS_THERMAL_CAUSE_UNKNOWN);
  g_assert_nonnull (strstr (r->verdict, "it came too early to be a full write cache"));
}

static void
test_recovery_is_found (void)
{
  const double levels[] = { 60, 900, 90, 500, 150, 900 };
  g_autoptr(DsThermalResult) r = synthetic (levels, 3, NAN);
  const DsThermalEvent *e;

  ds_thermal_analyze (r);
  e = only_event (r);
  assert_near (e->onset_s, 61, 0.01);
  assert_near (e->recovered_s, 91, 0.01);
  assert_near (e->end_s, 91, 0.01);
  assert_near (e->during_mbps, 500, 0.01);
  g_assert_nonnull (strstr (r->verdict, "back to full speed at 1 min 31 s"));
}

static void
test_summary_adds_up (void)
{
  const double levels[] = { 10, 1000, 20, 500 };
  g_autoptr(DsThermalResult) r = synthetic (levels, 2, 40);

  ds_thermal_analyze (r);
  g_assert_cmpuint (r->summary.bytes_written, ==, 15000000000ULL);
  assert_near (r->summary.avg_mbps, 750, 1e-9);
  assert_near (r->summary.start_mbps, 1000, 1e-9);
  assert_near (r->summary.steady_mbps, 500, 1e-9);
  assert_near (r->summary.min_mbps, 500, 1e-9);
  assert_near (r->summary.max_mbps, 1000, 1e-9);
  assert_near (r->summary.spread_mbps, 500, 1e-9);
  assert_near (r->summary.peak_temp_c, 40, 1e-9);
  assert_near (r->summary.final_temp_c, 40, 1e-9);
  /* A flat temperature and a 50 % drop after 10 s: a full write cache. */
  g_assert_cmpint (only_event (r)->cause, ==, DS_THERMAL_CAUSE_CACHE);
  g_assert_cmpuint (only_event (r)->cache_bytes, ==, 10000000000ULL);
}

static void
test_short_or_late_drops_are_not_events (void)
{
  /* 4 s at -40 % in the middle, then 3 s at -50 % at the very end. */
  const double levels[] = { 30, 800, 34, 480, 60, 800, 63, 400 };
  g_autoptr(DsThermalResult) r = synthetic (levels, 4, 45);

  ds_thermal_analyze (r);
  g_assert_cmpuint (r->events->len, ==, 0);
}

static void
test_small_drop_is_not_an_event (void)
{
  /* 12 % lower for a minute: below the 15 % threshold. */
  const double levels[] = { 60, 800, 120, 704 };
  g_autoptr(DsThermalResult) r = synthetic (levels, 2, 45);

  ds_thermal_analyze (r);
  g_assert_cmpuint (r->events->len, ==, 0);
}

static void
test_cancelled_run_is_marked_incomplete (void)
{
  const double levels[] = { 40, 700 };
  g_autoptr(DsThermalResult) r = synthetic (levels, 1, 45);

  r->status = DS_RUN_STATUS_CANCELLED;
  ds_thermal_analyze (r);
  g_assert_cmpstr (r->verdict, ==,
                   "Incomplete: stopped after 40 s of writing. No throttling: 700 MB/s held for 40 s, peak 45 °C.");
}

static void
test_empty_timeline_says_so (void)
{
  g_autoptr(DsThermalResult) r = ds_thermal_result_new ();

  ds_thermal_analyze (r);
  g_assert_cmpuint (r->events->len, ==, 0);
  g_assert_cmpstr (r->verdict, ==, "No throughput was measured.");
}

static void
test_json_keeps_events (void)
{
  g_autoptr(DsThermalResult) r = load_fixture ("no-airflow.csv");
  g_autoptr(JsonNode) node = ds_thermal_result_to_json (r);
  g_autoptr(GError) error = NULL;
  g_autoptr(DsThermalResult) back = ds_thermal_result_from_json (node, &error);
  JsonObject *root = json_node_get_object (node);
  JsonObject *ev = json_array_get_object_element (ds_json_get_array (root, "events"), 0);
  const DsThermalEvent *a, *b;

  g_assert_no_error (error);
  g_assert_cmpstr (json_object_get_string_member (ev, "cause"), ==, "thermal");
  g_assert_cmpuint (json_array_get_length (ds_json_get_array (ev, "steps")), ==, 2);
  g_assert_true (json_object_has_member (ds_json_get_object (root, "summary"), "recovery_s"));
  g_assert_cmpstr (back->verdict, ==, r->verdict);
  g_assert_cmpuint (back->samples->len, ==, r->samples->len);
  a = g_ptr_array_index (r->events, 0);
  b = g_ptr_array_index (back->events, 0);
  g_assert_cmpint (a->cause, ==, b->cause);
  g_assert_cmpfloat (a->end_mbps, ==, b->end_mbps);
  g_assert_cmpuint (a->steps->len, ==, b->steps->len);
}

static void
test_text_lists_events_and_verdict (void)
{
  g_autoptr(DsThermalResult) r = load_fixture ("slc-cache.csv");
  g_autofree char *text = NULL;

  json_object_set_string_member (r->conditions, "dir", "/mnt/fast");
  text = ds_thermal_result_format_text (r);
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "Directory: /mnt/fast\n"));
  g_assert_nonnull (strstr (text, "write cache full"));
  g_assert_nonnull (strstr (text, "estimated write cache: 30.0 GB"));
  g_assert_nonnull (strstr (text, "start 2000 MB/s"));
  g_assert_nonnull (strstr (text, "Verdict: Write cache full after 16 s"));
}

/* ---- CSV reader -------------------------------------------------------- */

static void
assert_csv_refused (const char *text,
                    const char *expected_fragment)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DsThermalResult) r = ds_thermal_result_from_csv (text, -1, "t.csv", &error);

  g_assert_null (r);
  g_assert_error (error, DS_ERROR, DS_ERROR_PARSE);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, expected_fragment));
}

static void
test_csv_refuses_malformed_lines (void)
{
  assert_csv_refused ("time,speed\n1,2\n", "t.csv line 1:");
  assert_csv_refused ("t_s,mbps,temp_c\n1,500,40\n2,fast,40\n", "t.csv line 3:");
  assert_csv_refused ("# note\nt_s,mbps,temp_c\n1,500,40\n1,500,40\n", "line 4: the time 1 s is not later");
  assert_csv_refused ("t_s,mbps,temp_c\n1,500,40\n2,,40\n3,500,41\n", "line 4:");
  assert_csv_refused ("t_s,mbps,temp_c\n1,500\n", "line 2: 2 fields");
  assert_csv_refused ("# warning_temp_c=hot\nt_s,mbps,temp_c\n1,500,40\n", "line 1:");
  /* thresholds from -60 to 200 °C */
  assert_csv_refused ("# critical_temp_c=-300\nt_s,mbps,temp_c\n1,500,40\n", "line 1:");
  assert_csv_refused ("# warning_temp_c=201\nt_s,mbps,temp_c\n1,500,40\n", "line 1:");
  assert_csv_refused ("t_s,mbps,temp_c\n1,500,4000\n", "line 2:");
  assert_csv_refused ("t_s,mbps,temp_c\n-1,500,40\n", "line 2:");
  assert_csv_refused ("t_s,mbps,temp_c\n", "no rows");
  assert_csv_refused ("", "no header");
}

static void
test_csv_accepts_comments_and_empty_temperatures (void)
{
  const char *text = "# recorded by hand\r\n# warning_temp_c = 70\r\n# critical_temp_c=80\r\n"
                     "t_s,mbps,temp_c,extra\r\n1,500,,x\r\n2,500.5,41,y\r\n\r\n3,,39,z\r\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(DsThermalResult) r = ds_thermal_result_from_csv (text, -1, "t.csv", &error);
  const DsThermalSample *s;

  g_assert_no_error (error);
  g_assert_cmpfloat (r->warning_temp_c, ==, 70);
  g_assert_cmpfloat (r->critical_temp_c, ==, 80);
  g_assert_cmpuint (r->samples->len, ==, 3);
  s = &g_array_index (r->samples, DsThermalSample, 0);
  g_assert_true (isnan (s->temp_c));
  g_assert_cmpuint (s->bytes, ==, 500000000);
  s = &g_array_index (r->samples, DsThermalSample, 1);
  g_assert_cmpfloat (s->mbps, ==, 500.5);
  g_assert_cmpuint (s->bytes, ==, 1000500000);
  s = &g_array_index (r->samples, DsThermalSample, 2);
  g_assert_true (s->cooldown);
  g_assert_true (isnan (s->mbps));
}

static void
test_csv_round_trips (void)
{
  g_autoptr(DsThermalResult) r = load_fixture ("slc-cache.csv");
  g_autofree char *csv = ds_thermal_result_to_csv (r);
  g_autoptr(GError) error = NULL;
  g_autoptr(DsThermalResult) back = ds_thermal_result_from_csv (csv, -1, "back.csv", &error);

  g_assert_no_error (error);
  g_assert_cmpuint (back->samples->len, ==, r->samples->len);
  g_assert_cmpfloat (back->warning_temp_c, ==, r->warning_temp_c);
  ds_thermal_analyze (back);
  g_assert_cmpstr (back->verdict, ==, r->verdict);
}

/* A CSV of one sample a second: levels are {until_s, mbps} pairs. */
static DsThermalResult *
from_csv_levels (const double *levels,
                 guint         n_levels)
{
  g_autoptr(GString) csv = g_string_new ("t_s,mbps,temp_c\n");
  g_autoptr(GError) error = NULL;
  DsThermalResult *r;
  guint k = 0;

  for (guint t = 1; t <= (guint) levels[2 * (n_levels - 1)]; t++)
    {
      while (t > levels[2 * k])
        k++;
      g_string_append_printf (csv, "%u,%g,40\n", t, levels[2 * k + 1]);
    }
  r = ds_thermal_result_from_csv (csv->str, -1, "levels.csv", &error);
  g_assert_no_error (error);
  ds_thermal_analyze (r);
  return r;
}

static void
test_exact_fifteen_percent_is_an_event (void)
{
  /* 1000 MB/s, then exactly 15 % below (850) for 30 s. */
  const double levels[] = { 60, 1000, 90, 850 };
  g_autoptr(DsThermalResult) r = from_csv_levels (levels, 2);
  const DsThermalEvent *e = only_event (r);

  assert_near (e->onset_s, 61, 0.01);
  assert_near (e->before_mbps, 1000, 0.01);
}

static void
test_recovery_at_exactly_ten_percent (void)
{
  /* 1000, a drop to 500, then exactly 10 % below the start (900). */
  const double levels[] = { 60, 1000, 90, 500, 120, 900 };
  g_autoptr(DsThermalResult) r = from_csv_levels (levels, 3);

  assert_near (only_event (r)->recovered_s, 91, 0.01);
}

static void
test_recovery_is_measured_from_the_start (void)
{
  /* 800 at the start, a climb to 1000, a drop to 500, then 750: within 10 %
   * of the starting 800 (recovered) though not of the 1000 before the drop. */
  const double partial[] = { 30, 800, 60, 1000, 90, 500, 120, 750 };
  /* 1000, a drop, then 700: not within 10 % of the start. */
  const double full[] = { 60, 1000, 90, 500, 120, 700 };
  g_autoptr(DsThermalResult) a = from_csv_levels (partial, 4);
  g_autoptr(DsThermalResult) b = from_csv_levels (full, 3);

  assert_near (a->summary.start_mbps, 800, 0.01);
  assert_near (only_event (a)->before_mbps, 1000, 0.01);
  assert_near (only_event (a)->recovered_s, 91, 0.01);
  g_assert_true (isnan (only_event (b)->recovered_s));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ds/thermal/analysis/no-airflow-throttles-in-two-steps", test_no_airflow_throttles_in_two_steps);
  g_test_add_func ("/ds/thermal/analysis/airflow-holds-without-event", test_airflow_holds_without_event);
  g_test_add_func ("/ds/thermal/analysis/slc-cliff-is-cache-of-the-right-size", test_slc_cliff_is_cache_of_the_right_size);
  g_test_add_func ("/ds/thermal/analysis/noisy-steady-drive-has-no-event", test_noisy_steady_drive_has_no_event);
  g_test_add_func ("/ds/thermal/analysis/brief-dips-are-named", test_brief_dips_are_named);
  g_test_add_func ("/ds/thermal/analysis/no-temperature-drop-is-unknown", test_no_temperature_drop_is_unknown);
  g_test_add_func ("/ds/thermal/analysis/grown-counters-make-a-drop-thermal", test_grown_counters_make_a_drop_thermal);
  g_test_add_func ("/ds/thermal/analysis/unknown-cause-says-what-is-missing", test_unknown_cause_says_what_is_missing);
  g_test_add_func ("/ds/thermal/analysis/rise-of-exactly-the-flat-limit", test_rise_of_exactly_the_flat_limit);
  g_test_add_func ("/ds/thermal/analysis/early-flat-drop-is-not-called-cache", test_early_flat_drop_is_not_called_cache);
  g_test_add_func ("/ds/thermal/analysis/counters-are-told-when-throughput-held", test_counters_are_told_when_throughput_held);
  g_test_add_func ("/ds/thermal/analysis/recovery-is-found", test_recovery_is_found);
  g_test_add_func ("/ds/thermal/analysis/exact-fifteen-percent-is-an-event", test_exact_fifteen_percent_is_an_event);
  g_test_add_func ("/ds/thermal/analysis/recovery-is-measured-from-the-start", test_recovery_is_measured_from_the_start);
  g_test_add_func ("/ds/thermal/analysis/recovery-at-exactly-ten-percent", test_recovery_at_exactly_ten_percent);
  g_test_add_func ("/ds/thermal/analysis/summary-adds-up", test_summary_adds_up);
  g_test_add_func ("/ds/thermal/analysis/short-or-late-drops-are-not-events", test_short_or_late_drops_are_not_events);
  g_test_add_func ("/ds/thermal/analysis/small-drop-is-not-an-event", test_small_drop_is_not_an_event);
  g_test_add_func ("/ds/thermal/analysis/cancelled-run-is-marked-incomplete", test_cancelled_run_is_marked_incomplete);
  g_test_add_func ("/ds/thermal/analysis/empty-timeline-says-so", test_empty_timeline_says_so);
  g_test_add_func ("/ds/thermal/result/json-keeps-events", test_json_keeps_events);
  g_test_add_func ("/ds/thermal/result/text-lists-events-and-verdict", test_text_lists_events_and_verdict);
  g_test_add_func ("/ds/thermal/csv/refuses-malformed-lines", test_csv_refuses_malformed_lines);
  g_test_add_func ("/ds/thermal/csv/accepts-comments-and-empty-temperatures", test_csv_accepts_comments_and_empty_temperatures);
  g_test_add_func ("/ds/thermal/csv/round-trips", test_csv_round_trips);

  return g_test_run ();
}
