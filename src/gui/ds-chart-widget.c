/* ds-chart-widget.c — a Drivescope chart on screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>

#include "ds-chart-widget.h"

struct _DsChartWidget
{
  GtkWidget  parent_instance;

  DsChart   *chart;
  char      *placeholder;
  guint      n_draws;
};

G_DEFINE_FINAL_TYPE (DsChartWidget, ds_chart_widget, GTK_TYPE_WIDGET)

static void
ds_chart_widget_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  DsChartWidget *self = DS_CHART_WIDGET (widget);
  int width = gtk_widget_get_width (widget);
  int height = gtk_widget_get_height (widget);
  gboolean dark = adw_style_manager_get_dark (adw_style_manager_get_default ());
  DsChartStyle style;
  cairo_t *cr;

  if (width <= 0 || height <= 0)
    return;
  if (self->chart == NULL)
    {
      /* What will be here, rather than an empty box. */
      PangoLayout *layout;
      GdkRGBA color;
      int tw, th;

      if (self->placeholder == NULL)
        return;
      layout = gtk_widget_create_pango_layout (widget, self->placeholder);
      pango_layout_set_width (layout, MAX (1, width - 48) * PANGO_SCALE);
      pango_layout_set_wrap (layout, PANGO_WRAP_WORD_CHAR);
      pango_layout_set_alignment (layout, PANGO_ALIGN_CENTER);
      pango_layout_get_pixel_size (layout, &tw, &th);
      G_GNUC_BEGIN_IGNORE_DEPRECATIONS
      gtk_style_context_get_color (gtk_widget_get_style_context (widget), &color);
      G_GNUC_END_IGNORE_DEPRECATIONS
      color.alpha *= 0.55f;
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT ((width - tw) / 2.0f, (height - th) / 2.0f));
      gtk_snapshot_append_layout (snapshot, layout, &color);
      gtk_snapshot_restore (snapshot);
      g_object_unref (layout);
      return;
    }
  ds_chart_style_init (&style, dark ? DS_CHART_THEME_DARK : DS_CHART_THEME_LIGHT,
                       CLAMP (gtk_widget_get_scale_factor (widget), 1, 3));
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  ds_chart_draw (self->chart, cr, width, height, &style);
  cairo_destroy (cr);
  self->n_draws++;
}

static void
ds_chart_widget_measure (GtkWidget      *widget,
                         GtkOrientation  orientation,
                         int             for_size,
                         int            *minimum,
                         int            *natural,
                         int            *minimum_baseline,
                         int            *natural_baseline)
{
  if (orientation == GTK_ORIENTATION_HORIZONTAL)
    {
      *minimum = 300;
      *natural = 720;
    }
  else
    {
      /* Tall enough for axes, labels and a legend. */
      *minimum = 260;
      *natural = for_size > 0 ? CLAMP (for_size * 9 / 16, 260, 560) : 360;
    }
}

void
ds_chart_widget_set_chart (DsChartWidget *self,
                           DsChart       *chart,
                           const char    *description)
{
  g_return_if_fail (DS_IS_CHART_WIDGET (self));

  g_clear_pointer (&self->chart, ds_chart_free);
  self->chart = chart;
  gtk_accessible_update_property (GTK_ACCESSIBLE (self),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, description ? description : "",
                                  -1);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ds_chart_widget_chart_changed (DsChartWidget *self)
{
  g_return_if_fail (DS_IS_CHART_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ds_chart_widget_set_placeholder (DsChartWidget *self,
                                 const char    *text)
{
  g_return_if_fail (DS_IS_CHART_WIDGET (self));

  g_free (self->placeholder);
  self->placeholder = g_strdup (text);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const char *
ds_chart_widget_get_placeholder (DsChartWidget *self)
{
  g_return_val_if_fail (DS_IS_CHART_WIDGET (self), NULL);
  return self->chart == NULL ? self->placeholder : NULL;
}

DsChart *
ds_chart_widget_get_chart (DsChartWidget *self)
{
  g_return_val_if_fail (DS_IS_CHART_WIDGET (self), NULL);
  return self->chart;
}

guint
ds_chart_widget_get_n_draws (DsChartWidget *self)
{
  g_return_val_if_fail (DS_IS_CHART_WIDGET (self), 0);
  return self->n_draws;
}

static void
on_dark_changed (DsChartWidget *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
ds_chart_widget_finalize (GObject *object)
{
  DsChartWidget *self = DS_CHART_WIDGET (object);

  g_clear_pointer (&self->chart, ds_chart_free);
  g_free (self->placeholder);
  G_OBJECT_CLASS (ds_chart_widget_parent_class)->finalize (object);
}

static void
ds_chart_widget_class_init (DsChartWidgetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->finalize = ds_chart_widget_finalize;
  widget_class->snapshot = ds_chart_widget_snapshot;
  widget_class->measure = ds_chart_widget_measure;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "chart");
}

static void
ds_chart_widget_init (DsChartWidget *self)
{
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (on_dark_changed), self, G_CONNECT_SWAPPED);
}

GtkWidget *
ds_chart_widget_new (void)
{
  return g_object_new (DS_TYPE_CHART_WIDGET, NULL);
}
