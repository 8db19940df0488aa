/* ds-run-conditions.c — the conditions a run ran under
 *
 * Everything that changes a result and that a reader needs to compare two
 * runs honestly: the filesystem and its mount options, how full it was, the
 * drive and its link at the time, temperatures, kernel, CPU, app version.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <string.h>
#include <sys/statvfs.h>
#include <sys/utsname.h>

#include "ds-conditions.h"
#include "ds-run-conditions.h"
#include "ds-drive-list.h"
#include "ds-json.h"
#include "ds-platform.h"
#include "ds-mounts.h"
#include "ds-sysroot.h"

static char *
read_cpu_model (void)
{
  g_autofree char *path = ds_sysroot_path ("/proc/cpuinfo");
  g_autofree char *text = NULL;
  g_auto(GStrv) lines = NULL;

  if (!g_file_get_contents (path, &text, NULL, NULL))
    return NULL;
  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; lines[i] != NULL; i++)
    {
      /* x86 "model name", ARM "Model" / "Hardware", POWER "cpu" */
      if (g_str_has_prefix (lines[i], "model name") || g_str_has_prefix (lines[i], "Hardware") ||
          g_str_has_prefix (lines[i], "Model") || g_str_has_prefix (lines[i], "cpu\t"))
        {
          const char *colon = strchr (lines[i], ':');

          if (colon != NULL)
            return g_strstrip (g_strdup (colon + 1));
        }
    }
  return NULL;
}

/* The drive the directory lives on; for dm / md devices without an identity
 * of their own, the first physical member (its link and temperature are the
 * ones that matter). */
static DsDrive *
drive_for_dir (GPtrArray  *drives,
               const char *dir,
               DsDrive   **out_top)
{
  DsDrive *drive = ds_drive_list_find_by_path (drives, dir, NULL);

  *out_top = drive;
  if (drive != NULL && drive->model == NULL && drive->members != NULL && drive->members->len > 0)
    {
      DsDrive *member = ds_drive_list_lookup (drives, g_ptr_array_index (drive->members, 0), NULL);

      if (member != NULL)
        return member;
    }
  return drive;
}

static void
collect_drive (JsonObject *c,
               const char *dir)
{
  g_autoptr(GPtrArray) drives = ds_drive_list_enumerate (DS_ENUM_FLAGS_ALL, NULL);
  DsDrive *top = NULL;
  DsDrive *drive = drives != NULL ? drive_for_dir (drives, dir, &top) : NULL;
  g_autofree char *desc = NULL;

  if (drive == NULL)
    {
      ds_conditions_set_drive (c, NULL);
      ds_conditions_set_link (c, NULL);
      json_object_set_null_member (c, "temp_start_c");
      return;
    }
  ds_conditions_set_drive (c, &(DsConditionsDrive) {
    .name = drive->name,
    .model = drive->model,
    .serial = drive->serial,
    .firmware = drive->firmware,
    .transport = ds_transport_to_string (drive->transport),
    .wwn = drive->wwn,
    .size_bytes = (gint64) drive->size_bytes,
    .via = top != drive ? top->name : NULL,
  });
  desc = ds_drive_describe_link (drive);
  ds_conditions_set_link (c, &(DsConditionsLink) {
    .description = desc,
    .has_lanes = drive->has_link,
    .current_gts = drive->link.current_gts,
    .current_width = drive->link.current_width,
    .max_gts = drive->link.max_gts,
    .max_width = drive->link.max_width,
    .degraded = drive->link.degraded,
    .reason = drive->link.reason,
    .max_mbps = drive->has_link ? drive->link.max_mbps : drive->max_interface_mbps,
  });
  ds_conditions_set_temp_start_c (c, ds_drive_read_temperature (drive));
}

static void
finish_drive (JsonObject *c,
              const char *dir)
{
  g_autoptr(GPtrArray) drives = ds_drive_list_enumerate (DS_ENUM_FLAGS_ALL, NULL);
  DsDrive *top = NULL;
  DsDrive *drive = drives != NULL ? drive_for_dir (drives, dir, &top) : NULL;

  ds_conditions_set_temp_end_c (c, drive != NULL ? ds_drive_read_temperature (drive) : NAN);
}

void
ds_run_conditions_collect (JsonObject *c,
                             const char *dir)
{
  g_autoptr(DsMount) mount = ds_mounts_for_path (dir);
  g_autofree char *cpu = read_cpu_model ();
  struct statvfs sv;
  struct utsname un;

  ds_conditions_set_dir (c, dir);
  if (mount != NULL)
    {
      g_autofree char *opts = ds_mount_all_options (mount);

      ds_json_set_string (c, "filesystem", mount->fstype);
      ds_json_set_string (c, "mount_options", opts);
      ds_json_set_string (c, "mount_point", mount->mountpoint);
      ds_json_set_string (c, "source", mount->source);
      json_object_set_boolean_member (c, "dm_crypt",
                                      mount->major != 0 && ds_mount_is_on_dm_crypt (mount->major, mount->minor));
    }
  else
    {
      json_object_set_null_member (c, "filesystem");
      json_object_set_null_member (c, "mount_options");
    }
  if (statvfs (dir, &sv) == 0 && sv.f_blocks > 0)
    {
      guint64 total = (guint64) sv.f_blocks * sv.f_frsize;
      guint64 avail = (guint64) sv.f_bavail * sv.f_frsize;
      guint64 used = (guint64) (sv.f_blocks - sv.f_bfree) * sv.f_frsize;

      ds_json_set_u64 (c, "free_bytes", avail);
      ds_json_set_u64 (c, "total_bytes", total);
      /* As df: used / (used + available to users). */
      ds_json_set_double (c, "fill_percent", used + avail > 0 ? 100.0 * used / (double) (used + avail) : NAN);
    }
  else
    {
      json_object_set_null_member (c, "free_bytes");
      json_object_set_null_member (c, "fill_percent");
    }
  if (uname (&un) == 0)
    {
      g_autofree char *kernel = g_strdup_printf ("%s %s", un.sysname, un.release);

      ds_json_set_string (c, "kernel", kernel);
      ds_json_set_string (c, "arch", un.machine);
    }
  ds_json_set_string (c, "cpu_model", cpu);
  json_object_set_int_member (c, "cpu_count", g_get_num_processors ());
  ds_json_set_string (c, "app_version", PACKAGE_VERSION);
  collect_drive (c, dir);
}

void
ds_run_conditions_finish (JsonObject *c,
                            const char *dir)
{
  finish_drive (c, dir);
}
