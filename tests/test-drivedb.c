/* test-drivedb.c — the drive database parser, presets and raw formats
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <string.h>

#include "ds-drivedb.h"
#include "ds-error.h"

static char *
shipped_path (void)
{
  return g_build_filename (g_getenv ("DS_SOURCE_DIR"), "data", "drivedb.h", NULL);
}

static void
test_shipped_copy_loads (void)
{
  g_autofree char *path = shipped_path ();
  g_autoptr(GError) error = NULL;
  g_autoptr(DsDrivedb) db = ds_drivedb_load (path, &error);

  g_assert_no_error (error);
  g_assert_nonnull (db);
  /* data/drivedb.README records this version and date. */
  g_assert_cmpstr (ds_drivedb_get_version (db), ==, "7.3/5319");
  g_assert_cmpstr (ds_drivedb_get_date (db), ==, "2022-02-19");
  g_assert_cmpuint (ds_drivedb_get_n_entries (db), >, 700);
}

static void
test_lookup_maxtor_minutes (void)
{
  g_autofree char *path = shipped_path ();
  g_autoptr(DsDrivedb) db = ds_drivedb_load (path, NULL);
  g_autoptr(DsAtaPresets) presets = ds_drivedb_lookup (db, "Maxtor 6Y080L0", "YAR41BW0");

  g_assert_cmpstr (presets->family, ==, "Maxtor DiamondMax Plus 9");
  g_assert_cmpint (ds_ata_presets_format (presets, 9), ==, DS_ATA_RAW_MIN2HOUR);
  g_assert_cmpstr (ds_ata_presets_name (presets, 9, 7200), ==, "Power_On_Minutes");
  /* Everything else from the DEFAULT entry. */
  g_assert_cmpint (ds_ata_presets_format (presets, 5), ==, DS_ATA_RAW_RAW16_RAW16);
  g_assert_cmpstr (ds_ata_presets_name (presets, 5, 7200), ==, "Reallocated_Sector_Ct");
}

static void
test_lookup_unknown_model_gets_defaults (void)
{
  g_autofree char *path = shipped_path ();
  g_autoptr(DsDrivedb) db = ds_drivedb_load (path, NULL);
  g_autoptr(DsAtaPresets) presets = ds_drivedb_lookup (db, "NO SUCH DRIVE 1TB", "1.0");

  g_assert_null (presets->family);
  g_assert_cmpstr (presets->db_version, ==, "7.3/5319");
  g_assert_cmpint (ds_ata_presets_format (presets, 5), ==, DS_ATA_RAW_RAW16_RAW16);
  g_assert_cmpint (ds_ata_presets_format (presets, 196), ==, DS_ATA_RAW_RAW16_RAW16);
  g_assert_cmpint (ds_ata_presets_format (presets, 9), ==, DS_ATA_RAW_RAW24_RAW8);
  g_assert_cmpint (ds_ata_presets_format (presets, 194), ==, DS_ATA_RAW_TEMPMINMAX);
  /* HDD-only names turn into Unknown_SSD_Attribute on an SSD, as in smartctl. */
  g_assert_cmpstr (ds_ata_presets_name (presets, 10, 7200), ==, "Spin_Retry_Count");
  g_assert_cmpstr (ds_ata_presets_name (presets, 10, 1), ==, "Unknown_SSD_Attribute");
  g_assert_cmpstr (ds_ata_presets_name (presets, 100, 1), ==, "Unknown_Attribute");
}

