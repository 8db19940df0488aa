/* ds-bench-page.c — the Benchmark page of one drive
 *
 * The CrystalDiskMark layout: an "All" button and one button per test row,
 * Read / Write (and Mix) columns of large numbers, the settings in a header.
 * A run freezes the settings into a DsBenchTask (worker thread); its
 * progress arrives through one pending default-priority source at a time. Afterwards each
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
#include "ds-choices.h"
#include "ds-drive-list.h"
#include "ds-error.h"
#include "ds-format.h"
#include "ds-preferences-window.h"
#include "ds-io-verify.h"
#include "ds-json.h"

G_DEFINE_FINAL_TYPE (DsBenchPage, ds_bench_page, DS_TYPE_RUN_PAGE)

static DsChartUnits
current_unit (DsBenchPage *self)
{
  return (DsChartUnits) gtk_drop_down_get_selected (self->unit_dropdown);
}

static const char *
current_profile (DsBenchPage *self)
{
  const char *nick = ds_enum_to_nick (DS_TYPE_BENCH_PROFILE, (int) gtk_drop_down_get_selected (self->profile_dropdown));

  return nick != NULL ? nick : "default";
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

/* Every cell's bar against the best value shown, and its doubts against
 * the drive's link. */
double
ds_bench_page_link_ceiling (DsBenchPage *self)
{
  const DsDrive *drive = ds_run_page_get_drive (DS_RUN_PAGE (self));

  if (drive == NULL)
    return NAN;
  if (drive->has_link && drive->link.max_mbps > 0)
    return drive->link.max_mbps;
  return drive->max_interface_mbps > 0 ? drive->max_interface_mbps : NAN;
}

static void
update_scales (DsBenchPage *self)
{
  double link_max = ds_bench_page_link_ceiling (self);
  double best = NAN;

  for (guint i = 0; i < self->cells->len; i++)
    {
      DsBenchCell *cell = g_ptr_array_index (self->cells, i);
      double value = cell != NULL ? ds_bench_cell_get_value (cell) : NAN;

      if (!isnan (value) && (isnan (best) || value > best))
        best = value;
    }
  for (guint i = 0; i < self->cells->len; i++)
    {
      DsBenchCell *cell = g_ptr_array_index (self->cells, i);

      if (cell == NULL)
        continue;
      ds_bench_cell_set_scale (cell, best);
      ds_bench_cell_set_doubts (cell, ds_bench_cell_has_result (cell)
                                      ? ds_bench_cell_get_doubts_for (cell, link_max)
                                      : DS_BENCH_DOUBT_NONE);
    }
}

/* bench --verify: what the read-back found, in the words of its Verify line. */
static void
show_verify (DsBenchPage         *self,
             const DsBenchResult *result)
{
  g_autofree char *found = NULL;

  if (!ds_json_get_bool (result->settings, "verify", FALSE))
    {
      gtk_widget_set_visible (GTK_WIDGET (self->verify_label), FALSE);
      return;
    }
  /* A sentence as "Verified: all 16.8 MB written read back intact." */
  found = result->verify != NULL ? ds_io_verify_result_describe (result->verify)
                                 : g_strdup (_("nothing was read back."));
  gtk_label_set_label (self->verify_label, found);
  gtk_widget_set_visible (GTK_WIDGET (self->verify_label), TRUE);
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
        {
          g_autofree char *steady = ds_bench_cell_steady_line (result, test);

          ds_bench_cell_set_result (cell, test, current_unit (self));
          ds_bench_cell_set_steady (cell, steady);
        }
    }
  update_scales (self);
  ds_bench_page_show_footer (self, result);
  show_verify (self, result);
}

void
ds_bench_page_show_result (DsBenchPage         *self,
                           const DsBenchResult *result)
{
  g_return_if_fail (DS_IS_BENCH_PAGE (self));
  g_return_if_fail (result != NULL);
  show_result (self, result);
}

