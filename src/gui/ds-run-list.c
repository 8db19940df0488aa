/* ds-run-list.c — the History's list of runs, a header that sorts on
 * click over a list of one-widget rows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ds-run-list.h"
#include "ds-run-row.h"

/* What the sorter sorts by. The sorter owns it: the sort model that holds
 * the sorter may outlive the list. */
typedef struct
{
  DsRunItemSort column;
  GtkSortType   order;
} DsRunListSort;

struct _DsRunList
{
  GtkWidget          parent_instance;

  DsRunColumns       columns;
  DsRunListSort     *sort;            /* owned by the sorter */
  GtkCustomSorter   *sorter;

  GtkWidget         *header;                    /* DsRunListHeader */
  GtkWidget         *titles[DS_RUN_MAX_COLUMNS];  /* GtkButton */
  GtkWidget         *arrows[DS_RUN_MAX_COLUMNS];  /* GtkImage */
  GtkWidget         *scroller;
  GtkListView       *view;
  guint              resize_source;   /* idle: size the columns again */
};

G_DEFINE_FINAL_TYPE (DsRunList, ds_run_list, GTK_TYPE_WIDGET)

enum
{
  SIGNAL_ACTIVATE,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* ---- the header: the columns' title buttons at the columns' offsets,
 * moved sideways with the list ---- */

#define DS_TYPE_RUN_LIST_HEADER (ds_run_list_header_get_type ())
G_DECLARE_FINAL_TYPE (DsRunListHeader, ds_run_list_header, DS, RUN_LIST_HEADER, GtkWidget)

struct _DsRunListHeader
{
  GtkWidget  parent_instance;
  DsRunList *list;                               /* borrowed: the header's parent */
};

G_DEFINE_FINAL_TYPE (DsRunListHeader, ds_run_list_header, GTK_TYPE_WIDGET)

static void
ds_run_list_header_measure (GtkWidget      *widget,
                            GtkOrientation  orientation,
                            int             for_size,
                            int            *minimum,
                            int            *natural,
                            int            *minimum_baseline,
                            int            *natural_baseline)
{
  DsRunListHeader *self = DS_RUN_LIST_HEADER (widget);
  DsRunList *list = self->list;

  *minimum = *natural = 0;
  for (guint c = 0; c < list->columns.n; c++)
    {
      int min, nat;

      gtk_widget_measure (list->titles[c], orientation, -1, &min, &nat, NULL, NULL);
      if (orientation == GTK_ORIENTATION_VERTICAL)
        *minimum = *natural = MAX (*natural, nat);
    }
  /* Sideways the list scrolls, and the header with it: no minimum. */
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *natural = ds_run_columns_total (&list->columns);
}

static void
ds_run_list_header_size_allocate (GtkWidget *widget,
                                  int        width,
                                  int        height,
                                  int        baseline)
{
  DsRunListHeader *self = DS_RUN_LIST_HEADER (widget);
  DsRunList *list = self->list;
  GtkAdjustment *hadj = gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (list->view));
  int xs[DS_RUN_MAX_COLUMNS], ws[DS_RUN_MAX_COLUMNS];
  int offset = hadj != NULL ? (int) gtk_adjustment_get_value (hadj) : 0;
  int across = hadj != NULL ? MAX (width, (int) gtk_adjustment_get_upper (hadj)) : width;

  /* A title with its sort arrow may need more room than its column had. */
  for (guint c = 0; c < list->columns.n; c++)
    {
      int min, nat;

      gtk_widget_measure (list->titles[c], GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
      ds_run_columns_need (&list->columns, c, nat);
    }
  ds_run_columns_layout (&list->columns, across, xs, ws);
  for (guint c = 0; c < list->columns.n; c++)
    gtk_widget_size_allocate (list->titles[c], &(GtkAllocation) { xs[c] - offset, 0, ws[c], height }, -1);
}

static void
ds_run_list_header_class_init (DsRunListHeaderClass *klass)
{
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  widget_class->measure = ds_run_list_header_measure;
  widget_class->size_allocate = ds_run_list_header_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "header");
}

static void
ds_run_list_header_init (DsRunListHeader *self)
{
  gtk_widget_set_overflow (GTK_WIDGET (self), GTK_OVERFLOW_HIDDEN);
}

/* ---- sorting ---- */

static int
compare_items (gconstpointer a,
               gconstpointer b,
               gpointer      data)
{
  const DsRunListSort *sort = data;
  int r = ds_run_item_compare ((DsRunItem *) a, (DsRunItem *) b, sort->column);

  if (sort->order == GTK_SORT_DESCENDING)
    r = -r;
  if (r == 0 && sort->column != DS_RUN_ITEM_SORT_DATE)
    r = -ds_run_item_compare ((DsRunItem *) a, (DsRunItem *) b, DS_RUN_ITEM_SORT_DATE);
  return r;
}

