/* ds-win-storage.c — the Windows storage descriptors, read from bytes
 *
 * Offsets from winioctl.h (x86-64): every structure starts with DWORD
 * Version and DWORD Size; strings in STORAGE_DEVICE_DESCRIPTOR are NUL-
 * terminated ASCII at offsets from the start of the descriptor, 0 when
 * absent. All fields little-endian.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "ds-error.h"
#include "ds-win-storage.h"

static guint32
le32 (const guint8 *p)
{
  return (guint32) p[0] | (guint32) p[1] << 8 | (guint32) p[2] << 16 | (guint32) p[3] << 24;
}

static guint64
le64 (const guint8 *p)
{
  return (guint64) le32 (p) | (guint64) le32 (p + 4) << 32;
}

static gint16
le16s (const guint8 *p)
{
  return (gint16) (guint16) (p[0] | p[1] << 8);
}

static gboolean
too_short (GError **error, const char *what, gsize len, gsize need)
{
  g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
               _("The %s Windows returned is %llu bytes; at least %llu were expected."),
               what, (unsigned long long) len, (unsigned long long) need);
  return FALSE;
}

void
ds_win_device_descriptor_clear (DsWinDeviceDescriptor *d)
{
  g_clear_pointer (&d->vendor, g_free);
  g_clear_pointer (&d->product, g_free);
  g_clear_pointer (&d->revision, g_free);
  g_clear_pointer (&d->serial, g_free);
}

/* The string at @offset, trimmed; NULL when absent, empty or out of range. */
static char *
descriptor_string (const guint8 *buf, gsize len, guint32 offset)
{
  const guint8 *end;
  g_autofree char *text = NULL;
  gsize n;

  if (offset == 0 || offset >= len)
    return NULL;
  end = memchr (buf + offset, '\0', len - offset);
  n = end != NULL ? (gsize) (end - (buf + offset)) : len - offset;
  text = g_strndup ((const char *) buf + offset, n);
  if (!g_utf8_validate (text, -1, NULL))
    {
      char *valid = g_utf8_make_valid (text, -1);

      g_free (text);
      text = valid;
    }
  g_strstrip (text);
  /* Some NVMe drivers end the serial (EUI-64 form) with '.'. */
  n = strlen (text);
  while (n > 0 && text[n - 1] == '.')
    text[--n] = '\0';
  g_strchomp (text);
  if (text[0] == '\0')
    return NULL;
  return g_steal_pointer (&text);
}

gboolean
ds_win_parse_device_descriptor (const guint8           *buf,
                                gsize                   len,
                                DsWinDeviceDescriptor  *out,
                                GError                **error)
{
  /* Version, Size, DeviceType, DeviceTypeModifier, RemovableMedia,
   * CommandQueueing, four string offsets, BusType, RawPropertiesLength. */
  const gsize header = 36;
  gsize size;

  memset (out, 0, sizeof *out);
  if (len < header)
    return too_short (error, "STORAGE_DEVICE_DESCRIPTOR", len, header);
  size = MIN (len, (gsize) le32 (buf + 4));
  if (size < header)
    return too_short (error, "STORAGE_DEVICE_DESCRIPTOR", size, header);
  out->removable = buf[10] != 0;
  out->vendor = descriptor_string (buf, size, le32 (buf + 12));
  out->product = descriptor_string (buf, size, le32 (buf + 16));
  out->revision = descriptor_string (buf, size, le32 (buf + 20));
  out->serial = descriptor_string (buf, size, le32 (buf + 24));
  out->bus_type = le32 (buf + 28);
  return TRUE;
}

