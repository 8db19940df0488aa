/* ds-run-list.h — the History's list of runs: a header of column titles
 * that sorts on click, over a GtkListView whose rows are one widget each
 * (DsRunRow)
 *
 * Replaces a GtkColumnView, whose rows of one widget per cell made GTK 4.8
 * spend ~150 ms replacing a screenful of rows whenever a search changed
 * them (docs/benchmarks.md). Columns are sized to their content; the
 * expanding one takes the room left; a window narrower than the columns
 * scrolls the list, and the header with it, sideways.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ds-run-item.h"

G_BEGIN_DECLS

#define DS_TYPE_RUN_LIST (ds_run_list_get_type ())
G_DECLARE_FINAL_TYPE (DsRunList, ds_run_list, DS, RUN_LIST, GtkWidget)

GtkWidget     *ds_run_list_new            (void);
/* A column showing @property (a DsRunItem string property) under @title,
 * sorted by @sort; @expand: it takes the room the others leave. */
void           ds_run_list_append_column  (DsRunList         *self,
                                           const char        *title,
                                           const char        *property,
                                           DsRunItemSort      sort,
                                           gboolean           expand);
/* Column @column is at most @width px wide: longer cells are ellipsized,
 * whole in their tooltip (a comment of a few hundred characters). */
void           ds_run_list_set_column_max_width (DsRunList   *self,
                                                 guint        column,
                                                 int          width);
void           ds_run_list_set_model      (DsRunList         *self,
                                           GtkSelectionModel *model);
/* Sorts by the column the header says; give it to the GtkSortListModel. */
GtkSorter     *ds_run_list_get_sorter     (DsRunList         *self);
/* What clicking a column's title does (a new column sorts ascending, the
 * same one again reverses); ties are newest first. */
void           ds_run_list_sort_by        (DsRunList         *self,
                                           DsRunItemSort      column,
                                           GtkSortType        order);
DsRunItemSort  ds_run_list_get_sort_column (DsRunList        *self);
GtkSortType    ds_run_list_get_sort_order (DsRunList         *self);
GtkListView   *ds_run_list_get_view       (DsRunList         *self);
/* The header's button of column @column (tests). */
GtkWidget     *ds_run_list_get_title_button (DsRunList       *self,
                                             guint            column);

G_END_DECLS
