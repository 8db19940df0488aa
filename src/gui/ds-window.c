/* ds-window.c — the main window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ds-bench-page.h"
#include "ds-choices.h"
#include "ds-drive-row.h"
#include "ds-drive-page.h"
#include "ds-drive-view.h"
#include "ds-help.h"
#include "ds-history-page.h"
#include "ds-monitor-notice.h"
#include "ds-suite-page.h"
#include "ds-thermal-page.h"
#include "ds-window.h"

struct _DsWindow
{
  AdwApplicationWindow  parent_instance;

  GSettings            *settings;
  DsDriveMonitor       *monitor;

  AdwToastOverlay      *toast_overlay;
  AdwLeaflet           *leaflet;
  GtkWidget            *content_box;
  GtkListBox           *drive_list;
  GtkListBoxRow        *history_row;
  AdwViewSwitcherTitle *switcher_title;
  AdwViewSwitcherBar   *switcher_bar;
  GtkStack             *content_stack;
  GtkStack             *drive_views;
  AdwStatusPage        *empty_page;
  DsHistoryPage        *history_page;
  DsMonitorNotice      *monitor_notice;
  GMenu                *unit_menu;
  GPtrArray            *toasts;   /* the toasts shown, to dismiss them */
  GQueue               *toast_queue;   /* toasts waiting for their turn */
  AdwToast             *toast_current; /* the one the overlay shows */
  gint64                toast_shown_ms;
  guint                 toast_dismiss_id;
  guint                 prefetch_id;
  gboolean              prefetched;
  gboolean              closing;
  GtkListBoxRow        *shown_row;     /* weak: the sidebar row whose content is shown */
  gboolean              moving_focus;  /* within the window's move-focus (Tab) */
  gboolean              restoring;
};

G_DEFINE_FINAL_TYPE (DsWindow, ds_window, ADW_TYPE_APPLICATION_WINDOW)

static DsDriveRow *
find_row (DsWindow   *self,
          const char *name)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->drive_list));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (DS_IS_DRIVE_ROW (child) && g_strcmp0 (ds_drive_row_get_name (DS_DRIVE_ROW (child)), name) == 0)
      return DS_DRIVE_ROW (child);
  return NULL;
}

static void
on_view_busy (DsDriveView *view,
              GParamSpec  *pspec,
              DsWindow    *self)
{
  const DsDrive *drive = ds_drive_view_get_drive (view);
  DsDriveRow *row = drive ? find_row (self, drive->name) : NULL;

  if (row != NULL)
    ds_drive_row_set_busy (row, ds_drive_view_get_busy (view));
}

/* A History page's toast (it keeps its own reference). */
static void
on_page_toast (DsWindow *self,
               AdwToast *toast)
{
  ds_window_add_toast (self, g_object_ref (toast));
}

static void
show_drive_view (DsWindow   *self,
                 DsDriveRow *row)
{
  DsDrive *drive = ds_drive_row_get_drive (row);
  GtkWidget *view = gtk_stack_get_child_by_name (self->drive_views, drive->name);
  g_autofree char *title = ds_drive_display_name (drive);

  if (view == NULL)
    {
      GPtrArray *drives = ds_drive_monitor_get_drives (self->monitor);

      view = ds_drive_view_new ();
      ds_drive_view_set_drive (DS_DRIVE_VIEW (view), drives, drive);
      g_signal_connect_object (view, "notify::busy", G_CALLBACK (on_view_busy), self, 0);
      g_signal_connect_object (ds_drive_view_get_history_page (DS_DRIVE_VIEW (view)), "toast",
                               G_CALLBACK (on_page_toast), self, G_CONNECT_SWAPPED);
      gtk_stack_add_named (self->drive_views, view, drive->name);
    }
  gtk_stack_set_visible_child (self->drive_views, view);
  gtk_stack_set_visible_child_name (self->content_stack, "drives");
  adw_view_switcher_title_set_stack (self->switcher_title, ds_drive_view_get_stack (DS_DRIVE_VIEW (view)));
  adw_view_switcher_bar_set_stack (self->switcher_bar, ds_drive_view_get_stack (DS_DRIVE_VIEW (view)));
  adw_view_switcher_title_set_title (self->switcher_title, title);
  adw_view_switcher_title_set_subtitle (self->switcher_title, drive->name);
}

