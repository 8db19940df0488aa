/* ds-suite-analysis.c — plateaus, latency-limited depths, Little's law,
 * cache drops and linear spreads
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ds-conditions.h"
#include "ds-format.h"
#include "ds-json.h"
#include "ds-suite-analysis.h"
#include "ds-suite-steady.h"

double
ds_suite_step_little_ratio (const DsSuiteStep *step)
{
  double outstanding = (double) step->spec.queue_depth * step->spec.threads;

  if (!isfinite (step->stats.iops) || !isfinite (step->stats.lat_mean_us) ||
      step->stats.ios == 0 || outstanding <= 0)
    return NAN;
  return step->stats.iops * step->stats.lat_mean_us / 1e6 / outstanding;
}

gboolean
ds_suite_step_little_holds (const DsSuiteStep *step)
{
  double r = ds_suite_step_little_ratio (step);

  return !isfinite (r) || fabs (r - 1.0) <= DS_SUITE_LITTLE_TOLERANCE;
}

/* The words of a series name: as stored (the JSON's "name", the keys of
 * the series) or in the user's language (what people read). */
static const char *
mode_word (guint    read_percent,
           gboolean translated)
{
  if (read_percent >= 100)
    return translated ? _("read") : "read";
  if (read_percent == 0)
    return translated ? _("write") : "write";
  return NULL;
}

static void
append_mode (GString  *s,
             guint     read_percent,
             gboolean  translated)
{
  const char *word = mode_word (read_percent, translated);

  if (s->len > 0)
    g_string_append_c (s, ' ');
  if (word != NULL)
    g_string_append (s, word);
  else
    g_string_append_printf (s, "%u/%u", read_percent, 100 - read_percent);
}

static void
append_random (GString  *s,
               guint     random_percent,
               gboolean  translated)
{
  if (s->len > 0)
    g_string_append_c (s, ' ');
  if (random_percent == 100)
    /* TRANSLATORS: random access, in a series name: "4K read rnd" */
    g_string_append (s, translated ? C_("access", "rnd") : "rnd");
  else if (random_percent == 0)
    /* TRANSLATORS: sequential access, in a series name: "1M read seq" */
    g_string_append (s, translated ? C_("access", "seq") : "seq");
  else if (translated)
    /* TRANSLATORS: the share of random I/Os, in a series name: "4K 40/60 55% rnd" */
    g_string_append_printf (s, C_("access", "%u%% rnd"), random_percent);
  else
    g_string_append_printf (s, "%u%% rnd", random_percent);
}

static char *
step_series (const DsSuiteResult *result,
             const DsSuiteStep   *step,
             gboolean             translated)
{
  const DsSuiteStepSpec *sp = &step->spec;
  GString *s = g_string_new (NULL);
  g_autofree char *block = ds_suite_format_block (sp->block_size);

  switch (result->suite)
    {
    case DS_SUITE_BLOCKSIZE:
      /* everything but the block */
      append_mode (s, sp->read_percent, translated);
      if (sp->random_percent != 0)
        append_random (s, sp->random_percent, translated);
      break;
    case DS_SUITE_RWMIX:
      /* everything but the read share */
      g_string_append (s, block);
      append_random (s, sp->random_percent, translated);
      break;
    case DS_SUITE_CACHE:
    case DS_SUITE_LINEAR:
    case DS_SUITE_SURFACE:
      append_mode (s, sp->read_percent, translated);
      break;
    case DS_SUITE_QD_SCALING:
    case DS_SUITE_MIXES:
    default:
      /* everything but queue depth and threads */
      if (sp->label != NULL)
        g_string_append (s, sp->label);
      else
        {
          g_string_append (s, block);
          append_mode (s, sp->read_percent, translated);
          append_random (s, sp->random_percent, translated);
        }
      break;
    }
  return g_string_free (s, FALSE);
}

char *
ds_suite_step_series (const DsSuiteResult *result,
                      const DsSuiteStep   *step)
{
  return step_series (result, step, FALSE);
}

