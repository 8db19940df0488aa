/* ds-thermal-csv.c — reading and writing t_s,mbps,temp_c timelines
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include <gio/gio.h>

#include "ds-conditions.h"
#include "ds-error.h"
#include "ds-thermal-csv.h"
#include "ds-user-file.h"

/* Plausible limits: anything outside is a broken file, not a drive. */
#define MAX_MBPS   1e6
#define MIN_TEMP_C -60.0
#define MAX_TEMP_C 200.0

static gboolean
parse_number (const char *field,
              double     *out)
{
  g_autofree char *trimmed = g_strstrip (g_strdup (field));
  char *end = NULL;
  double value;

  if (trimmed[0] == '\0')
    return FALSE;
  errno = 0;
  value = g_ascii_strtod (trimmed, &end);
  if (errno != 0 || end == trimmed || *end != '\0' || !isfinite (value))
    return FALSE;
  *out = value;
  return TRUE;
}

static gboolean
field_is_empty (const char *field)
{
  for (const char *p = field; *p != '\0'; p++)
    if (!g_ascii_isspace (*p))
      return FALSE;
  return TRUE;
}

static gboolean
line_error (GError    **error,
            const char *name,
            guint       line,
            const char *format,
            ...) G_GNUC_PRINTF (4, 5);

static gboolean
line_error (GError    **error,
            const char *name,
            guint       line,
            const char *format,
            ...)
{
  g_autofree char *detail = NULL;
  va_list args;

  va_start (args, format);
  detail = g_strdup_vprintf (format, args);
  va_end (args);
  /* Translators: "timeline.csv line 12: the time “x” is not a number." */
  g_set_error (error, DS_ERROR, DS_ERROR_PARSE, _("%s line %u: %s"), name, line, detail);
  return FALSE;
}

/* "# warning_temp_c=70" and friends. Unknown keys and prose are ignored. */
static gboolean
parse_comment (DsThermalResult *result,
               const char      *line,
               const char      *name,
               guint            lineno,
               GError         **error)
{
  g_autofree char *body = g_strstrip (g_strdup (line + 1));
  char *eq = strchr (body, '=');
  double *target = NULL;
  double value;

  if (eq == NULL)
    return TRUE;
  *eq = '\0';
  g_strstrip (body);
  if (g_str_equal (body, "warning_temp_c"))
    target = &result->warning_temp_c;
  else if (g_str_equal (body, "critical_temp_c"))
    target = &result->critical_temp_c;
  if (target == NULL)
    return TRUE;
  if (!parse_number (eq + 1, &value) || value < MIN_TEMP_C || value > MAX_TEMP_C)
    return line_error (error, name, lineno, _("“%s” needs a temperature in °C, like %s=70."),
                       body, body);
  *target = value;
  return TRUE;
}

static gboolean
parse_header (const char  *line,
              guint       *n_columns)
{
  g_auto(GStrv) fields = g_strsplit (line, ",", -1);
  static const char *expected[] = { "t_s", "mbps", "temp_c" };

  *n_columns = g_strv_length (fields);
  if (*n_columns < G_N_ELEMENTS (expected))
    return FALSE;
  for (guint i = 0; i < G_N_ELEMENTS (expected); i++)
    if (!g_str_equal (g_strstrip (fields[i]), expected[i]))
      return FALSE;
  return TRUE;
}

