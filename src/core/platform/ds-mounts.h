/* ds-mounts.h — the mount table, and the mounted filesystem a path lives on
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  guint  major;
  guint  minor;
  char  *root;          /* the mounted subtree of the filesystem */
  char  *mountpoint;
  char  *options;       /* per-mount options: rw,relatime */
  char  *fstype;
  char  *source;        /* /dev/nvme0n1p2, or "tmpfs" */
  char  *super_options; /* per-superblock options: rw,discard */
} DsMount;

void       ds_mount_free           (DsMount     *mount);
DsMount   *ds_mount_copy           (const DsMount *mount);

/* Reads /proc/self/mountinfo (through DRIVESCOPE_SYSROOT); NULL on error. */
GPtrArray *ds_mounts_read       (GError     **error);

/* Parses mountinfo text; lines that cannot be parsed are skipped. */
GPtrArray *ds_mounts_parse      (const char  *text);

/* The mount holding @path (longest mountpoint prefix; the last one mounted
 * wins over earlier mounts at the same point). NULL when none. */
DsMount   *ds_mounts_find       (GPtrArray   *mounts,
                                    const char  *path);

/* TRUE when the comma-separated @options contain @option. */
gboolean   ds_mount_has_option     (const DsMount *mount,
                                    const char    *option);

/* The mount holding @path (resolved through symlinks), a copy to free; NULL
 * when none matches (no mount table, odd path). */
DsMount   *ds_mounts_for_path      (const char  *path);
/* Both option lists, deduplicated: "rw,relatime,compress=zstd:3". */
char      *ds_mount_all_options    (const DsMount *mount);
/* TRUE when the block device @major:@minor is dm-crypt or sits on it. */
gboolean   ds_mount_is_on_dm_crypt (guint        major,
                                    guint        minor);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsMount, ds_mount_free)

G_END_DECLS
