/* test-gui-window.c — the main window against fixture trees and the real
 * machine: drives in the sidebar, the drive page, plug and unplug, the empty
 * state, a narrow window.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ds-bench-cell.h"
#include "ds-bench-page.h"
#include "ds-drive-list.h"
#include "ds-drive-row.h"
#include "ds-drive-view.h"
#include "ds-history-page.h"
#include "ds-format.h"
#include "ds-report-enum-types.h"
#include "ds-gui-test.h"
#include "ds-history-page.h"
#include "ds-history-store.h"
#include "ds-json.h"
#include "ds-platform.h"
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
collect_space_bars (GtkWidget *root,
                    GPtrArray *bars)
{
  if (GTK_IS_LEVEL_BAR (root) && gtk_widget_has_css_class (root, "ds-space-bar"))
    g_ptr_array_add (bars, root);
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    collect_space_bars (c, bars);
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
      /* Issue 29 #12: each bar as full as a run's footer would say ("23 %
       * full", df's used / (used + available)), not 1 - available / size
       * (72 % where the filesystem keeps much of its free space back). */
      {
        g_autoptr(GPtrArray) bars = g_ptr_array_new ();
        guint b = 0;

        collect_space_bars (GTK_WIDGET (page), bars);
        g_assert_cmpuint (bars->len, ==, count_space_bars_expected (drive));
        for (guint p = 0; drive->partitions != NULL && p < drive->partitions->len; p++)
          {
            const DsPartition *part = g_ptr_array_index (drive->partitions, p);
            guint64 total = 0, avail = 0, used = 0;
            double value;

            if (part->mountpoints == NULL || part->mountpoints->len == 0 || part->free_bytes < 0)
              continue;
            value = gtk_level_bar_get_value (g_ptr_array_index (bars, b++));
            if (!ds_platform_filesystem_usage (g_ptr_array_index (part->mountpoints, 0), &total, &avail, &used))
              continue;
            g_test_message ("%s: bar %.3f, df %.1f %%", (const char *) g_ptr_array_index (part->mountpoints, 0),
                            value, ds_fill_percent (used, avail));
            /* a little room: the filesystem may change between the two reads */
            g_assert_cmpfloat (fabs (value * 100.0 - ds_fill_percent (used, avail)), <, 1.0);
          }
      }
      g_assert_cmpint (ds_drive_page_get_link_warning_visible (page), ==,
                       drive->has_link && drive->link.degraded);
      {
        /* Each link row speaks the link's own terms: SATA in Gb/s, never
         * as a PCIe generation. */
        const char *texts[3];

        ds_drive_page_get_link_texts (page, &texts[0], &texts[1], &texts[2]);
        for (guint t = 0; t < G_N_ELEMENTS (texts); t++)
          {
            if (drive->transport == DS_TRANSPORT_SATA)
              g_assert_null (strstr (texts[t], "PCIe"));
            if (drive->has_link && drive->link.type == DS_LINK_TYPE_SATA && texts[t][0] != '\0')
              g_assert_true (g_str_has_prefix (texts[t], "SATA "));
          }
        if (drive->has_link && drive->link.type == DS_LINK_TYPE_SATA)
          {
            g_autofree char *expected = g_strdup_printf ("SATA %.1f Gb/s", drive->link.current_gts);

            g_assert_cmpstr (texts[0], ==, expected);
          }
      }
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

/* Every sidebar row shows its whole name (in two lines) and rows that
 * would look alike differ in their subtitles. */
