/* ds-verify-block.c — filling and classifying the capacity check's blocks
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ds-rng.h"
#include "ds-verify-block.h"

/* Header layout, little-endian. */
#define OFF_MAGIC      0
#define OFF_VERSION    8    /* guint16 version, guint8 compressible, guint8 0 */
#define OFF_BLOCK     12    /* guint32 */
#define OFF_SEED      16
#define OFF_FILE      24    /* guint32, then guint32 0 */
#define OFF_OFFSET    32
#define OFF_FILE_LEN  40
#define OFF_STRIDE    48
#define OFF_CHECKSUM  56

static const char *const state_names[] = {
  "intact", "zeros", "stale", "aliased", "corrupted", "missing", "io-error",
};
G_STATIC_ASSERT (G_N_ELEMENTS (state_names) == DS_VERIFY_BLOCK_N_STATES);

const char *
ds_verify_block_state_to_string (DsVerifyBlockState state)
{
  return state < DS_VERIFY_BLOCK_N_STATES ? state_names[state] : "unknown";
}

static inline void
put64 (guint8 *p, guint64 v)
{
  v = GUINT64_TO_LE (v);
  memcpy (p, &v, 8);
}

static inline void
put32 (guint8 *p, guint32 v)
{
  v = GUINT32_TO_LE (v);
  memcpy (p, &v, 4);
}

static inline guint64
get64 (const guint8 *p)
{
  guint64 v;

  memcpy (&v, p, 8);
  return GUINT64_FROM_LE (v);
}

static inline guint32
get32 (const guint8 *p)
{
  guint32 v;

  memcpy (&v, p, 4);
  return GUINT32_FROM_LE (v);
}

static inline guint64
rotl (guint64 x, int k)
{
  return (x << k) | (x >> (64 - k));
}

/* A 64-bit checksum over the block with its checksum field taken as zero:
 * four independent multiply-rotate lanes, so it runs at memory speed; every
 * byte's value and position reach the result. */
static guint64
block_checksum (const guint8 *block,
                gsize         size)
{
  const guint64 k1 = G_GUINT64_CONSTANT (0x9e3779b185ebca87);
  const guint64 k2 = G_GUINT64_CONSTANT (0xc2b2ae3d27d4eb4f);
  guint64 lane[4] = { k1, k2, ~k1, ~k2 };
  guint64 h;

  for (gsize i = 0; i + 32 <= size; i += 32)
    for (guint j = 0; j < 4; j++)
      {
        guint64 w = (i + j * 8 == OFF_CHECKSUM) ? 0 : get64 (block + i + j * 8);

        lane[j] = rotl (lane[j] ^ (w * k2), 31) * k1;
      }
  h = rotl (lane[0], 1) + rotl (lane[1], 7) + rotl (lane[2], 12) + rotl (lane[3], 18) + size;
  h ^= h >> 33;
  h *= k2;
  h ^= h >> 29;
  h *= k1;
  return h ^ (h >> 32);
}

static guint64
payload_seed (const DsVerifyBlockId *id)
{
  return id->seed ^ ((guint64) id->file_index << 48) ^ (id->offset * G_GUINT64_CONSTANT (0x2545f4914f6cdd1d));
}

void
ds_verify_block_stamp (void                  *block,
                       const DsVerifyBlockId *id)
{
  guint8 *p = block;
  gsize size = id->block_size;

  g_return_if_fail (size >= DS_VERIFY_MIN_BLOCK && size % 32 == 0);

  put64 (p + OFF_MAGIC, DS_VERIFY_MAGIC);
  p[OFF_VERSION] = DS_VERIFY_VERSION & 0xff;
  p[OFF_VERSION + 1] = DS_VERIFY_VERSION >> 8;
  p[OFF_VERSION + 2] = MIN (id->compressible, 100);
  p[OFF_VERSION + 3] = 0;
  put32 (p + OFF_BLOCK, id->block_size);
  put64 (p + OFF_SEED, id->seed);
  put32 (p + OFF_FILE, id->file_index);
  put32 (p + OFF_FILE + 4, 0);
  put64 (p + OFF_OFFSET, id->offset);
  put64 (p + OFF_FILE_LEN, id->file_bytes);
  put64 (p + OFF_STRIDE, id->stride);
  put64 (p + OFF_CHECKSUM, block_checksum (p, size));
}

void
ds_verify_block_fill (void                  *block,
                      const DsVerifyBlockId *id)
{
  guint8 *p = block;
  gsize size = id->block_size;
  gsize payload = size - DS_VERIFY_HEADER_SIZE;
  gsize zeros = payload * MIN (id->compressible, 100) / 100;
  DsRng rng;

  g_return_if_fail (size >= DS_VERIFY_MIN_BLOCK && size % 32 == 0);

  ds_rng_seed (&rng, payload_seed (id));
  ds_rng_fill (&rng, p + DS_VERIFY_HEADER_SIZE, payload - zeros);
  memset (p + DS_VERIFY_HEADER_SIZE + payload - zeros, 0, zeros);
  ds_verify_block_stamp (block, id);
}

gboolean
ds_verify_block_parse (const void      *block,
                       gsize            size,
                       DsVerifyBlockId *out)
{
  const guint8 *p = block;

  if (size < DS_VERIFY_MIN_BLOCK || size % 32 != 0 ||
      get64 (p + OFF_MAGIC) != DS_VERIFY_MAGIC ||
      get32 (p + OFF_BLOCK) != size ||
      get64 (p + OFF_CHECKSUM) != block_checksum (p, size))
    return FALSE;
  if (out != NULL)
    {
      out->seed = get64 (p + OFF_SEED);
      out->file_index = get32 (p + OFF_FILE);
      out->block_size = get32 (p + OFF_BLOCK);
      out->offset = get64 (p + OFF_OFFSET);
      out->file_bytes = get64 (p + OFF_FILE_LEN);
      out->stride = get64 (p + OFF_STRIDE);
      out->compressible = p[OFF_VERSION + 2];
    }
  return TRUE;
}

static gboolean
all_bytes (const guint8 *p,
           gsize         size,
           guint8        value)
{
  return p[0] == value && memcmp (p, p + 1, size - 1) == 0;
}

DsVerifyBlockState
ds_verify_block_check (const void            *block,
                       gsize                  size,
                       const DsVerifyBlockId *expected,
                       DsVerifyBlockId       *found)
{
  DsVerifyBlockId self;

  if (all_bytes (block, size, 0x00) || all_bytes (block, size, 0xff))
    return DS_VERIFY_BLOCK_ZEROS;
  if (!ds_verify_block_parse (block, size, &self))
    return DS_VERIFY_BLOCK_CORRUPTED;
  if (found != NULL)
    *found = self;
  if (self.seed != expected->seed)
    return DS_VERIFY_BLOCK_STALE;
  if (self.file_index != expected->file_index || self.offset != expected->offset)
    return DS_VERIFY_BLOCK_ALIASED;
  return DS_VERIFY_BLOCK_INTACT;
}
