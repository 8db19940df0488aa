/* ds-history-validate.c — an import document checked against its schema
 *
 * Before anything is written, every field of a Drivescope export (or of a
 * single result saved with --json) is checked against what the export
 * writes: times are whole seconds since 1970 before the year 10000,
 * measurements are finite and never negative, texts are bounded, lists
 * hold at most so many entries. The first field that is not is named in
 * the message, with where it is, and nothing is imported.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ds-error.h"
#include "ds-history-private.h"
#include "ds-import.h"
#include "ds-io-block-mix.h"
#include "ds-json.h"

#define MAX_UNIX_TIME G_GINT64_CONSTANT (253402300799)   /* 9999-12-31 */

typedef struct
{
  GString *where;   /* "tests[2].runs[0].mbps" */
  char    *problem; /* set once, on the first failure */
} Check;

static gboolean
fail (Check      *c,
      const char *key,
      char       *problem)
{
  if (c->where->len > 0 && key != NULL)
    g_string_append_c (c->where, '.');
  if (key != NULL)
    g_string_append (c->where, key);
  c->problem = problem;
  return FALSE;
}

static JsonNode *
member (JsonObject *obj,
        const char *key)
{
  JsonNode *node = json_object_has_member (obj, key) ? json_object_get_member (obj, key) : NULL;

  return node != NULL && !JSON_NODE_HOLDS_NULL (node) ? node : NULL;
}

static gboolean
is_number (JsonNode *node)
{
  GType t = JSON_NODE_HOLDS_VALUE (node) ? json_node_get_value_type (node) : G_TYPE_INVALID;

  return t == G_TYPE_INT64 || t == G_TYPE_DOUBLE;
}

static double
number_of (JsonNode *node)
{
  return json_node_get_value_type (node) == G_TYPE_INT64 ? (double) json_node_get_int (node)
                                                         : json_node_get_double (node);
}

/* Absent, null, or a finite number in [min, max]. */
static gboolean
check_number (Check *c, JsonObject *obj, const char *key, double min, double max)
{
  JsonNode *node = member (obj, key);
  double v;

  if (node == NULL)
    return TRUE;
  if (!is_number (node))
    return fail (c, key, g_strdup (_("it is not a number")));
  v = number_of (node);
  if (!isfinite (v) || v < min || v > max)
    return fail (c, key, g_strdup_printf (_("%g is out of range (%g to %g)"), v, min, max));
  return TRUE;
}

static gboolean
check_count (Check *c, JsonObject *obj, const char *key)
{
  JsonNode *node = member (obj, key);

  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
      json_node_get_int (node) < 0)
    {
      /* Counts above 2^63 are written as doubles: finite and whole is fine. */
      if (is_number (node) && isfinite (number_of (node)) && number_of (node) >= 0 &&
          number_of (node) == floor (number_of (node)))
        return TRUE;
      return fail (c, key, g_strdup (_("it is not a whole number of zero or more")));
    }
  return TRUE;
}

static gboolean
check_time (Check *c, JsonObject *obj, const char *key, gboolean required)
{
  JsonNode *node = member (obj, key);

  if (node == NULL)
    return required ? fail (c, key, g_strdup (_("it is missing"))) : TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_INT64 ||
      json_node_get_int (node) < 0 || json_node_get_int (node) > MAX_UNIX_TIME)
    return fail (c, key, g_strdup (_("it is not a time (whole seconds since 1970, before the year 10000)")));
  return TRUE;
}

static gboolean
check_string (Check *c, JsonObject *obj, const char *key, gboolean required, guint max_chars)
{
  JsonNode *node = member (obj, key);
  const char *s;

  if (node == NULL)
    return required ? fail (c, key, g_strdup (_("it is missing"))) : TRUE;
  if (!JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_STRING)
    return fail (c, key, g_strdup (_("it is not text")));
  s = json_node_get_string (node);
  if (required && *s == '\0')
    return fail (c, key, g_strdup (_("it is empty")));
  if (g_utf8_strlen (s, -1) > (glong) max_chars)
    return fail (c, key, g_strdup_printf (_("it is longer than %u characters"), max_chars));
  return TRUE;
}

static gboolean
check_object (Check *c, JsonObject *obj, const char *key, gboolean required)
{
  JsonNode *node = member (obj, key);

  if (node == NULL)
    return required ? fail (c, key, g_strdup (_("it is missing"))) : TRUE;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return fail (c, key, g_strdup (_("it is not an object")));
  return TRUE;
}