DsTransport
ds_win_bus_type_to_transport (guint bus_type)
{
  switch (bus_type)
    {
    case 0x11: return DS_TRANSPORT_NVME_PCIE;   /* BusTypeNvme */
    case 0x02:                                  /* BusTypeAtapi */
    case 0x03:                                  /* BusTypeAta */
    case 0x0B: return DS_TRANSPORT_SATA;        /* BusTypeSata */
    case 0x0A: return DS_TRANSPORT_SAS;         /* BusTypeSas */
    case 0x01:                                  /* BusTypeScsi */
    case 0x06:                                  /* BusTypeFibre */
    case 0x08:                                  /* BusTypeRAID */
    case 0x09: return DS_TRANSPORT_SCSI;        /* BusTypeiScsi */
    case 0x07: return DS_TRANSPORT_USB;         /* BusTypeUsb */
    case 0x0C:                                  /* BusTypeSd */
    case 0x0D: return DS_TRANSPORT_MMC;         /* BusTypeMmc */
    case 0x0E:                                  /* BusTypeVirtual */
    case 0x0F:                                  /* BusTypeFileBackedVirtual */
    case 0x10: return DS_TRANSPORT_VIRTUAL;     /* BusTypeSpaces */
    default:   return DS_TRANSPORT_UNKNOWN;
    }
}

const char *
ds_win_bus_type_to_string (guint bus_type)
{
  static const char *const names[] = {
    "unknown", "SCSI", "ATAPI", "ATA", "IEEE 1394", "SSA", "Fibre Channel", "USB", "RAID",
    "iSCSI", "SAS", "SATA", "SD", "MMC", "virtual", "file-backed virtual", "Storage Spaces",
    "NVMe", "SCM", "UFS",
  };

  return bus_type < G_N_ELEMENTS (names) ? names[bus_type] : "unknown";
}

gboolean
ds_win_parse_access_alignment (const guint8  *buf,
                               gsize          len,
                               guint         *logical,
                               guint         *physical,
                               GError       **error)
{
  /* ..., BytesPerCacheLine 8, BytesOffsetForCacheAlignment 12,
   * BytesPerLogicalSector 16, BytesPerPhysicalSector 20, ... */
  if (len < 28)
    return too_short (error, "STORAGE_ACCESS_ALIGNMENT_DESCRIPTOR", len, 28);
  *logical = le32 (buf + 16);
  *physical = le32 (buf + 20);
  return TRUE;
}

gboolean
ds_win_parse_seek_penalty (const guint8  *buf,
                           gsize          len,
                           gboolean      *seek_penalty,
                           GError       **error)
{
  if (len < 9)
    return too_short (error, "DEVICE_SEEK_PENALTY_DESCRIPTOR", len, 9);
  *seek_penalty = buf[8] != 0;
  return TRUE;
}

gboolean
ds_win_parse_geometry_size (const guint8  *buf,
                            gsize          len,
                            guint64       *size,
                            GError       **error)
{
  /* DISK_GEOMETRY (24 bytes), then LARGE_INTEGER DiskSize. */
  if (len < 32)
    return too_short (error, "DISK_GEOMETRY_EX", len, 32);
  *size = le64 (buf + 24);
  return TRUE;
}

gsize
ds_win_protocol_query_size (gsize data_length)
{
  return DS_WIN_PROPERTY_QUERY_HEADER + DS_WIN_PROTOCOL_SPECIFIC_DATA_SIZE + data_length;
}

static void
put32 (guint8 *p, guint32 v)
{
  p[0] = v & 0xff;
  p[1] = (v >> 8) & 0xff;
  p[2] = (v >> 16) & 0xff;
  p[3] = (v >> 24) & 0xff;
}

gsize
ds_win_build_protocol_query (guint8 *buf,
                             guint   property_id,
                             guint   data_type,
                             guint   request_value,
                             guint   subvalue,
                             gsize   data_length)
{
  gsize size = ds_win_protocol_query_size (data_length);
  guint8 *psd = buf + DS_WIN_PROPERTY_QUERY_HEADER;

  memset (buf, 0, size);
  put32 (buf + 0, property_id);
  put32 (buf + 4, 0);                                     /* PropertyStandardQuery */
  put32 (psd + 0, DS_WIN_PROTOCOL_TYPE_NVME);             /* ProtocolType */
  put32 (psd + 4, data_type);                             /* DataType */
  put32 (psd + 8, request_value);                         /* ProtocolDataRequestValue */
  put32 (psd + 12, subvalue);                             /* ProtocolDataRequestSubValue */
  put32 (psd + 16, DS_WIN_PROTOCOL_SPECIFIC_DATA_SIZE);   /* ProtocolDataOffset */
  put32 (psd + 20, (guint32) data_length);                /* ProtocolDataLength */
  return size;
}

