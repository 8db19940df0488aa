/* ds-smart-nvme.c — NVMe Identify Controller, SMART / Health and self-test
 * log pages parsed by the offsets of the NVM Express Base Specification
 * (2.0, figures "Identify Controller Data Structure", "SMART / Health
 * Information Log Page", "Device Self-test Log"). Pure functions over bytes:
 * libnvme is used only by the privileged helper, never here.
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

#define NVME_IDENTIFY_SIZE   4096
#define NVME_SMART_LOG_SIZE  512
#define NVME_SELF_TEST_SIZE  564

static guint16
le16 (const guint8 *p)
{
  return (guint16) (p[0] | (p[1] << 8));
}

static guint32
le32 (const guint8 *p)
{
  return (guint32) p[0] | ((guint32) p[1] << 8) | ((guint32) p[2] << 16) | ((guint32) p[3] << 24);
}

static guint64
le64 (const guint8 *p)
{
  return (guint64) le32 (p) | ((guint64) le32 (p + 4) << 32);
}

/* A 128-bit little-endian counter, saturated to what an int64 holds (a
 * counter this large means "more than we can show", never a wrapped value). */
static gint64
le128_saturated (const guint8 *p)
{
  guint64 low = le64 (p);
  guint64 high = le64 (p + 8);

  if (high != 0 || low > (guint64) G_MAXINT64)
    return G_MAXINT64;
  return (gint64) low;
}

static gint64
mul_saturated (gint64 a,
               gint64 b)
{
  if (a < 0 || b < 0)
    return -1;
  if (a != 0 && b > G_MAXINT64 / a)
    return G_MAXINT64;
  return a * b;
}

/* Kelvin as the spec reports it -> whole °C the way the kernel and nvme-cli
 * show it; 0 K means "not reported". */
static double
kelvin_to_c (guint16 kelvin)
{
  if (kelvin == 0)
    return NAN;
  return (double) kelvin - 273.0;
}

static void
add_capability (DsHealth   *health,
                const char *name)
{
  g_ptr_array_add (health->capabilities, g_strdup (name));
}

gboolean
ds_smart_nvme_parse_identify (DsHealth      *health,
                              const guint8  *data,
                              gsize          len,
                              GError       **error)
{
  guint16 oacs, wctemp, cctemp;
  guint8 lpa;
  guint32 sanicap;
  gint64 tnvmcap;

  if (len < NVME_IDENTIFY_SIZE)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                   _("The NVMe Identify Controller page is %zu bytes; it must be 4096. "
                     "Read the health data again."), len);
      return FALSE;
    }

  health->kind = DS_HEALTH_KIND_NVME;
  g_clear_pointer (&health->serial, g_free);
  g_clear_pointer (&health->model, g_free);
  g_clear_pointer (&health->firmware, g_free);
  health->serial = ds_strdup_device_string ((const char *) data + 4, 20);
  health->model = ds_strdup_device_string ((const char *) data + 24, 40);
  health->firmware = ds_strdup_device_string ((const char *) data + 64, 8);

  oacs = le16 (data + 256);
  lpa = data[261];
  wctemp = le16 (data + 266);
  cctemp = le16 (data + 268);
  tnvmcap = le128_saturated (data + 280);
  sanicap = le32 (data + 328);

  health->warning_temp_c = kelvin_to_c (wctemp);
  health->critical_temp_c = kelvin_to_c (cctemp);
  /* TNVMCAP is only reported with namespace management; 0 means unknown. */
  health->capacity_bytes = tnvmcap > 0 ? tnvmcap : -1;

  g_ptr_array_set_size (health->capabilities, 0);
  if (oacs & (1 << 4))
    add_capability (health, "self_test");
  if (oacs & (1 << 1))
    add_capability (health, "format");
  if (oacs & (1 << 2))
    add_capability (health, "firmware_update");
  if (oacs & (1 << 3))
    add_capability (health, "namespace_management");
  if (oacs & (1 << 0))
    add_capability (health, "security");
  if (sanicap & 0x7)
    add_capability (health, "sanitize");
  if (lpa & (1 << 0))
    add_capability (health, "smart_per_namespace");
  if (lpa & (1 << 2))
    add_capability (health, "extended_log_data");

  _ds_nvme_facts_parse_identify (health, data, len);
  return TRUE;
}

