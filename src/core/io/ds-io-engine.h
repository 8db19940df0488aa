/* ds-io-engine.h — the workload runner built on the platform's I/O engines
 *
 * The engines themselves sit behind the platform seam (ds-io-backend.h).
 * An engine is a small table of operations on one queue (one thread's ring):
 * io_uring (ds-io-uring.c, the only file that includes liburing) with
 * registered buffers and file, batched submission and completions reaped
 * without a syscall per I/O; and psync (ds-io-psync.c), which completes each
 * I/O inside submit with pread / pwrite, so the runner gives it one thread per
 * queue slot.
 *
 * ds_io_workload_run() drives threads × queue depth I/Os against a test file
 * for a warm-up plus a measurement window (or a byte budget), timing each I/O
 * from submission to completion. The warm-up (and the window after it) starts
 * only once every worker has its buffers and queue set up, when all of them
 * fill their queues at once, and only completions inside the window count; a byte-budget pass without warm-up or duration is timed
 * whole instead, as every byte of it counts. DsIoCounters carries live totals that any
 * thread may poll while it runs (the thermal sampler does, every 250 ms) and,
 * when it returns, the statistics of the measurement window.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ds-io-block-mix.h"
#include "ds-io-types.h"
#include "ds-io-backend.h"
#include "ds-io-verify.h"
#include "ds-latency-histogram.h"
#include "ds-test-file.h"
#include "ds-welford.h"

G_BEGIN_DECLS

/* --- write data --- */

/* Each write's buffer is stamped with 16 unique bytes every this many bytes
 * (random pattern only), so no two written 4 KiB blocks are alike. */
#define DS_IO_STAMP_STRIDE 4096

/* A pre-generated pool that write buffers are taken from: incompressible
 * random bytes (each write starts at a different 4 KiB-aligned place, so no
 * two writes in a row carry the same block) or zeros. Read-only once made;
 * shared by all threads. */
typedef struct _DsIoDataPool DsIoDataPool;

DsIoDataPool *ds_io_data_pool_new      (DsDataPattern  pattern,
                                        gsize          max_block);
/* DS_DATA_PATTERN_COMPRESSIBLE: random bytes of which the last
 * @compressible_percent of every 4 KiB are zeros (what compresses away; the
 * writes' stamps sit at the start of each 4 KiB, in the random part). Other
 * patterns ignore the share. */
DsIoDataPool *ds_io_data_pool_new_compressible (DsDataPattern pattern,
                                                guint         compressible_percent,
                                                gsize         max_block);
void          ds_io_data_pool_free     (DsIoDataPool  *pool);
DsDataPattern ds_io_data_pool_pattern  (const DsIoDataPool *pool);
/* A block-sized window of the pool. */
void         *ds_io_data_pool_block    (const DsIoDataPool *pool,
                                        guint64        choice);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsIoDataPool, ds_io_data_pool_free)

/* --- buffers kept from workload to workload --- */

/* The I/O buffers of a run of workloads (a suite's steps), made once:
 * fresh memory costs a page fault per 4 KiB page the first time it is
 * touched, and QD 4 × 64 MiB is 256 MiB, a quarter of a second or more
 * per step that would otherwise be spent between two windows. Reads and
 * writes have buffers of their own: read buffer (or write buffer) number
 * i of a workload is the one of slot j of its worker k, i = k × the
 * worker's queue depth + j; a mix takes one of each per slot. A write
 * buffer remembers the pool whose data it holds, so a workload writing
 * from that pool takes it as it is instead of copying a window in again
 * (its writes are stamped all the same). Not thread-safe to reserve; a
 * workload's workers each note only what their own buffers hold. */
typedef struct _DsIoBufferSet DsIoBufferSet;

DsIoBufferSet *ds_io_buffer_set_new     (void);
void           ds_io_buffer_set_free    (DsIoBufferSet *set);
/* The number of read buffers a workload of these settings takes, and of
 * write buffers (a mix takes both). */
guint          ds_io_buffer_count       (guint          queue_depth,
                                         guint          threads);

/* The I/O buffers of one workload stay within this, whatever its threads
 * and queue depth: past it, the slots of a worker share buffers (reads land
 * in one buffer together, which nobody looks at; writes go out from the
 * same incompressible data, still stamped before each submit). Workloads
 * the engine ran before the cap (QD 4 x 64 MiB, Q32T16 x 4 KiB) fit. */
#define DS_IO_BUFFER_BUDGET (G_GUINT64_CONSTANT (512) << 20)
/* The most I/O buffer memory a workload may take at all (one block per
 * worker and kind still over the budget): 2 GiB, or half the RAM. */
guint64        ds_io_buffer_limit       (void);
/* Distinct buffers of each kind per worker (1 .. @queue_depth). */
guint          ds_io_distinct_buffers   (guint64        block_size,
                                         guint          queue_depth,
                                         guint          threads,
                                         DsIoMode       mode);
/* The bytes of I/O buffers a workload allocates (at most the budget, or
 * one buffer per worker and kind when even that is more). */
guint64        ds_io_workload_buffer_bytes (guint64     block_size,
                                            guint       queue_depth,
                                            guint       threads,
                                            DsIoMode    mode);
