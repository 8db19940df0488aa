/* ds-report-html.c — one self-contained HTML file for a run or a comparison
 *
 * Inline SVG charts (drawn by the same renderer as the GUI), inline CSS, no
 * scripts and no external requests; a Content-Security-Policy forbids both
 * even if something slipped through. The document is well-formed XHTML, so
 * XML tools can read it. Every device and user string goes through
 * ds_escape_html().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ds-format.h"
#include "ds-chart-private.h"
#include "ds-error.h"
#include "ds-json.h"
#include "ds-report-private.h"
#include "ds-suite-analysis.h"

static const char css_light[] =
  ":root{--bg:#ffffff;--fg:#1e1e1e;--muted:#5e5c64;--line:#e4e4e4;--head:#f4f4f5;--mark:#fff4e0}";
static const char css_dark[] =
  ":root{--bg:#1e1e1e;--fg:#f0f0f0;--muted:#b4b4b4;--line:#3a3a3a;--head:#2a2a2a;--mark:#3d3220}";
static const char css_common[] =
  "body{background:var(--bg);color:var(--fg);font-family:system-ui,sans-serif;margin:0 auto;"
  "max-width:1100px;padding:1.5rem;line-height:1.45}"
  "h1{font-size:1.6rem;margin:0 0 .25rem}h2{font-size:1.2rem;margin:2rem 0 .6rem;"
  "border-bottom:1px solid var(--line);padding-bottom:.3rem}h3{font-size:1rem;margin:1.2rem 0 .4rem}"
  ".sub{color:var(--muted);margin:0}.note{color:var(--muted);font-size:.9rem}"
  "table{border-collapse:collapse;margin:.4rem 0 1rem;font-size:.92rem}"
  "th,td{border:1px solid var(--line);padding:.25rem .6rem;text-align:left;vertical-align:top}"
  "th{background:var(--head);font-weight:600}td.num{text-align:right;font-variant-numeric:tabular-nums}"
  "tr.differs td{background:var(--mark)}figure{margin:1rem 0}"
  "figure svg{max-width:100%;height:auto;display:block}"
  "figcaption{color:var(--muted);font-size:.85rem}.kv th{width:14rem}"
  "footer{margin-top:2.5rem;color:var(--muted);font-size:.85rem}";

static void
esc (GString    *s,
     const char *text)
{
  g_autofree char *e = ds_escape_html (text);

  g_string_append (s, e);
}

static void
elem (GString    *s,
      const char *tag,
      const char *attrs,
      const char *text)
{
  g_string_append_printf (s, "<%s%s%s>", tag, attrs ? " " : "", attrs ? attrs : "");
  esc (s, text);
  g_string_append_printf (s, "</%s>\n", tag);
}

static void
num_cell (GString *s,
          double   value,
          int      decimals)
{
  g_autofree char *text = ds_report_number (value, decimals);

  g_string_append_printf (s, "<td class=\"num\">%s</td>", text);
}

static void
fields_table (GString   *s,
              GPtrArray *fields)
{
  if (fields->len == 0)
    {
      elem (s, "p", "class=\"note\"", _("Not recorded."));
      return;
    }
  g_string_append (s, "<table class=\"kv\">\n");
  for (guint i = 0; i < fields->len; i++)
    {
      DsReportField *f = g_ptr_array_index (fields, i);

      g_string_append (s, "<tr><th scope=\"row\">");
      esc (s, f->name);
      g_string_append (s, "</th><td>");
      esc (s, f->value);
      g_string_append (s, "</td></tr>\n");
    }
  g_string_append (s, "</table>\n");
}

static gboolean
figure (GString               *s,
        DsChart               *chart,
        const DsReportOptions *options,
        guint                 *n_charts,
        const char            *caption,
        GError               **error)
{
  g_autofree char *prefix = g_strdup_printf ("c%u-", ++*n_charts);
  g_autofree char *svg = ds_chart_render_svg_inline (chart, options->chart_width, options->chart_height,
                                                     options->theme, prefix, error);

  if (svg == NULL)
    return FALSE;
  g_string_append (s, "<figure>\n");
  g_string_append (s, svg);
  elem (s, "figcaption", NULL, caption);
  g_string_append (s, "</figure>\n");
  return TRUE;
}

static void
bench_table (GString             *s,
             const DsBenchResult *r)
{
  g_string_append_printf (s, "<table>\n<tr><th>%s</th><th>%s</th><th>MB/s</th><th>IOPS</th>"
                             "<th>%s</th><th>p50 µs</th><th>p90 µs</th><th>p99 µs</th><th>p99.9 µs</th>"
                             "<th>p99.99 µs</th><th>%s</th><th>%s</th><th>%s</th></tr>\n",
                          _("Test"), _("Mode"), _("Mean µs"), _("Median MB/s"), _("Runs"), _("Notes"));
  for (guint i = 0; i < r->tests->len; i++)
    {
      const DsBenchTestResult *t = g_ptr_array_index (r->tests, i);
      const DsIoRunStats *b = ds_bench_test_result_best (t);
      const DsIoRunStats *m = ds_bench_test_result_median (t);
      g_autofree char *spec = ds_bench_spec_to_string (&t->spec);
      g_autofree char *mode = t->mode == DS_IO_MODE_MIX
                              ? g_strdup_printf ("mix %u/%u", t->mix_read_percent, 100 - t->mix_read_percent)
                              : g_strdup (ds_io_mode_to_string (t->mode));
      GString *notes = g_string_new (NULL);

      if (t->cached)
        g_string_append (notes, _("cached (O_DIRECT not honoured)"));
      if (t->incomplete)
        g_string_append_printf (notes, "%s%s", notes->len ? "; " : "", _("incomplete"));
      g_string_append (s, "<tr>");
      elem (s, "td", NULL, spec);
      elem (s, "td", NULL, mode);
      num_cell (s, b ? b->mbps : NAN, 2);
      num_cell (s, b ? b->iops : NAN, 0);
      num_cell (s, b ? b->lat_mean_us : NAN, 1);
      num_cell (s, b ? b->lat_p50_us : NAN, 1);
      num_cell (s, b ? b->lat_p90_us : NAN, 1);
      num_cell (s, b ? b->lat_p99_us : NAN, 1);
      num_cell (s, b ? b->lat_p999_us : NAN, 1);
      num_cell (s, b ? b->lat_p9999_us : NAN, 1);
      num_cell (s, m ? m->mbps : NAN, 2);
      g_string_append_printf (s, "<td class=\"num\">%u</td>", t->runs->len);
      elem (s, "td", NULL, notes->str);
      g_string_append (s, "</tr>\n");
      g_string_free (notes, TRUE);
    }
  g_string_append (s, "</table>\n");
}

static void
compare_table (GString   *s,
               GPtrArray *results,
               GPtrArray *titles)
{
  const DsBenchResult *first = g_ptr_array_index (results, 0);
  g_autoptr(GArray) keys = ds_report_test_keys (results);

  g_string_append_printf (s, "<table>\n<tr><th>%s</th><th>%s</th>", _("Test"), _("Mode"));
  for (guint r = 0; r < results->len; r++)
    {
      g_string_append (s, "<th>");
      esc (s, g_ptr_array_index (titles, r));
      g_string_append (s, "<br/>MB/s</th>");
    }
  g_string_append (s, "</tr>\n");
  for (guint i = 0; i < keys->len; i++)
    {
      const DsReportTestKey *key = &g_array_index (keys, DsReportTestKey, i);
      DsBenchTestResult *t0 = ds_bench_result_find ((DsBenchResult *) first, &key->spec, key->mode);
      const DsIoRunStats *b0 = t0 ? ds_bench_test_result_best (t0) : NULL;
      g_autofree char *spec = ds_bench_spec_to_string (&key->spec);

      g_string_append (s, "<tr>");
      elem (s, "td", NULL, spec);
      elem (s, "td", NULL, ds_io_mode_to_string (key->mode));
      for (guint r = 0; r < results->len; r++)
        {
          DsBenchTestResult *t = ds_bench_result_find (g_ptr_array_index (results, r), &key->spec, key->mode);
          const DsIoRunStats *b = t ? ds_bench_test_result_best (t) : NULL;
          g_autofree char *v = ds_report_number (b ? b->mbps : NAN, 2);

          if (r > 0 && b != NULL && b0 != NULL && b0->mbps > 0)
            g_string_append_printf (s, "<td class=\"num\">%s (%+.1f %%)</td>", v, (b->mbps - b0->mbps) / b0->mbps * 100);
          else
            g_string_append_printf (s, "<td class=\"num\">%s</td>", v);
        }
      g_string_append (s, "</tr>\n");
    }
  g_string_append (s, "</table>\n");
}

/* The conditions of several runs side by side; rows that differ marked. */
static void
conditions_side_by_side (GString   *s,
                         GPtrArray *runs,
                         GPtrArray *titles)
{
  g_autoptr(GPtrArray) lists = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  g_autoptr(GPtrArray) names = g_ptr_array_new ();

  for (guint r = 0; r < runs->len; r++)
    {
      DsReportRun *run = g_ptr_array_index (runs, r);
      GPtrArray *all = ds_report_drive_fields (run);
      g_autoptr(GPtrArray) cond = ds_report_condition_fields (run);

      g_ptr_array_extend_and_steal (all, g_steal_pointer (&cond));
      g_ptr_array_add (lists, all);
      for (guint i = 0; i < all->len; i++)
        {
          const char *name = ((DsReportField *) g_ptr_array_index (all, i))->name;
          gboolean known = FALSE;

          for (guint k = 0; k < names->len && !known; k++)
            known = g_str_equal (g_ptr_array_index (names, k), name);
          if (!known)
            g_ptr_array_add (names, (gpointer) name);
        }
    }
  g_string_append_printf (s, "<table>\n<tr><th>%s</th>", _("Condition"));
  for (guint r = 0; r < runs->len; r++)
    {
      g_string_append (s, "<th>");
      esc (s, g_ptr_array_index (titles, r));
      g_string_append (s, "</th>");
    }
  g_string_append (s, "</tr>\n");
  for (guint k = 0; k < names->len; k++)
    {
      const char *name = g_ptr_array_index (names, k);
      const char *values[16] = { NULL };
      gboolean differs = FALSE;
      guint n = MIN (runs->len, G_N_ELEMENTS (values));

      for (guint r = 0; r < n; r++)
        {
          GPtrArray *list = g_ptr_array_index (lists, r);

          for (guint i = 0; i < list->len; i++)
            if (g_str_equal (((DsReportField *) g_ptr_array_index (list, i))->name, name))
              values[r] = ((DsReportField *) g_ptr_array_index (list, i))->value;
          if (r > 0 && g_strcmp0 (values[r], values[0]) != 0)
            differs = TRUE;
        }
      g_string_append_printf (s, "<tr%s><th scope=\"row\">", differs ? " class=\"differs\"" : "");
      esc (s, name);
      g_string_append (s, "</th>");
      for (guint r = 0; r < n; r++)
        elem (s, "td", NULL, values[r] ? values[r] : "—");
      g_string_append (s, "</tr>\n");
    }
  g_string_append (s, "</table>\n");
}

