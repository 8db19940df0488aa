/* ds-history-page-actions.c — what the History page does to runs:
 * deleting them (kept for the toast's Undo), labelling one, importing
 * results of other tools and exporting runs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ds-format.h"
#include "ds-history-page-private.h"
#include "ds-report-export.h"
#include "ds-review.h"
#include "ds-run-item.h"

static void
on_restored (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(DsHistoryPage) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!ds_history_import_json_finish (DS_HISTORY (object), result, NULL, NULL, &error))
    ds_history_page_toast_text (self, error->message);
}

static void
on_undo (AdwToast      *t,
         DsHistoryPage *self)
{
  JsonNode *document = g_object_get_data (G_OBJECT (t), "document");

  if (document != NULL)
    ds_history_import_json_async (self->history, document, self->cancellable, on_restored, g_object_ref (self));
}

DsHistoryOp *
ds_history_op_new (DsHistoryPage *self)
{
  DsHistoryOp *op = g_new0 (DsHistoryOp, 1);

  op->self = g_object_ref (self);
  return op;
}

void
ds_history_op_free (DsHistoryOp *op)
{
  g_clear_object (&op->item);
  g_clear_object (&op->self);
  g_free (op);
}

static void
on_deleted (GObject      *object,
            GAsyncResult *result,
            gpointer      user_data)
{
  g_autoptr(DsHistoryOp) op = user_data;
  DsHistoryPage *self = op->self;
  g_autoptr(GError) error = NULL;
  JsonNode *document = ds_history_delete_runs_finish (DS_HISTORY (object), result, &error);
  guint n = op->count;
  g_autofree char *title = NULL;
  AdwToast *t;

  /* The runs are deleted together or not at all: on an error none is. */
  if (document == NULL)
    {
      ds_history_page_toast_text (self, error->message);
      return;
    }
  title = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u run deleted", "%u runs deleted", n), n);
  t = adw_toast_new (title);
  adw_toast_set_button_label (t, _("_Undo"));
  adw_toast_set_priority (t, ADW_TOAST_PRIORITY_HIGH);
  g_object_set_data_full (G_OBJECT (t), "document", document, (GDestroyNotify) json_node_unref);
  g_signal_connect_object (t, "button-clicked", G_CALLBACK (on_undo), self, 0);
  ds_history_page_toast (self, t);
}

void
ds_history_page_action_delete (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  DsHistoryPage *self = DS_HISTORY_PAGE (widget);
  g_autoptr(GArray) ids = ds_history_page_selected_ids (self, NULL);
  DsHistoryOp *op;

  if (ids->len == 0)
    return;
  op = ds_history_op_new (self);
  op->count = ids->len;
  ds_history_delete_runs_async (self->history, ids, self->cancellable, on_deleted, op);
}

static void
on_imported (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(DsHistoryPage) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  guint added = 0, skipped = 0;

  if (!ds_history_import_file_finish (DS_HISTORY (object), result, &added, &skipped, &error))
    {
      ds_history_page_toast_text (self, error->message);
      return;
    }
  /* As the CLI says it: a file imported again adds nothing, and that is
   * not an error. */
  if (added == 0 && skipped > 0)
    text = g_strdup (_("Nothing new: every run in the file was already in the history."));
  else
    text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u run imported", "%u runs imported", added), added);
  ds_history_page_toast_text (self, text);
}

void
ds_history_page_import_file (DsHistoryPage *self,
                             const char    *path)
{
  g_return_if_fail (DS_IS_HISTORY_PAGE (self));
  g_return_if_fail (path != NULL);

  ds_history_import_file_async (self->history, path, DS_IMPORT_FORMAT_ANY, self->cancellable,
                                on_imported, g_object_ref (self));
}

static void
on_exported (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(DsHistoryPage) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!ds_report_export_finish (result, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        ds_history_page_toast_text (self, error->message);
    }
  else
    ds_history_page_toast_text (self, _("History exported"));
}

