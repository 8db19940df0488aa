/* ds-suite-result.h — what a suite produced: its steps, in the order run
 *
 * A suite is the reviewers' methodology made repeatable: an ordered list of
 * steps (block size, queue depth, threads, read share, random share), each
 * measured in its own time window after its own warm-up on the same engine
 * and test file as `bench`, or, for the cache and linear suites, one pass
 * over the test area sampled as MB/s against position. Plain data shared by
 * the runner (which fills it), the store, the charts, the reports and the
 * GUI. The JSON form is `suite --json` and the interchange format of the
 * history; its key names are stable.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "ds-io-block-mix.h"
#include "ds-io-types.h"
#include "ds-io-verify.h"
#include "ds-run-kind.h"

G_BEGIN_DECLS

typedef enum
{
  DS_SUITE_BLOCKSIZE,    /* ATTO: MB/s against block size, read and write */
  DS_SUITE_QD_SCALING,   /* IOPS and latency against queue depth */
  DS_SUITE_MIXES,        /* IOMeter-style workload presets at a QD ladder */
  DS_SUITE_RWMIX,        /* SNIA read/write-mix sweep */
  DS_SUITE_CACHE,        /* write-cache curve: MB/s against bytes written */
  DS_SUITE_LINEAR,       /* AIDA64 linear read and write: MB/s against position */
  DS_SUITE_SURFACE,      /* GNOME Disks: reads across the whole raw drive,
                            read-only, through udisks2 */
  DS_SUITE_IOPS_MATRIX,  /* SNIA PTS IOPS: preconditioning, then rounds of
                            7 read/write mixes x 8 block sizes, random,
                            until the 4K write cell is steady */
  DS_SUITE_WSAT,         /* SNIA PTS write saturation: 4K random write in
                            rounds for a multiple of the test file */
} DsSuiteKind;

#define DS_SUITE_N_KINDS 9

/* "blocksize" "qd-scaling" "mixes" "rwmix" "cache" "linear" "surface"
 * "iops-matrix" "wsat" */
const char *ds_suite_kind_to_string   (DsSuiteKind  kind);
gboolean    ds_suite_kind_from_string (const char  *text,
                                       DsSuiteKind *out);
/* Translated: "Block-size sweep", "Queue-depth scaling", … */
const char *ds_suite_kind_title       (DsSuiteKind  kind);
/* TRUE for the suites that sample one pass (cache, linear, surface) rather
 * than measure fixed windows. */
gboolean    ds_suite_kind_is_pass     (DsSuiteKind  kind);
/* TRUE for the suites that repeat their steps in rounds (iops-matrix,
 * wsat): each step keeps its round, and the steady-state verdict comes
 * from them (ds-suite-steady.h). */
gboolean    ds_suite_kind_has_rounds  (DsSuiteKind  kind);

/* "512", "4K", "64M": a block size as the steps name it. */
char       *ds_suite_format_block     (guint64      bytes);

/* What one step does. */
typedef struct
{
  char    *label;           /* the preset ("database", "vdi", …) or NULL */
  guint    read_percent;    /* 100 read only, 0 write only, else a mix */
  guint    random_percent;  /* share of I/Os at random offsets, 0 .. 100 */
  guint64  block_size;      /* bytes; with a block mix, its largest */
  guint    queue_depth;
  guint    threads;
  DsIoBlockMix block_mix;   /* n 0: every I/O is block_size; else each
                               I/O's size is drawn from it (fileserver,
                               webserver) */
} DsSuiteStepSpec;

/* READ for 100 %, WRITE for 0 %, MIX otherwise. */
DsIoMode ds_suite_step_spec_mode      (const DsSuiteStepSpec *spec);
/* "4K Q32T1 read rnd", "database 32K Q4T1 65/35 100% rnd",
 * "fileserver mixed 512-64K Q4T1 80/20 rnd": for progress lines, error
 * messages and the reports' step cells. */
