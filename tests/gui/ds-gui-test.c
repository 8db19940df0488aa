/* ds-gui-test.c — driving the real Drivescope window in a test under Xvfb
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "ds-drive-list.h"
#include "ds-gui-test.h"
#include "ds-sysroot.h"

static char *tmpdir;
static char *sysroot;
static DsApplication *application;

static void
remove_tmpdir (void)
{
  const char *argv[] = { "rm", "-rf", tmpdir, NULL };

  if (tmpdir != NULL)
    g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, NULL, NULL);
}

void
ds_gui_test_setup_environment (int    *argc,
                               char ***argv)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *db = NULL;
  g_autofree char *data = NULL;
  g_autofree char *config = NULL;

  tmpdir = g_dir_make_tmp ("drivescope-gui-XXXXXX", &error);
  g_assert_no_error (error);
  atexit (remove_tmpdir);

  if (*argc >= 3 && g_strcmp0 ((*argv)[1], "--sysroot") == 0)
    {
      const char *fixture = (*argv)[2];
      g_autofree char *source = g_path_is_absolute (fixture)
        ? g_strdup (fixture)
        : g_build_filename (g_getenv ("DS_FIXTURES"), fixture, NULL);
      const char *cp[] = { "cp", "-a", source, NULL, NULL };
      int status = 0;

      sysroot = g_build_filename (tmpdir, "sysroot", NULL);
      cp[3] = sysroot;
      g_assert_true (g_file_test (source, G_FILE_TEST_IS_DIR));
      g_spawn_sync (NULL, (char **) cp, NULL, G_SPAWN_SEARCH_PATH, NULL, NULL, NULL, NULL, &status, &error);
      g_assert_no_error (error);
      g_assert_true (g_spawn_check_wait_status (status, NULL));
      g_setenv ("DRIVESCOPE_SYSROOT", sysroot, TRUE);
      g_setenv ("DRIVESCOPE_SYSROOT_FIXTURE", fixture, TRUE);
      for (int i = 3; i <= *argc; i++)
        (*argv)[i - 2] = (*argv)[i];
      *argc -= 2;
    }
  else
    g_unsetenv ("DRIVESCOPE_SYSROOT");
  ds_sysroot_reset ();

  db = g_build_filename (tmpdir, "history.db", NULL);
  data = g_build_filename (tmpdir, "data", NULL);
  config = g_build_filename (tmpdir, "config", NULL);
  g_setenv ("DRIVESCOPE_DB", db, TRUE);
  g_setenv ("XDG_DATA_HOME", data, TRUE);
  g_setenv ("XDG_CONFIG_HOME", config, TRUE);
  {
    /* The drive monitor's state folder (its skipped drives). */
    g_autofree char *state = g_build_filename (tmpdir, "state", NULL);

    g_setenv ("XDG_STATE_HOME", state, TRUE);
  }
  g_setenv ("GSETTINGS_BACKEND", "memory", TRUE);
  g_setenv ("GSK_RENDERER", "cairo", FALSE);
  g_setenv ("GDK_BACKEND", "x11", FALSE);
  g_setenv ("NO_AT_BRIDGE", "1", TRUE);
  g_setenv ("ADW_DISABLE_PORTAL", "1", TRUE);
  /* The schema compiled in the build tree. */
  if (g_getenv ("GSETTINGS_SCHEMA_DIR") == NULL && g_getenv ("DS_BUILD_DIR") != NULL)
    {
      g_autofree char *schemas = g_build_filename (g_getenv ("DS_BUILD_DIR"), "data", NULL);

      g_setenv ("GSETTINGS_SCHEMA_DIR", schemas, TRUE);
    }
}

const char *
ds_gui_test_sysroot (void)
{
  return sysroot;
}

const char *
ds_gui_test_tmpdir (void)
{
  return tmpdir;
}

char *
ds_gui_test_make_work_dir (void)
{
  char *dir = g_build_filename (tmpdir, "work", NULL);

  g_mkdir_with_parents (dir, 0700);
  return dir;
}

int
ds_gui_test_run (DsWindow **window)
{
  int status = g_test_run ();

  if (*window != NULL)
    ds_gui_test_close_window (*window);
  return status;
}

DsApplication *
ds_gui_test_application (void)
{
  g_autoptr(GError) error = NULL;

  if (application != NULL)
    return application;
  application = ds_application_new (G_APPLICATION_NON_UNIQUE);
  g_application_register (G_APPLICATION (application), NULL, &error);
  g_assert_no_error (error);
  /* Keep the application alive between windows. */
  g_application_hold (G_APPLICATION (application));
  return application;
}

