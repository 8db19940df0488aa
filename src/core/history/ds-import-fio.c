/* ds-import-fio.c — fio --output-format=json, one test per job
 *
 * Each job's "job options" (falling back to "global options") give the
 * spec: rw decides SEQ/RND and read/write/mix, bs the block, iodepth the
 * queue depth and numjobs the threads. Throughput is bw_bytes / 10^6 (MB/s
 * as CrystalDiskMark counts them), latencies come from lat_ns (clat_ns for
 * the percentiles unless lat_percentiles was on), in microseconds.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "ds-conditions.h"
#include "ds-error.h"
#include "ds-import.h"
#include "ds-json.h"

static guint
line_of (const char *text,
         const char *at)
{
  guint line = 1;

  for (const char *p = text; p < at; p++)
    if (*p == '\n')
      line++;
  return line;
}

/* The line where each job starts, for messages: the line of every
 * "jobname" key with a string value, with any whitespace around the colon
 * (fio writes "jobname" : "…", reformatted JSON does not). One pass over
 * the text, so a file of many jobs costs no more than its length. */
static GArray *
job_lines (const char *text)
{
  GArray *lines = g_array_new (FALSE, FALSE, sizeof (guint));
  const char *counted = text;
  guint line = 1;

  for (const char *at = strstr (text, "\"jobname\""); at != NULL; at = strstr (at + 1, "\"jobname\""))
    {
      const char *p = at + strlen ("\"jobname\"");

      while (g_ascii_isspace (*p))
        p++;
      if (*p != ':')
        continue;
      p++;
      while (g_ascii_isspace (*p))
        p++;
      if (*p != '"')
        continue;
      for (; counted < at; counted++)
        if (*counted == '\n')
          line++;
      g_array_append_val (lines, line);
    }
  return lines;
}

static guint
job_line (GArray *lines,
          guint   index,
          guint   fallback)
{
  return index < lines->len ? g_array_index (lines, guint, index) : fallback;
}

/* A time fio wrote: a whole number of seconds since 1970, before 10000 AD. */
#define MAX_UNIX_TIME G_GINT64_CONSTANT (253402300799)

static gboolean
get_time (JsonObject *obj,
          const char *key,
          gint64     *out)
{
  JsonNode *node = obj != NULL ? json_object_get_member (obj, key) : NULL;
  double v;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    {
      *out = 0;
      return TRUE;
    }
  if (!JSON_NODE_HOLDS_VALUE (node))
    return FALSE;
  if (json_node_get_value_type (node) == G_TYPE_INT64)
    {
      *out = json_node_get_int (node);
      return *out >= 0 && *out <= MAX_UNIX_TIME;
    }
  if (json_node_get_value_type (node) != G_TYPE_DOUBLE)
    return FALSE;
  v = json_node_get_double (node);
  if (!isfinite (v) || v < 0 || v > (double) MAX_UNIX_TIME || v != floor (v))
    return FALSE;
  *out = (gint64) v;
  return TRUE;
}

/* Every number fio reports is a count, a rate or a time: a negative or
 * non-finite one means the file was edited or damaged. Returns the first
 * offending member ("read.iops"), or NULL. */
static char *
bad_number (JsonObject *obj,
            const char *path)
{
  g_autoptr(GList) members = obj != NULL ? json_object_get_members (obj) : NULL;

  for (GList *l = members; l != NULL; l = l->next)
    {
      const char *key = l->data;
      JsonNode *node = json_object_get_member (obj, key);
      g_autofree char *where = path != NULL ? g_strdup_printf ("%s.%s", path, key) : g_strdup (key);

      if (JSON_NODE_HOLDS_OBJECT (node))
        {
          char *inner = bad_number (json_node_get_object (node), where);

          if (inner != NULL)
            return inner;
        }
      else if (JSON_NODE_HOLDS_VALUE (node) &&
               (json_node_get_value_type (node) == G_TYPE_DOUBLE || json_node_get_value_type (node) == G_TYPE_INT64))
        {
          double v = json_node_get_value_type (node) == G_TYPE_DOUBLE ? json_node_get_double (node)
                                                                      : (double) json_node_get_int (node);

          if (!isfinite (v) || v < 0)
            return g_steal_pointer (&where);
        }
    }
  return NULL;
}

