/* test-gui-window.c — the main window against fixture trees and the real
 * machine: drives in the sidebar, the drive page, plug and unplug, the empty
 * state, a narrow window.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "ds-drive-list.h"
#include "ds-drive-row.h"
#include "ds-drive-view.h"
#include "ds-history-page.h"
#include "ds-format.h"
#include "ds-gui-test.h"
#include "ds-sysroot.h"

static GPtrArray *
expected_drives (void)
{
  g_autoptr(GError) error = NULL;
  GPtrArray *drives = ds_drive_list_enumerate (DS_ENUM_FLAGS_NONE, &error);

  g_assert_no_error (error);
  return drives;
}

static void
assert_sidebar_matches (DsWindow  *window,
                        GPtrArray *drives)
{
  g_auto(GStrv) names = ds_window_dup_drive_names (window);

  g_assert_cmpuint (g_strv_length (names), ==, drives->len);
  for (guint i = 0; i < drives->len; i++)
    g_assert_cmpstr (names[i], ==, ((DsDrive *) g_ptr_array_index (drives, i))->name);
}

static guint
count_space_bars_expected (const DsDrive *drive)
{
  guint n = 0;

  for (guint i = 0; drive->partitions != NULL && i < drive->partitions->len; i++)
    {
      const DsPartition *part = g_ptr_array_index (drive->partitions, i);

      if (part->mountpoints != NULL && part->mountpoints->len > 0 && part->free_bytes >= 0)
        n++;
    }
  return n;
}

static void
check_drive_pages (DsWindow  *window,
                   GPtrArray *drives,
                   const char *screenshot_prefix)
{
  for (guint i = 0; i < drives->len; i++)
    {
      const DsDrive *drive = g_ptr_array_index (drives, i);
      DsDriveView *view;
      DsDrivePage *page;
      g_autofree char *title = ds_drive_display_name (drive);

      g_assert_true (ds_window_select_drive (window, drive->name));
      view = ds_window_get_drive_view (window, drive->name);
      g_assert_nonnull (view);
      page = ds_drive_view_get_drive_page (view);
      g_assert_true (ds_drive_page_get_drive (page) != NULL);
      g_assert_cmpstr (ds_drive_page_get_drive (page)->name, ==, drive->name);
      /* The page names the drive and shows every mounted filesystem's space. */
      g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (page), title));
      g_assert_cmpuint (ds_drive_page_get_n_space_bars (page), ==, count_space_bars_expected (drive));
      g_assert_cmpint (ds_drive_page_get_link_warning_visible (page), ==,
                       drive->has_link && drive->link.degraded);
      if (drive->serial != NULL)
        {
          /* Shown as the terminal shows it: control characters escaped. */
          g_autofree char *serial = ds_escape_terminal (drive->serial);

          g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (page), serial));
        }
      if (screenshot_prefix != NULL)
        {
          g_autofree char *name = g_strdup_printf ("%s-%s", screenshot_prefix, drive->name);
          g_autofree char *path = NULL;

          ds_gui_test_settle (GTK_WIDGET (window), 300);
          path = ds_gui_test_screenshot (GTK_WIDGET (window), name);
          g_assert_true (g_file_test (path, G_FILE_TEST_IS_REGULAR));
        }
    }
}

/* The fixture's drives, in the enumeration's order, each with its page. */
static void
test_fixture_drives_listed (void)
{
  g_autoptr(GPtrArray) drives = expected_drives ();
  DsWindow *window;

  g_assert_nonnull (ds_gui_test_sysroot ());
  g_assert_cmpuint (drives->len, >, 0);
  window = ds_gui_test_open_window (1100, 760);
  g_assert_cmpstr (ds_window_get_content_name (window), ==, "drives");
  assert_sidebar_matches (window, drives);
  {
    g_autofree char *fixture = g_path_get_basename (g_getenv ("DRIVESCOPE_SYSROOT_FIXTURE"));

    check_drive_pages (window, drives, fixture);
  }
  ds_gui_test_close_window (window);
}

static gboolean
history_read (gpointer user_data)
{
  return ds_history_page_get_n_loads (DS_HISTORY_PAGE (user_data)) > 0;
}

/* No history work on the way to the first frame: a History page reads the
 * store when it is shown, except the window's own, which it reads in the
 * background a moment after the drives are listed (so that opening it is
 * quick). A drive's History tab that nobody opened never reads it. */