/* The array at KEY (NULL when absent), or FALSE through *ok. */
static JsonArray *
check_array (Check *c, JsonObject *obj, const char *key, guint max_len, gboolean *ok)
{
  JsonNode *node = member (obj, key);

  *ok = TRUE;
  if (node == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_ARRAY (node))
    {
      *ok = fail (c, key, g_strdup (_("it is not a list")));
      return NULL;
    }
  if (json_array_get_length (json_node_get_array (node)) > max_len)
    {
      *ok = fail (c, key, g_strdup_printf (_("it holds more than %u entries"), max_len));
      return NULL;
    }
  return json_node_get_array (node);
}

/* Element I of ARR as an object, or a failure naming KEY[I]. */
static JsonObject *
element (Check *c, JsonArray *arr, const char *key, guint i)
{
  JsonNode *node = json_array_get_element (arr, i);

  if (!JSON_NODE_HOLDS_OBJECT (node))
    {
      g_autofree char *at = g_strdup_printf ("%s[%u]", key, i);

      fail (c, at, g_strdup (_("it is not an object")));
      return NULL;
    }
  if (c->where->len > 0)
    g_string_append_c (c->where, '.');
  g_string_append_printf (c->where, "%s[%u]", key, i);
  return json_node_get_object (node);
}

static void
leave (Check *c, gsize len)
{
  g_string_truncate (c->where, len);
}

static gboolean
check_latency (Check *c, JsonObject *obj)
{
  static const char * const keys[] = { "mean", "min", "max", "stddev", "p50", "p90", "p99", "p999", "p9999" };
  JsonNode *node = member (obj, "lat_us");
  gsize len = c->where->len;
  JsonObject *lat;

  if (node == NULL)
    return TRUE;
  if (!JSON_NODE_HOLDS_OBJECT (node))
    return fail (c, "lat_us", g_strdup (_("it is not an object")));
  lat = json_node_get_object (node);
  g_string_append (c->where, c->where->len > 0 ? ".lat_us" : "lat_us");
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    if (!check_number (c, lat, keys[i], 0, DS_IMPORT_MAX_LATENCY_US))
      return FALSE;
  leave (c, len);
  return TRUE;
}

static gboolean
check_measurement (Check *c, JsonObject *obj)
{
  return check_number (c, obj, "mbps", 0, DS_IMPORT_MAX_MBPS) &&
         check_number (c, obj, "mibps", 0, DS_IMPORT_MAX_MBPS) &&
         check_number (c, obj, "iops", 0, DS_IMPORT_MAX_IOPS) &&
         check_latency (c, obj);
}

static gboolean
check_bench (Check *c, JsonObject *run)
{
  gboolean ok;
  JsonArray *tests = check_array (c, run, "tests", DS_IMPORT_MAX_TESTS, &ok);

  if (!ok)
    return FALSE;
  if (tests == NULL || json_array_get_length (tests) == 0)
    return fail (c, "tests", g_strdup (_("a benchmark needs at least one test")));
  for (guint i = 0; i < json_array_get_length (tests); i++)
    {
      gsize len = c->where->len;
      JsonObject *t = element (c, tests, "tests", i);
      JsonArray *runs;

      if (t == NULL ||
          !check_string (c, t, "spec", TRUE, 64) || !check_string (c, t, "mode", TRUE, 16) ||
          !check_number (c, t, "mix_read_percent", 0, 100) || !check_measurement (c, t))
        return FALSE;
      runs = check_array (c, t, "runs", DS_IMPORT_MAX_TEST_RUNS, &ok);
      if (!ok)
        return FALSE;
      for (guint j = 0; runs != NULL && j < json_array_get_length (runs); j++)
        {
          gsize rlen = c->where->len;
          JsonObject *r = element (c, runs, "runs", j);

          if (r == NULL || !check_measurement (c, r) ||
              !check_count (c, r, "bytes") || !check_count (c, r, "ios") ||
              !check_number (c, r, "seconds", 0, DS_IMPORT_MAX_SECONDS) ||
              !check_number (c, r, "cpu_s", 0, DS_IMPORT_MAX_SECONDS * 1024))
            return FALSE;
          leave (c, rlen);
        }
      leave (c, len);
    }
  return TRUE;
}

