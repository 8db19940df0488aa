/* ds-chart-private.h — the chart model shared by the layer files
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined (DS_REPORT_COMPILATION)
# error "ds-chart-private.h is private to src/core/report; include ds-chart.h instead"
#endif

#include <pango/pangocairo.h>

#include "ds-chart.h"

G_BEGIN_DECLS

typedef enum
{
  DS_AXIS_LINEAR,
  DS_AXIS_LOG10,
  DS_AXIS_LOG2,
  DS_AXIS_SECONDS,     /* elapsed time, labelled m:ss */
  DS_AXIS_DATE,        /* unix seconds, labelled as UTC dates */
  DS_AXIS_INDEX,       /* 0 … n-1 with a label for each position */
} DsAxisScale;

typedef enum
{
  DS_TICK_PLAIN,
  DS_TICK_BLOCK,       /* 512, 4K, 1M */
} DsTickFormat;

typedef struct
{
  DsAxisScale  scale;
  DsTickFormat format;
  char        *label;        /* with its unit */
  double       data_min;     /* NAN: no data yet */
  double       data_max;
  gboolean     from_zero;
  double       pad;          /* room added either side of the data when drawn */
  GPtrArray   *index_labels; /* for DS_AXIS_INDEX */
  /* chosen when drawing */
  double       lo, hi;
  GArray      *ticks;        /* double */
} DsChartAxis;

typedef struct
{
  char    *name;
  guint    colour;
  int      axis;             /* 0: y, 1: y2 */
  GArray  *points;           /* DsChartPoint */
  gboolean dashed;
  gboolean markers;
  gboolean in_legend;
} DsChartSeries;

typedef struct
{
  double x0, x1;
} DsChartSpan;

typedef struct
{
  double x, y;
  int    axis;
  char  *label;
} DsChartMarker;

typedef struct
{
  double value;
  int    axis;
  char  *label;
  guint  colour;             /* DS_CHART_ROLE_* */
  /* A band beside the right axis from this value to the next band above
   * (the thermal chart's temperature thresholds); otherwise a dashed line
   * across the plot (a latency limit, a speed after the cache). */
  gboolean band;
} DsChartThreshold;

/* Colours that are not series colours. */
enum
{
  DS_CHART_ROLE_WARNING = 100,
  DS_CHART_ROLE_CRITICAL,
  DS_CHART_ROLE_THROTTLE,
  DS_CHART_ROLE_COOLDOWN,
};

typedef struct
{
  DsChartRect rect;
  double      x_lo, x_hi;
  DsAxisScale x_scale;
  double      y_lo, y_hi;
  DsAxisScale y_scale;
  double      y2_lo, y2_hi;
  DsAxisScale y2_scale;
  gboolean    has_y2;
  gboolean    horizontal_bars;  /* value axis is x */
} DsChartPlot;

/* What the last draw of an x–y chart laid out, to tell whether drawing it
 * again would lay it out the same (ds_chart_layout_unchanged). */
typedef struct
{
  gboolean     valid;
  double       width, height, scale;
  DsChartTheme theme;
  double       x_data_min, x_data_max;
  double       y_pixels, line_h;     /* what the value axes were laid out for */
  double       y_lo, y_hi, y2_lo, y2_hi;
  GArray      *y_ticks, *y2_ticks;   /* double */
  char        *x_label;
  guint        n_legend, n_series, n_spans, n_markers;
  gboolean     has_y2, cooldown;
  guint64      envelopes;            /* bit per series: drawn as its band */
  guint        columns;              /* device columns of the plot */
  guint        serial;               /* counts the layouts recorded */
} DsChartLaidOut;

struct _DsChart
{
  DsChartKind  kind;
  char        *title;
  char        *subtitle;
  char        *footer1;
  char        *footer1_serial;  /* footer1 with the serial number, or NULL */
  char        *footer2;

  /* bar charts */
  DsChartUnits units;
  GPtrArray   *categories;      /* row labels */
  GPtrArray   *panels;          /* panel titles */
  GPtrArray   *groups;          /* bar labels (runs) */
  GArray      *values;          /* double [panel][category][group] */
  gboolean     show_delta;

