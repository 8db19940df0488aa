/* ds-io-workload.c — the workload runner, the write-data pool and counters
 *
 * The calling thread only watches: it starts one worker per thread of the
 * spec (one per queue slot for a synchronous engine), and once every worker
 * has its buffers and queue set up it opens the start gate, at which all of
 * them fill their queues at once, and the warm-up and the window after it
 * begin (so thread start-up and ring set-up are never timed). It then wakes
 * every tick to report progress and notice cancellation, and merges the
 * workers' private statistics when they finish. Workers share nothing but a
 * stop flag, the byte budget and the live counters, all updated with
 * atomics.
 *
 * Nothing a worker does per start or per end is serialised on one lock: with
 * a synchronous engine 256 threads at QD 4 are 1024 workers on perhaps two
 * cores, and 1024 hand-overs of one mutex, each waiting for its thread to be
 * scheduled among the others already busy with I/O, took minutes, while the
 * watcher starting the last threads got a thousandth of a core. So the
 * workers count themselves ready, filled and done with atomics (only the last
 * one wakes the watcher), and wait before their first I/O on a reader-writer
 * lock that the watcher holds for writing until all are ready and then
 * releases to all of them at once.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ds-error.h"
#include "ds-io-engine.h"
#include "ds-io-offsets.h"
#include "ds-platform.h"

#define MIB        (G_GUINT64_CONSTANT (1) << 20)
#define POOL_SPAN  (8 * MIB)
#define POOL_ALIGN 4096



/* --- the data pool --- */

struct _DsIoDataPool
{
  DsDataPattern pattern;
  guint64       id;      /* unique in the process: what a kept buffer holds */
  struct iovec  iov;
};

DsIoDataPool *
ds_io_data_pool_new_compressible (DsDataPattern pattern,
                                  guint         compressible_percent,
                                  gsize         max_block)
{
  static guint64 next_id;
  DsIoDataPool *pool = g_new0 (DsIoDataPool, 1);
  gsize size = POOL_SPAN + ((max_block + POOL_ALIGN - 1) / POOL_ALIGN) * POOL_ALIGN;
  void *data = NULL;

  data = ds_platform_aligned_alloc (POOL_ALIGN, size);
  if (pattern == DS_DATA_PATTERN_RANDOM || pattern == DS_DATA_PATTERN_COMPRESSIBLE)
    {
      DsRng rng;

      ds_rng_seed (&rng, (guint64) g_get_real_time () ^ (guint64) (gintptr) data);
      ds_rng_fill (&rng, data, size);
    }
  else
    memset (data, 0, size);
  if (pattern == DS_DATA_PATTERN_COMPRESSIBLE && compressible_percent > 0)
    {
      /* every 4 KiB: random, then its compressible share as zeros */
      gsize zeros = (gsize) POOL_ALIGN * MIN (compressible_percent, 100u) / 100;

      for (gsize at = 0; at + POOL_ALIGN <= size; at += POOL_ALIGN)
        memset ((guint8 *) data + at + POOL_ALIGN - zeros, 0, zeros);
    }
  pool->pattern = pattern;
  pool->id = __atomic_add_fetch (&next_id, 1, __ATOMIC_RELAXED);
  pool->iov.iov_base = data;
  pool->iov.iov_len = size;
  return pool;
}

DsIoDataPool *
ds_io_data_pool_new (DsDataPattern pattern,
                     gsize         max_block)
{
  return ds_io_data_pool_new_compressible (pattern, 0, max_block);
}

void
ds_io_data_pool_free (DsIoDataPool *pool)
{
  if (pool == NULL)
    return;
  ds_platform_aligned_free (pool->iov.iov_base);
  g_free (pool);
}

DsDataPattern
ds_io_data_pool_pattern (const DsIoDataPool *pool)
{
  return pool->pattern;
}

void *
ds_io_data_pool_block (const DsIoDataPool *pool,
                       guint64             choice)
{
  return (guint8 *) pool->iov.iov_base + (choice % (POOL_SPAN / POOL_ALIGN)) * POOL_ALIGN;
}

/* The largest block a window of the pool holds. */
static gsize
pool_max_block (const DsIoDataPool *pool)
{
  return pool->iov.iov_len - POOL_SPAN;
}

/* --- buffers kept from workload to workload --- */

typedef struct
{
  void    *data;
  gsize    size;
  /* Write buffers: the first @valid bytes are a window of the pool @pool_id
   * (stamped since, 16 bytes per 4 KiB, by the writes that used them). */
  guint64  pool_id;
  gsize    valid;
} Buffer;

struct _DsIoBufferSet
{
  GArray *reads;     /* Buffer, by index */
  GArray *writes;
};

DsIoBufferSet *
ds_io_buffer_set_new (void)
{
  DsIoBufferSet *set = g_new0 (DsIoBufferSet, 1);

  set->reads = g_array_new (FALSE, TRUE, sizeof (Buffer));
  set->writes = g_array_new (FALSE, TRUE, sizeof (Buffer));
  return set;
}

