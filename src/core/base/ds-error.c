/* ds-error.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>

#include <gio/gio.h>

#include "ds-error.h"

G_DEFINE_QUARK (ds-error-quark, ds_error)

DsError
ds_error_from_errno (int errsv)
{
  switch (errsv)
    {
    case ENOSPC:
    case EDQUOT:
      return DS_ERROR_NO_SPACE;
    case EACCES:
    case EPERM:
    case EROFS:
      return DS_ERROR_PERMISSION;
    case ENOENT:
    case ENOTDIR:
      return DS_ERROR_NOT_FOUND;
    case ENODEV:
    case ENXIO:
      return DS_ERROR_DEVICE_GONE;
    case EIO:
      return DS_ERROR_IO;
    case EINVAL:
      return DS_ERROR_INVALID_ARGUMENT;
    case EOPNOTSUPP:
    case ENOSYS:
      return DS_ERROR_UNSUPPORTED;
    default:
      return DS_ERROR_FAILED;
    }
}

int
ds_error_exit_status (const GError *error)
{
  if (error == NULL)
    return 0;
  if (error->domain == DS_ERROR)
    {
      switch ((DsError) error->code)
        {
        case DS_ERROR_INVALID_ARGUMENT:
        case DS_ERROR_NOT_FOUND:
          return 2;
        default:
          return 1;
        }
    }
  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return 130;
  if (g_error_matches (error, G_OPTION_ERROR, G_OPTION_ERROR_BAD_VALUE) ||
      g_error_matches (error, G_OPTION_ERROR, G_OPTION_ERROR_UNKNOWN_OPTION) ||
      g_error_matches (error, G_OPTION_ERROR, G_OPTION_ERROR_FAILED))
    return 2;
  return 1;
}
