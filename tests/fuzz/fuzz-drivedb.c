/* fuzz-drivedb.c — libFuzzer target: the drivedb.h parser, the lookup and
 * the presets. The input is a whole database; its first line doubles as a
 * model and firmware to look up and as a preset string, so matching and
 * raw formatting run on inputs the parser accepted. Any bytes must be safe.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "ds-drivedb.h"

int LLVMFuzzerTestOneInput (const uint8_t *data, size_t size);

int
LLVMFuzzerTestOneInput (const uint8_t *data,
                        size_t         size)
{
  g_autoptr(DsDrivedb) db = ds_drivedb_parse ((const char *) data, size, "fuzz", NULL);
  g_autofree char *first = NULL;
  g_autofree DsAtaAttrDef *defs = g_new0 (DsAtaAttrDef, 256);
  g_autofree char *bad = NULL;
  const uint8_t *newline = memchr (data, '\n', size);
  gsize first_len = newline != NULL ? (gsize) (newline - data) : size;
  guint bugs = 0;

  first = g_strndup ((const char *) data, MIN (first_len, 200));
  ds_ata_parse_presets (first, defs, &bugs, size % 2 == 0, &bad);

  if (db != NULL)
    {
      g_autoptr(DsAtaPresets) presets = ds_drivedb_lookup (db, first, first + strlen (first) / 2);
      guint8 entry[12] = { 0 };

      for (guint i = 0; i < sizeof entry && i < size; i++)
        entry[i] = data[size - 1 - i];
      for (guint id = 1; id < 256; id++)
        {
          g_autofree char *text = NULL;

          entry[0] = (guint8) id;
          text = ds_ata_format_raw_value (ds_ata_presets_format (presets, id),
                                          ds_ata_presets_raw_value (presets, entry));
          (void) ds_ata_presets_name (presets, id, (int) (size % 3));
        }
      (void) ds_drivedb_get_version (db);
    }
  return 0;
}
