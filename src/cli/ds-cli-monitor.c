/* ds-cli-monitor.c — drivescope-cli monitor: watch the drives and say when
 * one gets worse
 *
 * Every N hours (6 unless --interval says) it reads each NVMe and SATA
 * drive's health with no password (udisks2, or the helper as root: a drive
 * that needs a password is skipped and said so, never asked for), keeps the
 * reading in the history, compares it with the previous one the monitor
 * kept (its state file, $XDG_STATE_HOME/drivescope/monitor.json) by the
 * rules of ds-health-monitor.h, prints what got worse and sends a desktop
 * notification whose click opens the drive in the window. The drives it
 * skipped go into monitor-skipped.json beside the state file
 * (ds-monitor-skipped.h), which the window reads. The systemd user
 * unit drivescope-monitor.service runs it; the window's "Watch my drives"
 * switch starts and stops that unit.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>
#include <stdio.h>

#include "ds-cli.h"
#include "ds-cli-history.h"
#include "ds-drive-list.h"
#include "ds-error.h"
#include "ds-health.h"
#include "ds-health-monitor.h"
#include "ds-json.h"
#include "ds-monitor-skipped.h"

#define MONITOR_APP_ID "io.github.drivescope.Drivescope.Monitor"

typedef struct
{
  char               **drives;      /* NULL: every NVMe and SATA drive */
  DsMonitorThresholds  thresholds;
  gboolean             notify;
  gboolean             json;
  char                *state_path;
  GApplication        *app;         /* NULL without notifications */

  /* The options given (-1, or interval_set FALSE: not given) win over the
   * window's Preferences, which are read again whenever they change. */
  GSettings           *settings;    /* NULL where the window's schema is not installed */
  int                  spare_option, life_option, temperature_option;
  double               interval_option;
  gboolean             interval_set;
  double               interval;    /* hours */
  guint                timeout_id;
} Monitor;

/* The thresholds and interval: each option given, else the setting, else
 * the rules' default. */
static void
apply_settings (Monitor *m)
{
  int spare = m->spare_option, life = m->life_option, temperature = m->temperature_option;

  m->interval = m->interval_set ? m->interval_option : 6.0;
  if (m->settings != NULL)
    {
      if (!m->interval_set)
        m->interval = g_settings_get_double (m->settings, "monitor-interval-hours");
      if (spare < 0)
        spare = g_settings_get_int (m->settings, "monitor-spare-percent");
      if (life < 0)
        life = g_settings_get_int (m->settings, "monitor-life-percent");
      if (temperature < 0)
        temperature = g_settings_get_int (m->settings, "monitor-temperature-c");
    }
  ds_monitor_thresholds_init (&m->thresholds);
  if (spare >= 0)
    m->thresholds.spare_percent = spare;
  if (life >= 0)
    m->thresholds.life_percent = life;
  if (temperature >= 0)
    m->thresholds.temperature_c = temperature;
}

static char *
default_state_path (void)
{
  g_autofree char *dir = ds_monitor_state_dir ();

  return g_build_filename (dir, "monitor.json", NULL);
}

static JsonObject *
load_state (const char *path)
{
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) node = NULL;

  if (g_file_get_contents (path, &text, NULL, NULL) &&
      (node = ds_json_from_string (text, NULL)) != NULL && JSON_NODE_HOLDS_OBJECT (node))
    return json_object_ref (json_node_get_object (node));
  return json_object_new ();
}

static gboolean
save_state (const char  *path,
            JsonObject  *state,
            GError     **error)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *text = NULL;

  json_node_set_object (node, state);
  text = json_to_string (node, TRUE);
  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_IO, _("Could not create %s: %s"), dir, ds_strerror (errno));
      return FALSE;
    }
  return g_file_set_contents (path, text, -1, error);
}

