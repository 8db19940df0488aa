/* ds-chart-verify.c — the chart of a capacity check (verify), and of
 * several side by side
 *
 * Write and read MB/s against the position in what the check wrote (a
 * level from one sample's position to the next, as the surface and linear
 * charts draw a pass), the damaged ranges shaded and named by what was
 * found there (lost, overwritten, corrupted, I/O error), and where the
 * intact data ends marked.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ds-chart-private.h"
#include "ds-format.h"

#define MAX_RUNS 8

static double
position_scale (guint64 longest)
{
  return longest >= 2000000000u ? 1e9 : 1e6;
}

static const char *
position_label (double scale)
{
  return scale >= 1e9 ? _("Position (GB)") : _("Position (MB)");
}

/* A point is the speed of the span that ended at its position. */
static void
add_curve (DsChart      *chart,
           const GArray *curve,
           double        scale,
           const char   *name,
           guint         colour,
           gboolean      dashed)
{
  DsChartSeries *s;
  double prev = 0;

  if (curve == NULL || curve->len == 0)
    return;
  s = ds_chart_series_new (chart, name, colour, 0);
  s->dashed = dashed;
  s->markers = curve->len <= 2;
  for (guint i = 0; i < curve->len; i++)
    {
      const DsVerifyPoint *p = &g_array_index (curve, DsVerifyPoint, i);

      if (!isfinite (p->mbps))
        continue;
      ds_chart_series_add (chart, s, prev / scale, p->mbps);
      ds_chart_series_add (chart, s, p->position / scale, p->mbps);
      prev = p->position;
    }
}

/* The word a damaged range is shaded with. */
static const char *
damage_word (DsVerifyBlockState state)
{
  switch (state)
    {
    case DS_VERIFY_BLOCK_ALIASED: return _("overwritten");
    case DS_VERIFY_BLOCK_CORRUPTED: return _("corrupted");
    case DS_VERIFY_BLOCK_IO_ERROR: return _("I/O error");
    case DS_VERIFY_BLOCK_ZEROS:
    case DS_VERIFY_BLOCK_STALE:
    case DS_VERIFY_BLOCK_MISSING:
    default: return _("lost");
    }
}

/* Shades each damaged range of @result; @words collects what they are. */
static void
add_damage (DsChart              *chart,
            const DsVerifyResult *result,
            double                scale,
            GPtrArray            *words)
{
  for (guint i = 0; result->extents != NULL && i < result->extents->len; i++)
    {
      const DsVerifyExtent *e = &g_array_index (result->extents, DsVerifyExtent, i);
      DsChartSpan span = { e->position / scale, (e->position + e->length) / scale };
      const char *word = damage_word (e->state);
      gboolean seen = FALSE;

      g_array_append_val (chart->spans, span);
      ds_chart_axis_include (&chart->x, span.x1);
      for (guint k = 0; k < words->len && !seen; k++)
        seen = g_str_equal (g_ptr_array_index (words, k), word);
      if (!seen)
        g_ptr_array_add (words, (gpointer) word);
    }
}

static char *
spans_label (GPtrArray *words)
{
  g_autoptr(GString) s = g_string_new (NULL);

  for (guint i = 0; i < words->len; i++)
    {
      if (i > 0)
        g_string_append (s, " / ");
      g_string_append (s, g_ptr_array_index (words, i));
    }
  /* TRANSLATORS: the legend of the shaded ranges of a capacity check's
   * chart, as "Damaged: lost / overwritten" */
  return g_strdup_printf (_("Damaged: %s"), s->str);
}

static void
add_marker (DsChart    *chart,
            double      x,
            const char *label)
{
  DsChartMarker *m = g_new0 (DsChartMarker, 1);

  m->x = x;
  m->y = 0;
  m->label = label != NULL ? ds_chart_clean_text (label) : NULL;
  g_ptr_array_add (chart->markers, m);
}

static char *
intact_label (const DsVerifyResult *result,
              const char           *who)
{
  g_autofree char *size = ds_format_bytes (result->intact_prefix);

  if (who != NULL)
    /* TRANSLATORS: a marker of a comparison of capacity checks: "run 2: intact up to 512 MB" */
    return g_strdup_printf (_("%s: intact up to %s"), who, size);
  /* TRANSLATORS: a marker on a capacity check's chart: "intact up to 512 MB" */
  return g_strdup_printf (_("intact up to %s"), size);
}

static guint64
longest (const DsVerifyResult *r)
{
  return MAX (MAX (r->bytes_written, r->bytes_checked), r->bytes_planned);
}

