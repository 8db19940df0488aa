/* ds-bench-result.c — benchmark result data and its JSON form
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include <math.h>
#include <stdlib.h>

#include "ds-bench-result.h"
#include "ds-bench-steady.h"
#include "ds-error.h"
#include "ds-json.h"

#define KIB G_GUINT64_CONSTANT (1024)
#define MIB (KIB * 1024)

static gboolean
parse_block (const char *text,
             gsize       len,
             guint64    *out)
{
  g_autofree char *num = NULL;
  guint64 mult = 1;
  guint64 value;
  char *end = NULL;

  if (len == 0)
    return FALSE;
  switch (g_ascii_toupper (text[len - 1]))
    {
    case 'K': mult = KIB; len--; break;
    case 'M': mult = MIB; len--; break;
    default: break;
    }
  if (len == 0 || len > 8)
    return FALSE;
  num = g_strndup (text, len);
  for (gsize i = 0; i < len; i++)
    if (!g_ascii_isdigit (num[i]))
      return FALSE;
  value = g_ascii_strtoull (num, &end, 10);
  if (*end != '\0' || value == 0)
    return FALSE;
  *out = value * mult;
  return TRUE;
}

gboolean
ds_bench_spec_parse (const char   *text,
                     DsBenchSpec  *out,
                     GError      **error)
{
  g_autofree char *copy = NULL;
  DsBenchSpec spec = { 0 };
  const char *p, *q, *t;
  guint64 qd, threads;
  char *end;

  g_return_val_if_fail (text != NULL, FALSE);

  copy = g_strstrip (g_strdup (text));
  p = copy;
  if (g_ascii_strncasecmp (p, "SEQ", 3) == 0)
    spec.pattern = DS_IO_PATTERN_SEQ;
  else if (g_ascii_strncasecmp (p, "RND", 3) == 0)
    spec.pattern = DS_IO_PATTERN_RND;
  else
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("Unknown test “%s”: a test starts with SEQ or RND, as in “SEQ1M Q8T1” or “RND4K Q1T1”."),
                   text);
      return FALSE;
    }
  p += 3;
  q = p;
  while (*q != '\0' && *q != ' ')
    q++;
  if (!parse_block (p, q - p, &spec.block_size))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("Bad block size in “%s”: use a number with K or M, as in 4K or 1M."), text);
      return FALSE;
    }
  if (spec.block_size < 512 || spec.block_size > 64 * MIB || spec.block_size % 512 != 0)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("Block size in “%s” is out of range: it must be a multiple of 512 bytes from 512 to 64M."),
                   text);
      return FALSE;
    }
  while (*q == ' ')
    q++;
  if (g_ascii_toupper (*q) != 'Q')
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("Missing queue depth in “%s”: write it as Q8T1 (queue depth 8, one thread)."), text);
      return FALSE;
    }
  q++;
  if (!g_ascii_isdigit (*q))
    goto bad_qt;
  qd = g_ascii_strtoull (q, &end, 10);
  t = end;
  if (g_ascii_toupper (*t) != 'T' || !g_ascii_isdigit (t[1]))
    goto bad_qt;
  threads = g_ascii_strtoull (t + 1, &end, 10);
  if (*end != '\0')
    goto bad_qt;
  if (qd < 1 || qd > DS_IO_QUEUE_DEPTH_MAX)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("Queue depth %llu in “%s” is out of range: use 1 to %u."), (unsigned long long) qd, text,
                   DS_IO_QUEUE_DEPTH_MAX);
      return FALSE;
    }
  if (threads < 1 || threads > DS_IO_THREADS_MAX)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("Thread count %llu in “%s” is out of range: use 1 to %u."), (unsigned long long) threads, text,
                   DS_IO_THREADS_MAX);
      return FALSE;
    }
  spec.queue_depth = (guint) qd;
  spec.threads = (guint) threads;
  *out = spec;
  return TRUE;

bad_qt:
  g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
               _("Bad queue and thread part in “%s”: write it as Q8T1 (queue depth 8, one thread)."), text);
  return FALSE;
}

char *
ds_bench_spec_to_string (const DsBenchSpec *spec)
{
  g_autofree char *block = NULL;

  if (spec->block_size % MIB == 0)
    block = g_strdup_printf ("%" G_GUINT64_FORMAT "M", spec->block_size / MIB);
  else if (spec->block_size % KIB == 0)
    block = g_strdup_printf ("%" G_GUINT64_FORMAT "K", spec->block_size / KIB);
  else
    block = g_strdup_printf ("%" G_GUINT64_FORMAT, spec->block_size);
  return g_strdup_printf ("%s%s Q%uT%u",
                          spec->pattern == DS_IO_PATTERN_SEQ ? "SEQ" : "RND",
                          block, spec->queue_depth, spec->threads);
}

DsBenchTestResult *
ds_bench_test_result_new (const DsBenchSpec *spec,
                          DsIoMode        mode)
{
  DsBenchTestResult *self = g_new0 (DsBenchTestResult, 1);

  self->spec = *spec;
  self->mode = mode;
  self->mix_read_percent = 70;
  self->runs = g_array_new (FALSE, TRUE, sizeof (DsIoRunStats));
  return self;
}

void
ds_bench_test_result_free (DsBenchTestResult *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->runs, g_array_unref);
  g_free (self);
}

DsBenchTestResult *
ds_bench_test_result_copy (const DsBenchTestResult *result)
{
  DsBenchTestResult *copy;

  g_return_val_if_fail (result != NULL, NULL);
  copy = ds_bench_test_result_new (&result->spec, result->mode);
  copy->mix_read_percent = result->mix_read_percent;
  copy->cached = result->cached;
  copy->incomplete = result->incomplete;
  g_array_append_vals (copy->runs, result->runs->data, result->runs->len);
  return copy;
}

DsBenchDoubts
ds_bench_test_result_doubts (const DsBenchTestResult *result,
                             double                   link_max_mbps)
{
  const DsIoRunStats *best;
  DsBenchDoubts doubts = DS_BENCH_DOUBT_NONE;

  g_return_val_if_fail (result != NULL, DS_BENCH_DOUBT_NONE);
  if (result->cached)
    doubts |= DS_BENCH_DOUBT_CACHED;
  if ((best = ds_bench_test_result_best (result)) == NULL)
    return doubts;
  /* 2 % over the ceiling: what rounding and a clock's jitter cannot explain. */
  if (!isnan (link_max_mbps) && link_max_mbps > 0 && best->mbps > link_max_mbps * 1.02)
    doubts |= DS_BENCH_DOUBT_ABOVE_LINK;
  if (!isnan (best->cpu_seconds) && best->seconds > 0 &&
      best->cpu_seconds / best->seconds >= 0.9 * MAX (result->spec.threads, 1))
    doubts |= DS_BENCH_DOUBT_CPU_BOUND;
  return doubts;
}

