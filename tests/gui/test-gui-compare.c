/* test-gui-compare.c — Compare as a reviewer uses it (issue 15, item 8)
 *
 * Four benchmark runs from the report fixtures (two drives; three of them
 * in the same minute, one with a label, one with only a comment, one with
 * neither) compared in a window of the default size: no sideways
 * scrolling, no value label cut or over a bar, the footer names both
 * drives, every run's heading is its own. A thermal run in the selection
 * turns Compare off and says why; two thermal runs compare on one time
 * axis with the table of `drivescope-cli compare`. Write a Review of two
 * selected runs writes the article into the chosen folder.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ds-bench-cell.h"
#include "ds-bench-result.h"
#include "ds-gui-test.h"
#include "ds-history-compare.h"
#include "ds-json.h"
#include "ds-history-store.h"
#include "ds-run-item.h"
#include "ds-run-list.h"
#include "ds-run-row.h"
#include "ds-run-view.h"
#include "ds-suite-result.h"
#include "ds-thermal-result.h"

static JsonNode *
fixture (const char *name)
{
  g_autofree char *path = g_build_filename (g_getenv ("DS_FIXTURES"), "report", name, NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  JsonNode *node;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  node = ds_json_from_string (text, &error);
  g_assert_no_error (error);
  return node;
}

static gint64
save_bench (DsHistoryStore *store,
            const char     *name,
            gint64          start,
            const char     *label,
            const char     *comment)
{
  g_autoptr(JsonNode) node = fixture (name);
  g_autoptr(GError) error = NULL;
  g_autoptr(DsBenchResult) r = ds_bench_result_from_json (node, &error);
  gint64 id;

  g_assert_no_error (error);
  g_free (r->uuid);
  r->uuid = g_uuid_string_random ();
  r->end_time = start + (r->end_time - r->start_time);
  r->start_time = start;
  id = ds_history_store_save_bench (store, r, &error);
  g_assert_no_error (error);
  g_assert_true (ds_history_store_set_label (store, id, label, &error));
  g_assert_true (ds_history_store_set_comment (store, id, comment, &error));
  return id;
}

/* Oldest first, as Compare orders them: A at 12:00:00 "Empty drive", B at
 * 12:00:20 with only a comment, C at 12:00:35 with neither, D a SATA
 * drive a day later. And a thermal run. */
static void
fill_history (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHistoryStore) store = ds_history_store_open (g_getenv ("DRIVESCOPE_DB"), &error);
  g_autoptr(JsonNode) thermal_node = fixture ("thermal-nvme.json");
  g_autoptr(DsThermalResult) thermal = NULL;
  const gint64 minute = 1764504000;   /* 2025-11-30 12:00:00 UTC */

  g_assert_no_error (error);
  save_bench (store, "bench-nvme.json", minute, "Empty drive", NULL);
  save_bench (store, "bench-nvme.json", minute + 20, NULL, "second pass, fan on");
  save_bench (store, "bench-nvme-full.json", minute + 35, NULL, NULL);
  save_bench (store, "bench-sata.json", minute + 86400, "SATA with mix", NULL);
  thermal = ds_thermal_result_from_json (thermal_node, &error);
  g_assert_no_error (error);
  g_assert_cmpint (ds_history_store_save_thermal (store, thermal, &error), >, 0);
  g_assert_no_error (error);
}

/* The five runs, once per process (each test may add its own after). */
static void
ensure_history (void)
{
  static gboolean filled;

  if (!filled)
    fill_history ();
  filled = TRUE;
}

static gboolean
history_loaded (gpointer user_data)
{
  return ds_history_page_get_n_rows (DS_HISTORY_PAGE (user_data)) == 5;
}

static gboolean
compare_shown (gpointer user_data)
{
  return g_strcmp0 (ds_history_page_get_view (DS_HISTORY_PAGE (user_data)), "compare") == 0;
}

static gboolean
overlap (DsChartRect a,
         DsChartRect b)
{
  double w = MIN (a.x + a.width, b.x + b.width) - MAX (a.x, b.x);
  double h = MIN (a.y + a.height, b.y + b.height) - MAX (a.y, b.y);

  return w > 0.5 && h > 0.5;
}

static gboolean
in_plot (DsChart    *chart,
         DsChartRect r)
{
  for (guint p = 0; p < ds_chart_get_n_plots (chart); p++)
    {
      DsChartRect plot;

      if (ds_chart_get_plot_area (chart, p, &plot) && overlap (plot, r))
        return TRUE;
    }
  return FALSE;
}

/* Column @col's heading in the comparison table (0: the test names). */
static const char *
heading (DsCompareView *compare,
         int            col)
{
  GtkWidget *table = ds_gui_test_find_widget (GTK_WIDGET (compare), GTK_TYPE_GRID);
  GtkWidget *label = gtk_grid_get_child_at (GTK_GRID (table), col, 0);

  return GTK_IS_LABEL (label) ? gtk_label_get_label (GTK_LABEL (label)) : NULL;
}

