/* ds-run-item.c — one history run in the list models of the History page
 *
 * Its properties are what the columns show and sort by.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ds-format.h"
#include "ds-run-item.h"

struct _DsRunItem
{
  GObject       parent_instance;

  DsHistoryRun *run;
  char         *date;
  char         *drive;
  char         *search_text;
};

G_DEFINE_FINAL_TYPE (DsRunItem, ds_run_item, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_START_TIME,
  PROP_DATE,
  PROP_DRIVE,
  PROP_KIND,
  PROP_HEADLINE,
  PROP_LABEL,
  PROP_STATUS,
  PROP_SEARCH_TEXT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const char *
kind_title (const char *kind)
{
  if (g_strcmp0 (kind, "bench") == 0)
    return _("Benchmark");
  if (g_strcmp0 (kind, "thermal") == 0)
    return _("Thermal test");
  if (g_strcmp0 (kind, "imported-cdm") == 0)
    return _("Imported (CrystalDiskMark)");
  if (g_strcmp0 (kind, "imported-fio") == 0)
    return _("Imported (fio)");
  return kind;
}

static const char *
status_title (const char *status)
{
  if (g_strcmp0 (status, "completed") == 0)
    return "";
  if (g_strcmp0 (status, "cancelled") == 0)
    return _("stopped");
  if (g_strcmp0 (status, "failed") == 0)
    return _("failed");
  return status;
}

static void
ds_run_item_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  DsRunItem *self = DS_RUN_ITEM (object);

  switch (prop_id)
    {
    case PROP_START_TIME:
      g_value_set_int64 (value, self->run->start_time);
      break;
    case PROP_DATE:
      g_value_set_string (value, self->date);
      break;
    case PROP_DRIVE:
      g_value_set_string (value, self->drive);
      break;
    case PROP_KIND:
      g_value_set_string (value, kind_title (self->run->kind));
      break;
    case PROP_HEADLINE:
      g_value_set_string (value, self->run->headline ? self->run->headline : "");
      break;
    case PROP_LABEL:
      g_value_set_string (value, self->run->label ? self->run->label : "");
      break;
    case PROP_STATUS:
      g_value_set_string (value, status_title (self->run->status));
      break;
    case PROP_SEARCH_TEXT:
      g_value_set_string (value, self->search_text);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ds_run_item_finalize (GObject *object)
{
  DsRunItem *self = DS_RUN_ITEM (object);

  g_clear_pointer (&self->run, ds_history_run_free);
  g_free (self->date);
  g_free (self->drive);
  g_free (self->search_text);
  G_OBJECT_CLASS (ds_run_item_parent_class)->finalize (object);
}

static void
ds_run_item_class_init (DsRunItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = ds_run_item_get_property;
  object_class->finalize = ds_run_item_finalize;

  properties[PROP_START_TIME] = g_param_spec_int64 ("start-time", NULL, NULL, G_MININT64, G_MAXINT64, 0,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_DATE] = g_param_spec_string ("date", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_DRIVE] = g_param_spec_string ("drive", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_KIND] = g_param_spec_string ("kind", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_HEADLINE] = g_param_spec_string ("headline", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_LABEL] = g_param_spec_string ("label", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_STATUS] = g_param_spec_string ("status", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SEARCH_TEXT] = g_param_spec_string ("search-text", NULL, NULL, NULL,
                                                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ds_run_item_init (DsRunItem *self)
{
}

DsRunItem *
ds_run_item_new (DsHistoryRun *run)
{
  DsRunItem *self = g_object_new (DS_TYPE_RUN_ITEM, NULL);
  g_autoptr(GDateTime) when = g_date_time_new_from_unix_local (run->start_time);
  g_autofree char *model = ds_escape_terminal (run->drive_model);

  self->run = run;
  self->date = when ? g_date_time_format (when, "%Y-%m-%d %H:%M") : g_strdup ("");
  if (run->drive_label != NULL && *run->drive_label != '\0')
    self->drive = g_strdup (run->drive_label);
  else if (model != NULL && *model != '\0')
    self->drive = g_steal_pointer (&model);
  else if (run->drive_serial != NULL && *run->drive_serial != '\0')
    {
      g_autofree char *serial = ds_escape_terminal (run->drive_serial);

      /* TRANSLATORS: a drive known only by its serial number */
      self->drive = g_strdup_printf (_("Drive %s"), serial);
    }
  else
    self->drive = g_strdup (_("Unknown drive"));
  self->search_text = g_strjoin (" ",
                                 run->label ? run->label : "",
                                 run->comment ? run->comment : "",
                                 self->drive,
                                 run->drive_serial ? run->drive_serial : "",
                                 run->headline ? run->headline : "",
                                 NULL);
  return self;
}

const DsHistoryRun *
ds_run_item_get_run (DsRunItem *self)
{
  g_return_val_if_fail (DS_IS_RUN_ITEM (self), NULL);
  return self->run;
}

gint64
ds_run_item_get_id (DsRunItem *self)
{
  g_return_val_if_fail (DS_IS_RUN_ITEM (self), 0);
  return self->run->id;
}

gboolean
ds_run_item_is_bench (DsRunItem *self)
{
  g_return_val_if_fail (DS_IS_RUN_ITEM (self), FALSE);
  return g_strcmp0 (self->run->kind, "thermal") != 0;
}
