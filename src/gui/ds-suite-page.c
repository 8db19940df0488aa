/* ds-suite-page.c — the Suites page of one drive
 *
 * The suite chooser with a line on what the suite measures; its options in
 * the command line's own syntax (parsed by the same core functions as
 * `drivescope-cli suite`), the steps they make and the estimated time (from
 * ds_suite_settings_plan / _estimate_s, as `suite --plan`); Run and Stop;
 * while it runs, the chart and the answer are made again each time a step
 * finishes (never per sample) and the step's row of the table fills in;
 * the surface suite's one long pass is drawn as it grows, from the copy of
 * it the task gets twice a second.
 * A stopped run keeps the steps it measured and is saved like a finished
 * one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ds-application.h"
#include "ds-drive-row.h"
#include "ds-format.h"
#include "ds-preferences-window.h"
#include "ds-suite-analysis.h"
#include "ds-suite-chart.h"
#include "ds-suite-page-private.h"
#include "ds-suite-surface.h"

/* The columns of the step table. */
enum { COL_INDEX, COL_STEP, COL_MBPS, COL_IOPS, COL_MEAN, COL_P99, COL_P999, COL_NOTE, N_COLS };

G_DEFINE_FINAL_TYPE (DsSuitePage, ds_suite_page, DS_TYPE_RUN_PAGE)

/* --- the step table --- */

static GtkWidget *
cell (const char *text,
      gboolean    numeric)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), numeric ? 1.0f : 0.0f);
  if (numeric)
    gtk_widget_add_css_class (label, "numeric");
  return label;
}

static void
set_cell (DsSuitePage *self,
          guint        row,
          int          col,
          const char  *text)
{
  GtkWidget *w = gtk_grid_get_child_at (self->steps_grid, col, (int) row + 1);

  if (GTK_IS_LABEL (w))
    gtk_label_set_label (GTK_LABEL (w), text);
}

static char *
number (double v,
        int    decimals)
{
  return isfinite (v) ? g_strdup_printf ("%.*f", decimals, v) : g_strdup ("—");
}

static void
clear_table (DsSuitePage *self)
{
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->steps_grid))) != NULL)
    gtk_grid_remove (self->steps_grid, child);
  self->n_rows = 0;
  self->n_measured = 0;
}

/* The header and one row per planned step, without results. */
static void
fill_table (DsSuitePage *self,
            GPtrArray   *plan)
{
  /* TRANSLATORS: column headings of the Suites page's step table */
  const char *headings[N_COLS] = { "#", _("Step"), _("MB/s"), _("IOPS"), _("Mean µs"), _("p99 µs"),
                                   _("p99.9 µs"), "" };

  clear_table (self);
  for (int c = 0; c < N_COLS; c++)
    {
      GtkWidget *h = cell (headings[c], c >= COL_MBPS && c <= COL_P999);

      gtk_widget_add_css_class (h, "heading");
      gtk_grid_attach (self->steps_grid, h, c, 0, 1, 1);
    }
  for (guint i = 0; i < plan->len; i++)
    {
      g_autofree char *index = g_strdup_printf ("%u", i + 1);
      g_autofree char *spec = ds_suite_step_spec_to_string (g_ptr_array_index (plan, i));

      gtk_grid_attach (self->steps_grid, cell (index, TRUE), COL_INDEX, (int) i + 1, 1, 1);
      gtk_grid_attach (self->steps_grid, cell (spec, FALSE), COL_STEP, (int) i + 1, 1, 1);
      for (int c = COL_MBPS; c <= COL_P999; c++)
        gtk_grid_attach (self->steps_grid, cell ("—", TRUE), c, (int) i + 1, 1, 1);
      gtk_grid_attach (self->steps_grid, cell ("", FALSE), COL_NOTE, (int) i + 1, 1, 1);
    }
  self->n_rows = plan->len;
}

/* The table has a row per planned step; in a suite of rounds each round's
 * steps fill the same rows again (the latest round shows). */
static guint
table_row (GPtrArray *steps,
           guint      i)
{
  guint round = ((DsSuiteStep *) g_ptr_array_index (steps, i))->round;
  guint row = 0;

  if (round == 0)
    return i;
  for (guint k = 0; k < i; k++)
    if (((DsSuiteStep *) g_ptr_array_index (steps, k))->round == round)
      row++;
  return row;
}