static void
check_sidebar_rows_distinct (DsWindow *window)
{
  GtkListBox *list = ds_window_get_drive_list (window);
  g_autoptr(GPtrArray) rows = g_ptr_array_new ();

  ds_gui_test_settle (GTK_WIDGET (window), 200);
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (list)); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    if (DS_IS_DRIVE_ROW (child))
      g_ptr_array_add (rows, child);
  g_assert_cmpuint (rows->len, >, 0);
  for (guint i = 0; i < rows->len; i++)
    {
      GtkLabel *title = ds_drive_row_get_title_label (g_ptr_array_index (rows, i));

      /* A model name fits its two lines; only a name longer than two lines
       * can hold (a 41-character dm UUID) may be cut, its tooltip has it. */
      if (g_utf8_strlen (gtk_label_get_label (title), -1) <= 32)
        g_assert_false (pango_layout_is_ellipsized (gtk_label_get_layout (title)));
      for (guint j = i + 1; j < rows->len; j++)
        {
          GtkLabel *other = ds_drive_row_get_title_label (g_ptr_array_index (rows, j));

          if (g_str_equal (gtk_label_get_label (title), gtk_label_get_label (other)))
            g_assert_cmpstr (ds_drive_row_get_subtitle (g_ptr_array_index (rows, i)), !=,
                             ds_drive_row_get_subtitle (g_ptr_array_index (rows, j)));
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
  check_sidebar_rows_distinct (window);
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

/* Issue 29, 3: Tab moves the focus through the sidebar's rows without
 * showing what they are (the History row once replaced the drive's page as
 * the focus passed it); Enter on a row shows it. */
static void
test_tab_does_not_navigate (void)
{
  g_autoptr(GPtrArray) drives = expected_drives ();
  DsWindow *window = ds_gui_test_open_window (1100, 760);
  GtkListBox *list = ds_window_get_drive_list (window);
  const DsDrive *first = g_ptr_array_index (drives, 0);
  GtkListBoxRow *selected;
  gboolean passed_history = FALSE;
  g_autofree char *content = NULL;

  g_assert_true (ds_window_select_drive (window, first->name));
  ds_gui_test_settle (GTK_WIDGET (window), 200);
  selected = gtk_list_box_get_selected_row (list);
  g_assert_nonnull (selected);
  g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (selected)));
  content = g_strdup (ds_window_get_content_name (window));
  /* Forward through the rows below, the History row among them, and on
   * out of the sidebar; then back. */
  for (int i = 0; i < 12; i++)
    {
      GtkWidget *focus;

      /* What Tab and Shift+Tab do: the window's keybinding signal. */
      g_signal_emit_by_name (window, "move-focus", i < 8 ? GTK_DIR_TAB_FORWARD : GTK_DIR_TAB_BACKWARD);
      ds_gui_test_settle (NULL, 20);
      focus = gtk_root_get_focus (GTK_ROOT (window));
      if (focus != NULL && gtk_widget_is_ancestor (focus, GTK_WIDGET (list)) &&
          gtk_list_box_get_row_at_y (list, 0) != NULL &&
          (GtkWidget *) gtk_widget_get_ancestor (focus, GTK_TYPE_LIST_BOX_ROW) != GTK_WIDGET (selected))
        passed_history = TRUE;
      g_test_message ("Tab %d: focus on %s, content %s", i, focus != NULL ? G_OBJECT_TYPE_NAME (focus) : "nothing",
                      ds_window_get_content_name (window));
      g_assert_cmpstr (ds_window_get_content_name (window), ==, content);
      g_assert_true (gtk_list_box_get_selected_row (list) == selected);
    }
  g_assert_true (passed_history);
  /* Activating the History row (Enter, a click) still shows it. */
  {
    GtkListBoxRow *history = NULL;

    for (int i = 0; (history = gtk_list_box_get_row_at_index (list, i)) != NULL; i++)
      if (!DS_IS_DRIVE_ROW (history))
        break;
    g_assert_nonnull (history);
    g_assert_true (gtk_widget_grab_focus (GTK_WIDGET (history)));
    g_signal_emit_by_name (history, "activate");
    ds_gui_test_settle (GTK_WIDGET (window), 100);
    g_assert_cmpstr (ds_window_get_content_name (window), ==, "history");
  }
  ds_gui_test_close_window (window);
}

/* Issue 29, 3: Alt+1 … Alt+6 show a drive's pages in the order the view
 * switcher shows them. */
