/* test-health-display.c — what people read of drive health
 *
 * JSON keeps stable ids ("good", "temperature", English attribute names and
 * self-test summary); what the CLI and the drive page show is translated.
 * A throwaway catalog "xx" built with msgfmt proves the display strings go
 * through gettext. The CLI's advice for a drive without health data fits
 * the drive: read the members of a RAID, check the host for a virtio disk.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <locale.h>
#include <libintl.h>
#include <string.h>

#include "ds-health.h"
#include "ds-json.h"

/* Every display string the test looks up, "translated" into brackets. */
static const char test_po[] =
  "msgid \"\"\n"
  "msgstr \"Content-Type: text/plain; charset=UTF-8\\n\"\n"
  "\n"
  "msgid \"Caution\"\nmsgstr \"[Caution]\"\n\n"
  "msgid \"temperature outside its thresholds\"\nmsgstr \"[temperature outside its thresholds]\"\n\n"
  "msgid \"reliability degraded\"\nmsgstr \"[reliability degraded]\"\n\n"
  "msgid \"Reallocated sectors\"\nmsgstr \"[Reallocated sectors]\"\n\n"
  "msgctxt \"self-test\"\nmsgid \"short\"\nmsgstr \"[short]\"\n\n"
  "msgctxt \"self-test result\"\nmsgid \"passed\"\nmsgstr \"[passed]\"\n\n"
  "#, c-format\nmsgid \"%s: %s at %llu h\"\nmsgstr \"%s — %s @ %llu h\"\n";

static void
remove_tree (const char *path)
{
  GStatBuf st;

  if (g_lstat (path, &st) == 0 && S_ISDIR (st.st_mode))
    {
      g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          remove_tree (child);
        }
      g_rmdir (path);
    }
  else
    g_remove (path);
}

