/* ds-thermal-page.h — the Thermal page of one drive: a sustained-write test
 * with its live timeline and its analysis
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "ds-chart-widget.h"
#include "ds-drive.h"
#include "ds-run-page.h"
#include "ds-thermal-task.h"

G_BEGIN_DECLS

#define DS_TYPE_THERMAL_PAGE (ds_thermal_page_get_type ())
G_DECLARE_FINAL_TYPE (DsThermalPage, ds_thermal_page, DS, THERMAL_PAGE, DsRunPage)

GtkWidget     *ds_thermal_page_new           (void);
/* The drive, the folder, the running state: see ds-run-page.h. */
/* The task of the current or last run, or NULL. */
DsThermalTask *ds_thermal_page_get_task      (DsThermalPage *self);
DsChartWidget *ds_thermal_page_get_chart     (DsThermalPage *self);
/* The verdict sentence shown after a run ("" before). */
const char    *ds_thermal_page_get_verdict   (DsThermalPage *self);
/* Shows the analysis of a finished @result (a run's, or a recorded one):
 * the verdict, the figures and the chart. */
void           ds_thermal_page_show_result   (DsThermalPage   *self,
                                              DsThermalResult *result);
/* The figure the page shows under @title ("Steady", "Throughput" …) in the
 * live row while a run goes or in the analysis after it, or NULL when no
 * visible card has that title. */
const char    *ds_thermal_page_get_figure    (DsThermalPage *self,
                                              const char    *title);

/* The summary cards of @result (At the start, Steady, Minimum, Average,
 * Peak temperature, Recovery, Written) in @cards, as this page shows them
 * and a thermal run opened from the History too. */
void           ds_thermal_page_fill_cards    (GtkFlowBox            *cards,
                                              const DsThermalResult *result);
/* Its throttling events, a line each ("" with none). */
char          *ds_thermal_page_events_text   (const DsThermalResult *result);

G_END_DECLS
