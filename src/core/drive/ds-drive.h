/* ds-drive.h — one drive as the kernel sees it
 *
 * Data filled by the enumeration back end (ds-enum-sysfs.c on Linux) and
 * not changed after: a new scan makes new drives. Reference-counted, so a
 * view keeps the drive it shows with ds_drive_ref (the scan's list may be
 * gone by then). Everything unknown is NULL / -1 / NAN, never a guess.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

typedef enum
{
  DS_TRANSPORT_UNKNOWN,
  DS_TRANSPORT_NVME_PCIE,
  DS_TRANSPORT_NVME_FABRICS,
  DS_TRANSPORT_SATA,
  DS_TRANSPORT_SAS,
  DS_TRANSPORT_SCSI,
  DS_TRANSPORT_USB,
  DS_TRANSPORT_VIRTIO,
  DS_TRANSPORT_MMC,
  DS_TRANSPORT_MD,
  DS_TRANSPORT_DM,
  DS_TRANSPORT_LOOP,
  DS_TRANSPORT_RAM,
  DS_TRANSPORT_ZRAM,
  DS_TRANSPORT_VIRTUAL,
} DsTransport;

/* What kind of link the rates of a DsLink describe. */
typedef enum
{
  DS_LINK_TYPE_NONE,
  DS_LINK_TYPE_PCIE,   /* rates in GT/s per lane, widths in lanes */
  DS_LINK_TYPE_SATA,   /* rates in Gb/s, width 1 */
  DS_LINK_TYPE_SAS,    /* rates in Gb/s */
  DS_LINK_TYPE_USB,    /* rates in Gb/s */
} DsLinkType;

typedef struct
{
  /* The link of the drive (PCIe of an NVMe controller, SATA of a disk);
   * all 0 when unknown. The rates' unit follows @type. */
  DsLinkType type;
  double   current_gts;
  guint    current_width;
  double   max_gts;          /* what the drive supports */
  guint    max_width;
  double   slot_max_gts;     /* what the port above it supports, 0 unknown */
  guint    slot_max_width;
  gboolean degraded;
  char    *reason;           /* human sentence, or NULL */
  double   max_mbps;         /* usable interface ceiling, 0 unknown */
} DsLink;

typedef struct
{
  char      *name;           /* nvme0n1p2, sda1, or the drive itself when unpartitioned */
  char      *fstype;
  char      *label;
  char      *uuid;
  guint64    size_bytes;
  GPtrArray *mountpoints;    /* char* */
  gint64     free_bytes;     /* -1 unknown */
  gint64     total_bytes;    /* filesystem size from statvfs, -1 unknown */
  gint64     used_bytes;     /* used, as df counts it (size less all free), -1 unknown */
  char      *holder;         /* dm-0 when this partition is under LUKS / LVM */
} DsPartition;

typedef struct
{
  char        *name;         /* kernel name: nvme0n1, sda, md0, dm-0 */
  char        *path;         /* /dev/nvme0n1 */
  char        *model;
  char        *vendor;
  char        *serial;
  char        *firmware;
  char        *wwn;          /* WWN or EUI-64 / NGUID */
  char        *controller;   /* nvme0 for nvme0n1, else NULL */
  char        *dm_name;      /* mapper name (cryptroot) for dm devices */
  char        *dm_kind;      /* "crypt", "lvm", ... */
  char        *md_level;     /* "raid0" ... */
  guint64      md_chunk_bytes; /* md/chunk_size; 0 unknown or none */
  guint64      size_bytes;
  guint        logical_block_size;
  guint        physical_block_size;
  int          rotational;   /* -1 unknown */
  int          removable;    /* -1 unknown */
  DsTransport  transport;
  gboolean     is_virtual;   /* loop, ram, zram: hidden unless --all */

  gboolean     has_link;
  DsLink       link;
  double       max_interface_mbps;  /* SATA III 600, PCIe from link; 0 unknown */

  double       temperature_c;       /* NAN unknown */
  double       temperature_warning_c;
  double       temperature_critical_c;
  GArray      *temperature_sensors_c; /* double, may be NULL */
  char        *hwmon_dir;           /* sysfs hwmon directory for sampling */

  GPtrArray   *partitions;   /* DsPartition* */
  GPtrArray   *members;      /* char*: kernel names of md/dm members, resolved to physical drives */

  /*< private >*/
  gatomicrefcount ref_count;
} DsDrive;

