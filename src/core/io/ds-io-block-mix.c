/* ds-io-block-mix.c — block-size distributions, their JSON form and draw table
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ds-error.h"
#include "ds-io-block-mix.h"
#include "ds-json.h"

#define MAX_BLOCK (G_GUINT64_CONSTANT (64) << 20)

gboolean
ds_io_block_mix_is_valid (const DsIoBlockMix *mix)
{
  guint total = 0;

  if (mix->n < 1 || mix->n > DS_IO_BLOCK_MIX_MAX)
    return FALSE;
  for (guint i = 0; i < mix->n; i++)
    {
      const DsIoBlockShare *s = &mix->shares[i];

      if (s->size == 0 || s->size > MAX_BLOCK || s->percent < 1 || s->percent > 100 ||
          (i > 0 && s->size <= mix->shares[i - 1].size))
        return FALSE;
      total += s->percent;
    }
  return total == 100;
}

guint64
ds_io_block_mix_largest (const DsIoBlockMix *mix)
{
  return mix->n > 0 ? mix->shares[mix->n - 1].size : 0;
}

guint64
ds_io_block_mix_smallest (const DsIoBlockMix *mix)
{
  return mix->n > 0 ? mix->shares[0].size : 0;
}

double
ds_io_block_mix_mean (const DsIoBlockMix *mix)
{
  double sum = 0;

  for (guint i = 0; i < mix->n; i++)
    sum += (double) mix->shares[i].size * mix->shares[i].percent / 100.0;
  return sum;
}

gboolean
ds_io_block_mix_equal (const DsIoBlockMix *a,
                       const DsIoBlockMix *b)
{
  if (a->n != b->n)
    return FALSE;
  for (guint i = 0; i < a->n; i++)
    if (a->shares[i].size != b->shares[i].size || a->shares[i].percent != b->shares[i].percent)
      return FALSE;
  return TRUE;
}

gboolean
ds_io_block_mix_align (DsIoBlockMix *mix,
                       guint64       alignment)
{
  DsIoBlockMix out = { 0 };
  gboolean changed = FALSE;

  if (alignment <= 1)
    return FALSE;
  for (guint i = 0; i < mix->n; i++)
    {
      guint64 size = (mix->shares[i].size + alignment - 1) / alignment * alignment;

      changed = changed || size != mix->shares[i].size;
      /* Sizes ascend, so a size that rounds onto the previous one joins it. */
      if (out.n > 0 && out.shares[out.n - 1].size == size)
        out.shares[out.n - 1].percent += mix->shares[i].percent;
      else
        {
          out.shares[out.n].size = size;
          out.shares[out.n].percent = mix->shares[i].percent;
          out.n++;
        }
    }
  *mix = out;
  return changed;
}

JsonArray *
ds_io_block_mix_to_json (const DsIoBlockMix *mix)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < mix->n; i++)
    {
      JsonObject *obj = json_object_new ();

      ds_json_set_u64 (obj, "size", mix->shares[i].size);
      json_object_set_int_member (obj, "percent", mix->shares[i].percent);
      json_array_add_object_element (array, obj);
    }
  return array;
}

gboolean
ds_io_block_mix_from_json (JsonArray     *array,
                           DsIoBlockMix  *out,
                           GError       **error)
{
  guint n = json_array_get_length (array);

  memset (out, 0, sizeof *out);
  if (n >= 1 && n <= DS_IO_BLOCK_MIX_MAX)
    {
      for (guint i = 0; i < n; i++)
        {
          JsonNode *node = json_array_get_element (array, i);
          JsonObject *obj = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
          gint64 size = obj != NULL ? ds_json_get_int (obj, "size", 0) : 0;
          gint64 percent = obj != NULL ? ds_json_get_int (obj, "percent", 0) : 0;

          if (size <= 0 || percent <= 0 || percent > 100)
            goto bad;
          out->shares[i].size = (guint64) size;
          out->shares[i].percent = (guint) percent;
        }
      out->n = n;
      if (ds_io_block_mix_is_valid (out))
        return TRUE;
    }
bad:
  memset (out, 0, sizeof *out);
  g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
               _("The block sizes must be 1 to %u objects {size, percent} with ascending sizes up to 64 MiB "
                 "and whole percentages that add up to 100."),
               DS_IO_BLOCK_MIX_MAX);
  return FALSE;
}

void
ds_io_block_table_init (DsIoBlockTable     *table,
                        const DsIoBlockMix *mix)
{
  guint at = 0;

  for (guint i = 0; i < mix->n; i++)
    for (guint k = 0; k < mix->shares[i].percent && at < 100; k++)
      table->size[at++] = mix->shares[i].size;
  /* Only for an invalid mix that adds up to less than 100: the largest. */
  while (at < 100)
    table->size[at++] = ds_io_block_mix_largest (mix);
}
