/* ds-io-enums.h — what a workload does, shared by every runner, the settings
 * and the window
 *
 * Its GType (ds-io-enum-types.h) is generated from this file
 * (src/core/io/meson.build); the nicks are the strings kept in results.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* What a workload does. */
typedef enum
{
  DS_IO_MODE_READ,
  DS_IO_MODE_WRITE,
  DS_IO_MODE_MIX,
} DsIoMode;

G_END_DECLS
