/* mock-ioctl.c — LD_PRELOAD stand-in for an NVMe controller and a SATA disk
 *
 * Preloaded into the real drivescope-helper (and the CLI that runs it), it
 * redirects /sys/... and /dev/nvme*, /dev/sd* to a fixture tree and answers
 * the helper's ioctls from raw page files, logging every command:
 *
 *   DS_MOCK_ROOT=DIR   the fixture tree: DIR/sys/... (with relative links, as
 *                      in sysfs), DIR/dev/NAME holding
 *                      "c MAJ:MIN" or "b MAJ:MIN" (the node it pretends to be),
 *                      DIR/pages/NAME/PAGE.bin the raw pages to answer with,
 *                      DIR/pages/NAME/smart-status holding passed or failing
 *   DS_MOCK_LOG=FILE   one line per command received
 *
 * Read in a constructor, before the helper's main() clears the environment.
 * Plain libc: nothing here may call what it intercepts.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#undef _FILE_OFFSET_BITS
#undef _FORTIFY_SOURCE
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <linux/nvme_ioctl.h>
#include <scsi/sg.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#define MAX_FAKE 16

typedef struct
{
  int    fd;
  int    is_char;
  dev_t  rdev;
  char   name[64];
} FakeDevice;

static char mock_root[4096];
static char mock_log[4096];
static FakeDevice fakes[MAX_FAKE];

#define REAL(ret, name, args) \
  static ret (*real_##name) args; \
  if (real_##name == NULL) \
    real_##name = (ret (*) args) dlsym (RTLD_NEXT, #name)

__attribute__ ((constructor))
static void
mock_init (void)
{
  const char *root = getenv ("DS_MOCK_ROOT");
  const char *log = getenv ("DS_MOCK_LOG");

  if (root != NULL)
    snprintf (mock_root, sizeof (mock_root), "%s", root);
  if (log != NULL)
    snprintf (mock_log, sizeof (mock_log), "%s", log);
  for (int i = 0; i < MAX_FAKE; i++)
    fakes[i].fd = -1;
}

static int
redirected (const char *path)
{
  if (mock_root[0] == '\0' || path == NULL)
    return 0;
  return strncmp (path, "/sys/", 5) == 0 ||
         strncmp (path, "/dev/nvme", 9) == 0 ||
         strncmp (path, "/dev/sd", 7) == 0;
}

/* The fixture path for @path, in @buf. */
static const char *
map_path (const char *path,
          char       *buf,
          size_t      size)
{
  if (!redirected (path))
    return path;
  snprintf (buf, size, "%s%s", mock_root, path);
  return buf;
}

static void
log_line (const char *format,
          ...)
{
  char line[512];
  va_list args;
  int fd, n;
  REAL (int, open, (const char *, int, ...));

  if (mock_log[0] == '\0')
    return;
  va_start (args, format);
  n = vsnprintf (line, sizeof (line) - 1, format, args);
  va_end (args);
  if (n < 0)
    return;
  if (n > (int) sizeof (line) - 2)
    n = sizeof (line) - 2;
  line[n++] = '\n';
  fd = real_open (mock_log, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0)
    return;
  if (write (fd, line, (size_t) n) < 0)
    n = 0;
  close (fd);
}

static FakeDevice *
find_fake (int fd)
{
  for (int i = 0; i < MAX_FAKE; i++)
    if (fd >= 0 && fakes[i].fd == fd)
      return &fakes[i];
  return NULL;
}

/* After opening DIR/dev/NAME: remember the fd as the node it describes. */
static void
register_fake (int         fd,
               const char *path)
{
  char buf[64] = { 0 };
  unsigned maj, min;
  char type;
  ssize_t n;

  if (fd < 0 || strncmp (path, "/dev/", 5) != 0)
    return;
  n = pread (fd, buf, sizeof (buf) - 1, 0);
  if (n <= 0 || sscanf (buf, "%c %u:%u", &type, &maj, &min) != 3)
    return;
  for (int i = 0; i < MAX_FAKE; i++)
    if (fakes[i].fd == -1)
      {
        fakes[i].fd = fd;
        fakes[i].is_char = type == 'c';
        fakes[i].rdev = makedev (maj, min);
        snprintf (fakes[i].name, sizeof (fakes[i].name), "%s", path + 5);
        return;
      }
}

static int
open_common (const char *path,
             int         flags,
             mode_t      mode,
             int         dirfd,
             int         at)
{
  char buf[8192];
  const char *mapped = map_path (path, buf, sizeof (buf));
  int fd;
  REAL (int, open64, (const char *, int, ...));
  REAL (int, openat64, (int, const char *, int, ...));

  if (at)
    fd = real_openat64 (dirfd, mapped, flags, mode);
  else
    fd = real_open64 (mapped, flags, mode);
  if (fd >= 0 && mapped != path)
    register_fake (fd, path);
  return fd;
}