/* The drives to watch: the ones named, else every NVMe and SATA drive. */
static GPtrArray *
watched_drives (const Monitor *m)
{
  GPtrArray *names = g_ptr_array_new_with_free_func (g_free);

  if (m->drives != NULL)
    {
      for (guint i = 0; m->drives[i] != NULL; i++)
        {
          g_autoptr(GError) error = NULL;
          char *name = ds_cli_health_resolve_drive (m->drives[i], &error);

          if (name != NULL)
            g_ptr_array_add (names, name);
          else
            g_printerr ("%s\n", error->message);
        }
      return names;
    }
  {
    g_autoptr(GPtrArray) drives = ds_drive_list_enumerate (DS_ENUM_FLAGS_ALL, NULL);

    for (guint i = 0; drives != NULL && i < drives->len; i++)
      {
        char *name = ds_cli_health_drive_helper_name (g_ptr_array_index (drives, i));

        if (name != NULL)
          g_ptr_array_add (names, name);
      }
  }
  return names;
}

static void
notify (const Monitor  *m,
        const char     *drive,
        const DsHealth *health,
        GPtrArray      *events)
{
  g_autoptr(GNotification) n = NULL;
  g_autoptr(GString) body = g_string_new (NULL);
  g_autofree char *title = NULL;
  g_autofree char *id = NULL;

  if (m->app == NULL || events->len == 0)
    return;
  /* TRANSLATORS: a desktop notification: "Samsung SSD 980 PRO 1TB (nvme0n1) got worse" */
  title = g_strdup_printf (_("%s (%s) got worse"), health->model != NULL ? health->model : drive, drive);
  for (guint i = 0; i < events->len; i++)
    {
      const DsMonitorEvent *e = g_ptr_array_index (events, i);

      if (body->len > 0)
        g_string_append_c (body, '\n');
      g_string_append (body, e->message);
    }
  n = g_notification_new (title);
  g_notification_set_body (n, body->str);
  g_notification_set_priority (n, health->verdict == DS_HEALTH_VERDICT_BAD ? G_NOTIFICATION_PRIORITY_URGENT
                                                                          : G_NOTIFICATION_PRIORITY_HIGH);
  g_notification_set_default_action_and_target (n, "app.open-drive", "s", drive);
  g_notification_add_button_with_target (n, _("Open the drive"), "app.open-drive", "s", drive);
  id = g_strconcat ("drive-", drive, NULL);
  g_application_send_notification (m->app, id, n);
}

/* One round over the drives; the JSON of each drive's outcome is added to
 * @report when given. */
static void
check_drives (Monitor   *m,
              JsonArray *report)
{
  g_autoptr(GPtrArray) names = watched_drives (m);
  g_autoptr(JsonObject) state = load_state (m->state_path);
  g_autoptr(GError) save_error = NULL;
  g_autoptr(GPtrArray) skipped = g_ptr_array_new ();
  g_autofree char *state_dir = g_path_get_dirname (m->state_path);

  for (guint i = 0; i < names->len; i++)
    {
      const char *drive = g_ptr_array_index (names, i);
      g_autoptr(GError) error = NULL;
      g_autoptr(DsHealth) health = ds_health_read (drive, DS_HEALTH_READ_NONE, NULL, &error);
      JsonObject *out = json_object_new ();
      g_autoptr(JsonNode) now = NULL;
      g_autoptr(GPtrArray) events = NULL;
      JsonObject *previous;
      const char *key;

      json_object_set_string_member (out, "drive", drive);
      if (health == NULL)
        {
          gboolean password = g_error_matches (error, DS_ERROR, DS_ERROR_PERMISSION);

          json_object_set_string_member (out, "status", password ? "needs_password" : "unreadable");
          if (password)
            g_ptr_array_add (skipped, (gpointer) drive);
          json_object_set_string_member (out, "reason", error->message);
          if (!m->json)
            printf (password ? _("%s: skipped, reading it needs administrator rights (the monitor never asks "
                                 "for a password)\n")
                             : _("%s: could not be read: %s\n"),
                    ds_cli_safe (drive), ds_cli_safe (error->message));
          if (report != NULL)
            json_array_add_object_element (report, out);
          else
            json_object_unref (out);
          continue;
        }
      ds_cli_history_save_health (health, NULL);
      now = ds_health_to_json (health);
      key = health->serial != NULL && health->serial[0] != '\0' ? health->serial : drive;
      previous = json_object_has_member (state, key) ? json_object_get_object_member (state, key) : NULL;
      events = ds_monitor_compare (previous != NULL ? ds_json_get_object (previous, "health") : NULL,
                                   json_node_get_object (now), &m->thresholds);
      json_object_set_string_member (out, "status", previous != NULL ? "compared" : "first_reading");
      json_object_set_string_member (out, "verdict", ds_health_verdict_to_string (health->verdict));
      json_object_set_member (out, "events", ds_monitor_events_to_json (events));
      if (!m->json)
        {
          if (events->len == 0)
            printf (previous != NULL ? _("%s: %s, nothing got worse\n") : _("%s: %s, first reading kept\n"),
                    ds_cli_safe (drive), ds_health_verdict_to_display (health->verdict));
          for (guint j = 0; j < events->len; j++)
            printf ("%s: %s\n", ds_cli_safe (drive),
                    ((const DsMonitorEvent *) g_ptr_array_index (events, j))->message);
        }
      notify (m, drive, health, events);
      {
        JsonObject *entry = json_object_new ();

        json_object_set_string_member (entry, "drive", drive);
        json_object_set_int_member (entry, "taken", g_get_real_time () / G_USEC_PER_SEC);
        json_object_set_member (entry, "health", g_steal_pointer (&now));
        json_object_set_object_member (state, key, entry);
      }
      if (report != NULL)
        json_array_add_object_element (report, out);
      else
        json_object_unref (out);
    }
  if (!save_state (m->state_path, state, &save_error))
    g_printerr (_("The monitor could not keep its state in %s: %s\n"), m->state_path, save_error->message);
  /* What the window says: the drives this round skipped for a password. */
  g_clear_error (&save_error);
  g_ptr_array_add (skipped, NULL);
  if (!ds_monitor_skipped_save (state_dir, (const char * const *) skipped->pdata,
                                g_get_real_time () / G_USEC_PER_SEC, &save_error))
    g_printerr (_("The monitor could not keep its state in %s: %s\n"), state_dir, save_error->message);
}

