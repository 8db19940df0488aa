/* test-health.c — parsers, verdict and JSON of drive health
 *
 * The fixtures in tests/fixtures/health/ come from gen-health-fixtures.py,
 * which builds raw pages from the specification layouts and writes what
 * Drivescope must make of them; every key of the expected document is
 * compared, both ways.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <math.h>
#include <string.h>

#include "ds-error.h"
#include "ds-health.h"
#include "ds-health-private.h"
#include "ds-json.h"

static char *
fixture_path (const char *name)
{
  return g_build_filename (DS_FIXTURES, "health", name, NULL);
}

static char *
load_fixture (const char *name)
{
  g_autofree char *path = fixture_path (name);
  g_autoptr(GError) error = NULL;
  char *contents = NULL;

  g_file_get_contents (path, &contents, NULL, &error);
  g_assert_no_error (error);
  return contents;
}

/* Compares two JSON trees; reports the first difference with its path. */
static gboolean
json_same (JsonNode   *got,
           JsonNode   *want,
           const char *path)
{
  if (JSON_NODE_TYPE (got) != JSON_NODE_TYPE (want))
    {
      g_test_message ("%s: node types differ", path);
      return FALSE;
    }
  switch (JSON_NODE_TYPE (got))
    {
    case JSON_NODE_NULL:
      return TRUE;
    case JSON_NODE_VALUE:
      if (!json_node_equal (got, want))
        {
          g_autofree char *a = json_to_string (got, FALSE);
          g_autofree char *b = json_to_string (want, FALSE);

          g_test_message ("%s: got %s, want %s", path, a, b);
          return FALSE;
        }
      return TRUE;
    case JSON_NODE_ARRAY:
      {
        JsonArray *ga = json_node_get_array (got), *wa = json_node_get_array (want);

        if (json_array_get_length (ga) != json_array_get_length (wa))
          {
            g_test_message ("%s: %u elements, want %u", path,
                            json_array_get_length (ga), json_array_get_length (wa));
            return FALSE;
          }
        for (guint i = 0; i < json_array_get_length (ga); i++)
          {
            g_autofree char *sub = g_strdup_printf ("%s[%u]", path, i);

            if (!json_same (json_array_get_element (ga, i), json_array_get_element (wa, i), sub))
              return FALSE;
          }
        return TRUE;
      }
    case JSON_NODE_OBJECT:
      {
        JsonObject *go = json_node_get_object (got), *wo = json_node_get_object (want);
        g_autoptr(GList) wkeys = json_object_get_members (wo);
        g_autoptr(GList) gkeys = json_object_get_members (go);

        for (GList *l = gkeys; l != NULL; l = l->next)
          if (!json_object_has_member (wo, l->data))
            {
              g_test_message ("%s.%s: unexpected key", path, (const char *) l->data);
              return FALSE;
            }
        for (GList *l = wkeys; l != NULL; l = l->next)
          {
            g_autofree char *sub = g_strdup_printf ("%s.%s", path, (const char *) l->data);

            if (!json_object_has_member (go, l->data))
              {
                g_test_message ("%s: missing key", sub);
                return FALSE;
              }
            if (!json_same (json_object_get_member (go, l->data),
                            json_object_get_member (wo, l->data), sub))
              return FALSE;
          }
        return TRUE;
      }
    default:
      return FALSE;
    }
}

typedef struct
{
  const char      *name;
  DsHealthVerdict  verdict;
  const char      *reason_word;   /* a word the first reason must hold */
} FixtureCase;

static const FixtureCase fixture_cases[] = {
  { "nvme-healthy-pcie4", DS_HEALTH_VERDICT_GOOD, "no problems" },
  { "nvme-worn", DS_HEALTH_VERDICT_BAD, "below the drive’s threshold" },
  { "nvme-temp-warning", DS_HEALTH_VERDICT_CAUTION, "temperature" },
  { "nvme-spare-threshold-255", DS_HEALTH_VERDICT_GOOD, "no problems" },
  { "sata-ssd-devstats", DS_HEALTH_VERDICT_GOOD, "no problems" },
  { "sata-ssd-241-gib", DS_HEALTH_VERDICT_GOOD, "no problems" },
  { "hdd-realloc-pending", DS_HEALTH_VERDICT_CAUTION, "reallocated" },
};

