/* ds-bench-cell.c — one number of the benchmark grid
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ds-bench-cell.h"
#include "ds-bench-steady.h"
#include "ds-choices.h"

struct _DsBenchCell
{
  AdwBin             parent_instance;

  DsBenchSpec        spec;
  DsIoMode        mode;
  DsBenchTestResult *result;      /* a copy of the runs we show */
  char              *steady;      /* a steady-state run's FOB and steady line, or NULL */
  DsChartUnits        unit;

  DsBenchDoubts      doubts;

  GtkButton         *button;
  GtkPopover        *popover;     /* ours: its parent is the cell */
  GtkImage          *doubt_icon;
  GtkLabel          *value_label;
  GtkLabel          *caption_label;
  GtkProgressBar    *scale_bar;
  GtkProgressBar    *progress;
  GtkLabel          *details_label;
};

G_DEFINE_FINAL_TYPE (DsBenchCell, ds_bench_cell, ADW_TYPE_BIN)

const char *
ds_bench_unit_label (DsChartUnits unit)
{
  switch (unit)
    {
    case DS_CHART_UNITS_GBPS: return _("GB/s");
    case DS_CHART_UNITS_IOPS: return _("IOPS");
    case DS_CHART_UNITS_US: return _("µs");
    case DS_CHART_UNITS_MBPS:
    default:
      return _("MB/s");
    }
}

static char *
format_value (const DsIoRunStats *stats,
              DsChartUnits        unit)
{
  switch (unit)
    {
    case DS_CHART_UNITS_GBPS: return g_strdup_printf ("%.3f", stats->mbps / 1000.0);
    case DS_CHART_UNITS_IOPS: return g_strdup_printf ("%.0f", stats->iops);
    case DS_CHART_UNITS_US: return g_strdup_printf ("%.2f", stats->lat_mean_us);
    case DS_CHART_UNITS_MBPS:
    default:
      return g_strdup_printf ("%.2f", stats->mbps);
    }
}

static double
stats_value (const DsIoRunStats *stats,
             DsChartUnits        unit)
{
  switch (unit)
    {
    case DS_CHART_UNITS_GBPS: return stats->mbps / 1000.0;
    case DS_CHART_UNITS_IOPS: return stats->iops;
    case DS_CHART_UNITS_US: return stats->lat_mean_us;
    case DS_CHART_UNITS_MBPS:
    default:
      return stats->mbps;
    }
}

/* "118 µs", "2.4 ms" */
static char *
format_latency (double us)
{
  if (isnan (us))
    return g_strdup ("?");
  if (us >= 1000.0)
    /* TRANSLATORS: a latency in milliseconds: "2.4 ms" */
    return g_strdup_printf (_("%.1f ms"), us / 1000.0);
  /* TRANSLATORS: a latency in microseconds: "118 µs" */
  return g_strdup_printf (_("%.0f µs"), us);
}

static const char *
mode_title (DsIoMode mode)
{
  return ds_choice_label (DS_TYPE_IO_MODE, mode);
}

static void
update_accessible (DsBenchCell *self,
                   const char  *value)
{
  g_autofree char *spec = ds_bench_spec_to_string (&self->spec);
  g_autofree char *label = NULL;

  if (value != NULL && *value != '\0')
    /* TRANSLATORS: accessible name of a result cell: "SEQ1M Q8T1 Read: 3552.21 MB/s" */
    label = g_strdup_printf (_("%s %s: %s %s"), spec, mode_title (self->mode), value, ds_bench_unit_label (self->unit));
  else
    label = g_strdup_printf (_("%s %s: not measured"), spec, mode_title (self->mode));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->button), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

