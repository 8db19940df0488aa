/* ds-suite-settings.c — suite defaults, validation, the step list, parsers
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "ds-error.h"
#include "ds-io-fill.h"
#include "ds-io-engine.h"
#include "ds-io-types.h"
#include "ds-json.h"
#include "ds-suite-analysis.h"
#include "ds-suite-job.h"
#include "ds-suite-result.h"
#include "ds-suite-steady.h"

#define KIB G_GUINT64_CONSTANT (1024)
#define MIB (KIB * 1024)
#define GIB (MIB * 1024)
/* A test file's real limit is the free space less the reserve (the guard). */
#define SIZE_MAX_BYTES (GIB << 20)

/* IOMeter's and the reviews' workloads (docs/reference-reviews.md): block, read
 * share and random share.
 *
 * fileserver and webserver are Intel's IOMeter access specifications
 * "File Server" and "Web Server", which draw each I/O's size from a
 * distribution, as published in Tom's Hardware's storage-charts
 * methodology ("Tom's Storage Charts 2009: A New Test Environment",
 * https://www.tomshardware.com/reviews/tom-s-hdd-charts,2285-8.html) and
 * TheSSDReview's server profiles
 * (https://thessdreview.com/featured/toshiba-hk4r-enterprise-ssd-review-1920gb/7);
 * Tweakers.net and StorageReview run the same file-server pattern
 * (http://tweakers.net/reviews/557/20/). Both are 100 % random; file
 * server 80 % read, web server read only. */
static const DsSuitePreset presets[] = {
  { "database", N_("Database (OLTP) 4 KB"), 4 * KIB, 65, 100, { 0 } },
  { "database-32k", N_("Database (OLTP) 32 KB"), 32 * KIB, 65, 100, { 0 } },
  { "vm", N_("Virtual machines"), 4 * KIB, 40, 55, { 0 } },
  { "vdi", N_("Virtual desktops (VDI)"), 4 * KIB, 25, 80, { 0 } },
  { "vod", N_("Video on demand"), 512 * KIB, 100, 100, { 0 } },
  { "streaming", N_("Media streaming"), 64 * KIB, 98, 0, { 0 } },
  { "fileserver", N_("File server (IOMeter)"), 64 * KIB, 80, 100,
    { 8, { { 512, 10 }, { 1 * KIB, 5 }, { 2 * KIB, 5 }, { 4 * KIB, 60 },
           { 8 * KIB, 2 }, { 16 * KIB, 4 }, { 32 * KIB, 4 }, { 64 * KIB, 10 } } } },
  { "webserver", N_("Web server (IOMeter)"), 512 * KIB, 100, 100,
    { 10, { { 512, 22 }, { 1 * KIB, 15 }, { 2 * KIB, 8 }, { 4 * KIB, 23 }, { 8 * KIB, 15 },
            { 16 * KIB, 2 }, { 32 * KIB, 6 }, { 64 * KIB, 7 }, { 128 * KIB, 1 }, { 512 * KIB, 1 } } } },
};

const DsSuitePreset *
ds_suite_presets (guint *n_presets)
{
  *n_presets = G_N_ELEMENTS (presets);
  return presets;
}

const DsSuitePreset *
ds_suite_preset_find (const char *name)
{
  for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
    if (g_strcmp0 (presets[i].name, name) == 0)
      return &presets[i];
  return NULL;
}

static void
set_counts (GArray     *array,
            const guint *values,
            guint       n)
{
  g_array_set_size (array, 0);
  g_array_append_vals (array, values, n);
}

static void
set_blocks (GArray  *array,
            guint64  from,
            guint64  to)
{
  g_array_set_size (array, 0);
  for (guint64 b = from; b <= to; b *= 2)
    g_array_append_val (array, b);
}

