/* ds-cli-history-compare.c — compare, drive-set, endurance
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>

#include "ds-cli-history.h"
#include "ds-endurance.h"
#include "ds-error.h"
#include "ds-format.h"
#include "ds-history-compare.h"
#include "ds-json.h"

int
ds_cli_compare (int argc, char **argv)
{
  g_autofree char *db = NULL;
  gboolean json = FALSE, markdown = FALSE, reset = FALSE;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { "markdown", 0, 0, G_OPTION_ARG_NONE, &markdown, N_("Print a Markdown table"), NULL },
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db, N_("History database"), "FILE" },
    { "reset-damaged", 0, 0, G_OPTION_ARG_NONE, &reset, N_("Move a damaged history aside and start a new one"), NULL },
    { NULL }
  };
  g_autoptr(DsHistoryStore) store = NULL;
  g_autoptr(GPtrArray) runs = g_ptr_array_new_with_free_func ((GDestroyNotify) json_node_unref);
  g_autoptr(JsonNode) comparison = NULL;
  g_autoptr(GError) error = NULL;
  int status;

  if (!ds_cli_parse_options ("compare", "RUN RUN [RUN…]",
                             _("Puts runs side by side with deltas against the first, and lists the conditions that differ."),
                             entries, &argc, &argv))
    return DS_EXIT_USAGE;
  if (argc < 3 || argc - 1 > DS_HISTORY_COMPARE_MAX_RUNS)
    return ds_cli_usage_error (_("compare needs 2 to %d different runs (ids, uuid prefixes or “last”)."),
                               DS_HISTORY_COMPARE_MAX_RUNS);
  if (json && markdown)
    return ds_cli_usage_error ("%s", _("Choose --json or --markdown, not both."));
  if ((status = ds_cli_history_open (db, reset, &store)) != DS_EXIT_OK)
    return status;
  for (int i = 1; i < argc; i++)
    {
      gint64 id = ds_history_store_resolve_run (store, argv[i], &error);
      JsonNode *node;

      if (id == 0)
        return ds_cli_fail (error);
      node = ds_history_store_load_run_json (store, id, &error);
      if (node == NULL)
        return ds_cli_fail (error);
      g_ptr_array_add (runs, node);
    }
  comparison = ds_history_compare (runs, &error);
  if (comparison == NULL)
    return ds_cli_fail (error);
  if (json)
    ds_cli_print_json (comparison);
  else
    {
      g_autofree char *text = markdown ? ds_history_compare_to_markdown (comparison)
                                       : ds_history_compare_to_text (comparison);

      fputs (text, stdout);
    }
  return DS_EXIT_OK;
}

int
ds_cli_drive_set (int argc, char **argv)
{
  g_autofree char *db = NULL;
  g_autofree char *tbw = NULL;
  g_autofree char *label = NULL;
  g_autofree char *spec = NULL;
  int years = -1;
  gboolean reset = FALSE;
  GOptionEntry entries[] = {
    { "rated-tbw", 0, 0, G_OPTION_ARG_STRING, &tbw, N_("Rated endurance in terabytes written (from the data sheet)"), "TB" },
    { "warranty-years", 0, 0, G_OPTION_ARG_INT, &years, N_("Warranty in years"), "N" },
    { "label", 0, 0, G_OPTION_ARG_STRING, &label, N_("A name for the drive (\"\" removes it)"), "TEXT" },
    { "spec", 0, 0, G_OPTION_ARG_STRING, &spec,
      N_("Data sheet figures: seq-read=3100MB/s,seq-write=1330MB/s,rnd4k-read=400kIOPS,rnd4k-write=125kIOPS,"
         "read-latency=300us,write-latency=1ms (\"\" removes them)"), "FIGURES" },
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db, N_("History database"), "FILE" },
    { "reset-damaged", 0, 0, G_OPTION_ARG_NONE, &reset, N_("Move a damaged history aside and start a new one"), NULL },
    { NULL }
  };
  g_autoptr(DsHistoryStore) store = NULL;
  g_autoptr(DsHistoryDrive) drive = NULL;
  g_autoptr(GError) error = NULL;
  double rated = NAN;
  DsDatasheet sheet;
  int status;

  if (!ds_cli_parse_options ("drive-set", "DRIVE",
                             _("Records what you know about a drive: its data sheet, rated TBW, warranty and a label."),
                             entries, &argc, &argv))
    return DS_EXIT_USAGE;
  if (argc != 2)
    return ds_cli_usage_error ("%s", _("drive-set takes one DRIVE (serial, model, kernel name or label)."));
  if (tbw != NULL)
    {
      char *end = NULL;

      rated = g_ascii_strtod (tbw, &end);
      if (end == tbw || *end != '\0' || !isfinite (rated) || rated <= 0 || rated > 1e6)
        return ds_cli_usage_error (_("--rated-tbw “%s” is not a number of terabytes, like 600 or 1681."), tbw);
    }
  if (years != -1 && (years < 0 || years > 50))
    return ds_cli_usage_error ("%s", _("--warranty-years must be from 0 to 50."));
  if (tbw == NULL && years == -1 && label == NULL && spec == NULL)
    return ds_cli_usage_error ("%s", _("Nothing to set: give --spec, --rated-tbw, --warranty-years or --label."));
  ds_datasheet_init (&sheet);
  if (spec != NULL && *spec != '\0' && !ds_datasheet_parse (spec, &sheet, &error))
    return ds_cli_usage_error ("--spec: %s", error->message);
  if ((status = ds_cli_history_open (db, reset, &store)) != DS_EXIT_OK)
    return status;
  drive = ds_history_store_find_drive (store, argv[1], &error);
  if (drive == NULL || !ds_history_store_drive_set (store, drive->id, rated, years, label, &error))
    return ds_cli_fail (error);
  if (spec != NULL && *spec != '\0' && drive->datasheet != NULL)
    {
      /* figures not named keep what was set before */
      g_autoptr(JsonNode) old = ds_json_from_string (drive->datasheet, NULL);
      DsDatasheet merged;

      ds_datasheet_from_json (old != NULL && JSON_NODE_HOLDS_OBJECT (old) ? json_node_get_object (old) : NULL, &merged);
      if (!ds_datasheet_parse (spec, &merged, &error))
        return ds_cli_usage_error ("--spec: %s", error->message);
      sheet = merged;
    }
  if (spec != NULL && !ds_history_store_drive_set_datasheet (store, drive->id, &sheet, &error))
    return ds_cli_fail (error);
  return DS_EXIT_OK;
}

