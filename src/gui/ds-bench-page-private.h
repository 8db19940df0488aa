/* ds-bench-page-private.h — the Benchmark page's state, shared by
 * ds-bench-page.c (the grid and running) and ds-bench-page-actions.c (what
 * is done with a result: warnings, copying, saving, comments); what every
 * page that runs a test has is DsRunPage's
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ds-bench-page.h"

G_BEGIN_DECLS

#define N_MODES 3

struct _DsBenchPage
{
  DsRunPage       parent_instance;

  GArray         *specs;          /* DsBenchSpec: the rows */
  GPtrArray      *cells;          /* DsBenchCell*, row-major, N_MODES per row (NULL for hidden mix) */
  GPtrArray      *row_buttons;
  DsBenchCell    *active_cell;
  DsBenchResult  *last_result;    /* a copy of the newest run */

  GtkDropDown    *profile_dropdown;
  GtkDropDown    *size_dropdown;
  GtkSpinButton  *runs_spin;
  GtkDropDown    *pattern_dropdown;
  GtkDropDown    *unit_dropdown;
  GtkCheckButton *mix_check;
  GtkSwitch      *steady_switch;  /* bench --steady */
  GtkSwitch      *verify_switch;  /* bench --verify */
  GtkLabel       *verify_label;   /* what the read-back found */
  GtkGrid        *grid;
  GtkButton      *all_button;
  GtkWidget      *run_box;
  GtkWidget      *stop_button;
  GtkWidget      *after_box;
  GtkBox         *warnings_box;
  GtkLabel       *footer_label;   /* what the shown result was measured on */
  GtkEntry       *comment_entry;
  GtkLabel       *headers[N_MODES];  /* column headings, NULL for hidden mix */
  gboolean        layout_stale;      /* the profile changed during a run */
};

void ds_bench_page_toast                (DsBenchPage         *self,
                                         const char          *text);
void ds_bench_page_add_warning          (DsBenchPage         *self,
                                         const char          *text);
void ds_bench_page_show_warnings        (DsBenchPage         *self,
                                         const DsBenchResult *result);
/* What the drive's link carries in MB/s, NAN unknown. */
double ds_bench_page_link_ceiling       (DsBenchPage         *self);
void ds_bench_page_show_footer         (DsBenchPage         *self,
                                         const DsBenchResult *result);
void ds_bench_page_show_health_delta    (DsBenchPage         *self,
                                         DsBenchTask         *task,
                                         const DsBenchResult *result);
void ds_bench_page_on_comment_activate  (GtkEntry            *entry,
                                         DsBenchPage         *self);
void ds_bench_page_action_copy          (GtkWidget           *widget,
                                         const char          *action_name,
                                         GVariant            *parameter);
void ds_bench_page_action_save_image    (GtkWidget           *widget,
                                         const char          *action_name,
                                         GVariant            *parameter);
void ds_bench_page_action_save_report   (GtkWidget           *widget,
                                         const char          *action_name,
                                         GVariant            *parameter);

G_END_DECLS
