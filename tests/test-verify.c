/* test-verify.c — the capacity check's block format and its read-back
 *
 * The block format: every kind of damage (zeros, erased flash, another
 * block of the run, a block of another run, a flipped bit anywhere) is
 * classified as what it is. The runner, on files under the build tree:
 * a kept run read back after its files were damaged on purpose (a
 * truncated file, zeroed blocks, a block copied over another, a flipped
 * bit) counts each as it should; and compressible data compresses as far
 * as it says.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <fcntl.h>
#include <gio/gio.h>
#include <glib/gstdio.h>
#include <string.h>
#include <unistd.h>

#include "ds-error.h"
#include "ds-history-verify.h"
#include "ds-verify-block.h"
#include "ds-verify-job.h"

#define BS 4096u
#define MIB (1u << 20)

static DsVerifyBlockId
id_at (guint64 seed, guint32 file, guint64 offset)
{
  DsVerifyBlockId id = { .seed = seed, .file_index = file, .block_size = BS,
                         .offset = offset, .file_bytes = 16 * MIB, .stride = 16 * MIB };
  return id;
}

static void
test_block_intact (void)
{
  guint8 *b = g_malloc (BS);
  DsVerifyBlockId id = id_at (42, 3, 8 * BS), found;

  ds_verify_block_fill (b, &id);
  g_assert_cmpint (ds_verify_block_check (b, BS, &id, NULL), ==, DS_VERIFY_BLOCK_INTACT);
  g_assert_true (ds_verify_block_parse (b, BS, &found));
  g_assert_cmpuint (found.seed, ==, 42);
  g_assert_cmpuint (found.file_index, ==, 3);
  g_assert_cmpuint (found.offset, ==, 8 * BS);
  g_assert_cmpuint (found.stride, ==, 16 * MIB);
  /* The payload depends on file and offset: two blocks differ past the header. */
  {
    guint8 *c = g_malloc (BS);
    DsVerifyBlockId other = id_at (42, 3, 9 * BS);

    ds_verify_block_fill (c, &other);
    g_assert_true (memcmp (b + DS_VERIFY_HEADER_SIZE, c + DS_VERIFY_HEADER_SIZE, BS - DS_VERIFY_HEADER_SIZE) != 0);
    g_free (c);
  }
  g_free (b);
}

static void
test_block_zeros (void)
{
  guint8 *b = g_malloc0 (BS);
  DsVerifyBlockId id = id_at (42, 1, 0);

  g_assert_cmpint (ds_verify_block_check (b, BS, &id, NULL), ==, DS_VERIFY_BLOCK_ZEROS);
  memset (b, 0xff, BS);
  g_assert_cmpint (ds_verify_block_check (b, BS, &id, NULL), ==, DS_VERIFY_BLOCK_ZEROS);
  /* Almost zeros is not zeros: garbage. */
  b[100] = 0x00;
  g_assert_cmpint (ds_verify_block_check (b, BS, &id, NULL), ==, DS_VERIFY_BLOCK_CORRUPTED);
  g_free (b);
}

static void
test_block_aliased (void)
{
  guint8 *b = g_malloc (BS);
  DsVerifyBlockId written = id_at (42, 5, 3 * BS);
  DsVerifyBlockId want = id_at (42, 1, 3 * BS);
  DsVerifyBlockId want2 = id_at (42, 5, 4 * BS);
  DsVerifyBlockId found = { 0 };

  ds_verify_block_fill (b, &written);
  /* Another file at the same offset, and the same file at another offset. */
  g_assert_cmpint (ds_verify_block_check (b, BS, &want, &found), ==, DS_VERIFY_BLOCK_ALIASED);
  g_assert_cmpuint (found.file_index, ==, 5);
  g_assert_cmpuint (found.offset, ==, 3 * BS);
  g_assert_cmpint (ds_verify_block_check (b, BS, &want2, NULL), ==, DS_VERIFY_BLOCK_ALIASED);
  g_free (b);
}

