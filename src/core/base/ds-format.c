/* ds-format.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <locale.h>
#include <math.h>
#include <string.h>

#include "ds-format.h"

/* Units are translated (Russian writes ГБ, МБ/с, мин) so they match the
 * rest of a translated window; JSON and the CrystalDiskMark export never
 * go through these functions. */
#define UNIT(x) g_dpgettext2 (GETTEXT_PACKAGE, "unit", x)

static char *
format_scaled (guint64      bytes,
               double       base,
               const char **units)
{
  double value = (double) bytes;
  guint i = 0;

  while (value >= base && units[i + 1] != NULL)
    {
      value /= base;
      i++;
    }
  if (i == 0)
    return g_strdup_printf ("%" G_GUINT64_FORMAT " %s", bytes, UNIT (units[0]));
  return g_strdup_printf ("%.1f %s", value, UNIT (units[i]));
}

char *
ds_format_bytes (guint64 bytes)
{
  static const char *units[] = { NC_("unit", "B"), NC_("unit", "kB"), NC_("unit", "MB"), NC_("unit", "GB"),
                                 NC_("unit", "TB"), NC_("unit", "PB"), NC_("unit", "EB"), NULL };

  return format_scaled (bytes, 1000.0, units);
}

char *
ds_format_bytes_binary (guint64 bytes)
{
  static const char *bin_units[] = { NC_("unit", "B"), NC_("unit", "KiB"), NC_("unit", "MiB"), NC_("unit", "GiB"),
                                     NC_("unit", "TiB"), NC_("unit", "PiB"), NC_("unit", "EiB"), NULL };

  return format_scaled (bytes, 1024.0, bin_units);
}

char *
ds_format_capacity (guint64 bytes)
{
  g_autofree char *dec = ds_format_bytes (bytes);
  g_autofree char *bin = ds_format_bytes_binary (bytes);

  if (bytes < 1000)
    return g_steal_pointer (&dec);
  return g_strdup_printf ("%s (%s)", dec, bin);
}

char *
ds_format_group_digits (const char *text)
{
  const struct lconv *lc = localeconv ();
  const char *sep = lc->thousands_sep != NULL && *lc->thousands_sep != '\0' ? lc->thousands_sep : "\u202f";
  const char *p = text;
  GString *out;
  size_t n = 0;

  g_return_val_if_fail (text != NULL, NULL);
  if (*p == '-')
    p++;
  while (g_ascii_isdigit (p[n]))
    n++;
  out = g_string_new_len (text, p - text);
  for (size_t i = 0; i < n; i++)
    {
      if (i > 0 && (n - i) % 3 == 0)
        g_string_append (out, sep);
      g_string_append_c (out, p[i]);
    }
  g_string_append (out, p + n);
  return g_string_free (out, FALSE);
}

char *
ds_format_count (gint64 value)
{
  g_autofree char *digits = g_strdup_printf ("%" G_GINT64_FORMAT, value);

  return ds_format_group_digits (digits);
}

char *
ds_format_duration (double seconds)
{
  guint64 total;

  if (!isfinite (seconds) || seconds < 0)
    return g_strdup ("?");
  total = (guint64) llround (seconds);
  if (total < 60)
    /* TRANSLATORS: a duration in seconds, e.g. "15 s" */
    return g_strdup_printf (_("%u s"), (guint) total);
  if (total < 3600)
    {
      guint64 s = total % 60;

      if (s == 0)
        /* TRANSLATORS: a duration in minutes, e.g. "6 min" */
        return g_strdup_printf (_("%u min"), (guint) (total / 60));
      /* TRANSLATORS: a duration, e.g. "1 min 40 s" */
      return g_strdup_printf (_("%u min %u s"), (guint) (total / 60), (guint) s);
    }
  /* TRANSLATORS: a duration, e.g. "2 h 5 min" */
  return g_strdup_printf (_("%u h %u min"), (guint) MIN (total / 3600, G_MAXUINT), (guint) ((total % 3600) / 60));
}

static gboolean
is_control (gunichar c)
{
  return c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0) ||
         c == 0x2028 || c == 0x2029 || (c >= 0x202a && c <= 0x202e) ||
         (c >= 0x2066 && c <= 0x2069);
}

char *
ds_strip_control (const char *text)
{
  GString *out;
  const char *p;

  if (text == NULL)
    return NULL;
  out = g_string_sized_new (strlen (text));
  for (p = text; *p != '\0';)
    {
      gunichar c = g_utf8_get_char_validated (p, -1);

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          g_string_append (out, "\xef\xbf\xbd");
          p++;
          continue;
        }
      if (c == 0x1b && p[1] == '[')
        {
          /* CSI: parameters and intermediates up to a final byte. */
          p += 2;
          while (*p != '\0' && !((guchar) *p >= 0x40 && (guchar) *p <= 0x7e))
            p++;
          if (*p != '\0')
            p++;
          continue;
        }
      if (c == 0x1b && p[1] == ']')
        {
          /* OSC: up to BEL or ST. */
          p += 2;
          while (*p != '\0' && *p != '\a' && !(p[0] == 0x1b && p[1] == '\\'))
            p++;
          if (*p == '\a')
            p++;
          else if (*p != '\0')
            p += 2;
          continue;
        }
      if (c == 0x1b && p[1] != '\0')
        {
          p += 2;
          continue;
        }
      if (!is_control (c))
        g_string_append_unichar (out, c);
      else if (c == '\t' || c == '\n' || c == '\r')
        g_string_append_c (out, ' ');
      p = g_utf8_next_char (p);
    }
  g_strstrip (out->str);
  out->len = strlen (out->str);
  return g_string_free (out, FALSE);
}

