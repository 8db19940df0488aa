/* ds-io-offsets.h — where each I/O of a workload goes
 *
 * Sequential workloads give each thread its own region of the file (an equal,
 * block-aligned share) and walk it in order, wrapping at its end when asked.
 * Random workloads draw block-aligned offsets uniformly over the whole file
 * from a fast PRNG (xoshiro256**), without a coverage map, as fio's
 * norandommap does.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ds-io-types.h"
#include "ds-rng.h"

G_BEGIN_DECLS

typedef struct
{
  DsIoPattern pattern;
  guint64        start;     /* first byte of this thread's region (seq) */
  guint64        length;    /* region length, a multiple of block (seq) */
  guint64        file_size; /* for random offsets */
  guint64        block;
  gboolean       wrap;      /* seq: start again at the region's start */
  guint64        cursor;    /* seq: next offset relative to start; shared
                               by the psync slots of one thread, atomic */
} DsIoRegion;

/* Region of thread @index of @threads over a file of @file_size bytes.
 * FALSE with DS_ERROR_INVALID_ARGUMENT when the file is too small to give
 * each thread at least one block. */
gboolean ds_io_region_init  (DsIoRegion     *region,
                             DsIoPattern  pattern,
                             guint64         file_size,
                             guint64         block,
                             guint           threads,
                             guint           index,
                             gboolean        wrap,
                             GError        **error);
/* The next offset; FALSE when a non-wrapping sequential region is done.
 * Safe to call from several threads on the same region. */
gboolean ds_io_region_next  (DsIoRegion     *region,
                             DsRng          *rng,
                             guint64        *out_offset);

/* A uniformly random block-aligned offset over the whole file, whatever the
 * region's pattern: the random share of a sequential workload. */
guint64  ds_io_region_random (const DsIoRegion *region,
                              DsRng            *rng);

/* The same for an I/O of @size bytes in a workload of several block sizes
 * (ds-io-block-mix.h), whose region was made with the largest: a random
 * offset is a multiple of @size; a sequential one follows the thread's
 * previous I/O, and an I/O that would cross the region's end starts again at
 * its start (or ends the region when it does not wrap). */
gboolean ds_io_region_next_sized   (DsIoRegion       *region,
                                    DsRng            *rng,
                                    guint64           size,
                                    guint64          *out_offset);
guint64  ds_io_region_random_sized (const DsIoRegion *region,
                                    DsRng            *rng,
                                    guint64           size);

G_END_DECLS
