/* ds-verify-page.h — the Capacity check page of one drive: is it genuine,
 * and does it keep what is written to it?
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "ds-chart-widget.h"
#include "ds-run-page.h"
#include "ds-verify-task.h"

G_BEGIN_DECLS

#define DS_TYPE_VERIFY_PAGE (ds_verify_page_get_type ())
G_DECLARE_FINAL_TYPE (DsVerifyPage, ds_verify_page, DS, VERIFY_PAGE, DsRunPage)

GtkWidget     *ds_verify_page_new          (void);
/* The drive, the folder, the running state: see ds-run-page.h. */
/* The task of the current or last check, or NULL. */
DsVerifyTask  *ds_verify_page_get_task     (DsVerifyPage *self);
DsChartWidget *ds_verify_page_get_chart    (DsVerifyPage *self);
/* The verdict in words after a check ("" before). */
const char    *ds_verify_page_get_verdict  (DsVerifyPage *self);
/* What the live row shows under @title ("Pass", "Position", "Speed"), or
 * NULL. */
const char    *ds_verify_page_get_figure   (DsVerifyPage *self,
                                            const char   *title);
/* The size to write: 0 all the free space (less the reserve), else bytes;
 * whether the files are kept. For tests and the keyboard. */
void           ds_verify_page_set_size     (DsVerifyPage *self,
                                            guint64       bytes);
void           ds_verify_page_set_keep     (DsVerifyPage *self,
                                            gboolean      keep);

G_END_DECLS
