/* ds-bench-page-actions.c — what the Benchmark page does with a result:
 * the warnings under it, copying it as text, saving it as an image or an
 * HTML report, and its comment
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ds-application.h"
#include "ds-bench-export.h"
#include "ds-bench-page-private.h"
#include "ds-bench-text.h"
#include "ds-choices.h"
#include "ds-conditions.h"
#include "ds-drive.h"
#include "ds-format.h"
#include "ds-run-view.h"

void
ds_bench_page_toast (DsBenchPage *self,
                     const char  *text)
{
  ds_run_page_toast (DS_RUN_PAGE (self), text);
}

void
ds_bench_page_add_warning (DsBenchPage *self,
             const char  *text)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 8);
  GtkWidget *icon = gtk_image_new_from_icon_name ("dialog-warning-symbolic");
  GtkWidget *label = gtk_label_new (text);

  gtk_widget_add_css_class (icon, "warning");
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0f);
  gtk_box_append (GTK_BOX (box), icon);
  gtk_box_append (GTK_BOX (box), label);
  gtk_box_append (self->warnings_box, box);
}

/* Under the grid: what a screenshot of the page must carry to be a credible
 * result — drive, firmware, test size, fill, link, filesystem, date, engine;
 * the same line as under a run opened from the History. */
void
ds_bench_page_show_footer (DsBenchPage         *self,
                           const DsBenchResult *result)
{
  g_autofree char *text = ds_run_view_footer_text (result);

  gtk_label_set_label (self->footer_label, text);
  gtk_widget_set_visible (GTK_WIDGET (self->footer_label), *text != '\0');
}

/* The names of the tests with @doubt, "SEQ1M Q8T1 read, RND4K Q1T1 write". */
static char *
tests_with (const DsBenchResult *result,
            double               link_max,
            DsBenchDoubts        doubt)
{
  g_autoptr(GString) names = g_string_new (NULL);

  for (guint i = 0; i < result->tests->len; i++)
    {
      const DsBenchTestResult *t = g_ptr_array_index (result->tests, i);
      g_autofree char *spec = NULL;

      if (!(ds_bench_test_result_doubts (t, link_max) & doubt))
        continue;
      spec = ds_bench_spec_to_string (&t->spec);
      if (names->len > 0)
        g_string_append (names, ", ");
      g_string_append_printf (names, "%s %s", spec, ds_choice_label (DS_TYPE_IO_MODE, t->mode));
    }
  return names->len > 0 ? g_string_free (g_steal_pointer (&names), FALSE) : NULL;
}

