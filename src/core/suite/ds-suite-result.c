/* ds-suite-result.c — suite results and their JSON form
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ds-error.h"
#include "ds-format.h"
#include "ds-json.h"
#include "ds-suite-analysis.h"
#include "ds-suite-result.h"

static const char * const kind_names[DS_SUITE_N_KINDS] = {
  "blocksize", "qd-scaling", "mixes", "rwmix", "cache", "linear", "surface",
  "iops-matrix", "wsat",
};

const char *
ds_suite_kind_to_string (DsSuiteKind kind)
{
  return (guint) kind < DS_SUITE_N_KINDS ? kind_names[kind] : "";
}

gboolean
ds_suite_kind_from_string (const char  *text,
                           DsSuiteKind *out)
{
  for (guint i = 0; i < DS_SUITE_N_KINDS; i++)
    if (g_strcmp0 (text, kind_names[i]) == 0)
      {
        *out = (DsSuiteKind) i;
        return TRUE;
      }
  return FALSE;
}

const char *
ds_suite_kind_title (DsSuiteKind kind)
{
  switch (kind)
    {
    case DS_SUITE_BLOCKSIZE: return _("Block-size sweep");
    case DS_SUITE_QD_SCALING: return _("Queue-depth scaling");
    case DS_SUITE_MIXES: return _("Workload mixes");
    case DS_SUITE_RWMIX: return _("Read/write-mix sweep");
    case DS_SUITE_CACHE: return _("Write-cache curve");
    case DS_SUITE_LINEAR: return _("Linear read and write");
    case DS_SUITE_SURFACE: return _("Drive surface read");
    case DS_SUITE_IOPS_MATRIX: return _("IOPS matrix (SNIA PTS)");
    case DS_SUITE_WSAT: return _("Write saturation (SNIA PTS)");
    default: return "";
    }
}

gboolean
ds_suite_kind_is_pass (DsSuiteKind kind)
{
  return kind == DS_SUITE_CACHE || kind == DS_SUITE_LINEAR || kind == DS_SUITE_SURFACE;
}

gboolean
ds_suite_kind_has_rounds (DsSuiteKind kind)
{
  return kind == DS_SUITE_IOPS_MATRIX || kind == DS_SUITE_WSAT;
}

char *
ds_suite_format_block (guint64 bytes)
{
  if (bytes >= (G_GUINT64_CONSTANT (1) << 20) && bytes % (G_GUINT64_CONSTANT (1) << 20) == 0)
    return g_strdup_printf ("%" G_GUINT64_FORMAT "M", bytes >> 20);
  if (bytes >= 1024 && bytes % 1024 == 0)
    return g_strdup_printf ("%" G_GUINT64_FORMAT "K", bytes >> 10);
  return g_strdup_printf ("%" G_GUINT64_FORMAT, bytes);
}

DsIoMode
ds_suite_step_spec_mode (const DsSuiteStepSpec *spec)
{
  if (spec->read_percent >= 100)
    return DS_IO_MODE_READ;
  if (spec->read_percent == 0)
    return DS_IO_MODE_WRITE;
  return DS_IO_MODE_MIX;
}

char *
ds_suite_step_spec_block_text (const DsSuiteStepSpec *spec)
{
  if (spec->block_mix.n > 0)
    /* TRANSLATORS: the block size of a step whose I/Os have several sizes */
    return g_strdup (C_("block size", "mixed"));
  return ds_suite_format_block (spec->block_size);
}

char *
ds_suite_block_mix_to_string (const DsIoBlockMix *mix)
{
  GString *s;

  if (mix->n == 0)
    return NULL;
  s = g_string_new (NULL);
  for (guint i = 0; i < mix->n; i++)
    {
      g_autofree char *block = ds_suite_format_block (mix->shares[i].size);

      g_string_append_printf (s, "%s%s %u %%", i > 0 ? ", " : "", block, mix->shares[i].percent);
    }
  return g_string_free (s, FALSE);
}

