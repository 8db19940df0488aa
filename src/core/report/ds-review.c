/* ds-review.c — the review article: its blocks (headings, paragraphs,
 * tables, charts, commands) made once from the runs, then written as HTML,
 * Markdown and PDF; the charts as PNG files beside them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <cairo-pdf.h>
#include <errno.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "ds-chart-private.h"
#include "ds-conditions.h"
#include "ds-datasheet.h"
#include "ds-error.h"
#include "ds-format.h"
#include "ds-history-compare.h"
#include "ds-json.h"
#include "ds-report-private.h"
#include "ds-review.h"
#include "ds-thermal-analysis.h"
#include "ds-user-file.h"

typedef enum
{
  BLOCK_H1,
  BLOCK_H2,
  BLOCK_P,
  BLOCK_TABLE,     /* rows of cells, the first the header */
  BLOCK_CHART,
  BLOCK_CODE,      /* lines */
} BlockKind;

typedef struct
{
  BlockKind  kind;
  char      *text;      /* heading, paragraph, caption */
  GPtrArray *rows;      /* GPtrArray* of char* (table), or char* (code) */
  DsChart   *chart;
  char      *image;     /* "images/01-benchmarks.png" */
} Block;

static void
block_free (Block *b)
{
  g_free (b->text);
  g_clear_pointer (&b->rows, g_ptr_array_unref);
  g_clear_pointer (&b->chart, ds_chart_free);
  g_free (b->image);
  g_free (b);
}

static Block *
add_block (GPtrArray  *blocks,
           BlockKind   kind,
           const char *text)
{
  Block *b = g_new0 (Block, 1);

  b->kind = kind;
  b->text = g_strdup (text);
  g_ptr_array_add (blocks, b);
  return b;
}

static GPtrArray *
add_table (GPtrArray *blocks)
{
  Block *b = add_block (blocks, BLOCK_TABLE, NULL);

  b->rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  return b->rows;
}

static GPtrArray *
add_row (GPtrArray *rows)
{
  GPtrArray *row = g_ptr_array_new_with_free_func (g_free);

  g_ptr_array_add (rows, row);
  return row;
}

static void
add_chart (GPtrArray  *blocks,
           DsChart    *chart,
           const char *name,
           const char *caption)
{
  Block *b = add_block (blocks, BLOCK_CHART, caption);
  guint n = 0;

  for (guint i = 0; i < blocks->len; i++)
    n += ((Block *) g_ptr_array_index (blocks, i))->kind == BLOCK_CHART;
  b->chart = chart;
  b->image = g_strdup_printf ("images/%02u-%s.png", n, name);
}

static char *
num (double v,
     int    decimals)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  if (!isfinite (v))
    return g_strdup ("—");
  return g_strdup (g_ascii_formatd (buf, sizeof buf, decimals == 0 ? "%.0f" : decimals == 1 ? "%.1f" : "%.2f", v));
}

void
ds_review_options_init (DsReviewOptions *options)
{
  options->title = NULL;
  options->serials = FALSE;
  options->theme = DS_CHART_THEME_LIGHT;
  options->formats = DS_REVIEW_ALL;
}

/* ---- commands ---- */

static void
arg (GString    *s,
     const char *option,
     const char *value)
{
  g_autofree char *quoted = NULL;

  if (value == NULL || *value == '\0')
    return;
  quoted = g_shell_quote (value);
  g_string_append_printf (s, " %s %s", option, strchr (value, ' ') || strchr (value, '\'') || strchr (value, '"') ||
                                               strchr (value, '$') || strchr (value, '`') ? quoted : value);
}

static void
arg_number (GString    *s,
            const char *option,
            JsonObject *settings,
            const char *key,
            const char *unit)
{
  double v = ds_json_get_double (settings, key, NAN);
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  if (!isfinite (v) || v <= 0)
    return;
  g_string_append_printf (s, " %s %s%s", option, g_ascii_formatd (buf, sizeof buf, "%.15g", v), unit);
}

static void
arg_list (GString    *s,
          const char *option,
          JsonArray  *values,
          gboolean    blocks)
{
  g_autoptr(GString) list = g_string_new (NULL);

  for (guint i = 0; values != NULL && i < json_array_get_length (values); i++)
    {
      JsonNode *n = json_array_get_element (values, i);

      if (list->len > 0)
        g_string_append_c (list, ',');
      if (JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING)
        g_string_append (list, json_node_get_string (n));
      else if (blocks)
        {
          g_autofree char *b = ds_suite_format_block ((guint64) json_node_get_int (n));

          g_string_append (list, b);
        }
      else
        g_string_append_printf (list, "%" G_GINT64_FORMAT, json_node_get_int (n));
    }
  if (list->len > 0)
    g_string_append_printf (s, " %s %s", option, list->str);
}

