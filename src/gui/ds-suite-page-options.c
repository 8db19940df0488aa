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
#include <math.h>

#include "ds-bench-job.h"
#include "ds-error.h"
#include "ds-preferences-window.h"
#include "ds-suite-analysis.h"
#include "ds-suite-page-private.h"

/* What each suite measures, in one line (the chooser's subtitle). */
static const char *const descriptions[DS_SUITE_N_KINDS] = {
  [DS_SUITE_BLOCKSIZE] = N_("MB/s against block size, read then write, at queue depth 4 (as ATTO)."),
  [DS_SUITE_QD_SCALING] = N_("IOPS and p99 latency against queue depth, and the deepest queue within the latency limit."),
  [DS_SUITE_MIXES] = N_("IOMeter-style workloads (database, virtual machines, VDI, video, streaming, file and web server) at several queue depths."),
  [DS_SUITE_RWMIX] = N_("4 KiB random I/O at read shares from 100 % to 0 % (as SNIA)."),
  [DS_SUITE_CACHE] = N_("One long sequential write: how much the write cache takes and the speed after it."),
  [DS_SUITE_LINEAR] = N_("Reads and writes the whole test file in order: MB/s against position, with its spread."),
#ifdef G_OS_WIN32
  [DS_SUITE_SURFACE] = N_("Reads across the whole drive, not a folder, to show a hard disk's slower inner zones: MB/s against position. Linux only: this Windows build cannot run it."),
#else
  [DS_SUITE_SURFACE] = N_("Reads across the whole drive, not a folder, to show a hard disk's slower inner zones: MB/s against position. Only reads; asks for administrator authentication."),
#endif
  [DS_SUITE_IOPS_MATRIX] = N_("SNIA PTS IOPS: the file written twice, then rounds of 7 read/write mixes by 8 block sizes, random, until the 4K write cell is steady; a heatmap of the steady matrix."),
  [DS_SUITE_WSAT] = N_("SNIA PTS write saturation: 4K random writes for four times the test file, IOPS against data written, and where it settles."),
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
#ifdef G_OS_WIN32
                            surface ? _("The surface suite reads a whole drive, which only the Linux build of Drivescope can do. "
                                        "The other suites run here.")
#else
                            surface ? _("Reads the drive itself through udisks2, which asks for administrator authentication; "
                                        "no test file is made and nothing is written.")
#endif
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
  /* rounds have no warm-up: the first round is the FOB value */
  gtk_widget_set_visible (GTK_WIDGET (self->warmup_row), !pass && !ds_suite_kind_has_rounds (self->kind));
  /* the steady-state options: iops-matrix runs rounds until steady (or
   * its most rounds) after its preconditioning, wsat writes its multiple
   * of the file and finds where it settles */
  gtk_widget_set_visible (GTK_WIDGET (self->precondition_row), self->kind == DS_SUITE_IOPS_MATRIX);
  gtk_widget_set_visible (GTK_WIDGET (self->max_rounds_row), self->kind == DS_SUITE_IOPS_MATRIX);
  gtk_widget_set_visible (GTK_WIDGET (self->window_row), ds_suite_kind_has_rounds (self->kind));
  gtk_widget_set_visible (GTK_WIDGET (self->range_row), ds_suite_kind_has_rounds (self->kind));
  gtk_widget_set_visible (GTK_WIDGET (self->slope_row), ds_suite_kind_has_rounds (self->kind));
  gtk_widget_set_visible (GTK_WIDGET (self->multiple_row), self->kind == DS_SUITE_WSAT);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->duration_row),
                                 self->kind == DS_SUITE_WSAT ? _("Round length (s)")
                                 : self->kind == DS_SUITE_IOPS_MATRIX ? _("Measured per cell each round (s)")
                                 : _("Measured per step (s)"));
}

/* --- the options kept between sessions --- */

