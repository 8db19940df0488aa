/* ds-io-fill.h — filling a filesystem to a level before a run
 *
 * Reviewers measure a drive empty and 90 % full. A fill file is an
 * anonymous test file (O_TMPFILE where the filesystem has it, so a crash
 * leaves nothing behind) written with incompressible data up to the level
 * asked for; it is removed when closed. The free-space guard still applies:
 * the fill leaves room for the run's own test file plus the reserve the
 * guard keeps.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ds-test-file.h"

G_BEGIN_DECLS

/* The highest level --fill takes: above it the fill file would leave too
 * little room for any test file and the free-space reserve. */
#define DS_IO_FILL_MAX_PERCENT 95

/* "90%" or "90", 0 .. DS_IO_FILL_MAX_PERCENT; DS_ERROR_INVALID_ARGUMENT
 * saying what is accepted otherwise. Shared by `bench` and every suite. */
gboolean ds_io_fill_parse    (const char          *text,
                              guint               *out_percent,
                              GError             **error);

/* How full the filesystem of @dir is, as df counts it: used / (used +
 * available), in percent. */
gboolean ds_io_fill_level    (const char          *dir,
                              double              *out_percent,
                              GError             **error);

/* Writes a fill file so that the filesystem of @dir is @percent full, keeping
 * room for a test file of @test_bytes. *out_file is the open fill file (close
 * it to remove it), or NULL when the filesystem is already that full (then
 * *out_bytes is 0). DS_ERROR_NO_SPACE when the level cannot be reached with
 * room for the test file, naming the highest level that can;
 * G_IO_ERROR_CANCELLED when cancelled. */
gboolean ds_io_fill_to_level (const char          *dir,
                              guint                percent,
                              guint64              test_bytes,
                              DsTestFileFillFunc   progress,
                              gpointer             user_data,
                              GCancellable        *cancellable,
                              DsTestFile         **out_file,
                              guint64             *out_bytes,
                              GError             **error);

G_END_DECLS
