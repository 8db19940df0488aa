/* test-report.c — reports in every format, and hostile strings in each
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <string.h>
#include <sys/wait.h>

#include "ds-format.h"
#include "ds-error.h"
#include "ds-health.h"
#include "ds-history-health.h"
#include "ds-history-store.h"
#include "ds-json.h"
#include "ds-report.h"
#include "ds-report-export.h"

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

/* Spreadsheets skip leading blanks before a formula, and some read the
 * full-width forms as the plain ones: each of these starts with a quote. */
static void
test_escape_csv_defuses_spaced_and_full_width (void)
{
  static const char * const formulas[] = {
    " =1+1", "  +cmd", "\t=HYPERLINK(\"x\")", " \t-2", " @SUM(A1)",
    "\xef\xbc\x9d" "1+1",            /* ＝ U+FF1D */
    " \xef\xbc\x8b" "1",              /* ＋ U+FF0B */
    "\xef\xbc\x8d" "1",               /* － U+FF0D */
    "\xef\xbc\xa0" "SUM(A1)",         /* ＠ U+FF20 */
  };

  for (guint i = 0; i < G_N_ELEMENTS (formulas); i++)
    {
      g_autofree char *e = ds_escape_csv (formulas[i]);
      g_auto(GStrv) fields = csv_split (e);

      g_test_message ("%s -> %s", formulas[i], e);
      g_assert_cmpuint (g_strv_length (fields), ==, 1);
      g_assert_cmpint (fields[0][0], ==, '\'');
    }
  {
    /* Text with a space inside stays as it was. */
    g_autofree char *e = ds_escape_csv ("Samsung SSD 980 PRO");

    g_assert_cmpstr (e, ==, "Samsung SSD 980 PRO");
  }
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

/* A size that is not known (-1, as an edited or imported run may hold) is
 * left out of the report, never printed as 18.4 EB. */
static void
test_negative_sizes_are_left_out (void)
{
  g_autoptr(DsReportRun) run = load (FIXTURE ("bench-nvme.json"));
  g_autoptr(JsonNode) node = ds_report_run_to_json (run);
  JsonObject *conditions = ds_json_get_object (json_node_get_object (node), "conditions");
  JsonObject *drive = ds_json_get_object (conditions, "drive");
  g_autoptr(GPtrArray) before = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_report_run_free);
  g_autoptr(GPtrArray) after = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_report_run_free);
  g_autoptr(GError) error = NULL;
  g_autofree char *html_before = NULL, *html_after = NULL;
  DsReportOptions options;

  ds_report_options_init (&options);
  g_assert_nonnull (drive);
  json_object_set_int_member (drive, "size_bytes", 2000398934016);
  g_ptr_array_add (before, ds_report_run_from_json (node, NULL));
  html_before = ds_report_html (before, &options, &error);
  g_assert_no_error (error);
  g_assert_nonnull (strstr (html_before, "Capacity"));
  g_assert_nonnull (strstr (html_before, "2.0 TB"));
  json_object_set_int_member (drive, "size_bytes", -1);
  g_ptr_array_add (after, ds_report_run_from_json (node, NULL));
  html_after = ds_report_html (after, &options, &error);
  g_assert_no_error (error);
  g_assert_null (strstr (html_after, "Capacity"));
  g_assert_null (strstr (html_after, " EB"));
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
  {
    /* tests only a later run has still get a row */
    g_autoptr(GPtrArray) with_mix = runs_of (FIXTURE ("bench-nvme.json"), FIXTURE ("bench-sata.json"), NULL);
    g_autofree char *md2 = ds_report_write (with_mix, DS_REPORT_FORMAT_MARKDOWN, NULL, &error);

    g_assert_no_error (error);
    g_assert_nonnull (strstr (md2, "| SEQ1M Q8T1 | mix | — | 442.14 |"));
  }
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

typedef struct
{
  guint elements;
  char *root;
} SvgScan;

static void
svg_start (GMarkupParseContext  *context,
           const char           *name,
           const char          **attr_names,
           const char          **attr_values,
           gpointer              data,
           GError              **error)
{
  SvgScan *scan = data;

  if (scan->elements++ == 0)
    scan->root = g_strdup (name);
  g_assert_cmpstr (name, !=, "script");
  g_assert_cmpstr (name, !=, "foreignObject");
}

