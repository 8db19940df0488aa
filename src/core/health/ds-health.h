/* ds-health.h — what a drive says about its own health, and our verdict
 *
 * Plain data filled by the pure parsers (ds-smart-nvme.c, ds-smart-ata.c)
 * from the raw pages the privileged helper prints, judged by
 * ds-health-verdict.c, read through ds-health-reader.c. Everything the drive
 * does not report is -1 (integers) or NAN (temperatures), never a guess; the
 * JSON form has null there.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

#include "ds-drivedb.h"
#include "ds-nvme-facts.h"

G_BEGIN_DECLS

typedef enum
{
  DS_HEALTH_KIND_UNKNOWN,
  DS_HEALTH_KIND_NVME,
  DS_HEALTH_KIND_ATA,
} DsHealthKind;

typedef enum
{
  DS_HEALTH_VERDICT_UNKNOWN,
  DS_HEALTH_VERDICT_GOOD,
  DS_HEALTH_VERDICT_CAUTION,
  DS_HEALTH_VERDICT_BAD,
} DsHealthVerdict;

/* NVMe SMART / Health critical warning bits (byte 0 of the log). */
typedef enum
{
  DS_NVME_CW_SPARE            = 1 << 0,  /* available spare below threshold */
  DS_NVME_CW_TEMPERATURE      = 1 << 1,  /* temperature outside its thresholds */
  DS_NVME_CW_RELIABILITY      = 1 << 2,  /* NVM subsystem reliability degraded */
  DS_NVME_CW_READ_ONLY        = 1 << 3,  /* media placed in read-only mode */
  DS_NVME_CW_VOLATILE_BACKUP  = 1 << 4,  /* volatile memory backup failed */
  DS_NVME_CW_PMR_READ_ONLY    = 1 << 5,  /* persistent memory region read-only */
} DsNvmeCriticalWarning;

/* Whether an ATA attribute is below its threshold now or was once. */
typedef enum
{
  DS_ATA_FAILING_NO,
  DS_ATA_FAILING_NOW,
  DS_ATA_FAILING_PAST,
} DsAtaFailing;

typedef struct
{
  guint8        id;
  char          name[33];    /* smartctl's name from the drive database
                              * ("Reallocated_Sector_Ct"; JSON); people read
                              * ds_ata_attribute_display_name_for() */
  gboolean      named_by_drive; /* the name comes from the drive's own entry */
  guint16       flags;       /* raw flag word; bit 0 = pre-fail */
  int           value;       /* normalised current, 1..253 */
  int           worst;
  int           threshold;   /* -1 when the thresholds page is missing */
  guint64       raw;         /* 48-bit raw value, little-endian as stored */
  guint8        entry[12];   /* the table entry as read */
  DsAtaRawFormat raw_format; /* how the database says to read it */
  guint64       raw_decoded; /* the bytes that format reads (may be 64-bit) */
  char          raw_value[64]; /* printed as smartctl prints it */
  gboolean      prefail;
  DsAtaFailing  failing;
} DsAtaAttribute;

typedef struct
{
  int     level;             /* thermal management temperature 1 or 2 */
  gint64  transitions;
  gint64  seconds;
} DsThermalThrottle;