char *
ds_review_run_command (const DsReportRun *run)
{
  JsonObject *settings = ds_report_run_settings (run);
  JsonObject *cond = ds_report_run_conditions (run);
  const char *dir = ds_conditions_get_dir (cond);
  GString *s = g_string_new ("drivescope-cli");

  if (run->kind == DS_REPORT_RUN_BENCH)
    {
      JsonArray *tests = ds_json_get_array (settings, "tests");

      if (ds_run_kind_is_imported (run->bench->kind))
        {
          g_string_free (s, TRUE);
          return NULL;
        }
      g_string_append (s, " bench");
      arg (s, "--dir", dir != NULL ? dir : ds_json_get_string (settings, "dir"));
      arg (s, "--profile", ds_json_get_string (settings, "profile"));
      if (tests != NULL && json_array_get_length (tests) > 0)
        {
          g_autoptr(GString) list = g_string_new (NULL);

          for (guint i = 0; i < json_array_get_length (tests); i++)
            {
              JsonNode *n = json_array_get_element (tests, i);

              if (JSON_NODE_HOLDS_VALUE (n) && json_node_get_value_type (n) == G_TYPE_STRING)
                g_string_append_printf (list, "%s%s", list->len > 0 ? "," : "", json_node_get_string (n));
            }
          arg (s, "--tests", list->str);
        }
      arg_number (s, "--size", settings, "size_bytes", "");
      arg_number (s, "--runs", settings, "runs", "");
      arg_number (s, "--duration", settings, "duration_s", "");
      if (ds_json_get_double (settings, "interval_s", NAN) >= 0)
        g_string_append_printf (s, " --interval %.15g", ds_json_get_double (settings, "interval_s", 0));
      arg (s, "--data", ds_json_get_string (settings, "data"));
      arg (s, "--engine", ds_json_get_string (settings, "engine"));
    }
  else if (run->kind == DS_REPORT_RUN_THERMAL)
    {
      g_string_append (s, " thermal");
      arg (s, "--dir", dir != NULL ? dir : ds_json_get_string (settings, "dir"));
      arg_number (s, "--duration", settings, "duration_s", "s");
      arg_number (s, "--size", settings, "size_bytes", "");
      arg_number (s, "--block", settings, "block_size", "");
      arg_number (s, "--qd", settings, "queue_depth", "");
      arg_number (s, "--sample", settings, "sample_ms", "ms");
      arg_number (s, "--cooldown", settings, "cooldown_s", "s");
    }
  else
    {
      const DsSuiteResult *r = run->suite;
      double limit = ds_json_get_double (settings, "latency_limit_us", NAN);

      g_string_append_printf (s, " suite %s", ds_suite_kind_to_string (r->suite));
      arg (s, "--dir", dir != NULL ? dir : ds_json_get_string (settings, "dir"));
      if (r->suite == DS_SUITE_SURFACE)
        {
          arg (s, "--drive", ds_json_get_string (settings, "drive"));
          arg_number (s, "--samples", settings, "samples", "");
        }
      else
        {
          if (r->suite == DS_SUITE_BLOCKSIZE)
            arg_list (s, "--blocks", ds_json_get_array (settings, "blocks"), TRUE);
          if (r->suite == DS_SUITE_QD_SCALING || r->suite == DS_SUITE_MIXES)
            arg_list (s, "--qd", ds_json_get_array (settings, "queue_depths"), FALSE);
          if (r->suite == DS_SUITE_QD_SCALING)
            arg_list (s, "--threads", ds_json_get_array (settings, "threads"), FALSE);
          if (r->suite == DS_SUITE_RWMIX)
            arg_list (s, "--mixes", ds_json_get_array (settings, "mixes"), FALSE);
          if (r->suite == DS_SUITE_MIXES)
            arg_list (s, "--presets", ds_json_get_array (settings, "presets"), FALSE);
          arg_number (s, "--duration", settings, "duration_s", "");
          arg_number (s, "--warmup", settings, "warmup_s", "");
          arg_number (s, "--size", settings, "size_bytes", "");
          if (isfinite (limit) && (r->suite == DS_SUITE_QD_SCALING || r->suite == DS_SUITE_MIXES))
            arg_number (s, "--latency-limit", settings, "latency_limit_us", "us");
        }
      if (ds_json_get_int (settings, "fill_percent", 0) > 0)
        g_string_append_printf (s, " --fill %" G_GINT64_FORMAT "%%", ds_json_get_int (settings, "fill_percent", 0));
    }
  return g_string_free (s, FALSE);
}

/* ---- the article's blocks ---- */

static char *
short_title (const DsReportRun *run,
             guint              i)
{
  g_autofree char *title = ds_report_run_title (run);

  return g_strdup_printf ("%u · %s", i + 1, title);
}

/* The drives: one row per drive (by identity), in the order first run. */
static void
drives_section (GPtrArray             *blocks,
                GPtrArray             *runs,
                const DsReviewOptions *options)
{
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GPtrArray *rows;
  GPtrArray *row;

  add_block (blocks, BLOCK_H2, _("The drives"));
  rows = add_table (blocks);
  row = add_row (rows);
  g_ptr_array_add (row, g_strdup (_("Drive")));
  if (options->serials)
    g_ptr_array_add (row, g_strdup (_("Serial number")));
  g_ptr_array_add (row, g_strdup (_("Firmware")));
  g_ptr_array_add (row, g_strdup (_("Capacity")));
  g_ptr_array_add (row, g_strdup (_("Transport")));
  g_ptr_array_add (row, g_strdup (_("Link")));
  g_ptr_array_add (row, g_strdup (_("Health")));
  for (guint i = 0; i < runs->len; i++)
    {
      const DsReportRun *run = g_ptr_array_index (runs, i);
      JsonObject *cond = ds_report_run_conditions (run);
      DsConditionsDrive d;
      DsConditionsLink link;
      g_autofree char *key = NULL;
      g_autoptr(GString) health = g_string_new (NULL);

      ds_conditions_get_drive (cond, &d);
      key = g_strdup_printf ("%s/%s/%s", d.model ? d.model : "", d.serial ? d.serial : "", d.name ? d.name : "");
      if (g_hash_table_contains (seen, key))
        continue;
      g_hash_table_add (seen, g_steal_pointer (&key));
      row = add_row (rows);
      {
        g_autofree char *title = ds_chart_drive_title (cond, NULL);
        g_autofree char *array = ds_conditions_array_text (cond);

        g_ptr_array_add (row, array != NULL ? g_strdup_printf ("%s: %s", title, array) : g_steal_pointer (&title));
      }
      if (options->serials)
        g_ptr_array_add (row, g_strdup (d.serial ? d.serial : "—"));
      g_ptr_array_add (row, g_strdup (d.firmware ? d.firmware : "—"));
      g_ptr_array_add (row, d.size_bytes > 0 ? ds_format_bytes ((guint64) d.size_bytes) : g_strdup ("—"));
      g_ptr_array_add (row, g_strdup (d.transport ? d.transport : "—"));
      g_ptr_array_add (row, g_strdup (ds_conditions_get_link (cond, &link) && link.description ? link.description
                                      : ds_conditions_get_link_text (cond) ? ds_conditions_get_link_text (cond) : "—"));
      if (run->health != NULL)
        {
          double used = ds_json_get_double (run->health, "percentage_used", NAN);
          double written = ds_json_get_double (run->health, "bytes_written", NAN);
          double temp = ds_json_get_double (run->health, "temperature_c", NAN);
          const char *verdict = ds_json_get_string (run->health, "verdict");

          if (verdict != NULL)
            g_string_append (health, verdict);
          if (isfinite (used))
            /* TRANSLATORS: part of a drive's health in the review: "3 % used" */
            g_string_append_printf (health, _("%s%.0f %% used"), health->len ? " · " : "", used);
          if (isfinite (written))
            {
              g_autofree char *w = ds_format_bytes ((guint64) written);

              /* TRANSLATORS: part of a drive's health in the review: "12.3 TB written" */
              g_string_append_printf (health, _("%s%s written"), health->len ? " · " : "", w);
            }
          if (isfinite (temp))
            g_string_append_printf (health, "%s%.0f °C", health->len ? " · " : "", temp);
        }
      g_ptr_array_add (row, g_strdup (health->len > 0 ? health->str : "—"));
    }
}

