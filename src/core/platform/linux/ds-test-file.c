/* ds-test-file.c — creating, guarding, filling and removing the test file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <limits.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <sys/statvfs.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "ds-platform-enum-types.h"
#include "ds-error.h"
#include "ds-format.h"
#include "ds-rng.h"
#include "ds-mounts.h"
#include "ds-test-file.h"

#define MIB (G_GUINT64_CONSTANT (1) << 20)
#define FILL_CHUNK (4 * MIB)

#define TMPFS_MAGIC_VALUE  0x01021994
#define RAMFS_MAGIC_VALUE  0x858458f6

struct _DsTestFile
{
  int       fd;
  guint64   size;
  char     *dir;
  char     *fstype;
  char     *cached_reason;
  char     *path;       /* a named file that outlives its descriptor */
  gboolean  direct;
  gboolean  anonymous;
};

static const int cleanup_signals[] = { SIGINT, SIGTERM, SIGHUP };
static struct sigaction previous_actions[G_N_ELEMENTS (cleanup_signals)];

static void
cleanup_signal_handler (int sig)
{
  ds_test_file_cleanup_registered ();
  for (guint i = 0; i < G_N_ELEMENTS (cleanup_signals); i++)
    if (cleanup_signals[i] == sig)
      sigaction (sig, &previous_actions[i], NULL);
  raise (sig);
}

void
ds_test_file_install_signal_cleanup (void)
{
  static gsize installed = 0;

  if (!g_once_init_enter (&installed))
    return;
  for (guint i = 0; i < G_N_ELEMENTS (cleanup_signals); i++)
    {
      struct sigaction sa = { 0 };

      sigaction (cleanup_signals[i], NULL, &previous_actions[i]);
      if (previous_actions[i].sa_handler == SIG_IGN)
        continue;
      sa.sa_handler = cleanup_signal_handler;
      sigemptyset (&sa.sa_mask);
      sa.sa_flags = SA_RESETHAND;
      sigaction (cleanup_signals[i], &sa, NULL);
    }
  g_once_init_leave (&installed, 1);
}

/* --- free space --- */

static gboolean
dir_space (const char *dir,
           guint64    *free_bytes,
           guint64    *total_bytes,
           GError    **error)
{
  struct statvfs sv;

  if (statvfs (dir, &sv) != 0)
    {
      int errsv = errno;
      g_autofree char *safe = ds_escape_terminal (dir);

      g_set_error (error, DS_ERROR, ds_error_from_errno (errsv),
                   _("Cannot read the free space of %s: %s."), safe, ds_strerror (errsv));
      return FALSE;
    }
  *free_bytes = (guint64) sv.f_bavail * sv.f_frsize;
  *total_bytes = (guint64) sv.f_blocks * sv.f_frsize;
  return TRUE;
}

gboolean
ds_test_file_max_size_for_dir (const char *dir,
                               guint64    *out_size,
                               GError    **error)
{
  guint64 free_bytes = 0, total_bytes = 0, reserve;

  if (!dir_space (dir, &free_bytes, &total_bytes, error))
    return FALSE;
  reserve = ds_test_file_space_reserve (total_bytes);
  *out_size = free_bytes > reserve ? ((free_bytes - reserve) / MIB) * MIB : 0;
  return TRUE;
}

/* --- the directory --- */

