/* ds-thermal-analysis.c — summary and throttle events of a timeline
 *
 * The write phase is smoothed with a centred running median (about 3 s), which
 * keeps the edges of real steps sharp and ignores single slow samples. A drop
 * is an event when the smoothed throughput stays DS_THERMAL_DROP_FRACTION
 * below the running level for DS_THERMAL_SUSTAIN_S. The running level is the
 * larger of the level the current segment settled at and the median of its
 * last ten seconds, so both a slow slide and a drop after a slow climb count.
 * The verdict is written in ds-thermal-verdict.c.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ds-json.h"
#include "ds-thermal-analysis.h"

#define TRAILING_S     10.0
#define START_WINDOW_S 5.0
#define TEMP_NEAR_S    2.0
#define EPS            1e-6

/* "At least 15 % below" and "within 10 %" include the boundary itself; the
 * tolerance keeps a level of exactly 850 of 1000 on the right side of a
 * threshold computed as 1000 × 0.85. */
static inline gboolean
at_or_below (double x,
             double thr)
{
  return x <= thr + fabs (thr) * 1e-9 + 1e-9;
}

static inline gboolean
at_or_above (double x,
             double thr)
{
  return x >= thr - fabs (thr) * 1e-9 - 1e-9;
}

/* The write phase as plain arrays, one entry per write sample. */
typedef struct
{
  guint    n;
  double   dt;         /* typical sample interval */
  double  *t;
  double  *raw;        /* MB/s */
  double  *sm;         /* smoothed MB/s */
  double  *temp;
  double  *bytes;      /* written up to the end of this sample */
} Timeline;

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a;
  double y = *(const double *) b;

  return (x > y) - (x < y);
}

/* Median of values[from, to); NAN for an empty range. */
static double
median_range (const double *values,
              guint         from,
              guint         to)
{
  g_autofree double *tmp = NULL;
  guint n;

  if (to <= from)
    return NAN;
  n = to - from;
  tmp = g_memdup2 (values + from, n * sizeof (double));
  qsort (tmp, n, sizeof (double), compare_doubles);
  if (n % 2 == 1)
    return tmp[n / 2];
  return (tmp[n / 2 - 1] + tmp[n / 2]) / 2.0;
}

static double
mean_range (const double *values,
            guint         from,
            guint         to)
{
  double sum = 0;

  if (to <= from)
    return NAN;
  for (guint i = from; i < to; i++)
    sum += values[i];
  return sum / (to - from);
}

/* First index whose time is >= @t (n when none). */
static guint
index_at_or_after (const Timeline *tl,
                   double          t)
{
  guint lo = 0, hi = tl->n;

  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      if (tl->t[mid] < t - EPS)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo;
}

/* First index whose time is > @t (n when none). */
static guint
index_after (const Timeline *tl,
             double          t)
{
  guint lo = 0, hi = tl->n;

  while (lo < hi)
    {
      guint mid = lo + (hi - lo) / 2;

      if (tl->t[mid] <= t + EPS)
        lo = mid + 1;
      else
        hi = mid;
    }
  return lo;
}

static void
timeline_clear (Timeline *tl)
{
  g_clear_pointer (&tl->t, g_free);
  g_clear_pointer (&tl->raw, g_free);
  g_clear_pointer (&tl->sm, g_free);
  g_clear_pointer (&tl->temp, g_free);
  g_clear_pointer (&tl->bytes, g_free);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Timeline, timeline_clear)

