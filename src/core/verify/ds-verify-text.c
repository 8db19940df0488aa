/* ds-verify-text.c — the capacity check's report as people read it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ds-format.h"
#include "ds-verify-result.h"

static const char *
state_label (DsVerifyBlockState state)
{
  switch (state)
    {
    case DS_VERIFY_BLOCK_INTACT: return _("intact");
    case DS_VERIFY_BLOCK_ZEROS: return _("lost (reads as zeros)");
    case DS_VERIFY_BLOCK_STALE: return _("lost (holds an older check's data)");
    case DS_VERIFY_BLOCK_ALIASED: return _("overwritten by another block");
    case DS_VERIFY_BLOCK_CORRUPTED: return _("corrupted");
    case DS_VERIFY_BLOCK_MISSING: return _("lost (not there)");
    case DS_VERIFY_BLOCK_IO_ERROR: return _("I/O error");
    case DS_VERIFY_BLOCK_N_STATES:
    default: return "?";
    }
}

static void
add_row (GString    *out,
         const char *label,
         guint64     bytes,
         guint64     of)
{
  g_autofree char *size = ds_format_bytes (bytes);

  g_string_append_printf (out, "  %-14s %12s  %5.1f %%\n", label, size, of > 0 ? 100.0 * bytes / of : 0.0);
}

static char *
rate (guint64 bytes,
      double  seconds)
{
  if (!(seconds > 0))
    return g_strdup ("—");
  return g_strdup_printf ("%.1f MB/s", bytes / 1e6 / seconds);
}

char *
ds_verify_result_format_text (const DsVerifyResult *self)
{
  GString *out = g_string_new (NULL);
  g_autofree char *dir = ds_escape_terminal (self->dir);
  g_autofree char *written = ds_format_bytes (self->bytes_written);
  g_autofree char *checked = ds_format_bytes (self->bytes_checked);
  g_autofree char *file = ds_format_bytes (self->file_bytes);
  g_autofree char *wrate = rate (self->bytes_written, self->write_seconds);
  g_autofree char *rrate = rate (self->bytes_checked, self->read_seconds);
  g_autofree char *verdict = ds_verify_result_verdict_text (self);

  if (self->read_only)
    /* Translators: directory, filesystem */
    g_string_append_printf (out, _("Capacity check of %s (%s), reading back kept files\n"),
                            dir, self->fstype != NULL ? self->fstype : "?");
  else
    g_string_append_printf (out, _("Capacity check of %s (%s)\n"), dir, self->fstype != NULL ? self->fstype : "?");
  /* Translators: number of files, file size, block size in bytes */
  g_string_append_printf (out, _("Files: %u of up to %s, %u-byte blocks\n"), self->n_files, file, self->block_size);
  if (self->compressible > 0)
    g_string_append_printf (out, _("Data: %u %% of each block compresses away\n"), self->compressible);
  if (self->direct)
    g_string_append (out, _("Read back with direct I/O (the page cache could not answer)\n"));
  else
    g_string_append_printf (out, _("Read back buffered: %s; the page cache was dropped before reading, "
                                   "but a cache below the filesystem could still answer\n"),
                            self->cached_reason != NULL ? self->cached_reason : _("direct I/O was refused"));
  g_string_append_c (out, '\n');
  if (!self->read_only)
    g_string_append_printf (out, "%-16s %12s  %s\n", _("Written"), written, wrate);
  g_string_append_printf (out, "%-16s %12s  %s\n", _("Read back"), checked, rrate);
  add_row (out, _("intact"), self->bytes_intact, self->bytes_checked);
  add_row (out, _("corrupted"), self->bytes_corrupted, self->bytes_checked);
  add_row (out, _("overwritten"), self->bytes_overwritten, self->bytes_checked);
  add_row (out, _("lost"), self->bytes_lost, self->bytes_checked);
  add_row (out, _("I/O errors"), self->bytes_io_error, self->bytes_checked);
  if (self->write_errors > 0)
    {
      g_autofree char *w = ds_format_bytes (self->write_errors);

      g_string_append_printf (out, _("Writes that failed: %s\n"), w);
    }
  if (self->bytes_unwritten_tail > 0)
    {
      g_autofree char *t = ds_format_bytes (self->bytes_unwritten_tail);

      g_string_append_printf (out, _("The last file ends %s early: its write was stopped or ran out of space (not counted as lost)\n"), t);
    }
  if (self->first_bad != DS_VERIFY_NO_POSITION)
    {
      g_autofree char *first = ds_format_bytes (self->first_bad);

      g_string_append_printf (out, _("First bad byte at %s (byte %llu)\n"), first, (unsigned long long) self->first_bad);
    }
  if (self->extents->len > 0)
    {
      g_string_append (out, _("\nDamaged ranges (positions in the order written):\n"));
      for (guint i = 0; i < MIN (self->extents->len, 20u); i++)
        {
          const DsVerifyExtent *e = &g_array_index (self->extents, DsVerifyExtent, i);
          g_autofree char *from = ds_format_bytes (e->position);
          g_autofree char *len = ds_format_bytes (e->length);

          g_string_append_printf (out, "  %12s  +%-10s  %s", from, len, state_label (e->state));
          if (e->write)
            g_string_append_printf (out, " %s", _("(while writing)"));
          if (e->state == DS_VERIFY_BLOCK_ALIASED)
            {
              g_autofree char *other = ds_format_bytes (e->other);

              /* Translators: the position whose data was found there instead */
              g_string_append_printf (out, _(" (holds the data of %s)"), other);
            }
          g_string_append_c (out, '\n');
        }
      if (self->extents->len > 20 || self->extents_dropped > 0)
        g_string_append_printf (out, _("  … and %u more (--json lists up to %u)\n"),
                                self->extents->len - MIN (self->extents->len, 20u) + self->extents_dropped,
                                (guint) DS_VERIFY_MAX_EXTENTS);
    }
  g_string_append_printf (out, _("\nVerdict: %s.\n"), verdict);
  if (self->status == DS_RUN_STATUS_CANCELLED)
    g_string_append (out, _("The check was stopped: what was read back is counted above.\n"));
  else if (self->status == DS_RUN_STATUS_FAILED && self->error != NULL)
    {
      g_autofree char *why = ds_escape_terminal (self->error);

      g_string_append_printf (out, _("The check ended early: %s\n"), why);
    }
  return g_string_free (out, FALSE);
}
