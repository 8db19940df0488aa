/* ds-json-generator.c — JsonGenerator of the json-glib stand-in
 *
 * Writes what json-glib 1.6's generator writes, so documents, exports and
 * test expectations do not change with the JSON back end: `"name" : value`
 * when pretty, doubles through g_ascii_dtostr with ".0" added when the text
 * would read as an integer, non-ASCII text as UTF-8, an empty object at
 * depth N as "{" + N*indent spaces + "}". One deliberate difference: U+001F
 * is escaped (json-glib 1.6 writes it raw, which is not valid JSON).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "json-glib/json-glib.h"

#include <string.h>

struct _JsonGenerator
{
  GObject   parent_instance;
  JsonNode *root;
  guint     indent;
  gboolean  pretty;
};

G_DEFINE_TYPE (JsonGenerator, json_generator, G_TYPE_OBJECT)

static void
json_generator_finalize (GObject *object)
{
  JsonGenerator *self = JSON_GENERATOR (object);

  g_clear_pointer (&self->root, json_node_unref);
  G_OBJECT_CLASS (json_generator_parent_class)->finalize (object);
}

static void
json_generator_class_init (JsonGeneratorClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = json_generator_finalize;
}

static void
json_generator_init (JsonGenerator *self)
{
  self->indent = 2;
}

JsonGenerator *
json_generator_new (void)
{
  return g_object_new (JSON_TYPE_GENERATOR, NULL);
}

void
json_generator_set_root (JsonGenerator *generator, JsonNode *node)
{
  g_return_if_fail (JSON_IS_GENERATOR (generator));
  g_clear_pointer (&generator->root, json_node_unref);
  if (node != NULL)
    generator->root = json_node_ref (node);
}

JsonNode *
json_generator_get_root (JsonGenerator *generator)
{
  g_return_val_if_fail (JSON_IS_GENERATOR (generator), NULL);
  return generator->root;
}

void
json_generator_set_pretty (JsonGenerator *generator, gboolean is_pretty)
{
  g_return_if_fail (JSON_IS_GENERATOR (generator));
  generator->pretty = !!is_pretty;
}

void
json_generator_set_indent (JsonGenerator *generator, guint indent_level)
{
  g_return_if_fail (JSON_IS_GENERATOR (generator));
  generator->indent = indent_level;
}

static void
append_escaped (GString *out, const char *str)
{
  g_string_append_c (out, '"');
  for (const char *p = str; *p != '\0'; p++)
    {
      guchar c = (guchar) *p;

      switch (c)
        {
        case '"':
          g_string_append (out, "\\\"");
          break;
        case '\\':
          g_string_append (out, "\\\\");
          break;
        case '\b':
          g_string_append (out, "\\b");
          break;
        case '\f':
          g_string_append (out, "\\f");
          break;
        case '\n':
          g_string_append (out, "\\n");
          break;
        case '\r':
          g_string_append (out, "\\r");
          break;
        case '\t':
          g_string_append (out, "\\t");
          break;
        default:
          if (c < 0x20 || c == 0x7f)
            g_string_append_printf (out, "\\u%04x", c);
          else
            g_string_append_c (out, (char) c);
        }
    }
  g_string_append_c (out, '"');
}

static void
append_indent (JsonGenerator *self, GString *out, guint level)
{
  if (self->pretty)
    for (guint i = 0; i < level * self->indent; i++)
      g_string_append_c (out, ' ');
}

static void append_node (JsonGenerator *self, GString *out, guint level, const char *name, JsonNode *node);

static void
append_value (GString *out, JsonNode *node)
{
  switch (json_node_get_value_type (node))
    {
    case G_TYPE_INT64:
      g_string_append_printf (out, "%" G_GINT64_FORMAT, json_node_get_int (node));
      break;
    case G_TYPE_DOUBLE:
      {
        char buf[G_ASCII_DTOSTR_BUF_SIZE];

        g_ascii_dtostr (buf, sizeof buf, json_node_get_double (node));
        g_string_append (out, buf);
        if (strpbrk (buf, ".eE") == NULL)
          g_string_append (out, ".0");
        break;
      }
    case G_TYPE_BOOLEAN:
      g_string_append (out, json_node_get_boolean (node) ? "true" : "false");
      break;
    case G_TYPE_STRING:
      append_escaped (out, json_node_get_string (node));
      break;
    default:
      g_string_append (out, "null");
    }
}

static void
append_array (JsonGenerator *self, GString *out, guint level, JsonArray *array)
{
  guint n = json_array_get_length (array);

  g_string_append_c (out, '[');
  if (n == 0)
    {
      g_string_append_c (out, ']');
      return;
    }
  if (self->pretty)
    g_string_append_c (out, '\n');
  for (guint i = 0; i < n; i++)
    {
      append_node (self, out, level + 1, NULL, json_array_get_element (array, i));
      if (i + 1 < n)
        g_string_append_c (out, ',');
      if (self->pretty)
        g_string_append_c (out, '\n');
    }
  append_indent (self, out, level);
  g_string_append_c (out, ']');
}

static void
append_object (JsonGenerator *self, GString *out, guint level, JsonObject *object)
{
  g_autoptr(GList) members = json_object_get_members (object);

  g_string_append_c (out, '{');
  if (members != NULL && self->pretty)
    g_string_append_c (out, '\n');
  for (GList *l = members; l != NULL; l = l->next)
    {
      append_node (self, out, level + 1, l->data, json_object_get_member (object, l->data));
      if (l->next != NULL)
        g_string_append_c (out, ',');
      if (self->pretty)
        g_string_append_c (out, '\n');
    }
  append_indent (self, out, level);
  g_string_append_c (out, '}');
}

static void
append_node (JsonGenerator *self, GString *out, guint level, const char *name, JsonNode *node)
{
  append_indent (self, out, level);
  if (name != NULL)
    {
      append_escaped (out, name);
      g_string_append (out, self->pretty ? " : " : ":");
    }
  switch (JSON_NODE_TYPE (node))
    {
    case JSON_NODE_NULL:
      g_string_append (out, "null");
      break;
    case JSON_NODE_VALUE:
      append_value (out, node);
      break;
    case JSON_NODE_ARRAY:
      if (json_node_get_array (node) != NULL)
        append_array (self, out, level, json_node_get_array (node));
      else
        g_string_append (out, "null");
      break;
    case JSON_NODE_OBJECT:
      if (json_node_get_object (node) != NULL)
        append_object (self, out, level, json_node_get_object (node));
      else
        g_string_append (out, "null");
      break;
    }
}

GString *
json_generator_to_gstring (JsonGenerator *generator, GString *string)
{
  g_return_val_if_fail (JSON_IS_GENERATOR (generator), NULL);
  g_return_val_if_fail (string != NULL, NULL);
  if (generator->root != NULL)
    append_node (generator, string, 0, NULL, generator->root);
  return string;
}

char *
json_generator_to_data (JsonGenerator *generator, gsize *length)
{
  GString *out = g_string_new (NULL);

  json_generator_to_gstring (generator, out);
  if (length != NULL)
    *length = out->len;
  return g_string_free (out, FALSE);
}

char *
json_to_string (JsonNode *node, gboolean pretty)
{
  g_autoptr(JsonGenerator) generator = json_generator_new ();

  g_return_val_if_fail (node != NULL, NULL);
  json_generator_set_root (generator, node);
  json_generator_set_pretty (generator, pretty);
  return json_generator_to_data (generator, NULL);
}
