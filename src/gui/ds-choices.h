/* ds-choices.h — the shared choices of the core's ds-<layer>-enums.h as
 * people read them, and bound to drop-downs and combo rows
 *
 * The values, their order and their nicks come from the GEnums generated
 * from those headers; only the labels are here.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

#include "ds-bench-enum-types.h"
#include "ds-bench-enums.h"
#include "ds-enum-nicks.h"
#include "ds-io-enum-types.h"
#include "ds-io-enums.h"
#include "ds-platform-enum-types.h"
#include "ds-platform-enums.h"
#include "ds-report-enum-types.h"
#include "ds-report-enums.h"

G_BEGIN_DECLS

/* The translated label of @value of @type (DS_TYPE_BENCH_PROFILE,
 * DS_TYPE_IO_MODE, DS_TYPE_DATA_PATTERN, DS_TYPE_CHART_UNITS or
 * DS_TYPE_IO_ENGINE_KIND). */
const char *ds_choice_label         (GType               type,
                                     int                 value);
/* The label of the value whose nick is @nick ("default" -> "Default");
 * @nick itself when @type has no such nick, "" for NULL. */
const char *ds_choice_label_for_nick (GType              type,
                                      const char        *nick);
/* A GtkStringList of the labels of @type. The position is the value for
 * every type but DS_TYPE_IO_ENGINE_KIND, which lists only the engines this
 * build has (ds_io_engine_kinds_available): map with the two below. */
GListModel *ds_choice_model         (GType               type);
/* The value at @position of ds_choice_model (@type); the first for a
 * position past the end. */
int         ds_choice_value_at      (GType               type,
                                     guint               position);
/* The position of @value in ds_choice_model (@type); 0 (the first, for the
 * engines Automatic) when it is not listed, as an engine this build lacks. */
guint       ds_choice_position_of   (GType               type,
                                     int                 value);
/* Binds the key @key, of enum @type, to a guint "selected" property of a
 * drop-down or combo row whose model is ds_choice_model (@type). */
void        ds_settings_bind_choice (GSettings          *settings,
                                     const char         *key,
                                     GType               type,
                                     gpointer            object,
                                     const char         *property,
                                     GSettingsBindFlags  flags);

G_END_DECLS
