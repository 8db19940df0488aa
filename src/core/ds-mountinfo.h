/* ds-mountinfo.h — the mount table as /proc/self/mountinfo tells it
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

/* Reads /proc/self/mountinfo (through DRIVESCOPE_SYSROOT); NULL on error. */
GPtrArray *ds_mountinfo_read       (GError     **error);

/* Parses mountinfo text; lines that cannot be parsed are skipped. */
GPtrArray *ds_mountinfo_parse      (const char  *text);

/* The mount holding @path (longest mountpoint prefix; the last one mounted
 * wins over earlier mounts at the same point). NULL when none. */
DsMount   *ds_mountinfo_find       (GPtrArray   *mounts,
                                    const char  *path);

/* TRUE when the comma-separated @options contain @option. */
gboolean   ds_mount_has_option     (const DsMount *mount,
                                    const char    *option);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsMount, ds_mount_free)

G_END_DECLS
