/* ds-preferences-window.h — the defaults of benchmarks and thermal tests
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "ds-choices.h"

G_BEGIN_DECLS

#define DS_TYPE_PREFERENCES_WINDOW (ds_preferences_window_get_type ())
G_DECLARE_FINAL_TYPE (DsPreferencesWindow, ds_preferences_window, DS, PREFERENCES_WINDOW, AdwPreferencesWindow)

GtkWidget *ds_preferences_window_new (GtkWindow *parent);

/* The test sizes to choose from (ds_bench_size_choice) as a GtkStringList. */
GListModel *ds_size_model            (void);
/* Binds a size key in MiB to a "selected" index of ds_size_model(). */
void        ds_settings_bind_size    (GSettings          *settings,
                                      const char         *key,
                                      gpointer            object,
                                      const char         *property,
                                      GSettingsBindFlags  flags);

G_END_DECLS
