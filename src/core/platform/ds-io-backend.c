/* ds-io-backend.c — choosing an engine, and what a failed completion means
 *
 * Platform-neutral: the engines themselves are in the platform's folder.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>

#include "ds-enum-nicks.h"
#include "ds-error.h"
#include "ds-io-backend.h"
#include "ds-platform-enum-types.h"

const char *
ds_io_engine_kind_to_string (DsIoEngineKind kind)
{
  const char *nick = ds_enum_to_nick (DS_TYPE_IO_ENGINE_KIND, kind);

  return nick != NULL ? nick : "auto";
}

gboolean
ds_io_engine_kind_from_string (const char     *text,
                               DsIoEngineKind *out)
{
  int value;

  /* "io-uring" too, as people write it. */
  if (g_strcmp0 (text, "io-uring") == 0)
    text = "io_uring";
  if (!ds_enum_from_nick (DS_TYPE_IO_ENGINE_KIND, text, &value))
    return FALSE;
  *out = value;
  return TRUE;
}

guint
ds_io_engine_kinds_for (gboolean       have_io_uring,
                        gboolean       have_iocp,
                        DsIoEngineKind out[DS_IO_ENGINE_KINDS_MAX])
{
  guint n = 0;

  out[n++] = DS_IO_ENGINE_AUTO;
  if (have_io_uring)
    out[n++] = DS_IO_ENGINE_IO_URING;
  if (have_iocp)
    out[n++] = DS_IO_ENGINE_IOCP;
  out[n++] = DS_IO_ENGINE_PSYNC;
  return n;
}

guint
ds_io_engine_kinds_available (DsIoEngineKind out[DS_IO_ENGINE_KINDS_MAX])
{
  return ds_io_engine_kinds_for (ds_io_engine_io_uring () != NULL, ds_io_engine_iocp () != NULL, out);
}

GError *
ds_io_engine_missing_error (DsIoEngineKind kind,
                            gboolean       have_io_uring,
                            gboolean       have_iocp)
{
  if (kind == DS_IO_ENGINE_IO_URING)
    return g_error_new_literal (DS_ERROR, DS_ERROR_UNSUPPORTED,
                                have_iocp
                                ? _("io_uring is a Linux interface: this Windows build of Drivescope has no io_uring engine. "
                                    "Use the iocp engine (the default) or psync.")
                                : _("This build of Drivescope has no io_uring engine. Use the psync engine."));
  return g_error_new_literal (DS_ERROR, DS_ERROR_UNSUPPORTED,
                              have_io_uring
                              ? _("The iocp engine exists only on Windows. Use the io_uring or psync engine.")
                              : _("The iocp engine exists only on Windows. Use the psync engine."));
}

const DsIoEngineOps *
ds_io_engine_get (DsIoEngineKind   kind,
                  GError         **error)
{
  const DsIoEngineOps *uring = ds_io_engine_io_uring ();
  const DsIoEngineOps *iocp = ds_io_engine_iocp ();

  switch (kind)
    {
    case DS_IO_ENGINE_PSYNC:
      return ds_io_engine_psync ();
    case DS_IO_ENGINE_IO_URING:
      if (uring == NULL)
        {
          g_propagate_error (error, ds_io_engine_missing_error (kind, FALSE, iocp != NULL));
          return NULL;
        }
      return uring->probe (error) ? uring : NULL;
    case DS_IO_ENGINE_IOCP:
      if (iocp == NULL)
        {
          g_propagate_error (error, ds_io_engine_missing_error (kind, uring != NULL, FALSE));
          return NULL;
        }
      return iocp->probe (error) ? iocp : NULL;
    case DS_IO_ENGINE_AUTO:
    default:
      if (uring != NULL && uring->probe (NULL))
        return uring;
      if (iocp != NULL && iocp->probe (NULL))
        return iocp;
      return ds_io_engine_psync ();
    }
}

GError *
ds_io_error_from_result (gint64   result,
                         gboolean write,
                         gsize    length,
                         guint64  offset)
{
  const char *what = write ? _("write") : _("read");
  int errsv = result < 0 ? (int) -result : 0;

  if (result >= 0)
    return g_error_new (DS_ERROR, write ? DS_ERROR_NO_SPACE : DS_ERROR_IO,
                        _("A %s of %llu bytes at offset %llu transferred only %lld bytes."),
                        what, (unsigned long long) length, (unsigned long long) offset, (long long) result);
  if (errsv == ENOSPC || errsv == EDQUOT)
    return g_error_new (DS_ERROR, DS_ERROR_NO_SPACE,
                        _("No space left on the filesystem (ENOSPC) during a %s. Choose a smaller test size or free some space."),
                        what);
  if (errsv == EIO)
    return g_error_new (DS_ERROR, DS_ERROR_IO,
                        _("The drive reported an input/output error (EIO) on a %s at offset %llu. "
                          "Check the drive's health and its cable or slot."),
                        what, (unsigned long long) offset);
  if (errsv == ENODEV || errsv == ENXIO || errsv == ESHUTDOWN || errsv == ENOLINK)
    return g_error_new (DS_ERROR, DS_ERROR_DEVICE_GONE,
                        _("The drive disappeared during the test (%s). Check that it is still connected."),
                        ds_strerror (errsv));
  if (errsv == EINVAL)
    return g_error_new (DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                        _("The drive or filesystem rejected a direct %s of %llu bytes (EINVAL): it is probably "
                          "smaller than the device's logical block. Use blocks of 4K or more."),
                        what, (unsigned long long) length);
  return g_error_new (DS_ERROR, ds_error_from_errno (errsv), _("A %s failed: %s."), what, ds_strerror (errsv));
}
