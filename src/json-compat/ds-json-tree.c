/* ds-json-tree.c — JsonNode, JsonObject and JsonArray of the json-glib stand-in
 *
 * Reference counted like json-glib's: a node owns its object or array (one
 * reference), an object or array owns its member nodes. Getters return
 * borrowed pointers; "take" and set_*_member steal the reference passed in.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "json-glib/json-glib.h"

#include <string.h>

typedef enum {
  VALUE_INT,
  VALUE_DOUBLE,
  VALUE_BOOLEAN,
  VALUE_STRING,
} ValueKind;

struct _JsonNode
{
  gatomicrefcount ref_count;
  JsonNodeType    type;
  ValueKind       kind;     /* JSON_NODE_VALUE only */
  union {
    JsonObject *object;
    JsonArray  *array;
    gint64      v_int;
    double      v_double;
    gboolean    v_boolean;
    char       *v_string;
  } data;
};

struct _JsonObject
{
  gatomicrefcount ref_count;
  GHashTable     *members;  /* owned name -> owned JsonNode */
  GPtrArray      *order;    /* names (borrowed from members' keys), first-set order */
};

struct _JsonArray
{
  gatomicrefcount ref_count;
  GPtrArray      *elements; /* owned JsonNode */
};

/* --- nodes --- */

static void
node_clear (JsonNode *node)
{
  switch (node->type)
    {
    case JSON_NODE_OBJECT:
      g_clear_pointer (&node->data.object, json_object_unref);
      break;
    case JSON_NODE_ARRAY:
      g_clear_pointer (&node->data.array, json_array_unref);
      break;
    case JSON_NODE_VALUE:
      if (node->kind == VALUE_STRING)
        g_clear_pointer (&node->data.v_string, g_free);
      break;
    case JSON_NODE_NULL:
      break;
    }
  memset (&node->data, 0, sizeof node->data);
}

JsonNode *
json_node_alloc (void)
{
  JsonNode *node = g_new0 (JsonNode, 1);

  g_atomic_ref_count_init (&node->ref_count);
  node->type = JSON_NODE_NULL;
  return node;
}

JsonNode *
json_node_new (JsonNodeType type)
{
  JsonNode *node = json_node_alloc ();

  node->type = type;
  if (type == JSON_NODE_VALUE)
    node->kind = VALUE_INT;
  return node;
}

static JsonNode *
node_reinit (JsonNode *node, JsonNodeType type)
{
  g_return_val_if_fail (node != NULL, NULL);
  node_clear (node);
  node->type = type;
  node->kind = VALUE_INT;
  return node;
}

JsonNode *
json_node_init_object (JsonNode *node, JsonObject *object)
{
  node_reinit (node, JSON_NODE_OBJECT);
  json_node_set_object (node, object);
  return node;
}

JsonNode *
json_node_init_array (JsonNode *node, JsonArray *array)
{
  node_reinit (node, JSON_NODE_ARRAY);
  json_node_set_array (node, array);
  return node;
}

JsonNode *
json_node_init_int (JsonNode *node, gint64 value)
{
  node_reinit (node, JSON_NODE_VALUE);
  json_node_set_int (node, value);
  return node;
}

JsonNode *
json_node_init_double (JsonNode *node, double value)
{
  node_reinit (node, JSON_NODE_VALUE);
  json_node_set_double (node, value);
  return node;
}

JsonNode *
json_node_init_boolean (JsonNode *node, gboolean value)
{
  node_reinit (node, JSON_NODE_VALUE);
  json_node_set_boolean (node, value);
  return node;
}

JsonNode *
json_node_init_string (JsonNode *node, const char *value)
{
  node_reinit (node, JSON_NODE_VALUE);
  json_node_set_string (node, value);
  return node;
}

JsonNode *
json_node_init_null (JsonNode *node)
{
  return node_reinit (node, JSON_NODE_NULL);
}

JsonNode *
json_node_ref (JsonNode *node)
{
  g_return_val_if_fail (node != NULL, NULL);
  g_atomic_ref_count_inc (&node->ref_count);
  return node;
}

void
json_node_unref (JsonNode *node)
{
  g_return_if_fail (node != NULL);
  if (g_atomic_ref_count_dec (&node->ref_count))
    {
      node_clear (node);
      g_free (node);
    }
}

void
json_node_free (JsonNode *node)
{
  json_node_unref (node);
}

