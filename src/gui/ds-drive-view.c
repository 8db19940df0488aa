/* ds-drive-view.c — the pages of one drive
 *
 * One view per drive, so a benchmark keeps running on one drive while the
 * user browses the others.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ds-application.h"
#include "ds-drive-view.h"

struct _DsDriveView
{
  AdwBin         parent_instance;

  DsDrive       *drive;        /* owned */

  AdwViewStack  *stack;
  DsDrivePage   *drive_page;
  DsBenchPage   *bench_page;
  DsThermalPage *thermal_page;
  DsSuitePage   *suite_page;
  DsVerifyPage  *verify_page;
  DsHistoryPage *history_page;
};

G_DEFINE_FINAL_TYPE (DsDriveView, ds_drive_view, ADW_TYPE_BIN)

enum { PROP_0, PROP_BUSY, N_PROPS };
static GParamSpec *properties[N_PROPS];

static void
on_running_changed (DsDriveView *self)
{
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BUSY]);
}

static void
ds_drive_view_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_BUSY:
      g_value_set_boolean (value, ds_drive_view_get_busy (DS_DRIVE_VIEW (object)));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

void
ds_drive_view_set_drive (DsDriveView   *self,
                         GPtrArray     *drives,
                         DsDrive       *drive)
{
  g_return_if_fail (DS_IS_DRIVE_VIEW (self));

  ds_drive_ref (drive);
  g_clear_pointer (&self->drive, ds_drive_unref);
  self->drive = drive;
  ds_drive_page_set_drive (self->drive_page, drive);
  ds_run_page_set_drive (DS_RUN_PAGE (self->bench_page), drives, drive);
  ds_run_page_set_drive (DS_RUN_PAGE (self->thermal_page), drives, drive);
  ds_run_page_set_drive (DS_RUN_PAGE (self->suite_page), drives, drive);
  ds_run_page_set_drive (DS_RUN_PAGE (self->verify_page), drives, drive);
  /* Runs are tied to the drive by its identity in the store. */
  ds_history_page_set_drive_names (self->history_page, drives);
  ds_history_page_set_drive (self->history_page, drive);
}

const DsDrive *
ds_drive_view_get_drive (DsDriveView *self)
{
  g_return_val_if_fail (DS_IS_DRIVE_VIEW (self), NULL);
  return self->drive;
}

AdwViewStack *
ds_drive_view_get_stack (DsDriveView *self)
{
  g_return_val_if_fail (DS_IS_DRIVE_VIEW (self), NULL);
  return self->stack;
}

void
ds_drive_view_show_page (DsDriveView *self,
                         const char  *name)
{
  g_return_if_fail (DS_IS_DRIVE_VIEW (self));

  if (adw_view_stack_get_child_by_name (self->stack, name) != NULL)
    adw_view_stack_set_visible_child_name (self->stack, name);
}

DsDrivePage *
ds_drive_view_get_drive_page (DsDriveView *self)
{
  g_return_val_if_fail (DS_IS_DRIVE_VIEW (self), NULL);
  return self->drive_page;
}

DsBenchPage *
ds_drive_view_get_bench_page (DsDriveView *self)
{
  g_return_val_if_fail (DS_IS_DRIVE_VIEW (self), NULL);
  return self->bench_page;
}

DsThermalPage *
ds_drive_view_get_thermal_page (DsDriveView *self)
{
  g_return_val_if_fail (DS_IS_DRIVE_VIEW (self), NULL);
  return self->thermal_page;
}

DsSuitePage *
ds_drive_view_get_suite_page (DsDriveView *self)
{
  g_return_val_if_fail (DS_IS_DRIVE_VIEW (self), NULL);
  return self->suite_page;
}

DsVerifyPage *
ds_drive_view_get_verify_page (DsDriveView *self)
{
  g_return_val_if_fail (DS_IS_DRIVE_VIEW (self), NULL);
  return self->verify_page;
}