static void
test_alt_numbers_follow_tabs (void)
{
  g_autoptr(GPtrArray) drives = expected_drives ();
  DsWindow *window = ds_gui_test_open_window (1100, 760);
  const DsDrive *first = g_ptr_array_index (drives, 0);
  DsDriveView *view;
  AdwViewStack *stack;
  g_autoptr(GtkSelectionModel) pages = NULL;
  guint n;

  g_assert_true (ds_window_select_drive (window, first->name));
  view = ds_window_get_drive_view (window, first->name);
  stack = ds_drive_view_get_stack (view);
  pages = adw_view_stack_get_pages (stack);
  n = g_list_model_get_n_items (G_LIST_MODEL (pages));
  g_assert_cmpuint (n, ==, 6);
  for (guint i = n; i-- > 0;)
    {
      g_autoptr(AdwViewStackPage) page = g_list_model_get_item (G_LIST_MODEL (pages), i);

      g_assert_true (ds_gui_test_press_shortcut (GTK_WIDGET (window), GDK_KEY_1 + i, GDK_ALT_MASK));
      g_test_message ("Alt+%u: %s (tab %u: %s)", i + 1, adw_view_stack_get_visible_child_name (stack),
                      i + 1, adw_view_stack_page_get_name (page));
      g_assert_cmpstr (adw_view_stack_get_visible_child_name (stack), ==, adw_view_stack_page_get_name (page));
    }
  ds_gui_test_close_window (window);
}

/* With DS_TEST_DUMP_WIDTHS set, the widgets wider than 300 px, to find
 * what holds a window wide. */
static void
dump_wide (GtkWidget *widget,
           int        depth)
{
  int min = 0;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, NULL, NULL, NULL);
  if (min > (g_getenv ("DS_TEST_DUMP_MIN") ? atoi (g_getenv ("DS_TEST_DUMP_MIN")) : 300))
    g_printerr ("%*s%s min=%d\n", depth, "", G_OBJECT_TYPE_NAME (widget), min);
  for (GtkWidget *c = gtk_widget_get_first_child (widget); c; c = gtk_widget_get_next_sibling (c))
    dump_wide (c, depth + 1);
}

/* The window's content: what must fit 360 px (the frame a compositor-less
 * X server adds around a client-side decorated window is not ours). */
static int
min_width (GtkWidget *window)
{
  GtkWidget *widget = adw_application_window_get_content (ADW_APPLICATION_WINDOW (window));

  if (g_getenv ("DS_TEST_DUMP_WIDTHS"))
    dump_wide (widget, 0);
  int min = 0, nat = 0;

  gtk_widget_measure (widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat, NULL, NULL);
  return min;
}

/* Every page fits GNOME's smallest window (360 px). */
static void
test_pages_fit_360 (void)
{
  g_autoptr(GPtrArray) drives = expected_drives ();
  DsWindow *window = ds_gui_test_open_window (360, 640);
  const DsDrive *first = g_ptr_array_index (drives, 0);
  const char *pages[] = { "overview", "bench", "thermal" };
  DsDriveView *view;

  g_assert_true (ds_window_select_drive (window, first->name));
  view = ds_window_get_drive_view (window, first->name);
  for (guint i = 0; i < G_N_ELEMENTS (pages); i++)
    {
      ds_drive_view_show_page (view, pages[i]);
      ds_gui_test_settle (GTK_WIDGET (window), 200);
      g_test_message ("%s: minimum width %d", pages[i], min_width (GTK_WIDGET (window)));
      g_assert_cmpint (min_width (GTK_WIDGET (window)), <=, 360);
    }
  ds_drive_view_show_page (view, "bench");
  ds_gui_test_settle (GTK_WIDGET (window), 200);
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "narrow-bench"));
  /* With the Mix column too (three result columns). */
  {
    GtkWidget *page = GTK_WIDGET (ds_drive_view_get_bench_page (view));
    GtkWidget *mix = ds_gui_test_find_widget (page, GTK_TYPE_CHECK_BUTTON);

    g_assert_nonnull (mix);
    gtk_check_button_set_active (GTK_CHECK_BUTTON (mix), TRUE);
    ds_gui_test_settle (GTK_WIDGET (window), 200);
    g_assert_nonnull (ds_bench_page_get_header (DS_BENCH_PAGE (page), DS_IO_MODE_MIX));
    g_test_message ("bench with Mix: minimum width %d", min_width (GTK_WIDGET (window)));
    g_assert_cmpint (min_width (GTK_WIDGET (window)), <=, 360);
    g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "narrow-bench-mix"));
    gtk_check_button_set_active (GTK_CHECK_BUTTON (mix), FALSE);
  }
  ds_gui_test_close_window (window);
}

/* The test-size list starts where the CLI does, at 16 MiB, and the page
 * uses the size chosen in the preferences. */
