/* ds-io-backend.h — the I/O engine interface each platform implements
 *
 * Part of the platform seam: an engine is a table of operations on one
 * queue. Linux has io_uring (platform/linux/ds-io-uring.c, the only file that
 * includes liburing) and psync (platform/linux/ds-io-psync.c); the workload
 * runner in io/ drives whichever ds_io_engine_get() returns.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#ifdef G_OS_WIN32
/* The buffer list handed to open(); Windows has no <sys/uio.h>. */
struct iovec
{
  void   *iov_base;
  size_t  iov_len;
};
#else
#include <sys/uio.h>
#endif

#include "ds-platform-enums.h"

G_BEGIN_DECLS

/* DsIoEngineKind is in ds-platform-enums.h. */
const char *ds_io_engine_kind_to_string   (DsIoEngineKind  kind);  /* "auto" "io_uring" "psync" "iocp" */
gboolean    ds_io_engine_kind_from_string (const char     *text,
                                           DsIoEngineKind *out);

typedef enum
{
  DS_IO_ENGINE_CAP_NONE          = 0,
  /* Each I/O completes inside submit(): the runner uses one thread per
   * queue slot with a depth of one. */
  DS_IO_ENGINE_CAP_SYNC          = 1 << 0,
  /* Buffers passed to open() are registered with the kernel. */
  DS_IO_ENGINE_CAP_FIXED_BUFFERS = 1 << 1,
} DsIoEngineCaps;

typedef struct
{
  guint64 offset;
  gsize   length;
  void   *buffer;
  guint   buffer_index;   /* index into the buffers given to open() */
  guint   slot;           /* returned with the completion */
  gboolean write;
} DsIoRequest;

typedef struct
{
  guint   slot;
  gint64  result;         /* bytes transferred, or -errno */
} DsIoCompletion;

typedef struct _DsIoQueue DsIoQueue;

typedef struct
{
  const char     *name;
  DsIoEngineCaps  caps;
  /* FALSE with DS_ERROR_UNSUPPORTED and the reason (seccomp, old kernel,
   * disabled by sysctl) when this engine cannot run here. */
  gboolean   (*probe)    (GError            **error);
  /* A queue of @depth slots on @fd; @buffers are registered when the engine
   * can (a failure to register, as under a small RLIMIT_MEMLOCK, falls back
   * to plain buffers rather than failing). */
  DsIoQueue *(*open)     (int                 fd,
                          guint               depth,
                          const struct iovec *buffers,
                          guint               n_buffers,
                          GError            **error);
  /* Adds one request to the batch; no syscall. */
  void       (*queue)    (DsIoQueue          *queue,
                          const DsIoRequest  *request);
  /* Submits the batch; FALSE with an error only when the engine itself
   * failed (a failed I/O is reported through its completion). */
  gboolean   (*submit)   (DsIoQueue          *queue,
                          GError            **error);
  /* Waits for at least @min_wait completions (at most @timeout_ms; 0 waits
   * without a time limit, which saves arming a timer on every wait) and
   * returns up to @max of them; -1 with an error when the engine failed. */
  int        (*reap)     (DsIoQueue          *queue,
                          guint               min_wait,
                          guint               timeout_ms,
                          DsIoCompletion     *out,
                          guint               max,
                          GError            **error);
  void       (*close)    (DsIoQueue          *queue);
} DsIoEngineOps;

/* The table for @kind (AUTO resolves to io_uring, then iocp, when its probe
 * succeeds). An engine this build or platform lacks: DS_ERROR_UNSUPPORTED.
 * The file descriptor open() gets is a C runtime descriptor on Windows too
 * (the engine reaches the HANDLE through _get_osfhandle). */
const DsIoEngineOps *ds_io_engine_get       (DsIoEngineKind  kind,
                                             GError        **error);
const DsIoEngineOps *ds_io_engine_psync     (void);
/* NULL when built without liburing (and on Windows). */
const DsIoEngineOps *ds_io_engine_io_uring  (void);
/* NULL except on Windows. */
const DsIoEngineOps *ds_io_engine_iocp      (void);

/* The engines a user can choose in this build, as the window lists them:
 * AUTO first, then io_uring where built with liburing, iocp on Windows,
 * psync last. Fills @out and returns how many (at most
 * DS_IO_ENGINE_KINDS_MAX). Listed when compiled in, even where the probe
 * would fail (AUTO then falls back; choosing it says why). */
#define DS_IO_ENGINE_KINDS_MAX 4
guint ds_io_engine_kinds_available (DsIoEngineKind out[DS_IO_ENGINE_KINDS_MAX]);
/* The same for a build that has (or lacks) io_uring and iocp; the pure part,
 * testable on every platform. */
guint ds_io_engine_kinds_for       (gboolean       have_io_uring,
                                    gboolean       have_iocp,
                                    DsIoEngineKind out[DS_IO_ENGINE_KINDS_MAX]);
/* DS_ERROR_UNSUPPORTED for choosing @kind in a build without it, naming the
 * engines the build has instead. */
GError *ds_io_engine_missing_error (DsIoEngineKind kind,
                                    gboolean       have_io_uring,
                                    gboolean       have_iocp);

/* The error for a completion whose @result (bytes, or -errno) is not the
 * requested @length: DS_ERROR_NO_SPACE, DS_ERROR_IO (EIO),
 * DS_ERROR_DEVICE_GONE (ENODEV, ENXIO, ESHUTDOWN, ENOLINK),
 * DS_ERROR_INVALID_ARGUMENT (EINVAL: misaligned direct I/O), with a message
 * saying what to do. */
GError *ds_io_error_from_result (gint64   result,
                                 gboolean write,
                                 gsize    length,
                                 guint64  offset);

G_END_DECLS
