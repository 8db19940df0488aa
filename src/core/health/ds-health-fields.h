/* ds-health-fields.h — every field of a health log, named and formatted for people
 *
 * The `health` JSON keeps machine names and raw numbers (critical_warning_flags,
 * 15360000000000); people read these instead: a translated name, the value
 * with its unit ("15.4 TB", "37 °C", "2 h 5 min"), in the JSON's order. A
 * field the drive does not report is left out.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ds-health.h"

G_BEGIN_DECLS

typedef struct
{
  const char *key;     /* the `health` JSON key it shows */
  char       *label;   /* translated */
  char       *value;   /* formatted, with unit */
} DsHealthField;

/* DsHealthField*, owned by the array. */
GPtrArray *ds_health_fields (const DsHealth *health);

/* The NVMe facts (power states, APST, thermal management, firmware slots,
 * LBA formats, the logs entry by entry) as people read them; empty for
 * NULL. DsHealthField*, owned by the array. */
GPtrArray *ds_nvme_facts_fields (const DsNvmeFacts *facts);

G_END_DECLS
