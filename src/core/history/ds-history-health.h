/* ds-history-health.h — keeping a DsHealth reading in the history
 *
 * The store itself takes health as JSON (ds-history-store.h); this is the
 * one place that turns a parsed reading into that form, for the CLI and the
 * GUI alike.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ds-health.h"
#include "ds-history-store.h"

G_BEGIN_DECLS

/* {name, model, serial, firmware, size_bytes} of the drive the reading came
 * from, as ds_history_store_save_health wants it. */
JsonObject *ds_history_health_drive_object (const DsHealth *health);

/* What a snapshot keeps of HEALTH: ds_health_to_json with, for an NVMe
 * drive, its facts (power states, APST, thermal management, firmware slots,
 * LBA formats: ds_nvme_facts_to_json) as "nvme", which reports show. */
JsonNode   *ds_history_health_snapshot_json (const DsHealth *health);

/* Saves HEALTH (ds_history_health_snapshot_json) with the helper's raw pages, taken now;
 * run_uuid / phase tie it to a run, or NULL. Returns the snapshot id, 0 on
 * error (DS_ERROR_INVALID_ARGUMENT when the drive has no serial or WWN). */
gint64      ds_history_store_save_health_reading (DsHistoryStore *store,
                                                  const DsHealth *health,
                                                  const char     *run_uuid,
                                                  const char     *phase,
                                                  GError        **error);

G_END_DECLS
