/* ds-platform-win.c — the helper, administrator rights, and the drive's
 * temperature on Windows
 *
 * NVMe identify and health pages come through IOCTL_STORAGE_QUERY_PROPERTY
 * on a handle opened with no access rights, so the helper runs as the user:
 * no elevation is prepended. ATA SMART needs an elevated process on
 * Windows: when a prompt is allowed the helper gets --may-elevate and starts
 * itself through the UAC prompt for a SATA drive; otherwise it says so.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <malloc.h>
#include <math.h>
#include <string.h>
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

/* The rule drivescope-helper.exe applies: PhysicalDrive and a number. */
gboolean
ds_platform_helper_accepts_name (const char *name)
{
  gsize len = strlen (name);

  if (len <= 13 || len > 24 || !g_str_has_prefix (name, "PhysicalDrive"))
    return FALSE;
  for (gsize i = 13; i < len; i++)
    if (!g_ascii_isdigit (name[i]))
      return FALSE;
  return len == 14 || name[13] != '0';
}

gboolean
ds_platform_helper_needs_elevation (void)
{
  return FALSE;
}

/* Installed: share\locale beside bin\; uninstalled (build-windows\src\cli):
 * the build's po\ two levels up, as on Linux. */
char *
ds_platform_locale_dir (void)
{
  g_autofree char *top = g_win32_get_package_installation_directory_of_module (NULL);
  g_autofree char *po = g_build_filename (top, "..", "..", "po", NULL);
  g_autofree char *canonical = g_canonicalize_filename (po, NULL);
  g_autofree char *probe = g_build_filename (canonical, "ru", "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);

  if (g_file_test (probe, G_FILE_TEST_IS_REGULAR))
    return g_steal_pointer (&canonical);
  return g_build_filename (top, "share", "locale", NULL);
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
   * Windows, and for ATA SMART the helper elevates itself
   * (ds_platform_helper_allow_prompt). */
  return TRUE;
}

void
ds_platform_helper_allow_prompt (GPtrArray *argv)
{
  /* A SATA drive's SMART data needs IOCTL_ATA_PASS_THROUGH, which only an
   * administrator may send: the helper then starts itself elevated (UAC). */
  g_ptr_array_add (argv, g_strdup ("--may-elevate"));
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

/* Large pages on Windows need SeLockMemoryPrivilege and VirtualAlloc with
 * MEM_LARGE_PAGES from the start; an ordinary user has neither, so buffers
 * stay in small pages there. */
void
ds_platform_prefer_huge_pages (void  *memory,
                               gsize  size)
{
}

void
ds_platform_aligned_free (void *memory)
{
  _aligned_free (memory);
}

gboolean
ds_platform_filesystem_usage (const char *dir,
                              guint64    *total_bytes,
                              guint64    *available_bytes,
                              guint64    *used_bytes)
{
  g_autofree wchar_t *wdir = ds_win_utf16 (dir);
  ULARGE_INTEGER avail, total, all_free;

  if (wdir == NULL || !GetDiskFreeSpaceExW (wdir, &avail, &total, &all_free))
    return FALSE;
  *total_bytes = total.QuadPart;
  *available_bytes = avail.QuadPart;
  *used_bytes = total.QuadPart - all_free.QuadPart;
  return TRUE;
}

gboolean
ds_platform_os_description (char **kernel,
                            char **arch)
{
  /* RtlGetVersion tells the truth where GetVersionEx is shimmed to 6.2. */
  typedef LONG (WINAPI *RtlGetVersionFunc) (OSVERSIONINFOW *);
  RtlGetVersionFunc get_version = (RtlGetVersionFunc) (void (*) (void))
    GetProcAddress (GetModuleHandleW (L"ntdll.dll"), "RtlGetVersion");
  OSVERSIONINFOW info = { .dwOSVersionInfoSize = sizeof info };
  SYSTEM_INFO sys;

  if (get_version == NULL || get_version (&info) != 0)
    return FALSE;
  *kernel = g_strdup_printf ("Windows %lu.%lu.%lu", (unsigned long) info.dwMajorVersion,
                             (unsigned long) info.dwMinorVersion, (unsigned long) info.dwBuildNumber);
  GetNativeSystemInfo (&sys);
  switch (sys.wProcessorArchitecture)
    {
    case PROCESSOR_ARCHITECTURE_AMD64: *arch = g_strdup ("x86_64"); break;
    case PROCESSOR_ARCHITECTURE_ARM64: *arch = g_strdup ("aarch64"); break;
    case PROCESSOR_ARCHITECTURE_INTEL: *arch = g_strdup ("i686"); break;
    default: *arch = g_strdup ("unknown"); break;
    }
  return TRUE;
}

char *
ds_platform_cpu_model (void)
{
  wchar_t name[256] = { 0 };
  DWORD size = sizeof name - sizeof (wchar_t);
  g_autofree char *text = NULL;

  if (RegGetValueW (HKEY_LOCAL_MACHINE, L"HARDWARE\\DESCRIPTION\\System\\CentralProcessor\\0",
                    L"ProcessorNameString", RRF_RT_REG_SZ, NULL, name, &size) != ERROR_SUCCESS)
    return NULL;
  text = ds_win_utf8 (name);
  return text != NULL && *g_strstrip (text) != '\0' ? g_steal_pointer (&text) : NULL;
}

/* Windows has no per-thread scheduler slice to ask for: the thread keeps
 * the default quantum. */
void
ds_platform_prefer_short_slice (void)
{
}