static void
show_step (DsSuitePage       *self,
           guint              row,
           const DsSuiteStep *step,
           DsSuiteKind        kind)
{
  g_autofree char *mbps = number (step->stats.mbps, 1);
  g_autofree char *iops = number (step->stats.iops, 0);
  g_autofree char *mean = number (step->stats.lat_mean_us, 1);
  g_autofree char *p99 = number (step->stats.lat_p99_us, 1);
  g_autofree char *p999 = number (step->stats.lat_p999_us, 1);
  g_autoptr(GString) note = g_string_new (NULL);

  if (row >= self->n_rows)
    return;
  set_cell (self, row, COL_MBPS, mbps);
  set_cell (self, row, COL_IOPS, iops);
  set_cell (self, row, COL_MEAN, mean);
  set_cell (self, row, COL_P99, p99);
  set_cell (self, row, COL_P999, p999);
  if (step->incomplete)
    g_string_append (note, _("incomplete"));
  if (step->cached)
    g_string_append_printf (note, "%s%s", note->len > 0 ? ", " : "", _("cached"));
  if (!ds_suite_kind_is_pass (kind) && !ds_suite_step_little_holds (step))
    /* TRANSLATORS: a step where IOPS × mean latency is not queue depth × threads */
    g_string_append_printf (note, "%s%s", note->len > 0 ? ", " : "", _("queue not kept full"));
  set_cell (self, row, COL_NOTE, note->str);
  self->n_measured = MAX (self->n_measured, row + 1);
}

/* --- the plan --- */

void
_ds_suite_page_update_plan (DsSuitePage *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DsSuiteSettings) s = NULL;

  if (self->updating || ds_run_page_is_running (DS_RUN_PAGE (self)))
    return;
  _ds_suite_page_update_summary (self);
  s = ds_suite_page_build_settings (self, &error);
  if (s == NULL)
    {
      gtk_label_set_label (self->plan_label, error->message);
      gtk_widget_add_css_class (GTK_WIDGET (self->plan_label), "error");
      clear_table (self);
    }
  else
    {
      g_autoptr(GPtrArray) plan = ds_suite_settings_plan (s);
      g_autofree char *estimate = ds_format_duration (ds_suite_settings_estimate_s (s));
      g_autofree char *text = NULL;

      if (self->kind == DS_SUITE_SURFACE)
        text = ds_suite_surface_plan_text (s);
      else if (ds_suite_kind_is_pass (self->kind))
        /* TRANSLATORS: the plan of the cache and linear suites, whose time
         * depends on the drive; "2 passes, about 4 min at 500 MB/s" */
        text = g_strdup_printf (ngettext ("%u pass, about %s at 500 MB/s, without preparing the test file",
                                          "%u passes, about %s at 500 MB/s, without preparing the test file",
                                          plan->len),
                                plan->len, estimate);
      else
        /* TRANSLATORS: "18 steps, about 1 min 48 s without preparing the test file" */
        text = g_strdup_printf (ngettext ("%u step, about %s without preparing the test file",
                                          "%u steps, about %s without preparing the test file", plan->len),
                                plan->len, estimate);
      gtk_label_set_label (self->plan_label, text);
      gtk_widget_remove_css_class (GTK_WIDGET (self->plan_label), "error");
      fill_table (self, plan);
      /* Options that make a suite are kept for the next session; one being
       * typed that does not is not. */
      _ds_suite_page_save_options (self);
    }
  ds_run_page_update_sensitivity (DS_RUN_PAGE (self));
}

/* --- the chart and the answer --- */

static void
show_chart (DsSuitePage   *self,
            DsSuiteResult *result,
            const char    *description)
{
  const DsDrive *drive = ds_run_page_get_drive (DS_RUN_PAGE (self));
  DsChart *chart;

  /* A drive without a model is named as the sidebar names it. */
  g_free (result->drive_display_name);
  result->drive_display_name = drive != NULL ? ds_drive_display_name (drive) : NULL;
  chart = ds_suite_chart_new (result, &self->chart_steps);

  if (chart == NULL)
    ds_chart_widget_set_placeholder (self->chart, _("No step measured anything."));
  ds_chart_widget_set_chart (self->chart, chart, description);
}

static void
show_answer (DsSuitePage         *self,
             const DsSuiteResult *result)
{
  g_autofree char *answers = ds_suite_summary_text (result);

  g_strstrip (answers);
  gtk_label_set_label (self->answer_label, answers);
  gtk_widget_set_visible (GTK_WIDGET (self->answer_label), *answers != '\0');
}