gboolean
ds_test_file_check_dir (const char *dir,
                        GError    **error)
{
  g_autofree char *safe = ds_escape_terminal (dir);
  struct statvfs sv;
  struct stat st;

  if (stat (dir, &st) != 0)
    {
      int errsv = errno;

      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("The directory %s cannot be used: %s. Choose an existing directory on the drive to test."),
                   safe, ds_strerror (errsv));
      return FALSE;
    }
  if (!S_ISDIR (st.st_mode))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("%s is not a directory. Drivescope never writes to a device; choose a directory on a mounted filesystem of the drive."),
                   safe);
      return FALSE;
    }
  /* /proc, /sys, cgroup and other kernel filesystems report no size at all:
   * not "0 B free", but no place for a test file and nothing the free-space
   * guard could protect. */
  if (statvfs (dir, &sv) == 0 && sv.f_blocks == 0)
    {
      g_autoptr(DsMount) mount = ds_mounts_for_path (dir);
      g_autofree char *fstype = ds_escape_terminal (mount != NULL && mount->fstype != NULL ? mount->fstype : "?");

      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("The directory %s is on a %s filesystem, which has no storage of its own and cannot hold a "
                     "test file. Choose a directory on a mounted filesystem of the drive to test."),
                   safe, fstype);
      return FALSE;
    }
  if (statvfs (dir, &sv) == 0 && (sv.f_flag & ST_RDONLY))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("The directory %s is on a read-only filesystem. Choose a writable directory."),
                   safe);
      return FALSE;
    }
  if (access (dir, W_OK | X_OK) != 0)
    {
      int errsv = errno;

      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("The directory %s is not writable (%s). Choose a directory you can write to."),
                   safe, ds_strerror (errsv));
      return FALSE;
    }
  return TRUE;
}

void
ds_test_file_set_extend_error (GError    **error,
                               int         errsv,
                               const char *dir,
                               guint64     size_bytes)
{
  g_autofree char *safe = ds_escape_terminal (dir);
  g_autofree char *size_text = g_format_size_full (size_bytes, G_FORMAT_SIZE_IEC_UNITS);

  if (errsv == ENOSPC || errsv == EDQUOT)
    g_set_error (error, DS_ERROR, DS_ERROR_NO_SPACE,
                 _("No space left on %s for the %s test file (%s). Choose a smaller test size or free some space."),
                 safe, size_text, ds_strerror (errsv));
  else if (errsv == EFBIG)
    g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                 _("The filesystem of %s does not allow a file of %s (%s); FAT allows at most 4 GiB. "
                   "Choose a smaller test size or a directory on another filesystem."),
                 safe, size_text, ds_strerror (errsv));
  else
    g_set_error (error, DS_ERROR, DS_ERROR_UNSUPPORTED,
                 _("The filesystem of %s cannot make room for the %s test file (%s); FAT, exFAT and some FUSE "
                   "filesystems cannot extend a file this way. Choose a directory on a filesystem such as "
                   "ext4, XFS or btrfs."),
                 safe, size_text, ds_strerror (errsv));
}

static void
set_open_error (GError    **error,
                int         errsv,
                const char *dir)
{
  g_autofree char *safe = ds_escape_terminal (dir);
  DsError code = ds_error_from_errno (errsv);

  if (code == DS_ERROR_PERMISSION)
    g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                 _("Cannot create a test file in %s: %s. Choose a directory you can write to."),
                 safe, ds_strerror (errsv));
  else if (code == DS_ERROR_NO_SPACE)
    g_set_error (error, DS_ERROR, DS_ERROR_NO_SPACE,
                 _("Cannot create a test file in %s: %s. Free some space or choose another directory."),
                 safe, ds_strerror (errsv));
  else
    g_set_error (error, DS_ERROR, code == DS_ERROR_INVALID_ARGUMENT ? DS_ERROR_FAILED : code,
                 _("Cannot create a test file in %s: %s."), safe, ds_strerror (errsv));
}

/* O_TMPFILE: -1 with errno; ENOTSUP-like errnos mean "not supported here". */
static gboolean
tmpfile_unsupported (int errsv)
{
  return errsv == EOPNOTSUPP || errsv == EISDIR || errsv == EINVAL || errsv == ENOENT;
}