/* The data sheet's verdicts of a bench run, when its drive has one. */
static void
datasheet_table (GString           *s,
                 const DsReportRun *run)
{
  g_autoptr(GPtrArray) fields = ds_report_datasheet_fields (run);

  if (fields->len == 0)
    return;
  elem (s, "h3", NULL, _("Data sheet"));
  fields_table (s, fields);
}

static void
user_notes (GString           *s,
            const DsReportRun *run)
{
  if (run->label != NULL)
    {
      g_string_append_printf (s, "<p><strong>%s:</strong> ", _("Label"));
      esc (s, run->label);
      g_string_append (s, "</p>\n");
    }
  if (run->comment != NULL)
    {
      g_string_append_printf (s, "<p><strong>%s:</strong> ", _("Comment"));
      esc (s, run->comment);
      g_string_append (s, "</p>\n");
    }
}

static gboolean
thermal_section (GString               *s,
                 const DsReportRun     *run,
                 const DsReportOptions *options,
                 guint                 *n_charts,
                 GError               **error)
{
  const DsThermalResult *r = run->thermal;
  g_autoptr(DsChart) chart = ds_chart_new_thermal (r);
  g_autoptr(GPtrArray) summary = ds_report_thermal_fields (r);
  g_autoptr(GPtrArray) drive = ds_report_drive_fields (run);
  g_autoptr(GPtrArray) health = ds_report_health_fields (run);
  g_autoptr(GPtrArray) cond = ds_report_condition_fields (run);
  g_autofree char *title = ds_report_run_title (run);

  g_string_append (s, "<section>\n");
  elem (s, "h2", NULL, title);
  user_notes (s, run);
  if (!figure (s, chart, options, n_charts,
               _("Throughput and temperature over time; shaded: throttled spans and the cool-down."), error))
    return FALSE;
  elem (s, "h3", NULL, _("Summary"));
  fields_table (s, summary);
  if (r->events->len > 0)
    {
      elem (s, "h3", NULL, _("Slowdowns"));
      g_string_append_printf (s, "<table>\n<tr><th>%s</th><th>%s</th><th>%s</th><th>%s</th><th>%s</th><th>%s</th></tr>\n",
                              _("Cause"), _("Onset (s)"), _("At °C"), _("Before MB/s"), _("During MB/s"), _("Ended (s)"));
      for (guint i = 0; i < r->events->len; i++)
        {
          const DsThermalEvent *e = g_ptr_array_index (r->events, i);

          g_string_append (s, "<tr>");
          elem (s, "td", NULL, ds_thermal_cause_to_string (e->cause));
          num_cell (s, e->onset_s, 0);
          num_cell (s, e->onset_temp_c, 0);
          num_cell (s, e->before_mbps, 0);
          num_cell (s, e->during_mbps, 0);
          num_cell (s, e->end_s, 0);
          g_string_append (s, "</tr>\n");
        }
      g_string_append (s, "</table>\n");
    }
  elem (s, "h3", NULL, _("Drive"));
  fields_table (s, drive);
  if (health->len > 0)
    {
      elem (s, "h3", NULL, _("Health"));
      fields_table (s, health);
    }
  elem (s, "h3", NULL, _("Conditions"));
  fields_table (s, cond);
  g_string_append (s, "</section>\n");
  return TRUE;
}

