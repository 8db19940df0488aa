/* test-health-rules.c — every rule of docs/health-rules.md, one test each
 *
 * Each test builds the pages of the drive a public bug report describes
 * (the report is named in the test and in docs/health-rules.md), reads them
 * with the shipped drive database as the reader does, and checks the value
 * and the verdict Drivescope gives.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib.h>
#include <locale.h>

#include "ds-drivedb.h"
#include "ds-health.h"
#include "ds-health-fields.h"

typedef struct
{
  guint8  id;
  guint16 flags;
  guint8  value;
  guint8  worst;
  guint64 raw;
  guint8  threshold;
} Attr;

static void
put_le (guint8  *p,
        guint64  v,
        guint    n)
{
  for (guint i = 0; i < n; i++)
    p[i] = i < 8 ? (guint8) (v >> (8 * i)) : 0;
}

static void
put_ata_string (guint8     *page,
                guint       first_word,
                guint       n_words,
                const char *text)
{
  gsize len = strlen (text);

  for (guint i = 0; i < 2 * n_words; i++)
    {
      char c = i < len ? text[i] : ' ';
      /* Two characters per word, the first in the high byte. */
      page[2 * first_word + (i ^ 1)] = (guint8) c;
    }
}

/* An ATA drive: IDENTIFY with @model / @firmware / @rotation, SMART data
 * with @attrs and self-test status @selftest, optional Device Statistics;
 * read as ds-health-reader.c reads it (database presets before the table). */
static DsHealth *
ata_drive (const char  *model,
           const char  *firmware,
           guint16      rotation,
           const Attr  *attrs,
           guint        n_attrs,
           guint8       selftest,
           gint64       devstat_sectors_written,
           int          devstat_percent_used)
{
  guint8 ident[512] = { 0 }, data[512] = { 0 }, thr[512] = { 0 };
  DsHealth *health = ds_health_new ();
  g_autoptr(GError) error = NULL;
  const DsDrivedb *db = ds_drivedb_get_default (&error);

  g_assert_no_error (error);
  put_ata_string (ident, 27, 20, model);
  put_ata_string (ident, 23, 4, firmware);
  put_ata_string (ident, 10, 10, "SERIAL");
  put_le (ident + 2 * 217, rotation, 2);
  g_assert_true (ds_smart_ata_parse_identify (health, ident, sizeof ident, &error));
  ds_smart_ata_set_presets (health, ds_drivedb_lookup (db, health->model, health->firmware));

  for (guint i = 0; i < n_attrs; i++)
    {
      guint8 *e = data + 2 + 12 * i;

      e[0] = attrs[i].id;
      put_le (e + 1, attrs[i].flags, 2);
      e[3] = attrs[i].value;
      e[4] = attrs[i].worst;
      put_le (e + 5, attrs[i].raw, 6);
      thr[2 + 12 * i] = attrs[i].id;
      thr[3 + 12 * i] = attrs[i].threshold;
    }
  data[363] = selftest;
  g_assert_true (ds_smart_ata_parse_smart (health, data, sizeof data, thr, sizeof thr, &error));
  if (devstat_sectors_written >= 0)
    {
      guint8 page[512] = { 0 };

      put_le (page, 0x0001 | (1 << 16), 8);
      put_le (page + 0x18, (guint64) devstat_sectors_written | (G_GUINT64_CONSTANT (3) << 62), 8);
      g_assert_true (ds_smart_ata_parse_devstats (health, page, sizeof page, &error));
    }
  if (devstat_percent_used >= 0)
    {
      guint8 page[512] = { 0 };

      put_le (page, 0x0001 | (7 << 16), 8);
      put_le (page + 0x08, (guint64) devstat_percent_used | (G_GUINT64_CONSTANT (3) << 62), 8);
      g_assert_true (ds_smart_ata_parse_devstats (health, page, sizeof page, &error));
    }
  g_assert_no_error (error);
  health->smart_status = 1;
  ds_smart_ata_derive (health);
  ds_health_judge (health);
  return health;
}

