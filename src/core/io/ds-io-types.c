/* ds-io-types.c — names of the workload modes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ds-io-types.h"

const char *
ds_io_mode_to_string (DsIoMode mode)
{
  switch (mode)
    {
    case DS_IO_MODE_READ: return "read";
    case DS_IO_MODE_WRITE: return "write";
    case DS_IO_MODE_MIX: return "mix";
    default: return "unknown";
    }
}

gboolean
ds_io_mode_from_string (const char  *text,
                           DsIoMode *out)
{
  if (g_strcmp0 (text, "read") == 0)
    *out = DS_IO_MODE_READ;
  else if (g_strcmp0 (text, "write") == 0)
    *out = DS_IO_MODE_WRITE;
  else if (g_strcmp0 (text, "mix") == 0)
    *out = DS_IO_MODE_MIX;
  else
    return FALSE;
  return TRUE;
}
