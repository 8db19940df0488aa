/* ds-drivedb-presets.c — the -v and -F presets of drivedb.h, and ATA raw
 * values decoded and printed the way smartctl prints them
 *
 * The option syntax and the meaning of each raw format are smartctl's, as
 * its manual page (smartctl(8), -v and -F) documents them; the bytes a
 * format reads by default and the printed forms were checked against
 * smartctl 7.3 output (tests/fixtures/health/real/).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "ds-drivedb.h"

#define MAX_OPTION 80
#define MAX_NAME   32

static const struct
{
  const char     *name;
  DsAtaRawFormat  format;
} format_names[] = {
  { "raw8", DS_ATA_RAW_RAW8 },
  { "raw16", DS_ATA_RAW_RAW16 },
  { "raw48", DS_ATA_RAW_RAW48 },
  { "hex48", DS_ATA_RAW_HEX48 },
  { "raw56", DS_ATA_RAW_RAW56 },
  { "hex56", DS_ATA_RAW_HEX56 },
  { "raw64", DS_ATA_RAW_RAW64 },
  { "hex64", DS_ATA_RAW_HEX64 },
  { "raw16(raw16)", DS_ATA_RAW_RAW16_RAW16 },
  { "raw16(avg16)", DS_ATA_RAW_RAW16_AVG16 },
  { "raw24(raw8)", DS_ATA_RAW_RAW24_RAW8 },
  { "raw24/raw24", DS_ATA_RAW_RAW24_DIV_RAW24 },
  { "raw24/raw32", DS_ATA_RAW_RAW24_DIV_RAW32 },
  { "sec2hour", DS_ATA_RAW_SEC2HOUR },
  { "min2hour", DS_ATA_RAW_MIN2HOUR },
  { "halfmin2hour", DS_ATA_RAW_HALFMIN2HOUR },
  { "msec24hour32", DS_ATA_RAW_MSEC24_HOUR32 },
  { "tempminmax", DS_ATA_RAW_TEMPMINMAX },
  { "temp10x", DS_ATA_RAW_TEMP10X },
};

/* The older spellings smartctl still accepts, and what each stands for. */
static const struct
{
  const char *old;
  const char *now;
} old_options[] = {
  { "9,halfminutes", "9,halfmin2hour,Power_On_Half_Minutes" },
  { "9,minutes", "9,min2hour,Power_On_Minutes" },
  { "9,seconds", "9,sec2hour,Power_On_Seconds" },
  { "9,temp", "9,tempminmax,Temperature_Celsius" },
  { "192,emergencyretractcyclect", "192,raw48,Emerg_Retract_Cycle_Ct" },
  { "193,loadunload", "193,raw24/raw24" },
  { "194,10xCelsius", "194,temp10x,Temperature_Celsius_x10" },
  { "194,unknown", "194,raw48,Unknown_Attribute" },
  { "197,increasing", "197,raw48+,Total_Pending_Sectors" },
  { "198,offlinescanuncsectorct", "198,raw48,Offline_Scan_UNC_SectCt" },
  { "198,increasing", "198,raw48+,Total_Offl_Uncorrectabl" },
  { "200,writeerrorcount", "200,raw48,Write_Error_Count" },
  { "201,detectedtacount", "201,raw48,Detected_TA_Count" },
  { "220,temp", "220,tempminmax,Temperature_Celsius" },
};

static const struct
{
  const char *name;
  guint       bug;
} bug_names[] = {
  { "none", 0 },
  { "nologdir", DS_ATA_BUG_NOLOGDIR },
  { "samsung", DS_ATA_BUG_SAMSUNG },
  { "samsung2", DS_ATA_BUG_SAMSUNG2 },
  { "samsung3", DS_ATA_BUG_SAMSUNG3 },
  { "xerrorlba", DS_ATA_BUG_XERRORLBA },
};

const char *
ds_ata_raw_format_to_string (DsAtaRawFormat format)
{
  for (guint i = 0; i < G_N_ELEMENTS (format_names); i++)
    if (format_names[i].format == format)
      return format_names[i].name;
  return "raw48";
}

