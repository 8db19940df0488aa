/* ds-history-page.c — every run kept in the history
 *
 * The list (DsRunList over the store's runs, newest first) is sortable
 * by every column and filtered by the search text (label, comment, drive,
 * headline) and the kind. Selecting 2–8 benchmark runs and pressing
 * Compare shows them side by side; activating one run opens it. Deleting
 * keeps what was removed until the toast's Undo is gone. All store work
 * runs in worker threads (DsHistory, the application's).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>

#include "ds-application.h"
#include "ds-chart-widget.h"
#include "ds-compare-table.h"
#include "ds-conditions.h"
#include "ds-history-compare.h"
#include "ds-history-load.h"
#include "ds-history-store.h"
#include "ds-drive-row.h"
#include "ds-json.h"
#include "ds-history-page-private.h"
#include "ds-run-item.h"
#include "ds-suite-analysis.h"
#include "ds-suite-chart.h"
#include "ds-suite-table.h"
#include "ds-suite-text.h"
#include "ds-thermal-page.h"
#include "ds-trend-view.h"


G_DEFINE_FINAL_TYPE (DsHistoryPage, ds_history_page, ADW_TYPE_BIN)

enum { TOAST, N_SIGNALS };
static guint signals[N_SIGNALS];

void
ds_history_page_toast (DsHistoryPage *self,
                       AdwToast      *t)
{
  g_signal_emit (self, signals[TOAST], 0, t);
  g_object_unref (t);
}

void
ds_history_page_toast_text (DsHistoryPage *self,
                            const char    *text)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.toast", "s", text);
}

GArray *
ds_history_page_selected_ids (DsHistoryPage *self,
              guint         *n_thermal)
{
  g_autoptr(GtkBitset) set = gtk_selection_model_get_selection (GTK_SELECTION_MODEL (self->selection));
  GArray *ids = g_array_new (FALSE, FALSE, sizeof (gint64));
  GtkBitsetIter iter;
  guint pos;

  if (n_thermal != NULL)
    *n_thermal = 0;
  for (gboolean ok = gtk_bitset_iter_init_first (&iter, set, &pos); ok; ok = gtk_bitset_iter_next (&iter, &pos))
    {
      g_autoptr(DsRunItem) item = g_list_model_get_item (G_LIST_MODEL (self->selection), pos);
      gint64 id = ds_run_item_get_id (item);

      g_array_append_val (ids, id);
      if (n_thermal != NULL && !ds_run_item_is_bench (item))
        (*n_thermal)++;
    }
  return ids;
}

/* Suite runs among the selection. */
static guint
selected_suites (DsHistoryPage *self)
{
  g_autoptr(GtkBitset) set = gtk_selection_model_get_selection (GTK_SELECTION_MODEL (self->selection));
  GtkBitsetIter iter;
  guint pos, n = 0;

  for (gboolean ok = gtk_bitset_iter_init_first (&iter, set, &pos); ok; ok = gtk_bitset_iter_next (&iter, &pos))
    {
      g_autoptr(DsRunItem) item = g_list_model_get_item (G_LIST_MODEL (self->selection), pos);

      n += ds_run_item_is_suite (item) ? 1 : 0;
    }
  return n;
}

/* Capacity checks among the selection. */
static guint
selected_checks (DsHistoryPage *self)
{
  g_autoptr(GtkBitset) set = gtk_selection_model_get_selection (GTK_SELECTION_MODEL (self->selection));
  GtkBitsetIter iter;
  guint pos, n = 0;

  for (gboolean ok = gtk_bitset_iter_init_first (&iter, set, &pos); ok; ok = gtk_bitset_iter_next (&iter, &pos))
    {
      g_autoptr(DsRunItem) item = g_list_model_get_item (G_LIST_MODEL (self->selection), pos);

      n += ds_run_item_get_run (item)->kind == DS_RUN_KIND_VERIFY ? 1 : 0;
    }
  return n;
}

static void
update_actions (DsHistoryPage *self)
{
  guint n_thermal = 0;
  g_autoptr(GArray) ids = ds_history_page_selected_ids (self, &n_thermal);
  gboolean in_list = g_strcmp0 (gtk_stack_get_visible_child_name (self->view_stack), "list") == 0;
  guint n_suites = selected_suites (self);
  gboolean suites = n_suites > 0 && n_suites == ids->len;
  guint n_checks = selected_checks (self);
  gboolean checks = n_checks > 0 && n_checks == ids->len;

  /* thermal runs are compared with thermal runs */
  gboolean thermals = n_thermal > n_suites && n_thermal == ids->len && n_suites == 0 && n_checks == 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.compare",
                                 in_list && ids->len >= 2 && ids->len <= MAX_COMPARE &&
                                 (n_thermal == 0 || suites || thermals || checks));
  /* Say why Compare is off when the selection is the reason. */
  if (n_checks > 0 && !checks)
    gtk_widget_set_tooltip_text (self->compare_button,
                                 _("Capacity checks are compared only with other capacity checks: unselect the other runs (Ctrl+E)"));
  else if (checks && ids->len <= MAX_COMPARE)
    gtk_widget_set_tooltip_text (self->compare_button, _("Compare the selected 2–8 capacity checks (Ctrl+E)"));
  else if (n_suites > 0 && !suites)
    gtk_widget_set_tooltip_text (self->compare_button,
                                 _("Suite runs are compared only with runs of their own suite: unselect the others (Ctrl+E)"));
  else if (suites && ids->len <= MAX_COMPARE)
    gtk_widget_set_tooltip_text (self->compare_button, _("Compare the selected 2–8 runs of one suite (Ctrl+E)"));
  else if (thermals && ids->len <= MAX_COMPARE)
    gtk_widget_set_tooltip_text (self->compare_button, _("Compare the selected 2–8 thermal runs on one time axis (Ctrl+E)"));
  else if (n_thermal > 0 && !suites)
    gtk_widget_set_tooltip_text (self->compare_button,
                                 _("Thermal runs are compared only with thermal runs: unselect the benchmarks (Ctrl+E)"));
  else if (ids->len > MAX_COMPARE)
    gtk_widget_set_tooltip_text (self->compare_button, _("At most 8 runs can be compared at once (Ctrl+E)"));
  else
    gtk_widget_set_tooltip_text (self->compare_button, _("Compare the selected 2–8 benchmark runs (Ctrl+E)"));
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.open", in_list && ids->len == 1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.label", in_list && ids->len == 1);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.delete", in_list && ids->len > 0);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.review", in_list && ids->len > 0 && ids->len <= 16);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "history.back", !in_list);
}

/* The empty states: "empty" when the store has no runs at all (the global
 * list), "no-match" when the drive, kind or search filter leaves none. */
