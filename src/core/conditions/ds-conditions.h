/* ds-conditions.h — typed access to what a run keeps of its settings and of
 * the conditions it ran under
 *
 * A result keeps both as JSON objects (result->settings and
 * result->conditions): saved in the history, exported and imported as they
 * are, with members an importer may add. These functions are the one place
 * that names their members and their types. Getters accept a NULL object
 * and absent or null members, and then return NULL, NAN, -1 or FALSE; the
 * strings they return belong to the object. Setters write a member the way
 * the JSON has always had it (unknown values as null).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* --- conditions: every member --- */

/* The members of a run's conditions, for code that lists them with their
 * stored values (reports). ds-conditions.c holds the one table of their
 * JSON names; nothing outside conditions/ spells one (tests check). */
typedef enum
{
  DS_CONDITION_DRIVE,
  DS_CONDITION_LINK,
  DS_CONDITION_DIR,
  DS_CONDITION_FILESYSTEM,
  DS_CONDITION_MOUNT_OPTIONS,
  DS_CONDITION_MOUNT_POINT,
  DS_CONDITION_SOURCE,           /* the mounted device; imports: the source file's details */
  DS_CONDITION_DM_CRYPT,
  DS_CONDITION_FILL_PERCENT,
  DS_CONDITION_FILL,             /* after --fill: DsConditionsFill */
  DS_CONDITION_FREE_BYTES,
  DS_CONDITION_TOTAL_BYTES,
  DS_CONDITION_FILE_SIZE_BYTES,
  DS_CONDITION_TEMP_START_C,
  DS_CONDITION_TEMP_END_C,
  DS_CONDITION_KERNEL,
  DS_CONDITION_ARCH,
  DS_CONDITION_CPU_MODEL,
  DS_CONDITION_CPU_COUNT,
  DS_CONDITION_APP_VERSION,
  DS_CONDITION_ENGINE,
  DS_CONDITION_DIRECT_IO,
  DS_CONDITION_DIRECT,           /* thermal runs before direct_io */
  DS_CONDITION_CACHED_REASON,
  DS_CONDITION_ANONYMOUS_FILE,
  DS_CONDITION_DATA_PATTERN,
  DS_CONDITION_WARNINGS,
  DS_CONDITION_BLOCK_SIZES_ROUNDED_TO,
  DS_CONDITION_TEMP_SOURCE,
  DS_CONDITION_TEMP_REASON,
  DS_CONDITION_THERMAL_DRIVE,
  DS_CONDITION_DEVICE,           /* surface: the device read */
  DS_CONDITION_DEVICE_BYTES,
  DS_CONDITION_DEVICE_SOURCE,
  DS_CONDITION_READ_ONLY,
  DS_CONDITION_IMPORTED_FROM,
  DS_CONDITION_CDM_DATE,
  DS_CONDITION_CDM_MODE,
  DS_CONDITION_OS,
  DS_CONDITION_ARRAY,            /* a run on an md array: DsConditionsArray */
  DS_CONDITION_DATA_COMPRESSIBLE_PERCENT, /* with data_pattern "compressible" */
  DS_CONDITION_N_MEMBERS
} DsCondition;

/* The member's stored value (borrowed), NULL when absent. */
JsonNode    *ds_conditions_lookup           (JsonObject *conditions,
                                             DsCondition member);
/* Whether the member is there (null counts as there). */
gboolean     ds_conditions_has              (JsonObject *conditions,
                                             DsCondition member);

/* --- conditions: the drive --- */

/* "drive": the drive tested (for dm / md devices the first physical member),
 * or NULL when the directory was on none the enumeration knew. */
typedef struct
{
  const char *name;          /* "nvme0n1" */
  const char *model;
  const char *serial;
  const char *firmware;
  const char *transport;     /* ds_transport_to_string() */
  const char *wwn;
  gint64      size_bytes;    /* -1 unknown */
  const char *via;           /* the dm / md device above it, or NULL */
  const char *display_name;  /* the window's name for a drive without a
                                model, for charts; never saved */
} DsConditionsDrive;

