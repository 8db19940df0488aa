/* ds-health-udisks.c — health from udisks2 over the system bus, no password
 *
 * udisks2 reads SMART and NVMe health itself and hands it to active local
 * users under its default polkit rules, so Drivescope asks for no password
 * where udisks manages the drive (and inside Flatpak, with
 * --system-talk-name=org.freedesktop.UDisks2). Interfaces, as udisks
 * documents them (org.freedesktop.UDisks2.xml):
 *   Drive.Ata          SmartUpdate (a{sv}), SmartGetAttributes (a{sv}) ->
 *                      a(ysqiiixia{sv}): id, name, flags, value, worst,
 *                      threshold, pretty, pretty_unit, expansion; properties
 *                      SmartFailing, SmartPowerOnSeconds, SmartTemperature,
 *                      SmartSelftestStatus, ...
 *   NVMe.Controller    (udisks 2.10+) SmartUpdate, SmartGetAttributes (a{sv})
 *                      -> a{sv}: avail_spare, spare_thresh, percent_used,
 *                      total_data_read/written, ...; properties
 *                      SmartCriticalWarning (as), SmartPowerOnHours,
 *                      SmartTemperature, SmartSelftestStatus.
 * udisks gives interpreted values (libatasmart's "pretty" ones), not the raw
 * pages: attributes keep smartctl's names from the drive database but no
 * raw format, and nothing is there to save with --save-raw. Calls are made
 * without interactive authorisation: udisks may refuse, never prompt.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ds-error.h"
#include "ds-health.h"
#include "ds-health-private.h"

#define UDISKS_NAME       "org.freedesktop.UDisks2"
#define UDISKS_PATH       "/org/freedesktop/UDisks2"
#define IFACE_BLOCK       "org.freedesktop.UDisks2.Block"
#define IFACE_DRIVE       "org.freedesktop.UDisks2.Drive"
#define IFACE_ATA         "org.freedesktop.UDisks2.Drive.Ata"
#define IFACE_NVME        "org.freedesktop.UDisks2.NVMe.Controller"
#define CALL_TIMEOUT_MS   15000

/* pretty_unit of SmartGetAttributes. */
enum
{
  UNIT_UNKNOWN,
  UNIT_NONE,
  UNIT_MSECONDS,
  UNIT_SECTORS,
  UNIT_MKELVIN,
};

static gboolean
unsupported (GError     **error,
             const char  *format,
             ...) G_GNUC_PRINTF (2, 3);

static gboolean
unsupported (GError     **error,
             const char  *format,
             ...)
{
  va_list args;
  g_autofree char *message = NULL;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, DS_ERROR, DS_ERROR_UNSUPPORTED, message);
  return FALSE;
}

/* Maps a D-Bus error of udisks to ours (a refusal is PERMISSION), after
 * @what: "udisks2 could not …: ". */
static void
set_call_error (GError      **error,
                GError       *dbus_error,
                const char   *what)
{
  g_autofree char *remote = g_dbus_error_get_remote_error (dbus_error);
  int code = DS_ERROR_IO;

  /* A stop by the user stays GIO's one cancellation code. */
  if (g_error_matches (dbus_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED, _("Reading health data was cancelled."));
      return;
    }
  if (remote != NULL && (strstr (remote, "NotAuthorized") != NULL ||
                              g_str_equal (remote, "org.freedesktop.DBus.Error.AccessDenied")))
    code = DS_ERROR_PERMISSION;
  else if (g_error_matches (dbus_error, G_DBUS_ERROR, G_DBUS_ERROR_UNKNOWN_METHOD) ||
           g_error_matches (dbus_error, G_DBUS_ERROR, G_DBUS_ERROR_UNKNOWN_INTERFACE))
    code = DS_ERROR_UNSUPPORTED;
  g_dbus_error_strip_remote_error (dbus_error);
  g_set_error (error, DS_ERROR, code, "%s%s", what, dbus_error->message);
}

static gboolean
has_iface (GVariant   *ifaces,
           const char *iface)
{
  g_autoptr(GVariant) props = g_variant_lookup_value (ifaces, iface, G_VARIANT_TYPE_VARDICT);

  return props != NULL;
}

