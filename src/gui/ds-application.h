/* ds-application.h — the Drivescope desktop application
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define DS_TYPE_APPLICATION (ds_application_get_type ())
G_DECLARE_FINAL_TYPE (DsApplication, ds_application, DS, APPLICATION, AdwApplication)

DsApplication *ds_application_new          (GApplicationFlags flags);
GSettings     *ds_application_get_settings (DsApplication    *self);
/* Tells every history view that the store changed. */
void           ds_application_history_changed (DsApplication *self);

G_END_DECLS
