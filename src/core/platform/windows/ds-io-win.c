/* ds-io-win.c — the Windows engines: iocp (overlapped I/O on a completion
 * port, the queue-depth engine) and psync (one positioned I/O at a time)
 *
 * Both work on the test file's handle (FILE_FLAG_NO_BUFFERING |
 * FILE_FLAG_WRITE_THROUGH | FILE_FLAG_OVERLAPPED), reached from the C
 * runtime descriptor with _get_osfhandle. A handle can belong to one
 * completion port only, so each iocp queue (one per thread) reopens the
 * file with ReOpenFile: same file, same flags, its own port.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <io.h>
#include <windows.h>

#include "ds-error.h"
#include "ds-io-backend.h"
#include "ds-win-device.h"

/* Win32 error -> the -errno the runner's ds_io_error_from_result reads. */
static gint64
result_from_error (DWORD code)
{
  switch (code)
    {
    case ERROR_DISK_FULL:
    case ERROR_HANDLE_DISK_FULL:
      return -ENOSPC;
    case ERROR_INVALID_PARAMETER:
      return -EINVAL;
    case ERROR_NOT_READY:
    case ERROR_DEVICE_NOT_CONNECTED:
    case ERROR_DEV_NOT_EXIST:
    case ERROR_DEVICE_REMOVED:
      return -ENODEV;
    case ERROR_OPERATION_ABORTED:
      return -ECANCELED;
    default:
      return -EIO;
    }
}

static gboolean
start_io (HANDLE file, const DsIoRequest *r, OVERLAPPED *ov, DWORD *code)
{
  BOOL ok;

  ov->Offset = (DWORD) r->offset;
  ov->OffsetHigh = (DWORD) (r->offset >> 32);
  if (r->write)
    ok = WriteFile (file, r->buffer, (DWORD) r->length, NULL, ov);
  else
    ok = ReadFile (file, r->buffer, (DWORD) r->length, NULL, ov);
  if (ok || GetLastError () == ERROR_IO_PENDING)
    return TRUE;
  *code = GetLastError ();
  return FALSE;
}

/* --- psync --- */

struct _DsIoQueue
{
  HANDLE          file;
  /* psync */
  HANDLE          event;
  DsIoRequest     pending;
  gboolean        has_pending;
  DsIoCompletion  done;
  gboolean        has_done;
  /* iocp */
  HANDLE          port;
  guint           depth;
  OVERLAPPED     *overlapped;   /* one per slot */
  DsIoRequest    *requests;     /* one per slot */
  guint          *queued;       /* slots waiting for submit() */
  guint           n_queued;
  DsIoCompletion *failed;       /* I/O that could not even start */
  guint           n_failed;
  guint           in_flight;
};

static gboolean
handle_from_fd (int fd, HANDLE *out, GError **error)
{
  *out = (HANDLE) _get_osfhandle (fd);
  if (*out == INVALID_HANDLE_VALUE)
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                           _("The test file's descriptor has no Windows handle."));
      return FALSE;
    }
  return TRUE;
}

static gboolean
psync_probe (GError **error)
{
  return TRUE;
}

static DsIoQueue *
psync_open (int fd, guint depth, const struct iovec *buffers, guint n_buffers, GError **error)
{
  DsIoQueue *q;
  HANDLE h;

  if (!handle_from_fd (fd, &h, error))
    return NULL;
  q = g_new0 (DsIoQueue, 1);
  q->file = h;
  q->event = CreateEventW (NULL, TRUE, FALSE, NULL);
  return q;
}

static void
psync_queue (DsIoQueue *q, const DsIoRequest *request)
{
  q->pending = *request;
  q->has_pending = TRUE;
}

static gboolean
psync_submit (DsIoQueue *q, GError **error)
{
  OVERLAPPED ov = { 0 };
  DWORD code = 0, done = 0;

  if (!q->has_pending)
    return TRUE;
  q->has_pending = FALSE;
  ResetEvent (q->event);
  ov.hEvent = q->event;
  q->done.slot = q->pending.slot;
  if (!start_io (q->file, &q->pending, &ov, &code))
    q->done.result = result_from_error (code);
  else if (!GetOverlappedResult (q->file, &ov, &done, TRUE))
    q->done.result = result_from_error (GetLastError ());
  else
    q->done.result = done;
  q->has_done = TRUE;
  return TRUE;
}

static int
psync_reap (DsIoQueue *q, guint min_wait, guint timeout_ms, DsIoCompletion *out, guint max, GError **error)
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
  if (q == NULL)
    return;
  CloseHandle (q->event);
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

/* --- iocp --- */

static gboolean
iocp_probe (GError **error)
{
  return TRUE;
}

static void iocp_close (DsIoQueue *q);

