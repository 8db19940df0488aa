/* ds-cli-thermal-analyze.c — `drivescope-cli thermal-analyze FILE.csv`
 *
 * Analyses a timeline recorded by another tool (or a test fixture) with the
 * same code a live `thermal` run uses.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>

#include "ds-cli.h"
#include "ds-error.h"
#include "ds-thermal-analysis.h"
#include "ds-thermal-csv.h"

int
ds_cli_thermal_analyze (int    argc,
                        char **argv)
{
  gboolean json = FALSE;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the analysis as JSON"), NULL },
    { NULL }
  };
  g_autoptr(DsThermalResult) result = NULL;
  g_autoptr(GError) error = NULL;

  if (!ds_cli_parse_options ("thermal-analyze", "FILE.csv",
                             _("Analyses a recorded throughput and temperature timeline: a CSV file with the header “t_s,mbps,temp_c” (temp_c may be empty) and an optional “# warning_temp_c=70” line."),
                             entries, &argc, &argv))
    return DS_EXIT_USAGE;
  if (argc != 2)
    return ds_cli_usage_error (_("thermal-analyze needs exactly one CSV file, e.g. “drivescope-cli thermal-analyze run.csv”."));

  result = ds_thermal_result_load_csv (argv[1], &error);
  if (result == NULL)
    {
      int status = ds_cli_fail (error);

      /* A malformed file is bad input, like a bad argument. */
      return g_error_matches (error, DS_ERROR, DS_ERROR_PARSE) ? DS_EXIT_USAGE : status;
    }
  ds_thermal_analyze (result);

  if (json)
    {
      g_autoptr(JsonNode) node = ds_thermal_result_to_json (result);

      ds_cli_print_json (node);
    }
  else
    {
      g_autofree char *text = ds_thermal_result_format_text (result);

      fputs (text, stdout);
    }
  return DS_EXIT_OK;
}
