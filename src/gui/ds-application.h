/* ds-application.h — the Drivescope desktop application
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "ds-history.h"

G_BEGIN_DECLS

#define DS_TYPE_APPLICATION (ds_application_get_type ())
G_DECLARE_FINAL_TYPE (DsApplication, ds_application, DS, APPLICATION, AdwApplication)

DsApplication *ds_application_new          (GApplicationFlags flags);
GSettings     *ds_application_get_settings (DsApplication    *self);
/* The one history the window's pages read and write ("changed" tells them
 * of every write). */
DsHistory     *ds_application_get_history  (DsApplication    *self);
/* That of the default application; for a page made without a
 * DsApplication, one history of ds_history_default_path (). */
DsHistory     *ds_application_get_default_history (void);

G_END_DECLS