/* ---- capacity checks (verify) ---- */

static void
verify_extents_table (GString              *s,
                      const DsVerifyResult *r)
{
  if (r->extents == NULL || r->extents->len == 0)
    return;
  elem (s, "h3", NULL, _("Damaged ranges"));
  g_string_append_printf (s, "<table>\n<tr><th>%s</th><th>%s</th><th>%s</th><th>%s</th></tr>\n",
                          _("Position"), _("Length"), _("Found"), _("Holds the data of"));
  for (guint i = 0; i < r->extents->len; i++)
    {
      const DsVerifyExtent *e = &g_array_index (r->extents, DsVerifyExtent, i);
      g_autofree char *from = ds_format_bytes (e->position);
      g_autofree char *len = ds_format_bytes (e->length);
      g_autofree char *other = e->state == DS_VERIFY_BLOCK_ALIASED ? ds_format_bytes (e->other) : g_strdup ("");

      g_string_append (s, "<tr>");
      elem (s, "td", "class=\"num\"", from);
      elem (s, "td", "class=\"num\"", len);
      elem (s, "td", NULL, ds_verify_block_state_to_string (e->state));
      elem (s, "td", "class=\"num\"", other);
      g_string_append (s, "</tr>\n");
    }
  g_string_append (s, "</table>\n");
}

