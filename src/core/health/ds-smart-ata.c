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
#include "ds-health-private.h"

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

const char *
ds_ata_attribute_display_name_for (const DsAtaAttribute *attr)
{
  const char *ours = ds_ata_attribute_display_name (attr->id);

  if (!attr->named_by_drive && ours != NULL)
    return ours;
  if (attr->name[0] == '\0' || g_str_equal (attr->name, "Unknown_Attribute"))
    return ours != NULL ? ours : _("Unknown");
  return attr->name;
}

/* The entry's name, raw value and failure state under the presets. */
static void
apply_presets (DsAtaAttribute     *attr,
               const DsAtaPresets *presets,
               int                 rotation_rate)
{
  guint def_flags = ds_ata_presets_flags (presets, attr->id);
  g_autofree char *text = NULL;
  const char *name = ds_ata_presets_name (presets, attr->id, rotation_rate);

  /* Without a database (or a DEFAULT entry) the names Drivescope knows. */
  if (g_str_equal (name, "Unknown_Attribute") && !presets->defaults[attr->id].set &&
      ds_ata_attribute_name (attr->id) != NULL && presets->db_version == NULL)
    name = ds_ata_attribute_name (attr->id);
  g_strlcpy (attr->name, name, sizeof attr->name);
  attr->named_by_drive = presets->drive[attr->id].name[0] != '\0';
  attr->raw_format = ds_ata_presets_format (presets, attr->id);
  attr->raw_decoded = ds_ata_presets_raw_value (presets, attr->entry);
  text = ds_ata_format_raw_value (attr->raw_format, attr->raw_decoded);
  g_strlcpy (attr->raw_value, text, sizeof attr->raw_value);

  /* Only a real threshold (1..254) against a valid value (1..253) can
   * fail: 0 means "never fails", 255 "always fails" (a vendor's way of
   * saying "no threshold"), and other tools' alarms on them are false.
   * Where the database says the value bytes are part of the raw value,
   * they are no normalised value at all. */
  attr->failing = DS_ATA_FAILING_NO;
  if ((def_flags & DS_ATA_DEF_NO_NORMVAL) == 0 &&
      attr->threshold >= 1 && attr->threshold <= 254)
    {
      if (attr->value >= 1 && attr->value <= 253 && attr->value <= attr->threshold)
        attr->failing = DS_ATA_FAILING_NOW;
      else if ((def_flags & DS_ATA_DEF_NO_WORSTVAL) == 0 &&
               attr->worst >= 1 && attr->worst <= 253 && attr->worst <= attr->threshold)
        attr->failing = DS_ATA_FAILING_PAST;
    }
}

static const DsAtaPresets *
presets_or_none (DsHealth *health)
{
  if (health->presets == NULL)
    health->presets = ds_drivedb_lookup (NULL, health->model, health->firmware);
  return health->presets;
}