static DsHealth *
parse_fixture (const char *name)
{
  g_autofree char *path = g_build_filename (DS_FIXTURES, "health", name, NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  DsHealth *health;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  health = ds_health_parse_helper_output (text, &error);
  g_assert_no_error (error);
  return health;
}

static void
test_display_names_translated (void)
{
  g_autofree char *msgfmt = g_find_program_in_path ("msgfmt");
  g_autofree char *dir = NULL;
  g_autofree char *po = NULL;
  g_autofree char *mo_dir = NULL;
  g_autofree char *mo = NULL;
  g_autofree char *old_locale = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHealth) nvme = NULL;
  g_autoptr(DsHealth) ata = NULL;
  g_autoptr(JsonNode) json = NULL;
  g_auto(GStrv) ids = NULL;
  g_auto(GStrv) shown = NULL;
  JsonObject *health_obj;
  int status = -1;

  if (msgfmt == NULL)
    {
      g_test_skip ("msgfmt (gettext) is not installed: no test catalog can be built");
      return;
    }
  old_locale = g_strdup (setlocale (LC_ALL, NULL));
  if (setlocale (LC_ALL, "C.UTF-8") == NULL)
    {
      g_test_skip ("the C.UTF-8 locale is missing: gettext ignores LANGUAGE in plain C");
      return;
    }

  dir = g_dir_make_tmp ("ds-health-i18n-XXXXXX", &error);
  g_assert_no_error (error);
  po = g_build_filename (dir, "xx.po", NULL);
  mo_dir = g_build_filename (dir, "xx", "LC_MESSAGES", NULL);
  mo = g_build_filename (mo_dir, GETTEXT_PACKAGE ".mo", NULL);
  g_file_set_contents (po, test_po, -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (g_mkdir_with_parents (mo_dir, 0755), ==, 0);
  {
    const char *argv[] = { msgfmt, "--check", "-o", mo, po, NULL };

    g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, NULL, NULL, &status, &error);
    g_assert_no_error (error);
    g_assert_true (g_spawn_check_wait_status (status, NULL));
  }
  g_setenv ("LANGUAGE", "xx", TRUE);
  bindtextdomain (GETTEXT_PACKAGE, dir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  setlocale (LC_ALL, "C.UTF-8");

  /* Verdicts and critical-warning bits: ids stay, display names translate. */
  g_assert_cmpstr (ds_health_verdict_to_string (DS_HEALTH_VERDICT_CAUTION), ==, "caution");
  g_assert_cmpstr (ds_health_verdict_to_display (DS_HEALTH_VERDICT_CAUTION), ==, "[Caution]");
  g_assert_cmpstr (ds_health_verdict_to_display (DS_HEALTH_VERDICT_GOOD), ==, "Good");
  ids = ds_nvme_critical_warning_names (DS_NVME_CW_TEMPERATURE | DS_NVME_CW_RELIABILITY);
  shown = ds_nvme_critical_warning_display_names (DS_NVME_CW_TEMPERATURE | DS_NVME_CW_RELIABILITY);
  g_assert_cmpuint (g_strv_length (ids), ==, 2);
  g_assert_cmpstr (ids[0], ==, "temperature");
  g_assert_cmpstr (ids[1], ==, "reliability_degraded");
  g_assert_cmpuint (g_strv_length (shown), ==, 2);
  g_assert_cmpstr (shown[0], ==, "[temperature outside its thresholds]");
  g_assert_cmpstr (shown[1], ==, "[reliability degraded]");

  /* ATA attribute names: English in the record and JSON, translated shown. */
  g_assert_cmpstr (ds_ata_attribute_name (5), ==, "Reallocated sectors");
  g_assert_cmpstr (ds_ata_attribute_display_name (5), ==, "[Reallocated sectors]");
  g_assert_cmpstr (ds_ata_attribute_display_name (9), ==, "Power-on hours");
  g_assert_null (ds_ata_attribute_display_name (100));
  ata = parse_fixture ("hdd-realloc-pending.json");
  json = ds_health_to_json (ata);
  {
    JsonArray *attributes = ds_json_get_array (json_node_get_object (json), "attributes");
    gboolean seen = FALSE;

    for (guint i = 0; attributes != NULL && i < json_array_get_length (attributes); i++)
      {
        JsonObject *attr = json_array_get_object_element (attributes, i);

        /* JSON keeps smartctl's name from the drive database. */
        if (json_object_get_int_member (attr, "id") == 5)
          {
            g_assert_cmpstr (ds_json_get_string (attr, "name"), ==, "Reallocated_Sector_Ct");
            seen = TRUE;
          }
      }
    g_assert_true (seen);
  }
  g_clear_pointer (&json, json_node_unref);
  /* People read the translated name where the database uses the default
   * one, and the database's own name where the drive's entry renames it. */
  for (guint i = 0; i < ata->attributes->len; i++)
    {
      const DsAtaAttribute *attr = &g_array_index (ata->attributes, DsAtaAttribute, i);

      if (attr->id == 5)
        g_assert_cmpstr (ds_ata_attribute_display_name_for (attr), ==, "[Reallocated sectors]");
      /* The drive's entry sets only the format of 240; the name is the default. */
      if (attr->id == 240)
        g_assert_cmpstr (ds_ata_attribute_display_name_for (attr), ==, "Head flying hours");
    }
  g_clear_pointer (&ata, ds_health_free);
  ata = parse_fixture ("sata-ssd-241-gib.json");
  for (guint i = 0; i < ata->attributes->len; i++)
    {
      const DsAtaAttribute *attr = &g_array_index (ata->attributes, DsAtaAttribute, i);

      if (attr->id == 241)
        g_assert_cmpstr (ds_ata_attribute_display_name_for (attr), ==, "Lifetime_Writes_GiB");
    }

  /* The NVMe self-test summary: English in JSON, translated for people. */
  nvme = parse_fixture ("nvme-healthy-pcie4.json");
  g_assert_cmpstr (nvme->last_self_test, ==, "short: passed at 3400 h");
  g_assert_cmpstr (nvme->last_self_test_display, ==, "[short] — [passed] @ 3400 h");
  json = ds_health_report_to_json (nvme);
  g_assert_cmpstr (ds_json_get_string (json_node_get_object (json), "last_self_test"), ==,
                   "short: passed at 3400 h");
  health_obj = ds_json_get_object (json_node_get_object (json), "health");
  g_assert_cmpstr (ds_json_get_string (health_obj, "verdict"), ==, "good");

  g_unsetenv ("LANGUAGE");
  setlocale (LC_ALL, old_locale);
  remove_tree (dir);
}

static int
run_cli (const char * const *args,
         const char         *sysroot,
         char              **out,
         char              **err)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_auto(GStrv) env = g_get_environ ();
  g_autoptr(GError) error = NULL;
  int status = -1;

  g_assert_nonnull (g_getenv ("DS_CLI"));
  g_ptr_array_add (argv, (char *) g_getenv ("DS_CLI"));
  for (guint i = 0; args[i] != NULL; i++)
    g_ptr_array_add (argv, (char *) args[i]);
  g_ptr_array_add (argv, NULL);
  if (sysroot != NULL)
    {
      g_autofree char *path = g_build_filename (DS_FIXTURES, sysroot, NULL);

      env = g_environ_setenv (env, "DRIVESCOPE_SYSROOT", path, TRUE);
    }
  /* Nothing here may reach a helper: one that fails loudly if it runs. */
  env = g_environ_setenv (env, "DRIVESCOPE_HELPER", "/bin/false", TRUE);
  env = g_environ_setenv (env, "LC_ALL", "C.UTF-8", TRUE);
  env = g_environ_unsetenv (env, "LANGUAGE");
  g_spawn_sync (NULL, (char **) argv->pdata, env, G_SPAWN_DEFAULT, NULL, NULL, out, err, &status, &error);
  g_assert_no_error (error);
  g_test_message ("stdout: %s\nstderr: %s", *out, *err);
  g_assert_true (WIFEXITED (status));
  return WEXITSTATUS (status);
}