/* Like json-glib: objects and arrays are shared with the copy, not copied. */
JsonNode *
json_node_copy (JsonNode *node)
{
  JsonNode *copy;

  g_return_val_if_fail (node != NULL, NULL);
  copy = json_node_new (node->type);
  copy->kind = node->kind;
  switch (node->type)
    {
    case JSON_NODE_OBJECT:
      copy->data.object = node->data.object ? json_object_ref (node->data.object) : NULL;
      break;
    case JSON_NODE_ARRAY:
      copy->data.array = node->data.array ? json_array_ref (node->data.array) : NULL;
      break;
    case JSON_NODE_VALUE:
      if (node->kind == VALUE_STRING)
        copy->data.v_string = g_strdup (node->data.v_string);
      else
        copy->data = node->data;
      break;
    case JSON_NODE_NULL:
      break;
    }
  return copy;
}

JsonNodeType
json_node_get_node_type (JsonNode *node)
{
  g_return_val_if_fail (node != NULL, JSON_NODE_NULL);
  return node->type;
}

GType
json_node_get_value_type (JsonNode *node)
{
  g_return_val_if_fail (node != NULL, G_TYPE_INVALID);
  if (node->type != JSON_NODE_VALUE)
    return G_TYPE_INVALID;
  switch (node->kind)
    {
    case VALUE_INT:
      return G_TYPE_INT64;
    case VALUE_DOUBLE:
      return G_TYPE_DOUBLE;
    case VALUE_BOOLEAN:
      return G_TYPE_BOOLEAN;
    case VALUE_STRING:
      return G_TYPE_STRING;
    }
  return G_TYPE_INVALID;
}

gboolean
json_node_is_null (JsonNode *node)
{
  g_return_val_if_fail (node != NULL, TRUE);
  return node->type == JSON_NODE_NULL;
}

static gboolean
is_number (const JsonNode *node)
{
  return node->type == JSON_NODE_VALUE && (node->kind == VALUE_INT || node->kind == VALUE_DOUBLE);
}

static gboolean
object_equal (JsonObject *a, JsonObject *b)
{
  if (a == b)
    return TRUE;
  if (a->order->len != b->order->len)
    return FALSE;
  for (guint i = 0; i < a->order->len; i++)
    {
      const char *name = g_ptr_array_index (a->order, i);
      JsonNode *other = g_hash_table_lookup (b->members, name);

      if (other == NULL || !json_node_equal (g_hash_table_lookup (a->members, name), other))
        return FALSE;
    }
  return TRUE;
}

static gboolean
array_equal (JsonArray *a, JsonArray *b)
{
  if (a == b)
    return TRUE;
  if (a->elements->len != b->elements->len)
    return FALSE;
  for (guint i = 0; i < a->elements->len; i++)
    if (!json_node_equal (g_ptr_array_index (a->elements, i), g_ptr_array_index (b->elements, i)))
      return FALSE;
  return TRUE;
}

/* Deep equality; objects regardless of member order; numbers by value
 * whether stored as integers or doubles. */
gboolean
json_node_equal (gconstpointer a, gconstpointer b)
{
  JsonNode *na = (JsonNode *) a, *nb = (JsonNode *) b;

  g_return_val_if_fail (a != NULL && b != NULL, FALSE);
  if (na == nb)
    return TRUE;
  if (is_number (na) && is_number (nb) && na->kind != nb->kind)
    return json_node_get_double (na) == json_node_get_double (nb);
  if (na->type != nb->type)
    return FALSE;
  switch (na->type)
    {
    case JSON_NODE_NULL:
      return TRUE;
    case JSON_NODE_OBJECT:
      return object_equal (na->data.object, nb->data.object);
    case JSON_NODE_ARRAY:
      return array_equal (na->data.array, nb->data.array);
    case JSON_NODE_VALUE:
      if (na->kind != nb->kind)
        return FALSE;
      switch (na->kind)
        {
        case VALUE_INT:
          return na->data.v_int == nb->data.v_int;
        case VALUE_DOUBLE:
          return na->data.v_double == nb->data.v_double;
        case VALUE_BOOLEAN:
          return !na->data.v_boolean == !nb->data.v_boolean;
        case VALUE_STRING:
          return g_strcmp0 (na->data.v_string, nb->data.v_string) == 0;
        }
    }
  return FALSE;
}

void
json_node_set_object (JsonNode *node, JsonObject *object)
{
  json_node_take_object (node, object != NULL ? json_object_ref (object) : NULL);
}