static gboolean
parse_id (const char *text,
          guint      *id)
{
  char *end = NULL;
  guint64 v;

  if (!g_ascii_isdigit (text[0]))
    return FALSE;
  v = g_ascii_strtoull (text, &end, 10);
  if (end == NULL || *end != '\0' || v < 1 || v > 255)
    return FALSE;
  *id = (guint) v;
  return TRUE;
}

static gboolean
valid_byteorder (const char *order)
{
  gsize len = strlen (order);

  if (len == 0 || len > 8)
    return FALSE;
  for (gsize i = 0; i < len; i++)
    if (strchr ("012345rvwz", order[i]) == NULL)
      return FALSE;
  return TRUE;
}

/* "ID,FORMAT[+][:ORDER][,NAME[,HDD|SSD]]" or "N,FORMAT[,NAME]". */
static gboolean
parse_attribute_option (const char   *option,
                        DsAtaAttrDef *defs,
                        gboolean      is_default)
{
  g_auto(GStrv) parts = NULL;
  g_autofree char *format_text = NULL;
  DsAtaAttrDef def = { 0 };
  guint n_parts, id = 0;
  char *colon;
  gboolean all = FALSE, found = FALSE;

  for (guint i = 0; i < G_N_ELEMENTS (old_options); i++)
    if (g_str_equal (option, old_options[i].old))
      {
        option = old_options[i].now;
        break;
      }

  parts = g_strsplit (option, ",", -1);
  n_parts = g_strv_length (parts);
  if (n_parts < 2 || n_parts > 4)
    return FALSE;
  if (g_str_equal (parts[0], "N"))
    {
      if (n_parts > 3)
        return FALSE;
      all = TRUE;
    }
  else if (!parse_id (parts[0], &id))
    return FALSE;

  format_text = g_strdup (parts[1]);
  if (format_text[0] == '\0' || strlen (format_text) > MAX_NAME)
    return FALSE;
  if (g_str_has_suffix (format_text, "+"))
    {
      format_text[strlen (format_text) - 1] = '\0';
      def.flags |= DS_ATA_DEF_INCREASING;
    }
  colon = strchr (format_text, ':');
  if (colon != NULL)
    {
      /* smartctl takes no byte order in the DEFAULT entry. */
      if (is_default || !valid_byteorder (colon + 1))
        return FALSE;
      *colon = '\0';
      g_strlcpy (def.byteorder, colon + 1, sizeof def.byteorder);
      if (strchr (def.byteorder, 'v') != NULL)
        def.flags |= DS_ATA_DEF_NO_NORMVAL | DS_ATA_DEF_NO_WORSTVAL;
      if (strchr (def.byteorder, 'w') != NULL)
        def.flags |= DS_ATA_DEF_NO_WORSTVAL;
    }
  for (guint i = 0; i < G_N_ELEMENTS (format_names); i++)
    if (g_str_equal (format_text, format_names[i].name))
      {
        def.format = format_names[i].format;
        found = TRUE;
        break;
      }
  if (!found)
    return FALSE;
  /* The 64-bit formats use the value and worst bytes. */
  if (def.byteorder[0] == '\0' &&
      (def.format == DS_ATA_RAW_RAW64 || def.format == DS_ATA_RAW_HEX64))
    def.flags |= DS_ATA_DEF_NO_NORMVAL | DS_ATA_DEF_NO_WORSTVAL;

  if (n_parts >= 3)
    {
      if (parts[2][0] == '\0' || strlen (parts[2]) > MAX_NAME)
        return FALSE;
      g_strlcpy (def.name, parts[2], sizeof def.name);
    }
  if (n_parts == 4)
    {
      if (!is_default || all)
        return FALSE;
      if (g_str_equal (parts[3], "HDD"))
        def.flags |= DS_ATA_DEF_HDD_ONLY;
      else if (g_str_equal (parts[3], "SSD"))
        def.flags |= DS_ATA_DEF_SSD_ONLY;
      else
        return FALSE;
    }
  def.set = TRUE;

  if (all)
    {
      for (guint i = 1; i < 256; i++)
        {
          DsAtaAttrDef copy = def;

          if (copy.name[0] == '\0')
            g_strlcpy (copy.name, defs[i].name, sizeof copy.name);
          defs[i] = copy;
        }
    }
  else
    {
      /* Without a name, one given before for this id stays. */
      if (def.name[0] == '\0')
        g_strlcpy (def.name, defs[id].name, sizeof def.name);
      defs[id] = def;
    }
  return TRUE;
}

