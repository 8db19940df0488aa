/* ds-health-private.h — internals of the health reader that tests reach
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ds-health.h"

G_BEGIN_DECLS

/* Runs @argv (the helper, or pkexec and the helper when @via_pkexec) and
 * parses what it prints. pkexec's 126 / 127 become DS_ERROR_PERMISSION, the
 * helper's 2 DS_ERROR_NOT_FOUND, anything else non-zero DS_ERROR_IO. */
DsHealth *ds_health_run_helper (const char * const *argv,
                                gboolean            via_pkexec,
                                const char         *name,
                                GCancellable       *cancellable,
                                GError            **error);

G_END_DECLS
