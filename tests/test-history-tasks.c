/* test-history-tasks.c — every history operation the window uses, through
 * DsHistory's _async / _finish pair, against a real database
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "ds-error.h"
#include "ds-history-store.h"
#include "ds-history.h"
#include "ds-test-db.h"
#include "ds-import.h"
#include "ds-json.h"

typedef DsTestDb Fixture;

static JsonObject *
drive_object (const char *model, const char *serial, const char *wwn)
{
  JsonObject *d = json_object_new ();

  json_object_set_string_member (d, "name", "nvme0n1");
  json_object_set_string_member (d, "model", model);
  json_object_set_string_member (d, "serial", serial);
  json_object_set_string_member (d, "firmware", "5B2QGXA7");
  if (wwn != NULL)
    json_object_set_string_member (d, "wwn", wwn);
  json_object_set_int_member (d, "size_bytes", 1000204886016);
  return d;
}

static DsBenchResult *
make_bench (const char *uuid, gint64 start, double mbps)
{
  DsBenchResult *r = ds_bench_result_new ();
  DsBenchSpec spec;
  DsBenchTestResult *t;
  DsIoRunStats s = { .mbps = mbps, .iops = mbps, .bytes = 1000000, .ios = 1, .seconds = 1,
                        .lat_mean_us = 100, .lat_min_us = 10, .lat_max_us = 1000, .lat_stddev_us = 5,
                        .lat_p50_us = 90, .lat_p90_us = 120, .lat_p99_us = 200, .lat_p999_us = 300,
                        .lat_p9999_us = 400, .cpu_seconds = 0.1 };

  r->uuid = g_strdup (uuid);
  r->start_time = start;
  r->end_time = start + 60;
  json_object_set_object_member (r->conditions, "drive",
                                 drive_object ("Samsung SSD 980 PRO 1TB", "S5GXNF0R000001", NULL));
  g_assert_true (ds_bench_spec_parse ("SEQ1M Q8T1", &spec, NULL));
  t = ds_bench_test_result_new (&spec, DS_IO_MODE_READ);
  g_array_append_val (t->runs, s);
  g_ptr_array_add (r->tests, t);
  return r;
}

static gint64
save_bench (Fixture *f, const char *uuid, gint64 start, double mbps)
{
  g_autoptr(DsBenchResult) r = make_bench (uuid, start, mbps);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  gint64 id;

  ds_history_save_bench_async (f->history, r, NULL, ds_test_store_result, &result);
  /* The task holds its own copy: changing ours now changes nothing saved. */
  r->start_time = 1;
  id = ds_history_save_bench_finish (f->history, ds_test_wait_for (&result), &error);
  g_assert_no_error (error);
  g_assert_cmpint (id, >, 0);
  return id;
}

static GPtrArray *
list_runs (Fixture *f)
{
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  GPtrArray *runs;

  ds_history_list_runs_async (f->history, NULL, ds_test_store_result, &result);
  runs = ds_history_list_runs_finish (f->history, ds_test_wait_for (&result), &error);
  g_assert_no_error (error);
  g_assert_nonnull (runs);
  return runs;
}

static DsHistoryRun *
find_run (GPtrArray *runs, gint64 id)
{
  for (guint i = 0; i < runs->len; i++)
    if (((DsHistoryRun *) g_ptr_array_index (runs, i))->id == id)
      return g_ptr_array_index (runs, i);
  return NULL;
}