static void
test_fixture (gconstpointer data)
{
  const FixtureCase *fc = data;
  g_autofree char *helper_name = g_strconcat (fc->name, ".json", NULL);
  g_autofree char *expected_name = g_strconcat (fc->name, ".expected.json", NULL);
  g_autofree char *raw = load_fixture (helper_name);
  g_autofree char *expected_text = load_fixture (expected_name);
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHealth) health = NULL;
  g_autoptr(JsonNode) got = NULL;
  g_autoptr(JsonNode) want = NULL;

  health = ds_health_parse_helper_output (raw, &error);
  g_assert_no_error (error);
  g_assert_nonnull (health);

  g_assert_cmpstr (ds_health_verdict_to_string (health->verdict), ==,
                   ds_health_verdict_to_string (fc->verdict));
  g_assert_cmpuint (health->reasons->len, >, 0);
  g_assert_nonnull (strstr (g_ptr_array_index (health->reasons, 0), fc->reason_word));
  g_assert_cmpstr (health->raw_json, ==, raw);

  got = ds_health_report_to_json (health);
  want = ds_json_from_string (expected_text, &error);
  g_assert_no_error (error);
  g_assert_true (json_same (got, want, fc->name));
}

/* --- hand-built pages for the rules the fixtures do not cover ------------ */

static void
put_le (guint8 *p, guint64 v, guint n)
{
  for (guint i = 0; i < n; i++)
    p[i] = (guint8) (v >> (8 * i));
}

static DsHealth *
nvme_health (guint8 cw, guint16 temp_k, guint8 spare, guint8 thr, guint8 used, guint64 media)
{
  guint8 log[512] = { 0 };
  DsHealth *health = ds_health_new ();
  g_autoptr(GError) error = NULL;

  log[0] = cw;
  put_le (log + 1, temp_k, 2);
  log[3] = spare;
  log[4] = thr;
  log[5] = used;
  put_le (log + 160, media, 8);
  g_assert_true (ds_smart_nvme_parse_smart_log (health, log, sizeof (log), &error));
  g_assert_no_error (error);
  ds_health_judge (health);
  return health;
}

static gboolean
has_reason (const DsHealth *health, const char *word)
{
  for (guint i = 0; i < health->reasons->len; i++)
    if (strstr (g_ptr_array_index (health->reasons, i), word) != NULL)
      return TRUE;
  return FALSE;
}

static void
test_emulated_zeros_good (void)
{
  /* QEMU's NVMe: 323 K, spare / threshold / percentage used all 0. */
  g_autoptr(DsHealth) health = nvme_health (0, 323, 0, 0, 0, 0);

  g_assert_cmpint (health->verdict, ==, DS_HEALTH_VERDICT_GOOD);
  g_assert_cmpfloat (health->temperature_c, ==, 50.0);
  g_assert_cmpint (health->available_spare_threshold, ==, -1);
  g_assert_cmpuint (health->temperature_sensors_c->len, ==, 0);
}

static void
test_reliability_bad (void)
{
  g_autoptr(DsHealth) health = nvme_health (DS_NVME_CW_RELIABILITY, 323, 0, 0, 0, 0);
  g_autoptr(JsonNode) node = ds_health_to_json (health);
  JsonArray *flags = json_object_get_array_member (json_node_get_object (node), "critical_warning_flags");

  g_assert_cmpint (health->verdict, ==, DS_HEALTH_VERDICT_BAD);
  g_assert_true (has_reason (health, "reliability"));
  g_assert_cmpuint (json_array_get_length (flags), ==, 1);
  g_assert_cmpstr (json_array_get_string_element (flags, 0), ==, "reliability_degraded");
}

static void
test_each_bad_bit (void)
{
  static const guint8 bits[] = { 0x01, 0x04, 0x08, 0x10, 0x20 };

  for (guint i = 0; i < G_N_ELEMENTS (bits); i++)
    {
      g_autoptr(DsHealth) health = nvme_health (bits[i], 300, 100, 10, 1, 0);

      g_assert_cmpint (health->verdict, ==, DS_HEALTH_VERDICT_BAD);
    }
}