static gboolean
check_thermal (Check *c, JsonObject *run)
{
  gboolean ok;
  JsonArray *samples = check_array (c, run, "samples", DS_IMPORT_MAX_SAMPLES, &ok);
  JsonArray *events;

  if (!ok)
    return FALSE;
  if (samples == NULL)
    return fail (c, "samples", g_strdup (_("it is missing")));
  for (guint i = 0; i < json_array_get_length (samples); i++)
    {
      gsize len = c->where->len;
      JsonObject *s = element (c, samples, "samples", i);

      if (s == NULL ||
          !check_number (c, s, "t_s", -DS_IMPORT_MAX_SECONDS, DS_IMPORT_MAX_SECONDS) ||
          !check_number (c, s, "mbps", 0, DS_IMPORT_MAX_MBPS) ||
          !check_number (c, s, "temp_c", -273, 1000) ||
          !check_count (c, s, "bytes"))
        return FALSE;
      leave (c, len);
    }
  events = check_array (c, run, "events", DS_IMPORT_MAX_EVENTS, &ok);
  if (!ok)
    return FALSE;
  for (guint i = 0; events != NULL && i < json_array_get_length (events); i++)
    {
      gsize len = c->where->len;
      JsonObject *e = element (c, events, "events", i);

      if (e == NULL)
        return FALSE;
      check_array (c, e, "steps", DS_IMPORT_MAX_SAMPLES, &ok);
      if (!ok)
        return FALSE;
      leave (c, len);
    }
  return check_number (c, run, "warning_temp_c", -273, 1000) &&
         check_number (c, run, "critical_temp_c", -273, 1000);
}

/* A step's block mix: at most DS_IO_BLOCK_MIX_MAX {size, percent} with
 * ascending sizes of 1 B to 64 MiB and whole percentages adding up to 100. */
static gboolean
check_block_sizes (Check *c, JsonObject *step)
{
  gboolean ok;
  JsonArray *mix = check_array (c, step, "block_sizes", DS_IO_BLOCK_MIX_MAX, &ok);
  DsIoBlockMix parsed;

  if (!ok || mix == NULL)
    return ok;
  for (guint k = 0; k < json_array_get_length (mix); k++)
    {
      gsize len = c->where->len;
      JsonObject *share = element (c, mix, "block_sizes", k);

      if (share == NULL)
        return FALSE;
      if (member (share, "size") == NULL)
        return fail (c, "size", g_strdup (_("it is missing")));
      if (member (share, "percent") == NULL)
        return fail (c, "percent", g_strdup (_("it is missing")));
      if (!check_number (c, share, "size", 1, 64.0 * 1024 * 1024) || !check_number (c, share, "percent", 1, 100))
        return FALSE;
      leave (c, len);
    }
  if (!ds_io_block_mix_from_json (mix, &parsed, NULL))
    return fail (c, "block_sizes", g_strdup (_("the sizes do not ascend or the whole percentages do not add up to 100")));
  return TRUE;
}

/* A suite run: its suite's name and its steps as `suite --json` writes
 * them; a pass's samples are [position, MB/s] pairs. */
static gboolean
check_suite (Check *c, JsonObject *run)
{
  static const char * const suites[] = { "blocksize", "qd-scaling", "mixes", "rwmix", "cache", "linear",
                                         "surface", "iops-matrix", "wsat" };
  const char *suite;
  gboolean ok, known = FALSE;
  JsonArray *steps;

  if (!check_string (c, run, "suite", TRUE, 32))
    return FALSE;
  suite = ds_json_get_string (run, "suite");
  for (guint i = 0; i < G_N_ELEMENTS (suites); i++)
    known = known || g_str_equal (suite, suites[i]);
  if (!known)
    return fail (c, "suite", g_strdup_printf (_("“%s” is not blocksize, qd-scaling, mixes, rwmix, cache, linear, surface, iops-matrix or wsat"), suite));
  /* a suite in rounds keeps every step of every round (iops-matrix: 56
   * cells a round, 25 rounds by default) */
  steps = check_array (c, run, "steps", DS_IMPORT_MAX_TESTS * 64, &ok);
  if (!ok)
    return FALSE;
  for (guint i = 0; steps != NULL && i < json_array_get_length (steps); i++)
    {
      gsize len = c->where->len;
      JsonObject *st = element (c, steps, "steps", i);
      JsonArray *samples;

      if (st == NULL ||
          !check_string (c, st, "label", FALSE, 64) || !check_string (c, st, "mode", FALSE, 16) ||
          !check_number (c, st, "read_percent", 0, 100) || !check_number (c, st, "random_percent", 0, 100) ||
          !check_number (c, st, "block_size", 1, 1024.0 * 1024 * 1024) || !check_block_sizes (c, st) ||
          !check_number (c, st, "queue_depth", 1, 65536) || !check_number (c, st, "threads", 1, 4096) ||
          !check_measurement (c, st) || !check_count (c, st, "bytes") || !check_count (c, st, "ios") ||
          !check_number (c, st, "seconds", 0, DS_IMPORT_MAX_SECONDS) ||
          !check_number (c, st, "cpu_s", 0, DS_IMPORT_MAX_SECONDS * 1024) ||
          !check_number (c, st, "round", 0, 1000))
        return FALSE;
      samples = check_array (c, st, "samples", DS_IMPORT_MAX_SAMPLES, &ok);
      if (!ok)
        return FALSE;
      for (guint k = 0; samples != NULL && k < json_array_get_length (samples); k++)
        {
          JsonNode *pair = json_array_get_element (samples, k);
          JsonArray *a = JSON_NODE_HOLDS_ARRAY (pair) ? json_node_get_array (pair) : NULL;
          gboolean pair_ok = a != NULL && json_array_get_length (a) == 2 &&
                             is_number (json_array_get_element (a, 0)) && is_number (json_array_get_element (a, 1));
          double pos = pair_ok ? json_node_get_double (json_array_get_element (a, 0)) : NAN;
          double mbps = pair_ok ? json_node_get_double (json_array_get_element (a, 1)) : NAN;

          if (!(isfinite (pos) && pos >= 0 && pos <= 1e18 && isfinite (mbps) && mbps >= 0 && mbps <= DS_IMPORT_MAX_MBPS))
            {
              g_autofree char *where = g_strdup_printf ("samples[%u]", k);

              return fail (c, where, g_strdup (_("it is not a pair of a position and a speed, both finite and not negative")));
            }
        }
      leave (c, len);
    }
  return TRUE;
}

