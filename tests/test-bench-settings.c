/* test-bench-settings.c — profiles, ranges, sizes and the text export
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ds-bench-job.h"
#include "ds-bench-text.h"
#include "ds-error.h"

#define MIB (G_GUINT64_CONSTANT (1) << 20)

static void
test_defaults_are_crystaldiskmark_defaults (void)
{
  g_autoptr(DsBenchSettings) s = ds_bench_settings_new ();
  g_autofree char *first = NULL;

  g_assert_cmpstr (s->profile, ==, "default");
  g_assert_cmpuint (s->tests->len, ==, 4);
  first = ds_bench_spec_to_string (&g_array_index (s->tests, DsBenchSpec, 0));
  g_assert_cmpstr (first, ==, "SEQ1M Q8T1");
  g_assert_cmpuint (s->size_bytes, ==, 1024 * MIB);
  g_assert_cmpuint (s->runs, ==, 5);
  g_assert_cmpuint (s->duration_s, ==, 5);
  g_assert_cmpuint (s->interval_s, ==, 5);
  g_assert_cmpuint (s->mix_read_percent, ==, 70);
  g_assert_cmpint (s->data, ==, DS_DATA_PATTERN_RANDOM);
  g_assert_cmpint (s->modes, ==, DS_BENCH_MODES_READ_WRITE);
}

static void
test_profiles_have_their_tests (void)
{
  const char *nvme[] = { "SEQ1M Q8T1", "SEQ128K Q32T1", "RND4K Q32T16", "RND4K Q1T1" };
  g_autoptr(DsBenchSettings) s = ds_bench_settings_new ();
  g_autoptr(GError) error = NULL;
  const char *const *names = ds_bench_profile_names ();

  g_assert_true (ds_bench_settings_set_profile (s, "nvme", &error));
  g_assert_cmpuint (s->tests->len, ==, G_N_ELEMENTS (nvme));
  for (guint i = 0; i < G_N_ELEMENTS (nvme); i++)
    {
      g_autofree char *name = ds_bench_spec_to_string (&g_array_index (s->tests, DsBenchSpec, i));

      g_assert_cmpstr (name, ==, nvme[i]);
    }
  for (guint i = 0; names[i] != NULL; i++)
    g_assert_true (ds_bench_settings_set_profile (s, names[i], NULL));
  g_assert_cmpuint (g_strv_length ((char **) names), ==, 5);
  g_assert_false (ds_bench_settings_set_profile (s, "fastest", &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_assert_nonnull (strstr (error->message, "nvme"));
}

static void
test_test_lists_parse_and_reject (void)
{
  g_autoptr(DsBenchSettings) s = ds_bench_settings_new ();
  g_autoptr(GError) error = NULL;

  g_assert_true (ds_bench_settings_set_tests (s, "SEQ1M Q8T1, RND4K Q1T1;RND512 Q4T2", &error));
  g_assert_no_error (error);
  g_assert_cmpuint (s->tests->len, ==, 3);
  g_assert_null (s->profile);
  g_assert_false (ds_bench_settings_set_tests (s, "SEQ1M Q8T1,RND4K Q0T1", &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_false (ds_bench_settings_set_tests (s, " , ", &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  /* A failed list leaves the previous one. */
  g_assert_cmpuint (s->tests->len, ==, 3);
}

static void
test_validate_checks_every_range (void)
{
  g_autoptr(DsBenchSettings) s = ds_bench_settings_new ();
  struct { const char *what; void (*apply) (DsBenchSettings *); } cases[] = {
    { "size below 16 MiB", NULL }, { "size above the largest", NULL }, { "runs 0", NULL },
    { "runs 10", NULL }, { "duration 0", NULL }, { "duration over 24 h", NULL },
    { "interval 601", NULL }, { "mix 9", NULL }, { "mix 91", NULL }, { "no modes", NULL },
  };

  s->dir = g_strdup ("/tmp");
  g_assert_true (ds_bench_settings_validate (s, NULL));
  /* No 60 s or 64 GiB ceiling: 24 h and 1 TiB pass (the free-space guard
   * judges the size when the file is made). */
  s->duration_s = 86400;
  s->size_bytes = G_GUINT64_CONSTANT (1) << 40;
  g_assert_true (ds_bench_settings_validate (s, NULL));
  s->duration_s = DS_BENCH_DURATION_DEFAULT;
  s->size_bytes = DS_BENCH_SIZE_DEFAULT;
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(DsBenchSettings) c = ds_bench_settings_copy (s);
      g_autoptr(GError) error = NULL;

      switch (i)
        {
        case 0: c->size_bytes = 15 * MIB; break;
        case 1: c->size_bytes = DS_BENCH_SIZE_MAX + MIB; break;
        case 2: c->runs = 0; break;
        case 3: c->runs = 10; break;
        case 4: c->duration_s = 0; break;
        case 5: c->duration_s = 86401; break;
        case 6: c->interval_s = 601; break;
        case 7: c->mix_read_percent = 9; break;
        case 8: c->mix_read_percent = 91; break;
        case 9: c->modes = 0; break;
        default: g_assert_not_reached ();
        }
      g_test_message ("%s", cases[i].what);
      g_assert_false (ds_bench_settings_validate (c, &error));
      g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
    }
  /* Each limit itself is allowed. */
  for (guint i = 0; i < 10; i++)
    {
      g_autoptr(DsBenchSettings) c = ds_bench_settings_copy (s);
      g_autoptr(GError) error = NULL;

      switch (i)
        {
        case 0: c->size_bytes = 16 * MIB; break;
        case 1: c->size_bytes = G_GUINT64_CONSTANT (64) << 30; break;
        case 2: c->runs = 1; break;
        case 3: c->runs = 9; break;
        case 4: c->duration_s = 1; break;
        case 5: c->duration_s = 60; break;
        case 6: c->interval_s = 600; break;
        case 7: c->mix_read_percent = 10; break;
        case 8: c->mix_read_percent = 90; break;
        case 9: c->interval_s = 0; break;
        default: g_assert_not_reached ();
        }
      g_assert_true (ds_bench_settings_validate (c, &error));
      g_assert_no_error (error);
    }
  /* A block bigger than the file. */
  g_assert_true (ds_bench_settings_set_tests (s, "SEQ64M Q1T1", NULL));
  s->size_bytes = 16 * MIB;
  g_assert_false (ds_bench_settings_validate (s, NULL));
}

