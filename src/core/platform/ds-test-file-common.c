/* ds-test-file-common.c — the parts of the test file every platform shares:
 * data-pattern names, the signal-safe cleanup registry and the free-space
 * guard. Creating, filling and closing the file are the platform's
 * (platform/linux/ds-test-file.c, platform/windows/ds-test-file-win.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <limits.h>
#include <signal.h>
#include <string.h>
#ifndef G_OS_WIN32
#include <unistd.h>
#endif

#include "ds-enum-nicks.h"
#include "ds-error.h"
#include "ds-format.h"
#include "ds-platform-enum-types.h"
#include "ds-test-file.h"

#define MIB (G_GUINT64_CONSTANT (1) << 20)
#define GIB (G_GUINT64_CONSTANT (1) << 30)

const char *
ds_data_pattern_to_string (DsDataPattern pattern)
{
  const char *nick = ds_enum_to_nick (DS_TYPE_DATA_PATTERN, pattern);

  return nick != NULL ? nick : "random";
}

gboolean
ds_data_pattern_from_string (const char    *text,
                             DsDataPattern *out)
{
  int value;

  if (!ds_enum_from_nick (DS_TYPE_DATA_PATTERN, text, &value))
    return FALSE;
  *out = value;
  return TRUE;
}

gboolean
ds_data_spec_parse (const char    *text,
                    DsDataPattern *pattern,
                    guint         *percent,
                    GError       **error)
{
  if (text != NULL && g_str_has_prefix (text, "compressible:"))
    {
      const char *n = text + strlen ("compressible:");
      char *end = NULL;
      guint64 v;

      if (g_ascii_isdigit (*n) && (v = g_ascii_strtoull (n, &end, 10)) <= 100 &&
          end != NULL && end - n <= 3 && (*end == '\0' || (end[0] == '%' && end[1] == '\0')))
        {
          *pattern = DS_DATA_PATTERN_COMPRESSIBLE;
          *percent = (guint) v;
          return TRUE;
        }
    }
  else if (text != NULL && ds_data_pattern_from_string (text, pattern) && *pattern != DS_DATA_PATTERN_COMPRESSIBLE)
    {
      *percent = *pattern == DS_DATA_PATTERN_ZEROS ? 100 : 0;
      return TRUE;
    }
  g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
               _("Unknown data “%s”: use random, zeros or compressible:N%% with N from 0 to 100 (as compressible:25%%)."),
               text != NULL ? text : "");
  return FALSE;
}

char *
ds_data_spec_to_string (DsDataPattern pattern,
                        guint         percent)
{
  if (pattern == DS_DATA_PATTERN_COMPRESSIBLE)
    return g_strdup_printf ("compressible:%u%%", MIN (percent, 100u));
  return g_strdup (ds_data_pattern_to_string (pattern));
}

/* --- the signal-safe cleanup registry --- */

#define REGISTRY_SLOTS 16

static char registry_paths[REGISTRY_SLOTS][PATH_MAX];
static volatile sig_atomic_t registry_used[REGISTRY_SLOTS];
static GMutex registry_lock;

int
ds_test_file_register_path (const char *path)
{
  int slot = -1;

  if (strlen (path) >= PATH_MAX)
    return -1;
  g_mutex_lock (&registry_lock);
  for (int i = 0; i < REGISTRY_SLOTS && slot < 0; i++)
    if (!registry_used[i])
      slot = i;
  if (slot >= 0)
    {
      strcpy (registry_paths[slot], path);
      __atomic_thread_fence (__ATOMIC_SEQ_CST);
      registry_used[slot] = 1;
    }
  g_mutex_unlock (&registry_lock);
  return slot;
}

void
ds_test_file_unregister_path (int slot)
{
  if (slot < 0)
    return;
  g_mutex_lock (&registry_lock);
  registry_used[slot] = 0;
  __atomic_thread_fence (__ATOMIC_SEQ_CST);
  g_mutex_unlock (&registry_lock);
}

void
ds_test_file_cleanup_registered (void)
{
  int saved = errno;

  /* Only unlink(2) (remove() on Windows, where paths are UTF-8 here and
   * the CRT wants the ANSI code page: g_remove): async-signal-safe on POSIX. */
  for (int i = 0; i < REGISTRY_SLOTS; i++)
    if (registry_used[i])
#ifdef G_OS_WIN32
      g_remove (registry_paths[i]);
#else
      unlink (registry_paths[i]);
#endif
  errno = saved;
}

guint
ds_test_file_registered_count (void)
{
  guint n = 0;

  for (int i = 0; i < REGISTRY_SLOTS; i++)
    n += registry_used[i] ? 1 : 0;
  return n;
}

/* --- the free-space guard --- */

guint64
ds_test_file_space_reserve (guint64 total_bytes)
{
  /* 1 % of the filesystem, and at least 1 GiB, except that a small
   * filesystem (under 20 GiB) keeps only 5 % of itself, so a 2 GB stick
   * can still hold a 1 GiB test file. Unknown size: 1 GiB. */
  if (total_bytes == 0)
    return GIB;
  return MAX (total_bytes / 100, MIN (GIB, total_bytes / 20));
}

gboolean
ds_test_file_check_space (const char *dir,
                          guint64     size_bytes,
                          guint64     free_bytes,
                          guint64     total_bytes,
                          GError    **error)
{
  guint64 reserve = ds_test_file_space_reserve (total_bytes);
  g_autofree char *free_text = NULL;
  g_autofree char *size_text = NULL;
  g_autofree char *reserve_text = NULL;
  g_autofree char *max_text = NULL;
  g_autofree char *safe_dir = NULL;
  guint64 max_size;

  if (size_bytes <= free_bytes && free_bytes - size_bytes >= reserve)
    return TRUE;

  free_text = ds_format_bytes (free_bytes);
  size_text = g_format_size_full (size_bytes, G_FORMAT_SIZE_IEC_UNITS);
  reserve_text = ds_format_bytes (reserve);
  safe_dir = ds_escape_terminal (dir);
  max_size = free_bytes > reserve ? ((free_bytes - reserve) / MIB) * MIB : 0;
  if (max_size >= 16 * MIB)
    {
      max_text = g_format_size_full (max_size, G_FORMAT_SIZE_IEC_UNITS);
      g_set_error (error, DS_ERROR, DS_ERROR_NO_SPACE,
                   _("Only %s free on %s; the %s test file would leave less than %s free. "
                     "Choose a test size of at most %s or free some space."),
                   free_text, safe_dir, size_text, reserve_text, max_text);
    }
  else
    g_set_error (error, DS_ERROR, DS_ERROR_NO_SPACE,
                 _("Only %s free on %s; a test file must leave at least %s free, so there is no room "
                   "for one. Free some space or choose a directory on another filesystem."),
                 free_text, safe_dir, reserve_text);
  return FALSE;
}
