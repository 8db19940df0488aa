/* ds-io-verify.c — verified writes: stamping, the map of what was written,
 * and the read-back
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ds-error.h"
#include "ds-format.h"
#include "ds-io-backend.h"
#include "ds-io-verify.h"
#include "ds-json.h"

/* What the read-back reads at once. */
#define READ_CHUNK (G_GUINT64_CONSTANT (1) << 20)
#define READ_ALIGN 65536

struct _DsIoVerify
{
  guint64  file_bytes;
  guint    unit;
  guint64  seed;
  guint8   compressible;
  guint64  n_units;
  guint64 *map;          /* bit u: unit u was written; atomic */
};

guint
ds_io_verify_unit_for (guint64             block_size,
                       const DsIoBlockMix *mix)
{
  if (block_size % 4096 != 0)
    return DS_VERIFY_MIN_BLOCK;
  if (mix != NULL)
    for (guint i = 0; i < mix->n; i++)
      if (mix->shares[i].size % 4096 != 0)
        return DS_VERIFY_MIN_BLOCK;
  return 4096;
}

DsIoVerify *
ds_io_verify_new (guint64 file_bytes,
                  guint   unit,
                  guint64 seed,
                  guint   compressible)
{
  DsIoVerify *v;

  g_return_val_if_fail (unit >= DS_VERIFY_MIN_BLOCK && (unit & (unit - 1)) == 0, NULL);

  v = g_new0 (DsIoVerify, 1);
  v->file_bytes = file_bytes;
  v->unit = unit;
  while (seed == 0)
    seed = ((guint64) g_random_int () << 32) | g_random_int ();
  v->seed = seed;
  v->compressible = (guint8) MIN (compressible, 100);
  v->n_units = file_bytes / unit;
  v->map = g_new0 (guint64, (v->n_units + 63) / 64);
  return v;
}

void
ds_io_verify_free (DsIoVerify *verify)
{
  if (verify == NULL)
    return;
  g_free (verify->map);
  g_free (verify);
}

guint
ds_io_verify_get_unit (const DsIoVerify *verify)
{
  return verify->unit;
}

gboolean
ds_io_verify_fits (const DsIoVerify   *verify,
                   guint64             block_size,
                   const DsIoBlockMix *mix)
{
  return ds_io_verify_unit_for (block_size, mix) >= verify->unit;
}

/* Sets bits [first, first + n) of the map. */
static void
mark (DsIoVerify *v,
      guint64     first,
      guint64     n)
{
  while (n > 0)
    {
      guint64 word = first / 64;
      guint bit = (guint) (first % 64);
      guint take = (guint) MIN (n, 64 - bit);
      guint64 mask = take == 64 ? G_MAXUINT64 : ((G_GUINT64_CONSTANT (1) << take) - 1) << bit;

      if ((__atomic_load_n (&v->map[word], __ATOMIC_RELAXED) & mask) != mask)
        __atomic_fetch_or (&v->map[word], mask, __ATOMIC_RELAXED);
      first += take;
      n -= take;
    }
}

static gboolean
is_marked (const DsIoVerify *v,
           guint64           u)
{
  return (__atomic_load_n (&v->map[u / 64], __ATOMIC_RELAXED) >> (u % 64)) & 1;
}

void
ds_io_verify_stamp (DsIoVerify *verify,
                    void       *buffer,
                    guint64     offset,
                    gsize       length)
{
  DsVerifyBlockId id = { .seed = verify->seed, .file_index = 0, .block_size = verify->unit,
                         .file_bytes = verify->file_bytes, .stride = 0,
                         .compressible = verify->compressible };
  guint8 *p = buffer;

  for (gsize at = 0; at + verify->unit <= length; at += verify->unit)
    {
      id.offset = offset + at;
      ds_verify_block_stamp (p + at, &id);
    }
  if (offset / verify->unit < verify->n_units)
    mark (verify, offset / verify->unit,
          MIN (length / verify->unit, verify->n_units - offset / verify->unit));
}

guint64
ds_io_verify_marked_bytes (const DsIoVerify *verify)
{
  guint64 n = 0;

  for (guint64 w = 0; w < (verify->n_units + 63) / 64; w++)
    n += (guint64) __builtin_popcountll (__atomic_load_n (&verify->map[w], __ATOMIC_RELAXED));
  return n * verify->unit;
}