static int
open_anonymous (const char *dir,
                gboolean   *direct,
                int        *errsv)
{
  int fd = open (dir, O_TMPFILE | O_RDWR | O_DIRECT | O_CLOEXEC, 0600);

  *direct = TRUE;
  if (fd >= 0)
    return fd;
  *errsv = errno;
  if (*errsv != EINVAL)
    return -1;
  /* EINVAL: either no O_TMPFILE or no O_DIRECT. Find out which. */
  fd = open (dir, O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
  if (fd < 0)
    {
      *errsv = errno;
      return -1;
    }
  *direct = FALSE;
  return fd;
}

/* ".drivescope-bench-" and 16 hexadecimal digits: open_named's names. */
static gboolean
is_test_file_name (const char *name)
{
  const char *prefix = ".drivescope-bench-";
  size_t n = strlen (prefix);

  if (strncmp (name, prefix, n) != 0 || strlen (name) != n + 16)
    return FALSE;
  for (size_t i = n; name[i] != '\0'; i++)
    if (!g_ascii_isxdigit (name[i]) || g_ascii_isupper (name[i]))
      return FALSE;
  return TRUE;
}

/* A test file has a name only between its creation and the unlink just
 * after it; a process killed in between (kill -9 cannot be caught) leaves
 * the name. Every such name is removed before another is made: the file
 * of a run going on now keeps its data through its descriptor, and its own
 * unlink finds the name gone, so removing one never harms a run. Only
 * regular files of this user, by exactly that name. */
static void
remove_left_test_files (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  if (d == NULL)
    return;
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = NULL;
      struct stat st;

      if (!is_test_file_name (name))
        continue;
      path = g_build_filename (dir, name, NULL);
      if (lstat (path, &st) == 0 && S_ISREG (st.st_mode) && st.st_uid == geteuid ())
        unlink (path);
    }
}

static int
open_named (const char *dir,
            gboolean   *direct,
            int        *errsv)
{
  g_autofree char *name = g_strdup_printf (".drivescope-bench-%08x%08x",
                                           g_random_int (), g_random_int ());
  g_autofree char *path = g_build_filename (dir, name, NULL);
  int slot, fd;

  remove_left_test_files (dir);
  slot = ds_test_file_register_path (path);
  fd = open (path, O_CREAT | O_EXCL | O_NOFOLLOW | O_RDWR | O_CLOEXEC, 0600);
  if (fd < 0)
    {
      *errsv = errno;
      ds_test_file_unregister_path (slot);
      return -1;
    }
  /* The descriptor keeps the file alive; its name goes right away. */
  unlink (path);
  ds_test_file_unregister_path (slot);
  *direct = fcntl (fd, F_SETFL, fcntl (fd, F_GETFL) | O_DIRECT) == 0;
  return fd;
}

/* Records whether I/O on the new file bypasses the page cache, and refuses
 * a cached file unless the caller allows it. */
static gboolean
note_direct (DsTestFile      *self,
             gboolean         direct,
             DsTestFileFlags  flags,
             GError         **error)
{
  struct statfs sf;

  if (!direct)
    self->cached_reason = g_strdup (_("the filesystem refused direct I/O (O_DIRECT)"));
  else if (fstatfs (self->fd, &sf) == 0 &&
           ((guint64) sf.f_type == TMPFS_MAGIC_VALUE || (guint64) sf.f_type == RAMFS_MAGIC_VALUE))
    {
      /* tmpfs accepts O_DIRECT since Linux 6.6 but the data stays in memory. */
      direct = FALSE;
      self->cached_reason = g_strdup (_("the directory is on a memory filesystem (tmpfs), not on a drive"));
    }
  self->direct = direct;

  if (!direct && !(flags & DS_TEST_FILE_ALLOW_CACHED))
    {
      g_autofree char *safe = ds_escape_terminal (self->dir);

      g_set_error (error, DS_ERROR, DS_ERROR_NOT_DIRECT,
                   _("Cannot measure the drive in %s: %s, so results would show the page cache. "
                     "Choose a directory on the drive itself, or allow cached results (--allow-cached) "
                     "knowing they are not the drive's speed."),
                   safe, self->cached_reason);
      return FALSE;
    }
  return TRUE;
}

