/* test-report.c — reports in every format, and hostile strings in each
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ds-error.h"
#include "ds-json.h"
#include "ds-report.h"

#define FIXTURE(name) DS_FIXTURES "/report/" name

static const char *hostile[] = {
  "<script>alert(1)</script>",
  "]]>",
  "a & b",
  "\"double\" 'single'",
  "pipe | and `backtick` and *stars* [link](http://x)",
  "\x1b]0;pwn\x07",
  "\x1b[2J",
  "line\nbreak\r\n",
  "=cmd|' /C calc'!A0",
  "\xff\xfe invalid utf-8",
  "\xe2\x80\xae right-to-left override",
};

static DsReportRun *
load (const char *path)
{
  g_autoptr(GError) error = NULL;
  DsReportRun *run = ds_report_run_load (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (run);
  return run;
}

static GPtrArray *
runs_of (const char *first,
         ...)
{
  GPtrArray *runs = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_report_run_free);
  va_list args;

  va_start (args, first);
  for (const char *p = first; p != NULL; p = va_arg (args, const char *))
    g_ptr_array_add (runs, load (p));
  va_end (args);
  return runs;
}

static void
assert_no_controls (const char *text)
{
  for (const guchar *p = (const guchar *) text; *p != '\0'; p++)
    if ((*p < 0x20 && *p != '\n' && *p != '\r') || *p == 0x7f)
      g_error ("control character 0x%02x in output near “%.20s”", *p, (const char *) p);
  g_assert_true (g_utf8_validate (text, -1, NULL));
  g_assert_null (strstr (text, "\xc2\x9b"));  /* C1 CSI */
  g_assert_null (strstr (text, "\xe2\x80\xae"));  /* bidi override */
}

static void
test_escape_html (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (hostile); i++)
    {
      g_autofree char *e = ds_escape_html (hostile[i]);

      assert_no_controls (e);
      g_assert_null (strpbrk (e, "<>\"'\n\r"));
      for (const char *amp = strchr (e, '&'); amp != NULL; amp = strchr (amp + 1, '&'))
        g_assert_true (g_str_has_prefix (amp, "&amp;") || g_str_has_prefix (amp, "&lt;") ||
                       g_str_has_prefix (amp, "&gt;") || g_str_has_prefix (amp, "&quot;") ||
                       g_str_has_prefix (amp, "&#39;"));
    }
  {
    g_autofree char *e = ds_escape_html ("<script>alert(1)</script>");

    g_assert_cmpstr (e, ==, "&lt;script&gt;alert(1)&lt;/script&gt;");
  }
  {
    g_autofree char *e = ds_escape_html ("\x1b]0;pwn\x07");

    g_assert_cmpstr (e, ==, "\\x1b]0;pwn\\x07");
  }
  {
    g_autofree char *e = ds_escape_html (NULL);

    g_assert_cmpstr (e, ==, "");
  }
}

static void
test_escape_markdown (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (hostile); i++)
    {
      g_autofree char *e = ds_escape_markdown (hostile[i]);

      assert_no_controls (e);
      g_assert_null (strpbrk (e, "<>\n\r"));
      /* every pipe, backtick and bracket is escaped */
      for (const char *p = e; *p != '\0'; p++)
        if (strchr ("|`[]*_", *p) != NULL)
          g_assert_true (p > e && p[-1] == '\\');
    }
  {
    g_autofree char *e = ds_escape_markdown ("a|b `c`");

    g_assert_cmpstr (e, ==, "a\\|b \\`c\\`");
  }
}

static char **
csv_split (const char *line)
{
  GPtrArray *fields = g_ptr_array_new ();
  GString *f = g_string_new (NULL);
  gboolean quoted = FALSE;

  for (const char *p = line; ; p++)
    {
      if (quoted)
        {
          if (*p == '"' && p[1] == '"')
            {
              g_string_append_c (f, '"');
              p++;
            }
          else if (*p == '"')
            quoted = FALSE;
          else
            {
              g_assert_true (*p != '\0');
              g_string_append_c (f, *p);
            }
          continue;
        }
      if (*p == '"')
        quoted = TRUE;
      else if (*p == ',' || *p == '\0')
        {
          g_ptr_array_add (fields, g_strdup (f->str));
          g_string_truncate (f, 0);
          if (*p == '\0')
            break;
        }
      else
        g_string_append_c (f, *p);
    }
  g_string_free (f, TRUE);
  g_ptr_array_add (fields, NULL);
  return (char **) g_ptr_array_free (fields, FALSE);
}