const DsIoRunStats *
ds_bench_test_result_best (const DsBenchTestResult *self)
{
  const DsIoRunStats *best = NULL;

  for (guint i = 0; i < self->runs->len; i++)
    {
      const DsIoRunStats *r = &g_array_index (self->runs, DsIoRunStats, i);

      if (best == NULL || r->mbps > best->mbps)
        best = r;
    }
  return best;
}

static int
compare_runs_by_mbps (gconstpointer a,
                      gconstpointer b)
{
  const DsIoRunStats *ra = *(const DsIoRunStats * const *) a;
  const DsIoRunStats *rb = *(const DsIoRunStats * const *) b;

  return (ra->mbps > rb->mbps) - (ra->mbps < rb->mbps);
}

const DsIoRunStats *
ds_bench_test_result_median (const DsBenchTestResult *self)
{
  g_autofree const DsIoRunStats **sorted = NULL;

  if (self->runs->len == 0)
    return NULL;
  sorted = g_new (const DsIoRunStats *, self->runs->len);
  for (guint i = 0; i < self->runs->len; i++)
    sorted[i] = &g_array_index (self->runs, DsIoRunStats, i);
  qsort (sorted, self->runs->len, sizeof sorted[0], compare_runs_by_mbps);
  /* The lower median for an even count: a run that really happened. */
  return sorted[(self->runs->len - 1) / 2];
}

DsBenchResult *
ds_bench_result_new (void)
{
  DsBenchResult *self = g_new0 (DsBenchResult, 1);

  self->kind = DS_RUN_KIND_BENCH;
  self->status = DS_RUN_STATUS_COMPLETED;
  self->settings = json_object_new ();
  self->conditions = json_object_new ();
  self->tests = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_bench_test_result_free);
  return self;
}

void
ds_bench_result_free (DsBenchResult *self)
{
  if (self == NULL)
    return;
  g_free (self->uuid);
  g_free (self->comment);
  g_free (self->drive_display_name);
  g_clear_pointer (&self->settings, json_object_unref);
  g_clear_pointer (&self->conditions, json_object_unref);
  g_clear_pointer (&self->tests, g_ptr_array_unref);
  g_free (self->verify);
  g_free (self);
}

