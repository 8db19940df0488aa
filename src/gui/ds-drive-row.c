/* ds-drive-row.c — one drive in the sidebar: icon by kind, model, capacity,
 * temperature, and a warning sign when its link is degraded.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ds-drive-row.h"
#include "ds-json.h"
#include "ds-format.h"

struct _DsDriveRow
{
  GtkListBoxRow  parent_instance;

  DsDrive       *drive;        /* owned */

  GtkImage      *icon;
  GtkLabel      *title_label;
  GtkLabel      *subtitle_label;
  GtkLabel      *temperature_label;
  GtkImage      *warning_icon;
  GtkSpinner    *busy_spinner;
};

G_DEFINE_FINAL_TYPE (DsDriveRow, ds_drive_row, GTK_TYPE_LIST_BOX_ROW)

char *
ds_format_temperature (double celsius)
{
  if (isnan (celsius))
    return NULL;
  /* TRANSLATORS: a temperature in degrees Celsius */
  return g_strdup_printf (_("%.0f °C"), celsius);
}

const char *
ds_transport_display_name (DsTransport transport)
{
  switch (transport)
    {
    case DS_TRANSPORT_NVME_PCIE: return _("NVMe over PCIe");
    case DS_TRANSPORT_NVME_FABRICS: return _("NVMe over Fabrics");
    case DS_TRANSPORT_SATA: return _("SATA");
    case DS_TRANSPORT_SAS: return _("SAS");
    case DS_TRANSPORT_SCSI: return _("SCSI");
    case DS_TRANSPORT_USB: return _("USB");
    case DS_TRANSPORT_VIRTIO: return _("Virtio (virtual machine)");
    case DS_TRANSPORT_MMC: return _("MMC / SD card");
    case DS_TRANSPORT_MD: return _("Software RAID (md)");
    case DS_TRANSPORT_DM: return _("Device mapper");
    case DS_TRANSPORT_LOOP: return _("Loop device");
    case DS_TRANSPORT_RAM: return _("RAM disk");
    case DS_TRANSPORT_ZRAM: return _("Compressed RAM disk");
    case DS_TRANSPORT_VIRTUAL: return _("Virtual device");
    case DS_TRANSPORT_UNKNOWN:
    default:
      return NULL;
    }
}

const char *
ds_drive_icon_name (const DsDrive *drive)
{
  switch (drive->transport)
    {
    case DS_TRANSPORT_USB:
      return "drive-harddisk-usb-symbolic";
    case DS_TRANSPORT_MMC:
      return "media-flash-symbolic";
    case DS_TRANSPORT_MD:
    case DS_TRANSPORT_DM:
      return "drive-multidisk-symbolic";
    case DS_TRANSPORT_LOOP:
    case DS_TRANSPORT_RAM:
    case DS_TRANSPORT_ZRAM:
    case DS_TRANSPORT_VIRTUAL:
      return "drive-harddisk-system-symbolic";
    case DS_TRANSPORT_UNKNOWN:
    case DS_TRANSPORT_NVME_PCIE:
    case DS_TRANSPORT_NVME_FABRICS:
    case DS_TRANSPORT_SATA:
    case DS_TRANSPORT_SAS:
    case DS_TRANSPORT_SCSI:
    case DS_TRANSPORT_VIRTIO:
    default:
      break;
    }
  if (drive->rotational == 0)
    return "drive-harddisk-solidstate-symbolic";
  return "drive-harddisk-symbolic";
}

/* Another drive of the list is shown with the same name (two identical
 * RAID members, two drives of one model). */
static gboolean
has_twin (GPtrArray     *drives,
          const DsDrive *drive,
          const char    *title)
{
  for (guint i = 0; i < drives->len; i++)
    {
      const DsDrive *other = g_ptr_array_index (drives, i);
      g_autofree char *other_title = NULL;

      if (other == drive || g_strcmp0 (other->name, drive->name) == 0)
        continue;
      other_title = ds_drive_display_name (other);
      if (g_str_equal (other_title, title))
        return TRUE;
    }
  return FALSE;
}

/* "…4F2A": what tells twins apart; the device name when there is no serial. */
static char *
serial_tail (const DsDrive *drive)
{
  g_autofree char *serial = drive->serial ? ds_strip_control (drive->serial) : NULL;
  glong len = serial ? g_utf8_strlen (serial, -1) : 0;

  if (len == 0)
    return g_strdup (drive->name);
  if (len <= 6)
    return g_steal_pointer (&serial);
  return g_strconcat ("…", g_utf8_offset_to_pointer (serial, len - 4), NULL);
}

GtkLabel *
ds_drive_row_get_title_label (DsDriveRow *self)
{
  g_return_val_if_fail (DS_IS_DRIVE_ROW (self), NULL);
  return self->title_label;
}

const char *
ds_drive_row_get_subtitle (DsDriveRow *self)
{
  g_return_val_if_fail (DS_IS_DRIVE_ROW (self), NULL);
  return gtk_label_get_label (self->subtitle_label);
}

