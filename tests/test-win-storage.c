/* test-win-storage.c — the Windows storage descriptor parsers, on buffers
 * laid out as winioctl.h documents them (x86-64). Runs in the Linux build
 * and, under Wine, in the Windows one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>

#include "ds-error.h"
#include "ds-win-storage.h"

static void
put32 (guint8 *p, guint32 v)
{
  for (int i = 0; i < 4; i++)
    p[i] = (v >> (8 * i)) & 0xff;
}

static void
put64 (guint8 *p, guint64 v)
{
  put32 (p, (guint32) v);
  put32 (p + 4, (guint32) (v >> 32));
}

static void
put16 (guint8 *p, gint16 v)
{
  p[0] = (guint16) v & 0xff;
  p[1] = ((guint16) v >> 8) & 0xff;
}

/* A STORAGE_DEVICE_DESCRIPTOR with its strings after the fixed part. */
static gsize
build_device_descriptor (guint8 *buf, guint32 bus, const char *vendor, const char *product,
                         const char *revision, const char *serial)
{
  const char *strings[] = { vendor, product, revision, serial };
  gsize at = 40;

  memset (buf, 0, 512);
  put32 (buf, 1);
  buf[10] = 1;                      /* RemovableMedia */
  for (int i = 0; i < 4; i++)
    if (strings[i] != NULL)
      {
        put32 (buf + 12 + 4 * i, (guint32) at);
        strcpy ((char *) buf + at, strings[i]);
        at += strlen (strings[i]) + 1;
      }
  put32 (buf + 28, bus);
  put32 (buf + 4, (guint32) at);    /* Size */
  return at;
}

static void
test_device_descriptor_strings_trimmed (void)
{
  guint8 buf[512];
  gsize len = build_device_descriptor (buf, 0x11, NULL, "Samsung SSD 980 PRO 1TB  ", "5B2QGXA7",
                                       "0025_38B5_71B4_3E4F.");
  DsWinDeviceDescriptor d;
  g_autoptr(GError) error = NULL;

  g_assert_true (ds_win_parse_device_descriptor (buf, len, &d, &error));
  g_assert_no_error (error);
  g_assert_null (d.vendor);
  g_assert_cmpstr (d.product, ==, "Samsung SSD 980 PRO 1TB");
  g_assert_cmpstr (d.revision, ==, "5B2QGXA7");
  g_assert_cmpstr (d.serial, ==, "0025_38B5_71B4_3E4F");
  g_assert_cmpuint (d.bus_type, ==, 0x11);
  g_assert_true (d.removable);
  g_assert_cmpint (ds_win_bus_type_to_transport (d.bus_type), ==, DS_TRANSPORT_NVME_PCIE);
  g_assert_cmpstr (ds_win_bus_type_to_string (d.bus_type), ==, "NVMe");
  ds_win_device_descriptor_clear (&d);
}