gboolean
ds_ata_parse_presets (const char    *presets,
                      DsAtaAttrDef  *defs,
                      guint         *bugs,
                      gboolean       is_default,
                      char         **bad_option)
{
  const char *p = presets;
  guint new_bugs = 0;
  gboolean none = FALSE;

  g_return_val_if_fail (presets != NULL && defs != NULL && bugs != NULL, FALSE);

  for (;;)
    {
      const char *start;
      char letter;
      g_autofree char *argument = NULL;
      gboolean ok = FALSE;

      while (*p == ' ' || *p == '\t')
        p++;
      if (*p == '\0')
        break;
      start = p;
      if (p[0] == '-' && p[1] != '\0' && (p[2] == ' ' || p[2] == '\t'))
        {
          const char *arg;

          letter = p[1];
          p += 2;
          while (*p == ' ' || *p == '\t')
            p++;
          arg = p;
          while (*p != '\0' && *p != ' ' && *p != '\t')
            p++;
          if (p > arg && p - arg <= MAX_OPTION)
            {
              argument = g_strndup (arg, p - arg);
              if (letter == 'v')
                ok = parse_attribute_option (argument, defs, is_default);
              else if (letter == 'F' && !is_default)
                for (guint i = 0; i < G_N_ELEMENTS (bug_names); i++)
                  if (g_str_equal (argument, bug_names[i].name))
                    {
                      ok = TRUE;
                      if (bug_names[i].bug == 0)
                        none = TRUE;
                      new_bugs |= bug_names[i].bug;
                    }
            }
        }
      if (!ok)
        {
          if (bad_option != NULL)
            {
              const char *stop = p > start ? p : start + strlen (start);

              *bad_option = g_utf8_make_valid (start, MIN (stop - start, 100));
            }
          return FALSE;
        }
    }
  /* "-F none" clears what the rest would set. */
  if (!none)
    *bugs |= new_bugs;
  return TRUE;
}

DsAtaRawFormat
ds_ata_presets_format (const DsAtaPresets *presets,
                       guint8              id)
{
  if (presets->drive[id].set && presets->drive[id].format != DS_ATA_RAW_DEFAULT)
    return presets->drive[id].format;
  if (presets->defaults[id].set && presets->defaults[id].format != DS_ATA_RAW_DEFAULT)
    return presets->defaults[id].format;
  return DS_ATA_RAW_RAW48;
}

guint
ds_ata_presets_flags (const DsAtaPresets *presets,
                      guint8              id)
{
  return presets->drive[id].set ? presets->drive[id].flags : 0;
}

const char *
ds_ata_presets_name (const DsAtaPresets *presets,
                     guint8              id,
                     int                 rotation_rate)
{
  const DsAtaAttrDef *def = &presets->defaults[id];

  if (presets->drive[id].name[0] != '\0')
    return presets->drive[id].name;
  if (!def->set || def->name[0] == '\0')
    return "Unknown_Attribute";
  if ((def->flags & DS_ATA_DEF_HDD_ONLY) && rotation_rate == 1)
    return "Unknown_SSD_Attribute";
  if ((def->flags & DS_ATA_DEF_SSD_ONLY) && rotation_rate > 1)
    return "Unknown_HDD_Attribute";
  return def->name;
}