static gboolean
check_run (Check *c, JsonObject *run)
{
  static const char * const kinds[] = { "bench", "thermal", "suite", "verify", "imported-cdm", "imported-fio" };
  static const char * const statuses[] = { "completed", "cancelled", "failed" };
  const char *kind, *status;
  gboolean known = FALSE;

  if (!check_string (c, run, "uuid", TRUE, 64) || !check_string (c, run, "kind", TRUE, 32) ||
      !check_time (c, run, "start", TRUE) || !check_time (c, run, "end", FALSE) ||
      !check_string (c, run, "status", FALSE, 16) ||
      !check_string (c, run, "label", FALSE, DS_HISTORY_MAX_TEXT) ||
      !check_string (c, run, "comment", FALSE, DS_HISTORY_MAX_TEXT) ||
      !check_string (c, run, "app_version", FALSE, 64) ||
      !check_object (c, run, "settings", FALSE) || !check_object (c, run, "conditions", FALSE))
    return FALSE;
  kind = ds_json_get_string (run, "kind");
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    known = known || g_str_equal (kind, kinds[i]);
  if (!known)
    return fail (c, "kind", g_strdup_printf (_("“%s” is not bench, thermal, suite, verify, imported-cdm or imported-fio"), kind));
  status = ds_json_get_string (run, "status");
  known = status == NULL;
  for (guint i = 0; status != NULL && i < G_N_ELEMENTS (statuses); i++)
    known = known || g_str_equal (status, statuses[i]);
  if (!known)
    return fail (c, "status", g_strdup (_("it is not completed, cancelled or failed")));
  if (g_str_equal (kind, "suite"))
    return check_suite (c, run);
  /* A capacity check is read whole by ds_verify_result_from_json on import,
   * which refuses what does not add up. */
  if (g_str_equal (kind, "verify"))
    return check_object (c, run, "summary", TRUE);
  return g_str_equal (kind, "thermal") ? check_thermal (c, run) : check_bench (c, run);
}

static gboolean
check_drive (Check *c, JsonObject *d)
{
  static const char * const texts[] = { "name", "model", "serial", "wwn", "firmware" };

  if (!check_string (c, d, "identity", TRUE, 1024) ||
      !check_string (c, d, "label", FALSE, DS_HISTORY_MAX_TEXT) ||
      !check_time (c, d, "first_seen", FALSE) || !check_time (c, d, "last_seen", FALSE) ||
      !check_count (c, d, "size_bytes") ||
      !check_number (c, d, "rated_tbw_tb", 0, 1e7) ||
      !check_number (c, d, "warranty_years", 0, 100) ||
      !check_object (c, d, "datasheet", FALSE))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (texts); i++)
    if (!check_string (c, d, texts[i], FALSE, 1024))
      return FALSE;
  return TRUE;
}

static gboolean
check_snapshot (Check *c, JsonObject *s)
{
  return check_string (c, s, "uuid", TRUE, 64) && check_string (c, s, "drive", TRUE, 1024) &&
         check_time (c, s, "taken_at", TRUE) && check_object (c, s, "health", TRUE) &&
         check_string (c, s, "run_uuid", FALSE, 64) && check_string (c, s, "phase", FALSE, 32);
}

