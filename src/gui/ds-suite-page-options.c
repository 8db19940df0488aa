/* ds-suite-page-options.c — the Suites page's chooser and options
 *
 * The options are text in the syntax of `drivescope-cli suite` (--blocks,
 * --qd, --mixes, --presets, --latency-limit) and spin buttons, read by the
 * core's own parsers and validated as the CLI validates them, so the page
 * refuses exactly what the command line refuses, with the same message.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>

#include "ds-error.h"
#include "ds-preferences-window.h"
#include "ds-suite-page-private.h"

/* What each suite measures, in one line (the chooser's subtitle). */
static const char *const descriptions[DS_SUITE_N_KINDS] = {
  [DS_SUITE_BLOCKSIZE] = N_("MB/s against block size, read then write, at queue depth 4 (as ATTO)."),
  [DS_SUITE_QD_SCALING] = N_("IOPS and p99 latency against queue depth, and the deepest queue within the latency limit."),
  [DS_SUITE_MIXES] = N_("IOMeter-style workloads (database, virtual machines, VDI, video, streaming) at several queue depths."),
  [DS_SUITE_RWMIX] = N_("4 KiB random I/O at read shares from 100 % to 0 % (as SNIA)."),
  [DS_SUITE_CACHE] = N_("One long sequential write: how much the write cache takes and the speed after it."),
  [DS_SUITE_LINEAR] = N_("Reads and writes the whole test file in order: MB/s against position, with its spread."),
  [DS_SUITE_SURFACE] = N_("Reads across the whole drive, not a folder, to show a hard disk's slower inner zones: MB/s against position. Only reads; asks for administrator authentication."),
};

const guint _ds_suite_sample_sizes_mib[] = { 1, 2, 4, 8, 16, 32, 64, 128 };
const guint _ds_suite_n_sample_sizes = G_N_ELEMENTS (_ds_suite_sample_sizes_mib);

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

void
_ds_suite_page_setup_chooser (DsSuitePage *self)
{
  GtkStringList *kinds = gtk_string_list_new (NULL);
  GtkListItemFactory *factory = gtk_signal_list_item_factory_new ();

  for (guint k = 0; k < DS_SUITE_N_KINDS; k++)
    gtk_string_list_append (kinds, ds_suite_kind_title (k));
  adw_combo_row_set_model (self->suite_row, G_LIST_MODEL (kinds));
  g_object_unref (kinds);
  g_signal_connect (factory, "setup", G_CALLBACK (setup_suite_item), NULL);
  g_signal_connect (factory, "bind", G_CALLBACK (bind_suite_item), NULL);
  adw_combo_row_set_list_factory (self->suite_row, factory);
  g_object_unref (factory);
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
  gboolean surface = self->kind == DS_SUITE_SURFACE;
  GObject *folder_row = gtk_widget_get_template_child (GTK_WIDGET (self), DS_TYPE_SUITE_PAGE, "folder_row");

  /* surface: one block size and one depth, the positions, no folder, no
   * fill (it reads the drive itself, never a file) */
  gtk_widget_set_visible (GTK_WIDGET (self->blocks_row), (!pass && self->kind != DS_SUITE_MIXES) || surface);
  gtk_widget_set_visible (GTK_WIDGET (self->qd_row), !pass || surface);
  gtk_widget_set_visible (GTK_WIDGET (self->samples_row), surface);
  gtk_widget_set_visible (GTK_WIDGET (self->full_row), surface);
  gtk_widget_set_visible (GTK_WIDGET (self->fill_row), !surface);
  if (folder_row != NULL)
    gtk_widget_set_visible (GTK_WIDGET (folder_row), !surface);
  if (!ds_run_page_is_running (DS_RUN_PAGE (self)))
    ds_run_page_set_status (DS_RUN_PAGE (self),
                            surface ? _("Reads the drive itself through udisks2, which asks for administrator authentication; "
                                        "no test file is made and nothing is written.")
                                    : _("Runs the chosen steps one after the other in a test file, each after its own warm-up."));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->size_row),
                                 surface ? _("Read at each position") : _("Test file size"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->blocks_row),
                                 surface ? _("Block size (1M)") : _("Block sizes (512,4K,1M or 512-64M)"));
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->qd_row),
                                 surface ? _("Queue depth (4)") : _("Queue depths (1,4,16 or 1-256)"));
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

void
_ds_suite_page_load_defaults (DsSuitePage *self)
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
  else if (self->kind == DS_SUITE_SURFACE)
    {
      guint i = 0;

      while (i + 1 < _ds_suite_n_sample_sizes && ((guint64) _ds_suite_sample_sizes_mib[i] << 20) < s->size_bytes)
        i++;
      adw_combo_row_set_model (self->size_row, self->sample_sizes);
      adw_combo_row_set_selected (self->size_row, i);
      gtk_spin_button_set_value (self->samples_spin, s->samples);
      gtk_switch_set_active (self->full_switch, s->full_pass);
    }
  else
    {
      adw_combo_row_set_model (self->size_row, self->sizes);
      adw_combo_row_set_selected (self->size_row, size_index (s->size_bytes));
    }
  show_rows_for (self);
  self->updating = FALSE;
  _ds_suite_page_update_plan (self);
}

