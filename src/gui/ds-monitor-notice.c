/* ds-monitor-notice.c — "2 drives skipped: reading them needs administrator
 * rights", above the drive's pages
 *
 * The monitor (drivescope-cli monitor, the "Watch my drives" service) never
 * asks for a password; after each round it lists the drives it skipped in
 * its state folder (ds-monitor-skipped.h). This line shows that list with
 * the drives' names as the sidebar gives them, follows the file, and hides
 * when the list is empty or gone, or until the list changes when the user
 * hides it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ds-drive.h"
#include "ds-monitor-notice.h"
#include "ds-monitor-skipped.h"

struct _DsMonitorNotice
{
  AdwBin        parent_instance;

  GtkRevealer  *revealer;
  GtkLabel     *label;

  GFileMonitor *file_monitor;
  char         *dir;
  GStrv         skipped;     /* kernel names; NULL when none */
  GHashTable   *names;       /* kernel name -> display name */
  char         *hidden_for;  /* the list the user hid, joined */
};

G_DEFINE_FINAL_TYPE (DsMonitorNotice, ds_monitor_notice, ADW_TYPE_BIN)

static void
update (DsMonitorNotice *self)
{
  g_autoptr(GString) list = g_string_new (NULL);
  g_autofree char *joined = NULL;
  g_autofree char *text = NULL;
  guint n = self->skipped != NULL ? g_strv_length (self->skipped) : 0;

  for (guint i = 0; i < n; i++)
    {
      const char *shown = g_hash_table_lookup (self->names, self->skipped[i]);

      if (list->len > 0)
        g_string_append (list, ", ");
      if (shown != NULL && g_strcmp0 (shown, self->skipped[i]) != 0)
        /* TRANSLATORS: a drive in a list: "Samsung SSD 980 PRO 1TB (nvme0n1)" */
        g_string_append_printf (list, _("%s (%s)"), shown, self->skipped[i]);
      else
        g_string_append (list, self->skipped[i]);
    }
  joined = n > 0 ? g_strjoinv ("\n", self->skipped) : NULL;
  if (n == 0 || g_strcmp0 (joined, self->hidden_for) == 0)
    {
      gtk_revealer_set_reveal_child (self->revealer, FALSE);
      return;
    }
  text = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE,
                                       /* TRANSLATORS: %s lists the drives: "Samsung SSD 870 EVO 1TB (sda)" */
                                       "%u drive skipped by the drive monitor: reading it needs administrator rights, "
                                       "and the monitor never asks for a password — %s.",
                                       "%u drives skipped by the drive monitor: reading them needs administrator "
                                       "rights, and the monitor never asks for a password — %s.", n),
                          n, list->str);
  gtk_label_set_text (self->label, text);
  gtk_revealer_set_reveal_child (self->revealer, TRUE);
}

void
ds_monitor_notice_reload (DsMonitorNotice *self)
{
  g_return_if_fail (DS_IS_MONITOR_NOTICE (self));

  g_clear_pointer (&self->skipped, g_strfreev);
  self->skipped = ds_monitor_skipped_load (self->dir, NULL);
  update (self);
}

static void
on_file_changed (GFileMonitor      *monitor,
                 GFile             *file,
                 GFile             *other,
                 GFileMonitorEvent  event,
                 gpointer           user_data)
{
  if (event == G_FILE_MONITOR_EVENT_CHANGES_DONE_HINT || event == G_FILE_MONITOR_EVENT_DELETED ||
      event == G_FILE_MONITOR_EVENT_CREATED || event == G_FILE_MONITOR_EVENT_RENAMED ||
      event == G_FILE_MONITOR_EVENT_MOVED_IN || event == G_FILE_MONITOR_EVENT_MOVED_OUT)
    ds_monitor_notice_reload (DS_MONITOR_NOTICE (user_data));
}

static void
on_hide_clicked (DsMonitorNotice *self)
{
  g_free (self->hidden_for);
  self->hidden_for = self->skipped != NULL ? g_strjoinv ("\n", self->skipped) : NULL;
  update (self);
}

void
ds_monitor_notice_set_drives (DsMonitorNotice *self,
                              GPtrArray       *drives)
{
  g_return_if_fail (DS_IS_MONITOR_NOTICE (self));

  g_hash_table_remove_all (self->names);
  for (guint i = 0; drives != NULL && i < drives->len; i++)
    {
      const DsDrive *drive = g_ptr_array_index (drives, i);

      g_hash_table_insert (self->names, g_strdup (drive->name), ds_drive_display_name (drive));
    }
  update (self);
}

const char *
ds_monitor_notice_get_text (DsMonitorNotice *self)
{
  g_return_val_if_fail (DS_IS_MONITOR_NOTICE (self), NULL);

  return gtk_revealer_get_reveal_child (self->revealer) ? gtk_label_get_text (self->label) : NULL;
}

static void
ds_monitor_notice_dispose (GObject *object)
{
  DsMonitorNotice *self = DS_MONITOR_NOTICE (object);

  if (self->file_monitor != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->file_monitor, self);
      g_file_monitor_cancel (self->file_monitor);
    }
  g_clear_object (&self->file_monitor);
  G_OBJECT_CLASS (ds_monitor_notice_parent_class)->dispose (object);
}

static void
ds_monitor_notice_finalize (GObject *object)
{
  DsMonitorNotice *self = DS_MONITOR_NOTICE (object);

  g_free (self->dir);
  g_strfreev (self->skipped);
  g_hash_table_unref (self->names);
  g_free (self->hidden_for);
  G_OBJECT_CLASS (ds_monitor_notice_parent_class)->finalize (object);
}

static void
ds_monitor_notice_class_init (DsMonitorNoticeClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ds_monitor_notice_dispose;
  object_class->finalize = ds_monitor_notice_finalize;
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/drivescope/Drivescope/ds-monitor-notice.ui");
  gtk_widget_class_bind_template_child (widget_class, DsMonitorNotice, revealer);
  gtk_widget_class_bind_template_child (widget_class, DsMonitorNotice, label);
  gtk_widget_class_bind_template_callback (widget_class, on_hide_clicked);
}

static void
ds_monitor_notice_init (DsMonitorNotice *self)
{
  g_autofree char *path = NULL;
  g_autoptr(GFile) file = NULL;

  gtk_widget_init_template (GTK_WIDGET (self));
  self->names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  self->dir = ds_monitor_state_dir ();
  path = g_build_filename (self->dir, DS_MONITOR_SKIPPED_FILE, NULL);
  file = g_file_new_for_path (path);
  /* No monitor (no inotify, a folder not made yet): read once at start. */
  self->file_monitor = g_file_monitor_file (file, G_FILE_MONITOR_WATCH_MOVES, NULL, NULL);
  if (self->file_monitor != NULL)
    g_signal_connect (self->file_monitor, "changed", G_CALLBACK (on_file_changed), self);
  ds_monitor_notice_reload (self);
}