/* suites/NAME/ beside the application's keys. */
static GSettings *
settings_for_kind (DsSuitePage *self,
                   DsSuiteKind  kind)
{
  g_autofree char *base = NULL;
  g_autofree char *path = NULL;

  g_object_get (ds_run_page_get_settings (DS_RUN_PAGE (self)), "path", &base, NULL);
  path = g_strdup_printf ("%ssuites/%s/", base, ds_suite_kind_to_string (kind));
  return g_settings_new_with_path (APP_ID ".Suite", path);
}

DsSuiteKind
_ds_suite_page_stored_kind (DsSuitePage *self)
{
  g_autofree char *name = g_settings_get_string (ds_run_page_get_settings (DS_RUN_PAGE (self)), "suite-kind");
  DsSuiteKind kind;

  if (!ds_suite_kind_from_string (name, &kind) || (guint) kind >= DS_SUITE_N_KINDS)
    return DS_SUITE_BLOCKSIZE;
  return kind;
}

/* The defaults of the suite as the options show them. */
typedef struct
{
  char   *blocks;
  char   *queue_depths;
  char   *mixes;
  char   *presets;
  char   *latency_limit;
  double  duration_s;
  double  warmup_s;
  guint   size;         /* index in the size row's list */
  guint   samples;      /* surface */
  gboolean full_pass;   /* surface */
  /* iops-matrix and wsat */
  guint   precondition_passes;
  guint   window;
  guint   max_rounds;
  double  range_percent;
  double  slope_percent;
  double  write_multiple;
} Options;

static void
options_clear (Options *o)
{
  g_free (o->blocks);
  g_free (o->queue_depths);
  g_free (o->mixes);
  g_free (o->presets);
  g_free (o->latency_limit);
}

G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Options, options_clear)

/* The size row's list of the chosen suite: the test file sizes, with
 * "Automatic" first for the cache suite; what the surface suite reads at
 * each position. */
static GListModel *
size_model (DsSuitePage *self)
{
  if (self->kind == DS_SUITE_CACHE)
    return self->sizes_auto;
  if (self->kind == DS_SUITE_SURFACE)
    return self->sample_sizes;
  return self->sizes;
}

/* The row's index for @mib (0: automatic, for the cache suite), the
 * nearest size not below it. */
static guint
size_to_index (DsSuiteKind kind,
               guint64     mib)
{
  guint i = 0;

  if (kind == DS_SUITE_SURFACE)
    {
      while (i + 1 < _ds_suite_n_sample_sizes && _ds_suite_sample_sizes_mib[i] < mib)
        i++;
      return i;
    }
  if (kind == DS_SUITE_CACHE)
    return mib == 0 ? 0 : ds_bench_size_choice_index (mib << 20) + 1;
  return ds_bench_size_choice_index (mib << 20);
}

/* The MiB of the row's index @i (0 for the cache suite's "Automatic"). */
static guint
index_to_mib (DsSuiteKind kind,
              guint       i)
{
  if (kind == DS_SUITE_SURFACE)
    return _ds_suite_sample_sizes_mib[MIN (i, _ds_suite_n_sample_sizes - 1)];
  if (kind == DS_SUITE_CACHE)
    return i == 0 ? 0 : (guint) (ds_bench_size_choice (i - 1) >> 20);
  return (guint) (ds_bench_size_choice (i) >> 20);
}

