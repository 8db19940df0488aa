/* ds-suite-job.h — suite settings, their step list, and running it
 *
 * The caller starts from ds_suite_settings_new (kind), which holds the
 * suite's defaults, replaces what the user chose, and ds_suite_run() —
 * synchronous, meant for a worker thread — copies the settings, creates and
 * fills the test file as `bench` does (O_DIRECT checked, incompressible
 * data), optionally fills the filesystem to a level first, runs every step
 * of the plan in order (each with its own warm-up and time window, or one
 * sampled pass for cache and linear), and returns the result with its
 * conditions. Progress comes back through one callback from the worker.
 * The surface suite makes no test file: it reads the whole drive through
 * the read-only descriptor udisks2 hands out (ds-bench-device.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ds-conditions.h"
#include "ds-io-engine.h"
#include "ds-steady.h"
#include "ds-suite-result.h"
#include "ds-test-file.h"

G_BEGIN_DECLS

#define DS_SUITE_DURATION_MAX     86400.0   /* 24 h */
#define DS_SUITE_WARMUP_MAX       600.0
#define DS_SUITE_MAX_STEPS        512
#define DS_SUITE_SURFACE_SAMPLES_DEFAULT 100
#define DS_SUITE_SURFACE_SAMPLES_MAX     10000

/* An IOMeter-style workload: what the mixes suite runs at each depth. */
typedef struct
{
  const char *name;           /* "database", "database-32k", "vm", … */
  const char *title;          /* untranslated (N_), for _() */
  guint64     block_size;     /* with a block mix, its largest */
  guint       read_percent;
  guint       random_percent;
  DsIoBlockMix block_mix;     /* n 0: one block size (fileserver and
                                 webserver draw theirs per I/O) */
} DsSuitePreset;

/* The presets in their order, and one by name (NULL if unknown). */
const DsSuitePreset *ds_suite_presets     (guint      *n_presets);
const DsSuitePreset *ds_suite_preset_find (const char *name);

typedef struct
{
  DsSuiteKind     kind;
  char           *dir;              /* where the test file is created;
                                       surface: NULL */
  char           *drive;            /* what --drive named, or NULL;
                                       surface: the kernel name (sda) */
  GArray         *blocks;           /* guint64 bytes; empty: the preset's (mixes) */
  GArray         *queue_depths;     /* guint */
  GArray         *threads;          /* guint */
  GArray         *mixes;            /* guint read shares; empty: the preset's (mixes) */
  GStrv           presets;          /* mixes: preset names, in order */
  int             random_percent;   /* -1: the suite's (or preset's) own */
  double          duration_s;       /* the window of each step */
  double          warmup_s;         /* discarded before each step */
  guint64         size_bytes;       /* test file (cache: bytes to write; 0 auto;
                                       surface: bytes read at each sample) */
  guint           samples;          /* surface: positions across the drive */
  gboolean        full_pass;        /* surface: read all of it, in order, as
                                       that many spans */
  guint64         drive_bytes;      /* surface: the capacity the drive list
                                       gives, for the estimate; 0 unknown */
  guint           fill_percent;     /* fill the filesystem to this first; 0 none */
  double          latency_limit_us; /* qd-scaling and mixes */
  DsLatencyStat   latency_limit_stat; /* what the limit is judged on (p99) */
  DsDataPattern   data;
  guint           compressible;     /* data compressible: percent of each 4 KiB that compresses away */
  DsIoEngineKind  engine;
  gboolean        allow_cached;
  /* iops-matrix and wsat (ds-suite-steady.h): a round is every step once,
   * each for duration_s (the options' round_s is written from it) */
  DsSteadyOptions steady;
  guint           precondition_passes; /* iops-matrix: 0 .. 10 */
  double          write_multiple;   /* wsat: write this many test files */
  gboolean        verify;           /* --verify: every write names its blocks, and what the
                                       steps (and the preconditioning) wrote is read back
                                       after the last step, untimed (ds-io-verify.h); not
                                       with surface, which only reads */
} DsSuiteSettings;

