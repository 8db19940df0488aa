/* ds-chart.h — every Drivescope chart, drawn with cairo and pango only
 *
 * A chart is its data (normalised against its axes when drawn), its axes and
 * its layers. Drawing is a pure function of (chart, width, height, style) to
 * cairo calls, so the GUI draws exactly what an exported PNG, SVG or PDF
 * shows: in a GtkSnapshot, use gtk_snapshot_append_cairo() and call
 * ds_chart_draw() on the cairo_t it returns.
 *
 * Widths and heights are logical units (CSS pixels, or points in SVG/PDF);
 * the style's scale is the HiDPI factor (device pixels per logical unit).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <cairo.h>
#include <glib.h>

#include "ds-bench-result.h"
#include "ds-report-enums.h"
#include "ds-suite-result.h"
#include "ds-thermal-result.h"
#include "ds-verify-result.h"

G_BEGIN_DECLS

typedef enum
{
  DS_CHART_RESULTS,    /* one bench run: tests as rows, read / write / mix panels */
  DS_CHART_COMPARE,    /* 2–8 bench runs as grouped bars with deltas */
  DS_CHART_THERMAL,    /* MB/s and °C on one time axis */
  DS_CHART_TREND,      /* one metric over time */
  DS_CHART_LATENCY,    /* latency percentiles on a log scale */
  DS_CHART_CURVE,      /* y against block size or queue depth */
  DS_CHART_HEATMAP,    /* a matrix of values as coloured cells (the IOPS matrix) */
} DsChartKind;

/* DsChartUnits is in ds-report-enums.h. */

typedef enum
{
  DS_CHART_THEME_LIGHT,
  DS_CHART_THEME_DARK,
} DsChartTheme;

typedef enum
{
  DS_CHART_FORMAT_PNG,
  DS_CHART_FORMAT_SVG,
  DS_CHART_FORMAT_PDF,
} DsChartFormat;

/* How a chart is drawn; ds_chart_style_init() fills one. */
typedef struct
{
  DsChartTheme theme;
  double       scale;          /* device pixels per logical unit, 1..3 */
  const char  *font_family;    /* NULL: "Sans" */
  gboolean     show_serial;    /* the drive's serial number in the footer;
                                  FALSE (ds_chart_style_init) for images a
                                  reviewer publishes */
} DsChartStyle;

typedef struct
{
  double red, green, blue;
} DsChartColor;

typedef struct
{
  double x, y, width, height;
} DsChartRect;

/* What a draw put where, for tests and for hit testing in the GUI. */
typedef enum
{
  DS_CHART_ITEM_TEXT,     /* every piece of text, with its ink box; value 1
                           * when it was cut short (ellipsized), else 0 */
  DS_CHART_ITEM_BAR,      /* value: the bar's value; series: its colour index */
  DS_CHART_ITEM_LEGEND,   /* a legend swatch */
  DS_CHART_ITEM_MARKER,   /* an onset marker */
  DS_CHART_ITEM_THRESHOLD, /* a threshold's band beside its axis; value: the threshold */
} DsChartItemKind;

typedef struct
{
  DsChartItemKind kind;
  DsChartRect     rect;
  int             series;    /* palette index, -1 for none */
  double          value;
} DsChartItem;

typedef enum
{
  DS_CHART_AXIS_X,
  DS_CHART_AXIS_Y,
  DS_CHART_AXIS_Y2,
} DsChartAxisId;

/* A point of a trend: when, and the value there. */
typedef struct
{
  gint64 time;       /* unix seconds */
  double value;
} DsChartTrendPoint;

typedef struct
{
  double x, y;
} DsChartPoint;

typedef struct _DsChart DsChart;

void          ds_chart_style_init       (DsChartStyle       *style,
                                         DsChartTheme        theme,
                                         double              scale);
gboolean      ds_chart_theme_from_string (const char        *text,
                                          DsChartTheme      *out);
gboolean      ds_chart_units_from_string (const char        *text,
                                          DsChartUnits      *out);
gboolean      ds_chart_format_from_string (const char       *text,
                                           DsChartFormat    *out);