/* A result of the steps so far, for the live chart and answer. */
static DsSuiteResult *
live_result (DsSuiteTask *task)
{
  const DsSuiteSettings *settings = ds_suite_task_get_settings (task);
  GPtrArray *steps = ds_suite_task_get_steps (task);
  DsSuiteResult *live = ds_suite_result_new (settings->kind);

  g_clear_pointer (&live->settings, json_object_unref);
  live->settings = ds_suite_settings_to_json (settings);
  for (guint i = 0; i < steps->len; i++)
    g_ptr_array_add (live->steps, ds_suite_step_dup (g_ptr_array_index (steps, i)));
  return live;
}

/* --- the run --- */

static void
ds_suite_page_task_progress (DsRunPage *page,
                             DsRunTask *run_task)
{
  DsSuitePage *self = DS_SUITE_PAGE (page);
  DsSuiteTask *task = DS_SUITE_TASK (run_task);
  GPtrArray *steps = ds_suite_task_get_steps (task);
  const DsSuiteStepSpec *spec = ds_suite_task_get_step (task);
  double mbps = ds_suite_task_get_live_mbps (task);
  g_autofree char *status = NULL;

  if (spec == NULL)
    status = g_strdup_printf ("%s…", ds_suite_phase_to_string (ds_suite_task_get_phase (task)));
  else
    {
      g_autofree char *step = ds_suite_step_spec_to_string (spec);
      g_autofree char *speed = isfinite (mbps) ? g_strdup_printf (_("%.1f MB/s"), mbps) : NULL;
      guint index = ds_suite_task_get_step_index (task);
      guint count = ds_suite_task_get_step_count (task);
      const char *phase = ds_suite_phase_to_string (ds_suite_task_get_phase (task));

      guint max_rounds = 0;
      gboolean steady = FALSE;
      guint round = ds_suite_task_get_round (task, &max_rounds, &steady);

      if (speed != NULL)
        /* TRANSLATORS: "Step 3 of 18: 4K Q4T1 read rnd — Measuring, 1234.5 MB/s" */
        status = g_strdup_printf (_("Step %u of %u: %s — %s, %s"), index + 1, count, step, phase, speed);
      else
        /* TRANSLATORS: "Step 3 of 18: 4K Q4T1 read rnd — Warming up" */
        status = g_strdup_printf (_("Step %u of %u: %s — %s"), index + 1, count, step, phase);
      if (round > 0)
        {
          g_autofree char *step_status = g_steal_pointer (&status);

          /* TRANSLATORS: "Round 3 of at most 25 · Step 3 of 56: …"; the rounds go on until steady state */
          status = g_strdup_printf (_("Round %u of at most %u · %s"), round, max_rounds, step_status);
        }
      /* Its row says so until its result arrives. */
      if (index < self->n_rows && index >= steps->len)
        set_cell (self, index, COL_NOTE, _("running…"));
    }
  ds_run_page_set_status (page, status);
  ds_run_page_set_fraction (page, ds_suite_task_get_fraction (task));

  if (steps->len > self->live_steps)
    {
      g_autoptr(DsSuiteResult) live = live_result (task);

      for (guint i = self->live_steps; i < steps->len; i++)
        show_step (self, table_row (steps, i), g_ptr_array_index (steps, i), live->suite);
      self->live_steps = steps->len;
      show_chart (self, live, _("The steps measured so far"));
      show_answer (self, live);
    }
  else if (ds_suite_task_get_partial_step (task) != NULL &&
           ds_suite_task_get_partial_step (task)->samples->len > self->live_samples)
    {
      /* surface: its one long pass, as it grows */
      const DsSuiteStep *partial = ds_suite_task_get_partial_step (task);
      g_autoptr(DsSuiteResult) live = live_result (task);

      g_ptr_array_add (live->steps, ds_suite_step_dup (partial));
      self->live_samples = partial->samples->len;
      show_chart (self, live, _("The samples measured so far"));
    }
}

static char *
ds_suite_page_notification_body (DsRunPage *page,
                                 DsRunTask *task)
{
  DsSuiteResult *result = ds_suite_task_get_result (DS_SUITE_TASK (task));

  return result != NULL ? ds_suite_summary_text (result) : NULL;
}

