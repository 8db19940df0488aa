/* drivescope-helper — the tiny privileged reader of Drivescope
 *
 *   drivescope-helper read NAME
 *   drivescope-helper self-test NAME short|extended|abort
 *
 * NAME is a kernel name only: an NVMe controller (nvme0), an NVMe namespace
 * (nvme0n1, read through the controller sysfs names for it) or a SCSI disk
 * (sda). The helper
 * checks the name against sysfs, builds the /dev path itself, opens it
 * read-only without following links, checks it is the device sysfs names,
 * reads the raw identify and health pages and prints them as one JSON
 * object in base64. It clears its environment first thing (see
 * docs/readme/health.md for the one library constructor that runs before
 * that), reads no configuration,
 * writes nothing to any device and parses nothing beyond what it needs to
 * know whether a page is supported. All parsing happens unprivileged in
 * Drivescope itself. `self-test` (NVMe only, its own polkit action) sends
 * one Device Self-test command to the controller: the drive tests itself,
 * no data is written, nothing else is sent.
 *
 * Exit status: 0 read, 1 the device could not be read, 2 bad arguments.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "ds-helper.h"

#define MAX_NAME 32

typedef enum
{
  DEVICE_NVME,
  DEVICE_SCSI_DISK,
} DeviceKind;

static const char usage[] =
  "Usage: drivescope-helper read NAME\n"
  "       drivescope-helper self-test NAME short|extended|abort\n"
  "NAME is a kernel device name such as nvme0, nvme0n1 or sda.\n";

static int
refuse (const char *why)
{
  fprintf (stderr, "drivescope-helper: %s\n", why);
  return DS_HELPER_EXIT_USAGE;
}

static int
all_digits (const char *s,
            size_t      len)
{
  if (len == 0)
    return 0;
  for (size_t i = 0; i < len; i++)
    if (s[i] < '0' || s[i] > '9')
      return 0;
  return 1;
}

/* nvme<N> with no leading zero: an NVMe controller's name. */
static int
is_controller_name (const char *name)
{
  size_t len = strlen (name);

  return len > 4 && len <= MAX_NAME && strncmp (name, "nvme", 4) == 0 &&
         all_digits (name + 4, len - 4) && (len == 5 || name[4] != '0');
}

/* nvme<N>, nvme<N>n<M>, sd<letters>. Writes the device to open into
 * @device: for a namespace only a guess (nvme<N>), which
 * namespace_controller() replaces with what sysfs says. */
static int
parse_name (const char *name,
            DeviceKind *kind,
            char        device[MAX_NAME + 1])
{
  size_t len = strnlen (name, MAX_NAME + 1);

  if (len == 0 || len > MAX_NAME)
    return -1;

  if (strncmp (name, "nvme", 4) == 0)
    {
      const char *rest = name + 4;
      const char *n = strchr (rest, 'n');
      size_t ctrl_len = n != NULL ? (size_t) (n - rest) : strlen (rest);

      if (!all_digits (rest, ctrl_len) || (n != NULL && !all_digits (n + 1, strlen (n + 1))))
        return -1;
      if (ctrl_len > 1 && rest[0] == '0')
        return -1;
      *kind = DEVICE_NVME;
      snprintf (device, MAX_NAME + 1, "nvme%.*s", (int) ctrl_len, rest);
      return 0;
    }
  if (strncmp (name, "sd", 2) == 0)
    {
      size_t letters = len - 2;

      if (letters == 0 || letters > 4)
        return -1;
      for (size_t i = 2; i < len; i++)
        if (name[i] < 'a' || name[i] > 'z')
          return -1;
      *kind = DEVICE_SCSI_DISK;
      snprintf (device, MAX_NAME + 1, "%s", name);
      return 0;
    }
  return -1;
}

/* "major:minor\n" from a sysfs dev attribute. */
static int
read_dev_number (const char *path,
                 dev_t      *out)
{
  char buf[32];
  ssize_t n;
  unsigned major_n, minor_n;
  char extra;
  int fd = open (path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);

  if (fd < 0)
    return -1;
  n = read (fd, buf, sizeof (buf) - 1);
  close (fd);
  if (n <= 0)
    return -1;
  buf[n] = '\0';
  if (sscanf (buf, "%u:%u%c", &major_n, &minor_n, &extra) < 2)
    return -1;
  *out = makedev (major_n, minor_n);
  return 0;
}

