/* test-gui-help.c — F1 and Help open the user guide
 *
 * The desktop's help viewer is replaced by a recorder: a .desktop file in
 * the test's XDG_DATA_HOME that handles x-scheme-handler/help (the default
 * in its XDG_CONFIG_HOME/mimeapps.list, as Yelp's is on a desktop) and
 * writes the address it is asked to open into a file. So what is checked is
 * what a real desktop gets from gtk_show_uri: which address, through GIO's
 * choice of handler.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "ds-gui-test.h"
#include "ds-help.h"

static char *record_path;

static void
install_recorder (void)
{
  const char *data = g_getenv ("XDG_DATA_HOME");
  const char *config = g_getenv ("XDG_CONFIG_HOME");
  g_autofree char *apps = g_build_filename (data, "applications", NULL);
  g_autofree char *script = g_build_filename (ds_gui_test_tmpdir (), "record-uri.sh", NULL);
  g_autofree char *desktop = g_build_filename (apps, "ds-test-help-recorder.desktop", NULL);
  g_autofree char *mimeapps = g_build_filename (config, "mimeapps.list", NULL);
  g_autofree char *script_text = NULL;
  g_autofree char *desktop_text = NULL;
  g_autoptr(GError) error = NULL;

  record_path = g_build_filename (ds_gui_test_tmpdir (), "help-uris.txt", NULL);
  script_text = g_strdup_printf ("#!/bin/sh\nprintf '%%s\\n' \"$1\" >> '%s'\n", record_path);
  desktop_text = g_strdup_printf ("[Desktop Entry]\nType=Application\nName=Help recorder\n"
                                  "Exec=%s %%u\nMimeType=x-scheme-handler/help;\nNoDisplay=true\n", script);
  g_assert_cmpint (g_mkdir_with_parents (apps, 0700), ==, 0);
  g_assert_cmpint (g_mkdir_with_parents (config, 0700), ==, 0);
  g_assert_true (g_file_set_contents (script, script_text, -1, &error));
  g_assert_cmpint (g_chmod (script, 0700), ==, 0);
  g_assert_true (g_file_set_contents (desktop, desktop_text, -1, &error));
  g_assert_true (g_file_set_contents (mimeapps,
                                      "[Default Applications]\n"
                                      "x-scheme-handler/help=ds-test-help-recorder.desktop\n",
                                      -1, &error));
}

static gboolean
recorded (gpointer user_data)
{
  g_autofree char *text = NULL;

  return g_file_get_contents (record_path, &text, NULL, NULL) && strchr (text, '\n') != NULL;
}

/* The address the help viewer was asked for since the last call. */
static char *
take_recorded (void)
{
  g_autofree char *text = NULL;

  if (!ds_gui_test_wait (recorded, NULL, 10000))
    return NULL;
  g_assert_true (g_file_get_contents (record_path, &text, NULL, NULL));
  g_assert_cmpint (g_unlink (record_path), ==, 0);
  return g_strstrip (g_strdup (text));
}

static gboolean
menu_has_action (GMenuModel *model,
                 const char *action)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr(GMenuLinkIter) links = g_menu_model_iterate_item_links (model, i);
      g_autoptr(GMenuModel) sub = NULL;

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &name) &&
          g_str_equal (name, action))
        return TRUE;
      while (g_menu_link_iter_get_next (links, NULL, &sub))
        {
          if (menu_has_action (sub, action))
            return TRUE;
          g_clear_object (&sub);
        }
    }
  return FALSE;
}

/* The primary menu: the menu button's model that has About. */
static GMenuModel *
find_primary_menu (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GMenuModel *found = NULL;

      if (GTK_IS_MENU_BUTTON (child))
        {
          found = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (child));
          if (found != NULL && menu_has_action (found, "app.about"))
            return found;
        }
      found = find_primary_menu (child);
      if (found != NULL)
        return found;
    }
  return NULL;
}

static GtkWidget *
find_shortcut (GtkWidget  *root,
               const char *action)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = NULL;

      if (GTK_IS_SHORTCUTS_SHORTCUT (child))
        {
          g_autofree char *name = NULL;

          g_object_get (child, "action-name", &name, NULL);
          if (g_strcmp0 (name, action) == 0)
            return child;
        }
      found = find_shortcut (child, action);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* F1 asks the help viewer for help:drivescope, and so does Help in the
 * primary menu; Shift+F1 on a page asks for that page's topic; the
 * shortcuts window lists both. */
