/* ds-test-file-win.c — the benchmark's test file on Windows
 *
 * The Windows form of O_TMPFILE | O_DIRECT: CreateFileW with CREATE_NEW (a
 * new file, never an existing one or a link), FILE_FLAG_DELETE_ON_CLOSE (the
 * system removes it when the last handle closes, also when the process
 * crashes or is killed), FILE_FLAG_NO_BUFFERING | FILE_FLAG_WRITE_THROUGH
 * (no cache on either side, as DiskSpd's -Sh that CrystalDiskMark uses) and
 * FILE_FLAG_OVERLAPPED for the completion-port engine. The handle is wrapped
 * in a C runtime descriptor for the platform-neutral layers; the engines get
 * the handle back with _get_osfhandle.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>

#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <io.h>
#include <windows.h>

#include "ds-error.h"
#include "ds-format.h"
#include "ds-mounts.h"
#include "ds-rng.h"
#include "ds-test-file.h"
#include "ds-win-device.h"

#define MIB (G_GUINT64_CONSTANT (1) << 20)
#define FILL_CHUNK (4 * MIB)

struct _DsTestFile
{
  int       fd;
  HANDLE    handle;   /* owned by fd */
  guint64   size;
  char     *dir;
  char     *fstype;
  char     *cached_reason;
  gboolean  direct;
};

static gboolean
dir_space (const char *dir,
           guint64    *free_bytes,
           guint64    *total_bytes,
           GError    **error)
{
  g_autofree wchar_t *wdir = ds_win_utf16 (dir);
  ULARGE_INTEGER avail, total, all_free;

  if (wdir == NULL || !GetDiskFreeSpaceExW (wdir, &avail, &total, &all_free))
    {
      g_autofree char *msg = ds_win_error_message (GetLastError ());
      g_autofree char *safe = ds_escape_terminal (dir);

      g_set_error (error, DS_ERROR, DS_ERROR_FAILED,
                   _("Cannot read the free space of %s: %s."), safe, msg);
      return FALSE;
    }
  *free_bytes = avail.QuadPart;
  *total_bytes = total.QuadPart;
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

gboolean
ds_test_file_check_dir (const char *dir,
                        GError    **error)
{
  g_autofree char *safe = ds_escape_terminal (dir);
  g_autoptr(DsMount) mount = NULL;
  GStatBuf st;

  if (g_stat (dir, &st) != 0)
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
  mount = ds_mounts_for_path (dir);
  if (mount != NULL && ds_mount_has_option (mount, "ro"))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("The directory %s is on a read-only filesystem. Choose a writable directory."),
                   safe);
      return FALSE;
    }
  return TRUE;
}

static void
set_create_error (GError    **error,
                  DWORD       code,
                  const char *dir)
{
  g_autofree char *safe = ds_escape_terminal (dir);
  g_autofree char *msg = ds_win_error_message (code);

  if (code == ERROR_ACCESS_DENIED || code == ERROR_WRITE_PROTECT)
    g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                 _("Cannot create a test file in %s: %s. Choose a directory you can write to."), safe, msg);
  else if (code == ERROR_DISK_FULL || code == ERROR_HANDLE_DISK_FULL)
    g_set_error (error, DS_ERROR, DS_ERROR_NO_SPACE,
                 _("Cannot create a test file in %s: %s. Free some space or choose another directory."), safe, msg);
  else
    g_set_error (error, DS_ERROR, DS_ERROR_FAILED,
                 _("Cannot create a test file in %s: %s."), safe, msg);
}

