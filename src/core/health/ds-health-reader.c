/* ds-health-reader.c — runs drivescope-helper and turns its JSON into DsHealth
 *
 * The helper is the only privileged part: it prints the raw pages of one
 * device in base64 and nothing else. Here, unprivileged, the pages are
 * checked, parsed and judged.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ds-error.h"
#include "ds-health.h"
#include "ds-health-private.h"
#include "ds-json.h"
#include "ds-platform.h"

/* The helper's own exit statuses. */
#define HELPER_BAD_ARGUMENT 2

static gboolean
is_base64 (const char *text)
{
  gsize len = strlen (text);

  if (len % 4 != 0)
    return FALSE;
  for (gsize i = 0; i < len; i++)
    {
      char c = text[i];

      if (g_ascii_isalnum (c) || c == '+' || c == '/')
        continue;
      /* '=' only as the last one or two characters. */
      if (c == '=' && i >= len - 2 && (i == len - 1 || text[len - 1] == '='))
        continue;
      return FALSE;
    }
  return TRUE;
}

static GBytes *
get_page (JsonObject  *pages,
          const char  *name,
          GError     **error)
{
  const char *text;
  guchar *data;
  gsize len = 0;

  if (!json_object_has_member (pages, name))
    return NULL;
  text = ds_json_get_string (pages, name);
  if (text == NULL || !is_base64 (text))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                   _("The page “%s” in the helper’s output is not base64. "
                     "Read the health data again or report a bug with the saved file."), name);
      return NULL;
    }
  data = g_base64_decode (text, &len);
  return g_bytes_new_take (data, len);
}

typedef gboolean (*PageParser) (DsHealth *, const guint8 *, gsize, GError **);

/* Parses one optional page; FALSE only on error. */
static gboolean
parse_page (DsHealth    *health,
            JsonObject  *pages,
            const char  *name,
            PageParser   parser,
            guint       *n_parsed,
            GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GBytes) bytes = get_page (pages, name, &local_error);
  gsize len = 0;
  const guint8 *data;

  if (local_error != NULL)
    {
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  if (bytes == NULL)
    return TRUE;
  data = g_bytes_get_data (bytes, &len);
  if (!parser (health, data != NULL ? data : (const guint8 *) "", len, error))
    return FALSE;
  (*n_parsed)++;
  return TRUE;
}

typedef struct
{
  const char *name;     /* as the helper prints it */
  PageParser  parser;
} Page;

/* An NVMe drive's pages, in the order they are parsed: the facts of the
 * later ones (firmware slots, LBA formats) read what Identify said. */
static const Page nvme_pages[] = {
  { "identify-controller", ds_smart_nvme_parse_identify },
  { "smart-log", ds_smart_nvme_parse_smart_log },
  { "self-test-log", ds_smart_nvme_parse_self_test },
  { "error-log", ds_smart_nvme_parse_error_log },
  { "identify-namespace", ds_smart_nvme_parse_identify_namespace },
  { "firmware-slot-log", ds_smart_nvme_parse_firmware_log },
  { "features-power-management", ds_smart_nvme_parse_feature_power },
  { "features-apst", ds_smart_nvme_parse_feature_apst },
  { "features-thermal-management", ds_smart_nvme_parse_feature_thermal },
};

/* An ATA drive's logs after its SMART data. */
static const Page ata_log_pages[] = {
  { "smart-self-test-log", ds_smart_ata_parse_self_test_log },
  { "smart-error-log", ds_smart_ata_parse_error_log },
  { "device-statistics-1", ds_smart_ata_parse_devstats },
  { "device-statistics-7", ds_smart_ata_parse_devstats },
};

/* Parses each of @table's pages that @pages holds; FALSE only on error. */
static gboolean
parse_pages (DsHealth    *health,
             JsonObject  *pages,
             const Page  *table,
             gsize        n,
             guint       *n_parsed,
             GError     **error)
{
  for (gsize i = 0; i < n; i++)
    if (!parse_page (health, pages, table[i].name, table[i].parser, n_parsed, error))
      return FALSE;
  return TRUE;
}

/* The drive database's presets for this model, before the attributes are
 * read; without a database, a note says why names and units are missing. */
