/* ds-enum-nicks.h — an enum's values to and from their nicks, through its GType
 *
 * The enums themselves live in the layer that owns them, each layer's in its
 * ds-<layer>-enums.h (platform, io, bench, report), with their GTypes
 * generated beside them (ds-<layer>-enum-types.h) and the GSettings schema's
 * <enum>s generated from all of them (data/meson.build). The nicks are the
 * strings stored in settings, accepted and printed by the CLI and kept in
 * saved results; the labels people read are the window's.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib-object.h>

G_BEGIN_DECLS

/* The nick of @value of the enum @type, or NULL when it has none. */
const char *ds_enum_to_nick   (GType       type,
                               int         value);
/* The value whose nick is @nick; FALSE when there is none. */
gboolean    ds_enum_from_nick (GType       type,
                               const char *nick,
                               int        *out);
/* The nicks of @type, in order (free with g_strfreev). */
char      **ds_enum_nicks     (GType       type);

G_END_DECLS
