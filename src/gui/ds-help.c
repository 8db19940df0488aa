/* ds-help.c — opening the user guide at a topic: help:drivescope/TOPIC
 * through gtk_show_uri_full, which hands it to the desktop's help viewer
 * (Yelp, through the x-scheme-handler/help default). Windows has no Yelp:
 * there the guide is built as HTML (meson -Dhelp_html, help/meson.build)
 * into share/drivescope/help-html/LANG/ beside bin/, and the page opens in the
 * browser.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ds-help.h"

char *
ds_help_html_dir (void)
{
  const char *env = g_getenv ("DRIVESCOPE_HELP_HTML");

  if (env != NULL && env[0] != '\0')
    return g_strdup (env);
#ifdef G_OS_WIN32
  {
    g_autofree char *top = g_win32_get_package_installation_directory_of_module (NULL);

    return g_build_filename (top, "share", "drivescope", "help-html", NULL);
  }
#else
  return NULL;
#endif
}

char *
ds_help_html_uri (const char         *html_dir,
                  const char * const *languages,
                  const char         *topic)
{
  g_autofree char *file = g_strconcat (topic != NULL && topic[0] != '\0' ? topic : "index", ".html", NULL);

  g_return_val_if_fail (html_dir != NULL, NULL);
  /* A topic is a page id: a name, never a path. */
  if (strchr (file, '/') != NULL || strchr (file, '\\') != NULL || file[0] == '.')
    return NULL;
  for (guint i = 0; languages != NULL && languages[i] != NULL; i++)
    {
      g_autofree char *path = NULL;

      if (strchr (languages[i], '.') != NULL || strchr (languages[i], '@') != NULL ||
          strchr (languages[i], '/') != NULL)
        continue;
      path = g_build_filename (html_dir, languages[i], file, NULL);
      if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
        return g_filename_to_uri (path, NULL, NULL);
    }
  {
    g_autofree char *path = g_build_filename (html_dir, "C", file, NULL);

    if (g_file_test (path, G_FILE_TEST_IS_REGULAR))
      return g_filename_to_uri (path, NULL, NULL);
  }
  return NULL;
}

char *
ds_help_uri (const char *topic)
{
  g_autofree char *html_dir = ds_help_html_dir ();

  if (html_dir != NULL)
    return ds_help_html_uri (html_dir, g_get_language_names (), topic);
  if (topic == NULL || topic[0] == '\0')
    return g_strdup ("help:drivescope");
  return g_strconcat ("help:drivescope/", topic, NULL);
}

static void
toast (GtkWindow  *parent,
       const char *text)
{
  if (parent != NULL)
    gtk_widget_activate_action (GTK_WIDGET (parent), "win.toast", "s", text);
  else
    g_message ("%s", text);
}

static void
shown (GObject      *source,
       GAsyncResult *result,
       gpointer      user_data)
{
  g_autoptr(GtkWindow) parent = user_data;
  g_autoptr(GError) error = NULL;

  if (!gtk_show_uri_full_finish (GTK_WINDOW (source), result, &error) &&
      !g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
#ifdef G_OS_WIN32
      g_autofree char *text = g_strdup_printf (_("The user guide could not be opened: %s."), error->message);
#else
      g_autofree char *text = g_strdup_printf (_("The user guide could not be opened: %s. Install the help viewer Yelp (package yelp) to read it."),
                                               error->message);
#endif
      toast (parent, text);
    }
}

void
ds_help_show (GtkWindow  *parent,
              const char *topic)
{
  g_autofree char *uri = ds_help_uri (topic);

  if (uri == NULL)
    {
      toast (parent, _("The user guide is not installed with this copy of Drivescope."));
      return;
    }
  g_debug ("help: %s", uri);
  gtk_show_uri_full (parent, uri, GDK_CURRENT_TIME, NULL, shown,
                     parent != NULL ? g_object_ref (parent) : NULL);
}
