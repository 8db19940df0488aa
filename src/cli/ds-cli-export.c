/* ds-cli-export.c — drivescope-cli export RUN [RUN ...] --format F [--chart K] [-o FILE] …
 *
 * Charts (png, svg, pdf) and reports (html, md, txt, csv, json) of runs from
 * the history, or of result JSON files given with --input. Several runs make
 * a comparison. A file is written to a temporary name and renamed, so a
 * failed export never leaves half a file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "ds-chart.h"
#include "ds-cli.h"
#include "ds-cli-history.h"
#include "ds-error.h"
#include "ds-history-store.h"
#include "ds-json.h"
#include "ds-report.h"
#include "ds-report-export.h"
#include "ds-user-file.h"

typedef struct
{
  gboolean       is_chart;
  DsChartFormat  chart_format;
  DsReportFormat report_format;
} ExportFormat;

static gboolean
parse_format (const char   *text,
              ExportFormat *out)
{
  out->is_chart = ds_chart_format_from_string (text, &out->chart_format);
  if (out->is_chart)
    return TRUE;
  return ds_report_format_from_string (text, &out->report_format);
}

DsReportRun *
ds_cli_load_stored_run (DsHistoryStore  *store,
                        const char      *ref,
                        gint64          *id_out,
                        GError         **error)
{
  gint64 id = ds_history_store_resolve_run (store, ref, error);
  DsReportRun *run;

  if (id <= 0)
    return NULL;
  run = ds_report_run_load_stored (store, id, error);
  if (run != NULL)
    *id_out = id;
  return run;
}

static const char *
run_uuid (const DsReportRun *run)
{
  switch (run->kind)
    {
    case DS_REPORT_RUN_BENCH: return run->bench != NULL ? run->bench->uuid : NULL;
    case DS_REPORT_RUN_SUITE: return run->suite != NULL ? run->suite->uuid : NULL;
    case DS_REPORT_RUN_VERIFY: return run->verify != NULL ? run->verify->uuid : NULL;
    case DS_REPORT_RUN_THERMAL:
    default: return run->thermal != NULL ? run->thermal->uuid : NULL;
    }
}

static DsChart *
trend_of_health (DsHistoryStore  *store,
                 gint64           drive_id,
                 GError         **error)
{
  g_autoptr(GPtrArray) snaps = ds_history_store_list_snapshots (store, drive_id, error);
  DsChart *chart;

  if (snaps == NULL)
    return NULL;
  chart = ds_chart_new_health_trend (snaps);
  if (chart == NULL)
    g_set_error_literal (error, DS_ERROR, DS_ERROR_NOT_FOUND,
                         _("This drive has no health snapshots with bytes written or percentage used; run “drivescope-cli health” on it first."));
  return chart;
}

/* The raw-value history: one health field (a `health --json` key, or
 * attr:ID for an ATA attribute's raw count) across a drive's snapshots. */
static DsChart *
trend_of_health_field (DsHistoryStore  *store,
                       gint64           drive_id,
                       const char      *field,
                       GError         **error)
{
  g_autoptr(GArray) values = ds_history_store_list_snapshot_values (store, drive_id, field, error);

  if (values == NULL)
    return NULL;
  if (values->len == 0)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_NOT_FOUND,
                   _("No health snapshot of this drive has “%s”; see the keys of “drivescope-cli health --json”."),
                   field);
      return NULL;
    }
  return ds_chart_new_health_value_trend (values, field, NULL);
}

typedef struct
{
  GPtrArray      *runs;        /* DsReportRun* */
  DsHistoryStore *store;       /* NULL without history runs */
  GArray         *run_ids;     /* of the history runs */
  gboolean        has_inputs;
  const char     *chart;       /* NULL: chosen from the runs */
  const char     *test;
  const char     *mode;
  DsChartUnits    units;
  const char     *field;       /* --field: a health value across snapshots */
} ChartRequest;

/* The benchmarks of a history run's drive, to draw a trend across them:
 * the trends the window draws (ds_history_store_load_trends). */
