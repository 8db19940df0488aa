/* fuzz-helper-json.c — libFuzzer target: the helper's JSON (base64 pages)
 * as Drivescope reads it from the helper or from a --save-raw file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "ds-health.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autofree char *text = g_malloc (size + 1);
  g_autoptr(DsHealth) health = NULL;
  g_autoptr(GError) error = NULL;

  memcpy (text, data, size);
  text[size] = '\0';
  health = ds_health_parse_helper_output (text, &error);
  g_assert ((health == NULL) == (error != NULL));
  if (health != NULL)
    {
      g_autoptr(JsonNode) node = ds_health_report_to_json (health);
    }
  return 0;
}