guint64
ds_ata_presets_raw_value (const DsAtaPresets *presets,
                          const guint8       *entry)
{
  const DsAtaAttrDef *def = &presets->drive[entry[0]];
  const char *order = def->set ? def->byteorder : "";
  guint64 v = 0;

  if (order[0] == '\0')
    switch (ds_ata_presets_format (presets, entry[0]))
      {
      case DS_ATA_RAW_RAW64:
      case DS_ATA_RAW_HEX64:
        order = "543210wv";
        break;
      case DS_ATA_RAW_RAW56:
      case DS_ATA_RAW_HEX56:
      case DS_ATA_RAW_RAW24_DIV_RAW32:
      case DS_ATA_RAW_MSEC24_HOUR32:
        order = "r543210";
        break;
      default:
        order = "543210";
        break;
      }

  /* entry: 0 id, 1-2 flags, 3 value, 4 worst, 5-10 raw, 11 reserved. */
  for (const char *c = order; *c != '\0'; c++)
    {
      guint8 b;

      if (*c >= '0' && *c <= '5')
        b = entry[5 + (*c - '0')];
      else if (*c == 'r')
        b = entry[11];
      else if (*c == 'v')
        b = entry[3];
      else if (*c == 'w')
        b = entry[4];
      else
        b = 0;
      v = (v << 8) | b;
    }
  return v;
}

/* A byte or word that may be a temperature: 0x11 non-negative, 0x01 a
 * negative signed byte, 0x10 a negative signed word, 0 neither. */
static int
temperature_word (guint w)
{
  if (w <= 0x7f)
    return 0x11;
  if (w <= 0xff)
    return 0x01;
  if (w >= 0xff80)
    return 0x10;
  return 0;
}

/* Whether two bytes can be the minimum and maximum around @t. */
static gboolean
temperature_range (int     t,
                   guint8  b1,
                   guint8  b2,
                   int    *lo,
                   int    *hi)
{
  int a = (gint8) b1, b = (gint8) b2;

  if (a > b)
    {
      int swap = a;
      a = b;
      b = swap;
    }
  if (a >= -60 && a <= t && t <= b && b <= 120 && !(a == -1 && b <= 0))
    {
      *lo = a;
      *hi = b;
      return TRUE;
    }
  return FALSE;
}

static char *
format_temperature (guint64 raw)
{
  guint8 b[6];
  guint w[3];
  int t, lo = 0, hi = 0, layout, w0;

  for (guint i = 0; i < 6; i++)
    b[i] = (guint8) (raw >> (8 * i));
  for (guint i = 0; i < 3; i++)
    w[i] = b[2 * i] | (b[2 * i + 1] << 8);
  t = (gint8) b[0];
  w0 = temperature_word (w[0]);

  /* Where vendors keep the minimum and maximum:
   *   00 00 HH LL xx TT (Maxtor, Samsung, Seagate, Toshiba)
   *   00 00 00 HH LL TT (WDC)
   *   xx HH xx LL xx TT (Hitachi/HGST; Kingston the other way round)
   *   CC CC HH LL xx TT (WDC, CCCC the over-temperature count) */
  if (w[2] == 0)
    {
      if (w[1] == 0 && w0)
        layout = 0;
      else if (w0 && temperature_range (t, b[2], b[3], &lo, &hi))
        layout = 1;
      else if (b[3] == 0 && temperature_range (t, b[1], b[2], &lo, &hi))
        layout = 1;
      else
        layout = -1;
    }
  else if (w0)
    {
      if ((w0 & temperature_word (w[1]) & temperature_word (w[2])) != 0 &&
          temperature_range (t, b[2], b[4], &lo, &hi))
        layout = 1;
      else if (w[2] < 0x7fff && temperature_range (t, b[2], b[3], &lo, &hi) && hi >= 40)
        layout = 2;
      else
        layout = -1;
    }
  else
    layout = -1;

  switch (layout)
    {
    case 0:
      return g_strdup_printf ("%d", t);
    case 1:
      return g_strdup_printf ("%d (Min/Max %d/%d)", t, lo, hi);
    case 2:
      return g_strdup_printf ("%d (Min/Max %d/%d #%u)", t, lo, hi, w[2]);
    default:
      return g_strdup_printf ("%u (%u %u %u %u %u)", b[0], b[5], b[4], b[3], b[2], b[1]);
    }
}

