/* ds-preferences-window.h — the defaults of benchmarks and thermal tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define DS_TYPE_PREFERENCES_WINDOW (ds_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (DsPreferencesWindow, ds_preferences_window, DS, PREFERENCES_WINDOW, AdwPreferencesWindow)

GtkWidget *ds_preferences_window_new (GtkWindow *parent);

/* The profiles a benchmark can run, as GSettings nicks and titles. */
typedef struct
{
  const char *nick;
  const char *title;      /* untranslated; pass through _() */
} DsChoice;

extern const DsChoice ds_bench_profiles[];
extern const guint    ds_n_bench_profiles;
/* Test sizes offered, in MiB. */
extern const guint    ds_bench_sizes_mib[];
extern const guint    ds_n_bench_sizes;

G_END_DECLS
