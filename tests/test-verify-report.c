/* test-verify-report.c — a capacity check's chart, its reports in every
 * format, its comparison, and the loader table of run kinds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ds-chart-private.h"
#include "ds-error.h"
#include "ds-history-compare.h"
#include "ds-history.h"
#include "ds-json.h"
#include "ds-report.h"

#define MB G_GUINT64_CONSTANT (1000000)

/* A check of 100 MB whose upper half was written over the lower half. */
static DsVerifyResult *
wrapped_check (guint64 size)
{
  DsVerifyResult *r = ds_verify_result_new ();

  r->uuid = g_strdup (size == 100 * MB ? "11111111-0000-4000-8000-000000000001" : "11111111-0000-4000-8000-000000000002");
  r->status = DS_RUN_STATUS_COMPLETED;
  r->start_time = 1764633600;
  r->end_time = r->start_time + 5;
  r->dir = g_strdup ("/media/stick");
  r->fstype = g_strdup ("vfat");
  r->direct = TRUE;
  r->seed = 42;
  r->block_size = 4096;
  r->file_bytes = size / 4;
  r->n_files = 4;
  r->bytes_planned = size;
  r->bytes_written = size;
  r->write_seconds = 1;
  r->read_seconds = 0.5;
  for (guint i = 1; i <= 10; i++)
    {
      DsVerifyPoint w = { size / 10 * i, 100 };
      DsVerifyPoint rd = { size / 10 * i, 200 };

      g_array_append_val (r->write_curve, w);
      g_array_append_val (r->read_curve, rd);
    }
  r->bytes_checked = size;
  ds_verify_result_add (r, 0, size / 2, DS_VERIFY_BLOCK_ALIASED, size / 2);
  ds_verify_result_add (r, size / 2, size / 2, DS_VERIFY_BLOCK_INTACT, 0);
  return r;
}

static gboolean
has_text (DsChart    *chart,
          const char *needle)
{
  cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, 1200, 700);
  cairo_t *cr = cairo_create (surface);
  DsChartStyle style;

  /* it draws, and every text it has is one it drew */
  ds_chart_style_init (&style, DS_CHART_THEME_LIGHT, 1);
  ds_chart_draw (chart, cr, 1200, 700, &style);
  g_assert_cmpuint (ds_chart_get_items (chart)->len, >, 0);
  cairo_destroy (cr);
  cairo_surface_destroy (surface);
  for (guint i = 0; i < 4; i++)
    if (ds_chart_get_text (chart, i) != NULL && strstr (ds_chart_get_text (chart, i), needle) != NULL)
      return TRUE;
  if (chart->spans_label != NULL && strstr (chart->spans_label, needle) != NULL)
    return TRUE;
  for (guint i = 0; i < chart->markers->len; i++)
    {
      DsChartMarker *m = g_ptr_array_index (chart->markers, i);

      if (m->label != NULL && strstr (m->label, needle) != NULL)
        return TRUE;
    }
  return FALSE;
}

static void
test_chart_marks_damage (void)
{
  g_autoptr(DsVerifyResult) r = wrapped_check (100 * MB);
  g_autoptr(DsChart) chart = ds_chart_new_verify (r);
  DsChartSeries *write, *read;

  g_assert_cmpint (ds_chart_get_kind (chart), ==, DS_CHART_CURVE);
  g_assert_cmpuint (chart->series->len, ==, 2);
  write = g_ptr_array_index (chart->series, 0);
  read = g_ptr_array_index (chart->series, 1);
  /* a level per sample, from the previous position to its own, in MB */
  g_assert_cmpuint (write->points->len, ==, 20);
  g_assert_cmpfloat_with_epsilon (g_array_index (read->points, DsChartPoint, 19).x, 100, 1e-9);
  g_assert_cmpfloat_with_epsilon (g_array_index (read->points, DsChartPoint, 19).y, 200, 1e-9);
  /* the overwritten lower half shaded and named */
  g_assert_cmpuint (chart->spans->len, ==, 1);
  g_assert_cmpfloat_with_epsilon (g_array_index (chart->spans, DsChartSpan, 0).x0, 0, 1e-9);
  g_assert_cmpfloat_with_epsilon (g_array_index (chart->spans, DsChartSpan, 0).x1, 50, 1e-9);
  g_assert_true (has_text (chart, "Damaged: overwritten"));
  g_assert_true (has_text (chart, "counterfeit"));
  /* nothing intact from the start: no "intact up to" marker at 0 */
  g_assert_cmpuint (chart->markers->len, ==, 0);
}

static void
test_chart_marks_where_data_ends (void)
{
  g_autoptr(DsVerifyResult) r = ds_verify_result_new ();
  g_autoptr(DsChart) chart = NULL;
  DsVerifyPoint p = { 1000 * MB, 50 };

  r->bytes_written = r->bytes_checked = 1000 * MB;
  r->write_seconds = r->read_seconds = 1;
  r->file_bytes = 1000 * MB;
  r->n_files = 1;
  g_array_append_val (r->write_curve, p);
  g_array_append_val (r->read_curve, p);
  ds_verify_result_add (r, 0, 512 * MB, DS_VERIFY_BLOCK_INTACT, 0);
  ds_verify_result_add (r, 512 * MB, 488 * MB, DS_VERIFY_BLOCK_ZEROS, 0);
  chart = ds_chart_new_verify (r);
  g_assert_true (has_text (chart, "Damaged: lost"));
  g_assert_true (has_text (chart, "intact up to 512.0 MB"));
  g_assert_cmpstr (chart->x.label, ==, "Position (MB)");
}