static void
test_spare_equal_threshold_100_good (void)
{
  g_autoptr(DsHealth) health = nvme_health (0, 300, 100, 100, 0, 0);

  g_assert_cmpint (health->verdict, ==, DS_HEALTH_VERDICT_GOOD);
  g_assert_cmpint (health->available_spare_threshold, ==, 100);
}

static void
test_spare_near_threshold_caution (void)
{
  g_autoptr(DsHealth) health = nvme_health (0, 300, 15, 10, 0, 0);
  g_autoptr(DsHealth) below = nvme_health (0, 300, 9, 10, 0, 0);

  g_assert_cmpint (health->verdict, ==, DS_HEALTH_VERDICT_CAUTION);
  g_assert_true (has_reason (health, "close to"));
  g_assert_cmpint (below->verdict, ==, DS_HEALTH_VERDICT_BAD);
}

static void
test_media_errors_and_wear_caution (void)
{
  g_autoptr(DsHealth) media = nvme_health (0, 300, 100, 10, 5, 3);
  g_autoptr(DsHealth) worn = nvme_health (0, 300, 100, 10, 90, 0);
  g_autoptr(DsHealth) over = nvme_health (0, 300, 100, 10, 160, 0);

  g_assert_cmpint (media->verdict, ==, DS_HEALTH_VERDICT_CAUTION);
  g_assert_true (has_reason (media, "media"));
  g_assert_cmpint (worn->verdict, ==, DS_HEALTH_VERDICT_CAUTION);
  /* Percentage used beyond 100 is kept as reported; life left stops at 0. */
  g_assert_cmpint (over->percentage_used, ==, 160);
  g_assert_cmpint (over->life_left_percent, ==, 0);
}

static void
test_nvme_short_page_rejected (void)
{
  guint8 log[100] = { 0 };
  g_autoptr(DsHealth) health = ds_health_new ();
  g_autoptr(GError) error = NULL;

  g_assert_false (ds_smart_nvme_parse_smart_log (health, log, sizeof (log), &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_PARSE);
}

static DsHealth *
ata_health (guint8 id, guint16 flags, guint8 value, guint8 worst, guint8 thr, const char *status)
{
  guint8 data[512] = { 0 }, thresholds[512] = { 0 };
  DsHealth *health = ds_health_new ();
  g_autoptr(GError) error = NULL;

  data[2] = id;
  put_le (data + 3, flags, 2);
  data[5] = value;
  data[6] = worst;
  thresholds[2] = id;
  thresholds[3] = thr;
  health->kind = DS_HEALTH_KIND_ATA;
  g_assert_true (ds_smart_ata_parse_smart (health, data, 512, thresholds, 512, &error));
  g_assert_no_error (error);
  health->smart_status = g_strcmp0 (status, "failing") == 0 ? 0 : 1;
  ds_smart_ata_derive (health);
  ds_health_judge (health);
  return health;
}

static void
test_ata_prefail_at_threshold_bad (void)
{
  g_autoptr(DsHealth) at = ata_health (5, 0x33, 10, 10, 10, "passed");
  g_autoptr(DsHealth) zero = ata_health (5, 0x33, 1, 1, 0, "passed");
  g_autoptr(DsHealth) ff = ata_health (5, 0x33, 100, 100, 255, "passed");
  g_autoptr(DsHealth) oldage = ata_health (190, 0x22, 30, 30, 40, "passed");

  g_assert_cmpint (at->verdict, ==, DS_HEALTH_VERDICT_BAD);
  g_assert_true (has_reason (at, "Pre-failure attribute 5"));
  g_assert_cmpint (zero->verdict, ==, DS_HEALTH_VERDICT_GOOD);
  g_assert_cmpint (ff->verdict, ==, DS_HEALTH_VERDICT_GOOD);
  g_assert_cmpint (oldage->verdict, ==, DS_HEALTH_VERDICT_GOOD);
  g_assert_cmpint (g_array_index (oldage->attributes, DsAtaAttribute, 0).failing, ==, DS_ATA_FAILING_NOW);
}

static void
test_ata_status_failing_bad (void)
{
  g_autoptr(DsHealth) health = ata_health (9, 0x32, 100, 100, 0, "failing");

  g_assert_cmpint (health->verdict, ==, DS_HEALTH_VERDICT_BAD);
  g_assert_true (has_reason (health, "failing"));
}

static void
test_ata_life_attribute_caution (void)
{
  g_autoptr(DsHealth) health = NULL;

  health = ata_health (231, 0x13, 8, 8, 0, "passed");
  health->rotation_rate = 1;
  health->life_left_percent = -1;
  ds_smart_ata_derive (health);
  ds_health_judge (health);
  g_assert_cmpint (health->life_left_percent, ==, 8);
  g_assert_cmpint (health->verdict, ==, DS_HEALTH_VERDICT_CAUTION);
  g_assert_true (has_reason (health, "rated life"));
}

static void
test_parse_rejects (void)
{
  static const char * const bad[] = {
    "",
    "[]",
    "{\"version\":2,\"kind\":\"nvme\",\"pages\":{}}",
    "{\"version\":1,\"kind\":\"scsi\",\"pages\":{\"x\":\"AAAA\"}}",
    "{\"version\":1,\"kind\":\"nvme\",\"pages\":{}}",
    "{\"version\":1,\"kind\":\"nvme\",\"pages\":{\"smart-log\":\"not base64!\"}}",
    "{\"version\":1,\"kind\":\"nvme\",\"pages\":{\"smart-log\":\"AAAA\"}}",
    "{\"version\":1,\"kind\":\"ata\",\"pages\":{\"smart-status\":\"maybe\"}}",
    "{\"version\":1,\"kind\":\"ata\"}",
  };

  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(DsHealth) health = ds_health_parse_helper_output (bad[i], &error);

      g_test_message ("input %u: %s", i, bad[i]);
      g_assert_null (health);
      g_assert_error (error, DS_ERROR, DS_ERROR_PARSE);
    }
}