static DsHealth *
nvme_drive (guint8  cw,
            guint8  spare,
            guint8  threshold,
            guint8  used,
            guint64 media_errors)
{
  guint8 log[512] = { 0 };
  DsHealth *health = ds_health_new ();
  g_autoptr(GError) error = NULL;

  log[0] = cw;
  put_le (log + 1, 301, 2);
  log[3] = spare;
  log[4] = threshold;
  log[5] = used;
  put_le (log + 160, media_errors, 16);
  g_assert_true (ds_smart_nvme_parse_smart_log (health, log, sizeof log, &error));
  g_assert_no_error (error);
  ds_health_judge (health);
  return health;
}

static gboolean
has_reason (const DsHealth *health,
            const char     *words)
{
  for (guint i = 0; i < health->reasons->len; i++)
    if (strstr (g_ptr_array_index (health->reasons, i), words) != NULL)
      return TRUE;
  return FALSE;
}

static const DsAtaAttribute *
attribute (const DsHealth *health,
           guint8          id)
{
  for (guint i = 0; i < health->attributes->len; i++)
    if (g_array_index (health->attributes, DsAtaAttribute, i).id == id)
      return &g_array_index (health->attributes, DsAtaAttribute, i);
  g_assert_not_reached ();
}

/* Rule 1. Attribute 5 is raw16(raw16) unless the database says otherwise:
 * the count is the low word (smartctl prints "28848 (0 1385)"), not the
 * 90 796 208 of its 32 low bits. */
static void
test_reallocated_low_word (void)
{
  const Attr attrs[] = { { 5, 0x33, 1, 1, 90796208, 36 } };
  g_autoptr(DsHealth) health = ata_drive ("WDC WD5000AAKS-00V1A0", "05.01D05", 7200,
                                          attrs, G_N_ELEMENTS (attrs), 0, -1, -1);

  g_assert_cmpstr (attribute (health, 5)->raw_value, ==, "28848 (0 1385)");
  g_assert_cmpint (health->reallocated_sectors, ==, 28848);
  g_assert_true (has_reason (health, "28848 sectors have been reallocated"));
  g_assert_false (has_reason (health, "90796208"));
}

/* Rule 2. Maxtor DiamondMax Plus 9 (-v 9,minutes): 17 401 minutes are 290 h. */
static void
test_maxtor_power_on_minutes (void)
{
  const Attr attrs[] = { { 9, 0x32, 231, 231, 17401, 0 } };
  g_autoptr(DsHealth) health = ata_drive ("Maxtor 6Y080L0", "YAR41BW0", 7200,
                                          attrs, G_N_ELEMENTS (attrs), 0, -1, -1);

  g_assert_cmpstr (attribute (health, 9)->name, ==, "Power_On_Minutes");
  g_assert_cmpstr (attribute (health, 9)->raw_value, ==, "290h+01m");
  g_assert_cmpint (health->power_on_hours, ==, 290);
}

/* Rule 3. Kingston A400, attribute 231 value 5 with raw 95 (CrystalDiskInfo
 * #162, #201): 95 % left, never "5 % life left"; Device Statistics page 7
 * wins where present. */
static void
test_kingston_a400_231 (void)
{
  const Attr attrs[] = { { 231, 0x00, 5, 5, 95, 0 } };
  g_autoptr(DsHealth) without = ata_drive ("KINGSTON SA400M8240G", "SBFK61E1", 1,
                                           attrs, G_N_ELEMENTS (attrs), 0, -1, -1);
  g_autoptr(DsHealth) with = ata_drive ("KINGSTON SA400M8240G", "SBFK61E1", 1,
                                        attrs, G_N_ELEMENTS (attrs), 0, -1, 4);
  const Attr worn[] = { { 231, 0x00, 5, 5, 5, 0 } };
  g_autoptr(DsHealth) really = ata_drive ("KINGSTON SA400M8240G", "SBFK61E1", 1,
                                          worn, G_N_ELEMENTS (worn), 0, -1, -1);

  g_assert_cmpint (without->life_left_percent, ==, 95);
  g_assert_cmpint (without->verdict, ==, DS_HEALTH_VERDICT_GOOD);
  g_assert_cmpint (with->life_left_percent, ==, 96);
  g_assert_cmpint (with->verdict, ==, DS_HEALTH_VERDICT_GOOD);
  /* Value and raw both 5: that drive really is worn out. */
  g_assert_cmpint (really->life_left_percent, ==, 5);
  g_assert_cmpint (really->verdict, ==, DS_HEALTH_VERDICT_CAUTION);
}