static void
update_list_stack (DsHistoryPage *self)
{
  gboolean narrowed = (self->search != NULL && *self->search != '\0') ||
                      gtk_drop_down_get_selected (self->kind_dropdown) != 0;

  if ((self->loading || self->stale) && self->n_loads == 0)
    gtk_stack_set_visible_child_name (self->list_stack, "loading");
  else if (g_list_model_get_n_items (G_LIST_MODEL (self->runs)) == 0 && !self->drive_filter)
    gtk_stack_set_visible_child_name (self->list_stack, "empty");
  else if (g_list_model_get_n_items (G_LIST_MODEL (self->filtered)) == 0 &&
           gtk_filter_list_model_get_pending (self->filtered) == 0)
    {
      if (self->drive_filter && !narrowed)
        {
          adw_status_page_set_title (self->no_match_page, _("No Runs on This Drive Yet"));
          adw_status_page_set_description (self->no_match_page,
                                           _("Benchmarks and thermal tests of this drive appear here once they have run."));
        }
      else
        {
          adw_status_page_set_title (self->no_match_page, _("No Runs Match"));
          adw_status_page_set_description (self->no_match_page,
                                           _("Try other search words or another kind."));
        }
      gtk_stack_set_visible_child_name (self->list_stack, "no-match");
    }
  else
    gtk_stack_set_visible_child_name (self->list_stack, "list");
}

static const char *
display_name_of (DsHistoryPage      *self,
                 const DsHistoryRun *run)
{
  if (self->drive_names == NULL || run->drive_identity == NULL)
    return NULL;
  return g_hash_table_lookup (self->drive_names, run->drive_identity);
}

/* Folds the runs' search text a few milliseconds at a time while the page
 * is idle, so that the first search after a load only compares strings:
 * at 10 000 runs making them took ~20 ms of that search. */
static gboolean
prepare_search_step (gpointer data)
{
  DsHistoryPage *self = data;
  GListModel *runs = G_LIST_MODEL (self->runs);
  guint n = g_list_model_get_n_items (runs);
  gint64 end = g_get_monotonic_time () + 3000;

  while (self->prepare_next < n)
    {
      g_autoptr(DsRunItem) item = g_list_model_get_item (runs, self->prepare_next++);

      ds_run_item_prepare_search (item);
      if (self->prepare_next % 64 == 0 && g_get_monotonic_time () >= end)
        return G_SOURCE_CONTINUE;
    }
  self->prepare_source = 0;
  return G_SOURCE_REMOVE;
}

/* Whether what the list shows of a run is the same after a reload. */
static gboolean
same_run (const DsHistoryRun *a,
          const DsHistoryRun *b)
{
  return a->id == b->id && a->status == b->status && a->end_time == b->end_time &&
         g_strcmp0 (a->label, b->label) == 0 && g_strcmp0 (a->comment, b->comment) == 0 &&
         g_strcmp0 (a->drive_identity, b->drive_identity) == 0 && g_strcmp0 (a->drive_label, b->drive_label) == 0 &&
         g_strcmp0 (a->headline, b->headline) == 0;
}

/* The list reloaded (an import, a delete, a label) changes only the rows
 * that changed: replacing every row sent the list back to a place of its
 * own choosing. Both lists are in the store's order. Takes @runs' runs. */
static void
merge_runs (DsHistoryPage *self,
            GPtrArray     *runs)
{
  GListModel *model = G_LIST_MODEL (self->runs);
  g_autoptr(GHashTable) ids = g_hash_table_new (g_int64_hash, g_int64_equal);
  g_autoptr(GArray) id_values = g_array_sized_new (FALSE, FALSE, sizeof (gint64), runs->len);
  guint i = 0;

  /* The ids kept apart from the runs, which are freed as they go. */
  for (guint j = 0; j < runs->len; j++)
    g_array_append_val (id_values, ((DsHistoryRun *) g_ptr_array_index (runs, j))->id);
  for (guint j = 0; j < id_values->len; j++)
    g_hash_table_add (ids, &g_array_index (id_values, gint64, j));
  for (guint j = 0; j < runs->len; j++)
    {
      DsHistoryRun *run = g_ptr_array_index (runs, j);
      g_autoptr(DsRunItem) old = NULL;

      /* runs gone from the store */
      while (i < g_list_model_get_n_items (model))
        {
          g_autoptr(DsRunItem) item = g_list_model_get_item (model, i);

          if (g_hash_table_contains (ids, &ds_run_item_get_run (item)->id))
            break;
          g_list_store_remove (self->runs, i);
        }
      old = i < g_list_model_get_n_items (model) ? g_list_model_get_item (model, i) : NULL;
      if (old != NULL && ds_run_item_get_run (old)->id == run->id)
        {
          if (same_run (ds_run_item_get_run (old), run))
            ds_history_run_free (run);
          else
            {
              g_autoptr(DsRunItem) item = ds_run_item_new (run, display_name_of (self, run));

              g_list_store_splice (self->runs, i, 1, (gpointer *) &item, 1);
            }
        }
      else
        {
          /* new (or moved) in the store's order */
          g_autoptr(DsRunItem) item = ds_run_item_new (run, display_name_of (self, run));

          g_list_store_insert (self->runs, i, item);
        }
      i++;
    }
  if (i < g_list_model_get_n_items (model))
    g_list_store_splice (self->runs, i, g_list_model_get_n_items (model) - i, NULL, 0);
}

static void
on_runs_listed (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  g_autoptr(DsHistoryPage) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) runs = ds_history_list_runs_finish (DS_HISTORY (object), result, &error);
  g_autoptr(GPtrArray) items = g_ptr_array_new_with_free_func (g_object_unref);

  self->loading = FALSE;
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self->n_loads++;
  if (runs == NULL)
    {
      g_autofree char *text = g_strdup_printf (_("Could not read the history: %s"), error->message);

      ds_history_page_toast_text (self, text);
    }
  else
    {
      /* The items take the runs. */
      g_ptr_array_set_free_func (runs, NULL);
      /* A long list is filtered a few milliseconds at a time between
       * frames, so a search does not hold the main loop; a short one at
       * once, as it costs less than a frame. (GTK 4.8's incremental sort
       * held the main loop longer than sorting at once: 0.9-1 s at
       * 100 000 runs, see docs/benchmarks.md.) */
      gtk_filter_list_model_set_incremental (self->filtered, runs->len > DS_HISTORY_PAGE_INCREMENTAL_ROWS);
      if (g_list_model_get_n_items (G_LIST_MODEL (self->runs)) > 0)
        merge_runs (self, runs);
      else
        {
          for (guint i = 0; i < runs->len; i++)
            {
              DsHistoryRun *run = g_ptr_array_index (runs, i);

              g_ptr_array_add (items, ds_run_item_new (run, display_name_of (self, run)));
            }
          g_list_store_splice (self->runs, 0, 0, items->pdata, items->len);
        }
      self->prepare_next = 0;
      if (self->prepare_source == 0 && runs->len > 0)
        self->prepare_source = g_idle_add_full (G_PRIORITY_LOW, prepare_search_step, self, NULL);
    }
  update_list_stack (self);
  update_actions (self);
  if (self->reload_again)
    {
      self->reload_again = FALSE;
      ds_history_page_reload (self);
    }
}

