/* ds-thermal-page.c — the Thermal page of one drive
 *
 * Duration, size and cool-down in a header, Start and Stop, the timeline of
 * throughput and temperature growing as samples arrive (drawn by the same
 * chart code as the exports), then the analysis: the verdict sentence, the
 * throttle events marked on the chart, and summary cards.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ds-application.h"
#include "ds-drive-list.h"
#include "ds-drive-row.h"
#include "ds-error.h"
#include "ds-format.h"
#include "ds-history-store.h"
#include "ds-json.h"
#include "ds-history-jobs.h"
#include "ds-preferences-window.h"
#include "ds-thermal-page.h"
#include "ds-window.h"

struct _DsThermalPage
{
  AdwBin          parent_instance;

  GSettings      *settings;
  GPtrArray      *drives;
  const DsDrive  *drive;
  char           *dir;
  DsThermalTask  *task;
  gint64          saved_run;
  gboolean        was_running;
  guint           live_samples;   /* samples of the task already in the chart */
  double          live_temp_c;    /* the newest temperature among them */
  guint           inhibit_cookie;
  GCancellable   *cancellable;

  GtkSpinButton  *duration_spin;
  GtkDropDown    *size_dropdown;
  GtkSpinButton  *cooldown_spin;
  AdwActionRow   *folder_row;
  GtkButton      *start_button;
  GtkButton      *stop_button;
  DsChartWidget  *chart;
  GtkLabel       *live_mbps;
  GtkLabel       *live_temp;
  GtkLabel       *live_written;
  GtkLabel       *live_time;
  GtkProgressBar *progress;
  GtkWidget      *analysis_box;
  GtkLabel       *verdict_label;
  GtkFlowBox     *cards;
  GtkLabel       *events_label;
};

G_DEFINE_FINAL_TYPE (DsThermalPage, ds_thermal_page, ADW_TYPE_BIN)

enum { PROP_0, PROP_RUNNING, N_PROPS };
static GParamSpec *properties[N_PROPS];

static void
toast (DsThermalPage *self,
       const char    *text)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (DS_IS_WINDOW (root))
    ds_window_add_toast (DS_WINDOW (root), adw_toast_new (text));
}

static void
update_sensitivity (DsThermalPage *self)
{
  gboolean running = ds_thermal_page_is_running (self);

  if (running != self->was_running)
    {
      self->was_running = running;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
    }

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "thermal.start", !running && self->dir != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "thermal.stop", running);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "thermal.choose-folder", !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->duration_spin), !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->size_dropdown), !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->cooldown_spin), !running);
  gtk_widget_set_visible (GTK_WIDGET (self->start_button), !running);
  gtk_widget_set_visible (GTK_WIDGET (self->stop_button), running);
}

static void
update_folder_row (DsThermalPage *self)
{
  /* A folder name is not markup ("R&D"). */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self->folder_row), FALSE);
  adw_action_row_set_subtitle (self->folder_row,
                               self->dir ? self->dir : _("This drive has no writable mounted filesystem: choose a folder on it"));
}

/* The chart of @result naming a drive without a model as the sidebar does;
 * the name is not left in the result (which is saved). */
static DsChart *
thermal_chart (DsThermalPage         *self,
               const DsThermalResult *result)
{
  g_autofree char *name = self->drive != NULL ? ds_drive_display_name (self->drive) : NULL;
  JsonObject *drive;
  DsChart *chart;

  if (result->conditions == NULL)
    return ds_chart_new_thermal (result);
  ds_conditions_set_display_name (result->conditions, name);
  chart = ds_chart_new_thermal (result);
  drive = ds_json_get_object (result->conditions, "drive");
  if (drive != NULL && json_object_has_member (drive, "display_name"))
    json_object_remove_member (drive, "display_name");
  return chart;
}

