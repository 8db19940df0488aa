/* ds-thermal-text.c — a thermal result as lines of text
 *
 * Used by `drivescope-cli thermal`, `thermal-analyze` and the history `show`
 * command. Numbers only; strings that came from a device are escaped.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ds-conditions.h"
#include "ds-format.h"
#include "ds-json.h"
#include "ds-thermal-analysis.h"

static void
append_mbps (GString    *out,
             const char *label,
             double      value)
{
  if (isfinite (value))
    g_string_append_printf (out, "  %s %.0f MB/s", label, value);
}

static void
append_temp (GString    *out,
             const char *label,
             double      value)
{
  if (isfinite (value))
    g_string_append_printf (out, "  %s %.0f °C", label, value);
}

static const char *
cause_label (DsThermalCause cause)
{
  switch (cause)
    {
    case DS_THERMAL_CAUSE_THERMAL:
      return _("thermal throttling");
    case DS_THERMAL_CAUSE_CACHE:
      return _("write cache full");
    case DS_THERMAL_CAUSE_UNKNOWN:
    default:
      return _("slowdown, cause unknown");
    }
}

static const char *
status_label (DsRunStatus status)
{
  switch (status)
    {
    case DS_RUN_STATUS_CANCELLED:
      return _("stopped before the end");
    case DS_RUN_STATUS_FAILED:
      return _("failed");
    case DS_RUN_STATUS_COMPLETED:
    default:
      return _("completed");
    }
}

static void
append_event (GString              *out,
              const DsThermalEvent *e)
{
  g_autofree char *when = ds_format_duration (e->onset_s);

  g_string_append_printf (out, "  %-12s %s", when, cause_label (e->cause));
  if (isfinite (e->onset_temp_c))
    g_string_append_printf (out, _(" at %.0f °C"), e->onset_temp_c);
  g_string_append_printf (out, ": %.0f -> %.0f MB/s", e->before_mbps,
                          g_array_index (e->steps, DsThermalStep, 0).mbps);
  if (isfinite (e->during_mbps))
    g_string_append_printf (out, _(" (%.0f MB/s on average while it lasted)"), e->during_mbps);
  g_string_append_c (out, '\n');

  for (guint k = 1; k < e->steps->len; k++)
    {
      const DsThermalStep *st = &g_array_index (e->steps, DsThermalStep, k);
      g_autofree char *at = ds_format_duration (st->t_s);

      g_string_append_printf (out, "  %-12s ", at);
      g_string_append_printf (out, _("further down to %.0f MB/s"), st->mbps);
      g_string_append_c (out, '\n');
    }
  if (e->cause == DS_THERMAL_CAUSE_CACHE)
    {
      g_autofree char *size = ds_format_capacity (e->cache_bytes);

      g_string_append_printf (out, "  %-12s ", "");
      g_string_append_printf (out, _("estimated write cache: %s"), size);
      g_string_append_c (out, '\n');
    }
  if (isfinite (e->recovered_s))
    {
      g_autofree char *at = ds_format_duration (e->recovered_s);

      g_string_append_printf (out, "  %-12s ", at);
      g_string_append_printf (out, _("back within %d %% of the level before"),
                              (int) (DS_THERMAL_RECOVER_FRACTION * 100));
    }
  else
    {
      g_string_append_printf (out, "  %-12s ", "");
      if (isfinite (e->end_mbps))
        g_string_append_printf (out, _("did not recover before writing stopped (%.0f MB/s at the end)"),
                                e->end_mbps);
      else
        g_string_append (out, _("did not recover before writing stopped"));
    }
  g_string_append_c (out, '\n');
}

static void
append_health_delta (GString    *out,
                     JsonObject *delta)
{
  struct { const char *key; const char *label; } counters[] = {
    { "thermal_transitions", N_("thermal management transitions") },
    { "thermal_seconds", N_("seconds in thermal management") },
    { "warning_temp_minutes", N_("minutes above the warning temperature") },
    { "critical_temp_minutes", N_("minutes above the critical temperature") },
  };
  double written = ds_json_get_double (delta, "bytes_written", NAN);

  g_string_append_printf (out, "%s\n", _("The drive’s own counters during the test:"));
  for (guint i = 0; i < G_N_ELEMENTS (counters); i++)
    {
      double value = ds_json_get_double (delta, counters[i].key, NAN);

      if (isfinite (value))
        g_string_append_printf (out, "  %+.0f %s\n", value, _(counters[i].label));
    }
  if (isfinite (written) && written >= 0)
    {
      g_autofree char *bytes = ds_format_bytes ((guint64) written);

      g_string_append_printf (out, "  ");
      g_string_append_printf (out, _("%s written according to the drive"), bytes);
      g_string_append_c (out, '\n');
    }
}

char *
ds_thermal_result_format_text (const DsThermalResult *result)
{
  const DsThermalSummary *s = &result->summary;
  GString *out = g_string_new (NULL);
  g_autofree char *duration = ds_format_duration (s->write_seconds);
  g_autofree char *written = ds_format_bytes (s->bytes_written);
  const char *drive = ds_conditions_get_thermal_drive (result->conditions);
  const char *source = ds_conditions_get_temp_source (result->conditions);
  const char *dir = ds_conditions_get_dir (result->conditions);

  if (drive != NULL)
    {
      g_autofree char *safe = ds_escape_terminal (drive);

      g_string_append_printf (out, _("Drive: %s"), safe);
      g_string_append_c (out, '\n');
    }
  if (dir != NULL)
    {
      g_autofree char *safe = ds_escape_terminal (dir);

      /* Translators: where the test file was written */
      g_string_append_printf (out, _("Directory: %s"), safe);
      g_string_append_c (out, '\n');
    }
  /* Translators: "Sustained write: 6 min, 312.4 GB written (completed)" */
  g_string_append_printf (out, _("Sustained write: %s, %s written (%s)"), duration, written,
                          status_label (result->status));
  g_string_append_c (out, '\n');

  if (!ds_conditions_get_direct_io (result->conditions, TRUE))
    {
      g_autofree char *reason = ds_escape_terminal (ds_conditions_get_cached_reason (result->conditions));

      g_string_append_printf (out, _("Cached: %s; these numbers are the page cache’s, not the drive’s."),
                              reason != NULL ? reason : _("direct I/O was not in effect"));
      g_string_append_c (out, '\n');
    }
  g_string_append (out, _("Throughput:"));
  append_mbps (out, _("start"), s->start_mbps);
  append_mbps (out, _("steady"), s->steady_mbps);
  append_mbps (out, _("average"), s->avg_mbps);
  g_string_append_c (out, '\n');
  g_string_append (out, _("Range:"));
  append_mbps (out, _("min"), s->min_mbps);
  append_mbps (out, _("max"), s->max_mbps);
  append_mbps (out, _("spread"), s->spread_mbps);
  g_string_append_c (out, '\n');

  g_string_append (out, _("Temperature:"));
  if (isfinite (s->peak_temp_c))
    {
      append_temp (out, _("peak"), s->peak_temp_c);
      append_temp (out, _("final"), s->final_temp_c);
      append_temp (out, _("warning at"), result->warning_temp_c);
      if (source != NULL && !g_str_equal (source, "none"))
        {
          g_autofree char *safe = ds_escape_terminal (source);

          g_string_append_printf (out, _("  (from %s)"), safe);
        }
    }
  else
    {
      const char *reason = ds_conditions_get_temp_reason (result->conditions);
      g_autofree char *safe = ds_escape_terminal (reason);

      if (safe != NULL)
        g_string_append_printf (out, _("  no reading: %s"), safe);
      else
        g_string_append_printf (out, "  %s", _("no reading"));
    }
  g_string_append_c (out, '\n');

  if (isfinite (s->recovery_s))
    {
      g_autofree char *after = ds_format_duration (s->recovery_s);

      g_string_append_printf (out, _("Cool-down: back within 1 °C of the start %s after writing stopped"),
                              after);
      g_string_append_c (out, '\n');
    }

  if (result->events->len == 0)
    g_string_append_printf (out, "%s\n", _("Events: none"));
  else
    {
      g_string_append_printf (out, "%s\n", _("Events:"));
      for (guint i = 0; i < result->events->len; i++)
        append_event (out, g_ptr_array_index (result->events, i));
    }

  if (result->health_delta != NULL)
    append_health_delta (out, result->health_delta);

  if (result->verdict != NULL)
    {
      g_autofree char *safe = ds_escape_terminal (result->verdict);

      g_string_append_printf (out, _("Verdict: %s"), safe);
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}
