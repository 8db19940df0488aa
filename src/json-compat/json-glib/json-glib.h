/* json-glib.h — the part of json-glib's API that Drivescope uses, on json-c
 *
 * Drivescope is written against json-glib 1.6. Where json-glib cannot be
 * built (Windows: Debian's archive has no json-glib source tarball) this
 * library stands in for it: the same type and function names, a GLib data
 * model (JsonNode, JsonObject with ordered members, JsonArray), json-c's
 * strict tokener with a nesting limit as the parser, and a generator that
 * writes what json-glib 1.6's generator writes (see docs/windows.md for the
 * two deliberate differences). Selected with -Djson=json-c.
 *
 * Only what Drivescope calls is here; add functions as the code needs them,
 * with the semantics json-glib documents.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

typedef struct _JsonNode   JsonNode;
typedef struct _JsonObject JsonObject;
typedef struct _JsonArray  JsonArray;

typedef enum {
  JSON_NODE_OBJECT,
  JSON_NODE_ARRAY,
  JSON_NODE_VALUE,
  JSON_NODE_NULL,
} JsonNodeType;

#define JSON_NODE_TYPE(node)          (json_node_get_node_type (node))
#define JSON_NODE_HOLDS(node,t)       (json_node_get_node_type (node) == (t))
#define JSON_NODE_HOLDS_VALUE(node)   (JSON_NODE_HOLDS ((node), JSON_NODE_VALUE))
#define JSON_NODE_HOLDS_OBJECT(node)  (JSON_NODE_HOLDS ((node), JSON_NODE_OBJECT))
#define JSON_NODE_HOLDS_ARRAY(node)   (JSON_NODE_HOLDS ((node), JSON_NODE_ARRAY))
#define JSON_NODE_HOLDS_NULL(node)    (JSON_NODE_HOLDS ((node), JSON_NODE_NULL))

/* Nodes */
JsonNode     *json_node_alloc           (void);
JsonNode     *json_node_new             (JsonNodeType  type);
JsonNode     *json_node_init_object     (JsonNode     *node,
                                         JsonObject   *object);
JsonNode     *json_node_init_array      (JsonNode     *node,
                                         JsonArray    *array);
JsonNode     *json_node_init_int        (JsonNode     *node,
                                         gint64        value);
JsonNode     *json_node_init_double     (JsonNode     *node,
                                         double        value);
JsonNode     *json_node_init_boolean    (JsonNode     *node,
                                         gboolean      value);
JsonNode     *json_node_init_string     (JsonNode     *node,
                                         const char   *value);
JsonNode     *json_node_init_null       (JsonNode     *node);
JsonNode     *json_node_ref             (JsonNode     *node);
void          json_node_unref           (JsonNode     *node);
void          json_node_free            (JsonNode     *node);
JsonNode     *json_node_copy            (JsonNode     *node);
JsonNodeType  json_node_get_node_type   (JsonNode     *node);
GType         json_node_get_value_type  (JsonNode     *node);
gboolean      json_node_is_null         (JsonNode     *node);
gboolean      json_node_equal           (gconstpointer a,
                                         gconstpointer b);
void          json_node_set_object      (JsonNode     *node,
                                         JsonObject   *object);
void          json_node_take_object     (JsonNode     *node,
                                         JsonObject   *object);
JsonObject   *json_node_get_object      (JsonNode     *node);
JsonObject   *json_node_dup_object      (JsonNode     *node);
void          json_node_set_array       (JsonNode     *node,
                                         JsonArray    *array);
void          json_node_take_array      (JsonNode     *node,
                                         JsonArray    *array);
JsonArray    *json_node_get_array       (JsonNode     *node);
JsonArray    *json_node_dup_array       (JsonNode     *node);
void          json_node_set_int         (JsonNode     *node,
                                         gint64        value);
gint64        json_node_get_int         (JsonNode     *node);
void          json_node_set_double      (JsonNode     *node,
                                         double        value);
double        json_node_get_double      (JsonNode     *node);
void          json_node_set_boolean     (JsonNode     *node,
                                         gboolean      value);
gboolean      json_node_get_boolean     (JsonNode     *node);
void          json_node_set_string      (JsonNode     *node,
                                         const char   *value);
const char   *json_node_get_string      (JsonNode     *node);
char         *json_node_dup_string      (JsonNode     *node);

/* Objects: members keep the order they were first set in. */
JsonObject   *json_object_new                (void);
JsonObject   *json_object_ref                (JsonObject  *object);
void          json_object_unref              (JsonObject  *object);
guint         json_object_get_size           (JsonObject  *object);
GList        *json_object_get_members        (JsonObject  *object);
GList        *json_object_get_values         (JsonObject  *object);
gboolean      json_object_has_member         (JsonObject  *object,
                                              const char  *member_name);
JsonNode     *json_object_get_member         (JsonObject  *object,
                                              const char  *member_name);
JsonNode     *json_object_dup_member         (JsonObject  *object,
                                              const char  *member_name);
void          json_object_remove_member      (JsonObject  *object,
                                              const char  *member_name);
void          json_object_set_member         (JsonObject  *object,
                                              const char  *member_name,
                                              JsonNode    *node);
void          json_object_set_int_member     (JsonObject  *object,
                                              const char  *member_name,
                                              gint64       value);
void          json_object_set_double_member  (JsonObject  *object,
                                              const char  *member_name,
                                              double       value);
void          json_object_set_boolean_member (JsonObject  *object,
                                              const char  *member_name,
                                              gboolean     value);
void          json_object_set_string_member  (JsonObject  *object,
                                              const char  *member_name,
                                              const char  *value);
void          json_object_set_null_member    (JsonObject  *object,
                                              const char  *member_name);
