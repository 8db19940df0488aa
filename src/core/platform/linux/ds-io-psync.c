/* ds-io-psync.c — the portable engine: pread / pwrite, one I/O per queue
 *
 * Each I/O completes inside submit(), so the runner gives this engine one
 * thread per queue slot (DS_IO_ENGINE_CAP_SYNC), as fio's psync with numjobs.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <unistd.h>

#include "ds-io-backend.h"

struct _DsIoQueue
{
  int            fd;
  DsIoRequest    pending;
  gboolean       has_pending;
  DsIoCompletion done;
  gboolean       has_done;
};

static gboolean
psync_probe (GError **error)
{
  return TRUE;
}

static DsIoQueue *
psync_open (int                 fd,
            guint               depth,
            const struct iovec *buffers,
            guint               n_buffers,
            GError            **error)
{
  DsIoQueue *q = g_new0 (DsIoQueue, 1);

  q->fd = fd;
  return q;
}

static void
psync_queue (DsIoQueue         *q,
             const DsIoRequest *request)
{
  q->pending = *request;
  q->has_pending = TRUE;
}

static gboolean
psync_submit (DsIoQueue  *q,
              GError    **error)
{
  const DsIoRequest *r = &q->pending;
  gint64 result = 0;
  gsize done = 0;

  if (!q->has_pending)
    return TRUE;
  q->has_pending = FALSE;
  while (done < r->length)
    {
      ssize_t n;

      if (r->write)
        n = pwrite (q->fd, (char *) r->buffer + done, r->length - done, (off_t) (r->offset + done));
      else
        n = pread (q->fd, (char *) r->buffer + done, r->length - done, (off_t) (r->offset + done));
      if (n < 0 && errno == EINTR)
        continue;
      if (n < 0)
        {
          result = -errno;
          break;
        }
      if (n == 0)
        break;
      done += (gsize) n;
      result = (gint64) done;
    }
  q->done.result = result;
  q->done.slot = r->slot;
  q->has_done = TRUE;
  return TRUE;
}

static int
psync_reap (DsIoQueue      *q,
            guint           min_wait,
            guint           timeout_ms,
            DsIoCompletion *out,
            guint           max,
            GError        **error)
{
  if (!q->has_done || max == 0)
    return 0;
  out[0] = q->done;
  q->has_done = FALSE;
  return 1;
}

static void
psync_close (DsIoQueue *q)
{
  g_free (q);
}

static const DsIoEngineOps psync_ops = {
  .name = "psync",
  .caps = DS_IO_ENGINE_CAP_SYNC,
  .probe = psync_probe,
  .open = psync_open,
  .queue = psync_queue,
  .submit = psync_submit,
  .reap = psync_reap,
  .close = psync_close,
};

const DsIoEngineOps *
ds_io_engine_psync (void)
{
  return &psync_ops;
}

/* Completion ports are Windows's (platform/windows/ds-io-win.c). */
const DsIoEngineOps *
ds_io_engine_iocp (void)
{
  return NULL;
}
