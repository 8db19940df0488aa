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

/* Pretty JSON text with a trailing newline. */
char       *ds_json_to_string     (JsonNode   *node,
                                   gboolean    pretty);
JsonNode   *ds_json_from_string   (const char *text,
                                   GError    **error);

G_END_DECLS