static void
show_history (DsWindow *self)
{
  gtk_stack_set_visible_child_name (self->content_stack, "history");
  adw_view_switcher_title_set_stack (self->switcher_title, NULL);
  adw_view_switcher_bar_set_stack (self->switcher_bar, NULL);
  adw_view_switcher_title_set_title (self->switcher_title, _("History"));
  adw_view_switcher_title_set_subtitle (self->switcher_title, _("All drives"));
}

static void
on_row_selected (GtkListBox    *list,
                 GtkListBoxRow *row,
                 DsWindow      *self)
{
  if (row == NULL || self->restoring)
    return;
  /* GtkListBox selects the row Tab moves the focus to: moving the focus
   * must not change what is shown, so the shown row stays selected (Enter,
   * Space, a click or the arrow keys choose another). */
  if (self->moving_focus && self->shown_row != NULL && row != self->shown_row)
    {
      self->restoring = TRUE;
      gtk_list_box_select_row (list, self->shown_row);
      self->restoring = FALSE;
      return;
    }
  /* Weak: a drive unplugged takes its row. */
  g_set_weak_pointer (&self->shown_row, row);
  if (DS_IS_DRIVE_ROW (row))
    show_drive_view (self, DS_DRIVE_ROW (row));
  else if (row == self->history_row)
    show_history (self);
}

static void
on_move_focus (DsWindow         *self,
               GtkDirectionType  direction)
{
  self->moving_focus = TRUE;
}

static void
on_move_focus_after (DsWindow         *self,
                     GtkDirectionType  direction)
{
  self->moving_focus = FALSE;
}

static void
on_row_activated (GtkListBox    *list,
                  GtkListBoxRow *row,
                  DsWindow      *self)
{
  /* On a narrow window the sidebar covers the content: move on to it. */
  adw_leaflet_set_visible_child (self->leaflet, self->content_box);
}

static gboolean
prefetch_history (gpointer data)
{
  DsWindow *self = data;

  self->prefetch_id = 0;
  ds_history_page_prefetch (self->history_page);
  return G_SOURCE_REMOVE;
}