static void
timeline_init (Timeline     *tl,
               const GArray *samples)
{
  g_autofree double *diffs = NULL;
  gboolean have_bytes = FALSE;
  double half;
  guint n = 0;

  memset (tl, 0, sizeof *tl);
  tl->t = g_new0 (double, samples->len + 1);
  tl->raw = g_new0 (double, samples->len + 1);
  tl->sm = g_new0 (double, samples->len + 1);
  tl->temp = g_new0 (double, samples->len + 1);
  tl->bytes = g_new0 (double, samples->len + 1);

  for (guint i = 0; i < samples->len; i++)
    {
      const DsThermalSample *s = &g_array_index (samples, DsThermalSample, i);

      if (s->cooldown || !isfinite (s->mbps) || !isfinite (s->t_s))
        continue;
      if (n > 0 && s->t_s <= tl->t[n - 1])
        continue;
      tl->t[n] = s->t_s;
      tl->raw[n] = MAX (s->mbps, 0.0);
      tl->temp[n] = s->temp_c;
      tl->bytes[n] = (double) s->bytes;
      have_bytes |= s->bytes > 0;
      n++;
    }
  tl->n = n;
  if (n == 0)
    return;

  diffs = g_new0 (double, n);
  for (guint i = 1; i < n; i++)
    diffs[i - 1] = tl->t[i] - tl->t[i - 1];
  tl->dt = n > 1 ? median_range (diffs, 0, n - 1) : MAX (tl->t[0], 1.0);

  /* Timelines recorded by other tools carry no byte counts: integrate. */
  if (!have_bytes)
    {
      double total = 0, prev = 0;

      for (guint i = 0; i < n; i++)
        {
          double dt = i == 0 ? (tl->t[0] > 0 ? tl->t[0] : 0) : tl->t[i] - prev;

          total += tl->raw[i] * 1e6 * dt;
          tl->bytes[i] = total;
          prev = tl->t[i];
        }
    }

  half = MAX (1.5, 1.5 * tl->dt);
  for (guint i = 0; i < n; i++)
    tl->sm[i] = median_range (tl->raw,
                              index_at_or_after (tl, tl->t[i] - half),
                              index_after (tl, tl->t[i] + half));
}

static void
temperature_span (const GArray *samples,
                  double       *first,
                  double       *peak,
                  double       *last)
{
  *first = *peak = *last = NAN;
  for (guint i = 0; i < samples->len; i++)
    {
      const DsThermalSample *s = &g_array_index (samples, DsThermalSample, i);

      if (!isfinite (s->temp_c))
        continue;
      if (!isfinite (*first))
        *first = s->temp_c;
      if (!isfinite (*peak) || s->temp_c > *peak)
        *peak = s->temp_c;
      *last = s->temp_c;
    }
}

/* Each run of write samples below DS_THERMAL_DIP_FRACTION of @level is one
 * dip (the first sample, the ramp-up, left out); its depth is its lowest
 * sample. */
static void
count_dips (const Timeline   *tl,
            double            level,
            DsThermalSummary *sum)
{
  double deepest = NAN;

  sum->n_dips = 0;
  sum->dip_low_mbps = sum->dip_high_mbps = NAN;
  if (!isfinite (level) || level <= 0)
    return;
  for (guint i = 1; i <= tl->n; i++)
    {
      gboolean low = i < tl->n && tl->raw[i] < level * DS_THERMAL_DIP_FRACTION;

      if (low)
        deepest = isfinite (deepest) ? MIN (deepest, tl->raw[i]) : tl->raw[i];
      else if (isfinite (deepest))
        {
          sum->n_dips++;
          sum->dip_low_mbps = isfinite (sum->dip_low_mbps) ? MIN (sum->dip_low_mbps, deepest) : deepest;
          sum->dip_high_mbps = isfinite (sum->dip_high_mbps) ? MAX (sum->dip_high_mbps, deepest) : deepest;
          deepest = NAN;
        }
    }
}

