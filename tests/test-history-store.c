/* test-history-store.c — history.db: opening, migrations, round trips, transfer
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <string.h>
#include <sys/stat.h>

#include "ds-conditions.h"
#include "ds-error.h"
#include "ds-history-health.h"
#include "ds-history-verify.h"
#include "ds-history-store.h"
#include "ds-import.h"
#include "ds-json.h"
#include "ds-suite-result.h"

typedef struct
{
  char *dir;
  char *path;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  f->dir = g_dir_make_tmp ("ds-history-XXXXXX", &error);
  g_assert_no_error (error);
  f->path = g_build_filename (f->dir, "history.db", NULL);
}

static void
remove_tree (const char *path)
{
  g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
  const char *name;

  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      if (g_file_test (child, G_FILE_TEST_IS_DIR))
        remove_tree (child);
      else
        g_unlink (child);
    }
  g_rmdir (path);
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  remove_tree (f->dir);
  g_free (f->dir);
  g_free (f->path);
}

static JsonObject *
drive_object (const char *serial, const char *firmware)
{
  JsonObject *d = json_object_new ();

  json_object_set_string_member (d, "name", "nvme0n1");
  json_object_set_string_member (d, "model", "Samsung SSD 980 PRO 1TB");
  json_object_set_string_member (d, "serial", serial);
  json_object_set_string_member (d, "firmware", firmware);
  json_object_set_null_member (d, "wwn");
  json_object_set_int_member (d, "size_bytes", 1000204886016);
  return d;
}

static DsBenchResult *
make_bench (const char *uuid, gint64 start, const char *serial, double scale)
{
  DsBenchResult *r = ds_bench_result_new ();
  const char *specs[] = { "SEQ1M Q8T1", "RND4K Q32T1" };

  r->uuid = g_strdup (uuid);
  r->start_time = start;
  r->end_time = start + 95;
  json_object_set_string_member (r->settings, "profile", "default");
  json_object_set_int_member (r->settings, "size_bytes", 1073741824);
  json_object_set_object_member (r->conditions, "drive", drive_object (serial, "5B2QGXA7"));
  json_object_set_string_member (r->conditions, "filesystem", "ext4");
  json_object_set_double_member (r->conditions, "fill_percent", 42.5);
  for (guint i = 0; i < G_N_ELEMENTS (specs); i++)
    for (DsIoMode mode = DS_IO_MODE_READ; mode <= DS_IO_MODE_MIX; mode++)
      {
        DsBenchSpec spec;
        DsBenchTestResult *t;

        g_assert_true (ds_bench_spec_parse (specs[i], &spec, NULL));
        t = ds_bench_test_result_new (&spec, mode);
        t->mix_read_percent = 65;
        t->cached = mode == DS_IO_MODE_WRITE && i == 1;
        for (guint k = 0; k < 3; k++)
          {
            DsIoRunStats s = {
              .mbps = (1000.0 + 37.25 * k + i) * scale, .iops = 1234.5 + k, .bytes = 5000000000ULL + k,
              .ios = 4768 + k, .seconds = 5.0, .lat_mean_us = 105.125, .lat_min_us = 8.5,
              .lat_max_us = 9001.0, .lat_stddev_us = k == 1 ? NAN : 12.0, .lat_p50_us = 99.0,
              .lat_p90_us = 120.0, .lat_p99_us = 250.0 + k, .lat_p999_us = 800.0,
              .lat_p9999_us = NAN, .cpu_seconds = 0.75,
            };

            g_array_append_val (t->runs, s);
          }
        g_ptr_array_add (r->tests, t);
      }
  return r;
}

static DsThermalResult *
make_thermal (const char *uuid, gint64 start)
{
  DsThermalResult *r = ds_thermal_result_new ();
  DsThermalEvent *e = ds_thermal_event_new ();
  DsThermalEvent *c = ds_thermal_event_new ();

  r->uuid = g_strdup (uuid);
  r->start_time = start;
  r->end_time = start + 420;
  r->warning_temp_c = 70;
  json_object_set_int_member (r->settings, "duration_s", 360);
  json_object_set_object_member (r->conditions, "drive", drive_object ("S5GXNF0R000001", "5B2QGXA7"));
  for (guint i = 0; i < 200; i++)
    {
      DsThermalSample s = { i * 2.0, i < 180 ? 900.0 - i : NAN, i % 7 == 0 ? NAN : 40.0 + i / 10.0,
                            (guint64) i * 1800000000ULL, i >= 180 };

      g_array_append_val (r->samples, s);
    }
  r->summary.start_mbps = 925.0;
  r->summary.steady_mbps = 640.25;
  r->summary.avg_mbps = 701.5;
  r->summary.min_mbps = 502.3;
  r->summary.max_mbps = 931.2;
  r->summary.spread_mbps = 139.9;
  r->summary.bytes_written = 252540000000ULL;
  r->summary.peak_temp_c = 71;
  r->summary.final_temp_c = 45;
  r->summary.write_seconds = 360;
  e->cause = DS_THERMAL_CAUSE_THERMAL;
  e->onset_s = 90;
  e->onset_temp_c = 70;
  e->before_mbps = 925;
  e->during_mbps = 640;
  e->end_s = 360;
  e->end_mbps = 505;
  g_array_append_vals (e->steps, (DsThermalStep[]) { { 90, 640 }, { 300, 510 } }, 2);
  g_ptr_array_add (r->events, e);
  c->cause = DS_THERMAL_CAUSE_CACHE;
  c->onset_s = 20;
  c->cache_bytes = 21474836480ULL;
  c->recovered_s = 44;
  g_ptr_array_add (r->events, c);
  r->verdict = g_strdup ("Throttles after 90 s at 70 °C.");
  r->health_delta = json_object_new ();
  json_object_set_int_member (r->health_delta, "warning_temp_minutes", 3);
  return r;
}

static char *
bench_json (const DsBenchResult *r)
{
  g_autoptr(JsonNode) node = ds_bench_result_to_json (r);

  return ds_json_to_string (node, TRUE);
}

static char *
thermal_json (const DsThermalResult *r)
{
  g_autoptr(JsonNode) node = ds_thermal_result_to_json (r);

  return ds_json_to_string (node, TRUE);
}

static void
test_creates_private_wal_database (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *nested = g_build_filename (f->dir, "a", "b", "history.db", NULL);
  g_autofree char *wal = g_strconcat (nested, "-wal", NULL);
  g_autoptr(DsHistoryStore) store = ds_history_store_open (nested, &error);
  g_autoptr(DsBenchResult) r = make_bench ("11111111-0000-4000-8000-000000000001", 1700000000, "S1", 1);
  GStatBuf st;

  g_assert_no_error (error);
  g_assert_cmpint (ds_history_store_get_version (store), ==, DS_HISTORY_SCHEMA_VERSION);
  g_assert_cmpint (g_stat (nested, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0777, ==, 0600);
  g_assert_cmpint (ds_history_store_save_bench (store, r, &error), >, 0);
  g_assert_no_error (error);
  /* WAL mode keeps a -wal file beside the database while it is open. */
  g_assert_true (g_file_test (wal, G_FILE_TEST_EXISTS));
  g_assert_cmpint (g_stat (wal, &st), ==, 0);
  g_assert_cmpint (st.st_mode & 0077, ==, 0);
}