/* Saving, listing, labelling and loading: what the History page does. */
static void
test_save_list_label_load (Fixture *f, gconstpointer data)
{
  gint64 a = save_bench (f, "aaaa0000-0000-4000-8000-000000000001", 1700000000, 1000);
  gint64 b = save_bench (f, "aaaa0000-0000-4000-8000-000000000002", 1700000100, 2000);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) runs = NULL;
  g_autoptr(GPtrArray) loaded = NULL;
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  DsHistoryRun *run;

  ds_history_set_label_async (f->history, a, "before the update", NULL, ds_test_store_result, &result);
  g_assert_true (ds_history_set_label_finish (f->history, ds_test_wait_for (&result), &error));
  g_assert_no_error (error);
  g_clear_object (&result);
  ds_history_set_comment_async (f->history, b, "after the update", NULL, ds_test_store_result, &result);
  g_assert_true (ds_history_set_comment_finish (f->history, ds_test_wait_for (&result), &error));
  g_assert_no_error (error);
  g_clear_object (&result);

  runs = list_runs (f);
  g_assert_cmpuint (runs->len, ==, 2);
  /* Newest first, with the start time of the result as it was passed. */
  g_assert_cmpint (((DsHistoryRun *) g_ptr_array_index (runs, 0))->id, ==, b);
  run = find_run (runs, a);
  g_assert_cmpint (run->start_time, ==, 1700000000);
  g_assert_cmpstr (run->label, ==, "before the update");
  g_assert_cmpstr (find_run (runs, b)->comment, ==, "after the update");

  /* Loading keeps the order asked for. */
  g_array_append_val (ids, b);
  g_array_append_val (ids, a);
  ds_history_load_bench_async (f->history, ids, NULL, ds_test_store_result, &result);
  loaded = ds_history_load_bench_finish (f->history, ds_test_wait_for (&result), &error);
  g_assert_no_error (error);
  g_assert_cmpuint (loaded->len, ==, 2);
  g_assert_cmpstr (((DsBenchResult *) g_ptr_array_index (loaded, 0))->uuid, ==, "aaaa0000-0000-4000-8000-000000000002");
  g_assert_cmpstr (((DsBenchResult *) g_ptr_array_index (loaded, 1))->uuid, ==, "aaaa0000-0000-4000-8000-000000000001");
  g_clear_object (&result);

  /* Labelling a run that is not there is an error, not a silent no-op. */
  ds_history_set_label_async (f->history, b + 100, "nobody", NULL, ds_test_store_result, &result);
  g_assert_false (ds_history_set_label_finish (f->history, ds_test_wait_for (&result), &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_NOT_FOUND);
}

static void
test_save_and_load_thermal (Fixture *f, gconstpointer data)
{
  g_autoptr(DsThermalResult) r = ds_thermal_result_new ();
  g_autoptr(DsThermalResult) loaded = NULL;
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  gint64 id;

  r->uuid = g_strdup ("bbbb0000-0000-4000-8000-000000000001");
  r->start_time = 1700000000;
  r->summary.steady_mbps = 640.5;
  for (guint i = 0; i < 5; i++)
    {
      DsThermalSample s = { i * 2.0, 900.0 - i, 40.0 + i, (guint64) i * 1000000, FALSE };

      g_array_append_val (r->samples, s);
    }
  json_object_set_object_member (r->conditions, "drive",
                                 drive_object ("Samsung SSD 980 PRO 1TB", "S5GXNF0R000001", NULL));
  ds_history_save_thermal_async (f->history, r, NULL, ds_test_store_result, &result);
  id = ds_history_save_thermal_finish (f->history, ds_test_wait_for (&result), &error);
  g_assert_no_error (error);
  g_assert_cmpint (id, >, 0);
  g_clear_object (&result);

  ds_history_load_thermal_async (f->history, id, NULL, ds_test_store_result, &result);
  loaded = ds_history_load_thermal_finish (f->history, ds_test_wait_for (&result), &error);
  g_assert_no_error (error);
  g_assert_cmpstr (loaded->uuid, ==, r->uuid);
  g_assert_cmpuint (loaded->samples->len, ==, 5);
  g_assert_cmpfloat_with_epsilon (loaded->summary.steady_mbps, 640.5, 1e-9);
}

/* Deleting several runs is one transaction: the undo document holds them
 * all and puts them back. */