/* Labels under @root with some of their text selected. */
static guint
count_selected (GtkWidget *root)
{
  guint n = 0;
  int start, end;

  if (GTK_IS_LABEL (root) && gtk_label_get_selection_bounds (GTK_LABEL (root), &start, &end))
    {
      g_test_message ("selected: “%s”", gtk_label_get_label (GTK_LABEL (root)));
      n++;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    n += count_selected (child);
  return n;
}

static void
test_compare_four_runs (void)
{
  DsWindow *window;
  DsHistoryPage *history;
  GtkSelectionModel *selection;
  DsCompareView *compare;
  DsChart *chart;
  GtkScrolledWindow *scroller;
  GtkAdjustment *h;
  GArray *items;
  guint n_values = 0, n_bars = 0;
  const char *footer;

  ensure_history ();
  /* The default size (window-width, window-height in the schema). */
  window = ds_gui_test_open_window (1000, 700);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.history", NULL));
  history = ds_window_get_history_page (window);
  g_assert_true (ds_gui_test_wait (history_loaded, history, 20000));
  selection = ds_history_page_get_selection (history);

  /* The thermal run in the selection: Compare off, and the tooltip says why. */
  gtk_selection_model_select_all (selection);
  g_test_message ("Compare with a thermal run selected: %s", ds_history_page_get_compare_tooltip (history));
  g_assert_false (gtk_widget_activate_action (GTK_WIDGET (history), "history.compare", NULL) &&
                  compare_shown (history));
  g_assert_nonnull (strstr (ds_history_page_get_compare_tooltip (history), "thermal"));
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (selection)); i++)
    {
      g_autoptr(DsRunItem) item = g_list_model_get_item (G_LIST_MODEL (selection), i);

      if (!ds_run_item_is_bench (item))
        gtk_selection_model_unselect_item (selection, i);
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.compare", NULL));
  g_assert_true (ds_gui_test_wait (compare_shown, history, 10000));
  compare = ds_history_page_get_compare_view (history);
  g_assert_cmpuint (ds_compare_view_get_n_runs (compare), ==, 4);
  ds_gui_test_settle (GTK_WIDGET (window), 500);
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "compare-four"));

  /* Nothing is selected as the comparison opens (GTK focuses the first
   * selectable label and selects it all unless the focus goes elsewhere). */
  g_test_message ("focus: %s", G_OBJECT_TYPE_NAME (gtk_root_get_focus (GTK_ROOT (window))));
  g_assert_cmpuint (count_selected (GTK_WIDGET (compare)), ==, 0);

  /* Four runs fit: nothing to scroll sideways. */
  scroller = GTK_SCROLLED_WINDOW (ds_gui_test_find_widget (GTK_WIDGET (compare), GTK_TYPE_SCROLLED_WINDOW));
  h = gtk_scrolled_window_get_hadjustment (scroller);
  g_test_message ("compare: %.0f px wide in %.0f px", gtk_adjustment_get_upper (h), gtk_adjustment_get_page_size (h));
  g_assert_cmpfloat (gtk_adjustment_get_upper (h), <=, gtk_adjustment_get_page_size (h) + 0.5);

  /* Each run's heading is its own: a label, else its comment, else its
   * time to the second when another run shares the minute. */
  for (int a = 1; a <= 4; a++)
    {
      g_test_message ("heading %d: %s", a, heading (compare, a));
      g_assert_nonnull (heading (compare, a));
      for (int b = 1; b < a; b++)
        g_assert_cmpstr (heading (compare, a), !=, heading (compare, b));
    }
  g_assert_nonnull (strstr (heading (compare, 1), "Empty drive"));
  g_assert_nonnull (strstr (heading (compare, 2), "second pass, fan on"));
  g_assert_nonnull (strstr (heading (compare, 3), ":35"));

  /* The chart: the footer names both drives; no value label cut short or
   * drawn over a bar. */
  chart = ds_chart_widget_get_chart (ds_compare_view_get_chart (compare));
  footer = ds_chart_get_text (chart, 2);
  g_test_message ("footer: %s", footer);
  g_assert_nonnull (strstr (footer, "Samsung SSD 990 PRO 2TB"));
  g_assert_nonnull (strstr (footer, "CT1000MX500SSD1"));
  items = ds_chart_get_items (chart);
  for (guint i = 0; i < items->len; i++)
    {
      const DsChartItem *t = &g_array_index (items, DsChartItem, i);

      if (t->kind == DS_CHART_ITEM_BAR)
        n_bars++;
      if (t->kind != DS_CHART_ITEM_TEXT || !in_plot (chart, t->rect))
        continue;
      n_values++;
      if (t->value != 0)
        g_test_message ("value label cut at %.0f,%.0f", t->rect.x, t->rect.y);
      g_assert_cmpfloat (t->value, ==, 0);
      for (guint k = 0; k < items->len; k++)
        {
          const DsChartItem *b = &g_array_index (items, DsChartItem, k);

          if (b->kind == DS_CHART_ITEM_BAR && overlap (t->rect, b->rect))
            g_error ("a value label (%.0f,%.0f %.0f×%.0f) is drawn over a bar (%.0f,%.0f %.0f×%.0f)",
                     t->rect.x, t->rect.y, t->rect.width, t->rect.height,
                     b->rect.x, b->rect.y, b->rect.width, b->rect.height);
        }
    }
  g_test_message ("%u bars, %u value labels in the plots", n_bars, n_values);
  g_assert_cmpuint (n_bars, >, 0);
  g_assert_cmpuint (n_values, >=, n_bars);
  ds_gui_test_close_window (window);
}

static gboolean
rows_are (gpointer user_data)
{
  DsHistoryPage *history = user_data;

  return ds_history_page_get_n_rows (history) == GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (history), "rows"));
}

/* -1, 0 or 1 as the list's items @i and @i + 1 are in or out of order by
 * @column (dates and results by number). */