static void
update_drives (DsWindow *self)
{
  GPtrArray *drives = ds_drive_monitor_get_drives (self->monitor);
  const GError *error = ds_drive_monitor_get_error (self->monitor);
  GtkListBoxRow *selected = gtk_list_box_get_selected_row (self->drive_list);
  g_autofree char *selected_name = NULL;
  g_autoptr(GPtrArray) stale = g_ptr_array_new ();
  guint n_drives = drives ? drives->len : 0;

  if (selected != NULL && DS_IS_DRIVE_ROW (selected))
    selected_name = g_strdup (ds_drive_row_get_name (DS_DRIVE_ROW (selected)));
  ds_monitor_notice_set_drives (self->monitor_notice, drives);

  /* Rows of drives that have gone, and their pages. */
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->drive_list));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      const char *name;
      gboolean present = FALSE;

      if (!DS_IS_DRIVE_ROW (child))
        continue;
      name = ds_drive_row_get_name (DS_DRIVE_ROW (child));
      for (guint i = 0; i < n_drives && !present; i++)
        present = g_strcmp0 (((DsDrive *) g_ptr_array_index (drives, i))->name, name) == 0;
      if (!present)
        g_ptr_array_add (stale, child);
    }
  for (guint i = 0; i < stale->len; i++)
    {
      DsDriveRow *row = g_ptr_array_index (stale, i);
      GtkWidget *view = gtk_stack_get_child_by_name (self->drive_views, ds_drive_row_get_name (row));

      if (view != NULL)
        gtk_stack_remove (self->drive_views, view);
      gtk_list_box_remove (self->drive_list, GTK_WIDGET (row));
    }

  /* New and changed drives, in the enumeration's order. */
  for (guint i = 0; i < n_drives; i++)
    {
      DsDrive *drive = g_ptr_array_index (drives, i);
      DsDriveRow *row = find_row (self, drive->name);
      GtkWidget *view;

      if (row == NULL)
        gtk_list_box_insert (self->drive_list, ds_drive_row_new (drives, drive), (int) i);
      else
        {
          ds_drive_row_set_drive (row, drives, drive);
          if (gtk_list_box_row_get_index (GTK_LIST_BOX_ROW (row)) != (int) i)
            {
              g_object_ref (row);
              gtk_list_box_remove (self->drive_list, GTK_WIDGET (row));
              gtk_list_box_insert (self->drive_list, GTK_WIDGET (row), (int) i);
              g_object_unref (row);
            }
        }
      view = gtk_stack_get_child_by_name (self->drive_views, drive->name);
      if (view != NULL)
        ds_drive_view_set_drive (DS_DRIVE_VIEW (view), drives, drive);
    }
  /* The global History names attached drives as the sidebar does. */
  ds_history_page_set_drive_names (self->history_page, drives);
  /* Its list is read a moment after the window is up, off the start-up
   * path, so that opening it later shows the runs at once. */
  if (!self->prefetched)
    {
      self->prefetched = TRUE;
      self->prefetch_id = g_timeout_add_full (G_PRIORITY_LOW, 500, prefetch_history, self, NULL);
    }

  if (n_drives == 0)
    {
      if (error != NULL)
        {
          /* The description is markup; the message may hold "&" or "<". */
          g_autofree char *escaped = g_markup_escape_text (error->message, -1);

          adw_status_page_set_title (self->empty_page, _("Cannot List Drives"));
          adw_status_page_set_description (self->empty_page, escaped);
        }
      else
        {
          adw_status_page_set_title (self->empty_page, _("No Drives Found"));
          adw_status_page_set_description (self->empty_page,
                                           _("Drives appear here as soon as they are connected."));
        }
      if (gtk_list_box_get_selected_row (self->drive_list) != self->history_row)
        {
          gtk_stack_set_visible_child_name (self->content_stack, "empty");
          adw_view_switcher_title_set_stack (self->switcher_title, NULL);
          adw_view_switcher_bar_set_stack (self->switcher_bar, NULL);
          adw_view_switcher_title_set_title (self->switcher_title, _("Drivescope"));
          adw_view_switcher_title_set_subtitle (self->switcher_title, NULL);
        }
      return;
    }

  selected = gtk_list_box_get_selected_row (self->drive_list);
  if (selected == self->history_row)
    return;
  if (selected_name != NULL && find_row (self, selected_name) != NULL)
    {
      show_drive_view (self, find_row (self, selected_name));
      return;
    }
  /* Nothing selected yet, or the selected drive has gone: the first one. */
  gtk_list_box_select_row (self->drive_list, gtk_list_box_get_row_at_index (self->drive_list, 0));
}

static void
update_header (GtkListBoxRow *row,
               GtkListBoxRow *before,
               gpointer       user_data)
{
  DsWindow *self = user_data;

  if (row == self->history_row && before != NULL)
    gtk_list_box_row_set_header (row, gtk_separator_new (GTK_ORIENTATION_HORIZONTAL));
  else
    gtk_list_box_row_set_header (row, NULL);
}

/* A page's toast of one line (pages know no window: they activate this). */
static void
win_toast (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  ds_window_add_toast (DS_WINDOW (widget), adw_toast_new (g_variant_get_string (parameter, NULL)));
}

static void
win_back (GtkWidget  *widget,
          const char *action_name,
          GVariant   *parameter)
{
  DsWindow *self = DS_WINDOW (widget);

  adw_leaflet_navigate (self->leaflet, ADW_NAVIGATION_DIRECTION_BACK);
}

static void
win_refresh (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ds_drive_monitor_refresh (DS_WINDOW (widget)->monitor);
}

static void
win_history (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  DsWindow *self = DS_WINDOW (widget);

  gtk_list_box_select_row (self->drive_list, self->history_row);
  adw_leaflet_set_visible_child (self->leaflet, self->content_box);
}

