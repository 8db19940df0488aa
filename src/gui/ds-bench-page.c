/* ds-bench-page.c — the Benchmark page of one drive
 *
 * The CrystalDiskMark layout: an "All" button and one button per test row,
 * Read / Write (and Mix) columns of large numbers, the settings in a header.
 * A run freezes the settings into a DsBenchTask (worker thread); its
 * progress arrives through one low-priority idle at a time. Afterwards each
 * cell has a popover of percentiles, and the run is saved to the history,
 * can be copied as text, saved as an image or an HTML report.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ds-application.h"
#include "ds-bench-page-private.h"
#include "ds-drive-list.h"
#include "ds-error.h"
#include "ds-format.h"
#include "ds-history-jobs.h"
#include "ds-preferences-window.h"
#include "ds-window.h"


G_DEFINE_FINAL_TYPE (DsBenchPage, ds_bench_page, ADW_TYPE_BIN)

enum { PROP_0, PROP_RUNNING, N_PROPS };
static GParamSpec *properties[N_PROPS];

static DsBenchUnit
current_unit (DsBenchPage *self)
{
  return (DsBenchUnit) gtk_drop_down_get_selected (self->unit_dropdown);
}

static const char *
current_profile (DsBenchPage *self)
{
  guint i = gtk_drop_down_get_selected (self->profile_dropdown);

  return i < ds_n_bench_profiles ? ds_bench_profiles[i].nick : "default";
}

static DsBenchCell *
cell_at (DsBenchPage *self,
         guint        row,
         DsIoMode  mode)
{
  guint i = row * N_MODES + (guint) mode;

  if (self->cells == NULL || i >= self->cells->len)
    return NULL;
  return g_ptr_array_index (self->cells, i);
}

static DsBenchCell *
find_cell (DsBenchPage       *self,
           const DsBenchSpec *spec,
           DsIoMode        mode)
{
  for (guint r = 0; r < self->specs->len; r++)
    {
      const DsBenchSpec *s = &g_array_index (self->specs, DsBenchSpec, r);

      if (s->pattern == spec->pattern && s->block_size == spec->block_size &&
          s->queue_depth == spec->queue_depth && s->threads == spec->threads)
        return cell_at (self, r, mode);
    }
  return NULL;
}

static void
show_result (DsBenchPage         *self,
             const DsBenchResult *result)
{
  for (guint i = 0; i < result->tests->len; i++)
    {
      const DsBenchTestResult *test = g_ptr_array_index (result->tests, i);
      DsBenchCell *cell = find_cell (self, &test->spec, test->mode);

      if (cell != NULL && test->runs->len > 0)
        ds_bench_cell_set_result (cell, test, current_unit (self));
    }
}

static void
label_headers (DsBenchPage *self)
{
  for (guint m = 0; m < N_MODES; m++)
    {
      g_autofree char *title = NULL;

      if (self->headers[m] == NULL)
        continue;
      /* TRANSLATORS: a column heading: "Read (MB/s)" */
      title = g_strdup_printf (_("%s (%s)"),
                               _(g_object_get_data (G_OBJECT (self->headers[m]), "mode-title")),
                               ds_bench_unit_label (current_unit (self)));
      gtk_label_set_label (self->headers[m], title);
    }
}

/* The column heading of @mode (tests). */
const char *
ds_bench_page_get_header (DsBenchPage *self,
                          DsIoMode  mode)
{
  g_return_val_if_fail (DS_IS_BENCH_PAGE (self), NULL);
  g_return_val_if_fail ((guint) mode < N_MODES, NULL);
  return self->headers[mode] != NULL ? gtk_label_get_label (self->headers[mode]) : NULL;
}

GtkEditable *
ds_bench_page_get_comment_entry (DsBenchPage *self)
{
  g_return_val_if_fail (DS_IS_BENCH_PAGE (self), NULL);
  return GTK_EDITABLE (self->comment_entry);
}

