/* ds-chart-suite.c — the charts of suite runs, and overlays of several runs
 * of one suite
 *
 * One chart per suite kind, as the reviews draw them: MB/s against block
 * size on a log2 axis; IOPS and p99 latency against queue depth with the
 * latency limit dashed and the answer marked; the presets of the mixes
 * suite as curves (one run, or runs of one preset each) or grouped bars
 * (several presets); IOPS and p99 latency against read share, a line per
 * run when runs are overlaid; MB/s against GB written with the cache size marked; MB/s against
 * position with its average. Steps without a measurement (a run still going,
 * or cancelled) are left out, so a partial result draws the curve so far.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>

#include "ds-chart-private.h"
#include "ds-conditions.h"
#include "ds-format.h"
#include "ds-json.h"
#include "ds-suite-analysis.h"
#include "ds-suite-steady.h"

#define MAX_RUNS 8

/* The colour of curve I of one run: the palette without its vermillion,
 * which the limit line and the markers use. */
static guint
curve_colour (guint i)
{
  return i < 3 ? i : i + 1;
}

static gboolean
measured (const DsSuiteStep *st)
{
  return st->stats.ios > 0 && isfinite (st->stats.mbps);
}

static void
add_marker (DsChart    *chart,
            double      x,
            double      y,
            int         axis,
            const char *label)
{
  DsChartMarker *m = g_new0 (DsChartMarker, 1);

  m->x = x;
  m->y = y;
  m->axis = axis;
  m->label = label != NULL ? ds_chart_clean_text (label) : NULL;
  g_ptr_array_add (chart->markers, m);
}

/* One curve's answer to the latency limit, before it is marked. */
typedef struct
{
  guint  queue_depth;
  double iops;
  char  *who;                   /* the curve's name, or the run's number */
} Answer;

static void
answer_clear (gpointer data)
{
  g_free (((Answer *) data)->who);
}

static GArray *
answers_new (void)
{
  GArray *a = g_array_new (FALSE, TRUE, sizeof (Answer));

  g_array_set_clear_func (a, answer_clear);
  return a;
}

static void
answers_add (GArray     *answers,
             guint       queue_depth,
             double      iops,
             const char *who)
{
  Answer a = { queue_depth, iops, g_strdup (who) };

  g_array_append_val (answers, a);
}

/* Marks every answer on its curve; answers at the same depth share one
 * label, so none is left out of the label strip for want of room. @runs:
 * the answers name runs of an overlay ("run 2: QD 16"), not curves. */
static void
mark_answers (DsChart  *chart,
              GArray   *answers,
              gboolean  runs)
{
  for (guint i = 0; i < answers->len; i++)
    {
      const Answer *a = &g_array_index (answers, Answer, i);
      g_autoptr(GString) who = g_string_new (a->who);
      g_autoptr(GString) iops = NULL;
      g_autofree char *label = NULL;
      guint n = 1;
      gboolean first = TRUE;

      for (guint k = 0; k < i && first; k++)
        first = g_array_index (answers, Answer, k).queue_depth != a->queue_depth;
      if (!first)
        {
          add_marker (chart, a->queue_depth, a->iops, 0, NULL);
          continue;
        }
      iops = g_string_new (NULL);
      g_string_append_printf (iops, "%.0f", a->iops);
      for (guint k = i + 1; k < answers->len; k++)
        {
          const Answer *b = &g_array_index (answers, Answer, k);

          if (b->queue_depth != a->queue_depth)
            continue;
          g_string_append_printf (who, ", %s", b->who);
          g_string_append_printf (iops, ", %.0f", b->iops);
          n++;
        }
      if (runs)
        /* TRANSLATORS: the answers of one or more runs of an overlay at one
         * depth: "run 2: QD 16", "runs 1, 3: QD 16" */
        label = g_strdup_printf (ngettext ("run %s: QD %u", "runs %s: QD %u", n), who->str, a->queue_depth);
      else if (n == 1)
        label = g_strdup_printf (_("%s: sustains QD %u (%s IOPS)"), who->str, a->queue_depth, iops->str);
      else
        /* TRANSLATORS: two or more workloads sustain the same depth: "vm, vdi:
         * sustain QD 16 (53754, 50400 IOPS)" */
        label = g_strdup_printf (_("%s: sustain QD %u (%s IOPS)"), who->str, a->queue_depth, iops->str);
      add_marker (chart, a->queue_depth, a->iops, 0, label);
    }
}

static char *
num (double v,
     const char *format)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  return g_strdup (g_ascii_formatd (buf, sizeof buf, format, v));
}

/* Sorted by x, so lines go left to right whatever order the steps ran in. */
static int
compare_points (gconstpointer a,
                gconstpointer b)
{
  const DsChartPoint *pa = a, *pb = b;

  return (pa->x > pb->x) - (pa->x < pb->x);
}

static DsChartSeries *
add_series (DsChart    *chart,
            const char *name,
            guint       colour,
            int         axis,
            gboolean    dashed,
            GArray     *points)
{
  DsChartSeries *s = ds_chart_series_new (chart, name, colour, axis);

  s->dashed = dashed;
  s->markers = points->len <= 64;
  g_array_sort (points, compare_points);
  for (guint i = 0; i < points->len; i++)
    {
      const DsChartPoint *p = &g_array_index (points, DsChartPoint, i);

      ds_chart_series_add (chart, s, p->x, p->y);
    }
  return s;
}

static GArray *
points_new (void)
{
  return g_array_new (FALSE, FALSE, sizeof (DsChartPoint));
}

static void
point (GArray *points,
       double  x,
       double  y)
{
  DsChartPoint p = { x, y };

  if (isfinite (x) && isfinite (y))
    g_array_append_val (points, p);
}

char *
ds_chart_suite_run_label (const DsSuiteResult *result)
{
  g_autofree char *model = ds_chart_drive_title (result->conditions, result->drive_display_name);
  double fill = ds_conditions_get_fill_percent (result->conditions);
  g_autofree char *date = ds_chart_date_text (result->start_time);
  g_autofree char *fill_text = NULL;

  if (isfinite (fill))
    {
      g_autofree char *n = num (fill, "%.0f");

      /* TRANSLATORS: the fill level of the filesystem, as "90 % full" */
      fill_text = g_strdup_printf (_("%s %% full"), n);
    }
  if (fill_text != NULL)
    return g_strdup_printf ("%s · %s · %s", model, fill_text, date);
  return g_strdup_printf ("%s · %s", model, date);
}

