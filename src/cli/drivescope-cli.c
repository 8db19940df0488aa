/* drivescope-cli.c — the scriptable front end: every capability is here first
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <stdio.h>
#ifdef G_OS_WIN32
#include <windows.h>
#endif

#include "ds-platform.h"
#include "ds-cli.h"

typedef struct
{
  const char       *name;
  DsCliCommandFunc  func;
  const char       *summary;
} DsCliCommand;

static const DsCliCommand commands[] = {
  /* enumeration */
  { "list", ds_cli_list, N_("List the drives in this machine") },
  { "info", ds_cli_info, N_("Show everything known about one drive") },


  /* health */
  { "health", ds_cli_health, N_("Read a drive’s health: verdict, wear, data written, temperature") },
  { "drivedb", ds_cli_drivedb, N_("Show what smartmontools’ drive database says about a drive model") },
  { "selftest", ds_cli_selftest, N_("Start, follow or abort a drive’s own self-test") },
  { "monitor", ds_cli_monitor, N_("Watch the drives: snapshot health every few hours, notify when one gets worse") },

  /* bench */
  { "bench", ds_cli_bench, N_("Measure speed like CrystalDiskMark (sequential and 4K, latency)") },

  /* suites */
  { "suite", ds_cli_suite, N_("Reviewers' suites: block-size sweep, queue-depth scaling, mixes, read/write mix, cache curve, linear") },

  /* thermal */
  { "thermal", ds_cli_thermal, N_("Sustained-write test: throughput and temperature on one timeline, throttling explained") },
  { "thermal-analyze", ds_cli_thermal_analyze, N_("Analyse a recorded throughput and temperature timeline (CSV)") },

  /* capacity check */
  { "verify", ds_cli_verify, N_("Is the drive genuine? Fill it with checkable files and read them back (as H2testw and f3)") },

  /* history */
  { "history", ds_cli_history, N_("List saved runs, newest first") },
  { "show", ds_cli_show, N_("Print a saved run") },
  { "compare", ds_cli_compare, N_("Put runs side by side with deltas") },
  { "label", ds_cli_label, N_("Label a run") },
  { "comment", ds_cli_comment, N_("Comment on a run") },
  { "delete", ds_cli_delete, N_("Delete a run") },
  { "drive-set", ds_cli_drive_set, N_("Record a drive's rated TBW, warranty and label") },
  { "endurance", ds_cli_endurance, N_("Project when a drive reaches its rated endurance") },
  { "import", ds_cli_import, N_("Import a Drivescope history export") },
  { "import-cdm", ds_cli_import_cdm, N_("Import a CrystalDiskMark 8/9 text export") },
  { "import-fio", ds_cli_import_fio, N_("Import fio JSON output") },

  /* export */
  { "export", ds_cli_export, N_("Charts (png, svg, pdf) and reports (html, md, txt, csv, json) of runs") },
  { "report", ds_cli_report, N_("A review article of runs of several drives, as HTML, Markdown and PDF") },

  /* fleet */
  { "metrics", ds_cli_metrics, N_("Every drive as Prometheus metrics, for node_exporter’s textfile collector") },
};

static void
print_usage (FILE *out)
{
  fprintf (out, "%s\n\n", _("Usage: drivescope-cli COMMAND [OPTIONS…]"));
  fprintf (out, "%s\n", _("Commands:"));
  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    fprintf (out, "  %-16s %s\n", commands[i].name, _(commands[i].summary));
  fprintf (out, "\n%s\n", _("Run “drivescope-cli COMMAND --help” for the options of a command."));
}

int
main (int    argc,
      char **argv)
{
#ifdef G_OS_WIN32
  /* The arguments as UTF-8 (argv is in the ANSI code page, which cannot
   * hold every path), and UTF-8 on the console, as the JSON and the
   * translations are. The array lives as long as the program. */
  argv = g_win32_get_command_line ();
  argc = (int) g_strv_length (argv);
  SetConsoleOutputCP (CP_UTF8);
  /* The progress line redraws itself with VT escapes (\r\033[K). */
  {
    HANDLE err = GetStdHandle (STD_ERROR_HANDLE);
    DWORD mode = 0;

    if (GetConsoleMode (err, &mode))
      SetConsoleMode (err, mode | ENABLE_VIRTUAL_TERMINAL_PROCESSING);
  }
#endif
  setlocale (LC_ALL, "");
  {
    g_autofree char *localedir = ds_platform_locale_dir ();

    bindtextdomain (GETTEXT_PACKAGE, localedir);
  }
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  g_set_prgname ("drivescope-cli");

  if (argc < 2 || g_str_equal (argv[1], "--help") || g_str_equal (argv[1], "-h") ||
      g_str_equal (argv[1], "help"))
    {
      print_usage (argc < 2 ? stderr : stdout);
      return argc < 2 ? 2 : 0;
    }
  if (g_str_equal (argv[1], "--version"))
    {
      printf ("drivescope-cli %s\n", PACKAGE_VERSION);
      return 0;
    }

  /* For the shell completions only; not in the usage. */
  if (g_str_equal (argv[1], "__complete"))
    {
      const char *names[G_N_ELEMENTS (commands) + 1];

      for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
        names[i] = commands[i].name;
      names[G_N_ELEMENTS (commands)] = NULL;
      return ds_cli_complete (argc - 1, argv + 1, names);
    }

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    if (g_str_equal (argv[1], commands[i].name))
      return commands[i].func (argc - 1, argv + 1);

  g_printerr (_("drivescope-cli: unknown command “%s”.\n"), argv[1]);
  print_usage (stderr);
  return 2;
}
