/* ds-test-file.h — the benchmark's test file, created safely in a directory
 *
 * The file is created with O_TMPFILE | O_DIRECT, so it has no name and
 * nothing survives a crash. Where the filesystem has no O_TMPFILE, an
 * O_CREAT | O_EXCL | O_NOFOLLOW file with a random name is created and
 * unlinked immediately (the descriptor keeps it alive); while it has a name
 * it sits in a signal-safe cleanup registry, so SIGINT / SIGTERM between the
 * two calls still remove it.
 *
 * Before anything is created, the free-space guard refuses a file that would
 * leave less than max (1 %, 1 GiB) free. O_DIRECT refused (tmpfs, some FUSE
 * and NFS setups) is an error unless DS_TEST_FILE_ALLOW_CACHED is given; the
 * file is then buffered and ds_test_file_is_direct() says so.
 *
 * Never opens a block device: the directory must be a directory, and the
 * file is a new regular file in it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ds-platform-enums.h"

G_BEGIN_DECLS

const char *ds_data_pattern_to_string   (DsDataPattern  pattern);  /* "random" "zeros" */
gboolean    ds_data_pattern_from_string (const char    *text,
                                         DsDataPattern *out);
/* --data as the user gives it: "random", "zeros" or "compressible:N%" (N
 * from 0 to 100: that share of every 4 KiB is zeros and compresses away, as
 * Anvil's levels 0, 8, 25, 46, 67 and 100 %). compressible:0% is random,
 * compressible:100% zeros but for the writes' stamps. DS_ERROR_INVALID_ARGUMENT
 * saying what to give otherwise. */
gboolean    ds_data_spec_parse          (const char    *text,
                                         DsDataPattern *pattern,
                                         guint         *percent,
                                         GError       **error);
/* "random", "zeros", "compressible:25%" */
char       *ds_data_spec_to_string      (DsDataPattern  pattern,
                                         guint          percent);

typedef enum
{
  DS_TEST_FILE_FLAGS_NONE    = 0,
  /* Run buffered where O_DIRECT is refused (results are marked cached). */
  DS_TEST_FILE_ALLOW_CACHED  = 1 << 0,
  /* Skip O_TMPFILE and use the named-file fallback (tests exercise it). */
  DS_TEST_FILE_NAMED         = 1 << 1,
} DsTestFileFlags;

typedef struct _DsTestFile DsTestFile;

/* Checks @dir (exists, is a directory, writable: DS_ERROR_INVALID_ARGUMENT
 * otherwise, which the CLI turns into exit 2), applies the free-space guard
 * (DS_ERROR_NO_SPACE), creates the file, and checks O_DIRECT
 * (DS_ERROR_NOT_DIRECT unless DS_TEST_FILE_ALLOW_CACHED). @size_bytes is
 * rounded down to a multiple of 1 MiB and must be at least 1 MiB.
 * The file is empty until ds_test_file_fill(). */
DsTestFile *ds_test_file_create          (const char      *dir,
                                          guint64          size_bytes,
                                          DsTestFileFlags  flags,
                                          GError         **error);

typedef void (*DsTestFileFillFunc) (guint64  bytes_done,
                                    guint64  bytes_total,
                                    gpointer user_data);

/* Preallocates the whole file (fallocate; where unsupported, extends it) and
 * writes every byte of it with random data, so no later read hits a hole, an
 * unwritten extent or compressible data (the benchmark's data pattern only
 * chooses what its writes write); then flushes it to the drive. ENOSPC gives
 * DS_ERROR_NO_SPACE naming the directory and the size. @progress may be NULL;
 * it is called from this thread a few times a second. */
gboolean    ds_test_file_fill            (DsTestFile         *file,
                                          DsTestFileFillFunc  progress,
                                          gpointer            user_data,
                                          GCancellable       *cancellable,
                                          GError            **error);

/* Only reserves the file's blocks (fallocate; where unsupported, extends
 * it) without writing them: for a write test that must meet a drive whose
 * cache has not just absorbed a fill. DS_ERROR_NO_SPACE as for the fill. */
gboolean    ds_test_file_preallocate     (DsTestFile         *file,
                                          GError            **error);

int          ds_test_file_get_fd         (DsTestFile  *file);
guint64      ds_test_file_get_size       (DsTestFile  *file);
const char  *ds_test_file_get_dir        (DsTestFile  *file);
/* TRUE when I/O bypasses the page cache (O_DIRECT honoured and the
 * filesystem is backed by a drive, not memory). */
gboolean     ds_test_file_is_direct      (DsTestFile  *file);
/* The alignment in bytes that a direct I/O's offset and length need on
 * this file: the filesystem's direct-I/O alignment (the device's logical
 * block on most), 512 where that cannot be told, 1 when the file is not
 * direct. */
guint        ds_test_file_get_direct_alignment (DsTestFile *file);
/* Why O_DIRECT is not in effect ("tmpfs keeps files in memory"), or NULL. */
const char  *ds_test_file_get_cached_reason (DsTestFile *file);
/* TRUE when O_TMPFILE was used, FALSE for the named fallback. */
gboolean     ds_test_file_is_anonymous   (DsTestFile  *file);
/* Filesystem type of the directory ("ext4", "btrfs", "fuseblk", ...). */
const char  *ds_test_file_get_fstype     (DsTestFile  *file);
/* Closes the descriptor (the file disappears with it) and frees. */
void         ds_test_file_close          (DsTestFile  *file);

