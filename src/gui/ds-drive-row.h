/* ds-drive-row.h — one drive in the sidebar
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>
#include <json-glib/json-glib.h>

#include "ds-drive.h"

G_BEGIN_DECLS

#define DS_TYPE_DRIVE_ROW (ds_drive_row_get_type ())
G_DECLARE_FINAL_TYPE (DsDriveRow, ds_drive_row, DS, DRIVE_ROW, GtkListBoxRow)

/* The row keeps a reference to @drive; @drives, the scan it came from,
 * tells whether another drive shows the same name, and is not kept. */
GtkWidget  *ds_drive_row_new            (GPtrArray     *drives,
                                         DsDrive       *drive);
void        ds_drive_row_set_drive      (DsDriveRow    *self,
                                         GPtrArray     *drives,
                                         DsDrive       *drive);
DsDrive    *ds_drive_row_get_drive      (DsDriveRow    *self);
/* A test runs on the drive: a spinner in the row. */
void        ds_drive_row_set_busy       (DsDriveRow    *self,
                                         gboolean       busy);
gboolean    ds_drive_row_get_busy       (DsDriveRow    *self);
const char *ds_drive_row_get_name       (DsDriveRow    *self);
/* The text shown as the row's title (tests read it). */
const char *ds_drive_row_get_title      (DsDriveRow    *self);

/* A symbolic icon for the kind of drive. */
const char *ds_drive_icon_name          (const DsDrive *drive);
/* "NVMe over PCIe", "USB", ...; NULL for unknown. */
const char *ds_transport_display_name   (DsTransport    transport);
/* "41 °C", or NULL when unknown. */
char       *ds_format_temperature       (double         celsius);

/* For tests: the name label, and the subtitle as shown. */
GtkLabel      *ds_drive_row_get_title_label (DsDriveRow *self);
const char    *ds_drive_row_get_subtitle    (DsDriveRow *self);

G_END_DECLS