  /* x–y charts */
  DsChartAxis  x, y, y2;
  GPtrArray   *series;          /* DsChartSeries* */
  GArray      *spans;           /* DsChartSpan: shaded throttled spans */
  char        *spans_label;     /* their legend entry; NULL: "Throttled" */
  GPtrArray   *markers;         /* DsChartMarker* */
  GPtrArray   *thresholds;      /* DsChartThreshold* */
  double       cooldown_from;   /* NAN: no cool-down phase */
  double       last_write_t;    /* thermal: the last writing sample, so */
  double       last_write_temp; /* samples can be appended (NAN: none) */
  double       time_span;       /* thermal live: the time axis reaches here (0: none) */
  double       last_t;          /* thermal: the last sample's time (NAN: none) */

  /* filled by the last draw */
  GArray      *items;           /* DsChartItem */
  GArray      *plots;           /* DsChartPlot */
  DsChartLaidOut laid_out;
};

/* Drawing context of one draw. */
typedef struct
{
  DsChart            *chart;
  cairo_t            *cr;
  const DsChartStyle *style;
  double              width, height;
  double              font_px;     /* body text size */
  double              line_h;      /* height of one line of body text */
  double              pad;
  PangoLayout        *layout;
  DsChartColor        bg, fg, muted, grid, axis;
  /* left out, in this order, when the picture is too small for them */
  gboolean            no_legend, no_footer, no_subtitle, no_strip;
  gboolean            no_series;   /* ds_chart_draw_chrome */
} DsChartCtx;

typedef enum
{
  DS_TEXT_BODY,
  DS_TEXT_SMALL,
  DS_TEXT_BOLD,
  DS_TEXT_TITLE,
} DsTextStyle;

/* ds-chart-theme.c */
DsChartColor ds_chart_role_color     (DsChartTheme theme, guint colour);
void         ds_chart_set_color      (cairo_t *cr, DsChartColor c, double alpha);
void         ds_chart_ctx_init       (DsChartCtx *ctx, DsChart *chart, cairo_t *cr,
                                      double width, double height, const DsChartStyle *style);
void         ds_chart_ctx_clear      (DsChartCtx *ctx);
void         ds_chart_text_measure   (DsChartCtx *ctx, DsTextStyle ts, const char *text,
                                      double *w, double *h);
/* Draws text with its top-left corner at (x, y), limited to max_w (ellipsised;
 * <= 0 for no limit), rotated a quarter turn anticlockwise when vertical, and
 * records its box. Returns the drawn box. */
DsChartRect  ds_chart_text_draw      (DsChartCtx *ctx, DsTextStyle ts, const char *text,
                                      double x, double y, double max_w, gboolean vertical,
                                      DsChartColor color);
void         ds_chart_add_item       (DsChart *chart, DsChartItemKind kind, DsChartRect rect,
                                      int series, double value);
double       ds_chart_snap           (DsChartCtx *ctx, double v);
/* Device/user strings become safe, visible text (control characters shown as \xNN). */
char        *ds_chart_clean_text     (const char *text);

/* ds-chart.c: axes */
void         ds_chart_axis_init      (DsChartAxis *axis, DsAxisScale scale, const char *label);
void         ds_chart_axis_clear     (DsChartAxis *axis);
void         ds_chart_axis_include   (DsChartAxis *axis, double value);
/* Chooses lo, hi and ticks so that tick labels never overlap over a length
 * of `pixels`; horizontal axes measure each label's width. */
void         ds_chart_axis_layout    (DsChartCtx *ctx, DsChartAxis *axis, double pixels,
                                      gboolean horizontal);
char        *ds_chart_axis_format    (DsChartAxis *axis, double value);
double       ds_chart_axis_norm      (DsAxisScale scale, double lo, double hi, double value);
double       ds_chart_axis_max_label_width (DsChartCtx *ctx, DsChartAxis *axis);
char        *ds_chart_format_number  (double value, double step);
void         ds_chart_draw_header    (DsChartCtx *ctx, double *top);
void         ds_chart_draw_footer    (DsChartCtx *ctx, double *bottom);
/* Legend entries: swatch style 0 box, 1 line, 2 dashed line, 3 shade. */
typedef struct
{
  const char   *label;
  guint         colour;
  int           swatch;
} DsLegendEntry;
void         ds_chart_draw_legend    (DsChartCtx *ctx, const DsLegendEntry *entries, guint n,
                                      double *top);
