/* ds-cli-bench.c — `drivescope-cli bench`: CrystalDiskMark-style benchmark
 *
 * The benchmark runs in a worker thread; the main thread only waits in a main
 * loop for it to finish or for SIGINT / SIGTERM, which cancel it (the partial
 * result is printed and marked incomplete, exit 130). A second signal leaves
 * at once, after removing any test file that still has a name.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>
#include <unistd.h>

#include "ds-bench-job.h"
#include "ds-bench-text.h"
#include "ds-cli.h"
#include "ds-cli-history.h"
#include "ds-cli-worker.h"
#include "ds-health.h"
#include "ds-drive-list.h"
#include "ds-error.h"
#include "ds-format.h"
#include "ds-io-fill.h"
#include "ds-test-file.h"

/* The engines by this system's names (see ds_io_engine_kinds_available). */
#ifdef G_OS_WIN32
#define ENGINE_HELP N_("iocp (the default) or psync")
#define ENGINE_UNKNOWN N_("Unknown engine “%s”: use iocp or psync.")
#else
#define ENGINE_HELP N_("io_uring (default on Linux), iocp (default on Windows) or psync")
#define ENGINE_UNKNOWN N_("Unknown engine “%s”: use io_uring, iocp or psync.")
#endif

DsCliBenchSaveFunc ds_cli_bench_save_func = ds_cli_history_bench_save;

typedef struct
{
  DsBenchSettings *settings;
  DsCliWorker     *worker;
  DsBenchResult   *result;
  GError          *error;
  gboolean         quiet;
  /* what the plain progress printed last */
  guint            last_index;
  guint            last_run;
  int              last_phase;
  guint            last_pass;
} BenchCli;

static void
print_progress (const DsBenchProgress *p,
                gpointer               user_data)
{
  BenchCli *cli = user_data;
  g_autofree char *spec = ds_bench_spec_to_string (&p->spec);
  const char *mode = ds_io_mode_to_string (p->mode);

  if (cli->quiet)
    return;
  if (p->phase == DS_BENCH_PHASE_PRECONDITION)
    {
      g_autofree char *written = ds_format_bytes (p->written_bytes);
      /* Translators: "Preconditioning: pass 1/2, 1.2 GB written" */
      g_autofree char *line = g_strdup_printf (_("%s: pass %u/%u, %s written"), ds_bench_phase_to_string (p->phase),
                                               p->pass, p->passes, written);

      if (cli->worker->tty)
        ds_cli_worker_show_bar (cli->worker, p->fraction, line);
      else if (p->pass != cli->last_pass || (int) p->phase != cli->last_phase)
        {
          cli->last_pass = p->pass;
          cli->last_phase = (int) p->phase;
          g_printerr ("drivescope-cli: %s\n", line);
        }
      return;
    }
  if (cli->worker->tty)
    {
      g_autoptr(GString) line = g_string_new (NULL);

      if (p->phase == DS_BENCH_PHASE_PREPARE || p->phase == DS_BENCH_PHASE_FILL || p->phase == DS_BENCH_PHASE_VERIFY)
        g_string_append_printf (line, "%s %3.0f%%", ds_bench_phase_to_string (p->phase), p->phase_fraction * 100);
      else if (p->phase == DS_BENCH_PHASE_INTERVAL)
        g_string_append (line, ds_bench_phase_to_string (p->phase));
      else
        {
          g_string_append_printf (line, "%u/%u %s %s  %s %u/%u  %s", p->test_index + 1, p->test_count,
                                  spec, mode, cli->settings->steady.enabled ? _("round") : _("run"),
                                  p->run, p->runs, ds_bench_phase_to_string (p->phase));
          if (isfinite (p->live_mbps))
            g_string_append_printf (line, "  %.1f MB/s", p->live_mbps);
        }
      ds_cli_worker_show_bar (cli->worker, p->fraction, line->str);
      return;
    }
  /* Plain lines for logs and pipes: one per phase change. */
  if (p->test_index == cli->last_index && p->run == cli->last_run && (int) p->phase == cli->last_phase)
    return;
  cli->last_index = p->test_index;
  cli->last_run = p->run;
  cli->last_phase = (int) p->phase;
  if (p->phase == DS_BENCH_PHASE_PREPARE || p->phase == DS_BENCH_PHASE_FILL || p->phase == DS_BENCH_PHASE_VERIFY)
    g_printerr ("drivescope-cli: %s\n", ds_bench_phase_to_string (p->phase));
  else if (p->phase == DS_BENCH_PHASE_INTERVAL)
    g_printerr ("drivescope-cli: [%u/%u] %s\n", p->test_index + 1, p->test_count,
                ds_bench_phase_to_string (p->phase));
  else
    g_printerr ("drivescope-cli: [%u/%u] %s %s, %s %u/%u: %s\n", p->test_index + 1, p->test_count,
                spec, mode, cli->settings->steady.enabled ? _("round") : _("run"),
                p->run, p->runs, ds_bench_phase_to_string (p->phase));
}