/* A result holding what has arrived so far, for the live chart. */
static DsChart *
live_chart (DsThermalPage *self)
{
  g_autoptr(DsThermalResult) live = ds_thermal_result_new ();
  GArray *samples = ds_thermal_task_get_samples (self->task);

  g_array_append_vals (live->samples, samples->data, samples->len);
  live->warning_temp_c = self->drive ? self->drive->temperature_warning_c : NAN;
  live->critical_temp_c = self->drive ? self->drive->temperature_critical_c : NAN;
  if (self->drive != NULL)
    {
      g_clear_pointer (&live->conditions, json_object_unref);
      live->conditions = json_object_new ();
      json_object_set_object_member (live->conditions, "drive", ds_history_drive_object (self->drive));
    }
  return thermal_chart (self, live);
}

/* The live chart grows by the samples that arrived since the last delivery
 * (up to ten a second): appending keeps each delivery's work proportional to
 * what is new, where making the chart anew from every sample grew with the
 * run (O(n²) over an hour at 4 Hz). Only the first temperature of a run that
 * had none starts the chart over. */
static void
update_live_chart (DsThermalPage *self,
                   GArray        *samples)
{
  DsChart *chart = ds_chart_widget_get_chart (self->chart);
  guint from = self->live_samples;

  if (chart != NULL && from > 0 && from <= samples->len &&
      ds_chart_thermal_append (chart, &g_array_index (samples, DsThermalSample, from), samples->len - from))
    ds_chart_widget_chart_changed (self->chart);
  else
    ds_chart_widget_set_chart (self->chart, live_chart (self), _("Throughput and temperature so far"));
  self->live_samples = samples->len;
}

static void
on_task_progress (DsThermalTask *task,
                  DsThermalPage *self)
{
  GArray *samples = ds_thermal_task_get_samples (task);
  const DsThermalSettings *settings = ds_thermal_task_get_settings (task);
  g_autofree char *elapsed = ds_format_duration (ds_thermal_task_get_elapsed (task));
  g_autofree char *total = ds_format_duration (settings->duration_s);
  g_autofree char *time = NULL;

  switch (ds_thermal_task_get_phase (task))
    {
    case DS_THERMAL_PHASE_PREPARE:
      gtk_label_set_label (self->live_time, _("Preparing the test file…"));
      break;
    case DS_THERMAL_PHASE_WRITE:
      /* TRANSLATORS: "Writing: 1 min 5 s of 6 min" */
      time = g_strdup_printf (_("Writing: %s of %s"), elapsed, total);
      gtk_label_set_label (self->live_time, time);
      break;
    case DS_THERMAL_PHASE_COOLDOWN:
    default:
      time = g_strdup_printf (_("Cooling down: %s"), elapsed);
      gtk_label_set_label (self->live_time, time);
      break;
    }
  gtk_progress_bar_set_fraction (self->progress, CLAMP (ds_thermal_task_get_fraction (task), 0.0, 1.0));

  if (samples->len > 0)
    {
      const DsThermalSample *last = &g_array_index (samples, DsThermalSample, samples->len - 1);
      g_autofree char *mbps = !isnan (last->mbps) ? g_strdup_printf (_("%.0f MB/s"), last->mbps) : g_strdup ("—");
      g_autofree char *temp = NULL;
      g_autofree char *written = ds_format_bytes (last->bytes);

      /* The newest sample may carry no temperature: show the last one known
       * (looking only at the samples that are new). */
      for (guint i = MIN (self->live_samples, samples->len); i < samples->len; i++)
        if (isfinite (g_array_index (samples, DsThermalSample, i).temp_c))
          self->live_temp_c = g_array_index (samples, DsThermalSample, i).temp_c;
      temp = ds_format_temperature (self->live_temp_c);
      gtk_label_set_label (self->live_mbps, mbps);
      gtk_label_set_label (self->live_temp, temp ? temp : "—");
      gtk_label_set_label (self->live_written, written);
      update_live_chart (self, samples);
    }
}

