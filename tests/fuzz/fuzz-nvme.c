/* fuzz-nvme.c — libFuzzer target: NVMe Identify, SMART / Health and
 * self-test pages of any length and content, then verdict and JSON.
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

  ds_smart_nvme_parse_identify (health, data, size, NULL);
  ds_smart_nvme_parse_smart_log (health, data, size, NULL);
  /* The self-test log is longer than the SMART log: also try it shifted. */
  ds_smart_nvme_parse_self_test (health, data, size, NULL);
  ds_smart_nvme_parse_error_log (health, data, size - size % 64, NULL);
  if (size > 64)
    ds_smart_nvme_parse_smart_log (health, data + 64, size - 64, NULL);
  ds_health_judge (health);
  node = ds_health_report_to_json (health);
  return 0;
}
