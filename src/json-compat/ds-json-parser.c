/* ds-json-parser.c — JsonParser of the json-glib stand-in, on json-c's tokener
 *
 * json-c parses (strict mode: no comments or trailing commas; NaN and
 * Infinity refused afterwards; single-quoted strings read, as json-glib reads
 * them; UTF-8 validated; at most DS_JSON_MAX_DEPTH levels of nesting), then the
 * result is copied into JsonNodes. Errors read like json-glib's,
 * "<data>:LINE:COLUMN: Parse error: …", which callers use to point at a line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "json-glib/json-glib.h"

#include <json-c/json.h>
#include <limits.h>
#include <math.h>
#include <string.h>

struct _JsonParser
{
  GObject   parent_instance;
  JsonNode *root;
  gboolean  immutable;  /* recorded only: nodes here are never sealed */
};

G_DEFINE_TYPE (JsonParser, json_parser, G_TYPE_OBJECT)

G_DEFINE_QUARK (json-parser-error-quark, json_parser_error)

static void
json_parser_finalize (GObject *object)
{
  JsonParser *self = JSON_PARSER (object);

  g_clear_pointer (&self->root, json_node_unref);
  G_OBJECT_CLASS (json_parser_parent_class)->finalize (object);
}

static void
json_parser_class_init (JsonParserClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = json_parser_finalize;
}

static void
json_parser_init (JsonParser *self)
{
}

JsonParser *
json_parser_new (void)
{
  return g_object_new (JSON_TYPE_PARSER, NULL);
}

JsonParser *
json_parser_new_immutable (void)
{
  JsonParser *self = json_parser_new ();

  self->immutable = TRUE;
  return self;
}

JsonNode *
json_parser_get_root (JsonParser *parser)
{
  g_return_val_if_fail (JSON_IS_PARSER (parser), NULL);
  return parser->root;
}

JsonNode *
json_parser_steal_root (JsonParser *parser)
{
  g_return_val_if_fail (JSON_IS_PARSER (parser), NULL);
  return g_steal_pointer (&parser->root);
}

/* NULL when the tree holds NaN or an infinity, which json-c reads and JSON
 * (and json-glib) does not have. */
static JsonNode *
node_from_json_c (struct json_object *jo)
{
  JsonNode *node;

  switch (json_object_get_type (jo))
    {
    case json_type_null:
      return json_node_new (JSON_NODE_NULL);
    case json_type_boolean:
      return json_node_init_boolean (json_node_alloc (), json_object_get_boolean (jo));
    case json_type_double:
      if (!isfinite (json_object_get_double (jo)))
        return NULL;
      return json_node_init_double (json_node_alloc (), json_object_get_double (jo));
    case json_type_int:
      /* json-c keeps integers above G_MAXINT64 as unsigned: a double then. */
      if (json_object_get_int64 (jo) == G_MAXINT64 && json_object_get_uint64 (jo) > (guint64) G_MAXINT64)
        return json_node_init_double (json_node_alloc (), (double) json_object_get_uint64 (jo));
      return json_node_init_int (json_node_alloc (), json_object_get_int64 (jo));
    case json_type_string:
      return json_node_init_string (json_node_alloc (), json_object_get_string (jo));
    case json_type_array:
      {
        size_t n = json_object_array_length (jo);
        JsonArray *array = json_array_sized_new (n);

        for (size_t i = 0; i < n; i++)
          {
            JsonNode *element = node_from_json_c (json_object_array_get_idx (jo, i));

            if (element == NULL)
              {
                json_array_unref (array);
                return NULL;
              }
            json_array_add_element (array, element);
          }
        node = json_node_new (JSON_NODE_ARRAY);
        json_node_take_array (node, array);
        return node;
      }
    case json_type_object:
      {
        JsonObject *object = json_object_new ();

        /* json-c keeps members in document order; a repeated name keeps its
         * first place and its last value, as json-glib does. */
        json_object_object_foreach (jo, key, val)
          {
            JsonNode *member = node_from_json_c (val);

            if (member == NULL)
              {
                json_object_unref (object);
                return NULL;
              }
            json_object_set_member (object, key, member);
          }
        node = json_node_new (JSON_NODE_OBJECT);
        json_node_take_object (node, object);
        return node;
      }
    }
  return json_node_new (JSON_NODE_NULL);
}

static void
position_of (const char *text, size_t offset, guint *line, guint *column)
{
  *line = 1;
  *column = 1;
  for (size_t i = 0; i < offset && text[i] != '\0'; i++)
    {
      if (text[i] == '\n')
        {
          (*line)++;
          *column = 1;
        }
      else if (((guchar) text[i] & 0xC0) != 0x80)
        (*column)++;
    }
}