DsBenchTestResult *
ds_bench_result_find (DsBenchResult     *self,
                      const DsBenchSpec *spec,
                      DsIoMode        mode)
{
  for (guint i = 0; i < self->tests->len; i++)
    {
      DsBenchTestResult *t = g_ptr_array_index (self->tests, i);

      if (t->mode == mode && t->spec.pattern == spec->pattern &&
          t->spec.block_size == spec->block_size &&
          t->spec.queue_depth == spec->queue_depth &&
          t->spec.threads == spec->threads)
        return t;
    }
  return NULL;
}

static JsonObject *
run_to_json (const DsIoRunStats *r)
{
  JsonObject *obj = json_object_new ();

  ds_json_set_double (obj, "mbps", r->mbps);
  ds_json_set_double (obj, "mibps", r->mbps * 1e6 / 1048576.0);
  ds_json_set_double (obj, "iops", r->iops);
  ds_json_set_u64 (obj, "bytes", r->bytes);
  ds_json_set_u64 (obj, "ios", r->ios);
  ds_json_set_double (obj, "seconds", r->seconds);
  ds_json_set_double (obj, "cpu_s", r->cpu_seconds);
  json_object_set_object_member (obj, "lat_us", ds_io_run_stats_latency_to_json (r));
  return obj;
}

JsonNode *
ds_bench_result_to_json (const DsBenchResult *self)
{
  JsonObject *root = json_object_new ();
  JsonArray *tests = json_array_new ();
  JsonNode *node;

  ds_json_set_string (root, "uuid", self->uuid);
  json_object_set_string_member (root, "kind", ds_run_kind_to_string (self->kind));
  json_object_set_int_member (root, "start", self->start_time);
  json_object_set_int_member (root, "end", self->end_time);
  json_object_set_string_member (root, "status", ds_run_status_to_string (self->status));
  json_object_set_object_member (root, "settings", json_object_ref (self->settings));
  json_object_set_object_member (root, "conditions", json_object_ref (self->conditions));

  for (guint i = 0; i < self->tests->len; i++)
    {
      const DsBenchTestResult *t = g_ptr_array_index (self->tests, i);
      const DsIoRunStats *best = ds_bench_test_result_best (t);
      const DsIoRunStats *median = ds_bench_test_result_median (t);
      JsonObject *obj = json_object_new ();
      JsonArray *runs = json_array_new ();
      g_autofree char *spec = ds_bench_spec_to_string (&t->spec);

      json_object_set_string_member (obj, "spec", spec);
      json_object_set_string_member (obj, "mode", ds_io_mode_to_string (t->mode));
      if (t->mode == DS_IO_MODE_MIX)
        json_object_set_int_member (obj, "mix_read_percent", t->mix_read_percent);
      ds_json_set_double (obj, "mbps", best ? best->mbps : NAN);
      ds_json_set_double (obj, "mibps", best ? best->mbps * 1e6 / 1048576.0 : NAN);
      ds_json_set_double (obj, "iops", best ? best->iops : NAN);
      if (best != NULL)
        json_object_set_object_member (obj, "lat_us", ds_io_run_stats_latency_to_json (best));
      else
        json_object_set_null_member (obj, "lat_us");
      if (median != NULL)
        {
          JsonObject *med = json_object_new ();

          ds_json_set_double (med, "mbps", median->mbps);
          ds_json_set_double (med, "iops", median->iops);
          json_object_set_object_member (obj, "median", med);
        }
      json_object_set_boolean_member (obj, "cached", t->cached);
      json_object_set_boolean_member (obj, "incomplete", t->incomplete);
      for (guint j = 0; j < t->runs->len; j++)
        json_array_add_object_element (runs, run_to_json (&g_array_index (t->runs, DsIoRunStats, j)));
      json_object_set_array_member (obj, "runs", runs);
      json_array_add_object_element (tests, obj);
    }
  json_object_set_array_member (root, "tests", tests);
  /* --steady runs: each test's FOB and steady verdict, from its rounds. */
  ds_bench_steady_annotate_json (self, tests);
  ds_bench_steady_annotate_root (self, root);
  if (self->verify != NULL)
    json_object_set_object_member (root, "verify", ds_io_verify_result_to_json (self->verify));

  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, root);
  return node;
}