static void
test_escape_csv (void)
{
  for (guint i = 0; i < G_N_ELEMENTS (hostile); i++)
    {
      g_autofree char *e = ds_escape_csv (hostile[i]);
      g_auto(GStrv) fields = NULL;

      assert_no_controls (e);
      g_assert_null (strpbrk (e, "\n\r"));
      fields = csv_split (e);
      g_assert_cmpuint (g_strv_length (fields), ==, 1);
      g_assert_false (strchr ("=+-@", fields[0][0]) != NULL && fields[0][0] != '\0');
    }
  {
    g_autofree char *e = ds_escape_csv ("say \"hi\", ok");

    g_assert_cmpstr (e, ==, "\"say \"\"hi\"\", ok\"");
  }
}

static void
test_run_keeps_label_and_comment (void)
{
  g_autoptr(DsReportRun) run = load (FIXTURE ("bench-hostile.json"));
  g_autoptr(DsReportRun) thermal = load (FIXTURE ("thermal-nvme.json"));
  g_autoptr(JsonNode) node = ds_report_run_to_json (run);
  g_autoptr(DsReportRun) again = ds_report_run_from_json (node, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(DsReportRun) missing = ds_report_run_load (FIXTURE ("no-such-file.json"), &error);

  g_assert_cmpint (run->kind, ==, DS_REPORT_RUN_BENCH);
  g_assert_cmpstr (run->label, ==, "\x1b]0;pwn\x07 label | `code` <b>");
  g_assert_nonnull (run->comment);
  g_assert_cmpint (thermal->kind, ==, DS_REPORT_RUN_THERMAL);
  g_assert_cmpuint (thermal->thermal->samples->len, ==, 1380);
  g_assert_nonnull (again);
  g_assert_cmpstr (again->label, ==, run->label);
  g_assert_cmpstr (again->comment, ==, run->comment);
  g_assert_null (missing);
  g_assert_error (error, DS_ERROR, DS_ERROR_NOT_FOUND);
}

static void
check_html (const char *html,
            guint       expect_svgs)
{
  guint svgs = 0;

  assert_no_controls (html);
  g_assert_true (g_str_has_prefix (html, "<!DOCTYPE html>"));
  g_assert_nonnull (strstr (html, "</html>"));
  g_assert_null (strstr (html, "<script"));
  g_assert_null (strstr (html, "<img"));
  g_assert_null (strstr (html, "<?xml"));
  g_assert_null (strstr (html, " src=\""));
  g_assert_null (strstr (html, "href=\"http"));
  g_assert_null (strstr (html, "url(http"));
  g_assert_null (strstr (html, "@import"));
  for (const char *p = strstr (html, "<svg"); p != NULL; p = strstr (p + 1, "<svg"))
    svgs++;
  g_assert_cmpuint (svgs, ==, expect_svgs);
  g_assert_nonnull (strstr (html, "Content-Security-Policy"));
}

static void
test_html_single_run (void)
{
  g_autoptr(GPtrArray) runs = runs_of (FIXTURE ("bench-hostile.json"), NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *html = ds_report_write (runs, DS_REPORT_FORMAT_HTML, NULL, &error);

  g_assert_no_error (error);
  check_html (html, 2);
  g_assert_nonnull (strstr (html, "&lt;script&gt;alert(1)&lt;/script&gt;"));
  g_assert_nonnull (strstr (html, "p99.99 µs"));
  g_assert_nonnull (strstr (html, "7012.34"));
}

static void
test_html_comparison_and_thermal (void)
{
  g_autoptr(GPtrArray) runs = runs_of (FIXTURE ("bench-hostile.json"), FIXTURE ("bench-nvme-full.json"),
                                       FIXTURE ("bench-sata.json"), FIXTURE ("thermal-hostile.json"), NULL);
  g_autoptr(GError) error = NULL;
  DsReportOptions options;
  g_autofree char *html = NULL;

  ds_report_options_init (&options);
  options.theme = DS_CHART_THEME_DARK;
  html = ds_report_html (runs, &options, &error);
  g_assert_no_error (error);
  /* comparison, latency, thermal */
  check_html (html, 3);
  g_assert_nonnull (strstr (html, "(-49.3 %)"));
  g_assert_nonnull (strstr (html, "class=\"differs\""));
  g_assert_nonnull (strstr (html, "#1e1e1e"));
}

static guint
unescaped_pipes (const char *line)
{
  guint n = 0;

  for (const char *p = line; *p != '\0'; p++)
    if (*p == '\\' && p[1] != '\0')
      p++;
    else if (*p == '|')
      n++;
  return n;
}

static void
test_markdown_tables_hold (void)
{
  g_autoptr(GPtrArray) runs = runs_of (FIXTURE ("bench-hostile.json"), FIXTURE ("bench-nvme.json"),
                                       FIXTURE ("thermal-hostile.json"), NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *md = ds_report_write (runs, DS_REPORT_FORMAT_MARKDOWN, NULL, &error);
  g_auto(GStrv) lines = NULL;
  guint header_pipes = 0, tables = 0;

  g_assert_no_error (error);
  assert_no_controls (md);
  g_assert_null (strstr (md, "<script"));
  g_assert_null (strstr (md, "<img"));
  g_assert_null (strstr (md, "<b>"));
  lines = g_strsplit (md, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      if (lines[i][0] != '|')
        {
          header_pipes = 0;
          continue;
        }
      if (header_pipes == 0)
        {
          header_pipes = unescaped_pipes (lines[i]);
          tables++;
        }
      else
        g_assert_cmpuint (unescaped_pipes (lines[i]), ==, header_pipes);
    }
  g_assert_cmpuint (tables, >=, 5);
  g_assert_nonnull (strstr (md, "| SEQ1M Q8T1 | write | 6523.11 | 6523.11 (+0.0 %) |"));
}

static void
test_csv_rows (void)
{
  g_autoptr(GPtrArray) bench = runs_of (FIXTURE ("bench-hostile.json"), FIXTURE ("bench-sata.json"), NULL);
  g_autoptr(GPtrArray) thermal = runs_of (FIXTURE ("thermal-nvme.json"), NULL);
  g_autoptr(GPtrArray) mixed = runs_of (FIXTURE ("bench-nvme.json"), FIXTURE ("thermal-nvme.json"), NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *csv = ds_report_csv (bench, &error);
  g_autofree char *tcsv = NULL, *none = NULL;
  g_auto(GStrv) lines = NULL, tlines = NULL;
  guint n_fields = 0;

  g_assert_no_error (error);
  assert_no_controls (csv);
  lines = g_strsplit (csv, "\r\n", -1);
  /* header + 8 tests of the first run + 12 of the second, and the final empty piece */
  g_assert_cmpuint (g_strv_length (lines), ==, 1 + 8 + 12 + 1);
  for (guint i = 0; lines[i] != NULL && lines[i][0] != '\0'; i++)
    {
      g_auto(GStrv) f = csv_split (lines[i]);

      if (i == 0)
        n_fields = g_strv_length (f);
      g_assert_cmpuint (g_strv_length (f), ==, n_fields);
      if (i == 1)
        {
          g_assert_cmpstr (f[2], ==, "<script>alert(1)</script>");
          g_assert_cmpstr (f[5], ==, "SEQ1M Q8T1");
          g_assert_cmpstr (f[6], ==, "read");
          g_assert_cmpstr (f[8], ==, "7012.34");
        }
      if (i == 9)
        g_assert_cmpstr (f[18], ==, "-92.00");  /* SATA against the first run */
    }
  tcsv = ds_report_csv (thermal, &error);
  g_assert_no_error (error);
  tlines = g_strsplit (tcsv, "\r\n", -1);
  g_assert_cmpuint (g_strv_length (tlines), ==, 1 + 1380 + 1);
  g_assert_true (g_str_has_suffix (tlines[1380], ",true"));
  none = ds_report_csv (mixed, &error);
  g_assert_null (none);
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
}

static void
test_json_is_history_export (void)
{
  g_autoptr(GPtrArray) runs = runs_of (FIXTURE ("bench-hostile.json"), FIXTURE ("thermal-nvme.json"), NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *text = ds_report_write (runs, DS_REPORT_FORMAT_JSON, NULL, &error);
  g_autoptr(JsonNode) node = NULL;
  JsonObject *root;
  JsonArray *arr;
  gboolean found_label = FALSE;

  g_assert_no_error (error);
  assert_no_controls (text);
  node = ds_json_from_string (text, &error);
  g_assert_no_error (error);
  root = json_node_get_object (node);
  g_assert_cmpstr (ds_json_get_string (root, "format"), ==, "drivescope-history");
  arr = ds_json_get_array (root, "runs");
  g_assert_cmpuint (json_array_get_length (arr), ==, 2);
  for (guint i = 0; i < 2; i++)
    found_label |= g_strcmp0 (ds_json_get_string (json_array_get_object_element (arr, i), "label"),
                              "\x1b]0;pwn\x07 label | `code` <b>") == 0;
  g_assert_true (found_label);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/report/escape/html-leaves-no-markup-or-controls", test_escape_html);
  g_test_add_func ("/ds/report/escape/markdown-leaves-no-markup-or-controls", test_escape_markdown);
  g_test_add_func ("/ds/report/escape/csv-quotes-and-defuses-formulas", test_escape_csv);
  g_test_add_func ("/ds/report/run/keeps-label-and-comment", test_run_keeps_label_and_comment);
  g_test_add_func ("/ds/report/html/single-run-is-self-contained", test_html_single_run);
  g_test_add_func ("/ds/report/html/comparison-and-thermal", test_html_comparison_and_thermal);
  g_test_add_func ("/ds/report/markdown/hostile-strings-cannot-break-tables", test_markdown_tables_hold);
  g_test_add_func ("/ds/report/csv/one-row-per-test-mode-or-sample", test_csv_rows);
  g_test_add_func ("/ds/report/json/is-the-history-export-document", test_json_is_history_export);
  return g_test_run ();
}
