/* ds-history-compare.c — the comparison table and its text / Markdown forms
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "ds-bench-result.h"
#include "ds-conditions.h"
#include "ds-conditions-compare.h"
#include "ds-error.h"
#include "ds-format.h"
#include "ds-history-compare.h"
#include "ds-json.h"
#include "ds-thermal-analysis.h"

static char *
number_text (double v, const char *format)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  g_ascii_formatd (buf, sizeof buf, format, v);
  return g_strdup (buf);
}

char *
ds_history_condition_text (JsonObject *run,
                           const char *name)
{
  return ds_conditions_compare_text (run, name);
}

static const char *
family (JsonObject *run)
{
  const char *kind = ds_json_get_string (run, "kind");

  if (g_strcmp0 (kind, "thermal") == 0)
    return "thermal";
  if (g_strcmp0 (kind, "suite") == 0)
    return "suite";
  if (g_strcmp0 (kind, "verify") == 0)
    return "verify";
  return "bench";
}

typedef struct
{
  char   *test;
  char   *mode;
  char   *unit;
  double *values;
} Row;

static void
row_free (Row *row)
{
  g_free (row->test);
  g_free (row->mode);
  g_free (row->unit);
  g_free (row->values);
  g_free (row);
}

static Row *
find_row (GPtrArray  *rows,
          const char *test,
          const char *mode,
          const char *unit,
          guint       n_runs)
{
  Row *row;

  for (guint i = 0; i < rows->len; i++)
    {
      row = g_ptr_array_index (rows, i);
      if (g_str_equal (row->test, test) && g_str_equal (row->mode, mode) && g_str_equal (row->unit, unit))
        return row;
    }
  row = g_new0 (Row, 1);
  row->test = g_strdup (test);
  row->mode = g_strdup (mode);
  row->unit = g_strdup (unit);
  row->values = g_new (double, n_runs);
  for (guint i = 0; i < n_runs; i++)
    row->values[i] = NAN;
  g_ptr_array_add (rows, row);
  return row;
}

static char *
block_text (gint64 bytes)
{
  if (bytes >= 1048576 && bytes % 1048576 == 0)
    return g_strdup_printf ("%" G_GINT64_FORMAT "M", bytes / 1048576);
  if (bytes >= 1024 && bytes % 1024 == 0)
    return g_strdup_printf ("%" G_GINT64_FORMAT "K", bytes / 1024);
  return g_strdup_printf ("%" G_GINT64_FORMAT, bytes);
}

/* "read", "write" or "65/35": the mode column of a suite step. */
static char *
share_text (gint64 read_percent)
{
  if (read_percent >= 100)
    return g_strdup ("read");
  if (read_percent <= 0)
    return g_strdup ("write");
  return g_strdup_printf ("%" G_GINT64_FORMAT "/%" G_GINT64_FORMAT, read_percent, 100 - read_percent);
}

static const char *
random_word (gint64 random_percent,
             char   buf[32])
{
  if (random_percent >= 100)
    return "rnd";
  if (random_percent <= 0)
    return "seq";
  g_snprintf (buf, 32, "%" G_GINT64_FORMAT "%% rnd", random_percent);
  return buf;
}

/* The rows of one suite run: per step the numbers its suite is about, then
 * the answers of its summary. Step names leave out what the suite varies in
 * the mode column, so runs with the same steps share rows. */
