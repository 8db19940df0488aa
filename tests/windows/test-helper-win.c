/* test-helper-win.c — the health helper protocol on Windows, with a fake
 * helper (fake-helper-win.exe, through DRIVESCOPE_HELPER) under Wine
 *
 * What the core passes to drivescope-helper.exe (read NAME, and
 * --may-elevate only when the user asked, so that only then can the helper
 * start its elevated copy through the UAC prompt), that no elevation is put
 * in front of it (the NVMe pages need none on Windows), the JSON it reads
 * back, and its refusal of output that is not the helper's JSON or of a
 * helper that failed or refused. The real helper's own arguments and its
 * --output mode are checked in tests/windows/test-wine-cli.py.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "ds-error.h"
#include "ds-health.h"
#include "ds-platform.h"

static char *tmpdir;
static char *log_path;

/* A Linux path from meson (the tests run under Wine, where / is Z:). */
static char *
windows_path (const char *path)
{
  g_autofree char *copy = g_strdup (path);

  if (copy[0] != '/')
    return g_steal_pointer (&copy);
  g_strdelimit (copy, "/", '\\');
  return g_strconcat ("Z:", copy, NULL);
}

static void
use_fake (const char *mode)
{
  g_autofree char *helper = windows_path (DS_FAKE_HELPER);

  g_setenv ("DRIVESCOPE_HELPER", helper, TRUE);
  g_setenv ("DS_FAKE_HELPER_MODE", mode, TRUE);
  g_setenv ("DS_FAKE_HELPER_LOG", log_path, TRUE);
  g_remove (log_path);
}

static void
use_fixture (const char *fixture)
{
  g_autofree char *path = g_build_filename (DS_FIXTURES, "health", fixture, NULL);
  g_autofree char *win = windows_path (path);
  g_autofree char *mode = g_strconcat ("print ", win, NULL);

  use_fake (mode);
}

/* The arguments the fake helper was given, or NULL when it did not run. */
static char **
helper_args (void)
{
  g_autofree char *text = NULL;

  if (!g_file_get_contents (log_path, &text, NULL, NULL))
    return NULL;
  g_strchomp (text);
  return g_strsplit (text, "\n", -1);
}

static void
assert_args (const char * const *expected)
{
  g_auto(GStrv) args = helper_args ();

  g_assert_nonnull (args);
  g_assert_cmpstrv (args, expected);
}

static void
test_nvme_read_unelevated (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHealth) health = NULL;
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);

  /* Nothing to put in front of the helper: no pkexec, no runas. */
  g_assert_false (ds_platform_helper_needs_elevation ());
  g_ptr_array_add (argv, g_strdup ("drivescope-helper.exe"));
  g_assert_true (ds_platform_elevate_argv (argv, &error));
  g_assert_no_error (error);
  g_assert_cmpuint (argv->len, ==, 1);

  use_fixture ("nvme-healthy-pcie4.json");
  health = ds_health_read ("PhysicalDrive1", DS_HEALTH_READ_NONE, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (health);
  g_assert_cmpstr (health->model, ==, "Samsung SSD 980 PRO 1TB");
  g_assert_cmpstr (health->source, ==, "helper");
  g_assert_cmpint (health->kind, ==, DS_HEALTH_KIND_NVME);
  /* A background read never lets the helper prompt. */
  assert_args ((const char *[]) { "read", "PhysicalDrive1", NULL });
}

static void
test_prompt_passes_may_elevate (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHealth) health = NULL;

  use_fixture ("sata-ssd-devstats.json");
  health = ds_health_read ("PhysicalDrive0", DS_HEALTH_READ_ALLOW_PROMPT, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (health);
  g_assert_cmpstr (health->model, ==, "Samsung SSD 870 EVO 500GB");
  g_assert_cmpint (health->kind, ==, DS_HEALTH_KIND_ATA);
  assert_args ((const char *[]) { "read", "PhysicalDrive0", "--may-elevate", NULL });
}