static void
load_now (DsHistoryPage *self)
{
  self->stale = FALSE;
  if (self->loading)
    {
      self->reload_again = TRUE;
      return;
    }
  self->loading = TRUE;
  update_list_stack (self);
  ds_history_list_runs_async (self->history, self->cancellable, on_runs_listed, g_object_ref (self));
}

void
ds_history_page_reload (DsHistoryPage *self)
{
  g_return_if_fail (DS_IS_HISTORY_PAGE (self));

  /* A page nobody sees reads the store when it is first shown, so the
   * window's start-up (and every drive's view) does no history work. */
  if (!gtk_widget_get_mapped (GTK_WIDGET (self)))
    {
      self->stale = TRUE;
      return;
    }
  load_now (self);
}

void
ds_history_page_prefetch (DsHistoryPage *self)
{
  g_return_if_fail (DS_IS_HISTORY_PAGE (self));

  if ((self->stale || self->n_loads == 0) && !self->loading)
    load_now (self);
}

static gboolean
match_run (gpointer item,
           gpointer user_data)
{
  DsHistoryPage *self = user_data;
  const DsHistoryRun *run = ds_run_item_get_run (item);
  guint kind = gtk_drop_down_get_selected (self->kind_dropdown);

  /* The store's rule: a drive first saved under another identity (from
   * the health helper, without the WWN) still matches by serial and a model
   * that agrees. */
  if (self->drive_filter)
    {
      DsHistoryDriveKey drive = {
        self->drive_identity,
        ds_json_get_string (self->drive_object, "wwn"),
        ds_json_get_string (self->drive_object, "serial"),
        ds_json_get_string (self->drive_object, "model"),
      };
      DsHistoryDriveKey of_run = { run->drive_identity, run->drive_wwn, run->drive_serial, run->drive_model };

      if (!ds_history_drive_key_matches (&drive, &of_run))
        return FALSE;
    }
  /* The kinds in the order of the drive's tabs that run them, imported
   * runs last. */
  switch (kind)
    {
    case 1: return run->kind == DS_RUN_KIND_BENCH;
    case 2: return run->kind == DS_RUN_KIND_THERMAL;
    case 3: return run->kind == DS_RUN_KIND_SUITE;
    case 4: return run->kind == DS_RUN_KIND_VERIFY;
    case 5: return ds_run_kind_is_imported (run->kind);
    default: return TRUE;
    }
}

/* Charts of a run on a drive without a model name it as the sidebar does. */
static char *
drive_name_for (DsHistoryPage *self,
                JsonObject    *conditions)
{
  JsonObject *drive = ds_conditions_get_drive_object (conditions);
  g_autofree char *identity = drive != NULL ? ds_history_drive_identity (drive) : NULL;

  if (identity == NULL || self->drive_names == NULL)
    return NULL;
  return g_strdup (g_hash_table_lookup (self->drive_names, identity));
}

static void
show_list (DsHistoryPage *self)
{
  gtk_stack_set_visible_child_name (self->view_stack, "list");
  update_actions (self);
}

static void
deselect_labels (GtkWidget *root)
{
  int start, end;

  if (GTK_IS_LABEL (root) && gtk_label_get_selection_bounds (GTK_LABEL (root), &start, &end))
    gtk_label_select_region (GTK_LABEL (root), 0, 0);
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    deselect_labels (child);
}

/* The focus on the way back, not on the table's first label (GTK moves the
 * focus from the hidden list to the first selectable label and selects all
 * of its text); after the stack's crossfade, when the button can take it. */
static void
focus_compare_back (DsHistoryPage *self)
{
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->view_stack), "compare") != 0 ||
      gtk_stack_get_transition_running (self->view_stack))
    return;
  gtk_widget_grab_focus (self->compare_back);
  deselect_labels (GTK_WIDGET (self->compare_view));
}

static void
on_bench_loaded (GObject      *object,
                 GAsyncResult *result,
                 gpointer      user_data)
{
  g_autoptr(DsHistoryPage) self = user_data;
  g_autoptr(GError) error = NULL;
  GPtrArray *results = ds_history_load_bench_finish (DS_HISTORY (object), result, &error);
  g_auto(GStrv) labels = NULL;

  if (results == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        ds_history_page_toast_text (self, error->message);
      return;
    }
  labels = g_object_steal_data (G_OBJECT (self), "compare-labels");
  for (guint i = 0; i < results->len; i++)
    {
      DsBenchResult *r = g_ptr_array_index (results, i);

      g_free (r->drive_display_name);
      r->drive_display_name = drive_name_for (self, r->conditions);
    }
  ds_compare_view_set_results (self->compare_view, results, labels);
  gtk_stack_set_visible_child_name (self->view_stack, "compare");
  focus_compare_back (self);
  update_actions (self);
}

static const DsHistoryRun *
find_run (DsHistoryPage *self,
          gint64         id)
{
  for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (self->runs)); j++)
    {
      g_autoptr(DsRunItem) item = g_list_model_get_item (G_LIST_MODEL (self->runs), j);

      if (ds_run_item_get_run (item)->id == id)
        return ds_run_item_get_run (item);   /* the list model keeps the item */
    }
  return NULL;
}

/* A compared run's heading: its label; else "#12 · " and its comment; else
 * "#12 · " and its date, to the second when another compared run started
 * in the same minute (two runs of one minute read alike otherwise). */
static char *
compare_label (const DsHistoryRun *run,
               GPtrArray          *runs)
{
  g_autofree char *number = NULL;
  g_autoptr(GDateTime) when = NULL;
  g_autofree char *date = NULL;
  gboolean same_minute = FALSE;

  if (run->label != NULL && *run->label != '\0')
    return g_strdup (run->label);
  number = g_strdup_printf ("%" G_GINT64_FORMAT, run->id);
  if (run->comment != NULL && *run->comment != '\0')
    /* TRANSLATORS: a compared run without a label: "#12 · second pass, fan on" */
    return g_strdup_printf (_("#%s · %s"), number, run->comment);
  for (guint i = 0; i < runs->len; i++)
    {
      const DsHistoryRun *other = g_ptr_array_index (runs, i);

      same_minute |= other != run && other->start_time / 60 == run->start_time / 60;
    }
  when = g_date_time_new_from_unix_local (run->start_time);
  date = when ? g_date_time_format (when, same_minute ? "%Y-%m-%d %H:%M:%S" : "%Y-%m-%d %H:%M") : g_strdup ("?");
  /* TRANSLATORS: a compared run without a label or comment: "#12 · 2026-11-30 12:43" */
  return g_strdup_printf (_("#%s · %s"), number, date);
}