static void
free_buffers (GArray *buffers)
{
  for (guint i = 0; i < buffers->len; i++)
    ds_platform_aligned_free (g_array_index (buffers, Buffer, i).data);
  g_array_unref (buffers);
}

void
ds_io_buffer_set_free (DsIoBufferSet *set)
{
  if (set == NULL)
    return;
  free_buffers (set->reads);
  free_buffers (set->writes);
  g_free (set);
}

guint
ds_io_buffer_count (guint queue_depth,
                    guint threads)
{
  return threads * queue_depth;
}

guint64
ds_io_buffer_limit (void)
{
  guint64 limit = G_GUINT64_CONSTANT (2) << 30;
  guint64 memory = ds_platform_physical_memory ();

  if (memory > 0)
    limit = MIN (limit, memory / 2);
  return limit;
}

guint
ds_io_distinct_buffers (guint64  block_size,
                        guint    queue_depth,
                        guint    threads,
                        DsIoMode mode)
{
  guint64 stride = (block_size + POOL_ALIGN - 1) / POOL_ALIGN * POOL_ALIGN;
  guint64 per_kind = DS_IO_BUFFER_BUDGET / (mode == DS_IO_MODE_MIX ? 2 : 1) / MAX (threads, 1u);
  guint64 fit = stride > 0 ? per_kind / stride : queue_depth;

  return (guint) CLAMP (fit, 1, MAX (queue_depth, 1u));
}

guint64
ds_io_workload_buffer_bytes (guint64  block_size,
                             guint    queue_depth,
                             guint    threads,
                             DsIoMode mode)
{
  guint64 stride = (block_size + POOL_ALIGN - 1) / POOL_ALIGN * POOL_ALIGN;

  return stride * ds_io_distinct_buffers (block_size, queue_depth, threads, mode) *
         (mode == DS_IO_MODE_MIX ? 2 : 1) * threads;
}

static Buffer *
reserve (GArray *buffers,
         guint   index,
         gsize   size)
{
  Buffer *b;

  size = ((size + POOL_ALIGN - 1) / POOL_ALIGN) * POOL_ALIGN;
  if (index >= buffers->len)
    g_array_set_size (buffers, index + 1);
  b = &g_array_index (buffers, Buffer, index);
  if (b->size >= size)
    return b;
  ds_platform_aligned_free (b->data);
  b->data = ds_platform_aligned_alloc (POOL_ALIGN, size);
  b->size = size;
  b->pool_id = 0;
  b->valid = 0;
  return b;
}

void
ds_io_buffer_set_reserve_reads (DsIoBufferSet *set,
                                guint          index,
                                gsize          size)
{
  Buffer *b = reserve (set->reads, index, size);

  memset (b->data, 0, b->size);
}

void
ds_io_buffer_set_reserve_writes (DsIoBufferSet      *set,
                                 guint               index,
                                 gsize               size,
                                 const DsIoDataPool *pool,
                                 guint64             choice)
{
  Buffer *b = reserve (set->writes, index, size);
  gsize fill = pool != NULL ? MIN (b->size, pool_max_block (pool)) : 0;

  if (pool != NULL && (b->pool_id != pool->id || b->valid < fill))
    {
      memcpy (b->data, ds_io_data_pool_block (pool, choice), fill);
      b->pool_id = pool->id;
      b->valid = fill;
    }
  /* Touched to its end either way. */
  if (fill < b->size)
    memset ((guint8 *) b->data + fill, 0, b->size - fill);
}

/* Buffer @index of @set's reads or writes when it holds @size bytes, else
 * NULL. */
static Buffer *
buffer_set_lookup (DsIoBufferSet *set,
                   gboolean       write,
                   guint          index,
                   gsize          size)
{
  GArray *buffers;
  Buffer *b;

  if (set == NULL)
    return NULL;
  buffers = write ? set->writes : set->reads;
  if (index >= buffers->len)
    return NULL;
  b = &g_array_index (buffers, Buffer, index);
  return b->size >= size ? b : NULL;
}

/* --- counters --- */

void
ds_io_counters_init (DsIoCounters *c)
{
  memset (c, 0, sizeof *c);
  ds_welford_init (&c->latency_ns);
  c->histogram = ds_latency_histogram_new ();
  c->cpu_seconds = NAN;
}

static void
counters_reset (DsIoCounters *c)
{
  DsLatencyHistogram *h = c->histogram;

  memset (c, 0, sizeof *c);
  ds_welford_init (&c->latency_ns);
  c->histogram = h != NULL ? h : ds_latency_histogram_new ();
  ds_latency_histogram_reset (c->histogram);
  c->cpu_seconds = NAN;
}

void
ds_io_counters_clear (DsIoCounters *c)
{
  g_clear_pointer (&c->histogram, ds_latency_histogram_free);
}

guint64
ds_io_counters_live_bytes (const DsIoCounters *c)
{
  return __atomic_load_n (&c->live_bytes, __ATOMIC_RELAXED);
}

guint64
ds_io_counters_live_ios (const DsIoCounters *c)
{
  return __atomic_load_n (&c->live_ios, __ATOMIC_RELAXED);
}

