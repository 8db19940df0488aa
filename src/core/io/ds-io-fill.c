/* ds-io-fill.c — a fill file of incompressible data up to a level
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "ds-error.h"
#include "ds-format.h"
#include "ds-io-fill.h"
#include "ds-platform.h"

#define MIB (G_GUINT64_CONSTANT (1) << 20)

static gboolean
space (const char *dir,
       guint64    *used,
       guint64    *avail,
       guint64    *total,
       GError    **error)
{
  gboolean read;

  errno = 0;
  read = ds_platform_filesystem_usage (dir, total, avail, used);
  if (!read || *total == 0)
    {
      int errsv = read || errno == 0 ? EINVAL : errno;
      g_autofree char *safe = ds_escape_terminal (dir);

      g_set_error (error, DS_ERROR, ds_error_from_errno (errsv),
                   _("Cannot read how full %s is: %s."), safe, ds_strerror (errsv));
      return FALSE;
    }
  return TRUE;
}

gboolean
ds_io_fill_parse (const char  *text,
                  guint       *out_percent,
                  GError     **error)
{
  g_autofree char *t = g_strstrip (g_strdup (text != NULL ? text : ""));
  guint64 v;

  if (g_str_has_suffix (t, "%"))
    t[strlen (t) - 1] = '\0';
  g_strchomp (t);
  if (t[0] == '\0' || !g_ascii_string_to_unsigned (t, 10, 0, DS_IO_FILL_MAX_PERCENT, &v, NULL))
    {
      g_autofree char *safe = ds_escape_terminal (text != NULL ? text : "");

      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("Bad fill level “%s”: give a percentage from 0 to %u, such as 90%%."),
                   safe, DS_IO_FILL_MAX_PERCENT);
      return FALSE;
    }
  *out_percent = (guint) v;
  return TRUE;
}

gboolean
ds_io_fill_level (const char  *dir,
                  double      *out_percent,
                  GError     **error)
{
  guint64 used, avail, total;

  *out_percent = NAN;
  if (!space (dir, &used, &avail, &total, error))
    return FALSE;
  *out_percent = used + avail > 0 ? 100.0 * used / (double) (used + avail) : NAN;
  return TRUE;
}

gboolean
ds_io_fill_to_level (const char          *dir,
                     guint                percent,
                     guint64              test_bytes,
                     DsTestFileFillFunc   progress,
                     gpointer             user_data,
                     GCancellable        *cancellable,
                     DsTestFile         **out_file,
                     guint64             *out_bytes,
                     GError             **error)
{
  g_autoptr(DsTestFile) file = NULL;
  guint64 used, avail, total, target, need, room, reserve;

  *out_file = NULL;
  *out_bytes = 0;
  if (!space (dir, &used, &avail, &total, error))
    return FALSE;
  target = (guint64) ((used + avail) * (percent / 100.0));
  if (target <= used + MIB)
    return TRUE;
  need = ((target - used) / MIB) * MIB;
  reserve = ds_test_file_space_reserve (total);
  room = avail > test_bytes + 2 * reserve ? avail - test_bytes - 2 * reserve : 0;
  if (need > room)
    {
      g_autofree char *safe = ds_escape_terminal (dir);
      g_autofree char *test_text = ds_format_bytes (test_bytes);
      double reachable = used + avail > 0 ? 100.0 * (used + room) / (double) (used + avail) : 0.0;

      g_set_error (error, DS_ERROR, DS_ERROR_NO_SPACE,
                   _("Filling %s to %u %% would leave no room for the %s test file and the free-space reserve; "
                     "at most %.0f %% can be reached. Choose a lower fill level or a smaller test size."),
                   safe, percent, test_text, floor (reachable));
      return FALSE;
    }
  file = ds_test_file_create (dir, need, DS_TEST_FILE_ALLOW_CACHED, error);
  if (file == NULL)
    return FALSE;
  if (!ds_test_file_fill (file, progress, user_data, cancellable, error))
    return FALSE;
  *out_bytes = ds_test_file_get_size (file);
  *out_file = g_steal_pointer (&file);
  return TRUE;
}