/* FALSE (and @out cleared) when there is no "drive" object. */
gboolean     ds_conditions_get_drive        (JsonObject              *conditions,
                                             DsConditionsDrive       *out);
/* The "drive" object itself (identity matching in the history), or NULL. */
JsonObject  *ds_conditions_get_drive_object (JsonObject              *conditions);
/* The model, else the display name, else NULL. */
const char  *ds_conditions_get_drive_title  (JsonObject              *conditions);
/* Sets "drive" to @drive (taken), as the history keeps a drive. */
void         ds_conditions_take_drive_object (JsonObject             *conditions,
                                             JsonObject              *drive);
/* Writes "drive" from @drive (display_name is never written); NULL writes
 * null. */
void         ds_conditions_set_drive        (JsonObject              *conditions,
                                             const DsConditionsDrive *drive);

/* --- conditions: the link --- */

/* "link": how the drive was attached. A drive without lane details (SATA,
 * USB) has only the description and the interface limit. */
typedef struct
{
  const char *description;   /* "PCIe 4.0 x4", "SATA 6 Gb/s" */
  gboolean    has_lanes;     /* the four figures below are known */
  double      current_gts;
  int         current_width;
  double      max_gts;
  int         max_width;
  gboolean    degraded;
  const char *reason;        /* why it is degraded, or NULL */
  double      max_mbps;      /* what the link can carry, NAN unknown */
} DsConditionsLink;

gboolean     ds_conditions_get_link         (JsonObject              *conditions,
                                             DsConditionsLink        *out);
/* Imports may keep the link as a plain text instead of an object: that
 * text, or NULL. */
const char  *ds_conditions_get_link_text    (JsonObject              *conditions);
/* The "link" member as compact JSON (a new string), NULL when absent. */
char        *ds_conditions_get_link_json    (JsonObject              *conditions);
/* NULL writes null. */
void         ds_conditions_set_link         (JsonObject              *conditions,
                                             const DsConditionsLink  *link);

/* --- conditions: --fill --- */

typedef struct
{
  guint   target_percent;   /* asked for */
  double  before_percent;   /* before the fill file was written */
  double  during_percent;   /* with the fill file and the test file in place */
  guint64 bytes;            /* of the fill file */
} DsConditionsFill;

/* FALSE (and @out cleared, NAN percentages) when the run did not fill. */
gboolean     ds_conditions_get_fill         (JsonObject              *conditions,
                                             DsConditionsFill        *out);
/* Writes "fill" and sets fill_percent to the level the run ran at. */
void         ds_conditions_set_fill         (JsonObject              *conditions,
                                             const DsConditionsFill  *fill);

/* --- conditions: where and how --- */

const char  *ds_conditions_get_dir          (JsonObject *conditions);
const char  *ds_conditions_get_filesystem   (JsonObject *conditions);   /* "ext4" */
const char  *ds_conditions_get_mount_options (JsonObject *conditions);
const char  *ds_conditions_get_mount_point  (JsonObject *conditions);
gboolean     ds_conditions_get_dm_crypt     (JsonObject *conditions);
double       ds_conditions_get_fill_percent (JsonObject *conditions);   /* as df */
gint64       ds_conditions_get_free_bytes   (JsonObject *conditions);
gint64       ds_conditions_get_total_bytes  (JsonObject *conditions);
gint64       ds_conditions_get_file_size_bytes (JsonObject *conditions);
double       ds_conditions_get_temp_start_c (JsonObject *conditions);
double       ds_conditions_get_temp_end_c   (JsonObject *conditions);
const char  *ds_conditions_get_kernel       (JsonObject *conditions);   /* "Linux 6.1.0" */
const char  *ds_conditions_get_arch         (JsonObject *conditions);
const char  *ds_conditions_get_cpu_model    (JsonObject *conditions);
gint64       ds_conditions_get_cpu_count    (JsonObject *conditions);
const char  *ds_conditions_get_engine       (JsonObject *conditions);   /* "io_uring", "psync" */
/* Whether O_DIRECT was honoured: "direct_io" (benchmarks) or "direct"
 * (thermal tests); @fallback when neither is there. */
