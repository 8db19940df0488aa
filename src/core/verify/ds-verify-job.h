/* ds-verify-job.h — is the drive genuine? The capacity and integrity check
 *
 * The H2testw / f3 method in files: fill the free space of a directory (or
 * --size of it) with files of self-describing blocks (ds-verify-block.h),
 * flush them, read everything back with direct I/O and count what came
 * back intact, corrupted, overwritten by other blocks, or lost.
 *
 * Files: without keep they have no name (ds_test_file_create: O_TMPFILE, or
 * a name removed at once), so nothing is left behind, not even after kill -9.
 * With keep they are 1.h2w, 2.h2w … in the directory, kept for a later
 * read-only pass (write now, unplug and replug, read back). Never writes
 * outside the directory, never to a device.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ds-platform-enums.h"
#include "ds-verify-result.h"

G_BEGIN_DECLS

#define DS_VERIFY_FILE_BYTES_DEFAULT (G_GUINT64_CONSTANT (1) << 30)
#define DS_VERIFY_CHUNK_BYTES        (G_GUINT64_CONSTANT (1) << 20)

typedef struct
{
  char           *dir;
  guint64         size_bytes;    /* 0: the free space less the reserve */
  guint64         file_bytes;    /* a multiple of 1 MiB; default 1 GiB */
  gboolean        keep;          /* keep N.h2w for a later read-only pass */
  gboolean        read_only;     /* read back the N.h2w of an earlier run */
  guint           compressible;  /* 0–100: percent of each block that compresses away */
  DsIoEngineKind  engine;
} DsVerifySettings;

DsVerifySettings *ds_verify_settings_new      (void);
void              ds_verify_settings_free     (DsVerifySettings *settings);
/* DS_ERROR_INVALID_ARGUMENT saying what to change. */
gboolean          ds_verify_settings_validate (const DsVerifySettings *settings,
                                               GError                **error);

/* "compressible:N%" (or "random", which is compressible:0%): N in 0–100. */
gboolean          ds_verify_parse_data        (const char *text,
                                               guint      *out_percent,
                                               GError    **error);

typedef enum
{
  DS_VERIFY_PHASE_WRITE,
  DS_VERIFY_PHASE_READ,
} DsVerifyPhase;

typedef struct
{
  DsVerifyPhase phase;
  guint64       done;          /* bytes of this pass */
  guint64       total;
  double        mbps;          /* of the last span */
  const char   *dir;
  gboolean      direct;
  const char   *cached_reason;
  gboolean      starting;      /* the first report of a pass */
} DsVerifyProgress;

typedef void (*DsVerifyProgressFunc) (const DsVerifyProgress *progress,
                                      gpointer                user_data);

/* Runs the check. Returns a result unless nothing could start (bad
 * directory, no space, files of an earlier run in the way): then NULL and
 * @error. A stop (@cancellable) or an error mid-run returns the result so
 * far, with status cancelled or failed and @error set as well. */
DsVerifyResult   *ds_verify_run               (const DsVerifySettings *settings,
                                               DsVerifyProgressFunc    progress,
                                               gpointer                user_data,
                                               GCancellable           *cancellable,
                                               GError                **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsVerifySettings, ds_verify_settings_free)

G_END_DECLS
