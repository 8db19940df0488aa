/* ds-run-page.c — the base of a drive's pages that run a test in a file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ds-drive-list.h"
#include "ds-format.h"
#include "ds-history.h"
#include "ds-run-page.h"

typedef struct
{
  /* Owned references */
  GSettings      *settings;
  GCancellable   *cancellable;
  char           *dir;
  DsRunTask      *task;

  /* Borrowed references */
  DsDrive        *drive;           /* owned */
  AdwActionRow   *folder_row;      /* template children of the subclass */
  GtkLabel       *status_label;
  GtkProgressBar *progress_bar;

  gint64          saved_run;
  gboolean        was_running;
  guint           inhibit_cookie;
} DsRunPagePrivate;

G_DEFINE_ABSTRACT_TYPE_WITH_PRIVATE (DsRunPage, ds_run_page, ADW_TYPE_BIN)

enum { PROP_0, PROP_RUNNING, N_PROPS };
static GParamSpec *properties[N_PROPS];

#define PRIV(self) ((DsRunPagePrivate *) ds_run_page_get_instance_private (self))

static void
set_action_enabled (DsRunPage  *self,
                    const char *action,
                    gboolean    enabled)
{
  g_autofree char *name = g_strdup_printf ("%s.%s", DS_RUN_PAGE_GET_CLASS (self)->info->action_prefix, action);

  gtk_widget_action_set_enabled (GTK_WIDGET (self), name, enabled);
}

void
ds_run_page_update_sensitivity (DsRunPage *self)
{
  DsRunPagePrivate *priv = PRIV (self);
  DsRunPageClass *klass = DS_RUN_PAGE_GET_CLASS (self);
  gboolean running = ds_run_page_is_running (self);

  if (running != priv->was_running)
    {
      priv->was_running = running;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
    }
  set_action_enabled (self, "stop", running);
  set_action_enabled (self, "choose-folder", !running);
  if (klass->update_sensitivity != NULL)
    klass->update_sensitivity (self, running);
}

static void
update_folder_row (DsRunPage *self)
{
  DsRunPagePrivate *priv = PRIV (self);

  /* A folder name is not markup ("R&D"). */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (priv->folder_row), FALSE);
  adw_action_row_set_subtitle (priv->folder_row,
                               priv->dir ? priv->dir : _("This drive has no writable mounted filesystem: choose a folder on it"));
}

void
ds_run_page_toast (DsRunPage  *self,
                   const char *text)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.toast", "s", text);
}

static void
uninhibit (DsRunPage *self)
{
  DsRunPagePrivate *priv = PRIV (self);
  GApplication *app = g_application_get_default ();

  if (priv->inhibit_cookie != 0 && GTK_IS_APPLICATION (app))
    gtk_application_uninhibit (GTK_APPLICATION (app), priv->inhibit_cookie);
  priv->inhibit_cookie = 0;
}

static void
on_task_progress (DsRunTask *task,
                  DsRunPage *self)
{
  DsRunPageClass *klass = DS_RUN_PAGE_GET_CLASS (self);

  if (klass->task_progress != NULL)
    klass->task_progress (self, task);
}

/* A long run ended while the window was not looked at. */
static void
notify_finished (DsRunPage *self,
                 DsRunTask *task)
{
  DsRunPageClass *klass = DS_RUN_PAGE_GET_CLASS (self);
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GApplication *app = g_application_get_default ();
  g_autoptr(GNotification) notification = NULL;
  g_autofree char *body = NULL;

  if (app == NULL || !GTK_IS_WINDOW (root) || gtk_window_is_active (GTK_WINDOW (root)) ||
      ds_run_task_get_elapsed (task) < 30.0)
    return;
  notification = g_notification_new (ds_run_task_get_error (task) == NULL ? _(klass->info->finished_title)
                                                                          : _(klass->info->stopped_title));
  body = klass->notification_body != NULL ? klass->notification_body (self, task) : NULL;
  if (body != NULL)
    g_notification_set_body (notification, body);
  g_application_send_notification (app, klass->info->notification_id, notification);
}