static void
test_refuses_broken_json (void)
{
  g_autoptr(GError) error = NULL;
  DsHealth *health;

  use_fake ("garbage");
  health = ds_health_read ("PhysicalDrive0", DS_HEALTH_READ_ALLOW_PROMPT, NULL, &error);
  g_assert_null (health);
  g_assert_error (error, DS_ERROR, DS_ERROR_PARSE);
  g_assert_nonnull (helper_args ());   /* it ran, and its output was refused */
}

static void
test_declined_prompt_is_an_error (void)
{
  g_autoptr(GError) error = NULL;
  DsHealth *health;

  use_fake ("fail");
  health = ds_health_read ("PhysicalDrive0", DS_HEALTH_READ_ALLOW_PROMPT, NULL, &error);
  g_assert_null (health);
  g_assert_error (error, DS_ERROR, DS_ERROR_IO);
  /* The helper's own reason reaches the user. */
  g_assert_nonnull (strstr (error->message, "declined"));
  g_assert_nonnull (strstr (error->message, "PhysicalDrive0"));
}

static void
test_usage_refusal (void)
{
  g_autoptr(GError) error = NULL;
  DsHealth *health;

  use_fake ("refuse");
  health = ds_health_read ("PhysicalDrive3", DS_HEALTH_READ_NONE, NULL, &error);
  g_assert_null (health);
  g_assert_error (error, DS_ERROR, DS_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, "not a disk name"));
}

static void
test_path_refused_before_running (void)
{
  const char *names[] = { "C:\\Windows", "\\\\.\\PhysicalDrive0", "PhysicalDrive", "PhysicalDrive01",
                          "PhysicalDrive0 --output x", "sda" };

  for (guint i = 0; i < G_N_ELEMENTS (names); i++)
    {
      g_autoptr(GError) error = NULL;
      DsHealth *health;

      use_fixture ("nvme-healthy-pcie4.json");
      health = ds_health_read (names[i], DS_HEALTH_READ_ALLOW_PROMPT, NULL, &error);
      g_assert_null (health);
      g_assert_error (error, DS_ERROR, DS_ERROR_UNSUPPORTED);
      g_assert_false (g_file_test (log_path, G_FILE_TEST_EXISTS));
    }
}

static void
test_missing_helper (void)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *missing = g_build_filename (tmpdir, "no-such-helper.exe", NULL);
  DsHealth *health;

  use_fake ("garbage");
  g_setenv ("DRIVESCOPE_HELPER", missing, TRUE);
  health = ds_health_read ("PhysicalDrive0", DS_HEALTH_READ_ALLOW_PROMPT, NULL, &error);
  g_assert_null (health);
  g_assert_error (error, DS_ERROR, DS_ERROR_UNSUPPORTED);
  g_assert_nonnull (strstr (error->message, "not installed"));
}

int
main (int    argc,
      char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  tmpdir = g_dir_make_tmp ("ds-helper-win-XXXXXX", NULL);
  g_assert_nonnull (tmpdir);
  log_path = g_build_filename (tmpdir, "args.txt", NULL);

  g_test_add_func ("/ds/windows/helper/nvme-read-runs-unelevated", test_nvme_read_unelevated);
  g_test_add_func ("/ds/windows/helper/prompt-passes-may-elevate", test_prompt_passes_may_elevate);
  g_test_add_func ("/ds/windows/helper/refuses-output-that-is-not-json", test_refuses_broken_json);
  g_test_add_func ("/ds/windows/helper/declined-prompt-is-an-error", test_declined_prompt_is_an_error);
  g_test_add_func ("/ds/windows/helper/usage-refusal-is-not-found", test_usage_refusal);
  g_test_add_func ("/ds/windows/helper/non-disk-names-refused-before-running", test_path_refused_before_running);
  g_test_add_func ("/ds/windows/helper/missing-helper-is-unsupported", test_missing_helper);
  status = g_test_run ();
  g_remove (log_path);
  g_rmdir (tmpdir);
  return status;
}
