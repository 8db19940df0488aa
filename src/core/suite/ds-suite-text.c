/* ds-suite-text.c — suite results as text and CSV
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ds-conditions.h"
#include "ds-format.h"
#include "ds-json.h"
#include "ds-suite-analysis.h"
#include "ds-suite-steady.h"
#include "ds-suite-job.h"
#include "ds-suite-text.h"

/* @text padded to @width characters (not bytes: Cyrillic headings and "—"
 * take two or three bytes a character), on the right when @left. */
static void
append_padded (GString    *s,
               const char *text,
               int         width,
               gboolean    left)
{
  long n = g_utf8_strlen (text, -1);

  if (left)
    g_string_append (s, text);
  for (long i = n; i < width; i++)
    g_string_append_c (s, ' ');
  if (!left)
    g_string_append (s, text);
}

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
    {
      g_string_append_c (s, ' ');
      append_padded (s, "—", width, FALSE);
    }
}

static void
append_conditions (GString             *s,
                   const DsSuiteResult *r)
{
  JsonObject *c = r->conditions;
  DsConditionsDrive drive;
  DsConditionsFill fill;
  gboolean filled = ds_conditions_get_fill (c, &fill);
  const char *model = ds_conditions_get_drive (c, &drive) ? drive.model : NULL;
  const char *name = drive.name;
  const char *engine = ds_conditions_get_engine (c);
  const char *direct = ds_conditions_get_direct_io (c, FALSE) ? _("direct I/O") : _("cached (not the drive's speed)");
  gint64 rounded = ds_conditions_get_block_sizes_rounded_to (c);
  g_autofree char *safe_model = ds_escape_terminal (model != NULL ? model : "—");
  g_autofree char *safe_dir = ds_escape_terminal (ds_conditions_get_dir (c) != NULL ? ds_conditions_get_dir (c) : "—");
  g_autofree char *safe_name = ds_escape_terminal (name != NULL ? name : "—");
  g_autofree char *safe_fs = ds_escape_terminal (ds_conditions_get_filesystem (c) != NULL ? ds_conditions_get_filesystem (c) : "—");
  double fill_percent = ds_conditions_get_fill_percent (c);
  g_autofree char *size = ds_format_bytes ((guint64) MAX (ds_conditions_get_file_size_bytes (c), 0));

  g_string_append_printf (s, _("Drive: %s (%s)\n"), safe_model, safe_name);
  if (r->suite == DS_SUITE_SURFACE)
    {
      DsConditionsDevice device;
      g_autofree char *safe_device = NULL, *safe_source = NULL, *device_size = NULL;

      ds_conditions_get_device (c, &device);
      safe_device = ds_escape_terminal (device.path != NULL ? device.path : "—");
      safe_source = ds_escape_terminal (device.source != NULL ? device.source : "—");
      device_size = ds_format_bytes ((guint64) MAX (device.size_bytes, 0));
      g_autofree char *sample = g_format_size_full ((guint64) MAX (ds_json_get_int (r->settings, "size_bytes", 0), 0),
                                                    G_FORMAT_SIZE_IEC_UNITS);
      guint samples = (guint) MAX (ds_json_get_int (r->settings, "samples", 0), 0);
      /* TRANSLATORS: "Device: /dev/sda (2.0 TB), read-only through udisks2" */
      g_string_append_printf (s, _("Device: %s (%s), read-only through %s\n"), safe_device, device_size, safe_source);
      g_string_append_printf (s, _("Engine: %s, %s\n"), engine != NULL ? engine : "—", direct);
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
  if (filled)
    g_string_append_printf (s, _("Fill: %.1f %% during the run (%.1f %% before; %u %% asked)\n"),
                            fill.during_percent, fill.before_percent, fill.target_percent);
  else if (isfinite (fill_percent))
    g_string_append_printf (s, _("Fill: %.1f %%\n"), fill_percent);
  g_string_append_printf (s, _("Engine: %s, %s; test file %s\n"),
                          engine != NULL ? engine : "—", direct, size);
  if (rounded > 0)
    g_string_append_printf (s, _("Block sizes below %u bytes ran as %u bytes: direct I/O on this filesystem needs that alignment\n"),
                            (guint) rounded, (guint) rounded);
  if (!ds_suite_kind_is_pass (r->suite))
    g_string_append_printf (s, _("Each step: %.1f s warm-up, %.1f s measured\n"),
                            ds_json_get_double (r->settings, "warmup_s", NAN),
                            ds_json_get_double (r->settings, "duration_s", NAN));
  if (ds_json_get_bool (r->settings, "verify", FALSE))
    {
      g_autofree char *found = r->verify != NULL ? ds_io_verify_result_describe (r->verify)
                                                 : g_strdup (_("nothing was read back."));

      /* TRANSLATORS: %s is a sentence as "Verified: all 16.8 MB written read back intact." */
      g_string_append_printf (s, _("Verify: on, read back after the last step, not timed: %s\n"), found);
    }
}

/* Step @i's 1-based place within its round. */
static guint
round_index (const DsSuiteResult *r,
             guint                i)
{
  guint n = 0;
  guint round = ((DsSuiteStep *) g_ptr_array_index (r->steps, i))->round;

  for (guint k = 0; k <= i; k++)
    if (((DsSuiteStep *) g_ptr_array_index (r->steps, k))->round == round)
      n++;
  return n;
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
  const char *headings[] = { _("Step"), _("Block"), _("QD"), _("T"), _("Read"), _("Rnd"),
                             _("MB/s"), _("IOPS"), _("mean µs"), _("p99 µs"), _("p99.9 µs"),
                             pass ? _("min") : _("Little") };
  /* a column as wide as its heading where that is longer */
  int w[] = { 14, 6, 4, 4, 5, 5, 10, 11, 9, 9, 9, 6 };

  for (guint c = 0; c < G_N_ELEMENTS (headings); c++)
    {
      w[c] = MAX (w[c], (int) g_utf8_strlen (headings[c], -1));
      if (c > 0)
        g_string_append_c (s, ' ');
      append_padded (s, headings[c], w[c], c == 0);
    }
  g_string_append_c (s, '\n');
  for (guint i = 0; i < r->steps->len; i++)
    {
      const DsSuiteStep *st = g_ptr_array_index (r->steps, i);
      g_autofree char *block = ds_suite_step_spec_block_text (&st->spec);
      /* in rounds: "3.12", round 3, its 12th step */
      g_autofree char *label = st->round > 0 ? g_strdup_printf ("%u.%u", st->round, round_index (r, i))
                                             : g_strdup_printf ("%u%s%s", i + 1, st->spec.label != NULL ? " " : "",
                                                                st->spec.label != NULL ? st->spec.label : "");
      double little = ds_suite_step_little_ratio (st);

      append_padded (s, label, w[0], TRUE);
      g_string_append_c (s, ' ');
      append_padded (s, block, w[1], FALSE);
      g_string_append_printf (s, " %*u %*u %*u%% %*u%%", w[2], st->spec.queue_depth, w[3],
                              st->spec.threads, w[4] - 1, st->spec.read_percent, w[5] - 1, st->spec.random_percent);
      append_number (s, w[6], 1, st->stats.mbps);
      append_number (s, w[7], 0, st->stats.iops);
      append_number (s, w[8], 1, st->stats.lat_mean_us);
      append_number (s, w[9], 1, st->stats.lat_p99_us);
      append_number (s, w[10], 1, st->stats.lat_p999_us);
      if (pass)
        {
          DsSuiteLinear l;

          ds_suite_linear_analyze (st, &l);
          append_number (s, w[11], 0, l.min_mbps);
        }
      else
        {
          append_number (s, w[11] - 1, 2, little);
          g_string_append (s, ds_suite_step_little_holds (st) ? " " : "!");
        }
      if (st->incomplete)
        g_string_append_printf (s, "  %s", _("(incomplete)"));
      if (st->cached)
        g_string_append_printf (s, "  %s", _("(cached)"));
      g_string_append_c (s, '\n');
    }
  if (ds_suite_kind_has_rounds (r->suite))
    {
      g_string_append_c (s, '\n');
      ds_suite_steady_format_text (r, s);
    }
  if (*answers != '\0')
    {
      g_string_append_c (s, '\n');
      g_string_append (s, answers);
    }
  return g_string_free (s, FALSE);
}

static char *
blocksize_headline (const DsSuiteResult *r,
                    const char          *title)
{
  g_autoptr(GPtrArray) series = ds_suite_result_series (r);

  for (guint i = 0; i < series->len; i++)
    {
      g_autofree char *name = ds_suite_series_title (r, g_ptr_array_index (series, i));
      g_autofree char *from = NULL;
      DsSuitePlateau p;

      if (!ds_suite_blocksize_plateau (r, g_ptr_array_index (series, i), &p))
        continue;
      if (p.plateau_block == 0)
        /* TRANSLATORS: History's Result of a block-size sweep whose speed
         * still grew at the largest block: "Block sizes: read peak 3212.4
         * MB/s" */
        return g_strdup_printf (_("%s: %s peak %.1f MB/s"), title, name, p.peak_mbps);
      from = g_format_size_full (p.plateau_block, G_FORMAT_SIZE_IEC_UNITS);
      /* TRANSLATORS: History's Result of a block-size sweep: its peak, and
       * the block from which it stays within 5 % of it: "Block sizes: read
       * peak 3212.4 MB/s from 128.0 KiB" */
      return g_strdup_printf (_("%s: %s peak %.1f MB/s from %s"), title, name, p.peak_mbps, from);
    }
  return NULL;
}

static char *
qd_headline (const DsSuiteResult *r,
             const char          *title)
{
  g_autoptr(GPtrArray) series = ds_suite_result_series (r);
  double limit = ds_suite_result_latency_limit_us (r);
  g_autofree char *limit_text = ds_suite_format_latency_limit (limit, ds_suite_result_latency_limit_stat (r));

  for (guint i = 0; i < series->len; i++)
    {
      g_autofree char *name = ds_suite_series_title (r, g_ptr_array_index (series, i));
      DsSuiteQdAnswer a;

      if (!ds_suite_qd_answer (r, g_ptr_array_index (series, i), limit, &a))
        continue;
      if (a.found && a.threads > 1)
        /* TRANSLATORS: History's Result of a queue-depth suite: "QD scaling:
         * 4K read rnd QD 16 with 4 threads (201340 IOPS) within 750 µs
         * p99" (the last %s is the limit with its statistic) */
        return g_strdup_printf (_("%s: %s QD %u with %u threads (%.0f IOPS) within %s"),
                                title, name, a.queue_depth, a.threads, a.iops, limit_text);
      if (a.found)
        /* TRANSLATORS: History's Result of a queue-depth suite: "QD scaling:
         * 4K read rnd QD 16 (201340 IOPS) within 750 µs p99" (the last %s
         * is the limit with its statistic) */
        return g_strdup_printf (_("%s: %s QD %u (%.0f IOPS) within %s"),
                                title, name, a.queue_depth, a.iops, limit_text);
      /* TRANSLATORS: History's Result of a queue-depth suite where no depth
       * met the latency limit: "QD scaling: 4K read rnd peak 9120 IOPS,
       * over 750 µs p99 at every depth" */
      return g_strdup_printf (_("%s: %s peak %.0f IOPS, over %s at every depth"),
                              title, name, a.peak_iops, limit_text);
    }
  return NULL;
}

/* The fastest measured step at @read_percent, or NULL. */
static const DsSuiteStep *
best_at_share (const DsSuiteResult *r,
               guint                read_percent)
{
  const DsSuiteStep *best = NULL;

  for (guint i = 0; i < r->steps->len; i++)
    {
      const DsSuiteStep *st = g_ptr_array_index (r->steps, i);

      if (st->spec.read_percent == read_percent && st->stats.ios > 0 && isfinite (st->stats.iops) &&
          (best == NULL || st->stats.iops > best->stats.iops))
        best = st;
    }
  return best;
}

static char *
rwmix_headline (const DsSuiteResult *r,
                const char          *title)
{
  const DsSuiteStep *read = best_at_share (r, 100);
  const DsSuiteStep *write = best_at_share (r, 0);
  const DsSuiteStep *best = NULL;

  if (read != NULL && write != NULL)
    /* TRANSLATORS: History's Result of a read/write-mix sweep: "R/W mix:
     * read 98120 IOPS, write 41230 IOPS" */
    return g_strdup_printf (_("%s: read %.0f IOPS, write %.0f IOPS"), title, read->stats.iops, write->stats.iops);
  /* Without both ends, the best mix. */
  for (guint i = 0; i < r->steps->len; i++)
    {
      const DsSuiteStep *st = g_ptr_array_index (r->steps, i);

      if (st->stats.ios > 0 && isfinite (st->stats.iops) && (best == NULL || st->stats.iops > best->stats.iops))
        best = st;
    }
  if (best == NULL)
    return NULL;
  /* TRANSLATORS: History's Result of a read/write-mix sweep without its
   * 100 % and 0 % read steps: "R/W mix: peak 61200 IOPS at 65 % read" */
  return g_strdup_printf (_("%s: peak %.0f IOPS at %u %% read"), title, best->stats.iops, best->spec.read_percent);
}

static char *
pass_headline (const DsSuiteResult *r,
               const char          *title)
{
  const DsSuiteStep *st;

  if (r->steps->len == 0)
    return NULL;
  st = g_ptr_array_index (r->steps, 0);
  if (r->suite == DS_SUITE_CACHE)
    {
      g_autofree char *cache = NULL;
      DsSuiteCache c;

      if (!ds_suite_cache_analyze (st->samples, &c) || !isfinite (c.start_mbps))
        return NULL;
      if (!c.found)
        /* TRANSLATORS: History's Result of a write-cache curve without a
         * drop: "Write cache: steady 1520.3 MB/s" */
        return g_strdup_printf (_("%s: steady %.1f MB/s"), title, c.start_mbps);
      cache = ds_format_bytes ((guint64) MAX (c.cache_bytes, 0.0));
      /* TRANSLATORS: History's Result of a write-cache curve: "Write cache:
       * 3120.5 MB/s for 41.2 GB, then 812.0 MB/s" */
      return g_strdup_printf (_("%s: %.1f MB/s for %s, then %.1f MB/s"), title, c.start_mbps, cache, c.after_mbps);
    }
  else
    {
      g_autofree char *name = ds_suite_step_series_title (r, st);
      DsSuiteLinear l;

      if (!ds_suite_linear_analyze (st, &l) || !isfinite (l.avg_mbps))
        return NULL;
      /* TRANSLATORS: History's Result of a linear pass: "Linear: read avg
       * 3150.2 MB/s, spread 411.6 MB/s" */
      return g_strdup_printf (_("%s: %s avg %.1f MB/s, spread %.1f MB/s"), title, name, l.avg_mbps, l.spread_mbps);
    }
}

static char *
steady_headline (const DsSuiteResult *r,
                 const char          *title)
{
  g_autoptr(DsSteadyResult) steady = ds_suite_result_steady (r);
  DsSuiteWsat w;

  if (steady == NULL)
    return NULL;
  if (r->suite == DS_SUITE_WSAT && ds_suite_wsat_analyze (r, &w))
    {
      if (w.settled)
        /* TRANSLATORS: History's Result of write saturation: "WSAT: settles at 400 IOPS (FOB 4000 IOPS)" */
        return g_strdup_printf (_("%s: settles at %.0f IOPS (FOB %.0f IOPS)"), title, w.settled_iops, w.fob_iops);
      /* TRANSLATORS: History's Result of write saturation that did not settle: "WSAT: not settled (FOB 4000 IOPS)" */
      return g_strdup_printf (_("%s: not settled (FOB %.0f IOPS)"), title, w.fob_iops);
    }
  if (steady->reached)
    /* TRANSLATORS: History's Result of the IOPS matrix: "IOPS matrix: 4K write 412 IOPS steady after 7 rounds (FOB 3980)" */
    return g_strdup_printf (_("%s: 4K write %.0f IOPS steady after %u rounds (FOB %.0f)"), title,
                            steady->window.average, steady->rounds_to_steady, ds_steady_result_fob (steady));
  /* TRANSLATORS: History's Result of the IOPS matrix: "IOPS matrix: 4K write 412 IOPS, not steady in 25 rounds (FOB 3980)" */
  return g_strdup_printf (_("%s: 4K write %.0f IOPS, not steady in %u rounds (FOB %.0f)"), title,
                          ds_steady_result_average (steady), ds_steady_result_rounds (steady), ds_steady_result_fob (steady));
}

/* The suite's name where a whole line is its answer: shorter than its
 * title, as the History's Result column is sized to its longest cell. */
static const char *
short_title (DsSuiteKind kind)
{
  switch (kind)
    {
    /* TRANSLATORS: short names of the suites, heading their answer in the
     * History's Result column: "Block sizes: read peak 3212.4 MB/s from
     * 128.0 KiB"; keep them short */
    case DS_SUITE_BLOCKSIZE: return C_("suite, short", "Block sizes");
    case DS_SUITE_QD_SCALING: return C_("suite, short", "QD scaling");
    case DS_SUITE_MIXES: return C_("suite, short", "Mixes");
    case DS_SUITE_RWMIX: return C_("suite, short", "R/W mix");
    case DS_SUITE_CACHE: return C_("suite, short", "Write cache");
    case DS_SUITE_LINEAR: return C_("suite, short", "Linear");
    case DS_SUITE_SURFACE: return C_("suite, short", "Surface");
    case DS_SUITE_IOPS_MATRIX: return C_("suite, short", "IOPS matrix");
    case DS_SUITE_WSAT: return C_("suite, short", "WSAT");
    default: return ds_suite_kind_title (kind);
    }
}

char *
ds_suite_headline (const DsSuiteResult *r)
{
  const char *title = short_title (r->suite);
  char *line = NULL;

  switch (r->suite)
    {
    case DS_SUITE_BLOCKSIZE:
      line = blocksize_headline (r, title);
      break;
    case DS_SUITE_QD_SCALING:
    case DS_SUITE_MIXES:
      line = qd_headline (r, title);
      break;
    case DS_SUITE_RWMIX:
      line = rwmix_headline (r, title);
      break;
    case DS_SUITE_CACHE:
    case DS_SUITE_LINEAR:
    case DS_SUITE_SURFACE:
      line = pass_headline (r, title);
      break;
    case DS_SUITE_IOPS_MATRIX:
    case DS_SUITE_WSAT:
      line = steady_headline (r, title);
      break;
    default:
      break;
    }
  return line != NULL ? line : g_strdup (title);
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

/* "512:10 1024:5 …" (bytes:percent), empty for one block size. */
static void
append_csv_block_mix (GString            *s,
                      const DsIoBlockMix *mix)
{
  for (guint i = 0; i < mix->n; i++)
    g_string_append_printf (s, "%s%" G_GUINT64_FORMAT ":%u", i > 0 ? " " : "",
                            mix->shares[i].size, mix->shares[i].percent);
}

char *
ds_suite_result_format_csv (const DsSuiteResult *r)
{
  GString *s = g_string_new ("suite,label,block_size,queue_depth,threads,read_percent,random_percent,"
                             "mbps,iops,lat_mean_us,lat_p50_us,lat_p99_us,lat_p999_us,little_ratio,incomplete,"
                             "block_sizes,round\n");
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
      g_string_append_printf (s, ",%d,", st->incomplete ? 1 : 0);
      append_csv_block_mix (s, &st->spec.block_mix);
      if (st->round > 0)
        g_string_append_printf (s, ",%u", st->round);
      else
        g_string_append_c (s, ',');
      g_string_append_c (s, '\n');
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

const char *
ds_suite_phase_to_string (DsSuitePhase phase)
{
  switch (phase)
    {
    case DS_SUITE_PHASE_FILL: return _("Filling the filesystem");
    case DS_SUITE_PHASE_PREPARE: return _("Preparing the test file");
    case DS_SUITE_PHASE_WARMUP: return _("Warming up");
    case DS_SUITE_PHASE_MEASURE: return _("Measuring");
    /* TRANSLATORS: the surface suite waits for udisks2 and the password */
    case DS_SUITE_PHASE_OPEN: return _("Asking for administrator authentication to read the drive");
    /* TRANSLATORS: iops-matrix writes the whole test file before its rounds */
    case DS_SUITE_PHASE_PRECONDITION: return _("Preconditioning");
    case DS_SUITE_PHASE_VERIFY: return _("Verifying what was written");
    default: return "";
    }
}
