/* ds-run-item.h — one history run in the list models of the History page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

#include "ds-history-store.h"

G_BEGIN_DECLS

#define DS_TYPE_RUN_ITEM (ds_run_item_get_type ())
G_DECLARE_FINAL_TYPE (DsRunItem, ds_run_item, DS, RUN_ITEM, GObject)

/* Takes @run. */
DsRunItem          *ds_run_item_new      (DsHistoryRun *run);
const DsHistoryRun *ds_run_item_get_run  (DsRunItem    *self);
gint64              ds_run_item_get_id   (DsRunItem    *self);
gboolean            ds_run_item_is_bench (DsRunItem    *self);

G_END_DECLS
