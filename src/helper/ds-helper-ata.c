/* ds-helper-ata.c — the raw ATA pages, through SG_IO ATA PASS-THROUGH(16)
 *
 * SAT (SCSI / ATA Translation, T10 SAT-4) carries ATA commands to SATA disks
 * behind libata and behind USB bridges that implement it. Only commands
 * that read are ever built here: IDENTIFY DEVICE, SMART READ DATA, SMART
 * READ THRESHOLDS, SMART RETURN STATUS and READ LOG EXT for the Device
 * Statistics log (0x04) pages 1 and 7.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <scsi/sg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>

#include "ds-helper.h"

#define ATA_PASS_THROUGH_16  0x85
#define ATA_PAGE             512

/* ATA PASS-THROUGH protocols (SAT-4 table "PROTOCOL field"). */
#define PROTO_NON_DATA       3
#define PROTO_PIO_DATA_IN    4

/* ATA commands and SMART features. */
#define ATA_IDENTIFY_DEVICE  0xec
#define ATA_SMART            0xb0
#define ATA_READ_LOG_EXT     0x2f
#define SMART_READ_DATA      0xd0
#define SMART_READ_THRESHOLDS 0xd1
#define SMART_RETURN_STATUS  0xda
#define SMART_READ_LOG       0xd5
#define SMART_LOG_ERROR      0x01   /* summary SMART error log */
#define SMART_LOG_SELF_TEST  0x06   /* SMART self-test log */
#define SMART_LBA_MID        0x4f
#define SMART_LBA_HIGH       0xc2

#define LOG_DIRECTORY        0x00
#define LOG_DEVICE_STATISTICS 0x04

#define SENSE_LEN            32
#define TIMEOUT_MS           20000

typedef struct
{
  uint8_t  cdb[16];
  uint8_t  sense[SENSE_LEN];
  size_t   sense_len;
} AtaCommand;

static void
ata_command_init (AtaCommand *cmd,
                  int         protocol,
                  int         extend,
                  int         data_in,
                  int         ck_cond)
{
  memset (cmd, 0, sizeof (*cmd));
  cmd->cdb[0] = ATA_PASS_THROUGH_16;
  cmd->cdb[1] = (uint8_t) ((protocol << 1) | (extend ? 1 : 0));
  /* CK_COND (bit 5) returns the registers in the sense data; T_DIR (bit 3)
   * device to host; BYTE_BLOCK (bit 2) and T_LENGTH 2 (the count field
   * holds the length in 512-byte blocks). */
  cmd->cdb[2] = (uint8_t) ((ck_cond ? 0x20 : 0) | (data_in ? 0x0e : 0));
}

/* Sends @cmd; 0 when the device completed it without an ATA error. */
static int
ata_send (int         fd,
          AtaCommand *cmd,
          void       *buf,
          size_t      len)
{
  struct sg_io_hdr io;
  int ck_cond = (cmd->cdb[2] & 0x20) != 0;

  memset (&io, 0, sizeof (io));
  io.interface_id = 'S';
  io.dxfer_direction = len > 0 ? SG_DXFER_FROM_DEV : SG_DXFER_NONE;
  io.cmd_len = sizeof (cmd->cdb);
  io.cmdp = cmd->cdb;
  io.dxferp = buf;
  io.dxfer_len = (unsigned) len;
  io.mx_sb_len = sizeof (cmd->sense);
  io.sbp = cmd->sense;
  io.timeout = TIMEOUT_MS;

  if (ioctl (fd, SG_IO, &io) < 0)
    return -errno;
  cmd->sense_len = io.sb_len_wr;
  if (io.host_status != 0 || (io.driver_status & 0x07) != 0)
    return -EIO;
  if (io.status == 0)
    return 0;
  /* CHECK CONDITION: with CK_COND, "ATA PASS-THROUGH information available"
   * (RECOVERED ERROR, 00h/1Dh) is the expected answer. */
  if (io.status == 0x02 && ck_cond && cmd->sense_len >= 8)
    {
      uint8_t code = cmd->sense[0] & 0x7f;
      uint8_t key = code >= 0x72 ? cmd->sense[1] & 0x0f : cmd->sense[2] & 0x0f;

      if (key == 0x01 || key == 0x00)
        return 0;
    }
  return -EIO;
}

