/* ds-platform-linux.c — the helper through pkexec, temperatures from hwmon
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <unistd.h>

#include "ds-error.h"
#include "ds-platform.h"
#include "ds-sysroot.h"

#define PKEXEC_DISMISSED      126
#define PKEXEC_NOT_AUTHORISED 127

char *
ds_platform_helper_path (void)
{
  const char *env = g_getenv ("DRIVESCOPE_HELPER");
  g_autofree char *exe = NULL;

  if (env != NULL && env[0] != '\0')
    return g_strdup (env);

  /* Uninstalled: the helper is built beside the CLI and the GUI
   * (build/src/cli, build/src/gui -> build/src/helper). */
  exe = g_file_read_link ("/proc/self/exe", NULL);
  if (exe != NULL)
    {
      g_autofree char *dir = g_path_get_dirname (exe);
      g_autofree char *candidate = g_build_filename (dir, "..", "helper", "drivescope-helper", NULL);
      g_autofree char *canonical = g_canonicalize_filename (candidate, NULL);

      if (g_file_test (canonical, G_FILE_TEST_IS_EXECUTABLE) &&
          g_strcmp0 (canonical, DS_HELPER_PATH) != 0)
        return g_steal_pointer (&canonical);
    }
  return g_strdup (DS_HELPER_PATH);
}

char *
ds_platform_locale_dir (void)
{
  g_autofree char *exe = g_file_read_link ("/proc/self/exe", NULL);

  /* build/src/gui/drivescope and build/src/cli/drivescope-cli: the build's
   * catalogues are build/po/LANG/LC_MESSAGES/drivescope.mo. */
  if (exe != NULL)
    {
      g_autofree char *dir = g_path_get_dirname (exe);
      g_autofree char *po = g_build_filename (dir, "..", "..", "po", NULL);
      g_autofree char *canonical = g_canonicalize_filename (po, NULL);
      g_autofree char *probe = g_build_filename (canonical, "ru", "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
      g_autofree char *installed = g_canonicalize_filename (LOCALEDIR, NULL);

      if (!g_str_equal (canonical, installed) && g_file_test (probe, G_FILE_TEST_IS_REGULAR))
        return g_steal_pointer (&canonical);
    }
  return g_strdup (LOCALEDIR);
}

gboolean
ds_platform_is_privileged (void)
{
  return geteuid () == 0;
}

gboolean
ds_platform_elevate_argv (GPtrArray  *argv,
                          GError    **error)
{
  char *pkexec = g_find_program_in_path ("pkexec");

  if (pkexec == NULL)
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_PERMISSION,
                           _("Health data needs administrator rights and pkexec (polkit) is not installed; "
                             "nothing was read. Install polkit or run as root."));
      return FALSE;
    }
  g_ptr_array_insert (argv, 0, pkexec);
  return TRUE;
}

gboolean
ds_platform_elevation_refused (int exit_status)
{
  return exit_status == PKEXEC_DISMISSED || exit_status == PKEXEC_NOT_AUTHORISED;
}

double
ds_drive_read_temperature (const DsDrive *drive)
{
  guint64 milli;

  if (drive->hwmon_dir == NULL)
    return NAN;
  if (!ds_sysroot_read_u64 (drive->hwmon_dir, "temp1_input", &milli))
    return NAN;
  return (double) (gint64) milli / 1000.0;
}
