/* ds-run.h — the set-up every runner shares: conditions, fill, test file
 *
 * A runner (bench, suite, thermal, and whatever comes next) measures a
 * drive through one test file in a directory the user chose. What happens
 * around its measuring is the same for all of them and lives here:
 *
 *   1. ds_run_new() records the conditions the run starts under (filesystem,
 *      mount, fill level, drive and link, temperature, kernel, CPU).
 *   2. ds_run_prepare() optionally fills the filesystem to a level first
 *      (--fill), creates the test file (safe: nameless where the filesystem
 *      allows, O_DIRECT checked, the free-space guard applied), then fills it
 *      with incompressible data or only reserves its blocks, and records what
 *      the file turned out to be (size, direct or cached and why, anonymous,
 *      the directory's warnings, the fill level during the run).
 *   3. The runner measures on ds_run_get_file().
 *   4. ds_run_finish() records the end conditions (temperature).
 *   5. ds_run_free() closes the test file and then the fill file; both are
 *      anonymous (or unlinked at once), so nothing is left behind on any
 *      return, a crash included.
 *
 * Everything here is synchronous and meant for the runner's worker thread;
 * the progress callback is called from that thread.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "ds-test-file.h"

G_BEGIN_DECLS

/* How the test file is made ready before the first I/O. */
typedef enum
{
  /* Every byte written with incompressible data and flushed, so no read
   * meets a hole or compressible data (bench, most suites). */
  DS_RUN_PREPARE_WRITE,
  /* Blocks reserved only, nothing written: a write test that must meet a
   * drive whose cache has not just absorbed a fill (cache suite, thermal). */
  DS_RUN_PREPARE_RESERVE,
} DsRunPrepare;

/* The stage of the set-up a progress report is about. */
typedef enum
{
  DS_RUN_STAGE_FILL,      /* filling the filesystem to the level asked for */
  DS_RUN_STAGE_PREPARE,   /* creating and preparing the test file */
} DsRunStage;

/* @stage_fraction: 0 .. 1 of the stage; @setup_fraction: 0 .. 1 of the whole
 * set-up (fill and preparation weighed by the bytes each writes). Called
 * once with 0 as each stage starts, then a few times a second. */
typedef void (*DsRunProgressFunc) (DsRunStage stage,
                                   double     stage_fraction,
                                   double     setup_fraction,
                                   gpointer   user_data);

typedef struct
{
  guint64            size_bytes;    /* of the test file (rounded down to 1 MiB) */
  guint              fill_percent;  /* fill the filesystem to this first; 0 none */
  gboolean           allow_cached;  /* run buffered where O_DIRECT is refused */
  DsRunPrepare       prepare;
  DsRunProgressFunc  progress;      /* may be NULL */
  gpointer           user_data;
} DsRunSetup;

typedef struct _DsRun DsRun;

/* Starts a run in @dir: records its start conditions into @conditions
 * (borrowed; it must outlive the run, and is where every later step writes
 * too). Nothing is created yet. */
DsRun       *ds_run_new          (const char        *dir,
                                  JsonObject        *conditions);
void         ds_run_free         (DsRun             *run);

const char  *ds_run_get_dir      (DsRun             *run);

/* The largest test file the free-space guard allows in the run's directory
 * (a multiple of 1 MiB, 0 when none). FALSE with DS_ERROR_INVALID_ARGUMENT
 * when the directory cannot take a test file at all (missing, not a
 * directory, not writable, read-only), so that a runner choosing its own
 * size says that rather than "no space". */
gboolean     ds_run_get_room     (DsRun             *run,
                                  guint64           *out_bytes,
                                  GError           **error);

/* Fills the filesystem (when @setup->fill_percent > 0), creates the test
 * file and prepares it, recording both in the conditions. Errors: those of
 * ds_io_fill_to_level() and ds_test_file_create() (bad directory, no space,
 * O_DIRECT refused), or G_IO_ERROR_CANCELLED with a message saying that
 * nothing was measured. The fill file, if any, stays until ds_run_free(). */
gboolean     ds_run_prepare      (DsRun             *run,
                                  const DsRunSetup  *setup,
                                  GCancellable      *cancellable,
                                  GError           **error);

/* The prepared test file (borrowed), or NULL before ds_run_prepare() and
 * after ds_run_close_file(). */
DsTestFile  *ds_run_get_file     (DsRun             *run);

/* Closes the test file now (it disappears with its descriptor), for a
 * runner that keeps observing after its I/O (the thermal cool-down). */
void         ds_run_close_file   (DsRun             *run);

/* Records the end conditions (the drive's temperature now). */
void         ds_run_finish       (DsRun             *run);

/* TRUE when @error is the one cancellation code, G_IO_ERROR_CANCELLED. */
gboolean     ds_run_error_is_cancelled (const GError *error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsRun, ds_run_free)

/* A runner's progress against the estimated length of the whole run, and
 * the live rate of its current workload, for the fraction and MB/s its
 * progress reports carry. */
typedef struct
{
  double  total_s;        /* estimated length of the whole run */
  double  done_s;         /* of the phases finished */
  guint64 last_bytes;     /* at the current workload's last tick */
  double  last_elapsed;
} DsRunClock;

/* 0 .. 1 of the run, @elapsed_s into the current phase (0 when nothing is
 * estimated). */
double       ds_run_clock_fraction       (const DsRunClock *clock,
                                          double            elapsed_s);
/* A new workload starts: its ticks count from zero. */
void         ds_run_clock_start_workload (DsRunClock       *clock);
/* A tick of the current workload with @bytes done @elapsed_s into it: the
 * MB/s since the last tick (NAN when no time passed); remembers this one. */
double       ds_run_clock_tick           (DsRunClock       *clock,
                                          guint64           bytes,
                                          double            elapsed_s);

G_END_DECLS
