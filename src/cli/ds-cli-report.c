/* ds-cli-report.c — drivescope-cli report: the review article of runs
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <string.h>

#include "ds-chart.h"
#include "ds-cli-history.h"
#include "ds-error.h"
#include "ds-review.h"

static gboolean
parse_formats (const char *text,
               guint      *out)
{
  g_auto(GStrv) parts = g_strsplit (text, ",", -1);

  *out = 0;
  for (guint i = 0; parts[i] != NULL; i++)
    {
      g_autofree char *p = g_strstrip (g_ascii_strdown (parts[i], -1));

      if (g_str_equal (p, "html"))
        *out |= DS_REVIEW_HTML;
      else if (g_str_equal (p, "md") || g_str_equal (p, "markdown"))
        *out |= DS_REVIEW_MARKDOWN;
      else if (g_str_equal (p, "pdf"))
        *out |= DS_REVIEW_PDF;
      else if (g_str_equal (p, "all"))
        *out |= DS_REVIEW_ALL;
      else
        return FALSE;
    }
  return *out != 0;
}

int
ds_cli_report (int argc, char **argv)
{
  g_autofree char *db = NULL, *runs_text = NULL, *drive = NULL, *label = NULL, *output = NULL;
  g_autofree char *format_text = NULL, *title = NULL, *theme_text = NULL;
  gboolean serials = FALSE, reset = FALSE;
  GOptionEntry entries[] = {
    { "runs", 'r', 0, G_OPTION_ARG_STRING, &runs_text, N_("The runs, as 12,15,19 (ids, uuid prefixes or “last”)"), N_("LIST") },
    { "drive", 0, 0, G_OPTION_ARG_STRING, &drive, N_("Every run of this drive (serial, model, kernel name or label)"), N_("DRIVE") },
    { "label", 0, 0, G_OPTION_ARG_STRING, &label, N_("Every run with this label"), N_("TEXT") },
    { "output", 'o', 0, G_OPTION_ARG_FILENAME, &output, N_("Folder to write review.html, review.md, review.pdf and images/ into"), N_("DIR") },
    { "format", 'f', 0, G_OPTION_ARG_STRING, &format_text, N_("html, md, pdf or a list of them (default: all three)"), N_("LIST") },
    { "title", 0, 0, G_OPTION_ARG_STRING, &title, N_("The article's title (default: the drives compared)"), N_("TEXT") },
    { "serials", 0, 0, G_OPTION_ARG_NONE, &serials, N_("Show serial numbers (left out by default)"), NULL },
    { "theme", 0, 0, G_OPTION_ARG_STRING, &theme_text, N_("Charts light or dark"), N_("THEME") },
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db, N_("History database"), "FILE" },
    { "reset-damaged", 0, 0, G_OPTION_ARG_NONE, &reset, N_("Move a damaged history aside and start a new one"), NULL },
    { NULL }
  };
  g_autoptr(DsHistoryStore) store = NULL;
  g_autoptr(GPtrArray) runs = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_report_run_free);
  g_autoptr(GPtrArray) refs = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GError) error = NULL;
  DsReviewOptions options;
  int status;

  if (!ds_cli_parse_options ("report", "",
                             _("Writes a review article of runs (several drives side by side in every test) as HTML, "
                               "Markdown and PDF, with its charts as images."),
                             entries, &argc, &argv))
    return DS_EXIT_USAGE;
  ds_review_options_init (&options);
  if (argc != 1)
    return ds_cli_usage_error ("%s", _("report takes its runs from --runs, --drive or --label, not as arguments."));
  if (output == NULL)
    return ds_cli_usage_error ("%s", _("Name the folder to write the review into with -o DIR."));
  if (runs_text == NULL && drive == NULL && label == NULL)
    return ds_cli_usage_error ("%s", _("Choose the runs: --runs 12,15,19, --drive DRIVE or --label TEXT."));
  if (format_text != NULL && !parse_formats (format_text, &options.formats))
    return ds_cli_usage_error (_("Unknown format in “%s”: use html, md, pdf or all."), ds_cli_safe (format_text));
  if (theme_text != NULL && !ds_chart_theme_from_string (theme_text, &options.theme))
    return ds_cli_usage_error (_("Unknown theme “%s”: use light or dark."), ds_cli_safe (theme_text));
  options.serials = serials;
  options.title = title;
  if ((status = ds_cli_history_open (db, reset, &store)) != DS_EXIT_OK)
    return status;

  if (runs_text != NULL)
    {
      g_auto(GStrv) parts = g_strsplit (runs_text, ",", -1);

      for (guint i = 0; parts[i] != NULL; i++)
        if (*g_strstrip (parts[i]) != '\0')
          g_ptr_array_add (refs, g_strdup (parts[i]));
    }
  else
    {
      DsHistoryFilter filter = { drive, NULL, 0, 0 };
      g_autoptr(GPtrArray) listed = ds_history_store_list_runs (store, &filter, &error);

      if (listed == NULL)
        return ds_cli_fail (error);
      /* oldest first, as the article reads */
      for (guint i = listed->len; i-- > 0;)
        {
          DsHistoryRun *r = g_ptr_array_index (listed, i);

          if (label == NULL || g_strcmp0 (r->label, label) == 0)
            g_ptr_array_add (refs, g_strdup_printf ("%" G_GINT64_FORMAT, r->id));
        }
    }
  if (refs->len == 0)
    return ds_cli_usage_error ("%s", _("No run matches: list them with “drivescope-cli history”."));
  if (refs->len > DS_REVIEW_MAX_RUNS)
    return ds_cli_usage_error (_("A review holds at most %d runs; %u match. Name them with --runs."),
                               DS_REVIEW_MAX_RUNS, refs->len);
  for (guint i = 0; i < refs->len; i++)
    {
      gint64 id = 0;
      DsReportRun *run = ds_cli_load_stored_run (store, g_ptr_array_index (refs, i), &id, &error);

      if (run == NULL)
        return ds_cli_fail (error);
      g_ptr_array_add (runs, run);
    }
  if (!ds_review_write (runs, &options, output, &error))
    return ds_cli_fail (error);
  printf (_("Wrote the review of %u runs to %s\n"), runs->len, ds_cli_safe (output));
  return DS_EXIT_OK;
}