/* Okabe–Ito colours, readable on the theme's background; index wraps at 8. */
DsChartColor  ds_chart_palette          (DsChartTheme        theme,
                                         guint               index);
DsChartColor  ds_chart_background       (DsChartTheme        theme);

/* Constructors copy what they need: the inputs may be freed afterwards. */
DsChart      *ds_chart_new_results      (const DsBenchResult *result,
                                         DsChartUnits         units);
/* results: DsBenchResult*, 1–8 of them; labels: one per result (NULL: made
 * from the drive model and date). Deltas are against the first run. */
DsChart      *ds_chart_new_compare      (GPtrArray           *results,
                                         const char * const  *labels,
                                         DsChartUnits         units);
DsChart      *ds_chart_new_thermal      (const DsThermalResult *result);
/* results: DsThermalResult*, 2–8 thermal runs on one time axis (one run
 * draws as ds_chart_new_thermal): per run its MB/s solid and its °C dashed
 * (right axis) in the run's colour, its first throttle marked "2: 70 °C";
 * labels: one per run (NULL or "": the drive and date). */
DsChart      *ds_chart_new_thermal_compare (GPtrArray          *results,
                                            const char * const *labels);
/* "Kingston DC1000B · 2026-11-30 10:00 UTC" */
char         *ds_chart_thermal_run_label (const DsThermalResult *result);
/* Adds @n samples that follow those @chart (from ds_chart_new_thermal) was
 * made with, as a live run delivers them, in time proportional to @n; the
 * chart is then the one ds_chart_new_thermal would make of all of them.
 * FALSE (and nothing added) when the chart cannot grow that way: the first
 * temperature of a run whose chart had none. Make a new chart then. */
gboolean      ds_chart_thermal_append   (DsChart             *chart,
                                         const DsThermalSample *samples,
                                         guint                n);
/* A live chart's time axis reaches at least to @seconds (the end of the
 * phase being run), so that appending does not rescale it with every
 * sample; data past it move the end on by a quarter (at least a minute).
 * 0 (the default): the axis ends at the last sample. */
void          ds_chart_thermal_set_time_span (DsChart        *chart,
                                              double          seconds);
/* A trend of one metric; add a second metric on its own axis with
 * ds_chart_add_trend_series (…, TRUE). */
DsChart      *ds_chart_new_trend        (const char          *title,
                                         const char          *series_name,
                                         const char          *y_label,
                                         const DsChartTrendPoint *points,
                                         guint                n_points);
void          ds_chart_add_trend_series (DsChart             *chart,
                                         const char          *series_name,
                                         const char          *y2_label,
                                         const DsChartTrendPoint *points,
                                         guint                n_points);
/* A drive's health across its snapshots (DsHistorySnapshot*, oldest
 * first): terabytes written, and life used (%) on a second axis; the one
 * metric alone when the snapshots have only it. NULL when no snapshot has
 * either. The window's trend view and `export --chart trend --test health`
 * draw it. */
DsChart      *ds_chart_new_health_trend (GPtrArray          *snapshots);
/* The raw-value history: one health value across a drive's snapshots
 * (DsHistoryValue, oldest first, as ds_history_store_list_snapshot_values
 * gives them), named @label ("media_errors", "5 Reallocated_Sector_Ct"),
 * its axis @y_label (NULL: @label; "Temperature (°C)"). NULL when there
 * are none. `export --chart trend --test health --field` and the window's
 * trend view draw it. */
DsChart      *ds_chart_new_health_value_trend (GArray           *values,
                                               const char       *label,
                                               const char       *y_label);
/* The best-run value of (spec, mode) across bench runs, in time order. */
DsChart      *ds_chart_new_trend_from_results (GPtrArray         *results,
                                               const DsBenchSpec *spec,
                                               DsIoMode        mode,
                                               DsChartUnits       units);
/* Percentiles (p50 … p99.99) of every test of every run, µs on a log scale.
 * labels as for ds_chart_new_compare (ignored for a single run). */
DsChart      *ds_chart_new_latency      (GPtrArray           *results,
                                         const char * const  *labels);
