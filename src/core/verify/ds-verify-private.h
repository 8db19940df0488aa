/* ds-verify-private.h — the run's set-up, shared by the files of verify/
 *
 * ds-verify-files.c is the part of the runner that only prepares and
 * clears away: how much to write, the files and their names, finding the
 * files an earlier run kept. The passes (ds-verify-job.c) only read and
 * write through what it hands them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined (DS_VERIFY_COMPILATION)
# error "ds-verify-private.h is private to src/core/verify; include ds-verify-job.h instead"
#endif

#include "ds-test-file.h"
#include "ds-verify-job.h"

G_BEGIN_DECLS

/* "7.h2w", as f3 and H2testw name their files. */
char       *_ds_verify_file_name      (guint index);
/* How many bytes to write: --size, or the free space less the reserve
 * (DS_ERROR_NO_SPACE when that is under 1 MiB); a multiple of 1 MiB. */
gboolean    _ds_verify_plan_size      (const DsVerifySettings *settings,
                                       guint64                *out_bytes,
                                       GError                **error);
/* FALSE (DS_ERROR_INVALID_ARGUMENT) when @dir already holds N.h2w files. */
gboolean    _ds_verify_check_clean    (const char             *dir,
                                       GError                **error);
/* File @index of @length bytes: named N.h2w with keep, else nameless. */
DsTestFile *_ds_verify_create_file    (const DsVerifySettings *settings,
                                       guint                   index,
                                       guint64                 length,
                                       GError                **error);
/* The numbers of the N.h2w files in @dir, ascending (guint). */
GArray     *_ds_verify_list_kept      (const char             *dir,
                                       GError                **error);
DsTestFile *_ds_verify_open_kept      (const char             *dir,
                                       guint                   index,
                                       GError                **error);

G_END_DECLS