static void
suite_rows (GPtrArray  *rows,
            JsonObject *run,
            guint       i,
            guint       n_runs)
{
  const char *suite = ds_json_get_string (run, "suite");
  JsonArray *steps = ds_json_get_array (run, "steps");
  JsonObject *summary = ds_json_get_object (run, "summary");
  gboolean pass = g_strcmp0 (suite, "cache") == 0 || g_strcmp0 (suite, "linear") == 0 ||
                  g_strcmp0 (suite, "surface") == 0;
  gboolean rounds = g_strcmp0 (suite, "iops-matrix") == 0 || g_strcmp0 (suite, "wsat") == 0;

  if (rounds)
    {
      /* FOB against steady: the rounds are in the summary's verdict, the
       * matrix its cells' FOB and steady IOPS */
      JsonObject *steady = ds_json_get_object (summary, "steady");
      JsonObject *w = ds_json_get_object (summary, "wsat");
      JsonArray *matrix = ds_json_get_array (summary, "matrix");

      for (guint k = 0; matrix != NULL && k < json_array_get_length (matrix); k++)
        {
          JsonObject *c = json_array_get_object_element (matrix, k);
          g_autofree char *block = block_text (ds_json_get_int (c, "block_size", 0));
          g_autofree char *mode = share_text (ds_json_get_int (c, "read_percent", 100));
          g_autofree char *test = g_strdup_printf ("%s rnd", block);

          find_row (rows, test, mode, "IOPS", n_runs)->values[i] = ds_json_get_double (c, "steady_iops", NAN);
        }
      find_row (rows, "FOB", "write", "IOPS", n_runs)->values[i] = ds_json_get_double (steady, "fob", NAN);
      if (w != NULL)
        {
          find_row (rows, "settles at", "write", "IOPS", n_runs)->values[i] =
            ds_json_get_bool (w, "settled", FALSE) ? ds_json_get_double (w, "settled_iops", NAN) : NAN;
          find_row (rows, "settled after", "write", "GB", n_runs)->values[i] =
            ds_json_get_bool (w, "settled", FALSE) ? ds_json_get_double (w, "settled_at_bytes", NAN) / 1e9 : NAN;
        }
      else
        {
          find_row (rows, "steady", "write", "IOPS", n_runs)->values[i] =
            ds_json_get_bool (steady, "reached", FALSE) ? ds_json_get_double (steady, "window_average", NAN) : NAN;
          find_row (rows, "rounds to steady", "write", "rounds", n_runs)->values[i] =
            ds_json_get_bool (steady, "reached", FALSE) ? (double) ds_json_get_int (steady, "rounds_to_steady", 0) : NAN;
        }
      return;
    }

  for (guint k = 0; steps != NULL && !pass && k < json_array_get_length (steps); k++)
    {
      JsonObject *st = json_array_get_object_element (steps, k);
      JsonObject *lat = ds_json_get_object (st, "lat_us");
      g_autofree char *block = block_text (ds_json_get_int (st, "block_size", 0));
      g_autofree char *mode = share_text (ds_json_get_int (st, "read_percent", 100));
      g_autofree char *test = NULL;
      const char *label = ds_json_get_string (st, "label");
      gint64 qd = ds_json_get_int (st, "queue_depth", 0), t = ds_json_get_int (st, "threads", 0);
      char rnd[32];

      if (ds_json_get_bool (st, "incomplete", FALSE) && ds_json_get_int (st, "ios", 0) == 0)
        continue;
      if (g_strcmp0 (suite, "blocksize") == 0)
        {
          test = g_strdup (block);
          find_row (rows, test, mode, "MB/s", n_runs)->values[i] = ds_json_get_double (st, "mbps", NAN);
          continue;
        }
      if (g_strcmp0 (suite, "rwmix") == 0)
        test = g_strdup_printf ("%s %s", block, random_word (ds_json_get_int (st, "random_percent", 100), rnd));
      else if (label != NULL)
        test = g_strdup_printf ("%s Q%" G_GINT64_FORMAT "T%" G_GINT64_FORMAT, label, qd, t);
      else
        test = g_strdup_printf ("%s %s Q%" G_GINT64_FORMAT "T%" G_GINT64_FORMAT, block,
                                random_word (ds_json_get_int (st, "random_percent", 100), rnd), qd, t);
      find_row (rows, test, mode, "IOPS", n_runs)->values[i] = ds_json_get_double (st, "iops", NAN);
      find_row (rows, test, mode, "p99 µs", n_runs)->values[i] = ds_json_get_double (lat, "p99", NAN);
    }

  /* the answers */
  {
    JsonArray *series = ds_json_get_array (summary, "series");
    JsonArray *passes = ds_json_get_array (summary, "steps");

    for (guint k = 0; series != NULL && k < json_array_get_length (series); k++)
      {
        JsonObject *se = json_array_get_object_element (series, k);
        const char *name = ds_json_get_string (se, "name");

        if (name == NULL)
          continue;
        if (g_strcmp0 (suite, "blocksize") == 0)
          {
            gint64 plateau = ds_json_get_int (se, "plateau_block", 0);

            find_row (rows, "peak", name, "MB/s", n_runs)->values[i] = ds_json_get_double (se, "peak_mbps", NAN);
            find_row (rows, "plateau", name, "KiB", n_runs)->values[i] =
              plateau > 0 ? plateau / 1024.0 : NAN;
            continue;
          }
        find_row (rows, "sustained QD", name, "QD", n_runs)->values[i] =
          ds_json_get_bool (se, "found", FALSE) ? (double) ds_json_get_int (se, "queue_depth", 0) : NAN;
        find_row (rows, "within the limit", name, "IOPS", n_runs)->values[i] =
          ds_json_get_bool (se, "found", FALSE) ? ds_json_get_double (se, "iops", NAN) : NAN;
        find_row (rows, "peak", name, "IOPS", n_runs)->values[i] = ds_json_get_double (se, "peak_iops", NAN);
      }
    if (g_strcmp0 (suite, "rwmix") == 0)
      {
        find_row (rows, "read only", "read", "IOPS", n_runs)->values[i] = ds_json_get_double (summary, "read_iops", NAN);
        find_row (rows, "write only", "write", "IOPS", n_runs)->values[i] = ds_json_get_double (summary, "write_iops", NAN);
      }
    for (guint k = 0; pass && passes != NULL && k < json_array_get_length (passes); k++)
      {
        JsonObject *ps = json_array_get_object_element (passes, k);
        JsonObject *st = steps != NULL && k < json_array_get_length (steps) ? json_array_get_object_element (steps, k) : NULL;
        g_autofree char *mode = share_text (ds_json_get_int (st, "read_percent", g_strcmp0 (suite, "cache") == 0 ? 0 : 100));

        if (g_strcmp0 (suite, "cache") == 0)
          {
            find_row (rows, "start", mode, "MB/s", n_runs)->values[i] = ds_json_get_double (ps, "start_mbps", NAN);
            find_row (rows, "cache size", mode, "GB", n_runs)->values[i] =
              ds_json_get_bool (ps, "found", FALSE) ? ds_json_get_double (ps, "cache_bytes", NAN) / 1e9 : NAN;
            find_row (rows, "after the cache", mode, "MB/s", n_runs)->values[i] =
              ds_json_get_bool (ps, "found", FALSE) ? ds_json_get_double (ps, "after_mbps", NAN) : NAN;
            continue;
          }
        find_row (rows, "average", mode, "MB/s", n_runs)->values[i] = ds_json_get_double (ps, "avg_mbps", NAN);
        find_row (rows, "minimum", mode, "MB/s", n_runs)->values[i] = ds_json_get_double (ps, "min_mbps", NAN);
        find_row (rows, "maximum", mode, "MB/s", n_runs)->values[i] = ds_json_get_double (ps, "max_mbps", NAN);
        find_row (rows, "spread", mode, "MB/s", n_runs)->values[i] = ds_json_get_double (ps, "spread_mbps", NAN);
      }
  }
}

