/* ds-cli-history.c — history, show, label, comment, delete
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <stdio.h>
#include <time.h>

#include "ds-bench-text.h"
#include "ds-history-verify.h"
#include "ds-cli-history.h"
#include "ds-conditions.h"
#include "ds-suite-text.h"
#include "ds-error.h"
#include "ds-format.h"
#include "ds-json.h"

/* Where the history is by default, as this system writes it. */
#ifdef G_OS_WIN32
/* xgettext:no-c-format */
#define DB_HELP N_("History database (default %LOCALAPPDATA%\\drivescope\\history.db)")
#else
#define DB_HELP N_("History database (default $XDG_DATA_HOME/drivescope/history.db)")
#endif

int
ds_cli_history_open (const char      *db,
                     gboolean         reset_damaged,
                     DsHistoryStore **out)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *path = ds_history_resolve_path (db, &error);
  DsHistoryStore *store;

  if (path == NULL)
    return ds_cli_fail (error);

  if (reset_damaged)
    {
      g_autofree char *moved_to = NULL;

      /* Under a lock beside the file, so concurrent repairs move only
       * the damaged file, once. */
      store = ds_history_store_open_reset_damaged (path, &moved_to, &error);
      if (moved_to != NULL)
        g_printerr (_("drivescope-cli: the damaged history was moved to %s; a new one was started.\n"),
                    ds_cli_safe (moved_to));
    }
  else
    store = ds_history_store_open (path, &error);
  if (store == NULL)
    return ds_cli_fail (error);
  *out = store;
  return DS_EXIT_OK;
}

char *
ds_cli_history_format_time (gint64 unix_seconds)
{
  time_t t = (time_t) unix_seconds;
  struct tm tm;
  char buf[32];

  /* localtime_r (localtime_s on Windows) rather than GDateTime: `history`
   * formats thousands. */
#ifdef G_OS_WIN32
  if (localtime_s (&tm, &t) != 0 || strftime (buf, sizeof buf, "%Y-%m-%d %H:%M", &tm) == 0)
#else
  if (localtime_r (&t, &tm) == NULL || strftime (buf, sizeof buf, "%Y-%m-%d %H:%M", &tm) == 0)
#endif
    return g_strdup ("—");
  return g_strdup (buf);
}

/* Device and user strings need escaping only when they hold control
 * characters or invalid UTF-8; most do not, and `history` prints many. */
static const char *
safe_fast (const char *text)
{
  const guchar *p = (const guchar *) text;

  if (text == NULL)
    return ds_cli_safe (NULL);
  for (; *p != '\0'; p++)
    if (*p < 0x20 || *p == 0x7f || *p >= 0x80)
      break;
  return *p == '\0' ? text : ds_cli_safe (text);
}

/* printf pads by bytes; pad by characters so "—" and "é" line up. */
static void
append_padded (GString    *out,
               const char *text,
               guint       width)
{
  glong len = g_utf8_strlen (text, -1);

  if (len > (glong) width)
    {
      const char *end = g_utf8_offset_to_pointer (text, width);

      g_string_append_len (out, text, end - text);
      return;
    }
  g_string_append (out, text);
  for (glong i = len; i < (glong) width; i++)
    g_string_append_c (out, ' ');
}

gboolean
ds_cli_history_parse_since (const char *text,
                            gint64     *out)
{
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;
  guint64 n;
  char *end = NULL;
  int y, m, d;
  char tail;

  if (text == NULL || *text == '\0')
    return FALSE;
  if (sscanf (text, "%d-%d-%d%c", &y, &m, &d, &tail) == 3)
    {
      g_autoptr(GTimeZone) tz = g_time_zone_new_local ();
      g_autoptr(GDateTime) dt = g_date_time_new (tz, y, m, d, 0, 0, 0);

      if (dt == NULL)
        return FALSE;
      *out = g_date_time_to_unix (dt);
      return TRUE;
    }
  if (!g_ascii_isdigit (*text))
    return FALSE;
  n = g_ascii_strtoull (text, &end, 10);
  if (end[0] == '\0' || end[1] != '\0' || n > 100000)
    return FALSE;
  switch (*end)
    {
    case 'h': *out = now - (gint64) n * 3600; return TRUE;
    case 'd': *out = now - (gint64) n * 86400; return TRUE;
    case 'w': *out = now - (gint64) n * 7 * 86400; return TRUE;
    case 'm': *out = now - (gint64) n * 30 * 86400; return TRUE;
    case 'y': *out = now - (gint64) n * 365 * 86400; return TRUE;
    default: return FALSE;
    }
}