static void
test_history_read_when_shown (void)
{
  g_autoptr(GPtrArray) drives = expected_drives ();
  const DsDrive *first = g_ptr_array_index (drives, 0);
  DsWindow *window = ds_gui_test_open_window (1100, 760);
  DsHistoryPage *global = ds_window_get_history_page (window);
  DsDriveView *view;
  DsHistoryPage *own;

  g_assert_true (ds_window_select_drive (window, first->name));
  view = ds_window_get_drive_view (window, first->name);
  g_assert_nonnull (view);
  own = ds_drive_view_get_history_page (view);
  /* The global page is read without being shown... */
  g_assert_cmpstr (ds_window_get_content_name (window), !=, "history");
  g_assert_true (ds_gui_test_wait (history_read, global, 10000));
  /* ...the drive's tab, not yet shown, still has not been. */
  ds_gui_test_settle (GTK_WIDGET (window), 200);
  g_assert_cmpuint (ds_history_page_get_n_loads (own), ==, 0);
  ds_drive_view_show_page (view, "history");
  g_assert_true (ds_gui_test_wait (history_read, own, 10000));
  ds_gui_test_close_window (window);
}

/* On this machine (no fixture): same drives as the core sees, and a free-space
 * bar for every mounted filesystem whose free space is known. */
static void
test_real_machine (void)
{
  g_autoptr(GPtrArray) drives = expected_drives ();
  DsWindow *window;

  g_assert_null (ds_gui_test_sysroot ());
  window = ds_gui_test_open_window (1100, 760);
  assert_sidebar_matches (window, drives);
  if (drives->len == 0)
    {
      g_assert_cmpstr (ds_window_get_content_name (window), ==, "empty");
      g_test_message ("this machine shows no drives; only the empty state was checked");
    }
  check_drive_pages (window, drives, NULL);
  ds_gui_test_close_window (window);
}

typedef struct
{
  DsWindow   *window;
  const char *name;
  gboolean    present;
} Presence;

static gboolean
presence_reached (gpointer user_data)
{
  Presence *p = user_data;
  g_auto(GStrv) names = ds_window_dup_drive_names (p->window);

  return g_strv_contains ((const char * const *) names, p->name) == p->present;
}

static gboolean
content_is_empty (gpointer user_data)
{
  return g_strcmp0 (ds_window_get_content_name (DS_WINDOW (user_data)), "empty") == 0;
}

static gboolean
content_is_drives (gpointer user_data)
{
  return g_strcmp0 (ds_window_get_content_name (DS_WINDOW (user_data)), "drives") == 0;
}

/* Unplugging a drive (its /sys/block entry goes) removes it from the sidebar
 * within 2 s; plugging it back adds it within 2 s; with none left the window
 * shows its empty state. */
static void
test_plug_and_unplug (void)
{
  g_autoptr(GPtrArray) drives = expected_drives ();
  g_autofree char *block = g_build_filename (ds_gui_test_sysroot (), "sys", "block", NULL);
  g_autofree char *stash = g_build_filename (ds_gui_test_tmpdir (), "unplugged", NULL);
  DsWindow *window;
  gint64 start;

  g_assert_cmpuint (drives->len, >, 0);
  g_assert_cmpint (g_mkdir (stash, 0755), ==, 0);
  window = ds_gui_test_open_window (900, 600);
  assert_sidebar_matches (window, drives);

  for (guint i = 0; i < drives->len; i++)
    {
      const char *name = ((DsDrive *) g_ptr_array_index (drives, i))->name;
      g_autofree char *from = g_build_filename (block, name, NULL);
      g_autofree char *to = g_build_filename (stash, name, NULL);
      Presence p = { window, name, FALSE };

      g_assert_cmpint (g_rename (from, to), ==, 0);
      start = g_get_monotonic_time ();
      g_assert_true (ds_gui_test_wait (presence_reached, &p, 2000));
      g_test_message ("%s vanished after %.0f ms", name, (g_get_monotonic_time () - start) / 1000.0);
    }
  g_assert_true (ds_gui_test_wait (content_is_empty, window, 2000));
  ds_gui_test_settle (GTK_WIDGET (window), 300);
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "no-drives"));

  for (guint i = 0; i < drives->len; i++)
    {
      const char *name = ((DsDrive *) g_ptr_array_index (drives, i))->name;
      g_autofree char *from = g_build_filename (stash, name, NULL);
      g_autofree char *to = g_build_filename (block, name, NULL);
      Presence p = { window, name, TRUE };

      g_assert_cmpint (g_rename (from, to), ==, 0);
      start = g_get_monotonic_time ();
      g_assert_true (ds_gui_test_wait (presence_reached, &p, 2000));
      g_test_message ("%s appeared after %.0f ms", name, (g_get_monotonic_time () - start) / 1000.0);
    }
  g_assert_true (ds_gui_test_wait (content_is_drives, window, 2000));
  assert_sidebar_matches (window, drives);
  ds_gui_test_close_window (window);
}

/* At 360 px the sidebar folds away and the content takes the window; Back
 * returns to the list. */
