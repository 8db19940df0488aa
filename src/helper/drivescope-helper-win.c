/* drivescope-helper (Windows) — the raw NVMe pages of one disk
 *
 *   drivescope-helper.exe read PhysicalDriveN
 *
 * Opens \\.\PhysicalDriveN with no access rights (so no administrator
 * rights are needed and no data of the disk can be read or written) and
 * asks, through IOCTL_STORAGE_QUERY_PROPERTY with
 * StorageAdapterProtocolSpecificProperty, for the NVMe Identify Controller
 * data (CNS 01h), the SMART / Health Information log (02h) and the Device
 * Self-test log (06h, when the driver passes it on), printed as the Linux
 * helper prints them. A SATA disk's SMART data needs an elevated process on
 * Windows (IOCTL_ATA_PASS_THROUGH): refused with a message saying so.
 * Parses nothing beyond the layouts of the Windows descriptors.
 *
 * Exit status: 0 read, 1 the device could not be read, 2 bad arguments.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <windows.h>
#include <winioctl.h>

#include "ds-helper.h"

#define MAX_NAME 24

/* Layouts as in src/core/platform/windows/ds-win-storage.h. */
#define QUERY_HEADER        8
#define PROTOCOL_DATA_SIZE  40
#define DESCRIPTOR_HEADER   8
#define BUS_TYPE_NVME       0x11
#define BUS_TYPE_ATA        0x03
#define BUS_TYPE_SATA       0x0B

static const char usage[] =
  "Usage: drivescope-helper read NAME\n"
  "NAME is a Windows disk name such as PhysicalDrive0.\n";

static int
refuse (const char *why)
{
  fprintf (stderr, "drivescope-helper: %s\n", why);
  return DS_HELPER_EXIT_USAGE;
}

static int
valid_name (const char *name)
{
  size_t len = strlen (name);

  if (len <= 13 || len > MAX_NAME || strncmp (name, "PhysicalDrive", 13) != 0)
    return 0;
  for (size_t i = 13; i < len; i++)
    if (name[i] < '0' || name[i] > '9')
      return 0;
  return len == 14 || name[13] != '0';
}

static unsigned
le32 (const unsigned char *p)
{
  return (unsigned) p[0] | (unsigned) p[1] << 8 | (unsigned) p[2] << 16 | (unsigned) p[3] << 24;
}

static void
put32 (unsigned char *p, unsigned v)
{
  p[0] = v & 0xff;
  p[1] = (v >> 8) & 0xff;
  p[2] = (v >> 16) & 0xff;
  p[3] = (v >> 24) & 0xff;
}

static int
bus_type (HANDLE h, unsigned *bus)
{
  STORAGE_PROPERTY_QUERY query = { StorageDeviceProperty, PropertyStandardQuery, { 0 } };
  unsigned char buf[1024];
  DWORD got = 0;

  if (!DeviceIoControl (h, IOCTL_STORAGE_QUERY_PROPERTY, &query, sizeof query, buf, sizeof buf, &got, NULL) ||
      got < 32)
    return -1;
  *bus = le32 (buf + 28);
  return 0;
}

/* One NVMe protocol-specific read of @len bytes; the page (malloc'd) or NULL. */
static unsigned char *
nvme_query (HANDLE h, unsigned data_type, unsigned value, unsigned subvalue, size_t len, DWORD *err)
{
  size_t size = QUERY_HEADER + PROTOCOL_DATA_SIZE + len;
  unsigned char *buf = calloc (1, size), *page;
  unsigned char *psd = buf + QUERY_HEADER;
  DWORD got = 0;
  unsigned offset, length;

  if (buf == NULL)
    return NULL;
  put32 (buf + 0, StorageAdapterProtocolSpecificProperty);
  put32 (buf + 4, PropertyStandardQuery);
  put32 (psd + 0, ProtocolTypeNvme);
  put32 (psd + 4, data_type);
  put32 (psd + 8, value);
  put32 (psd + 12, subvalue);
  put32 (psd + 16, PROTOCOL_DATA_SIZE);
  put32 (psd + 20, (unsigned) len);
  if (!DeviceIoControl (h, IOCTL_STORAGE_QUERY_PROPERTY, buf, (DWORD) size, buf, (DWORD) size, &got, NULL))
    {
      *err = GetLastError ();
      free (buf);
      return NULL;
    }
  /* The answer is a STORAGE_PROTOCOL_DATA_DESCRIPTOR: Version, Size, then
   * the STORAGE_PROTOCOL_SPECIFIC_DATA whose offset locates the page. */
  psd = buf + DESCRIPTOR_HEADER;
  offset = le32 (psd + 16);
  length = le32 (psd + 20);
  if (offset < PROTOCOL_DATA_SIZE || length < len || DESCRIPTOR_HEADER + (size_t) offset + len > got)
    {
      *err = ERROR_INVALID_DATA;
      free (buf);
      return NULL;
    }
  page = malloc (len);
  if (page != NULL)
    memcpy (page, psd + offset, len);
  free (buf);
  return page;
}

