/* ds-health-verdict.c — good / caution / bad / unknown, always with reasons
 *
 * The rules (docs/manual.md, "Drive health"; docs/health-rules.md):
 *   bad      NVMe critical warning bit 0, 2, 3, 4 or 5; available spare below
 *            a valid threshold; ATA SMART status failing; a pre-fail
 *            attribute at or below its (real) threshold.
 *   caution  NVMe critical warning bit 1 (temperature); percentage used
 *            >= 90; media errors; spare within 10 points of a valid
 *            threshold; ATA reallocated, pending or uncorrectable sectors;
 *            an SSD life indicator at or below 10 %.
 * Known false alarms of other tools are avoided on purpose: a threshold of 0
 * or above 100 (255 is common) is "not reported", a full spare equal to a
 * threshold of 100 is fine, an emulated controller that reports zeros for
 * spare, threshold and wear has simply nothing to say, and the reliability
 * bit set only by percentage used >= 100 is a caution, not a failure.
 * docs/health-rules.md lists every rule with its source.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ds-health.h"

static void
raise_to (DsHealthVerdict *verdict,
          DsHealthVerdict  level)
{
  if (level > *verdict)
    *verdict = level;
}

static void
judge_nvme (DsHealth        *health,
            DsHealthVerdict *verdict)
{
  int cw = health->critical_warning;
  int spare = health->available_spare;
  int threshold = health->available_spare_threshold;   /* -1 unless 1..100 */
  gboolean spare_below = threshold > 0 && spare >= 0 && spare < threshold;

  if (cw < 0)
    return;

  raise_to (verdict, DS_HEALTH_VERDICT_GOOD);

  if ((cw & DS_NVME_CW_SPARE) || spare_below)
    {
      raise_to (verdict, DS_HEALTH_VERDICT_BAD);
      if (threshold > 0 && spare >= 0)
        ds_health_add_reason (health,
                              _("Available spare is %d %%, below the drive’s threshold of %d %%: "
                                "it is running out of replacement blocks. Back up its data and replace it."),
                              spare, threshold);
      else
        ds_health_add_reason (health,
                              _("The drive reports its available spare below its threshold: "
                                "it is running out of replacement blocks. Back up its data and replace it."));
    }
  /* Some drives (Samsung PM9A1 and others, smartmontools issue #537) set
   * the reliability bit only because percentage used reached 100: the
   * rated endurance is spent, the drive is not failing. Unless the media
   * errors or the spare say it is. */
  if ((cw & DS_NVME_CW_RELIABILITY) && health->percentage_used >= 100 &&
      health->media_errors <= 0 && !spare_below && (cw & DS_NVME_CW_SPARE) == 0)
    {
      raise_to (verdict, DS_HEALTH_VERDICT_CAUTION);
      ds_health_add_reason (health,
                            _("The drive is past its rated endurance (%d %% used) and says so with its "
                              "reliability warning; its spare and error counts show no failure. "
                              "Plan to replace it."),
                            health->percentage_used);
    }
  else if (cw & DS_NVME_CW_RELIABILITY)
    {
      raise_to (verdict, DS_HEALTH_VERDICT_BAD);
      ds_health_add_reason (health,
                            _("The drive reports its reliability is degraded by media or internal errors. "
                              "Back up its data and replace it."));
    }
  if (cw & DS_NVME_CW_READ_ONLY)
    {
      raise_to (verdict, DS_HEALTH_VERDICT_BAD);
      ds_health_add_reason (health,
                            _("The drive has put its media into read-only mode. Copy its data off while it can be read."));
    }
  if (cw & DS_NVME_CW_VOLATILE_BACKUP)
    {
      raise_to (verdict, DS_HEALTH_VERDICT_BAD);
      ds_health_add_reason (health,
                            _("The drive’s volatile memory backup (power-loss protection) has failed."));
    }
  if (cw & DS_NVME_CW_PMR_READ_ONLY)
    {
      raise_to (verdict, DS_HEALTH_VERDICT_BAD);
      ds_health_add_reason (health,
                            _("The drive’s persistent memory region has become read-only."));
    }
  if (cw & DS_NVME_CW_TEMPERATURE)
    {
      raise_to (verdict, DS_HEALTH_VERDICT_CAUTION);
      ds_health_add_reason (health,
                            _("The drive reports a temperature outside its limits. Improve its cooling."));
    }

  /* Media errors in the error log the SMART counter does not show (generic
   * command errors there are no sign of a failing drive). */
  if (health->error_log_recent_media > 0 && health->media_errors <= 0)
    {
      raise_to (verdict, DS_HEALTH_VERDICT_CAUTION);
      ds_health_add_reason (health,
                            g_dngettext (GETTEXT_PACKAGE,
                                         "The drive’s error log records %d media and data integrity error.",
                                         "The drive’s error log records %d media and data integrity errors.",
                                         (gulong) health->error_log_recent_media),
                            health->error_log_recent_media);
    }

  /* Within 10 points of a real threshold, but a full spare (100 % against a
   * threshold of 100) is not a warning. */
  if (!spare_below && threshold > 0 && spare >= threshold && spare < 100 &&
      spare - threshold < 10)
    {
      raise_to (verdict, DS_HEALTH_VERDICT_CAUTION);
      ds_health_add_reason (health,
                            _("Available spare is %d %%, close to the drive’s threshold of %d %%."),
                            spare, threshold);
    }
}