static void
test_bench_sizes_from_16_mib (void)
{
  g_autoptr(GPtrArray) drives = expected_drives ();
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  DsWindow *window = ds_gui_test_open_window (1100, 760);
  const DsDrive *first = g_ptr_array_index (drives, 0);
  DsBenchPage *page;
  GtkDropDown *size;
  g_autoptr(GObject) item = NULL;

  g_assert_true (ds_window_select_drive (window, first->name));
  page = ds_drive_view_get_bench_page (ds_window_get_drive_view (window, first->name));
  /* The dropdown under the "Test size" caption. */
  size = GTK_DROP_DOWN (ds_gui_test_find_widget (gtk_widget_get_parent (ds_gui_test_find_label (GTK_WIDGET (page), "Test size")),
                                                 GTK_TYPE_DROP_DOWN));
  g_assert_nonnull (size);
  item = g_list_model_get_item (gtk_drop_down_get_model (size), 0);
  g_assert_true (GTK_IS_STRING_OBJECT (item));
  g_assert_cmpstr (gtk_string_object_get_string (GTK_STRING_OBJECT (item)), ==, "16 MiB");
  g_settings_set_uint (settings, "bench-size-mib", 16);
  ds_gui_test_settle (GTK_WIDGET (window), 50);
  g_assert_cmpuint (ds_bench_page_get_size (page), ==, 16 << 20);
  g_settings_set_uint (settings, "bench-size-mib", 32);
  ds_gui_test_settle (GTK_WIDGET (window), 50);
  g_assert_cmpuint (ds_bench_page_get_size (page), ==, 32 << 20);
  g_settings_reset (settings, "bench-size-mib");
  ds_gui_test_close_window (window);
}

/* The switch under @caption on the Benchmark page. */
static GtkSwitch *
bench_switch (DsBenchPage *page,
              const char  *caption)
{
  GtkWidget *label = ds_gui_test_find_label (GTK_WIDGET (page), caption);

  g_assert_nonnull (label);
  return GTK_SWITCH (ds_gui_test_find_widget (gtk_widget_get_parent (label), GTK_TYPE_SWITCH));
}

/* Issues 25 and 26: the Steady state and Verify switches make the run
 * bench --steady --verify makes, are kept in GSettings, and a steady,
 * verified result shows each test's FOB beside its steady value and what
 * the read-back found. The result is the fixture's, made a steady-state
 * run (its 5 runs the rounds), so no test file is written. */
