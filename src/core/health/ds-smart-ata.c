/* ds-smart-ata.c — ATA IDENTIFY DEVICE, SMART data and thresholds, and the
 * Device Statistics log parsed by the layouts of ATA/ATAPI Command Set
 * (ACS-3: IDENTIFY DEVICE data, "Device Statistics log", and the SMART
 * attribute table layout every vendor shares: 30 entries of 12 bytes from
 * byte 2). Pure functions over bytes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ds-error.h"
#include "ds-format.h"
#include "ds-health.h"

#define ATA_PAGE_SIZE     512
#define ATA_ATTR_COUNT    30
#define ATA_ATTR_SIZE     12

/* Device Statistics: bit 63 "supported", bit 62 "valid value". */
#define DEVSTAT_SUPPORTED (G_GUINT64_CONSTANT (1) << 63)
#define DEVSTAT_VALID     (G_GUINT64_CONSTANT (1) << 62)

static guint16
word (const guint8 *data,
      guint         index)
{
  return (guint16) (data[2 * index] | (data[2 * index + 1] << 8));
}

static guint64
le64 (const guint8 *p)
{
  guint64 v = 0;

  for (int i = 7; i >= 0; i--)
    v = (v << 8) | p[i];
  return v;
}

static guint64
le48 (const guint8 *p)
{
  guint64 v = 0;

  for (int i = 5; i >= 0; i--)
    v = (v << 8) | p[i];
  return v;
}

/* IDENTIFY strings hold two characters per word, the first in the high byte. */
static char *
ata_string (const guint8 *data,
            guint         first_word,
            guint         n_words)
{
  g_autofree char *buf = g_malloc (n_words * 2);

  for (guint i = 0; i < n_words; i++)
    {
      guint16 w = word (data, first_word + i);

      buf[2 * i] = (char) (w >> 8);
      buf[2 * i + 1] = (char) (w & 0xff);
    }
  return ds_strdup_device_string (buf, n_words * 2);
}

static gboolean
check_size (gsize        len,
            const char  *what,
            GError     **error)
{
  if (len >= ATA_PAGE_SIZE)
    return TRUE;
  g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
               _("The ATA %s page is %zu bytes; it must be 512. "
                 "Read the health data again."), what, len);
  return FALSE;
}

gboolean
ds_smart_ata_parse_identify (DsHealth      *health,
                             const guint8  *data,
                             gsize          len,
                             GError       **error)
{
  guint16 w106, w217;
  guint64 sectors;

  if (!check_size (len, "IDENTIFY DEVICE", error))
    return FALSE;

  health->kind = DS_HEALTH_KIND_ATA;
  g_clear_pointer (&health->serial, g_free);
  g_clear_pointer (&health->model, g_free);
  g_clear_pointer (&health->firmware, g_free);
  health->serial = ata_string (data, 10, 10);
  health->firmware = ata_string (data, 23, 4);
  health->model = ata_string (data, 27, 20);

  /* Logical sector size: word 106 valid (bit 14 set, 15 clear) and bit 12
   * says words 117-118 hold it in 16-bit words. */
  health->logical_sector_size = 512;
  w106 = word (data, 106);
  if ((w106 & 0xc000) == 0x4000 && (w106 & (1 << 12)))
    {
      guint32 words = word (data, 117) | ((guint32) word (data, 118) << 16);

      if (words >= 256 && words <= 32768)
        health->logical_sector_size = words * 2;
    }

  if (word (data, 83) & (1 << 10))
    sectors = word (data, 100) | ((guint64) word (data, 101) << 16) |
              ((guint64) word (data, 102) << 32) | ((guint64) word (data, 103) << 48);
  else
    sectors = word (data, 60) | ((guint64) word (data, 61) << 16);
  if (sectors > 0 && sectors < G_MAXINT64 / 32768)
    health->capacity_bytes = (gint64) (sectors * health->logical_sector_size);
  else
    health->capacity_bytes = -1;

  /* Nominal media rotation rate: 1 = solid state, 0x0401..0xfffe = RPM. */
  w217 = word (data, 217);
  if (w217 == 1 || (w217 >= 0x0401 && w217 <= 0xfffe))
    health->rotation_rate = w217;
  else
    health->rotation_rate = -1;

  g_ptr_array_set_size (health->capabilities, 0);
  if (word (data, 82) & 1)
    g_ptr_array_add (health->capabilities, g_strdup ("smart"));
  if ((word (data, 85) & 1) && (word (data, 82) & 1))
    g_ptr_array_add (health->capabilities, g_strdup ("smart_enabled"));
  if (word (data, 84) & (1 << 1))
    g_ptr_array_add (health->capabilities, g_strdup ("self_test"));
  if (word (data, 84) & (1 << 5))
    g_ptr_array_add (health->capabilities, g_strdup ("general_purpose_logging"));
  if (word (data, 169) & 1)
    g_ptr_array_add (health->capabilities, g_strdup ("trim"));
  if (word (data, 82) & (1 << 1))
    g_ptr_array_add (health->capabilities, g_strdup ("security"));

  return TRUE;
}