/* --- running the helper --------------------------------------------------- */

#ifndef G_OS_WIN32
static char *
write_script (const char *dir,
              const char *name,
              const char *body)
{
  g_autofree char *path = g_build_filename (dir, name, NULL);
  g_autofree char *text = g_strdup_printf ("#!/bin/sh\n%s\n", body);
  g_autoptr(GError) error = NULL;

  g_file_set_contents (path, text, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_chmod (path, 0755), ==, 0);
  return g_steal_pointer (&path);
}

static void
remove_dir (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      g_remove (path);
    }
  g_rmdir (dir);
}

static void
test_read_through_override (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ds-health-XXXXXX", NULL);
  g_autofree char *fixture = fixture_path ("nvme-healthy-pcie4.json");
  g_autofree char *body = g_strdup_printf ("[ \"$1\" = read ] && [ \"$2\" = nvme0n1 ] || exit 9\ncat '%s'", fixture);
  g_autofree char *ok = write_script (dir, "helper-ok", body);
  g_autofree char *refuse = write_script (dir, "helper-refuse", "echo 'no such device' >&2; exit 2");
  g_autofree char *broken = write_script (dir, "helper-broken", "echo 'cannot open /dev/nvme0: EIO' >&2; exit 1");
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHealth) health = NULL;
  DsHealth *none;

  g_setenv ("DRIVESCOPE_HELPER", ok, TRUE);
  health = ds_health_read ("/dev/nvme0n1", DS_HEALTH_READ_NONE, NULL, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (health->model, ==, "Samsung SSD 980 PRO 1TB");
  g_assert_nonnull (health->raw_json);

  g_setenv ("DRIVESCOPE_HELPER", refuse, TRUE);
  none = ds_health_read ("nvme7", DS_HEALTH_READ_NONE, NULL, &error);
  g_assert_null (none);
  g_assert_error (error, DS_ERROR, DS_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "no such device"));
  g_clear_error (&error);

  g_setenv ("DRIVESCOPE_HELPER", broken, TRUE);
  none = ds_health_read ("sda", DS_HEALTH_READ_NONE, NULL, &error);
  g_assert_null (none);
  g_assert_error (error, DS_ERROR, DS_ERROR_IO);
  g_clear_error (&error);

  g_setenv ("DRIVESCOPE_HELPER", "/nonexistent/drivescope-helper", TRUE);
  none = ds_health_read ("sda", DS_HEALTH_READ_ALLOW_PROMPT, NULL, &error);
  g_assert_null (none);
  g_assert_error (error, DS_ERROR, DS_ERROR_UNSUPPORTED);
  g_assert_nonnull (strstr (error->message, "not installed"));
  g_clear_error (&error);

  /* Not a name the helper could read: refused before anything runs. */
  none = ds_health_read ("../etc/passwd", DS_HEALTH_READ_NONE, NULL, &error);
  g_assert_null (none);
  g_assert_error (error, DS_ERROR, DS_ERROR_UNSUPPORTED);
  g_clear_error (&error);

  g_unsetenv ("DRIVESCOPE_HELPER");
  remove_dir (dir);
}

