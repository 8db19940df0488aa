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
#include "ds-conditions.h"
#include "ds-bench-job.h"
#include "ds-drive-list.h"
#include "ds-drive-row.h"
#include "ds-error.h"
#include "ds-format.h"
#include "ds-history-store.h"
#include "ds-json.h"
#include "ds-preferences-window.h"
#include "ds-thermal-page.h"

struct _DsThermalPage
{
  DsRunPage       parent_instance;

  guint           live_samples;   /* samples of the task already in the chart */
  double          live_temp_c;    /* the newest temperature among them */
  double          live_span;      /* where the live chart's time axis ends */

  GtkSpinButton  *duration_spin;
  GtkDropDown    *size_dropdown;
  GtkSpinButton  *cooldown_spin;
  GtkButton      *start_button;
  GtkButton      *stop_button;
  DsChartWidget  *chart;
  GtkWidget      *live_cards;
  GtkLabel       *live_mbps;
  GtkLabel       *live_temp;
  GtkLabel       *live_written;
  GtkWidget      *analysis_box;
  GtkLabel       *verdict_label;
  GtkFlowBox     *cards;
  GtkLabel       *events_label;
};

G_DEFINE_FINAL_TYPE (DsThermalPage, ds_thermal_page, DS_TYPE_RUN_PAGE)

static void
ds_thermal_page_update_sensitivity (DsRunPage *page,
                                    gboolean   running)
{
  DsThermalPage *self = DS_THERMAL_PAGE (page);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "thermal.start",
                                 !running && ds_run_page_get_directory (page) != NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->duration_spin), !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->size_dropdown), !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->cooldown_spin), !running);
  gtk_widget_set_visible (GTK_WIDGET (self->start_button), !running);
  gtk_widget_set_visible (GTK_WIDGET (self->stop_button), running);
}

/* The chart of @result naming a drive without a model as the sidebar does
 * (a field of the result that is never saved). */
static DsChart *
thermal_chart (DsThermalPage   *self,
               DsThermalResult *result)
{
  const DsDrive *drive = ds_run_page_get_drive (DS_RUN_PAGE (self));

  g_free (result->drive_display_name);
  result->drive_display_name = drive != NULL ? ds_drive_display_name (drive) : NULL;
  return ds_chart_new_thermal (result);
}

/* A result holding what has arrived so far, for the live chart. */
static DsChart *
live_chart (DsThermalPage *self)
{
  g_autoptr(DsThermalResult) live = ds_thermal_result_new ();
  GArray *samples = ds_thermal_task_get_samples (ds_thermal_page_get_task (self));
  const DsDrive *drive = ds_run_page_get_drive (DS_RUN_PAGE (self));

  g_array_append_vals (live->samples, samples->data, samples->len);
  /* When the run started, for the footer; the total written is the live
   * row's, the chart's grows by appending and is not repeated there. */
  live->start_time = g_get_real_time () / G_USEC_PER_SEC -
                     (gint64) ds_run_task_get_elapsed (DS_RUN_TASK (ds_thermal_page_get_task (self)));
  live->warning_temp_c = drive ? drive->temperature_warning_c : NAN;
  live->critical_temp_c = drive ? drive->temperature_critical_c : NAN;
  if (drive != NULL)
    {
      g_clear_pointer (&live->conditions, json_object_unref);
      live->conditions = json_object_new ();
      ds_conditions_take_drive_object (live->conditions, ds_drive_to_identity_json (drive));
    }
  return thermal_chart (self, live);
}

/* The live chart grows by the samples that arrived since the last delivery
 * (up to ten a second): appending keeps each delivery's work proportional to
 * what is new, where making the chart anew from every sample grew with the
 * run (O(n²) over an hour at 4 Hz). Only the first temperature of a run that
 * had none starts the chart over. */
/* The live chart's time axis ends where the phase being run is planned to
 * end (the cool-down's end once it has begun), not at the newest sample:
 * then it does not rescale with every delivery, and the window draws only
 * the new samples (DsChartWidget draws a growing chart by strips). */
static void
set_live_span (DsThermalPage *self,
               DsChart       *chart)
{
  DsThermalTask *task = ds_thermal_page_get_task (self);
  const DsThermalSettings *settings = ds_thermal_task_get_settings (task);
  double span = settings->duration_s;

  if (ds_thermal_task_get_phase (task) == DS_THERMAL_PHASE_COOLDOWN)
    span += settings->cooldown_s;
  if (span != self->live_span)
    {
      ds_chart_thermal_set_time_span (chart, span);
      self->live_span = span;
    }
}