char *
ds_ata_format_raw_value (DsAtaRawFormat format,
                         guint64        raw)
{
  guint8 b[6];
  guint w[3];

  for (guint i = 0; i < 6; i++)
    b[i] = (guint8) (raw >> (8 * i));
  for (guint i = 0; i < 3; i++)
    w[i] = b[2 * i] | (b[2 * i + 1] << 8);

  switch (format)
    {
    case DS_ATA_RAW_RAW8:
      return g_strdup_printf ("%u %u %u %u %u %u", b[5], b[4], b[3], b[2], b[1], b[0]);
    case DS_ATA_RAW_RAW16:
      return g_strdup_printf ("%u %u %u", w[2], w[1], w[0]);
    case DS_ATA_RAW_HEX48:
      return g_strdup_printf ("0x%012" G_GINT64_MODIFIER "x", raw);
    case DS_ATA_RAW_HEX56:
      return g_strdup_printf ("0x%014" G_GINT64_MODIFIER "x", raw);
    case DS_ATA_RAW_HEX64:
      return g_strdup_printf ("0x%016" G_GINT64_MODIFIER "x", raw);
    case DS_ATA_RAW_RAW16_RAW16:
      if (w[1] != 0 || w[2] != 0)
        return g_strdup_printf ("%u (%u %u)", w[0], w[2], w[1]);
      return g_strdup_printf ("%u", w[0]);
    case DS_ATA_RAW_RAW16_AVG16:
      if (w[1] != 0)
        return g_strdup_printf ("%u (Average %u)", w[0], w[1]);
      return g_strdup_printf ("%u", w[0]);
    case DS_ATA_RAW_RAW24_RAW8:
      if (b[3] != 0 || b[4] != 0 || b[5] != 0)
        return g_strdup_printf ("%u (%u %u %u)", (guint) (raw & 0xffffff), b[5], b[4], b[3]);
      return g_strdup_printf ("%u", (guint) (raw & 0xffffff));
    case DS_ATA_RAW_RAW24_DIV_RAW24:
      return g_strdup_printf ("%u/%u", (guint) (raw >> 24), (guint) (raw & 0xffffff));
    case DS_ATA_RAW_RAW24_DIV_RAW32:
      return g_strdup_printf ("%u/%u", (guint) (raw >> 32), (guint) (raw & 0xffffffff));
    case DS_ATA_RAW_MIN2HOUR:
      {
        guint64 minutes = w[0] | ((guint64) w[1] << 16);
        char *text = g_strdup_printf ("%" G_GUINT64_FORMAT "h+%02um", minutes / 60, (guint) (minutes % 60));

        if (w[2] != 0)
          {
            char *with = g_strdup_printf ("%s (%u)", text, w[2]);

            g_free (text);
            text = with;
          }
        return text;
      }
    case DS_ATA_RAW_SEC2HOUR:
      return g_strdup_printf ("%" G_GUINT64_FORMAT "h+%02um+%02us", raw / 3600,
                              (guint) ((raw % 3600) / 60), (guint) (raw % 60));
    case DS_ATA_RAW_HALFMIN2HOUR:
      return g_strdup_printf ("%" G_GUINT64_FORMAT "h+%02um", raw / 120, (guint) ((raw % 120) / 2));
    case DS_ATA_RAW_MSEC24_HOUR32:
      {
        guint hours = (guint) (raw & 0xffffffff);
        guint ms = (guint) (raw >> 32);
        guint seconds = ms / 1000;

        return g_strdup_printf ("%uh+%02um+%02u.%03us", hours, seconds / 60, seconds % 60, ms % 1000);
      }
    case DS_ATA_RAW_TEMPMINMAX:
      return format_temperature (raw);
    case DS_ATA_RAW_TEMP10X:
      return g_strdup_printf ("%u.%u", w[0] / 10, w[0] % 10);
    case DS_ATA_RAW_DEFAULT:
    case DS_ATA_RAW_RAW48:
    case DS_ATA_RAW_RAW56:
    case DS_ATA_RAW_RAW64:
    default:
      return g_strdup_printf ("%" G_GUINT64_FORMAT, raw);
    }
}
