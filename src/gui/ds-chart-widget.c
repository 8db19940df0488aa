/* ds-chart-widget.c — a Drivescope chart on screen
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>
#include <math.h>

#include "ds-chart-widget.h"

/* A chart that grows (ds_chart_widget_chart_changed) is drawn by strips
 * (ds_chart_draw_strip): its chrome once into an image, the chart as it
 * was then as the base node, and each delivery's new columns as one more
 * small node on top. Nodes that stay the same are the same GskRenderNode
 * from frame to frame, so GTK repaints only the new strip, not the chart.
 * Strips are merged LEVEL_FANOUT at a time into one node over their
 * columns (which repaints only those columns), so the nodes kept stay few
 * over an hour. A change of the axes, size or style draws it all again. */
#define N_LEVELS     6
#define LEVEL_FANOUT 8

typedef struct
{
  GskRenderNode *node;
  DsChartRect    strip;
} DsChartStrip;

struct _DsChartWidget
{
  GtkWidget  parent_instance;

  DsChart   *chart;
  char      *placeholder;
  GSettings *settings;
  GtkWidget *menu_button;   /* Save Image… and Copy Image, top right */
  guint      n_draws;
  guint      n_strips;

  /* drawing by strips */
  gboolean         live;         /* the chart grows: draw it by strips */
  gboolean         grown;        /* it grew since the last snapshot */
  cairo_surface_t *chrome;
  GskRenderNode   *base;
  GArray          *levels[N_LEVELS];  /* DsChartStrip; each level newer than the one above */
  double           drawn_end;    /* ds_chart_data_end when drawn */
  guint            layout_serial; /* ds_chart_get_layout_serial of the chrome */
};

G_DEFINE_FINAL_TYPE (DsChartWidget, ds_chart_widget, GTK_TYPE_WIDGET)

static void
clear_strips (DsChartWidget *self)
{
  g_clear_pointer (&self->base, gsk_render_node_unref);
  g_clear_pointer (&self->chrome, cairo_surface_destroy);
  for (guint i = 0; i < N_LEVELS; i++)
    g_array_set_size (self->levels[i], 0);
}

static void
strip_clear (gpointer data)
{
  DsChartStrip *strip = data;

  g_clear_pointer (&strip->node, gsk_render_node_unref);
}

/* A node of the chrome and the series within @strip. */
static GskRenderNode *
strip_node (DsChartWidget      *self,
            const DsChartRect  *strip,
            const DsChartStyle *style)
{
  GskRenderNode *node = gsk_cairo_node_new (&GRAPHENE_RECT_INIT (strip->x, strip->y, strip->width, strip->height));
  cairo_t *cr = gsk_cairo_node_get_draw_context (node);

  cairo_rectangle (cr, strip->x, strip->y, strip->width, strip->height);
  cairo_clip (cr);
  cairo_set_source_surface (cr, self->chrome, 0, 0);
  cairo_paint (cr);
  ds_chart_draw_strip (self->chart, cr, style, strip);
  cairo_destroy (cr);
  return node;
}

static void
draw_base (DsChartWidget      *self,
           int                 width,
           int                 height,
           const DsChartStyle *style)
{
  DsChartRect all;
  cairo_t *cr;

  clear_strips (self);
  self->chrome = cairo_image_surface_create (CAIRO_FORMAT_RGB24, (int) ceil (width * style->scale),
                                             (int) ceil (height * style->scale));
  cairo_surface_set_device_scale (self->chrome, style->scale, style->scale);
  cr = cairo_create (self->chrome);
  ds_chart_draw_chrome (self->chart, cr, width, height, style);
  cairo_destroy (cr);
  self->layout_serial = ds_chart_get_layout_serial (self->chart);
  if (!ds_chart_strip_all (self->chart, &all))
    all = (DsChartRect) { 0, 0, width, height };
  self->base = gsk_cairo_node_new (&GRAPHENE_RECT_INIT (0, 0, width, height));
  cr = gsk_cairo_node_get_draw_context (self->base);
  cairo_set_source_surface (cr, self->chrome, 0, 0);
  cairo_paint (cr);
  ds_chart_draw_strip (self->chart, cr, style, &all);
  cairo_destroy (cr);
}

static void
add_strip (DsChartWidget      *self,
           const DsChartRect  *rect,
           const DsChartStyle *style)
{
  DsChartStrip strip = { strip_node (self, rect, style), *rect };

  g_array_append_val (self->levels[0], strip);
  self->n_strips++;
  /* A full level becomes one node over the columns of all its strips,
   * drawn from the data as they are now: what its strips showed, as each
   * column's last strip drew it with the data it still has. */
  for (guint level = 0; level + 1 < N_LEVELS && self->levels[level]->len > LEVEL_FANOUT; level++)
    {
      GArray *from = self->levels[level];
      DsChartRect u = g_array_index (from, DsChartStrip, 0).strip;

      for (guint i = 1; i < from->len; i++)
        {
          const DsChartRect *r = &g_array_index (from, DsChartStrip, i).strip;
          double x1 = MAX (u.x + u.width, r->x + r->width);

          u.x = MIN (u.x, r->x);
          u.width = x1 - u.x;
        }
      strip = (DsChartStrip) { strip_node (self, &u, style), u };
      g_array_set_size (from, 0);
      g_array_append_val (self->levels[level + 1], strip);
    }
}