/* The formats of `drivescope-cli export`, as the chooser offers them. */
static const struct
{
  const char *format;     /* as export --format names it */
  const char *name;       /* the filter's name */
  const char *mime;
} export_formats[] = {
  { "json", N_("Drivescope export (JSON), for Import"), "application/json" },
  { "html", N_("Report (HTML)"), "text/html" },
  { "md",   N_("Report (Markdown)"), "text/markdown" },
  { "txt",  N_("Report (plain text)"), "text/plain" },
  { "csv",  N_("Table (CSV)"), "text/csv" },
  { "png",  N_("Chart (PNG image)"), "image/png" },
  { "svg",  N_("Chart (SVG image)"), "image/svg+xml" },
  { "pdf",  N_("Chart (PDF)"), "application/pdf" },
};

void
ds_history_page_export_file (DsHistoryPage *self,
                             const char    *path,
                             const char    *format)
{
  g_autoptr(GArray) ids = NULL;
  g_autoptr(GSettings) settings = NULL;

  g_return_if_fail (DS_IS_HISTORY_PAGE (self));
  g_return_if_fail (path != NULL);

  ids = ds_history_page_selected_ids (self, NULL);
  settings = g_settings_new (APP_ID);
  if (format == NULL)
    format = ds_report_export_format_of_path (path);
  ds_report_export_async (ds_history_get_path (self->history), ids, format, path, DS_CHART_THEME_LIGHT,
                          (DsChartUnits) g_settings_get_enum (settings, "bench-unit"), self->cancellable,
                          on_exported, g_object_ref (self));
}

static void
on_file_chosen (GtkNativeDialog *dialog,
                int              response,
                DsHistoryPage   *self)
{
  gboolean import = gtk_file_chooser_get_action (GTK_FILE_CHOOSER (dialog)) == GTK_FILE_CHOOSER_ACTION_OPEN;

  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = g_file_get_path (file);

      if (path != NULL && import)
        ds_history_page_import_file (self, path);
      else if (path != NULL)
        {
          /* The name's extension says the format; without one, the filter
           * chosen, whose extension the name then gets. */
          const char *format = ds_report_export_format_of_path (path);
          GtkFileFilter *filter = gtk_file_chooser_get_filter (GTK_FILE_CHOOSER (dialog));
          const char *chosen = filter != NULL ? g_object_get_data (G_OBJECT (filter), "format") : NULL;

          if (format == NULL && chosen != NULL)
            {
              g_autofree char *named = g_strconcat (path, ".", chosen, NULL);

              ds_history_page_export_file (self, named, chosen);
            }
          else
            ds_history_page_export_file (self, path, format);
        }
    }
  g_object_unref (self);
  g_object_unref (dialog);
}

static void
choose_file (DsHistoryPage *self,
             gboolean       import)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GtkFileChooserNative *dialog;

  dialog = gtk_file_chooser_native_new (import ? _("Import Runs") : _("Export Runs"),
                                        GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                        import ? GTK_FILE_CHOOSER_ACTION_OPEN : GTK_FILE_CHOOSER_ACTION_SAVE,
                                        import ? _("_Import") : _("_Export"), _("_Cancel"));
  if (!import)
    {
      gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), "drivescope-history.json");
      for (guint i = 0; i < G_N_ELEMENTS (export_formats); i++)
        {
          g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();
          g_autofree char *pattern = g_strconcat ("*.", export_formats[i].format, NULL);

          gtk_file_filter_set_name (filter, _(export_formats[i].name));
          gtk_file_filter_add_pattern (filter, pattern);
          gtk_file_filter_add_mime_type (filter, export_formats[i].mime);
          g_object_set_data (G_OBJECT (filter), "format", (gpointer) export_formats[i].format);
          gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
        }
    }
  g_signal_connect (dialog, "response", G_CALLBACK (on_file_chosen), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

void
ds_history_page_action_export (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  choose_file (DS_HISTORY_PAGE (widget), FALSE);
}

static void
on_review_written (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(DsHistoryPage) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_object_steal_data (G_OBJECT (self), "review-dir");

  if (!ds_review_write_finish (result, &error))
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        ds_history_page_toast_text (self, error->message);
      return;
    }
  {
    g_autofree char *safe = ds_escape_terminal (dir);
    /* TRANSLATORS: a toast after the History wrote a review article into a folder */
    g_autofree char *text = g_strdup_printf (_("Review written to %s"), safe != NULL ? safe : "");

    ds_history_page_toast_text (self, text);
  }
}

/* What Write a Review does with the chosen folder: the selected runs,
 * oldest first, as review.html, review.md and review.pdf with their
 * images; the outcome is a toast. */
