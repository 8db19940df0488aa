/* ds-io-uring.c — the io_uring engine (the only file that includes liburing)
 *
 * One ring per thread, the test file and the buffers registered, requests
 * batched into one io_uring_enter that also waits for completions, and every
 * completion available at that point reaped from the shared ring without a
 * further system call.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ds-io-backend.h"

#if HAVE_LIBURING

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <liburing.h>
#include <string.h>

#include "ds-error.h"

struct _DsIoQueue
{
  struct io_uring ring;
  int             fd;
  gboolean        fixed_file;
  gboolean        fixed_buffers;
  guint           unsubmitted;
};

static gboolean
uring_probe (GError **error)
{
  static gsize once = 0;
  static int result;
  struct io_uring ring;

  if (g_once_init_enter (&once))
    {
      result = io_uring_queue_init (4, &ring, 0);
      if (result == 0)
        io_uring_queue_exit (&ring);
      g_once_init_leave (&once, 1);
    }
  if (result == 0)
    return TRUE;
  g_set_error (error, DS_ERROR, DS_ERROR_UNSUPPORTED,
               _("io_uring is not available here (%s): the kernel is too old, it is disabled "
                 "(kernel.io_uring_disabled) or a sandbox blocks it. Use the psync engine."),
               ds_strerror (-result));
  return FALSE;
}

static DsIoQueue *
uring_open (int                 fd,
            guint               depth,
            const struct iovec *buffers,
            guint               n_buffers,
            GError            **error)
{
  /* Newest setup first: a single issuer with deferred task work (6.1), then
   * cooperative task running (5.19), then plain. */
  static const unsigned flag_sets[] = {
#ifdef IORING_SETUP_DEFER_TASKRUN
    IORING_SETUP_SINGLE_ISSUER | IORING_SETUP_DEFER_TASKRUN,
#endif
#ifdef IORING_SETUP_COOP_TASKRUN
    IORING_SETUP_COOP_TASKRUN,
#endif
    0,
  };
  DsIoQueue *q = g_new0 (DsIoQueue, 1);
  unsigned entries = 1;
  int ret = -EINVAL;

  /* Room for a full batch plus the timeout entry liburing adds on kernels
   * without IORING_FEAT_EXT_ARG. */
  while (entries < depth + 1)
    entries <<= 1;
  for (guint i = 0; i < G_N_ELEMENTS (flag_sets); i++)
    {
      struct io_uring_params p;

      memset (&p, 0, sizeof p);
      p.flags = flag_sets[i];
      ret = io_uring_queue_init_params (entries, &q->ring, &p);
      if (ret == 0)
        break;
    }
  if (ret < 0)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_UNSUPPORTED,
                   _("Cannot set up io_uring with %u entries: %s. Use the psync engine."),
                   entries, ds_strerror (-ret));
      g_free (q);
      return NULL;
    }
  q->fd = fd;
  q->fixed_file = io_uring_register_files (&q->ring, &fd, 1) == 0;
  /* Registration pins memory and counts against RLIMIT_MEMLOCK; when that
   * is too small plain buffers do the same work with a little more CPU. */
  q->fixed_buffers = n_buffers > 0 &&
                     io_uring_register_buffers (&q->ring, buffers, n_buffers) == 0;
  return q;
}

