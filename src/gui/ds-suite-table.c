/* ds-suite-table.c — a suite run's steps as a table of aligned columns
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ds-suite-analysis.h"
#include "ds-suite-table.h"

static GtkWidget *
cell (const char *text,
      gboolean    number,
      gboolean    heading)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), number ? 1.0f : 0.0f);
  if (heading)
    gtk_widget_add_css_class (label, "heading");
  if (number)
    gtk_widget_add_css_class (label, "numeric");
  return label;
}

static char *
number_text (double v,
             int    decimals)
{
  return isfinite (v) ? g_strdup_printf ("%.*f", decimals, v) : g_strdup ("—");
}

GtkWidget *
ds_suite_table_new (const DsSuiteResult *result)
{
  /* TRANSLATORS: column headings of the suite table; keep them short */
  gboolean pass = ds_suite_kind_is_pass (result->suite);
  const char *headings[] = { "#", _("Step"), _("Block"), _("QD"), _("T"), _("Read"), _("Rnd"),
                             _("MB/s"), _("IOPS"), _("mean µs"), _("p99 µs"), _("p99.9 µs"),
                             pass ? _("min") : _("Little") };
  GtkWidget *grid = gtk_grid_new ();

  g_return_val_if_fail (result != NULL, NULL);

  gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
  gtk_widget_add_css_class (grid, "ds-suite-table");
  for (guint c = 0; c < G_N_ELEMENTS (headings); c++)
    gtk_grid_attach (GTK_GRID (grid), cell (headings[c], c != 1, TRUE), (int) c, 0, 1, 1);
  for (guint i = 0; i < result->steps->len; i++)
    {
      const DsSuiteStep *st = g_ptr_array_index (result->steps, i);
      g_autofree char *index = g_strdup_printf ("%u", i + 1);
      g_autofree char *step = ds_suite_step_series_title (result, st);
      g_autofree char *block = ds_suite_step_spec_block_text (&st->spec);
      g_autofree char *qd = g_strdup_printf ("%u", st->spec.queue_depth);
      g_autofree char *threads = g_strdup_printf ("%u", st->spec.threads);
      g_autofree char *read = g_strdup_printf ("%u %%", st->spec.read_percent);
      g_autofree char *rnd = g_strdup_printf ("%u %%", st->spec.random_percent);
      g_autofree char *mbps = number_text (st->stats.mbps, 1);
      g_autofree char *iops = number_text (st->stats.iops, 0);
      g_autofree char *mean = number_text (st->stats.lat_mean_us, 1);
      g_autofree char *p99 = number_text (st->stats.lat_p99_us, 1);
      g_autofree char *p999 = number_text (st->stats.lat_p999_us, 1);
      g_autofree char *last = NULL;
      const char *texts[13];

      if (pass)
        {
          DsSuiteLinear l;

          ds_suite_linear_analyze (st, &l);
          last = number_text (l.min_mbps, 0);
        }
      else
        {
          /* Little's law: outstanding I/Os against IOPS × latency; "!" where it does not hold. */
          g_autofree char *ratio = number_text (ds_suite_step_little_ratio (st), 2);

          last = g_strconcat (ratio, ds_suite_step_little_holds (st) ? "" : " !", NULL);
        }
      texts[0] = index; texts[1] = step; texts[2] = block; texts[3] = qd; texts[4] = threads;
      texts[5] = read; texts[6] = rnd; texts[7] = mbps; texts[8] = iops; texts[9] = mean;
      texts[10] = p99; texts[11] = p999; texts[12] = last;

      for (guint c = 0; c < G_N_ELEMENTS (texts); c++)
        gtk_grid_attach (GTK_GRID (grid), cell (texts[c], c != 1, FALSE), (int) c, (int) i + 1, 1, 1);
    }
  return grid;
}
