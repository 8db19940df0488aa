/* ds-preferences-window.c — the defaults of benchmarks and thermal tests
 * and the drive monitor's thresholds, every one a GSettings key bound to
 * its row.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ds-bench-job.h"
#include "ds-choices.h"
#include "ds-preferences-window.h"

struct _DsPreferencesWindow
{
  AdwPreferencesWindow  parent_instance;

  GSettings            *settings;

  AdwComboRow          *profile_row;
  AdwComboRow          *size_row;
  GtkSpinButton        *runs_spin;
  GtkSpinButton        *duration_spin;
  GtkSpinButton        *interval_spin;
  AdwComboRow          *pattern_row;
  GtkSpinButton        *compressible_spin;
  AdwComboRow          *unit_row;
  AdwComboRow          *engine_row;
  GtkSpinButton        *thermal_duration_spin;
  GtkSpinButton        *thermal_sample_spin;
  GtkSpinButton        *thermal_cooldown_spin;
  AdwComboRow          *thermal_size_row;
  GtkSwitch            *health_switch;
  GtkSwitch            *show_all_switch;
  GtkSwitch            *serial_switch;
  GtkSpinButton        *monitor_interval_spin;
  GtkSpinButton        *monitor_spare_spin;
  GtkSpinButton        *monitor_life_spin;
  GtkSpinButton        *monitor_temperature_spin;
};

G_DEFINE_FINAL_TYPE (DsPreferencesWindow, ds_preferences_window, ADW_TYPE_PREFERENCES_WINDOW)

static void
bind_choice (DsPreferencesWindow *self,
             AdwComboRow         *row,
             const char          *key,
             GType                type)
{
  g_autoptr(GListModel) model = ds_choice_model (type);

  adw_combo_row_set_model (row, model);
  ds_settings_bind_choice (self->settings, key, type, row, "selected", G_SETTINGS_BIND_DEFAULT);
}

static gboolean
size_get (GValue   *value,
          GVariant *variant,
          gpointer  user_data)
{
  guint mib = g_variant_get_uint32 (variant);
  guint best = 0;

  for (guint i = 0; i < ds_bench_size_n_choices (); i++)
    if ((ds_bench_size_choice (i) >> 20) <= mib)
      best = i;
  g_value_set_uint (value, best);
  return TRUE;
}

static GVariant *
size_set (const GValue       *value,
          const GVariantType *expected_type,
          gpointer            user_data)
{
  guint i = g_value_get_uint (value);

  if (i >= ds_bench_size_n_choices ())
    return NULL;
  return g_variant_new_uint32 ((guint32) (ds_bench_size_choice (i) >> 20));
}

GListModel *
ds_size_model (void)
{
  GtkStringList *model = gtk_string_list_new (NULL);

  for (guint i = 0; i < ds_bench_size_n_choices (); i++)
    {
      g_autofree char *label = ds_bench_size_choice_label (i);

      gtk_string_list_append (model, label);
    }
  return G_LIST_MODEL (model);
}

void
ds_settings_bind_size (GSettings          *settings,
                       const char         *key,
                       gpointer            object,
                       const char         *property,
                       GSettingsBindFlags  flags)
{
  g_settings_bind_with_mapping (settings, key, object, property, flags,
                                size_get, size_set, NULL, NULL);
}

static void
bind_sizes (DsPreferencesWindow *self)
{
  g_autoptr(GListModel) model = ds_size_model ();

  adw_combo_row_set_model (self->size_row, model);
  ds_settings_bind_size (self->settings, "bench-size-mib", self->size_row, "selected",
                         G_SETTINGS_BIND_DEFAULT);
}

static void
ds_preferences_window_finalize (GObject *object)
{
  DsPreferencesWindow *self = DS_PREFERENCES_WINDOW (object);

  g_clear_object (&self->settings);
  G_OBJECT_CLASS (ds_preferences_window_parent_class)->finalize (object);
}

static void
ds_preferences_window_class_init (DsPreferencesWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = ds_preferences_window_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/drivescope/Drivescope/ds-preferences-window.ui");
  gtk_widget_class_bind_template_child (widget_class, DsPreferencesWindow, profile_row);
  gtk_widget_class_bind_template_child (widget_class, DsPreferencesWindow, size_row);
  gtk_widget_class_bind_template_child (widget_class, DsPreferencesWindow, runs_spin);
  gtk_widget_class_bind_template_child (widget_class, DsPreferencesWindow, duration_spin);
  gtk_widget_class_bind_template_child (widget_class, DsPreferencesWindow, interval_spin);
  gtk_widget_class_bind_template_child (widget_class, DsPreferencesWindow, pattern_row);
  gtk_widget_class_bind_template_child (widget_class, DsPreferencesWindow, compressible_spin);
  gtk_widget_class_bind_template_child (widget_class, DsPreferencesWindow, unit_row);
  gtk_widget_class_bind_template_child (widget_class, DsPreferencesWindow, engine_row);
  gtk_widget_class_bind_template_child (widget_class, DsPreferencesWindow, thermal_duration_spin);
  gtk_widget_class_bind_template_child (widget_class, DsPreferencesWindow, thermal_sample_spin);
  gtk_widget_class_bind_template_child (widget_class, DsPreferencesWindow, thermal_cooldown_spin);
  gtk_widget_class_bind_template_child (widget_class, DsPreferencesWindow, thermal_size_row);
  gtk_widget_class_bind_template_child (widget_class, DsPreferencesWindow, health_switch);
  gtk_widget_class_bind_template_child (widget_class, DsPreferencesWindow, show_all_switch);
  gtk_widget_class_bind_template_child (widget_class, DsPreferencesWindow, serial_switch);
  gtk_widget_class_bind_template_child (widget_class, DsPreferencesWindow, monitor_interval_spin);
  gtk_widget_class_bind_template_child (widget_class, DsPreferencesWindow, monitor_spare_spin);
  gtk_widget_class_bind_template_child (widget_class, DsPreferencesWindow, monitor_life_spin);
  gtk_widget_class_bind_template_child (widget_class, DsPreferencesWindow, monitor_temperature_spin);
}

static void
ds_preferences_window_init (DsPreferencesWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APP_ID);
  bind_choice (self, self->profile_row, "bench-profile", DS_TYPE_BENCH_PROFILE);
  bind_sizes (self);
  {
    g_autoptr(GListModel) sizes = ds_size_model ();

    adw_combo_row_set_model (self->thermal_size_row, sizes);
  }
  bind_choice (self, self->pattern_row, "bench-data-pattern", DS_TYPE_DATA_PATTERN);
  bind_choice (self, self->unit_row, "bench-unit", DS_TYPE_CHART_UNITS);
  bind_choice (self, self->engine_row, "bench-engine", DS_TYPE_IO_ENGINE_KIND);
  g_settings_bind (self->settings, "bench-runs", self->runs_spin, "value", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "bench-data-compressible-percent", self->compressible_spin, "value",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "bench-duration-s", self->duration_spin, "value", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "bench-interval-s", self->interval_spin, "value", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "thermal-duration-s", self->thermal_duration_spin, "value", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "thermal-sample-ms", self->thermal_sample_spin, "value", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "thermal-cooldown-s", self->thermal_cooldown_spin, "value", G_SETTINGS_BIND_DEFAULT);
  ds_settings_bind_size (self->settings, "thermal-size-mib", self->thermal_size_row, "selected",
                         G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "health-around-runs", self->health_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "show-all-devices", self->show_all_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "chart-serial", self->serial_switch, "active", G_SETTINGS_BIND_DEFAULT);
  /* The monitor's thresholds: drivescope-cli monitor reads the same keys. */
  g_settings_bind (self->settings, "monitor-interval-hours", self->monitor_interval_spin, "value",
                   G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "monitor-spare-percent", self->monitor_spare_spin, "value", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "monitor-life-percent", self->monitor_life_spin, "value", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "monitor-temperature-c", self->monitor_temperature_spin, "value",
                   G_SETTINGS_BIND_DEFAULT);
}

GtkWidget *
ds_preferences_window_new (GtkWindow *parent)
{
  GApplication *app = g_application_get_default ();

  return g_object_new (DS_TYPE_PREFERENCES_WINDOW,
                       "application", GTK_IS_APPLICATION (app) ? GTK_APPLICATION (app) : NULL,
                       "transient-for", parent,
                       "modal", parent != NULL,
                       NULL);
}
