/* ds-thermal-analysis.h — what a sustained-write timeline says
 *
 * Pure functions over DsThermalResult.samples: no I/O, no clock, so recorded
 * timelines (the CSV files under tests/fixtures/thermal) exercise exactly the code a live
 * run uses.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ds-thermal-result.h"

G_BEGIN_DECLS

/* A throttle event is a drop of at least DS_THERMAL_DROP_FRACTION below the
 * running level that lasts DS_THERMAL_SUSTAIN_S or longer. */
#define DS_THERMAL_DROP_FRACTION     0.15
#define DS_THERMAL_SUSTAIN_S         5.0
/* Recovered: throughput back within this fraction of the run's starting level. */
#define DS_THERMAL_RECOVER_FRACTION  0.10
/* Cause "thermal": onset temperature within this of the warning threshold. */
#define DS_THERMAL_NEAR_WARNING_C    5.0
/* Cause "cache": the temperature moved less than this before the drop. */
#define DS_THERMAL_FLAT_TEMP_C       5.0
/* A dip: a write sample below this fraction of the steady level. */
#define DS_THERMAL_DIP_FRACTION      0.30
/* Cool-down ends within this of the temperature at the start. */
#define DS_THERMAL_IDLE_MARGIN_C     1.0

/* Fills result->summary, result->events and result->verdict from
 * result->samples, result->warning_temp_c, result->status and
 * result->health_delta. Replaces whatever was there. */
void      ds_thermal_analyze                   (DsThermalResult *result);

/* Only the summary part of ds_thermal_analyze(): start (median of the first
 * 5 s), steady (median of the last third), minimum, average (bytes over
 * time), peak temperature, recovery and the dips. The one definition of
 * each figure: the verdict, the CLI and the window all show these. */
void      ds_thermal_compute_summary           (const GArray     *samples,
                                                DsThermalSummary *summary);

/* What a comparison of thermal runs sets side by side, all from the run's
 * own analysis (its summary and events, as ds_thermal_analyze left them):
 * the first throttle's onset (time and temperature: the first event that is
 * not a write cache filling), the level before it and the level of its
 * first step down; the write cache of the first cache event (0: none); the lowest level held for DS_THERMAL_SUSTAIN_S or longer
 * (every step of every event, the level at each event's end, the steady
 * level); the cool-down time and peak temperature of the summary. NAN where
 * a figure does not apply (no throttling: no onset, no "after"). */
typedef struct
{
  double first_throttle_s;
  double throttle_temp_c;
  double before_mbps;
  double after_mbps;
  double lowest_sustained_mbps;
  double cooldown_s;
  double peak_temp_c;
  guint64 cache_bytes;
  guint  n_events;
} DsThermalFigures;

void      ds_thermal_figures                   (const DsThermalResult *result,
                                                DsThermalFigures      *figures);

/* A drive's own counters from one health snapshot; -1 where unknown. */
typedef struct
{
  gint64 thermal_transitions;    /* all thermal management levels together */
  gint64 thermal_seconds;
  gint64 warning_temp_minutes;
  gint64 critical_temp_minutes;
  gint64 bytes_written;
  double temperature_c;          /* NAN unknown */
} DsThermalCounters;

void        ds_thermal_counters_init  (DsThermalCounters       *counters);

/* The JSON stored in DsThermalResult.health_delta: thermal_transitions,
 * thermal_seconds, warning_temp_minutes, critical_temp_minutes and
 * bytes_written as after - before (only where both are known), plus
 * "before" and "after" objects with the values. NULL when nothing is
 * comparable. */
JsonObject *ds_thermal_health_delta   (const DsThermalCounters *before,
                                       const DsThermalCounters *after);

/* TRUE when a health delta (see ds-thermal-job.h) shows that the drive's own
 * thermal management kicked in: transitions, time or warning minutes grew. */
gboolean  ds_thermal_health_delta_shows_throttling (JsonObject   *health_delta);

/* The one-paragraph plain-language verdict; translated. */
char     *ds_thermal_verdict                   (const DsThermalResult *result);

G_END_DECLS
