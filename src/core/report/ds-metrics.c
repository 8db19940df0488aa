/* ds-metrics.c — Prometheus / OpenMetrics text exposition
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ds-metrics.h"

typedef struct
{
  char         *name;
  DsMetricType  type;
  char         *help;
  GString      *samples;
} Family;

struct _DsMetrics
{
  GPtrArray  *families;   /* Family*, in declaration order */
  GHashTable *by_name;    /* borrowed name -> Family* */
};

static void
family_free (Family *family)
{
  g_free (family->name);
  g_free (family->help);
  g_string_free (family->samples, TRUE);
  g_free (family);
}

DsMetrics *
ds_metrics_new (void)
{
  DsMetrics *self = g_new0 (DsMetrics, 1);

  self->families = g_ptr_array_new_with_free_func ((GDestroyNotify) family_free);
  self->by_name = g_hash_table_new (g_str_hash, g_str_equal);
  return self;
}

void
ds_metrics_free (DsMetrics *self)
{
  if (self == NULL)
    return;
  g_hash_table_unref (self->by_name);
  g_ptr_array_unref (self->families);
  g_free (self);
}

static gboolean
valid_name (const char *name)
{
  if (name == NULL || name[0] == '\0' || g_ascii_isdigit (name[0]))
    return FALSE;
  for (const char *p = name; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && *p != '_' && *p != ':')
      return FALSE;
  return TRUE;
}

void
ds_metrics_declare (DsMetrics    *self,
                    const char   *name,
                    DsMetricType  type,
                    const char   *help)
{
  Family *family;

  g_return_if_fail (valid_name (name));
  g_return_if_fail (!g_hash_table_contains (self->by_name, name));
  g_return_if_fail (type != DS_METRIC_COUNTER || g_str_has_suffix (name, "_total"));

  family = g_new0 (Family, 1);
  family->name = g_strdup (name);
  family->type = type;
  family->help = g_strdup (help);
  family->samples = g_string_new (NULL);
  g_ptr_array_add (self->families, family);
  g_hash_table_insert (self->by_name, family->name, family);
}

char *
ds_metrics_escape_label_value (const char *value)
{
  g_autofree char *valid = g_utf8_make_valid (value != NULL ? value : "", -1);
  GString *out = g_string_sized_new (strlen (valid) + 8);

  for (const char *p = valid; *p != '\0'; p = g_utf8_next_char (p))
    {
      gunichar c = g_utf8_get_char (p);

      if (c == '\\')
        g_string_append (out, "\\\\");
      else if (c == '"')
        g_string_append (out, "\\\"");
      else if (c == '\n')
        g_string_append (out, "\\n");
      else if (g_unichar_iscntrl (c))
        g_string_append_unichar (out, 0xFFFD);
      else
        g_string_append_len (out, p, g_utf8_next_char (p) - p);
    }
  return g_string_free (out, FALSE);
}

char *
ds_metrics_format_value (double value)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  if (isnan (value))
    return g_strdup ("NaN");
  if (isinf (value))
    return g_strdup (value > 0 ? "+Inf" : "-Inf");
  /* Whole numbers print exactly while a double holds them exactly (2^53). */
  if (value == floor (value) && fabs (value) < 9007199254740992.0)
    return g_strdup_printf ("%.0f", value);
  /* 15 digits: 0.05 stays 0.05, not 0.050000000000000003. */
  return g_strdup (g_ascii_formatd (buf, sizeof buf, "%.15g", value));
}

/* Escaping for HELP text: backslash and newline only. */
static void
append_help (GString    *out,
             const char *help)
{
  for (const char *p = help; *p != '\0'; p++)
    {
      if (*p == '\\')
        g_string_append (out, "\\\\");
      else if (*p == '\n')
        g_string_append (out, "\\n");
      else
        g_string_append_c (out, *p);
    }
}

void
ds_metrics_add (DsMetrics          *self,
                const char         *name,
                const char * const *labels,
                double              value)
{
  Family *family = g_hash_table_lookup (self->by_name, name);
  g_autofree char *number = NULL;
  gboolean first = TRUE;

  g_return_if_fail (family != NULL);
  if (isnan (value))
    return;

  g_string_append (family->samples, name);
  for (guint i = 0; labels != NULL && labels[i] != NULL; i += 2)
    {
      g_autofree char *escaped = NULL;

      g_return_if_fail (valid_name (labels[i]));
      if (labels[i + 1] == NULL)
        continue;
      escaped = ds_metrics_escape_label_value (labels[i + 1]);
      g_string_append_printf (family->samples, "%s%s=\"%s\"", first ? "{" : ",", labels[i], escaped);
      first = FALSE;
    }
  if (!first)
    g_string_append_c (family->samples, '}');
  number = ds_metrics_format_value (value);
  g_string_append_printf (family->samples, " %s\n", number);
}

char *
ds_metrics_to_text (DsMetrics *self)
{
  GString *out = g_string_new (NULL);

  for (guint i = 0; i < self->families->len; i++)
    {
      const Family *family = g_ptr_array_index (self->families, i);

      if (family->samples->len == 0)
        continue;
      g_string_append_printf (out, "# HELP %s ", family->name);
      append_help (out, family->help);
      g_string_append_printf (out, "\n# TYPE %s %s\n", family->name,
                              family->type == DS_METRIC_COUNTER ? "counter" : "gauge");
      g_string_append_len (out, family->samples->str, family->samples->len);
    }
  return g_string_free (out, FALSE);
}
