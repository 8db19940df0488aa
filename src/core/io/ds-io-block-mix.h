/* ds-io-block-mix.h — a workload whose block size is drawn per I/O
 *
 * IOMeter's access specifications can mix several transfer sizes in one
 * workload: its file-server pattern is 4 KiB for 60 % of the I/Os, 512 B
 * and 64 KiB for 10 % each, and so on. A DsIoBlockMix is such a
 * distribution: up to DS_IO_BLOCK_MIX_MAX sizes, each with a whole
 * percentage of the I/Os, the percentages adding up to 100. The runner
 * draws each I/O's size from a 100-entry table (one bounded random number
 * and one load per I/O, from the worker's own seeded generator, so a seed
 * gives the same sizes every time), aligns its offset to the drawn size and
 * sizes its buffers to the largest.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "ds-rng.h"

G_BEGIN_DECLS

#define DS_IO_BLOCK_MIX_MAX 16

typedef struct
{
  guint64 size;      /* bytes */
  guint   percent;   /* of the I/Os, 1 .. 100 */
} DsIoBlockShare;

typedef struct
{
  guint          n;  /* 0: no distribution (one fixed block) */
  DsIoBlockShare shares[DS_IO_BLOCK_MIX_MAX];
} DsIoBlockMix;

/* Sizes ascending and distinct, 1 .. 64 MiB, each share 1 .. 100 %, 1 to
 * DS_IO_BLOCK_MIX_MAX of them adding up to 100 %. */
gboolean ds_io_block_mix_is_valid (const DsIoBlockMix *mix);
guint64  ds_io_block_mix_largest  (const DsIoBlockMix *mix);
guint64  ds_io_block_mix_smallest (const DsIoBlockMix *mix);
/* The mean I/O size in bytes, weighted by the shares. */
double   ds_io_block_mix_mean     (const DsIoBlockMix *mix);
gboolean ds_io_block_mix_equal    (const DsIoBlockMix *a,
                                   const DsIoBlockMix *b);
/* Rounds every size up to a multiple of @alignment (direct I/O's), adding
 * the shares of sizes that become equal. TRUE when a size changed. */
gboolean ds_io_block_mix_align    (DsIoBlockMix       *mix,
                                   guint64             alignment);

/* [{"size": bytes, "percent": p}, …] in ascending size; and back, FALSE
 * with DS_ERROR_INVALID_ARGUMENT saying what is wrong when the array is not
 * a valid distribution. */
JsonArray *ds_io_block_mix_to_json   (const DsIoBlockMix *mix);
gboolean   ds_io_block_mix_from_json (JsonArray          *array,
                                      DsIoBlockMix       *out,
                                      GError            **error);

/* The table a worker draws from: entry i is the size of the i-th percent. */
typedef struct
{
  guint64 size[100];
} DsIoBlockTable;

void ds_io_block_table_init (DsIoBlockTable     *table,
                             const DsIoBlockMix *mix);

static inline guint64
ds_io_block_table_draw (const DsIoBlockTable *table,
                        DsRng                *rng)
{
  return table->size[ds_rng_below (rng, 100)];
}

G_END_DECLS