static gboolean
report (Check *c, const char *format_kind, guint index, GError **error)
{
  g_autofree char *problem = g_steal_pointer (&c->problem);
  const char *where = c->where->len > 0 ? c->where->str : "";

  /* One message per kind of entry, so each translates whole. */
  if (g_str_equal (format_kind, "run"))
    g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                 _("Run %u of the file, “%s”: %s. Nothing was imported."), index + 1, where, problem);
  else if (g_str_equal (format_kind, "drive"))
    g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                 _("Drive %u of the file, “%s”: %s. Nothing was imported."), index + 1, where, problem);
  else if (g_str_equal (format_kind, "snapshot"))
    g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                 _("Health snapshot %u of the file, “%s”: %s. Nothing was imported."), index + 1, where, problem);
  else
    g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                 _("The file’s “%s”: %s. Nothing was imported."), where, problem);
  g_string_free (c->where, TRUE);
  return FALSE;
}

gboolean
ds_history_validate_run (JsonObject  *run,
                         guint        index,
                         GError     **error)
{
  Check c = { g_string_new (NULL), NULL };

  if (!check_run (&c, run))
    return report (&c, "run", index, error);
  g_string_free (c.where, TRUE);
  return TRUE;
}

static const struct { const char *key; const char *kind; guint max; } export_lists[] = {
  { "drives", "drive", DS_IMPORT_MAX_DRIVES },
  { "runs", "run", DS_IMPORT_MAX_RUNS_IN_FILE },
  { "snapshots", "snapshot", DS_IMPORT_MAX_SNAPSHOTS },
};

gboolean
ds_history_validate_export_length (guint    list,
                                   guint    length,
                                   GError **error)
{
  Check c = { g_string_new (NULL), NULL };

  g_return_val_if_fail (list < G_N_ELEMENTS (export_lists), FALSE);
  if (length <= export_lists[list].max)
    {
      g_string_free (c.where, TRUE);
      return TRUE;
    }
  fail (&c, export_lists[list].key, g_strdup_printf (_("it holds more than %u entries"), export_lists[list].max));
  return report (&c, "file", 0, error);
}

gboolean
ds_history_validate_export_entry (guint      list,
                                  JsonNode  *node,
                                  guint      index,
                                  GError   **error)
{
  Check c = { g_string_new (NULL), NULL };
  JsonObject *obj = node != NULL && JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
  gboolean good;

  g_return_val_if_fail (list < G_N_ELEMENTS (export_lists), FALSE);
  if (obj == NULL)
    good = fail (&c, NULL, g_strdup (_("it is not an object")));
  else if (list == 0)
    good = check_drive (&c, obj);
  else if (list == 1)
    good = check_run (&c, obj);
  else
    good = check_snapshot (&c, obj);
  if (!good)
    return report (&c, export_lists[list].kind, index, error);
  g_string_free (c.where, TRUE);
  return TRUE;
}

gboolean
ds_history_validate_export (JsonObject  *root,
                            GError     **error)
{
  static const struct { const char *key; const char *kind; guint max; } lists[] = {
    { "drives", "drive", DS_IMPORT_MAX_DRIVES },
    { "runs", "run", DS_IMPORT_MAX_RUNS_IN_FILE },
    { "snapshots", "snapshot", DS_IMPORT_MAX_SNAPSHOTS },
  };
  Check c = { g_string_new (NULL), NULL };

  for (guint l = 0; l < G_N_ELEMENTS (lists); l++)
    {
      gboolean ok;
      JsonArray *arr = check_array (&c, root, lists[l].key, lists[l].max, &ok);

      if (!ok)
        return report (&c, "file", 0, error);
      for (guint i = 0; arr != NULL && i < json_array_get_length (arr); i++)
        {
          JsonNode *node = json_array_get_element (arr, i);
          JsonObject *obj = JSON_NODE_HOLDS_OBJECT (node) ? json_node_get_object (node) : NULL;
          gboolean good;

          g_string_truncate (c.where, 0);
          if (obj == NULL)
            good = fail (&c, NULL, g_strdup (_("it is not an object")));
          else if (l == 0)
            good = check_drive (&c, obj);
          else if (l == 1)
            good = check_run (&c, obj);
          else
            good = check_snapshot (&c, obj);
          if (!good)
            return report (&c, lists[l].kind, i, error);
        }
    }
  g_string_free (c.where, TRUE);
  return TRUE;
}
