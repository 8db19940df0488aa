/* ds-suite-table.h — a suite run's steps as a table of aligned columns
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ds-suite-result.h"

G_BEGIN_DECLS

/* A grid: a row per step (number, the step in the reader's language, block,
 * queue depth, threads, read and random share, MB/s, IOPS, mean / p99 /
 * p99.9 latency, and Little's law ratio or a pass's minimum MB/s), numbers
 * right-aligned in tabular figures, "—" where a step measured nothing.
 * Nothing in it is selected when it is shown. */
GtkWidget *ds_suite_table_new (const DsSuiteResult *result);

G_END_DECLS