static void
test_delete_runs_and_undo (Fixture *f, gconstpointer data)
{
  gint64 a = save_bench (f, "cccc0000-0000-4000-8000-000000000001", 1700000000, 1000);
  gint64 b = save_bench (f, "cccc0000-0000-4000-8000-000000000002", 1700000100, 2000);
  gint64 c = save_bench (f, "cccc0000-0000-4000-8000-000000000003", 1700000200, 3000);
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) undo = NULL;
  g_autoptr(GPtrArray) left = NULL;
  g_autoptr(GPtrArray) back = NULL;
  guint added = 0, skipped = 0;

  g_array_append_val (ids, a);
  g_array_append_val (ids, c);
  ds_history_delete_runs_async (f->history, ids, NULL, ds_test_store_result, &result);
  undo = ds_history_delete_runs_finish (f->history, ds_test_wait_for (&result), &error);
  g_assert_no_error (error);
  g_assert_nonnull (undo);
  g_assert_cmpuint (json_array_get_length (ds_json_get_array (json_node_get_object (undo), "runs")), ==, 2);
  g_clear_object (&result);
  left = list_runs (f);
  g_assert_cmpuint (left->len, ==, 1);
  g_assert_nonnull (find_run (left, b));

  ds_history_import_json_async (f->history, undo, NULL, ds_test_store_result, &result);
  g_assert_true (ds_history_import_json_finish (f->history, ds_test_wait_for (&result), &added, &skipped, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (added, ==, 2);
  g_assert_cmpuint (skipped, ==, 0);
  back = list_runs (f);
  g_assert_cmpuint (back->len, ==, 3);
}

/* A failure half-way through deleting deletes nothing. The database is
 * made with a trigger that refuses to delete the last run asked for, so
 * the first deletions have run when the failure comes. */
static void
test_delete_runs_failure_deletes_nothing (Fixture *f, gconstpointer data)
{
  g_autofree char *schema_path = g_build_filename (DS_FIXTURES, "history", "v3.sql", NULL);
  g_autofree char *schema = NULL;
  g_autofree char *script = NULL;
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) undo = NULL;
  g_autoptr(GPtrArray) runs = NULL;
  gint64 a, b, c;
  guint n;

  g_assert_true (g_file_get_contents (schema_path, &schema, NULL, NULL));
  script = g_strconcat (schema,
                        "\nCREATE TRIGGER injected_failure BEFORE DELETE ON runs"
                        " WHEN old.uuid = 'dddd0000-0000-4000-8000-000000000003'"
                        " BEGIN SELECT RAISE (ABORT, 'injected failure'); END;\n",
                        NULL);
  g_assert_true (ds_history_create_from_script (f->path, script, &error));
  g_assert_no_error (error);

  a = save_bench (f, "dddd0000-0000-4000-8000-000000000001", 1700000000, 1000);
  b = save_bench (f, "dddd0000-0000-4000-8000-000000000002", 1700000100, 2000);
  c = save_bench (f, "dddd0000-0000-4000-8000-000000000003", 1700000200, 3000);
  g_array_append_val (ids, a);
  g_array_append_val (ids, b);
  g_array_append_val (ids, c);
  /* The schema dump comes with runs of its own. */
  runs = list_runs (f);
  n = runs->len;
  g_clear_pointer (&runs, g_ptr_array_unref);
  ds_history_delete_runs_async (f->history, ids, NULL, ds_test_store_result, &result);
  undo = ds_history_delete_runs_finish (f->history, ds_test_wait_for (&result), &error);
  g_assert_null (undo);
  g_assert_nonnull (error);
  g_test_message ("the failure: %s", error->message);
  g_assert_nonnull (strstr (error->message, "injected failure"));

  runs = list_runs (f);
  g_assert_cmpuint (runs->len, ==, n);
  g_assert_nonnull (find_run (runs, a));
  g_assert_nonnull (find_run (runs, b));
}

static DsHistoryRun *
only_run (Fixture *f)
{
  g_autoptr(GPtrArray) runs = list_runs (f);

  g_assert_cmpuint (runs->len, ==, 1);
  return g_ptr_array_steal_index (runs, 0);
}

static void
import_file (Fixture *f, const char *path, guint *added, guint *skipped)
{
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;

  ds_history_import_file_async (f->history, path, DS_IMPORT_FORMAT_ANY, NULL, ds_test_store_result, &result);
  g_assert_true (ds_history_import_file_finish (f->history, ds_test_wait_for (&result), added, skipped, &error));
  g_assert_no_error (error);
}

/* The window's import is the CLI's: the format is told from the content,
 * the same file twice is one run (the second import succeeds and adds
 * nothing), and the run remembers the file it came from. */
