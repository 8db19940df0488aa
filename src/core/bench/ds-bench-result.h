/* ds-bench-result.h — what a benchmark run produced
 *
 * Plain data shared by the engine (which fills it), the store (which saves it
 * as the JSON below), the report and chart code and the GUI. The JSON form is
 * the CLI's `bench --json` output and the interchange format of the history
 * store; its key names are stable.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "ds-run-kind.h"

#include "ds-io-types.h"
#include "ds-io-verify.h"

G_BEGIN_DECLS

typedef struct
{
  DsIoPattern pattern;
  guint64        block_size;    /* bytes, 512 .. 64 MiB */
  guint          queue_depth;   /* 1 .. 512 */
  guint          threads;       /* 1 .. 64 */
} DsBenchSpec;

/* "SEQ1M Q8T1", "RND4K Q32T16", "SEQ128K Q32T1"; DS_ERROR_INVALID_ARGUMENT
 * with a message naming the bad part otherwise. */
gboolean     ds_bench_spec_parse      (const char        *text,
                                       DsBenchSpec       *out,
                                       GError           **error);
char        *ds_bench_spec_to_string  (const DsBenchSpec *spec);


typedef struct
{
  DsBenchSpec  spec;
  DsIoMode  mode;
  guint        mix_read_percent;  /* for DS_IO_MODE_MIX */
  GArray      *runs;              /* DsIoRunStats, in the order measured */
  gboolean     cached;            /* O_DIRECT was not honoured */
  gboolean     incomplete;        /* cancelled or failed part way */
} DsBenchTestResult;

typedef struct
{
  char       *uuid;
  DsRunKind   kind;         /* bench, or one of the imported kinds */
  gint64      start_time;   /* unix seconds, UTC */
  gint64      end_time;
  DsRunStatus status;
  JsonObject *settings;     /* profile, size_bytes, runs, duration_s, interval_s,
                               data, engine, mix_read_percent, modes, tests */
  JsonObject *conditions;   /* drive {name, model, serial, firmware, transport,
                               wwn, size_bytes, via}, dir, filesystem,
                               mount_options, mount_point, source, dm_crypt,
                               fill_percent, free_bytes, total_bytes,
                               file_size_bytes, link {description,
                               current_gts, current_width, max_gts, max_width,
                               degraded, reason, max_mbps}, temp_start_c,
                               temp_end_c, kernel, arch, cpu_model, cpu_count,
                               engine, direct_io, cached_reason,
                               anonymous_file, data_pattern, warnings [...],
                               app_version */
  /* What the app calls the drive when it reports no model ("RAID array
   * md0"), for charts; never written to JSON, so never saved. */
  char       *drive_display_name;
  GPtrArray  *tests;        /* DsBenchTestResult* in execution order */
  char       *comment;      /* the user's comment, NULL none; not in the JSON
                               (the history keeps it beside the run) */
  DsIoVerifyResult *verify; /* --verify: the read-back of what the writes
                               wrote; NULL when the writes were not verified */
} DsBenchResult;

DsBenchTestResult *ds_bench_test_result_new   (const DsBenchSpec       *spec,
                                               DsIoMode              mode);
void               ds_bench_test_result_free  (DsBenchTestResult       *result);
/* A deep copy (its own runs array). */
DsBenchTestResult *ds_bench_test_result_copy  (const DsBenchTestResult *result);
/* The headline (best run, as CrystalDiskMark shows) and the median run;
 * NULL when there are no runs. */
const DsIoRunStats *ds_bench_test_result_best   (const DsBenchTestResult *result);
const DsIoRunStats *ds_bench_test_result_median (const DsBenchTestResult *result);

/* Why a test's number may not be the drive's. */
typedef enum
{
  DS_BENCH_DOUBT_NONE       = 0,
  DS_BENCH_DOUBT_ABOVE_LINK = 1 << 0,  /* faster than the interface can carry */
  DS_BENCH_DOUBT_CACHED     = 1 << 1,  /* O_DIRECT was not honoured */
  DS_BENCH_DOUBT_CPU_BOUND  = 1 << 2,  /* the I/O threads kept their cores busy */
} DsBenchDoubts;

/* The doubts about @result's best run; @link_max_mbps is what the drive's
 * link carries (NAN or 0: unknown, never above it). CPU-bound: the I/O
 * threads used at least 90 % of a core each. */
DsBenchDoubts      ds_bench_test_result_doubts (const DsBenchTestResult *result,
                                                double                   link_max_mbps);

DsBenchResult     *ds_bench_result_new        (void);
void               ds_bench_result_free       (DsBenchResult           *result);
/* The test for (spec, mode) or NULL. */
DsBenchTestResult *ds_bench_result_find       (DsBenchResult           *result,
                                               const DsBenchSpec       *spec,
                                               DsIoMode              mode);

/* {"uuid","kind","start","end","status","settings","conditions",
 *  "tests":[{"spec","mode","mix_read_percent","mbps","mibps","iops","cached",
 *            "incomplete","lat_us":{"mean","min","max","stddev","p50","p90",
 *            "p99","p999","p9999"},"median":{"mbps","iops"},
 *            "runs":[{"mbps","mibps","iops","bytes","ios","seconds","cpu_s",
 *                     "lat_us":{...}}]}]
 *  "verify":{...} (ds_io_verify_result_to_json; only with --verify)}
 * where the top-level mbps/iops/lat_us are the best run's. */
JsonNode          *ds_bench_result_to_json    (const DsBenchResult     *result);
DsBenchResult     *ds_bench_result_from_json  (JsonNode                *node,
                                               GError                 **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsBenchTestResult, ds_bench_test_result_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsBenchResult, ds_bench_result_free)

G_END_DECLS