static GVariant *
lookup (GVariant   *ifaces,
        const char *iface,
        const char *property,
        const char *type)
{
  g_autoptr(GVariant) props = g_variant_lookup_value (ifaces, iface, G_VARIANT_TYPE_VARDICT);

  if (props == NULL)
    return NULL;
  return g_variant_lookup_value (props, property, G_VARIANT_TYPE (type));
}

static char *
lookup_string (GVariant   *ifaces,
               const char *iface,
               const char *property)
{
  g_autoptr(GVariant) v = lookup (ifaces, iface, property, "s");
  const char *s = v != NULL ? g_variant_get_string (v, NULL) : NULL;

  return s != NULL && s[0] != '\0' ? g_strdup (s) : NULL;
}

/* The drive object behind the block device /dev/@name, or for an NVMe
 * controller name (nvme0) behind its first namespace. */
static char *
find_drive (GVariant   *objects,
            const char *name)
{
  g_autofree char *device = g_strconcat ("/dev/", name, NULL);
  g_autofree char *prefix = g_strconcat ("/dev/", name, "n", NULL);
  gboolean controller = g_str_has_prefix (name, "nvme") && strchr (name + 4, 'n') == NULL;
  GVariantIter iter;
  const char *path;
  GVariant *ifaces;
  char *found = NULL;

  g_variant_iter_init (&iter, objects);
  while (found == NULL && g_variant_iter_next (&iter, "{&o@a{sa{sv}}}", &path, &ifaces))
    {
      g_autoptr(GVariant) dev = lookup (ifaces, IFACE_BLOCK, "Device", "ay");
      g_autoptr(GVariant) drive = lookup (ifaces, IFACE_BLOCK, "Drive", "o");
      const char *d = dev != NULL ? g_variant_get_bytestring (dev) : NULL;

      if (d != NULL && drive != NULL && !g_str_equal (g_variant_get_string (drive, NULL), "/") &&
          (g_str_equal (d, device) || (controller && g_str_has_prefix (d, prefix))))
        found = g_variant_dup_string (drive, NULL);
      g_variant_unref (ifaces);
    }
  return found;
}

static GVariant *
call (GDBusConnection *bus,
      const char      *path,
      const char      *iface,
      const char      *method,
      GVariant        *args,
      const char      *reply,
      GCancellable    *cancellable,
      GError         **error)
{
  /* No G_DBUS_CALL_FLAGS_ALLOW_INTERACTIVE_AUTHORIZATION: never a prompt. */
  return g_dbus_connection_call_sync (bus, UDISKS_NAME, path, iface, method, args,
                                      reply != NULL ? G_VARIANT_TYPE (reply) : NULL,
                                      G_DBUS_CALL_FLAGS_NONE, CALL_TIMEOUT_MS, cancellable, error);
}

static GVariant *
empty_options (void)
{
  return g_variant_new ("(a{sv})", NULL);
}

static const char *
ata_self_test (const char *status)
{
  static const struct { const char *udisks; const char *ours; } map[] = {
    { "aborted", NC_("self-test result", "aborted by a command") },
    { "interrupted", NC_("self-test result", "aborted by a reset") },
    { "fatal", NC_("self-test result", "failed (fatal error)") },
    { "error_unknown", NC_("self-test result", "failed (unknown segment)") },
    { "error_electrical", NC_("self-test result", "failed (electrical)") },
    { "error_servo", NC_("self-test result", "failed (servo or seek)") },
    { "error_read", NC_("self-test result", "failed (read)") },
    { "error_handling", NC_("self-test result", "failed (handling damage)") },
    { "inprogress", NC_("self-test result", "in progress") },
  };

  for (guint i = 0; status != NULL && i < G_N_ELEMENTS (map); i++)
    if (g_str_equal (status, map[i].udisks))
      return map[i].ours;
  return NULL;
}

static void
set_self_test (DsHealth   *health,
               const char *result)
{
  if (result == NULL)
    return;
  health->last_self_test = g_strdup (result);
  health->last_self_test_display = g_strdup (g_dpgettext2 (GETTEXT_PACKAGE, "self-test result", result));
}