static GtkWidget *
make_card (const char *title,
           const char *value)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  GtkWidget *t = gtk_label_new (title);
  GtkWidget *v = gtk_label_new (value);

  gtk_widget_add_css_class (box, "ds-summary-card");
  gtk_widget_add_css_class (t, "caption-heading");
  gtk_widget_add_css_class (t, "dim-label");
  gtk_widget_add_css_class (v, "title-3");
  gtk_widget_add_css_class (v, "numeric");
  gtk_label_set_xalign (GTK_LABEL (t), 0.0f);
  gtk_label_set_xalign (GTK_LABEL (v), 0.0f);
  gtk_box_append (GTK_BOX (box), t);
  gtk_box_append (GTK_BOX (box), v);
  return box;
}

static void
add_card (DsThermalPage *self,
          const char    *title,
          char          *value)   /* takes */
{
  if (value != NULL)
    gtk_flow_box_insert (self->cards, make_card (title, value), -1);
  g_free (value);
}

static char *
describe_events (const DsThermalResult *result)
{
  g_autoptr(GString) s = g_string_new (NULL);

  for (guint i = 0; result->events != NULL && i < result->events->len; i++)
    {
      const DsThermalEvent *e = g_ptr_array_index (result->events, i);
      g_autofree char *onset = ds_format_duration (e->onset_s);
      const char *cause = e->cause == DS_THERMAL_CAUSE_THERMAL ? _("heat")
                        : e->cause == DS_THERMAL_CAUSE_CACHE ? _("write cache full")
                        : _("unknown cause");

      if (s->len > 0)
        g_string_append_c (s, '\n');
      /* TRANSLATORS: "At 45 s (heat): 3200 → 1500 MB/s" */
      g_string_append_printf (s, _("At %s (%s): %.0f → %.0f MB/s"), onset, cause, e->before_mbps, e->during_mbps);
      if (!isnan (e->onset_temp_c))
        g_string_append_printf (s, _(", at %.0f °C"), e->onset_temp_c);
      if (!isnan (e->recovered_s))
        {
          g_autofree char *recovered = ds_format_duration (e->recovered_s);

          g_string_append_printf (s, _("; recovered at %s"), recovered);
        }
      if (e->cache_bytes > 0)
        {
          g_autofree char *cache = ds_format_bytes (e->cache_bytes);

          g_string_append_printf (s, _("; write cache about %s"), cache);
        }
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static void
show_analysis (DsThermalPage         *self,
               const DsThermalResult *result)
{
  const DsThermalSummary *sum = &result->summary;
  g_autofree char *events = describe_events (result);
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->cards))) != NULL)
    gtk_flow_box_remove (self->cards, child);

  gtk_label_set_label (self->verdict_label, result->verdict ? result->verdict : "");
  add_card (self, _("Steady"), g_strdup_printf (_("%.0f MB/s"), sum->steady_mbps));
  add_card (self, _("At the start"), g_strdup_printf (_("%.0f MB/s"), sum->start_mbps));
  add_card (self, _("Spread"), g_strdup_printf (_("%.0f MB/s"), sum->spread_mbps));
  add_card (self, _("Peak temperature"), ds_format_temperature (sum->peak_temp_c));
  add_card (self, _("Recovery"), isnan (sum->recovery_s) ? NULL : ds_format_duration (sum->recovery_s));
  add_card (self, _("Written"), ds_format_bytes (sum->bytes_written));
  gtk_label_set_label (self->events_label, *events ? events : _("No throttling: throughput held for the whole test."));
  gtk_widget_set_visible (self->analysis_box, TRUE);
  self->live_samples = 0;
  ds_chart_widget_set_chart (self->chart, thermal_chart (self, result),
                             result->verdict ? result->verdict : _("Throughput and temperature"));
}

static void
on_saved (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(DsThermalPage) self = user_data;
  g_autoptr(GError) error = NULL;
  gint64 id = ds_history_save_finish (result, &error);
  GApplication *app = g_application_get_default ();

  if (id == 0)
    {
      g_autofree char *text = g_strdup_printf (_("The test was not saved to the history: %s"), error->message);

      toast (self, text);
      return;
    }
  self->saved_run = id;
  toast (self, _("Thermal test saved to the history"));
  if (DS_IS_APPLICATION (app))
    ds_application_history_changed (DS_APPLICATION (app));
}

