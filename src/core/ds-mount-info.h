/* ds-mount-info.h — the mounted filesystem a path lives on
 *
 * A copy of the ds-mountinfo.h entry holding a path (the longest mount point
 * prefix of its real path), plus what the benchmark needs on top: all
 * options in one list and whether dm-crypt is underneath.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  char  *mount_point;
  char  *root;            /* the mounted subtree ("/" for a whole fs) */
  char  *fstype;          /* "ext4", "btrfs", "fuseblk", "nfs4" */
  char  *source;          /* "/dev/nvme0n1p2", "server:/export" */
  char  *options;         /* per-mount options: "rw,relatime" */
  char  *super_options;   /* filesystem options: "rw,compress=zstd:3" */
  guint  major;
  guint  minor;
} DsMountInfo;

/* The entry for @path, or NULL when none matches (no /proc, odd path). */
DsMountInfo *ds_mount_info_for_path   (const char  *path);
void         ds_mount_info_free       (DsMountInfo *info);
/* Both option lists, deduplicated: "rw,relatime,compress=zstd:3". */
char        *ds_mount_info_all_options (const DsMountInfo *info);
/* TRUE when the block device @major:@minor is dm-crypt or sits on it
 * (through LVM or other dm layers), read from /sys/dev/block. */
gboolean     ds_mount_info_is_on_dm_crypt (guint major,
                                           guint minor);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsMountInfo, ds_mount_info_free)

G_END_DECLS