typedef struct
{
  DsHealth     *health;
  GMainContext *context;   /* the thread-default context in the callback */
  GThread      *thread;    /* the thread the callback ran in */
} ReadDone;

static void
read_done (GObject      *source,
           GAsyncResult *result,
           gpointer      user_data)
{
  ReadDone *out = user_data;
  g_autoptr(GError) error = NULL;

  out->context = g_main_context_ref_thread_default ();
  out->thread = g_thread_self ();
  out->health = ds_health_read_finish (result, &error);
  g_assert_no_error (error);
}

static void
test_read_async (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ds-health-XXXXXX", NULL);
  g_autofree char *fixture = fixture_path ("sata-ssd-devstats.json");
  g_autofree char *body = g_strdup_printf ("cat '%s'", fixture);
  g_autofree char *helper = write_script (dir, "helper", body);
  /* A context of the caller's own, not the global default: the callback
   * must come back there, in this thread, and not before the call returns. */
  g_autoptr(GMainContext) context = g_main_context_new ();
  ReadDone done = { NULL, NULL, NULL };
  DsHealth *health;

  g_setenv ("DRIVESCOPE_HELPER", helper, TRUE);
  g_main_context_push_thread_default (context);
  ds_health_read_async ("sda", DS_HEALTH_READ_NONE, NULL, read_done, &done);
  g_assert_null (done.context);
  while (done.context == NULL)
    g_main_context_iteration (context, TRUE);
  g_main_context_pop_thread_default (context);
  g_assert_true (done.context == context);
  g_assert_true (done.thread == g_thread_self ());
  g_main_context_unref (done.context);
  health = done.health;
  g_assert_nonnull (health);
  g_assert_cmpint (health->verdict, ==, DS_HEALTH_VERDICT_GOOD);
  g_assert_cmpstr (health->serial, ==, "S6PYNZ0R654321K");
  ds_health_free (health);
  g_unsetenv ("DRIVESCOPE_HELPER");
  remove_dir (dir);
}

static void
test_pkexec_refusal_message (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ds-health-XXXXXX", NULL);
  g_autofree char *dismissed = write_script (dir, "pkexec-126", "exit 126");
  g_autofree char *denied = write_script (dir, "pkexec-127", "exit 127");
  const char *paths[] = { dismissed, denied };

  for (guint i = 0; i < G_N_ELEMENTS (paths); i++)
    {
      const char *argv[] = { paths[i], "/usr/libexec/drivescope-helper", "read", "sda", NULL };
      g_autoptr(GError) error = NULL;
      DsHealth *health = ds_health_run_helper (argv, TRUE, "sda", NULL, &error);

      g_assert_null (health);
      g_assert_error (error, DS_ERROR, DS_ERROR_PERMISSION);
      g_assert_cmpstr (error->message, ==, "Health data needs administrator rights; nothing was read.");
    }
  remove_dir (dir);
}