char *
ds_suite_step_series_title (const DsSuiteResult *result,
                            const DsSuiteStep   *step)
{
  return step_series (result, step, TRUE);
}

char *
ds_suite_series_title (const DsSuiteResult *result,
                       const char          *series)
{
  for (guint i = 0; i < result->steps->len; i++)
    {
      const DsSuiteStep *st = g_ptr_array_index (result->steps, i);
      g_autofree char *name = ds_suite_step_series (result, st);

      if (g_str_equal (name, series))
        return ds_suite_step_series_title (result, st);
    }
  return g_strdup (series);
}

GPtrArray *
ds_suite_result_series (const DsSuiteResult *result)
{
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);

  for (guint i = 0; i < result->steps->len; i++)
    {
      g_autofree char *name = ds_suite_step_series (result, g_ptr_array_index (result->steps, i));
      gboolean seen = FALSE;

      for (guint j = 0; j < names->len && !seen; j++)
        seen = g_str_equal (g_ptr_array_index (names, j), name);
      if (!seen)
        g_ptr_array_add (names, g_steal_pointer (&name));
    }
  return names;
}

GPtrArray *
ds_suite_result_series_steps (const DsSuiteResult *result,
                              const char          *series)
{
  GPtrArray *steps = g_ptr_array_new ();

  for (guint i = 0; i < result->steps->len; i++)
    {
      DsSuiteStep *st = g_ptr_array_index (result->steps, i);
      g_autofree char *name = ds_suite_step_series (result, st);

      if (g_str_equal (name, series))
        g_ptr_array_add (steps, st);
    }
  return steps;
}

static gboolean
measured (const DsSuiteStep *st)
{
  return st->stats.ios > 0 && isfinite (st->stats.mbps);
}

gboolean
ds_suite_blocksize_plateau (const DsSuiteResult *result,
                            const char          *series,
                            DsSuitePlateau      *out)
{
  g_autoptr(GPtrArray) steps = ds_suite_result_series_steps (result, series);
  guint64 plateau = 0;

  out->peak_mbps = NAN;
  out->peak_block = 0;
  out->plateau_block = 0;
  for (guint i = 0; i < steps->len; i++)
    {
      DsSuiteStep *st = g_ptr_array_index (steps, i);

      if (measured (st) && (isnan (out->peak_mbps) || st->stats.mbps > out->peak_mbps))
        {
          out->peak_mbps = st->stats.mbps;
          out->peak_block = st->spec.block_size;
        }
    }
  if (isnan (out->peak_mbps))
    return FALSE;
  /* The smallest block from which every larger block stays near the peak:
   * walk from the largest block down until one falls short. */
  for (;;)
    {
      guint64 candidate = 0;
      gboolean all_near = TRUE;

      for (guint i = 0; i < steps->len; i++)
        {
          DsSuiteStep *st = g_ptr_array_index (steps, i);

          if (!measured (st) || (plateau != 0 && st->spec.block_size >= plateau))
            continue;
          if (st->spec.block_size > candidate)
            candidate = st->spec.block_size;
        }
      if (candidate == 0)
        break;
      for (guint i = 0; i < steps->len; i++)
        {
          DsSuiteStep *st = g_ptr_array_index (steps, i);

          if (measured (st) && st->spec.block_size == candidate &&
              st->stats.mbps < DS_SUITE_PLATEAU_FRACTION * out->peak_mbps)
            all_near = FALSE;
        }
      if (!all_near)
        break;
      plateau = candidate;
    }
  out->plateau_block = plateau;
  return TRUE;
}

