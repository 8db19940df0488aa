/* test-history-import.c — CrystalDiskMark and fio files, every number
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ds-conditions.h"
#include "ds-error.h"
#include "ds-import.h"
#include "ds-json.h"

typedef struct
{
  const char *spec;
  const char *mode;
  double mbps;
  double iops;
  double lat_us;
} Expect;

static const Expect cdm8_default[] = {
  { "SEQ1M Q8T1", "read", 563.412, 537.3, 14877.61 },
  { "SEQ1M Q1T1", "read", 534.856, 510.1, 1868.93 },
  { "RND4K Q32T1", "read", 409.221, 99907.5, 2442.73 },
  { "RND4K Q1T1", "read", 38.157, 9315.7, 102.19 },
  { "SEQ1M Q8T1", "write", 512.645, 488.9, 15493.92 },
  { "SEQ1M Q1T1", "write", 487.301, 464.7, 2050.67 },
  { "RND4K Q32T1", "write", 358.904, 87623.0, 2785.16 },
  { "RND4K Q1T1", "write", 91.335, 22298.6, 42.61 },
};
static const Expect cdm8_nvme_mix[] = {
  { "SEQ1M Q8T1", "read", 3571.884, 3406.4, 2347.51 },
  { "SEQ128K Q32T1", "read", 3345.276, 25522.4, 1252.85 },
  { "RND4K Q32T16", "read", 2187.340, 534018.6, 913.42 },
  { "RND4K Q1T1", "read", 71.512, 17459.0, 55.81 },
  { "SEQ1M Q8T1", "write", 3298.115, 3145.3, 2540.12 },
  { "SEQ128K Q32T1", "write", 3264.908, 24909.3, 1283.72 },
  { "RND4K Q32T16", "write", 2051.779, 500922.6, 973.76 },
  { "RND4K Q1T1", "write", 183.246, 44737.8, 21.28 },
  { "SEQ1M Q8T1", "mix", 2311.604, 2204.5, 3623.48 },
  { "SEQ128K Q32T1", "mix", 2408.117, 18372.5, 1740.32 },
  { "RND4K Q32T16", "mix", 1024.569, 250138.9, 1951.37 },
  { "RND4K Q1T1", "mix", 69.872, 17058.6, 57.12 },
};
static const Expect cdm9_default_mix[] = {
  { "SEQ1M Q8T1", "read", 7287.051, 6949.5, 1150.71 },
  { "SEQ1M Q1T1", "read", 4702.663, 4484.8, 212.51 },
  { "RND4K Q32T1", "read", 842.997, 205809.8, 1186.08 },
  { "RND4K Q1T1", "read", 87.419, 21342.5, 45.70 },
  { "SEQ1M Q8T1", "write", 6721.908, 6410.5, 1247.40 },
  { "SEQ1M Q1T1", "write", 6120.445, 5836.9, 163.30 },
  { "RND4K Q32T1", "write", 697.310, 170241.7, 1433.86 },
  { "RND4K Q1T1", "write", 287.966, 70304.2, 13.81 },
  { "SEQ1M Q8T1", "mix", 5412.230, 5161.5, 1549.31 },
  { "SEQ1M Q1T1", "mix", 3890.876, 3710.6, 256.92 },
  { "RND4K Q32T1", "mix", 602.447, 147081.8, 1659.62 },
  { "RND4K Q1T1", "mix", 79.918, 19511.2, 49.98 },
};
static const Expect cdm9_nvme[] = {
  { "SEQ1M Q8T1", "read", 7409.281, 7066.0, 1131.88 },
  { "SEQ128K Q32T1", "read", 7298.540, 55683.4, 573.64 },
  { "RND4K Q32T16", "read", 4920.336, 1201253.9, 411.55 },
  { "RND4K Q1T1", "read", 89.871, 21941.2, 44.46 },
  { "SEQ1M Q8T1", "write", 6505.772, 6204.4, 1289.40 },
  { "SEQ128K Q32T1", "write", 6402.119, 48844.3, 654.03 },
  { "RND4K Q32T16", "write", 4011.658, 979408.7, 510.33 },
  { "RND4K Q1T1", "write", 245.330, 59895.0, 16.27 },
};
static const Expect cdm8_real[] = {
  { "SEQ1M Q1T1", "read", 1893.216, 1805.5, 527.98 },
  { "RND4K Q1T1", "read", 58.331, 14241.0, 66.92 },
  { "SEQ1M Q1T1", "write", 1721.467, 1641.7, 580.74 },
  { "RND4K Q1T1", "write", 142.905, 34888.9, 27.31 },
};

static char *
load (const char *dir, const char *name, gsize *len)
{
  g_autofree char *path = g_build_filename (DS_FIXTURES, dir, name, NULL);
  g_autoptr(GError) error = NULL;
  char *data = NULL;

  g_file_get_contents (path, &data, len, &error);
  g_assert_no_error (error);
  return data;
}

static DsBenchResult *
parse_cdm (const char *name, char **comment)
{
  gsize len;
  g_autofree char *data = load ("cdm", name, &len);
  g_autoptr(GError) error = NULL;
  DsBenchResult *r = ds_import_cdm_parse (data, len, comment, &error);

  g_assert_no_error (error);
  g_assert_nonnull (r);
  return r;
}

static void
check_numbers (DsBenchResult *r, const Expect *expect, guint n)
{
  g_assert_cmpuint (r->tests->len, ==, n);
  for (guint i = 0; i < n; i++)
    {
      DsBenchTestResult *t = g_ptr_array_index (r->tests, i);
      g_autofree char *spec = ds_bench_spec_to_string (&t->spec);
      const DsIoRunStats *s = ds_bench_test_result_best (t);

      g_assert_cmpstr (spec, ==, expect[i].spec);
      g_assert_cmpstr (ds_io_mode_to_string (t->mode), ==, expect[i].mode);
      g_assert_cmpuint (t->runs->len, ==, 1);
      g_assert_cmpfloat (s->mbps, ==, expect[i].mbps);
      g_assert_cmpfloat (s->iops, ==, expect[i].iops);
      g_assert_cmpfloat (s->lat_mean_us, ==, expect[i].lat_us);
      g_assert_true (isnan (s->lat_p99_us));
      if (t->mode == DS_IO_MODE_MIX)
        g_assert_cmpuint (t->mix_read_percent, ==, 70);
    }
}

static void
test_cdm8_default (void)
{
  g_autofree char *comment = NULL;
  g_autoptr(DsBenchResult) r = parse_cdm ("cdm8-default.txt", &comment);
  g_autoptr(GDateTime) date = NULL;
  g_autofree char *text = NULL;

  check_numbers (r, cdm8_default, G_N_ELEMENTS (cdm8_default));
  g_assert_cmpstr (ds_run_kind_to_string (r->kind), ==, "imported-cdm");
  g_assert_cmpstr (comment, ==, "Crucial MX500 1TB, firmware M3CR046");
  /* Issue 29 #10: the comment's first part names the drive. */
  g_assert_cmpstr (ds_conditions_get_drive_title (r->conditions), ==, "Crucial MX500 1TB");
  g_assert_cmpstr (ds_json_get_string (r->settings, "profile"), ==, "Default");
  g_assert_cmpstr (ds_json_get_string (r->settings, "preset"), ==, "default");
  g_assert_cmpint (ds_json_get_int (r->settings, "size_bytes", 0), ==, 1073741824);
  g_assert_cmpint (ds_json_get_int (r->settings, "runs", 0), ==, 5);
  g_assert_cmpfloat (ds_json_get_double (r->settings, "duration_s", 0), ==, 5);
  g_assert_cmpfloat (ds_json_get_double (r->settings, "interval_s", 0), ==, 5);
  g_assert_cmpstr (ds_json_get_string (r->conditions, "dir"), ==, "D:");
  g_assert_cmpfloat (ds_json_get_double (r->conditions, "fill_percent", 0), ==, 38);
  g_assert_cmpint (ds_json_get_int (r->conditions, "free_bytes", 0), ==, (gint64) (931 - 354) * 1073741824);
  g_assert_cmpstr (ds_json_get_string (r->conditions, "os"), ==, "Windows 10 Professional [10.0 Build 19045] (x64)");
  g_assert_cmpstr (ds_json_get_string (r->conditions, "cdm_mode"), ==, "[Admin]");
  g_assert_cmpstr (ds_json_get_string (ds_json_get_object (r->conditions, "source"), "version"), ==, "8.0.4 x64 (C) 2007-2021 hiyohiyo");
  /* The Windows machine's local time, read in the importing machine's zone
   * (main() sets TZ to UTC+9) and kept verbatim. */
  date = g_date_time_new_from_unix_utc (r->start_time);
  text = g_date_time_format (date, "%Y-%m-%d %H:%M:%S");
  g_assert_cmpstr (text, ==, "2023-03-14 12:07:45");
  g_assert_cmpstr (ds_json_get_string (r->conditions, "cdm_date"), ==, "2023/03/14 21:07:45");
  g_assert_cmpstr (ds_json_get_string (r->settings, "data"), ==, "random");
}

