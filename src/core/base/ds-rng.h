/* ds-rng.h — a fast, seedable PRNG (xoshiro256**) for offsets and write data
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  guint64 s[4];
} DsRng;

void     ds_rng_seed        (DsRng   *rng,
                             guint64  seed);
guint64  ds_rng_next        (DsRng   *rng);
/* Uniform in [0, bound), bound > 0, without modulo bias. */
guint64  ds_rng_below       (DsRng   *rng,
                             guint64  bound);
/* Fills @len bytes with random data. */
void     ds_rng_fill        (DsRng   *rng,
                             void    *data,
                             gsize    len);

G_END_DECLS
