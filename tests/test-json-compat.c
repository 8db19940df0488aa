/* test-json-compat.c — the json-glib stand-in (src/json-compat) behaves as
 * json-glib 1.6 where Drivescope depends on it: the text it writes, what it
 * accepts and refuses, and error positions.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <json-glib/json-glib.h>

#include <math.h>
#include <string.h>

static char *
roundtrip (const char *in, gboolean pretty)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = json_from_string (in, &error);

  g_assert_no_error (error);
  g_assert_nonnull (node);
  return json_to_string (node, pretty);
}

static void
test_generator_pretty_layout (void)
{
  g_autofree char *out = roundtrip ("{\"a\":[1,null,[2]],\"e\":{},\"f\":[],\"o\":{\"x\":{}}}", TRUE);

  /* json-glib 1.6: " : " after names, an empty object at depth N holds N*2 spaces. */
  g_assert_cmpstr (out, ==,
                   "{\n"
                   "  \"a\" : [\n"
                   "    1,\n"
                   "    null,\n"
                   "    [\n"
                   "      2\n"
                   "    ]\n"
                   "  ],\n"
                   "  \"e\" : {  },\n"
                   "  \"f\" : [],\n"
                   "  \"o\" : {\n"
                   "    \"x\" : {    }\n"
                   "  }\n"
                   "}");
}

static void
test_generator_numbers_keep_their_kind (void)
{
  g_autoptr(JsonObject) obj = json_object_new ();
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autofree char *out = NULL;

  json_object_set_double_member (obj, "whole", 3.0);
  json_object_set_double_member (obj, "tenth", 0.1);
  json_object_set_double_member (obj, "big", 1e300);
  json_object_set_double_member (obj, "negzero", -0.0);
  json_object_set_int_member (obj, "int", -42);
  json_object_set_boolean_member (obj, "yes", TRUE);
  json_node_set_object (node, obj);
  out = json_to_string (node, FALSE);
  g_assert_cmpstr (out, ==, "{\"whole\":3.0,\"tenth\":0.10000000000000001,\"big\":1.0000000000000001e+300,"
                            "\"negzero\":-0.0,\"int\":-42,\"yes\":true}");
}

static void
test_generator_escapes_control_characters (void)
{
  g_autoptr(JsonArray) arr = json_array_new ();
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_ARRAY);
  g_autofree char *out = NULL;
  g_autofree char *back = NULL;

  json_array_add_string_element (arr, "q\"\\\n\t\x01\x1f\x7f \xc3\xa9/");
  json_node_set_array (node, arr);
  out = json_to_string (node, FALSE);
  g_assert_cmpstr (out, ==, "[\"q\\\"\\\\\\n\\t\\u0001\\u001f\\u007f \xc3\xa9/\"]");
  /* and what it writes reads back to the same string */
  back = roundtrip (out, FALSE);
  g_assert_cmpstr (back, ==, out);
}

static void
test_object_keeps_member_order (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GList) members = NULL;
  g_autoptr(GError) error = NULL;
  JsonObject *obj;

  g_assert_true (json_parser_load_from_data (parser, "{\"z\":1,\"a\":2,\"m\":3,\"a\":4}", -1, &error));
  g_assert_no_error (error);
  obj = json_node_get_object (json_parser_get_root (parser));
  members = json_object_get_members (obj);
  g_assert_cmpuint (g_list_length (members), ==, 3);
  g_assert_cmpstr (members->data, ==, "z");
  g_assert_cmpstr (members->next->data, ==, "a");
  g_assert_cmpstr (members->next->next->data, ==, "m");
  /* a repeated name keeps its first place and its last value */
  g_assert_cmpint (json_object_get_int_member (obj, "a"), ==, 4);
  json_object_remove_member (obj, "a");
  g_assert_false (json_object_has_member (obj, "a"));
  g_assert_cmpuint (json_object_get_size (obj), ==, 2);
}

static void
test_parser_value_types (void)
{
  g_autoptr(JsonNode) node = json_from_string ("[1, 1.5, 1e2, -0, true, \"s\", null, 18446744073709551615]", NULL);
  JsonArray *arr;

  g_assert_nonnull (node);
  arr = json_node_get_array (node);
  g_assert_cmpuint (json_array_get_length (arr), ==, 8);
  g_assert_true (json_node_get_value_type (json_array_get_element (arr, 0)) == G_TYPE_INT64);
  g_assert_true (json_node_get_value_type (json_array_get_element (arr, 1)) == G_TYPE_DOUBLE);
  g_assert_true (json_node_get_value_type (json_array_get_element (arr, 2)) == G_TYPE_DOUBLE);
  g_assert_cmpfloat (json_array_get_double_element (arr, 2), ==, 100.0);
  g_assert_true (json_node_get_value_type (json_array_get_element (arr, 4)) == G_TYPE_BOOLEAN);
  g_assert_cmpstr (json_array_get_string_element (arr, 5), ==, "s");
  g_assert_true (JSON_NODE_HOLDS_NULL (json_array_get_element (arr, 6)));
  /* above G_MAXINT64: a double, not a wrapped negative integer */
  g_assert_true (json_node_get_value_type (json_array_get_element (arr, 7)) == G_TYPE_DOUBLE);
  g_assert_cmpfloat (json_array_get_double_element (arr, 7), >, 1.8e19);
  /* numbers compare by value across kinds */
  {
    g_autoptr(JsonNode) a = json_from_string ("{\"x\":[2, {\"y\":\"z\"}]}", NULL);
    g_autoptr(JsonNode) b = json_from_string ("{\"x\":[2.0, {\"y\":\"z\"}]}", NULL);
    g_autoptr(JsonNode) c = json_from_string ("{\"x\":[2.5, {\"y\":\"z\"}]}", NULL);

    g_assert_true (json_node_equal (a, b));
    g_assert_false (json_node_equal (a, c));
  }
}

