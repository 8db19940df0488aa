/* ds-report.c — runs as reports see them, escaping for each format, CSV and
 * JSON, and the choice of format
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "ds-chart-private.h"
#include "ds-conditions.h"
#include "ds-error.h"
#include "ds-format.h"
#include "ds-history-store.h"
#include "ds-json.h"
#include "ds-report-private.h"
#include "ds-report.h"
#include "ds-user-file.h"

/* ---- runs ---- */

static DsReportRun *
run_new (DsReportRunKind  kind,
         const char      *label,
         const char      *comment)
{
  DsReportRun *self = g_new0 (DsReportRun, 1);

  self->kind = kind;
  self->label = label && *label ? g_strdup (label) : NULL;
  self->comment = comment && *comment ? g_strdup (comment) : NULL;
  return self;
}

DsReportRun *
ds_report_run_new_bench (DsBenchResult *result,
                         const char    *label,
                         const char    *comment)
{
  DsReportRun *self = run_new (DS_REPORT_RUN_BENCH, label, comment);

  self->bench = result;
  return self;
}

DsReportRun *
ds_report_run_new_thermal (DsThermalResult *result,
                           const char      *label,
                           const char      *comment)
{
  DsReportRun *self = run_new (DS_REPORT_RUN_THERMAL, label, comment);

  self->thermal = result;
  return self;
}

DsReportRun *
ds_report_run_new_suite (DsSuiteResult *result,
                         const char    *label,
                         const char    *comment)
{
  DsReportRun *self = run_new (DS_REPORT_RUN_SUITE, label, comment);

  self->suite = result;
  return self;
}

void
ds_report_run_free (DsReportRun *self)
{
  if (self == NULL)
    return;
  g_clear_pointer (&self->bench, ds_bench_result_free);
  g_clear_pointer (&self->thermal, ds_thermal_result_free);
  g_clear_pointer (&self->suite, ds_suite_result_free);
  g_clear_pointer (&self->health, json_object_unref);
  g_free (self->label);
  g_free (self->comment);
  g_free (self);
}

DsReportRun *
ds_report_run_from_json (JsonNode  *node,
                         GError   **error)
{
  JsonObject *root;
  const char *kind, *label, *comment;
  DsReportRun *run;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node))
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_PARSE,
                           _("This is not a Drivescope result: a result is a JSON object, as written by “bench --json”, “thermal --json” or “suite --json”."));
      return NULL;
    }
  root = json_node_get_object (node);
  kind = ds_json_get_string (root, "kind");
  label = ds_json_get_string (root, "label");
  comment = ds_json_get_string (root, "comment");
  if (g_strcmp0 (kind, "thermal") == 0 ||
      (kind == NULL && ds_json_get_array (root, "samples") != NULL))
    {
      DsThermalResult *t = ds_thermal_result_from_json (node, error);

      if (t == NULL)
        return NULL;
      run = ds_report_run_new_thermal (t, label, comment);
    }
  else if (g_strcmp0 (kind, "suite") == 0)
    {
      DsSuiteResult *r = ds_suite_result_from_json (node, error);

      if (r == NULL)
        return NULL;
      run = ds_report_run_new_suite (r, label, comment);
    }
  else if (g_strcmp0 (kind, "verify") == 0)
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                           _("A capacity check (verify) has no chart or report of its own yet: print it with "
                             "“drivescope-cli show RUN”; “export --format json” without a run moves it with the history."));
      return NULL;
    }
  else
    {
      DsBenchResult *b = ds_bench_result_from_json (node, error);

      if (b == NULL)
        return NULL;
      run = ds_report_run_new_bench (b, label, comment);
    }
  if (ds_json_get_object (root, "health") != NULL)
    run->health = json_object_ref (ds_json_get_object (root, "health"));
  return run;
}

DsReportRun *
ds_report_run_load (const char  *path,
                    GError     **error)
{
  g_autofree char *text = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) local = NULL;
  DsReportRun *run;
  gsize length = 0;

  text = ds_user_file_read (path, DS_JSON_MAX_BYTES, &length, &local);
  if (text == NULL)
    {
      g_set_error (error, DS_ERROR, local->code,
                   _("%s Give the path of a result saved with “--json”."), local->message);
      return NULL;
    }
  node = ds_json_from_data (text, length, DS_JSON_MAX_BYTES, &local);
  if (node == NULL)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_PARSE, _("“%s” is not valid JSON: %s"), path, local->message);
      return NULL;
    }
  run = ds_report_run_from_json (node, &local);
  if (run == NULL)
    {
      g_set_error (error, DS_ERROR, local->code, "%s: %s", path, local->message);
      return NULL;
    }
  return run;
}