static void
win_page (GtkWidget  *widget,
          const char *action_name,
          GVariant   *parameter)
{
  DsWindow *self = DS_WINDOW (widget);
  GtkWidget *view = gtk_stack_get_visible_child (self->drive_views);

  if (view == NULL || g_strcmp0 (gtk_stack_get_visible_child_name (self->content_stack), "drives") != 0)
    return;
  ds_drive_view_show_page (DS_DRIVE_VIEW (view), g_variant_get_string (parameter, NULL));
  adw_leaflet_set_visible_child (self->leaflet, self->content_box);
}

/* The page the user sees: a drive's overview, benchmark, thermal or history
 * page, or the all-drives history. */
static GtkWidget *
visible_page (DsWindow *self)
{
  GtkWidget *view;

  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->content_stack), "history") == 0)
    return GTK_WIDGET (ds_window_get_history_page (self));
  view = gtk_stack_get_visible_child (self->drive_views);
  if (view == NULL || g_strcmp0 (gtk_stack_get_visible_child_name (self->content_stack), "drives") != 0)
    return NULL;
  return adw_view_stack_get_visible_child (ds_drive_view_get_stack (DS_DRIVE_VIEW (view)));
}

/* The page of the user guide about @page (help/C/TOPIC.page). */
static const char *
help_topic (GtkWidget *page)
{
  if (DS_IS_DRIVE_PAGE (page))
    return "health";
  if (DS_IS_BENCH_PAGE (page))
    return "benchmark";
  if (DS_IS_THERMAL_PAGE (page))
    return "thermal";
  if (DS_IS_SUITE_PAGE (page))
    return "suites";
  if (DS_IS_VERIFY_PAGE (page))
    return "verify";
  if (DS_IS_HISTORY_PAGE (page))
    return "history";
  return NULL;
}

/* Shift+F1: the guide's page about the page the user sees (its front page
 * where there is none). */
static void
win_help_page (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  ds_help_show (GTK_WINDOW (widget), help_topic (visible_page (DS_WINDOW (widget))));
}

/* Ctrl+Enter: start the visible page's run, wherever the focus is. The
 * focus leaves the controls first, as they turn insensitive while the run
 * goes (a focused spin button would otherwise lose focus without being
 * told). */
static void
win_run (GtkWidget  *widget,
         const char *action_name,
         GVariant   *parameter)
{
  DsWindow *self = DS_WINDOW (widget);
  GtkWidget *page = visible_page (self);
  const char *action = DS_IS_BENCH_PAGE (page) ? "bench.run-all"
                     : DS_IS_THERMAL_PAGE (page) ? "thermal.start"
                     : DS_IS_SUITE_PAGE (page) ? "suite.run"
                     : DS_IS_VERIFY_PAGE (page) ? "verify.start"
                     : NULL;

  if (action == NULL)
    return;
  gtk_root_set_focus (GTK_ROOT (self), NULL);
  gtk_widget_activate_action (page, action, NULL);
}

/* Escape: stop the visible page's run (or leave a history sub-view),
 * wherever the focus is. */
static void
win_stop (GtkWidget  *widget,
          const char *action_name,
          GVariant   *parameter)
{
  DsWindow *self = DS_WINDOW (widget);
  GtkWidget *page = visible_page (self);

  if (DS_IS_BENCH_PAGE (page))
    gtk_widget_activate_action (page, "bench.stop", NULL);
  else if (DS_IS_THERMAL_PAGE (page))
    gtk_widget_activate_action (page, "thermal.stop", NULL);
  else if (DS_IS_SUITE_PAGE (page))
    gtk_widget_activate_action (page, "suite.stop", NULL);
  else if (DS_IS_VERIFY_PAGE (page))
    gtk_widget_activate_action (page, "verify.stop", NULL);
  else if (DS_IS_HISTORY_PAGE (page))
    gtk_widget_activate_action (page, "history.back", NULL);
}