static void
test_block_stale (void)
{
  guint8 *b = g_malloc (BS);
  DsVerifyBlockId old = id_at (7, 1, 0), want = id_at (8, 1, 0), found = { 0 };

  ds_verify_block_fill (b, &old);
  g_assert_cmpint (ds_verify_block_check (b, BS, &want, &found), ==, DS_VERIFY_BLOCK_STALE);
  g_assert_cmpuint (found.seed, ==, 7);
  g_free (b);
}

static void
test_block_flipped_bit (void)
{
  guint8 *b = g_malloc (BS);
  DsVerifyBlockId id = id_at (42, 2, 0);

  /* Every byte position, one bit each: header fields, checksum, payload. */
  for (guint pos = 0; pos < BS; pos += 61)
    {
      ds_verify_block_fill (b, &id);
      b[pos] ^= 1u << (pos % 8);
      g_assert_cmpint (ds_verify_block_check (b, BS, &id, NULL), ==, DS_VERIFY_BLOCK_CORRUPTED);
      g_assert_false (ds_verify_block_parse (b, BS, NULL));
    }
  /* Two swapped payload words keep every byte but not the order. */
  ds_verify_block_fill (b, &id);
  {
    guint64 x, y;

    memcpy (&x, b + 128, 8);
    memcpy (&y, b + 256, 8);
    memcpy (b + 128, &y, 8);
    memcpy (b + 256, &x, 8);
  }
  g_assert_cmpint (ds_verify_block_check (b, BS, &id, NULL), ==, DS_VERIFY_BLOCK_CORRUPTED);
  /* Read with the wrong block size: not a block. */
  ds_verify_block_fill (b, &id);
  g_assert_false (ds_verify_block_parse (b, BS / 2, NULL));
  g_free (b);
}

static gsize
deflated_size (const guint8 *data,
               gsize         len)
{
  g_autoptr(GZlibCompressor) z = g_zlib_compressor_new (G_ZLIB_COMPRESSOR_FORMAT_RAW, 1);
  g_autofree guint8 *out = g_malloc (len * 2 + 1024);
  gsize read = 0, written = 0;
  GConverterResult r;
  g_autoptr(GError) error = NULL;

  r = g_converter_convert (G_CONVERTER (z), data, len, out, len * 2 + 1024,
                           G_CONVERTER_INPUT_AT_END | G_CONVERTER_FLUSH, &read, &written, &error);
  g_assert_no_error (error);
  g_assert_cmpint (r, ==, G_CONVERTER_FINISHED);
  g_assert_cmpuint (read, ==, len);
  return written;
}

/* A block of level N deflates (zlib level 1) to (100 − N) % of its size,
 * within 5 % of the block. */
static void
test_block_compressible (void)
{
  const guint levels[] = { 0, 8, 25, 46, 67, 100 };
  const guint sizes[] = { 4096, 65536 };

  for (guint s = 0; s < G_N_ELEMENTS (sizes); s++)
    for (guint i = 0; i < G_N_ELEMENTS (levels); i++)
      {
        guint bs = sizes[s];
        g_autofree guint8 *b = g_malloc (bs);
        DsVerifyBlockId id = id_at (42, 1, 0);
        double expected, got;

        id.block_size = bs;
        id.compressible = levels[i];
        ds_verify_block_fill (b, &id);
        g_assert_cmpint (ds_verify_block_check (b, bs, &id, NULL), ==, DS_VERIFY_BLOCK_INTACT);
        expected = bs * (100 - levels[i]) / 100.0;
        got = deflated_size (b, bs);
        g_test_message ("%u-byte block at %u %%: %.0f bytes deflated, %.0f expected", bs, levels[i], got, expected);
        g_assert_cmpfloat (ABS (got - expected), <=, 0.05 * bs);
      }
}

