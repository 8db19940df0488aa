/* ds-application.c — the Drivescope desktop application: app actions
 * (Preferences, Help, About, Quit, show-drive, and the settings the menu
 * sets), their shortcuts, the main window and `drivescope --drive NAME`
 * (what the monitor's notification runs to open a drive).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <glib/gstdio.h>

#include "ds-application.h"
#include "ds-help.h"
#include "ds-monitor-skipped.h"
#include "ds-test-file.h"
#include "ds-preferences-window.h"
#include "ds-window.h"

struct _DsApplication
{
  AdwApplication  parent_instance;

  GSettings      *settings;
  DsHistory      *history;
  char           *pending_drive;   /* --drive: to show once the list has it */
  guint           pending_tries;
  guint           pending_source;
};

G_DEFINE_FINAL_TYPE (DsApplication, ds_application, ADW_TYPE_APPLICATION)

static void
ds_application_activate (GApplication *app)
{
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (app));

  if (window == NULL)
    window = GTK_WINDOW (ds_window_new (GTK_APPLICATION (app)));
  gtk_window_present (window);
}

/* The sidebar fills in the background: the drive is selected once it is
 * there, for up to ten seconds. */
static gboolean
select_pending (gpointer user_data)
{
  DsApplication *self = user_data;
  GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (self));

  if (self->pending_drive != NULL && DS_IS_WINDOW (window) &&
      !ds_window_select_drive (DS_WINDOW (window), self->pending_drive) && ++self->pending_tries < 40)
    return G_SOURCE_CONTINUE;
  g_clear_pointer (&self->pending_drive, g_free);
  self->pending_source = 0;
  return G_SOURCE_REMOVE;
}

static void
show_drive (DsApplication *self,
            const char    *name)
{
  g_free (self->pending_drive);
  self->pending_drive = g_strdup (name);
  self->pending_tries = 0;
  if (self->pending_source == 0)
    self->pending_source = g_timeout_add (250, select_pending, self);
  select_pending (self);
}

static void
app_show_drive (GSimpleAction *action,
                GVariant      *parameter,
                gpointer       user_data)
{
  g_application_activate (G_APPLICATION (user_data));
  show_drive (DS_APPLICATION (user_data), g_variant_get_string (parameter, NULL));
}

static int
ds_application_handle_local_options (GApplication *app,
                                     GVariantDict *options)
{
  const char *drive = NULL;

  if (!g_variant_dict_lookup (options, "drive", "&s", &drive))
    return -1;
  if (!g_application_register (app, NULL, NULL))
    return 1;
  /* A window already open shows the drive; otherwise this one does. */
  g_action_group_activate_action (G_ACTION_GROUP (app), "show-drive", g_variant_new_string (drive));
  return g_application_get_is_remote (app) ? 0 : -1;
}

static void
app_quit (GSimpleAction *action,
          GVariant      *parameter,
          gpointer       user_data)
{
  GtkApplication *app = GTK_APPLICATION (user_data);
  g_autoptr(GList) windows = g_list_copy (gtk_application_get_windows (app));

  /* Each window closes as the close button would: one running a test asks
   * first. The application ends with its last window. */
  for (GList *l = windows; l != NULL; l = l->next)
    gtk_window_close (l->data);
}

static void
app_preferences (GSimpleAction *action,
                 GVariant      *parameter,
                 gpointer       user_data)
{
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (user_data));
  GtkWidget *prefs = ds_preferences_window_new (parent);

  gtk_window_present (GTK_WINDOW (prefs));
}

/* F1 and Help in the primary menu: the user guide's front page. */
static void
app_help (GSimpleAction *action,
          GVariant      *parameter,
          gpointer       user_data)
{
  ds_help_show (gtk_application_get_active_window (GTK_APPLICATION (user_data)), NULL);
}

static void
app_about (GSimpleAction *action,
           GVariant      *parameter,
           gpointer       user_data)
{
  static const char *developers[] = { "The Drivescope developers", NULL };
  GtkWindow *parent = gtk_application_get_active_window (GTK_APPLICATION (user_data));

  adw_show_about_window (parent,
                         "application-name", _("Drivescope"),
                         "application-icon", APP_ID,
                         "version", PACKAGE_VERSION,
                         "developer-name", _("The Drivescope developers"),
                         "developers", developers,
                         "comments", _("See what your drives are, how healthy and how fast they really are."),
                         "website", "https://github.com/drivescope/drivescope",
                         "issue-url", "https://github.com/drivescope/drivescope/issues",
                         "license-type", GTK_LICENSE_GPL_3_0,
                         /* TRANSLATORS: your names, one per line, shown in the About window */
                         "translator-credits", _("translator-credits"),
                         NULL);
}

static const GActionEntry app_actions[] = {
  { .name = "quit", .activate = app_quit },
  { .name = "preferences", .activate = app_preferences },
  { .name = "help", .activate = app_help },
  { .name = "about", .activate = app_about },
  { .name = "show-drive", .activate = app_show_drive, .parameter_type = "s" },
};

/* Keys the primary menu sets, each an action of the same name whose state
 * is the key's value (as gnome-text-editor does). */
static const char *const settings_actions[] = {
  "bench-unit",
  "show-all-devices",
  "health-around-runs",
  "watch-drives",
};

/* "Watch my drives": the monitor's user unit follows the setting. Where
 * there is no systemd user manager (Flatpak, other systems) the switch says
 * so in a toast and goes back off. */