typedef struct
{
  /* What and where. */
  DsHealthKind    kind;
  char           *device;              /* helper's device: nvme0, sda */
  char           *model;
  char           *serial;
  char           *firmware;
  gint64          capacity_bytes;      /* NVMe TNVMCAP / ATA LBAs × sector; -1 */
  int             rotation_rate;       /* ATA: 1 = SSD, RPM otherwise; -1 */
  guint           logical_sector_size; /* ATA, default 512 */
  GPtrArray      *capabilities;        /* char*: "self_test", "smart", ... */
  char           *last_self_test;      /* "short: passed at 1234 h" (JSON), or NULL */
  char           *last_self_test_display; /* the same, translated, for people */
  int             self_test_remaining_percent; /* a test is running: percent left; -1 none */
  int             self_test_minutes[3];  /* short, extended, conveyance as the drive says; -1 */

  /* Verdict. */
  DsHealthVerdict verdict;
  GPtrArray      *reasons;             /* char*, human, translated */

  /* The `health` JSON keys, in their order. */
  double          temperature_c;       /* NAN unknown */
  GArray         *temperature_sensors_c; /* double; NULL when not reported */
  double          warning_temp_c;
  double          critical_temp_c;
  int             critical_warning;    /* NVMe byte 0; -1 for ATA */
  int             available_spare;     /* percent; -1 */
  int             available_spare_threshold; /* -1 when 0 or > 100 */
  int             percentage_used;     /* may exceed 100; -1 */
  int             life_left_percent;   /* -1 */
  gint64          data_units_written;  /* NVMe units of 512 000 bytes; -1 */
  gint64          data_units_read;
  gint64          bytes_written;       /* -1 unknown, never guessed */
  gint64          bytes_read;
  gint64          host_read_commands;
  gint64          host_write_commands;
  gint64          power_on_hours;
  gint64          power_cycles;
  gint64          unsafe_shutdowns;
  gint64          media_errors;
  gint64          error_log_entries;
  int             error_log_recent;    /* NVMe: used entries of the error log read; -1 */
  int             error_log_recent_media; /* of them, media and data integrity errors; -1 */
  gint64          warning_temp_minutes;
  gint64          critical_temp_minutes;
  GArray         *thermal_throttle;    /* DsThermalThrottle; NULL when not reported */
  gint64          controller_busy_minutes;

  /* ATA only. */
  GArray         *attributes;          /* DsAtaAttribute; NULL for NVMe */
  gint64          reallocated_sectors;
  gint64          pending_sectors;
  gint64          uncorrectable_sectors;
  int             smart_status;        /* 1 passed, 0 failing, -1 unknown */
  int             last_error_uncorrectable; /* newest error-log entry was UNC: 1/0; -1 */
  gint64          last_error_hours;    /* its power-on hours; -1 */
  const char     *bytes_written_source;/* where bytes_written came from, or NULL */
  DsAtaPresets   *presets;             /* what the drive database says; NULL for NVMe */

  /* NVMe only: power states, thermal management, firmware slots, LBA
   * formats, the logs in full (ds-nvme-facts.h); NULL for ATA and where no
   * page held them (udisks2). */
  DsNvmeFacts    *nvme;

  /* Where the data came from: "helper", "udisks2" or "file". */
  const char     *source;
  /* Things people should know that are not verdict reasons: the drive
   * database's warning for the model, a counter that was not believed. */
  GPtrArray      *notes;

  /* The helper's JSON exactly as read (for --save-raw and the history store). */
  char           *raw_json;
} DsHealth;

typedef enum
{
  DS_HEALTH_READ_NONE         = 0,
  /* May ask for a password through pkexec. Without it a non-root caller
   * gets DS_ERROR_PERMISSION and nothing runs (thermal/bench snapshots). */
  DS_HEALTH_READ_ALLOW_PROMPT = 1 << 0,
  /* The helper's raw pages even where udisks2 would answer (--save-raw). */
  DS_HEALTH_READ_RAW_PAGES    = 1 << 1,
} DsHealthReadFlags;

DsHealth   *ds_health_new                   (void);
void        ds_health_free                  (DsHealth        *health);
void        ds_health_add_reason            (DsHealth        *health,
                                             const char      *format,
                                             ...) G_GNUC_PRINTF (2, 3);

/* The verdict's id for JSON ("good", ...); never shown to people. */
const char *ds_health_verdict_to_string     (DsHealthVerdict  verdict);
/* The verdict as people read it, translated ("Good", ...). */
const char *ds_health_verdict_to_display    (DsHealthVerdict  verdict);
const char *ds_health_kind_to_string        (DsHealthKind     kind);
/* Ids of the set critical-warning bits for JSON ("spare_below_threshold", ...). */
GStrv       ds_nvme_critical_warning_names  (int              critical_warning);
/* The same bits as people read them, translated, in the same order. */
GStrv       ds_nvme_critical_warning_display_names (int       critical_warning);