/* A whole, well-formed XML document whose root is <svg>. */
static void
check_svg_document (const char *svg)
{
  static const GMarkupParser parser = { svg_start, NULL, NULL, NULL, NULL };
  SvgScan scan = { 0 };
  g_autoptr(GMarkupParseContext) ctx = g_markup_parse_context_new (&parser, G_MARKUP_DEFAULT_FLAGS, &scan, NULL);
  g_autoptr(GError) error = NULL;

  g_assert_nonnull (svg);
  g_assert_true (g_str_has_prefix (svg, "<?xml"));
  g_assert_true (g_markup_parse_context_parse (ctx, svg, -1, &error));
  g_assert_no_error (error);
  g_assert_true (g_markup_parse_context_end_parse (ctx, &error));
  g_assert_no_error (error);
  g_assert_cmpstr (scan.root, ==, "svg");
  g_assert_cmpuint (scan.elements, >, 20);
  g_free (scan.root);
}

static int
run_cli (const char * const *args,
         char              **out)
{
  const char *cli = g_getenv ("DS_CLI");
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  g_autofree char *err = NULL;
  g_autofree char *captured = NULL;
  int status = -1;

  g_ptr_array_add (argv, (gpointer) cli);
  g_ptr_array_add (argv, (gpointer) "export");
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (gpointer) args[i]);
  g_ptr_array_add (argv, NULL);
  /* Standard output is always captured: the test's own is TAP. */
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &captured, &err, &status, &error));
  g_assert_no_error (error);
  if (out != NULL)
    *out = g_steal_pointer (&captured);
  else
    g_assert_cmpstr (captured, ==, "");
  if (err != NULL && *err != '\0')
    g_test_message ("stderr: %s", err);
  return g_spawn_check_wait_status (status, NULL) ? 0 : WEXITSTATUS (status);
}

/* The CLI's way through the history: runs by uuid prefix and "last", the
 * drive's health snapshot in the report, the export document for json. */
