/* ds-datasheet.c — parsing a data sheet, and its verdicts on a run
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "ds-bench-result.h"
#include "ds-datasheet.h"
#include "ds-error.h"
#include "ds-json.h"

typedef enum
{
  KIND_MBPS,
  KIND_IOPS,
  KIND_LATENCY,
} FigureKind;

static const struct
{
  const char *name;
  const char *json;
  FigureKind  kind;
  gboolean    sequential;
  gboolean    write;
} figures[DS_DATASHEET_N_FIGURES] = {
  { "seq-read", "seq_read_mbps", KIND_MBPS, TRUE, FALSE },
  { "seq-write", "seq_write_mbps", KIND_MBPS, TRUE, TRUE },
  { "rnd4k-read", "rnd4k_read_iops", KIND_IOPS, FALSE, FALSE },
  { "rnd4k-write", "rnd4k_write_iops", KIND_IOPS, FALSE, TRUE },
  { "read-latency", "read_latency_us", KIND_LATENCY, FALSE, FALSE },
  { "write-latency", "write_latency_us", KIND_LATENCY, FALSE, TRUE },
};

void
ds_datasheet_init (DsDatasheet *sheet)
{
  for (guint i = 0; i < DS_DATASHEET_N_FIGURES; i++)
    sheet->rated[i] = NAN;
}

gboolean
ds_datasheet_is_empty (const DsDatasheet *sheet)
{
  for (guint i = 0; i < DS_DATASHEET_N_FIGURES; i++)
    if (isfinite (sheet->rated[i]))
      return FALSE;
  return TRUE;
}

const char *
ds_datasheet_figure_name (DsDatasheetFigure figure)
{
  g_return_val_if_fail (figure < DS_DATASHEET_N_FIGURES, NULL);
  return figures[figure].name;
}

const char *
ds_datasheet_figure_unit (DsDatasheetFigure figure)
{
  g_return_val_if_fail (figure < DS_DATASHEET_N_FIGURES, NULL);
  switch (figures[figure].kind)
    {
    case KIND_MBPS: return "MB/s";
    case KIND_IOPS: return "IOPS";
    case KIND_LATENCY:
    default: return "µs";
    }
}

/* The multiplier of UNIT (as typed, case-insensitive) for a figure of KIND
 * into its own unit; 0 when the unit does not fit the figure. */
static double
unit_factor (FigureKind  kind,
             const char *unit)
{
  static const struct { FigureKind kind; const char *unit; double factor; } units[] = {
    { KIND_MBPS, "", 1 }, { KIND_MBPS, "mb/s", 1 }, { KIND_MBPS, "mbps", 1 }, { KIND_MBPS, "gb/s", 1000 },
    { KIND_MBPS, "gbps", 1000 },
    { KIND_IOPS, "", 1 }, { KIND_IOPS, "iops", 1 }, { KIND_IOPS, "k", 1e3 }, { KIND_IOPS, "kiops", 1e3 },
    { KIND_IOPS, "m", 1e6 }, { KIND_IOPS, "miops", 1e6 },
    { KIND_LATENCY, "", 1 }, { KIND_LATENCY, "us", 1 }, { KIND_LATENCY, "µs", 1 }, { KIND_LATENCY, "ms", 1000 },
  };
  g_autofree char *lower = g_utf8_strdown (unit, -1);

  for (guint i = 0; i < G_N_ELEMENTS (units); i++)
    if (units[i].kind == kind && g_str_equal (units[i].unit, lower))
      return units[i].factor;
  return 0;
}