static void
render (DsBenchCell *self)
{
  const DsIoRunStats *best;
  const DsIoRunStats *median;
  g_autofree char *value = NULL;
  g_autoptr(GString) details = NULL;

  if (self->result == NULL || (best = ds_bench_test_result_best (self->result)) == NULL)
    {
      gtk_label_set_label (self->value_label, "");
      gtk_label_set_label (self->caption_label, "");
      gtk_widget_set_visible (GTK_WIDGET (self->caption_label), FALSE);
      gtk_widget_set_visible (GTK_WIDGET (self->scale_bar), FALSE);
      ds_bench_cell_set_doubts (self, DS_BENCH_DOUBT_NONE);
      gtk_widget_set_sensitive (GTK_WIDGET (self->button), FALSE);
      update_accessible (self, NULL);
      return;
    }
  median = ds_bench_test_result_median (self->result);
  value = format_value (best, self->unit);
  gtk_label_set_label (self->value_label, value);
  {
    /* At a glance: the median run and the best run's 99th percentile. */
    g_autofree char *median_text = format_value (median != NULL ? median : best, self->unit);
    g_autofree char *p99 = format_latency (best->lat_p99_us);
    /* TRANSLATORS: under a result: the median run and the latency that 99 %
     * of requests beat, "median 3540.12" / "p99 118 µs"; the line may wrap
     * at the spaces */
    g_autofree char *caption = self->steady != NULL ? g_strdup (self->steady)
                               : g_strdup_printf (_("median %s p99 %s"), median_text, p99);

    gtk_label_set_label (self->caption_label, caption);
    gtk_widget_set_visible (GTK_WIDGET (self->caption_label), TRUE);
  }
  gtk_widget_set_sensitive (GTK_WIDGET (self->button), TRUE);
  gtk_widget_remove_css_class (GTK_WIDGET (self->value_label), "ds-live");
  update_accessible (self, value);

  details = g_string_new (NULL);
  g_string_append_printf (details,
                          g_dngettext (GETTEXT_PACKAGE,
                                       "%u run: %.2f MB/s, %.0f IOPS\n",
                                       "Best of %u runs: %.2f MB/s, %.0f IOPS\n",
                                       self->result->runs->len),
                          self->result->runs->len, best->mbps, best->iops);
  if (median != NULL)
    g_string_append_printf (details, _("Median: %.2f MB/s, %.0f IOPS\n"), median->mbps, median->iops);
  g_string_append_printf (details, _("\nLatency of the best run (µs)\n"
                                     "mean %.1f   min %.1f   max %.1f   σ %.1f\n"
                                     "p50 %.1f\np90 %.1f\np99 %.1f\np99.9 %.1f\np99.99 %.1f\n"),
                          best->lat_mean_us, best->lat_min_us, best->lat_max_us, best->lat_stddev_us,
                          best->lat_p50_us, best->lat_p90_us, best->lat_p99_us,
                          best->lat_p999_us, best->lat_p9999_us);
  if (self->result->runs->len > 1)
    {
      g_string_append (details, _("\nEvery run (MB/s):"));
      for (guint i = 0; i < self->result->runs->len; i++)
        g_string_append_printf (details, " %.2f", g_array_index (self->result->runs, DsIoRunStats, i).mbps);
      g_string_append_c (details, '\n');
    }
  if (self->result->cached)
    g_string_append (details, _("\nThe filesystem did not honour O_DIRECT: this number includes the page cache.\n"));
  if (self->doubts & DS_BENCH_DOUBT_ABOVE_LINK)
    g_string_append (details, _("\nThis is faster than the drive’s link can carry: something other than the drive answered.\n"));
  if (self->doubts & DS_BENCH_DOUBT_CPU_BOUND)
    g_string_append (details, _("\nThe I/O threads kept their processor cores busy: the processor, not the drive, may have set this number.\n"));
  if (self->result->incomplete)
    g_string_append (details, _("\nThis test was stopped before it finished.\n"));
  g_strchomp (details->str);
  gtk_label_set_label (self->details_label, details->str);
}

void
ds_bench_cell_set_live (DsBenchCell *self,
                        double       mbps,
                        double       fraction,
                        DsChartUnits  unit)
{
  g_return_if_fail (DS_IS_BENCH_CELL (self));

  gtk_widget_add_css_class (GTK_WIDGET (self->button), "active");
  gtk_widget_set_visible (GTK_WIDGET (self->progress), TRUE);
  gtk_progress_bar_set_fraction (self->progress, CLAMP (fraction, 0.0, 1.0));
  if (!isnan (mbps))
    {
      g_autofree char *text = NULL;

      /* Live numbers are throughput; IOPS and latency come with the result. */
      if (unit == DS_CHART_UNITS_GBPS)
        text = g_strdup_printf ("%.3f", mbps / 1000.0);
      else if (unit == DS_CHART_UNITS_MBPS)
        text = g_strdup_printf ("%.2f", mbps);
      else
        /* TRANSLATORS: a live throughput shown while IOPS or latency is the chosen unit */
        text = g_strdup_printf (_("%.0f MB/s"), mbps);
      /* Full contrast: the frame and the bar say it is live, and the
       * number stays readable in dark style. */
      gtk_label_set_label (self->value_label, text);
      gtk_widget_add_css_class (GTK_WIDGET (self->value_label), "ds-live");
    }
}