void
json_node_take_object (JsonNode *node, JsonObject *object)
{
  g_return_if_fail (node != NULL && node->type == JSON_NODE_OBJECT);
  g_clear_pointer (&node->data.object, json_object_unref);
  node->data.object = object;
}

JsonObject *
json_node_get_object (JsonNode *node)
{
  g_return_val_if_fail (node != NULL, NULL);
  return node->type == JSON_NODE_OBJECT ? node->data.object : NULL;
}

JsonObject *
json_node_dup_object (JsonNode *node)
{
  JsonObject *object = json_node_get_object (node);

  return object != NULL ? json_object_ref (object) : NULL;
}

void
json_node_set_array (JsonNode *node, JsonArray *array)
{
  json_node_take_array (node, array != NULL ? json_array_ref (array) : NULL);
}

void
json_node_take_array (JsonNode *node, JsonArray *array)
{
  g_return_if_fail (node != NULL && node->type == JSON_NODE_ARRAY);
  g_clear_pointer (&node->data.array, json_array_unref);
  node->data.array = array;
}

JsonArray *
json_node_get_array (JsonNode *node)
{
  g_return_val_if_fail (node != NULL, NULL);
  return node->type == JSON_NODE_ARRAY ? node->data.array : NULL;
}

JsonArray *
json_node_dup_array (JsonNode *node)
{
  JsonArray *array = json_node_get_array (node);

  return array != NULL ? json_array_ref (array) : NULL;
}

static void
value_prepare (JsonNode *node, ValueKind kind)
{
  if (node->type == JSON_NODE_VALUE && node->kind == VALUE_STRING)
    g_clear_pointer (&node->data.v_string, g_free);
  node->kind = kind;
}

void
json_node_set_int (JsonNode *node, gint64 value)
{
  g_return_if_fail (node != NULL && node->type == JSON_NODE_VALUE);
  value_prepare (node, VALUE_INT);
  node->data.v_int = value;
}

void
json_node_set_double (JsonNode *node, double value)
{
  g_return_if_fail (node != NULL && node->type == JSON_NODE_VALUE);
  value_prepare (node, VALUE_DOUBLE);
  node->data.v_double = value;
}

void
json_node_set_boolean (JsonNode *node, gboolean value)
{
  g_return_if_fail (node != NULL && node->type == JSON_NODE_VALUE);
  value_prepare (node, VALUE_BOOLEAN);
  node->data.v_boolean = value;
}

void
json_node_set_string (JsonNode *node, const char *value)
{
  g_return_if_fail (node != NULL && node->type == JSON_NODE_VALUE);
  value_prepare (node, VALUE_STRING);
  node->data.v_string = g_strdup (value);
}

/* The numeric getters convert between integers, doubles and booleans as
 * json-glib does; anything else reads as 0. */
gint64
json_node_get_int (JsonNode *node)
{
  g_return_val_if_fail (node != NULL, 0);
  if (node->type != JSON_NODE_VALUE)
    return 0;
  switch (node->kind)
    {
    case VALUE_INT:
      return node->data.v_int;
    case VALUE_DOUBLE:
      return (gint64) node->data.v_double;
    case VALUE_BOOLEAN:
      return node->data.v_boolean ? 1 : 0;
    case VALUE_STRING:
      break;
    }
  return 0;
}

double
json_node_get_double (JsonNode *node)
{
  g_return_val_if_fail (node != NULL, 0.0);
  if (node->type != JSON_NODE_VALUE)
    return 0.0;
  switch (node->kind)
    {
    case VALUE_INT:
      return (double) node->data.v_int;
    case VALUE_DOUBLE:
      return node->data.v_double;
    case VALUE_BOOLEAN:
      return node->data.v_boolean ? 1.0 : 0.0;
    case VALUE_STRING:
      break;
    }
  return 0.0;
}

gboolean
json_node_get_boolean (JsonNode *node)
{
  g_return_val_if_fail (node != NULL, FALSE);
  if (node->type != JSON_NODE_VALUE)
    return FALSE;
  switch (node->kind)
    {
    case VALUE_INT:
      return node->data.v_int != 0;
    case VALUE_DOUBLE:
      return node->data.v_double != 0.0;
    case VALUE_BOOLEAN:
      return node->data.v_boolean;
    case VALUE_STRING:
      break;
    }
  return FALSE;
}