static void
on_task_finished (DsRunTask *task,
                  DsRunPage *self)
{
  DsRunPageClass *klass = DS_RUN_PAGE_GET_CLASS (self);
  const GError *error = ds_run_task_get_error (task);

  uninhibit (self);
  if (klass->task_finished != NULL)
    klass->task_finished (self, task);
  if (error != NULL && !ds_run_task_was_cancelled (task))
    {
      ds_run_page_set_status (self, error->message);
      ds_run_page_toast (self, error->message);
    }
  else if (error != NULL)
    ds_run_page_set_status (self, _("Stopped"));
  else
    {
      g_autofree char *duration = ds_format_duration (ds_run_task_get_elapsed (task));
      g_autofree char *text = g_strdup_printf (_("Finished in %s"), duration);

      ds_run_page_set_status (self, text);
      ds_run_page_set_fraction (self, 1.0);
    }
  notify_finished (self, task);
  ds_run_page_update_sensitivity (self);
}

static void
drop_task (DsRunPage *self)
{
  DsRunPagePrivate *priv = PRIV (self);

  if (priv->task == NULL)
    return;
  g_signal_handlers_disconnect_by_data (priv->task, self);
  ds_run_task_cancel (priv->task);
  g_clear_object (&priv->task);
}

void
ds_run_page_start (DsRunPage  *self,
                   DsRunTask  *task,
                   const char *inhibit_reason)
{
  DsRunPagePrivate *priv = PRIV (self);
  GApplication *app = g_application_get_default ();
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  g_return_if_fail (DS_IS_RUN_PAGE (self));
  g_return_if_fail (DS_IS_RUN_TASK (task));
  g_return_if_fail (!ds_run_page_is_running (self));

  drop_task (self);
  priv->task = task;
  priv->saved_run = 0;
  g_signal_connect (task, "progress", G_CALLBACK (on_task_progress), self);
  g_signal_connect (task, "finished", G_CALLBACK (on_task_finished), self);
  if (GTK_IS_APPLICATION (app) && GTK_IS_WINDOW (root))
    priv->inhibit_cookie = gtk_application_inhibit (GTK_APPLICATION (app), GTK_WINDOW (root),
                                                    GTK_APPLICATION_INHIBIT_SUSPEND, inhibit_reason);
  ds_run_task_start (task);
  ds_run_page_update_sensitivity (self);
}

void
ds_run_page_save_done (GObject      *object,
                       GAsyncResult *result,
                       gpointer      user_data)
{
  g_autoptr(DsRunPage) self = user_data;
  DsRunPageClass *klass = DS_RUN_PAGE_GET_CLASS (self);
  g_autoptr(GError) error = NULL;
  gint64 id = ds_history_save_run_finish (DS_HISTORY (object), result, &error);

  if (id == 0)
    {
      g_autofree char *text = NULL;

      /* The subclass's format, with one %s (see ds-run-page.h). */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
      text = g_strdup_printf (_(klass->info->not_saved_format), error->message);
#pragma GCC diagnostic pop

      ds_run_page_toast (self, text);
      return;
    }
  PRIV (self)->saved_run = id;
  if (klass->saved != NULL)
    klass->saved (self, id);
  ds_run_page_toast (self, _(klass->info->saved_toast));
}

static void
run_page_stop (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  DsRunPagePrivate *priv = PRIV (DS_RUN_PAGE (widget));

  if (priv->task != NULL && ds_run_task_is_running (priv->task))
    {
      ds_run_task_cancel (priv->task);
      ds_run_page_set_status (DS_RUN_PAGE (widget), _("Stopping…"));
    }
}

/* The drive's key among the remembered test folders: its serial number,
 * else its WWN, else its kernel name. */
static const char *
drive_key (DsRunPage *self)
{
  const DsDrive *d = PRIV (self)->drive;

  if (d == NULL)
    return NULL;
  if (d->serial != NULL && *d->serial != '\0')
    return d->serial;
  if (d->wwn != NULL && *d->wwn != '\0')
    return d->wwn;
  return d->name;
}

/* The folder chosen for this drive on any page, in this session or an
 * earlier one, while it is still a folder; NULL otherwise. */
static char *
remembered_folder (DsRunPage *self)
{
  g_autoptr(GVariant) folders = g_settings_get_value (PRIV (self)->settings, "test-folders");
  const char *key = drive_key (self);
  const char *dir = NULL;

  if (key == NULL || !g_variant_lookup (folders, key, "&s", &dir))
    return NULL;
  if (!g_file_test (dir, G_FILE_TEST_IS_DIR))
    return NULL;
  return g_strdup (dir);
}