/* The rows of one thermal run: what the reviews set side by side, each the
 * figure of the run's own analysis (ds_thermal_figures). */
static void
thermal_rows (GPtrArray *rows,
              JsonNode  *node,
              guint      i,
              guint      n_runs)
{
  g_autoptr(DsThermalResult) result = ds_thermal_result_from_json (node, NULL);
  DsThermalFigures f;
  const DsThermalSummary *s;

  if (result == NULL)
    return;
  ds_thermal_figures (result, &f);
  s = &result->summary;
  find_row (rows, "first throttle", "write", "s", n_runs)->values[i] = f.first_throttle_s;
  find_row (rows, "throttle temperature", "write", "°C", n_runs)->values[i] = f.throttle_temp_c;
  find_row (rows, "before throttle", "write", "MB/s", n_runs)->values[i] = f.before_mbps;
  if (f.cache_bytes > 0)
    find_row (rows, "cache size", "write", "GB", n_runs)->values[i] = f.cache_bytes / 1e9;
  find_row (rows, "after throttle", "write", "MB/s", n_runs)->values[i] = f.after_mbps;
  find_row (rows, "lowest sustained", "write", "MB/s", n_runs)->values[i] = f.lowest_sustained_mbps;
  find_row (rows, "steady", "write", "MB/s", n_runs)->values[i] = s->steady_mbps;
  find_row (rows, "average", "write", "MB/s", n_runs)->values[i] = s->avg_mbps;
  find_row (rows, "cool-down", "idle", "s", n_runs)->values[i] = f.cooldown_s;
  find_row (rows, "peak temperature", "write", "°C", n_runs)->values[i] = f.peak_temp_c;
}

static const char *
run_identity (JsonObject *run,
              char        buf[32])
{
  if (ds_json_get_string (run, "uuid") != NULL)
    return ds_json_get_string (run, "uuid");
  if (json_object_has_member (run, "id"))
    {
      g_snprintf (buf, 32, "#%" G_GINT64_FORMAT, ds_json_get_int (run, "id", 0));
      return buf;
    }
  return NULL;
}

gboolean
ds_history_compare_check_count (GPtrArray  *runs,
                                GError    **error)
{
  if (runs->len < 2 || runs->len > DS_HISTORY_COMPARE_MAX_RUNS)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("A comparison needs 2 to %d runs; %u were given."), DS_HISTORY_COMPARE_MAX_RUNS, runs->len);
      return FALSE;
    }
  for (guint i = 0; i < runs->len; i++)
    for (guint j = 0; j < i; j++)
      {
        char a_buf[32], b_buf[32];
        const char *a = run_identity (json_node_get_object (g_ptr_array_index (runs, i)), a_buf);
        const char *b = run_identity (json_node_get_object (g_ptr_array_index (runs, j)), b_buf);

        if (a != NULL && g_strcmp0 (a, b) == 0)
          {
            g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                         _("Run %u and run %u of the comparison are the same run; name each run once."), j + 1, i + 1);
            return FALSE;
          }
      }
  return TRUE;
}