static void
test_cdm_zero_fill_is_in_the_mode_line (void)
{
  g_autoptr(DsBenchResult) zeros = parse_cdm ("cdm9-nvme-0fill.txt", NULL);
  g_autoptr(DsBenchResult) random = parse_cdm ("cdm9-nvme.txt", NULL);
  g_autoptr(JsonNode) json = NULL;
  g_autofree char *text = NULL;

  g_assert_cmpstr (ds_json_get_string (zeros->settings, "data"), ==, "zeros");
  g_assert_cmpstr (ds_json_get_string (zeros->conditions, "cdm_mode"), ==, "[Admin] <0Fill>");
  g_assert_cmpstr (ds_json_get_string (random->settings, "data"), ==, "random");
  json = ds_bench_result_to_json (zeros);
  text = json_to_string (json, FALSE);
  g_assert_nonnull (strstr (text, "\"data\":\"zeros\""));
}

static void
test_fio_reformatted_and_impossible_numbers (void)
{
  gsize len;
  g_autofree char *data = load ("fio", "cdm-like.json", &len);
  g_autoptr(GError) error = NULL;
  g_autoptr(DsBenchResult) r = ds_import_fio_parse (data, len, &error);
  GString *s;
  g_autofree char *compact = NULL, *negative = NULL, *huge = NULL;
  g_autoptr(DsBenchResult) bad = NULL;
  guint job2_line = 1;

  /* fio's runtime option is the measure time; nothing else is invented. */
  g_assert_no_error (error);
  g_assert_cmpfloat (ds_json_get_double (r->settings, "duration_s", 0), ==, 1);
  g_assert_false (json_object_has_member (r->settings, "interval_s"));

  /* Reformatted ("jobname": "…", no space before the colon): the second
   * job's line is still named, here for an unsupported rw. */
  s = g_string_new (data);
  g_string_replace (s, "\" : ", "\": ", 0);
  g_string_replace (s, "\"rw\": \"write\"", "\"rw\": \"trim\"", 1);
  compact = g_string_free (s, FALSE);
  for (const char *p = compact, *at = strstr (strstr (compact, "\"jobname\"") + 1, "\"jobname\""); p < at; p++)
    job2_line += *p == '\n';
  bad = ds_import_fio_parse (compact, strlen (compact), &error);
  g_assert_null (bad);
  g_assert_error (error, DS_ERROR, DS_ERROR_PARSE);
  g_test_message ("%s", error->message);
  {
    g_autofree char *prefix = g_strdup_printf ("Line %u:", job2_line);

    g_assert_cmpuint (job2_line, >, 1);
    g_assert_true (g_str_has_prefix (error->message, prefix));
  }
  g_clear_error (&error);

  /* A negative iops is refused, with its line. */
  s = g_string_new (data);
  g_string_replace (s, "\"iops\" : 1868.394816", "\"iops\" : -5", 1);
  negative = g_string_free (s, FALSE);
  g_assert_null (strstr (negative, "1868.394816,"));
  g_clear_pointer (&bad, ds_bench_result_free);
  bad = ds_import_fio_parse (negative, strlen (negative), &error);
  g_assert_null (bad);
  g_assert_error (error, DS_ERROR, DS_ERROR_PARSE);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, "Line 17:"));
  g_assert_nonnull (strstr (error->message, "read.iops"));
  g_clear_error (&error);

  /* So is a number too large for a double. */
  s = g_string_new (data);
  g_string_replace (s, "\"iops\" : 1868.394816", "\"iops\" : 1e999", 1);
  huge = g_string_free (s, FALSE);
  g_clear_pointer (&bad, ds_bench_result_free);
  bad = ds_import_fio_parse (huge, strlen (huge), &error);
  g_assert_null (bad);
  g_assert_error (error, DS_ERROR, DS_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "Line "));
}

