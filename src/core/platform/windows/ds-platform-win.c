/* ds-platform-win.c — the helper, administrator rights, and the drive's
 * temperature on Windows
 *
 * NVMe identify and health pages come through IOCTL_STORAGE_QUERY_PROPERTY
 * on a handle opened with no access rights, so the helper runs as the user:
 * no elevation is prepended. (ATA SMART needs an elevated process on
 * Windows; the helper says so when asked for a SATA drive.)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <malloc.h>
#include <math.h>
#include <windows.h>

#include "ds-error.h"
#include "ds-platform.h"
#include "ds-win-device.h"
#include "ds-win-storage.h"

char *
ds_platform_helper_path (void)
{
  const char *env = g_getenv ("DRIVESCOPE_HELPER");
  g_autofree char *dir = NULL;
  g_autofree char *beside = NULL;
  g_autofree char *uninstalled = NULL;

  if (env != NULL && env[0] != '\0')
    return g_strdup (env);
  /* Installed: the helper sits beside the programs in bin\; uninstalled
   * (build-windows\src\cli): in ..\helper. */
  dir = g_win32_get_package_installation_directory_of_module (NULL);
  beside = g_build_filename (dir, "bin", "drivescope-helper.exe", NULL);
  if (g_file_test (beside, G_FILE_TEST_IS_REGULAR))
    return g_steal_pointer (&beside);
  {
    wchar_t module[MAX_PATH];
    DWORD n = GetModuleFileNameW (NULL, module, G_N_ELEMENTS (module));

    if (n > 0 && n < G_N_ELEMENTS (module))
      {
        g_autofree char *exe = ds_win_utf8 (module);
        g_autofree char *exe_dir = g_path_get_dirname (exe);

        uninstalled = g_build_filename (exe_dir, "..", "helper", "drivescope-helper.exe", NULL);
        if (g_file_test (uninstalled, G_FILE_TEST_IS_REGULAR))
          return g_canonicalize_filename (uninstalled, NULL);
      }
  }
  return g_steal_pointer (&beside);
}

gboolean
ds_platform_is_privileged (void)
{
  HANDLE token = NULL;
  TOKEN_ELEVATION elevation = { 0 };
  DWORD size = 0;
  gboolean elevated = FALSE;

  if (OpenProcessToken (GetCurrentProcess (), TOKEN_QUERY, &token))
    {
      if (GetTokenInformation (token, TokenElevation, &elevation, sizeof elevation, &size))
        elevated = elevation.TokenIsElevated != 0;
      CloseHandle (token);
    }
  return elevated;
}

gboolean
ds_platform_elevate_argv (GPtrArray  *argv,
                          GError    **error)
{
  /* Nothing to prepend: the NVMe pages need no administrator rights on
   * Windows. The helper itself refuses what would (ATA SMART). */
  return TRUE;
}

gboolean
ds_platform_elevation_refused (int exit_status)
{
  return FALSE;
}

double
ds_drive_read_temperature (const DsDrive *drive)
{
  HANDLE h = ds_win_open_disk_for_query (drive->name, NULL);
  g_autofree guint8 *buf = NULL;
  double current = NAN, warning, critical;
  gsize len = 0;

  if (h == INVALID_HANDLE_VALUE)
    return NAN;
  buf = ds_win_query_property (h, DS_WIN_STORAGE_DEVICE_TEMPERATURE_PROPERTY, &len, NULL);
  CloseHandle (h);
  if (buf == NULL || !ds_win_parse_temperature (buf, len, &current, &warning, &critical, NULL))
    return NAN;
  return current;
}

guint64
ds_platform_physical_memory (void)
{
  MEMORYSTATUSEX status = { .dwLength = sizeof status };

  return GlobalMemoryStatusEx (&status) ? status.ullTotalPhys : 0;
}

void *
ds_platform_aligned_alloc (gsize alignment,
                           gsize size)
{
  void *memory = _aligned_malloc (size, alignment);

  if (memory == NULL)
    g_error ("out of memory for %" G_GSIZE_FORMAT " aligned bytes", size);
  return memory;
}

void
ds_platform_aligned_free (void *memory)
{
  _aligned_free (memory);
}