static void
watch_drives_changed (GSettings  *settings,
                      const char *key,
                      gpointer    user_data)
{
  gboolean on = g_settings_get_boolean (settings, key);
  const char *argv[] = { "systemctl", "--user", on ? "enable" : "disable", "--now",
                         "drivescope-monitor.service", NULL };
  g_autoptr(GError) error = NULL;
  int status = 0;

  if (!g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH | G_SPAWN_STDOUT_TO_DEV_NULL,
                     NULL, NULL, NULL, NULL, &status, &error) ||
      !g_spawn_check_wait_status (status, &error))
    {
      GtkWindow *window = gtk_application_get_active_window (GTK_APPLICATION (user_data));

      if (DS_IS_WINDOW (window))
        ds_window_add_toast (DS_WINDOW (window),
                             adw_toast_new (on ? _("The drive monitor could not be started: no systemd user session. "
                                                   "Run “drivescope-cli monitor” instead.")
                                               : _("The drive monitor could not be stopped.")));
      if (on)
        g_settings_set_boolean (settings, key, FALSE);
    }  /* Off: the monitor's list of skipped drives no longer says anything. */
  if (!g_settings_get_boolean (settings, key))
    {
      g_autofree char *dir = ds_monitor_state_dir ();
      g_autofree char *path = g_build_filename (dir, DS_MONITOR_SKIPPED_FILE, NULL);

      g_remove (path);
    }
}

static void
ds_application_startup (GApplication *app)
{
  DsApplication *self = DS_APPLICATION (app);
  GtkApplication *gtk_app = GTK_APPLICATION (app);

  G_APPLICATION_CLASS (ds_application_parent_class)->startup (app);
  ds_test_file_install_signal_cleanup ();
#ifdef G_OS_WIN32
  {
    /* GTK's Windows back end takes the UI font from the system; under Wine
     * that font has no family ("(NULL) 8"), and every label is drawn as
     * boxes. A font name without a usable family is replaced. */
    GtkSettings *gtk_settings = gtk_settings_get_default ();
    g_autofree char *font = NULL;
    PangoFontDescription *desc = NULL;
    const char *family = NULL;

    g_object_get (gtk_settings, "gtk-font-name", &font, NULL);
    if (font != NULL)
      desc = pango_font_description_from_string (font);
    if (desc != NULL)
      family = pango_font_description_get_family (desc);
    if (family == NULL || *family == '\0' || g_str_has_prefix (family, "(NULL)"))
      g_object_set (gtk_settings, "gtk-font-name", "Sans 10", NULL);
    g_clear_pointer (&desc, pango_font_description_free);
  }
#endif

  g_action_map_add_action_entries (G_ACTION_MAP (app), app_actions, G_N_ELEMENTS (app_actions), app);
  for (guint i = 0; i < G_N_ELEMENTS (settings_actions); i++)
    {
      g_autoptr(GAction) action = g_settings_create_action (self->settings, settings_actions[i]);

      g_action_map_add_action (G_ACTION_MAP (app), action);
    }
  g_signal_connect (self->settings, "changed::watch-drives", G_CALLBACK (watch_drives_changed), app);
  gtk_application_set_accels_for_action (gtk_app, "app.quit", (const char *[]) { "<Control>q", NULL });
  gtk_application_set_accels_for_action (gtk_app, "app.preferences", (const char *[]) { "<Control>comma", NULL });
  gtk_application_set_accels_for_action (gtk_app, "app.help", (const char *[]) { "F1", NULL });
  gtk_application_set_accels_for_action (gtk_app, "win.help-page", (const char *[]) { "<Shift>F1", NULL });
  gtk_application_set_accels_for_action (gtk_app, "window.close", (const char *[]) { "<Control>w", NULL });
}

GSettings *
ds_application_get_settings (DsApplication *self)
{
  g_return_val_if_fail (DS_IS_APPLICATION (self), NULL);
  return self->settings;
}

DsHistory *
ds_application_get_history (DsApplication *self)
{
  g_return_val_if_fail (DS_IS_APPLICATION (self), NULL);
  return self->history;
}

DsHistory *
ds_application_get_default_history (void)
{
  static DsHistory *alone;
  GApplication *app = g_application_get_default ();

  if (DS_IS_APPLICATION (app))
    return DS_APPLICATION (app)->history;
  if (g_once_init_enter (&alone))
    g_once_init_leave (&alone, ds_history_new (NULL));
  return alone;
}

static void
ds_application_finalize (GObject *object)
{
  DsApplication *self = DS_APPLICATION (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->history);
  g_clear_handle_id (&self->pending_source, g_source_remove);
  g_clear_pointer (&self->pending_drive, g_free);
  G_OBJECT_CLASS (ds_application_parent_class)->finalize (object);
}

static void
ds_application_class_init (DsApplicationClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GApplicationClass *app_class = G_APPLICATION_CLASS (klass);

  object_class->finalize = ds_application_finalize;
  app_class->activate = ds_application_activate;
  app_class->handle_local_options = ds_application_handle_local_options;
  app_class->startup = ds_application_startup;
}

static void
ds_application_init (DsApplication *self)
{
  self->settings = g_settings_new (APP_ID);
  self->history = ds_history_new (NULL);
  g_application_add_main_option (G_APPLICATION (self), "drive", 0, 0, G_OPTION_ARG_STRING,
                                 _("Open the window at DRIVE (nvme0n1, sda)"), _("DRIVE"));
}

DsApplication *
ds_application_new (GApplicationFlags flags)
{
  return g_object_new (DS_TYPE_APPLICATION,
                       "application-id", APP_ID,
                       "flags", flags,
                       "resource-base-path", "/io/github/drivescope/Drivescope",
                       NULL);
}