static void
test_device_descriptor_offsets_checked (void)
{
  guint8 buf[512];
  gsize len = build_device_descriptor (buf, 0x0B, "ATA", "WDC WD40EFRX", "82.00A82", "WD-WCC7K1234567");
  DsWinDeviceDescriptor d;
  g_autoptr(GError) error = NULL;

  /* The serial's offset points past what Windows returned: no serial, no overread. */
  put32 (buf + 24, 4000);
  g_assert_true (ds_win_parse_device_descriptor (buf, len, &d, NULL));
  g_assert_null (d.serial);
  g_assert_cmpstr (d.vendor, ==, "ATA");
  g_assert_cmpint (ds_win_bus_type_to_transport (d.bus_type), ==, DS_TRANSPORT_SATA);
  ds_win_device_descriptor_clear (&d);
  /* Size says fewer bytes than were returned: strings beyond Size are ignored. */
  put32 (buf + 4, 40);
  g_assert_true (ds_win_parse_device_descriptor (buf, len, &d, NULL));
  g_assert_null (d.vendor);
  ds_win_device_descriptor_clear (&d);
  /* Shorter than the fixed part. */
  g_assert_false (ds_win_parse_device_descriptor (buf, 20, &d, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_PARSE);
}

static void
test_bus_types_map_to_transports (void)
{
  g_assert_cmpint (ds_win_bus_type_to_transport (0x07), ==, DS_TRANSPORT_USB);
  g_assert_cmpint (ds_win_bus_type_to_transport (0x0A), ==, DS_TRANSPORT_SAS);
  g_assert_cmpint (ds_win_bus_type_to_transport (0x01), ==, DS_TRANSPORT_SCSI);
  g_assert_cmpint (ds_win_bus_type_to_transport (0x0D), ==, DS_TRANSPORT_MMC);
  g_assert_cmpint (ds_win_bus_type_to_transport (0x0F), ==, DS_TRANSPORT_VIRTUAL);
  g_assert_cmpint (ds_win_bus_type_to_transport (0x99), ==, DS_TRANSPORT_UNKNOWN);
  g_assert_cmpstr (ds_win_bus_type_to_string (0x99), ==, "unknown");
}

static void
test_alignment_seek_penalty_geometry (void)
{
  guint8 buf[64] = { 0 };
  guint logical = 0, physical = 0;
  gboolean seek = TRUE;
  guint64 size = 0;

  put32 (buf + 16, 512);
  put32 (buf + 20, 4096);
  g_assert_true (ds_win_parse_access_alignment (buf, 28, &logical, &physical, NULL));
  g_assert_cmpuint (logical, ==, 512);
  g_assert_cmpuint (physical, ==, 4096);
  g_assert_false (ds_win_parse_access_alignment (buf, 24, &logical, &physical, NULL));

  memset (buf, 0, sizeof buf);
  g_assert_true (ds_win_parse_seek_penalty (buf, 12, &seek, NULL));
  g_assert_false (seek);
  buf[8] = 1;
  g_assert_true (ds_win_parse_seek_penalty (buf, 12, &seek, NULL));
  g_assert_true (seek);

  put64 (buf + 24, G_GUINT64_CONSTANT (1000204886016));
  g_assert_true (ds_win_parse_geometry_size (buf, 32, &size, NULL));
  g_assert_cmpuint (size, ==, G_GUINT64_CONSTANT (1000204886016));
  g_assert_false (ds_win_parse_geometry_size (buf, 31, &size, NULL));
}

static void
test_protocol_query_round_trip (void)
{
  gsize size = ds_win_protocol_query_size (512);
  g_autofree guint8 *buf = g_malloc0 (size);
  const guint8 *data = NULL;
  gsize data_len = 0;
  g_autoptr(GError) error = NULL;

  g_assert_cmpuint (size, ==, 8 + 40 + 512);
  g_assert_cmpuint (ds_win_build_protocol_query (buf, DS_WIN_STORAGE_ADAPTER_PROTOCOL_SPECIFIC_PROPERTY,
                                                 DS_WIN_NVME_DATA_TYPE_LOG_PAGE, 0x02, 0xFFFFFFFF, 512), ==, size);
  /* The query: PropertyId 49, standard query, NVMe, log page 02h for all namespaces. */
  g_assert_cmpuint (buf[0], ==, 49);
  g_assert_cmpuint (buf[8], ==, DS_WIN_PROTOCOL_TYPE_NVME);
  g_assert_cmpuint (buf[12], ==, DS_WIN_NVME_DATA_TYPE_LOG_PAGE);
  g_assert_cmpuint (buf[16], ==, 0x02);
  g_assert_cmpuint (buf[20] & buf[21] & buf[22] & buf[23], ==, 0xFF);
  g_assert_cmpuint (buf[24], ==, 40);      /* ProtocolDataOffset */
  g_assert_cmpuint (buf[28] | buf[29] << 8, ==, 512);

  /* Windows answers in place with a STORAGE_PROTOCOL_DATA_DESCRIPTOR whose
   * header is as long as the query's: the page is found at the same place. */
  put32 (buf, 1);
  put32 (buf + 4, (guint32) size);
  buf[48] = 0xA5;
  buf[48 + 511] = 0x5A;
  g_assert_true (ds_win_parse_protocol_data (buf, size, &data, &data_len, &error));
  g_assert_no_error (error);
  g_assert_true (data == buf + 48);
  g_assert_cmpuint (data_len, ==, 512);
  g_assert_cmpuint (data[511], ==, 0x5A);

  /* A length beyond the answer is refused. */
  put32 (buf + 28, 4096);
  g_assert_false (ds_win_parse_protocol_data (buf, size, &data, &data_len, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_PARSE);
  g_clear_error (&error);
  /* So is an offset inside the header. */
  put32 (buf + 28, 512);
  put32 (buf + 24, 8);
  g_assert_false (ds_win_parse_protocol_data (buf, size, &data, &data_len, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_PARSE);
}

static void
test_temperature_descriptor (void)
{
  guint8 buf[64] = { 0 };
  double cur, warn, crit;

  put16 (buf + 8, 84);           /* CriticalTemperature */
  put16 (buf + 10, 0);           /* WarningTemperature: not reported */
  buf[12] = 1;                   /* InfoCount */
  put16 (buf + 24 + 2, 41);      /* TemperatureInfo[0].Temperature */
  g_assert_true (ds_win_parse_temperature (buf, 40, &cur, &warn, &crit, NULL));
  g_assert_cmpfloat (cur, ==, 41);
  g_assert_cmpfloat (crit, ==, 84);
  g_assert_true (isnan (warn));
  /* InfoCount 1 but the entry is cut off. */
  g_assert_false (ds_win_parse_temperature (buf, 30, &cur, &warn, &crit, NULL));
  /* No sensor: NAN, not 0 °C. */
  buf[12] = 0;
  g_assert_true (ds_win_parse_temperature (buf, 24, &cur, &warn, &crit, NULL));
  g_assert_true (isnan (cur));
}

static void
test_disk_extents (void)
{
  guint8 buf[8 + 2 * 24] = { 0 };
  g_autoptr(GArray) extents = NULL;
  g_autoptr(GError) error = NULL;

  put32 (buf, 2);
  put32 (buf + 8, 1);
  put64 (buf + 16, 1048576);
  put64 (buf + 24, G_GUINT64_CONSTANT (536870912000));
  put32 (buf + 32, 3);
  put64 (buf + 40, 0);
  put64 (buf + 48, 4096);
  extents = ds_win_parse_disk_extents (buf, sizeof buf, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (extents->len, ==, 2);
  g_assert_cmpuint (g_array_index (extents, DsWinDiskExtent, 0).disk_number, ==, 1);
  g_assert_cmpuint (g_array_index (extents, DsWinDiskExtent, 0).offset, ==, 1048576);
  g_assert_cmpuint (g_array_index (extents, DsWinDiskExtent, 0).length, ==, G_GUINT64_CONSTANT (536870912000));
  g_assert_cmpuint (g_array_index (extents, DsWinDiskExtent, 1).disk_number, ==, 3);
  /* A count the buffer cannot hold. */
  put32 (buf, 3);
  g_assert_null (ds_win_parse_disk_extents (buf, sizeof buf, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_PARSE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/win-storage/device-descriptor/strings-trimmed", test_device_descriptor_strings_trimmed);
  g_test_add_func ("/ds/win-storage/device-descriptor/offsets-checked", test_device_descriptor_offsets_checked);
  g_test_add_func ("/ds/win-storage/bus-types-map-to-transports", test_bus_types_map_to_transports);
  g_test_add_func ("/ds/win-storage/alignment-seek-penalty-geometry", test_alignment_seek_penalty_geometry);
  g_test_add_func ("/ds/win-storage/protocol-query/round-trip-and-bounds", test_protocol_query_round_trip);
  g_test_add_func ("/ds/win-storage/temperature/unknown-is-nan", test_temperature_descriptor);
  g_test_add_func ("/ds/win-storage/disk-extents/count-checked", test_disk_extents);
  return g_test_run ();
}
