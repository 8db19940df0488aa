/* ds-bench-device.h — a whole drive opened read-only for the surface suite
 *
 * Part of the platform seam. Drivescope never opens a block device itself:
 * on Linux the descriptor comes only from udisks2, whose
 * org.freedesktop.UDisks2.Block.OpenForBenchmark ({"writable": false})
 * asks polkit for administrator authentication and hands the descriptor
 * over in the D-Bus message's fd list (udisks opens it O_RDONLY | O_DIRECT).
 * The descriptor is checked before anything reads it: opened read-only
 * (fcntl F_GETFL, O_ACCMODE == O_RDONLY), a block device (a regular file
 * only for the tests' mock), its size known; O_DIRECT is recorded, not
 * assumed. Where udisks2 is absent, does not know the drive or refuses,
 * the open fails with a message saying what to do. Windows has no udisks2:
 * there the open says so (DS_ERROR_UNSUPPORTED).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

typedef struct _DsBenchDevice DsBenchDevice;

/* Asks udisks2 (on $DBUS_SYSTEM_BUS_ADDRESS when set, else the system bus)
 * for /dev/@name, a whole drive ("sda", "nvme0n1"), read-only. With
 * @interactive the call allows polkit to ask for a password (the window;
 * the CLI in a session with an authentication agent); blocks until the
 * user answers, so call it from a worker thread. Errors:
 * DS_ERROR_UNSUPPORTED (no system bus, no udisks2, no OpenForBenchmark,
 * Windows), DS_ERROR_NOT_FOUND (udisks2 does not know the drive, or it is a
 * partition), DS_ERROR_PERMISSION (not authorised, authentication dismissed,
 * or a descriptor that is not read-only, which is closed unread),
 * G_IO_ERROR_CANCELLED. */
DsBenchDevice *ds_bench_device_open       (const char    *name,
                                           gboolean       interactive,
                                           GCancellable  *cancellable,
                                           GError       **error);

/* Checks a descriptor handed over for reading: read-only access mode, a
 * block device or a regular file, a size of at least one MiB. FALSE with
 * DS_ERROR_PERMISSION for a writable one, DS_ERROR_UNSUPPORTED otherwise;
 * the descriptor is not closed. @device names it in messages. */
gboolean       ds_bench_device_check_fd   (int            fd,
                                           const char    *device,
                                           guint64       *out_size,
                                           gboolean      *out_direct,
                                           GError       **error);

int            ds_bench_device_get_fd     (DsBenchDevice *device);
/* Bytes of the whole device. */
guint64        ds_bench_device_get_size   (DsBenchDevice *device);
/* "/dev/sda" */
const char    *ds_bench_device_get_path   (DsBenchDevice *device);
/* Who handed the descriptor out: "udisks2". */
const char    *ds_bench_device_get_source (DsBenchDevice *device);
/* TRUE when the descriptor was opened with O_DIRECT. */
gboolean       ds_bench_device_is_direct  (DsBenchDevice *device);
/* Closes the descriptor and frees. */
void           ds_bench_device_close      (DsBenchDevice *device);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsBenchDevice, ds_bench_device_close)

G_END_DECLS
