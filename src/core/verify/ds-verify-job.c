/* ds-verify-job.c — the write pass and the read-back of the capacity check
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <string.h>

#include "ds-error.h"
#include "ds-format.h"
#include "ds-io-backend.h"
#include "ds-verify-private.h"

#define MIB (G_GUINT64_CONSTANT (1) << 20)
/* Points of each throughput curve, about. */
#define CURVE_POINTS 400
/* Out of quota counts as out of space (Windows' C runtime has no EDQUOT). */
#ifdef EDQUOT
#define NO_QUOTA EDQUOT
#else
#define NO_QUOTA ENOSPC
#endif
/* Give up writing after this many bytes in a row failed. */
#define MAX_WRITE_ERROR_RUN (64 * MIB)

DsVerifySettings *
ds_verify_settings_new (void)
{
  DsVerifySettings *self = g_new0 (DsVerifySettings, 1);

  self->file_bytes = DS_VERIFY_FILE_BYTES_DEFAULT;
  self->engine = DS_IO_ENGINE_AUTO;
  return self;
}

void
ds_verify_settings_free (DsVerifySettings *self)
{
  if (self == NULL)
    return;
  g_free (self->dir);
  g_free (self);
}

gboolean
ds_verify_settings_validate (const DsVerifySettings *self,
                             GError                **error)
{
  if (self->dir == NULL || *self->dir == '\0')
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                           _("Give the directory on the drive to check."));
      return FALSE;
    }
  if (self->file_bytes < MIB || self->file_bytes % MIB != 0 ||
      self->file_bytes > (G_GUINT64_CONSTANT (4) << 30) - MIB)
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                           _("The file size must be a whole number of MiB from 1 MiB to 4095 MiB (FAT's limit)."));
      return FALSE;
    }
  if (self->size_bytes != 0 && self->size_bytes < MIB)
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                           _("The size to check must be at least 1 MiB."));
      return FALSE;
    }
  if (self->compressible > 100)
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                           _("The compressible share must be from 0 to 100 %."));
      return FALSE;
    }
  if (self->read_only && (self->keep || self->size_bytes != 0))
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                           _("A read-only check reads the files an earlier --keep run left; it takes no --keep or --size."));
      return FALSE;
    }
  return TRUE;
}

gboolean
ds_verify_parse_data (const char *text,
                      guint      *out_percent,
                      GError    **error)
{
  const char *rest;
  char *end = NULL;
  guint64 n;

  if (g_strcmp0 (text, "random") == 0)
    {
      *out_percent = 0;
      return TRUE;
    }
  if (text != NULL && g_str_has_prefix (text, "compressible:"))
    {
      rest = text + strlen ("compressible:");
      if (g_ascii_isdigit (rest[0]))
        {
          n = g_ascii_strtoull (rest, &end, 10);
          if (n <= 100 && end != NULL && (g_str_equal (end, "%") || *end == '\0'))
            {
              *out_percent = (guint) n;
              return TRUE;
            }
        }
    }
  g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                       _("The data must be random or compressible:N% with N from 0 to 100."));
  return FALSE;
}

/* --- one file's I/O through the platform's engine --- */

typedef struct
{
  const DsIoEngineOps *ops;
  DsIoQueue           *queue;
} Io;

static gboolean
io_open (Io          *io,
         DsTestFile  *file,
         void        *buffer,
         gsize        size,
         GError     **error)
{
  struct iovec iov = { buffer, size };

  io->queue = io->ops->open (ds_test_file_get_fd (file), 1, &iov, 1, error);
  return io->queue != NULL;
}

static void
io_close (Io *io)
{
  if (io->queue != NULL)
    io->ops->close (io->queue);
  io->queue = NULL;
}

