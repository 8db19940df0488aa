/* ds-platform-enums.h — the platform's choices that settings, the window and
 * the CLI share: what the test file is filled with, which I/O engine runs
 *
 * Their GTypes (ds-platform-enum-types.h) and the GSettings schema's <enum>s
 * are generated from this file (src/core/platform/meson.build,
 * data/meson.build); the nicks are the strings kept in settings and results.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* What benchmark writes fill the file with. */
typedef enum
{
  DS_DATA_PATTERN_RANDOM,   /* incompressible pseudo-random bytes (default) */
  DS_DATA_PATTERN_ZEROS,
  DS_DATA_PATTERN_COMPRESSIBLE, /* random with a share of each 4 KiB zeros (--data compressible:N%) */
} DsDataPattern;

/* Which I/O engine runs a workload. */
typedef enum
{
  DS_IO_ENGINE_AUTO,                          /* io_uring (Linux) or iocp (Windows) where available, else psync */
  DS_IO_ENGINE_IO_URING,  /*< nick=io_uring >*/
  DS_IO_ENGINE_PSYNC,
  DS_IO_ENGINE_IOCP,                          /* overlapped I/O on a completion port (Windows) */
} DsIoEngineKind;

G_END_DECLS