static void
rebuild_grid (DsBenchPage *self)
{
  const char *const *tests = ds_bench_profile_tests (current_profile (self));
  gboolean mix = gtk_check_button_get_active (self->mix_check);
  const DsIoMode modes[N_MODES] = { DS_IO_MODE_READ, DS_IO_MODE_WRITE, DS_IO_MODE_MIX };
  static const char *const mode_titles[N_MODES] = { N_("Read"), N_("Write"), N_("Mix") };
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->grid))) != NULL)
    {
      if (child == GTK_WIDGET (self->all_button))
        {
          g_object_ref (child);
          gtk_grid_remove (self->grid, child);
          continue;
        }
      gtk_grid_remove (self->grid, child);
    }
  g_array_set_size (self->specs, 0);
  g_ptr_array_set_size (self->cells, 0);
  g_ptr_array_set_size (self->row_buttons, 0);
  self->active_cell = NULL;

  gtk_grid_attach (self->grid, GTK_WIDGET (self->all_button), 0, 0, 1, 1);
  g_object_unref (self->all_button);
  self->layout_stale = FALSE;
  for (guint m = 0; m < N_MODES; m++)
    {
      GtkWidget *label;

      self->headers[m] = NULL;
      if (modes[m] == DS_IO_MODE_MIX && !mix)
        continue;
      label = gtk_label_new (NULL);
      g_object_set_data (G_OBJECT (label), "mode-title", (gpointer) mode_titles[m]);
      self->headers[m] = GTK_LABEL (label);
      gtk_widget_add_css_class (label, "heading");
      gtk_label_set_xalign (GTK_LABEL (label), 1.0f);
      gtk_widget_set_margin_end (label, 8);
      gtk_grid_attach (self->grid, label, (int) m + 1, 0, 1, 1);
    }
  label_headers (self);

  for (guint r = 0; tests != NULL && tests[r] != NULL; r++)
    {
      DsBenchSpec spec;
      g_autofree char *name = NULL;
      g_autofree char *tooltip = NULL;
      GtkWidget *button;

      if (!ds_bench_spec_parse (tests[r], &spec, NULL))
        continue;
      g_array_append_val (self->specs, spec);
      name = g_strdup (tests[r]);
      g_strdelimit (name, " ", '\n');
      button = gtk_button_new_with_label (name);
      /* TRANSLATORS: tooltip of a test row's button: "Run SEQ1M Q8T1 only" */
      tooltip = g_strdup_printf (_("Run %s only"), tests[r]);
      gtk_widget_set_tooltip_text (button, tooltip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (button), GTK_ACCESSIBLE_PROPERTY_LABEL, tooltip, -1);
      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "bench.run-test");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "u", self->specs->len - 1);
      gtk_widget_add_css_class (button, "ds-test-button");
      gtk_grid_attach (self->grid, button, 0, (int) self->specs->len, 1, 1);
      g_ptr_array_add (self->row_buttons, button);

      for (guint m = 0; m < N_MODES; m++)
        {
          GtkWidget *cell = NULL;

          if (modes[m] != DS_IO_MODE_MIX || mix)
            {
              cell = ds_bench_cell_new (&spec, modes[m]);
              gtk_grid_attach (self->grid, cell, (int) m + 1, (int) self->specs->len, 1, 1);
            }
          g_ptr_array_add (self->cells, cell);
        }
    }
  if (self->last_result != NULL)
    show_result (self, self->last_result);
}

static void
update_folder_row (DsBenchPage *self)
{
  /* A folder name is not markup ("R&D"). */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self->folder_row), FALSE);
  adw_action_row_set_subtitle (self->folder_row,
                               self->dir ? self->dir : _("This drive has no writable mounted filesystem: choose a folder on it"));
}

static void
update_sensitivity (DsBenchPage *self)
{
  gboolean running = ds_bench_page_is_running (self);

  if (running != self->was_running)
    {
      self->was_running = running;
      g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_RUNNING]);
    }

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "bench.run-all", !running && self->dir != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "bench.run-test", !running && self->dir != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "bench.stop", running);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "bench.choose-folder", !running);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "bench.copy", !running && self->last_result != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "bench.save-image", !running && self->last_result != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "bench.save-report", !running && self->last_result != NULL);
  gtk_widget_set_sensitive (GTK_WIDGET (self->profile_dropdown), !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->size_dropdown), !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->runs_spin), !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->pattern_dropdown), !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->mix_check), !running);
  gtk_widget_set_visible (self->run_box, running || self->task != NULL);
  gtk_widget_set_visible (self->stop_button, running);
}