static void
load_bench (DsHistoryPage *self,
            GArray        *ids)
{
  g_autoptr(GStrvBuilder) labels = g_strv_builder_new ();
  g_autoptr(GPtrArray) runs = g_ptr_array_new ();

  for (guint i = 0; i < ids->len; i++)
    {
      const DsHistoryRun *run = find_run (self, g_array_index (ids, gint64, i));

      if (run != NULL)
        g_ptr_array_add (runs, (gpointer) run);
    }
  /* Labels in the order of the ids. */
  for (guint i = 0; i < ids->len; i++)
    {
      const DsHistoryRun *run = find_run (self, g_array_index (ids, gint64, i));
      g_autofree char *label = run != NULL ? compare_label (run, runs) : NULL;

      g_strv_builder_add (labels, label ? label : "");
    }
  g_object_set_data_full (G_OBJECT (self), "compare-labels", g_strv_builder_end (labels), (GDestroyNotify) g_strfreev);
  ds_history_load_bench_async (self->history, ids, self->cancellable, on_bench_loaded, g_object_ref (self));
}

static void on_compared (GObject      *object,
                         GAsyncResult *result,
                         gpointer      user_data);

static void
history_compare (GtkWidget  *widget,
                 const char *action_name,
                 GVariant   *parameter)
{
  DsHistoryPage *self = DS_HISTORY_PAGE (widget);
  guint n_thermal = 0;
  g_autoptr(GArray) ids = ds_history_page_selected_ids (self, &n_thermal);
  guint n_suites = selected_suites (self);
  gboolean suites = n_suites > 0 && n_suites == ids->len;
  guint n_checks = selected_checks (self);
  gboolean checks = n_checks > 0 && n_checks == ids->len;
  gboolean thermals = n_suites == 0 && n_checks == 0 && n_thermal > 0 && n_thermal == ids->len;

  if (ids->len < 2 || ids->len > MAX_COMPARE || (n_thermal > 0 && !suites && !thermals && !checks))
    return;
  /* Oldest first: deltas read as "since then". */
  for (guint i = 0; i < ids->len / 2; i++)
    {
      gint64 tmp = g_array_index (ids, gint64, i);

      g_array_index (ids, gint64, i) = g_array_index (ids, gint64, ids->len - 1 - i);
      g_array_index (ids, gint64, ids->len - 1 - i) = tmp;
    }
  if (suites || thermals || checks)
    ds_history_compare_runs_async (self->history,
                                   suites ? DS_HISTORY_LOADED_SUITE
                                   : thermals ? DS_HISTORY_LOADED_THERMAL : DS_HISTORY_LOADED_VERIFY,
                                   ids, self->cancellable, on_compared, g_object_ref (self));
  else
    load_bench (self, ids);
}

/* The chart view shows one run or several compared: what the last one
 * showed beside its chart goes. */
static void
reset_chart_view (DsHistoryPage *self)
{
  gtk_label_set_label (self->thermal_table, "");
  gtk_widget_set_visible (GTK_WIDGET (self->thermal_table), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->thermal_cards), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->thermal_events), FALSE);
  gtk_scrolled_window_set_child (self->table_scroller, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->table_scroller), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->table_note), FALSE);
}

/* Runs compared: what differs between them, then the table of
 * `drivescope-cli compare` as aligned columns, each run headed by its id
 * and label over @names[i], the name its chart's legend gives it. */
static void
show_compare_table (DsHistoryPage      *self,
                    JsonNode           *comparison,
                    const char * const *names)
{
  g_autofree char *preface = g_strstrip (ds_history_compare_preface_text (comparison));

  gtk_label_set_label (self->thermal_table, preface);
  gtk_widget_set_visible (GTK_WIDGET (self->thermal_table), *preface != '\0');
  gtk_scrolled_window_set_child (self->table_scroller, ds_compare_table_new (comparison, names));
  gtk_widget_set_visible (GTK_WIDGET (self->table_scroller), TRUE);
  gtk_label_set_label (self->table_note, ds_history_compare_note (comparison));
  gtk_widget_set_visible (GTK_WIDGET (self->table_note), TRUE);
}

static void
show_thermal (DsHistoryPage   *self,
              DsThermalResult *thermal)
{
  g_autofree char *events = ds_thermal_page_events_text (thermal);
  DsChart *chart;

  reset_chart_view (self);
  g_free (thermal->drive_display_name);
  thermal->drive_display_name = drive_name_for (self, thermal->conditions);
  gtk_label_set_label (self->thermal_label, thermal->verdict ? thermal->verdict : "");
  /* The figures and events the Thermal page shows under its verdict. */
  ds_thermal_page_fill_cards (self->thermal_cards, thermal);
  gtk_widget_set_visible (GTK_WIDGET (self->thermal_cards), TRUE);
  gtk_label_set_label (self->thermal_events, events);
  gtk_widget_set_visible (GTK_WIDGET (self->thermal_events), *events != '\0');
  chart = ds_chart_new_thermal (thermal);
  /* The verdict is the label above the chart, not again inside it. */
  ds_chart_set_subtitle (chart, NULL);
  ds_chart_widget_set_chart (self->thermal_chart, chart,
                             thermal->verdict ? thermal->verdict : _("Throughput and temperature"));
  gtk_stack_set_visible_child_name (self->view_stack, "thermal");
  update_actions (self);
}

/* 2–8 suite runs of one suite compared: their overlaid chart and the table
 * of `drivescope-cli compare`. */
static void
show_suites_compared (DsHistoryPage       *self,
                      DsHistoryComparison *comparison)
{
  const DsSuiteResult *first;
  g_autofree char *title = NULL;
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_auto(GStrv) name_list = NULL;

  first = g_ptr_array_index (comparison->results, 0);
  /* TRANSLATORS: heading of suite runs compared in the History: "Block-size sweep: 2 runs compared" */
  title = g_strdup_printf (ngettext ("%s: %u run compared", "%s: %u runs compared", comparison->results->len),
                           ds_suite_kind_title (first->suite), comparison->results->len);
  reset_chart_view (self);
  gtk_label_set_label (self->thermal_label, title);
  for (guint i = 0; i < comparison->results->len; i++)
    {
      DsSuiteResult *r = g_ptr_array_index (comparison->results, i);
      g_autofree char *label = NULL;
      g_autofree char *name = NULL;

      g_free (r->drive_display_name);
      r->drive_display_name = drive_name_for (self, r->conditions);
      /* as the overlay's legend numbers it */
      label = ds_chart_suite_run_label (r);
      name = g_strdup_printf ("%u · %s", i + 1, label);
      g_strv_builder_add (names, name);
    }
  name_list = g_strv_builder_end (names);
  show_compare_table (self, comparison->comparison, (const char * const *) name_list);
  ds_chart_widget_set_chart (self->thermal_chart, ds_chart_new_suite_compare (comparison->results), title);
  gtk_stack_set_visible_child_name (self->view_stack, "thermal");
  update_actions (self);
}