DsSuiteSettings *
ds_suite_settings_new (DsSuiteKind kind)
{
  DsSuiteSettings *s = g_new0 (DsSuiteSettings, 1);
  static const guint one[] = { 1 };
  static const guint rw[] = { 100, 0 };

  s->kind = kind;
  s->blocks = g_array_new (FALSE, FALSE, sizeof (guint64));
  s->queue_depths = g_array_new (FALSE, FALSE, sizeof (guint));
  s->threads = g_array_new (FALSE, FALSE, sizeof (guint));
  s->mixes = g_array_new (FALSE, FALSE, sizeof (guint));
  s->random_percent = -1;
  s->duration_s = 5;
  s->warmup_s = 1;
  s->size_bytes = GIB;
  s->latency_limit_us = DS_SUITE_LATENCY_LIMIT_DEFAULT_US;
  s->latency_limit_stat = DS_LATENCY_STAT_P99;
  s->data = DS_DATA_PATTERN_RANDOM;
  s->engine = DS_IO_ENGINE_AUTO;
  s->samples = DS_SUITE_SURFACE_SAMPLES_DEFAULT;
  ds_steady_options_init (&s->steady);
  s->precondition_passes = DS_SUITE_PRECONDITION_PASSES_DEFAULT;
  s->write_multiple = DS_SUITE_WSAT_MULTIPLE_DEFAULT;
  set_counts (s->threads, one, 1);

  switch (kind)
    {
    case DS_SUITE_BLOCKSIZE:
      {
        static const guint qd[] = { 4 };

        set_blocks (s->blocks, 512, 64 * MIB);
        set_counts (s->queue_depths, qd, 1);
        set_counts (s->mixes, rw, 2);
        s->duration_s = 3;
      }
      break;
    case DS_SUITE_QD_SCALING:
      {
        static const guint qd[] = { 1, 2, 4, 8, 16, 32, 64, 128, 256 };
        guint64 b = 4 * KIB;

        g_array_append_val (s->blocks, b);
        set_counts (s->queue_depths, qd, G_N_ELEMENTS (qd));
        set_counts (s->mixes, rw, 2);
      }
      break;
    case DS_SUITE_MIXES:
      {
        static const guint qd[] = { 1, 4, 16, 64 };
        GStrvBuilder *names = g_strv_builder_new ();

        for (guint i = 0; i < G_N_ELEMENTS (presets); i++)
          g_strv_builder_add (names, presets[i].name);
        s->presets = g_strv_builder_end (names);
        g_strv_builder_unref (names);
        set_counts (s->queue_depths, qd, G_N_ELEMENTS (qd));
      }
      break;
    case DS_SUITE_RWMIX:
      {
        static const guint qd[] = { 32 };
        static const guint mixes[] = { 100, 95, 65, 50, 35, 5, 0 };
        guint64 b = 4 * KIB;

        g_array_append_val (s->blocks, b);
        set_counts (s->queue_depths, qd, 1);
        set_counts (s->mixes, mixes, G_N_ELEMENTS (mixes));
      }
      break;
    case DS_SUITE_SURFACE:
      {
        static const guint qd[] = { 4 };
        static const guint read[] = { 100 };
        guint64 b = MIB;

        g_array_append_val (s->blocks, b);
        set_counts (s->queue_depths, qd, 1);
        set_counts (s->mixes, read, 1);
        s->size_bytes = 8 * MIB;
        s->warmup_s = 0;
        s->duration_s = 0;
      }
      break;
    case DS_SUITE_IOPS_MATRIX:
    case DS_SUITE_WSAT:
      {
        static const guint qd[] = { 32 };
        static const guint four[] = { 4 };
        static const guint mixes[] = { 100, 95, 65, 50, 35, 5, 0 };
        static const guint write[] = { 0 };
        static const guint64 blocks[] = { MIB, 128 * KIB, 64 * KIB, 32 * KIB, 16 * KIB, 8 * KIB, 4 * KIB, 512 };
        guint64 b = 4 * KIB;

        set_counts (s->queue_depths, qd, 1);
        set_counts (s->threads, four, 1);
        if (kind == DS_SUITE_IOPS_MATRIX)
          {
            g_array_append_vals (s->blocks, blocks, G_N_ELEMENTS (blocks));
            set_counts (s->mixes, mixes, G_N_ELEMENTS (mixes));
          }
        else
          {
            g_array_append_val (s->blocks, b);
            set_counts (s->mixes, write, 1);
          }
        s->duration_s = DS_STEADY_ROUND_S_DEFAULT;
        s->warmup_s = 0;
      }
      break;
    case DS_SUITE_CACHE:
    case DS_SUITE_LINEAR:
    default:
      {
        static const guint qd[] = { 8 };
        static const guint write[] = { 0 };
        guint64 b = MIB;

        g_array_append_val (s->blocks, b);
        set_counts (s->queue_depths, qd, 1);
        if (kind == DS_SUITE_CACHE)
          {
            set_counts (s->mixes, write, 1);
            s->size_bytes = 0;
          }
        else
          set_counts (s->mixes, rw, 2);
        s->warmup_s = 0;
        s->duration_s = 0;
      }
      break;
    }
  return s;
}

static GArray *
copy_array (GArray *a)
{
  GArray *b = g_array_sized_new (FALSE, FALSE, g_array_get_element_size (a), a->len);

  g_array_append_vals (b, a->data, a->len);
  return b;
}

DsSuiteSettings *
ds_suite_settings_copy (const DsSuiteSettings *in)
{
  DsSuiteSettings *s = g_new0 (DsSuiteSettings, 1);

  *s = *in;
  s->dir = g_strdup (in->dir);
  s->drive = g_strdup (in->drive);
  s->blocks = copy_array (in->blocks);
  s->queue_depths = copy_array (in->queue_depths);
  s->threads = copy_array (in->threads);
  s->mixes = copy_array (in->mixes);
  s->presets = g_strdupv (in->presets);
  return s;
}

void
ds_suite_settings_free (DsSuiteSettings *s)
{
  if (s == NULL)
    return;
  g_free (s->dir);
  g_free (s->drive);
  g_array_unref (s->blocks);
  g_array_unref (s->queue_depths);
  g_array_unref (s->threads);
  g_array_unref (s->mixes);
  g_strfreev (s->presets);
  g_free (s);
}