DsTestFile *
ds_test_file_create (const char      *dir,
                     guint64          size_bytes,
                     DsTestFileFlags  flags,
                     GError         **error)
{
  g_autoptr(DsTestFile) self = NULL;
  g_autoptr(DsMount) mount = NULL;
  guint64 free_bytes = 0, total_bytes = 0;
  gboolean direct = FALSE;
  int errsv = 0;

  g_return_val_if_fail (dir != NULL, NULL);

  if (!ds_test_file_check_dir (dir, error))
    return NULL;
  size_bytes = (size_bytes / MIB) * MIB;
  if (size_bytes < MIB)
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                           _("The test file must be at least 1 MiB."));
      return NULL;
    }
  if (!dir_space (dir, &free_bytes, &total_bytes, error))
    return NULL;
  /* Only the fault tests set this, to reach a real ENOSPC on a tiny image. */
  if (g_strcmp0 (g_getenv ("DRIVESCOPE_TEST_SKIP_SPACE_GUARD"), "1") != 0 &&
      !ds_test_file_check_space (dir, size_bytes, free_bytes, total_bytes, error))
    return NULL;

  self = g_new0 (DsTestFile, 1);
  self->fd = -1;
  self->dir = g_strdup (dir);
  self->size = size_bytes;
  mount = ds_mounts_for_path (dir);
  if (mount != NULL)
    self->fstype = g_strdup (mount->fstype);

  if (!(flags & DS_TEST_FILE_NAMED))
    {
      self->fd = open_anonymous (dir, &direct, &errsv);
      self->anonymous = self->fd >= 0;
      if (self->fd < 0 && !tmpfile_unsupported (errsv))
        {
          set_open_error (error, errsv, dir);
          return NULL;
        }
    }
  if (self->fd < 0)
    {
      self->fd = open_named (dir, &direct, &errsv);
      if (self->fd < 0)
        {
          set_open_error (error, errsv, dir);
          return NULL;
        }
    }

  if (!note_direct (self, direct, flags, error))
    return NULL;
  return g_steal_pointer (&self);
}

gboolean
ds_test_file_preallocate (DsTestFile  *self,
                          GError     **error)
{
  int ret;

  ret = fallocate (self->fd, 0, 0, (off_t) self->size) == 0 ? 0 : errno;
  /* Space advice only when space ran out: FAT over FUSE refuses with
   * EPERM with plenty free. */
  if (ret == ENOSPC || ret == EDQUOT)
    {
      ds_test_file_set_extend_error (error, ret, self->dir, self->size);
      return FALSE;
    }
  if (ret != 0 && ftruncate (self->fd, (off_t) self->size) != 0)
    {
      ds_test_file_set_extend_error (error, errno, self->dir, self->size);
      return FALSE;
    }
  return TRUE;
}