static int
pair_order (GListModel    *list,
            guint          i,
            DsRunItemSort  column)
{
  g_autoptr(DsRunItem) a = g_list_model_get_item (list, i);
  g_autoptr(DsRunItem) b = g_list_model_get_item (list, i + 1);
  double va, vb;

  if (column == DS_RUN_ITEM_SORT_DATE)
    {
      va = ds_run_item_get_run (a)->start_time;
      vb = ds_run_item_get_run (b)->start_time;
    }
  else
    {
      va = ds_run_item_get_result_value (a);
      vb = ds_run_item_get_result_value (b);
    }
  return (va > vb) - (va < vb);
}

/* Whether every neighbouring pair is ascending (@sign 1) or descending (-1),
 * and at least one pair differs (so the order says something). */
static gboolean
sorted_by (GListModel    *list,
           DsRunItemSort  column,
           int            sign)
{
  gboolean any = FALSE;

  for (guint i = 0; i + 1 < g_list_model_get_n_items (list); i++)
    {
      int o = pair_order (list, i, column);

      if (o == sign)
        return FALSE;
      any = any || o != 0;
    }
  return any;
}

static void
click_title (DsRunList  *list,
             guint       column)
{
  GtkWidget *button = ds_run_list_get_title_button (list, column);

  g_assert_nonnull (button);
  g_assert_true (GTK_IS_BUTTON (button));
  /* What a click on it does. */
  g_signal_emit_by_name (button, "clicked");
}

/* Clicking a column's title sorts the History by it, ascending; clicking it
 * again reverses; the Date title sorts by date again. Selecting nine
 * benchmark runs turns Compare off, saying at most eight; eight compare. */
static void
test_header_sorts_and_compare_limit (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHistoryStore) store = NULL;
  DsWindow *window;
  DsHistoryPage *history;
  DsRunList *list;
  GtkSelectionModel *selection;
  GListModel *model;
  guint picked = 0, n;

  ensure_history ();
  store = ds_history_store_open (g_getenv ("DRIVESCOPE_DB"), &error);
  g_assert_no_error (error);
  for (guint i = 0; i < 6; i++)
    save_bench (store, i % 2 ? "bench-sata.json" : "bench-nvme-full.json", 1764504000 + 3600 * (i + 2), NULL, NULL);
  window = ds_gui_test_open_window (1000, 700);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.history", NULL));
  history = ds_window_get_history_page (window);
  g_object_set_data (G_OBJECT (history), "rows", GUINT_TO_POINTER (11));
  g_assert_true (ds_gui_test_wait (rows_are, history, 20000));
  ds_gui_test_settle (GTK_WIDGET (window), 200);
  list = DS_RUN_LIST (ds_gui_test_find_widget (GTK_WIDGET (history), DS_TYPE_RUN_LIST));
  g_assert_nonnull (list);
  selection = ds_history_page_get_selection (history);
  model = G_LIST_MODEL (selection);

  /* Newest first to begin with. */
  g_assert_true (sorted_by (model, DS_RUN_ITEM_SORT_DATE, -1));
  /* Column 5 is Result (read / write). */
  click_title (list, 5);
  ds_gui_test_settle (GTK_WIDGET (window), 100);
  g_assert_cmpint (ds_run_list_get_sort_column (list), ==, DS_RUN_ITEM_SORT_RESULT);
  g_assert_true (sorted_by (model, DS_RUN_ITEM_SORT_RESULT, 1));
  click_title (list, 5);
  ds_gui_test_settle (GTK_WIDGET (window), 100);
  g_assert_true (sorted_by (model, DS_RUN_ITEM_SORT_RESULT, -1));
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "history-sorted-by-result"));
  /* Date: a new column sorts ascending. */
  click_title (list, 1);
  ds_gui_test_settle (GTK_WIDGET (window), 100);
  g_assert_true (sorted_by (model, DS_RUN_ITEM_SORT_DATE, 1));

  /* Nine benchmark runs: too many to compare. */
  n = g_list_model_get_n_items (model);
  for (guint i = 0; i < n && picked < 9; i++)
    {
      g_autoptr(DsRunItem) item = g_list_model_get_item (model, i);

      if (ds_run_item_is_bench (item))
        {
          gtk_selection_model_select_item (selection, i, picked == 0);
          picked++;
        }
    }
  g_assert_cmpuint (picked, ==, 9);
  ds_gui_test_settle (GTK_WIDGET (window), 100);
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "history-nine-selected"));
  g_test_message ("nine selected: %s", ds_history_page_get_compare_tooltip (history));
  g_assert_nonnull (strstr (ds_history_page_get_compare_tooltip (history), "8"));
  gtk_widget_activate_action (GTK_WIDGET (history), "history.compare", NULL);
  ds_gui_test_settle (GTK_WIDGET (window), 300);
  g_assert_false (compare_shown (history));
  /* One fewer: eight compare. */
  for (guint i = n; i-- > 0;)
    if (gtk_selection_model_is_selected (selection, i))
      {
        gtk_selection_model_unselect_item (selection, i);
        break;
      }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.compare", NULL));
  g_assert_true (ds_gui_test_wait (compare_shown, history, 10000));
  g_assert_cmpuint (ds_compare_view_get_n_runs (ds_history_page_get_compare_view (history)), ==, 8);
  ds_gui_test_close_window (window);
}

/* The window lists the conditions that differ as `drivescope-cli compare`
 * does (ds_history_compare() over the stored runs): the same names, in the
 * same order, with the same values. */