static void
default_options (DsSuiteKind  kind,
                 Options     *o)
{
  g_autoptr(DsSuiteSettings) s = ds_suite_settings_new (kind);

  o->blocks = ds_suite_settings_option_text (s, DS_SUITE_OPTION_BLOCKS);
  o->queue_depths = ds_suite_settings_option_text (s, DS_SUITE_OPTION_QUEUE_DEPTHS);
  o->mixes = ds_suite_settings_option_text (s, DS_SUITE_OPTION_MIXES);
  o->presets = ds_suite_settings_option_text (s, DS_SUITE_OPTION_PRESETS);
  o->latency_limit = ds_suite_settings_option_text (s, DS_SUITE_OPTION_LATENCY_LIMIT);
  o->duration_s = s->duration_s;
  o->warmup_s = s->warmup_s;
  /* The cache suite's list starts with "Automatic". */
  o->size = kind == DS_SUITE_CACHE ? 0 : size_to_index (kind, s->size_bytes >> 20);
  o->samples = s->samples;
  o->full_pass = s->full_pass;
  o->precondition_passes = s->precondition_passes;
  o->window = s->steady.window;
  o->max_rounds = s->steady.max_rounds;
  o->range_percent = round (s->steady.range_limit * 1000.0) / 10.0;   /* as the row shows it */
  o->slope_percent = round (s->steady.slope_limit * 1000.0) / 10.0;
  o->write_multiple = s->write_multiple;
}

static gboolean
valid_blocks (const char *text)
{
  g_autoptr(GArray) a = g_array_new (FALSE, FALSE, sizeof (guint64));

  return ds_suite_parse_blocks (text, a, NULL);
}

static gboolean
valid_counts (const char *text)
{
  g_autoptr(GArray) a = g_array_new (FALSE, FALSE, sizeof (guint));

  return ds_suite_parse_counts (text, 1, 512, a, NULL);
}

static gboolean
valid_mixes (const char *text)
{
  g_autoptr(GArray) a = g_array_new (FALSE, FALSE, sizeof (guint));

  return ds_suite_parse_mixes (text, a, NULL);
}

static gboolean
valid_presets (const char *text)
{
  g_auto(GStrv) names = g_strsplit (text, ",", -1);

  if (names[0] == NULL)
    return FALSE;
  for (guint i = 0; names[i] != NULL; i++)
    if (ds_suite_preset_find (g_strstrip (names[i])) == NULL)
      return FALSE;
  return TRUE;
}

static gboolean
valid_latency (const char *text)
{
  DsLatencyStat stat;
  double us;

  return ds_suite_parse_latency_limit (text, &stat, &us, NULL);
}

/* The stored text of @key when its parser takes it, else @fallback. */
static char *
stored_text (GSettings   *settings,
             const char  *key,
             gboolean   (*valid) (const char *),
             const char  *fallback)
{
  g_autofree char *text = g_settings_get_string (settings, key);

  if (*text == '\0')
    return g_strdup (fallback);
  if (!valid (text))
    {
      g_debug ("suite page: %s “%s” is refused; using the suite's “%s”", key, text, fallback);
      return g_strdup (fallback);
    }
  return g_steal_pointer (&text);
}

/* A stored count, or @fallback for "the suite's own" (-1). */
static guint
stored_count (GSettings  *settings,
              const char *key,
              guint       fallback)
{
  int value = g_settings_get_int (settings, key);

  return value >= 0 ? (guint) value : fallback;
}

static void
show_options (DsSuitePage   *self,
              const Options *o)
{
  self->updating = TRUE;
  set_entry (self->blocks_row, g_strdup (o->blocks));
  set_entry (self->qd_row, g_strdup (o->queue_depths));
  set_entry (self->mixes_row, g_strdup (o->mixes));
  set_entry (self->presets_row, g_strdup (o->presets));
  set_entry (self->limit_row, g_strdup (o->latency_limit));
  if (!ds_suite_kind_is_pass (self->kind))
    {
      gtk_spin_button_set_value (self->duration_spin, o->duration_s);
      gtk_spin_button_set_value (self->warmup_spin, o->warmup_s);
    }
  adw_combo_row_set_model (self->size_row, size_model (self));
  adw_combo_row_set_selected (self->size_row, o->size);
  if (self->kind == DS_SUITE_SURFACE)
    {
      gtk_spin_button_set_value (self->samples_spin, o->samples);
      gtk_switch_set_active (self->full_switch, o->full_pass);
    }
  if (ds_suite_kind_has_rounds (self->kind))
    {
      gtk_spin_button_set_value (self->precondition_spin, o->precondition_passes);
      gtk_spin_button_set_value (self->window_spin, o->window);
      gtk_spin_button_set_value (self->max_rounds_spin, o->max_rounds);
      gtk_spin_button_set_value (self->range_spin, o->range_percent);
      gtk_spin_button_set_value (self->slope_spin, o->slope_percent);
      gtk_spin_button_set_value (self->multiple_spin, o->write_multiple);
    }
  self->updating = FALSE;
}