/* `health` as text shows display names; as JSON the ids. */
static void
test_cli_text_shows_display_names (void)
{
  g_autofree char *nvme = g_build_filename (DS_FIXTURES, "health", "nvme-temp-warning.json", NULL);
  g_autofree char *healthy = g_build_filename (DS_FIXTURES, "health", "nvme-healthy-pcie4.json", NULL);
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autoptr(JsonNode) node = NULL;
  g_autoptr(GError) error = NULL;
  JsonObject *health;
  JsonArray *flags;

  g_assert_cmpint (run_cli ((const char *[]) { "health", "--from-file", nvme, NULL }, NULL, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "Caution"));
  g_assert_null (strstr (out, "caution"));
  g_assert_nonnull (strstr (out, "0x02 (temperature outside its thresholds)"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  g_assert_cmpint (run_cli ((const char *[]) { "health", "--from-file", nvme, "--json", NULL }, NULL, &out, &err), ==, 0);
  node = ds_json_from_string (out, &error);
  g_assert_no_error (error);
  health = ds_json_get_object (json_node_get_object (node), "health");
  g_assert_cmpstr (ds_json_get_string (health, "verdict"), ==, "caution");
  flags = ds_json_get_array (health, "critical_warning_flags");
  g_assert_nonnull (flags);
  g_assert_cmpuint (json_array_get_length (flags), ==, 1);
  g_assert_cmpstr (json_array_get_string_element (flags, 0), ==, "temperature");
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  g_assert_cmpint (run_cli ((const char *[]) { "health", "--from-file", healthy, NULL }, NULL, &out, &err), ==, 0);
  g_assert_nonnull (strstr (out, "short: passed at 3400 h"));
  g_assert_nonnull (strstr (out, "Good"));
}

/* No health data: the advice fits the device. */
static void
test_cli_no_health_advice (void)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;

  /* A virtio disk has no drives under it: check the host. */
  g_assert_cmpint (run_cli ((const char *[]) { "health", "vda", NULL }, "sysroot-virtio-vm", &out, &err), ==, 1);
  g_assert_null (strstr (err, "under it"));
  g_assert_nonnull (strstr (err, "vda"));
  g_assert_nonnull (strstr (err, "no health data Drivescope can read"));
  g_assert_nonnull (strstr (err, "on the host"));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* A RAID 0 over two NVMe drives: read those, named. */
  g_assert_cmpint (run_cli ((const char *[]) { "health", "md0", NULL }, "sysroot-raid0", &out, &err), ==, 1);
  g_assert_nonnull (strstr (err, "Read the physical drives under it instead: nvme0n1, nvme1n1."));
  g_clear_pointer (&out, g_free);
  g_clear_pointer (&err, g_free);

  /* zram lives in memory: nothing to do. */
  g_assert_cmpint (run_cli ((const char *[]) { "health", "zram0", NULL }, "sysroot-desktop", &out, &err), ==, 1);
  g_assert_null (strstr (err, "under it"));
  g_assert_nonnull (strstr (err, "Nothing needs to be done"));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ds/health/display/names-translated-ids-stay-in-json", test_display_names_translated);
  g_test_add_func ("/ds/health/display/cli-text-shows-display-names", test_cli_text_shows_display_names);
  g_test_add_func ("/ds/health/display/cli-no-health-advice-fits-the-device", test_cli_no_health_advice);

  return g_test_run ();
}
