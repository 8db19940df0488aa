/* ds-drive-monitor.c — the list of drives, kept current off the main thread
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

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
  char         *fingerprint;
  GError       *error;
};

G_DEFINE_FINAL_TYPE (DsDriveMonitor, ds_drive_monitor, G_TYPE_OBJECT)

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* What the worker hands back: plain data only. */
typedef struct
{
  GPtrArray *drives;
  char      *fingerprint;
} ScanResult;

static void
scan_result_free (ScanResult *result)
{
  g_clear_pointer (&result->drives, g_ptr_array_unref);
  g_free (result->fingerprint);
  g_free (result);
}

char *
ds_drive_fingerprint (const DsDrive *drive)
{
  GString *s = g_string_new (NULL);

  g_string_append_printf (s, "%s|%s|%s|%s|%s|%" G_GUINT64_FORMAT "|%d|",
                          drive->name,
                          drive->model ? drive->model : "",
                          drive->serial ? drive->serial : "",
                          drive->firmware ? drive->firmware : "",
                          ds_transport_to_string (drive->transport),
                          drive->size_bytes,
                          drive->removable);
  if (drive->has_link)
    g_string_append_printf (s, "%.1f x%u/%.1f x%u %d|",
                            drive->link.current_gts, drive->link.current_width,
                            drive->link.max_gts, drive->link.max_width,
                            drive->link.degraded);
  if (!isnan (drive->temperature_c))
    g_string_append_printf (s, "%.0f|", drive->temperature_c);
  for (guint i = 0; drive->partitions != NULL && i < drive->partitions->len; i++)
    {
      const DsPartition *part = g_ptr_array_index (drive->partitions, i);

      g_string_append_printf (s, "[%s %s %s %" G_GINT64_FORMAT,
                              part->name,
                              part->fstype ? part->fstype : "",
                              part->label ? part->label : "",
                              /* Free space to the MB, so a running test does
                               * not redraw the page for every block. */
                              part->free_bytes < 0 ? (gint64) -1 : part->free_bytes / 1000000);
      for (guint j = 0; part->mountpoints != NULL && j < part->mountpoints->len; j++)
        g_string_append_printf (s, " %s", (const char *) g_ptr_array_index (part->mountpoints, j));
      g_string_append_c (s, ']');
    }
  return g_string_free (s, FALSE);
}

static void
scan_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  DsEnumFlags flags = GPOINTER_TO_UINT (task_data);
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) drives = NULL;
  g_autoptr(GString) fingerprint = g_string_new (NULL);
  ScanResult *result;

  drives = ds_drive_list_enumerate (flags, &error);
  if (drives == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  for (guint i = 0; i < drives->len; i++)
    {
      g_autofree char *one = ds_drive_fingerprint (g_ptr_array_index (drives, i));

      g_string_append (fingerprint, one);
      g_string_append_c (fingerprint, '\n');
    }
  result = g_new0 (ScanResult, 1);
  result->drives = g_steal_pointer (&drives);
  result->fingerprint = g_string_free (g_steal_pointer (&fingerprint), FALSE);
  g_task_return_pointer (task, result, (GDestroyNotify) scan_result_free);
}

static void
scan_done (GObject      *object,
           GAsyncResult *res,
           gpointer      user_data)
{
  DsDriveMonitor *self = DS_DRIVE_MONITOR (object);
  g_autoptr(GError) error = NULL;
  ScanResult *result;
  gboolean changed = FALSE;

  self->scanning = FALSE;
  result = g_task_propagate_pointer (G_TASK (res), &error);
  if (result == NULL)
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
      changed = self->drives == NULL || self->error != NULL ||
                g_strcmp0 (self->fingerprint, result->fingerprint) != 0;
      g_clear_error (&self->error);
      if (changed)
        {
          g_clear_pointer (&self->drives, g_ptr_array_unref);
          self->drives = g_steal_pointer (&result->drives);
          g_free (self->fingerprint);
          self->fingerprint = g_steal_pointer (&result->fingerprint);
        }
      scan_result_free (result);
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
  /* Force the next scan to be reported even if it finds the same drives. */
  g_clear_pointer (&self->fingerprint, g_free);
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
  g_clear_pointer (&self->fingerprint, g_free);
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
    self->timeout_id = g_timeout_add_full (G_PRIORITY_LOW, interval_ms, on_timeout, self, NULL);
  ds_drive_monitor_refresh (self);
  return self;
}