void
_ds_suite_page_load_options (DsSuitePage *self)
{
  GSettings *app = ds_run_page_get_settings (DS_RUN_PAGE (self));
  g_auto(Options) defaults = { 0 };
  g_auto(Options) kept = { 0 };
  g_autoptr(DsSuiteSettings) check = NULL;
  g_autoptr(GError) error = NULL;
  double seconds;
  guint mib, samples;

  g_clear_object (&self->suite_settings);
  self->suite_settings = settings_for_kind (self, self->kind);
  default_options (self->kind, &defaults);

  kept.blocks = stored_text (self->suite_settings, "blocks", valid_blocks, defaults.blocks);
  kept.queue_depths = stored_text (self->suite_settings, "queue-depths", valid_counts, defaults.queue_depths);
  kept.mixes = stored_text (self->suite_settings, "mixes", valid_mixes, defaults.mixes);
  kept.presets = stored_text (self->suite_settings, "presets", valid_presets, defaults.presets);
  kept.latency_limit = stored_text (self->suite_settings, "latency-limit", valid_latency, defaults.latency_limit);
  /* The spin buttons keep a number to their own range. */
  seconds = g_settings_get_double (self->suite_settings, "duration-s");
  kept.duration_s = seconds >= 0 ? seconds : defaults.duration_s;
  seconds = g_settings_get_double (self->suite_settings, "warmup-s");
  kept.warmup_s = seconds >= 0 ? seconds : defaults.warmup_s;
  mib = g_settings_get_uint (self->suite_settings, "size-mib");
  kept.size = mib == 0 ? defaults.size : size_to_index (self->kind, mib);
  samples = g_settings_get_uint (self->suite_settings, "samples");
  kept.samples = samples > 0 ? samples : defaults.samples;
  kept.full_pass = g_settings_get_boolean (self->suite_settings, "full-pass");
  kept.precondition_passes = stored_count (self->suite_settings, "precondition-passes", defaults.precondition_passes);
  kept.window = stored_count (self->suite_settings, "steady-window", defaults.window);
  kept.max_rounds = stored_count (self->suite_settings, "max-rounds", defaults.max_rounds);
  seconds = g_settings_get_double (self->suite_settings, "steady-range");
  kept.range_percent = seconds > 0 ? seconds : defaults.range_percent;
  seconds = g_settings_get_double (self->suite_settings, "steady-slope");
  kept.slope_percent = seconds > 0 ? seconds : defaults.slope_percent;
  seconds = g_settings_get_double (self->suite_settings, "write-multiple");
  kept.write_multiple = seconds > 0 ? seconds : defaults.write_multiple;

  adw_action_row_set_subtitle (ADW_ACTION_ROW (self->suite_row), _(descriptions[self->kind]));
  show_rows_for (self);
  self->updating = TRUE;
  gtk_spin_button_set_value (self->fill_spin, g_settings_get_uint (app, "suite-fill-percent"));
  self->updating = FALSE;
  show_options (self, &kept);
  /* Options each valid on their own may still not make a suite together
   * (too many steps, say): then the suite's defaults, all of them. */
  check = ds_suite_page_build_settings (self, &error);
  if (check == NULL)
    {
      g_autoptr(DsSuiteSettings) check_defaults = NULL;

      g_debug ("suite page: the kept options of %s make no suite (%s); using its defaults",
               ds_suite_kind_to_string (self->kind), error->message);
      show_options (self, &defaults);
      /* Unless the defaults make none either: then it is not the options
       * (the surface suite before the page has its drive), and they stay. */
      check_defaults = ds_suite_page_build_settings (self, NULL);
      if (check_defaults == NULL)
        show_options (self, &kept);
    }
  _ds_suite_page_update_plan (self);
}

