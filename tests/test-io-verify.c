/* test-io-verify.c — verified writes (ds-io-verify.h): stamping in the
 * workload, the map of what was written, and a read-back that tells each
 * kind of damage made to a real file between the write and the read-back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "ds-error.h"
#include "ds-io-engine.h"
#include "ds-io-verify.h"
#include "ds-test-file.h"

#define MIB (G_GUINT64_CONSTANT (1) << 20)
#define FILE_BYTES (8 * MIB)

typedef struct
{
  char       *dir;
  DsTestFile *file;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  /* Under the build directory: a tmpfs /tmp refuses O_DIRECT. */
  f->dir = g_build_filename (g_getenv ("DS_BUILD_DIR") ? g_getenv ("DS_BUILD_DIR") : g_get_tmp_dir (),
                             "ds-io-verify-XXXXXX", NULL);
  g_assert_nonnull (g_mkdtemp (f->dir));
  f->file = ds_test_file_create (f->dir, FILE_BYTES, DS_TEST_FILE_ALLOW_CACHED, &error);
  g_assert_no_error (error);
  g_assert_true (ds_test_file_fill (f->file, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_clear_pointer (&f->file, ds_test_file_close);
  g_rmdir (f->dir);
  g_free (f->dir);
}

static void
write_with (Fixture     *f,
            DsIoVerify  *verify,
            DsIoPattern  pattern,
            guint64      block,
            guint        queue_depth,
            guint        threads,
            guint64      bytes)
{
  g_autoptr(GError) error = NULL;
  DsIoWorkload w = { 0 };
  DsIoCounters counters;

  w.file = f->file;
  w.pattern = pattern;
  w.mode = DS_IO_MODE_WRITE;
  w.block_size = block;
  w.queue_depth = queue_depth;
  w.threads = threads;
  w.byte_limit = bytes;
  w.wrap = TRUE;
  w.engine = DS_IO_ENGINE_AUTO;
  w.verify = verify;
  ds_io_counters_init (&counters);
  g_assert_true (ds_io_workload_run (&w, &counters, NULL, &error));
  g_assert_no_error (error);
  ds_io_counters_clear (&counters);
}

static void
test_unit_follows_the_smallest_block (void)
{
  DsIoBlockMix mix = { .n = 2, .shares = { { 4096, 50 }, { 1536, 50 } } };

  g_assert_cmpuint (ds_io_verify_unit_for (4096, NULL), ==, 4096);
  g_assert_cmpuint (ds_io_verify_unit_for (MIB, NULL), ==, 4096);
  g_assert_cmpuint (ds_io_verify_unit_for (512, NULL), ==, 512);
  g_assert_cmpuint (ds_io_verify_unit_for (6144, NULL), ==, 512);
  g_assert_cmpuint (ds_io_verify_unit_for (MIB, &mix), ==, 512);
}

static void
test_random_writes_read_back_intact (Fixture *f, gconstpointer data)
{
  g_autoptr(DsIoVerify) v = ds_io_verify_new (FILE_BYTES, 4096, 0, 0);
  g_autoptr(GError) error = NULL;
  DsIoVerifyResult r;
  guint64 marked;

  write_with (f, v, DS_IO_PATTERN_RND, 4096, 8, 2, 2 * MIB);
  marked = ds_io_verify_marked_bytes (v);
  /* 512 random 4 KiB writes over 2048 blocks: repeats, never more */
  g_assert_cmpuint (marked, >, MIB);
  g_assert_cmpuint (marked, <=, 2 * MIB);
  g_assert_cmpuint (marked % 4096, ==, 0);
  g_assert_true (ds_io_verify_read_back (v, f->file, NULL, NULL, &r, NULL, &error));
  g_assert_no_error (error);
  /* exactly what was written is read back, nothing else */
  g_assert_cmpuint (r.bytes_written, ==, marked);
  g_assert_cmpuint (r.bytes_checked, ==, marked);
  g_assert_cmpuint (r.bytes_intact, ==, marked);
  g_assert_cmpint (r.first_bad_offset, ==, -1);
  g_assert_true (r.complete);
  g_assert_true (ds_io_verify_result_passed (&r));
}

static void
pwrite_unit (Fixture      *f,
             const guint8 *data,
             guint64       offset)
{
  g_assert_cmpint (pwrite (ds_test_file_get_fd (f->file), data, 4096, (off_t) offset), ==, 4096);
}

static void
pread_unit (Fixture *f,
            guint8  *data,
            guint64  offset)
{
  g_assert_cmpint (pread (ds_test_file_get_fd (f->file), data, 4096, (off_t) offset), ==, 4096);
}

static void
test_damage_between_write_and_read_back (Fixture *f, gconstpointer data)
{
  g_autoptr(DsIoVerify) v = ds_io_verify_new (FILE_BYTES, 4096, 0x1234, 0);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) json = NULL;
  g_autofree char *words = NULL;
  guint8 *unit = g_aligned_alloc (4096, 1, 4096);
  DsIoVerifyResult r, back;

  write_with (f, v, DS_IO_PATTERN_SEQ, MIB, 4, 1, FILE_BYTES);
  g_assert_cmpuint (ds_io_verify_marked_bytes (v), ==, FILE_BYTES);

  /* a lost write: zeros at 1 MiB */
  memset (unit, 0, 4096);
  pwrite_unit (f, unit, 1 * MIB);
  /* the drive put block 0 at 2 MiB (it wraps around) */
  pread_unit (f, unit, 0);
  pwrite_unit (f, unit, 2 * MIB);
  /* one flipped bit in the payload at 3 MiB */
  pread_unit (f, unit, 3 * MIB);
  unit[1000] ^= 0x10;
  pwrite_unit (f, unit, 3 * MIB);
  g_aligned_free (unit);

  g_assert_true (ds_io_verify_read_back (v, f->file, NULL, NULL, &r, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (r.bytes_checked, ==, FILE_BYTES);
  g_assert_cmpuint (r.bytes_intact, ==, FILE_BYTES - 3 * 4096);
  g_assert_cmpuint (r.bad_units, ==, 3);
  g_assert_cmpuint (r.bytes_by_state[DS_VERIFY_BLOCK_ZEROS], ==, 4096);
  g_assert_cmpuint (r.bytes_by_state[DS_VERIFY_BLOCK_ALIASED], ==, 4096);
  g_assert_cmpuint (r.bytes_by_state[DS_VERIFY_BLOCK_CORRUPTED], ==, 4096);
  g_assert_cmpint (r.first_bad_offset, ==, (gint64) MIB);
  g_assert_cmpint (r.first_bad_state, ==, DS_VERIFY_BLOCK_ZEROS);
  g_assert_false (ds_io_verify_result_passed (&r));
  words = ds_io_verify_result_describe (&r);
  g_test_message ("%s", words);
  g_assert_nonnull (strstr (words, "12.3 kB of 8.4 MB"));
  g_assert_nonnull (strstr (words, "1.0 MB"));

  /* the JSON keeps all of it */
  json = ds_io_verify_result_to_json (&r);
  g_assert_true (ds_io_verify_result_from_json (json, &back, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (back.bytes_by_state[DS_VERIFY_BLOCK_ALIASED], ==, 4096);
  g_assert_cmpint (back.first_bad_offset, ==, (gint64) MIB);
  g_assert_cmpint (back.first_bad_state, ==, DS_VERIFY_BLOCK_ZEROS);
  g_assert_cmpuint (back.bytes_checked, ==, r.bytes_checked);
  g_assert_false (ds_io_verify_result_passed (&back));
}

static void
test_aliased_names_where_its_data_was_written (Fixture *f, gconstpointer data)
{
  g_autoptr(DsIoVerify) v = ds_io_verify_new (FILE_BYTES, 4096, 0, 0);
  g_autoptr(GError) error = NULL;
  g_autofree char *words = NULL;
  guint8 *unit = g_aligned_alloc (4096, 1, 4096);
  DsIoVerifyResult r;

  write_with (f, v, DS_IO_PATTERN_SEQ, MIB, 4, 1, FILE_BYTES);
  pread_unit (f, unit, 5 * MIB);
  pwrite_unit (f, unit, 4096);
  g_aligned_free (unit);
  g_assert_true (ds_io_verify_read_back (v, f->file, NULL, NULL, &r, NULL, &error));
  g_assert_cmpint (r.first_bad_offset, ==, 4096);
  g_assert_cmpint (r.first_bad_state, ==, DS_VERIFY_BLOCK_ALIASED);
  g_assert_cmpint (r.first_bad_holds, ==, (gint64) (5 * MIB));
  words = ds_io_verify_result_describe (&r);
  g_assert_nonnull (strstr (words, "holds the data written at 5.2 MB"));
}

static void
test_refuses_buffers_shared_in_flight (Fixture *f, gconstpointer data)
{
  g_autoptr(DsIoVerify) v = ds_io_verify_new (FILE_BYTES, 4096, 0, 0);
  g_autoptr(DsIoVerify) fine = ds_io_verify_new (FILE_BYTES, 512, 0, 0);
  g_autoptr(GError) error = NULL;
  DsIoWorkload w = { 0 };
  DsIoCounters counters;

  /* 16 slots of 64 MiB are past the buffer budget: slots would share
   * buffers, and a stamp would change a write in flight */
  w.file = f->file;
  w.pattern = DS_IO_PATTERN_SEQ;
  w.mode = DS_IO_MODE_WRITE;
  w.block_size = 64 * MIB;
  w.queue_depth = 16;
  w.threads = 1;
  w.byte_limit = FILE_BYTES;
  w.verify = v;
  ds_io_counters_init (&counters);
  g_assert_false (ds_io_workload_run (&w, &counters, NULL, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  /* and 512-byte writes do not fit a 4 KiB grid */
  w.block_size = 512;
  w.queue_depth = 1;
  g_assert_false (ds_io_workload_run (&w, &counters, NULL, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_true (ds_io_verify_fits (fine, 512, NULL));
  ds_io_counters_clear (&counters);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/io/verify/unit-follows-the-smallest-block", test_unit_follows_the_smallest_block);
#define ADD(path, func) g_test_add ("/ds/io/verify/" path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("random-writes-read-back-intact-exactly-what-was-written", test_random_writes_read_back_intact);
  ADD ("zeros-aliased-and-flipped-bit-told-apart", test_damage_between_write_and_read_back);
  ADD ("aliased-names-where-its-data-was-written", test_aliased_names_where_its_data_was_written);
  ADD ("refuses-buffers-shared-in-flight", test_refuses_buffers_shared_in_flight);
  return g_test_run ();
}
