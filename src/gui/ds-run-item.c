/* ds-run-item.c — one history run in the list models of the History page
 *
 * Its properties are what the columns show and sort by.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "ds-format.h"
#include "ds-choices.h"
#include "ds-run-item.h"
#include "ds-suite-text.h"

struct _DsRunItem
{
  GObject       parent_instance;

  DsHistoryRun *run;
  char         *display_name;    /* the sidebar's name of the drive, or NULL */
  /* Made when first asked for: a list of 10 000 runs shows a screenful, so
   * building every string up front was most of the cost of showing it. */
  char         *date;
  char         *drive;
  char         *headline;
  char         *search_text;
  char         *search_folded;   /* made on first search */
  /* Collation keys of the text columns, made on first sort by them. */
  char         *collate_keys[DS_RUN_ITEM_SORT_COMMENT + 1];
  char          id[24];          /* the run id as the CLI takes it */
};

G_DEFINE_FINAL_TYPE (DsRunItem, ds_run_item, G_TYPE_OBJECT)

enum
{
  PROP_0,
  PROP_START_TIME,
  PROP_DATE,
  PROP_DRIVE,
  PROP_KIND,
  PROP_HEADLINE,
  PROP_RESULT_VALUE,
  PROP_PROFILE,
  PROP_LABEL,
  PROP_STATUS,
  PROP_SEARCH_TEXT,
  PROP_ID,
  PROP_COMMENT,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static const char *
kind_title (DsRunKind kind)
{
  switch (kind)
    {
    case DS_RUN_KIND_THERMAL:
      return C_("run kind", "Thermal test");
    case DS_RUN_KIND_IMPORTED_CDM:
      return _("Imported (CrystalDiskMark)");
    case DS_RUN_KIND_IMPORTED_FIO:
      return _("Imported (fio)");
    case DS_RUN_KIND_SUITE:
      /* TRANSLATORS: the kind of a run in the History: a reviewers' suite
       * (block-size sweep, queue-depth scaling, ...) */
      return _("Suite");
    case DS_RUN_KIND_VERIFY:
      /* TRANSLATORS: the kind of a run in the History: the capacity and
       * integrity check (verify), keep it short */
      return C_("run kind", "Capacity check");
    case DS_RUN_KIND_BENCH:
    default:
      /* TRANSLATORS: the kind of a run in the History's Kind column: keep it
       * short (ru "Тест скорости"), the column is sized to it */
      return C_("run kind", "Benchmark");
    }
}

static const char *
status_title (DsRunStatus status)
{
  switch (status)
    {
    case DS_RUN_STATUS_CANCELLED:
      return _("stopped");
    case DS_RUN_STATUS_FAILED:
      return _("failed");
    case DS_RUN_STATUS_COMPLETED:
    default:
      return "";
    }
}

static const char *item_date        (DsRunItem *self);
static const char *item_drive       (DsRunItem *self);
static const char *item_headline    (DsRunItem *self);
static const char *item_search_text (DsRunItem *self);

static void
ds_run_item_get_property (GObject    *object,
                          guint       prop_id,
                          GValue     *value,
                          GParamSpec *pspec)
{
  DsRunItem *self = DS_RUN_ITEM (object);

  switch (prop_id)
    {
    case PROP_START_TIME:
      g_value_set_int64 (value, self->run->start_time);
      break;
    case PROP_DATE:
      g_value_set_string (value, item_date (self));
      break;
    case PROP_DRIVE:
      g_value_set_string (value, item_drive (self));
      break;
    case PROP_KIND:
      g_value_set_string (value, kind_title (self->run->kind));
      break;
    case PROP_HEADLINE:
      g_value_set_string (value, item_headline (self));
      break;
    case PROP_RESULT_VALUE:
      g_value_set_double (value, ds_run_item_get_result_value (self));
      break;
    case PROP_PROFILE:
      /* "Default", in the user's language, not the stored "default". */
      g_value_set_string (value, ds_choice_label_for_nick (DS_TYPE_BENCH_PROFILE, self->run->profile));
      break;
    case PROP_LABEL:
      g_value_set_string (value, self->run->label ? self->run->label : "");
      break;
    case PROP_STATUS:
      g_value_set_string (value, status_title (self->run->status));
      break;
    case PROP_SEARCH_TEXT:
      g_value_set_string (value, item_search_text (self));
      break;
    case PROP_ID:
      g_value_set_string (value, self->id);
      break;
    case PROP_COMMENT:
      g_value_set_string (value, self->run->comment ? self->run->comment : "");
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ds_run_item_finalize (GObject *object)
{
  DsRunItem *self = DS_RUN_ITEM (object);

  g_clear_pointer (&self->run, ds_history_run_free);
  g_free (self->display_name);
  g_free (self->date);
  g_free (self->drive);
  g_free (self->headline);
  g_free (self->search_text);
  g_free (self->search_folded);
  for (guint i = 0; i < G_N_ELEMENTS (self->collate_keys); i++)
    g_free (self->collate_keys[i]);
  G_OBJECT_CLASS (ds_run_item_parent_class)->finalize (object);
}

static void
ds_run_item_class_init (DsRunItemClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->get_property = ds_run_item_get_property;
  object_class->finalize = ds_run_item_finalize;

  properties[PROP_START_TIME] = g_param_spec_int64 ("start-time", NULL, NULL, G_MININT64, G_MAXINT64, 0,
                                                    G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_DATE] = g_param_spec_string ("date", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_DRIVE] = g_param_spec_string ("drive", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_KIND] = g_param_spec_string ("kind", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_HEADLINE] = g_param_spec_string ("headline", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_RESULT_VALUE] = g_param_spec_double ("result-value", NULL, NULL, -G_MAXDOUBLE, G_MAXDOUBLE, 0,
                                                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_PROFILE] = g_param_spec_string ("profile", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_LABEL] = g_param_spec_string ("label", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_STATUS] = g_param_spec_string ("status", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_SEARCH_TEXT] = g_param_spec_string ("search-text", NULL, NULL, NULL,
                                                      G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_ID] = g_param_spec_string ("id", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  properties[PROP_COMMENT] = g_param_spec_string ("comment", NULL, NULL, NULL, G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);
}

static void
ds_run_item_init (DsRunItem *self)
{
}

/* The headline in the user's language, from the stored numbers (a suite's
 * from its steps); the stored English text (what the CLI prints) for runs
 * saved before the numbers could be read back. */
/* Whole MB/s from 100 up, one decimal below: the list is for scanning,
 * the run's own page has every digit. */
static char *
short_mbps (double mbps)
{
  return g_strdup_printf (mbps >= 100 ? "%.0f" : "%.1f", mbps);
}

static char *
build_headline (const DsHistoryRun *run)
{
  if (run->kind == DS_RUN_KIND_SUITE && run->suite != NULL)
    return ds_suite_headline (run->suite);
  if (run->kind == DS_RUN_KIND_THERMAL && isfinite (run->steady_mbps))
    {
      if (isfinite (run->peak_temp_c))
        /* TRANSLATORS: History "Result" of a thermal test: steady write speed, peak temperature */
        return g_strdup_printf (_("steady %.1f MB/s, peak %.0f °C"), run->steady_mbps, run->peak_temp_c);
      /* TRANSLATORS: History "Result" of a thermal test without temperatures */
      return g_strdup_printf (_("steady %.1f MB/s"), run->steady_mbps);
    }
  if (run->headline_spec != NULL)
    {
      gboolean has_read = isfinite (run->headline_read_mbps);
      gboolean has_write = isfinite (run->headline_write_mbps);

      if (has_read && has_write)
        {
          g_autofree char *read = short_mbps (run->headline_read_mbps);
          g_autofree char *write = short_mbps (run->headline_write_mbps);

          /* TRANSLATORS: History's Result of a benchmark, read then write,
           * as the column's title "Result (read / write)" says: "SEQ1M Q8T1
           * 6601 / 5058 MB/s"; kept short, the column is as wide as it */
          return g_strdup_printf (_("%s %s / %s MB/s"), run->headline_spec, read, write);
        }
      if (has_read)
        /* TRANSLATORS: History "Result" of a benchmark: the test and its read speed */
        return g_strdup_printf (_("%s read %.1f MB/s"), run->headline_spec, run->headline_read_mbps);
      if (has_write)
        /* TRANSLATORS: History "Result" of a benchmark: the test and its write speed */
        return g_strdup_printf (_("%s write %.1f MB/s"), run->headline_spec, run->headline_write_mbps);
    }
  return g_strdup (run->headline != NULL ? run->headline : "");
}

static char *
build_drive_title (const DsHistoryRun *run,
                   const char         *display_name)
{
  if (run->drive_label != NULL && *run->drive_label != '\0')
    return g_strdup (run->drive_label);
  if (display_name != NULL && *display_name != '\0')
    return g_strdup (display_name);
  return ds_drive_identity_display_name (&(DsDriveIdentity) {
    .name = run->drive_name, .model = run->drive_model, .serial = run->drive_serial,
  });
}

static const char *
item_date (DsRunItem *self)
{
  if (self->date == NULL)
    {
      g_autoptr(GDateTime) when = g_date_time_new_from_unix_local (self->run->start_time);

      self->date = when ? g_date_time_format (when, "%Y-%m-%d %H:%M") : g_strdup ("");
    }
  return self->date;
}

static const char *
item_drive (DsRunItem *self)
{
  if (self->drive == NULL)
    self->drive = build_drive_title (self->run, self->display_name);
  return self->drive;
}

static const char *
item_headline (DsRunItem *self)
{
  if (self->headline == NULL)
    self->headline = build_headline (self->run);
  return self->headline;
}

static const char *
item_search_text (DsRunItem *self)
{
  const DsHistoryRun *run = self->run;

  if (self->search_text == NULL)
    self->search_text = g_strjoin (" ",
                                   run->label ? run->label : "",
                                   run->comment ? run->comment : "",
                                   item_drive (self),
                                   run->drive_serial ? run->drive_serial : "",
                                   run->profile ? run->profile : "",
                                   ds_choice_label_for_nick (DS_TYPE_BENCH_PROFILE, run->profile),
                                   item_headline (self),
                                   NULL);
  return self->search_text;
}

DsRunItem *
ds_run_item_new (DsHistoryRun *run,
                 const char   *drive_display_name)
{
  DsRunItem *self = g_object_new (DS_TYPE_RUN_ITEM, NULL);

  self->run = run;
  self->display_name = g_strdup (drive_display_name);
  g_snprintf (self->id, sizeof self->id, "%" G_GINT64_FORMAT, run->id);
  return self;
}

void
ds_run_item_set_drive_display_name (DsRunItem  *self,
                                    const char *drive_display_name)
{
  g_autofree char *drive = NULL;

  g_return_if_fail (DS_IS_RUN_ITEM (self));

  if (g_strcmp0 (drive_display_name, self->display_name) == 0)
    return;
  g_free (self->display_name);
  self->display_name = g_strdup (drive_display_name);
  if (self->drive == NULL)
    return;   /* nobody has seen the old one */
  drive = build_drive_title (self->run, drive_display_name);
  if (g_strcmp0 (drive, self->drive) == 0)
    return;
  g_free (self->drive);
  self->drive = g_steal_pointer (&drive);
  g_clear_pointer (&self->collate_keys[DS_RUN_ITEM_SORT_DRIVE], g_free);
  g_clear_pointer (&self->search_text, g_free);
  g_clear_pointer (&self->search_folded, g_free);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_DRIVE]);
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SEARCH_TEXT]);
}