static void
on_task_progress (DsBenchTask *task,
                  DsBenchPage *self)
{
  DsBenchProgress p;
  DsBenchCell *cell;
  g_autofree char *spec = NULL;
  g_autofree char *status = NULL;

  if (!ds_bench_task_get_progress (task, &p))
    return;
  gtk_progress_bar_set_fraction (self->overall_progress, CLAMP (p.fraction, 0.0, 1.0));
  cell = find_cell (self, &p.spec, p.mode);
  if (cell != self->active_cell && self->active_cell != NULL)
    ds_bench_cell_set_waiting (self->active_cell);
  self->active_cell = cell;
  if (cell != NULL && p.phase != DS_BENCH_PHASE_PREPARE && p.phase != DS_BENCH_PHASE_INTERVAL)
    ds_bench_cell_set_live (cell, p.live_mbps, p.phase == DS_BENCH_PHASE_MEASURE ? p.phase_fraction : 0.0,
                            current_unit (self));

  spec = ds_bench_spec_to_string (&p.spec);
  if (p.phase == DS_BENCH_PHASE_PREPARE)
    status = g_strdup_printf (_("%s: %.0f %%"), ds_bench_phase_to_string (p.phase), p.phase_fraction * 100.0);
  else if (p.run > 0)
    /* TRANSLATORS: "SEQ1M Q8T1 read · run 2 of 5 · measuring" */
    status = g_strdup_printf (_("%s %s · run %u of %u · %s"), spec, ds_io_mode_to_string (p.mode),
                              p.run, p.runs, ds_bench_phase_to_string (p.phase));
  else
    status = g_strdup_printf (_("%s %s · %s"), spec, ds_io_mode_to_string (p.mode),
                              ds_bench_phase_to_string (p.phase));
  gtk_label_set_label (self->status_label, status);
}

static void
on_saved (GObject      *object,
          GAsyncResult *result,
          gpointer      user_data)
{
  g_autoptr(DsBenchPage) self = user_data;
  g_autoptr(GError) error = NULL;
  gint64 id = ds_history_save_finish (result, &error);
  GApplication *app = g_application_get_default ();

  if (id == 0)
    {
      g_autofree char *text = g_strdup_printf (_("The run was not saved to the history: %s"), error->message);

      ds_bench_page_toast (self, text);
      return;
    }
  self->saved_run = id;
  gtk_widget_set_sensitive (GTK_WIDGET (self->comment_entry), TRUE);
  ds_bench_page_toast (self, _("Benchmark saved to the history"));
  if (DS_IS_APPLICATION (app))
    ds_application_history_changed (DS_APPLICATION (app));
}

static void
notify_finished (DsBenchPage *self,
                 DsBenchTask *task)
{
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));
  GApplication *app = g_application_get_default ();
  g_autoptr(GNotification) notification = NULL;
  g_autofree char *body = NULL;
  g_autofree char *duration = NULL;

  if (app == NULL || root == NULL || gtk_window_is_active (GTK_WINDOW (root)) ||
      ds_bench_task_get_elapsed (task) < 30.0)
    return;
  duration = ds_format_duration (ds_bench_task_get_elapsed (task));
  if (self->drive != NULL)
    /* TRANSLATORS: notification body: "Samsung SSD 980 PRO 1TB, 3 min 5 s" */
    body = g_strdup_printf (_("%s, %s"), self->drive->model != NULL ? self->drive->model : self->drive->name, duration);
  else
    /* A run in a directory chosen without a drive (or one unplugged since). */
    body = g_steal_pointer (&duration);
  notification = g_notification_new (ds_bench_task_get_error (task) == NULL ? _("Benchmark finished")
                                                                             : _("Benchmark stopped"));
  g_notification_set_body (notification, body);
  g_application_send_notification (app, "benchmark-finished", notification);
}

