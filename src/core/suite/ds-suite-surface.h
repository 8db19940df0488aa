/* ds-suite-surface.h — the surface suite: reads across a whole drive
 *
 * As GNOME Disks' benchmark: N evenly spaced positions from the first byte
 * of the drive to its last, each a sequential read of a few MiB timed on
 * its own, so an HDD's slower inner zones show as MB/s against position;
 * or, with full_pass, the whole drive in order, as N contiguous spans. Only
 * reads, only through the descriptor udisks2 hands out for a benchmark
 * (ds-bench-device.h), on the suite's engine at the chosen queue depth.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ds-suite-job.h"

G_BEGIN_DECLS

/* One span to read: [offset, offset + length). */
typedef struct
{
  guint64 offset;
  guint64 length;
} DsSuiteSpan;

/* The spans of a surface run of a drive of @device_bytes (DsSuiteSpan, in
 * order, every offset and length a multiple of @block): @samples reads of
 * @sample_bytes (rounded down to whole blocks, at least one) whose starts
 * are evenly spaced from 0 to the last whole block that leaves room for
 * one; or, with @full_pass or when the samples would cover the drive
 * anyway, @samples contiguous spans of every whole block of the drive (the
 * tail under one block is not read). Fewer spans when the drive has fewer
 * blocks; empty when it has none. */
GArray        *ds_suite_surface_spans (guint64    device_bytes,
                                       guint64    block,
                                       guint      samples,
                                       guint64    sample_bytes,
                                       gboolean   full_pass);

/* The plan in a sentence, translated, for `suite --plan` and the Suites
 * page: how much is read where, the estimated time at 500 MB/s, and that
 * it only reads and asks for administrator authentication. */
char          *ds_suite_surface_plan_text (const DsSuiteSettings *settings);

/* ds_suite_run () of a surface suite (@settings validated). */
DsSuiteResult *_ds_suite_run_surface  (const DsSuiteSettings *settings,
                                       DsSuiteProgressFunc    progress,
                                       gpointer               user_data,
                                       GCancellable          *cancellable,
                                       GError               **error);

G_END_DECLS
