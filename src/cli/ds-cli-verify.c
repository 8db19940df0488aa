/* ds-cli-verify.c — `drivescope-cli verify`: is the drive genuine?
 *
 * The check runs in a worker thread; SIGINT / SIGTERM stop it (what was
 * read back is kept and printed, exit 130). The live line goes to stderr,
 * the result to stdout. Exit 0 when everything read back intact, 1 when
 * anything was lost, overwritten, corrupted or unreadable.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "ds-bench-job.h"
#include "ds-cli.h"
#include "ds-cli-history.h"
#include "ds-cli-worker.h"
#include "ds-run-conditions.h"
#include "ds-error.h"
#include "ds-format.h"
#include "ds-io-backend.h"
#include "ds-test-file.h"
#include "ds-verify-job.h"

/* The engines by this system's names. */
#ifdef G_OS_WIN32
#define ENGINE_HELP N_("I/O engine: auto (iocp), iocp or psync")
#define ENGINE_UNKNOWN N_("--engine: “%s” is not one of auto, iocp, psync.")
#else
#define ENGINE_HELP N_("I/O engine: auto, io_uring, iocp or psync")
#define ENGINE_UNKNOWN N_("--engine: “%s” is not one of auto, io_uring, iocp, psync.")
#endif

#define LOG_INTERVAL_US (5 * G_USEC_PER_SEC)

typedef struct
{
  DsVerifySettings *settings;
  DsCliWorker      *worker;
  DsVerifyResult   *result;
  GError           *error;
  gint64            next_log;
} Run;

static void
on_progress (const DsVerifyProgress *p,
             gpointer                user_data)
{
  Run *run = user_data;
  g_autofree char *done = ds_format_bytes (p->done);
  g_autofree char *total = ds_format_bytes (p->total);
  g_autofree char *line = NULL;
  gint64 now = g_get_monotonic_time ();

  if (p->starting)
    {
      if (run->worker->line_open)
        ds_cli_worker_end_line (run->worker, TRUE);
      if (p->phase == DS_VERIFY_PHASE_WRITE && p->total > 0 && p->done == 0 && p->mbps == 0 && p->cached_reason == NULL && !p->direct)
        {
          g_autofree char *safe = ds_escape_terminal (p->dir);

          g_printerr (_("drivescope-cli: checking %s in %s\n"), total, safe);
          {
            g_autoptr(GPtrArray) warnings = ds_test_file_warnings_for_dir (p->dir);

            for (guint i = 0; i < warnings->len; i++)
              g_printerr (_("drivescope-cli: warning: %s\n"), (const char *) g_ptr_array_index (warnings, i));
          }
        }
      else if (!p->direct && p->cached_reason != NULL && p->phase == DS_VERIFY_PHASE_WRITE)
        g_printerr (_("drivescope-cli: no direct I/O here (%s): the page cache is dropped before reading back instead.\n"),
                    p->cached_reason);
      return;
    }
  if (!run->worker->tty)
    {
      if (now < run->next_log && p->done < p->total)
        return;
      run->next_log = now + LOG_INTERVAL_US;
    }
  line = g_strdup_printf (p->phase == DS_VERIFY_PHASE_WRITE
                            /* Translators: the live line: bytes done, of bytes, MB/s */
                            ? _("writing  %s of %s  %.1f MB/s")
                            : _("reading back  %s of %s  %.1f MB/s"),
                          done, total, p->mbps);
  if (run->worker->tty)
    ds_cli_worker_show_bar (run->worker, p->total > 0 ? (double) p->done / p->total : 0, line);
  else
    g_printerr ("%s\n", line);
}

static void
run_work (gpointer data)
{
  Run *run = data;

  run->result = ds_verify_run (run->settings, on_progress, run, run->worker->cancellable, &run->error);
}

