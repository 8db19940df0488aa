/* ds-suite-page.c — the Suites page of one drive
 *
 * The suite chooser with a line on what the suite measures; its options in
 * the command line's own syntax (parsed by the same core functions as
 * `drivescope-cli suite`), the steps they make and the estimated time (from
 * ds_suite_settings_plan / _estimate_s, as `suite --plan`); Run and Stop;
 * while it runs, the chart and the answer are made again each time a step
 * finishes (never per sample) and the step's row of the table fills in.
 * A stopped run keeps the steps it measured and is saved like a finished
 * one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ds-format.h"
#include "ds-history-tasks.h"
#include "ds-preferences-window.h"
#include "ds-suite-analysis.h"
#include "ds-suite-chart.h"
#include "ds-suite-page.h"

/* The columns of the step table. */
enum { COL_INDEX, COL_STEP, COL_MBPS, COL_IOPS, COL_MEAN, COL_P99, COL_P999, COL_NOTE, N_COLS };

struct _DsSuitePage
{
  DsRunPage        parent_instance;

  DsSuiteKind      kind;
  guint            n_rows;          /* steps in the table */
  guint            n_measured;      /* rows with a result */
  guint            live_steps;      /* steps of the task shown so far */
  guint            chart_steps;
  gboolean         updating;        /* setting the options from defaults */
  GListModel      *sizes;           /* ds_size_model () */
  GListModel      *sizes_auto;      /* "Automatic", then the sizes (cache) */
  DsSuiteResult   *shown;           /* the result on display, or NULL */

  AdwComboRow     *suite_row;
  GtkButton       *run_button;
  GtkButton       *stop_button;
  AdwExpanderRow  *options_row;
  AdwEntryRow     *blocks_row;
  AdwEntryRow     *qd_row;
  AdwEntryRow     *mixes_row;
  AdwEntryRow     *presets_row;
  AdwEntryRow     *limit_row;
  AdwActionRow    *duration_row;
  GtkSpinButton   *duration_spin;
  AdwActionRow    *warmup_row;
  GtkSpinButton   *warmup_spin;
  AdwComboRow     *size_row;
  GtkSpinButton   *fill_spin;
  GtkLabel        *plan_label;
  GtkLabel        *answer_label;
  DsChartWidget   *chart;
  GtkGrid         *steps_grid;
};

G_DEFINE_FINAL_TYPE (DsSuitePage, ds_suite_page, DS_TYPE_RUN_PAGE)

/* What each suite measures, in one line (the chooser's subtitle). */
static const char *const descriptions[DS_SUITE_N_KINDS] = {
  [DS_SUITE_BLOCKSIZE] = N_("MB/s against block size, read then write, at queue depth 4 (as ATTO)."),
  [DS_SUITE_QD_SCALING] = N_("IOPS and p99 latency against queue depth, and the deepest queue within the latency limit."),
  [DS_SUITE_MIXES] = N_("IOMeter-style workloads (database, virtual machines, VDI, video, streaming) at several queue depths."),
  [DS_SUITE_RWMIX] = N_("4 KiB random I/O at read shares from 100 % to 0 % (as SNIA)."),
  [DS_SUITE_CACHE] = N_("One long sequential write: how much the write cache takes and the speed after it."),
  [DS_SUITE_LINEAR] = N_("Reads and writes the whole test file in order: MB/s against position, with its spread."),
};

/* The chooser's list: each suite by its name, with what it measures under
 * it (the names are not cut short, as the row's own label would be). */
static void
setup_suite_item (GtkSignalListItemFactory *factory,
                  GtkListItem              *item,
                  gpointer                  user_data)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
  GtkWidget *title = gtk_label_new (NULL);
  GtkWidget *description = gtk_label_new (NULL);

  gtk_label_set_xalign (GTK_LABEL (title), 0.0f);
  gtk_label_set_xalign (GTK_LABEL (description), 0.0f);
  gtk_label_set_wrap (GTK_LABEL (description), TRUE);
  gtk_label_set_max_width_chars (GTK_LABEL (description), 48);
  gtk_label_set_width_chars (GTK_LABEL (description), 32);
  gtk_widget_add_css_class (description, "caption");
  gtk_widget_add_css_class (description, "dim-label");
  gtk_box_append (GTK_BOX (box), title);
  gtk_box_append (GTK_BOX (box), description);
  gtk_list_item_set_child (item, box);
}

