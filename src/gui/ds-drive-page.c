/* ds-drive-page.c — the Overview page of one drive: identity, link (with a
 * warning row when it is degraded), temperature, partitions with a free-space
 * bar per mounted filesystem, and the health card.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ds-drive-page.h"
#include "ds-drive-row.h"
#include "ds-format.h"
#include "ds-health-card.h"

typedef enum
{
  FIELD_MODEL,
  FIELD_VENDOR,
  FIELD_SERIAL,
  FIELD_FIRMWARE,
  FIELD_CAPACITY,
  FIELD_BLOCKS,
  FIELD_KIND,
  FIELD_TRANSPORT,
  FIELD_WWN,
  FIELD_PATH,
  FIELD_MEMBERS,
  N_IDENTITY_FIELDS,
  FIELD_LINK = N_IDENTITY_FIELDS,
  FIELD_LINK_MAX,
  FIELD_SLOT_MAX,
  FIELD_CEILING,
  FIELD_TEMPERATURE,
  N_FIELDS,
} Field;

struct _DsDrivePage
{
  AdwBin                parent_instance;

  DsDrive              *drive;         /* owned */
  char                 *partitions_fingerprint;
  guint                 n_space_bars;

  GtkImage             *drive_icon;
  GtkLabel             *title_label;
  GtkLabel             *subtitle_label;
  AdwPreferencesGroup  *identity_group;
  AdwPreferencesGroup  *link_group;
  AdwPreferencesGroup  *warning_group;
  DsHealthCard         *health_card;
  AdwActionRow         *link_warning_row;
  AdwPreferencesGroup  *partitions_group;
  GtkWidget            *field_rows[N_FIELDS];
  GtkLabel             *field_values[N_FIELDS];
  GPtrArray            *partition_rows;
};

G_DEFINE_FINAL_TYPE (DsDrivePage, ds_drive_page, ADW_TYPE_BIN)

static const char *
field_title (Field field)
{
  switch (field)
    {
    case FIELD_MODEL: return _("Model");
    case FIELD_VENDOR: return _("Vendor");
    case FIELD_SERIAL: return _("Serial number");
    case FIELD_FIRMWARE: return _("Firmware");
    case FIELD_CAPACITY: return _("Capacity");
    case FIELD_BLOCKS: return _("Block size");
    case FIELD_KIND: return _("Kind");
    case FIELD_TRANSPORT: return _("Interface");
    case FIELD_WWN: return _("World wide name");
    case FIELD_PATH: return _("Device");
    case FIELD_MEMBERS: return _("Built from");
    case FIELD_LINK: return _("Link");
    case FIELD_LINK_MAX: return _("Drive supports");
    case FIELD_SLOT_MAX: return _("Slot supports");
    case FIELD_CEILING: return _("Interface ceiling");
    case FIELD_TEMPERATURE: return _("Temperature");
    case N_FIELDS:
    default:
      g_assert_not_reached ();
    }
  return NULL;
}

static void
set_field (DsDrivePage *self,
           Field        field,
           const char  *value)
{
  gboolean known = value != NULL && *value != '\0';

  gtk_label_set_label (self->field_values[field], known ? value : "");
  gtk_widget_set_visible (self->field_rows[field], known);
}

static char *
describe_kind (const DsDrive *drive)
{
  const char *medium;

  if (drive->rotational == 1)
    medium = _("Hard disk");
  else if (drive->rotational == 0)
    medium = _("Solid state");
  else
    return NULL;
  if (drive->removable == 1)
    /* TRANSLATORS: "Solid state, removable" */
    return g_strdup_printf (_("%s, removable"), medium);
  return g_strdup (medium);
}

