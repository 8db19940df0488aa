/* ds-cli-thermal.c — `drivescope-cli thermal`: the sustained-write test
 *
 * The test runs in a worker thread; this thread only waits for SIGINT /
 * SIGTERM, which cancel it (what was measured is kept and printed, exit 130).
 * The live line goes to stderr, the result to stdout.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>
#include <unistd.h>

#include "ds-bench-job.h"
#include "ds-cli.h"
#include "ds-error.h"
#include "ds-format.h"
#include "ds-cli-history.h"
#include "ds-cli-worker.h"
#include "ds-test-file.h"
#include "ds-thermal-job.h"

/* The engines and drives by this system's names. */
#ifdef G_OS_WIN32
#define ENGINE_HELP N_("I/O engine: auto (iocp), iocp or psync")
#define ENGINE_UNKNOWN N_("--engine: “%s” is not one of auto, iocp, psync.")
#define DRIVE_HELP N_("Drive to test (PhysicalDrive0, a drive letter such as D:, a serial); its first writable volume is used")
#else
#define ENGINE_HELP N_("I/O engine: auto, io_uring, iocp or psync")
#define ENGINE_UNKNOWN N_("--engine: “%s” is not one of auto, io_uring, iocp, psync.")
#define DRIVE_HELP N_("Drive to test (nvme0n1, /dev/sda, a serial); its first writable mount is used")
#endif

/* Without a terminal, one progress line this often. */
#define LOG_INTERVAL_S 5.0

typedef struct
{
  DsThermalSettings *settings;
  DsCliWorker       *worker;
  DsThermalResult   *result;
  GError            *error;
  double             next_log_t;
} Run;

static void
print_live (Run                     *run,
            const DsThermalProgress *p)
{
  const DsThermalSample *s = p->sample;
  g_autofree char *elapsed = NULL;
  g_autofree char *temp = NULL;
  GString *line;

  if (s == NULL)
    {
      if (p->phase == DS_THERMAL_PHASE_WRITE && p->dir != NULL)
        {
          /* --drive picks the directory itself: say where the writes go. */
          if (run->settings->drive != NULL)
            g_printerr (_("drivescope-cli: testing %s in %s\n"), ds_cli_safe (run->settings->drive), ds_cli_safe (p->dir));
          else
            g_printerr (_("drivescope-cli: testing in %s\n"), ds_cli_safe (p->dir));
          /* What bench warns of (btrfs copy-on-write, FUSE…) holds here too. */
          {
            g_autoptr(GPtrArray) warnings = ds_test_file_warnings_for_dir (p->dir);

            for (guint i = 0; i < warnings->len; i++)
              g_printerr (_("drivescope-cli: warning: %s\n"), (const char *) g_ptr_array_index (warnings, i));
          }
        }
      if (p->phase == DS_THERMAL_PHASE_WRITE && g_strcmp0 (p->temp_source, "none") == 0)
        {
          g_autofree char *reason = ds_escape_terminal (p->temp_reason);

          g_printerr (_("No temperature reading for this drive (%s): measuring throughput only.\n"),
                      reason != NULL ? reason : _("no sensor"));
        }
      return;
    }
  if (!run->worker->tty)
    {
      if (s->t_s + 1e-6 < run->next_log_t)
        return;
      while (run->next_log_t <= s->t_s + 1e-6)
        run->next_log_t += LOG_INTERVAL_S;
    }

  elapsed = g_strdup_printf ("%u:%02u", (guint) s->t_s / 60, (guint) s->t_s % 60);
  temp = isfinite (s->temp_c) ? g_strdup_printf ("%.0f °C", s->temp_c) : g_strdup ("—");
  line = g_string_new (NULL);
  if (p->phase == DS_THERMAL_PHASE_COOLDOWN)
    /* Translators: the live line during the cool-down: elapsed, temperature, start temperature */
    g_string_append_printf (line, _("%s  cooling down  %s (started at %.0f °C)"),
                            elapsed, temp, p->start_temp_c);
  else
    /* Translators: the live line: elapsed, MB/s, temperature, GB written */
    g_string_append_printf (line, _("%s  %6.0f MB/s  %s  %.1f GB written"),
                            elapsed, s->mbps, temp, s->bytes / 1e9);

  if (run->worker->tty)
    ds_cli_worker_show_line (run->worker, line->str);
  else
    g_printerr ("%s\n", line->str);
  g_string_free (line, TRUE);
}

/* From the worker thread: stderr is ours alone while the test runs. */
static void
on_progress (const DsThermalProgress *progress,
             gpointer                 user_data)
{
  print_live (user_data, progress);
}

static void
run_work (gpointer data)
{
  Run *run = data;

  run->result = ds_thermal_run (run->settings, on_progress, run, run->worker->cancellable, &run->error);
}

static gboolean
parse_size_option (const char *name,
                   const char *text,
                   guint64    *out,
                   int        *status)
{
  g_autoptr(GError) error = NULL;

  if (text == NULL)
    return TRUE;
  if (ds_bench_parse_size (text, out, &error))
    return TRUE;
  *status = ds_cli_usage_error ("%s: %s", name, error->message);
  return FALSE;
}

static gboolean
parse_duration_option (const char *name,
                       const char *text,
                       double     *out,
                       int        *status)
{
  g_autoptr(GError) error = NULL;

  if (text == NULL)
    return TRUE;
  if (ds_thermal_parse_duration (text, out, &error))
    return TRUE;
  *status = ds_cli_usage_error ("%s: %s", name, error->message);
  return FALSE;
}