static void
remember_folder (DsRunPage  *self,
                 const char *dir)
{
  g_autoptr(GVariant) folders = g_settings_get_value (PRIV (self)->settings, "test-folders");
  const char *key = drive_key (self);
  GVariantBuilder b;
  GVariantIter iter;
  const char *k, *v;

  if (key == NULL)
    return;
  g_variant_builder_init (&b, G_VARIANT_TYPE ("a{ss}"));
  g_variant_iter_init (&iter, folders);
  while (g_variant_iter_next (&iter, "{&s&s}", &k, &v))
    if (!g_str_equal (k, key))
      g_variant_builder_add (&b, "{ss}", k, v);
  g_variant_builder_add (&b, "{ss}", key, dir);
  g_settings_set_value (PRIV (self)->settings, "test-folders", g_variant_builder_end (&b));
}

/* Another page of the drive (Benchmark, Thermal, Suites) chose a folder. */
static void
on_folders_changed (DsRunPage *self)
{
  g_autofree char *dir = remembered_folder (self);

  if (dir != NULL && !ds_run_page_is_running (self) && g_strcmp0 (dir, PRIV (self)->dir) != 0)
    ds_run_page_set_directory (self, dir);
}

static void
on_folder_response (GtkNativeDialog *dialog,
                    int              response,
                    DsRunPage       *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = g_file_get_path (file);

      if (path != NULL)
        ds_run_page_choose_directory (self, path);
    }
  g_object_unref (self);
  g_object_unref (dialog);
}

