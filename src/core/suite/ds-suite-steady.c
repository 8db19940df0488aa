/* ds-suite-steady.c — rounds, the steady-state verdict, the IOPS matrix and
 * write saturation of the suites that run in rounds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "ds-json.h"
#include "ds-suite-analysis.h"
#include "ds-suite-steady.h"

void
ds_suite_steady_options (const DsSuiteResult *result,
                         DsSteadyOptions     *out)
{
  ds_steady_options_from_json (ds_json_get_object (result->settings, "steady"), out);
}

guint
ds_suite_result_rounds (const DsSuiteResult *result)
{
  guint rounds = 0;

  if (!ds_suite_kind_has_rounds (result->suite))
    return 0;
  for (guint i = 0; i < result->steps->len; i++)
    rounds = MAX (rounds, ((DsSuiteStep *) g_ptr_array_index (result->steps, i))->round);
  return rounds;
}

static gboolean
tracked (const DsSuiteResult *result,
         const DsSuiteStep   *st)
{
  if (result->suite == DS_SUITE_WSAT)
    return TRUE;
  return st->spec.block_size == DS_SUITE_MATRIX_TRACKED_BLOCK && st->spec.read_percent == DS_SUITE_MATRIX_TRACKED_READ;
}

/* The tracked step of each round, in order (borrowed; NULL for a round
 * whose tracked step is missing or incomplete). */
static GPtrArray *
tracked_steps (const DsSuiteResult *result)
{
  guint rounds = ds_suite_result_rounds (result);
  GPtrArray *steps = g_ptr_array_new ();

  g_ptr_array_set_size (steps, rounds);
  for (guint i = 0; i < result->steps->len; i++)
    {
      DsSuiteStep *st = g_ptr_array_index (result->steps, i);

      if (st->round > 0 && !st->incomplete && tracked (result, st))
        g_ptr_array_index (steps, st->round - 1) = st;
    }
  /* a cut-short last round is no round */
  while (steps->len > 0 && g_ptr_array_index (steps, steps->len - 1) == NULL)
    g_ptr_array_set_size (steps, steps->len - 1);
  return steps;
}

DsSteadyResult *
ds_suite_result_steady (const DsSuiteResult *result)
{
  g_autoptr(GPtrArray) steps = NULL;
  DsSteadyOptions options;
  DsSteadyResult *steady;

  if (!ds_suite_kind_has_rounds (result->suite))
    return NULL;
  steps = tracked_steps (result);
  if (steps->len == 0)
    return NULL;
  ds_suite_steady_options (result, &options);
  /* wsat keeps writing after it settles: its rounds are not cut at the
   * verdict, so the window is looked for over all of them */
  if (result->suite == DS_SUITE_WSAT)
    options.max_rounds = MAX (options.max_rounds, steps->len);
  steady = ds_steady_result_new (&options);
  for (guint i = 0; i < steps->len; i++)
    {
      DsSuiteStep *st = g_ptr_array_index (steps, i);

      if (ds_steady_result_add_round (steady, st != NULL ? st->stats.iops : NAN))
        break;
    }
  return steady;
}

static gint
find_u64 (GArray *a, guint64 v)
{
  for (guint i = 0; i < a->len; i++)
    if (g_array_index (a, guint64, i) == v)
      return (gint) i;
  return -1;
}

static gint
find_uint (GArray *a, guint v)
{
  for (guint i = 0; i < a->len; i++)
    if (g_array_index (a, guint, i) == v)
      return (gint) i;
  return -1;
}