static void
update_live_chart (DsThermalPage *self,
                   GArray        *samples)
{
  DsChart *chart = ds_chart_widget_get_chart (self->chart);
  guint from = self->live_samples;

  if (chart != NULL && from > 0 && from <= samples->len &&
      ds_chart_thermal_append (chart, &g_array_index (samples, DsThermalSample, from), samples->len - from))
    {
      set_live_span (self, chart);
      ds_chart_widget_chart_changed (self->chart);
    }
  else
    {
      chart = live_chart (self);
      self->live_span = 0;
      set_live_span (self, chart);
      ds_chart_widget_set_chart (self->chart, chart, _("Throughput and temperature so far"));
    }
  self->live_samples = samples->len;
}

/* Throughput over the last few seconds of writing (bytes over time), not
 * one sample's: a single interval of a quarter second swings widely. NAN
 * before there is any, or once writing has stopped. */
#define RECENT_S 3.0
static double
recent_mbps (GArray *samples)
{
  const DsThermalSample *last = NULL, *from = NULL;

  for (guint i = samples->len; i-- > 0;)
    {
      const DsThermalSample *s = &g_array_index (samples, DsThermalSample, i);

      if (s->cooldown)
        return NAN;
      if (last == NULL)
        last = s;
      from = s;
      if (last->t_s - s->t_s >= RECENT_S)
        break;
    }
  if (last == NULL)
    return NAN;
  if (from == last || last->bytes < from->bytes || last->t_s <= from->t_s)
    return last->mbps;
  return (double) (last->bytes - from->bytes) / (last->t_s - from->t_s) / 1e6;
}

static void
ds_thermal_page_task_progress (DsRunPage *page,
                               DsRunTask *run_task)
{
  DsThermalPage *self = DS_THERMAL_PAGE (page);
  DsThermalTask *task = DS_THERMAL_TASK (run_task);
  GArray *samples = ds_thermal_task_get_samples (task);
  const DsThermalSettings *settings = ds_thermal_task_get_settings (task);
  g_autofree char *elapsed = ds_format_duration (ds_run_task_get_elapsed (run_task));
  g_autofree char *total = ds_format_duration (settings->duration_s);
  g_autofree char *time = NULL;

  switch (ds_thermal_task_get_phase (task))
    {
    case DS_THERMAL_PHASE_PREPARE:
      ds_run_page_set_status (page, _("Preparing the test file…"));
      break;
    case DS_THERMAL_PHASE_WRITE:
      /* TRANSLATORS: "Writing: 1 min 5 s of 6 min" */
      time = g_strdup_printf (_("Writing: %s of %s"), elapsed, total);
      ds_run_page_set_status (page, time);
      break;
    case DS_THERMAL_PHASE_COOLDOWN:
    default:
      time = g_strdup_printf (_("Cooling down: %s"), elapsed);
      ds_run_page_set_status (page, time);
      break;
    }
  ds_run_page_set_fraction (page, ds_thermal_task_get_fraction (task));

  if (samples->len > 0)
    {
      const DsThermalSample *last = &g_array_index (samples, DsThermalSample, samples->len - 1);
      double now_mbps = recent_mbps (samples);
      g_autofree char *mbps = isfinite (now_mbps) ? g_strdup_printf (_("%.0f MB/s"), now_mbps) : g_strdup ("—");
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
add_card (GtkFlowBox *cards,
          const char *title,
          char       *value)   /* takes */
{
  if (value != NULL)
    gtk_flow_box_insert (cards, make_card (title, value), -1);
  g_free (value);
}

char *
ds_thermal_page_events_text (const DsThermalResult *result)
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

static char *
mbps_text (double mbps)
{
  return isfinite (mbps) ? g_strdup_printf (_("%.0f MB/s"), mbps) : NULL;
}

void
ds_thermal_page_fill_cards (GtkFlowBox            *cards,
                            const DsThermalResult *result)
{
  const DsThermalSummary *sum = &result->summary;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (cards))) != NULL)
    gtk_flow_box_remove (cards, child);
  add_card (cards, _("At the start"), mbps_text (sum->start_mbps));
  add_card (cards, _("Steady"), mbps_text (sum->steady_mbps));
  add_card (cards, _("Minimum"), mbps_text (sum->min_mbps));
  add_card (cards, _("Average"), mbps_text (sum->avg_mbps));
  add_card (cards, _("Peak temperature"), ds_format_temperature (sum->peak_temp_c));
  add_card (cards, _("Recovery"), isnan (sum->recovery_s) ? NULL : ds_format_duration (sum->recovery_s));
  add_card (cards, _("Written"), ds_format_bytes (sum->bytes_written));
}

/* Each figure once, as the core's summary defines it: the verdict above
 * them is built from the same summary, so "held 2096 MB/s" stands beside
 * a Steady card of 2096. The live row goes: its figures were of the moment. */
