/* test-format.c — sizes, durations and terminal escaping
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include <glib/gi18n-lib.h>
#include <locale.h>

#include "ds-format.h"

static void
test_capacity_shows_decimal_and_binary (void)
{
  g_autofree char *a = ds_format_capacity (960197124096ULL);
  g_autofree char *b = ds_format_capacity (512);
  g_autofree char *c = ds_format_capacity (2000398934016ULL);

  g_assert_cmpstr (a, ==, "960.2 GB (894.3 GiB)");
  g_assert_cmpstr (b, ==, "512 B");
  g_assert_cmpstr (c, ==, "2.0 TB (1.8 TiB)");
}

static void
test_duration_reads_naturally (void)
{
  g_autofree char *a = ds_format_duration (91);
  g_autofree char *b = ds_format_duration (120);
  g_autofree char *c = ds_format_duration (7500);
  g_autofree char *d = ds_format_duration (4.4);

  g_assert_cmpstr (a, ==, "1 min 31 s");
  g_assert_cmpstr (b, ==, "2 min");
  g_assert_cmpstr (c, ==, "2 h 5 min");
  g_assert_cmpstr (d, ==, "4 s");
}

/* The boundaries: 1000 B is the first "kB", 60 s the first "1 min",
 * 3600 s the first hour, and a negative duration is unknown. */
static void
test_boundaries (void)
{
  g_autofree char *b999 = ds_format_bytes (999);
  g_autofree char *b1000 = ds_format_bytes (1000);
  g_autofree char *s59 = ds_format_duration (59);
  g_autofree char *s60 = ds_format_duration (60);
  g_autofree char *s3599 = ds_format_duration (3599);
  g_autofree char *s3600 = ds_format_duration (3600);
  g_autofree char *neg = ds_format_duration (-1);

  g_assert_cmpstr (b999, ==, "999 B");
  g_assert_cmpstr (b1000, ==, "1.0 kB");
  g_assert_cmpstr (s59, ==, "59 s");
  g_assert_cmpstr (s60, ==, "1 min");
  g_assert_cmpstr (s3599, ==, "59 min 59 s");
  g_assert_cmpstr (s3600, ==, "1 h 0 min");
  g_assert_cmpstr (neg, ==, "?");
}

static void
test_escape_removes_terminal_sequences (void)
{
  g_autofree char *a = ds_escape_terminal ("Samsung\x1b[31mEVIL\x07");
  g_autofree char *b = ds_escape_terminal ("ok\xff");
  g_autofree char *c = ds_escape_terminal ("Жёсткий диск");
  g_autofree char *d = ds_escape_terminal ("a\xc2\x9b" "2J");

  g_assert_cmpstr (a, ==, "Samsung\\x1b[31mEVIL\\x07");
  g_assert_cmpstr (b, ==, "ok\xef\xbf\xbd");
  g_assert_cmpstr (c, ==, "Жёсткий диск");
  g_assert_cmpstr (d, ==, "a\\x9b2J");
  g_assert_null (ds_escape_terminal (NULL));
}

static void
test_device_string_trims_padding (void)
{
  g_autofree char *a = ds_strdup_device_string ("  WDC WDS100T2B0A \0\0", 20);
  g_autofree char *b = ds_strdup_device_string ("        ", 8);

  g_assert_cmpstr (a, ==, "WDC WDS100T2B0A");
  g_assert_null (b);
}

/* Units speak the user's language like the rest of the window: with the
 * build's Russian catalogue, "41.6 GB" is "41.6 ГБ" and "15 s" is "15 с". */
static void
test_units_are_translated (void)
{
  g_autofree char *localedir = g_build_filename (g_getenv ("DS_BUILD_DIR"), "po", NULL);
  g_autofree char *mo = g_build_filename (localedir, "ru", "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);
  g_autofree char *bytes = NULL, *capacity = NULL, *seconds = NULL, *minutes = NULL;

  if (!g_file_test (mo, G_FILE_TEST_IS_REGULAR))
    {
      g_test_skip ("the build has no Russian catalogue (po/ru.po not compiled)");
      return;
    }
  if (setlocale (LC_ALL, "C.UTF-8") == NULL)
    {
      g_test_skip ("the C.UTF-8 locale is missing: gettext ignores LANGUAGE in plain C");
      return;
    }
  g_setenv ("LANGUAGE", "ru", TRUE);
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  bytes = ds_format_bytes (G_GUINT64_CONSTANT (41600000000));
  capacity = ds_format_capacity (G_GUINT64_CONSTANT (1000204886016));
  seconds = ds_format_duration (15);
  minutes = ds_format_duration (100);
  g_unsetenv ("LANGUAGE");
  g_assert_cmpstr (bytes, ==, "41.6 ГБ");
  g_assert_cmpstr (capacity, ==, "1.0 ТБ (931.5 ГиБ)");
  g_assert_cmpstr (seconds, ==, "15 с");
  g_assert_cmpstr (minutes, ==, "1 мин 40 с");
}

/* Big counters read at a glance: grouped even in the C locale. */
static void
test_count_groups_digits (void)
{
  g_autofree char *big = ds_format_count (12345678);
  g_autofree char *small = ds_format_count (999);
  g_autofree char *negative = ds_format_count (-1234);
  g_autofree char *raw = ds_format_group_digits ("1234567 (max 9)");
  g_autofree char *word = ds_format_group_digits ("963h+12m");

  g_assert_cmpstr (setlocale (LC_NUMERIC, NULL), ==, "C");
  g_assert_cmpstr (big, ==, "12\u202f345\u202f678");
  g_assert_cmpstr (small, ==, "999");
  g_assert_cmpstr (negative, ==, "-1\u202f234");
  g_assert_cmpstr (raw, ==, "1\u202f234\u202f567 (max 9)");
  g_assert_cmpstr (word, ==, "963h+12m");
}

/* df's fill level: used / (used + what users may still write). */
static void
test_fill_percent_as_df (void)
{
  /* 22.7 GB used, 77.6 GB available, 41 GB reserved: df says 23 %. */
  g_assert_cmpfloat_with_epsilon (ds_fill_percent (22700, 77600), 100.0 * 22700 / 100300, 1e-9);
  g_assert_cmpfloat (ds_fill_percent (0, 100), ==, 0.0);
  g_assert_cmpfloat (ds_fill_percent (100, 0), ==, 100.0);
  g_assert_true (isnan (ds_fill_percent (0, 0)));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/format/capacity-shows-decimal-and-binary", test_capacity_shows_decimal_and_binary);
  g_test_add_func ("/ds/format/duration-reads-naturally", test_duration_reads_naturally);
  g_test_add_func ("/ds/format/count-groups-digits", test_count_groups_digits);
  g_test_add_func ("/ds/format/fill-percent-as-df", test_fill_percent_as_df);
  g_test_add_func ("/ds/format/boundaries-of-units", test_boundaries);
  g_test_add_func ("/ds/format/escape-removes-terminal-sequences", test_escape_removes_terminal_sequences);
  g_test_add_func ("/ds/format/device-string-trims-padding", test_device_string_trims_padding);
  g_test_add_func ("/ds/format/units-are-translated", test_units_are_translated);
  return g_test_run ();
}