static void
test_default_path_follows_environment (void)
{
  g_autofree char *path = NULL;

  g_setenv ("DRIVESCOPE_DB", "/tmp/elsewhere/h.db", TRUE);
  path = ds_history_default_path ();
  g_assert_cmpstr (path, ==, "/tmp/elsewhere/h.db");
  g_free (path);
  g_unsetenv ("DRIVESCOPE_DB");
  path = ds_history_default_path ();
  g_assert_true (g_str_has_suffix (path, "/drivescope/history.db"));
  g_assert_true (g_str_has_prefix (path, g_get_user_data_dir ()));
}

static void
test_bench_round_trip (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHistoryStore) store = ds_history_store_open (f->path, &error);
  g_autoptr(DsBenchResult) r = make_bench ("22222222-0000-4000-8000-000000000002", 1700000000, "S1", 1);
  g_autoptr(DsBenchResult) back = NULL;
  g_autofree char *a = NULL, *b = NULL;
  gint64 id;

  g_assert_no_error (error);
  id = ds_history_store_save_bench (store, r, &error);
  g_assert_no_error (error);
  back = ds_history_store_load_bench (store, id, &error);
  g_assert_no_error (error);
  a = bench_json (r);
  b = bench_json (back);
  g_assert_cmpstr (a, ==, b);
  g_assert_cmpfloat (g_array_index (((DsBenchTestResult *) g_ptr_array_index (back->tests, 0))->runs,
                                    DsIoRunStats, 2).cpu_seconds, ==, 0.75);

  /* The same uuid again is refused, and nothing is added. */
  g_assert_cmpint (ds_history_store_save_bench (store, r, &error), ==, 0);
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  {
    g_autoptr(GPtrArray) runs = ds_history_store_list_runs (store, NULL, &error);

    g_assert_cmpuint (runs->len, ==, 1);
  }
  /* A thermal load of a bench run is refused. */
  g_assert_null (ds_history_store_load_thermal (store, id, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
}

static void
test_imported_round_trip (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHistoryStore) store = ds_history_store_open (f->path, &error);
  const char *files[][2] = {
    { "cdm", "cdm8-nvme-mix.txt" }, { "cdm", "cdm9-default-mix.txt" }, { "cdm", "cdm8-real.txt" },
    { "fio", "cdm-like.json" },
  };

  g_assert_no_error (error);
  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (DS_FIXTURES, files[i][0], files[i][1], NULL);
      g_autofree char *contents = NULL;
      g_autoptr(DsBenchResult) r = NULL;
      g_autoptr(DsBenchResult) back = NULL;
      g_autofree char *a = NULL, *b = NULL;
      gsize len;
      gint64 id;

      g_assert_true (g_file_get_contents (path, &contents, &len, NULL));
      r = g_str_equal (files[i][0], "cdm") ? ds_import_cdm_parse (contents, len, NULL, &error)
                                           : ds_import_fio_parse (contents, len, &error);
      g_assert_no_error (error);
      id = ds_history_store_save_bench (store, r, &error);
      g_assert_no_error (error);
      back = ds_history_store_load_bench (store, id, &error);
      g_assert_no_error (error);
      a = bench_json (r);
      b = bench_json (back);
      g_assert_cmpstr (a, ==, b);
      g_assert_cmpstr (ds_run_kind_to_string (back->kind), ==, g_str_equal (files[i][0], "cdm") ? "imported-cdm" : "imported-fio");
    }
}

static void
test_thermal_round_trip (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHistoryStore) store = ds_history_store_open (f->path, &error);
  g_autoptr(DsThermalResult) r = make_thermal ("33333333-0000-4000-8000-000000000003", 1700000500);
  g_autoptr(DsThermalResult) back = NULL;
  g_autofree char *a = NULL, *b = NULL;
  gint64 id;

  g_assert_no_error (error);
  id = ds_history_store_save_thermal (store, r, &error);
  g_assert_no_error (error);
  back = ds_history_store_load_thermal (store, id, &error);
  g_assert_no_error (error);
  a = thermal_json (r);
  b = thermal_json (back);
  g_assert_cmpstr (a, ==, b);
  g_assert_cmpuint (back->samples->len, ==, 200);
}

