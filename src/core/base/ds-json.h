/* ds-json.h — small json-glib conveniences shared by the serialisers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Members that are null when the value is unknown (NAN, NULL). */
void        ds_json_set_double    (JsonObject *obj, const char *key, double value);
void        ds_json_set_string    (JsonObject *obj, const char *key, const char *value);
void        ds_json_set_u64       (JsonObject *obj, const char *key, guint64 value);

/* Readers that tolerate absent or null members. */
double      ds_json_get_double    (JsonObject *obj, const char *key, double fallback);
gint64      ds_json_get_int       (JsonObject *obj, const char *key, gint64 fallback);
gboolean    ds_json_get_bool      (JsonObject *obj, const char *key, gboolean fallback);
const char *ds_json_get_string    (JsonObject *obj, const char *key);
JsonObject *ds_json_get_object    (JsonObject *obj, const char *key);
JsonArray  *ds_json_get_array     (JsonObject *obj, const char *key);

/* What any JSON Drivescope reads may be: no export, fio output or helper
 * document comes near these, and json-glib's recursive parser crashes on
 * a document nested some tens of thousands of levels deep. */
#define DS_JSON_INPUT_MAX_DEPTH  48  /* under json-c's own 64 (src/json-compat) */
#define DS_JSON_MAX_BYTES        (64u * 1024 * 1024)
#define DS_JSON_MAX_HELPER_BYTES (1024u * 1024)

/* Refuses TEXT (DS_ERROR_PARSE) when it is longer than MAX_BYTES or nested
 * deeper than DS_JSON_INPUT_MAX_DEPTH, before any parser sees it. */
gboolean    ds_json_check_limits  (const char *text,
                                   gsize       length,
                                   gsize       max_bytes,
                                   GError    **error);

/* TEXT (generated JSON) with every C1 control character written as
 * \u0080..\u009f, then SUFFIX. */
char       *ds_json_escape_c1     (const char *text,
                                   const char *suffix);

/* JSON text with a trailing newline; C1 control characters escaped. */
char       *ds_json_to_string     (JsonNode   *node,
                                   gboolean    pretty);
/* Parses after ds_json_check_limits; from_string uses DS_JSON_MAX_BYTES. */
JsonNode   *ds_json_from_string   (const char *text,
                                   GError    **error);
JsonNode   *ds_json_from_data     (const char *text,
                                   gsize       length,
                                   gsize       max_bytes,
                                   GError    **error);

G_END_DECLS
