/* ds-bench-text.c — CrystalDiskMark's text-export layout
 *
 *   [Read]
 *     SEQ    1MiB (Q=  8, T= 1):  3520.412 MB/s [   3357.3 IOPS] <  2379.58 us>
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ds-bench-steady.h"
#include "ds-bench-text.h"
#include "ds-bench-job.h"
#include "ds-conditions.h"
#include "ds-format.h"
#include "ds-json.h"

#define RULE "------------------------------------------------------------------------------\n"

static char *
block_label (guint64 block)
{
  if (block % (1024 * 1024) == 0)
    return g_strdup_printf ("%" G_GUINT64_FORMAT "MiB", block / (1024 * 1024));
  if (block % 1024 == 0)
    return g_strdup_printf ("%" G_GUINT64_FORMAT "KiB", block / 1024);
  return g_strdup_printf ("%" G_GUINT64_FORMAT "B", block);
}

static void
append_number (GString *out,
               double   value,
               int      width,
               int      precision)
{
  if (isfinite (value))
    g_string_append_printf (out, "%*.*f", width, precision, value);
  else
    g_string_append_printf (out, "%*s", width + 2, "—");  /* 3 bytes, 1 column */
}

static void
append_test (GString                 *out,
             const DsBenchResult     *result,
             const DsBenchTestResult *t,
             DsBenchTextFlags         flags)
{
  const DsIoRunStats *best = ds_bench_test_result_best (t);
  const DsIoRunStats *median = ds_bench_test_result_median (t);
  g_autofree char *block = block_label (t->spec.block_size);
  g_autofree char *steady_state = NULL;
  DsIoRunStats steady;

  /* --steady: the steady window's averages, not the best round (which is
   * often the FOB one), and the verdict in place of the median */
  if (ds_bench_steady_test_line (result, t, &steady, &steady_state))
    {
      best = &steady;
      flags &= ~(DS_BENCH_TEXT_DETAILS | DS_BENCH_TEXT_MEDIAN);
    }

  g_string_append_printf (out, "  %s %7s (Q=%3u, T=%2u): ",
                          t->spec.pattern == DS_IO_PATTERN_SEQ ? "SEQ" : "RND",
                          block, t->spec.queue_depth, t->spec.threads);
  append_number (out, best ? best->mbps : NAN, 9, 3);
  g_string_append (out, " MB/s [");
  append_number (out, best ? best->iops : NAN, 9, 1);
  g_string_append (out, " IOPS] <");
  append_number (out, best ? best->lat_mean_us : NAN, 9, 2);
  g_string_append (out, " us>");
  if (flags & DS_BENCH_TEXT_DETAILS)
    {
      g_string_append (out, "  ");
      append_number (out, best ? best->mbps * 1e6 / 1048576.0 : NAN, 1, 1);
      g_string_append (out, " MiB/s, median ");
      append_number (out, median ? median->mbps : NAN, 1, 3);
      g_string_append (out, " MB/s, p99 ");
      append_number (out, best ? best->lat_p99_us : NAN, 1, 1);
      g_string_append (out, " us, p99.9 ");
      append_number (out, best ? best->lat_p999_us : NAN, 1, 1);
      g_string_append_printf (out, " us, %u run(s)", t->runs->len);
    }
  else if (flags & DS_BENCH_TEXT_MEDIAN)
    {
      /* Translators: after the best run's numbers: "median 3401.220 MB/s" */
      g_string_append_printf (out, "  %s ", _("median"));
      append_number (out, median ? median->mbps : NAN, 1, 3);
      g_string_append (out, " MB/s");
    }
  if (steady_state != NULL)
    g_string_append_printf (out, "  %s", steady_state);
  if (t->cached)
    g_string_append_printf (out, "  (%s)", _("cached — not the drive's speed"));
  if (t->incomplete)
    g_string_append_printf (out, "  (%s)", _("incomplete"));
  g_string_append_c (out, '\n');
}

/* The footer's labels (Profile, Test, Time, Date, Drive, …) stay English
 * on purpose, as does the "[Read]" section header: CrystalDiskMark's text
 * export is English in every language, and parsers of it, our own importer
 * (ds-import-cdm.c, which looks for "Profile:", "Test:", "Time:", "Date:"
 * and "OS:") included, match these words. Only the values are translated. */
static void
append_condition (GString    *out,
                  const char *label,
                  const char *value)
{
  g_autofree char *safe = NULL;

  if (value == NULL || value[0] == '\0')
    return;
  safe = ds_escape_terminal (value);
  g_string_append_printf (out, "%10s: %s\n", label, safe);
}

