/* ds-bench-device.c — a whole drive's descriptor from udisks2, read-only
 *
 * udisks2 documents (org.freedesktop.UDisks2.xml, since 2.9):
 *   Block.OpenForBenchmark (IN a{sv} options, OUT h fd)
 *   "writable" (b, default FALSE): open for writing as well. The device is
 *   opened with O_DIRECT | O_SYNC | O_CLOEXEC, and polkit is asked for
 *   org.freedesktop.udisks2.open-device (administrator authentication).
 * We pass "writable": <false> explicitly and check the descriptor anyway.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <gio/gunixfdlist.h>
#include <glib/gi18n-lib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "ds-bench-device.h"
#include "ds-error.h"
#include "ds-format.h"

#define UDISKS_NAME     "org.freedesktop.UDisks2"
#define UDISKS_PATH     "/org/freedesktop/UDisks2"
#define IFACE_BLOCK     "org.freedesktop.UDisks2.Block"
#define IFACE_PARTITION "org.freedesktop.UDisks2.Partition"
#define MIB             (G_GUINT64_CONSTANT (1) << 20)

struct _DsBenchDevice
{
  int       fd;
  guint64   size;
  char     *path;
  gboolean  direct;
};

gboolean
ds_bench_device_check_fd (int          fd,
                          const char  *device,
                          guint64     *out_size,
                          gboolean    *out_direct,
                          GError     **error)
{
  g_autofree char *safe = ds_escape_terminal (device);
  struct stat st;
  int flags = fcntl (fd, F_GETFL);
  off_t end;

  if (flags < 0 || fstat (fd, &st) != 0)
    {
      int errsv = errno;

      g_set_error (error, DS_ERROR, DS_ERROR_UNSUPPORTED,
                   _("The descriptor udisks2 handed out for %s cannot be examined (%s); nothing was read."),
                   safe, ds_strerror (errsv));
      return FALSE;
    }
  if ((flags & O_ACCMODE) != O_RDONLY)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_PERMISSION,
                   _("udisks2 handed out %s open for writing, although only reading was asked for; "
                     "Drivescope refuses to use it and read nothing. Report this to your distribution's udisks2."),
                   safe);
      return FALSE;
    }
  if (!S_ISBLK (st.st_mode) && !S_ISREG (st.st_mode))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_UNSUPPORTED,
                   _("The descriptor udisks2 handed out for %s is not a block device; nothing was read."), safe);
      return FALSE;
    }
  end = lseek (fd, 0, SEEK_END);
  if (end < (off_t) MIB)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_UNSUPPORTED,
                   _("The size of %s cannot be read or is under 1 MiB; nothing was read."), safe);
      return FALSE;
    }
  *out_size = (guint64) end;
  *out_direct = (flags & O_DIRECT) != 0;
  return TRUE;
}

/* A kernel device name: no path, nothing that could climb out of /dev. */
static gboolean
plain_name (const char *name)
{
  if (name == NULL || name[0] == '\0' || name[0] == '.' || strlen (name) > 64)
    return FALSE;
  for (const char *p = name; *p != '\0'; p++)
    if (!g_ascii_isalnum (*p) && *p != '-' && *p != '_' && *p != '.' && *p != ':')
      return FALSE;
  return TRUE;
}

static GDBusConnection *
system_bus (GCancellable  *cancellable,
            GError       **error)
{
  const char *address = g_getenv ("DBUS_SYSTEM_BUS_ADDRESS");
  g_autoptr(GError) local_error = NULL;
  GDBusConnection *bus;

  if (address != NULL && address[0] != '\0')
    bus = g_dbus_connection_new_for_address_sync (address,
                                                  G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT |
                                                  G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
                                                  NULL, cancellable, &local_error);
  else
    bus = g_bus_get_sync (G_BUS_TYPE_SYSTEM, cancellable, &local_error);
  if (bus == NULL)
    g_set_error (error, DS_ERROR, DS_ERROR_UNSUPPORTED,
                 _("There is no system bus, so no udisks2 (%s). The surface suite reads a drive only through "
                   "udisks2: install and start it (the package udisks2)."),
                 local_error->message);
  return bus;
}