JsonNode *
ds_history_compare (GPtrArray  *runs,
                    GError    **error)
{
  g_autoptr(GPtrArray) rows = g_ptr_array_new_with_free_func ((GDestroyNotify) row_free);
  JsonObject *root = json_object_new ();
  JsonArray *runs_out = json_array_new ();
  JsonArray *conds_out = json_array_new ();
  JsonArray *rows_out = json_array_new ();
  JsonNode *node;
  const char *fam = NULL;
  const char *suite = NULL;

  if (!ds_history_compare_check_count (runs, error))
    {
      json_object_unref (root);
      json_array_unref (runs_out);
      json_array_unref (conds_out);
      json_array_unref (rows_out);
      return NULL;
    }
  for (guint i = 0; i < runs->len; i++)
    {
      JsonObject *run = json_node_get_object (g_ptr_array_index (runs, i));

      if (fam != NULL && !g_str_equal (fam, family (run)))
        {
          json_object_unref (root);
          json_array_unref (runs_out);
          json_array_unref (conds_out);
          json_array_unref (rows_out);
          if (g_str_equal (fam, "verify") || g_str_equal (family (run), "verify"))
            g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                                 _("A capacity check (verify) is compared with other capacity checks only."));
          else if (g_str_equal (fam, "suite") || g_str_equal (family (run), "suite"))
            g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                         _("Run %u is a suite run and run %u is not: a suite's steps cannot be set against a benchmark's "
                           "or a thermal run's tests. Compare suite runs with runs of the same suite."),
                         g_str_equal (fam, "suite") ? 1 : i + 1, g_str_equal (fam, "suite") ? i + 1 : 1);
          else
            g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                                 _("Benchmarks and thermal runs measure different things; compare runs of one kind."));
          return NULL;
        }
      if (g_str_equal (family (run), "suite") && suite != NULL &&
          g_strcmp0 (suite, ds_json_get_string (run, "suite")) != 0)
        {
          json_object_unref (root);
          json_array_unref (runs_out);
          json_array_unref (conds_out);
          json_array_unref (rows_out);
          g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                       _("Run 1 is a %s suite and run %u a %s suite: they measure different things. "
                         "Compare runs of the same suite."), suite, i + 1,
                       ds_json_get_string (run, "suite") ? ds_json_get_string (run, "suite") : "?");
          return NULL;
        }
      fam = family (run);
      if (suite == NULL)
        suite = ds_json_get_string (run, "suite");
    }

  for (guint i = 0; i < runs->len; i++)
    {
      JsonObject *run = json_node_get_object (g_ptr_array_index (runs, i));
      JsonObject *summary = json_object_new ();
      DsConditionsDrive drive;

      if (json_object_has_member (run, "id"))
        json_object_set_int_member (summary, "id", ds_json_get_int (run, "id", 0));
      ds_json_set_string (summary, "uuid", ds_json_get_string (run, "uuid"));
      ds_json_set_string (summary, "kind", ds_json_get_string (run, "kind"));
      ds_json_set_string (summary, "label", ds_json_get_string (run, "label"));
      json_object_set_int_member (summary, "start", ds_json_get_int (run, "start", 0));
      ds_conditions_get_drive (ds_json_get_object (run, "conditions"), &drive);
      ds_json_set_string (summary, "drive", drive.model);
      json_array_add_object_element (runs_out, summary);

      if (g_str_equal (fam, "suite"))
        {
          suite_rows (rows, run, i, runs->len);
          continue;
        }
      if (g_str_equal (fam, "verify"))
        {
          /* sizes in decimal GB (MB while every check wrote less than
           * 10 GB), speeds of each pass */
          static const struct { const char *key, *name; gboolean size; } metrics[] = {
            { "bytes_written", "written", TRUE }, { "bytes_checked", "read back", TRUE },
            { "bytes_intact", "intact", TRUE }, { "intact_prefix", "intact from the start", TRUE },
            { "bytes_lost", "lost", TRUE }, { "bytes_overwritten", "overwritten", TRUE },
            { "bytes_corrupted", "corrupted", TRUE }, { "bytes_io_error", "I/O errors", TRUE },
            { "write_mbps", "write", FALSE }, { "read_mbps", "read", FALSE },
          };
          JsonObject *s = ds_json_get_object (run, "summary");
          double most = 0;

          for (guint k = 0; k < runs->len; k++)
            most = MAX (most, ds_json_get_double (ds_json_get_object (json_node_get_object (g_ptr_array_index (runs, k)),
                                                                      "summary"), "bytes_written", 0));
          for (guint m = 0; m < G_N_ELEMENTS (metrics); m++)
            {
              const char *unit = !metrics[m].size ? "MB/s" : most >= 1e10 ? "GB" : "MB";
              double scale = !metrics[m].size ? 1 : most >= 1e10 ? 1e9 : 1e6;

              find_row (rows, metrics[m].name, "verify", unit, runs->len)->values[i] =
                ds_json_get_double (s, metrics[m].key, NAN) / scale;
            }
          continue;
        }
      if (g_str_equal (fam, "thermal"))
        {
          thermal_rows (rows, g_ptr_array_index (runs, i), i, runs->len);
          continue;
        }
      {
        JsonArray *tests = ds_json_get_array (run, "tests");

        for (guint t = 0; tests != NULL && t < json_array_get_length (tests); t++)
          {
            JsonObject *test = json_array_get_object_element (tests, t);
            const char *spec = ds_json_get_string (test, "spec");
            const char *mode = ds_json_get_string (test, "mode");

            if (spec == NULL || mode == NULL)
              continue;
            find_row (rows, spec, mode, "MB/s", runs->len)->values[i] = ds_json_get_double (test, "mbps", NAN);
            if (g_str_has_prefix (spec, "RND"))
              find_row (rows, spec, mode, "IOPS", runs->len)->values[i] = ds_json_get_double (test, "iops", NAN);
            /* --steady runs: the FOB round against the steady window */
            if (json_object_has_member (test, "steady_iops"))
              {
                g_autofree char *fob = g_strdup_printf ("%s FOB", spec);
                g_autofree char *steady = g_strdup_printf ("%s steady", spec);

                find_row (rows, fob, mode, "IOPS", runs->len)->values[i] = ds_json_get_double (test, "fob_iops", NAN);
                find_row (rows, steady, mode, "IOPS", runs->len)->values[i] =
                  ds_json_get_double (test, "steady_iops", NAN);
                find_row (rows, steady, mode, "MB/s", runs->len)->values[i] =
                  ds_json_get_double (test, "steady_mbps", NAN);
              }
          }
      }
    }

  {
    g_autoptr(GPtrArray) objects = g_ptr_array_new ();
    g_autoptr(GPtrArray) differences = NULL;

    for (guint i = 0; i < runs->len; i++)
      g_ptr_array_add (objects, json_node_get_object (g_ptr_array_index (runs, i)));
    differences = ds_conditions_compare (objects);
    for (guint c = 0; c < differences->len; c++)
      {
        const DsConditionsDifference *d = g_ptr_array_index (differences, c);
        JsonObject *obj = json_object_new ();
        JsonArray *arr = json_array_new ();

        json_object_set_string_member (obj, "name", d->name);
        for (guint i = 0; i < d->values->len; i++)
          {
            const char *v = g_ptr_array_index (d->values, i);

            if (v != NULL)
              json_array_add_string_element (arr, v);
            else
              json_array_add_null_element (arr);
          }
        json_object_set_array_member (obj, "values", arr);
        json_array_add_object_element (conds_out, obj);
      }
  }

  for (guint r = 0; r < rows->len; r++)
    {
      Row *row = g_ptr_array_index (rows, r);
      JsonObject *obj = json_object_new ();
      JsonArray *values = json_array_new ();
      JsonArray *deltas = json_array_new ();

      json_object_set_string_member (obj, "test", row->test);
      json_object_set_string_member (obj, "mode", row->mode);
      json_object_set_string_member (obj, "unit", row->unit);
      for (guint i = 0; i < runs->len; i++)
        {
          double v = row->values[i], base = row->values[0];

          if (isfinite (v))
            json_array_add_double_element (values, v);
          else
            json_array_add_null_element (values);
          if (i > 0 && isfinite (v) && isfinite (base) && base != 0)
            json_array_add_double_element (deltas, (v - base) / base * 100.0);
          else
            json_array_add_null_element (deltas);
        }
      json_object_set_array_member (obj, "values", values);
      json_object_set_array_member (obj, "delta_percent", deltas);
      json_array_add_object_element (rows_out, obj);
    }

  /* an array's runs against runs on a single drive: how it scales */
  if (g_str_equal (fam, "bench"))
    {
      JsonArray *scaling = json_array_new ();

      for (guint i = 0; i < runs->len; i++)
        for (guint j = 0; j < runs->len; j++)
          {
            g_autofree char *text = i == j ? NULL
              : ds_history_compare_array_scaling (json_node_get_object (g_ptr_array_index (runs, i)),
                                                  json_node_get_object (g_ptr_array_index (runs, j)));

            if (text != NULL)
              {
                JsonObject *o = json_object_new ();

                json_object_set_int_member (o, "run", i + 1);
                json_object_set_int_member (o, "against", j + 1);
                json_object_set_string_member (o, "text", text);
                json_array_add_object_element (scaling, o);
              }
          }
      json_object_set_array_member (root, "scaling", scaling);
    }
  json_object_set_string_member (root, "kind", fam);
  if (g_str_equal (fam, "suite"))
    ds_json_set_string (root, "suite", suite);
  json_object_set_array_member (root, "runs", runs_out);
  json_object_set_array_member (root, "conditions", conds_out);
  json_object_set_array_member (root, "rows", rows_out);
  node = json_node_new (JSON_NODE_OBJECT);
  json_node_take_object (node, root);
  return node;
}

