/* ds-trend-view.c — one drive over time: a test across benchmark runs,
 * data written and life used, any attribute or counter's raw value across
 * the health snapshots (the chart `export --chart trend --field` draws),
 * and the endurance projection
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "ds-endurance.h"
#include "ds-format.h"
#include "ds-report.h"
#include "ds-trend-view.h"
#include "ds-application.h"

typedef struct
{
  DsBenchSpec spec;
  DsIoMode mode;
} TestKey;

struct _DsTrendView
{
  AdwBin           parent_instance;

  JsonObject      *drive;     /* conditions.drive-style, NULL none */
  DsHistoryTrends *trends;
  GArray          *keys;          /* TestKey, the dropdown's entries */
  DsHistory       *history;       /* the application's */
  GCancellable    *cancellable;
  guint            n_loads;
  gboolean         filling;

  GtkStack        *state_stack;
  AdwStatusPage   *error_page;
  GtkWidget       *bench_empty_label;
  GtkDropDown     *test_dropdown;
  DsChartWidget   *bench_chart;
  GtkWidget       *health_box;
  DsChartWidget   *health_chart;
  AdwActionRow    *projection_row;
  GtkSpinButton   *tbw_spin;
  GtkSpinButton   *warranty_spin;
  GtkWidget       *values_box;
  GtkDropDown     *value_dropdown;
  DsChartWidget   *value_chart;

  GPtrArray       *values;           /* DsReportHealthValue*, the value dropdown's entries */
  GCancellable    *values_cancellable;
  guint            n_value_loads;
  guint            n_value_points;
};

G_DEFINE_FINAL_TYPE (DsTrendView, ds_trend_view, ADW_TYPE_BIN)

static void
show_bench_trend (DsTrendView *self)
{
  guint i = gtk_drop_down_get_selected (self->test_dropdown);
  const TestKey *key;
  g_autofree char *spec = NULL;
  g_autofree char *description = NULL;

  if (self->trends == NULL || i >= self->keys->len)
    {
      ds_chart_widget_set_chart (self->bench_chart, NULL, NULL);
      return;
    }
  key = &g_array_index (self->keys, TestKey, i);
  spec = ds_bench_spec_to_string (&key->spec);
  /* TRANSLATORS: "SEQ1M Q8T1 read across 5 runs" */
  description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s %s in %u run", "%s %s across %u runs",
                                              self->trends->results->len),
                                 spec, ds_io_mode_to_string (key->mode), self->trends->results->len);
  ds_chart_widget_set_chart (self->bench_chart,
                             ds_chart_new_trend_from_results (self->trends->results, &key->spec, key->mode,
                                                              DS_CHART_UNITS_MBPS),
                             description);
}

static void
fill_tests (DsTrendView *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);

  g_array_set_size (self->keys, 0);
  for (guint r = 0; r < self->trends->results->len; r++)
    {
      const DsBenchResult *result = g_ptr_array_index (self->trends->results, r);

      for (guint t = 0; t < result->tests->len; t++)
        {
          const DsBenchTestResult *test = g_ptr_array_index (result->tests, t);
          TestKey key = { test->spec, test->mode };
          gboolean seen = FALSE;

          for (guint k = 0; k < self->keys->len && !seen; k++)
            {
              const TestKey *other = &g_array_index (self->keys, TestKey, k);

              seen = other->mode == key.mode && other->spec.pattern == key.spec.pattern &&
                     other->spec.block_size == key.spec.block_size &&
                     other->spec.queue_depth == key.spec.queue_depth &&
                     other->spec.threads == key.spec.threads;
            }
          if (!seen)
            {
              g_autofree char *spec = ds_bench_spec_to_string (&key.spec);
              g_autofree char *name = g_strdup_printf ("%s %s", spec, ds_io_mode_to_string (key.mode));

              g_array_append_val (self->keys, key);
              gtk_string_list_append (names, name);
            }
        }
    }
  self->filling = TRUE;
  gtk_drop_down_set_model (self->test_dropdown, G_LIST_MODEL (names));
  gtk_drop_down_set_selected (self->test_dropdown, 0);
  self->filling = FALSE;
  gtk_widget_set_sensitive (GTK_WIDGET (self->test_dropdown), self->keys->len > 0);
  /* No benchmark: say so, instead of an empty chart. */
  gtk_widget_set_visible (GTK_WIDGET (self->test_dropdown), self->keys->len > 0);
  gtk_widget_set_visible (GTK_WIDGET (self->bench_chart), self->keys->len > 0);
  gtk_widget_set_visible (self->bench_empty_label, self->keys->len == 0);
  show_bench_trend (self);
}

