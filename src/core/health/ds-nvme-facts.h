/* ds-nvme-facts.h — what an NVMe controller says about itself beyond health
 *
 * The facts people look up in nvme-cli or smartctl -x: the power states
 * (maximum power, entry and exit latency), the current one and whether
 * autonomous power state transitions (APST) are on; the thermal thresholds
 * of host-controlled thermal management (TMT1/TMT2); the firmware slots and
 * the active one; the namespace count and the LBA formats of namespace 1
 * with the one in use; the Error Information log and the device self-test
 * log entry by entry. Parsed from the helper's pages (Identify Controller
 * and Namespace, the Firmware Slot Information log, Get Features 02h, 0Ch
 * and 10h), each optional: a page the helper could not read leaves its
 * facts unknown (-1, NAN or NULL), never fails the health read.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

typedef struct
{
  guint    state;              /* 0 .. NPSS */
  double   max_power_w;        /* MP, in watts */
  gboolean non_operational;    /* NOPS: no I/O in this state */
  guint32  entry_latency_us;   /* ENLAT */
  guint32  exit_latency_us;    /* EXLAT */
} DsNvmePowerState;

typedef struct
{
  guint    index;
  guint32  data_bytes;         /* 2^LBADS: 512, 4096 ... */
  guint    metadata_bytes;
  guint    relative_performance; /* 0 best .. 3 degraded */
} DsNvmeLbaFormat;

typedef struct
{
  guint64  error_count;
  guint    submission_queue;
  guint    command_id;
  guint    status_type;        /* status code type (bits 11:9) */
  guint    status_code;        /* status code (bits 8:1) */
  guint64  lba;
  guint32  nsid;
} DsNvmeErrorEntry;

typedef struct
{
  guint    code;               /* 1 short, 2 extended, 0xe vendor */
  guint    result;             /* 0 passed .. 9; see ds_nvme_self_test_result_name */
  guint64  power_on_hours;
  int      failing_segment;    /* -1 when not valid */
  gint64   failing_lba;        /* -1 when not valid */
} DsNvmeSelfTestEntry;

typedef struct
{
  /* Identify Controller. */
  GArray  *power_states;         /* DsNvmePowerState; NULL unknown */
  int      apst_supported;       /* 1, 0; -1 unknown */
  int      thermal_management_supported; /* HCTMA: 1, 0; -1 */
  double   thermal_min_c;        /* MNTMT / MXTMT: the range TMT1/TMT2 may be set in */
  double   thermal_max_c;
  gint64   namespaces;           /* NN; -1 */
  int      firmware_slots;       /* FRMW 3:1; -1 */
  int      firmware_slot1_read_only; /* 1, 0; -1 */
  int      self_test_supported;  /* OACS bit 4 */

  /* Get Features. */
  int      current_power_state;  /* 02h; -1 unknown */
  int      apst_enabled;         /* 0Ch; 1, 0; -1 unknown */
  double   tmt1_c;               /* 10h; NAN when unknown or 0 (not set) */
  double   tmt2_c;

  /* Firmware Slot Information log. */
  int      active_slot;          /* 1..7; -1 */
  int      next_slot;            /* slot at the next reset; -1 none said */
  GPtrArray *slot_revisions;     /* char*, slot N at index N-1, "" empty; NULL unknown */

  /* Identify Namespace 1. */
  GArray  *lba_formats;          /* DsNvmeLbaFormat; NULL unknown */
  int      current_lba_format;   /* -1 */

  /* Logs in full. */
  GArray  *error_entries;        /* DsNvmeErrorEntry, newest first; NULL unread */
  GArray  *self_tests;           /* DsNvmeSelfTestEntry, newest first; NULL unread */
  int      self_test_running;    /* current operation: 1 short, 2 extended; 0 none; -1 */
  int      self_test_percent;    /* completion of the running one; -1 */
} DsNvmeFacts;

DsNvmeFacts *ds_nvme_facts_new      (void);
void         ds_nvme_facts_free     (DsNvmeFacts       *facts);

/* Whether namespace 1 offers a format of 4096-byte sectors; -1 unknown. */
int          ds_nvme_facts_has_4k_format (const DsNvmeFacts *facts);

/* The English result of an NVMe self-test (JSON), marked for translation
 * with the context "self-test result". */
const char  *ds_nvme_self_test_result_name (guint result);
/* The English kind of an NVMe self-test (JSON), context "self-test". */
const char  *ds_nvme_self_test_code_name   (guint code);

/* The `nvme` object of `health --json`; keys with null where unknown. */
JsonNode    *ds_nvme_facts_to_json  (const DsNvmeFacts *facts);
/* The facts back from that object (a kept health snapshot), as far as
 * people read them in reports: power states, APST, thermal management,
 * namespaces, firmware slots and LBA formats; not the logs. NULL for NULL;
 * what is missing or out of range stays unknown. */
DsNvmeFacts *ds_nvme_facts_new_from_json (JsonObject *obj);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsNvmeFacts, ds_nvme_facts_free)

G_END_DECLS
