/* ds-drive-page.h — the Overview page of one drive
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "ds-drive.h"
#include "ds-health-card.h"

G_BEGIN_DECLS

#define DS_TYPE_DRIVE_PAGE (ds_drive_page_get_type ())
G_DECLARE_FINAL_TYPE (DsDrivePage, ds_drive_page, DS, DRIVE_PAGE, AdwBin)

GtkWidget     *ds_drive_page_new                (void);
/* The page keeps a reference to @drive. */
void           ds_drive_page_set_drive          (DsDrivePage   *self,
                                                 DsDrive       *drive);
const DsDrive *ds_drive_page_get_drive          (DsDrivePage   *self);
/* Number of free-space bars shown (one per mounted filesystem; tests). */
guint          ds_drive_page_get_n_space_bars   (DsDrivePage   *self);
DsHealthCard  *ds_drive_page_get_health_card    (DsDrivePage   *self);
/* Whether the degraded-link warning row is visible (tests). */
gboolean       ds_drive_page_get_link_warning_visible (DsDrivePage *self);
/* The link rows as shown ("" when hidden): current, drive's maximum, slot's. */
void           ds_drive_page_get_link_texts     (DsDrivePage   *self,
                                                 const char   **current,
                                                 const char   **drive_max,
                                                 const char   **slot_max);

G_END_DECLS
