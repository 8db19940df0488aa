/* ds-history-page-private.h — the History page's state, shared by
 * ds-history-page.c (the list, comparing, opening, trends) and
 * ds-history-page-actions.c (deleting with undo, labels, import, export)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ds-history.h"
#include "ds-history-page.h"
#include "ds-run-item.h"
#include "ds-run-list.h"
#include "ds-run-view.h"

G_BEGIN_DECLS

#define MAX_COMPARE 8

struct _DsHistoryPage
{
  AdwBin              parent_instance;

  DsHistory          *history;         /* the application's */

  GListStore         *runs;
  GtkFilterListModel *filtered;
  GtkSortListModel   *sorted;
  GtkMultiSelection  *selection;
  GtkCustomFilter    *kind_filter;
  GtkCustomFilter    *search_filter;
  char               *search;          /* folded (ds_run_item_fold_search) */
  gboolean            drive_filter;    /* a drive's page: only its runs */
  JsonObject         *drive_object;    /* ds_drive_to_identity_json of the drive, NULL none */
  char               *drive_identity;  /* ds_history_drive_identity, NULL none */
  GHashTable         *drive_names;     /* identity -> the sidebar's name */
  GCancellable       *cancellable;
  guint               n_loads;
  gboolean            loading;
  gboolean            reload_again;
  gboolean            stale;           /* the store changed while unmapped */
  guint               prepare_source;  /* idle: folding the runs' search text */
  guint               prepare_next;    /* the next run it folds */

  GtkStack           *view_stack;
  GtkWidget          *compare_back;
  GtkStack           *list_stack;
  AdwStatusPage      *no_match_page;
  GtkSearchEntry     *search_entry;
  GtkDropDown        *kind_dropdown;
  DsRunList          *run_list;
  DsCompareView      *compare_view;
  GtkWidget          *compare_button;
  DsChartWidget      *thermal_chart;
  GtkWidget          *trends_button;
  DsTrendView        *trend_view;
  DsRunView          *run_view;
  GtkLabel           *thermal_label;
  GtkLabel           *thermal_table;    /* a check's findings; what differs between runs compared */
  GtkFlowBox         *thermal_cards;    /* a thermal run's figures */
  GtkLabel           *thermal_events;   /* and its throttling events */
  GtkScrolledWindow  *table_scroller;   /* a suite run's steps (DsSuiteTable), runs compared (ds_compare_table_new) */
  GtkLabel           *table_note;       /* the sentence under the runs compared */
};

/* Takes @toast: "toast" sends it to the window. */
void    ds_history_page_toast          (DsHistoryPage *self,
                                        AdwToast      *toast);
void    ds_history_page_toast_text     (DsHistoryPage *self,
                                        const char    *text);
/* Run ids of the selection, in list order; @n_thermal counts thermal runs. */
GArray *ds_history_page_selected_ids   (DsHistoryPage *self,
                                        guint         *n_thermal);

void    ds_history_page_action_delete  (GtkWidget     *widget,
                                        const char    *action_name,
                                        GVariant      *parameter);
void    ds_history_page_action_label   (GtkWidget     *widget,
                                        const char    *action_name,
                                        GVariant      *parameter);
void    ds_history_page_action_export  (GtkWidget     *widget,
                                        const char    *action_name,
                                        GVariant      *parameter);
void    ds_history_page_action_review  (GtkWidget     *widget,
                                        const char    *action_name,
                                        GVariant      *parameter);
void    ds_history_page_action_import  (GtkWidget     *widget,
                                        const char    *action_name,
                                        GVariant      *parameter);

/* The state of one asynchronous operation, passed as its user_data: two
 * overlapping operations (a quick double open) each keep their own,
 * where data set on the page would be overwritten by the second. */
typedef struct
{
  DsHistoryPage *self;    /* owned */
  DsRunItem     *item;    /* open: the run being opened (owned) */
  guint          count;   /* delete: how many runs */
  gboolean       import;  /* file: an import, else an export */
} DsHistoryOp;

DsHistoryOp *ds_history_op_new  (DsHistoryPage *self);
void         ds_history_op_free (DsHistoryOp   *op);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsHistoryOp, ds_history_op_free)

G_END_DECLS