const char *
ds_bench_page_get_verify_text (DsBenchPage *self)
{
  g_return_val_if_fail (DS_IS_BENCH_PAGE (self), NULL);
  if (!gtk_widget_get_visible (GTK_WIDGET (self->verify_label)))
    return NULL;
  return gtk_label_get_label (self->verify_label);
}

static void
label_headers (DsBenchPage *self)
{
  for (guint m = 0; m < N_MODES; m++)
    {
      g_autofree char *title = NULL;

      if (self->headers[m] == NULL)
        continue;
      if (self->headers[DS_IO_MODE_MIX] != NULL)
        /* TRANSLATORS: a column heading in two lines, when three result
         * columns share a narrow window: "Read\n(MB/s)" */
        title = g_strdup_printf (_("%s\n(%s)"), ds_choice_label (DS_TYPE_IO_MODE, (int) m),
                                 ds_bench_unit_label (current_unit (self)));
      else
        /* TRANSLATORS: a column heading: "Read (MB/s)" */
        title = g_strdup_printf (_("%s (%s)"), ds_choice_label (DS_TYPE_IO_MODE, (int) m),
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

const char *
ds_bench_page_get_footer (DsBenchPage *self)
{
  g_return_val_if_fail (DS_IS_BENCH_PAGE (self), NULL);
  if (!gtk_widget_get_visible (GTK_WIDGET (self->footer_label)))
    return NULL;
  return gtk_label_get_label (self->footer_label);
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

  /* Three result columns take smaller numbers, so the page still fits a
   * 360 px window (style.css). */
  if (mix)
    gtk_widget_add_css_class (GTK_WIDGET (self->grid), "ds-three-columns");
  else
    gtk_widget_remove_css_class (GTK_WIDGET (self->grid), "ds-three-columns");
  gtk_grid_set_column_spacing (self->grid, mix ? 4 : 8);
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
      self->headers[m] = GTK_LABEL (label);
      gtk_widget_add_css_class (label, "heading");
      gtk_label_set_xalign (GTK_LABEL (label), 1.0f);
      gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_RIGHT);

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
ds_bench_page_update_sensitivity (DsRunPage *page,
                                  gboolean   running)
{
  DsBenchPage *self = DS_BENCH_PAGE (page);
  gboolean can_run = !running && ds_run_page_get_directory (page) != NULL;
  gboolean have_result = !running && self->last_result != NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "bench.run-all", can_run);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "bench.run-test", can_run);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "bench.copy", have_result);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "bench.save-image", have_result);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "bench.save-report", have_result);
  gtk_widget_set_sensitive (GTK_WIDGET (self->profile_dropdown), !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->size_dropdown), !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->runs_spin), !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->pattern_dropdown), !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->mix_check), !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->steady_switch), !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->verify_switch), !running);
  gtk_widget_set_visible (self->run_box, running || ds_run_page_get_task (page) != NULL);
  gtk_widget_set_visible (self->stop_button, running);
}

