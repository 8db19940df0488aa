/* ds-report-enums.h — the unit numbers are shown in, shared by the charts,
 * the reports, the window's cells and the settings
 *
 * Its GType (ds-report-enum-types.h) and the GSettings schema's <enum> are
 * generated from this file (src/core/report/meson.build, data/meson.build).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* The unit benchmark numbers are shown in (charts, cells, tables). */
typedef enum
{
  DS_CHART_UNITS_MBPS,      /* MB/s, 10^6 bytes per second */
  DS_CHART_UNITS_GBPS,      /* GB/s */
  DS_CHART_UNITS_IOPS,
  DS_CHART_UNITS_US,        /* mean latency in µs */
} DsChartUnits;

G_END_DECLS