char *
ds_escape_terminal (const char *text)
{
  GString *out;
  const char *p;

  if (text == NULL)
    return NULL;

  out = g_string_sized_new (strlen (text));
  p = text;
  while (*p != '\0')
    {
      gunichar c = g_utf8_get_char_validated (p, -1);

      if (c == (gunichar) -1 || c == (gunichar) -2)
        {
          g_string_append (out, "\xef\xbf\xbd");
          p++;
          continue;
        }
      if (c < 0x20 || c == 0x7f || (c >= 0x80 && c < 0xa0) ||
          c == 0x2028 || c == 0x2029 || (c >= 0x202a && c <= 0x202e) ||
          (c >= 0x2066 && c <= 0x2069))
        g_string_append_printf (out, c < 0x100 ? "\\x%02x" : "\\u%04x", c);
      else
        g_string_append_unichar (out, c);
      p = g_utf8_next_char (p);
    }
  return g_string_free (out, FALSE);
}

char *
ds_strdup_device_string (const char *data,
                         gsize       len)
{
  gsize start = 0;
  gsize end = len;

  if (data == NULL)
    return NULL;
  end = strnlen (data, len);
  while (start < end && (g_ascii_isspace (data[start]) || data[start] == '\0'))
    start++;
  while (end > start && (g_ascii_isspace (data[end - 1]) || data[end - 1] == '\0'))
    end--;
  if (end == start)
    return NULL;
  /* Devices may hold any bytes; what leaves here is valid UTF-8 (invalid
   * bytes become U+FFFD), so JSON and GTK never see broken text. */
  return g_utf8_make_valid (data + start, end - start);
}

char *
ds_escape_html (const char *text)
{
  g_autofree char *visible = ds_escape_terminal (text ? text : "");
  GString *out = g_string_sized_new (strlen (visible) + 16);

  for (const char *p = visible; *p != '\0'; p++)
    switch (*p)
      {
      case '&': g_string_append (out, "&amp;"); break;
      case '<': g_string_append (out, "&lt;"); break;
      case '>': g_string_append (out, "&gt;"); break;
      case '"': g_string_append (out, "&quot;"); break;
      case '\'': g_string_append (out, "&#39;"); break;
      default: g_string_append_c (out, *p); break;
      }
  return g_string_free (out, FALSE);
}

char *
ds_escape_markdown (const char *text)
{
  g_autofree char *visible = ds_escape_terminal (text ? text : "");
  GString *out = g_string_sized_new (strlen (visible) + 16);

  for (const char *p = visible; *p != '\0'; p++)
    switch (*p)
      {
      case '&': g_string_append (out, "&amp;"); break;
      case '<': g_string_append (out, "&lt;"); break;
      case '>': g_string_append (out, "&gt;"); break;
      case '\\': case '`': case '*': case '_': case '{': case '}': case '[': case ']':
      case '(': case ')': case '#': case '+': case '-': case '.': case '!': case '|':
      case '~': case '"': case '\'': case ':':
        g_string_append_c (out, '\\');
        g_string_append_c (out, *p);
        break;
      default: g_string_append_c (out, *p); break;
      }
  return g_string_free (out, FALSE);
}

/* Whether a spreadsheet could read TEXT as a formula: it starts, after any
 * spaces and tabs (which spreadsheets skip), with =, +, - or @, or with
 * their full-width forms ＝ ＋ － ＠ (which some read as the plain ones). */
static gboolean
looks_like_formula (const char *text)
{
  gunichar c;

  while (*text == ' ' || *text == '\t')
    text++;
  if (*text == '\0')
    return FALSE;
  if (strchr ("=+-@", *text) != NULL)
    return TRUE;
  c = g_utf8_get_char_validated (text, -1);
  return c == 0xff1d || c == 0xff0b || c == 0xff0d || c == 0xff20;
}

char *
ds_escape_csv (const char *text)
{
  g_autofree char *visible = ds_escape_terminal (text ? text : "");
  GString *out = g_string_sized_new (strlen (visible) + 4);
  gboolean quote = FALSE;

  if (looks_like_formula (text ? text : ""))
    {
      g_string_append_c (out, '\'');
      quote = TRUE;
    }
  for (const char *p = visible; *p != '\0'; p++)
    {
      if (*p == '"')
        g_string_append_c (out, '"');
      if (*p == '"' || *p == ',' || *p == ';')
        quote = TRUE;
      g_string_append_c (out, *p);
    }
  if (quote)
    {
      g_string_prepend_c (out, '"');
      g_string_append_c (out, '"');
    }
  return g_string_free (out, FALSE);
}

double
ds_fill_percent (guint64 used_bytes,
                 guint64 available_bytes)
{
  if (used_bytes + available_bytes == 0)
    return NAN;
  return 100.0 * (double) used_bytes / (double) (used_bytes + available_bytes);
}