static void
on_task_finished (DsBenchTask *task,
                  DsBenchPage *self)
{
  const GError *error = ds_bench_task_get_error (task);
  DsBenchResult *result = ds_bench_task_get_result (task);
  GtkApplication *app = GTK_APPLICATION (g_application_get_default ());

  if (self->inhibit_cookie != 0 && app != NULL)
    gtk_application_uninhibit (app, self->inhibit_cookie);
  self->inhibit_cookie = 0;
  if (self->active_cell != NULL)
    ds_bench_cell_set_waiting (self->active_cell);
  self->active_cell = NULL;

  if (result != NULL)
    {
      g_autoptr(JsonNode) json = ds_bench_result_to_json (result);

      g_clear_pointer (&self->last_result, ds_bench_result_free);
      self->last_result = ds_bench_result_from_json (json, NULL);
      if (self->layout_stale)
        rebuild_grid (self);
      show_result (self, result);
      ds_bench_page_show_warnings (self, result);
      gtk_widget_set_visible (self->after_box, TRUE);
      gtk_editable_set_text (GTK_EDITABLE (self->comment_entry), "");
      gtk_widget_set_sensitive (GTK_WIDGET (self->comment_entry), FALSE);
      ds_history_save_bench_async (result, self->cancellable, on_saved, g_object_ref (self));
      ds_bench_page_show_health_delta (self, task, result);
    }
  if (error != NULL && !g_error_matches (error, DS_ERROR, DS_ERROR_CANCELLED))
    {
      gtk_label_set_label (self->status_label, error->message);
      ds_bench_page_toast (self, error->message);
    }
  else if (error != NULL)
    gtk_label_set_label (self->status_label, _("Stopped"));
  else
    {
      g_autofree char *duration = ds_format_duration (ds_bench_task_get_elapsed (task));
      g_autofree char *text = g_strdup_printf (_("Finished in %s"), duration);

      gtk_label_set_label (self->status_label, text);
      gtk_progress_bar_set_fraction (self->overall_progress, 1.0);
    }
  notify_finished (self, task);
  update_sensitivity (self);
}

static DsBenchSettings *
build_settings (DsBenchPage  *self,
                int           only_row,
                GError      **error)
{
  g_autoptr(DsBenchSettings) settings = ds_bench_settings_new ();
  guint size_index = gtk_drop_down_get_selected (self->size_dropdown);
  guint pattern = gtk_drop_down_get_selected (self->pattern_dropdown);
  g_autofree char *engine = g_settings_get_string (self->settings, "bench-engine");

  if (!ds_bench_settings_set_profile (settings, current_profile (self), error))
    return NULL;
  if (only_row >= 0)
    {
      g_autofree char *spec = ds_bench_spec_to_string (&g_array_index (self->specs, DsBenchSpec, only_row));

      if (!ds_bench_settings_set_tests (settings, spec, error))
        return NULL;
    }
  g_free (settings->dir);
  settings->dir = g_strdup (self->dir);
  g_free (settings->drive);
  settings->drive = g_strdup (self->drive->name);
  settings->modes = DS_BENCH_MODES_READ_WRITE;
  if (gtk_check_button_get_active (self->mix_check))
    settings->modes |= DS_BENCH_MODES_MIX;
  settings->size_bytes = (guint64) ds_bench_sizes_mib[MIN (size_index, ds_n_bench_sizes - 1)] << 20;
  settings->runs = (guint) gtk_spin_button_get_value_as_int (self->runs_spin);
  settings->duration_s = g_settings_get_uint (self->settings, "bench-duration-s");
  settings->interval_s = g_settings_get_uint (self->settings, "bench-interval-s");
  if (!ds_data_pattern_from_string (pattern < ds_n_data_patterns ? ds_data_patterns[pattern].nick : "random",
                                    &settings->data) ||
      !ds_io_engine_kind_from_string (engine, &settings->engine))
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                           _("The data pattern or I/O engine in the preferences is unknown; choose another."));
      return NULL;
    }
  if (!ds_bench_settings_validate (settings, error))
    return NULL;
  return g_steal_pointer (&settings);
}

static void
start_run (DsBenchPage *self,
           int          only_row)
{
  g_autoptr(GError) error = NULL;
  DsBenchSettings *settings;
  GtkApplication *app = GTK_APPLICATION (g_application_get_default ());
  GtkRoot *root = gtk_widget_get_root (GTK_WIDGET (self));

  if (ds_bench_page_is_running (self) || self->dir == NULL || self->drive == NULL)
    return;
  settings = build_settings (self, only_row, &error);
  if (settings == NULL)
    {
      ds_bench_page_toast (self, error->message);
      return;
    }
  if (self->task != NULL)
    g_signal_handlers_disconnect_by_data (self->task, self);
  g_clear_object (&self->task);
  self->task = ds_bench_task_new (settings);
  if (g_settings_get_boolean (self->settings, "health-around-runs"))
    ds_bench_task_set_health_drive (self->task, self->drive->name);
  self->saved_run = 0;
  g_signal_connect (self->task, "progress", G_CALLBACK (on_task_progress), self);
  g_signal_connect (self->task, "finished", G_CALLBACK (on_task_finished), self);

  for (guint i = 0; i < self->cells->len; i++)
    {
      DsBenchCell *cell = g_ptr_array_index (self->cells, i);

      if (cell != NULL && (only_row < 0 || i / N_MODES == (guint) only_row))
        ds_bench_cell_set_result (cell, NULL, current_unit (self));
    }
  gtk_progress_bar_set_fraction (self->overall_progress, 0.0);
  gtk_label_set_label (self->status_label, _("Preparing the test file…"));
  gtk_widget_set_visible (self->after_box, FALSE);
  if (app != NULL && GTK_IS_WINDOW (root))
    self->inhibit_cookie = gtk_application_inhibit (app, GTK_WINDOW (root), GTK_APPLICATION_INHIBIT_SUSPEND,
                                                    _("A drive benchmark is running"));
  ds_bench_task_start (self->task);
  update_sensitivity (self);
}