/* The same sysfs directory, both paths followed. */
static int
same_directory (const char *a,
                const char *b)
{
  struct stat sa, sb;

  return stat (a, &sa) == 0 && stat (b, &sb) == 0 &&
         S_ISDIR (sa.st_mode) && S_ISDIR (sb.st_mode) &&
         sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino;
}

static int
controller_is_live (const char *controller)
{
  char path[128], buf[16];
  ssize_t n;
  int fd;

  snprintf (path, sizeof (path), "/sys/class/nvme/%.*s/state", MAX_NAME, controller);
  fd = open (path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
  if (fd < 0)
    return 0;
  n = read (fd, buf, sizeof (buf) - 1);
  close (fd);
  if (n <= 0)
    return 0;
  buf[n] = '\0';
  return strcmp (buf, "live\n") == 0 || strcmp (buf, "live") == 0;
}

/* The controller to read namespace @ns through, from sysfs, into
 * @controller. The number in nvme<X>n<Y> is no guide: with native NVMe
 * multipath X is the subsystem's instance, not a controller's. So
 * /sys/block/NS/device decides: it links either to the controller itself,
 * or (a multipath head) to its nvme-subsys<N>, which holds a link per
 * controller; then the first live one is taken, else the first. Whatever
 * is chosen must be the very directory /sys/class/nvme/<controller> is, or
 * the helper refuses. */
static int
namespace_controller (const char *ns,
                      char        controller[MAX_NAME + 1])
{
  char link[128], target[256], listed[192], class_dir[128];
  const char *base;
  ssize_t n;

  snprintf (link, sizeof (link), "/sys/block/%s/device", ns);
  n = readlink (link, target, sizeof (target) - 1);
  if (n <= 0 || (size_t) n >= sizeof (target) - 1)
    return -1;
  target[n] = '\0';
  base = strrchr (target, '/');
  base = base != NULL ? base + 1 : target;

  if (is_controller_name (base))
    {
      snprintf (controller, MAX_NAME + 1, "%.*s", MAX_NAME, base);
      snprintf (class_dir, sizeof (class_dir), "/sys/class/nvme/%.*s", MAX_NAME, controller);
      return same_directory (link, class_dir) ? 0 : -1;
    }

  if (strncmp (base, "nvme-subsys", 11) == 0 && all_digits (base + 11, strlen (base + 11)))
    {
      unsigned long best = 0;
      int best_live = 0, found = 0;
      struct dirent *entry;
      DIR *dir;
      int fd = open (link, O_RDONLY | O_DIRECTORY | O_CLOEXEC);

      if (fd < 0)
        return -1;
      dir = fdopendir (fd);
      if (dir == NULL)
        {
          close (fd);
          return -1;
        }
      while ((entry = readdir (dir)) != NULL)
        {
          unsigned long number;
          int live;

          if (!is_controller_name (entry->d_name))
            continue;
          snprintf (listed, sizeof (listed), "%s/%.*s", link, MAX_NAME, entry->d_name);
          snprintf (class_dir, sizeof (class_dir), "/sys/class/nvme/%.*s", MAX_NAME, entry->d_name);
          if (!same_directory (listed, class_dir))
            continue;
          number = strtoul (entry->d_name + 4, NULL, 10);
          live = controller_is_live (entry->d_name);
          if (!found || live > best_live || (live == best_live && number < best))
            {
              snprintf (controller, MAX_NAME + 1, "%.*s", MAX_NAME, entry->d_name);
              best = number;
              best_live = live;
              found = 1;
            }
        }
      closedir (dir);
      return found ? 0 : -1;
    }

  return -1;
}

int
main (int    argc,
      char **argv)
{
  char device[MAX_NAME + 1];
  char sysfs_dir[128], dev_attr[160], dev_path[64];
  DsHelperOutput out;
  DeviceKind kind;
  struct stat st;
  dev_t expected;
  int fd, ret;
  unsigned stc = 0;

  /* Runs as root: nothing from the caller's environment may steer it. */
  clearenv ();

  if (argc == 4 && strcmp (argv[1], "self-test") == 0)
    {
      if (strcmp (argv[3], "short") == 0)
        stc = 0x1;
      else if (strcmp (argv[3], "extended") == 0)
        stc = 0x2;
      else if (strcmp (argv[3], "abort") == 0)
        stc = 0xf;
      else
        return refuse ("the self-test is short, extended or abort");
    }
  else if (argc != 3 || strcmp (argv[1], "read") != 0)
    {
      fputs (usage, stderr);
      return DS_HELPER_EXIT_USAGE;
    }
  if (strnlen (argv[2], MAX_NAME + 1) > MAX_NAME)
    return refuse ("the device name is too long");
  if (parse_name (argv[2], &kind, device) < 0)
    return refuse ("not a device name: give a kernel name such as nvme0, nvme0n1 or sda, not a path");
  if (stc != 0 && kind != DEVICE_NVME)
    return refuse ("self-tests of ATA drives are started through udisks2, not the helper");

  /* A namespace must exist, and is read through the controller sysfs
   * names for it, not the one its name suggests. */
  if (kind == DEVICE_NVME && strcmp (device, argv[2]) != 0)
    {
      char ns_dir[128];

      snprintf (ns_dir, sizeof (ns_dir), "/sys/block/%s", argv[2]);
      if (stat (ns_dir, &st) < 0 || !S_ISDIR (st.st_mode))
        return refuse ("no such NVMe namespace");
      if (namespace_controller (argv[2], device) < 0)
        return refuse ("sysfs names no NVMe controller this namespace can be read through");
    }
  if (kind == DEVICE_NVME)
    snprintf (sysfs_dir, sizeof (sysfs_dir), "/sys/class/nvme/%s", device);
  else
    snprintf (sysfs_dir, sizeof (sysfs_dir), "/sys/block/%s", device);
  if (stat (sysfs_dir, &st) < 0 || !S_ISDIR (st.st_mode))
    return refuse ("no such device");
  snprintf (dev_attr, sizeof (dev_attr), "%s/dev", sysfs_dir);
  if (read_dev_number (dev_attr, &expected) < 0)
    return refuse ("the device has no device number in sysfs");

  snprintf (dev_path, sizeof (dev_path), "/dev/%s", device);
  fd = open (dev_path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK | O_NOCTTY);
  if (fd < 0)
    {
      if (errno == ELOOP || errno == ENOENT)
        return refuse ("the device node is missing or is a symbolic link");
      fprintf (stderr, "drivescope-helper: cannot open %s: %s\n", dev_path, strerror (errno));
      return DS_HELPER_EXIT_FAILED;
    }
  if (fstat (fd, &st) < 0 ||
      (kind == DEVICE_NVME ? !S_ISCHR (st.st_mode) : !S_ISBLK (st.st_mode)) ||
      st.st_rdev != expected)
    {
      close (fd);
      return refuse ("the device node is not the device sysfs names");
    }

  memset (&out, 0, sizeof (out));
  if (stc != 0)
    {
      ret = ds_helper_nvme_self_test (fd, stc, &out);
      close (fd);
      if (ret < 0)
        {
          fprintf (stderr, "drivescope-helper: %s: %s\n", device, out.error);
          return DS_HELPER_EXIT_FAILED;
        }
      return DS_HELPER_EXIT_OK;
    }
  if (kind == DEVICE_NVME)
    ret = ds_helper_read_nvme (fd, &out);
  else
    ret = ds_helper_read_ata (fd, &out);
  close (fd);

  if (ret < 0)
    {
      fprintf (stderr, "drivescope-helper: %s: %s\n", device, out.error);
      for (int i = 0; i < out.n_pages; i++)
        free (out.pages[i].data);
      return DS_HELPER_EXIT_FAILED;
    }

  ds_helper_print (device, kind == DEVICE_NVME ? "nvme" : "ata", &out);
  for (int i = 0; i < out.n_pages; i++)
    free (out.pages[i].data);
  if (fflush (stdout) != 0 || ferror (stdout))
    return DS_HELPER_EXIT_FAILED;
  return DS_HELPER_EXIT_OK;
}
