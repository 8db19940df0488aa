/* ds-json.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <math.h>

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
ds_json_to_string (JsonNode *node,
                   gboolean  pretty)
{
  g_autoptr(JsonGenerator) gen = json_generator_new ();
  g_autofree char *text = NULL;

  json_generator_set_root (gen, node);
  json_generator_set_pretty (gen, pretty);
  json_generator_set_indent (gen, 2);
  text = json_generator_to_data (gen, NULL);
  return g_strconcat (text, "\n", NULL);
}

JsonNode *
ds_json_from_string (const char *text,
                     GError    **error)
{
  g_autoptr(JsonParser) parser = json_parser_new_immutable ();
  g_autoptr(GError) local_error = NULL;

  if (!json_parser_load_from_data (parser, text, -1, &local_error))
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