void
ds_io_counters_to_run_stats (const DsIoCounters *c,
                             DsIoRunStats    *r)
{
  memset (r, 0, sizeof *r);
  r->bytes = c->bytes;
  r->ios = c->ios;
  r->seconds = c->seconds;
  r->mbps = c->seconds > 0 ? (double) c->bytes / c->seconds / 1e6 : NAN;
  r->iops = c->seconds > 0 ? (double) c->ios / c->seconds : NAN;
  r->lat_mean_us = ds_welford_mean (&c->latency_ns) / 1000.0;
  r->lat_min_us = ds_welford_min (&c->latency_ns) / 1000.0;
  r->lat_max_us = ds_welford_max (&c->latency_ns) / 1000.0;
  r->lat_stddev_us = ds_welford_stddev (&c->latency_ns) / 1000.0;
  r->lat_p50_us = ds_latency_histogram_percentile (c->histogram, 50) / 1000.0;
  r->lat_p90_us = ds_latency_histogram_percentile (c->histogram, 90) / 1000.0;
  r->lat_p99_us = ds_latency_histogram_percentile (c->histogram, 99) / 1000.0;
  r->lat_p999_us = ds_latency_histogram_percentile (c->histogram, 99.9) / 1000.0;
  r->lat_p9999_us = ds_latency_histogram_percentile (c->histogram, 99.99) / 1000.0;
  r->cpu_seconds = c->cpu_seconds;
}

/* --- the runner --- */

typedef struct
{
  const DsIoWorkload   *w;
  const DsIoEngineOps  *ops;
  DsIoCounters         *counters;
  const DsIoDataPool   *pool;
  DsIoRegion           *regions;
  const DsIoBlockTable *sizes;             /* NULL: every I/O is block_size */
  int                   fd;
  gint64                measure_start_ns;  /* atomic; G_MAXINT64 until the window opens */
  gint64                measure_end_ns;    /* atomic; 0: no time limit (yet) */
  guint64               issued;            /* atomic: bytes handed out */
  gint                  stop;              /* atomic */
  GMutex                lock;              /* the error, and the watcher's waits */
  GCond                 cond;              /* all ready, all filled, or all done */
  GRWLock               gate;              /* written by the watcher until the start */
  guint                 running;           /* atomic: workers not yet done */
  guint                 ready;             /* atomic: workers set up (or that quit) */
  guint                 filled;            /* atomic: workers past the gate with a full
                                              queue (or that quit) */
  guint                 expected;          /* atomic: workers started or to start */
  GError               *error;
} Shared;

typedef struct
{
  Shared             *sh;
  guint               index;
  DsIoRegion         *region;
  guint               depth;
  DsRng               rng;
  void              **buffers;
  gboolean           *owned;           /* allocated here on its own */
  void               *buffer_region;     /* every buffer of the worker, one allocation */
  gint64             *slot_ns;
  gboolean           *slot_write;
  guint64            *slot_offset;
  guint64            *slot_length;       /* with a block mix only */
  guint64             salt;              /* makes this worker's write stamps unique */
  guint64             writes_issued;
  gboolean            scramble;
  gboolean            ready;
  gboolean            filled;
  DsWelford           lat;
  DsLatencyHistogram *hist;
  guint64             read_bytes, read_ios, write_bytes, write_ios;
  gint64              last_completion_ns;
  gboolean            cpu_started;
  double              cpu_start;
  double              cpu_end;
  GThread            *thread;
} Worker;