gboolean
ds_win_parse_protocol_data (const guint8  *buf,
                            gsize          len,
                            const guint8 **data,
                            gsize         *data_len,
                            GError       **error)
{
  const guint8 *psd = buf + DS_WIN_DESCRIPTOR_HEADER;
  guint32 offset, length;

  if (len < DS_WIN_DESCRIPTOR_HEADER + DS_WIN_PROTOCOL_SPECIFIC_DATA_SIZE)
    return too_short (error, "STORAGE_PROTOCOL_DATA_DESCRIPTOR", len,
                      DS_WIN_DESCRIPTOR_HEADER + DS_WIN_PROTOCOL_SPECIFIC_DATA_SIZE);
  /* ProtocolDataOffset counts from the start of STORAGE_PROTOCOL_SPECIFIC_DATA. */
  offset = le32 (psd + 16);
  length = le32 (psd + 20);
  if (offset < DS_WIN_PROTOCOL_SPECIFIC_DATA_SIZE ||
      (guint64) DS_WIN_DESCRIPTOR_HEADER + offset + length > len)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                   _("Windows returned protocol data at offset %u with length %u, outside its %llu-byte answer."),
                   offset, length, (unsigned long long) len);
      return FALSE;
    }
  *data = psd + offset;
  *data_len = length;
  return TRUE;
}

gboolean
ds_win_parse_temperature (const guint8  *buf,
                          gsize          len,
                          double        *current_c,
                          double        *warning_c,
                          double        *critical_c,
                          GError       **error)
{
  /* Version 0, Size 4, SHORT CriticalTemperature 8, SHORT WarningTemperature
   * 10, WORD InfoCount 12, reserved to 24, then STORAGE_TEMPERATURE_INFO[]
   * of 16 bytes: WORD Index, SHORT Temperature, ... */
  const gsize header = 24, info = 16;
  guint count;
  gint16 critical, warning;

  if (len < header)
    return too_short (error, "STORAGE_TEMPERATURE_DATA_DESCRIPTOR", len, header);
  critical = le16s (buf + 8);
  warning = le16s (buf + 10);
  count = (guint) buf[12] | (guint) buf[13] << 8;
  *critical_c = critical > 0 ? critical : NAN;
  *warning_c = warning > 0 ? warning : NAN;
  *current_c = NAN;
  if (count > 0)
    {
      if (len < header + info)
        return too_short (error, "STORAGE_TEMPERATURE_DATA_DESCRIPTOR", len, header + info);
      *current_c = le16s (buf + header + 2);
    }
  return TRUE;
}

GArray *
ds_win_parse_disk_extents (const guint8  *buf,
                           gsize          len,
                           GError       **error)
{
  /* DWORD NumberOfDiskExtents, padding to 8, DISK_EXTENT[] of 24 bytes:
   * DWORD DiskNumber, padding, LARGE_INTEGER StartingOffset, ExtentLength. */
  g_autoptr(GArray) extents = g_array_new (FALSE, FALSE, sizeof (DsWinDiskExtent));
  guint32 n;

  if (len < 8)
    {
      too_short (error, "VOLUME_DISK_EXTENTS", len, 8);
      return NULL;
    }
  n = le32 (buf);
  if ((guint64) 8 + (guint64) n * 24 > len)
    {
      too_short (error, "VOLUME_DISK_EXTENTS", len, (gsize) MIN ((guint64) 8 + (guint64) n * 24, G_MAXSIZE));
      return NULL;
    }
  for (guint32 i = 0; i < n; i++)
    {
      const guint8 *e = buf + 8 + (gsize) i * 24;
      DsWinDiskExtent extent = { le32 (e), le64 (e + 8), le64 (e + 16) };

      g_array_append_val (extents, extent);
    }
  return g_steal_pointer (&extents);
}