static HANDLE
create_file (const char *dir,
             gboolean    direct,
             DWORD      *code)
{
  g_autofree char *name = g_strdup_printf (".drivescope-bench-%08x%08x", g_random_int (), g_random_int ());
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autofree wchar_t *wpath = ds_win_utf16 (path);
  DWORD flags = FILE_ATTRIBUTE_HIDDEN | FILE_FLAG_DELETE_ON_CLOSE | FILE_FLAG_OVERLAPPED;
  HANDLE h;

  if (direct)
    flags |= FILE_FLAG_NO_BUFFERING | FILE_FLAG_WRITE_THROUGH;
  /* CREATE_NEW fails on anything that exists, links included. Shared so the
   * iocp engine can ReOpenFile it once per thread (a handle belongs to one
   * completion port); FILE_SHARE_DELETE is what a delete-on-close file
   * requires of every other open. */
  h = CreateFileW (wpath, GENERIC_READ | GENERIC_WRITE,
                   FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
                   NULL, CREATE_NEW, flags, NULL);
  *code = h == INVALID_HANDLE_VALUE ? GetLastError () : 0;
  return h;
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
  gboolean direct = TRUE;
  DWORD code = 0;
  HANDLE h;

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
  if (g_strcmp0 (g_getenv ("DRIVESCOPE_TEST_SKIP_SPACE_GUARD"), "1") != 0 &&
      !ds_test_file_check_space (dir, size_bytes, free_bytes, total_bytes, error))
    return NULL;

  h = create_file (dir, TRUE, &code);
  if (h == INVALID_HANDLE_VALUE && code == ERROR_INVALID_PARAMETER)
    {
      /* Some filesystems (network redirectors, RAM disks) refuse unbuffered I/O. */
      direct = FALSE;
      h = create_file (dir, FALSE, &code);
    }
  if (h == INVALID_HANDLE_VALUE)
    {
      set_create_error (error, code, dir);
      return NULL;
    }

  self = g_new0 (DsTestFile, 1);
  self->handle = h;
  self->fd = _open_osfhandle ((intptr_t) h, _O_RDWR | _O_BINARY);
  if (self->fd < 0)
    {
      CloseHandle (h);
      g_set_error_literal (error, DS_ERROR, DS_ERROR_FAILED,
                           _("The C runtime has no free file descriptor for the test file."));
      return NULL;
    }
  self->dir = g_strdup (dir);
  self->size = size_bytes;
  mount = ds_mounts_for_path (dir);
  if (mount != NULL)
    self->fstype = g_strdup (mount->fstype);
  if (!direct)
    self->cached_reason = g_strdup (_("the filesystem refused direct I/O (FILE_FLAG_NO_BUFFERING)"));
  self->direct = direct;

  if (!direct && !(flags & DS_TEST_FILE_ALLOW_CACHED))
    {
      g_autofree char *safe = ds_escape_terminal (dir);

      g_set_error (error, DS_ERROR, DS_ERROR_NOT_DIRECT,
                   _("Cannot measure the drive in %s: %s, so results would show the page cache. "
                     "Choose a directory on the drive itself, or allow cached results (--allow-cached) "
                     "knowing they are not the drive's speed."),
                   safe, self->cached_reason);
      return NULL;
    }
  return g_steal_pointer (&self);
}

