/* test-history-compare.c — endurance projection and run comparison (pure)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ds-endurance.h"
#include "ds-error.h"
#include "ds-history-compare.h"
#include "ds-json.h"

#define DAY 86400

static void
test_endurance_percentage_more_pessimistic (void)
{
  /* 100 GB a day and 0.1 % of wear a day on a 1 TB drive rated 600 TBW:
   * TBW lasts 4990 more days, wear only 940, so wear decides. Given out of
   * order on purpose. */
  DsEnduranceSample s[] = {
    { 1700000000 + 10 * DAY, 101e12, 6 },
    { 1700000000, 100e12, 5 },
    { 1700000000 + 4 * DAY, NAN, NAN },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) json = NULL;
  DsEndurance e;

  g_assert_true (ds_endurance_project (s, G_N_ELEMENTS (s), 1000000000000ULL, 600, &e, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat_with_epsilon (e.gb_per_day, 100.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (e.dwpd, 0.1, 1e-12);
  g_assert_cmpfloat_with_epsilon (e.tbw_days, 4990.0, 1e-6);
  g_assert_cmpfloat_with_epsilon (e.pct_per_day, 0.1, 1e-12);
  g_assert_cmpfloat_with_epsilon (e.pct_days, 940.0, 1e-6);
  g_assert_cmpint (e.basis, ==, DS_ENDURANCE_BASIS_PERCENTAGE);
  g_assert_cmpint (e.projected_date, ==, 1700000000 + 10 * DAY + 940 * (gint64) DAY);
  g_assert_cmpint (e.span_start, ==, 1700000000);
  g_assert_cmpint (e.span_end, ==, 1700000000 + 10 * DAY);
  g_assert_cmpfloat (e.span_days, ==, 10.0);
  g_assert_cmpuint (e.n_samples, ==, 3);
  json = ds_endurance_to_json (&e);
  g_assert_cmpstr (ds_json_get_string (json_node_get_object (json), "basis"), ==, "percentage_used");
  g_assert_cmpstr (ds_json_get_string (json_node_get_object (json), "projected_date"), ==, "2026-06-21");
}

static void
test_endurance_tbw_more_pessimistic (void)
{
  DsEnduranceSample s[] = { { 1700000000, 100e12, 5 }, { 1700000000 + 10 * DAY, 101e12, 6 } };
  DsEndurance e;

  g_assert_true (ds_endurance_project (s, 2, 0, 150, &e, NULL));
  g_assert_cmpfloat_with_epsilon (e.tbw_days, 490.0, 1e-6);
  g_assert_cmpint (e.basis, ==, DS_ENDURANCE_BASIS_TBW);
  g_assert_cmpint (e.projected_date, ==, 1700000000 + 500 * (gint64) DAY);
  g_assert_true (isnan (e.dwpd));   /* capacity unknown */
}

static void
test_endurance_needs_a_day (void)
{
  DsEnduranceSample s[] = { { 1700000000, 100e12, 5 }, { 1700000000 + DAY - 1, 101e12, 6 } };
  g_autoptr(GError) error = NULL;
  DsEndurance e;

  g_assert_false (ds_endurance_project (s, 2, 0, 600, &e, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (ds_endurance_project (s, 1, 0, 600, &e, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
}

static void
test_endurance_no_wear_is_never (void)
{
  DsEnduranceSample s[] = { { 1700000000, 100e12, 5 }, { 1700000000 + 30 * DAY, 100e12, 5 } };
  g_autoptr(JsonNode) json = NULL;
  DsEndurance e;

  g_assert_true (ds_endurance_project (s, 2, 1000000000000ULL, 600, &e, NULL));
  g_assert_cmpfloat (e.gb_per_day, ==, 0);
  g_assert_true (isinf (e.tbw_days));
  g_assert_true (isinf (e.pct_days));
  g_assert_cmpint (e.projected_date, ==, 0);
  g_assert_cmpint (e.basis, ==, DS_ENDURANCE_BASIS_NONE);
  json = ds_endurance_to_json (&e);
  g_assert_cmpstr (ds_json_get_string (json_node_get_object (json), "tbw_days"), ==, "never");
  g_assert_true (JSON_NODE_HOLDS_NULL (json_object_get_member (json_node_get_object (json), "projected_date")));
}

static JsonNode *
bench_run (gint64 id, const char *firmware, double fill, double seq_mbps, double rnd_iops)
{
  g_autofree char *text = g_strdup_printf (
    "{\"id\":%" G_GINT64_FORMAT ",\"uuid\":\"u%" G_GINT64_FORMAT "\",\"kind\":\"bench\",\"start\":1700000000,"
    "\"settings\":{\"size_bytes\":1073741824},"
    "\"conditions\":{\"drive\":{\"model\":\"Samsung SSD 980 PRO 1TB\",\"serial\":\"S1\",\"firmware\":\"%s\"},"
    "\"fill_percent\":%g,\"filesystem\":\"ext4\",\"link\":{\"current_gts\":16,\"current_width\":4}},"
    "\"tests\":[{\"spec\":\"SEQ1M Q8T1\",\"mode\":\"read\",\"mbps\":%g,\"iops\":%g},"
    "{\"spec\":\"RND4K Q32T1\",\"mode\":\"read\",\"mbps\":%g,\"iops\":%g}]}",
    id, id, firmware, fill, seq_mbps, seq_mbps, rnd_iops * 4096 / 1e6, rnd_iops);

  return ds_json_from_string (text, NULL);
}

static void
test_compare_deltas_and_differing_conditions (void)
{
  g_autoptr(GPtrArray) runs = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) cmp = NULL;
  g_autofree char *text = NULL;
  g_autofree char *md = NULL;
  JsonArray *conds, *rows, *deltas;

  g_ptr_array_add (runs, bench_run (1, "5B2QGXA7", 10, 1000, 100000));
  g_ptr_array_add (runs, bench_run (2, "5B2QGXA7", 90, 1100, 75000));
  g_ptr_array_add (runs, bench_run (3, "6B2QGXA7", 10, 500, 100000));
  cmp = ds_history_compare (runs, &error);
  g_assert_no_error (error);
  conds = ds_json_get_array (json_node_get_object (cmp), "conditions");
  g_assert_cmpuint (json_array_get_length (conds), ==, 2);
  g_assert_cmpstr (ds_json_get_string (json_array_get_object_element (conds, 0), "name"), ==, "firmware");
  g_assert_cmpstr (ds_json_get_string (json_array_get_object_element (conds, 1), "name"), ==, "fill");
  g_assert_cmpstr (json_array_get_string_element (ds_json_get_array (json_array_get_object_element (conds, 1), "values"), 1),
                   ==, "90 %");
  rows = ds_json_get_array (json_node_get_object (cmp), "rows");
  g_assert_cmpuint (json_array_get_length (rows), ==, 3);   /* SEQ MB/s, RND MB/s, RND IOPS */
  deltas = ds_json_get_array (json_array_get_object_element (rows, 0), "delta_percent");
  g_assert_true (JSON_NODE_HOLDS_NULL (json_array_get_element (deltas, 0)));
  g_assert_cmpfloat_with_epsilon (json_array_get_double_element (deltas, 1), 10.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (json_array_get_double_element (deltas, 2), -50.0, 1e-9);
  deltas = ds_json_get_array (json_array_get_object_element (rows, 2), "delta_percent");
  g_assert_cmpstr (ds_json_get_string (json_array_get_object_element (rows, 2), "unit"), ==, "IOPS");
  g_assert_cmpfloat_with_epsilon (json_array_get_double_element (deltas, 1), -25.0, 1e-9);

  text = ds_history_compare_to_text (cmp);
  g_test_message ("%s", text);
  g_assert_nonnull (strstr (text, "Firmware: 5B2QGXA7 | 5B2QGXA7 | 6B2QGXA7"));
  g_assert_nonnull (strstr (text, "1100.0 (+10.0 %)"));
  g_assert_nonnull (strstr (text, "500.0 (-50.0 %)"));
  g_assert_true (strstr (text, "Conditions that differ") < strstr (text, "SEQ1M Q8T1"));
  md = ds_history_compare_to_markdown (cmp);
  g_assert_nonnull (strstr (md, "| Test"));
  g_assert_nonnull (strstr (md, "---:"));
}

static void
test_compare_refuses_mixed_kinds (void)
{
  g_autoptr(GPtrArray) runs = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  g_autoptr(GError) error = NULL;

  g_ptr_array_add (runs, bench_run (1, "A", 10, 1000, 100000));
  g_assert_null (ds_history_compare (runs, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_ptr_array_add (runs, ds_json_from_string ("{\"kind\":\"thermal\",\"summary\":{}}", NULL));
  g_assert_null (ds_history_compare (runs, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
}

static void
test_compare_markdown_escapes_hostile_labels (void)
{
  g_autoptr(GPtrArray) runs = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) cmp = NULL;
  g_autofree char *md = NULL;
  g_auto(GStrv) lines = NULL;
  const char *hostile = "<script>alert(1)</script>|*_[x](http://e)";
  JsonNode *a = bench_run (1, "<b>FW|1</b>", 10, 1000, 100000);
  JsonNode *b = bench_run (2, "FW2", 10, 900, 90000);

  json_object_set_string_member (json_node_get_object (a), "label", hostile);
  json_object_set_string_member (json_node_get_object (b), "label", "plain");
  g_ptr_array_add (runs, a);
  g_ptr_array_add (runs, b);
  cmp = ds_history_compare (runs, &error);
  g_assert_no_error (error);
  md = ds_history_compare_to_markdown (cmp);
  g_test_message ("%s", md);
  g_assert_null (strstr (md, "<script"));
  g_assert_null (strstr (md, "<b>"));
  g_assert_null (strstr (md, "](http"));
  g_assert_nonnull (strstr (md, "&lt;script&gt;"));
  g_assert_nonnull (strstr (md, "Firmware"));
  lines = g_strsplit (md, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    if (g_str_has_prefix (lines[i], "| "))
      {
        /* Every table row has 2 + 2 columns: unescaped '|' only as separators. */
        guint bars = 0;

        for (const char *p = lines[i]; *p != '\0'; p++)
          if (*p == '|' && (p == lines[i] || p[-1] != '\\'))
            bars++;
        g_assert_cmpuint (bars, ==, 5);
      }
    else if (g_str_has_prefix (lines[i], "- "))
      g_assert_null (strstr (lines[i], "<"));
}

static void
test_compare_needs_two_to_eight_distinct_runs (void)
{
  g_autoptr(GPtrArray) runs = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) cmp = NULL;

  g_ptr_array_add (runs, bench_run (1, "A", 10, 1000, 100000));
  g_ptr_array_add (runs, bench_run (1, "A", 10, 1000, 100000));
  g_assert_null (ds_history_compare (runs, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "same run"));
  g_clear_error (&error);
  g_ptr_array_remove_index (runs, 1);
  for (gint64 id = 2; id <= 8; id++)
    g_ptr_array_add (runs, bench_run (id, "A", 10, 1000, 100000));
  cmp = ds_history_compare (runs, &error);
  g_assert_no_error (error);
  g_assert_nonnull (cmp);
  g_ptr_array_add (runs, bench_run (9, "A", 10, 1000, 100000));
  g_assert_null (ds_history_compare (runs, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
}

static void
test_condition_text (void)
{
  g_autoptr(JsonNode) run = bench_run (1, "5B2QGXA7", 42.4, 1, 1);
  g_autofree char *link = ds_history_condition_text (json_node_get_object (run), "link");
  g_autofree char *fill = ds_history_condition_text (json_node_get_object (run), "fill");
  g_autofree char *size = ds_history_condition_text (json_node_get_object (run), "test size");
  g_autofree char *kernel = ds_history_condition_text (json_node_get_object (run), "kernel");

  g_assert_cmpstr (link, ==, "PCIe 16 GT/s x4");
  g_assert_cmpstr (fill, ==, "42 %");
  g_assert_cmpstr (size, ==, "1.0 GiB");
  g_assert_null (kernel);
  /* a size of 0 is not known: no text, never "0 B" */
  {
    JsonObject *settings = ds_json_get_object (json_node_get_object (run), "settings");
    g_autofree char *zero = NULL;

    g_assert_nonnull (settings);
    json_object_set_int_member (settings, "size_bytes", 0);
    zero = ds_history_condition_text (json_node_get_object (run), "test size");
    g_assert_null (zero);
  }
}

/* RAID 0 of two drives against one of them: the scaling of sequential
 * writes and of 4K at QD1, in the comparison and its text. */
static void
test_array_scaling_against_a_member (void)
{
  g_autoptr(GPtrArray) runs = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  g_autoptr(JsonNode) cmp = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  JsonArray *scaling;

  g_ptr_array_add (runs, ds_json_from_string (
    "{\"kind\":\"bench\",\"uuid\":\"a\",\"conditions\":{\"drive\":{\"name\":\"vdb\"}},\"tests\":["
    "{\"spec\":\"SEQ1M Q8T1\",\"mode\":\"write\",\"mbps\":40.1},"
    "{\"spec\":\"RND4K Q1T1\",\"mode\":\"read\",\"mbps\":12.0}]}", NULL));
  g_ptr_array_add (runs, ds_json_from_string (
    "{\"kind\":\"bench\",\"uuid\":\"b\",\"conditions\":{\"drive\":{\"name\":\"md0\",\"transport\":\"md\"},"
    "\"array\":{\"name\":\"md0\",\"level\":\"raid0\",\"members\":[{\"name\":\"vdb\"},{\"name\":\"vdc\"}]}},"
    "\"tests\":[{\"spec\":\"SEQ1M Q8T1\",\"mode\":\"write\",\"mbps\":78.6},"
    "{\"spec\":\"RND4K Q1T1\",\"mode\":\"read\",\"mbps\":12.0}]}", NULL));
  cmp = ds_history_compare (runs, &error);
  g_assert_no_error (error);
  scaling = ds_json_get_array (json_node_get_object (cmp), "scaling");
  g_assert_cmpuint (json_array_get_length (scaling), ==, 1);
  g_assert_cmpint (ds_json_get_int (json_array_get_object_element (scaling, 0), "run", 0), ==, 2);
  g_assert_cmpint (ds_json_get_int (json_array_get_object_element (scaling, 0), "against", 0), ==, 1);
  g_assert_cmpstr (ds_json_get_string (json_array_get_object_element (scaling, 0), "text"), ==,
                   "seq write x1.96, 4K x1.00");
  text = ds_history_compare_to_text (cmp);
  g_assert_nonnull (strstr (text, "Run 2 against run 1: seq write x1.96, 4K x1.00"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/history/endurance/percentage-more-pessimistic", test_endurance_percentage_more_pessimistic);
  g_test_add_func ("/ds/history/endurance/tbw-more-pessimistic", test_endurance_tbw_more_pessimistic);
  g_test_add_func ("/ds/history/endurance/needs-a-day-of-data", test_endurance_needs_a_day);
  g_test_add_func ("/ds/history/endurance/no-wear-is-never", test_endurance_no_wear_is_never);
  g_test_add_func ("/ds/history/compare/deltas-and-differing-conditions", test_compare_deltas_and_differing_conditions);
  g_test_add_func ("/ds/history/compare/refuses-mixed-kinds", test_compare_refuses_mixed_kinds);
  g_test_add_func ("/ds/history/compare/condition-text", test_condition_text);
  g_test_add_func ("/ds/history/compare/array-scaling-against-a-member", test_array_scaling_against_a_member);
  g_test_add_func ("/ds/history/compare/markdown-escapes-hostile-labels", test_compare_markdown_escapes_hostile_labels);
  g_test_add_func ("/ds/history/compare/needs-2-to-8-distinct-runs", test_compare_needs_two_to_eight_distinct_runs);
  return g_test_run ();
}