static void
on_task_finished (DsThermalTask *task,
                  DsThermalPage *self)
{
  const GError *error = ds_thermal_task_get_error (task);
  DsThermalResult *result = ds_thermal_task_get_result (task);
  GApplication *app = g_application_get_default ();
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (self->inhibit_cookie != 0 && app != NULL)
    gtk_application_uninhibit (GTK_APPLICATION (app), self->inhibit_cookie);
  self->inhibit_cookie = 0;

  if (result != NULL)
    {
      show_analysis (self, result);
      ds_history_save_thermal_async (result, self->cancellable, on_saved, g_object_ref (self));
    }
  if (error != NULL && !g_error_matches (error, DS_ERROR, DS_ERROR_CANCELLED))
    {
      gtk_label_set_label (self->live_time, error->message);
      toast (self, error->message);
    }
  else if (error != NULL)
    gtk_label_set_label (self->live_time, _("Stopped"));
  else
    {
      g_autofree char *elapsed = ds_format_duration (ds_thermal_task_get_elapsed (task));
      g_autofree char *text = g_strdup_printf (_("Finished in %s"), elapsed);

      gtk_label_set_label (self->live_time, text);
      gtk_progress_bar_set_fraction (self->progress, 1.0);
    }

  if (app != NULL && GTK_IS_WINDOW (root) && !gtk_window_is_active (GTK_WINDOW (root)) &&
      ds_thermal_task_get_elapsed (task) >= 30.0)
    {
      g_autoptr(GNotification) notification = g_notification_new (error ? _("Thermal test stopped")
                                                                        : _("Thermal test finished"));

      if (result != NULL && result->verdict != NULL)
        g_notification_set_body (notification, result->verdict);
      g_application_send_notification (app, "thermal-finished", notification);
    }
  update_sensitivity (self);
}

static void
thermal_start (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  DsThermalPage *self = DS_THERMAL_PAGE (widget);
  g_autoptr(DsThermalSettings) settings = ds_thermal_settings_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *engine = g_settings_get_string (self->settings, "bench-engine");
  guint size_index = gtk_drop_down_get_selected (self->size_dropdown);
  GApplication *app = g_application_get_default ();
  GtkRoot *root = gtk_widget_get_root (widget);

  if (ds_thermal_page_is_running (self) || self->dir == NULL || self->drive == NULL)
    return;
  g_free (settings->dir);
  settings->dir = g_strdup (self->dir);
  g_free (settings->drive);
  settings->drive = g_strdup (self->drive->name);
  settings->duration_s = gtk_spin_button_get_value (self->duration_spin);
  settings->cooldown_s = gtk_spin_button_get_value (self->cooldown_spin);
  settings->size_bytes = (guint64) ds_bench_sizes_mib[MIN (size_index, ds_n_bench_sizes - 1)] << 20;
  settings->sample_ms = g_settings_get_uint (self->settings, "thermal-sample-ms");
  if (!ds_io_engine_kind_from_string (engine, &settings->engine))
    settings->engine = DS_IO_ENGINE_AUTO;
  if (!ds_thermal_settings_validate (settings, &error))
    {
      toast (self, error->message);
      return;
    }

  if (self->task != NULL)
    g_signal_handlers_disconnect_by_data (self->task, self);
  g_clear_object (&self->task);
  self->task = ds_thermal_task_new (g_steal_pointer (&settings));
  self->saved_run = 0;
  g_signal_connect (self->task, "progress", G_CALLBACK (on_task_progress), self);
  g_signal_connect (self->task, "finished", G_CALLBACK (on_task_finished), self);

  gtk_widget_set_visible (self->analysis_box, FALSE);
  gtk_label_set_label (self->verdict_label, "");
  gtk_label_set_label (self->live_mbps, "—");
  gtk_label_set_label (self->live_temp, "—");
  gtk_label_set_label (self->live_written, "—");
  gtk_label_set_label (self->live_time, _("Preparing the test file…"));
  gtk_progress_bar_set_fraction (self->progress, 0.0);
  ds_chart_widget_set_chart (self->chart, NULL, NULL);
  self->live_samples = 0;
  self->live_temp_c = NAN;
  ds_chart_widget_set_placeholder (self->chart, _("Waiting for the first sample…"));
  if (app != NULL && GTK_IS_WINDOW (root))
    self->inhibit_cookie = gtk_application_inhibit (GTK_APPLICATION (app), GTK_WINDOW (root),
                                                    GTK_APPLICATION_INHIBIT_SUSPEND,
                                                    _("A drive thermal test is running"));
  ds_thermal_task_start (self->task);
  update_sensitivity (self);
}