void
ds_bench_cell_set_waiting (DsBenchCell *self)
{
  g_return_if_fail (DS_IS_BENCH_CELL (self));

  gtk_widget_remove_css_class (GTK_WIDGET (self->button), "active");
  gtk_widget_set_visible (GTK_WIDGET (self->progress), FALSE);
}

void
ds_bench_cell_set_result (DsBenchCell             *self,
                          const DsBenchTestResult *result,
                          DsChartUnits              unit)
{
  g_return_if_fail (DS_IS_BENCH_CELL (self));

  g_clear_pointer (&self->result, ds_bench_test_result_free);
  g_clear_pointer (&self->steady, g_free);
  if (result != NULL)
    {
      self->result = ds_bench_test_result_copy (result);
    }
  self->unit = unit;
  ds_bench_cell_set_waiting (self);
  gtk_widget_remove_css_class (GTK_WIDGET (self->value_label), "ds-live");
  render (self);
}

char *
ds_bench_cell_steady_line (const DsBenchResult     *result,
                           const DsBenchTestResult *test)
{
  g_autofree char *state = NULL;
  DsIoRunStats steady;
  double fob;

  if (!ds_bench_steady_test_line (result, test, &steady, &state))
    return NULL;
  fob = test->runs->len > 0 ? g_array_index (test->runs, DsIoRunStats, 0).mbps : NAN;
  /* TRANSLATORS: under a result of a steady-state benchmark: the first
   * round (fresh out of box) and the steady window's average, then the
   * verdict: "FOB 1234.5 · steady 567.8 MB/s (steady after 7 rounds (rounds 3–7))" */
  return g_strdup_printf (_("FOB %.1f · steady %.1f MB/s (%s)"), fob, steady.mbps, state);
}

void
ds_bench_cell_set_steady (DsBenchCell *self,
                          const char  *line)
{
  g_return_if_fail (DS_IS_BENCH_CELL (self));
  g_free (self->steady);
  self->steady = g_strdup (line);
  if (self->result != NULL)
    render (self);
}

void
ds_bench_cell_set_unit (DsBenchCell *self,
                        DsChartUnits  unit)
{
  g_return_if_fail (DS_IS_BENCH_CELL (self));
  self->unit = unit;
  if (self->result != NULL)
    render (self);
}

const DsBenchSpec *
ds_bench_cell_get_spec (DsBenchCell *self)
{
  g_return_val_if_fail (DS_IS_BENCH_CELL (self), NULL);
  return &self->spec;
}

DsIoMode
ds_bench_cell_get_mode (DsBenchCell *self)
{
  g_return_val_if_fail (DS_IS_BENCH_CELL (self), DS_IO_MODE_READ);
  return self->mode;
}

gboolean
ds_bench_cell_is_running (DsBenchCell *self)
{
  g_return_val_if_fail (DS_IS_BENCH_CELL (self), FALSE);
  return gtk_widget_has_css_class (GTK_WIDGET (self->button), "active");
}

GtkWidget *
ds_bench_cell_get_value_label (DsBenchCell *self)
{
  g_return_val_if_fail (DS_IS_BENCH_CELL (self), NULL);
  return GTK_WIDGET (self->value_label);
}

double
ds_bench_cell_get_value (DsBenchCell *self)
{
  const DsIoRunStats *best;

  g_return_val_if_fail (DS_IS_BENCH_CELL (self), NAN);
  if (self->result == NULL || (best = ds_bench_test_result_best (self->result)) == NULL)
    return NAN;
  return stats_value (best, self->unit);
}