static void
bench_run_all (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  start_run (DS_BENCH_PAGE (widget), -1);
}

static void
bench_run_test (GtkWidget  *widget,
                const char *action_name,
                GVariant   *parameter)
{
  DsBenchPage *self = DS_BENCH_PAGE (widget);
  guint row = g_variant_get_uint32 (parameter);

  if (row < self->specs->len)
    start_run (self, (int) row);
}

static void
bench_stop (GtkWidget  *widget,
            const char *action_name,
            GVariant   *parameter)
{
  DsBenchPage *self = DS_BENCH_PAGE (widget);

  if (self->task != NULL)
    {
      ds_bench_task_cancel (self->task);
      gtk_label_set_label (self->status_label, _("Stopping…"));
    }
}


static void
on_layout_changed (DsBenchPage *self)
{
  if (!ds_bench_page_is_running (self))
    rebuild_grid (self);
  else
    self->layout_stale = TRUE;
}

static void
on_unit_changed (DsBenchPage *self)
{
  /* Cells and headings follow at once, also during a run. */
  for (guint i = 0; self->cells != NULL && i < self->cells->len; i++)
    if (g_ptr_array_index (self->cells, i) != NULL)
      ds_bench_cell_set_unit (g_ptr_array_index (self->cells, i), current_unit (self));
  label_headers (self);
}

void
ds_bench_page_set_drive (DsBenchPage   *self,
                         GPtrArray     *drives,
                         const DsDrive *drive)
{
  gboolean first = self->drive == NULL;

  g_return_if_fail (DS_IS_BENCH_PAGE (self));

  g_ptr_array_ref (drives);
  g_clear_pointer (&self->drives, g_ptr_array_unref);
  self->drives = drives;
  self->drive = drive;
  if (first && self->dir == NULL)
    {
      g_autoptr(GPtrArray) mounts = ds_drive_writable_mounts (drives, drive);

      if (mounts->len > 0)
        ds_bench_page_set_directory (self, g_ptr_array_index (mounts, 0));
      else
        update_folder_row (self);
    }
}

const char *
ds_bench_page_get_folder_subtitle (DsBenchPage *self)
{
  g_return_val_if_fail (DS_IS_BENCH_PAGE (self), NULL);
  return adw_action_row_get_subtitle (self->folder_row);
}

void
ds_bench_page_set_directory (DsBenchPage *self,
                             const char  *dir)
{
  g_return_if_fail (DS_IS_BENCH_PAGE (self));

  g_free (self->dir);
  self->dir = g_strdup (dir);
  update_folder_row (self);
  update_sensitivity (self);
}

const char *
ds_bench_page_get_directory (DsBenchPage *self)
{
  g_return_val_if_fail (DS_IS_BENCH_PAGE (self), NULL);
  return self->dir;
}

gboolean
ds_bench_page_is_running (DsBenchPage *self)
{
  g_return_val_if_fail (DS_IS_BENCH_PAGE (self), FALSE);
  return self->task != NULL && ds_bench_task_is_running (self->task);
}

DsBenchTask *
ds_bench_page_get_task (DsBenchPage *self)
{
  g_return_val_if_fail (DS_IS_BENCH_PAGE (self), NULL);
  return self->task;
}

gint64
ds_bench_page_get_saved_run (DsBenchPage *self)
{
  g_return_val_if_fail (DS_IS_BENCH_PAGE (self), 0);
  return self->saved_run;
}