static void
append_header (GString    *out,
               JsonObject *run,
               gboolean    conditions)
{
  JsonObject *cond = ds_json_get_object (run, "conditions");
  DsConditionsDrive drive;
  gboolean have_drive = ds_conditions_get_drive (cond, &drive);
  const char *dir = ds_conditions_get_dir (cond);
  const char *fs = ds_conditions_get_filesystem (cond);
  g_autofree char *start = ds_cli_history_format_time (ds_json_get_int (run, "start", 0));
  g_autofree char *duration = ds_format_duration ((double) (ds_json_get_int (run, "end", 0) -
                                                            ds_json_get_int (run, "start", 0)));

  g_string_append_printf (out, _("Run:       %s (%s)\n"), ds_cli_safe (ds_json_get_string (run, "uuid")),
                          ds_cli_safe (ds_json_get_string (run, "kind")));
  g_string_append_printf (out, _("Date:      %s, %s, %s\n"), start, duration,
                          ds_cli_safe (ds_json_get_string (run, "status")));
  if (ds_conditions_get_cdm_date (cond) != NULL)
    g_string_append_printf (out, _("CDM date:  %s (as CrystalDiskMark wrote it; read as this computer's local time)\n"),
                            ds_cli_safe (ds_conditions_get_cdm_date (cond)));
  if (ds_json_get_string (run, "label") != NULL)
    g_string_append_printf (out, _("Label:     %s\n"), ds_cli_safe (ds_json_get_string (run, "label")));
  if (ds_json_get_string (run, "comment") != NULL)
    g_string_append_printf (out, _("Comment:   %s\n"), ds_cli_safe (ds_json_get_string (run, "comment")));
  if (ds_conditions_get_imported_from (cond) != NULL)
    g_string_append_printf (out, _("Imported:  %s\n"), ds_cli_safe (ds_conditions_get_imported_from (cond)));
  if (!conditions)
    {
      g_string_append_c (out, '\n');
      return;
    }
  if (have_drive)
    g_string_append_printf (out, _("Drive:     %s, serial %s, firmware %s\n"),
                            ds_cli_safe (drive.model), ds_cli_safe (drive.serial), ds_cli_safe (drive.firmware));
  if (dir != NULL || fs != NULL)
    g_string_append_printf (out, _("Where:     %s (%s)\n"), ds_cli_safe (dir), ds_cli_safe (fs));
  if (ds_conditions_get_engine (cond) != NULL)
    g_string_append_printf (out, _("Engine:    %s\n"), ds_cli_safe (ds_conditions_get_engine (cond)));
  if (ds_conditions_get_os (cond) != NULL)
    g_string_append_printf (out, _("OS:        %s\n"), ds_cli_safe (ds_conditions_get_os (cond)));
  g_string_append_c (out, '\n');
}

/* show --spec: figures to check every run against, over its drive's own */
static char *datasheet_override;

JsonObject *
ds_cli_history_datasheet (DsHistoryStore *store,
                          gint64          run_id,
                          JsonObject     *run)
{
  DsDatasheet sheet;
  JsonObject *out;

  if (!ds_history_store_run_datasheet (store, run_id, &sheet, NULL) && datasheet_override == NULL)
    return NULL;
  if (datasheet_override != NULL && !ds_datasheet_parse (datasheet_override, &sheet, NULL))
    return NULL;
  out = json_object_new ();
  json_object_set_object_member (out, "rated", ds_datasheet_to_json (&sheet));
  json_object_set_array_member (out, "verdicts", ds_datasheet_check (&sheet, run));
  return out;
}

