/* ds-help.h — opening the user guide (the pages of help/C) at a topic
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gtk/gtk.h>

G_BEGIN_DECLS

/* The address of @topic (a page id of help/C, NULL or "" for the guide's
 * front page): "help:drivescope" or "help:drivescope/TOPIC", which Yelp
 * reads. Where the guide is shipped as HTML instead (Windows, or
 * DRIVESCOPE_HELP_HTML=DIR naming the tree -Dhelp_html builds), the file://
 * address of TOPIC.html in the first of the user's languages that the tree
 * has, else in C/; NULL when that tree has no such page. */
char  *ds_help_uri      (const char *topic);

/* The directory of the HTML tree the guide is read from, or NULL where the
 * guide is read through help: addresses. */
char  *ds_help_html_dir (void);

/* The HTML page of @topic under @html_dir (LANG/TOPIC.html, for the first of
 * @languages the tree has, else C) as a file:// address, or NULL. */
char  *ds_help_html_uri (const char         *html_dir,
                         const char * const *languages,
                         const char         *topic);

/* Opens @topic of the guide for @parent through gtk_show_uri_full; when no
 * program can show it, a toast on @parent (a DsWindow's win.toast) says
 * what to install. */
void   ds_help_show     (GtkWindow  *parent,
                         const char *topic);

G_END_DECLS
