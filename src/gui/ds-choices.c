/* ds-choices.c — labels of the shared choices, and their settings bindings
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ds-choices.h"
#include "ds-io-backend.h"

static const char *
profile_label (DsBenchProfile profile)
{
  switch (profile)
    {
    case DS_BENCH_PROFILE_NVME: return _("NVMe SSD");
    case DS_BENCH_PROFILE_PEAK: return _("Peak performance");
    case DS_BENCH_PROFILE_REAL: return _("Real world");
    case DS_BENCH_PROFILE_DEMO: return _("Demo");
    case DS_BENCH_PROFILE_DEFAULT:
    default: return _("Default");
    }
}

static const char *
mode_label (DsIoMode mode)
{
  switch (mode)
    {
    case DS_IO_MODE_WRITE: return _("Write");
    case DS_IO_MODE_MIX: return _("Mix");
    case DS_IO_MODE_READ:
    default: return _("Read");
    }
}

static const char *
pattern_label (DsDataPattern pattern)
{
  return pattern == DS_DATA_PATTERN_ZEROS ? _("Zeros")
         : pattern == DS_DATA_PATTERN_COMPRESSIBLE ? _("Compressible (its share in Preferences)")
         : _("Random (incompressible)");
}

static const char *
units_label (DsChartUnits units)
{
  switch (units)
    {
    case DS_CHART_UNITS_GBPS: return _("GB/s");
    case DS_CHART_UNITS_IOPS: return _("IOPS");
    case DS_CHART_UNITS_US: return _("Latency (µs)");
    case DS_CHART_UNITS_MBPS:
    default: return _("MB/s");
    }
}

static const char *
engine_label (DsIoEngineKind engine)
{
  switch (engine)
    {
    case DS_IO_ENGINE_IO_URING: return _("io_uring");
    case DS_IO_ENGINE_IOCP: return _("Overlapped I/O (iocp)");
    case DS_IO_ENGINE_PSYNC: return _("Synchronous (psync)");
    case DS_IO_ENGINE_AUTO:
    default: return _("Automatic");
    }
}

const char *
ds_choice_label (GType type,
                 int   value)
{
  if (type == DS_TYPE_BENCH_PROFILE)
    return profile_label (value);
  if (type == DS_TYPE_IO_MODE)
    return mode_label (value);
  if (type == DS_TYPE_DATA_PATTERN)
    return pattern_label (value);
  if (type == DS_TYPE_CHART_UNITS)
    return units_label (value);
  if (type == DS_TYPE_IO_ENGINE_KIND)
    return engine_label (value);
  g_return_val_if_reached (NULL);
}

const char *
ds_choice_label_for_nick (GType       type,
                          const char *nick)
{
  g_autoptr(GEnumClass) klass = NULL;
  GEnumValue *value;

  if (nick == NULL)
    return "";
  klass = g_type_class_ref (type);
  value = g_enum_get_value_by_nick (klass, nick);
  return value != NULL ? ds_choice_label (type, value->value) : nick;
}

/* The values the drop-down of @type lists, in order: every value of the
 * enum, except for the engines, where only those this build has. */
static guint
choice_values (GType type,
               int   out[],
               guint max)
{
  g_autoptr(GEnumClass) klass = NULL;
  guint n = 0;

  if (type == DS_TYPE_IO_ENGINE_KIND)
    {
      DsIoEngineKind kinds[DS_IO_ENGINE_KINDS_MAX];
      guint n_kinds = ds_io_engine_kinds_available (kinds);

      for (guint i = 0; i < n_kinds && n < max; i++)
        out[n++] = kinds[i];
      return n;
    }
  klass = g_type_class_ref (type);
  for (guint i = 0; i < klass->n_values && n < max; i++)
    out[n++] = klass->values[i].value;
  return n;
}

#define MAX_CHOICES 32

int
ds_choice_value_at (GType type,
                    guint position)
{
  int values[MAX_CHOICES];
  guint n = choice_values (type, values, MAX_CHOICES);

  return position < n ? values[position] : values[0];
}

guint
ds_choice_position_of (GType type,
                       int   value)
{
  int values[MAX_CHOICES];
  guint n = choice_values (type, values, MAX_CHOICES);

  for (guint i = 0; i < n; i++)
    if (values[i] == value)
      return i;
  return 0;
}

GListModel *
ds_choice_model (GType type)
{
  int values[MAX_CHOICES];
  guint n = choice_values (type, values, MAX_CHOICES);
  GtkStringList *model = gtk_string_list_new (NULL);

  for (guint i = 0; i < n; i++)
    gtk_string_list_append (model, ds_choice_label (type, values[i]));
  return G_LIST_MODEL (model);
}

static gboolean
choice_get (GValue   *value,
            GVariant *variant,
            gpointer  user_data)
{
  int v = 0;

  GType type = (GType) GPOINTER_TO_SIZE (user_data);

  ds_enum_from_nick (type, g_variant_get_string (variant, NULL), &v);
  g_value_set_uint (value, ds_choice_position_of (type, v));
  return TRUE;
}

static GVariant *
choice_set (const GValue       *value,
            const GVariantType *expected_type,
            gpointer            user_data)
{
  GType type = (GType) GPOINTER_TO_SIZE (user_data);
  const char *nick = ds_enum_to_nick (type, ds_choice_value_at (type, g_value_get_uint (value)));

  return nick != NULL ? g_variant_new_string (nick) : NULL;
}

void
ds_settings_bind_choice (GSettings          *settings,
                         const char         *key,
                         GType               type,
                         gpointer            object,
                         const char         *property,
                         GSettingsBindFlags  flags)
{
  g_settings_bind_with_mapping (settings, key, object, property, flags,
                                choice_get, choice_set, GSIZE_TO_POINTER (type), NULL);
}