DsHistoryPage *
ds_drive_view_get_history_page (DsDriveView *self)
{
  g_return_val_if_fail (DS_IS_DRIVE_VIEW (self), NULL);
  return self->history_page;
}

gboolean
ds_drive_view_get_busy (DsDriveView *self)
{
  g_return_val_if_fail (DS_IS_DRIVE_VIEW (self), FALSE);
  return ds_run_page_is_running (DS_RUN_PAGE (self->bench_page)) ||
         ds_run_page_is_running (DS_RUN_PAGE (self->thermal_page)) ||
         ds_run_page_is_running (DS_RUN_PAGE (self->suite_page)) ||
         ds_run_page_is_running (DS_RUN_PAGE (self->verify_page));
}

static void
on_snapshot_saved (GObject      *object,
                   GAsyncResult *result,
                   gpointer      user_data)
{
  g_autoptr(GError) error = NULL;

  /* A snapshot that cannot be kept costs only the trend point. */
  if (ds_history_save_health_finish (DS_HISTORY (object), result, &error) == 0)
    g_warning ("The health snapshot was not saved to the history: %s", error->message);
}

static void
on_health_read (DsHealthCard   *card,
                const DsHealth *health,
                DsDriveView    *self)
{
  if (self->drive != NULL)
    ds_history_save_health_async (ds_application_get_default_history (), self->drive, health, NULL, NULL, NULL,
                                  on_snapshot_saved, NULL);
}

static void
ds_drive_view_finalize (GObject *object)
{
  DsDriveView *self = DS_DRIVE_VIEW (object);

  g_clear_pointer (&self->drive, ds_drive_unref);
  G_OBJECT_CLASS (ds_drive_view_parent_class)->finalize (object);
}

static void
ds_drive_view_class_init (DsDriveViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = ds_drive_view_finalize;
  object_class->get_property = ds_drive_view_get_property;

  /* A benchmark, thermal test, suite or capacity check runs on the drive. */
  properties[PROP_BUSY] = g_param_spec_boolean ("busy", NULL, NULL, FALSE,
                                                G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (DS_TYPE_DRIVE_PAGE);
  g_type_ensure (DS_TYPE_BENCH_PAGE);
  g_type_ensure (DS_TYPE_THERMAL_PAGE);
  g_type_ensure (DS_TYPE_SUITE_PAGE);
  g_type_ensure (DS_TYPE_VERIFY_PAGE);
  g_type_ensure (DS_TYPE_HISTORY_PAGE);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/drivescope/Drivescope/ds-drive-view.ui");
  gtk_widget_class_bind_template_child (widget_class, DsDriveView, stack);
  gtk_widget_class_bind_template_child (widget_class, DsDriveView, drive_page);
  gtk_widget_class_bind_template_child (widget_class, DsDriveView, bench_page);
  gtk_widget_class_bind_template_child (widget_class, DsDriveView, thermal_page);
  gtk_widget_class_bind_template_child (widget_class, DsDriveView, suite_page);
  gtk_widget_class_bind_template_child (widget_class, DsDriveView, verify_page);
  gtk_widget_class_bind_template_child (widget_class, DsDriveView, history_page);
}

static void
ds_drive_view_init (DsDriveView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (ds_drive_page_get_health_card (self->drive_page), "health-read",
                    G_CALLBACK (on_health_read), self);
  g_signal_connect_swapped (self->bench_page, "notify::running", G_CALLBACK (on_running_changed), self);
  g_signal_connect_swapped (self->thermal_page, "notify::running", G_CALLBACK (on_running_changed), self);
  g_signal_connect_swapped (self->suite_page, "notify::running", G_CALLBACK (on_running_changed), self);
  g_signal_connect_swapped (self->verify_page, "notify::running", G_CALLBACK (on_running_changed), self);
}

GtkWidget *
ds_drive_view_new (void)
{
  return g_object_new (DS_TYPE_DRIVE_VIEW, NULL);
}