static char *
run_title (JsonObject *run,
           gboolean    markdown)
{
  const char *label = ds_json_get_string (run, "label");
  g_autofree char *id = json_object_has_member (run, "id")
                          ? g_strdup_printf ("#%" G_GINT64_FORMAT, ds_json_get_int (run, "id", 0))
                          : g_strndup (ds_json_get_string (run, "uuid") ? ds_json_get_string (run, "uuid") : "?", 8);
  g_autofree char *safe = markdown ? ds_escape_markdown (label) : ds_escape_terminal (label);

  return label != NULL ? g_strdup_printf ("%s %s", id, safe) : g_steal_pointer (&id);
}

/* Text from a run (labels, test names, conditions) made safe for the output:
 * Markdown escaping keeps HTML, links and '|' from leaking into the table. */
static char *
cell_text (const char *text,
           gboolean    markdown)
{
  return markdown ? ds_escape_markdown (text) : ds_escape_terminal (text != NULL ? text : "");
}

/* Row names and modes as people read them; the JSON keeps the keys. */
static const char *
row_word (const char *word)
{
  static const char * const words[][2] = {
    { "start", N_("start") }, { "steady", N_("steady") }, { "average", N_("average") },
    { "minimum", N_("minimum") }, { "peak temperature", N_("peak temperature") },
    { "recovery", N_("recovery") }, { "first throttle", N_("first throttle") },
    { "throttle temperature", N_("throttle temperature") }, { "before throttle", N_("before throttle") },
    { "after throttle", N_("after throttle") }, { "lowest sustained", N_("lowest sustained") },
    { "cool-down", N_("cool-down") }, { "idle", N_("idle") }, { "read", N_("read") }, { "write", N_("write") }, { "mix", N_("mix") },
    { "peak", N_("peak") }, { "plateau", N_("plateau from") }, { "sustained QD", N_("sustained QD") },
    { "within the limit", N_("within the limit") }, { "read only", N_("read only") }, { "write only", N_("write only") },
    { "cache size", N_("cache size") }, { "after the cache", N_("after the cache") }, { "maximum", N_("maximum") },
    { "spread", N_("spread") }, { "FOB", N_("FOB") }, { "settles at", N_("settles at") },
    { "settled after", N_("settled after") }, { "rounds to steady", N_("rounds to steady") },
  };

  for (guint i = 0; word != NULL && i < G_N_ELEMENTS (words); i++)
    if (g_str_equal (word, words[i][0]))
      return _(words[i][1]);
  return word;
}