/* The suite's defaults:
 * blocksize   512 B … 64 MiB in powers of two, read then write, QD 4 T1,
 *             sequential, 3 s per step after 1 s of warm-up, 1 GiB file
 * qd-scaling  4K random, QD 1 … 256, T1, read then write, 5 s + 1 s
 * mixes       every preset at QD 1, 4, 16, 64, 5 s + 1 s (--blocks gives
 *             every preset one block size instead of its own or its mix)
 * rwmix       4K random, read 100, 95, 65, 50, 35, 5, 0 %, QD 32 T1
 * cache       1M sequential write Q8T1, size automatic (see ds_suite_run)
 * linear      1M sequential read then write Q8T1 over a 1 GiB file
 * surface     1M sequential read Q4T1, 8 MiB at each of 100 evenly spaced
 *             positions of the whole drive (or, with full_pass, all of it)
 * iops-matrix random, read 100, 95, 65, 50, 35, 5, 0 % by 1M, 128K, 64K,
 *             32K, 16K, 8K, 4K, 512, QD 32 T4, 60 s a cell, no warm-up, 2
 *             preconditioning passes, the PTS's steady-state options
 * wsat        4K random write QD 32 T4, rounds of 60 s, 4 test files */
DsSuiteSettings *ds_suite_settings_new      (DsSuiteKind            kind);
DsSuiteSettings *ds_suite_settings_copy     (const DsSuiteSettings *settings);
void             ds_suite_settings_free     (DsSuiteSettings       *settings);
/* Every range; DS_ERROR_INVALID_ARGUMENT naming the setting. */
gboolean         ds_suite_settings_validate (const DsSuiteSettings *settings,
                                             GError               **error);
/* The steps in the order they run (DsSuiteStepSpec*, owned). */
GPtrArray       *ds_suite_settings_plan     (const DsSuiteSettings *settings);
/* Seconds the plan takes without the file preparation; for a pass, at an
 * assumed 500 MB/s; NAN for a full surface pass of a drive of unknown size. */
double           ds_suite_settings_estimate_s (const DsSuiteSettings *settings);
/* The I/O buffer memory of the plan's largest step (ds_io_workload_buffer_bytes:
 * at most DS_IO_BUFFER_BUDGET, past it the slots share buffers); the step's
 * 0-based index in @index (may be NULL). */
guint64          ds_suite_settings_buffer_bytes (const DsSuiteSettings *settings,
                                                 guint                 *index);
/* {suite, blocks:[..], queue_depths:[..], threads:[..], mixes:[..],
 *  presets:[..], random_percent, duration_s, warmup_s, size_bytes,
 *  fill_percent, latency_limit_us, data, engine, allow_cached, dir};
 * surface adds drive, samples and full_pass (dir is null). */
JsonObject      *ds_suite_settings_to_json  (const DsSuiteSettings *settings);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsSuiteSettings, ds_suite_settings_free)

/* --- what the command line gives --- */

/* "512,4K,1M" or a range of powers of two "512-64M" (binary units; B, K,
 * KiB, M, MiB, G). */
gboolean ds_suite_parse_blocks   (const char  *text,
                                  GArray      *out,
                                  GError     **error);
/* "1,4,16" or a range of powers of two "1-256"; each within [min, max]. */
gboolean ds_suite_parse_counts   (const char  *text,
                                  guint        min,
                                  guint        max,
                                  GArray      *out,
                                  GError     **error);
/* "100,65,0" read shares 0 .. 100. */
gboolean ds_suite_parse_mixes    (const char  *text,
                                  GArray      *out,
                                  GError     **error);
/* "0.75ms", "750us", "750µs", "2s", "25ms"; a bare number is milliseconds. */
gboolean ds_suite_parse_latency  (const char  *text,
                                  double      *out_us,
                                  GError     **error);
/* --latency-limit: "STAT:TIME" with STAT mean, p99 or p99.9 ("mean:0.75ms",
 * "p99.9:2ms"), or TIME alone, which is p99. */
gboolean ds_suite_parse_latency_limit (const char    *text,
                                       DsLatencyStat *out_stat,
                                       double        *out_us,
                                       GError       **error);