static void
test_parse_data (void)
{
  g_autoptr(GError) error = NULL;
  guint n = 99;

  g_assert_true (ds_verify_parse_data ("random", &n, NULL));
  g_assert_cmpuint (n, ==, 0);
  g_assert_true (ds_verify_parse_data ("compressible:46%", &n, NULL));
  g_assert_cmpuint (n, ==, 46);
  g_assert_true (ds_verify_parse_data ("compressible:100", &n, NULL));
  g_assert_cmpuint (n, ==, 100);
  g_assert_false (ds_verify_parse_data ("compressible:101%", &n, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_assert_false (ds_verify_parse_data ("compressible:-1%", &n, NULL));
  g_assert_false (ds_verify_parse_data ("compressible:5x", &n, NULL));
  g_assert_false (ds_verify_parse_data ("zeros", &n, NULL));
}

/* --- the runner on real files --- */

static char *
make_dir (void)
{
  const char *base = g_getenv ("DS_BUILD_DIR");
  g_autofree char *tmpl = g_build_filename (base != NULL ? base : g_get_tmp_dir (), "verify-test-XXXXXX", NULL);
  char *dir = g_mkdtemp (tmpl);

  g_assert_nonnull (dir);
  return g_strdup (dir);
}

static void
remove_dir (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *p = g_build_filename (dir, name, NULL);

      g_unlink (p);
    }
  g_rmdir (dir);
}

static guint
count_entries (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  guint n = 0;

  while (d != NULL && g_dir_read_name (d) != NULL)
    n++;
  return n;
}

static DsVerifyResult *
run_check (const char *dir,
           guint64     size,
           gboolean    keep,
           gboolean    read_only)
{
  g_autoptr(DsVerifySettings) s = ds_verify_settings_new ();
  g_autoptr(GError) error = NULL;
  DsVerifyResult *r;

  s->dir = g_strdup (dir);
  s->size_bytes = size;
  s->file_bytes = 4 * MIB;
  s->keep = keep;
  s->read_only = read_only;
  s->engine = DS_IO_ENGINE_PSYNC;
  r = ds_verify_run (s, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (r);
  return r;
}

static void
poke (const char *dir, const char *name, guint64 offset, const void *data, gsize len)
{
  g_autofree char *p = g_build_filename (dir, name, NULL);
  int fd = open (p, O_WRONLY);

  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (pwrite (fd, data, len, (off_t) offset), ==, (gssize) len);
  fsync (fd);
  close (fd);
}

static void
peek (const char *dir, const char *name, guint64 offset, void *data, gsize len)
{
  g_autofree char *p = g_build_filename (dir, name, NULL);
  int fd = open (p, O_RDONLY);

  g_assert_cmpint (fd, >=, 0);
  g_assert_cmpint (pread (fd, data, len, (off_t) offset), ==, (gssize) len);
  close (fd);
}

static void
test_run_clean (void)
{
  g_autofree char *dir = make_dir ();
  g_autoptr(DsVerifyResult) r = run_check (dir, 10 * MIB, FALSE, FALSE);

  g_assert_cmpint (r->status, ==, DS_RUN_STATUS_COMPLETED);
  g_assert_cmpuint (r->n_files, ==, 3);
  g_assert_cmpuint (r->bytes_written, ==, 10 * MIB);
  g_assert_cmpuint (r->bytes_checked, ==, 10 * MIB);
  g_assert_cmpuint (r->bytes_intact, ==, 10 * MIB);
  g_assert_cmpuint (r->first_bad, ==, DS_VERIFY_NO_POSITION);
  g_assert_cmpint (ds_verify_result_verdict (r), ==, DS_VERIFY_VERDICT_GENUINE);
  g_assert_cmpuint (r->write_curve->len, >, 0);
  g_assert_cmpuint (r->read_curve->len, >, 0);
  /* Without keep nothing is left. */
  g_assert_cmpuint (count_entries (dir), ==, 0);
  {
    g_autofree char *text = ds_verify_result_verdict_text (r);

    g_assert_true (g_str_has_prefix (text, "genuine: all 10.5 MB hold data"));
  }
  remove_dir (dir);
}

static void
test_run_damage (void)
{
  g_autofree char *dir = make_dir ();
  g_autoptr(DsVerifyResult) w = run_check (dir, 10 * MIB, TRUE, FALSE);
  g_autoptr(DsVerifyResult) r = NULL;
  g_autofree guint8 *zeros = g_malloc0 (3 * BS);
  g_autofree guint8 *block = g_malloc (BS);
  guint8 bit;

  g_assert_cmpuint (w->bytes_intact, ==, 10 * MIB);
  g_assert_cmpuint (count_entries (dir), ==, 3);
  /* Three zeroed blocks in 1.h2w at 400 KiB (lost). */
  poke (dir, "1.h2w", 100 * BS, zeros, 3 * BS);
  /* 2.h2w's block 5 copied over its block 9 (overwritten). */
  peek (dir, "2.h2w", 5 * BS, block, BS);
  poke (dir, "2.h2w", 9 * BS, block, BS);
  /* One flipped bit in 2.h2w's block 20 (corrupted). */
  peek (dir, "2.h2w", 20 * BS + 1000, &bit, 1);
  bit ^= 0x10;
  poke (dir, "2.h2w", 20 * BS + 1000, &bit, 1);
  /* 2.h2w cut to 3 MiB: its last MiB is missing (lost). */
  {
    g_autofree char *p = g_build_filename (dir, "2.h2w", NULL);

    g_assert_cmpint (truncate (p, 3 * MIB), ==, 0);
  }

  r = run_check (dir, 0, FALSE, TRUE);
  g_assert_true (r->read_only);
  g_assert_cmpuint (r->bytes_state[DS_VERIFY_BLOCK_ZEROS], ==, 3 * BS);
  g_assert_cmpuint (r->bytes_state[DS_VERIFY_BLOCK_ALIASED], ==, BS);
  g_assert_cmpuint (r->bytes_state[DS_VERIFY_BLOCK_CORRUPTED], ==, BS);
  g_assert_cmpuint (r->bytes_state[DS_VERIFY_BLOCK_MISSING], ==, MIB);
  g_assert_cmpuint (r->bytes_lost, ==, 3 * BS + MIB);
  g_assert_cmpuint (r->bytes_overwritten, ==, BS);
  g_assert_cmpuint (r->bytes_checked, ==, 10 * MIB);
  g_assert_cmpuint (r->bytes_intact, ==, 10 * MIB - 5 * BS - MIB);
  g_assert_cmpuint (r->first_bad, ==, 100 * BS);
  g_assert_cmpuint (r->intact_prefix, ==, 100 * BS);
  g_assert_cmpuint (r->extents->len, ==, 4);
  {
    const DsVerifyExtent *e = &g_array_index (r->extents, DsVerifyExtent, 1);

    g_assert_cmpint (e->state, ==, DS_VERIFY_BLOCK_ALIASED);
    g_assert_cmpuint (e->position, ==, 4 * MIB + 9 * BS);
    g_assert_cmpuint (e->other, ==, 4 * MIB + 5 * BS);
  }
  /* More than 1 % lost: counterfeit, in words. */
  g_assert_cmpint (ds_verify_result_verdict (r), ==, DS_VERIFY_VERDICT_COUNTERFEIT);
  /* The JSON reads back as it was written. */
  {
    g_autoptr(JsonNode) node = ds_verify_result_to_json (r);
    g_autoptr(GError) error = NULL;
    g_autoptr(DsVerifyResult) back = ds_verify_result_from_json (node, &error);

    g_assert_no_error (error);
    g_assert_cmpuint (back->bytes_lost, ==, r->bytes_lost);
    g_assert_cmpuint (back->first_bad, ==, r->first_bad);
    g_assert_cmpuint (back->extents->len, ==, r->extents->len);
    g_assert_cmpuint (back->read_curve->len, ==, r->read_curve->len);
  }
  /* Read-only keeps the files. */
  g_assert_cmpuint (count_entries (dir), ==, 3);
  remove_dir (dir);
}

/* The last file cut short, as a stopped write leaves it: its missing tail
 * was never written, so it is not lost. */
static void
test_run_interrupted_tail (void)
{
  g_autofree char *dir = make_dir ();
  g_autoptr(DsVerifyResult) w = run_check (dir, 10 * MIB, TRUE, FALSE);
  g_autoptr(DsVerifyResult) r = NULL;
  g_autofree char *p = g_build_filename (dir, "3.h2w", NULL);

  g_assert_cmpint (truncate (p, MIB + 5 * BS), ==, 0);
  r = run_check (dir, 0, FALSE, TRUE);
  g_assert_cmpuint (r->bytes_checked, ==, 9 * MIB + 5 * BS);
  g_assert_cmpuint (r->bytes_intact, ==, r->bytes_checked);
  g_assert_cmpuint (r->bytes_unwritten_tail, ==, MIB - 5 * BS);
  g_assert_cmpint (ds_verify_result_verdict (r), ==, DS_VERIFY_VERDICT_GENUINE);
  remove_dir (dir);
}

static void
test_run_refusals (void)
{
  g_autofree char *dir = make_dir ();
  g_autoptr(DsVerifySettings) s = ds_verify_settings_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(DsVerifyResult) w = NULL;
  DsVerifyResult *r;

  s->dir = g_strdup ("/dev/null");
  s->size_bytes = MIB;
  r = ds_verify_run (s, NULL, NULL, NULL, &error);
  g_assert_null (r);
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);

  /* Nothing kept to read. */
  g_free (s->dir);
  s->dir = g_strdup (dir);
  s->size_bytes = 0;
  s->read_only = TRUE;
  r = ds_verify_run (s, NULL, NULL, NULL, &error);
  g_assert_null (r);
  g_assert_error (error, DS_ERROR, DS_ERROR_NOT_FOUND);
  g_clear_error (&error);

  /* Kept files of an earlier run are not written over. */
  w = run_check (dir, 2 * MIB, TRUE, FALSE);
  s->read_only = FALSE;
  s->size_bytes = 2 * MIB;
  r = ds_verify_run (s, NULL, NULL, NULL, &error);
  g_assert_null (r);
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "--read-only"));
  g_clear_error (&error);

  /* More than there is room for. */
  remove_dir (dir);
  g_assert_cmpint (g_mkdir (dir, 0700), ==, 0);
  s->size_bytes = G_GUINT64_CONSTANT (1) << 60;
  r = ds_verify_run (s, NULL, NULL, NULL, &error);
  g_assert_null (r);
  g_assert_error (error, DS_ERROR, DS_ERROR_NO_SPACE);
  g_assert_cmpuint (count_entries (dir), ==, 0);
  remove_dir (dir);
}