static void
test_bench_steady_and_verify (void)
{
  g_autoptr(GPtrArray) drives = expected_drives ();
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  DsWindow *window = ds_gui_test_open_window (1100, 760);
  const DsDrive *first = g_ptr_array_index (drives, 0);
  g_autofree char *path = g_build_filename (g_getenv ("DS_FIXTURES"), "report", "bench-nvme.json", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(DsBenchSettings) built = NULL;
  g_autoptr(DsBenchSettings) plain = NULL;
  DsBenchResult *result;
  DsBenchSteady steady;
  DsBenchPage *page;
  GtkSwitch *steady_switch, *verify_switch;
  const char *caption;

  g_assert_true (ds_window_select_drive (window, first->name));
  page = ds_drive_view_get_bench_page (ds_window_get_drive_view (window, first->name));
  ds_run_page_set_directory (DS_RUN_PAGE (page), g_get_tmp_dir ());
  steady_switch = bench_switch (page, "Steady state");
  verify_switch = bench_switch (page, "Verify");
  g_assert_nonnull (steady_switch);
  g_assert_nonnull (verify_switch);

  /* Off: a plain run. */
  plain = ds_bench_page_build_settings (page, -1, &error);
  g_assert_no_error (error);
  g_assert_false (plain->steady.enabled);
  g_assert_false (plain->verify);

  gtk_switch_set_active (steady_switch, TRUE);
  gtk_switch_set_active (verify_switch, TRUE);
  g_assert_true (g_settings_get_boolean (settings, "bench-steady"));
  g_assert_true (g_settings_get_boolean (settings, "bench-verify"));
  built = ds_bench_page_build_settings (page, -1, &error);
  g_assert_no_error (error);
  g_assert_true (built->steady.enabled);
  g_assert_true (built->verify);
  /* bench --steady's own preconditioning and rounds. */
  g_assert_cmpuint (built->steady.precondition_passes, ==, DS_BENCH_PRECONDITION_PASSES_DEFAULT);
  g_assert_cmpfloat (built->steady.options.round_s, ==, DS_STEADY_ROUND_S_DEFAULT);
  g_assert_cmpuint (built->steady.options.max_rounds, ==, DS_STEADY_MAX_ROUNDS_DEFAULT);
  g_assert_cmpuint (built->steady.options.window, ==, DS_STEADY_WINDOW_DEFAULT);

  /* The fixture as a steady-state run with verify: 5 rounds, a window of 3. */
  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  node = ds_json_from_string (text, &error);
  g_assert_no_error (error);
  ds_bench_steady_init (&steady);
  steady.enabled = TRUE;
  steady.options.window = 3;
  ds_bench_steady_to_json (&steady, ds_json_get_object (json_node_get_object (node), "settings"));
  json_object_set_boolean_member (ds_json_get_object (json_node_get_object (node), "settings"), "verify", TRUE);
  result = ds_bench_result_from_json (node, &error);
  g_assert_no_error (error);
  g_assert_null (ds_bench_page_get_verify_text (page));
  ds_bench_page_show_result (page, result);
  caption = ds_bench_cell_get_caption (ds_bench_page_get_cell (page, 0, DS_IO_MODE_READ));
  g_test_message ("steady caption: %s", caption);
  g_assert_true (g_str_has_prefix (caption, "FOB "));
  g_assert_nonnull (strstr (caption, " · steady "));
  g_assert_true (strstr (caption, "(steady after ") != NULL || strstr (caption, "(not steady in ") != NULL);
  /* No read-back in the result: said so, in the Verify line's words. */
  g_assert_cmpstr (ds_bench_page_get_verify_text (page), ==, "nothing was read back.");
  ds_bench_result_free (result);

  g_settings_reset (settings, "bench-steady");
  g_settings_reset (settings, "bench-verify");
  ds_gui_test_close_window (window);
}

static gboolean
history_loaded (gpointer user_data)
{
  return ds_history_page_get_n_loads (DS_HISTORY_PAGE (user_data)) > 0;
}

/* An empty history says how to fill it and offers the import right there. */
static void
test_empty_history_offers_import (void)
{
  DsWindow *window = ds_gui_test_open_window (1100, 760);
  DsHistoryPage *history;
  GtkWidget *label, *button;

  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.history", NULL));
  history = ds_window_get_history_page (window);
  g_assert_true (ds_gui_test_wait (history_loaded, history, 10000));
  g_assert_cmpuint (ds_history_page_get_n_rows (history), ==, 0);
  ds_gui_test_settle (GTK_WIDGET (window), 200);
  label = ds_gui_test_find_label (GTK_WIDGET (history), "No Runs Yet");
  g_assert_nonnull (label);
  g_assert_true (gtk_widget_get_mapped (label));
  button = gtk_widget_get_ancestor (ds_gui_test_find_label (gtk_widget_get_ancestor (label, ADW_TYPE_STATUS_PAGE),
                                                            "_Import Runs"), GTK_TYPE_BUTTON);
  g_assert_nonnull (button);
  g_assert_true (gtk_widget_get_mapped (button));
  g_assert_cmpstr (gtk_actionable_get_action_name (GTK_ACTIONABLE (button)), ==, "history.import");
  g_assert_true (gtk_widget_is_sensitive (button));
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "history-empty"));
  ds_gui_test_close_window (window);
}

/* A toast dismissed while it is still appearing: libadwaita 1.2 would run
 * the end of its show animation on state its hide animation had freed (a
 * crash, or a fatal critical, with MALLOC_PERTURB_ as meson sets it). The
 * second toast appears with the longer "replace" animation because the
 * first is still hiding. */
