/* ds-platform.h — what every platform provides besides drives, mounts, the
 * test file and the I/O engines
 *
 * Part of the platform seam (the other interfaces: ds-drive-list.h,
 * ds-mounts.h, ds-test-file.h, ds-io-backend.h). The health layer runs the
 * helper through these; the bench and thermal layers read temperatures
 * through ds_drive_read_temperature().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ds-drive.h"

G_BEGIN_DECLS

/* The health helper: $DRIVESCOPE_HELPER, else the one built beside this
 * program (uninstalled), else the installed one. */
char     *ds_platform_helper_path        (void);
/* TRUE when this process already has the rights the helper needs. */
gboolean  ds_platform_is_privileged      (void);
/* Prepends to @argv what runs the helper with administrator rights (pkexec
 * on Linux); FALSE with DS_ERROR_PERMISSION saying what to install when
 * there is no way to. */
gboolean  ds_platform_elevate_argv       (GPtrArray   *argv,
                                          GError     **error);
/* TRUE when an elevated helper's @exit_status means the user dismissed the
 * prompt or was not authorised (pkexec: 126, 127). */
gboolean  ds_platform_elevation_refused  (int          exit_status);

/* Where the translations are: the build tree's po/ when this program runs
 * uninstalled from a build directory (./run.sh), else the installed
 * LOCALEDIR. */
char     *ds_platform_locale_dir         (void);

/* The drive's current temperature from its sensor (hwmon on Linux); NAN
 * when it has none. */
double    ds_drive_read_temperature      (const DsDrive *drive);

G_END_DECLS