/* 2–8 thermal runs compared: their overlay on one time axis and the table
 * of `drivescope-cli compare` (first throttle, temperatures, levels). */
static void
show_thermal_compared (DsHistoryPage       *self,
                       DsHistoryComparison *comparison)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_auto(GStrv) labels = NULL;
  g_auto(GStrv) name_list = NULL;
  g_autofree char *title = NULL;

  for (guint i = 0; i < comparison->results->len; i++)
    {
      DsThermalResult *r = g_ptr_array_index (comparison->results, i);
      JsonArray *runs = ds_json_get_array (json_node_get_object (comparison->comparison), "runs");
      JsonObject *run = runs != NULL && i < json_array_get_length (runs) ? json_array_get_object_element (runs, i) : NULL;
      const DsHistoryRun *info = run != NULL ? find_run (self, ds_json_get_int (run, "id", 0)) : NULL;
      g_autofree char *label = NULL;

      g_free (r->drive_display_name);
      r->drive_display_name = drive_name_for (self, r->conditions);
      label = info != NULL && info->label != NULL && *info->label != '\0' ? g_strdup (info->label)
                                                                        : ds_chart_thermal_run_label (r);
      g_strv_builder_add (builder, label);
      /* A label is in the table's heading already. */
      g_strv_builder_add (names, info != NULL && info->label != NULL && *info->label != '\0' ? "" : label);
    }
  labels = g_strv_builder_end (builder);
  name_list = g_strv_builder_end (names);
  /* TRANSLATORS: heading of thermal runs compared in the History: "3 thermal runs compared" */
  title = g_strdup_printf (ngettext ("%u thermal run compared", "%u thermal runs compared", comparison->results->len),
                           comparison->results->len);
  reset_chart_view (self);
  gtk_label_set_label (self->thermal_label, title);
  show_compare_table (self, comparison->comparison, (const char * const *) name_list);
  ds_chart_widget_set_chart (self->thermal_chart,
                             ds_chart_new_thermal_compare (comparison->results, (const char * const *) labels),
                             title);
  gtk_stack_set_visible_child_name (self->view_stack, "thermal");
  update_actions (self);
}

/* 2–8 capacity checks compared: their curves overlaid and the table of
 * `drivescope-cli compare`. */
static void
show_checks_compared (DsHistoryPage       *self,
                      DsHistoryComparison *comparison)
{
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();
  g_auto(GStrv) name_list = NULL;
  g_autofree char *title = NULL;

  /* TRANSLATORS: heading of capacity checks compared in the History: "2 capacity checks compared" */
  title = g_strdup_printf (ngettext ("%u capacity check compared", "%u capacity checks compared", comparison->results->len),
                           comparison->results->len);
  for (guint i = 0; i < comparison->results->len; i++)
    {
      g_autofree char *name = ds_chart_verify_run_label (g_ptr_array_index (comparison->results, i));

      g_strv_builder_add (names, name);
    }
  name_list = g_strv_builder_end (names);
  reset_chart_view (self);
  gtk_label_set_label (self->thermal_label, title);
  show_compare_table (self, comparison->comparison, (const char * const *) name_list);
  ds_chart_widget_set_chart (self->thermal_chart, ds_chart_new_verify_compare (comparison->results), title);
  gtk_stack_set_visible_child_name (self->view_stack, "thermal");
  update_actions (self);
}

/* Runs of one kind compared: shown as that kind's comparison. */
static void
on_compared (GObject      *object,
             GAsyncResult *result,
             gpointer      user_data)
{
  g_autoptr(DsHistoryPage) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHistoryComparison) comparison = ds_history_compare_runs_finish (DS_HISTORY (object), result, &error);

  if (comparison == NULL)
    {
      /* Runs of another kind or of different suites among them: the
       * core says so. */
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        ds_history_page_toast_text (self, error->message);
      return;
    }
  if (comparison->kind == DS_HISTORY_LOADED_SUITE)
    show_suites_compared (self, comparison);
  else if (comparison->kind == DS_HISTORY_LOADED_THERMAL)
    show_thermal_compared (self, comparison);
  else
    show_checks_compared (self, comparison);
}

/* A suite run opened: its chart and its answers in the view of one run's
 * chart. */
static void
show_suite (DsHistoryPage *self,
            DsSuiteResult *suite)
{
  g_autofree char *answers = NULL;
  g_autofree char *text = NULL;
  DsChart *chart;
  guint n_steps;

  answers = g_strstrip (ds_suite_summary_text (suite));
  text = *answers != '\0' ? g_strdup_printf ("%s\n%s", ds_suite_kind_title (suite->suite), answers)
                          : g_strdup (ds_suite_kind_title (suite->suite));
  g_free (suite->drive_display_name);
  suite->drive_display_name = drive_name_for (self, suite->conditions);
  chart = ds_suite_chart_new (suite, &n_steps);
  reset_chart_view (self);
  gtk_label_set_label (self->thermal_label, text);
  gtk_scrolled_window_set_child (self->table_scroller, ds_suite_table_new (suite));
  gtk_widget_set_visible (GTK_WIDGET (self->table_scroller), TRUE);
  ds_chart_widget_set_placeholder (self->thermal_chart, _("No step measured anything."));
  ds_chart_widget_set_chart (self->thermal_chart, chart, ds_suite_kind_title (suite->suite));
  gtk_stack_set_visible_child_name (self->view_stack, "thermal");
  update_actions (self);
}

/* One benchmark: its result panel, not a one-column comparison. */
static void
on_datasheet_loaded (GObject      *object,
                     GAsyncResult *result,
                     gpointer      user_data)
{
  g_autoptr(DsHistoryPage) self = user_data;
  g_autofree char *text = ds_history_load_datasheet_finish (DS_HISTORY (object), result, NULL);

  if (text != NULL)
    ds_run_view_set_datasheet (self->run_view, text);
}

static void
show_bench (DsHistoryPage *self,
            DsRunItem     *item,
            DsBenchResult *result)
{
  g_autofree char *title = NULL;
  g_autofree char *date = NULL;
  const DsHistoryRun *run = ds_run_item_get_run (item);

  g_object_get (item, "date", &date, NULL);
  if (run->label != NULL && *run->label != '\0')
    /* TRANSLATORS: one run opened from the History: label · drive · date */
    title = g_strdup_printf (_("%s · %s · %s"), run->label, ds_run_item_get_drive (item), date);
  else
    /* TRANSLATORS: one run opened from the History: drive · date */
    title = g_strdup_printf (_("%s · %s"), ds_run_item_get_drive (item), date);
  ds_run_view_set_result (self->run_view, result, title, run->comment);
  /* the data sheet's verdicts, when the drive has one, come after */
  ds_history_load_datasheet_async (self->history, run->id, self->cancellable, on_datasheet_loaded,
                                   g_object_ref (self));
  gtk_stack_set_visible_child_name (self->view_stack, "run");
}

/* A capacity check opened: its verdict, its findings and its chart in the
 * view of one run's chart. */