static void
open_drive (GSimpleAction *action,
            GVariant      *parameter,
            gpointer       user_data)
{
  const char *drive = g_variant_get_string (parameter, NULL);
  const char *argv[] = { "drivescope", "--drive", drive, NULL };
  g_autoptr(GError) error = NULL;

  if (!g_spawn_async (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, &error))
    g_printerr (_("Could not open the window: %s\n"), error->message);
}

static gboolean
tick (gpointer user_data)
{
  check_drives (user_data, NULL);
  fflush (stdout);
  return G_SOURCE_CONTINUE;
}

/* Preferences changed while the monitor runs: the next check uses the new
 * thresholds, and a new interval counts from now. */
static void
on_settings_changed (GSettings  *settings,
                     const char *key,
                     gpointer    user_data)
{
  Monitor *m = user_data;
  double interval = m->interval;

  if (!g_str_has_prefix (key, "monitor-"))
    return;
  apply_settings (m);
  if (m->interval != interval && m->timeout_id != 0)
    {
      g_source_remove (m->timeout_id);
      m->timeout_id = g_timeout_add_seconds ((guint) MAX (1.0, m->interval * 3600.0), tick, m);
    }
}

int
ds_cli_monitor (int    argc,
                char **argv)
{
  gboolean once = FALSE, no_notify = FALSE, json = FALSE;
  double interval = -1;
  int spare = -1, life = -1, temperature = -1;
  gboolean interval_set;
  g_autofree char *state_path = NULL;
  g_autoptr(GApplication) app = NULL;
  Monitor m = { 0 };
  GOptionEntry entries[] = {
    { "once", 0, 0, G_OPTION_ARG_NONE, &once, N_("Check once and exit"), NULL },
    { "interval", 0, 0, G_OPTION_ARG_DOUBLE, &interval, N_("Hours between checks (default 6)"), N_("HOURS") },
    { "spare-percent", 0, 0, G_OPTION_ARG_INT, &spare,
      N_("Notify when available spare falls to this percentage (default: the drive’s own threshold)"), N_("N") },
    { "life-percent", 0, 0, G_OPTION_ARG_INT, &life, N_("Notify when life left falls to this percentage (default 10)"), N_("N") },
    { "temperature", 0, 0, G_OPTION_ARG_INT, &temperature,
      N_("Notify when a drive reaches this temperature in °C (default: the drive’s own warning temperature)"), N_("C") },
    { "no-notify", 0, 0, G_OPTION_ARG_NONE, &no_notify, N_("Print only; send no desktop notification"), NULL },
    { "state", 0, 0, G_OPTION_ARG_FILENAME, &state_path, N_("Keep the previous readings in FILE"), N_("FILE") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON (with --once)"), NULL },
    { NULL }
  };

  if (!ds_cli_parse_options ("monitor", _("[DRIVE…]"),
                             _("Watches the drives: reads their health every few hours with no password, keeps "
                               "each reading in the history and says — on the terminal and as a desktop "
                               "notification — when one gets worse: a worse verdict, rising reallocated, "
                               "pending, uncorrectable, media-error or CRC counters, a changed NVMe critical "
                               "warning, spare or life left below a threshold, a temperature past the drive’s "
                               "own warning. A drive that needs a password is skipped."),
                             entries, &argc, &argv))
    return DS_EXIT_USAGE;
  interval_set = interval != -1;
  if (interval_set && !(interval > 0 && interval <= 24 * 365))
    return ds_cli_usage_error (_("--interval takes hours above 0, such as 6 or 0.5."));
  if ((spare != -1 && (spare < 0 || spare > 100)) || (life != -1 && (life < 0 || life > 100)))
    return ds_cli_usage_error (_("--spare-percent and --life-percent take 0 to 100."));
  if (temperature != -1 && (temperature < 0 || temperature > 100))
    return ds_cli_usage_error (_("--temperature takes 0 to 100 °C (0: the drive’s own warning temperature)."));
  if (json && !once)
    return ds_cli_usage_error (_("--json needs --once."));

  /* What Preferences set (its Drive Monitor group), where the window's
   * settings are installed and no option said otherwise. */
  {
    GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
    g_autoptr(GSettingsSchema) schema = source != NULL
      ? g_settings_schema_source_lookup (source, "io.github.drivescope.Drivescope", TRUE) : NULL;

    if (schema != NULL && g_settings_schema_has_key (schema, "monitor-interval-hours") &&
        g_settings_schema_has_key (schema, "monitor-temperature-c"))
      m.settings = g_settings_new ("io.github.drivescope.Drivescope");
  }
  m.spare_option = spare;
  m.life_option = life;
  m.temperature_option = temperature;
  m.interval_option = interval;
  m.interval_set = interval_set;
  apply_settings (&m);
  m.drives = argc > 1 ? argv + 1 : NULL;
  m.json = json;
  m.state_path = state_path != NULL ? g_strdup (state_path) : default_state_path ();
  if (!no_notify)
    {
      static const GActionEntry actions[] = { { "open-drive", open_drive, "s", NULL, NULL, { 0 } } };
      g_autoptr(GError) error = NULL;

      app = g_application_new (MONITOR_APP_ID, G_APPLICATION_DEFAULT_FLAGS);
      g_action_map_add_action_entries (G_ACTION_MAP (app), actions, G_N_ELEMENTS (actions), NULL);
      if (g_application_register (app, NULL, &error) && !g_application_get_is_remote (app))
        m.app = app;
      else if (error != NULL)
        g_printerr (_("No desktop notifications (%s); the monitor only prints.\n"), error->message);
      else
        {
          g_printerr (_("Another monitor is already running.\n"));
          g_free (m.state_path);
          g_clear_object (&m.settings);
          return DS_EXIT_FAILED;
        }
    }

  if (once)
    {
      g_autoptr(JsonArray) report = json ? json_array_new () : NULL;

      check_drives (&m, report);
      if (json)
        {
          g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
          JsonObject *obj = json_object_new ();

          json_object_set_array_member (obj, "drives", json_array_ref (report));
          json_node_take_object (node, obj);
          ds_cli_print_json (node);
        }
    }
  else
    {
      g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);

      tick (&m);
      m.timeout_id = g_timeout_add_seconds ((guint) MAX (1.0, m.interval * 3600.0), tick, &m);
      if (m.settings != NULL)
        g_signal_connect (m.settings, "changed", G_CALLBACK (on_settings_changed), &m);
      if (m.app != NULL)
        g_application_hold (m.app);
      g_main_loop_run (loop);
    }
  g_free (m.state_path);
  g_clear_object (&m.settings);
  return DS_EXIT_OK;
}