/* Bytes transferred or -errno; G_MININT64 with @error when the engine failed. */
static gint64
io_do (Io        *io,
       gboolean   write,
       void      *buffer,
       gsize      length,
       guint64    offset,
       GError   **error)
{
  DsIoRequest req = { .offset = offset, .length = length, .buffer = buffer,
                      .buffer_index = 0, .slot = 0, .write = write };
  DsIoCompletion done;
  int n;

  io->ops->queue (io->queue, &req);
  if (!io->ops->submit (io->queue, error))
    return G_MININT64;
  do
    n = io->ops->reap (io->queue, 1, 0, &done, 1, error);
  while (n == 0);
  if (n < 0)
    return G_MININT64;
  return done.result;
}

/* --- the run --- */

typedef struct
{
  const DsVerifySettings *settings;
  DsVerifyProgressFunc    progress;
  gpointer                user_data;
  GCancellable           *cancellable;
  DsVerifyResult         *result;
  GPtrArray              *files;       /* DsTestFile *, file i + 1 at i; NULL when absent */
  GArray                 *lengths;     /* guint64: bytes to read back of each file */
  guint8                 *buffer;
  gsize                   buffer_size;
  Io                      io;
  /* the curve and the progress of the current pass */
  DsVerifyPhase           phase;
  guint64                 pass_total;
  guint64                 pass_done;
  guint64                 span_start;
  gint64                  span_t0;
  gint64                  pass_t0;
  gint64                  last_report;
  guint64                 sample_every;
  double                  last_mbps;
} Run;

static void
report (Run      *run,
        gboolean  starting,
        gboolean  force)
{
  DsVerifyProgress p = { 0 };
  gint64 now = g_get_monotonic_time ();

  if (run->progress == NULL || (!force && !starting && now - run->last_report < 100000))
    return;
  run->last_report = now;
  p.phase = run->phase;
  p.done = run->pass_done;
  p.total = run->pass_total;
  p.mbps = run->last_mbps;
  p.dir = run->settings->dir;
  p.direct = run->result->direct;
  p.cached_reason = run->result->cached_reason;
  p.starting = starting;
  run->progress (&p, run->user_data);
}

static void
pass_begin (Run           *run,
            DsVerifyPhase  phase,
            guint64        total)
{
  run->phase = phase;
  run->pass_total = total;
  run->pass_done = 0;
  run->span_start = 0;
  run->pass_t0 = run->span_t0 = g_get_monotonic_time ();
  run->sample_every = MAX (DS_VERIFY_CHUNK_BYTES,
                           (total / CURVE_POINTS + DS_VERIFY_CHUNK_BYTES - 1) / DS_VERIFY_CHUNK_BYTES * DS_VERIFY_CHUNK_BYTES);
  run->last_mbps = 0;
  report (run, TRUE, TRUE);
}

/* After @bytes more at @position (the end of what was just done). */
static void
pass_advance (Run     *run,
              guint64  bytes,
              guint64  position,
              gboolean flush)
{
  gint64 now;

  run->pass_done += bytes;
  if (run->pass_done - run->span_start >= run->sample_every || (flush && run->pass_done > run->span_start))
    {
      DsVerifyPoint pt;
      double s;

      now = g_get_monotonic_time ();
      s = MAX (now - run->span_t0, 1) / 1e6;
      pt.position = position;
      pt.mbps = (run->pass_done - run->span_start) / 1e6 / s;
      run->last_mbps = pt.mbps;
      g_array_append_val (run->phase == DS_VERIFY_PHASE_WRITE ? run->result->write_curve
                                                              : run->result->read_curve, pt);
      run->span_start = run->pass_done;
      run->span_t0 = now;
    }
  report (run, FALSE, flush);
}

static double
pass_seconds (Run *run)
{
  return (g_get_monotonic_time () - run->pass_t0) / 1e6;
}

static void
note_file (Run        *run,
           DsTestFile *file)
{
  DsVerifyResult *r = run->result;

  if (r->fstype == NULL && ds_test_file_get_fstype (file) != NULL)
    r->fstype = g_strdup (ds_test_file_get_fstype (file));
  r->direct = ds_test_file_is_direct (file);
  g_clear_pointer (&r->cached_reason, g_free);
  if (!r->direct)
    r->cached_reason = g_strdup (ds_test_file_get_cached_reason (file));
}

