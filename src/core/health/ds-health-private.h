/* ds-health-private.h — internals of the health reader that tests reach
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#if !defined (DS_HEALTH_COMPILATION)
# error "ds-health-private.h is private to src/core/health; include ds-health.h instead"
#endif

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

/* An ATA self-test result from its execution status byte (ds-smart-ata.c). */
const char *_ds_ata_self_test_result (guint8   status,
                                      gboolean zero_is_pass);

/* The NVMe facts of @health, made on first use (ds-nvme-facts.c), and the
 * parts of them the existing pages hold, filled by ds-smart-nvme.c. */
DsNvmeFacts *_ds_health_nvme_facts          (DsHealth     *health);
void         _ds_nvme_facts_parse_identify  (DsHealth     *health,
                                             const guint8 *data,
                                             gsize         len);
void         _ds_nvme_facts_parse_error_log (DsHealth     *health,
                                             const guint8 *data,
                                             gsize         len);
void         _ds_nvme_facts_parse_self_test (DsHealth     *health,
                                             const guint8 *data,
                                             gsize         len);

/* Starts a self-test of @type ("short", "extended", "conveyance") or, with
 * NULL, aborts the running one through udisks2 (ds-health-udisks.c), with
 * no prompt. DS_ERROR_UNSUPPORTED where udisks cannot. */
gboolean _ds_health_udisks_self_test (const char    *name,
                                      const char    *type,
                                      GCancellable  *cancellable,
                                      GError       **error);

G_END_DECLS
