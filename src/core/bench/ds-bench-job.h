/* ds-bench-job.h — a CrystalDiskMark-style benchmark: settings, profiles, run
 *
 * The caller fills DsBenchSettings (or starts from a profile), and
 * ds_bench_run() — synchronous, meant for a worker thread — copies it,
 * creates the test file, fills it, runs every test in every mode (reads
 * first, then writes, then mix, as CrystalDiskMark), and returns the result
 * with its conditions. Progress comes back through a callback invoked from
 * the worker at most ten times a second; the GUI copies it into its own
 * struct and schedules one idle.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ds-bench-result.h"
#include "ds-bench-steady.h"
#include "ds-io-engine.h"
#include "ds-test-file.h"

G_BEGIN_DECLS

#define DS_BENCH_SIZE_MIN      (G_GUINT64_CONSTANT (16) << 20)   /* 16 MiB */
#define DS_BENCH_SIZE_MAX      (G_GUINT64_CONSTANT (1) << 50)    /* 1 PiB: the free-space guard decides */
#define DS_BENCH_SIZE_DEFAULT  (G_GUINT64_CONSTANT (1) << 30)    /* 1 GiB */
#define DS_BENCH_RUNS_MIN      1
#define DS_BENCH_RUNS_MAX      9
#define DS_BENCH_RUNS_DEFAULT  5
#define DS_BENCH_DURATION_MIN  1
#define DS_BENCH_DURATION_MAX  86400   /* 24 h */
#define DS_BENCH_DURATION_DEFAULT 5
#define DS_BENCH_INTERVAL_MAX  600
#define DS_BENCH_INTERVAL_DEFAULT 5
#define DS_BENCH_MIX_MIN       10
#define DS_BENCH_MIX_MAX       90
#define DS_BENCH_MIX_DEFAULT   70

typedef enum
{
  DS_BENCH_MODES_READ  = 1 << DS_IO_MODE_READ,
  DS_BENCH_MODES_WRITE = 1 << DS_IO_MODE_WRITE,
  DS_BENCH_MODES_MIX   = 1 << DS_IO_MODE_MIX,
  DS_BENCH_MODES_READ_WRITE = DS_BENCH_MODES_READ | DS_BENCH_MODES_WRITE,
  DS_BENCH_MODES_ALL   = DS_BENCH_MODES_READ | DS_BENCH_MODES_WRITE | DS_BENCH_MODES_MIX,
} DsBenchModes;

/* "read" "write" "mix" "all" (and "read,write"); FALSE otherwise. */
gboolean ds_bench_modes_from_string (const char   *text,
                                     DsBenchModes *out);

typedef struct
{
  char           *dir;              /* where the test file is created */
  char           *drive;            /* what --drive named, or NULL */
  char           *profile;          /* "default", "nvme", ... or NULL (custom) */
  GArray         *tests;            /* DsBenchSpec, in order */
  DsBenchModes    modes;
  guint           mix_read_percent; /* 10 .. 90 */
  guint64         size_bytes;       /* 16 MiB .. the free space less the reserve */
  guint           runs;             /* 1 .. 9 */
  guint           duration_s;       /* measure time, 1 s .. 24 h */
  guint           interval_s;       /* pause between tests, 0 .. 600 */
  double          warmup_s;         /* discarded warm-up before each test */
  DsDataPattern   data;
  guint           compressible;     /* data compressible: percent of each 4 KiB that compresses away */
  DsIoEngineKind  engine;
  gboolean        allow_cached;
  guint           fill_percent;     /* fill the filesystem to this first, 0 .. 95; 0 none */
  DsBenchSteady   steady;           /* --steady: precondition, then rounds until steady
                                       (ds-bench-steady.h); runs and duration_s then unused */
  gboolean        verify;           /* --verify: every write names its blocks, and what the
                                       write tests wrote is read back and checked after the
                                       last test, untimed (ds-io-verify.h) */
} DsBenchSettings;

/* CrystalDiskMark's defaults with the "default" profile and read + write. */
DsBenchSettings *ds_bench_settings_new       (void);
DsBenchSettings *ds_bench_settings_copy      (const DsBenchSettings *settings);
void             ds_bench_settings_free      (DsBenchSettings       *settings);
/* Replaces the test list with that of a profile (CrystalDiskMark 8):
 * "default", "nvme", "peak", "real", "demo". Unknown:
 * DS_ERROR_INVALID_ARGUMENT listing the profiles. */
gboolean         ds_bench_settings_set_profile (DsBenchSettings     *settings,
                                                const char          *profile,
                                                GError             **error);
/* "SEQ1M Q8T1,RND4K Q1T1" (comma or semicolon separated). */
gboolean         ds_bench_settings_set_tests (DsBenchSettings       *settings,
                                              const char            *tests,
                                              GError               **error);