static void
win_select_drive (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  DsWindow *self = DS_WINDOW (widget);
  GtkListBoxRow *row = gtk_list_box_get_selected_row (self->drive_list);
  int index = row ? gtk_list_box_row_get_index (row) : -1;
  int step = g_variant_get_int32 (parameter);
  GtkListBoxRow *next = gtk_list_box_get_row_at_index (self->drive_list, index + step);

  if (next != NULL)
    {
      gtk_list_box_select_row (self->drive_list, next);
      gtk_widget_grab_focus (GTK_WIDGET (next));
    }
}

static void
on_show_all_changed (GSettings  *settings,
                     const char *key,
                     DsWindow   *self)
{
  ds_drive_monitor_set_show_all (self->monitor, g_settings_get_boolean (settings, key));
}

DsDriveMonitor *
ds_window_get_monitor (DsWindow *self)
{
  g_return_val_if_fail (DS_IS_WINDOW (self), NULL);
  return self->monitor;
}

GtkListBox *
ds_window_get_drive_list (DsWindow *self)
{
  g_return_val_if_fail (DS_IS_WINDOW (self), NULL);
  return self->drive_list;
}

char **
ds_window_dup_drive_names (DsWindow *self)
{
  g_autoptr(GStrvBuilder) names = g_strv_builder_new ();

  g_return_val_if_fail (DS_IS_WINDOW (self), NULL);

  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->drive_list));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (DS_IS_DRIVE_ROW (child))
      g_strv_builder_add (names, ds_drive_row_get_name (DS_DRIVE_ROW (child)));
  return g_strv_builder_end (names);
}

gboolean
ds_window_select_drive (DsWindow   *self,
                        const char *name)
{
  DsDriveRow *row;

  g_return_val_if_fail (DS_IS_WINDOW (self), FALSE);

  row = find_row (self, name);
  if (row == NULL)
    return FALSE;
  gtk_list_box_select_row (self->drive_list, GTK_LIST_BOX_ROW (row));
  adw_leaflet_set_visible_child (self->leaflet, self->content_box);
  return TRUE;
}

DsDriveView *
ds_window_get_drive_view (DsWindow   *self,
                          const char *name)
{
  GtkWidget *view;

  g_return_val_if_fail (DS_IS_WINDOW (self), NULL);

  view = gtk_stack_get_child_by_name (self->drive_views, name);
  return view ? DS_DRIVE_VIEW (view) : NULL;
}

const char *
ds_window_get_content_name (DsWindow *self)
{
  g_return_val_if_fail (DS_IS_WINDOW (self), NULL);
  return gtk_stack_get_visible_child_name (self->content_stack);
}

DsMonitorNotice *
ds_window_get_monitor_notice (DsWindow *self)
{
  g_return_val_if_fail (DS_IS_WINDOW (self), NULL);
  return self->monitor_notice;
}

DsHistoryPage *
ds_window_get_history_page (DsWindow *self)
{
  g_return_val_if_fail (DS_IS_WINDOW (self), NULL);
  return self->history_page;
}

/* libadwaita 1.2 frees a toast's state when its hide animation ends and
 * then runs the end of its show animation on the freed state if that was
 * still playing (fixed in 1.3: "toast-overlay: Prevent show_done from
 * firing after hide_done"): a toast dismissed, or pushed aside by a
 * high-priority one, within about half a second of appearing crashes the
 * window. So the window keeps its own queue and hands the overlay one toast
 * at a time, which it shows at once; that toast is dismissed no sooner than
 * DS_TOAST_SHOW_MS after it appeared (its show animation takes at most
 * 500 ms), and only then does the next one appear. A high-priority toast
 * (an Undo) goes to the front of the queue and ends the current one unless
 * that is an Undo too. */
#define DS_TOAST_SHOW_MS 600

static gint64
now_ms (void)
{
  return g_get_monotonic_time () / 1000;
}

static void show_next_toast (DsWindow *self);

static gboolean
dismiss_current_later (gpointer user_data)
{
  DsWindow *self = user_data;

  self->toast_dismiss_id = 0;
  if (self->toast_current != NULL)
    adw_toast_dismiss (self->toast_current);
  return G_SOURCE_REMOVE;
}

