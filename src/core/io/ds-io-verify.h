/* ds-io-verify.h — verified writes: every block a workload writes names
 * itself, and a read-back after the measuring checks them
 *
 * With --verify, the benchmark and the suites give their workloads a
 * DsIoVerify. Each write's buffer is then cut into units (4 KiB, or 512 B
 * when a block size of the run is not a multiple of 4 KiB) and every unit
 * gets the capacity check's header and checksum (ds-verify-block.h) over
 * the write data it already holds: its place in the file and the run's
 * seed. That is one pass over the buffer per write, made as the write is
 * issued, so it lies inside the timed window (as the data pool's stamps
 * do); the read-back and every check happen after the last timed window.
 * The units written are marked in a bitmap (one bit per unit, atomically,
 * from every worker), so the read-back reads exactly what the write tests
 * wrote, synced first and with direct I/O where the test file has it.
 *
 * A unit read back is intact when it is a unit of this run naming its own
 * offset; otherwise it is zeros (all 0x00 or 0xff: the write was lost),
 * aliased (a unit of this run naming another offset: the drive put it
 * here), corrupted (anything else: a flipped bit, garbage), stale (a unit
 * of another run), missing (the file is short) or an I/O error.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "ds-io-block-mix.h"
#include "ds-test-file.h"
#include "ds-verify-block.h"

G_BEGIN_DECLS

typedef struct _DsIoVerify DsIoVerify;

/* The unit for a run whose I/O are @block_size bytes, or sizes from
 * @mix (may be NULL): 4096 when every size is a multiple of it, else 512. */
guint        ds_io_verify_unit_for  (guint64             block_size,
                                     const DsIoBlockMix *mix);

/* For a test file of @file_bytes, units of @unit bytes (512 or a larger
 * power of two), the run's @seed (0: a random one) and the share of each
 * block that compresses away (recorded in the header only). */
DsIoVerify  *ds_io_verify_new       (guint64             file_bytes,
                                     guint               unit,
                                     guint64             seed,
                                     guint               compressible);
void         ds_io_verify_free      (DsIoVerify         *verify);
guint        ds_io_verify_get_unit  (const DsIoVerify   *verify);
/* A later workload's units must be at least this fine: FALSE when @unit
 * cannot be checked on this verify's grid. */
gboolean     ds_io_verify_fits      (const DsIoVerify   *verify,
                                     guint64             block_size,
                                     const DsIoBlockMix *mix);

/* Stamps the @length bytes of @buffer that go to @offset of the file
 * (both multiples of the unit) and marks them written. Any thread. */
void         ds_io_verify_stamp     (DsIoVerify         *verify,
                                     void               *buffer,
                                     guint64             offset,
                                     gsize               length);

/* Bytes marked written so far. */
guint64      ds_io_verify_marked_bytes (const DsIoVerify *verify);

typedef struct
{
  guint    unit;
  guint64  bytes_written;      /* distinct bytes the workloads wrote */
  guint64  bytes_checked;      /* of them, read back and classified */
  guint64  bytes_intact;
  guint64  bytes_by_state[DS_VERIFY_BLOCK_N_STATES];
  guint64  bad_units;
  gint64   first_bad_offset;   /* -1: none */
  DsVerifyBlockState first_bad_state;
  gint64   first_bad_holds;    /* aliased: the offset the unit names; -1 else */
  gboolean direct;             /* read back with O_DIRECT */
  gboolean complete;           /* every written byte was checked */
  double   seconds;            /* the read-back's length (not timed) */
} DsIoVerifyResult;

/* Syncs @file, drops its cached pages and reads back every unit marked
 * written, classifying each, into @out (what was checked so far stays
 * there on FALSE). Read errors are results (io-error), not failures: FALSE
 * only when cancelled or the engine itself fails. @progress (may be NULL)
 * is called with bytes done and total a few times a second. */
typedef void (*DsIoVerifyProgressFunc) (guint64  done,
                                        guint64  total,
                                        gpointer user_data);

gboolean     ds_io_verify_read_back (DsIoVerify             *verify,
                                     DsTestFile             *file,
                                     DsIoVerifyProgressFunc  progress,
                                     gpointer                user_data,
                                     DsIoVerifyResult       *out,
                                     GCancellable           *cancellable,
                                     GError                **error);

/* TRUE when every byte checked is intact and all were checked. */
gboolean     ds_io_verify_result_passed   (const DsIoVerifyResult *result);

/* {"unit","bytes_written","bytes_checked","bytes_intact","bad_units",
 *  "bytes_by_state":{"intact",...},"first_bad_offset" (null: none),
 *  "first_bad_kind" (null: none),"first_bad_holds" (aliased, else null),
 *  "read_direct" (the read-back used O_DIRECT),"complete","seconds",
 *  "passed"} */
JsonObject  *ds_io_verify_result_to_json   (const DsIoVerifyResult *result);
/* FALSE (DS_ERROR_INVALID_ARGUMENT, naming the member) when @object is not
 * of that shape. */
gboolean     ds_io_verify_result_from_json (JsonObject             *object,
                                            DsIoVerifyResult       *out,
                                            GError                **error);

/* One sentence for people: "Verified: all 1.1 GB written read back
 * intact." / "Verification FAILED: 4.1 kB of 1.1 GB read back wrong; the
 * first at 64.0 MB (aliased: holds the data written at 0 B)." */
char        *ds_io_verify_result_describe  (const DsIoVerifyResult *result);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsIoVerify, ds_io_verify_free)

G_END_DECLS