static void
test_sizes_parse (void)
{
  struct { const char *text; guint64 bytes; } ok[] = {
    { "1GiB", G_GUINT64_CONSTANT (1) << 30 }, { "64MiB", 64 * MIB }, { "512M", 512 * MIB },
    { "2G", G_GUINT64_CONSTANT (2) << 30 }, { "16777216", 16 * MIB }, { "100MB", 100000000 },
  };
  const char *bad[] = { "", "GiB", "-1G", "1.5G", "12 parsecs" };

  for (guint i = 0; i < G_N_ELEMENTS (ok); i++)
    {
      guint64 v = 0;

      g_assert_true (ds_bench_parse_size (ok[i].text, &v, NULL));
      g_assert_cmpuint (v, ==, ok[i].bytes);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      guint64 v;

      g_assert_false (ds_bench_parse_size (bad[i], &v, &error));
      g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
    }
}

static void
test_modes_parse (void)
{
  DsBenchModes m;

  g_assert_true (ds_bench_modes_from_string ("all", &m));
  g_assert_cmpint (m, ==, DS_BENCH_MODES_ALL);
  g_assert_true (ds_bench_modes_from_string ("read,mix", &m));
  g_assert_cmpint (m, ==, DS_BENCH_MODES_READ | DS_BENCH_MODES_MIX);
  g_assert_false (ds_bench_modes_from_string ("trim", &m));
  g_assert_false (ds_bench_modes_from_string ("", &m));
}

static void
add_run (DsBenchTestResult *t, double mbps, double lat)
{
  DsIoRunStats r = { 0 };

  r.mbps = mbps;
  r.iops = mbps * 1e6 / t->spec.block_size;
  r.lat_mean_us = lat;
  r.lat_p99_us = lat * 2;
  r.lat_p999_us = lat * 3;
  g_array_append_val (t->runs, r);
}