static void
test_firmware_regex_narrows (void)
{
  const char *text =
    "{ \"VERSION: 9.9 $Id: drivedb.h 1 2030-01-02 00:00:00Z x $\", \"-\", \"-\", \"\", \"\" },\n"
    "{ \"Fixed\", \"ACME [0-9]+\", \"FW2.*\", \"update the firmware\", \"-F samsung3 -v 9,seconds\" },\n"
    "{ \"Any\", \"ACME [0-9]+\", \"\", \"\", \"-v 9,halfminutes\" },\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(DsDrivedb) db = ds_drivedb_parse (text, strlen (text), "inline", &error);
  g_autoptr(DsAtaPresets) fixed = NULL, other = NULL, partial = NULL;

  g_assert_no_error (error);
  g_assert_cmpstr (ds_drivedb_get_version (db), ==, "9.9/1");
  fixed = ds_drivedb_lookup (db, "ACME 12", "FW2.1");
  g_assert_cmpstr (fixed->family, ==, "Fixed");
  g_assert_cmpstr (fixed->warning, ==, "update the firmware");
  g_assert_cmpuint (fixed->firmware_bugs, ==, DS_ATA_BUG_SAMSUNG3);
  g_assert_cmpint (ds_ata_presets_format (fixed, 9), ==, DS_ATA_RAW_SEC2HOUR);
  other = ds_drivedb_lookup (db, "ACME 12", "FW1");
  g_assert_cmpstr (other->family, ==, "Any");
  g_assert_cmpint (ds_ata_presets_format (other, 9), ==, DS_ATA_RAW_HALFMIN2HOUR);
  /* The regex must match the whole model, not a part of it. */
  partial = ds_drivedb_lookup (db, "ACME 12X", "FW2");
  g_assert_null (partial->family);
  /* A drive's strings may hold bytes that are not UTF-8: still looked up,
   * and such a firmware is not "FW2.*". */
  {
    g_autoptr(DsAtaPresets) odd = ds_drivedb_lookup (db, "ACME 12", "FW\xff");

    g_assert_cmpstr (odd->family, ==, "Any");
  }
}

static void
assert_refused (const char *text,
                int         line,
                const char *words)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DsDrivedb) db = ds_drivedb_parse (text, strlen (text), "bad.h", &error);
  g_autofree char *where = g_strdup_printf ("bad.h is malformed at line %d", line);

  g_assert_null (db);
  g_assert_error (error, DS_ERROR, DS_ERROR_PARSE);
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, where));
  g_assert_nonnull (strstr (error->message, words));
}

#define GOOD "{ \"F\", \"M\", \"\", \"\", \"\" },\n"

static void
test_malformed_entries_refused (void)
{
  assert_refused (GOOD "{ \"F\", \"M\", \"\", \"\" },\n", 2, "between the strings");
  assert_refused (GOOD "{ \"F\", \"M\", \"\", \"\", },\n", 2, "five strings");
  assert_refused (GOOD "{ \"F\" \"M\", \"\", \"\", \"\" \"\" }\n", 2, "between the strings");
  assert_refused (GOOD GOOD "{ \"F\", \"M\", \"\", \"\", \"\" } { \"F\", \"M\", \"\", \"\", \"\" }",
                  3, "after an entry");
  assert_refused ("{ \"F\", \"M\", \"\", \"\", \"\", \"\" }", 1, "“}” expected");
  assert_refused ("\n\n{ \"F\n", 3, "not closed");
  assert_refused ("{ \"F\", \"M\\t\", \"\", \"\", \"\" }", 1, "escape");
  assert_refused ("/* open\n\n{ \"F\", \"M\", \"\", \"\", \"\" }", 1, "comment");
  assert_refused ("{ \"F\", \"\", \"\", \"\", \"\" }", 1, "no model regular expression");
  assert_refused ("{ \"F\", \"M(\", \"\", \"\", \"\" }", 1, "model regular expression does not compile");
  assert_refused ("{ \"F\", \"M\", \"[\", \"\", \"\" }", 1, "firmware regular expression");
  /* PCRE's own syntax is not smartmontools' (POSIX extended): refused before
   * PCRE compiles it, as some of it crashes the compiler. */
  assert_refused ("{ \"F\", \"M(?R)\", \"\", \"\", \"\" }", 1, "not POSIX extended");
  assert_refused ("{ \"F\", \"(*ACCEPT)M\", \"\", \"\", \"\" }", 1, "not POSIX extended");
  /* Bytes that are not UTF-8 inside a class made PCRE read out of bounds
   * (fuzz-drivedb); groups nested past any real entry exhaust its stack. */
  assert_refused ("{ \"F\", \"SA0[\xff\xff\xff\x05" "012]\", \"\", \"\", \"\" }", 1, "not UTF-8");
  assert_refused ("{ \"F\", \"((((((((((((((((((M))))))))))))))))))\", \"\", \"\", \"\" }", 1,
                  "nested more than 16");
  assert_refused ("{ \"F\", \"M\", \"\", \"\", \"-v 256,raw48,X\" }", 1, "-v 256,raw48,X");
  assert_refused ("{ \"F\", \"M\", \"\", \"\", \"-v 9,raw99\" }", 1, "-v 9,raw99");
  assert_refused ("{ \"F\", \"M\", \"\", \"\", \"-v 9,raw48,Name,HDD\" }", 1, "HDD");
  assert_refused ("{ \"F\", \"M\", \"\", \"\", \"-v 9,raw48:54x210\" }", 1, "54x210");
  assert_refused ("{ \"F\", \"M\", \"\", \"\", \"-F nosuchbug\" }", 1, "nosuchbug");
  assert_refused ("{ \"F\", \"M\", \"\", \"\", \"-d sat\" }", 1, "-d sat");
  assert_refused ("{ \"F\", \"M\", \"\", \"\", \"-v 9,raw48,ThisNameIsLongerThanThirtyTwoChars\" }", 1, "Longer");
  assert_refused ("{ \"DEFAULT\", \"-\", \"-\", \"\", \"-v 9,raw48:543210,X\" }", 1, "DEFAULT");
  assert_refused ("{ \"DEFAULT\", \"-\", \"-\", \"\", \"-F samsung\" }", 1, "samsung");
  assert_refused ("{ \"USB: x; y\", \"0x1234:0x5678\", \"\", \"\", \"-v 9,raw48\" }", 1, "USB");
  assert_refused ("int main (void) { return 0; }", 1, "“{” expected");
  assert_refused ("{ \"F\", \"M\", \"\", \"\", \"\" ,}", 1, "“}” expected");
}