DsBenchResult *
ds_bench_result_from_json (JsonNode  *node,
                           GError   **error)
{
  g_autoptr(DsBenchResult) self = ds_bench_result_new ();
  JsonObject *root, *obj;
  JsonArray *tests;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    goto bad;
  root = json_node_get_object (node);
  tests = ds_json_get_array (root, "tests");
  if (tests == NULL)
    goto bad;

  g_free (self->uuid);
  self->uuid = g_strdup (ds_json_get_string (root, "uuid"));
  if (ds_json_get_string (root, "kind") != NULL &&
      !ds_run_kind_parse (ds_json_get_string (root, "kind"), &self->kind, error))
    return NULL;
  if (self->kind == DS_RUN_KIND_THERMAL)
    goto bad;
  if (ds_json_get_string (root, "status") != NULL &&
      !ds_run_status_parse (ds_json_get_string (root, "status"), &self->status, error))
    return NULL;
  self->start_time = ds_json_get_int (root, "start", 0);
  self->end_time = ds_json_get_int (root, "end", 0);
  if ((obj = ds_json_get_object (root, "settings")) != NULL)
    {
      json_object_unref (self->settings);
      self->settings = json_object_ref (obj);
    }
  if ((obj = ds_json_get_object (root, "conditions")) != NULL)
    {
      json_object_unref (self->conditions);
      self->conditions = json_object_ref (obj);
    }
  if ((obj = ds_json_get_object (root, "verify")) != NULL)
    {
      self->verify = g_new0 (DsIoVerifyResult, 1);
      if (!ds_io_verify_result_from_json (obj, self->verify, error))
        return NULL;
    }

  for (guint i = 0; i < json_array_get_length (tests); i++)
    {
      JsonNode *tn = json_array_get_element (tests, i);
      JsonObject *tobj;
      DsBenchSpec spec;
      DsIoMode mode;
      DsBenchTestResult *t;
      JsonArray *runs;

      if (!JSON_NODE_HOLDS_OBJECT (tn))
        goto bad;
      tobj = json_node_get_object (tn);
      if (!ds_bench_spec_parse (ds_json_get_string (tobj, "spec") ? ds_json_get_string (tobj, "spec") : "",
                                &spec, error))
        return NULL;
      if (!ds_io_mode_from_string (ds_json_get_string (tobj, "mode"), &mode))
        goto bad;
      t = ds_bench_test_result_new (&spec, mode);
      g_ptr_array_add (self->tests, t);
      t->mix_read_percent = (guint) ds_json_get_int (tobj, "mix_read_percent", 70);
      t->cached = ds_json_get_bool (tobj, "cached", FALSE);
      t->incomplete = ds_json_get_bool (tobj, "incomplete", FALSE);
      runs = ds_json_get_array (tobj, "runs");
      if (runs == NULL || json_array_get_length (runs) == 0)
        {
          /* Imported results may carry only the headline numbers. */
          DsIoRunStats r = { 0 };

          r.cpu_seconds = NAN;
          r.mbps = ds_json_get_double (tobj, "mbps", NAN);
          r.iops = ds_json_get_double (tobj, "iops", NAN);
          ds_io_run_stats_latency_from_json (ds_json_get_object (tobj, "lat_us"), &r);
          if (isfinite (r.mbps))
            g_array_append_val (t->runs, r);
          continue;
        }
      for (guint j = 0; j < json_array_get_length (runs); j++)
        {
          JsonNode *rn = json_array_get_element (runs, j);
          JsonObject *robj;
          DsIoRunStats r = { 0 };

          if (!JSON_NODE_HOLDS_OBJECT (rn))
            goto bad;
          robj = json_node_get_object (rn);
          r.mbps = ds_json_get_double (robj, "mbps", NAN);
          r.iops = ds_json_get_double (robj, "iops", NAN);
          r.bytes = (guint64) ds_json_get_int (robj, "bytes", 0);
          r.ios = (guint64) ds_json_get_int (robj, "ios", 0);
          r.seconds = ds_json_get_double (robj, "seconds", NAN);
          r.cpu_seconds = ds_json_get_double (robj, "cpu_s", NAN);
          ds_io_run_stats_latency_from_json (ds_json_get_object (robj, "lat_us"), &r);
          g_array_append_val (t->runs, r);
        }
    }
  return g_steal_pointer (&self);

bad:
  g_set_error_literal (error, DS_ERROR, DS_ERROR_PARSE,
                       _("This is not a Drivescope benchmark result: the “tests” list is missing or malformed."));
  return NULL;
}
