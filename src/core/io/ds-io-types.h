/* ds-io-types.h — what a workload does and what one measured window gave
 *
 * Plain values shared by the workload runner (which fills them) and every
 * layer above it: bench, suites, thermal, history, report.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "ds-io-enums.h"

G_BEGIN_DECLS

/* DsIoMode is in ds-io-enums.h. */

typedef enum
{
  DS_IO_PATTERN_SEQ,
  DS_IO_PATTERN_RND,
} DsIoPattern;

/* "read" "write" "mix" */
const char *ds_io_mode_to_string   (DsIoMode    mode);
gboolean    ds_io_mode_from_string (const char *text,
                                    DsIoMode   *out);

/* One measured window of one workload. */
typedef struct
{
  double  mbps;                 /* 10^6 bytes per second, as CrystalDiskMark */
  double  iops;
  guint64 bytes;
  guint64 ios;
  double  seconds;              /* the measurement window */
  double  lat_mean_us;
  double  lat_min_us;
  double  lat_max_us;
  double  lat_stddev_us;
  double  lat_p50_us;
  double  lat_p90_us;
  double  lat_p99_us;
  double  lat_p999_us;
  double  lat_p9999_us;
  double  cpu_seconds;          /* user + system time of the I/O threads in the
                                   window; NAN unknown. JSON "cpu_s". */
} DsIoRunStats;

/* The latency of @stats as the results save it:
 * {"mean","min","max","stddev","p50","p90","p99","p999","p9999"} in µs,
 * null when unknown; and back (absent members read as NAN). */
JsonObject *ds_io_run_stats_latency_to_json   (const DsIoRunStats *stats);
void        ds_io_run_stats_latency_from_json (JsonObject         *latency,
                                               DsIoRunStats       *stats);

/* The largest workload: 1024 in flight per thread, 256 threads (the I/O
 * buffers stay within DS_IO_BUFFER_BUDGET, ds-io-engine.h). */
#define DS_IO_QUEUE_DEPTH_MAX 1024
#define DS_IO_THREADS_MAX     256

G_END_DECLS
