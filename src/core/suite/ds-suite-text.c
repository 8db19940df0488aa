/* ds-suite-text.c — suite results as text and CSV
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ds-format.h"
#include "ds-json.h"
#include "ds-suite-analysis.h"
#include "ds-suite-text.h"

/* @decimals digits after the point; "—" for no value. */
static void
append_number (GString *s,
               int      width,
               int      decimals,
               double   v)
{
  if (isfinite (v))
    g_string_append_printf (s, " %*.*f", width, decimals, v);
  else
    g_string_append_printf (s, " %*s", width, "—");
}

static void
append_conditions (GString             *s,
                   const DsSuiteResult *r)
{
  JsonObject *c = r->conditions;
  JsonObject *drive = ds_json_get_object (c, "drive");
  JsonObject *fill = ds_json_get_object (c, "fill");
  const char *model = drive != NULL ? ds_json_get_string (drive, "model") : NULL;
  const char *name = drive != NULL ? ds_json_get_string (drive, "name") : NULL;
  g_autofree char *safe_model = ds_escape_terminal (model != NULL ? model : "—");
  g_autofree char *safe_dir = ds_escape_terminal (ds_json_get_string (c, "dir") != NULL ? ds_json_get_string (c, "dir") : "—");
  g_autofree char *safe_name = ds_escape_terminal (name != NULL ? name : "—");
  g_autofree char *safe_fs = ds_escape_terminal (ds_json_get_string (c, "filesystem") != NULL ? ds_json_get_string (c, "filesystem") : "—");
  double fill_percent = ds_json_get_double (c, "fill_percent", NAN);
  g_autofree char *size = ds_format_bytes ((guint64) MAX (ds_json_get_int (c, "file_size_bytes", 0), 0));

  g_string_append_printf (s, _("Drive: %s (%s)\n"), safe_model, safe_name);
  if (r->suite == DS_SUITE_SURFACE)
    {
      const char *device = ds_json_get_string (c, "device");
      const char *source = ds_json_get_string (c, "device_source");
      g_autofree char *safe_device = ds_escape_terminal (device != NULL ? device : "—");
      g_autofree char *safe_source = ds_escape_terminal (source != NULL ? source : "—");
      g_autofree char *device_size = ds_format_bytes ((guint64) MAX (ds_json_get_int (c, "device_bytes", 0), 0));
      g_autofree char *sample = g_format_size_full ((guint64) MAX (ds_json_get_int (r->settings, "size_bytes", 0), 0),
                                                    G_FORMAT_SIZE_IEC_UNITS);
      guint samples = (guint) MAX (ds_json_get_int (r->settings, "samples", 0), 0);

      /* TRANSLATORS: "Device: /dev/sda (2.0 TB), read-only through udisks2" */
      g_string_append_printf (s, _("Device: %s (%s), read-only through %s\n"), safe_device, device_size, safe_source);
      g_string_append_printf (s, _("Engine: %s, %s\n"),
                              ds_json_get_string (c, "engine") != NULL ? ds_json_get_string (c, "engine") : "—",
                              ds_json_get_bool (c, "direct_io", FALSE) ? _("direct I/O") : _("cached (not the drive's speed)"));
      if (ds_json_get_bool (r->settings, "full_pass", FALSE))
        g_string_append_printf (s, ngettext ("Read: the whole drive in order, as %u span\n",
                                             "Read: the whole drive in order, as %u spans\n", samples), samples);
      else
        /* TRANSLATORS: "Read: 8.0 MiB at each of 100 evenly spaced positions" */
        g_string_append_printf (s, ngettext ("Read: %s at each of %u evenly spaced position\n",
                                             "Read: %s at each of %u evenly spaced positions\n", samples),
                                sample, samples);
      return;
    }
  g_string_append_printf (s, _("Directory: %s (%s)\n"), safe_dir, safe_fs);
  if (fill != NULL)
    g_string_append_printf (s, _("Fill: %.1f %% during the run (%.1f %% before; %u %% asked)\n"),
                            ds_json_get_double (fill, "during_percent", NAN),
                            ds_json_get_double (fill, "before_percent", NAN),
                            (guint) ds_json_get_int (fill, "target_percent", 0));
  else if (isfinite (fill_percent))
    g_string_append_printf (s, _("Fill: %.1f %%\n"), fill_percent);
  g_string_append_printf (s, _("Engine: %s, %s; test file %s\n"),
                          ds_json_get_string (c, "engine") != NULL ? ds_json_get_string (c, "engine") : "—",
                          ds_json_get_bool (c, "direct_io", FALSE) ? _("direct I/O") : _("cached (not the drive's speed)"),
                          size);
  if (!ds_suite_kind_is_pass (r->suite))
    g_string_append_printf (s, _("Each step: %.1f s warm-up, %.1f s measured\n"),
                            ds_json_get_double (r->settings, "warmup_s", NAN),
                            ds_json_get_double (r->settings, "duration_s", NAN));
}

