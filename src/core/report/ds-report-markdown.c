/* ds-report-markdown.c — tables for a run or a comparison, ready to paste
 * into a forum post or a GitHub issue
 *
 * Device and user strings go through ds_escape_markdown(): no HTML, no
 * links, no code spans and no table breaks can come from a drive's model or
 * a user's comment.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ds-format.h"
#include "ds-chart-private.h"
#include "ds-history-compare.h"
#include "ds-report-private.h"
#include "ds-suite-analysis.h"

static void
md (GString    *s,
    const char *text)
{
  g_autofree char *e = ds_escape_markdown (text);

  g_string_append (s, e);
}

static void
fields_table (GString   *s,
              GPtrArray *fields)
{
  if (fields->len == 0)
    return;
  g_string_append (s, "| | |\n|---|---|\n");
  for (guint i = 0; i < fields->len; i++)
    {
      DsReportField *f = g_ptr_array_index (fields, i);

      g_string_append (s, "| ");
      md (s, f->name);
      g_string_append (s, " | ");
      md (s, f->value);
      g_string_append (s, " |\n");
    }
  g_string_append (s, "\n");
}

static void
user_notes (GString           *s,
            const DsReportRun *run)
{
  if (run->label != NULL)
    {
      g_string_append_printf (s, "**%s:** ", _("Label"));
      md (s, run->label);
      g_string_append (s, "\n\n");
    }
  if (run->comment != NULL)
    {
      g_string_append_printf (s, "**%s:** ", _("Comment"));
      md (s, run->comment);
      g_string_append (s, "\n\n");
    }
}

static void
num (GString *s,
     double   v,
     int      decimals)
{
  g_autofree char *text = ds_report_number (v, decimals);

  g_string_append_printf (s, " %s |", text);
}

static void
bench_table (GString             *s,
             const DsBenchResult *r)
{
  g_string_append_printf (s, "| %s | %s | MB/s | IOPS | %s | p50 µs | p99 µs | p99.9 µs | p99.99 µs |\n"
                             "|---|---|---:|---:|---:|---:|---:|---:|---:|\n",
                          _("Test"), _("Mode"), _("Mean µs"));
  for (guint i = 0; i < r->tests->len; i++)
    {
      const DsBenchTestResult *t = g_ptr_array_index (r->tests, i);
      const DsIoRunStats *b = ds_bench_test_result_best (t);
      g_autofree char *spec = ds_bench_spec_to_string (&t->spec);

      g_string_append_printf (s, "| %s | %s%s |", spec, ds_io_mode_to_string (t->mode),
                              t->cached ? _(" (cached)") : t->incomplete ? _(" (incomplete)") : "");
      num (s, b ? b->mbps : NAN, 2);
      num (s, b ? b->iops : NAN, 0);
      num (s, b ? b->lat_mean_us : NAN, 1);
      num (s, b ? b->lat_p50_us : NAN, 1);
      num (s, b ? b->lat_p99_us : NAN, 1);
      num (s, b ? b->lat_p999_us : NAN, 1);
      num (s, b ? b->lat_p9999_us : NAN, 1);
      g_string_append (s, "\n");
    }
  g_string_append (s, "\n");
}

static void
compare_table (GString   *s,
               GPtrArray *results,
               GPtrArray *titles)
{
  const DsBenchResult *first = g_ptr_array_index (results, 0);
  g_autoptr(GArray) keys = ds_report_test_keys (results);

  g_string_append_printf (s, "| %s | %s |", _("Test"), _("Mode"));
  for (guint r = 0; r < results->len; r++)
    {
      g_string_append (s, " ");
      md (s, g_ptr_array_index (titles, r));
      g_string_append (s, " MB/s |");
    }
  g_string_append (s, "\n|---|---|");
  for (guint r = 0; r < results->len; r++)
    g_string_append (s, "---:|");
  g_string_append (s, "\n");
  for (guint i = 0; i < keys->len; i++)
    {
      const DsReportTestKey *key = &g_array_index (keys, DsReportTestKey, i);
      DsBenchTestResult *t0 = ds_bench_result_find ((DsBenchResult *) first, &key->spec, key->mode);
      const DsIoRunStats *b0 = t0 ? ds_bench_test_result_best (t0) : NULL;
      g_autofree char *spec = ds_bench_spec_to_string (&key->spec);

      g_string_append_printf (s, "| %s | %s |", spec, ds_io_mode_to_string (key->mode));
      for (guint r = 0; r < results->len; r++)
        {
          DsBenchTestResult *t = ds_bench_result_find (g_ptr_array_index (results, r), &key->spec, key->mode);
          const DsIoRunStats *b = t ? ds_bench_test_result_best (t) : NULL;
          g_autofree char *v = ds_report_number (b ? b->mbps : NAN, 2);

          if (r > 0 && b != NULL && b0 != NULL && b0->mbps > 0)
            g_string_append_printf (s, " %s (%+.1f %%) |", v, (b->mbps - b0->mbps) / b0->mbps * 100);
          else
            g_string_append_printf (s, " %s |", v);
        }
      g_string_append (s, "\n");
    }
  g_string_append (s, "\n");
}

static void
thermal_section (GString           *s,
                 const DsReportRun *run)
{
  const DsThermalResult *r = run->thermal;
  g_autoptr(GPtrArray) summary = ds_report_thermal_fields (r);
  g_autoptr(GPtrArray) drive = ds_report_drive_fields (run);
  g_autofree char *title = ds_report_run_title (run);

  g_string_append (s, "## ");
  md (s, title);
  g_string_append (s, "\n\n");
  user_notes (s, run);
  fields_table (s, drive);
  fields_table (s, summary);
  if (r->events->len > 0)
    {
      g_string_append_printf (s, "| %s | %s | %s | %s | %s |\n|---|---:|---:|---:|---:|\n",
                              _("Cause"), _("Onset (s)"), _("At °C"), _("Before MB/s"), _("During MB/s"));
      for (guint i = 0; i < r->events->len; i++)
        {
          const DsThermalEvent *e = g_ptr_array_index (r->events, i);

          g_string_append_printf (s, "| %s |", ds_thermal_cause_to_string (e->cause));
          num (s, e->onset_s, 0);
          num (s, e->onset_temp_c, 0);
          num (s, e->before_mbps, 0);
          num (s, e->during_mbps, 0);
          g_string_append (s, "\n");
        }
      g_string_append (s, "\n");
    }
}

static void
suite_section (GString           *s,
               const DsReportRun *run,
               gboolean           sub)
{
  const DsSuiteResult *r = run->suite;
  g_autofree char *title = ds_report_run_title (run);
  g_autofree char *answers = ds_suite_summary_text (r);
  g_auto(GStrv) lines = g_strsplit (answers != NULL ? answers : "", "\n", -1);
  g_autoptr(GPtrArray) drive = ds_report_drive_fields (run);
  g_autoptr(GPtrArray) cond = ds_report_condition_fields (run);
  g_autoptr(GPtrArray) health = ds_report_health_fields (run);

  g_string_append (s, sub ? "### " : "## ");
  md (s, ds_suite_kind_title (r->suite));
  g_string_append (s, ": ");
  md (s, title);
  g_string_append (s, "\n\n");
  user_notes (s, run);
  for (guint i = 0; lines[i] != NULL; i++)
    if (*lines[i] != '\0')
      {
        g_string_append (s, "- ");
        md (s, lines[i]);
        g_string_append (s, "\n");
      }
  if (lines[0] != NULL && *lines[0] != '\0')
    g_string_append (s, "\n");
  g_string_append (s, "|");
  for (guint c = 0; c < DS_REPORT_SUITE_COLUMNS; c++)
    {
      g_string_append (s, " ");
      md (s, ds_report_suite_column (c));
      g_string_append (s, " |");
    }
  g_string_append (s, "\n|---|---:|---:|---:|---:|---:|---:|---|\n");
  for (guint i = 0; i < r->steps->len; i++)
    {
      g_autoptr(GPtrArray) cells = ds_report_suite_step_cells (g_ptr_array_index (r->steps, i));

      g_string_append (s, "|");
      for (guint c = 0; c < cells->len; c++)
        {
          g_string_append (s, " ");
          /* the numbers are ours; the step and the notes are escaped */
          if (c >= 1 && c <= 6)
            g_string_append (s, (const char *) g_ptr_array_index (cells, c));
          else
            md (s, g_ptr_array_index (cells, c));
          g_string_append (s, " |");
        }
      g_string_append (s, "\n");
    }
  g_string_append (s, "\n");
  g_string_append_printf (s, "<details><summary>%s</summary>\n\n", _("Drive, health and conditions"));
  fields_table (s, drive);
  fields_table (s, health);
  fields_table (s, cond);
  g_string_append (s, "</details>\n\n");
}

