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
#include "ds-conditions.h"
#include "ds-error.h"
#include "ds-drive-list.h"
#include "ds-history-health.h"
#include "ds-history-verify.h"
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
  DsConditionsDrive drive;
  const char *name = ds_conditions_get_drive (conditions, &drive) ? drive.name : NULL;
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
ds_cli_history_bench_save (const DsBenchResult  *result,
                           GError              **error)
{
  g_autoptr(DsHistoryStore) store = ds_history_store_open (NULL, error);
  gint64 id;

  if (store == NULL)
    {
      g_prefix_error (error, _("The result was not saved to the history: "));
      return FALSE;
    }
  id = ds_history_store_save_bench (store, result, error);
  if (id == 0)
    {
      g_prefix_error (error, _("The result was not saved to the history: "));
      return FALSE;
    }
  report_saved (store, id);
  snapshot_after (store, result->conditions, id, NULL);
  return TRUE;
}

gboolean
ds_cli_history_save_suite (const DsSuiteResult *result,
                           const char          *db)
{
  g_autoptr(DsHistoryStore) store = open_quietly (db);
  g_autoptr(GError) error = NULL;
  gint64 id;

  if (store == NULL)
    return FALSE;
  id = ds_history_store_save_suite (store, result, &error);
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
  g_autoptr(GError) error = NULL;

  store = open_quietly (db);
  if (store == NULL)
    return FALSE;
  if (ds_history_store_save_health_reading (store, health, run_uuid, phase, &error) == 0)
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

DsHealth *
ds_cli_history_read_health_for_dir (const char *dir)
{
  g_autoptr(GPtrArray) drives = ds_drive_list_enumerate (DS_ENUM_FLAGS_NONE, NULL);
  DsDrive *drive;

  if (drives == NULL || dir == NULL)
    return NULL;
  drive = ds_drive_list_find_by_path (drives, dir, NULL);
  if (drive == NULL)
    return NULL;
  return ds_health_read (drive->name, DS_HEALTH_READ_NONE, NULL, NULL);
}

gboolean
ds_cli_history_save_health_for_run (const DsHealth *health,
                                    const char     *run_uuid,
                                    const char     *phase,
                                    const char     *db)
{
  return save_health (health, run_uuid, phase, db, TRUE);
}

gboolean
ds_cli_history_save_verify (const DsVerifyResult *result,
                            const char           *db)
{
  g_autoptr(DsHistoryStore) store = open_quietly (db);
  g_autoptr(GError) error = NULL;
  gint64 id;

  if (store == NULL)
    return FALSE;
  id = ds_history_store_save_verify (store, result, &error);
  if (id == 0)
    {
      g_printerr (_("drivescope-cli: the result was not saved to the history: %s\n"), ds_cli_safe (error->message));
      return FALSE;
    }
  report_saved (store, id);
  return TRUE;
}