static void
init_axes (DsChart *chart,
           double   scale)
{
  ds_chart_axis_init (&chart->x, DS_AXIS_LINEAR, position_label (scale));
  ds_chart_axis_include (&chart->x, 0);
  ds_chart_axis_init (&chart->y, DS_AXIS_LINEAR, _("MB/s"));
  chart->y.from_zero = TRUE;
}

static char *
footer_note (const DsVerifyResult *r)
{
  g_autofree char *file = ds_format_bytes (r->file_bytes);

  if (!r->direct)
    /* TRANSLATORS: a capacity check's chart footer: files of 1.07 GB, read back through the page cache */
    return g_strdup_printf (_("Drivescope %s · files of up to %s · read back buffered (not direct I/O)"),
                            PACKAGE_VERSION, file);
  /* TRANSLATORS: a capacity check's chart footer: files of 1.07 GB, read back with direct I/O */
  return g_strdup_printf (_("Drivescope %s · files of up to %s · read back with direct I/O"), PACKAGE_VERSION, file);
}

DsChart *
ds_chart_new_verify (const DsVerifyResult *result)
{
  DsChart *self;
  g_autoptr(GPtrArray) words = g_ptr_array_new ();
  g_autofree char *drive = NULL;
  g_autofree char *note = NULL;
  double scale;

  g_return_val_if_fail (result != NULL, NULL);

  self = ds_chart_alloc (DS_CHART_CURVE);
  scale = position_scale (longest (result));
  self->title = g_strdup (_("Capacity check"));
  self->subtitle = ds_verify_result_verdict_text (result);
  init_axes (self, scale);
  add_curve (self, result->write_curve, scale, _("Write"), 0, FALSE);
  add_curve (self, result->read_curve, scale, _("Read"), 1, FALSE);
  add_damage (self, result, scale, words);
  if (words->len > 0)
    self->spans_label = spans_label (words);
  if (result->first_bad != DS_VERIFY_NO_POSITION && result->intact_prefix > 0)
    {
      g_autofree char *label = intact_label (result, NULL);

      add_marker (self, result->intact_prefix / scale, label);
    }
  if (result->bytes_planned > 0)
    ds_chart_axis_include (&self->x, result->bytes_planned / scale);
  drive = ds_chart_drive_line (result->conditions, NULL);
  note = footer_note (result);
  ds_chart_set_footer (self, drive, note);
  return self;
}

char *
ds_chart_verify_run_label (const DsVerifyResult *result)
{
  g_autofree char *model = ds_chart_drive_title (result->conditions, NULL);
  g_autofree char *date = ds_chart_date_text (result->start_time);

  return g_strdup_printf ("%s · %s", model, date);
}

DsChart *
ds_chart_new_verify_compare (GPtrArray *results)
{
  DsChart *self;
  g_autoptr(GPtrArray) words = g_ptr_array_new ();
  guint64 most = 0;
  guint n;
  double scale;

  g_return_val_if_fail (results != NULL && results->len > 0, NULL);

  if (results->len == 1)
    return ds_chart_new_verify (g_ptr_array_index (results, 0));
  n = MIN (results->len, MAX_RUNS);
  for (guint i = 0; i < n; i++)
    most = MAX (most, longest (g_ptr_array_index (results, i)));
  scale = position_scale (most);
  self = ds_chart_alloc (DS_CHART_CURVE);
  self->title = g_strdup (_("Capacity checks compared"));
  self->subtitle = g_strdup (_("Solid: read back · dashed: written"));
  init_axes (self, scale);
  for (guint i = 0; i < n; i++)
    {
      const DsVerifyResult *r = g_ptr_array_index (results, i);
      g_autofree char *label = ds_chart_verify_run_label (r);
      g_autofree char *read = g_strdup_printf (_("%s: read"), label);
      g_autofree char *written = g_strdup_printf (_("%s: write"), label);
      g_autofree char *who = g_strdup_printf (_("run %u"), i + 1);

      add_curve (self, r->read_curve, scale, read, i, FALSE);
      add_curve (self, r->write_curve, scale, written, i, TRUE);
      add_damage (self, r, scale, words);
      if (r->first_bad != DS_VERIFY_NO_POSITION && r->intact_prefix > 0)
        {
          g_autofree char *marker = intact_label (r, who);

          add_marker (self, r->intact_prefix / scale, marker);
        }
    }
  if (words->len > 0)
    self->spans_label = spans_label (words);
  {
    g_autofree char *more = results->len > n
                              ? g_strdup_printf (_("Drivescope %s · the first %u of %u runs"), PACKAGE_VERSION, n, results->len)
                              : g_strdup ("Drivescope " PACKAGE_VERSION);

    ds_chart_set_footer (self, NULL, more);
  }
  return self;
}
