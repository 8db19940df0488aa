/* ds-history-verify.h — capacity checks (verify) in the history
 *
 * A check is a row of runs (kind "verify", its settings and conditions, a
 * headline with the verdict) and a row of verify_runs holding the whole
 * result as `verify --json` prints it: counts, damaged ranges and both
 * throughput curves, read and written whole.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include "ds-history-store.h"
#include "ds-verify-result.h"

G_BEGIN_DECLS

/* Keeps @result (its conditions say which drive); the run's id, 0 with
 * @error on failure (nothing is left half-saved). */
gint64          ds_history_store_save_verify (DsHistoryStore        *self,
                                              const DsVerifyResult  *result,
                                              GError               **error);
/* DS_ERROR_INVALID_ARGUMENT when the run is not a capacity check. */
DsVerifyResult *ds_history_store_load_verify (DsHistoryStore        *self,
                                              gint64                 run_id,
                                              GError               **error);
/* Inside a transaction the caller holds (import): the new id, -1 on error. */
gint64          ds_history_insert_verify     (DsHistoryStore        *self,
                                              const DsVerifyResult  *result,
                                              const char            *label,
                                              const char            *comment,
                                              const char            *app_version,
                                              GError               **error);

G_END_DECLS