/* English names (kept so in JSON), marked for translation: the CLI table
 * and the drive page show them through ds_ata_attribute_display_name(). */
static const struct
{
  guint8      id;
  const char *name;
} attribute_names[] = {
  /* Translators: the names of ATA SMART attributes, as drive tables show them. */
  { 1, N_("Raw read error rate") },
  { 2, N_("Throughput performance") },
  { 3, N_("Spin-up time") },
  { 4, N_("Start/stop count") },
  { 5, N_("Reallocated sectors") },
  { 7, N_("Seek error rate") },
  { 8, N_("Seek time performance") },
  { 9, N_("Power-on hours") },
  { 10, N_("Spin retry count") },
  { 11, N_("Calibration retry count") },
  { 12, N_("Power cycle count") },
  { 170, N_("Available reserved space") },
  { 171, N_("Program fail count") },
  { 172, N_("Erase fail count") },
  { 173, N_("Wear leveling count") },
  { 174, N_("Unexpected power loss count") },
  { 177, N_("Wear range delta / wear leveling") },
  { 179, N_("Used reserved blocks") },
  { 181, N_("Program fail count (total)") },
  { 182, N_("Erase fail count (total)") },
  { 183, N_("Runtime bad blocks") },
  { 184, N_("End-to-end errors") },
  { 187, N_("Reported uncorrectable errors") },
  { 188, N_("Command timeouts") },
  { 189, N_("High fly writes") },
  { 190, N_("Airflow temperature") },
  { 191, N_("G-sense error rate") },
  { 192, N_("Power-off retract count") },
  { 193, N_("Load cycle count") },
  { 194, N_("Temperature") },
  { 195, N_("Hardware ECC recovered") },
  { 196, N_("Reallocation events") },
  { 197, N_("Current pending sectors") },
  { 198, N_("Offline uncorrectable sectors") },
  { 199, N_("UDMA CRC errors") },
  { 200, N_("Multi-zone error rate") },
  { 202, N_("Percent lifetime remaining") },
  { 220, N_("Disk shift") },
  { 222, N_("Loaded hours") },
  { 225, N_("Load/unload cycle count") },
  { 226, N_("Load-in time") },
  { 230, N_("Drive life protection status") },
  { 231, N_("SSD life left") },
  { 232, N_("Available reserved space") },
  { 233, N_("Media wearout indicator") },
  { 235, N_("Good block count / power fail backup health") },
  { 240, N_("Head flying hours") },
  { 241, N_("Total data written") },
  { 242, N_("Total data read") },
  { 246, N_("Total host sectors written") },
};

const char *
ds_ata_attribute_name (guint8 id)
{
  for (guint i = 0; i < G_N_ELEMENTS (attribute_names); i++)
    if (attribute_names[i].id == id)
      return attribute_names[i].name;
  return NULL;
}

const char *
ds_ata_attribute_display_name (guint8 id)
{
  const char *name = ds_ata_attribute_name (id);

  return name != NULL ? _(name) : NULL;
}

static int
find_threshold (const guint8 *thresholds,
                gsize         len,
                guint8        id)
{
  if (thresholds == NULL || len < ATA_PAGE_SIZE)
    return -1;
  for (guint i = 0; i < ATA_ATTR_COUNT; i++)
    {
      const guint8 *entry = thresholds + 2 + i * ATA_ATTR_SIZE;

      if (entry[0] == id)
        return entry[1];
    }
  return -1;
}

