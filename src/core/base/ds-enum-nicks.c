/* ds-enum-nicks.c — nicks of the shared enums, through their GTypes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ds-enum-nicks.h"

const char *
ds_enum_to_nick (GType type,
                 int   value)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (type);
  GEnumValue *v = g_enum_get_value (klass, value);

  /* The class stays registered, so the nick outlives the reference. */
  return v != NULL ? v->value_nick : NULL;
}

gboolean
ds_enum_from_nick (GType       type,
                   const char *nick,
                   int        *out)
{
  g_autoptr(GEnumClass) klass = NULL;
  GEnumValue *v;

  if (nick == NULL)
    return FALSE;
  klass = g_type_class_ref (type);
  v = g_enum_get_value_by_nick (klass, nick);
  if (v == NULL)
    return FALSE;
  *out = v->value;
  return TRUE;
}

char **
ds_enum_nicks (GType type)
{
  g_autoptr(GEnumClass) klass = g_type_class_ref (type);
  GStrvBuilder *builder = g_strv_builder_new ();
  char **nicks;

  for (guint i = 0; i < klass->n_values; i++)
    g_strv_builder_add (builder, klass->values[i].value_nick);
  nicks = g_strv_builder_end (builder);
  g_strv_builder_unref (builder);
  return nicks;
}