static void
ds_bench_page_task_progress (DsRunPage *page,
                             DsRunTask *task)
{
  DsBenchPage *self = DS_BENCH_PAGE (page);
  DsBenchProgress p;
  DsBenchCell *cell;
  g_autofree char *spec = NULL;
  g_autofree char *status = NULL;

  if (!ds_bench_task_get_progress (DS_BENCH_TASK (task), &p))
    return;
  ds_run_page_set_fraction (DS_RUN_PAGE (self), p.fraction);

  /* A test that finished shows its result now, not at the end of the run. */
  {
    g_autoptr(GPtrArray) finished = ds_bench_task_take_finished (DS_BENCH_TASK (task));

    for (guint i = 0; i < finished->len; i++)
      {
        const DsBenchTestResult *test = g_ptr_array_index (finished, i);
        DsBenchCell *done = find_cell (self, &test->spec, test->mode);

        if (done == NULL || test->runs->len == 0)
          continue;
        ds_bench_cell_set_result (done, test, current_unit (self));
        if (done == self->active_cell)
          self->active_cell = NULL;
      }
    if (finished->len > 0)
      update_scales (self);
  }

  cell = find_cell (self, &p.spec, p.mode);
  if (cell != self->active_cell && self->active_cell != NULL)
    ds_bench_cell_set_waiting (self->active_cell);
  self->active_cell = cell;
  if (cell != NULL && ds_bench_cell_has_result (cell) && p.phase == DS_BENCH_PHASE_MEASURE &&
      isnan (p.live_mbps))
    /* The report made as this test finished: its result is shown. */
    self->active_cell = NULL;
  else if (cell != NULL && p.phase != DS_BENCH_PHASE_PREPARE && p.phase != DS_BENCH_PHASE_INTERVAL &&
           p.phase != DS_BENCH_PHASE_PRECONDITION && p.phase != DS_BENCH_PHASE_VERIFY)
    ds_bench_cell_set_live (cell, p.live_mbps, p.phase == DS_BENCH_PHASE_MEASURE ? p.phase_fraction : 0.0,
                            current_unit (self));

  spec = ds_bench_spec_to_string (&p.spec);
  if (p.phase == DS_BENCH_PHASE_PREPARE || p.phase == DS_BENCH_PHASE_VERIFY)
    status = g_strdup_printf (_("%s: %.0f %%"), ds_bench_phase_to_string (p.phase), p.phase_fraction * 100.0);
  else if (p.phase == DS_BENCH_PHASE_PRECONDITION)
    {
      g_autofree char *written = ds_format_bytes (p.written_bytes);

      /* Translators: "Preconditioning: pass 1/2, 1.2 GB written" */
      status = g_strdup_printf (_("%s: pass %u/%u, %s written"), ds_bench_phase_to_string (p.phase),
                                p.pass, p.passes, written);
    }
  else if (p.run > 0 && ds_bench_task_get_settings (DS_BENCH_TASK (task))->steady.enabled)
    /* TRANSLATORS: in a steady-state benchmark, the rounds go on until
     * steady: "SEQ1M Q8T1 read · round 2 of at most 25 · measuring" */
    status = g_strdup_printf (_("%s %s · round %u of at most %u · %s"), spec, ds_choice_label (DS_TYPE_IO_MODE, p.mode),
                              p.run, p.runs, ds_bench_phase_to_string (p.phase));
  else if (p.run > 0)
    /* TRANSLATORS: "SEQ1M Q8T1 read · run 2 of 5 · measuring" */
    status = g_strdup_printf (_("%s %s · run %u of %u · %s"), spec, ds_choice_label (DS_TYPE_IO_MODE, p.mode),
                              p.run, p.runs, ds_bench_phase_to_string (p.phase));
  else
    status = g_strdup_printf (_("%s %s · %s"), spec, ds_choice_label (DS_TYPE_IO_MODE, p.mode),
                              ds_bench_phase_to_string (p.phase));
  ds_run_page_set_status (DS_RUN_PAGE (self), status);
}

static void
ds_bench_page_saved (DsRunPage *page,
                     gint64     id)
{
  gtk_widget_set_sensitive (GTK_WIDGET (DS_BENCH_PAGE (page)->comment_entry), TRUE);
}

static char *
ds_bench_page_notification_body (DsRunPage *page,
                                 DsRunTask *task)
{
  const DsDrive *drive = ds_run_page_get_drive (page);
  g_autofree char *duration = ds_format_duration (ds_run_task_get_elapsed (task));

  /* A run in a folder chosen without a drive (or one unplugged since). */
  if (drive == NULL)
    return g_steal_pointer (&duration);
  /* TRANSLATORS: notification body: "Samsung SSD 980 PRO 1TB, 3 min 5 s" */
  return g_strdup_printf (_("%s, %s"), drive->model ? drive->model : drive->name, duration);
}