#define MODE_ARG(flags, mode) \
  mode_t mode = 0; \
  if ((flags) & (O_CREAT | O_TMPFILE)) \
    { \
      va_list ap; \
      va_start (ap, flags); \
      mode = va_arg (ap, mode_t); \
      va_end (ap); \
    }

int open (const char *path, int flags, ...);
int open64 (const char *path, int flags, ...);
int openat (int dirfd, const char *path, int flags, ...);
int openat64 (int dirfd, const char *path, int flags, ...);
int __open_2 (const char *path, int flags);
int __open64_2 (const char *path, int flags);

int
open (const char *path, int flags, ...)
{
  MODE_ARG (flags, mode);
  return open_common (path, flags, mode, AT_FDCWD, 0);
}

int
open64 (const char *path, int flags, ...)
{
  MODE_ARG (flags, mode);
  return open_common (path, flags, mode, AT_FDCWD, 0);
}

int
openat (int dirfd, const char *path, int flags, ...)
{
  MODE_ARG (flags, mode);
  return open_common (path, flags, mode, dirfd, 1);
}

int
openat64 (int dirfd, const char *path, int flags, ...)
{
  MODE_ARG (flags, mode);
  return open_common (path, flags, mode, dirfd, 1);
}

int
__open_2 (const char *path, int flags)
{
  return open_common (path, flags, 0, AT_FDCWD, 0);
}

int
__open64_2 (const char *path, int flags)
{
  return open_common (path, flags, 0, AT_FDCWD, 0);
}

int
close (int fd)
{
  FakeDevice *fake = find_fake (fd);
  REAL (int, close, (int));

  if (fake != NULL)
    fake->fd = -1;
  return real_close (fd);
}

#define STAT_WRAPPER(name, type) \
  int name (const char *path, struct type *st); \
  int \
  name (const char *path, struct type *st) \
  { \
    char buf[8192]; \
    REAL (int, name, (const char *, struct type *)); \
    return real_##name (map_path (path, buf, sizeof (buf)), st); \
  }

STAT_WRAPPER (stat, stat)
STAT_WRAPPER (stat64, stat64)
STAT_WRAPPER (lstat, stat)
STAT_WRAPPER (lstat64, stat64)

ssize_t readlink (const char *path, char *buf, size_t size);
ssize_t
readlink (const char *path, char *buf, size_t size)
{
  char mapped[8192];
  REAL (ssize_t, readlink, (const char *, char *, size_t));

  return real_readlink (map_path (path, mapped, sizeof (mapped)), buf, size);
}

int access (const char *path, int mode);
int
access (const char *path, int mode)
{
  char buf[8192];
  REAL (int, access, (const char *, int));

  return real_access (map_path (path, buf, sizeof (buf)), mode);
}

#define FSTAT_WRAPPER(name, type) \
  int name (int fd, struct type *st); \
  int \
  name (int fd, struct type *st) \
  { \
    FakeDevice *fake = find_fake (fd); \
    int ret; \
    REAL (int, name, (int, struct type *)); \
    ret = real_##name (fd, st); \
    if (ret == 0 && fake != NULL) \
      { \
        st->st_mode = (st->st_mode & 07777) | (fake->is_char ? S_IFCHR : S_IFBLK); \
        st->st_rdev = fake->rdev; \
      } \
    return ret; \
  }

FSTAT_WRAPPER (fstat, stat)
FSTAT_WRAPPER (fstat64, stat64)

/* --- answering commands ---------------------------------------------------- */

/* Reads DIR/pages/DEVICE/PAGE.bin into @buf (zero-filled to @len); the
 * number of bytes the file held, or -1 when there is no such page. */
static ssize_t
load_page (const FakeDevice *fake,
           const char       *page,
           void             *buf,
           size_t            len)
{
  char path[8192];
  ssize_t n;
  int fd;
  REAL (int, open64, (const char *, int, ...));

  snprintf (path, sizeof (path), "%s/pages/%s/%s", mock_root, fake->name, page);
  fd = real_open64 (path, O_RDONLY | O_CLOEXEC);
  if (fd < 0)
    return -1;
  memset (buf, 0, len);
  n = read (fd, buf, len);
  close (fd);
  return n;
}

static int
page_exists (const FakeDevice *fake,
             const char       *page)
{
  char path[8192];
  struct stat st;
  REAL (int, stat, (const char *, struct stat *));

  snprintf (path, sizeof (path), "%s/pages/%s/%s", mock_root, fake->name, page);
  return real_stat (path, &st) == 0;
}