static void
show_analysis (DsThermalPage   *self,
               DsThermalResult *result)
{
  g_autofree char *events = ds_thermal_page_events_text (result);
  DsChart *chart;

  gtk_label_set_label (self->verdict_label, result->verdict ? result->verdict : "");
  ds_thermal_page_fill_cards (self->cards, result);
  /* The events in detail; with none, the verdict has said so. */
  gtk_label_set_label (self->events_label, events);
  gtk_widget_set_visible (GTK_WIDGET (self->events_label), *events != '\0');
  gtk_widget_set_visible (self->live_cards, FALSE);
  gtk_widget_set_visible (self->analysis_box, TRUE);
  self->live_samples = 0;
  /* The verdict is the label above the figures, not again on the chart. */
  chart = thermal_chart (self, result);
  ds_chart_set_subtitle (chart, NULL);
  ds_chart_widget_set_chart (self->chart, chart,
                             result->verdict ? result->verdict : _("Throughput and temperature"));
}

void
ds_thermal_page_show_result (DsThermalPage   *self,
                             DsThermalResult *result)
{
  g_return_if_fail (DS_IS_THERMAL_PAGE (self));
  g_return_if_fail (result != NULL);

  show_analysis (self, result);
}

static const char *
card_value (GtkWidget  *cards,
            const char *title)
{
  if (!gtk_widget_get_visible (cards))
    return NULL;
  for (GtkWidget *c = gtk_widget_get_first_child (cards); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *box = GTK_IS_FLOW_BOX_CHILD (c) ? gtk_flow_box_child_get_child (GTK_FLOW_BOX_CHILD (c)) : c;
      GtkWidget *t = box ? gtk_widget_get_first_child (box) : NULL;
      GtkWidget *v = t ? gtk_widget_get_next_sibling (t) : NULL;

      if (GTK_IS_LABEL (t) && GTK_IS_LABEL (v) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (t)), title) == 0)
        return gtk_label_get_label (GTK_LABEL (v));
    }
  return NULL;
}

const char *
ds_thermal_page_get_figure (DsThermalPage *self,
                            const char    *title)
{
  const char *value;

  g_return_val_if_fail (DS_IS_THERMAL_PAGE (self), NULL);
  g_return_val_if_fail (title != NULL, NULL);

  value = card_value (self->live_cards, title);
  if (value == NULL && gtk_widget_get_visible (self->analysis_box))
    value = card_value (GTK_WIDGET (self->cards), title);
  return value;
}

static char *
ds_thermal_page_notification_body (DsRunPage *page,
                                   DsRunTask *task)
{
  DsThermalResult *result = ds_thermal_task_get_result (DS_THERMAL_TASK (task));

  return result != NULL ? g_strdup (result->verdict) : NULL;
}

static void
ds_thermal_page_task_finished (DsRunPage *page,
                               DsRunTask *task)
{
  DsThermalPage *self = DS_THERMAL_PAGE (page);
  DsThermalResult *result = ds_thermal_task_get_result (DS_THERMAL_TASK (task));

  if (result == NULL)
    return;
  show_analysis (self, result);
  ds_history_save_thermal_async (ds_application_get_default_history (), result, ds_run_page_get_cancellable (page), ds_run_page_save_done,
                                 g_object_ref (self));
}

static void
thermal_start (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  DsThermalPage *self = DS_THERMAL_PAGE (widget);
  DsRunPage *page = DS_RUN_PAGE (self);
  GSettings *gsettings = ds_run_page_get_settings (page);
  g_autoptr(DsThermalSettings) settings = ds_thermal_settings_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *engine = g_settings_get_string (gsettings, "bench-engine");
  guint size_index = gtk_drop_down_get_selected (self->size_dropdown);

  if (ds_run_page_is_running (page) || ds_run_page_get_directory (page) == NULL ||
      ds_run_page_get_drive (page) == NULL)
    return;
  g_free (settings->dir);
  settings->dir = g_strdup (ds_run_page_get_directory (page));
  g_free (settings->drive);
  settings->drive = g_strdup (ds_run_page_get_drive (page)->name);
  settings->duration_s = gtk_spin_button_get_value (self->duration_spin);
  settings->cooldown_s = gtk_spin_button_get_value (self->cooldown_spin);
  settings->size_bytes = ds_bench_size_choice (size_index);
  settings->sample_ms = g_settings_get_uint (gsettings, "thermal-sample-ms");
  if (!ds_io_engine_kind_from_string (engine, &settings->engine))
    settings->engine = DS_IO_ENGINE_AUTO;
  if (!ds_thermal_settings_validate (settings, &error))
    {
      ds_run_page_toast (page, error->message);
      return;
    }


  gtk_widget_set_visible (self->analysis_box, FALSE);
  gtk_widget_set_visible (self->live_cards, TRUE);
  gtk_label_set_label (self->verdict_label, "");
  gtk_label_set_label (self->live_mbps, "—");
  gtk_label_set_label (self->live_temp, "—");
  gtk_label_set_label (self->live_written, "—");
  ds_run_page_set_status (page, _("Preparing the test file…"));
  ds_run_page_set_fraction (page, 0.0);
  ds_chart_widget_set_chart (self->chart, NULL, NULL);
  self->live_samples = 0;
  self->live_temp_c = NAN;
  ds_chart_widget_set_placeholder (self->chart, _("Waiting for the first sample…"));
  ds_run_page_start (page, DS_RUN_TASK (ds_thermal_task_new (g_steal_pointer (&settings))),
                     _("A drive thermal test is running"));
}

