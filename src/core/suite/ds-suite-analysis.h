/* ds-suite-analysis.h — the answers a suite's steps give
 *
 * Pure functions of a result: the block size from which a sweep stays within
 * 5 % of its peak, the deepest queue that keeps p99 latency under a limit,
 * Little's law on every step, the cache size where a long write falls, and
 * the spread of a linear pass. Computing and printing are kept apart: the
 * text, report and chart code format what these return.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ds-conditions.h"
#include "ds-suite-result.h"

G_BEGIN_DECLS

/* The sweep "reaches its peak" from the smallest block whose MB/s, and that
 * of every larger block, is at least this share of the peak. */
#define DS_SUITE_PLATEAU_FRACTION   0.95
/* Little's law: IOPS × mean latency = I/Os outstanding (QD × threads). A
 * step whose ratio is further than this from 1 did not keep its queue full
 * (or its clock is wrong) and is flagged. */
#define DS_SUITE_LITTLE_TOLERANCE   0.10
/* Cache curve: the drop is where the speed falls below this share of the
 * level it started at and stays there. */
#define DS_SUITE_CACHE_DROP_FRACTION 0.70
/* The latency limit of the qd-scaling and mixes suites unless chosen. */
#define DS_SUITE_LATENCY_LIMIT_DEFAULT_US 750.0

/* IOPS × mean latency / (QD × threads); NAN without a measurement. */
double   ds_suite_step_little_ratio (const DsSuiteStep *step);
/* TRUE when the ratio is within DS_SUITE_LITTLE_TOLERANCE of 1 (or cannot
 * be computed). */
gboolean ds_suite_step_little_holds (const DsSuiteStep *step);

/* Steps belong to one series (one curve of a chart, one line of an answer)
 * when they differ only in queue depth and threads (qd-scaling, mixes), or
 * only in block size (blocksize), or only in read share (rwmix). The name is
 * the step's label, else its block, read share and random share: "4K read
 * rnd", "read", "database 32K". Newly allocated. */
char    *ds_suite_step_series       (const DsSuiteResult *result,
                                     const DsSuiteStep   *step);
/* The same name for people, in the user's language ("4K чтение случ.");
 * a preset's label stays as the command line names it. Newly allocated. */
char    *ds_suite_step_series_title (const DsSuiteResult *result,
                                     const DsSuiteStep   *step);
/* The title of the series named @series (as ds_suite_step_series), or
 * @series itself when no step has that name. Newly allocated. */
char    *ds_suite_series_title      (const DsSuiteResult *result,
                                     const char          *series);
/* The series of @result in the order they first appear (char*), and the
 * steps of one of them (borrowed DsSuiteStep*, in order). */
GPtrArray *ds_suite_result_series       (const DsSuiteResult *result);
GPtrArray *ds_suite_result_series_steps (const DsSuiteResult *result,
                                         const char          *series);

typedef struct
{
  double  peak_mbps;       /* NAN when nothing was measured */
  guint64 peak_block;
  guint64 plateau_block;   /* from here on within 5 % of the peak; 0 none */
} DsSuitePlateau;

gboolean ds_suite_blocksize_plateau (const DsSuiteResult *result,
                                     const char          *series,
                                     DsSuitePlateau      *out);

typedef struct
{
  gboolean found;          /* a step met the limit */
  DsLatencyStat stat;      /* what the limit was judged on */
  guint    queue_depth;    /* of the deepest step whose latency met it */
  guint    threads;
  double   iops;
  double   latency_us;     /* that step's latency in the statistic judged */
  double   p99_us;
  double   peak_iops;      /* the highest IOPS of the series, limit or not */
  guint    peak_queue_depth;
  guint    peak_threads;
  /* Shallower steps than the answer's whose latency was over the limit:
   * noise (a deeper step met it), their queue depths, shallowest first;
   * at most 8 listed, n_noisy counts them all. */
  guint    n_noisy;
  guint    noisy_queue_depths[8];
} DsSuiteQdAnswer;

