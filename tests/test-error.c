/* test-error.c — errno and cancellation map to the codes callers check
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <gio/gio.h>
#include <glib/gi18n-lib.h>
#include <locale.h>

#include "ds-error.h"

/* An interrupted or kernel-cancelled call is a failure to report, not the
 * user stopping the run: only G_IO_ERROR_CANCELLED means that. */
static void
test_eintr_is_not_a_stop (void)
{
  g_autoptr(GError) eintr = g_error_new_literal (DS_ERROR, ds_error_from_errno (EINTR), "interrupted");
  g_autoptr(GError) ecanceled = g_error_new_literal (DS_ERROR, ds_error_from_errno (ECANCELED), "cancelled I/O");

  g_assert_cmpint (ds_error_from_errno (EINTR), ==, DS_ERROR_FAILED);
  g_assert_cmpint (ds_error_from_errno (ECANCELED), ==, DS_ERROR_FAILED);
  g_assert_cmpint (ds_error_exit_status (eintr), ==, 1);
  g_assert_cmpint (ds_error_exit_status (ecanceled), ==, 1);
}

static void
test_stop_exits_130 (void)
{
  g_autoptr(GError) stop = g_error_new_literal (G_IO_ERROR, G_IO_ERROR_CANCELLED, "stopped");

  g_assert_cmpint (ds_error_exit_status (stop), ==, 130);
  g_assert_cmpint (ds_error_exit_status (NULL), ==, 0);
}

static void
test_errno_keeps_actionable_codes (void)
{
  g_autoptr(GError) bad = g_error_new_literal (DS_ERROR, ds_error_from_errno (EINVAL), "bad");

  g_assert_cmpint (ds_error_from_errno (ENOSPC), ==, DS_ERROR_NO_SPACE);
  g_assert_cmpint (ds_error_from_errno (EROFS), ==, DS_ERROR_PERMISSION);
  g_assert_cmpint (ds_error_from_errno (ENXIO), ==, DS_ERROR_DEVICE_GONE);
  g_assert_cmpint (ds_error_exit_status (bad), ==, 2);
}

/* The errors people meet are in their language on every platform (the C
 * runtime of Windows has English messages only), the rest as GLib has them. */
static void
test_strerror_in_the_users_language (void)
{
  g_autofree char *localedir = g_build_filename (g_getenv ("DS_BUILD_DIR"), "po", NULL);
  g_autofree char *mo = g_build_filename (localedir, "ru", "LC_MESSAGES", GETTEXT_PACKAGE ".mo", NULL);

  g_assert_cmpstr (ds_strerror (ENOENT), ==, "No such file or directory");
  g_assert_cmpstr (ds_strerror (EACCES), ==, "Permission denied");
  g_assert_cmpstr (ds_strerror (EXDEV), ==, g_strerror (EXDEV));
  if (!g_file_test (mo, G_FILE_TEST_IS_REGULAR))
    {
      g_test_skip ("the build has no Russian catalogue (po/ru.po not compiled)");
      return;
    }
  if (setlocale (LC_ALL, "C.UTF-8") == NULL)
    {
      g_test_skip ("the C.UTF-8 locale is missing: gettext ignores LANGUAGE in plain C");
      return;
    }
  bindtextdomain (GETTEXT_PACKAGE, localedir);
  bind_textdomain_codeset (GETTEXT_PACKAGE, "UTF-8");
  g_setenv ("LANGUAGE", "ru", TRUE);
  textdomain (textdomain (NULL));
  g_assert_cmpstr (ds_strerror (ENOENT), ==, "Нет такого файла или каталога");
  g_setenv ("LANGUAGE", "uk", TRUE);
  textdomain (textdomain (NULL));
  g_assert_cmpstr (ds_strerror (ENOENT), ==, "Немає такого файлу або каталогу");
  g_unsetenv ("LANGUAGE");
  textdomain (textdomain (NULL));
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/error/eintr-is-not-a-stop", test_eintr_is_not_a_stop);
  g_test_add_func ("/ds/error/stop-exits-130", test_stop_exits_130);
  g_test_add_func ("/ds/error/errno-keeps-actionable-codes", test_errno_keeps_actionable_codes);
  g_test_add_func ("/ds/error/strerror-in-the-users-language", test_strerror_in_the_users_language);
  return g_test_run ();
}