/* The options the command line gives as text (--blocks, --qd, --mixes,
 * --presets, --latency-limit). */
typedef enum
{
  DS_SUITE_OPTION_BLOCKS,
  DS_SUITE_OPTION_QUEUE_DEPTHS,
  DS_SUITE_OPTION_MIXES,
  DS_SUITE_OPTION_PRESETS,
  DS_SUITE_OPTION_LATENCY_LIMIT,
} DsSuiteOption;

/* @option of @settings as the command line writes it ("512-64M",
 * "1,4,16", "0.75ms", "mean:0.75ms" — a p99 limit without its statistic;
 * a range where the values double): the option's
 * parser reads it back to the same values. */
char    *ds_suite_settings_option_text (const DsSuiteSettings *settings,
                                        DsSuiteOption          option);

/* --- running --- */

typedef enum
{
  DS_SUITE_PHASE_FILL,       /* filling the filesystem to the chosen level */
  DS_SUITE_PHASE_PREPARE,    /* creating and filling the test file */
  DS_SUITE_PHASE_WARMUP,
  DS_SUITE_PHASE_MEASURE,
  DS_SUITE_PHASE_OPEN,       /* surface: asking udisks2 for the drive (and
                                the user for authentication) */
  DS_SUITE_PHASE_PRECONDITION, /* iops-matrix: writing the whole file */
  DS_SUITE_PHASE_VERIFY,     /* --verify: reading back what the steps wrote */
} DsSuitePhase;

const char *ds_suite_phase_to_string (DsSuitePhase phase);  /* translated */

typedef struct
{
  guint              step_index;    /* 0-based */
  guint              step_count;
  const DsSuiteStepSpec *step;      /* the current step; NULL while preparing */
  DsSuitePhase       phase;
  double             live_mbps;     /* NAN when none */
  double             phase_fraction;
  double             fraction;      /* 0 .. 1 of the whole suite */
  /* Set once, in the call right after a step finished: its result, valid
   * during the call only (copy what you keep). NULL otherwise. */
  const DsSuiteStep *finished;
  /* surface: the pass so far (its samples up to now and the statistics of
   * them), set about twice a second while it runs, so a window can draw
   * the curve as it grows; valid during the call only. NULL otherwise. */
  const DsSuiteStep *partial;
  /* iops-matrix and wsat: the round under way (1-based; 0 otherwise), the
   * most there can be, and the tracked value of each finished round so
   * far (double IOPS, borrowed, valid during the call only; NULL
   * otherwise); preconditioning: the pass and bytes written of all. */
  guint              round;
  guint              max_rounds;
  const GArray      *round_values;
  gboolean           steady_reached;
  guint              precondition_pass;
  guint              precondition_passes;
  guint64            precondition_written;
  guint64            precondition_total;
} DsSuiteProgress;

typedef void (*DsSuiteProgressFunc) (const DsSuiteProgress *progress,
                                     gpointer               user_data);

/* Runs the suite synchronously. Returns a result once a step has started
 * (status "completed", "cancelled" — the step cut short is kept, marked
 * incomplete, when it measured anything — or "failed"); on "cancelled" and
 * "failed" @error is set as well (G_IO_ERROR_CANCELLED, or the cause, with a
 * message naming the step). Returns NULL with @error when no step ran. The
 * test file and the fill file are gone when this returns, whatever happened.
 *
 * The surface suite first asks udisks2 for the drive (OpenForBenchmark,
 * read-only, polkit may ask for a password): where that fails, NULL and
 * @error, and nothing was read.
 *
 * The cache suite's size 0 writes the smaller of 75 % of the free space and
 * four times an estimated cache of a tenth of the drive's capacity (dynamic
 * SLC caches are a tenth to a third of it), at most 64 GiB and at least
 * 1 GiB; the test file is not pre-filled, so the drive's cache is fresh. */
DsSuiteResult *ds_suite_run (const DsSuiteSettings *settings,
                             DsSuiteProgressFunc    progress,
                             gpointer               user_data,
                             GCancellable          *cancellable,
                             GError               **error);

G_END_DECLS