DsDrive     *ds_drive_new             (const char   *name);
DsDrive     *ds_drive_ref             (DsDrive      *drive);
void         ds_drive_unref           (DsDrive      *drive);
/* Whether two readings of a drive show the same: every field, with
 * temperatures compared to the whole degree and free space to the
 * megabyte, so that a test writing to the drive is not a change of the
 * drive. NULL equals only NULL. */
gboolean     ds_drive_equal           (const DsDrive *a,
                                       const DsDrive *b);
DsPartition *ds_partition_new         (const char   *name);
void         ds_partition_free        (DsPartition  *part);

const char  *ds_transport_to_string   (DsTransport   transport);
/* "PCIe 4.0 x4", "SATA", "USB"; never NULL. */
char        *ds_drive_describe_link   (const DsDrive *drive);
/* One rate of a link in its own terms: "PCIe 4.0 x4 (16 GT/s)",
 * "SATA 6.0 Gb/s", "SAS 12 Gb/s", "USB 10 Gb/s"; NULL when @rate is unknown. */
char        *ds_link_describe_rate    (DsLinkType    type,
                                       double        rate,
                                       guint         width);

/* Stable JSON (see README "JSON keys"); later layers add keys. */
JsonNode    *ds_drive_to_json         (const DsDrive *drive);

/* --- the drive's identity: the one JSON shape a run, the history and the
 * metrics keep of a drive ---
 *
 * The members "name", "model", "serial", "firmware", "transport", "wwn" and
 * "size_bytes", in that order, with the names and types they have in
 * ds_drive_to_json (unknown as null). Whatever keeps a drive (a run's
 * conditions, a health snapshot, the history's drive matching, an import
 * naming a drive) writes it with ds_drive_identity_to_json and reads it back
 * with ds_drive_identity_from_json or ds_drive_new_from_json, which also read
 * the older shapes still in stored histories (no "transport", no
 * "size_bytes", a "display_name"). The strings are borrowed. */
typedef struct
{
  const char *name;          /* kernel name: "nvme0n1" */
  const char *model;
  const char *serial;
  const char *firmware;
  const char *transport;     /* ds_transport_to_string(), NULL unknown */
  const char *wwn;
  gint64      size_bytes;    /* 0 or -1: unknown */
} DsDriveIdentity;

/* @drive's identity; its strings belong to @drive. */
void         ds_drive_get_identity    (const DsDrive          *drive,
                                       DsDriveIdentity        *out);
/* A new object of the identity shape. */
JsonObject  *ds_drive_identity_to_json (const DsDriveIdentity *identity);
/* ds_drive_identity_to_json of @drive's identity. */
JsonObject  *ds_drive_to_identity_json (const DsDrive         *drive);
/* Reads the identity members of any drive object (the identity, the list's
 * JSON, older stored shapes); FALSE (and @out cleared, size -1) for NULL.
 * The strings belong to @obj. */
gboolean     ds_drive_identity_from_json (JsonObject          *obj,
                                          DsDriveIdentity     *out);
/* A drive made from a drive object (any shape): the members it has, the
 * rest unknown; NULL for NULL. */
DsDrive     *ds_drive_new_from_json   (JsonObject             *obj);
/* The inverse of ds_transport_to_string; FALSE (and UNKNOWN) for text it
 * does not know. */
gboolean     ds_transport_from_string (const char             *text,
                                       DsTransport            *out);

/* --- the drive's name for people --- */

/* What a drive is called wherever people read it (the window's sidebar,
 * charts, reports, the CLI's tables): what it is made of for arrays and
 * mapped devices ("RAID array md0 (raid0)", "Encrypted volume cryptroot"),
 * loop and RAM disks; else its model (after its vendor for USB drives),
 * escaped for a terminal; else from its kernel name and transport
 * ("Virtual disk vda", "Drive sda"); else "Unknown drive". Never NULL. */
char        *ds_drive_display_name    (const DsDrive          *drive);
/* ds_drive_display_name of a drive known by its identity alone (a
 * history row). */
char        *ds_drive_identity_display_name (const DsDriveIdentity *identity);
/* ds_drive_display_name of a drive object of any shape; "Unknown drive"
 * for NULL. */
char        *ds_drive_display_name_from_json (JsonObject      *obj);


/* PCIe helpers, pure: 2.5 -> 1, 5 -> 2, 8 -> 3, 16 -> 4, 32 -> 5, 64 -> 6. */
guint        ds_pcie_generation       (double        gts);
/* Usable MB/s of one direction after line encoding. */
double       ds_pcie_max_mbps         (double        gts,
                                       guint         width);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsDrive, ds_drive_unref)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsPartition, ds_partition_free)

G_END_DECLS