/* How many measured tests of RESULTS have latency percentiles; those without
 * (imported CrystalDiskMark runs) in *n_without. The latency chart leaves
 * them out and says so in its footer. */
guint         ds_chart_latency_count_tests (GPtrArray        *results,
                                            guint            *n_without);
/* x: block size in bytes (x_is_block_size) or queue depth, on a log2 axis. */
DsChart      *ds_chart_new_curve        (const char          *title,
                                         gboolean             x_is_block_size,
                                         const char          *y_label);
void          ds_chart_add_curve_series (DsChart             *chart,
                                         const char          *name,
                                         DsChartAxisId        axis,
                                         const DsChartPoint  *points,
                                         guint                n_points);
void          ds_chart_set_y2_label     (DsChart             *chart,
                                         const char          *label);
/* A dashed horizontal line at value on the given value axis. */
void          ds_chart_add_threshold    (DsChart             *chart,
                                         DsChartAxisId        axis,
                                         double               value,
                                         const char          *label);

/* The chart of one suite run, by its kind: blocksize MB/s (and IOPS,
 * dashed, log scale) against block size on a log2 axis, the 95 %-of-peak
 * block marked; qd-scaling and mixes IOPS and p99 latency (dashed, log
 * scale) against queue depth on a log2 axis, the latency limit as a dashed
 * line and each "sustains QD N" marked; rwmix IOPS and p99 latency against
 * the read share; cache MB/s against GB written with the cache size marked
 * and the speed after it dashed; linear MB/s against position with each
 * pass's average dashed. Steps without a measurement are left out, so a
 * result still being run (or cancelled) draws what it has. */
DsChart      *ds_chart_new_suite        (const DsSuiteResult *result);
/* suite_results: DsSuiteResult*, runs of one suite; the first names the
 * suite, runs of another suite and runs after the 8th are left out (the
 * footer says how many). A colour per run, a legend entry per run and curve
 * naming the drive, the fill level and the date (within a run the first
 * curve solid, the others dashed); qd-scaling runs of one curve each also
 * with their p99 latency dashed, the first run's limit and each run's answer
 * marked; the mixes suite as grouped bars (IOPS within the latency limit,
 * peak IOPS) with deltas against the first run. One run draws as
 * ds_chart_new_suite. */
DsChart      *ds_chart_new_suite_compare (GPtrArray          *suite_results);
/* "Samsung SSD 970 EVO Plus 1TB · 90 % full · 2026-11-30 10:00 UTC" */
char         *ds_chart_suite_run_label  (const DsSuiteResult *result);

/* A capacity check (verify): write and read MB/s against the position in
 * what it wrote, its damaged ranges shaded and named (lost, overwritten,
 * corrupted, I/O error), where the intact data ends marked; the verdict in
 * words as its subtitle. */
DsChart      *ds_chart_new_verify       (const DsVerifyResult *result);
/* results: DsVerifyResult*, checks side by side (the first 8; one draws as
 * ds_chart_new_verify): a colour per run, read solid and written dashed,
 * each run's damaged ranges shaded and where its intact data ends marked. */
DsChart      *ds_chart_new_verify_compare (GPtrArray         *results);
/* "Samsung SSD 970 EVO Plus 1TB · 2026-11-30 10:00 UTC" */
char         *ds_chart_verify_run_label (const DsVerifyResult *result);

void          ds_chart_free             (DsChart             *chart);
DsChartKind   ds_chart_get_kind         (DsChart             *chart);
void          ds_chart_set_footer       (DsChart             *chart,
                                         const char          *line1,
                                         const char          *line2);
/* NULL: no subtitle line (a page that shows the verdict beside the chart). */
void          ds_chart_set_subtitle     (DsChart             *chart,
                                         const char          *subtitle);
/* The texts the chart draws: title, subtitle, footer lines 1 and 2 (0–3);
 * NULL where there is none. */
const char   *ds_chart_get_text         (DsChart             *chart,
                                         guint                which);

void          ds_chart_draw             (DsChart             *chart,
                                         cairo_t             *cr,
                                         double               width,
                                         double               height,
                                         const DsChartStyle  *style);