gboolean
ds_test_file_fill (DsTestFile         *self,
                   DsTestFileFillFunc  progress,
                   gpointer            user_data,
                   GCancellable       *cancellable,
                   GError            **error)
{
  g_autofree char *safe = ds_escape_terminal (self->dir);
  g_autofree char *size_text = g_format_size_full (self->size, G_FORMAT_SIZE_IEC_UNITS);
  gint64 last_report = 0;
  void *buffer = NULL;
  guint64 done = 0;
  DsRng rng;
  int ret;

  /* fallocate(2) itself, not posix_fallocate(): glibc's emulation writes
   * single bytes, which O_DIRECT refuses. */
  ret = fallocate (self->fd, 0, 0, (off_t) self->size) == 0 ? 0 : errno;
  if (ret == ENOSPC || ret == EDQUOT)
    {
      ds_test_file_set_extend_error (error, ret, self->dir, self->size);
      return FALSE;
    }
  if (ret != 0 && ftruncate (self->fd, (off_t) self->size) != 0)
    {
      ds_test_file_set_extend_error (error, errno, self->dir, self->size);
      return FALSE;
    }

  if (posix_memalign (&buffer, 4096, FILL_CHUNK) != 0)
    g_error ("out of memory");
  ds_rng_seed (&rng, (guint64) g_get_real_time () ^ (guint64) (gintptr) self);

  while (done < self->size)
    {
      gsize len = (gsize) MIN (FILL_CHUNK, self->size - done);
      gsize written = 0;
      gint64 now;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        goto fail;
      ds_rng_fill (&rng, buffer, len);
      while (written < len)
        {
          ssize_t n = pwrite (self->fd, (char *) buffer + written, len - written,
                              (off_t) (done + written));

          if (n < 0 && errno == EINTR)
            continue;
          if (n <= 0)
            {
              int errsv = n < 0 ? errno : ENOSPC;

              if (errsv == ENOSPC || errsv == EDQUOT)
                g_set_error (error, DS_ERROR, DS_ERROR_NO_SPACE,
                             _("No space left on %s while writing the %s test file. Choose a smaller test size or free some space."),
                             safe, size_text);
              else
                g_set_error (error, DS_ERROR, ds_error_from_errno (errsv),
                             _("Writing the test file in %s failed: %s."), safe, ds_strerror (errsv));
              goto fail;
            }
          written += (gsize) n;
        }
      done += len;
      now = g_get_monotonic_time ();
      if (progress != NULL && (now - last_report >= 100000 || done == self->size))
        {
          last_report = now;
          progress (done, self->size, user_data);
        }
    }
  free (buffer);
  buffer = NULL;

  if (fdatasync (self->fd) != 0)
    {
      int errsv = errno;

      g_set_error (error, DS_ERROR, ds_error_from_errno (errsv),
                   _("Flushing the test file in %s failed: %s."), safe, ds_strerror (errsv));
      return FALSE;
    }
  if (!self->direct)
    posix_fadvise (self->fd, 0, (off_t) self->size, POSIX_FADV_DONTNEED);
  return TRUE;

fail:
  free (buffer);
  return FALSE;
}

int
ds_test_file_get_fd (DsTestFile *self)
{
  return self->fd;
}

guint64
ds_test_file_get_size (DsTestFile *self)
{
  return self->size;
}

const char *
ds_test_file_get_dir (DsTestFile *self)
{
  return self->dir;
}

gboolean
ds_test_file_is_direct (DsTestFile *self)
{
  return self->direct;
}

guint
ds_test_file_get_direct_alignment (DsTestFile *self)
{
  void *buffer = NULL;
  guint found = 0;

  if (!self->direct)
    return 1;
#ifdef STATX_DIOALIGN
  {
    struct statx stx;

    if (statx (self->fd, "", AT_EMPTY_PATH, STATX_DIOALIGN, &stx) == 0 &&
        (stx.stx_mask & STATX_DIOALIGN) && stx.stx_dio_offset_align > 0)
      return MAX (stx.stx_dio_offset_align, 512u);
  }
#endif
  /* No statx answer (before Linux 6.1, or a filesystem that does not say):
   * the smallest direct read the file takes, at an offset of the same size. */
  if (posix_memalign (&buffer, 65536, 65536) != 0)
    return 512;
  for (guint size = 512; size <= 65536 && (guint64) size * 2 <= self->size; size *= 2)
    {
      ssize_t n = pread (self->fd, buffer, size, size);

      if (n >= 0 || errno != EINVAL)
        {
          found = size;
          break;
        }
    }
  free (buffer);
  return found > 0 ? found : 512;
}

const char *
ds_test_file_get_cached_reason (DsTestFile *self)
{
  return self->cached_reason;
}

gboolean
ds_test_file_is_anonymous (DsTestFile *self)
{
  return self->anonymous;
}

const char *
ds_test_file_get_fstype (DsTestFile *self)
{
  return self->fstype;
}