static GPtrArray *
drive_bench_runs (DsHistoryStore  *store,
                  gint64           run_id,
                  GError         **error)
{
  g_autoptr(DsHistoryRun) info = ds_history_store_get_run (store, run_id, error);
  g_autoptr(DsHistoryTrends) trends = NULL;

  if (info == NULL)
    return NULL;
  if (info->drive_id <= 0)
    {
      GPtrArray *owned = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_bench_result_free);
      DsBenchResult *r = ds_history_store_load_bench (store, run_id, error);

      if (r == NULL)
        {
          g_ptr_array_unref (owned);
          return NULL;
        }
      g_ptr_array_add (owned, r);
      return owned;
    }
  trends = ds_history_store_load_trends (store, info->drive_id, error);
  if (trends == NULL)
    return NULL;
  return g_steal_pointer (&trends->results);
}

static gpointer
usage (GError    **error,
       const char *message)
{
  g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT, message);
  return NULL;
}

static DsChart *
trend_chart (const ChartRequest *req,
             GPtrArray          *results,
             GError            **error)
{
  g_autoptr(GPtrArray) owned = NULL;
  DsBenchSpec spec;
  DsIoMode mode = DS_IO_MODE_READ;

  if (req->mode != NULL && !ds_io_mode_from_string (req->mode, &mode))
    return usage (error, _("Unknown mode: use read, write or mix."));
  if (req->test != NULL)
    {
      if (!ds_bench_spec_parse (req->test, &spec, error))
        return NULL;
    }
  else
    {
      const DsBenchResult *r0 = g_ptr_array_index (results, 0);

      if (r0->tests->len == 0)
        return usage (error, _("The run has no tests; name one with --test."));
      spec = ((DsBenchTestResult *) g_ptr_array_index (r0->tests, 0))->spec;
    }
  /* One history run: its drive's bench runs over time. */
  if (req->store != NULL && req->run_ids->len == 1 && !req->has_inputs)
    {
      owned = drive_bench_runs (req->store, g_array_index (req->run_ids, gint64, 0), error);
      if (owned == NULL)
        return NULL;
      results = owned;
    }
  return ds_chart_new_trend_from_results (results, &spec, mode, req->units);
}

/* Suite runs draw their own charts (--chart suite or compare): one run its
 * suite's chart, several of one suite an overlay. */
static DsChart *
suite_chart (const ChartRequest  *req,
             GPtrArray           *suites,
             GError             **error)
{
  const DsSuiteResult *first = g_ptr_array_index (suites, 0);
  const char *kind = req->chart;

  if (suites->len != req->runs->len)
    return usage (error, _("Suite runs and other runs cannot share a chart: export the suite runs on their own."));
  if (!g_str_equal (kind, "suite") && !g_str_equal (kind, "compare"))
    return usage (error, _("A suite run is drawn as --chart suite (one run) or --chart compare (runs of one suite)."));
  if (g_str_equal (kind, "suite"))
    {
      if (suites->len != 1)
        return usage (error, _("A suite chart shows one run; use --chart compare for several."));
      return ds_chart_new_suite (first);
    }
  if (suites->len < 2 || suites->len > 8)
    return usage (error, _("A comparison shows 2 to 8 different runs; name them (or give --input FILE) once each."));
  for (guint i = 1; i < suites->len; i++)
    {
      const DsSuiteResult *r = g_ptr_array_index (suites, i);

      if (r->suite != first->suite)
        {
          g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                       _("Run 1 is a %s suite and run %u a %s suite: they measure different things. "
                         "Compare runs of the same suite."),
                       ds_suite_kind_to_string (first->suite), i + 1, ds_suite_kind_to_string (r->suite));
          return NULL;
        }
    }
  return ds_chart_new_suite_compare (suites);
}

/* Capacity checks draw their own chart: one check as --chart verify,
 * several side by side as --chart compare. */