char *
ds_cli_history_run_text (DsHistoryStore  *store,
                         gint64           run_id,
                         GError         **error)
{
  g_autoptr(JsonNode) node = ds_history_store_load_run_json (store, run_id, error);
  g_autoptr(GString) out = g_string_new (NULL);
  JsonObject *run;

  if (node == NULL)
    return NULL;
  run = json_node_get_object (node);
  append_header (out, run, g_strcmp0 (ds_json_get_string (run, "kind"), "thermal") == 0);
  if (g_strcmp0 (ds_json_get_string (run, "kind"), "thermal") == 0)
    {
      g_autoptr(DsThermalResult) result = ds_history_store_load_thermal (store, run_id, error);

      g_autofree char *text = NULL;

      if (result == NULL)
        return NULL;
      text = ds_thermal_result_format_text (result);
      g_string_append (out, text);
    }
  else if (g_strcmp0 (ds_json_get_string (run, "kind"), "verify") == 0)
    {
      g_autoptr(DsVerifyResult) result = ds_history_store_load_verify (store, run_id, error);
      g_autofree char *text = NULL;

      if (result == NULL)
        return NULL;
      text = ds_verify_result_format_text (result);
      g_string_append (out, text);
    }
  else if (g_strcmp0 (ds_json_get_string (run, "kind"), "suite") == 0)
    {
      g_autoptr(DsSuiteResult) result = ds_history_store_load_suite (store, run_id, error);
      g_autofree char *text = NULL;

      if (result == NULL)
        return NULL;
      text = ds_suite_result_format_text (result, FALSE);
      g_string_append (out, text);
    }
  else
    {
      g_autoptr(DsBenchResult) result = ds_history_store_load_bench (store, run_id, error);
      g_autofree char *text = NULL;

      if (result == NULL)
        return NULL;
      text = ds_bench_result_format_text (result, DS_BENCH_TEXT_DETAILS);
      g_string_append (out, text);
    }
  {
    g_autoptr(JsonObject) sheet = ds_cli_history_datasheet (store, run_id, run);
    JsonArray *verdicts = sheet != NULL ? ds_json_get_array (sheet, "verdicts") : NULL;

    if (verdicts != NULL && json_array_get_length (verdicts) > 0)
      {
        g_autofree char *lines = ds_datasheet_verdicts_text (verdicts);
        g_auto(GStrv) each = g_strsplit (lines, "\n", -1);

        g_string_append_printf (out, "\n%s\n", _("Data sheet:"));
        for (guint i = 0; each[i] != NULL; i++)
          if (*each[i] != '\0')
            g_string_append_printf (out, "  %s\n", each[i]);
      }
    else if (sheet != NULL)
      g_string_append_printf (out, "\n%s\n", _("Data sheet: no test of this run matches a figure's conditions."));
  }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* --- history --- */

typedef struct
{
  guint count;
} RunList;

static gboolean
print_run_json (DsHistoryRun  *r,
                gpointer       user_data,
                GError       **error)
{
  RunList *list = user_data;
  g_autoptr(DsHistoryRun) owned = r;
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  JsonObject *obj = json_object_new ();
  g_autofree char *text = NULL;

  json_object_set_int_member (obj, "id", r->id);
  json_object_set_string_member (obj, "uuid", r->uuid);
  json_object_set_string_member (obj, "kind", ds_run_kind_to_string (r->kind));
  json_object_set_int_member (obj, "start", r->start_time);
  json_object_set_int_member (obj, "end", r->end_time);
  json_object_set_string_member (obj, "status", ds_run_status_to_string (r->status));
  ds_json_set_string (obj, "label", r->label);
  ds_json_set_string (obj, "comment", r->comment);
  ds_json_set_string (obj, "drive_model", r->drive_model);
  ds_json_set_string (obj, "drive_serial", r->drive_serial);
  ds_json_set_string (obj, "headline", r->headline);
  json_node_take_object (node, obj);
  text = ds_json_to_string (node, TRUE);
  g_strchomp (text);
  /* An element of the top-level array, indented as one; generated JSON has
   * no raw line break inside a string. */
  fputs (list->count++ > 0 ? ",\n  " : "[\n  ", stdout);
  for (const char *p = text; *p != '\0'; p++)
    {
      fputc (*p, stdout);
      if (*p == '\n')
        fputs ("  ", stdout);
    }
  return TRUE;
}

static gboolean
print_run_row (DsHistoryRun  *r,
               gpointer       user_data,
               GError       **error)
{
  RunList *list = user_data;
  g_autoptr(DsHistoryRun) owned = r;
  g_autoptr(GString) out = g_string_sized_new (160);
  g_autofree char *when = ds_cli_history_format_time (r->start_time);
  g_autofree char *drive_name = NULL;

  if (list->count++ == 0)
    {
      g_string_append_printf (out, "%6s  ", _("ID"));
      append_padded (out, _("Date"), 16);
      g_string_append (out, "  ");
      append_padded (out, _("Kind"), 12);
      g_string_append (out, "  ");
      append_padded (out, _("Status"), 9);
      g_string_append (out, "  ");
      append_padded (out, _("Drive"), 24);
      g_string_append_printf (out, "  %s\n", _("Result"));
    }
  if (r->drive_label != NULL)
    drive_name = g_strdup (r->drive_label);
  else if (r->drive_model != NULL || r->drive_name != NULL)
    drive_name = ds_drive_identity_display_name (&(DsDriveIdentity) {
      .name = r->drive_name, .model = r->drive_model, .serial = r->drive_serial,
    });
  g_string_append_printf (out, "%6" G_GINT64_FORMAT "  %-16s  %-12s  %-9s  ",
                          r->id, when, ds_run_kind_to_string (r->kind), ds_run_status_to_string (r->status));
  append_padded (out, safe_fast (drive_name), 24);
  g_string_append (out, "  ");
  g_string_append (out, safe_fast (r->headline));
  if (r->label != NULL)
    g_string_append_printf (out, "  [%s]", safe_fast (r->label));
  g_string_append_c (out, '\n');
  fputs (out->str, stdout);
  return TRUE;
}

int
ds_cli_history (int argc, char **argv)
{
  g_autofree char *db = NULL;
  g_autofree char *drive = NULL;
  g_autofree char *kind = NULL;
  g_autofree char *since = NULL;
  gboolean json = FALSE, reset = FALSE;
  int limit = 0;
  GOptionEntry entries[] = {
    { "drive", 0, 0, G_OPTION_ARG_STRING, &drive, N_("Only runs of this drive (serial, model, name or label)"), "DRIVE" },
    { "kind", 0, 0, G_OPTION_ARG_STRING, &kind, N_("Only runs of this kind: bench, thermal, suite, verify, imported"), "KIND" },
    { "since", 0, 0, G_OPTION_ARG_STRING, &since, N_("Only runs since then: 30d, 12h, 2w or 2024-01-31"), "WHEN" },
    { "limit", 'n', 0, G_OPTION_ARG_INT, &limit, N_("At most this many runs"), "N" },
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db, DB_HELP, "FILE" },
    { "reset-damaged", 0, 0, G_OPTION_ARG_NONE, &reset, N_("Move a damaged history aside and start a new one"), NULL },
    { NULL }
  };
  g_autoptr(DsHistoryStore) store = NULL;
  g_autoptr(GError) error = NULL;
  DsHistoryFilter filter = { 0 };
  RunList list = { 0 };
  int status;

  if (!ds_cli_parse_options ("history", NULL, _("Lists the saved runs, newest first."), entries, &argc, &argv))
    return DS_EXIT_USAGE;
  if (argc > 1)
    return ds_cli_usage_error (_("history takes no arguments; filter with --drive, --kind and --since."));
  if (since != NULL && !ds_cli_history_parse_since (since, &filter.since))
    return ds_cli_usage_error (_("Cannot read --since “%s”: use 30d, 12h, 2w or a date like 2024-01-31."), since);
  if (limit < 0)
    return ds_cli_usage_error (_("--limit must be positive."));
  if ((status = ds_cli_history_open (db, reset, &store)) != DS_EXIT_OK)
    return status;
  filter.drive = drive;
  filter.kind = kind;
  filter.limit = (guint) limit;
  /* Each run is printed as it is read: a history of any length costs the
   * memory of one run. */
  if (!ds_history_store_foreach_run (store, &filter, json ? print_run_json : print_run_row, &list, &error))
    {
      fflush (stdout);
      return ds_cli_fail (error);
    }
  if (json)
    fputs (list.count > 0 ? "\n]\n" : "[]\n", stdout);
  else if (list.count == 0)
    printf ("%s\n", _("No runs in the history yet: run a benchmark, or import one with import-cdm / import-fio."));
  if (fflush (stdout) != 0)
    {
      g_set_error_literal (&error, DS_ERROR, DS_ERROR_IO, _("Writing to standard output failed."));
      return ds_cli_fail (error);
    }
  return DS_EXIT_OK;
}