static gboolean
invalid (GError    **error,
         const char *message)
{
  g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT, message);
  return FALSE;
}

static guint plan_length (const DsSuiteSettings *s);

/* A round of iops-matrix is every cell once; of wsat its one step. */
static double
round_seconds (const DsSuiteSettings *s)
{
  return s->duration_s * MAX (plan_length (s), 1);
}

gboolean
ds_suite_settings_validate (const DsSuiteSettings *s,
                            GError               **error)
{
  g_autoptr(GPtrArray) plan = NULL;
  gboolean pass = ds_suite_kind_is_pass (s->kind);

  if ((guint) s->kind >= DS_SUITE_N_KINDS)
    return invalid (error, _("Unknown suite."));
  if (s->kind == DS_SUITE_SURFACE)
    {
      if (s->drive == NULL || *s->drive == '\0')
        return invalid (error, _("The surface suite reads a whole drive: name it (--drive sda), not a directory."));
      if (s->verify)
        return invalid (error, _("The surface suite only reads; --verify checks what a suite writes."));
      if (s->dir != NULL)
        return invalid (error, _("The surface suite reads a whole drive, not a directory: choose --drive, not --dir."));
      if (s->fill_percent > 0)
        return invalid (error, _("The surface suite only reads the drive; it cannot fill a filesystem first."));
    }
  else if (s->dir == NULL || *s->dir == '\0')
    return invalid (error, _("Choose a directory for the test file."));
  for (guint i = 0; i < s->blocks->len; i++)
    {
      guint64 b = g_array_index (s->blocks, guint64, i);

      if (b < 512 || b > 64 * MIB || b % 512 != 0)
        return invalid (error, _("Block sizes must be multiples of 512 bytes from 512 B to 64 MiB."));
    }
  for (guint i = 0; i < s->queue_depths->len; i++)
    {
      guint q = g_array_index (s->queue_depths, guint, i);

      if (q < 1 || q > DS_IO_QUEUE_DEPTH_MAX)
        return invalid (error, _("Queue depths must be 1 to 1024."));
    }
  for (guint i = 0; i < s->threads->len; i++)
    {
      guint t = g_array_index (s->threads, guint, i);

      if (t < 1 || t > DS_IO_THREADS_MAX)
        return invalid (error, _("Thread counts must be 1 to 256."));
    }
  for (guint i = 0; i < s->mixes->len; i++)
    if (g_array_index (s->mixes, guint, i) > 100)
      return invalid (error, _("Read shares must be 0 to 100 %."));
  if (s->random_percent > 100)
    return invalid (error, _("The random share must be 0 to 100 %."));
  if (s->queue_depths->len == 0 || s->threads->len == 0)
    return invalid (error, _("Choose at least one queue depth and one thread count."));
  if (s->kind != DS_SUITE_MIXES && (s->blocks->len == 0 || s->mixes->len == 0))
    return invalid (error, _("Choose at least one block size and one read share."));
  /* These sweep blocks or read shares at one depth (the plan takes the
   * first): a list would be silently cut short. */
  if ((s->kind == DS_SUITE_BLOCKSIZE || s->kind == DS_SUITE_RWMIX || s->kind == DS_SUITE_CACHE ||
       s->kind == DS_SUITE_LINEAR || ds_suite_kind_has_rounds (s->kind)) &&
      (s->queue_depths->len > 1 || s->threads->len > 1))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   /* TRANSLATORS: %s is a suite's name as typed, "blocksize" */
                   _("The %s suite runs at one queue depth and one thread count: give one of each "
                     "(qd-scaling sweeps them)."), ds_suite_kind_to_string (s->kind));
      return FALSE;
    }
  if ((s->kind == DS_SUITE_CACHE || s->kind == DS_SUITE_LINEAR) && s->blocks->len > 1)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("The %s suite writes or reads with one block size: give one."), ds_suite_kind_to_string (s->kind));
      return FALSE;
    }
  if (s->kind == DS_SUITE_IOPS_MATRIX)
    {
      gboolean block = FALSE, write = FALSE;

      for (guint i = 0; i < s->blocks->len; i++)
        block = block || g_array_index (s->blocks, guint64, i) == DS_SUITE_MATRIX_TRACKED_BLOCK;
      for (guint i = 0; i < s->mixes->len; i++)
        write = write || g_array_index (s->mixes, guint, i) == DS_SUITE_MATRIX_TRACKED_READ;
      if (!block || !write)
        return invalid (error, _("The IOPS matrix is steady when its 4K random write cell is: keep 4K in the block sizes and 0 in the read shares."));
      if (s->precondition_passes > DS_SUITE_PRECONDITION_PASSES_MAX)
        return invalid (error, _("Preconditioning takes 0 to 10 passes."));
    }
  if (s->kind == DS_SUITE_WSAT)
    {
      if (s->blocks->len != 1 || s->mixes->len != 1 || g_array_index (s->mixes, guint, 0) != 0)
        return invalid (error, _("Write saturation writes with one block size only: give one block size and read share 0."));
      if (!(s->write_multiple >= DS_SUITE_WSAT_MULTIPLE_MIN && s->write_multiple <= DS_SUITE_WSAT_MULTIPLE_MAX))
        return invalid (error, _("Write saturation writes 0.1 to 1000 times the test file."));
    }
  if (ds_suite_kind_has_rounds (s->kind))
    {
      DsSteadyOptions options = s->steady;

      options.round_s = round_seconds (s);
      if (s->warmup_s != 0)
        return invalid (error, _("Rounds have no warm-up: the first round is the fresh-out-of-box value. Leave --warmup out."));
      if (!ds_steady_options_validate (&options, error))
        return FALSE;
    }
  if (s->kind == DS_SUITE_MIXES && (s->blocks->len > 1 || s->mixes->len > 1))
    return invalid (error, _("A block size or read share given to the mixes suite replaces every preset's: give one."));
  if (s->kind == DS_SUITE_MIXES)
    {
      if (s->presets == NULL || s->presets[0] == NULL)
        return invalid (error, _("Choose at least one workload preset."));
      for (guint i = 0; s->presets[i] != NULL; i++)
        if (ds_suite_preset_find (s->presets[i]) == NULL)
          {
            GString *names = g_string_new (NULL);
            guint n;
            const DsSuitePreset *all = ds_suite_presets (&n);

            for (guint j = 0; j < n; j++)
              g_string_append_printf (names, "%s%s", j > 0 ? ", " : "", all[j].name);
            g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                         _("Unknown workload preset “%s”; the presets are %s."), s->presets[i], names->str);
            g_string_free (names, TRUE);
            return FALSE;
          }
    }
  if (pass)
    {
      for (guint i = 0; i < s->mixes->len; i++)
        {
          guint m = g_array_index (s->mixes, guint, i);

          if (m != 0 && m != 100)
            return invalid (error, _("The cache and linear suites read or write only: use read shares 100 and 0."));
        }
      if (s->kind == DS_SUITE_CACHE && g_array_index (s->mixes, guint, 0) != 0)
        return invalid (error, _("The cache suite writes: its read share is 0."));
      if (s->kind == DS_SUITE_SURFACE)
        {
          guint64 block = s->blocks->len > 0 ? g_array_index (s->blocks, guint64, 0) : MIB;

          for (guint i = 0; i < s->mixes->len; i++)
            if (g_array_index (s->mixes, guint, i) != 100)
              return invalid (error, _("The surface suite only reads: its read share is 100."));
          if (s->blocks->len != 1 || s->queue_depths->len != 1 || s->threads->len != 1 ||
              g_array_index (s->threads, guint, 0) != 1)
            return invalid (error, _("The surface suite reads with one block size and one queue depth, in one thread."));
          if (block < 4096 || block % 4096 != 0)
            return invalid (error, _("The surface suite's block size must be a multiple of 4 KiB (direct I/O on a drive)."));
          if (s->samples < 2 || s->samples > DS_SUITE_SURFACE_SAMPLES_MAX)
            return invalid (error, _("The surface suite takes 2 to 10000 samples."));
          if (!s->full_pass && (s->size_bytes < block || s->size_bytes > GIB))
            return invalid (error, _("The surface suite reads one block to 1 GiB at each sample."));
        }
      else if (s->size_bytes != 0 && (s->size_bytes < 16 * MIB || s->size_bytes > SIZE_MAX_BYTES))
        return invalid (error, _("The size must be at least 16 MiB, and at most the free space less the reserve."));
    }
  else
    {
      if (!(s->duration_s >= 0.5 && s->duration_s <= DS_SUITE_DURATION_MAX))
        return invalid (error, _("The measured time of a step must be 0.5 seconds to 24 hours (86400 seconds)."));
      if (!(s->warmup_s >= 0 && s->warmup_s <= DS_SUITE_WARMUP_MAX))
        return invalid (error, _("The warm-up of a step must be 0 to 600 seconds."));
      if (s->size_bytes < 16 * MIB || s->size_bytes > SIZE_MAX_BYTES)
        return invalid (error, _("The test file size must be at least 16 MiB, and at most the free space less the reserve."));
    }
  if (s->fill_percent > DS_IO_FILL_MAX_PERCENT)
    return invalid (error, _("The fill level must be 0 to 95 %."));
  if (!(s->latency_limit_us > 0 && s->latency_limit_us <= 60e6))
    return invalid (error, _("The latency limit must be above 0 and at most 60 s."));
  if ((guint) s->latency_limit_stat >= DS_LATENCY_STAT_N)
    return invalid (error, _("The latency limit is judged on mean, p99 or p99.9 latency."));
  if (s->kind != DS_SUITE_SURFACE)
    {
      guint step = 0;
      guint64 buffers = ds_suite_settings_buffer_bytes (s, &step);

      if (buffers > ds_io_buffer_limit ())
        {
          g_autofree char *need = g_format_size_full (buffers, G_FORMAT_SIZE_IEC_UNITS);
          g_autofree char *have = g_format_size_full (ds_io_buffer_limit (), G_FORMAT_SIZE_IEC_UNITS);

          g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                       _("Step %u needs %s of I/O buffers (at least one block per thread); at most %s is allowed here. "
                         "Choose a smaller block or fewer threads."), step + 1, need, have);
          return FALSE;
        }
    }
  plan = ds_suite_settings_plan (s);
  if (plan->len == 0)
    return invalid (error, _("The suite has no steps to run."));
  if (plan->len > DS_SUITE_MAX_STEPS)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("The suite would run %u steps; at most %u are allowed. Choose fewer block sizes, depths, threads or mixes."),
                   plan->len, DS_SUITE_MAX_STEPS);
      return FALSE;
    }
  return TRUE;
}

