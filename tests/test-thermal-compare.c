/* test-thermal-compare.c — thermal runs compared: the table, the overlay
 * chart and every export format, against each run's own analysis
 *
 * The fixtures are tests/fixtures/thermal/no-airflow.csv and
 * with-airflow.csv (a DC1000B-like drive without and with airflow, from the
 * figures in docs/reference-reviews.md).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ds-chart-private.h"
#include "ds-error.h"
#include "ds-history-compare.h"
#include "ds-json.h"
#include "ds-report.h"
#include "ds-review.h"
#include <glib/gstdio.h>
#include "ds-thermal-analysis.h"
#include "ds-thermal-csv.h"

static DsThermalResult *
load_fixture (const char *name)
{
  g_autofree char *path = g_build_filename (DS_FIXTURES, "thermal", name, NULL);
  g_autoptr(GError) error = NULL;
  DsThermalResult *result = ds_thermal_result_load_csv (path, &error);

  g_assert_no_error (error);
  ds_thermal_analyze (result);
  result->uuid = g_strdup (name);
  result->start_time = 1764500000;
  return result;
}

/* The two runs as the history would keep them (result JSON and a label). */
static GPtrArray *
report_runs (void)
{
  GPtrArray *runs = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_report_run_free);

  g_ptr_array_add (runs, ds_report_run_new_thermal (load_fixture ("no-airflow.csv"), "no airflow <b>", NULL));
  g_ptr_array_add (runs, ds_report_run_new_thermal (load_fixture ("with-airflow.csv"), "with airflow", NULL));
  return runs;
}

static JsonArray *
row_values (JsonNode   *comparison,
            const char *test)
{
  JsonArray *rows = ds_json_get_array (json_node_get_object (comparison), "rows");

  for (guint r = 0; r < json_array_get_length (rows); r++)
    {
      JsonObject *row = json_array_get_object_element (rows, r);

      if (g_strcmp0 (ds_json_get_string (row, "test"), test) == 0)
        return ds_json_get_array (row, "values");
    }
  g_error ("no row “%s”", test);
  return NULL;
}

static double
value_at (JsonArray *values,
          guint      i)
{
  JsonNode *v = json_array_get_element (values, i);

  return JSON_NODE_HOLDS_NULL (v) ? NAN : json_node_get_double (v);
}

static void
assert_same (double a,
             double b)
{
  if (isnan (a) || isnan (b))
    g_assert_true (isnan (a) && isnan (b));
  else
    g_assert_cmpfloat_with_epsilon (a, b, 1e-9);
}

/* The table's numbers are each run's own analysis: the first event's onset,
 * temperature and levels, the summary's cool-down and peak; the run with
 * airflow never throttles, so it has no onset and no "after". */
