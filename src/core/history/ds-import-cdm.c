/* ds-import-cdm.c — CrystalDiskMark 8 and 9 text exports
 *
 * The layout (File > Save text, or Copy): a dashed banner naming the
 * version, the unit notes, then "[Read]", "[Write]" and optionally
 * "[Mix] Read 70%/Write 30%" sections of lines like
 *
 *   SEQ    1MiB (Q=  8, T= 1):  3552.209 MB/s [   3387.6 IOPS] <  2360.51 us>
 *
 * and a footer of "Profile:", "Test:", "Mode:", "Time:", "Date:", "OS:" and
 * "Comment:" lines. The Default, NVMe SSD, Peak and Real settings differ
 * only in which tests appear. Numbers are always printed with a dot, so
 * they are read with g_ascii_strtod whatever the locale.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ds-conditions.h"
#include "ds-format.h"
#include "ds-error.h"
#include "ds-import.h"
#include "ds-json.h"

#define GIB (G_GUINT64_CONSTANT (1) << 30)
#define MIB (G_GUINT64_CONSTANT (1) << 20)

char *
ds_import_uuid_for (const char *data,
                    gsize       length)
{
  g_autofree char *hex = g_compute_checksum_for_data (G_CHECKSUM_SHA256, (const guchar *) data, length);
  char version_nibble = '5';
  const char variants[] = "89ab";

  /* xxxxxxxx-xxxx-5xxx-Vxxx-xxxxxxxxxxxx */
  return g_strdup_printf ("%.8s-%.4s-%c%.3s-%c%.3s-%.12s",
                          hex, hex + 8, version_nibble, hex + 13,
                          variants[g_ascii_xdigit_value (hex[16]) & 3], hex + 17, hex + 20);
}

typedef struct
{
  const char *p;
} Cursor;

static void
skip_spaces (Cursor *c)
{
  while (*c->p == ' ' || *c->p == '\t')
    c->p++;
}

static gboolean
expect (Cursor     *c,
        const char *literal)
{
  skip_spaces (c);
  if (!g_str_has_prefix (c->p, literal))
    return FALSE;
  c->p += strlen (literal);
  return TRUE;
}

/* CrystalDiskMark prints plain decimals: "3552.209", "0.00". No sign, no
 * exponent, no hex float (which g_ascii_strtod alone would take), at most
 * 15 digits before the point so every value is exact and far from
 * overflowing what it is stored in. */
static gboolean
number (Cursor *c,
        double *out)
{
  const char *p;
  char *end = NULL;
  guint digits = 0;

  skip_spaces (c);
  for (p = c->p; g_ascii_isdigit (*p); p++)
    digits++;
  if (digits == 0 || digits > 15)
    return FALSE;
  if (*p == '.')
    {
      p++;
      if (!g_ascii_isdigit (*p))
        return FALSE;
      while (g_ascii_isdigit (*p))
        p++;
    }
  *out = g_ascii_strtod (c->p, &end);
  if (end != p || !isfinite (*out))
    return FALSE;
  c->p = end;
  return TRUE;
}

/* CrystalDiskMark's largest test size. */
#define MAX_TEST_SIZE   (64 * GIB)

/* At most ~200 characters of a line, for a message. */
static char *
quote (const char *line)
{
  const char *end = line;

  for (guint n = 0; *end != '\0' && n < 200; n++)
    end = g_utf8_next_char (end);
  if (*end == '\0')
    return g_strdup (line);
  return g_strdup_printf ("%.*s…", (int) (end - line), line);
}

