/* ds-helper-output.c — what the helper collects and its one line of JSON, on every platform
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "ds-helper.h"

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

void
ds_helper_print (const char           *device,
                 const char           *kind,
                 const DsHelperOutput *out)
{
  /* The device name was checked to hold only [A-Za-z0-9]: no escaping needed. */
  printf ("{\"version\":1,\"device\":\"%s\",\"kind\":\"%s\",\"pages\":{",
          device, kind);
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
