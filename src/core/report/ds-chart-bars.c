/* ds-chart-bars.c — the result panel and the comparison: tests as rows,
 * one panel per mode (read, write, mix), a bar per run with its number
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ds-chart-private.h"
#include "ds-conditions.h"
#include "ds-drive.h"
#include "ds-format.h"
#include "ds-json.h"

#define MAX_GROUPS 8

double
ds_chart_units_value (DsChartUnits           units,
                      const DsIoRunStats *stats)
{
  if (stats == NULL)
    return NAN;
  switch (units)
    {
    case DS_CHART_UNITS_GBPS: return stats->mbps / 1000.0;
    case DS_CHART_UNITS_IOPS: return stats->iops;
    case DS_CHART_UNITS_US: return stats->lat_mean_us;
    case DS_CHART_UNITS_MBPS:
    default: return stats->mbps;
    }
}

const char *
ds_chart_units_label (DsChartUnits units)
{
  switch (units)
    {
    case DS_CHART_UNITS_GBPS: return _("GB/s");
    case DS_CHART_UNITS_IOPS: return _("IOPS");
    case DS_CHART_UNITS_US: return _("Mean latency (µs)");
    case DS_CHART_UNITS_MBPS:
    default: return _("MB/s");
    }
}

char *
ds_chart_bar_value_text (DsChartUnits units,
                         double       value)
{
  if (!isfinite (value))
    return g_strdup ("—");
  switch (units)
    {
    case DS_CHART_UNITS_GBPS: return g_strdup_printf ("%.3f", value);
    case DS_CHART_UNITS_IOPS: return g_strdup_printf (value < 100 ? "%.2f" : "%.0f", value);
    case DS_CHART_UNITS_US: return g_strdup_printf ("%.2f", value);
    case DS_CHART_UNITS_MBPS:
    default: return g_strdup_printf ("%.2f", value);
    }
}

char *
ds_chart_date_text (gint64 unix_time)
{
  g_autoptr(GDateTime) dt = NULL;

  if (unix_time <= 0 || (dt = g_date_time_new_from_unix_utc (unix_time)) == NULL)
    return g_strdup ("?");
  return g_date_time_format (dt, "%Y-%m-%d %H:%M UTC");
}

char *
ds_chart_drive_title (JsonObject *conditions,
                      const char *display_name)
{
  const char *title = ds_conditions_get_drive_title (conditions);

  if (title != NULL)
    return g_strdup (title);
  if (display_name != NULL)
    return g_strdup (display_name);
  return ds_drive_display_name_from_json (ds_conditions_get_drive_object (conditions));
}

static char *
format_drive_line (JsonObject *conditions,
                   const char *display_name,
                   gboolean    with_serial)
{
  DsConditionsDrive drive;
  GString *s = g_string_new (NULL);
  g_autofree char *title = ds_chart_drive_title (conditions, display_name);
  const char *serial, *fw;
  const char *fs = ds_conditions_get_filesystem (conditions);

  ds_conditions_get_drive (conditions, &drive);
  serial = drive.serial;
  fw = drive.firmware;

  g_string_append (s, title);
  if (serial && with_serial)
    g_string_append_printf (s, " · %s %s", _("S/N"), serial);
  if (fw)
    g_string_append_printf (s, " · %s %s", _("FW"), fw);
  if (fs)
    g_string_append_printf (s, " · %s", fs);
  return g_string_free (s, FALSE);
}

char *
ds_chart_drive_line (JsonObject *conditions,
                     const char *display_name)
{
  return format_drive_line (conditions, display_name, FALSE);
}

char *
ds_chart_drive_line_serial (JsonObject *conditions,
                            const char *display_name)
{
  return format_drive_line (conditions, display_name, TRUE);
}

char *
ds_chart_run_label (const DsBenchResult *result)
{
  g_autofree char *title = ds_chart_drive_title (result->conditions, result->drive_display_name);
  g_autofree char *date = ds_chart_date_text (result->start_time);

  return g_strdup_printf ("%s · %s", title, date);
}

static guint
panel_index (DsIoMode mode)
{
  return mode == DS_IO_MODE_READ ? 0 : mode == DS_IO_MODE_WRITE ? 1 : 2;
}

static DsChart *
bars_new (DsChartKind  kind,
          GPtrArray   *results,
          DsChartUnits units)
{
  DsChart *self = ds_chart_alloc (kind);
  gboolean has_mode[3] = { FALSE, FALSE, FALSE };
  int panel_of_mode[3] = { -1, -1, -1 };
  guint mix_percent = 70;
  guint n_groups = MIN (results->len, MAX_GROUPS);
  guint n_panels = 0;

  self->units = units;
  self->show_delta = kind == DS_CHART_COMPARE && n_groups > 1;

  for (guint g = 0; g < n_groups; g++)
    {
      const DsBenchResult *r = g_ptr_array_index (results, g);

      for (guint i = 0; i < r->tests->len; i++)
        {
          const DsBenchTestResult *t = g_ptr_array_index (r->tests, i);
          g_autofree char *spec = ds_bench_spec_to_string (&t->spec);
          gboolean known = FALSE;

          has_mode[panel_index (t->mode)] = TRUE;
          if (t->mode == DS_IO_MODE_MIX)
            mix_percent = t->mix_read_percent;
          for (guint c = 0; c < self->categories->len && !known; c++)
            known = g_str_equal (g_ptr_array_index (self->categories, c), spec);
          if (!known)
            g_ptr_array_add (self->categories, g_steal_pointer (&spec));
        }
    }
  for (guint m = 0; m < 3; m++)
    if (has_mode[m])
      {
        panel_of_mode[m] = (int) n_panels++;
        if (m == 0)
          g_ptr_array_add (self->panels, g_strdup (_("Read")));
        else if (m == 1)
          g_ptr_array_add (self->panels, g_strdup (_("Write")));
        else
          g_ptr_array_add (self->panels, g_strdup_printf (_("Mix %u/%u"), mix_percent, 100 - mix_percent));
      }

  g_array_set_size (self->values, n_panels * self->categories->len * n_groups);
  for (guint i = 0; i < self->values->len; i++)
    g_array_index (self->values, double, i) = NAN;
  for (guint g = 0; g < n_groups; g++)
    {
      const DsBenchResult *r = g_ptr_array_index (results, g);

      for (guint i = 0; i < r->tests->len; i++)
        {
          const DsBenchTestResult *t = g_ptr_array_index (r->tests, i);
          g_autofree char *spec = ds_bench_spec_to_string (&t->spec);
          guint p = (guint) panel_of_mode[panel_index (t->mode)];

          for (guint c = 0; c < self->categories->len; c++)
            if (g_str_equal (g_ptr_array_index (self->categories, c), spec))
              g_array_index (self->values, double, (p * self->categories->len + c) * n_groups + g) =
                ds_chart_units_value (units, ds_bench_test_result_best (t));
        }
    }
  return self;
}

DsChart *
ds_chart_new_results (const DsBenchResult *result,
                      DsChartUnits         units)
{
  g_autoptr(GPtrArray) one = g_ptr_array_new ();
  DsConditionsDrive drive;
  const char *model = ds_conditions_get_drive (result->conditions, &drive) ? drive.model : NULL;
  g_autofree char *date = ds_chart_date_text (result->start_time);
  g_autofree char *drive_line = ds_chart_drive_line (result->conditions, result->drive_display_name);
  g_autofree char *drive_line_serial = ds_chart_drive_line_serial (result->conditions, result->drive_display_name);
  g_autofree char *settings = NULL;
  const char *profile = ds_run_settings_get_profile (result->settings);
  gint64 runs = ds_run_settings_get_runs (result->settings);
  DsChart *self;

  g_ptr_array_add (one, (gpointer) result);
  self = bars_new (DS_CHART_RESULTS, one, units);
  g_ptr_array_add (self->groups, g_strdup (""));
  self->title = ds_chart_clean_text (model ? model : _("Benchmark"));
  if (runs > 0)
    self->subtitle = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s · best of %d run · %s",
                                                   "%s · best of %d runs · %s", (gulong) runs),
                                      ds_chart_units_label (units), (int) runs, date);
  else
    self->subtitle = g_strdup_printf ("%s · %s", ds_chart_units_label (units), date);
  {
    gint64 size = ds_run_settings_get_size_bytes (result->settings);
    const char *engine = ds_conditions_get_engine (result->conditions);
    /* In the binary units the test size is chosen in, as the window's
     * footer says it ("64.0 MiB", not "67.1 MB"). */
    g_autofree char *size_text = size > 0 ? ds_format_bytes_binary ((guint64) size)
                                          : g_strdup ("?");

    settings = g_strdup_printf (_("Profile %s · test file %s · engine %s · %s · Drivescope %s"),
                                profile ? profile : _("custom"), size_text, engine ? engine : "?",
                                date, PACKAGE_VERSION);
  }
  ds_chart_set_footer (self, drive_line, settings);
  ds_chart_set_footer_serial (self, drive_line_serial);
  return self;
}