static DsIoQueue *
iocp_open (int fd, guint depth, const struct iovec *buffers, guint n_buffers, GError **error)
{
  DsIoQueue *q;
  HANDLE h;

  if (!handle_from_fd (fd, &h, error))
    return NULL;
  q = g_new0 (DsIoQueue, 1);
  q->depth = depth;
  q->file = ReOpenFile (h, GENERIC_READ | GENERIC_WRITE,
                        FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE,
                        FILE_FLAG_OVERLAPPED | FILE_FLAG_NO_BUFFERING | FILE_FLAG_WRITE_THROUGH);
  if (q->file == INVALID_HANDLE_VALUE)
    {
      g_autofree char *msg = ds_win_error_message (GetLastError ());

      g_set_error (error, DS_ERROR, DS_ERROR_UNSUPPORTED,
                   _("The iocp engine could not reopen the test file: %s. Use the psync engine (--engine psync)."), msg);
      q->file = NULL;
      iocp_close (q);
      return NULL;
    }
  q->port = CreateIoCompletionPort (q->file, NULL, 0, 1);
  if (q->port == NULL)
    {
      g_autofree char *msg = ds_win_error_message (GetLastError ());

      g_set_error (error, DS_ERROR, DS_ERROR_UNSUPPORTED,
                   _("The iocp engine could not create a completion port: %s. Use the psync engine (--engine psync)."), msg);
      iocp_close (q);
      return NULL;
    }
  q->overlapped = g_new0 (OVERLAPPED, depth);
  q->requests = g_new0 (DsIoRequest, depth);
  q->queued = g_new0 (guint, depth);
  q->failed = g_new0 (DsIoCompletion, depth);
  return q;
}

static void
iocp_queue (DsIoQueue *q, const DsIoRequest *request)
{
  g_return_if_fail (request->slot < q->depth && q->n_queued < q->depth);
  q->requests[request->slot] = *request;
  q->queued[q->n_queued++] = request->slot;
}

static gboolean
iocp_submit (DsIoQueue *q, GError **error)
{
  for (guint i = 0; i < q->n_queued; i++)
    {
      guint slot = q->queued[i];
      OVERLAPPED *ov = &q->overlapped[slot];
      DWORD code = 0;

      memset (ov, 0, sizeof *ov);
      if (start_io (q->file, &q->requests[slot], ov, &code))
        q->in_flight++;
      else
        q->failed[q->n_failed++] = (DsIoCompletion) { slot, result_from_error (code) };
    }
  q->n_queued = 0;
  return TRUE;
}

static int
iocp_reap (DsIoQueue *q, guint min_wait, guint timeout_ms, DsIoCompletion *out, guint max, GError **error)
{
  OVERLAPPED_ENTRY entries[64];
  guint got = 0;
  gint64 deadline = g_get_monotonic_time () + (gint64) timeout_ms * 1000;

  while (q->n_failed > 0 && got < max)
    out[got++] = q->failed[--q->n_failed];
  while (got < max && q->in_flight > 0)
    {
      gint64 left_us = deadline - g_get_monotonic_time ();
      DWORD wait = got >= min_wait ? 0 : (DWORD) MAX (left_us / 1000, 0);
      ULONG n = 0;

      if (!GetQueuedCompletionStatusEx (q->port, entries, MIN (max - got, G_N_ELEMENTS (entries)),
                                        &n, wait, FALSE))
        {
          DWORD code = GetLastError ();
          g_autofree char *msg = NULL;

          if (code == WAIT_TIMEOUT)
            break;
          msg = ds_win_error_message (code);
          g_set_error (error, DS_ERROR, DS_ERROR_IO,
                       _("Waiting for I/O completions failed: %s."), msg);
          return -1;
        }
      for (ULONG i = 0; i < n; i++)
        {
          OVERLAPPED *ov = entries[i].lpOverlapped;
          guint slot = (guint) (ov - q->overlapped);
          DWORD bytes = 0;

          q->in_flight--;
          out[got].slot = slot;
          if (GetOverlappedResult (q->file, ov, &bytes, FALSE))
            out[got].result = bytes;
          else
            out[got].result = result_from_error (GetLastError ());
          got++;
        }
      if (got >= min_wait && n == 0)
        break;
      if (got < min_wait && g_get_monotonic_time () >= deadline)
        break;
    }
  return (int) got;
}

static void
iocp_close (DsIoQueue *q)
{
  if (q == NULL)
    return;
  if (q->file != NULL && q->in_flight > 0)
    {
      /* The buffers belong to the runner: no I/O may outlive the queue. */
      OVERLAPPED_ENTRY entries[64];

      CancelIoEx (q->file, NULL);
      while (q->in_flight > 0)
        {
          ULONG n = 0;

          if (!GetQueuedCompletionStatusEx (q->port, entries, G_N_ELEMENTS (entries), &n, 10000, FALSE))
            break;
          q->in_flight -= MIN (n, q->in_flight);
        }
    }
  if (q->port != NULL)
    CloseHandle (q->port);
  if (q->file != NULL)
    CloseHandle (q->file);
  g_free (q->overlapped);
  g_free (q->requests);
  g_free (q->queued);
  g_free (q->failed);
  g_free (q);
}

static const DsIoEngineOps iocp_ops = {
  .name = "iocp",
  .caps = DS_IO_ENGINE_CAP_NONE,
  .probe = iocp_probe,
  .open = iocp_open,
  .queue = iocp_queue,
  .submit = iocp_submit,
  .reap = iocp_reap,
  .close = iocp_close,
};

const DsIoEngineOps *
ds_io_engine_iocp (void)
{
  return &iocp_ops;
}

const DsIoEngineOps *
ds_io_engine_io_uring (void)
{
  return NULL;
}