static char *
value_cell (JsonArray *values,
            JsonArray *deltas,
            guint      i,
            const char *unit)
{
  JsonNode *v = json_array_get_element (values, i);
  JsonNode *d = json_array_get_element (deltas, i);
  g_autofree char *num = NULL;
  char delta[64];

  if (JSON_NODE_HOLDS_NULL (v))
    return g_strdup ("—");
  num = number_text (json_node_get_double (v),
                     g_str_equal (unit, "IOPS") || g_str_equal (unit, "°C") || g_str_equal (unit, "QD") ||
                     g_str_equal (unit, "KiB") || g_str_equal (unit, "rounds") ? "%.0f" : "%.1f");
  if (i == 0 || JSON_NODE_HOLDS_NULL (d))
    return g_steal_pointer (&num);
  g_ascii_formatd (delta, sizeof delta, "%+.1f", json_node_get_double (d));
  return g_strdup_printf ("%s (%s %%)", num, delta);
}

/* "Conditions that differ" and the arrays' scaling, the lines above the
 * table ("" when none). */
static void
append_preface (GString  *out,
                JsonNode *comparison,
                gboolean  markdown)
{
  JsonObject *root = json_node_get_object (comparison);
  JsonArray *conds = ds_json_get_array (root, "conditions");
  JsonArray *scaling = ds_json_get_array (root, "scaling");

  if (conds != NULL && json_array_get_length (conds) > 0)
    {
      g_string_append (out, markdown ? _("**Conditions that differ**\n\n") : _("Conditions that differ:\n"));
      for (guint c = 0; c < json_array_get_length (conds); c++)
        {
          JsonObject *cond = json_array_get_object_element (conds, c);
          JsonArray *values = ds_json_get_array (cond, "values");
          g_autofree char *name = cell_text (ds_conditions_compare_label (ds_json_get_string (cond, "name")), markdown);

          g_string_append_printf (out, markdown ? "- %s: " : "  %s: ", name);
          for (guint i = 0; i < json_array_get_length (values); i++)
            {
              JsonNode *v = json_array_get_element (values, i);
              g_autofree char *safe = JSON_NODE_HOLDS_NULL (v) ? g_strdup ("—")
                                      : markdown ? ds_escape_markdown (json_node_get_string (v))
                                      : ds_escape_terminal (json_node_get_string (v));

              g_string_append_printf (out, "%s%s", i > 0 ? " | " : "", safe);
            }
          g_string_append_c (out, '\n');
        }
      g_string_append_c (out, '\n');
    }
  for (guint k = 0; scaling != NULL && k < json_array_get_length (scaling); k++)
    {
      JsonObject *o = json_array_get_object_element (scaling, k);

      /* TRANSLATORS: an array's run against a run on one of its members: "Run 2 against run 1: seq write x1.96, 4K x1.00" */
      g_string_append_printf (out, _("Run %d against run %d: %s\n"),
                              (int) ds_json_get_int (o, "run", 0), (int) ds_json_get_int (o, "against", 0),
                              ds_json_get_string (o, "text"));
      if (k + 1 == json_array_get_length (scaling))
        g_string_append_c (out, '\n');
    }
}

