/* drivescope-helper (Windows) — the raw health pages of one disk
 *
 *   drivescope-helper.exe read PhysicalDriveN [--may-elevate]
 *   drivescope-helper.exe read PhysicalDriveN --output FILE   (elevated)
 *
 * Opens \\.\PhysicalDriveN with no access rights (so no administrator
 * rights are needed and no data of the disk can be read or written) and
 * asks, through IOCTL_STORAGE_QUERY_PROPERTY with
 * StorageAdapterProtocolSpecificProperty, for the NVMe Identify Controller
 * data (CNS 01h), the SMART / Health Information log (02h) and the Device
 * Self-test log (06h, when the driver passes it on), printed as the Linux
 * helper prints them.
 *
 * A SATA disk's pages need IOCTL_ATA_PASS_THROUGH, which Windows allows only
 * to an administrator on a handle opened for reading and writing (the
 * handle is used for the ioctl only: nothing is read from or written to the
 * disk's sectors). Without --may-elevate that is refused with a message; with
 * it this program starts itself again through ShellExecuteExW's "runas"
 * verb (the UAC prompt) with --output FILE, since an elevated process cannot
 * write to this one's pipe, waits for it and copies FILE to stdout. The
 * elevated copy reads IDENTIFY DEVICE, SMART READ DATA / THRESHOLDS, SMART
 * RETURN STATUS and the device statistics log pages 1 and 7, as the Linux
 * helper does, and prints the same JSON.
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
#include <ntddscsi.h>
#include <shellapi.h>
#include <wchar.h>
#include <io.h>
#include <fcntl.h>

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
  "Usage: drivescope-helper read NAME [--may-elevate | --output FILE]\n"
  "NAME is a Windows disk name such as PhysicalDrive0. --may-elevate lets it ask\n"
  "for administrator rights (a SATA disk's SMART data needs them).\n";

#define ATA_PAGE 512

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

static int
is_elevated (void)
{
  HANDLE token = NULL;
  TOKEN_ELEVATION elevation = { 0 };
  DWORD size = 0;
  int elevated = 0;

  if (OpenProcessToken (GetCurrentProcess (), TOKEN_QUERY, &token))
    {
      if (GetTokenInformation (token, TokenElevation, &elevation, sizeof elevation, &size))
        elevated = elevation.TokenIsElevated != 0;
      CloseHandle (token);
    }
  return elevated;
}

/* One ATA command through IOCTL_ATA_PASS_THROUGH: @tf is the current task
 * file (features, count, lba low, mid, high, device, command); with @data
 * it reads one 512-byte sector into a malloc'd page, else it returns the
 * task file the drive answered with in @tf (SMART RETURN STATUS). */
static unsigned char *
ata_command (HANDLE h, unsigned char tf[8], int data, int ext, DWORD *err)
{
  size_t size = sizeof (ATA_PASS_THROUGH_EX) + (data ? ATA_PAGE : 0);
  unsigned char *buf = calloc (1, size), *page = NULL;
  ATA_PASS_THROUGH_EX *apt = (ATA_PASS_THROUGH_EX *) buf;
  DWORD got = 0;

  if (buf == NULL)
    return NULL;
  apt->Length = sizeof (ATA_PASS_THROUGH_EX);
  apt->AtaFlags = ATA_FLAGS_DRDY_REQUIRED | (data ? ATA_FLAGS_DATA_IN : 0) | (ext ? ATA_FLAGS_48BIT_COMMAND : 0);
  apt->DataTransferLength = data ? ATA_PAGE : 0;
  apt->TimeOutValue = 10;
  apt->DataBufferOffset = sizeof (ATA_PASS_THROUGH_EX);
  memcpy (apt->CurrentTaskFile, tf, 8);
  /* On return [0] is the error register and [6] the status (bit 0: ERR). */
  if (!DeviceIoControl (h, IOCTL_ATA_PASS_THROUGH, buf, (DWORD) size, buf, (DWORD) size, &got, NULL) ||
      (apt->CurrentTaskFile[6] & 0x01))
    {
      *err = GetLastError ();
      free (buf);
      return NULL;
    }
  memcpy (tf, apt->CurrentTaskFile, 8);
  if (data)
    {
      if (got < size)
        {
          *err = ERROR_INVALID_DATA;
          free (buf);
          return NULL;
        }
      page = malloc (ATA_PAGE);
      if (page != NULL)
        memcpy (page, buf + sizeof (ATA_PASS_THROUGH_EX), ATA_PAGE);
    }
  else
    page = calloc (1, 1);
  free (buf);
  return page;
}