DsThermalResult *
ds_thermal_result_from_csv (const char  *text,
                            gssize       length,
                            const char  *name,
                            GError     **error)
{
  g_autoptr(DsThermalResult) result = ds_thermal_result_new ();
  g_autofree char *copy = NULL;
  g_auto(GStrv) lines = NULL;
  guint n_columns = 0;
  gboolean have_header = FALSE, have_temp = FALSE;
  guint first_cooldown_line = 0;
  double total_bytes = 0, prev_t = 0;

  g_return_val_if_fail (text != NULL, NULL);
  if (name == NULL)
    name = "CSV";
  copy = length < 0 ? g_strdup (text) : g_strndup (text, length);
  if (length >= 0 && strlen (copy) != (gsize) length)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                   _("%s is not a text file (it contains NUL bytes). Give a CSV file with the header “t_s,mbps,temp_c”."),
                   name);
      return NULL;
    }
  lines = g_strsplit (copy, "\n", -1);

  for (guint i = 0; lines[i] != NULL; i++)
    {
      guint lineno = i + 1;
      char *line = lines[i];
      g_auto(GStrv) fields = NULL;
      DsThermalSample sample = { 0 };
      gsize len = strlen (line);

      if (len > 0 && line[len - 1] == '\r')
        line[len - 1] = '\0';
      if (field_is_empty (line))
        continue;
      if (line[0] == '#')
        {
          if (!parse_comment (result, line, name, lineno, error))
            return NULL;
          continue;
        }
      if (!have_header)
        {
          if (!parse_header (line, &n_columns))
            {
              line_error (error, name, lineno, _("expected the header “t_s,mbps,temp_c”."));
              return NULL;
            }
          have_header = TRUE;
          continue;
        }

      fields = g_strsplit (line, ",", -1);
      if (g_strv_length (fields) != n_columns)
        {
          line_error (error, name, lineno, _("%u fields where the header has %u."),
                      g_strv_length (fields), n_columns);
          return NULL;
        }
      if (!parse_number (fields[0], &sample.t_s) || sample.t_s < 0)
        {
          line_error (error, name, lineno, _("the time “%s” is not a number of seconds."),
                      g_strstrip (fields[0]));
          return NULL;
        }
      if (result->samples->len > 0 &&
          sample.t_s <= g_array_index (result->samples, DsThermalSample, result->samples->len - 1).t_s)
        {
          line_error (error, name, lineno, _("the time %s s is not later than the row before it."),
                      g_strstrip (fields[0]));
          return NULL;
        }
      if (field_is_empty (fields[1]))
        {
          sample.mbps = NAN;
          sample.cooldown = TRUE;
          if (first_cooldown_line == 0)
            first_cooldown_line = lineno;
        }
      else if (!parse_number (fields[1], &sample.mbps) || sample.mbps < 0 || sample.mbps > MAX_MBPS)
        {
          line_error (error, name, lineno, _("the throughput “%s” is not a number of MB/s."),
                      g_strstrip (fields[1]));
          return NULL;
        }
      else if (first_cooldown_line != 0)
        {
          line_error (error, name, lineno,
                      _("throughput is given again after it was left empty on line %u; only the cool-down rows at the end may leave mbps empty."),
                      first_cooldown_line);
          return NULL;
        }
      if (field_is_empty (fields[2]))
        sample.temp_c = NAN;
      else if (!parse_number (fields[2], &sample.temp_c) ||
               sample.temp_c < MIN_TEMP_C || sample.temp_c > MAX_TEMP_C)
        {
          line_error (error, name, lineno, _("the temperature “%s” is not a number of °C."),
                      g_strstrip (fields[2]));
          return NULL;
        }
      else
        have_temp = TRUE;

      if (!sample.cooldown)
        {
          total_bytes += sample.mbps * 1e6 * (sample.t_s - prev_t);
          prev_t = sample.t_s;
        }
      sample.bytes = (guint64) llround (total_bytes);
      g_array_append_val (result->samples, sample);
    }

  if (!have_header)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                   _("%s has no header line “t_s,mbps,temp_c”; is it a thermal timeline?"), name);
      return NULL;
    }
  if (result->samples->len == 0 || g_array_index (result->samples, DsThermalSample, 0).cooldown)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
                   _("%s has no rows with a throughput; at least one “t_s,mbps,temp_c” row is needed."),
                   name);
      return NULL;
    }

  json_object_set_string_member (result->settings, "source", "csv");
  ds_conditions_set_temp_source (result->conditions, have_temp ? "csv" : "none");
  return g_steal_pointer (&result);
}

DsThermalResult *
ds_thermal_result_load_csv (const char  *path,
                            GError     **error)
{
  g_autoptr(GError) local_error = NULL;
  g_autofree char *contents = NULL;
  g_autofree char *display = g_filename_display_name (path);
  gsize length = 0;

  contents = ds_user_file_read (path, DS_THERMAL_CSV_MAX_BYTES, &length, &local_error);
  if (contents == NULL)
    {
      g_set_error (error, DS_ERROR, local_error->code,
                   _("Could not read the timeline: %s"), local_error->message);
      return NULL;
    }
  return ds_thermal_result_from_csv (contents, (gssize) length, display, error);
}

static void
append_number (GString *out,
               double   value,
               int      decimals)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  if (!isfinite (value))
    return;
  g_ascii_formatd (buf, sizeof buf, decimals == 1 ? "%.1f" : "%.3f", value);
  g_string_append (out, buf);
}

char *
ds_thermal_result_to_csv (const DsThermalResult *result)
{
  GString *out = g_string_new (NULL);

  if (isfinite (result->warning_temp_c))
    {
      g_string_append (out, "# warning_temp_c=");
      append_number (out, result->warning_temp_c, 1);
      g_string_append_c (out, '\n');
    }
  if (isfinite (result->critical_temp_c))
    {
      g_string_append (out, "# critical_temp_c=");
      append_number (out, result->critical_temp_c, 1);
      g_string_append_c (out, '\n');
    }
  g_string_append (out, "t_s,mbps,temp_c,bytes\n");
  for (guint i = 0; i < result->samples->len; i++)
    {
      const DsThermalSample *s = &g_array_index (result->samples, DsThermalSample, i);

      append_number (out, s->t_s, 3);
      g_string_append_c (out, ',');
      if (!s->cooldown)
        append_number (out, s->mbps, 3);
      g_string_append_c (out, ',');
      append_number (out, s->temp_c, 1);
      g_string_append_printf (out, ",%" G_GUINT64_FORMAT "\n", s->bytes);
    }
  return g_string_free (out, FALSE);
}