static char *
describe_members (const DsDrive *drive)
{
  g_autoptr(GString) s = NULL;

  if (drive->members == NULL || drive->members->len == 0)
    return NULL;
  s = g_string_new (NULL);
  for (guint i = 0; i < drive->members->len; i++)
    {
      if (i > 0)
        g_string_append (s, ", ");
      g_string_append (s, g_ptr_array_index (drive->members, i));
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static char *
describe_temperature (const DsDrive *drive)
{
  g_autofree char *now = ds_format_temperature (drive->temperature_c);
  g_autofree char *warn = ds_format_temperature (drive->temperature_warning_c);
  g_autofree char *crit = ds_format_temperature (drive->temperature_critical_c);

  if (now == NULL)
    return NULL;
  if (warn != NULL && crit != NULL)
    /* TRANSLATORS: "41 °C (warning at 70 °C, critical at 80 °C)" */
    return g_strdup_printf (_("%s (warning at %s, critical at %s)"), now, warn, crit);
  if (warn != NULL)
    return g_strdup_printf (_("%s (warning at %s)"), now, warn);
  if (crit != NULL)
    return g_strdup_printf (_("%s (critical at %s)"), now, crit);
  return g_steal_pointer (&now);
}

static char *
partitions_fingerprint (const DsDrive *drive)
{
  g_autoptr(GString) s = g_string_new (NULL);

  for (guint i = 0; drive->partitions != NULL && i < drive->partitions->len; i++)
    {
      const DsPartition *part = g_ptr_array_index (drive->partitions, i);

      g_string_append_printf (s, "%s %s %s %" G_GUINT64_FORMAT " %" G_GINT64_FORMAT " %" G_GINT64_FORMAT,
                              part->name, part->fstype ? part->fstype : "",
                              part->label ? part->label : "", part->size_bytes,
                              part->free_bytes / 1000000, part->total_bytes / 1000000);
      for (guint j = 0; part->mountpoints != NULL && j < part->mountpoints->len; j++)
        g_string_append_printf (s, " %s", (const char *) g_ptr_array_index (part->mountpoints, j));
      g_string_append_c (s, '\n');
    }
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static GtkWidget *
make_partition_row (DsDrivePage       *self,
                    const DsPartition *part)
{
  GtkWidget *row = adw_action_row_new ();
  g_autoptr(GString) subtitle = g_string_new (NULL);
  g_autofree char *size = ds_format_bytes (part->size_bytes);
  g_autofree char *title = NULL;
  gboolean mounted = part->mountpoints != NULL && part->mountpoints->len > 0;

  if (part->label != NULL && *part->label != '\0')
    {
      g_autofree char *label = ds_strip_control (part->label);

      /* TRANSLATORS: partition title: "nvme0n1p2 “Home”" */
      title = g_strdup_printf (_("%s “%s”"), part->name, label);
    }
  else
    title = g_strdup (part->name);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);

  g_string_append (subtitle, size);
  if (part->fstype != NULL)
    g_string_append_printf (subtitle, " · %s", part->fstype);
  if (part->holder != NULL)
    /* TRANSLATORS: a partition that holds an encrypted or LVM volume: "under dm-0" */
    g_string_append_printf (subtitle, _(" · holds %s"), part->holder);
  for (guint j = 0; mounted && j < part->mountpoints->len; j++)
    g_string_append_printf (subtitle, j == 0 ? _(" · mounted at %s") : ", %s",
                            (const char *) g_ptr_array_index (part->mountpoints, j));
  if (!mounted && part->holder == NULL)
    g_string_append (subtitle, _(" · not mounted"));
  adw_action_row_set_subtitle (ADW_ACTION_ROW (row), subtitle->str);

  if (mounted)
    {
      GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
      GtkWidget *label;

      gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
      if (part->free_bytes >= 0)
        {
          guint64 total = part->total_bytes > 0 ? (guint64) part->total_bytes : part->size_bytes;
          /* As a run's footer says how full it was (df's way); without the
           * used bytes, what is not free to users. */
          double used = part->used_bytes >= 0 ? ds_fill_percent ((guint64) part->used_bytes, (guint64) part->free_bytes) / 100.0
                        : total > 0 ? 1.0 - (double) part->free_bytes / (double) total : 0.0;
          g_autofree char *free_text = ds_format_bytes ((guint64) part->free_bytes);
          g_autofree char *label_text = g_strdup_printf (_("%s free"), free_text);
          g_autofree char *accessible = NULL;
          GtkWidget *bar = gtk_level_bar_new_for_interval (0.0, 1.0);

          used = isnan (used) ? 0.0 : CLAMP (used, 0.0, 1.0);
          gtk_level_bar_set_value (GTK_LEVEL_BAR (bar), used);
          /* Full is the alarming end: no "high is good" colouring. */
          gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_LOW);
          gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_HIGH);
          gtk_level_bar_remove_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_FULL);
          gtk_level_bar_add_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_HIGH, 0.75);
          gtk_level_bar_add_offset_value (GTK_LEVEL_BAR (bar), GTK_LEVEL_BAR_OFFSET_FULL, 0.9);
          gtk_widget_set_size_request (bar, 96, -1);
          gtk_widget_add_css_class (bar, "ds-space-bar");
          /* TRANSLATORS: accessible description of a free-space bar: "82 % used, 120.3 GB free" */
          accessible = g_strdup_printf (_("%.0f %% used, %s free"), used * 100.0, free_text);
          gtk_accessible_update_property (GTK_ACCESSIBLE (bar),
                                          GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);
          gtk_widget_set_tooltip_text (bar, accessible);
          label = gtk_label_new (label_text);
          gtk_box_append (GTK_BOX (box), bar);
          self->n_space_bars++;
        }
      else
        label = gtk_label_new (_("free space unknown"));
      gtk_widget_add_css_class (label, "caption");
      gtk_widget_add_css_class (label, "dim-label");
      gtk_label_set_xalign (GTK_LABEL (label), 1.0f);
      gtk_box_append (GTK_BOX (box), label);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), box);
    }
  return row;
}