static unsigned char *
ata_read (HANDLE h, unsigned char command, unsigned char feature, unsigned char lba_low,
          unsigned char lba_mid, unsigned char lba_high, int ext, DWORD *err)
{
  unsigned char tf[8] = { feature, 1, lba_low, lba_mid, lba_high, 0xA0, command, 0 };

  return ata_command (h, tf, 1, ext, err);
}

static int
read_ata (HANDLE h, DsHelperOutput *out)
{
  unsigned char *identify, *page;
  unsigned w82, w84, w85;
  DWORD err = 0;

  identify = ata_read (h, 0xEC /* IDENTIFY DEVICE */, 0, 0, 0, 0, 0, &err);
  if (identify == NULL)
    {
      ds_helper_output_fail (out, "the disk does not answer ATA IDENTIFY DEVICE through IOCTL_ATA_PASS_THROUGH "
                                  "(Windows error %lu): it is not a SATA disk, or its driver does not pass "
                                  "ATA commands through", (unsigned long) err);
      return -1;
    }
  w82 = identify[164] | identify[165] << 8;
  w84 = identify[168] | identify[169] << 8;
  w85 = identify[170] | identify[171] << 8;
  ds_helper_output_add (out, "identify-device", identify, ATA_PAGE);

  /* SMART supported (word 82 bit 0) and enabled (85 bit 0). */
  if ((w82 & 1) && (w85 & 1))
    {
      unsigned char tf[8] = { 0xDA /* RETURN STATUS */, 0, 0, 0x4F, 0xC2, 0xA0, 0xB0, 0 };

      page = ata_read (h, 0xB0, 0xD0 /* READ DATA */, 0, 0x4F, 0xC2, 0, &err);
      if (page != NULL)
        ds_helper_output_add (out, "smart-data", page, ATA_PAGE);
      page = ata_read (h, 0xB0, 0xD1 /* READ THRESHOLDS */, 0, 0x4F, 0xC2, 0, &err);
      if (page != NULL)
        ds_helper_output_add (out, "smart-thresholds", page, ATA_PAGE);
      page = ata_command (h, tf, 0, 0, &err);
      if (page != NULL)
        {
          /* The drive answers with LBA mid/high 4Fh/C2h, or F4h/2Ch when a
           * threshold is exceeded. */
          if (tf[3] == 0x4F && tf[4] == 0xC2)
            out->smart_status = "passed";
          else if (tf[3] == 0xF4 && tf[4] == 0x2C)
            out->smart_status = "failing";
          free (page);
        }
    }

  /* General Purpose Logging (word 84 bit 5, valid when bits 15:14 = 01):
   * READ LOG EXT of the Device Statistics log (04h), pages 1 and 7. */
  if ((w84 & 0xc000) == 0x4000 && (w84 & (1 << 5)))
    {
      page = ata_read (h, 0x2F, 0, 0x04, 1, 0, 1, &err);
      if (page != NULL)
        ds_helper_output_add (out, "device-statistics-1", page, ATA_PAGE);
      page = ata_read (h, 0x2F, 0, 0x04, 7, 0, 1, &err);
      if (page != NULL)
        ds_helper_output_add (out, "device-statistics-7", page, ATA_PAGE);
    }
  return 0;
}

