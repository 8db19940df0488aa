/* ds-bench-enums.h — the benchmark's choices that settings, the window and
 * the CLI share
 *
 * Its GType (ds-bench-enum-types.h) and the GSettings schema's <enum> are
 * generated from this file (src/core/bench/meson.build, data/meson.build).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* CrystalDiskMark 8's sets of tests. */
typedef enum
{
  DS_BENCH_PROFILE_DEFAULT,
  DS_BENCH_PROFILE_NVME,
  DS_BENCH_PROFILE_PEAK,
  DS_BENCH_PROFILE_REAL,
  DS_BENCH_PROFILE_DEMO,
} DsBenchProfile;

G_END_DECLS