static void
test_import_file_twice_is_one_run (Fixture *f, gconstpointer data)
{
  const char *files[][3] = {
    { "cdm", "cdm9-nvme.txt", "imported-cdm" },
    { "cdm", "cdm8-nvme-mix.txt", "imported-cdm" },  /* UTF-16 */
    { "fio", "cdm-like.json", "imported-fio" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (files); i++)
    {
      g_autofree char *path = g_build_filename (DS_FIXTURES, files[i][0], files[i][1], NULL);
      g_autoptr(DsHistoryStore) store = NULL;
      g_autoptr(DsHistoryRun) run = NULL;
      g_autoptr(JsonNode) json = NULL;
      g_autoptr(GError) error = NULL;
      guint added = 99, skipped = 99;

      g_test_message ("%s", files[i][1]);
      g_unlink (f->path);
      import_file (f, path, &added, &skipped);
      g_assert_cmpuint (added, ==, 1);
      g_assert_cmpuint (skipped, ==, 0);
      import_file (f, path, &added, &skipped);
      g_assert_cmpuint (added, ==, 0);
      g_assert_cmpuint (skipped, ==, 1);

      run = only_run (f);
      g_assert_cmpstr (ds_run_kind_to_string (run->kind), ==, files[i][2]);
      store = ds_history_store_open (f->path, &error);
      g_assert_no_error (error);
      json = ds_history_store_load_run_json (store, run->id, &error);
      g_assert_no_error (error);
      g_assert_cmpstr (ds_json_get_string (ds_json_get_object (json_node_get_object (json), "conditions"), "imported_from"),
                       ==, files[i][1]);
    }
}

/* A file that does not parse writes nothing, not even a database. */
static void
test_import_file_malformed_writes_nothing (Fixture *f, gconstpointer data)
{
  g_autofree char *path = g_build_filename (DS_FIXTURES, "cdm", "malformed-number.txt", NULL);
  g_autofree char *missing = g_build_filename (f->dir, "no-such-file.txt", NULL);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;

  ds_history_import_file_async (f->history, path, DS_IMPORT_FORMAT_ANY, NULL, ds_test_store_result, &result);
  g_assert_false (ds_history_import_file_finish (f->history, ds_test_wait_for (&result), NULL, NULL, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "Line 10:"));
  g_assert_false (g_file_test (f->path, G_FILE_TEST_EXISTS));
  g_clear_object (&result);
  g_clear_error (&error);

  ds_history_import_file_async (f->history, missing, DS_IMPORT_FORMAT_ANY, NULL, ds_test_store_result, &result);
  g_assert_false (ds_history_import_file_finish (f->history, ds_test_wait_for (&result), NULL, NULL, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_NOT_FOUND);
  g_assert_false (g_file_test (f->path, G_FILE_TEST_EXISTS));
}

/* Export then import into another database gives the same runs. */
static void
test_export_file_round_trip (Fixture *f, gconstpointer data)
{
  g_autofree char *export_path = g_build_filename (f->dir, "export.json", NULL);
  g_autofree char *other = g_build_filename (f->dir, "other.db", NULL);
  DsHistory *other_history;
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  guint added = 0, skipped = 0;
  gint64 a;

  a = save_bench (f, "eeee0000-0000-4000-8000-000000000001", 1700000000, 1000);
  save_bench (f, "eeee0000-0000-4000-8000-000000000002", 1700000100, 2000);
  g_array_append_val (ids, a);
  ds_history_export_file_async (f->history, ids, export_path, NULL, ds_test_store_result, &result);
  g_assert_true (ds_history_export_file_finish (f->history, ds_test_wait_for (&result), &error));
  g_assert_no_error (error);
  g_clear_object (&result);

  other_history = ds_history_new (other);
  ds_history_import_file_async (other_history, export_path, DS_IMPORT_FORMAT_ANY, NULL, ds_test_store_result, &result);
  g_assert_true (ds_history_import_file_finish (other_history, ds_test_wait_for (&result), &added, &skipped, &error));
  g_assert_no_error (error);
  /* Only the run asked for. */
  g_assert_cmpuint (added, ==, 1);
  g_assert_cmpuint (skipped, ==, 0);
  g_clear_object (&result);   /* it holds its source, the history */
  ds_test_history_free (other_history);
  g_unlink (other);
}

static void
save_health (Fixture *f, DsDrive *drive, gint64 bytes_written)
{
  g_autoptr(DsHealth) health = ds_health_new ();
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;

  health->bytes_written = bytes_written;
  health->percentage_used = 3;
  ds_history_save_health_async (f->history, drive, health, NULL, NULL, NULL, ds_test_store_result, &result);
  g_assert_cmpint (ds_history_save_health_finish (f->history, ds_test_wait_for (&result), &error), >, 0);
  g_assert_no_error (error);
}

/* A drive's trends: its benchmarks oldest first, its snapshots, its
 * ratings; the drive is found as the store matches it (here the sysfs
 * reader's short model and a WWN the saved runs never had). */
static void
test_trends_and_ratings (Fixture *f, gconstpointer data)
{
  g_autoptr(DsDrive) drive = ds_drive_new ("nvme0n1");
  g_autoptr(JsonObject) obj = NULL;
  g_autoptr(JsonObject) stranger = drive_object ("Other SSD", "XYZ", NULL);
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHistoryTrends) trends = NULL;
  g_autoptr(DsHistoryTrends) none = NULL;

  save_bench (f, "ffff0000-0000-4000-8000-000000000002", 1700000100, 2000);
  save_bench (f, "ffff0000-0000-4000-8000-000000000001", 1700000000, 1000);
  drive->model = g_strdup ("Samsung SSD 980");
  drive->serial = g_strdup ("S5GXNF0R000001");
  drive->wwn = g_strdup ("eui.0025385b21404321");
  drive->size_bytes = 1000204886016;
  save_health (f, drive, 1000000000000);
  save_health (f, drive, 2000000000000);
  obj = ds_history_drive_object (drive);

  ds_history_load_trends_async (f->history, obj, NULL, ds_test_store_result, &result);
  trends = ds_history_load_trends_finish (f->history, ds_test_wait_for (&result), &error);
  g_assert_no_error (error);
  g_assert_nonnull (trends->drive);
  g_assert_cmpuint (trends->results->len, ==, 2);
  g_assert_cmpint (((DsBenchResult *) g_ptr_array_index (trends->results, 0))->start_time, ==, 1700000000);
  g_assert_cmpint (((DsBenchResult *) g_ptr_array_index (trends->results, 1))->start_time, ==, 1700000100);
  g_assert_cmpuint (trends->snapshots->len, ==, 2);
  g_assert_true (isnan (trends->drive->rated_tbw_tb));
  g_clear_object (&result);

  ds_history_set_ratings_async (f->history, trends->drive->id, 600, 5, NULL, ds_test_store_result, &result);
  g_assert_true (ds_history_set_ratings_finish (f->history, ds_test_wait_for (&result), &error));
  g_assert_no_error (error);
  g_clear_object (&result);
  g_clear_pointer (&trends, ds_history_trends_free);
  ds_history_load_trends_async (f->history, obj, NULL, ds_test_store_result, &result);
  trends = ds_history_load_trends_finish (f->history, ds_test_wait_for (&result), &error);
  g_assert_no_error (error);
  g_assert_cmpfloat (trends->drive->rated_tbw_tb, ==, 600);
  g_assert_cmpint (trends->drive->warranty_years, ==, 5);
  g_clear_object (&result);

  /* A drive the history has never seen: no trends, and no error. */
  ds_history_load_trends_async (f->history, stranger, NULL, ds_test_store_result, &result);
  none = ds_history_load_trends_finish (f->history, ds_test_wait_for (&result), &error);
  g_assert_no_error (error);
  g_assert_null (none->drive);
  g_assert_cmpuint (none->results->len, ==, 0);
  g_assert_cmpuint (none->snapshots->len, ==, 0);
}

/* The one rule both the store and the History page use. */
static void
test_drive_key_matches (void)
{
  DsHistoryDriveKey sysfs = { "wwn:eui.0025385b21404321", "eui.0025385B21404321", "S5GXNF0R000001", "Samsung SSD 980" };
  DsHistoryDriveKey helper = { "sn:Samsung SSD 980 PRO 1TB/S5GXNF0R000001", NULL, "S5GXNF0R000001 ", "Samsung SSD 980 PRO 1TB" };
  DsHistoryDriveKey other_model = { NULL, NULL, "S5GXNF0R000001", "WD_BLACK SN850X" };
  DsHistoryDriveKey no_model = { NULL, NULL, "S5GXNF0R000001", NULL };
  DsHistoryDriveKey same_wwn = { NULL, "EUI.0025385b21404321", NULL, NULL };
  DsHistoryDriveKey zero_a = { NULL, "0x0000000000000000", "QM00001", "QEMU NVMe Ctrl" };
  DsHistoryDriveKey zero_b = { NULL, "0x0000000000000000", "QM00002", "QEMU NVMe Ctrl" };
  DsHistoryDriveKey nothing = { NULL, NULL, NULL, NULL };

  g_assert_true (ds_history_drive_key_matches (&sysfs, &helper));
  g_assert_true (ds_history_drive_key_matches (&helper, &sysfs));
  g_assert_true (ds_history_drive_key_matches (&sysfs, &same_wwn));
  g_assert_true (ds_history_drive_key_matches (&no_model, &helper));
  g_assert_false (ds_history_drive_key_matches (&other_model, &helper));
  /* Emulated controllers all report a zero EUI: that is no identity. */
  g_assert_false (ds_history_drive_key_matches (&zero_a, &zero_b));
  g_assert_true (ds_history_drive_key_matches (&zero_a, &zero_a));
  g_assert_false (ds_history_drive_key_matches (&nothing, &nothing));
}

/* The store keeps one drive for both readers, and finds it for either. */
static void
test_store_matches_drive_from_either_reader (Fixture *f, gconstpointer data)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHistoryStore) store = ds_history_store_open (f->path, &error);
  g_autoptr(JsonObject) helper = drive_object ("Samsung SSD 980 PRO 1TB", "S5GXNF0R000001", NULL);
  g_autoptr(JsonObject) sysfs = drive_object ("Samsung SSD 980", "S5GXNF0R000001", "eui.0025385b21404321");
  g_autoptr(JsonObject) zero_a = drive_object ("QEMU NVMe Ctrl", "QM00001", "0x0000000000000000");
  g_autoptr(JsonObject) zero_b = drive_object ("QEMU NVMe Ctrl", "QM00002", "0x0000000000000000");
  g_autoptr(DsHistoryDrive) found = NULL;
  gint64 first, second;

  g_assert_no_error (error);
  first = ds_history_store_ensure_drive (store, helper, &error);
  g_assert_no_error (error);
  second = ds_history_store_ensure_drive (store, sysfs, &error);
  g_assert_no_error (error);
  g_assert_cmpint (first, >, 0);
  g_assert_cmpint (second, ==, first);
  found = ds_history_store_match_drive (store, sysfs, &error);
  g_assert_no_error (error);
  g_assert_cmpint (found->id, ==, first);

  /* Two emulated disks with a zero EUI are two drives. */
  first = ds_history_store_ensure_drive (store, zero_a, &error);
  second = ds_history_store_ensure_drive (store, zero_b, &error);
  g_assert_no_error (error);
  g_assert_cmpint (first, >, 0);
  g_assert_cmpint (second, >, 0);
  g_assert_cmpint (second, !=, first);
}