/* Starts this program again, elevated, for @name with --output into a new
 * temporary file, waits for it and copies what it wrote to stdout. Returns
 * the exit status to exit with. */
static int
run_elevated (const char *name)
{
  wchar_t self[MAX_PATH], dir[MAX_PATH], file[MAX_PATH], params[2 * MAX_PATH];
  SHELLEXECUTEINFOW sei;
  DWORD status = DS_HELPER_EXIT_FAILED;
  FILE *f;
  char chunk[4096];
  size_t got;

  if (GetModuleFileNameW (NULL, self, MAX_PATH) == 0 || GetTempPathW (MAX_PATH, dir) == 0 ||
      GetTempFileNameW (dir, L"dsh", 0, file) == 0)
    {
      fprintf (stderr, "drivescope-helper: %s: no temporary file for the elevated helper (Windows error %lu)\n",
               name, (unsigned long) GetLastError ());
      return DS_HELPER_EXIT_FAILED;
    }
  swprintf (params, sizeof params / sizeof params[0], L"read %hs --output \"%ls\"", name, file);
  memset (&sei, 0, sizeof sei);
  sei.cbSize = sizeof sei;
  sei.fMask = SEE_MASK_NOCLOSEPROCESS | SEE_MASK_NOASYNC | SEE_MASK_FLAG_NO_UI;
  sei.lpVerb = L"runas";
  sei.lpFile = self;
  sei.lpParameters = params;
  sei.nShow = SW_HIDE;
  if (!ShellExecuteExW (&sei) || sei.hProcess == NULL)
    {
      DWORD err = GetLastError ();

      DeleteFileW (file);
      if (err == ERROR_CANCELLED)
        fprintf (stderr, "drivescope-helper: %s: reading a SATA drive's SMART data needs administrator rights, "
                 "and the request for them was declined; nothing was read\n", name);
      else
        fprintf (stderr, "drivescope-helper: %s: could not start the helper with administrator rights "
                 "(Windows error %lu)\n", name, (unsigned long) err);
      return DS_HELPER_EXIT_FAILED;
    }
  WaitForSingleObject (sei.hProcess, INFINITE);
  if (!GetExitCodeProcess (sei.hProcess, &status))
    status = DS_HELPER_EXIT_FAILED;
  CloseHandle (sei.hProcess);

  f = _wfopen (file, L"rb");
  if (f != NULL)
    {
      /* The elevated copy cannot write to our stderr either: its message is
       * the file's content when it failed. */
      FILE *to = status == DS_HELPER_EXIT_OK ? stdout : stderr;

      while ((got = fread (chunk, 1, sizeof chunk, f)) > 0)
        fwrite (chunk, 1, got, to);
      fclose (f);
    }
  DeleteFileW (file);
  if (status == DS_HELPER_EXIT_OK && (fflush (stdout) != 0 || ferror (stdout)))
    return DS_HELPER_EXIT_FAILED;
  return status == DS_HELPER_EXIT_OK || status == DS_HELPER_EXIT_USAGE ? (int) status : DS_HELPER_EXIT_FAILED;
}

/* Points stdout and stderr (the elevated copy's, which go to no one) at its
 * output file: the one the unelevated copy created, opened without
 * following a link (it lives in the user's temporary folder, where the user
 * could have replaced it by one). -1 when it cannot. */
static int
redirect_output (const char *path)
{
  HANDLE h = CreateFileA (path, GENERIC_WRITE, 0, NULL, TRUNCATE_EXISTING,
                          FILE_ATTRIBUTE_TEMPORARY | FILE_FLAG_OPEN_REPARSE_POINT, NULL);
  BY_HANDLE_FILE_INFORMATION info;
  int fd;

  if (h == INVALID_HANDLE_VALUE)
    return -1;
  if (!GetFileInformationByHandle (h, &info) ||
      (info.dwFileAttributes & (FILE_ATTRIBUTE_REPARSE_POINT | FILE_ATTRIBUTE_DIRECTORY)) != 0 ||
      info.nNumberOfLinks != 1)
    {
      CloseHandle (h);
      return -1;
    }
  fd = _open_osfhandle ((intptr_t) h, _O_BINARY);
  if (fd < 0)
    {
      CloseHandle (h);
      return -1;
    }
  fflush (stdout);
  fflush (stderr);
  if (_dup2 (fd, 1) != 0 || _dup2 (fd, 2) != 0)
    return -1;
  _close (fd);
  _setmode (1, _O_BINARY);
  return 0;
}