/* The deepest step (by QD × threads) of @series whose latency, in the
 * statistic the result's settings name (p99 unless chosen), is within
 * @limit_us, and the shallower steps over it. FALSE when the series has
 * no measured step. */
gboolean ds_suite_qd_answer         (const DsSuiteResult *result,
                                     const char          *series,
                                     double               limit_us,
                                     DsSuiteQdAnswer     *out);

typedef struct
{
  gboolean found;          /* the speed fell */
  double   start_mbps;     /* level before the drop (or of the whole pass) */
  double   cache_bytes;    /* written when it fell */
  double   after_mbps;     /* median after the drop */
  double   written_bytes;  /* length of the pass */
} DsSuiteCache;

/* The write-cache curve of one pass: FALSE without samples. */
gboolean ds_suite_cache_analyze     (const GArray        *samples,
                                     DsSuiteCache        *out);

typedef struct
{
  double avg_mbps;         /* bytes / seconds of the whole pass */
  double min_mbps;
  double max_mbps;
  double spread_mbps;      /* max - min */
  guint  min_index;        /* the samples of min and max */
  guint  max_index;
} DsSuiteLinear;

gboolean ds_suite_linear_analyze    (const DsSuiteStep   *step,
                                     DsSuiteLinear       *out);

/* surface: where sample @index of @step lies on the drive, in percent of
 * the drive from its start (the middle of the span it read); NAN when the
 * drive's size is not in the conditions. */
double   ds_suite_surface_position_percent (const DsSuiteResult *result,
                                            const DsSuiteStep   *step,
                                            guint                index);

/* The summary of the result kind, as in the JSON:
 * blocksize  {"series":[{"name","peak_mbps","peak_block","plateau_block"}]}
 * qd-scaling, mixes {"latency_limit_us","latency_limit_stat",
 *            "series":[{"name","found",
 *            "queue_depth","threads","iops","latency_us","p99_us","peak_iops",
 *            "peak_queue_depth","peak_threads"}]}
 * rwmix      {"read_iops","write_iops","write_share_of_read"}
 * cache      {"steps":[{"found","start_mbps","cache_bytes","after_mbps",
 *            "written_bytes"}]}
 * linear     {"steps":[{"mode","avg_mbps","min_mbps","max_mbps","spread_mbps"}]}
 * surface    as linear, each step also with "min_at_percent" and
 *            "max_at_percent" (where on the drive, ds_suite_surface_
 *            position_percent), and "device_bytes" 
 * and for every suite with windows "little_violations": the indices of the
 * steps Little's law flags. */
JsonObject *ds_suite_summary_to_json (const DsSuiteResult *result);

/* The answers as sentences, one per line, translated: "read: reaches 95 %
 * of its peak (3212.4 MB/s) from 128 KiB", "4K read rnd: sustains QD 16
 * (201 340 IOPS) within 0.75 ms p99". */
char       *ds_suite_summary_text    (const DsSuiteResult *result);

/* "750 µs", "1.5 ms": a latency as the answers print it, translated. */
char       *ds_suite_format_latency  (double               us);
/* A limit with its statistic, as the answers, charts and compare name it:
 * "750 µs p99", "1.5 ms mean", "2 ms p99.9". */
char       *ds_suite_format_latency_limit (double          us,
                                           DsLatencyStat   stat);

/* A step's latency in @stat, µs (NAN unmeasured). */
double      ds_suite_step_latency_us (const DsSuiteStep   *step,
                                      DsLatencyStat        stat);

/* The latency limit stored in the settings, or the default. */
double      ds_suite_result_latency_limit_us (const DsSuiteResult *result);
/* Its statistic (p99 for runs stored before the choice). */
DsLatencyStat ds_suite_result_latency_limit_stat (const DsSuiteResult *result);

G_END_DECLS
