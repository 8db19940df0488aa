/* window-bench.c — how long the window takes from an input to the frame
 * that shows its effect, on a big history and a long live thermal run
 *
 *   window-bench history ROUNDS
 *       with $DRIVESCOPE_DB holding a big history (tests/bench/window makes
 *       one of 10 000 runs): per round, a new window, then opening the
 *       History page until its first frame with every run listed, scrolling
 *       to the end, filtering by a search term (set at once, then typed
 *       into the search entry a key every 80 ms), sorting by the Result
 *       column and back by date, selecting 8 benchmark runs and comparing
 *       them (until the comparison is on screen). One line per round.
 *   window-bench thermal SAMPLES [rebuild]
 *       a live thermal chart at 4 Hz (SAMPLES samples, 14 400 for an hour)
 *       delivered as the Thermal page gets them, four samples per frame
 *       (one second of the run), grown with ds_chart_thermal_append as the
 *       page does; "rebuild" makes the chart anew from every sample on each
 *       delivery instead (how the page worked before). One line per 1 200
 *       samples (five minutes of the run): frame time from the frame
 *       clock's before-paint to its after-paint, min / median / p95 / max
 *       and the share under 8 ms; then the chart drawn alone into an image,
 *       and frames of the same window without a chart (GTK's own floor).
 *
 * A frame ends at the frame clock's after-paint, after the condition that
 * shows the input's effect holds and a redraw was queued. Not a test:
 * tests/bench/window runs it under Xvfb and prints the tables.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ds-application.h"
#include "ds-chart.h"
#include "ds-chart-widget.h"
#include "ds-history-page.h"
#include "ds-run-item.h"
#include "ds-run-list.h"
#include "ds-window.h"

typedef gboolean (*Condition) (gpointer data);

static gboolean painted;
static double    paint_begin_ms;   /* before-paint of the frame that painted */
static double    cpu_at_paint_ms;
static double    frame_start_ms;   /* the frame clock's own frame time of that frame */

static double
now_ms (void)
{
  return g_get_monotonic_time () / 1000.0;
}

/* CPU time of the whole process (its worker threads included): on a
 * shared machine the wall clock also counts the time other work had the
 * CPU, this does not. */
static double
cpu_ms (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_PROCESS_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static void
on_before_paint (GdkFrameClock *clock,
                 gpointer       data)
{
  paint_begin_ms = now_ms ();
}

static void
on_after_paint (GdkFrameClock *clock,
                gpointer       data)
{
  GdkFrameTimings *timings = gdk_frame_clock_get_current_timings (clock);

  painted = TRUE;
  cpu_at_paint_ms = cpu_ms ();
  frame_start_ms = timings != NULL ? gdk_frame_timings_get_frame_time (timings) / 1000.0 : paint_begin_ms;
}

/* Runs the main loop until @cond holds, then until the next frame is
 * painted; the time of that frame's end. */
static double
frame_after (GtkWidget *widget,
             Condition  cond,
             gpointer   data,
             guint      timeout_ms)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);
  double end = now_ms () + timeout_ms;
  gulong id, id2;

  while (cond != NULL && !cond (data))
    {
      if (now_ms () > end)
        g_error ("timed out waiting for the window");
      g_main_context_iteration (NULL, TRUE);
    }
  painted = FALSE;
  id = g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), NULL);
  id2 = g_signal_connect (clock, "before-paint", G_CALLBACK (on_before_paint), NULL);
  gtk_widget_queue_draw (widget);
  while (!painted)
    {
      if (now_ms () > end)
        g_error ("timed out waiting for a frame");
      g_main_context_iteration (NULL, TRUE);
    }
  g_signal_handler_disconnect (clock, id);
  g_signal_handler_disconnect (clock, id2);
  return now_ms ();
}

static void
settle (GtkWidget *widget,
        guint      ms)
{
  double end = now_ms () + ms;

  while (now_ms () < end)
    if (!g_main_context_iteration (NULL, FALSE))
      g_usleep (1000);
  if (widget != NULL)
    frame_after (widget, NULL, NULL, 5000);
}