static void
update_titles (DsRunList *self)
{
  for (guint c = 0; c < self->columns.n; c++)
    {
      gboolean sorted = self->columns.sort[c] == self->sort->column;
      GtkAccessibleSort how = !sorted ? GTK_ACCESSIBLE_SORT_NONE
                              : self->sort->order == GTK_SORT_ASCENDING ? GTK_ACCESSIBLE_SORT_ASCENDING
                              : GTK_ACCESSIBLE_SORT_DESCENDING;

      gtk_image_set_from_icon_name (GTK_IMAGE (self->arrows[c]),
                                    self->sort->order == GTK_SORT_ASCENDING ? "pan-up-symbolic" : "pan-down-symbolic");
      gtk_widget_set_visible (self->arrows[c], sorted);
      gtk_accessible_update_property (GTK_ACCESSIBLE (self->titles[c]), GTK_ACCESSIBLE_PROPERTY_SORT, how, -1);
    }
}

void
ds_run_list_sort_by (DsRunList     *self,
                     DsRunItemSort  column,
                     GtkSortType    order)
{
  GtkSorterChange change;

  g_return_if_fail (DS_IS_RUN_LIST (self));

  if (column == self->sort->column && order == self->sort->order)
    return;
  change = column == self->sort->column ? GTK_SORTER_CHANGE_INVERTED : GTK_SORTER_CHANGE_DIFFERENT;
  self->sort->column = column;
  self->sort->order = order;
  update_titles (self);
  gtk_sorter_changed (GTK_SORTER (self->sorter), change);
}

static void
on_title_clicked (GtkButton *button,
                  DsRunList *self)
{
  guint c = GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (button), "ds-column"));
  DsRunItemSort column = self->columns.sort[c];

  if (column == self->sort->column)
    ds_run_list_sort_by (self, column,
                         self->sort->order == GTK_SORT_ASCENDING ? GTK_SORT_DESCENDING : GTK_SORT_ASCENDING);
  else
    ds_run_list_sort_by (self, column, GTK_SORT_ASCENDING);
}

/* ---- the rows ---- */

static void
setup_row (GtkSignalListItemFactory *factory,
           GtkListItem              *list_item,
           DsRunList                *self)
{
  gtk_list_item_set_child (list_item, ds_run_row_new (&self->columns));
}

static void
bind_row (GtkSignalListItemFactory *factory,
          GtkListItem              *list_item,
          DsRunList                *self)
{
  ds_run_row_set_item (DS_RUN_ROW (gtk_list_item_get_child (list_item)), gtk_list_item_get_item (list_item));
}

static void
unbind_row (GtkSignalListItemFactory *factory,
            GtkListItem              *list_item,
            DsRunList                *self)
{
  ds_run_row_set_item (DS_RUN_ROW (gtk_list_item_get_child (list_item)), NULL);
}

static void
on_activate (GtkListView *view,
             guint        position,
             DsRunList   *self)
{
  g_signal_emit (self, signals[SIGNAL_ACTIVATE], 0, position);
}

/* Each column as wide as the widest of its cells in the rows the list has
 * now and its title (as a GtkColumnView sizes its columns). Rows bind
 * while the list is laid out: this runs after, once for however many
 * rows changed, and measures the rows again only when a width changed. */
static gboolean
resize_rows (gpointer data)
{
  DsRunList *self = data;
  int width[DS_RUN_MAX_COLUMNS];
  gboolean changed = FALSE;

  self->resize_source = 0;
  for (guint c = 0; c < self->columns.n; c++)
    {
      int min;

      gtk_widget_measure (self->titles[c], GTK_ORIENTATION_HORIZONTAL, -1, &min, &width[c], NULL, NULL);
    }
  for (GtkWidget *item = gtk_widget_get_first_child (GTK_WIDGET (self->view)); item != NULL;
       item = gtk_widget_get_next_sibling (item))
    for (GtkWidget *row = gtk_widget_get_first_child (item); row != NULL; row = gtk_widget_get_next_sibling (row))
      if (DS_IS_RUN_ROW (row))
        for (guint c = 0; c < self->columns.n; c++)
          width[c] = MAX (width[c], ds_run_row_get_cell_width (DS_RUN_ROW (row), c));
  for (guint c = 0; c < self->columns.n; c++)
    {
      if (self->columns.max_width[c] > 0)
        width[c] = MIN (width[c], self->columns.max_width[c]);
    }
  for (guint c = 0; c < self->columns.n; c++)
    if (width[c] != self->columns.width[c])
      {
        self->columns.width[c] = width[c];
        changed = TRUE;
      }
  if (!changed && !self->columns.grown)
    return G_SOURCE_REMOVE;
  self->columns.grown = FALSE;
  for (GtkWidget *item = gtk_widget_get_first_child (GTK_WIDGET (self->view)); item != NULL;
       item = gtk_widget_get_next_sibling (item))
    for (GtkWidget *row = gtk_widget_get_first_child (item); row != NULL; row = gtk_widget_get_next_sibling (row))
      gtk_widget_queue_resize (row);
  gtk_widget_queue_resize (self->header);
  return G_SOURCE_REMOVE;
}

