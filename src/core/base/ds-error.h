/* ds-error.h — the one error domain of Drivescope
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

/* errno values the Windows C runtime lacks (it never sets them); the
 * Winsock numbers keep them distinct where code compares against them. */
#ifdef G_OS_WIN32
#ifndef EDQUOT
#define EDQUOT 10069
#endif
#ifndef ESHUTDOWN
#define ESHUTDOWN 10058
#endif
#endif

G_BEGIN_DECLS

#define DS_ERROR (ds_error_quark ())

/* Codes a user (or a caller) can act on. Messages always say what happened
 * and what to do about it. A stop by the user is GIO's G_IO_ERROR_CANCELLED,
 * never a code of this domain. */
typedef enum
{
  DS_ERROR_FAILED,            /* anything without a better code */
  DS_ERROR_INVALID_ARGUMENT,  /* bad input from the user: CLI exit 2 */
  DS_ERROR_NOT_FOUND,         /* no such drive, run, file */
  DS_ERROR_NO_SPACE,          /* the free-space guard or ENOSPC */
  DS_ERROR_NOT_DIRECT,        /* O_DIRECT refused by the filesystem */
  DS_ERROR_PERMISSION,        /* needs administrator rights, or EACCES */
  DS_ERROR_DEVICE_GONE,       /* the drive vanished mid-operation */
  DS_ERROR_IO,                /* EIO and friends */
  DS_ERROR_UNSUPPORTED,       /* this platform or device cannot do it */
  DS_ERROR_DAMAGED,           /* a damaged history database or file */
  DS_ERROR_TOO_NEW,           /* a database written by a newer version */
  DS_ERROR_PARSE,             /* malformed input file */
} DsError;

GQuark   ds_error_quark           (void);
/* EINTR and ECANCELED are DS_ERROR_FAILED: an interrupted call is retried
 * where it can happen, and neither means the user stopped anything. */
DsError  ds_error_from_errno      (int errsv);
/* The message of @errsv in the user's language, from Drivescope's own
 * catalogue for the errors people meet (a missing file, no permission, a
 * full or read-only filesystem, ...), g_strerror() for the rest: the C
 * runtime of Windows has only English messages. */
const char *ds_strerror           (int errsv);

/* CLI exit status for an error: 2 for bad arguments and unknown things,
 * 130 for cancellation, 1 otherwise. */
int      ds_error_exit_status     (const GError *error);

G_END_DECLS
