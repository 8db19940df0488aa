/* ds-bench-steady.c — preconditioning and the steady-state verdict of bench
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "ds-bench-steady.h"
#include "ds-error.h"
#include "ds-format.h"
#include "ds-json.h"

void
ds_bench_steady_init (DsBenchSteady *steady)
{
  steady->enabled = FALSE;
  steady->precondition_passes = DS_BENCH_PRECONDITION_PASSES_DEFAULT;
  ds_steady_options_init (&steady->options);
}

gboolean
ds_bench_steady_validate (const DsBenchSteady *steady,
                          GError             **error)
{
  if (!steady->enabled)
    return TRUE;
  if (steady->precondition_passes > DS_BENCH_PRECONDITION_PASSES_MAX)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("%u preconditioning passes is out of range: choose 0 to %u."),
                   steady->precondition_passes, DS_BENCH_PRECONDITION_PASSES_MAX);
      return FALSE;
    }
  return ds_steady_options_validate (&steady->options, error);
}

void
ds_bench_steady_to_json (const DsBenchSteady *steady,
                         JsonObject          *settings_json)
{
  JsonObject *o;

  if (!steady->enabled)
    return;
  o = json_object_new ();
  json_object_set_int_member (o, "window", steady->options.window);
  ds_json_set_double (o, "range_limit", steady->options.range_limit);
  ds_json_set_double (o, "slope_limit", steady->options.slope_limit);
  ds_json_set_double (o, "round_s", steady->options.round_s);
  json_object_set_int_member (o, "max_rounds", steady->options.max_rounds);
  json_object_set_int_member (o, "precondition_passes", steady->precondition_passes);
  json_object_set_object_member (settings_json, "steady", o);
}

gboolean
ds_bench_steady_from_json (JsonObject    *settings_json,
                           DsBenchSteady *out)
{
  JsonObject *o = settings_json != NULL ? ds_json_get_object (settings_json, "steady") : NULL;
  gint64 window, max_rounds, passes;

  ds_bench_steady_init (out);
  if (o == NULL)
    return FALSE;
  window = ds_json_get_int (o, "window", -1);
  max_rounds = ds_json_get_int (o, "max_rounds", -1);
  passes = ds_json_get_int (o, "precondition_passes", -1);
  if (window < 0 || window > G_MAXUINT || max_rounds < 0 || max_rounds > G_MAXUINT ||
      passes < 0 || passes > G_MAXUINT)
    return FALSE;
  out->enabled = TRUE;
  out->options.window = (guint) window;
  out->options.max_rounds = (guint) max_rounds;
  out->options.range_limit = ds_json_get_double (o, "range_limit", NAN);
  out->options.slope_limit = ds_json_get_double (o, "slope_limit", NAN);
  out->options.round_s = ds_json_get_double (o, "round_s", NAN);
  out->precondition_passes = (guint) passes;
  if (!ds_bench_steady_validate (out, NULL))
    {
      ds_bench_steady_init (out);
      return FALSE;
    }
  return TRUE;
}

typedef struct
{
  DsBenchPreconditionFunc func;
  gpointer                user_data;
  guint                   pass;
  guint                   passes;
  guint64                 done;      /* bytes of the finished passes */
  guint64                 total;
} Precondition;

static void
precondition_tick (const DsIoCounters *counters,
                   double              elapsed_s,
                   gboolean            measuring,
                   gpointer            user_data)
{
  Precondition *p = user_data;

  if (p->func != NULL)
    p->func (p->pass, p->passes, MIN (p->done + ds_io_counters_live_bytes (counters), p->total),
             p->total, p->user_data);
}

gboolean
ds_bench_precondition (DsTestFile             *file,
                       guint                   passes,
                       DsDataPattern           data,
                       DsIoEngineKind          engine,
                       DsBenchPreconditionFunc progress,
                       gpointer                user_data,
                       GCancellable           *cancellable,
                       GError                **error)
{
  guint64 size = ds_test_file_get_size (file);
  guint64 pass_bytes = size - size % DS_BENCH_PRECONDITION_BLOCK;
  g_autoptr(DsIoDataPool) pool = NULL;
  Precondition p = { progress, user_data, 0, passes, 0, pass_bytes * passes };

  if (passes == 0 || pass_bytes == 0)
    return TRUE;
  pool = ds_io_data_pool_new (data, DS_BENCH_PRECONDITION_BLOCK);
  for (p.pass = 1; p.pass <= passes; p.pass++)
    {
      DsIoWorkload w = { 0 };
      DsIoCounters counters;
      gboolean ok;

      w.file = file;
      w.pattern = DS_IO_PATTERN_SEQ;
      w.mode = DS_IO_MODE_WRITE;
      w.block_size = DS_BENCH_PRECONDITION_BLOCK;
      w.queue_depth = DS_BENCH_PRECONDITION_QUEUE_DEPTH;
      w.threads = 1;
      w.byte_limit = pass_bytes;
      w.wrap = TRUE;
      w.pool = pool;
      w.engine = engine;
      w.tick = precondition_tick;
      w.tick_data = &p;
      w.tick_interval_ms = 200;
      if (progress != NULL)
        progress (p.pass, passes, p.done, p.total, user_data);
      ds_io_counters_init (&counters);
      ok = ds_io_workload_run (&w, &counters, cancellable, error);
      ds_io_counters_clear (&counters);
      if (!ok)
        return FALSE;
      p.done += pass_bytes;
    }
  if (progress != NULL)
    progress (passes, passes, p.total, p.total, user_data);
  return TRUE;
}