static void
verify_section (GString           *s,
                const DsReportRun *run)
{
  const DsVerifyResult *r = run->verify;
  g_autofree char *title = ds_report_run_title (run);
  g_autoptr(GPtrArray) summary = ds_report_verify_fields (r);
  g_autoptr(GPtrArray) drive = ds_report_drive_fields (run);
  g_autoptr(GPtrArray) cond = ds_report_condition_fields (run);
  g_autoptr(GPtrArray) health = ds_report_health_fields (run);

  g_string_append (s, "## ");
  md (s, _("Capacity check"));
  g_string_append (s, ": ");
  md (s, title);
  g_string_append (s, "\n\n");
  user_notes (s, run);
  fields_table (s, summary);
  if (r->extents != NULL && r->extents->len > 0)
    {
      g_string_append_printf (s, "| %s | %s | %s | %s |\n|---:|---:|---|---:|\n",
                              _("Position"), _("Length"), _("Found"), _("Holds the data of"));
      for (guint i = 0; i < r->extents->len; i++)
        {
          const DsVerifyExtent *e = &g_array_index (r->extents, DsVerifyExtent, i);
          g_autofree char *from = ds_format_bytes (e->position);
          g_autofree char *len = ds_format_bytes (e->length);
          g_autofree char *other = e->state == DS_VERIFY_BLOCK_ALIASED ? ds_format_bytes (e->other) : g_strdup ("");

          g_string_append_printf (s, "| %s | %s | %s | %s |\n", from, len,
                                  ds_verify_block_state_to_string (e->state), other);
        }
      g_string_append (s, "\n");
    }
  g_string_append_printf (s, "<details><summary>%s</summary>\n\n", _("Drive, health and conditions"));
  fields_table (s, drive);
  fields_table (s, health);
  fields_table (s, cond);
  g_string_append (s, "</details>\n\n");
}