static void
test_cli_exports_stored_runs (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = NULL, *db = NULL, *html = NULL, *json = NULL, *md = NULL, *png = NULL, *svg = NULL;
  g_autofree char *html_path = NULL, *png_path = NULL;
  const char *files[] = { FIXTURE ("bench-nvme.json"), FIXTURE ("bench-nvme-full.json"), FIXTURE ("thermal-nvme.json") };

  if (g_getenv ("DS_CLI") == NULL)
    {
      g_test_skip ("DS_CLI is not set: run through meson test");
      return;
    }
  dir = g_dir_make_tmp ("ds-report-XXXXXX", &error);
  g_assert_no_error (error);
  db = g_build_filename (dir, "history.db", NULL);
  {
    g_autoptr(DsHistoryStore) store = ds_history_store_open (db, &error);

    g_assert_no_error (error);
    for (guint i = 0; i < G_N_ELEMENTS (files); i++)
      {
        g_autoptr(JsonNode) node = NULL;
        g_autofree char *text = NULL;

        g_assert_true (g_file_get_contents (files[i], &text, NULL, NULL));
        node = ds_json_from_string (text, &error);
        g_assert_true (ds_history_store_import_json (store, node, NULL, NULL, &error));
        g_assert_no_error (error);
        if (i == 0)
          {
            JsonObject *drive = ds_json_get_object (ds_json_get_object (json_node_get_object (node), "conditions"), "drive");
            g_autoptr(JsonObject) health = json_object_new ();
            g_autoptr(JsonObject) later = json_object_new ();

            json_object_set_double_member (health, "bytes_written", 12.5e12);
            json_object_set_double_member (health, "percentage_used", 3);
            json_object_set_double_member (health, "temperature_c", 38);
            json_object_set_int_member (health, "power_on_hours", 321);
            json_object_set_int_member (health, "media_errors", 0);
            g_assert_cmpint (ds_history_store_save_health (store, drive, health, NULL, 1764504000 - 60,
                                                           "5f0c2a1e-6b7d-4c1a-9e3f-0a1b2c3d4e5f", "before",
                                                           &error), >, 0);
            json_object_set_double_member (later, "bytes_written", 40e12);
            json_object_set_double_member (later, "percentage_used", 5);
            g_assert_cmpint (ds_history_store_save_health (store, drive, later, NULL, 1766232000,
                                                           NULL, NULL, &error), >, 0);
            g_assert_no_error (error);
          }
      }
  }
  html_path = g_build_filename (dir, "out.html", NULL);
  g_assert_cmpint (run_cli ((const char *[]) { "--db", db, "5f0c2a1e", "-o", html_path, NULL }, NULL), ==, 0);
  g_assert_true (g_file_get_contents (html_path, &html, NULL, NULL));
  check_html (html, 2);
  g_assert_nonnull (strstr (html, "<h3>Health</h3>"));
  /* Labels with units, not JSON keys; zero is shown. */
  g_assert_nonnull (strstr (html, "Power-on time"));
  g_assert_nonnull (strstr (html, "321 h"));
  g_assert_nonnull (strstr (html, "38 °C"));
  g_assert_nonnull (strstr (html, "12.5 TB"));
  g_assert_nonnull (strstr (html, "3 %"));
  g_assert_nonnull (strstr (html, "Media errors</th><td>0</td>"));
  g_assert_null (strstr (html, "Temperature c"));
  g_assert_null (strstr (html, "Bytes written"));
  g_assert_nonnull (strstr (html, "Empty drive"));

  g_assert_cmpint (run_cli ((const char *[]) { "--db", db, "5f0c", "last", "-f", "md", NULL }, &md), ==, 0);
  g_assert_nonnull (strstr (md, "| SEQ1M Q8T1 | write | 6523.11 | 3310.40 (-49.3 %) |"));

  g_assert_cmpint (run_cli ((const char *[]) { "--db", db, "5f0c", "-f", "json", NULL }, &json), ==, 0);
  g_assert_nonnull (strstr (json, "\"drivescope-history\""));
  g_assert_nonnull (strstr (json, "\"snapshots\""));
  g_assert_null (strstr (json, "3e2d1c0b"));   /* only the run asked for */

  png_path = g_build_filename (dir, "wear.png", NULL);
  g_assert_cmpint (run_cli ((const char *[]) { "--db", db, "5f0c", "--chart", "trend", "--test", "health",
                                               "-o", png_path, NULL }, NULL), ==, 0);
  g_assert_true (g_file_get_contents (png_path, &png, NULL, NULL));
  g_assert_true (memcmp (png, "\x89PNG", 4) == 0);
  g_assert_cmpint (run_cli ((const char *[]) { "--db", db, "last", "--chart", "trend", "-f", "svg",
                                               "--test", "SEQ1M Q8T1", "--mode", "write", NULL }, &svg), ==, 0);
  check_svg_document (svg);
  /* The raw-value history: one health field across the drive's snapshots
   * (its title names the field); a field no snapshot has fails; --field
   * without the health trend is a usage error. */
  {
    g_autofree char *field_svg = NULL, *wear_svg = NULL;

    g_assert_cmpint (run_cli ((const char *[]) { "--db", db, "5f0c", "--chart", "trend", "--test", "health",
                                                 "--field", "power_on_hours", "-f", "svg", NULL }, &field_svg), ==, 0);
    g_assert_cmpint (run_cli ((const char *[]) { "--db", db, "5f0c", "--chart", "trend", "--test", "health",
                                                 "-f", "svg", NULL }, &wear_svg), ==, 0);
    check_svg_document (field_svg);
    g_assert_cmpstr (field_svg, !=, wear_svg);
    g_assert_cmpint (run_cli ((const char *[]) { "--db", db, "5f0c", "--chart", "trend", "--test", "health",
                                                 "--field", "attr:231", "-f", "svg", NULL }, NULL), ==, 2);
    g_assert_cmpint (run_cli ((const char *[]) { "--db", db, "5f0c", "--chart", "trend", "--field",
                                                 "media_errors", "-f", "svg", NULL }, NULL), ==, 2);
  }
  g_assert_cmpint (run_cli ((const char *[]) { "--db", db, "no-such-run", "-f", "md", NULL }, NULL), ==, 2);

  /* The window's History exports through ds_report_export_runs: the format
   * from the name, the chart export draws, never over the history; a
   * benchmark and a thermal run share no chart. */
  {
    g_autoptr(DsHistoryStore) store = ds_history_store_open (db, &error);
    DsHistoryFilter all = { 0 };
    g_autoptr(GPtrArray) runs = ds_history_store_list_runs (store, &all, &error);
    g_autoptr(GArray) benches = g_array_new (FALSE, FALSE, sizeof (gint64));
    g_autoptr(GArray) mixed = g_array_new (FALSE, FALSE, sizeof (gint64));
    g_autoptr(GArray) none = g_array_new (FALSE, FALSE, sizeof (gint64));
    g_autofree char *csv_path = g_build_filename (dir, "runs.CSV", NULL);
    g_autofree char *pdf_path = g_build_filename (dir, "runs.pdf", NULL);
    g_autofree char *doc_path = g_build_filename (dir, "runs", NULL);
    g_autofree char *data = NULL;

    g_assert_no_error (error);
    for (guint i = 0; i < runs->len; i++)
      {
        const DsHistoryRun *run = g_ptr_array_index (runs, i);

        g_array_append_val (run->kind == DS_RUN_KIND_BENCH ? benches : mixed, run->id);
      }
    g_assert_cmpuint (benches->len, ==, 2);
    g_array_append_val (mixed, g_array_index (benches, gint64, 0));
    g_assert_cmpstr (ds_report_export_format_of_path (csv_path), ==, "csv");
    g_assert_null (ds_report_export_format_of_path (doc_path));
    g_assert_true (ds_report_export_runs (store, benches, NULL, csv_path, DS_CHART_THEME_LIGHT, DS_CHART_UNITS_MBPS, &error));
    g_assert_no_error (error);
    g_assert_true (g_file_get_contents (csv_path, &data, NULL, NULL));
    g_assert_nonnull (strstr (data, "SEQ1M Q8T1"));
    g_clear_pointer (&data, g_free);
    g_assert_true (ds_report_export_runs (store, benches, NULL, pdf_path, DS_CHART_THEME_DARK, DS_CHART_UNITS_IOPS, &error));
    g_assert_true (g_file_get_contents (pdf_path, &data, NULL, NULL));
    g_assert_true (g_str_has_prefix (data, "%PDF"));
    g_clear_pointer (&data, g_free);
    /* No extension and no format: the JSON export document, of every run when none is named. */
    g_assert_true (ds_report_export_runs (store, none, NULL, doc_path, DS_CHART_THEME_LIGHT, DS_CHART_UNITS_MBPS, &error));
    g_assert_true (g_file_get_contents (doc_path, &data, NULL, NULL));
    g_assert_nonnull (strstr (data, "\"drivescope-history\""));
    g_assert_nonnull (strstr (data, "3e2d1c0b"));
    g_assert_false (ds_report_export_runs (store, none, "md", doc_path, DS_CHART_THEME_LIGHT, DS_CHART_UNITS_MBPS, &error));
    g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
    g_clear_error (&error);
    g_assert_false (ds_report_export_runs (store, mixed, "svg", doc_path, DS_CHART_THEME_LIGHT, DS_CHART_UNITS_MBPS, &error));
    g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
    g_clear_error (&error);
    g_assert_false (ds_report_export_runs (store, benches, "docx", doc_path, DS_CHART_THEME_LIGHT, DS_CHART_UNITS_MBPS, &error));
    g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
    g_clear_error (&error);
    g_assert_false (ds_report_export_runs (store, benches, "csv", db, DS_CHART_THEME_LIGHT, DS_CHART_UNITS_MBPS, &error));
    g_assert_nonnull (error);
    g_clear_error (&error);
    g_unlink (csv_path);
    g_unlink (pdf_path);
    g_unlink (doc_path);
  }

  {
    const char *names[] = { "history.db", "history.db-wal", "history.db-shm", "out.html", "wear.png" };

    for (guint i = 0; i < G_N_ELEMENTS (names); i++)
      {
        g_autofree char *f = g_build_filename (dir, names[i], NULL);

        g_unlink (f);
      }
  }
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* An NVMe drive's health snapshot brings its facts into the HTML and
 * Markdown reports: every power state with the current one, APST, thermal
 * management, firmware slots, LBA formats and whether a 4K format exists,
 * worded as the window words them. A SATA snapshot has none of them. */
static void
test_nvme_facts_in_reports (void)
{
  g_autofree char *path = g_build_filename (DS_FIXTURES, "health", "nvme-healthy-pcie4.json", NULL);
  g_autofree char *helper = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHealth) health = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GPtrArray) runs = runs_of (FIXTURE ("bench-nvme.json"), NULL);
  DsReportRun *run = g_ptr_array_index (runs, 0);
  DsReportOptions options;
  static const char *want[] = { "Power state 0", "current", "APST", "Thermal management", "Firmware slots",
                                "Firmware in slot 1", "LBA formats", "in use", "4K format" };

  g_assert_true (g_file_get_contents (path, &helper, NULL, &error));
  health = ds_health_parse_helper_output (helper, &error);
  g_assert_no_error (error);
  g_assert_nonnull (health->nvme);
  /* As the history keeps it. */
  node = ds_history_health_snapshot_json (health);
  g_clear_pointer (&run->health, json_object_unref);
  run->health = json_object_ref (json_node_get_object (node));
  ds_report_options_init (&options);
  for (guint format = 0; format < 2; format++)
    {
      g_autofree char *text = format == 0 ? ds_report_html (runs, &options, &error)
                                          : ds_report_markdown (runs, &options, &error);

      g_assert_no_error (error);
      for (guint i = 0; i < G_N_ELEMENTS (want); i++)
        if (strstr (text, want[i]) == NULL)
          g_error ("%s report without “%s”", format == 0 ? "HTML" : "Markdown", want[i]);
    }
  /* The same snapshot without its facts: none of their rows. */
  json_object_remove_member (run->health, "nvme");
  {
    g_autofree char *text = ds_report_markdown (runs, &options, &error);

    g_assert_no_error (error);
    g_assert_null (strstr (text, "Power state 0"));
    g_assert_null (strstr (text, "4K format"));
  }
}

