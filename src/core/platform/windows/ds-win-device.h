/* ds-win-device.h — opening a disk and asking it IOCTL_STORAGE_QUERY_PROPERTY
 *
 * Shared by the Windows enumeration, temperature and health code. Disks are
 * opened with no access rights (0): enough for every query used here, and
 * no administrator rights needed; never for reading or writing data.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <windows.h>

G_BEGIN_DECLS

/* \\.\PhysicalDriveN for a DsDrive name "PhysicalDriveN", opened for
 * queries only; INVALID_HANDLE_VALUE with an error. */
HANDLE    ds_win_open_disk_for_query   (const char   *name,
                                        GError      **error);
/* DeviceIoControl with a growing buffer; the answer (g_free) or NULL with
 * an error naming @what. */
guint8   *ds_win_ioctl                 (HANDLE        handle,
                                        DWORD         code,
                                        const void   *in,
                                        gsize         in_len,
                                        gsize         out_len,
                                        gsize        *returned,
                                        const char   *what,
                                        GError      **error);
/* IOCTL_STORAGE_QUERY_PROPERTY, standard query of @property_id. */
guint8   *ds_win_query_property        (HANDLE        handle,
                                        guint         property_id,
                                        gsize        *returned,
                                        GError      **error);
/* The disks a volume lies on: @volume is its device (\\?\Volume{…}, no
 * trailing backslash), opened for queries only. Fills @extents (of
 * DsWinDiskExtent) from IOCTL_VOLUME_GET_VOLUME_DISK_EXTENTS; a volume that
 * answers with no extents at all (Wine's, whose disks have no partition
 * table) is placed on the disk IOCTL_STORAGE_GET_DEVICE_NUMBER names, as
 * one extent of unknown length (0). FALSE when neither answers. */
gboolean  ds_win_volume_disk_extents   (const wchar_t *volume,
                                        GArray       *extents);
/* The message of a Win32 error code, UTF-8, without the trailing newline. */
char     *ds_win_error_message         (DWORD         code);
/* UTF-8 <-> UTF-16 for the W functions. */
wchar_t  *ds_win_utf16                 (const char   *text);
char     *ds_win_utf8                  (const wchar_t *text);

G_END_DECLS