static void
snapshot_live (DsChartWidget      *self,
               GtkSnapshot        *snapshot,
               int                 width,
               int                 height,
               const DsChartStyle *style)
{
  DsChartRect strip;

  /* Drawn since by someone else (an export, a test): that layout is the
   * one strips would be drawn on, so start again from it. */
  if (self->base == NULL || ds_chart_get_layout_serial (self->chart) != self->layout_serial ||
      !ds_chart_layout_unchanged (self->chart, width, height, style))
    {
      draw_base (self, width, height, style);
      self->n_draws++;
    }
  else if (self->grown && ds_chart_strip_since (self->chart, self->drawn_end, &strip))
    {
      add_strip (self, &strip, style);
      self->n_draws++;
    }
  self->grown = FALSE;
  self->drawn_end = ds_chart_data_end (self->chart);
  gtk_snapshot_append_node (snapshot, self->base);
  for (guint level = N_LEVELS; level-- > 0;)
    for (guint i = 0; i < self->levels[level]->len; i++)
      gtk_snapshot_append_node (snapshot, g_array_index (self->levels[level], DsChartStrip, i).node);
}

static void
draw_contents (GtkWidget   *widget,
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
      /* The layout centres each line within its width (width - 48): it
       * starts at the margin, not at (width - tw) / 2. */
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (width > 49 ? 24.0f : 0.0f, (height - th) / 2.0f));
      gtk_snapshot_append_layout (snapshot, layout, &color);
      gtk_snapshot_restore (snapshot);
      g_object_unref (layout);
      return;
    }
  ds_chart_style_init (&style, dark ? DS_CHART_THEME_DARK : DS_CHART_THEME_LIGHT,
                       CLAMP (gtk_widget_get_scale_factor (widget), 1, 3));
  /* On screen as the preference says; a saved image leaves it out. */
  style.show_serial = g_settings_get_boolean (self->settings, "chart-serial");
  if (self->live)
    {
      snapshot_live (self, snapshot, width, height, &style);
      return;
    }
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  ds_chart_draw (self->chart, cr, width, height, &style);
  cairo_destroy (cr);
  self->n_draws++;
}

static void
ds_chart_widget_snapshot (GtkWidget   *widget,
                          GtkSnapshot *snapshot)
{
  DsChartWidget *self = DS_CHART_WIDGET (widget);

  draw_contents (widget, snapshot);
  if (gtk_widget_get_visible (self->menu_button))
    gtk_widget_snapshot_child (widget, self->menu_button, snapshot);
}

static void
ds_chart_widget_size_allocate (GtkWidget *widget,
                               int        width,
                               int        height,
                               int        baseline)
{
  DsChartWidget *self = DS_CHART_WIDGET (widget);
  int w = 0, h = 0;

  gtk_widget_measure (self->menu_button, GTK_ORIENTATION_HORIZONTAL, -1, NULL, &w, NULL, NULL);
  gtk_widget_measure (self->menu_button, GTK_ORIENTATION_VERTICAL, w, NULL, &h, NULL, NULL);
  gtk_widget_size_allocate (self->menu_button,
                            &(GtkAllocation) { MAX (0, width - w - 4), 4, w, h }, -1);
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

/* What a screen reader says of the chart: the text alternative of its
 * numbers, or, while it has none, what the empty chart says on screen. */
static void
update_accessible_label (DsChartWidget *self,
                         const char    *description)
{
  const char *label = description;

  if (label == NULL || *label == '\0')
    label = self->chart == NULL && self->placeholder != NULL ? self->placeholder : _("Chart with nothing to show yet");
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

void
ds_chart_widget_set_chart (DsChartWidget *self,
                           DsChart       *chart,
                           const char    *description)
{
  g_return_if_fail (DS_IS_CHART_WIDGET (self));

  clear_strips (self);
  self->live = FALSE;
  g_clear_pointer (&self->chart, ds_chart_free);
  self->chart = chart;
  update_accessible_label (self, description);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "chart.save-image", chart != NULL);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "chart.copy-image", chart != NULL);
  gtk_widget_set_visible (self->menu_button, chart != NULL);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* ---- Save Image… and Copy Image: the core's export of the chart shown ---- */

static DsChartTheme
current_theme (void)
{
  return adw_style_manager_get_dark (adw_style_manager_get_default ()) ? DS_CHART_THEME_DARK : DS_CHART_THEME_LIGHT;
}

/* 1200 px wide, as tall as the chart on screen is for its width. */
static void
export_size (DsChartWidget *self,
             double        *width,
             double        *height)
{
  int w = gtk_widget_get_width (GTK_WIDGET (self));
  int h = gtk_widget_get_height (GTK_WIDGET (self));

  *width = 1200;
  *height = w > 0 && h > 0 ? CLAMP (1200.0 * h / w, 500, 1200) : 700;
}

static DsChartFormat
format_of (const char *path)
{
  g_autofree char *lower = g_ascii_strdown (path, -1);

  if (g_str_has_suffix (lower, ".svg"))
    return DS_CHART_FORMAT_SVG;
  if (g_str_has_suffix (lower, ".pdf"))
    return DS_CHART_FORMAT_PDF;
  return DS_CHART_FORMAT_PNG;
}

gboolean
ds_chart_widget_save (DsChartWidget  *self,
                      const char     *path,
                      GError        **error)
{
  DsChartFormat format = format_of (path);
  double w, h;

  g_return_val_if_fail (DS_IS_CHART_WIDGET (self), FALSE);
  g_return_val_if_fail (path != NULL, FALSE);
  if (self->chart == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("There is no chart to save yet."));
      return FALSE;
    }
  export_size (self, &w, &h);
  return ds_chart_save (self->chart, path, format, w, h, format == DS_CHART_FORMAT_PNG ? 2.0 : 1.0,
                        current_theme (), error);
}