/* fio times: "5", "5s", "500ms", "2m", "1h"; seconds by default. */
static gboolean
parse_seconds (const char *text,
               double     *out)
{
  char *end = NULL;
  double v;

  if (text == NULL || !g_ascii_isdigit (*text))
    return FALSE;
  for (const char *p = text; *p != '\0'; p++)
    if (*p == 'x' || *p == 'X' || *p == 'p' || *p == 'P' || *p == 'e' || *p == 'E')
      return FALSE;   /* no hex floats, no 1e999 */
  v = g_ascii_strtod (text, &end);
  if (g_ascii_strcasecmp (end, "") == 0 || g_ascii_strcasecmp (end, "s") == 0)
    *out = v;
  else if (g_ascii_strcasecmp (end, "ms") == 0)
    *out = v / 1000.0;
  else if (g_ascii_strcasecmp (end, "us") == 0)
    *out = v / 1e6;
  else if (g_ascii_strcasecmp (end, "m") == 0)
    *out = v * 60;
  else if (g_ascii_strcasecmp (end, "h") == 0)
    *out = v * 3600;
  else
    return FALSE;
  return isfinite (*out);
}

static const char *
option (JsonObject *job_options,
        JsonObject *global_options,
        const char *key)
{
  const char *value = ds_json_get_string (job_options, key);

  return value != NULL ? value : ds_json_get_string (global_options, key);
}

/* fio writes every option as a string; anything else there was edited. */
static gboolean
option_absent (JsonObject *job_options,
               JsonObject *global_options,
               const char *key)
{
  JsonObject *objs[] = { job_options, global_options };

  for (guint i = 0; i < G_N_ELEMENTS (objs); i++)
    if (objs[i] != NULL && json_object_has_member (objs[i], key) &&
        ds_json_get_string (objs[i], key) == NULL)
      return FALSE;
  return TRUE;
}

/* fio sizes: "4k", "1m", "128KiB", "4096"; k = 1024 (fio's default kb_base). */
static gboolean
parse_size (const char *text,
            guint64    *out)
{
  guint64 value, mult = 1;
  char *end = NULL;

  if (text == NULL || !g_ascii_isdigit (*text))
    return FALSE;
  errno = 0;
  value = g_ascii_strtoull (text, &end, 10);
  if (errno != 0)
    return FALSE;
  switch (g_ascii_tolower (*end))
    {
    case '\0': case ',': break;
    case 'k': mult = 1024; end++; break;
    case 'm': mult = 1024 * 1024; end++; break;
    case 'g': mult = 1024 * 1024 * 1024; end++; break;
    default: return FALSE;
    }
  if (g_ascii_strncasecmp (end, "ib", 2) == 0)
    end += 2;
  else if (g_ascii_tolower (*end) == 'b')
    end++;
  if (*end != '\0' && *end != ',')
    return FALSE;
  if (value > G_MAXUINT64 / mult)
    return FALSE;
  *out = value * mult;
  return TRUE;
}

static double
percentile (JsonObject *lat,
            JsonObject *clat,
            const char *key)
{
  JsonObject *p = ds_json_get_object (lat, "percentile");

  if (p == NULL)
    p = ds_json_get_object (clat, "percentile");
  return ds_json_get_double (p, key, NAN) / 1000.0;
}

static void
stats_from_direction (JsonObject      *dir,
                      DsIoRunStats *r)
{
  JsonObject *lat = ds_json_get_object (dir, "lat_ns");
  JsonObject *clat = ds_json_get_object (dir, "clat_ns");

  r->mbps = ds_json_get_double (dir, "bw_bytes", NAN) / 1e6;
  r->iops = ds_json_get_double (dir, "iops", NAN);
  r->bytes = (guint64) ds_json_get_int (dir, "io_bytes", 0);
  r->ios = (guint64) ds_json_get_int (dir, "total_ios", 0);
  r->seconds = ds_json_get_double (dir, "runtime", NAN) / 1000.0;
  r->lat_mean_us = ds_json_get_double (lat, "mean", NAN) / 1000.0;
  r->lat_min_us = ds_json_get_double (lat, "min", NAN) / 1000.0;
  r->lat_max_us = ds_json_get_double (lat, "max", NAN) / 1000.0;
  r->lat_stddev_us = ds_json_get_double (lat, "stddev", NAN) / 1000.0;
  r->lat_p50_us = percentile (lat, clat, "50.000000");
  r->lat_p90_us = percentile (lat, clat, "90.000000");
  r->lat_p99_us = percentile (lat, clat, "99.000000");
  r->lat_p999_us = percentile (lat, clat, "99.900000");
  r->lat_p9999_us = percentile (lat, clat, "99.990000");
}

/* A mixed job: throughput and I/Os add up, the mean latency is weighted by
 * I/Os; percentiles of two distributions cannot be combined from their
 * summaries, so they stay unknown rather than invented. */