static void
test_conditions_as_the_cli_lists_them (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHistoryStore) store = NULL;
  g_autoptr(GPtrArray) runs = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  g_autoptr(JsonNode) comparison = NULL;
  const char *const *shown;
  JsonArray *conditions;
  DsWindow *window;
  DsHistoryPage *history;
  GtkSelectionModel *selection;
  DsCompareView *compare;
  guint n = 0;

  ensure_history ();
  window = ds_gui_test_open_window (1000, 700);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.history", NULL));
  history = ds_window_get_history_page (window);
  g_assert_true (ds_gui_test_wait (history_loaded, history, 20000));
  selection = ds_history_page_get_selection (history);
  gtk_selection_model_unselect_all (selection);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (selection)); i++)
    {
      g_autoptr(DsRunItem) item = g_list_model_get_item (G_LIST_MODEL (selection), i);

      if (ds_run_item_is_bench (item))
        gtk_selection_model_select_item (selection, i, FALSE);
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.compare", NULL));
  g_assert_true (ds_gui_test_wait (compare_shown, history, 10000));
  compare = ds_history_page_get_compare_view (history);
  g_assert_cmpuint (ds_compare_view_get_n_runs (compare), ==, 4);
  shown = ds_compare_view_get_differences (compare);
  g_assert_nonnull (shown);

  /* The same four runs as the CLI reads them, oldest first (ids 1 to 4). */
  store = ds_history_store_open (g_getenv ("DRIVESCOPE_DB"), &error);
  g_assert_no_error (error);
  for (gint64 id = 1; id <= 4; id++)
    {
      JsonNode *run = ds_history_store_load_run_json (store, id, &error);

      g_assert_no_error (error);
      g_ptr_array_add (runs, run);
    }
  comparison = ds_history_compare (runs, &error);
  g_assert_no_error (error);
  conditions = ds_json_get_array (json_node_get_object (comparison), "conditions");
  g_assert_nonnull (conditions);
  for (; shown[n] != NULL; n++)
    {
      JsonObject *c = json_array_get_object_element (conditions, n);

      g_test_message ("differs: %s", shown[n]);
      g_assert_cmpuint (n, <, json_array_get_length (conditions));
      g_assert_cmpstr (shown[n], ==, ds_json_get_string (c, "name"));
    }
  g_assert_cmpuint (n, ==, json_array_get_length (conditions));
  g_assert_cmpuint (n, ==, ds_compare_view_get_n_differences (compare));
  /* Two drives and an empty and a full one: drive, serial and fill at least. */
  g_assert_cmpuint (n, >=, 3);
  ds_gui_test_close_window (window);
}