void
ds_test_file_close (DsTestFile *self)
{
  if (self == NULL)
    return;
  if (self->fd >= 0)
    close (self->fd);
  g_free (self->dir);
  g_free (self->fstype);
  g_free (self->cached_reason);
  g_free (self->path);
  g_free (self);
}

GPtrArray *
ds_test_file_warnings_for_dir (const char *dir)
{
  GPtrArray *warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(DsMount) mount = ds_mounts_for_path (dir);
  const char *fs;

  if (mount == NULL)
    return warnings;
  fs = mount->fstype;
  if (g_str_equal (fs, "btrfs"))
    {
      g_autofree char *opts = ds_mount_all_options (mount);

      g_ptr_array_add (warnings, g_strdup (
        strstr (opts, "compress") != NULL
          ? _("btrfs is copy-on-write and this mount compresses data: writes measure the filesystem as much as the drive.")
          : _("btrfs is copy-on-write: random writes measure the filesystem as much as the drive.")));
    }
  else if (g_str_equal (fs, "zfs"))
    g_ptr_array_add (warnings, g_strdup (
      _("ZFS caches in its own ARC, may compress and may not honour direct I/O: results can show memory, not the drive.")));
  else if (g_str_has_prefix (fs, "fuse"))
    g_ptr_array_add (warnings, g_strdup (
      _("This is a FUSE filesystem (such as ntfs-3g): it runs in user space and is often CPU-bound, so results are below the drive's speed.")));
  else if (g_str_has_prefix (fs, "nfs") || g_str_equal (fs, "cifs") || g_str_equal (fs, "smb3") ||
           g_str_equal (fs, "9p") || g_str_equal (fs, "ceph") || g_str_equal (fs, "glusterfs") ||
           g_str_equal (fs, "sshfs"))
    g_ptr_array_add (warnings, g_strdup (
      _("This is a network filesystem: results measure the network and the server, not a local drive.")));
  if (mount->major != 0 && ds_mount_is_on_dm_crypt (mount->major, mount->minor))
    g_ptr_array_add (warnings, g_strdup (
      _("The filesystem is on dm-crypt: encryption runs on the CPU and can cap the results below the drive's speed.")));
  return warnings;
}

/* --- named files that outlive their descriptor --- */

static gboolean
check_plain_name (const char  *name,
                  GError     **error)
{
  if (name == NULL || *name == '\0' || strchr (name, '/') != NULL ||
      g_str_equal (name, ".") || g_str_equal (name, ".."))
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                           _("A test file's name must be a plain file name inside the chosen directory."));
      return FALSE;
    }
  return TRUE;
}

static DsTestFile *
named_new (const char *dir,
           const char *name,
           guint64     size_bytes)
{
  DsTestFile *self = g_new0 (DsTestFile, 1);
  g_autoptr(DsMount) mount = ds_mounts_for_path (dir);

  self->fd = -1;
  self->dir = g_strdup (dir);
  self->path = g_build_filename (dir, name, NULL);
  self->size = size_bytes;
  if (mount != NULL)
    self->fstype = g_strdup (mount->fstype);
  return self;
}

DsTestFile *
ds_test_file_create_named (const char      *dir,
                           const char      *name,
                           guint64          size_bytes,
                           DsTestFileFlags  flags,
                           GError         **error)
{
  g_autoptr(DsTestFile) self = NULL;
  guint64 free_bytes = 0, total_bytes = 0;
  gboolean direct;

  if (!check_plain_name (name, error) || !ds_test_file_check_dir (dir, error))
    return NULL;
  if (!dir_space (dir, &free_bytes, &total_bytes, error) ||
      !ds_test_file_check_space (dir, size_bytes, free_bytes, total_bytes, error))
    return NULL;
  self = named_new (dir, name, size_bytes);
  /* O_EXCL | O_NOFOLLOW: never an existing file, a link or a device. */
  self->fd = open (self->path, O_CREAT | O_EXCL | O_NOFOLLOW | O_RDWR | O_CLOEXEC, 0600);
  if (self->fd < 0)
    {
      int errsv = errno;
      g_autofree char *safe = ds_escape_terminal (self->path);

      if (errsv == EEXIST)
        g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                     _("%s already exists. Remove it, or choose an empty directory."), safe);
      else
        set_open_error (error, errsv, dir);
      return NULL;
    }
  direct = fcntl (self->fd, F_SETFL, fcntl (self->fd, F_GETFL) | O_DIRECT) == 0;
  if (!note_direct (self, direct, flags, error))
    {
      unlink (self->path);
      return NULL;
    }
  return g_steal_pointer (&self);
}