/* "SEQ    1MiB (Q=  8, T= 1):  3552.209 MB/s [   3387.6 IOPS] <  2360.51 us>" */
static gboolean
parse_test_line (const char      *line,
                 DsBenchSpec     *spec,
                 DsIoRunStats *stats)
{
  Cursor c = { line };
  double size, qd, threads, mbps, iops, lat;
  g_autofree char *name = NULL;

  skip_spaces (&c);
  if (g_str_has_prefix (c.p, "SEQ"))
    spec->pattern = DS_IO_PATTERN_SEQ;
  else if (g_str_has_prefix (c.p, "RND"))
    spec->pattern = DS_IO_PATTERN_RND;
  else
    return FALSE;
  c.p += 3;
  if (!number (&c, &size) || size <= 0 || size != floor (size))
    return FALSE;
  if (g_str_has_prefix (c.p, "KiB"))
    spec->block_size = (guint64) size * 1024;
  else if (g_str_has_prefix (c.p, "MiB"))
    spec->block_size = (guint64) size * MIB;
  else
    return FALSE;
  c.p += 3;
  if (!expect (&c, "(Q=") || !number (&c, &qd) || !expect (&c, ",") ||
      !expect (&c, "T=") || !number (&c, &threads) || !expect (&c, "):") ||
      !number (&c, &mbps) || !expect (&c, "MB/s") ||
      !expect (&c, "[") || !number (&c, &iops) || !expect (&c, "IOPS]") ||
      !expect (&c, "<") || !number (&c, &lat) || !expect (&c, "us>"))
    return FALSE;
  if (mbps > DS_IMPORT_MAX_MBPS || iops > DS_IMPORT_MAX_IOPS || lat > DS_IMPORT_MAX_LATENCY_US)
    return FALSE;
  skip_spaces (&c);
  if (*c.p != '\0' || qd != floor (qd) || threads != floor (threads) || qd < 1 || threads < 1)
    return FALSE;
  spec->queue_depth = (guint) qd;
  spec->threads = (guint) threads;
  /* The spec parser holds the ranges (block 512 .. 64M, QD 1..1024, T 1..256). */
  name = ds_bench_spec_to_string (spec);
  if (!ds_bench_spec_parse (name, spec, NULL))
    return FALSE;

  memset (stats, 0, sizeof *stats);
  stats->mbps = mbps;
  stats->iops = iops;
  stats->seconds = NAN;
  stats->lat_mean_us = lat;
  stats->lat_min_us = stats->lat_max_us = stats->lat_stddev_us = NAN;
  stats->lat_p50_us = stats->lat_p90_us = stats->lat_p99_us = NAN;
  stats->lat_p999_us = stats->lat_p9999_us = NAN;
  return TRUE;
}

/* "1 GiB (x5) [C: 33% (155/476GiB)]". What is there must be right: a
 * size, run count or fill that cannot be is refused, not dropped. */
static gboolean
parse_test_footer (const char *value,
                   JsonObject *settings,
                   JsonObject *conditions)
{
  Cursor c = { value };
  double size, runs, pct, used, total;
  const char *bracket;

  skip_spaces (&c);
  if (g_ascii_isdigit (*c.p))
    {
      if (!number (&c, &size) || size <= 0)
        return FALSE;
      skip_spaces (&c);
      if (g_str_has_prefix (c.p, "GiB"))
        size *= GIB;
      else if (g_str_has_prefix (c.p, "MiB"))
        size *= MIB;
      else
        return FALSE;
      if (size > MAX_TEST_SIZE)
        return FALSE;
      ds_json_set_u64 (settings, "size_bytes", (guint64) size);
    }
  if (strstr (value, "(x") != NULL)
    {
      c.p = strstr (value, "(x") + 2;
      if (!number (&c, &runs) || runs != floor (runs) || runs < 1 || runs > DS_IMPORT_MAX_RUNS ||
          !expect (&c, ")"))
        return FALSE;
      json_object_set_int_member (settings, "runs", (gint64) runs);
    }
  bracket = strchr (value, '[');
  if (bracket != NULL && strchr (bracket, ':') != NULL)
    {
      const char *colon = strchr (bracket, ':');
      g_autofree char *dir = g_strndup (bracket + 1, colon - bracket);

      ds_conditions_set_dir (conditions, dir);
      c.p = colon + 1;
      skip_spaces (&c);
      if (*c.p == '-')
        return FALSE;
      if (number (&c, &pct) && expect (&c, "%"))
        {
          if (pct > 100)
            return FALSE;
          ds_conditions_set_fill_percent (conditions, pct);
          if (expect (&c, "("))
            {
              if (!number (&c, &used) || !expect (&c, "/") || !number (&c, &total) ||
                  !expect (&c, "GiB") || total < used)
                return FALSE;
              ds_conditions_set_free_bytes (conditions, (guint64) ((total - used) * GIB));
            }
        }
    }
  return TRUE;
}

/* "Measure 5 sec / Interval 5 sec" */
static gboolean
parse_time_footer (const char *value,
                   JsonObject *settings)
{
  Cursor c = { value };
  double measure, interval;

  if (expect (&c, "Measure"))
    {
      if (!number (&c, &measure) || measure > DS_IMPORT_MAX_SECONDS)
        return FALSE;
      json_object_set_double_member (settings, "duration_s", measure);
    }
  if (strstr (value, "Interval") != NULL)
    {
      c.p = strstr (value, "Interval") + strlen ("Interval");
      if (!number (&c, &interval) || interval > DS_IMPORT_MAX_SECONDS)
        return FALSE;
      json_object_set_double_member (settings, "interval_s", interval);
    }
  return TRUE;
}