/* A label under @root whose text holds @needle. */
static GtkLabel *
find_label (GtkWidget  *root,
            const char *needle)
{
  if (GTK_IS_LABEL (root) && strstr (gtk_label_get_label (GTK_LABEL (root)), needle) != NULL)
    return GTK_LABEL (root);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      GtkLabel *found = find_label (child, needle);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static DsChart *
find_chart_titled (GtkWidget  *root,
                   const char *title)
{
  if (DS_IS_CHART_WIDGET (root))
    {
      DsChart *chart = ds_chart_widget_get_chart (DS_CHART_WIDGET (root));

      if (chart != NULL && g_strcmp0 (ds_chart_get_text (chart, 0), title) == 0)
        return chart;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      DsChart *found = find_chart_titled (child, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static gboolean
thermal_view_shown (gpointer user_data)
{
  return g_strcmp0 (ds_history_page_get_view (DS_HISTORY_PAGE (user_data)), "thermal") == 0 &&
         find_label (GTK_WIDGET (user_data), "first throttle") != NULL;
}

static gboolean
datasheet_shown (gpointer user_data)
{
  DsRunView *view = ds_history_page_get_run_view (DS_HISTORY_PAGE (user_data));

  return g_strcmp0 (ds_history_page_get_view (DS_HISTORY_PAGE (user_data)), "run") == 0 &&
         strstr (ds_run_view_get_datasheet (view), "short by") != NULL;
}

/* Two thermal runs (and nothing else) selected: Compare is on and shows
 * them on one time axis with the figures' table. */
static void
test_thermal_runs_overlaid (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHistoryStore) store = NULL;
  g_autoptr(JsonNode) node = fixture ("thermal-hostile.json");
  g_autoptr(DsThermalResult) second = NULL;
  DsWindow *window;
  DsHistoryPage *history;
  GtkSelectionModel *selection;
  guint n_rows, n_thermal = 0;

  ensure_history ();
  store = ds_history_store_open (g_getenv ("DRIVESCOPE_DB"), &error);
  g_assert_no_error (error);
  second = ds_thermal_result_from_json (node, &error);
  g_assert_no_error (error);
  g_assert_cmpint (ds_history_store_save_thermal (store, second, &error), >, 0);
  {
    g_autoptr(DsHistoryDrive) drive = ds_history_store_find_drive (store, "Samsung SSD 990 PRO 2TB", &error);
    DsDatasheet sheet;

    g_assert_no_error (error);
    ds_datasheet_init (&sheet);
    g_assert_true (ds_datasheet_parse ("seq-read=7450MB/s", &sheet, NULL));
    g_assert_true (ds_history_store_drive_set_datasheet (store, drive->id, &sheet, &error));
  }
  {
    DsHistoryFilter all = { 0 };
    g_autoptr(GPtrArray) runs = ds_history_store_list_runs (store, &all, &error);

    g_assert_no_error (error);
    n_rows = runs->len;
  }
  window = ds_gui_test_open_window (1000, 700);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.history", NULL));
  history = ds_window_get_history_page (window);
  g_object_set_data (G_OBJECT (history), "rows", GUINT_TO_POINTER (n_rows));
  g_assert_true (ds_gui_test_wait (rows_are, history, 20000));
  selection = ds_history_page_get_selection (history);
  gtk_selection_model_unselect_all (selection);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (selection)); i++)
    {
      g_autoptr(DsRunItem) item = g_list_model_get_item (G_LIST_MODEL (selection), i);

      if (!ds_run_item_is_bench (item) && !ds_run_item_is_suite (item))
        {
          gtk_selection_model_select_item (selection, i, FALSE);
          n_thermal++;
        }
    }
  g_assert_cmpuint (n_thermal, ==, 2);
  g_test_message ("two thermal runs: %s", ds_history_page_get_compare_tooltip (history));
  g_assert_nonnull (strstr (ds_history_page_get_compare_tooltip (history), "thermal runs on one time axis"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.compare", NULL));
  g_assert_true (ds_gui_test_wait (thermal_view_shown, history, 10000));
  g_assert_nonnull (find_label (GTK_WIDGET (history), "lowest sustained"));
  g_assert_nonnull (find_chart_titled (GTK_WIDGET (history), "Sustained write compared"));
  g_assert_cmpint (ds_chart_get_kind (find_chart_titled (GTK_WIDGET (history), "Sustained write compared")), ==,
                   DS_CHART_CURVE);
  ds_gui_test_settle (GTK_WIDGET (window), 300);
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "compare-thermal"));

  /* A benchmark of the drive with a data sheet opened: its verdict under
   * the results. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.back", NULL));
  gtk_selection_model_unselect_all (selection);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (selection)); i++)
    {
      g_autoptr(DsRunItem) item = g_list_model_get_item (G_LIST_MODEL (selection), i);

      if (ds_run_item_is_bench (item) && strstr (ds_run_item_get_drive (item), "990 PRO") != NULL)
        {
          gtk_selection_model_select_item (selection, i, TRUE);
          break;
        }
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.open", NULL));
  g_assert_true (ds_gui_test_wait (datasheet_shown, history, 10000));
  g_test_message ("data sheet: %s", ds_run_view_get_datasheet (ds_history_page_get_run_view (history)));
  g_assert_nonnull (strstr (ds_run_view_get_datasheet (ds_history_page_get_run_view (history)),
                            "seq-read 7450 MB/s: short by 6 % ("));
  /* Issue 29 #6: as on the Benchmark page, every result has its bar
   * against the run's best, and the footer says what it was measured on. */
  {
    DsRunView *view = ds_history_page_get_run_view (history);
    const char *footer = ds_run_view_get_footer (view);
    double top = 0;
    guint n_bars = 0;

    for (guint i = 0; i < ds_run_view_get_n_cells (view); i++)
      {
        DsBenchCell *cell = ds_run_view_get_cell (view, i);

        if (!ds_bench_cell_has_result (cell))
          continue;
        g_assert_false (isnan (ds_bench_cell_get_scale (cell)));
        top = MAX (top, ds_bench_cell_get_scale (cell));
        n_bars++;
      }
    g_assert_cmpuint (n_bars, >=, 8);
    g_assert_cmpfloat (top, ==, 1.0);
    g_test_message ("footer: %s", footer);
    g_assert_nonnull (footer);
    g_assert_true (g_str_has_prefix (footer, "Samsung SSD 990 PRO 2TB · "));
    g_assert_nonnull (strstr (footer, " test file"));
  }
  ds_gui_test_close_window (window);
}

static gboolean
file_has_magic (const char *path,
                const char *magic)
{
  g_autofree char *data = NULL;
  gsize len = 0;

  return g_file_get_contents (path, &data, &len, NULL) && len > strlen (magic) &&
         memcmp (data, magic, strlen (magic)) == 0;
}

static gboolean
file_exists (gpointer user_data)
{
  return g_file_test (user_data, G_FILE_TEST_EXISTS);
}

static void
collect_rows (GtkWidget *root,
              GPtrArray *rows)
{
  if (DS_IS_RUN_ROW (root))
    g_ptr_array_add (rows, root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    collect_rows (c, rows);
}

static gboolean
rows_are_at_least (gpointer user_data)
{
  DsHistoryPage *history = user_data;

  return ds_history_page_get_n_rows (history) >= GPOINTER_TO_UINT (g_object_get_data (G_OBJECT (history), "rows"));
}

static gboolean
answer_shown (gpointer user_data)
{
  GtkWidget *answer = ds_gui_test_find_label (GTK_WIDGET (user_data), "sustains QD 8");

  return g_strcmp0 (ds_history_page_get_view (DS_HISTORY_PAGE (user_data)), "thermal") == 0 &&
         answer != NULL && gtk_widget_is_drawable (answer);
}

static gboolean
cards_shown (gpointer user_data)
{
  GtkWidget *steady = ds_gui_test_find_label (GTK_WIDGET (user_data), "Steady");

  return g_strcmp0 (ds_history_page_get_view (DS_HISTORY_PAGE (user_data)), "thermal") == 0 &&
         steady != NULL && gtk_widget_is_drawable (steady);
}

/* Issue 29 #6, #8, #12 and smaller: the list has the run ids the CLI takes
 * and the comments search finds, the kinds in the order of the drive's tabs;
 * a thermal run opened keeps its summary cards; a queue-depth answer says
 * where shallower depths were noisy; the selected runs export in every
 * format of `drivescope-cli export`; an import keeps the list's place. */
static void
test_ids_comments_cards_export (void)
{
  static const char *formats[][2] = {
    { "json", "{" }, { "csv", "" }, { "md", "#" }, { "html", "<!DOCTYPE html>" }, { "txt", "" },
    { "png", "\x89PNG" }, { "svg", "<?xml" }, { "pdf", "%PDF" },
  };
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHistoryStore) store = NULL;
  DsWindow *window;
  DsHistoryPage *history;
  DsRunList *list;
  GtkSelectionModel *selection;
  GListModel *kinds;
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();
  gboolean comment_seen = FALSE;
  guint n_rows, picked = 0;

  ensure_history ();
  store = ds_history_store_open (g_getenv ("DRIVESCOPE_DB"), &error);
  g_assert_no_error (error);
  /* A queue-depth sweep whose QD 1 and 4 went over the 750 µs p99 limit
   * that QD 8 met. */
  {
    g_autoptr(DsSuiteResult) qd = ds_suite_result_new (DS_SUITE_QD_SCALING);
    static const guint depths[] = { 1, 4, 8, 16 };
    static const double p99[] = { 900, 800, 700, 2000 };

    qd->uuid = g_uuid_string_random ();
    qd->start_time = 1764504000 + 7200;
    qd->end_time = qd->start_time + 40;
    for (guint i = 0; i < G_N_ELEMENTS (depths); i++)
      {
        DsSuiteStepSpec spec = { NULL, 100, 100, 4096, depths[i], 1 };
        DsSuiteStep *st = ds_suite_step_new (&spec);

        st->stats.seconds = 5;
        st->stats.ios = 100000 * depths[i];
        st->stats.iops = 20000.0 * depths[i];
        st->stats.mbps = st->stats.iops * 4096 / 1e6;
        st->stats.lat_mean_us = p99[i] / 2;
        st->stats.lat_p99_us = p99[i];
        st->stats.lat_p999_us = p99[i] * 1.5;
        g_ptr_array_add (qd->steps, st);
      }
    gint64 id = ds_history_store_save_suite (store, qd, &error);
    g_autofree char *long_comment = g_strnfill (600, 'w');

    g_assert_cmpint (id, >, 0);
    g_assert_no_error (error);
    /* a comment of a paragraph */
    g_assert_true (ds_history_store_set_comment (store, id, long_comment, &error));
  }
  /* Enough runs for the list to scroll. */
  for (guint i = 0; i < 20; i++)
    save_bench (store, "bench-sata.json", 1764504000 + 86400 * 2 + 600 * i, NULL, NULL);
  {
    DsHistoryFilter all = { 0 };
    g_autoptr(GPtrArray) runs = ds_history_store_list_runs (store, &all, &error);

    g_assert_no_error (error);
    n_rows = runs->len;
  }
  window = ds_gui_test_open_window (1000, 700);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.history", NULL));
  history = ds_window_get_history_page (window);
  g_object_set_data (G_OBJECT (history), "rows", GUINT_TO_POINTER (n_rows));
  g_assert_true (ds_gui_test_wait (rows_are, history, 20000));
  ds_gui_test_settle (GTK_WIDGET (window), 200);
  list = DS_RUN_LIST (ds_gui_test_find_widget (GTK_WIDGET (history), DS_TYPE_RUN_LIST));
  selection = ds_history_page_get_selection (history);

  /* Column 0 is the run id, the last (8) the comment. */
  g_assert_nonnull (ds_gui_test_find_label (ds_run_list_get_title_button (list, 0), "ID"));
  g_assert_nonnull (ds_gui_test_find_label (ds_run_list_get_title_button (list, 8), "Comment"));
  collect_rows (GTK_WIDGET (list), rows);
  g_assert_cmpuint (rows->len, >=, 5);
  for (guint r = 0; r < rows->len; r++)
    {
      DsRunRow *row = g_ptr_array_index (rows, r);
      const char *id = ds_run_row_get_text (row, 0);
      const char *comment = ds_run_row_get_text (row, 8);
      gboolean known = FALSE;

      if (id == NULL || *id == '\0')
        continue;
      for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (selection)); i++)
        {
          g_autoptr(DsRunItem) item = g_list_model_get_item (G_LIST_MODEL (selection), i);
          g_autofree char *expect = g_strdup_printf ("%" G_GINT64_FORMAT, ds_run_item_get_id (item));

          known |= g_str_equal (expect, id);
        }
      g_assert_true (known);
      comment_seen |= g_strcmp0 (comment, "second pass, fan on") == 0;
    }
  g_assert_true (comment_seen);
  /* A long comment is cut to the column's 360 px, not widening the list. */
  g_test_message ("comment column: %d px", gtk_widget_get_width (ds_run_list_get_title_button (list, 8)));
  g_assert_cmpint (gtk_widget_get_width (ds_run_list_get_title_button (list, 8)), <=, 360);
  kinds = gtk_drop_down_get_model (GTK_DROP_DOWN (ds_gui_test_find_widget (GTK_WIDGET (history), GTK_TYPE_DROP_DOWN)));
  {
    static const char *order[] = { "All runs", "Benchmarks", "Thermal tests", "Suites", "Capacity checks", "Imported" };

    g_assert_cmpuint (g_list_model_get_n_items (kinds), ==, G_N_ELEMENTS (order));
    for (guint i = 0; i < G_N_ELEMENTS (order); i++)
      g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (kinds), i), ==, order[i]);
  }

  /* A thermal run opened: its verdict, chart and figures. */
  gtk_selection_model_unselect_all (selection);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (selection)); i++)
    {
      g_autoptr(DsRunItem) item = g_list_model_get_item (G_LIST_MODEL (selection), i);

      if (ds_run_item_get_run (item)->kind == DS_RUN_KIND_THERMAL)
        {
          gtk_selection_model_select_item (selection, i, TRUE);
          break;
        }
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.open", NULL));
  g_assert_true (ds_gui_test_wait (cards_shown, history, 10000));
  g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (history), "Peak temperature"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.back", NULL));

  /* Issue 29 #12: the sweep's answer says what it means where shallower
   * depths went over the limit that a deeper one met. */
  gtk_selection_model_unselect_all (selection);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (selection)); i++)
    {
      g_autoptr(DsRunItem) item = g_list_model_get_item (G_LIST_MODEL (selection), i);

      if (ds_run_item_is_suite (item))
        {
          gtk_selection_model_select_item (selection, i, TRUE);
          break;
        }
    }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.open", NULL));
  g_assert_true (ds_gui_test_wait (answer_shown, history, 10000));
  {
    GtkWidget *answer = ds_gui_test_find_label (GTK_WIDGET (history), "sustains QD 8");

    g_test_message ("answer: %s", gtk_label_get_label (GTK_LABEL (answer)));
    g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (answer)),
                              "sustains QD 8 (160000 IOPS) within 750 µs p99; QD 1, 4 were over it: noise, run the suite again to confirm; peak"));
  }
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.back", NULL));

  /* Two benchmarks exported in every format. */
  gtk_selection_model_unselect_all (selection);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (selection)) && picked < 2; i++)
    {
      g_autoptr(DsRunItem) item = g_list_model_get_item (G_LIST_MODEL (selection), i);

      if (ds_run_item_is_bench (item))
        {
          gtk_selection_model_select_item (selection, i, FALSE);
          picked++;
        }
    }
  g_assert_cmpuint (picked, ==, 2);
  for (guint f = 0; f < G_N_ELEMENTS (formats); f++)
    {
      g_autofree char *name = g_strdup_printf ("export.%s", formats[f][0]);
      g_autofree char *path = g_build_filename (ds_gui_test_tmpdir (), name, NULL);
      g_autofree char *text = NULL;

      ds_history_page_export_file (history, path, NULL);
      g_assert_true (ds_gui_test_wait (file_exists, path, 20000));
      g_assert_true (file_has_magic (path, formats[f][1]));
      if (f == 0)
        {
          g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
          g_assert_nonnull (strstr (text, "\"runs\""));
        }
      else if (f == 2 || f == 4)
        {
          /* the report of the runs (Markdown, CrystalDiskMark's text) */
          g_assert_true (g_file_get_contents (path, &text, NULL, NULL));
          g_assert_nonnull (strstr (text, f == 2 ? "SEQ1M Q8T1" : "SEQ    1MiB (Q=  8, T= 1)"));
        }
    }
  /* Without an extension, the format asked for. */
  {
    g_autofree char *path = g_build_filename (ds_gui_test_tmpdir (), "export-chart", NULL);

    ds_history_page_export_file (history, path, "svg");
    g_assert_true (ds_gui_test_wait (file_exists, path, 20000));
    g_assert_true (file_has_magic (path, "<?xml"));
  }

  /* The list scrolled down keeps its place when an import adds a run (the
   * whole list was replaced, and the list went to a place of its own). */
  {
    g_autofree char *cdm = g_build_filename (g_getenv ("DS_FIXTURES"), "cdm", "cdm9-nvme.txt", NULL);
    GtkAdjustment *adj = gtk_scrollable_get_vadjustment (GTK_SCROLLABLE (ds_run_list_get_view (list)));
    double before;

    ds_gui_test_settle (GTK_WIDGET (window), 100);
    g_assert_cmpfloat (gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj), >, 300);
    gtk_adjustment_set_value (adj, 300);
    ds_gui_test_settle (GTK_WIDGET (window), 100);
    before = gtk_adjustment_get_value (adj);
    ds_history_page_import_file (history, cdm);
    g_object_set_data (G_OBJECT (history), "rows", GUINT_TO_POINTER (n_rows + 1));
    g_assert_true (ds_gui_test_wait (rows_are_at_least, history, 20000));
    ds_gui_test_settle (GTK_WIDGET (window), 200);
    g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "history-after-import"));
    g_test_message ("scrolled to %.0f, after the import %.0f", before, gtk_adjustment_get_value (adj));
    /* within a row of where it was (the new run may sit above) */
    g_assert_cmpfloat (fabs (gtk_adjustment_get_value (adj) - before), <, 40);
  }
  ds_gui_test_close_window (window);
}