static gboolean
read_ata (DsHealth        *health,
          GDBusConnection *bus,
          const char      *drive_path,
          GVariant        *ifaces,
          GCancellable    *cancellable,
          GError         **error)
{
  g_autoptr(GVariant) supported = lookup (ifaces, IFACE_ATA, "SmartSupported", "b");
  g_autoptr(GVariant) enabled = lookup (ifaces, IFACE_ATA, "SmartEnabled", "b");
  g_autoptr(GVariant) failing = NULL, seconds = NULL, kelvin = NULL, status = NULL, reply = NULL;
  g_autoptr(GVariant) update = NULL;
  g_autoptr(GVariantIter) iter = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *selftest = NULL;
  guint8 id;
  const char *name;
  guint16 flags;
  gint32 value, worst, threshold, unit;
  gint64 pretty;
  GVariant *expansion;

  if (supported == NULL || !g_variant_get_boolean (supported) ||
      enabled == NULL || !g_variant_get_boolean (enabled))
    return unsupported (error, _("udisks2 reports no enabled SMART on %s."), health->device);

  /* A fresh reading where udisks may take one without waking the drive;
   * refused or in standby, its last reading is used. */
  update = call (bus, drive_path, IFACE_ATA, "SmartUpdate",
                 g_variant_new_parsed ("({'nowakeup': <true>},)"), "()", cancellable, &local_error);
  if (update == NULL && g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      set_call_error (error, local_error, _("udisks2 could not read the SMART data: "));
      return FALSE;
    }
  g_clear_error (&local_error);

  reply = call (bus, drive_path, IFACE_ATA, "SmartGetAttributes", empty_options (),
                "(a(ysqiiixia{sv}))", cancellable, &local_error);
  if (reply == NULL)
    {
      set_call_error (error, local_error, _("udisks2 could not read the SMART attributes: "));
      return FALSE;
    }

  health->kind = DS_HEALTH_KIND_ATA;
  health->attributes = g_array_new (FALSE, TRUE, sizeof (DsAtaAttribute));
  g_variant_get (reply, "(a(ysqiiixia{sv}))", &iter);
  while (g_variant_iter_next (iter, "(y&sqiiixi@a{sv})", &id, &name, &flags, &value, &worst,
                              &threshold, &pretty, &unit, &expansion))
    {
      DsAtaAttribute attr = { 0 };

      g_variant_unref (expansion);
      if (id == 0)
        continue;
      attr.id = id;
      attr.flags = flags;
      attr.prefail = (flags & 1) != 0;
      attr.value = CLAMP (value, 0, 255);
      attr.worst = CLAMP (worst, 0, 255);
      attr.threshold = threshold >= 0 && threshold <= 255 ? threshold : -1;
      /* What udisks calls the value in its unit; no raw bytes exist here. */
      attr.raw = pretty >= 0 ? (guint64) pretty : 0;
      attr.raw_decoded = attr.raw;
      attr.raw_format = DS_ATA_RAW_RAW48;
      switch (unit)
        {
        case UNIT_MKELVIN:
          g_snprintf (attr.raw_value, sizeof attr.raw_value, "%.0f",
                      (double) pretty / 1000.0 - 273.15);
          break;
        case UNIT_MSECONDS:
          g_snprintf (attr.raw_value, sizeof attr.raw_value, "%" G_GINT64_FORMAT "h",
                      pretty / 3600000);
          break;
        default:
          g_snprintf (attr.raw_value, sizeof attr.raw_value, "%" G_GINT64_FORMAT, pretty);
          break;
        }
      /* Names as smartctl's database gives them; libatasmart's otherwise. */
      if (health->presets != NULL && health->presets->db_version != NULL)
        g_strlcpy (attr.name, ds_ata_presets_name (health->presets, id, health->rotation_rate), sizeof attr.name);
      else
        g_strlcpy (attr.name, name, sizeof attr.name);
      attr.named_by_drive = health->presets != NULL && health->presets->drive[id].name[0] != '\0';
      if (attr.threshold >= 1 && attr.threshold <= 254)
        {
          if (attr.value >= 1 && attr.value <= 253 && attr.value <= attr.threshold)
            attr.failing = DS_ATA_FAILING_NOW;
          else if (attr.worst >= 1 && attr.worst <= 253 && attr.worst <= attr.threshold)
            attr.failing = DS_ATA_FAILING_PAST;
        }
      g_array_append_val (health->attributes, attr);

      if (unit == UNIT_SECTORS && pretty >= 0)
        {
          if (id == 5)
            health->reallocated_sectors = pretty;
          else if (id == 197)
            health->pending_sectors = pretty;
          else if (id == 198)
            health->uncorrectable_sectors = pretty;
        }
      if (id == 12 && unit == UNIT_NONE && pretty >= 0)
        health->power_cycles = pretty;
    }

  failing = lookup (ifaces, IFACE_ATA, "SmartFailing", "b");
  if (failing != NULL)
    health->smart_status = g_variant_get_boolean (failing) ? 0 : 1;
  seconds = lookup (ifaces, IFACE_ATA, "SmartPowerOnSeconds", "t");
  if (seconds != NULL && g_variant_get_uint64 (seconds) > 0)
    health->power_on_hours = (gint64) (g_variant_get_uint64 (seconds) / 3600);
  kelvin = lookup (ifaces, IFACE_ATA, "SmartTemperature", "d");
  if (kelvin != NULL && g_variant_get_double (kelvin) > 0)
    health->temperature_c = round (g_variant_get_double (kelvin) - 273.15);
  selftest = lookup_string (ifaces, IFACE_ATA, "SmartSelftestStatus");
  set_self_test (health, ata_self_test (selftest));
  if (g_strcmp0 (selftest, "inprogress") == 0)
    {
      g_autoptr(GVariant) left = lookup (ifaces, IFACE_ATA, "SmartSelftestPercentRemaining", "i");

      if (left != NULL && g_variant_get_int32 (left) >= 0 && g_variant_get_int32 (left) <= 100)
        health->self_test_remaining_percent = g_variant_get_int32 (left);
    }
  if (!g_ptr_array_find_with_equal_func (health->capabilities, "smart", g_str_equal, NULL))
    g_ptr_array_add (health->capabilities, g_strdup ("smart"));
  g_ptr_array_add (health->capabilities, g_strdup ("smart_enabled"));
  g_ptr_array_add (health->notes,
                   g_strdup (_("Read through udisks2, which gives interpreted values: the drive "
                               "database’s raw formats are not applied.")));
  return TRUE;
}

