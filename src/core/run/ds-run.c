/* ds-run.c — the set-up every runner shares: conditions, fill, test file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ds-conditions.h"
#include "ds-error.h"
#include "ds-io-fill.h"
#include "ds-run-conditions.h"
#include "ds-run.h"

struct _DsRun
{
  /* Owned references */
  char       *dir;
  DsTestFile *fill_file;   /* closed after the test file */
  DsTestFile *file;

  /* Borrowed references */
  JsonObject *conditions;

  /* The set-up in progress, for the fill callbacks. */
  const DsRunSetup *setup;
  DsRunStage        stage;
  double            stage_start;   /* share of the set-up done before the stage */
  double            stage_share;   /* share of the set-up the stage is */
};

DsRun *
ds_run_new (const char *dir,
            JsonObject *conditions)
{
  DsRun *run = g_new0 (DsRun, 1);

  g_return_val_if_fail (dir != NULL, NULL);
  g_return_val_if_fail (conditions != NULL, NULL);

  run->dir = g_strdup (dir);
  run->conditions = conditions;
  ds_run_conditions_collect (conditions, dir);
  return run;
}

void
ds_run_free (DsRun *run)
{
  if (run == NULL)
    return;
  g_clear_pointer (&run->file, ds_test_file_close);
  g_clear_pointer (&run->fill_file, ds_test_file_close);
  g_free (run->dir);
  g_free (run);
}

const char *
ds_run_get_dir (DsRun *run)
{
  return run->dir;
}

DsTestFile *
ds_run_get_file (DsRun *run)
{
  return run->file;
}

void
ds_run_close_file (DsRun *run)
{
  g_clear_pointer (&run->file, ds_test_file_close);
}

gboolean
ds_run_error_is_cancelled (const GError *error)
{
  return g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
}

gboolean
ds_run_get_room (DsRun    *run,
                 guint64  *out_bytes,
                 GError  **error)
{
  *out_bytes = 0;
  /* A read-only or unwritable directory is that, not a lack of space. */
  if (!ds_test_file_check_dir (run->dir, error))
    return FALSE;
  return ds_test_file_max_size_for_dir (run->dir, out_bytes, error);
}

static void
report_stage (DsRun  *run,
              double  fraction)
{
  if (run->setup->progress != NULL)
    run->setup->progress (run->stage, CLAMP (fraction, 0.0, 1.0),
                          CLAMP (run->stage_start + fraction * run->stage_share, 0.0, 1.0),
                          run->setup->user_data);
}

static void
begin_stage (DsRun      *run,
             DsRunStage  stage,
             double      start,
             double      share)
{
  run->stage = stage;
  run->stage_start = start;
  run->stage_share = share;
  report_stage (run, 0.0);
}

static void
on_bytes (guint64  done,
          guint64  total,
          gpointer user_data)
{
  report_stage (user_data, total > 0 ? (double) done / (double) total : 1.0);
}

/* @error from @local_error, with the cancellation said for the stage. */
static gboolean
fail_stage (DsRun       *run,
            GError     **error,
            GError      *local_error,
            const char  *cancelled_message)
{
  run->setup = NULL;
  if (ds_run_error_is_cancelled (local_error))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, cancelled_message);
      g_error_free (local_error);
    }
  else
    g_propagate_error (error, local_error);
  return FALSE;
}

static void
record_file (DsRun *run)
{
  g_autoptr(GPtrArray) warnings = ds_test_file_warnings_for_dir (run->dir);

  ds_conditions_set_file_size_bytes (run->conditions, ds_test_file_get_size (run->file));
  ds_conditions_set_direct_io (run->conditions, ds_test_file_is_direct (run->file));
  ds_conditions_set_cached_reason (run->conditions, ds_test_file_get_cached_reason (run->file));
  ds_conditions_set_anonymous_file (run->conditions, ds_test_file_is_anonymous (run->file));
  /* What the directory warns of (btrfs copy-on-write, FUSE...) holds for
   * every runner. */
  ds_conditions_set_warnings (run->conditions, warnings);
}

gboolean
ds_run_prepare (DsRun            *run,
                const DsRunSetup *setup,
                GCancellable     *cancellable,
                GError          **error)
{
  g_autoptr(GError) local_error = NULL;
  /* The fill and the file's own writing take about as long each (both
   * write about the test size at the drive's sequential speed). */
  double fill_share = setup->fill_percent > 0 ? 1.0 : 0.0;
  double write_share = setup->prepare == DS_RUN_PREPARE_WRITE ? 1.0 : 0.0;
  double total = fill_share + write_share;
  DsTestFileFlags flags = setup->allow_cached ? DS_TEST_FILE_ALLOW_CACHED : DS_TEST_FILE_FLAGS_NONE;
  double fill_before = NAN;
  guint64 fill_bytes = 0;
  gboolean ok;

  g_return_val_if_fail (run->file == NULL, FALSE);

  run->setup = setup;
  if (total <= 0)
    total = 1.0;
  if (setup->fill_percent > 0)
    {
      ds_io_fill_level (run->dir, &fill_before, NULL);
      begin_stage (run, DS_RUN_STAGE_FILL, 0.0, fill_share / total);
      if (!ds_io_fill_to_level (run->dir, setup->fill_percent, setup->size_bytes, on_bytes, run,
                                cancellable, &run->fill_file, &fill_bytes, &local_error))
        return fail_stage (run, error, g_steal_pointer (&local_error),
                           _("Stopped while filling the filesystem; nothing was measured."));
    }

  /* The integration tests take the named-file path on purpose, as on a
   * filesystem without O_TMPFILE. */
  if (g_getenv ("DRIVESCOPE_BENCH_NAMED_FILE") != NULL)
    flags |= DS_TEST_FILE_NAMED;
  run->file = ds_test_file_create (run->dir, setup->size_bytes, flags, error);
  if (run->file == NULL)
    {
      run->setup = NULL;
      return FALSE;
    }
  begin_stage (run, DS_RUN_STAGE_PREPARE, fill_share / total, write_share / total);
  if (setup->prepare == DS_RUN_PREPARE_WRITE)
    ok = ds_test_file_fill (run->file, on_bytes, run, cancellable, &local_error);
  else
    ok = ds_test_file_preallocate (run->file, &local_error);
  if (!ok)
    {
      ds_run_close_file (run);
      return fail_stage (run, error, g_steal_pointer (&local_error),
                         _("Stopped while preparing the test file; nothing was measured."));
    }
  report_stage (run, 1.0);
  run->setup = NULL;

  record_file (run);
  if (setup->fill_percent > 0)
    ds_run_conditions_set_fill (run->conditions, setup->fill_percent, fill_before, fill_bytes, run->dir);
  return TRUE;
}

void
ds_run_finish (DsRun *run)
{
  ds_run_conditions_finish (run->conditions, run->dir);
}

double
ds_run_clock_fraction (const DsRunClock *clock,
                       double            elapsed_s)
{
  if (clock->total_s <= 0)
    return 0.0;
  return CLAMP ((clock->done_s + elapsed_s) / clock->total_s, 0.0, 1.0);
}

void
ds_run_clock_start_workload (DsRunClock *clock)
{
  clock->last_bytes = 0;
  clock->last_elapsed = 0;
}

double
ds_run_clock_tick (DsRunClock *clock,
                   guint64     bytes,
                   double      elapsed_s)
{
  double dt = elapsed_s - clock->last_elapsed;
  double mbps = dt > 0 ? (double) (bytes - clock->last_bytes) / dt / 1e6 : NAN;

  clock->last_bytes = bytes;
  clock->last_elapsed = elapsed_s;
  return mbps;
}