static void
test_narrow_window (void)
{
  g_autoptr(GPtrArray) drives = expected_drives ();
  DsWindow *window = ds_gui_test_open_window (360, 640);
  AdwLeaflet *leaflet = ADW_LEAFLET (ds_gui_test_find_widget (GTK_WIDGET (window), ADW_TYPE_LEAFLET));
  const DsDrive *first = g_ptr_array_index (drives, 0);

  g_assert_nonnull (leaflet);
  g_assert_true (adw_leaflet_get_folded (leaflet));
  g_assert_true (ds_window_select_drive (window, first->name));
  ds_gui_test_settle (GTK_WIDGET (window), 500);
  g_assert_cmpint (gtk_widget_get_width (GTK_WIDGET (window)), <=, 400);
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "narrow-drive-page"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.back", NULL));
  ds_gui_test_settle (GTK_WIDGET (window), 500);
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "narrow-sidebar"));
  ds_gui_test_close_window (window);
}

/* The dark style renders too (a screenshot to look at). */
static void
test_dark_style (void)
{
  g_autoptr(GPtrArray) drives = expected_drives ();
  AdwStyleManager *style = adw_style_manager_get_default ();
  DsWindow *window;

  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_FORCE_DARK);
  window = ds_gui_test_open_window (1200, 820);
  g_assert_true (adw_style_manager_get_dark (style));
  g_assert_true (ds_window_select_drive (window, ((DsDrive *) g_ptr_array_index (drives, 0))->name));
  ds_gui_test_settle (GTK_WIDGET (window), 300);
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "drive-page-dark"));
  ds_gui_test_close_window (window);
  adw_style_manager_set_color_scheme (style, ADW_COLOR_SCHEME_DEFAULT);
}

static GtkWindow *
find_toplevel (GType type)
{
  GListModel *toplevels = gtk_window_get_toplevels ();

  for (guint i = 0; i < g_list_model_get_n_items (toplevels); i++)
    {
      g_autoptr(GtkWindow) w = g_list_model_get_item (toplevels, i);

      if (G_TYPE_CHECK_INSTANCE_TYPE (w, type) && gtk_widget_get_visible (GTK_WIDGET (w)))
        return w;
    }
  return NULL;
}

static gboolean
shortcuts_shown (gpointer user_data)
{
  return find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW) != NULL;
}

static gboolean
about_shown (gpointer user_data)
{
  return find_toplevel (ADW_TYPE_ABOUT_WINDOW) != NULL;
}

/* The primary menu's entries work: Keyboard Shortcuts (also Ctrl+?) opens
 * the shortcuts window, About opens the About window, Preferences its
 * window. */
static void
test_menu_windows (void)
{
  DsWindow *window = ds_gui_test_open_window (1100, 760);
  GtkApplication *app = GTK_APPLICATION (ds_gui_test_application ());
  g_auto(GStrv) accels = gtk_application_get_accels_for_action (app, "win.show-help-overlay");
  GtkWindow *w;

  g_assert_true (g_strv_contains ((const char * const *) accels, "<Control>question"));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.show-help-overlay", NULL));
  g_assert_true (ds_gui_test_wait (shortcuts_shown, NULL, 5000));
  w = find_toplevel (GTK_TYPE_SHORTCUTS_WINDOW);
  ds_gui_test_settle (GTK_WIDGET (w), 300);
  g_free (ds_gui_test_screenshot (GTK_WIDGET (w), "shortcuts"));
  gtk_window_close (w);

  g_action_group_activate_action (G_ACTION_GROUP (app), "about", NULL);
  g_assert_true (ds_gui_test_wait (about_shown, NULL, 5000));
  gtk_window_destroy (find_toplevel (ADW_TYPE_ABOUT_WINDOW));
  ds_gui_test_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  ds_gui_test_setup_environment (&argc, &argv);
  gtk_test_init (&argc, &argv, NULL);

  if (ds_gui_test_sysroot () != NULL)
    {
      g_test_add_func ("/ds/gui/window/lists-fixture-drives", test_fixture_drives_listed);
      g_test_add_func ("/ds/gui/window/drives-appear-and-vanish-within-2s", test_plug_and_unplug);
      g_test_add_func ("/ds/gui/window/narrow-window-folds-sidebar", test_narrow_window);
      g_test_add_func ("/ds/gui/window/dark-style", test_dark_style);
      g_test_add_func ("/ds/gui/window/menu-shortcuts-and-about", test_menu_windows);
      g_test_add_func ("/ds/gui/window/history-read-when-shown", test_history_read_when_shown);
    }
  else
    g_test_add_func ("/ds/gui/window/real-machine-matches-core", test_real_machine);
  return g_test_run ();
}