static void
bind_suite_item (GtkSignalListItemFactory *factory,
                 GtkListItem              *item,
                 gpointer                  user_data)
{
  GtkWidget *title = gtk_widget_get_first_child (gtk_list_item_get_child (item));
  guint position = gtk_list_item_get_position (item);

  if (position >= DS_SUITE_N_KINDS)
    return;
  gtk_label_set_label (GTK_LABEL (title), ds_suite_kind_title (position));
  gtk_label_set_label (GTK_LABEL (gtk_widget_get_next_sibling (title)), _(descriptions[position]));
}

/* --- the options as text, in the command line's syntax --- */

static gboolean
doubles (const GArray *a,
         gsize         size)
{
  if (a->len < 3)
    return FALSE;
  for (guint i = 1; i < a->len; i++)
    {
      guint64 prev = size == sizeof (guint64) ? g_array_index (a, guint64, i - 1) : g_array_index (a, guint, i - 1);
      guint64 cur = size == sizeof (guint64) ? g_array_index (a, guint64, i) : g_array_index (a, guint, i);

      if (cur != prev * 2)
        return FALSE;
    }
  return TRUE;
}

static char *
format_blocks (const GArray *blocks)
{
  GString *s = g_string_new (NULL);

  if (doubles (blocks, sizeof (guint64)))
    {
      g_autofree char *lo = ds_suite_format_block (g_array_index (blocks, guint64, 0));
      g_autofree char *hi = ds_suite_format_block (g_array_index (blocks, guint64, blocks->len - 1));

      g_string_append_printf (s, "%s-%s", lo, hi);
    }
  else
    for (guint i = 0; i < blocks->len; i++)
      {
        g_autofree char *b = ds_suite_format_block (g_array_index (blocks, guint64, i));

        g_string_append_printf (s, "%s%s", i > 0 ? "," : "", b);
      }
  return g_string_free (s, FALSE);
}

static char *
format_counts (const GArray *counts)
{
  GString *s = g_string_new (NULL);

  if (doubles (counts, sizeof (guint)))
    g_string_append_printf (s, "%u-%u", g_array_index (counts, guint, 0), g_array_index (counts, guint, counts->len - 1));
  else
    for (guint i = 0; i < counts->len; i++)
      g_string_append_printf (s, "%s%u", i > 0 ? "," : "", g_array_index (counts, guint, i));
  return g_string_free (s, FALSE);
}

static char *
format_latency (double us)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  return g_strdup_printf ("%sms", g_ascii_formatd (buf, sizeof buf, "%g", us / 1000.0));
}

static void
set_entry (AdwEntryRow *row,
           char        *text)   /* takes */
{
  gtk_editable_set_text (GTK_EDITABLE (row), text != NULL ? text : "");
  g_free (text);
}

/* Which options the suite has. */
static void
show_rows_for (DsSuitePage *self)
{
  gboolean pass = ds_suite_kind_is_pass (self->kind);
  gboolean qd_answer = self->kind == DS_SUITE_QD_SCALING || self->kind == DS_SUITE_MIXES;

  gtk_widget_set_visible (GTK_WIDGET (self->blocks_row), !pass && self->kind != DS_SUITE_MIXES);
  gtk_widget_set_visible (GTK_WIDGET (self->qd_row), !pass);
  gtk_widget_set_visible (GTK_WIDGET (self->mixes_row), !pass && self->kind != DS_SUITE_MIXES);
  gtk_widget_set_visible (GTK_WIDGET (self->presets_row), self->kind == DS_SUITE_MIXES);
  gtk_widget_set_visible (GTK_WIDGET (self->limit_row), qd_answer);
  gtk_widget_set_visible (GTK_WIDGET (self->duration_row), !pass);
  gtk_widget_set_visible (GTK_WIDGET (self->warmup_row), !pass);
}

/* The index of @mib in the size list (the nearest size not below it). */
static guint
size_index (guint64 bytes)
{
  for (guint i = 0; i < ds_n_bench_sizes; i++)
    if (((guint64) ds_bench_sizes_mib[i] << 20) >= bytes)
      return i;
  return ds_n_bench_sizes - 1;
}