static void
judge_ata (DsHealth        *health,
           DsHealthVerdict *verdict)
{
  if (health->smart_status < 0 && health->attributes == NULL)
    return;

  raise_to (verdict, DS_HEALTH_VERDICT_GOOD);

  if (health->smart_status == 0)
    {
      raise_to (verdict, DS_HEALTH_VERDICT_BAD);
      ds_health_add_reason (health,
                            _("The drive’s own SMART assessment says it is failing. "
                              "Back up its data and replace it."));
    }

  if (health->attributes != NULL)
    for (guint i = 0; i < health->attributes->len; i++)
      {
        const DsAtaAttribute *attr = &g_array_index (health->attributes, DsAtaAttribute, i);

        if (attr->prefail && attr->failing == DS_ATA_FAILING_NOW)
          {
            raise_to (verdict, DS_HEALTH_VERDICT_BAD);
            ds_health_add_reason (health,
                                  _("Pre-failure attribute %u (%s) is at %d, at or below its threshold of %d."),
                                  attr->id, ds_ata_attribute_display_name_for (attr),
                                  attr->value, attr->threshold);
          }
      }

  if (health->reallocated_sectors > 0)
    {
      raise_to (verdict, DS_HEALTH_VERDICT_CAUTION);
      ds_health_add_reason (health,
                            g_dngettext (GETTEXT_PACKAGE, "%lld sector has been reallocated.",
                                         "%lld sectors have been reallocated.",
                                         (gulong) MIN (health->reallocated_sectors, G_MAXLONG)),
                            (long long) health->reallocated_sectors);
    }
  if (health->pending_sectors > 0)
    {
      raise_to (verdict, DS_HEALTH_VERDICT_CAUTION);
      ds_health_add_reason (health,
                            g_dngettext (GETTEXT_PACKAGE, "%lld sector is waiting to be reallocated (pending).",
                                         "%lld sectors are waiting to be reallocated (pending).",
                                         (gulong) MIN (health->pending_sectors, G_MAXLONG)),
                            (long long) health->pending_sectors);
    }
  if (health->uncorrectable_sectors > 0)
    {
      raise_to (verdict, DS_HEALTH_VERDICT_CAUTION);
      ds_health_add_reason (health,
                            g_dngettext (GETTEXT_PACKAGE, "%lld sector could not be read (uncorrectable).",
                                         "%lld sectors could not be read (uncorrectable).",
                                         (gulong) MIN (health->uncorrectable_sectors, G_MAXLONG)),
                            (long long) health->uncorrectable_sectors);
    }
  if (health->error_log_entries > 0 && health->last_error_uncorrectable == 1)
    {
      raise_to (verdict, DS_HEALTH_VERDICT_CAUTION);
      ds_health_add_reason (health,
                            g_dngettext (GETTEXT_PACKAGE,
                                         "The drive’s error log holds %lld error; the latest is an "
                                         "uncorrectable read (UNC) at %lld h.",
                                         "The drive’s error log holds %lld errors; the latest is an "
                                         "uncorrectable read (UNC) at %lld h.",
                                         (gulong) MIN (health->error_log_entries, G_MAXLONG)),
                            (long long) health->error_log_entries, (long long) health->last_error_hours);
    }
  if (health->last_self_test != NULL &&
      (g_str_has_prefix (health->last_self_test, "failed") || strstr (health->last_self_test, ": failed") != NULL))
    {
      raise_to (verdict, DS_HEALTH_VERDICT_CAUTION);
      ds_health_add_reason (health, _("The last self-test failed: %s. Run an extended self-test again "
                                      "and back up the drive’s data."),
                            health->last_self_test_display);
    }
  if (health->rotation_rate == 1 && health->life_left_percent >= 0 &&
      health->life_left_percent <= 10 && health->percentage_used < 90)
    {
      raise_to (verdict, DS_HEALTH_VERDICT_CAUTION);
      ds_health_add_reason (health, _("Only %d %% of the SSD’s rated life is left."),
                            health->life_left_percent);
    }
}