static void
on_changed (DsHistory       *history,
            DsHistoryChange  what,
            gpointer         user_data)
{
  GArray *seen = user_data;

  g_array_append_val (seen, what);
}

/* Every write that succeeds says so once, with what it changed, after its
 * own callback; reads and failed writes say nothing. A run of any kind
 * finishes with the one save finish. */
static void
test_changed_after_each_write (Fixture *f, gconstpointer data)
{
  g_autoptr(GArray) seen = g_array_new (FALSE, FALSE, sizeof (DsHistoryChange));
  g_autoptr(DsThermalResult) thermal = ds_thermal_result_new ();
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) runs = NULL;
  gint64 id;

  g_signal_connect (f->history, "changed", G_CALLBACK (on_changed), seen);
  id = save_bench (f, "ffff0000-0000-4000-8000-000000000001", 1700000000, 1000);
  /* save_bench waited for its callback only: "changed" follows it. */
  while (seen->len == 0)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (seen->len, ==, 1);
  g_assert_cmpuint (g_array_index (seen, DsHistoryChange, 0), ==, DS_HISTORY_CHANGE_RUNS);

  runs = list_runs (f);
  g_assert_cmpuint (runs->len, ==, 1);
  ds_history_set_label_async (f->history, id + 100, "nobody", NULL, ds_test_store_result, &result);
  g_assert_false (ds_history_set_label_finish (f->history, ds_test_wait_for (&result), &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_NOT_FOUND);
  g_clear_error (&error);
  g_clear_object (&result);
  while (g_main_context_iteration (NULL, FALSE))
    ;
  g_assert_cmpuint (seen->len, ==, 1);

  thermal->uuid = g_strdup ("ffff0000-0000-4000-8000-000000000002");
  thermal->start_time = 1700000100;
  json_object_set_object_member (thermal->conditions, "drive",
                                 drive_object ("Samsung SSD 980 PRO 1TB", "S5GXNF0R000001", NULL));
  ds_history_save_thermal_async (f->history, thermal, NULL, ds_test_store_result, &result);
  g_assert_cmpint (ds_history_save_run_finish (f->history, ds_test_wait_for (&result), &error), >, id);
  g_assert_no_error (error);
  g_clear_object (&result);
  ds_history_set_ratings_async (f->history, 1, 600, 5, NULL, ds_test_store_result, &result);
  g_assert_true (ds_history_set_ratings_finish (f->history, ds_test_wait_for (&result), &error));
  g_assert_no_error (error);
  while (seen->len < 3)
    g_main_context_iteration (NULL, TRUE);
  g_assert_cmpuint (g_array_index (seen, DsHistoryChange, 1), ==, DS_HISTORY_CHANGE_RUNS);
  g_assert_cmpuint (g_array_index (seen, DsHistoryChange, 2), ==, DS_HISTORY_CHANGE_DRIVES);
  g_signal_handlers_disconnect_by_func (f->history, on_changed, seen);
}