const char *
json_node_get_string (JsonNode *node)
{
  g_return_val_if_fail (node != NULL, NULL);
  if (node->type != JSON_NODE_VALUE || node->kind != VALUE_STRING)
    return NULL;
  return node->data.v_string;
}

char *
json_node_dup_string (JsonNode *node)
{
  return g_strdup (json_node_get_string (node));
}

/* --- objects --- */

JsonObject *
json_object_new (void)
{
  JsonObject *object = g_new0 (JsonObject, 1);

  g_atomic_ref_count_init (&object->ref_count);
  object->members = g_hash_table_new_full (g_str_hash, g_str_equal, g_free,
                                           (GDestroyNotify) json_node_unref);
  object->order = g_ptr_array_new ();
  return object;
}

JsonObject *
json_object_ref (JsonObject *object)
{
  g_return_val_if_fail (object != NULL, NULL);
  g_atomic_ref_count_inc (&object->ref_count);
  return object;
}

void
json_object_unref (JsonObject *object)
{
  g_return_if_fail (object != NULL);
  if (g_atomic_ref_count_dec (&object->ref_count))
    {
      g_ptr_array_unref (object->order);
      g_hash_table_unref (object->members);
      g_free (object);
    }
}

guint
json_object_get_size (JsonObject *object)
{
  g_return_val_if_fail (object != NULL, 0);
  return object->order->len;
}

/* The names in first-set order; free the list (not the names) with g_list_free. */
GList *
json_object_get_members (JsonObject *object)
{
  GList *list = NULL;

  g_return_val_if_fail (object != NULL, NULL);
  for (guint i = object->order->len; i > 0; i--)
    list = g_list_prepend (list, g_ptr_array_index (object->order, i - 1));
  return list;
}

GList *
json_object_get_values (JsonObject *object)
{
  GList *list = NULL;

  g_return_val_if_fail (object != NULL, NULL);
  for (guint i = object->order->len; i > 0; i--)
    list = g_list_prepend (list, g_hash_table_lookup (object->members,
                                                      g_ptr_array_index (object->order, i - 1)));
  return list;
}

gboolean
json_object_has_member (JsonObject *object, const char *member_name)
{
  g_return_val_if_fail (object != NULL && member_name != NULL, FALSE);
  return g_hash_table_contains (object->members, member_name);
}

JsonNode *
json_object_get_member (JsonObject *object, const char *member_name)
{
  g_return_val_if_fail (object != NULL && member_name != NULL, NULL);
  return g_hash_table_lookup (object->members, member_name);
}

JsonNode *
json_object_dup_member (JsonObject *object, const char *member_name)
{
  JsonNode *node = json_object_get_member (object, member_name);

  return node != NULL ? json_node_copy (node) : NULL;
}

void
json_object_remove_member (JsonObject *object, const char *member_name)
{
  gpointer key;

  g_return_if_fail (object != NULL && member_name != NULL);
  if (!g_hash_table_lookup_extended (object->members, member_name, &key, NULL))
    return;
  g_ptr_array_remove (object->order, key);
  g_hash_table_remove (object->members, member_name);
}

/* Steals node. Setting an existing member replaces its value in place. */
void
json_object_set_member (JsonObject *object, const char *member_name, JsonNode *node)
{
  gpointer key;

  g_return_if_fail (object != NULL && member_name != NULL && node != NULL);
  if (g_hash_table_lookup_extended (object->members, member_name, &key, NULL))
    {
      g_hash_table_insert (object->members, g_strdup (member_name), node);
      /* g_hash_table_insert keeps the old key: the order entry stays valid. */
      return;
    }
  key = g_strdup (member_name);
  g_hash_table_insert (object->members, key, node);
  g_ptr_array_add (object->order, key);
}

void
json_object_set_int_member (JsonObject *object, const char *member_name, gint64 value)
{
  json_object_set_member (object, member_name, json_node_init_int (json_node_alloc (), value));
}

void
json_object_set_double_member (JsonObject *object, const char *member_name, double value)
{
  json_object_set_member (object, member_name, json_node_init_double (json_node_alloc (), value));
}

void
json_object_set_boolean_member (JsonObject *object, const char *member_name, gboolean value)
{
  json_object_set_member (object, member_name, json_node_init_boolean (json_node_alloc (), value));
}

void
json_object_set_string_member (JsonObject *object, const char *member_name, const char *value)
{
  if (value == NULL)
    json_object_set_null_member (object, member_name);
  else
    json_object_set_member (object, member_name, json_node_init_string (json_node_alloc (), value));
}