static DsChart *
verify_chart (const ChartRequest  *req,
              GPtrArray           *checks,
              GError             **error)
{
  const char *kind = req->chart;

  if (checks->len != req->runs->len)
    return usage (error, _("Capacity checks and other runs cannot share a chart: export the checks on their own."));
  if (!g_str_equal (kind, "verify") && !g_str_equal (kind, "compare"))
    return usage (error, _("A capacity check is drawn as --chart verify (one check) or --chart compare (several)."));
  if (g_str_equal (kind, "verify"))
    {
      if (checks->len != 1)
        return usage (error, _("A verify chart shows one check; use --chart compare for several."));
      return ds_chart_new_verify (g_ptr_array_index (checks, 0));
    }
  if (checks->len < 2 || checks->len > 8)
    return usage (error, _("A comparison needs 2 to 8 runs."));
  return ds_chart_new_verify_compare (checks);
}

static DsChart *
make_chart (const ChartRequest  *req,
            GError             **error)
{
  g_autoptr(GPtrArray) results = g_ptr_array_new ();
  g_autoptr(GPtrArray) labels = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) suites = g_ptr_array_new ();
  g_autoptr(GPtrArray) thermals = g_ptr_array_new ();
  g_autoptr(GPtrArray) thermal_labels = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) checks = g_ptr_array_new ();
  const DsThermalResult *thermal = NULL;
  guint n_thermal = 0;
  const char *kind = req->chart;

  /* The chart the window's History exports too. */
  if (kind == NULL)
    return ds_report_runs_chart (req->runs, req->units, error);
  for (guint i = 0; i < req->runs->len; i++)
    {
      DsReportRun *run = g_ptr_array_index (req->runs, i);

      if (run->kind == DS_REPORT_RUN_SUITE)
        g_ptr_array_add (suites, run->suite);
      else if (run->kind == DS_REPORT_RUN_VERIFY)
        g_ptr_array_add (checks, run->verify);
      else if (run->kind == DS_REPORT_RUN_BENCH)
        {
          g_ptr_array_add (results, run->bench);
          g_ptr_array_add (labels, ds_report_run_title (run));
        }
      else
        {
          thermal = run->thermal;
          n_thermal++;
          g_ptr_array_add (thermals, run->thermal);
          /* the run's label, else the chart's own drive and date */
          g_ptr_array_add (thermal_labels, g_strdup (run->label));
        }
    }
  if (suites->len > 0)
    return suite_chart (req, suites, error);
  if (checks->len > 0)
    return verify_chart (req, checks, error);
  if (g_str_equal (kind, "verify"))
    return usage (error, _("A verify chart is drawn from capacity checks only."));
  if (g_str_equal (kind, "suite"))
    return usage (error, _("A suite chart is drawn from suite runs only."));

  if (n_thermal > 0 && results->len == 0 && g_str_equal (kind, "compare"))
    {
      if (n_thermal < 2 || n_thermal > 8)
        return usage (error, _("A comparison shows 2 to 8 different runs; name them (or give --input FILE) once each."));
      g_ptr_array_add (thermal_labels, NULL);
      return ds_chart_new_thermal_compare (thermals, (const char * const *) thermal_labels->pdata);
    }
  if (g_str_equal (kind, "thermal"))
    {
      if (n_thermal != 1 || results->len != 0)
        return usage (error, _("A thermal chart shows exactly one thermal run; use --chart compare to overlay several."));
      return ds_chart_new_thermal (thermal);
    }
  if (g_str_equal (kind, "trend") && g_strcmp0 (req->test, "health") == 0)
    {
      g_autoptr(DsHistoryRun) info = NULL;

      if (req->store == NULL || req->run_ids->len != 1)
        return usage (error, _("A health trend needs one run from the history: its drive's snapshots are drawn."));
      info = ds_history_store_get_run (req->store, g_array_index (req->run_ids, gint64, 0), error);
      if (info != NULL && req->field != NULL)
        return trend_of_health_field (req->store, info->drive_id, req->field, error);
      return info != NULL ? trend_of_health (req->store, info->drive_id, error) : NULL;
    }
  if (!g_str_equal (kind, "results") && !g_str_equal (kind, "compare") &&
      !g_str_equal (kind, "latency") && !g_str_equal (kind, "trend"))
    return usage (error, _("Unknown chart: use results, compare, thermal, trend, latency or suite."));
  if (results->len == 0 || n_thermal > 0)
    return usage (error, _("This chart is drawn from benchmark runs only."));
  if (g_str_equal (kind, "results"))
    {
      if (results->len != 1)
        return usage (error, _("A results chart shows one run; use --chart compare for several."));
      return ds_chart_new_results (g_ptr_array_index (results, 0), req->units);
    }
  if (g_str_equal (kind, "compare"))
    {
      if (results->len < 2 || results->len > 8)
        return usage (error, _("A comparison shows 2 to 8 different runs; name them (or give --input FILE) once each."));
      return ds_chart_new_compare (results, (const char * const *) labels->pdata, req->units);
    }
  if (g_str_equal (kind, "latency"))
    {
      if (ds_chart_latency_count_tests (results, NULL) == 0)
        return usage (error, _("These runs have no latency percentiles (CrystalDiskMark imports record none): "
                               "there is no latency chart to draw."));
      return ds_chart_new_latency (results, (const char * const *) labels->pdata);
    }
  return trend_chart (req, results, error);
}