void
ds_bench_page_show_warnings (DsBenchPage         *self,
               const DsBenchResult *result)
{
  GtkWidget *child;
  gboolean cached = FALSE;
  const char *fs = ds_conditions_get_filesystem (result->conditions);
  DsConditionsLink link;
  gboolean have_link = ds_conditions_get_link (result->conditions, &link);
  double temp = ds_conditions_get_temp_start_c (result->conditions);
  const DsDrive *drive = ds_run_page_get_drive (DS_RUN_PAGE (self));

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->warnings_box))) != NULL)
    gtk_box_remove (self->warnings_box, child);

  for (guint i = 0; i < result->tests->len; i++)
    cached |= ((DsBenchTestResult *) g_ptr_array_index (result->tests, i))->cached;
  if (cached)
    ds_bench_page_add_warning (self, _("The filesystem did not honour direct I/O (O_DIRECT): the numbers include the page cache and overstate the drive."));
  {
    double link_max = ds_bench_page_link_ceiling (self);
    g_autofree char *above = tests_with (result, link_max, DS_BENCH_DOUBT_ABOVE_LINK);
    g_autofree char *cpu = tests_with (result, link_max, DS_BENCH_DOUBT_CPU_BOUND);

    if (above != NULL)
      {
        /* TRANSLATORS: "SEQ1M Q8T1 Read measured more than the link carries (600 MB/s): ..." */
        g_autofree char *text = g_strdup_printf (_("%s measured more than the drive’s link carries (%.0f MB/s): a cache or another device answered, not the drive."),
                                                 above, link_max);

        ds_bench_page_add_warning (self, text);
      }
    if (cpu != NULL)
      {
        /* TRANSLATORS: "RND4K Q32T16 Read kept ..." */
        g_autofree char *text = g_strdup_printf (_("%s kept the I/O threads’ processor cores busy: the processor, not the drive, may have set these numbers."),
                                                 cpu);

        ds_bench_page_add_warning (self, text);
      }
  }
  if (g_strcmp0 (fs, "btrfs") == 0)
    ds_bench_page_add_warning (self, _("The test ran on btrfs: copy-on-write, checksums and compression change what reaches the drive."));
  if (have_link && link.degraded)
    {
      g_autofree char *text = g_strdup_printf (_("The drive’s link is degraded: %s"),
                                               link.reason ? link.reason : _("it runs slower than it could"));

      ds_bench_page_add_warning (self, text);
    }
  if (!isnan (temp) && drive != NULL && !isnan (drive->temperature_warning_c) &&
      temp >= drive->temperature_warning_c - 10.0)
    {
      /* TRANSLATORS: "The drive was already warm (72 °C) when the test started; it may have throttled." */
      g_autofree char *text = g_strdup_printf (_("The drive was already warm (%.0f °C) when the test started; it may have throttled."), temp);

      ds_bench_page_add_warning (self, text);
    }
  if (result->status != DS_RUN_STATUS_COMPLETED)
    ds_bench_page_add_warning (self, result->status == DS_RUN_STATUS_CANCELLED
                       ? _("The benchmark was stopped: the tests it did not finish are marked incomplete.")
                       : _("The benchmark failed part way: only the tests it finished are shown."));
  gtk_widget_set_visible (GTK_WIDGET (self->warnings_box), gtk_widget_get_first_child (GTK_WIDGET (self->warnings_box)) != NULL);
}

static void
on_snapshot_saved (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  if (ds_history_save_health_finish (DS_HISTORY (object), result, &error) == 0)
    g_warning ("A health snapshot of the run was not saved: %s", error->message);
}

/* The health read before and after the run: saved with the run, and what
 * the drive says this run wrote. */
void
ds_bench_page_show_health_delta (DsBenchPage         *self,
                   DsBenchTask         *task,
                   const DsBenchResult *result)
{
  const DsHealth *before = ds_bench_task_get_health (task, FALSE);
  const DsHealth *after = ds_bench_task_get_health (task, TRUE);
  const GError *error = ds_bench_task_get_health_error (task);
  const DsDrive *drive = ds_run_page_get_drive (DS_RUN_PAGE (self));
  DsHistory *history = ds_application_get_default_history ();

  if (error != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("Health was not read around this run: %s"), error->message);

      ds_bench_page_add_warning (self, text);
      gtk_widget_set_visible (GTK_WIDGET (self->warnings_box), TRUE);
    }
  if (before != NULL)
    ds_history_save_health_async (history, drive, before, result->uuid, "before", NULL, on_snapshot_saved, NULL);
  if (after != NULL)
    ds_history_save_health_async (history, drive, after, result->uuid, "after", NULL, on_snapshot_saved, NULL);
  if (before != NULL && after != NULL && before->bytes_written >= 0 && after->bytes_written >= before->bytes_written)
    {
      g_autofree char *bytes = ds_format_bytes ((guint64) (after->bytes_written - before->bytes_written));
      /* TRANSLATORS: "The drive counted 2.1 GB written during this run." */
      g_autofree char *text = g_strdup_printf (_("The drive counted %s written during this run."), bytes);
      GtkWidget *label = gtk_label_new (text);

      gtk_label_set_xalign (GTK_LABEL (label), 0.0f);
      gtk_label_set_wrap (GTK_LABEL (label), TRUE);
      gtk_widget_add_css_class (label, "dim-label");
      gtk_box_append (self->warnings_box, label);
      gtk_widget_set_visible (GTK_WIDGET (self->warnings_box), TRUE);
    }
}