static void
summary_from_timeline (const Timeline   *tl,
                       const GArray     *samples,
                       DsThermalSummary *sum)
{
  double first_temp;

  memset (sum, 0, sizeof *sum);
  sum->start_mbps = sum->steady_mbps = sum->avg_mbps = NAN;
  sum->min_mbps = sum->max_mbps = sum->spread_mbps = NAN;
  sum->recovery_s = NAN;
  sum->dip_low_mbps = sum->dip_high_mbps = NAN;
  temperature_span (samples, &first_temp, &sum->peak_temp_c, &sum->final_temp_c);

  if (tl->n == 0)
    return;

  sum->write_seconds = tl->t[tl->n - 1];
  sum->bytes_written = (guint64) llround (tl->bytes[tl->n - 1]);
  if (sum->write_seconds > 0)
    sum->avg_mbps = sum->bytes_written / sum->write_seconds / 1e6;
  else
    sum->avg_mbps = mean_range (tl->raw, 0, tl->n);
  sum->start_mbps = median_range (tl->raw, 0,
                                  MAX (1, index_after (tl, MIN (START_WINDOW_S, sum->write_seconds / 4))));
  sum->steady_mbps = median_range (tl->raw, MIN (index_at_or_after (tl, sum->write_seconds * 2 / 3), tl->n - 1),
                                   tl->n);
  sum->min_mbps = sum->max_mbps = tl->raw[0];
  for (guint i = 1; i < tl->n; i++)
    {
      sum->min_mbps = MIN (sum->min_mbps, tl->raw[i]);
      sum->max_mbps = MAX (sum->max_mbps, tl->raw[i]);
    }
  sum->spread_mbps = sum->max_mbps - sum->min_mbps;
  count_dips (tl, isfinite (sum->steady_mbps) ? sum->steady_mbps : sum->avg_mbps, sum);

  /* Cool-down: the first reading after writing stopped that is back within
   * DS_THERMAL_IDLE_MARGIN_C of the temperature at the start. */
  if (isfinite (first_temp))
    for (guint i = 0; i < samples->len; i++)
      {
        const DsThermalSample *s = &g_array_index (samples, DsThermalSample, i);

        if (s->cooldown && isfinite (s->temp_c) &&
            s->temp_c <= first_temp + DS_THERMAL_IDLE_MARGIN_C)
          {
            sum->recovery_s = MAX (0.0, s->t_s - sum->write_seconds);
            break;
          }
      }
}

void
ds_thermal_compute_summary (const GArray     *samples,
                            DsThermalSummary *summary)
{
  g_auto(Timeline) tl = { 0 };

  timeline_init (&tl, samples);
  summary_from_timeline (&tl, samples, summary);
}

/* ---- events ------------------------------------------------------------ */

typedef struct
{
  const Timeline *tl;
  double          warning_c;
  gboolean        counters_grew;
  GPtrArray      *events;
  /* the open event */
  DsThermalEvent *event;
  GArray         *step_index;   /* guint: where each step's segment starts */
  /* the segment the detector compares against */
  guint           seg_start;
  double          seg_level;
  guint           normal_start; /* where the last unthrottled stretch began */
} Detector;

static double
level_at (const Timeline *tl,
          guint           start)
{
  return median_range (tl->raw, start, MAX (start + 1, index_after (tl, tl->t[start] + DS_THERMAL_SUSTAIN_S)));
}

static double
running_level (const Detector *d,
               guint           i)
{
  const Timeline *tl = d->tl;
  guint lo = MAX (d->seg_start, index_at_or_after (tl, tl->t[i] - TRAILING_S));
  double trailing = median_range (tl->sm, lo, i);

  if (!isfinite (trailing))
    return d->seg_level;
  return MAX (d->seg_level, trailing);
}

/* The smoothed throughput stays below (@below) or at/above @thr from sample
 * @c on for DS_THERMAL_SUSTAIN_S; the run must last that long. */
static gboolean
sustained (const Timeline *tl,
           guint           c,
           double          thr,
           gboolean        below)
{
  double end_t = tl->t[c] + DS_THERMAL_SUSTAIN_S - tl->dt;

  if (tl->t[tl->n - 1] < end_t - EPS)
    return FALSE;
  for (guint j = c; j < tl->n && tl->t[j] <= end_t + EPS; j++)
    if (below ? !at_or_below (tl->sm[j], thr) : !at_or_above (tl->sm[j], thr))
      return FALSE;
  return TRUE;
}

/* The smoothed series crosses a little before or after the raw one: find
 * the first raw sample on the new side, within the smoothing window. */