/* --- the read-back --- */

typedef struct
{
  const DsIoEngineOps *ops;
  DsIoQueue           *queue;
} Reader;

/* Bytes read or -errno; G_MININT64 with @error when the engine failed. */
static gint64
read_at (Reader   *r,
         void     *buffer,
         gsize     length,
         guint64   offset,
         GError  **error)
{
  DsIoRequest req = { .offset = offset, .length = length, .buffer = buffer,
                      .buffer_index = 0, .slot = 0, .write = FALSE };
  DsIoCompletion done;
  int n;

  r->ops->queue (r->queue, &req);
  if (!r->ops->submit (r->queue, error))
    return G_MININT64;
  do
    n = r->ops->reap (r->queue, 1, 0, &done, 1, error);
  while (n == 0);
  if (n < 0)
    return G_MININT64;
  return done.result;
}

static void
classify (DsIoVerify         *v,
          DsIoVerifyResult   *out,
          guint64             offset,
          DsVerifyBlockState  state,
          gint64              holds)
{
  out->bytes_checked += v->unit;
  out->bytes_by_state[state] += v->unit;
  if (state == DS_VERIFY_BLOCK_INTACT)
    {
      out->bytes_intact += v->unit;
      return;
    }
  out->bad_units++;
  if (out->first_bad_offset < 0 || (gint64) offset < out->first_bad_offset)
    {
      out->first_bad_offset = (gint64) offset;
      out->first_bad_state = state;
      out->first_bad_holds = state == DS_VERIFY_BLOCK_ALIASED ? holds : -1;
    }
}

static void
check_units (DsIoVerify       *v,
             DsIoVerifyResult *out,
             const guint8     *data,
             guint64           offset,
             gsize             length)
{
  DsVerifyBlockId expected = { .seed = v->seed, .file_index = 0, .block_size = v->unit };

  for (gsize at = 0; at < length; at += v->unit)
    {
      DsVerifyBlockId found = { 0 };
      DsVerifyBlockState state;

      expected.offset = offset + at;
      state = ds_verify_block_check (data + at, v->unit, &expected, &found);
      classify (v, out, offset + at, state, (gint64) found.offset);
    }
}

/* Reads and checks [offset, offset + length), one chunk; a chunk whose read
 * fails is read again unit by unit, so the errors land on their units. */
static gboolean
check_range (DsIoVerify       *v,
             Reader           *r,
             guint8           *buffer,
             DsIoVerifyResult *out,
             guint64           offset,
             gsize             length,
             GError          **error)
{
  gint64 got = read_at (r, buffer, length, offset, error);

  if (got == G_MININT64)
    return FALSE;
  if (got == (gint64) length)
    {
      check_units (v, out, buffer, offset, length);
      return TRUE;
    }
  if (got >= 0)
    {
      /* Short: what came is checked, the rest is missing. */
      gsize whole = (gsize) got / v->unit * v->unit;

      check_units (v, out, buffer, offset, whole);
      for (gsize at = whole; at < length; at += v->unit)
        classify (v, out, offset + at, DS_VERIFY_BLOCK_MISSING, -1);
      return TRUE;
    }
  if (length == v->unit)
    {
      classify (v, out, offset, DS_VERIFY_BLOCK_IO_ERROR, -1);
      return TRUE;
    }
  for (gsize at = 0; at < length; at += v->unit)
    if (!check_range (v, r, buffer, out, offset + at, v->unit, error))
      return FALSE;
  return TRUE;
}