/* Returns the milliseconds until the current toast starts to hide. */
static guint
dismiss_current_safely (DsWindow *self)
{
  gint64 age = now_ms () - self->toast_shown_ms;

  if (self->toast_current == NULL)
    return 0;
  if (age >= DS_TOAST_SHOW_MS)
    {
      g_clear_handle_id (&self->toast_dismiss_id, g_source_remove);
      adw_toast_dismiss (self->toast_current);
      return 0;
    }
  if (self->toast_dismiss_id == 0)
    self->toast_dismiss_id = g_timeout_add ((guint) (DS_TOAST_SHOW_MS - age), dismiss_current_later, self);
  return (guint) (DS_TOAST_SHOW_MS - age);
}

static void
on_toast_dismissed (AdwToast *toast,
                    DsWindow *self)
{
  if (self->toasts != NULL)
    g_ptr_array_remove (self->toasts, toast);
  if (self->toast_queue != NULL && g_queue_remove (self->toast_queue, toast))
    g_object_unref (toast);
  if (toast == self->toast_current)
    {
      g_clear_handle_id (&self->toast_dismiss_id, g_source_remove);
      g_clear_object (&self->toast_current);
      /* The next appears while this one hides: two toasts, two states. */
      show_next_toast (self);
    }
}

static void
show_next_toast (DsWindow *self)
{
  AdwToast *toast;

  if (self->toast_current != NULL || self->toast_queue == NULL || g_queue_is_empty (self->toast_queue))
    return;
  toast = g_queue_pop_head (self->toast_queue);
  self->toast_current = toast;   /* the queue's reference */
  self->toast_shown_ms = now_ms ();
  /* No toast is current in the overlay, so it shows this one now. */
  adw_toast_overlay_add_toast (self->toast_overlay, g_object_ref (toast));
}

void
ds_window_add_toast (DsWindow *self,
                     AdwToast *toast)
{
  g_return_if_fail (DS_IS_WINDOW (self));
  g_return_if_fail (ADW_IS_TOAST (toast));
  g_ptr_array_add (self->toasts, g_object_ref (toast));
  g_signal_connect_object (toast, "dismissed", G_CALLBACK (on_toast_dismissed), self, 0);
  /* The queue takes the caller's reference. */
  if (adw_toast_get_priority (toast) == ADW_TOAST_PRIORITY_HIGH)
    {
      g_queue_push_head (self->toast_queue, toast);
      /* An Undo shown is not ended by another: the new one waits. */
      if (self->toast_current != NULL &&
          adw_toast_get_priority (self->toast_current) != ADW_TOAST_PRIORITY_HIGH)
        dismiss_current_safely (self);
    }
  else
    g_queue_push_tail (self->toast_queue, toast);
  show_next_toast (self);
}

AdwToast *
ds_window_get_last_toast (DsWindow *self)
{
  g_return_val_if_fail (DS_IS_WINDOW (self), NULL);
  return self->toasts->len > 0 ? g_ptr_array_index (self->toasts, self->toasts->len - 1) : NULL;
}

guint
ds_window_dismiss_toasts (DsWindow *self)
{
  g_return_val_if_fail (DS_IS_WINDOW (self), 0);
  g_ptr_array_set_size (self->toasts, 0);
  /* Those waiting never appear; the current one goes once it has appeared. */
  while (!g_queue_is_empty (self->toast_queue))
    {
      g_autoptr(AdwToast) toast = g_queue_pop_head (self->toast_queue);

      adw_toast_dismiss (toast);
    }
  return dismiss_current_safely (self);
}

static gboolean
any_busy (DsWindow *self)
{
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (self->drive_views));
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (DS_IS_DRIVE_VIEW (child) && ds_drive_view_get_busy (DS_DRIVE_VIEW (child)))
      return TRUE;
  return FALSE;
}

static void
on_close_response (AdwMessageDialog *dialog,
                   const char       *response,
                   DsWindow         *self)
{
  if (g_strcmp0 (response, "stop") == 0)
    {
      self->closing = TRUE;
      gtk_window_close (GTK_WINDOW (self));
    }
}

