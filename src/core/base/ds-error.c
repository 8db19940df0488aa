/* ds-error.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>

#include <gio/gio.h>
#include <glib/gi18n-lib.h>

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

const char *
ds_strerror (int errsv)
{
  switch (errsv)
    {
    case ENOENT: return _("No such file or directory");
    case EACCES: return _("Permission denied");
    case EPERM: return _("Operation not permitted");
    case EEXIST: return _("File exists");
    case ENOTDIR: return _("Not a directory");
    case EISDIR: return _("Is a directory");
    case ENOSPC: return _("No space left on device");
    case EROFS: return _("Read-only file system");
    case EBUSY: return _("Device or resource busy");
    case EIO: return _("Input/output error");
    case EINVAL: return _("Invalid argument");
    case ENAMETOOLONG: return _("File name too long");
    case EMFILE: return _("Too many open files");
    case ENOMEM: return _("Cannot allocate memory");
    default: return g_strerror (errsv);
    }
}