static void
columns_widened (gpointer owner)
{
  DsRunList *self = owner;

  if (self->resize_source == 0)
    self->resize_source = g_idle_add_full (G_PRIORITY_HIGH_IDLE, resize_rows, self, NULL);
}

static void
on_hadjustment_changed (DsRunList *self)
{
  gtk_widget_queue_allocate (self->header);
}

/* ---- the list ---- */

void
ds_run_list_append_column (DsRunList     *self,
                           const char    *title,
                           const char    *property,
                           DsRunItemSort  sort,
                           gboolean       expand)
{
  guint c;
  GtkWidget *box, *label;
  int min, nat;

  g_return_if_fail (DS_IS_RUN_LIST (self));
  g_return_if_fail (self->columns.n < DS_RUN_MAX_COLUMNS);

  c = self->columns.n++;
  self->columns.title[c] = g_strdup (title);
  self->columns.property[c] = g_strdup (property);
  self->columns.sort[c] = sort;
  if (expand)
    self->columns.expand = (int) c;

  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 4);
  label = gtk_label_new (title);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0f);
  gtk_box_append (GTK_BOX (box), label);
  self->arrows[c] = gtk_image_new ();
  gtk_box_append (GTK_BOX (box), self->arrows[c]);
  self->titles[c] = gtk_button_new ();
  gtk_button_set_child (GTK_BUTTON (self->titles[c]), box);
  gtk_widget_add_css_class (self->titles[c], "flat");
  gtk_widget_set_tooltip_text (self->titles[c], _("Sort by this column; again to reverse"));
  /* A button with a box for a child takes no name from it. */
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->titles[c]), GTK_ACCESSIBLE_PROPERTY_LABEL, title, -1);
  g_object_set_data (G_OBJECT (self->titles[c]), "ds-column", GUINT_TO_POINTER (c));
  g_signal_connect (self->titles[c], "clicked", G_CALLBACK (on_title_clicked), self);
  gtk_widget_set_parent (self->titles[c], self->header);
  /* A column is at least as wide as its title. */
  gtk_widget_measure (self->titles[c], GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  ds_run_columns_need (&self->columns, c, nat);
  update_titles (self);
}

void
ds_run_list_set_column_max_width (DsRunList *self,
                                  guint      column,
                                  int        width)
{
  g_return_if_fail (DS_IS_RUN_LIST (self));
  g_return_if_fail (column < self->columns.n);

  self->columns.max_width[column] = MAX (width, 0);
  if (width > 0 && self->columns.width[column] > width)
    self->columns.width[column] = width;
  gtk_widget_queue_resize (GTK_WIDGET (self));
}

void
ds_run_list_set_model (DsRunList         *self,
                       GtkSelectionModel *model)
{
  g_return_if_fail (DS_IS_RUN_LIST (self));
  gtk_list_view_set_model (self->view, model);
}

GtkSorter *
ds_run_list_get_sorter (DsRunList *self)
{
  g_return_val_if_fail (DS_IS_RUN_LIST (self), NULL);
  return GTK_SORTER (self->sorter);
}

DsRunItemSort
ds_run_list_get_sort_column (DsRunList *self)
{
  g_return_val_if_fail (DS_IS_RUN_LIST (self), DS_RUN_ITEM_SORT_DATE);
  return self->sort->column;
}

GtkSortType
ds_run_list_get_sort_order (DsRunList *self)
{
  g_return_val_if_fail (DS_IS_RUN_LIST (self), GTK_SORT_DESCENDING);
  return self->sort->order;
}

GtkListView *
ds_run_list_get_view (DsRunList *self)
{
  g_return_val_if_fail (DS_IS_RUN_LIST (self), NULL);
  return self->view;
}

GtkWidget *
ds_run_list_get_title_button (DsRunList *self,
                              guint      column)
{
  g_return_val_if_fail (DS_IS_RUN_LIST (self), NULL);
  return column < self->columns.n ? self->titles[column] : NULL;
}

static void
ds_run_list_measure (GtkWidget      *widget,
                     GtkOrientation  orientation,
                     int             for_size,
                     int            *minimum,
                     int            *natural,
                     int            *minimum_baseline,
                     int            *natural_baseline)
{
  DsRunList *self = DS_RUN_LIST (widget);
  int hmin, hnat, smin, snat;

  gtk_widget_measure (self->header, orientation, -1, &hmin, &hnat, NULL, NULL);
  gtk_widget_measure (self->scroller, orientation, -1, &smin, &snat, NULL, NULL);
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = MAX (hmin, smin);
      *natural = MAX (hnat, snat);
    }
  else
    {
      *minimum = hmin + smin;
      *natural = hnat + snat;
    }
}

