/* ds-cli-suite.c — `drivescope-cli suite NAME`: the reviewers' suites
 *
 * As `bench`: the suite runs in a worker thread, SIGINT / SIGTERM cancel it
 * (the steps so far are printed and saved, marked cancelled, exit 130), a
 * second signal leaves at once after removing any named test file.
 * The surface suite takes --drive only: it makes no test file and reads the
 * whole drive through the read-only descriptor udisks2 hands out.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>
#include <unistd.h>

#include "ds-cli.h"
#include "ds-cli-history.h"
#include "ds-bench-job.h"
#include "ds-cli-worker.h"
#include "ds-drive-list.h"
#include "ds-error.h"
#include "ds-format.h"
#include "ds-io-engine.h"
#include "ds-io-fill.h"
#include "ds-suite-job.h"
#include "ds-suite-steady.h"
#include "ds-suite-surface.h"
#include "ds-suite-text.h"
#include "ds-test-file.h"

/* The engines by this system's names (see ds_io_engine_kinds_available). */
#ifdef G_OS_WIN32
#define ENGINE_HELP N_("iocp (the default) or psync")
#define ENGINE_UNKNOWN N_("Unknown engine “%s”: use iocp or psync.")
#else
#define ENGINE_HELP N_("io_uring (default on Linux), iocp (default on Windows) or psync")
#define ENGINE_UNKNOWN N_("Unknown engine “%s”: use io_uring, iocp or psync.")
#endif

/* Where the history is by default, as this system writes it. */
#ifdef G_OS_WIN32
/* xgettext:no-c-format */
#define DB_HELP N_("History database (default %LOCALAPPDATA%\\drivescope\\history.db)")
#else
#define DB_HELP N_("History database (default $XDG_DATA_HOME/drivescope/history.db)")
#endif

typedef struct
{
  DsSuiteSettings *settings;
  DsCliWorker     *worker;
  DsSuiteResult   *result;
  GError          *error;
  guint            last_index;
  int              last_phase;
  guint            last_round;
} SuiteCli;

static void
print_progress (const DsSuiteProgress *p,
                gpointer               user_data)
{
  SuiteCli *cli = user_data;
  g_autofree char *step = p->step != NULL ? ds_suite_step_spec_to_string (p->step) : NULL;

  if (p->round_values != NULL && p->round_values->len > 0)
    {
      /* a round ended: its tracked value, every round on its own line */
      double v = g_array_index (p->round_values, double, p->round_values->len - 1);

      if (cli->worker->tty)
        ds_cli_worker_end_line (cli->worker, FALSE);
      /* TRANSLATORS: "drivescope-cli: round 3 of at most 25: 4K write 412 IOPS (steady)" */
      g_printerr (_("drivescope-cli: round %u of at most %u: 4K write %.0f IOPS%s\n"), p->round, p->max_rounds, v,
                  p->steady_reached ? _(" (steady)") : "");
      return;
    }
  if (cli->worker->tty)
    {
      g_autoptr(GString) line = g_string_new (NULL);

      if (p->phase == DS_SUITE_PHASE_PRECONDITION)
        {
          g_autofree char *done = g_format_size (p->precondition_written);
          g_autofree char *total = g_format_size (p->precondition_total);

          /* TRANSLATORS: "Preconditioning pass 1 of 2: 1.2 GB of 4.3 GB written" */
          g_string_append_printf (line, _("%s pass %u of %u: %s of %s written"), ds_suite_phase_to_string (p->phase),
                                  p->precondition_pass, p->precondition_passes, done, total);
        }
      else if (step == NULL)
        g_string_append_printf (line, "%s %3.0f%%", ds_suite_phase_to_string (p->phase), p->phase_fraction * 100);
      else
        {
          if (p->round > 0)
            /* TRANSLATORS: the round before the step: "round 3 " */
            g_string_append_printf (line, _("round %u "), p->round);
          g_string_append_printf (line, "%u/%u %s  %s", p->step_index + 1, p->step_count, step,
                                  ds_suite_phase_to_string (p->phase));
          if (isfinite (p->live_mbps))
            g_string_append_printf (line, "  %.1f MB/s", p->live_mbps);
        }
      ds_cli_worker_show_bar (cli->worker, p->fraction, line->str);
      return;
    }
  if (p->step_index == cli->last_index && (int) p->phase == cli->last_phase && p->round == cli->last_round)
    return;
  cli->last_index = p->step_index;
  cli->last_phase = (int) p->phase;
  cli->last_round = p->round;
  if (step == NULL)
    g_printerr ("drivescope-cli: %s\n", ds_suite_phase_to_string (p->phase));
  else
    g_printerr ("drivescope-cli: [%u/%u] %s: %s\n", p->step_index + 1, p->step_count, step,
                ds_suite_phase_to_string (p->phase));
}

