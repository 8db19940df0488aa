/* test-datasheet.c — a drive's data sheet: its syntax, and the verdicts on
 * imported CrystalDiskMark results and on runs with known numbers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ds-datasheet.h"
#include "ds-endurance.h"
#include "ds-error.h"
#include "ds-import.h"
#include "ds-json.h"

static void
test_parse_units_and_round_trip (void)
{
  DsDatasheet sheet, again;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;

  ds_datasheet_init (&sheet);
  g_assert_true (ds_datasheet_is_empty (&sheet));
  g_assert_true (ds_datasheet_parse ("seq-read=3100MB/s, seq-write=1.33GB/s,rnd4k-read=400kIOPS,"
                                     "rnd4k-write=125K,read-latency=300us,write-latency=1ms", &sheet, &error));
  g_assert_no_error (error);
  g_assert_cmpfloat (sheet.rated[DS_DATASHEET_SEQ_READ], ==, 3100);
  g_assert_cmpfloat_with_epsilon (sheet.rated[DS_DATASHEET_SEQ_WRITE], 1330, 1e-9);
  g_assert_cmpfloat (sheet.rated[DS_DATASHEET_RND4K_READ], ==, 400000);
  g_assert_cmpfloat (sheet.rated[DS_DATASHEET_RND4K_WRITE], ==, 125000);
  g_assert_cmpfloat (sheet.rated[DS_DATASHEET_READ_LATENCY], ==, 300);
  g_assert_cmpfloat (sheet.rated[DS_DATASHEET_WRITE_LATENCY], ==, 1000);
  text = ds_datasheet_to_string (&sheet);
  g_assert_cmpstr (text, ==, "seq-read=3100MB/s,seq-write=1330MB/s,rnd4k-read=400000IOPS,rnd4k-write=125000IOPS,"
                             "read-latency=300us,write-latency=1000us");
  ds_datasheet_init (&again);
  g_assert_true (ds_datasheet_parse (text, &again, NULL));
  g_assert_cmpmem (&again, sizeof again, &sheet, sizeof sheet);
  /* figures not named keep their value */
  g_assert_true (ds_datasheet_parse ("seq-read=3200", &again, NULL));
  g_assert_cmpfloat (again.rated[DS_DATASHEET_SEQ_READ], ==, 3200);
  g_assert_cmpfloat (again.rated[DS_DATASHEET_RND4K_READ], ==, 400000);
  {
    JsonObject *obj = ds_datasheet_to_json (&sheet);
    DsDatasheet back;

    g_assert_cmpfloat (ds_json_get_double (obj, "rnd4k_read_iops", 0), ==, 400000);
    ds_datasheet_from_json (obj, &back);
    g_assert_cmpmem (&back, sizeof back, &sheet, sizeof sheet);
    json_object_unref (obj);
  }
}

static void
test_parse_refuses_bad_input (void)
{
  static const char *bad[] = {
    "", "seq-read", "seq-read=fast", "seq-read=3100IOPS", "rnd4k-read=400MB/s", "read-latency=3GB/s",
    "seq-speed=3100MB/s", "seq-read=3100MB/s,seq-read=3000MB/s", "seq-read=-5MB/s", "seq-read=0",
    "seq-read=nan", "seq-read=1e12MB/s",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      DsDatasheet sheet;
      g_autoptr(GError) error = NULL;

      ds_datasheet_init (&sheet);
      sheet.rated[DS_DATASHEET_SEQ_READ] = 42;
      g_assert_false (ds_datasheet_parse (bad[i], &sheet, &error));
      g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
      g_test_message ("%s: %s", bad[i], error->message);
      /* nothing changed */
      g_assert_cmpfloat (sheet.rated[DS_DATASHEET_SEQ_READ], ==, 42);
      g_assert_true (isnan (sheet.rated[DS_DATASHEET_SEQ_WRITE]));
    }
}

static JsonObject *
verdict_of (JsonArray  *verdicts,
            const char *figure)
{
  for (guint i = 0; i < json_array_get_length (verdicts); i++)
    {
      JsonObject *v = json_array_get_object_element (verdicts, i);

      if (g_strcmp0 (ds_json_get_string (v, "figure"), figure) == 0)
        return v;
    }
  return NULL;
}

/* A CrystalDiskMark 9 export of a 990 PRO (SEQ1M Q8T1 7409 / 6506 MB/s,
 * RND4K Q32T16 1201254 / 979409 IOPS, RND4K Q1T1 44.46 / 16.27 µs) against
 * Samsung's figures (7450 / 6900 MB/s, 1200k / 1550k IOPS) and latencies
 * of our own. */
