/* ds-cli-worker.c — run a long job in a worker thread, interruptible
 *
 * The job runs in a worker thread; the main thread only waits in a main loop
 * for it to finish or for a signal, which cancels it. A second signal leaves
 * at once, after removing any test file that still has a name.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>
#ifdef G_OS_WIN32
#include <windows.h>
#else
#include <glib-unix.h>
#endif

#include "ds-cli.h"
#include "ds-cli-worker.h"
#include "ds-test-file.h"

static gboolean
on_signal (gpointer user_data)
{
  DsCliWorker *worker = user_data;

  if (++worker->signals > 1)
    {
      /* A second interrupt: stop waiting, remove any named test file. */
      ds_test_file_cleanup_registered ();
      _exit (DS_EXIT_INTERRUPTED);
    }
  if (worker->line_open)
    g_printerr ("\n");
  worker->line_open = FALSE;
  g_printerr ("%s\n", _("drivescope-cli: stopping; press Ctrl+C again to quit at once."));
  g_cancellable_cancel (worker->cancellable);
  return G_SOURCE_CONTINUE;
}

#ifdef G_OS_WIN32
/* Ctrl+C, Ctrl+Break, closing the console: the console runs this in a thread
 * of its own, so the work is handed to the main loop, as with signals. */
static DsCliWorker *console_worker;

static BOOL WINAPI
on_console_event (DWORD type)
{
  DsCliWorker *worker = g_atomic_pointer_get (&console_worker);

  if (worker == NULL)
    return FALSE;
  g_idle_add (on_signal, worker);
  /* Closing the console gives ~5 s before the process is ended: let the
   * cancelled job close (and so delete) its test file. */
  if (type == CTRL_CLOSE_EVENT)
    Sleep (2000);
  return TRUE;
}
#endif

/* A signal before ds_cli_worker_run() is handled once the loop runs. */
void
ds_cli_worker_init (DsCliWorker *worker,
                    gboolean     sighup)
{
  memset (worker, 0, sizeof *worker);
  worker->cancellable = g_cancellable_new ();
  worker->tty = isatty (STDERR_FILENO);
#ifdef G_OS_WIN32
  g_atomic_pointer_set (&console_worker, worker);
  SetConsoleCtrlHandler (on_console_event, TRUE);
#else
  worker->sources[0] = g_unix_signal_add (SIGINT, on_signal, worker);
  worker->sources[1] = g_unix_signal_add (SIGTERM, on_signal, worker);
  worker->sources[2] = sighup ? g_unix_signal_add (SIGHUP, on_signal, worker) : 0;
  /* After GLib's handlers, which it then chains to: a signal first removes
   * a named test file caught in the moment before its unlink (and SIGHUP,
   * when not watched, still ends the command without leaving one). */
  ds_test_file_install_signal_cleanup ();
#endif
}

static gboolean
quit_loop (gpointer data)
{
  DsCliWorker *worker = data;

  g_main_loop_quit (worker->loop);
  return G_SOURCE_REMOVE;
}

static gpointer
worker_thread (gpointer data)
{
  DsCliWorker *worker = data;

  worker->func (worker->func_data);
  /* Through the loop's own context: a quit before g_main_loop_run() started
   * would be lost and the command would wait for ever (a run that fails at
   * once, say). */
  g_idle_add (quit_loop, worker);
  return NULL;
}

void
ds_cli_worker_clear (DsCliWorker *worker)
{
  g_clear_object (&worker->cancellable);
}

void
ds_cli_worker_show_line (DsCliWorker *worker,
                         const char  *text)
{
  g_printerr ("\r\033[K%s", text);
  worker->line_open = TRUE;
}

void
ds_cli_worker_show_bar (DsCliWorker *worker,
                        double       fraction,
                        const char  *text)
{
  g_autoptr(GString) line = g_string_new ("[");
  guint filled = (guint) (CLAMP (fraction, 0.0, 1.0) * 30 + 0.5);

  for (guint i = 0; i < 30; i++)
    g_string_append_c (line, i < filled ? '#' : '-');
  g_string_append_printf (line, "] %3.0f%%  %s", fraction * 100, text);
  ds_cli_worker_show_line (worker, line->str);
}

void
ds_cli_worker_end_line (DsCliWorker *worker,
                        gboolean     keep)
{
  if (worker->line_open)
    g_printerr (keep ? "\n" : "\r\033[K");
  worker->line_open = FALSE;
}

void
ds_cli_worker_run (DsCliWorker    *worker,
                   const char     *name,
                   DsCliWorkerFunc func,
                   gpointer        data)
{
  g_autoptr(GMainLoop) loop = g_main_loop_new (NULL, FALSE);
  GThread *thread;

  worker->loop = loop;
  worker->func = func;
  worker->func_data = data;
  thread = g_thread_new (name, worker_thread, worker);
  g_main_loop_run (loop);
  g_thread_join (thread);
  worker->loop = NULL;
  for (guint i = 0; i < G_N_ELEMENTS (worker->sources); i++)
    if (worker->sources[i] != 0)
      g_source_remove (worker->sources[i]);
  memset (worker->sources, 0, sizeof worker->sources);
#ifdef G_OS_WIN32
  if (g_atomic_pointer_compare_and_exchange (&console_worker, worker, NULL))
    SetConsoleCtrlHandler (on_console_event, FALSE);
#endif
}