static void
test_cli_list_and_info_health (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ds-health-XXXXXX", NULL);
  g_autofree char *nvme = fixture_path ("nvme-worn.json");
  g_autofree char *sata = fixture_path ("sata-ssd-241-gib.json");
  g_autofree char *body = g_strdup_printf ("case \"$2\" in nvme*) cat '%s';; sd*) cat '%s';; esac", nvme, sata);
  g_autofree char *helper = write_script (dir, "helper", body);
  g_autofree char *sysroot = g_build_filename (DS_FIXTURES, "sysroot-desktop", NULL);
  g_auto(GStrv) env = g_get_environ ();
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;
  JsonArray *drives;
  int status = -1;
  gboolean seen_nvme = FALSE, seen_sata = FALSE;
  const char *list_argv[] = { g_getenv ("DS_CLI"), "list", "--health", "--json", NULL };
  const char *info_argv[] = { g_getenv ("DS_CLI"), "info", "nvme0n1", "--health", NULL };

  g_assert_nonnull (list_argv[0]);
  env = g_environ_setenv (env, "DRIVESCOPE_HELPER", helper, TRUE);
  env = g_environ_setenv (env, "DRIVESCOPE_SYSROOT", sysroot, TRUE);
  g_spawn_sync (NULL, (char **) list_argv, env, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, &error);
  g_assert_no_error (error);
  g_test_message ("stderr: %s", err);
  g_assert_cmpint (status, ==, 0);
  node = ds_json_from_string (out, &error);
  g_assert_no_error (error);
  drives = json_node_get_array (node);
  for (guint i = 0; i < json_array_get_length (drives); i++)
    {
      JsonObject *d = json_array_get_object_element (drives, i);
      const char *name = ds_json_get_string (d, "name");

      if (g_strcmp0 (name, "nvme0n1") == 0)
        {
          seen_nvme = TRUE;
          g_assert_cmpstr (ds_json_get_string (d, "verdict"), ==, "bad");
          g_assert_cmpfloat_with_epsilon (ds_json_get_double (d, "tbw", NAN), 588.8, 1e-9);
        }
      else if (g_strcmp0 (name, "sda") == 0)
        {
          seen_sata = TRUE;
          g_assert_cmpstr (ds_json_get_string (d, "verdict"), ==, "good");
          g_assert_cmpfloat_with_epsilon (ds_json_get_double (d, "tbw", NAN),
                                          5432.0 * 1073741824.0 / 1e12, 1e-9);
        }
    }
  g_assert_true (seen_nvme && seen_sata);

  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  g_spawn_sync (NULL, (char **) info_argv, env, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, &error);
  g_assert_no_error (error);
  g_assert_cmpint (status, ==, 0);
  g_assert_nonnull (strstr (out, "Health:"));
  g_assert_nonnull (strstr (out, "588800000000000 bytes"));

  /* Without --health nothing is read and no health key appears. */
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);
  list_argv[2] = "--json";
  list_argv[3] = NULL;
  g_spawn_sync (NULL, (char **) list_argv, env, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, &error);
  g_assert_no_error (error);
  g_assert_cmpint (status, ==, 0);
  g_assert_null (strstr (out, "\"verdict\""));
  remove_dir (dir);
}

static void
test_helper_path_override (void)
{
  g_autofree char *path = NULL;

  g_setenv ("DRIVESCOPE_HELPER", "/opt/x/helper", TRUE);
  path = ds_health_helper_path ();
  g_assert_cmpstr (path, ==, "/opt/x/helper");
  g_unsetenv ("DRIVESCOPE_HELPER");
}

#else
static void
skip_shell_script_helpers (void)
{
  g_test_skip ("the helper tests use shell-script helpers and Linux device names, which do not apply on Windows");
}
#endif

/* The one rule for health around a run (the window's and the command
 * line's): before with the caller's flags; after with the same flags, and
 * only when before was read and the run gave a result; a failure is kept,
 * never fatal; no drive, no reading. */
static guint fake_reads;
static DsHealthReadFlags fake_flags;
static gboolean fake_fails;

static DsHealth *
fake_read (const char        *drive_name,
           DsHealthReadFlags  flags,
           GCancellable      *cancellable,
           GError           **error)
{
  DsHealth *h;

  fake_reads++;
  fake_flags = flags;
  if (fake_fails)
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_PERMISSION, "refused");
      return NULL;
    }
  h = ds_health_new ();
  h->bytes_written = 1000 * fake_reads;
  return h;
}

static DsHealthAround *
fake_around (const char *drive, DsHealthReadFlags flags)
{
  DsHealthAround *a = ds_health_around_new (drive, flags);

  a->read = fake_read;
  fake_reads = 0;
  fake_flags = 0;
  return a;
}

