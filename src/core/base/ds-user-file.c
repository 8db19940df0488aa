/* ds-user-file.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ds-error.h"
#include "ds-user-file.h"

/* Windows (MinGW) has no symbolic links in stat, no block or character
 * devices of this kind, and none of these open flags. */
#ifndef O_CLOEXEC
#define O_CLOEXEC 0
#endif
#ifndef O_NOCTTY
#define O_NOCTTY 0
#endif
#ifndef O_NONBLOCK
#define O_NONBLOCK 0
#endif
#ifndef O_BINARY
#define O_BINARY 0
#endif
#ifndef S_ISLNK
#define S_ISLNK(m) 0
#endif
#ifndef S_ISBLK
#define S_ISBLK(m) 0
#endif
#ifndef STDERR_FILENO
#define STDIN_FILENO 0
#define STDOUT_FILENO 1
#define STDERR_FILENO 2
#endif

static void
set_errno_error (GError     **error,
                 int          errsv,
                 gboolean     writing,
                 const char  *path)
{
  int code = errsv == ENOENT ? DS_ERROR_NOT_FOUND : ds_error_from_errno (errsv);

  if (writing)
    g_set_error (error, DS_ERROR, code, _("Cannot write %s: %s."), path, ds_strerror (errsv));
  else
    g_set_error (error, DS_ERROR, code, _("Cannot read %s: %s."), path, ds_strerror (errsv));
}

static void
set_too_large (GError **error,
               const char *path,
               gsize max_bytes)
{
  g_autofree char *limit = g_format_size (max_bytes);

  g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
               _("%s is larger than the %s Drivescope reads for this; it was not read. "
                 "Check that this is the file you meant."), path, limit);
}

char *
ds_user_file_read (const char  *path,
                   gsize        max_bytes,
                   gsize       *length,
                   GError     **error)
{
  g_autoptr(GByteArray) buf = NULL;
  gboolean is_stdin = g_str_equal (path, "-");
  struct stat st;
  int fd;

  fd = is_stdin ? STDIN_FILENO : g_open (path, O_RDONLY | O_BINARY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK, 0);
  if (fd < 0)
    {
      set_errno_error (error, errno, FALSE, path);
      return NULL;
    }
  if (fstat (fd, &st) != 0)
    {
      set_errno_error (error, errno, FALSE, path);
      goto fail;
    }
  if (S_ISDIR (st.st_mode))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("%s is a folder; give the path of a file."), path);
      goto fail;
    }
  if (S_ISBLK (st.st_mode))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("%s is a drive, not a file; give the path of a file."), path);
      goto fail;
    }
  if (S_ISREG (st.st_mode) && (guint64) st.st_size > max_bytes)
    {
      set_too_large (error, path, max_bytes);
      goto fail;
    }
  /* Opened non-blocking so a FIFO without a writer cannot hang the open;
   * reading blocks as usual. */
#ifndef G_OS_WIN32
  if (!is_stdin)
    fcntl (fd, F_SETFL, fcntl (fd, F_GETFL) & ~O_NONBLOCK);
#endif

  buf = g_byte_array_sized_new (S_ISREG (st.st_mode) ? (guint) st.st_size + 1 : 4096);
  for (;;)
    {
      guint8 chunk[65536];
      gssize n = read (fd, chunk, sizeof chunk);

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          set_errno_error (error, errno, FALSE, path);
          goto fail;
        }
      if (n == 0)
        break;
      if (buf->len + (gsize) n > max_bytes)
        {
          set_too_large (error, path, max_bytes);
          goto fail;
        }
      g_byte_array_append (buf, chunk, (guint) n);
    }
  if (!is_stdin)
    close (fd);
  if (length != NULL)
    *length = buf->len;
  g_byte_array_append (buf, (const guint8 *) "", 1);
  return (char *) g_byte_array_free (g_steal_pointer (&buf), FALSE);

fail:
  if (!is_stdin)
    close (fd);
  return NULL;
}

static gboolean
write_all (int          fd,
           const char  *data,
           gsize        length,
           const char  *path,
           GError     **error)
{
  while (length > 0)
    {
      gssize n = write (fd, data, (unsigned int) MIN (length, (gsize) G_MAXINT));

      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          set_errno_error (error, errno, TRUE, path);
          return FALSE;
        }
      data += n;
      length -= (gsize) n;
    }
  return TRUE;
}

static gboolean
same_file (const GStatBuf *st,
           int             fd)
{
  struct stat fst;

  return fstat (fd, &fst) == 0 && fst.st_dev == st->st_dev && fst.st_ino == st->st_ino;
}

