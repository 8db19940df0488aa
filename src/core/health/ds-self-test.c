/* ds-self-test.c — starting and aborting self-tests: udisks2, else the
 * helper's self-test command for NVMe
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ds-error.h"
#include "ds-health-private.h"
#include "ds-platform.h"
#include "ds-self-test.h"

const char *
ds_self_test_command_to_string (DsSelfTestCommand command)
{
  switch (command)
    {
    case DS_SELF_TEST_SHORT:
      return "short";
    case DS_SELF_TEST_EXTENDED:
      return "extended";
    case DS_SELF_TEST_CONVEYANCE:
      return "conveyance";
    case DS_SELF_TEST_ABORT:
    default:
      return "abort";
    }
}

int
ds_self_test_minutes (const DsHealth    *health,
                      DsSelfTestCommand  command)
{
  if (health == NULL || command == DS_SELF_TEST_ABORT)
    return -1;
  return health->self_test_minutes[command];
}

/* The helper's self-test command: drivescope-helper self-test NAME TYPE. */
static gboolean
run_helper_self_test (const char        *name,
                      DsSelfTestCommand  command,
                      DsHealthReadFlags  flags,
                      GCancellable      *cancellable,
                      GError           **error)
{
  g_autofree char *helper = ds_health_helper_path ();
  g_autoptr(GPtrArray) argv = g_ptr_array_new_with_free_func (g_free);
  gboolean overridden = g_getenv ("DRIVESCOPE_HELPER") != NULL && g_getenv ("DRIVESCOPE_HELPER")[0] != '\0';
  gboolean via_pkexec = FALSE;
  g_autoptr(GSubprocess) proc = NULL;
  g_autofree char *err = NULL;
  g_autoptr(GError) local_error = NULL;
  int status;

  if (!g_file_test (helper, G_FILE_TEST_IS_EXECUTABLE))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_UNSUPPORTED,
                   _("The health helper %s is not installed, so no self-test can be started. "
                     "Reinstall Drivescope."), helper);
      return FALSE;
    }
  if (!ds_platform_is_privileged () && !overridden && ds_platform_helper_needs_elevation ())
    {
      if ((flags & DS_HEALTH_READ_ALLOW_PROMPT) == 0)
        {
          g_set_error (error, DS_ERROR, DS_ERROR_PERMISSION,
                       _("Starting a self-test on %s needs administrator rights; nothing was started."), name);
          return FALSE;
        }
      via_pkexec = TRUE;
    }
  g_ptr_array_add (argv, g_steal_pointer (&helper));
  g_ptr_array_add (argv, g_strdup ("self-test"));
  g_ptr_array_add (argv, g_strdup (name));
  g_ptr_array_add (argv, g_strdup (ds_self_test_command_to_string (command)));
  if ((flags & DS_HEALTH_READ_ALLOW_PROMPT) != 0 && !via_pkexec)
    ds_platform_helper_allow_prompt (argv);
  if (via_pkexec && !ds_platform_elevate_argv (argv, error))
    return FALSE;
  g_ptr_array_add (argv, NULL);

  proc = g_subprocess_newv ((const char * const *) argv->pdata,
                            G_SUBPROCESS_FLAGS_STDOUT_SILENCE | G_SUBPROCESS_FLAGS_STDERR_PIPE, &local_error);
  if (proc == NULL)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_FAILED, _("Could not start the health helper: %s"),
                   local_error->message);
      return FALSE;
    }
  if (!g_subprocess_communicate_utf8 (proc, NULL, cancellable, NULL, &err, &local_error))
    {
      g_subprocess_force_exit (proc);
      g_propagate_error (error, g_steal_pointer (&local_error));
      return FALSE;
    }
  if (!g_subprocess_get_if_exited (proc))
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_FAILED,
                           _("The health helper stopped abnormally; no self-test was started."));
      return FALSE;
    }
  status = g_subprocess_get_exit_status (proc);
  if (err != NULL)
    g_strstrip (err);
  if (via_pkexec && ds_platform_elevation_refused (status))
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_PERMISSION,
                           _("Starting a self-test needs administrator rights; nothing was started."));
      return FALSE;
    }
  if (status != 0)
    {
      g_set_error (error, DS_ERROR, status == 2 ? DS_ERROR_NOT_FOUND : DS_ERROR_IO,
                   _("The drive did not take the self-test command: %s"),
                   err != NULL && err[0] ? err : _("no reason given"));
      return FALSE;
    }
  return TRUE;
}

gboolean
ds_self_test_run (const char        *drive_name,
                  DsSelfTestCommand  command,
                  DsHealthReadFlags  flags,
                  const char       **via,
                  GCancellable      *cancellable,
                  GError           **error)
{
  g_autoptr(GError) udisks_error = NULL;
  const char *name = drive_name;
  gboolean nvme;

  g_return_val_if_fail (drive_name != NULL, FALSE);

  if (g_str_has_prefix (name, "/dev/"))
    name += strlen ("/dev/");
  if (!ds_platform_helper_accepts_name (name))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_UNSUPPORTED,
                   _("Self-tests run on NVMe and SATA drives (nvme0n1, sda); “%s” is neither."), drive_name);
      return FALSE;
    }
  nvme = g_str_has_prefix (name, "nvme");
  if (nvme && command == DS_SELF_TEST_CONVEYANCE)
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_UNSUPPORTED,
                           _("NVMe drives have no conveyance self-test; run a short or extended one."));
      return FALSE;
    }

  if (_ds_health_udisks_self_test (name, command == DS_SELF_TEST_ABORT ? NULL
                                                                       : ds_self_test_command_to_string (command),
                                   cancellable, &udisks_error))
    {
      if (via != NULL)
        *via = "udisks2";
      return TRUE;
    }
  if (!g_error_matches (udisks_error, DS_ERROR, DS_ERROR_UNSUPPORTED) || !nvme)
    {
      if (g_error_matches (udisks_error, DS_ERROR, DS_ERROR_UNSUPPORTED))
        g_prefix_error (&udisks_error, _("ATA self-tests are started through udisks2, which cannot here: "));
      g_propagate_error (error, g_steal_pointer (&udisks_error));
      return FALSE;
    }
  g_debug ("udisks2: %s; starting the self-test with the helper", udisks_error->message);
  if (!run_helper_self_test (name, command, flags, cancellable, error))
    return FALSE;
  if (via != NULL)
    *via = "helper";
  return TRUE;
}