void
json_object_set_null_member (JsonObject *object, const char *member_name)
{
  json_object_set_member (object, member_name, json_node_new (JSON_NODE_NULL));
}

/* Steals value; NULL stores null. */
void
json_object_set_array_member (JsonObject *object, const char *member_name, JsonArray *value)
{
  JsonNode *node;

  if (value == NULL)
    {
      json_object_set_null_member (object, member_name);
      return;
    }
  node = json_node_new (JSON_NODE_ARRAY);
  json_node_take_array (node, value);
  json_object_set_member (object, member_name, node);
}

void
json_object_set_object_member (JsonObject *object, const char *member_name, JsonObject *value)
{
  JsonNode *node;

  if (value == NULL)
    {
      json_object_set_null_member (object, member_name);
      return;
    }
  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, value);
  json_object_set_member (object, member_name, node);
}

/* json-glib's plain getters expect the member to exist and warn otherwise. */
static JsonNode *
member_or_warn (JsonObject *object, const char *member_name)
{
  JsonNode *node = json_object_get_member (object, member_name);

  if (node == NULL)
    g_critical ("JSON object has no member '%s'", member_name);
  return node;
}

gint64
json_object_get_int_member (JsonObject *object, const char *member_name)
{
  JsonNode *node = member_or_warn (object, member_name);

  return node != NULL ? json_node_get_int (node) : 0;
}

double
json_object_get_double_member (JsonObject *object, const char *member_name)
{
  JsonNode *node = member_or_warn (object, member_name);

  return node != NULL ? json_node_get_double (node) : 0.0;
}

gboolean
json_object_get_boolean_member (JsonObject *object, const char *member_name)
{
  JsonNode *node = member_or_warn (object, member_name);

  return node != NULL ? json_node_get_boolean (node) : FALSE;
}

const char *
json_object_get_string_member (JsonObject *object, const char *member_name)
{
  JsonNode *node = member_or_warn (object, member_name);

  return node != NULL ? json_node_get_string (node) : NULL;
}

gboolean
json_object_get_null_member (JsonObject *object, const char *member_name)
{
  JsonNode *node = member_or_warn (object, member_name);

  return node != NULL && node->type == JSON_NODE_NULL;
}

JsonArray *
json_object_get_array_member (JsonObject *object, const char *member_name)
{
  JsonNode *node = member_or_warn (object, member_name);

  return node != NULL ? json_node_get_array (node) : NULL;
}

JsonObject *
json_object_get_object_member (JsonObject *object, const char *member_name)
{
  JsonNode *node = member_or_warn (object, member_name);

  return node != NULL ? json_node_get_object (node) : NULL;
}

/* The _with_default getters: the default when the member is absent or is
 * not a value of a matching kind (as json-glib 1.6). */
gint64
json_object_get_int_member_with_default (JsonObject *object, const char *member_name, gint64 default_value)
{
  JsonNode *node = json_object_get_member (object, member_name);

  if (node == NULL || node->type != JSON_NODE_VALUE || node->kind == VALUE_STRING)
    return default_value;
  return json_node_get_int (node);
}

double
json_object_get_double_member_with_default (JsonObject *object, const char *member_name, double default_value)
{
  JsonNode *node = json_object_get_member (object, member_name);

  if (node == NULL || node->type != JSON_NODE_VALUE || node->kind == VALUE_STRING)
    return default_value;
  return json_node_get_double (node);
}

gboolean
json_object_get_boolean_member_with_default (JsonObject *object, const char *member_name, gboolean default_value)
{
  JsonNode *node = json_object_get_member (object, member_name);

  if (node == NULL || node->type != JSON_NODE_VALUE || node->kind == VALUE_STRING)
    return default_value;
  return json_node_get_boolean (node);
}

const char *
json_object_get_string_member_with_default (JsonObject *object, const char *member_name, const char *default_value)
{
  JsonNode *node = json_object_get_member (object, member_name);

  if (node == NULL || node->type != JSON_NODE_VALUE || node->kind != VALUE_STRING)
    return default_value;
  return node->data.v_string;
}

/* --- arrays --- */

JsonArray *
json_array_sized_new (guint n_elements)
{
  JsonArray *array = g_new0 (JsonArray, 1);

  g_atomic_ref_count_init (&array->ref_count);
  array->elements = g_ptr_array_new_full (n_elements, (GDestroyNotify) json_node_unref);
  return array;
}

