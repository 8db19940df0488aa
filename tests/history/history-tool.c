/* history-tool.c — a writer, checker and generator of history databases for tests
 *
 *   history-tool write DB N          save N runs (0: until killed), printing
 *                                    "saved I" after each commit
 *   history-tool verify DB           integrity_check, then every run whole;
 *                                    prints "runs N"
 *   history-tool export DB [ID…]     the export document on stdout
 *   history-tool generate DB RUNS SNAPSHOTS   a large history for tests/bench
 *
 * Every run carries in its settings how many tests / samples it was saved
 * with, so `verify` can tell a whole run from a torn one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "ds-history-store.h"
#include "ds-json.h"

static JsonObject *
drive_object (guint n)
{
  JsonObject *d = json_object_new ();
  g_autofree char *serial = g_strdup_printf ("S5GXNF0R%06u", n);

  json_object_set_string_member (d, "name", "nvme0n1");
  json_object_set_string_member (d, "model", n % 2 ? "Samsung SSD 980 PRO 1TB" : "WD_BLACK SN850X 2000GB");
  json_object_set_string_member (d, "serial", serial);
  json_object_set_string_member (d, "firmware", n % 3 ? "5B2QGXA7" : "3B2QGXA7");
  json_object_set_int_member (d, "size_bytes", 1000204886016);
  return d;
}

static DsBenchResult *
make_bench (GRand *rand, guint drive, gint64 start, guint n_tests, guint n_runs)
{
  static const char * const specs[] = { "SEQ1M Q8T1", "SEQ1M Q1T1", "RND4K Q32T1", "RND4K Q1T1",
                                        "SEQ128K Q32T1", "RND4K Q32T16" };
  DsBenchResult *r = ds_bench_result_new ();

  r->uuid = g_uuid_string_random ();
  r->start_time = start;
  r->end_time = start + 120;
  json_object_set_int_member (r->settings, "expected_tests", n_tests);
  json_object_set_int_member (r->settings, "expected_runs", n_runs);
  json_object_set_int_member (r->settings, "size_bytes", 1073741824);
  json_object_set_object_member (r->conditions, "drive", drive_object (drive));
  json_object_set_double_member (r->conditions, "fill_percent", g_rand_int_range (rand, 5, 95));
  json_object_set_string_member (r->conditions, "filesystem", "ext4");
  for (guint i = 0; i < n_tests; i++)
    {
      DsBenchSpec spec;
      DsBenchTestResult *t;

      ds_bench_spec_parse (specs[(i / 2) % G_N_ELEMENTS (specs)], &spec, NULL);
      t = ds_bench_test_result_new (&spec, i % 2 ? DS_IO_MODE_WRITE : DS_IO_MODE_READ);
      for (guint k = 0; k < n_runs; k++)
        {
          DsIoRunStats s = {
            .mbps = g_rand_double_range (rand, 50, 7000), .iops = g_rand_double_range (rand, 1000, 900000),
            .bytes = 5000000000ULL, .ios = 1000000, .seconds = 5, .lat_mean_us = 100, .lat_min_us = 10,
            .lat_max_us = 9000, .lat_stddev_us = 20, .lat_p50_us = 90, .lat_p90_us = 150, .lat_p99_us = 400,
            .lat_p999_us = 900, .lat_p9999_us = 2000, .cpu_seconds = 0.5,
          };

          g_array_append_val (t->runs, s);
        }
      g_ptr_array_add (r->tests, t);
    }
  return r;
}

static DsThermalResult *
make_thermal (GRand *rand, guint drive, gint64 start, guint n_samples)
{
  DsThermalResult *r = ds_thermal_result_new ();

  r->uuid = g_uuid_string_random ();
  r->start_time = start;
  r->end_time = start + n_samples / 2;
  json_object_set_int_member (r->settings, "expected_samples", n_samples);
  json_object_set_object_member (r->conditions, "drive", drive_object (drive));
  for (guint i = 0; i < n_samples; i++)
    {
      DsThermalSample s = { i * 0.5, g_rand_double_range (rand, 400, 950), 40 + i * 0.01,
                            (guint64) i * 450000000ULL, FALSE };

      g_array_append_val (r->samples, s);
    }
  for (guint i = 0; i < 2; i++)
    {
      DsThermalEvent *e = ds_thermal_event_new ();

      e->cause = DS_THERMAL_CAUSE_THERMAL;
      e->onset_s = 90 + i * 100;
      g_array_append_val (e->steps, ((DsThermalStep) { 90 + i * 100, 640 }));
      g_ptr_array_add (r->events, e);
    }
  r->summary.steady_mbps = 640;
  return r;
}

static int
do_write (const char *db, guint n)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHistoryStore) store = ds_history_store_open (db, &error);
  g_autoptr(GRand) rand = g_rand_new ();

  if (store == NULL)
    {
      g_printerr ("history-tool: %s\n", error->message);
      return 1;
    }
  for (guint i = 0; n == 0 || i < n; i++)
    {
      gint64 id;

      if (i % 3 == 2)
        {
          g_autoptr(DsThermalResult) t = make_thermal (rand, i % 4, 1700000000 + i, 1500);

          id = ds_history_store_save_thermal (store, t, &error);
        }
      else
        {
          g_autoptr(DsBenchResult) b = make_bench (rand, i % 4, 1700000000 + i, 12, 5);

          id = ds_history_store_save_bench (store, b, &error);
        }
      if (id <= 0)
        {
          g_printerr ("history-tool: save %u: %s\n", i, error->message);
          return 1;
        }
      printf ("saved %u\n", i + 1);
      fflush (stdout);
    }
  return 0;
}

static int
do_verify (const char *db)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHistoryStore) store = ds_history_store_open (db, &error);
  g_autoptr(GPtrArray) runs = NULL;
  g_autofree char *check = NULL;

  if (store == NULL)
    {
      g_printerr ("history-tool: %s\n", error->message);
      return 1;
    }
  check = ds_history_store_integrity_check (store, &error);
  if (check == NULL || !g_str_equal (check, "ok"))
    {
      g_printerr ("history-tool: integrity check: %s\n", check ? check : error->message);
      return 1;
    }
  runs = ds_history_store_list_runs (store, NULL, &error);
  if (runs == NULL)
    {
      g_printerr ("history-tool: %s\n", error->message);
      return 1;
    }
  for (guint i = 0; i < runs->len; i++)
    {
      DsHistoryRun *run = g_ptr_array_index (runs, i);

      if (run->kind == DS_RUN_KIND_THERMAL)
        {
          g_autoptr(DsThermalResult) t = ds_history_store_load_thermal (store, run->id, &error);

          if (t == NULL || (gint64) t->samples->len != ds_json_get_int (t->settings, "expected_samples", -1) ||
              t->events->len != 2)
            {
              g_printerr ("history-tool: thermal run %" G_GINT64_FORMAT " is torn\n", run->id);
              return 1;
            }
        }
      else
        {
          g_autoptr(DsBenchResult) b = ds_history_store_load_bench (store, run->id, &error);

          if (b == NULL || (gint64) b->tests->len != ds_json_get_int (b->settings, "expected_tests", -1))
            {
              g_printerr ("history-tool: bench run %" G_GINT64_FORMAT " is torn\n", run->id);
              return 1;
            }
          for (guint k = 0; k < b->tests->len; k++)
            if ((gint64) ((DsBenchTestResult *) g_ptr_array_index (b->tests, k))->runs->len !=
                ds_json_get_int (b->settings, "expected_runs", -1))
              {
                g_printerr ("history-tool: bench run %" G_GINT64_FORMAT " has a torn test\n", run->id);
                return 1;
              }
        }
    }
  printf ("runs %u\n", runs->len);
  return 0;
}

static int
do_export (const char *db, int argc, char **argv)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHistoryStore) store = ds_history_store_open (db, &error);
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(JsonNode) doc = NULL;
  g_autofree char *text = NULL;

  if (store == NULL)
    {
      g_printerr ("history-tool: %s\n", error->message);
      return 1;
    }
  for (int i = 0; i < argc; i++)
    {
      gint64 id = ds_history_store_resolve_run (store, argv[i], &error);

      if (id == 0)
        {
          g_printerr ("history-tool: %s\n", error->message);
          return 1;
        }
      g_array_append_val (ids, id);
    }
  doc = ds_history_store_export_json (store, ids, &error);
  if (doc == NULL)
    {
      g_printerr ("history-tool: %s\n", error->message);
      return 1;
    }
  text = ds_json_to_string (doc, TRUE);
  fputs (text, stdout);
  return 0;
}

static int
do_generate (const char *db, guint n_runs, guint n_snapshots)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHistoryStore) store = ds_history_store_open (db, &error);
  g_autoptr(GRand) rand = g_rand_new_with_seed (42);
  const guint n_drives = 10;

  if (store == NULL)
    {
      g_printerr ("history-tool: %s\n", error->message);
      return 1;
    }
  for (guint i = 0; i < n_runs; i++)
    {
      gint64 start = 1600000000 + (gint64) i * 3600;
      gint64 id;

      if (i % 10 == 9)
        {
          g_autoptr(DsThermalResult) t = make_thermal (rand, i % n_drives, start, 120);

          id = ds_history_store_save_thermal (store, t, &error);
        }
      else
        {
          g_autoptr(DsBenchResult) b = make_bench (rand, i % n_drives, start, 8, 3);

          id = ds_history_store_save_bench (store, b, &error);
        }
      if (id <= 0)
        {
          g_printerr ("history-tool: %s\n", error->message);
          return 1;
        }
    }
  for (guint i = 0; i < n_snapshots; i++)
    {
      g_autoptr(JsonObject) drive = drive_object (i % n_drives);
      g_autoptr(JsonObject) health = json_object_new ();

      json_object_set_int_member (health, "bytes_written", 1000000000000 + (gint64) i * 20000000000);
      json_object_set_int_member (health, "percentage_used", i / 100);
      json_object_set_int_member (health, "power_on_hours", 1000 + i * 24);
      if (ds_history_store_save_health (store, drive, health, NULL, 1600000000 + (gint64) i * 86400,
                                        NULL, NULL, &error) <= 0)
        {
          g_printerr ("history-tool: %s\n", error->message);
          return 1;
        }
    }
  return 0;
}

int
main (int argc, char **argv)
{
  if (argc >= 3 && g_str_equal (argv[1], "write"))
    return do_write (argv[2], argc > 3 ? (guint) atoi (argv[3]) : 0);
  if (argc == 3 && g_str_equal (argv[1], "verify"))
    return do_verify (argv[2]);
  if (argc >= 3 && g_str_equal (argv[1], "export"))
    return do_export (argv[2], argc - 3, argv + 3);
  if (argc == 5 && g_str_equal (argv[1], "generate"))
    return do_generate (argv[2], (guint) atoi (argv[3]), (guint) atoi (argv[4]));
  g_printerr ("usage: history-tool write DB [N] | verify DB | export DB [RUN…] | generate DB RUNS SNAPSHOTS\n");
  return 2;
}