static gboolean
verify_sections (GString               *s,
                 GPtrArray             *runs,
                 const DsReportOptions *options,
                 guint                 *n_charts,
                 GError               **error)
{
  g_autoptr(GPtrArray) results = ds_report_verify_results (runs, NULL);

  if (results->len > 1)
    {
      g_autoptr(DsChart) chart = ds_chart_new_verify_compare (results);

      g_string_append (s, "<section>\n");
      elem (s, "h2", NULL, _("Comparison of capacity checks"));
      if (!figure (s, chart, options, n_charts, _("Write and read MB/s against the position written; shaded: damaged ranges."), error))
        return FALSE;
      g_string_append (s, "</section>\n");
    }
  for (guint i = 0; i < runs->len; i++)
    {
      DsReportRun *run = g_ptr_array_index (runs, i);
      g_autoptr(DsChart) chart = NULL;
      g_autoptr(GPtrArray) summary = NULL, drive = NULL, health = NULL, cond = NULL;
      g_autofree char *title = NULL;
      g_autofree char *heading = NULL;

      if (run->kind != DS_REPORT_RUN_VERIFY)
        continue;
      chart = ds_chart_new_verify (run->verify);
      summary = ds_report_verify_fields (run->verify);
      drive = ds_report_drive_fields (run);
      health = ds_report_health_fields (run);
      cond = ds_report_condition_fields (run);
      title = ds_report_run_title (run);
      heading = g_strdup_printf ("%s: %s", _("Capacity check"), title);
      g_string_append (s, "<section>\n");
      elem (s, "h2", NULL, heading);
      user_notes (s, run);
      if (!figure (s, chart, options, n_charts, _("Write and read MB/s against the position written; shaded: damaged ranges."), error))
        return FALSE;
      elem (s, "h3", NULL, _("Summary"));
      fields_table (s, summary);
      verify_extents_table (s, run->verify);
      elem (s, "h3", NULL, _("Drive"));
      fields_table (s, drive);
      if (health->len > 0)
        {
          elem (s, "h3", NULL, _("Health"));
          fields_table (s, health);
        }
      elem (s, "h3", NULL, _("Conditions"));
      fields_table (s, cond);
      g_string_append (s, "</section>\n");
    }
  return TRUE;
}

