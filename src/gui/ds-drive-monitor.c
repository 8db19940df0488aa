/* ds-drive-monitor.c — the list of drives, kept current off the main thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ds-drive-list.h"
#include "ds-drive-monitor.h"

struct _DsDriveMonitor
{
  GObject       parent_instance;

  guint         interval_ms;
  guint         timeout_id;
  gboolean      show_all;
  gboolean      scanning;
  guint         generation;
  GCancellable *cancellable;
  GPtrArray    *drives;
  gboolean      force_changed;  /* report the next scan even if the same */
  GError       *error;
};

G_DEFINE_FINAL_TYPE (DsDriveMonitor, ds_drive_monitor, G_TYPE_OBJECT)

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* Whether a new scan shows anything the last one did not. */
static gboolean
same_drives (GPtrArray *a,
             GPtrArray *b)
{
  if (a == NULL || b == NULL || a->len != b->len)
    return FALSE;
  for (guint i = 0; i < a->len; i++)
    if (!ds_drive_equal (g_ptr_array_index (a, i), g_ptr_array_index (b, i)))
      return FALSE;
  return TRUE;
}

static void
scan_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  DsEnumFlags flags = GPOINTER_TO_UINT (task_data);
  GError *error = NULL;
  GPtrArray *drives = ds_drive_list_enumerate (flags, &error);

  if (drives == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, drives, (GDestroyNotify) g_ptr_array_unref);
}

static void
scan_done (GObject      *object,
           GAsyncResult *res,
           gpointer      user_data)
{
  DsDriveMonitor *self = DS_DRIVE_MONITOR (object);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) drives = NULL;
  gboolean changed = FALSE;

  self->scanning = FALSE;
  drives = g_task_propagate_pointer (G_TASK (res), &error);
  if (drives == NULL)
    {
      if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        return;
      /* A failed scan changes what the window shows only the first time. */
      changed = self->error == NULL;
      g_clear_error (&self->error);
      self->error = g_steal_pointer (&error);
    }
  else
    {
      changed = self->force_changed || self->error != NULL || !same_drives (self->drives, drives);
      self->force_changed = FALSE;
      g_clear_error (&self->error);
      if (changed)
        {
          g_clear_pointer (&self->drives, g_ptr_array_unref);
          self->drives = g_steal_pointer (&drives);
        }
    }
  self->generation++;
  if (changed)
    g_signal_emit (self, signals[CHANGED], 0);
}

void
ds_drive_monitor_refresh (DsDriveMonitor *self)
{
  g_autoptr(GTask) task = NULL;
  DsEnumFlags flags = self->show_all ? DS_ENUM_FLAGS_ALL : DS_ENUM_FLAGS_NONE;

  g_return_if_fail (DS_IS_DRIVE_MONITOR (self));

  if (self->scanning)
    return;
  self->scanning = TRUE;
  task = g_task_new (self, self->cancellable, scan_done, NULL);
  g_task_set_source_tag (task, ds_drive_monitor_refresh);
  g_task_set_name (task, "drive scan");
  /* The worker gets a frozen copy of its one parameter. */
  g_task_set_task_data (task, GUINT_TO_POINTER (flags), NULL);
  g_task_set_return_on_cancel (task, FALSE);
  g_task_run_in_thread (task, scan_thread);
}

static gboolean
on_timeout (gpointer user_data)
{
  ds_drive_monitor_refresh (DS_DRIVE_MONITOR (user_data));
  return G_SOURCE_CONTINUE;
}

void
ds_drive_monitor_set_show_all (DsDriveMonitor *self,
                               gboolean        show_all)
{
  g_return_if_fail (DS_IS_DRIVE_MONITOR (self));

  if (self->show_all == !!show_all)
    return;
  self->show_all = !!show_all;
  /* Report the next scan even if it finds the same drives. */
  self->force_changed = TRUE;
  ds_drive_monitor_refresh (self);
}

GPtrArray *
ds_drive_monitor_get_drives (DsDriveMonitor *self)
{
  g_return_val_if_fail (DS_IS_DRIVE_MONITOR (self), NULL);
  return self->drives;
}

const GError *
ds_drive_monitor_get_error (DsDriveMonitor *self)
{
  g_return_val_if_fail (DS_IS_DRIVE_MONITOR (self), NULL);
  return self->error;
}

guint
ds_drive_monitor_get_generation (DsDriveMonitor *self)
{
  g_return_val_if_fail (DS_IS_DRIVE_MONITOR (self), 0);
  return self->generation;
}

static void
ds_drive_monitor_dispose (GObject *object)
{
  DsDriveMonitor *self = DS_DRIVE_MONITOR (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->timeout_id, g_source_remove);
  G_OBJECT_CLASS (ds_drive_monitor_parent_class)->dispose (object);
}

static void
ds_drive_monitor_finalize (GObject *object)
{
  DsDriveMonitor *self = DS_DRIVE_MONITOR (object);

  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->drives, g_ptr_array_unref);
  g_clear_error (&self->error);
  G_OBJECT_CLASS (ds_drive_monitor_parent_class)->finalize (object);
}

static void
ds_drive_monitor_class_init (DsDriveMonitorClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->dispose = ds_drive_monitor_dispose;
  object_class->finalize = ds_drive_monitor_finalize;

  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass),
                                   G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                   G_TYPE_NONE, 0);
}

static void
ds_drive_monitor_init (DsDriveMonitor *self)
{
  self->cancellable = g_cancellable_new ();
}

DsDriveMonitor *
ds_drive_monitor_new (guint interval_ms)
{
  DsDriveMonitor *self = g_object_new (DS_TYPE_DRIVE_MONITOR, NULL);

  self->interval_ms = interval_ms;
  if (interval_ms > 0)
    /* Default priority: below GTK's redraw a slow renderer (GL on llvmpipe)
     * would leave it no turn while anything animates, and a drive plugged in
     * would not show. The scan itself runs in a worker. */
    self->timeout_id = g_timeout_add_full (G_PRIORITY_DEFAULT, interval_ms, on_timeout, self, NULL);
  ds_drive_monitor_refresh (self);
  return self;
}