static DsReportRun *
run_of (DsVerifyResult *r)
{
  /* through its JSON, as export reads a history run or --input file */
  g_autoptr(JsonNode) node = ds_verify_result_to_json (r);
  g_autoptr(GError) error = NULL;
  DsReportRun *run = ds_report_run_from_json (node, &error);

  g_assert_no_error (error);
  g_assert_nonnull (run);
  g_assert_cmpint (run->kind, ==, DS_REPORT_RUN_VERIFY);
  return run;
}

static void
test_reports_every_format (void)
{
  g_autoptr(GPtrArray) runs = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_report_run_free);
  g_autoptr(DsVerifyResult) r = wrapped_check (100 * MB);
  g_autoptr(GError) error = NULL;
  g_autofree char *html = NULL, *md = NULL, *csv = NULL, *txt = NULL, *json = NULL;
  g_autoptr(JsonNode) doc = NULL;
  JsonArray *doc_runs;

  g_ptr_array_add (runs, run_of (r));
  html = ds_report_write (runs, DS_REPORT_FORMAT_HTML, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (html, "<svg"));
  g_assert_nonnull (strstr (html, "Damaged ranges"));
  g_assert_nonnull (strstr (html, "aliased"));
  md = ds_report_write (runs, DS_REPORT_FORMAT_MARKDOWN, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (md, "| Overwritten | 50\\.0 MB \\(50\\.0 %\\) |"));
  csv = ds_report_write (runs, DS_REPORT_FORMAT_CSV, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (csv, "run_uuid,run_label,drive_model,row,position,length,mbps,state,other_position\r\n"));
  g_assert_nonnull (strstr (csv, ",read,100000000,,200.00,,\r\n"));
  g_assert_nonnull (strstr (csv, ",damaged,0,50000000,,aliased,50000000\r\n"));
  txt = ds_report_write (runs, DS_REPORT_FORMAT_TEXT, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (txt, "Verdict: counterfeit"));
  json = ds_report_write (runs, DS_REPORT_FORMAT_JSON, NULL, &error);
  g_assert_no_error (error);
  doc = ds_json_from_data (json, strlen (json), DS_JSON_MAX_BYTES, &error);
  g_assert_no_error (error);
  doc_runs = ds_json_get_array (json_node_get_object (doc), "runs");
  g_assert_cmpuint (json_array_get_length (doc_runs), ==, 1);
  g_assert_cmpstr (ds_json_get_string (json_array_get_object_element (doc_runs, 0), "kind"), ==, "verify");
}

static void
test_csv_refuses_mixed_kinds (void)
{
  g_autoptr(GPtrArray) runs = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_report_run_free);
  g_autoptr(DsVerifyResult) r = wrapped_check (100 * MB);
  g_autoptr(GError) error = NULL;
  g_autofree char *csv = NULL;

  g_ptr_array_add (runs, run_of (r));
  g_ptr_array_add (runs, ds_report_run_new_bench (ds_bench_result_new (), NULL, NULL));
  csv = ds_report_write (runs, DS_REPORT_FORMAT_CSV, NULL, &error);
  g_assert_null (csv);
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
}

static void
test_compare_two_checks (void)
{
  g_autoptr(DsVerifyResult) a = wrapped_check (100 * MB);
  g_autoptr(DsVerifyResult) b = wrapped_check (200 * MB);
  g_autoptr(GPtrArray) results = g_ptr_array_new ();
  g_autoptr(GPtrArray) nodes = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  g_autoptr(DsChart) chart = NULL;
  g_autoptr(JsonNode) cmp = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  g_autoptr(DsBenchResult) bench = ds_bench_result_new ();

  g_ptr_array_add (results, a);
  g_ptr_array_add (results, b);
  chart = ds_chart_new_verify_compare (results);
  /* read and written of each run, a span of each */
  g_assert_cmpuint (chart->series->len, ==, 4);
  g_assert_cmpuint (chart->spans->len, ==, 2);
  g_assert_true (has_text (chart, "Capacity checks compared"));

  g_ptr_array_add (nodes, ds_verify_result_to_json (a));
  g_ptr_array_add (nodes, ds_verify_result_to_json (b));
  cmp = ds_history_compare (nodes, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ds_json_get_string (json_node_get_object (cmp), "kind"), ==, "verify");
  text = ds_history_compare_to_text (cmp);
  g_assert_nonnull (strstr (text, "overwritten (MB)"));
  g_assert_nonnull (strstr (text, "+100.0 %"));
  /* a check is not set against a benchmark */
  g_ptr_array_add (nodes, ds_bench_result_to_json (bench));
  g_clear_pointer (&cmp, json_node_unref);
  cmp = ds_history_compare (nodes, &error);
  g_assert_null (cmp);
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/verify-report/chart/marks-overwritten-range", test_chart_marks_damage);
  g_test_add_func ("/ds/verify-report/chart/marks-where-intact-data-ends", test_chart_marks_where_data_ends);
  g_test_add_func ("/ds/verify-report/reports/every-format", test_reports_every_format);
  g_test_add_func ("/ds/verify-report/reports/csv-refuses-mixed-kinds", test_csv_refuses_mixed_kinds);
  g_test_add_func ("/ds/verify-report/compare/two-checks", test_compare_two_checks);
  return g_test_run ();
}
