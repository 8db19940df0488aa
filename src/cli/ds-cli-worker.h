/* ds-cli-worker.h — run a long job in a worker thread, interruptible
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef void (*DsCliWorkerFunc) (gpointer data);

/* While a worker runs, the main thread waits in a main loop. The first
 * SIGINT / SIGTERM (and SIGHUP when asked) ends any open progress line,
 * says that the command is stopping and cancels the cancellable; a second
 * one removes any test file that still has a name and exits at once with
 * DS_EXIT_INTERRUPTED. */
typedef struct
{
  GCancellable    *cancellable;   /* the job's; owned */
  gboolean         tty;           /* stderr is a terminal: live lines */
  /* private */
  gboolean         line_open;     /* a live line is on stderr */
  GMainLoop       *loop;
  DsCliWorkerFunc  func;
  gpointer         func_data;
  guint            signals;
  guint            sources[3];
} DsCliWorker;

/* Makes the cancellable and installs the signal handlers now, so that a
 * signal during what comes before ds_cli_worker_run() still cancels. */
void ds_cli_worker_init          (DsCliWorker    *worker,
                                  gboolean        sighup);
void ds_cli_worker_clear         (DsCliWorker    *worker);
/* Runs func (data) in a thread named @name and returns when it is done;
 * the signal handlers are removed then. */
void ds_cli_worker_run           (DsCliWorker    *worker,
                                  const char     *name,
                                  DsCliWorkerFunc func,
                                  gpointer        data);
/* From the job's progress callback, on a terminal: replaces the live line
 * with @text. */
void ds_cli_worker_show_line     (DsCliWorker    *worker,
                                  const char     *text);
/* The same with a 30-character progress bar and percentage before @text:
 * "[#########---------------------]  30%  text". */
void ds_cli_worker_show_bar      (DsCliWorker    *worker,
                                  double          fraction,
                                  const char     *text);
/* After the run: keeps the last live line (@keep) or wipes it. */
void ds_cli_worker_end_line      (DsCliWorker    *worker,
                                  gboolean        keep);

G_END_DECLS
