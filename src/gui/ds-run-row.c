/* ds-run-row.c — one run of the History list as one widget
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ds-run-row.h"

struct _DsRunRow
{
  GtkWidget     parent_instance;

  DsRunColumns *columns;                       /* borrowed from the list */
  PangoLayout  *cells[DS_RUN_MAX_COLUMNS];
  char         *texts[DS_RUN_MAX_COLUMNS];
  int           text_width[DS_RUN_MAX_COLUMNS];
};

G_DEFINE_FINAL_TYPE (DsRunRow, ds_run_row, GTK_TYPE_WIDGET)

int
ds_run_columns_total (const DsRunColumns *columns)
{
  int total = 0;

  for (guint c = 0; c < columns->n; c++)
    total += columns->width[c];
  return total;
}

void
ds_run_columns_layout (const DsRunColumns *columns,
                       int                 width,
                       int                *x,
                       int                *w)
{
  int extra = MAX (0, width - ds_run_columns_total (columns)), at = 0;
  gboolean rtl = gtk_widget_get_default_direction () == GTK_TEXT_DIR_RTL;

  for (guint c = 0; c < columns->n; c++)
    {
      w[c] = columns->width[c] + ((int) c == columns->expand ? extra : 0);
      /* Right to left, the first column is the rightmost. */
      x[c] = rtl ? MAX (width, ds_run_columns_total (columns)) - at - w[c] : at;
      at += w[c];
    }
}

void
ds_run_columns_need (DsRunColumns *columns,
                     guint         c,
                     int           width)
{
  if (c < columns->n && columns->max_width[c] > 0)
    width = MIN (width, columns->max_width[c]);
  if (c >= columns->n || width <= columns->width[c])
    return;
  columns->width[c] = width;
  columns->grown = TRUE;
  if (columns->widened != NULL)
    columns->widened (columns->owner);
}

/* A cell's tooltip is its whole text, asked for only when the pointer
 * rests on it (setting tooltips on bind cost GTK 4.8 a round trip to the X
 * server each). */
static gboolean
ds_run_row_query_tooltip (GtkWidget  *widget,
                          int         x,
                          int         y,
                          gboolean    keyboard_mode,
                          GtkTooltip *tooltip)
{
  DsRunRow *self = DS_RUN_ROW (widget);
  int xs[DS_RUN_MAX_COLUMNS], ws[DS_RUN_MAX_COLUMNS];

  ds_run_columns_layout (self->columns, gtk_widget_get_width (widget), xs, ws);
  for (guint c = 0; c < self->columns->n; c++)
    if (x >= xs[c] && x < xs[c] + ws[c])
      {
        if (self->texts[c] == NULL || *self->texts[c] == '\0')
          return FALSE;
        gtk_tooltip_set_text (tooltip, self->texts[c]);
        return TRUE;
      }
  return FALSE;
}

static void
ds_run_row_measure (GtkWidget      *widget,
                    GtkOrientation  orientation,
                    int             for_size,
                    int            *minimum,
                    int            *natural,
                    int            *minimum_baseline,
                    int            *natural_baseline)
{
  DsRunRow *self = DS_RUN_ROW (widget);

  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    *minimum = *natural = ds_run_columns_total (self->columns);
  else
    {
      int w, h;

      /* Every row as tall as one line of text, whatever it shows. */
      pango_layout_get_pixel_size (self->cells[0], &w, &h);
      *minimum = *natural = h;
    }
}

static void
ds_run_row_snapshot (GtkWidget   *widget,
                     GtkSnapshot *snapshot)
{
  DsRunRow *self = DS_RUN_ROW (widget);
  int xs[DS_RUN_MAX_COLUMNS], ws[DS_RUN_MAX_COLUMNS];
  int height = gtk_widget_get_height (widget);
  GdkRGBA color;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
  G_GNUC_END_IGNORE_DEPRECATIONS
  ds_run_columns_layout (self->columns, gtk_widget_get_width (widget), xs, ws);
  for (guint c = 0; c < self->columns->n; c++)
    {
      int room = ws[c] - 2 * DS_RUN_CELL_PAD, w, h;

      if (self->texts[c] == NULL || *self->texts[c] == '\0' || room <= 0)
        continue;
      /* Cut short (with an ellipsis) only while the column has not yet
       * widened to this text: the next frame has it whole. */
      pango_layout_set_width (self->cells[c], self->text_width[c] > room ? room * PANGO_SCALE : -1);
      pango_layout_get_pixel_size (self->cells[c], &w, &h);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (xs[c] + DS_RUN_CELL_PAD, (height - h) / 2.0f));
      gtk_snapshot_append_layout (snapshot, self->cells[c], &color);
      gtk_snapshot_restore (snapshot);
    }
}