/* Get Features (0Ah): the current value of a feature is the completion
 * dword the page FEATURE.bin holds (4 bytes, little-endian); any other
 * select (default, saved, capabilities) is refused, as is any feature
 * without a page. */
static int
nvme_get_features (FakeDevice *fake,
                   uint32_t    cdw10,
                   void       *data,
                   uint32_t    data_len,
                   uint32_t   *result)
{
  uint32_t fid = cdw10 & 0xff, sel = (cdw10 >> 8) & 0x7;
  const char *page = fid == 0x02 ? "features-power-management.bin"
                   : fid == 0x0c ? "features-apst.bin"
                   : fid == 0x10 ? "features-thermal-management.bin" : NULL;
  unsigned char value[4];

  log_line ("nvme opcode=0x0a fid=0x%02x sel=%u len=%u", fid, sel, data_len);
  if (page == NULL || sel != 0 || load_page (fake, page, value, sizeof (value)) < 4)
    return 0x4002;
  if (data != NULL)
    memset (data, 0, data_len);
  *result = value[0] | (value[1] << 8) | (value[2] << 16) | ((uint32_t) value[3] << 24);
  return 0;
}

static int
nvme_admin (FakeDevice *fake,
            uint8_t     opcode,
            uint32_t    nsid,
            uint32_t    cdw10,
            uint32_t    cdw11,
            void       *data,
            uint32_t    data_len,
            uint32_t   *result)
{
  const char *page = NULL;

  if (opcode == 0x0a)
    return nvme_get_features (fake, cdw10, data, data_len, result);
  if (opcode == 0x14)
    {
      /* Device Self-test: logged and taken; the mock runs nothing. */
      log_line ("nvme opcode=0x14 nsid=0x%08x stc=0x%x", nsid, cdw10 & 0xf);
      return 0;
    }
  if (opcode == 0x06)
    {
      log_line ("nvme opcode=0x06 nsid=0x%08x cns=0x%02x len=%u", nsid, cdw10 & 0xff, data_len);
      if ((cdw10 & 0xff) == 0x01)
        page = "identify-controller.bin";
      else if ((cdw10 & 0xff) == 0x00 && nsid == 1)
        page = "identify-namespace.bin";
    }
  else if (opcode == 0x02)
    {
      uint32_t lid = cdw10 & 0xff;
      uint32_t numd = (cdw10 >> 16) | ((cdw11 & 0xffff) << 16);

      log_line ("nvme opcode=0x02 nsid=0x%08x lid=0x%02x rae=%u numd=%u len=%u",
                nsid, lid, (cdw10 >> 15) & 1, numd, data_len);
      if (lid == 0x02)
        page = "smart-log.bin";
      else if (lid == 0x06)
        page = "self-test-log.bin";
      else if (lid == 0x01)
        page = "error-log.bin";
      else if (lid == 0x03)
        page = "firmware-slot-log.bin";
    }
  else
    log_line ("nvme opcode=0x%02x nsid=0x%08x len=%u", opcode, nsid, data_len);

  if (page == NULL || data == NULL || load_page (fake, page, data, data_len) < 0)
    return 0x4002;   /* NVMe status: Invalid Field in Command (with DNR) */
  return 0;
}

/* ATA PASS-THROUGH(16) check condition with an ATA Status Return
 * descriptor holding @mid and @high. */
static void
sg_registers (struct sg_io_hdr *io,
              int               key,
              uint8_t           mid,
              uint8_t           high,
              uint8_t           status)
{
  uint8_t sense[22] = { 0 };

  sense[0] = 0x72;
  sense[1] = (uint8_t) key;
  sense[2] = 0x00;
  sense[3] = key == 0x01 ? 0x1d : 0x00;
  sense[7] = 14;
  sense[8] = 0x09;
  sense[9] = 0x0c;
  sense[8 + 9] = mid;
  sense[8 + 11] = high;
  sense[8 + 13] = status;
  io->status = 0x02;
  io->masked_status = 0x01;
  io->driver_status = 0x08;
  io->sb_len_wr = (unsigned char) (io->mx_sb_len < sizeof (sense) ? io->mx_sb_len : sizeof (sense));
  if (io->sbp != NULL)
    memcpy (io->sbp, sense, io->sb_len_wr);
}

static int
sg_io (FakeDevice       *fake,
       struct sg_io_hdr *io)
{
  const uint8_t *cdb = io->cmdp;
  uint8_t command, feature, log, page, protocol;
  unsigned char *buf = io->dxferp;
  const char *file = NULL;