gboolean
ds_datasheet_parse (const char   *text,
                    DsDatasheet  *sheet,
                    GError      **error)
{
  g_auto(GStrv) parts = NULL;
  DsDatasheet parsed = *sheet;
  gboolean seen[DS_DATASHEET_N_FIGURES] = { FALSE };
  guint n = 0;

  if (text != NULL)
    parts = g_strsplit (text, ",", -1);
  for (guint p = 0; parts != NULL && parts[p] != NULL; p++)
    {
      g_autofree char *part = g_strstrip (g_strdup (parts[p]));
      const char *eq = strchr (part, '=');
      g_autofree char *name = NULL;
      const char *value;
      char *end = NULL;
      double number, factor;
      int figure = -1;

      if (*part == '\0')
        continue;
      if (eq == NULL)
        {
          g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                       _("“%s” is not FIGURE=VALUE: write for example seq-read=3100MB/s."), part);
          return FALSE;
        }
      name = g_strstrip (g_strndup (part, eq - part));
      value = eq + 1;
      while (g_ascii_isspace (*value))
        value++;
      for (guint i = 0; i < DS_DATASHEET_N_FIGURES; i++)
        if (g_ascii_strcasecmp (name, figures[i].name) == 0)
          figure = (int) i;
      if (figure < 0)
        {
          g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                       _("Unknown data sheet figure “%s”: use seq-read, seq-write, rnd4k-read, rnd4k-write, "
                         "read-latency or write-latency."), name);
          return FALSE;
        }
      if (seen[figure])
        {
          g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                       _("%s is given twice: name each figure once."), figures[figure].name);
          return FALSE;
        }
      seen[figure] = TRUE;
      number = g_ascii_strtod (value, &end);
      if (end == value || !isfinite (number))
        {
          g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                       _("%s=“%s” does not start with a number."), figures[figure].name, value);
          return FALSE;
        }
      while (g_ascii_isspace (*end))
        end++;
      factor = unit_factor (figures[figure].kind, end);
      if (factor == 0)
        {
          g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                       _("%s=%s: “%s” is not a unit of this figure (use %s)."), figures[figure].name, value, end,
                       figures[figure].kind == KIND_MBPS ? "MB/s, GB/s"
                       : figures[figure].kind == KIND_IOPS ? "IOPS, kIOPS, MIOPS" : "us, ms");
          return FALSE;
        }
      number *= factor;
      if (!(number > 0) || number > 1e9)
        {
          g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                       _("%s=%s is out of range: a figure is above zero."), figures[figure].name, value);
          return FALSE;
        }
      parsed.rated[figure] = number;
      n++;
    }
  if (n == 0)
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                           _("The data sheet names no figure: write for example "
                             "seq-read=3100MB/s,seq-write=1330MB/s,rnd4k-read=400kIOPS."));
      return FALSE;
    }
  *sheet = parsed;
  return TRUE;
}

static char *
number_text (double v,
             const char *format)
{
  char buf[G_ASCII_DTOSTR_BUF_SIZE];

  return g_strdup (g_ascii_formatd (buf, sizeof buf, format, v));
}

char *
ds_datasheet_to_string (const DsDatasheet *sheet)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < DS_DATASHEET_N_FIGURES; i++)
    {
      g_autofree char *num = NULL;
      const char *unit;

      if (!isfinite (sheet->rated[i]))
        continue;
      num = number_text (sheet->rated[i], "%.15g");
      unit = figures[i].kind == KIND_MBPS ? "MB/s" : figures[i].kind == KIND_IOPS ? "IOPS" : "us";
      g_string_append_printf (s, "%s%s=%s%s", s->len > 0 ? "," : "", figures[i].name, num, unit);
    }
  return g_string_free (s, FALSE);
}

JsonObject *
ds_datasheet_to_json (const DsDatasheet *sheet)
{
  JsonObject *obj = json_object_new ();

  for (guint i = 0; i < DS_DATASHEET_N_FIGURES; i++)
    if (isfinite (sheet->rated[i]))
      json_object_set_double_member (obj, figures[i].json, sheet->rated[i]);
  return obj;
}

void
ds_datasheet_from_json (JsonObject  *object,
                        DsDatasheet *sheet)
{
  ds_datasheet_init (sheet);
  for (guint i = 0; object != NULL && i < DS_DATASHEET_N_FIGURES; i++)
    {
      double v = ds_json_get_double (object, figures[i].json, NAN);

      if (isfinite (v) && v > 0 && v <= 1e9)
        sheet->rated[i] = v;
    }
}

/* The measured value of FIGURE in RUN's tests that match its conditions:
 * the best throughput or IOPS, the lowest QD1 latency; NAN when none
 * matches. *test_out: the matching test's spec (borrowed). */
static double
measured (JsonObject        *run,
          DsDatasheetFigure  figure,
          const char       **test_out)
{
  JsonArray *tests = ds_json_get_array (run, "tests");
  double best = NAN;

  *test_out = NULL;
  for (guint t = 0; tests != NULL && t < json_array_get_length (tests); t++)
    {
      JsonObject *test = json_array_get_object_element (tests, t);
      const char *spec_text = ds_json_get_string (test, "spec");
      const char *mode = ds_json_get_string (test, "mode");
      DsBenchSpec spec;
      guint depth;
      double v;

      if (spec_text == NULL || !ds_bench_spec_parse (spec_text, &spec, NULL) ||
          g_strcmp0 (mode, figures[figure].write ? "write" : "read") != 0 ||
          ds_json_get_bool (test, "cached", FALSE) || ds_json_get_bool (test, "incomplete", FALSE))
        continue;
      depth = spec.queue_depth * spec.threads;
      switch (figures[figure].kind)
        {
        case KIND_MBPS:
          if (spec.pattern != DS_IO_PATTERN_SEQ || spec.block_size < 128 * 1024 || depth < 8)
            continue;
          v = ds_json_get_double (test, "mbps", NAN);
          break;
        case KIND_IOPS:
          if (spec.pattern != DS_IO_PATTERN_RND || spec.block_size != 4096 || depth < 32)
            continue;
          v = ds_json_get_double (test, "iops", NAN);
          break;
        case KIND_LATENCY:
        default:
          if (spec.pattern != DS_IO_PATTERN_RND || spec.block_size != 4096 || depth != 1)
            continue;
          v = ds_json_get_double (ds_json_get_object (test, "lat_us"), "mean", NAN);
          break;
        }
      if (!isfinite (v) || v <= 0)
        continue;
      if (isnan (best) || (figures[figure].kind == KIND_LATENCY ? v < best : v > best))
        {
          best = v;
          *test_out = spec_text;
        }
    }
  return best;
}