/* One positioned write on the overlapped handle, waited for. */
static gboolean
write_at (HANDLE h, const void *buf, DWORD len, guint64 offset, DWORD *code)
{
  OVERLAPPED ov = { 0 };
  DWORD done = 0;
  gboolean ok;

  ov.Offset = (DWORD) offset;
  ov.OffsetHigh = (DWORD) (offset >> 32);
  ov.hEvent = CreateEventW (NULL, TRUE, FALSE, NULL);
  ok = WriteFile (h, buf, len, NULL, &ov) || GetLastError () == ERROR_IO_PENDING;
  if (ok)
    ok = GetOverlappedResult (h, &ov, &done, TRUE) && done == len;
  *code = ok ? 0 : (GetLastError () != 0 ? GetLastError () : ERROR_HANDLE_DISK_FULL);
  CloseHandle (ov.hEvent);
  return ok;
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
  FILE_END_OF_FILE_INFO eof = { 0 };
  gint64 last_report = 0;
  guint64 done = 0;
  void *buffer;
  DsRng rng;

  eof.EndOfFile.QuadPart = (LONGLONG) self->size;
  if (!SetFileInformationByHandle (self->handle, FileEndOfFileInfo, &eof, sizeof eof))
    {
      DWORD code = GetLastError ();
      g_autofree char *msg = ds_win_error_message (code);

      if (code == ERROR_DISK_FULL || code == ERROR_HANDLE_DISK_FULL)
        g_set_error (error, DS_ERROR, DS_ERROR_NO_SPACE,
                     _("No space left on %s for the %s test file (%s). Choose a smaller test size or free some space."),
                     safe, size_text, msg);
      else
        g_set_error (error, DS_ERROR, DS_ERROR_FAILED,
                     _("Cannot extend the test file in %s to %s: %s."), safe, size_text, msg);
      return FALSE;
    }

  /* Page-aligned, as unbuffered I/O needs sector alignment. */
  buffer = VirtualAlloc (NULL, FILL_CHUNK, MEM_COMMIT | MEM_RESERVE, PAGE_READWRITE);
  if (buffer == NULL)
    g_error ("out of memory");
  ds_rng_seed (&rng, (guint64) g_get_real_time () ^ (guint64) (gintptr) self);

  while (done < self->size)
    {
      gsize len = (gsize) MIN (FILL_CHUNK, self->size - done);
      DWORD code = 0;
      gint64 now;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        goto fail;
      ds_rng_fill (&rng, buffer, len);
      if (!write_at (self->handle, buffer, (DWORD) len, done, &code))
        {
          g_autofree char *msg = ds_win_error_message (code);

          if (code == ERROR_DISK_FULL || code == ERROR_HANDLE_DISK_FULL)
            g_set_error (error, DS_ERROR, DS_ERROR_NO_SPACE,
                         _("No space left on %s while writing the %s test file. Choose a smaller test size or free some space."),
                         safe, size_text);
          else
            g_set_error (error, DS_ERROR, DS_ERROR_IO,
                         _("Writing the test file in %s failed: %s."), safe, msg);
          goto fail;
        }
      done += len;
      now = g_get_monotonic_time ();
      if (progress != NULL && (now - last_report >= 100000 || done == self->size))
        {
          last_report = now;
          progress (done, self->size, user_data);
        }
    }
  VirtualFree (buffer, 0, MEM_RELEASE);

  if (!FlushFileBuffers (self->handle))
    {
      g_autofree char *msg = ds_win_error_message (GetLastError ());

      g_set_error (error, DS_ERROR, DS_ERROR_IO,
                   _("Flushing the test file in %s failed: %s."), safe, msg);
      return FALSE;
    }
  return TRUE;

fail:
  VirtualFree (buffer, 0, MEM_RELEASE);
  return FALSE;
}