static void
apply_drivedb (DsHealth *health)
{
  g_autoptr(GError) local_error = NULL;
  const DsDrivedb *db = ds_drivedb_get_default (&local_error);

  if (db == NULL)
    g_ptr_array_add (health->notes, g_strdup (local_error->message));
  ds_smart_ata_set_presets (health, ds_drivedb_lookup (db, health->model, health->firmware));
}

static gboolean
parse_ata_pages (DsHealth    *health,
                 JsonObject  *pages,
                 guint       *n_parsed,
                 GError     **error)
{
  g_autoptr(GBytes) smart = NULL;
  g_autoptr(GBytes) thresholds = NULL;
  const char *status;

  if (!parse_page (health, pages, "identify-device", ds_smart_ata_parse_identify, n_parsed, error))
    return FALSE;
  apply_drivedb (health);

  smart = get_page (pages, "smart-data", error);
  if (smart == NULL && error != NULL && *error != NULL)
    return FALSE;
  thresholds = get_page (pages, "smart-thresholds", error);
  if (thresholds == NULL && error != NULL && *error != NULL)
    return FALSE;
  if (smart != NULL)
    {
      gsize len = 0, tlen = 0;
      const guint8 *data = g_bytes_get_data (smart, &len);
      const guint8 *tdata = thresholds ? g_bytes_get_data (thresholds, &tlen) : NULL;

      if (!ds_smart_ata_parse_smart (health, data ? data : (const guint8 *) "", len,
                                     tdata, tlen, error))
        return FALSE;
      (*n_parsed)++;
    }

  if (!parse_pages (health, pages, ata_log_pages, G_N_ELEMENTS (ata_log_pages), n_parsed, error))
    return FALSE;

  status = ds_json_get_string (pages, "smart-status");
  if (g_strcmp0 (status, "passed") == 0)
    health->smart_status = 1;
  else if (g_strcmp0 (status, "failing") == 0)
    health->smart_status = 0;
  else if (status != NULL)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                   _("The helper reported an unknown SMART status “%s”."), status);
      return FALSE;
    }

  ds_smart_ata_derive (health);
  return TRUE;
}

DsHealth *
ds_health_parse_helper_output (const char  *json,
                               GError     **error)
{
  g_autoptr(DsHealth) health = ds_health_new ();
  g_autoptr(JsonNode) root = NULL;
  JsonObject *obj, *pages;
  const char *kind, *device;
  guint n_parsed = 0;

  g_return_val_if_fail (json != NULL, NULL);

  root = ds_json_from_data (json, strlen (json), DS_JSON_MAX_HELPER_BYTES, error);
  if (root == NULL)
    return NULL;
  if (!JSON_NODE_HOLDS_OBJECT (root))
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_PARSE,
                           _("The helper’s output is not a JSON object."));
      return NULL;
    }
  obj = json_node_get_object (root);
  if (ds_json_get_int (obj, "version", -1) != 1)
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_PARSE,
                           _("The helper’s output has an unknown version; this Drivescope reads version 1. "
                             "Install matching versions of Drivescope and its helper."));
      return NULL;
    }
  kind = ds_json_get_string (obj, "kind");
  device = ds_json_get_string (obj, "device");
  pages = ds_json_get_object (obj, "pages");
  if (pages == NULL || kind == NULL)
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_PARSE,
                           _("The helper’s output has no “kind” or no “pages”."));
      return NULL;
    }
  health->device = g_strdup (device);

  if (g_str_equal (kind, "nvme"))
    {
      health->kind = DS_HEALTH_KIND_NVME;
      if (!parse_pages (health, pages, nvme_pages, G_N_ELEMENTS (nvme_pages), &n_parsed, error))
        return NULL;
    }
  else if (g_str_equal (kind, "ata"))
    {
      health->kind = DS_HEALTH_KIND_ATA;
      /* Older notes put the status beside the pages; accept both. */
      if (!json_object_has_member (pages, "smart-status") &&
          ds_json_get_string (obj, "smart-status") != NULL)
        json_object_set_string_member (pages, "smart-status", ds_json_get_string (obj, "smart-status"));
      if (!parse_ata_pages (health, pages, &n_parsed, error))
        return NULL;
      if (health->smart_status >= 0)
        n_parsed++;
    }
  else
    {
      g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                   _("The helper reported an unknown kind of device “%s”."), kind);
      return NULL;
    }

  if (n_parsed == 0)
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_PARSE,
                           _("The helper’s output holds no health pages."));
      return NULL;
    }

  ds_health_judge (health);
  health->raw_json = g_strdup (json);
  return g_steal_pointer (&health);
}

