/* ds-cli-drivedb.c — drivescope-cli drivedb MODEL [FIRMWARE] [--drivedb FILE] [--json]
 *
 * What the drive database Drivescope uses says about one model: the
 * database's version, the matching entry's family and warning, its
 * firmware bug flags and the attribute names and raw formats it sets, the
 * same facts `smartctl -P showall MODEL FIRMWARE` prints.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "ds-cli.h"
#include "ds-drivedb.h"
#include "ds-error.h"
#include "ds-json.h"

static const struct
{
  guint       bug;
  const char *name;
} bug_names[] = {
  { DS_ATA_BUG_NOLOGDIR, "nologdir" },
  { DS_ATA_BUG_SAMSUNG, "samsung" },
  { DS_ATA_BUG_SAMSUNG2, "samsung2" },
  { DS_ATA_BUG_SAMSUNG3, "samsung3" },
  { DS_ATA_BUG_XERRORLBA, "xerrorlba" },
};

/* Built from objects and arrays, not JsonBuilder, which the json-c stand-in
 * of the Windows build does not have. A missing string is null. */
static JsonNode *
presets_to_json (const DsAtaPresets *presets)
{
  JsonObject *obj = json_object_new ();
  JsonArray *bugs = json_array_new ();
  JsonArray *attributes = json_array_new ();
  JsonNode *root = json_node_new (JSON_NODE_OBJECT);

  ds_json_set_string (obj, "version", presets->db_version);
  ds_json_set_string (obj, "date", presets->db_date);
  ds_json_set_string (obj, "path", presets->db_path);
  ds_json_set_string (obj, "family", presets->family);
  ds_json_set_string (obj, "warning", presets->warning);
  for (guint i = 0; i < G_N_ELEMENTS (bug_names); i++)
    if (presets->firmware_bugs & bug_names[i].bug)
      json_array_add_string_element (bugs, bug_names[i].name);
  json_object_set_array_member (obj, "firmware_bugs", bugs);
  for (guint id = 1; id < 256; id++)
    {
      const DsAtaAttrDef *def = &presets->drive[id];
      JsonObject *attr;

      if (!def->set)
        continue;
      attr = json_object_new ();
      json_object_set_int_member (attr, "id", id);
      ds_json_set_string (attr, "name", ds_ata_presets_name (presets, id, 0));
      ds_json_set_string (attr, "raw_format", ds_ata_raw_format_to_string (ds_ata_presets_format (presets, id)));
      ds_json_set_string (attr, "byte_order", def->byteorder[0] ? def->byteorder : NULL);
      json_array_add_object_element (attributes, attr);
    }
  json_object_set_array_member (obj, "attributes", attributes);
  json_node_take_object (root, obj);
  return root;
}

int
ds_cli_drivedb (int    argc,
                char **argv)
{
  gboolean json = FALSE;
  g_autofree char *drivedb_path = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(DsAtaPresets) presets = NULL;
  const DsDrivedb *db;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { "drivedb", 0, 0, G_OPTION_ARG_FILENAME, &drivedb_path,
      N_("Read ATA attributes with this smartmontools drive database (drivedb.h)"), N_("FILE") },
    { NULL }
  };

  if (!ds_cli_parse_options ("drivedb", _("MODEL [FIRMWARE]"),
                             _("Looks MODEL (and FIRMWARE) up in smartmontools’ drive database as "
                               "smartctl does, and prints what it sets for the drive."),
                             entries, &argc, &argv))
    return DS_EXIT_USAGE;
  if (argc < 2 || argc > 3)
    return ds_cli_usage_error (_("Give one MODEL, as the drive reports it, and optionally its FIRMWARE."));

  if (drivedb_path != NULL)
    ds_drivedb_set_path (drivedb_path);
  db = ds_drivedb_get_default (&error);
  if (db == NULL)
    return ds_cli_fail (error);
  presets = ds_drivedb_lookup (db, argv[1], argc == 3 ? argv[2] : NULL);

  if (json)
    {
      g_autoptr(JsonNode) node = presets_to_json (presets);

      ds_cli_print_json (node);
      return DS_EXIT_OK;
    }

  printf ("%s %s (%s)\n", _("Drive database:"), ds_cli_safe (ds_drivedb_get_version (db)),
          ds_cli_safe (ds_drivedb_get_path (db)));
  if (presets->family == NULL)
    {
      printf ("%s\n", _("The model is not in the database; its default attribute names and formats apply."));
      return DS_EXIT_OK;
    }
  printf ("%s %s\n", _("Model family:"), ds_cli_safe (presets->family));
  if (presets->warning != NULL)
    printf ("%s %s\n", _("Warning:"), ds_cli_safe (presets->warning));
  for (guint i = 0; i < G_N_ELEMENTS (bug_names); i++)
    if (presets->firmware_bugs & bug_names[i].bug)
      printf ("%s -F %s\n", _("Firmware bug:"), bug_names[i].name);
  for (guint id = 1; id < 256; id++)
    if (presets->drive[id].set)
      printf ("  %3u  %-24s %s\n", id, ds_cli_safe (ds_ata_presets_name (presets, id, 0)),
              ds_ata_raw_format_to_string (ds_ata_presets_format (presets, id)));
  return DS_EXIT_OK;
}
