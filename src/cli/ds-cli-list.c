/* ds-cli-list.c — `list` and `info`: the drives as the kernel sees them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <stdio.h>

#include "ds-cli.h"
#include "ds-drive-list.h"
#include "ds-format.h"

#ifdef G_OS_WIN32
#define INFO_SUMMARY N_("Show one drive. DRIVE is a disk name (PhysicalDrive0), a drive letter (C:), a serial number, or any folder on a volume.")
#else
#define INFO_SUMMARY N_("Show one drive. DRIVE is a kernel name (nvme0n1), a /dev path, a serial number, or any path on a mounted filesystem.")
#endif

static char *
format_temperature (const DsDrive *d)
{
  if (isnan (d->temperature_c))
    return g_strdup ("—");
  return g_strdup_printf ("%.0f °C", d->temperature_c);
}

/* A drive's model; an array's or mapped device's level or mapping and
 * its member drives: "raid0 over nvme0n1, nvme1n1", "lvm vg0-data over
 * sda, sdb" (a logical volume's name says what it holds; a LUKS mapping's
 * is a uuid), "crypt over nvme0n1". */
static char *
model_cell (const DsDrive *d)
{
  g_autoptr(GString) members = NULL;
  g_autofree char *what = NULL;

  if (d->model != NULL || d->members->len == 0 ||
      (d->transport != DS_TRANSPORT_MD && d->transport != DS_TRANSPORT_DM))
    return g_strdup (ds_cli_safe (d->model));
  members = g_string_new (NULL);
  for (guint i = 0; i < d->members->len; i++)
    g_string_append_printf (members, "%s%s", i ? ", " : "", (char *) g_ptr_array_index (d->members, i));
  if (d->transport == DS_TRANSPORT_MD)
    what = g_strdup (d->md_level != NULL ? d->md_level : "md");
  else if (d->dm_name != NULL && g_strcmp0 (d->dm_kind, "lvm") == 0)
    what = g_strdup_printf ("%s %s", d->dm_kind != NULL ? d->dm_kind : "dm", ds_cli_safe (d->dm_name));
  else
    what = g_strdup (d->dm_kind != NULL ? d->dm_kind : "dm");
  /* TRANSLATORS: the MODEL column of `list` for an array or mapped device:
   * its level or mapping, then its member drives: "raid0 over nvme0n1, nvme1n1" */
  return g_strdup_printf (_("%s over %s"), what, members->str);
}

static char *
format_link_cell (const DsDrive *d)
{
  g_autofree char *link = ds_drive_describe_link (d);

  if (d->link.degraded)
    return g_strdup_printf ("%s (!)", link);
  return g_steal_pointer (&link);
}

/* Display width in terminal cells, good enough for the table: one cell per
 * character. */
static guint
cells (const char *s)
{
  return (guint) g_utf8_strlen (s, -1);
}

static void
print_padded (const char *s,
              guint       width)
{
  fputs (s, stdout);
  for (guint i = cells (s); i < width; i++)
    fputc (' ', stdout);
}

