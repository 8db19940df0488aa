/* ds-run-view.c — one benchmark run from the history, as its result panel
 *
 * The same grid of DsBenchCell the Benchmark page shows after a run (the
 * numbers in the unit of the preferences, each cell's bar against the best
 * of the run, its doubts against the recorded link, percentiles in each
 * cell's popover), the footer of what it was measured on, the warnings
 * the run's conditions call for, and its comment.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ds-bench-cell.h"
#include "ds-choices.h"
#include "ds-conditions.h"
#include "ds-drive.h"
#include "ds-format.h"
#include "ds-json.h"
#include "ds-run-view.h"

#define N_MODES 3

struct _DsRunView
{
  AdwBin         parent_instance;

  GSettings     *settings;
  DsBenchResult *result;
  GtkLabel      *title;
  GtkGrid       *grid;
  GtkBox        *warnings_box;
  GtkLabel      *footer;
  GtkLabel      *comment;
  GtkLabel      *datasheet;
  GPtrArray     *cells;              /* DsBenchCell* */
  GtkLabel      *headers[N_MODES];   /* NULL for a mode without tests */
};

G_DEFINE_FINAL_TYPE (DsRunView, ds_run_view, ADW_TYPE_BIN)

static DsChartUnits
current_unit (DsRunView *self)
{
  return (DsChartUnits) g_settings_get_enum (self->settings, "bench-unit");
}

static void
label_headers (DsRunView *self)
{
  for (guint m = 0; m < N_MODES; m++)
    {
      g_autofree char *title = NULL;

      if (self->headers[m] == NULL)
        continue;
      /* TRANSLATORS: a column heading: "Read (MB/s)" */
      title = g_strdup_printf (_("%s (%s)"), ds_choice_label (DS_TYPE_IO_MODE, (int) m), ds_bench_unit_label (current_unit (self)));
      gtk_label_set_label (self->headers[m], title);
    }
}

/* Every cell's bar against the run's best value, and its doubts against
 * the link the run recorded, as the Benchmark page draws them. */
static void
update_scales (DsRunView *self)
{
  DsConditionsLink link;
  double link_max = NAN;
  double best = NAN;

  if (self->result != NULL && ds_conditions_get_link (self->result->conditions, &link) && link.max_mbps > 0)
    link_max = link.max_mbps;
  for (guint i = 0; i < self->cells->len; i++)
    {
      double value = ds_bench_cell_get_value (g_ptr_array_index (self->cells, i));

      if (!isnan (value) && (isnan (best) || value > best))
        best = value;
    }
  for (guint i = 0; i < self->cells->len; i++)
    {
      DsBenchCell *cell = g_ptr_array_index (self->cells, i);

      ds_bench_cell_set_scale (cell, best);
      ds_bench_cell_set_doubts (cell, ds_bench_cell_has_result (cell)
                                      ? ds_bench_cell_get_doubts_for (cell, link_max)
                                      : DS_BENCH_DOUBT_NONE);
    }
}

static void
on_unit_changed (DsRunView *self)
{
  for (guint i = 0; i < self->cells->len; i++)
    ds_bench_cell_set_unit (g_ptr_array_index (self->cells, i), current_unit (self));
  label_headers (self);
  update_scales (self);
}

static void
add_part (GString    *text,
          const char *part)
{
  if (part == NULL || *part == '\0')
    return;
  if (text->len > 0)
    g_string_append (text, " · ");
  g_string_append (text, part);
}