static void
set_footer (DsChart             *chart,
            const DsSuiteResult *result,
            const char          *note)
{
  g_autofree char *drive_line = ds_chart_drive_line (result->conditions, result->drive_display_name);
  g_autofree char *drive_line_serial = ds_chart_drive_line_serial (result->conditions, result->drive_display_name);

  ds_chart_set_footer (chart, drive_line, note != NULL ? note : "Drivescope " PACKAGE_VERSION);
  ds_chart_set_footer_serial (chart, drive_line_serial);
}

/* The steps of a series split by thread count when it has several, so a
 * curve against queue depth has one point per depth: "4K read rnd T4". */
typedef struct
{
  char      *name;
  char      *series;
  guint      threads;    /* 0: every thread count (there is one) */
  GPtrArray *steps;      /* borrowed DsSuiteStep*, measured only */
} Curve;

static void
curve_free (Curve *c)
{
  g_free (c->name);
  g_free (c->series);
  g_ptr_array_unref (c->steps);
  g_free (c);
}

/* A series as the legend and the bar categories name it: a preset whose
 * I/Os have several block sizes says so, "fileserver (mixed 512–64K)". */
/* What a legend calls the series @key: in the reader's language ("4K
 * чтение случ."), never the stored key ("4K read rnd"). */
static char *
series_display_name (const DsSuiteResult *result,
                     const char          *key)
{
  g_autoptr(GPtrArray) steps = ds_suite_result_series_steps (result, key);
  g_autofree char *name = ds_suite_series_title (result, key);

  for (guint k = 0; k < steps->len; k++)
    {
      const DsSuiteStep *st = g_ptr_array_index (steps, k);

      if (st->spec.block_mix.n > 0)
        {
          g_autofree char *lo = ds_suite_format_block (ds_io_block_mix_smallest (&st->spec.block_mix));
          g_autofree char *hi = ds_suite_format_block (ds_io_block_mix_largest (&st->spec.block_mix));

          /* TRANSLATORS: a workload preset whose block size is drawn per I/O: "fileserver (mixed 512–64K)" */
          return g_strdup_printf (_("%s (mixed %s–%s)"), name, lo, hi);
        }
    }
  return g_steal_pointer (&name);
}

static GPtrArray *
curves_of (const DsSuiteResult *result,
           gboolean             split_threads)
{
  g_autoptr(GPtrArray) names = ds_suite_result_series (result);
  GPtrArray *curves = g_ptr_array_new_with_free_func ((GDestroyNotify) curve_free);

  for (guint i = 0; i < names->len; i++)
    {
      const char *name = g_ptr_array_index (names, i);
      g_autoptr(GPtrArray) steps = ds_suite_result_series_steps (result, name);
      g_autoptr(GArray) threads = g_array_new (FALSE, FALSE, sizeof (guint));

      for (guint k = 0; k < steps->len; k++)
        {
          DsSuiteStep *st = g_ptr_array_index (steps, k);
          gboolean seen = FALSE;

          for (guint t = 0; t < threads->len && !seen; t++)
            seen = g_array_index (threads, guint, t) == st->spec.threads;
          if (!seen)
            g_array_append_val (threads, st->spec.threads);
        }
      for (guint t = 0; t < threads->len; t++)
        {
          guint n = g_array_index (threads, guint, t);
          Curve *c = g_new0 (Curve, 1);

          c->series = g_strdup (name);
          c->threads = split_threads && threads->len > 1 ? n : 0;
          g_autofree char *shown = series_display_name (result, name);

          c->name = c->threads > 0 ? g_strdup_printf ("%s T%u", shown, n) : g_strdup (shown);
          c->steps = g_ptr_array_new ();
          for (guint k = 0; k < steps->len; k++)
            {
              DsSuiteStep *st = g_ptr_array_index (steps, k);

              if (measured (st) && (c->threads == 0 || st->spec.threads == c->threads))
                g_ptr_array_add (c->steps, st);
            }
          g_ptr_array_add (curves, c);
          if (c->threads == 0)
            break;
        }
    }
  return curves;
}

/* The latency limit in the reader's language and decimal mark: "0,75 мс". */
static const char *
limit_text (double limit_us,
            char   buf[64])
{
  if (limit_us >= 1000)
    {
      g_autofree char *n = g_strdup_printf ("%g", limit_us / 1000);

      /* TRANSLATORS: a latency limit in milliseconds, "0.75 ms" */
      g_snprintf (buf, 64, _("%s ms"), n);
    }
  else
    {
      g_autofree char *n = g_strdup_printf ("%g", limit_us);

      /* TRANSLATORS: a latency limit in microseconds, "750 µs" */
      g_snprintf (buf, 64, _("%s µs"), n);
    }
  return buf;
}

/* "p99 limit 750 µs", "mean limit 1 ms" (the statistic as the command
 * line names it). */
static char *
limit_label_text (double        limit_us,
                  DsLatencyStat stat,
                  char          buf[64])
{
  /* TRANSLATORS: a latency limit on a chart: "p99 limit 750 µs"; the first
   * %s is the statistic as the command line names it (mean, p99, p99.9) */
  return g_strdup_printf (_("%s limit %s"), ds_latency_stat_to_string (stat), limit_text (limit_us, buf));
}

/* The right axis and subtitle of a chart of IOPS and the latency a limit
 * is judged on. */
static void
latency_axis (DsChart       *self,
              DsLatencyStat  stat)
{
  const char *name = ds_latency_stat_to_string (stat);

  g_autofree char *label = g_strdup_printf (_("%s latency (µs, log scale)"), name);

  /* TRANSLATORS: %s is the statistic, mean, p99 or p99.9 (above too) */
  ds_chart_axis_init (&self->y2, DS_AXIS_LOG10, label);
  /* TRANSLATORS: %s is the statistic, mean, p99 or p99.9 */
  self->subtitle = g_strdup_printf (_("Solid: IOPS (left axis) · dashed: %s latency (right axis, log scale)"), name);
}

