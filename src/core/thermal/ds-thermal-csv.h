/* ds-thermal-csv.h — timelines recorded by other tools (and by tests)
 *
 * Format: an optional `# warning_temp_c=70` (or `# critical_temp_c=…`)
 * comment, a header line `t_s,mbps,temp_c`, then one row per sample: time in
 * seconds since the write started, MB/s over the interval ending there, and
 * the temperature in °C (empty when there was no reading). Rows at the end
 * with an empty mbps are the cool-down after writing stopped. Further
 * columns are allowed and ignored.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ds-thermal-result.h"

G_BEGIN_DECLS

/* Parses @text (of @length bytes, or -1 for NUL-terminated). @name is used in
 * error messages ("FILE.csv line 12: …"). Malformed input gives
 * DS_ERROR_PARSE naming the line. The result's samples, warning and
 * critical temperatures are filled; nothing is analysed yet. */
DsThermalResult *ds_thermal_result_from_csv (const char  *text,
                                             gssize       length,
                                             const char  *name,
                                             GError     **error);

/* Reads and parses a file; DS_ERROR_NOT_FOUND when it cannot be read. */
DsThermalResult *ds_thermal_result_load_csv (const char  *path,
                                             GError     **error);

/* The samples as CSV in the same format (with a bytes column). */
char            *ds_thermal_result_to_csv   (const DsThermalResult *result);

G_END_DECLS