/* Rule 4. An NVMe spare threshold of 255 (Samsung 980 Pro and others,
 * CrystalDiskInfo #186) is "not reported": no threshold, no caution. */
static void
test_nvme_spare_threshold_255 (void)
{
  g_autoptr(DsHealth) health = nvme_drive (0, 100, 255, 1, 0);

  g_assert_cmpint (health->available_spare_threshold, ==, -1);
  g_assert_cmpint (health->verdict, ==, DS_HEALTH_VERDICT_GOOD);
}

/* Rule 5. Percentage used >= 100 sets critical-warning bit 2 on some
 * drives (smartmontools #537, SAMSUNG MZVL2512HCJQ-00B00: 0x04, spare 100 %
 * against 10 %, 100 % used): past its rated endurance, a caution; bad only
 * when media errors or the spare also say it is failing. */
static void
test_nvme_endurance_reliability_bit (void)
{
  g_autoptr(DsHealth) spent = nvme_drive (0x04, 100, 10, 100, 0);
  g_autoptr(DsHealth) errors = nvme_drive (0x04, 100, 10, 100, 3);
  g_autoptr(DsHealth) spare = nvme_drive (0x04, 5, 10, 100, 0);
  g_autoptr(DsHealth) young = nvme_drive (0x04, 100, 10, 40, 0);

  g_assert_cmpint (spent->verdict, ==, DS_HEALTH_VERDICT_CAUTION);
  g_assert_true (has_reason (spent, "past its rated endurance (100 % used)"));
  g_assert_false (has_reason (spent, "degraded by media"));
  g_assert_cmpint (errors->verdict, ==, DS_HEALTH_VERDICT_BAD);
  g_assert_true (has_reason (errors, "degraded by media"));
  g_assert_cmpint (spare->verdict, ==, DS_HEALTH_VERDICT_BAD);
  /* The bit without the endurance to explain it stays a failure. */
  g_assert_cmpint (young->verdict, ==, DS_HEALTH_VERDICT_BAD);
}

/* Rule 6. Kingston NVMe "Available Spare" 100 % against a threshold of
 * 100 % (CrystalDiskInfo #161): a full spare is no caution. */
static void
test_nvme_full_spare_at_threshold_100 (void)
{
  g_autoptr(DsHealth) health = nvme_drive (0, 100, 100, 0, 0);

  g_assert_cmpint (health->verdict, ==, DS_HEALTH_VERDICT_GOOD);
}

/* Rule 7. A new SSD is not shown at 0 % (CrystalDiskInfo #191): a
 * normalised value of 0 is no value (ACS: 1..253), and NVMe percentage used
 * 0 is 100 % left. */
static void
test_new_ssd_not_zero_percent (void)
{
  const Attr attrs[] = { { 202, 0x30, 0, 0, 0, 0 } };
  g_autoptr(DsHealth) ata = ata_drive ("CT500MX500SSD1", "M3CR023", 1,
                                       attrs, G_N_ELEMENTS (attrs), 0, -1, -1);
  g_autoptr(DsHealth) nvme = nvme_drive (0, 100, 10, 0, 0);

  g_assert_cmpstr (attribute (ata, 202)->name, ==, "Percent_Lifetime_Remain");
  g_assert_cmpint (ata->life_left_percent, ==, -1);
  g_assert_cmpint (ata->verdict, ==, DS_HEALTH_VERDICT_GOOD);
  g_assert_cmpint (nvme->life_left_percent, ==, 100);
}

/* Rule 8. Crucial MX500: Device Statistics "Logical Sectors Written" cut to
 * 32 bits (2 034 129 435 while attribute 246 Total_LBAs_Written counts
 * 83 638 508 059): the attribute is used, and a note says why. */