static gboolean
first_scan_done (gpointer user_data)
{
  return g_strcmp0 (ds_window_get_content_name (DS_WINDOW (user_data)), "loading") != 0;
}

/* The tests run under GSK_RENDERER=gl (GTK's default on X11; Mesa's
 * llvmpipe under Xvfb) and under cairo: a window that silently fell back to
 * another renderer than the one asked for would test the wrong thing. */
static void
check_renderer (DsWindow *window)
{
  const char *asked = g_getenv ("GSK_RENDERER");
  GskRenderer *renderer = gtk_native_get_renderer (GTK_NATIVE (window));
  g_autofree char *type = g_ascii_strdown (G_OBJECT_TYPE_NAME (renderer), -1);
  g_autofree char *want = g_strdup_printf ("gsk%srenderer", asked);

  g_assert_nonnull (asked);
  if (g_strcmp0 (type, want) != 0)
    g_error ("GSK_RENDERER=%s asks for the %s renderer, but the window got %s",
             asked, asked, G_OBJECT_TYPE_NAME (renderer));
}

DsWindow *
ds_gui_test_open_window (int width,
                         int height)
{
  DsApplication *app = ds_gui_test_application ();
  DsWindow *window = ds_window_new (GTK_APPLICATION (app));

  gtk_window_set_default_size (GTK_WINDOW (window), width, height);
  gtk_window_present (GTK_WINDOW (window));
  check_renderer (window);
  g_assert_true (ds_gui_test_wait (first_scan_done, window, 10000));
  ds_gui_test_settle (GTK_WIDGET (window), 100);
  return window;
}

void
ds_gui_test_close_window (DsWindow *window)
{
  gtk_window_destroy (GTK_WINDOW (window));
  ds_gui_test_settle (NULL, 50);
}

gboolean
ds_gui_test_wait (DsTestCondition condition,
                  gpointer        user_data,
                  guint           timeout_ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) timeout_ms * 1000;

  while (!condition (user_data))
    {
      if (g_get_monotonic_time () > end)
        return FALSE;
      if (!g_main_context_iteration (NULL, FALSE))
        g_usleep (2000);
    }
  return TRUE;
}

gboolean
ds_gui_test_run_page_stopped (gpointer page)
{
  return !ds_run_page_is_running (DS_RUN_PAGE (page));
}

gboolean
ds_gui_test_run_page_saved (gpointer page)
{
  return ds_gui_test_run_page_stopped (page) && ds_run_page_get_saved_run (DS_RUN_PAGE (page)) != 0;
}

typedef struct
{
  DsHistoryPage *history;
  guint          n;
  const char    *view;
} HistoryWait;

static gboolean
history_has_rows (gpointer user_data)
{
  HistoryWait *w = user_data;

  return ds_history_page_get_n_rows (w->history) >= w->n;
}

static gboolean
history_shows_view (gpointer user_data)
{
  HistoryWait *w = user_data;

  return g_strcmp0 (ds_history_page_get_view (w->history), w->view) == 0;
}

gboolean
ds_gui_test_wait_history_rows (DsHistoryPage *history,
                               guint          n,
                               guint          timeout_ms)
{
  HistoryWait w = { history, n, NULL };

  return ds_gui_test_wait (history_has_rows, &w, timeout_ms);
}

gboolean
ds_gui_test_wait_history_view (DsHistoryPage *history,
                               const char    *view,
                               guint          timeout_ms)
{
  HistoryWait w = { history, 0, view };

  return ds_gui_test_wait (history_shows_view, &w, timeout_ms);
}

DsHistoryRun *
ds_gui_test_stored_run (gint64 id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHistoryStore) store = ds_history_store_open (NULL, &error);
  DsHistoryRun *run;

  g_assert_no_error (error);
  run = ds_history_store_get_run (store, id, &error);
  g_assert_no_error (error);
  return run;
}

static void
on_after_paint (GdkFrameClock *clock,
                gboolean      *painted)
{
  *painted = TRUE;
}

static gboolean
is_true (gpointer user_data)
{
  return *(gboolean *) user_data;
}

void
ds_gui_test_settle (GtkWidget *widget,
                    guint      ms)
{
  gint64 end = g_get_monotonic_time () + (gint64) ms * 1000;
  GdkFrameClock *clock;
  gboolean painted = FALSE;
  gulong id;

  while (g_get_monotonic_time () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (2000);
  if (widget == NULL || (clock = gtk_widget_get_frame_clock (widget)) == NULL)
    return;
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), &painted);
  gtk_widget_queue_draw (widget);
  ds_gui_test_wait (is_true, &painted, 2000);
  g_signal_handler_disconnect (clock, id);
}