static void
run_page_choose_folder (GtkWidget  *widget,
                        const char *action_name,
                        GVariant   *parameter)
{
  DsRunPage *self = DS_RUN_PAGE (widget);
  GtkRoot *root = gtk_widget_get_root (widget);
  GtkFileChooserNative *dialog;

  dialog = gtk_file_chooser_native_new (_("Choose a Folder for the Test File"),
                                        GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                        GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, _("_Select"), _("_Cancel"));
  if (PRIV (self)->dir != NULL)
    {
      g_autoptr(GFile) current = g_file_new_for_path (PRIV (self)->dir);

      gtk_file_chooser_set_current_folder (GTK_FILE_CHOOSER (dialog), current, NULL);
    }
  g_signal_connect (dialog, "response", G_CALLBACK (on_folder_response), g_object_ref (self));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

void
ds_run_page_class_setup (DsRunPageClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  g_autofree char *stop = NULL;
  g_autofree char *choose = NULL;

  g_return_if_fail (klass->info != NULL);

  stop = g_strdup_printf ("%s.stop", klass->info->action_prefix);
  choose = g_strdup_printf ("%s.choose-folder", klass->info->action_prefix);
  gtk_widget_class_bind_template_child_private (widget_class, DsRunPage, folder_row);
  gtk_widget_class_bind_template_child_private (widget_class, DsRunPage, status_label);
  gtk_widget_class_bind_template_child_private (widget_class, DsRunPage, progress_bar);
  gtk_widget_class_install_action (widget_class, stop, NULL, run_page_stop);
  gtk_widget_class_install_action (widget_class, choose, NULL, run_page_choose_folder);
  /* Escape and Ctrl+Enter are the window's (win.stop, win.run): they reach
   * the visible page wherever the focus is. */
}

void
ds_run_page_set_status (DsRunPage  *self,
                        const char *text)
{
  g_return_if_fail (DS_IS_RUN_PAGE (self));
  gtk_label_set_label (PRIV (self)->status_label, text);
}

const char *
ds_run_page_get_status (DsRunPage *self)
{
  g_return_val_if_fail (DS_IS_RUN_PAGE (self), NULL);
  return gtk_label_get_label (PRIV (self)->status_label);
}

void
ds_run_page_set_fraction (DsRunPage *self,
                          double     fraction)
{
  g_return_if_fail (DS_IS_RUN_PAGE (self));
  gtk_progress_bar_set_fraction (PRIV (self)->progress_bar, CLAMP (fraction, 0.0, 1.0));
}

void
ds_run_page_set_drive (DsRunPage     *self,
                       GPtrArray     *drives,
                       const DsDrive *drive)
{
  DsRunPagePrivate *priv = PRIV (self);
  gboolean first = priv->drive == NULL;

  g_return_if_fail (DS_IS_RUN_PAGE (self));

  /* @drives only finds the mounts of volumes on @drive; it is not kept. */
  ds_drive_ref ((DsDrive *) drive);
  g_clear_pointer (&priv->drive, ds_drive_unref);
  priv->drive = (DsDrive *) drive;
  if (first && priv->dir == NULL)
    {
      g_autoptr(GPtrArray) mounts = ds_drive_writable_mounts (drives, drive);
      g_autofree char *kept = remembered_folder (self);

      if (kept != NULL)
        ds_run_page_set_directory (self, kept);
      else if (mounts->len > 0)
        ds_run_page_set_directory (self, g_ptr_array_index (mounts, 0));
      else
        update_folder_row (self);
    }
}

const DsDrive *
ds_run_page_get_drive (DsRunPage *self)
{
  g_return_val_if_fail (DS_IS_RUN_PAGE (self), NULL);
  return PRIV (self)->drive;
}

void
ds_run_page_set_directory (DsRunPage  *self,
                           const char *dir)
{
  DsRunPagePrivate *priv = PRIV (self);

  g_return_if_fail (DS_IS_RUN_PAGE (self));

  g_free (priv->dir);
  priv->dir = g_strdup (dir);
  update_folder_row (self);
  ds_run_page_update_sensitivity (self);
}

void
ds_run_page_choose_directory (DsRunPage  *self,
                              const char *dir)
{
  g_return_if_fail (DS_IS_RUN_PAGE (self));
  g_return_if_fail (dir != NULL);

  ds_run_page_set_directory (self, dir);
  remember_folder (self, dir);
}

const char *
ds_run_page_get_directory (DsRunPage *self)
{
  g_return_val_if_fail (DS_IS_RUN_PAGE (self), NULL);
  return PRIV (self)->dir;
}

const char *
ds_run_page_get_folder_subtitle (DsRunPage *self)
{
  g_return_val_if_fail (DS_IS_RUN_PAGE (self), NULL);
  return adw_action_row_get_subtitle (PRIV (self)->folder_row);
}

GSettings *
ds_run_page_get_settings (DsRunPage *self)
{
  g_return_val_if_fail (DS_IS_RUN_PAGE (self), NULL);
  return PRIV (self)->settings;
}

GCancellable *
ds_run_page_get_cancellable (DsRunPage *self)
{
  g_return_val_if_fail (DS_IS_RUN_PAGE (self), NULL);
  return PRIV (self)->cancellable;
}

gboolean
ds_run_page_is_running (DsRunPage *self)
{
  g_return_val_if_fail (DS_IS_RUN_PAGE (self), FALSE);
  return PRIV (self)->task != NULL && ds_run_task_is_running (PRIV (self)->task);
}

DsRunTask *
ds_run_page_get_task (DsRunPage *self)
{
  g_return_val_if_fail (DS_IS_RUN_PAGE (self), NULL);
  return PRIV (self)->task;
}

gint64
ds_run_page_get_saved_run (DsRunPage *self)
{
  g_return_val_if_fail (DS_IS_RUN_PAGE (self), 0);
  return PRIV (self)->saved_run;
}

/* After the subclass's init, which created the template children. */
static void
ds_run_page_constructed (GObject *object)
{
  DsRunPage *self = DS_RUN_PAGE (object);

  G_OBJECT_CLASS (ds_run_page_parent_class)->constructed (object);
  update_folder_row (self);
  ds_run_page_update_sensitivity (self);
}

static void
ds_run_page_dispose (GObject *object)
{
  DsRunPage *self = DS_RUN_PAGE (object);

  g_cancellable_cancel (PRIV (self)->cancellable);
  drop_task (self);
  uninhibit (self);
  G_OBJECT_CLASS (ds_run_page_parent_class)->dispose (object);
}

static void
ds_run_page_finalize (GObject *object)
{
  DsRunPagePrivate *priv = PRIV (DS_RUN_PAGE (object));

  g_clear_object (&priv->settings);
  g_clear_object (&priv->cancellable);
  g_clear_pointer (&priv->drive, ds_drive_unref);
  g_clear_pointer (&priv->dir, g_free);
  G_OBJECT_CLASS (ds_run_page_parent_class)->finalize (object);
}

static void
ds_run_page_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_RUNNING:
      g_value_set_boolean (value, ds_run_page_is_running (DS_RUN_PAGE (object)));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ds_run_page_class_init (DsRunPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = ds_run_page_constructed;
  object_class->dispose = ds_run_page_dispose;
  object_class->finalize = ds_run_page_finalize;
  object_class->get_property = ds_run_page_get_property;

  /* Whether a test runs on this page; the window marks the drive busy. */
  properties[PROP_RUNNING] = g_param_spec_boolean ("running", NULL, NULL, FALSE,
                                                   G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ds_run_page_init (DsRunPage *self)
{
  DsRunPagePrivate *priv = PRIV (self);

  priv->settings = g_settings_new (APP_ID);
  priv->cancellable = g_cancellable_new ();
  g_signal_connect_object (priv->settings, "changed::test-folders", G_CALLBACK (on_folders_changed), self,
                           G_CONNECT_SWAPPED);
}