static gboolean
ds_window_close_request (GtkWindow *window)
{
  DsWindow *self = DS_WINDOW (window);
  GtkWidget *dialog;

  if (self->closing || !any_busy (self))
    return GTK_WINDOW_CLASS (ds_window_parent_class)->close_request (window);
  dialog = adw_message_dialog_new (window, _("Stop the Running Test?"),
                                   _("A benchmark, thermal test or suite is still running. Closing the window stops it; "
                                     "what it measured so far is kept."));
  adw_message_dialog_add_responses (ADW_MESSAGE_DIALOG (dialog),
                                    "cancel", _("_Keep Running"),
                                    "stop", _("_Stop and Close"),
                                    NULL);
  adw_message_dialog_set_response_appearance (ADW_MESSAGE_DIALOG (dialog), "stop", ADW_RESPONSE_DESTRUCTIVE);
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  adw_message_dialog_set_close_response (ADW_MESSAGE_DIALOG (dialog), "cancel");
  g_signal_connect_object (dialog, "response", G_CALLBACK (on_close_response), self, 0);
  gtk_window_present (GTK_WINDOW (dialog));
  return TRUE;
}

static void
ds_window_dispose (GObject *object)
{
  DsWindow *self = DS_WINDOW (object);

  if (self->monitor != NULL)
    g_signal_handlers_disconnect_by_data (self->monitor, self);
  g_clear_object (&self->monitor);
  g_clear_weak_pointer (&self->shown_row);
  if (self->settings != NULL)
    g_signal_handlers_disconnect_by_data (self->settings, self);
  g_clear_object (&self->settings);
  g_clear_pointer (&self->toasts, g_ptr_array_unref);
  g_clear_handle_id (&self->toast_dismiss_id, g_source_remove);
  g_clear_object (&self->toast_current);
  if (self->toast_queue != NULL)
    g_queue_free_full (g_steal_pointer (&self->toast_queue), g_object_unref);
  g_clear_handle_id (&self->prefetch_id, g_source_remove);
  gtk_widget_dispose_template (GTK_WIDGET (self), DS_TYPE_WINDOW);
  G_OBJECT_CLASS (ds_window_parent_class)->dispose (object);
}