/* ---- one run ---- */

static DsChart *
blocksize_chart (const DsSuiteResult *result)
{
  DsChart *self = ds_chart_new_curve (ds_suite_kind_title (result->suite), TRUE, _("MB/s"));
  g_autoptr(GPtrArray) curves = curves_of (result, FALSE);

  ds_chart_axis_init (&self->y2, DS_AXIS_LOG10, _("IOPS (log scale)"));
  self->subtitle = g_strdup (_("Solid: MB/s (left axis) · dashed: IOPS (right axis, log scale)"));
  for (guint i = 0; i < curves->len; i++)
    {
      Curve *c = g_ptr_array_index (curves, i);
      g_autoptr(GArray) mbps = points_new ();
      g_autoptr(GArray) iops = points_new ();
      DsChartSeries *s;
      DsSuitePlateau plateau;

      for (guint k = 0; k < c->steps->len; k++)
        {
          DsSuiteStep *st = g_ptr_array_index (c->steps, k);

          point (mbps, (double) st->spec.block_size, st->stats.mbps);
          point (iops, (double) st->spec.block_size, st->stats.iops);
        }
      add_series (self, c->name, curve_colour (i), 0, FALSE, mbps);
      s = add_series (self, c->name, curve_colour (i), 1, TRUE, iops);
      s->in_legend = FALSE;
      if (ds_suite_blocksize_plateau (result, c->series, &plateau) && plateau.plateau_block > 0)
        {
          g_autofree char *block = ds_suite_format_block (plateau.plateau_block);
          g_autofree char *label = g_strdup_printf (_("%s: 95 %% of peak from %s"), c->name, block);
          double y = NAN;

          for (guint k = 0; k < c->steps->len; k++)
            {
              DsSuiteStep *st = g_ptr_array_index (c->steps, k);

              if (st->spec.block_size == plateau.plateau_block)
                y = st->stats.mbps;
            }
          if (isfinite (y))
            add_marker (self, (double) plateau.plateau_block, y, 0, label);
        }
    }
  return self;
}

/* qd-scaling and mixes (one run): IOPS (solid, left) and p99 latency
 * (dashed, right, log scale) against QD, the limit, the answers marked. */
static DsChart *
qd_chart (const DsSuiteResult *result)
{
  DsChart *self = ds_chart_new_curve (ds_suite_kind_title (result->suite), FALSE, _("IOPS"));
  g_autoptr(GPtrArray) curves = curves_of (result, TRUE);
  double limit = ds_suite_result_latency_limit_us (result);
  DsLatencyStat stat = ds_suite_result_latency_limit_stat (result);
  char buf[64];
  g_autofree char *limit_label = limit_label_text (limit, stat, buf);
  g_autoptr(GArray) answers = answers_new ();

  latency_axis (self, stat);
  for (guint i = 0; i < curves->len; i++)
    {
      Curve *c = g_ptr_array_index (curves, i);
      g_autoptr(GArray) iops = points_new ();
      g_autoptr(GArray) p99 = points_new ();
      DsChartSeries *s;
      DsSuiteQdAnswer a;

      for (guint k = 0; k < c->steps->len; k++)
        {
          DsSuiteStep *st = g_ptr_array_index (c->steps, k);

          double lat = ds_suite_step_latency_us (st, stat);

          point (iops, st->spec.queue_depth, st->stats.iops);
          point (p99, st->spec.queue_depth, lat > 0 ? lat : NAN);
        }
      add_series (self, c->name, curve_colour (i), 0, FALSE, iops);
      s = add_series (self, c->name, curve_colour (i), 1, TRUE, p99);
      s->in_legend = FALSE;
      if (c->steps->len > 0 && ds_suite_qd_answer (result, c->series, limit, &a) && a.found &&
          (c->threads == 0 || c->threads == a.threads))
        answers_add (answers, a.queue_depth, a.iops, c->name);
    }
  mark_answers (self, answers, FALSE);
  ds_chart_add_threshold (self, DS_CHART_AXIS_Y2, limit, limit_label);
  return self;
}

/* The read/write-mix sweep's frame: IOPS against the read share, 0 to
 * 100 %; with @latency, p99 latency on the right (log scale). */
static DsChart *
rwmix_frame (const char *title,
             gboolean    latency)
{
  DsChart *self = ds_chart_alloc (DS_CHART_CURVE);

  self->title = g_strdup (title);
  ds_chart_axis_init (&self->x, DS_AXIS_LINEAR, _("Read share (%)"));
  ds_chart_axis_include (&self->x, 0);
  ds_chart_axis_include (&self->x, 100);
  ds_chart_axis_init (&self->y, DS_AXIS_LINEAR, _("IOPS"));
  self->y.from_zero = TRUE;
  if (latency)
    {
      ds_chart_axis_init (&self->y2, DS_AXIS_LOG10, _("Latency (µs, log scale)"));
      self->subtitle = g_strdup (_("Solid: IOPS (left axis) · dashed: p99 latency (right axis, log scale)"));
    }
  return self;
}

/* One curve of a read/write-mix sweep: IOPS solid on the left, p99
 * dashed on the right, both against the read share. */
static void
rwmix_curve (DsChart    *self,
             const char *name,
             guint       colour,
             Curve      *c)
{
  g_autoptr(GArray) iops = points_new ();
  g_autoptr(GArray) p99 = points_new ();

  for (guint k = 0; k < c->steps->len; k++)
    {
      DsSuiteStep *st = g_ptr_array_index (c->steps, k);

      point (iops, st->spec.read_percent, st->stats.iops);
      point (p99, st->spec.read_percent, st->stats.lat_p99_us > 0 ? st->stats.lat_p99_us : NAN);
    }
  add_series (self, name, colour, 0, FALSE, iops);
  add_series (self, name, colour, 1, TRUE, p99)->in_legend = FALSE;
}

static DsChart *
rwmix_chart (const DsSuiteResult *result)
{
  DsChart *self = rwmix_frame (ds_suite_kind_title (result->suite), TRUE);
  g_autoptr(GPtrArray) curves = curves_of (result, FALSE);

  for (guint i = 0; i < curves->len; i++)
    {
      Curve *c = g_ptr_array_index (curves, i);

      rwmix_curve (self, c->name, curve_colour (i), c);
    }
  return self;
}

