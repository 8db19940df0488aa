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

int
ds_user_file_open_read (const char  *path,
                        GError     **error)
{
  gboolean is_stdin = g_str_equal (path, "-");
  struct stat st;
  int fd;

  fd = is_stdin ? dup (STDIN_FILENO) : g_open (path, O_RDONLY | O_BINARY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK, 0);
  if (fd < 0)
    {
      set_errno_error (error, errno, FALSE, path);
      return -1;
    }
  if (fstat (fd, &st) != 0)
    {
      set_errno_error (error, errno, FALSE, path);
      close (fd);
      return -1;
    }
  if (S_ISDIR (st.st_mode) || S_ISBLK (st.st_mode))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   S_ISDIR (st.st_mode) ? _("%s is a folder; give the path of a file.")
                                        : _("%s is a drive, not a file; give the path of a file."), path);
      close (fd);
      return -1;
    }
#ifndef G_OS_WIN32
  if (!is_stdin)
    fcntl (fd, F_SETFL, fcntl (fd, F_GETFL) & ~O_NONBLOCK);
#endif
  return fd;
}

/* --- writing -------------------------------------------------------------
 *
 * A writer goes one of three ways, chosen when it is opened: straight into
 * a descriptor (standard output, a character device, a FIFO), into a
 * temporary file beside a regular file that is renamed over it on close
 * (given the replaced file's mode and owner), or into a temporary file
 * renamed to a new name. Writes are buffered; nothing is renamed until
 * ds_user_file_writer_close succeeds, so a failure leaves the old file. */

#define WRITER_BUFFER (256 * 1024)

struct _DsUserFileWriter
{
  char     *path;      /* as the user gave it, for messages */
  char     *target;    /* what is renamed over; NULL: written through */
  char     *tmp;       /* the temporary file; NULL: written through */
  int       fd;
  gboolean  own_fd;
  gboolean  replace;   /* TARGET exists: give the temporary its mode and owner */
  GStatBuf  st;
  GString  *buffer;
  gboolean  failed;
};

static void
writer_free (DsUserFileWriter *w)
{
  if (w->fd >= 0 && w->own_fd)
    close (w->fd);
  if (w->tmp != NULL)
    g_unlink (w->tmp);
  g_free (w->path);
  g_free (w->target);
  g_free (w->tmp);
  g_string_free (w->buffer, TRUE);
  g_free (w);
}

static DsUserFileWriter *
writer_new (const char *path)
{
  DsUserFileWriter *w = g_new0 (DsUserFileWriter, 1);

  w->path = g_strdup (path);
  w->fd = -1;
  w->buffer = g_string_sized_new (WRITER_BUFFER);
  return w;
}

#ifdef G_OS_UNIX
static gboolean
writer_make_temporary (DsUserFileWriter  *w,
                       GError           **error)
{
  g_autofree char *dir = g_path_get_dirname (w->target);
  g_autofree char *base = g_path_get_basename (w->target);

  w->tmp = g_strdup_printf ("%s/.%s.XXXXXX", dir, base);
  /* A new file gets 0666 less the umask, as any new file; a replacement
   * gets the replaced file's mode on close. */
  w->fd = g_mkstemp_full (w->tmp, O_WRONLY | O_CLOEXEC, w->replace ? 0600 : 0666);
  if (w->fd < 0)
    {
      int errsv = errno;

      /* A folder that does not exist is a failed write (as it always
       * was), not a file the user named that is missing. */
      g_set_error (error, DS_ERROR, errsv == ENOENT ? DS_ERROR_IO : ds_error_from_errno (errsv),
                   _("Cannot write %s: %s."), w->path, ds_strerror (errsv));
      g_clear_pointer (&w->tmp, g_free);
      return FALSE;
    }
  w->own_fd = TRUE;
  return TRUE;
}
#endif

DsUserFileWriter *
ds_user_file_writer_open (const char  *path,
                          GError     **error)
{
  DsUserFileWriter *w;
  GStatBuf lst;
  struct stat fst;

  if (path == NULL || g_str_equal (path, "-"))
    {
      w = writer_new ("-");
      w->fd = STDOUT_FILENO;
      return w;
    }
  w = writer_new (path);
  if (g_lstat (path, &lst) != 0)
    {
      if (errno != ENOENT)
        {
          set_errno_error (error, errno, TRUE, path);
          goto fail;
        }
      w->target = g_strdup (path);
      goto temporary;
    }
  if (g_stat (path, &w->st) != 0)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("%s is a symbolic link to a file that does not exist; nothing was written. "
                     "Give the path of the file itself."), path);
      goto fail;
    }
  /* /dev/stdout, /proc/self/fd/1 or a path that is where standard output
   * already goes: write to the descriptor, whatever it is, so a redirect
   * to a regular file keeps its place and its open file. */
  for (int out = STDOUT_FILENO; out <= STDERR_FILENO; out++)
    if (same_file (&w->st, out))
      {
        w->fd = out;
        return w;
      }
  if (S_ISDIR (w->st.st_mode))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("%s is a folder; give the path of a file to write."), path);
      goto fail;
    }
  if (S_ISBLK (w->st.st_mode))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("%s is a drive; Drivescope never writes to a drive directly. Give the path of a file."), path);
      goto fail;
    }
  if (!S_ISREG (w->st.st_mode))
    {
      /* A character device, FIFO or socket: write through it, never
       * create or replace it. */
      w->fd = g_open (path, O_WRONLY | O_BINARY | O_CLOEXEC | O_NOCTTY, 0);
      if (w->fd < 0)
        {
          set_errno_error (error, errno, TRUE, path);
          goto fail;
        }
      w->own_fd = TRUE;
      if (fstat (w->fd, &fst) != 0 || S_ISBLK (fst.st_mode) || S_ISREG (fst.st_mode))
        {
          /* Swapped between the checks: refuse rather than guess. */
          g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                       _("%s changed while it was being opened; nothing was written."), path);
          goto fail;
        }
      return w;
    }
  /* A regular file: a temporary file in the same folder, renamed over it,
   * with the mode and owner of the file it replaces. A symbolic link is
   * followed: the file it points to is replaced. */
  w->replace = TRUE;