gboolean
ds_suite_qd_answer (const DsSuiteResult *result,
                    const char          *series,
                    double               limit_us,
                    DsSuiteQdAnswer     *out)
{
  g_autoptr(GPtrArray) steps = ds_suite_result_series_steps (result, series);
  DsLatencyStat stat = ds_suite_result_latency_limit_stat (result);
  guint best_depth = 0, peak_depth = 0;
  gboolean any = FALSE;

  memset (out, 0, sizeof *out);
  out->stat = stat;
  out->iops = out->p99_us = out->latency_us = out->peak_iops = NAN;
  for (guint i = 0; i < steps->len; i++)
    {
      DsSuiteStep *st = g_ptr_array_index (steps, i);
      guint depth = st->spec.queue_depth * st->spec.threads;
      double lat;

      if (!measured (st))
        continue;
      any = TRUE;
      if (isnan (out->peak_iops) || st->stats.iops > out->peak_iops ||
          (st->stats.iops == out->peak_iops && depth < peak_depth))
        {
          out->peak_iops = st->stats.iops;
          out->peak_queue_depth = st->spec.queue_depth;
          out->peak_threads = st->spec.threads;
          peak_depth = depth;
        }
      lat = ds_suite_step_latency_us (st, stat);
      if (isfinite (lat) && lat <= limit_us &&
          (!out->found || depth > best_depth ||
           (depth == best_depth && st->stats.iops > out->iops)))
        {
          out->found = TRUE;
          out->queue_depth = st->spec.queue_depth;
          out->threads = st->spec.threads;
          out->iops = st->stats.iops;
          out->latency_us = lat;
          out->p99_us = st->stats.lat_p99_us;
          best_depth = depth;
        }
    }
  /* A deeper step met the limit: shallower ones over it were noise. */
  for (guint i = 0; out->found && i < steps->len; i++)
    {
      DsSuiteStep *st = g_ptr_array_index (steps, i);
      double lat = ds_suite_step_latency_us (st, stat);

      if (!measured (st) || st->spec.queue_depth * st->spec.threads >= best_depth || !isfinite (lat) || lat <= limit_us)
        continue;
      if (out->n_noisy < G_N_ELEMENTS (out->noisy_queue_depths))
        out->noisy_queue_depths[out->n_noisy] = st->spec.queue_depth;
      out->n_noisy++;
    }
  return any;
}

