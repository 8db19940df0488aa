/* test-run.c — the run set-up every runner shares (run/ds-run.h)
 *
 * In a fresh directory: the test file is prepared and recorded in the
 * conditions, the progress covers the set-up once and in order, and nothing
 * is left in the directory afterwards; a cancelled preparation says that
 * nothing was measured and leaves nothing either; a directory that cannot
 * take a test file is said to be that; the clock's fraction and rate.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "ds-conditions.h"
#include "ds-error.h"
#include "ds-run.h"

#define MIB (G_GUINT64_CONSTANT (1) << 20)

static guint
count_entries (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  guint n = 0;

  g_assert_nonnull (d);
  while (g_dir_read_name (d) != NULL)
    n++;
  return n;
}

typedef struct
{
  guint  reports;
  double last_setup;
  gboolean backwards;
  gboolean saw_prepare;
} Seen;

static void
on_progress (DsRunStage stage,
             double     stage_fraction,
             double     setup_fraction,
             gpointer   user_data)
{
  Seen *seen = user_data;

  if (setup_fraction < seen->last_setup)
    seen->backwards = TRUE;
  seen->last_setup = setup_fraction;
  seen->saw_prepare |= stage == DS_RUN_STAGE_PREPARE;
  g_assert_cmpfloat (stage_fraction, >=, 0.0);
  g_assert_cmpfloat (stage_fraction, <=, 1.0);
  seen->reports++;
}

static void
test_prepare_records_the_file_and_leaves_nothing (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ds-run-XXXXXX", &error);
  g_autoptr(JsonObject) conditions = json_object_new ();
  g_autoptr(GPtrArray) warnings = NULL;
  DsRun *run;
  Seen seen = { 0 };

  g_assert_no_error (error);
  run = ds_run_new (dir, conditions);
  g_assert_cmpstr (ds_conditions_get_dir (conditions), ==, dir);
  g_assert_null (ds_run_get_file (run));
  g_assert_true (ds_run_prepare (run, &(DsRunSetup) {
                                   .size_bytes = 16 * MIB,
                                   .allow_cached = TRUE,   /* a tmpfs /tmp refuses O_DIRECT */
                                   .prepare = DS_RUN_PREPARE_WRITE,
                                   .progress = on_progress,
                                   .user_data = &seen,
                                 }, NULL, &error));
  g_assert_no_error (error);
  g_assert_nonnull (ds_run_get_file (run));
  g_assert_cmpuint (ds_test_file_get_size (ds_run_get_file (run)), ==, 16 * MIB);
  /* What the file turned out to be is in the conditions. */
  g_assert_cmpint (ds_conditions_get_file_size_bytes (conditions), ==, 16 * MIB);
  g_assert_true (ds_conditions_has_direct_io (conditions));
  g_assert_cmpint (ds_conditions_get_direct_io (conditions, !ds_test_file_is_direct (ds_run_get_file (run))), ==,
                   ds_test_file_is_direct (ds_run_get_file (run)));
  g_assert_true (ds_conditions_has (conditions, DS_CONDITION_ANONYMOUS_FILE));
  g_assert_true (ds_conditions_has (conditions, DS_CONDITION_WARNINGS));
  warnings = ds_conditions_get_warnings (conditions);
  g_assert_nonnull (warnings);
  /* No --fill: no fill record. */
  g_assert_false (ds_conditions_has (conditions, DS_CONDITION_FILL));
  /* The progress went once through the preparation, forwards, to the end. */
  g_assert_true (seen.saw_prepare);
  g_assert_cmpuint (seen.reports, >=, 2);
  g_assert_false (seen.backwards);
  g_assert_cmpfloat (seen.last_setup, ==, 1.0);
  ds_run_finish (run);
  g_assert_true (ds_conditions_has (conditions, DS_CONDITION_TEMP_END_C));
  ds_run_free (run);
  g_assert_cmpuint (count_entries (dir), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_cancelled_preparation_says_nothing_was_measured (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ds-run-XXXXXX", &error);
  g_autoptr(JsonObject) conditions = json_object_new ();
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(DsRun) run = NULL;

  g_assert_no_error (error);
  run = ds_run_new (dir, conditions);
  g_cancellable_cancel (cancellable);
  g_assert_false (ds_run_prepare (run, &(DsRunSetup) {
                                    .size_bytes = 16 * MIB,
                                    .allow_cached = TRUE,
                                    .prepare = DS_RUN_PREPARE_WRITE,
                                  }, cancellable, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_true (ds_run_error_is_cancelled (error));
  g_test_message ("%s", error->message);
  g_assert_nonnull (strstr (error->message, "nothing was measured"));
  g_assert_null (ds_run_get_file (run));
  g_assert_false (ds_conditions_has (conditions, DS_CONDITION_FILE_SIZE_BYTES));
  g_clear_pointer (&run, ds_run_free);
  g_assert_cmpuint (count_entries (dir), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_room_refuses_a_missing_directory (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *dir = g_dir_make_tmp ("ds-run-XXXXXX", &error);
  g_autofree char *missing = g_build_filename (dir, "missing", NULL);
  g_autoptr(JsonObject) conditions = json_object_new ();
  g_autoptr(DsRun) run = NULL;
  g_autoptr(DsRun) here = NULL;
  guint64 room = 1;

  g_assert_no_error (error);
  run = ds_run_new (missing, conditions);
  g_assert_false (ds_run_get_room (run, &room, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_assert_cmpuint (room, ==, 0);
  g_clear_error (&error);
  /* An existing directory has room, in whole MiB. */
  here = ds_run_new (dir, conditions);
  g_assert_true (ds_run_get_room (here, &room, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (room % MIB, ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_clock_fraction_and_rate (void)
{
  DsRunClock clock = { .total_s = 10.0, .done_s = 4.0 };

  g_assert_cmpfloat_with_epsilon (ds_run_clock_fraction (&clock, 1.0), 0.5, 1e-9);
  g_assert_cmpfloat (ds_run_clock_fraction (&clock, 100.0), ==, 1.0);
  ds_run_clock_start_workload (&clock);
  /* No time passed: no rate. */
  g_assert_true (isnan (ds_run_clock_tick (&clock, 0, 0.0)));
  g_assert_cmpfloat_with_epsilon (ds_run_clock_tick (&clock, 200000000, 0.5), 400.0, 1e-9);
  g_assert_cmpfloat_with_epsilon (ds_run_clock_tick (&clock, 300000000, 1.0), 200.0, 1e-9);
  clock.total_s = 0;
  g_assert_cmpfloat (ds_run_clock_fraction (&clock, 1.0), ==, 0.0);
}

int
main (int   argc,
      char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/run/prepare-records-the-file-and-leaves-nothing",
                   test_prepare_records_the_file_and_leaves_nothing);
  g_test_add_func ("/ds/run/cancelled-preparation-says-nothing-was-measured",
                   test_cancelled_preparation_says_nothing_was_measured);
  g_test_add_func ("/ds/run/room-refuses-a-missing-directory", test_room_refuses_a_missing_directory);
  g_test_add_func ("/ds/run/clock-fraction-and-rate", test_clock_fraction_and_rate);
  return g_test_run ();
}