static void
ensure_buffer (Run *run)
{
  if (run->buffer == NULL)
    {
      run->buffer_size = DS_VERIFY_CHUNK_BYTES;
      run->buffer = g_aligned_alloc (run->buffer_size, 1, 65536);
    }
}

static void
fill_chunk (Run     *run,
            guint    index,
            guint64  file_length,
            guint64  offset,
            gsize    length)
{
  DsVerifyResult *r = run->result;
  DsVerifyBlockId id = { .seed = r->seed, .file_index = index, .block_size = r->block_size,
                         .file_bytes = file_length, .stride = r->file_bytes,
                         .compressible = (guint8) r->compressible };

  for (gsize b = 0; b < length; b += r->block_size)
    {
      id.offset = offset + b;
      ds_verify_block_fill (run->buffer + b, &id);
    }
}

/* The write pass. FALSE with @error when it had to stop (cancelled or an
 * error); running out of space ends it normally. */
static gboolean
write_pass (Run     *run,
            guint64  total,
            GError **error)
{
  DsVerifyResult *r = run->result;
  const DsVerifySettings *s = run->settings;
  guint n_files = (guint) ((total + r->file_bytes - 1) / r->file_bytes);
  guint64 error_run = 0;
  gboolean full = FALSE;

  ds_test_file_reserve_descriptors (n_files);
  ensure_buffer (run);
  pass_begin (run, DS_VERIFY_PHASE_WRITE, total);
  for (guint i = 0; i < n_files && !full; i++)
    {
      guint64 length = MIN (r->file_bytes, total - (guint64) i * r->file_bytes);
      guint64 base = (guint64) i * r->file_bytes;
      guint64 off = 0;
      g_autoptr(GError) local = NULL;
      DsTestFile *file;

      if (g_cancellable_set_error_if_cancelled (run->cancellable, error))
        return FALSE;
      file = _ds_verify_create_file (s, i + 1, length, &local);
      if (file == NULL)
        {
          /* The filesystem's own metadata took what was left. */
          if (g_error_matches (local, DS_ERROR, DS_ERROR_NO_SPACE) && i > 0)
            break;
          g_propagate_error (error, g_steal_pointer (&local));
          return FALSE;
        }
      g_ptr_array_add (run->files, file);
      g_array_append_val (run->lengths, length);
      r->n_files = i + 1;
      if (i == 0)
        {
          guint align = ds_test_file_get_direct_alignment (file);

          r->block_size = CLAMP (align, 4096u, 65536u);
          note_file (run, file);
          report (run, TRUE, TRUE);
        }
      if (!io_open (&run->io, file, run->buffer, run->buffer_size, error))
        return FALSE;
      while (off < length)
        {
          gsize n = (gsize) MIN (DS_VERIFY_CHUNK_BYTES, length - off);
          gint64 got;

          if (g_cancellable_set_error_if_cancelled (run->cancellable, error))
            {
              io_close (&run->io);
              return FALSE;
            }
          fill_chunk (run, i + 1, length, off, n);
          got = io_do (&run->io, TRUE, run->buffer, n, off, error);
          if (got == G_MININT64)
            {
              io_close (&run->io);
              return FALSE;
            }
          if (got == (gint64) n)
            error_run = 0;
          else if (got == -ENOSPC || got == -NO_QUOTA || (got >= 0 && got < (gint64) n))
            {
              /* Full: what was written of this chunk stays, in whole blocks. */
              guint64 kept = got > 0 ? (guint64) got / r->block_size * r->block_size : 0;

              g_array_index (run->lengths, guint64, i) = off + kept;
              r->bytes_written += kept;
              pass_advance (run, kept, base + off + kept, TRUE);
              full = TRUE;
              break;
            }
          else
            {
              ds_verify_result_add_write_error (r, base + off, n);
              error_run += n;
              if (error_run >= MAX_WRITE_ERROR_RUN)
                {
                  g_autoptr(GError) why = ds_io_error_from_result (got, TRUE, n, off);
                  g_autofree char *where = ds_format_bytes (base + off);

                  g_set_error (error, DS_ERROR, DS_ERROR_IO,
                               _("The drive stopped taking writes at %s: %s"), where, why->message);
                  io_close (&run->io);
                  return FALSE;
                }
            }
          if (got == (gint64) n || got < 0)
            {
              r->bytes_written += n;
              off += n;
              pass_advance (run, n, base + off, FALSE);
            }
        }
      io_close (&run->io);
      /* Flushed file by file, as f3write does: the time counts as writing. */
      if (!ds_test_file_sync (file, error))
        return FALSE;
      pass_advance (run, 0, base + g_array_index (run->lengths, guint64, i), TRUE);
    }
  r->write_seconds = pass_seconds (run);
  return TRUE;
}