/* The values of a snapshot the raw-value history offers: its counters by
 * their names, then each ATA attribute by id and database name; text
 * members (the verdict) are not among them. */
static void
test_health_values_offered (void)
{
  g_autofree char *path = g_build_filename (DS_FIXTURES, "health", "hdd-realloc-pending.json", NULL);
  g_autofree char *helper = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHealth) health = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GPtrArray) values = NULL;
  g_autoptr(GPtrArray) none = ds_report_health_values (NULL);
  gboolean realloc_count = FALSE, realloc_attr = FALSE;

  g_assert_true (g_file_get_contents (path, &helper, NULL, &error));
  health = ds_health_parse_helper_output (helper, &error);
  g_assert_no_error (error);
  node = ds_history_health_snapshot_json (health);
  values = ds_report_health_values (json_node_get_object (node));
  g_assert_cmpuint (none->len, ==, 0);
  for (guint i = 0; i < values->len; i++)
    {
      const DsReportHealthValue *v = g_ptr_array_index (values, i);

      g_assert_cmpstr (v->field, !=, "verdict");
      g_assert_cmpstr (v->field, !=, "taken");
      if (g_str_equal (v->field, "temperature_c"))
        g_assert_cmpstr (v->axis, ==, "Temperature (°C)");
      if (g_str_equal (v->field, "reallocated_sectors"))
        realloc_count = g_str_equal (v->label, "Reallocated sectors");
      if (g_str_equal (v->field, "attr:5"))
        realloc_attr = g_str_equal (v->label, "5 Reallocated_Sector_Ct (raw)");
    }
  g_assert_true (realloc_count);
  g_assert_true (realloc_attr);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/report/escape/html-leaves-no-markup-or-controls", test_escape_html);
  g_test_add_func ("/ds/report/escape/markdown-leaves-no-markup-or-controls", test_escape_markdown);
  g_test_add_func ("/ds/report/escape/csv-quotes-and-defuses-formulas", test_escape_csv);
  g_test_add_func ("/ds/report/escape/csv-defuses-spaced-and-full-width-formulas",
                   test_escape_csv_defuses_spaced_and_full_width);
  g_test_add_func ("/ds/report/run/keeps-label-and-comment", test_run_keeps_label_and_comment);
  g_test_add_func ("/ds/report/html/single-run-is-self-contained", test_html_single_run);
  g_test_add_func ("/ds/report/html/comparison-and-thermal", test_html_comparison_and_thermal);
  g_test_add_func ("/ds/report/negative-sizes-are-left-out", test_negative_sizes_are_left_out);
  g_test_add_func ("/ds/report/markdown/hostile-strings-cannot-break-tables", test_markdown_tables_hold);
  g_test_add_func ("/ds/report/csv/one-row-per-test-mode-or-sample", test_csv_rows);
  g_test_add_func ("/ds/report/json/is-the-history-export-document", test_json_is_history_export);
  g_test_add_func ("/ds/report/cli/exports-stored-runs-with-health", test_cli_exports_stored_runs);
  g_test_add_func ("/ds/report/health/nvme-facts-in-html-and-markdown", test_nvme_facts_in_reports);
  g_test_add_func ("/ds/report/health/values-offered-for-the-raw-value-history", test_health_values_offered);
  return g_test_run ();
}
