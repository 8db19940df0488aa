/* ds-endurance.h — how long a drive's rated endurance lasts at its pace
 *
 * Pure arithmetic over health snapshots (no database, no device), so the
 * CLI, the GUI and the tests agree on every date.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

typedef struct
{
  gint64 taken_at;          /* unix seconds */
  double bytes_written;     /* NAN unknown */
  double percentage_used;   /* NAN unknown */
} DsEnduranceSample;

typedef enum
{
  DS_ENDURANCE_BASIS_NONE,
  DS_ENDURANCE_BASIS_TBW,
  DS_ENDURANCE_BASIS_PERCENTAGE,
} DsEnduranceBasis;

typedef struct
{
  gint64  span_start;       /* first and last snapshot used */
  gint64  span_end;
  double  span_days;
  guint   n_samples;
  double  gb_per_day;       /* decimal GB; NAN without bytes written */
  double  dwpd;             /* drive writes per day; NAN without capacity */
  double  tbw_days;         /* days from span_end to the rated TBW; NAN unknown, INFINITY never */
  gint64  tbw_date;         /* 0 unknown or never */
  double  pct_per_day;      /* percentage used per day; NAN unknown */
  double  pct_days;         /* days from span_end to 100 %; NAN unknown, INFINITY never */
  gint64  pct_date;
  DsEnduranceBasis basis;   /* the more pessimistic projection */
  gint64  projected_date;   /* 0 when neither projection gives a date */
} DsEndurance;

/* Needs two snapshots at least a day apart (DS_ERROR_INVALID_ARGUMENT
 * otherwise, saying how much more data is needed). capacity_bytes 0 and
 * rated_tbw_tb NAN mean unknown. Samples may come in any order. */
gboolean     ds_endurance_project (const DsEnduranceSample *samples,
                                   guint                    n_samples,
                                   guint64                  capacity_bytes,
                                   double                   rated_tbw_tb,
                                   DsEndurance             *out,
                                   GError                 **error);

JsonNode    *ds_endurance_to_json (const DsEndurance       *endurance);

/* Drive writes per day the rating allows: TBW over the capacity and the
 * warranty's days (365 a year); NAN unless all three are known. */
double        ds_endurance_rated_dwpd (double   rated_tbw_tb,
                                       int      warranty_years,
                                       guint64  capacity_bytes);

G_END_DECLS
