/* test-bench-file.c — the test file: guard, O_DIRECT refusal, no leftovers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/statfs.h>
#include <unistd.h>

#include "ds-error.h"
#include "ds-test-file.h"

#define MIB (G_GUINT64_CONSTANT (1) << 20)
#define GIB (G_GUINT64_CONSTANT (1) << 30)

static guint
count_entries (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  guint n = 0;

  g_assert_nonnull (d);
  while (g_dir_read_name (d) != NULL)
    n++;
  return n;
}

static char *
make_temp_dir (void)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp ("ds-bench-file-XXXXXX", &error);

  g_assert_no_error (error);
  return dir;
}

static void
test_guard_refuses_when_too_little_would_remain (void)
{
  g_autoptr(GError) error = NULL;

  /* 1 TB disk: reserve is 1 % = 10 GB. 20 GB free, 11 GB file leaves 9 GB. */
  g_assert_false (ds_test_file_check_space ("/mnt/ssd", 11 * GIB, 20 * GIB, 1000 * GIB, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_NO_SPACE);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "/mnt/ssd"));
  g_assert_nonnull (strstr (error->message, "21.5 GB"));      /* how much is free */
  g_assert_nonnull (strstr (error->message, "at most"));      /* what to choose */
  g_clear_error (&error);
  g_assert_true (ds_test_file_check_space ("/mnt/ssd", 10 * GIB, 20 * GIB, 1000 * GIB, &error));
  g_assert_no_error (error);
}

