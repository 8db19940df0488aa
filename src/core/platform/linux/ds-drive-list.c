/* ds-drive-list.c — finding drives by name, serial or path
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "ds-drive-list.h"
#include "ds-error.h"
#include "ds-format.h"
#include "ds-mounts.h"
#include "ds-sysroot.h"

static DsDrive *
find_by_name (GPtrArray   *drives,
              const char  *name,
              DsPartition **out_partition)
{
  for (guint i = 0; i < drives->len; i++)
    {
      DsDrive *d = g_ptr_array_index (drives, i);

      if (g_strcmp0 (d->name, name) == 0)
        return d;
      for (guint j = 0; j < d->partitions->len; j++)
        {
          DsPartition *p = g_ptr_array_index (d->partitions, j);

          if (g_strcmp0 (p->name, name) == 0)
            {
              if (out_partition)
                *out_partition = p;
              return d;
            }
        }
    }
  return NULL;
}

static DsDrive *
find_by_dm_name (GPtrArray  *drives,
                 const char *dm_name)
{
  for (guint i = 0; i < drives->len; i++)
    {
      DsDrive *d = g_ptr_array_index (drives, i);

      if (d->dm_name != NULL && g_str_equal (d->dm_name, dm_name))
        return d;
    }
  return NULL;
}

/* A stacked device (dm, md) on exactly one physical drive stands for it. */
static DsDrive *
physical_drive (GPtrArray *drives,
                DsDrive   *drive)
{
  if ((drive->transport == DS_TRANSPORT_DM || drive->transport == DS_TRANSPORT_MD) &&
      drive->members->len == 1)
    {
      DsDrive *member = find_by_name (drives, g_ptr_array_index (drive->members, 0), NULL);

      if (member != NULL)
        return member;
    }
  return drive;
}

/* /dev/... -> kernel name: /dev/mapper/x through dm names, symlinks such as
 * /dev/disk/by-id/... resolved on the real machine. */
static DsDrive *
find_by_dev_path (GPtrArray    *drives,
                  const char   *dev_path,
                  DsPartition **out_partition)
{
  DsDrive *d;

  if (g_str_has_prefix (dev_path, "/dev/mapper/") &&
      (d = find_by_dm_name (drives, dev_path + strlen ("/dev/mapper/"))) != NULL)
    return d;
  if (!ds_sysroot_is_fixture ())
    {
      char *real = realpath (dev_path, NULL);

      if (real != NULL)
        {
          d = g_str_has_prefix (real, "/dev/") ? find_by_name (drives, real + 5, out_partition) : NULL;
          free (real);
          if (d != NULL)
            return d;
        }
    }
  if (g_str_has_prefix (dev_path, "/dev/"))
    return find_by_name (drives, dev_path + 5, out_partition);
  return NULL;
}

static DsDrive *
find_by_devnum (GPtrArray    *drives,
                guint         major,
                guint         minor,
                DsPartition **out_partition)
{
  g_autofree char *rel = g_strdup_printf ("/sys/dev/block/%u:%u", major, minor);
  g_autofree char *link = ds_sysroot_path (rel);
  char *real = realpath (link, NULL);
  g_autofree char *name = NULL;

  if (real == NULL)
    return NULL;
  name = g_path_get_basename (real);
  free (real);
  return find_by_name (drives, name, out_partition);
}

DsDrive *
ds_drive_list_find_by_path (GPtrArray    *drives,
                            const char   *path,
                            DsPartition **out_partition)
{
  g_autoptr(GPtrArray) mounts = NULL;
  g_autofree char *canon = NULL;
  DsPartition *part = NULL;
  DsDrive *drive = NULL;
  DsMount *mount;

  if (out_partition)
    *out_partition = NULL;

  if (!ds_sysroot_is_fixture ())
    {
      char *real = realpath (path, NULL);

      if (real != NULL)
        {
          canon = g_strdup (real);
          free (real);
        }
    }
  if (canon == NULL)
    canon = g_canonicalize_filename (path, NULL);

  mounts = ds_mounts_read (NULL);
  if (mounts == NULL || (mount = ds_mounts_find (mounts, canon)) == NULL)
    return NULL;

  if (mount->major != 0)
    drive = find_by_devnum (drives, mount->major, mount->minor, &part);
  if (drive == NULL && mount->source != NULL && g_str_has_prefix (mount->source, "/dev/"))
    drive = find_by_dev_path (drives, mount->source, &part);
  if (drive == NULL)
    return NULL;

  if (part == NULL)
    for (guint j = 0; j < drive->partitions->len && part == NULL; j++)
      {
        DsPartition *p = g_ptr_array_index (drive->partitions, j);

        if (g_ptr_array_find_with_equal_func (p->mountpoints, mount->mountpoint, g_str_equal, NULL))
          part = p;
      }
  if (out_partition)
    *out_partition = part;
  return physical_drive (drives, drive);
}