const char *
ds_run_item_get_headline (DsRunItem *self)
{
  g_return_val_if_fail (DS_IS_RUN_ITEM (self), NULL);
  return item_headline (self);
}

const char *
ds_run_item_get_drive (DsRunItem *self)
{
  g_return_val_if_fail (DS_IS_RUN_ITEM (self), NULL);
  return item_drive (self);
}

double
ds_run_item_get_result_value (DsRunItem *self)
{
  const DsHistoryRun *run;

  g_return_val_if_fail (DS_IS_RUN_ITEM (self), 0);

  run = self->run;
  if (run->kind == DS_RUN_KIND_THERMAL)
    return isfinite (run->steady_mbps) ? run->steady_mbps : -1;
  if (isfinite (run->headline_read_mbps))
    return run->headline_read_mbps;
  if (isfinite (run->headline_write_mbps))
    return run->headline_write_mbps;
  return -1;
}

const DsHistoryRun *
ds_run_item_get_run (DsRunItem *self)
{
  g_return_val_if_fail (DS_IS_RUN_ITEM (self), NULL);
  return self->run;
}

gint64
ds_run_item_get_id (DsRunItem *self)
{
  g_return_val_if_fail (DS_IS_RUN_ITEM (self), 0);
  return self->run->id;
}

gboolean
ds_run_item_is_bench (DsRunItem *self)
{
  g_return_val_if_fail (DS_IS_RUN_ITEM (self), FALSE);
  return self->run->kind != DS_RUN_KIND_THERMAL && self->run->kind != DS_RUN_KIND_SUITE &&
         self->run->kind != DS_RUN_KIND_VERIFY;
}

