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
#include "ds-format.h"

struct _DsCompareView
{
  AdwBin         parent_instance;

  GPtrArray     *results;
  GStrv          labels;
  guint          n_differences;

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

/* The choice type whose labels name the ids stored at @path ("default",
 * "io_uring"), so they are shown as the window names them; G_TYPE_INVALID
 * for a free string. */
static GType
stored_id_type (const char *path)
{
  static const struct { const char *path; GType (*type) (void); } ids[] = {
    { "settings.profile", ds_bench_profile_get_type },
    { "conditions.engine", ds_io_engine_kind_get_type },
    { "conditions.data_pattern", ds_data_pattern_get_type },
  };

  for (gsize i = 0; i < G_N_ELEMENTS (ids); i++)
    if (g_str_equal (path, ids[i].path))
      return ids[i].type ();
  return G_TYPE_INVALID;
}

/* Conditions and settings as short strings, for comparison. */
static char *
condition_text (const DsBenchResult *r,
                const char          *path)
{
  g_auto(GStrv) parts = g_strsplit (path, ".", 2);
  JsonObject *obj = NULL;
  JsonNode *node;

  if (g_str_equal (parts[0], "settings"))
    obj = r->settings;
  else
    obj = r->conditions;
  if (obj == NULL || parts[1] == NULL)
    return NULL;
  if (strchr (parts[1], '.') != NULL)
    {
      g_auto(GStrv) inner = g_strsplit (parts[1], ".", 2);

      if (!json_object_has_member (obj, inner[0]) ||
          !JSON_NODE_HOLDS_OBJECT (json_object_get_member (obj, inner[0])))
        return NULL;
      obj = json_object_get_object_member (obj, inner[0]);
      node = json_object_get_member (obj, inner[1]);
    }
  else
    node = json_object_get_member (obj, parts[1]);
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return NULL;
  if (JSON_NODE_HOLDS_VALUE (node))
    {
      GType type = json_node_get_value_type (node);

      if (type == G_TYPE_STRING)
        {
          GType choices = stored_id_type (path);

          if (choices != G_TYPE_INVALID)
            return ds_escape_terminal (ds_choice_label_for_nick (choices, json_node_get_string (node)));
          return ds_escape_terminal (json_node_get_string (node));
        }
      if (type == G_TYPE_DOUBLE)
        return g_strdup_printf ("%.1f", json_node_get_double (node));
      if (type == G_TYPE_BOOLEAN)
        return g_strdup (json_node_get_boolean (node) ? _("yes") : _("no"));
      return g_strdup_printf ("%" G_GINT64_FORMAT, json_node_get_int (node));
    }
  return json_to_string (node, FALSE);
}

static void
fill_conditions (DsCompareView *self)
{
  static const struct { const char *path; const char *title; } rows[] = {
    { "conditions.drive.model", N_("Drive") },
    { "conditions.drive.serial", N_("Serial number") },
    { "conditions.drive.firmware", N_("Firmware") },
    { "conditions.filesystem", N_("Filesystem") },
    { "conditions.mount_options", N_("Mount options") },
    { "conditions.fill_percent", N_("Filesystem fill (%)") },
    { "conditions.link.current_width", N_("Link width") },
    { "conditions.link.current_gts", N_("Link speed (GT/s)") },
    { "conditions.temp_start_c", N_("Temperature at start (°C)") },
    { "conditions.kernel", N_("Kernel") },
    { "conditions.engine", N_("I/O engine") },
    { "conditions.direct_io", N_("Direct I/O") },
    { "conditions.data_pattern", N_("Test data") },
    { "conditions.app_version", N_("Drivescope version") },
    { "settings.profile", N_("Profile") },
    { "settings.size_bytes", N_("Test size (bytes)") },
    { "settings.runs", N_("Runs") },
    { "settings.duration_s", N_("Measure time (s)") },
  };
  int row = 0;

  clear_grid (self->conditions);
  self->n_differences = 0;
  for (guint c = 0; c < G_N_ELEMENTS (rows) && self->results->len > 1; c++)
    {
      g_autoptr(GPtrArray) values = g_ptr_array_new_with_free_func (g_free);
      gboolean differ = FALSE;

      for (guint i = 0; i < self->results->len; i++)
        {
          g_ptr_array_add (values, condition_text (g_ptr_array_index (self->results, i), rows[c].path));
          if (i > 0 && g_strcmp0 (g_ptr_array_index (values, i), g_ptr_array_index (values, 0)) != 0)
            differ = TRUE;
        }
      if (!differ)
        continue;
      gtk_grid_attach (self->conditions, cell (_(rows[c].title), "heading", 0.0f), 0, row, 1, 1);
      for (guint i = 0; i < values->len; i++)
        gtk_grid_attach (self->conditions,
                         cell (g_ptr_array_index (values, i) ? g_ptr_array_index (values, i) : "—", NULL, 1.0f),
                         (int) i + 1, row, 1, 1);
      row++;
      self->n_differences++;
    }
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

DsChartWidget *
ds_compare_view_get_chart (DsCompareView *self)
{
  g_return_val_if_fail (DS_IS_COMPARE_VIEW (self), NULL);
  return self->chart;
}

static void
ds_compare_view_finalize (GObject *object)
{
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
