/* ds-compare-table.h — runs compared in the History (suites, thermal runs,
 * capacity checks) as a table of aligned columns
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* A grid of ds_history_compare_cells (@comparison): the figure and its
 * series on the left, a right-aligned column of numbers per run. A run's
 * heading is its History id and label ("#12 empty drive") over @names[i],
 * the name its chart's legend gives it (NULL: none), so table and chart
 * name a run alike. Nothing in it is selected when it is shown. */
GtkWidget *ds_compare_table_new (JsonNode           *comparison,
                                 const char * const *names);

G_END_DECLS