char *
ds_suite_step_spec_to_string (const DsSuiteStepSpec *spec)
{
  g_autofree char *block = NULL;
  GString *s = g_string_new (NULL);

  if (spec->block_mix.n > 0)
    {
      g_autofree char *lo = ds_suite_format_block (ds_io_block_mix_smallest (&spec->block_mix));
      g_autofree char *hi = ds_suite_format_block (ds_io_block_mix_largest (&spec->block_mix));

      block = g_strdup_printf ("mixed %s-%s", lo, hi);
    }
  else
    block = ds_suite_format_block (spec->block_size);

  if (spec->label != NULL)
    g_string_append_printf (s, "%s ", spec->label);
  g_string_append_printf (s, "%s Q%uT%u ", block, spec->queue_depth, spec->threads);
  switch (ds_suite_step_spec_mode (spec))
    {
    case DS_IO_MODE_READ: g_string_append (s, "read"); break;
    case DS_IO_MODE_WRITE: g_string_append (s, "write"); break;
    case DS_IO_MODE_MIX:
    default: g_string_append_printf (s, "%u/%u", spec->read_percent, 100 - spec->read_percent); break;
    }
  if (spec->random_percent == 100)
    g_string_append (s, " rnd");
  else if (spec->random_percent == 0)
    g_string_append (s, " seq");
  else
    g_string_append_printf (s, " %u%% rnd", spec->random_percent);
  return g_string_free (s, FALSE);
}

void
ds_suite_step_spec_copy (DsSuiteStepSpec       *dest,
                         const DsSuiteStepSpec *src)
{
  *dest = *src;
  dest->label = g_strdup (src->label);
}

void
ds_suite_step_spec_clear (DsSuiteStepSpec *spec)
{
  g_clear_pointer (&spec->label, g_free);
}

DsSuiteStep *
ds_suite_step_new (const DsSuiteStepSpec *spec)
{
  DsSuiteStep *self = g_new0 (DsSuiteStep, 1);

  ds_suite_step_spec_copy (&self->spec, spec);
  self->samples = g_array_new (FALSE, FALSE, sizeof (DsSuiteSample));
  self->stats.mbps = self->stats.iops = NAN;
  self->stats.lat_mean_us = self->stats.lat_min_us = self->stats.lat_max_us = NAN;
  self->stats.lat_stddev_us = self->stats.lat_p50_us = self->stats.lat_p90_us = NAN;
  self->stats.lat_p99_us = self->stats.lat_p999_us = self->stats.lat_p9999_us = NAN;
  self->stats.cpu_seconds = NAN;
  return self;
}

void
ds_suite_step_free (DsSuiteStep *self)
{
  if (self == NULL)
    return;
  ds_suite_step_spec_clear (&self->spec);
  g_array_unref (self->samples);
  g_free (self);
}

DsSuiteResult *
ds_suite_result_new (DsSuiteKind suite)
{
  DsSuiteResult *self = g_new0 (DsSuiteResult, 1);

  self->kind = DS_RUN_KIND_SUITE;
  self->suite = suite;
  self->status = DS_RUN_STATUS_COMPLETED;
  self->settings = json_object_new ();
  self->conditions = json_object_new ();
  self->steps = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_suite_step_free);
  return self;
}

void
ds_suite_result_free (DsSuiteResult *self)
{
  if (self == NULL)
    return;
  g_free (self->uuid);
  g_clear_pointer (&self->settings, json_object_unref);
  g_clear_pointer (&self->conditions, json_object_unref);
  g_ptr_array_unref (self->steps);
  g_free (self->comment);
  g_free (self->drive_display_name);
  g_free (self->verify);
  g_free (self);
}

/* --- JSON --- */