/* The ATA LBA mid and high registers after a CK_COND command, from
 * descriptor sense (ATA Status Return descriptor 09h) or fixed sense. */
static int
ata_result_lba (const AtaCommand *cmd,
                uint8_t          *mid,
                uint8_t          *high)
{
  uint8_t code = cmd->sense[0] & 0x7f;

  if (code == 0x72 || code == 0x73)
    {
      size_t total = 8 + (size_t) cmd->sense[7];
      size_t at = 8;

      if (total > cmd->sense_len)
        total = cmd->sense_len;
      while (at + 2 <= total)
        {
          const uint8_t *desc = cmd->sense + at;
          size_t desc_len = 2 + (size_t) desc[1];

          if (desc[0] == 0x09 && desc_len >= 14 && at + 14 <= total)
            {
              *mid = desc[9];
              *high = desc[11];
              return 0;
            }
          at += desc_len;
        }
      return -1;
    }
  if ((code == 0x70 || code == 0x71) && cmd->sense_len >= 12)
    {
      /* SAT fixed format: command-specific information bytes 9..11 hold
       * LBA (7:0), (15:8), (23:16). */
      *mid = cmd->sense[10];
      *high = cmd->sense[11];
      return 0;
    }
  return -1;
}

static unsigned char *
read_512 (int      fd,
          uint8_t  command,
          uint8_t  feature,
          uint8_t  lba_low,
          uint8_t  lba_mid,
          uint8_t  lba_high,
          int      extend)
{
  AtaCommand cmd;
  unsigned char *buf = calloc (1, ATA_PAGE);

  if (buf == NULL)
    return NULL;
  ata_command_init (&cmd, PROTO_PIO_DATA_IN, extend, 1, 0);
  cmd.cdb[4] = feature;
  cmd.cdb[6] = 1;                 /* count: one 512-byte block */
  cmd.cdb[8] = lba_low;
  cmd.cdb[10] = lba_mid;
  cmd.cdb[12] = lba_high;
  cmd.cdb[14] = command;
  if (ata_send (fd, &cmd, buf, ATA_PAGE) != 0)
    {
      free (buf);
      return NULL;
    }
  return buf;
}

static uint16_t
identify_word (const unsigned char *id,
               int                  index)
{
  return (uint16_t) (id[2 * index] | (id[2 * index + 1] << 8));
}

static const char *
read_smart_status (int fd)
{
  AtaCommand cmd;
  uint8_t mid = 0, high = 0;

  ata_command_init (&cmd, PROTO_NON_DATA, 0, 0, 1);
  cmd.cdb[4] = SMART_RETURN_STATUS;
  cmd.cdb[10] = SMART_LBA_MID;
  cmd.cdb[12] = SMART_LBA_HIGH;
  cmd.cdb[14] = ATA_SMART;
  if (ata_send (fd, &cmd, NULL, 0) != 0 || ata_result_lba (&cmd, &mid, &high) != 0)
    return NULL;
  if (mid == 0x4f && high == 0xc2)
    return "passed";
  if (mid == 0xf4 && high == 0x2c)
    return "failing";
  return NULL;
}

/* Device Statistics pages 1 and 7 when the GPL directory lists the log and
 * its page 0 lists them. */