static guint
refine_crossing (const Timeline *tl,
                 guint           c,
                 guint           floor_index,
                 double          thr,
                 gboolean        below)
{
  double half = MAX (1.5, 1.5 * tl->dt);
  guint o = c;

#define ON_NEW_SIDE(k) (below ? at_or_below (tl->raw[k], thr) : at_or_above (tl->raw[k], thr))
  if (!ON_NEW_SIDE (o))
    {
      while (o + 1 < tl->n && tl->t[o + 1] - tl->t[c] <= half + EPS && !ON_NEW_SIDE (o))
        o++;
      if (!ON_NEW_SIDE (o))
        o = c;
    }
  else
    while (o > floor_index + 1 && tl->t[c] - tl->t[o - 1] <= half + EPS && ON_NEW_SIDE (o - 1))
      o--;
#undef ON_NEW_SIDE
  return o;
}

static double
temperature_near (const Timeline *tl,
                  guint           o)
{
  for (guint j = o + 1; j-- > 0 && tl->t[o] - tl->t[j] <= TEMP_NEAR_S + EPS;)
    if (isfinite (tl->temp[j]))
      return tl->temp[j];
  for (guint j = o + 1; j < tl->n && tl->t[j] - tl->t[o] <= TEMP_NEAR_S + EPS; j++)
    if (isfinite (tl->temp[j]))
      return tl->temp[j];
  return NAN;
}

/* Fills the event's lead (writing at the level before it) and the
 * temperature's movement over it, then decides the cause. */
static DsThermalCause
classify (const Detector *d,
          guint           onset,
          DsThermalEvent *e)
{
  const Timeline *tl = d->tl;
  double lo = NAN, hi = NAN;
  guint readings = 0;

  for (guint j = d->normal_start; j <= onset; j++)
    if (isfinite (tl->temp[j]))
      {
        lo = readings == 0 ? tl->temp[j] : MIN (lo, tl->temp[j]);
        hi = readings == 0 ? tl->temp[j] : MAX (hi, tl->temp[j]);
        readings++;
      }
  e->lead_s = tl->t[onset] - (d->normal_start > 0 ? tl->t[d->normal_start] : 0);
  e->temp_rise_c = readings >= 2 ? hi - lo : NAN;

  if (isfinite (d->warning_c) && isfinite (e->onset_temp_c) &&
      e->onset_temp_c >= d->warning_c - DS_THERMAL_NEAR_WARNING_C)
    return DS_THERMAL_CAUSE_THERMAL;
  if (d->counters_grew)
    return DS_THERMAL_CAUSE_THERMAL;
  if (isfinite (e->temp_rise_c) && e->temp_rise_c < DS_THERMAL_FLAT_TEMP_C &&
      e->lead_s >= DS_THERMAL_SUSTAIN_S - EPS)
    return DS_THERMAL_CAUSE_CACHE;
  return DS_THERMAL_CAUSE_UNKNOWN;
}

static void
open_event (Detector *d,
            guint     onset,
            double    before)
{
  const Timeline *tl = d->tl;
  DsThermalEvent *e = ds_thermal_event_new ();
  DsThermalStep step = { tl->t[onset], NAN };

  e->onset_s = tl->t[onset];
  e->onset_temp_c = temperature_near (tl, onset);
  e->before_mbps = before;
  e->cause = classify (d, onset, e);
  if (e->cause == DS_THERMAL_CAUSE_CACHE)
    {
      double base = d->normal_start > 0 ? tl->bytes[d->normal_start - 1] : 0;

      e->cache_bytes = onset > 0 ? (guint64) llround (tl->bytes[onset - 1] - base) : 0;
    }
  g_array_append_val (e->steps, step);
  g_array_set_size (d->step_index, 0);
  g_array_append_val (d->step_index, onset);
  d->event = e;
}

static void
add_step (Detector *d,
          guint     at)
{
  DsThermalStep step = { d->tl->t[at], NAN };

  g_array_append_val (d->event->steps, step);
  g_array_append_val (d->step_index, at);
}

