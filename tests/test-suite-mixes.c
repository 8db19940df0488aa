/* test-suite-mixes.c — workloads of several block sizes: the engine's
 * per-I/O draw on a real file, the fileserver and webserver presets, their
 * runs, JSON, text and CSV, and the history's store, export and import.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "ds-error.h"
#include "ds-history-store.h"
#include "ds-io-engine.h"
#include "ds-json.h"
#include "ds-suite-analysis.h"
#include "ds-suite-job.h"
#include "ds-suite-text.h"

#define KIB G_GUINT64_CONSTANT (1024)
#define MIB (KIB * 1024)

/* --- the engine --- */

typedef struct
{
  guint64 offset;
  guint64 length;
  gboolean write;
} Recorded;

static DsIoEngineOps recording_ops;
static GArray *recorded;
static GMutex recorded_lock;

static void
recording_queue (DsIoQueue *q, const DsIoRequest *req)
{
  Recorded r = { req->offset, req->length, req->write };

  g_mutex_lock (&recorded_lock);
  g_array_append_val (recorded, r);
  g_mutex_unlock (&recorded_lock);
  ds_io_engine_psync ()->queue (q, req);
}

static const DsIoBlockMix *
preset_mix (const char *name)
{
  const DsSuitePreset *p = ds_suite_preset_find (name);

  g_assert_nonnull (p);
  g_assert_cmpuint (p->block_mix.n, >, 0);
  return &p->block_mix;
}

static guint
share_index (const DsIoBlockMix *mix, guint64 size)
{
  for (guint k = 0; k < mix->n; k++)
    if (mix->shares[k].size == size)
      return k;
  return G_MAXUINT;
}

/* A 20 000-I/O file-server workload (80/20, random, two threads at QD 2):
 * every I/O has a size of the distribution, at an offset aligned to it and
 * inside the file, the sizes in their shares, and the counters add up the
 * drawn sizes, not the largest. */
