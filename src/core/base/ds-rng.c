/* ds-rng.c — xoshiro256** seeded through splitmix64
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ds-rng.h"

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