int
ds_cli_verify (int    argc,
               char **argv)
{
  g_autofree char *dir = NULL, *size = NULL, *file_size = NULL, *data = NULL, *engine = NULL;
  gboolean json = FALSE, keep = FALSE, read_only = FALSE, no_save = FALSE;
  GOptionEntry entries[] = {
    { "dir", 0, 0, G_OPTION_ARG_FILENAME, &dir, N_("Directory on the drive to check (or give it as the argument)"), N_("PATH") },
    { "size", 0, 0, G_OPTION_ARG_STRING, &size, N_("Write this much (default: all the free space less the reserve)"), N_("SIZE") },
    { "file-size", 0, 0, G_OPTION_ARG_STRING, &file_size, N_("Size of each file, 1M to 4095M (default 1G)"), N_("SIZE") },
    { "keep", 0, 0, G_OPTION_ARG_NONE, &keep, N_("Keep the files (1.h2w, 2.h2w …) for a later --read-only check"), NULL },
    { "read-only", 0, 0, G_OPTION_ARG_NONE, &read_only, N_("Only read back the files an earlier --keep run left"), NULL },
    { "data", 0, 0, G_OPTION_ARG_STRING, &data, N_("Data to write: random (default) or compressible:N%"), N_("DATA") },
    { "engine", 0, 0, G_OPTION_ARG_STRING, &engine, ENGINE_HELP, N_("ENGINE") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the result as JSON"), NULL },
    { "no-save", 0, 0, G_OPTION_ARG_NONE, &no_save, N_("Do not keep the check in the history"), NULL },
    { NULL }
  };
  g_autoptr(DsVerifySettings) settings = ds_verify_settings_new ();
  g_autoptr(DsVerifyResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonObject) conditions = NULL;
  DsCliWorker worker;
  Run run = { 0 };
  int status;

  if (!ds_cli_parse_options ("verify", N_("[DIR]"),
                             _("Checks that a drive keeps what is written to it, as H2testw and f3 do: fills the free space "
                               "of DIR with files of self-checking blocks, reads them back with direct I/O and reports how "
                               "much is intact, corrupted, overwritten or lost, and whether the drive is genuine. "
                               "Without --keep every file is removed."),
                             entries, &argc, &argv))
    return DS_EXIT_USAGE;
  if (argc > 2)
    return ds_cli_usage_error (_("verify takes one directory."));
  if (argc == 2)
    {
      if (dir != NULL)
        return ds_cli_usage_error (_("Give the directory once: as the argument or with --dir."));
      dir = g_strdup (argv[1]);
    }
  if (dir == NULL)
    return ds_cli_usage_error (_("verify needs the directory on the drive to check: verify DIR."));

  settings->dir = g_steal_pointer (&dir);
  settings->keep = keep;
  settings->read_only = read_only;
  if (size != NULL && !ds_bench_parse_size (size, &settings->size_bytes, &error))
    return ds_cli_usage_error ("--size: %s", error->message);
  if (file_size != NULL && !ds_bench_parse_size (file_size, &settings->file_bytes, &error))
    return ds_cli_usage_error ("--file-size: %s", error->message);
  if (data != NULL && !ds_verify_parse_data (data, &settings->compressible, &error))
    return ds_cli_usage_error ("--data: %s", error->message);
  if (engine != NULL && !ds_io_engine_kind_from_string (engine, &settings->engine))
    return ds_cli_usage_error (_(ENGINE_UNKNOWN), ds_cli_safe (engine));
  if (!ds_verify_settings_validate (settings, &error))
    return ds_cli_fail (error);

  /* Which drive, filesystem and mount it ran on, with the free space
   * before anything was written, for the history. */
  conditions = json_object_new ();
  if (g_file_test (settings->dir, G_FILE_TEST_IS_DIR))
    ds_run_conditions_collect (conditions, settings->dir);

  ds_cli_worker_init (&worker, TRUE);
  run.settings = settings;
  run.worker = &worker;
  ds_cli_worker_run (&worker, "ds-verify", run_work, &run);
  ds_cli_worker_end_line (&worker, TRUE);
  ds_cli_worker_clear (&worker);

  result = run.result;
  error = run.error;
  if (result == NULL)
    return ds_cli_fail (error);

  result->conditions = g_steal_pointer (&conditions);
  if (json)
    {
      g_autoptr(JsonNode) node = ds_verify_result_to_json (result);

      ds_cli_print_json (node);
    }
  else
    {
      g_autofree char *text = ds_verify_result_format_text (result);

      fputs (text, stdout);
      fflush (stdout);
    }
  /* A failed save is reported but keeps the check's exit status. */
  if (!no_save)
    ds_cli_history_save_verify (result, NULL);
  if (error != NULL)
    return ds_cli_fail (error);
  status = ds_verify_result_verdict (result) == DS_VERIFY_VERDICT_GENUINE ? DS_EXIT_OK : DS_EXIT_FAILED;
  return status;
}