static void
test_cdm8_nvme_mix_utf16 (void)
{
  g_autofree char *comment = NULL;
  g_autoptr(DsBenchResult) r = parse_cdm ("cdm8-nvme-mix.txt", &comment);

  check_numbers (r, cdm8_nvme_mix, G_N_ELEMENTS (cdm8_nvme_mix));
  g_assert_cmpstr (ds_json_get_string (r->settings, "preset"), ==, "nvme");
  g_assert_cmpstr (comment, ==, "970 EVO Plus after firmware 4B2QEXM7");
  g_assert_cmpfloat (ds_json_get_double (r->conditions, "fill_percent", 0), ==, 61);
}

static void
test_cdm9_default_mix_utf16 (void)
{
  g_autofree char *comment = NULL;
  g_autoptr(DsBenchResult) r = parse_cdm ("cdm9-default-mix.txt", &comment);

  check_numbers (r, cdm9_default_mix, G_N_ELEMENTS (cdm9_default_mix));
  g_assert_cmpstr (ds_json_get_string (r->settings, "preset"), ==, "default");
  g_assert_null (comment);
  g_assert_cmpstr (ds_json_get_string (r->conditions, "dir"), ==, "E:");
}

static void
test_cdm9_nvme_utf8_bom (void)
{
  g_autofree char *comment = NULL;
  g_autoptr(DsBenchResult) r = parse_cdm ("cdm9-nvme.txt", &comment);

  check_numbers (r, cdm9_nvme, G_N_ELEMENTS (cdm9_nvme));
  g_assert_cmpstr (ds_json_get_string (r->settings, "preset"), ==, "nvme");
  g_assert_cmpint (ds_json_get_int (r->settings, "size_bytes", 0), ==, 8 * G_GINT64_CONSTANT (1073741824));
  g_assert_cmpint (ds_json_get_int (r->settings, "runs", 0), ==, 3);
  g_assert_cmpstr (comment, ==, "990 PRO 2TB, heatsink, Gen4 slot");
}