static void
bench_work (gpointer data)
{
  BenchCli *cli = data;

  cli->result = ds_bench_run (cli->settings, print_progress, cli, cli->worker->cancellable, &cli->error);
}

/* --drive: a writable mounted filesystem of that drive, the home first. */
char *
ds_cli_dir_for_drive (const char *what,
               GError    **error)
{
  g_autoptr(GPtrArray) drives = ds_drive_list_enumerate (DS_ENUM_FLAGS_ALL, error);
  g_autoptr(GPtrArray) mounts = NULL;
  DsDrive *drive;

  if (drives == NULL)
    return NULL;
  drive = ds_drive_list_lookup (drives, what, error);
  if (drive == NULL)
    return NULL;
  mounts = ds_drive_writable_mounts (drives, drive);
  if (mounts == NULL || mounts->len == 0)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("%s has no mounted filesystem you can write to. Mount one, or choose a directory with --dir."),
                   ds_cli_safe (drive->name));
      return NULL;
    }
  return g_strdup (g_ptr_array_index (mounts, 0));
}

int
ds_cli_bench (int    argc,
              char **argv)
{
  g_autofree char *opt_dir = NULL;
  g_autofree char *opt_drive = NULL;
  g_autofree char *opt_profile = NULL;
  g_autofree char *opt_tests = NULL;
  g_autofree char *opt_mode = NULL;
  g_autofree char *opt_size = NULL;
  g_autofree char *opt_data = NULL;
  g_autofree char *opt_engine = NULL;
  g_autofree char *opt_fill = NULL;
  int opt_mix = DS_BENCH_MIX_DEFAULT;
  int opt_runs = DS_BENCH_RUNS_DEFAULT;
  int opt_duration = DS_BENCH_DURATION_DEFAULT;
  int opt_interval = DS_BENCH_INTERVAL_DEFAULT;
  double opt_warmup = 1.0;
  gboolean opt_allow_cached = FALSE, opt_json = FALSE, opt_no_save = FALSE, opt_details = FALSE;
  gboolean opt_steady = FALSE, opt_verify = FALSE;
  int opt_steady_window = DS_STEADY_WINDOW_DEFAULT;
  int opt_max_rounds = DS_STEADY_MAX_ROUNDS_DEFAULT;
  int opt_precondition = DS_BENCH_PRECONDITION_PASSES_DEFAULT;
  double opt_round = DS_STEADY_ROUND_S_DEFAULT;
  double opt_steady_range = DS_STEADY_RANGE_LIMIT_DEFAULT * 100;
  double opt_steady_slope = DS_STEADY_SLOPE_LIMIT_DEFAULT * 100;
  GOptionEntry entries[] = {
    { "dir", 0, 0, G_OPTION_ARG_FILENAME, &opt_dir, N_("Directory for the test file"), N_("PATH") },
    { "drive", 0, 0, G_OPTION_ARG_STRING, &opt_drive, N_("Test a writable mounted filesystem of this drive"), N_("DRIVE") },
    { "profile", 0, 0, G_OPTION_ARG_STRING, &opt_profile, N_("default, nvme, peak, real or demo"), N_("NAME") },
    { "tests", 0, 0, G_OPTION_ARG_STRING, &opt_tests, N_("Tests to run, as “SEQ1M Q8T1,RND4K Q1T1”"), N_("LIST") },
    { "mode", 0, 0, G_OPTION_ARG_STRING, &opt_mode, N_("read, write, mix or all (default: read and write)"), N_("MODE") },
    { "mix", 0, 0, G_OPTION_ARG_INT, &opt_mix, N_("Read share of the mix test, 10 to 90 (70)"), N_("PERCENT") },
    { "size", 0, 0, G_OPTION_ARG_STRING, &opt_size, N_("Test file size, from 16MiB to the free space less the reserve (1GiB)"), N_("SIZE") },
    { "runs", 0, 0, G_OPTION_ARG_INT, &opt_runs, N_("Runs per test, 1 to 9 (5)"), N_("N") },
    { "duration", 0, 0, G_OPTION_ARG_INT, &opt_duration, N_("Measure time per run in seconds, 1 to 86400 (5)"), N_("SECONDS") },
    { "interval", 0, 0, G_OPTION_ARG_INT, &opt_interval, N_("Pause between tests in seconds, 0 to 600 (5)"), N_("SECONDS") },
    { "warmup", 0, 0, G_OPTION_ARG_DOUBLE, &opt_warmup, N_("Discarded warm-up before each test in seconds (1)"), N_("SECONDS") },
    { "data", 0, 0, G_OPTION_ARG_STRING, &opt_data, N_("random (default), zeros or compressible:N% (N 0–100: that share of each 4 KiB compresses away)"), N_("DATA") },
    { "engine", 0, 0, G_OPTION_ARG_STRING, &opt_engine, ENGINE_HELP, N_("ENGINE") },
    { "fill", 0, 0, G_OPTION_ARG_STRING, &opt_fill, N_("Fill the filesystem to this level first, as 90%"), N_("PERCENT") },
    { "allow-cached", 0, 0, G_OPTION_ARG_NONE, &opt_allow_cached, N_("Run buffered where direct I/O is refused; results are marked cached"), NULL },
    { "verify", 0, 0, G_OPTION_ARG_NONE, &opt_verify, N_("Make every written block checkable and read back what the write tests wrote, after the tests (not timed)"), NULL },
    { "details", 0, 0, G_OPTION_ARG_NONE, &opt_details, N_("Show the median run and p99 latency in the table"), NULL },
    { "steady", 0, 0, G_OPTION_ARG_NONE, &opt_steady, N_("Precondition, then run each test in rounds until steady state (SNIA PTS)"), NULL },
    { "precondition", 0, 0, G_OPTION_ARG_INT, &opt_precondition, N_("With --steady: passes writing the whole test file first, 0 to 10 (2)"), N_("N") },
    { "round", 0, 0, G_OPTION_ARG_DOUBLE, &opt_round, N_("With --steady: length of a round in seconds (60)"), N_("SECONDS") },
    { "max-rounds", 0, 0, G_OPTION_ARG_INT, &opt_max_rounds, N_("With --steady: rounds at most (25)"), N_("N") },
    { "steady-window", 0, 0, G_OPTION_ARG_INT, &opt_steady_window, N_("With --steady: rounds in the measurement window (5)"), N_("N") },
    { "steady-range", 0, 0, G_OPTION_ARG_DOUBLE, &opt_steady_range, N_("With --steady: the window's range limit, percent of its average (20)"), N_("PERCENT") },
    { "steady-slope", 0, 0, G_OPTION_ARG_DOUBLE, &opt_steady_slope, N_("With --steady: the limit of the fit's excursion across the window, percent of its average (10)"), N_("PERCENT") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &opt_json, N_("Print the result as JSON"), NULL },
    { "no-save", 0, 0, G_OPTION_ARG_NONE, &opt_no_save, N_("Do not keep the result in the history"), NULL },
    { NULL }
  };
  g_autoptr(DsBenchSettings) settings = ds_bench_settings_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) warnings = NULL;
  g_autoptr(DsBenchResult) result = NULL;
  g_autoptr(DsHealthAround) health = NULL;
  BenchCli cli = { 0 };
  DsCliWorker worker;
  int status;

  if (!ds_cli_parse_options ("bench", NULL,
                             _("Measure sequential and random speed like CrystalDiskMark, in a test file in a directory of the drive."),
                             entries, &argc, &argv))
    return DS_EXIT_USAGE;
  if (argc > 1)
    return ds_cli_usage_error (_("bench takes no arguments (“%s”); use --dir or --drive."), ds_cli_safe (argv[1]));
  if (opt_dir != NULL && opt_drive != NULL)
    return ds_cli_usage_error (_("Choose either --dir or --drive, not both."));
  if (opt_dir == NULL && opt_drive == NULL)
    return ds_cli_usage_error (_("Choose where to test: --dir PATH (a directory on the drive) or --drive DRIVE."));

  if ((opt_profile != NULL && !ds_bench_settings_set_profile (settings, opt_profile, &error)) ||
      (opt_tests != NULL && !ds_bench_settings_set_tests (settings, opt_tests, &error)) ||
      (opt_size != NULL && !ds_bench_parse_size (opt_size, &settings->size_bytes, &error)) ||
      (opt_fill != NULL && !ds_io_fill_parse (opt_fill, &settings->fill_percent, &error)))
    return ds_cli_fail (error);
  if (opt_mode != NULL && !ds_bench_modes_from_string (opt_mode, &settings->modes))
    return ds_cli_usage_error (_("Unknown mode “%s”: use read, write, mix or all."), ds_cli_safe (opt_mode));
  if (opt_data != NULL)
    {
      g_autoptr(GError) data_error = NULL;

      if (!ds_data_spec_parse (opt_data, &settings->data, &settings->compressible, &data_error))
        return ds_cli_usage_error ("%s", ds_cli_safe (data_error->message));
    }
  if (opt_engine != NULL && (!ds_io_engine_kind_from_string (opt_engine, &settings->engine) ||
                             settings->engine == DS_IO_ENGINE_AUTO))
    return ds_cli_usage_error (_(ENGINE_UNKNOWN), ds_cli_safe (opt_engine));
  if (opt_mix < 0 || opt_runs < 0 || opt_duration < 0 || opt_interval < 0)
    return ds_cli_usage_error (_("Numbers must not be negative."));
  settings->mix_read_percent = (guint) opt_mix;
  settings->runs = (guint) opt_runs;
  settings->duration_s = (guint) opt_duration;
  settings->interval_s = (guint) opt_interval;
  settings->warmup_s = opt_warmup;
  settings->allow_cached = opt_allow_cached;
  settings->verify = opt_verify;
  if (!opt_steady && (opt_precondition != DS_BENCH_PRECONDITION_PASSES_DEFAULT || opt_round != DS_STEADY_ROUND_S_DEFAULT ||
                      opt_max_rounds != DS_STEADY_MAX_ROUNDS_DEFAULT || opt_steady_window != DS_STEADY_WINDOW_DEFAULT ||
                      opt_steady_range != DS_STEADY_RANGE_LIMIT_DEFAULT * 100 ||
                      opt_steady_slope != DS_STEADY_SLOPE_LIMIT_DEFAULT * 100))
    return ds_cli_usage_error (_("--precondition, --round, --max-rounds and --steady-* go with --steady."));
  if (opt_precondition < 0 || opt_max_rounds < 0 || opt_steady_window < 0)
    return ds_cli_usage_error (_("Numbers must not be negative."));
  settings->steady.enabled = opt_steady;
  settings->steady.precondition_passes = (guint) opt_precondition;
  settings->steady.options.round_s = opt_round;
  settings->steady.options.max_rounds = (guint) opt_max_rounds;
  settings->steady.options.window = (guint) opt_steady_window;
  settings->steady.options.range_limit = opt_steady_range / 100.0;
  settings->steady.options.slope_limit = opt_steady_slope / 100.0;

  if (opt_drive != NULL)
    {
      settings->dir = ds_cli_dir_for_drive (opt_drive, &error);
      if (settings->dir == NULL)
        return ds_cli_fail (error);
      settings->drive = g_strdup (opt_drive);
      g_printerr (_("drivescope-cli: testing %s in %s\n"), ds_cli_safe (opt_drive), ds_cli_safe (settings->dir));
    }
  else
    settings->dir = g_strdup (opt_dir);
  if (!ds_bench_settings_validate (settings, &error))
    return ds_cli_fail (error);

  if (settings->engine == DS_IO_ENGINE_AUTO && ds_io_engine_io_uring () != NULL)
    {
      g_autoptr(GError) probe_error = NULL;

      if (!ds_io_engine_io_uring ()->probe (&probe_error))
        g_printerr (_("drivescope-cli: using the psync engine: %s\n"), probe_error->message);
    }
  warnings = ds_test_file_warnings_for_dir (settings->dir);
  for (guint i = 0; i < warnings->len; i++)
    g_printerr (_("drivescope-cli: warning: %s\n"), (const char *) g_ptr_array_index (warnings, i));

  ds_cli_worker_init (&worker, FALSE);
  cli.settings = settings;
  cli.worker = &worker;
  cli.last_index = G_MAXUINT;
  cli.last_phase = -1;

  /* The health around the run, by the core's one rule (ds-health.h), kept
   * with it; the command line never asks for a password. */
  if (!opt_no_save && ds_cli_bench_save_func != NULL)
    health = ds_cli_history_health_before (settings->dir, NULL);

  ds_cli_worker_run (&worker, "ds-bench", bench_work, &cli);
  ds_cli_worker_end_line (&worker, FALSE);
  ds_cli_worker_clear (&worker);

  result = g_steal_pointer (&cli.result);
  status = cli.error != NULL ? ds_error_exit_status (cli.error) : DS_EXIT_OK;
  if (result != NULL)
    {
      if (opt_json)
        {
          g_autoptr(JsonNode) node = ds_bench_result_to_json (result);

          ds_cli_print_json (node);
        }
      else
        {
          g_autofree char *text = ds_bench_result_format_text (result, opt_details ? DS_BENCH_TEXT_DETAILS
                                                                                   : DS_BENCH_TEXT_MEDIAN);

          fputs (text, stdout);
          fflush (stdout);
        }
      if (!opt_no_save && ds_cli_bench_save_func != NULL)
        {
          g_autoptr(GError) save_error = NULL;

          if (!ds_cli_bench_save_func (result, &save_error))
            {
              ds_cli_fail (save_error);
              if (status == DS_EXIT_OK)
                status = DS_EXIT_FAILED;
            }
          else
            ds_cli_history_health_after (health, TRUE, result->uuid, NULL);
        }
    }
  if (cli.error != NULL)
    {
      ds_cli_fail (cli.error);
      g_clear_error (&cli.error);
    }
  return status;
}
