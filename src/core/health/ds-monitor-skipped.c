/* ds-monitor-skipped.c — the drives the monitor skipped, written by the
 * monitor and read by the window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <json-glib/json-glib.h>

#include "ds-error.h"
#include "ds-json.h"
#include "ds-monitor-skipped.h"

char *
ds_monitor_state_dir (void)
{
  return g_build_filename (g_get_user_state_dir (), "drivescope", NULL);
}

gboolean
ds_monitor_skipped_save (const char         *dir,
                         const char * const *drives,
                         gint64              taken,
                         GError            **error)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autofree char *path = g_build_filename (dir, DS_MONITOR_SKIPPED_FILE, NULL);
  g_autofree char *text = NULL;
  JsonObject *obj = json_object_new ();
  JsonArray *names = json_array_new ();

  g_return_val_if_fail (dir != NULL, FALSE);

  for (guint i = 0; drives != NULL && drives[i] != NULL; i++)
    json_array_add_string_element (names, drives[i]);
  json_object_set_int_member (obj, "taken", taken);
  json_object_set_array_member (obj, "drives", names);
  json_node_take_object (node, obj);
  text = json_to_string (node, TRUE);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int saved = errno;

      g_set_error (error, DS_ERROR, DS_ERROR_IO, _("Could not create %s: %s"), dir, ds_strerror (saved));
      return FALSE;
    }
  return g_file_set_contents (path, text, -1, error);
}

GStrv
ds_monitor_skipped_load (const char *dir,
                         gint64     *taken)
{
  g_autofree char *path = g_build_filename (dir, DS_MONITOR_SKIPPED_FILE, NULL);
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GStrvBuilder) builder = NULL;
  JsonObject *obj;
  JsonArray *names;

  if (taken != NULL)
    *taken = 0;
  if (!g_file_get_contents (path, &text, NULL, NULL) ||
      (node = ds_json_from_string (text, NULL)) == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return NULL;
  obj = json_node_get_object (node);
  names = ds_json_get_array (obj, "drives");
  if (names == NULL)
    return NULL;
  builder = g_strv_builder_new ();
  for (guint i = 0; i < json_array_get_length (names); i++)
    {
      JsonNode *n = json_array_get_element (names, i);

      if (JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING)
        g_strv_builder_add (builder, json_node_get_string (n));
    }
  if (taken != NULL)
    *taken = ds_json_get_int (obj, "taken", 0);
  return g_strv_builder_end (builder);
}
