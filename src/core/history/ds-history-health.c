/* ds-history-health.c — a DsHealth reading as a history snapshot
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ds-history-health.h"
#include "ds-json.h"

JsonObject *
ds_history_health_drive_object (const DsHealth *health)
{
  return ds_drive_identity_to_json (&(DsDriveIdentity) {
    .name = health->device,
    .model = health->model,
    .serial = health->serial,
    .firmware = health->firmware,
    .size_bytes = (gint64) health->capacity_bytes,
  });
}

JsonNode *
ds_history_health_snapshot_json (const DsHealth *health)
{
  JsonNode *node = ds_health_to_json (health);

  if (health->nvme != NULL)
    json_object_set_member (json_node_get_object (node), "nvme", ds_nvme_facts_to_json (health->nvme));
  return node;
}

gint64
ds_history_store_save_health_reading (DsHistoryStore  *store,
                                      const DsHealth  *health,
                                      const char      *run_uuid,
                                      const char      *phase,
                                      GError         **error)
{
  g_autoptr(JsonObject) drive = ds_history_health_drive_object (health);
  g_autoptr(JsonNode) node = ds_history_health_snapshot_json (health);
  /* The raw pages are kept as the helper printed them; unreadable ones
   * (never expected) are simply not kept. */
  g_autoptr(JsonNode) raw = health->raw_json != NULL ? ds_json_from_string (health->raw_json, NULL) : NULL;

  return ds_history_store_save_health (store, drive, json_node_get_object (node), raw, 0,
                                       run_uuid, phase, error);
}