/* The length of a result's longest pass, in bytes. */
static double
longest_pass (const DsSuiteResult *res)
{
  double longest = 0;

  for (guint i = 0; i < res->steps->len; i++)
    {
      DsSuiteStep *st = g_ptr_array_index (res->steps, i);

      if (st->samples != NULL && st->samples->len > 0)
        longest = MAX (longest, g_array_index (st->samples, DsSuiteSample, st->samples->len - 1).position);
    }
  return longest;
}

/* The unit of a pass's x axis: GB from 2 GB on, MB below. */
static double
pass_scale (GPtrArray *results)
{
  double longest = 0;

  for (guint r = 0; r < results->len; r++)
    longest = MAX (longest, longest_pass (g_ptr_array_index (results, r)));
  return longest >= 2e9 ? 1e9 : 1e6;
}

static const char *
pass_axis_label (DsSuiteKind kind,
                 double      scale)
{
  if (kind == DS_SUITE_CACHE)
    return scale >= 1e9 ? _("Written (GB)") : _("Written (MB)");
  return scale >= 1e9 ? _("Position (GB)") : _("Position (MB)");
}

/* A sample is the speed over the span that ended at its position: drawn as
 * a level from the previous position to its own, so one sample is a line. */
static void
pass_points (GArray            *points,
             const DsSuiteStep *st,
             double             scale)
{
  double prev = 0;

  for (guint k = 0; k < st->samples->len; k++)
    {
      const DsSuiteSample *smp = &g_array_index (st->samples, DsSuiteSample, k);

      point (points, prev / scale, smp->mbps);
      point (points, smp->position / scale, smp->mbps);
      prev = smp->position;
    }
}

/* cache and linear: MB/s against bytes from the start of the pass. */
static DsChart *
pass_chart (const DsSuiteResult *result)
{
  DsChart *self = ds_chart_alloc (DS_CHART_CURVE);
  gboolean cache = result->suite == DS_SUITE_CACHE;
  double scale = longest_pass (result) >= 2e9 ? 1e9 : 1e6;

  self->title = g_strdup (ds_suite_kind_title (result->suite));
  ds_chart_axis_init (&self->x, DS_AXIS_LINEAR, pass_axis_label (result->suite, scale));
  ds_chart_axis_include (&self->x, 0);
  ds_chart_axis_init (&self->y, DS_AXIS_LINEAR, _("MB/s"));
  self->y.from_zero = TRUE;
  for (guint i = 0; i < result->steps->len; i++)
    {
      DsSuiteStep *st = g_ptr_array_index (result->steps, i);
      g_autofree char *series = ds_suite_step_series (result, st);
      g_autoptr(GArray) points = points_new ();
      g_autofree char *name = NULL;

      if (st->samples == NULL || st->samples->len == 0)
        continue;
      pass_points (points, st, scale);
      if (cache)
        {
          DsSuiteCache c;

          name = g_strdup (series);
          if (ds_suite_cache_analyze (st->samples, &c) && c.found)
            {
              g_autofree char *gb = num (c.cache_bytes / 1e9, "%.1f");
              g_autofree char *after = num (c.after_mbps, "%.0f");
              g_autofree char *label = g_strdup_printf (_("cache ≈ %s GB, then %s MB/s"), gb, after);
              g_autofree char *after_label = g_strdup_printf (_("after the cache: %s MB/s"), after);

              add_marker (self, c.cache_bytes / scale, c.after_mbps, 0, label);
              ds_chart_add_threshold (self, DS_CHART_AXIS_Y, c.after_mbps, after_label);
            }
          else if (self->subtitle == NULL)
            self->subtitle = g_strdup (_("The speed did not fall during the pass: no cache boundary in this range."));
        }
      else
        {
          DsSuiteLinear l;

          if (ds_suite_linear_analyze (st, &l))
            {
              g_autofree char *avg = num (l.avg_mbps, "%.0f");
              g_autofree char *lo = num (l.min_mbps, "%.0f");
              g_autofree char *hi = num (l.max_mbps, "%.0f");
              g_autoptr(GArray) line = points_new ();
              const DsSuiteSample *last = &g_array_index (st->samples, DsSuiteSample, st->samples->len - 1);
              DsChartSeries *s;

              name = g_strdup_printf (_("%s: avg %s, min %s, max %s MB/s"), series, avg, lo, hi);
              point (line, 0, l.avg_mbps);
              point (line, last->position / scale, l.avg_mbps);
              s = add_series (self, _("average"), curve_colour (i), 0, TRUE, line);
              s->in_legend = FALSE;
              s->markers = FALSE;
            }
          else
            name = g_strdup (series);
        }
      add_series (self, name, curve_colour (i), 0, FALSE, points)->markers = points->len <= 2;
    }
  if (!cache)
    self->subtitle = g_strdup (_("Dashed: the average of each pass"));
  return self;
}

/* iops-matrix: the steady matrix as a heatmap, read/write shares by block
 * sizes, each cell its IOPS; the verdict in the subtitle. */