/* "2024/01/06 5:41:48": the Windows machine's local time, whose zone the
 * export does not say. It is read in the local zone of the machine that
 * imports it (most often the same person's, in the same zone); the text
 * itself is kept in the conditions (ds_conditions_get_cdm_date). */
static gboolean
parse_date (const char *value,
            gint64     *out)
{
  int y, mo, d, h, mi, s;
  g_autoptr(GDateTime) dt = NULL;
  char tail;

  if (sscanf (value, "%d/%d/%d %d:%d:%d%c", &y, &mo, &d, &h, &mi, &s, &tail) != 6 &&
      sscanf (value, "%d-%d-%d %d:%d:%d%c", &y, &mo, &d, &h, &mi, &s, &tail) != 6)
    return FALSE;
  dt = g_date_time_new_local (y, mo, d, h, mi, s);
  if (dt == NULL)
    return FALSE;
  *out = g_date_time_to_unix (dt);
  return TRUE;
}

static guint
count_lines (const char *data,
             gsize       length,
             gsize       unit)
{
  guint line = 1;

  /* unit 2: UTF-16LE, where a newline is 0x0a 0x00. */
  for (gsize i = 0; i + unit <= length; i += unit)
    if (data[i] == '\n' && (unit == 1 || data[i + 1] == '\0'))
      line++;
  return line;
}

static char *
decode (const char  *data,
        gsize        length,
        GError     **error)
{
  const char *end = NULL;
  const char *nul;
  gboolean valid;

  if (length >= 2 && (guchar) data[0] == 0xff && (guchar) data[1] == 0xfe)
    {
      g_autoptr(GError) local_error = NULL;
      gsize read = 0, written = 0;
      char *text = g_convert (data + 2, length - 2, "UTF-8", "UTF-16LE", &read, &written, &local_error);

      if (text == NULL)
        {
          g_set_error (error, DS_ERROR, DS_ERROR_PARSE, _("Line %u: this UTF-16 text cannot be read (%s)."),
                       count_lines (data + 2, read, 2), local_error->message);
          return NULL;
        }
      if (strlen (text) != written)
        {
          g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                       _("Line %u: the file holds a NUL character; this is not a CrystalDiskMark export."),
                       count_lines (text, strlen (text), 1));
          g_free (text);
          return NULL;
        }
      return text;
    }
  if (length >= 3 && memcmp (data, "\xef\xbb\xbf", 3) == 0)
    {
      data += 3;
      length -= 3;
    }
  nul = memchr (data, '\0', length);
  valid = g_utf8_validate_len (data, nul != NULL ? (gsize) (nul - data) : length, &end);
  if (!valid || nul != NULL)
    {
      if (valid)
        end = nul;
      g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                   _("Line %u: this is not text (neither UTF-8 nor UTF-16 with a byte order mark)."),
                   count_lines (data, end - data, 1));
      return NULL;
    }
  return g_strndup (data, length);
}

typedef enum { PART_HEADER, PART_TESTS, PART_FOOTER } Part;