static void
rebuild_partitions (DsDrivePage *self)
{
  const DsDrive *drive = self->drive;

  for (guint i = 0; i < self->partition_rows->len; i++)
    adw_preferences_group_remove (self->partitions_group, g_ptr_array_index (self->partition_rows, i));
  g_ptr_array_set_size (self->partition_rows, 0);
  self->n_space_bars = 0;

  for (guint i = 0; drive->partitions != NULL && i < drive->partitions->len; i++)
    {
      GtkWidget *row = make_partition_row (self, g_ptr_array_index (drive->partitions, i));

      adw_preferences_group_add (self->partitions_group, row);
      g_ptr_array_add (self->partition_rows, row);
    }
  gtk_widget_set_visible (GTK_WIDGET (self->partitions_group), self->partition_rows->len > 0);
}

void
ds_drive_page_set_drive (DsDrivePage *self,
                         DsDrive     *drive)
{
  g_autofree char *title = NULL;
  g_autofree char *capacity = NULL;
  g_autofree char *blocks = NULL;
  g_autofree char *kind = NULL;
  g_autofree char *members = NULL;
  g_autofree char *link = NULL;
  g_autofree char *link_max = NULL;
  g_autofree char *slot_max = NULL;
  g_autofree char *ceiling = NULL;
  g_autofree char *temperature = NULL;
  g_autofree char *parts = NULL;
  g_autofree char *model = NULL;
  g_autofree char *vendor = NULL;
  g_autofree char *serial = NULL;
  g_autofree char *firmware = NULL;
  g_autofree char *wwn = NULL;
  g_autofree char *subtitle = NULL;
  gboolean same_drive;

  g_return_if_fail (DS_IS_DRIVE_PAGE (self));
  g_return_if_fail (drive != NULL);

  same_drive = self->drive != NULL && g_strcmp0 (self->drive->name, drive->name) == 0;
  ds_drive_ref (drive);
  g_clear_pointer (&self->drive, ds_drive_unref);
  self->drive = drive;

  title = ds_drive_display_name (drive);
  capacity = ds_format_capacity (drive->size_bytes);
  gtk_image_set_from_icon_name (self->drive_icon, ds_drive_icon_name (drive));
  gtk_label_set_label (self->title_label, title);
  /* TRANSLATORS: under the drive's name: "/dev/nvme0n1 · 1.0 TB (931.5 GiB)" */
  subtitle = g_strdup_printf (_("%s · %s"), drive->path, capacity);
  gtk_label_set_label (self->subtitle_label, subtitle);

  if (drive->logical_block_size > 0 && drive->physical_block_size > 0 &&
      drive->logical_block_size != drive->physical_block_size)
    /* TRANSLATORS: logical / physical block size in bytes */
    blocks = g_strdup_printf (_("%u bytes logical, %u bytes physical"),
                              drive->logical_block_size, drive->physical_block_size);
  else if (drive->logical_block_size > 0)
    blocks = g_strdup_printf (_("%u bytes"), drive->logical_block_size);
  kind = describe_kind (drive);
  members = describe_members (drive);

  model = ds_strip_control (drive->model);
  vendor = ds_strip_control (drive->vendor);
  serial = ds_strip_control (drive->serial);
  firmware = ds_strip_control (drive->firmware);
  wwn = ds_strip_control (drive->wwn);
  set_field (self, FIELD_MODEL, model);
  set_field (self, FIELD_VENDOR, vendor);
  set_field (self, FIELD_SERIAL, serial);
  set_field (self, FIELD_FIRMWARE, firmware);
  set_field (self, FIELD_CAPACITY, drive->size_bytes > 0 ? capacity : NULL);
  set_field (self, FIELD_BLOCKS, blocks);
  set_field (self, FIELD_KIND, kind);
  set_field (self, FIELD_TRANSPORT, ds_transport_display_name (drive->transport));
  set_field (self, FIELD_WWN, wwn);
  set_field (self, FIELD_PATH, drive->path);
  set_field (self, FIELD_MEMBERS, members);

  if (drive->has_link)
    {
      link = ds_link_describe_rate (drive->link.type, drive->link.current_gts, drive->link.current_width);
      link_max = ds_link_describe_rate (drive->link.type, drive->link.max_gts, drive->link.max_width);
      slot_max = ds_link_describe_rate (drive->link.type, drive->link.slot_max_gts, drive->link.slot_max_width);
    }
  else if (drive->transport != DS_TRANSPORT_MD && drive->transport != DS_TRANSPORT_DM &&
           drive->transport != DS_TRANSPORT_LOOP && drive->transport != DS_TRANSPORT_RAM &&
           drive->transport != DS_TRANSPORT_ZRAM && drive->transport != DS_TRANSPORT_VIRTUAL)
    /* Stacked and virtual devices have no link of their own. */
    link = ds_drive_describe_link (drive);
  if (drive->max_interface_mbps > 0)
    /* TRANSLATORS: the most an interface can carry, e.g. "7877 MB/s" */
    ceiling = g_strdup_printf (_("%.0f MB/s"), drive->max_interface_mbps);
  temperature = describe_temperature (drive);

  set_field (self, FIELD_LINK, link);
  set_field (self, FIELD_LINK_MAX, link_max);
  set_field (self, FIELD_SLOT_MAX, slot_max);
  set_field (self, FIELD_CEILING, ceiling);
  set_field (self, FIELD_TEMPERATURE, temperature);

  gtk_widget_set_visible (GTK_WIDGET (self->warning_group), drive->has_link && drive->link.degraded);
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self->link_warning_row), FALSE);
  adw_action_row_set_subtitle (self->link_warning_row,
                               drive->link.reason ? drive->link.reason
                                                  : _("The link runs slower than the drive and its slot support."));

  ds_health_card_set_drive (self->health_card, drive);

  parts = partitions_fingerprint (drive);
  if (!same_drive || g_strcmp0 (parts, self->partitions_fingerprint) != 0)
    {
      g_free (self->partitions_fingerprint);
      self->partitions_fingerprint = g_steal_pointer (&parts);
      rebuild_partitions (self);
    }
}