char    *ds_suite_step_spec_to_string (const DsSuiteStepSpec *spec);
/* The block column of a table: "4K", or "mixed" (translated) for a block
 * mix. */
char    *ds_suite_step_spec_block_text (const DsSuiteStepSpec *spec);
/* A block mix in full, "512 10 %, 1K 5 %, 4K 60 %, 64K 10 %"; NULL when
 * the step has one block size. */
char    *ds_suite_block_mix_to_string (const DsIoBlockMix   *mix);
void     ds_suite_step_spec_copy      (DsSuiteStepSpec       *dest,
                                       const DsSuiteStepSpec *src);
void     ds_suite_step_spec_clear     (DsSuiteStepSpec       *spec);

/* A point of a pass: MB/s over the span that ended at @position bytes from
 * the start of the pass (surface: of the drive; a sampled surface run's
 * spans are its samples, evenly spaced with gaps between them). */
typedef struct
{
  double position;
  double mbps;
} DsSuiteSample;

typedef struct
{
  DsSuiteStepSpec spec;
  DsIoRunStats    stats;        /* the window (or the whole pass) */
  GArray         *samples;      /* DsSuiteSample; passes only */
  gboolean        cached;       /* O_DIRECT was not honoured */
  gboolean        incomplete;   /* cancelled or failed part way */
  guint           round;        /* 1-based round of a suite with rounds; 0 */
} DsSuiteStep;

DsSuiteStep *ds_suite_step_new  (const DsSuiteStepSpec *spec);
void         ds_suite_step_free (DsSuiteStep           *step);

typedef struct
{
  char        *uuid;
  DsRunKind    kind;          /* always DS_RUN_KIND_SUITE */
  DsSuiteKind  suite;
  gint64       start_time;    /* unix seconds, UTC */
  gint64       end_time;
  DsRunStatus  status;
  JsonObject  *settings;      /* as ds_suite_settings_to_json () */
  JsonObject  *conditions;    /* as for bench (ds-run-conditions.h), plus
                                 fill {target_percent, before_percent,
                                 during_percent, bytes} when --fill ran */
  GPtrArray   *steps;         /* DsSuiteStep*, in the order run */
  char        *comment;       /* the user's comment; not in the JSON */
  char        *drive_display_name; /* as for bench: charts only, never saved */
  DsIoVerifyResult *verify;   /* --verify: the read-back; NULL without (JSON "verify") */
} DsSuiteResult;

DsSuiteResult *ds_suite_result_new       (DsSuiteKind          suite);
void           ds_suite_result_free      (DsSuiteResult       *result);

/* {"uuid","kind":"suite","suite","start","end","status","settings",
 *  "conditions",
 *  "steps":[{"label","mode","read_percent","random_percent","block_size",
 *            "block_sizes":[{"size","percent"}, …] (a block mix only;
 *            block_size is then its largest),
 *            "queue_depth","threads","mbps","mibps","iops","bytes","ios",
 *            "seconds","cpu_s","lat_us":{"mean","min","max","stddev","p50",
 *            "p90","p99","p999","p9999"},"little_ratio","cached",
 *            "incomplete","round" (suites with rounds),"samples":[[position, mbps], …]}],
 *  "summary":{…}}  — summary as ds_suite_summary_to_json (), written for
 * readers and recomputed, not read, when the document is loaded. */
JsonNode      *ds_suite_result_to_json   (const DsSuiteResult *result);
DsSuiteResult *ds_suite_result_from_json (JsonNode            *node,
                                          GError             **error);
/* The step array alone, as in the document ("steps"), and back: the history
 * keeps it in one column. */
JsonArray     *ds_suite_steps_to_json    (const GPtrArray     *steps);
gboolean       ds_suite_steps_from_json  (JsonArray           *array,
                                          GPtrArray           *steps,
                                          GError             **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsSuiteStep, ds_suite_step_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsSuiteResult, ds_suite_result_free)

G_END_DECLS
