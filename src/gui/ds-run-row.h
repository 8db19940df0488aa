/* ds-run-row.h — one run of the History list as one widget
 *
 * The row lays out and draws all its columns itself (a PangoLayout per
 * cell) at the offsets its DsRunColumns say, so giving a row another run
 * sets nine texts and queues one draw, where a GtkColumnView row was
 * nine label widgets, each bound and measured again.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ds-run-item.h"

G_BEGIN_DECLS

#define DS_RUN_MAX_COLUMNS 10

/* The columns of a run list: what they show, and how wide they are. A
 * column is as wide as the widest text any row has shown in it (and its
 * title); the expanding column takes what room is left. Owned by the
 * DsRunList; rows borrow it. */
typedef struct
{
  guint          n;
  char          *title[DS_RUN_MAX_COLUMNS];
  char          *property[DS_RUN_MAX_COLUMNS];   /* a DsRunItem string property */
  DsRunItemSort  sort[DS_RUN_MAX_COLUMNS];
  int            width[DS_RUN_MAX_COLUMNS];      /* px, padding included */
  int            max_width[DS_RUN_MAX_COLUMNS];  /* px, 0 none: longer text is ellipsized */
  int            expand;                          /* column given the room left, -1 none */
  /* Called when a column widened or a row shows another run: the list
   * sizes its columns to the rows it has again. */
  void         (*widened) (gpointer owner);
  gpointer       owner;
  gboolean       grown;                           /* a column widened since */
} DsRunColumns;

/* Padding either side of a cell's text, px. */
#define DS_RUN_CELL_PAD 4

/* The width of a column of @columns laid out across @width (the room the
 * list has): the expanding column gets what is left. Offsets in @x. */
void       ds_run_columns_layout (const DsRunColumns *columns,
                                  int                 width,
                                  int                *x,
                                  int                *w);
int        ds_run_columns_total  (const DsRunColumns *columns);
/* A cell of column @c needs @width px: widen the column. */
void       ds_run_columns_need   (DsRunColumns       *columns,
                                  guint               c,
                                  int                 width);

#define DS_TYPE_RUN_ROW (ds_run_row_get_type ())
G_DECLARE_FINAL_TYPE (DsRunRow, ds_run_row, DS, RUN_ROW, GtkWidget)

GtkWidget  *ds_run_row_new       (DsRunColumns *columns);
/* Shows @item (NULL: nothing), each cell from its column's property. */
void        ds_run_row_set_item  (DsRunRow     *self,
                                  DsRunItem    *item);
const char *ds_run_row_get_text  (DsRunRow     *self,
                                  guint         column);
/* The width cell @column needs (its text and padding); 0 for none. */
int         ds_run_row_get_cell_width (DsRunRow *self,
                                       guint     column);
/* Cells drawn shorter than their text (tests: none should be). */
guint       ds_run_row_get_n_cut (DsRunRow     *self);

G_END_DECLS
