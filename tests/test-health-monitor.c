/* test-health-monitor.c — the monitor's rules on pairs of readings
 *
 * Each rule fires on the pair that makes it true and stays quiet on the
 * pair one step short of it (equal counters, a threshold not crossed, a
 * temperature already over before, an unknown value).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <string.h>

#include <glib/gstdio.h>

#include "ds-health-monitor.h"
#include "ds-json.h"
#include "ds-monitor-skipped.h"

static JsonObject *
reading (const char *json)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = ds_json_from_string (json, &error);

  g_assert_no_error (error);
  return json_object_ref (json_node_get_object (node));
}

/* The ids of the events between @before and @after, joined by spaces. */
static char *
fired (const char                *before,
       const char                *after,
       const DsMonitorThresholds *thresholds)
{
  g_autoptr(JsonObject) b = reading (before);
  g_autoptr(JsonObject) a = reading (after);
  g_autoptr(GPtrArray) events = ds_monitor_compare (b, a, thresholds);
  g_autoptr(GString) ids = g_string_new (NULL);

  for (guint i = 0; i < events->len; i++)
    {
      const DsMonitorEvent *e = g_ptr_array_index (events, i);

      g_assert_nonnull (e->message);
      g_assert_cmpstr (e->message, !=, "");
      g_string_append_printf (ids, "%s%s", ids->len ? " " : "", e->id);
    }
  return g_string_free (g_steal_pointer (&ids), FALSE);
}

#define ASSERT_FIRES(before, after, want) \
  do { g_autofree char *got = fired (before, after, NULL); g_assert_cmpstr (got, ==, want); } while (0)

static void
test_verdict_worse (void)
{
  ASSERT_FIRES ("{\"verdict\":\"good\"}", "{\"verdict\":\"caution\"}", "verdict_worse");
  ASSERT_FIRES ("{\"verdict\":\"caution\"}", "{\"verdict\":\"bad\"}", "verdict_worse");
  ASSERT_FIRES ("{\"verdict\":\"caution\"}", "{\"verdict\":\"caution\"}", "");
  ASSERT_FIRES ("{\"verdict\":\"bad\"}", "{\"verdict\":\"good\"}", "");
  ASSERT_FIRES ("{\"verdict\":\"unknown\"}", "{\"verdict\":\"bad\"}", "");
}

static void
test_counters_rising (void)
{
  ASSERT_FIRES ("{\"reallocated_sectors\":8,\"pending_sectors\":0,\"uncorrectable_sectors\":0}",
                "{\"reallocated_sectors\":9,\"pending_sectors\":2,\"uncorrectable_sectors\":1}",
                "reallocated_rising pending_rising uncorrectable_rising");
  ASSERT_FIRES ("{\"reallocated_sectors\":8,\"pending_sectors\":2}",
                "{\"reallocated_sectors\":8,\"pending_sectors\":1}", "");
  ASSERT_FIRES ("{\"media_errors\":0}", "{\"media_errors\":3}", "media_errors_rising");
  ASSERT_FIRES ("{\"media_errors\":null}", "{\"media_errors\":3}", "");
  /* CRC: ATA attribute 199's raw count. */
  ASSERT_FIRES ("{\"attributes\":[{\"id\":199,\"raw\":2}]}", "{\"attributes\":[{\"id\":199,\"raw\":5}]}",
                "crc_rising");
  ASSERT_FIRES ("{\"attributes\":[{\"id\":199,\"raw\":5}]}", "{\"attributes\":[{\"id\":199,\"raw\":5}]}", "");
}

static void
test_messages_count (void)
{
  g_autoptr(JsonObject) b = reading ("{\"pending_sectors\":1}");
  g_autoptr(JsonObject) a = reading ("{\"pending_sectors\":4}");
  g_autoptr(GPtrArray) events = ds_monitor_compare (b, a, NULL);
  const DsMonitorEvent *e;

  g_assert_cmpuint (events->len, ==, 1);
  e = g_ptr_array_index (events, 0);
  g_assert_cmpstr (e->message, ==, "3 more sectors are pending reallocation (4 now).");
  g_assert_cmpint (e->before, ==, 1);
  g_assert_cmpint (e->after, ==, 4);
}

static void
test_critical_warning (void)
{
  ASSERT_FIRES ("{\"critical_warning\":0}", "{\"critical_warning\":4}", "critical_warning");
  ASSERT_FIRES ("{\"critical_warning\":4}", "{\"critical_warning\":0}", "critical_warning");
  ASSERT_FIRES ("{\"critical_warning\":4}", "{\"critical_warning\":4}", "");
  ASSERT_FIRES ("{\"critical_warning\":null}", "{\"critical_warning\":4}", "");
}

static void
test_spare_and_life_thresholds (void)
{
  DsMonitorThresholds t;

  /* The drive's own spare threshold unless one is set. */
  ASSERT_FIRES ("{\"available_spare\":12,\"available_spare_threshold\":10}",
                "{\"available_spare\":10,\"available_spare_threshold\":10}", "spare_low");
  ASSERT_FIRES ("{\"available_spare\":10,\"available_spare_threshold\":10}",
                "{\"available_spare\":9,\"available_spare_threshold\":10}", "");
  ASSERT_FIRES ("{\"available_spare\":30,\"available_spare_threshold\":null}",
                "{\"available_spare\":11,\"available_spare_threshold\":null}", "");
  ASSERT_FIRES ("{\"life_left_percent\":11}", "{\"life_left_percent\":10}", "life_low");
  ASSERT_FIRES ("{\"life_left_percent\":50}", "{\"life_left_percent\":11}", "");

  ds_monitor_thresholds_init (&t);
  t.spare_percent = 50;
  t.life_percent = 40;
  {
    g_autofree char *got = fired ("{\"available_spare\":60,\"available_spare_threshold\":10,\"life_left_percent\":45}",
                                  "{\"available_spare\":50,\"available_spare_threshold\":10,\"life_left_percent\":40}",
                                  &t);

    g_assert_cmpstr (got, ==, "spare_low life_low");
  }
}