static void
keep_text (GSettings   *settings,
           const char  *key,
           const char  *text,
           const char  *default_text)
{
  const char *value = g_strcmp0 (text, default_text) == 0 ? "" : text;
  g_autofree char *now = g_settings_get_string (settings, key);

  if (g_strcmp0 (now, value) != 0)
    g_settings_set_string (settings, key, value);
}

static void
keep_count (GSettings  *settings,
            const char *key,
            guint       value,
            guint       default_value)
{
  int v = value == default_value ? -1 : (int) value;

  if (g_settings_get_int (settings, key) != v)
    g_settings_set_int (settings, key, v);
}

static void
keep_double (GSettings  *settings,
             const char *key,
             double      value,
             double      default_value)
{
  double v = value == default_value ? -1 : value;

  if (g_settings_get_double (settings, key) != v)
    g_settings_set_double (settings, key, v);
}

void
_ds_suite_page_save_options (DsSuitePage *self)
{
  GSettings *app = ds_run_page_get_settings (DS_RUN_PAGE (self));
  GSettings *kept = self->suite_settings;
  g_auto(Options) defaults = { 0 };
  const char *kind = ds_suite_kind_to_string (self->kind);
  g_autofree char *now = g_settings_get_string (app, "suite-kind");
  guint fill = (guint) gtk_spin_button_get_value_as_int (self->fill_spin);
  guint size = adw_combo_row_get_selected (self->size_row);
  guint mib = 0;

  if (kept == NULL)
    return;
  if (g_strcmp0 (now, kind) != 0)
    g_settings_set_string (app, "suite-kind", kind);
  if (g_settings_get_uint (app, "suite-fill-percent") != fill)
    g_settings_set_uint (app, "suite-fill-percent", fill);
  default_options (self->kind, &defaults);
  /* Only what the suite shows: a hidden row still holds its default. */
  if (gtk_widget_get_visible (GTK_WIDGET (self->blocks_row)))
    keep_text (kept, "blocks", _ds_suite_page_entry_text (self->blocks_row), defaults.blocks);
  if (gtk_widget_get_visible (GTK_WIDGET (self->qd_row)))
    keep_text (kept, "queue-depths", _ds_suite_page_entry_text (self->qd_row), defaults.queue_depths);
  if (gtk_widget_get_visible (GTK_WIDGET (self->mixes_row)))
    keep_text (kept, "mixes", _ds_suite_page_entry_text (self->mixes_row), defaults.mixes);
  if (gtk_widget_get_visible (GTK_WIDGET (self->presets_row)))
    keep_text (kept, "presets", _ds_suite_page_entry_text (self->presets_row), defaults.presets);
  if (gtk_widget_get_visible (GTK_WIDGET (self->limit_row)))
    keep_text (kept, "latency-limit", _ds_suite_page_entry_text (self->limit_row), defaults.latency_limit);
  if (!ds_suite_kind_is_pass (self->kind))
    {
      keep_double (kept, "duration-s", gtk_spin_button_get_value (self->duration_spin), defaults.duration_s);
      keep_double (kept, "warmup-s", gtk_spin_button_get_value (self->warmup_spin), defaults.warmup_s);
    }
  if (self->kind == DS_SUITE_IOPS_MATRIX)
    {
      keep_count (kept, "precondition-passes", (guint) gtk_spin_button_get_value_as_int (self->precondition_spin),
                  defaults.precondition_passes);
      keep_count (kept, "max-rounds", (guint) gtk_spin_button_get_value_as_int (self->max_rounds_spin),
                  defaults.max_rounds);
    }
  if (ds_suite_kind_has_rounds (self->kind))
    {
      keep_count (kept, "steady-window", (guint) gtk_spin_button_get_value_as_int (self->window_spin), defaults.window);
      keep_double (kept, "steady-range", gtk_spin_button_get_value (self->range_spin), defaults.range_percent);
      keep_double (kept, "steady-slope", gtk_spin_button_get_value (self->slope_spin), defaults.slope_percent);
    }
  if (self->kind == DS_SUITE_WSAT)
    keep_double (kept, "write-multiple", gtk_spin_button_get_value (self->multiple_spin), defaults.write_multiple);
  if (size != defaults.size && size != GTK_INVALID_LIST_POSITION)
    mib = index_to_mib (self->kind, size);
  if (g_settings_get_uint (kept, "size-mib") != mib)
    g_settings_set_uint (kept, "size-mib", mib);
  if (self->kind == DS_SUITE_SURFACE)
    {
      guint samples = (guint) gtk_spin_button_get_value_as_int (self->samples_spin);
      gboolean full = gtk_switch_get_active (self->full_switch);

      samples = samples == defaults.samples ? 0 : samples;
      if (g_settings_get_uint (kept, "samples") != samples)
        g_settings_set_uint (kept, "samples", samples);
      if (g_settings_get_boolean (kept, "full-pass") != full)
        g_settings_set_boolean (kept, "full-pass", full);
    }
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
       !ds_suite_parse_latency_limit (_ds_suite_page_entry_text (self->limit_row), &s->latency_limit_stat,
                                      &s->latency_limit_us, error)))
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
      if (!ds_suite_kind_has_rounds (self->kind))
        s->warmup_s = gtk_spin_button_get_value (self->warmup_spin);
    }
  if (self->kind == DS_SUITE_IOPS_MATRIX)
    {
      s->precondition_passes = (guint) gtk_spin_button_get_value_as_int (self->precondition_spin);
      s->steady.max_rounds = (guint) gtk_spin_button_get_value_as_int (self->max_rounds_spin);
    }
  if (ds_suite_kind_has_rounds (self->kind))
    {
      /* in percent here, fractions in the settings, as the CLI's
       * --steady-range and --steady-slope */
      s->steady.window = (guint) gtk_spin_button_get_value_as_int (self->window_spin);
      s->steady.range_limit = gtk_spin_button_get_value (self->range_spin) / 100.0;
      s->steady.slope_limit = gtk_spin_button_get_value (self->slope_spin) / 100.0;
    }
  if (self->kind == DS_SUITE_WSAT)
    s->write_multiple = gtk_spin_button_get_value (self->multiple_spin);
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
                    ? 0 : ds_bench_size_choice (size - 1);
  else
    s->size_bytes = ds_bench_size_choice (size);
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