static void
test_health_around_a_run (void)
{
  g_autoptr(DsHealthAround) both = fake_around ("nvme0n1", DS_HEALTH_READ_ALLOW_PROMPT);
  g_autoptr(DsHealthAround) no_result = NULL;
  g_autoptr(DsHealthAround) refused = NULL;
  g_autoptr(DsHealthAround) no_drive = NULL;

  fake_fails = FALSE;
  ds_health_around_before (both, NULL);
  ds_health_around_after (both, TRUE);
  g_assert_cmpuint (fake_reads, ==, 2);
  g_assert_cmpint (fake_flags, ==, DS_HEALTH_READ_ALLOW_PROMPT);
  g_assert_cmpint (both->before->bytes_written, ==, 1000);
  g_assert_cmpint (both->after->bytes_written, ==, 2000);
  g_assert_no_error (both->error);

  no_result = fake_around ("sda", DS_HEALTH_READ_NONE);
  ds_health_around_before (no_result, NULL);
  ds_health_around_after (no_result, FALSE);
  g_assert_cmpuint (fake_reads, ==, 1);
  g_assert_cmpint (fake_flags, ==, DS_HEALTH_READ_NONE);
  g_assert_nonnull (no_result->before);
  g_assert_null (no_result->after);

  refused = fake_around ("sda", DS_HEALTH_READ_NONE);
  fake_fails = TRUE;
  ds_health_around_before (refused, NULL);
  ds_health_around_after (refused, TRUE);
  g_assert_cmpuint (fake_reads, ==, 1);
  g_assert_null (refused->before);
  g_assert_null (refused->after);
  g_assert_error (refused->error, DS_ERROR, DS_ERROR_PERMISSION);

  no_drive = fake_around (NULL, DS_HEALTH_READ_NONE);
  ds_health_around_before (no_drive, NULL);
  ds_health_around_after (no_drive, TRUE);
  g_assert_cmpuint (fake_reads, ==, 0);
  g_assert_null (no_drive->error);
  fake_fails = FALSE;
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/health/around-a-run/one-rule", test_health_around_a_run);

  for (guint i = 0; i < G_N_ELEMENTS (fixture_cases); i++)
    {
      g_autofree char *name = g_strdup_printf ("/ds/health/fixture/%s", fixture_cases[i].name);

      g_test_add_data_func (name, &fixture_cases[i], test_fixture);
    }
  g_test_add_func ("/ds/health/nvme/emulated-zeros-are-good", test_emulated_zeros_good);
  g_test_add_func ("/ds/health/nvme/reliability-bit-is-bad-naming-reliability", test_reliability_bad);
  g_test_add_func ("/ds/health/nvme/each-bad-critical-bit-is-bad", test_each_bad_bit);
  g_test_add_func ("/ds/health/nvme/full-spare-at-threshold-100-is-good", test_spare_equal_threshold_100_good);
  g_test_add_func ("/ds/health/nvme/spare-near-threshold-is-caution", test_spare_near_threshold_caution);
  g_test_add_func ("/ds/health/nvme/media-errors-and-wear-are-caution", test_media_errors_and_wear_caution);
  g_test_add_func ("/ds/health/nvme/short-page-is-rejected", test_nvme_short_page_rejected);
  g_test_add_func ("/ds/health/ata/prefail-at-real-threshold-is-bad", test_ata_prefail_at_threshold_bad);
  g_test_add_func ("/ds/health/ata/failing-status-is-bad", test_ata_status_failing_bad);
  g_test_add_func ("/ds/health/ata/low-life-attribute-is-caution", test_ata_life_attribute_caution);
  g_test_add_func ("/ds/health/parse/rejects-malformed-helper-output", test_parse_rejects);
#ifndef G_OS_WIN32
  g_test_add_func ("/ds/health/read/runs-overridden-helper", test_read_through_override);
  g_test_add_func ("/ds/health/read/pkexec-refusal-says-nothing-was-read", test_pkexec_refusal_message);
  g_test_add_func ("/ds/health/read/async-returns-in-main-context", test_read_async);
  g_test_add_func ("/ds/health/read/helper-path-override", test_helper_path_override);
  g_test_add_func ("/ds/health/cli/list-and-info-show-verdict-and-tbw", test_cli_list_and_info_health);
#else
  /* These stand in for the helper with shell scripts and Linux device
   * names; on Windows drivescope-helper.exe is driven through the CLI
   * (tests/windows/test-wine-cli.py). */
  g_test_add_func ("/ds/health/read/shell-script-helpers", skip_shell_script_helpers);
#endif

  return g_test_run ();
}