GArray *
ds_suite_matrix (const DsSuiteResult *result,
                 GArray             **out_blocks,
                 GArray             **out_mixes)
{
  g_autoptr(DsSteadyResult) steady = NULL;
  g_autoptr(GArray) blocks = g_array_new (FALSE, FALSE, sizeof (guint64));
  g_autoptr(GArray) mixes = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) counts = NULL;
  GArray *cells;
  guint first = 1, last;

  if (result->suite != DS_SUITE_IOPS_MATRIX || ds_suite_result_rounds (result) == 0)
    return NULL;
  for (guint i = 0; i < result->steps->len; i++)
    {
      DsSuiteStep *st = g_ptr_array_index (result->steps, i);

      if (find_u64 (blocks, st->spec.block_size) < 0)
        g_array_append_val (blocks, st->spec.block_size);
      if (find_uint (mixes, st->spec.read_percent) < 0)
        g_array_append_val (mixes, st->spec.read_percent);
    }
  steady = ds_suite_result_steady (result);
  last = ds_suite_result_rounds (result);
  if (steady != NULL && steady->window.rounds > 0)
    {
      first = steady->window.first_round;
      last = first + steady->window.rounds - 1;
    }
  cells = g_array_sized_new (FALSE, TRUE, sizeof (DsSuiteMatrixCell), mixes->len * blocks->len);
  g_array_set_size (cells, mixes->len * blocks->len);
  counts = g_array_new (FALSE, TRUE, sizeof (guint));
  g_array_set_size (counts, cells->len);
  for (guint m = 0; m < mixes->len; m++)
    for (guint b = 0; b < blocks->len; b++)
      {
        DsSuiteMatrixCell *c = &g_array_index (cells, DsSuiteMatrixCell, m * blocks->len + b);

        c->block_size = g_array_index (blocks, guint64, b);
        c->read_percent = g_array_index (mixes, guint, m);
        c->fob_iops = c->steady_iops = c->steady_mbps = NAN;
      }
  for (guint i = 0; i < result->steps->len; i++)
    {
      DsSuiteStep *st = g_ptr_array_index (result->steps, i);
      guint k = (guint) find_uint (mixes, st->spec.read_percent) * blocks->len + (guint) find_u64 (blocks, st->spec.block_size);
      DsSuiteMatrixCell *c = &g_array_index (cells, DsSuiteMatrixCell, k);

      if (st->incomplete || !isfinite (st->stats.iops))
        continue;
      if (st->round == 1)
        c->fob_iops = st->stats.iops;
      if (st->round >= first && st->round <= last)
        {
          guint *n = &g_array_index (counts, guint, k);

          c->steady_iops = (*n == 0 ? 0 : c->steady_iops) + st->stats.iops;
          c->steady_mbps = (*n == 0 ? 0 : c->steady_mbps) + st->stats.mbps;
          (*n)++;
        }
    }
  for (guint k = 0; k < cells->len; k++)
    {
      guint n = g_array_index (counts, guint, k);
      DsSuiteMatrixCell *c = &g_array_index (cells, DsSuiteMatrixCell, k);

      if (n > 0)
        {
          c->steady_iops /= n;
          c->steady_mbps /= n;
        }
    }
  if (out_blocks != NULL)
    *out_blocks = g_steal_pointer (&blocks);
  if (out_mixes != NULL)
    *out_mixes = g_steal_pointer (&mixes);
  return cells;
}

GArray *
ds_suite_wsat_curve (const DsSuiteResult *result)
{
  g_autoptr(GPtrArray) steps = tracked_steps (result);
  GArray *points = g_array_new (FALSE, FALSE, sizeof (DsSuiteSample));
  double written = 0;

  for (guint i = 0; i < steps->len; i++)
    {
      DsSuiteStep *st = g_ptr_array_index (steps, i);
      DsSuiteSample p;

      if (st == NULL)
        continue;
      written += (double) st->stats.bytes;
      p.position = written;
      p.mbps = st->stats.iops;
      g_array_append_val (points, p);
    }
  return points;
}

gboolean
ds_suite_wsat_analyze (const DsSuiteResult *result,
                       DsSuiteWsat         *out)
{
  g_autoptr(GArray) curve = NULL;
  g_autoptr(GArray) values = NULL;
  DsSteadyOptions options;
  guint n, window, from = 0;
  double sum = 0;

  memset (out, 0, sizeof *out);
  out->settled_iops = out->settled_at_bytes = out->fob_iops = out->written_bytes = NAN;
  if (result->suite != DS_SUITE_WSAT)
    return FALSE;
  curve = ds_suite_wsat_curve (result);
  n = curve->len;
  if (n == 0)
    return FALSE;
  ds_suite_steady_options (result, &options);
  window = options.window;
  out->rounds = n;
  out->fob_iops = g_array_index (curve, DsSuiteSample, 0).mbps;
  out->written_bytes = g_array_index (curve, DsSuiteSample, n - 1).position;
  values = g_array_sized_new (FALSE, FALSE, sizeof (double), n);
  for (guint i = 0; i < n; i++)
    g_array_append_val (values, g_array_index (curve, DsSuiteSample, i).mbps);
  /* It settles where it stays: the last window of rounds must be steady,
   * and the level is that of the longest run of steady windows ending
   * there (a window that was steady early and then fell away is not where
   * it settled). */
  for (guint start = n >= window ? n - window + 1 : 0; start >= 1; start--)
    {
      DsSteadyWindow w;

      ds_steady_evaluate ((const double *) values->data + (start - 1), window, start, &options, &w);
      if (!w.steady)
        break;
      from = start;
    }
  if (from == 0)
    return TRUE;
  for (guint i = from; i <= n; i++)
    sum += g_array_index (values, double, i - 1);
  out->settled = TRUE;
  out->settled_round = from;
  out->settled_iops = sum / (n - from + 1);
  out->settled_at_bytes = from >= 2 ? g_array_index (curve, DsSuiteSample, from - 2).position : 0;
  return TRUE;
}