static void
test_toast_dismissed_while_appearing (void)
{
  DsWindow *window = ds_gui_test_open_window (1100, 760);
  g_autoptr(AdwToast) first = NULL;
  AdwToast *second;
  guint wait;

  ds_window_add_toast (window, adw_toast_new ("Toast one of the test"));
  /* One waiting behind the first never appears once dismissed. */
  ds_window_add_toast (window, adw_toast_new ("Toast two of the test"));
  ds_gui_test_settle (GTK_WIDGET (window), 700);
  g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (window), "Toast one of the test"));
  g_assert_null (ds_gui_test_find_label (GTK_WIDGET (window), "Toast two of the test"));
  g_assert_cmpuint (ds_window_dismiss_toasts (window), ==, 0);
  second = adw_toast_new ("Toast three of the test");
  ds_window_add_toast (window, second);
  g_assert_true (ds_window_get_last_toast (window) == second);
  wait = ds_window_dismiss_toasts (window);
  /* It is dismissed once it has appeared, not now. */
  g_assert_cmpuint (wait, >, 0);
  g_assert_cmpuint (wait, <=, 600);
  g_assert_null (ds_window_get_last_toast (window));
  ds_gui_test_settle (GTK_WIDGET (window), wait + 1200);
  g_assert_null (ds_gui_test_find_label (GTK_WIDGET (window), "Toast two of the test"));
  g_assert_null (ds_gui_test_find_label (GTK_WIDGET (window), "Toast three of the test"));

  /* One that waited appears when the one before it times out, and is
   * then dismissed at once: it too goes only once it has appeared. */
  first = adw_toast_new ("Toast four of the test");
  ds_window_add_toast (window, g_object_ref (first));
  ds_window_add_toast (window, adw_toast_new ("Toast five of the test"));
  ds_gui_test_settle (GTK_WIDGET (window), 700);
  adw_toast_dismiss (first);
  g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (window), "Toast five of the test"));
  wait = ds_window_dismiss_toasts (window);
  g_assert_cmpuint (wait, >, 0);
  ds_gui_test_settle (GTK_WIDGET (window), wait + 1200);
  g_assert_null (ds_gui_test_find_label (GTK_WIDGET (window), "Toast five of the test"));
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
  /* The About window's icon is found from the build directory too (the
   * tests run uninstalled, with no icon theme of ours on the system). */
  {
    GtkWidget *about = GTK_WIDGET (find_toplevel (ADW_TYPE_ABOUT_WINDOW));
    GtkIconTheme *theme = gtk_icon_theme_get_for_display (gtk_widget_get_display (about));

    g_assert_cmpstr (adw_about_window_get_application_icon (ADW_ABOUT_WINDOW (about)), ==, APP_ID);
    g_assert_true (gtk_icon_theme_has_icon (theme, APP_ID));
  }
  gtk_window_destroy (find_toplevel (ADW_TYPE_ABOUT_WINDOW));
  ds_gui_test_close_window (window);
}

/* The targets of the items of @model (and its submenus) for @action. */
static void
collect_targets (GMenuModel *model,
                 const char *action,
                 GPtrArray  *targets)
{
  for (int i = 0; i < g_menu_model_get_n_items (model); i++)
    {
      g_autofree char *name = NULL;
      g_autoptr(GMenuModel) sub = NULL;
      g_autoptr(GMenuLinkIter) links = g_menu_model_iterate_item_links (model, i);

      if (g_menu_model_get_item_attribute (model, i, G_MENU_ATTRIBUTE_ACTION, "s", &name) &&
          g_str_equal (name, action))
        {
          GVariant *target = g_menu_model_get_item_attribute_value (model, i, G_MENU_ATTRIBUTE_TARGET, NULL);

          g_ptr_array_add (targets, target != NULL ? g_variant_dup_string (target, NULL) : NULL);
          g_clear_pointer (&target, g_variant_unref);
        }
      while (g_menu_link_iter_get_next (links, NULL, &sub))
        {
          collect_targets (sub, action, targets);
          g_clear_object (&sub);
        }
    }
}

static GMenuModel *
find_primary_menu (GtkWidget *root)
{
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GMenuModel *found = NULL;

      if (GTK_IS_MENU_BUTTON (child))
        {
          g_autoptr(GPtrArray) about = g_ptr_array_new_with_free_func (g_free);

          found = gtk_menu_button_get_menu_model (GTK_MENU_BUTTON (child));
          if (found != NULL)
            collect_targets (found, "app.about", about);
          if (found != NULL && about->len > 0)
            return found;
        }
      found = find_primary_menu (child);
      if (found != NULL)
        return found;
    }
  return NULL;
}