DsSteadyResult *
ds_bench_test_result_steady (const DsBenchResult     *result,
                             const DsBenchTestResult *test)
{
  DsBenchSteady steady;
  DsSteadyResult *verdict;

  if (!ds_bench_steady_from_json (result->settings, &steady))
    return NULL;
  verdict = ds_steady_result_new (&steady.options);
  for (guint i = 0; i < test->runs->len; i++)
    if (ds_steady_result_add_round (verdict, g_array_index (test->runs, DsIoRunStats, i).iops))
      break;
  return verdict;
}

/* The MB/s of the verdict's window (the same rounds as its IOPS). */
static double
window_mbps (const DsBenchTestResult *test,
             const DsSteadyResult    *verdict)
{
  double sum = 0;
  guint n = verdict->window.rounds;

  if (n == 0 || verdict->window.first_round + n - 1 > test->runs->len)
    return NAN;
  for (guint i = 0; i < n; i++)
    sum += g_array_index (test->runs, DsIoRunStats, verdict->window.first_round - 1 + i).mbps;
  return sum / n;
}

void
ds_bench_steady_annotate_json (const DsBenchResult *result,
                               JsonArray           *tests)
{
  for (guint i = 0; i < result->tests->len && i < json_array_get_length (tests); i++)
    {
      const DsBenchTestResult *t = g_ptr_array_index (result->tests, i);
      g_autoptr(DsSteadyResult) verdict = ds_bench_test_result_steady (result, t);
      JsonObject *obj = json_array_get_object_element (tests, i);

      if (verdict == NULL)
        return;
      if (obj == NULL)
        continue;
      json_object_set_object_member (obj, "steady", ds_steady_result_to_json (verdict));
      json_object_set_int_member (obj, "rounds", ds_steady_result_rounds (verdict));
      ds_json_set_double (obj, "round_s", verdict->options.round_s);
      json_object_set_boolean_member (obj, "steady_reached", verdict->reached);
      if (verdict->reached)
        json_object_set_int_member (obj, "rounds_to_steady", verdict->rounds_to_steady);
      else
        json_object_set_null_member (obj, "rounds_to_steady");
      ds_json_set_double (obj, "fob_iops", ds_steady_result_fob (verdict));
      ds_json_set_double (obj, "fob_mbps", t->runs->len > 0 ? g_array_index (t->runs, DsIoRunStats, 0).mbps : NAN);
      ds_json_set_double (obj, "steady_iops", ds_steady_result_average (verdict));
      ds_json_set_double (obj, "steady_mbps", window_mbps (t, verdict));
    }
}

void
ds_bench_steady_annotate_root (const DsBenchResult *result,
                               JsonObject          *root)
{
  DsBenchSteady steady;
  JsonObject *o;
  guint reached = 0, rounds = 0;

  if (!ds_bench_steady_from_json (result->settings, &steady))
    return;
  for (guint i = 0; i < result->tests->len; i++)
    {
      g_autoptr(DsSteadyResult) verdict = ds_bench_test_result_steady (result, g_ptr_array_index (result->tests, i));

      reached += verdict->reached ? 1 : 0;
      rounds += ds_steady_result_rounds (verdict);
    }
  o = json_object_new ();
  ds_json_set_double (o, "round_s", steady.options.round_s);
  json_object_set_int_member (o, "window", steady.options.window);
  json_object_set_int_member (o, "max_rounds", steady.options.max_rounds);
  json_object_set_int_member (o, "precondition_passes", steady.precondition_passes);
  json_object_set_int_member (o, "tests", result->tests->len);
  json_object_set_int_member (o, "tests_reached", reached);
  json_object_set_boolean_member (o, "reached", result->tests->len > 0 && reached == result->tests->len);
  json_object_set_int_member (o, "rounds", rounds);
  json_object_set_object_member (root, "steady_state", o);
}