static void
show_verify (DsHistoryPage  *self,
             DsVerifyResult *verify)
{
  g_autofree char *verdict = ds_verify_result_verdict_text (verify);
  g_autofree char *table = ds_verify_result_format_text (verify);
  DsChart *chart = ds_chart_new_verify (verify);

  reset_chart_view (self);
  gtk_label_set_label (self->thermal_label, verdict);
  gtk_label_set_label (self->thermal_table, table);
  gtk_widget_set_visible (GTK_WIDGET (self->thermal_table), TRUE);
  /* The verdict is the label above the chart, not again inside it. */
  ds_chart_set_subtitle (chart, NULL);
  ds_chart_widget_set_placeholder (self->thermal_chart, _("Nothing was written or read back."));
  ds_chart_widget_set_chart (self->thermal_chart, chart, verdict);
  gtk_stack_set_visible_child_name (self->view_stack, "thermal");
}

/* Any run, loaded by the loader of its kind (ds-history-load.h), shown in
 * the view of its kind. */

static void
on_run_loaded (GObject      *object,
               GAsyncResult *result,
               gpointer      user_data)
{
  g_autoptr(DsHistoryOp) op = user_data;
  DsHistoryPage *self = op->self;
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHistoryLoadedRun) loaded = ds_history_load_run_finish (DS_HISTORY (object), result, &error);

  if (loaded == NULL)
    {
      if (!g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        ds_history_page_toast_text (self, error->message);
      return;
    }
  switch (loaded->kind)
    {
    case DS_HISTORY_LOADED_BENCH:
      show_bench (self, op->item, g_steal_pointer (&loaded->bench));
      break;
    case DS_HISTORY_LOADED_THERMAL:
      show_thermal (self, loaded->thermal);
      break;
    case DS_HISTORY_LOADED_SUITE:
      show_suite (self, loaded->suite);
      break;
    case DS_HISTORY_LOADED_VERIFY:
    default:
      show_verify (self, loaded->verify);
      break;
    }
  update_actions (self);
}

static void
open_item (DsHistoryPage *self,
           DsRunItem     *item)
{
  DsHistoryOp *op = ds_history_op_new (self);

  op->item = g_object_ref (item);
  ds_history_load_run_async (self->history, ds_run_item_get_id (item), self->cancellable, on_run_loaded, op);
}

static void
history_open (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  DsHistoryPage *self = DS_HISTORY_PAGE (widget);
  g_autoptr(GtkBitset) set = gtk_selection_model_get_selection (GTK_SELECTION_MODEL (self->selection));
  g_autoptr(DsRunItem) item = NULL;

  if (gtk_bitset_get_size (set) != 1)
    return;
  item = g_list_model_get_item (G_LIST_MODEL (self->selection), gtk_bitset_get_nth (set, 0));
  open_item (self, item);
}

static void
on_activate (DsRunList     *list,
             guint          position,
             DsHistoryPage *self)
{
  g_autoptr(DsRunItem) item = g_list_model_get_item (G_LIST_MODEL (self->selection), position);

  if (item != NULL)
    open_item (self, item);
}

static void
history_trends (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  DsHistoryPage *self = DS_HISTORY_PAGE (widget);

  if (self->drive_identity == NULL)
    return;
  ds_trend_view_load (self->trend_view, self->drive_object);
  gtk_stack_set_visible_child_name (self->view_stack, "trends");
  update_actions (self);
}

static void
history_back (GtkWidget  *widget,
              const char *action_name,
              GVariant   *parameter)
{
  show_list (DS_HISTORY_PAGE (widget));
}

static void
history_search (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  DsHistoryPage *self = DS_HISTORY_PAGE (widget);

  show_list (self);
  gtk_widget_grab_focus (GTK_WIDGET (self->search_entry));
}

static gboolean
match_search (gpointer item,
              gpointer user_data)
{
  DsHistoryPage *self = user_data;

  return ds_run_item_matches (item, self->search);
}

/* A longer query only needs the runs that matched the shorter one looked at
 * again, a shorter one only those that did not. */
static void
apply_search (DsHistoryPage *self,
              const char    *text)
{
  g_autofree char *folded = ds_run_item_fold_search (text);
  g_autofree char *old = g_steal_pointer (&self->search);
  GtkFilterChange change;

  self->search = g_steal_pointer (&folded);
  if (g_strcmp0 (old, self->search) == 0)
    return;
  if (old == NULL || *old == '\0' || strstr (self->search, old) != NULL)
    change = GTK_FILTER_CHANGE_MORE_STRICT;
  else if (strstr (old, self->search) != NULL)
    change = GTK_FILTER_CHANGE_LESS_STRICT;
  else
    change = GTK_FILTER_CHANGE_DIFFERENT;
  gtk_filter_changed (GTK_FILTER (self->search_filter), change);
  update_list_stack (self);
}

static void
on_search_changed (GtkSearchEntry *entry,
                   DsHistoryPage  *self)
{
  apply_search (self, gtk_editable_get_text (GTK_EDITABLE (entry)));
}

static void
on_kind_changed (DsHistoryPage *self)
{
  gtk_filter_changed (GTK_FILTER (self->kind_filter), GTK_FILTER_CHANGE_DIFFERENT);
  update_list_stack (self);
}

/* Through nodes: json_object_equal is a json-c function too, so the
 * json-glib stand-in on json-c (the Windows build) cannot offer it. */
static gboolean
drive_objects_equal (JsonObject *a,
                     JsonObject *b)
{
  g_autoptr(JsonNode) na = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonNode) nb = json_node_new (JSON_NODE_OBJECT);

  json_node_set_object (na, a);
  json_node_set_object (nb, b);
  return json_node_equal (na, nb);
}

void
ds_history_page_set_drive (DsHistoryPage *self,
                           const DsDrive *drive)
{
  g_autoptr(JsonObject) obj = NULL;

  g_return_if_fail (DS_IS_HISTORY_PAGE (self));
  g_return_if_fail (drive != NULL);

  obj = ds_drive_to_identity_json (drive);
  if (self->drive_filter && self->drive_object != NULL && drive_objects_equal (obj, self->drive_object))
    return;
  self->drive_filter = TRUE;
  g_clear_pointer (&self->drive_object, json_object_unref);
  g_free (self->drive_identity);
  self->drive_identity = ds_history_drive_identity (obj);
  self->drive_object = g_steal_pointer (&obj);
  gtk_widget_set_visible (self->trends_button, self->drive_identity != NULL);
  gtk_filter_changed (GTK_FILTER (self->kind_filter), GTK_FILTER_CHANGE_DIFFERENT);
  update_list_stack (self);
}