static void
test_f1_opens_the_guide (void)
{
  DsWindow *window = NULL;
  DsDriveView *view = ds_gui_test_drive_view (&window, ds_gui_test_tmpdir (), 1100, 760, "bench");
  GtkApplication *app = GTK_APPLICATION (ds_gui_test_application ());
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (app, "app.help");
  GMenuModel *menu = NULL;
  GtkWindow *overlay = NULL;
  g_autofree char *uri = NULL;

  g_assert_nonnull (view);
  g_assert_true (g_strv_contains ((const char * const *) accels, "F1"));

  g_assert_true (ds_gui_test_press_shortcut (GTK_WIDGET (window), GDK_KEY_F1, 0));
  uri = take_recorded ();
  g_assert_cmpstr (uri, ==, "help:drivescope");
  g_clear_pointer (&uri, g_free);

  /* A page's help: its own topic, here the benchmark's. */
  g_assert_true (ds_gui_test_press_shortcut (GTK_WIDGET (window), GDK_KEY_F1, GDK_SHIFT_MASK));
  uri = take_recorded ();
  g_assert_cmpstr (uri, ==, "help:drivescope/benchmark");
  g_clear_pointer (&uri, g_free);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.page", "s", "thermal"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.help-page", NULL));
  uri = take_recorded ();
  g_assert_cmpstr (uri, ==, "help:drivescope/thermal");
  g_clear_pointer (&uri, g_free);

  /* Help in the primary menu. */
  menu = find_primary_menu (GTK_WIDGET (window));
  g_assert_nonnull (menu);
  g_assert_true (menu_has_action (menu, "app.help"));
  g_action_group_activate_action (G_ACTION_GROUP (app), "help", NULL);
  uri = take_recorded ();
  g_assert_cmpstr (uri, ==, "help:drivescope");
  g_clear_pointer (&uri, g_free);

  /* The shortcuts window lists F1 and Shift+F1. */
  overlay = GTK_WINDOW (gtk_application_window_get_help_overlay (GTK_APPLICATION_WINDOW (window)));
  g_assert_nonnull (overlay);
  g_assert_nonnull (find_shortcut (GTK_WIDGET (overlay), "app.help"));
  g_assert_nonnull (find_shortcut (GTK_WIDGET (overlay), "win.help-page"));

  ds_gui_test_close_window (window);
}

/* Where the guide is HTML (Windows; DRIVESCOPE_HELP_HTML names the tree):
 * the page of the first language the tree has, else C; never a path out
 * of the tree. */
static void
test_html_pages (void)
{
  const char *dir = ds_gui_test_tmpdir ();
  g_autofree char *html = g_build_filename (dir, "help-html", NULL);
  const char *names[] = { "C/index.html", "C/benchmark.html", "ru/benchmark.html", NULL };
  const char *ru[] = { "ru_RU.UTF-8", "ru_RU", "ru", "C", NULL };
  const char *de[] = { "de_DE", "de", "C", NULL };
  g_autofree char *uri = NULL;
  g_autofree char *expected = NULL;

  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *path = g_build_filename (html, names[i], NULL);
      g_autofree char *parent = g_path_get_dirname (path);

      g_assert_cmpint (g_mkdir_with_parents (parent, 0700), ==, 0);
      g_assert_true (g_file_set_contents (path, "<html/>", -1, NULL));
    }
  uri = ds_help_html_uri (html, ru, "benchmark");
  expected = g_strconcat ("file://", html, "/ru/benchmark.html", NULL);
  g_assert_cmpstr (uri, ==, expected);
  g_clear_pointer (&uri, g_free);
  g_clear_pointer (&expected, g_free);
  uri = ds_help_html_uri (html, ru, NULL);
  expected = g_strconcat ("file://", html, "/C/index.html", NULL);
  g_assert_cmpstr (uri, ==, expected);
  g_clear_pointer (&uri, g_free);
  uri = ds_help_html_uri (html, de, "benchmark");
  g_clear_pointer (&expected, g_free);
  expected = g_strconcat ("file://", html, "/C/benchmark.html", NULL);
  g_assert_cmpstr (uri, ==, expected);
  g_clear_pointer (&uri, g_free);
  g_assert_null (ds_help_html_uri (html, de, "thermal"));
  g_assert_null (ds_help_html_uri (html, de, "../C/index"));

  g_setenv ("DRIVESCOPE_HELP_HTML", html, TRUE);
  uri = ds_help_uri ("benchmark");
  g_assert_true (g_str_has_prefix (uri, "file://"));
  g_assert_true (g_str_has_suffix (uri, "/benchmark.html"));
  g_clear_pointer (&uri, g_free);
  g_unsetenv ("DRIVESCOPE_HELP_HTML");
  uri = ds_help_uri ("benchmark");
  g_assert_cmpstr (uri, ==, "help:drivescope/benchmark");
}

int
main (int   argc,
      char *argv[])
{
  ds_gui_test_setup_environment (&argc, &argv);
  install_recorder ();
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ds/gui/help/f1-opens-the-guide", test_f1_opens_the_guide);
  g_test_add_func ("/ds/gui/help/html-pages", test_html_pages);
  return g_test_run ();
}