static DsChart *
matrix_chart (const DsSuiteResult *result)
{
  DsChart *self = ds_chart_alloc (DS_CHART_HEATMAP);
  g_autoptr(GArray) blocks = NULL;
  g_autoptr(GArray) mixes = NULL;
  g_autoptr(GArray) cells = ds_suite_matrix (result, &blocks, &mixes);
  g_autoptr(DsSteadyResult) steady = ds_suite_result_steady (result);

  self->title = g_strdup (ds_suite_kind_title (result->suite));
  self->units = DS_CHART_UNITS_IOPS;
  ds_chart_axis_init (&self->x, DS_AXIS_INDEX, _("Block size (random I/O)"));
  ds_chart_axis_init (&self->y, DS_AXIS_INDEX, _("Rows: read/write share (%)"));
  if (cells == NULL || steady == NULL)
    return self;
  for (guint b = 0; b < blocks->len; b++)
    g_ptr_array_add (self->groups, ds_suite_format_block (g_array_index (blocks, guint64, b)));
  for (guint m = 0; m < mixes->len; m++)
    {
      guint r = g_array_index (mixes, guint, m);

      g_ptr_array_add (self->categories, g_strdup_printf ("%u/%u", r, 100 - r));
    }
  for (guint i = 0; i < cells->len; i++)
    g_array_append_val (self->values, g_array_index (cells, DsSuiteMatrixCell, i).steady_iops);
  if (steady->reached)
    /* TRANSLATORS: the heatmap's subtitle: "Steady-state IOPS (rounds 3–7 of 7); 4K write FOB 3980, steady 412" */
    self->subtitle = g_strdup_printf (_("Steady-state IOPS (rounds %u–%u of %u); 4K write FOB %.0f, steady %.0f"),
                                      steady->window.first_round, steady->window.first_round + steady->window.rounds - 1,
                                      ds_steady_result_rounds (steady), ds_steady_result_fob (steady), steady->window.average);
  else
    /* TRANSLATORS: the heatmap's subtitle when steady state was not reached: "IOPS of the last window: steady state not reached in 25 rounds; 4K write FOB 3980" */
    self->subtitle = g_strdup_printf (_("IOPS of the last window: steady state not reached in %u rounds; 4K write FOB %.0f"),
                                      ds_steady_result_rounds (steady), ds_steady_result_fob (steady));
  return self;
}

/* wsat: IOPS of each round against the bytes written, the level it settles
 * at and where. */
static DsChart *
wsat_chart (const DsSuiteResult *result)
{
  DsChart *self = ds_chart_alloc (DS_CHART_CURVE);
  g_autoptr(GArray) curve = ds_suite_wsat_curve (result);
  g_autoptr(GArray) points = points_new ();
  double last = curve->len > 0 ? g_array_index (curve, DsSuiteSample, curve->len - 1).position : 0;
  double scale = last >= 2e9 ? 1e9 : 1e6;
  DsSuiteWsat w;

  self->title = g_strdup (ds_suite_kind_title (result->suite));
  ds_chart_axis_init (&self->x, DS_AXIS_LINEAR, scale >= 1e9 ? _("Written (GB)") : _("Written (MB)"));
  ds_chart_axis_include (&self->x, 0);
  ds_chart_axis_init (&self->y, DS_AXIS_LINEAR, _("IOPS"));
  self->y.from_zero = TRUE;
  for (guint i = 0; i < curve->len; i++)
    {
      const DsSuiteSample *p = &g_array_index (curve, DsSuiteSample, i);

      point (points, p->position / scale, p->mbps);
    }
  add_series (self, _("4K random write, each round"), 0, 0, FALSE, points);
  if (ds_suite_wsat_analyze (result, &w) && w.settled)
    {
      g_autofree char *iops = num (w.settled_iops, "%.0f");
      /* TRANSLATORS: where write saturation settles: "settles at 400 IOPS" */
      g_autofree char *label = g_strdup_printf (_("settles at %s IOPS"), iops);

      ds_chart_add_threshold (self, DS_CHART_AXIS_Y, w.settled_iops, label);
      add_marker (self, w.settled_at_bytes / scale, w.settled_iops, 0, label);
      /* TRANSLATORS: the chart's subtitle: "FOB 4000 IOPS; settles from round 6" */
      self->subtitle = g_strdup_printf (_("FOB %.0f IOPS; settles from round %u"), w.fob_iops, w.settled_round);
    }
  else if (curve->len > 0)
    self->subtitle = g_strdup_printf (_("FOB %.0f IOPS; does not settle in %u rounds"), w.fob_iops, w.rounds);
  return self;
}

static DsChart *
mixes_bars (GPtrArray *results)
{
  DsChart *self = ds_chart_alloc (results->len > 1 ? DS_CHART_COMPARE : DS_CHART_RESULTS);
  const DsSuiteResult *first = g_ptr_array_index (results, 0);
  g_autoptr(GPtrArray) names = ds_suite_result_series (first);
  double limit = ds_suite_result_latency_limit_us (first);
  char buf[64];
  guint n_groups = results->len;

  /* every preset of every run, in first-seen order */
  for (guint r = 1; r < results->len; r++)
    {
      g_autoptr(GPtrArray) more = ds_suite_result_series (g_ptr_array_index (results, r));

      for (guint i = 0; i < more->len; i++)
        {
          gboolean seen = FALSE;

          for (guint k = 0; k < names->len && !seen; k++)
            seen = g_str_equal (g_ptr_array_index (names, k), g_ptr_array_index (more, i));
          if (!seen)
            g_ptr_array_add (names, g_strdup (g_ptr_array_index (more, i)));
        }
    }
  self->title = g_strdup (ds_suite_kind_title (first->suite));
  self->units = DS_CHART_UNITS_IOPS;
  self->show_delta = n_groups > 1;
  for (guint i = 0; i < names->len; i++)
    {
      g_autofree char *shown = NULL;

      /* named after the first run that has the preset */
      for (guint r = 0; r < results->len && shown == NULL; r++)
        {
          g_autoptr(GPtrArray) steps = ds_suite_result_series_steps (g_ptr_array_index (results, r),
                                                                     g_ptr_array_index (names, i));

          if (steps->len > 0)
            shown = series_display_name (g_ptr_array_index (results, r), g_ptr_array_index (names, i));
        }
      g_ptr_array_add (self->categories, ds_chart_clean_text (shown != NULL ? shown : g_ptr_array_index (names, i)));
    }
  {
    gboolean same = TRUE;
    g_autofree char *within = NULL;

    for (guint r = 1; r < results->len; r++)
      same = same && ds_suite_result_latency_limit_us (g_ptr_array_index (results, r)) == limit &&
             ds_suite_result_latency_limit_stat (g_ptr_array_index (results, r)) == ds_suite_result_latency_limit_stat (first);
    /* TRANSLATORS: "IOPS within 750 µs p99": the limit, then its statistic */
    within = same ? g_strdup_printf (_("IOPS within %s %s"), limit_text (limit, buf),
                                     ds_latency_stat_to_string (ds_suite_result_latency_limit_stat (first)))
                  : g_strdup (_("IOPS within each run's latency limit"));
    g_ptr_array_add (self->panels, g_steal_pointer (&within));
    g_ptr_array_add (self->panels, g_strdup (_("Peak IOPS")));
  }
  /* numbered as every overlay names its runs (and its markers them) */
  for (guint r = 0; r < n_groups; r++)
    {
      g_autofree char *label = ds_chart_suite_run_label (g_ptr_array_index (results, r));

      g_ptr_array_add (self->groups, g_strdup_printf ("%u · %s", r + 1, label));
    }
  g_array_set_size (self->values, 2 * names->len * n_groups);
  for (guint p = 0; p < 2; p++)
    for (guint c = 0; c < names->len; c++)
      for (guint g = 0; g < n_groups; g++)
        {
          DsSuiteQdAnswer a;
          double v = NAN;

          const DsSuiteResult *res = g_ptr_array_index (results, g);

          if (ds_suite_qd_answer (res, g_ptr_array_index (names, c), ds_suite_result_latency_limit_us (res), &a))
            v = p == 0 ? (a.found ? a.iops : NAN) : a.peak_iops;
          g_array_index (self->values, double, (p * names->len + c) * n_groups + g) = v;
        }
  if (n_groups > 1)
    self->subtitle = g_strdup_printf (_("IOPS · deltas against “%s”"), (char *) g_ptr_array_index (self->groups, 0));
  else
    self->subtitle = g_strdup (_("IOPS of each preset"));
  return self;
}

