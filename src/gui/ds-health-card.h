/* ds-health-card.h — a drive's health on its Overview page
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "ds-drive.h"
#include "ds-health.h"

G_BEGIN_DECLS

#define DS_TYPE_HEALTH_CARD (ds_health_card_get_type ())
G_DECLARE_FINAL_TYPE (DsHealthCard, ds_health_card, DS, HEALTH_CARD, AdwBin)

GtkWidget      *ds_health_card_new        (void);
/* The drive whose health the card reads; a different drive clears it. */
void            ds_health_card_set_drive  (DsHealthCard   *self,
                                           const DsDrive  *drive);
/* Starts reading (the health.read action does the same). */
void            ds_health_card_read       (DsHealthCard   *self);
/* Shows @health (takes it) or, when NULL, @error. */
void            ds_health_card_show       (DsHealthCard   *self,
                                           DsHealth       *health,
                                           const GError   *error);
const DsHealth *ds_health_card_get_health (DsHealthCard   *self);
/* "idle", "reading", "cancelled", "error", "unsupported" or "result". */
const char     *ds_health_card_get_state  (DsHealthCard   *self);

G_END_DECLS