char *
ds_run_view_footer_text (const DsBenchResult *result)
{
  g_autoptr(GString) text = g_string_new (NULL);
  DsConditionsDrive drive;
  DsConditionsLink link;
  gint64 size;
  double fill;
  const char *engine;

  g_return_val_if_fail (result != NULL, NULL);

  size = ds_conditions_get_file_size_bytes (result->conditions);
  fill = ds_conditions_get_fill_percent (result->conditions);
  engine = ds_conditions_get_engine (result->conditions);
  if (size <= 0)
    size = ds_run_settings_get_size_bytes (result->settings);
  if (ds_conditions_get_drive (result->conditions, &drive))
    {
      /* The name the saved image and the History give it, a drive without
       * a model included ("Virtual disk vda"). */
      g_autofree char *name = result->drive_display_name != NULL && drive.model == NULL
                              ? ds_strip_control (result->drive_display_name)
                              : ds_drive_display_name_from_json (ds_conditions_get_drive_object (result->conditions));

      add_part (text, name);
      if (drive.firmware != NULL)
        {
          /* TRANSLATORS: in the benchmark page's footer: "firmware 5B2QGXA7" */
          g_autofree char *part = g_strdup_printf (_("firmware %s"), drive.firmware);

          add_part (text, part);
        }
    }
  if (size > 0)
    {
      g_autofree char *bytes = ds_format_bytes_binary ((guint64) size);
      /* TRANSLATORS: in the benchmark page's footer: "1 GiB test file" */
      g_autofree char *part = g_strdup_printf (_("%s test file"), bytes);

      add_part (text, part);
    }
  if (!isnan (fill))
    {
      /* TRANSLATORS: in the benchmark page's footer: how full the filesystem was, "43 % full" */
      g_autofree char *part = g_strdup_printf (_("%.0f %% full"), fill);

      add_part (text, part);
    }
  if (ds_conditions_get_link (result->conditions, &link))
    add_part (text, link.description);
  add_part (text, ds_conditions_get_filesystem (result->conditions));
  if (result->start_time > 0)
    {
      g_autoptr(GDateTime) when = g_date_time_new_from_unix_local (result->start_time);
      g_autofree char *part = when != NULL ? g_date_time_format (when, "%Y-%m-%d %H:%M") : NULL;

      add_part (text, part);
    }
  if (engine != NULL)
    {
      /* TRANSLATORS: in the benchmark page's footer: the I/O engine, "engine io_uring" */
      g_autofree char *part = g_strdup_printf (_("engine %s"), engine);

      add_part (text, part);
    }
  return g_string_free (g_steal_pointer (&text), FALSE);
}

static void
add_warning (DsRunView  *self,
             const char *text)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 0.0f);
  gtk_widget_add_css_class (label, "warning");
  gtk_box_append (self->warnings_box, label);
}

static void
show_warnings (DsRunView *self)
{
  const DsBenchResult *result = self->result;
  DsConditionsLink link;
  gboolean have_link = ds_conditions_get_link (result->conditions, &link);
  gboolean cached = FALSE;
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->warnings_box))) != NULL)
    gtk_box_remove (self->warnings_box, child);
  for (guint i = 0; i < result->tests->len; i++)
    cached |= ((DsBenchTestResult *) g_ptr_array_index (result->tests, i))->cached;
  if (cached)
    add_warning (self, _("The filesystem did not honour direct I/O (O_DIRECT): the numbers include the page cache and overstate the drive."));
  if (g_strcmp0 (ds_conditions_get_filesystem (result->conditions), "btrfs") == 0)
    add_warning (self, _("The test ran on btrfs: copy-on-write, checksums and compression change what reaches the drive."));
  if (have_link && link.degraded)
    {
      g_autofree char *text = g_strdup_printf (_("The drive’s link is degraded: %s"),
                                               link.reason ? link.reason : _("it runs slower than it could"));

      add_warning (self, text);
    }
  if (result->status != DS_RUN_STATUS_COMPLETED)
    add_warning (self, result->status == DS_RUN_STATUS_CANCELLED
                       ? _("The benchmark was stopped: the tests it did not finish are marked incomplete.")
                       : _("The benchmark failed part way: only the tests it finished are shown."));
  gtk_widget_set_visible (GTK_WIDGET (self->warnings_box),
                          gtk_widget_get_first_child (GTK_WIDGET (self->warnings_box)) != NULL);
}

static gboolean
same_spec (const DsBenchSpec *a,
           const DsBenchSpec *b)
{
  return a->pattern == b->pattern && a->block_size == b->block_size &&
         a->queue_depth == b->queue_depth && a->threads == b->threads;
}