DsBenchCell *
ds_bench_page_get_cell (DsBenchPage *self,
                        guint        row,
                        DsIoMode  mode)
{
  g_return_val_if_fail (DS_IS_BENCH_PAGE (self), NULL);
  return cell_at (self, row, mode);
}

guint
ds_bench_page_get_n_rows (DsBenchPage *self)
{
  g_return_val_if_fail (DS_IS_BENCH_PAGE (self), 0);
  return self->specs->len;
}

guint
ds_bench_page_get_runs (DsBenchPage *self)
{
  g_return_val_if_fail (DS_IS_BENCH_PAGE (self), 0);
  return (guint) gtk_spin_button_get_value_as_int (self->runs_spin);
}

guint64
ds_bench_page_get_size (DsBenchPage *self)
{
  guint i;

  g_return_val_if_fail (DS_IS_BENCH_PAGE (self), 0);
  i = gtk_drop_down_get_selected (self->size_dropdown);
  return (guint64) ds_bench_sizes_mib[MIN (i, ds_n_bench_sizes - 1)] << 20;
}

static void
ds_bench_page_dispose (GObject *object)
{
  DsBenchPage *self = DS_BENCH_PAGE (object);

  g_cancellable_cancel (self->cancellable);
  if (self->task != NULL)
    {
      g_signal_handlers_disconnect_by_data (self->task, self);
      ds_bench_task_cancel (self->task);
      g_clear_object (&self->task);
    }
  if (self->inhibit_cookie != 0 && g_application_get_default () != NULL)
    gtk_application_uninhibit (GTK_APPLICATION (g_application_get_default ()), self->inhibit_cookie);
  self->inhibit_cookie = 0;
  G_OBJECT_CLASS (ds_bench_page_parent_class)->dispose (object);
}

static void
ds_bench_page_finalize (GObject *object)
{
  DsBenchPage *self = DS_BENCH_PAGE (object);

  g_clear_object (&self->settings);
  g_clear_object (&self->cancellable);
  g_clear_pointer (&self->drives, g_ptr_array_unref);
  g_clear_pointer (&self->dir, g_free);
  g_clear_pointer (&self->specs, g_array_unref);
  g_clear_pointer (&self->cells, g_ptr_array_unref);
  g_clear_pointer (&self->row_buttons, g_ptr_array_unref);
  g_clear_pointer (&self->last_result, ds_bench_result_free);
  G_OBJECT_CLASS (ds_bench_page_parent_class)->finalize (object);
}