static void
test_health_snapshots_and_drives (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHistoryStore) store = ds_history_store_open (f->path, &error);
  g_autoptr(JsonObject) drive = drive_object ("S5GXNF0R000009", "5B2QGXA7");
  g_autoptr(DsHistoryDrive) found = NULL;
  g_autoptr(GPtrArray) snaps = NULL;
  g_autoptr(JsonNode) raw = ds_json_from_string ("{\"smart_log\":\"AAEC\"}", NULL);

  g_assert_no_error (error);
  for (guint i = 0; i < 3; i++)
    {
      g_autoptr(JsonObject) health = json_object_new ();

      json_object_set_int_member (health, "bytes_written", 1000000000000 + i * 50000000000);
      json_object_set_int_member (health, "percentage_used", 2 + i);
      json_object_set_null_member (health, "media_errors");
      json_object_set_string_member (health, "verdict", "good");
      g_assert_cmpint (ds_history_store_save_health (store, drive, health, raw, 1700000000 + i * 86400,
                                                     NULL, NULL, &error), >, 0);
      g_assert_no_error (error);
    }
  found = ds_history_store_find_drive (store, "S5GXNF0R000009", &error);
  g_assert_no_error (error);
  g_assert_cmpstr (found->identity, ==, "sn:Samsung SSD 980 PRO 1TB/S5GXNF0R000009");
  g_assert_cmpint (found->first_seen, ==, 1700000000);
  g_assert_cmpint (found->last_seen, ==, 1700000000 + 2 * 86400);
  g_assert_true (isnan (found->rated_tbw_tb));
  g_assert_true (ds_history_store_drive_set (store, found->id, 600, 5, "laptop", &error));
  g_clear_pointer (&found, ds_history_drive_free);
  found = ds_history_store_find_drive (store, "laptop", &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (found->rated_tbw_tb, ==, 600);
  g_assert_cmpint (found->warranty_years, ==, 5);
  /* NAN / -1 / NULL leave fields alone. */
  g_assert_true (ds_history_store_drive_set (store, found->id, NAN, -1, NULL, &error));
  g_clear_pointer (&found, ds_history_drive_free);
  found = ds_history_store_find_drive (store, "980 PRO", &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (found->rated_tbw_tb, ==, 600);
  g_assert_cmpstr (found->label, ==, "laptop");

  /* The raw-value history: any number of the health object; a snapshot
   * where it is null is left out; a name that is no field is refused. */
  {
    g_autoptr(GArray) used = ds_history_store_list_snapshot_values (store, found->id, "percentage_used", &error);
    g_autoptr(GArray) media = NULL, none = NULL;

    g_assert_no_error (error);
    g_assert_cmpuint (used->len, ==, 3);
    g_assert_cmpint (g_array_index (used, DsHistoryValue, 2).taken_at, ==, 1700000000 + 2 * 86400);
    g_assert_cmpfloat (g_array_index (used, DsHistoryValue, 2).value, ==, 4);
    media = ds_history_store_list_snapshot_values (store, found->id, "media_errors", &error);
    g_assert_no_error (error);
    g_assert_cmpuint (media->len, ==, 0);
    none = ds_history_store_list_snapshot_values (store, found->id, "x'; DROP TABLE runs; --", &error);
    g_assert_null (none);
    g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
    g_clear_error (&error);
    g_assert_true (ds_history_snapshot_field_valid ("attr:199"));
    g_assert_false (ds_history_snapshot_field_valid ("attr:0"));
    g_assert_false (ds_history_snapshot_field_valid ("attr:256"));
  }

  snaps = ds_history_store_list_snapshots (store, found->id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (snaps->len, ==, 3);
  g_assert_cmpfloat (((DsHistorySnapshot *) g_ptr_array_index (snaps, 2))->bytes_written, ==, 1100000000000.0);
  g_assert_cmpfloat (((DsHistorySnapshot *) g_ptr_array_index (snaps, 0))->percentage_used, ==, 2);

  g_assert_null (ds_history_store_find_drive (store, "no such drive", &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_NOT_FOUND);
}

static void
test_health_reading_saved (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHistoryStore) store = ds_history_store_open (f->path, &error);
  g_autoptr(DsHealth) health = ds_health_new ();
  g_autoptr(DsHistoryDrive) drive = NULL;
  g_autoptr(GPtrArray) snaps = NULL;
  g_autoptr(JsonNode) doc = NULL;
  JsonObject *snap;

  health->device = g_strdup ("nvme0");
  health->model = g_strdup ("Samsung SSD 990 PRO 2TB");
  health->serial = g_strdup ("S6B0NL0W127001");
  health->firmware = g_strdup ("4B2QJXD7");
  health->capacity_bytes = 2000398934016;
  health->bytes_written = 20480000000000;
  health->percentage_used = 2;
  health->raw_json = g_strdup ("{\"version\":1,\"kind\":\"nvme\",\"pages\":{}}");
  g_assert_cmpint (ds_history_store_save_health_reading (store, health, "run-1", "before", &error), >, 0);
  g_assert_no_error (error);
  drive = ds_history_store_find_drive (store, "nvme0", &error);
  g_assert_no_error (error);
  g_assert_cmpuint (drive->capacity_bytes, ==, 2000398934016);
  snaps = ds_history_store_list_snapshots (store, drive->id, &error);
  g_assert_cmpuint (snaps->len, ==, 1);
  g_assert_cmpfloat (((DsHistorySnapshot *) g_ptr_array_index (snaps, 0))->bytes_written, ==, 20480000000000.0);
  g_assert_cmpfloat (((DsHistorySnapshot *) g_ptr_array_index (snaps, 0))->percentage_used, ==, 2);
  /* Every parsed field and the raw pages are kept. */
  doc = ds_history_store_export_json (store, NULL, &error);
  snap = json_array_get_object_element (ds_json_get_array (json_node_get_object (doc), "snapshots"), 0);
  g_assert_cmpstr (ds_json_get_string (ds_json_get_object (snap, "raw"), "kind"), ==, "nvme");
  g_assert_true (json_object_has_member (ds_json_get_object (snap, "health"), "power_on_hours"));
  g_assert_cmpstr (ds_json_get_string (snap, "phase"), ==, "before");
}

static void
test_identity_prefers_wwn (void)
{
  g_autoptr(JsonObject) d = drive_object ("SERIAL1", "FW");
  g_autofree char *by_serial = ds_history_drive_identity (d);
  g_autofree char *by_wwn = NULL;
  g_autofree char *none = NULL;
  g_autoptr(JsonObject) empty = json_object_new ();

  g_assert_cmpstr (by_serial, ==, "sn:Samsung SSD 980 PRO 1TB/SERIAL1");
  json_object_set_string_member (d, "wwn", "eui.002538B221B0C3D4");
  by_wwn = ds_history_drive_identity (d);
  g_assert_cmpstr (by_wwn, ==, "wwn:eui.002538b221b0c3d4");
  /* An all-zero EUI from an emulated controller identifies nothing. */
  json_object_set_string_member (d, "wwn", "0000000000000000");
  g_free (by_wwn);
  by_wwn = ds_history_drive_identity (d);
  g_assert_cmpstr (by_wwn, ==, "sn:Samsung SSD 980 PRO 1TB/SERIAL1");
  none = ds_history_drive_identity (empty);
  g_assert_null (none);
}

/* Drives that report less still get an identity: a virtio disk (serial,
 * no model) by its serial, one with neither by kernel name and size. */
static void
test_identity_fallbacks (void)
{
  g_autoptr(JsonObject) d = json_object_new ();
  g_autofree char *by_serial = NULL;
  g_autofree char *by_name = NULL;
  g_autofree char *name_only = NULL;

  json_object_set_string_member (d, "name", "vda");
  json_object_set_string_member (d, "serial", "ds-virtio-1");
  by_serial = ds_history_drive_identity (d);
  g_assert_cmpstr (by_serial, ==, "sn:ds-virtio-1");
  json_object_remove_member (d, "serial");
  name_only = ds_history_drive_identity (d);
  g_assert_null (name_only);
  json_object_set_int_member (d, "size_bytes", 8589934592);
  by_name = ds_history_drive_identity (d);
  g_assert_cmpstr (by_name, ==, "dev:vda/8589934592");
}

static void
test_one_drive_from_every_reader (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHistoryStore) store = ds_history_store_open (f->path, &error);
  g_autoptr(DsBenchResult) r = make_bench ("44444444-0000-4000-8000-000000000004", 1700000000, "S6PNNS0T400001", 1);
  JsonObject *sysfs = ds_json_get_object (r->conditions, "drive");
  g_autoptr(JsonObject) identify = json_object_new ();
  g_autoptr(JsonObject) health = json_object_new ();
  g_autoptr(GPtrArray) drives = NULL;
  DsHistoryDrive *d;

  /* sysfs: a SATA model cut to 16 characters, and a WWN. */
  json_object_set_string_member (sysfs, "model", "Samsung SSD 870 ");
  json_object_set_string_member (sysfs, "wwn", "naa.5002538f42b1c3d4");
  g_assert_cmpint (ds_history_store_save_bench (store, r, &error), >, 0);
  /* The health helper: the full IDENTIFY model, no WWN. */
  json_object_set_string_member (identify, "model", "Samsung SSD 870 EVO 1TB");
  json_object_set_string_member (identify, "serial", "S6PNNS0T400001");
  json_object_set_string_member (identify, "firmware", "SVT02B6Q");
  json_object_set_int_member (health, "percentage_used", 1);
  g_assert_cmpint (ds_history_store_save_health (store, identify, health, NULL, 1700000500, NULL, NULL, &error), >, 0);
  g_assert_no_error (error);

  drives = ds_history_store_list_drives (store, &error);
  g_assert_cmpuint (drives->len, ==, 1);
  d = g_ptr_array_index (drives, 0);
  g_assert_cmpstr (d->identity, ==, "wwn:naa.5002538f42b1c3d4");
  g_assert_cmpstr (d->model, ==, "Samsung SSD 870 EVO 1TB");
  g_assert_cmpstr (d->firmware, ==, "SVT02B6Q");
  g_assert_cmpint (d->last_seen, ==, 1700000500);
}

/* Runs stored before a drive had one JSON shape (no "transport", no
 * "size_bytes", the window's name kept as "display_name") still load, are
 * the same drive as a run of today's shape, and are named from what they
 * kept. */
static void
test_old_drive_shapes_still_load (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHistoryStore) store = ds_history_store_open (f->path, &error);
  g_autoptr(DsBenchResult) old = make_bench ("55555555-0000-4000-8000-000000000001", 1700000000, "vm-disk-01", 1);
  g_autoptr(DsBenchResult) older = make_bench ("55555555-0000-4000-8000-000000000002", 1700000100, "vm-disk-01", 1);
  g_autoptr(DsBenchResult) now = make_bench ("55555555-0000-4000-8000-000000000003", 1700000200, "vm-disk-01", 1);
  g_autoptr(DsDrive) vda = ds_drive_new ("vda");
  g_autoptr(JsonNode) old_drive = ds_json_from_string (
    "{\"name\":\"vda\",\"model\":null,\"serial\":\"vm-disk-01\",\"firmware\":null,\"wwn\":null}", &error);
  g_autoptr(JsonNode) older_drive = ds_json_from_string (
    "{\"name\":\"vda\",\"model\":null,\"serial\":\"vm-disk-01\",\"display_name\":\"Virtual disk vda\"}", &error);
  g_autoptr(GPtrArray) drives = NULL;
  g_autoptr(GPtrArray) runs = NULL;
  gint64 ids[3];
  const char *want[3] = { "Drive vda", "Virtual disk vda", "Virtual disk vda" };

  g_assert_no_error (error);
  json_object_set_object_member (old->conditions, "drive", json_object_ref (json_node_get_object (old_drive)));
  json_object_set_object_member (older->conditions, "drive", json_object_ref (json_node_get_object (older_drive)));
  vda->serial = g_strdup ("vm-disk-01");
  vda->transport = DS_TRANSPORT_VIRTIO;
  json_object_set_object_member (now->conditions, "drive", ds_drive_to_identity_json (vda));
  ids[0] = ds_history_store_save_bench (store, old, &error);
  g_assert_no_error (error);
  ids[1] = ds_history_store_save_bench (store, older, &error);
  g_assert_no_error (error);
  ids[2] = ds_history_store_save_bench (store, now, &error);
  g_assert_no_error (error);

  drives = ds_history_store_list_drives (store, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (drives->len, ==, 1);
  g_assert_cmpstr (((DsHistoryDrive *) g_ptr_array_index (drives, 0))->identity, ==, "sn:vm-disk-01");
  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      g_autoptr(DsBenchResult) back = ds_history_store_load_bench (store, ids[i], &error);
      g_autofree char *name = NULL;

      g_assert_no_error (error);
      name = ds_drive_display_name_from_json (ds_conditions_get_drive_object (back->conditions));
      g_assert_cmpstr (name, ==, want[i]);
    }
  runs = ds_history_store_list_runs (store, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (runs->len, ==, 3);
  for (guint i = 0; i < runs->len; i++)
    {
      const DsHistoryRun *run = g_ptr_array_index (runs, i);
      g_autofree char *name = ds_drive_identity_display_name (&(DsDriveIdentity) {
        .name = run->drive_name, .model = run->drive_model, .serial = run->drive_serial,
      });

      g_assert_cmpstr (run->drive_identity, ==, "sn:vm-disk-01");
      g_assert_cmpstr (name, ==, "Drive vda");
    }
}

/* A drive's trends draw its benchmarks, measured or imported: its suite
 * runs and thermal tests beside them are left out, not loaded as
 * benchmarks (which failed: "Run 2 is a suite run"). */
static void
test_trends_load_only_benchmarks (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHistoryStore) store = ds_history_store_open (f->path, &error);
  g_autoptr(DsBenchResult) first = make_bench ("55555555-0000-4000-8000-000000000001", 1700000000, "S5GXNF0R000001", 1);
  g_autoptr(DsBenchResult) imported = make_bench ("55555555-0000-4000-8000-000000000004", 1700000300, "S5GXNF0R000001", 2);
  g_autoptr(DsThermalResult) thermal = make_thermal ("55555555-0000-4000-8000-000000000003", 1700000200);
  g_autoptr(DsSuiteResult) suite = ds_suite_result_new (DS_SUITE_BLOCKSIZE);
  g_autoptr(DsHistoryTrends) trends = NULL;
  DsSuiteStepSpec spec = { NULL, 100, 0, 4096, 4, 1 };
  DsSuiteStep *step = ds_suite_step_new (&spec);
  gint64 bench_id, imported_id;
  g_autoptr(DsHistoryRun) run = NULL;

  g_assert_no_error (error);
  bench_id = ds_history_store_save_bench (store, first, &error);
  g_assert_no_error (error);
  suite->uuid = g_strdup ("55555555-0000-4000-8000-000000000002");
  suite->start_time = 1700000100;
  suite->end_time = 1700000110;
  json_object_set_object_member (suite->conditions, "drive", drive_object ("S5GXNF0R000001", "5B2QGXA7"));
  step->stats.mbps = 400;
  step->stats.seconds = 1;
  g_ptr_array_add (suite->steps, step);
  g_assert_cmpint (ds_history_store_save_suite (store, suite, &error), >, 0);
  g_assert_no_error (error);
  g_assert_cmpint (ds_history_store_save_thermal (store, thermal, &error), >, 0);
  g_assert_no_error (error);
  imported->kind = DS_RUN_KIND_IMPORTED_CDM;
  imported_id = ds_history_store_save_bench (store, imported, &error);
  g_assert_no_error (error);

  run = ds_history_store_get_run (store, bench_id, &error);
  g_assert_no_error (error);
  trends = ds_history_store_load_trends (store, run->drive_id, &error);
  g_assert_no_error (error);
  g_assert_nonnull (trends);
  g_assert_cmpuint (trends->results->len, ==, 2);
  g_assert_cmpstr (((DsBenchResult *) g_ptr_array_index (trends->results, 0))->uuid, ==, first->uuid);
  g_assert_cmpstr (((DsBenchResult *) g_ptr_array_index (trends->results, 1))->uuid, ==, imported->uuid);
  g_assert_cmpint (imported_id, >, bench_id);
}