static gboolean
only_whitespace (const char *p)
{
  for (; *p != '\0'; p++)
    if (*p != ' ' && *p != '\t' && *p != '\n' && *p != '\r')
      return FALSE;
  return TRUE;
}

static void
set_parse_error (GError **error, const char *text, size_t offset, JsonParserError code, const char *what)
{
  guint line, column;

  position_of (text, offset, &line, &column);
  g_set_error (error, JSON_PARSER_ERROR, code, "<data>:%u:%u: Parse error: %s", line, column, what);
}

/* Replaces the root. Empty or all-blank data is not an error: the root is
 * NULL then (as json-glib). */
gboolean
json_parser_load_from_data (JsonParser  *parser,
                            const char  *data,
                            gssize       length,
                            GError     **error)
{
  g_autofree char *text = NULL;
  struct json_tokener *tok;
  struct json_object *jo;
  enum json_tokener_error jerr;
  size_t len, end;

  g_return_val_if_fail (JSON_IS_PARSER (parser), FALSE);
  g_return_val_if_fail (data != NULL, FALSE);

  g_clear_pointer (&parser->root, json_node_unref);
  len = length < 0 ? strlen (data) : (size_t) length;
  if (memchr (data, '\0', len) != NULL)
    {
      set_parse_error (error, data, (const char *) memchr (data, '\0', len) - data,
                       JSON_PARSER_ERROR_INVALID_DATA, "the data holds a NUL byte");
      return FALSE;
    }
  if (len >= INT_MAX)
    {
      g_set_error (error, JSON_PARSER_ERROR, JSON_PARSER_ERROR_INVALID_DATA,
                   "<data>: Parse error: %zu bytes is more than this parser reads", len);
      return FALSE;
    }
  text = g_strndup (data, len);
  if (only_whitespace (text))
    return TRUE;

  tok = json_tokener_new_ex (DS_JSON_MAX_DEPTH);
  if (tok == NULL)
    g_error ("json_tokener_new_ex failed");
  json_tokener_set_flags (tok, JSON_TOKENER_STRICT | JSON_TOKENER_ALLOW_TRAILING_CHARS |
                               JSON_TOKENER_VALIDATE_UTF8);
  /* The terminating NUL goes in too: it ends a number at the very end. */
  jo = json_tokener_parse_ex (tok, text, (int) len + 1);
  jerr = json_tokener_get_error (tok);
  end = json_tokener_get_parse_end (tok);
  json_tokener_free (tok);

  if (jerr != json_tokener_success)
    {
      g_autofree char *what = NULL;

      if (jerr == json_tokener_error_depth)
        what = g_strdup_printf ("nested deeper than %d levels", DS_JSON_MAX_DEPTH);
      else if (jerr == json_tokener_continue || end >= len)
        what = g_strdup ("unexpected end of data");
      else
        what = g_strdup (json_tokener_error_desc (jerr));
      set_parse_error (error, text, MIN (end, len), JSON_PARSER_ERROR_PARSE, what);
      g_clear_pointer (&jo, json_object_put);
      return FALSE;
    }
  if (end < len && !only_whitespace (text + end))
    {
      /* json-c stops at the NUL it was given; anything but blanks after the
       * value is an error, as in json-glib. */
      while (text[end] == ' ' || text[end] == '\t' || text[end] == '\n' || text[end] == '\r')
        end++;
      set_parse_error (error, text, end, JSON_PARSER_ERROR_PARSE, "unexpected data after the end of the value");
      json_object_put (jo);
      return FALSE;
    }
  /* json-c returns NULL (and success) for a lone "null". */
  parser->root = jo != NULL ? node_from_json_c (jo) : json_node_new (JSON_NODE_NULL);
  json_object_put (jo);
  if (parser->root == NULL)
    {
      g_set_error_literal (error, JSON_PARSER_ERROR, JSON_PARSER_ERROR_INVALID_BAREWORD,
                           "<data>: Parse error: NaN and Infinity are not JSON numbers");
      return FALSE;
    }
  return TRUE;
}

JsonNode *
json_from_string (const char *str, GError **error)
{
  g_autoptr(JsonParser) parser = json_parser_new ();

  g_return_val_if_fail (str != NULL, NULL);
  if (!json_parser_load_from_data (parser, str, -1, error))
    return NULL;
  return json_parser_steal_root (parser);
}