JsonArray *
json_array_new (void)
{
  return json_array_sized_new (0);
}

JsonArray *
json_array_ref (JsonArray *array)
{
  g_return_val_if_fail (array != NULL, NULL);
  g_atomic_ref_count_inc (&array->ref_count);
  return array;
}

void
json_array_unref (JsonArray *array)
{
  g_return_if_fail (array != NULL);
  if (g_atomic_ref_count_dec (&array->ref_count))
    {
      g_ptr_array_unref (array->elements);
      g_free (array);
    }
}

guint
json_array_get_length (JsonArray *array)
{
  g_return_val_if_fail (array != NULL, 0);
  return array->elements->len;
}

GList *
json_array_get_elements (JsonArray *array)
{
  GList *list = NULL;

  g_return_val_if_fail (array != NULL, NULL);
  for (guint i = array->elements->len; i > 0; i--)
    list = g_list_prepend (list, g_ptr_array_index (array->elements, i - 1));
  return list;
}

JsonNode *
json_array_get_element (JsonArray *array, guint index_)
{
  g_return_val_if_fail (array != NULL, NULL);
  g_return_val_if_fail (index_ < array->elements->len, NULL);
  return g_ptr_array_index (array->elements, index_);
}

JsonNode *
json_array_dup_element (JsonArray *array, guint index_)
{
  JsonNode *node = json_array_get_element (array, index_);

  return node != NULL ? json_node_copy (node) : NULL;
}

gint64
json_array_get_int_element (JsonArray *array, guint index_)
{
  JsonNode *node = json_array_get_element (array, index_);

  return node != NULL ? json_node_get_int (node) : 0;
}

double
json_array_get_double_element (JsonArray *array, guint index_)
{
  JsonNode *node = json_array_get_element (array, index_);

  return node != NULL ? json_node_get_double (node) : 0.0;
}

gboolean
json_array_get_boolean_element (JsonArray *array, guint index_)
{
  JsonNode *node = json_array_get_element (array, index_);

  return node != NULL && json_node_get_boolean (node);
}

const char *
json_array_get_string_element (JsonArray *array, guint index_)
{
  JsonNode *node = json_array_get_element (array, index_);

  return node != NULL ? json_node_get_string (node) : NULL;
}

JsonObject *
json_array_get_object_element (JsonArray *array, guint index_)
{
  JsonNode *node = json_array_get_element (array, index_);

  return node != NULL ? json_node_get_object (node) : NULL;
}

JsonArray *
json_array_get_array_element (JsonArray *array, guint index_)
{
  JsonNode *node = json_array_get_element (array, index_);

  return node != NULL ? json_node_get_array (node) : NULL;
}

void
json_array_remove_element (JsonArray *array, guint index_)
{
  g_return_if_fail (array != NULL && index_ < array->elements->len);
  g_ptr_array_remove_index (array->elements, index_);
}

void
json_array_add_element (JsonArray *array, JsonNode *node)
{
  g_return_if_fail (array != NULL && node != NULL);
  g_ptr_array_add (array->elements, node);
}

void
json_array_add_int_element (JsonArray *array, gint64 value)
{
  json_array_add_element (array, json_node_init_int (json_node_alloc (), value));
}

void
json_array_add_double_element (JsonArray *array, double value)
{
  json_array_add_element (array, json_node_init_double (json_node_alloc (), value));
}

void
json_array_add_boolean_element (JsonArray *array, gboolean value)
{
  json_array_add_element (array, json_node_init_boolean (json_node_alloc (), value));
}

void
json_array_add_string_element (JsonArray *array, const char *value)
{
  if (value == NULL)
    json_array_add_null_element (array);
  else
    json_array_add_element (array, json_node_init_string (json_node_alloc (), value));
}

void
json_array_add_null_element (JsonArray *array)
{
  json_array_add_element (array, json_node_new (JSON_NODE_NULL));
}

void
json_array_add_array_element (JsonArray *array, JsonArray *value)
{
  JsonNode *node;

  if (value == NULL)
    {
      json_array_add_null_element (array);
      return;
    }
  node = json_node_new (JSON_NODE_ARRAY);
  json_node_take_array (node, value);
  json_array_add_element (array, node);
}

void
json_array_add_object_element (JsonArray *array, JsonObject *value)
{
  JsonNode *node;

  if (value == NULL)
    {
      json_array_add_null_element (array);
      return;
    }
  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, value);
  json_array_add_element (array, node);
}