#ifndef G_OS_WIN32
  if (S_ISLNK (lst.st_mode))
    {
      w->target = realpath (path, NULL);
      if (w->target == NULL)
        {
          set_errno_error (error, errno, TRUE, path);
          goto fail;
        }
    }
#endif
  if (w->target == NULL)
    w->target = g_strdup (path);

temporary:
#ifdef G_OS_UNIX
  if (!writer_make_temporary (w, error))
    goto fail;
#endif
  /* Elsewhere the whole text is kept and set in one piece on close. */
  return w;

fail:
  writer_free (w);
  return NULL;
}

static gboolean
writer_flush (DsUserFileWriter  *w,
              GError           **error)
{
  if (w->fd < 0)
    return TRUE;
  if (w->buffer->len > 0 && !write_all (w->fd, w->buffer->str, w->buffer->len, w->path, error))
    {
      w->failed = TRUE;
      return FALSE;
    }
  g_string_truncate (w->buffer, 0);
  return TRUE;
}

gboolean
ds_user_file_writer_write (DsUserFileWriter  *w,
                           const char        *data,
                           gsize              length,
                           GError           **error)
{
  if (w->failed)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_IO, _("Cannot write %s: an earlier write failed."), w->path);
      return FALSE;
    }
  if (w->fd >= 0 && w->buffer->len + length > WRITER_BUFFER)
    {
      if (!writer_flush (w, error))
        return FALSE;
      if (length >= WRITER_BUFFER)
        {
          if (!write_all (w->fd, data, length, w->path, error))
            {
              w->failed = TRUE;
              return FALSE;
            }
          return TRUE;
        }
    }
  g_string_append_len (w->buffer, data, (gssize) length);
  return TRUE;
}

gboolean
ds_user_file_writer_close (DsUserFileWriter  *w,
                           GError           **error)
{
  gboolean ok = !w->failed && writer_flush (w, error);
  int errsv = 0;

  if (w->failed && ok == FALSE && error != NULL && *error == NULL)
    g_set_error (error, DS_ERROR, DS_ERROR_IO, _("Cannot write %s: an earlier write failed."), w->path);
  if (!ok)
    goto out;
  if (w->fd < 0)
    {
      /* No temporary file on this system. */
      ok = g_file_set_contents (w->target, w->buffer->str, (gssize) w->buffer->len, error);
      goto out;
    }
  if (w->tmp == NULL)
    {
      if (w->own_fd)
        {
          w->own_fd = FALSE;
          if (close (w->fd) != 0)
            {
              set_errno_error (error, errno, TRUE, w->path);
              ok = FALSE;
            }
        }
      goto out;
    }
#ifdef G_OS_UNIX
  /* The owner first: fchown may clear set-id bits that fchmod then sets. */
  if (w->replace)
    {
      if (fchown (w->fd, w->st.st_uid, w->st.st_gid) != 0 && fchown (w->fd, (uid_t) -1, w->st.st_gid) != 0)
        g_debug ("%s: keeping the owner of the replaced file: %s", w->path, ds_strerror (errno));
      if (fchmod (w->fd, w->st.st_mode & 07777) != 0)
        goto fail;
    }
  if (fsync (w->fd) != 0)
    goto fail;
  w->own_fd = FALSE;
  if (close (w->fd) != 0)
    goto fail;
  if (g_rename (w->tmp, w->target) != 0)
    goto fail;
  g_clear_pointer (&w->tmp, g_free);
#endif
  goto out;

#ifdef G_OS_UNIX
fail:
  errsv = errno;
  set_errno_error (error, errsv, TRUE, w->path);
  ok = FALSE;
#endif
out:
  (void) errsv;
  writer_free (w);
  return ok;
}

void
ds_user_file_writer_abort (DsUserFileWriter *w)
{
  if (w != NULL)
    writer_free (w);
}

gboolean
ds_user_file_write (const char  *path,
                    const char  *data,
                    gsize        length,
                    GError     **error)
{
  DsUserFileWriter *w = ds_user_file_writer_open (path, error);

  if (w == NULL)
    return FALSE;
  if (!ds_user_file_writer_write (w, data, length, error))
    {
      ds_user_file_writer_abort (w);
      return FALSE;
    }
  return ds_user_file_writer_close (w, error);
}
