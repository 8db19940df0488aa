/* ds-win-device.c — opening a disk and asking it IOCTL_STORAGE_QUERY_PROPERTY
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <windows.h>
#include <winioctl.h>

#include "ds-error.h"
#include "ds-win-device.h"
#include "ds-win-storage.h"

char *
ds_win_error_message (DWORD code)
{
  g_autofree char *text = g_win32_error_message ((gint) code);

  return g_strdup (text != NULL && text[0] != '\0' ? g_strchomp (text) : _("unknown error"));
}

wchar_t *
ds_win_utf16 (const char *text)
{
  return (wchar_t *) g_utf8_to_utf16 (text, -1, NULL, NULL, NULL);
}

char *
ds_win_utf8 (const wchar_t *text)
{
  return g_utf16_to_utf8 ((const gunichar2 *) text, -1, NULL, NULL, NULL);
}

static gboolean
valid_disk_name (const char *name)
{
  if (!g_str_has_prefix (name, "PhysicalDrive") || name[13] == '\0')
    return FALSE;
  for (const char *p = name + 13; *p != '\0'; p++)
    if (!g_ascii_isdigit (*p))
      return FALSE;
  return strlen (name) < 24;
}

HANDLE
ds_win_open_disk_for_query (const char *name,
                            GError    **error)
{
  g_autofree char *path = NULL;
  g_autofree wchar_t *wpath = NULL;
  HANDLE h;

  if (!valid_disk_name (name))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("“%s” is not a Windows disk name; expected PhysicalDrive followed by a number."), name);
      return INVALID_HANDLE_VALUE;
    }
  path = g_strconcat ("\\\\.\\", name, NULL);
  wpath = ds_win_utf16 (path);
  /* Access 0: queries only. No data of the disk can be read or written. */
  h = CreateFileW (wpath, 0, FILE_SHARE_READ | FILE_SHARE_WRITE, NULL, OPEN_EXISTING, 0, NULL);
  if (h == INVALID_HANDLE_VALUE)
    {
      DWORD code = GetLastError ();
      g_autofree char *msg = ds_win_error_message (code);

      g_set_error (error, DS_ERROR, code == ERROR_FILE_NOT_FOUND ? DS_ERROR_DEVICE_GONE : DS_ERROR_FAILED,
                   _("Cannot open %s: %s."), path, msg);
    }
  return h;
}

guint8 *
ds_win_ioctl (HANDLE      handle,
              DWORD       code,
              const void *in,
              gsize       in_len,
              gsize       out_len,
              gsize      *returned,
              const char *what,
              GError    **error)
{
  g_autofree guint8 *out = NULL;
  DWORD got = 0;

  for (int attempt = 0; attempt < 6; attempt++)
    {
      out = g_malloc0 (out_len);
      if (DeviceIoControl (handle, code, (void *) in, (DWORD) in_len, out, (DWORD) out_len, &got, NULL))
        {
          *returned = got;
          return g_steal_pointer (&out);
        }
      if (GetLastError () != ERROR_INSUFFICIENT_BUFFER && GetLastError () != ERROR_MORE_DATA)
        break;
      g_clear_pointer (&out, g_free);
      out_len *= 4;
    }
  {
    DWORD err = GetLastError ();
    g_autofree char *msg = ds_win_error_message (err);

    g_set_error (error, DS_ERROR,
                 err == ERROR_NOT_SUPPORTED || err == ERROR_INVALID_FUNCTION || err == ERROR_INVALID_PARAMETER
                   ? DS_ERROR_UNSUPPORTED : DS_ERROR_IO,
                 _("Windows could not answer %s: %s."), what, msg);
  }
  return NULL;
}

guint8 *
ds_win_query_property (HANDLE  handle,
                       guint   property_id,
                       gsize  *returned,
                       GError **error)
{
  STORAGE_PROPERTY_QUERY query = { 0 };
  g_autofree char *what = g_strdup_printf ("IOCTL_STORAGE_QUERY_PROPERTY (%u)", property_id);

  query.PropertyId = (STORAGE_PROPERTY_ID) property_id;
  query.QueryType = PropertyStandardQuery;
  return ds_win_ioctl (handle, IOCTL_STORAGE_QUERY_PROPERTY, &query, sizeof query, 1024, returned, what, error);
}

gboolean
ds_win_volume_disk_extents (const wchar_t *volume,
                            GArray        *extents)
{
  g_autofree guint8 *buf = NULL;
  g_autoptr(GArray) found = NULL;
  STORAGE_DEVICE_NUMBER number = { 0 };
  DWORD got = 0;
  gsize len = 0;
  gboolean ok;
  HANDLE h;

  h = CreateFileW (volume, 0, FILE_SHARE_READ | FILE_SHARE_WRITE, NULL, OPEN_EXISTING, 0, NULL);
  if (h == INVALID_HANDLE_VALUE)
    return FALSE;
  buf = ds_win_ioctl (h, IOCTL_VOLUME_GET_VOLUME_DISK_EXTENTS, NULL, 0, 256, &len,
                      "IOCTL_VOLUME_GET_VOLUME_DISK_EXTENTS", NULL);
  if (buf != NULL && (found = ds_win_parse_disk_extents (buf, len, NULL)) != NULL && found->len > 0)
    {
      CloseHandle (h);
      g_array_append_vals (extents, found->data, found->len);
      return TRUE;
    }
  ok = DeviceIoControl (h, IOCTL_STORAGE_GET_DEVICE_NUMBER, NULL, 0, &number, sizeof number, &got, NULL) &&
       got >= sizeof number && number.DeviceType == FILE_DEVICE_DISK;
  CloseHandle (h);
  if (ok)
    {
      DsWinDiskExtent extent = { number.DeviceNumber, 0, 0 };

      g_array_append_val (extents, extent);
    }
  return ok;
}
