/* fuzz-import-text.c — libFuzzer target: the text importers, chosen by the
 * first byte so one corpus covers all three: CrystalDiskMark text exports
 * (import-cdm), fio JSON output (import-fio) and thermal timelines
 * (thermal-analyze CSV). Every outcome must be a result or an error, never
 * both, never neither.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stddef.h>
#include <stdint.h>

#include "ds-import.h"
#include "ds-thermal-analysis.h"
#include "ds-thermal-csv.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  const char *text = (const char *) data + 1;
  gsize length;

  if (size < 1)
    return 0;
  length = size - 1;
  switch (data[0] % 3)
    {
    case 0:
      {
        g_autofree char *comment = NULL;
        g_autoptr(DsBenchResult) r = ds_import_cdm_parse (text, length, &comment, &error);

        g_assert ((r == NULL) == (error != NULL));
        if (r != NULL)
          {
            g_autoptr(JsonNode) node = ds_bench_result_to_json (r);
          }
        break;
      }
    case 1:
      {
        g_autoptr(DsBenchResult) r = ds_import_fio_parse (text, length, &error);

        g_assert ((r == NULL) == (error != NULL));
        if (r != NULL)
          {
            g_autoptr(JsonNode) node = ds_bench_result_to_json (r);
          }
        break;
      }
    default:
      {
        g_autoptr(DsThermalResult) r = ds_thermal_result_from_csv (text, (gssize) length, "fuzz.csv", &error);

        g_assert ((r == NULL) == (error != NULL));
        if (r != NULL)
          ds_thermal_analyze (r);
        break;
      }
    }
  return 0;
}