void
ds_run_row_set_item (DsRunRow  *self,
                     DsRunItem *item)
{
  g_autoptr(GString) label = g_string_new (NULL);

  g_return_if_fail (DS_IS_RUN_ROW (self));

  for (guint c = 0; c < self->columns->n; c++)
    {
      g_clear_pointer (&self->texts[c], g_free);
      if (item != NULL)
        g_object_get (item, self->columns->property[c], &self->texts[c], NULL);
      pango_layout_set_width (self->cells[c], -1);
      pango_layout_set_text (self->cells[c], self->texts[c] ? self->texts[c] : "", -1);
      pango_layout_get_pixel_size (self->cells[c], &self->text_width[c], NULL);
      ds_run_columns_need (self->columns, c, self->text_width[c] + 2 * DS_RUN_CELL_PAD);
      if (self->texts[c] != NULL && *self->texts[c] != '\0')
        {
          if (label->len > 0)
            g_string_append (label, ", ");
          /* TRANSLATORS: what a screen reader says for one cell of a
           * History row: the column's title, then the cell's text */
          g_string_append_printf (label, _("%s: %s"), self->columns->title[c], self->texts[c]);
        }
    }
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label->str, -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  /* Another run may need less room: the list sizes its columns again. */
  if (self->columns->widened != NULL)
    self->columns->widened (self->columns->owner);
}

const char *
ds_run_row_get_text (DsRunRow *self,
                     guint     column)
{
  g_return_val_if_fail (DS_IS_RUN_ROW (self), NULL);
  return column < self->columns->n ? self->texts[column] : NULL;
}

int
ds_run_row_get_cell_width (DsRunRow *self,
                           guint     column)
{
  g_return_val_if_fail (DS_IS_RUN_ROW (self), 0);
  if (column >= self->columns->n || self->texts[column] == NULL || *self->texts[column] == '\0')
    return 0;
  return self->text_width[column] + 2 * DS_RUN_CELL_PAD;
}

guint
ds_run_row_get_n_cut (DsRunRow *self)
{
  int xs[DS_RUN_MAX_COLUMNS], ws[DS_RUN_MAX_COLUMNS];
  guint n = 0;

  g_return_val_if_fail (DS_IS_RUN_ROW (self), 0);
  ds_run_columns_layout (self->columns, gtk_widget_get_width (GTK_WIDGET (self)), xs, ws);
  for (guint c = 0; c < self->columns->n; c++)
    n += self->text_width[c] > ws[c] - 2 * DS_RUN_CELL_PAD ? 1 : 0;
  return n;
}

static void
ds_run_row_css_changed (GtkWidget         *widget,
                        GtkCssStyleChange *change)
{
  DsRunRow *self = DS_RUN_ROW (widget);

  GTK_WIDGET_CLASS (ds_run_row_parent_class)->css_changed (widget, change);
  /* A new font: lay the texts out again. */
  for (guint c = 0; c < DS_RUN_MAX_COLUMNS; c++)
    {
      pango_layout_context_changed (self->cells[c]);
      pango_layout_set_width (self->cells[c], -1);
      pango_layout_get_pixel_size (self->cells[c], &self->text_width[c], NULL);
      if (c < self->columns->n)
        ds_run_columns_need (self->columns, c, self->text_width[c] + 2 * DS_RUN_CELL_PAD);
    }
}

static void
ds_run_row_finalize (GObject *object)
{
  DsRunRow *self = DS_RUN_ROW (object);

  for (guint c = 0; c < DS_RUN_MAX_COLUMNS; c++)
    {
      g_clear_object (&self->cells[c]);
      g_clear_pointer (&self->texts[c], g_free);
    }
  G_OBJECT_CLASS (ds_run_row_parent_class)->finalize (object);
}

static void
ds_run_row_class_init (DsRunRowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = ds_run_row_finalize;
  widget_class->measure = ds_run_row_measure;
  widget_class->snapshot = ds_run_row_snapshot;
  widget_class->query_tooltip = ds_run_row_query_tooltip;
  widget_class->css_changed = ds_run_row_css_changed;
  gtk_widget_class_set_css_name (widget_class, "runrow");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_ROW);
}

static void
ds_run_row_init (DsRunRow *self)
{
  for (guint c = 0; c < DS_RUN_MAX_COLUMNS; c++)
    {
      self->cells[c] = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
      pango_layout_set_ellipsize (self->cells[c], PANGO_ELLIPSIZE_END);
      pango_layout_set_single_paragraph_mode (self->cells[c], TRUE);
    }
  gtk_widget_set_has_tooltip (GTK_WIDGET (self), TRUE);
}

GtkWidget *
ds_run_row_new (DsRunColumns *columns)
{
  DsRunRow *self = g_object_new (DS_TYPE_RUN_ROW, NULL);

  self->columns = columns;
  return GTK_WIDGET (self);
}
