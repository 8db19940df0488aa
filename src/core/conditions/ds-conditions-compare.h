/* ds-conditions-compare.h — the conditions that may explain why two runs differ
 *
 * One list, in the order shown, for every place that puts runs side by side
 * (`drivescope-cli compare`, the window's comparison, the Markdown report),
 * so that they all name the same differences. Each condition has a stable
 * name (the "name" of a comparison's JSON), a label people read, and a
 * short text per run; two runs differ in a condition when its texts differ.
 *
 * A run here is the JSON of one run as the history stores and exports it:
 * an object with "settings", "conditions" and, for suite runs, "suite".
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* The names, in the order shown, NULL-terminated: "drive", "serial",
 * "firmware", "fill", "link", "filesystem", "mount options", "temperature",
 * "test size", "profile", "runs", "measure time", "latency limit",
 * "engine", "direct I/O", "data", "kernel", "os". */
const char *const *ds_conditions_compare_names (void);

/* The translated label of @name ("File system"), or @name when unknown. */
const char        *ds_conditions_compare_label (const char *name);

/* The condition as text: "firmware" -> "3B2QGXA7", "fill" -> "90 %",
 * "link" -> "PCIe 8 GT/s x4", "latency limit" -> "750 µs" (qd-scaling and
 * mixes suites only), "direct I/O" -> "yes". NULL when the run does not
 * say. */
char              *ds_conditions_compare_text  (JsonObject *run,
                                                const char *name);

typedef struct
{
  const char *name;    /* one of ds_conditions_compare_names() */
  const char *label;   /* translated */
  GPtrArray  *values;  /* char * per run, NULL where the run does not say */
} DsConditionsDifference;

void ds_conditions_difference_free (DsConditionsDifference *difference);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsConditionsDifference, ds_conditions_difference_free)

/* The conditions whose text differs between @runs (JsonObject *, the first
 * the baseline), in the order shown: a new array of DsConditionsDifference
 * (empty for fewer than two runs). */
GPtrArray *ds_conditions_compare (GPtrArray *runs);

G_END_DECLS
