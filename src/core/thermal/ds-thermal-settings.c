/* ds-thermal-settings.c — what a thermal test is asked to do
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "ds-error.h"
#include "ds-format.h"
#include "ds-json.h"
#include "ds-thermal-job.h"

DsThermalSettings *
ds_thermal_settings_new (void)
{
  DsThermalSettings *self = g_new0 (DsThermalSettings, 1);

  self->duration_s = DS_THERMAL_DURATION_DEFAULT_S;
  self->size_bytes = DS_THERMAL_SIZE_DEFAULT;
  self->block_size = DS_THERMAL_BLOCK_DEFAULT;
  self->queue_depth = DS_THERMAL_QD_DEFAULT;
  self->sample_ms = DS_THERMAL_SAMPLE_DEFAULT_MS;
  self->cooldown_s = DS_THERMAL_COOLDOWN_DEFAULT_S;
  self->engine = DS_IO_ENGINE_AUTO;
  return self;
}

DsThermalSettings *
ds_thermal_settings_copy (const DsThermalSettings *settings)
{
  DsThermalSettings *self = g_memdup2 (settings, sizeof *settings);

  self->dir = g_strdup (settings->dir);
  self->drive = g_strdup (settings->drive);
  return self;
}

void
ds_thermal_settings_free (DsThermalSettings *self)
{
  if (self == NULL)
    return;
  g_free (self->dir);
  g_free (self->drive);
  g_free (self);
}

static gboolean
invalid (GError    **error,
         const char *format,
         ...) G_GNUC_PRINTF (2, 3);

static gboolean
invalid (GError    **error,
         const char *format,
         ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT, message);
  return FALSE;
}

gboolean
ds_thermal_settings_validate (const DsThermalSettings *s,
                              GError                 **error)
{
  if ((s->dir == NULL || s->dir[0] == '\0') && (s->drive == NULL || s->drive[0] == '\0'))
    return invalid (error, _("No directory to write the test file in. Choose a directory on the drive to test (--dir), or the drive (--drive)."));
  if (!isfinite (s->duration_s) || s->duration_s < DS_THERMAL_DURATION_MIN_S ||
      s->duration_s > DS_THERMAL_DURATION_MAX_S)
    return invalid (error, _("The duration must be between 10 s and 60 min."));
  if (s->size_bytes < DS_THERMAL_SIZE_MIN)
    return invalid (error, _("The test file size must be at least 16 MiB."));
  if (s->block_size < DS_THERMAL_BLOCK_MIN || s->block_size > DS_THERMAL_BLOCK_MAX ||
      s->block_size % DS_THERMAL_BLOCK_MIN != 0)
    return invalid (error, _("The block size must be a multiple of 4 KiB between 4 KiB and 64 MiB."));
  if (s->queue_depth < 1 || s->queue_depth > DS_THERMAL_QD_MAX)
    return invalid (error, _("The queue depth must be between 1 and %u."), DS_THERMAL_QD_MAX);
  if (s->block_size * s->queue_depth > s->size_bytes)
    return invalid (error, _("The test file must hold at least one block per queue slot; choose a larger size or a smaller block or queue depth."));
  if (s->byte_limit != 0 && s->byte_limit < s->block_size)
    return invalid (error, _("The byte count must be at least one block."));
  if (s->sample_ms < DS_THERMAL_SAMPLE_MIN_MS || s->sample_ms > DS_THERMAL_SAMPLE_MAX_MS)
    return invalid (error, _("The sample interval must be between 50 ms and 10 s."));
  if (!isfinite (s->cooldown_s) || s->cooldown_s < 0 || s->cooldown_s > DS_THERMAL_COOLDOWN_MAX_S)
    return invalid (error, _("The cool-down limit must be between 0 (none) and 60 min."));
  return TRUE;
}

JsonObject *
ds_thermal_settings_to_json (const DsThermalSettings *s)
{
  JsonObject *obj = json_object_new ();

  ds_json_set_string (obj, "dir", s->dir);
  ds_json_set_string (obj, "drive", s->drive);
  ds_json_set_double (obj, "duration_s", s->duration_s);
  ds_json_set_u64 (obj, "byte_limit", s->byte_limit);
  ds_json_set_u64 (obj, "size_bytes", s->size_bytes);
  ds_json_set_u64 (obj, "block_size", s->block_size);
  json_object_set_int_member (obj, "queue_depth", s->queue_depth);
  json_object_set_int_member (obj, "sample_ms", s->sample_ms);
  ds_json_set_double (obj, "cooldown_s", s->cooldown_s);
  json_object_set_string_member (obj, "engine", ds_io_engine_kind_to_string (s->engine));
  json_object_set_boolean_member (obj, "allow_cached", s->allow_cached);
  return obj;
}

gboolean
ds_thermal_parse_duration (const char  *text,
                           double      *out_s,
                           GError     **error)
{
  g_autofree char *safe = ds_escape_terminal (text);
  const char *p = text;
  double total = 0;
  gboolean any = FALSE;

  if (text == NULL)
    goto bad;
  while (g_ascii_isspace (*p))
    p++;
  while (*p != '\0')
    {
      char *end = NULL;
      double value = g_ascii_strtod (p, &end);
      double unit;

      if (end == p || !isfinite (value) || value < 0 || *p == '-' || *p == '+')
        goto bad;
      p = end;
      if (g_str_has_prefix (p, "ms"))
        unit = 0.001, p += 2;
      else if (g_str_has_prefix (p, "min"))
        unit = 60, p += 3;
      else if (*p == 'h')
        unit = 3600, p++;
      else if (*p == 'm')
        unit = 60, p++;
      else if (*p == 's')
        unit = 1, p++;
      else if (*p == '\0' && !any)
        unit = 1;
      else
        goto bad;
      total += value * unit;
      any = TRUE;
      while (g_ascii_isspace (*p))
        p++;
    }
  if (!any)
    goto bad;
  *out_s = total;
  return TRUE;

bad:
  g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
               _("“%s” is not a duration; write it like 6m, 20s, 250ms, 1h or 1m30s."),
               safe != NULL ? safe : "");
  return FALSE;
}