void
ds_bench_cell_set_scale (DsBenchCell *self,
                         double       best)
{
  double value;

  g_return_if_fail (DS_IS_BENCH_CELL (self));
  value = ds_bench_cell_get_value (self);
  if (isnan (value) || isnan (best) || best <= 0)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->scale_bar), FALSE);
      return;
    }
  gtk_progress_bar_set_fraction (self->scale_bar, CLAMP (value / best, 0.0, 1.0));
  gtk_widget_set_visible (GTK_WIDGET (self->scale_bar), TRUE);
}

double
ds_bench_cell_get_scale (DsBenchCell *self)
{
  g_return_val_if_fail (DS_IS_BENCH_CELL (self), NAN);
  if (!gtk_widget_get_visible (GTK_WIDGET (self->scale_bar)))
    return NAN;
  return gtk_progress_bar_get_fraction (self->scale_bar);
}

void
ds_bench_cell_set_doubts (DsBenchCell   *self,
                          DsBenchDoubts  doubts)
{
  g_autoptr(GString) why = NULL;

  g_return_if_fail (DS_IS_BENCH_CELL (self));
  if (self->doubts == doubts)
    return;
  self->doubts = doubts;
  why = g_string_new (NULL);
  if (doubts & DS_BENCH_DOUBT_ABOVE_LINK)
    g_string_append_printf (why, "%s%s", why->len ? "\n" : "", _("Faster than the link can carry"));
  if (doubts & DS_BENCH_DOUBT_CACHED)
    g_string_append_printf (why, "%s%s", why->len ? "\n" : "", _("Through the page cache"));
  if (doubts & DS_BENCH_DOUBT_CPU_BOUND)
    g_string_append_printf (why, "%s%s", why->len ? "\n" : "", _("Limited by the processor"));
  gtk_widget_set_visible (GTK_WIDGET (self->doubt_icon), doubts != DS_BENCH_DOUBT_NONE);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->doubt_icon), why->len ? why->str : NULL);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->doubt_icon), GTK_ACCESSIBLE_PROPERTY_LABEL, why->str, -1);
  if (self->result != NULL)
    render (self);
}

DsBenchDoubts
ds_bench_cell_get_doubts_for (DsBenchCell *self,
                              double       link_max_mbps)
{
  g_return_val_if_fail (DS_IS_BENCH_CELL (self), DS_BENCH_DOUBT_NONE);
  if (self->result == NULL)
    return DS_BENCH_DOUBT_NONE;
  return ds_bench_test_result_doubts (self->result, link_max_mbps);
}

DsBenchDoubts
ds_bench_cell_get_doubts (DsBenchCell *self)
{
  g_return_val_if_fail (DS_IS_BENCH_CELL (self), DS_BENCH_DOUBT_NONE);
  return self->doubts;
}

GtkPopover *
ds_bench_cell_get_popover (DsBenchCell *self)
{
  g_return_val_if_fail (DS_IS_BENCH_CELL (self), NULL);
  return self->popover;
}

GtkLabel *
ds_bench_cell_get_details (DsBenchCell *self)
{
  g_return_val_if_fail (DS_IS_BENCH_CELL (self), NULL);
  return self->details_label;
}

const char *
ds_bench_cell_get_caption (DsBenchCell *self)
{
  g_return_val_if_fail (DS_IS_BENCH_CELL (self), NULL);
  return gtk_label_get_label (self->caption_label);
}

const char *
ds_bench_cell_get_text (DsBenchCell *self)
{
  g_return_val_if_fail (DS_IS_BENCH_CELL (self), NULL);
  return gtk_label_get_label (self->value_label);
}

gboolean
ds_bench_cell_has_result (DsBenchCell *self)
{
  g_return_val_if_fail (DS_IS_BENCH_CELL (self), FALSE);
  return self->result != NULL && self->result->runs->len > 0;
}

static void
ds_bench_cell_size_allocate (GtkWidget *widget,
                             int        width,
                             int        height,
                             int        baseline)
{
  DsBenchCell *self = DS_BENCH_CELL (widget);

  GTK_WIDGET_CLASS (ds_bench_cell_parent_class)->size_allocate (widget, width, height, baseline);
  if (self->popover != NULL)
    gtk_popover_present (self->popover);
}

static void
ds_bench_cell_dispose (GObject *object)
{
  DsBenchCell *self = DS_BENCH_CELL (object);

  if (self->popover != NULL)
    {
      gtk_widget_unparent (GTK_WIDGET (self->popover));
      self->popover = NULL;
    }
  G_OBJECT_CLASS (ds_bench_cell_parent_class)->dispose (object);
}