gboolean
ds_smart_ata_parse_smart (DsHealth      *health,
                          const guint8  *data,
                          gsize          len,
                          const guint8  *thresholds,
                          gsize          thresholds_len,
                          GError       **error)
{
  if (!check_size (len, "SMART data", error))
    return FALSE;

  health->kind = DS_HEALTH_KIND_ATA;
  g_clear_pointer (&health->attributes, g_array_unref);
  health->attributes = g_array_new (FALSE, TRUE, sizeof (DsAtaAttribute));

  for (guint i = 0; i < ATA_ATTR_COUNT; i++)
    {
      const guint8 *entry = data + 2 + i * ATA_ATTR_SIZE;
      DsAtaAttribute attr = { 0 };

      if (entry[0] == 0)
        continue;
      attr.id = entry[0];
      attr.name = ds_ata_attribute_name (attr.id);
      attr.flags = (guint16) (entry[1] | (entry[2] << 8));
      attr.prefail = (attr.flags & 1) != 0;
      attr.value = entry[3];
      attr.worst = entry[4];
      attr.raw = le48 (entry + 5);
      attr.threshold = find_threshold (thresholds, thresholds_len, attr.id);

      /* Only a real threshold (1..254) against a valid value (1..253) can
       * fail: 0 means "never fails", 255 "always fails" (a vendor's way of
       * saying "no threshold"), and other tools' alarms on them are false. */
      attr.failing = DS_ATA_FAILING_NO;
      if (attr.threshold >= 1 && attr.threshold <= 254)
        {
          if (attr.value >= 1 && attr.value <= 253 && attr.value <= attr.threshold)
            attr.failing = DS_ATA_FAILING_NOW;
          else if (attr.worst >= 1 && attr.worst <= 253 && attr.worst <= attr.threshold)
            attr.failing = DS_ATA_FAILING_PAST;
        }
      g_array_append_val (health->attributes, attr);
    }

  return TRUE;
}

static gboolean
devstat (const guint8 *page,
         guint         offset,
         guint64      *out)
{
  guint64 q = le64 (page + offset);

  if ((q & DEVSTAT_SUPPORTED) == 0 || (q & DEVSTAT_VALID) == 0)
    return FALSE;
  *out = q & G_GUINT64_CONSTANT (0x0000ffffffffffff);
  return TRUE;
}

static gint64
clamp_i64 (guint64 v)
{
  return v > (guint64) G_MAXINT64 ? G_MAXINT64 : (gint64) v;
}

gboolean
ds_smart_ata_parse_devstats (DsHealth      *health,
                             const guint8  *data,
                             gsize          len,
                             GError       **error)
{
  guint64 header, v;
  guint page;

  if (!check_size (len, "Device Statistics", error))
    return FALSE;

  header = le64 (data);
  page = (header >> 16) & 0xff;
  if ((header & 0xffff) != 1)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                   _("The Device Statistics page has revision %u; only revision 1 is known."),
                   (guint) (header & 0xffff));
      return FALSE;
    }

  health->kind = DS_HEALTH_KIND_ATA;
  if (page == 1)
    {
      if (devstat (data, 0x08, &v))
        health->power_cycles = (gint64) (v & 0xffffffff);
      if (devstat (data, 0x10, &v))
        health->power_on_hours = (gint64) (v & 0xffffffff);
      if (devstat (data, 0x18, &v) && health->logical_sector_size > 0)
        {
          if (v > (guint64) G_MAXINT64 / health->logical_sector_size)
            health->bytes_written = G_MAXINT64;
          else
            health->bytes_written = (gint64) (v * health->logical_sector_size);
          health->bytes_written_source = "ata_device_statistics";
        }
      if (devstat (data, 0x20, &v))
        health->host_write_commands = clamp_i64 (v);
      if (devstat (data, 0x28, &v) && health->logical_sector_size > 0)
        {
          if (v > (guint64) G_MAXINT64 / health->logical_sector_size)
            health->bytes_read = G_MAXINT64;
          else
            health->bytes_read = (gint64) (v * health->logical_sector_size);
        }
      if (devstat (data, 0x30, &v))
        health->host_read_commands = clamp_i64 (v);
    }
  else if (page == 7)
    {
      if (devstat (data, 0x08, &v))
        {
          health->percentage_used = (int) (v & 0xff);
          health->life_left_percent = MAX (0, 100 - health->percentage_used);
        }
    }
  else
    {
      g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                   _("Device Statistics page %u is not one Drivescope reads."), page);
      return FALSE;
    }
  return TRUE;
}

/* Where attribute 241 / 246 (and 242) count in a unit we know, by model.
 * Any drive not listed keeps bytes written unknown: the unit of these raw
 * values is vendor-defined, and a wrong guess is worse than none.
 * Sources: the vendors' SMART attribute documents as collected in the
 * smartmontools drive database (drivedb.h), entries named in the comment. */