static void
step_free (gpointer data)
{
  DsSuiteStepSpec *spec = data;

  ds_suite_step_spec_clear (spec);
  g_free (spec);
}

static DsSuiteStepSpec *
add_step (GPtrArray  *plan,
          const char *label,
          guint       read_percent,
          guint       random_percent,
          guint64     block,
          guint       qd,
          guint       threads)
{
  DsSuiteStepSpec *spec = g_new0 (DsSuiteStepSpec, 1);

  spec->label = g_strdup (label);
  spec->read_percent = read_percent;
  spec->random_percent = random_percent;
  spec->block_size = block;
  spec->queue_depth = qd;
  spec->threads = threads;
  g_ptr_array_add (plan, spec);
  return spec;
}

#define U(a, i)   g_array_index ((a), guint, (i))
#define U64(a, i) g_array_index ((a), guint64, (i))

GPtrArray *
ds_suite_settings_plan (const DsSuiteSettings *s)
{
  GPtrArray *plan = g_ptr_array_new_with_free_func (step_free);
  guint qd0 = s->queue_depths->len > 0 ? U (s->queue_depths, 0) : 1;
  guint t0 = s->threads->len > 0 ? U (s->threads, 0) : 1;

  switch (s->kind)
    {
    case DS_SUITE_BLOCKSIZE:
      {
        guint random = s->random_percent >= 0 ? (guint) s->random_percent : 0;

        /* every block of one read share, then the next share */
        for (guint m = 0; m < s->mixes->len; m++)
          for (guint b = 0; b < s->blocks->len; b++)
            add_step (plan, NULL, U (s->mixes, m), random, U64 (s->blocks, b), qd0, t0);
      }
      break;
    case DS_SUITE_QD_SCALING:
      {
        guint random = s->random_percent >= 0 ? (guint) s->random_percent : 100;

        for (guint b = 0; b < s->blocks->len; b++)
          for (guint m = 0; m < s->mixes->len; m++)
            for (guint t = 0; t < s->threads->len; t++)
              for (guint q = 0; q < s->queue_depths->len; q++)
                add_step (plan, NULL, U (s->mixes, m), random, U64 (s->blocks, b),
                          U (s->queue_depths, q), U (s->threads, t));
      }
      break;
    case DS_SUITE_MIXES:
      for (guint p = 0; s->presets != NULL && s->presets[p] != NULL; p++)
        {
          const DsSuitePreset *pr = ds_suite_preset_find (s->presets[p]);

          if (pr == NULL)
            continue;
          for (guint t = 0; t < s->threads->len; t++)
            for (guint q = 0; q < s->queue_depths->len; q++)
              {
                DsSuiteStepSpec *spec = add_step (plan, pr->name,
                                                  s->mixes->len > 0 ? U (s->mixes, 0) : pr->read_percent,
                                                  s->random_percent >= 0 ? (guint) s->random_percent : pr->random_percent,
                                                  s->blocks->len > 0 ? U64 (s->blocks, 0) : pr->block_size,
                                                  U (s->queue_depths, q), U (s->threads, t));

                /* --blocks replaces the preset's distribution too. */
                if (s->blocks->len == 0)
                  spec->block_mix = pr->block_mix;
              }
        }
      break;
    case DS_SUITE_RWMIX:
      {
        guint random = s->random_percent >= 0 ? (guint) s->random_percent : 100;

        for (guint b = 0; b < s->blocks->len; b++)
          for (guint m = 0; m < s->mixes->len; m++)
            add_step (plan, NULL, U (s->mixes, m), random, U64 (s->blocks, b), qd0, t0);
      }
      break;
    case DS_SUITE_IOPS_MATRIX:
    case DS_SUITE_WSAT:
      /* one round: every block of one read share, then the next share */
      for (guint m = 0; m < s->mixes->len; m++)
        for (guint b = 0; b < s->blocks->len; b++)
          add_step (plan, NULL, U (s->mixes, m), 100, U64 (s->blocks, b), qd0, t0);
      break;
    case DS_SUITE_CACHE:
    case DS_SUITE_LINEAR:
    default:
      for (guint m = 0; m < s->mixes->len; m++)
        add_step (plan, NULL, U (s->mixes, m), 0, s->blocks->len > 0 ? U64 (s->blocks, 0) : MIB, qd0, t0);
      break;
    }
  return plan;
}