char *
ds_report_markdown (GPtrArray             *runs,
                    const DsReportOptions *options,
                    GError               **error)
{
  GString *s = g_string_new (NULL);
  g_autoptr(GPtrArray) titles = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) bench = ds_report_bench_results (runs, titles);
  g_autoptr(GPtrArray) suites = ds_report_suite_results (runs, NULL);
  guint k = 0;

  if (suites->len > 1)
    {
      g_autoptr(GError) why = NULL;
      g_autoptr(JsonNode) comparison = ds_report_suite_comparison (runs, &why);

      g_string_append_printf (s, "## %s\n\n", _("Comparison of suite runs"));
      if (comparison != NULL)
        {
          g_autofree char *table = ds_history_compare_to_markdown (comparison);

          g_string_append (s, table);
          g_string_append_printf (s, "\n_%s_\n\n", _("Deltas are against the first run."));
        }
      else
        {
          md (s, why->message);
          g_string_append (s, "\n\n");
        }
    }
  {
    g_autoptr(JsonNode) comparison = ds_report_thermal_comparison (runs, NULL, NULL, NULL);

    if (comparison != NULL)
      {
        g_autofree char *table = ds_history_compare_to_markdown (comparison);

        g_string_append_printf (s, "## %s\n\n", _("Thermal runs compared"));
        g_string_append (s, table);
        g_string_append_printf (s, "\n_%s_\n\n", _("Each figure is the run's own analysis; deltas are against the first run."));
      }
  }
  if (bench->len > 1)
    {
      g_string_append_printf (s, "## %s\n\n", _("Drivescope comparison"));
      compare_table (s, bench, titles);
      g_string_append_printf (s, "_%s_\n\n", _("Best run of each test in MB/s; deltas against the first run."));
    }
  for (guint i = 0; i < runs->len; i++)
    {
      DsReportRun *run = g_ptr_array_index (runs, i);
      g_autoptr(GPtrArray) drive = NULL, cond = NULL, health = NULL;

      if (run->kind == DS_REPORT_RUN_THERMAL)
        {
          thermal_section (s, run);
          continue;
        }
      if (run->kind == DS_REPORT_RUN_SUITE)
        {
          suite_section (s, run, suites->len > 1);
          continue;
        }
      if (run->kind == DS_REPORT_RUN_VERIFY)
        {
          verify_section (s, run);
          continue;
        }
      drive = ds_report_drive_fields (run);
      cond = ds_report_condition_fields (run);
      health = ds_report_health_fields (run);
      g_string_append (s, bench->len > 1 ? "### " : "## ");
      md (s, g_ptr_array_index (titles, k++));
      g_string_append (s, "\n\n");
      user_notes (s, run);
      bench_table (s, run->bench);
      {
        g_autoptr(GPtrArray) sheet = ds_report_datasheet_fields (run);

        if (sheet->len > 0)
          {
            g_string_append_printf (s, "**%s**\n\n", _("Data sheet"));
            fields_table (s, sheet);
          }
      }
      g_string_append_printf (s, "<details><summary>%s</summary>\n\n", _("Drive, health and conditions"));
      fields_table (s, drive);
      fields_table (s, health);
      fields_table (s, cond);
      g_string_append (s, "</details>\n\n");
    }
  g_string_append_printf (s, "_%s_\n", _("Measured with Drivescope. MB/s are decimal, as CrystalDiskMark prints them."));
  return g_string_free (s, FALSE);
}