static void
ds_suite_page_task_finished (DsRunPage *page,
                             DsRunTask *task)
{
  DsSuitePage *self = DS_SUITE_PAGE (page);
  DsSuiteResult *result = ds_suite_task_get_result (DS_SUITE_TASK (task));
  g_autoptr(JsonNode) json = NULL;

  /* No row runs any more (the base shows why the run ended). */
  for (guint i = self->live_steps; i < self->n_rows; i++)
    set_cell (self, i, COL_NOTE, "");
  if (result == NULL)
    return;
  /* What the page shows is its own copy: the task may go with the next run. */
  json = ds_suite_result_to_json (result);
  g_clear_pointer (&self->shown, ds_suite_result_free);
  self->shown = ds_suite_result_from_json (json, NULL);
  for (guint i = 0; i < result->steps->len; i++)
    show_step (self, table_row (result->steps, i), g_ptr_array_index (result->steps, i), result->suite);
  show_chart (self, result, ds_suite_kind_title (result->suite));
  show_answer (self, result);
  ds_history_save_suite_async (ds_application_get_default_history (), result, ds_run_page_get_cancellable (page), ds_run_page_save_done,
                               g_object_ref (self));
}

/* Where the suite runs: a folder, or for the surface suite a whole drive. */
static gboolean
has_target (DsSuitePage *self)
{
  DsRunPage *page = DS_RUN_PAGE (self);

  if (self->kind == DS_SUITE_SURFACE)
    return ds_run_page_get_drive (page) != NULL;
  return ds_run_page_get_directory (page) != NULL;
}

static void
ds_suite_page_update_sensitivity (DsRunPage *page,
                                  gboolean   running)
{
  DsSuitePage *self = DS_SUITE_PAGE (page);
  gboolean planned = self->n_rows > 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "suite.run", !running && planned && has_target (self));
  gtk_widget_set_sensitive (GTK_WIDGET (self->suite_row), !running);
  gtk_widget_set_sensitive (GTK_WIDGET (self->options_row), !running);
  gtk_widget_set_visible (GTK_WIDGET (self->run_button), !running);
  gtk_widget_set_visible (GTK_WIDGET (self->stop_button), running);
}

static void
suite_run (GtkWidget  *widget,
           const char *action_name,
           GVariant   *parameter)
{
  DsSuitePage *self = DS_SUITE_PAGE (widget);
  DsRunPage *page = DS_RUN_PAGE (self);
  g_autoptr(DsSuiteSettings) settings = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) plan = NULL;

  if (ds_run_page_is_running (page) || !has_target (self))
    return;
  settings = ds_suite_page_build_settings (self, &error);
  if (settings == NULL)
    {
      ds_run_page_toast (page, error->message);
      return;
    }
  plan = ds_suite_settings_plan (settings);
  fill_table (self, plan);
  gtk_widget_set_visible (GTK_WIDGET (self->answer_label), FALSE);
  gtk_label_set_label (self->answer_label, "");
  g_clear_pointer (&self->shown, ds_suite_result_free);
  self->live_steps = 0;
  self->live_samples = 0;
  self->chart_steps = 0;
  ds_chart_widget_set_chart (self->chart, NULL, NULL);
  ds_chart_widget_set_placeholder (self->chart, _("The curve grows here as the steps finish."));
  ds_run_page_set_status (page, settings->kind == DS_SUITE_SURFACE ? _("Asking for administrator authentication to read the drive…")
                                : settings->fill_percent > 0 ? _("Filling the filesystem…") : _("Preparing the test file…"));
  ds_run_page_set_fraction (page, 0.0);
  ds_run_page_start (page, DS_RUN_TASK (ds_suite_task_new (g_steal_pointer (&settings))),
                     _("A drive suite is running"));
}

/* --- the options changed --- */

static void
on_suite_selected (DsSuitePage *self)
{
  guint selected = adw_combo_row_get_selected (self->suite_row);

  if (selected >= DS_SUITE_N_KINDS || (DsSuiteKind) selected == self->kind)
    return;
  self->kind = (DsSuiteKind) selected;
  _ds_suite_page_load_options (self);
  ds_chart_widget_set_chart (self->chart, NULL, NULL);
  ds_chart_widget_set_placeholder (self->chart, _("The curve grows here as the steps finish. Press Run to begin."));
  gtk_widget_set_visible (GTK_WIDGET (self->answer_label), FALSE);
  self->chart_steps = 0;
  /* The bar of the last run belongs to that suite. */
  if (!ds_run_page_is_running (DS_RUN_PAGE (self)))
    ds_run_page_set_fraction (DS_RUN_PAGE (self), 0.0);
}