/* A database moved aside (as `import --reset-damaged` does) is not written
 * through a connection still open on it: the history is the file at its
 * path. */
static void
test_follows_the_file_at_its_path (Fixture *f, gconstpointer data)
{
  g_autofree char *aside = NULL;
  g_autoptr(GPtrArray) runs = NULL;
  g_autoptr(DsHistoryStore) store = NULL;
  g_autoptr(GError) error = NULL;

  save_bench (f, "ffff0000-0000-4000-8000-000000000003", 1700000000, 1000);
  g_assert_true (ds_history_reset_damaged (f->path, &aside, &error));
  g_assert_no_error (error);
  save_bench (f, "ffff0000-0000-4000-8000-000000000004", 1700000100, 2000);
  runs = list_runs (f);
  g_assert_cmpuint (runs->len, ==, 1);
  g_assert_cmpstr (((DsHistoryRun *) runs->pdata[0])->uuid, ==, "ffff0000-0000-4000-8000-000000000004");
  g_clear_pointer (&runs, g_ptr_array_unref);
  store = ds_history_store_open (aside, &error);
  g_assert_no_error (error);
  runs = ds_history_store_list_runs (store, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (runs->len, ==, 1);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(name, func) g_test_add ("/ds/history/tasks/" name, Fixture, NULL, ds_test_db_set_up, func, ds_test_db_tear_down)
  ADD ("save-list-label-load", test_save_list_label_load);
  ADD ("save-and-load-thermal", test_save_and_load_thermal);
  ADD ("delete-runs-then-undo-puts-them-back", test_delete_runs_and_undo);
  ADD ("delete-runs-failure-half-way-deletes-nothing", test_delete_runs_failure_deletes_nothing);
  ADD ("import-same-file-twice-is-one-run-with-its-name", test_import_file_twice_is_one_run);
  ADD ("import-malformed-file-writes-nothing", test_import_file_malformed_writes_nothing);
  ADD ("export-file-holds-the-runs-asked-for", test_export_file_round_trip);
  ADD ("trends-and-ratings-of-a-drive", test_trends_and_ratings);
  ADD ("changed-after-each-write-that-succeeds", test_changed_after_each_write);
  ADD ("follows-the-file-at-its-path", test_follows_the_file_at_its_path);
  g_test_add_func ("/ds/history/drive/key-matches-across-readers", test_drive_key_matches);
  ADD ("drive/store-matches-either-reader", test_store_matches_drive_from_either_reader);
  return g_test_run ();
}