/* A counter as people read it ("1,234"), NULL when unknown. A counter at
 * G_MAXINT64 is one the drive saturated (an NVMe 128-bit counter past what
 * 63 bits hold, or all ones): "more than 9.2e18 (an impossible value)",
 * never the number itself. */
char       *ds_health_count_text            (gint64           count);
/* Whether @count is such a saturated counter. */
gboolean    ds_health_count_saturated       (gint64           count);

/* Exactly the keys of `health` (see README "Health"); null where unknown. */
JsonNode   *ds_health_to_json               (const DsHealth  *health);
/* The document of `health --json`: device, kind, identity, capabilities and
 * the `health` object above. */
JsonNode   *ds_health_report_to_json        (const DsHealth  *health);

/* Parsers over the raw pages; pure, any input is safe. They fill what the
 * pages hold and leave the rest unknown. */
gboolean    ds_smart_nvme_parse_identify    (DsHealth        *health,
                                             const guint8    *data,
                                             gsize            len,
                                             GError         **error);
gboolean    ds_smart_nvme_parse_smart_log   (DsHealth        *health,
                                             const guint8    *data,
                                             gsize            len,
                                             GError         **error);
gboolean    ds_smart_nvme_parse_self_test   (DsHealth        *health,
                                             const guint8    *data,
                                             gsize            len,
                                             GError         **error);
gboolean    ds_smart_nvme_parse_error_log   (DsHealth        *health,
                                             const guint8    *data,
                                             gsize            len,
                                             GError         **error);

/* The optional NVMe pages behind DsNvmeFacts; each skips what it cannot
 * read and never fails. Get Features values are the 4-byte completion
 * dword, little-endian. */
gboolean    ds_smart_nvme_parse_identify_namespace (DsHealth *health,
                                             const guint8    *data,
                                             gsize            len,
                                             GError         **error);
gboolean    ds_smart_nvme_parse_firmware_log (DsHealth       *health,
                                             const guint8    *data,
                                             gsize            len,
                                             GError         **error);
gboolean    ds_smart_nvme_parse_feature_power (DsHealth      *health,
                                             const guint8    *data,
                                             gsize            len,
                                             GError         **error);
gboolean    ds_smart_nvme_parse_feature_apst (DsHealth       *health,
                                             const guint8    *data,
                                             gsize            len,
                                             GError         **error);
gboolean    ds_smart_nvme_parse_feature_thermal (DsHealth    *health,
                                             const guint8    *data,
                                             gsize            len,
                                             GError         **error);

gboolean    ds_smart_ata_parse_identify     (DsHealth        *health,
                                             const guint8    *data,
                                             gsize            len,
                                             GError         **error);
/* @thresholds may be NULL. */
gboolean    ds_smart_ata_parse_smart        (DsHealth        *health,
                                             const guint8    *data,
                                             gsize            len,
                                             const guint8    *thresholds,
                                             gsize            thresholds_len,
                                             GError         **error);
/* Device Statistics log 0x04, page 1 (general) or 7 (solid state). */
gboolean    ds_smart_ata_parse_devstats     (DsHealth        *health,
                                             const guint8    *data,
                                             gsize            len,
                                             GError         **error);
/* Takes @presets (the drive database's word on this model, see
 * ds_drivedb_lookup) and applies them to the attributes parsed so far and
 * to those parsed later: names, raw formats, the value bytes some formats
 * use. Without it attributes read as raw48 with the names Drivescope knows. */
void        ds_smart_ata_set_presets        (DsHealth        *health,
                                             DsAtaPresets    *presets);
/* SMART self-test log (log 06h): the newest test as last_self_test.
 * Summary SMART error log (log 01h): the error count and the newest error. */
gboolean    ds_smart_ata_parse_self_test_log (DsHealth       *health,
                                             const guint8    *data,
                                             gsize            len,
                                             GError         **error);
gboolean    ds_smart_ata_parse_error_log    (DsHealth        *health,
                                             const guint8    *data,
                                             gsize            len,
                                             GError         **error);
