/* ds-run-conditions.h — the conditions a run (bench, suite, thermal) ran under
 *
 * One JSON object per run, saved with it: drive {name, model, serial,
 * firmware, transport, wwn, size_bytes, via}, dir, filesystem, mount_options,
 * mount_point, source, dm_crypt, fill_percent, free_bytes, total_bytes, link
 * {description, current_gts, current_width, max_gts, max_width, degraded,
 * reason, max_mbps}, temp_start_c, temp_end_c, kernel, arch, cpu_model,
 * cpu_count, app_version. The runners add what only they know (engine,
 * direct_io, file size, data pattern, warnings) and, after --fill, fill
 * {target_percent, before_percent, during_percent, bytes}.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Fills @conditions for @dir (filesystem, mount options, fill, free space,
 * drive identity and link, kernel, CPU, app version); a runner calls it at
 * the start, and ds_run_conditions_finish() at the end for the end
 * temperature. */
void ds_run_conditions_collect (JsonObject *conditions,
                                const char *dir);
void ds_run_conditions_finish  (JsonObject *conditions,
                                const char *dir);

/* The same for a run on a whole drive without a filesystem (the surface
 * suite): the drive named @name ("sda") and its link, temperatures,
 * kernel, CPU, app version; dir, filesystem, mount options, free space
 * and fill are null. */
void ds_run_conditions_collect_for_drive (JsonObject *conditions,
                                          const char *name);
void ds_run_conditions_finish_for_drive  (JsonObject *conditions,
                                          const char *name);

/* After a --fill: records fill {target_percent, before_percent (as measured
 * before the fill file was written), during_percent (now, with the fill
 * file and the test file in place), bytes (of the fill file)}, and sets
 * fill_percent to the level the run ran at, which is what a comparison of
 * two runs lists among the conditions that differ. */
void ds_run_conditions_set_fill (JsonObject *conditions,
                                 guint       target_percent,
                                 double      before_percent,
                                 guint64     fill_bytes,
                                 const char *dir);

G_END_DECLS