static void update_plan (DsSuitePage *self);

/* The options of @kind's defaults. */
static void
load_defaults (DsSuitePage *self)
{
  g_autoptr(DsSuiteSettings) s = ds_suite_settings_new (self->kind);

  self->updating = TRUE;
  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->suite_row), _(descriptions[self->kind]));
  set_entry (self->blocks_row, format_blocks (s->blocks));
  set_entry (self->qd_row, format_counts (s->queue_depths));
  set_entry (self->mixes_row, format_counts (s->mixes));
  set_entry (self->presets_row, s->presets != NULL ? g_strjoinv (",", s->presets) : NULL);
  set_entry (self->limit_row, format_latency (s->latency_limit_us));
  if (!ds_suite_kind_is_pass (self->kind))
    {
      gtk_spin_button_set_value (self->duration_spin, s->duration_s);
      gtk_spin_button_set_value (self->warmup_spin, s->warmup_s);
    }
  if (self->kind == DS_SUITE_CACHE)
    {
      adw_combo_row_set_model (self->size_row, self->sizes_auto);
      adw_combo_row_set_selected (self->size_row, 0);
    }
  else
    {
      adw_combo_row_set_model (self->size_row, self->sizes);
      adw_combo_row_set_selected (self->size_row, size_index (s->size_bytes));
    }
  show_rows_for (self);
  self->updating = FALSE;
  update_plan (self);
}

static const char *
entry_text (AdwEntryRow *row)
{
  return gtk_editable_get_text (GTK_EDITABLE (row));
}

DsSuiteSettings *
ds_suite_page_build_settings (DsSuitePage  *self,
                              GError      **error)
{
  DsRunPage *page = DS_RUN_PAGE (self);
  g_autoptr(DsSuiteSettings) s = NULL;
  g_autofree char *engine = NULL;
  gboolean pass;
  guint size;

  g_return_val_if_fail (DS_IS_SUITE_PAGE (self), NULL);

  s = ds_suite_settings_new (self->kind);
  pass = ds_suite_kind_is_pass (self->kind);
  if ((gtk_widget_get_visible (GTK_WIDGET (self->blocks_row)) &&
       !ds_suite_parse_blocks (entry_text (self->blocks_row), s->blocks, error)) ||
      (gtk_widget_get_visible (GTK_WIDGET (self->qd_row)) &&
       !ds_suite_parse_counts (entry_text (self->qd_row), 1, 512, s->queue_depths, error)) ||
      (gtk_widget_get_visible (GTK_WIDGET (self->mixes_row)) &&
       !ds_suite_parse_mixes (entry_text (self->mixes_row), s->mixes, error)) ||
      (gtk_widget_get_visible (GTK_WIDGET (self->limit_row)) &&
       !ds_suite_parse_latency (entry_text (self->limit_row), &s->latency_limit_us, error)))
    return NULL;
  if (self->kind == DS_SUITE_MIXES)
    {
      g_strfreev (s->presets);
      s->presets = g_strsplit (entry_text (self->presets_row), ",", -1);
      for (guint i = 0; s->presets[i] != NULL; i++)
        g_strstrip (s->presets[i]);
    }
  if (!pass)
    {
      s->duration_s = gtk_spin_button_get_value (self->duration_spin);
      s->warmup_s = gtk_spin_button_get_value (self->warmup_spin);
    }
  size = adw_combo_row_get_selected (self->size_row);
  if (self->kind == DS_SUITE_CACHE)
    s->size_bytes = size == 0 || size == GTK_INVALID_LIST_POSITION
                    ? 0 : (guint64) ds_bench_sizes_mib[MIN (size - 1, ds_n_bench_sizes - 1)] << 20;
  else
    s->size_bytes = (guint64) ds_bench_sizes_mib[MIN (size, ds_n_bench_sizes - 1)] << 20;
  s->fill_percent = (guint) gtk_spin_button_get_value_as_int (self->fill_spin);
  engine = g_settings_get_string (ds_run_page_get_settings (page), "bench-engine");
  if (!ds_io_engine_kind_from_string (engine, &s->engine))
    s->engine = DS_IO_ENGINE_AUTO;
  /* The plan does not depend on the folder: without one it still shows. */
  s->dir = g_strdup (ds_run_page_get_directory (page) != NULL ? ds_run_page_get_directory (page) : ".");
  if (ds_run_page_get_drive (page) != NULL)
    s->drive = g_strdup (ds_run_page_get_drive (page)->name);
  if (!ds_suite_settings_validate (s, error))
    return NULL;
  return g_steal_pointer (&s);
}

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