static void
ds_bench_page_get_property (GObject    *object,
                            guint       prop_id,
                            GValue     *value,
                            GParamSpec *pspec)
{
  switch (prop_id)
    {
    case PROP_RUNNING:
      g_value_set_boolean (value, ds_bench_page_is_running (DS_BENCH_PAGE (object)));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ds_bench_page_class_init (DsBenchPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ds_bench_page_dispose;
  object_class->finalize = ds_bench_page_finalize;
  object_class->get_property = ds_bench_page_get_property;

  /* Whether a test runs on this page; the window marks the drive busy. */
  properties[PROP_RUNNING] = g_param_spec_boolean ("running", NULL, NULL, FALSE,
                                                   G_PARAM_READABLE | G_PARAM_STATIC_STRINGS | G_PARAM_EXPLICIT_NOTIFY);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  g_type_ensure (DS_TYPE_BENCH_CELL);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/drivescope/Drivescope/ds-bench-page.ui");
  gtk_widget_class_bind_template_child (widget_class, DsBenchPage, profile_dropdown);
  gtk_widget_class_bind_template_child (widget_class, DsBenchPage, size_dropdown);
  gtk_widget_class_bind_template_child (widget_class, DsBenchPage, runs_spin);
  gtk_widget_class_bind_template_child (widget_class, DsBenchPage, pattern_dropdown);
  gtk_widget_class_bind_template_child (widget_class, DsBenchPage, unit_dropdown);
  gtk_widget_class_bind_template_child (widget_class, DsBenchPage, mix_check);
  gtk_widget_class_bind_template_child (widget_class, DsBenchPage, folder_row);
  gtk_widget_class_bind_template_child (widget_class, DsBenchPage, grid);
  gtk_widget_class_bind_template_child (widget_class, DsBenchPage, all_button);
  gtk_widget_class_bind_template_child (widget_class, DsBenchPage, run_box);
  gtk_widget_class_bind_template_child (widget_class, DsBenchPage, overall_progress);
  gtk_widget_class_bind_template_child (widget_class, DsBenchPage, stop_button);
  gtk_widget_class_bind_template_child (widget_class, DsBenchPage, status_label);
  gtk_widget_class_bind_template_child (widget_class, DsBenchPage, after_box);
  gtk_widget_class_bind_template_child (widget_class, DsBenchPage, warnings_box);
  gtk_widget_class_bind_template_child (widget_class, DsBenchPage, comment_entry);
  gtk_widget_class_bind_template_callback_full (widget_class, "on_comment_activate",
                                                G_CALLBACK (ds_bench_page_on_comment_activate));

  gtk_widget_class_install_action (widget_class, "bench.run-all", NULL, bench_run_all);
  gtk_widget_class_install_action (widget_class, "bench.run-test", "u", bench_run_test);
  gtk_widget_class_install_action (widget_class, "bench.stop", NULL, bench_stop);
  gtk_widget_class_install_action (widget_class, "bench.copy", NULL, ds_bench_page_action_copy);
  gtk_widget_class_install_action (widget_class, "bench.save-image", NULL, ds_bench_page_action_save_image);
  gtk_widget_class_install_action (widget_class, "bench.save-report", NULL, ds_bench_page_action_save_report);
  gtk_widget_class_install_action (widget_class, "bench.choose-folder", NULL, ds_bench_page_action_choose_folder);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Return, GDK_CONTROL_MASK, "bench.run-all", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_Escape, 0, "bench.stop", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "bench.copy", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "bench.save-report", NULL);
}

static void
ds_bench_page_init (DsBenchPage *self)
{
  g_autoptr(GListModel) profiles = ds_choice_model (ds_bench_profiles, ds_n_bench_profiles);
  g_autoptr(GListModel) sizes = ds_size_model ();
  g_autoptr(GListModel) patterns = ds_choice_model (ds_data_patterns, ds_n_data_patterns);
  g_autoptr(GListModel) units = ds_choice_model (ds_bench_units, ds_n_bench_units);

  gtk_widget_init_template (GTK_WIDGET (self));

  self->settings = g_settings_new (APP_ID);
  self->cancellable = g_cancellable_new ();
  self->specs = g_array_new (FALSE, FALSE, sizeof (DsBenchSpec));
  self->cells = g_ptr_array_new ();
  self->row_buttons = g_ptr_array_new ();

  gtk_drop_down_set_model (self->profile_dropdown, profiles);
  gtk_drop_down_set_model (self->size_dropdown, sizes);
  gtk_drop_down_set_model (self->pattern_dropdown, patterns);
  gtk_drop_down_set_model (self->unit_dropdown, units);

  /* The preferences give every page its defaults and follow their changes;
   * changes made here stay with this page's next run. The unit is one
   * setting everywhere. */
  ds_settings_bind_choice (self->settings, "bench-profile", self->profile_dropdown, "selected",
                           ds_bench_profiles, ds_n_bench_profiles, G_SETTINGS_BIND_GET);
  ds_settings_bind_size (self->settings, "bench-size-mib", self->size_dropdown, "selected", G_SETTINGS_BIND_GET);
  g_settings_bind (self->settings, "bench-runs", self->runs_spin, "value", G_SETTINGS_BIND_GET);
  ds_settings_bind_choice (self->settings, "bench-data-pattern", self->pattern_dropdown, "selected",
                           ds_data_patterns, ds_n_data_patterns, G_SETTINGS_BIND_GET);
  ds_settings_bind_choice (self->settings, "bench-unit", self->unit_dropdown, "selected",
                           ds_bench_units, ds_n_bench_units, G_SETTINGS_BIND_DEFAULT);

  g_signal_connect_swapped (self->profile_dropdown, "notify::selected", G_CALLBACK (on_layout_changed), self);
  g_signal_connect_swapped (self->mix_check, "notify::active", G_CALLBACK (on_layout_changed), self);
  g_signal_connect_swapped (self->unit_dropdown, "notify::selected", G_CALLBACK (on_unit_changed), self);

  rebuild_grid (self);
  update_folder_row (self);
  update_sensitivity (self);
}

GtkWidget *
ds_bench_page_new (void)
{
  return g_object_new (DS_TYPE_BENCH_PAGE, NULL);
}