static char *
value_with_unit (DsDatasheetFigure figure,
                 double            v)
{
  g_autofree char *num = number_text (v, figures[figure].kind == KIND_LATENCY && v < 100 ? "%.1f" : "%.0f");

  return g_strdup_printf ("%s %s", num, ds_datasheet_figure_unit (figure));
}

JsonArray *
ds_datasheet_check (const DsDatasheet *sheet,
                    JsonObject        *run)
{
  JsonArray *out = json_array_new ();
  const char *kind = ds_json_get_string (run, "kind");

  if (g_strcmp0 (kind, "thermal") == 0 || g_strcmp0 (kind, "suite") == 0 || g_strcmp0 (kind, "verify") == 0)
    return out;
  for (guint f = 0; f < DS_DATASHEET_N_FIGURES; f++)
    {
      const char *test = NULL;
      double rated = sheet->rated[f];
      double got = isfinite (rated) ? measured (run, f, &test) : NAN;
      double percent;
      gboolean latency = figures[f].kind == KIND_LATENCY;
      gboolean confirmed;
      g_autofree char *value = NULL;
      g_autofree char *pct = NULL;
      g_autofree char *text = NULL;
      JsonObject *v;

      if (!isfinite (got))
        continue;
      percent = got / rated * 100.0;
      confirmed = latency ? percent <= 200.0 - DS_DATASHEET_CONFIRM_PERCENT
                          : percent >= DS_DATASHEET_CONFIRM_PERCENT;
      value = value_with_unit (f, got);
      if (confirmed)
        {
          pct = number_text (percent, "%.0f");
          /* TRANSLATORS: a data sheet figure the run reached: "confirmed (3164 MB/s, 102 %)" */
          text = g_strdup_printf (_("confirmed (%s, %s %%)"), value, pct);
        }
      else if (latency)
        {
          pct = number_text (percent - 100.0, "%.0f");
          /* TRANSLATORS: a latency above the data sheet's: "over by 18 % (354 µs)" */
          text = g_strdup_printf (_("over by %s %% (%s)"), pct, value);
        }
      else
        {
          pct = number_text (100.0 - percent, "%.0f");
          /* TRANSLATORS: a data sheet figure the run did not reach: "short by 18 % (2542 MB/s)" */
          text = g_strdup_printf (_("short by %s %% (%s)"), pct, value);
        }
      v = json_object_new ();
      json_object_set_string_member (v, "figure", figures[f].name);
      json_object_set_string_member (v, "unit", ds_datasheet_figure_unit (f));
      json_object_set_double_member (v, "rated", rated);
      json_object_set_double_member (v, "measured", got);
      json_object_set_double_member (v, "percent", percent);
      json_object_set_boolean_member (v, "confirmed", confirmed);
      json_object_set_string_member (v, "test", test);
      json_object_set_string_member (v, "text", text);
      json_array_add_object_element (out, v);
    }
  return out;
}

char *
ds_datasheet_verdicts_text (JsonArray *verdicts)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; verdicts != NULL && i < json_array_get_length (verdicts); i++)
    {
      JsonObject *v = json_array_get_object_element (verdicts, i);
      double r = ds_json_get_double (v, "rated", NAN);
      gboolean iops = g_strcmp0 (ds_json_get_string (v, "unit"), "IOPS") == 0 && r >= 10000;
      g_autofree char *num = number_text (iops ? r / 1000 : r, "%.0f");
      g_autofree char *rated = iops ? g_strconcat (num, "k", NULL) : g_strdup (num);

      g_string_append_printf (s, "%s %s %s: %s\n", ds_json_get_string (v, "figure"), rated,
                              ds_json_get_string (v, "unit"), ds_json_get_string (v, "text"));
    }
  return g_string_free (s, FALSE);
}