const DsDrive *
ds_drive_page_get_drive (DsDrivePage *self)
{
  g_return_val_if_fail (DS_IS_DRIVE_PAGE (self), NULL);
  return self->drive;
}

guint
ds_drive_page_get_n_space_bars (DsDrivePage *self)
{
  g_return_val_if_fail (DS_IS_DRIVE_PAGE (self), 0);
  return self->n_space_bars;
}

DsHealthCard *
ds_drive_page_get_health_card (DsDrivePage *self)
{
  g_return_val_if_fail (DS_IS_DRIVE_PAGE (self), NULL);
  return self->health_card;
}

void
ds_drive_page_get_link_texts (DsDrivePage  *self,
                              const char  **current,
                              const char  **drive_max,
                              const char  **slot_max)
{
  g_return_if_fail (DS_IS_DRIVE_PAGE (self));

  *current = gtk_label_get_label (self->field_values[FIELD_LINK]);
  *drive_max = gtk_label_get_label (self->field_values[FIELD_LINK_MAX]);
  *slot_max = gtk_label_get_label (self->field_values[FIELD_SLOT_MAX]);
}

gboolean
ds_drive_page_get_link_warning_visible (DsDrivePage *self)
{
  g_return_val_if_fail (DS_IS_DRIVE_PAGE (self), FALSE);
  return gtk_widget_get_visible (GTK_WIDGET (self->warning_group));
}

