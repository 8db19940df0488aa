/* columnview-bench.c — what GTK's own list widgets cost to filter a long
 * list, without any Drivescope code: the floor under the History page's
 * search
 *
 *   columnview-bench [ITEMS [ROUNDS]]
 *
 * ITEMS plain objects (10 000 by default) under a GtkMultiSelection, shown
 * by a GtkColumnView of 7 label columns (as the History page has); each
 * round filters to every tenth item and back, in four ways: a
 * GtkFilterListModel; the same filtering incrementally; a GListStore of the
 * matching items replaced in one splice (CV_TWO_STEP=1: emptied, then
 * filled); a new selection model over a new store given to the view. Then
 * a GtkListView of one label with the GtkFilterListModel, and one whose
 * row is a single widget drawing seven texts itself. CV_FIXED=1 gives
 * the columns fixed widths. Prints the process CPU time in the change call,
 * to the first frame after it, until the filter has looked at every item
 * (nan: not within 400 ms),
 * and in the frames after, per round. Run under Xvfb by tests/bench/window.
 * Not a test.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <gtk/gtk.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static gboolean one_in_ten;
static gboolean painted;
static double   first_paint_cpu;

static double cpu_ms (void);

static void
on_after_paint (GdkFrameClock *clock,
                gpointer       data)
{
  if (!painted)
    first_paint_cpu = cpu_ms ();
  painted = TRUE;
}

static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static gboolean
keep (gpointer item,
      gpointer data)
{
  return !one_in_ten || GPOINTER_TO_UINT (g_object_get_data (item, "n")) % 10 == 3;
}

static void
setup (GtkSignalListItemFactory *factory,
       GtkListItem              *item,
       gpointer                  data)
{
  gtk_list_item_set_child (item, gtk_label_new (NULL));
}

static void
bind (GtkSignalListItemFactory *factory,
      GtkListItem              *item,
      gpointer                  data)
{
  char text[32];

  g_snprintf (text, sizeof text, "%u", GPOINTER_TO_UINT (g_object_get_data (gtk_list_item_get_item (item), "n")));
  gtk_label_set_label (GTK_LABEL (gtk_list_item_get_child (item)), text);
}

/* One row as one widget: seven texts laid out and drawn by the row itself
 * (a PangoLayout each, made once per row widget and given new text on
 * bind), as a History page without a GtkColumnView would have them. */
#define N_CELLS 7
#define BENCH_TYPE_ROW (bench_row_get_type ())
G_DECLARE_FINAL_TYPE (BenchRow, bench_row, BENCH, ROW, GtkWidget)

struct _BenchRow
{
  GtkWidget    parent_instance;
  PangoLayout *cells[N_CELLS];
};

G_DEFINE_FINAL_TYPE (BenchRow, bench_row, GTK_TYPE_WIDGET)

static void
bench_row_snapshot (GtkWidget   *widget,
                    GtkSnapshot *snapshot)
{
  BenchRow *self = BENCH_ROW (widget);
  GdkRGBA fg = { 0, 0, 0, 1 };
  int width = gtk_widget_get_width (widget);

  for (guint c = 0; c < N_CELLS; c++)
    {
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (c * width / (float) N_CELLS + 6, 4));
      gtk_snapshot_append_layout (snapshot, self->cells[c], &fg);
      gtk_snapshot_restore (snapshot);
    }
}

static void
bench_row_measure (GtkWidget      *widget,
                   GtkOrientation  orientation,
                   int             for_size,
                   int            *minimum,
                   int            *natural,
                   int            *minimum_baseline,
                   int            *natural_baseline)
{
  BenchRow *self = BENCH_ROW (widget);
  int w, h;

  pango_layout_get_pixel_size (self->cells[0], &w, &h);
  *minimum = *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 700 : h + 8;
}

static void
bench_row_dispose (GObject *object)
{
  BenchRow *self = BENCH_ROW (object);

  for (guint c = 0; c < N_CELLS; c++)
    g_clear_object (&self->cells[c]);
  G_OBJECT_CLASS (bench_row_parent_class)->dispose (object);
}

static void
bench_row_class_init (BenchRowClass *klass)
{
  G_OBJECT_CLASS (klass)->dispose = bench_row_dispose;
  GTK_WIDGET_CLASS (klass)->snapshot = bench_row_snapshot;
  GTK_WIDGET_CLASS (klass)->measure = bench_row_measure;
}

