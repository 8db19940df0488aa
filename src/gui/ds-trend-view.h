/* ds-trend-view.h — one drive over time: a chosen test across its benchmark
 * runs, bytes written and life used across its health snapshots, any
 * attribute or counter's raw value across them, the endurance projection,
 * and its rated TBW and warranty
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>
#include <json-glib/json-glib.h>

#include "ds-chart-widget.h"

G_BEGIN_DECLS

#define DS_TYPE_TREND_VIEW (ds_trend_view_get_type ())
G_DECLARE_FINAL_TYPE (DsTrendView, ds_trend_view, DS, TREND_VIEW, AdwBin)

GtkWidget  *ds_trend_view_new            (void);
/* Loads the history of @drive (a conditions.drive-style object, as
 * ds_drive_to_identity_json makes one) in a worker; NULL shows nothing. */
void        ds_trend_view_load           (DsTrendView *self,
                                          JsonObject  *drive);
/* Loads finished so far (tests). */
guint       ds_trend_view_get_n_loads    (DsTrendView *self);
/* Tests that can be shown across runs. */
guint       ds_trend_view_get_n_tests    (DsTrendView *self);
/* "empty" (nothing of this drive yet), "error" (reading failed: the page
 * says why) or "trends". */
const char *ds_trend_view_get_state      (DsTrendView *self);
/* In the "error" state, why; otherwise NULL. */
const char *ds_trend_view_get_error      (DsTrendView *self);
/* The endurance sentence shown ("" before a load). */
/* FALSE when the drive has no benchmark (the view says so instead). */
gboolean    ds_trend_view_shows_bench_chart (DsTrendView *self);
const char *ds_trend_view_get_projection (DsTrendView *self);

/* The raw-value history: the values of the newest snapshot that can be
 * charted, choosing one by its field ("media_errors", "attr:5"; FALSE when
 * the snapshot has no such value), loads of the chosen value's history so
 * far and the points it had, and its chart (tests). */
guint          ds_trend_view_get_n_values       (DsTrendView *self);
gboolean       ds_trend_view_select_value       (DsTrendView *self,
                                                 const char  *field);
guint          ds_trend_view_get_n_value_loads  (DsTrendView *self);
guint          ds_trend_view_get_n_value_points (DsTrendView *self);
DsChartWidget *ds_trend_view_get_value_chart    (DsTrendView *self);

G_END_DECLS