static JsonObject *
step_to_json (const DsSuiteStep *st)
{
  JsonObject *obj = json_object_new ();
  const DsIoRunStats *r = &st->stats;

  ds_json_set_string (obj, "label", st->spec.label);
  ds_json_set_string (obj, "mode", ds_io_mode_to_string (ds_suite_step_spec_mode (&st->spec)));
  json_object_set_int_member (obj, "read_percent", st->spec.read_percent);
  json_object_set_int_member (obj, "random_percent", st->spec.random_percent);
  ds_json_set_u64 (obj, "block_size", st->spec.block_size);
  if (st->spec.block_mix.n > 0)
    json_object_set_array_member (obj, "block_sizes", ds_io_block_mix_to_json (&st->spec.block_mix));
  json_object_set_int_member (obj, "queue_depth", st->spec.queue_depth);
  json_object_set_int_member (obj, "threads", st->spec.threads);
  ds_json_set_double (obj, "mbps", r->mbps);
  ds_json_set_double (obj, "mibps", r->mbps * 1e6 / 1048576.0);
  ds_json_set_double (obj, "iops", r->iops);
  ds_json_set_u64 (obj, "bytes", r->bytes);
  ds_json_set_u64 (obj, "ios", r->ios);
  ds_json_set_double (obj, "seconds", r->seconds);
  ds_json_set_double (obj, "cpu_s", r->cpu_seconds);
  json_object_set_object_member (obj, "lat_us", ds_io_run_stats_latency_to_json (r));
  ds_json_set_double (obj, "little_ratio", ds_suite_step_little_ratio (st));
  json_object_set_boolean_member (obj, "cached", st->cached);
  json_object_set_boolean_member (obj, "incomplete", st->incomplete);
  if (st->round > 0)
    json_object_set_int_member (obj, "round", st->round);
  if (st->samples->len > 0)
    {
      JsonArray *samples = json_array_new ();

      for (guint i = 0; i < st->samples->len; i++)
        {
          const DsSuiteSample *smp = &g_array_index (st->samples, DsSuiteSample, i);
          JsonArray *pair = json_array_new ();

          json_array_add_double_element (pair, smp->position);
          json_array_add_double_element (pair, isfinite (smp->mbps) ? smp->mbps : 0.0);
          json_array_add_array_element (samples, pair);
        }
      json_object_set_array_member (obj, "samples", samples);
    }
  return obj;
}

static gboolean
bad_step (GError    **error,
          guint       index,
          const char *what)
{
  g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
               _("Step %u of the suite result is not valid: %s."), index + 1, what);
  return FALSE;
}

static DsSuiteStep *
step_from_json (JsonObject  *obj,
                guint        index,
                GError     **error)
{
  DsSuiteStepSpec spec = { 0 };
  g_autoptr(DsSuiteStep) st = NULL;
  gint64 read = ds_json_get_int (obj, "read_percent", -1);
  gint64 random = ds_json_get_int (obj, "random_percent", -1);
  gint64 block = ds_json_get_int (obj, "block_size", 0);
  gint64 qd = ds_json_get_int (obj, "queue_depth", 0);
  gint64 threads = ds_json_get_int (obj, "threads", 0);
  JsonObject *lat = ds_json_get_object (obj, "lat_us");
  JsonArray *samples = ds_json_get_array (obj, "samples");
  JsonArray *block_sizes = ds_json_get_array (obj, "block_sizes");

  if (read < 0 || read > 100 || random < 0 || random > 100)
    {
      bad_step (error, index, _("the read and random shares must be 0 to 100"));
      return NULL;
    }
  if (block <= 0 || qd <= 0 || threads <= 0)
    {
      bad_step (error, index, _("block size, queue depth and threads must be positive"));
      return NULL;
    }
  if (block_sizes != NULL)
    {
      if (!ds_io_block_mix_from_json (block_sizes, &spec.block_mix, NULL))
        {
          bad_step (error, index, _("the block sizes are not {size, percent} objects with ascending sizes "
                                    "and whole percentages that add up to 100"));
          return NULL;
        }
      /* The buffers and the block column are the largest block's. */
      block = (gint64) ds_io_block_mix_largest (&spec.block_mix);
    }
  spec.label = (char *) ds_json_get_string (obj, "label");
  spec.read_percent = (guint) read;
  spec.random_percent = (guint) random;
  spec.block_size = (guint64) block;
  spec.queue_depth = (guint) qd;
  spec.threads = (guint) threads;
  st = ds_suite_step_new (&spec);
  st->stats.mbps = ds_json_get_double (obj, "mbps", NAN);
  st->stats.iops = ds_json_get_double (obj, "iops", NAN);
  st->stats.bytes = (guint64) MAX (ds_json_get_int (obj, "bytes", 0), 0);
  st->stats.ios = (guint64) MAX (ds_json_get_int (obj, "ios", 0), 0);
  st->stats.seconds = ds_json_get_double (obj, "seconds", NAN);
  st->stats.cpu_seconds = ds_json_get_double (obj, "cpu_s", NAN);
  if (lat != NULL)
    ds_io_run_stats_latency_from_json (lat, &st->stats);
  st->cached = ds_json_get_bool (obj, "cached", FALSE);
  st->incomplete = ds_json_get_bool (obj, "incomplete", FALSE);
  st->round = (guint) CLAMP (ds_json_get_int (obj, "round", 0), 0, G_MAXINT32);
  for (guint i = 0; samples != NULL && i < json_array_get_length (samples); i++)
    {
      JsonNode *n = json_array_get_element (samples, i);
      JsonArray *pair = JSON_NODE_HOLDS_ARRAY (n) ? json_node_get_array (n) : NULL;
      DsSuiteSample smp;

      if (pair == NULL || json_array_get_length (pair) != 2)
        {
          bad_step (error, index, _("a sample is not a [position, MB/s] pair"));
          return NULL;
        }
      smp.position = json_array_get_double_element (pair, 0);
      smp.mbps = json_array_get_double_element (pair, 1);
      g_array_append_val (st->samples, smp);
    }
  return g_steal_pointer (&st);
}