/* The conditions of each run: a row per condition, a column per run. */
static void
conditions_section (GPtrArray *blocks,
                    GPtrArray *runs)
{
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) per_run = g_ptr_array_new_with_free_func ((GDestroyNotify) g_ptr_array_unref);
  GPtrArray *rows, *row;

  add_block (blocks, BLOCK_H2, _("Test system and conditions"));
  for (guint i = 0; i < runs->len; i++)
    {
      GPtrArray *fields = ds_report_condition_fields (g_ptr_array_index (runs, i));

      g_ptr_array_add (per_run, fields);
      for (guint f = 0; f < fields->len; f++)
        {
          const DsReportField *field = g_ptr_array_index (fields, f);

          if (!g_ptr_array_find_with_equal_func (names, field->name, g_str_equal, NULL))
            g_ptr_array_add (names, g_strdup (field->name));
        }
    }
  rows = add_table (blocks);
  row = add_row (rows);
  g_ptr_array_add (row, g_strdup (_("Condition")));
  for (guint i = 0; i < runs->len; i++)
    g_ptr_array_add (row, short_title (g_ptr_array_index (runs, i), i));
  for (guint n = 0; n < names->len; n++)
    {
      row = add_row (rows);
      g_ptr_array_add (row, g_strdup (g_ptr_array_index (names, n)));
      for (guint i = 0; i < runs->len; i++)
        {
          GPtrArray *fields = g_ptr_array_index (per_run, i);
          const char *value = NULL;

          for (guint f = 0; f < fields->len && value == NULL; f++)
            {
              const DsReportField *field = g_ptr_array_index (fields, f);

              if (g_str_equal (field->name, g_ptr_array_index (names, n)))
                value = field->value;
            }
          g_ptr_array_add (row, g_strdup (value != NULL ? value : "—"));
        }
    }
}

static void
bench_section (GPtrArray             *blocks,
               GPtrArray             *runs,
               const DsReviewOptions *options)
{
  g_autoptr(GPtrArray) titles = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) bench = ds_report_bench_results (runs, titles);
  g_autoptr(GArray) keys = NULL;
  g_autoptr(GPtrArray) numbered = g_ptr_array_new_with_free_func (g_free);
  GPtrArray *rows, *row;
  guint k = 0;

  if (bench->len == 0)
    return;
  for (guint i = 0; i < runs->len; i++)
    if (((DsReportRun *) g_ptr_array_index (runs, i))->kind == DS_REPORT_RUN_BENCH)
      g_ptr_array_add (numbered, short_title (g_ptr_array_index (runs, i), i));
  g_ptr_array_add (numbered, NULL);
  add_block (blocks, BLOCK_H2, _("Sequential and random (CrystalDiskMark method)"));
  add_chart (blocks, bench->len > 1 ? ds_chart_new_compare (bench, (const char * const *) numbered->pdata, DS_CHART_UNITS_MBPS)
                                    : ds_chart_new_results (g_ptr_array_index (bench, 0), DS_CHART_UNITS_MBPS),
             "benchmarks", _("Best run of each test, MB/s; deltas against the first drive."));
  keys = ds_report_test_keys (bench);
  rows = add_table (blocks);
  row = add_row (rows);
  g_ptr_array_add (row, g_strdup (_("Test")));
  for (guint i = 0; i < bench->len; i++)
    g_ptr_array_add (row, g_strdup (g_ptr_array_index (numbered, i)));
  for (guint t = 0; t < keys->len; t++)
    {
      const DsReportTestKey *key = &g_array_index (keys, DsReportTestKey, t);
      g_autofree char *spec = ds_bench_spec_to_string (&key->spec);

      for (guint unit = 0; unit < (key->spec.pattern == DS_IO_PATTERN_RND ? 2u : 1u); unit++)
        {
          row = add_row (rows);
          g_ptr_array_add (row, g_strdup_printf ("%s %s (%s)", spec, ds_io_mode_to_string (key->mode),
                                                 unit == 0 ? "MB/s" : "IOPS"));
          for (guint i = 0; i < bench->len; i++)
            {
              const DsBenchTestResult *test = ds_bench_result_find (g_ptr_array_index (bench, i), &key->spec, key->mode);
              const DsIoRunStats *best = test != NULL ? ds_bench_test_result_best (test) : NULL;

              g_ptr_array_add (row, best == NULL ? g_strdup ("—") : unit == 0 ? num (best->mbps, 1) : num (best->iops, 0));
            }
        }
    }
  /* an array against a run on one of its members */
  for (guint i = 0; i < runs->len; i++)
    for (guint j = 0; j < runs->len; j++)
      {
        const DsReportRun *a = g_ptr_array_index (runs, i), *b = g_ptr_array_index (runs, j);
        g_autoptr(JsonNode) an = NULL, bn = NULL;
        g_autofree char *scaling = NULL;

        if (i == j || a->kind != DS_REPORT_RUN_BENCH || b->kind != DS_REPORT_RUN_BENCH ||
            ds_conditions_get_array (ds_report_run_conditions (a)) == NULL)
          continue;
        an = ds_report_run_to_json (a);
        bn = ds_report_run_to_json (b);
        scaling = ds_history_compare_array_scaling (json_node_get_object (an), json_node_get_object (bn));
        if (scaling != NULL)
          {
            g_autofree char *ta = short_title (a, i), *tb = short_title (b, j);
            /* TRANSLATORS: an array's run against a run on one of its members in the review */
            g_autofree char *text = g_strdup_printf (_("Scaling of %s against %s: %s."), ta, tb, scaling);

            add_block (blocks, BLOCK_P, text);
          }
      }
  (void) k;
  (void) options;
}

