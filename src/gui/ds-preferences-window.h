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
extern const DsChoice ds_data_patterns[];
extern const guint    ds_n_data_patterns;
extern const DsChoice ds_bench_units[];      /* the order of DsBenchUnit */
extern const guint    ds_n_bench_units;
extern const DsChoice ds_io_engines[];
extern const guint    ds_n_io_engines;
/* Test sizes offered, in MiB. */
extern const guint    ds_bench_sizes_mib[];
extern const guint    ds_n_bench_sizes;

/* A GtkStringList of the translated titles. */
GListModel *ds_choice_model          (const DsChoice     *choices,
                                      guint               n_choices);
GListModel *ds_size_model            (void);
/* Binds a string or enum key to a guint "selected" property by nick. */
void        ds_settings_bind_choice  (GSettings          *settings,
                                      const char         *key,
                                      gpointer            object,
                                      const char         *property,
                                      const DsChoice     *choices,
                                      guint               n_choices,
                                      GSettingsBindFlags  flags);
/* Binds a size key in MiB to a "selected" index of ds_size_model(). */
void        ds_settings_bind_size    (GSettings          *settings,
                                      const char         *key,
                                      gpointer            object,
                                      const char         *property,
                                      GSettingsBindFlags  flags);

G_END_DECLS
