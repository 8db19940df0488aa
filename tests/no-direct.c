/* no-direct.c — LD_PRELOAD stand-in for a filesystem that refuses O_DIRECT
 *
 * Preloaded into drivescope-cli by the bench tests: every open or openat
 * asking for O_DIRECT fails with EINVAL, and so does fcntl (F_SETFL) adding
 * it, as on filesystems without direct I/O. Everything else passes through.
 * Plain libc: nothing here may call what it intercepts.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#undef _FILE_OFFSET_BITS
#undef _FORTIFY_SOURCE
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stddef.h>
#include <sys/types.h>

#define REAL(ret, name, args) \
  static ret (*real_##name) args; \
  if (real_##name == NULL) \
    real_##name = (ret (*) args) dlsym (RTLD_NEXT, #name)

static int
refused (int flags)
{
  if (flags & O_DIRECT)
    {
      errno = EINVAL;
      return 1;
    }
  return 0;
}

static mode_t
mode_of (int flags, va_list ap)
{
  return (flags & (O_CREAT | __O_TMPFILE)) ? (mode_t) va_arg (ap, int) : 0;
}

int open (const char *path, int flags, ...);
int open64 (const char *path, int flags, ...);
int openat (int dirfd, const char *path, int flags, ...);
int openat64 (int dirfd, const char *path, int flags, ...);
int __open_2 (const char *path, int flags);
int __open64_2 (const char *path, int flags);
int __openat_2 (int dirfd, const char *path, int flags);
int __openat64_2 (int dirfd, const char *path, int flags);
int fcntl (int fd, int cmd, ...);
int fcntl64 (int fd, int cmd, ...);

int
open (const char *path, int flags, ...)
{
  REAL (int, open, (const char *, int, ...));
  va_list ap;
  mode_t mode;

  va_start (ap, flags);
  mode = mode_of (flags, ap);
  va_end (ap);
  return refused (flags) ? -1 : real_open (path, flags, mode);
}

int
open64 (const char *path, int flags, ...)
{
  REAL (int, open64, (const char *, int, ...));
  va_list ap;
  mode_t mode;

  va_start (ap, flags);
  mode = mode_of (flags, ap);
  va_end (ap);
  return refused (flags) ? -1 : real_open64 (path, flags, mode);
}

int
openat (int dirfd, const char *path, int flags, ...)
{
  REAL (int, openat, (int, const char *, int, ...));
  va_list ap;
  mode_t mode;

  va_start (ap, flags);
  mode = mode_of (flags, ap);
  va_end (ap);
  return refused (flags) ? -1 : real_openat (dirfd, path, flags, mode);
}

int
openat64 (int dirfd, const char *path, int flags, ...)
{
  REAL (int, openat64, (int, const char *, int, ...));
  va_list ap;
  mode_t mode;

  va_start (ap, flags);
  mode = mode_of (flags, ap);
  va_end (ap);
  return refused (flags) ? -1 : real_openat64 (dirfd, path, flags, mode);
}

int
__open_2 (const char *path, int flags)
{
  return open (path, flags);
}

int
__open64_2 (const char *path, int flags)
{
  return open64 (path, flags);
}

int
__openat_2 (int dirfd, const char *path, int flags)
{
  return openat (dirfd, path, flags);
}

int
__openat64_2 (int dirfd, const char *path, int flags)
{
  return openat64 (dirfd, path, flags);
}

int
fcntl (int fd, int cmd, ...)
{
  REAL (int, fcntl, (int, int, ...));
  va_list ap;
  void *arg;

  va_start (ap, cmd);
  arg = va_arg (ap, void *);
  va_end (ap);
  if (cmd == F_SETFL && refused ((int) (long) arg))
    return -1;
  return real_fcntl (fd, cmd, arg);
}

int
fcntl64 (int fd, int cmd, ...)
{
  REAL (int, fcntl64, (int, int, ...));
  va_list ap;
  void *arg;

  va_start (ap, cmd);
  arg = va_arg (ap, void *);
  va_end (ap);
  if (cmd == F_SETFL && refused ((int) (long) arg))
    return -1;
  return real_fcntl64 (fd, cmd, arg);
}