const char *
_ds_suite_page_entry_text (AdwEntryRow *row)
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
       !ds_suite_parse_blocks (_ds_suite_page_entry_text (self->blocks_row), s->blocks, error)) ||
      (gtk_widget_get_visible (GTK_WIDGET (self->qd_row)) &&
       !ds_suite_parse_counts (_ds_suite_page_entry_text (self->qd_row), 1, 512, s->queue_depths, error)) ||
      (gtk_widget_get_visible (GTK_WIDGET (self->mixes_row)) &&
       !ds_suite_parse_mixes (_ds_suite_page_entry_text (self->mixes_row), s->mixes, error)) ||
      (gtk_widget_get_visible (GTK_WIDGET (self->limit_row)) &&
       !ds_suite_parse_latency (_ds_suite_page_entry_text (self->limit_row), &s->latency_limit_us, error)))
    return NULL;
  if (self->kind == DS_SUITE_MIXES)
    {
      g_strfreev (s->presets);
      s->presets = g_strsplit (_ds_suite_page_entry_text (self->presets_row), ",", -1);
      for (guint i = 0; s->presets[i] != NULL; i++)
        g_strstrip (s->presets[i]);
    }
  if (!pass)
    {
      s->duration_s = gtk_spin_button_get_value (self->duration_spin);
      s->warmup_s = gtk_spin_button_get_value (self->warmup_spin);
    }
  size = adw_combo_row_get_selected (self->size_row);
  if (self->kind == DS_SUITE_SURFACE)
    {
      const DsDrive *drive = ds_run_page_get_drive (page);

      if (drive == NULL)
        {
          g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                               _("The surface suite reads a whole drive, not a folder: choose a drive in the list."));
          return NULL;
        }
      s->size_bytes = (guint64) _ds_suite_sample_sizes_mib[MIN (size, _ds_suite_n_sample_sizes - 1)] << 20;
      s->samples = (guint) gtk_spin_button_get_value_as_int (self->samples_spin);
      s->full_pass = gtk_switch_get_active (self->full_switch);
      s->drive = g_strdup (drive->name);
      s->drive_bytes = drive->size_bytes;
      engine = g_settings_get_string (ds_run_page_get_settings (page), "bench-engine");
      if (!ds_io_engine_kind_from_string (engine, &s->engine))
        s->engine = DS_IO_ENGINE_AUTO;
      if (!ds_suite_settings_validate (s, error))
        return NULL;
      return g_steal_pointer (&s);
    }
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

/* The options row's subtitle: what the options say, in their own words. */
void
_ds_suite_page_update_summary (DsSuitePage *self)
{
  AdwEntryRow *entries[] = { self->blocks_row, self->qd_row, self->mixes_row, self->presets_row, self->limit_row };
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *text = NULL;
  guint selected = adw_combo_row_get_selected (self->size_row);
  GListModel *model = adw_combo_row_get_model (self->size_row);

  for (guint i = 0; i < G_N_ELEMENTS (entries); i++)
    if (gtk_widget_get_visible (GTK_WIDGET (entries[i])))
      g_ptr_array_add (parts, g_strdup (_ds_suite_page_entry_text (entries[i])));
  if (!ds_suite_kind_is_pass (self->kind))
    /* TRANSLATORS: the options' summary: seconds measured per step, "3 s per step" */
    g_ptr_array_add (parts, g_strdup_printf (_("%g s per step"), gtk_spin_button_get_value (self->duration_spin)));
  if (model != NULL && selected < g_list_model_get_n_items (model))
    g_ptr_array_add (parts, g_strdup (gtk_string_list_get_string (GTK_STRING_LIST (model), selected)));
  if (self->kind == DS_SUITE_SURFACE)
    /* TRANSLATORS: the options' summary of the surface suite: "100 positions" or "the whole drive" */
    g_ptr_array_add (parts, gtk_switch_get_active (self->full_switch)
                              ? g_strdup (_("the whole drive"))
                              : g_strdup_printf (ngettext ("%d position", "%d positions",
                                                           gtk_spin_button_get_value_as_int (self->samples_spin)),
                                                 gtk_spin_button_get_value_as_int (self->samples_spin)));
  else if (gtk_spin_button_get_value_as_int (self->fill_spin) > 0)
    /* TRANSLATORS: the options' summary: the fill level asked, "filled to 90 %" */
    g_ptr_array_add (parts, g_strdup_printf (_("filled to %d %%"), gtk_spin_button_get_value_as_int (self->fill_spin)));
  g_ptr_array_add (parts, NULL);
  text = g_strjoinv (" · ", (char **) parts->pdata);
  adw_expander_row_set_subtitle (self->options_row, text);
}
