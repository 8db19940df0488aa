/* ds-bench-cell.c — one number of the benchmark grid
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ds-bench-cell.h"
#include "ds-choices.h"

struct _DsBenchCell
{
  AdwBin             parent_instance;

  DsBenchSpec        spec;
  DsIoMode        mode;
  DsBenchTestResult *result;      /* a copy of the runs we show */
  DsChartUnits        unit;

  GtkMenuButton     *button;
  GtkLabel          *value_label;
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
      gtk_widget_set_sensitive (GTK_WIDGET (self->button), FALSE);
      update_accessible (self, NULL);
      return;
    }
  median = ds_bench_test_result_median (self->result);
  value = format_value (best, self->unit);
  gtk_label_set_label (self->value_label, value);
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
  if (result != NULL)
    {
      self->result = ds_bench_test_result_new (&result->spec, result->mode);
      self->result->mix_read_percent = result->mix_read_percent;
      self->result->cached = result->cached;
      self->result->incomplete = result->incomplete;
      g_array_append_vals (self->result->runs, result->runs->data, result->runs->len);
    }
  self->unit = unit;
  ds_bench_cell_set_waiting (self);
  gtk_widget_remove_css_class (GTK_WIDGET (self->value_label), "ds-live");
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
ds_bench_cell_finalize (GObject *object)
{
  DsBenchCell *self = DS_BENCH_CELL (object);

  g_clear_pointer (&self->result, ds_bench_test_result_free);
  G_OBJECT_CLASS (ds_bench_cell_parent_class)->finalize (object);
}

static void
ds_bench_cell_class_init (DsBenchCellClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = ds_bench_cell_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/drivescope/Drivescope/ds-bench-cell.ui");
  gtk_widget_class_bind_template_child (widget_class, DsBenchCell, button);
  gtk_widget_class_bind_template_child (widget_class, DsBenchCell, value_label);
  gtk_widget_class_bind_template_child (widget_class, DsBenchCell, progress);
  gtk_widget_class_bind_template_child (widget_class, DsBenchCell, details_label);
}

static void
ds_bench_cell_init (DsBenchCell *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
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