gboolean
ds_smart_nvme_parse_smart_log (DsHealth      *health,
                               const guint8  *data,
                               gsize          len,
                               GError       **error)
{
  guint8 spare, spare_threshold;

  if (len < NVME_SMART_LOG_SIZE)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                   _("The NVMe SMART / Health log is %zu bytes; it must be 512. "
                     "Read the health data again."), len);
      return FALSE;
    }

  health->kind = DS_HEALTH_KIND_NVME;
  health->critical_warning = data[0];
  health->temperature_c = kelvin_to_c (le16 (data + 1));

  spare = data[3];
  spare_threshold = data[4];
  health->available_spare = spare;
  /* A threshold of 0 or above 100 is not a real threshold: "not reported". */
  health->available_spare_threshold = (spare_threshold == 0 || spare_threshold > 100) ? -1 : spare_threshold;
  health->percentage_used = data[5];
  /* Percentage used may exceed 100 (up to 255); life left stops at 0. */
  health->life_left_percent = MAX (0, 100 - (int) data[5]);

  health->data_units_read = le128_saturated (data + 32);
  health->data_units_written = le128_saturated (data + 48);
  health->bytes_read = mul_saturated (health->data_units_read, 512000);
  health->bytes_written = mul_saturated (health->data_units_written, 512000);
  health->bytes_written_source = "nvme_data_units_written";
  health->host_read_commands = le128_saturated (data + 64);
  health->host_write_commands = le128_saturated (data + 80);
  health->controller_busy_minutes = le128_saturated (data + 96);
  health->power_cycles = le128_saturated (data + 112);
  health->power_on_hours = le128_saturated (data + 128);
  health->unsafe_shutdowns = le128_saturated (data + 144);
  health->media_errors = le128_saturated (data + 160);
  health->error_log_entries = le128_saturated (data + 176);
  health->warning_temp_minutes = le32 (data + 192);
  health->critical_temp_minutes = le32 (data + 196);

  g_clear_pointer (&health->temperature_sensors_c, g_array_unref);
  health->temperature_sensors_c = g_array_new (FALSE, FALSE, sizeof (double));
  /* Sensors keep their position (sensor N at index N-1); an absent one
   * (0 K) is NAN, and the array ends at the last sensor present. */
  for (guint i = 0; i < 8; i++)
    {
      double c = kelvin_to_c (le16 (data + 200 + 2 * i));

      g_array_append_val (health->temperature_sensors_c, c);
    }
  while (health->temperature_sensors_c->len > 0 &&
         isnan (g_array_index (health->temperature_sensors_c, double,
                               health->temperature_sensors_c->len - 1)))
    g_array_set_size (health->temperature_sensors_c, health->temperature_sensors_c->len - 1);

  g_clear_pointer (&health->thermal_throttle, g_array_unref);
  health->thermal_throttle = g_array_new (FALSE, FALSE, sizeof (DsThermalThrottle));
  for (guint i = 0; i < 2; i++)
    {
      DsThermalThrottle tt = {
        .level = (int) i + 1,
        .transitions = le32 (data + 216 + 4 * i),
        .seconds = le32 (data + 224 + 4 * i),
      };

      g_array_append_val (health->thermal_throttle, tt);
    }

  return TRUE;
}

gboolean
ds_smart_nvme_parse_self_test (DsHealth      *health,
                               const guint8  *data,
                               gsize          len,
                               GError       **error)
{
  const guint8 *entry;
  const char *code, *result;
  guint64 hours;
  guint status;

  if (len < NVME_SELF_TEST_SIZE)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                   _("The NVMe self-test log is %zu bytes; it must be 564. "
                     "Read the health data again."), len);
      return FALSE;
    }

  _ds_nvme_facts_parse_self_test (health, data, len);

  /* Entries start at byte 4, 28 bytes each, newest first. */
  entry = data + 4;
  status = entry[0] & 0x0f;
  g_clear_pointer (&health->last_self_test, g_free);
  g_clear_pointer (&health->last_self_test_display, g_free);
  if (status == 0xf)
    return TRUE;   /* unused entry: no self-test has run */
  code = ds_nvme_self_test_code_name (entry[0] >> 4);
  result = ds_nvme_self_test_result_name (status);
  hours = le64 (entry + 4);
  health->last_self_test = g_strdup_printf ("%s: %s at %" G_GUINT64_FORMAT " h", code, result, hours);
  health->last_self_test_display =
    /* Translators: the last NVMe self-test: its kind (short, extended),
     * its result and the drive's power-on hours when it ran, e.g.
     * "short: passed at 3400 h". */
    g_strdup_printf (_("%s: %s at %llu h"),
                     g_dpgettext2 (GETTEXT_PACKAGE, "self-test", code),
                     g_dpgettext2 (GETTEXT_PACKAGE, "self-test result", result),
                     (unsigned long long) hours);
  return TRUE;
}

/* Error Information log (log page 01h, NVM Express Base 2.0): 64-byte
 * entries, newest first; an error count of 0 marks an unused entry. The
 * status field's bits 11:9 are the status code type: 2 is "Media and Data
 * Integrity Errors". Generic command errors (type 0, such as Invalid Field
 * in Command when a tool asks for a log the drive does not have) say
 * nothing about the media. */
gboolean
ds_smart_nvme_parse_error_log (DsHealth      *health,
                               const guint8  *data,
                               gsize          len,
                               GError       **error)
{
  int entries = 0, media = 0;

  if (len < 64 || len % 64 != 0)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                   _("The NVMe error information log is %zu bytes; it must be a multiple of 64. "
                     "Read the health data again."), len);
      return FALSE;
    }
  for (gsize at = 0; at + 64 <= len; at += 64)
    {
      const guint8 *entry = data + at;
      guint16 status = (guint16) (entry[12] | (entry[13] << 8));

      if (le64 (entry) == 0)
        continue;
      entries++;
      if (((status >> 9) & 0x7) == 2)
        media++;
    }
  health->kind = DS_HEALTH_KIND_NVME;
  _ds_nvme_facts_parse_error_log (health, data, len);
  health->error_log_recent = entries;
  health->error_log_recent_media = media;
  return TRUE;
}