static void
test_mx500_truncated_statistic (void)
{
  const Attr attrs[] = { { 246, 0x32, 100, 100, G_GUINT64_CONSTANT (83638508059), 0 } };
  g_autoptr(DsHealth) health = ata_drive ("CT2000MX500SSD1", "M3CR043", 1,
                                          attrs, G_N_ELEMENTS (attrs), 0, 2034129435, -1);

  g_assert_cmpint (health->bytes_written, ==, G_GINT64_CONSTANT (83638508059) * 512);
  g_assert_cmpstr (health->bytes_written_source, ==, "attribute_lbas_written");
  g_assert_cmpuint (health->notes->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (health->notes, 0), "32 bits"));
}

/* Rule 9. Crucial MX500 attribute 197 is named Current_Pending_ECC_Cnt by
 * the drive database and is its count of pending sectors: read as one. */
static void
test_mx500_197_pending (void)
{
  const Attr attrs[] = { { 197, 0x32, 100, 100, 1, 0 } };
  g_autoptr(DsHealth) health = ata_drive ("CT500MX500SSD1", "M3CR023", 1,
                                          attrs, G_N_ELEMENTS (attrs), 0, -1, -1);

  g_assert_cmpstr (attribute (health, 197)->name, ==, "Current_Pending_ECC_Cnt");
  g_assert_cmpint (health->pending_sectors, ==, 1);
}

/* Rule 9b. An NVMe 128-bit counter that is all ones (a drive reporting
 * 340282366920938463463374607431768211455 media errors) is saturated: people
 * read "more than 9.2e18 (an impossible value)", never
 * 9223372036854775807, and the reason says the counter is broken. */
static void
test_nvme_saturated_counter (void)
{
  guint8 log[512] = { 0 };
  g_autoptr(DsHealth) health = ds_health_new ();
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) fields = NULL;
  g_autofree char *small = ds_health_count_text (12345);
  const char *media = NULL;

  put_le (log + 1, 301, 2);
  log[3] = 100;
  log[4] = 10;
  memset (log + 160, 0xff, 16);
  g_assert_true (ds_smart_nvme_parse_smart_log (health, log, sizeof log, &error));
  g_assert_no_error (error);
  ds_health_judge (health);

  g_assert_true (ds_health_count_saturated (health->media_errors));
  fields = ds_health_fields (health);
  for (guint i = 0; i < fields->len; i++)
    {
      DsHealthField *f = g_ptr_array_index (fields, i);

      if (g_str_equal (f->key, "media_errors"))
        media = f->value;
    }
  g_assert_cmpstr (media, ==, "more than 9.2e18 (an impossible value)");
  g_assert_cmpint (health->verdict, ==, DS_HEALTH_VERDICT_CAUTION);
  g_assert_true (has_reason (health, "impossible number of media"));
  for (guint i = 0; i < health->reasons->len; i++)
    g_assert_null (strstr (g_ptr_array_index (health->reasons, i), "9223372036854775807"));
  g_assert_false (ds_health_count_saturated (12345));
  g_assert_null (strstr (small, "9.2e18"));
}

/* Rule 10. -F samsung3: SpinPoint P120 firmware VF100-37 reports 0xf0 ("in
 * progress, 0 % left") for a finished test; other drives are in progress. */
static void
test_samsung3_self_test_status (void)
{
  const Attr attrs[] = { { 9, 0x32, 100, 100, 10, 0 } };
  g_autoptr(DsHealth) buggy = ata_drive ("SAMSUNG SP2504C", "VF100-37", 7200,
                                         attrs, G_N_ELEMENTS (attrs), 0xf0, -1, -1);
  g_autoptr(DsHealth) other = ata_drive ("SAMSUNG SP2504C", "VT100-33", 7200,
                                         attrs, G_N_ELEMENTS (attrs), 0xf0, -1, -1);
  g_autoptr(DsHealth) failed = ata_drive ("SAMSUNG SP2504C", "VT100-33", 7200,
                                          attrs, G_N_ELEMENTS (attrs), 0x73, -1, -1);

  g_assert_true (buggy->presets->firmware_bugs & DS_ATA_BUG_SAMSUNG3);
  g_assert_null (buggy->last_self_test);
  g_assert_cmpstr (other->last_self_test, ==, "in progress");
  g_assert_cmpstr (failed->last_self_test, ==, "failed (read)");
  g_assert_cmpint (failed->verdict, ==, DS_HEALTH_VERDICT_CAUTION);
  g_assert_true (has_reason (failed, "self-test failed"));
}