DsTestFile *
ds_test_file_open_named (const char      *dir,
                         const char      *name,
                         DsTestFileFlags  flags,
                         GError         **error)
{
  g_autoptr(DsTestFile) self = NULL;
  struct stat st;
  gboolean direct;

  if (!check_plain_name (name, error))
    return NULL;
  self = named_new (dir, name, 0);
  self->fd = open (self->path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC);
  if (self->fd < 0)
    {
      int errsv = errno;
      g_autofree char *safe = ds_escape_terminal (self->path);

      g_set_error (error, DS_ERROR, errsv == ENOENT ? DS_ERROR_NOT_FOUND : ds_error_from_errno (errsv),
                   _("Cannot open %s: %s."), safe, ds_strerror (errsv));
      return NULL;
    }
  if (fstat (self->fd, &st) != 0 || !S_ISREG (st.st_mode))
    {
      g_autofree char *safe = ds_escape_terminal (self->path);

      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("%s is not a regular file; Drivescope reads back only the files it wrote."), safe);
      return NULL;
    }
  self->size = (guint64) st.st_size;
  fcntl (self->fd, F_SETFL, fcntl (self->fd, F_GETFL) & ~O_NONBLOCK);
  direct = fcntl (self->fd, F_SETFL, fcntl (self->fd, F_GETFL) | O_DIRECT) == 0;
  if (!note_direct (self, direct, flags, error))
    return NULL;
  return g_steal_pointer (&self);
}

const char *
ds_test_file_get_path (DsTestFile *self)
{
  return self->path;
}

gboolean
ds_test_file_remove (DsTestFile  *self,
                     GError     **error)
{
  if (self->path == NULL)
    return TRUE;
  if (unlink (self->path) != 0 && errno != ENOENT)
    {
      int errsv = errno;
      g_autofree char *safe = ds_escape_terminal (self->path);

      g_set_error (error, DS_ERROR, ds_error_from_errno (errsv),
                   _("Cannot remove %s: %s."), safe, ds_strerror (errsv));
      return FALSE;
    }
  g_clear_pointer (&self->path, g_free);
  return TRUE;
}

gboolean
ds_test_file_sync (DsTestFile  *self,
                   GError     **error)
{
  if (fdatasync (self->fd) != 0)
    {
      int errsv = errno;
      g_autofree char *safe = ds_escape_terminal (self->dir);

      g_set_error (error, DS_ERROR, ds_error_from_errno (errsv),
                   _("Flushing a test file in %s failed: %s."), safe, ds_strerror (errsv));
      return FALSE;
    }
  return TRUE;
}

void
ds_test_file_drop_cache (DsTestFile *self)
{
  posix_fadvise (self->fd, 0, 0, POSIX_FADV_DONTNEED);
}

void
ds_test_file_reserve_descriptors (guint count)
{
  struct rlimit rl;

  if (getrlimit (RLIMIT_NOFILE, &rl) != 0)
    return;
  if (rl.rlim_cur != RLIM_INFINITY && rl.rlim_cur < (rlim_t) count + 64)
    {
      rl.rlim_cur = rl.rlim_max == RLIM_INFINITY ? (rlim_t) count + 64
                                                 : MIN (rl.rlim_max, (rlim_t) count + 64);
      setrlimit (RLIMIT_NOFILE, &rl);
    }
}
