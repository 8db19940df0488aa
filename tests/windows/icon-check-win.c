/* icon-check-win.c — does each icon name resolve, and load, in the Windows
 * window's icon theme? Run by tests/windows/test-wine-icons.py from a copy
 * of the install's bin\, so that GTK looks in the install's share\icons.
 *
 *   icon-check-win.exe SIZE NAME...
 *
 * Prints one line a name: "ok NAME FILE" when the theme found a file of
 * its own for it (not "image-missing") and GTK can load it (an SVG cannot
 * be, without an SVG loader), else "missing NAME WHY". The theme is the
 * window's: GTK's and libadwaita's resources, the app's resource path, and
 * share\icons.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <adwaita.h>
#include <stdlib.h>

int
main (int    argc,
      char **argv)
{
  GtkIconTheme *theme;
  int size;

  if (argc < 3)
    {
      g_printerr ("usage: icon-check-win SIZE NAME...\n");
      return 2;
    }
  size = atoi (argv[1]);
  gtk_init ();
  adw_init ();
  theme = gtk_icon_theme_get_for_display (gdk_display_get_default ());
  /* What GtkApplication adds for io.github.drivescope.Drivescope. */
  gtk_icon_theme_add_resource_path (theme, "/io/github/drivescope/Drivescope/icons");
  for (int i = 2; i < argc; i++)
    {
      g_autoptr(GtkIconPaintable) icon = gtk_icon_theme_lookup_icon (theme, argv[i], NULL, size, 1,
                                                                     GTK_TEXT_DIR_LTR, 0);
      g_autoptr(GFile) file = icon != NULL ? gtk_icon_paintable_get_file (icon) : NULL;
      g_autofree char *uri = file != NULL ? g_file_get_uri (file) : NULL;
      const char *found = icon != NULL ? gtk_icon_paintable_get_icon_name (icon) : NULL;
      g_autoptr(GdkTexture) texture = NULL;
      g_autoptr(GError) error = NULL;

      if (found == NULL || g_str_equal (found, "image-missing") || uri == NULL)
        {
          g_print ("missing %s not in the theme (%s)\n", argv[i], found != NULL ? found : "no icon");
          continue;
        }
      texture = gdk_texture_new_from_file (file, &error);
      if (texture == NULL)
        g_print ("missing %s %s cannot be loaded: %s\n", argv[i], uri, error->message);
      else
        g_print ("ok %s %s %dx%d\n", argv[i], uri, gdk_texture_get_width (texture), gdk_texture_get_height (texture));
    }
  return 0;
}