/* Rule 12. ATA logs, with the database's firmware bug flags: a SAMSUNG
 * SV4012H (RM100-08, -F samsung) swaps its self-test log's index byte and
 * each entry's first two bytes, and byte-swaps its error count and each
 * error's timestamp; a SpinPoint V80 (-F samsung2) only the count. The
 * newest error an uncorrectable read is a caution; older or other errors
 * (a CRC error from a cable) are not. */
static DsHealth *
with_logs (const char *model,
           const char *firmware,
           gboolean    swapped,
           gboolean    count_swapped,
           guint8      newest_error)
{
  const Attr attrs[] = { { 9, 0x32, 100, 100, 10, 0 } };
  DsHealth *health = ata_drive (model, firmware, 7200, attrs, G_N_ELEMENTS (attrs), 0, -1, -1);
  guint8 selftest[512] = { 0 }, errors[512] = { 0 };
  guint8 *entry = selftest + 2 + 24;   /* the second descriptor */
  guint8 *err = errors + 2 + 90 + 60;  /* the second error structure */
  g_autoptr(GError) error = NULL;

  selftest[swapped ? 509 : 508] = 2;
  entry[swapped ? 1 : 0] = 0x02;       /* extended offline */
  entry[swapped ? 0 : 1] = 0x73;       /* read failure, 30 % left */
  put_le (entry + 2, 1234, 2);
  errors[0] = 1;
  errors[1] = 2;
  err[1] = newest_error;
  err[swapped ? 29 : 28] = 1234 & 0xff;
  err[swapped ? 28 : 29] = 1234 >> 8;
  errors[count_swapped ? 453 : 452] = 7;
  g_assert_true (ds_smart_ata_parse_self_test_log (health, selftest, sizeof selftest, &error));
  g_assert_true (ds_smart_ata_parse_error_log (health, errors, sizeof errors, &error));
  g_assert_no_error (error);
  ds_health_judge (health);
  return health;
}

static void
test_ata_logs_and_samsung_bugs (void)
{
  g_autoptr(DsHealth) plain = with_logs ("WDC WD5000AAKS-00V1A0", "05.01D05", FALSE, FALSE, 0x40);
  g_autoptr(DsHealth) samsung = with_logs ("SAMSUNG SV4012H", "RM100-08", TRUE, TRUE, 0x40);
  g_autoptr(DsHealth) samsung2 = with_logs ("SAMSUNG SV1604N", "TR100-23", FALSE, TRUE, 0x40);
  g_autoptr(DsHealth) crc = with_logs ("WDC WD5000AAKS-00V1A0", "05.01D05", FALSE, FALSE, 0x84);

  g_assert_true (samsung->presets->firmware_bugs & DS_ATA_BUG_SAMSUNG);
  g_assert_true (samsung2->presets->firmware_bugs & DS_ATA_BUG_SAMSUNG2);
  for (guint i = 0; i < 3; i++)
    {
      const DsHealth *h = i == 0 ? plain : i == 1 ? samsung : samsung2;

      g_assert_cmpstr (h->last_self_test, ==, "extended: failed (read) at 1234 h");
      g_assert_cmpint (h->error_log_entries, ==, 7);
      g_assert_cmpint (h->last_error_hours, ==, 1234);
      g_assert_true (has_reason (h, "7 errors; the latest is an uncorrectable read (UNC) at 1234 h"));
      g_assert_cmpint (h->verdict, ==, DS_HEALTH_VERDICT_CAUTION);
    }
  g_assert_cmpint (crc->error_log_entries, ==, 7);
  g_assert_false (has_reason (crc, "uncorrectable read"));
}