static void
thermal_stop (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  DsThermalPage *self = DS_THERMAL_PAGE (widget);

  if (self->task != NULL)
    {
      ds_thermal_task_cancel (self->task);
      gtk_label_set_label (self->live_time, _("Stopping…"));
    }
}

static void
on_folder_response (GtkNativeDialog *dialog,
                    int              response,
                    DsThermalPage   *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = g_file_get_path (file);

      if (path != NULL)
        ds_thermal_page_set_directory (self, path);
    }
  g_object_unref (self);
  g_object_unref (dialog);
}

static void
thermal_choose_folder (GtkWidget  *widget,
                       const char *action_name,
                       GVariant   *parameter)
{
  DsThermalPage *self = DS_THERMAL_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkFileChooserNative *dialog;

  dialog = gtk_file_chooser_native_new (_("Choose a Folder for the Test File"),
                                        GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                        GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, _("_Select"), _("_Cancel"));
  g_signal_connect (dialog, "response", G_CALLBACK (on_folder_response), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

void
ds_thermal_page_set_drive (DsThermalPage *self,
                           GPtrArray     *drives,
                           const DsDrive *drive)
{
  gboolean first = self->drive == NULL;

  g_return_if_fail (DS_IS_THERMAL_PAGE (self));

  g_ptr_array_ref (drives);
  g_clear_pointer (&self->drives, g_ptr_array_unref);
  self->drives = drives;
  self->drive = drive;
  if (first && self->dir == NULL)
    {
      g_autoptr(GPtrArray) mounts = ds_drive_writable_mounts (drives, drive);

      if (mounts->len > 0)
        ds_thermal_page_set_directory (self, g_ptr_array_index (mounts, 0));
      else
        update_folder_row (self);
    }
}

void
ds_thermal_page_set_directory (DsThermalPage *self,
                               const char    *dir)
{
  g_return_if_fail (DS_IS_THERMAL_PAGE (self));

  g_free (self->dir);
  self->dir = g_strdup (dir);
  update_folder_row (self);
  update_sensitivity (self);
}

gboolean
ds_thermal_page_is_running (DsThermalPage *self)
{
  g_return_val_if_fail (DS_IS_THERMAL_PAGE (self), FALSE);
  return self->task != NULL && ds_thermal_task_is_running (self->task);
}

DsThermalTask *
ds_thermal_page_get_task (DsThermalPage *self)
{
  g_return_val_if_fail (DS_IS_THERMAL_PAGE (self), NULL);
  return self->task;
}

DsChartWidget *
ds_thermal_page_get_chart (DsThermalPage *self)
{
  g_return_val_if_fail (DS_IS_THERMAL_PAGE (self), NULL);
  return self->chart;
}

gint64
ds_thermal_page_get_saved_run (DsThermalPage *self)
{
  g_return_val_if_fail (DS_IS_THERMAL_PAGE (self), 0);
  return self->saved_run;
}

const char *
ds_thermal_page_get_verdict (DsThermalPage *self)
{
  g_return_val_if_fail (DS_IS_THERMAL_PAGE (self), NULL);
  return gtk_label_get_label (self->verdict_label);
}

static void
ds_thermal_page_dispose (GObject *object)
{
  DsThermalPage *self = DS_THERMAL_PAGE (object);

  g_cancellable_cancel (self->cancellable);
  if (self->task != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->task, self);
      ds_thermal_task_cancel (self->task);
      g_clear_object (&self->task);
    }
  if (self->inhibit_cookie != 0 && g_application_get_default () != NULL)
    gtk_application_uninhibit (GTK_APPLICATION (g_application_get_default ()), self->inhibit_cookie);
  self->inhibit_cookie = 0;
  G_OBJECT_CLASS (ds_thermal_page_parent_class)->dispose (object);
}

static void
ds_thermal_page_finalize (GObject *object)
{
  DsThermalPage *self = DS_THERMAL_PAGE (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->drives, g_ptr_array_unref);
  g_clear_pointer (&self->dir, g_free);
  G_OBJECT_CLASS (ds_thermal_page_parent_class)->finalize (object);
}

static void
ds_thermal_page_get_property (GObject    *object,
                              guint       prop_id,
                              GValue     *value,
                              GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_RUNNING:
      g_value_set_boolean (value, ds_thermal_page_is_running (DS_THERMAL_PAGE (object)));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ds_thermal_page_class_init (DsThermalPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ds_thermal_page_dispose;
  object_class->finalize = ds_thermal_page_finalize;
  object_class->get_property = ds_thermal_page_get_property;

  /* Whether a test runs on this page; the window marks the drive busy. */
  properties[PROP_RUNNING] = g_param_spec_boolean ("running", NULL, NULL, FALSE,
                                                   G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (DS_TYPE_CHART_WIDGET);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/drivescope/Drivescope/ds-thermal-page.ui");
  gtk_widget_class_bind_template_child (widget_class, DsThermalPage, duration_spin);
  gtk_widget_class_bind_template_child (widget_class, DsThermalPage, size_dropdown);
  gtk_widget_class_bind_template_child (widget_class, DsThermalPage, cooldown_spin);
  gtk_widget_class_bind_template_child (widget_class, DsThermalPage, folder_row);
  gtk_widget_class_bind_template_child (widget_class, DsThermalPage, start_button);
  gtk_widget_class_bind_template_child (widget_class, DsThermalPage, stop_button);
  gtk_widget_class_bind_template_child (widget_class, DsThermalPage, chart);
  gtk_widget_class_bind_template_child (widget_class, DsThermalPage, live_mbps);
  gtk_widget_class_bind_template_child (widget_class, DsThermalPage, live_temp);
  gtk_widget_class_bind_template_child (widget_class, DsThermalPage, live_written);
  gtk_widget_class_bind_template_child (widget_class, DsThermalPage, live_time);
  gtk_widget_class_bind_template_child (widget_class, DsThermalPage, progress);
  gtk_widget_class_bind_template_child (widget_class, DsThermalPage, analysis_box);
  gtk_widget_class_bind_template_child (widget_class, DsThermalPage, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, DsThermalPage, cards);
  gtk_widget_class_bind_template_child (widget_class, DsThermalPage, events_label);

  gtk_widget_class_install_action (widget_class, "thermal.start", NULL, thermal_start);
  gtk_widget_class_install_action (widget_class, "thermal.stop", NULL, thermal_stop);
  gtk_widget_class_install_action (widget_class, "thermal.choose-folder", NULL, thermal_choose_folder);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "thermal.start", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "thermal.stop", NULL);
}

static void
ds_thermal_page_init (DsThermalPage *self)
{
  g_autoptr(GListModel) sizes = ds_size_model ();

  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APP_ID);
  self->cancellable = g_cancellable_new ();
  self->live_temp_c = NAN;
  gtk_drop_down_set_model (self->size_dropdown, sizes);
  ds_chart_widget_set_placeholder (self->chart, _("Throughput and temperature are drawn here while the test runs. Press Start to begin."));
  g_settings_bind (self->settings, "thermal-duration-s", self->duration_spin, "value", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "thermal-cooldown-s", self->cooldown_spin, "value", G_SETTINGS_BIND_GET);
  ds_settings_bind_size (self->settings, "thermal-size-mib", self->size_dropdown, "selected", G_SETTINGS_BIND_GET);
  update_folder_row (self);
  update_sensitivity (self);
}

GtkWidget *
ds_thermal_page_new (void)
{
  return g_object_new (DS_TYPE_THERMAL_PAGE, NULL);
}