static gint64
dict_u64 (GVariant   *dict,
          const char *key)
{
  guint64 v;
  guint32 u;
  guint16 q;
  guchar y;

  if (g_variant_lookup (dict, key, "t", &v))
    return v > (guint64) G_MAXINT64 ? G_MAXINT64 : (gint64) v;
  if (g_variant_lookup (dict, key, "u", &u))
    return u;
  if (g_variant_lookup (dict, key, "q", &q))
    return q;
  if (g_variant_lookup (dict, key, "y", &y))
    return y;
  return -1;
}

static gboolean
read_nvme (DsHealth        *health,
           GDBusConnection *bus,
           const char      *drive_path,
           GVariant        *ifaces,
           GCancellable    *cancellable,
           GError         **error)
{
  static const struct { const char *udisks; int bit; } warnings[] = {
    { "spare", DS_NVME_CW_SPARE }, { "temperature", DS_NVME_CW_TEMPERATURE },
    { "degraded", DS_NVME_CW_RELIABILITY }, { "readonly", DS_NVME_CW_READ_ONLY },
    { "volatile_mem", DS_NVME_CW_VOLATILE_BACKUP }, { "pmr_readonly", DS_NVME_CW_PMR_READ_ONLY },
  };
  g_autoptr(GVariant) update = NULL, reply = NULL, attrs = NULL, cw = NULL, hours = NULL;
  g_autoptr(GVariant) kelvin = NULL, sensors = NULL;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *selftest = NULL;
  gint64 v, threshold;

  update = call (bus, drive_path, IFACE_NVME, "SmartUpdate", empty_options (), "()",
                 cancellable, &local_error);
  if (update == NULL && g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    {
      set_call_error (error, local_error, _("udisks2 could not read the NVMe health log: "));
      return FALSE;
    }
  g_clear_error (&local_error);
  reply = call (bus, drive_path, IFACE_NVME, "SmartGetAttributes", empty_options (), "(a{sv})",
                cancellable, &local_error);
  if (reply == NULL)
    {
      set_call_error (error, local_error, _("udisks2 could not read the NVMe health log: "));
      return FALSE;
    }
  g_variant_get (reply, "(@a{sv})", &attrs);

  health->kind = DS_HEALTH_KIND_NVME;
  health->critical_warning = 0;
  cw = lookup (ifaces, IFACE_NVME, "SmartCriticalWarning", "as");
  if (cw != NULL)
    {
      g_autofree const char **names = g_variant_get_strv (cw, NULL);

      for (guint i = 0; names[i] != NULL; i++)
        for (guint j = 0; j < G_N_ELEMENTS (warnings); j++)
          if (g_str_equal (names[i], warnings[j].udisks))
            health->critical_warning |= warnings[j].bit;
    }
  health->available_spare = (int) dict_u64 (attrs, "avail_spare");
  threshold = dict_u64 (attrs, "spare_thresh");
  health->available_spare_threshold = threshold > 0 && threshold <= 100 ? (int) threshold : -1;
  health->percentage_used = (int) dict_u64 (attrs, "percent_used");
  if (health->percentage_used >= 0)
    health->life_left_percent = MAX (0, 100 - health->percentage_used);
  /* udisks gives bytes (data units × 512 000). */
  if ((v = dict_u64 (attrs, "total_data_written")) >= 0)
    {
      health->bytes_written = v;
      health->data_units_written = v / 512000;
      health->bytes_written_source = "nvme_data_units_written";
    }
  health->bytes_read = dict_u64 (attrs, "total_data_read");
  if (health->bytes_read >= 0)
    health->data_units_read = health->bytes_read / 512000;
  health->controller_busy_minutes = dict_u64 (attrs, "ctrl_busy_time");
  health->power_cycles = dict_u64 (attrs, "power_cycles");
  health->unsafe_shutdowns = dict_u64 (attrs, "unsafe_shutdowns");
  health->media_errors = dict_u64 (attrs, "media_errors");
  health->error_log_entries = dict_u64 (attrs, "num_err_log_entries");
  health->warning_temp_minutes = dict_u64 (attrs, "warning_temp_time");
  health->critical_temp_minutes = dict_u64 (attrs, "critical_temp_time");
  if ((v = dict_u64 (attrs, "wctemp")) > 0)
    health->warning_temp_c = (double) v - 273;
  if ((v = dict_u64 (attrs, "cctemp")) > 0)
    health->critical_temp_c = (double) v - 273;
  sensors = g_variant_lookup_value (attrs, "temp_sensors", G_VARIANT_TYPE ("aq"));
  if (sensors != NULL && g_variant_n_children (sensors) > 0)
    {
      gsize n = 0;
      const guint16 *k = g_variant_get_fixed_array (sensors, &n, sizeof (guint16));
      gsize last = 0;

      for (gsize i = 0; i < n; i++)
        if (k[i] != 0)
          last = i + 1;
      health->temperature_sensors_c = g_array_new (FALSE, FALSE, sizeof (double));
      for (gsize i = 0; i < last; i++)
        {
          double t = k[i] != 0 ? (double) k[i] - 273 : NAN;

          g_array_append_val (health->temperature_sensors_c, t);
        }
    }
  hours = lookup (ifaces, IFACE_NVME, "SmartPowerOnHours", "t");
  if (hours != NULL)
    health->power_on_hours = (gint64) MIN (g_variant_get_uint64 (hours), (guint64) G_MAXINT64);
  kelvin = lookup (ifaces, IFACE_NVME, "SmartTemperature", "q");
  if (kelvin != NULL && g_variant_get_uint16 (kelvin) > 0)
    health->temperature_c = (double) g_variant_get_uint16 (kelvin) - 273;
  selftest = lookup_string (ifaces, IFACE_NVME, "SmartSelftestStatus");
  if (g_strcmp0 (selftest, "inprogress") == 0)
    {
      g_autoptr(GVariant) left = lookup (ifaces, IFACE_NVME, "SmartSelftestPercentRemaining", "i");

      if (left != NULL && g_variant_get_int32 (left) >= 0 && g_variant_get_int32 (left) <= 100)
        health->self_test_remaining_percent = g_variant_get_int32 (left);
    }
  if (g_strcmp0 (selftest, "success") == 0)
    set_self_test (health, NC_("self-test result", "passed"));
  else if (g_strcmp0 (selftest, "inprogress") == 0)
    set_self_test (health, NC_("self-test result", "in progress"));
  else if (selftest != NULL && (g_str_has_prefix (selftest, "fatal") || strstr (selftest, "fail") != NULL))
    set_self_test (health, NC_("self-test result", "failed (fatal error)"));
  else if (g_strcmp0 (selftest, "aborted") == 0)
    set_self_test (health, NC_("self-test result", "aborted"));
  return TRUE;
}

/* The system bus, udisks' object for the drive behind @name and its
 * interfaces; DS_ERROR_UNSUPPORTED where udisks is absent or does not
 * manage the drive. */
static gboolean
open_drive (const char       *name,
            GDBusConnection **bus_out,
            char            **path_out,
            GVariant        **ifaces_out,
            GCancellable     *cancellable,
            GError          **error)
{
  g_autoptr(GDBusConnection) bus = NULL;
  g_autoptr(GVariant) owner = NULL, reply = NULL, objects = NULL, ifaces = NULL;
  gboolean has_owner = FALSE;
  g_autoptr(GError) local_error = NULL;
  g_autofree char *drive_path = NULL;
  const char *address = g_getenv ("DBUS_SYSTEM_BUS_ADDRESS");

  if (address != NULL && address[0] != '\0')
    bus = g_dbus_connection_new_for_address_sync (address,
                                                  G_DBUS_CONNECTION_FLAGS_AUTHENTICATION_CLIENT |
                                                  G_DBUS_CONNECTION_FLAGS_MESSAGE_BUS_CONNECTION,
                                                  NULL, cancellable, &local_error);
  else
    bus = g_bus_get_sync (G_BUS_TYPE_SYSTEM, cancellable, &local_error);
  if (bus == NULL)
    return unsupported (error, _("No system bus, so no udisks2: %s"), local_error->message);
  owner = g_dbus_connection_call_sync (bus, "org.freedesktop.DBus", "/org/freedesktop/DBus",
                                       "org.freedesktop.DBus", "NameHasOwner",
                                       g_variant_new ("(s)", UDISKS_NAME), G_VARIANT_TYPE ("(b)"),
                                       G_DBUS_CALL_FLAGS_NONE, 5000, cancellable, &local_error);
  if (owner != NULL)
    g_variant_get (owner, "(b)", &has_owner);
  if (!has_owner)
    return unsupported (error, _("udisks2 is not running."));
  reply = g_dbus_connection_call_sync (bus, UDISKS_NAME, UDISKS_PATH, "org.freedesktop.DBus.ObjectManager",
                                       "GetManagedObjects", NULL, G_VARIANT_TYPE ("(a{oa{sa{sv}}})"),
                                       G_DBUS_CALL_FLAGS_NONE, 5000, cancellable, &local_error);
  if (reply == NULL)
    {
      set_call_error (error, local_error, _("udisks2 could not list its drives: "));
      return FALSE;
    }
  objects = g_variant_get_child_value (reply, 0);
  drive_path = find_drive (objects, name);
  if (drive_path == NULL || !g_variant_lookup (objects, drive_path, "@a{sa{sv}}", &ifaces))
    return unsupported (error, _("udisks2 does not manage %s."), name);
  *bus_out = g_steal_pointer (&bus);
  *path_out = g_steal_pointer (&drive_path);
  *ifaces_out = g_steal_pointer (&ifaces);
  return TRUE;
}

DsHealth *
ds_health_read_udisks (const char    *name,
                       GCancellable  *cancellable,
                       GError       **error)
{
  g_autoptr(GDBusConnection) bus = NULL;
  g_autoptr(GVariant) ifaces = NULL;
  g_autoptr(DsHealth) health = NULL;
  g_autofree char *drive_path = NULL;
  gboolean ok;

  g_return_val_if_fail (name != NULL, NULL);

  if (!open_drive (name, &bus, &drive_path, &ifaces, cancellable, error))
    return NULL;

  health = ds_health_new ();
  health->device = g_strdup (name);
  health->model = lookup_string (ifaces, IFACE_DRIVE, "Model");
  health->serial = lookup_string (ifaces, IFACE_DRIVE, "Serial");
  health->firmware = lookup_string (ifaces, IFACE_DRIVE, "Revision");
  {
    g_autoptr(GVariant) size = lookup (ifaces, IFACE_DRIVE, "Size", "t");
    g_autoptr(GVariant) rpm = lookup (ifaces, IFACE_DRIVE, "RotationRate", "i");

    if (size != NULL && g_variant_get_uint64 (size) > 0 && g_variant_get_uint64 (size) < G_MAXINT64)
      health->capacity_bytes = (gint64) g_variant_get_uint64 (size);
    if (rpm != NULL && g_variant_get_int32 (rpm) >= 0)
      health->rotation_rate = g_variant_get_int32 (rpm) == 0 ? 1 : g_variant_get_int32 (rpm);
  }

  if (has_iface (ifaces, IFACE_ATA))
    {
      const DsDrivedb *db = ds_drivedb_get_default (NULL);

      ds_smart_ata_set_presets (health, ds_drivedb_lookup (db, health->model, health->firmware));
      ok = read_ata (health, bus, drive_path, ifaces, cancellable, error);
    }
  else if (has_iface (ifaces, IFACE_NVME))
    ok = read_nvme (health, bus, drive_path, ifaces, cancellable, error);
  else
    ok = unsupported (error, _("This udisks2 offers no health data for %s (NVMe health needs udisks 2.10 or later)."),
                      name);
  if (!ok)
    return NULL;

  ds_health_judge (health);
  health->source = "udisks2";
  return g_steal_pointer (&health);
}

gboolean
_ds_health_udisks_self_test (const char    *name,
                             const char    *type,
                             GCancellable  *cancellable,
                             GError       **error)
{
  g_autoptr(GDBusConnection) bus = NULL;
  g_autoptr(GVariant) ifaces = NULL, reply = NULL;
  g_autofree char *drive_path = NULL;
  g_autoptr(GError) local_error = NULL;
  const char *iface;

  if (!open_drive (name, &bus, &drive_path, &ifaces, cancellable, error))
    return FALSE;
  if (has_iface (ifaces, IFACE_ATA))
    iface = IFACE_ATA;
  else if (has_iface (ifaces, IFACE_NVME))
    iface = IFACE_NVME;
  else
    return unsupported (error, _("This udisks2 cannot run self-tests on %s."), name);
  /* udisks' NVMe controller has no conveyance test. */
  if (type != NULL && g_str_equal (type, "conveyance") && g_str_equal (iface, IFACE_NVME))
    return unsupported (error, _("NVMe drives have no conveyance self-test; run a short or extended one."));
  if (type != NULL)
    reply = call (bus, drive_path, iface, "SmartSelftestStart",
                  g_variant_new ("(sa{sv})", type, NULL), NULL, cancellable, &local_error);
  else
    reply = call (bus, drive_path, iface, "SmartSelftestAbort", empty_options (), NULL, cancellable,
                  &local_error);
  if (reply == NULL)
    {
      set_call_error (error, local_error, type != NULL ? _("udisks2 did not start the self-test: ")
                                                       : _("udisks2 did not abort the self-test: "));
      return FALSE;
    }
  return TRUE;
}