static void
test_cdm8_real_profile_lf (void)
{
  g_autoptr(DsBenchResult) r = parse_cdm ("cdm8-real.txt", NULL);

  check_numbers (r, cdm8_real, G_N_ELEMENTS (cdm8_real));
  g_assert_cmpstr (ds_json_get_string (r->settings, "profile"), ==, "Real");
  g_assert_cmpstr (ds_json_get_string (r->settings, "preset"), ==, "custom");
}

static void
test_cdm_empty_mode_line (void)
{
  /* CrystalDiskMark 8.0.0 wrote "Mode:" with nothing after it when not
   * run as administrator. */
  gsize len;
  g_autofree char *good = load ("cdm", "cdm8-default.txt", &len);
  GString *s = g_string_new (good);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(DsBenchResult) r = NULL;

  g_string_replace (s, "   Mode: [Admin]", "   Mode:", 1);
  text = g_string_free (s, FALSE);
  r = ds_import_cdm_parse (text, strlen (text), NULL, &error);
  g_assert_no_error (error);
  check_numbers (r, cdm8_default, G_N_ELEMENTS (cdm8_default));
  g_assert_cmpstr (ds_json_get_string (r->conditions, "cdm_mode"), ==, "");
}

static void
test_cdm_tests_not_run_are_skipped (void)
{
  /* Running one test alone leaves the others at zero in the export. */
  gsize len;
  g_autofree char *good = load ("cdm", "cdm8-default.txt", &len);
  GString *s = g_string_new (good);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(DsBenchResult) r = NULL;

  g_string_replace (s, "  RND    4KiB (Q=  1, T= 1):    91.335 MB/s [  22298.6 IOPS] <    42.61 us>",
                    "  RND    4KiB (Q=  1, T= 1):     0.000 MB/s [      0.0 IOPS] <     0.00 us>", 1);
  text = g_string_free (s, FALSE);
  r = ds_import_cdm_parse (text, strlen (text), NULL, &error);
  g_assert_no_error (error);
  check_numbers (r, cdm8_default, G_N_ELEMENTS (cdm8_default) - 1);
}