static void
ds_drive_page_finalize (GObject *object)
{
  DsDrivePage *self = DS_DRIVE_PAGE (object);

  g_clear_pointer (&self->drive, ds_drive_unref);
  g_clear_pointer (&self->partition_rows, g_ptr_array_unref);
  g_clear_pointer (&self->partitions_fingerprint, g_free);
  G_OBJECT_CLASS (ds_drive_page_parent_class)->finalize (object);
}

static void
ds_drive_page_class_init (DsDrivePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = ds_drive_page_finalize;

  g_type_ensure (DS_TYPE_HEALTH_CARD);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/drivescope/Drivescope/ds-drive-page.ui");
  gtk_widget_class_bind_template_child (widget_class, DsDrivePage, drive_icon);
  gtk_widget_class_bind_template_child (widget_class, DsDrivePage, title_label);
  gtk_widget_class_bind_template_child (widget_class, DsDrivePage, subtitle_label);
  gtk_widget_class_bind_template_child (widget_class, DsDrivePage, identity_group);
  gtk_widget_class_bind_template_child (widget_class, DsDrivePage, link_group);
  gtk_widget_class_bind_template_child (widget_class, DsDrivePage, warning_group);
  gtk_widget_class_bind_template_child (widget_class, DsDrivePage, health_card);
  gtk_widget_class_bind_template_child (widget_class, DsDrivePage, link_warning_row);
  gtk_widget_class_bind_template_child (widget_class, DsDrivePage, partitions_group);
}

static void
ds_drive_page_init (DsDrivePage *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));

  self->partition_rows = g_ptr_array_new ();
  for (Field field = 0; field < N_FIELDS; field++)
    {
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *value = gtk_label_new (NULL);

      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), field_title (field));
      gtk_label_set_wrap (GTK_LABEL (value), TRUE);
      gtk_label_set_wrap_mode (GTK_LABEL (value), PANGO_WRAP_WORD_CHAR);
      gtk_label_set_xalign (GTK_LABEL (value), 1.0f);
      gtk_label_set_justify (GTK_LABEL (value), GTK_JUSTIFY_RIGHT);
      gtk_label_set_max_width_chars (GTK_LABEL (value), 40);
      gtk_widget_set_hexpand (value, TRUE);
      gtk_widget_add_css_class (value, "dim-label");
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), value);
      /* The value labels the row for screen readers along with its title. */
      gtk_accessible_update_relation (GTK_ACCESSIBLE (row),
                                      GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, value, NULL,
                                      -1);
      adw_preferences_group_add (field < N_IDENTITY_FIELDS ? self->identity_group : self->link_group, row);
      self->field_rows[field] = row;
      self->field_values[field] = GTK_LABEL (value);
    }
}

GtkWidget *
ds_drive_page_new (void)
{
  return g_object_new (DS_TYPE_DRIVE_PAGE, NULL);
}