/* Every range of the issue; DS_ERROR_INVALID_ARGUMENT naming the setting. */
gboolean         ds_bench_settings_validate  (const DsBenchSettings *settings,
                                              GError               **error);
/* {profile, size_bytes, runs, duration_s, interval_s, warmup_s, data,
 *  engine, mix_read_percent, modes:[..], tests:[..], allow_cached,
 *  fill_percent, dir} */
JsonObject      *ds_bench_settings_to_json   (const DsBenchSettings *settings);

/* Profile names, NULL-terminated, and the tests of one (NULL if unknown). */
const char *const *ds_bench_profile_names    (void);
const char *const *ds_bench_profile_tests    (const char            *profile);

/* "1GiB", "64MiB", "512M", "2G", "1073741824" -> bytes (binary units). */
gboolean         ds_bench_parse_size         (const char            *text,
                                              guint64               *out,
                                              GError               **error);

/* The test file sizes offered to choose from (the window's lists), smallest
 * first, from DS_BENCH_SIZE_MIN to DS_BENCH_SIZE_MAX. */
guint            ds_bench_size_n_choices     (void);
/* Choice @index in bytes; the largest for an index past the end. */
guint64          ds_bench_size_choice        (guint                  index);
/* The smallest choice not below @bytes; the largest for more. */
guint            ds_bench_size_choice_index  (guint64                bytes);
/* Choice @index for people: "16 MiB", "1 GiB". */
char            *ds_bench_size_choice_label  (guint                  index);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsBenchSettings, ds_bench_settings_free)

typedef enum
{
  DS_BENCH_PHASE_PREPARE,   /* creating and filling the test file */
  DS_BENCH_PHASE_WARMUP,
  DS_BENCH_PHASE_MEASURE,
  DS_BENCH_PHASE_INTERVAL,  /* pausing between tests */
  DS_BENCH_PHASE_FILL,      /* filling the filesystem to the chosen level (--fill) */
  DS_BENCH_PHASE_PRECONDITION, /* --steady: writing the whole file, pass by pass */
  DS_BENCH_PHASE_VERIFY,    /* --verify: reading back what the write tests wrote */
} DsBenchPhase;

const char *ds_bench_phase_to_string (DsBenchPhase phase);  /* translated */

typedef struct
{
  guint        test_index;   /* 0-based over (test, mode) pairs */
  guint        test_count;
  DsBenchSpec  spec;
  DsIoMode  mode;
  guint        run;          /* 1-based; 0 outside runs (with --steady: the round) */
  guint        runs;         /* with --steady: the maximum rounds */
  guint        pass;         /* DS_BENCH_PHASE_PRECONDITION: 1-based pass of passes */
  guint        passes;
  guint64      written_bytes; /* DS_BENCH_PHASE_PRECONDITION: written in all passes so far */
  DsBenchPhase phase;
  double       live_mbps;    /* current throughput, NAN when none */
  double       phase_fraction;  /* 0 .. 1 within the phase */
  double       fraction;     /* 0 .. 1 of the whole benchmark */
  /* Set in the one report made as a test finishes all its runs: that test's
   * result, valid only during the call (copy it with
   * ds_bench_test_result_copy()); NULL in every other report. */
  const DsBenchTestResult *finished;
} DsBenchProgress;

/* Called from the worker thread, at most about ten times a second, once at
 * every phase change and once as each test finishes (with ->finished). */
typedef void (*DsBenchProgressFunc) (const DsBenchProgress *progress,
                                     gpointer               user_data);

/* Runs the benchmark synchronously. Returns a result once a test has started
 * (status "completed", "cancelled" — tests cut short are marked incomplete —
 * or "failed"); on "cancelled" and "failed" @error is set as well
 * (G_IO_ERROR_CANCELLED, or the cause, with a message naming the test).
 * Returns NULL with @error when no test ran (bad settings, directory, space,
 * O_DIRECT refused, or the file could not be prepared; cancelling then gives
 * G_IO_ERROR_CANCELLED too). With fill_percent, a fill file of incompressible
 * data (ds_io_fill_to_level) first brings the filesystem to that level,
 * leaving room for the test file and the free-space reserve, and the
 * conditions record the level before and during (ds_run_conditions_set_fill).
 * The test file and the fill file are gone when this returns, whatever
 * happened. With verify, the write tests' blocks are read back after the
 * last test (not timed) into result->verify; a block that does not read
 * back intact makes the run "failed" with DS_ERROR_IO naming the first bad
 * offset and its kind, the measured tests kept. */
DsBenchResult   *ds_bench_run                (const DsBenchSettings *settings,
                                              DsBenchProgressFunc    progress,
                                              gpointer               user_data,
                                              GCancellable          *cancellable,
                                              GError               **error);

G_END_DECLS