/* The table's cells, row by row: the headings (Test, Mode, each run's
 * title), then one row per figure. */
static GPtrArray *
table_cells (JsonNode *comparison,
             gboolean  markdown,
             guint    *n_cols)
{
  JsonObject *root = json_node_get_object (comparison);
  JsonArray *runs = ds_json_get_array (root, "runs");
  JsonArray *rows = ds_json_get_array (root, "rows");
  guint n = runs != NULL ? json_array_get_length (runs) : 0;
  GPtrArray *cells = g_ptr_array_new_with_free_func (g_free);

  *n_cols = n + 2;
  g_ptr_array_add (cells, cell_text (_("Test"), markdown));
  g_ptr_array_add (cells, cell_text (_("Mode"), markdown));
  for (guint i = 0; i < n; i++)
    g_ptr_array_add (cells, run_title (json_array_get_object_element (runs, i), markdown));
  for (guint r = 0; rows != NULL && r < json_array_get_length (rows); r++)
    {
      JsonObject *row = json_array_get_object_element (rows, r);
      const char *unit = ds_json_get_string (row, "unit");
      g_autofree char *test = g_strdup_printf ("%s (%s)", row_word (ds_json_get_string (row, "test")), unit);

      g_ptr_array_add (cells, cell_text (test, markdown));
      g_ptr_array_add (cells, cell_text (row_word (ds_json_get_string (row, "mode")), markdown));
      for (guint i = 0; i < n; i++)
        g_ptr_array_add (cells, value_cell (ds_json_get_array (row, "values"),
                                            ds_json_get_array (row, "delta_percent"), i, unit));
    }
  return cells;
}

const char *
ds_history_compare_note (JsonNode *comparison)
{
  const char *kind = ds_json_get_string (json_node_get_object (comparison), "kind");

  if (g_strcmp0 (kind, "suite") == 0)
    return _("Values are per step and the suite's answers; deltas are against the first run.");
  if (g_strcmp0 (kind, "thermal") == 0)
    return _("Figures are each run's own analysis (— where a run never throttled); "
             "deltas are against the first run.");
  if (g_strcmp0 (kind, "verify") == 0)
    return _("Sizes in decimal GB or MB, speeds of each whole pass; deltas are against the first run.");
  return _("Values are the best of the measured runs; deltas are against the first run.");
}

char *
ds_history_compare_preface_text (JsonNode *comparison)
{
  GString *out = g_string_new (NULL);

  g_return_val_if_fail (comparison != NULL, NULL);
  append_preface (out, comparison, FALSE);
  return g_string_free (out, FALSE);
}

GPtrArray *
ds_history_compare_cells (JsonNode *comparison,
                          guint    *n_cols)
{
  g_return_val_if_fail (comparison != NULL, NULL);
  g_return_val_if_fail (n_cols != NULL, NULL);
  return table_cells (comparison, FALSE, n_cols);
}