static void
uring_queue (DsIoQueue         *q,
             const DsIoRequest *r)
{
  struct io_uring_sqe *sqe = io_uring_get_sqe (&q->ring);
  int fd = q->fixed_file ? 0 : q->fd;

  if (sqe == NULL)
    {
      /* The ring has at least as many entries as slots; this cannot
       * happen unless a caller queued more than the depth. */
      io_uring_submit (&q->ring);
      q->unsubmitted = 0;
      sqe = io_uring_get_sqe (&q->ring);
      g_assert (sqe != NULL);
    }
  if (q->fixed_buffers && r->write)
    io_uring_prep_write_fixed (sqe, fd, r->buffer, (unsigned) r->length, r->offset, (int) r->buffer_index);
  else if (q->fixed_buffers)
    io_uring_prep_read_fixed (sqe, fd, r->buffer, (unsigned) r->length, r->offset, (int) r->buffer_index);
  else if (r->write)
    io_uring_prep_write (sqe, fd, r->buffer, (unsigned) r->length, r->offset);
  else
    io_uring_prep_read (sqe, fd, r->buffer, (unsigned) r->length, r->offset);
  if (q->fixed_file)
    sqe->flags |= IOSQE_FIXED_FILE;
  io_uring_sqe_set_data (sqe, GUINT_TO_POINTER (r->slot));
  q->unsubmitted++;
}

static gboolean
uring_submit (DsIoQueue  *q,
              GError    **error)
{
  /* Folded into the next reap's io_uring_enter: one system call submits the
   * batch and waits for completions. */
  return TRUE;
}

static int
uring_reap (DsIoQueue      *q,
            guint           min_wait,
            guint           timeout_ms,
            DsIoCompletion *out,
            guint           max,
            GError        **error)
{
  struct io_uring_cqe *cqes[64];
  guint got = 0;

  if (q->unsubmitted > 0 || io_uring_cq_ready (&q->ring) < min_wait)
    {
      int ret;

      if (timeout_ms == 0)
        {
          /* One io_uring_enter that submits and sleeps until @min_wait
           * completions are in, with no timer to arm and cancel. */
          ret = io_uring_submit_and_wait (&q->ring, min_wait);
        }
      else
        {
          struct __kernel_timespec ts = {
            .tv_sec = timeout_ms / 1000,
            .tv_nsec = (long long) (timeout_ms % 1000) * 1000000,
          };
          struct io_uring_cqe *cqe = NULL;

          ret = io_uring_submit_and_wait_timeout (&q->ring, &cqe, min_wait, &ts, NULL);
        }
      q->unsubmitted = 0;
      if (ret < 0 && ret != -ETIME && ret != -EINTR && ret != -EAGAIN && ret != -EBUSY)
        {
          g_set_error (error, DS_ERROR, ds_error_from_errno (-ret),
                       _("io_uring failed: %s."), ds_strerror (-ret));
          return -1;
        }
    }
  while (got < max)
    {
      unsigned n = io_uring_peek_batch_cqe (&q->ring, cqes, MIN (max - got, G_N_ELEMENTS (cqes)));

      if (n == 0)
        break;
      for (unsigned i = 0; i < n; i++)
        {
          out[got].slot = GPOINTER_TO_UINT (io_uring_cqe_get_data (cqes[i]));
          out[got].result = cqes[i]->res;
          got++;
        }
      io_uring_cq_advance (&q->ring, n);
    }
  return (int) got;
}

static void
uring_close (DsIoQueue *q)
{
  /* Unregistering waits for the kernel to drop its references; the ring
   * itself is torn down asynchronously, and would otherwise keep the test
   * file (and its space, and the mount) busy for a moment after we return. */
  if (q->fixed_buffers)
    io_uring_unregister_buffers (&q->ring);
  if (q->fixed_file)
    io_uring_unregister_files (&q->ring);
  io_uring_queue_exit (&q->ring);
  g_free (q);
}

static const DsIoEngineOps uring_ops = {
  .name = "io_uring",
  .caps = DS_IO_ENGINE_CAP_FIXED_BUFFERS,
  .probe = uring_probe,
  .open = uring_open,
  .queue = uring_queue,
  .submit = uring_submit,
  .reap = uring_reap,
  .close = uring_close,
};

const DsIoEngineOps *
ds_io_engine_io_uring (void)
{
  return &uring_ops;
}

#else /* !HAVE_LIBURING */

const DsIoEngineOps *
ds_io_engine_io_uring (void)
{
  return NULL;
}

#endif
