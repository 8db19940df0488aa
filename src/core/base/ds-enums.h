/* ds-enums.h — the choices that settings, the window, the CLI and the core
 * share, each defined here once
 *
 * Their GTypes (ds-enum-types.h) and the <enum>s of the GSettings schema
 * are generated from this file (gnome.mkenums_simple and gnome.mkenums in
 * src/core/base/meson.build and data/meson.build). The nicks are the
 * strings stored in settings, accepted and printed by the CLI and kept in
 * saved results; the labels people read are the window's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* What a workload does. */
typedef enum
{
  DS_IO_MODE_READ,
  DS_IO_MODE_WRITE,
  DS_IO_MODE_MIX,
} DsIoMode;

/* What benchmark writes fill the file with. */
typedef enum
{
  DS_DATA_PATTERN_RANDOM,   /* incompressible pseudo-random bytes (default) */
  DS_DATA_PATTERN_ZEROS,
} DsDataPattern;

/* Which I/O engine runs a workload. */
typedef enum
{
  DS_IO_ENGINE_AUTO,                          /* io_uring (Linux) or iocp (Windows) where available, else psync */
  DS_IO_ENGINE_IO_URING,  /*< nick=io_uring >*/
  DS_IO_ENGINE_PSYNC,
  DS_IO_ENGINE_IOCP,                          /* overlapped I/O on a completion port (Windows) */
} DsIoEngineKind;

/* The unit benchmark numbers are shown in (charts, cells, tables). */
typedef enum
{
  DS_CHART_UNITS_MBPS,      /* MB/s, 10^6 bytes per second */
  DS_CHART_UNITS_GBPS,      /* GB/s */
  DS_CHART_UNITS_IOPS,
  DS_CHART_UNITS_US,        /* mean latency in µs */
} DsChartUnits;

/* CrystalDiskMark 8's sets of tests. */
typedef enum
{
  DS_BENCH_PROFILE_DEFAULT,
  DS_BENCH_PROFILE_NVME,
  DS_BENCH_PROFILE_PEAK,
  DS_BENCH_PROFILE_REAL,
  DS_BENCH_PROFILE_DEMO,
} DsBenchProfile;

/* The nick of @value of the enum @type, or NULL when it has none. */
const char *ds_enum_to_nick   (GType       type,
                               int         value);
/* The value whose nick is @nick; FALSE when there is none. */
gboolean    ds_enum_from_nick (GType       type,
                               const char *nick,
                               int        *out);
/* The nicks of @type, in order (free with g_strfreev). */
char      **ds_enum_nicks     (GType       type);

G_END_DECLS