static guint
plan_length (const DsSuiteSettings *s)
{
  g_autoptr(GPtrArray) plan = ds_suite_settings_plan (s);

  return plan->len;
}

guint64
ds_suite_settings_buffer_bytes (const DsSuiteSettings *s,
                                guint                 *index)
{
  g_autoptr(GPtrArray) plan = ds_suite_settings_plan (s);
  guint64 most = 0;

  if (index != NULL)
    *index = 0;
  for (guint i = 0; i < plan->len; i++)
    {
      const DsSuiteStepSpec *spec = g_ptr_array_index (plan, i);
      DsIoMode mode = spec->read_percent >= 100 ? DS_IO_MODE_READ
                      : spec->read_percent == 0 ? DS_IO_MODE_WRITE : DS_IO_MODE_MIX;
      guint64 bytes = ds_io_workload_buffer_bytes (spec->block_size, spec->queue_depth, spec->threads, mode);

      if (bytes > most)
        {
          most = bytes;
          if (index != NULL)
            *index = i;
        }
    }
  return most;
}

double
ds_suite_settings_estimate_s (const DsSuiteSettings *s)
{
  g_autoptr(GPtrArray) plan = ds_suite_settings_plan (s);

  if (s->kind == DS_SUITE_SURFACE && !s->full_pass)
    return (double) s->samples * s->size_bytes / 500e6;
  if (s->kind == DS_SUITE_SURFACE)
    return s->drive_bytes > 0 ? (double) s->drive_bytes / 500e6 : NAN;
  if (ds_suite_kind_is_pass (s->kind))
    {
      guint64 size = s->size_bytes > 0 ? s->size_bytes : 16 * GIB;

      return plan->len * (double) size / 500e6;
    }
  if (s->kind == DS_SUITE_IOPS_MATRIX)
    /* at most: every round up to the maximum, and the passes at 500 MB/s */
    return s->steady.max_rounds * plan->len * s->duration_s + s->precondition_passes * (double) s->size_bytes / 500e6;
  if (s->kind == DS_SUITE_WSAT)
    /* at an assumed 50 000 IOPS of its blocks, at least one window */
    return MAX (s->steady.window * s->duration_s,
                s->write_multiple * (double) s->size_bytes / (50000.0 * MAX (U64 (s->blocks, 0), 512)));
  return plan->len * (s->warmup_s + s->duration_s);
}