/* "Measure 5 sec / Interval 5 sec / Warm-up 1.0 sec", with only the parts
 * the run recorded: an import may know none of them, and an invented
 * "0 sec" would be wrong. NULL when none is known. */
static char *
time_condition (JsonObject *s)
{
  g_autoptr(GPtrArray) parts = g_ptr_array_new_with_free_func (g_free);
  double measure = ds_json_get_double (s, "duration_s", NAN);
  double interval = ds_json_get_double (s, "interval_s", NAN);
  double warmup = ds_json_get_double (s, "warmup_s", NAN);

  if (isfinite (measure) && measure > 0)
    g_ptr_array_add (parts, g_strdup_printf (_("Measure %.0f sec"), measure));
  if (isfinite (interval) && interval >= 0)
    g_ptr_array_add (parts, g_strdup_printf (_("Interval %.0f sec"), interval));
  if (isfinite (warmup) && warmup >= 0)
    g_ptr_array_add (parts, g_strdup_printf (_("Warm-up %.1f sec"), warmup));
  if (parts->len == 0)
    return NULL;
  g_ptr_array_add (parts, NULL);
  return g_strjoinv (" / ", (char **) parts->pdata);
}

static char *
describe_drive (JsonObject *c)
{
  DsConditionsDrive drive;
  DsConditionsLink link;
  GString *s;

  if (!ds_conditions_get_drive (c, &drive))
    return NULL;
  s = g_string_new (NULL);
  if (drive.model != NULL)
    g_string_append (s, drive.model);
  if (drive.name != NULL)
    g_string_append_printf (s, s->len ? " (%s)" : "%s", drive.name);
  if (drive.firmware != NULL)
    g_string_append_printf (s, " %s %s", _("firmware"), drive.firmware);
  if (ds_conditions_get_link (c, &link) && link.description != NULL)
    g_string_append_printf (s, ", %s", link.description);
  return g_string_free (s, FALSE);
}

