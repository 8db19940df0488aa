/* ds-bench-settings.c — benchmark settings, CrystalDiskMark profiles, ranges
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ds-bench-job.h"
#include "ds-bench-enum-types.h"
#include "ds-bench-enums.h"
#include "ds-enum-nicks.h"
#include "ds-error.h"
#include "ds-io-fill.h"

#define MIB (G_GUINT64_CONSTANT (1) << 20)

/* CrystalDiskMark 8's test sets, by DsBenchProfile. */
static const char *const profile_tests[][5] = {
  [DS_BENCH_PROFILE_DEFAULT] = { "SEQ1M Q8T1", "SEQ1M Q1T1", "RND4K Q32T1", "RND4K Q1T1", NULL },
  [DS_BENCH_PROFILE_NVME]    = { "SEQ1M Q8T1", "SEQ128K Q32T1", "RND4K Q32T16", "RND4K Q1T1", NULL },
  [DS_BENCH_PROFILE_PEAK]    = { "SEQ1M Q8T1", "RND4K Q32T16", NULL },
  [DS_BENCH_PROFILE_REAL]    = { "SEQ1M Q1T1", "RND4K Q1T1", NULL },
  [DS_BENCH_PROFILE_DEMO]    = { "SEQ1M Q8T1", NULL },
};

const char *const *
ds_bench_profile_names (void)
{
  static gsize names;

  if (g_once_init_enter (&names))
    g_once_init_leave (&names, (gsize) ds_enum_nicks (DS_TYPE_BENCH_PROFILE));
  return (const char *const *) names;
}

const char *const *
ds_bench_profile_tests (const char *profile)
{
  int value;

  if (!ds_enum_from_nick (DS_TYPE_BENCH_PROFILE, profile, &value) ||
      value < 0 || (gsize) value >= G_N_ELEMENTS (profile_tests))
    return NULL;
  return profile_tests[value];
}

gboolean
ds_bench_modes_from_string (const char   *text,
                            DsBenchModes *out)
{
  g_auto(GStrv) parts = NULL;
  DsBenchModes modes = 0;

  if (text == NULL)
    return FALSE;
  if (g_str_equal (text, "all"))
    {
      *out = DS_BENCH_MODES_ALL;
      return TRUE;
    }
  parts = g_strsplit (text, ",", -1);
  for (guint i = 0; parts[i] != NULL; i++)
    {
      DsIoMode mode;

      if (!ds_io_mode_from_string (g_strstrip (parts[i]), &mode))
        return FALSE;
      modes |= 1u << mode;
    }
  if (modes == 0)
    return FALSE;
  *out = modes;
  return TRUE;
}

DsBenchSettings *
ds_bench_settings_new (void)
{
  DsBenchSettings *self = g_new0 (DsBenchSettings, 1);

  self->tests = g_array_new (FALSE, TRUE, sizeof (DsBenchSpec));
  self->modes = DS_BENCH_MODES_READ_WRITE;
  self->mix_read_percent = DS_BENCH_MIX_DEFAULT;
  self->size_bytes = DS_BENCH_SIZE_DEFAULT;
  self->runs = DS_BENCH_RUNS_DEFAULT;
  self->duration_s = DS_BENCH_DURATION_DEFAULT;
  self->interval_s = DS_BENCH_INTERVAL_DEFAULT;
  self->warmup_s = 1.0;
  self->data = DS_DATA_PATTERN_RANDOM;
  self->engine = DS_IO_ENGINE_AUTO;
  ds_bench_steady_init (&self->steady);
  ds_bench_settings_set_profile (self, "default", NULL);
  return self;
}

DsBenchSettings *
ds_bench_settings_copy (const DsBenchSettings *src)
{
  DsBenchSettings *self = g_new0 (DsBenchSettings, 1);

  *self = *src;
  self->dir = g_strdup (src->dir);
  self->drive = g_strdup (src->drive);
  self->profile = g_strdup (src->profile);
  self->tests = g_array_new (FALSE, TRUE, sizeof (DsBenchSpec));
  g_array_append_vals (self->tests, src->tests->data, src->tests->len);
  return self;
}

void
ds_bench_settings_free (DsBenchSettings *self)
{
  if (self == NULL)
    return;
  g_free (self->dir);
  g_free (self->drive);
  g_free (self->profile);
  g_clear_pointer (&self->tests, g_array_unref);
  g_free (self);
}

gboolean
ds_bench_settings_set_profile (DsBenchSettings  *self,
                               const char       *profile,
                               GError          **error)
{
  const char *const *tests = ds_bench_profile_tests (profile);

  if (tests == NULL)
    {
      g_autofree char *names = g_strjoinv (", ", (char **) ds_bench_profile_names ());

      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("Unknown profile “%s”: choose one of %s."), profile, names);
      return FALSE;
    }
  g_array_set_size (self->tests, 0);
  for (guint i = 0; tests[i] != NULL; i++)
    {
      DsBenchSpec spec;

      if (!ds_bench_spec_parse (tests[i], &spec, error))
        g_return_val_if_reached (FALSE);
      g_array_append_val (self->tests, spec);
    }
  g_free (self->profile);
  self->profile = g_strdup (profile);
  return TRUE;
}

