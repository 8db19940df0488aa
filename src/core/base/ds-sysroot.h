/* ds-sysroot.h — where the kernel's view of the machine is read from
 *
 * DRIVESCOPE_SYSROOT=DIR makes every read of /sys, /proc and /dev use DIR as
 * "/", so tests run on fixture trees copied from real machines.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The root in use: NULL for the real machine. */
const char *ds_sysroot             (void);

/* TRUE when reads come from a fixture tree (statvfs is then meaningless). */
gboolean    ds_sysroot_is_fixture  (void);

/* An absolute path ("/sys/block") mapped into the root. */
char       *ds_sysroot_path        (const char *absolute_path);

/* Reads a small sysfs attribute, trimmed of surrounding white space.
 * NULL when absent or unreadable. */
char       *ds_sysroot_read_attr   (const char *dir,
                                    const char *attr);

/* The same, parsed as an unsigned integer (decimal or 0x hex); FALSE when
 * absent or not a number. */
gboolean    ds_sysroot_read_u64    (const char *dir,
                                    const char *attr,
                                    guint64    *out);

/* Resets the cached root; tests call it after changing the environment. */
void        ds_sysroot_reset       (void);

G_END_DECLS
