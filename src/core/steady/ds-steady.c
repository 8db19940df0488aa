/* ds-steady.c — SNIA PTS steady-state detection
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "ds-error.h"
#include "ds-json.h"
#include "ds-steady.h"

void
ds_steady_options_init (DsSteadyOptions *options)
{
  options->window = DS_STEADY_WINDOW_DEFAULT;
  options->range_limit = DS_STEADY_RANGE_LIMIT_DEFAULT;
  options->slope_limit = DS_STEADY_SLOPE_LIMIT_DEFAULT;
  options->round_s = DS_STEADY_ROUND_S_DEFAULT;
  options->max_rounds = DS_STEADY_MAX_ROUNDS_DEFAULT;
}

gboolean
ds_steady_options_validate (const DsSteadyOptions *options,
                            GError               **error)
{
  if (options->window < DS_STEADY_WINDOW_MIN || options->window > DS_STEADY_WINDOW_MAX)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("The steady-state window must be %u to %u rounds, not %u."),
                   DS_STEADY_WINDOW_MIN, DS_STEADY_WINDOW_MAX, options->window);
      return FALSE;
    }
  if (!(options->range_limit > 0.0 && options->range_limit <= DS_STEADY_LIMIT_MAX))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("The steady-state range limit must be above 0 %% and at most 100 %% of the window's average, not %g %%."),
                   options->range_limit * 100.0);
      return FALSE;
    }
  if (!(options->slope_limit > 0.0 && options->slope_limit <= DS_STEADY_LIMIT_MAX))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("The steady-state slope limit must be above 0 %% and at most 100 %% of the window's average, not %g %%."),
                   options->slope_limit * 100.0);
      return FALSE;
    }
  if (!(options->round_s >= DS_STEADY_ROUND_S_MIN && options->round_s <= DS_STEADY_ROUND_S_MAX))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("A steady-state round must last %g to %g seconds, not %g."),
                   DS_STEADY_ROUND_S_MIN, DS_STEADY_ROUND_S_MAX, options->round_s);
      return FALSE;
    }
  if (options->max_rounds < options->window || options->max_rounds > DS_STEADY_MAX_ROUNDS_MAX)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("The maximum number of rounds must be from the window (%u) to %u, not %u."),
                   options->window, DS_STEADY_MAX_ROUNDS_MAX, options->max_rounds);
      return FALSE;
    }
  return TRUE;
}

void
ds_steady_evaluate (const double          *values,
                    guint                  n,
                    guint                  first_round,
                    const DsSteadyOptions *options,
                    DsSteadyWindow        *out)
{
  double sum = 0.0, min = INFINITY, max = -INFINITY;
  double x_mean, sxy = 0.0, sxx = 0.0;

  memset (out, 0, sizeof *out);
  out->first_round = first_round;
  out->rounds = n;
  if (n == 0)
    {
      out->average = out->min = out->max = out->range = NAN;
      out->slope = out->intercept = out->excursion = NAN;
      return;
    }
  for (guint i = 0; i < n; i++)
    {
      sum += values[i];
      min = MIN (min, values[i]);
      max = MAX (max, values[i]);
    }
  out->average = sum / n;
  out->min = min;
  out->max = max;
  out->range = max - min;

  /* Least squares over x = 0 .. n-1 (the round within the window). */
  x_mean = (n - 1) / 2.0;
  for (guint i = 0; i < n; i++)
    {
      double dx = i - x_mean;

      sxy += dx * (values[i] - out->average);
      sxx += dx * dx;
    }
  out->slope = sxx > 0.0 ? sxy / sxx : 0.0;
  out->intercept = out->average - out->slope * x_mean;
  out->excursion = fabs (out->slope) * (n - 1);

  /* Relative to the average's size; an average of 0 (nothing moved) has
   * no scale to be steady against. */
  out->range_ok = out->average != 0.0 && out->range <= options->range_limit * fabs (out->average);
  out->slope_ok = out->average != 0.0 && out->excursion <= options->slope_limit * fabs (out->average);
  out->steady = n >= options->window && out->range_ok && out->slope_ok;
}

DsSteadyResult *
ds_steady_result_new (const DsSteadyOptions *options)
{
  DsSteadyResult *result = g_new0 (DsSteadyResult, 1);

  result->options = *options;
  result->values = g_array_new (FALSE, FALSE, sizeof (double));
  ds_steady_evaluate (NULL, 0, 1, options, &result->window);
  return result;
}

DsSteadyResult *
ds_steady_result_copy (const DsSteadyResult *result)
{
  DsSteadyResult *copy = g_new0 (DsSteadyResult, 1);

  *copy = *result;
  copy->values = g_array_copy (result->values);
  return copy;
}

void
ds_steady_result_free (DsSteadyResult *result)
{
  if (result == NULL)
    return;
  g_array_unref (result->values);
  g_free (result);
}

guint
ds_steady_result_rounds (const DsSteadyResult *result)
{
  return result->values->len;
}

gboolean
ds_steady_result_done (const DsSteadyResult *result)
{
  return result->reached || result->values->len >= result->options.max_rounds;
}

gboolean
ds_steady_result_add_round (DsSteadyResult *result,
                            double          value)
{
  guint n, first;

  if (ds_steady_result_done (result))
    return TRUE;
  g_array_append_val (result->values, value);
  n = result->values->len;
  first = n > result->options.window ? n - result->options.window : 0;
  ds_steady_evaluate (&g_array_index (result->values, double, first), n - first,
                      first + 1, &result->options, &result->window);
  if (result->window.steady)
    {
      result->reached = TRUE;
      result->rounds_to_steady = n;
    }
  return ds_steady_result_done (result);
}