DsChart *
ds_chart_new_suite (const DsSuiteResult *result)
{
  DsChart *self;

  g_return_val_if_fail (result != NULL, NULL);

  switch (result->suite)
    {
    case DS_SUITE_BLOCKSIZE:
      self = blocksize_chart (result);
      break;
    case DS_SUITE_QD_SCALING:
    case DS_SUITE_MIXES:
      self = qd_chart (result);
      break;
    case DS_SUITE_RWMIX:
      self = rwmix_chart (result);
      break;
    case DS_SUITE_IOPS_MATRIX:
      self = matrix_chart (result);
      break;
    case DS_SUITE_WSAT:
      self = wsat_chart (result);
      break;
    case DS_SUITE_CACHE:
    case DS_SUITE_LINEAR:
    default:
      self = pass_chart (result);
      break;
    }
  set_footer (self, result, NULL);
  {
    gboolean measured = FALSE;

    for (guint i = 0; i < result->steps->len && !measured; i++)
      {
        const DsSuiteStep *st = g_ptr_array_index (result->steps, i);

        measured = ds_suite_kind_is_pass (result->suite) ? st->samples->len > 0
                                                         : isfinite (st->stats.mbps) || isfinite (st->stats.iops);
      }
    /* An empty frame says why it is empty (a run stopped before its first
     * step ended). */
    if (!measured)
      ds_chart_set_subtitle (self, _("No step measured anything."));
  }
  return self;
}

/* ---- several runs of one suite ---- */

/* qd-scaling runs of one curve each (one direction, one thread count): IOPS
 * solid and p99 latency dashed per run, the first run's limit, each run's
 * answer marked. NULL when a run has several curves. */
static DsChart *
qd_compare (GPtrArray *runs)
{
  const DsSuiteResult *first = g_ptr_array_index (runs, 0);
  double limit = ds_suite_result_latency_limit_us (first);
  DsLatencyStat stat = ds_suite_result_latency_limit_stat (first);
  char buf[64];
  g_autofree char *limit_label = NULL;
  g_autoptr(GArray) answers = answers_new ();
  DsChart *self;

  for (guint r = 0; r < runs->len; r++)
    {
      g_autoptr(GPtrArray) curves = curves_of (g_ptr_array_index (runs, r), TRUE);

      if (curves->len != 1)
        return NULL;
    }
  self = ds_chart_new_curve (ds_suite_kind_title (first->suite), FALSE, _("IOPS"));
  latency_axis (self, stat);
  for (guint r = 0; r < runs->len; r++)
    {
      const DsSuiteResult *res = g_ptr_array_index (runs, r);
      g_autoptr(GPtrArray) curves = curves_of (res, TRUE);
      Curve *c = g_ptr_array_index (curves, 0);
      g_autofree char *run_label = ds_chart_suite_run_label (res);
      /* numbered, so the markers can name their run */
      g_autofree char *name = g_strdup_printf ("%u · %s · %s", r + 1, run_label, c->name);
      g_autoptr(GArray) iops = points_new ();
      g_autoptr(GArray) p99 = points_new ();
      DsSuiteQdAnswer a;

      for (guint k = 0; k < c->steps->len; k++)
        {
          DsSuiteStep *st = g_ptr_array_index (c->steps, k);

          double lat = ds_suite_step_latency_us (st, stat);

          point (iops, st->spec.queue_depth, st->stats.iops);
          point (p99, st->spec.queue_depth, lat > 0 ? lat : NAN);
        }
      add_series (self, name, r, 0, FALSE, iops);
      add_series (self, name, r, 1, TRUE, p99)->in_legend = FALSE;
      /* each run's answer to its own limit, as the comparison table gives it */
      if (c->steps->len > 0 && ds_suite_qd_answer (res, c->series, ds_suite_result_latency_limit_us (res), &a) &&
          a.found)
        {
          char number[16];

          g_snprintf (number, sizeof number, "%u", r + 1);
          answers_add (answers, a.queue_depth, a.iops, number);
        }
    }
  mark_answers (self, answers, TRUE);
  limit_label = limit_label_text (limit, stat, buf);
  ds_chart_add_threshold (self, DS_CHART_AXIS_Y2, limit, limit_label);
  /* a run measured against another limit gets its own line */
  for (guint r = 1; r < runs->len; r++)
    {
      double other = ds_suite_result_latency_limit_us (g_ptr_array_index (runs, r));
      DsLatencyStat other_stat = ds_suite_result_latency_limit_stat (g_ptr_array_index (runs, r));
      gboolean seen = FALSE;

      for (guint t = 0; t < self->thresholds->len && !seen; t++)
        seen = ((DsChartThreshold *) g_ptr_array_index (self->thresholds, t))->value == other && other_stat == stat;
      if (!seen)
        {
          /* TRANSLATORS: the latency limit of one run of an overlay: "run 2: p99 limit 2 ms";
           * the second %s is the statistic (mean, p99, p99.9) */
          g_autofree char *label = g_strdup_printf (_("run %u: %s limit %s"), r + 1,
                                                    ds_latency_stat_to_string (other_stat), limit_text (other, buf));

          ds_chart_add_threshold (self, DS_CHART_AXIS_Y2, other, label);
        }
    }
  return self;
}

