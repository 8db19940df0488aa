/* fuzz-ata.c — libFuzzer target: ATA IDENTIFY, SMART data and thresholds,
 * Device Statistics pages, derivation, verdict and JSON. The input is cut
 * into up to four pages; any length and content must be safe.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stddef.h>
#include <stdint.h>

#include "ds-health.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(DsHealth) health = ds_health_new ();
  g_autoptr(JsonNode) node = NULL;
  size_t quarter = size / 4;

  ds_smart_ata_parse_identify (health, data, size, NULL);
  ds_smart_ata_parse_smart (health, data + quarter, size - quarter,
                            data + 2 * quarter, size - 2 * quarter, NULL);
  ds_smart_ata_parse_smart (health, data, size, NULL, 0, NULL);
  ds_smart_ata_parse_devstats (health, data, size, NULL);
  ds_smart_ata_parse_self_test_log (health, data + quarter, size - quarter, NULL);
  ds_smart_ata_parse_error_log (health, data + 2 * quarter, size - 2 * quarter, NULL);
  ds_smart_ata_parse_devstats (health, data + 3 * quarter, size - 3 * quarter, NULL);
  ds_smart_ata_derive (health);
  ds_health_judge (health);
  node = ds_health_report_to_json (health);
  return 0;
}