static void
test_cdm_uuid_follows_content (void)
{
  g_autoptr(DsBenchResult) a = parse_cdm ("cdm8-default.txt", NULL);
  g_autoptr(DsBenchResult) b = parse_cdm ("cdm8-default.txt", NULL);
  g_autoptr(DsBenchResult) c = parse_cdm ("cdm9-nvme.txt", NULL);

  g_assert_cmpstr (a->uuid, ==, b->uuid);
  g_assert_cmpstr (a->uuid, !=, c->uuid);
  g_assert_cmpuint (strlen (a->uuid), ==, 36);
  g_assert_cmpint (a->uuid[14], ==, '5');
}

static void
expect_cdm_error (const char *data, const char *line_prefix)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DsBenchResult) r = ds_import_cdm_parse (data, strlen (data), NULL, &error);

  g_assert_null (r);
  g_assert_error (error, DS_ERROR, DS_ERROR_PARSE);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, line_prefix));
}

static void
test_cdm_malformed_names_the_line (void)
{
  gsize len;
  g_autofree char *bad_number = load ("cdm", "malformed-number.txt", &len);
  g_autofree char *truncated = load ("cdm", "malformed-truncated.txt", &len);
  g_autofree char *good = load ("cdm", "cdm8-default.txt", &len);
  g_autofree char *cdm7 = NULL;
  g_autofree char *section = NULL;
  g_autofree char *huge_qd = NULL;
  GString *s;

  expect_cdm_error (bad_number, "Line 10:");
  expect_cdm_error (truncated, "Line 23:");
  expect_cdm_error ("Hello\nworld\n", "Line 1:");
  expect_cdm_error ("", "Line 1:");
  s = g_string_new (good);
  g_string_replace (s, "CrystalDiskMark 8.0.4", "CrystalDiskMark 7.0.0", 1);
  cdm7 = g_string_free (s, FALSE);
  expect_cdm_error (cdm7, "Line 2:");
  s = g_string_new (good);
  g_string_replace (s, "[Write]", "[Writes]", 1);
  section = g_string_free (s, FALSE);
  expect_cdm_error (section, "Line 14:");
  s = g_string_new (good);
  g_string_replace (s, "(Q= 32, T= 1):   409.221", "(Q=9999, T= 1):   409.221", 1);
  huge_qd = g_string_free (s, FALSE);
  expect_cdm_error (huge_qd, "Line 11:");
  /* the smallest depth and thread count are 1 */
  for (guint i = 0; i < 2; i++)
    {
      g_autofree char *zero = NULL;

      s = g_string_new (good);
      g_assert_cmpuint (g_string_replace (s, "(Q= 32, T= 1):   409.221",
                                          i == 0 ? "(Q=  0, T= 1):   409.221" : "(Q= 32, T= 0):   409.221", 1), ==, 1);
      zero = g_string_free (s, FALSE);
      expect_cdm_error (zero, "Line 11:");
    }
}

