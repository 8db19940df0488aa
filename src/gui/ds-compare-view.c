/* ds-compare-view.c — benchmark runs side by side
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "ds-bench-cell.h"
#include "ds-choices.h"
#include "ds-compare-view.h"
#include "ds-conditions-compare.h"
#include "ds-format.h"

struct _DsCompareView
{
  AdwBin         parent_instance;

  GPtrArray     *results;
  GStrv          labels;
  guint          n_differences;
  GStrv          differences;     /* their names, in the order shown */

  GtkLabel      *title_label;
  DsChartWidget *chart;
  GtkGrid       *table;
  GtkGrid       *conditions;
  GtkWidget     *conditions_box;
  GSettings     *settings;
};

G_DEFINE_FINAL_TYPE (DsCompareView, ds_compare_view, ADW_TYPE_BIN)

static void
clear_grid (GtkGrid *grid)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (grid))) != NULL)
    gtk_grid_remove (grid, child);
}

static GtkWidget *
cell (const char *text,
      const char *css,
      float       xalign)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_label_set_selectable (GTK_LABEL (label), css == NULL || g_strcmp0 (css, "heading") != 0);
  /* Names and headings wrap; a number and its delta stay on one line. */
  gtk_label_set_wrap (GTK_LABEL (label), css == NULL || g_strcmp0 (css, "heading") == 0);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 28);
  if (css != NULL)
    gtk_widget_add_css_class (label, css);
  return label;
}

static char *
run_label (DsCompareView *self,
           guint          i)
{
  const DsBenchResult *r = g_ptr_array_index (self->results, i);
  g_autoptr(GDateTime) when = NULL;

  if (self->labels != NULL && i < g_strv_length (self->labels) && self->labels[i] && *self->labels[i])
    return g_strdup (self->labels[i]);
  when = g_date_time_new_from_unix_local (r->start_time);
  return when ? g_date_time_format (when, "%Y-%m-%d %H:%M") : g_strdup_printf ("%u", i + 1);
}

static DsChartUnits
current_unit (DsCompareView *self)
{
  return (DsChartUnits) g_settings_get_enum (self->settings, "bench-unit");
}