void
ds_suite_steady_summary_json (const DsSuiteResult *result,
                              JsonObject          *summary)
{
  g_autoptr(DsSteadyResult) steady = ds_suite_result_steady (result);

  if (steady == NULL)
    return;
  /* wsat is judged by where it stays (ds_suite_wsat_analyze), not by the
   * first steady window */
  if (result->suite == DS_SUITE_IOPS_MATRIX)
    json_object_set_object_member (summary, "steady", ds_steady_result_to_json (steady));
  if (result->suite == DS_SUITE_IOPS_MATRIX)
    {
      g_autoptr(GArray) cells = ds_suite_matrix (result, NULL, NULL);
      JsonArray *arr = json_array_new ();

      for (guint i = 0; cells != NULL && i < cells->len; i++)
        {
          const DsSuiteMatrixCell *c = &g_array_index (cells, DsSuiteMatrixCell, i);
          JsonObject *o = json_object_new ();

          ds_json_set_u64 (o, "block_size", c->block_size);
          json_object_set_int_member (o, "read_percent", c->read_percent);
          ds_json_set_double (o, "fob_iops", c->fob_iops);
          ds_json_set_double (o, "steady_iops", c->steady_iops);
          ds_json_set_double (o, "steady_mbps", c->steady_mbps);
          json_array_add_object_element (arr, o);
        }
      json_object_set_array_member (summary, "matrix", arr);
    }
  else
    {
      DsSuiteWsat w;
      JsonObject *o = json_object_new ();

      ds_suite_wsat_analyze (result, &w);
      json_object_set_boolean_member (o, "settled", w.settled);
      json_object_set_int_member (o, "settled_round", w.settled_round);
      ds_json_set_double (o, "settled_iops", w.settled_iops);
      ds_json_set_double (o, "settled_at_bytes", w.settled_at_bytes);
      ds_json_set_double (o, "fob_iops", w.fob_iops);
      ds_json_set_double (o, "written_bytes", w.written_bytes);
      json_object_set_int_member (o, "rounds", w.rounds);
      json_object_set_object_member (summary, "wsat", o);
    }
}

void
ds_suite_steady_summary_text (const DsSuiteResult *result,
                              GString             *s)
{
  g_autoptr(DsSteadyResult) steady = ds_suite_result_steady (result);
  guint rounds;

  if (steady == NULL)
    return;
  rounds = ds_steady_result_rounds (steady);
  if (result->suite == DS_SUITE_IOPS_MATRIX)
    {
      if (steady->reached)
        /* TRANSLATORS: "4K random write: steady state after 7 rounds (window of rounds 3-7), 412 IOPS; FOB 3980 IOPS" */
        g_string_append_printf (s, _("4K random write: steady state after %u rounds (window of rounds %u-%u), %.0f IOPS; FOB %.0f IOPS"),
                                steady->rounds_to_steady, steady->window.first_round,
                                steady->window.first_round + steady->window.rounds - 1,
                                steady->window.average, ds_steady_result_fob (steady));
      else
        /* TRANSLATORS: "4K random write: steady state not reached in 25 rounds; the last window 412 IOPS; FOB 3980 IOPS" */
        g_string_append_printf (s, _("4K random write: steady state not reached in %u rounds; the last window %.0f IOPS; FOB %.0f IOPS"),
                                rounds, ds_steady_result_average (steady), ds_steady_result_fob (steady));
      g_string_append_c (s, '\n');
    }
  else
    {
      DsSuiteWsat w;
      g_autofree char *written = NULL;

      ds_suite_wsat_analyze (result, &w);
      written = g_format_size ((guint64) w.written_bytes);
      if (w.settled)
        {
          g_autofree char *at = g_format_size ((guint64) w.settled_at_bytes);

          /* TRANSLATORS: "Write saturation: settles at 400 IOPS after 1.2 GB written (round 6); FOB 4000 IOPS; 16.8 GB in 30 rounds" */
          g_string_append_printf (s, _("Write saturation: settles at %.0f IOPS after %s written (round %u); FOB %.0f IOPS; %s in %u rounds"),
                                  w.settled_iops, at, w.settled_round, w.fob_iops, written, w.rounds);
        }
      else
        /* TRANSLATORS: "Write saturation: does not settle; FOB 4000 IOPS; 16.8 GB in 30 rounds" */
        g_string_append_printf (s, _("Write saturation: does not settle; FOB %.0f IOPS; %s in %u rounds"),
                                w.fob_iops, written, w.rounds);
      g_string_append_c (s, '\n');
    }
}