static void
test_text_export_has_crystaldiskmark_layout (void)
{
  g_autoptr(DsBenchResult) r = ds_bench_result_new ();
  g_autofree char *text = NULL;
  DsBenchSpec seq = { DS_IO_PATTERN_SEQ, MIB, 8, 1 };
  DsBenchSpec rnd = { DS_IO_PATTERN_RND, 4096, 32, 16 };
  DsBenchTestResult *t;

  t = ds_bench_test_result_new (&seq, DS_IO_MODE_READ);
  add_run (t, 3520.412, 2379.58);
  add_run (t, 3400.0, 2400.0);
  g_ptr_array_add (r->tests, t);
  t = ds_bench_test_result_new (&rnd, DS_IO_MODE_WRITE);
  add_run (t, 689.434, 189.26);
  t->cached = TRUE;
  g_ptr_array_add (r->tests, t);
  t = ds_bench_test_result_new (&rnd, DS_IO_MODE_MIX);
  t->mix_read_percent = 70;
  t->incomplete = TRUE;
  g_ptr_array_add (r->tests, t);
  json_object_set_string_member (r->settings, "profile", "nvme");
  json_object_set_int_member (r->settings, "size_bytes", 1 << 30);
  json_object_set_int_member (r->settings, "runs", 2);
  json_object_set_string_member (r->conditions, "engine", "io_uring");
  json_object_set_boolean_member (r->conditions, "direct_io", TRUE);

  text = ds_bench_result_format_text (r, DS_BENCH_TEXT_NO_HEADER);
  g_test_message ("\n%s", text);
  g_assert_true (g_str_has_prefix (text, "[Read]\n"));
  /* The best run is the headline. */
  g_assert_nonnull (strstr (text, "  SEQ    1MiB (Q=  8, T= 1):  3520.412 MB/s [   3357.3 IOPS] <  2379.58 us>\n"));
  g_assert_nonnull (strstr (text, "[Write]\n  RND    4KiB (Q= 32, T=16):   689.434 MB/s [ 168318.8 IOPS] <   189.26 us>"));
  g_assert_nonnull (strstr (text, "not the drive's speed"));
  g_assert_nonnull (strstr (text, "[Mix] Read 70%/Write 30%\n"));
  g_assert_nonnull (strstr (text, "incomplete"));
  g_assert_nonnull (strstr (text, "Profile: nvme"));
  g_assert_nonnull (strstr (text, "GiB (x2)"));  /* g_format_size puts a no-break space before the unit */
  g_assert_null (strstr (text, "median"));
  g_free (text);
  /* The bench command's default: the median run beside the best. */
  text = ds_bench_result_format_text (r, DS_BENCH_TEXT_NO_HEADER | DS_BENCH_TEXT_MEDIAN);
  g_assert_nonnull (strstr (text, "  SEQ    1MiB (Q=  8, T= 1):  3520.412 MB/s [   3357.3 IOPS] <  2379.58 us>  median 3400.000 MB/s"));
  g_free (text);
  text = ds_bench_result_format_text (r, DS_BENCH_TEXT_DETAILS);
  g_assert_true (g_str_has_prefix (text, "-----"));
  g_assert_nonnull (strstr (text, "3357.3 MiB/s, median 3400.000 MB/s, p99 4759.2 us"));
}

/* The sizes offered to choose from: smallest first, each one a size the
 * command line takes, the ends the limits; a size between two choices
 * finds the larger one. */
static void
test_size_choices (void)
{
  guint n = ds_bench_size_n_choices ();
  g_autofree char *first = ds_bench_size_choice_label (0);
  g_autofree char *gib = ds_bench_size_choice_label (ds_bench_size_choice_index (DS_BENCH_SIZE_DEFAULT));

  g_assert_cmpuint (n, >, 2);
  g_assert_cmpuint (ds_bench_size_choice (0), ==, DS_BENCH_SIZE_MIN);
  /* The list stops at 64 GiB; larger sizes are typed. */
  g_assert_cmpuint (ds_bench_size_choice (n - 1), ==, G_GUINT64_CONSTANT (64) << 30);
  g_assert_cmpuint (ds_bench_size_choice (n + 5), ==, G_GUINT64_CONSTANT (64) << 30);
  g_assert_cmpuint (ds_bench_size_choice (n - 1), <, DS_BENCH_SIZE_MAX);
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(DsBenchSettings) s = ds_bench_settings_new ();
      g_autoptr(GError) error = NULL;

      if (i > 0)
        g_assert_cmpuint (ds_bench_size_choice (i), >, ds_bench_size_choice (i - 1));
      g_assert_cmpuint (ds_bench_size_choice_index (ds_bench_size_choice (i)), ==, i);
      s->dir = g_strdup ("/tmp");
      s->size_bytes = ds_bench_size_choice (i);
      g_assert_true (ds_bench_settings_validate (s, &error));
      g_assert_no_error (error);
    }
  g_assert_cmpstr (first, ==, "16 MiB");
  g_assert_cmpstr (gib, ==, "1 GiB");
  /* 128 MiB is a choice (the thermal test's default size among them). */
  g_assert_cmpuint (ds_bench_size_choice (ds_bench_size_choice_index (100 << 20)), ==, 128 << 20);
  g_assert_cmpuint (ds_bench_size_choice (ds_bench_size_choice_index (128 << 20)), ==, 128 << 20);
  g_assert_cmpuint (ds_bench_size_choice_index (G_GUINT64_CONSTANT (1) << 40), ==, n - 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/bench/settings/size-choices", test_size_choices);
  g_test_add_func ("/ds/bench/settings/defaults-are-crystaldiskmark-defaults", test_defaults_are_crystaldiskmark_defaults);
  g_test_add_func ("/ds/bench/settings/profiles-have-their-tests", test_profiles_have_their_tests);
  g_test_add_func ("/ds/bench/settings/test-lists-parse-and-reject", test_test_lists_parse_and_reject);
  g_test_add_func ("/ds/bench/settings/validate-checks-every-range", test_validate_checks_every_range);
  g_test_add_func ("/ds/bench/settings/sizes-parse", test_sizes_parse);
  g_test_add_func ("/ds/bench/settings/modes-parse", test_modes_parse);
  g_test_add_func ("/ds/bench/text/has-crystaldiskmark-layout", test_text_export_has_crystaldiskmark_layout);
  return g_test_run ();
}