/* A comparison's rows (ds_history_compare) as a table. */
static void
comparison_table (GPtrArray  *blocks,
                  JsonNode   *comparison,
                  GPtrArray  *titles,
                  const char *first)
{
  JsonArray *rows_in = ds_json_get_array (json_node_get_object (comparison), "rows");
  GPtrArray *rows = add_table (blocks);
  GPtrArray *row = add_row (rows);

  g_ptr_array_add (row, g_strdup (first));
  for (guint i = 0; i < titles->len; i++)
    g_ptr_array_add (row, g_strdup (g_ptr_array_index (titles, i)));
  for (guint r = 0; r < json_array_get_length (rows_in); r++)
    {
      JsonObject *in = json_array_get_object_element (rows_in, r);
      JsonArray *values = ds_json_get_array (in, "values");
      const char *unit = ds_json_get_string (in, "unit");
      int decimals = g_strcmp0 (unit, "MB/s") == 0 || g_strcmp0 (unit, "GB") == 0 || g_strcmp0 (unit, "s") == 0 ? 1 : 0;

      row = add_row (rows);
      g_ptr_array_add (row, g_strdup_printf ("%s %s (%s)", ds_json_get_string (in, "test"),
                                             ds_json_get_string (in, "mode"), unit));
      for (guint i = 0; i < titles->len; i++)
        {
          JsonNode *v = i < json_array_get_length (values) ? json_array_get_element (values, i) : NULL;

          g_ptr_array_add (row, num (v == NULL || JSON_NODE_HOLDS_NULL (v) ? NAN : json_node_get_double (v), decimals));
        }
    }
}

static void
suite_sections (GPtrArray *blocks,
                GPtrArray *runs)
{
  for (guint kind = 0; kind < DS_SUITE_N_KINDS; kind++)
    {
      g_autoptr(GPtrArray) results = g_ptr_array_new ();
      g_autoptr(GPtrArray) nodes = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
      g_autoptr(GPtrArray) titles = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(JsonNode) comparison = NULL;
      g_autofree char *name = NULL;

      for (guint i = 0; i < runs->len; i++)
        {
          const DsReportRun *run = g_ptr_array_index (runs, i);

          if (run->kind != DS_REPORT_RUN_SUITE || run->suite->suite != (DsSuiteKind) kind || results->len >= 8)
            continue;
          g_ptr_array_add (results, run->suite);
          g_ptr_array_add (nodes, ds_report_run_to_json (run));
          g_ptr_array_add (titles, short_title (run, i));
        }
      if (results->len == 0)
        continue;
      add_block (blocks, BLOCK_H2, ds_suite_kind_title ((DsSuiteKind) kind));
      name = g_strdup_printf ("suite-%s", ds_suite_kind_to_string ((DsSuiteKind) kind));
      add_chart (blocks, ds_chart_new_suite_compare (results), name,
                 results->len > 1 ? _("Every drive on shared axes, a colour per run; each run's answer marked.")
                                  : ds_suite_kind_title ((DsSuiteKind) kind));
      if (nodes->len >= 2)
        comparison = ds_history_compare (nodes, NULL);
      if (comparison != NULL)
        comparison_table (blocks, comparison, titles, _("Step or answer"));
      else
        {
          GPtrArray *rows = add_table (blocks);
          GPtrArray *row = add_row (rows);
          const DsSuiteResult *r = g_ptr_array_index (results, 0);

          for (guint c = 0; c < DS_REPORT_SUITE_COLUMNS; c++)
            g_ptr_array_add (row, g_strdup (ds_report_suite_column (c)));
          for (guint st = 0; st < r->steps->len; st++)
            {
              GPtrArray *cells = ds_report_suite_step_cells (g_ptr_array_index (r->steps, st));

              g_ptr_array_add (rows, cells);
            }
        }
    }
}

static void
thermal_section (GPtrArray *blocks,
                 GPtrArray *runs)
{
  g_autoptr(GPtrArray) results = g_ptr_array_new ();
  g_autoptr(GPtrArray) titles = g_ptr_array_new_with_free_func (g_free);
  static const char *figure_names[] = {
    N_("first throttle (s)"), N_("throttle temperature (°C)"), N_("before throttle (MB/s)"),
    N_("after throttle (MB/s)"), N_("lowest sustained (MB/s)"), N_("cool-down (s)"), N_("peak temperature (°C)"),
  };
  GPtrArray *rows, *row;

  for (guint i = 0; i < runs->len; i++)
    {
      const DsReportRun *run = g_ptr_array_index (runs, i);

      if (run->kind == DS_REPORT_RUN_THERMAL && results->len < 8)
        {
          g_ptr_array_add (results, run->thermal);
          g_ptr_array_add (titles, short_title (run, i));
        }
    }
  if (results->len == 0)
    return;
  add_block (blocks, BLOCK_H2, _("Sustained write and temperature"));
  g_ptr_array_add (titles, NULL);
  add_chart (blocks, ds_chart_new_thermal_compare (results, (const char * const *) titles->pdata), "thermal",
             results->len > 1 ? _("Every run on one time axis: MB/s solid, °C dashed, the first throttle marked.")
                              : _("Throughput and temperature on one time axis."));
  g_ptr_array_remove_index (titles, titles->len - 1);
  rows = add_table (blocks);
  row = add_row (rows);
  g_ptr_array_add (row, g_strdup (_("Figure")));
  for (guint i = 0; i < titles->len; i++)
    g_ptr_array_add (row, g_strdup (g_ptr_array_index (titles, i)));
  for (guint f = 0; f < G_N_ELEMENTS (figure_names); f++)
    {
      row = add_row (rows);
      g_ptr_array_add (row, g_strdup (_(figure_names[f])));
      for (guint i = 0; i < results->len; i++)
        {
          DsThermalFigures fig;
          double values[7];

          ds_thermal_figures (g_ptr_array_index (results, i), &fig);
          values[0] = fig.first_throttle_s;
          values[1] = fig.throttle_temp_c;
          values[2] = fig.before_mbps;
          values[3] = fig.after_mbps;
          values[4] = fig.lowest_sustained_mbps;
          values[5] = fig.cooldown_s;
          values[6] = fig.peak_temp_c;
          g_ptr_array_add (row, num (values[f], f == 1 || f == 6 ? 0 : 1));
        }
    }
  add_block (blocks, BLOCK_P, _("Each figure is the run's own analysis; “—” where a run never throttled."));
}