static void
build_grid (DsRunView *self)
{
  const DsBenchResult *result = self->result;
  g_autoptr(GArray) specs = g_array_new (FALSE, FALSE, sizeof (DsBenchSpec));
  gboolean has_mode[N_MODES] = { FALSE, FALSE, FALSE };
  GtkWidget *child;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->grid))) != NULL)
    gtk_grid_remove (self->grid, child);
  g_ptr_array_set_size (self->cells, 0);

  /* Rows: the tests' specs in the order they ran; columns: the modes. */
  for (guint i = 0; i < result->tests->len; i++)
    {
      const DsBenchTestResult *t = g_ptr_array_index (result->tests, i);
      gboolean seen = FALSE;

      if ((guint) t->mode < N_MODES)
        has_mode[t->mode] = TRUE;
      for (guint r = 0; r < specs->len && !seen; r++)
        seen = same_spec (&g_array_index (specs, DsBenchSpec, r), &t->spec);
      if (!seen)
        g_array_append_val (specs, t->spec);
    }
  for (guint m = 0, col = 1; m < N_MODES; m++)
    {
      GtkWidget *label;

      self->headers[m] = NULL;
      if (!has_mode[m])
        continue;
      label = gtk_label_new (NULL);
      gtk_widget_add_css_class (label, "heading");
      gtk_label_set_xalign (GTK_LABEL (label), 1.0f);
      gtk_widget_set_margin_end (label, 8);
      gtk_grid_attach (self->grid, label, (int) col++, 0, 1, 1);
      self->headers[m] = GTK_LABEL (label);
    }
  label_headers (self);

  for (guint r = 0; r < specs->len; r++)
    {
      const DsBenchSpec *spec = &g_array_index (specs, DsBenchSpec, r);
      g_autofree char *name = ds_bench_spec_to_string (spec);
      GtkWidget *label = gtk_label_new (name);

      gtk_widget_add_css_class (label, "heading");
      gtk_label_set_xalign (GTK_LABEL (label), 0.0f);
      gtk_grid_attach (self->grid, label, 0, (int) r + 1, 1, 1);
      for (guint m = 0, col = 1; m < N_MODES; m++)
        {
          const DsBenchTestResult *t;
          GtkWidget *cell;

          if (!has_mode[m])
            continue;
          cell = ds_bench_cell_new (spec, (DsIoMode) m);
          t = ds_bench_result_find (self->result, spec, (DsIoMode) m);
          if (t != NULL && t->runs->len > 0)
            {
              g_autofree char *steady = ds_bench_cell_steady_line (self->result, t);

              ds_bench_cell_set_result (DS_BENCH_CELL (cell), t, current_unit (self));
              ds_bench_cell_set_steady (DS_BENCH_CELL (cell), steady);
            }
          gtk_grid_attach (self->grid, cell, (int) col++, (int) r + 1, 1, 1);
          g_ptr_array_add (self->cells, cell);
        }
    }
}

void
ds_run_view_set_result (DsRunView     *self,
                        DsBenchResult *result,
                        const char    *title,
                        const char    *comment)
{
  g_return_if_fail (DS_IS_RUN_VIEW (self));
  g_return_if_fail (result != NULL);

  g_clear_pointer (&self->result, ds_bench_result_free);
  self->result = result;
  gtk_label_set_label (self->title, title ? title : "");
  gtk_label_set_label (self->comment, comment ? comment : "");
  ds_run_view_set_datasheet (self, NULL);
  gtk_widget_set_visible (GTK_WIDGET (self->comment), comment != NULL && *comment != '\0');
  build_grid (self);
  update_scales (self);
  {
    g_autofree char *footer = ds_run_view_footer_text (result);

    gtk_label_set_label (self->footer, footer);
    gtk_widget_set_visible (GTK_WIDGET (self->footer), *footer != '\0');
  }
  show_warnings (self);
}

const char *
ds_run_view_get_footer (DsRunView *self)
{
  g_return_val_if_fail (DS_IS_RUN_VIEW (self), NULL);
  return gtk_widget_get_visible (GTK_WIDGET (self->footer)) ? gtk_label_get_label (self->footer) : NULL;
}

guint
ds_run_view_get_n_cells (DsRunView *self)
{
  g_return_val_if_fail (DS_IS_RUN_VIEW (self), 0);
  return self->cells->len;
}

DsBenchCell *
ds_run_view_get_cell (DsRunView *self,
                      guint      i)
{
  g_return_val_if_fail (DS_IS_RUN_VIEW (self), NULL);
  return i < self->cells->len ? g_ptr_array_index (self->cells, i) : NULL;
}

const char *
ds_run_view_get_header (DsRunView   *self,
                        DsIoMode  mode)
{
  g_return_val_if_fail (DS_IS_RUN_VIEW (self), NULL);
  return (guint) mode < N_MODES && self->headers[mode] != NULL ? gtk_label_get_label (self->headers[mode]) : NULL;
}