/* ---- suite runs ---- */

static void
suite_steps_table (GString             *s,
                   const DsSuiteResult *r)
{
  g_string_append (s, "<table>\n<tr>");
  for (guint c = 0; c < DS_REPORT_SUITE_COLUMNS; c++)
    elem (s, "th", NULL, ds_report_suite_column (c));
  g_string_append (s, "</tr>\n");
  for (guint i = 0; i < r->steps->len; i++)
    {
      g_autoptr(GPtrArray) cells = ds_report_suite_step_cells (g_ptr_array_index (r->steps, i));

      g_string_append (s, "<tr>");
      for (guint c = 0; c < cells->len; c++)
        elem (s, "td", c >= 1 && c <= 6 ? "class=\"num\"" : NULL, g_ptr_array_index (cells, c));
      g_string_append (s, "</tr>\n");
    }
  g_string_append (s, "</table>\n");
}

static void
suite_answers (GString             *s,
               const DsSuiteResult *r)
{
  g_autofree char *text = ds_suite_summary_text (r);
  g_auto(GStrv) lines = g_strsplit (text != NULL ? text : "", "\n", -1);
  gboolean any = FALSE;

  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (*lines[i] == '\0')
        continue;
      if (!any)
        g_string_append (s, "<ul>\n");
      any = TRUE;
      elem (s, "li", NULL, lines[i]);
    }
  if (any)
    g_string_append (s, "</ul>\n");
}