/* Drawing a chart that grows at its right end (the live thermal chart) a
 * strip at a time, pixel for pixel as ds_chart_draw draws all of it:
 *
 * ds_chart_draw_chrome lays the chart out and draws it as ds_chart_draw
 * does but without the series' lines (background, grid, axes, labels,
 * legend, shading). ds_chart_layout_unchanged says whether drawing the
 * chart now at that size and style would lay it out the same (same axes,
 * ticks, legend, and each series drawn the same way: as a line, or as the
 * band of its per-column minimum and maximum); only then are the two below
 * valid. FALSE also for charts that cannot be drawn by strips (not a
 * thermal chart, or markers or lines drawn over the series).
 *
 * ds_chart_data_end: the earliest of the series' last x (NAN: no data), to
 * keep before appending; in a thermal chart's cool-down, of the series that
 * go on past its start (the writing series have ended there). ds_chart_strip_since gives the part of the plot
 * (whole device columns, the plot's full height) that what was appended
 * after x can have changed; FALSE when nothing can have. ds_chart_draw_strip
 * draws the series into @strip (clipped to it); the caller paints the
 * chrome there first. */
void          ds_chart_draw_chrome      (DsChart             *chart,
                                         cairo_t             *cr,
                                         double               width,
                                         double               height,
                                         const DsChartStyle  *style);
gboolean      ds_chart_layout_unchanged (DsChart             *chart,
                                         double               width,
                                         double               height,
                                         const DsChartStyle  *style);
/* Changes with every draw that lays the chart out (ds_chart_draw,
 * ds_chart_draw_chrome): a strip is drawn on the layout of the last one. */
guint         ds_chart_get_layout_serial (DsChart            *chart);
double        ds_chart_data_end         (DsChart             *chart);
gboolean      ds_chart_strip_since      (DsChart             *chart,
                                         double               x,
                                         DsChartRect         *strip);
/* The whole plot area (for the first strip after a chrome). */
gboolean      ds_chart_strip_all        (DsChart             *chart,
                                         DsChartRect         *strip);
void          ds_chart_draw_strip       (DsChart             *chart,
                                         cairo_t             *cr,
                                         const DsChartStyle  *style,
                                         const DsChartRect   *strip);

/* Writes atomically (a temporary file renamed into place). */
gboolean      ds_chart_save             (DsChart             *chart,
                                         const char          *path,
                                         DsChartFormat        format,
                                         double               width,
                                         double               height,
                                         double               scale,
                                         DsChartTheme         theme,
                                         GError             **error);
/* The chart as bytes of the given format. */
GBytes       *ds_chart_render           (DsChart             *chart,
                                         DsChartFormat        format,
                                         double               width,
                                         double               height,
                                         double               scale,
                                         DsChartTheme         theme,
                                         GError             **error);
/* An <svg> element to inline into XHTML: no XML declaration, every id
 * prefixed with id_prefix so several charts can share one document. */
char         *ds_chart_render_svg_inline (DsChart            *chart,
                                          double              width,
                                          double              height,
                                          DsChartTheme        theme,
                                          const char         *id_prefix,
                                          GError            **error);

/* After a draw: what was drawn where (DsChartItem), the plot areas (one per
 * panel for bar charts) and where a value lands. */
GArray       *ds_chart_get_items        (DsChart             *chart);
guint         ds_chart_get_n_plots      (DsChart             *chart);
gboolean      ds_chart_get_plot_area    (DsChart             *chart,
                                         guint                plot,
                                         DsChartRect         *out);
gboolean      ds_chart_map_value        (DsChart             *chart,
                                         guint                plot,
                                         DsChartAxisId        axis,
                                         double               value,
                                         double              *pixel);

/* Min/max decimation: at most two points per column of [x0, x1] split into
 * columns, keeping each column's minimum and maximum in their order, plus
 * the first and last point. NAN values break the line and are kept. */
GArray       *ds_chart_decimate         (const DsChartPoint  *points,
                                         guint                n_points,
                                         double               x0,
                                         double               x1,
                                         guint                columns);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsChart, ds_chart_free)

G_END_DECLS