static inline gint64
now_ns (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (gint64) ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static double
thread_cpu_seconds (void)
{
  struct timespec ts;

  if (clock_gettime (CLOCK_THREAD_CPUTIME_ID, &ts) != 0)
    return NAN;
  return (double) ts.tv_sec + ts.tv_nsec / 1e9;
}

static void
fail (Shared *sh,
      GError *error)
{
  g_mutex_lock (&sh->lock);
  if (sh->error == NULL)
    sh->error = error;
  else
    g_error_free (error);
  g_mutex_unlock (&sh->lock);
  __atomic_store_n (&sh->stop, 1, __ATOMIC_RELAXED);
}

static gboolean
stopping (Shared *sh,
          gint64  now)
{
  gint64 end = __atomic_load_n (&sh->measure_end_ns, __ATOMIC_ACQUIRE);

  return __atomic_load_n (&sh->stop, __ATOMIC_RELAXED) || (end != 0 && now >= end);
}

static void
wake_watcher (Shared *sh)
{
  g_mutex_lock (&sh->lock);
  g_cond_signal (&sh->cond);
  g_mutex_unlock (&sh->lock);
}

/* Counts this worker in @counter once (@done remembers it); the last of
 * the workers wakes the watcher. Only that one takes the lock. */
static void
arrive (Shared   *sh,
        guint    *counter,
        gboolean *done)
{
  if (*done)
    return;
  *done = TRUE;
  if (__atomic_add_fetch (counter, 1, __ATOMIC_SEQ_CST) >= __atomic_load_n (&sh->expected, __ATOMIC_SEQ_CST))
    wake_watcher (sh);
}

/* This worker is set up (or quit early): the gate opens once every worker
 * is. */
static void
mark_ready (Worker *wk)
{
  arrive (wk->sh, &wk->sh->ready, &wk->ready);
}

/* This worker runs with a full queue (or quit early): the warm-up starts
 * once every worker does. */
static void
mark_filled (Worker *wk)
{
  arrive (wk->sh, &wk->sh->filled, &wk->filled);
}

/* Returns once the watcher opened the gate (every worker is set up). */
static void
wait_for_start (Shared *sh)
{
  g_rw_lock_reader_lock (&sh->gate);
  g_rw_lock_reader_unlock (&sh->gate);
}

/* Every 4 KiB of a write gets 16 bytes no other write of the run has (the
 * worker's salt and the sector, and the worker's write count), so
 * deduplicating storage cannot fold the written blocks together; the rest of
 * the buffer keeps the pool's data. A few stores per 4 KiB, no copy. */
static void
scramble_block (Worker *wk,
                void   *buffer,
                gsize   length)
{
  guint8 *p = buffer;
  guint64 count = ++wk->writes_issued;
  /* Verified writes keep the first bytes of each unit for its header. */
  gsize skip = wk->sh->w->verify != NULL ? DS_VERIFY_HEADER_SIZE : 0;

  for (gsize at = 0, sector = 0; at + skip + 16 <= length; at += DS_IO_STAMP_STRIDE, sector++)
    {
      guint64 words[2] = { wk->salt ^ sector, count };

      memcpy (p + at + skip, words, sizeof words);
    }
}

static gboolean
issue (Worker    *wk,
       DsIoQueue *q,
       guint      slot,
       gint64     now)
{
  Shared *sh = wk->sh;
  const DsIoWorkload *w = sh->w;
  DsIoRequest req;
  guint64 offset;
  guint64 length = w->block_size;
  gboolean write;

  /* The region first: a thread whose region is done must not use up the
   * byte budget of the others. A block mix draws the size, then the
   * offset; one block size keeps its own path. */
  if (G_UNLIKELY (sh->sizes != NULL))
    {
      length = ds_io_block_table_draw (sh->sizes, &wk->rng);
      if (w->random_percent > 0 && w->pattern == DS_IO_PATTERN_SEQ &&
          ds_rng_below (&wk->rng, 100) < w->random_percent)
        offset = ds_io_region_random_sized (wk->region, &wk->rng, length);
      else if (!ds_io_region_next_sized (wk->region, &wk->rng, length, &offset))
        return FALSE;
      wk->slot_length[slot] = length;
    }
  else if (w->random_percent > 0 && w->pattern == DS_IO_PATTERN_SEQ &&
           ds_rng_below (&wk->rng, 100) < w->random_percent)
    offset = ds_io_region_random (wk->region, &wk->rng);
  else if (!ds_io_region_next (wk->region, &wk->rng, &offset))
    return FALSE;
  if (w->byte_limit > 0 &&
      __atomic_fetch_add (&sh->issued, length, __ATOMIC_RELAXED) >= w->byte_limit)
    return FALSE;
  if (w->mode == DS_IO_MODE_WRITE)
    write = TRUE;
  else if (w->mode == DS_IO_MODE_MIX)
    write = ds_rng_below (&wk->rng, 100) >= w->mix_read_percent;
  else
    write = FALSE;

  req.offset = offset;
  req.length = (gsize) length;
  req.slot = slot;
  req.write = write;
  /* A mix keeps separate write buffers: a read must not change what the
   * next write of its slot writes. */
  req.buffer_index = write && w->mode == DS_IO_MODE_MIX ? wk->depth + slot : slot;
  req.buffer = wk->buffers[req.buffer_index];
  if (write && wk->scramble)
    scramble_block (wk, req.buffer, req.length);
  if (write && w->verify != NULL)
    ds_io_verify_stamp (w->verify, req.buffer, offset, req.length);
  wk->slot_ns[slot] = now;
  wk->slot_write[slot] = write;
  wk->slot_offset[slot] = offset;
  sh->ops->queue (q, &req);
  return TRUE;
}

static gpointer
worker_main (gpointer data)
{
  Worker *wk = data;
  Shared *sh = wk->sh;
  const DsIoWorkload *w = sh->w;
  gboolean writes = w->mode != DS_IO_MODE_READ;
  guint n_buffers = w->mode == DS_IO_MODE_MIX ? 2 * wk->depth : wk->depth;
  g_autofree struct iovec *iovs = g_new0 (struct iovec, n_buffers);
  g_autofree DsIoCompletion *comps = g_new (DsIoCompletion, wk->depth);
  g_autofree guint *requeue = g_new (guint, wk->depth);
  GError *error = NULL;
  DsIoQueue *q = NULL;
  guint inflight = 0;
  gint64 now;

  if (wk->depth == 1)
    ds_platform_prefer_short_slice ();
  wk->buffers = g_new0 (void *, n_buffers);
  wk->owned = g_new0 (gboolean, n_buffers);
  wk->slot_ns = g_new0 (gint64, wk->depth);
  wk->slot_write = g_new0 (gboolean, wk->depth);
  wk->slot_offset = g_new0 (guint64, wk->depth);
  if (sh->sizes != NULL)
    wk->slot_length = g_new0 (guint64, wk->depth);
  /* One buffer per slot (two in a mix: reads first, then writes): a write's
   * data is a window of the pool copied in once, then stamped before each
   * submit. Large blocks (256 KiB and up) and sets of 2 MiB or more share
   * one region of huge pages, so that a large block is physically
   * contiguous and goes to the device as one request where scattered small
   * pages would make two (fio's buffers are in small pages by default, so
   * its 1 MiB I/O are split). Small sets (4 KiB blocks) stay one allocation
   * each: packed into one region they measured slower at QD32. A suite's
   * steps share buffers kept in a DsIoBufferSet instead (made once, while
   * the test file is prepared, the write buffers filled from the pool
   * then), so that a step neither faults in fresh memory nor copies write
   * data between two windows. */
  {
    /* w->block_size is the largest block of a mix: every buffer holds it.
     * Past the memory budget (ds_io_distinct_buffers) the slots share a
     * few buffers each: slot j uses buffer j mod distinct of its kind. */
    gsize stride = (gsize) ((w->block_size + POOL_ALIGN - 1) / POOL_ALIGN) * POOL_ALIGN;
    guint halves = w->mode == DS_IO_MODE_MIX ? 2 : 1;
    guint distinct = ds_io_distinct_buffers (w->block_size, wk->depth, w->threads, w->mode);
    gsize size = stride * distinct * halves;

    if (w->buffers == NULL && (size >= DS_PLATFORM_HUGE_PAGE_ALIGN || w->block_size >= 256 * 1024))
      {
        size = (size + DS_PLATFORM_HUGE_PAGE_ALIGN - 1) / DS_PLATFORM_HUGE_PAGE_ALIGN * DS_PLATFORM_HUGE_PAGE_ALIGN;
        wk->buffer_region = ds_platform_aligned_alloc (DS_PLATFORM_HUGE_PAGE_ALIGN, size);
        ds_platform_prefer_huge_pages (wk->buffer_region, size);
      }
    for (guint i = 0; i < n_buffers; i++)
      {
        gboolean for_writes = w->mode == DS_IO_MODE_MIX ? i >= wk->depth : writes;
        guint half = w->mode == DS_IO_MODE_MIX ? i / wk->depth : 0;
        guint slot = w->mode == DS_IO_MODE_MIX ? i % wk->depth : i;
        Buffer *kept;

        if (slot >= distinct)
          {
            /* Shares the buffer of slot (slot mod distinct), set up above. */
            guint first = half * wk->depth + slot % distinct;

            wk->buffers[i] = wk->buffers[first];
            iovs[i] = iovs[first];
            continue;
          }
        kept = buffer_set_lookup (w->buffers, for_writes, wk->index * wk->depth + slot, (gsize) w->block_size);
        if (kept != NULL)
          wk->buffers[i] = kept->data;
        else if (wk->buffer_region != NULL)
          wk->buffers[i] = (char *) wk->buffer_region + (half * distinct + slot) * stride;
        else
          {
            wk->buffers[i] = ds_platform_aligned_alloc (POOL_ALIGN, w->block_size);
            wk->owned[i] = TRUE;
          }
        if (for_writes && kept != NULL && kept->pool_id == sh->pool->id && kept->valid >= w->block_size)
          {
            /* A kept write buffer already holds this pool's data: copying
             * 4 × 64 MiB again was most of a 64 MiB step's set-up. Each
             * write is still stamped (scramble_block), so no two written
             * blocks are alike, and the data stays the pool's
             * incompressible bytes. */
          }
        else if (for_writes)
          {
            memcpy (wk->buffers[i], ds_io_data_pool_block (sh->pool, ds_rng_next (&wk->rng)), w->block_size);
            if (kept != NULL)
              {
                kept->pool_id = sh->pool->id;
                kept->valid = (gsize) w->block_size;
              }
          }
        else if (kept == NULL)
          /* Touched before the window (a kept buffer was when reserved);
           * what a read lands in is never looked at. */
          memset (wk->buffers[i], 0, w->block_size);
        iovs[i].iov_base = wk->buffers[i];
        iovs[i].iov_len = w->block_size;
      }
  }
  wk->salt = ds_rng_next (&wk->rng);
  wk->scramble = writes && ds_io_data_pool_pattern (sh->pool) == DS_DATA_PATTERN_RANDOM;
  q = sh->ops->open (sh->fd, wk->depth, iovs, n_buffers, &error);
  if (q == NULL)
    {
      fail (sh, error);
      goto out;
    }

  /* Report ready, wait for the others, then fill the queue and report
   * that: no worker spends the cores on I/O while others are still
   * starting, and nothing completed before every worker ran is measured. */
  mark_ready (wk);
  wait_for_start (sh);
  now = now_ns ();
  for (guint slot = 0; slot < wk->depth && !stopping (sh, now); slot++)
    if (issue (wk, q, slot, now))
      inflight++;
  if (inflight > 0 && !sh->ops->submit (q, &error))
    {
      fail (sh, error);
      inflight = 0;
    }
  mark_filled (wk);

  while (inflight > 0)
    {
      guint64 batch_bytes = 0, batch_ios = 0;
      guint n_requeue = 0;
      gboolean in_window;
      gint64 window_start, window_end;
      int n;

      /* No time limit: the loop drains every I/O in flight before it
       * leaves anyway, and at queue depth 1 a timer armed and cancelled
       * on each wait was a measurable part of every I/O's cost. */
      n = sh->ops->reap (q, 1, 0, comps, wk->depth, &error);
      if (n < 0)
        {
          fail (sh, error);
          break;
        }
      now = now_ns ();
      window_start = __atomic_load_n (&sh->measure_start_ns, __ATOMIC_ACQUIRE);
      window_end = __atomic_load_n (&sh->measure_end_ns, __ATOMIC_ACQUIRE);
      in_window = now >= window_start && (window_end == 0 || now < window_end);
      if (in_window && !wk->cpu_started)
        {
          wk->cpu_started = TRUE;
          wk->cpu_start = thread_cpu_seconds ();
        }
      for (int i = 0; i < n; i++)
        {
          guint slot = comps[i].slot;
          gboolean write = wk->slot_write[slot];
          guint64 length = G_UNLIKELY (wk->slot_length != NULL) ? wk->slot_length[slot] : w->block_size;

          inflight--;
          if (comps[i].result != (gint64) length)
            {
              fail (sh, ds_io_error_from_result (comps[i].result, write, (gsize) length, wk->slot_offset[slot]));
              continue;
            }
          batch_bytes += length;
          batch_ios++;
          if (in_window)
            {
              guint64 lat = (guint64) MAX (now - wk->slot_ns[slot], 0);

              ds_welford_add (&wk->lat, (double) lat);
              ds_latency_histogram_add (wk->hist, lat);
              if (write)
                {
                  wk->write_bytes += length;
                  wk->write_ios++;
                }
              else
                {
                  wk->read_bytes += length;
                  wk->read_ios++;
                }
              wk->last_completion_ns = now;
            }
          requeue[n_requeue++] = slot;
        }
      if (batch_ios > 0)
        {
          __atomic_add_fetch (&sh->counters->live_bytes, batch_bytes, __ATOMIC_RELAXED);
          __atomic_add_fetch (&sh->counters->live_ios, batch_ios, __ATOMIC_RELAXED);
        }
      if (stopping (sh, now))
        continue;
      for (guint i = 0; i < n_requeue; i++)
        if (issue (wk, q, requeue[i], now))
          inflight++;
      if (n_requeue > 0 && !sh->ops->submit (q, &error))
        {
          fail (sh, error);
          break;
        }
    }
  if (wk->cpu_started)
    wk->cpu_end = thread_cpu_seconds ();
  sh->ops->close (q);

out:
  mark_ready (wk);
  mark_filled (wk);
  for (guint i = 0; i < n_buffers; i++)
    if (wk->owned != NULL && wk->owned[i])
      ds_platform_aligned_free (wk->buffers[i]);
  g_clear_pointer (&wk->buffer_region, ds_platform_aligned_free);
  g_clear_pointer (&wk->buffers, g_free);
  g_clear_pointer (&wk->owned, g_free);
  g_clear_pointer (&wk->slot_ns, g_free);
  g_clear_pointer (&wk->slot_write, g_free);
  g_clear_pointer (&wk->slot_offset, g_free);
  g_clear_pointer (&wk->slot_length, g_free);
  if (__atomic_sub_fetch (&sh->running, 1, __ATOMIC_SEQ_CST) == 0)
    wake_watcher (sh);
  return NULL;
}

static gboolean
validate (const DsIoWorkload *w,
          GError            **error)
{
  if (w->file == NULL || w->block_size == 0 || w->block_size > 64 * MIB ||
      w->queue_depth < 1 || w->queue_depth > DS_IO_QUEUE_DEPTH_MAX || w->threads < 1 ||
      w->threads > DS_IO_THREADS_MAX ||
      (w->mode == DS_IO_MODE_MIX && w->mix_read_percent > 100) ||
      w->random_percent > 100 ||
      w->warmup_s < 0 || w->duration_s < 0)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("The workload is out of range: block 512 B to 64 MiB, queue depth 1 to %u, "
                     "1 to %u threads, read share 0 to 100 %%."), DS_IO_QUEUE_DEPTH_MAX, DS_IO_THREADS_MAX);
      return FALSE;
    }
  {
    /* Buffers are one block per queue slot per thread (two in a mix) up to
     * the budget, and at least one per thread (ds_io_distinct_buffers). */
    guint64 buffers = ds_io_workload_buffer_bytes (w->block_size, w->queue_depth, w->threads, w->mode);
    guint64 limit = ds_io_buffer_limit ();

    if (buffers > limit)
      {
        g_autofree char *need = g_format_size_full (buffers, G_FORMAT_SIZE_IEC_UNITS);
        g_autofree char *have = g_format_size_full (limit, G_FORMAT_SIZE_IEC_UNITS);

        g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                     _("This test needs %s of I/O buffers (at least one block per thread); at most %s is allowed here. "
                       "Choose a smaller block or fewer threads."),
                     need, have);
        return FALSE;
      }
  }
  if (w->block_mix != NULL && w->block_mix->n > 0)
    {
      if (!ds_io_block_mix_is_valid (w->block_mix) || ds_io_block_mix_largest (w->block_mix) != w->block_size)
        {
          g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                               _("The block sizes of the workload are not a distribution: give ascending sizes "
                                 "whose shares add up to 100 %, the largest as the block size."));
          return FALSE;
        }
      for (guint i = 0; i < w->block_mix->n; i++)
        if (ds_test_file_is_direct (w->file) && w->block_mix->shares[i].size % 512 != 0)
          {
            g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                                 _("Direct I/O needs blocks that are a multiple of 512 bytes."));
            return FALSE;
          }
    }
  if (ds_test_file_is_direct (w->file) && w->block_size % 512 != 0)
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                           _("Direct I/O needs blocks that are a multiple of 512 bytes."));
      return FALSE;
    }
  /* A verified write's buffer must not change while it is in flight, so no
   * two slots may share one; and its units must be on the verify's grid. */
  if (w->verify != NULL && w->mode != DS_IO_MODE_READ &&
      (ds_io_distinct_buffers (w->block_size, w->queue_depth, w->threads, w->mode) < w->queue_depth ||
       !ds_io_verify_fits (w->verify, w->block_size, w->block_mix)))
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                           _("Verified writes need a buffer for every I/O in flight and blocks that are a multiple "
                             "of 512 bytes; choose a smaller block, queue depth or thread count, or leave out --verify."));
      return FALSE;
    }
  return TRUE;
}