gboolean
ds_bench_steady_test_line (const DsBenchResult     *result,
                           const DsBenchTestResult *test,
                           DsIoRunStats            *out,
                           char                   **out_state)
{
  g_autoptr(DsSteadyResult) verdict = ds_bench_test_result_steady (result, test);
  guint n, first;
  double lat = 0;

  if (verdict == NULL)
    return FALSE;
  memset (out, 0, sizeof *out);
  out->mbps = out->iops = out->lat_mean_us = NAN;
  n = verdict->window.rounds;
  first = verdict->window.first_round;
  if (n > 0 && first + n - 1 <= test->runs->len)
    {
      out->iops = verdict->window.average;
      out->mbps = window_mbps (test, verdict);
      for (guint i = 0; i < n; i++)
        lat += g_array_index (test->runs, DsIoRunStats, first - 1 + i).lat_mean_us;
      out->lat_mean_us = lat / n;
    }
  if (verdict->reached)
    /* Translators: after a test's steady numbers: "steady after 7 rounds (rounds 3–7)" */
    *out_state = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "steady after %u round (rounds %u–%u)",
                                               "steady after %u rounds (rounds %u–%u)", verdict->rounds_to_steady),
                                  verdict->rounds_to_steady, first, first + n - 1);
  else
    /* Translators: after a test's numbers: "not steady in 25 rounds (the last 5)" */
    *out_state = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "not steady in %u round (the last %u)",
                                               "not steady in %u rounds (the last %u)", ds_steady_result_rounds (verdict)),
                                  ds_steady_result_rounds (verdict), n);
  return TRUE;
}

gboolean
ds_bench_steady_footer (const DsBenchResult *result,
                        char               **out_test,
                        char               **out_time)
{
  DsBenchSteady steady;
  gint64 size = ds_json_get_int (result->settings, "size_bytes", 0);
  g_autofree char *size_text = NULL;

  if (!ds_bench_steady_from_json (result->settings, &steady))
    return FALSE;
  size_text = size > 0 ? g_format_size_full ((guint64) size, G_FORMAT_SIZE_IEC_UNITS) : g_strdup ("?");
  /* Translators: the Test line of a steady-state run: "1.0 GiB (rounds of 60 s, up to 25)" */
  *out_test = g_strdup_printf (_("%s (rounds of %g s, up to %u)"), size_text, steady.options.round_s,
                               steady.options.max_rounds);
  /* Translators: the Time line of a steady-state run: "Round 60 sec / Window 5 rounds / No warm-up (round 1 is FOB)" */
  *out_time = g_strdup_printf (_("Round %g sec / Window %u rounds / No warm-up (round 1 is FOB)"),
                               steady.options.round_s, steady.options.window);
  return TRUE;
}

char *
ds_bench_steady_format_text (const DsBenchResult *result)
{
  g_autoptr(GString) out = g_string_new (NULL);
  DsBenchSteady steady;

  if (!ds_bench_steady_from_json (result->settings, &steady))
    return g_strdup ("");
  g_string_append_printf (out, "\n%s\n", _("Steady state (SNIA PTS)"));
  /* Translators: the method line of the steady-state section. */
  g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                            "  window %u rounds of %g s, range within %g%%, slope within %g%% of the average, at most %u rounds; %u preconditioning pass\n",
                                            "  window %u rounds of %g s, range within %g%%, slope within %g%% of the average, at most %u rounds; %u preconditioning passes\n",
                                            steady.precondition_passes),
                          steady.options.window, steady.options.round_s,
                          steady.options.range_limit * 100, steady.options.slope_limit * 100,
                          steady.options.max_rounds, steady.precondition_passes);
  g_string_append_printf (out, "  %-24s %12s %12s %10s %10s  %s\n", _("Test"), _("FOB IOPS"), _("Steady IOPS"),
                          _("FOB MB/s"), _("Steady MB/s"), _("Verdict"));
  for (guint i = 0; i < result->tests->len; i++)
    {
      const DsBenchTestResult *t = g_ptr_array_index (result->tests, i);
      g_autoptr(DsSteadyResult) verdict = ds_bench_test_result_steady (result, t);
      g_autofree char *spec = ds_bench_spec_to_string (&t->spec);
      g_autofree char *name = g_strdup_printf ("%s %s", spec, ds_io_mode_to_string (t->mode));
      g_autofree char *state = NULL;
      double fob_mbps = t->runs->len > 0 ? g_array_index (t->runs, DsIoRunStats, 0).mbps : NAN;

      if (verdict->reached)
        state = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "steady after %u round (rounds %u–%u)",
                                              "steady after %u rounds (rounds %u–%u)", verdict->rounds_to_steady),
                                 verdict->rounds_to_steady,
                                 verdict->window.first_round,
                                 verdict->window.first_round + verdict->window.rounds - 1);
      else if (ds_steady_result_rounds (verdict) == 0)
        state = g_strdup (_("no rounds"));
      else
        state = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "not steady after %u round; the last %u shown",
                                              "not steady after %u rounds; the last %u shown",
                                              ds_steady_result_rounds (verdict)),
                                 ds_steady_result_rounds (verdict), verdict->window.rounds);
      g_string_append_printf (out, "  %-24s %12.0f %12.0f %10.1f %10.1f  %s\n", name,
                              ds_steady_result_fob (verdict), ds_steady_result_average (verdict),
                              fob_mbps, window_mbps (t, verdict), state);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}
