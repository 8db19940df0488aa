/* ds-cli-history-import.c — import, import-cdm, import-fio
 *
 * Every import reads its file with ds_import_read_file and goes through
 * ds_history_store_import_json, as the window's Import does: one
 * transaction, and idempotent by uuid (imported CrystalDiskMark / fio files
 * get a uuid from their content), so importing a file twice adds nothing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "ds-cli-history.h"
#include "ds-conditions.h"
#include "ds-error.h"
#include "ds-import.h"
#include "ds-json.h"

typedef enum { IMPORT_JSON, IMPORT_CDM, IMPORT_FIO } ImportKind;

static int
print_imported (guint added,
                guint skipped)
{
  if (added == 0 && skipped > 0)
    printf ("%s\n", _("Nothing new: every run in the file was already in the history."));
  else if (skipped > 0)
    printf (g_dngettext (GETTEXT_PACKAGE, "Imported %u run (%u already there).\n",
                         "Imported %u runs (%u already there).\n", added), added, skipped);
  else
    printf (g_dngettext (GETTEXT_PACKAGE, "Imported %u run.\n", "Imported %u runs.\n", added), added);
  return DS_EXIT_OK;
}

static int
import_file (ImportKind kind, int argc, char **argv)
{
  static const char *names[] = { "import", "import-cdm", "import-fio" };
  static const DsImportFormat formats[] = {
    DS_IMPORT_FORMAT_ANY, DS_IMPORT_FORMAT_CDM, DS_IMPORT_FORMAT_FIO
  };
  g_autofree char *db = NULL;
  g_autofree char *drive_ref = NULL;
  g_autofree char *label = NULL;
  gboolean reset = FALSE;
  GOptionEntry entries[] = {
    { "drive", 0, 0, G_OPTION_ARG_STRING, &drive_ref, N_("Attach the run to this drive of the history"), "DRIVE" },
    { "label", 0, 0, G_OPTION_ARG_STRING, &label, N_("Label the imported run"), "TEXT" },
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db, N_("History database"), "FILE" },
    { "reset-damaged", 0, 0, G_OPTION_ARG_NONE, &reset, N_("Move a damaged history aside and start a new one"), NULL },
    { NULL }
  };
  GOptionEntry json_entries[] = { entries[2], entries[3], { NULL } };
  g_autoptr(DsHistoryStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) document = NULL;
  guint added = 0, skipped = 0;
  int status;

  if (!ds_cli_parse_options (names[kind], "FILE",
                             kind == IMPORT_JSON ? _("Imports a Drivescope export, a run saved with --json, a CrystalDiskMark text export "
                                                     "or fio JSON output (told apart by their content); runs already there are skipped.")
                             : kind == IMPORT_CDM ? _("Imports a CrystalDiskMark 8 or 9 text export as a run.")
                             : _("Imports fio --output-format=json output as a run, one test per job."),
                             kind == IMPORT_JSON ? json_entries : entries, &argc, &argv))
    return DS_EXIT_USAGE;
  if (argc != 2)
    return ds_cli_usage_error (_("%s takes one FILE."), names[kind]);

  /* An export is read piece by piece and checked entry by entry, then
   * imported the same way, so its memory is that of its largest entry
   * whatever its size (ds_history_check_export_file). */
  if (kind == IMPORT_JSON && drive_ref == NULL)
    {
      gboolean is_export = FALSE;

      if (!ds_history_check_export_file (argv[1], &is_export, &error))
        return ds_cli_fail (error);
      if (is_export)
        {
          if ((status = ds_cli_history_open (db, reset, &store)) != DS_EXIT_OK)
            return status;
          if (!ds_history_store_import_export_file (store, argv[1], &is_export, &added, &skipped, &error))
            return ds_cli_fail (error);
          return print_imported (added, skipped);
        }
    }

  /* Read and parse everything before opening the database: a malformed
   * file writes nothing. The window's Import reads files the same way. */
  document = ds_import_read_file (argv[1], formats[kind], &error);
  if (document == NULL)
    return ds_cli_fail (error);
  if (kind != IMPORT_JSON)
    ds_json_set_string (json_node_get_object (document), "label", label);

  if ((status = ds_cli_history_open (db, reset, &store)) != DS_EXIT_OK)
    return status;
  if (drive_ref != NULL)
    {
      g_autoptr(DsHistoryDrive) drive = ds_history_store_find_drive (store, drive_ref, &error);
      JsonObject *cond = ds_json_get_object (json_node_get_object (document), "conditions");
      JsonObject *d;

      if (drive == NULL)
        return ds_cli_fail (error);
      d = ds_drive_identity_to_json (&(DsDriveIdentity) {
        .name = drive->name,
        .model = drive->model,
        .serial = drive->serial,
        .firmware = drive->firmware,
        .wwn = drive->wwn,
        .size_bytes = drive->capacity_bytes,
      });
      ds_conditions_take_drive_object (cond, d);
    }
  if (!ds_history_store_import_json (store, document, &added, &skipped, &error))
    return ds_cli_fail (error);
  return print_imported (added, skipped);
}

int
ds_cli_import (int argc, char **argv)
{
  return import_file (IMPORT_JSON, argc, argv);
}

int
ds_cli_import_cdm (int argc, char **argv)
{
  return import_file (IMPORT_CDM, argc, argv);
}

int
ds_cli_import_fio (int argc, char **argv)
{
  return import_file (IMPORT_FIO, argc, argv);
}
