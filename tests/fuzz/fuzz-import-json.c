/* fuzz-import-json.c — libFuzzer target: what `import` and `export --input`
 * do with a document before the database: the depth and size limits, the
 * parse, the schema check, and the run readers.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stddef.h>
#include <stdint.h>

#include "ds-bench-result.h"
#include "ds-history-private.h"
#include "ds-json.h"
#include "ds-thermal-result.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = ds_json_from_data ((const char *) data, size, DS_JSON_MAX_BYTES, &error);
  JsonObject *root;
  JsonArray *runs;

  g_assert ((node == NULL) == (error != NULL));
  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    return 0;
  root = json_node_get_object (node);
  if (!ds_history_validate_export (root, &error))
    {
      g_assert_nonnull (error);
      return 0;
    }
  if (!ds_history_validate_run (root, 0, &error))
    g_clear_error (&error);
  runs = ds_json_get_array (root, "runs");
  for (guint i = 0; runs != NULL && i < json_array_get_length (runs); i++)
    {
      JsonNode *run = json_array_get_element (runs, i);
      g_autoptr(GError) local = NULL;

      if (g_strcmp0 (ds_json_get_string (json_node_get_object (run), "kind"), "thermal") == 0)
        {
          g_autoptr(DsThermalResult) t = ds_thermal_result_from_json (run, &local);

          g_assert ((t == NULL) == (local != NULL));
        }
      else
        {
          g_autoptr(DsBenchResult) b = ds_bench_result_from_json (run, &local);

          g_assert ((b == NULL) == (local != NULL));
        }
    }
  return 0;
}