static gboolean
write_output (const char  *path,
              const char  *data,
              gsize        len,
              GError     **error)
{
  if (path == NULL || g_str_equal (path, "-"))
    {
      if (fwrite (data, 1, len, stdout) != len || fflush (stdout) != 0)
        {
          g_set_error_literal (error, DS_ERROR, DS_ERROR_IO, _("Writing to standard output failed."));
          return FALSE;
        }
      return TRUE;
    }
  /* A regular file is replaced atomically; /dev/null, a FIFO or
   * /dev/stdout is written through, a drive refused. */
  return ds_user_file_write (path, data, len, error);
}

/* The export document, written entry by entry: a history of any size in
 * the memory of one run. A regular file is replaced only when all of it
 * is written. */
static gboolean
export_history (DsHistoryStore  *store,
                GArray          *run_ids,
                const char      *output,
                GError         **error)
{
  g_autoptr(DsUserFileWriter) writer = ds_user_file_writer_open (output, error);

  if (writer == NULL || !ds_history_store_export_to (store, run_ids, writer, error))
    return FALSE;
  return ds_user_file_writer_close (g_steal_pointer (&writer), error);
}

int
ds_cli_export (int    argc,
               char **argv)
{
  g_autofree char *format_text = NULL, *chart_text = NULL, *output = NULL, *theme_text = NULL;
  g_autofree char *units_text = NULL, *db_path = NULL, *test_text = NULL, *mode_text = NULL;
  g_autofree char *field_text = NULL;
  g_auto(GStrv) inputs = NULL;
  double width = 1200, height = 700, scale = 1;
  gboolean json_flag = FALSE;
  GOptionEntry entries[] = {
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format_text, N_("png, svg, pdf, html, md, txt, csv or json (default: from the -o name, else json)"), N_("FORMAT") },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json_flag, N_("The Drivescope JSON export (the same as --format json)"), NULL },
    { "chart", 'c', 0, G_OPTION_ARG_STRING, &chart_text, N_("results, compare, thermal, trend, latency, suite or verify (png, svg, pdf)"), N_("KIND") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("Write to FILE (default: standard output)"), N_("FILE") },
    { "width", 0, 0, G_OPTION_ARG_DOUBLE, &width, N_("Chart width in pixels or points (default 1200)"), N_("W") },
    { "height", 0, 0, G_OPTION_ARG_DOUBLE, &height, N_("Chart height (default 700)"), N_("H") },
    { "scale", 0, 0, G_OPTION_ARG_DOUBLE, &scale, N_("Pixels per unit for PNG, 1 to 3 (default 1)"), N_("S") },
    { "theme", 0, 0, G_OPTION_ARG_STRING, &theme_text, N_("light or dark (default light)"), N_("THEME") },
    { "units", 0, 0, G_OPTION_ARG_STRING, &units_text, N_("mbps, gbps, iops or us (default mbps)"), N_("UNITS") },
    { "input", 'i', 0, G_OPTION_ARG_FILENAME_ARRAY, &inputs, N_("A result JSON file (bench --json, thermal --json, suite --json, verify --json); repeatable"), N_("FILE") },
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db_path, N_("History database (default: $DRIVESCOPE_DB or the user's)"), N_("FILE") },
    { "test", 0, 0, G_OPTION_ARG_STRING, &test_text, N_("Trend chart: the test, as “SEQ1M Q8T1”, or “health”"), N_("SPEC") },
    { "mode", 0, 0, G_OPTION_ARG_STRING, &mode_text, N_("Trend chart: read, write or mix (default read)"), N_("MODE") },
    { "field", 0, 0, G_OPTION_ARG_STRING, &field_text,
      N_("Health trend: chart this value across snapshots (a key of health --json, or attr:ID)"), N_("KEY") },
    { NULL }
  };
  g_autoptr(GPtrArray) runs = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_report_run_free);
  g_autoptr(GArray) run_ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(DsHistoryStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *text = NULL;
  DsChartTheme theme = DS_CHART_THEME_LIGHT;
  DsChartUnits units = DS_CHART_UNITS_MBPS;
  ExportFormat format;

  if (!ds_cli_parse_options ("export", _("RUN [RUN…]"),
                             _("Charts and reports of runs from the history (RUN is an id, a uuid prefix or “last”) "
                               "or of result files given with --input. Several runs make a comparison."),
                             entries, &argc, &argv))
    return DS_EXIT_USAGE;

  if (format_text == NULL && output != NULL && strrchr (output, '.') != NULL)
    format_text = g_ascii_strdown (strrchr (output, '.') + 1, -1);
  if (json_flag && format_text != NULL && g_ascii_strcasecmp (format_text, "json") != 0)
    return ds_cli_usage_error (_("--json and --format %s contradict each other."), ds_cli_safe (format_text));
  /* With no format named, the Drivescope JSON export document: it moves
   * runs between machines with `import`. */
  if (format_text == NULL)
    format_text = g_strdup ("json");
  if (!parse_format (format_text, &format))
    return ds_cli_usage_error (_("Unknown format “%s”: use png, svg, pdf, html, md, txt, csv or json."),
                               ds_cli_safe (format_text));
  if (theme_text != NULL && !ds_chart_theme_from_string (theme_text, &theme))
    return ds_cli_usage_error (_("Unknown theme “%s”: use light or dark."), ds_cli_safe (theme_text));
  if (units_text != NULL && !ds_chart_units_from_string (units_text, &units))
    return ds_cli_usage_error (_("Unknown units “%s”: use mbps, gbps, iops or us."), ds_cli_safe (units_text));
  if (!(width >= 200 && width <= 10000 && height >= 150 && height <= 10000))
    return ds_cli_usage_error (_("Width must be 200 to 10000 and height 150 to 10000."));
  if (!(scale >= 1 && scale <= 3))
    return ds_cli_usage_error (_("Scale must be from 1 to 3."));
  /* Whatever is exported, never over the history itself (a link to it, or
   * its journal files), which would leave it a CSV or a chart. */
  if (output != NULL && !g_str_equal (output, "-"))
    {
      g_autofree char *history = ds_history_resolve_path (db_path, &error);

      if (history == NULL || !ds_history_check_not_history (history, output, &error))
        return ds_cli_fail (error);
    }
  if (argc < 2 && (inputs == NULL || inputs[0] == NULL) && format.is_chart == FALSE &&
      format.report_format == DS_REPORT_FORMAT_JSON)
    {
      /* `export --format json` with no run moves the whole history. */
      g_autofree char *path = ds_history_resolve_path (db_path, &error);

      if (path == NULL)
        return ds_cli_fail (error);
      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        {
          g_set_error (&error, DS_ERROR, DS_ERROR_NOT_FOUND,
                       _("There is no history at %s yet: nothing to export."), path);
          return ds_cli_fail (error);
        }
      if ((store = ds_history_store_open (path, &error)) == NULL ||
          !export_history (store, NULL, output, &error))
        return ds_cli_fail (error);
      return DS_EXIT_OK;
    }
  if (argc < 2 && (inputs == NULL || inputs[0] == NULL))
    return ds_cli_usage_error (_("Name at least one run (an id, a uuid prefix or “last”) or give --input FILE; "
                                 "“--format json” with no run exports the whole history."));

  for (guint i = 0; inputs != NULL && inputs[i] != NULL; i++)
    {
      DsReportRun *run = ds_report_run_load (inputs[i], &error);

      if (run == NULL)
        return ds_cli_fail (error);
      g_ptr_array_add (runs, run);
    }
  if (argc >= 2)
    {
      g_autofree char *path = ds_history_resolve_path (db_path, &error);

      /* Exporting never creates a history. */
      if (path == NULL)
        return ds_cli_fail (error);
      if (!g_file_test (path, G_FILE_TEST_EXISTS))
        {
          g_set_error (&error, DS_ERROR, DS_ERROR_NOT_FOUND,
                       _("There is no history at %s yet: run a benchmark first, or export a result file with --input FILE."),
                       path);
          return ds_cli_fail (error);
        }
      store = ds_history_store_open (path, &error);
      if (store == NULL)
        return ds_cli_fail (error);
      for (int i = 1; i < argc; i++)
        {
          gint64 id = 0;
          DsReportRun *run = ds_cli_load_stored_run (store, argv[i], &id, &error);

          if (run == NULL)
            return ds_cli_fail (error);
          g_ptr_array_add (runs, run);
          g_array_append_val (run_ids, id);
        }
    }
  /* The same run twice compares nothing with nothing. */
  for (guint i = 0; i < runs->len; i++)
    for (guint j = 0; j < i; j++)
      {
        const char *a = run_uuid (g_ptr_array_index (runs, i));
        const char *b = run_uuid (g_ptr_array_index (runs, j));

        if (a != NULL && g_strcmp0 (a, b) == 0)
          return ds_cli_usage_error (_("Run %u and run %u are the same run (%s); name each run once."),
                                     j + 1, i + 1, ds_cli_safe (a));
      }
  if (field_text != NULL && g_strcmp0 (test_text, "health") != 0)
    return ds_cli_usage_error (_("--field charts a health value: give it with --chart trend --test health."));
  if (format.is_chart)
    {
      ChartRequest req = { runs, store, run_ids, inputs != NULL && inputs[0] != NULL,
                           chart_text, test_text, mode_text, units, field_text };
      g_autoptr(DsChart) chart = make_chart (&req, &error);

      if (chart == NULL)
        return ds_cli_fail (error);
      if (format.chart_format != DS_CHART_FORMAT_SVG && (output == NULL || g_str_equal (output, "-")) &&
          isatty (STDOUT_FILENO))
        return ds_cli_usage_error (_("%s is binary: give -o FILE or redirect the output."), format_text);
      bytes = ds_chart_render (chart, format.chart_format, width, height, scale, theme, &error);
      if (bytes == NULL)
        return ds_cli_fail (error);
    }
  else
    {
      DsReportOptions options;

      if (chart_text != NULL)
        return ds_cli_usage_error (_("--chart is for png, svg and pdf; reports hold their own charts."));
      ds_report_options_init (&options);
      options.theme = theme;
      options.units = units;
      if (format.report_format == DS_REPORT_FORMAT_JSON && store != NULL && (inputs == NULL || inputs[0] == NULL))
        {
          if (!export_history (store, run_ids, output, &error))
            return ds_cli_fail (error);
          return DS_EXIT_OK;
        }
      text = ds_report_write (runs, format.report_format, &options, &error);
      if (text == NULL)
        return ds_cli_fail (error);
      {
        gsize n = strlen (text);

        bytes = g_bytes_new_take (g_steal_pointer (&text), n);
      }
    }

  {
    gsize len;
    const char *data = g_bytes_get_data (bytes, &len);

    if (!write_output (output, data, len, &error))
      return ds_cli_fail (error);
  }
  return DS_EXIT_OK;
}
