/* drivescope-helper — the tiny privileged reader of Drivescope
 *
 *   drivescope-helper read NAME
 *
 * NAME is a kernel name only: an NVMe controller (nvme0), an NVMe namespace
 * (nvme0n1, read through its controller) or a SCSI disk (sda). The helper
 * checks the name against sysfs, builds the /dev path itself, opens it
 * read-only without following links, checks it is the device sysfs names,
 * reads the raw identify and health pages and prints them as one JSON
 * object in base64. It reads no environment variables and no configuration,
 * writes nothing to any device and parses nothing beyond what it needs to
 * know whether a page is supported. All parsing happens unprivileged in
 * Drivescope itself.
 *
 * Exit status: 0 read, 1 the device could not be read, 2 bad arguments.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

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
  "NAME is a kernel device name such as nvme0, nvme0n1 or sda.\n";

void
ds_helper_output_add (DsHelperOutput *out,
                      const char     *name,
                      unsigned char  *data,
                      size_t          len)
{
  if (out->n_pages >= DS_HELPER_MAX_PAGES)
    {
      free (data);
      return;
    }
  out->pages[out->n_pages].name = name;
  out->pages[out->n_pages].data = data;
  out->pages[out->n_pages].len = len;
  out->n_pages++;
}

void
ds_helper_output_fail (DsHelperOutput *out,
                       const char     *format,
                       ...)
{
  va_list args;

  va_start (args, format);
  vsnprintf (out->error, sizeof (out->error), format, args);
  va_end (args);
}

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

/* nvme<N>, nvme<N>n<M> (-> controller nvme<N>), sd<letters>. Writes the
 * device to open into @device. */
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

static const char b64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

static void
print_base64 (const unsigned char *data,
              size_t               len)
{
  for (size_t i = 0; i < len; i += 3)
    {
      unsigned v = (unsigned) data[i] << 16;
      size_t left = len - i;

      if (left > 1)
        v |= (unsigned) data[i + 1] << 8;
      if (left > 2)
        v |= data[i + 2];
      putchar (b64[(v >> 18) & 63]);
      putchar (b64[(v >> 12) & 63]);
      putchar (left > 1 ? b64[(v >> 6) & 63] : '=');
      putchar (left > 2 ? b64[v & 63] : '=');
    }
}

static void
print_output (const char           *device,
              DeviceKind            kind,
              const DsHelperOutput *out)
{
  /* The device name was checked to hold only [a-z0-9]: no escaping needed. */
  printf ("{\"version\":1,\"device\":\"%s\",\"kind\":\"%s\",\"pages\":{",
          device, kind == DEVICE_NVME ? "nvme" : "ata");
  for (int i = 0; i < out->n_pages; i++)
    {
      printf ("%s\"%s\":\"", i > 0 ? "," : "", out->pages[i].name);
      print_base64 (out->pages[i].data, out->pages[i].len);
      putchar ('"');
    }
  if (out->smart_status != NULL)
    printf ("%s\"smart-status\":\"%s\"", out->n_pages > 0 ? "," : "", out->smart_status);
  printf ("}}\n");
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

  /* Runs as root: nothing from the caller's environment may steer it. */
  clearenv ();

  if (argc != 3 || strcmp (argv[1], "read") != 0)
    {
      fputs (usage, stderr);
      return DS_HELPER_EXIT_USAGE;
    }
  if (strnlen (argv[2], MAX_NAME + 1) > MAX_NAME)
    return refuse ("the device name is too long");
  if (parse_name (argv[2], &kind, device) < 0)
    return refuse ("not a device name: give a kernel name such as nvme0, nvme0n1 or sda, not a path");

  if (kind == DEVICE_NVME)
    snprintf (sysfs_dir, sizeof (sysfs_dir), "/sys/class/nvme/%s", device);
  else
    snprintf (sysfs_dir, sizeof (sysfs_dir), "/sys/block/%s", device);
  /* A namespace must exist too, not only its controller. */
  if (kind == DEVICE_NVME && strcmp (device, argv[2]) != 0)
    {
      char ns_dir[128];

      snprintf (ns_dir, sizeof (ns_dir), "/sys/block/%s", argv[2]);
      if (stat (ns_dir, &st) < 0 || !S_ISDIR (st.st_mode))
        return refuse ("no such NVMe namespace");
    }
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

  print_output (device, kind, &out);
  for (int i = 0; i < out.n_pages; i++)
    free (out.pages[i].data);
  if (fflush (stdout) != 0 || ferror (stdout))
    return DS_HELPER_EXIT_FAILED;
  return DS_HELPER_EXIT_OK;
}