char *
ds_suite_result_format_text (const DsSuiteResult *r,
                             gboolean             header)
{
  GString *s = g_string_new (NULL);
  g_autofree char *answers = ds_suite_summary_text (r);
  gboolean pass = ds_suite_kind_is_pass (r->suite);

  g_string_append_printf (s, "%s (%s)\n", ds_suite_kind_title (r->suite), ds_suite_kind_to_string (r->suite));
  if (header)
    {
      g_autoptr(GDateTime) dt = g_date_time_new_from_unix_utc (r->start_time);
      g_autofree char *date = dt != NULL ? g_date_time_format (dt, "%Y-%m-%d %H:%M:%S UTC") : g_strdup ("—");

      g_string_append_printf (s, _("Date: %s; status: %s\n"), date, ds_run_status_to_string (r->status));
      append_conditions (s, r);
    }
  g_string_append_c (s, '\n');

  /* TRANSLATORS: column headings of the suite table; keep them short */
  g_string_append_printf (s, "%-14s %6s %4s %4s %5s %5s %10s %11s %9s %9s %9s %6s\n",
                          _("Step"), _("Block"), _("QD"), _("T"), _("Read"), _("Rnd"),
                          _("MB/s"), _("IOPS"), _("mean µs"), _("p99 µs"), _("p99.9 µs"), pass ? _("min") : _("Little"));
  for (guint i = 0; i < r->steps->len; i++)
    {
      const DsSuiteStep *st = g_ptr_array_index (r->steps, i);
      g_autofree char *block = ds_suite_format_block (st->spec.block_size);
      g_autofree char *label = g_strdup_printf ("%u%s%s", i + 1, st->spec.label != NULL ? " " : "",
                                                st->spec.label != NULL ? st->spec.label : "");
      double little = ds_suite_step_little_ratio (st);

      g_string_append_printf (s, "%-14s %6s %4u %4u %4u%% %4u%%", label, block, st->spec.queue_depth,
                              st->spec.threads, st->spec.read_percent, st->spec.random_percent);
      append_number (s, 10, 1, st->stats.mbps);
      append_number (s, 11, 0, st->stats.iops);
      append_number (s, 9, 1, st->stats.lat_mean_us);
      append_number (s, 9, 1, st->stats.lat_p99_us);
      append_number (s, 9, 1, st->stats.lat_p999_us);
      if (pass)
        {
          DsSuiteLinear l;

          ds_suite_linear_analyze (st, &l);
          append_number (s, 6, 0, l.min_mbps);
        }
      else
        {
          append_number (s, 5, 2, little);
          g_string_append (s, ds_suite_step_little_holds (st) ? " " : "!");
        }
      if (st->incomplete)
        g_string_append_printf (s, "  %s", _("(incomplete)"));
      if (st->cached)
        g_string_append_printf (s, "  %s", _("(cached)"));
      g_string_append_c (s, '\n');
    }
  if (*answers != '\0')
    {
      g_string_append_c (s, '\n');
      g_string_append (s, answers);
    }
  return g_string_free (s, FALSE);
}

static void
csv_double (GString *s,
            double   v)
{
  if (isfinite (v))
    {
      char buf[G_ASCII_DTOSTR_BUF_SIZE];

      g_string_append (s, g_ascii_formatd (buf, sizeof buf, "%.6g", v));
    }
}

static void
csv_text (GString    *s,
          const char *text)
{
  if (text == NULL)
    return;
  g_string_append_c (s, '"');
  for (const char *p = text; *p != '\0'; p++)
    {
      if (*p == '"')
        g_string_append_c (s, '"');
      g_string_append_c (s, *p);
    }
  g_string_append_c (s, '"');
}

char *
ds_suite_result_format_csv (const DsSuiteResult *r)
{
  GString *s = g_string_new ("suite,label,block_size,queue_depth,threads,read_percent,random_percent,"
                             "mbps,iops,lat_mean_us,lat_p50_us,lat_p99_us,lat_p999_us,little_ratio,incomplete\n");
  gboolean any_samples = FALSE;

  for (guint i = 0; i < r->steps->len; i++)
    {
      const DsSuiteStep *st = g_ptr_array_index (r->steps, i);

      g_string_append_printf (s, "%s,", ds_suite_kind_to_string (r->suite));
      csv_text (s, st->spec.label);
      g_string_append_printf (s, ",%" G_GUINT64_FORMAT ",%u,%u,%u,%u,", st->spec.block_size, st->spec.queue_depth,
                              st->spec.threads, st->spec.read_percent, st->spec.random_percent);
      csv_double (s, st->stats.mbps);
      g_string_append_c (s, ',');
      csv_double (s, st->stats.iops);
      g_string_append_c (s, ',');
      csv_double (s, st->stats.lat_mean_us);
      g_string_append_c (s, ',');
      csv_double (s, st->stats.lat_p50_us);
      g_string_append_c (s, ',');
      csv_double (s, st->stats.lat_p99_us);
      g_string_append_c (s, ',');
      csv_double (s, st->stats.lat_p999_us);
      g_string_append_c (s, ',');
      csv_double (s, ds_suite_step_little_ratio (st));
      g_string_append_printf (s, ",%d\n", st->incomplete ? 1 : 0);
      any_samples = any_samples || st->samples->len > 0;
    }
  if (any_samples)
    {
      g_string_append (s, "\nstep,position_bytes,mbps\n");
      for (guint i = 0; i < r->steps->len; i++)
        {
          const DsSuiteStep *st = g_ptr_array_index (r->steps, i);

          for (guint j = 0; j < st->samples->len; j++)
            {
              const DsSuiteSample *smp = &g_array_index (st->samples, DsSuiteSample, j);

              g_string_append_printf (s, "%u,", i + 1);
              csv_double (s, smp->position);
              g_string_append_c (s, ',');
              csv_double (s, smp->mbps);
              g_string_append_c (s, '\n');
            }
        }
    }
  return g_string_free (s, FALSE);
}