gboolean
ds_bench_settings_set_tests (DsBenchSettings  *self,
                             const char       *tests,
                             GError          **error)
{
  g_autoptr(GArray) specs = g_array_new (FALSE, TRUE, sizeof (DsBenchSpec));
  g_auto(GStrv) parts = g_strsplit_set (tests, ",;", -1);

  for (guint i = 0; parts[i] != NULL; i++)
    {
      DsBenchSpec spec;

      g_strstrip (parts[i]);
      if (parts[i][0] == '\0')
        continue;
      if (!ds_bench_spec_parse (parts[i], &spec, error))
        return FALSE;
      g_array_append_val (specs, spec);
    }
  if (specs->len == 0)
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                           _("No tests given: name them as in “SEQ1M Q8T1,RND4K Q1T1”."));
      return FALSE;
    }
  g_array_unref (self->tests);
  self->tests = g_steal_pointer (&specs);
  g_clear_pointer (&self->profile, g_free);
  return TRUE;
}

gboolean
ds_bench_settings_validate (const DsBenchSettings  *self,
                            GError                **error)
{
  if (self->dir == NULL || self->dir[0] == '\0')
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                           _("No directory for the test file: choose one with --dir, or a drive with --drive."));
      return FALSE;
    }
  if (self->size_bytes < DS_BENCH_SIZE_MIN || self->size_bytes > DS_BENCH_SIZE_MAX)
    {
      g_autofree char *size = g_format_size_full (self->size_bytes, G_FORMAT_SIZE_IEC_UNITS);

      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("Test size %s is out of range: choose at least 16 MiB, and at most the free space less the reserve."), size);
      return FALSE;
    }
  if (self->runs < DS_BENCH_RUNS_MIN || self->runs > DS_BENCH_RUNS_MAX)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("%u runs is out of range: choose 1 to 9."), self->runs);
      return FALSE;
    }
  if (self->duration_s < DS_BENCH_DURATION_MIN || self->duration_s > DS_BENCH_DURATION_MAX)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("A measure time of %u s is out of range: choose 1 second to 24 hours (86400 seconds)."), self->duration_s);
      return FALSE;
    }
  if (self->interval_s > DS_BENCH_INTERVAL_MAX)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("An interval of %u s is out of range: choose 0 to 600 seconds."), self->interval_s);
      return FALSE;
    }
  if (self->mix_read_percent < DS_BENCH_MIX_MIN || self->mix_read_percent > DS_BENCH_MIX_MAX)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("A read share of %u %% is out of range: choose 10 to 90."), self->mix_read_percent);
      return FALSE;
    }
  if (self->warmup_s < 0 || self->warmup_s > 60)
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                           _("The warm-up is out of range: choose 0 to 60 seconds."));
      return FALSE;
    }
  if (self->fill_percent > DS_IO_FILL_MAX_PERCENT)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("A fill level of %u %% is out of range: choose 0 to %u %%."),
                   self->fill_percent, DS_IO_FILL_MAX_PERCENT);
      return FALSE;
    }
  if ((self->modes & DS_BENCH_MODES_ALL) == 0 || self->tests->len == 0)
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                           _("Nothing to run: choose at least one test and one mode."));
      return FALSE;
    }
  for (guint i = 0; i < self->tests->len; i++)
    {
      const DsBenchSpec *spec = &g_array_index (self->tests, DsBenchSpec, i);
      guint threads = spec->pattern == DS_IO_PATTERN_SEQ ? spec->threads : 1;

      if (spec->block_size * threads > self->size_bytes)
        {
          g_autofree char *name = ds_bench_spec_to_string (spec);
          g_autofree char *size = g_format_size_full (self->size_bytes, G_FORMAT_SIZE_IEC_UNITS);

          g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                       _("The test %s needs more than the %s test file. Choose a larger test size."),
                       name, size);
          return FALSE;
        }
    }
  return ds_bench_steady_validate (&self->steady, error);
}