/* The options row's subtitle: what the options say, in their own words. */
static void
update_summary (DsSuitePage *self)
{
  AdwEntryRow *entries[] = { self->blocks_row, self->qd_row, self->mixes_row, self->presets_row, self->limit_row };
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *text = NULL;
  guint selected = adw_combo_row_get_selected (self->size_row);
  GListModel *model = adw_combo_row_get_model (self->size_row);

  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    if (gtk_widget_get_visible (GTK_WIDGET (entries[i])))
      g_ptr_array_add (parts, g_strdup (entry_text (entries[i])));
  if (!ds_suite_kind_is_pass (self->kind))
    /* TRANSLATORS: the options' summary: seconds measured per step, "3 s per step" */
    g_ptr_array_add (parts, g_strdup_printf (_("%g s per step"), gtk_spin_button_get_value (self->duration_spin)));
  if (model != NULL && selected < g_list_model_get_n_items (model))
    g_ptr_array_add (parts, g_strdup (gtk_string_list_get_string (GTK_STRING_LIST (model), selected)));
  if (gtk_spin_button_get_value_as_int (self->fill_spin) > 0)
    /* TRANSLATORS: the options' summary: the fill level asked, "filled to 90 %" */
    g_ptr_array_add (parts, g_strdup_printf (_("filled to %d %%"), gtk_spin_button_get_value_as_int (self->fill_spin)));
  g_ptr_array_add (parts, NULL);
  text = g_strjoinv (" · ", (char **) parts->pdata);
  adw_expander_row_set_subtitle (self->options_row, text);
}

static void
update_plan (DsSuitePage *self)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DsSuiteSettings) s = NULL;

  if (self->updating || ds_run_page_is_running (DS_RUN_PAGE (self)))
    return;
  update_summary (self);
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

      if (ds_suite_kind_is_pass (self->kind))
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
    }
  ds_run_page_update_sensitivity (DS_RUN_PAGE (self));
}

/* --- the chart and the answer --- */

static void
show_chart (DsSuitePage         *self,
            const DsSuiteResult *result,
            const char          *description)
{
  DsChart *chart = ds_suite_chart_new (result, &self->chart_steps);

  if (chart == NULL && result->steps->len > 0)
    ds_chart_widget_set_placeholder (self->chart, _("This suite has no chart here yet: its steps are in the table below."));
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

      guint index = ds_suite_task_get_step_index (task) + 1, count = ds_suite_task_get_step_count (task);
      const char *phase = ds_suite_phase_to_string (ds_suite_task_get_phase (task));

      if (speed != NULL)
        /* TRANSLATORS: "Step 3 of 18: 4K Q4T1 read rnd — Measuring, 1234.5 MB/s" */
        status = g_strdup_printf (_("Step %u of %u: %s — %s, %s"), index, count, step, phase, speed);
      else
        /* TRANSLATORS: "Step 3 of 18: 4K Q4T1 read rnd — Warming up" */
        status = g_strdup_printf (_("Step %u of %u: %s — %s"), index, count, step, phase);
      if (ds_suite_task_get_step_index (task) < self->n_rows && ds_suite_task_get_step_index (task) >= steps->len)
        set_cell (self, ds_suite_task_get_step_index (task), COL_NOTE, _("running…"));
    }
  ds_run_page_set_status (page, status);
  ds_run_page_set_fraction (page, ds_suite_task_get_fraction (task));

  if (steps->len > self->live_steps)
    {
      g_autoptr(DsSuiteResult) live = live_result (task);

      for (guint i = self->live_steps; i < steps->len; i++)
        show_step (self, i, g_ptr_array_index (steps, i), live->suite);
      self->live_steps = steps->len;
      show_chart (self, live, _("The steps measured so far"));
      show_answer (self, live);
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
    show_step (self, i, g_ptr_array_index (result->steps, i), result->suite);
  show_chart (self, result, ds_suite_kind_title (result->suite));
  show_answer (self, result);
  ds_history_save_suite_async (NULL, result, ds_run_page_get_cancellable (page), ds_run_page_save_done,
                               g_object_ref (self));
}