/* The per-step comparison: a row per step and answer, a column per run. */
static void
suite_compare_table (GString    *s,
                     JsonNode   *comparison,
                     const char *first_heading)
{
  JsonObject *root = json_node_get_object (comparison);
  JsonArray *runs = ds_json_get_array (root, "runs");
  JsonArray *rows = ds_json_get_array (root, "rows");
  guint n = json_array_get_length (runs);

  g_string_append_printf (s, "<table>\n<tr><th>%s</th><th>%s</th><th>%s</th>", first_heading, _("Mode"), _("Unit"));
  for (guint i = 0; i < n; i++)
    {
      JsonObject *run = json_array_get_object_element (runs, i);
      const char *label = ds_json_get_string (run, "label");

      elem (s, "th", NULL, label != NULL ? label : ds_json_get_string (run, "drive"));
    }
  g_string_append (s, "</tr>\n");
  for (guint r = 0; r < json_array_get_length (rows); r++)
    {
      JsonObject *row = json_array_get_object_element (rows, r);
      JsonArray *values = ds_json_get_array (row, "values");
      JsonArray *deltas = ds_json_get_array (row, "delta_percent");
      const char *unit = ds_json_get_string (row, "unit");
      int decimals = g_strcmp0 (unit, "MB/s") == 0 || g_strcmp0 (unit, "GB") == 0 || g_strcmp0 (unit, "p99 µs") == 0 ? 1 : 0;

      g_string_append (s, "<tr>");
      elem (s, "td", NULL, ds_json_get_string (row, "test"));
      elem (s, "td", NULL, ds_json_get_string (row, "mode"));
      elem (s, "td", NULL, unit);
      for (guint i = 0; i < n; i++)
        {
          JsonNode *v = json_array_get_element (values, i);
          JsonNode *d = json_array_get_element (deltas, i);
          g_autofree char *text = ds_report_number (JSON_NODE_HOLDS_NULL (v) ? NAN : json_node_get_double (v), decimals);

          if (i > 0 && !JSON_NODE_HOLDS_NULL (d))
            g_string_append_printf (s, "<td class=\"num\">%s (%+.1f %%)</td>", text, json_node_get_double (d));
          else
            g_string_append_printf (s, "<td class=\"num\">%s</td>", text);
        }
      g_string_append (s, "</tr>\n");
    }
  g_string_append (s, "</table>\n");
}

static gboolean
suite_sections (GString               *s,
                GPtrArray             *runs,
                const DsReportOptions *options,
                guint                 *n_charts,
                GError               **error)
{
  g_autoptr(GPtrArray) titles = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) results = ds_report_suite_results (runs, titles);
  g_autoptr(GPtrArray) suite_runs = g_ptr_array_new ();
  g_autoptr(GError) why = NULL;
  g_autoptr(JsonNode) comparison = NULL;

  if (results->len == 0)
    return TRUE;
  for (guint i = 0; i < runs->len; i++)
    if (((DsReportRun *) g_ptr_array_index (runs, i))->kind == DS_REPORT_RUN_SUITE)
      g_ptr_array_add (suite_runs, g_ptr_array_index (runs, i));
  if (results->len > 1)
    comparison = ds_report_suite_comparison (runs, &why);
  if (comparison != NULL)
    {
      g_autoptr(DsChart) chart = ds_chart_new_suite_compare (results);

      g_string_append (s, "<section>\n");
      elem (s, "h2", NULL, _("Comparison of suite runs"));
      if (!figure (s, chart, options, n_charts, _("The runs overlaid, a colour per run."), error))
        return FALSE;
      suite_compare_table (s, comparison, _("Step"));
      elem (s, "p", "class=\"note\"", _("Deltas are against the first run."));
      elem (s, "h3", NULL, _("Conditions (rows that differ are marked)"));
      conditions_side_by_side (s, suite_runs, titles);
      g_string_append (s, "</section>\n");
    }
  else if (why != NULL)
    elem (s, "p", "class=\"note\"", why->message);
  for (guint i = 0; i < suite_runs->len; i++)
    {
      DsReportRun *run = g_ptr_array_index (suite_runs, i);
      g_autoptr(DsChart) chart = ds_chart_new_suite (run->suite);
      g_autoptr(GPtrArray) drive = ds_report_drive_fields (run);
      g_autoptr(GPtrArray) health = ds_report_health_fields (run);
      g_autoptr(GPtrArray) cond = ds_report_condition_fields (run);
      g_autofree char *heading = g_strdup_printf ("%s: %s", ds_suite_kind_title (run->suite->suite),
                                                  (char *) g_ptr_array_index (titles, i));

      g_string_append (s, "<section>\n");
      elem (s, "h2", NULL, heading);
      user_notes (s, run);
      if (!figure (s, chart, options, n_charts, ds_suite_kind_title (run->suite->suite), error))
        return FALSE;
      elem (s, "h3", NULL, _("Answers"));
      suite_answers (s, run->suite);
      elem (s, "h3", NULL, _("Steps"));
      suite_steps_table (s, run->suite);
      elem (s, "h3", NULL, _("Drive"));
      fields_table (s, drive);
      if (health->len > 0)
        {
          elem (s, "h3", NULL, _("Health"));
          fields_table (s, health);
        }
      elem (s, "h3", NULL, _("Conditions"));
      fields_table (s, cond);
      g_string_append (s, "</section>\n");
    }
  return TRUE;
}