double       ds_chart_legend_height  (DsChartCtx *ctx, const DsLegendEntry *entries, guint n);
/* Leaves out the legend, then the footer, then the subtitle and the marker
 * strip while the plot would get less than a third of the height; reserved
 * is what the chart needs besides them (axes, strip). */
void         ds_chart_fit_chrome     (DsChartCtx *ctx, const DsLegendEntry *entries, guint n,
                                      double reserved, double strip);

/* ds-chart-bars.c */
void         ds_chart_draw_bars      (DsChartCtx *ctx);
char        *ds_chart_bar_value_text (DsChartUnits units, double value);
double       ds_chart_units_value    (DsChartUnits units, const DsIoRunStats *stats);
const char  *ds_chart_units_label    (DsChartUnits units);

/* ds-chart-heatmap.c: rows are the categories, columns the groups, values
 * [row][column]; x.label names the columns, y.label the rows */
void         ds_chart_draw_heatmap   (DsChartCtx *ctx);

/* ds-chart-lines.c: draws an x-y chart, saying where its plot went (for
 * ds_chart_record_layout) */
void         ds_chart_draw_xy        (DsChartCtx *ctx, DsChartPlot *plot, double *y_pixels);
/* Whether series @s would be drawn as the band of each column's minimum
 * and maximum (many points per column) rather than as a line. */
gboolean     ds_chart_series_is_band (DsChart *chart, DsChartSeries *s, guint columns);
/* Draws @s; from_column > 0: only device columns from from_column on need
 * to be right (the caller clips to them), so points well before are skipped. */
void         ds_chart_draw_series    (DsChartCtx *ctx, DsChartSeries *s, const DsChartPlot *plot,
                                      guint from_column);
guint        ds_chart_legend_count   (DsChart *chart);
/* ds-chart-strip.c */
void         ds_chart_record_layout  (DsChartCtx *ctx, const DsChartPlot *plot, double y_pixels);
/* ds-chart.c: the model */
void         ds_chart_laid_out_clear (DsChartLaidOut *laid);
DsChartSeries *ds_chart_series_new   (DsChart *chart, const char *name, guint colour, int axis);
void         ds_chart_series_add     (DsChart *chart, DsChartSeries *series, double x, double y);
DsChart     *ds_chart_alloc          (DsChartKind kind);
char        *ds_chart_run_label      (const DsBenchResult *result);
/* DISPLAY_NAME names a drive without a model (the result's
 * drive_display_name), or is NULL. */
/* "Model · FW Y · ext4", and with the serial number ("Model · S/N X ·
 * FW Y · ext4") for ds_chart_set_footer_serial. */
char        *ds_chart_drive_line     (JsonObject *conditions,
                                      const char *display_name);
char        *ds_chart_drive_line_serial (JsonObject *conditions,
                                         const char *display_name);
/* The first footer line as it reads with the serial number, drawn instead
 * of the first line when the style shows serials. */
void         ds_chart_set_footer_serial (DsChart    *chart,
                                         const char *line1);
/* The drive's model; else DISPLAY_NAME; else the drive's name for people
 * (ds_drive_display_name_from_json: "Virtual disk vda", "Unknown drive"). */
char        *ds_chart_drive_title    (JsonObject *conditions,
                                      const char *display_name);
char        *ds_chart_date_text      (gint64 unix_time);

/* ds-chart-timeline.c: the thermal layers (no-ops for other charts) */
void         ds_chart_timeline_legend        (DsChartCtx *ctx, GArray *entries);
double       ds_chart_timeline_strip_height  (DsChartCtx *ctx);
void         ds_chart_timeline_draw_spans    (DsChartCtx *ctx, const DsChartPlot *plot);
void         ds_chart_timeline_draw_markers  (DsChartCtx *ctx, const DsChartPlot *plot, double strip_top);

G_END_DECLS