static void
on_option_changed (DsSuitePage *self)
{
  _ds_suite_page_update_plan (self);
}

/* A plan that could not be made may be possible now: the surface suite,
 * chosen last session, needs the page's drive, which comes after the
 * page is made. (A table with rows is left alone: it may hold a result.) */
static void
on_map (DsSuitePage *self)
{
  if (self->n_rows == 0)
    _ds_suite_page_update_plan (self);
}

/* --- public --- */

DsSuiteKind
ds_suite_page_get_kind (DsSuitePage *self)
{
  g_return_val_if_fail (DS_IS_SUITE_PAGE (self), DS_SUITE_BLOCKSIZE);
  return self->kind;
}

void
ds_suite_page_set_kind (DsSuitePage *self,
                        DsSuiteKind  kind)
{
  g_return_if_fail (DS_IS_SUITE_PAGE (self));
  g_return_if_fail ((guint) kind < DS_SUITE_N_KINDS);
  adw_combo_row_set_selected (self->suite_row, kind);
}

DsSuiteTask *
ds_suite_page_get_task (DsSuitePage *self)
{
  g_return_val_if_fail (DS_IS_SUITE_PAGE (self), NULL);
  return DS_SUITE_TASK (ds_run_page_get_task (DS_RUN_PAGE (self)));
}

DsChartWidget *
ds_suite_page_get_chart (DsSuitePage *self)
{
  g_return_val_if_fail (DS_IS_SUITE_PAGE (self), NULL);
  return self->chart;
}

guint
ds_suite_page_get_chart_steps (DsSuitePage *self)
{
  g_return_val_if_fail (DS_IS_SUITE_PAGE (self), 0);
  return ds_chart_widget_get_chart (self->chart) != NULL ? self->chart_steps : 0;
}

guint
ds_suite_page_get_n_rows (DsSuitePage *self)
{
  g_return_val_if_fail (DS_IS_SUITE_PAGE (self), 0);
  return self->n_rows;
}

guint
ds_suite_page_get_n_measured (DsSuitePage *self)
{
  g_return_val_if_fail (DS_IS_SUITE_PAGE (self), 0);
  return self->n_measured;
}

const char *
ds_suite_page_get_plan_text (DsSuitePage *self)
{
  g_return_val_if_fail (DS_IS_SUITE_PAGE (self), NULL);
  return gtk_label_get_label (self->plan_label);
}

const char *
ds_suite_page_get_answer (DsSuitePage *self)
{
  g_return_val_if_fail (DS_IS_SUITE_PAGE (self), NULL);
  return gtk_label_get_label (self->answer_label);
}

const DsSuiteResult *
ds_suite_page_get_result (DsSuitePage *self)
{
  g_return_val_if_fail (DS_IS_SUITE_PAGE (self), NULL);
  return self->shown;
}

static const DsRunPageInfo suite_page_info = {
  .action_prefix = "suite",
  .notification_id = "suite-finished",
  .finished_title = N_("Suite finished"),
  .stopped_title = N_("Suite stopped"),
  .saved_toast = N_("Suite saved to the history"),
  .not_saved_format = N_("The suite was not saved to the history: %s"),
};

static void
ds_suite_page_dispose (GObject *object)
{
  DsSuitePage *self = DS_SUITE_PAGE (object);

  g_clear_pointer (&self->shown, ds_suite_result_free);
  g_clear_object (&self->sizes);
  g_clear_object (&self->sizes_auto);
  g_clear_object (&self->sample_sizes);
  g_clear_object (&self->suite_settings);
  G_OBJECT_CLASS (ds_suite_page_parent_class)->dispose (object);
}

static void
ds_suite_page_class_init (DsSuitePageClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  DsRunPageClass *page_class = DS_RUN_PAGE_CLASS (klass);

  object_class->dispose = ds_suite_page_dispose;
  page_class->info = &suite_page_info;
  page_class->task_progress = ds_suite_page_task_progress;
  page_class->task_finished = ds_suite_page_task_finished;
  page_class->notification_body = ds_suite_page_notification_body;
  page_class->update_sensitivity = ds_suite_page_update_sensitivity;

  g_type_ensure (DS_TYPE_CHART_WIDGET);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/drivescope/Drivescope/ds-suite-page.ui");
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, suite_row);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, run_button);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, stop_button);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, options_row);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, blocks_row);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, qd_row);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, mixes_row);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, presets_row);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, limit_row);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, duration_row);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, duration_spin);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, warmup_row);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, warmup_spin);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, precondition_row);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, precondition_spin);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, window_row);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, window_spin);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, max_rounds_row);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, max_rounds_spin);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, range_row);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, range_spin);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, slope_row);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, slope_spin);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, multiple_row);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, multiple_spin);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, size_row);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, samples_row);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, samples_spin);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, full_row);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, full_switch);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, fill_row);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, fill_spin);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, plan_label);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, answer_label);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, chart);
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, steps_grid);

  gtk_widget_class_install_action (widget_class, "suite.run", NULL, suite_run);
  ds_run_page_class_setup (page_class);
}