JsonObject *
ds_bench_settings_to_json (const DsBenchSettings *self)
{
  JsonObject *obj = json_object_new ();
  JsonArray *modes = json_array_new ();
  JsonArray *tests = json_array_new ();

  if (self->profile != NULL)
    json_object_set_string_member (obj, "profile", self->profile);
  else
    json_object_set_null_member (obj, "profile");
  json_object_set_int_member (obj, "size_bytes", (gint64) self->size_bytes);
  json_object_set_int_member (obj, "runs", self->runs);
  json_object_set_int_member (obj, "duration_s", self->duration_s);
  json_object_set_int_member (obj, "interval_s", self->interval_s);
  json_object_set_double_member (obj, "warmup_s", self->warmup_s);
  {
    g_autofree char *data = ds_data_spec_to_string (self->data, self->compressible);

    json_object_set_string_member (obj, "data", data);
  }
  json_object_set_string_member (obj, "engine", ds_io_engine_kind_to_string (self->engine));
  json_object_set_int_member (obj, "mix_read_percent", self->mix_read_percent);
  for (DsIoMode m = DS_IO_MODE_READ; m <= DS_IO_MODE_MIX; m++)
    if (self->modes & (1u << m))
      json_array_add_string_element (modes, ds_io_mode_to_string (m));
  json_object_set_array_member (obj, "modes", modes);
  for (guint i = 0; i < self->tests->len; i++)
    {
      g_autofree char *name = ds_bench_spec_to_string (&g_array_index (self->tests, DsBenchSpec, i));

      json_array_add_string_element (tests, name);
    }
  json_object_set_array_member (obj, "tests", tests);
  json_object_set_boolean_member (obj, "allow_cached", self->allow_cached);
  json_object_set_int_member (obj, "fill_percent", self->fill_percent);
  if (self->dir != NULL)
    json_object_set_string_member (obj, "dir", self->dir);
  if (self->drive != NULL)
    json_object_set_string_member (obj, "drive", self->drive);
  ds_bench_steady_to_json (&self->steady, obj);
  json_object_set_boolean_member (obj, "verify", self->verify);
  return obj;
}

gboolean
ds_bench_parse_size (const char  *text,
                     guint64     *out,
                     GError     **error)
{
  g_autofree char *copy = g_strstrip (g_strdup (text != NULL ? text : ""));
  guint64 mult = 1, value;
  char *end = NULL;

  if (copy[0] == '\0' || !g_ascii_isdigit (copy[0]))
    goto bad;
  value = g_ascii_strtoull (copy, &end, 10);
  while (*end == ' ')
    end++;
  if (*end == '\0' || g_ascii_strcasecmp (end, "B") == 0)
    mult = 1;
  else if (g_ascii_strcasecmp (end, "K") == 0 || g_ascii_strcasecmp (end, "KiB") == 0)
    mult = G_GUINT64_CONSTANT (1) << 10;
  else if (g_ascii_strcasecmp (end, "M") == 0 || g_ascii_strcasecmp (end, "MiB") == 0)
    mult = MIB;
  else if (g_ascii_strcasecmp (end, "G") == 0 || g_ascii_strcasecmp (end, "GiB") == 0)
    mult = G_GUINT64_CONSTANT (1) << 30;
  else if (g_ascii_strcasecmp (end, "T") == 0 || g_ascii_strcasecmp (end, "TiB") == 0)
    mult = G_GUINT64_CONSTANT (1) << 40;
  else if (g_ascii_strcasecmp (end, "KB") == 0)
    mult = 1000;
  else if (g_ascii_strcasecmp (end, "MB") == 0)
    mult = 1000000;
  else if (g_ascii_strcasecmp (end, "GB") == 0)
    mult = 1000000000;
  else
    goto bad;
  if (value > G_MAXUINT64 / mult)
    goto bad;
  *out = value * mult;
  return TRUE;

bad:
  g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
               _("Cannot read the size “%s”: write it as 1GiB, 512MiB or 64M."), text);
  return FALSE;
}

/* --- the sizes to choose from --- */

static const guint size_choices_mib[] = { 16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384, 32768, 65536 };

G_STATIC_ASSERT (((guint64) 16 << 20) == DS_BENCH_SIZE_MIN);
/* The list stops at 64 GiB; larger files (up to the free space less the
 * reserve, DS_BENCH_SIZE_MAX at most) are typed with --size. */
G_STATIC_ASSERT (((guint64) 65536 << 20) < DS_BENCH_SIZE_MAX);

guint
ds_bench_size_n_choices (void)
{
  return G_N_ELEMENTS (size_choices_mib);
}

guint64
ds_bench_size_choice (guint index)
{
  return (guint64) size_choices_mib[MIN (index, G_N_ELEMENTS (size_choices_mib) - 1)] << 20;
}

guint
ds_bench_size_choice_index (guint64 bytes)
{
  for (guint i = 0; i < G_N_ELEMENTS (size_choices_mib); i++)
    if (ds_bench_size_choice (i) >= bytes)
      return i;
  return G_N_ELEMENTS (size_choices_mib) - 1;
}

char *
ds_bench_size_choice_label (guint index)
{
  guint mib = (guint) (ds_bench_size_choice (index) >> 20);

  if (mib >= 1024)
    /* TRANSLATORS: a test file size in binary gigabytes */
    return g_strdup_printf (_("%u GiB"), mib / 1024);
  /* TRANSLATORS: a test file size in binary megabytes */
  return g_strdup_printf (_("%u MiB"), mib);
}