static void
test_accepts_smartmontools_syntax (void)
{
  const char *text =
    "/* a comment { \"not\", \"an\", \"entry\" } */\n"
    "// another\n"
    "{ \"$ignored\", \"(\", \"\", \"\", \"\" },\n"   /* '$' entries are skipped, regex unchecked */
    "{ \"F\" \" concat\", \"M\\\\.\\\"q\\\"\", \"\", \"line\\nbreak\", \"-v 5,raw48:54z210,Odd -v N,raw16\" },\n"
    "{ \"USB: dev; bridge\", \"0x1234:0x5678\", \"\", \"\", \"-d sat\" },\n";
  g_autoptr(GError) error = NULL;
  g_autoptr(DsDrivedb) db = ds_drivedb_parse (text, strlen (text), "ok.h", &error);
  g_autoptr(DsAtaPresets) presets = NULL;

  g_assert_no_error (error);
  presets = ds_drivedb_lookup (db, "M.\"q\"", NULL);
  g_assert_cmpstr (presets->family, ==, "F concat");
  g_assert_cmpstr (presets->warning, ==, "line\nbreak");
  /* "-v N,raw16" after "-v 5,...": the later option wins, the name stays. */
  g_assert_cmpint (ds_ata_presets_format (presets, 5), ==, DS_ATA_RAW_RAW16);
  g_assert_cmpstr (ds_ata_presets_name (presets, 5, 1), ==, "Odd");
  g_assert_cmpint (ds_ata_presets_format (presets, 77), ==, DS_ATA_RAW_RAW16);
}

static void
assert_format (DsAtaRawFormat format,
               guint64        raw,
               const char    *expected)
{
  g_autofree char *text = ds_ata_format_raw_value (format, raw);

  g_assert_cmpstr (text, ==, expected);
}

/* Expected strings are smartctl 7.3's for the same bytes (the reports in
 * tests/fixtures/health/real/ and smartctl(8)). */