/* The primary menu sets settings through their actions: one Unit item per
 * unit of the shared enum, each selecting that unit everywhere, and the
 * virtual devices toggle. */
static void
test_menu_sets_settings (void)
{
  DsWindow *window = ds_gui_test_open_window (1100, 760);
  GActionGroup *app = G_ACTION_GROUP (ds_gui_test_application ());
  g_autoptr(GSettings) settings = g_settings_new (APP_ID);
  g_autoptr(GPtrArray) units = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GPtrArray) toggles = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GEnumClass) klass = g_type_class_ref (DS_TYPE_CHART_UNITS);
  GMenuModel *menu = find_primary_menu (GTK_WIDGET (window));

  g_assert_nonnull (menu);
  collect_targets (menu, "app.bench-unit", units);
  g_assert_cmpuint (units->len, ==, klass->n_values);
  for (guint i = 0; i < units->len; i++)
    {
      const char *nick = g_ptr_array_index (units, i);
      g_autofree char *now = NULL;
      g_autoptr(GVariant) state = NULL;

      g_assert_cmpstr (nick, ==, klass->values[i].value_nick);
      g_action_group_activate_action (app, "bench-unit", g_variant_new_string (nick));
      now = g_settings_get_string (settings, "bench-unit");
      g_assert_cmpstr (now, ==, nick);
      state = g_action_group_get_action_state (app, "bench-unit");
      g_assert_cmpstr (g_variant_get_string (state, NULL), ==, nick);
    }
  g_settings_reset (settings, "bench-unit");

  collect_targets (menu, "app.show-all-devices", toggles);
  g_assert_cmpuint (toggles->len, ==, 1);
  g_assert_false (g_settings_get_boolean (settings, "show-all-devices"));
  g_action_group_activate_action (app, "show-all-devices", NULL);
  g_assert_true (g_settings_get_boolean (settings, "show-all-devices"));
  g_settings_reset (settings, "show-all-devices");
  ds_gui_test_close_window (window);
}

static void
count_frame (GdkFrameClock *clock,
             gpointer       user_data)
{
  (*(guint *) user_data)++;
}

static gboolean
filtered_all (gpointer user_data)
{
  return !ds_history_page_is_sorting (DS_HISTORY_PAGE (user_data));
}

/* N small benchmarks (the fixture's first test and measured run) into the
 * test's history, in one import. */