void          json_object_set_array_member   (JsonObject  *object,
                                              const char  *member_name,
                                              JsonArray   *value);
void          json_object_set_object_member  (JsonObject  *object,
                                              const char  *member_name,
                                              JsonObject  *value);
gint64        json_object_get_int_member     (JsonObject  *object,
                                              const char  *member_name);
double        json_object_get_double_member  (JsonObject  *object,
                                              const char  *member_name);
gboolean      json_object_get_boolean_member (JsonObject  *object,
                                              const char  *member_name);
const char   *json_object_get_string_member  (JsonObject  *object,
                                              const char  *member_name);
gboolean      json_object_get_null_member    (JsonObject  *object,
                                              const char  *member_name);
JsonArray    *json_object_get_array_member   (JsonObject  *object,
                                              const char  *member_name);
JsonObject   *json_object_get_object_member  (JsonObject  *object,
                                              const char  *member_name);
gint64        json_object_get_int_member_with_default     (JsonObject *object,
                                                           const char *member_name,
                                                           gint64      default_value);
double        json_object_get_double_member_with_default  (JsonObject *object,
                                                           const char *member_name,
                                                           double      default_value);
gboolean      json_object_get_boolean_member_with_default (JsonObject *object,
                                                           const char *member_name,
                                                           gboolean    default_value);
const char   *json_object_get_string_member_with_default  (JsonObject *object,
                                                           const char *member_name,
                                                           const char *default_value);

/* Arrays */
JsonArray    *json_array_new                (void);
JsonArray    *json_array_sized_new          (guint       n_elements);
JsonArray    *json_array_ref                (JsonArray  *array);
void          json_array_unref              (JsonArray  *array);
guint         json_array_get_length         (JsonArray  *array);
GList        *json_array_get_elements       (JsonArray  *array);
JsonNode     *json_array_get_element        (JsonArray  *array,
                                             guint       index_);
JsonNode     *json_array_dup_element        (JsonArray  *array,
                                             guint       index_);
gint64        json_array_get_int_element    (JsonArray  *array,
                                             guint       index_);
double        json_array_get_double_element (JsonArray  *array,
                                             guint       index_);
gboolean      json_array_get_boolean_element (JsonArray *array,
                                             guint       index_);
const char   *json_array_get_string_element (JsonArray  *array,
                                             guint       index_);
JsonObject   *json_array_get_object_element (JsonArray  *array,
                                             guint       index_);
JsonArray    *json_array_get_array_element  (JsonArray  *array,
                                             guint       index_);
void          json_array_remove_element     (JsonArray  *array,
                                             guint       index_);
void          json_array_add_element        (JsonArray  *array,
                                             JsonNode   *node);
void          json_array_add_int_element    (JsonArray  *array,
                                             gint64      value);
void          json_array_add_double_element (JsonArray  *array,
                                             double      value);
void          json_array_add_boolean_element (JsonArray *array,
                                             gboolean    value);
void          json_array_add_string_element (JsonArray  *array,
                                             const char *value);
void          json_array_add_null_element   (JsonArray  *array);
void          json_array_add_array_element  (JsonArray  *array,
                                             JsonArray  *value);
void          json_array_add_object_element (JsonArray  *array,
                                             JsonObject *value);

/* Parser */
#define JSON_PARSER_ERROR (json_parser_error_quark ())
typedef enum {
  JSON_PARSER_ERROR_PARSE,
  JSON_PARSER_ERROR_TRAILING_COMMA,
  JSON_PARSER_ERROR_MISSING_COMMA,
  JSON_PARSER_ERROR_MISSING_COLON,
  JSON_PARSER_ERROR_INVALID_BAREWORD,
  JSON_PARSER_ERROR_EMPTY_MEMBER_NAME,
  JSON_PARSER_ERROR_INVALID_DATA,
  JSON_PARSER_ERROR_UNKNOWN,
} JsonParserError;

/* Deeper documents are refused with JSON_PARSER_ERROR_PARSE. */
#define DS_JSON_MAX_DEPTH 64

GQuark json_parser_error_quark (void);

#define JSON_TYPE_PARSER (json_parser_get_type ())
G_DECLARE_FINAL_TYPE (JsonParser, json_parser, JSON, PARSER, GObject)

JsonParser *json_parser_new            (void);
JsonParser *json_parser_new_immutable  (void);
gboolean    json_parser_load_from_data (JsonParser  *parser,
                                        const char  *data,
                                        gssize       length,
                                        GError     **error);
JsonNode   *json_parser_get_root       (JsonParser  *parser);
JsonNode   *json_parser_steal_root     (JsonParser  *parser);

/* Generator */
#define JSON_TYPE_GENERATOR (json_generator_get_type ())
G_DECLARE_FINAL_TYPE (JsonGenerator, json_generator, JSON, GENERATOR, GObject)

JsonGenerator *json_generator_new        (void);
void           json_generator_set_root   (JsonGenerator *generator,
                                          JsonNode      *node);
JsonNode      *json_generator_get_root   (JsonGenerator *generator);
void           json_generator_set_pretty (JsonGenerator *generator,
                                          gboolean       is_pretty);
void           json_generator_set_indent (JsonGenerator *generator,
                                          guint          indent_level);
char          *json_generator_to_data    (JsonGenerator *generator,
                                          gsize         *length);
GString       *json_generator_to_gstring (JsonGenerator *generator,
                                          GString       *string);

/* Utilities */
JsonNode *json_from_string (const char  *str,
                            GError     **error);
char     *json_to_string   (JsonNode    *node,
                            gboolean     pretty);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (JsonNode, json_node_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (JsonObject, json_object_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (JsonArray, json_array_unref)

G_END_DECLS