JsonArray *
ds_suite_steps_to_json (const GPtrArray *steps)
{
  JsonArray *array = json_array_new ();

  for (guint i = 0; i < steps->len; i++)
    json_array_add_object_element (array, step_to_json (g_ptr_array_index (steps, i)));
  return array;
}

gboolean
ds_suite_steps_from_json (JsonArray  *array,
                          GPtrArray  *steps,
                          GError    **error)
{
  for (guint i = 0; i < json_array_get_length (array); i++)
    {
      JsonNode *n = json_array_get_element (array, i);
      DsSuiteStep *st;

      if (!JSON_NODE_HOLDS_OBJECT (n))
        return bad_step (error, i, _("not an object"));
      st = step_from_json (json_node_get_object (n), i, error);
      if (st == NULL)
        return FALSE;
      g_ptr_array_add (steps, st);
    }
  return TRUE;
}

JsonNode *
ds_suite_result_to_json (const DsSuiteResult *self)
{
  JsonObject *root = json_object_new ();
  JsonNode *node;

  ds_json_set_string (root, "uuid", self->uuid);
  json_object_set_string_member (root, "kind", ds_run_kind_to_string (DS_RUN_KIND_SUITE));
  ds_json_set_string (root, "suite", ds_suite_kind_to_string (self->suite));
  json_object_set_int_member (root, "start", self->start_time);
  json_object_set_int_member (root, "end", self->end_time);
  json_object_set_string_member (root, "status", ds_run_status_to_string (self->status));
  json_object_set_object_member (root, "settings", json_object_ref (self->settings));
  json_object_set_object_member (root, "conditions", json_object_ref (self->conditions));
  json_object_set_array_member (root, "steps", ds_suite_steps_to_json (self->steps));
  json_object_set_object_member (root, "summary", ds_suite_summary_to_json (self));
  if (self->verify != NULL)
    json_object_set_object_member (root, "verify", ds_io_verify_result_to_json (self->verify));
  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, root);
  return node;
}

DsSuiteResult *
ds_suite_result_from_json (JsonNode  *node,
                           GError   **error)
{
  g_autoptr(DsSuiteResult) self = NULL;
  JsonObject *root, *obj;
  JsonArray *steps;
  DsSuiteKind kind;
  const char *status;
  DsRunStatus run_status = DS_RUN_STATUS_COMPLETED;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                           _("A suite result must be a JSON object."));
      return NULL;
    }
  root = json_node_get_object (node);
  if (g_strcmp0 (ds_json_get_string (root, "kind"), "suite") != 0 ||
      !ds_suite_kind_from_string (ds_json_get_string (root, "suite"), &kind))
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                           _("This is not a suite result: it needs \"kind\": \"suite\" and a known \"suite\"."));
      return NULL;
    }
  status = ds_json_get_string (root, "status");
  if (status != NULL && !ds_run_status_from_string (status, &run_status))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("Unknown status “%s” in the suite result."), status);
      return NULL;
    }
  self = ds_suite_result_new (kind);
  self->uuid = g_strdup (ds_json_get_string (root, "uuid"));
  self->start_time = ds_json_get_int (root, "start", 0);
  self->end_time = ds_json_get_int (root, "end", self->start_time);
  self->status = run_status;
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
  steps = ds_json_get_array (root, "steps");
  if (steps != NULL && !ds_suite_steps_from_json (steps, self->steps, error))
    return NULL;
  if ((obj = ds_json_get_object (root, "verify")) != NULL)
    {
      self->verify = g_new0 (DsIoVerifyResult, 1);
      if (!ds_io_verify_result_from_json (obj, self->verify, error))
        return NULL;
    }
  return g_steal_pointer (&self);
}