static void
bench_row_init (BenchRow *self)
{
  for (guint c = 0; c < N_CELLS; c++)
    {
      self->cells[c] = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
      pango_layout_set_ellipsize (self->cells[c], PANGO_ELLIPSIZE_END);
      pango_layout_set_width (self->cells[c], 170 * PANGO_SCALE);
    }
}

static void
row_setup (GtkSignalListItemFactory *factory,
           GtkListItem              *item,
           gpointer                  data)
{
  gtk_list_item_set_child (item, g_object_new (BENCH_TYPE_ROW, NULL));
}

static void
row_bind (GtkSignalListItemFactory *factory,
          GtkListItem              *item,
          gpointer                  data)
{
  BenchRow *row = BENCH_ROW (gtk_list_item_get_child (item));
  guint n = GPOINTER_TO_UINT (g_object_get_data (gtk_list_item_get_item (item), "n"));
  char text[N_CELLS][96];

  g_snprintf (text[0], sizeof text[0], "2026-11-%02u 10:%02u", n % 28 + 1, n % 60);
  g_snprintf (text[1], sizeof text[1], "Samsung SSD 970 EVO Plus 1TB · …%04u", n);
  g_snprintf (text[2], sizeof text[2], "Benchmark %u", n);
  g_snprintf (text[3], sizeof text[3], "SEQ1M Q8T1 %u MB/s", 3000 + n % 500);
  g_snprintf (text[4], sizeof text[4], "ext4 · %u %% full", n % 100);
  g_snprintf (text[5], sizeof text[5], "x4 8 GT/s %u", n % 7);
  g_snprintf (text[6], sizeof text[6], "io_uring %u", n % 3);
  for (guint c = 0; c < N_CELLS; c++)
    pango_layout_set_text (row->cells[c], text[c], -1);
  gtk_widget_queue_draw (GTK_WIDGET (row));
}

static gboolean one_widget_rows;

static GtkListItemFactory *
factory_new (void)
{
  GtkListItemFactory *f = gtk_signal_list_item_factory_new ();

  g_signal_connect (f, "setup", G_CALLBACK (one_widget_rows ? row_setup : setup), NULL);
  g_signal_connect (f, "bind", G_CALLBACK (one_widget_rows ? row_bind : bind), NULL);
  return f;
}

/* The items @filter keeps now, in the order of @store. */
static GPtrArray *
matching (GListStore *store)
{
  GPtrArray *out = g_ptr_array_new_with_free_func (g_object_unref);

  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (store)); i++)
    {
      gpointer item = g_list_model_get_item (G_LIST_MODEL (store), i);

      if (keep (item, NULL))
        g_ptr_array_add (out, item);
      else
        g_object_unref (item);
    }
  return out;
}

/* @splice: instead of a GtkFilterListModel, the view shows a GListStore of
 * the matching items, replaced in one g_list_store_splice() per change;
 * @swap: the view gets a new selection model over a new GListStore of the
 * matching items per change. */