static void
cancel_soon (const DsVerifyProgress *p,
             gpointer                user_data)
{
  if (p->phase == DS_VERIFY_PHASE_READ && p->done >= 2 * MIB)
    g_cancellable_cancel (user_data);
}

static void
test_run_stopped (void)
{
  g_autofree char *dir = make_dir ();
  g_autoptr(DsVerifySettings) s = ds_verify_settings_new ();
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(DsVerifyResult) r = NULL;

  s->dir = g_strdup (dir);
  s->size_bytes = 8 * MIB;
  s->file_bytes = 4 * MIB;
  r = ds_verify_run (s, cancel_soon, cancellable, cancellable, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_nonnull (r);
  g_assert_cmpint (r->status, ==, DS_RUN_STATUS_CANCELLED);
  g_assert_cmpuint (r->bytes_checked, >=, 2 * MIB);
  g_assert_cmpuint (r->bytes_checked, <, 8 * MIB);
  g_assert_cmpuint (r->bytes_intact, ==, r->bytes_checked);
  g_assert_cmpuint (count_entries (dir), ==, 0);
  remove_dir (dir);
}

/* Kept in the history as its own kind: saved, listed, loaded whole,
 * exported with the history and imported back. */
static void
test_history (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *db = g_build_filename (dir, "history.db", NULL);
  g_autofree char *db2 = g_build_filename (dir, "other.db", NULL);
  g_autoptr(DsVerifyResult) r = ds_verify_result_new ();
  g_autoptr(DsVerifyResult) back = NULL;
  g_autoptr(DsHistoryStore) store = NULL;
  g_autoptr(DsHistoryStore) other = NULL;
  g_autoptr(GPtrArray) runs = NULL;
  g_autoptr(JsonNode) doc = NULL;
  g_autoptr(GError) error = NULL;
  DsHistoryFilter filter = { 0 };
  DsVerifyPoint pt = { 64 * MIB, 123.5 };
  guint added = 0, skipped = 0;
  gint64 id;

  r->start_time = 1700000000;
  r->end_time = 1700000100;
  r->dir = g_strdup ("/media/stick");
  r->block_size = BS;
  r->file_bytes = 1 << 30;
  r->n_files = 2;
  r->bytes_written = r->bytes_planned = 2 * MIB;
  r->bytes_checked = 2 * MIB;
  ds_verify_result_add (r, 0, MIB, DS_VERIFY_BLOCK_INTACT, 0);
  ds_verify_result_add (r, MIB, MIB, DS_VERIFY_BLOCK_ZEROS, 0);
  g_array_append_val (r->write_curve, pt);
  r->conditions = json_object_new ();

  store = ds_history_store_open (db, &error);
  g_assert_no_error (error);
  id = ds_history_store_save_verify (store, r, &error);
  g_assert_no_error (error);
  g_assert_cmpint (id, >, 0);

  filter.kind = "verify";
  runs = ds_history_store_list_runs (store, &filter, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (runs->len, ==, 1);
  g_assert_cmpint (((DsHistoryRun *) g_ptr_array_index (runs, 0))->kind, ==, DS_RUN_KIND_VERIFY);
  g_assert_cmpstr (((DsHistoryRun *) g_ptr_array_index (runs, 0))->headline, ==,
                   "verify: counterfeit, 1.0 MB of 2.1 MB intact");

  back = ds_history_store_load_verify (store, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (back->bytes_lost, ==, MIB);
  g_assert_cmpuint (back->first_bad, ==, MIB);
  g_assert_cmpuint (back->write_curve->len, ==, 1);
  g_assert_cmpfloat (g_array_index (back->write_curve, DsVerifyPoint, 0).mbps, ==, 123.5);
  g_assert_cmpstr (back->dir, ==, "/media/stick");
  g_assert_nonnull (back->uuid);
  /* Not a benchmark. */
  g_assert_null (ds_history_store_load_bench (store, id, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);

  doc = ds_history_store_export_json (store, NULL, &error);
  g_assert_no_error (error);
  other = ds_history_store_open (db2, &error);
  g_assert_no_error (error);
  g_assert_true (ds_history_store_import_json (other, doc, &added, &skipped, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (added, ==, 1);
  g_assert_true (ds_history_store_import_json (other, doc, &added, &skipped, &error));
  g_assert_cmpuint (skipped, ==, 1);
  {
    g_autoptr(GPtrArray) imported = ds_history_store_list_runs (other, &filter, &error);
    g_autoptr(DsVerifyResult) again = NULL;

    g_assert_cmpuint (imported->len, ==, 1);
    again = ds_history_store_load_verify (other, ((DsHistoryRun *) g_ptr_array_index (imported, 0))->id, &error);
    g_assert_no_error (error);
    g_assert_cmpstr (again->uuid, ==, back->uuid);
    g_assert_cmpuint (again->bytes_intact, ==, MIB);
    g_assert_cmpuint (again->extents->len, ==, 1);
  }
  g_clear_pointer (&store, ds_history_store_free);
  g_clear_pointer (&other, ds_history_store_free);
  remove_dir (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/verify/block/intact", test_block_intact);
  g_test_add_func ("/ds/verify/block/zeros", test_block_zeros);
  g_test_add_func ("/ds/verify/block/aliased", test_block_aliased);
  g_test_add_func ("/ds/verify/block/stale", test_block_stale);
  g_test_add_func ("/ds/verify/block/flipped-bit", test_block_flipped_bit);
  g_test_add_func ("/ds/verify/block/compressible", test_block_compressible);
  g_test_add_func ("/ds/verify/parse-data", test_parse_data);
  g_test_add_func ("/ds/verify/run/clean", test_run_clean);
  g_test_add_func ("/ds/verify/run/damage", test_run_damage);
  g_test_add_func ("/ds/verify/run/interrupted-tail", test_run_interrupted_tail);
  g_test_add_func ("/ds/verify/run/refusals", test_run_refusals);
  g_test_add_func ("/ds/verify/run/stopped", test_run_stopped);
  g_test_add_func ("/ds/verify/history", test_history);
  return g_test_run ();
}
