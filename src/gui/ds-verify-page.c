/* ds-verify-page.c — the Capacity check page of one drive
 *
 * The H2testw / f3 check in the window: how much to write (all the free
 * space, or a size) and whether to keep the files, Start, Read back kept
 * files and Stop; while it runs the pass, the position and the speed, and
 * the curves of MB/s against position growing (drawn by the chart code of
 * the exports); then the verdict in words, the findings as `verify` prints
 * them, and the chart with the damaged ranges marked. Every check, stopped
 * ones too, is saved to the history with what was read back.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ds-application.h"
#include "ds-bench-job.h"
#include "ds-conditions.h"
#include "ds-drive-list.h"
#include "ds-format.h"
#include "ds-preferences-window.h"
#include "ds-verify-page.h"

struct _DsVerifyPage
{
  DsRunPage       parent_instance;

  guint64        *sizes;          /* bytes of each size choice; [0] = 0: all free space */
  guint           n_sizes;

  GtkDropDown    *size_dropdown;
  GtkCheckButton *keep_check;
  GtkButton      *start_button;
  GtkButton      *read_button;
  GtkButton      *stop_button;
  DsChartWidget  *chart;
  GtkWidget      *live_cards;
  GtkLabel       *live_pass;
  GtkLabel       *live_position;
  GtkLabel       *live_mbps;
  GtkWidget      *result_box;
  GtkLabel       *verdict_label;
  GtkLabel       *findings_label;
};

G_DEFINE_FINAL_TYPE (DsVerifyPage, ds_verify_page, DS_TYPE_RUN_PAGE)

static void
ds_verify_page_update_sensitivity (DsRunPage *page,
                                   gboolean   running)
{
  DsVerifyPage *self = DS_VERIFY_PAGE (page);
  gboolean ready = !running && ds_run_page_get_directory (page) != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "verify.start", ready);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "verify.read-back", ready);
  gtk_widget_set_sensitive (GTK_WIDGET (self->size_dropdown), !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->keep_check), !running);
  gtk_widget_set_visible (GTK_WIDGET (self->start_button), !running);
  gtk_widget_set_visible (GTK_WIDGET (self->read_button), !running);
  gtk_widget_set_visible (GTK_WIDGET (self->stop_button), running);
}

/* The curves that have arrived, as a result the chart code draws. */
static DsChart *
live_chart (DsVerifyPage *self)
{
  DsVerifyTask *task = ds_verify_page_get_task (self);
  g_autoptr(DsVerifyResult) live = ds_verify_result_new ();
  GArray *w = ds_verify_task_get_curve (task, DS_VERIFY_PHASE_WRITE);
  GArray *r = ds_verify_task_get_curve (task, DS_VERIFY_PHASE_READ);
  const DsDrive *drive = ds_run_page_get_drive (DS_RUN_PAGE (self));
  DsChart *chart;

  g_array_append_vals (live->write_curve, w->data, w->len);
  g_array_append_vals (live->read_curve, r->data, r->len);
  live->bytes_planned = ds_verify_task_get_total (task);
  live->file_bytes = ds_verify_task_get_settings (task)->file_bytes;
  live->direct = TRUE;
  live->start_time = g_get_real_time () / G_USEC_PER_SEC - (gint64) ds_run_task_get_elapsed (DS_RUN_TASK (task));
  if (drive != NULL)
    {
      live->conditions = json_object_new ();
      ds_conditions_take_drive_object (live->conditions, ds_drive_to_identity_json (drive));
    }
  chart = ds_chart_new_verify (live);
  ds_chart_set_subtitle (chart, NULL);
  return chart;
}

static void
ds_verify_page_task_progress (DsRunPage *page,
                              DsRunTask *run_task)
{
  DsVerifyPage *self = DS_VERIFY_PAGE (page);
  DsVerifyTask *task = DS_VERIFY_TASK (run_task);
  guint64 done = ds_verify_task_get_done (task);
  guint64 total = ds_verify_task_get_total (task);
  g_autofree char *done_text = ds_format_bytes (done);
  g_autofree char *total_text = ds_format_bytes (total);
  g_autofree char *status = NULL;
  g_autofree char *position = NULL;
  g_autofree char *mbps = NULL;
  gboolean reading = ds_verify_task_get_phase (task) == DS_VERIFY_PHASE_READ;

  /* TRANSLATORS: the live status of a capacity check: "Writing: 1.2 GB of 8.0 GB" */
  status = g_strdup_printf (reading ? _("Reading back: %s of %s") : _("Writing: %s of %s"), done_text, total_text);
  /* TRANSLATORS: the position card of a capacity check: "1.2 GB of 8.0 GB" */
  position = g_strdup_printf (_("%s of %s"), done_text, total_text);
  mbps = ds_verify_task_get_mbps (task) > 0 ? g_strdup_printf (_("%.0f MB/s"), ds_verify_task_get_mbps (task))
                                            : g_strdup ("—");
  ds_run_page_set_status (page, status);
  /* the whole check: writing is the first half, reading back the second */
  if (total > 0)
    ds_run_page_set_fraction (page, ds_verify_task_get_settings (task)->read_only
                                      ? (double) done / total
                                      : ((reading ? 1.0 : 0.0) + (double) done / total) / 2);
  gtk_label_set_label (self->live_pass, reading ? _("Reading back") : _("Writing"));
  gtk_label_set_label (self->live_position, position);
  gtk_label_set_label (self->live_mbps, mbps);
  ds_chart_widget_set_chart (self->chart, live_chart (self), _("Write and read speed so far"));
}

