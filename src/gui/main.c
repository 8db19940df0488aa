/* main.c — starts the Drivescope desktop application
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "ds-platform.h"
#include "ds-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(DsApplication) app = NULL;

#ifdef G_OS_WIN32
  /* Windows: GTK's cairo renderer unless the user chose one. GTK 4.8's GL
   * renderer needs a WGL context that virtual machines, remote desktops and
   * Wine often cannot give (the window then stays on its first frames while
   * a run goes on); Drivescope's pages are cairo drawings either way. */
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
#endif
  setlocale (LC_ALL, "");
  {
    g_autofree char *localedir = ds_platform_locale_dir ();

    bindtextdomain (GETTEXT_PACKAGE, localedir);
  }
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_set_application_name (_("Drivescope"));
  app = ds_application_new (G_APPLICATION_DEFAULT_FLAGS);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