static void
free_string (gpointer data)
{
  g_string_free (data, TRUE);
}

/* The footer's drive line of a comparison: the drive when every run is of
 * one, else each drive with the runs (1-based, as the legend orders them)
 * made on it. */
static char *
compare_drive_line (GPtrArray *results,
                    guint      n,
                    gboolean   with_serial)
{
  g_autoptr(GPtrArray) lines = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) runs = g_ptr_array_new_with_free_func (free_string);
  g_autoptr(GArray) counts = g_array_new (FALSE, TRUE, sizeof (guint));
  GString *out;

  for (guint g = 0; g < n; g++)
    {
      const DsBenchResult *r = g_ptr_array_index (results, g);
      JsonObject *drive = ds_conditions_get_drive_object (r->conditions);
      g_autofree char *title = ds_chart_drive_title (r->conditions, r->drive_display_name);
      const char *serial = ds_json_get_string (drive, "serial");
      g_autofree char *line = serial && with_serial ? g_strdup_printf ("%s %s %s", title, _("S/N"), serial) : g_strdup (title);
      guint k;

      for (k = 0; k < lines->len && !g_str_equal (g_ptr_array_index (lines, k), line); k++)
        ;
      if (k == lines->len)
        {
          g_ptr_array_add (lines, g_steal_pointer (&line));
          g_ptr_array_add (runs, g_string_new (NULL));
          g_array_set_size (counts, lines->len);
        }
      g_array_index (counts, guint, k)++;
      g_string_append_printf (g_ptr_array_index (runs, k), "%s%u",
                              ((GString *) g_ptr_array_index (runs, k))->len > 0 ? ", " : "", g + 1);
    }
  if (lines->len <= 1)
    {
      const DsBenchResult *first = g_ptr_array_index (results, 0);

      return format_drive_line (first->conditions, first->drive_display_name, with_serial);
    }
  out = g_string_new (NULL);
  for (guint k = 0; k < lines->len; k++)
    {
      if (k > 0)
        g_string_append (out, " · ");
      /* TRANSLATORS: a drive in a comparison's footer and the runs made on
       * it, numbered as in the legend: "Samsung SSD 990 PRO S/N X (runs 1, 2)" */
      g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE, "%s (run %s)", "%s (runs %s)",
                                                g_array_index (counts, guint, k)),
                              (const char *) g_ptr_array_index (lines, k),
                              ((GString *) g_ptr_array_index (runs, k))->str);
    }
  return g_string_free (out, FALSE);
}

