/* test-history-tasks-suite.c — the window's save and load of suite runs,
 * through their _async / _finish pair, against a real database; and the
 * Result the History lists for a sweep without a plateau
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "ds-error.h"
#include "ds-history-compare.h"
#include "ds-history-load.h"
#include "ds-history-store.h"
#include "ds-history.h"
#include "ds-json.h"
#include "ds-suite-analysis.h"
#include "ds-test-db.h"
#include "ds-suite-job.h"

typedef DsTestDb Fixture;

/* A read sweep of 4K, 64K and 1M at @mbps each. */
static DsSuiteResult *
make_sweep (const char   *uuid,
            const double  mbps[3])
{
  g_autoptr(DsSuiteSettings) settings = ds_suite_settings_new (DS_SUITE_BLOCKSIZE);
  DsSuiteResult *r = ds_suite_result_new (DS_SUITE_BLOCKSIZE);
  const guint64 blocks[3] = { 4096, 65536, 1048576 };

  settings->dir = g_strdup ("/tmp");
  g_clear_pointer (&r->settings, json_object_unref);
  r->settings = ds_suite_settings_to_json (settings);
  r->uuid = g_strdup (uuid);
  r->start_time = 1700000000;
  r->end_time = 1700000010;
  r->status = DS_RUN_STATUS_COMPLETED;
  for (guint i = 0; i < 3; i++)
    {
      DsSuiteStepSpec spec = { NULL, 100, 0, blocks[i], 4, 1 };
      DsSuiteStep *st = ds_suite_step_new (&spec);

      st->stats.mbps = mbps[i];
      st->stats.iops = mbps[i] * 1e6 / (double) blocks[i];
      st->stats.seconds = 1.0;
      st->stats.bytes = (guint64) (mbps[i] * 1e6);
      st->stats.ios = (guint64) st->stats.iops;
      st->stats.lat_mean_us = 4.0 / st->stats.iops * 1e6;
      g_ptr_array_add (r->steps, st);
    }
  return r;
}

static gint64
save (Fixture       *f,
      DsSuiteResult *r)
{
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  gint64 id;

  ds_history_save_suite_async (f->history, r, NULL, ds_test_store_result, &result);
  /* The save works on its own copy: changing the caller's result after
   * the call does not change what is kept. */
  ((DsSuiteStep *) g_ptr_array_index (r->steps, 0))->stats.mbps = -1;
  id = ds_history_save_suite_finish (f->history, ds_test_wait_for (&result), &error);
  g_assert_no_error (error);
  g_assert_cmpint (id, >, 0);
  return id;
}

static void
test_save_and_load_suite (Fixture *f, gconstpointer data)
{
  const double mbps[3] = { 100, 1000, 1020 };
  g_autoptr(DsSuiteResult) r = make_sweep ("dddd0000-0000-4000-8000-000000000001", mbps);
  g_autoptr(DsSuiteResult) loaded = NULL;
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  gint64 id = save (f, r);

  ds_history_load_suite_async (f->history, id, NULL, ds_test_store_result, &result);
  loaded = ds_history_load_suite_finish (f->history, ds_test_wait_for (&result), &error);
  g_assert_no_error (error);
  g_assert_cmpstr (loaded->uuid, ==, r->uuid);
  g_assert_cmpint (loaded->suite, ==, DS_SUITE_BLOCKSIZE);
  g_assert_cmpuint (loaded->steps->len, ==, 3);
  g_assert_cmpfloat (((DsSuiteStep *) g_ptr_array_index (loaded->steps, 0))->stats.mbps, ==, 100);
  g_assert_cmpfloat (((DsSuiteStep *) g_ptr_array_index (loaded->steps, 2))->stats.mbps, ==, 1020);
}

/* Loading a run that is not a suite run fails with a message, as the
 * store's load does. */
static void
test_load_unknown_run (Fixture *f, gconstpointer data)
{
  g_autoptr(GAsyncResult) result = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(DsSuiteResult) loaded = NULL;

  ds_history_load_suite_async (f->history, 4242, NULL, ds_test_store_result, &result);
  loaded = ds_history_load_suite_finish (f->history, ds_test_wait_for (&result), &error);
  g_assert_null (loaded);
  g_assert_nonnull (error);
  g_test_message ("%s", error->message);
}

/* A sweep whose speed falls after its peak has no block it "reaches its
 * peak from": the History's Result names the peak and no block. */
static void
test_headline_without_plateau (Fixture *f, gconstpointer data)
{
  const double rising[3] = { 100, 1000, 1000 };
  const double falling[3] = { 100, 1000, 500 };
  g_autoptr(DsSuiteResult) a = make_sweep ("dddd0000-0000-4000-8000-000000000002", rising);
  g_autoptr(DsSuiteResult) b = make_sweep ("dddd0000-0000-4000-8000-000000000003", falling);
  g_autoptr(DsHistoryStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHistoryRun) run_a = NULL;
  g_autoptr(DsHistoryRun) run_b = NULL;
  gint64 id_a = save (f, a);
  gint64 id_b = save (f, b);

  store = ds_history_store_open (f->path, &error);
  g_assert_no_error (error);
  run_a = ds_history_store_get_run (store, id_a, &error);
  g_assert_no_error (error);
  run_b = ds_history_store_get_run (store, id_b, &error);
  g_assert_no_error (error);
  g_test_message ("%s / %s", run_a->headline, run_b->headline);
  g_assert_cmpint (run_b->kind, ==, DS_RUN_KIND_SUITE);
  g_assert_cmpstr (run_a->headline, ==, "blocksize: read peak 1000.0 MB/s from 64K");
  g_assert_cmpstr (run_b->headline, ==, "blocksize: read peak 1000.0 MB/s");
}