static JsonArray *
u64_array (GArray *a)
{
  JsonArray *arr = json_array_new ();

  for (guint i = 0; i < a->len; i++)
    json_array_add_int_element (arr, (gint64) U64 (a, i));
  return arr;
}

static JsonArray *
uint_array (GArray *a)
{
  JsonArray *arr = json_array_new ();

  for (guint i = 0; i < a->len; i++)
    json_array_add_int_element (arr, U (a, i));
  return arr;
}

JsonObject *
ds_suite_settings_to_json (const DsSuiteSettings *s)
{
  JsonObject *obj = json_object_new ();
  JsonArray *presets_arr = json_array_new ();

  ds_json_set_string (obj, "suite", ds_suite_kind_to_string (s->kind));
  json_object_set_array_member (obj, "blocks", u64_array (s->blocks));
  json_object_set_array_member (obj, "queue_depths", uint_array (s->queue_depths));
  json_object_set_array_member (obj, "threads", uint_array (s->threads));
  json_object_set_array_member (obj, "mixes", uint_array (s->mixes));
  for (guint i = 0; s->presets != NULL && s->presets[i] != NULL; i++)
    json_array_add_string_element (presets_arr, s->presets[i]);
  json_object_set_array_member (obj, "presets", presets_arr);
  json_object_set_int_member (obj, "random_percent", s->random_percent);
  ds_json_set_double (obj, "duration_s", s->duration_s);
  ds_json_set_double (obj, "warmup_s", s->warmup_s);
  ds_json_set_u64 (obj, "size_bytes", s->size_bytes);
  json_object_set_int_member (obj, "fill_percent", s->fill_percent);
  ds_run_settings_set_latency_limit (obj, s->latency_limit_stat, s->latency_limit_us);
  {
    g_autofree char *data = ds_data_spec_to_string (s->data, s->compressible);

    ds_json_set_string (obj, "data", data);
  }
  ds_json_set_string (obj, "engine", ds_io_engine_kind_to_string (s->engine));
  json_object_set_boolean_member (obj, "allow_cached", s->allow_cached);
  json_object_set_boolean_member (obj, "verify", s->verify);
  ds_json_set_string (obj, "dir", s->dir);
  if (ds_suite_kind_has_rounds (s->kind))
    {
      JsonObject *steady = json_object_new ();
      DsSteadyOptions options = s->steady;

      options.round_s = round_seconds (s);
      ds_steady_options_to_json (&options, steady);
      if (s->kind == DS_SUITE_IOPS_MATRIX)
        json_object_set_int_member (steady, "precondition_passes", s->precondition_passes);
      else
        ds_json_set_double (steady, "write_multiple", s->write_multiple);
      json_object_set_object_member (obj, "steady", steady);
    }
  if (s->kind == DS_SUITE_SURFACE)
    {
      ds_json_set_string (obj, "drive", s->drive);
      json_object_set_int_member (obj, "samples", s->samples);
      json_object_set_boolean_member (obj, "full_pass", s->full_pass);
    }
  return obj;
}