/* Fills what follows from all pages: temperature, hours, sectors, bytes
 * written where the vendor unit is known. Call after the parsers. */
void        ds_smart_ata_derive             (DsHealth        *health);
/* The English name of an attribute id (JSON), or NULL when not known. */
const char *ds_ata_attribute_name           (guint8           id);
/* The same, translated, for tables people read; NULL when not known. */
const char *ds_ata_attribute_display_name   (guint8           id);
/* What people read for @attr: Drivescope's translated name where the
 * database uses its default one, else the database's name. */
const char *ds_ata_attribute_display_name_for (const DsAtaAttribute *attr);

/* Sets verdict and reasons from the parsed fields. */
void        ds_health_judge                 (DsHealth        *health);

/* The helper's JSON -> DsHealth (parsed and judged). DS_ERROR_PARSE on
 * malformed input. */
DsHealth   *ds_health_parse_helper_output   (const char      *json,
                                             GError         **error);

/* Reads @drive_name (nvme0n1, nvme0, sda). As root the helper reads the
 * raw pages directly. Otherwise udisks2 answers where it can (no password),
 * else the helper runs through pkexec when @flags allows a prompt.
 * DRIVESCOPE_HELPER=PATH runs another helper (as it is, after udisks2).
 * The result's source says which. */
DsHealth   *ds_health_read                  (const char      *drive_name,
                                             DsHealthReadFlags flags,
                                             GCancellable    *cancellable,
                                             GError         **error);

/* Health from udisks2 on the system bus ($DBUS_SYSTEM_BUS_ADDRESS when
 * set), with no password and no prompt. DS_ERROR_UNSUPPORTED when udisks
 * is absent, does not manage the drive or offers no health for it (NVMe
 * before udisks 2.10); DS_ERROR_PERMISSION when it refuses. */
DsHealth   *ds_health_read_udisks           (const char      *drive_name,
                                             GCancellable    *cancellable,
                                             GError         **error);

/* The same in a worker thread, for the GUI: the callback runs in the
 * thread-default main context of the caller. */
void        ds_health_read_async            (const char         *drive_name,
                                             DsHealthReadFlags   flags,
                                             GCancellable       *cancellable,
                                             GAsyncReadyCallback callback,
                                             gpointer            user_data);
DsHealth   *ds_health_read_finish           (GAsyncResult       *result,
                                             GError            **error);

/* --- health around a run: the one rule ---
 *
 * A run that writes (a benchmark) keeps the drive's health read just
 * before it and just after it: the counters before (read with @flags, so
 * the window may ask for a password once and the command line never asks),
 * and, only when that reading succeeded and the run gave a result, again
 * after it with the same flags (polkit keeps the window's authorisation,
 * so there is no second prompt). A refused or failed reading costs the
 * snapshots, never the run; its error is kept to be said. Both readings are
 * saved with the run as its "before" and "after" snapshots. */
typedef DsHealth *(*DsHealthReadFunc) (const char        *drive_name,
                                       DsHealthReadFlags  flags,
                                       GCancellable      *cancellable,
                                       GError           **error);

typedef struct
{
  char             *drive;    /* NULL: no drive, nothing is read */
  DsHealthReadFlags flags;
  DsHealthReadFunc  read;     /* ds_health_read; tests give their own */
  DsHealth         *before;   /* NULL: not read */
  DsHealth         *after;    /* NULL: not read */
  GError           *error;    /* why a reading failed, or NULL */
} DsHealthAround;

DsHealthAround *ds_health_around_new    (const char        *drive_name,
                                         DsHealthReadFlags  flags);
void            ds_health_around_free   (DsHealthAround    *around);
/* Before the run: reads "before". */
void            ds_health_around_before (DsHealthAround    *around,
                                         GCancellable      *cancellable);
/* After the run: reads "after" when "before" was read and @have_result. */
void            ds_health_around_after  (DsHealthAround    *around,
                                         gboolean           have_result);
G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsHealthAround, ds_health_around_free)

/* The helper executable that ds_health_read runs. */
char       *ds_health_helper_path           (void);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsHealth, ds_health_free)

G_END_DECLS