int
main (int    argc,
      char **argv)
{
  char path[48];
  DsHelperOutput out;
  unsigned bus = 0;
  const char *output = NULL;
  int may_elevate = 0;
  HANDLE h;
  int ret;

  if (argc == 4 && strcmp (argv[3], "--may-elevate") == 0)
    may_elevate = 1;
  else if (argc == 5 && strcmp (argv[3], "--output") == 0)
    output = argv[4];
  else if (argc != 3)
    {
      fputs (usage, stderr);
      return DS_HELPER_EXIT_USAGE;
    }
  if (strcmp (argv[1], "read") != 0)
    {
      fputs (usage, stderr);
      return DS_HELPER_EXIT_USAGE;
    }
  if (!valid_name (argv[2]))
    return refuse ("not a disk name: give a Windows disk name such as PhysicalDrive0, not a path");
  if (output != NULL)
    {
      /* The elevated copy: its stdout and stderr go nowhere; the file
       * carries the JSON, or the reason it failed. */
      if (redirect_output (output) < 0)
        return DS_HELPER_EXIT_FAILED;
    }

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
  if (bus != BUS_TYPE_NVME && bus != BUS_TYPE_ATA && bus != BUS_TYPE_SATA)
    {
      CloseHandle (h);
      fprintf (stderr, "drivescope-helper: %s: neither an NVMe nor a SATA drive; no health data can be read\n",
               argv[2]);
      return DS_HELPER_EXIT_FAILED;
    }

  memset (&out, 0, sizeof out);
  if (bus == BUS_TYPE_NVME)
    ret = read_nvme (h, &out);
  else if (!is_elevated ())
    {
      CloseHandle (h);
      if (may_elevate && output == NULL)
        return run_elevated (argv[2]);
      fprintf (stderr, "drivescope-helper: %s: reading a SATA drive's SMART data needs administrator rights; "
               "read it from the drive page or with \"drivescope-cli health\", which ask for them\n", argv[2]);
      return DS_HELPER_EXIT_FAILED;
    }
  else
    {
      /* IOCTL_ATA_PASS_THROUGH wants a handle opened for reading and
       * writing; only the ioctl is issued on it. */
      CloseHandle (h);
      h = CreateFileA (path, GENERIC_READ | GENERIC_WRITE, FILE_SHARE_READ | FILE_SHARE_WRITE, NULL,
                       OPEN_EXISTING, 0, NULL);
      if (h == INVALID_HANDLE_VALUE)
        {
          fprintf (stderr, "drivescope-helper: cannot open %s for ATA commands (Windows error %lu)\n", path,
                   (unsigned long) GetLastError ());
          return DS_HELPER_EXIT_FAILED;
        }
      ret = read_ata (h, &out);
    }
  CloseHandle (h);
  if (ret < 0)
    {
      fprintf (stderr, "drivescope-helper: %s: %s\n", argv[2], out.error);
      for (int i = 0; i < out.n_pages; i++)
        free (out.pages[i].data);
      return DS_HELPER_EXIT_FAILED;
    }
  ds_helper_print (argv[2], bus == BUS_TYPE_NVME ? "nvme" : "ata", &out);
  for (int i = 0; i < out.n_pages; i++)
    free (out.pages[i].data);
  if (fflush (stdout) != 0 || ferror (stdout))
    return DS_HELPER_EXIT_FAILED;
  return DS_HELPER_EXIT_OK;
}