JsonNode *
ds_report_run_to_json (const DsReportRun *self)
{
  JsonNode *node = self->kind == DS_REPORT_RUN_BENCH ? ds_bench_result_to_json (self->bench)
                  : self->kind == DS_REPORT_RUN_SUITE ? ds_suite_result_to_json (self->suite)
                  : ds_thermal_result_to_json (self->thermal);
  JsonObject *obj = json_node_get_object (node);

  ds_json_set_string (obj, "label", self->label);
  ds_json_set_string (obj, "comment", self->comment);
  if (self->health != NULL)
    json_object_set_object_member (obj, "health", json_object_ref (self->health));
  return node;
}

JsonObject *
ds_report_run_conditions (const DsReportRun *self)
{
  switch (self->kind)
    {
    case DS_REPORT_RUN_BENCH: return self->bench->conditions;
    case DS_REPORT_RUN_SUITE: return self->suite->conditions;
    case DS_REPORT_RUN_THERMAL:
    default: return self->thermal->conditions;
    }
}

JsonObject *
ds_report_run_settings (const DsReportRun *self)
{
  switch (self->kind)
    {
    case DS_REPORT_RUN_BENCH: return self->bench->settings;
    case DS_REPORT_RUN_SUITE: return self->suite->settings;
    case DS_REPORT_RUN_THERMAL:
    default: return self->thermal->settings;
    }
}

gint64
ds_report_run_start (const DsReportRun *self)
{
  switch (self->kind)
    {
    case DS_REPORT_RUN_BENCH: return self->bench->start_time;
    case DS_REPORT_RUN_SUITE: return self->suite->start_time;
    case DS_REPORT_RUN_THERMAL:
    default: return self->thermal->start_time;
    }
}

gint64
ds_report_run_end (const DsReportRun *self)
{
  switch (self->kind)
    {
    case DS_REPORT_RUN_BENCH: return self->bench->end_time;
    case DS_REPORT_RUN_SUITE: return self->suite->end_time;
    case DS_REPORT_RUN_THERMAL:
    default: return self->thermal->end_time;
    }
}

DsRunStatus
ds_report_run_status (const DsReportRun *self)
{
  switch (self->kind)
    {
    case DS_REPORT_RUN_BENCH: return self->bench->status;
    case DS_REPORT_RUN_SUITE: return self->suite->status;
    case DS_REPORT_RUN_THERMAL:
    default: return self->thermal->status;
    }
}

const char *
ds_report_run_uuid (const DsReportRun *self)
{
  switch (self->kind)
    {
    case DS_REPORT_RUN_BENCH: return self->bench->uuid;
    case DS_REPORT_RUN_SUITE: return self->suite->uuid;
    case DS_REPORT_RUN_THERMAL:
    default: return self->thermal->uuid;
    }
}

char *
ds_report_run_title (const DsReportRun *self)
{
  g_autofree char *model = NULL;
  g_autofree char *date = NULL;

  if (self->label != NULL)
    return g_strdup (self->label);
  model = ds_chart_drive_title (ds_report_run_conditions (self), NULL);
  date = ds_chart_date_text (ds_report_run_start (self));
  return g_strdup_printf ("%s · %s", model, date);
}

/* ---- formats ---- */

gboolean
ds_report_format_from_string (const char     *text,
                              DsReportFormat *out)
{
  static const struct { const char *name; DsReportFormat format; } names[] = {
    { "html", DS_REPORT_FORMAT_HTML }, { "md", DS_REPORT_FORMAT_MARKDOWN },
    { "markdown", DS_REPORT_FORMAT_MARKDOWN }, { "txt", DS_REPORT_FORMAT_TEXT },
    { "text", DS_REPORT_FORMAT_TEXT }, { "csv", DS_REPORT_FORMAT_CSV }, { "json", DS_REPORT_FORMAT_JSON },
  };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    if (g_strcmp0 (text, names[i].name) == 0)
      {
        *out = names[i].format;
        return TRUE;
      }
  return FALSE;
}

