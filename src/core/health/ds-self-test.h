/* ds-self-test.h — starting, following and aborting a drive's self-test
 *
 * ATA short, extended and conveyance tests and NVMe device self-tests
 * (short, extended) run inside the drive; nothing is written to its data.
 * udisks2 starts them where it manages the drive (Drive.Ata, and
 * NVMe.Controller from udisks 2.10) with no password under its default
 * polkit rules. An NVMe drive udisks does not offer them for is reached
 * through the helper's `self-test` command, which has its own polkit
 * action (io.github.drivescope.Drivescope.start-self-test, auth_admin_keep),
 * separate from reading. Progress and results come from an ordinary health
 * read (ds_health_read): DsHealth's self-test fields and, for NVMe, the
 * self-test log in its DsNvmeFacts.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ds-health.h"

G_BEGIN_DECLS

typedef enum
{
  DS_SELF_TEST_SHORT,
  DS_SELF_TEST_EXTENDED,
  DS_SELF_TEST_CONVEYANCE,
  DS_SELF_TEST_ABORT,
} DsSelfTestCommand;

/* "short", "extended", "conveyance", "abort": udisks' names and the
 * helper's arguments. */
const char *ds_self_test_command_to_string (DsSelfTestCommand command);

/* Starts @command on @drive_name (nvme0n1, sda) or aborts the running test.
 * udisks2 first; for NVMe, the helper through pkexec where udisks cannot
 * and @flags has DS_HEALTH_READ_ALLOW_PROMPT (without it, a drive that
 * needs a password fails with DS_ERROR_PERMISSION and nothing runs). @via
 * (may be NULL) says which: "udisks2" or "helper". */
gboolean    ds_self_test_run               (const char        *drive_name,
                                            DsSelfTestCommand  command,
                                            DsHealthReadFlags  flags,
                                            const char       **via,
                                            GCancellable      *cancellable,
                                            GError           **error);

/* The minutes a test of @command's kind takes on the drive @health was
 * read from, as the drive says (ATA polling times, NVMe EDSTT); -1 unknown. */
int         ds_self_test_minutes           (const DsHealth    *health,
                                            DsSelfTestCommand  command);

G_END_DECLS