DsThermalTask *
ds_thermal_page_get_task (DsThermalPage *self)
{
  g_return_val_if_fail (DS_IS_THERMAL_PAGE (self), NULL);
  return DS_THERMAL_TASK (ds_run_page_get_task (DS_RUN_PAGE (self)));
}

DsChartWidget *
ds_thermal_page_get_chart (DsThermalPage *self)
{
  g_return_val_if_fail (DS_IS_THERMAL_PAGE (self), NULL);
  return self->chart;
}

const char *
ds_thermal_page_get_verdict (DsThermalPage *self)
{
  g_return_val_if_fail (DS_IS_THERMAL_PAGE (self), NULL);
  return gtk_label_get_label (self->verdict_label);
}

static const DsRunPageInfo thermal_page_info = {
  .action_prefix = "thermal",
  .notification_id = "thermal-finished",
  .finished_title = N_("Thermal test finished"),
  .stopped_title = N_("Thermal test stopped"),
  .saved_toast = N_("Thermal test saved to the history"),
  .not_saved_format = N_("The test was not saved to the history: %s"),
};

static void
ds_thermal_page_class_init (DsThermalPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  DsRunPageClass *page_class = DS_RUN_PAGE_CLASS (klass);

  page_class->info = &thermal_page_info;
  page_class->task_progress = ds_thermal_page_task_progress;
  page_class->task_finished = ds_thermal_page_task_finished;
  page_class->notification_body = ds_thermal_page_notification_body;
  page_class->update_sensitivity = ds_thermal_page_update_sensitivity;

  g_type_ensure (DS_TYPE_CHART_WIDGET);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/drivescope/Drivescope/ds-thermal-page.ui");
  gtk_widget_class_bind_template_child (widget_class, DsThermalPage, duration_spin);
  gtk_widget_class_bind_template_child (widget_class, DsThermalPage, size_dropdown);
  gtk_widget_class_bind_template_child (widget_class, DsThermalPage, cooldown_spin);
  gtk_widget_class_bind_template_child (widget_class, DsThermalPage, start_button);
  gtk_widget_class_bind_template_child (widget_class, DsThermalPage, stop_button);
  gtk_widget_class_bind_template_child (widget_class, DsThermalPage, chart);
  gtk_widget_class_bind_template_child (widget_class, DsThermalPage, live_cards);
  gtk_widget_class_bind_template_child (widget_class, DsThermalPage, live_mbps);
  gtk_widget_class_bind_template_child (widget_class, DsThermalPage, live_temp);
  gtk_widget_class_bind_template_child (widget_class, DsThermalPage, live_written);
  gtk_widget_class_bind_template_child (widget_class, DsThermalPage, analysis_box);
  gtk_widget_class_bind_template_child (widget_class, DsThermalPage, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, DsThermalPage, cards);
  gtk_widget_class_bind_template_child (widget_class, DsThermalPage, events_label);

  gtk_widget_class_install_action (widget_class, "thermal.start", NULL, thermal_start);
  ds_run_page_class_setup (page_class);
}

static void
ds_thermal_page_init (DsThermalPage *self)
{
  g_autoptr(GListModel) sizes = ds_size_model ();
  GSettings *settings = ds_run_page_get_settings (DS_RUN_PAGE (self));

  gtk_widget_init_template (GTK_WIDGET (self));

  self->live_temp_c = NAN;
  gtk_drop_down_set_model (self->size_dropdown, sizes);
  ds_chart_widget_set_placeholder (self->chart, _("Throughput and temperature are drawn here while the test runs. Press Start to begin."));
  g_settings_bind (settings, "thermal-duration-s", self->duration_spin, "value", G_SETTINGS_BIND_GET);
  g_settings_bind (settings, "thermal-cooldown-s", self->cooldown_spin, "value", G_SETTINGS_BIND_GET);
  ds_settings_bind_size (settings, "thermal-size-mib", self->size_dropdown, "selected", G_SETTINGS_BIND_DEFAULT);
}

GtkWidget *
ds_thermal_page_new (void)
{
  return g_object_new (DS_TYPE_THERMAL_PAGE, NULL);
}