void
ds_health_judge (DsHealth *health)
{
  DsHealthVerdict verdict = DS_HEALTH_VERDICT_UNKNOWN;

  g_ptr_array_set_size (health->reasons, 0);

  if (health->kind == DS_HEALTH_KIND_NVME)
    judge_nvme (health, &verdict);
  else if (health->kind == DS_HEALTH_KIND_ATA)
    judge_ata (health, &verdict);

  if (verdict != DS_HEALTH_VERDICT_UNKNOWN)
    {
      gboolean endurance_said = health->kind == DS_HEALTH_KIND_NVME &&
                                health->critical_warning >= 0 &&
                                (health->critical_warning & DS_NVME_CW_RELIABILITY) &&
                                health->percentage_used >= 100;

      if (health->percentage_used >= 90 && !endurance_said)
        {
          raise_to (&verdict, DS_HEALTH_VERDICT_CAUTION);
          ds_health_add_reason (health, _("%d %% of the drive’s rated endurance is used."),
                                health->percentage_used);
        }
      if (ds_health_count_saturated (health->media_errors))
        {
          raise_to (&verdict, DS_HEALTH_VERDICT_CAUTION);
          ds_health_add_reason (health, _("The drive reports an impossible number of media and data integrity "
                                          "errors (more than 9.2e18): its counter is saturated or broken."));
        }
      else if (health->media_errors > 0)
        {
          raise_to (&verdict, DS_HEALTH_VERDICT_CAUTION);
          ds_health_add_reason (health,
                                g_dngettext (GETTEXT_PACKAGE,
                                             "The drive has recorded %lld media and data integrity error.",
                                             "The drive has recorded %lld media and data integrity errors.",
                                             (gulong) MIN (health->media_errors, G_MAXLONG)),
                                (long long) health->media_errors);
        }
    }

  switch (verdict)
    {
    case DS_HEALTH_VERDICT_UNKNOWN:
      ds_health_add_reason (health, _("The drive reported no health data that Drivescope can judge."));
      break;
    case DS_HEALTH_VERDICT_GOOD:
      ds_health_add_reason (health, _("The drive reports no problems."));
      break;
    case DS_HEALTH_VERDICT_CAUTION:
    case DS_HEALTH_VERDICT_BAD:
    default:
      break;
    }
  health->verdict = verdict;
}
