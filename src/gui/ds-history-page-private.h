/* ds-history-page-private.h — the History page's state, shared by
 * ds-history-page.c (the list, comparing, opening, trends) and
 * ds-history-page-actions.c (deleting with undo, labels, import, export)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ds-history-page.h"
#include "ds-run-view.h"

G_BEGIN_DECLS

#define MAX_COMPARE 8

struct _DsHistoryPage
{
  AdwBin              parent_instance;

  GListStore         *runs;
  GtkFilterListModel *filtered;
  GtkSortListModel   *sorted;
  GtkMultiSelection  *selection;
  GtkCustomFilter    *kind_filter;
  GtkStringFilter    *search_filter;
  gboolean            drive_filter;    /* a drive's page: only its runs */
  JsonObject         *drive_object;    /* ds_history_drive_object of the drive, NULL none */
  char               *drive_identity;  /* ds_history_drive_identity, NULL none */
  GHashTable         *drive_names;     /* identity -> the sidebar's name */
  GCancellable       *cancellable;
  guint               n_loads;
  gboolean            loading;
  gboolean            reload_again;

  GtkStack           *view_stack;
  GtkStack           *list_stack;
  AdwStatusPage      *no_match_page;
  GtkSearchEntry     *search_entry;
  GtkDropDown        *kind_dropdown;
  GtkColumnView      *column_view;
  DsCompareView      *compare_view;
  GtkWidget          *compare_button;
  DsChartWidget      *thermal_chart;
  GtkWidget          *trends_button;
  DsTrendView        *trend_view;
  DsRunView          *run_view;
  GtkLabel           *thermal_label;
};

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
void    ds_history_page_action_import  (GtkWidget     *widget,
                                        const char    *action_name,
                                        GVariant      *parameter);

G_END_DECLS
