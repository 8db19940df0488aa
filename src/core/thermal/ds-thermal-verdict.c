/* ds-thermal-verdict.c — the plain-language verdict of a thermal result
 *
 * One paragraph in the words a reviewer would use: "Throttled at 70 °C after
 * 1 min 31 s: 925 -> 640 MB/s, then 500 MB/s by 6 min. Cooled to idle 2 min
 * after the load stopped." Built from the summary and events that
 * ds_thermal_analyze() found; translated.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ds-format.h"
#include "ds-json.h"
#include "ds-thermal-analysis.h"

static void
append_unknown_cause (GString              *out,
                      const DsThermalEvent *e,
                      double                warning_c,
                      gboolean              have_temperature)
{
  if (!have_temperature)
    g_string_append (out, _("The cause is unknown: no temperature reading was available to tell heat from a full write cache."));
  else if (isfinite (e->temp_rise_c) && e->temp_rise_c >= DS_THERMAL_FLAT_TEMP_C && !isfinite (warning_c))
    g_string_append_printf (out, _("The cause is unknown: the temperature rose %.0f °C before it, but the drive’s warning level is unknown."),
                            e->temp_rise_c);
  else if (isfinite (e->temp_rise_c) && e->temp_rise_c >= DS_THERMAL_FLAT_TEMP_C)
    g_string_append_printf (out, _("The cause is unknown: the temperature rose %.0f °C but stayed below the drive’s warning level of %.0f °C."),
                            e->temp_rise_c, warning_c);
  else if (e->lead_s < DS_THERMAL_SUSTAIN_S)
    g_string_append (out, _("The cause is unknown: it came too early to be a full write cache, and the temperature was not near the warning level."));
  else
    g_string_append (out, _("The cause is unknown: too few temperature readings before it to tell heat from a full write cache."));
}

static void
append_event_sentence (GString              *out,
                       const DsThermalEvent *e,
                       double                warning_c,
                       gboolean              have_temperature)
{
  g_autofree char *when = ds_format_duration (e->onset_s);
  double first = g_array_index (e->steps, DsThermalStep, 0).mbps;

  switch (e->cause)
    {
    case DS_THERMAL_CAUSE_THERMAL:
      if (isfinite (e->onset_temp_c))
        /* Translators: "Throttled at 70 °C after 1 min 31 s: 925 -> 640 MB/s" */
        g_string_append_printf (out, _("Throttled at %.0f °C after %s: %.0f -> %.0f MB/s"),
                                e->onset_temp_c, when, e->before_mbps, first);
      else
        g_string_append_printf (out, _("Throttled after %s: %.0f -> %.0f MB/s"),
                                when, e->before_mbps, first);
      break;
    case DS_THERMAL_CAUSE_CACHE:
      {
        g_autofree char *size = ds_format_bytes (e->cache_bytes);

        /* Translators: "Write cache full after 15 s (about 30.0 GB written): 2000 -> 450 MB/s" */
        g_string_append_printf (out, _("Write cache full after %s (about %s written): %.0f -> %.0f MB/s"),
                                when, size, e->before_mbps, first);
      }
      break;
    case DS_THERMAL_CAUSE_UNKNOWN:
    default:
      g_string_append_printf (out, _("Throughput dropped after %s: %.0f -> %.0f MB/s"),
                              when, e->before_mbps, first);
      break;
    }

  if (e->steps->len > 1)
    {
      g_autofree char *by = ds_format_duration (e->end_s);

      /* Translators: continues the sentence above: ", then 500 MB/s by 6 min" */
      g_string_append_printf (out, _(", then %.0f MB/s by %s"), e->end_mbps, by);
    }
  if (isfinite (e->recovered_s))
    {
      g_autofree char *at = ds_format_duration (e->recovered_s);

      g_string_append_printf (out, _(", back to full speed at %s"), at);
    }
  g_string_append_c (out, '.');
  if (e->cause == DS_THERMAL_CAUSE_UNKNOWN)
    {
      g_string_append_c (out, ' ');
      append_unknown_cause (out, e, warning_c, have_temperature);
    }
}

