/* ds-thermal-result.h — a sustained-write timeline and what it says
 *
 * Plain data shared by the thermal test (which fills it), its analysis, the
 * store, the charts and the GUI. The JSON form is `thermal --json`.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

#include "ds-run-kind.h"

G_BEGIN_DECLS

typedef struct
{
  double  t_s;          /* seconds since the write started */
  double  mbps;         /* throughput over the interval ending at t_s; NAN in cool-down */
  double  temp_c;       /* NAN when no reading at this sample */
  guint64 bytes;        /* written so far */
  gboolean cooldown;    /* sampled after writing stopped */
} DsThermalSample;

typedef enum
{
  DS_THERMAL_CAUSE_UNKNOWN,
  DS_THERMAL_CAUSE_THERMAL,
  DS_THERMAL_CAUSE_CACHE,
} DsThermalCause;

typedef struct
{
  double t_s;
  double mbps;
} DsThermalStep;

typedef struct
{
  DsThermalCause cause;
  double   onset_s;
  double   onset_temp_c;     /* NAN unknown */
  double   before_mbps;
  double   during_mbps;
  GArray  *steps;            /* DsThermalStep: every step down, the first included */
  double   end_s;            /* end of the throttled span (recovery or end of writing) */
  double   recovered_s;      /* NAN when it never recovered */
  guint64  cache_bytes;      /* estimated write-cache size for cause cache, else 0 */
  double   end_mbps;         /* level at the end of the span (median of its last 10 s) */
  double   lead_s;           /* seconds of writing at the level before the onset */
  double   temp_rise_c;      /* how far the temperature moved over that lead; NAN unknown */
} DsThermalEvent;

typedef struct
{
  double  start_mbps;
  double  steady_mbps;
  double  avg_mbps;
  double  min_mbps;
  double  max_mbps;
  double  spread_mbps;
  guint64 bytes_written;
  double  peak_temp_c;       /* NAN when no temperature */
  double  final_temp_c;
  double  recovery_s;        /* cool-down time to within 1 °C of start; NAN unknown */
  double  write_seconds;
  /* Brief drops below DS_THERMAL_DIP_FRACTION of the steady level, too
   * short to be throttle events, that the chart shows: how many, and the
   * lowest and highest of their lowest points (NAN when none). Worked out
   * from the samples, not stored. */
  guint   n_dips;
  double  dip_low_mbps;
  double  dip_high_mbps;
} DsThermalSummary;

typedef struct
{
  char        *uuid;
  gint64       start_time;   /* unix seconds */
  gint64       end_time;
  DsRunStatus  status;
  JsonObject  *settings;     /* duration_s, size_bytes, block_size, queue_depth,
                                sample_ms, cooldown_s */
  JsonObject  *conditions;   /* as for bench, plus temp_source */
  char        *drive_display_name; /* as for bench: charts only, never saved */
  double       warning_temp_c;   /* NAN unknown */
  double       critical_temp_c;  /* NAN unknown */
  GArray      *samples;      /* DsThermalSample */
  DsThermalSummary summary;
  GPtrArray   *events;       /* DsThermalEvent* */
  char        *verdict;
  JsonObject  *health_delta; /* thermal counters and bytes written, before -> after; may be NULL */
} DsThermalResult;

DsThermalEvent  *ds_thermal_event_new       (void);
void             ds_thermal_event_free      (DsThermalEvent        *event);
DsThermalResult *ds_thermal_result_new      (void);
void             ds_thermal_result_free     (DsThermalResult       *result);
const char      *ds_thermal_cause_to_string (DsThermalCause         cause);

/* {"uuid","kind":"thermal","start","end","status","settings","conditions",
 *  "warning_temp_c","critical_temp_c",
 *  "summary":{"start_mbps","steady_mbps","avg_mbps","min_mbps","max_mbps",
 *             "spread_mbps","bytes_written","peak_temp_c","final_temp_c",
 *             "recovery_s"},
 *  "events":[{"kind":"throttle","cause","onset_s","onset_temp_c",
 *             "before_mbps","during_mbps","steps":[{"t_s","mbps"}],
 *             "end_s","end_mbps","lead_s","temp_rise_c","recovered_s",
 *             "cache_bytes"}],
 *  "verdict":"...", "samples":[{"t_s","mbps","temp_c","bytes","cooldown"}]} */
JsonNode        *ds_thermal_result_to_json   (const DsThermalResult *result);
/* Several lines for a terminal or a log: summary, events, health change,
 * verdict; translated, ends with a newline (ds-thermal-text.c). */
char            *ds_thermal_result_format_text (const DsThermalResult *result);
DsThermalResult *ds_thermal_result_from_json (JsonNode              *node,
                                              GError               **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsThermalEvent, ds_thermal_event_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsThermalResult, ds_thermal_result_free)

G_END_DECLS
