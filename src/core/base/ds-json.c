/* ds-json.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <math.h>
#include <string.h>

#include "ds-error.h"
#include "ds-json.h"

void
ds_json_set_double (JsonObject *obj, const char *key, double value)
{
  if (isfinite (value))
    json_object_set_double_member (obj, key, value);
  else
    json_object_set_null_member (obj, key);
}

void
ds_json_set_string (JsonObject *obj, const char *key, const char *value)
{
  if (value != NULL)
    json_object_set_string_member (obj, key, value);
  else
    json_object_set_null_member (obj, key);
}

void
ds_json_set_u64 (JsonObject *obj, const char *key, guint64 value)
{
  /* JSON numbers are doubles to most readers; json-glib keeps gint64. */
  if (value > (guint64) G_MAXINT64)
    json_object_set_double_member (obj, key, (double) value);
  else
    json_object_set_int_member (obj, key, (gint64) value);
}

static JsonNode *
get_node (JsonObject *obj, const char *key)
{
  JsonNode *node;

  if (obj == NULL || !json_object_has_member (obj, key))
    return NULL;
  node = json_object_get_member (obj, key);
  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return NULL;
  return node;
}

double
ds_json_get_double (JsonObject *obj, const char *key, double fallback)
{
  JsonNode *node = get_node (obj, key);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return fallback;
  switch (json_node_get_value_type (node))
    {
    case G_TYPE_INT64:
      return (double) json_node_get_int (node);
    case G_TYPE_DOUBLE:
      return json_node_get_double (node);
    case G_TYPE_BOOLEAN:
      return json_node_get_boolean (node) ? 1.0 : 0.0;
    default:
      return fallback;
    }
}

gint64
ds_json_get_int (JsonObject *obj, const char *key, gint64 fallback)
{
  JsonNode *node = get_node (obj, key);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return fallback;
  switch (json_node_get_value_type (node))
    {
    case G_TYPE_INT64:
      return json_node_get_int (node);
    case G_TYPE_DOUBLE:
      return (gint64) json_node_get_double (node);
    case G_TYPE_BOOLEAN:
      return json_node_get_boolean (node);
    default:
      return fallback;
    }
}

gboolean
ds_json_get_bool (JsonObject *obj, const char *key, gboolean fallback)
{
  JsonNode *node = get_node (obj, key);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node))
    return fallback;
  if (json_node_get_value_type (node) == G_TYPE_BOOLEAN)
    return json_node_get_boolean (node);
  return ds_json_get_int (obj, key, fallback) != 0;
}

const char *
ds_json_get_string (JsonObject *obj, const char *key)
{
  JsonNode *node = get_node (obj, key);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) ||
      json_node_get_value_type (node) != G_TYPE_STRING)
    return NULL;
  return json_node_get_string (node);
}

JsonObject *
ds_json_get_object (JsonObject *obj, const char *key)
{
  JsonNode *node = get_node (obj, key);

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return NULL;
  return json_node_get_object (node);
}

JsonArray *
ds_json_get_array (JsonObject *obj, const char *key)
{
  JsonNode *node = get_node (obj, key);

  if (node == NULL || !JSON_NODE_HOLDS_ARRAY (node))
    return NULL;
  return json_node_get_array (node);
}

char *
ds_json_escape_c1 (const char *text,
                   const char *suffix)
{
  GString *out = g_string_sized_new (strlen (text) + 2);

  /* json-glib escapes C0 but writes U+0080..U+009F (C1: CSI, NEL…) as
   * they are; a terminal acts on them. In generated JSON they can only be
   * inside strings, where \u0085 means the same character. */
  for (const char *p = text; *p != '\0'; p++)
    {
      if ((guchar) p[0] == 0xc2 && (guchar) p[1] >= 0x80 && (guchar) p[1] <= 0x9f)
        {
          g_string_append_printf (out, "\\u%04x", (guchar) p[1]);
          p++;
        }
      else
        g_string_append_c (out, *p);
    }
  g_string_append (out, suffix);
  return g_string_free (out, FALSE);
}

char *
ds_json_to_string (JsonNode *node,
                   gboolean  pretty)
{
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autofree char *text = NULL;

  json_generator_set_root (gen, node);
  json_generator_set_pretty (gen, pretty);
  json_generator_set_indent (gen, 2);
  text = json_generator_to_data (gen, NULL);
  return ds_json_escape_c1 (text, "\n");
}

gboolean
ds_json_check_limits (const char  *text,
                      gsize        length,
                      gsize        max_bytes,
                      GError     **error)
{
  guint depth = 0, line = 1;
  gboolean in_string = FALSE;

  if (length > max_bytes)
    {
      g_autofree char *size = g_format_size (length);
      g_autofree char *limit = g_format_size (max_bytes);

      g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                   _("The JSON document is %s, more than the %s Drivescope reads; it was not parsed."),
                   size, limit);
      return FALSE;
    }
  /* json-glib's parser recurses once per level and overflows the stack
   * long before it runs out of input, so count the levels first. Brackets
   * inside strings do not count; a malformed document is left to the
   * parser to describe. */
  for (gsize i = 0; i < length && text[i] != '\0'; i++)
    {
      char c = text[i];

      if (c == '\n')
        line++;
      if (in_string)
        {
          if (c == '\\' && i + 1 < length)
            i++;
          else if (c == '"')
            in_string = FALSE;
          continue;
        }
      if (c == '"')
        in_string = TRUE;
      else if (c == '[' || c == '{')
        {
          if (++depth > DS_JSON_INPUT_MAX_DEPTH)
            {
              g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                           _("Line %u: the JSON is nested more than %d levels deep, which no Drivescope, "
                             "fio or helper document is; it was not parsed."),
                           line, DS_JSON_INPUT_MAX_DEPTH);
              return FALSE;
            }
        }
      else if ((c == ']' || c == '}') && depth > 0)
        depth--;
    }
  return TRUE;
}

JsonNode *
ds_json_from_data (const char  *text,
                   gsize        length,
                   gsize        max_bytes,
                   GError     **error)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(GError) local_error = NULL;

  if (!ds_json_check_limits (text, length, max_bytes, error))
    return NULL;
  if (!json_parser_load_from_data (parser, text, (gssize) length, &local_error))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                   _("Not valid JSON: %s"), local_error->message);
      return NULL;
    }
  if (json_parser_get_root (parser) == NULL)
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_PARSE, _("The file is empty; expected JSON."));
      return NULL;
    }
  return json_node_ref (json_parser_get_root (parser));
}

JsonNode *
ds_json_from_string (const char *text,
                     GError    **error)
{
  return ds_json_from_data (text, strlen (text), DS_JSON_MAX_BYTES, error);
}