void
ds_report_options_init (DsReportOptions *options)
{
  options->theme = DS_CHART_THEME_LIGHT;
  options->units = DS_CHART_UNITS_MBPS;
  options->chart_width = 960;
  options->chart_height = 560;
}

/* ---- escaping ---- */

/* ---- CSV ---- */

static void
csv_num (GString *s,
         double   v,
         int      decimals)
{
  g_string_append_c (s, ',');
  if (isfinite (v))
    {
      char buf[G_ASCII_DTOSTR_BUF_SIZE];

      g_string_append (s, g_ascii_formatd (buf, sizeof buf, decimals == 0 ? "%.0f" : decimals == 1 ? "%.1f"
                                                                  : decimals == 2 ? "%.2f" : "%.3f", v));
    }
}

static void
csv_str (GString    *s,
         const char *text,
         gboolean    first)
{
  g_autofree char *field = ds_escape_csv (text);

  if (!first)
    g_string_append_c (s, ',');
  g_string_append (s, field);
}

char *
ds_report_csv (GPtrArray  *runs,
               GError    **error)
{
  GString *s;
  guint n_bench = 0, n_suite = 0;

  for (guint i = 0; i < runs->len; i++)
    {
      DsReportRunKind kind = ((DsReportRun *) g_ptr_array_index (runs, i))->kind;

      n_bench += kind == DS_REPORT_RUN_BENCH;
      n_suite += kind == DS_REPORT_RUN_SUITE;
    }
  if (runs->len == 0 || (n_bench > 0 && n_bench < runs->len))
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                           _("A CSV file holds either benchmark runs or thermal runs, not both: export them separately."));
      return NULL;
    }
  if (n_suite > 0 && n_suite < runs->len)
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                           _("A CSV file holds suite runs or other runs, not both: export the suite runs separately."));
      return NULL;
    }
  if (n_suite > 0)
    return ds_report_suite_csv (runs);
  s = g_string_new (NULL);
  if (n_bench > 0)
    {
      const DsBenchResult *first = ((DsReportRun *) g_ptr_array_index (runs, 0))->bench;

      g_string_append (s, "run_uuid,run_label,drive_model,drive_serial,start_utc,test,mode,mix_read_percent,"
                          "mbps,iops,lat_mean_us,lat_p50_us,lat_p90_us,lat_p99_us,lat_p999_us,lat_p9999_us,"
                          "median_mbps,runs,delta_mbps_percent,cached,incomplete\r\n");
      for (guint i = 0; i < runs->len; i++)
        {
          const DsReportRun *run = g_ptr_array_index (runs, i);
          const DsBenchResult *r = run->bench;
          DsConditionsDrive drive;
          g_autofree char *title = ds_report_run_title (run);
          g_autofree char *date = ds_chart_date_text (r->start_time);

          ds_conditions_get_drive (r->conditions, &drive);

          for (guint j = 0; j < r->tests->len; j++)
            {
              DsBenchTestResult *t = g_ptr_array_index (r->tests, j);
              const DsIoRunStats *b = ds_bench_test_result_best (t);
              const DsIoRunStats *m = ds_bench_test_result_median (t);
              const DsBenchTestResult *t0 = ds_bench_result_find ((DsBenchResult *) first, &t->spec, t->mode);
              const DsIoRunStats *b0 = t0 ? ds_bench_test_result_best (t0) : NULL;
              g_autofree char *spec = ds_bench_spec_to_string (&t->spec);

              csv_str (s, r->uuid, TRUE);
              csv_str (s, title, FALSE);
              csv_str (s, drive.model, FALSE);
              csv_str (s, drive.serial, FALSE);
              csv_str (s, date, FALSE);
              csv_str (s, spec, FALSE);
              csv_str (s, ds_io_mode_to_string (t->mode), FALSE);
              csv_num (s, t->mode == DS_IO_MODE_MIX ? t->mix_read_percent : NAN, 0);
              csv_num (s, b ? b->mbps : NAN, 2);
              csv_num (s, b ? b->iops : NAN, 2);
              csv_num (s, b ? b->lat_mean_us : NAN, 2);
              csv_num (s, b ? b->lat_p50_us : NAN, 2);
              csv_num (s, b ? b->lat_p90_us : NAN, 2);
              csv_num (s, b ? b->lat_p99_us : NAN, 2);
              csv_num (s, b ? b->lat_p999_us : NAN, 2);
              csv_num (s, b ? b->lat_p9999_us : NAN, 2);
              csv_num (s, m ? m->mbps : NAN, 2);
              csv_num (s, t->runs->len, 0);
              csv_num (s, i > 0 && b && b0 && b0->mbps > 0 ? (b->mbps - b0->mbps) / b0->mbps * 100 : NAN, 2);
              g_string_append_printf (s, ",%s,%s\r\n", t->cached ? "true" : "false",
                                      t->incomplete ? "true" : "false");
            }
        }
    }
  else
    {
      g_string_append (s, "run_uuid,run_label,drive_model,t_s,mbps,temp_c,bytes,cooldown\r\n");
      for (guint i = 0; i < runs->len; i++)
        {
          const DsReportRun *run = g_ptr_array_index (runs, i);
          const DsThermalResult *r = run->thermal;
          DsConditionsDrive drive;
          g_autofree char *title = ds_report_run_title (run);
          g_autofree char *prefix = NULL;
          GString *p = g_string_new (NULL);

          ds_conditions_get_drive (r->conditions, &drive);

          csv_str (p, r->uuid, TRUE);
          csv_str (p, title, FALSE);
          csv_str (p, drive.model, FALSE);
          prefix = g_string_free (p, FALSE);
          for (guint j = 0; j < r->samples->len; j++)
            {
              const DsThermalSample *smp = &g_array_index (r->samples, DsThermalSample, j);

              g_string_append (s, prefix);
              csv_num (s, smp->t_s, 3);
              csv_num (s, smp->mbps, 2);
              csv_num (s, smp->temp_c, 1);
              g_string_append_printf (s, ",%" G_GUINT64_FORMAT ",%s\r\n", smp->bytes,
                                      smp->cooldown ? "true" : "false");
            }
        }
    }
  return g_string_free (s, FALSE);
}