char *
ds_gui_test_screenshot (GtkWidget  *widget,
                        const char *name)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GdkPaintable) paintable = NULL;
  g_autoptr(GskRenderNode) node = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  g_autofree char *dir = NULL;
  g_autofree char *file = NULL;
  g_autofree char *path = NULL;
  GtkSnapshot *snapshot;
  GskRenderer *renderer;
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);

  g_assert_cmpint (width, >, 0);
  g_assert_cmpint (height, >, 0);
  if (DS_IS_WINDOW (widget))
    {
      guint wait = ds_window_dismiss_toasts (DS_WINDOW (widget));

      ds_gui_test_settle (widget, wait + 400);
    }

  paintable = gtk_widget_paintable_new (widget);
  snapshot = gtk_snapshot_new ();
  gdk_paintable_snapshot (paintable, GDK_SNAPSHOT (snapshot), width, height);
  node = gtk_snapshot_free_to_node (snapshot);
  g_assert_nonnull (node);
  renderer = gtk_native_get_renderer (gtk_widget_get_native (widget));
  texture = gsk_renderer_render_texture (renderer, node, &GRAPHENE_RECT_INIT (0, 0, width, height));

  dir = g_build_filename (g_getenv ("DS_BUILD_DIR") ? g_getenv ("DS_BUILD_DIR") : ".", "screenshots", NULL);
  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  file = g_strconcat (name, ".png", NULL);
  path = g_build_filename (dir, file, NULL);
  g_assert_true (gdk_texture_save_to_png (texture, path));
  g_test_message ("screenshot: %s (%d × %d)", path, width, height);
  return g_steal_pointer (&path);
}

GtkWidget *
ds_gui_test_find_widget (GtkWidget *root,
                         GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ds_gui_test_find_widget (child, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
ds_gui_test_find_label (GtkWidget  *root,
                        const char *text)
{
  if (GTK_IS_LABEL (root) && strstr (gtk_label_get_label (GTK_LABEL (root)), text) != NULL)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root);
       child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = ds_gui_test_find_label (child, text);

      if (found != NULL)
        return found;
    }
  return NULL;
}

GtkWidget *
ds_gui_test_find_row (GtkWidget  *root,
                      GType       type,
                      const char *title)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type) &&
      g_str_has_prefix (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (root)), title))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = ds_gui_test_find_row (c, type, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static char *drive_name;

const char *
ds_gui_test_drive_name (void)
{
  return drive_name;
}

DsDriveView *
ds_gui_test_drive_view (DsWindow   **window,
                        const char  *dir,
                        int          width,
                        int          height,
                        const char  *page)
{
  DsDriveView *view;

  if (*window == NULL)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(GPtrArray) drives = ds_drive_list_enumerate (DS_ENUM_FLAGS_NONE, &error);
      DsDrive *drive;

      g_assert_no_error (error);
      drive = ds_drive_list_find_by_path (drives, dir, NULL);
      if (drive == NULL && drives->len > 0)
        drive = g_ptr_array_index (drives, 0);
      if (drive == NULL)
        return NULL;
      g_free (drive_name);
      drive_name = g_strdup (drive->name);
      *window = ds_gui_test_open_window (width, height);
    }
  g_assert_true (ds_window_select_drive (*window, drive_name));
  view = ds_window_get_drive_view (*window, drive_name);
  g_assert_nonnull (view);
  ds_drive_view_show_page (view, page);
  return view;
}

gboolean
ds_gui_test_press_shortcut (GtkWidget       *widget,
                            guint            keyval,
                            GdkModifierType  mods)
{
  g_autoptr(GListModel) controllers = gtk_widget_observe_controllers (widget);

  for (guint i = 0; i < g_list_model_get_n_items (controllers); i++)
    {
      g_autoptr(GObject) controller = g_list_model_get_item (controllers, i);

      if (!GTK_IS_SHORTCUT_CONTROLLER (controller))
        continue;
      for (guint j = 0; j < g_list_model_get_n_items (G_LIST_MODEL (controller)); j++)
        {
          g_autoptr(GtkShortcut) shortcut = g_list_model_get_item (G_LIST_MODEL (controller), j);
          GtkShortcutTrigger *trigger = gtk_shortcut_get_trigger (shortcut);

          if (GTK_IS_KEYVAL_TRIGGER (trigger) &&
              gtk_keyval_trigger_get_keyval (GTK_KEYVAL_TRIGGER (trigger)) == keyval &&
              gtk_keyval_trigger_get_modifiers (GTK_KEYVAL_TRIGGER (trigger)) == mods)
            return gtk_shortcut_action_activate (gtk_shortcut_get_action (shortcut), 0, widget,
                                                 gtk_shortcut_get_arguments (shortcut));
        }
    }
  return FALSE;
}