static void
import_runs (guint n)
{
  g_autofree char *path = g_build_filename (g_getenv ("DS_FIXTURES"), "report", "bench-nvme.json", NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) run = NULL;
  g_autoptr(JsonNode) doc = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(DsHistoryStore) store = NULL;
  JsonObject *root = json_object_new ();
  JsonArray *runs = json_array_new ();
  JsonArray *tests, *measured;
  guint added = 0;

  g_assert_true (g_file_get_contents (path, &text, NULL, &error));
  run = ds_json_from_string (text, &error);
  g_assert_no_error (error);
  tests = ds_json_get_array (json_node_get_object (run), "tests");
  while (json_array_get_length (tests) > 1)
    json_array_remove_element (tests, 1);
  measured = ds_json_get_array (json_array_get_object_element (tests, 0), "runs");
  while (json_array_get_length (measured) > 1)
    json_array_remove_element (measured, 1);
  g_free (text);
  text = ds_json_to_string (run, FALSE);
  for (guint i = 0; i < n; i++)
    {
      /* A copy of its own (json_node_copy shares the object). */
      JsonNode *copy = ds_json_from_string (text, NULL);
      JsonObject *obj = json_node_get_object (copy);
      g_autofree char *uuid = g_strdup_printf ("%08x-0000-4000-8000-%012x", i, i);

      json_object_set_string_member (obj, "uuid", uuid);
      json_object_set_int_member (obj, "start", 1600000000 + (gint64) i * 60);
      json_object_set_int_member (obj, "end", 1600000000 + (gint64) i * 60 + 30);
      json_array_add_element (runs, copy);
    }
  json_object_set_string_member (root, "format", "drivescope-history");
  json_object_set_int_member (root, "version", 1);
  json_object_set_array_member (root, "runs", runs);
  json_node_take_object (doc, root);
  store = ds_history_store_open (g_getenv ("DRIVESCOPE_DB"), &error);
  g_assert_no_error (error);
  g_assert_true (ds_history_store_import_json (store, doc, &added, NULL, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (added, ==, n);
}

/* An idle window draws nothing: with animations on, no spinner left
 * running on a page nobody sees (the start-up page, History's loading
 * page) keeps the frame clock painting. Frames are counted for a second
 * after every page that has a spinner was built and left. */
static void
test_idle_window_draws_no_frames (void)
{
  g_autoptr(GPtrArray) drives = expected_drives ();
  const DsDrive *first = g_ptr_array_index (drives, 0);
  DsWindow *window;
  DsHistoryPage *global;
  GdkFrameClock *clock;
  DsDriveView *view;
  guint frames = 0;
  gulong handler;

  import_runs (DS_HISTORY_PAGE_INCREMENTAL_ROWS + 1);
  window = ds_gui_test_open_window (1100, 760);
  global = ds_window_get_history_page (window);
  g_object_set (gtk_settings_get_default (), "gtk-enable-animations", TRUE, NULL);
  g_assert_true (ds_gui_test_wait (history_read, global, 10000));
  /* A long History filters a few milliseconds at a time, never holding the
   * main loop for the whole list (tests/bench/window times it at 100 000). */
  g_assert_true (ds_history_page_is_incremental (global));
  g_assert_true (ds_gui_test_wait (filtered_all, global, 10000));
  g_assert_cmpuint (ds_history_page_get_n_rows (global), ==, DS_HISTORY_PAGE_INCREMENTAL_ROWS + 1);
  g_assert_true (ds_window_select_drive (window, first->name));
  view = ds_window_get_drive_view (window, first->name);
  g_assert_nonnull (view);
  ds_drive_view_show_page (view, "history");
  g_assert_true (ds_gui_test_wait (history_read, ds_drive_view_get_history_page (view), 10000));
  ds_drive_view_show_page (view, "overview");
  /* Whatever was on its way (a crossfade, a toast) ends in well under this. */
  ds_gui_test_settle (GTK_WIDGET (window), 1500);
  clock = gtk_widget_get_frame_clock (GTK_WIDGET (window));
  g_assert_nonnull (clock);
  handler = g_signal_connect (clock, "after-paint", G_CALLBACK (count_frame), &frames);
  {
    gint64 end = g_get_monotonic_time () + G_USEC_PER_SEC;

    while (g_get_monotonic_time () < end)
      g_main_context_iteration (NULL, FALSE) || (g_usleep (1000), TRUE);
  }
  g_signal_handler_disconnect (clock, handler);
  g_test_message ("frames drawn in 1 s of idle: %u", frames);
  /* A frame or two may be owed to the last change; a spinner costs 60. */
  g_assert_cmpuint (frames, <=, 2);
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
      g_test_add_func ("/ds/gui/window/tab-moves-focus-without-navigating", test_tab_does_not_navigate);
      g_test_add_func ("/ds/gui/window/alt-numbers-follow-the-tabs", test_alt_numbers_follow_tabs);
      g_test_add_func ("/ds/gui/window/dark-style", test_dark_style);
      g_test_add_func ("/ds/gui/window/pages-fit-360-px", test_pages_fit_360);
      g_test_add_func ("/ds/gui/window/bench-sizes-from-16-mib", test_bench_sizes_from_16_mib);
      g_test_add_func ("/ds/gui/window/bench-steady-and-verify", test_bench_steady_and_verify);
      g_test_add_func ("/ds/gui/window/empty-history-offers-import", test_empty_history_offers_import);
      g_test_add_func ("/ds/gui/window/toast-dismissed-while-appearing", test_toast_dismissed_while_appearing);
      g_test_add_func ("/ds/gui/window/menu-shortcuts-and-about", test_menu_windows);
      g_test_add_func ("/ds/gui/window/history-read-when-shown", test_history_read_when_shown);
      g_test_add_func ("/ds/gui/window/menu-sets-settings-through-actions", test_menu_sets_settings);
      g_test_add_func ("/ds/gui/window/idle-window-draws-no-frames", test_idle_window_draws_no_frames);
    }
  else
    g_test_add_func ("/ds/gui/window/real-machine-matches-core", test_real_machine);
  return g_test_run ();
}
