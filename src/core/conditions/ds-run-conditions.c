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

#include "ds-conditions.h"
#include "ds-run-conditions.h"
#include "ds-drive-list.h"
#include "ds-format.h"
#include "ds-io-fill.h"
#include "ds-json.h"
#include "ds-platform.h"
#include "ds-mounts.h"
#include "ds-sysroot.h"

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

/* The drive named @name itself (a whole-drive run). */
static DsDrive *
drive_named (GPtrArray  *drives,
             const char *name,
             DsDrive   **out_top)
{
  DsDrive *drive = ds_drive_list_lookup (drives, name, NULL);

  *out_top = drive;
  return drive;
}

/* A run on an md array, or on a device-mapper volume over several drives
 * (an LVM logical volume spanning them), is filed under the array, with its
 * level and chunk (md) or its kind and volume name (dm: sysfs gives no
 * table, so no level) and each member's identity, link and temperature at
 * the start. */
static JsonObject *
array_of (GPtrArray *drives,
          DsDrive   *top)
{
  JsonObject *a = json_object_new ();
  JsonArray *members = json_array_new ();

  ds_json_set_string (a, "name", top->name);
  if (top->transport == DS_TRANSPORT_DM)
    {
      ds_json_set_string (a, "kind", top->dm_kind != NULL ? top->dm_kind : "dm");
      ds_json_set_string (a, "volume", top->dm_name);
    }
  else
    ds_json_set_string (a, "kind", "md");
  ds_json_set_string (a, "level", top->md_level);
  if (top->md_chunk_bytes > 0)
    json_object_set_int_member (a, "chunk_bytes", (gint64) top->md_chunk_bytes);
  for (guint i = 0; top->members != NULL && i < top->members->len; i++)
    {
      DsDrive *m = drives != NULL ? ds_drive_list_lookup (drives, g_ptr_array_index (top->members, i), NULL) : NULL;
      JsonObject *o = json_object_new ();

      ds_json_set_string (o, "name", m != NULL ? m->name : g_ptr_array_index (top->members, i));
      if (m != NULL)
        {
          g_autofree char *link = ds_drive_describe_link (m);

          ds_json_set_string (o, "model", m->model);
          ds_json_set_string (o, "serial", m->serial);
          ds_json_set_string (o, "firmware", m->firmware);
          ds_json_set_string (o, "link", link);
          ds_json_set_double (o, "temp_start_c", ds_drive_read_temperature (m));
        }
      json_array_add_object_element (members, o);
    }
  json_object_set_array_member (a, "members", members);
  return a;
}

static void
set_drive (JsonObject *c,
           DsDrive    *drive,
           DsDrive    *top)
{
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
set_drive_or_array (JsonObject *c,
                    GPtrArray  *drives,
                    DsDrive    *drive,
                    DsDrive    *top)
{
  set_drive (c, drive, top);
  /* a stacked device on one drive stands for it (dm-crypt on a partition,
   * an LVM volume on one disk): filed under the drive, "via" naming it */
  if (top == NULL || top == drive || (top->transport != DS_TRANSPORT_MD && top->transport != DS_TRANSPORT_DM) ||
      top->members == NULL || top->members->len < 2)
    return;
  /* filed under the array itself; the link and temperature stay the first
   * member's, each member's is in "array" */
  ds_conditions_set_drive (c, &(DsConditionsDrive) {
    .name = top->name,
    .model = top->model,
    .serial = top->serial,
    .transport = ds_transport_to_string (top->transport),
    .wwn = top->wwn,
    .size_bytes = (gint64) top->size_bytes,
  });
  ds_conditions_take_array (c, array_of (drives, top));
}

static void
collect_drive (JsonObject *c,
               const char *dir)
{
  g_autoptr(GPtrArray) drives = ds_drive_list_enumerate (DS_ENUM_FLAGS_ALL, NULL);
  DsDrive *top = NULL;
  DsDrive *drive = drives != NULL ? drive_for_dir (drives, dir, &top) : NULL;

  set_drive_or_array (c, drives, drive, top);
}

static void
finish_drive (JsonObject *c,
              const char *dir,
              const char *name)
{
  g_autoptr(GPtrArray) drives = ds_drive_list_enumerate (DS_ENUM_FLAGS_ALL, NULL);
  DsDrive *top = NULL;
  DsDrive *drive = drives == NULL ? NULL : dir != NULL ? drive_for_dir (drives, dir, &top)
                                                       : drive_named (drives, name, &top);

  ds_conditions_set_temp_end_c (c, drive != NULL ? ds_drive_read_temperature (drive) : NAN);
}

static void
collect_machine (JsonObject *c)
{
  g_autofree char *cpu = ds_platform_cpu_model ();
  g_autofree char *kernel = NULL;
  g_autofree char *arch = NULL;

  if (ds_platform_os_description (&kernel, &arch))
    {
      ds_json_set_string (c, "kernel", kernel);
      ds_json_set_string (c, "arch", arch);
    }
  ds_json_set_string (c, "cpu_model", cpu);
  json_object_set_int_member (c, "cpu_count", g_get_num_processors ());
  ds_json_set_string (c, "app_version", PACKAGE_VERSION);
}

void
ds_run_conditions_collect (JsonObject *c,
                             const char *dir)
{
  g_autoptr(DsMount) mount = ds_mounts_for_path (dir);
  guint64 total = 0, avail = 0, used = 0;

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
  if (ds_platform_filesystem_usage (dir, &total, &avail, &used) && total > 0)
    {
      ds_json_set_u64 (c, "free_bytes", avail);
      ds_json_set_u64 (c, "total_bytes", total);
      /* As df, and as the Overview's space bars. */
      ds_json_set_double (c, "fill_percent", ds_fill_percent (used, avail));
    }
  else
    {
      json_object_set_null_member (c, "free_bytes");
      json_object_set_null_member (c, "fill_percent");
    }
  collect_machine (c);
  collect_drive (c, dir);
}

void
ds_run_conditions_finish (JsonObject *c,
                            const char *dir)
{
  finish_drive (c, dir, NULL);
}

void
ds_run_conditions_collect_for_drive (JsonObject *c,
                                     const char *name)
{
  g_autoptr(GPtrArray) drives = ds_drive_list_enumerate (DS_ENUM_FLAGS_ALL, NULL);
  DsDrive *top = NULL;
  DsDrive *drive = drives != NULL ? drive_named (drives, name, &top) : NULL;

  ds_conditions_set_dir (c, NULL);
  json_object_set_null_member (c, "filesystem");
  json_object_set_null_member (c, "mount_options");
  json_object_set_null_member (c, "free_bytes");
  json_object_set_null_member (c, "fill_percent");
  collect_machine (c);
  set_drive (c, drive, top);
}

void
ds_run_conditions_finish_for_drive (JsonObject *c,
                                    const char *name)
{
  finish_drive (c, NULL, name);
}

void
ds_run_conditions_set_fill (JsonObject *c,
                            guint       target_percent,
                            double      before_percent,
                            guint64     fill_bytes,
                            const char *dir)
{
  double during = NAN;

  ds_io_fill_level (dir, &during, NULL);
  ds_conditions_set_fill (c, &(DsConditionsFill) {
    .target_percent = target_percent,
    .before_percent = before_percent,
    .during_percent = during,
    .bytes = fill_bytes,
  });
}
