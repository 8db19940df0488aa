/* ds-suite-page-private.h — what the Suites page's files share
 *
 * ds-suite-page.c is the page and its run; ds-suite-page-options.c the
 * suite chooser and the options: their defaults, their text in the command
 * line's syntax, and the settings they make.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ds-suite-page.h"

G_BEGIN_DECLS

struct _DsSuitePage
{
  DsRunPage        parent_instance;

  /* State */
  DsSuiteKind      kind;
  guint            n_rows;          /* steps in the table */
  guint            n_measured;      /* rows with a result */
  guint            live_steps;      /* steps of the task shown so far */
  guint            live_samples;    /* samples of its partial pass shown */
  guint            chart_steps;
  gboolean         updating;        /* setting the options from defaults */
  /* Owned references */
  GListModel      *sizes;           /* ds_size_model () */
  GListModel      *sizes_auto;      /* "Automatic", then the sizes (cache) */
  GListModel      *sample_sizes;    /* what surface reads at each position */
  GSettings       *suite_settings;  /* suites/NAME/ of the chosen suite */
  DsSuiteResult   *shown;           /* the result on display, or NULL */

  /* Borrowed references: template children */
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
  AdwActionRow    *precondition_row;
  GtkSpinButton   *precondition_spin;
  AdwActionRow    *window_row;
  GtkSpinButton   *window_spin;
  AdwActionRow    *max_rounds_row;
  GtkSpinButton   *max_rounds_spin;
  AdwActionRow    *range_row;
  GtkSpinButton   *range_spin;
  AdwActionRow    *slope_row;
  GtkSpinButton   *slope_spin;
  AdwActionRow    *multiple_row;
  GtkSpinButton   *multiple_spin;
  AdwComboRow     *size_row;
  AdwActionRow    *samples_row;
  GtkSpinButton   *samples_spin;
  AdwActionRow    *full_row;
  GtkSwitch       *full_switch;
  AdwActionRow    *fill_row;
  GtkSpinButton   *fill_spin;
  GtkLabel        *plan_label;
  GtkLabel        *answer_label;
  DsChartWidget   *chart;
  GtkGrid         *steps_grid;
};

/* ds-suite-page-options.c */
/* The suites in the chooser, each with what it measures. */
void        _ds_suite_page_setup_chooser  (DsSuitePage *self);
/* The suite chosen last time (the "suite-kind" key), or the first. */
DsSuiteKind _ds_suite_page_stored_kind    (DsSuitePage *self);
/* The chosen suite's options as last kept (suites/NAME/ in GSettings),
 * each one that is missing or that its parser refuses the suite's
 * default, all of them the defaults when together they make no valid
 * suite; then the plan. */
void        _ds_suite_page_load_options   (DsSuitePage *self);
/* Keeps the suite and its options for the next session: called when they
 * make a valid suite. Writes only the keys that changed; an option at the
 * suite's default is kept as "the default" (empty, -1, 0). */
void        _ds_suite_page_save_options   (DsSuitePage *self);
/* The options row's one-line summary. */
void        _ds_suite_page_update_summary (DsSuitePage *self);
const char *_ds_suite_page_entry_text     (AdwEntryRow *row);

/* The sizes surface reads at each position, in MiB (sample_sizes). */
extern const guint _ds_suite_sample_sizes_mib[];
extern const guint _ds_suite_n_sample_sizes;

/* ds-suite-page.c: the steps and estimate of the options, in the table. */
void        _ds_suite_page_update_plan    (DsSuitePage *self);

G_END_DECLS