int
ds_cli_thermal (int    argc,
                char **argv)
{
  g_autofree char *dir = NULL, *drive = NULL, *duration = NULL, *size = NULL, *bytes = NULL;
  g_autofree char *block = NULL, *sample = NULL, *cooldown = NULL, *engine = NULL;
  gboolean json = FALSE, no_save = FALSE, allow_cached = FALSE;
  int qd = DS_THERMAL_QD_DEFAULT;
  GOptionEntry entries[] = {
    { "dir", 0, 0, G_OPTION_ARG_FILENAME, &dir, N_("Directory on the drive to test, where the test file is made"), N_("PATH") },
    { "drive", 0, 0, G_OPTION_ARG_STRING, &drive, DRIVE_HELP, N_("DRIVE") },
    { "duration", 0, 0, G_OPTION_ARG_STRING, &duration, N_("How long to write, 10s to 60m (default 6m)"), N_("TIME") },
    { "bytes", 0, 0, G_OPTION_ARG_STRING, &bytes, N_("Write this many bytes instead of for a duration (still at most 60 min)"), N_("SIZE") },
    { "size", 0, 0, G_OPTION_ARG_STRING, &size, N_("Largest test file, written round and round (default 64GiB; less when free space is short)"), N_("SIZE") },
    { "block", 0, 0, G_OPTION_ARG_STRING, &block, N_("Block size of each write (default 1M)"), N_("SIZE") },
    { "qd", 0, 0, G_OPTION_ARG_INT, &qd, N_("Queue depth, 1 to 256 (default 8)"), N_("N") },
    { "sample", 0, 0, G_OPTION_ARG_STRING, &sample, N_("Throughput sample interval, 50ms to 10s (default 250ms)"), N_("TIME") },
    { "cooldown", 0, 0, G_OPTION_ARG_STRING, &cooldown, N_("Longest cool-down to wait for after writing, 0 to 60m (default 5m)"), N_("TIME") },
    { "engine", 0, 0, G_OPTION_ARG_STRING, &engine, ENGINE_HELP, N_("ENGINE") },
    { "allow-cached", 0, 0, G_OPTION_ARG_NONE, &allow_cached, N_("Run even where direct I/O is refused (the numbers are then not the drive's)"), NULL },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the result as JSON"), NULL },
    { "no-save", 0, 0, G_OPTION_ARG_NONE, &no_save, N_("Do not keep the run in the history"), NULL },
    { NULL }
  };
  g_autoptr(DsThermalSettings) settings = ds_thermal_settings_new ();
  g_autoptr(DsThermalResult) result = NULL;
  g_autoptr(DsHealthAround) health = NULL;
  g_autoptr(GError) error = NULL;
  double value;
  int status = DS_EXIT_OK;
  DsCliWorker worker;
  Run run = { 0 };

  if (!ds_cli_parse_options ("thermal", NULL,
                             _("Writes sequentially for minutes and records throughput and temperature on one timeline, then says whether, when and why the drive slowed down: heat, a full write cache, or neither."),
                             entries, &argc, &argv))
    return DS_EXIT_USAGE;
  if (argc > 1)
    return ds_cli_usage_error (_("thermal takes no arguments; give the directory with --dir or the drive with --drive."));
  if ((dir == NULL) == (drive == NULL))
    return ds_cli_usage_error (_("thermal needs exactly one of --dir PATH or --drive DRIVE."));

  settings->dir = g_steal_pointer (&dir);
  settings->drive = g_steal_pointer (&drive);
  settings->allow_cached = allow_cached;
  settings->queue_depth = qd > 0 ? (guint) qd : 0;
  if (!parse_duration_option ("--duration", duration, &settings->duration_s, &status) ||
      !parse_size_option ("--bytes", bytes, &settings->byte_limit, &status) ||
      !parse_size_option ("--size", size, &settings->size_bytes, &status) ||
      !parse_size_option ("--block", block, &settings->block_size, &status) ||
      !parse_duration_option ("--cooldown", cooldown, &settings->cooldown_s, &status))
    return status;
  value = settings->sample_ms / 1000.0;
  if (!parse_duration_option ("--sample", sample, &value, &status))
    return status;
  settings->sample_ms = (guint) llround (CLAMP (value, 0, 1e6) * 1000);
  if (engine != NULL && !ds_io_engine_kind_from_string (engine, &settings->engine))
    return ds_cli_usage_error (_(ENGINE_UNKNOWN), ds_cli_safe (engine));
  if (!ds_thermal_settings_validate (settings, &error))
    return ds_cli_fail (error);

  ds_cli_worker_init (&worker, TRUE);
  run.settings = settings;
  run.worker = &worker;
  run.next_log_t = 0;
  if (!no_save)
    health = ds_cli_history_health_before (settings->dir, NULL);
  ds_cli_worker_run (&worker, "ds-thermal", run_work, &run);
  ds_cli_worker_end_line (&worker, TRUE);
  ds_cli_worker_clear (&worker);

  result = run.result;
  error = run.error;
  if (result == NULL)
    return ds_cli_fail (error);

  if (json)
    {
      g_autoptr(JsonNode) node = ds_thermal_result_to_json (result);

      ds_cli_print_json (node);
    }
  else
    {
      g_autofree char *text = ds_thermal_result_format_text (result);

      fputs (text, stdout);
      fflush (stdout);
    }
  /* A failed save is reported but keeps the measurement's exit status. */
  if (!no_save && ds_cli_history_save_thermal (result, NULL))
    ds_cli_history_health_after (health, TRUE, result->uuid, NULL);
  if (error != NULL)
    return ds_cli_fail (error);
  return DS_EXIT_OK;
}
