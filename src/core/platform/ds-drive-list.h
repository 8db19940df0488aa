/* ds-drive-list.h — enumerating the drives of the machine
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ds-drive.h"

G_BEGIN_DECLS

typedef enum
{
  DS_ENUM_FLAGS_NONE        = 0,
  DS_ENUM_FLAGS_ALL         = 1 << 0,   /* include loop, ram, zram, ... */
} DsEnumFlags;

/* All drives, sorted by kernel name (nvme before sd before others). */
GPtrArray *ds_drive_list_enumerate   (DsEnumFlags    flags,
                                      GError       **error);

/* A kernel name, a /dev path, a serial number, or any path on a mounted
 * filesystem. Unknown: DS_ERROR_NOT_FOUND with a message saying what to do. */
DsDrive   *ds_drive_list_lookup      (GPtrArray     *drives,
                                      const char    *what,
                                      GError       **error);

/* The drive holding @path, resolved through dm and md: the physical drive
 * when a LUKS or LVM volume or an md array sits on exactly one, else the
 * dm/md device itself (its members name the physical drives). NULL when the
 * path is on no block device (tmpfs, network). */
DsDrive   *ds_drive_list_find_by_path (GPtrArray    *drives,
                                       const char   *path,
                                       DsPartition **out_partition);

/* The mounted, writable filesystems of @drive, the user's home first. */
GPtrArray *ds_drive_writable_mounts  (GPtrArray     *drives,
                                      const DsDrive *drive);

G_END_DECLS