gboolean
ds_run_item_is_suite (DsRunItem *self)
{
  g_return_val_if_fail (DS_IS_RUN_ITEM (self), FALSE);
  return self->run->kind == DS_RUN_KIND_SUITE;
}

static const char *
column_text (DsRunItem     *self,
             DsRunItemSort  column)
{
  switch (column)
    {
    case DS_RUN_ITEM_SORT_DRIVE: return item_drive (self);
    case DS_RUN_ITEM_SORT_KIND: return kind_title (self->run->kind);
    case DS_RUN_ITEM_SORT_PROFILE: return self->run->profile ? self->run->profile : "";
    case DS_RUN_ITEM_SORT_LABEL: return self->run->label ? self->run->label : "";
    case DS_RUN_ITEM_SORT_STATUS: return status_title (self->run->status);
    case DS_RUN_ITEM_SORT_COMMENT: return self->run->comment ? self->run->comment : "";
    case DS_RUN_ITEM_SORT_ID:
    case DS_RUN_ITEM_SORT_DATE:
    case DS_RUN_ITEM_SORT_RESULT:
    default: return "";
    }
}

static const char *
collate_key (DsRunItem     *self,
             DsRunItemSort  column)
{
  if (self->collate_keys[column] == NULL)
    {
      const char *text = column_text (self, column);

      self->collate_keys[column] = g_utf8_collate_key (text ? text : "", -1);
    }
  return self->collate_keys[column];
}