void
ds_bench_page_action_copy (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  DsBenchPage *self = DS_BENCH_PAGE (widget);
  g_autofree char *text = NULL;

  if (self->last_result == NULL)
    return;
  text = ds_bench_result_format_text (self->last_result, DS_BENCH_TEXT_FLAGS_NONE);
  gdk_clipboard_set_text (gtk_widget_get_clipboard (widget), text);
  ds_bench_page_toast (self, _("Result copied as text"));
}

typedef struct
{
  DsBenchPage *page;
  gboolean     report;
} SaveRequest;

static void
export_done (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(DsBenchPage) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!ds_bench_export_finish (result, &error))
    {
      g_autofree char *text = g_strdup_printf (_("Could not save: %s"), error->message);

      ds_bench_page_toast (self, text);
      return;
    }
  ds_bench_page_toast (self, _("Saved"));
}

static void
on_save_response (GtkNativeDialog *dialog,
                  int              response,
                  gpointer         user_data)
{
  SaveRequest *request = user_data;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = g_file_get_path (file);

      if (path != NULL && request->page->last_result != NULL)
        {
          DsChartTheme theme = adw_style_manager_get_dark (adw_style_manager_get_default ())
                               ? DS_CHART_THEME_DARK : DS_CHART_THEME_LIGHT;

          ds_bench_export_async (request->page->last_result, path,
                                 request->report ? DS_BENCH_EXPORT_HTML : DS_BENCH_EXPORT_PNG, theme,
                                 ds_run_page_get_cancellable (DS_RUN_PAGE (request->page)), export_done, g_object_ref (request->page));
        }
    }
  g_object_unref (request->page);
  g_free (request);
  g_object_unref (dialog);
}

static void
ask_save (DsBenchPage *self,
          gboolean     report)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkFileChooserNative *dialog;
  SaveRequest *request = g_new0 (SaveRequest, 1);
  g_autofree char *name = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M");

  dialog = gtk_file_chooser_native_new (report ? _("Save Report") : _("Save Image"),
                                        GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  name = g_strdup_printf ("drivescope-%s-%s.%s", ds_run_page_get_drive (DS_RUN_PAGE (self))->name, stamp, report ? "html" : "png");
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), name);
  request->page = g_object_ref (self);
  request->report = report;
  g_signal_connect (dialog, "response", G_CALLBACK (on_save_response), request);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

void
ds_bench_page_action_save_image (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  ask_save (DS_BENCH_PAGE (widget), FALSE);
}

void
ds_bench_page_action_save_report (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  ask_save (DS_BENCH_PAGE (widget), TRUE);
}

static void
on_comment_saved (GObject      *object,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(DsBenchPage) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!ds_history_set_comment_finish (DS_HISTORY (object), result, &error))
    {
      ds_bench_page_toast (self, error->message);
      return;
    }
  ds_bench_page_toast (self, _("Comment saved"));
}

void
ds_bench_page_on_comment_activate (GtkEntry    *entry,
                     DsBenchPage *self)
{
  if (ds_run_page_get_saved_run (DS_RUN_PAGE (self)) == 0)
    return;
  /* Copy as Text and the exports include the comment too. */
  if (self->last_result != NULL)
    {
      const char *comment = gtk_editable_get_text (GTK_EDITABLE (entry));

      g_free (self->last_result->comment);
      self->last_result->comment = *comment != '\0' ? g_strdup (comment) : NULL;
    }
  ds_history_set_comment_async (ds_application_get_default_history (), ds_run_page_get_saved_run (DS_RUN_PAGE (self)), gtk_editable_get_text (GTK_EDITABLE (entry)),
                                ds_run_page_get_cancellable (DS_RUN_PAGE (self)), on_comment_saved, g_object_ref (self));
}
