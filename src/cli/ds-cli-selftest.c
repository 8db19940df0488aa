/* ds-cli-selftest.c — drivescope-cli selftest DRIVE --short|--extended|
 * --conveyance|--abort|--status
 *
 * Starting goes through udisks2 where it manages the drive (no password),
 * else, for NVMe, through the helper's self-test command (its own polkit
 * action). --status reads the drive's health (saved to the history as
 * every reading is, so the result stays in the drive's trend) and shows the
 * test running, its progress and the self-test log.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "ds-cli.h"
#include "ds-cli-history.h"
#include "ds-error.h"
#include "ds-format.h"
#include "ds-health.h"
#include "ds-health-fields.h"
#include "ds-json.h"
#include "ds-self-test.h"

static const char *
command_display (DsSelfTestCommand command)
{
  switch (command)
    {
    case DS_SELF_TEST_SHORT:
      return C_("self-test", "short");
    case DS_SELF_TEST_EXTENDED:
      return C_("self-test", "extended");
    case DS_SELF_TEST_CONVEYANCE:
      return C_("self-test", "conveyance");
    case DS_SELF_TEST_ABORT:
    default:
      return "";
    }
}

static JsonNode *
status_json (const char     *drive,
             const DsHealth *health)
{
  JsonObject *obj = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  json_object_set_string_member (obj, "drive", drive);
  json_object_set_boolean_member (obj, "running", health->self_test_remaining_percent >= 0);
  if (health->self_test_remaining_percent >= 0)
    json_object_set_int_member (obj, "remaining_percent", health->self_test_remaining_percent);
  else
    json_object_set_null_member (obj, "remaining_percent");
  ds_json_set_string (obj, "last_self_test", health->last_self_test);
  if (health->nvme != NULL)
    {
      g_autoptr(JsonNode) facts = ds_nvme_facts_to_json (health->nvme);

      json_object_set_member (obj, "self_test_log",
                              json_node_copy (json_object_get_member (json_node_get_object (facts),
                                                                      "self_test_log")));
    }
  else
    json_object_set_null_member (obj, "self_test_log");
  json_object_set_string_member (obj, "source", health->source != NULL ? health->source : "");
  json_node_take_object (node, obj);
  return node;
}

static int
show_status (const char *drive,
             gboolean    json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHealth) health = ds_health_read (drive, DS_HEALTH_READ_ALLOW_PROMPT, NULL, &error);

  if (health == NULL)
    return ds_cli_fail (error);
  ds_cli_history_save_health (health, NULL);
  if (json)
    {
      g_autoptr(JsonNode) node = status_json (drive, health);

      ds_cli_print_json (node);
      return DS_EXIT_OK;
    }
  if (health->self_test_remaining_percent >= 0)
    /* TRANSLATORS: a self-test in progress: "Self-test running on sda: 70 % left" */
    printf (_("Self-test running on %s: %d %% left\n"), ds_cli_safe (drive), health->self_test_remaining_percent);
  else
    printf (_("No self-test is running on %s.\n"), ds_cli_safe (drive));
  if (health->last_self_test_display != NULL)
    printf (_("Last self-test: %s\n"), health->last_self_test_display);
  if (health->nvme != NULL && health->nvme->self_tests != NULL)
    {
      g_autoptr(GPtrArray) fields = ds_nvme_facts_fields (health->nvme);

      for (guint i = 0; i < fields->len; i++)
        {
          const DsHealthField *f = g_ptr_array_index (fields, i);

          if (g_str_equal (f->key, "self_test_log"))
            printf ("  %s: %s\n", f->label, f->value);
        }
    }
  return DS_EXIT_OK;
}

int
ds_cli_selftest (int    argc,
                 char **argv)
{
  gboolean s_short = FALSE, s_extended = FALSE, s_conveyance = FALSE, s_abort = FALSE, s_status = FALSE;
  gboolean json = FALSE;
  g_autoptr(GError) error = NULL;
  g_autofree char *drive = NULL;
  DsSelfTestCommand command = DS_SELF_TEST_SHORT;
  const char *via = NULL;
  int n;
  GOptionEntry entries[] = {
    { "short", 0, 0, G_OPTION_ARG_NONE, &s_short, N_("Start a short self-test (a few minutes)"), NULL },
    { "extended", 0, 0, G_OPTION_ARG_NONE, &s_extended, N_("Start an extended self-test (reads the whole surface; can take hours)"), NULL },
    { "conveyance", 0, 0, G_OPTION_ARG_NONE, &s_conveyance, N_("Start a conveyance self-test (ATA: damage in transport)"), NULL },
    { "abort", 0, 0, G_OPTION_ARG_NONE, &s_abort, N_("Abort the self-test that is running"), NULL },
    { "status", 0, 0, G_OPTION_ARG_NONE, &s_status, N_("Show the test running, its progress and the last results"), NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { NULL }
  };

  if (!ds_cli_parse_options ("selftest", _("DRIVE"),
#ifdef G_OS_WIN32
                             _("Shows the drive’s own self-test: its progress and its log (--status). "
                               "Starting or aborting a self-test is not available in the Windows build."),
#else
                             _("Runs the drive’s own self-test: the drive checks itself and no data is written. "
                               "Where udisks2 manages the drive no password is needed; an NVMe drive it does "
                               "not manage asks for administrator rights. Follow it with --status."),
#endif
                             entries, &argc, &argv))
    return DS_EXIT_USAGE;
  n = s_short + s_extended + s_conveyance + s_abort + s_status;
  if (argc != 2 || n != 1)
    return ds_cli_usage_error (_("Give one DRIVE and one of --short, --extended, --conveyance, --abort or --status."));
  drive = ds_cli_health_resolve_drive (argv[1], &error);
  if (drive == NULL)
    return ds_cli_fail (error);
  if (s_status)
    return show_status (drive, json);
#ifdef G_OS_WIN32
  return ds_cli_usage_error (_("Starting or aborting a self-test is not available in the Windows build; "
                               "--status shows the drive’s self-test log."));
#endif

  command = s_short ? DS_SELF_TEST_SHORT : s_extended ? DS_SELF_TEST_EXTENDED
          : s_conveyance ? DS_SELF_TEST_CONVEYANCE : DS_SELF_TEST_ABORT;
  if (!ds_self_test_run (drive, command, DS_HEALTH_READ_ALLOW_PROMPT, &via, NULL, &error))
    return ds_cli_fail (error);
  if (json)
    {
      g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
      JsonObject *obj = json_object_new ();

      json_object_set_string_member (obj, "drive", drive);
      json_object_set_string_member (obj, "command", ds_self_test_command_to_string (command));
      json_object_set_string_member (obj, "via", via);
      json_node_take_object (node, obj);
      ds_cli_print_json (node);
    }
  else if (command == DS_SELF_TEST_ABORT)
    printf (_("Aborted the self-test on %s.\n"), ds_cli_safe (drive));
  else
    /* TRANSLATORS: "Started a short self-test on sda (through udisks2). Follow it with: drivescope-cli selftest sda --status" */
    printf (_("Started a %s self-test on %s (through %s). Follow it with: drivescope-cli selftest %s --status\n"),
            command_display (command), ds_cli_safe (drive), via, ds_cli_safe (drive));
  return DS_EXIT_OK;
}
