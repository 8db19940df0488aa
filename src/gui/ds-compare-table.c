/* ds-compare-table.c — runs compared in the History as a table of aligned
 * columns, the cells of `drivescope-cli compare`'s table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ds-compare-table.h"
#include "ds-history-compare.h"

static GtkWidget *
cell (const char *text,
      gboolean    number)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), number ? 1.0f : 0.0f);
  if (number)
    gtk_widget_add_css_class (label, "numeric");
  return label;
}

GtkWidget *
ds_compare_table_new (JsonNode           *comparison,
                      const char * const *names)
{
  GtkWidget *grid;
  g_autoptr(GPtrArray) cells = NULL;
  guint n_cols = 0, n_names = 0;

  g_return_val_if_fail (comparison != NULL, NULL);

  cells = ds_history_compare_cells (comparison, &n_cols);
  while (names != NULL && names[n_names] != NULL)
    n_names++;
  grid = gtk_grid_new ();
  gtk_grid_set_column_spacing (GTK_GRID (grid), 18);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_widget_add_css_class (grid, "ds-compare-table");
  for (guint k = 0; k < cells->len; k++)
    {
      guint col = k % n_cols, row = k / n_cols;
      gboolean number = col >= 2;
      GtkWidget *label;

      if (row == 0 && number && col - 2 < n_names && *names[col - 2] != '\0')
        {
          /* The heading: the History's id and label, then the chart's name. */
          GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
          GtkWidget *name = cell (names[col - 2], TRUE);

          label = cell (g_ptr_array_index (cells, k), TRUE);
          gtk_widget_add_css_class (label, "heading");
          gtk_label_set_wrap (GTK_LABEL (name), TRUE);
          gtk_label_set_max_width_chars (GTK_LABEL (name), 24);
          gtk_label_set_justify (GTK_LABEL (name), GTK_JUSTIFY_RIGHT);
          gtk_widget_add_css_class (name, "caption");
          gtk_widget_add_css_class (name, "dim-label");
          gtk_box_append (GTK_BOX (box), label);
          gtk_box_append (GTK_BOX (box), name);
          gtk_widget_set_valign (box, GTK_ALIGN_END);
          gtk_grid_attach (GTK_GRID (grid), box, (int) col, 0, 1, 1);
          continue;
        }
      label = cell (g_ptr_array_index (cells, k), number);
      if (row == 0)
        {
          gtk_widget_add_css_class (label, "heading");
          gtk_widget_set_valign (label, GTK_ALIGN_END);
        }
      gtk_grid_attach (GTK_GRID (grid), label, (int) col, (int) row, 1, 1);
    }
  return grid;
}