static guint64
position_of (const DsVerifyBlockId *id)
{
  return (guint64) (id->file_index - 1) * id->stride + id->offset;
}

static void
classify (Run     *run,
          guint    index,
          guint64  offset,
          gsize    length,
          const guint8 *data)
{
  DsVerifyResult *r = run->result;
  DsVerifyBlockId want = { .seed = r->seed, .file_index = index, .block_size = r->block_size,
                           .stride = r->file_bytes };
  guint64 base = (guint64) (index - 1) * r->file_bytes;

  for (gsize b = 0; b < length; b += r->block_size)
    {
      DsVerifyBlockId found = { 0 };
      DsVerifyBlockState state;

      want.offset = offset + b;
      state = ds_verify_block_check (data + b, r->block_size, &want, &found);
      ds_verify_result_add (r, base + offset + b, r->block_size, state,
                            state == DS_VERIFY_BLOCK_ALIASED ? position_of (&found) : 0);
    }
}

/* A chunk whose read failed: block by block, to find which. */
static gboolean
read_blocks_singly (Run     *run,
                    guint    index,
                    guint64  offset,
                    gsize    length,
                    GError **error)
{
  DsVerifyResult *r = run->result;
  guint64 base = (guint64) (index - 1) * r->file_bytes;

  for (gsize b = 0; b < length; b += r->block_size)
    {
      gint64 got = io_do (&run->io, FALSE, run->buffer, r->block_size, offset + b, error);

      if (got == G_MININT64)
        return FALSE;
      if (got == (gint64) r->block_size)
        classify (run, index, offset + b, r->block_size, run->buffer);
      else
        ds_verify_result_add (r, base + offset + b, r->block_size,
                              got < 0 ? DS_VERIFY_BLOCK_IO_ERROR : DS_VERIFY_BLOCK_MISSING, 0);
    }
  return TRUE;
}

static gboolean
read_pass (Run     *run,
           GError **error)
{
  DsVerifyResult *r = run->result;
  guint64 total = 0;

  for (guint i = 0; i < run->lengths->len; i++)
    total += g_array_index (run->lengths, guint64, i);
  ensure_buffer (run);
  pass_begin (run, DS_VERIFY_PHASE_READ, total);
  for (guint i = 0; i < run->files->len; i++)
    {
      DsTestFile *file = g_ptr_array_index (run->files, i);
      guint64 length = g_array_index (run->lengths, guint64, i);
      guint64 base = (guint64) i * r->file_bytes;
      guint64 off = 0;

      if (file == NULL)
        {
          /* A kept file that is gone: all of it is lost. */
          ds_verify_result_add (r, base, length, DS_VERIFY_BLOCK_MISSING, 0);
          pass_advance (run, length, base + length, FALSE);
          continue;
        }
      note_file (run, file);
      if (!ds_test_file_is_direct (file))
        ds_test_file_drop_cache (file);
      if (!io_open (&run->io, file, run->buffer, run->buffer_size, error))
        return FALSE;
      while (off < length)
        {
          gsize n = (gsize) MIN (DS_VERIFY_CHUNK_BYTES, length - off);
          gint64 got;

          if (g_cancellable_set_error_if_cancelled (run->cancellable, error))
            {
              io_close (&run->io);
              return FALSE;
            }
          got = io_do (&run->io, FALSE, run->buffer, n, off, error);
          if (got == G_MININT64)
            {
              io_close (&run->io);
              return FALSE;
            }
          if (got == (gint64) n)
            classify (run, i + 1, off, n, run->buffer);
          else if (got >= 0)
            {
              guint64 whole = (guint64) got / r->block_size * r->block_size;

              classify (run, i + 1, off, whole, run->buffer);
              ds_verify_result_add (r, base + off + whole, n - whole, DS_VERIFY_BLOCK_MISSING, 0);
            }
          else if (!read_blocks_singly (run, i + 1, off, n, error))
            {
              io_close (&run->io);
              return FALSE;
            }
          off += n;
          r->bytes_checked += n;
          pass_advance (run, n, base + off, off == length);
        }
      io_close (&run->io);
    }
  r->read_seconds = pass_seconds (run);
  return TRUE;
}