static char *
format_table (JsonNode *comparison,
              gboolean  markdown)
{
  GString *out = g_string_new (NULL);
  guint n_cols;
  g_autoptr(GPtrArray) cells = table_cells (comparison, markdown, &n_cols);
  g_autofree guint *width = g_new0 (guint, n_cols);

  append_preface (out, comparison, markdown);
  for (guint k = 0; k < cells->len; k++)
    width[k % n_cols] = MAX (width[k % n_cols], (guint) g_utf8_strlen (g_ptr_array_index (cells, k), -1));
  for (guint k = 0; k < cells->len; k++)
    {
      const char *cell = g_ptr_array_index (cells, k);
      guint col = k % n_cols;
      guint pad = width[col] - g_utf8_strlen (cell, -1);

      if (markdown)
        g_string_append_printf (out, "| %s%*s ", cell, pad, "");
      else
        {
          if (col > 0)
            g_string_append (out, "  ");
          if (col >= 2)
            g_string_append_printf (out, "%*s%s", pad, "", cell);
          else
            g_string_append_printf (out, "%s%*s", cell, col == n_cols - 1 ? 0 : pad, "");
        }
      if (col == n_cols - 1)
        {
          g_string_append (out, markdown ? "|\n" : "\n");
          if (markdown && k == n_cols - 1)
            {
              for (guint c = 0; c < n_cols; c++)
                {
                  g_autofree char *dashes = g_strnfill (MAX (width[c], 3) - 1, '-');

                  g_string_append_printf (out, "| %s%c ", dashes, c >= 2 ? ':' : '-');
                }
              g_string_append (out, "|\n");
            }
        }
    }
  if (!markdown)
    {
      g_string_append (out, ds_history_compare_note (comparison));
      g_string_append_c (out, '\n');
    }
  return g_string_free (out, FALSE);
}

char *
ds_history_compare_to_text (JsonNode *comparison)
{
  return format_table (comparison, FALSE);
}

char *
ds_history_compare_to_markdown (JsonNode *comparison)
{
  return format_table (comparison, TRUE);
}

/* The best MB/s of RUN's tests that are sequential at QD x threads >= 8
 * (SEQ) or random 4 KiB at QD1 T1 (4K), in MODE. */
static double
scaling_value (JsonObject *run,
               gboolean    sequential,
               const char *mode)
{
  JsonArray *tests = ds_json_get_array (run, "tests");
  double best = NAN;

  for (guint t = 0; tests != NULL && t < json_array_get_length (tests); t++)
    {
      JsonObject *test = json_array_get_object_element (tests, t);
      DsBenchSpec spec;
      double v = ds_json_get_double (test, "mbps", NAN);

      if (ds_json_get_string (test, "spec") == NULL || !ds_bench_spec_parse (ds_json_get_string (test, "spec"), &spec, NULL) ||
          g_strcmp0 (ds_json_get_string (test, "mode"), mode) != 0 || !isfinite (v))
        continue;
      if (sequential ? spec.pattern != DS_IO_PATTERN_SEQ || spec.queue_depth * spec.threads < 8
                     : spec.pattern != DS_IO_PATTERN_RND || spec.block_size != 4096 || spec.queue_depth * spec.threads != 1)
        continue;
      if (isnan (best) || v > best)
        best = v;
    }
  return best;
}

char *
ds_history_compare_array_scaling (JsonObject *array_run,
                                  JsonObject *single_run)
{
  static const struct { gboolean seq; const char *mode; const char *name; } pairs[] = {
    { TRUE, "read", "seq read" }, { TRUE, "write", "seq write" }, { FALSE, "read", "4K" },
  };
  GString *s;

  if (ds_conditions_get_array (ds_json_get_object (array_run, "conditions")) == NULL ||
      ds_conditions_get_array (ds_json_get_object (single_run, "conditions")) != NULL)
    return NULL;
  s = g_string_new (NULL);
  for (guint i = 0; i < G_N_ELEMENTS (pairs); i++)
    {
      double a = scaling_value (array_run, pairs[i].seq, pairs[i].mode);
      double b = scaling_value (single_run, pairs[i].seq, pairs[i].mode);
      g_autofree char *ratio = NULL;

      if (!isfinite (a) || !(b > 0))
        continue;
      ratio = number_text (a / b, "%.2f");
      g_string_append_printf (s, "%s%s x%s", s->len > 0 ? ", " : "", pairs[i].name, ratio);
    }
  if (s->len == 0)
    {
      g_string_free (s, TRUE);
      return NULL;
    }
  return g_string_free (s, FALSE);
}
