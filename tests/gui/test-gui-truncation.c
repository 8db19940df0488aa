/* test-gui-truncation.c — nothing a user needs is cut at 1000 px (issue 15,
 * item 7), in English and (with --language ru) in Russian
 *
 * A generated history (tests/history/history-tool generate: ten drives,
 * benchmarks and thermal runs) in the History at 1000 px: the Drive, Kind
 * and Result cells are whole and on screen, and so is the Status column. The
 * sidebar of the RAID 0 fixture (two identical members) tells its drives
 * apart, and no drive name is cut.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <locale.h>
#include <string.h>

#include "ds-drive-row.h"
#include "ds-gui-test.h"
#include "ds-run-list.h"
#include "ds-run-row.h"

static const char *language = "en";

static gboolean
history_loaded (gpointer user_data)
{
  return ds_history_page_get_n_rows (DS_HISTORY_PAGE (user_data)) > 0;
}

static gboolean
is_ellipsized (GtkWidget *widget)
{
  return GTK_IS_LABEL (widget) && gtk_label_get_ellipsize (GTK_LABEL (widget)) != PANGO_ELLIPSIZE_NONE &&
         pango_layout_is_ellipsized (gtk_label_get_layout (GTK_LABEL (widget)));
}

/* Visible, mapped labels under @root that are cut short; the first few
 * named. */
static guint
count_cut (GtkWidget *root,
           GString   *names)
{
  guint n = 0;

  if (!gtk_widget_get_mapped (root))
    return 0;
  if (is_ellipsized (root))
    {
      if (names->len < 400)
        g_string_append_printf (names, " “%s”", gtk_label_get_label (GTK_LABEL (root)));
      n++;
    }
  /* A History row draws its cells itself. */
  if (DS_IS_RUN_ROW (root) && ds_run_row_get_n_cut (DS_RUN_ROW (root)) > 0)
    {
      if (names->len < 400)
        for (guint c = 0; c < 7; c++)
          g_string_append_printf (names, " “%s”", ds_run_row_get_text (DS_RUN_ROW (root), c));
      n += ds_run_row_get_n_cut (DS_RUN_ROW (root));
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    n += count_cut (child, names);
  return n;
}

/* The right edge, in window coordinates, of the run list's header
 * title @title; -1 when there is none. */
static double
header_right_edge (GtkWidget  *root,
                   GtkWidget  *window,
                   const char *title)
{
  if (GTK_IS_LABEL (root) && g_strcmp0 (gtk_label_get_label (GTK_LABEL (root)), title) == 0)
    {
      graphene_rect_t bounds;
      GtkWidget *header = gtk_widget_get_parent (root);

      g_assert_true (gtk_widget_compute_bounds (header, window, &bounds));
      return bounds.origin.x + bounds.size.width;
    }
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL; child = gtk_widget_get_next_sibling (child))
    {
      double edge = header_right_edge (child, window, title);

      if (edge >= 0)
        return edge;
    }
  return -1;
}

static void
generate_history (void)
{
  g_autofree char *tool = g_build_filename (g_getenv ("DS_BUILD_DIR"), "tests", "history-tool", NULL);
  const char *argv[] = { tool, "generate", g_getenv ("DRIVESCOPE_DB"), "60", "0", NULL };
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_assert_nonnull (g_getenv ("DRIVESCOPE_DB"));
  g_assert_true (g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL, NULL, &status, &error));
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
}

static void
test_history_columns_fit (void)
{
  DsWindow *window;
  DsHistoryPage *history;
  GtkWidget *columns;
  g_autoptr(GString) cut = g_string_new (NULL);
  g_autofree char *shot = g_strdup_printf ("history-1000-%s", language);
  int width;
  double status_edge, result_edge;
  guint n_cut;

  generate_history ();
  window = ds_gui_test_open_window (1000, 700);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (window), "win.history", NULL));
  history = ds_window_get_history_page (window);
  g_assert_true (ds_gui_test_wait (history_loaded, history, 20000));
  ds_gui_test_settle (GTK_WIDGET (window), 500);
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), shot));
  width = gtk_widget_get_width (GTK_WIDGET (window));
  g_assert_cmpint (width, <=, 1000);

  columns = ds_gui_test_find_widget (GTK_WIDGET (history), DS_TYPE_RUN_LIST);
  g_assert_nonnull (columns);
  g_assert_nonnull (ds_gui_test_find_widget (columns, DS_TYPE_RUN_ROW));
  n_cut = count_cut (columns, cut);
  g_test_message ("%s: %u cells cut:%s", language, n_cut, cut->str);
  g_assert_cmpuint (n_cut, ==, 0);
  /* The column's title as the page shows it, in the language asked for. */
  status_edge = header_right_edge (columns, GTK_WIDGET (window), _("Status"));
  g_test_message ("%s: Status column ends at %.0f px of %d", language, status_edge, width);
  g_assert_cmpfloat (status_edge, >, 0);
  g_assert_cmpfloat (status_edge, <=, width);
  /* The columns before Result end before it, so Result ending on screen
   * puts Date, Status, Kind, Drive and Result all there. */
  result_edge = header_right_edge (columns, GTK_WIDGET (window), _("Result (read / write)"));
  g_test_message ("%s: Result column ends at %.0f px of %d", language, result_edge, width);
  g_assert_cmpfloat (result_edge, >, status_edge);
  g_assert_cmpfloat (result_edge, <=, width);
  ds_gui_test_close_window (window);
}