gboolean     ds_conditions_get_direct_io    (JsonObject *conditions,
                                             gboolean    fallback);
/* Whether the run said whether O_DIRECT was honoured ("direct_io"). */
gboolean     ds_conditions_has_direct_io    (JsonObject *conditions);
const char  *ds_conditions_get_cached_reason (JsonObject *conditions);
const char  *ds_conditions_get_data_pattern (JsonObject *conditions);   /* a DsDataPattern nick */
/* The share of each 4 KiB that compresses away (compressible data), -1
 * when not recorded. */
int          ds_conditions_get_data_compressible_percent (JsonObject *conditions);
/* The data written as --data names it: "random", "zeros",
 * "compressible:25%"; NULL when not recorded. */
char        *ds_conditions_get_data_text    (JsonObject *conditions);
/* "warnings": what the test file's directory warned about (a new array). */
GPtrArray   *ds_conditions_get_warnings     (JsonObject *conditions);
const char  *ds_conditions_get_app_version  (JsonObject *conditions);
/* Thermal tests: where the temperature came from ("nvme", "hwmon", "none"),
 * why there was none, and the sensor's description. */
const char  *ds_conditions_get_temp_source  (JsonObject *conditions);
const char  *ds_conditions_get_temp_reason  (JsonObject *conditions);
const char  *ds_conditions_get_thermal_drive (JsonObject *conditions);
/* Imports: the file the run was imported from; from CrystalDiskMark text,
 * the date as it wrote it and the operating system it named. */
const char  *ds_conditions_get_imported_from (JsonObject *conditions);
const char  *ds_conditions_get_cdm_date     (JsonObject *conditions);
const char  *ds_conditions_get_os           (JsonObject *conditions);

void         ds_conditions_set_dir          (JsonObject *conditions,
                                             const char *dir);
void         ds_conditions_set_file_size_bytes (JsonObject *conditions,
                                             guint64     bytes);
void         ds_conditions_set_temp_start_c (JsonObject *conditions,
                                             double      celsius);
void         ds_conditions_set_temp_end_c   (JsonObject *conditions,
                                             double      celsius);
void         ds_conditions_set_engine       (JsonObject *conditions,
                                             const char *engine);
void         ds_conditions_set_cached_reason (JsonObject *conditions,
                                             const char *reason);
void         ds_conditions_set_direct_io    (JsonObject *conditions,
                                             gboolean    direct);
void         ds_conditions_set_anonymous_file (JsonObject *conditions,
                                             gboolean    anonymous);
/* @warnings: sentences (char *); NULL writes an empty list. */
void         ds_conditions_set_warnings     (JsonObject *conditions,
                                             GPtrArray  *warnings);
void         ds_conditions_set_data_pattern (JsonObject *conditions,
                                             const char *pattern);
/* Sets data_pattern and, for compressible data, its share. */
void         ds_conditions_set_data         (JsonObject *conditions,
                                             const char *pattern,
                                             guint       compressible_percent);
void         ds_conditions_set_temp_source  (JsonObject *conditions,
                                             const char *source);
void         ds_conditions_set_temp_reason  (JsonObject *conditions,
                                             const char *reason);
void         ds_conditions_set_thermal_drive (JsonObject *conditions,
                                             const char *description);
/* Suites whose block mixes ran at the direct-I/O alignment instead of their
 * smaller sizes: that alignment in bytes; 0 when none was rounded. */
gint64       ds_conditions_get_block_sizes_rounded_to (JsonObject *conditions);
void         ds_conditions_set_block_sizes_rounded_to (JsonObject *conditions,
                                             guint       alignment);

/* The surface suite reads a whole drive through a descriptor udisks2 hands
 * out, read-only: which device, how large, who handed it out. */
typedef struct
{
  const char *path;         /* "/dev/sda" */
  gint64      size_bytes;   /* -1 unknown */
  const char *source;       /* "udisks2" */
} DsConditionsDevice;