/* A time before 1970 is damage, whole and negative or not: the run's
 * timestamp and a job's elapsed time are refused, naming the member. */
static void
test_fio_negative_times (void)
{
  const struct { const char *from, *to, *word; } cases[] = {
    { "\"timestamp\" : 1796041288", "\"timestamp\" : -1796041288", "timestamp" },
    { "\"timestamp\" : 1796041288", "\"timestamp\" : -1.0", "timestamp" },
  };
  gsize len;
  g_autofree char *data = load ("fio", "cdm-like.json", &len);

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      GString *s = g_string_new (data);
      g_autofree char *text = NULL;
      g_autoptr(GError) error = NULL;
      g_autoptr(DsBenchResult) r = NULL;

      g_assert_cmpuint (g_string_replace (s, cases[i].from, cases[i].to, 1), ==, 1);
      text = g_string_free (s, FALSE);
      r = ds_import_fio_parse (text, strlen (text), &error);
      g_assert_null (r);
      g_assert_error (error, DS_ERROR, DS_ERROR_PARSE);
      g_test_message ("%s", error->message);
      g_assert_nonnull (strstr (error->message, cases[i].word));
    }
}

static void
test_fio_every_number (void)
{
  gsize len;
  g_autofree char *data = load ("fio", "cdm-like.json", &len);
  g_autoptr(GError) error = NULL;
  g_autoptr(DsBenchResult) r = ds_import_fio_parse (data, len, &error);
  const struct { const char *spec, *mode; double mbps, iops; guint64 ios; double mean_us, p99_us; } expect[] = {
    { "SEQ1M Q8T1", "read", 1959.153962, 1868.394816, 1874, 4274.481803095, 7634.944 },
    { "SEQ1M Q8T1", "write", 3996.321118, 3811.188811, 3815, 2096.227503801, 5013.504 },
    { "RND4K Q32T1", "read", 380.88708, 92990.00999, 93083, 343.4465381, 2506.752 },
  };
  DsBenchTestResult *mix;
  const DsIoRunStats *m;

  g_assert_no_error (error);
  g_assert_cmpstr (ds_run_kind_to_string (r->kind), ==, "imported-fio");
  g_assert_cmpuint (r->tests->len, ==, 4);
  for (guint i = 0; i < G_N_ELEMENTS (expect); i++)
    {
      DsBenchTestResult *t = g_ptr_array_index (r->tests, i);
      g_autofree char *spec = ds_bench_spec_to_string (&t->spec);
      const DsIoRunStats *s = ds_bench_test_result_best (t);

      g_assert_cmpstr (spec, ==, expect[i].spec);
      g_assert_cmpstr (ds_io_mode_to_string (t->mode), ==, expect[i].mode);
      g_assert_cmpfloat_with_epsilon (s->mbps, expect[i].mbps, 1e-9);
      g_assert_cmpfloat_with_epsilon (s->iops, expect[i].iops, 1e-9);
      g_assert_cmpuint (s->ios, ==, expect[i].ios);
      g_assert_cmpfloat_with_epsilon (s->lat_mean_us, expect[i].mean_us, 1e-9);
      g_assert_cmpfloat_with_epsilon (s->lat_p99_us, expect[i].p99_us, 1e-9);
    }
  mix = g_ptr_array_index (r->tests, 3);
  m = ds_bench_test_result_best (mix);
  g_assert_cmpint (mix->mode, ==, DS_IO_MODE_MIX);
  g_assert_cmpuint (mix->mix_read_percent, ==, 70);
  g_assert_cmpfloat_with_epsilon (m->mbps, (46013506.0 + 20185382.0) / 1e6, 1e-9);
  g_assert_cmpfloat_with_epsilon (m->iops, 11233.766234 + 4928.071928, 1e-9);
  g_assert_cmpuint (m->ios, ==, 11245 + 4933);
  g_assert_cmpfloat_with_epsilon (m->lat_mean_us, (52776.216896 * 11245 + 80718.490574 * 4933) / (11245 + 4933) / 1000, 1e-9);
  g_assert_true (isnan (m->lat_p99_us));
  g_assert_cmpstr (ds_json_get_string (r->conditions, "engine"), ==, "fio-3.33 libaio");
  g_assert_true (ds_json_get_bool (r->conditions, "direct_io", FALSE));
  g_assert_cmpint (r->end_time, ==, 1796041288);
}