static int
compare_doubles (gconstpointer a,
                 gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static double
median_of (const GArray *samples,
           guint         from,
           guint         to)
{
  g_autofree double *v = NULL;
  guint n = 0;

  if (to <= from)
    return NAN;
  v = g_new (double, to - from);
  for (guint i = from; i < to; i++)
    {
      double m = g_array_index (samples, DsSuiteSample, i).mbps;

      if (isfinite (m))
        v[n++] = m;
    }
  if (n == 0)
    return NAN;
  qsort (v, n, sizeof *v, compare_doubles);
  return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

gboolean
ds_suite_cache_analyze (const GArray *samples,
                        DsSuiteCache *out)
{
  guint n = samples != NULL ? samples->len : 0;
  guint head, win;
  double threshold;

  memset (out, 0, sizeof *out);
  out->start_mbps = out->after_mbps = out->cache_bytes = NAN;
  out->written_bytes = 0;
  if (n == 0)
    return FALSE;
  out->written_bytes = g_array_index (samples, DsSuiteSample, n - 1).position;
  /* The level it starts at: the median of the first tenth (at least 3). */
  head = MAX (3u, n / 10);
  head = MIN (head, n);
  out->start_mbps = median_of (samples, 0, head);
  out->after_mbps = out->start_mbps;
  if (!isfinite (out->start_mbps) || n < 6)
    return TRUE;
  /* The drop: the first slow sample from which a running median of a few
   * samples, and the median of everything after, stay below the share of
   * the start level; a single slow sample is not a cache running out.
   * The sample itself must be slow: a window that starts on the last fast
   * samples already has a slow median once more than half of it lies past
   * the drop, which put the drop up to half a window early. Sample i spans
   * the bytes from position[i - 1] to position[i], so the cache ran out at
   * position[i - 1]. */
  win = MAX (3u, n / 50);
  threshold = DS_SUITE_CACHE_DROP_FRACTION * out->start_mbps;
  for (guint i = head / 2; i + win <= n; i++)
    {
      double here = g_array_index (samples, DsSuiteSample, i).mbps;

      if (!(here < threshold) ||
          !(median_of (samples, i, i + win) < threshold) ||
          !(median_of (samples, i, n) < threshold))
        continue;
      out->found = TRUE;
      out->cache_bytes = i > 0 ? g_array_index (samples, DsSuiteSample, i - 1).position : 0;
      out->after_mbps = median_of (samples, i, n);
      out->start_mbps = median_of (samples, 0, MAX (1u, i));
      return TRUE;
    }
  out->start_mbps = median_of (samples, 0, n);
  out->after_mbps = out->start_mbps;
  return TRUE;
}

gboolean
ds_suite_linear_analyze (const DsSuiteStep *step,
                         DsSuiteLinear     *out)
{
  out->avg_mbps = step->stats.mbps;
  out->min_mbps = out->max_mbps = out->spread_mbps = NAN;
  out->min_index = out->max_index = 0;
  for (guint i = 0; i < step->samples->len; i++)
    {
      double m = g_array_index (step->samples, DsSuiteSample, i).mbps;

      if (!isfinite (m))
        continue;
      if (isnan (out->min_mbps) || m < out->min_mbps)
        {
          out->min_mbps = m;
          out->min_index = i;
        }
      if (isnan (out->max_mbps) || m > out->max_mbps)
        {
          out->max_mbps = m;
          out->max_index = i;
        }
    }
  if (isfinite (out->min_mbps))
    out->spread_mbps = out->max_mbps - out->min_mbps;
  return step->samples->len > 0 || isfinite (out->avg_mbps);
}

/* The size of the drive a surface run read, 0 unknown. */
static gint64
device_bytes (const DsSuiteResult *result)
{
  DsConditionsDevice device;

  ds_conditions_get_device (result->conditions, &device);
  return MAX (device.size_bytes, 0);
}

double
ds_suite_surface_position_percent (const DsSuiteResult *result,
                                   const DsSuiteStep   *step,
                                   guint                index)
{
  double device = (double) device_bytes (result);
  double end, start;

  if (device <= 0 || index >= step->samples->len)
    return NAN;
  end = g_array_index (step->samples, DsSuiteSample, index).position;
  if (ds_json_get_bool (result->settings, "full_pass", FALSE))
    start = index > 0 ? g_array_index (step->samples, DsSuiteSample, index - 1).position : 0.0;
  else
    {
      double block = (double) MAX (step->spec.block_size, 1);
      double size = (double) ds_json_get_int (result->settings, "size_bytes", 0);

      start = end - MAX (floor (size / block), 1.0) * block;
    }
  return CLAMP ((start + end) / 2.0 / device * 100.0, 0.0, 100.0);
}

double
ds_suite_result_latency_limit_us (const DsSuiteResult *result)
{
  double v = ds_run_settings_get_latency_limit_us (result->settings);

  return isfinite (v) && v > 0 ? v : DS_SUITE_LATENCY_LIMIT_DEFAULT_US;
}

DsLatencyStat
ds_suite_result_latency_limit_stat (const DsSuiteResult *result)
{
  return ds_run_settings_get_latency_limit_stat (result->settings);
}

double
ds_suite_step_latency_us (const DsSuiteStep *step,
                          DsLatencyStat      stat)
{
  switch (stat)
    {
    case DS_LATENCY_STAT_MEAN:
      return step->stats.lat_mean_us;
    case DS_LATENCY_STAT_P999:
      return step->stats.lat_p999_us;
    case DS_LATENCY_STAT_P99:
    default:
      return step->stats.lat_p99_us;
    }
}

static const DsSuiteStep *
find_read_share (const DsSuiteResult *result,
                 guint                read_percent)
{
  const DsSuiteStep *found = NULL;

  for (guint i = 0; i < result->steps->len; i++)
    {
      const DsSuiteStep *st = g_ptr_array_index (result->steps, i);

      if (st->spec.read_percent == read_percent && measured (st) &&
          (found == NULL || st->stats.iops > found->stats.iops))
        found = st;
    }
  return found;
}

JsonObject *
ds_suite_summary_to_json (const DsSuiteResult *result)
{
  JsonObject *obj = json_object_new ();
  g_autoptr(GPtrArray) series = ds_suite_result_series (result);
  JsonArray *arr = json_array_new ();

  switch (result->suite)
    {
    case DS_SUITE_BLOCKSIZE:
      for (guint i = 0; i < series->len; i++)
        {
          DsSuitePlateau p;
          JsonObject *so;

          if (!ds_suite_blocksize_plateau (result, g_ptr_array_index (series, i), &p))
            continue;
          so = json_object_new ();
          ds_json_set_string (so, "name", g_ptr_array_index (series, i));
          ds_json_set_double (so, "peak_mbps", p.peak_mbps);
          ds_json_set_u64 (so, "peak_block", p.peak_block);
          ds_json_set_u64 (so, "plateau_block", p.plateau_block);
          json_array_add_object_element (arr, so);
        }
      json_object_set_array_member (obj, "series", g_steal_pointer (&arr));
      break;
    case DS_SUITE_QD_SCALING:
    case DS_SUITE_MIXES:
      {
        double limit = ds_suite_result_latency_limit_us (result);

        ds_run_settings_set_latency_limit (obj, ds_suite_result_latency_limit_stat (result), limit);
        for (guint i = 0; i < series->len; i++)
          {
            DsSuiteQdAnswer a;
            JsonObject *so;

            if (!ds_suite_qd_answer (result, g_ptr_array_index (series, i), limit, &a))
              continue;
            so = json_object_new ();
            ds_json_set_string (so, "name", g_ptr_array_index (series, i));
            json_object_set_boolean_member (so, "found", a.found);
            if (a.found)
              {
                json_object_set_int_member (so, "queue_depth", a.queue_depth);
                json_object_set_int_member (so, "threads", a.threads);
                ds_json_set_double (so, "iops", a.iops);
                ds_json_set_double (so, "latency_us", a.latency_us);
                ds_json_set_double (so, "p99_us", a.p99_us);
              }
            ds_json_set_double (so, "peak_iops", a.peak_iops);
            json_object_set_int_member (so, "peak_queue_depth", a.peak_queue_depth);
            json_object_set_int_member (so, "peak_threads", a.peak_threads);
            json_array_add_object_element (arr, so);
          }
        json_object_set_array_member (obj, "series", g_steal_pointer (&arr));
      }
      break;
    case DS_SUITE_RWMIX:
      {
        const DsSuiteStep *r = find_read_share (result, 100);
        const DsSuiteStep *w = find_read_share (result, 0);

        ds_json_set_double (obj, "read_iops", r != NULL ? r->stats.iops : NAN);
        ds_json_set_double (obj, "write_iops", w != NULL ? w->stats.iops : NAN);
        ds_json_set_double (obj, "write_share_of_read",
                            r != NULL && w != NULL && r->stats.iops > 0 ? w->stats.iops / r->stats.iops : NAN);
      }
      break;
    case DS_SUITE_CACHE:
      for (guint i = 0; i < result->steps->len; i++)
        {
          const DsSuiteStep *st = g_ptr_array_index (result->steps, i);
          JsonObject *so = json_object_new ();
          DsSuiteCache c;

          ds_suite_cache_analyze (st->samples, &c);
          json_object_set_boolean_member (so, "found", c.found);
          ds_json_set_double (so, "start_mbps", c.start_mbps);
          ds_json_set_double (so, "cache_bytes", c.found ? c.cache_bytes : NAN);
          ds_json_set_double (so, "after_mbps", c.after_mbps);
          ds_json_set_double (so, "written_bytes", c.written_bytes);
          json_array_add_object_element (arr, so);
        }
      json_object_set_array_member (obj, "steps", g_steal_pointer (&arr));
      break;
    case DS_SUITE_LINEAR:
    case DS_SUITE_SURFACE:
      for (guint i = 0; i < result->steps->len; i++)
        {
          const DsSuiteStep *st = g_ptr_array_index (result->steps, i);
          JsonObject *so = json_object_new ();
          DsSuiteLinear l;

          ds_suite_linear_analyze (st, &l);
          ds_json_set_string (so, "mode", ds_io_mode_to_string (ds_suite_step_spec_mode (&st->spec)));
          ds_json_set_double (so, "avg_mbps", l.avg_mbps);
          ds_json_set_double (so, "min_mbps", l.min_mbps);
          ds_json_set_double (so, "max_mbps", l.max_mbps);
          ds_json_set_double (so, "spread_mbps", l.spread_mbps);
          if (result->suite == DS_SUITE_SURFACE)
            {
              ds_json_set_double (so, "min_at_percent", ds_suite_surface_position_percent (result, st, l.min_index));
              ds_json_set_double (so, "max_at_percent", ds_suite_surface_position_percent (result, st, l.max_index));
            }
          json_array_add_object_element (arr, so);
        }
      json_object_set_array_member (obj, "steps", g_steal_pointer (&arr));
      if (result->suite == DS_SUITE_SURFACE)
        json_object_set_int_member (obj, "device_bytes", device_bytes (result));
      break;
    case DS_SUITE_IOPS_MATRIX:
    case DS_SUITE_WSAT:
      ds_suite_steady_summary_json (result, obj);
      break;
    default:
      break;
    }
  if (arr != NULL)
    json_array_unref (arr);

  if (!ds_suite_kind_is_pass (result->suite))
    {
      JsonArray *flags = json_array_new ();

      for (guint i = 0; i < result->steps->len; i++)
        if (!ds_suite_step_little_holds (g_ptr_array_index (result->steps, i)))
          json_array_add_int_element (flags, i);
      json_object_set_array_member (obj, "little_violations", flags);
    }
  return obj;
}

static char *
format_block_iec (guint64 bytes)
{
  return g_format_size_full (bytes, G_FORMAT_SIZE_IEC_UNITS);
}

char *
ds_suite_format_latency (double us)
{
  if (us >= 1000.0)
    return g_strdup_printf (_("%.3g ms"), us / 1000.0);
  return g_strdup_printf (_("%.3g µs"), us);
}

char *
ds_suite_format_latency_limit (double        us,
                               DsLatencyStat stat)
{
  g_autofree char *value = ds_suite_format_latency (us);

  /* the statistic's name is the command line's, never translated */
  return g_strdup_printf ("%s %s", value, ds_latency_stat_to_string (stat));
}

/* What "mixed" was in the steps of series @name: "fileserver block sizes:
 * 512 10 %, 1K 5 %, …" once per distribution (a preset run at several
 * alignments has several). */
static void
append_block_mix (GString             *s,
                  const DsSuiteResult *result,
                  const char          *name)
{
  g_autoptr(GPtrArray) seen = g_ptr_array_new ();

  for (guint i = 0; i < result->steps->len; i++)
    {
      const DsSuiteStep *st = g_ptr_array_index (result->steps, i);
      g_autofree char *series = NULL;
      g_autofree char *mix = NULL;
      gboolean known = FALSE;

      if (st->spec.block_mix.n == 0)
        continue;
      series = ds_suite_step_series (result, st);
      if (g_strcmp0 (series, name) != 0)
        continue;
      for (guint k = 0; k < seen->len && !known; k++)
        known = ds_io_block_mix_equal (g_ptr_array_index (seen, k), &st->spec.block_mix);
      if (known)
        continue;
      g_ptr_array_add (seen, (gpointer) &st->spec.block_mix);
      mix = ds_suite_block_mix_to_string (&st->spec.block_mix);
      /* TRANSLATORS: "fileserver block sizes: 512 10 %, 1K 5 %, 4K 60 %, …" */
      g_string_append_printf (s, _("%s block sizes: %s"), name, mix);
      g_string_append_c (s, '\n');
    }
}

char *
ds_suite_summary_text (const DsSuiteResult *result)
{
  GString *s = g_string_new (NULL);
  g_autoptr(GPtrArray) series = ds_suite_result_series (result);

  switch (result->suite)
    {
    case DS_SUITE_BLOCKSIZE:
      for (guint i = 0; i < series->len; i++)
        {
          const char *key = g_ptr_array_index (series, i);
          g_autofree char *name = ds_suite_series_title (result, key);
          DsSuitePlateau p;

          if (!ds_suite_blocksize_plateau (result, key, &p))
            continue;
          if (p.plateau_block > 0)
            {
              g_autofree char *from = format_block_iec (p.plateau_block);

              /* TRANSLATORS: "read: reaches 95 % of its peak (3212.4 MB/s) from 128.0 KiB" */
              g_string_append_printf (s, _("%s: reaches 95 %% of its peak (%.1f MB/s) from %s"),
                                      name, p.peak_mbps, from);
            }
          else
            g_string_append_printf (s, _("%s: peak %.1f MB/s"), name, p.peak_mbps);
          g_string_append_c (s, '\n');
        }
      break;
    case DS_SUITE_QD_SCALING:
    case DS_SUITE_MIXES:
      {
        double limit = ds_suite_result_latency_limit_us (result);
        g_autofree char *limit_text = ds_suite_format_latency_limit (limit, ds_suite_result_latency_limit_stat (result));

        for (guint i = 0; i < series->len; i++)
          {
            const char *key = g_ptr_array_index (series, i);
            g_autofree char *name = ds_suite_series_title (result, key);
            DsSuiteQdAnswer a;

            if (!ds_suite_qd_answer (result, key, limit, &a))
              continue;
            if (a.found && a.threads > 1)
              /* TRANSLATORS: "4K read rnd: sustains QD 16 with 4 threads (201340 IOPS) within 0.75 ms p99";
               * the last %s is the limit with its statistic, "0.75 ms p99", "1 ms mean" */
              g_string_append_printf (s, _("%s: sustains QD %u with %u threads (%.0f IOPS) within %s"),
                                      name, a.queue_depth, a.threads, a.iops, limit_text);
            else if (a.found)
              /* TRANSLATORS: "4K read rnd: sustains QD 16 (201340 IOPS) within 0.75 ms p99";
               * the last %s is the limit with its statistic */
              g_string_append_printf (s, _("%s: sustains QD %u (%.0f IOPS) within %s"),
                                      name, a.queue_depth, a.iops, limit_text);
            else
              /* TRANSLATORS: "4K read rnd: latency exceeds 0.75 ms p99 at every depth" */
              g_string_append_printf (s, _("%s: latency exceeds %s at every depth"), name, limit_text);
            if (a.n_noisy > 0)
              {
                g_autoptr(GString) depths = g_string_new (NULL);

                for (guint k = 0; k < MIN (a.n_noisy, G_N_ELEMENTS (a.noisy_queue_depths)); k++)
                  g_string_append_printf (depths, "%s%u", k > 0 ? ", " : "", a.noisy_queue_depths[k]);
                /* TRANSLATORS: after "sustains QD 8 … within 0.75 ms p99": shallower depths were over
                 * the limit although a deeper one met it, "; QD 1, 4 were over it: noise, run the suite again to confirm" */
                g_string_append_printf (s, g_dngettext (GETTEXT_PACKAGE,
                                                        "; QD %s was over it: noise, run the suite again to confirm",
                                                        "; QD %s were over it: noise, run the suite again to confirm",
                                                        a.n_noisy), depths->str);
              }
            g_string_append_printf (s, _("; peak %.0f IOPS at QD %u"), a.peak_iops, a.peak_queue_depth);
            if (a.peak_threads > 1)
              g_string_append_printf (s, _(" with %u threads"), a.peak_threads);
            g_string_append_c (s, '\n');
            append_block_mix (s, result, name);
          }
      }
      break;
    case DS_SUITE_RWMIX:
      {
        const DsSuiteStep *r = find_read_share (result, 100);
        const DsSuiteStep *w = find_read_share (result, 0);

        if (r != NULL && w != NULL && r->stats.iops > 0)
          {
            g_string_append_printf (s, _("100 %% write gives %.0f %% of the IOPS of 100 %% read (%.0f against %.0f)"),
                                    100.0 * w->stats.iops / r->stats.iops, w->stats.iops, r->stats.iops);
            g_string_append_c (s, '\n');
          }
      }
      break;
    case DS_SUITE_CACHE:
      for (guint i = 0; i < result->steps->len; i++)
        {
          const DsSuiteStep *st = g_ptr_array_index (result->steps, i);
          g_autofree char *written = NULL;
          DsSuiteCache c;

          if (!ds_suite_cache_analyze (st->samples, &c))
            continue;
          written = ds_format_bytes ((guint64) MAX (c.written_bytes, 0.0));
          if (c.found)
            {
              g_autofree char *cache = ds_format_bytes ((guint64) MAX (c.cache_bytes, 0.0));

              /* TRANSLATORS: "writes at 3120.5 MB/s for the first 41.2 GB, then at 812.0 MB/s" */
              g_string_append_printf (s, _("writes at %.1f MB/s for the first %s, then at %.1f MB/s"),
                                      c.start_mbps, cache, c.after_mbps);
            }
          else
            /* TRANSLATORS: "no drop in 16.0 GB written (steady 1520.3 MB/s): the cache is larger, or there is none" */
            g_string_append_printf (s, _("no drop in %s written (steady %.1f MB/s): the cache is larger, or there is none"),
                                    written, c.start_mbps);
          g_string_append_c (s, '\n');
        }
      break;
    case DS_SUITE_LINEAR:
    case DS_SUITE_SURFACE:
      for (guint i = 0; i < result->steps->len; i++)
        {
          const DsSuiteStep *st = g_ptr_array_index (result->steps, i);
          DsSuiteLinear l;

          if (!ds_suite_linear_analyze (st, &l))
            continue;
          if (result->suite == DS_SUITE_SURFACE && isfinite (l.min_mbps))
            {
              /* TRANSLATORS: the surface suite over a whole drive: "read: average 150.2 MB/s,
               * min 80.1 at 99 % of the drive, max 210.7 at 1 %, spread 130.6 MB/s" */
              g_string_append_printf (s, _("read: average %.1f MB/s, min %.1f at %.0f %% of the drive, max %.1f at %.0f %%, spread %.1f MB/s"),
                                      l.avg_mbps, l.min_mbps, ds_suite_surface_position_percent (result, st, l.min_index),
                                      l.max_mbps, ds_suite_surface_position_percent (result, st, l.max_index),
                                      l.spread_mbps);
              g_string_append_c (s, '\n');
              continue;
            }
          /* TRANSLATORS: "read: average 3150.2 MB/s, min 2890.1, max 3301.7, spread 411.6 MB/s" */
          g_string_append_printf (s, _("%s: average %.1f MB/s, min %.1f, max %.1f, spread %.1f MB/s"),
                                  ds_suite_step_spec_mode (&st->spec) == DS_IO_MODE_READ ? _("read") : _("write"),
                                  l.avg_mbps, l.min_mbps, l.max_mbps, l.spread_mbps);
          g_string_append_c (s, '\n');
        }
      break;
    case DS_SUITE_IOPS_MATRIX:
    case DS_SUITE_WSAT:
      ds_suite_steady_summary_text (result, s);
      break;
    default:
      break;
    }
  if (!ds_suite_kind_is_pass (result->suite))
    {
      guint flagged = 0;

      for (guint i = 0; i < result->steps->len; i++)
        if (!ds_suite_step_little_holds (g_ptr_array_index (result->steps, i)))
          flagged++;
      if (flagged > 0)
        {
          g_string_append_printf (s, ngettext ("Little's law does not hold on %u step (IOPS × mean latency is not QD × threads): the queue was not kept full there.",
                                               "Little's law does not hold on %u steps (IOPS × mean latency is not QD × threads): the queue was not kept full there.",
                                               flagged),
                                  flagged);
          g_string_append_c (s, '\n');
        }
    }
  return g_string_free (s, FALSE);
}