static void
ds_window_class_init (DsWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ds_window_dispose;
  GTK_WINDOW_CLASS (klass)->close_request = ds_window_close_request;

  g_type_ensure (DS_TYPE_DRIVE_VIEW);
  g_type_ensure (DS_TYPE_HISTORY_PAGE);
  g_type_ensure (DS_TYPE_MONITOR_NOTICE);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/drivescope/Drivescope/ds-window.ui");
  /* A spinner turns only while it is on screen: one left turning on a
   * hidden page keeps the frame clock painting an idle window. */
  gtk_widget_class_bind_template_callback_full (widget_class, "gtk_spinner_start", G_CALLBACK (gtk_spinner_start));
  gtk_widget_class_bind_template_callback_full (widget_class, "gtk_spinner_stop", G_CALLBACK (gtk_spinner_stop));
  gtk_widget_class_bind_template_child (widget_class, DsWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, DsWindow, leaflet);
  gtk_widget_class_bind_template_child (widget_class, DsWindow, content_box);
  gtk_widget_class_bind_template_child (widget_class, DsWindow, drive_list);
  gtk_widget_class_bind_template_child (widget_class, DsWindow, history_row);
  gtk_widget_class_bind_template_child (widget_class, DsWindow, switcher_title);
  gtk_widget_class_bind_template_child (widget_class, DsWindow, switcher_bar);
  gtk_widget_class_bind_template_child (widget_class, DsWindow, content_stack);
  gtk_widget_class_bind_template_child (widget_class, DsWindow, drive_views);
  gtk_widget_class_bind_template_child (widget_class, DsWindow, empty_page);
  gtk_widget_class_bind_template_child (widget_class, DsWindow, history_page);
  gtk_widget_class_bind_template_child (widget_class, DsWindow, monitor_notice);
  gtk_widget_class_bind_template_callback (widget_class, on_row_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_row_activated);
  /* The Unit submenu, filled from the enum. */
  gtk_widget_class_bind_template_child (widget_class, DsWindow, unit_menu);

  gtk_widget_class_install_action (widget_class, "win.toast", "s", win_toast);
  gtk_widget_class_install_action (widget_class, "win.back", NULL, win_back);
  gtk_widget_class_install_action (widget_class, "win.refresh", NULL, win_refresh);
  gtk_widget_class_install_action (widget_class, "win.history", NULL, win_history);
  gtk_widget_class_install_action (widget_class, "win.page", "s", win_page);
  gtk_widget_class_install_action (widget_class, "win.select-drive", "i", win_select_drive);
  gtk_widget_class_install_action (widget_class, "win.run", NULL, win_run);
  gtk_widget_class_install_action (widget_class, "win.help-page", NULL, win_help_page);
  gtk_widget_class_install_action (widget_class, "win.stop", NULL, win_stop);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Left, GDK_ALT_MASK, "win.back", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_F5, 0, "win.refresh", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "win.run", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_KP_Enter, GDK_CONTROL_MASK, "win.run", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "win.stop", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_r, GDK_CONTROL_MASK, "win.refresh", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_h, GDK_CONTROL_MASK, "win.history", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_1, GDK_ALT_MASK, "win.page", "s", "overview");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_2, GDK_ALT_MASK, "win.page", "s", "bench");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_3, GDK_ALT_MASK, "win.page", "s", "thermal");
  /* In the order of the tabs (ds-drive-view.ui). */
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_4, GDK_ALT_MASK, "win.page", "s", "suites");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_5, GDK_ALT_MASK, "win.page", "s", "history");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_6, GDK_ALT_MASK, "win.page", "s", "verify");
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Up, GDK_CONTROL_MASK, "win.select-drive", "i", -1);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Page_Down, GDK_CONTROL_MASK, "win.select-drive", "i", 1);
}

/* One radio item per unit, for the app.bench-unit action. */
static void
fill_unit_menu (GMenu *menu)
{
  g_auto(GStrv) nicks = ds_enum_nicks (DS_TYPE_CHART_UNITS);

  for (guint i = 0; nicks[i] != NULL; i++)
    {
      g_autoptr(GMenuItem) item = g_menu_item_new (ds_choice_label (DS_TYPE_CHART_UNITS, (int) i), NULL);

      g_menu_item_set_action_and_target_value (item, "app.bench-unit", g_variant_new_string (nicks[i]));
      g_menu_append_item (menu, item);
    }
}

static void
ds_window_init (DsWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  g_signal_connect (self, "move-focus", G_CALLBACK (on_move_focus), NULL);
  g_signal_connect_after (self, "move-focus", G_CALLBACK (on_move_focus_after), NULL);

  self->settings = g_settings_new (APP_ID);
  g_settings_bind (self->settings, "window-width", self, "default-width", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-height", self, "default-height", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (self->settings, "window-maximized", self, "maximized", G_SETTINGS_BIND_DEFAULT);

  fill_unit_menu (self->unit_menu);
  gtk_list_box_set_header_func (self->drive_list, update_header, self, NULL);
  self->toasts = g_ptr_array_new_with_free_func (g_object_unref);
  self->toast_queue = g_queue_new ();
  /* A History page's toasts with a button (Undo) come as a signal. */
  g_signal_connect_object (self->history_page, "toast", G_CALLBACK (on_page_toast), self, G_CONNECT_SWAPPED);

  self->monitor = ds_drive_monitor_new (1000);
  ds_drive_monitor_set_show_all (self->monitor, g_settings_get_boolean (self->settings, "show-all-devices"));
  g_signal_connect_object (self->monitor, "changed", G_CALLBACK (update_drives), self, G_CONNECT_SWAPPED);
  g_signal_connect (self->settings, "changed::show-all-devices", G_CALLBACK (on_show_all_changed), self);
}

DsWindow *
ds_window_new (GtkApplication *application)
{
  return g_object_new (DS_TYPE_WINDOW, "application", application, NULL);
}
