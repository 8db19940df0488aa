/* ds-io-offsets.c — offsets of sequential regions and uniform random blocks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ds-error.h"
#include "ds-io-offsets.h"

gboolean
ds_io_region_init (DsIoRegion     *region,
                   DsIoPattern  pattern,
                   guint64         file_size,
                   guint64         block,
                   guint           threads,
                   guint           index,
                   gboolean        wrap,
                   GError        **error)
{
  guint64 blocks = block > 0 ? file_size / block : 0;
  guint64 per_thread;

  g_return_val_if_fail (threads > 0 && index < threads, FALSE);

  memset (region, 0, sizeof *region);
  region->pattern = pattern;
  region->block = block;
  region->file_size = blocks * block;
  region->wrap = wrap;
  per_thread = pattern == DS_IO_PATTERN_SEQ ? blocks / threads : blocks;
  if (block == 0 || per_thread == 0)
    {
      g_autofree char *size = g_format_size_full (file_size, G_FORMAT_SIZE_IEC_UNITS);
      g_autofree char *bs = g_format_size_full (block, G_FORMAT_SIZE_IEC_UNITS);

      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("A %s test file is too small for %u thread(s) of %s blocks. Choose a larger test size."),
                   size, threads, bs);
      return FALSE;
    }
  if (pattern == DS_IO_PATTERN_SEQ)
    {
      region->length = per_thread * block;
      region->start = region->length * index;
    }
  else
    {
      region->start = 0;
      region->length = region->file_size;
    }
  return TRUE;
}

gboolean
ds_io_region_next (DsIoRegion *region,
                   DsRng      *rng,
                   guint64    *out_offset)
{
  guint64 pos;

  if (region->pattern == DS_IO_PATTERN_RND)
    {
      *out_offset = ds_rng_below (rng, region->file_size / region->block) * region->block;
      return TRUE;
    }
  pos = __atomic_fetch_add (&region->cursor, region->block, __ATOMIC_RELAXED);
  if (pos >= region->length)
    {
      if (!region->wrap)
        return FALSE;
      pos %= region->length;
    }
  *out_offset = region->start + pos;
  return TRUE;
}

guint64
ds_io_region_random (const DsIoRegion *region,
                     DsRng            *rng)
{
  return ds_rng_below (rng, region->file_size / region->block) * region->block;
}

gboolean
ds_io_region_next_sized (DsIoRegion *region,
                         DsRng      *rng,
                         guint64     size,
                         guint64    *out_offset)
{
  guint64 pos;

  if (region->pattern == DS_IO_PATTERN_RND)
    {
      *out_offset = ds_io_region_random_sized (region, rng, size);
      return TRUE;
    }
  {
    guint64 cursor = __atomic_load_n (&region->cursor, __ATOMIC_RELAXED);

    /* The cursor is where the thread's last I/O ended; several psync slots
     * of one thread move it, so it moves by compare-and-swap. */
    do
      {
        pos = cursor;
        if (pos + size > region->length)
          {
            if (!region->wrap)
              return FALSE;
            pos = 0;
          }
      }
    while (!__atomic_compare_exchange_n (&region->cursor, &cursor, pos + size, TRUE,
                                         __ATOMIC_RELAXED, __ATOMIC_RELAXED));
  }
  *out_offset = region->start + pos;
  return TRUE;
}

guint64
ds_io_region_random_sized (const DsIoRegion *region,
                           DsRng            *rng,
                           guint64           size)
{
  return ds_rng_below (rng, region->file_size / size) * size;
}