void
ds_history_page_set_drive_names (DsHistoryPage *self,
                                 GPtrArray     *drives)
{
  guint n;

  g_return_if_fail (DS_IS_HISTORY_PAGE (self));

  g_clear_pointer (&self->drive_names, g_hash_table_unref);
  self->drive_names = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
  for (guint i = 0; drives != NULL && i < drives->len; i++)
    {
      const DsDrive *drive = g_ptr_array_index (drives, i);
      g_autoptr(JsonObject) obj = ds_drive_to_identity_json (drive);
      char *identity = ds_history_drive_identity (obj);

      if (identity != NULL)
        g_hash_table_replace (self->drive_names, identity, ds_drive_display_name (drive));
    }
  n = g_list_model_get_n_items (G_LIST_MODEL (self->runs));
  for (guint i = 0; i < n; i++)
    {
      g_autoptr(DsRunItem) item = g_list_model_get_item (G_LIST_MODEL (self->runs), i);

      ds_run_item_set_drive_display_name (item, display_name_of (self, ds_run_item_get_run (item)));
    }
  /* The cells read the drive once when bound: bind them again. */
  if (n > 0)
    g_list_model_items_changed (G_LIST_MODEL (self->runs), 0, n, n);
}

guint
ds_history_page_get_n_rows (DsHistoryPage *self)
{
  g_return_val_if_fail (DS_IS_HISTORY_PAGE (self), 0);
  return g_list_model_get_n_items (G_LIST_MODEL (self->selection));
}

gboolean
ds_history_page_is_sorting (DsHistoryPage *self)
{
  g_return_val_if_fail (DS_IS_HISTORY_PAGE (self), FALSE);
  return gtk_sort_list_model_get_pending (self->sorted) > 0 || gtk_filter_list_model_get_pending (self->filtered) > 0;
}

gboolean
ds_history_page_is_incremental (DsHistoryPage *self)
{
  g_return_val_if_fail (DS_IS_HISTORY_PAGE (self), FALSE);
  return gtk_filter_list_model_get_incremental (self->filtered);
}

guint
ds_history_page_get_n_loads (DsHistoryPage *self)
{
  g_return_val_if_fail (DS_IS_HISTORY_PAGE (self), 0);
  return self->n_loads;
}

GtkSelectionModel *
ds_history_page_get_selection (DsHistoryPage *self)
{
  g_return_val_if_fail (DS_IS_HISTORY_PAGE (self), NULL);
  return GTK_SELECTION_MODEL (self->selection);
}

const char *
ds_history_page_get_compare_tooltip (DsHistoryPage *self)
{
  g_return_val_if_fail (DS_IS_HISTORY_PAGE (self), NULL);
  return gtk_widget_get_tooltip_text (self->compare_button);
}

const char *
ds_history_page_get_view (DsHistoryPage *self)
{
  const char *view;

  g_return_val_if_fail (DS_IS_HISTORY_PAGE (self), NULL);
  view = gtk_stack_get_visible_child_name (self->view_stack);
  if (g_strcmp0 (view, "list") == 0)
    return gtk_stack_get_visible_child_name (self->list_stack);
  return view;
}

DsTrendView *
ds_history_page_get_trend_view (DsHistoryPage *self)
{
  g_return_val_if_fail (DS_IS_HISTORY_PAGE (self), NULL);
  return self->trend_view;
}

DsRunView *
ds_history_page_get_run_view (DsHistoryPage *self)
{
  g_return_val_if_fail (DS_IS_HISTORY_PAGE (self), NULL);
  return self->run_view;
}

DsCompareView *
ds_history_page_get_compare_view (DsHistoryPage *self)
{
  g_return_val_if_fail (DS_IS_HISTORY_PAGE (self), NULL);
  return self->compare_view;
}

void
ds_history_page_set_search (DsHistoryPage *self,
                            const char    *text)
{
  g_return_if_fail (DS_IS_HISTORY_PAGE (self));
  gtk_editable_set_text (GTK_EDITABLE (self->search_entry), text);
  apply_search (self, text);
}

static void
ds_history_page_map (GtkWidget *widget)
{
  DsHistoryPage *self = DS_HISTORY_PAGE (widget);

  GTK_WIDGET_CLASS (ds_history_page_parent_class)->map (widget);
  if (self->stale)
    ds_history_page_reload (self);
}

static void
ds_history_page_dispose (GObject *object)
{
  DsHistoryPage *self = DS_HISTORY_PAGE (object);

  g_cancellable_cancel (self->cancellable);
  g_clear_handle_id (&self->prepare_source, g_source_remove);
  G_OBJECT_CLASS (ds_history_page_parent_class)->dispose (object);
}

static void
ds_history_page_finalize (GObject *object)
{
  DsHistoryPage *self = DS_HISTORY_PAGE (object);

  g_clear_object (&self->cancellable);
  g_clear_object (&self->history);
  g_clear_object (&self->runs);
  g_clear_object (&self->selection);
  g_clear_pointer (&self->drive_identity, g_free);
  g_clear_pointer (&self->drive_object, json_object_unref);
  g_clear_pointer (&self->drive_names, g_hash_table_unref);
  g_clear_pointer (&self->search, g_free);
  G_OBJECT_CLASS (ds_history_page_parent_class)->finalize (object);
}