static void
ds_bench_page_task_finished (DsRunPage *page,
                             DsRunTask *task)
{
  DsBenchPage *self = DS_BENCH_PAGE (page);
  DsBenchResult *result = ds_bench_task_get_result (DS_BENCH_TASK (task));

  if (self->active_cell != NULL)
    ds_bench_cell_set_waiting (self->active_cell);
  self->active_cell = NULL;
  if (result == NULL)
    return;

  {
    g_autoptr(JsonNode) json = ds_bench_result_to_json (result);

    g_clear_pointer (&self->last_result, ds_bench_result_free);
    self->last_result = ds_bench_result_from_json (json, NULL);
  }
  if (self->layout_stale)
    rebuild_grid (self);
  show_result (self, result);
  ds_bench_page_show_warnings (self, result);
  gtk_widget_set_visible (self->after_box, TRUE);
  gtk_editable_set_text (GTK_EDITABLE (self->comment_entry), "");
  gtk_widget_set_sensitive (GTK_WIDGET (self->comment_entry), FALSE);
  ds_history_save_bench_async (ds_application_get_default_history (), result, ds_run_page_get_cancellable (page), ds_run_page_save_done,
                               g_object_ref (self));
  ds_bench_page_show_health_delta (self, DS_BENCH_TASK (task), result);
}