DsDrive *
ds_drive_list_lookup (GPtrArray   *drives,
                      const char  *what,
                      GError     **error)
{
  DsDrive *d = NULL;

  g_return_val_if_fail (what != NULL, NULL);

  if (what[0] != '\0' && strchr (what, '/') == NULL)
    {
      d = find_by_name (drives, what, NULL);
      if (d == NULL)
        for (guint i = 0; i < drives->len && d == NULL; i++)
          {
            DsDrive *c = g_ptr_array_index (drives, i);

            if (c->serial != NULL && g_str_equal (c->serial, what))
              d = c;
            else if (c->dm_name != NULL && g_str_equal (c->dm_name, what))
              d = c;
          }
      if (d == NULL && g_file_test (what, G_FILE_TEST_EXISTS) && !ds_sysroot_is_fixture ())
        d = ds_drive_list_find_by_path (drives, what, NULL);
    }
  else if (g_str_has_prefix (what, "/dev/"))
    {
      d = find_by_dev_path (drives, what, NULL);
    }
  else if (what[0] != '\0')
    {
      if (ds_sysroot_is_fixture () || g_file_test (what, G_FILE_TEST_EXISTS))
        d = ds_drive_list_find_by_path (drives, what, NULL);
    }

  if (d == NULL)
    {
      g_autofree char *safe = ds_escape_terminal (what);

      g_set_error (error, DS_ERROR, DS_ERROR_NOT_FOUND,
                   _("no drive named '%s'; run 'drivescope-cli list' to see the drives"), safe);
    }
  return d;
}

static gboolean
drive_is_under (GPtrArray     *drives,
                const DsDrive *candidate,
                const DsDrive *drive)
{
  if (candidate == drive)
    return TRUE;
  return g_ptr_array_find_with_equal_func (candidate->members, drive->name, g_str_equal, NULL);
}

typedef struct
{
  char    *dir;
  guint64  size;
} Candidate;

static int
compare_candidates (gconstpointer a,
                    gconstpointer b)
{
  const Candidate *ca = a, *cb = b;

  return (ca->size < cb->size) - (ca->size > cb->size);
}

GPtrArray *
ds_drive_writable_mounts (GPtrArray     *drives,
                          const DsDrive *drive)
{
  g_autoptr(GPtrArray) dirs = g_ptr_array_new_with_free_func (g_free);
  g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (Candidate));
  g_autoptr(GPtrArray) mounts = ds_mounts_read (NULL);
  const char *home = g_get_home_dir ();
  gboolean fixture = ds_sysroot_is_fixture ();

  for (guint i = 0; i < drives->len; i++)
    {
      DsDrive *cand = g_ptr_array_index (drives, i);

      if (!drive_is_under (drives, cand, drive))
        continue;
      for (guint j = 0; j < cand->partitions->len; j++)
        {
          DsPartition *p = g_ptr_array_index (cand->partitions, j);

          for (guint k = 0; k < p->mountpoints->len; k++)
            {
              const char *mp = g_ptr_array_index (p->mountpoints, k);
              DsMount *m = mounts ? ds_mounts_find (mounts, mp) : NULL;

              if (m != NULL && (ds_mount_has_option (m, "ro") || !g_str_equal (m->mountpoint, mp)))
                continue;
              if (!fixture && access (mp, W_OK) != 0)
                continue;
              {
                gboolean seen = FALSE;

                for (guint f = 0; f < found->len && !seen; f++)
                  seen = g_str_equal (g_array_index (found, Candidate, f).dir, mp);
                if (!seen)
                  {
                    Candidate c = { (char *) mp, p->size_bytes };
                    g_array_append_val (found, c);
                  }
              }
            }
        }
    }

  /* The biggest filesystem has the most room for a test file. */
  g_array_sort (found, compare_candidates);
  for (guint f = 0; f < found->len; f++)
    g_ptr_array_add (dirs, g_strdup (g_array_index (found, Candidate, f).dir));

  /* The user's home, when it lives on this drive, is the first choice. */
  if (home != NULL && mounts != NULL && (fixture || access (home, W_OK) == 0))
    {
      g_autofree char *canon = g_canonicalize_filename (home, NULL);
      DsMount *m = ds_mounts_find (mounts, canon);

      if (m != NULL)
        for (guint i = 0; i < dirs->len; i++)
          if (g_str_equal (g_ptr_array_index (dirs, i), m->mountpoint))
            {
              g_ptr_array_insert (dirs, 0, g_steal_pointer (&canon));
              break;
            }
    }
  return g_steal_pointer (&dirs);
}