/* --- show --- */

int
ds_cli_show (int argc, char **argv)
{
  g_autofree char *db = NULL;
  g_autofree char *spec = NULL;
  gboolean json = FALSE, reset = FALSE;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print the run as JSON (the same keys as bench --json / thermal --json)"), NULL },
    { "spec", 0, 0, G_OPTION_ARG_STRING, &spec,
      N_("Check the run against these data sheet figures (as drive-set --spec), over its drive's own"), "FIGURES" },
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db, N_("History database"), "FILE" },
    { "reset-damaged", 0, 0, G_OPTION_ARG_NONE, &reset, N_("Move a damaged history aside and start a new one"), NULL },
    { NULL }
  };
  g_autoptr(DsHistoryStore) store = NULL;
  g_autoptr(GError) error = NULL;
  gint64 id;
  int status;

  if (!ds_cli_parse_options ("show", "RUN", _("Prints a saved run. RUN is an id, a uuid prefix or “last”."),
                             entries, &argc, &argv))
    return DS_EXIT_USAGE;
  if (argc != 2)
    return ds_cli_usage_error (_("show takes one RUN: an id, a uuid prefix or “last”."));
  if (spec != NULL)
    {
      DsDatasheet check;

      ds_datasheet_init (&check);
      if (!ds_datasheet_parse (spec, &check, &error))
        return ds_cli_usage_error ("--spec: %s", error->message);
      datasheet_override = spec;
    }
  if ((status = ds_cli_history_open (db, reset, &store)) != DS_EXIT_OK)
    return status;
  id = ds_history_store_resolve_run (store, argv[1], &error);
  if (id == 0)
    return ds_cli_fail (error);
  if (json)
    {
      g_autoptr(JsonNode) node = ds_history_store_load_run_json (store, id, &error);

      if (node == NULL)
        return ds_cli_fail (error);
      {
        JsonObject *sheet = ds_cli_history_datasheet (store, id, json_node_get_object (node));

        if (sheet != NULL)
          json_object_set_object_member (json_node_get_object (node), "datasheet", sheet);
      }
      ds_cli_print_json (node);
    }
  else
    {
      g_autofree char *text = ds_cli_history_run_text (store, id, &error);

      if (text == NULL)
        return ds_cli_fail (error);
      fputs (text, stdout);
    }
  return DS_EXIT_OK;
}