/* The number the table shows in @unit; lower is better for latency. */
static double
unit_value (const DsIoRunStats *stats,
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

static char *
format_value (double      value,
              DsChartUnits unit)
{
  switch (unit)
    {
    case DS_CHART_UNITS_GBPS: return g_strdup_printf ("%.3f", value);
    case DS_CHART_UNITS_IOPS: return g_strdup_printf ("%.0f", value);
    case DS_CHART_UNITS_US:
    case DS_CHART_UNITS_MBPS:
    default:
      return g_strdup_printf ("%.2f", value);
    }
}

static void
fill_table (DsCompareView *self)
{
  DsChartUnits unit = current_unit (self);
  g_autofree char *heading = NULL;
  const DsBenchResult *base = g_ptr_array_index (self->results, 0);
  g_autoptr(GPtrArray) keys = g_ptr_array_new ();   /* DsBenchTestResult* of any run, unique (spec, mode) */
  int row = 1;

  clear_grid (self->table);
  /* TRANSLATORS: the comparison table's first heading, with the unit: "Test (MB/s)" */
  heading = g_strdup_printf (_("Test (%s)"), ds_bench_unit_label (unit));
  gtk_grid_attach (self->table, cell (heading, "heading", 0.0f), 0, 0, 1, 1);
  for (guint i = 0; i < self->results->len; i++)
    {
      g_autofree char *label = run_label (self, i);

      gtk_grid_attach (self->table, cell (label, "heading", 1.0f), (int) i + 1, 0, 1, 1);
    }

  for (guint i = 0; i < self->results->len; i++)
    {
      const DsBenchResult *r = g_ptr_array_index (self->results, i);

      for (guint t = 0; t < r->tests->len; t++)
        {
          DsBenchTestResult *test = g_ptr_array_index (r->tests, t);
          gboolean seen = FALSE;

          for (guint k = 0; k < keys->len && !seen; k++)
            {
              DsBenchTestResult *other = g_ptr_array_index (keys, k);

              seen = other->mode == test->mode && other->spec.pattern == test->spec.pattern &&
                     other->spec.block_size == test->spec.block_size &&
                     other->spec.queue_depth == test->spec.queue_depth &&
                     other->spec.threads == test->spec.threads;
            }
          if (!seen)
            g_ptr_array_add (keys, test);
        }
    }

  for (guint k = 0; k < keys->len; k++)
    {
      DsBenchTestResult *key = g_ptr_array_index (keys, k);
      g_autofree char *spec = ds_bench_spec_to_string (&key->spec);
      g_autofree char *name = g_strdup_printf ("%s %s", spec, ds_io_mode_to_string (key->mode));
      const DsBenchTestResult *base_test = ds_bench_result_find ((DsBenchResult *) base, &key->spec, key->mode);
      const DsIoRunStats *base_best = base_test ? ds_bench_test_result_best (base_test) : NULL;

      gtk_grid_attach (self->table, cell (name, NULL, 0.0f), 0, row, 1, 1);
      for (guint i = 0; i < self->results->len; i++)
        {
          DsBenchResult *r = g_ptr_array_index (self->results, i);
          const DsBenchTestResult *test = ds_bench_result_find (r, &key->spec, key->mode);
          const DsIoRunStats *best = test ? ds_bench_test_result_best (test) : NULL;
          g_autofree char *text = NULL;
          const char *css = "numeric";

          double value = best != NULL ? unit_value (best, unit) : NAN;
          double base_value = base_best != NULL ? unit_value (base_best, unit) : NAN;

          if (best == NULL)
            text = g_strdup ("—");
          else if (i == 0 || !(base_value > 0))
            text = format_value (value, unit);
          else
            {
              double delta = (value - base_value) / base_value * 100.0;
              /* Better is faster, or for latency lower. */
              double gain = unit == DS_CHART_UNITS_US ? -delta : delta;
              g_autofree char *number = format_value (value, unit);

              /* TRANSLATORS: a value and its change against the first run: "3400.12 (−4.3 %)" */
              text = g_strdup_printf (_("%s (%+.1f %%)"), number, delta);
              if (gain <= -5.0)
                css = "error";
              else if (gain >= 5.0)
                css = "success";
            }
          gtk_grid_attach (self->table, cell (text, css, 1.0f), (int) i + 1, row, 1, 1);
        }
      row++;
    }
}

/* The conditions that differ, as the core lists them for every
 * comparison (the CLI's `compare` shows the same). */
static void
fill_conditions (DsCompareView *self)
{
  g_autoptr(GPtrArray) nodes = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  g_autoptr(GPtrArray) runs = g_ptr_array_new ();
  g_autoptr(GPtrArray) differences = NULL;

  clear_grid (self->conditions);
  for (guint i = 0; i < self->results->len; i++)
    {
      JsonNode *node = ds_bench_result_to_json (g_ptr_array_index (self->results, i));

      g_ptr_array_add (nodes, node);
      g_ptr_array_add (runs, json_node_get_object (node));
    }
  differences = ds_conditions_compare (runs);
  g_clear_pointer (&self->differences, g_strfreev);
  self->differences = g_new0 (char *, differences->len + 1);
  for (guint c = 0; c < differences->len; c++)
    {
      const DsConditionsDifference *d = g_ptr_array_index (differences, c);

      self->differences[c] = g_strdup (d->name);
      gtk_grid_attach (self->conditions, cell (d->label, "heading", 0.0f), 0, (int) c, 1, 1);
      for (guint i = 0; i < d->values->len; i++)
        {
          g_autofree char *safe = ds_strip_control (g_ptr_array_index (d->values, i));

          gtk_grid_attach (self->conditions, cell (safe != NULL ? safe : "—", NULL, 1.0f),
                           (int) i + 1, (int) c, 1, 1);
        }
    }
  self->n_differences = differences->len;
  gtk_widget_set_visible (self->conditions_box, self->n_differences > 0);
}

void
ds_compare_view_set_results (DsCompareView *self,
                             GPtrArray     *results,
                             GStrv          labels)
{
  g_autofree char *title = NULL;
  DsChart *chart;

  g_return_if_fail (DS_IS_COMPARE_VIEW (self));
  g_return_if_fail (results != NULL && results->len >= 1);

  g_clear_pointer (&self->results, g_ptr_array_unref);
  g_clear_pointer (&self->labels, g_strfreev);
  self->results = results;
  self->labels = g_strdupv (labels);

  if (results->len == 1)
    {
      title = g_strdup (_("Benchmark result"));
      chart = ds_chart_new_results (g_ptr_array_index (results, 0), (DsChartUnits) current_unit (self));
    }
  else
    {
      /* TRANSLATORS: title of the comparison of N benchmark runs */
      title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Comparing %u run", "Comparing %u runs", results->len),
                               results->len);
      chart = ds_chart_new_compare (results, (const char * const *) labels, (DsChartUnits) current_unit (self));
    }
  gtk_label_set_label (self->title_label, title);
  ds_chart_widget_set_chart (self->chart, chart, title);
  fill_table (self);
  fill_conditions (self);
}