static void
fill_health (DsTrendView *self)
{
  DsChart *chart = ds_chart_new_health_trend (self->trends->snapshots);

  gtk_widget_set_visible (self->health_box, chart != NULL);
  if (chart == NULL)
    return;
  ds_chart_widget_set_chart (self->health_chart, chart, _("Data written and life used across health snapshots"));
}

static void
on_values_loaded (GObject      *object,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(DsTrendView) self = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) values = ds_history_list_snapshot_values_finish (DS_HISTORY (object), result, &error);
  guint i = gtk_drop_down_get_selected (self->value_dropdown);
  const DsReportHealthValue *v;
  g_autofree char *description = NULL;

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self->n_value_loads++;
  self->n_value_points = values != NULL ? values->len : 0;
  if (values == NULL || i >= self->values->len)
    {
      ds_chart_widget_set_chart (self->value_chart, NULL, NULL);
      ds_chart_widget_set_placeholder (self->value_chart, error != NULL ? error->message : NULL);
      return;
    }
  v = g_ptr_array_index (self->values, i);
  /* TRANSLATORS: "Media errors in 3 health snapshots" */
  description = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s in %u health snapshot", "%s in %u health snapshots",
                                              values->len),
                                 v->label, values->len);
  ds_chart_widget_set_chart (self->value_chart, ds_chart_new_health_value_trend (values, v->label, v->axis), description);
}

/* The raw-value history of the value chosen, read in the history's worker. */
static void
show_value_trend (DsTrendView *self)
{
  guint i = gtk_drop_down_get_selected (self->value_dropdown);
  const DsReportHealthValue *v;

  g_cancellable_cancel (self->values_cancellable);
  g_clear_object (&self->values_cancellable);
  if (self->trends == NULL || self->trends->drive == NULL || i >= self->values->len)
    {
      ds_chart_widget_set_chart (self->value_chart, NULL, NULL);
      return;
    }
  v = g_ptr_array_index (self->values, i);
  self->values_cancellable = g_cancellable_new ();
  ds_history_list_snapshot_values_async (self->history, self->trends->drive->id, v->field, self->values_cancellable,
                                         on_values_loaded, g_object_ref (self));
}

/* The values the newest snapshot has, the one chosen before kept. */
static void
fill_values (DsTrendView *self)
{
  g_autoptr(GtkStringList) names = gtk_string_list_new (NULL);
  guint selected = gtk_drop_down_get_selected (self->value_dropdown);
  g_autofree char *previous = self->values != NULL && selected < self->values->len
    ? g_strdup (((DsReportHealthValue *) g_ptr_array_index (self->values, selected))->field) : NULL;
  guint choose = 0;

  g_clear_pointer (&self->values, g_ptr_array_unref);
  self->values = ds_report_health_values (self->trends->latest_health);
  for (guint i = 0; i < self->values->len; i++)
    {
      const DsReportHealthValue *v = g_ptr_array_index (self->values, i);

      gtk_string_list_append (names, v->label);
      if (g_strcmp0 (v->field, previous) == 0)
        choose = i;
    }
  self->filling = TRUE;
  gtk_drop_down_set_model (self->value_dropdown, G_LIST_MODEL (names));
  gtk_drop_down_set_selected (self->value_dropdown, choose);
  self->filling = FALSE;
  gtk_widget_set_visible (self->values_box, self->values->len > 0);
  show_value_trend (self);
}