static void
suite_work (gpointer data)
{
  SuiteCli *cli = data;

  cli->result = ds_suite_run (cli->settings, print_progress, cli, cli->worker->cancellable, &cli->error);
}

static char *
suites_help (void)
{
  GString *s = g_string_new (_("Suites:"));
  guint n;
  const DsSuitePreset *presets = ds_suite_presets (&n);

  g_string_append_c (s, '\n');
  for (guint k = 0; k < DS_SUITE_N_KINDS; k++)
    g_string_append_printf (s, "  %-12s %s\n", ds_suite_kind_to_string (k), ds_suite_kind_title (k));
  g_string_append_printf (s, "\n%s\n", _("Presets of the mixes suite (block, read share, random share):"));
  for (guint i = 0; i < n; i++)
    {
      DsSuiteStepSpec spec = { .block_size = presets[i].block_size, .block_mix = presets[i].block_mix };
      g_autofree char *block = ds_suite_step_spec_block_text (&spec);
      g_autofree char *mix = ds_suite_block_mix_to_string (&presets[i].block_mix);

      g_string_append_printf (s, "  %-12s %s: %s, %u/%u, %u %%\n", presets[i].name, _(presets[i].title), block,
                              presets[i].read_percent, 100 - presets[i].read_percent, presets[i].random_percent);
      if (mix != NULL)
        {
          g_string_append_printf (s, "  %-12s ", "");
          /* TRANSLATORS: under a preset of the suite help: "block sizes 512 10 %, 1K 5 %, …" */
          g_string_append_printf (s, _("block sizes %s"), mix);
          g_string_append_c (s, '\n');
        }
    }
  return g_string_free (s, FALSE);
}