/* Two identical RAID members and the array: every sidebar name is whole,
 * and no two rows read the same. */
static void
test_sidebar_tells_drives_apart (void)
{
  DsWindow *window = ds_gui_test_open_window (1000, 700);
  GtkListBox *list = ds_window_get_drive_list (window);
  g_autoptr(GPtrArray) texts = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *shot = g_strdup_printf ("sidebar-1000-%s", language);

  ds_gui_test_settle (GTK_WIDGET (window), 300);
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), shot));
  for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (list)); child; child = gtk_widget_get_next_sibling (child))
    {
      DsDriveRow *row;
      char *text;

      if (!DS_IS_DRIVE_ROW (child))
        continue;
      row = DS_DRIVE_ROW (child);
      text = g_strdup_printf ("%s · %s", ds_drive_row_get_title (row), ds_drive_row_get_subtitle (row));
      g_test_message ("sidebar: %s", text);
      g_assert_false (is_ellipsized (GTK_WIDGET (ds_drive_row_get_title_label (row))));
      /* The subtitle carries what tells twins apart. */
      for (GtkWidget *w = gtk_widget_get_next_sibling (GTK_WIDGET (ds_drive_row_get_title_label (row))); w != NULL;
           w = gtk_widget_get_next_sibling (w))
        g_assert_false (is_ellipsized (w));
      for (guint i = 0; i < texts->len; i++)
        g_assert_cmpstr (g_ptr_array_index (texts, i), !=, text);
      g_ptr_array_add (texts, text);
      ds_drive_row_set_busy (row, TRUE);
    }
  g_assert_cmpuint (texts->len, >=, 3);
  /* Smaller (issue 29): a test running on a drive shows its spinner
   * without taking the names' room: no row wraps onto another line. */
  ds_gui_test_settle (GTK_WIDGET (window), 200);
  {
    g_autofree char *busy_shot = g_strdup_printf ("sidebar-busy-%s", language);

    g_free (ds_gui_test_screenshot (GTK_WIDGET (window), busy_shot));
  }
  {
    g_autoptr(GArray) heights = g_array_new (FALSE, FALSE, sizeof (int));
    guint k = 0;

    for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (list)); child; child = gtk_widget_get_next_sibling (child))
      if (DS_IS_DRIVE_ROW (child))
        {
          int h = gtk_widget_get_height (child);

          GtkWidget *spinner = ds_gui_test_find_widget (child, GTK_TYPE_SPINNER);
          graphene_rect_t where;

          g_assert_true (ds_drive_row_get_busy (DS_DRIVE_ROW (child)));
          /* drawn, over the icon */
          g_assert_true (gtk_widget_get_mapped (spinner));
          g_assert_true (gtk_widget_compute_bounds (spinner, child, &where));
          g_test_message ("spinner at %.0f,%.0f %.0fx%.0f", where.origin.x, where.origin.y, where.size.width, where.size.height);
          g_assert_cmpfloat (where.size.width, >=, 16);
          g_array_append_val (heights, h);
          ds_drive_row_set_busy (DS_DRIVE_ROW (child), FALSE);
        }
    ds_gui_test_settle (GTK_WIDGET (window), 200);
    for (GtkWidget *child = gtk_widget_get_first_child (GTK_WIDGET (list)); child; child = gtk_widget_get_next_sibling (child))
      if (DS_IS_DRIVE_ROW (child))
        {
          g_test_message ("row %u: %d px busy, %d px idle", k, g_array_index (heights, int, k), gtk_widget_get_height (child));
          g_assert_cmpint (g_array_index (heights, int, k), ==, gtk_widget_get_height (child));
          k++;
        }
  }
  ds_gui_test_close_window (window);
}

int
main (int   argc,
      char *argv[])
{
  ds_gui_test_setup_environment (&argc, &argv);
  for (int i = 1; i + 1 < argc; i++)
    if (g_str_equal (argv[i], "--language"))
      {
        language = argv[i + 1];
        memmove (argv + i, argv + i + 2, (argc - i - 1) * sizeof (char *));
        argc -= 2;
        break;
      }
  /* As the program does (main.c), in the language asked for, with the
   * build's catalogues. */
  g_setenv ("LANGUAGE", language, TRUE);
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  setlocale (LC_ALL, "");
  {
    g_autofree char *localedir = g_build_filename (g_getenv ("DS_BUILD_DIR"), "po", NULL);

    bindtextdomain (GETTEXT_PACKAGE, localedir);
  }
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  textdomain (GETTEXT_PACKAGE);
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ds/gui/truncation/sidebar-tells-drives-apart", test_sidebar_tells_drives_apart);
  g_test_add_func ("/ds/gui/truncation/history-columns-fit-1000px", test_history_columns_fit);
  return g_test_run ();
}
