/* test-data-compressible.c — --data compressible:N%: what it parses, what
 * the conditions record, and that the data written compresses as promised
 * (zlib at level 1, within 5 % of the block)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <gio/gio.h>
#include <math.h>

#include "ds-conditions.h"
#include "ds-error.h"
#include "ds-io-engine.h"
#include "ds-test-file.h"

#define BLOCK (256 * 1024)

/* What zlib at level 1 makes of @len bytes. */
static gsize
deflated_size (const void *data,
               gsize       len)
{
  g_autoptr(GZlibCompressor) z = g_zlib_compressor_new (G_ZLIB_COMPRESSOR_FORMAT_RAW, 1);
  g_autofree guint8 *out = g_malloc (len * 2 + 1024);
  gsize read = 0, written = 0;
  g_autoptr(GError) error = NULL;
  GConverterResult r = g_converter_convert (G_CONVERTER (z), data, len, out, len * 2 + 1024,
                                            G_CONVERTER_INPUT_AT_END, &read, &written, &error);

  g_assert_no_error (error);
  g_assert_cmpint (r, ==, G_CONVERTER_FINISHED);
  g_assert_cmpuint (read, ==, len);
  return written;
}

static void
test_levels_compress_as_promised (void)
{
  /* Anvil's levels, and the ends */
  static const guint levels[] = { 0, 8, 25, 46, 67, 100 };

  for (guint i = 0; i < G_N_ELEMENTS (levels); i++)
    {
      g_autoptr(DsIoDataPool) pool = ds_io_data_pool_new_compressible (DS_DATA_PATTERN_COMPRESSIBLE, levels[i], BLOCK);
      /* a window at another 4 KiB than the first, as writes take them */
      const void *block = ds_io_data_pool_block (pool, 7);
      double expected = BLOCK * (100 - levels[i]) / 100.0;
      gsize got = deflated_size (block, BLOCK);

      g_test_message ("compressible:%u%%: %" G_GSIZE_FORMAT " of %d bytes (expected %.0f)", levels[i], got, BLOCK, expected);
      g_assert_cmpfloat (fabs ((double) got - expected), <=, 0.05 * BLOCK);
    }
  /* random data does not compress: the pool without a share is random */
  {
    g_autoptr(DsIoDataPool) pool = ds_io_data_pool_new (DS_DATA_PATTERN_RANDOM, BLOCK);

    g_assert_cmpfloat (deflated_size (ds_io_data_pool_block (pool, 3), BLOCK), >=, 0.99 * BLOCK);
  }
}

static void
test_parse (void)
{
  DsDataPattern pattern;
  guint percent = 999;
  g_autofree char *text = NULL;
  static const char *bad[] = { "compressible:", "compressible:101%", "compressible:-1%", "compressible:5%%",
                               "compressible:25 %", "compressible", "ones", "", "compressible:1000" };

  g_assert_true (ds_data_spec_parse ("compressible:46%", &pattern, &percent, NULL));
  g_assert_cmpint (pattern, ==, DS_DATA_PATTERN_COMPRESSIBLE);
  g_assert_cmpuint (percent, ==, 46);
  g_assert_true (ds_data_spec_parse ("compressible:8", &pattern, &percent, NULL));
  g_assert_cmpuint (percent, ==, 8);
  g_assert_true (ds_data_spec_parse ("random", &pattern, &percent, NULL));
  g_assert_cmpint (pattern, ==, DS_DATA_PATTERN_RANDOM);
  g_assert_cmpuint (percent, ==, 0);
  g_assert_true (ds_data_spec_parse ("zeros", &pattern, &percent, NULL));
  g_assert_cmpint (pattern, ==, DS_DATA_PATTERN_ZEROS);
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;

      g_assert_false (ds_data_spec_parse (bad[i], &pattern, &percent, &error));
      g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
      g_assert_nonnull (g_strstr_len (error->message, -1, "compressible:N%"));
    }
  text = ds_data_spec_to_string (DS_DATA_PATTERN_COMPRESSIBLE, 67);
  g_assert_cmpstr (text, ==, "compressible:67%");
}

static void
test_conditions_record_the_share (void)
{
  g_autoptr(JsonObject) c = json_object_new ();
  g_autoptr(JsonObject) r = json_object_new ();
  g_autofree char *text = NULL;
  g_autofree char *random = NULL;

  ds_conditions_set_data (c, "compressible", 25);
  g_assert_cmpstr (ds_conditions_get_data_pattern (c), ==, "compressible");
  g_assert_cmpint (ds_conditions_get_data_compressible_percent (c), ==, 25);
  text = ds_conditions_get_data_text (c);
  g_assert_cmpstr (text, ==, "compressible:25%");
  ds_conditions_set_data (r, "random", 25);
  g_assert_cmpint (ds_conditions_get_data_compressible_percent (r), ==, -1);
  random = ds_conditions_get_data_text (r);
  g_assert_cmpstr (random, ==, "random");
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/data/compressible/levels-compress-with-zlib-as-promised", test_levels_compress_as_promised);
  g_test_add_func ("/ds/data/compressible/parse", test_parse);
  g_test_add_func ("/ds/data/compressible/conditions-record-the-share", test_conditions_record_the_share);
  return g_test_run ();
}