void
ds_history_page_write_review (DsHistoryPage *self,
                              const char    *folder)
{
  g_autoptr(GArray) ids = NULL;
  DsReviewOptions options;

  g_return_if_fail (DS_IS_HISTORY_PAGE (self));
  g_return_if_fail (folder != NULL);

  ids = ds_history_page_selected_ids (self, NULL);
  if (ids->len == 0)
    return;
  /* oldest first, as the article reads */
  for (guint i = 0; i < ids->len / 2; i++)
    {
      gint64 tmp = g_array_index (ids, gint64, i);

      g_array_index (ids, gint64, i) = g_array_index (ids, gint64, ids->len - 1 - i);
      g_array_index (ids, gint64, ids->len - 1 - i) = tmp;
    }
  ds_review_options_init (&options);
  g_object_set_data_full (G_OBJECT (self), "review-dir", g_strdup (folder), g_free);
  ds_review_write_async (ds_history_get_path (self->history), ids, &options, folder, self->cancellable,
                         on_review_written, g_object_ref (self));
}

static void
on_review_folder_chosen (GtkNativeDialog *dialog,
                         int              response,
                         DsHistoryPage   *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) folder = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = folder != NULL ? g_file_get_path (folder) : NULL;

      if (path != NULL)
        ds_history_page_write_review (self, path);
    }
  g_object_unref (self);
  g_object_unref (dialog);
}

/* The selected runs as a review article (HTML, Markdown, PDF and images)
 * in a folder the user chooses; serial numbers left out. */
void
ds_history_page_action_review (GtkWidget  *widget,
                               const char *action_name,
                               GVariant   *parameter)
{
  DsHistoryPage *self = DS_HISTORY_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkFileChooserNative *dialog;

  dialog = gtk_file_chooser_native_new (_("Folder for the Review"), GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                        GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, _("_Write Review"), _("_Cancel"));
  g_signal_connect (dialog, "response", G_CALLBACK (on_review_folder_chosen), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

void
ds_history_page_action_import (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  choose_file (DS_HISTORY_PAGE (widget), TRUE);
}

static void
on_label_saved (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(DsHistoryPage) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!ds_history_set_label_finish (DS_HISTORY (object), result, &error))
    {
      ds_history_page_toast_text (self, error->message);
      return;
    }
}

static void
on_label_response (AdwMessageDialog *dialog,
                   const char       *response,
                   DsHistoryPage    *self)
{
  GtkEditable *entry = GTK_EDITABLE (adw_message_dialog_get_extra_child (dialog));
  gint64 id = GPOINTER_TO_SIZE (g_object_get_data (G_OBJECT (dialog), "run-id"));

  if (g_strcmp0 (response, "save") == 0)
    ds_history_set_label_async (self->history, id, gtk_editable_get_text (entry), self->cancellable,
                                on_label_saved, g_object_ref (self));
}

void
ds_history_page_action_label (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  DsHistoryPage *self = DS_HISTORY_PAGE (widget);
  g_autoptr(GtkBitset) set = gtk_selection_model_get_selection (GTK_SELECTION_MODEL (self->selection));
  g_autoptr(DsRunItem) item = NULL;
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkWidget *dialog;
  GtkWidget *entry;

  if (gtk_bitset_get_size (set) != 1)
    return;
  item = g_list_model_get_item (G_LIST_MODEL (self->selection), gtk_bitset_get_nth (set, 0));
  entry = gtk_entry_new ();
  gtk_editable_set_text (GTK_EDITABLE (entry), ds_run_item_get_run (item)->label ? ds_run_item_get_run (item)->label : "");
  gtk_entry_set_activates_default (GTK_ENTRY (entry), TRUE);
  gtk_entry_set_max_length (GTK_ENTRY (entry), DS_HISTORY_MAX_TEXT);
  gtk_accessible_update_property (GTK_ACCESSIBLE (entry), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Label"), -1);
  dialog = adw_message_dialog_new (GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL, _("Label the Run"),
                                   _("A short name shown in the list, in comparisons and in reports."));
  adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), entry);
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"), "save", _("_Save"), NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "save", ADW_RESPONSE_SUGGESTED);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "save");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_object_set_data (G_OBJECT (dialog), "run-id", GSIZE_TO_POINTER ((gsize) ds_run_item_get_id (item)));
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_label_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
}

