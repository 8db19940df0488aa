/* test-bench-engine.c — engines and the workload runner on a real file
 *
 * Tiny workloads in a temporary directory; they check what is counted, not
 * how fast it is.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include "ds-error.h"
#include "ds-io-engine.h"

#define MIB (G_GUINT64_CONSTANT (1) << 20)

typedef struct
{
  char       *dir;
  DsTestFile *file;
} Fixture;

static void
fixture_setup (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  f->dir = g_dir_make_tmp ("ds-bench-engine-XXXXXX", &error);
  g_assert_no_error (error);
  f->file = ds_test_file_create (f->dir, 16 * MIB, DS_TEST_FILE_ALLOW_CACHED, &error);
  g_assert_no_error (error);
  g_assert_true (ds_test_file_fill (f->file, NULL, NULL, NULL, &error));
  g_assert_no_error (error);
}

static void
fixture_teardown (Fixture *f, gconstpointer data)
{
  g_clear_pointer (&f->file, ds_test_file_close);
  g_assert_cmpint (g_rmdir (f->dir), ==, 0);
  g_free (f->dir);
}

static gboolean
engine_available (DsIoEngineKind kind)
{
  g_autoptr(GError) error = NULL;

  if (ds_io_engine_get (kind, &error) != NULL)
    return TRUE;
  g_test_skip_printf ("%s engine unavailable here: %s", ds_io_engine_kind_to_string (kind), error->message);
  return FALSE;
}

/* A sequential pass over the file with a byte budget: every block exactly once. */
static void
check_sequential_pass (Fixture *f, DsIoEngineKind kind, DsIoMode mode, guint qd, guint threads)
{
  g_autoptr(GError) error = NULL;
  DsIoWorkload w = { 0 };
  DsIoCounters c;
  DsIoRunStats stats;

  if (!engine_available (kind))
    return;
  w.file = f->file;
  w.pattern = DS_IO_PATTERN_SEQ;
  w.mode = mode;
  w.block_size = 128 * 1024;
  w.queue_depth = qd;
  w.threads = threads;
  w.byte_limit = 16 * MIB;
  w.engine = kind;
  ds_io_counters_init (&c);
  g_assert_true (ds_io_workload_run (&w, &c, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (c.engine, ==, ds_io_engine_kind_to_string (kind));
  g_assert_cmpuint (c.ios, ==, 16 * MIB / w.block_size);
  g_assert_cmpuint (c.bytes, ==, 16 * MIB);
  g_assert_cmpuint (ds_io_counters_live_bytes (&c), ==, 16 * MIB);
  g_assert_cmpuint (mode == DS_IO_MODE_READ ? c.read_ios : c.write_ios, ==, c.ios);
  g_assert_cmpuint (ds_latency_histogram_count (c.histogram), ==, c.ios);
  ds_io_counters_to_run_stats (&c, &stats);
  g_assert_cmpfloat (stats.lat_min_us, >, 0);
  g_assert_cmpfloat (stats.lat_min_us, <=, stats.lat_p50_us * 1.01);
  g_assert_cmpfloat (stats.lat_p50_us, <=, stats.lat_p99_us);
  g_assert_cmpfloat (stats.lat_p99_us, <=, stats.lat_max_us * 1.01);
  ds_io_counters_clear (&c);
}

static void
test_uring_sequential_read_pass (Fixture *f, gconstpointer data)
{
  check_sequential_pass (f, DS_IO_ENGINE_IO_URING, DS_IO_MODE_READ, 8, 2);
}

static void
test_uring_sequential_write_pass (Fixture *f, gconstpointer data)
{
  check_sequential_pass (f, DS_IO_ENGINE_IO_URING, DS_IO_MODE_WRITE, 4, 1);
}

static void
test_psync_sequential_read_pass (Fixture *f, gconstpointer data)
{
  check_sequential_pass (f, DS_IO_ENGINE_PSYNC, DS_IO_MODE_READ, 4, 2);
}

static void
test_psync_sequential_write_pass (Fixture *f, gconstpointer data)
{
  check_sequential_pass (f, DS_IO_ENGINE_PSYNC, DS_IO_MODE_WRITE, 1, 1);
}

typedef struct
{
  guint   ticks;
  guint64 last_bytes;
  gboolean monotonic;
  gboolean saw_measuring;
} TickLog;

static void
on_tick (const DsIoCounters *c, double elapsed, gboolean measuring, gpointer data)
{
  TickLog *log = data;
  guint64 bytes = ds_io_counters_live_bytes (c);

  log->ticks++;
  if (bytes < log->last_bytes)
    log->monotonic = FALSE;
  log->last_bytes = bytes;
  log->saw_measuring |= measuring;
}

static void
check_timed_mix (Fixture *f, DsIoEngineKind kind)
{
  g_autoptr(GError) error = NULL;
  DsIoWorkload w = { 0 };
  TickLog log = { 0, 0, TRUE, FALSE };
  DsIoRunStats stats;
  DsIoCounters c;

  if (!engine_available (kind))
    return;
  w.file = f->file;
  w.pattern = DS_IO_PATTERN_RND;
  w.mode = DS_IO_MODE_MIX;
  w.mix_read_percent = 70;
  w.block_size = 4096;
  w.queue_depth = 4;
  w.threads = 2;
  w.warmup_s = 0.1;
  w.duration_s = 0.5;
  w.engine = kind;
  w.tick = on_tick;
  w.tick_data = &log;
  w.tick_interval_ms = 50;
  ds_io_counters_init (&c);
  g_assert_true (ds_io_workload_run (&w, &c, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat (c.seconds, ==, 0.5);
  g_assert_cmpuint (c.ios, >, 0);
  /* The warm-up is counted live but not in the window. */
  g_assert_cmpuint (ds_io_counters_live_ios (&c), >=, c.ios);
  g_assert_cmpuint (c.read_ios + c.write_ios, ==, c.ios);
  /* About 70 % reads; a few hundred I/Os at least make 40..95 % certain. */
  if (c.ios > 300)
    {
      g_assert_cmpfloat ((double) c.read_ios / c.ios, >, 0.4);
      g_assert_cmpfloat ((double) c.read_ios / c.ios, <, 0.95);
    }
  ds_io_counters_to_run_stats (&c, &stats);
  /* IOPS × block = MB/s. */
  g_assert_cmpfloat (fabs (stats.iops * 4096 / 1e6 - stats.mbps), <, stats.mbps * 1e-9);
  g_assert_cmpuint (log.ticks, >=, 3);
  g_assert_true (log.monotonic);
  g_assert_true (log.saw_measuring);
  g_assert_true (isfinite (stats.cpu_seconds));
  ds_io_counters_clear (&c);
}

static void
test_uring_timed_mix (Fixture *f, gconstpointer data)
{
  check_timed_mix (f, DS_IO_ENGINE_IO_URING);
}

static void
test_psync_timed_mix (Fixture *f, gconstpointer data)
{
  check_timed_mix (f, DS_IO_ENGINE_PSYNC);
}

static void
cancel_on_tick (const DsIoCounters *c, double elapsed, gboolean measuring, gpointer data)
{
  if (elapsed > 0.2)
    g_cancellable_cancel (data);
}

static void
test_cancellation_stops_a_long_run (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  DsIoWorkload w = { 0 };
  DsIoCounters c;
  gint64 start = g_get_monotonic_time ();

  w.file = f->file;
  w.pattern = DS_IO_PATTERN_RND;
  w.mode = DS_IO_MODE_READ;
  w.block_size = 4096;
  w.queue_depth = 2;
  w.threads = 1;
  w.duration_s = 60;
  w.engine = DS_IO_ENGINE_AUTO;
  w.tick = cancel_on_tick;
  w.tick_data = cancellable;
  w.tick_interval_ms = 50;
  ds_io_counters_init (&c);
  g_assert_false (ds_io_workload_run (&w, &c, cancellable, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  /* Stopped long before the minute, with what was measured so far. */
  g_assert_cmpint (g_get_monotonic_time () - start, <, 20 * G_USEC_PER_SEC);
  g_assert_cmpuint (c.ios, >, 0);
  g_assert_cmpfloat (c.seconds, <, 60);
  ds_io_counters_clear (&c);
}

static void
test_open_ended_run_ends_on_cancel (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  DsIoWorkload w = { 0 };
  DsIoCounters c;

  /* What the thermal test does: write until told to stop, wrapping. */
  w.file = f->file;
  w.pattern = DS_IO_PATTERN_SEQ;
  w.mode = DS_IO_MODE_WRITE;
  w.block_size = MIB;
  w.queue_depth = 2;
  w.threads = 1;
  w.wrap = TRUE;
  w.engine = DS_IO_ENGINE_AUTO;
  w.tick = cancel_on_tick;
  w.tick_data = cancellable;
  w.tick_interval_ms = 50;
  ds_io_counters_init (&c);
  g_assert_true (ds_io_workload_run (&w, &c, cancellable, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (c.write_ios, >, 0);
  ds_io_counters_clear (&c);
}

static void
test_failed_io_names_the_cause (void)
{
  struct { gint64 result; gboolean write; DsError code; const char *words; } cases[] = {
    { -ENOSPC, TRUE, DS_ERROR_NO_SPACE, "No space left" },
    { -EIO, FALSE, DS_ERROR_IO, "EIO" },
    { -ENODEV, FALSE, DS_ERROR_DEVICE_GONE, "disappeared" },
    { -ENXIO, TRUE, DS_ERROR_DEVICE_GONE, "disappeared" },
    { -EINVAL, FALSE, DS_ERROR_INVALID_ARGUMENT, "logical block" },
    { 2048, TRUE, DS_ERROR_NO_SPACE, "only 2048 bytes" },
    { 0, FALSE, DS_ERROR_IO, "only 0 bytes" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(GError) error = ds_io_error_from_result (cases[i].result, cases[i].write, 4096, 8192);

      g_test_message ("%s", error->message);
      g_assert_error (error, DS_ERROR, (gint) cases[i].code);
      g_assert_nonnull (strstr (error->message, cases[i].words));
    }
}

static void
test_engine_names (void)
{
  DsIoEngineKind k;

  g_assert_true (ds_io_engine_kind_from_string ("psync", &k));
  g_assert_cmpint (k, ==, DS_IO_ENGINE_PSYNC);
  g_assert_true (ds_io_engine_kind_from_string ("io_uring", &k));
  g_assert_cmpint (k, ==, DS_IO_ENGINE_IO_URING);
  g_assert_false (ds_io_engine_kind_from_string ("libaio", &k));
  g_assert_nonnull (ds_io_engine_get (DS_IO_ENGINE_AUTO, NULL));
  g_assert_true (ds_io_engine_psync ()->caps & DS_IO_ENGINE_CAP_SYNC);
#if !HAVE_LIBURING
  g_assert_null (ds_io_engine_io_uring ());
  g_assert_null (ds_io_engine_get (DS_IO_ENGINE_IO_URING, NULL));
#endif
}

/* An engine whose queues take long to set up, as a big ring with registered
 * buffers can: the window must not open before the workers are ready. */
static DsIoEngineOps slow_ops;

static DsIoQueue *
slow_open (int fd, guint depth, const struct iovec *buffers, guint n_buffers, GError **error)
{
  g_usleep (400000);
  return ds_io_engine_psync ()->open (fd, depth, buffers, n_buffers, error);
}

static void
test_window_opens_after_setup (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  DsIoWorkload w = { 0 };
  DsIoCounters c;

  slow_ops = *ds_io_engine_psync ();
  slow_ops.open = slow_open;
  w.file = f->file;
  w.pattern = DS_IO_PATTERN_RND;
  w.mode = DS_IO_MODE_READ;
  w.block_size = 4096;
  w.queue_depth = 1;
  w.threads = 2;
  w.duration_s = 0.2;        /* shorter than the set-up: a window opened at
                                the start would be over before any I/O */
  w.wrap = TRUE;
  w.engine_ops = &slow_ops;
  ds_io_counters_init (&c);
  g_assert_true (ds_io_workload_run (&w, &c, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (c.ios, >, 0);
  g_assert_cmpuint (ds_latency_histogram_count (c.histogram), ==, c.ios);
  g_assert_cmpfloat (c.seconds, ==, 0.2);
  ds_io_counters_clear (&c);
}

/* 256 threads at queue depth 4 on psync are 1024 workers. No worker may
 * issue its first I/O before every worker has its queue (one busy worker
 * per core starved the others' start-up, and their hand-overs of one lock
 * took minutes), and the run finishes its short window with I/O counted. */
static DsIoEngineOps gate_ops;
static guint gate_opened;
static guint gate_early;

static DsIoQueue *
gate_open (int fd, guint depth, const struct iovec *buffers, guint n_buffers, GError **error)
{
  __atomic_add_fetch (&gate_opened, 1, __ATOMIC_SEQ_CST);
  return ds_io_engine_psync ()->open (fd, depth, buffers, n_buffers, error);
}

static gboolean
gate_submit (DsIoQueue *q, GError **error)
{
  if (__atomic_load_n (&gate_opened, __ATOMIC_SEQ_CST) < 256 * 4)
    __atomic_add_fetch (&gate_early, 1, __ATOMIC_SEQ_CST);
  return ds_io_engine_psync ()->submit (q, error);
}

static void
test_psync_256_threads_finish (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  DsIoWorkload w = { 0 };
  DsIoCounters c;
  DsIoRunStats stats;
  gint64 start;
  double wall;

  gate_ops = *ds_io_engine_psync ();
  gate_ops.open = gate_open;
  gate_ops.submit = gate_submit;
  gate_opened = gate_early = 0;
  w.file = f->file;
  w.pattern = DS_IO_PATTERN_RND;
  w.mode = DS_IO_MODE_READ;
  w.block_size = 4096;
  w.queue_depth = 4;
  w.threads = 256;
  w.warmup_s = 0.1;
  w.duration_s = 0.3;
  w.wrap = TRUE;
  w.engine_ops = &gate_ops;
  ds_io_counters_init (&c);
  start = g_get_monotonic_time ();
  g_assert_true (ds_io_workload_run (&w, &c, NULL, &error));
  wall = (g_get_monotonic_time () - start) / 1e6;
  g_assert_no_error (error);
  ds_io_counters_to_run_stats (&c, &stats);
  g_test_message ("1024 psync workers: %.2f s wall, %" G_GUINT64_FORMAT " I/O counted, %.0f IOPS, "
                  "mean %.1f us", wall, c.ios, stats.iops, stats.lat_mean_us);
  g_assert_cmpuint (gate_opened, ==, 256 * 4);
  g_assert_cmpuint (gate_early, ==, 0);
  g_assert_cmpuint (c.ios, >, 0);
  g_assert_cmpuint (c.read_ios, ==, c.ios);
  g_assert_cmpuint (ds_latency_histogram_count (c.histogram), ==, c.ios);
  g_assert_cmpfloat (c.seconds, ==, 0.3);
  ds_io_counters_clear (&c);
}

/* Workers that sleep once per I/O (queue depth 1) ask the scheduler for a
 * 0.1 ms slice, so that on a busy machine they preempt on wake-up instead of
 * queueing; deeper queues keep the default. Read back in each worker's
 * open(), which runs on the worker thread. */
static DsIoEngineOps slice_ops;
static const DsIoEngineOps *slice_base;
static guint64 slice_seen_ns;

static DsIoQueue *
slice_open (int fd, guint depth, const struct iovec *buffers, guint n_buffers, GError **error)
{
  struct
  {
    guint32 size, policy;
    guint64 flags;
    gint32  nice;
    guint32 priority;
    guint64 runtime, deadline, period;
  } attr = { 0 };

#ifdef SYS_sched_getattr
  if (syscall (SYS_sched_getattr, 0, &attr, (unsigned) sizeof attr, 0) == 0)
    __atomic_store_n (&slice_seen_ns, attr.runtime, __ATOMIC_RELAXED);
#endif
  return slice_base->open (fd, depth, buffers, n_buffers, error);
}

static guint64
slice_of_worker (Fixture *f,
                 guint    depth)
{
  g_autoptr(GError) error = NULL;
  DsIoWorkload w = { 0 };
  DsIoCounters c;

  /* psync runs one depth-1 worker per queue slot; a deeper queue needs
   * io_uring. */
  slice_base = depth > 1 ? ds_io_engine_get (DS_IO_ENGINE_IO_URING, NULL) : ds_io_engine_psync ();
  if (slice_base == NULL)
    return G_MAXUINT64;
  slice_ops = *slice_base;
  slice_ops.open = slice_open;
  w.file = f->file;
  w.pattern = DS_IO_PATTERN_RND;
  w.mode = DS_IO_MODE_READ;
  w.block_size = 4096;
  w.queue_depth = depth;
  w.threads = 1;
  w.byte_limit = 64 * 4096;
  w.wrap = TRUE;
  w.engine_ops = &slice_ops;
  slice_seen_ns = 0;
  ds_io_counters_init (&c);
  g_assert_true (ds_io_workload_run (&w, &c, NULL, &error));
  g_assert_no_error (error);
  ds_io_counters_clear (&c);
  return slice_seen_ns;
}

static void
test_qd1_worker_asks_for_a_short_slice (Fixture *f, gconstpointer data)
{
  guint64 qd1 = slice_of_worker (f, 1);
  guint64 qd32;

  /* Before Linux 6.12 a normal thread has no slice to read back. */
  if (qd1 == 0)
    {
      g_test_skip ("this kernel reports no scheduler slice (sched_runtime) for normal threads (needs Linux 6.12)");
      return;
    }
  g_test_message ("worker slice at QD1 %" G_GUINT64_FORMAT " ns", qd1);
  g_assert_cmpuint (qd1, ==, 100000);
  qd32 = slice_of_worker (f, 32);
  if (qd32 == G_MAXUINT64)
    {
      g_test_message ("no io_uring here: the QD32 half is not checked");
      return;
    }
  g_test_message ("worker slice at QD32 %" G_GUINT64_FORMAT " ns", qd32);
  g_assert_cmpuint (qd32, !=, 100000);
}

/* Deduplicating storage must see distinct blocks: a write pass over the
 * whole file leaves no two 4 KiB blocks alike (the old 8 MiB pool gave at
 * most 2048 distinct ones, fewer than the file's 4096). */
static void
check_writes_are_unique (Fixture *f, DsIoEngineKind kind)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_bytes_hash, g_bytes_equal, (GDestroyNotify) g_bytes_unref, NULL);
  DsIoWorkload w = { 0 };
  DsIoCounters c;
  void *buf = NULL;

  if (!engine_available (kind))
    return;
  g_assert_cmpint (posix_memalign (&buf, 4096, 4096), ==, 0);
  w.file = f->file;
  w.pattern = DS_IO_PATTERN_SEQ;
  w.mode = DS_IO_MODE_WRITE;
  w.block_size = 4096;
  w.queue_depth = 4;
  w.threads = 1;
  w.byte_limit = 16 * MIB;
  w.engine = kind;
  ds_io_counters_init (&c);
  g_assert_true (ds_io_workload_run (&w, &c, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (c.write_bytes, ==, 16 * MIB);
  ds_io_counters_clear (&c);
  for (guint64 at = 0; at < 16 * MIB; at += 4096)
    {
      g_assert_cmpint (pread (ds_test_file_get_fd (f->file), buf, 4096, (off_t) at), ==, 4096);
      g_assert_true (g_hash_table_add (seen, g_bytes_new (buf, 4096)));
    }
  free (buf);
}

/* A mix with --data zeros writes zeros, even from a slot that just read
 * random data: one pass touches each block once, so the blocks now zero are
 * exactly the writes. */
static void
test_mix_writes_the_pattern (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DsIoDataPool) zeros = ds_io_data_pool_new (DS_DATA_PATTERN_ZEROS, 4096);
  static const guint8 zero[4096] = { 0 };
  DsIoWorkload w = { 0 };
  DsIoCounters c;
  guint64 zero_blocks = 0;
  void *buf = NULL;

  w.file = f->file;
  w.pattern = DS_IO_PATTERN_SEQ;
  w.mode = DS_IO_MODE_MIX;
  w.mix_read_percent = 50;
  w.block_size = 4096;
  w.queue_depth = 4;
  w.threads = 1;
  w.byte_limit = 16 * MIB;
  w.pool = zeros;
  w.engine = DS_IO_ENGINE_AUTO;
  ds_io_counters_init (&c);
  g_assert_true (ds_io_workload_run (&w, &c, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (c.ios, ==, 16 * MIB / 4096);
  g_assert_cmpuint (c.write_ios, >, 0);
  g_assert_cmpuint (c.read_ios, >, 0);
  g_assert_cmpint (posix_memalign (&buf, 4096, 4096), ==, 0);
  for (guint64 at = 0; at < 16 * MIB; at += 4096)
    {
      g_assert_cmpint (pread (ds_test_file_get_fd (f->file), buf, 4096, (off_t) at), ==, 4096);
      zero_blocks += memcmp (buf, zero, 4096) == 0;
    }
  free (buf);
  g_assert_cmpuint (zero_blocks, ==, c.write_ios);
  ds_io_counters_clear (&c);
}

static void
test_uring_writes_are_unique (Fixture *f, gconstpointer data)
{
  check_writes_are_unique (f, DS_IO_ENGINE_IO_URING);
}

static void
test_psync_writes_are_unique (Fixture *f, gconstpointer data)
{
  check_writes_are_unique (f, DS_IO_ENGINE_PSYNC);
}

/* The buffers stay within the budget however many threads and slots: the
 * workloads of before keep one buffer a slot, 256 threads at QD 1024 share
 * a few each, and at least one a worker is kept. */
static void
test_buffers_are_bounded (void)
{
  const guint64 k4 = 4096, m1 = 1 << 20, m64 = G_GUINT64_CONSTANT (64) << 20;

  g_assert_cmpuint (ds_io_distinct_buffers (k4, 32, 16, DS_IO_MODE_READ), ==, 32);
  g_assert_cmpuint (ds_io_distinct_buffers (m64, 4, 1, DS_IO_MODE_WRITE), ==, 4);
  g_assert_cmpuint (ds_io_distinct_buffers (m1, 8, 1, DS_IO_MODE_MIX), ==, 8);
  g_assert_cmpuint (ds_io_workload_buffer_bytes (m1, 8, 1, DS_IO_MODE_MIX), ==, 16 * m1);
  /* 256 x 1024 x 1 MiB would be 256 GiB: 2 buffers a worker, 512 MiB. */
  g_assert_cmpuint (ds_io_distinct_buffers (m1, 1024, 256, DS_IO_MODE_WRITE), ==, 2);
  g_assert_cmpuint (ds_io_workload_buffer_bytes (m1, 1024, 256, DS_IO_MODE_WRITE), ==, DS_IO_BUFFER_BUDGET);
  g_assert_cmpuint (ds_io_workload_buffer_bytes (k4, 1024, 256, DS_IO_MODE_MIX), <=, DS_IO_BUFFER_BUDGET);
  /* Never below one a worker: 256 x 64 MiB is over any budget. */
  g_assert_cmpuint (ds_io_distinct_buffers (m64, 4, 256, DS_IO_MODE_READ), ==, 1);
  g_assert_cmpuint (ds_io_workload_buffer_bytes (m64, 4, 256, DS_IO_MODE_READ), ==, 256 * m64);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(path, func) g_test_add (path, Fixture, NULL, fixture_setup, func, fixture_teardown)
  ADD ("/ds/bench/engine/io-uring/sequential-read-pass-counts-every-block", test_uring_sequential_read_pass);
  ADD ("/ds/bench/engine/io-uring/sequential-write-pass-counts-every-block", test_uring_sequential_write_pass);
  ADD ("/ds/bench/engine/psync/sequential-read-pass-counts-every-block", test_psync_sequential_read_pass);
  ADD ("/ds/bench/engine/psync/sequential-write-pass-counts-every-block", test_psync_sequential_write_pass);
  ADD ("/ds/bench/engine/io-uring/timed-mix-counts-the-window", test_uring_timed_mix);
  ADD ("/ds/bench/engine/psync/timed-mix-counts-the-window", test_psync_timed_mix);
  ADD ("/ds/bench/engine/cancellation-stops-a-long-run", test_cancellation_stops_a_long_run);
  ADD ("/ds/bench/engine/open-ended-run-ends-on-cancel", test_open_ended_run_ends_on_cancel);
  ADD ("/ds/bench/engine/window-opens-after-setup", test_window_opens_after_setup);
  ADD ("/ds/bench/engine/psync/256-threads-start-together-and-finish", test_psync_256_threads_finish);
  ADD ("/ds/bench/engine/qd1-worker-asks-for-a-short-slice", test_qd1_worker_asks_for_a_short_slice);
  ADD ("/ds/bench/engine/io-uring/written-blocks-are-unique", test_uring_writes_are_unique);
  ADD ("/ds/bench/engine/psync/written-blocks-are-unique", test_psync_writes_are_unique);
  ADD ("/ds/bench/engine/mix-writes-the-pattern", test_mix_writes_the_pattern);
#undef ADD
  g_test_add_func ("/ds/bench/engine/names", test_engine_names);
  g_test_add_func ("/ds/bench/engine/buffers-are-bounded", test_buffers_are_bounded);
  g_test_add_func ("/ds/bench/engine/failed-io-names-the-cause", test_failed_io_names_the_cause);
  return g_test_run ();
}