double
ds_steady_result_fob (const DsSteadyResult *result)
{
  return result->values->len > 0 ? g_array_index (result->values, double, 0) : NAN;
}

double
ds_steady_result_average (const DsSteadyResult *result)
{
  return result->window.average;
}

void
ds_steady_options_to_json (const DsSteadyOptions *options,
                           JsonObject            *o)
{
  json_object_set_int_member (o, "window", options->window);
  ds_json_set_double (o, "range_limit", options->range_limit);
  ds_json_set_double (o, "slope_limit", options->slope_limit);
  ds_json_set_double (o, "round_s", options->round_s);
  json_object_set_int_member (o, "max_rounds", options->max_rounds);
}

gboolean
ds_steady_options_from_json (JsonObject      *o,
                             DsSteadyOptions *out)
{
  gint64 window = o != NULL ? ds_json_get_int (o, "window", -1) : -1;
  gint64 max_rounds = o != NULL ? ds_json_get_int (o, "max_rounds", -1) : -1;

  ds_steady_options_init (out);
  if (window < 0 || window > G_MAXUINT || max_rounds < 0 || max_rounds > G_MAXUINT)
    return FALSE;
  out->window = (guint) window;
  out->max_rounds = (guint) max_rounds;
  out->range_limit = ds_json_get_double (o, "range_limit", NAN);
  out->slope_limit = ds_json_get_double (o, "slope_limit", NAN);
  out->round_s = ds_json_get_double (o, "round_s", NAN);
  if (!ds_steady_options_validate (out, NULL))
    {
      ds_steady_options_init (out);
      return FALSE;
    }
  return TRUE;
}

JsonObject *
ds_steady_result_to_json (const DsSteadyResult *result)
{
  JsonObject *o = json_object_new ();
  JsonArray *rounds = json_array_new ();

  json_object_set_int_member (o, "window", result->options.window);
  ds_json_set_double (o, "range_limit", result->options.range_limit);
  ds_json_set_double (o, "slope_limit", result->options.slope_limit);
  ds_json_set_double (o, "round_s", result->options.round_s);
  json_object_set_int_member (o, "max_rounds", result->options.max_rounds);
  for (guint i = 0; i < result->values->len; i++)
    {
      double v = g_array_index (result->values, double, i);

      if (isfinite (v))
        json_array_add_double_element (rounds, v);
      else
        json_array_add_null_element (rounds);
    }
  json_object_set_array_member (o, "rounds", rounds);
  json_object_set_boolean_member (o, "reached", result->reached);
  json_object_set_int_member (o, "rounds_to_steady", result->rounds_to_steady);
  ds_json_set_double (o, "fob", ds_steady_result_fob (result));
  json_object_set_int_member (o, "window_first_round", result->window.first_round);
  ds_json_set_double (o, "window_average", result->window.average);
  ds_json_set_double (o, "window_range", result->window.range);
  ds_json_set_double (o, "window_slope", result->window.slope);
  ds_json_set_double (o, "window_excursion", result->window.excursion);
  return o;
}

DsSteadyResult *
ds_steady_result_from_json (JsonObject  *object,
                            GError     **error)
{
  DsSteadyOptions options;
  g_autoptr (DsSteadyResult) result = NULL;
  JsonArray *rounds;
  gint64 window = ds_json_get_int (object, "window", -1);
  gint64 max_rounds = ds_json_get_int (object, "max_rounds", -1);

  ds_steady_options_init (&options);
  if (window < 0 || window > G_MAXUINT || max_rounds < 0 || max_rounds > G_MAXUINT)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                   _("The steady-state record has no valid window or maximum rounds."));
      return NULL;
    }
  options.window = (guint) window;
  options.max_rounds = (guint) max_rounds;
  options.range_limit = ds_json_get_double (object, "range_limit", NAN);
  options.slope_limit = ds_json_get_double (object, "slope_limit", NAN);
  options.round_s = ds_json_get_double (object, "round_s", NAN);
  if (!ds_steady_options_validate (&options, error))
    {
      g_prefix_error (error, _("The steady-state record is damaged: "));
      if (error != NULL && *error != NULL)
        (*error)->code = DS_ERROR_PARSE;
      return NULL;
    }
  rounds = ds_json_get_array (object, "rounds");
  if (rounds == NULL || json_array_get_length (rounds) > options.max_rounds)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                   _("The steady-state record has no rounds, or more than its maximum."));
      return NULL;
    }
  result = ds_steady_result_new (&options);
  for (guint i = 0; i < json_array_get_length (rounds); i++)
    {
      JsonNode *node = json_array_get_element (rounds, i);
      double v = NAN;

      if (JSON_NODE_HOLDS_VALUE (node) &&
          (json_node_get_value_type (node) == G_TYPE_DOUBLE ||
           json_node_get_value_type (node) == G_TYPE_INT64))
        v = json_node_get_double (node);
      if (ds_steady_result_done (result))
        {
          g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                       _("The steady-state record has rounds after it reached steady state."));
          return NULL;
        }
      ds_steady_result_add_round (result, v);
    }
  if (ds_json_get_bool (object, "reached", FALSE) != result->reached ||
      ds_json_get_int (object, "rounds_to_steady", 0) != result->rounds_to_steady)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                   _("The steady-state record's verdict does not match its rounds."));
      return NULL;
    }
  return g_steal_pointer (&result);
}