gboolean
ds_io_verify_read_back (DsIoVerify             *verify,
                        DsTestFile             *file,
                        DsIoVerifyProgressFunc  progress,
                        gpointer                user_data,
                        DsIoVerifyResult       *out,
                        GCancellable           *cancellable,
                        GError                **error)
{
  DsIoVerify *v = verify;
  guint64 total = ds_io_verify_marked_bytes (v);
  guint64 chunk_units = MAX (READ_CHUNK / v->unit, 1);
  gint64 t0 = g_get_monotonic_time ();
  gint64 last = t0;
  guint8 *buffer;
  struct iovec iov;
  Reader r = { ds_io_engine_psync (), NULL };
  gboolean ok = TRUE;

  memset (out, 0, sizeof *out);
  out->unit = v->unit;
  out->bytes_written = total;
  out->first_bad_offset = -1;
  out->first_bad_holds = -1;
  out->direct = ds_test_file_is_direct (file);

  /* Nothing may answer from memory: the writes go out, and a buffered
   * file's pages are dropped. */
  if (!ds_test_file_sync (file, error))
    return FALSE;
  if (!out->direct)
    ds_test_file_drop_cache (file);

  buffer = g_aligned_alloc (chunk_units * v->unit, 1, READ_ALIGN);
  iov.iov_base = buffer;
  iov.iov_len = chunk_units * v->unit;
  r.queue = r.ops->open (ds_test_file_get_fd (file), 1, &iov, 1, error);
  if (r.queue == NULL)
    {
      g_aligned_free (buffer);
      return FALSE;
    }
  if (progress != NULL)
    progress (0, total, user_data);
  for (guint64 u = 0; u < v->n_units && ok;)
    {
      guint64 n = 0;

      if (!is_marked (v, u))
        {
          u++;
          continue;
        }
      while (n < chunk_units && u + n < v->n_units && is_marked (v, u + n))
        n++;
      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        ok = FALSE;
      else
        ok = check_range (v, &r, buffer, out, u * v->unit, (gsize) (n * v->unit), error);
      u += n;
      if (progress != NULL && g_get_monotonic_time () - last >= 200000)
        {
          last = g_get_monotonic_time ();
          progress (out->bytes_checked, total, user_data);
        }
    }
  r.ops->close (r.queue);
  g_aligned_free (buffer);
  out->seconds = (g_get_monotonic_time () - t0) / 1e6;
  out->complete = ok && out->bytes_checked == total;
  if (ok && progress != NULL)
    progress (out->bytes_checked, total, user_data);
  return ok;
}

gboolean
ds_io_verify_result_passed (const DsIoVerifyResult *result)
{
  return result->complete && result->bytes_intact == result->bytes_checked;
}

/* --- JSON and words --- */

static void
set_offset (JsonObject *o,
            const char *key,
            gint64      value)
{
  if (value < 0)
    json_object_set_null_member (o, key);
  else
    json_object_set_int_member (o, key, value);
}

JsonObject *
ds_io_verify_result_to_json (const DsIoVerifyResult *r)
{
  JsonObject *o = json_object_new ();
  JsonObject *states = json_object_new ();

  json_object_set_int_member (o, "unit", r->unit);
  ds_json_set_u64 (o, "bytes_written", r->bytes_written);
  ds_json_set_u64 (o, "bytes_checked", r->bytes_checked);
  ds_json_set_u64 (o, "bytes_intact", r->bytes_intact);
  ds_json_set_u64 (o, "bad_units", r->bad_units);
  for (guint i = 0; i < DS_VERIFY_BLOCK_N_STATES; i++)
    ds_json_set_u64 (states, ds_verify_block_state_to_string (i), r->bytes_by_state[i]);
  json_object_set_object_member (o, "bytes_by_state", states);
  set_offset (o, "first_bad_offset", r->first_bad_offset);
  if (r->first_bad_offset < 0)
    json_object_set_null_member (o, "first_bad_kind");
  else
    json_object_set_string_member (o, "first_bad_kind", ds_verify_block_state_to_string (r->first_bad_state));
  set_offset (o, "first_bad_holds", r->first_bad_holds);
  json_object_set_boolean_member (o, "read_direct", r->direct);
  json_object_set_boolean_member (o, "complete", r->complete);
  ds_json_set_double (o, "seconds", r->seconds);
  json_object_set_boolean_member (o, "passed", ds_io_verify_result_passed (r));
  return o;
}

static gboolean
get_count (JsonObject  *o,
           const char  *key,
           guint64     *out,
           GError     **error)
{
  JsonNode *n = json_object_get_member (o, key);

  if (n == NULL || JSON_NODE_HOLDS_NULL (n))
    {
      *out = 0;
      return TRUE;
    }
  if (json_node_get_value_type (n) != G_TYPE_INT64 || json_node_get_int (n) < 0)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("The verification's “%s” is not a count of bytes."), key);
      return FALSE;
    }
  *out = (guint64) json_node_get_int (n);
  return TRUE;
}