static void
show_result (DsVerifyPage   *self,
             DsVerifyResult *result)
{
  g_autofree char *verdict = ds_verify_result_verdict_text (result);
  g_autofree char *findings = ds_verify_result_format_text (result);
  DsChart *chart = ds_chart_new_verify (result);

  gtk_label_set_label (self->verdict_label, verdict);
  gtk_label_set_label (self->findings_label, findings);
  gtk_widget_set_visible (self->result_box, TRUE);
  gtk_widget_set_visible (self->live_cards, FALSE);
  /* The verdict is the label above the chart, not again on it. */
  ds_chart_set_subtitle (chart, NULL);
  ds_chart_widget_set_placeholder (self->chart, _("Nothing was written or read back."));
  ds_chart_widget_set_chart (self->chart, chart, verdict);
}

static char *
ds_verify_page_notification_body (DsRunPage *page,
                                  DsRunTask *task)
{
  DsVerifyResult *result = ds_verify_task_get_result (DS_VERIFY_TASK (task));

  return result != NULL ? ds_verify_result_verdict_text (result) : NULL;
}

static void
ds_verify_page_task_finished (DsRunPage *page,
                              DsRunTask *task)
{
  DsVerifyPage *self = DS_VERIFY_PAGE (page);
  DsVerifyResult *result = ds_verify_task_get_result (DS_VERIFY_TASK (task));

  if (result == NULL)
    return;
  show_result (self, result);
  /* Stopped checks too: what was read back is what they found. */
  ds_history_save_verify_async (ds_application_get_default_history (), result, ds_run_page_get_cancellable (page),
                                ds_run_page_save_done, g_object_ref (self));
}

static void
start_check (DsVerifyPage *self,
             gboolean      read_only)
{
  DsRunPage *page = DS_RUN_PAGE (self);
  GSettings *gsettings = ds_run_page_get_settings (page);
  g_autoptr(DsVerifySettings) settings = ds_verify_settings_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *engine = g_settings_get_string (gsettings, "bench-engine");
  guint size_index = gtk_drop_down_get_selected (self->size_dropdown);

  if (ds_run_page_is_running (page) || ds_run_page_get_directory (page) == NULL)
    return;
  settings->dir = g_strdup (ds_run_page_get_directory (page));
  settings->size_bytes = size_index < self->n_sizes ? self->sizes[size_index] : 0;
  settings->keep = gtk_check_button_get_active (self->keep_check);
  settings->read_only = read_only;
  if (!ds_io_engine_kind_from_string (engine, &settings->engine))
    settings->engine = DS_IO_ENGINE_AUTO;
  if (!ds_verify_settings_validate (settings, &error))
    {
      ds_run_page_toast (page, error->message);
      return;
    }
  gtk_widget_set_visible (self->result_box, FALSE);
  gtk_widget_set_visible (self->live_cards, TRUE);
  gtk_label_set_label (self->verdict_label, "");
  gtk_label_set_label (self->live_pass, read_only ? _("Reading back") : _("Writing"));
  gtk_label_set_label (self->live_position, "—");
  gtk_label_set_label (self->live_mbps, "—");
  ds_run_page_set_status (page, read_only ? _("Looking for the kept files…") : _("Preparing the files…"));
  ds_run_page_set_fraction (page, 0.0);
  ds_chart_widget_set_chart (self->chart, NULL, NULL);
  ds_chart_widget_set_placeholder (self->chart, _("Waiting for the first megabytes…"));
  ds_run_page_start (page, DS_RUN_TASK (ds_verify_task_new (g_steal_pointer (&settings))),
                     _("A drive capacity check is running"));
}

static void
verify_start (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  start_check (DS_VERIFY_PAGE (widget), FALSE);
}

static void
verify_read_back (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  start_check (DS_VERIFY_PAGE (widget), TRUE);
}

DsVerifyTask *
ds_verify_page_get_task (DsVerifyPage *self)
{
  g_return_val_if_fail (DS_IS_VERIFY_PAGE (self), NULL);
  return DS_VERIFY_TASK (ds_run_page_get_task (DS_RUN_PAGE (self)));
}

DsChartWidget *
ds_verify_page_get_chart (DsVerifyPage *self)
{
  g_return_val_if_fail (DS_IS_VERIFY_PAGE (self), NULL);
  return self->chart;
}

const char *
ds_verify_page_get_verdict (DsVerifyPage *self)
{
  g_return_val_if_fail (DS_IS_VERIFY_PAGE (self), NULL);
  return gtk_label_get_label (self->verdict_label);
}

