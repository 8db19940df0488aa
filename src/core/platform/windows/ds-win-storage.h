/* ds-win-storage.h — the Windows storage descriptors, read from bytes
 *
 * Pure functions over the buffers IOCTL_STORAGE_QUERY_PROPERTY,
 * IOCTL_VOLUME_GET_VOLUME_DISK_EXTENTS and IOCTL_DISK_GET_DRIVE_GEOMETRY_EX
 * return, at the offsets Microsoft documents for 64-bit Windows (winioctl.h).
 * They include no Windows header, so they build and are tested on every
 * platform (tests/test-win-storage.c); the Windows back end feeds them the
 * real buffers. A buffer that is too short or whose offsets point outside it
 * gives DS_ERROR_PARSE, never a read past its end.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

#include "ds-drive.h"

G_BEGIN_DECLS

/* STORAGE_PROPERTY_ID values used here. */
#define DS_WIN_STORAGE_DEVICE_PROPERTY                    0
#define DS_WIN_STORAGE_ACCESS_ALIGNMENT_PROPERTY          6
#define DS_WIN_STORAGE_DEVICE_SEEK_PENALTY_PROPERTY       7
#define DS_WIN_STORAGE_ADAPTER_PROTOCOL_SPECIFIC_PROPERTY 49
#define DS_WIN_STORAGE_DEVICE_PROTOCOL_SPECIFIC_PROPERTY  50
#define DS_WIN_STORAGE_DEVICE_TEMPERATURE_PROPERTY        52

/* STORAGE_PROTOCOL_TYPE and STORAGE_PROTOCOL_NVME_DATA_TYPE */
#define DS_WIN_PROTOCOL_TYPE_NVME          3
#define DS_WIN_NVME_DATA_TYPE_IDENTIFY     1
#define DS_WIN_NVME_DATA_TYPE_LOG_PAGE     2

/* Sizes: the query header (PropertyId, QueryType), STORAGE_PROTOCOL_SPECIFIC_DATA,
 * and the descriptor header (Version, Size) before it in the answer. */
#define DS_WIN_PROPERTY_QUERY_HEADER       8
#define DS_WIN_PROTOCOL_SPECIFIC_DATA_SIZE 40
#define DS_WIN_DESCRIPTOR_HEADER           8

typedef struct
{
  char        *vendor;      /* NULL when the descriptor has none */
  char        *product;
  char        *revision;
  char        *serial;
  guint        bus_type;    /* STORAGE_BUS_TYPE */
  gboolean     removable;
} DsWinDeviceDescriptor;

void         ds_win_device_descriptor_clear  (DsWinDeviceDescriptor *descriptor);

/* STORAGE_DEVICE_DESCRIPTOR: its strings trimmed of padding (spaces, and the
 * trailing '.' some NVMe drivers add to the serial). */
gboolean     ds_win_parse_device_descriptor  (const guint8           *buf,
                                              gsize                   len,
                                              DsWinDeviceDescriptor  *out,
                                              GError                **error);
/* STORAGE_BUS_TYPE -> DsTransport; "NVMe", "SATA" … for messages. */
DsTransport  ds_win_bus_type_to_transport    (guint                   bus_type);
const char  *ds_win_bus_type_to_string       (guint                   bus_type);

/* STORAGE_ACCESS_ALIGNMENT_DESCRIPTOR: bytes per logical / physical sector. */
gboolean     ds_win_parse_access_alignment   (const guint8           *buf,
                                              gsize                   len,
                                              guint                  *logical,
                                              guint                  *physical,
                                              GError                **error);
/* DEVICE_SEEK_PENALTY_DESCRIPTOR: TRUE when the drive incurs a seek penalty
 * (spinning). */
gboolean     ds_win_parse_seek_penalty       (const guint8           *buf,
                                              gsize                   len,
                                              gboolean               *seek_penalty,
                                              GError                **error);
/* DISK_GEOMETRY_EX: DiskSize in bytes. */
gboolean     ds_win_parse_geometry_size      (const guint8           *buf,
                                              gsize                   len,
                                              guint64                *size,
                                              GError                **error);

/* Writes a STORAGE_PROPERTY_QUERY for an NVMe protocol-specific read of
 * @data_length bytes (identify: @request_value = CNS, @subvalue = NSID; log
 * page: @request_value = log id, @subvalue = NSID) into @buf, which must hold
 * ds_win_protocol_query_size (@data_length) bytes. Returns that size. */
gsize        ds_win_protocol_query_size      (gsize                   data_length);
gsize        ds_win_build_protocol_query     (guint8                 *buf,
                                              guint                   property_id,
                                              guint                   data_type,
                                              guint                   request_value,
                                              guint                   subvalue,
                                              gsize                   data_length);
/* STORAGE_PROTOCOL_DATA_DESCRIPTOR: where the returned page is in @buf. */
gboolean     ds_win_parse_protocol_data      (const guint8           *buf,
                                              gsize                   len,
                                              const guint8          **data,
                                              gsize                  *data_len,
                                              GError                **error);

/* STORAGE_TEMPERATURE_DATA_DESCRIPTOR: the first sensor's temperature and
 * the drive's warning / critical limits, in °C; NAN for what it does not
 * report (Windows writes 0 for an unknown limit). */
gboolean     ds_win_parse_temperature        (const guint8           *buf,
                                              gsize                   len,
                                              double                 *current_c,
                                              double                 *warning_c,
                                              double                 *critical_c,
                                              GError                **error);

typedef struct
{
  guint32 disk_number;
  guint64 offset;
  guint64 length;
} DsWinDiskExtent;

/* VOLUME_DISK_EXTENTS: one entry per extent (a spanned volume has several). */
GArray      *ds_win_parse_disk_extents       (const guint8           *buf,
                                              gsize                   len,
                                              GError                **error);

G_END_DECLS
