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

/* Takes @run. @drive_display_name is the name the sidebar shows for the
 * run's drive when it is attached, or NULL. */
DsRunItem          *ds_run_item_new      (DsHistoryRun *run,
                                          const char   *drive_display_name);
void                ds_run_item_set_drive_display_name (DsRunItem  *self,
                                                        const char *drive_display_name);
const char         *ds_run_item_get_drive    (DsRunItem *self);
/* The Result column: translated, built from the stored numbers. */
const char         *ds_run_item_get_headline (DsRunItem *self);
/* What the Result column sorts by: the headline's read MB/s (else write)
 * for benchmarks, the steady MB/s for thermal tests; -1 when none. */
double              ds_run_item_get_result_value (DsRunItem *self);
const DsHistoryRun *ds_run_item_get_run  (DsRunItem    *self);
gint64              ds_run_item_get_id   (DsRunItem    *self);
gboolean            ds_run_item_is_bench (DsRunItem    *self);
/* A reviewers' suite (kind "suite"). */
gboolean            ds_run_item_is_suite (DsRunItem    *self);

/* The columns of the History list, for sorting without a GValue per
 * comparison (10 000 runs sort in a few milliseconds, not hundreds). */
typedef enum
{
  DS_RUN_ITEM_SORT_DATE,
  DS_RUN_ITEM_SORT_DRIVE,
  DS_RUN_ITEM_SORT_KIND,
  DS_RUN_ITEM_SORT_PROFILE,
  DS_RUN_ITEM_SORT_RESULT,
  DS_RUN_ITEM_SORT_LABEL,
  DS_RUN_ITEM_SORT_STATUS,
  DS_RUN_ITEM_SORT_ID,
  DS_RUN_ITEM_SORT_COMMENT,
} DsRunItemSort;

/* Negative, 0 or positive as @a sorts before, with or after @b by
 * @column: dates and results by number, text columns in the locale's
 * collation order (each item's collation key made once, when first needed).
 * Main thread only. */
int                 ds_run_item_compare  (DsRunItem    *a,
                                          DsRunItem    *b,
                                          DsRunItemSort column);
/* @text made comparable for ds_run_item_matches: normalised and case
 * folded, as GtkStringFilter's ignore-case matching does. */
char               *ds_run_item_fold_search (const char *text);
/* Whether the search text (label, comment, drive, serial, profile, result)
 * contains @folded (from ds_run_item_fold_search); "" matches every run.
 * The item's own folded text is made once, when first needed. */
gboolean            ds_run_item_matches  (DsRunItem    *self,
                                          const char   *folded);
/* Makes the folded search text now, so that the first search after a load
 * does not have to (the History page does it in idle time). */
void                ds_run_item_prepare_search (DsRunItem *self);

G_END_DECLS