static void
datasheet_section (GPtrArray *blocks,
                   GPtrArray *runs)
{
  gboolean any = FALSE;

  for (guint i = 0; i < runs->len; i++)
    {
      const DsReportRun *run = g_ptr_array_index (runs, i);
      g_autoptr(JsonNode) node = NULL;
      g_autoptr(JsonArray) verdicts = NULL;
      g_autofree char *title = NULL;
      DsDatasheet sheet;
      GPtrArray *rows, *row;

      if (run->datasheet == NULL || run->kind != DS_REPORT_RUN_BENCH)
        continue;
      ds_datasheet_from_json (run->datasheet, &sheet);
      node = ds_report_run_to_json (run);
      verdicts = ds_datasheet_check (&sheet, json_node_get_object (node));
      if (json_array_get_length (verdicts) == 0)
        continue;
      if (!any)
        {
          add_block (blocks, BLOCK_H2, _("The data sheet checked"));
          add_block (blocks, BLOCK_P, _("Sequential figures against sequential tests of 128 KiB or more at QD×threads ≥ 8; "
                                        "4K IOPS against random 4 KiB at QD×threads ≥ 32; latencies against random "
                                        "4 KiB at QD1. Confirmed from 95 % of a figure (latency: up to 105 %)."));
        }
      any = TRUE;
      title = short_title (run, i);
      add_block (blocks, BLOCK_P, title);
      rows = add_table (blocks);
      row = add_row (rows);
      g_ptr_array_add (row, g_strdup (_("Figure")));
      g_ptr_array_add (row, g_strdup (_("Rated")));
      g_ptr_array_add (row, g_strdup (_("Test")));
      g_ptr_array_add (row, g_strdup (_("Verdict")));
      for (guint v = 0; v < json_array_get_length (verdicts); v++)
        {
          JsonObject *o = json_array_get_object_element (verdicts, v);
          g_autofree char *rated = num (ds_json_get_double (o, "rated", NAN), 0);

          row = add_row (rows);
          g_ptr_array_add (row, g_strdup (ds_json_get_string (o, "figure")));
          g_ptr_array_add (row, g_strdup_printf ("%s %s", rated, ds_json_get_string (o, "unit")));
          g_ptr_array_add (row, g_strdup (ds_json_get_string (o, "test")));
          g_ptr_array_add (row, g_strdup (ds_json_get_string (o, "text")));
        }
    }
}

static void
commands_section (GPtrArray *blocks,
                  GPtrArray *runs)
{
  Block *b;

  add_block (blocks, BLOCK_H2, _("How to repeat these tests"));
  add_block (blocks, BLOCK_P, _("Each run, as the command that measures it again (in the same folder on the same drive)."));
  b = add_block (blocks, BLOCK_CODE, NULL);
  b->rows = g_ptr_array_new_with_free_func (g_free);
  for (guint i = 0; i < runs->len; i++)
    {
      const DsReportRun *run = g_ptr_array_index (runs, i);
      g_autofree char *command = ds_review_run_command (run);
      g_autofree char *title = ds_report_run_title (run);

      g_ptr_array_add (b->rows, g_strdup_printf ("# %u: %s", i + 1, title));
      g_ptr_array_add (b->rows, command != NULL ? g_steal_pointer (&command)
                                                : g_strdup (_("# imported: measured by another program")));
    }
}

static GPtrArray *
make_blocks (GPtrArray             *runs,
             const DsReviewOptions *options)
{
  GPtrArray *blocks = g_ptr_array_new_with_free_func ((GDestroyNotify) block_free);
  g_autofree char *title = NULL;
  g_autoptr(GDateTime) now = g_date_time_new_now_utc ();
  g_autofree char *when = g_date_time_format (now, "%Y-%m-%d");
  g_autofree char *sub = NULL;

  if (options->title != NULL)
    title = g_strdup (options->title);
  else
    {
      g_autoptr(GPtrArray) models = g_ptr_array_new_with_free_func (g_free);
      g_autoptr(GString) s = g_string_new (NULL);

      for (guint i = 0; i < runs->len; i++)
        {
          char *model = ds_chart_drive_title (ds_report_run_conditions (g_ptr_array_index (runs, i)), NULL);

          if (g_ptr_array_find_with_equal_func (models, model, g_str_equal, NULL))
            g_free (model);
          else
            g_ptr_array_add (models, model);
        }
      for (guint i = 0; i < models->len; i++)
        g_string_append_printf (s, "%s%s", i > 0 ? _(" vs ") : "", (char *) g_ptr_array_index (models, i));
      /* TRANSLATORS: the review's title: "Review: Kingston DC1000B vs Samsung SSD 990 PRO 2TB" */
      title = g_strdup_printf (_("Review: %s"), s->str);
    }
  add_block (blocks, BLOCK_H1, title);
  /* TRANSLATORS: under the review's title: "12 runs measured with Drivescope 0.1.0 · 2026-12-02" */
  sub = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u run measured with Drivescope %s · %s",
                                      "%u runs measured with Drivescope %s · %s", runs->len),
                         runs->len, PACKAGE_VERSION, when);
  add_block (blocks, BLOCK_P, sub);
  drives_section (blocks, runs, options);
  conditions_section (blocks, runs);
  bench_section (blocks, runs, options);
  suite_sections (blocks, runs);
  thermal_section (blocks, runs);
  datasheet_section (blocks, runs);
  commands_section (blocks, runs);
  add_block (blocks, BLOCK_P, _("MB/s are decimal (10⁶ bytes per second), as CrystalDiskMark prints them."));
  return blocks;
}