static void
test_fio_skips_notes_and_names_lines (void)
{
  gsize len;
  g_autofree char *data = load ("fio", "cdm-like.json", &len);
  g_autofree char *noted = g_strconcat ("note: both iodepth >= 1 and synchronous I/O engine are selected, queue depth will be capped at 1\n",
                                        data, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(DsBenchResult) r = ds_import_fio_parse (noted, strlen (noted), &error);
  g_autofree char *cut = g_strndup (noted, strlen (noted) / 2);
  g_autoptr(DsBenchResult) bad = NULL;
  g_autoptr(DsBenchResult) nojobs = NULL;
  g_autoptr(DsBenchResult) trim = NULL;
  GString *s;
  g_autofree char *trimmed = NULL;

  g_assert_no_error (error);
  g_assert_cmpuint (r->tests->len, ==, 4);

  bad = ds_import_fio_parse (cut, strlen (cut), &error);
  g_assert_null (bad);
  g_assert_error (error, DS_ERROR, DS_ERROR_PARSE);
  g_test_message ("%s", error->message);
  g_assert_true (g_str_has_prefix (error->message, "Line "));
  g_assert_cmpint (atoi (error->message + 5), >, 100);
  g_clear_error (&error);

  nojobs = ds_import_fio_parse ("{\"fio version\":\"fio-3.33\",\"jobs\":[]}", 36, &error);
  g_assert_null (nojobs);
  g_assert_error (error, DS_ERROR, DS_ERROR_PARSE);
  g_assert_true (g_str_has_prefix (error->message, "Line 1:"));
  g_clear_error (&error);

  s = g_string_new (data);
  g_string_replace (s, "\"rw\" : \"randread\"", "\"rw\" : \"trim\"", 1);
  trimmed = g_string_free (s, FALSE);
  trim = ds_import_fio_parse (trimmed, strlen (trimmed), &error);
  g_assert_null (trim);
  g_assert_error (error, DS_ERROR, DS_ERROR_PARSE);
  g_test_message ("%s", error->message);
  {
    const char *at = strstr (data, "\"jobname\" : \"RND4K-Q32T1-read\"");
    guint line = 1;

    for (const char *p = data; p < at; p++)
      line += *p == '\n';
    g_autofree char *prefix = g_strdup_printf ("Line %u:", line);
    g_assert_true (g_str_has_prefix (error->message, prefix));
  }
}

/* Damaged files of every kind are refused with a line number, never a
 * crash or a warning (the suite runs with fatal warnings). */
static void
test_mutations_refused_with_a_line (void)
{
  const char *files[][2] = {
    { "cdm", "cdm8-default.txt" }, { "cdm", "cdm8-nvme-mix.txt" }, { "cdm", "cdm9-default-mix.txt" },
    { "cdm", "cdm9-nvme.txt" }, { "cdm", "cdm8-real.txt" }, { "fio", "cdm-like.json" },
  };
  g_autoptr(GRand) rand = g_rand_new_with_seed (20261130);
  guint refused = 0, accepted = 0;

  for (guint f = 0; f < G_N_ELEMENTS (files); f++)
    {
      gsize len;
      g_autofree char *data = load (files[f][0], files[f][1], &len);
      gboolean cdm = g_str_equal (files[f][0], "cdm");

      for (guint i = 0; i < 300; i++)
        {
          g_autofree char *copy = g_memdup2 (data, len + 1);
          gsize n = len;
          g_autoptr(GError) error = NULL;
          g_autoptr(DsBenchResult) r = NULL;

          switch (i % 3)
            {
            case 0:   /* a few random bytes */
              for (gint32 k = 0, m = 1 + g_rand_int_range (rand, 0, 4); k < m; k++)
                copy[g_rand_int_range (rand, 0, (gint32) n)] = (char) g_rand_int_range (rand, 0, 256);
              break;
            case 1:   /* cut short */
              n = g_rand_int_range (rand, 0, (gint32) n);
              break;
            default:  /* a slice removed */
              {
                gsize at = g_rand_int_range (rand, 0, (gint32) n);
                gsize want = (gsize) g_rand_int_range (rand, 1, 200);
                gsize cut = MIN (n - at, want);   /* MIN evaluates twice: no call inside */

                memmove (copy + at, copy + at + cut, n - at - cut);
                n -= cut;
              }
            }
          r = cdm ? ds_import_cdm_parse (copy, n, NULL, &error) : ds_import_fio_parse (copy, n, &error);
          if (r == NULL)
            {
              g_assert_error (error, DS_ERROR, DS_ERROR_PARSE);
              if (!g_str_has_prefix (error->message, "Line "))
                g_error ("%s mutation %u: no line in “%s”", files[f][1], i, error->message);
              refused++;
            }
          else
            {
              g_assert_cmpuint (r->tests->len, >, 0);
              accepted++;
            }
        }
    }
  g_test_message ("%u mutated files refused, %u still valid", refused, accepted);
  g_assert_cmpuint (refused, >, accepted);
}

int
main (int argc, char **argv)
{
  /* CrystalDiskMark dates are read as local time: make it a known zone. */
  g_setenv ("TZ", "UTC-9", TRUE);
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/history/import/cdm8-default", test_cdm8_default);
  g_test_add_func ("/ds/history/import/cdm8-nvme-mix-utf16", test_cdm8_nvme_mix_utf16);
  g_test_add_func ("/ds/history/import/cdm9-default-mix-utf16", test_cdm9_default_mix_utf16);
  g_test_add_func ("/ds/history/import/cdm9-nvme-utf8-bom", test_cdm9_nvme_utf8_bom);
  g_test_add_func ("/ds/history/import/cdm8-real-profile-lf", test_cdm8_real_profile_lf);
  g_test_add_func ("/ds/history/import/cdm-uuid-follows-content", test_cdm_uuid_follows_content);
  g_test_add_func ("/ds/history/import/cdm-empty-mode-line", test_cdm_empty_mode_line);
  g_test_add_func ("/ds/history/import/cdm-tests-not-run-are-skipped", test_cdm_tests_not_run_are_skipped);
  g_test_add_func ("/ds/history/import/cdm-malformed-names-the-line", test_cdm_malformed_names_the_line);
  g_test_add_func ("/ds/history/import/fio-every-number", test_fio_every_number);
  g_test_add_func ("/ds/history/import/fio-refuses-negative-times", test_fio_negative_times);
  g_test_add_func ("/ds/history/import/fio-skips-notes-and-names-lines", test_fio_skips_notes_and_names_lines);
  g_test_add_func ("/ds/history/import/mutations-refused-with-a-line", test_mutations_refused_with_a_line);
  g_test_add_func ("/ds/history/import/cdm-zero-fill-is-in-the-mode-line", test_cdm_zero_fill_is_in_the_mode_line);
  g_test_add_func ("/ds/history/import/fio-reformatted-and-impossible-numbers", test_fio_reformatted_and_impossible_numbers);
  return g_test_run ();
}
