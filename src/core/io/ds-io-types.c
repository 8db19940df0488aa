/* ds-io-types.c — names of the workload modes
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ds-enum-types.h"
#include "ds-io-types.h"

const char *
ds_io_mode_to_string (DsIoMode mode)
{
  const char *nick = ds_enum_to_nick (DS_TYPE_IO_MODE, mode);

  return nick != NULL ? nick : "unknown";
}

gboolean
ds_io_mode_from_string (const char *text,
                        DsIoMode   *out)
{
  int value;

  if (!ds_enum_from_nick (DS_TYPE_IO_MODE, text, &value))
    return FALSE;
  *out = value;
  return TRUE;
}