static void
test_parser_empty_is_no_root (void)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (json_parser_load_from_data (parser, " \n\t", -1, &error));
  g_assert_no_error (error);
  g_assert_null (json_parser_get_root (parser));
  g_assert_true (json_parser_load_from_data (parser, "null", -1, &error));
  g_assert_nonnull (json_parser_get_root (parser));
  g_assert_true (JSON_NODE_HOLDS_NULL (json_parser_get_root (parser)));
  g_assert_true (json_parser_load_from_data (parser, "7", -1, &error));
  g_assert_cmpint (json_node_get_int (json_parser_get_root (parser)), ==, 7);
}

static void
assert_refused (const char *text, guint line, guint column)
{
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *where = g_strdup_printf ("<data>:%u:%u: Parse error: ", line, column);

  g_assert_false (json_parser_load_from_data (parser, text, -1, &error));
  g_assert_error (error, JSON_PARSER_ERROR, JSON_PARSER_ERROR_PARSE);
  {
    g_autofree char *shown = g_strescape (text, NULL);

    g_test_message ("%s -> %s", shown, error->message);
  }
  g_assert_true (g_str_has_prefix (error->message, where));
  g_assert_null (json_parser_get_root (parser));
}

static void
test_parser_refuses_with_position (void)
{
  assert_refused ("[1,\n2,\n}", 3, 1);
  assert_refused ("{\"a\":1} x", 1, 9);
  assert_refused ("[1,]", 1, 4);
  assert_refused ("{\"a\":", 1, 6);
  assert_refused ("[\"\xff\"]", 1, 3);
}

static void
test_parser_refuses_non_numbers (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) lenient = NULL;

  /* json-c reads NaN and Infinity; json-glib refuses them, and so do we. */
  g_assert_null (json_from_string ("{\"a\": [1, NaN]}", &error));
  g_assert_error (error, JSON_PARSER_ERROR, JSON_PARSER_ERROR_INVALID_BAREWORD);
  g_clear_error (&error);
  g_assert_null (json_from_string ("[-Infinity]", &error));
  g_assert_error (error, JSON_PARSER_ERROR, JSON_PARSER_ERROR_INVALID_BAREWORD);
  g_clear_error (&error);
  /* single-quoted strings are read, as json-glib 1.6 reads them */
  lenient = json_from_string ("{'a':1}", &error);
  g_assert_no_error (error);
  g_assert_cmpint (json_object_get_int_member (json_node_get_object (lenient), "a"), ==, 1);
}

static void
test_parser_limits_depth (void)
{
  g_autoptr(GString) deep = g_string_new (NULL);
  g_autoptr(GString) ok = g_string_new (NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;

  for (int i = 0; i < DS_JSON_MAX_DEPTH; i++)
    g_string_append_c (ok, '[');
  for (int i = 0; i < DS_JSON_MAX_DEPTH; i++)
    g_string_append_c (ok, ']');
  node = json_from_string (ok->str, &error);
  g_assert_no_error (error);
  g_assert_nonnull (node);

  for (int i = 0; i < 100000; i++)
    g_string_append_c (deep, '[');
  g_assert_null (json_from_string (deep->str, &error));
  g_assert_error (error, JSON_PARSER_ERROR, JSON_PARSER_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "nested deeper than"));
}

static void
test_copy_shares_containers (void)
{
  g_autoptr(JsonNode) node = json_from_string ("{\"a\":1}", NULL);
  g_autoptr(JsonNode) copy = json_node_copy (node);

  json_object_set_int_member (json_node_get_object (copy), "b", 2);
  g_assert_true (json_object_has_member (json_node_get_object (node), "b"));
  g_assert_cmpstr (json_object_get_string_member_with_default (json_node_get_object (node), "a", "dflt"), ==, "dflt");
  g_assert_cmpint (json_object_get_int_member_with_default (json_node_get_object (node), "zz", 9), ==, 9);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/json-compat/generator/pretty-layout-as-json-glib", test_generator_pretty_layout);
  g_test_add_func ("/ds/json-compat/generator/numbers-keep-their-kind", test_generator_numbers_keep_their_kind);
  g_test_add_func ("/ds/json-compat/generator/escapes-control-characters", test_generator_escapes_control_characters);
  g_test_add_func ("/ds/json-compat/object/keeps-member-order", test_object_keeps_member_order);
  g_test_add_func ("/ds/json-compat/parser/value-types", test_parser_value_types);
  g_test_add_func ("/ds/json-compat/parser/empty-is-no-root", test_parser_empty_is_no_root);
  g_test_add_func ("/ds/json-compat/parser/refuses-with-position", test_parser_refuses_with_position);
  g_test_add_func ("/ds/json-compat/parser/refuses-nan-and-infinity", test_parser_refuses_non_numbers);
  g_test_add_func ("/ds/json-compat/parser/limits-depth", test_parser_limits_depth);
  g_test_add_func ("/ds/json-compat/node/copy-shares-containers", test_copy_shares_containers);
  return g_test_run ();
}