static void
test_list_resolve_edit_delete (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHistoryStore) store = ds_history_store_open (f->path, &error);
  g_autoptr(DsBenchResult) a = make_bench ("aaaa1111-0000-4000-8000-000000000001", 1700000000, "S1", 1);
  g_autoptr(DsBenchResult) b = make_bench ("aaaa2222-0000-4000-8000-000000000002", 1700100000, "S2", 1);
  g_autoptr(DsThermalResult) t = make_thermal ("bbbb3333-0000-4000-8000-000000000003", 1700200000);
  g_autoptr(GPtrArray) runs = NULL;
  g_autoptr(DsHistoryRun) run = NULL;
  DsHistoryFilter filter = { 0 };
  gint64 ia, ib, it;
  g_autofree char *check = NULL;

  ia = ds_history_store_save_bench (store, a, &error);
  ib = ds_history_store_save_bench (store, b, &error);
  it = ds_history_store_save_thermal (store, t, &error);
  g_assert_no_error (error);

  runs = ds_history_store_list_runs (store, NULL, &error);
  g_assert_cmpuint (runs->len, ==, 3);
  g_assert_cmpint (((DsHistoryRun *) g_ptr_array_index (runs, 0))->id, ==, it);   /* newest first */
  g_assert_cmpint (((DsHistoryRun *) g_ptr_array_index (runs, 2))->id, ==, ia);
  g_assert_cmpstr (((DsHistoryRun *) g_ptr_array_index (runs, 2))->headline, ==, "SEQ1M Q8T1 R 1074.5 W 1074.5 MB/s");
  g_clear_pointer (&runs, g_ptr_array_unref);

  filter.kind = "bench";
  runs = ds_history_store_list_runs (store, &filter, &error);
  g_assert_cmpuint (runs->len, ==, 2);
  g_clear_pointer (&runs, g_ptr_array_unref);
  filter.kind = NULL;
  filter.drive = "S2";
  runs = ds_history_store_list_runs (store, &filter, &error);
  g_assert_cmpuint (runs->len, ==, 1);
  g_assert_cmpint (((DsHistoryRun *) g_ptr_array_index (runs, 0))->id, ==, ib);
  g_clear_pointer (&runs, g_ptr_array_unref);
  filter.drive = NULL;
  filter.since = 1700050000;
  filter.limit = 1;
  runs = ds_history_store_list_runs (store, &filter, &error);
  g_assert_cmpuint (runs->len, ==, 1);
  g_clear_pointer (&runs, g_ptr_array_unref);
  filter.kind = "nonsense";
  g_assert_null (ds_history_store_list_runs (store, &filter, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);

  g_assert_cmpint (ds_history_store_resolve_run (store, "last", &error), ==, it);
  g_assert_cmpint (ds_history_store_resolve_run (store, "aaaa2", &error), ==, ib);
  g_assert_cmpint (ds_history_store_resolve_run (store, "AAAA1111", &error), ==, ia);
  g_assert_no_error (error);
  g_assert_cmpint (ds_history_store_resolve_run (store, "aaaa", &error), ==, 0);
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  g_assert_cmpint (ds_history_store_resolve_run (store, "cccc", &error), ==, 0);
  g_assert_error (error, DS_ERROR, DS_ERROR_NOT_FOUND);
  g_clear_error (&error);
  {
    g_autoptr(DsBenchResult) digits = make_bench ("12345678-0000-4000-8000-000000000009", 1600000000, "S9", 1);
    gint64 id9 = ds_history_store_save_bench (store, digits, &error);

    g_assert_cmpint (ds_history_store_resolve_run (store, "1234", &error), ==, id9);
    g_assert_no_error (error);
    g_assert_true (ds_history_store_delete_run (store, id9, &error));
  }
  g_assert_cmpint (ds_history_store_resolve_run (store, "999", &error), ==, 0);
  g_assert_error (error, DS_ERROR, DS_ERROR_NOT_FOUND);
  g_clear_error (&error);

  g_assert_true (ds_history_store_set_label (store, ia, "before firmware update", &error));
  g_assert_true (ds_history_store_set_comment (store, ia, "90 % full", &error));
  run = ds_history_store_get_run (store, ia, &error);
  g_assert_cmpstr (run->label, ==, "before firmware update");
  g_assert_cmpstr (run->comment, ==, "90 % full");
  g_assert_true (ds_history_store_set_label (store, ia, "", &error));
  g_clear_pointer (&run, ds_history_run_free);
  run = ds_history_store_get_run (store, ia, &error);
  g_assert_null (run->label);

  g_assert_true (ds_history_store_delete_run (store, it, &error));
  g_assert_no_error (error);
  g_assert_null (ds_history_store_load_thermal (store, it, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_assert_false (ds_history_store_delete_run (store, it, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_NOT_FOUND);
  g_clear_error (&error);
  check = ds_history_store_integrity_check (store, &error);
  g_assert_cmpstr (check, ==, "ok");
}

/* A delete that fails half-way rolls its transaction back on the same
 * open store: nothing is deleted and the next save starts its own
 * transaction (with the failed one still open, BEGIN would fail). */
static void
test_failed_delete_rolls_back (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHistoryStore) store = ds_history_store_open (f->path, &error);
  g_autoptr(DsBenchResult) a = make_bench ("dddd1111-0000-4000-8000-000000000001", 1700000000, "S1", 1);
  g_autoptr(DsBenchResult) b = make_bench ("dddd2222-0000-4000-8000-000000000002", 1700100000, "S1", 1);
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GPtrArray) runs = NULL;
  JsonNode *undo = NULL;
  gint64 ia, ib, missing = 999999;

  g_assert_no_error (error);
  ia = ds_history_store_save_bench (store, a, &error);
  g_assert_no_error (error);
  g_array_append_val (ids, ia);
  g_array_append_val (ids, missing);
  g_assert_false (ds_history_store_delete_runs (store, ids, &undo, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_NOT_FOUND);
  g_assert_null (undo);
  g_clear_error (&error);

  runs = ds_history_store_list_runs (store, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (runs->len, ==, 1);
  g_assert_cmpint (((DsHistoryRun *) g_ptr_array_index (runs, 0))->id, ==, ia);
  ib = ds_history_store_save_bench (store, b, &error);
  g_assert_no_error (error);
  g_assert_cmpint (ib, >, ia);
  g_clear_pointer (&runs, g_ptr_array_unref);
  runs = ds_history_store_list_runs (store, NULL, &error);
  g_assert_cmpuint (runs->len, ==, 2);
}

static void
test_export_import_is_identical_and_idempotent (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHistoryStore) store = ds_history_store_open (f->path, &error);
  g_autofree char *other_path = g_build_filename (f->dir, "other.db", NULL);
  g_autoptr(DsHistoryStore) other = NULL;
  g_autoptr(DsBenchResult) a = make_bench ("cccc1111-0000-4000-8000-000000000001", 1700000000, "S1", 1);
  g_autoptr(DsThermalResult) t = make_thermal ("cccc2222-0000-4000-8000-000000000002", 1700200000);
  g_autoptr(JsonObject) drive = drive_object ("S1", "5B2QGXA7");
  g_autoptr(JsonObject) health = json_object_new ();
  g_autoptr(JsonNode) doc = NULL;
  g_autoptr(JsonNode) doc2 = NULL;
  g_autoptr(GPtrArray) runs = NULL;
  g_autoptr(DsHistoryDrive) d = NULL;
  g_autoptr(GPtrArray) snaps = NULL;
  g_autoptr(GArray) one = g_array_new (FALSE, FALSE, sizeof (gint64));
  guint added = 99, skipped = 99;
  gint64 ia;

  ia = ds_history_store_save_bench (store, a, &error);
  g_assert_cmpint (ds_history_store_save_thermal (store, t, &error), >, 0);
  json_object_set_int_member (health, "bytes_written", 123456789000);
  g_assert_cmpint (ds_history_store_save_health (store, drive, health, NULL, 1700000050, a->uuid, "before", &error), >, 0);
  g_assert_true (ds_history_store_set_label (store, ia, "reference", &error));
  d = ds_history_store_find_drive (store, "S1", &error);
  g_assert_true (ds_history_store_drive_set (store, d->id, 600, 5, NULL, &error));
  g_assert_no_error (error);

  doc = ds_history_store_export_json (store, NULL, &error);
  g_assert_no_error (error);
  other = ds_history_store_open (other_path, &error);
  g_assert_true (ds_history_store_import_json (other, doc, &added, &skipped, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (added, ==, 2);
  g_assert_cmpuint (skipped, ==, 0);
  g_assert_true (ds_history_store_import_json (other, doc, &added, &skipped, &error));
  g_assert_cmpuint (added, ==, 0);
  g_assert_cmpuint (skipped, ==, 2);

  runs = ds_history_store_list_runs (other, NULL, &error);
  g_assert_cmpuint (runs->len, ==, 2);
  for (guint i = 0; i < runs->len; i++)
    {
      DsHistoryRun *r = g_ptr_array_index (runs, i);
      gint64 src = ds_history_store_resolve_run (store, r->uuid, &error);
      g_autoptr(JsonNode) x = ds_history_store_load_run_json (store, src, &error);
      g_autoptr(JsonNode) y = ds_history_store_load_run_json (other, r->id, &error);
      g_autofree char *xs = NULL, *ys = NULL;

      g_assert_no_error (error);
      json_object_remove_member (json_node_get_object (x), "id");
      json_object_remove_member (json_node_get_object (y), "id");
      xs = ds_json_to_string (x, TRUE);
      ys = ds_json_to_string (y, TRUE);
      g_assert_cmpstr (xs, ==, ys);
    }
  g_clear_pointer (&d, ds_history_drive_free);
  d = ds_history_store_find_drive (other, "S1", &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (d->rated_tbw_tb, ==, 600);
  snaps = ds_history_store_list_snapshots (other, d->id, &error);
  g_assert_cmpuint (snaps->len, ==, 1);
  g_assert_cmpstr (((DsHistorySnapshot *) g_ptr_array_index (snaps, 0))->phase, ==, "before");

  /* Exporting one run carries that run and its drive only. */
  g_array_append_val (one, ia);
  doc2 = ds_history_store_export_json (store, one, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (json_array_get_length (ds_json_get_array (json_node_get_object (doc2), "runs")), ==, 1);
  g_assert_cmpuint (json_array_get_length (ds_json_get_array (json_node_get_object (doc2), "drives")), ==, 1);

  /* Something else entirely is refused and adds nothing. */
  {
    g_autoptr(JsonNode) junk = ds_json_from_string ("{\"hello\":1}", NULL);

    g_assert_false (ds_history_store_import_json (other, junk, NULL, NULL, &error));
    g_assert_error (error, DS_ERROR, DS_ERROR_PARSE);
    g_clear_error (&error);
  }
  /* A broken run in the middle rolls back the whole import. */
  {
    g_autofree char *third_path = g_build_filename (f->dir, "third.db", NULL);
    g_autoptr(DsHistoryStore) third = ds_history_store_open (third_path, &error);
    JsonArray *arr = ds_json_get_array (json_node_get_object (doc), "runs");
    g_autoptr(GPtrArray) none = NULL;

    json_object_remove_member (json_array_get_object_element (arr, 1), "uuid");
    g_assert_false (ds_history_store_import_json (third, doc, NULL, NULL, &error));
    g_assert_error (error, DS_ERROR, DS_ERROR_PARSE);
    g_clear_error (&error);
    none = ds_history_store_list_runs (third, NULL, &error);
    g_assert_cmpuint (none->len, ==, 0);
  }
}

#define FIXTURE_AFTER "-- after "

/* A fixture's script; one that begins "-- after vN.sql" holds only what
 * its version changed, and is read after that fixture. */
static char *
read_fixture (const char *name)
{
  g_autofree char *path = g_build_filename (DS_FIXTURES, "history", name, NULL);
  g_autoptr(GError) error = NULL;
  char *text = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  if (g_str_has_prefix (text, FIXTURE_AFTER))
    {
      const char *after = text + strlen (FIXTURE_AFTER);
      g_autofree char *before_name = g_strndup (after, strcspn (after, "\n"));
      g_autofree char *before = read_fixture (before_name);
      g_autofree char *changes = text;

      return g_strconcat (before, changes, NULL);
    }
  return text;
}

static void
test_migrates_every_version (Fixture *f, gconstpointer data)
{
  for (int version = 1; version <= DS_HISTORY_SCHEMA_VERSION; version++)
    {
      g_autofree char *name = g_strdup_printf ("v%d.sql", version);
      g_autofree char *script = read_fixture (name);
      g_autofree char *path = g_strdup_printf ("%s/v%d.db", f->dir, version);
      g_autoptr(GError) error = NULL;
      g_autoptr(DsHistoryStore) store = NULL;
      g_autoptr(DsBenchResult) bench = NULL;
      g_autoptr(DsThermalResult) thermal = NULL;
      g_autoptr(DsHistoryDrive) drive = NULL;
      g_autoptr(GPtrArray) snaps = NULL;
      g_autoptr(DsBenchResult) extra = make_bench ("dddd0000-0000-4000-8000-00000000000d", 1800000000, "S4EWNX0R123456", 1);
      g_autofree char *check = NULL;
      const DsIoRunStats *best;

      g_test_message ("schema version %d", version);
      g_assert_true (ds_history_create_from_script (path, script, &error));
      g_assert_no_error (error);
      store = ds_history_store_open (path, &error);
      g_assert_no_error (error);
      g_assert_cmpint (ds_history_store_get_version (store), ==, DS_HISTORY_SCHEMA_VERSION);

      bench = ds_history_store_load_bench (store, 1, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (bench->uuid, ==, "0b7d3c8e-5f1a-4c2b-9d6e-1a2b3c4d5e6f");
      g_assert_cmpuint (bench->tests->len, ==, 2);
      best = ds_bench_test_result_best (g_ptr_array_index (bench->tests, 0));
      g_assert_cmpfloat (best->mbps, ==, 3571.884);
      g_assert_cmpfloat (best->lat_p99_us, ==, 4020.5);
      if (version >= 3)
        g_assert_cmpfloat (best->cpu_seconds, ==, 1.92);
      else
        g_assert_true (isnan (best->cpu_seconds));
      g_assert_cmpstr (ds_json_get_string (ds_json_get_object (bench->conditions, "drive"), "firmware"), ==, "2B2QEXM7");
      /* version 8 keeps a run's verified writes (--verify); before it none */
      if (version >= 8)
        {
          g_assert_nonnull (bench->verify);
          g_assert_cmpint (bench->verify->first_bad_offset, ==, 512 << 20);
          g_assert_cmpint (bench->verify->first_bad_state, ==, DS_VERIFY_BLOCK_ALIASED);
          g_assert_cmpint (bench->verify->first_bad_holds, ==, 0);
          g_assert_false (ds_io_verify_result_passed (bench->verify));
        }
      else
        g_assert_null (bench->verify);

      thermal = ds_history_store_load_thermal (store, 2, &error);
      g_assert_no_error (error);
      g_assert_cmpuint (thermal->samples->len, ==, 4);
      g_assert_true (isnan (g_array_index (thermal->samples, DsThermalSample, 3).mbps));
      g_assert_cmpuint (thermal->events->len, ==, 1);
      g_assert_cmpuint (((DsThermalEvent *) g_ptr_array_index (thermal->events, 0))->steps->len, ==, 2);
      g_assert_cmpfloat (thermal->summary.steady_mbps, ==, 640.0);

      /* The list's headline numbers of a benchmark, kept on the run since
       * schema 6, are filled in for runs written before. */
      {
        g_autoptr(GPtrArray) listed = ds_history_store_list_runs (store, NULL, &error);
        const DsHistoryRun *first = NULL;

        g_assert_no_error (error);
        for (guint i = 0; i < listed->len; i++)
          if (((DsHistoryRun *) g_ptr_array_index (listed, i))->id == 1)
            first = g_ptr_array_index (listed, i);
        g_assert_nonnull (first);
        g_assert_cmpstr (first->headline_spec, ==, "SEQ1M Q8T1");
        g_assert_cmpfloat (first->headline_read_mbps, ==, 3571.884);
        g_assert_cmpfloat (first->headline_write_mbps, ==, 3298.115);
      }

      drive = ds_history_store_find_drive (store, "system disk", &error);
      g_assert_no_error (error);
      if (version >= 2)
        g_assert_cmpfloat (drive->rated_tbw_tb, ==, 600);
      else
        g_assert_true (isnan (drive->rated_tbw_tb));
      snaps = ds_history_store_list_snapshots (store, drive->id, &error);
      g_assert_cmpuint (snaps->len, ==, 3);

      {
        DsDatasheet sheet;

        /* version 7 keeps a drive's data sheet; before it there is none */
        g_assert_true (ds_history_store_run_datasheet (store, 1, &sheet, &error) == (version >= 7));
        g_assert_no_error (error);
        if (version >= 7)
          g_assert_cmpfloat (sheet.rated[DS_DATASHEET_RND4K_READ], ==, 600000);
      }
      if (version >= 5)
        {
          g_autoptr(DsVerifyResult) check_run = ds_history_store_load_verify (store, 4, &error);

          g_assert_no_error (error);
          g_assert_cmpuint (check_run->bytes_lost, ==, 1 << 20);
          g_assert_cmpint (ds_verify_result_verdict (check_run), ==, DS_VERIFY_VERDICT_COUNTERFEIT);
          g_assert_cmpuint (check_run->read_curve->len, ==, 2);
        }

      /* The upgraded database takes new runs of the newest form, verified
       * writes included. */
      extra->verify = g_new0 (DsIoVerifyResult, 1);
      *extra->verify = (DsIoVerifyResult) { .unit = 512, .bytes_written = 1 << 20, .bytes_checked = 1 << 20,
                                            .bytes_intact = (1 << 20) - 512, .bad_units = 1,
                                            .first_bad_offset = 4096, .first_bad_state = DS_VERIFY_BLOCK_ZEROS,
                                            .first_bad_holds = -1, .direct = TRUE, .complete = TRUE };
      extra->verify->bytes_by_state[DS_VERIFY_BLOCK_ZEROS] = 512;
      {
        gint64 id = ds_history_store_save_bench (store, extra, &error);
        g_autoptr(DsBenchResult) back = NULL;

        g_assert_no_error (error);
        g_assert_cmpint (id, >, 0);
        back = ds_history_store_load_bench (store, id, &error);
        g_assert_no_error (error);
        g_assert_nonnull (back->verify);
        g_assert_cmpuint (back->verify->unit, ==, 512);
        g_assert_cmpuint (back->verify->bytes_by_state[DS_VERIFY_BLOCK_ZEROS], ==, 512);
        g_assert_cmpint (back->verify->first_bad_offset, ==, 4096);
        g_assert_cmpint (back->verify->first_bad_state, ==, DS_VERIFY_BLOCK_ZEROS);
      }
      check = ds_history_store_integrity_check (store, &error);
      g_assert_cmpstr (check, ==, "ok");
    }
}

static void
test_refuses_newer_schema_untouched (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *before = NULL, *after = NULL;
  g_autofree char *sum_before = NULL, *sum_after = NULL;
  gsize len_before, len_after;
  GStatBuf st_before, st_after;
  g_autofree char *wal = g_strconcat (f->path, "-wal", NULL);
  /* A future schema that even renamed the runs table. */
  g_autofree char *script = g_strdup_printf ("CREATE TABLE measurements (id INTEGER PRIMARY KEY, future TEXT);"
                                             "INSERT INTO measurements VALUES (1, 'from the future');"
                                             "PRAGMA user_version = %d;", DS_HISTORY_SCHEMA_VERSION + 7);

  g_assert_true (ds_history_create_from_script (f->path, script, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_get_contents (f->path, &before, &len_before, NULL));
  g_assert_cmpint (g_stat (f->path, &st_before), ==, 0);
  sum_before = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (guchar *) before, len_before);

  g_assert_null (ds_history_store_open (f->path, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_TOO_NEW);
  g_assert_nonnull (strstr (error->message, "newer"));
  g_assert_nonnull (strstr (error->message, "untouched"));

  g_assert_true (g_file_get_contents (f->path, &after, &len_after, NULL));
  g_assert_cmpint (g_stat (f->path, &st_after), ==, 0);
  sum_after = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (guchar *) after, len_after);
  g_assert_cmpstr (sum_before, ==, sum_after);
  g_assert_cmpint (st_before.st_mtime, ==, st_after.st_mtime);
  g_assert_false (g_file_test (wal, G_FILE_TEST_EXISTS));
}

static void
test_damaged_file_is_reported_and_moved_aside (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *moved = NULL;
  g_autofree char *kept = NULL;
  g_autoptr(DsHistoryStore) fresh = NULL;
  const char *garbage = "This is a shopping list, not a database.\nmilk\neggs\n";

  g_assert_true (g_file_set_contents (f->path, garbage, -1, NULL));
  g_assert_null (ds_history_store_open (f->path, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_DAMAGED);
  g_assert_true (g_str_has_prefix (error->message, "history.db is damaged: "));
  g_assert_nonnull (strstr (error->message, "--reset-damaged"));
  g_clear_error (&error);

  g_assert_true (ds_history_reset_damaged (f->path, &moved, &error));
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (moved, f->path));
  g_assert_nonnull (strstr (moved, ".damaged-"));
  g_assert_false (g_file_test (f->path, G_FILE_TEST_EXISTS));
  g_assert_true (g_file_get_contents (moved, &kept, NULL, NULL));
  g_assert_cmpstr (kept, ==, garbage);

  fresh = ds_history_store_open (f->path, &error);
  g_assert_no_error (error);
  g_assert_nonnull (fresh);
}

static void
test_corrupt_pages_are_reported (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *contents = NULL;
  gsize len;

  {
    g_autoptr(DsHistoryStore) store = ds_history_store_open (f->path, &error);

    for (guint i = 0; i < 20; i++)
      {
        g_autofree char *uuid = g_strdup_printf ("eeee%04u-0000-4000-8000-000000000000", i);
        g_autoptr(DsBenchResult) r = make_bench (uuid, 1700000000 + i, "S1", 1);

        g_assert_cmpint (ds_history_store_save_bench (store, r, &error), >, 0);
      }
  }
  /* Closing checkpointed the WAL; now scribble over the b-tree pages. */
  g_assert_true (g_file_get_contents (f->path, &contents, &len, NULL));
  g_assert_cmpuint (len, >, 16384);
  for (gsize i = 4096; i < len; i += 7)
    contents[i] = (char) 0xa5;
  g_assert_true (g_file_set_contents (f->path, contents, len, NULL));
  {
    g_autoptr(DsHistoryStore) store = ds_history_store_open (f->path, &error);
    g_autoptr(GPtrArray) runs = NULL;

    if (store != NULL)
      runs = ds_history_store_list_runs (store, NULL, &error);
    g_assert_error (error, DS_ERROR, DS_ERROR_DAMAGED);
    g_assert_true (g_str_has_prefix (error->message, "history.db is damaged: "));
  }
}

static void
test_refuses_foreign_sqlite (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;

  g_assert_true (ds_history_create_from_script (f->path, "CREATE TABLE recipes (name TEXT);", &error));
  g_assert_null (ds_history_store_open (f->path, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_DAMAGED);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(name, func) g_test_add ("/ds/history/" name, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("store/creates-private-wal-database", test_creates_private_wal_database);
  g_test_add_func ("/ds/history/store/default-path-follows-environment", test_default_path_follows_environment);
  ADD ("store/bench-round-trip", test_bench_round_trip);
  ADD ("store/thermal-round-trip", test_thermal_round_trip);
  ADD ("store/imported-round-trip", test_imported_round_trip);
  ADD ("store/health-snapshots-and-drives", test_health_snapshots_and_drives);
  ADD ("store/health-reading-saved", test_health_reading_saved);
  g_test_add_func ("/ds/history/store/identity-prefers-wwn", test_identity_prefers_wwn);
  g_test_add_func ("/ds/history/store/identity-falls-back-to-serial-then-name-and-size", test_identity_fallbacks);
  ADD ("store/old-drive-shapes-still-load", test_old_drive_shapes_still_load);
  ADD ("store/one-drive-from-every-reader", test_one_drive_from_every_reader);
  ADD ("store/trends-load-only-benchmarks", test_trends_load_only_benchmarks);
  ADD ("store/list-resolve-edit-delete", test_list_resolve_edit_delete);
  ADD ("store/failed-delete-rolls-back-on-the-open-store", test_failed_delete_rolls_back);
  ADD ("store/export-import-identical-and-idempotent", test_export_import_is_identical_and_idempotent);
  ADD ("schema/migrates-every-version", test_migrates_every_version);
  ADD ("schema/refuses-newer-version-untouched", test_refuses_newer_schema_untouched);
  ADD ("schema/damaged-file-reported-and-moved-aside", test_damaged_file_is_reported_and_moved_aside);
  ADD ("schema/corrupt-pages-reported", test_corrupt_pages_are_reported);
  ADD ("schema/refuses-foreign-sqlite", test_refuses_foreign_sqlite);
  return g_test_run ();
}