/* @end: index one past the last throttled sample. */
static void
close_event (Detector *d,
             guint     end)
{
  const Timeline *tl = d->tl;
  DsThermalEvent *e = d->event;
  guint onset = g_array_index (d->step_index, guint, 0);

  guint last = MAX (end, onset + 1);

  /* Each step: the level it settled at in its first seconds (cut short by
   * the next step or the end). */
  for (guint k = 0; k < d->step_index->len; k++)
    {
      guint from = g_array_index (d->step_index, guint, k);
      guint to = k + 1 < d->step_index->len ? g_array_index (d->step_index, guint, k + 1) : last;
      guint settle = MIN (to, MAX (from + 1, index_after (tl, tl->t[from] + DS_THERMAL_SUSTAIN_S)));

      g_array_index (e->steps, DsThermalStep, k).mbps = median_range (tl->raw, from, settle);
    }
  e->during_mbps = mean_range (tl->raw, onset, last);
  e->end_mbps = median_range (tl->raw,
                              MAX (onset, MIN (last - 1, index_at_or_after (tl, tl->t[last - 1] - TRAILING_S))),
                              last);
  e->end_s = end < tl->n ? tl->t[end] : tl->t[tl->n - 1];
  g_ptr_array_add (d->events, e);
  d->event = NULL;
}

static void
start_segment (Detector *d,
               guint     at)
{
  d->seg_start = at;
  d->seg_level = level_at (d->tl, at);
}

static void
detect_events (const Timeline *tl,
               double          start_mbps,
               double          warning_c,
               gboolean        counters_grew,
               GPtrArray      *events)
{
  Detector d = { tl, warning_c, counters_grew, events, NULL, NULL, 0, NAN, 0 };
  guint i = 1;

  if (tl->n < 2)
    return;
  d.step_index = g_array_new (FALSE, FALSE, sizeof (guint));
  start_segment (&d, 0);

  while (i < tl->n)
    {
      double ref, thr;

      if (d.event != NULL)
        {
          /* Recovered: back within 10 % of the level the run started at
           * (the level just before the event where that is unknown). */
          double base = isfinite (start_mbps) ? start_mbps : d.event->before_mbps;
          double up = base * (1.0 - DS_THERMAL_RECOVER_FRACTION);

          if (at_or_above (tl->sm[i], up) && sustained (tl, i, up, FALSE))
            {
              guint o = refine_crossing (tl, i, d.seg_start, up, FALSE);

              d.event->recovered_s = tl->t[o];
              close_event (&d, o);
              start_segment (&d, o);
              d.normal_start = o;
              i = o + 1;
              continue;
            }
        }

      ref = running_level (&d, i);
      thr = ref * (1.0 - DS_THERMAL_DROP_FRACTION);
      if (at_or_below (tl->sm[i], thr) && sustained (tl, i, thr, TRUE))
        {
          guint o = refine_crossing (tl, i, d.seg_start, thr, TRUE);

          if (d.event == NULL)
            open_event (&d, o, ref);
          else
            add_step (&d, o);
          start_segment (&d, o);
          i = o + 1;
          continue;
        }
      i++;
    }
  if (d.event != NULL)
    close_event (&d, tl->n);
  g_array_unref (d.step_index);
}

void
ds_thermal_counters_init (DsThermalCounters *counters)
{
  counters->thermal_transitions = -1;
  counters->thermal_seconds = -1;
  counters->warning_temp_minutes = -1;
  counters->critical_temp_minutes = -1;
  counters->bytes_written = -1;
  counters->temperature_c = NAN;
}