static void
run (guint    n,
     guint    rounds,
     gboolean columns,
     gboolean splice,
     gboolean swap,
     gboolean incremental)
{
  GListStore *store = g_list_store_new (G_TYPE_OBJECT);
  GListStore *shown = g_list_store_new (G_TYPE_OBJECT);
  GtkCustomFilter *filter = gtk_custom_filter_new (keep, NULL, NULL);
  GtkFilterListModel *filtered;
  GtkMultiSelection *selection;
  GtkWidget *view, *scroller, *window;

  for (guint i = 0; i < n; i++)
    {
      GObject *o = g_object_new (G_TYPE_OBJECT, NULL);

      g_object_set_data (o, "n", GUINT_TO_POINTER (i));
      g_list_store_append (store, o);
      g_object_unref (o);
    }
  one_in_ten = FALSE;
  filtered = gtk_filter_list_model_new (G_LIST_MODEL (g_object_ref (store)), GTK_FILTER (g_object_ref (filter)));
  gtk_filter_list_model_set_incremental (filtered, incremental);
  if (splice)
    {
      g_autoptr(GPtrArray) all = matching (store);

      g_list_store_splice (shown, 0, 0, all->pdata, all->len);
      selection = gtk_multi_selection_new (G_LIST_MODEL (g_object_ref (shown)));
    }
  else
    selection = gtk_multi_selection_new (G_LIST_MODEL (filtered));
  if (columns)
    {
      view = gtk_column_view_new (GTK_SELECTION_MODEL (selection));
      for (guint c = 0; c < 7; c++)
        {
          GtkColumnViewColumn *column = gtk_column_view_column_new ("column", factory_new ());

          if (g_getenv ("CV_FIXED"))
            gtk_column_view_column_set_fixed_width (column, 150);
          gtk_column_view_append_column (GTK_COLUMN_VIEW (view), column);
          g_object_unref (column);
        }
    }
  else
    view = gtk_list_view_new (GTK_SELECTION_MODEL (selection), factory_new ());
  scroller = gtk_scrolled_window_new ();
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scroller), view);
  window = gtk_window_new ();
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_set_child (GTK_WINDOW (window), scroller);
  gtk_window_present (GTK_WINDOW (window));
  for (gint64 end = g_get_monotonic_time () + 500000; g_get_monotonic_time () < end;)
    g_main_context_iteration (NULL, FALSE);

  for (guint r = 0; r < 2 * rounds; r++)
    {
      double c0 = cpu_ms (), c1, done = 0;
      gulong id;

      one_in_ten = !one_in_ten;
      if (swap)
        {
          g_autoptr(GPtrArray) now = matching (store);
          GListStore *next = g_list_store_new (G_TYPE_OBJECT);
          GtkMultiSelection *sel;

          g_list_store_splice (next, 0, 0, now->pdata, now->len);
          sel = gtk_multi_selection_new (G_LIST_MODEL (next));
          if (columns)
            gtk_column_view_set_model (GTK_COLUMN_VIEW (view), GTK_SELECTION_MODEL (sel));
          else
            gtk_list_view_set_model (GTK_LIST_VIEW (view), GTK_SELECTION_MODEL (sel));
          g_object_unref (sel);
        }
      else if (splice)
        {
          g_autoptr(GPtrArray) now = matching (store);

          if (g_getenv ("CV_TWO_STEP"))
            {
              g_list_store_remove_all (shown);
              g_list_store_splice (shown, 0, 0, now->pdata, now->len);
            }
          else
            g_list_store_splice (shown, 0, g_list_model_get_n_items (G_LIST_MODEL (shown)), now->pdata, now->len);
        }
      else
        gtk_filter_changed (GTK_FILTER (filter), one_in_ten ? GTK_FILTER_CHANGE_MORE_STRICT : GTK_FILTER_CHANGE_LESS_STRICT);
      c1 = cpu_ms ();
      painted = FALSE;
      id = g_signal_connect (gtk_widget_get_frame_clock (view), "after-paint", G_CALLBACK (on_after_paint), NULL);
      gtk_widget_queue_draw (view);
      for (gint64 end = g_get_monotonic_time () + 400000; g_get_monotonic_time () < end;)
        {
          if (done == 0 && gtk_filter_list_model_get_pending (filtered) == 0)
            done = cpu_ms ();
          if (!g_main_context_iteration (NULL, FALSE))
            g_usleep (1000);
        }
      g_signal_handler_disconnect (gtk_widget_get_frame_clock (view), id);
      if (done == 0)
        done = NAN;   /* still filtering 400 ms later */
      printf ("%s%s, %u items, round %u, filter to %s: CPU ms in the call %.1f, to the first frame %.1f,"
              " until filtered %.1f, in the frames after %.1f\n",
              columns ? "GtkColumnView of 7 columns" : one_widget_rows ? "GtkListView of one 7-text row widget" : "GtkListView",
              swap ? " given a new model" : splice ? " over a GListStore spliced" : incremental ? " filtered incrementally" : "",
              n, r / 2 + 1, one_in_ten ? "every tenth" : "all", c1 - c0, first_paint_cpu - c0, done - c0, cpu_ms () - c1);
      fflush (stdout);
    }
  gtk_window_destroy (GTK_WINDOW (window));
  g_object_unref (filter);
  g_object_unref (store);
  g_object_unref (shown);
}

int
main (int   argc,
      char *argv[])
{
  guint n = argc > 1 ? (guint) atoi (argv[1]) : 10000;
  guint rounds = argc > 2 ? (guint) atoi (argv[2]) : 3;

  gtk_init ();
  printf ("GTK %u.%u.%u\n", gtk_get_major_version (), gtk_get_minor_version (), gtk_get_micro_version ());
  run (n, rounds, TRUE, FALSE, FALSE, FALSE);
  run (n, rounds, TRUE, FALSE, FALSE, TRUE);
  run (n, rounds, TRUE, TRUE, FALSE, FALSE);
  run (n, rounds, TRUE, FALSE, TRUE, FALSE);
  run (n, rounds, FALSE, FALSE, FALSE, FALSE);
  one_widget_rows = TRUE;
  run (n, rounds, FALSE, FALSE, FALSE, FALSE);
  return 0;
}