static char *
format_date (gint64 when)
{
  g_autoptr(GDateTime) date = g_date_time_new_from_unix_local (when);

  return date ? g_date_time_format (date, "%Y-%m-%d") : g_strdup ("?");
}

static void
fill_projection (DsTrendView *self)
{
  const DsHistoryDrive *drive = self->trends->drive;
  g_autoptr(GArray) samples = g_array_new (FALSE, FALSE, sizeof (DsEnduranceSample));
  g_autoptr(GError) error = NULL;
  g_autoptr(GString) text = g_string_new (NULL);
  DsEndurance e;

  for (guint i = 0; i < self->trends->snapshots->len; i++)
    {
      const DsHistorySnapshot *s = g_ptr_array_index (self->trends->snapshots, i);
      DsEnduranceSample sample = { s->taken_at, s->bytes_written, s->percentage_used };

      g_array_append_val (samples, sample);
    }
  /* Too few snapshots: what to do, not "there are 0 over 0.0 days". */
  if (samples->len < 2)
    {
      adw_action_row_set_subtitle (self->projection_row,
                                   samples->len == 0
                                   ? _("No health snapshots of this drive yet. A projection needs two, at least a day apart: read its health now and again tomorrow.")
                                   : _("One health snapshot so far. A projection needs a second one at least a day later: read the drive’s health again tomorrow."));
      return;
    }
  if (!ds_endurance_project ((DsEnduranceSample *) samples->data, samples->len,
                             drive->capacity_bytes, drive->rated_tbw_tb, &e, &error))
    {
      adw_action_row_set_subtitle (self->projection_row, error->message);
      return;
    }
  if (!isnan (e.gb_per_day))
    /* TRANSLATORS: "Writes 12.3 GB a day" */
    g_string_append_printf (text, _("Writes %.1f GB a day"), e.gb_per_day);
  if (!isnan (e.dwpd))
    g_string_append_printf (text, _(" (%.3f drive writes per day)"), e.dwpd);
  if (text->len > 0)
    g_string_append (text, ". ");
  if (e.tbw_date != 0)
    {
      g_autofree char *date = format_date (e.tbw_date);

      g_string_append_printf (text, _("The rated %.0f TBW lasts until about %s. "), drive->rated_tbw_tb, date);
    }
  else if (isinf (e.tbw_days))
    g_string_append (text, _("At this pace the rated TBW is never reached. "));
  if (e.pct_date != 0)
    {
      g_autofree char *date = format_date (e.pct_date);

      g_string_append_printf (text, _("By the drive’s own wear count, 100 %% is reached about %s."), date);
    }
  if (text->len == 0)
    g_string_append (text, _("The snapshots do not say enough to project the drive’s life."));
  g_strchomp (text->str);
  adw_action_row_set_subtitle (self->projection_row, text->str);
}

static void
on_loaded (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  g_autoptr(DsTrendView) self = user_data;
  g_autoptr(GError) error = NULL;
  DsHistoryTrends *trends = ds_history_load_trends_finish (DS_HISTORY (object), result, &error);

  if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    return;
  self->n_loads++;
  g_clear_pointer (&self->trends, ds_history_trends_free);
  self->trends = trends;
  if (trends == NULL)
    {
      /* Not "no history yet": what went wrong, and the runs are still
       * there in the History. */
      adw_status_page_set_description (self->error_page, error->message);
      gtk_stack_set_visible_child_name (self->state_stack, "error");
      adw_action_row_set_subtitle (self->projection_row, "");
      return;
    }
  if (trends->drive == NULL)
    {
      gtk_stack_set_visible_child_name (self->state_stack, "empty");
      adw_action_row_set_subtitle (self->projection_row, "");
      return;
    }
  self->filling = TRUE;
  gtk_spin_button_set_value (self->tbw_spin, isnan (trends->drive->rated_tbw_tb) ? 0 : trends->drive->rated_tbw_tb);
  gtk_spin_button_set_value (self->warranty_spin, MAX (trends->drive->warranty_years, 0));
  self->filling = FALSE;
  fill_tests (self);
  fill_health (self);
  fill_values (self);
  fill_projection (self);
  gtk_stack_set_visible_child_name (self->state_stack, "trends");
}