static void
test_raw_formats_print_like_smartctl (void)
{
  /* Attribute 5 of two failing HDDs: the count is the low word. */
  assert_format (DS_ATA_RAW_RAW16_RAW16, 90796208, "28848 (0 1385)");
  assert_format (DS_ATA_RAW_RAW16_RAW16, (G_GUINT64_CONSTANT (26) << 32) | 129375543, "7479 (26 1974)");
  assert_format (DS_ATA_RAW_RAW16_RAW16, 2556, "2556");
  /* Maxtor 6Y080L0, attribute 9 counting minutes. */
  assert_format (DS_ATA_RAW_MIN2HOUR, 17401, "290h+01m");
  assert_format (DS_ATA_RAW_MIN2HOUR, (G_GUINT64_CONSTANT (3) << 32) | 56723, "945h+23m (3)");
  assert_format (DS_ATA_RAW_SEC2HOUR, 3600 * 5 + 61, "5h+01m+01s");
  assert_format (DS_ATA_RAW_HALFMIN2HOUR, 121, "1h+00m");
  assert_format (DS_ATA_RAW_MSEC24_HOUR32, (G_GUINT64_CONSTANT (61500) << 32) | 23456, "23456h+01m+01.500s");
  assert_format (DS_ATA_RAW_RAW24_RAW8, 0x0102030000ffULL, "255 (1 2 3)");
  assert_format (DS_ATA_RAW_RAW24_RAW8, 1234, "1234");
  assert_format (DS_ATA_RAW_RAW16_AVG16, 0x0000002a0010ULL, "16 (Average 42)");
  assert_format (DS_ATA_RAW_RAW24_DIV_RAW24, 0x000002000003ULL, "2/3");
  assert_format (DS_ATA_RAW_RAW8, 0x010203040506ULL, "1 2 3 4 5 6");
  assert_format (DS_ATA_RAW_RAW16, 0x000100020003ULL, "1 2 3");
  assert_format (DS_ATA_RAW_HEX48, 0xabcULL, "0x000000000abc");
  assert_format (DS_ATA_RAW_TEMP10X, 415, "41.5");
  /* Temperatures: current, and min/max where a vendor keeps them. */
  assert_format (DS_ATA_RAW_TEMPMINMAX, 35, "35");
  assert_format (DS_ATA_RAW_TEMPMINMAX, 0x00001e300024ULL, "36 (Min/Max 30/48)");
  assert_format (DS_ATA_RAW_TEMPMINMAX, 0x002d00140021ULL, "33 (Min/Max 20/45)");
  assert_format (DS_ATA_RAW_TEMPMINMAX, 0x000000030024ULL, "36 (0 0 0 3 0)");
}

static void
test_byte_order_and_value_bytes (void)
{
  const char *text = "{ \"F\", \"M\", \"\", \"\", \"-v 1,raw48:012345,Rev -v 2,raw64,Wide\" },";
  g_autoptr(DsDrivedb) db = ds_drivedb_parse (text, strlen (text), "o.h", NULL);
  g_autoptr(DsAtaPresets) presets = ds_drivedb_lookup (db, "M", "");
  /* id, flags (2), value, worst, raw 0..5, reserved */
  const guint8 rev[12] = { 1, 0, 0, 100, 99, 0x01, 0x02, 0, 0, 0, 0, 0 };
  const guint8 wide[12] = { 2, 0, 0, 0x11, 0x22, 0x01, 0, 0, 0, 0, 0, 0 };

  g_assert_cmpuint (ds_ata_presets_raw_value (presets, rev), ==, 0x010200000000ULL);
  /* raw64 reads "543210wv": worst and value are the low bytes. */
  g_assert_cmpuint (ds_ata_presets_raw_value (presets, wide), ==, 0x0000000000012211ULL);
  g_assert_true (ds_ata_presets_flags (presets, 2) & DS_ATA_DEF_NO_NORMVAL);
}

/* Where the database is looked for: the variable alone; on Windows only
 * beside the executable's install (and smartmontools' own install), never
 * a Linux path; on Linux smartmontools' copies first, then Drivescope's. */