gboolean
ds_io_workload_run (const DsIoWorkload  *w,
                    DsIoCounters        *counters,
                    GCancellable        *cancellable,
                    GError             **error)
{
  g_autoptr(DsIoDataPool) own_pool = NULL;
  g_autofree DsIoRegion *regions = NULL;
  g_autofree Worker *workers = NULL;
  DsIoBlockTable sizes;
  const DsIoEngineOps *ops;
  guint tick_ms = w->tick_interval_ms > 0 ? w->tick_interval_ms : 100;
  guint n_workers, depth, started = 0;
  gboolean cancelled = FALSE, sync;
  guint64 seed = w->seed != 0 ? w->seed : (guint64) g_get_real_time ();
  gint64 start, end, last = 0, window_start = 0, window_end = 0;
  gboolean window_open = FALSE, gate_open = FALSE;
  double cpu = 0;
  gboolean any_cpu = FALSE;
  Shared sh;

  g_return_val_if_fail (counters != NULL && counters->histogram != NULL, FALSE);
  counters_reset (counters);
  if (!validate (w, error))
    return FALSE;
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return FALSE;
  ops = w->engine_ops != NULL ? w->engine_ops : ds_io_engine_get (w->engine, error);
  if (ops == NULL)
    return FALSE;
  counters->engine = ops->name;

  memset (&sh, 0, sizeof sh);
  sh.w = w;
  sh.ops = ops;
  sh.counters = counters;
  sh.fd = ds_test_file_get_fd (w->file);
  if (w->block_mix != NULL && w->block_mix->n > 0)
    {
      ds_io_block_table_init (&sizes, w->block_mix);
      sh.sizes = &sizes;
    }
  sh.pool = w->pool;
  if (sh.pool == NULL && w->mode != DS_IO_MODE_READ)
    sh.pool = own_pool = ds_io_data_pool_new (DS_DATA_PATTERN_RANDOM, (gsize) w->block_size);
  regions = g_new0 (DsIoRegion, w->threads);
  for (guint i = 0; i < w->threads; i++)
    if (!ds_io_region_init (&regions[i], w->pattern, ds_test_file_get_size (w->file),
                            w->block_size, w->threads, i, w->wrap, error))
      return FALSE;
  sh.regions = regions;
  g_mutex_init (&sh.lock);
  g_cond_init (&sh.cond);
  g_rw_lock_init (&sh.gate);

  sync = (ops->caps & DS_IO_ENGINE_CAP_SYNC) != 0;
  n_workers = sync ? w->threads * w->queue_depth : w->threads;
  depth = sync ? 1 : w->queue_depth;
  workers = g_new0 (Worker, n_workers);

  start = now_ns ();
  counters->live_start_ns = start;
  sh.measure_start_ns = G_MAXINT64;
  sh.measure_end_ns = 0;
  if (w->duration_s <= 0 && w->warmup_s <= 0)
    {
      /* A byte-budget pass counts every byte it moves, so it is timed whole. */
      window_open = TRUE;
      window_start = sh.measure_start_ns = start;
    }

  /* Closed until every worker is set up. */
  g_rw_lock_writer_lock (&sh.gate);
  sh.expected = n_workers;
  for (guint i = 0; i < n_workers; i++)
    {
      g_autofree char *name = g_strdup_printf ("ds-io-%u", i);
      Worker *wk = &workers[i];
      GError *thread_error = NULL;

      wk->sh = &sh;
      wk->index = i;
      wk->region = &regions[sync ? i / w->queue_depth : i];
      wk->depth = depth;
      ds_rng_seed (&wk->rng, seed + (guint64) i * G_GUINT64_CONSTANT (0x9e3779b97f4a7c15));
      ds_welford_init (&wk->lat);
      wk->hist = ds_latency_histogram_new ();
      __atomic_add_fetch (&sh.running, 1, __ATOMIC_SEQ_CST);
      wk->thread = g_thread_try_new (name, worker_main, wk, &thread_error);
      if (wk->thread == NULL)
        {
          __atomic_sub_fetch (&sh.running, 1, __ATOMIC_SEQ_CST);
          /* The workers started are all there will be: the last of them to
           * be ready wakes the watcher (or it sees them all below). */
          __atomic_store_n (&sh.expected, started, __ATOMIC_SEQ_CST);
          fail (&sh, thread_error);
          break;
        }
      started++;
    }

  g_mutex_lock (&sh.lock);
  while (__atomic_load_n (&sh.running, __ATOMIC_SEQ_CST) > 0 || !gate_open)
    {
      gint64 deadline;

      if (!gate_open && __atomic_load_n (&sh.ready, __ATOMIC_SEQ_CST) >= started)
        {
          /* Every worker is set up: all fill their queues now. */
          gate_open = TRUE;
          g_rw_lock_writer_unlock (&sh.gate);
          continue;
        }
      if (!window_open && __atomic_load_n (&sh.filled, __ATOMIC_SEQ_CST) >= started)
        {
          /* Every worker runs with a full queue: the warm-up starts now and
           * the window after it, at one timestamp for all. */
          window_open = TRUE;
          window_start = now_ns () + (gint64) (w->warmup_s * 1e9);
          window_end = w->duration_s > 0 ? window_start + (gint64) (w->duration_s * 1e9) : 0;
          __atomic_store_n (&sh.measure_end_ns, window_end, __ATOMIC_RELEASE);
          __atomic_store_n (&sh.measure_start_ns, window_start, __ATOMIC_RELEASE);
          continue;
        }
      deadline = g_get_monotonic_time () + tick_ms * 1000;
      g_cond_wait_until (&sh.cond, &sh.lock, deadline);
      if (__atomic_load_n (&sh.running, __ATOMIC_SEQ_CST) == 0 && gate_open)
        break;
      if (g_get_monotonic_time () < deadline)
        continue;
      g_mutex_unlock (&sh.lock);
      if (!cancelled && g_cancellable_is_cancelled (cancellable))
        {
          cancelled = TRUE;
          __atomic_store_n (&sh.stop, 1, __ATOMIC_RELAXED);
        }
      if (w->tick != NULL)
        {
          gint64 t = now_ns ();

          w->tick (counters, (t - start) / 1e9, window_open && t >= window_start, w->tick_data);
        }
      g_mutex_lock (&sh.lock);
    }
  g_mutex_unlock (&sh.lock);
  if (!cancelled && g_cancellable_is_cancelled (cancellable))
    cancelled = TRUE;

  for (guint i = 0; i < started; i++)
    {
      Worker *wk = &workers[i];

      g_thread_join (wk->thread);
      ds_welford_merge (&counters->latency_ns, &wk->lat);
      ds_latency_histogram_merge (counters->histogram, wk->hist);
      counters->read_bytes += wk->read_bytes;
      counters->read_ios += wk->read_ios;
      counters->write_bytes += wk->write_bytes;
      counters->write_ios += wk->write_ios;
      last = MAX (last, wk->last_completion_ns);
      if (wk->cpu_started && isfinite (wk->cpu_start) && isfinite (wk->cpu_end))
        {
          cpu += wk->cpu_end - wk->cpu_start;
          any_cpu = TRUE;
        }
    }
  for (guint i = 0; i < n_workers; i++)
    g_clear_pointer (&workers[i].hist, ds_latency_histogram_free);

  counters->bytes = counters->read_bytes + counters->write_bytes;
  counters->ios = counters->read_ios + counters->write_ios;
  counters->cpu_seconds = any_cpu ? cpu : NAN;
  end = now_ns ();
  if (!window_open)
    counters->seconds = 0;
  else if (window_end != 0 && !cancelled && sh.error == NULL)
    counters->seconds = w->duration_s;
  else if (window_end != 0)
    counters->seconds = MAX (0.0, (MIN (end, window_end) - window_start) / 1e9);
  else
    counters->seconds = MAX (0.0, (last - window_start) / 1e9);

  g_mutex_clear (&sh.lock);
  g_cond_clear (&sh.cond);
  g_rw_lock_clear (&sh.gate);

  if (sh.error != NULL)
    {
      g_propagate_error (error, sh.error);
      return FALSE;
    }
  if (cancelled && (w->duration_s > 0 || w->byte_limit > 0))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("The benchmark was stopped."));
      return FALSE;
    }
  return TRUE;
}