static void
test_temperature_over_warning (void)
{
  ASSERT_FIRES ("{\"temperature_c\":70,\"warning_temp_c\":82}", "{\"temperature_c\":83,\"warning_temp_c\":82}",
                "too_hot");
  ASSERT_FIRES ("{\"temperature_c\":84,\"warning_temp_c\":82}", "{\"temperature_c\":85,\"warning_temp_c\":82}", "");
  ASSERT_FIRES ("{\"temperature_c\":70,\"warning_temp_c\":82}", "{\"temperature_c\":81,\"warning_temp_c\":82}", "");
  ASSERT_FIRES ("{\"temperature_c\":70,\"warning_temp_c\":null}", "{\"temperature_c\":90,\"warning_temp_c\":null}", "");
}

/* A temperature set for the monitor (Preferences, --temperature) replaces
 * the drive's own: it fires below WCTEMP, and on a drive without one. */
static void
test_temperature_threshold_set (void)
{
  DsMonitorThresholds t;

  ds_monitor_thresholds_init (&t);
  t.temperature_c = 60;
  {
    g_autofree char *got = fired ("{\"temperature_c\":55,\"warning_temp_c\":82}",
                                  "{\"temperature_c\":61,\"warning_temp_c\":82}", &t);
    g_autofree char *ata = fired ("{\"temperature_c\":55,\"warning_temp_c\":null}",
                                  "{\"temperature_c\":60,\"warning_temp_c\":null}", &t);
    g_autofree char *below = fired ("{\"temperature_c\":55}", "{\"temperature_c\":59}", &t);

    g_assert_cmpstr (got, ==, "too_hot");
    g_assert_cmpstr (ata, ==, "too_hot");
    g_assert_cmpstr (below, ==, "");
  }
  {
    g_autoptr(JsonObject) b = reading ("{\"temperature_c\":55}");
    g_autoptr(JsonObject) a = reading ("{\"temperature_c\":61}");
    g_autoptr(GPtrArray) events = ds_monitor_compare (b, a, &t);

    g_assert_cmpuint (events->len, ==, 1);
    g_assert_cmpstr (((DsMonitorEvent *) g_ptr_array_index (events, 0))->message, ==,
                     "It is at 61 °C, at or above the 60 °C set for the monitor.");
  }
}

static void
test_first_reading_fires_nothing (void)
{
  g_autoptr(JsonObject) a = reading ("{\"verdict\":\"bad\",\"pending_sectors\":9}");
  g_autoptr(GPtrArray) events = ds_monitor_compare (NULL, a, NULL);

  g_assert_cmpuint (events->len, ==, 0);
}

/* The drives the monitor skipped, as the window reads them back: the names
 * and when; an empty list after a round that skipped none; nothing from a
 * folder without the file or with a file that is not the monitor's. */
static void
test_skipped_drives_round_trip (void)
{
  g_autofree char *tmp = g_dir_make_tmp ("ds-monitor-XXXXXX", NULL);
  g_autofree char *dir = g_build_filename (tmp, "state", NULL);
  g_autofree char *path = g_build_filename (dir, DS_MONITOR_SKIPPED_FILE, NULL);
  const char *drives[] = { "sda", "nvme0n1", NULL };
  g_autoptr(GError) error = NULL;
  g_auto(GStrv) got = NULL;
  g_auto(GStrv) none = NULL;
  gint64 taken = -1;

  g_assert_null (ds_monitor_skipped_load (dir, &taken));
  g_assert_cmpint (taken, ==, 0);
  g_assert_true (ds_monitor_skipped_save (dir, drives, 1700000000, &error));
  g_assert_no_error (error);
  got = ds_monitor_skipped_load (dir, &taken);
  g_assert_nonnull (got);
  g_assert_cmpuint (g_strv_length (got), ==, 2);
  g_assert_cmpstr (got[0], ==, "sda");
  g_assert_cmpstr (got[1], ==, "nvme0n1");
  g_assert_cmpint (taken, ==, 1700000000);
  g_assert_true (ds_monitor_skipped_save (dir, NULL, 1700000100, &error));
  none = ds_monitor_skipped_load (dir, NULL);
  g_assert_nonnull (none);
  g_assert_cmpuint (g_strv_length (none), ==, 0);
  g_assert_true (g_file_set_contents (path, "[\"sda\"]", -1, NULL));
  g_assert_null (ds_monitor_skipped_load (dir, NULL));
  g_remove (path);
  g_rmdir (dir);
  g_rmdir (tmp);
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/health/monitor/verdict-worse", test_verdict_worse);
  g_test_add_func ("/ds/health/monitor/counters-rising", test_counters_rising);
  g_test_add_func ("/ds/health/monitor/message-says-how-many", test_messages_count);
  g_test_add_func ("/ds/health/monitor/critical-warning-changed", test_critical_warning);
  g_test_add_func ("/ds/health/monitor/spare-and-life-cross-thresholds", test_spare_and_life_thresholds);
  g_test_add_func ("/ds/health/monitor/temperature-reaches-drive-warning", test_temperature_over_warning);
  g_test_add_func ("/ds/health/monitor/temperature-set-replaces-drive-warning", test_temperature_threshold_set);
  g_test_add_func ("/ds/health/monitor/first-reading-fires-nothing", test_first_reading_fires_nothing);
  g_test_add_func ("/ds/health/monitor/skipped-drives-round-trip", test_skipped_drives_round_trip);
  return g_test_run ();
}