int
ds_run_item_compare (DsRunItem     *a,
                     DsRunItem     *b,
                     DsRunItemSort  column)
{
  switch (column)
    {
    case DS_RUN_ITEM_SORT_DATE:
      return (a->run->start_time > b->run->start_time) - (a->run->start_time < b->run->start_time);
    case DS_RUN_ITEM_SORT_ID:
      return (a->run->id > b->run->id) - (a->run->id < b->run->id);
    case DS_RUN_ITEM_SORT_RESULT:
      {
        double x = ds_run_item_get_result_value (a), y = ds_run_item_get_result_value (b);

        return (x > y) - (x < y);
      }
    case DS_RUN_ITEM_SORT_DRIVE:
    case DS_RUN_ITEM_SORT_KIND:
    case DS_RUN_ITEM_SORT_PROFILE:
    case DS_RUN_ITEM_SORT_LABEL:
    case DS_RUN_ITEM_SORT_STATUS:
    case DS_RUN_ITEM_SORT_COMMENT:
    default:
      return strcmp (collate_key (a, column), collate_key (b, column));
    }
}

char *
ds_run_item_fold_search (const char *text)
{
  g_autofree char *normal = NULL;
  gboolean ascii = TRUE;

  if (text == NULL)
    return g_strdup ("");
  /* Plain ASCII normalises to itself and folds to lower case: the common
   * case, ~30 times quicker than the Unicode path over 10 000 runs. */
  for (const char *p = text; *p != '\0' && ascii; p++)
    ascii = (guchar) *p < 0x80;
  if (ascii)
    return g_ascii_strdown (text, -1);
  normal = g_utf8_normalize (text, -1, G_NORMALIZE_ALL);

  return normal != NULL ? g_utf8_casefold (normal, -1) : g_strdup ("");
}

gboolean
ds_run_item_matches (DsRunItem  *self,
                     const char *folded)
{
  g_return_val_if_fail (DS_IS_RUN_ITEM (self), FALSE);

  if (folded == NULL || *folded == '\0')
    return TRUE;
  ds_run_item_prepare_search (self);
  return strstr (self->search_folded, folded) != NULL;
}

void
ds_run_item_prepare_search (DsRunItem *self)
{
  g_return_if_fail (DS_IS_RUN_ITEM (self));

  if (self->search_folded == NULL)
    self->search_folded = ds_run_item_fold_search (item_search_text (self));
}
