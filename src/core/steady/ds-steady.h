/* ds-steady.h — steady-state detection as the SNIA Solid State Storage
 * Performance Test Specification (PTS) defines it
 *
 * A workload is repeated in rounds; each round gives one value (IOPS, MB/s).
 * The measurement window is the last @window rounds (5 in the PTS). The
 * window is steady when both hold:
 *   - range:  max(y) - min(y)                 <= range_limit x average(y)
 *   - slope:  |least-squares slope| x (N - 1) <= slope_limit x average(y)
 * (the PTS's 20 % data excursion and 10 % slope excursion). Rounds to steady
 * state is the number of the last round of the first steady window. A run
 * that gets to max_rounds (25 in the PTS) without a steady window is "not
 * reached" and still reports every round and its last window.
 *
 * Pure: no I/O, no clock. The runners feed it round values
 * (ds_steady_result_add_round) and ask whether to stop.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define DS_STEADY_WINDOW_MIN          3
#define DS_STEADY_WINDOW_MAX          50
#define DS_STEADY_WINDOW_DEFAULT      5
#define DS_STEADY_RANGE_LIMIT_DEFAULT 0.20
#define DS_STEADY_SLOPE_LIMIT_DEFAULT 0.10
#define DS_STEADY_LIMIT_MAX           1.0     /* 100 % */
#define DS_STEADY_MAX_ROUNDS_DEFAULT  25
#define DS_STEADY_MAX_ROUNDS_MAX      1000
#define DS_STEADY_ROUND_S_DEFAULT     60.0    /* the PTS's one-minute rounds */
#define DS_STEADY_ROUND_S_MIN         1.0
#define DS_STEADY_ROUND_S_MAX         86400.0 /* 24 h */

typedef struct
{
  guint  window;        /* rounds in the measurement window */
  double range_limit;   /* fraction of the window's average, 0.20 */
  double slope_limit;   /* fraction of the window's average, 0.10 */
  double round_s;       /* length of one round, seconds */
  guint  max_rounds;    /* stop here if never steady */
} DsSteadyOptions;

/* The PTS defaults above. */
void     ds_steady_options_init     (DsSteadyOptions       *options);
/* Every range above; DS_ERROR_INVALID_ARGUMENT naming the option and its
 * range. max_rounds must be at least window. */
gboolean ds_steady_options_validate (const DsSteadyOptions *options,
                                     GError               **error);

/* {window, range_limit, slope_limit, round_s, max_rounds} into @object (as
 * a run's settings keep them), and back: FALSE (and @out the defaults) when
 * a member is missing or ds_steady_options_validate() refuses them. */
void     ds_steady_options_to_json   (const DsSteadyOptions *options,
                                      JsonObject            *object);
gboolean ds_steady_options_from_json (JsonObject            *object,
                                      DsSteadyOptions       *out);

/* One window's arithmetic. */
typedef struct
{
  guint    first_round;   /* 1-based number of the window's first round */
  guint    rounds;        /* rounds in it */
  double   average;
  double   min;
  double   max;
  double   range;         /* max - min */
  double   slope;         /* least-squares slope, value per round */
  double   intercept;     /* of the fit, at the window's first round */
  double   excursion;     /* |slope| x (rounds - 1) */
  gboolean range_ok;      /* range <= range_limit x |average| */
  gboolean slope_ok;      /* excursion <= slope_limit x |average| */
  gboolean steady;        /* both, over a full window */
} DsSteadyWindow;

/* Evaluates @n values (rounds @first_round ..). With n < options->window the
 * arithmetic is still filled in, but steady is FALSE. An average of zero is
 * never steady (the limits are relative to it). */
void     ds_steady_evaluate         (const double          *values,
                                     guint                  n,
                                     guint                  first_round,
                                     const DsSteadyOptions *options,
                                     DsSteadyWindow        *out);

/* The rounds of one workload and the verdict. */
typedef struct
{
  DsSteadyOptions options;
  GArray         *values;          /* double, one per round, in order */
  gboolean        reached;
  guint           rounds_to_steady;/* last round of the first steady window; 0 if not reached */
  DsSteadyWindow  window;          /* the steady window, or the last one if not reached */
} DsSteadyResult;

DsSteadyResult *ds_steady_result_new        (const DsSteadyOptions *options);
DsSteadyResult *ds_steady_result_copy       (const DsSteadyResult  *result);
void            ds_steady_result_free       (DsSteadyResult        *result);
/* Adds one round and re-evaluates the last window. Returns TRUE when the
 * runner should stop: steady state was reached with this round, or this was
 * max_rounds. Rounds added after that are refused (returns TRUE, ignored). */
gboolean        ds_steady_result_add_round  (DsSteadyResult        *result,
                                             double                 value);
gboolean        ds_steady_result_done       (const DsSteadyResult  *result);
guint           ds_steady_result_rounds     (const DsSteadyResult  *result);
/* The FOB (fresh-out-of-box) value: the first round; NAN with no rounds. */
double          ds_steady_result_fob        (const DsSteadyResult  *result);
/* The steady window's average (or the last window's when not reached);
 * NAN with no rounds. */
double          ds_steady_result_average    (const DsSteadyResult  *result);

/* {window, range_limit, slope_limit, round_s, max_rounds, rounds:[..],
 *  reached, rounds_to_steady, fob, window_first_round, window_average,
 *  window_range, window_slope, window_excursion}. */
JsonObject     *ds_steady_result_to_json    (const DsSteadyResult  *result);
/* The inverse; re-evaluates from the rounds and the options, so a stored
 * verdict that disagrees with its own numbers is DS_ERROR_PARSE. */
DsSteadyResult *ds_steady_result_from_json  (JsonObject            *object,
                                             GError               **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsSteadyResult, ds_steady_result_free)

G_END_DECLS