/* The Block object of /dev/@name, or NULL with the reason. */
static char *
find_block (GDBusConnection  *bus,
            const char       *name,
            GCancellable     *cancellable,
            GError          **error)
{
  g_autofree char *device = g_strconcat ("/dev/", name, NULL);
  g_autoptr(GVariant) owner = NULL, reply = NULL, objects = NULL;
  g_autoptr(GError) local_error = NULL;
  gboolean has_owner = FALSE;
  GVariantIter iter;
  const char *path;
  GVariant *ifaces;
  char *found = NULL;

  owner = g_dbus_connection_call_sync (bus, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                       "org.freedesktop.DBus", "NameHasOwner",
                                       g_variant_new ("(s)", UDISKS_NAME), G_VARIANT_TYPE ("(b)"),
                                       G_DBUS_CALL_FLAGS_NONE, 5000, cancellable, NULL);
  if (owner != NULL)
    g_variant_get (owner, "(b)", &has_owner);
  if (!has_owner)
    {
      /* a bus that allows activation starts it on the first call */
      g_autoptr(GVariant) activatable = g_dbus_connection_call_sync (bus, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                                                     "org.freedesktop.DBus", "ListActivatableNames",
                                                                     NULL, G_VARIANT_TYPE ("(as)"),
                                                                     G_DBUS_CALL_FLAGS_NONE, 5000, cancellable, NULL);
      g_autofree const char **names = NULL;

      if (activatable != NULL)
        g_variant_get (activatable, "(^a&s)", &names);
      if (names == NULL || !g_strv_contains (names, UDISKS_NAME))
        {
          g_set_error_literal (error, DS_ERROR, DS_ERROR_UNSUPPORTED,
                               _("udisks2 is not running. The surface suite reads a drive only through udisks2: "
                                 "install and start it (the package udisks2)."));
          return NULL;
        }
    }
  reply = g_dbus_connection_call_sync (bus, UDISKS_NAME, UDISKS_PATH, "org.freedesktop.DBus.ObjectManager",
                                       "GetManagedObjects", NULL, G_VARIANT_TYPE ("(a{oa{sa{sv}}})"),
                                       G_DBUS_CALL_FLAGS_NONE, 15000, cancellable, &local_error);
  if (reply == NULL)
    {
      if (g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_propagate_error (error, g_steal_pointer (&local_error));
      else
        {
          g_dbus_error_strip_remote_error (local_error);
          g_set_error (error, DS_ERROR, DS_ERROR_UNSUPPORTED, _("udisks2 could not list its drives: %s"),
                       local_error->message);
        }
      return NULL;
    }
  objects = g_variant_get_child_value (reply, 0);
  g_variant_iter_init (&iter, objects);
  while (found == NULL && g_variant_iter_next (&iter, "{&o@a{sa{sv}}}", &path, &ifaces))
    {
      g_autoptr(GVariant) props = g_variant_lookup_value (ifaces, IFACE_BLOCK, G_VARIANT_TYPE_VARDICT);
      g_autoptr(GVariant) partition = g_variant_lookup_value (ifaces, IFACE_PARTITION, G_VARIANT_TYPE_VARDICT);
      g_autoptr(GVariant) dev = props != NULL ? g_variant_lookup_value (props, "Device", G_VARIANT_TYPE_BYTESTRING)
                                              : NULL;

      if (dev != NULL && g_str_equal (g_variant_get_bytestring (dev), device))
        {
          if (partition != NULL)
            g_set_error (error, DS_ERROR, DS_ERROR_NOT_FOUND,
                         _("%s is a partition; the surface suite reads a whole drive. Name the drive instead."),
                         device);
          else
            found = g_strdup (path);
          g_variant_unref (ifaces);
          return found;
        }
      g_variant_unref (ifaces);
    }
  g_set_error (error, DS_ERROR, DS_ERROR_NOT_FOUND,
               _("udisks2 does not know %s, so the surface suite cannot read it. Check the name with "
                 "“drivescope-cli list”."),
               device);
  return NULL;
}

static void
set_open_error (GError     **error,
                GError      *dbus_error,
                const char  *device)
{
  g_autofree char *remote = g_dbus_error_get_remote_error (dbus_error);

  if (g_error_matches (dbus_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                           _("Stopped while waiting for authentication; nothing was read."));
      return;
    }
  g_dbus_error_strip_remote_error (dbus_error);
  if (g_strcmp0 (remote, "org.freedesktop.UDisks2.Error.NotAuthorizedDismissed") == 0)
    g_set_error (error, DS_ERROR, DS_ERROR_PERMISSION,
                 _("The authentication to read %s was dismissed; nothing was read. The surface suite needs "
                   "administrator authentication: run it again and authenticate."),
                 device);
  else if (g_strcmp0 (remote, "org.freedesktop.UDisks2.Error.NotAuthorizedCanObtain") == 0)
    g_set_error (error, DS_ERROR, DS_ERROR_PERMISSION,
                 _("Reading %s needs administrator authentication, and no authentication agent could ask "
                   "for it; nothing was read. Run the suite from the window, or from a terminal of a desktop "
                   "session (or start pkttyagent first)."),
                 device);
  else if (remote != NULL && (g_str_has_prefix (remote, "org.freedesktop.UDisks2.Error.NotAuthorized") ||
                              g_str_equal (remote, "org.freedesktop.DBus.Error.AccessDenied")))
    g_set_error (error, DS_ERROR, DS_ERROR_PERMISSION,
                 _("udisks2 did not allow reading %s (%s); nothing was read. The surface suite needs an "
                   "administrator's authentication."),
                 device, dbus_error->message);
  else if (g_error_matches (dbus_error, G_DBUS_ERROR, G_DBUS_ERROR_UNKNOWN_METHOD) ||
           g_error_matches (dbus_error, G_DBUS_ERROR, G_DBUS_ERROR_UNKNOWN_INTERFACE))
    g_set_error (error, DS_ERROR, DS_ERROR_UNSUPPORTED,
                 _("This udisks2 cannot open %s for a benchmark (OpenForBenchmark needs udisks 2.9 or later); "
                   "nothing was read."),
                 device);
  else
    g_set_error (error, DS_ERROR, DS_ERROR_IO, _("udisks2 could not open %s for reading: %s"),
                 device, dbus_error->message);
}

DsBenchDevice *
ds_bench_device_open (const char    *name,
                      gboolean       interactive,
                      GCancellable  *cancellable,
                      GError       **error)
{
  g_autoptr(GDBusConnection) bus = NULL;
  g_autoptr(GVariant) reply = NULL;
  g_autoptr(GUnixFDList) fds = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *block = NULL;
  g_autofree char *device = NULL;
  g_autoptr(GVariantBuilder) options = NULL;
  DsBenchDevice *self;
  gint32 handle = -1;
  guint64 size = 0;
  gboolean direct = FALSE;
  int fd;

  if (!plain_name (name))
    {
      g_autofree char *safe = ds_escape_terminal (name != NULL ? name : "");

      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("“%s” is not a drive name such as sda or nvme0n1."), safe);
      return NULL;
    }
  device = g_strconcat ("/dev/", name, NULL);
  bus = system_bus (cancellable, error);
  if (bus == NULL)
    return NULL;
  block = find_block (bus, name, cancellable, error);
  if (block == NULL)
    return NULL;

  options = g_variant_builder_new (G_VARIANT_TYPE_VARDICT);
  g_variant_builder_add (options, "{sv}", "writable", g_variant_new_boolean (FALSE));
  /* No time limit: the user may take a while to type the password. */
  reply = g_dbus_connection_call_with_unix_fd_list_sync (bus, UDISKS_NAME, block, IFACE_BLOCK, "OpenForBenchmark",
                                                         g_variant_new ("(a{sv})", options),
                                                         G_VARIANT_TYPE ("(h)"),
                                                         interactive ? G_DBUS_CALL_FLAGS_ALLOW_INTERACTIVE_AUTHORIZATION
                                                                     : G_DBUS_CALL_FLAGS_NONE,
                                                         G_MAXINT, NULL, &fds, cancellable, &local_error);
  if (reply == NULL)
    {
      set_open_error (error, local_error, device);
      return NULL;
    }
  g_variant_get (reply, "(h)", &handle);
  if (fds == NULL || handle < 0 || handle >= g_unix_fd_list_get_length (fds))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_IO,
                   _("udisks2 answered without a descriptor for %s; nothing was read."), device);
      return NULL;
    }
  fd = g_unix_fd_list_get (fds, handle, &local_error);
  if (fd < 0)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_IO, _("The descriptor for %s could not be taken: %s"),
                   device, local_error->message);
      return NULL;
    }
  if (!ds_bench_device_check_fd (fd, device, &size, &direct, error))
    {
      close (fd);
      return NULL;
    }
  self = g_new0 (DsBenchDevice, 1);
  self->fd = fd;
  self->size = size;
  self->path = g_steal_pointer (&device);
  self->direct = direct;
  return self;
}

int
ds_bench_device_get_fd (DsBenchDevice *self)
{
  return self->fd;
}

guint64
ds_bench_device_get_size (DsBenchDevice *self)
{
  return self->size;
}

const char *
ds_bench_device_get_path (DsBenchDevice *self)
{
  return self->path;
}

const char *
ds_bench_device_get_source (DsBenchDevice *self)
{
  return "udisks2";
}

gboolean
ds_bench_device_is_direct (DsBenchDevice *self)
{
  return self->direct;
}

void
ds_bench_device_close (DsBenchDevice *self)
{
  if (self == NULL)
    return;
  if (self->fd >= 0)
    close (self->fd);
  g_free (self->path);
  g_free (self);
}