void
ds_suite_steady_format_text (const DsSuiteResult *result,
                             GString             *s)
{
  g_autoptr(DsSteadyResult) steady = ds_suite_result_steady (result);
  g_autoptr(GArray) blocks = NULL;
  g_autoptr(GArray) mixes = NULL;
  g_autoptr(GArray) cells = NULL;

  if (steady == NULL)
    return;
  cells = ds_suite_matrix (result, &blocks, &mixes);
  if (cells != NULL)
    {
      g_string_append_printf (s, "%s\n", steady->reached ? _("Steady-state IOPS (average of the steady window):")
                                                         : _("IOPS of the last window (steady state not reached):"));
      /* TRANSLATORS: the corner of the matrix table: read/write share by block size */
      g_string_append_printf (s, "%-8s", _("R/W"));
      for (guint b = 0; b < blocks->len; b++)
        {
          g_autofree char *name = ds_suite_format_block (g_array_index (blocks, guint64, b));

          g_string_append_printf (s, " %10s", name);
        }
      g_string_append_c (s, '\n');
      for (guint m = 0; m < mixes->len; m++)
        {
          guint r = g_array_index (mixes, guint, m);
          g_autofree char *mix = g_strdup_printf ("%u/%u", r, 100 - r);

          g_string_append_printf (s, "%-8s", mix);
          for (guint b = 0; b < blocks->len; b++)
            {
              double v = g_array_index (cells, DsSuiteMatrixCell, m * blocks->len + b).steady_iops;

              if (isfinite (v))
                g_string_append_printf (s, " %10.0f", v);
              else
                g_string_append_printf (s, " %10s", "—");
            }
          g_string_append_c (s, '\n');
        }
      g_string_append_c (s, '\n');
    }
  /* the tracked rounds */
  g_string_append_printf (s, "%s\n", result->suite == DS_SUITE_WSAT ? _("Rounds (4K random write):")
                                                                    : _("Rounds of the 4K random write cell:"));
  {
    g_autoptr(GArray) curve = result->suite == DS_SUITE_WSAT ? ds_suite_wsat_curve (result) : NULL;

    for (guint i = 0; i < steady->values->len; i++)
      {
        double v = g_array_index (steady->values, double, i);
        gboolean in_window = i + 1 >= steady->window.first_round &&
                             i + 1 < steady->window.first_round + steady->window.rounds;
        DsSuiteWsat sat;

        if (result->suite == DS_SUITE_WSAT && ds_suite_wsat_analyze (result, &sat))
          in_window = sat.settled && i + 1 >= sat.settled_round;

        /* TRANSLATORS: one round: "round  3     412 IOPS" */
        g_string_append_printf (s, _("round %3u %10.0f IOPS"), i + 1, v);
        if (curve != NULL && i < curve->len)
          {
            g_autofree char *w = g_format_size ((guint64) g_array_index (curve, DsSuiteSample, i).position);

            g_string_append_printf (s, "  %s", w);
          }
        if (i == 0)
          g_string_append_printf (s, "  %s", _("FOB"));
        if (in_window && result->suite == DS_SUITE_WSAT)
          g_string_append_printf (s, "  %s", _("settled"));
        else if (in_window)
          g_string_append_printf (s, "  %s", steady->reached ? _("steady window") : _("last window"));
        g_string_append_c (s, '\n');
      }
  }
}