/* A list or range as the entries take it ("512-64M", "1,4,16") in words:
 * "512 to 64M", "1, 4, 16"; @unit after each value of a list of shares. */
static char *
list_in_words (const char *text,
               const char *unit)
{
  g_auto(GStrv) items = g_strsplit (text, ",", -1);
  g_autoptr(GString) out = g_string_new (NULL);

  for (guint i = 0; items[i] != NULL; i++)
    {
      g_auto(GStrv) range = g_strsplit (g_strstrip (items[i]), "-", 2);

      if (range[0] == NULL || *range[0] == '\0')
        continue;
      if (out->len > 0)
        g_string_append (out, ", ");
      if (range[1] != NULL && *g_strstrip (range[1]) != '\0')
        /* TRANSLATORS: a range in the Suites options' summary: "512 to 64M", "1 to 256" */
        g_string_append_printf (out, _("%s to %s"), g_strstrip (range[0]), g_strstrip (range[1]));
      else
        g_string_append (out, range[0]);
      if (unit != NULL)
        g_string_append_printf (out, " %s", unit);
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* The options row's subtitle: what the options say, in words ("block sizes
 * 512 to 64M · QD 4 · read shares 100 %, 0 % · 3 s per step · 1 GiB"), not
 * the entries' shorthand side by side. */
void
_ds_suite_page_update_summary (DsSuitePage *self)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  g_autofree char *text = NULL;
  guint selected = adw_combo_row_get_selected (self->size_row);
  GListModel *model = adw_combo_row_get_model (self->size_row);

  if (gtk_widget_get_visible (GTK_WIDGET (self->blocks_row)))
    {
      g_autofree char *words = list_in_words (_ds_suite_page_entry_text (self->blocks_row), NULL);

      /* TRANSLATORS: the Suites options' summary: "block sizes 512 to 64M" */
      g_ptr_array_add (parts, g_strdup_printf (_("block sizes %s"), words));
    }
  if (gtk_widget_get_visible (GTK_WIDGET (self->qd_row)))
    {
      g_autofree char *words = list_in_words (_ds_suite_page_entry_text (self->qd_row), NULL);

      /* TRANSLATORS: the Suites options' summary: queue depths, "QD 1 to 256" */
      g_ptr_array_add (parts, g_strdup_printf (_("QD %s"), words));
    }
  if (gtk_widget_get_visible (GTK_WIDGET (self->mixes_row)))
    {
      g_autofree char *words = list_in_words (_ds_suite_page_entry_text (self->mixes_row), "%");

      /* TRANSLATORS: the Suites options' summary: the read shares of the mixes, "read shares 100 %, 0 %" */
      g_ptr_array_add (parts, g_strdup_printf (_("read shares %s"), words));
    }
  if (gtk_widget_get_visible (GTK_WIDGET (self->presets_row)))
    {
      g_autofree char *words = list_in_words (_ds_suite_page_entry_text (self->presets_row), NULL);

      /* TRANSLATORS: the Suites options' summary: the workload presets, "presets database, vdi" */
      g_ptr_array_add (parts, g_strdup_printf (_("presets %s"), words));
    }
  if (gtk_widget_get_visible (GTK_WIDGET (self->limit_row)))
    {
      DsLatencyStat stat = DS_LATENCY_STAT_P99;
      double us = 0;
      g_autofree char *limit = ds_suite_parse_latency_limit (_ds_suite_page_entry_text (self->limit_row), &stat, &us, NULL)
                               ? ds_suite_format_latency_limit (us, stat)
                               : g_strdup (_ds_suite_page_entry_text (self->limit_row));

      /* TRANSLATORS: the Suites options' summary: "latency limit 0.75 ms p99" */
      g_ptr_array_add (parts, g_strdup_printf (_("latency limit %s"), limit));
    }
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
  else if (ds_suite_kind_has_rounds (self->kind))
    /* TRANSLATORS: the options' summary of the rounds suites: "steady within 5 rounds" */
    g_ptr_array_add (parts, g_strdup_printf (ngettext ("steady within %d round", "steady within %d rounds",
                                                       gtk_spin_button_get_value_as_int (self->window_spin)),
                                             gtk_spin_button_get_value_as_int (self->window_spin)));
  if (self->kind != DS_SUITE_SURFACE && gtk_spin_button_get_value_as_int (self->fill_spin) > 0)
    /* TRANSLATORS: the options' summary: the fill level asked, "filled to 90 %" */
    g_ptr_array_add (parts, g_strdup_printf (_("filled to %d %%"), gtk_spin_button_get_value_as_int (self->fill_spin)));
  g_ptr_array_add (parts, NULL);
  text = g_strjoinv (" · ", (char **) parts->pdata);
  adw_expander_row_set_subtitle (self->options_row, text);
}