void
ds_smart_ata_set_presets (DsHealth     *health,
                          DsAtaPresets *presets)
{
  g_clear_pointer (&health->presets, ds_ata_presets_free);
  health->presets = presets;
  if (presets != NULL && presets->warning != NULL)
    g_ptr_array_add (health->notes,
                     g_strdup_printf (_("The smartmontools drive database warns about this model: %s"),
                                      presets->warning));
  if (health->attributes != NULL)
    for (guint i = 0; i < health->attributes->len; i++)
      apply_presets (&g_array_index (health->attributes, DsAtaAttribute, i),
                     presets_or_none (health), health->rotation_rate);
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

/* The result of an ATA self-test from its execution status byte (high
 * nibble, ACS-3), English and marked for translation; NULL for 0 ("passed"
 * or "never run") when @zero_is_pass is FALSE. */
const char *
_ds_ata_self_test_result (guint8   status,
                          gboolean zero_is_pass)
{
  switch (status >> 4)
    {
    case 0x0:
      return zero_is_pass ? NC_("self-test result", "passed") : NULL;
    case 0x1:
      return NC_("self-test result", "aborted by a command");
    case 0x2:
      return NC_("self-test result", "aborted by a reset");
    case 0x3:
      return NC_("self-test result", "failed (fatal error)");
    case 0x4:
      return NC_("self-test result", "failed (unknown segment)");
    case 0x5:
      return NC_("self-test result", "failed (electrical)");
    case 0x6:
      return NC_("self-test result", "failed (servo or seek)");
    case 0x7:
      return NC_("self-test result", "failed (read)");
    case 0x8:
      return NC_("self-test result", "failed (handling damage)");
    case 0xf:
      return NC_("self-test result", "in progress");
    default:
      return NC_("self-test result", "unknown result");
    }
}

/* Self-test execution status, byte 363 of the SMART data. 0 also means
 * "never run", so it says nothing; the self-test log, where read, says
 * more (ds-smart-ata-logs.c). */
static void
parse_self_test_status (DsHealth *health,
                        guint8    status)
{
  const char *result;

  g_clear_pointer (&health->last_self_test, g_free);
  g_clear_pointer (&health->last_self_test_display, g_free);
  /* drivedb -F samsung3: these drives report 0xf0 ("in progress, 0 %
   * left") for a test that has finished. */
  if (status == 0xf0 && health->presets != NULL &&
      (health->presets->firmware_bugs & DS_ATA_BUG_SAMSUNG3))
    status = 0x00;
  result = _ds_ata_self_test_result (status, FALSE);
  health->self_test_remaining_percent = (status >> 4) == 0xf ? (status & 0xf) * 10 : -1;
  if (result == NULL || ((status >> 4) > 0x8 && (status >> 4) != 0xf))
    return;
  health->last_self_test = g_strdup (result);
  health->last_self_test_display = g_strdup (g_dpgettext2 (GETTEXT_PACKAGE, "self-test result", result));
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
      memcpy (attr.entry, entry, ATA_ATTR_SIZE);
      attr.flags = (guint16) (entry[1] | (entry[2] << 8));
      attr.prefail = (attr.flags & 1) != 0;
      attr.value = entry[3];
      attr.worst = entry[4];
      attr.raw = le48 (entry + 5);
      attr.threshold = find_threshold (thresholds, thresholds_len, attr.id);
      apply_presets (&attr, presets_or_none (health), health->rotation_rate);
      g_array_append_val (health->attributes, attr);
    }

  parse_self_test_status (health, data[363]);

  /* Offline data collection capability (byte 367): bit 4 self-tests, bit 5
   * conveyance; the recommended polling times in minutes (372 short, 373
   * extended or, at 0xff, the word at 375; 374 conveyance). */
  for (guint i = 0; i < G_N_ELEMENTS (health->self_test_minutes); i++)
    health->self_test_minutes[i] = -1;
  if (data[367] & (1 << 4))
    {
      guint extended = data[373] == 0xff ? (guint) (data[375] | (data[376] << 8)) : data[373];

      health->self_test_minutes[0] = data[372] > 0 ? data[372] : -1;
      health->self_test_minutes[1] = extended > 0 ? (int) extended : -1;
      if (data[367] & (1 << 5))
        health->self_test_minutes[2] = data[374] > 0 ? data[374] : -1;
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

  /* A page's revision grows as statistics are added after the known ones,
   * whose places stay (ACS-3 9.5: Intel 320/530 and SandForce drives write
   * revision 2 of the General Statistics page). So every revision from 1 up
   * is read for the statistics known here, and a page this parser does not
   * know (or revision 0, no page at all) is skipped: it never costs the
   * rest of the health read. */
  header = le64 (data);
  page = (header >> 16) & 0xff;
  if ((header & 0xffff) == 0)
    return TRUE;

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
  return TRUE;
}

/* Units of the host read/write counters, by the names the drive database
 * gives them (smartmontools' drivedb.h, from the vendors' documents). A
 * counter whose name is not here keeps bytes written unknown: the unit of
 * these raw values is vendor-defined, and a wrong guess is worse than none.
 * 0 as the unit means the drive's logical sector. */
static const struct
{
  const char *name;
  guint64     unit;
  gboolean    written;
  const char *source;
} counter_units[] = {
  { "Total_LBAs_Written", 0, TRUE, "attribute_lbas_written" },
  { "Host_Writes_32MiB", G_GUINT64_CONSTANT (32) << 20, TRUE, "attribute_host_writes_32mib" },
  { "Host_Writes_GiB", G_GUINT64_CONSTANT (1) << 30, TRUE, "attribute_host_writes_gib" },
  { "Lifetime_Writes_GiB", G_GUINT64_CONSTANT (1) << 30, TRUE, "attribute_host_writes_gib" },
  { "Total_Writes_GiB", G_GUINT64_CONSTANT (1) << 30, TRUE, "attribute_host_writes_gib" },
  { "Host_Writes_MiB", G_GUINT64_CONSTANT (1) << 20, TRUE, "attribute_host_writes_mib" },
  { "Total_LBAs_Read", 0, FALSE, NULL },
  { "Host_Reads_32MiB", G_GUINT64_CONSTANT (32) << 20, FALSE, NULL },
  { "Host_Reads_GiB", G_GUINT64_CONSTANT (1) << 30, FALSE, NULL },
  { "Lifetime_Reads_GiB", G_GUINT64_CONSTANT (1) << 30, FALSE, NULL },
  { "Total_Reads_GiB", G_GUINT64_CONSTANT (1) << 30, FALSE, NULL },
  { "Host_Reads_MiB", G_GUINT64_CONSTANT (1) << 20, FALSE, NULL },
};

/* Names whose normalised value is the percentage of life left. */
static const char *const life_left_names[] = {
  "SSD_Life_Left", "Percent_Lifetime_Remain", "Media_Wearout_Indicator",
  "Wear_Leveling_Count", "Percent_Life_Remaining", "Perc_Rated_Life_Remain",
  "Remaining_Lifetime_Perc", "Lifetime_Left",
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

static const DsAtaAttribute *
find_named (const DsHealth *health,
            const char     *name)
{
  if (health->attributes == NULL)
    return NULL;
  for (guint i = 0; i < health->attributes->len; i++)
    {
      const DsAtaAttribute *attr = &g_array_index (health->attributes, DsAtaAttribute, i);

      if (g_str_equal (attr->name, name))
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

/* The count an attribute holds under its raw format, or -1 where the
 * format holds no single count. */
static gint64
attribute_count (const DsAtaAttribute *attr)
{
  guint64 raw = attr->raw_decoded;

  switch (attr->raw_format)
    {
    case DS_ATA_RAW_RAW48:
    case DS_ATA_RAW_RAW56:
    case DS_ATA_RAW_RAW64:
    case DS_ATA_RAW_DEFAULT:
      return raw > (guint64) G_MAXINT64 ? G_MAXINT64 : (gint64) raw;
    case DS_ATA_RAW_RAW16_RAW16:
    case DS_ATA_RAW_RAW16_AVG16:
      return (gint64) (raw & 0xffff);
    case DS_ATA_RAW_RAW24_RAW8:
      return (gint64) (raw & 0xffffff);
    default:
      return -1;
    }
}

/* Power-on hours from attribute 9 under its format. */
static gint64
attribute_hours (const DsAtaAttribute *attr)
{
  guint64 raw = attr->raw_decoded;

  switch (attr->raw_format)
    {
    case DS_ATA_RAW_MIN2HOUR:
      return (gint64) ((raw & 0xffffffff) / 60);
    case DS_ATA_RAW_SEC2HOUR:
      return (gint64) (raw / 3600);
    case DS_ATA_RAW_HALFMIN2HOUR:
      return (gint64) (raw / 120);
    case DS_ATA_RAW_MSEC24_HOUR32:
      return (gint64) (raw & 0xffffffff);
    default:
      return attribute_count (attr);
    }
}

/* smartctl's choice of temperature: 194, 190, 9, 220, each only where the
 * database reads it as a temperature. */
static double
attribute_temperature (const DsHealth *health)
{
  static const guint8 ids[] = { 194, 190, 9, 220 };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    {
      const DsAtaAttribute *attr = find_attribute (health, ids[i]);
      guint t;

      if (attr == NULL)
        continue;
      if (attr->raw_format == DS_ATA_RAW_TEMP10X)
        t = ((guint) (attr->raw_decoded & 0xffff) + 5) / 10;
      else if (attr->raw_format == DS_ATA_RAW_TEMPMINMAX ||
               ((ids[i] == 194 || ids[i] == 190) && health->presets != NULL &&
                health->presets->db_version == NULL))
        t = (guint) (attr->raw_decoded & 0xff);
      else
        continue;
      if (t > 0 && t < 128)
        return t;
    }
  return NAN;
}

static gboolean
name_has (const DsAtaAttribute *attr,
          const char *const    *words)
{
  for (guint i = 0; words[i] != NULL; i++)
    if (strstr (attr->name, words[i]) != NULL)
      return TRUE;
  return FALSE;
}

/* A counter whose meaning varies by vendor (5, 12, 174, 197, 198), read
 * only where the database's name for it says what it is: some drives
 * reuse the ids (Phison's 197 "Not_In_Use", Apple's 174 "Host_Reads_MiB").
 * Without a database the id alone says it, as most vendors use them. */
static gint64
named_count (const DsHealth      *health,
             guint8               id,
             const char *const   *words)
{
  const DsAtaAttribute *attr = find_attribute (health, id);

  if (attr == NULL)
    return -1;
  if (health->presets != NULL && health->presets->db_version != NULL && !name_has (attr, words))
    return -1;
  return attribute_count (attr);
}

/* Life left from the attribute its vendor uses. */
static int
attribute_life_left (const DsHealth *health)
{
  /* Without a database, the ids most vendors use for it. */
  if (health->presets == NULL || health->presets->db_version == NULL)
    {
      static const guint8 life_ids[] = { 231, 233, 202, 177 };

      for (guint i = 0; i < G_N_ELEMENTS (life_ids); i++)
        {
          const DsAtaAttribute *attr = find_attribute (health, life_ids[i]);

          if (attr != NULL && attr->value >= 1 && attr->value <= 100)
            return attr->value;
        }
      return -1;
    }
  for (guint i = 0; i < G_N_ELEMENTS (life_left_names); i++)
    {
      const DsAtaAttribute *attr = find_named (health, life_left_names[i]);

      if (attr == NULL || attr->value > 100)
        continue;
      /* Kingston A400 (Phison and Silicon Motion firmwares): some count
       * 231 SSD_Life_Left down in the raw value and up in the normalised
       * one (value 5, raw 95 on a drive with 95 % left; CrystalDiskInfo
       * issues #162 and #201). Where the two add up to 100, the larger is
       * the life left: the other is the wear. */
      if (attr->id == 231 && g_str_equal (attr->name, "SSD_Life_Left") &&
          attr->raw_decoded <= 100 && attr->value + (int) attr->raw_decoded == 100 &&
          (int) attr->raw_decoded > attr->value)
        return (int) attr->raw_decoded;
      /* 0 is no normalised value (ACS: 1..253); a drive that shows it has
       * said nothing about its life, and a new SSD must not read as 0 %
       * left (CrystalDiskInfo issue #191). */
      if (attr->value < 1)
        continue;
      return attr->value;
    }
  return -1;
}

/* What the flash itself received, from the counter the database names
 * (NAND_Writes_1GiB, TLC_NAND_GB_Writes ...), or -1. */
static const struct
{
  const char *name;
  guint64     unit;
} nand_units[] = {
  { "NAND_Writes_1GiB", G_GUINT64_CONSTANT (1) << 30 },
  { "NAND_Writes_GiB", G_GUINT64_CONSTANT (1) << 30 },
  { "Total_NAND_Writes_GiB", G_GUINT64_CONSTANT (1) << 30 },
  { "Flash_Writes_GiB", G_GUINT64_CONSTANT (1) << 30 },
  { "TLC_NAND_GB_Writes", G_GUINT64_CONSTANT (1000000000) },
  { "NAND_Writes_32MiB", G_GUINT64_CONSTANT (32) << 20 },
  { "Flash_Writes_32MiB", G_GUINT64_CONSTANT (32) << 20 },
};

static gint64
nand_bytes_written (const DsHealth *health)
{
  for (guint i = 0; i < G_N_ELEMENTS (nand_units); i++)
    {
      const DsAtaAttribute *attr = find_named (health, nand_units[i].name);
      gint64 count;

      if (attr != NULL && (count = attribute_count (attr)) >= 0)
        return raw_bytes ((guint64) count, nand_units[i].unit);
    }
  return -1;
}

/* Bytes written (or read) from the counter the database names. */
static gint64
attribute_bytes (const DsHealth  *health,
                 gboolean         written,
                 const char     **source)
{
  for (guint i = 0; i < G_N_ELEMENTS (counter_units); i++)
    {
      const DsAtaAttribute *attr;
      gint64 count;

      if (counter_units[i].written != written)
        continue;
      if ((attr = find_named (health, counter_units[i].name)) == NULL ||
          (count = attribute_count (attr)) < 0)
        continue;
      if (source != NULL)
        *source = counter_units[i].source;
      return raw_bytes ((guint64) count, counter_units[i].unit != 0 ? counter_units[i].unit
                                                                    : health->logical_sector_size);
    }
  return -1;
}

void
ds_smart_ata_derive (DsHealth *health)
{
  static const char *const realloc_words[] = { "Realloc", "Retired", "Bad_Bl", NULL };
  /* Crucial's 197 Current_Pending_ECC_Cnt is its pending-sector count. */
  static const char *const pending_words[] = { "Pending_Sector", "Pending_ECC", NULL };
  static const char *const unc_words[] = { "Uncor", "UNC", NULL };
  static const char *const cycle_words[] = { "Power_Cycle", NULL };
  static const char *const unsafe_words[] = { "Unexpect", "Unsafe_Shutdown", "Unplanned",
                                              "PwrLoss", "Pwr_Loss", "Power_Loss", NULL };
  const DsAtaAttribute *attr;
  const char *source = NULL;
  gint64 written, nand;

  if (health->attributes == NULL)
    return;

  health->temperature_c = attribute_temperature (health);

  /* SanDisk's X600 writes 0 into the statistic's power-on hours while its
   * attribute 9 counts them: a 0 there is no reading. */
  if (health->power_on_hours <= 0 && (attr = find_attribute (health, 9)) != NULL &&
      strstr (attr->name, "Power_On") != NULL && (health->power_on_hours < 0 || attribute_hours (attr) > 0))
    health->power_on_hours = attribute_hours (attr);
  if (health->power_cycles < 0)
    health->power_cycles = named_count (health, 12, cycle_words);
  if (health->unsafe_shutdowns < 0)
    health->unsafe_shutdowns = named_count (health, 174, unsafe_words);

  health->reallocated_sectors = named_count (health, 5, realloc_words);
  health->pending_sectors = named_count (health, 197, pending_words);
  health->uncorrectable_sectors = named_count (health, 198, unc_words);

  /* Device Statistics page 7 first; the attribute otherwise. */
  if (health->life_left_percent < 0 && health->rotation_rate == 1)
    health->life_left_percent = attribute_life_left (health);

  /* Device Statistics first. A Crucial MX500 keeps only 32 bits of
   * "Logical Sectors Written" there (3 387 710 417 sectors while its
   * attribute 246 counts 11 977 645 009, the same modulo 2^32): there, and
   * only there, the attribute is the truth. Elsewhere a statistic that
   * disagrees with the attribute stays: a SanDisk X600 whose statistics are
   * shifted by one place has a 241 "Total_Writes_GiB" that would be
   * 3.4 PB on a 128 GB drive. */
  written = attribute_bytes (health, TRUE, &source);
  if (health->bytes_written < 0 && written >= 0)
    {
      health->bytes_written = written;
      health->bytes_written_source = source;
    }
  else if (written >= 0 && health->bytes_written >= 0 &&
           g_strcmp0 (health->bytes_written_source, "ata_device_statistics") == 0 &&
           written / 2 > health->bytes_written && health->logical_sector_size > 0 &&
           (guint64) health->bytes_written / health->logical_sector_size ==
           ((guint64) written / health->logical_sector_size & G_GUINT64_CONSTANT (0xffffffff)))
    {
      g_autofree char *stat = ds_format_bytes ((guint64) health->bytes_written);
      g_autofree char *attribute = ds_format_bytes ((guint64) written);

      g_ptr_array_add (health->notes,
                       g_strdup_printf (_("The Device Statistics say %s written, the drive’s own counter "
                                          "%s: the statistic keeps only 32 bits of it, so the counter is "
                                          "shown."), stat, attribute));
      health->bytes_written = written;
      health->bytes_written_source = source;
    }

  /* Checked against what the flash received: no SSD writes less than an
   * eighth of the host's data to its flash, nor, once its flash has taken
   * more than the drive holds, a hundred times more. */
  nand = nand_bytes_written (health);
  if (health->bytes_written >= 0 && nand > 0 &&
      (health->bytes_written / 8 > nand ||
       (nand > health->capacity_bytes && health->capacity_bytes > 0 && health->bytes_written < nand / 100)))
    {
      g_autofree char *host = ds_format_bytes ((guint64) health->bytes_written);
      g_autofree char *flash = ds_format_bytes ((guint64) nand);

      g_ptr_array_add (health->notes,
                       g_strdup_printf (_("The drive says %s written by the host but %s written to its "
                                          "flash; one of them is wrong, so data written is not shown."),
                                        host, flash));
      health->bytes_written = -1;
      health->bytes_written_source = NULL;
    }
  if (health->bytes_read < 0)
    health->bytes_read = attribute_bytes (health, FALSE, NULL);
}
