/* startup-bench.c — time to the first frame of the Drivescope window
 *
 * Starts the real application (its widget library, its resources, its
 * settings) and prints, in milliseconds since the process was launched
 * ($DS_LAUNCH_NS, realtime ns, set by tests/bench/startup) or since main():
 *   first-frame   the window's first painted frame
 *   drives-shown  the first frame after the sidebar lists the drives
 * then quits. Not a test: tests/bench/startup runs it and prints a table.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <locale.h>
#include <stdio.h>

#include "ds-application.h"
#include "ds-window.h"

static gint64 origin_us;
static double first_frame_ms = -1;
static double drives_shown_ms = -1;

static double
since_origin_ms (void)
{
  return (g_get_real_time () - origin_us) / 1000.0;
}

static void
on_after_paint (GdkFrameClock *clock,
                DsWindow      *window)
{
  if (first_frame_ms < 0)
    first_frame_ms = since_origin_ms ();
  if (drives_shown_ms < 0 && g_strcmp0 (ds_window_get_content_name (window), "loading") != 0)
    {
      drives_shown_ms = since_origin_ms ();
      g_signal_handlers_disconnect_by_func (clock, on_after_paint, window);
      g_application_quit (g_application_get_default ());
    }
}

static void
on_map (GtkWidget *widget)
{
  GdkFrameClock *clock = gtk_widget_get_frame_clock (widget);

  g_signal_connect (clock, "after-paint", G_CALLBACK (on_after_paint), widget);
}

static void
on_window_added (GtkApplication *app,
                 GtkWindow      *window)
{
  if (DS_IS_WINDOW (window))
    g_signal_connect (window, "map", G_CALLBACK (on_map), NULL);
}

int
main (int   argc,
      char *argv[])
{
  g_autoptr(DsApplication) app = NULL;
  const char *launch = g_getenv ("DS_LAUNCH_NS");
  int status;

  origin_us = launch ? (gint64) (g_ascii_strtoll (launch, NULL, 10) / 1000) : g_get_real_time ();
  setlocale (LC_ALL, "");
  app = ds_application_new (G_APPLICATION_NON_UNIQUE);
  g_signal_connect (app, "window-added", G_CALLBACK (on_window_added), NULL);
  status = g_application_run (G_APPLICATION (app), argc, argv);
  printf ("first-frame %.1f\ndrives-shown %.1f\n", first_frame_ms, drives_shown_ms);
  return status != 0 || drives_shown_ms < 0;
}