/* The highest IOPS of a curve's steps at @share % read; NAN if none. */
static double
iops_at_share (const Curve *c,
               guint        share)
{
  double best = NAN;

  for (guint k = 0; k < c->steps->len; k++)
    {
      const DsSuiteStep *st = g_ptr_array_index (c->steps, k);

      if (st->spec.read_percent == share && isfinite (st->stats.iops) && !(best >= st->stats.iops))
        best = st->stats.iops;
    }
  return best;
}

/* Read/write-mix sweeps of one curve each (one block size, one random
 * share): a colour per run, IOPS solid and p99 latency dashed against the
 * read share, each run's legend with its write-only IOPS against its
 * read-only ("write ×0.42 of read"). NULL when a run has several curves. */
static DsChart *
rwmix_compare (GPtrArray *runs)
{
  const DsSuiteResult *first = g_ptr_array_index (runs, 0);
  DsChart *self;

  for (guint r = 0; r < runs->len; r++)
    {
      g_autoptr(GPtrArray) curves = curves_of (g_ptr_array_index (runs, r), FALSE);

      if (curves->len != 1)
        return NULL;
    }
  self = rwmix_frame (ds_suite_kind_title (first->suite), TRUE);
  for (guint r = 0; r < runs->len; r++)
    {
      const DsSuiteResult *res = g_ptr_array_index (runs, r);
      g_autoptr(GPtrArray) curves = curves_of (res, FALSE);
      Curve *c = g_ptr_array_index (curves, 0);
      g_autofree char *run_label = ds_chart_suite_run_label (res);
      /* numbered, as the qd-scaling overlay names its runs */
      g_autofree char *name = g_strdup_printf ("%u · %s · %s", r + 1, run_label, c->name);
      double read = iops_at_share (c, 100), write = iops_at_share (c, 0);

      if (isfinite (read) && isfinite (write) && read > 0)
        {
          g_autofree char *ratio = g_strdup_printf ("%.2f", write / read);
          /* TRANSLATORS: after a run's name in the legend of read/write-mix
           * runs overlaid: its write-only IOPS as a multiple of its
           * read-only IOPS, "(write ×0.42 of read)" */
          g_autofree char *ends = g_strdup_printf (_("(write ×%s of read)"), ratio);
          char *with = g_strdup_printf ("%s %s", name, ends);

          g_free (name);
          name = with;
        }
      rwmix_curve (self, name, r, c);
    }
  return self;
}