DsBenchResult *
ds_import_cdm_parse (const char  *data,
                     gsize        length,
                     char       **comment,
                     GError     **error)
{
  g_autoptr(DsBenchResult) result = ds_bench_result_new ();
  g_autofree char *text = NULL;
  g_autofree char *found_comment = NULL;
  g_autofree char *version = NULL;
  g_auto(GStrv) lines = NULL;
  JsonObject *source;
  Part part = PART_HEADER;
  DsIoMode mode = DS_IO_MODE_READ;
  guint mix_read = 70;
  gboolean have_section = FALSE, have_date = FALSE;
  guint n, last_line = 1;

  if (length > DS_IMPORT_CDM_MAX_BYTES)
    {
      g_autofree char *limit = g_format_size (DS_IMPORT_CDM_MAX_BYTES);

      g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                   _("Line 1: this file is larger than %s; a CrystalDiskMark export is a few kilobytes."), limit);
      return NULL;
    }
  text = decode (data, length, error);
  if (text == NULL)
    return NULL;
  lines = g_strsplit (text, "\n", -1);
  for (n = 0; lines[n] != NULL; n++)
    {
      char *line = lines[n];
      g_autofree char *stripped = NULL;
      g_autofree char *quoted = NULL;
      guint lineno = n + 1;

      g_strchomp (line);   /* also drops the \r of CRLF */
      stripped = g_strstrip (g_strdup (line));
      if (*stripped == '\0' || g_str_has_prefix (stripped, "----"))
        continue;
      quoted = quote (stripped);
      last_line = lineno;

      if (part == PART_HEADER && version == NULL)
        {
          int major;

          if (!g_str_has_prefix (stripped, "CrystalDiskMark "))
            {
              g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                           _("Line %u: expected the “CrystalDiskMark 8…” or “CrystalDiskMark 9…” banner; "
                             "this is not a CrystalDiskMark text export."), lineno);
              return NULL;
            }
          major = atoi (stripped + strlen ("CrystalDiskMark "));
          if (major != 8 && major != 9)
            {
              g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                           _("Line %u: CrystalDiskMark %d exports are not supported; use version 8 or 9."),
                           lineno, major);
              return NULL;
            }
          version = g_strdup (stripped + strlen ("CrystalDiskMark "));
          continue;
        }
      if (part == PART_HEADER && (stripped[0] == '*' || g_str_has_prefix (stripped, "Crystal Dew World")))
        continue;

      if (stripped[0] == '[' && part != PART_FOOTER)
        {
          part = PART_TESTS;
          have_section = TRUE;
          if (g_str_equal (stripped, "[Read]"))
            mode = DS_IO_MODE_READ;
          else if (g_str_equal (stripped, "[Write]"))
            mode = DS_IO_MODE_WRITE;
          else if (g_str_has_prefix (stripped, "[Mix]"))
            {
              int r, w;

              mode = DS_IO_MODE_MIX;
              if (sscanf (stripped, "[Mix] Read %d%%/Write %d%%", &r, &w) != 2 || r < 0 || w < 0 || r + w != 100)
                {
                  g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                               _("Line %u: the mix section should say “Read 70%%/Write 30%%”, not “%s”."),
                               lineno, quoted);
                  return NULL;
                }
              mix_read = (guint) r;
            }
          else
            {
              g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                           _("Line %u: unknown section “%s” (expected [Read], [Write] or [Mix])."), lineno, quoted);
              return NULL;
            }
          continue;
        }

      if (part == PART_TESTS && (g_str_has_prefix (stripped, "SEQ") || g_str_has_prefix (stripped, "RND")))
        {
          DsBenchSpec spec = { 0 };
          DsIoRunStats stats;
          DsBenchTestResult *t;

          if (!parse_test_line (stripped, &spec, &stats))
            {
              g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                           _("Line %u: cannot read this test result: “%s”."), lineno, quoted);
              return NULL;
            }
          /* A test the user did not run is printed as zeros: not a result. */
          if (stats.mbps == 0 && stats.iops == 0)
            continue;
          if (ds_bench_result_find (result, &spec, mode) != NULL)
            {
              g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                           _("Line %u: this test appears twice in the same section."), lineno);
              return NULL;
            }
          t = ds_bench_test_result_new (&spec, mode);
          t->mix_read_percent = mix_read;
          g_array_append_val (t->runs, stats);
          g_ptr_array_add (result->tests, t);
          continue;
        }

      /* The footer: "Key: value". */
      {
        const char *colon = strchr (stripped, ':');
        g_autofree char *key = NULL;
        const char *value;

        const char *space = strchr (stripped, ' ');

        if (!have_section || colon == NULL || colon == stripped || (space != NULL && space < colon))
          {
            g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                         _("Line %u: unexpected text “%s” in a CrystalDiskMark export."), lineno, quoted);
            return NULL;
          }
        part = PART_FOOTER;
        key = g_strndup (stripped, colon - stripped);
        value = colon + 1;
        while (*value == ' ')
          value++;
        if (g_str_equal (key, "Profile"))
          json_object_set_string_member (result->settings, "profile", value);
        else if (g_str_equal (key, "Test"))
          {
            if (!parse_test_footer (value, result->settings, result->conditions))
              {
                g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                             _("Line %u: the test size, run count or fill in “%s” is impossible "
                               "(expected e.g. “1 GiB (x5) [C: 33%% (155/476GiB)]”, at most 64 GiB, "
                               "x1 to x9, 0 to 100 %%)."), lineno, quoted);
                return NULL;
              }
          }
        else if (g_str_equal (key, "Time"))
          {
            if (!parse_time_footer (value, result->settings))
              {
                g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                             _("Line %u: cannot read the times in “%s” (expected e.g. “Measure 5 sec / Interval 5 sec”)."),
                             lineno, quoted);
                return NULL;
              }
          }
        else if (g_str_equal (key, "Mode"))
          {
            /* "Mode: [Admin] <0Fill>": CrystalDiskMark marks a zero-filled
             * test file here; random data otherwise. */
            ds_conditions_set_cdm_mode (result->conditions, value);
            if (strstr (value, "<0Fill>") != NULL)
              json_object_set_string_member (result->settings, "data", "zeros");
          }
        else if (g_str_equal (key, "OS"))
          ds_conditions_set_os (result->conditions, value);
        else if (g_str_equal (key, "Comment"))
          {
            g_free (found_comment);
            found_comment = g_strdup (value);
          }
        else if (g_str_equal (key, "Date"))
          {
            if (!parse_date (value, &result->start_time))
              {
                g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                             _("Line %u: cannot read the date in “%s” (expected 2024/01/06 5:41:48)."), lineno, quoted);
                return NULL;
              }
            result->end_time = result->start_time;
            /* The text as written, since its zone is a guess (see parse_date). */
            ds_conditions_set_cdm_date (result->conditions, value);
            have_date = TRUE;
          }
        else
          {
            g_autofree char *lower = g_ascii_strdown (key, -1);
            g_autofree char *member = g_strdup_printf ("cdm_%s", g_strdelimit (lower, " ", '_'));

            json_object_set_string_member (result->conditions, member, value);
          }
      }
    }

  if (version == NULL || result->tests->len == 0)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                   _("Line %u: the file ended before any test result; this is not a complete CrystalDiskMark export."),
                   last_line);
      return NULL;
    }
  if (!have_date)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                   _("Line %u: the file ended without its “Date:” line; the export is incomplete."), last_line);
      return NULL;
    }

  if (!json_object_has_member (result->settings, "data"))
    json_object_set_string_member (result->settings, "data", "random");
  result->kind = DS_RUN_KIND_IMPORTED_CDM;
  result->uuid = ds_import_uuid_for (text, strlen (text));
  {
    static const char * const nvme[] = { "SEQ1M Q8T1", "SEQ128K Q32T1", "RND4K Q32T16", "RND4K Q1T1" };
    static const char * const deflt[] = { "SEQ1M Q8T1", "SEQ1M Q1T1", "RND4K Q32T1", "RND4K Q1T1" };
    gboolean is_nvme = TRUE, is_default = TRUE;
    g_autoptr(JsonArray) tests = json_array_new ();
    g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

    for (guint i = 0; i < result->tests->len; i++)
      {
        DsBenchTestResult *t = g_ptr_array_index (result->tests, i);
        char *spec = ds_bench_spec_to_string (&t->spec);
        guint pos = g_hash_table_size (seen);

        if (g_hash_table_contains (seen, spec))
          {
            g_free (spec);
            continue;
          }
        is_nvme = is_nvme && pos < G_N_ELEMENTS (nvme) && g_str_equal (spec, nvme[pos]);
        is_default = is_default && pos < G_N_ELEMENTS (deflt) && g_str_equal (spec, deflt[pos]);
        json_array_add_string_element (tests, spec);
        g_hash_table_add (seen, spec);
      }
    if (g_hash_table_size (seen) != 4)
      is_nvme = is_default = FALSE;
    json_object_set_string_member (result->settings, "preset",
                                   is_nvme ? "nvme" : is_default ? "default" : "custom");
    json_object_set_array_member (result->settings, "tests", g_steal_pointer (&tests));
  }
  source = json_object_new ();
  json_object_set_string_member (source, "program", "CrystalDiskMark");
  json_object_set_string_member (source, "version", version);
  ds_conditions_take_import_source (result->conditions, source);
  ds_conditions_set_engine (result->conditions, "DiskSpd (CrystalDiskMark)");
  /* CrystalDiskMark always opens its test file unbuffered (no OS cache). */
  ds_conditions_set_direct_io (result->conditions, TRUE);
  /* CrystalDiskMark knows no drive; people write it in the comment
   * ("990 PRO 2TB, heatsink, Gen4 slot"): its first part names the drive
   * rather than "Unknown drive". */
  if (found_comment != NULL && ds_conditions_get_drive_object (result->conditions) == NULL)
    {
      g_autofree char *first = g_strndup (found_comment, strcspn (found_comment, ",;"));
      g_autofree char *model = ds_strip_control (first);

      if (*model != '\0')
        {
          DsConditionsDrive drive = { .model = model, .size_bytes = -1 };

          ds_conditions_set_drive (result->conditions, &drive);
        }
    }
  if (comment != NULL)
    *comment = g_steal_pointer (&found_comment);
  return g_steal_pointer (&result);
}
