/* ds-bench-device-win.c — no whole-drive reads on Windows
 *
 * The surface suite takes its descriptor only from udisks2, which Windows
 * does not have; Drivescope opens no \\.\PhysicalDrive itself. Every call
 * says so and reads nothing.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ds-bench-device.h"
#include "ds-error.h"

static void
set_unsupported (GError **error)
{
  g_set_error_literal (error, DS_ERROR, DS_ERROR_UNSUPPORTED,
                       _("The surface suite reads a whole drive only through udisks2, which Windows does not have; "
                         "nothing was read. Run it on Linux, or use the linear suite in a folder of the drive."));
}

DsBenchDevice *
ds_bench_device_open (const char    *name,
                      gboolean       interactive,
                      GCancellable  *cancellable,
                      GError       **error)
{
  set_unsupported (error);
  return NULL;
}

gboolean
ds_bench_device_check_fd (int          fd,
                          const char  *device,
                          guint64     *out_size,
                          gboolean    *out_direct,
                          GError     **error)
{
  set_unsupported (error);
  return FALSE;
}

/* No device is ever opened, so none of these is reached. */
int
ds_bench_device_get_fd (DsBenchDevice *device)
{
  return -1;
}

guint64
ds_bench_device_get_size (DsBenchDevice *device)
{
  return 0;
}

const char *
ds_bench_device_get_path (DsBenchDevice *device)
{
  return NULL;
}

const char *
ds_bench_device_get_source (DsBenchDevice *device)
{
  return NULL;
}

gboolean
ds_bench_device_is_direct (DsBenchDevice *device)
{
  return FALSE;
}

void
ds_bench_device_close (DsBenchDevice *device)
{
}
