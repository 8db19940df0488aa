/* ds-cli-history-save.c — saving runs and health readings from other commands
 *
 * bench, thermal and health call these once each. A failed save is reported
 * on stderr but never turns a good measurement into a failed command.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ds-cli-history.h"
#include "ds-error.h"
#include "ds-json.h"

static DsHistoryStore *
open_quietly (const char *db)
{
  g_autoptr(GError) error = NULL;
  DsHistoryStore *store = ds_history_store_open (db, &error);

  if (store == NULL)
    g_printerr (_("drivescope-cli: the result was not saved to the history: %s\n"),
                ds_cli_safe (error->message));
  return store;
}

static void
report_saved (DsHistoryStore *store,
              gint64          id)
{
  g_printerr (_("Saved to the history as run %" G_GINT64_FORMAT " (drivescope-cli show %" G_GINT64_FORMAT ").\n"),
              id, id);
}

static void
snapshot_after (DsHistoryStore *store,
                JsonObject     *conditions,
                gint64          id,
                const char     *db)
{
  const char *name = ds_json_get_string (ds_json_get_object (conditions, "drive"), "name");
  g_autoptr(DsHistoryRun) run = ds_history_store_get_run (store, id, NULL);

  if (name != NULL && run != NULL)
    ds_cli_history_snapshot_health (name, run->uuid, "after", db);
}

gboolean
ds_cli_history_save_bench (const DsBenchResult *result,
                           const char          *db)
{
  g_autoptr(DsHistoryStore) store = open_quietly (db);
  g_autoptr(GError) error = NULL;
  gint64 id;

  if (store == NULL)
    return FALSE;
  id = ds_history_store_save_bench (store, result, &error);
  if (id == 0)
    {
      g_printerr (_("drivescope-cli: the result was not saved to the history: %s\n"), ds_cli_safe (error->message));
      return FALSE;
    }
  report_saved (store, id);
  snapshot_after (store, result->conditions, id, db);
  return TRUE;
}

gboolean
ds_cli_history_save_thermal (const DsThermalResult *result,
                             const char            *db)
{
  g_autoptr(DsHistoryStore) store = open_quietly (db);
  g_autoptr(GError) error = NULL;
  gint64 id;

  if (store == NULL)
    return FALSE;
  id = ds_history_store_save_thermal (store, result, &error);
  if (id == 0)
    {
      g_printerr (_("drivescope-cli: the result was not saved to the history: %s\n"), ds_cli_safe (error->message));
      return FALSE;
    }
  report_saved (store, id);
  snapshot_after (store, result->conditions, id, db);
  return TRUE;
}

static gboolean
save_health (const DsHealth *health,
             const char     *run_uuid,
             const char     *phase,
             const char     *db,
             gboolean        quiet)
{
  g_autoptr(DsHistoryStore) store = NULL;
  g_autoptr(JsonObject) drive = json_object_new ();
  g_autoptr(JsonNode) node = ds_health_to_json (health);
  g_autoptr(JsonNode) raw = health->raw_json != NULL ? ds_json_from_string (health->raw_json, NULL) : NULL;
  g_autoptr(GError) error = NULL;

  ds_json_set_string (drive, "name", health->device);
  ds_json_set_string (drive, "model", health->model);
  ds_json_set_string (drive, "serial", health->serial);
  ds_json_set_string (drive, "firmware", health->firmware);
  if (health->capacity_bytes > 0)
    json_object_set_int_member (drive, "size_bytes", health->capacity_bytes);
  store = open_quietly (db);
  if (store == NULL)
    return FALSE;
  if (ds_history_store_save_health (store, drive, json_node_get_object (node), raw, 0,
                                    run_uuid, phase, &error) == 0)
    {
      if (!quiet || !g_error_matches (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT))
        g_printerr (_("drivescope-cli: the health reading was not saved to the history: %s\n"),
                    ds_cli_safe (error->message));
      return FALSE;
    }
  return TRUE;
}

gboolean
ds_cli_history_save_health (const DsHealth *health,
                            const char     *db)
{
  return save_health (health, NULL, NULL, db, FALSE);
}

gboolean
ds_cli_history_snapshot_health (const char *drive_name,
                                const char *run_uuid,
                                const char *phase,
                                const char *db)
{
  g_autoptr(DsHealth) health = ds_health_read (drive_name, DS_HEALTH_READ_NONE, NULL, NULL);

  /* No rights without a prompt, no helper, a virtual drive: no snapshot. */
  if (health == NULL)
    return FALSE;
  return save_health (health, run_uuid, phase, db, TRUE);
}