int
ds_cli_list (int    argc,
             char **argv)
{
  gboolean json = FALSE;
  gboolean all = FALSE;
  gboolean health = FALSE;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { "all", 'a', 0, G_OPTION_ARG_NONE, &all, N_("Include loop, ram, zram and other virtual devices"), NULL },
    { "health", 0, 0, G_OPTION_ARG_NONE, &health, N_("Also read each drive’s health verdict and data written (needs administrator rights)"), NULL },
    { NULL }
  };
  g_autoptr(GPtrArray) drives = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) rows = NULL;
  g_autoptr(GHashTable) healths = NULL;
  const char *headers[8];
  guint widths[8];
  guint n_cols;

  if (!ds_cli_parse_options ("list", NULL, _("List the drives in this machine."), entries, &argc, &argv))
    return DS_EXIT_USAGE;
  if (argc > 1)
    return ds_cli_usage_error (_("list takes no arguments; did you mean “drivescope-cli info %s”?"), argv[1]);

  drives = ds_drive_list_enumerate (all ? DS_ENUM_FLAGS_ALL : DS_ENUM_FLAGS_NONE, &error);
  if (drives == NULL)
    return ds_cli_fail (error);
  healths = health ? ds_cli_health_read_drives (drives, FALSE) : g_hash_table_new (g_str_hash, g_str_equal);

  if (json)
    {
      g_autoptr(JsonNode) root = json_node_new (JSON_NODE_ARRAY);
      JsonArray *arr = json_array_new ();

      for (guint i = 0; i < drives->len; i++)
        {
          const DsDrive *d = g_ptr_array_index (drives, i);
          JsonNode *node = ds_drive_to_json (d);

          ds_cli_health_add_json (healths, d->name, json_node_get_object (node), FALSE);
          json_array_add_element (arr, node);
        }
      json_node_take_array (root, arr);
      ds_cli_print_json (root);
      return DS_EXIT_OK;
    }

  if (drives->len == 0)
    {
      g_print ("%s\n", _("No drives found."));
      return DS_EXIT_OK;
    }

  headers[0] = _("NAME");
  headers[1] = _("MODEL");
  headers[2] = _("CAPACITY");
  headers[3] = _("TRANSPORT");
  headers[4] = _("LINK");
  headers[5] = _("TEMP");
  headers[6] = _("HEALTH");
  headers[7] = _("WRITTEN");
  n_cols = health ? 8 : 6;
  for (guint c = 0; c < n_cols; c++)
    widths[c] = cells (headers[c]);

  rows = g_ptr_array_new_with_free_func ((GDestroyNotify) g_strfreev);
  for (guint i = 0; i < drives->len; i++)
    {
      const DsDrive *d = g_ptr_array_index (drives, i);
      char **row = g_new0 (char *, 9);

      row[0] = g_strdup (d->name);
      row[1] = model_cell (d);
      row[2] = ds_format_capacity (d->size_bytes);
      row[3] = g_strdup (ds_transport_to_string (d->transport));
      row[4] = format_link_cell (d);
      row[5] = format_temperature (d);
      row[6] = ds_cli_health_cell (healths, d->name, FALSE);
      row[7] = ds_cli_health_cell (healths, d->name, TRUE);
      for (guint c = 0; c < n_cols; c++)
        widths[c] = MAX (widths[c], cells (row[c]));
      g_ptr_array_add (rows, row);
    }

  for (guint c = 0; c < n_cols; c++)
    {
      print_padded (headers[c], c < n_cols - 1 ? widths[c] + 2 : 0);
    }
  fputc ('\n', stdout);
  for (guint i = 0; i < rows->len; i++)
    {
      char **row = g_ptr_array_index (rows, i);

      for (guint c = 0; c < n_cols; c++)
        print_padded (row[c], c < n_cols - 1 ? widths[c] + 2 : 0);
      fputc ('\n', stdout);
    }
  for (guint i = 0; i < drives->len; i++)
    {
      const DsDrive *d = g_ptr_array_index (drives, i);

      if (d->link.degraded)
        g_print ("(!) %s: %s\n", d->name, d->link.reason);
    }
  return DS_EXIT_OK;
}

static void
print_field (const char *label,
             const char *value)
{
  /* Pad by characters, not bytes: translated labels are often Cyrillic. */
  g_print ("  %s%*s %s\n", label, (int) MAX (0, 22 - (int) cells (label)), "",
           value != NULL ? value : "—");
}