int
ds_cli_suite (int    argc,
              char **argv)
{
  g_autofree char *opt_dir = NULL, *opt_drive = NULL, *opt_blocks = NULL, *opt_qd = NULL;
  g_autofree char *opt_threads = NULL, *opt_mixes = NULL, *opt_presets = NULL, *opt_size = NULL;
  g_autofree char *opt_fill = NULL, *opt_limit = NULL, *opt_data = NULL, *opt_engine = NULL;
  g_autofree char *opt_db = NULL;
  int opt_random = -1, opt_samples = G_MININT;
  double opt_duration = NAN, opt_warmup = NAN;
  gboolean opt_verify = FALSE;
  gboolean opt_allow_cached = FALSE, opt_json = FALSE, opt_no_save = FALSE, opt_plan = FALSE, opt_full = FALSE;
  int opt_precondition = -1, opt_max_rounds = -1, opt_steady_window = -1;
  double opt_steady_range = NAN, opt_steady_slope = NAN, opt_multiple = NAN;
  GOptionEntry entries[] = {
    { "dir", 0, 0, G_OPTION_ARG_FILENAME, &opt_dir, N_("Directory for the test file"), N_("PATH") },
    { "drive", 0, 0, G_OPTION_ARG_STRING, &opt_drive, N_("Test a writable mounted filesystem of this drive (surface: read the whole drive)"), N_("DRIVE") },
    { "blocks", 0, 0, G_OPTION_ARG_STRING, &opt_blocks, N_("Block sizes, as 512,4K,1M or 512-64M"), N_("LIST") },
    { "qd", 0, 0, G_OPTION_ARG_STRING, &opt_qd, N_("Queue depths, as 1,4,16 or 1-1024"), N_("LIST") },
    { "threads", 0, 0, G_OPTION_ARG_STRING, &opt_threads, N_("Thread counts, as 1,4 or 1-256"), N_("LIST") },
    { "mixes", 0, 0, G_OPTION_ARG_STRING, &opt_mixes, N_("Read shares in percent, as 100,65,0"), N_("LIST") },
    { "random", 0, 0, G_OPTION_ARG_INT, &opt_random, N_("Share of random I/Os in percent (0 sequential, 100 random)"), N_("PERCENT") },
    { "presets", 0, 0, G_OPTION_ARG_STRING, &opt_presets, N_("Workload presets of the mixes suite, as database,vdi"), N_("LIST") },
    { "duration", 0, 0, G_OPTION_ARG_DOUBLE, &opt_duration, N_("Measure time of each step in seconds"), N_("SECONDS") },
    { "warmup", 0, 0, G_OPTION_ARG_DOUBLE, &opt_warmup, N_("Discarded warm-up before each step in seconds"), N_("SECONDS") },
    { "size", 0, 0, G_OPTION_ARG_STRING, &opt_size, N_("Test file size (cache: how much to write), from 16MiB to the free space less the reserve; surface: how much to read at each sample (8MiB)"), N_("SIZE") },
    { "samples", 0, 0, G_OPTION_ARG_INT, &opt_samples, N_("surface: positions read across the drive, 2 to 10000 (100)"), N_("N") },
    { "full", 0, 0, G_OPTION_ARG_NONE, &opt_full, N_("surface: read the whole drive in order instead of samples"), NULL },
    { "fill", 0, 0, G_OPTION_ARG_STRING, &opt_fill, N_("Fill the filesystem to this level first, as 90%"), N_("PERCENT") },
    { "latency-limit", 0, 0, G_OPTION_ARG_STRING, &opt_limit, N_("Acceptable latency as STAT:TIME, STAT mean, p99 (the default) or p99.9: 0.75ms, mean:500us, p99.9:2ms"), N_("[STAT:]TIME") },
    { "precondition", 0, 0, G_OPTION_ARG_INT, &opt_precondition, N_("iops-matrix: passes writing the whole test file first, 0 to 10 (2)"), N_("N") },
    { "max-rounds", 0, 0, G_OPTION_ARG_INT, &opt_max_rounds, N_("iops-matrix: rounds at most (25)"), N_("N") },
    { "steady-window", 0, 0, G_OPTION_ARG_INT, &opt_steady_window, N_("iops-matrix, wsat: rounds in the measurement window (5)"), N_("N") },
    { "steady-range", 0, 0, G_OPTION_ARG_DOUBLE, &opt_steady_range, N_("iops-matrix, wsat: the window's range limit, percent of its average (20)"), N_("PERCENT") },
    { "steady-slope", 0, 0, G_OPTION_ARG_DOUBLE, &opt_steady_slope, N_("iops-matrix, wsat: the limit of the fit's excursion across the window, percent of its average (10)"), N_("PERCENT") },
    { "multiple", 0, 0, G_OPTION_ARG_DOUBLE, &opt_multiple, N_("wsat: write this many times the test file, 0.1 to 1000 (4)"), N_("N") },
    { "data", 0, 0, G_OPTION_ARG_STRING, &opt_data, N_("random (default), zeros or compressible:N% (N 0–100: that share of each 4 KiB compresses away)"), N_("DATA") },
    { "engine", 0, 0, G_OPTION_ARG_STRING, &opt_engine, ENGINE_HELP, N_("ENGINE") },
    { "allow-cached", 0, 0, G_OPTION_ARG_NONE, &opt_allow_cached, N_("Run buffered where direct I/O is refused; results are marked cached"), NULL },
    { "verify", 0, 0, G_OPTION_ARG_NONE, &opt_verify, N_("Make every written block checkable and read back what the steps wrote, after the last step (not timed)"), NULL },
    { "plan", 0, 0, G_OPTION_ARG_NONE, &opt_plan, N_("Print the steps and the estimated time, and run nothing"), NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &opt_json, N_("Print the result as JSON"), NULL },
    { "no-save", 0, 0, G_OPTION_ARG_NONE, &opt_no_save, N_("Do not keep the result in the history"), NULL },
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &opt_db, DB_HELP, "FILE" },
    { NULL }
  };
  g_autoptr(DsSuiteSettings) settings = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(DsSuiteResult) result = NULL;
  g_autoptr(DsHealthAround) health = NULL;
  g_autofree char *help = suites_help ();
  g_autofree char *summary = g_strdup_printf ("%s\n\n%s",
                                              _("Run one of the reviewers' suites in a test file in a directory of the drive."),
                                              help);
  SuiteCli cli = { 0 };
  DsCliWorker worker;
  DsSuiteKind kind;
  int status;

  if (!ds_cli_parse_options ("suite", _("NAME"), summary, entries, &argc, &argv))
    return DS_EXIT_USAGE;
  if (argc < 2)
    return ds_cli_usage_error (_("Name the suite: blocksize, qd-scaling, mixes, rwmix, cache, linear, surface, iops-matrix or wsat."));
  if (argc > 2)
    return ds_cli_usage_error (_("suite takes one suite name (“%s” is extra)."), ds_cli_safe (argv[2]));
  if (!ds_suite_kind_from_string (argv[1], &kind))
    return ds_cli_usage_error (_("Unknown suite “%s”: use blocksize, qd-scaling, mixes, rwmix, cache, linear, surface, iops-matrix or wsat."),
                               ds_cli_safe (argv[1]));
