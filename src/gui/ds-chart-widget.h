/* ds-chart-widget.h — a Drivescope chart on screen
 *
 * Draws a DsChart with the same cairo code that exports PNG, SVG and PDF,
 * in the light or dark theme the window uses.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ds-chart.h"

G_BEGIN_DECLS

#define DS_TYPE_CHART_WIDGET (ds_chart_widget_get_type ())
G_DECLARE_FINAL_TYPE (DsChartWidget, ds_chart_widget, DS, CHART_WIDGET, GtkWidget)

GtkWidget *ds_chart_widget_new        (void);
/* Takes @chart (NULL shows nothing); @description is read to screen readers. */
void       ds_chart_widget_set_chart  (DsChartWidget *self,
                                       DsChart       *chart,
                                       const char    *description);
DsChart   *ds_chart_widget_get_chart  (DsChartWidget *self);
/* What its chart.save-image and chart.copy-image actions (the menu at its
 * top right) do: the chart as the core exports it, PNG, SVG or PDF by
 * @path's extension, 1200 px wide, in the window's theme, without the
 * serial number; or on the clipboard as a PNG image. */
gboolean   ds_chart_widget_save       (DsChartWidget  *self,
                                       const char     *path,
                                       GError        **error);
gboolean   ds_chart_widget_copy       (DsChartWidget  *self,
                                       GError        **error);
/* The chart it shows was changed in place (ds_chart_thermal_append): draw
 * it again, from then on only the part of it that changed (a thermal chart
 * whose layout stays the same, see ds_chart_draw_strip). */
void       ds_chart_widget_chart_changed (DsChartWidget *self);
/* Text drawn while there is no chart; NULL draws nothing. */
void       ds_chart_widget_set_placeholder (DsChartWidget *self,
                                            const char    *text);
/* The placeholder when it is what shows, else NULL (tests). */
const char *ds_chart_widget_get_placeholder (DsChartWidget *self);
/* Frames drawn so far (tests). */
guint      ds_chart_widget_get_n_draws (DsChartWidget *self);
/* Strips drawn so far: a growing chart's frames that drew only what
 * changed (tests). */
guint      ds_chart_widget_get_n_strips (DsChartWidget *self);

G_END_DECLS
