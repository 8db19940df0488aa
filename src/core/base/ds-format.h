/* ds-format.h — numbers and strings as people read them
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* "960.2 GB (894.3 GiB)": decimal first, as drives are sold, binary beside. */
char *ds_format_capacity      (guint64     bytes);

/* "960.2 GB" (decimal units only). */
char *ds_format_bytes         (guint64     bytes);
/* "64.0 MiB", "1.0 GiB": a test file's size, in the units it is chosen in. */
char *ds_format_bytes_binary  (guint64     bytes);

/* "1 min 31 s", "2 h 5 min", "45 s" */
char *ds_format_duration      (double      seconds);
/* @text as a name to show in a window or an image: terminal escape
 * sequences ("\x1b[2J", "\x1b]0;title\x07") and other control and bidi
 * characters removed, invalid UTF-8 replaced, spaces trimmed; NULL for NULL. */
char *ds_strip_control        (const char *text);
/* A count with its digits grouped: the locale's separator ("12,345,678",
 * "12 345 678"), a narrow no-break space where the locale has none (C). */
char *ds_format_count         (gint64      value);
/* How full a filesystem is, as df computes it: used / (used + what users
 * may still write), in percent; NAN when both are 0. The Overview's bars
 * and a run's conditions (fill_percent) both say this. */
double ds_fill_percent        (guint64     used_bytes,
                               guint64     available_bytes);
/* @text with its run of leading digits grouped as ds_format_count does
 * ("1234567 (max 9)" -> "1 234 567 (max 9)"); a copy when it has none. */
char *ds_format_group_digits  (const char *text);

/* A string that came from a device or a user, made safe for a terminal:
 * control characters (C0, DEL, C1, ESC sequences) become \xNN, invalid
 * UTF-8 becomes U+FFFD. NULL gives NULL. */
char *ds_escape_terminal      (const char *text);

/* Escaping, each for one format. All three first make control characters
 * and invalid UTF-8 visible (\xNN, U+FFFD), so no terminal sequence and
 * no character XML forbids gets through. NULL gives "". */
char *ds_escape_html          (const char *text);
char *ds_escape_markdown      (const char *text);
/* One CSV field, quoted when needed; a leading = + - @ (after any spaces
 * and tabs, or in its full-width form) is neutralised so spreadsheets do
 * not run it as a formula. */
char *ds_escape_csv           (const char *text);

/* Trims ASCII white space and NULs of fixed-width device strings (INQUIRY,
 * IDENTIFY) and returns NULL for an empty result. */
char *ds_strdup_device_string (const char *data,
                               gsize       len);

G_END_DECLS