gboolean
ds_chart_widget_copy (DsChartWidget  *self,
                      GError        **error)
{
  g_autoptr(GBytes) png = NULL;
  g_autoptr(GdkTexture) texture = NULL;
  double w, h;

  g_return_val_if_fail (DS_IS_CHART_WIDGET (self), FALSE);
  if (self->chart == NULL)
    {
      g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND, _("There is no chart to copy yet."));
      return FALSE;
    }
  export_size (self, &w, &h);
  png = ds_chart_render (self->chart, DS_CHART_FORMAT_PNG, w, h, 2.0, current_theme (), error);
  if (png == NULL)
    return FALSE;
  texture = gdk_texture_new_from_bytes (png, error);
  if (texture == NULL)
    return FALSE;
  gdk_clipboard_set_texture (gtk_widget_get_clipboard (GTK_WIDGET (self)), texture);
  return TRUE;
}

static void
toast (DsChartWidget *self,
       const char    *text)
{
  gtk_widget_activate_action (GTK_WIDGET (self), "win.toast", "s", text);
}

static void
on_save_response (GtkNativeDialog *dialog,
                  int              response,
                  DsChartWidget   *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autofree char *path = g_file_get_path (file);
      g_autoptr(GError) error = NULL;

      if (path == NULL)
        toast (self, _("Choose a folder on this computer to save the image in."));
      else if (!ds_chart_widget_save (self, path, &error))
        toast (self, error->message);
      else
        {
          g_autofree char *name = g_path_get_basename (path);
          /* TRANSLATORS: a toast after Save Image…, "chart.png saved" */
          g_autofree char *text = g_strdup_printf (_("%s saved"), name);

          toast (self, text);
        }
    }
  g_object_unref (self);
  g_object_unref (dialog);
}

static void
save_image_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  GtkWidget *root = GTK_WIDGET (gtk_widget_get_root (widget));
  GtkFileChooserNative *dialog;

  G_GNUC_BEGIN_IGNORE_DEPRECATIONS
  dialog = gtk_file_chooser_native_new (_("Save Image"), GTK_IS_WINDOW (root) ? GTK_WINDOW (root) : NULL,
                                        GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (dialog), "chart.png");
  /* The format follows the name's extension. */
  {
    g_autoptr(GtkFileFilter) filter = gtk_file_filter_new ();

    gtk_file_filter_set_name (filter, _("PNG, SVG or PDF image"));
    gtk_file_filter_add_suffix (filter, "png");
    gtk_file_filter_add_suffix (filter, "svg");
    gtk_file_filter_add_suffix (filter, "pdf");
    gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (dialog), filter);
  }
  G_GNUC_END_IGNORE_DEPRECATIONS
  gtk_native_dialog_set_modal (GTK_NATIVE_DIALOG (dialog), TRUE);
  g_signal_connect (dialog, "response", G_CALLBACK (on_save_response), g_object_ref (widget));
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (dialog));
}

static void
copy_image_action (GtkWidget  *widget,
                   const char *action_name,
                   GVariant   *parameter)
{
  g_autoptr(GError) error = NULL;

  if (!ds_chart_widget_copy (DS_CHART_WIDGET (widget), &error))
    toast (DS_CHART_WIDGET (widget), error->message);
  else
    toast (DS_CHART_WIDGET (widget), _("Image copied"));
}