void
ds_trend_view_load (DsTrendView *self,
                    JsonObject  *drive)
{
  g_return_if_fail (DS_IS_TREND_VIEW (self));

  if (drive != NULL)
    json_object_ref (drive);
  g_clear_pointer (&self->drive, json_object_unref);
  self->drive = drive;
  if (drive == NULL)
    {
      gtk_stack_set_visible_child_name (self->state_stack, "empty");
      return;
    }
  g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  self->cancellable = g_cancellable_new ();
  ds_history_load_trends_async (self->history, drive, self->cancellable, on_loaded, g_object_ref (self));
}

static void
on_ratings_saved (GObject      *object,
                  GAsyncResult *result,
                  gpointer      user_data)
{
  g_autoptr(DsTrendView) self = user_data;
  g_autoptr(GError) error = NULL;

  if (!ds_history_set_ratings_finish (DS_HISTORY (object), result, &error))
    {
      gtk_widget_activate_action (GTK_WIDGET (self), "win.toast", "s", error->message);
      return;
    }
  ds_trend_view_load (self, self->drive);
}

static void
trends_save_ratings (GtkWidget  *widget,
                     const char *action_name,
                     GVariant   *parameter)
{
  DsTrendView *self = DS_TREND_VIEW (widget);
  double tbw = gtk_spin_button_get_value (self->tbw_spin);

  if (self->trends == NULL || self->trends->drive == NULL)
    return;
  ds_history_set_ratings_async (self->history, self->trends->drive->id, tbw > 0 ? tbw : NAN,
                                gtk_spin_button_get_value_as_int (self->warranty_spin),
                                self->cancellable, on_ratings_saved, g_object_ref (self));
}

static void
on_test_changed (DsTrendView *self)
{
  if (!self->filling)
    show_bench_trend (self);
}

static void
on_value_changed (DsTrendView *self)
{
  if (!self->filling)
    show_value_trend (self);
}

gboolean
ds_trend_view_select_value (DsTrendView *self,
                            const char  *field)
{
  g_return_val_if_fail (DS_IS_TREND_VIEW (self), FALSE);

  for (guint i = 0; self->values != NULL && i < self->values->len; i++)
    if (g_strcmp0 (((DsReportHealthValue *) g_ptr_array_index (self->values, i))->field, field) == 0)
      {
        if (gtk_drop_down_get_selected (self->value_dropdown) == i)
          show_value_trend (self);
        else
          gtk_drop_down_set_selected (self->value_dropdown, i);
        return TRUE;
      }
  return FALSE;
}

guint
ds_trend_view_get_n_values (DsTrendView *self)
{
  g_return_val_if_fail (DS_IS_TREND_VIEW (self), 0);
  return self->values != NULL ? self->values->len : 0;
}

guint
ds_trend_view_get_n_value_loads (DsTrendView *self)
{
  g_return_val_if_fail (DS_IS_TREND_VIEW (self), 0);
  return self->n_value_loads;
}

guint
ds_trend_view_get_n_value_points (DsTrendView *self)
{
  g_return_val_if_fail (DS_IS_TREND_VIEW (self), 0);
  return self->n_value_points;
}

DsChartWidget *
ds_trend_view_get_value_chart (DsTrendView *self)
{
  g_return_val_if_fail (DS_IS_TREND_VIEW (self), NULL);
  return self->value_chart;
}

guint
ds_trend_view_get_n_loads (DsTrendView *self)
{
  g_return_val_if_fail (DS_IS_TREND_VIEW (self), 0);
  return self->n_loads;
}

const char *
ds_trend_view_get_state (DsTrendView *self)
{
  g_return_val_if_fail (DS_IS_TREND_VIEW (self), NULL);
  return gtk_stack_get_visible_child_name (self->state_stack);
}

const char *
ds_trend_view_get_error (DsTrendView *self)
{
  g_return_val_if_fail (DS_IS_TREND_VIEW (self), NULL);
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->state_stack), "error") != 0)
    return NULL;
  return adw_status_page_get_description (self->error_page);
}