static void
ds_suite_page_update_sensitivity (DsRunPage *page,
                                  gboolean   running)
{
  DsSuitePage *self = DS_SUITE_PAGE (page);
  gboolean planned = self->n_rows > 0;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "suite.run",
                                 !running && planned && ds_run_page_get_directory (page) != NULL);
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

  if (ds_run_page_is_running (page) || ds_run_page_get_directory (page) == NULL)
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
  self->chart_steps = 0;
  ds_chart_widget_set_chart (self->chart, NULL, NULL);
  ds_chart_widget_set_placeholder (self->chart, _("The curve grows here as the steps finish."));
  ds_run_page_set_status (page, settings->fill_percent > 0 ? _("Filling the filesystem…") : _("Preparing the test file…"));
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
  load_defaults (self);
  ds_chart_widget_set_chart (self->chart, NULL, NULL);
  ds_chart_widget_set_placeholder (self->chart, _("The curve grows here as the steps finish. Press Run to begin."));
  gtk_widget_set_visible (GTK_WIDGET (self->answer_label), FALSE);
  self->chart_steps = 0;
}

static void
on_option_changed (DsSuitePage *self)
{
  update_plan (self);
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
  gtk_widget_class_bind_template_child (widget_class, DsSuitePage, size_row);
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
  GtkStringList *kinds = gtk_string_list_new (NULL);
  GtkStringList *sizes_auto = gtk_string_list_new (NULL);
  gtk_widget_init_template (GTK_WIDGET (self));

  for (guint k = 0; k < DS_SUITE_N_KINDS; k++)
    gtk_string_list_append (kinds, ds_suite_kind_title (k));
  adw_combo_row_set_model (self->suite_row, G_LIST_MODEL (kinds));
  g_object_unref (kinds);
  {
    GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

    g_signal_connect (factory, "setup", G_CALLBACK (setup_suite_item), NULL);
    g_signal_connect (factory, "bind", G_CALLBACK (bind_suite_item), NULL);
    adw_combo_row_set_list_factory (self->suite_row, factory);
    g_object_unref (factory);
  }

  self->sizes = ds_size_model ();
  /* TRANSLATORS: the size of the cache suite's write, chosen from the free
   * space and the drive's capacity */
  gtk_string_list_append (sizes_auto, _("Automatic"));
  for (guint i = 0; i < g_list_model_get_n_items (self->sizes); i++)
    gtk_string_list_append (sizes_auto, gtk_string_list_get_string (GTK_STRING_LIST (self->sizes), i));
  self->sizes_auto = G_LIST_MODEL (sizes_auto);

  self->kind = DS_SUITE_BLOCKSIZE;
  ds_chart_widget_set_placeholder (self->chart, _("The curve grows here as the steps finish. Press Run to begin."));
  load_defaults (self);

  g_signal_connect_swapped (self->suite_row, "notify::selected", G_CALLBACK (on_suite_selected), self);
  g_signal_connect_swapped (self->blocks_row, "changed", G_CALLBACK (on_option_changed), self);
  g_signal_connect_swapped (self->qd_row, "changed", G_CALLBACK (on_option_changed), self);
  g_signal_connect_swapped (self->mixes_row, "changed", G_CALLBACK (on_option_changed), self);
  g_signal_connect_swapped (self->presets_row, "changed", G_CALLBACK (on_option_changed), self);
  g_signal_connect_swapped (self->limit_row, "changed", G_CALLBACK (on_option_changed), self);
  g_signal_connect_swapped (self->duration_spin, "value-changed", G_CALLBACK (on_option_changed), self);
  g_signal_connect_swapped (self->warmup_spin, "value-changed", G_CALLBACK (on_option_changed), self);
  g_signal_connect_swapped (self->size_row, "notify::selected", G_CALLBACK (on_option_changed), self);
  g_signal_connect_swapped (self->fill_spin, "value-changed", G_CALLBACK (on_option_changed), self);
}

GtkWidget *
ds_suite_page_new (void)
{
  return g_object_new (DS_TYPE_SUITE_PAGE, NULL);
}