/* The first whole block of @file, of any block size the format allows. */
static gboolean
read_first_id (Run             *run,
               DsTestFile      *file,
               DsVerifyBlockId *out)
{
  Io probe = { run->io.ops, NULL };
  gint64 got;

  if (ds_test_file_get_size (file) < 4096 ||
      !io_open (&probe, file, run->buffer, run->buffer_size, NULL))
    return FALSE;
  got = io_do (&probe, FALSE, run->buffer, 65536, 0, NULL);
  io_close (&probe);
  for (guint bs = 4096; got > 0 && bs <= 65536; bs *= 2)
    if ((gint64) bs <= got && ds_verify_block_parse (run->buffer, bs, out) && out->stride > 0)
      return TRUE;
  return FALSE;
}

/* Read-only: finds the run's seed and sizes in the first blocks of the
 * kept files, opens them and sets what to read of each. */
static gboolean
open_kept (Run     *run,
           GError **error)
{
  DsVerifyResult *r = run->result;
  g_autoptr(GArray) kept = _ds_verify_list_kept (run->settings->dir, error);
  g_autoptr(GPtrArray) opened = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_test_file_close);
  DsVerifyBlockId first = { 0 }, tail = { 0 };
  gboolean have_id = FALSE;
  guint last;

  if (kept == NULL)
    return FALSE;
  if (kept->len == 0)
    {
      g_autofree char *safe = ds_escape_terminal (run->settings->dir);

      g_set_error (error, DS_ERROR, DS_ERROR_NOT_FOUND,
                   _("%s holds no files of a check (1.h2w, 2.h2w …). Write them first with verify --keep."),
                   safe);
      return FALSE;
    }
  ensure_buffer (run);
  last = g_array_index (kept, guint, kept->len - 1);
  ds_test_file_reserve_descriptors (last);
  g_ptr_array_set_size (opened, last);
  for (guint k = 0; k < kept->len; k++)
    {
      guint index = g_array_index (kept, guint, k);
      DsTestFile *file = _ds_verify_open_kept (run->settings->dir, index, error);

      if (file == NULL)
        return FALSE;
      g_ptr_array_index (opened, index - 1) = file;
      if (!have_id)
        have_id = read_first_id (run, file, &first);
    }
  if (!have_id)
    {
      g_autofree char *safe = ds_escape_terminal (run->settings->dir);

      g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                   _("No file in %s starts with a block of a check: they were not written by verify, or the drive lost them all."),
                   safe);
      return FALSE;
    }
  r->seed = first.seed;
  r->block_size = first.block_size;
  r->file_bytes = first.stride;
  r->compressible = first.compressible;
  r->n_files = last;
  for (guint i = 0; i < last; i++)
    {
      DsTestFile *file = g_ptr_array_index (opened, i);
      guint64 want = r->file_bytes;

      if (file != NULL && i + 1 == last)
        {
          /* The last file is shorter by design (the size ran out) or
           * because its write was stopped: what it holds is what was
           * written, and a tail never written is not lost. */
          guint64 have = ds_test_file_get_size (file) / r->block_size * r->block_size;

          if (read_first_id (run, file, &tail) && tail.seed == r->seed && tail.file_index == last &&
              tail.file_bytes > have)
            r->bytes_unwritten_tail = tail.file_bytes - have;
          want = have;
        }
      g_ptr_array_add (run->files, file);
      g_ptr_array_index (opened, i) = NULL;
      g_array_append_val (run->lengths, want);
      r->bytes_written += want;
    }
  r->bytes_planned = r->bytes_written;
  return TRUE;
}