/* The list first, then the header: the header follows where the list was
 * scrolled to and how wide it is, which its allocation has just set. */
static void
ds_run_list_size_allocate (GtkWidget *widget,
                           int        width,
                           int        height,
                           int        baseline)
{
  DsRunList *self = DS_RUN_LIST (widget);
  int hmin, hnat;

  gtk_widget_measure (self->header, GTK_ORIENTATION_VERTICAL, width, &hmin, &hnat, NULL, NULL);
  gtk_widget_size_allocate (self->scroller, &(GtkAllocation) { 0, hmin, width, MAX (0, height - hmin) }, -1);
  gtk_widget_size_allocate (self->header, &(GtkAllocation) { 0, 0, width, hmin }, -1);
}

static void
ds_run_list_dispose (GObject *object)
{
  DsRunList *self = DS_RUN_LIST (object);

  /* Rows unbound while the scroller goes must not schedule a resize of a
   * list that is gone. */
  self->columns.widened = NULL;
  g_clear_handle_id (&self->resize_source, g_source_remove);
  if (self->header != NULL)
    {
      for (guint c = 0; c < self->columns.n; c++)
        gtk_widget_unparent (self->titles[c]);
      self->columns.n = 0;
    }
  g_clear_pointer (&self->header, gtk_widget_unparent);
  g_clear_pointer (&self->scroller, gtk_widget_unparent);
  g_clear_handle_id (&self->resize_source, g_source_remove);
  G_OBJECT_CLASS (ds_run_list_parent_class)->dispose (object);
}

static void
ds_run_list_finalize (GObject *object)
{
  DsRunList *self = DS_RUN_LIST (object);

  for (guint c = 0; c < DS_RUN_MAX_COLUMNS; c++)
    {
      g_free (self->columns.title[c]);
      g_free (self->columns.property[c]);
    }
  g_clear_object (&self->sorter);
  G_OBJECT_CLASS (ds_run_list_parent_class)->finalize (object);
}

static void
ds_run_list_class_init (DsRunListClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ds_run_list_dispose;
  object_class->finalize = ds_run_list_finalize;
  /* A run was activated (double click, Enter): its position in the model. */
  signals[SIGNAL_ACTIVATE] = g_signal_new ("activate", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                           NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_UINT);
  widget_class->measure = ds_run_list_measure;
  widget_class->size_allocate = ds_run_list_size_allocate;
  gtk_widget_class_set_css_name (widget_class, "runlist");
}

static void
ds_run_list_init (DsRunList *self)
{
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();
  DsRunListHeader *header;

  self->columns.expand = -1;
  self->columns.widened = columns_widened;
  self->columns.owner = self;
  self->sort = g_new0 (DsRunListSort, 1);
  self->sort->column = DS_RUN_ITEM_SORT_DATE;
  self->sort->order = GTK_SORT_DESCENDING;
  self->sorter = gtk_custom_sorter_new (compare_items, self->sort, g_free);

  header = g_object_new (DS_TYPE_RUN_LIST_HEADER, NULL);
  header->list = self;
  self->header = GTK_WIDGET (header);
  gtk_widget_set_parent (self->header, GTK_WIDGET (self));

  g_signal_connect (factory, "setup", G_CALLBACK (setup_row), self);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_row), self);
  g_signal_connect (factory, "unbind", G_CALLBACK (unbind_row), self);
  self->view = GTK_LIST_VIEW (gtk_list_view_new (NULL, factory));
  gtk_list_view_set_enable_rubberband (self->view, FALSE);
  g_signal_connect (self->view, "activate", G_CALLBACK (on_activate), self);
  gtk_widget_add_css_class (GTK_WIDGET (self->view), "ds-history-runs");
  self->scroller = gtk_scrolled_window_new ();
  gtk_widget_set_vexpand (self->scroller, TRUE);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (self->scroller), GTK_WIDGET (self->view));
  gtk_widget_set_parent (self->scroller, GTK_WIDGET (self));
  g_signal_connect_object (gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (self->view)), "value-changed",
                           G_CALLBACK (on_hadjustment_changed), self, G_CONNECT_SWAPPED);
  g_signal_connect_object (gtk_scrollable_get_hadjustment (GTK_SCROLLABLE (self->view)), "changed",
                           G_CALLBACK (on_hadjustment_changed), self, G_CONNECT_SWAPPED);
}

GtkWidget *
ds_run_list_new (void)
{
  return g_object_new (DS_TYPE_RUN_LIST, NULL);
}