/* ---- HTML ---- */

static void
html_text (GString    *s,
           const char *text)
{
  g_autofree char *e = ds_escape_html (text);

  g_string_append (s, e);
}

static char *
write_html (GPtrArray *blocks)
{
  GString *s = g_string_new ("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\">\n<head>\n"
                             "<meta charset=\"utf-8\"/>\n"
                             "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
                             "<meta name=\"generator\" content=\"Drivescope " PACKAGE_VERSION "\"/>\n<title>");

  html_text (s, ((Block *) g_ptr_array_index (blocks, 0))->text);
  g_string_append (s, "</title>\n<style>body{font-family:sans-serif;max-width:64em;margin:2em auto;padding:0 1em;"
                      "line-height:1.4}table{border-collapse:collapse;margin:1em 0}td,th{border:1px solid #ccc;"
                      "padding:.25em .5em;text-align:right}td:first-child,th:first-child{text-align:left}"
                      "img{max-width:100%}figcaption{color:#555;font-size:.9em}pre{background:#f4f4f4;"
                      "padding:1em;overflow-x:auto}</style>\n</head>\n<body>\n");
  for (guint i = 0; i < blocks->len; i++)
    {
      Block *b = g_ptr_array_index (blocks, i);

      switch (b->kind)
        {
        case BLOCK_H1:
        case BLOCK_H2:
          g_string_append (s, b->kind == BLOCK_H1 ? "<h1>" : "<h2>");
          html_text (s, b->text);
          g_string_append (s, b->kind == BLOCK_H1 ? "</h1>\n" : "</h2>\n");
          break;
        case BLOCK_P:
          g_string_append (s, "<p>");
          html_text (s, b->text);
          g_string_append (s, "</p>\n");
          break;
        case BLOCK_TABLE:
          g_string_append (s, "<table>\n");
          for (guint r = 0; r < b->rows->len; r++)
            {
              GPtrArray *row = g_ptr_array_index (b->rows, r);

              g_string_append (s, "<tr>");
              for (guint c = 0; c < row->len; c++)
                {
                  g_string_append (s, r == 0 ? "<th>" : "<td>");
                  html_text (s, g_ptr_array_index (row, c));
                  g_string_append (s, r == 0 ? "</th>" : "</td>");
                }
              g_string_append (s, "</tr>\n");
            }
          g_string_append (s, "</table>\n");
          break;
        case BLOCK_CHART:
          g_string_append (s, "<figure><img src=\"");
          html_text (s, b->image);
          g_string_append (s, "\" alt=\"");
          html_text (s, ds_chart_get_text (b->chart, 0));
          g_string_append (s, "\"/><figcaption>");
          html_text (s, b->text);
          g_string_append (s, "</figcaption></figure>\n");
          break;
        case BLOCK_CODE:
        default:
          g_string_append (s, "<pre>");
          for (guint r = 0; r < b->rows->len; r++)
            {
              g_autofree char *safe = ds_escape_terminal (g_ptr_array_index (b->rows, r));

              html_text (s, safe);
              g_string_append_c (s, '\n');
            }
          g_string_append (s, "</pre>\n");
          break;
        }
    }
  g_string_append (s, "</body>\n</html>\n");
  return g_string_free (s, FALSE);
}

/* ---- Markdown ---- */

static void
md_text (GString    *s,
         const char *text)
{
  g_autofree char *e = ds_escape_markdown (text);

  g_string_append (s, e);
}

static char *
write_markdown (GPtrArray *blocks)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < blocks->len; i++)
    {
      Block *b = g_ptr_array_index (blocks, i);

      switch (b->kind)
        {
        case BLOCK_H1:
        case BLOCK_H2:
          g_string_append (s, b->kind == BLOCK_H1 ? "# " : "## ");
          md_text (s, b->text);
          g_string_append (s, "\n\n");
          break;
        case BLOCK_P:
          md_text (s, b->text);
          g_string_append (s, "\n\n");
          break;
        case BLOCK_TABLE:
          for (guint r = 0; r < b->rows->len; r++)
            {
              GPtrArray *row = g_ptr_array_index (b->rows, r);

              g_string_append (s, "|");
              for (guint c = 0; c < row->len; c++)
                {
                  g_string_append_c (s, ' ');
                  md_text (s, g_ptr_array_index (row, c));
                  g_string_append (s, " |");
                }
              g_string_append_c (s, '\n');
              if (r == 0)
                {
                  g_string_append (s, "|");
                  for (guint c = 0; c < row->len; c++)
                    g_string_append (s, c == 0 ? "---|" : "---:|");
                  g_string_append_c (s, '\n');
                }
            }
          g_string_append_c (s, '\n');
          break;
        case BLOCK_CHART:
          g_string_append (s, "![");
          md_text (s, ds_chart_get_text (b->chart, 0));
          g_string_append_printf (s, "](%s)\n\n_", b->image);
          md_text (s, b->text);
          g_string_append (s, "_\n\n");
          break;
        case BLOCK_CODE:
        default:
          /* indented: nothing in a line can end the block */
          for (guint r = 0; r < b->rows->len; r++)
            {
              g_autofree char *safe = ds_escape_terminal (g_ptr_array_index (b->rows, r));

              g_string_append_printf (s, "    %s\n", safe);
            }
          g_string_append_c (s, '\n');
          break;
        }
    }
  return g_string_free (s, FALSE);
}

/* ---- PDF: A4 pages, text with pango, the charts drawn as vectors ---- */

