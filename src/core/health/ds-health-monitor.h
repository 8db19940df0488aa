/* ds-health-monitor.h — when a drive gets worse: the monitor's rules
 *
 * Pure functions on two readings of one drive, each the `health` object of
 * `health --json` (what the history keeps): the one taken before and the
 * one taken now. Each rule that fires gives an event with a stable id
 * (JSON) and a sentence for people (translated):
 *   verdict_worse           good -> caution -> bad
 *   reallocated_rising      reallocated_sectors went up
 *   pending_rising          pending_sectors went up
 *   uncorrectable_rising    uncorrectable_sectors went up
 *   media_errors_rising     NVMe media and data integrity errors went up
 *   crc_rising              ATA 199 (UDMA/SATA CRC errors) went up
 *   critical_warning        the NVMe critical warning changed
 *   spare_low               available spare fell to or below the threshold
 *   life_low                life left fell to or below the threshold
 *   too_hot                 the temperature reached the threshold, where it
 *                           was below: the one set, else the drive's own
 *                           warning temperature (WCTEMP)
 * A value unknown in either reading fires nothing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

typedef struct
{
  int spare_percent;   /* spare_low at or below this; 0: the drive's own threshold, else 10 */
  int life_percent;    /* life_low at or below this (default 10) */
  int temperature_c;   /* too_hot at or above this; 0: the drive's own warning temperature */
} DsMonitorThresholds;

typedef struct
{
  char   *id;          /* "pending_rising" ... */
  char   *message;     /* translated */
  gint64  before;      /* the values compared; -1 where a rule has none */
  gint64  after;
} DsMonitorEvent;

void        ds_monitor_thresholds_init (DsMonitorThresholds *thresholds);
void        ds_monitor_event_free      (DsMonitorEvent      *event);

/* DsMonitorEvent*, in the order of the list above; empty when nothing got
 * worse. */
GPtrArray  *ds_monitor_compare         (JsonObject                *before,
                                        JsonObject                *after,
                                        const DsMonitorThresholds *thresholds);

/* The events as JSON: [{"id", "message", "before", "after"}]. */
JsonNode   *ds_monitor_events_to_json  (GPtrArray                 *events);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsMonitorEvent, ds_monitor_event_free)

G_END_DECLS