void
ds_drive_row_set_drive (DsDriveRow *self,
                        GPtrArray  *drives,
                        DsDrive    *drive)
{
  g_autofree char *title = NULL;
  g_autofree char *capacity = NULL;
  g_autofree char *link = NULL;
  g_autofree char *subtitle = NULL;
  g_autofree char *temperature = NULL;
  g_autofree char *accessible = NULL;

  g_return_if_fail (DS_IS_DRIVE_ROW (self));
  g_return_if_fail (drives != NULL && drive != NULL);

  ds_drive_ref (drive);
  g_clear_pointer (&self->drive, ds_drive_unref);
  self->drive = drive;

  title = ds_drive_display_name (drive);
  capacity = ds_format_bytes (drive->size_bytes);
  link = ds_drive_describe_link (drive);
  if (has_twin (drives, drive, title))
    {
      g_autofree char *tail = serial_tail (drive);

      /* TRANSLATORS: sidebar subtitle of a drive whose name another drive
       * shares: the end of its serial number (or its device name) first,
       * what tells the two apart, then capacity · link, e.g.
       * "…4F2A · 1.0 TB · PCIe 4.0 x4" */
      subtitle = g_strdup_printf (_("%s · %s · %s"), tail, capacity, link);
    }
  else
    /* TRANSLATORS: sidebar subtitle: capacity · link, e.g. "1.0 TB · PCIe 4.0 x4" */
    subtitle = g_strdup_printf (_("%s · %s"), capacity, link);
  temperature = ds_format_temperature (drive->temperature_c);

  gtk_image_set_from_icon_name (self->icon, ds_drive_icon_name (drive));
  gtk_label_set_label (self->title_label, title);
  gtk_label_set_label (self->subtitle_label, subtitle);
  gtk_label_set_label (self->temperature_label, temperature ? temperature : "");
  gtk_widget_set_visible (GTK_WIDGET (self->temperature_label), temperature != NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->warning_icon), drive->has_link && drive->link.degraded);
  gtk_widget_set_tooltip_text (GTK_WIDGET (self->warning_icon),
                               drive->link.reason ? drive->link.reason : _("The link runs slower than it could"));
  {
    /* The title may be cut in a narrow sidebar: the tooltip has all of it. */
    g_autofree char *tooltip = g_strdup_printf ("%s\n%s", title, drive->path ? drive->path : drive->name);

    gtk_widget_set_tooltip_text (GTK_WIDGET (self), tooltip);
  }

  accessible = temperature
    /* TRANSLATORS: accessible label of a sidebar row: model, subtitle, temperature */
    ? g_strdup_printf (_("%s, %s, %s"), title, subtitle, temperature)
    : g_strdup_printf (_("%s, %s"), title, subtitle);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible,
                                  -1);
}

void
ds_drive_row_set_busy (DsDriveRow *self,
                       gboolean    busy)
{
  g_return_if_fail (DS_IS_DRIVE_ROW (self));

  gtk_spinner_set_spinning (self->busy_spinner, busy);
  gtk_widget_set_visible (GTK_WIDGET (self->busy_spinner), busy);
}

gboolean
ds_drive_row_get_busy (DsDriveRow *self)
{
  g_return_val_if_fail (DS_IS_DRIVE_ROW (self), FALSE);
  return gtk_widget_get_visible (GTK_WIDGET (self->busy_spinner));
}

DsDrive *
ds_drive_row_get_drive (DsDriveRow *self)
{
  g_return_val_if_fail (DS_IS_DRIVE_ROW (self), NULL);
  return self->drive;
}

const char *
ds_drive_row_get_name (DsDriveRow *self)
{
  g_return_val_if_fail (DS_IS_DRIVE_ROW (self), NULL);
  return self->drive ? self->drive->name : NULL;
}

const char *
ds_drive_row_get_title (DsDriveRow *self)
{
  g_return_val_if_fail (DS_IS_DRIVE_ROW (self), NULL);
  return gtk_label_get_label (self->title_label);
}

static void
ds_drive_row_finalize (GObject *object)
{
  DsDriveRow *self = DS_DRIVE_ROW (object);

  g_clear_pointer (&self->drive, ds_drive_unref);
  G_OBJECT_CLASS (ds_drive_row_parent_class)->finalize (object);
}

static void
ds_drive_row_class_init (DsDriveRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = ds_drive_row_finalize;

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/drivescope/Drivescope/ds-drive-row.ui");
  gtk_widget_class_bind_template_child (widget_class, DsDriveRow, icon);
  gtk_widget_class_bind_template_child (widget_class, DsDriveRow, title_label);
  gtk_widget_class_bind_template_child (widget_class, DsDriveRow, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, DsDriveRow, temperature_label);
  gtk_widget_class_bind_template_child (widget_class, DsDriveRow, warning_icon);
  gtk_widget_class_bind_template_child (widget_class, DsDriveRow, busy_spinner);
}

static void
ds_drive_row_init (DsDriveRow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
}

GtkWidget *
ds_drive_row_new (GPtrArray *drives,
                  DsDrive   *drive)
{
  DsDriveRow *self = g_object_new (DS_TYPE_DRIVE_ROW, NULL);

  ds_drive_row_set_drive (self, drives, drive);
  return GTK_WIDGET (self);
}