char *
ds_health_helper_path (void)
{
  return ds_platform_helper_path ();
}

DsHealth *
ds_health_run_helper (const char * const *argv,
                      gboolean            via_pkexec,
                      const char         *name,
                      GCancellable       *cancellable,
                      GError            **error)
{
  g_autoptr(GSubprocess) proc = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) local_error = NULL;
  int status;

  proc = g_subprocess_newv (argv,
                            G_SUBPROCESS_FLAGS_STDOUT_PIPE | G_SUBPROCESS_FLAGS_STDERR_PIPE,
                            &local_error);
  if (proc == NULL)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_FAILED,
                   _("Could not start the health helper %s: %s. Reinstall Drivescope."),
                   argv[via_pkexec ? 1 : 0], local_error->message);
      return NULL;
    }
  if (!g_subprocess_communicate_utf8 (proc, NULL, cancellable, &out, &err, &local_error))
    {
      g_subprocess_force_exit (proc);
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("Reading health data was cancelled."));
      else
        g_set_error (error, DS_ERROR, DS_ERROR_FAILED,
                     _("Could not read the health helper’s output: %s"), local_error->message);
      return NULL;
    }

  if (!g_subprocess_get_if_exited (proc))
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_FAILED,
                           _("The health helper stopped abnormally; nothing was read."));
      return NULL;
    }
  status = g_subprocess_get_exit_status (proc);
  if (err != NULL)
    g_strstrip (err);

  if (via_pkexec && ds_platform_elevation_refused (status))
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_PERMISSION,
                           _("Health data needs administrator rights; nothing was read."));
      return NULL;
    }
  if (status == HELPER_BAD_ARGUMENT)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_NOT_FOUND,
                   _("The helper refused “%s”: %s"), name,
                   err && err[0] ? err : _("not an NVMe controller or disk name"));
      return NULL;
    }
  if (status != 0)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_IO,
                   _("The helper could not read health data from %s: %s"), name,
                   err && err[0] ? err : _("no reason given"));
      return NULL;
    }

  {
    DsHealth *health = ds_health_parse_helper_output (out != NULL ? out : "", error);

    if (health != NULL)
      health->source = "helper";
    return health;
  }
}