#ifdef G_OS_WIN32
  /* Said before any option is looked at or any elevation asked for. */
  if (kind == DS_SUITE_SURFACE)
    return ds_cli_usage_error (_("The surface suite reads a whole drive, which only the Linux build of Drivescope can do. "
                                 "On Windows run one of the others: blocksize, qd-scaling, mixes, rwmix, cache or linear."));
#endif
  if (opt_dir != NULL && opt_drive != NULL)
    return ds_cli_usage_error (_("Choose either --dir or --drive, not both."));
  if (kind == DS_SUITE_SURFACE && opt_dir != NULL)
    return ds_cli_usage_error (_("The surface suite reads a whole drive, not a directory: use --drive DRIVE instead of --dir."));
  if (kind == DS_SUITE_SURFACE && opt_fill != NULL)
    return ds_cli_usage_error (_("The surface suite only reads the drive; --fill does not apply to it."));
  if (kind != DS_SUITE_SURFACE && (opt_samples != G_MININT || opt_full))
    return ds_cli_usage_error (_("--samples and --full are options of the surface suite."));
  if (!ds_suite_kind_has_rounds (kind) &&
      (opt_precondition != -1 || opt_max_rounds != -1 || opt_steady_window != -1 || !isnan (opt_steady_range) ||
       !isnan (opt_steady_slope) || !isnan (opt_multiple)))
    return ds_cli_usage_error (_("--precondition, --max-rounds, --steady-* and --multiple are options of iops-matrix and wsat."));
  if (kind != DS_SUITE_IOPS_MATRIX && (opt_precondition != -1 || opt_max_rounds != -1))
    return ds_cli_usage_error (_("--precondition and --max-rounds are options of iops-matrix (wsat writes its multiple of the file)."));
  if (kind != DS_SUITE_WSAT && !isnan (opt_multiple))
    return ds_cli_usage_error (_("--multiple is an option of wsat."));
  if (opt_precondition < -1 || opt_max_rounds < -1 || opt_steady_window < -1)
    return ds_cli_usage_error (_("--precondition, --max-rounds and --steady-window take a number of 0 or more."));
  if (opt_dir == NULL && opt_drive == NULL && !opt_plan)
    return ds_cli_usage_error (kind == DS_SUITE_SURFACE
                                 ? _("Choose the drive to read: --drive DRIVE (such as sda).")
                                 : _("Choose where to test: --dir PATH (a directory on the drive) or --drive DRIVE."));

  settings = ds_suite_settings_new (kind);
  if ((opt_blocks != NULL && !ds_suite_parse_blocks (opt_blocks, settings->blocks, &error)) ||
      (opt_qd != NULL && !ds_suite_parse_counts (opt_qd, 1, DS_IO_QUEUE_DEPTH_MAX, settings->queue_depths, &error)) ||
      (opt_threads != NULL && !ds_suite_parse_counts (opt_threads, 1, DS_IO_THREADS_MAX, settings->threads, &error)) ||
      (opt_mixes != NULL && !ds_suite_parse_mixes (opt_mixes, settings->mixes, &error)) ||
      (opt_size != NULL && !ds_bench_parse_size (opt_size, &settings->size_bytes, &error)) ||
      (opt_fill != NULL && !ds_io_fill_parse (opt_fill, &settings->fill_percent, &error)) ||
      (opt_limit != NULL && !ds_suite_parse_latency_limit (opt_limit, &settings->latency_limit_stat,
                                                           &settings->latency_limit_us, &error)))
    return ds_cli_fail (error);
  if (opt_presets != NULL)
    {
      g_strfreev (settings->presets);
      settings->presets = g_strsplit (opt_presets, ",", -1);
      for (guint i = 0; settings->presets[i] != NULL; i++)
        g_strstrip (settings->presets[i]);
    }
  if (opt_random < -1 || opt_random > 100)
    return ds_cli_usage_error (_("The random share must be 0 to 100 %%."));
  settings->random_percent = opt_random;
  if (!isnan (opt_duration))
    settings->duration_s = opt_duration;
  if (!isnan (opt_warmup))
    settings->warmup_s = opt_warmup;
  if (opt_data != NULL)
    {
      g_autoptr(GError) data_error = NULL;

      if (!ds_data_spec_parse (opt_data, &settings->data, &settings->compressible, &data_error))
        return ds_cli_usage_error ("%s", ds_cli_safe (data_error->message));
    }
  if (opt_engine != NULL && (!ds_io_engine_kind_from_string (opt_engine, &settings->engine) ||
                             settings->engine == DS_IO_ENGINE_AUTO))
    return ds_cli_usage_error (_(ENGINE_UNKNOWN), ds_cli_safe (opt_engine));
  settings->allow_cached = opt_allow_cached;
  settings->verify = opt_verify;
  if (opt_precondition >= 0)
    settings->precondition_passes = (guint) opt_precondition;
  if (opt_max_rounds >= 0)
    settings->steady.max_rounds = (guint) opt_max_rounds;
  if (opt_steady_window >= 0)
    settings->steady.window = (guint) opt_steady_window;
  if (!isnan (opt_steady_range))
    settings->steady.range_limit = opt_steady_range / 100.0;
  if (!isnan (opt_steady_slope))
    settings->steady.slope_limit = opt_steady_slope / 100.0;
  if (!isnan (opt_multiple))
    settings->write_multiple = opt_multiple;
  if (opt_samples != G_MININT)
    settings->samples = opt_samples < 0 ? 0 : (guint) opt_samples;
  settings->full_pass = opt_full;

  if (kind == DS_SUITE_SURFACE)
    {
      if (opt_drive != NULL)
        {
          g_autoptr(GPtrArray) drives = ds_drive_list_enumerate (DS_ENUM_FLAGS_ALL, &error);
          DsDrive *drive = drives != NULL ? ds_drive_list_lookup (drives, opt_drive, &error) : NULL;

          if (drive == NULL)
            return ds_cli_fail (error);
          settings->drive = g_strdup (drive->name);
          settings->drive_bytes = drive->size_bytes;
          if (!g_str_equal (drive->name, opt_drive))
            g_printerr (_("drivescope-cli: reading the whole drive %s\n"), ds_cli_safe (drive->name));
        }
      else
        /* --plan without a drive: the plan is the same for every drive */
        settings->drive = g_strdup ("sda");
    }
  else if (opt_drive != NULL)
    {
      settings->dir = ds_cli_dir_for_drive (opt_drive, &error);
      if (settings->dir == NULL)
        return ds_cli_fail (error);
      settings->drive = g_strdup (opt_drive);
      g_printerr (_("drivescope-cli: testing %s in %s\n"), ds_cli_safe (opt_drive), ds_cli_safe (settings->dir));
    }
  else
    settings->dir = g_strdup (opt_dir != NULL ? opt_dir : ".");
  if (!ds_suite_settings_validate (settings, &error))
    return ds_cli_fail (error);

  if (opt_plan)
    {
      g_autoptr(GPtrArray) plan = ds_suite_settings_plan (settings);
      g_autofree char *estimate = ds_format_duration (ds_suite_settings_estimate_s (settings));

      for (guint i = 0; i < plan->len; i++)
        {
          g_autofree char *text = ds_suite_step_spec_to_string (g_ptr_array_index (plan, i));

          printf ("%3u  %s\n", i + 1, text);
        }
      if (settings->kind == DS_SUITE_SURFACE)
        {
          g_autofree char *text = ds_suite_surface_plan_text (settings);

          printf ("%s\n", text);
        }
      else if (settings->kind == DS_SUITE_IOPS_MATRIX)
        /* TRANSLATORS: "56 steps a round, 2 preconditioning passes, at most 25 rounds: at most 23 h 20 min" */
        printf (_("%u steps a round, %u preconditioning passes, at most %u rounds (steady state after a window of %u): at most %s\n"),
                plan->len, settings->precondition_passes, settings->steady.max_rounds, settings->steady.window, estimate);
      else if (settings->kind == DS_SUITE_WSAT)
        {
          g_autofree char *bytes = g_format_size ((guint64) (settings->write_multiple * settings->size_bytes));

          /* TRANSLATORS: "rounds of 60 s until 4.3 GB are written (about 2 min at 50000 IOPS)" */
          printf (_("rounds of %g s until %s are written (about %s at 50000 IOPS)\n"), settings->duration_s, bytes, estimate);
        }
      else if (ds_suite_kind_is_pass (settings->kind))
        /* TRANSLATORS: a pass's time depends on the drive: "2 passes, about 4 min at 500 MB/s" */
        printf (ngettext ("%u pass, about %s at 500 MB/s, without preparing the test file\n",
                          "%u passes, about %s at 500 MB/s, without preparing the test file\n", plan->len),
                plan->len, estimate);
      else
        printf (ngettext ("%u step, about %s without preparing the test file\n",
                          "%u steps, about %s without preparing the test file\n", plan->len),
                plan->len, estimate);
      if (settings->kind != DS_SUITE_SURFACE && plan->len > 0)
        {
          guint largest = 0;
          guint64 bytes = ds_suite_settings_buffer_bytes (settings, &largest);
          g_autofree char *memory = g_format_size_full (bytes, G_FORMAT_SIZE_IEC_UNITS);
          g_autofree char *budget = g_format_size_full (DS_IO_BUFFER_BUDGET, G_FORMAT_SIZE_IEC_UNITS);

          /* TRANSLATORS: "I/O buffers: at most 512.0 MiB (step 3); past 512.0 MiB the queue slots of a thread share buffers" */
          printf (_("I/O buffers: at most %s (step %u); past %s the queue slots of a thread share buffers\n"),
                  memory, largest + 1, budget);
        }
      return DS_EXIT_OK;
    }

  if (settings->dir != NULL)
  {
    g_autoptr(GPtrArray) warnings = ds_test_file_warnings_for_dir (settings->dir);

    for (guint i = 0; i < warnings->len; i++)
      g_printerr (_("drivescope-cli: warning: %s\n"), (const char *) g_ptr_array_index (warnings, i));
  }

  ds_cli_worker_init (&worker, FALSE);
  cli.settings = settings;
  cli.worker = &worker;
  cli.last_index = G_MAXUINT;
  cli.last_phase = -1;
  cli.last_round = 0;
  if (!opt_no_save)
    health = ds_cli_history_health_before (settings->dir, settings->drive);
  ds_cli_worker_run (&worker, "ds-suite", suite_work, &cli);
  ds_cli_worker_end_line (&worker, FALSE);
  ds_cli_worker_clear (&worker);

  result = g_steal_pointer (&cli.result);
  status = cli.error != NULL ? ds_error_exit_status (cli.error) : DS_EXIT_OK;
  if (result != NULL)
    {
      if (opt_json)
        {
          g_autoptr(JsonNode) node = ds_suite_result_to_json (result);

          ds_cli_print_json (node);
        }
      else
        {
          g_autofree char *text = ds_suite_result_format_text (result, TRUE);

          fputs (text, stdout);
          fflush (stdout);
        }
      if (!opt_no_save && !ds_cli_history_save_suite (result, opt_db) && status == DS_EXIT_OK)
        status = DS_EXIT_FAILED;
      else if (!opt_no_save)
        ds_cli_history_health_after (health, TRUE, result->uuid, opt_db);
    }
  if (cli.error != NULL)
    {
      ds_cli_fail (cli.error);
      g_clear_error (&cli.error);
    }
  return status;
}