/* Replaces the regular file PATH (whose stat is ST) with DATA: a temporary
 * file in the same folder, given PATH's mode and, where the system allows
 * (root, or a group the user is in), its owner and group, flushed, then
 * renamed over it. A new file is made, so other hard links to the old one
 * keep the old contents. */
static gboolean
replace_regular (const char     *path,
                 const GStatBuf *st,
                 const char     *data,
                 gsize           length,
                 GError        **error)
{
#ifdef G_OS_UNIX
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *tmp = g_strdup_printf ("%s/.%s.XXXXXX", dir, base);
  int fd = g_mkstemp_full (tmp, O_WRONLY | O_CLOEXEC, 0600);
  int errsv;

  if (fd < 0)
    {
      set_errno_error (error, errno, TRUE, path);
      return FALSE;
    }
  if (!write_all (fd, data, length, path, error))
    goto fail_quiet;
  /* The owner first: fchown may clear set-id bits that fchmod then sets. */
  if (fchown (fd, st->st_uid, st->st_gid) != 0 && fchown (fd, (uid_t) -1, st->st_gid) != 0)
    g_debug ("%s: keeping the owner of the replaced file: %s", path, ds_strerror (errno));
  if (fchmod (fd, st->st_mode & 07777) != 0 || fsync (fd) != 0)
    goto fail;
  if (close (fd) != 0)
    {
      fd = -1;
      goto fail;
    }
  fd = -1;
  if (g_rename (tmp, path) != 0)
    goto fail;
  return TRUE;

fail:
  errsv = errno;
  set_errno_error (error, errsv, TRUE, path);
fail_quiet:
  if (fd >= 0)
    close (fd);
  g_unlink (tmp);
  return FALSE;
#else
  (void) st;
  return g_file_set_contents (path, data, (gssize) length, error);
#endif
}

gboolean
ds_user_file_write (const char  *path,
                    const char  *data,
                    gsize        length,
                    GError     **error)
{
  g_autofree char *target = NULL;
  GStatBuf st, lst;
  struct stat fst;
  int fd;

  if (g_lstat (path, &lst) != 0)
    {
      if (errno != ENOENT)
        {
          set_errno_error (error, errno, TRUE, path);
          return FALSE;
        }
      return g_file_set_contents (path, data, (gssize) length, error);
    }
  if (g_stat (path, &st) != 0)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("%s is a symbolic link to a file that does not exist; nothing was written. "
                     "Give the path of the file itself."), path);
      return FALSE;
    }
  /* /dev/stdout, /proc/self/fd/1 or a path that is where standard output
   * already goes: write to the descriptor, whatever it is, so a redirect
   * to a regular file keeps its place and its open file. */
  for (int out = STDOUT_FILENO; out <= STDERR_FILENO; out++)
    if (same_file (&st, out))
      return write_all (out, data, length, path, error);
  if (S_ISDIR (st.st_mode))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("%s is a folder; give the path of a file to write."), path);
      return FALSE;
    }
  if (S_ISBLK (st.st_mode))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("%s is a drive; Drivescope never writes to a drive directly. Give the path of a file."), path);
      return FALSE;
    }
  if (!S_ISREG (st.st_mode))
    {
      gboolean ok;

      /* A character device, FIFO or socket: write through it, never
       * create or replace it. */
      fd = g_open (path, O_WRONLY | O_BINARY | O_CLOEXEC | O_NOCTTY, 0);
      if (fd < 0)
        {
          set_errno_error (error, errno, TRUE, path);
          return FALSE;
        }
      if (fstat (fd, &fst) != 0 || S_ISBLK (fst.st_mode) || S_ISREG (fst.st_mode))
        {
          /* Swapped between the checks: refuse rather than guess. */
          close (fd);
          g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                       _("%s changed while it was being opened; nothing was written."), path);
          return FALSE;
        }
      ok = write_all (fd, data, length, path, error);
      if (close (fd) != 0 && ok)
        {
          set_errno_error (error, errno, TRUE, path);
          ok = FALSE;
        }
      return ok;
    }
#ifndef G_OS_WIN32
  if (S_ISLNK (lst.st_mode))
    {
      target = realpath (path, NULL);
      if (target == NULL)
        {
          set_errno_error (error, errno, TRUE, path);
          return FALSE;
        }
    }
#endif
  /* A regular file: a temporary file in the same folder, renamed over it,
   * with the mode and owner of the file it replaces. */
  return replace_regular (target != NULL ? target : path, &st, data, length, error);
}