static void
test_table_equals_each_runs_analysis (void)
{
  g_autoptr(GPtrArray) runs = report_runs ();
  g_autoptr(GPtrArray) nodes = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  g_autoptr(JsonNode) comparison = NULL;
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < runs->len; i++)
    g_ptr_array_add (nodes, ds_report_run_to_json (g_ptr_array_index (runs, i)));
  comparison = ds_history_compare (nodes, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ds_json_get_string (json_node_get_object (comparison), "kind"), ==, "thermal");
  for (guint i = 0; i < runs->len; i++)
    {
      const DsThermalResult *r = ((DsReportRun *) g_ptr_array_index (runs, i))->thermal;
      const DsThermalEvent *e = r->events->len > 0 ? g_ptr_array_index (r->events, 0) : NULL;

      assert_same (value_at (row_values (comparison, "first throttle"), i), e ? e->onset_s : NAN);
      assert_same (value_at (row_values (comparison, "throttle temperature"), i), e ? e->onset_temp_c : NAN);
      assert_same (value_at (row_values (comparison, "before throttle"), i), e ? e->before_mbps : r->summary.start_mbps);
      assert_same (value_at (row_values (comparison, "after throttle"), i), e ? g_array_index (e->steps, DsThermalStep, 0).mbps : NAN);
      assert_same (value_at (row_values (comparison, "cool-down"), i), r->summary.recovery_s);
      assert_same (value_at (row_values (comparison, "peak temperature"), i), r->summary.peak_temp_c);
      assert_same (value_at (row_values (comparison, "steady"), i), r->summary.steady_mbps);
    }
  /* the reviews' figures: 925 -> 640 -> ~505 MB/s at 70 °C after ~91 s
   * without airflow; a steady ~900 MB/s at 43 °C with it */
  g_assert_cmpfloat (fabs (value_at (row_values (comparison, "first throttle"), 0) - 91), <=, 2);
  g_assert_cmpfloat (fabs (value_at (row_values (comparison, "throttle temperature"), 0) - 70), <=, 1);
  g_assert_cmpfloat (fabs (value_at (row_values (comparison, "before throttle"), 0) - 925), <=, 925 * 0.02);
  g_assert_cmpfloat (fabs (value_at (row_values (comparison, "after throttle"), 0) - 640), <=, 640 * 0.03);
  g_assert_cmpfloat (fabs (value_at (row_values (comparison, "lowest sustained"), 0) - 505), <=, 505 * 0.03);
  g_assert_cmpfloat (fabs (value_at (row_values (comparison, "lowest sustained"), 1) - 899), <=, 9);
  g_assert_cmpfloat (value_at (row_values (comparison, "peak temperature"), 1), ==, 43);
  g_assert_true (isnan (value_at (row_values (comparison, "first throttle"), 1)));

  {
    g_autofree char *text = ds_history_compare_to_text (comparison);

    g_test_message ("%s", text);
    g_assert_nonnull (strstr (text, "first throttle (s)"));
    g_assert_nonnull (strstr (text, "lowest sustained (MB/s)"));
    g_assert_nonnull (strstr (text, "own analysis"));
  }
}

/* One time axis for both runs: per run its MB/s and °C in the run's colour,
 * the label from the run, the first throttle marked for the run that has
 * one only. */
static void
test_overlay_chart (void)
{
  g_autoptr(GPtrArray) runs = report_runs ();
  g_autoptr(GPtrArray) results = g_ptr_array_new ();
  const char *labels[] = { "no airflow", "with airflow", NULL };
  g_autoptr(DsChart) chart = NULL;
  g_autoptr(GBytes) png = NULL;
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < runs->len; i++)
    g_ptr_array_add (results, ((DsReportRun *) g_ptr_array_index (runs, i))->thermal);
  chart = ds_chart_new_thermal_compare (results, labels);
  g_assert_cmpuint (chart->series->len, ==, 4);
  for (guint i = 0; i < 4; i++)
    {
      DsChartSeries *s = g_ptr_array_index (chart->series, i);

      g_assert_cmpuint (s->colour, ==, i / 2);
      g_assert_cmpint (s->axis, ==, i % 2);
      g_assert_true (s->in_legend == (i % 2 == 0));
    }
  g_assert_cmpstr (((DsChartSeries *) g_ptr_array_index (chart->series, 0))->name, ==, "1 · no airflow");
  g_assert_cmpstr (((DsChartSeries *) g_ptr_array_index (chart->series, 2))->name, ==, "2 · with airflow");
  g_assert_cmpuint (chart->markers->len, ==, 1);
  g_assert_cmpstr (((DsChartMarker *) g_ptr_array_index (chart->markers, 0))->label, ==, "1: 70 °C");
  /* the cool-down of both is on the axis */
  g_assert_cmpfloat (chart->x.data_max, >=, 360 + 100);
  png = ds_chart_render (chart, DS_CHART_FORMAT_PNG, 960, 540, 1, DS_CHART_THEME_LIGHT, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (g_bytes_get_size (png), >, 1000);
}

/* Every report format holds the comparison: HTML and Markdown a table and
 * (HTML) the overlay, the text layout the table and each run's text; a
 * run's label is escaped. */