DsHealth *
ds_health_read (const char         *drive_name,
                DsHealthReadFlags   flags,
                GCancellable       *cancellable,
                GError            **error)
{
  g_autofree char *helper = ds_health_helper_path ();
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  gboolean overridden = g_getenv ("DRIVESCOPE_HELPER") != NULL && g_getenv ("DRIVESCOPE_HELPER")[0] != '\0';
  gboolean via_pkexec = FALSE;
  const char *name = drive_name;

  g_return_val_if_fail (drive_name != NULL, NULL);

  if (g_str_has_prefix (name, "/dev/"))
    name += strlen ("/dev/");
  if (!ds_platform_helper_accepts_name (name))
    {
#ifdef G_OS_WIN32
      g_set_error (error, DS_ERROR, DS_ERROR_UNSUPPORTED,
                   _("Health data can be read from NVMe and SATA drives (PhysicalDrive0, PhysicalDrive1, …); “%s” is neither."),
                   drive_name);
#else
      g_set_error (error, DS_ERROR, DS_ERROR_UNSUPPORTED,
                   _("Health data can be read from NVMe and SATA drives (nvme0n1, sda); “%s” is neither."),
                   drive_name);
#endif
      return NULL;
    }

  /* udisks2 first: where it manages the drive and answers, no password is
   * needed at all. Absent, refusing or without the data (NVMe before
   * udisks 2.10), the helper reads the raw pages instead. Root needs no
   * password and gets the raw pages (the drive database's formats apply
   * to them, not to udisks' interpreted values). */
  if ((flags & DS_HEALTH_READ_RAW_PAGES) == 0 && (!ds_platform_is_privileged () || overridden))
    {
      g_autoptr(GError) udisks_error = NULL;
      DsHealth *health = ds_health_read_udisks (name, cancellable, &udisks_error);

      if (health != NULL)
        return health;
      if (g_error_matches (udisks_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        {
          g_propagate_error (error, g_steal_pointer (&udisks_error));
          return NULL;
        }
      g_debug ("udisks2: %s; reading with the helper", udisks_error->message);
    }

  /* Checked here: through pkexec a missing program would look like a
   * refused password. */
  if (!g_file_test (helper, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_UNSUPPORTED,
                   _("The health helper %s is not installed, so no health data can be read. "
                     "Reinstall Drivescope."), helper);
      return NULL;
    }

  /* An overridden helper (tests) runs as it is; the real one needs root
   * where the platform says so. */
  if (!ds_platform_is_privileged () && !overridden && ds_platform_helper_needs_elevation ())
    {
      if ((flags & DS_HEALTH_READ_ALLOW_PROMPT) == 0)
        {
          g_set_error_literal (error, DS_ERROR, DS_ERROR_PERMISSION,
                               _("Health data needs administrator rights; nothing was read. "
                                 "Read health once from the drive page or “drivescope-cli health”."));
          return NULL;
        }
      via_pkexec = TRUE;
    }
  g_ptr_array_add (argv, g_steal_pointer (&helper));
  g_ptr_array_add (argv, g_strdup ("read"));
  g_ptr_array_add (argv, g_strdup (name));
  if ((flags & DS_HEALTH_READ_ALLOW_PROMPT) != 0 && !via_pkexec)
    ds_platform_helper_allow_prompt (argv);
  if (via_pkexec && !ds_platform_elevate_argv (argv, error))
    return NULL;
  g_ptr_array_add (argv, NULL);

  return ds_health_run_helper ((const char * const *) argv->pdata, via_pkexec, name,
                               cancellable, error);
}

typedef struct
{
  char              *drive_name;
  DsHealthReadFlags  flags;
} ReadData;

static void
read_data_free (ReadData *data)
{
  g_free (data->drive_name);
  g_free (data);
}

static void
read_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  ReadData *data = task_data;
  GError *error = NULL;
  DsHealth *health = ds_health_read (data->drive_name, data->flags, cancellable, &error);

  if (health == NULL)
    g_task_return_error (task, error);
  else
    g_task_return_pointer (task, health, (GDestroyNotify) ds_health_free);
}

void
ds_health_read_async (const char          *drive_name,
                      DsHealthReadFlags    flags,
                      GCancellable        *cancellable,
                      GAsyncReadyCallback  callback,
                      gpointer             user_data)
{
  g_autoptr(GTask) task = NULL;
  ReadData *data;

  g_return_if_fail (drive_name != NULL);

  task = g_task_new (NULL, cancellable, callback, user_data);
  g_task_set_source_tag (task, ds_health_read_async);
  data = g_new0 (ReadData, 1);
  data->drive_name = g_strdup (drive_name);
  data->flags = flags;
  g_task_set_task_data (task, data, (GDestroyNotify) read_data_free);
  g_task_run_in_thread (task, read_thread);
}

DsHealth *
ds_health_read_finish (GAsyncResult  *result,
                       GError       **error)
{
  g_return_val_if_fail (g_task_is_valid (result, NULL), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == ds_health_read_async, NULL);

  return g_task_propagate_pointer (G_TASK (result), error);
}

/* --- health around a run --- */

DsHealthAround *
ds_health_around_new (const char        *drive_name,
                      DsHealthReadFlags  flags)
{
  DsHealthAround *self = g_new0 (DsHealthAround, 1);

  self->drive = g_strdup (drive_name);
  self->flags = flags;
  self->read = ds_health_read;
  return self;
}

void
ds_health_around_free (DsHealthAround *self)
{
  if (self == NULL)
    return;
  g_free (self->drive);
  g_clear_pointer (&self->before, ds_health_free);
  g_clear_pointer (&self->after, ds_health_free);
  g_clear_error (&self->error);
  g_free (self);
}

void
ds_health_around_before (DsHealthAround *self,
                         GCancellable   *cancellable)
{
  g_return_if_fail (self != NULL && self->before == NULL);

  if (self->drive == NULL)
    return;
  self->before = self->read (self->drive, self->flags, cancellable, &self->error);
}

void
ds_health_around_after (DsHealthAround *self,
                        gboolean        have_result)
{
  g_return_if_fail (self != NULL && self->after == NULL);

  if (self->before == NULL || !have_result)
    return;
  /* not cancellable: the run is over, and this reading belongs to it */
  self->after = self->read (self->drive, self->flags, NULL, self->error == NULL ? &self->error : NULL);
}