static gboolean
review_written (gpointer user_data)
{
  return find_label (GTK_WIDGET (user_data), "Review written to") != NULL;
}

/* Write a Review with two benchmark runs of two drives selected: the
 * article lands in the chosen folder as HTML, Markdown and PDF with its
 * chart images, names both drives (oldest first) with each run's numbers as
 * the store keeps them, and leaves the serial numbers out; a toast says
 * where. */
static void
test_review_of_two_runs (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHistoryStore) store = NULL;
  g_autofree char *dir = g_build_filename (ds_gui_test_tmpdir (), "review", NULL);
  g_autofree char *html_path = g_build_filename (dir, "review.html", NULL);
  g_autofree char *html = NULL;
  g_autofree char *pdf = NULL;
  gsize pdf_len = 0;
  DsWindow *window;
  DsHistoryPage *history;
  GtkSelectionModel *selection;
  const char *labels[] = { "Empty drive", "SATA with mix" };
  gint64 ids[2] = { 0, 0 };
  const char *cursor;
  guint n_rows, n_images = 0;

  ensure_history ();
  store = ds_history_store_open (g_getenv ("DRIVESCOPE_DB"), &error);
  g_assert_no_error (error);
  {
    DsHistoryFilter all = { 0 };
    g_autoptr(GPtrArray) runs = ds_history_store_list_runs (store, &all, &error);

    g_assert_no_error (error);
    n_rows = runs->len;
  }
  window = ds_gui_test_open_window (1000, 700);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.history", NULL));
  history = ds_window_get_history_page (window);
  g_object_set_data (G_OBJECT (history), "rows", GUINT_TO_POINTER (n_rows));
  g_assert_true (ds_gui_test_wait (rows_are, history, 20000));
  selection = ds_history_page_get_selection (history);
  gtk_selection_model_unselect_all (selection);
  for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (selection)); i++)
    {
      g_autoptr(DsRunItem) item = g_list_model_get_item (G_LIST_MODEL (selection), i);
      const DsHistoryRun *run = ds_run_item_get_run (item);

      for (guint k = 0; k < G_N_ELEMENTS (labels); k++)
        if (g_strcmp0 (run->label, labels[k]) == 0)
          {
            gtk_selection_model_select_item (selection, i, FALSE);
            ids[k] = run->id;
          }
    }
  g_assert_cmpint (ids[0], >, 0);
  g_assert_cmpint (ids[1], >, 0);
  g_assert_false (g_file_test (dir, G_FILE_TEST_EXISTS));
  ds_history_page_write_review (history, dir);
  g_assert_true (ds_gui_test_wait (review_written, window, 30000));
  g_test_message ("toast: %s", gtk_label_get_label (find_label (GTK_WIDGET (window), "Review written to")));
  g_assert_nonnull (strstr (gtk_label_get_label (find_label (GTK_WIDGET (window), "Review written to")), dir));

  g_assert_true (g_file_get_contents (html_path, &html, NULL, &error));
  g_assert_no_error (error);
  {
    g_autofree char *md_path = g_build_filename (dir, "review.md", NULL);
    g_autofree char *pdf_path = g_build_filename (dir, "review.pdf", NULL);

    g_assert_true (g_file_test (md_path, G_FILE_TEST_IS_REGULAR));
    g_assert_true (g_file_get_contents (pdf_path, &pdf, &pdf_len, &error));
    g_assert_no_error (error);
    g_assert_cmpuint (pdf_len, >, 1000);
    g_assert_true (g_str_has_prefix (pdf, "%PDF-"));
  }
  /* both drives, the older run first; no serial number */
  g_assert_nonnull (strstr (html, "Samsung SSD 990 PRO 2TB"));
  g_assert_nonnull (strstr (html, "CT1000MX500SSD1"));
  g_assert_nonnull (strstr (html, "Empty drive"));
  g_assert_nonnull (strstr (html, "SATA with mix"));
  g_assert_true (strstr (html, "Empty drive") < strstr (html, "SATA with mix"));
  g_assert_null (strstr (html, "S7HENJ0W123456"));
  g_assert_null (strstr (html, "2203E5F1A2B3"));
  /* the other runs are not in it */
  g_assert_null (strstr (html, "second pass, fan on"));
  /* every image it names is there */
  for (cursor = strstr (html, "src=\"images/"); cursor != NULL; cursor = strstr (cursor + 1, "src=\"images/"))
    {
      const char *start = cursor + strlen ("src=\"");
      g_autofree char *rel = g_strndup (start, strcspn (start, "\""));
      g_autofree char *image = g_build_filename (dir, rel, NULL);

      g_test_message ("image %s", rel);
      g_assert_true (g_file_test (image, G_FILE_TEST_IS_REGULAR));
      n_images++;
    }
  g_assert_cmpuint (n_images, >=, 1);
  /* each run's SEQ1M Q8T1 read as the store keeps it, as the tables print it */
  for (guint k = 0; k < G_N_ELEMENTS (ids); k++)
    {
      g_autoptr(JsonNode) node = ds_history_store_load_run_json (store, ids[k], &error);
      JsonArray *tests;
      g_autofree char *number = NULL;

      g_assert_no_error (error);
      tests = ds_json_get_array (json_node_get_object (node), "tests");
      g_assert_nonnull (tests);
      g_assert_cmpstr (ds_json_get_string (json_array_get_object_element (tests, 0), "spec"), ==, "SEQ1M Q8T1");
      number = g_strdup_printf ("%.1f", ds_json_get_double (json_array_get_object_element (tests, 0), "mbps", NAN));
      g_test_message ("run %" G_GINT64_FORMAT ": SEQ read %s MB/s", ids[k], number);
      g_assert_nonnull (strstr (html, number));
    }
  ds_gui_test_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  ds_gui_test_setup_environment (&argc, &argv);
  gtk_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/gui/compare/four-runs-fit-and-tell-apart", test_compare_four_runs);
  g_test_add_func ("/ds/gui/compare/conditions-as-the-cli-lists-them", test_conditions_as_the_cli_lists_them);
  g_test_add_func ("/ds/gui/compare/header-sorts-and-at-most-eight", test_header_sorts_and_compare_limit);
  g_test_add_func ("/ds/gui/compare/thermal-runs-overlaid", test_thermal_runs_overlaid);
  g_test_add_func ("/ds/gui/compare/review-of-two-runs-written", test_review_of_two_runs);
  g_test_add_func ("/ds/gui/compare/history-ids-cards-export-import", test_ids_comments_cards_export);
  return g_test_run ();
}
