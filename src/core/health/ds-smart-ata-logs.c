/* ds-smart-ata-logs.c — the ATA SMART self-test log (log 06h) and summary
 * error log (log 01h), by the layouts of ATA/ATAPI Command Set ACS-3
 * ("SMART self-test log", "Summary SMART error log"), with the drive
 * database's firmware bug flags applied as smartctl applies them:
 *   -F samsung   the self-test log's index byte and each entry's first two
 *                bytes are swapped; the error count and each error's
 *                timestamp are byte-swapped;
 *   -F samsung2  only the error count is byte-swapped.
 * Pure functions over bytes.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ds-error.h"
#include "ds-health.h"
#include "ds-health-private.h"

#define ATA_PAGE_SIZE        512
#define SELF_TEST_ENTRIES    21
#define SELF_TEST_ENTRY_SIZE 24
#define ERROR_ENTRIES        5
#define ERROR_ENTRY_SIZE     90
#define ERROR_DATA_OFFSET    60   /* after five 12-byte command structures */

static guint
bugs (const DsHealth *health)
{
  return health->presets != NULL ? health->presets->firmware_bugs : 0;
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

static const char *
test_kind (guint8 subcommand)
{
  /* Offline (01h..04h) and captive (81h..84h) forms of the same tests. */
  switch (subcommand & 0x7f)
    {
    case 0x01:
      return NC_("self-test", "short");
    case 0x02:
      return NC_("self-test", "extended");
    case 0x03:
      return NC_("self-test", "conveyance");
    case 0x04:
      return NC_("self-test", "selective");
    default:
      return NC_("self-test", "other");
    }
}

gboolean
ds_smart_ata_parse_self_test_log (DsHealth      *health,
                                  const guint8  *data,
                                  gsize          len,
                                  GError       **error)
{
  gboolean samsung = (bugs (health) & DS_ATA_BUG_SAMSUNG) != 0;
  const guint8 *entry;
  guint index;
  guint8 subcommand, status;
  guint hours;
  const char *kind, *result;

  if (!check_size (len, "SMART self-test log", error))
    return FALSE;
  health->kind = DS_HEALTH_KIND_ATA;

  /* Byte 508: the most recent descriptor, 1..21; 0 when none was written. */
  index = samsung ? data[509] : data[508];
  if (index == 0 || index > SELF_TEST_ENTRIES)
    return TRUE;
  entry = data + 2 + (index - 1) * SELF_TEST_ENTRY_SIZE;
  subcommand = samsung ? entry[1] : entry[0];
  status = samsung ? entry[0] : entry[1];
  if (subcommand == 0 && status == 0)
    return TRUE;
  hours = entry[2] | (entry[3] << 8);
  kind = test_kind (subcommand);
  result = _ds_ata_self_test_result (status, TRUE);

  g_clear_pointer (&health->last_self_test, g_free);
  g_clear_pointer (&health->last_self_test_display, g_free);
  health->last_self_test = g_strdup_printf ("%s: %s at %u h", kind, result, hours);
  health->last_self_test_display =
    g_strdup_printf (_("%s: %s at %llu h"),
                     g_dpgettext2 (GETTEXT_PACKAGE, "self-test", kind),
                     g_dpgettext2 (GETTEXT_PACKAGE, "self-test result", result),
                     (unsigned long long) hours);
  return TRUE;
}

gboolean
ds_smart_ata_parse_error_log (DsHealth      *health,
                              const guint8  *data,
                              gsize          len,
                              GError       **error)
{
  guint b = bugs (health);
  guint count, index;

  if (!check_size (len, "SMART error log", error))
    return FALSE;
  health->kind = DS_HEALTH_KIND_ATA;

  /* Bytes 452-453: how many errors the drive has logged in its life. */
  count = (b & (DS_ATA_BUG_SAMSUNG | DS_ATA_BUG_SAMSUNG2))
          ? (guint) (data[453] | (data[452] << 8))
          : (guint) (data[452] | (data[453] << 8));
  index = data[1];   /* the most recent of the five structures, 1..5 */
  health->error_log_entries = count;
  health->last_error_uncorrectable = -1;
  health->last_error_hours = -1;
  if (count > 0 && index >= 1 && index <= ERROR_ENTRIES)
    {
      const guint8 *err = data + 2 + (index - 1) * ERROR_ENTRY_SIZE + ERROR_DATA_OFFSET;

      /* Error register bit 6: uncorrectable data (UNC). */
      health->last_error_uncorrectable = (err[1] & 0x40) != 0;
      health->last_error_hours = (b & DS_ATA_BUG_SAMSUNG) ? (err[29] | (err[28] << 8))
                                                          : (err[28] | (err[29] << 8));
    }
  return TRUE;
}