static void
test_guard_keeps_at_least_one_gib (void)
{
  g_autoptr(GError) error = NULL;

  /* 50 GB disk: 1 % is 0.5 GB, so the 1 GiB floor applies. */
  g_assert_cmpuint (ds_test_file_space_reserve (50 * GIB), ==, GIB);
  g_assert_cmpuint (ds_test_file_space_reserve (500 * GIB), ==, 5 * GIB);
  g_assert_false (ds_test_file_check_space ("/d", 1 * GIB, 2 * GIB - MIB, 50 * GIB, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_NO_SPACE);
  g_clear_error (&error);
  g_assert_true (ds_test_file_check_space ("/d", 1 * GIB, 2 * GIB, 50 * GIB, NULL));
  /* A 2 GB stick keeps 5 % (100 MB), so 1 GiB fits in its 1.9 GB free;
   * a size nobody knows keeps 1 GiB. */
  g_assert_cmpuint (ds_test_file_space_reserve (2000000000), ==, 100000000);
  g_assert_cmpuint (ds_test_file_space_reserve (0), ==, GIB);
  g_assert_true (ds_test_file_check_space ("/d", 1 * GIB, 1900000000, 2000000000, NULL));
  g_assert_false (ds_test_file_check_space ("/d", 1 * GIB, 1100000000, 2000000000, NULL));
  /* Nothing usable at all: the message says so instead of a size. */
  g_assert_false (ds_test_file_check_space ("/d", 16 * MIB, 512 * MIB, 50 * GIB, &error));
  g_assert_nonnull (strstr (error->message, "no room"));
}

static void
test_max_size_follows_the_guard (void)
{
  g_autofree char *dir = make_temp_dir ();
  guint64 max = 0;

  g_assert_true (ds_test_file_max_size_for_dir (dir, &max, NULL));
  g_assert_cmpuint (max % MIB, ==, 0);
  if (max > 0)
    g_assert_true (ds_test_file_check_space (dir, max, max + ds_test_file_space_reserve (0) + 16 * MIB,
                                             0, NULL));
  g_assert_false (ds_test_file_max_size_for_dir ("/nonexistent/drivescope", &max, NULL));
  g_rmdir (dir);
}

static void
check_create_leaves_nothing (DsTestFileFlags flags, gboolean expect_anonymous)
{
  g_autofree char *dir = make_temp_dir ();
  g_autoptr(GError) error = NULL;
  DsTestFile *file;
  guint64 max = 0;
  void *buf = NULL;

  g_assert_true (ds_test_file_max_size_for_dir (dir, &max, NULL));
  if (max < 8 * MIB)
    {
      g_test_skip ("not enough free space in the temporary directory for an 8 MiB test file");
      g_rmdir (dir);
      return;
    }
  file = ds_test_file_create (dir, 8 * MIB + 123, flags | DS_TEST_FILE_ALLOW_CACHED, &error);
  g_assert_no_error (error);
  g_assert_nonnull (file);
  g_assert_cmpuint (ds_test_file_get_size (file), ==, 8 * MIB);
  g_assert_cmpint (ds_test_file_is_anonymous (file), ==, expect_anonymous);
  /* Named or not, nothing is visible in the directory while it is in use. */
  g_assert_cmpuint (count_entries (dir), ==, 0);
  g_assert_cmpuint (ds_test_file_registered_count (), ==, 0);

  g_assert_true (ds_test_file_fill (file, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
  /* Random data really is there: the last block is not zeros. */
  g_assert_cmpint (posix_memalign (&buf, 4096, 4096), ==, 0);
  g_assert_cmpint (pread (ds_test_file_get_fd (file), buf, 4096, 8 * MIB - 4096), ==, 4096);
  {
    guint8 zero[4096] = { 0 };

    g_assert_cmpint (memcmp (buf, zero, 4096), !=, 0);
  }
  free (buf);
  ds_test_file_close (file);
  g_assert_cmpuint (count_entries (dir), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_anonymous_file_leaves_nothing (void)
{
  check_create_leaves_nothing (DS_TEST_FILE_FLAGS_NONE, TRUE);
}

static void
test_named_fallback_leaves_nothing (void)
{
  check_create_leaves_nothing (DS_TEST_FILE_NAMED, FALSE);
}

/* The fill is random whatever data pattern the benchmark writes: --data
 * zeros must not leave a file of zeros for the read tests. Every 4 KiB block
 * holds data, and no two are alike. */
static void
test_fill_is_random (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autoptr(GError) error = NULL;
  g_autoptr(DsTestFile) file = ds_test_file_create (dir, 4 * MIB, DS_TEST_FILE_ALLOW_CACHED, &error);
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_bytes_hash, g_bytes_equal, (GDestroyNotify) g_bytes_unref, NULL);
  guint8 zero[4096] = { 0 };
  void *buf = NULL;

  g_assert_no_error (error);
  g_assert_true (ds_test_file_fill (file, NULL, NULL, NULL, &error));
  g_assert_cmpint (posix_memalign (&buf, 4096, 4096), ==, 0);
  for (guint64 at = 0; at < 4 * MIB; at += 4096)
    {
      g_assert_cmpint (pread (ds_test_file_get_fd (file), buf, 4096, (off_t) at), ==, 4096);
      g_assert_cmpint (memcmp (buf, zero, 4096), !=, 0);
      g_assert_true (g_hash_table_add (seen, g_bytes_new (buf, 4096)));
    }
  free (buf);
  g_clear_pointer (&file, ds_test_file_close);
  g_rmdir (dir);
}

static void
test_fill_can_be_cancelled (void)
{
  g_autofree char *dir = make_temp_dir ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(DsTestFile) file = ds_test_file_create (dir, 4 * MIB, DS_TEST_FILE_ALLOW_CACHED, &error);

  g_assert_no_error (error);
  g_cancellable_cancel (cancellable);
  g_assert_false (ds_test_file_fill (file, NULL, NULL, cancellable, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_clear_pointer (&file, ds_test_file_close);
  g_assert_cmpuint (count_entries (dir), ==, 0);
  g_rmdir (dir);
}

/* A memory filesystem: tmpfs refuses O_DIRECT on older kernels and keeps the
 * data in memory on newer ones; either way the drive is not measured. */
static const char *
find_tmpfs (void)
{
  static const char *candidates[] = { "/dev/shm", "/run/user", "/tmp" };

  for (guint i = 0; i < G_N_ELEMENTS (candidates); i++)
    {
      struct statfs sf;

      if (statfs (candidates[i], &sf) == 0 && sf.f_type == 0x01021994 &&
          access (candidates[i], W_OK) == 0)
        return candidates[i];
    }
  return NULL;
}

static void
test_refuses_without_direct_io (void)
{
  const char *tmpfs = find_tmpfs ();
  g_autoptr(GError) error = NULL;
  g_autoptr(DsTestFile) file = NULL;
  g_autofree char *dir = NULL;

  if (tmpfs == NULL)
    {
      g_test_skip ("no writable tmpfs (/dev/shm) to exercise the O_DIRECT refusal");
      return;
    }
  dir = g_build_filename (tmpfs, "ds-bench-nodirect-XXXXXX", NULL);
  g_assert_nonnull (g_mkdtemp (dir));

  file = ds_test_file_create (dir, 2 * MIB, DS_TEST_FILE_FLAGS_NONE, &error);
  g_assert_null (file);
  g_assert_error (error, DS_ERROR, DS_ERROR_NOT_DIRECT);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "--allow-cached"));
  g_assert_cmpuint (count_entries (dir), ==, 0);
  g_clear_error (&error);

  file = ds_test_file_create (dir, 2 * MIB, DS_TEST_FILE_ALLOW_CACHED, &error);
  g_assert_no_error (error);
  g_assert_false (ds_test_file_is_direct (file));
  g_assert_nonnull (ds_test_file_get_cached_reason (file));
  g_clear_pointer (&file, ds_test_file_close);
  g_assert_cmpuint (count_entries (dir), ==, 0);
  g_rmdir (dir);
}

static void
test_rejects_missing_and_non_directories (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = make_temp_dir ();
  g_autofree char *plain = g_build_filename (dir, "plain", NULL);

  g_assert_null (ds_test_file_create ("/nonexistent/drivescope", 16 * MIB, 0, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_true (g_file_set_contents (plain, "x", 1, NULL));
  g_assert_null (ds_test_file_create (plain, 16 * MIB, 0, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  /* A block device is never a place for a test file. */
  if (g_file_test ("/dev/null", G_FILE_TEST_EXISTS))
    {
      g_assert_null (ds_test_file_create ("/dev/null", 16 * MIB, 0, &error));
      g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
    }
  g_unlink (plain);
  g_rmdir (dir);
}

static void
test_signal_cleanup_removes_registered_files (void)
{
  g_autofree char *dir = NULL;
  g_autofree char *path = NULL;

  if (g_test_subprocess ())
    {
      const char *p = g_getenv ("DS_TEST_NAMED_PATH");
      int slot;

      ds_test_file_install_signal_cleanup ();
      g_assert_true (g_file_set_contents (p, "x", 1, NULL));
      slot = ds_test_file_register_path (p);
      g_assert_cmpint (slot, >=, 0);
      g_assert_cmpuint (ds_test_file_registered_count (), ==, 1);
      raise (SIGTERM);
      g_assert_not_reached ();
    }
  dir = make_temp_dir ();
  path = g_build_filename (dir, "named", NULL);
  g_setenv ("DS_TEST_NAMED_PATH", path, TRUE);
  g_test_trap_subprocess (NULL, 0, G_TEST_SUBPROCESS_DEFAULT);
  /* The child died of SIGTERM as before, and its file went with it. */
  g_test_trap_assert_failed ();
  g_assert_false (g_file_test (path, G_FILE_TEST_EXISTS));
  g_unsetenv ("DS_TEST_NAMED_PATH");
  g_rmdir (dir);
}

static void
test_registry_unregisters (void)
{
  int a = ds_test_file_register_path ("/nonexistent/a");
  int b = ds_test_file_register_path ("/nonexistent/b");

  g_assert_cmpint (a, >=, 0);
  g_assert_cmpint (b, >=, 0);
  g_assert_cmpint (a, !=, b);
  g_assert_cmpuint (ds_test_file_registered_count (), ==, 2);
  ds_test_file_unregister_path (a);
  ds_test_file_unregister_path (b);
  g_assert_cmpuint (ds_test_file_registered_count (), ==, 0);
}

static void
test_data_pattern_names (void)
{
  DsDataPattern p;

  g_assert_true (ds_data_pattern_from_string ("zeros", &p));
  g_assert_cmpint (p, ==, DS_DATA_PATTERN_ZEROS);
  g_assert_cmpstr (ds_data_pattern_to_string (DS_DATA_PATTERN_RANDOM), ==, "random");
  g_assert_false (ds_data_pattern_from_string ("ones", &p));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/bench/file/guard-refuses-when-too-little-would-remain", test_guard_refuses_when_too_little_would_remain);
  g_test_add_func ("/ds/bench/file/guard-keeps-at-least-one-gib", test_guard_keeps_at_least_one_gib);
  g_test_add_func ("/ds/bench/file/max-size-follows-the-guard", test_max_size_follows_the_guard);
  g_test_add_func ("/ds/bench/file/anonymous-file-leaves-nothing", test_anonymous_file_leaves_nothing);
  g_test_add_func ("/ds/bench/file/named-fallback-leaves-nothing", test_named_fallback_leaves_nothing);
  g_test_add_func ("/ds/bench/file/fill-is-random", test_fill_is_random);
  g_test_add_func ("/ds/bench/file/fill-can-be-cancelled", test_fill_can_be_cancelled);
  g_test_add_func ("/ds/bench/file/refuses-without-direct-io", test_refuses_without_direct_io);
  g_test_add_func ("/ds/bench/file/rejects-missing-and-non-directories", test_rejects_missing_and_non_directories);
  g_test_add_func ("/ds/bench/file/data-pattern-names", test_data_pattern_names);
  g_test_add_func ("/ds/bench/file/signal-cleanup-removes-registered-files", test_signal_cleanup_removes_registered_files);
  g_test_add_func ("/ds/bench/file/registry-unregisters", test_registry_unregisters);
  return g_test_run ();
}