guint
ds_trend_view_get_n_tests (DsTrendView *self)
{
  g_return_val_if_fail (DS_IS_TREND_VIEW (self), 0);
  return self->keys->len;
}

gboolean
ds_trend_view_shows_bench_chart (DsTrendView *self)
{
  g_return_val_if_fail (DS_IS_TREND_VIEW (self), FALSE);
  return gtk_widget_get_visible (GTK_WIDGET (self->bench_chart));
}

const char *
ds_trend_view_get_projection (DsTrendView *self)
{
  const char *text;

  g_return_val_if_fail (DS_IS_TREND_VIEW (self), NULL);
  text = adw_action_row_get_subtitle (self->projection_row);
  return text ? text : "";
}

static void
ds_trend_view_dispose (GObject *object)
{
  DsTrendView *self = DS_TREND_VIEW (object);

  g_cancellable_cancel (self->cancellable);
  g_cancellable_cancel (self->values_cancellable);
  G_OBJECT_CLASS (ds_trend_view_parent_class)->dispose (object);
}

static void
ds_trend_view_finalize (GObject *object)
{
  DsTrendView *self = DS_TREND_VIEW (object);

  g_clear_object (&self->cancellable);
  g_clear_object (&self->values_cancellable);
  g_clear_pointer (&self->values, g_ptr_array_unref);
  g_clear_object (&self->history);
  g_clear_pointer (&self->trends, ds_history_trends_free);
  g_clear_pointer (&self->keys, g_array_unref);
  g_clear_pointer (&self->drive, json_object_unref);
  G_OBJECT_CLASS (ds_trend_view_parent_class)->finalize (object);
}

static void
ds_trend_view_class_init (DsTrendViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ds_trend_view_dispose;
  object_class->finalize = ds_trend_view_finalize;

  g_type_ensure (DS_TYPE_CHART_WIDGET);
  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/drivescope/Drivescope/ds-trend-view.ui");
  gtk_widget_class_bind_template_child (widget_class, DsTrendView, state_stack);
  gtk_widget_class_bind_template_child (widget_class, DsTrendView, error_page);
  gtk_widget_class_bind_template_child (widget_class, DsTrendView, bench_empty_label);
  gtk_widget_class_bind_template_child (widget_class, DsTrendView, test_dropdown);
  gtk_widget_class_bind_template_child (widget_class, DsTrendView, bench_chart);
  gtk_widget_class_bind_template_child (widget_class, DsTrendView, health_box);
  gtk_widget_class_bind_template_child (widget_class, DsTrendView, health_chart);
  gtk_widget_class_bind_template_child (widget_class, DsTrendView, projection_row);
  gtk_widget_class_bind_template_child (widget_class, DsTrendView, tbw_spin);
  gtk_widget_class_bind_template_child (widget_class, DsTrendView, warranty_spin);
  gtk_widget_class_bind_template_child (widget_class, DsTrendView, values_box);
  gtk_widget_class_bind_template_child (widget_class, DsTrendView, value_dropdown);
  gtk_widget_class_bind_template_child (widget_class, DsTrendView, value_chart);
  gtk_widget_class_install_action (widget_class, "trends.save-ratings", NULL, trends_save_ratings);
}

static void
ds_trend_view_init (DsTrendView *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  /* Its subtitle carries error messages: plain text, not markup. */
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self->projection_row), FALSE);
  self->keys = g_array_new (FALSE, FALSE, sizeof (TestKey));
  self->history = g_object_ref (ds_application_get_default_history ());
  self->cancellable = g_cancellable_new ();
  g_signal_connect_swapped (self->test_dropdown, "notify::selected", G_CALLBACK (on_test_changed), self);
  g_signal_connect_swapped (self->value_dropdown, "notify::selected", G_CALLBACK (on_value_changed), self);
}

GtkWidget *
ds_trend_view_new (void)
{
  return g_object_new (DS_TYPE_TREND_VIEW, NULL);
}