char *
ds_report_html (GPtrArray             *runs,
                const DsReportOptions *options,
                GError               **error)
{
  g_autoptr(GString) s = g_string_new (NULL);
  g_autoptr(GPtrArray) titles = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) bench = ds_report_bench_results (runs, titles);
  g_autofree char *title = NULL;
  g_autofree char *now = NULL;
  g_autoptr(GDateTime) dt = g_date_time_new_now_utc ();
  guint n_charts = 0;

  if (runs->len == 1)
    {
      g_autofree char *t = ds_report_run_title (g_ptr_array_index (runs, 0));

      title = g_strdup_printf (_("Drivescope report: %s"), t);
    }
  else
    title = g_strdup_printf (_("Drivescope comparison of %u runs"), runs->len);
  now = g_date_time_format (dt, "%Y-%m-%d %H:%M UTC");

  g_string_append (s, "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\">\n<head>\n"
                      "<meta charset=\"utf-8\"/>\n"
                      "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
                      "style-src 'unsafe-inline'; img-src data:\"/>\n"
                      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
                      "<meta name=\"generator\" content=\"Drivescope " PACKAGE_VERSION "\"/>\n");
  elem (s, "title", NULL, title);
  g_string_append_printf (s, "<style>%s%s</style>\n</head>\n<body>\n<header>\n",
                          options->theme == DS_CHART_THEME_DARK ? css_dark : css_light, css_common);
  elem (s, "h1", NULL, title);
  {
    g_autofree char *generated = g_strdup_printf (_("Generated by Drivescope %s on %s"), PACKAGE_VERSION, now);

    elem (s, "p", "class=\"sub\"", generated);
  }
  g_string_append (s, "</header>\n");

  if (bench->len == 1)
    {
      DsReportRun *run = NULL;
      g_autoptr(DsChart) chart = ds_chart_new_results (g_ptr_array_index (bench, 0), options->units);
      /* No latency chart of runs without percentiles (CrystalDiskMark imports). */
      g_autoptr(DsChart) lat = ds_chart_latency_count_tests (bench, NULL) > 0 ? ds_chart_new_latency (bench, NULL) : NULL;
      g_autoptr(GPtrArray) drive = NULL, health = NULL, cond = NULL;

      for (guint i = 0; i < runs->len && run == NULL; i++)
        if (((DsReportRun *) g_ptr_array_index (runs, i))->kind == DS_REPORT_RUN_BENCH)
          run = g_ptr_array_index (runs, i);
      drive = ds_report_drive_fields (run);
      health = ds_report_health_fields (run);
      cond = ds_report_condition_fields (run);
      g_string_append (s, "<section>\n");
      elem (s, "h2", NULL, g_ptr_array_index (titles, 0));
      user_notes (s, run);
      elem (s, "h3", NULL, _("Drive"));
      fields_table (s, drive);
      if (health->len > 0)
        {
          elem (s, "h3", NULL, _("Health"));
          fields_table (s, health);
        }
      elem (s, "h3", NULL, _("Conditions"));
      fields_table (s, cond);
      elem (s, "h3", NULL, _("Results"));
      if (!figure (s, chart, options, &n_charts, _("Best run of each test."), error) ||
          (lat != NULL && !figure (s, lat, options, &n_charts, _("Latency percentiles of the best run, log scale."), error)))
        return NULL;
      bench_table (s, run->bench);
      datasheet_table (s, run);
      g_string_append (s, "</section>\n");
    }
  else if (bench->len > 1)
    {
      g_autoptr(DsChart) chart = ds_chart_new_compare (bench, (const char * const *) titles->pdata, options->units);
      g_autoptr(DsChart) lat = ds_chart_latency_count_tests (bench, NULL) > 0
                                 ? ds_chart_new_latency (bench, (const char * const *) titles->pdata) : NULL;
      g_autoptr(GPtrArray) bench_runs = g_ptr_array_new ();
      guint k = 0;

      for (guint i = 0; i < runs->len; i++)
        if (((DsReportRun *) g_ptr_array_index (runs, i))->kind == DS_REPORT_RUN_BENCH)
          g_ptr_array_add (bench_runs, g_ptr_array_index (runs, i));
      g_string_append (s, "<section>\n");
      elem (s, "h2", NULL, _("Comparison"));
      if (!figure (s, chart, options, &n_charts, _("Best run of each test; deltas against the first run."), error))
        return NULL;
      compare_table (s, bench, titles);
      elem (s, "h3", NULL, _("Conditions (rows that differ are marked)"));
      conditions_side_by_side (s, bench_runs, titles);
      if (lat != NULL && !figure (s, lat, options, &n_charts, _("Latency percentiles of the best runs, log scale."), error))
        return NULL;
      g_string_append (s, "</section>\n");
      for (guint i = 0; i < runs->len; i++)
        {
          DsReportRun *run = g_ptr_array_index (runs, i);
          g_autoptr(GPtrArray) health = NULL;

          if (run->kind != DS_REPORT_RUN_BENCH)
            continue;
          health = ds_report_health_fields (run);
          g_string_append (s, "<section>\n");
          elem (s, "h2", NULL, g_ptr_array_index (titles, k++));
          user_notes (s, run);
          if (health->len > 0)
            {
              elem (s, "h3", NULL, _("Health"));
              fields_table (s, health);
            }
          bench_table (s, run->bench);
          datasheet_table (s, run);
          g_string_append (s, "</section>\n");
        }
    }
  {
    g_autoptr(GPtrArray) thermals = NULL;
    g_autoptr(GPtrArray) labels = NULL;
    g_autoptr(JsonNode) comparison = ds_report_thermal_comparison (runs, &thermals, &labels, NULL);

    if (comparison != NULL)
      {
        g_autoptr(DsChart) chart = ds_chart_new_thermal_compare (thermals, (const char * const *) labels->pdata);

        g_string_append (s, "<section>\n");
        elem (s, "h2", NULL, _("Thermal runs compared"));
        if (!figure (s, chart, options, &n_charts, _("The runs on one time axis, a colour per run."), error))
          return NULL;
        suite_compare_table (s, comparison, _("Figure"));
        elem (s, "p", "class=\"note\"", _("Each figure is the run's own analysis; deltas are against the first run."));
        g_string_append (s, "</section>\n");
      }
  }
  for (guint i = 0; i < runs->len; i++)
    {
      DsReportRun *run = g_ptr_array_index (runs, i);

      if (run->kind == DS_REPORT_RUN_THERMAL && !thermal_section (s, run, options, &n_charts, error))
        return NULL;
    }
  if (!suite_sections (s, runs, options, &n_charts, error))
    return NULL;
  if (!verify_sections (s, runs, options, &n_charts, error))
    return NULL;
  g_string_append (s, "<footer>");
  esc (s, _("MB/s are decimal (10⁶ bytes per second), as CrystalDiskMark prints them. Latency in microseconds."));
  g_string_append (s, "</footer>\n</body>\n</html>\n");
  return g_string_free (g_steal_pointer (&s), FALSE);
}