/* Makes read buffer @index at least @size bytes and touches it, so the
 * first I/O into it neither faults nor waits (call before the workloads,
 * on one thread). */
void           ds_io_buffer_set_reserve_reads  (DsIoBufferSet      *set,
                                                guint               index,
                                                gsize               size);
/* The same for write buffer @index, filled with the window @choice of
 * @pool (as far as the pool's largest block; NULL: zeros), which the
 * workloads writing from @pool then use without copying. */
void           ds_io_buffer_set_reserve_writes (DsIoBufferSet      *set,
                                                guint               index,
                                                gsize               size,
                                                const DsIoDataPool *pool,
                                                guint64             choice);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsIoBufferSet, ds_io_buffer_set_free)

/* --- counters --- */

typedef struct
{
  /* Live totals of every completed I/O (warm-up included), updated by the
   * workers after each batch; read them with ds_io_counters_live_*() from
   * any thread while the workload runs. */
  guint64             live_bytes;
  guint64             live_ios;
  gint64              live_start_ns;   /* g_get_monotonic_time () * 1000 */

  /* The measurement window, valid once ds_io_workload_run() returned. */
  guint64             bytes;
  guint64             ios;
  guint64             read_bytes;
  guint64             read_ios;
  guint64             write_bytes;
  guint64             write_ios;
  double              seconds;         /* length of the window */
  double              cpu_seconds;     /* user + system of the workers in it */
  DsWelford           latency_ns;      /* submission to completion */
  DsLatencyHistogram *histogram;       /* nanoseconds */
  const char         *engine;          /* the engine that ran: "io_uring", "psync" */
} DsIoCounters;

void     ds_io_counters_init        (DsIoCounters       *counters);
void     ds_io_counters_clear       (DsIoCounters       *counters);
guint64  ds_io_counters_live_bytes  (const DsIoCounters *counters);
guint64  ds_io_counters_live_ios    (const DsIoCounters *counters);
/* MB/s, IOPS and latency (µs) of the window. */
void     ds_io_counters_to_run_stats (const DsIoCounters *counters,
                                      DsIoRunStats    *out);

/* --- the workload --- */

/* Called from the thread running ds_io_workload_run() about every
 * tick_interval_ms while the workers run; @elapsed_s counts from the start
 * (warm-up included), @measuring tells whether the window has begun. */
typedef void (*DsIoTickFunc) (const DsIoCounters *counters,
                              double              elapsed_s,
                              gboolean            measuring,
                              gpointer            user_data);

typedef struct
{
  DsTestFile      *file;
  DsIoPattern   pattern;
  DsIoMode      mode;
  guint            mix_read_percent;   /* DS_IO_MODE_MIX: 10 .. 90 */
  guint64          block_size;         /* every I/O's; with block_mix, its
                                          largest (the buffers' size) */
  const DsIoBlockMix *block_mix;       /* NULL or n 0: one block size; else
                                          each I/O's size is drawn from it
                                          (see ds-io-block-mix.h) */
  guint            queue_depth;
  guint            threads;
  double           warmup_s;           /* run, then discarded */
  double           duration_s;         /* the window; 0 = until byte_limit */
  guint64          byte_limit;         /* 0 = none; total bytes to issue, in
                                          whole blocks. Both 0: run until
                                          cancelled, which is then the normal
                                          end (returns TRUE). */
  gboolean         wrap;               /* seq: wrap around the file */
  guint            random_percent;     /* seq: this share (0 .. 100) of the
                                          I/Os, drawn per I/O, goes to
                                          uniformly random blocks of the
                                          whole file and the rest continues
                                          the thread's own sequential stream
                                          (IOMeter's "55 % random"); the
                                          random ones do not move it */
  const DsIoDataPool *pool;            /* write data; NULL = random pool */
  DsIoBufferSet   *buffers;            /* reserved buffers to use where they
                                          are large enough (the workers
                                          note what their write buffers
                                          hold); NULL = every buffer
                                          allocated for this run */
  DsIoEngineKind   engine;
  guint64          seed;               /* 0 = from the clock */
  DsIoTickFunc     tick;               /* may be NULL */
  gpointer         tick_data;
  guint            tick_interval_ms;   /* 0 = 100 */
  const DsIoEngineOps *engine_ops;     /* NULL = from engine; set by tests
                                          to run a wrapping engine */
  DsIoVerify      *verify;             /* NULL = writes not verified; else
                                          every write's units are stamped
                                          and marked (ds-io-verify.h); every
                                          queue slot then needs a buffer of
                                          its own, and I/O on the verify's
                                          grid */
} DsIoWorkload;

/* Runs @workload to its end, cancellation or the first failed I/O. The error
 * names the cause (DS_ERROR_NO_SPACE, DS_ERROR_IO, DS_ERROR_DEVICE_GONE,
 * G_IO_ERROR_CANCELLED, DS_ERROR_INVALID_ARGUMENT for misaligned direct I/O);
 * @counters then hold what was measured so far. @counters must have been
 * initialised with ds_io_counters_init(); it is reset here. */
gboolean ds_io_workload_run (const DsIoWorkload  *workload,
                             DsIoCounters        *counters,
                             GCancellable        *cancellable,
                             GError             **error);

G_END_DECLS