static void
stats_mixed (JsonObject      *read,
             JsonObject      *write,
             DsIoRunStats *r)
{
  DsIoRunStats rd = { 0 }, wr = { 0 };
  double n;

  stats_from_direction (read, &rd);
  stats_from_direction (write, &wr);
  r->mbps = rd.mbps + wr.mbps;
  r->iops = rd.iops + wr.iops;
  r->bytes = rd.bytes + wr.bytes;
  r->ios = rd.ios + wr.ios;
  r->seconds = MAX (rd.seconds, wr.seconds);
  n = (double) rd.ios + (double) wr.ios;
  r->lat_mean_us = n > 0 ? (rd.lat_mean_us * rd.ios + wr.lat_mean_us * wr.ios) / n : NAN;
  r->lat_min_us = rd.ios == 0 ? wr.lat_min_us : wr.ios == 0 ? rd.lat_min_us : MIN (rd.lat_min_us, wr.lat_min_us);
  r->lat_max_us = MAX (rd.lat_max_us, wr.lat_max_us);
  r->lat_stddev_us = NAN;
  r->lat_p50_us = r->lat_p90_us = r->lat_p99_us = r->lat_p999_us = r->lat_p9999_us = NAN;
}

static guint
json_error_line (const GError *error)
{
  const char *p = error->message;
  guint line = 0, col = 0;

  /* json-glib: "<data>:LINE:COL: Parse error: …" */
  while ((p = strchr (p, ':')) != NULL)
    {
      if (sscanf (p, ":%u:%u:", &line, &col) == 2)
        return line;
      p++;
    }
  return 0;
}

