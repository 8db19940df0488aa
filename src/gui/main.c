/* main.c — starts the Drivescope desktop application
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>

#include "ds-application.h"

int
main (int   argc,
      char *argv[])
{
  g_autoptr(DsApplication) app = NULL;
  const char *localedir;

  setlocale (LC_ALL, "");
  /* ./run.sh points this at build/po: translations from the build tree. */
  localedir = g_getenv ("DRIVESCOPE_LOCALEDIR");
  bindtextdomain (GETTEXT_PACKAGE, localedir != NULL && localedir[0] != '\0' ? localedir : LOCALEDIR);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);

  g_set_application_name (_("Drivescope"));
  app = ds_application_new (G_APPLICATION_DEFAULT_FLAGS);
  return g_application_run (G_APPLICATION (app), argc, argv);
}