static char *
date_text (gint64 when)
{
  g_autoptr(GDateTime) dt = when != 0 ? g_date_time_new_from_unix_utc (when) : NULL;

  return dt != NULL ? g_date_time_format (dt, "%Y-%m-%d") : g_strdup (_("never at this pace"));
}

int
ds_cli_endurance (int argc, char **argv)
{
  g_autofree char *db = NULL;
  gboolean json = FALSE, reset = FALSE;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db, N_("History database"), "FILE" },
    { "reset-damaged", 0, 0, G_OPTION_ARG_NONE, &reset, N_("Move a damaged history aside and start a new one"), NULL },
    { NULL }
  };
  g_autoptr(DsHistoryStore) store = NULL;
  g_autoptr(DsHistoryDrive) drive = NULL;
  g_autoptr(GPtrArray) snaps = NULL;
  g_autoptr(GArray) samples = g_array_new (FALSE, FALSE, sizeof (DsEnduranceSample));
  g_autoptr(GError) error = NULL;
  DsEndurance e;
  int status;

  if (!ds_cli_parse_options ("endurance", "DRIVE",
                             _("Projects when a drive reaches its rated endurance, from its saved health snapshots."),
                             entries, &argc, &argv))
    return DS_EXIT_USAGE;
  if (argc != 2)
    return ds_cli_usage_error ("%s", _("endurance takes one DRIVE (serial, model, kernel name or label)."));
  if ((status = ds_cli_history_open (db, reset, &store)) != DS_EXIT_OK)
    return status;
  drive = ds_history_store_find_drive (store, argv[1], &error);
  if (drive == NULL)
    return ds_cli_fail (error);
  snaps = ds_history_store_list_snapshots (store, drive->id, &error);
  if (snaps == NULL)
    return ds_cli_fail (error);
  for (guint i = 0; i < snaps->len; i++)
    {
      DsHistorySnapshot *s = g_ptr_array_index (snaps, i);
      DsEnduranceSample smp = { s->taken_at, s->bytes_written, s->percentage_used };

      g_array_append_val (samples, smp);
    }
  if (!ds_endurance_project ((DsEnduranceSample *) (void *) samples->data, samples->len,
                             drive->capacity_bytes, drive->rated_tbw_tb, &e, &error))
    {
      /* what the rating allows needs no history */
      double rated_dwpd = ds_endurance_rated_dwpd (drive->rated_tbw_tb, drive->warranty_years, drive->capacity_bytes);
      char num[G_ASCII_DTOSTR_BUF_SIZE];

      if (!json && isfinite (rated_dwpd))
        printf (_("Rated DWPD:   %s drive writes per day over the warranty\n"),
                g_ascii_formatd (num, sizeof num, "%.2f", rated_dwpd));
      return ds_cli_fail (error);
    }

  if (json)
    {
      g_autoptr(JsonNode) node = ds_endurance_to_json (&e);
      JsonObject *obj = json_node_get_object (node);

      json_object_set_string_member (obj, "drive", drive->identity);
      ds_json_set_double (obj, "rated_tbw_tb", drive->rated_tbw_tb);
      if (drive->warranty_years > 0)
        json_object_set_int_member (obj, "warranty_years", drive->warranty_years);
      ds_json_set_double (obj, "rated_dwpd", ds_endurance_rated_dwpd (drive->rated_tbw_tb, drive->warranty_years,
                                                                       drive->capacity_bytes));
      ds_cli_print_json (node);
      return DS_EXIT_OK;
    }

  {
    g_autofree char *from = date_text (e.span_start);
    g_autofree char *to = date_text (e.span_end);
    char num[G_ASCII_DTOSTR_BUF_SIZE];

    printf (_("Drive:        %s (serial %s)\n"), ds_cli_safe (drive->model), ds_cli_safe (drive->serial));
    printf (_("Based on:     %u snapshots from %s to %s (%.1f days)\n"), e.n_samples, from, to, e.span_days);
    if (isfinite (e.gb_per_day))
      printf (_("Written:      %s GB per day\n"), g_ascii_formatd (num, sizeof num, "%.1f", e.gb_per_day));
    if (isfinite (e.dwpd))
      printf (_("Drive writes: %s per day\n"), g_ascii_formatd (num, sizeof num, "%.3f", e.dwpd));
    if (isfinite (drive->rated_tbw_tb))
      {
        g_autofree char *when = date_text (e.tbw_date);

        printf (_("Rated TBW:    %s TB, reached %s\n"),
                g_ascii_formatd (num, sizeof num, "%.0f", drive->rated_tbw_tb), when);
      }
    else
      printf ("%s\n", _("Rated TBW:    unknown (set it with drive-set DRIVE --rated-tbw TB)"));
    if (isfinite (e.pct_per_day))
      {
        g_autofree char *when = date_text (e.pct_date);

        printf (_("Wear:         100 %% used reached %s\n"), when);
      }
    if (e.projected_date != 0)
      {
        g_autofree char *when = date_text (e.projected_date);

        printf (_("Projection:   %s (%s, the more pessimistic)\n"), when,
                e.basis == DS_ENDURANCE_BASIS_TBW ? _("rated TBW") : _("percentage used"));
      }
    else
      printf ("%s\n", _("Projection:   no measurable wear in this span"));
    if (drive->warranty_years > 0)
      printf (_("Warranty:     %d years\n"), drive->warranty_years);
    {
      double rated_dwpd = ds_endurance_rated_dwpd (drive->rated_tbw_tb, drive->warranty_years, drive->capacity_bytes);

      if (isfinite (rated_dwpd))
        printf (_("Rated DWPD:   %s drive writes per day over the warranty\n"),
                g_ascii_formatd (num, sizeof num, "%.2f", rated_dwpd));
    }
  }
  return DS_EXIT_OK;
}