char *
ds_thermal_verdict (const DsThermalResult *result)
{
  const DsThermalSummary *s = &result->summary;
  GString *out = g_string_new (NULL);
  gboolean have_temperature = isfinite (s->peak_temp_c);
  gboolean have_cooldown = FALSE;
  double start_temp = NAN;

  for (guint i = 0; i < result->samples->len; i++)
    {
      const DsThermalSample *smp = &g_array_index (result->samples, DsThermalSample, i);

      if (!isfinite (start_temp) && isfinite (smp->temp_c))
        start_temp = smp->temp_c;
      have_cooldown |= smp->cooldown && isfinite (smp->temp_c);
    }

  if (result->status != DS_RUN_STATUS_COMPLETED)
    {
      g_autofree char *after = ds_format_duration (s->write_seconds);

      g_string_append_printf (out, _("Incomplete: stopped after %s of writing."), after);
      g_string_append_c (out, ' ');
    }

  if (!isfinite (s->avg_mbps))
    {
      g_string_append (out, _("No throughput was measured."));
      return g_string_free (out, FALSE);
    }

  if (result->events->len == 0)
    {
      g_autofree char *held = ds_format_duration (s->write_seconds);
      /* The level held is the steady level, the figure the summary shows
       * as "steady", so the sentence and the numbers beside it agree. */
      double level = isfinite (s->steady_mbps) ? s->steady_mbps : s->avg_mbps;

      if (have_temperature)
        /* Translators: "No throttling: 901 MB/s held for 6 min, peak 43 °C." */
        g_string_append_printf (out, _("No throttling: %.0f MB/s held for %s, peak %.0f °C."),
                                level, held, s->peak_temp_c);
      else
        g_string_append_printf (out, _("No throttling: %.0f MB/s held for %s; no temperature reading was available."),
                                level, held);
      if (s->n_dips > 0 && lrint (s->dip_low_mbps) != lrint (s->dip_high_mbps))
        {
          g_string_append_c (out, ' ');
          /* Translators: brief drops the chart shows that were too short to
           * count as throttling: "It dipped briefly 3 times, to 60–400 MB/s." */
          g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                                    "It dipped briefly %u time, to %.0f–%.0f MB/s.",
                                                    "It dipped briefly %u times, to %.0f–%.0f MB/s.", s->n_dips),
                                  s->n_dips, s->dip_low_mbps, s->dip_high_mbps);
        }
      else if (s->n_dips > 0)
        {
          g_string_append_c (out, ' ');
          /* Translators: as above, every dip to about the same level: "It dipped briefly 2 times, to 60 MB/s." */
          g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                                    "It dipped briefly %u time, to %.0f MB/s.",
                                                    "It dipped briefly %u times, to %.0f MB/s.", s->n_dips),
                                  s->n_dips, s->dip_low_mbps);
        }
    }
  else
    {
      append_event_sentence (out, g_ptr_array_index (result->events, 0), result->warning_temp_c,
                             have_temperature);
      if (result->events->len > 1)
        {
          guint more = result->events->len - 1;

          g_string_append_c (out, ' ');
          g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                                    "%u more slowdown followed.",
                                                    "%u more slowdowns followed.", more),
                                  more);
        }
    }

  /* The drive throttled by its own account, too briefly to show. */
  if (result->events->len == 0 && ds_thermal_health_delta_shows_throttling (result->health_delta))
    {
      gint64 transitions = ds_json_get_int (result->health_delta, "thermal_transitions", 0);

      g_string_append_c (out, ' ');
      if (transitions > 0)
        g_string_append_printf (out, g_dngettext (GETTEXT_PACKAGE,
                                                  "The drive itself reports %u thermal-management transition during the test, too brief to show in the throughput.",
                                                  "The drive itself reports %u thermal-management transitions during the test, too brief to show in the throughput.",
                                                  (gulong) MIN (transitions, G_MAXUINT)),
                                (guint) MIN (transitions, G_MAXUINT));
      else
        g_string_append (out, _("The drive itself reports time at or above its warning temperature during the test."));
    }

  if (have_cooldown)
    {
      g_string_append_c (out, ' ');
      if (isfinite (s->recovery_s))
        {
          g_autofree char *after = ds_format_duration (s->recovery_s);

          /* Translators: "Cooled to idle 2 min after the load stopped." */
          g_string_append_printf (out, _("Cooled to idle %s after the load stopped."), after);
        }
      else
        {
          const DsThermalSample *last = &g_array_index (result->samples, DsThermalSample,
                                                        result->samples->len - 1);
          g_autofree char *after = ds_format_duration (last->t_s - s->write_seconds);

          g_string_append_printf (out, _("Still %.0f °C %s after the load stopped (it started at %.0f °C)."),
                                  s->final_temp_c, after, start_temp);
        }
    }
  return g_string_free (out, FALSE);
}