DsChart *
ds_chart_new_suite_compare (GPtrArray *suite_results)
{
  g_autoptr(GPtrArray) runs = g_ptr_array_new ();
  const DsSuiteResult *first;
  guint left_out = 0;
  DsChart *self;
  g_autofree char *note = NULL;

  g_return_val_if_fail (suite_results != NULL && suite_results->len > 0, NULL);
  first = g_ptr_array_index (suite_results, 0);
  for (guint i = 0; i < suite_results->len; i++)
    {
      const DsSuiteResult *r = g_ptr_array_index (suite_results, i);

      if (r->suite == first->suite && runs->len < MAX_RUNS)
        g_ptr_array_add (runs, (gpointer) r);
      else
        left_out++;
    }
  if (left_out > 0)
    note = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                         "%u run not shown (another suite, or more than 8 runs).",
                                         "%u runs not shown (another suite, or more than 8 runs).", left_out),
                            left_out);
  if (runs->len == 1)
    {
      self = ds_chart_new_suite (first);
      if (note != NULL)
        set_footer (self, first, note);
      return self;
    }

  /* runs of one curve each: a line per run with its latency, as the
   * reviews draw drives side by side (a mixes run of one preset is a
   * qd-scaling curve); mixes runs of several presets as grouped bars */
  if ((first->suite == DS_SUITE_QD_SCALING || first->suite == DS_SUITE_MIXES) && (self = qd_compare (runs)) != NULL)
    {
      set_footer (self, first, note);
      return self;
    }
  if (first->suite == DS_SUITE_RWMIX && (self = rwmix_compare (runs)) != NULL)
    {
      set_footer (self, first, note);
      return self;
    }
  if (first->suite == DS_SUITE_MIXES)
    {
      self = mixes_bars (runs);
      set_footer (self, first, note);
      return self;
    }

  switch (first->suite)
    {
    case DS_SUITE_BLOCKSIZE:
      self = ds_chart_new_curve (ds_suite_kind_title (first->suite), TRUE, _("MB/s"));
      break;
    case DS_SUITE_QD_SCALING:
      self = ds_chart_new_curve (ds_suite_kind_title (first->suite), FALSE, _("IOPS"));
      break;
    case DS_SUITE_RWMIX:
      self = rwmix_frame (ds_suite_kind_title (first->suite), FALSE);
      break;
    case DS_SUITE_CACHE:
    case DS_SUITE_LINEAR:
    default:
      self = ds_chart_alloc (DS_CHART_CURVE);
      self->title = g_strdup (ds_suite_kind_title (first->suite));
      ds_chart_axis_init (&self->x, DS_AXIS_LINEAR, pass_axis_label (first->suite, pass_scale (runs)));
      ds_chart_axis_include (&self->x, 0);
      ds_chart_axis_init (&self->y, DS_AXIS_LINEAR, _("MB/s"));
      self->y.from_zero = TRUE;
      break;
    }

  /* A colour per run; within a run the first curve solid, others dashed. */
  g_autoptr(GArray) answers = answers_new ();
  g_autoptr(GArray) plateaus = g_array_new (FALSE, FALSE, sizeof (DsChartPoint));
  g_autoptr(GArray) plateau_runs = g_array_new (FALSE, FALSE, sizeof (guint));
  {
    g_autofree char *styles = NULL;
    g_autoptr(GPtrArray) names = ds_suite_result_series (first);

    if (names->len > 1)
      styles = g_strdup_printf (_("Solid: %s · dashed: %s"), (char *) g_ptr_array_index (names, 0),
                                (char *) g_ptr_array_index (names, 1));
    self->subtitle = styles != NULL ? g_strdup_printf (_("%u runs · %s"), runs->len, styles)
                                    : g_strdup_printf (_("%u runs"), runs->len);
  }
  for (guint r = 0; r < runs->len; r++)
    {
      const DsSuiteResult *res = g_ptr_array_index (runs, r);
      g_autofree char *plain_label = ds_chart_suite_run_label (res);
      /* numbered, as the markers name their run */
      g_autofree char *run_label = g_strdup_printf ("%u · %s", r + 1, plain_label);
      g_autoptr(GPtrArray) curves = curves_of (res, TRUE);

      if (ds_suite_kind_is_pass (res->suite))
        {
          guint k = 0;

          for (guint i = 0; i < res->steps->len; i++)
            {
              DsSuiteStep *st = g_ptr_array_index (res->steps, i);
              g_autofree char *series = ds_suite_step_series (res, st);
              g_autofree char *name = g_strdup_printf ("%s · %s", run_label, series);
              g_autoptr(GArray) points = points_new ();

              if (st->samples == NULL || st->samples->len == 0)
                continue;
              pass_points (points, st, pass_scale (runs));
              add_series (self, name, r, 0, k++ > 0, points)->markers = points->len <= 2;
              /* each run's answer: where its cache ran out */
              if (res->suite == DS_SUITE_CACHE)
                {
                  DsSuiteCache cache;

                  if (ds_suite_cache_analyze (st->samples, &cache) && cache.found)
                    {
                      g_autofree char *gb = num (cache.cache_bytes / 1e9, "%.1f");
                      /* TRANSLATORS: run 2 of an overlay: its write cache of 30.0 GB */
                      g_autofree char *label = g_strdup_printf (_("%u: cache ≈ %s GB"), r + 1, gb);

                      add_marker (self, cache.cache_bytes / pass_scale (runs), cache.after_mbps, 0, label);
                    }
                }
            }
          continue;
        }
      for (guint i = 0; i < curves->len; i++)
        {
          Curve *c = g_ptr_array_index (curves, i);
          g_autofree char *name = g_strdup_printf ("%s · %s", run_label, c->name);
          g_autoptr(GArray) points = points_new ();

          for (guint k = 0; k < c->steps->len; k++)
            {
              DsSuiteStep *st = g_ptr_array_index (c->steps, k);

              switch (res->suite)
                {
                case DS_SUITE_BLOCKSIZE:
                  point (points, (double) st->spec.block_size, st->stats.mbps);
                  break;
                case DS_SUITE_QD_SCALING:
                  point (points, st->spec.queue_depth, st->stats.iops);
                  break;
                case DS_SUITE_RWMIX:
                default:
                  point (points, st->spec.read_percent, st->stats.iops);
                  break;
                }
            }
          add_series (self, name, r, 0, i > 0, points);
          /* each run's answer on its curve: the 95 %-of-peak block, or the
           * depth it sustains within its own latency limit */
          if (res->suite == DS_SUITE_BLOCKSIZE)
            {
              DsSuitePlateau plateau;

              if (ds_suite_blocksize_plateau (res, c->series, &plateau) && plateau.plateau_block > 0)
                for (guint k = 0; k < c->steps->len; k++)
                  {
                    DsSuiteStep *st = g_ptr_array_index (c->steps, k);

                    if (st->spec.block_size == plateau.plateau_block && isfinite (st->stats.mbps))
                      {
                        DsChartPoint p = { (double) plateau.plateau_block, st->stats.mbps };
                        guint run = r + 1;

                        g_array_append_val (plateaus, p);
                        g_array_append_val (plateau_runs, run);
                      }
                  }
            }
          else if (res->suite == DS_SUITE_QD_SCALING)
            {
              DsSuiteQdAnswer a;

              if (c->steps->len > 0 && ds_suite_qd_answer (res, c->series, ds_suite_result_latency_limit_us (res), &a) &&
                  a.found)
                {
                  char number[16];

                  g_snprintf (number, sizeof number, "%u", r + 1);
                  answers_add (answers, a.queue_depth, a.iops, number);
                }
            }
        }
    }
  mark_answers (self, answers, TRUE);
  /* the plateaus: runs at one block share a label ("1, 3: 95 % of peak from 128K") */
  for (guint i = 0; i < plateaus->len; i++)
    {
      DsChartPoint *p = &g_array_index (plateaus, DsChartPoint, i);
      g_autoptr(GString) who = NULL;
      g_autofree char *block = NULL;
      g_autofree char *label = NULL;
      gboolean first_here = TRUE;

      for (guint k = 0; k < i && first_here; k++)
        first_here = g_array_index (plateaus, DsChartPoint, k).x != p->x;
      if (!first_here)
        {
          add_marker (self, p->x, p->y, 0, NULL);
          continue;
        }
      who = g_string_new (NULL);
      for (guint k = i; k < plateaus->len; k++)
        if (g_array_index (plateaus, DsChartPoint, k).x == p->x)
          {
            guint run = g_array_index (plateau_runs, guint, k);
            gboolean listed = FALSE;

            for (guint j = i; j < k && !listed; j++)
              listed = g_array_index (plateaus, DsChartPoint, j).x == p->x &&
                       g_array_index (plateau_runs, guint, j) == run;
            if (!listed)
              g_string_append_printf (who, "%s%u", who->len > 0 ? ", " : "", run);
          }
      block = ds_suite_format_block ((guint64) p->x);
      /* TRANSLATORS: runs 1 and 3 of an overlay reach 95 % of their peak from 128K: "1, 3: 95 % of peak from 128K" */
      label = g_strdup_printf (_("%s: 95 %% of peak from %s"), who->str, block);
      add_marker (self, p->x, p->y, 0, label);
    }
  /* qd-scaling runs of several curves each: the markers are each run's
   * answer to its own limit */
  if (first->suite == DS_SUITE_QD_SCALING && answers->len > 0)
    {
      char *with = g_strdup_printf ("%s · %s", self->subtitle, _("▼ the depth each run sustains within its own p99 limit"));

      g_free (self->subtitle);
      self->subtitle = with;
    }
  set_footer (self, first, note);
  return self;
}