void
ds_chart_widget_chart_changed (DsChartWidget *self)
{
  g_return_if_fail (DS_IS_CHART_WIDGET (self));
  /* Only a thermal chart can be drawn by strips; one that was drawn once
   * whole (by set_chart) starts them from its next frame. */
  self->live = self->chart != NULL && ds_chart_get_kind (self->chart) == DS_CHART_THERMAL;
  self->grown = TRUE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
ds_chart_widget_set_placeholder (DsChartWidget *self,
                                 const char    *text)
{
  g_return_if_fail (DS_IS_CHART_WIDGET (self));

  g_free (self->placeholder);
  self->placeholder = g_strdup (text);
  if (self->chart == NULL)
    update_accessible_label (self, NULL);
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

guint
ds_chart_widget_get_n_strips (DsChartWidget *self)
{
  g_return_val_if_fail (DS_IS_CHART_WIDGET (self), 0);
  return self->n_strips;
}

static void
on_dark_changed (DsChartWidget *self)
{
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_serial_changed (DsChartWidget *self)
{
  /* The footer is part of the strips' cached chrome. */
  clear_strips (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
ds_chart_widget_dispose (GObject *object)
{
  DsChartWidget *self = DS_CHART_WIDGET (object);

  g_clear_pointer (&self->menu_button, gtk_widget_unparent);
  G_OBJECT_CLASS (ds_chart_widget_parent_class)->dispose (object);
}

static void
ds_chart_widget_finalize (GObject *object)
{
  DsChartWidget *self = DS_CHART_WIDGET (object);

  g_clear_object (&self->settings);
  clear_strips (self);
  for (guint i = 0; i < N_LEVELS; i++)
    g_array_unref (self->levels[i]);
  g_clear_pointer (&self->chart, ds_chart_free);
  g_free (self->placeholder);
  G_OBJECT_CLASS (ds_chart_widget_parent_class)->finalize (object);
}

static void
ds_chart_widget_class_init (DsChartWidgetClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ds_chart_widget_dispose;
  object_class->finalize = ds_chart_widget_finalize;
  widget_class->snapshot = ds_chart_widget_snapshot;
  widget_class->size_allocate = ds_chart_widget_size_allocate;
  gtk_widget_class_install_action (widget_class, "chart.save-image", NULL, save_image_action);
  gtk_widget_class_install_action (widget_class, "chart.copy-image", NULL, copy_image_action);
  widget_class->measure = ds_chart_widget_measure;
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
  gtk_widget_class_set_css_name (widget_class, "chart");
}

static void
ds_chart_widget_init (DsChartWidget *self)
{
  for (guint i = 0; i < N_LEVELS; i++)
    {
      self->levels[i] = g_array_new (FALSE, TRUE, sizeof (DsChartStrip));
      g_array_set_clear_func (self->levels[i], strip_clear);
    }
  gtk_widget_set_hexpand (GTK_WIDGET (self), TRUE);
  {
    g_autoptr(GMenu) menu = g_menu_new ();

    g_menu_append (menu, _("Save Image…"), "chart.save-image");
    g_menu_append (menu, _("Copy Image"), "chart.copy-image");
    self->menu_button = gtk_menu_button_new ();
    gtk_menu_button_set_icon_name (GTK_MENU_BUTTON (self->menu_button), "view-more-symbolic");
    gtk_menu_button_set_menu_model (GTK_MENU_BUTTON (self->menu_button), G_MENU_MODEL (menu));
    gtk_widget_set_tooltip_text (self->menu_button, _("Save or copy this chart"));
    gtk_accessible_update_property (GTK_ACCESSIBLE (self->menu_button), GTK_ACCESSIBLE_PROPERTY_LABEL,
                                    _("Save or copy this chart"), -1);
    gtk_widget_add_css_class (self->menu_button, "flat");
    gtk_widget_set_visible (self->menu_button, FALSE);
    gtk_widget_set_parent (self->menu_button, GTK_WIDGET (self));
  }
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "chart.save-image", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "chart.copy-image", FALSE);
  self->settings = g_settings_new (APP_ID);
  g_signal_connect_object (self->settings, "changed::chart-serial", G_CALLBACK (on_serial_changed), self,
                           G_CONNECT_SWAPPED);
  g_signal_connect_object (adw_style_manager_get_default (), "notify::dark",
                           G_CALLBACK (on_dark_changed), self, G_CONNECT_SWAPPED);
  update_accessible_label (self, NULL);
}

GtkWidget *
ds_chart_widget_new (void)
{
  return g_object_new (DS_TYPE_CHART_WIDGET, NULL);
}
