/* ds-chart-thermal-compare.c — several thermal runs on one time axis: each
 * run's MB/s solid and its temperature dashed in the run's colour, each
 * first throttle marked with the run's number and temperature
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ds-chart-private.h"
#include "ds-conditions.h"
#include "ds-thermal-analysis.h"

#define MAX_RUNS 8

char *
ds_chart_thermal_run_label (const DsThermalResult *result)
{
  g_autofree char *model = ds_chart_drive_title (result->conditions, result->drive_display_name);
  g_autofree char *date = result->start_time > 0 ? ds_chart_date_text (result->start_time) : NULL;

  return date != NULL ? g_strdup_printf ("%s · %s", model, date) : g_steal_pointer (&model);
}

DsChart *
ds_chart_new_thermal_compare (GPtrArray          *results,
                              const char * const *labels)
{
  DsChart *self;
  gboolean any_temp = FALSE;
  guint n;

  g_return_val_if_fail (results != NULL && results->len > 0, NULL);
  if (results->len == 1)
    return ds_chart_new_thermal (g_ptr_array_index (results, 0));

  n = MIN (results->len, MAX_RUNS);
  self = ds_chart_alloc (DS_CHART_CURVE);
  self->title = g_strdup (_("Sustained write compared"));
  ds_chart_axis_init (&self->x, DS_AXIS_SECONDS, _("Time (min:s)"));
  ds_chart_axis_init (&self->y, DS_AXIS_LINEAR, _("Throughput (MB/s)"));
  self->y.from_zero = TRUE;
  ds_chart_axis_init (&self->y2, DS_AXIS_LINEAR, _("Temperature (°C)"));
  self->y2.pad = 5;
  ds_chart_axis_include (&self->x, 0);
  ds_chart_axis_include (&self->y, 0);

  for (guint r = 0; r < n; r++)
    {
      const DsThermalResult *res = g_ptr_array_index (results, r);
      g_autofree char *label = labels != NULL && labels[r] != NULL && *labels[r] != '\0'
                                 ? ds_chart_clean_text (labels[r]) : ds_chart_thermal_run_label (res);
      g_autofree char *name = g_strdup_printf ("%u · %s", r + 1, label);
      DsChartSeries *mbps = ds_chart_series_new (self, name, r, 0);
      DsChartSeries *temp = NULL;
      DsThermalFigures f;

      for (guint i = 0; i < res->samples->len; i++)
        {
          const DsThermalSample *s = &g_array_index (res->samples, DsThermalSample, i);

          if (!s->cooldown && isfinite (s->mbps))
            ds_chart_series_add (self, mbps, s->t_s, s->mbps);
          if (isfinite (s->temp_c))
            {
              if (temp == NULL)
                {
                  temp = ds_chart_series_new (self, name, r, 1);
                  temp->dashed = TRUE;
                  temp->in_legend = FALSE;
                }
              ds_chart_series_add (self, temp, s->t_s, s->temp_c);
            }
          if (s->cooldown)
            ds_chart_axis_include (&self->x, s->t_s);
        }
      any_temp |= temp != NULL;
      ds_thermal_figures (res, &f);
      if (isfinite (f.first_throttle_s))
        {
          DsChartMarker *m = g_new0 (DsChartMarker, 1);

          m->x = f.first_throttle_s;
          m->axis = isfinite (f.throttle_temp_c) ? 1 : 0;
          m->y = isfinite (f.throttle_temp_c) ? f.throttle_temp_c : f.after_mbps;
          /* TRANSLATORS: the first throttle of run 2 of an overlay, at 70 °C: "2: 70 °C" */
          m->label = isfinite (f.throttle_temp_c) ? g_strdup_printf (_("%u: %.0f °C"), r + 1, f.throttle_temp_c)
                                                  : g_strdup_printf ("%u", r + 1);
          g_ptr_array_add (self->markers, m);
        }
    }
  self->subtitle = any_temp ? g_strdup (_("Solid: throughput (left axis) · dashed: temperature (right axis) · "
                                          "▼ first throttle"))
                            : g_strdup (_("Throughput of each run · ▼ first throttle"));
  if (results->len > n)
    {
      g_autofree char *note = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%u run not shown (at most 8).",
                                                            "%u runs not shown (at most 8).", results->len - n),
                                               results->len - n);

      ds_chart_set_footer (self, note, "Drivescope " PACKAGE_VERSION);
    }
  else
    ds_chart_set_footer (self, NULL, "Drivescope " PACKAGE_VERSION);
  if (self->x.data_max >= 3600)
    {
      g_free (self->x.label);
      self->x.label = g_strdup (_("Time (h:min:s)"));
    }
  return self;
}
