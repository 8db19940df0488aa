/* ds-conditions-compare.c — the conditions that may explain a difference
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ds-conditions.h"
#include "ds-conditions-compare.h"
#include "ds-format.h"
#include "ds-json.h"

/* The keys are stable (they are the "name" of the JSON comparison); the
 * labels are what people read. */
static const char *const names[] = {
  "drive", "serial", "firmware", "fill", "link", "filesystem", "mount options",
  "temperature", "test size", "profile", "runs", "measure time", "latency limit", "engine",
  "direct I/O", "data", "kernel", "os", NULL,
};
static const char *const labels[] = {
  N_("Drive"), N_("Serial number"), N_("Firmware"), N_("Fill"), N_("Link"), N_("File system"),
  N_("Mount options"), N_("Temperature"), N_("Test size"), N_("Profile"), N_("Runs"),
  N_("Measure time"), N_("Latency limit"), N_("Engine"), N_("Direct I/O"), N_("Data"),
  N_("Kernel"), N_("Operating system"), NULL,
};
G_STATIC_ASSERT (G_N_ELEMENTS (names) == G_N_ELEMENTS (labels));

const char *const *
ds_conditions_compare_names (void)
{
  return names;
}

const char *
ds_conditions_compare_label (const char *name)
{
  for (guint c = 0; names[c] != NULL; c++)
    if (g_strcmp0 (names[c], name) == 0)
      return _(labels[c]);
  return name;
}

static char *
number_text (double      v,
             const char *format,
             const char *unit)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  if (!isfinite (v))
    return NULL;
  g_ascii_formatd (buf, sizeof buf, format, v);
  return unit != NULL ? g_strdup_printf ("%s %s", buf, unit) : g_strdup (buf);
}

static char *
link_text (JsonObject *conditions)
{
  DsConditionsLink link;

  if (!ds_conditions_get_link (conditions, &link))
    return g_strdup (ds_conditions_get_link_text (conditions));
  if (link.description != NULL)
    return g_strdup (link.description);
  if (isfinite (link.current_gts) && link.current_gts > 0 && link.current_width > 0)
    {
      g_autofree char *g = number_text (link.current_gts, "%g", NULL);

      return g_strdup_printf ("PCIe %s GT/s x%d", g, link.current_width);
    }
  return ds_conditions_get_link_json (conditions);
}

static char *
latency_limit_text (JsonObject *run,
                    JsonObject *settings)
{
  /* the latency limit of a qd-scaling or mixes suite, with its statistic:
   * its answers depend on both */
  const char *suite = ds_json_get_string (run, "suite");
  double v = ds_run_settings_get_latency_limit_us (settings);

  if (g_strcmp0 (suite, "qd-scaling") != 0 && g_strcmp0 (suite, "mixes") != 0)
    return NULL;
  if (!(v > 0))
    return NULL;
  {
    g_autofree char *value = number_text (v, "%.0f", "µs");

    return g_strdup_printf ("%s %s", value,
                            ds_latency_stat_to_string (ds_run_settings_get_latency_limit_stat (settings)));
  }
}

char *
ds_conditions_compare_text (JsonObject *run,
                            const char *name)
{
  JsonObject *cond = ds_json_get_object (run, "conditions");
  JsonObject *settings = ds_json_get_object (run, "settings");
  DsConditionsDrive drive;

  ds_conditions_get_drive (cond, &drive);
  if (g_str_equal (name, "drive"))
    return g_strdup (drive.model);
  if (g_str_equal (name, "serial"))
    return g_strdup (drive.serial);
  if (g_str_equal (name, "firmware"))
    return g_strdup (drive.firmware);
  if (g_str_equal (name, "fill"))
    return number_text (ds_conditions_get_fill_percent (cond), "%.0f", "%");
  if (g_str_equal (name, "link"))
    return link_text (cond);
  if (g_str_equal (name, "filesystem"))
    return g_strdup (ds_conditions_get_filesystem (cond));
  if (g_str_equal (name, "mount options"))
    return g_strdup (ds_conditions_get_mount_options (cond));
  if (g_str_equal (name, "temperature"))
    return number_text (ds_conditions_get_temp_start_c (cond), "%.0f", "°C");
  if (g_str_equal (name, "test size"))
    {
      gint64 size = ds_run_settings_get_size_bytes (settings);

      /* In the binary units test sizes are chosen in ("1.0 GiB"), as the
       * window and the charts say them. */
      return size > 0 ? ds_format_bytes_binary ((guint64) size) : NULL;
    }
  if (g_str_equal (name, "profile"))
    return g_strdup (ds_run_settings_get_profile (settings));
  if (g_str_equal (name, "runs"))
    {
      gint64 runs = ds_run_settings_get_runs (settings);

      return runs > 0 ? g_strdup_printf ("%" G_GINT64_FORMAT, runs) : NULL;
    }
  if (g_str_equal (name, "measure time"))
    return number_text (ds_run_settings_get_duration_s (settings), "%g", "s");
  if (g_str_equal (name, "latency limit"))
    return latency_limit_text (run, settings);
  if (g_str_equal (name, "engine"))
    return g_strdup (ds_conditions_get_engine (cond));
  if (g_str_equal (name, "direct I/O"))
    {
      if (!ds_conditions_has_direct_io (cond))
        return NULL;
      return g_strdup (ds_conditions_get_direct_io (cond, FALSE) ? "yes" : "no");
    }
  if (g_str_equal (name, "data"))
    {
      char *p = ds_conditions_get_data_text (cond);

      return p != NULL ? p : g_strdup (ds_run_settings_get_data (settings));
    }
  if (g_str_equal (name, "kernel"))
    return g_strdup (ds_conditions_get_kernel (cond));
  if (g_str_equal (name, "os"))
    return g_strdup (ds_conditions_get_os (cond));
  return NULL;
}

void
ds_conditions_difference_free (DsConditionsDifference *difference)
{
  if (difference == NULL)
    return;
  g_clear_pointer (&difference->values, g_ptr_array_unref);
  g_free (difference);
}

GPtrArray *
ds_conditions_compare (GPtrArray *runs)
{
  GPtrArray *out = g_ptr_array_new_with_free_func ((GDestroyNotify) ds_conditions_difference_free);

  for (guint c = 0; names[c] != NULL && runs->len > 1; c++)
    {
      g_autoptr(GPtrArray) values = g_ptr_array_new_with_free_func (g_free);
      gboolean differ = FALSE;

      for (guint i = 0; i < runs->len; i++)
        {
          g_ptr_array_add (values, ds_conditions_compare_text (g_ptr_array_index (runs, i), names[c]));
          if (i > 0 && g_strcmp0 (g_ptr_array_index (values, 0), g_ptr_array_index (values, i)) != 0)
            differ = TRUE;
        }
      if (differ)
        {
          DsConditionsDifference *d = g_new0 (DsConditionsDifference, 1);

          d->name = names[c];
          d->label = _(labels[c]);
          d->values = g_steal_pointer (&values);
          g_ptr_array_add (out, d);
        }
    }
  return out;
}