static void
test_every_format (void)
{
  g_autoptr(GPtrArray) runs = report_runs ();
  g_autoptr(GError) error = NULL;
  g_autofree char *html = ds_report_write (runs, DS_REPORT_FORMAT_HTML, NULL, &error);
  g_autofree char *md = NULL, *txt = NULL, *csv = NULL;

  g_assert_no_error (error);
  g_assert_nonnull (strstr (html, "Thermal runs compared"));
  g_assert_nonnull (strstr (html, "first throttle"));
  g_assert_null (strstr (html, "no airflow <b>"));
  g_assert_nonnull (strstr (html, "no airflow &lt;b&gt;"));
  /* the overlay and each run's timeline */
  {
    guint n = 0;

    for (const char *p = strstr (html, "<svg"); p != NULL; p = strstr (p + 1, "<svg"))
      n++;
    g_assert_cmpuint (n, ==, 3);
  }
  md = ds_report_write (runs, DS_REPORT_FORMAT_MARKDOWN, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (md, "## Thermal runs compared"));
  g_assert_nonnull (strstr (md, "| first throttle \\(s\\)"));
  txt = ds_report_write (runs, DS_REPORT_FORMAT_TEXT, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (txt, "throttle temperature"));
  g_assert_nonnull (strstr (txt, "Throttled at 70 °C"));
  csv = ds_report_write (runs, DS_REPORT_FORMAT_CSV, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (csv, "no-airflow.csv,"));
  g_assert_nonnull (strstr (csv, "with-airflow.csv,"));
}

static void
on_written (GObject      *object,
            GAsyncResult *result,
            gpointer      user_data)
{
  GError **error = user_data;

  g_assert_true (ds_review_write_finish (result, error) || *error != NULL);
  *(gboolean *) g_object_get_data (G_OBJECT (g_task_get_cancellable (G_TASK (result))), "done") = TRUE;
}

/* The window's "Write a Review" path: the runs read from the history in a
 * worker and the article written there, the thermal overlay among its
 * charts. */
static void
test_review_written_in_a_worker (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ds-review-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "history.db", NULL);
  g_autofree char *out = g_build_filename (dir, "review", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  gboolean done = FALSE;
  const char *names[] = { "no-airflow.csv", "with-airflow.csv" };

  {
    g_autoptr(DsHistoryStore) store = ds_history_store_open (db, &error);

    g_assert_no_error (error);
    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      {
        g_autoptr(DsThermalResult) r = load_fixture (names[i]);
        gint64 id;

        g_free (r->uuid);
        r->uuid = g_uuid_string_random ();
        r->end_time = r->start_time + 500;
        id = ds_history_store_save_thermal (store, r, &error);
        g_assert_no_error (error);
        g_array_append_val (ids, id);
      }
  }
  g_object_set_data (G_OBJECT (cancellable), "done", &done);
  ds_review_write_async (db, ids, NULL, out, cancellable, on_written, &error);
  while (!done)
    g_main_context_iteration (NULL, TRUE);
  g_assert_no_error (error);
  {
    const char *files[] = { "review.html", "review.md", "review.pdf", "images/01-thermal.png" };

    for (guint i = 0; i < G_N_ELEMENTS (files); i++)
      {
        g_autofree char *path = g_build_filename (out, files[i], NULL);

        g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
        g_unlink (path);
      }
  }
  {
    g_autofree char *images = g_build_filename (out, "images", NULL);
    const char *suffixes[] = { "", "-wal", "-shm" };

    g_rmdir (images);
    g_rmdir (out);
    for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
      {
        g_autofree char *f = g_strconcat (db, suffixes[i], NULL);

        g_unlink (f);
      }
    g_assert_cmpint (g_rmdir (dir), ==, 0);
  }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/thermal-compare/table-equals-each-runs-analysis", test_table_equals_each_runs_analysis);
  g_test_add_func ("/ds/thermal-compare/overlay-on-one-time-axis", test_overlay_chart);
  g_test_add_func ("/ds/thermal-compare/every-export-format", test_every_format);
  g_test_add_func ("/ds/thermal-compare/review-written-in-a-worker", test_review_written_in_a_worker);
  return g_test_run ();
}