DsChart *
ds_chart_new_compare (GPtrArray          *results,
                      const char * const *labels,
                      DsChartUnits        units)
{
  DsChart *self;
  g_autofree char *drive_line = NULL;
  g_autofree char *drive_line_serial = NULL;

  g_return_val_if_fail (results != NULL && results->len > 0, NULL);

  self = bars_new (DS_CHART_COMPARE, results, units);
  for (guint g = 0; g < MIN (results->len, MAX_GROUPS); g++)
    {
      const char *label = labels ? labels[g] : NULL;

      if (label != NULL)
        g_ptr_array_add (self->groups, ds_chart_clean_text (label));
      else
        {
          g_autofree char *made = ds_chart_run_label (g_ptr_array_index (results, g));

          g_ptr_array_add (self->groups, ds_chart_clean_text (made));
        }
    }
  self->title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Comparison of %u run", "Comparison of %u runs",
                                              self->groups->len), self->groups->len);
  self->subtitle = g_strdup_printf (_("%s · deltas against “%s”"), ds_chart_units_label (units),
                                    (const char *) g_ptr_array_index (self->groups, 0));
  drive_line = compare_drive_line (results, MIN (results->len, MAX_GROUPS), FALSE);
  drive_line_serial = compare_drive_line (results, MIN (results->len, MAX_GROUPS), TRUE);
  ds_chart_set_footer (self, drive_line,
                       results->len > MAX_GROUPS ? _("Only the first 8 runs are shown.") : "Drivescope " PACKAGE_VERSION);
  ds_chart_set_footer_serial (self, drive_line_serial);
  return self;
}