/* Sentences warning about the filesystem of @dir: btrfs (copy-on-write,
 * compression), ZFS, FUSE / ntfs-3g, network filesystems, dm-crypt
 * (CPU-bound). Empty when there is nothing to say. */
GPtrArray   *ds_test_file_warnings_for_dir (const char *dir);

/* The free-space guard, pure: the reserve is max (1 % of @total_bytes,
 * min (1 GiB, 5 % of it)): 1 GiB from 20 GiB to 100 GiB, less below (a 2 GB
 * stick keeps 100 MB), 1 GiB when the size is unknown (0). FALSE with DS_ERROR_NO_SPACE ("Only 312 MB free on /mnt/ssd; the
 * 1 GiB test file would leave less than 1.1 GB free. Choose a test size of
 * at most … or free some space.") when @size_bytes + reserve > @free_bytes. */
gboolean     ds_test_file_check_space    (const char *dir,
                                          guint64     size_bytes,
                                          guint64     free_bytes,
                                          guint64     total_bytes,
                                          GError    **error);
guint64      ds_test_file_space_reserve  (guint64     total_bytes);

/* Whether a test file can be made in @dir: an existing, writable
 * directory on a filesystem not mounted read-only. FALSE with
 * DS_ERROR_INVALID_ARGUMENT saying which and what to do. */
gboolean     ds_test_file_check_dir      (const char *dir,
                                          GError    **error);

/* The message for a test file of @size_bytes in @dir that could not be
 * allocated or extended with errno @errsv: free space only when space is
 * what ran out; for EPERM, EOPNOTSUPP and friends (FAT, exFAT, some FUSE
 * filesystems) another filesystem; for EFBIG a smaller size. */
void         ds_test_file_set_extend_error (GError    **error,
                                            int         errsv,
                                            const char *dir,
                                            guint64     size_bytes);

/* The largest test file the guard allows in @dir (a multiple of 1 MiB), 0
 * when none; FALSE with an error when @dir cannot be examined. */
gboolean     ds_test_file_max_size_for_dir (const char *dir,
                                            guint64    *out_size,
                                            GError    **error);

/* Signal-safe cleanup registry. ds_test_file_create() uses it for the
 * moment a named file exists; programs that do not handle SIGINT / SIGTERM /
 * SIGHUP themselves call ds_test_file_install_signal_cleanup() once (the
 * GUI does at startup), which removes registered files and then dies of the
 * signal as before. Programs that handle those signals with
 * g_unix_signal_add() (the CLI's bench and thermal, which cancel the run)
 * call it after adding their watches: the cleanup runs once, then hands the
 * signal to the handler it replaced. ds_test_file_cleanup_registered() only
 * uses async-signal-safe calls. */
void         ds_test_file_install_signal_cleanup (void);
void         ds_test_file_cleanup_registered     (void);
/* Adds @path to the registry (removed by the cleanup above until
 * unregistered); returns a slot, or -1 when the registry (16 paths) is full
 * or the path too long. */
int          ds_test_file_register_path          (const char *path);
void         ds_test_file_unregister_path        (int         slot);
/* How many named files are currently registered (tests). */
guint        ds_test_file_registered_count       (void);

/* --- named files that outlive the run (verify --keep and --read-only) ---
 *
 * ds_test_file_create_named() makes the new regular file @name (a plain
 * name, no '/') in @dir with O_CREAT | O_EXCL | O_NOFOLLOW, so it is never an
 * existing file, a link or a device; the directory check, the free-space
 * guard for @size_bytes and the O_DIRECT rule are those of
 * ds_test_file_create(). Closing it keeps the file; ds_test_file_remove()
 * removes its name. ds_test_file_open_named() opens an existing regular
 * file read-only (direct where the filesystem allows), its size as
 * ds_test_file_get_size(). */
DsTestFile  *ds_test_file_create_named   (const char      *dir,
                                          const char      *name,
                                          guint64          size_bytes,
                                          DsTestFileFlags  flags,
                                          GError         **error);
DsTestFile  *ds_test_file_open_named     (const char      *dir,
                                          const char      *name,
                                          DsTestFileFlags  flags,
                                          GError         **error);
/* The path of a named file; NULL for an anonymous one or once removed. */
const char  *ds_test_file_get_path       (DsTestFile  *file);
gboolean     ds_test_file_remove         (DsTestFile  *file,
                                          GError     **error);
/* Flushes what was written to the drive (fdatasync). */
gboolean     ds_test_file_sync           (DsTestFile  *file,
                                          GError     **error);
/* Drops the file's clean pages from the page cache, so that a buffered
 * read-back reaches the drive. */
void         ds_test_file_drop_cache     (DsTestFile  *file);
/* Lets this process hold @count more files open at once. */
void         ds_test_file_reserve_descriptors (guint count);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsTestFile, ds_test_file_close)

G_END_DECLS