/* A listed suite run carries its suite, steps and settings, from which
 * the window makes its Result in the user's language; a benchmark or
 * thermal run carries none. */
static void
test_listed_run_carries_its_steps (Fixture *f, gconstpointer data)
{
  const double mbps[3] = { 100, 1000, 1020 };
  g_autoptr(DsSuiteResult) r = make_sweep ("dddd0000-0000-4000-8000-000000000004", mbps);
  g_autoptr(DsHistoryStore) store = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) runs = NULL;
  DsHistoryRun *run;

  ds_json_set_double (r->settings, "latency_limit_us", 2000.0);
  save (f, r);
  store = ds_history_store_open (f->path, &error);
  g_assert_no_error (error);
  runs = ds_history_store_list_runs (store, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (runs->len, ==, 1);
  run = g_ptr_array_index (runs, 0);
  g_assert_nonnull (run->suite);
  g_assert_cmpint (run->suite->suite, ==, DS_SUITE_BLOCKSIZE);
  g_assert_cmpuint (run->suite->steps->len, ==, 3);
  /* as saved: the save works on its own copy (see save ()) */
  g_assert_cmpfloat (((DsSuiteStep *) g_ptr_array_index (run->suite->steps, 2))->stats.mbps, ==, 1020);
  g_assert_cmpfloat (ds_suite_result_latency_limit_us (run->suite), ==, 2000.0);
  /* the stored English line stays, for the CLI */
  g_assert_cmpstr (run->headline, ==, "blocksize: read peak 1020.0 MB/s from 64K");
}

static DsHistoryComparison *
compare (Fixture  *f,
         gint64    a,
         gint64    b,
         GError  **error)
{
  g_autoptr(GArray) ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  g_autoptr(GAsyncResult) result = NULL;

  g_array_append_val (ids, a);
  g_array_append_val (ids, b);
  ds_history_compare_runs_async (f->history, DS_HISTORY_LOADED_SUITE, ids, NULL, ds_test_store_result, &result);
  return ds_history_compare_runs_finish (f->history, ds_test_wait_for (&result), error);
}

/* Two sweeps compare step by step, as `compare` does; a sweep and a
 * queue-depth run are refused with a message. */
static void
test_compare_suites (Fixture *f, gconstpointer data)
{
  const double first[3] = { 100, 1000, 1020 };
  const double second[3] = { 50, 900, 1020 };
  g_autoptr(DsSuiteResult) a = make_sweep ("dddd0000-0000-4000-8000-000000000011", first);
  g_autoptr(DsSuiteResult) b = make_sweep ("dddd0000-0000-4000-8000-000000000012", second);
  g_autoptr(DsSuiteResult) c = make_sweep ("dddd0000-0000-4000-8000-000000000013", second);
  g_autoptr(DsHistoryComparison) same = NULL;
  g_autoptr(DsHistoryComparison) mixed = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *text = NULL;
  gint64 id_a, id_b, id_c;
  JsonArray *rows;

  c->suite = DS_SUITE_QD_SCALING;
  id_a = save (f, a);
  id_b = save (f, b);
  id_c = save (f, c);
  same = compare (f, id_a, id_b, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (same->results->len, ==, 2);
  g_assert_cmpstr (((DsSuiteResult *) g_ptr_array_index (same->results, 1))->uuid, ==, b->uuid);
  g_assert_cmpstr (json_object_get_string_member (json_node_get_object (same->comparison), "kind"), ==, "suite");
  rows = json_object_get_array_member (json_node_get_object (same->comparison), "rows");
  g_assert_cmpuint (json_array_get_length (rows), >=, 3);
  text = ds_history_compare_to_text (same->comparison);
  g_test_message ("%s", text);
  /* The 4K step: 100 then 50 MB/s, -50 %. */
  g_assert_nonnull (strstr (text, "-50"));

  mixed = compare (f, id_a, id_c, &error);
  g_assert_null (mixed);
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_test_message ("%s", error->message);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
#define ADD(name, func) g_test_add ("/ds/history/tasks/suite/" name, Fixture, NULL, ds_test_db_set_up, func, ds_test_db_tear_down)
  ADD ("save-and-load", test_save_and_load_suite);
  ADD ("load-of-a-missing-run-fails", test_load_unknown_run);
  ADD ("result-of-a-sweep-without-plateau-names-no-block", test_headline_without_plateau);
  ADD ("listed-run-carries-its-steps-for-the-result", test_listed_run_carries_its_steps);
  ADD ("compare-runs-of-one-suite-not-of-two", test_compare_suites);
  return g_test_run ();
}