gboolean
ds_io_verify_result_from_json (JsonObject        *o,
                               DsIoVerifyResult  *out,
                               GError           **error)
{
  JsonObject *states = ds_json_get_object (o, "bytes_by_state");
  const char *kind = ds_json_get_string (o, "first_bad_kind");
  guint64 unit;

  memset (out, 0, sizeof *out);
  if (!get_count (o, "unit", &unit, error) ||
      !get_count (o, "bytes_written", &out->bytes_written, error) ||
      !get_count (o, "bytes_checked", &out->bytes_checked, error) ||
      !get_count (o, "bytes_intact", &out->bytes_intact, error) ||
      !get_count (o, "bad_units", &out->bad_units, error))
    return FALSE;
  if (unit < DS_VERIFY_MIN_BLOCK || unit > 65536 || out->bytes_intact > out->bytes_checked)
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                           _("The verification's unit or byte counts are out of range."));
      return FALSE;
    }
  out->unit = (guint) unit;
  for (guint i = 0; states != NULL && i < DS_VERIFY_BLOCK_N_STATES; i++)
    if (!get_count (states, ds_verify_block_state_to_string (i), &out->bytes_by_state[i], error))
      return FALSE;
  out->first_bad_offset = ds_json_get_int (o, "first_bad_offset", -1);
  out->first_bad_holds = ds_json_get_int (o, "first_bad_holds", -1);
  out->first_bad_state = DS_VERIFY_BLOCK_CORRUPTED;
  for (guint i = 0; kind != NULL && i < DS_VERIFY_BLOCK_N_STATES; i++)
    if (g_strcmp0 (kind, ds_verify_block_state_to_string (i)) == 0)
      out->first_bad_state = i;
  out->direct = ds_json_get_bool (o, "read_direct", FALSE);
  out->complete = ds_json_get_bool (o, "complete", FALSE);
  out->seconds = ds_json_get_double (o, "seconds", 0.0);
  return TRUE;
}

/* "corrupted", "zeros" ... in the user's language. */
static const char *
state_words (DsVerifyBlockState state)
{
  switch (state)
    {
    case DS_VERIFY_BLOCK_ZEROS:     return _("zeros: the write was lost");
    case DS_VERIFY_BLOCK_STALE:     return _("stale: data of another run");
    case DS_VERIFY_BLOCK_ALIASED:   return _("aliased");
    case DS_VERIFY_BLOCK_MISSING:   return _("missing: the file is short");
    case DS_VERIFY_BLOCK_IO_ERROR:  return _("I/O error");
    case DS_VERIFY_BLOCK_CORRUPTED:
    default:                        return _("corrupted");
    }
}

char *
ds_io_verify_result_describe (const DsIoVerifyResult *r)
{
  g_autofree char *written = ds_format_bytes (r->bytes_written);
  g_autofree char *checked = ds_format_bytes (r->bytes_checked);

  if (r->first_bad_offset < 0)
    {
      if (!r->complete)
        return g_strdup_printf (_("Verification stopped: %s of %s written read back intact so far."),
                                checked, written);
      return g_strdup_printf (_("Verified: all %s written read back intact."), written);
    }
  {
    g_autofree char *bad = ds_format_bytes (r->bytes_checked - r->bytes_intact);
    g_autofree char *at = ds_format_bytes ((guint64) r->first_bad_offset);
    g_autofree char *kind = NULL;

    if (r->first_bad_state == DS_VERIFY_BLOCK_ALIASED && r->first_bad_holds >= 0)
      {
        g_autofree char *holds = ds_format_bytes ((guint64) r->first_bad_holds);

        /* TRANSLATORS: a block of the test file that holds the data written elsewhere */
        kind = g_strdup_printf (_("aliased: holds the data written at %s"), holds);
      }
    else
      kind = g_strdup (state_words (r->first_bad_state));
    /* TRANSLATORS: "Verification FAILED: 4.1 kB of 1.1 GB read back wrong; the first at 64.0 MB (corrupted)." */
    return g_strdup_printf (_("Verification FAILED: %s of %s read back wrong; the first at %s (%s)."),
                            bad, checked, at, kind);
  }
}