  if (cdb == NULL || io->cmd_len != 16 || cdb[0] != 0x85)
    {
      log_line ("scsi opcode=0x%02x len=%u", cdb ? cdb[0] : 0, io->dxfer_len);
      sg_registers (io, 0x05, 0, 0, 0);   /* ILLEGAL REQUEST */
      return 0;
    }
  protocol = (cdb[1] >> 1) & 0x0f;
  feature = cdb[4];
  log = cdb[8];
  page = cdb[10];
  command = cdb[14];
  log_line ("ata command=0x%02x feature=0x%02x protocol=%u extend=%u lba=0x%02x%02x%02x count=%u len=%u",
            command, feature, protocol, cdb[1] & 1, cdb[12], cdb[10], cdb[8], cdb[6], io->dxfer_len);
  io->status = 0;
  io->masked_status = 0;
  io->host_status = 0;
  io->driver_status = 0;
  io->sb_len_wr = 0;
  io->resid = 0;

  if (command == 0xec)
    file = "identify-device.bin";
  else if (command == 0xb0 && feature == 0xd0)
    file = "smart-data.bin";
  else if (command == 0xb0 && feature == 0xd1)
    file = "smart-thresholds.bin";
  else if (command == 0xb0 && feature == 0xd5 && log == 0x01)
    file = "smart-error-log.bin";
  else if (command == 0xb0 && feature == 0xd5 && log == 0x06)
    file = "smart-self-test-log.bin";
  else if (command == 0xb0 && feature == 0xda)
    {
      char status[16] = { 0 };

      if (load_page (fake, "smart-status", status, sizeof (status) - 1) < 0)
        {
          sg_registers (io, 0x0b, 0, 0, 0x51);
          return 0;
        }
      if (strncmp (status, "failing", 7) == 0)
        sg_registers (io, 0x01, 0xf4, 0x2c, 0x50);
      else
        sg_registers (io, 0x01, 0x4f, 0xc2, 0x50);
      return 0;
    }
  else if (command == 0x2f && buf != NULL && io->dxfer_len >= 512)
    {
      int has1 = page_exists (fake, "device-statistics-1.bin");
      int has7 = page_exists (fake, "device-statistics-7.bin");

      memset (buf, 0, io->dxfer_len);
      if (log == 0x00 && page == 0)
        {
          buf[0] = 0x01;                                  /* GPL directory version */
          buf[2 * 0x04] = (has1 || has7) ? 8 : 0;         /* pages of log 04h */
          return 0;
        }
      if (log == 0x04 && page == 0 && (has1 || has7))
        {
          int n = 0;

          buf[0] = 0x01;
          buf[2] = 0x00;
          buf[9 + n++] = 0x00;
          if (has1)
            buf[9 + n++] = 0x01;
          if (has7)
            buf[9 + n++] = 0x07;
          buf[8] = (unsigned char) n;
          return 0;
        }
      if (log == 0x04 && page == 1)
        file = "device-statistics-1.bin";
      else if (log == 0x04 && page == 7)
        file = "device-statistics-7.bin";
    }

  if (file == NULL || buf == NULL || load_page (fake, file, buf, io->dxfer_len) < 0)
    sg_registers (io, 0x0b, 0, 0, 0x51);                /* ABORTED COMMAND */
  return 0;
}

int ioctl (int fd, unsigned long request, ...);

int
ioctl (int fd, unsigned long request, ...)
{
  FakeDevice *fake = find_fake (fd);
  va_list ap;
  void *arg;
  REAL (int, ioctl, (int, unsigned long, ...));

  va_start (ap, request);
  arg = va_arg (ap, void *);
  va_end (ap);

  if (fake == NULL)
    return real_ioctl (fd, request, arg);

  if (fake->is_char && request == NVME_IOCTL_ADMIN_CMD)
    {
      struct nvme_passthru_cmd *cmd = arg;

      return nvme_admin (fake, cmd->opcode, cmd->nsid, cmd->cdw10, cmd->cdw11,
                         (void *) (uintptr_t) cmd->addr, cmd->data_len, &cmd->result);
    }
  if (fake->is_char && request == NVME_IOCTL_ADMIN64_CMD)
    {
      struct nvme_passthru_cmd64 *cmd = arg;
      uint32_t result = 0;
      int status = nvme_admin (fake, cmd->opcode, cmd->nsid, cmd->cdw10, cmd->cdw11,
                               (void *) (uintptr_t) cmd->addr, cmd->data_len, &result);

      cmd->result = result;
      return status;
    }
  if (!fake->is_char && request == SG_IO)
    return sg_io (fake, arg);

  log_line ("ioctl request=0x%lx refused", request);
  errno = ENOTTY;
  return -1;
}
