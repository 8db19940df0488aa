/* ds-cli-worker.h — run a long job in a worker thread, interruptible
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef void (*DsCliWorkerFunc) (gpointer data);

/* While a worker runs, the main thread waits in a main loop. The first
 * SIGINT / SIGTERM (and SIGHUP when asked) calls on_interrupt (may be NULL)
 * and cancels the cancellable; a second one removes any test file that
 * still has a name and exits at once with DS_EXIT_INTERRUPTED. */
typedef struct
{
  GCancellable    *cancellable;
  DsCliWorkerFunc  on_interrupt;
  gpointer         interrupt_data;
  /* private */
  GMainLoop       *loop;
  DsCliWorkerFunc  func;
  gpointer         func_data;
  guint            signals;
  guint            sources[3];
} DsCliWorker;

void ds_cli_worker_watch_signals (DsCliWorker *worker,
                                  gboolean     sighup);
void ds_cli_worker_run           (DsCliWorker    *worker,
                                  const char     *name,
                                  DsCliWorkerFunc func,
                                  gpointer        data);

G_END_DECLS