static void
ds_history_page_class_init (DsHistoryPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ds_history_page_dispose;
  object_class->finalize = ds_history_page_finalize;
  widget_class->map = ds_history_page_map;

  /* A toast with a button (Undo), for the window to show: pages know no
   * window. Toasts of one line go through the "win.toast" action. */
  signals[TOAST] = g_signal_new ("toast", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                 G_TYPE_NONE, 1, ADW_TYPE_TOAST);

  g_type_ensure (DS_TYPE_COMPARE_VIEW);
  g_type_ensure (DS_TYPE_CHART_WIDGET);
  g_type_ensure (DS_TYPE_TREND_VIEW);
  g_type_ensure (DS_TYPE_RUN_VIEW);
  g_type_ensure (DS_TYPE_RUN_LIST);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/drivescope/Drivescope/ds-history-page.ui");
  /* A spinner turns only while it is on screen: one left turning on a
   * hidden page keeps the frame clock painting an idle window. */
  gtk_widget_class_bind_template_callback_full (widget_class, "gtk_spinner_start", G_CALLBACK (gtk_spinner_start));
  gtk_widget_class_bind_template_callback_full (widget_class, "gtk_spinner_stop", G_CALLBACK (gtk_spinner_stop));
  gtk_widget_class_bind_template_child (widget_class, DsHistoryPage, view_stack);
  gtk_widget_class_bind_template_child (widget_class, DsHistoryPage, list_stack);
  gtk_widget_class_bind_template_child (widget_class, DsHistoryPage, no_match_page);
  gtk_widget_class_bind_template_child (widget_class, DsHistoryPage, search_entry);
  gtk_widget_class_bind_template_child (widget_class, DsHistoryPage, kind_dropdown);
  gtk_widget_class_bind_template_child (widget_class, DsHistoryPage, run_list);
  gtk_widget_class_bind_template_child (widget_class, DsHistoryPage, compare_view);
  gtk_widget_class_bind_template_child (widget_class, DsHistoryPage, compare_button);
  gtk_widget_class_bind_template_child (widget_class, DsHistoryPage, thermal_chart);
  gtk_widget_class_bind_template_child (widget_class, DsHistoryPage, compare_back);
  gtk_widget_class_bind_template_callback (widget_class, focus_compare_back);
  gtk_widget_class_bind_template_child (widget_class, DsHistoryPage, thermal_label);
  gtk_widget_class_bind_template_child (widget_class, DsHistoryPage, thermal_table);
  gtk_widget_class_bind_template_child (widget_class, DsHistoryPage, thermal_cards);
  gtk_widget_class_bind_template_child (widget_class, DsHistoryPage, thermal_events);
  gtk_widget_class_bind_template_child (widget_class, DsHistoryPage, table_scroller);
  gtk_widget_class_bind_template_child (widget_class, DsHistoryPage, table_note);
  gtk_widget_class_bind_template_child (widget_class, DsHistoryPage, trends_button);
  gtk_widget_class_bind_template_child (widget_class, DsHistoryPage, trend_view);
  gtk_widget_class_bind_template_child (widget_class, DsHistoryPage, run_view);
  gtk_widget_class_bind_template_callback (widget_class, on_search_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_activate);

  gtk_widget_class_install_action (widget_class, "history.compare", NULL, history_compare);
  gtk_widget_class_install_action (widget_class, "history.open", NULL, history_open);
  gtk_widget_class_install_action (widget_class, "history.delete", NULL, ds_history_page_action_delete);
  gtk_widget_class_install_action (widget_class, "history.back", NULL, history_back);
  gtk_widget_class_install_action (widget_class, "history.trends", NULL, history_trends);
  gtk_widget_class_install_action (widget_class, "history.label", NULL, ds_history_page_action_label);
  gtk_widget_class_install_action (widget_class, "history.export", NULL, ds_history_page_action_export);
  gtk_widget_class_install_action (widget_class, "history.review", NULL, ds_history_page_action_review);
  gtk_widget_class_install_action (widget_class, "history.import", NULL, ds_history_page_action_import);
  gtk_widget_class_install_action (widget_class, "history.search", NULL, history_search);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_f, GDK_CONTROL_MASK, "history.search", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Delete, 0, "history.delete", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_e, GDK_CONTROL_MASK, "history.compare", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F2, 0, "history.label", NULL);
}

static void
ds_history_page_init (DsHistoryPage *self)
{
  GtkEveryFilter *filter;

  gtk_widget_init_template (GTK_WIDGET (self));

  self->cancellable = g_cancellable_new ();
  self->runs = g_list_store_new (DS_TYPE_RUN_ITEM);
  self->search = g_strdup ("");
  self->search_filter = gtk_custom_filter_new (match_search, self, NULL);
  self->kind_filter = gtk_custom_filter_new (match_run, self, NULL);
  filter = gtk_every_filter_new ();
  gtk_multi_filter_append (GTK_MULTI_FILTER (filter), GTK_FILTER (self->search_filter));
  gtk_multi_filter_append (GTK_MULTI_FILTER (filter), GTK_FILTER (self->kind_filter));

  /* Columns are sized to their content: no cell is cut short. A window
   * narrower than the columns scrolls the list sideways; the columns a
   * user scans first (id, date, status, kind, drive, result) come first, so
   * at 1000 px they are all on screen. The id is the one `drivescope-cli`
   * takes (show, export, compare); the comment is what search also finds. */
  /* TRANSLATORS: History's column of run ids, as `drivescope-cli history` heads it */
  ds_run_list_append_column (self->run_list, _("ID"), "id", DS_RUN_ITEM_SORT_ID, FALSE);
  ds_run_list_append_column (self->run_list, _("Date"), "date", DS_RUN_ITEM_SORT_DATE, FALSE);
  ds_run_list_append_column (self->run_list, _("Status"), "status", DS_RUN_ITEM_SORT_STATUS, FALSE);
  ds_run_list_append_column (self->run_list, _("Kind"), "kind", DS_RUN_ITEM_SORT_KIND, FALSE);
  ds_run_list_append_column (self->run_list, _("Drive"), "drive", DS_RUN_ITEM_SORT_DRIVE, FALSE);
  /* TRANSLATORS: History's column title; a benchmark's cell is "SEQ1M Q8T1 6600.6 / 5057.9 MB/s" */
  ds_run_list_append_column (self->run_list, _("Result (read / write)"), "headline", DS_RUN_ITEM_SORT_RESULT, TRUE);
  ds_run_list_append_column (self->run_list, _("Profile"), "profile", DS_RUN_ITEM_SORT_PROFILE, FALSE);
  ds_run_list_append_column (self->run_list, _("Label"), "label", DS_RUN_ITEM_SORT_LABEL, FALSE);
  ds_run_list_append_column (self->run_list, _("Comment"), "comment", DS_RUN_ITEM_SORT_COMMENT, FALSE);
  /* A comment of a paragraph would widen the list by thousands of pixels. */
  ds_run_list_set_column_max_width (self->run_list, 8, 360);

  /* Sorted, then filtered: a new search keeps the order and sorts nothing
   * again; only a new sort column sorts (all the runs). The list starts
   * newest first. */
  self->sorted = gtk_sort_list_model_new (G_LIST_MODEL (g_object_ref (self->runs)),
                                          g_object_ref (ds_run_list_get_sorter (self->run_list)));
  self->filtered = gtk_filter_list_model_new (G_LIST_MODEL (self->sorted), GTK_FILTER (filter));
  self->selection = gtk_multi_selection_new (G_LIST_MODEL (self->filtered));
  ds_run_list_set_model (self->run_list, GTK_SELECTION_MODEL (self->selection));
  gtk_accessible_update_property (GTK_ACCESSIBLE (ds_run_list_get_view (self->run_list)),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, _("Runs"), -1);

  g_signal_connect_swapped (self->selection, "selection-changed", G_CALLBACK (update_actions), self);
  g_signal_connect_swapped (self->selection, "items-changed", G_CALLBACK (update_actions), self);
  g_signal_connect_swapped (self->filtered, "items-changed", G_CALLBACK (update_list_stack), self);
  /* An incremental filter that ends with nothing says so when it ends. */
  g_signal_connect_swapped (self->filtered, "notify::pending", G_CALLBACK (update_list_stack), self);
  g_signal_connect_swapped (self->kind_dropdown, "notify::selected", G_CALLBACK (on_kind_changed), self);
  self->history = g_object_ref (ds_application_get_default_history ());
  g_signal_connect_object (self->history, "changed", G_CALLBACK (ds_history_page_reload), self, G_CONNECT_SWAPPED);

  update_actions (self);
  ds_history_page_reload (self);
}

GtkWidget *
ds_history_page_new (void)
{
  return g_object_new (DS_TYPE_HISTORY_PAGE, NULL);
}