const char *
ds_run_view_get_comment (DsRunView *self)
{
  g_return_val_if_fail (DS_IS_RUN_VIEW (self), NULL);
  return gtk_label_get_label (self->comment);
}

void
ds_run_view_set_datasheet (DsRunView  *self,
                           const char *verdicts)
{
  g_autofree char *text = NULL;

  g_return_if_fail (DS_IS_RUN_VIEW (self));
  if (verdicts != NULL && *verdicts != '\0')
    {
      g_autofree char *lines = g_strstrip (g_strdup (verdicts));

      /* TRANSLATORS: heading of a run's data sheet verdicts, then one line per figure */
      text = g_strdup_printf ("%s\n%s", _("Data sheet:"), lines);
    }
  gtk_label_set_label (self->datasheet, text != NULL ? text : "");
  gtk_widget_set_visible (GTK_WIDGET (self->datasheet), text != NULL);
}

const char *
ds_run_view_get_datasheet (DsRunView *self)
{
  g_return_val_if_fail (DS_IS_RUN_VIEW (self), NULL);
  return gtk_label_get_label (self->datasheet);
}

static void
ds_run_view_finalize (GObject *object)
{
  DsRunView *self = DS_RUN_VIEW (object);

  g_clear_pointer (&self->result, ds_bench_result_free);
  g_clear_pointer (&self->cells, g_ptr_array_unref);
  g_clear_object (&self->settings);
  G_OBJECT_CLASS (ds_run_view_parent_class)->finalize (object);
}

static void
ds_run_view_class_init (DsRunViewClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = ds_run_view_finalize;
}

static void
ds_run_view_init (DsRunView *self)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 12);
  GtkWidget *scrolled = gtk_scrolled_window_new ();
  GtkWidget *clamp = adw_clamp_new ();

  self->cells = g_ptr_array_new ();
  self->settings = g_settings_new (APP_ID);
  g_signal_connect_object (self->settings, "changed::bench-unit", G_CALLBACK (on_unit_changed), self,
                           G_CONNECT_SWAPPED);

  self->title = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->title, 0.0f);
  gtk_label_set_wrap (self->title, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->title), "title-3");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->title));

  self->grid = GTK_GRID (gtk_grid_new ());
  gtk_grid_set_row_spacing (self->grid, 6);
  gtk_grid_set_column_spacing (self->grid, 6);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->grid), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                  _("Benchmark results"), -1);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->grid));

  /* As the Benchmark page's footer: what a screenshot must carry. */
  self->footer = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->footer, 0.0f);
  gtk_label_set_wrap (self->footer, TRUE);
  gtk_label_set_selectable (self->footer, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->footer), "caption");
  gtk_widget_set_visible (GTK_WIDGET (self->footer), FALSE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->footer));

  self->warnings_box = GTK_BOX (gtk_box_new (GTK_ORIENTATION_VERTICAL, 6));
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->warnings_box));

  self->comment = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->comment, 0.0f);
  gtk_label_set_wrap (self->comment, TRUE);
  gtk_label_set_selectable (self->comment, TRUE);
  gtk_widget_add_css_class (GTK_WIDGET (self->comment), "dim-label");
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->comment));

  self->datasheet = GTK_LABEL (gtk_label_new (NULL));
  gtk_label_set_xalign (self->datasheet, 0.0f);
  gtk_label_set_wrap (self->datasheet, TRUE);
  gtk_label_set_selectable (self->datasheet, TRUE);
  gtk_widget_set_visible (GTK_WIDGET (self->datasheet), FALSE);
  gtk_box_append (GTK_BOX (box), GTK_WIDGET (self->datasheet));

  gtk_widget_set_margin_top (box, 12);
  gtk_widget_set_margin_bottom (box, 12);
  gtk_widget_set_margin_start (box, 12);
  gtk_widget_set_margin_end (box, 12);
  adw_clamp_set_maximum_size (ADW_CLAMP (clamp), 900);
  adw_clamp_set_child (ADW_CLAMP (clamp), box);
  gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), clamp);
  gtk_widget_set_vexpand (scrolled, TRUE);
  adw_bin_set_child (ADW_BIN (self), scrolled);
}

GtkWidget *
ds_run_view_new (void)
{
  return g_object_new (DS_TYPE_RUN_VIEW, NULL);
}
