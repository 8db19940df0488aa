/* ds-endurance.c — endurance projection from health snapshots
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdlib.h>

#include "ds-endurance.h"
#include "ds-error.h"
#include "ds-json.h"

#define DAY 86400.0

static int
compare_by_time (gconstpointer a,
                 gconstpointer b)
{
  const DsEnduranceSample *sa = a, *sb = b;

  return (sa->taken_at > sb->taken_at) - (sa->taken_at < sb->taken_at);
}

/* First and last sample (in time) whose field is known; FALSE when fewer
 * than two. */
static gboolean
endpoints (const DsEnduranceSample  *sorted,
           guint                     n,
           gboolean                  bytes,
           const DsEnduranceSample **first,
           const DsEnduranceSample **last)
{
  *first = *last = NULL;
  for (guint i = 0; i < n; i++)
    {
      double v = bytes ? sorted[i].bytes_written : sorted[i].percentage_used;

      if (!isfinite (v))
        continue;
      if (*first == NULL)
        *first = &sorted[i];
      *last = &sorted[i];
    }
  return *first != NULL && *last != *first;
}

static gint64
date_after (gint64 from,
            double days)
{
  if (!isfinite (days))
    return 0;
  return from + (gint64) llround (days * DAY);
}

gboolean
ds_endurance_project (const DsEnduranceSample  *samples,
                      guint                     n_samples,
                      guint64                   capacity_bytes,
                      double                    rated_tbw_tb,
                      DsEndurance              *out,
                      GError                  **error)
{
  g_autofree DsEnduranceSample *sorted = g_memdup2 (samples, sizeof *samples * n_samples);
  const DsEnduranceSample *bf, *bl, *pf, *pl;
  gboolean have_bytes, have_pct;
  DsEndurance e = { 0 };

  qsort (sorted, n_samples, sizeof *sorted, compare_by_time);
  have_bytes = endpoints (sorted, n_samples, TRUE, &bf, &bl) && bl->taken_at - bf->taken_at >= DAY;
  have_pct = endpoints (sorted, n_samples, FALSE, &pf, &pl) && pl->taken_at - pf->taken_at >= DAY;
  if (!have_bytes && !have_pct)
    {
      gint64 span = n_samples >= 2 ? sorted[n_samples - 1].taken_at - sorted[0].taken_at : 0;

      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("Not enough health history for a projection: it needs two snapshots with data written or "
                     "percentage used at least a day apart (there are %u over %.1f days). Read the drive's health "
                     "again tomorrow."),
                   n_samples, span / DAY);
      return FALSE;
    }

  e.gb_per_day = e.dwpd = e.tbw_days = e.pct_per_day = e.pct_days = NAN;
  e.span_start = have_bytes ? bf->taken_at : pf->taken_at;
  e.span_end = have_bytes ? bl->taken_at : pl->taken_at;
  if (have_bytes && have_pct)
    {
      e.span_start = MIN (bf->taken_at, pf->taken_at);
      e.span_end = MAX (bl->taken_at, pl->taken_at);
    }
  e.span_days = (e.span_end - e.span_start) / DAY;
  e.n_samples = n_samples;

  if (have_bytes)
    {
      double days = (bl->taken_at - bf->taken_at) / DAY;
      double per_day = MAX (bl->bytes_written - bf->bytes_written, 0.0) / days;

      e.gb_per_day = per_day / 1e9;
      if (capacity_bytes > 0)
        e.dwpd = per_day / (double) capacity_bytes;
      if (isfinite (rated_tbw_tb) && rated_tbw_tb > 0)
        {
          double remaining = rated_tbw_tb * 1e12 - bl->bytes_written;

          e.tbw_days = per_day > 0 ? remaining / per_day : INFINITY;
          e.tbw_date = date_after (bl->taken_at, e.tbw_days);
        }
    }
  if (have_pct)
    {
      double days = (pl->taken_at - pf->taken_at) / DAY;

      e.pct_per_day = MAX (pl->percentage_used - pf->percentage_used, 0.0) / days;
      e.pct_days = e.pct_per_day > 0 ? (100.0 - pl->percentage_used) / e.pct_per_day : INFINITY;
      e.pct_date = date_after (pl->taken_at, e.pct_days);
    }

  e.basis = DS_ENDURANCE_BASIS_NONE;
  if (e.tbw_date != 0)
    {
      e.basis = DS_ENDURANCE_BASIS_TBW;
      e.projected_date = e.tbw_date;
    }
  if (e.pct_date != 0 && (e.projected_date == 0 || e.pct_date < e.projected_date))
    {
      e.basis = DS_ENDURANCE_BASIS_PERCENTAGE;
      e.projected_date = e.pct_date;
    }
  *out = e;
  return TRUE;
}

static void
set_days (JsonObject *obj,
          const char *key,
          double      days)
{
  /* Never reached at this pace: JSON has no infinity, say so plainly. */
  if (isinf (days))
    json_object_set_string_member (obj, key, "never");
  else
    ds_json_set_double (obj, key, days);
}

static void
set_date (JsonObject *obj,
          const char *key,
          gint64      when)
{
  g_autoptr(GDateTime) dt = NULL;
  g_autofree char *text = NULL;

  if (when == 0 || (dt = g_date_time_new_from_unix_utc (when)) == NULL)
    {
      json_object_set_null_member (obj, key);
      return;
    }
  text = g_date_time_format (dt, "%Y-%m-%d");
  json_object_set_string_member (obj, key, text);
}

JsonNode *
ds_endurance_to_json (const DsEndurance *e)
{
  JsonObject *obj = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  const char *basis[] = { NULL, "rated_tbw", "percentage_used" };

  set_date (obj, "span_start", e->span_start);
  set_date (obj, "span_end", e->span_end);
  ds_json_set_double (obj, "span_days", e->span_days);
  json_object_set_int_member (obj, "snapshots", e->n_samples);
  ds_json_set_double (obj, "gb_per_day", e->gb_per_day);
  ds_json_set_double (obj, "dwpd", e->dwpd);
  set_days (obj, "tbw_days", e->tbw_days);
  set_date (obj, "tbw_date", e->tbw_date);
  ds_json_set_double (obj, "percentage_used_per_day", e->pct_per_day);
  set_days (obj, "percentage_days", e->pct_days);
  set_date (obj, "percentage_date", e->pct_date);
  ds_json_set_string (obj, "basis", basis[e->basis]);
  set_date (obj, "projected_date", e->projected_date);
  json_node_take_object (node, obj);
  return node;
}

double
ds_endurance_rated_dwpd (double   rated_tbw_tb,
                         int      warranty_years,
                         guint64  capacity_bytes)
{
  if (!isfinite (rated_tbw_tb) || rated_tbw_tb <= 0 || warranty_years <= 0 || capacity_bytes == 0)
    return NAN;
  return rated_tbw_tb * 1e12 / ((double) capacity_bytes * warranty_years * 365.0);
}