static void
print_info (GPtrArray     *drives,
            const DsDrive *d,
            GHashTable    *healths)
{
  g_autofree char *capacity = ds_format_capacity (d->size_bytes);
  g_autofree char *link = ds_drive_describe_link (d);
  g_autofree char *temp = format_temperature (d);
  g_autofree char *blocks = NULL;
  const char *yes = _("yes"), *no = _("no");

  g_print ("%s (%s)\n", d->name, ds_cli_safe (d->path));
  print_field (_("Model:"), ds_cli_safe (d->model));
  if (d->vendor != NULL)
    print_field (_("Vendor:"), ds_cli_safe (d->vendor));
  print_field (_("Serial number:"), ds_cli_safe (d->serial));
  print_field (_("Firmware:"), ds_cli_safe (d->firmware));
  if (d->wwn != NULL)
    print_field (_("WWN / EUI:"), ds_cli_safe (d->wwn));
  print_field (_("Capacity:"), capacity);
  if (d->logical_block_size > 0)
    {
      blocks = g_strdup_printf (_("%u B logical, %u B physical"),
                                d->logical_block_size, d->physical_block_size);
      print_field (_("Block size:"), blocks);
    }
  print_field (_("Solid state:"), d->rotational < 0 ? NULL : d->rotational ? no : yes);
  print_field (_("Removable:"), d->removable < 0 ? NULL : d->removable ? yes : no);
  print_field (_("Transport:"), ds_transport_to_string (d->transport));
  print_field (_("Link:"), link);
  if (d->link.reason != NULL)
    print_field (d->link.degraded ? _("Link warning:") : _("Link note:"), d->link.reason);
  if (d->max_interface_mbps > 0)
    {
      g_autofree char *ceiling = g_strdup_printf (_("%.0f MB/s"), d->max_interface_mbps);
      print_field (_("Interface ceiling:"), ceiling);
    }
  print_field (_("Temperature:"), temp);
  if (!isnan (d->temperature_warning_c) || !isnan (d->temperature_critical_c))
    {
      g_autofree char *limits = NULL;

      /* Only the limits the drive reports. */
      if (isnan (d->temperature_critical_c))
        limits = g_strdup_printf (_("warning %.0f °C"), d->temperature_warning_c);
      else if (isnan (d->temperature_warning_c))
        limits = g_strdup_printf (_("critical %.0f °C"), d->temperature_critical_c);
      else
        limits = g_strdup_printf (_("warning %.0f °C, critical %.0f °C"),
                                  d->temperature_warning_c, d->temperature_critical_c);
      print_field (_("Temperature limits:"), limits);
    }
  ds_cli_health_print_info (healths, d->name);
  if (d->md_level != NULL)
    print_field (_("RAID level:"), d->md_level);
  if (d->dm_kind != NULL)
    print_field (_("Mapping:"), d->dm_kind);
  if (d->members->len > 0)
    {
      GString *s = g_string_new (NULL);

      for (guint i = 0; i < d->members->len; i++)
        g_string_append_printf (s, "%s%s", i ? ", " : "", (char *) g_ptr_array_index (d->members, i));
      print_field (_("Member drives:"), s->str);
      g_string_free (s, TRUE);
    }

  if (d->partitions->len > 0)
    g_print ("%s\n", _("Partitions:"));
  for (guint i = 0; i < d->partitions->len; i++)
    {
      const DsPartition *p = g_ptr_array_index (d->partitions, i);
      g_autofree char *size = ds_format_bytes (p->size_bytes);
      GString *line = g_string_new (NULL);

      g_string_append_printf (line, "  %-12s %10s  %-8s", p->name, size, p->fstype ? p->fstype : "—");
      if (p->label != NULL)
        g_string_append_printf (line, " “%s”", ds_cli_safe (p->label));
      for (guint j = 0; j < p->mountpoints->len; j++)
        g_string_append_printf (line, " %s", ds_cli_safe (g_ptr_array_index (p->mountpoints, j)));
      if (p->free_bytes >= 0)
        {
          g_autofree char *free_text = ds_format_bytes ((guint64) p->free_bytes);
          g_string_append_printf (line, _(" (%s free)"), free_text);
        }
      if (p->holder != NULL)
        g_string_append_printf (line, " → %s", p->holder);
      g_print ("%s\n", line->str);
      g_string_free (line, TRUE);
    }
}

int
ds_cli_info (int    argc,
             char **argv)
{
  gboolean json = FALSE;
  gboolean health = FALSE;
  GOptionEntry entries[] = {
    { "json", 0, 0, G_OPTION_ARG_NONE, &json, N_("Print JSON"), NULL },
    { "health", 0, 0, G_OPTION_ARG_NONE, &health, N_("Also read the drive’s health (needs administrator rights)"), NULL },
    { NULL }
  };
  g_autoptr(GPtrArray) drives = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GHashTable) healths = NULL;
  DsDrive *drive;

  if (!ds_cli_parse_options ("info", _("DRIVE"),
                             _(INFO_SUMMARY),
                             entries, &argc, &argv))
    return DS_EXIT_USAGE;
  if (argc != 2)
    return ds_cli_usage_error (_("info needs exactly one DRIVE; run 'drivescope-cli list' to see the drives"));

  drives = ds_drive_list_enumerate (DS_ENUM_FLAGS_ALL, &error);
  if (drives == NULL)
    return ds_cli_fail (error);
  drive = ds_drive_list_lookup (drives, argv[1], &error);
  if (drive == NULL)
    return ds_cli_fail (error);
  if (health)
    {
      g_autoptr(GPtrArray) one = g_ptr_array_new ();

      g_ptr_array_add (one, drive);
      healths = ds_cli_health_read_drives (one, TRUE);
    }
  else
    healths = g_hash_table_new (g_str_hash, g_str_equal);

  if (json)
    {
      g_autoptr(JsonNode) node = ds_drive_to_json (drive);

      ds_cli_health_add_json (healths, drive->name, json_node_get_object (node), TRUE);
      ds_cli_print_json (node);
    }
  else
    print_info (drives, drive, healths);
  return DS_EXIT_OK;
}