static void
read_device_statistics (int             fd,
                        DsHelperOutput *out)
{
  unsigned char *directory, *list;
  unsigned n_entries;
  int has_page1 = 0, has_page7 = 0;

  directory = read_512 (fd, ATA_READ_LOG_EXT, 0, LOG_DIRECTORY, 0, 0, 1);
  if (directory == NULL)
    return;
  /* Word N of the directory: number of pages of log N. */
  if (identify_word (directory, LOG_DEVICE_STATISTICS) == 0)
    {
      free (directory);
      return;
    }
  free (directory);

  list = read_512 (fd, ATA_READ_LOG_EXT, 0, LOG_DEVICE_STATISTICS, 0, 0, 1);
  if (list == NULL)
    return;
  /* Page 0: byte 8 = number of entries, then the page numbers. */
  n_entries = list[8];
  for (unsigned i = 0; i < n_entries && 9 + i < ATA_PAGE; i++)
    {
      if (list[9 + i] == 1)
        has_page1 = 1;
      else if (list[9 + i] == 7)
        has_page7 = 1;
    }
  free (list);

  if (has_page1)
    {
      unsigned char *page = read_512 (fd, ATA_READ_LOG_EXT, 0, LOG_DEVICE_STATISTICS, 1, 0, 1);

      if (page != NULL)
        ds_helper_output_add (out, "device-statistics-1", page, ATA_PAGE);
    }
  if (has_page7)
    {
      unsigned char *page = read_512 (fd, ATA_READ_LOG_EXT, 0, LOG_DEVICE_STATISTICS, 7, 0, 1);

      if (page != NULL)
        ds_helper_output_add (out, "device-statistics-7", page, ATA_PAGE);
    }
}

int
ds_helper_read_ata (int             fd,
                    DsHelperOutput *out)
{
  unsigned char *identify;
  uint16_t w82, w84, w85;

  identify = read_512 (fd, ATA_IDENTIFY_DEVICE, 0, 0, 0, 0, 0);
  if (identify == NULL)
    {
      ds_helper_output_fail (out, "the disk does not answer ATA IDENTIFY DEVICE through SCSI/ATA "
                                  "translation: it is not a SATA disk, or its USB bridge does not pass "
                                  "ATA commands through");
      return -1;
    }
  w82 = identify_word (identify, 82);
  w84 = identify_word (identify, 84);
  w85 = identify_word (identify, 85);
  ds_helper_output_add (out, "identify-device", identify, ATA_PAGE);

  /* SMART feature set supported (word 82 bit 0) and enabled (85 bit 0). */
  if ((w82 & 1) && (w85 & 1))
    {
      unsigned char *page;

      page = read_512 (fd, ATA_SMART, SMART_READ_DATA, 0, SMART_LBA_MID, SMART_LBA_HIGH, 0);
      if (page != NULL)
        {
          /* The logs the SMART data says the drive keeps: byte 367 bit 4
           * self-test, byte 370 bit 0 error logging. Optional pages. */
          int self_test_log = (page[367] & 0x10) != 0;
          int error_log = (page[370] & 0x01) != 0;
          unsigned char *log;

          ds_helper_output_add (out, "smart-data", page, ATA_PAGE);
          if (error_log &&
              (log = read_512 (fd, ATA_SMART, SMART_READ_LOG, SMART_LOG_ERROR, SMART_LBA_MID, SMART_LBA_HIGH, 0)) != NULL)
            ds_helper_output_add (out, "smart-error-log", log, ATA_PAGE);
          if (self_test_log &&
              (log = read_512 (fd, ATA_SMART, SMART_READ_LOG, SMART_LOG_SELF_TEST, SMART_LBA_MID, SMART_LBA_HIGH, 0)) != NULL)
            ds_helper_output_add (out, "smart-self-test-log", log, ATA_PAGE);
        }
      page = read_512 (fd, ATA_SMART, SMART_READ_THRESHOLDS, 0, SMART_LBA_MID, SMART_LBA_HIGH, 0);
      if (page != NULL)
        ds_helper_output_add (out, "smart-thresholds", page, ATA_PAGE);
      out->smart_status = read_smart_status (fd);
    }

  /* General Purpose Logging (word 84 bit 5, word valid when bits 15:14 = 01). */
  if ((w84 & 0xc000) == 0x4000 && (w84 & (1 << 5)))
    read_device_statistics (fd, out);

  return 0;
}