static void
ds_bench_cell_finalize (GObject *object)
{
  DsBenchCell *self = DS_BENCH_CELL (object);

  g_clear_pointer (&self->result, ds_bench_test_result_free);
  g_clear_pointer (&self->steady, g_free);
  G_OBJECT_CLASS (ds_bench_cell_parent_class)->finalize (object);
}

static void on_clicked (DsBenchCell *self);

static void
ds_bench_cell_class_init (DsBenchCellClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ds_bench_cell_dispose;
  object_class->finalize = ds_bench_cell_finalize;
  widget_class->size_allocate = ds_bench_cell_size_allocate;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/drivescope/Drivescope/ds-bench-cell.ui");
  gtk_widget_class_bind_template_child (widget_class, DsBenchCell, button);
  gtk_widget_class_bind_template_child (widget_class, DsBenchCell, doubt_icon);
  gtk_widget_class_bind_template_child (widget_class, DsBenchCell, value_label);
  gtk_widget_class_bind_template_child (widget_class, DsBenchCell, caption_label);
  gtk_widget_class_bind_template_child (widget_class, DsBenchCell, scale_bar);
  gtk_widget_class_bind_template_child (widget_class, DsBenchCell, progress);
  gtk_widget_class_bind_template_callback (widget_class, on_clicked);
}

/* GTK focuses a selectable label as its popover opens and selects it all:
 * open with nothing selected (the text stays selectable to copy), and no
 * tooltip of the button over the open popover. */
static gboolean
deselect_details (gpointer user_data)
{
  DsBenchCell *self = user_data;

  gtk_label_select_region (self->details_label, 0, 0);
  return G_SOURCE_REMOVE;
}

static void
on_popover_shown (DsBenchCell *self)
{
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), FALSE);
  deselect_details (self);
  /* The focus moves in after "show". */
  g_idle_add_full (G_PRIORITY_DEFAULT, deselect_details, g_object_ref (self), g_object_unref);
}

static void
on_popover_closed (DsBenchCell *self)
{
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
}

static void
on_clicked (DsBenchCell *self)
{
  gtk_popover_popup (self->popover);
}

static void
ds_bench_cell_init (DsBenchCell *self)
{
  GtkPopover *popover;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->details_label = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_selectable (self->details_label, TRUE);
  gtk_label_set_xalign (self->details_label, 0.0f);
  gtk_widget_set_margin_top (GTK_WIDGET (self->details_label), 6);
  gtk_widget_set_margin_bottom (GTK_WIDGET (self->details_label), 6);
  gtk_widget_set_margin_start (GTK_WIDGET (self->details_label), 6);
  gtk_widget_set_margin_end (GTK_WIDGET (self->details_label), 6);
  gtk_widget_add_css_class (GTK_WIDGET (self->details_label), "numeric");
  popover = GTK_POPOVER (gtk_popover_new ());
  gtk_popover_set_child (popover, GTK_WIDGET (self->details_label));
  gtk_widget_set_parent (GTK_WIDGET (popover), GTK_WIDGET (self));
  self->popover = popover;
  g_signal_connect_object (popover, "show", G_CALLBACK (on_popover_shown), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (popover, "closed", G_CALLBACK (on_popover_closed), self, G_CONNECT_SWAPPED);
  /* A button centres its child: let the number, the caption and the
   * bar fill the cell, so numbers line up under their right-aligned
   * heading and a bar's length means something. */
  for (GtkWidget *w = gtk_widget_get_parent (GTK_WIDGET (self->caption_label));
       w != NULL && w != GTK_WIDGET (self->button);
       w = gtk_widget_get_parent (w))
    {
      gtk_widget_set_halign (w, GTK_ALIGN_FILL);
      gtk_widget_set_hexpand (w, TRUE);
    }
}

GtkWidget *
ds_bench_cell_new (const DsBenchSpec *spec,
                   DsIoMode        mode)
{
  DsBenchCell *self = g_object_new (DS_TYPE_BENCH_CELL, NULL);

  self->spec = *spec;
  self->mode = mode;
  render (self);
  return GTK_WIDGET (self);
}