#define PAGE_W 595.0
#define PAGE_H 842.0
#define MARGIN 48.0

typedef struct
{
  cairo_t     *cr;
  PangoLayout *layout;
  double       y;
} Pdf;

static double
pdf_layout (Pdf        *pdf,
            const char *text,
            double      size,
            gboolean    bold,
            gboolean    mono,
            double      width)
{
  g_autoptr(PangoFontDescription) font = pango_font_description_from_string (mono ? "Monospace" : "Sans");
  g_autofree char *clean = ds_chart_clean_text (text);
  int w, h;

  pango_font_description_set_absolute_size (font, size * PANGO_SCALE);
  pango_font_description_set_weight (font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL);
  pango_layout_set_font_description (pdf->layout, font);
  pango_layout_set_width (pdf->layout, (int) (width * PANGO_SCALE));
  pango_layout_set_wrap (pdf->layout, PANGO_WRAP_WORD_CHAR);
  pango_layout_set_text (pdf->layout, clean, -1);
  pango_layout_get_size (pdf->layout, &w, &h);
  return (double) h / PANGO_SCALE;
}

static void
pdf_room (Pdf    *pdf,
          double  height)
{
  if (pdf->y + height > PAGE_H - MARGIN && pdf->y > MARGIN)
    {
      cairo_show_page (pdf->cr);
      pdf->y = MARGIN;
    }
}

static void
pdf_text (Pdf        *pdf,
          const char *text,
          double      size,
          gboolean    bold,
          gboolean    mono,
          double      after)
{
  double h = pdf_layout (pdf, text, size, bold, mono, PAGE_W - 2 * MARGIN);

  pdf_room (pdf, h);
  cairo_set_source_rgb (pdf->cr, 0.1, 0.1, 0.1);
  cairo_move_to (pdf->cr, MARGIN, pdf->y);
  pango_cairo_show_layout (pdf->cr, pdf->layout);
  pdf->y += h + after;
}

static void
pdf_table (Pdf       *pdf,
           GPtrArray *rows)
{
  GPtrArray *head = g_ptr_array_index (rows, 0);
  guint n = head->len;
  double width = PAGE_W - 2 * MARGIN;
  double first = n > 1 ? MIN (width * 0.34, 170.0) : width;
  double col = n > 1 ? (width - first) / (n - 1) : 0;
  double size = n > 6 ? 6.5 : 8.0;

  for (guint r = 0; r < rows->len; r++)
    {
      GPtrArray *row = g_ptr_array_index (rows, r);
      double h = 0;

      for (guint c = 0; c < row->len && c < n; c++)
        h = MAX (h, pdf_layout (pdf, g_ptr_array_index (row, c), size, r == 0, FALSE, (c == 0 ? first : col) - 4));
      pdf_room (pdf, h + 3);
      for (guint c = 0; c < row->len && c < n; c++)
        {
          double x = c == 0 ? MARGIN : MARGIN + first + (c - 1) * col;

          pdf_layout (pdf, g_ptr_array_index (row, c), size, r == 0, FALSE, (c == 0 ? first : col) - 4);
          cairo_set_source_rgb (pdf->cr, 0.1, 0.1, 0.1);
          cairo_move_to (pdf->cr, x, pdf->y);
          pango_cairo_show_layout (pdf->cr, pdf->layout);
        }
      pdf->y += h + 3;
      cairo_set_source_rgb (pdf->cr, 0.8, 0.8, 0.8);
      cairo_set_line_width (pdf->cr, 0.5);
      cairo_move_to (pdf->cr, MARGIN, pdf->y - 1.5);
      cairo_line_to (pdf->cr, PAGE_W - MARGIN, pdf->y - 1.5);
      cairo_stroke (pdf->cr);
    }
  pdf->y += 8;
}

static cairo_status_t
ds_review_pdf_append (void                *closure,
                      const unsigned char *data,
                      unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

static GBytes *
write_pdf (GPtrArray            *blocks,
           const DsReviewOptions *options,
           GError              **error)
{
  g_autoptr(GByteArray) bytes = g_byte_array_new ();
  cairo_surface_t *surface;
  cairo_status_t status;
  DsChartStyle style;
  Pdf pdf = { 0 };

  surface = cairo_pdf_surface_create_for_stream (ds_review_pdf_append, bytes, PAGE_W, PAGE_H);
  pdf.cr = cairo_create (surface);
  pdf.layout = pango_cairo_create_layout (pdf.cr);
  pdf.y = MARGIN;
  ds_chart_style_init (&style, options->theme, 1.0);
  for (guint i = 0; i < blocks->len; i++)
    {
      Block *b = g_ptr_array_index (blocks, i);

      switch (b->kind)
        {
        case BLOCK_H1:
          pdf_text (&pdf, b->text, 18, TRUE, FALSE, 6);
          break;
        case BLOCK_H2:
          pdf_room (&pdf, 80);
          pdf.y += 8;
          pdf_text (&pdf, b->text, 13, TRUE, FALSE, 4);
          break;
        case BLOCK_P:
          pdf_text (&pdf, b->text, 9, FALSE, FALSE, 6);
          break;
        case BLOCK_TABLE:
          pdf_table (&pdf, b->rows);
          break;
        case BLOCK_CHART:
          {
            double w = PAGE_W - 2 * MARGIN, h = w * 0.58;

            pdf_room (&pdf, h + 20);
            cairo_save (pdf.cr);
            cairo_translate (pdf.cr, MARGIN, pdf.y);
            ds_chart_draw (b->chart, pdf.cr, w, h, &style);
            cairo_restore (pdf.cr);
            pdf.y += h + 4;
            pdf_text (&pdf, b->text, 8, FALSE, FALSE, 8);
          }
          break;
        case BLOCK_CODE:
        default:
          for (guint r = 0; r < b->rows->len; r++)
            pdf_text (&pdf, g_ptr_array_index (b->rows, r), 7, FALSE, TRUE, 2);
          pdf.y += 6;
          break;
        }
    }
  cairo_show_page (pdf.cr);
  g_object_unref (pdf.layout);
  cairo_destroy (pdf.cr);
  cairo_surface_finish (surface);
  status = cairo_surface_status (surface);
  cairo_surface_destroy (surface);
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_FAILED, _("The PDF could not be made: %s."), cairo_status_to_string (status));
      return NULL;
    }
  return g_byte_array_free_to_bytes (g_steal_pointer (&bytes));
}