JsonObject *
ds_thermal_health_delta (const DsThermalCounters *before,
                         const DsThermalCounters *after)
{
  const struct { const char *key; gsize offset; } fields[] = {
    { "thermal_transitions", G_STRUCT_OFFSET (DsThermalCounters, thermal_transitions) },
    { "thermal_seconds", G_STRUCT_OFFSET (DsThermalCounters, thermal_seconds) },
    { "warning_temp_minutes", G_STRUCT_OFFSET (DsThermalCounters, warning_temp_minutes) },
    { "critical_temp_minutes", G_STRUCT_OFFSET (DsThermalCounters, critical_temp_minutes) },
    { "bytes_written", G_STRUCT_OFFSET (DsThermalCounters, bytes_written) },
  };
  JsonObject *delta, *b, *a;
  guint known = 0;

  if (before == NULL || after == NULL)
    return NULL;
  delta = json_object_new ();
  b = json_object_new ();
  a = json_object_new ();
  for (guint i = 0; i < G_N_ELEMENTS (fields); i++)
    {
      gint64 vb = G_STRUCT_MEMBER (gint64, before, fields[i].offset);
      gint64 va = G_STRUCT_MEMBER (gint64, after, fields[i].offset);

      if (vb < 0 || va < 0)
        continue;
      /* Counters only grow; a smaller value means the drive reset them. */
      json_object_set_int_member (delta, fields[i].key, MAX (va - vb, 0));
      json_object_set_int_member (b, fields[i].key, vb);
      json_object_set_int_member (a, fields[i].key, va);
      known++;
    }
  ds_json_set_double (b, "temperature_c", before->temperature_c);
  ds_json_set_double (a, "temperature_c", after->temperature_c);
  json_object_set_object_member (delta, "before", b);
  json_object_set_object_member (delta, "after", a);
  if (known == 0)
    {
      json_object_unref (delta);
      return NULL;
    }
  return delta;
}

gboolean
ds_thermal_health_delta_shows_throttling (JsonObject *delta)
{
  static const char *counters[] = {
    "thermal_transitions", "thermal_seconds",
    "warning_temp_minutes", "critical_temp_minutes",
  };

  if (delta == NULL)
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (counters); i++)
    if (ds_json_get_double (delta, counters[i], 0) > 0)
      return TRUE;
  return FALSE;
}

void
ds_thermal_analyze (DsThermalResult *result)
{
  g_auto(Timeline) tl = { 0 };

  g_return_if_fail (result != NULL);

  timeline_init (&tl, result->samples);
  summary_from_timeline (&tl, result->samples, &result->summary);
  g_ptr_array_set_size (result->events, 0);
  detect_events (&tl, result->summary.start_mbps, result->warning_temp_c,
                 ds_thermal_health_delta_shows_throttling (result->health_delta),
                 result->events);
  g_free (result->verdict);
  result->verdict = ds_thermal_verdict (result);
}

void
ds_thermal_figures (const DsThermalResult *result,
                    DsThermalFigures      *figures)
{
  const DsThermalSummary *s = &result->summary;
  double lowest = s->steady_mbps;

  figures->first_throttle_s = NAN;
  figures->throttle_temp_c = NAN;
  figures->before_mbps = s->start_mbps;
  figures->after_mbps = NAN;
  figures->cooldown_s = s->recovery_s;
  figures->peak_temp_c = s->peak_temp_c;
  figures->n_events = result->events != NULL ? result->events->len : 0;
  figures->cache_bytes = 0;
  for (guint i = 0; i < figures->n_events; i++)
    {
      const DsThermalEvent *e = g_ptr_array_index (result->events, i);

      if (e->cause == DS_THERMAL_CAUSE_CACHE && figures->cache_bytes == 0)
        figures->cache_bytes = e->cache_bytes;
      /* a write cache filling is not a throttle */
      if (e->cause != DS_THERMAL_CAUSE_CACHE && isnan (figures->first_throttle_s))
        {
          figures->first_throttle_s = e->onset_s;
          figures->throttle_temp_c = e->onset_temp_c;
          figures->before_mbps = e->before_mbps;
          /* the level it first stepped down to, not the span's average */
          figures->after_mbps = e->steps != NULL && e->steps->len > 0
                                  ? g_array_index (e->steps, DsThermalStep, 0).mbps : e->during_mbps;
        }
      for (guint k = 0; e->steps != NULL && k < e->steps->len; k++)
        {
          double v = g_array_index (e->steps, DsThermalStep, k).mbps;

          if (isfinite (v) && (!isfinite (lowest) || v < lowest))
            lowest = v;
        }
      if (isfinite (e->end_mbps) && (!isfinite (lowest) || e->end_mbps < lowest))
        lowest = e->end_mbps;
    }
  figures->lowest_sustained_mbps = lowest;
}
