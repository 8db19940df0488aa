/* ds-verify-result.h — what a capacity check found, and the verdict
 *
 * Positions are bytes from the start of what the run wrote, in file order:
 * (file number − 1) × file size + offset in the file.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

#include "ds-run-kind.h"
#include "ds-verify-block.h"

G_BEGIN_DECLS

#define DS_VERIFY_NO_POSITION G_MAXUINT64
/* The damaged ranges kept in a result; past this many only the totals grow. */
#define DS_VERIFY_MAX_EXTENTS 256

/* One point of a throughput curve: MB/s of the span that ends at @position. */
typedef struct
{
  guint64 position;
  double  mbps;
} DsVerifyPoint;

/* A run of consecutive blocks in the same state (never INTACT). For
 * ALIASED, @other is the position of the block found there. */
typedef struct
{
  guint64            position;
  guint64            length;
  DsVerifyBlockState state;
  guint64            other;
  gboolean           write;   /* an I/O error of the write pass */
} DsVerifyExtent;

typedef enum
{
  DS_VERIFY_VERDICT_GENUINE,      /* "genuine": everything written reads back */
  DS_VERIFY_VERDICT_COUNTERFEIT,  /* "counterfeit": writes lost or overwritten */
  DS_VERIFY_VERDICT_DAMAGED,      /* "damaged": corrupted or unreadable blocks only */
  DS_VERIFY_VERDICT_INCOMPLETE,   /* "incomplete": stopped before anything was read */
} DsVerifyVerdict;

typedef struct
{
  char       *uuid;           /* set when kept in the history */
  DsRunStatus status;
  char       *error;          /* why it failed, or NULL */
  gint64      start_time;     /* Unix seconds */
  gint64      end_time;
  char       *dir;
  char       *fstype;
  gboolean    read_only;      /* a later read-back of kept files */
  gboolean    keep;
  gboolean    direct;         /* the read-back bypassed the page cache */
  char       *cached_reason;  /* why not, or NULL */
  guint64     seed;
  guint       block_size;
  guint64     file_bytes;
  guint       n_files;
  guint       compressible;   /* percent */

  guint64     bytes_planned;
  guint64     bytes_written;  /* the write pass (read-only: found in the files) */
  guint64     bytes_checked;  /* read back and classified */
  guint64     bytes_intact;
  guint64     bytes_corrupted;
  guint64     bytes_overwritten;  /* aliased */
  guint64     bytes_lost;     /* zeros, stale, missing */
  guint64     bytes_io_error;
  guint64     bytes_state[DS_VERIFY_BLOCK_N_STATES];
  guint64     bytes_unwritten_tail;  /* read-only: an interrupted last file */
  guint64     first_bad;      /* DS_VERIFY_NO_POSITION when none */
  guint64     intact_prefix;  /* intact bytes from position 0 to the first bad one */
  guint64     write_errors;   /* bytes the write pass could not write */
  double      write_seconds;
  double      read_seconds;

  GArray     *write_curve;    /* DsVerifyPoint */
  GArray     *read_curve;     /* DsVerifyPoint */
  GArray     *extents;        /* DsVerifyExtent, in position order */
  guint       extents_dropped;
  /* What the run ran under (conditions/ fills it: the runner does not
   * depend on that layer); NULL until then. */
  JsonObject *conditions;
} DsVerifyResult;

DsVerifyResult *ds_verify_result_new      (void);
void            ds_verify_result_free     (DsVerifyResult *result);

/* Counts @length bytes at @position as @state (for ALIASED, @other is the
 * found block's position), merging with the last damaged range. */
void            ds_verify_result_add      (DsVerifyResult    *result,
                                           guint64            position,
                                           guint64            length,
                                           DsVerifyBlockState state,
                                           guint64            other);
/* A write that failed: kept as an I/O error range of the write pass. */
void            ds_verify_result_add_write_error (DsVerifyResult *result,
                                                  guint64         position,
                                                  guint64         length);

DsVerifyVerdict ds_verify_result_verdict  (const DsVerifyResult *result);
const char     *ds_verify_verdict_to_string (DsVerifyVerdict verdict);
/* The verdict in words: "genuine: all 1.82 TB hold data", "counterfeit:
 * only the first 57.3 GB hold data; writes beyond it are lost", … */
char           *ds_verify_result_verdict_text (const DsVerifyResult *result);

JsonNode       *ds_verify_result_to_json  (const DsVerifyResult *result);
/* Reads what to_json wrote (the history keeps it): DS_ERROR_PARSE when it
 * is not a verify result. */
DsVerifyResult *ds_verify_result_from_json (JsonNode   *node,
                                            GError    **error);
/* The report people read (ds-verify-text.c). */
char           *ds_verify_result_format_text (const DsVerifyResult *result);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsVerifyResult, ds_verify_result_free)

G_END_DECLS