static const struct
{
  const char *model_glob;
  guint8      written_id;
  guint8      read_id;     /* 0 when the drive has no read counter */
  guint64     unit;
  const char *source;
} write_units[] = {
  /* drivedb "Phison based SSDs": 241 Lifetime_Writes_GiB, 242 Lifetime_Reads_GiB */
  { "KINGSTON SA400*", 241, 242, G_GUINT64_CONSTANT (1) << 30, "attribute_241_gib" },
  { "KINGSTON SUV500*", 241, 242, G_GUINT64_CONSTANT (1) << 30, "attribute_241_gib" },
  /* drivedb "SanDisk based SSDs": 241 Total_Writes_GiB, 242 Total_Reads_GiB */
  { "SanDisk SSD PLUS*", 241, 242, G_GUINT64_CONSTANT (1) << 30, "attribute_241_gib" },
  /* drivedb "Samsung based SSDs": 241 Total_LBAs_Written (512-byte LBAs) */
  { "Samsung SSD*", 241, 242, 512, "attribute_241_lba" },
  /* drivedb "WD Blue / Green / Red SSDs": 241 Total_LBAs_Written */
  { "WDC  WDS*", 241, 242, 512, "attribute_241_lba" },
  { "WDC WDS*", 241, 242, 512, "attribute_241_lba" },
  /* drivedb "Intel 320/330/335/520/530/S3xx0": 241 Host_Writes_32MiB, 242 Host_Reads_32MiB */
  { "INTEL SSDSC*", 241, 242, G_GUINT64_CONSTANT (32) << 20, "attribute_241_32mib" },
  /* drivedb "Crucial/Micron MX500": 246 Total_Host_Sector_Write (512-byte sectors) */
  { "CT*MX500*", 246, 0, 512, "attribute_246_sectors" },
};

static const DsAtaAttribute *
find_attribute (const DsHealth *health,
                guint8          id)
{
  if (health->attributes == NULL)
    return NULL;
  for (guint i = 0; i < health->attributes->len; i++)
    {
      const DsAtaAttribute *attr = &g_array_index (health->attributes, DsAtaAttribute, i);

      if (attr->id == id)
        return attr;
    }
  return NULL;
}

static gint64
raw_bytes (guint64 raw,
           guint64 unit)
{
  if (unit != 0 && raw > (guint64) G_MAXINT64 / unit)
    return G_MAXINT64;
  return (gint64) (raw * unit);
}

void
ds_smart_ata_derive (DsHealth *health)
{
  const DsAtaAttribute *attr;

  if (health->attributes == NULL)
    return;

  if ((attr = find_attribute (health, 194)) != NULL && (attr->raw & 0xff) != 0)
    health->temperature_c = (double) (attr->raw & 0xff);
  else if ((attr = find_attribute (health, 190)) != NULL && (attr->raw & 0xff) != 0)
    health->temperature_c = (double) (attr->raw & 0xff);

  if (health->power_on_hours < 0 && (attr = find_attribute (health, 9)) != NULL)
    health->power_on_hours = (gint64) (attr->raw & 0xffffffff);
  if (health->power_cycles < 0 && (attr = find_attribute (health, 12)) != NULL)
    health->power_cycles = (gint64) (attr->raw & 0xffffffff);
  if (health->unsafe_shutdowns < 0 && (attr = find_attribute (health, 174)) != NULL)
    health->unsafe_shutdowns = (gint64) (attr->raw & 0xffffffff);

  if ((attr = find_attribute (health, 5)) != NULL)
    health->reallocated_sectors = (gint64) (attr->raw & 0xffffffff);
  if ((attr = find_attribute (health, 197)) != NULL)
    health->pending_sectors = (gint64) (attr->raw & 0xffffffff);
  if ((attr = find_attribute (health, 198)) != NULL)
    health->uncorrectable_sectors = (gint64) (attr->raw & 0xffffffff);

  /* Life left of an SSD from the attribute its vendor uses, when Device
   * Statistics page 7 did not give it. */
  if (health->life_left_percent < 0 && health->rotation_rate == 1)
    {
      static const guint8 life_ids[] = { 231, 233, 202, 177 };

      for (guint i = 0; i < G_N_ELEMENTS (life_ids); i++)
        if ((attr = find_attribute (health, life_ids[i])) != NULL &&
            attr->value >= 0 && attr->value <= 100)
          {
            health->life_left_percent = attr->value;
            break;
          }
    }

  if (health->bytes_written < 0 && health->model != NULL)
    for (guint i = 0; i < G_N_ELEMENTS (write_units); i++)
      {
        if (!g_pattern_match_simple (write_units[i].model_glob, health->model))
          continue;
        if ((attr = find_attribute (health, write_units[i].written_id)) != NULL)
          {
            health->bytes_written = raw_bytes (attr->raw, write_units[i].unit);
            health->bytes_written_source = write_units[i].source;
          }
        if (health->bytes_read < 0 && write_units[i].read_id != 0 &&
            (attr = find_attribute (health, write_units[i].read_id)) != NULL)
          health->bytes_read = raw_bytes (attr->raw, write_units[i].unit);
        break;
      }
}