/* ---- drawing ---- */

static double
value_at (DsChart *chart,
          guint    p,
          guint    c,
          guint    g)
{
  return g_array_index (chart->values, double,
                        (p * chart->categories->len + c) * chart->groups->len + g);
}

static char *
bar_label (DsChart *chart,
           gboolean deltas,
           guint    p,
           guint    c,
           guint    g)
{
  double v = value_at (chart, p, c, g);
  double v0 = value_at (chart, p, c, 0);
  g_autofree char *text = ds_chart_bar_value_text (chart->units, v);

  if (deltas && g > 0 && isfinite (v) && isfinite (v0) && v0 > 0)
    return g_strdup_printf ("%s (%+.1f %%)", text, (v - v0) / v0 * 100.0);
  return g_steal_pointer (&text);
}

static double
widest_label (DsChartCtx *ctx,
              DsChart    *chart,
              gboolean    deltas)
{
  double widest = 0, w, h;

  for (guint p = 0; p < chart->panels->len; p++)
    for (guint c = 0; c < chart->categories->len; c++)
      for (guint g = 0; g < MAX (chart->groups->len, 1); g++)
        {
          g_autofree char *text = bar_label (chart, deltas, p, c, g);

          ds_chart_text_measure (ctx, DS_TEXT_SMALL, text, &w, &h);
          widest = MAX (widest, w);
        }
  return widest;
}