/* --- parsers --- */

static gboolean
parse_block (const char *text,
             guint64    *out)
{
  g_autofree char *t = g_strstrip (g_ascii_strup (text, -1));
  char *end = NULL;
  guint64 value, mult = 1;

  if (!g_ascii_isdigit (t[0]))
    return FALSE;
  value = g_ascii_strtoull (t, &end, 10);
  if (g_str_equal (end, "") || g_str_equal (end, "B"))
    mult = 1;
  else if (g_str_equal (end, "K") || g_str_equal (end, "KB") || g_str_equal (end, "KIB"))
    mult = KIB;
  else if (g_str_equal (end, "M") || g_str_equal (end, "MB") || g_str_equal (end, "MIB"))
    mult = MIB;
  else if (g_str_equal (end, "G") || g_str_equal (end, "GB") || g_str_equal (end, "GIB"))
    mult = GIB;
  else
    return FALSE;
  if (value == 0 || value > 64 * GIB / mult)
    return FALSE;
  *out = value * mult;
  return TRUE;
}

/* "a-b" with both ends, or NULL ends for a single item. */
static gboolean
split_range (const char  *item,
             char       **lo,
             char       **hi)
{
  const char *dash = strchr (item, '-');

  if (dash == NULL)
    return FALSE;
  *lo = g_strndup (item, dash - item);
  *hi = g_strdup (dash + 1);
  return TRUE;
}

gboolean
ds_suite_parse_blocks (const char  *text,
                       GArray      *out,
                       GError     **error)
{
  g_auto(GStrv) items = g_strsplit (text != NULL ? text : "", ",", -1);

  g_array_set_size (out, 0);
  for (guint i = 0; items[i] != NULL; i++)
    {
      g_autofree char *lo = NULL, *hi = NULL;
      guint64 a, b;

      if (split_range (items[i], &lo, &hi))
        {
          if (!parse_block (lo, &a) || !parse_block (hi, &b) || b < a)
            goto bad;
          for (guint64 v = a; v <= b; v *= 2)
            g_array_append_val (out, v);
        }
      else
        {
          if (!parse_block (items[i], &a))
            goto bad;
          g_array_append_val (out, a);
        }
      continue;
bad:
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("Bad block size “%s”: write sizes such as 512, 4K, 1M, or a range of powers of two such as 512-64M."),
                   g_strstrip (items[i]));
      return FALSE;
    }
  if (out->len == 0)
    return invalid (error, _("Give at least one block size."));
  return TRUE;
}

static gboolean
parse_uint (const char *text,
            guint64    *out)
{
  g_autofree char *t = g_strstrip (g_strdup (text));

  return t[0] != '\0' && g_ascii_string_to_unsigned (t, 10, 0, G_MAXUINT32, out, NULL);
}

gboolean
ds_suite_parse_counts (const char  *text,
                       guint        min,
                       guint        max,
                       GArray      *out,
                       GError     **error)
{
  g_auto(GStrv) items = g_strsplit (text != NULL ? text : "", ",", -1);

  g_array_set_size (out, 0);
  for (guint i = 0; items[i] != NULL; i++)
    {
      g_autofree char *lo = NULL, *hi = NULL;
      guint64 a, b;

      if (split_range (items[i], &lo, &hi))
        {
          if (!parse_uint (lo, &a) || !parse_uint (hi, &b) || a < min || b > max || b < a || a == 0)
            goto bad;
          for (guint64 v = a; v <= b; v *= 2)
            {
              guint u = (guint) v;

              g_array_append_val (out, u);
            }
        }
      else
        {
          guint u;

          if (!parse_uint (items[i], &a) || a < min || a > max)
            goto bad;
          u = (guint) a;
          g_array_append_val (out, u);
        }
      continue;
bad:
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("Bad value “%s”: give numbers from %u to %u separated by commas, or a range of powers of two such as 1-256."),
                   g_strstrip (items[i]), min, max);
      return FALSE;
    }
  if (out->len == 0)
    return invalid (error, _("Give at least one number."));
  return TRUE;
}

gboolean
ds_suite_parse_mixes (const char  *text,
                      GArray      *out,
                      GError     **error)
{
  g_auto(GStrv) items = g_strsplit (text != NULL ? text : "", ",", -1);

  g_array_set_size (out, 0);
  for (guint i = 0; items[i] != NULL; i++)
    {
      g_autofree char *t = g_strstrip (g_strdup (items[i]));
      guint64 v;
      guint u;

      if (g_str_has_suffix (t, "%"))
        t[strlen (t) - 1] = '\0';
      if (!parse_uint (t, &v) || v > 100)
        {
          g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                       _("Bad read share “%s”: give percentages from 0 (write only) to 100 (read only), such as 100,65,0."),
                       g_strstrip (items[i]));
          return FALSE;
        }
      u = (guint) v;
      g_array_append_val (out, u);
    }
  if (out->len == 0)
    return invalid (error, _("Give at least one read share."));
  return TRUE;
}