/* ---- JSON: the history store's export document ---- */

char *
ds_report_json (GPtrArray  *runs,
                GError    **error)
{
  g_autofree char *dir = NULL;
  g_autofree char *db = NULL;
  g_autoptr(JsonNode) doc = NULL;
  char *text = NULL;

  dir = g_dir_make_tmp ("drivescope-export-XXXXXX", error);
  if (dir == NULL)
    return NULL;
  db = g_build_filename (dir, "history.db", NULL);
  {
    g_autoptr(DsHistoryStore) store = ds_history_store_open (db, error);

    if (store == NULL)
      goto out;
    for (guint i = 0; i < runs->len; i++)
      {
        g_autoptr(JsonNode) node = ds_report_run_to_json (g_ptr_array_index (runs, i));

        if (!ds_history_store_import_json (store, node, NULL, NULL, error))
          goto out;
      }
    doc = ds_history_store_export_json (store, NULL, error);
    if (doc != NULL)
      text = ds_json_to_string (doc, TRUE);
  }
out:
  {
    const char *suffixes[] = { "", "-wal", "-shm", "-journal" };

    for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
      {
        g_autofree char *f = g_strconcat (db, suffixes[i], NULL);

        g_unlink (f);
      }
    g_rmdir (dir);
  }
  return text;
}

char *
ds_report_write (GPtrArray             *runs,
                 DsReportFormat         format,
                 const DsReportOptions *options,
                 GError               **error)
{
  DsReportOptions defaults;

  if (options == NULL)
    {
      ds_report_options_init (&defaults);
      options = &defaults;
    }
  if (runs->len == 0)
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT, _("There is no run to export."));
      return NULL;
    }
  switch (format)
    {
    case DS_REPORT_FORMAT_HTML: return ds_report_html (runs, options, error);
    case DS_REPORT_FORMAT_MARKDOWN: return ds_report_markdown (runs, options, error);
    case DS_REPORT_FORMAT_TEXT: return ds_report_text (runs, error);
    case DS_REPORT_FORMAT_CSV: return ds_report_csv (runs, error);
    case DS_REPORT_FORMAT_JSON:
    default: return ds_report_json (runs, error);
    }
}