DsBenchSettings *
ds_bench_page_build_settings (DsBenchPage  *self,
                int           only_row,
                GError      **error)
{
  g_autoptr(DsBenchSettings) settings = ds_bench_settings_new ();
  guint size_index = gtk_drop_down_get_selected (self->size_dropdown);
  guint pattern = gtk_drop_down_get_selected (self->pattern_dropdown);
  GSettings *gsettings = ds_run_page_get_settings (DS_RUN_PAGE (self));
  g_autofree char *engine = g_settings_get_string (gsettings, "bench-engine");

  if (!ds_bench_settings_set_profile (settings, current_profile (self), error))
    return NULL;
  if (only_row >= 0)
    {
      g_autofree char *spec = ds_bench_spec_to_string (&g_array_index (self->specs, DsBenchSpec, only_row));

      if (!ds_bench_settings_set_tests (settings, spec, error))
        return NULL;
    }
  g_free (settings->dir);
  settings->dir = g_strdup (ds_run_page_get_directory (DS_RUN_PAGE (self)));
  g_free (settings->drive);
  settings->drive = g_strdup (ds_run_page_get_drive (DS_RUN_PAGE (self))->name);
  settings->modes = DS_BENCH_MODES_READ_WRITE;
  if (gtk_check_button_get_active (self->mix_check))
    settings->modes |= DS_BENCH_MODES_MIX;
  settings->size_bytes = ds_bench_size_choice (size_index);
  settings->runs = (guint) gtk_spin_button_get_value_as_int (self->runs_spin);
  settings->duration_s = g_settings_get_uint (gsettings, "bench-duration-s");
  settings->interval_s = g_settings_get_uint (gsettings, "bench-interval-s");
  settings->compressible = g_settings_get_uint (gsettings, "bench-data-compressible-percent");
  /* As bench --steady and --verify: the core's own preconditioning, round,
   * window and limits (ds_bench_settings_new() set them). */
  settings->steady.enabled = gtk_switch_get_active (self->steady_switch);
  settings->verify = gtk_switch_get_active (self->verify_switch);
  if (!ds_data_pattern_from_string (ds_enum_to_nick (DS_TYPE_DATA_PATTERN, (int) pattern), &settings->data) ||
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
  DsRunPage *page = DS_RUN_PAGE (self);
  g_autoptr(GError) error = NULL;
  DsBenchSettings *settings;
  DsBenchTask *task;

  if (ds_run_page_is_running (page) || ds_run_page_get_directory (page) == NULL ||
      ds_run_page_get_drive (page) == NULL)
    return;
  settings = ds_bench_page_build_settings (self, only_row, &error);
  if (settings == NULL)
    {
      ds_run_page_toast (page, error->message);
      return;
    }
  task = ds_bench_task_new (settings);
  if (g_settings_get_boolean (ds_run_page_get_settings (page), "health-around-runs"))
    ds_bench_task_set_health_drive (task, ds_run_page_get_drive (page)->name);

  for (guint i = 0; i < self->cells->len; i++)
    {
      DsBenchCell *cell = g_ptr_array_index (self->cells, i);

      if (cell != NULL && (only_row < 0 || i / N_MODES == (guint) only_row))
        ds_bench_cell_set_result (cell, NULL, current_unit (self));
    }
  update_scales (self);
  ds_run_page_set_fraction (page, 0.0);
  ds_run_page_set_status (page, _("Preparing the test file…"));
  gtk_widget_set_visible (self->after_box, FALSE);
  /* The footer comes back with the new result. */
  gtk_widget_set_visible (GTK_WIDGET (self->footer_label), FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->verify_label), FALSE);
  ds_run_page_start (page, DS_RUN_TASK (task), _("A drive benchmark is running"));
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
on_layout_changed (DsBenchPage *self)
{
  if (!ds_run_page_is_running (DS_RUN_PAGE (self)))
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
  if (self->cells != NULL)
    update_scales (self);
  label_headers (self);
}

DsBenchTask *
ds_bench_page_get_task (DsBenchPage *self)
{
  g_return_val_if_fail (DS_IS_BENCH_PAGE (self), NULL);
  return DS_BENCH_TASK (ds_run_page_get_task (DS_RUN_PAGE (self)));
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
  return ds_bench_size_choice (i);
}

static void
ds_bench_page_finalize (GObject *object)
{
  DsBenchPage *self = DS_BENCH_PAGE (object);

  g_clear_pointer (&self->specs, g_array_unref);
  g_clear_pointer (&self->cells, g_ptr_array_unref);
  g_clear_pointer (&self->row_buttons, g_ptr_array_unref);
  g_clear_pointer (&self->last_result, ds_bench_result_free);
  G_OBJECT_CLASS (ds_bench_page_parent_class)->finalize (object);
}

static const DsRunPageInfo bench_page_info = {
  .action_prefix = "bench",
  .notification_id = "benchmark-finished",
  .finished_title = N_("Benchmark finished"),
  .stopped_title = N_("Benchmark stopped"),
  .saved_toast = N_("Benchmark saved to the history"),
  .not_saved_format = N_("The run was not saved to the history: %s"),
};

static void
ds_bench_page_class_init (DsBenchPageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  DsRunPageClass *page_class = DS_RUN_PAGE_CLASS (klass);

  object_class->finalize = ds_bench_page_finalize;
  page_class->info = &bench_page_info;
  page_class->task_progress = ds_bench_page_task_progress;
  page_class->task_finished = ds_bench_page_task_finished;
  page_class->notification_body = ds_bench_page_notification_body;
  page_class->update_sensitivity = ds_bench_page_update_sensitivity;
  page_class->saved = ds_bench_page_saved;

  g_type_ensure (DS_TYPE_BENCH_CELL);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/drivescope/Drivescope/ds-bench-page.ui");
  gtk_widget_class_bind_template_child (widget_class, DsBenchPage, profile_dropdown);
  gtk_widget_class_bind_template_child (widget_class, DsBenchPage, size_dropdown);
  gtk_widget_class_bind_template_child (widget_class, DsBenchPage, runs_spin);
  gtk_widget_class_bind_template_child (widget_class, DsBenchPage, pattern_dropdown);
  gtk_widget_class_bind_template_child (widget_class, DsBenchPage, unit_dropdown);
  gtk_widget_class_bind_template_child (widget_class, DsBenchPage, mix_check);
  gtk_widget_class_bind_template_child (widget_class, DsBenchPage, steady_switch);
  gtk_widget_class_bind_template_child (widget_class, DsBenchPage, verify_switch);
  gtk_widget_class_bind_template_child (widget_class, DsBenchPage, verify_label);
  gtk_widget_class_bind_template_child (widget_class, DsBenchPage, grid);
  gtk_widget_class_bind_template_child (widget_class, DsBenchPage, all_button);
  gtk_widget_class_bind_template_child (widget_class, DsBenchPage, run_box);
  gtk_widget_class_bind_template_child (widget_class, DsBenchPage, stop_button);
  gtk_widget_class_bind_template_child (widget_class, DsBenchPage, after_box);
  gtk_widget_class_bind_template_child (widget_class, DsBenchPage, warnings_box);
  gtk_widget_class_bind_template_child (widget_class, DsBenchPage, footer_label);
  gtk_widget_class_bind_template_child (widget_class, DsBenchPage, comment_entry);
  gtk_widget_class_bind_template_callback_full (widget_class, "on_comment_activate",
                                                G_CALLBACK (ds_bench_page_on_comment_activate));

  gtk_widget_class_install_action (widget_class, "bench.run-all", NULL, bench_run_all);
  gtk_widget_class_install_action (widget_class, "bench.run-test", "u", bench_run_test);
  gtk_widget_class_install_action (widget_class, "bench.copy", NULL, ds_bench_page_action_copy);
  gtk_widget_class_install_action (widget_class, "bench.save-image", NULL, ds_bench_page_action_save_image);
  gtk_widget_class_install_action (widget_class, "bench.save-report", NULL, ds_bench_page_action_save_report);
  ds_run_page_class_setup (page_class);

  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_c, GDK_CONTROL_MASK | GDK_SHIFT_MASK, "bench.copy", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_s, GDK_CONTROL_MASK, "bench.save-report", NULL);
}