static void
test_verdicts_on_imported_crystaldiskmark (void)
{
  g_autofree char *path = g_build_filename (DS_FIXTURES, "cdm", "cdm9-nvme.txt", NULL);
  g_autofree char *data = NULL;
  gsize length;
  g_autoptr(GError) error = NULL;
  g_autoptr(DsBenchResult) result = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(JsonArray) verdicts = NULL;
  g_autofree char *text = NULL;
  DsDatasheet sheet;
  JsonObject *v;

  g_assert_true (g_file_get_contents (path, &data, &length, &error));
  result = ds_import_cdm_parse (data, length, NULL, &error);
  g_assert_no_error (error);
  node = ds_bench_result_to_json (result);
  ds_datasheet_init (&sheet);
  g_assert_true (ds_datasheet_parse ("seq-read=7450MB/s,seq-write=6900MB/s,rnd4k-read=1200kIOPS,"
                                     "rnd4k-write=1550kIOPS,read-latency=40us,write-latency=20us", &sheet, NULL));
  verdicts = ds_datasheet_check (&sheet, json_node_get_object (node));
  text = ds_datasheet_verdicts_text (verdicts);
  g_test_message ("%s", text);
  g_assert_cmpuint (json_array_get_length (verdicts), ==, 6);

  v = verdict_of (verdicts, "seq-read");
  g_assert_cmpstr (ds_json_get_string (v, "test"), ==, "SEQ1M Q8T1");
  g_assert_cmpfloat_with_epsilon (ds_json_get_double (v, "measured", 0), 7409.281, 1e-6);
  g_assert_true (ds_json_get_bool (v, "confirmed", FALSE));
  g_assert_cmpstr (ds_json_get_string (v, "text"), ==, "confirmed (7409 MB/s, 99 %)");
  v = verdict_of (verdicts, "seq-write");
  g_assert_false (ds_json_get_bool (v, "confirmed", TRUE));
  g_assert_cmpstr (ds_json_get_string (v, "text"), ==, "short by 6 % (6506 MB/s)");
  v = verdict_of (verdicts, "rnd4k-read");
  g_assert_cmpstr (ds_json_get_string (v, "test"), ==, "RND4K Q32T16");
  g_assert_cmpstr (ds_json_get_string (v, "text"), ==, "confirmed (1201254 IOPS, 100 %)");
  v = verdict_of (verdicts, "rnd4k-write");
  g_assert_cmpstr (ds_json_get_string (v, "text"), ==, "short by 37 % (979409 IOPS)");
  v = verdict_of (verdicts, "read-latency");
  g_assert_cmpstr (ds_json_get_string (v, "test"), ==, "RND4K Q1T1");
  g_assert_cmpstr (ds_json_get_string (v, "text"), ==, "over by 11 % (44.5 µs)");
  v = verdict_of (verdicts, "write-latency");
  g_assert_cmpstr (ds_json_get_string (v, "text"), ==, "confirmed (16.3 µs, 81 %)");
  g_assert_nonnull (strstr (text, "rnd4k-read 1200k IOPS: confirmed"));
}

/* A run of known numbers: the issue's own example (3164 of 3100 MB/s
 * confirmed at 102 %, 2542 of 3100 short by 18 %); a test at QD1 or of 4K
 * at QD8 matches no figure, a cached test none at all. */
static void
test_verdicts_on_known_numbers (void)
{
  g_autoptr(JsonNode) node = ds_json_from_string (
    "{\"kind\":\"bench\",\"tests\":["
    "{\"spec\":\"SEQ1M Q8T1\",\"mode\":\"read\",\"mbps\":3164},"
    "{\"spec\":\"SEQ1M Q8T1\",\"mode\":\"write\",\"mbps\":2542},"
    "{\"spec\":\"SEQ128K Q32T1\",\"mode\":\"write\",\"mbps\":2400},"
    "{\"spec\":\"SEQ1M Q1T1\",\"mode\":\"read\",\"mbps\":9999},"
    "{\"spec\":\"RND4K Q8T1\",\"mode\":\"read\",\"iops\":999999},"
    "{\"spec\":\"RND4K Q32T1\",\"mode\":\"write\",\"iops\":999999,\"cached\":true}]}", NULL);
  g_autoptr(JsonArray) verdicts = NULL;
  g_autoptr(JsonNode) thermal = ds_json_from_string ("{\"kind\":\"thermal\",\"tests\":[]}", NULL);
  g_autoptr(JsonArray) none = NULL;
  DsDatasheet sheet;

  ds_datasheet_init (&sheet);
  g_assert_true (ds_datasheet_parse ("seq-read=3100MB/s,seq-write=3100MB/s,rnd4k-read=400k,rnd4k-write=125k",
                                     &sheet, NULL));
  verdicts = ds_datasheet_check (&sheet, json_node_get_object (node));
  g_assert_cmpuint (json_array_get_length (verdicts), ==, 2);
  g_assert_cmpstr (ds_json_get_string (verdict_of (verdicts, "seq-read"), "text"), ==, "confirmed (3164 MB/s, 102 %)");
  /* the best of the matching tests (SEQ1M Q8T1, not SEQ128K Q32T1) */
  g_assert_cmpstr (ds_json_get_string (verdict_of (verdicts, "seq-write"), "text"), ==, "short by 18 % (2542 MB/s)");
  g_assert_cmpstr (ds_json_get_string (verdict_of (verdicts, "seq-write"), "test"), ==, "SEQ1M Q8T1");
  none = ds_datasheet_check (&sheet, json_node_get_object (thermal));
  g_assert_cmpuint (json_array_get_length (none), ==, 0);
}

static void
test_rated_dwpd (void)
{
  /* 600 TBW over 5 years on 1 TB: 0.33 drive writes a day */
  g_assert_cmpfloat_with_epsilon (ds_endurance_rated_dwpd (600, 5, 1000000000000ULL), 600.0 / (5 * 365), 1e-12);
  g_assert_true (isnan (ds_endurance_rated_dwpd (600, 0, 1000000000000ULL)));
  g_assert_true (isnan (ds_endurance_rated_dwpd (NAN, 5, 1000000000000ULL)));
  g_assert_true (isnan (ds_endurance_rated_dwpd (600, 5, 0)));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/datasheet/parse/units-and-round-trip", test_parse_units_and_round_trip);
  g_test_add_func ("/ds/datasheet/parse/refuses-bad-input-and-changes-nothing", test_parse_refuses_bad_input);
  g_test_add_func ("/ds/datasheet/check/imported-crystaldiskmark", test_verdicts_on_imported_crystaldiskmark);
  g_test_add_func ("/ds/datasheet/check/known-numbers-and-matching-conditions", test_verdicts_on_known_numbers);
  g_test_add_func ("/ds/datasheet/rated-dwpd-from-tbw-and-warranty", test_rated_dwpd);
  return g_test_run ();
}