char *
ds_bench_result_format_text (const DsBenchResult *result,
                             DsBenchTextFlags     flags)
{
  static const char *const titles[] = { "[Read]", "[Write]", "[Mix]" };
  GString *out = g_string_new (NULL);
  JsonObject *c = result->conditions;
  JsonObject *s = result->settings;

  if (!(flags & DS_BENCH_TEXT_NO_HEADER))
    {
      g_string_append (out, RULE);
      g_string_append_printf (out, "Drivescope %s\n", PACKAGE_VERSION);
      g_string_append (out, RULE);
      g_string_append (out, "* MB/s = 1,000,000 bytes/s [SATA/600 = 600,000,000 bytes/s]\n");
      g_string_append (out, "* KB = 1000 bytes, KiB = 1024 bytes\n");
    }

  for (DsIoMode mode = DS_IO_MODE_READ; mode <= DS_IO_MODE_MIX; mode++)
    {
      gboolean any = FALSE;

      for (guint i = 0; i < result->tests->len; i++)
        {
          const DsBenchTestResult *t = g_ptr_array_index (result->tests, i);

          if (t->mode != mode)
            continue;
          if (!any)
            {
              if (out->len > 0)
                g_string_append_c (out, '\n');
              g_string_append (out, titles[mode]);
              if (mode == DS_IO_MODE_MIX)
                g_string_append_printf (out, " Read %u%%/Write %u%%", t->mix_read_percent,
                                        100 - t->mix_read_percent);
              g_string_append_c (out, '\n');
              any = TRUE;
            }
          append_test (out, result, t, flags);
        }
    }
  if (result->tests->len == 0)
    g_string_append_printf (out, "\n%s\n", _("No test finished."));
  {
    /* --steady runs: FOB against steady state, test by test. */
    g_autofree char *steady = ds_bench_steady_format_text (result);

    g_string_append (out, steady);
  }

  g_string_append_c (out, '\n');
  {
    const char *profile = ds_json_get_string (s, "profile");
    gint64 size = ds_json_get_int (s, "size_bytes", 0);
    gint64 runs = ds_json_get_int (s, "runs", 0);
    double fill = ds_conditions_get_fill_percent (c);
    gint64 free_bytes = ds_conditions_get_free_bytes (c);
    g_autofree char *size_text = size > 0 ? g_format_size_full ((guint64) size, G_FORMAT_SIZE_IEC_UNITS) : NULL;
    g_autofree char *test = NULL;
    g_autofree char *time_text = NULL;
    g_autofree char *date = NULL;
    g_autofree char *drive = describe_drive (c);
    g_autofree char *fs = NULL;
    g_autofree char *engine = NULL;
    g_autofree char *data = NULL;
    gboolean on_windows;
    g_autoptr(GDateTime) dt = result->start_time > 0 ? g_date_time_new_from_unix_local (result->start_time) : NULL;

    g_autofree char *steady_test = NULL;
    g_autofree char *steady_time = NULL;
    gboolean steady = ds_bench_steady_footer (result, &steady_test, &steady_time);

    append_condition (out, "Profile", profile != NULL ? profile : _("custom"));
    if (steady)
      {
        /* rounds, not CrystalDiskMark's runs and measure time */
        g_autofree char *free_text = free_bytes >= 0 ? ds_format_bytes ((guint64) free_bytes) : NULL;

        /* Translators: "1.0 GiB (rounds of 60 s, up to 25) [42% full, 120.3 GB free]" */
        test = isfinite (fill) ? g_strdup_printf (_("%s [%.0f%% full, %s free]"), steady_test, fill,
                                                  free_text ? free_text : "?")
                               : g_strdup (steady_test);
        append_condition (out, "Test", test);
      }
    else if (size_text != NULL)
      {
        g_autofree char *free_text = free_bytes >= 0 ? ds_format_bytes ((guint64) free_bytes) : NULL;

        if (isfinite (fill))
          /* Translators: "1.0 GiB (x5) [42% full, 120.3 GB free]" */
          test = g_strdup_printf (_("%s (x%lld) [%.0f%% full, %s free]"), size_text, (long long) runs,
                                  fill, free_text ? free_text : "?");
        else
          test = g_strdup_printf ("%s (x%" G_GINT64_FORMAT ")", size_text, runs);
        append_condition (out, "Test", test);
      }
    time_text = steady ? g_strdup (steady_time) : time_condition (s);
    append_condition (out, "Time", time_text);
    if (dt != NULL)
      {
        date = g_date_time_format (dt, "%Y/%m/%d %H:%M:%S");
        append_condition (out, "Date", date);
      }
    append_condition (out, "Drive", drive);
    if (ds_conditions_get_filesystem (c) != NULL)
      fs = g_strdup_printf ("%s %s (%s)", ds_conditions_get_dir (c) ? ds_conditions_get_dir (c) : "",
                            ds_conditions_get_filesystem (c),
                            ds_conditions_get_mount_options (c) ? ds_conditions_get_mount_options (c) : "");
    append_condition (out, "Location", fs);
    /* Unbuffered I/O by the name of the system the run was made on. */
    on_windows = g_str_has_prefix (ds_conditions_get_kernel (c) ? ds_conditions_get_kernel (c) : "", "Windows");
    data = ds_conditions_get_data_text (c);
    engine = g_strdup_printf ("%s, %s, %s %s",
                              ds_conditions_get_engine (c) ? ds_conditions_get_engine (c) : "?",
                              ds_conditions_get_direct_io (c, FALSE)
                              ? (on_windows ? "FILE_FLAG_NO_BUFFERING" : "O_DIRECT")
                              : (on_windows ? _("cached (no FILE_FLAG_NO_BUFFERING)") : _("cached (no O_DIRECT)")),
                              data != NULL ? data
                              : ds_json_get_string (s, "data") ? ds_json_get_string (s, "data") : "random",
                              _("data"));
    append_condition (out, "Engine", engine);
    if (ds_json_get_bool (s, "verify", FALSE))
      {
        /* --verify: said, with what the read-back found. */
        g_autofree char *found = result->verify != NULL ? ds_io_verify_result_describe (result->verify)
                                                        : g_strdup (_("nothing was read back."));
        /* Translators: the benchmark's "Verify" line; %s is a sentence as "Verified: all 16.8 MB written read back intact." */
        g_autofree char *line = g_strdup_printf (_("on, read back after the tests, not timed: %s"), found);

        append_condition (out, "Verify", line);
      }
    append_condition (out, "OS", ds_conditions_get_kernel (c));
    append_condition (out, "CPU", ds_conditions_get_cpu_model (c));
    if (result->status != DS_RUN_STATUS_COMPLETED)
      append_condition (out, "Status", ds_run_status_to_string (result->status));
    append_condition (out, "Comment", result->comment);
  }
  return g_string_free (out, FALSE);
}

const char *
ds_bench_phase_to_string (DsBenchPhase phase)
{
  switch (phase)
    {
    case DS_BENCH_PHASE_PREPARE: return _("Preparing the test file");
    case DS_BENCH_PHASE_WARMUP: return _("Warming up");
    case DS_BENCH_PHASE_MEASURE: return _("Measuring");
    case DS_BENCH_PHASE_INTERVAL: return _("Pausing");
    case DS_BENCH_PHASE_FILL: return _("Filling the filesystem");
    case DS_BENCH_PHASE_PRECONDITION: return _("Preconditioning");
    case DS_BENCH_PHASE_VERIFY: return _("Verifying what was written");
    default: return "";
    }
}
