/* test-metrics.c — the Prometheus text builder (ds-metrics.c)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ds-metrics.h"

static void
test_escapes_label_values (void)
{
  g_autofree char *quoted = ds_metrics_escape_label_value ("a \"b\" \\ c\nd");
  g_autofree char *control = ds_metrics_escape_label_value ("x\x1b[2J\ry");
  g_autofree char *invalid = ds_metrics_escape_label_value ("ok\xff\xfe");
  g_autofree char *empty = ds_metrics_escape_label_value (NULL);

  g_assert_cmpstr (quoted, ==, "a \\\"b\\\" \\\\ c\\nd");
  g_assert_cmpstr (control, ==, "x\xef\xbf\xbd[2J\xef\xbf\xbdy");
  g_assert_true (g_utf8_validate (invalid, -1, NULL));
  g_assert_true (g_str_has_prefix (invalid, "ok"));
  g_assert_cmpstr (empty, ==, "");
}

static void
test_formats_values (void)
{
  struct { double v; const char *text; } cases[] = {
    { 42, "42" }, { -3, "-3" }, { 0.05, "0.05" }, { 1.6e10, "16000000000" },
    { 3584000000000000.0, "3584000000000000" }, { 1e17, "1e+17" }, { INFINITY, "+Inf" }, { -INFINITY, "-Inf" }, { NAN, "NaN" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *text = ds_metrics_format_value (cases[i].v);

      g_assert_cmpstr (text, ==, cases[i].text);
    }
}

static void
test_groups_samples_by_family (void)
{
  g_autoptr(DsMetrics) m = ds_metrics_new ();
  const char *a[] = { "drive", "sda", NULL };
  const char *b[] = { "drive", "nvme0n1", "model", "M\"x", NULL };
  g_autofree char *text = NULL;

  ds_metrics_declare (m, "ds_first_bytes", DS_METRIC_GAUGE, "First\nline \\ two");
  ds_metrics_declare (m, "ds_unused", DS_METRIC_GAUGE, "Never sampled");
  ds_metrics_declare (m, "ds_second_total", DS_METRIC_COUNTER, "Second");
  /* Interleaved adds still come out one family after the other. */
  ds_metrics_add (m, "ds_second_total", a, 7);
  ds_metrics_add (m, "ds_first_bytes", a, 1);
  ds_metrics_add (m, "ds_first_bytes", b, 0.5);
  ds_metrics_add (m, "ds_second_total", NULL, 8);
  ds_metrics_add (m, "ds_first_bytes", a, NAN);
  text = ds_metrics_to_text (m);

  g_assert_cmpstr (text, ==,
                   "# HELP ds_first_bytes First\\nline \\\\ two\n"
                   "# TYPE ds_first_bytes gauge\n"
                   "ds_first_bytes{drive=\"sda\"} 1\n"
                   "ds_first_bytes{drive=\"nvme0n1\",model=\"M\\\"x\"} 0.5\n"
                   "# HELP ds_second_total Second\n"
                   "# TYPE ds_second_total counter\n"
                   "ds_second_total{drive=\"sda\"} 7\n"
                   "ds_second_total 8\n");
}

static void
test_leaves_out_null_label_values (void)
{
  g_autoptr(DsMetrics) m = ds_metrics_new ();
  const char *labels[] = { "drive", "dm-0", "model", NULL, "serial", "S1", NULL };
  g_autofree char *text = NULL;

  ds_metrics_declare (m, "ds_info", DS_METRIC_GAUGE, "Info");
  ds_metrics_add (m, "ds_info", labels, 1);
  text = ds_metrics_to_text (m);
  g_assert_nonnull (strstr (text, "ds_info{drive=\"dm-0\",serial=\"S1\"} 1\n"));
}

/* Prometheus names start with a letter, '_' or ':': a family whose name
 * starts with a digit is a programming error, refused and never printed. */
static void
test_refuses_a_name_starting_with_a_digit (void)
{
  g_autoptr(DsMetrics) m = ds_metrics_new ();
  g_autofree char *text = NULL;

  g_test_expect_message (NULL, G_LOG_LEVEL_CRITICAL, "*valid_name*");
  ds_metrics_declare (m, "9ds_bytes", DS_METRIC_GAUGE, "Digit first");
  g_test_assert_expected_messages ();
  ds_metrics_declare (m, "ds_bytes9", DS_METRIC_GAUGE, "Digit last");
  ds_metrics_add (m, "ds_bytes9", NULL, 1);
  text = ds_metrics_to_text (m);
  g_assert_null (strstr (text, "9ds_bytes"));
  g_assert_nonnull (strstr (text, "ds_bytes9 1\n"));
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/metrics/escapes-label-values", test_escapes_label_values);
  g_test_add_func ("/ds/metrics/formats-values", test_formats_values);
  g_test_add_func ("/ds/metrics/groups-samples-by-family", test_groups_samples_by_family);
  g_test_add_func ("/ds/metrics/leaves-out-null-label-values", test_leaves_out_null_label_values);
  g_test_add_func ("/ds/metrics/refuses-a-name-starting-with-a-digit", test_refuses_a_name_starting_with_a_digit);
  return g_test_run ();
}