static void
close_files (Run *run)
{
  for (guint i = 0; i < run->files->len; i++)
    {
      DsTestFile *file = g_ptr_array_index (run->files, i);

      /* Nameless files vanish with their descriptor; kept ones stay. */
      if (file != NULL)
        ds_test_file_close (file);
    }
  g_ptr_array_set_size (run->files, 0);
}

DsVerifyResult *
ds_verify_run (const DsVerifySettings *settings,
               DsVerifyProgressFunc    progress,
               gpointer                user_data,
               GCancellable           *cancellable,
               GError                **error)
{
  g_autoptr(DsVerifyResult) result = NULL;
  g_autoptr(GError) local = NULL;
  guint64 total = 0;
  gboolean ok;
  Run run = { 0 };

  if (!ds_verify_settings_validate (settings, error))
    return NULL;
  run.io.ops = ds_io_engine_get (settings->engine, error);
  if (run.io.ops == NULL)
    return NULL;
  if (!settings->read_only)
    {
      if (!ds_test_file_check_dir (settings->dir, error) ||
          !_ds_verify_check_clean (settings->dir, error) ||
          !_ds_verify_plan_size (settings, &total, error))
        return NULL;
    }
  else if (!g_file_test (settings->dir, G_FILE_TEST_IS_DIR))
    {
      g_autofree char *safe = ds_escape_terminal (settings->dir);

      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("%s is not a directory. Give the directory the files were written to."), safe);
      return NULL;
    }

  result = ds_verify_result_new ();
  result->start_time = g_get_real_time () / G_USEC_PER_SEC;
  result->dir = g_strdup (settings->dir);
  result->keep = settings->keep;
  result->read_only = settings->read_only;
  result->file_bytes = settings->file_bytes;
  result->compressible = settings->compressible;
  result->bytes_planned = total;
  result->seed = g_random_int () | ((guint64) g_random_int () << 32);
  run.settings = settings;
  run.progress = progress;
  run.user_data = user_data;
  run.cancellable = cancellable;
  run.result = result;
  run.files = g_ptr_array_new ();
  run.lengths = g_array_new (FALSE, FALSE, sizeof (guint64));

  if (settings->read_only)
    {
      ok = open_kept (&run, &local);
      if (!ok)
        {
          close_files (&run);
          g_ptr_array_unref (run.files);
          g_array_unref (run.lengths);
          g_aligned_free (run.buffer);
          g_propagate_error (error, g_steal_pointer (&local));
          return NULL;
        }
    }
  else
    ok = write_pass (&run, total, &local);
  if (ok)
    ok = read_pass (&run, &local);
  close_files (&run);
  g_ptr_array_unref (run.files);
  g_array_unref (run.lengths);
  g_aligned_free (run.buffer);

  result->end_time = g_get_real_time () / G_USEC_PER_SEC;
  if (!ok)
    {
      if (result->bytes_written == 0 && result->n_files == 0)
        {
          g_propagate_error (error, g_steal_pointer (&local));
          return NULL;
        }
      result->status = g_error_matches (local, G_IO_ERROR, G_IO_ERROR_CANCELLED)
                         ? DS_RUN_STATUS_CANCELLED : DS_RUN_STATUS_FAILED;
      result->error = g_strdup (local->message);
      g_propagate_error (error, g_steal_pointer (&local));
    }
  return g_steal_pointer (&result);
}