/* --- label, comment, delete --- */

typedef enum { EDIT_LABEL, EDIT_COMMENT, EDIT_DELETE } EditKind;

static int
edit_run (EditKind kind, int argc, char **argv)
{
  static const char *names[] = { "label", "comment", "delete" };
  g_autofree char *db = NULL;
  gboolean reset = FALSE;
  GOptionEntry entries[] = {
    { "db", 0, 0, G_OPTION_ARG_FILENAME, &db, N_("History database"), "FILE" },
    { "reset-damaged", 0, 0, G_OPTION_ARG_NONE, &reset, N_("Move a damaged history aside and start a new one"), NULL },
    { NULL }
  };
  g_autoptr(DsHistoryStore) store = NULL;
  g_autoptr(GError) error = NULL;
  gboolean ok;
  gint64 id;
  int status;

  if (!ds_cli_parse_options (names[kind], kind == EDIT_DELETE ? "RUN" : "RUN TEXT",
                             kind == EDIT_LABEL ? _("Sets a run's label (\"\" removes it).")
                             : kind == EDIT_COMMENT ? _("Sets a run's comment (\"\" removes it).")
                             : _("Deletes a run and everything measured in it."),
                             entries, &argc, &argv))
    return DS_EXIT_USAGE;
  if (kind == EDIT_DELETE && argc != 2)
    return ds_cli_usage_error ("%s", _("delete takes one RUN."));
  if (kind != EDIT_DELETE && argc != 3)
    return ds_cli_usage_error (_("%s takes a RUN and a TEXT (quote it)."), names[kind]);
  if ((status = ds_cli_history_open (db, reset, &store)) != DS_EXIT_OK)
    return status;
  id = ds_history_store_resolve_run (store, argv[1], &error);
  if (id == 0)
    return ds_cli_fail (error);
  if (kind == EDIT_LABEL)
    ok = ds_history_store_set_label (store, id, argv[2], &error);
  else if (kind == EDIT_COMMENT)
    ok = ds_history_store_set_comment (store, id, argv[2], &error);
  else
    ok = ds_history_store_delete_run (store, id, &error);
  if (!ok)
    return ds_cli_fail (error);
  if (kind == EDIT_DELETE)
    printf (_("Deleted run %" G_GINT64_FORMAT ".\n"), id);
  return DS_EXIT_OK;
}

int
ds_cli_label (int argc, char **argv)
{
  return edit_run (EDIT_LABEL, argc, argv);
}

int
ds_cli_comment (int argc, char **argv)
{
  return edit_run (EDIT_COMMENT, argc, argv);
}

int
ds_cli_delete (int argc, char **argv)
{
  return edit_run (EDIT_DELETE, argc, argv);
}