/* Rule 14. NVMe error log: generic command errors (Invalid Field in
 * Command when a tool asks for a log the drive lacks; they make the
 * "error log entries" counter grow on many healthy drives) are no alarm;
 * media and data integrity errors are, even where the SMART counter of
 * media errors says 0. */
static DsHealth *
nvme_with_error_log (guint8 sct)
{
  DsHealth *health = nvme_drive (0, 100, 10, 1, 0);
  guint8 log[4 * 64] = { 0 };
  g_autoptr(GError) error = NULL;

  for (guint i = 0; i < 2; i++)
    {
      put_le (log + 64 * i, 50 - i, 8);
      put_le (log + 64 * i + 12, (sct << 9) | (0x02 << 1), 2);
    }
  g_assert_true (ds_smart_nvme_parse_error_log (health, log, sizeof log, &error));
  g_assert_no_error (error);
  ds_health_judge (health);
  return health;
}

static void
test_nvme_error_log (void)
{
  g_autoptr(DsHealth) generic = nvme_with_error_log (0);
  g_autoptr(DsHealth) media = nvme_with_error_log (2);

  g_assert_cmpint (generic->error_log_recent, ==, 2);
  g_assert_cmpint (generic->error_log_recent_media, ==, 0);
  g_assert_cmpint (generic->verdict, ==, DS_HEALTH_VERDICT_GOOD);
  g_assert_cmpint (media->error_log_recent_media, ==, 2);
  g_assert_cmpint (media->verdict, ==, DS_HEALTH_VERDICT_CAUTION);
  g_assert_true (has_reason (media, "2 media and data integrity errors"));
}

/* Rule 11. The drive database's warning for a model is shown. */
static void
test_database_warning_noted (void)
{
  const Attr attrs[] = { { 9, 0x32, 100, 100, 10, 0 } };
  g_autoptr(DsHealth) health = ata_drive ("M4-CT512M4SSD2", "0001", 1,
                                          attrs, G_N_ELEMENTS (attrs), 0, -1, -1);

  g_assert_nonnull (health->presets->warning);
  g_assert_cmpuint (health->notes->len, ==, 1);
  g_assert_nonnull (strstr (g_ptr_array_index (health->notes, 0), "may hang after 5184 hours"));
}

int
main (int    argc,
      char **argv)
{
  setlocale (LC_ALL, "C.UTF-8");
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/health/rules/reallocated-is-the-low-word", test_reallocated_low_word);
  g_test_add_func ("/ds/health/rules/maxtor-power-on-minutes", test_maxtor_power_on_minutes);
  g_test_add_func ("/ds/health/rules/kingston-a400-231-raw-is-life-left", test_kingston_a400_231);
  g_test_add_func ("/ds/health/rules/nvme-spare-threshold-255-not-reported", test_nvme_spare_threshold_255);
  g_test_add_func ("/ds/health/rules/nvme-reliability-bit-from-endurance-is-caution",
                   test_nvme_endurance_reliability_bit);
  g_test_add_func ("/ds/health/rules/nvme-full-spare-at-threshold-100-good", test_nvme_full_spare_at_threshold_100);
  g_test_add_func ("/ds/health/rules/new-ssd-not-zero-percent", test_new_ssd_not_zero_percent);
  g_test_add_func ("/ds/health/rules/mx500-truncated-statistic-not-believed", test_mx500_truncated_statistic);
  g_test_add_func ("/ds/health/rules/mx500-197-ecc-count-is-pending-sectors", test_mx500_197_pending);
  g_test_add_func ("/ds/health/rules/nvme-saturated-counter-is-impossible", test_nvme_saturated_counter);
  g_test_add_func ("/ds/health/rules/samsung3-finished-self-test", test_samsung3_self_test_status);
  g_test_add_func ("/ds/health/rules/database-warning-kept", test_database_warning_noted);
  g_test_add_func ("/ds/health/rules/ata-logs-with-samsung-bugs", test_ata_logs_and_samsung_bugs);
  g_test_add_func ("/ds/health/rules/nvme-generic-errors-no-alarm", test_nvme_error_log);
  return g_test_run ();
}