static int
read_nvme (HANDLE h, DsHelperOutput *out)
{
  unsigned char *page;
  DWORD err = 0;

  page = nvme_query (h, NVMeDataTypeIdentify, 1 /* CNS: controller */, 0, 4096, &err);
  if (page == NULL)
    {
      ds_helper_output_fail (out, "Identify Controller through IOCTL_STORAGE_QUERY_PROPERTY failed (Windows error %lu)",
                             (unsigned long) err);
      return -1;
    }
  ds_helper_output_add (out, "identify-controller", page, 4096);
  page = nvme_query (h, NVMeDataTypeLogPage, 0x02, 0xFFFFFFFF, 512, &err);
  if (page == NULL)
    {
      ds_helper_output_fail (out, "the SMART / Health log through IOCTL_STORAGE_QUERY_PROPERTY failed (Windows error %lu)",
                             (unsigned long) err);
      return -1;
    }
  ds_helper_output_add (out, "smart-log", page, 512);
  /* Not every driver passes the self-test log on: optional. */
  page = nvme_query (h, NVMeDataTypeLogPage, 0x06, 0xFFFFFFFF, 564, &err);
  if (page != NULL)
    ds_helper_output_add (out, "self-test-log", page, 564);
  return 0;
}

int
main (int    argc,
      char **argv)
{
  char path[48];
  DsHelperOutput out;
  unsigned bus = 0;
  HANDLE h;
  int ret;

  if (argc != 3 || strcmp (argv[1], "read") != 0)
    {
      fputs (usage, stderr);
      return DS_HELPER_EXIT_USAGE;
    }
  if (!valid_name (argv[2]))
    return refuse ("not a disk name: give a Windows disk name such as PhysicalDrive0, not a path");

  snprintf (path, sizeof path, "\\\\.\\%s", argv[2]);
  /* Access 0: device queries only. */
  h = CreateFileA (path, 0, FILE_SHARE_READ | FILE_SHARE_WRITE, NULL, OPEN_EXISTING, 0, NULL);
  if (h == INVALID_HANDLE_VALUE)
    {
      fprintf (stderr, "drivescope-helper: cannot open %s (Windows error %lu)\n", path,
               (unsigned long) GetLastError ());
      return DS_HELPER_EXIT_FAILED;
    }
  if (bus_type (h, &bus) < 0)
    {
      CloseHandle (h);
      fprintf (stderr, "drivescope-helper: %s: Windows did not describe the device\n", argv[2]);
      return DS_HELPER_EXIT_FAILED;
    }
  if (bus != BUS_TYPE_NVME)
    {
      CloseHandle (h);
      if (bus == BUS_TYPE_ATA || bus == BUS_TYPE_SATA)
        fprintf (stderr, "drivescope-helper: %s: SMART data of a SATA drive needs an elevated process on Windows, "
                 "which this version does not start yet; only NVMe health can be read\n", argv[2]);
      else
        fprintf (stderr, "drivescope-helper: %s: not an NVMe drive; only NVMe health can be read on Windows\n",
                 argv[2]);
      return DS_HELPER_EXIT_FAILED;
    }

  memset (&out, 0, sizeof out);
  ret = read_nvme (h, &out);
  CloseHandle (h);
  if (ret < 0)
    {
      fprintf (stderr, "drivescope-helper: %s: %s\n", argv[2], out.error);
      for (int i = 0; i < out.n_pages; i++)
        free (out.pages[i].data);
      return DS_HELPER_EXIT_FAILED;
    }
  ds_helper_print (argv[2], "nvme", &out);
  for (int i = 0; i < out.n_pages; i++)
    free (out.pages[i].data);
  if (fflush (stdout) != 0 || ferror (stdout))
    return DS_HELPER_EXIT_FAILED;
  return DS_HELPER_EXIT_OK;
}