gboolean     ds_conditions_get_device       (JsonObject               *conditions,
                                             DsConditionsDevice       *out);
/* Also records that the run only read (read_only). */
void         ds_conditions_set_device       (JsonObject               *conditions,
                                             const DsConditionsDevice *device);

/* Imports: what the source file said of itself (an object the importer
 * fills: tool, version, file...), the file's name, CrystalDiskMark's mode,
 * date and operating system. */
void         ds_conditions_take_import_source (JsonObject *conditions,
                                             JsonObject *source);
void         ds_conditions_set_imported_from (JsonObject *conditions,
                                             const char *file_name);
void         ds_conditions_set_cdm_mode     (JsonObject *conditions,
                                             const char *mode);
void         ds_conditions_set_cdm_date     (JsonObject *conditions,
                                             const char *date);
void         ds_conditions_set_os           (JsonObject *conditions,
                                             const char *os);
/* How full the filesystem was (as df), and what was free, when an importer
 * knows them. */
void         ds_conditions_set_fill_percent (JsonObject *conditions,
                                             double      percent);
void         ds_conditions_set_free_bytes   (JsonObject *conditions,
                                             guint64     bytes);

/* --- settings --- */

/* Benchmarks: the profile nick or NULL (custom); the test file size; runs
 * per test; measure seconds per run; the pause between tests; the data
 * pattern nick. Thermal tests share size_bytes and duration_s. */
const char  *ds_run_settings_get_profile    (JsonObject *settings);
gint64       ds_run_settings_get_size_bytes (JsonObject *settings);
gint64       ds_run_settings_get_runs       (JsonObject *settings);
double       ds_run_settings_get_duration_s (JsonObject *settings);
double       ds_run_settings_get_interval_s (JsonObject *settings);
const char  *ds_run_settings_get_data       (JsonObject *settings);
/* Suites with a latency limit (qd-scaling, mixes): it in µs, NAN when none. */
double       ds_run_settings_get_latency_limit_us (JsonObject *settings);

/* "array": the md array, or the device-mapper volume over several drives
 * (LVM), a run's directory is on (the run is filed under the array:
 * "drive" is the array itself). {"name":"md0","kind":"md","level":"raid0",
 * "chunk_bytes":524288,"members":[{"name","model","serial","firmware",
 * "link","temp_start_c"}]} with each member's link description and
 * temperature at the start; a dm volume has "kind" (lvm, …) and "volume"
 * (its dm name, "vg0-data") and no level. NULL when the run was not on an
 * array. */
JsonObject  *ds_conditions_get_array        (JsonObject *conditions);
/* Takes ARRAY. */
void         ds_conditions_take_array       (JsonObject *conditions,
                                             JsonObject *array);
/* "raid0 of 2 (nvme0n1, nvme1n1), chunk 512 KiB", "LVM volume vg0-data
 * over 2 (sda, sdb)"; NULL without an array. */
char        *ds_conditions_array_text       (JsonObject *conditions);

/* The latency statistic a limit is judged on. p99 is what a limit without
 * a statistic has always meant (runs stored before there was a choice). */
typedef enum
{
  DS_LATENCY_STAT_P99,
  DS_LATENCY_STAT_MEAN,
  DS_LATENCY_STAT_P999,
} DsLatencyStat;

#define DS_LATENCY_STAT_N 3

/* "p99", "mean", "p99.9": as --latency-limit and the JSON write them. */
const char  *ds_latency_stat_to_string      (DsLatencyStat  stat);
/* Also "p999" and "avg"; case-insensitive. */
gboolean     ds_latency_stat_from_string    (const char    *text,
                                             DsLatencyStat *out);
/* The statistic of the latency limit: DS_LATENCY_STAT_P99 when absent. */
DsLatencyStat ds_run_settings_get_latency_limit_stat (JsonObject *settings);
/* Writes the limit and its statistic. */
void         ds_run_settings_set_latency_limit (JsonObject    *settings,
                                             DsLatencyStat  stat,
                                             double         limit_us);

G_END_DECLS