void
ds_test_file_set_extend_error (GError    **error,
                               int         errsv,
                               const char *dir,
                               guint64     size_bytes)
{
  g_autofree char *safe = ds_escape_terminal (dir);
  g_autofree char *size_text = g_format_size_full (size_bytes, G_FORMAT_SIZE_IEC_UNITS);

  if (errsv == ENOSPC)
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

gboolean
ds_test_file_preallocate (DsTestFile *self,
                          GError    **error)
{
  g_autofree char *safe = ds_escape_terminal (self->dir);
  g_autofree char *size_text = g_format_size_full (self->size, G_FORMAT_SIZE_IEC_UNITS);
  FILE_ALLOCATION_INFO alloc = { 0 };
  FILE_END_OF_FILE_INFO eof = { 0 };
  DWORD code;

  alloc.AllocationSize.QuadPart = (LONGLONG) self->size;
  eof.EndOfFile.QuadPart = (LONGLONG) self->size;
  /* Reserving clusters may be refused (FAT); the size is what matters. */
  SetFileInformationByHandle (self->handle, FileAllocationInfo, &alloc, sizeof alloc);
  if (SetFileInformationByHandle (self->handle, FileEndOfFileInfo, &eof, sizeof eof))
    return TRUE;
  code = GetLastError ();
  {
    g_autofree char *msg = ds_win_error_message (code);

    if (code == ERROR_DISK_FULL || code == ERROR_HANDLE_DISK_FULL)
      g_set_error (error, DS_ERROR, DS_ERROR_NO_SPACE,
                   _("No space left on %s for the %s test file (%s). Choose a smaller test size or free some space."),
                   safe, size_text, msg);
    else
      g_set_error (error, DS_ERROR, DS_ERROR_FAILED,
                   _("Cannot extend the test file in %s to %s: %s."), safe, size_text, msg);
  }
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
  g_autofree wchar_t *wdir = NULL;
  wchar_t root[MAX_PATH + 1];
  DWORD per_cluster = 0, per_sector = 0, free_clusters = 0, clusters = 0;

  if (!self->direct)
    return 1;
  /* FILE_FLAG_NO_BUFFERING needs I/O in whole sectors of the volume. */
  wdir = ds_win_utf16 (self->dir);
  if (wdir != NULL && GetVolumePathNameW (wdir, root, G_N_ELEMENTS (root)) &&
      GetDiskFreeSpaceW (root, &per_cluster, &per_sector, &free_clusters, &clusters) && per_sector > 0)
    return MAX ((guint) per_sector, 512u);
  return 512;
}

const char *
ds_test_file_get_cached_reason (DsTestFile *self)
{
  return self->cached_reason;
}

/* TRUE: the file never outlives its handle (FILE_FLAG_DELETE_ON_CLOSE), as
 * an O_TMPFILE file never outlives its descriptor. */
gboolean
ds_test_file_is_anonymous (DsTestFile *self)
{
  return TRUE;
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
    _close (self->fd);  /* closes the handle: the file is deleted */
  g_free (self->dir);
  g_free (self->fstype);
  g_free (self->cached_reason);
  g_free (self);
}

GPtrArray *
ds_test_file_warnings_for_dir (const char *dir)
{
  GPtrArray *warnings = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(DsMount) mount = ds_mounts_for_path (dir);

  if (mount != NULL && ds_mount_has_option (mount, "remote"))
    g_ptr_array_add (warnings, g_strdup (
      _("This is a network filesystem: results measure the network and the server, not a local drive.")));
  return warnings;
}

/* Ctrl+C, Ctrl+Break and closing the console: remove what is registered,
 * then let the next handler (the default one ends the process) run. */
static BOOL WINAPI
console_handler (DWORD type)
{
  ds_test_file_cleanup_registered ();
  return FALSE;
}

void
ds_test_file_install_signal_cleanup (void)
{
  static gsize installed = 0;

  if (!g_once_init_enter (&installed))
    return;
  SetConsoleCtrlHandler (console_handler, TRUE);
  g_once_init_leave (&installed, 1);
}

/* --- named files that outlive their handle ---
 * Not yet on Windows: verify runs there on delete-on-close files only. */

DsTestFile *
ds_test_file_create_named (const char      *dir,
                           const char      *name,
                           guint64          size_bytes,
                           DsTestFileFlags  flags,
                           GError         **error)
{
  g_set_error_literal (error, DS_ERROR, DS_ERROR_UNSUPPORTED,
                       _("Keeping the test files (--keep) is not available on Windows yet."));
  return NULL;
}

DsTestFile *
ds_test_file_open_named (const char      *dir,
                         const char      *name,
                         DsTestFileFlags  flags,
                         GError         **error)
{
  g_set_error_literal (error, DS_ERROR, DS_ERROR_UNSUPPORTED,
                       _("Reading back kept test files (--read-only) is not available on Windows yet."));
  return NULL;
}

const char *
ds_test_file_get_path (DsTestFile *self)
{
  return NULL;
}

gboolean
ds_test_file_remove (DsTestFile  *self,
                     GError     **error)
{
  return TRUE;
}

gboolean
ds_test_file_sync (DsTestFile  *self,
                   GError     **error)
{
  if (_commit (self->fd) != 0)
    {
      int errsv = errno;

      g_set_error (error, DS_ERROR, ds_error_from_errno (errsv),
                   _("Flushing a test file failed: %s."), ds_strerror (errsv));
      return FALSE;
    }
  return TRUE;
}

void
ds_test_file_drop_cache (DsTestFile *self)
{
  /* Unbuffered handles (FILE_FLAG_NO_BUFFERING) have no cache to drop. */
}

void
ds_test_file_reserve_descriptors (guint count)
{
  _setmaxstdio (MIN (count + 64, 8192));
}