static void
test_search_order (void)
{
  g_auto(GStrv) env = ds_drivedb_search_path_for ("/tmp/my.h", "C:\\Drivescope", "C:\\Program Files", "/usr/share/drivescope/drivedb.h");
  g_auto(GStrv) win = ds_drivedb_search_path_for (NULL, "C:\\Drivescope", "C:\\Program Files", NULL);
  g_auto(GStrv) win_bare = ds_drivedb_search_path_for ("", "D:\\Apps\\Drivescope", NULL, NULL);
  g_auto(GStrv) lin = ds_drivedb_search_path_for (NULL, NULL, NULL, "/usr/share/drivescope/drivedb.h");
  g_autofree char *win_own = g_build_filename ("C:\\Drivescope", "share", "drivescope", "drivedb.h", NULL);
  g_autofree char *win_smart = g_build_filename ("C:\\Program Files", "smartmontools", "bin", "drivedb.h", NULL);
  g_autofree char *bare_own = g_build_filename ("D:\\Apps\\Drivescope", "share", "drivescope", "drivedb.h", NULL);

  g_assert_cmpuint (g_strv_length (env), ==, 1);
  g_assert_cmpstr (env[0], ==, "/tmp/my.h");

  g_assert_cmpuint (g_strv_length (win), ==, 2);
  g_assert_cmpstr (win[0], ==, win_smart);
  g_assert_cmpstr (win[1], ==, win_own);
  g_assert_cmpuint (g_strv_length (win_bare), ==, 1);
  g_assert_cmpstr (win_bare[0], ==, bare_own);
  for (guint i = 0; win[i] != NULL; i++)
    g_assert_false (g_str_has_prefix (win[i], "/"));

  g_assert_cmpuint (g_strv_length (lin), ==, 3);
  g_assert_cmpstr (lin[0], ==, "/var/lib/smartmontools/drivedb/drivedb.h");
  g_assert_cmpstr (lin[1], ==, "/usr/share/smartmontools/drivedb.h");
  g_assert_cmpstr (lin[2], ==, "/usr/share/drivescope/drivedb.h");

  /* This build: the variable the suite sets comes first and alone. */
  {
    g_auto(GStrv) here = ds_drivedb_search_path ();

    g_assert_cmpstr (here[0], ==, g_getenv ("DRIVESCOPE_DRIVEDB"));
  }
}

/* "Reinstall" only where reinstalling helps: not when the variable named
 * the file, and then naming Drivescope's own copy. */
static void
test_not_found_says_what_helps (void)
{
  const char *const lin[] = { "/var/lib/smartmontools/drivedb/drivedb.h", "/usr/share/smartmontools/drivedb.h",
                              "/usr/share/drivescope/drivedb.h", NULL };
  const char *const env[] = { "/tmp/missing.h", NULL };
  g_autoptr(GError) own = ds_drivedb_not_found_error (lin, NULL, "");
  g_autoptr(GError) var = ds_drivedb_not_found_error (env, "/tmp/missing.h", "");

  g_assert_error (own, DS_ERROR, DS_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (own->message, "reinstall Drivescope"));
  g_assert_nonnull (strstr (own->message, "(/usr/share/drivescope/drivedb.h)"));
  g_assert_nonnull (strstr (own->message, "/usr/share/smartmontools/drivedb.h"));
  g_assert_error (var, DS_ERROR, DS_ERROR_NOT_FOUND);
  g_assert_null (strstr (var->message, "reinstall"));
  g_assert_nonnull (strstr (var->message, "DRIVESCOPE_DRIVEDB names “/tmp/missing.h”"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/drivedb/shipped-copy-loads-with-its-version", test_shipped_copy_loads);
  g_test_add_func ("/ds/drivedb/maxtor-counts-minutes", test_lookup_maxtor_minutes);
  g_test_add_func ("/ds/drivedb/unknown-model-gets-defaults", test_lookup_unknown_model_gets_defaults);
  g_test_add_func ("/ds/drivedb/firmware-regex-narrows-the-match", test_firmware_regex_narrows);
  g_test_add_func ("/ds/drivedb/malformed-entries-refused-with-line", test_malformed_entries_refused);
  g_test_add_func ("/ds/drivedb/accepts-smartmontools-syntax", test_accepts_smartmontools_syntax);
  g_test_add_func ("/ds/drivedb/raw-formats-print-like-smartctl", test_raw_formats_print_like_smartctl);
  g_test_add_func ("/ds/drivedb/byte-order-and-value-bytes", test_byte_order_and_value_bytes);
  g_test_add_func ("/ds/drivedb/search-order", test_search_order);
  g_test_add_func ("/ds/drivedb/not-found-says-what-helps", test_not_found_says_what_helps);
  return g_test_run ();
}
