/* ds-io-offsets.c — offsets of sequential regions and uniform random blocks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ds-error.h"
#include "ds-io-offsets.h"

/* splitmix64, to spread one seed over the xoshiro state */
static guint64
splitmix64 (guint64 *x)
{
  guint64 z = (*x += G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));

  z = (z ^ (z >> 30)) * G_GUINT64_CONSTANT (0xbf58476d1ce4e5b9);
  z = (z ^ (z >> 27)) * G_GUINT64_CONSTANT (0x94d049bb133111eb);
  return z ^ (z >> 31);
}

void
ds_rng_seed (DsRng   *rng,
             guint64  seed)
{
  for (guint i = 0; i < 4; i++)
    rng->s[i] = splitmix64 (&seed);
}

static inline guint64
rotl (guint64 x, int k)
{
  return (x << k) | (x >> (64 - k));
}

/* xoshiro256** (Blackman and Vigna, public domain algorithm) */
guint64
ds_rng_next (DsRng *rng)
{
  guint64 *s = rng->s;
  guint64 result = rotl (s[1] * 5, 7) * 9;
  guint64 t = s[1] << 17;

  s[2] ^= s[0];
  s[3] ^= s[1];
  s[1] ^= s[2];
  s[0] ^= s[3];
  s[2] ^= t;
  s[3] = rotl (s[3], 45);
  return result;
}

guint64
ds_rng_below (DsRng   *rng,
              guint64  bound)
{
  /* Lemire's multiply-shift with rejection of the biased low range. */
  unsigned __int128 m;
  guint64 low;

  g_return_val_if_fail (bound > 0, 0);
  m = (unsigned __int128) ds_rng_next (rng) * bound;
  low = (guint64) m;
  if (low < bound)
    {
      guint64 threshold = -bound % bound;

      while (low < threshold)
        {
          m = (unsigned __int128) ds_rng_next (rng) * bound;
          low = (guint64) m;
        }
    }
  return (guint64) (m >> 64);
}

void
ds_rng_fill (DsRng *rng,
             void  *data,
             gsize  len)
{
  guint8 *p = data;

  while (len >= 8)
    {
      guint64 v = ds_rng_next (rng);

      memcpy (p, &v, 8);
      p += 8;
      len -= 8;
    }
  if (len > 0)
    {
      guint64 v = ds_rng_next (rng);

      memcpy (p, &v, len);
    }
}

gboolean
ds_io_region_init (DsIoRegion     *region,
                   DsBenchPattern  pattern,
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
  per_thread = pattern == DS_BENCH_PATTERN_SEQ ? blocks / threads : blocks;
  if (block == 0 || per_thread == 0)
    {
      g_autofree char *size = g_format_size_full (file_size, G_FORMAT_SIZE_IEC_UNITS);
      g_autofree char *bs = g_format_size_full (block, G_FORMAT_SIZE_IEC_UNITS);

      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("A %s test file is too small for %u thread(s) of %s blocks. Choose a larger test size."),
                   size, threads, bs);
      return FALSE;
    }
  if (pattern == DS_BENCH_PATTERN_SEQ)
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

  if (region->pattern == DS_BENCH_PATTERN_RND)
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