static void
on_unit_changed (DsCompareView *self)
{
  g_auto(GStrv) labels = NULL;

  if (self->results == NULL)
    return;
  /* Chart and table in the new unit. */
  labels = g_strdupv (self->labels);
  ds_compare_view_set_results (self, g_ptr_array_ref (self->results), labels);
}

const char *
ds_compare_view_get_unit_heading (DsCompareView *self)
{
  GtkWidget *heading;

  g_return_val_if_fail (DS_IS_COMPARE_VIEW (self), NULL);
  heading = gtk_grid_get_child_at (self->table, 0, 0);
  return GTK_IS_LABEL (heading) ? gtk_label_get_label (GTK_LABEL (heading)) : NULL;
}

guint
ds_compare_view_get_n_runs (DsCompareView *self)
{
  g_return_val_if_fail (DS_IS_COMPARE_VIEW (self), 0);
  return self->results ? self->results->len : 0;
}

guint
ds_compare_view_get_n_differences (DsCompareView *self)
{
  g_return_val_if_fail (DS_IS_COMPARE_VIEW (self), 0);
  return self->n_differences;
}

const char *const *
ds_compare_view_get_differences (DsCompareView *self)
{
  g_return_val_if_fail (DS_IS_COMPARE_VIEW (self), NULL);

  return (const char *const *) self->differences;
}

DsChartWidget *
ds_compare_view_get_chart (DsCompareView *self)
{
  g_return_val_if_fail (DS_IS_COMPARE_VIEW (self), NULL);
  return self->chart;
}

static void
ds_compare_view_finalize (GObject *object)
{
  g_clear_pointer (&DS_COMPARE_VIEW (object)->differences, g_strfreev);
  DsCompareView *self = DS_COMPARE_VIEW (object);

  g_clear_pointer (&self->results, g_ptr_array_unref);
  g_clear_pointer (&self->labels, g_strfreev);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (ds_compare_view_parent_class)->finalize (object);
}

static void
ds_compare_view_class_init (DsCompareViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = ds_compare_view_finalize;

  g_type_ensure (DS_TYPE_CHART_WIDGET);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/drivescope/Drivescope/ds-compare-view.ui");
  gtk_widget_class_bind_template_child (widget_class, DsCompareView, title_label);
  gtk_widget_class_bind_template_child (widget_class, DsCompareView, chart);
  gtk_widget_class_bind_template_child (widget_class, DsCompareView, table);
  gtk_widget_class_bind_template_child (widget_class, DsCompareView, conditions);
  gtk_widget_class_bind_template_child (widget_class, DsCompareView, conditions_box);
}

static void
ds_compare_view_init (DsCompareView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->settings = g_settings_new (APP_ID);
  g_signal_connect_object (self->settings, "changed::bench-unit", G_CALLBACK (on_unit_changed), self,
                           G_CONNECT_SWAPPED);
}

GtkWidget *
ds_compare_view_new (void)
{
  return g_object_new (DS_TYPE_COMPARE_VIEW, NULL);
}