DsBenchResult *
ds_import_fio_parse (const char  *data,
                     gsize        length,
                     GError     **error)
{
  g_autoptr(DsBenchResult) result = ds_bench_result_new ();
  g_autoptr(JsonParser) parser = json_parser_new ();
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GArray) lines = NULL;
  g_autoptr(GHashTable) tests_by_key = NULL;
  g_autofree char *text = NULL;
  JsonObject *root, *global;
  JsonArray *jobs;
  const char *start;
  guint skipped_lines;
  gint64 elapsed_max = 0;
  const char *filename = NULL, *ioengine = NULL, *runtime = NULL, *ramp_time = NULL;

  {
    const char *nul = memchr (data, '\0', length);
    const char *end = NULL;
    gboolean valid = g_utf8_validate_len (data, nul != NULL ? (gsize) (nul - data) : length, &end);

    if (!valid || nul != NULL)
      {
        g_autofree char *head = g_strndup (data, (valid ? nul : end) - data);

        g_set_error (error, DS_ERROR, DS_ERROR_PARSE, _("Line %u: this is not text, so not fio JSON output."),
                     line_of (head, head + strlen (head)));
        return NULL;
      }
  }
  text = g_strndup (data, length);
  /* fio prints notes ("note: both iodepth >= 1 and synchronous I/O engine…")
   * before the JSON on the same stream. */
  start = text;
  while (*start != '\0' && *start != '{')
    {
      const char *nl = strchr (start, '\n');

      if (nl == NULL)
        {
          start += strlen (start);
          break;
        }
      start = nl + 1;
    }
  skipped_lines = line_of (text, start) - 1;
  if (*start != '{')
    {
      g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                   _("Line %u: no JSON object found; run fio with --output-format=json."), line_of (text, start));
      return NULL;
    }
  if (!ds_json_check_limits (start, strlen (start), DS_JSON_MAX_BYTES, &local_error))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_PARSE, _("This is not fio JSON output: %s"), local_error->message);
      return NULL;
    }
  if (!json_parser_load_from_data (parser, start, -1, &local_error))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                   _("Line %u: this is not valid fio JSON output (%s)."),
                   json_error_line (local_error) + skipped_lines, local_error->message);
      return NULL;
    }
  root = JSON_NODE_HOLDS_OBJECT (json_parser_get_root (parser)) ? json_node_get_object (json_parser_get_root (parser)) : NULL;
  jobs = ds_json_get_array (root, "jobs");
  if (root == NULL || ds_json_get_string (root, "fio version") == NULL || jobs == NULL || json_array_get_length (jobs) == 0)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                   _("Line %u: this JSON is not fio output: “fio version” or the “jobs” list is missing or empty."),
                   skipped_lines + 1);
      return NULL;
    }
  global = ds_json_get_object (root, "global options");
  if (json_array_get_length (jobs) > DS_IMPORT_FIO_MAX_JOBS)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                   _("Line %u: this fio output has %u jobs; Drivescope imports at most %u."),
                   skipped_lines + 1, json_array_get_length (jobs), DS_IMPORT_FIO_MAX_JOBS);
      return NULL;
    }
  lines = job_lines (text);
  /* Identical jobs (the same rw, bs, iodepth, numjobs and mix) are runs of
   * one test, as "best of N" keeps them. */
  tests_by_key = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (guint i = 0; i < json_array_get_length (jobs); i++)
    {
      JsonObject *job = json_array_get_object_element (jobs, i);
      JsonObject *opts = ds_json_get_object (job, "job options");
      const char *name = ds_json_get_string (job, "jobname");
      const char *rw = option (opts, global, "rw");
      const char *bs = option (opts, global, "bs");
      const char *depth = option (opts, global, "iodepth");
      const char *numjobs = option (opts, global, "numjobs");
      const char *mix = option (opts, global, "rwmixread");
      g_autofree char *rw_base = NULL;
      g_autofree char *spec_text = NULL;
      DsBenchSpec spec = { 0 };
      DsIoMode mode;
      DsBenchTestResult *t;
      DsIoRunStats r = { 0 };
      guint64 block = 4096;
      gint64 qd = 1, threads = 1;
      guint line = job_line (lines, i, skipped_lines + 1);
      g_autofree char *key = NULL;
      g_autofree char *bad = NULL;

      if (job == NULL || name == NULL || ds_json_get_object (job, "read") == NULL ||
          ds_json_get_object (job, "write") == NULL)
        {
          g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                       _("Line %u: job %u has no name or no read/write statistics."), line, i + 1);
          return NULL;
        }
      if ((bad = bad_number (ds_json_get_object (job, "read"), "read")) != NULL ||
          (bad = bad_number (ds_json_get_object (job, "write"), "write")) != NULL)
        {
          g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                       _("Line %u: job “%s” has a negative or impossible number in “%s”; "
                         "this fio output was damaged or edited."), line, name, bad);
          return NULL;
        }
      if (ds_json_get_int (job, "error", 0) != 0)
        {
          g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                       _("Line %u: fio reported error %" G_GINT64_FORMAT " for job “%s”; its numbers are not a result."),
                       line, ds_json_get_int (job, "error", 0), name);
          return NULL;
        }
      rw_base = g_strdup (rw != NULL ? rw : "read");
      if (strchr (rw_base, ':') != NULL)
        *strchr (rw_base, ':') = '\0';
      if (g_str_equal (rw_base, "read") || g_str_equal (rw_base, "randread"))
        mode = DS_IO_MODE_READ;
      else if (g_str_equal (rw_base, "write") || g_str_equal (rw_base, "randwrite"))
        mode = DS_IO_MODE_WRITE;
      else if (g_str_equal (rw_base, "rw") || g_str_equal (rw_base, "readwrite") || g_str_equal (rw_base, "randrw"))
        mode = DS_IO_MODE_MIX;
      else
        {
          g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                       _("Line %u: job “%s” uses rw=%s; only read, write and mixed jobs can be imported."),
                       line, name, rw_base);
          return NULL;
        }
      if ((bs != NULL && !parse_size (bs, &block)) ||
          (depth != NULL && !g_ascii_string_to_signed (depth, 10, 1, 512, &qd, NULL)) ||
          (numjobs != NULL && !g_ascii_string_to_signed (numjobs, 10, 1, 64, &threads, NULL)))
        {
          g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                       _("Line %u: job “%s” has a block size, iodepth or numjobs Drivescope cannot represent "
                         "(bs=%s, iodepth=%s, numjobs=%s)."),
                       line, name, bs ? bs : "4k", depth ? depth : "1", numjobs ? numjobs : "1");
          return NULL;
        }
      spec.pattern = g_str_has_prefix (rw_base, "rand") ? DS_IO_PATTERN_RND : DS_IO_PATTERN_SEQ;
      spec.block_size = block;
      spec.queue_depth = (guint) qd;
      spec.threads = (guint) threads;
      spec_text = ds_bench_spec_to_string (&spec);
      if (!ds_bench_spec_parse (spec_text, &spec, &local_error))
        {
          g_set_error (error, DS_ERROR, DS_ERROR_PARSE, _("Line %u: job “%s”: %s"), line, name, local_error->message);
          return NULL;
        }
      {
        gint64 pct = 50;

        if (mode == DS_IO_MODE_MIX && mix != NULL && !g_ascii_string_to_signed (mix, 10, 0, 100, &pct, NULL))
          pct = 50;
        key = g_strdup_printf ("%s/%d/%d", spec_text, (int) mode, mode == DS_IO_MODE_MIX ? (int) pct : -1);
        t = g_hash_table_lookup (tests_by_key, key);
        if (t == NULL)
          {
            t = ds_bench_test_result_new (&spec, mode);
            g_ptr_array_add (result->tests, t);
            if (mode == DS_IO_MODE_MIX)
              t->mix_read_percent = (guint) pct;
            g_hash_table_insert (tests_by_key, g_steal_pointer (&key), t);
          }
      }
      if (mode == DS_IO_MODE_MIX)
        {
          stats_mixed (ds_json_get_object (job, "read"), ds_json_get_object (job, "write"), &r);
        }
      else
        stats_from_direction (ds_json_get_object (job, mode == DS_IO_MODE_READ ? "read" : "write"), &r);
      if (!isfinite (r.mbps))
        {
          g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                       _("Line %u: job “%s” has no bw_bytes; this fio output is incomplete."), line, name);
          return NULL;
        }
      g_array_append_val (t->runs, r);
      {
        gint64 elapsed;

        if (!get_time (job, "elapsed", &elapsed))
          {
            g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                         _("Line %u: job “%s” has an impossible “elapsed” time; "
                           "this fio output was damaged or edited."), line, name);
            return NULL;
          }
        elapsed_max = MAX (elapsed_max, elapsed);
      }
      if (filename == NULL)
        filename = option (opts, global, "filename");
      if (ioengine == NULL)
        ioengine = option (opts, global, "ioengine");
      if (runtime == NULL)
        runtime = option (opts, global, "runtime");
      if (ramp_time == NULL)
        ramp_time = option (opts, global, "ramp_time");
      if ((runtime == NULL && !option_absent (opts, global, "runtime")) ||
          (ramp_time == NULL && !option_absent (opts, global, "ramp_time")))
        {
          g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                       _("Line %u: job “%s” has a runtime or ramp_time that is not text as fio writes it; "
                         "this fio output was damaged or edited."), line, name);
          return NULL;
        }
    }

  result->kind = DS_RUN_KIND_IMPORTED_FIO;
  result->uuid = ds_import_uuid_for (text, strlen (text));
  if (!get_time (root, "timestamp", &result->end_time))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                   _("Line %u: the “timestamp” is not a time (whole seconds since 1970); "
                     "this fio output was damaged or edited."), skipped_lines + 1);
      return NULL;
    }
  result->start_time = MAX (result->end_time - elapsed_max, 0);
  /* Refused, never dropped: a time that is there must be a time. */
  {
    double seconds;

    if ((runtime != NULL && (!parse_seconds (runtime, &seconds) || seconds > DS_IMPORT_MAX_SECONDS)) ||
        (ramp_time != NULL && (!parse_seconds (ramp_time, &seconds) || seconds > DS_IMPORT_MAX_SECONDS)))
      {
        g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                     _("Line %u: runtime=%s, ramp_time=%s is not a time fio runs for "
                       "(a number of seconds, or with ms, s, m or h, up to a week)."),
                     skipped_lines + 1, runtime != NULL ? runtime : "-", ramp_time != NULL ? ramp_time : "-");
        return NULL;
      }
  }
  {
    g_autofree char *engine = g_strdup_printf ("%s %s", ds_json_get_string (root, "fio version"),
                                               ioengine != NULL ? ioengine : "psync");
    const char *direct = option (NULL, global, "direct");
    JsonObject *source = json_object_new ();

    ds_conditions_set_engine (result->conditions, engine);
    if (direct != NULL)
      ds_conditions_set_direct_io (result->conditions, g_str_equal (direct, "1"));
    if (filename != NULL)
      {
        g_autofree char *dir = g_path_get_dirname (filename);

        ds_conditions_set_dir (result->conditions, dir);
      }
    json_object_set_string_member (source, "program", "fio");
    json_object_set_string_member (source, "version", ds_json_get_string (root, "fio version"));
    ds_conditions_take_import_source (result->conditions, source);
    if (global != NULL)
      json_object_set_object_member (result->settings, "fio_global_options", json_object_ref (global));
    /* Only what the job options say: an unknown time stays unknown. */
    {
      double seconds;

      if (parse_seconds (runtime, &seconds) && seconds > 0)
        json_object_set_double_member (result->settings, "duration_s", seconds);
      if (parse_seconds (ramp_time, &seconds))
        json_object_set_double_member (result->settings, "warmup_s", seconds);
    }
  }
  return g_steal_pointer (&result);
}