/* ---- writing ---- */

/* Serial numbers out of a run's conditions (the charts' footers and the
 * tables read them there). */
static void
drop_serials (DsReportRun *run)
{
  JsonObject *drive = ds_conditions_get_drive_object (ds_report_run_conditions (run));

  if (drive != NULL && json_object_has_member (drive, "serial"))
    json_object_remove_member (drive, "serial");
  if (run->health != NULL && json_object_has_member (run->health, "serial"))
    json_object_remove_member (run->health, "serial");
}

gboolean
ds_review_write (GPtrArray             *runs,
                 const DsReviewOptions *options,
                 const char            *dir,
                 GError               **error)
{
  DsReviewOptions defaults;
  g_autoptr(GPtrArray) blocks = NULL;
  g_autofree char *images = NULL;

  if (options == NULL)
    {
      ds_review_options_init (&defaults);
      options = &defaults;
    }
  if (runs->len == 0 || runs->len > DS_REVIEW_MAX_RUNS)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("A review holds 1 to %d runs; %u were given."), DS_REVIEW_MAX_RUNS, runs->len);
      return FALSE;
    }
  if (dir == NULL || *dir == '\0')
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                           _("Name the folder the review is written to."));
      return FALSE;
    }
  images = g_build_filename (dir, "images", NULL);
  if (g_mkdir_with_parents (images, 0755) != 0)
    {
      int saved = errno;

      g_set_error (error, G_IO_ERROR, g_io_error_from_errno (saved),
                   _("Cannot make the folder %s: %s. Choose a folder you can write to."), images, g_strerror (saved));
      return FALSE;
    }
  if (!options->serials)
    for (guint i = 0; i < runs->len; i++)
      drop_serials (g_ptr_array_index (runs, i));
  blocks = make_blocks (runs, options);
  for (guint i = 0; i < blocks->len; i++)
    {
      Block *b = g_ptr_array_index (blocks, i);
      g_autofree char *path = NULL;

      if (b->kind != BLOCK_CHART)
        continue;
      path = g_build_filename (dir, b->image, NULL);
      if (!ds_chart_save (b->chart, path, DS_CHART_FORMAT_PNG, 960, 560, 2, options->theme, error))
        return FALSE;
    }
  if (options->formats & DS_REVIEW_HTML)
    {
      g_autofree char *text = write_html (blocks);
      g_autofree char *path = g_build_filename (dir, "review.html", NULL);

      if (!ds_user_file_write (path, text, strlen (text), error))
        return FALSE;
    }
  if (options->formats & DS_REVIEW_MARKDOWN)
    {
      g_autofree char *text = write_markdown (blocks);
      g_autofree char *path = g_build_filename (dir, "review.md", NULL);

      if (!ds_user_file_write (path, text, strlen (text), error))
        return FALSE;
    }
  if (options->formats & DS_REVIEW_PDF)
    {
      g_autoptr(GBytes) pdf = write_pdf (blocks, options, error);
      g_autofree char *path = g_build_filename (dir, "review.pdf", NULL);
      gsize len;
      const char *data;

      if (pdf == NULL)
        return FALSE;
      data = g_bytes_get_data (pdf, &len);
      if (!ds_user_file_write (path, data, len, error))
        return FALSE;
    }
  return TRUE;
}

/* ---- in a worker ---- */

typedef struct
{
  char            *db_path;
  GArray          *run_ids;
  DsReviewOptions  options;
  char            *title;
  char            *dir;
} WriteJob;

static void
write_job_free (WriteJob *job)
{
  g_free (job->db_path);
  g_array_unref (job->run_ids);
  g_free (job->title);
  g_free (job->dir);
  g_free (job);
}

static void
write_in_thread (GTask        *task,
                 gpointer      source,
                 gpointer      data,
                 GCancellable *cancellable)
{
  WriteJob *job = data;
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHistoryStore) store = ds_history_store_open (job->db_path, &error);
  g_autoptr(GPtrArray) runs = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_report_run_free);

  if (store == NULL)
    {
      g_task_return_error (task, g_steal_pointer (&error));
      return;
    }
  for (guint i = 0; i < job->run_ids->len; i++)
    {
      DsReportRun *run = ds_report_run_load_stored (store, g_array_index (job->run_ids, gint64, i), &error);

      if (run == NULL)
        {
          g_task_return_error (task, g_steal_pointer (&error));
          return;
        }
      g_ptr_array_add (runs, run);
    }
  if (g_task_return_error_if_cancelled (task))
    return;
  if (!ds_review_write (runs, &job->options, job->dir, &error))
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_boolean (task, TRUE);
}

void
ds_review_write_async (const char            *db_path,
                       GArray                *run_ids,
                       const DsReviewOptions *options,
                       const char            *dir,
                       GCancellable          *cancellable,
                       GAsyncReadyCallback    callback,
                       gpointer               user_data)
{
  g_autoptr(GTask) task = g_task_new (NULL, cancellable, callback, user_data);
  WriteJob *job = g_new0 (WriteJob, 1);

  job->db_path = g_strdup (db_path);
  job->run_ids = g_array_copy (run_ids);
  if (options != NULL)
    job->options = *options;
  else
    ds_review_options_init (&job->options);
  job->title = g_strdup (job->options.title);
  job->options.title = job->title;
  job->dir = g_strdup (dir);
  g_task_set_source_tag (task, ds_review_write_async);
  g_task_set_task_data (task, job, (GDestroyNotify) write_job_free);
  g_task_run_in_thread (task, write_in_thread);
}

gboolean
ds_review_write_finish (GAsyncResult  *result,
                        GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), FALSE);
  return g_task_propagate_boolean (G_TASK (result), error);
}