const char *
ds_verify_page_get_figure (DsVerifyPage *self,
                           const char   *title)
{
  g_return_val_if_fail (DS_IS_VERIFY_PAGE (self), NULL);
  if (!gtk_widget_get_visible (self->live_cards))
    return NULL;
  if (g_strcmp0 (title, "Pass") == 0)
    return gtk_label_get_label (self->live_pass);
  if (g_strcmp0 (title, "Position") == 0)
    return gtk_label_get_label (self->live_position);
  if (g_strcmp0 (title, "Speed") == 0)
    return gtk_label_get_label (self->live_mbps);
  return NULL;
}

void
ds_verify_page_set_size (DsVerifyPage *self,
                         guint64       bytes)
{
  g_return_if_fail (DS_IS_VERIFY_PAGE (self));
  for (guint i = 0; i < self->n_sizes; i++)
    if (self->sizes[i] == bytes)
      {
        gtk_drop_down_set_selected (self->size_dropdown, i);
        return;
      }
  g_return_if_reached ();
}

void
ds_verify_page_set_keep (DsVerifyPage *self,
                         gboolean      keep)
{
  g_return_if_fail (DS_IS_VERIFY_PAGE (self));
  gtk_check_button_set_active (self->keep_check, keep);
}

static const DsRunPageInfo verify_page_info = {
  .action_prefix = "verify",
  .notification_id = "verify-finished",
  .finished_title = N_("Capacity check finished"),
  .stopped_title = N_("Capacity check stopped"),
  .saved_toast = N_("Capacity check saved to the history"),
  .not_saved_format = N_("The check was not saved to the history: %s"),
};

static void
ds_verify_page_finalize (GObject *object)
{
  g_free (DS_VERIFY_PAGE (object)->sizes);
  G_OBJECT_CLASS (ds_verify_page_parent_class)->finalize (object);
}

static void
ds_verify_page_class_init (DsVerifyPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  DsRunPageClass *page_class = DS_RUN_PAGE_CLASS (klass);

  object_class->finalize = ds_verify_page_finalize;
  page_class->info = &verify_page_info;
  page_class->task_progress = ds_verify_page_task_progress;
  page_class->task_finished = ds_verify_page_task_finished;
  page_class->notification_body = ds_verify_page_notification_body;
  page_class->update_sensitivity = ds_verify_page_update_sensitivity;

  g_type_ensure (DS_TYPE_CHART_WIDGET);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/drivescope/Drivescope/ds-verify-page.ui");
  gtk_widget_class_bind_template_child (widget_class, DsVerifyPage, size_dropdown);
  gtk_widget_class_bind_template_child (widget_class, DsVerifyPage, keep_check);
  gtk_widget_class_bind_template_child (widget_class, DsVerifyPage, start_button);
  gtk_widget_class_bind_template_child (widget_class, DsVerifyPage, read_button);
  gtk_widget_class_bind_template_child (widget_class, DsVerifyPage, stop_button);
  gtk_widget_class_bind_template_child (widget_class, DsVerifyPage, chart);
  gtk_widget_class_bind_template_child (widget_class, DsVerifyPage, live_cards);
  gtk_widget_class_bind_template_child (widget_class, DsVerifyPage, live_pass);
  gtk_widget_class_bind_template_child (widget_class, DsVerifyPage, live_position);
  gtk_widget_class_bind_template_child (widget_class, DsVerifyPage, live_mbps);
  gtk_widget_class_bind_template_child (widget_class, DsVerifyPage, result_box);
  gtk_widget_class_bind_template_child (widget_class, DsVerifyPage, verdict_label);
  gtk_widget_class_bind_template_child (widget_class, DsVerifyPage, findings_label);

  gtk_widget_class_install_action (widget_class, "verify.start", NULL, verify_start);
  gtk_widget_class_install_action (widget_class, "verify.read-back", NULL, verify_read_back);
  ds_run_page_class_setup (page_class);
}

static void
ds_verify_page_init (DsVerifyPage *self)
{
  GtkStringList *model = gtk_string_list_new (NULL);
  guint n = ds_bench_size_n_choices ();

  gtk_widget_init_template (GTK_WIDGET (self));

  /* All the free space (the f3 and H2testw default), or one of the test sizes. */
  self->n_sizes = n + 1;
  self->sizes = g_new0 (guint64, self->n_sizes);
  gtk_string_list_append (model, _("All free space"));
  for (guint i = 0; i < n; i++)
    {
      g_autofree char *label = ds_bench_size_choice_label (i);

      self->sizes[i + 1] = ds_bench_size_choice (i);
      gtk_string_list_append (model, label);
    }
  gtk_drop_down_set_model (self->size_dropdown, G_LIST_MODEL (model));
  g_object_unref (model);
  gtk_drop_down_set_selected (self->size_dropdown, 0);
  ds_chart_widget_set_placeholder (self->chart,
                                   _("The write and read speed across the drive are drawn here while the check runs. "
                                     "Press Start to begin."));
}

GtkWidget *
ds_verify_page_new (void)
{
  return g_object_new (DS_TYPE_VERIFY_PAGE, NULL);
}
