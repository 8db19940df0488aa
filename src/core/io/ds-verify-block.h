/* ds-verify-block.h — the self-describing block of the capacity check
 *
 * Every block verify writes names itself: a 64-byte header (magic, format
 * version, block size, the run's seed, file number, offset in the file, the
 * file's length and the run's file size) followed by a payload drawn from a
 * PRNG seeded by the run's seed, file and offset, and a checksum over the
 * header and the payload. Reading a block back tells apart:
 *   intact      — this block, unchanged;
 *   zeros       — all zero (or all 0xff, erased flash): the write was lost;
 *   stale       — a whole block of another run: the write never landed;
 *   aliased     — a whole block of this run from another file or offset:
 *                 the drive wrote it over this one (it wraps around);
 *   corrupted   — anything else (the checksum fails: a flipped bit, garbage);
 *   missing     — not there at all (a short file);
 *   io-error    — the read failed.
 *
 * The same blocks carry the verified writes of the benchmark and the suites
 * (ds-io-verify.h): there the payload is the workload's own write data and
 * only the header and checksum are written per block
 * (ds_verify_block_stamp), so a block checks whatever its payload is.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

#define DS_VERIFY_HEADER_SIZE   64
#define DS_VERIFY_MIN_BLOCK     512
/* "DSVERIFY" read as a little-endian 64-bit number */
#define DS_VERIFY_MAGIC         G_GUINT64_CONSTANT (0x5946495245565344)
#define DS_VERIFY_VERSION       1

typedef enum
{
  DS_VERIFY_BLOCK_INTACT,
  DS_VERIFY_BLOCK_ZEROS,
  DS_VERIFY_BLOCK_STALE,
  DS_VERIFY_BLOCK_ALIASED,
  DS_VERIFY_BLOCK_CORRUPTED,
  DS_VERIFY_BLOCK_MISSING,
  DS_VERIFY_BLOCK_IO_ERROR,
  DS_VERIFY_BLOCK_N_STATES,
} DsVerifyBlockState;

/* What a block says about itself. */
typedef struct
{
  guint64 seed;         /* the run's */
  guint32 file_index;   /* 1, 2, … as in 1.h2w */
  guint32 block_size;
  guint64 offset;       /* in the file, a multiple of block_size */
  guint64 file_bytes;   /* this file's length */
  guint64 stride;       /* the run's file size: position = (index - 1) × stride + offset */
  guint8  compressible; /* percent of the payload that compresses away */
} DsVerifyBlockId;

/* "intact", "zeros", "stale", "aliased", "corrupted", "missing", "io-error" */
const char *ds_verify_block_state_to_string (DsVerifyBlockState state);

/* Writes the block @id describes into @block (@id->block_size bytes, at
 * least DS_VERIFY_MIN_BLOCK, a multiple of 8). The payload's last
 * @id->compressible percent is zeros, the rest random. */
void        ds_verify_block_fill   (void                  *block,
                                    const DsVerifyBlockId *id);

/* Writes the header @id describes and the checksum into @block, whose
 * payload (all but the first DS_VERIFY_HEADER_SIZE bytes) stays as it is:
 * one pass over the block, no payload to make. */
void        ds_verify_block_stamp  (void                  *block,
                                    const DsVerifyBlockId *id);

/* Classifies @block (@size bytes, the block size of the run) against what
 * @expected says should be there; for STALE and ALIASED, @found (may be
 * NULL) receives what the block says about itself. */
DsVerifyBlockState ds_verify_block_check (const void            *block,
                                          gsize                  size,
                                          const DsVerifyBlockId *expected,
                                          DsVerifyBlockId       *found);

/* TRUE when @block is a whole block of the format (magic and checksum
 * good), with what it says in @out: how a later read-back finds the run's
 * seed and sizes. */
gboolean    ds_verify_block_parse  (const void            *block,
                                    gsize                  size,
                                    DsVerifyBlockId       *out);

G_END_DECLS
