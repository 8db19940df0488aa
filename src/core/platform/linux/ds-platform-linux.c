/* ds-platform-linux.c — the helper through pkexec, temperatures from hwmon
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/statvfs.h>
#include <sys/utsname.h>
#include <sys/syscall.h>
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
ds_platform_helper_accepts_name (const char *name)
{
  gsize len = strlen (name);

  if (len == 0 || len > 32)
    return FALSE;
  if (g_str_has_prefix (name, "nvme") || g_str_has_prefix (name, "sd"))
    {
      for (gsize i = 0; i < len; i++)
        if (!g_ascii_isalnum (name[i]))
          return FALSE;
      return TRUE;
    }
  return FALSE;
}

gboolean
ds_platform_helper_needs_elevation (void)
{
  return TRUE;
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

void
ds_platform_helper_allow_prompt (GPtrArray *argv)
{
  /* pkexec asks for the password; the helper itself never does. */
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

guint64
ds_platform_physical_memory (void)
{
  long pages = sysconf (_SC_PHYS_PAGES), page = sysconf (_SC_PAGESIZE);

  return pages > 0 && page > 0 ? (guint64) pages * (guint64) page : 0;
}

void *
ds_platform_aligned_alloc (gsize alignment,
                           gsize size)
{
  void *memory = NULL;

  if (posix_memalign (&memory, alignment, size) != 0)
    g_error ("out of memory for %" G_GSIZE_FORMAT " aligned bytes", size);
  return memory;
}

void
ds_platform_aligned_free (void *memory)
{
  free (memory);
}

/* A 1 MiB buffer of 4 KiB pages is 256 scattered pages: more segments than
 * most queues take in one request (128 on loop and virtio devices), so the
 * block layer splits every 1 MiB I/O in two. From one 2 MiB page it is one
 * segment run and one request. With transparent huge pages set to
 * "madvise" (the common default) only memory that asks gets them; with
 * "never", or when no huge page is free, the kernel uses small pages. */
void
ds_platform_prefer_huge_pages (void  *memory,
                               gsize  size)
{
#ifdef MADV_HUGEPAGE
  (void) madvise (memory, size, MADV_HUGEPAGE);
#endif
}

char *
ds_platform_cpu_model (void)
{
  g_autofree char *path = ds_sysroot_path ("/proc/cpuinfo");
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return NULL;
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      /* x86 "model name", ARM "Model" / "Hardware", POWER "cpu" */
      if (g_str_has_prefix (lines[i], "model name") || g_str_has_prefix (lines[i], "Hardware") ||
          g_str_has_prefix (lines[i], "Model") || g_str_has_prefix (lines[i], "cpu\t"))
        {
          const char *colon = strchr (lines[i], ':');

          if (colon != NULL)
            return g_strstrip (g_strdup (colon + 1));
        }
    }
  return NULL;
}

gboolean
ds_platform_filesystem_usage (const char *dir,
                              guint64    *total_bytes,
                              guint64    *available_bytes,
                              guint64    *used_bytes)
{
  struct statvfs sv;

  if (statvfs (dir, &sv) != 0)
    return FALSE;
  *total_bytes = (guint64) sv.f_blocks * sv.f_frsize;
  *available_bytes = (guint64) sv.f_bavail * sv.f_frsize;
  *used_bytes = (guint64) (sv.f_blocks - sv.f_bfree) * sv.f_frsize;
  return TRUE;
}

gboolean
ds_platform_os_description (char **kernel,
                            char **arch)
{
  struct utsname un;

  if (uname (&un) != 0)
    return FALSE;
  *kernel = g_strdup_printf ("%s %s", un.sysname, un.release);
  *arch = g_strdup (un.machine);
  return TRUE;
}

/* A worker sleeps once per batch until its I/O completes; at queue depth 1
 * (and in every psync worker) that is once per I/O, and on a busy machine
 * each wake-up then waits behind whatever else runs on that CPU (tens of
 * microseconds on a RAM-backed device whose I/O takes three), with cold
 * caches after it. Since Linux 6.12 a normal thread may ask for a shorter
 * scheduler slice (sched_runtime in sched_setattr): its deadline comes
 * earlier, so it preempts on wake-up instead of queueing. Its share of the
 * CPU (the nice weight) stays the same. Deeper queues keep the default: a
 * worker with 32 I/Os to handle per wake-up is better off with a longer
 * slice. Older kernels ignore the field; any failure leaves the thread as it
 * was. */
void
ds_platform_prefer_short_slice (void)
{
#if defined(SYS_sched_setattr) && defined(SYS_sched_getattr)
  struct
  {
    guint32 size;
    guint32 sched_policy;
    guint64 sched_flags;
    gint32  sched_nice;
    guint32 sched_priority;
    guint64 sched_runtime;
    guint64 sched_deadline;
    guint64 sched_period;
  } attr;

  memset (&attr, 0, sizeof attr);
  if (syscall (SYS_sched_getattr, 0, &attr, (unsigned) sizeof attr, 0) != 0)
    return;
  /* SCHED_OTHER and SCHED_BATCH only: real-time and idle threads keep what
   * the user gave them. */
  if (attr.sched_policy != 0 && attr.sched_policy != 3)
    return;
  attr.size = sizeof attr;
  attr.sched_flags = 0;
  attr.sched_runtime = 100 * 1000;   /* 0.1 ms, the shortest the kernel takes */
  (void) syscall (SYS_sched_setattr, 0, &attr, 0);
#endif
}
