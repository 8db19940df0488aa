/* ds-helper.h — what the NVMe and ATA readers of drivescope-helper share
 *
 * The helper runs as root. It reads raw pages of one device, prints them in
 * base64 and parses nothing beyond what it needs to know whether a page is
 * supported. Plain C and libc only (plus libnvme in ds-helper-nvme.c).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <stddef.h>

#define DS_HELPER_MAX_PAGES 12

/* Exit statuses. */
enum
{
  DS_HELPER_EXIT_OK = 0,
  DS_HELPER_EXIT_FAILED = 1,
  DS_HELPER_EXIT_USAGE = 2,
};

typedef struct
{
  const char    *name;        /* "identify-controller", "smart-log", ... */
  unsigned char *data;        /* malloc'd */
  size_t         len;
} DsHelperPage;

typedef struct
{
  DsHelperPage  pages[DS_HELPER_MAX_PAGES];
  int           n_pages;
  const char   *smart_status; /* ATA: "passed", "failing" or NULL */
  char          error[256];   /* why reading failed, for stderr */
} DsHelperOutput;

/* Takes ownership of @data (malloc'd). */
void ds_helper_output_add  (DsHelperOutput *out,
                            const char     *name,
                            unsigned char  *data,
                            size_t          len);
void ds_helper_output_fail (DsHelperOutput *out,
                            const char     *format,
                            ...) __attribute__ ((format (printf, 2, 3)));

/* Prints {"version":1,"device":…,"kind":"nvme"|"ata","pages":{name: base64}}
 * and a newline on stdout. */
void ds_helper_print       (const char           *device,
                            const char           *kind,
                            const DsHelperOutput *out);

/* Each returns 0 on success, else fills out->error and returns -1. */
/* Device Self-test (admin 14h) for all namespaces: @stc 1 short, 2
 * extended, 0xf abort. 0, or -1 with the reason in @out. */
int  ds_helper_nvme_self_test (int             fd,
                               unsigned        stc,
                               DsHelperOutput *out);
int  ds_helper_read_nvme   (int             fd,
                            DsHelperOutput *out);
int  ds_helper_read_ata    (int             fd,
                            DsHelperOutput *out);