void
ds_chart_draw_bars (DsChartCtx *ctx)
{
  DsChart *chart = ctx->chart;
  cairo_t *cr = ctx->cr;
  guint n_panels = MAX (chart->panels->len, 1);
  guint n_groups = MAX (chart->groups->len, 1);
  guint n_cats = chart->categories->len;
  guint shown = n_cats;
  double top, bottom, cat_w = 0, label_w = 0, w, h, small_h, bold_h;
  double panel_gap, panel_w, plot_w, plot_h, plot_top, row_h, pitch, bar_h, margin;
  double vmax = 0;
  g_autofree DsLegendEntry *legend = NULL;
  gboolean truncated = FALSE;
  gboolean deltas = chart->show_delta;
  g_autofree char *subtitle = NULL;
  char *saved_subtitle = NULL;   /* the chart's own, while this draw shows another */

  ds_chart_text_measure (ctx, DS_TEXT_SMALL, "0", &w, &small_h);
  ds_chart_text_measure (ctx, DS_TEXT_BOLD, "0", &w, &bold_h);
  for (guint c = 0; c < n_cats; c++)
    {
      ds_chart_text_measure (ctx, DS_TEXT_BOLD, g_ptr_array_index (chart->categories, c), &w, &h);
      cat_w = MAX (cat_w, w);
    }
  cat_w = MIN (cat_w, ctx->width * 0.25);
  label_w = widest_label (ctx, chart, deltas);
  /* Every number goes to the right of its bar, never over it. When the
   * numbers with their deltas would leave less than half of a panel for
   * the bars, the bars carry the values only (the window's table beside
   * the chart has the deltas) and the subtitle no longer promises them. */
  panel_gap = ctx->pad * 1.5;
  panel_w = (ctx->width - 2 * ctx->pad - cat_w - ctx->pad - (n_panels - 1) * panel_gap) / n_panels;
  margin = ctx->font_px * 2;
  if (deltas && panel_w - 2 * margin - label_w - ctx->pad * 0.5 < (panel_w - 2 * margin) * 0.5)
    {
      deltas = FALSE;
      label_w = widest_label (ctx, chart, deltas);
      subtitle = g_strdup (ds_chart_units_label (chart->units));
      saved_subtitle = g_steal_pointer (&chart->subtitle);
      chart->subtitle = g_steal_pointer (&subtitle);
    }
  legend = g_new0 (DsLegendEntry, n_groups);
  for (guint g = 0; g < n_groups && chart->kind == DS_CHART_COMPARE; g++)
    legend[g] = (DsLegendEntry) { g_ptr_array_index (chart->groups, g), g, 0 };
  ds_chart_fit_chrome (ctx, legend, chart->kind == DS_CHART_COMPARE ? n_groups : 0,
                       bold_h + small_h * 2 + ctx->pad, 0);

  ds_chart_draw_footer (ctx, &bottom);
  ds_chart_draw_header (ctx, &top);
  if (saved_subtitle != NULL)
    {
      g_free (chart->subtitle);
      chart->subtitle = saved_subtitle;
    }
  if (chart->kind == DS_CHART_COMPARE)
    ds_chart_draw_legend (ctx, legend, n_groups, &top);

  for (guint i = 0; i < chart->values->len; i++)
    {
      double v = g_array_index (chart->values, double, i);

      if (isfinite (v))
        vmax = MAX (vmax, v);
    }

  /* Rows: every bar needs room for its number. */
  plot_top = top + bold_h + ctx->pad * 0.4;
  plot_h = bottom - plot_top - 2 * small_h - ctx->pad * 0.6;
  pitch = small_h * 1.05;
  if (n_cats > 0 && plot_h / n_cats * (n_groups > 1 ? 0.85 : 0.7) / n_groups < pitch)
    {
      plot_h -= small_h;
      shown = (guint) MAX (0, floor (plot_h * (n_groups > 1 ? 0.85 : 0.7) / (n_groups * pitch)));
      shown = MIN (shown, n_cats);
      truncated = shown < n_cats;
    }
  if (n_cats > 0 && shown == 0)
    {
      /* Not even one test fits with its numbers: say so rather than draw
       * bars nobody can read. */
      ds_chart_text_draw (ctx, DS_TEXT_SMALL, _("Too small for these results; export a larger image."),
                          ctx->pad, top, ctx->width - 2 * ctx->pad, FALSE, ctx->muted);
      return;
    }
  row_h = shown > 0 ? plot_h / shown : plot_h;
  pitch = row_h * (n_groups > 1 ? 0.85 : 0.7) / n_groups;
  bar_h = n_groups > 1 ? pitch * 0.88 : pitch;

  /* Panels share one value axis ending at the nice step just above the
   * longest bar (4222 on a 0–5000 axis, not 0–7000); the plot is narrowed
   * instead, so that every number still fits to the right of its bar. */
  ds_chart_axis_init (&chart->x, DS_AXIS_LINEAR, ds_chart_units_label (chart->units));
  chart->x.from_zero = TRUE;
  ds_chart_axis_include (&chart->x, 0);
  ds_chart_axis_include (&chart->x, vmax > 0 ? vmax : 1.0);
  margin = ctx->font_px * 2;
  for (int pass = 0; pass < 3; pass++)
    {
      double full = panel_w - 2 * margin;
      double frac, need;

      plot_w = pass == 0 ? full : MIN (plot_w, full);
      ds_chart_axis_layout (ctx, &chart->x, plot_w, TRUE);
      frac = vmax > 0 && chart->x.hi > 0 ? vmax / chart->x.hi : 0;
      /* the longest bar's number ends inside the panel */
      need = frac * plot_w + ctx->pad * 0.3 + label_w;
      if (need > full + margin && frac > 0)
        plot_w = MAX ((full + margin - ctx->pad * 0.3 - label_w) / frac, full * 0.25);
      plot_w = MIN (plot_w, full);
      ds_chart_axis_layout (ctx, &chart->x, plot_w, TRUE);
      margin = MAX (ds_chart_axis_max_label_width (ctx, &chart->x) / 2 + 1, ctx->font_px * 0.5);
    }

  for (guint c = 0; c < shown; c++)
    {
      double cy = plot_top + row_h * (c + 0.5);

      ds_chart_text_measure (ctx, DS_TEXT_BOLD, g_ptr_array_index (chart->categories, c), &w, &h);
      ds_chart_text_draw (ctx, DS_TEXT_BOLD, g_ptr_array_index (chart->categories, c),
                          ctx->pad, cy - h / 2, cat_w, FALSE, ctx->fg);
    }

  for (guint p = 0; p < chart->panels->len; p++)
    {
      double px = ctx->pad + cat_w + ctx->pad + p * (panel_w + panel_gap);
      DsChartRect plot = { ds_chart_snap (ctx, px + margin), ds_chart_snap (ctx, plot_top),
                           ds_chart_snap (ctx, plot_w), ds_chart_snap (ctx, plot_h) };
      DsChartPlot info = { plot, chart->x.lo, chart->x.hi, DS_AXIS_LINEAR, 0, shown, DS_AXIS_LINEAR,
                           0, 0, DS_AXIS_LINEAR, FALSE, TRUE };
      const char *title = g_ptr_array_index (chart->panels, p);

      g_array_append_val (chart->plots, info);
      ds_chart_text_measure (ctx, DS_TEXT_BOLD, title, &w, &h);
      ds_chart_text_draw (ctx, DS_TEXT_BOLD, title, plot.x, top, plot.width, FALSE, ctx->fg);

      /* grid and ticks */
      cairo_save (cr);
      cairo_set_line_width (cr, 1.0);
      for (guint i = 0; i < chart->x.ticks->len; i++)
        {
          double v = g_array_index (chart->x.ticks, double, i);
          double x = ds_chart_snap (ctx, plot.x + ds_chart_axis_norm (DS_AXIS_LINEAR, chart->x.lo, chart->x.hi, v) * plot.width) + 0.5 / ctx->style->scale;
          g_autofree char *text = ds_chart_axis_format (&chart->x, v);

          ds_chart_set_color (cr, i == 0 ? ctx->axis : ctx->grid, 1.0);
          cairo_move_to (cr, x, plot.y);
          cairo_line_to (cr, x, plot.y + plot.height);
          cairo_stroke (cr);
          ds_chart_text_measure (ctx, DS_TEXT_SMALL, text, &w, &h);
          /* centred on its tick, but never outside the panel */
          ds_chart_text_draw (ctx, DS_TEXT_SMALL, text, CLAMP (x - w / 2, px, MAX (px, px + panel_w - w)),
                              plot.y + plot.height + ctx->pad * 0.3, -1, FALSE, ctx->muted);
        }
      cairo_restore (cr);
      ds_chart_text_measure (ctx, DS_TEXT_SMALL, chart->x.label, &w, &h);
      ds_chart_text_draw (ctx, DS_TEXT_SMALL, chart->x.label, plot.x + MAX (0, (plot.width - w) / 2),
                          plot.y + plot.height + ctx->pad * 0.3 + small_h, plot.width, FALSE, ctx->muted);

      /* bars, clipped to the plot */
      for (guint c = 0; c < shown; c++)
        for (guint g = 0; g < n_groups; g++)
          {
            double v = value_at (chart, p, c, g);
            double y0 = plot.y + row_h * c + (row_h - pitch * n_groups) / 2 + g * pitch;
            double len = isfinite (v) ? CLAMP (ds_chart_axis_norm (DS_AXIS_LINEAR, chart->x.lo, chart->x.hi, v), 0, 1) * plot.width : 0;
            guint colour = chart->kind == DS_CHART_COMPARE ? g : p;
            g_autofree char *text = bar_label (chart, deltas, p, c, g);
            DsChartRect bar = { plot.x, ds_chart_snap (ctx, y0), ds_chart_snap (ctx, plot.x + len) - plot.x,
                                ds_chart_snap (ctx, y0 + bar_h) - ds_chart_snap (ctx, y0) };
            double tx;

            if (isfinite (v))
              {
                cairo_save (cr);
                cairo_rectangle (cr, plot.x, plot.y, plot.width, plot.height);
                cairo_clip (cr);
                ds_chart_set_color (cr, ds_chart_palette (ctx->style->theme, colour), 1.0);
                cairo_rectangle (cr, bar.x, bar.y, bar.width, bar.height);
                cairo_fill (cr);
                cairo_restore (cr);
                ds_chart_add_item (chart, DS_CHART_ITEM_BAR, bar, (int) colour, v);
              }
            ds_chart_text_measure (ctx, DS_TEXT_SMALL, text, &w, &h);
            tx = plot.x + len + ctx->pad * 0.3;
            ds_chart_text_draw (ctx, DS_TEXT_SMALL, text, tx, y0 + bar_h / 2 - h / 2,
                                MAX (plot.x + plot.width + margin, px + panel_w) - tx, FALSE,
                                isfinite (v) ? ctx->fg : ctx->muted);
          }
    }

  if (truncated)
    {
      g_autofree char *note = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                                            "%u more test does not fit at this size; export a larger image.",
                                                            "%u more tests do not fit at this size; export a larger image.",
                                                            n_cats - shown), n_cats - shown);

      ds_chart_text_draw (ctx, DS_TEXT_SMALL, note, ctx->pad, bottom - small_h,
                          ctx->width - 2 * ctx->pad, FALSE, ctx->muted);
    }
}
