/* test-error.c — errno and cancellation map to the codes callers check
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <gio/gio.h>

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

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/error/eintr-is-not-a-stop", test_eintr_is_not_a_stop);
  g_test_add_func ("/ds/error/stop-exits-130", test_stop_exits_130);
  g_test_add_func ("/ds/error/errno-keeps-actionable-codes", test_errno_keeps_actionable_codes);
  return g_test_run ();
}
