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
report_saved (gint64 id)
{
  g_printerr (_("Saved to the history as run %" G_GINT64_FORMAT " (drivescope-cli show %" G_GINT64_FORMAT ").\n"),
              id, id);
}

/* Says where a save of @id went, or why it did not (@id 0: @error). */
static gboolean
report_save (gint64        id,
             const GError *error)
{
  if (id == 0)
    {
      g_printerr (_("drivescope-cli: the result was not saved to the history: %s\n"), ds_cli_safe (error->message));
      return FALSE;
    }
  report_saved (id);
  return TRUE;
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
  return report_save (id, error);
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
  report_saved (id);
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
  return report_save (id, error);
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
  return report_save (id, error);
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

char *
ds_cli_history_drive_for_dir (const char *dir)
{
  g_autoptr(GPtrArray) drives = ds_drive_list_enumerate (DS_ENUM_FLAGS_NONE, NULL);
  DsDrive *drive;

  if (drives == NULL || dir == NULL)
    return NULL;
  drive = ds_drive_list_find_by_path (drives, dir, NULL);
  return drive != NULL ? g_strdup (drive->name) : NULL;
}

DsHealthAround *
ds_cli_history_health_before (const char *dir,
                              const char *drive_name)
{
  g_autofree char *name = drive_name != NULL ? g_strdup (drive_name) : ds_cli_history_drive_for_dir (dir);
  DsHealthAround *around = ds_health_around_new (name, DS_HEALTH_READ_NONE);

  ds_health_around_before (around, NULL);
  return around;
}

void
ds_cli_history_health_after (DsHealthAround *around,
                             gboolean        have_result,
                             const char     *run_uuid,
                             const char     *db)
{
  if (around == NULL)
    return;
  ds_health_around_after (around, have_result);
  if (run_uuid == NULL)
    return;
  if (around->before != NULL)
    save_health (around->before, run_uuid, "before", db, TRUE);
  if (around->after != NULL)
    save_health (around->after, run_uuid, "after", db, TRUE);
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
  return report_save (id, error);
}