static GtkWidget *
find_widget (GtkWidget *root,
             GType      type)
{
  if (G_TYPE_CHECK_INSTANCE_TYPE (root, type))
    return root;
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkWidget *found = find_widget (c, type);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* --- history --- */

static guint expected_rows;


static gboolean
scan_done (gpointer data)
{
  return g_strcmp0 (ds_window_get_content_name (DS_WINDOW (data)), "loading") != 0;
}

static gboolean
all_listed (gpointer data)
{
  DsHistoryPage *page = data;

  return ds_history_page_get_n_loads (page) > 0 && ds_history_page_get_n_rows (page) == expected_rows &&
         g_strcmp0 (ds_history_page_get_view (page), "list") == 0;
}

/* Milliseconds between the keys of the typed search. */
#define TYPE_GAP_MS 80

static DsHistoryPage *bench_page;

static gboolean
rows_are (gpointer data)
{
  return ds_history_page_get_n_rows (bench_page) == GPOINTER_TO_UINT (data);
}

static gboolean
comparing (gpointer data)
{
  return g_strcmp0 (ds_history_page_get_view (DS_HISTORY_PAGE (data)), "compare") == 0;
}

/* The main loop's longest gap during a step: a 5 ms timeout notes the
 * time between its callbacks, from the input until the frame that shows
 * it and every incremental sort or filter after it are done. */
static gint64 gap_last_us, gap_longest_us;
static DsHistoryPage *gap_page;

static gboolean
gap_tick (gpointer data)
{
  gint64 now = g_get_monotonic_time ();

  if (gap_last_us != 0)
    gap_longest_us = MAX (gap_longest_us, now - gap_last_us);
  gap_last_us = now;
  return G_SOURCE_CONTINUE;
}

static void
gap_reset (void)
{
  static guint source;

  if (source == 0)
    source = g_timeout_add (5, gap_tick, NULL);
  gap_last_us = g_get_monotonic_time ();
  gap_longest_us = 0;
}

static double
gap_after_step (void)
{
  while (gap_page != NULL && ds_history_page_is_sorting (gap_page))
    g_main_context_iteration (NULL, TRUE);
  gap_tick (NULL);
  return gap_longest_us / 1000.0;
}

static int
bench_history (DsApplication *app,
               guint          rounds)
{
  static const char *names[] = { "open-cold", "open", "scroll-end", "filter", "unfilter", "type", "sort-result",
                                 "sort-date", "select-8", "compare" };
  double t[G_N_ELEMENTS (names)][64];
  double c[G_N_ELEMENTS (names)][64];
  double call[G_N_ELEMENTS (names)];
  double g[G_N_ELEMENTS (names)][64];

  rounds = MIN (rounds, 64);
  for (guint r = 0; r < rounds; r++)
    {
      DsWindow *window = ds_window_new (GTK_APPLICATION (app));
      GtkWidget *w = GTK_WIDGET (window);
      DsHistoryPage *page = ds_window_get_history_page (window);
      DsRunList *list;
      GtkListView *view;
      GtkScrolledWindow *scroller;
      GtkAdjustment *adj;
      GtkSelectionModel *selection;
      double t0, c0;
      guint picked = 0, k = 0, filtered_rows;

      /* Cold: the History opened at once, before the window read it in
       * the background (half a second after its drives are listed). */
      {
        DsWindow *first = ds_window_new (GTK_APPLICATION (app));
        GtkWidget *fw = GTK_WIDGET (first);

        gtk_window_set_default_size (GTK_WINDOW (first), 1280, 800);
        gtk_window_present (GTK_WINDOW (first));
        gap_page = ds_window_get_history_page (first);
        while (!scan_done (first))
          g_main_context_iteration (NULL, TRUE);
        settle (fw, 50);
        t0 = now_ms ();
      gap_reset ();
        c0 = cpu_ms ();
        g_assert_true (gtk_widget_activate_action (fw, "win.history", NULL));
        call[k] = cpu_ms () - c0;
        t[k][r] = frame_after (fw, all_listed, ds_window_get_history_page (first), 30000) - t0;
        c[k][r] = cpu_at_paint_ms - c0;
      g[k++][r] = gap_after_step ();
        gtk_window_destroy (GTK_WINDOW (first));
        settle (NULL, 50);
      }

      bench_page = page;
      gap_page = page;
      gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
      gtk_window_present (GTK_WINDOW (window));
      while (!scan_done (window))
        g_main_context_iteration (NULL, TRUE);
      settle (w, 1500);

      t0 = now_ms ();
      gap_reset ();
      c0 = cpu_ms ();
      g_assert_true (gtk_widget_activate_action (w, "win.history", NULL));
      call[k] = cpu_ms () - c0;
      t[k][r] = frame_after (w, all_listed, page, 30000) - t0;
      c[k][r] = cpu_at_paint_ms - c0;
      g[k++][r] = gap_after_step ();

      list = DS_RUN_LIST (find_widget (GTK_WIDGET (page), DS_TYPE_RUN_LIST));
      view = ds_run_list_get_view (list);
      scroller = GTK_SCROLLED_WINDOW (gtk_widget_get_ancestor (GTK_WIDGET (view), GTK_TYPE_SCROLLED_WINDOW));
      g_assert_nonnull (scroller);
      adj = gtk_scrolled_window_get_vadjustment (scroller);
      settle (w, 100);
      t0 = now_ms ();
      gap_reset ();
      c0 = cpu_ms ();
      gtk_adjustment_set_value (adj, gtk_adjustment_get_upper (adj) - gtk_adjustment_get_page_size (adj));
      call[k] = cpu_ms () - c0;
      t[k][r] = frame_after (w, NULL, NULL, 5000) - t0;
      c[k][r] = cpu_at_paint_ms - c0;
      g[k++][r] = gap_after_step ();

      settle (w, 100);
      t0 = now_ms ();
      gap_reset ();
      c0 = cpu_ms ();
      ds_history_page_set_search (page, "S5GXNF0R000003");
      call[k] = cpu_ms () - c0;
      t[k][r] = frame_after (w, NULL, NULL, 5000) - t0;
      c[k][r] = cpu_at_paint_ms - c0;
      g[k++][r] = gap_after_step ();
      filtered_rows = ds_history_page_get_n_rows (page);
      g_assert_cmpuint (filtered_rows, <, expected_rows);
      settle (w, 100);
      t0 = now_ms ();
      gap_reset ();
      c0 = cpu_ms ();
      ds_history_page_set_search (page, "");
      call[k] = cpu_ms () - c0;
      t[k][r] = frame_after (w, NULL, NULL, 5000) - t0;
      c[k][r] = cpu_at_paint_ms - c0;
      g[k++][r] = gap_after_step ();

      /* The same search typed into the entry, a key every TYPE_GAP_MS
       * (faster than its search delay, as a typist's burst is): from the
       * last key to the frame with the matching runs listed, the entry's
       * delay included. */
      settle (w, 300);
      {
        static const char typed[] = "S5GXNF0R000003";
        GtkEditable *entry = GTK_EDITABLE (find_widget (GTK_WIDGET (page), GTK_TYPE_SEARCH_ENTRY));
        char prefix[sizeof typed];

        g_assert_nonnull (entry);
        for (guint n = 1; n < sizeof typed; n++)
          {
            memcpy (prefix, typed, n);
            prefix[n] = '\0';
            if (n > 1)
              settle (NULL, TYPE_GAP_MS);
            t0 = now_ms ();
      gap_reset ();
            c0 = cpu_ms ();
            gtk_editable_set_text (entry, prefix);
          }
        call[k] = cpu_ms () - c0;
        t[k][r] = frame_after (w, rows_are, GUINT_TO_POINTER (filtered_rows), 5000) - t0;
        c[k][r] = cpu_at_paint_ms - c0;
      g[k++][r] = gap_after_step ();
        gtk_editable_set_text (entry, "");
        while (ds_history_page_get_n_rows (page) != expected_rows)
          g_main_context_iteration (NULL, TRUE);
      }

      settle (w, 100);
      t0 = now_ms ();
      gap_reset ();
      c0 = cpu_ms ();
      ds_run_list_sort_by (list, DS_RUN_ITEM_SORT_RESULT, GTK_SORT_ASCENDING);
      call[k] = cpu_ms () - c0;
      t[k][r] = frame_after (w, NULL, NULL, 5000) - t0;
      c[k][r] = cpu_at_paint_ms - c0;
      g[k++][r] = gap_after_step ();
      settle (w, 100);
      t0 = now_ms ();
      gap_reset ();
      c0 = cpu_ms ();
      ds_run_list_sort_by (list, DS_RUN_ITEM_SORT_DATE, GTK_SORT_DESCENDING);
      call[k] = cpu_ms () - c0;
      t[k][r] = frame_after (w, NULL, NULL, 5000) - t0;
      c[k][r] = cpu_at_paint_ms - c0;
      g[k++][r] = gap_after_step ();

      settle (w, 100);
      selection = ds_history_page_get_selection (page);
      t0 = now_ms ();
      gap_reset ();
      c0 = cpu_ms ();
      for (guint i = 0; i < g_list_model_get_n_items (G_LIST_MODEL (selection)) && picked < 8; i++)
        {
          g_autoptr(DsRunItem) item = g_list_model_get_item (G_LIST_MODEL (selection), i);

          if (ds_run_item_is_bench (item))
            {
              gtk_selection_model_select_item (selection, i, picked == 0);
              picked++;
            }
        }
      call[k] = cpu_ms () - c0;
      t[k][r] = frame_after (w, NULL, NULL, 5000) - t0;
      c[k][r] = cpu_at_paint_ms - c0;
      g[k++][r] = gap_after_step ();
      g_assert_cmpuint (picked, ==, 8);
      settle (w, 100);
      t0 = now_ms ();
      gap_reset ();
      c0 = cpu_ms ();
      g_assert_true (gtk_widget_activate_action (GTK_WIDGET (page), "history.compare", NULL));
      call[k] = cpu_ms () - c0;
      t[k][r] = frame_after (w, comparing, page, 30000) - t0;
      c[k][r] = cpu_at_paint_ms - c0;
      g[k++][r] = gap_after_step ();

      if (g_getenv ("DS_BENCH_SPLIT"))
        {
          printf ("round %u, CPU ms in the call itself:", r + 1);
          for (guint i = 0; i < G_N_ELEMENTS (names); i++)
            printf (" %s %.1f", names[i], call[i]);
          printf ("\n");
        }
      printf ("round %u, longest main-loop gap ms:", r + 1);
      for (guint i = 0; i < G_N_ELEMENTS (names); i++)
        printf (" %s %.1f", names[i], g[i][r]);
      printf ("\n");
      printf ("round %u:", r + 1);
      for (guint i = 0; i < G_N_ELEMENTS (names); i++)
        printf (" %s %.1f/%.1f", names[i], t[i][r], c[i][r]);
      printf ("\n");
      fflush (stdout);
      gtk_window_destroy (GTK_WINDOW (window));
      settle (NULL, 50);
    }
  return 0;
}

/* --- thermal --- */

static int
compare_doubles (const void *a,
                 const void *b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

static DsThermalSample
sample_at (guint i)
{
  /* 4 Hz; a cache cliff at 5 minutes, a throttle from 40 minutes. */
  double t = i / 4.0;
  double mbps = t < 300 ? 3000 : t < 2400 ? 1500 : 900;
  DsThermalSample s = { t, mbps + 40 * sin (i * 0.7), 45 + 30 * (1 - exp (-t / 900)),
                        (guint64) (t * 1.5e9), FALSE };

  return s;
}

static int
bench_thermal (guint    n_samples,
               gboolean rebuild)
{
  GtkWidget *window = gtk_window_new ();
  DsChartWidget *chart = DS_CHART_WIDGET (ds_chart_widget_new ());
  g_autoptr(DsThermalResult) live = ds_thermal_result_new ();
  g_autoptr(GArray) frames = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) cpus = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) updates = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) clocked = g_array_new (FALSE, FALSE, sizeof (double));
  g_autoptr(GArray) all_frames = g_array_new (FALSE, FALSE, sizeof (double));
  guint per_line = 1200, per_frame = 4;

  live->warning_temp_c = 70;
  live->critical_temp_c = 80;
  gtk_window_set_default_size (GTK_WINDOW (window), 1280, 800);
  gtk_window_set_child (GTK_WINDOW (window), GTK_WIDGET (chart));
  gtk_window_present (GTK_WINDOW (window));
  settle (window, 300);

  printf ("%s, %u samples at 4 Hz, %u per delivery, 1280×800 window\n",
          rebuild ? "rebuilt from every sample" : "appended", n_samples, per_frame);
  for (guint i = 0; i < n_samples; i += per_frame)
    {
      guint n = MIN (per_frame, n_samples - i);
      double c0 = cpu_ms (), ms, cpu, update, clock_ms;

      for (guint j = 0; j < n; j++)
        {
          DsThermalSample s = sample_at (i + j);

          g_array_append_val (live->samples, s);
        }
      if (rebuild || ds_chart_widget_get_chart (chart) == NULL ||
          !ds_chart_thermal_append (ds_chart_widget_get_chart (chart),
                                    &g_array_index (live->samples, DsThermalSample, i), n))
        {
          /* As the page made it: a copy of every sample so far, then the chart. */
          g_autoptr(DsThermalResult) copy = ds_thermal_result_new ();

          copy->warning_temp_c = live->warning_temp_c;
          copy->critical_temp_c = live->critical_temp_c;
          g_array_append_vals (copy->samples, live->samples->data, live->samples->len);
          ds_chart_widget_set_chart (chart, ds_chart_new_thermal (copy), "live");
          /* As the page does: the time axis reaches to the end of the
           * planned run (the write phase here). */
          if (!rebuild)
            ds_chart_thermal_set_time_span (ds_chart_widget_get_chart (chart), n_samples / 4.0);
        }
      else
        ds_chart_widget_chart_changed (chart);
      update = (cpu_ms () - c0) * 1000;
      g_array_append_val (updates, update);
      ms = frame_after (window, NULL, NULL, 5000);
      clock_ms = ms - frame_start_ms;
      ms -= paint_begin_ms;
      cpu = cpu_at_paint_ms - c0;
      g_array_append_val (clocked, clock_ms);
      g_array_append_val (all_frames, ms);
      g_array_append_val (frames, ms);
      g_array_append_val (cpus, cpu);
      if (frames->len * per_frame % per_line == 0 || i + per_frame >= n_samples)
        {
          guint n_frames = frames->len, p95 = MIN (n_frames - 1, (guint) ceil (n_frames * 0.95) - 1);
          double *v = (double *) (gpointer) frames->data;
          double *u = (double *) (gpointer) cpus->data;
          double *c = (double *) (gpointer) updates->data;
          double *k = (double *) (gpointer) clocked->data;
          guint under = 0;

          for (guint f = 0; f < n_frames; f++)
            under += v[f] < 8.0;
          qsort (v, n_frames, sizeof (double), compare_doubles);
          qsort (u, n_frames, sizeof (double), compare_doubles);
          qsort (c, n_frames, sizeof (double), compare_doubles);
          qsort (k, n_frames, sizeof (double), compare_doubles);
          printf ("samples %5u-%5u (%2.0f min): %u strips; frame ms min %.2f median %.2f p95 %.2f max %.2f (%.0f %% under 8 ms);"
                  " from the clock's frame time ms min %.2f median %.2f p95 %.2f;"
                  " CPU ms per delivery min %.2f median %.2f p95 %.2f max %.2f;"
                  " of it the chart update, µs: median %.0f max %.0f\n",
                  i + n - (guint) (n_frames * per_frame), i + n, (i + n) / 240.0,
                  ds_chart_widget_get_n_strips (chart),
                  v[0], v[n_frames / 2], v[p95], v[n_frames - 1], 100.0 * under / n_frames,
                  k[0], k[n_frames / 2], k[p95],
                  u[0], u[n_frames / 2], u[p95], u[n_frames - 1],
                  c[n_frames / 2], c[n_frames - 1]);
          g_array_set_size (clocked, 0);
          fflush (stdout);
          g_array_set_size (frames, 0);
          g_array_set_size (cpus, 0);
          g_array_set_size (updates, 0);
        }
    }
  {
    /* What of a frame is the chart's own drawing: the last chart drawn
     * into an image surface of the widget's size. */
    int width = gtk_widget_get_width (GTK_WIDGET (chart)), height = gtk_widget_get_height (GTK_WIDGET (chart));
    cairo_surface_t *surface = cairo_image_surface_create (CAIRO_FORMAT_ARGB32, width, height);
    g_autoptr(GArray) draws = g_array_new (FALSE, FALSE, sizeof (double));
    DsChartStyle style;

    ds_chart_style_init (&style, DS_CHART_THEME_LIGHT, 1);
    for (guint i = 0; i < 30; i++)
      {
        cairo_t *cr = cairo_create (surface);
        double c0 = cpu_ms (), d;

        ds_chart_draw (ds_chart_widget_get_chart (chart), cr, width, height, &style);
        cairo_destroy (cr);
        cairo_surface_flush (surface);
        d = cpu_ms () - c0;
        g_array_append_val (draws, d);
      }
    qsort (draws->data, draws->len, sizeof (double), compare_doubles);
    printf ("the chart alone (%d×%d, %u samples), CPU ms per draw: min %.2f median %.2f max %.2f\n",
            width, height, live->samples->len, g_array_index (draws, double, 0),
            g_array_index (draws, double, draws->len / 2), g_array_index (draws, double, draws->len - 1));
    cairo_surface_destroy (surface);
  }
  {
    /* The floor: frames of the same window with nothing in the chart
     * widget, so what a frame costs GTK and the X server without a chart. */
    g_autoptr(GArray) empty = g_array_new (FALSE, FALSE, sizeof (double));
    g_autoptr(GArray) empty_cpu = g_array_new (FALSE, FALSE, sizeof (double));

    ds_chart_widget_set_placeholder (chart, NULL);
    ds_chart_widget_set_chart (chart, NULL, NULL);
    settle (window, 100);
    for (guint i = 0; i < 240; i++)
      {
        double c0 = cpu_ms (), ms, cpu;

        gtk_widget_queue_draw (GTK_WIDGET (chart));
        ms = frame_after (window, NULL, NULL, 5000) - paint_begin_ms;
        cpu = cpu_at_paint_ms - c0;
        g_array_append_val (empty, ms);
        g_array_append_val (empty_cpu, cpu);
      }
    qsort (empty->data, empty->len, sizeof (double), compare_doubles);
    qsort (empty_cpu->data, empty_cpu->len, sizeof (double), compare_doubles);
    printf ("the same window without a chart, %u frames: frame ms min %.2f median %.2f p95 %.2f;"
            " CPU ms per frame median %.2f\n", empty->len,
            g_array_index (empty, double, 0), g_array_index (empty, double, empty->len / 2),
            g_array_index (empty, double, empty->len * 95 / 100), g_array_index (empty_cpu, double, empty_cpu->len / 2));
  }
  gtk_window_destroy (GTK_WINDOW (window));
  return 0;
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(DsApplication) app = NULL;
  g_autoptr(GError) error = NULL;

  setlocale (LC_ALL, "");
  if (argc < 3 || (g_strcmp0 (argv[1], "history") != 0 && g_strcmp0 (argv[1], "thermal") != 0))
    {
      fprintf (stderr, "usage: window-bench history ROUNDS | window-bench thermal SAMPLES [rebuild]\n");
      return 2;
    }
  app = ds_application_new (G_APPLICATION_NON_UNIQUE);
  if (!g_application_register (G_APPLICATION (app), NULL, &error))
    {
      fprintf (stderr, "window-bench: %s\n", error->message);
      return 1;
    }
  g_application_hold (G_APPLICATION (app));
  if (g_strcmp0 (argv[1], "thermal") == 0)
    return bench_thermal ((guint) atoi (argv[2]), argc > 3 && g_strcmp0 (argv[3], "rebuild") == 0);
  expected_rows = (guint) atoi (g_getenv ("DS_BENCH_RUNS") ? g_getenv ("DS_BENCH_RUNS") : "10000");
  return bench_history (app, (guint) atoi (argv[2]));
}