static void
test_engine_draws_sizes_per_io (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ds-mixes-XXXXXX", NULL);
  g_autoptr(DsTestFile) file = NULL;
  g_autoptr(GError) error = NULL;
  const DsIoBlockMix *mix = preset_mix ("fileserver");
  guint counts[DS_IO_BLOCK_MIX_MAX] = { 0 };
  guint64 sum = 0, writes = 0;
  DsIoWorkload w = { 0 };
  DsIoCounters c;
  double chi = 0;

  file = ds_test_file_create (dir, 32 * MIB, DS_TEST_FILE_ALLOW_CACHED, &error);
  g_assert_no_error (error);
  g_assert_true (ds_test_file_fill (file, NULL, NULL, NULL, &error));
  recording_ops = *ds_io_engine_psync ();
  recording_ops.queue = recording_queue;
  recorded = g_array_new (FALSE, FALSE, sizeof (Recorded));
  w.file = file;
  w.pattern = DS_IO_PATTERN_RND;
  w.mode = DS_IO_MODE_MIX;
  w.mix_read_percent = 80;
  w.block_size = ds_io_block_mix_largest (mix);
  w.block_mix = mix;
  w.queue_depth = 2;
  w.threads = 2;
  w.byte_limit = 20000 * (guint64) ds_io_block_mix_mean (mix);
  w.seed = 7;
  w.engine_ops = &recording_ops;
  ds_io_counters_init (&c);
  g_assert_true (ds_io_workload_run (&w, &c, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (recorded->len, >, 15000);
  for (guint i = 0; i < recorded->len; i++)
    {
      const Recorded *r = &g_array_index (recorded, Recorded, i);
      guint k = share_index (mix, r->length);

      g_assert_cmpuint (k, <, mix->n);
      g_assert_cmpuint (r->offset % r->length, ==, 0);
      g_assert_cmpuint (r->offset + r->length, <=, ds_test_file_get_size (file));
      counts[k]++;
      sum += r->length;
      writes += r->write;
    }
  for (guint k = 0; k < mix->n; k++)
    {
      double expect = recorded->len * mix->shares[k].percent / 100.0;

      chi += (counts[k] - expect) * (counts[k] - expect) / expect;
    }
  g_test_message ("%u I/Os, chi-square %.2f, %.1f %% writes", recorded->len, chi, 100.0 * writes / recorded->len);
  /* 0.1 % critical value for 7 degrees of freedom */
  g_assert_cmpfloat (chi, <, 24.32);
  g_assert_cmpfloat (fabs ((double) writes / recorded->len - 0.20), <, 0.02);
  /* Every issued I/O completed and was counted at its own size. */
  g_assert_cmpuint (c.ios, ==, recorded->len);
  g_assert_cmpuint (c.bytes, ==, sum);
  g_clear_pointer (&recorded, g_array_unref);
  ds_io_counters_clear (&c);
  g_clear_pointer (&file, ds_test_file_close);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* The largest block sizes the buffers: a mix that says otherwise is refused
 * before any I/O, as is one whose shares do not add up. */
static void
test_engine_refuses_a_bad_mix (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ds-mixes-XXXXXX", NULL);
  g_autoptr(DsTestFile) file = NULL;
  g_autoptr(GError) error = NULL;
  DsIoBlockMix mix = { 2, { { 4096, 50 }, { 8192, 50 } } };
  DsIoWorkload w = { 0 };
  DsIoCounters c;

  file = ds_test_file_create (dir, 16 * MIB, DS_TEST_FILE_ALLOW_CACHED, &error);
  g_assert_no_error (error);
  w.file = file;
  w.pattern = DS_IO_PATTERN_RND;
  w.mode = DS_IO_MODE_READ;
  w.block_size = 4096;
  w.block_mix = &mix;
  w.queue_depth = 1;
  w.threads = 1;
  w.duration_s = 0.1;
  ds_io_counters_init (&c);
  g_assert_false (ds_io_workload_run (&w, &c, NULL, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  w.block_size = 8192;
  mix.shares[1].percent = 49;
  g_assert_false (ds_io_workload_run (&w, &c, NULL, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_assert_cmpuint (c.ios, ==, 0);
  ds_io_counters_clear (&c);
  g_clear_pointer (&file, ds_test_file_close);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

/* --- presets and plans --- */

static void
test_presets_are_iometers (void)
{
  const DsSuitePreset *fs = ds_suite_preset_find ("fileserver");
  const DsSuitePreset *ws = ds_suite_preset_find ("webserver");

  g_assert_nonnull (fs);
  g_assert_nonnull (ws);
  g_assert_true (ds_io_block_mix_is_valid (&fs->block_mix));
  g_assert_true (ds_io_block_mix_is_valid (&ws->block_mix));
  g_assert_cmpuint (fs->read_percent, ==, 80);
  g_assert_cmpuint (fs->random_percent, ==, 100);
  g_assert_cmpuint (ws->read_percent, ==, 100);
  g_assert_cmpuint (ws->random_percent, ==, 100);
  /* 4 KiB is 60 % of the file server's I/Os; 512 B is 22 % of the web
   * server's, whose largest is 512 KiB. */
  g_assert_cmpuint (fs->block_mix.shares[share_index (&fs->block_mix, 4096)].percent, ==, 60);
  g_assert_cmpuint (ws->block_mix.shares[share_index (&ws->block_mix, 512)].percent, ==, 22);
  g_assert_cmpuint (fs->block_size, ==, ds_io_block_mix_largest (&fs->block_mix));
  g_assert_cmpuint (ws->block_size, ==, 512 * KIB);
}

static void
test_plan_keeps_the_mix_unless_blocks_are_given (void)
{
  g_autoptr(DsSuiteSettings) s = ds_suite_settings_new (DS_SUITE_MIXES);
  g_autoptr(GPtrArray) plan = NULL, fixed = NULL;
  guint mixed = 0;
  guint64 block = 4096;

  s->dir = g_strdup ("/tmp");
  plan = ds_suite_settings_plan (s);
  /* Every preset, fileserver and webserver among them, at 4 depths. */
  for (guint i = 0; i < plan->len; i++)
    {
      const DsSuiteStepSpec *spec = g_ptr_array_index (plan, i);

      if (g_strcmp0 (spec->label, "fileserver") == 0 || g_strcmp0 (spec->label, "webserver") == 0)
        {
          g_autofree char *text = ds_suite_step_spec_to_string (spec);

          g_assert_cmpuint (spec->block_mix.n, >, 0);
          g_assert_cmpuint (spec->block_size, ==, ds_io_block_mix_largest (&spec->block_mix));
          g_assert_nonnull (strstr (text, "mixed 512-"));
          mixed++;
        }
      else
        g_assert_cmpuint (spec->block_mix.n, ==, 0);
    }
  g_assert_cmpuint (mixed, ==, 8);
  g_assert_true (ds_suite_settings_validate (s, NULL));

  g_strfreev (s->presets);
  s->presets = g_strsplit ("fileserver,webserver", ",", -1);
  g_array_append_val (s->blocks, block);
  fixed = ds_suite_settings_plan (s);
  g_assert_cmpuint (fixed->len, ==, 8);
  for (guint i = 0; i < fixed->len; i++)
    {
      const DsSuiteStepSpec *spec = g_ptr_array_index (fixed, i);

      g_assert_cmpuint (spec->block_mix.n, ==, 0);
      g_assert_cmpuint (spec->block_size, ==, 4096);
    }
}

/* --- runs, their documents and the history --- */

static DsSuiteResult *
run_preset (const char *dir, const char *preset)
{
  g_autoptr(DsSuiteSettings) s = ds_suite_settings_new (DS_SUITE_MIXES);
  g_autoptr(GError) error = NULL;
  guint qd[] = { 1, 4 };
  DsSuiteResult *r;

  s->dir = g_strdup (dir);
  s->size_bytes = 16 * MIB;
  s->duration_s = 0.5;
  s->warmup_s = 0.1;
  s->allow_cached = TRUE;
  g_strfreev (s->presets);
  s->presets = g_strsplit (preset, ",", -1);
  g_array_set_size (s->queue_depths, 0);
  g_array_append_vals (s->queue_depths, qd, 2);
  r = ds_suite_run (s, NULL, NULL, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (r);
  return r;
}

/* Each preset runs, and its steps say in JSON what ran: block_size the
 * largest, block_sizes the distribution, and MB/s over IOPS near its mean. */
static void
test_run_preset (gconstpointer data)
{
  const char *preset = data;
  const DsIoBlockMix *mix = preset_mix (preset);
  g_autofree char *dir = g_dir_make_tmp ("ds-mixes-run-XXXXXX", NULL);
  g_autoptr(DsSuiteResult) r = run_preset (dir, preset);
  g_autoptr(JsonNode) doc = ds_suite_result_to_json (r);
  JsonArray *steps = ds_json_get_array (json_node_get_object (doc), "steps");
  JsonObject *conditions = ds_json_get_object (json_node_get_object (doc), "conditions");
  g_autofree char *text = ds_suite_result_format_text (r, TRUE);
  g_autofree char *csv = ds_suite_result_format_csv (r);
  gint64 rounded = ds_json_get_int (conditions, "block_sizes_rounded_to", 0);
  DsIoBlockMix expect = *mix;

  g_test_message ("%s", text);
  g_assert_cmpstr (ds_run_status_to_string (r->status), ==, "completed");
  if (rounded > 0)
    {
      g_test_message ("direct I/O alignment %" G_GINT64_FORMAT ": sizes below it ran at it", rounded);
      g_assert_true (ds_io_block_mix_align (&expect, (guint64) rounded));
    }
  g_assert_cmpuint (json_array_get_length (steps), ==, 2);
  for (guint i = 0; i < json_array_get_length (steps); i++)
    {
      JsonObject *st = json_array_get_object_element (steps, i);
      JsonArray *sizes = ds_json_get_array (st, "block_sizes");
      DsIoBlockMix got;
      double mbps = ds_json_get_double (st, "mbps", NAN), iops = ds_json_get_double (st, "iops", NAN);
      double mean = mbps * 1e6 / iops;

      g_assert_cmpstr (ds_json_get_string (st, "label"), ==, preset);
      g_assert_nonnull (sizes);
      g_assert_true (ds_io_block_mix_from_json (sizes, &got, NULL));
      g_assert_true (ds_io_block_mix_equal (&got, &expect));
      g_assert_cmpint (ds_json_get_int (st, "block_size", 0), ==, (gint64) ds_io_block_mix_largest (&expect));
      g_assert_cmpfloat (iops, >, 0);
      g_test_message ("step %u: %.0f IOPS, %.1f MB/s, mean I/O %.0f B (the mix's %.0f B)",
                      i + 1, iops, mbps, mean, ds_io_block_mix_mean (&expect));
      /* The measured mean size is the distribution's, within five
       * standard errors of a mean of that many draws. */
      {
        double m = ds_io_block_mix_mean (&expect), var = 0;
        double n = (double) ds_json_get_int (st, "ios", 0);

        for (guint k = 0; k < expect.n; k++)
          var += expect.shares[k].percent / 100.0 * ((double) expect.shares[k].size - m) * ((double) expect.shares[k].size - m);
        g_assert_cmpfloat (n, >, 0);
        g_assert_cmpfloat (fabs (mean - m), <, 5 * sqrt (var / n));
      }
    }
  /* What "mixed" was, under the table; the CSV's column before the round. */
  g_assert_nonnull (strstr (text, "mixed"));
  g_assert_nonnull (strstr (text, " block sizes: "));
  g_assert_nonnull (strstr (csv, ",block_sizes,round\n"));
  g_assert_nonnull (strstr (csv, rounded > 0 ? ":" : "512:"));
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
remove_db (const char *db)
{
  g_autofree char *wal = g_strconcat (db, "-wal", NULL);
  g_autofree char *shm = g_strconcat (db, "-shm", NULL);

  g_remove (db);
  g_remove (wal);
  g_remove (shm);
}

/* Stored, loaded, exported and imported into another history, a
 * distributed step keeps its distribution; an export whose shares were
 * edited to add up to 101 % is refused, naming where. */
static void
test_history_round_trip (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ds-mixes-history-XXXXXX", NULL);
  g_autofree char *db_a = g_build_filename (dir, "a.db", NULL);
  g_autofree char *db_b = g_build_filename (dir, "b.db", NULL);
  g_autoptr(DsSuiteResult) r = run_preset (dir, "fileserver,webserver");
  g_autoptr(DsSuiteResult) back = NULL, imported = NULL;
  g_autoptr(DsHistoryStore) a = NULL, b = NULL;
  g_autoptr(JsonNode) doc = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) runs = NULL;
  DsHistoryFilter filter = { .kind = "suite" };
  guint added = 0, skipped = 0;
  gint64 id;

  g_assert_cmpuint (r->steps->len, ==, 4);
  a = ds_history_store_open (db_a, &error);
  g_assert_no_error (error);
  id = ds_history_store_save_suite (a, r, &error);
  g_assert_no_error (error);
  back = ds_history_store_load_suite (a, id, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (back->steps->len, ==, r->steps->len);
  for (guint i = 0; i < r->steps->len; i++)
    {
      const DsSuiteStep *x = g_ptr_array_index (r->steps, i), *y = g_ptr_array_index (back->steps, i);

      g_assert_cmpuint (y->spec.block_mix.n, >, 0);
      g_assert_true (ds_io_block_mix_equal (&x->spec.block_mix, &y->spec.block_mix));
      g_assert_cmpuint (x->spec.block_size, ==, y->spec.block_size);
    }

  doc = ds_history_store_export_json (a, NULL, &error);
  g_assert_no_error (error);
  b = ds_history_store_open (db_b, &error);
  g_assert_no_error (error);
  {
    /* The tampered copy first: nothing of it may land. */
    g_autofree char *text = ds_json_to_string (doc, FALSE);
    g_autoptr(JsonNode) bad = json_from_string (text, NULL);
    JsonObject *run = json_array_get_object_element (ds_json_get_array (json_node_get_object (bad), "runs"), 0);
    JsonObject *step = json_array_get_object_element (ds_json_get_array (run, "steps"), 0);
    JsonObject *share = json_array_get_object_element (ds_json_get_array (step, "block_sizes"), 0);

    json_object_set_int_member (share, "percent", json_object_get_int_member (share, "percent") + 1);
    g_assert_false (ds_history_store_import_json (b, bad, &added, &skipped, &error));
    g_test_message ("%s", error->message);
    g_assert_error (error, DS_ERROR, DS_ERROR_PARSE);
    g_assert_nonnull (strstr (error->message, "steps[0].block_sizes"));
    g_clear_error (&error);
  }
  g_assert_true (ds_history_store_import_json (b, doc, &added, &skipped, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (added, ==, 1);
  runs = ds_history_store_list_runs (b, &filter, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (runs->len, ==, 1);
  imported = ds_history_store_load_suite (b, ((DsHistoryRun *) g_ptr_array_index (runs, 0))->id, &error);
  g_assert_no_error (error);
  for (guint i = 0; i < r->steps->len; i++)
    {
      const DsSuiteStep *x = g_ptr_array_index (r->steps, i), *y = g_ptr_array_index (imported->steps, i);

      g_assert_cmpstr (x->spec.label, ==, y->spec.label);
      g_assert_true (ds_io_block_mix_equal (&x->spec.block_mix, &y->spec.block_mix));
    }
  g_clear_pointer (&a, ds_history_store_free);
  g_clear_pointer (&b, ds_history_store_free);
  remove_db (db_a);
  remove_db (db_b);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/suite/mixes/engine-draws-each-io-size-from-the-distribution", test_engine_draws_sizes_per_io);
  g_test_add_func ("/ds/suite/mixes/engine-refuses-a-mix-that-is-not-a-distribution", test_engine_refuses_a_bad_mix);
  g_test_add_func ("/ds/suite/mixes/fileserver-and-webserver-are-iometers-specifications", test_presets_are_iometers);
  g_test_add_func ("/ds/suite/mixes/plan-keeps-the-mix-unless-blocks-are-given", test_plan_keeps_the_mix_unless_blocks_are_given);
  g_test_add_data_func ("/ds/suite/mixes/run/fileserver", "fileserver", test_run_preset);
  g_test_add_data_func ("/ds/suite/mixes/run/webserver", "webserver", test_run_preset);
  g_test_add_func ("/ds/suite/mixes/history-store-export-import-keep-the-distribution", test_history_round_trip);
  return g_test_run ();
}