static void
ds_bench_page_init (DsBenchPage *self)
{
  g_autoptr(GListModel) profiles = ds_choice_model (DS_TYPE_BENCH_PROFILE);
  g_autoptr(GListModel) sizes = ds_size_model ();
  g_autoptr(GListModel) patterns = ds_choice_model (DS_TYPE_DATA_PATTERN);
  g_autoptr(GListModel) units = ds_choice_model (DS_TYPE_CHART_UNITS);
  GSettings *settings;

  gtk_widget_init_template (GTK_WIDGET (self));

  settings = ds_run_page_get_settings (DS_RUN_PAGE (self));
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
  ds_settings_bind_choice (settings, "bench-profile", DS_TYPE_BENCH_PROFILE, self->profile_dropdown, "selected",
                           G_SETTINGS_BIND_GET);
  /* Kept from one session to the next, as Preferences keeps them. */
  ds_settings_bind_size (settings, "bench-size-mib", self->size_dropdown, "selected", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "bench-runs", self->runs_spin, "value", G_SETTINGS_BIND_DEFAULT);
  ds_settings_bind_choice (settings, "bench-data-pattern", DS_TYPE_DATA_PATTERN, self->pattern_dropdown, "selected",
                           G_SETTINGS_BIND_GET);
  ds_settings_bind_choice (settings, "bench-unit", DS_TYPE_CHART_UNITS, self->unit_dropdown, "selected",
                           G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "bench-steady", self->steady_switch, "active", G_SETTINGS_BIND_DEFAULT);
  g_settings_bind (settings, "bench-verify", self->verify_switch, "active", G_SETTINGS_BIND_DEFAULT);

  g_signal_connect_swapped (self->profile_dropdown, "notify::selected", G_CALLBACK (on_layout_changed), self);
  g_signal_connect_swapped (self->mix_check, "notify::active", G_CALLBACK (on_layout_changed), self);
  g_signal_connect_swapped (self->unit_dropdown, "notify::selected", G_CALLBACK (on_unit_changed), self);

  rebuild_grid (self);
}

GtkWidget *
ds_bench_page_new (void)
{
  return g_object_new (DS_TYPE_BENCH_PAGE, NULL);
}