static void
ds_suite_page_init (DsSuitePage *self)
{
  GtkStringList *sizes_auto = gtk_string_list_new (NULL);
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Its subtitle is what the user typed, not markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self->options_row), FALSE);

  _ds_suite_page_setup_chooser (self);

  self->sizes = ds_size_model ();
  /* TRANSLATORS: the size of the cache suite's write, chosen from the free
   * space and the drive's capacity */
  gtk_string_list_append (sizes_auto, _("Automatic"));
  for (guint i = 0; i < g_list_model_get_n_items (self->sizes); i++)
    gtk_string_list_append (sizes_auto, gtk_string_list_get_string (GTK_STRING_LIST (self->sizes), i));
  self->sizes_auto = G_LIST_MODEL (sizes_auto);
  {
    GtkStringList *samples = gtk_string_list_new (NULL);

    for (guint i = 0; i < _ds_suite_n_sample_sizes; i++)
      {
        g_autofree char *text = g_format_size_full ((guint64) _ds_suite_sample_sizes_mib[i] << 20,
                                                    G_FORMAT_SIZE_IEC_UNITS);

        gtk_string_list_append (samples, text);
      }
    self->sample_sizes = G_LIST_MODEL (samples);
  }

  /* The suite and its options as the last session left them. */
  self->kind = _ds_suite_page_stored_kind (self);
  adw_combo_row_set_selected (self->suite_row, self->kind);
  ds_chart_widget_set_placeholder (self->chart, _("The curve grows here as the steps finish. Press Run to begin."));
  _ds_suite_page_load_options (self);

  g_signal_connect (self, "map", G_CALLBACK (on_map), NULL);
  g_signal_connect_swapped (self->suite_row, "notify::selected", G_CALLBACK (on_suite_selected), self);
  g_signal_connect_swapped (self->blocks_row, "changed", G_CALLBACK (on_option_changed), self);
  g_signal_connect_swapped (self->qd_row, "changed", G_CALLBACK (on_option_changed), self);
  g_signal_connect_swapped (self->mixes_row, "changed", G_CALLBACK (on_option_changed), self);
  g_signal_connect_swapped (self->presets_row, "changed", G_CALLBACK (on_option_changed), self);
  g_signal_connect_swapped (self->limit_row, "changed", G_CALLBACK (on_option_changed), self);
  g_signal_connect_swapped (self->duration_spin, "value-changed", G_CALLBACK (on_option_changed), self);
  g_signal_connect_swapped (self->warmup_spin, "value-changed", G_CALLBACK (on_option_changed), self);
  g_signal_connect_swapped (self->precondition_spin, "value-changed", G_CALLBACK (on_option_changed), self);
  g_signal_connect_swapped (self->window_spin, "value-changed", G_CALLBACK (on_option_changed), self);
  g_signal_connect_swapped (self->max_rounds_spin, "value-changed", G_CALLBACK (on_option_changed), self);
  g_signal_connect_swapped (self->range_spin, "value-changed", G_CALLBACK (on_option_changed), self);
  g_signal_connect_swapped (self->slope_spin, "value-changed", G_CALLBACK (on_option_changed), self);
  g_signal_connect_swapped (self->multiple_spin, "value-changed", G_CALLBACK (on_option_changed), self);
  g_signal_connect_swapped (self->size_row, "notify::selected", G_CALLBACK (on_option_changed), self);
  g_signal_connect_swapped (self->fill_spin, "value-changed", G_CALLBACK (on_option_changed), self);
  g_signal_connect_swapped (self->samples_spin, "value-changed", G_CALLBACK (on_option_changed), self);
  g_signal_connect_swapped (self->full_switch, "notify::active", G_CALLBACK (on_option_changed), self);
}

GtkWidget *
ds_suite_page_new (void)
{
  return g_object_new (DS_TYPE_SUITE_PAGE, NULL);
}
