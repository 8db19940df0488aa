/* ds-thermal-page.h — the Thermal page of one drive: a sustained-write test
 * with its live timeline and its analysis
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "ds-chart-widget.h"
#include "ds-drive.h"
#include "ds-thermal-task.h"

G_BEGIN_DECLS

#define DS_TYPE_THERMAL_PAGE (ds_thermal_page_get_type ())
G_DECLARE_FINAL_TYPE (DsThermalPage, ds_thermal_page, DS, THERMAL_PAGE, AdwBin)

GtkWidget     *ds_thermal_page_new           (void);
/* As ds_bench_page_set_drive. */
void           ds_thermal_page_set_drive     (DsThermalPage *self,
                                              GPtrArray     *drives,
                                              DsDrive       *drive);
void           ds_thermal_page_set_directory (DsThermalPage *self,
                                              const char    *dir);
gboolean       ds_thermal_page_is_running    (DsThermalPage *self);
DsThermalTask *ds_thermal_page_get_task      (DsThermalPage *self);
DsChartWidget *ds_thermal_page_get_chart     (DsThermalPage *self);
gint64         ds_thermal_page_get_saved_run (DsThermalPage *self);
/* The verdict sentence shown after a run ("" before). */
const char    *ds_thermal_page_get_verdict   (DsThermalPage *self);

G_END_DECLS