gboolean
ds_suite_parse_latency (const char  *text,
                        double      *out_us,
                        GError     **error)
{
  g_autofree char *t = g_strstrip (g_strdup (text != NULL ? text : ""));
  char *end = NULL;
  double v, mult;

  v = g_ascii_strtod (t, &end);
  if (end == t || !isfinite (v) || v <= 0)
    goto bad;
  if (*end == '\0' || g_str_equal (end, "ms"))
    mult = 1000.0;
  else if (g_str_equal (end, "us") || g_str_equal (end, "µs"))
    mult = 1.0;
  else if (g_str_equal (end, "s"))
    mult = 1e6;
  else
    goto bad;
  *out_us = v * mult;
  return TRUE;

bad:
  g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
               _("Bad latency “%s”: write it as 0.75ms, 750us or 2s."), t);
  return FALSE;
}

gboolean
ds_suite_parse_latency_limit (const char    *text,
                              DsLatencyStat *out_stat,
                              double        *out_us,
                              GError       **error)
{
  g_autofree char *t = g_strstrip (g_strdup (text != NULL ? text : ""));
  const char *colon = strchr (t, ':');
  DsLatencyStat stat = DS_LATENCY_STAT_P99;
  double us;

  if (colon != NULL)
    {
      g_autofree char *name = g_strstrip (g_strndup (t, colon - t));

      if (!ds_latency_stat_from_string (name, &stat))
        {
          g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                       /* TRANSLATORS: the statistics stay as typed: mean, p99, p99.9 */
                       _("Bad latency statistic “%s”: write mean, p99 or p99.9 before the colon, as mean:0.75ms."),
                       name);
          return FALSE;
        }
      colon++;
    }
  if (!ds_suite_parse_latency (colon != NULL ? colon : t, &us, error))
    return FALSE;
  *out_stat = stat;
  *out_us = us;
  return TRUE;
}

/* --- the options as the command line writes them --- */

/* Whether @a (of guint64 or guint) is three or more values, each twice the
 * one before: then it is written as a range. */
static gboolean
doubles (const GArray *a,
         gboolean      wide)
{
  if (a == NULL || a->len < 3)
    return FALSE;
  for (guint i = 1; i < a->len; i++)
    {
      guint64 prev = wide ? g_array_index (a, guint64, i - 1) : g_array_index (a, guint, i - 1);
      guint64 cur = wide ? g_array_index (a, guint64, i) : g_array_index (a, guint, i);

      if (cur != prev * 2)
        return FALSE;
    }
  return TRUE;
}

static char *
blocks_text (const GArray *blocks)
{
  GString *s = g_string_new (NULL);

  if (doubles (blocks, TRUE))
    {
      g_autofree char *lo = ds_suite_format_block (g_array_index (blocks, guint64, 0));
      g_autofree char *hi = ds_suite_format_block (g_array_index (blocks, guint64, blocks->len - 1));

      g_string_append_printf (s, "%s-%s", lo, hi);
    }
  else
    for (guint i = 0; blocks != NULL && i < blocks->len; i++)
      {
        g_autofree char *b = ds_suite_format_block (g_array_index (blocks, guint64, i));

        g_string_append_printf (s, "%s%s", i > 0 ? "," : "", b);
      }
  return g_string_free (s, FALSE);
}

static char *
counts_text (const GArray *counts,
             gboolean      ranges)
{
  GString *s = g_string_new (NULL);

  if (ranges && doubles (counts, FALSE))
    g_string_append_printf (s, "%u-%u", g_array_index (counts, guint, 0), g_array_index (counts, guint, counts->len - 1));
  else
    for (guint i = 0; counts != NULL && i < counts->len; i++)
      g_string_append_printf (s, "%s%u", i > 0 ? "," : "", g_array_index (counts, guint, i));
  return g_string_free (s, FALSE);
}

char *
ds_suite_settings_option_text (const DsSuiteSettings *settings,
                               DsSuiteOption          option)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  switch (option)
    {
    case DS_SUITE_OPTION_BLOCKS:
      return blocks_text (settings->blocks);
    case DS_SUITE_OPTION_QUEUE_DEPTHS:
      return counts_text (settings->queue_depths, TRUE);
    case DS_SUITE_OPTION_MIXES:
      /* the read shares are no powers of two, and ds_suite_parse_mixes
       * reads no range */
      return counts_text (settings->mixes, FALSE);
    case DS_SUITE_OPTION_PRESETS:
      return settings->presets != NULL ? g_strjoinv (",", settings->presets) : g_strdup ("");
    case DS_SUITE_OPTION_LATENCY_LIMIT:
    default:
      g_ascii_formatd (buf, sizeof buf, "%g", settings->latency_limit_us / 1000.0);
      if (settings->latency_limit_stat == DS_LATENCY_STAT_P99)
        return g_strdup_printf ("%sms", buf);
      return g_strdup_printf ("%s:%sms", ds_latency_stat_to_string (settings->latency_limit_stat), buf);
    }
}
