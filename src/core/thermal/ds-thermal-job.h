/* ds-thermal-job.h — the live sustained-write thermal test
 *
 * ds_thermal_run() — synchronous, meant for a worker thread — copies its
 * settings, finds the drive under the directory and its temperature sensor,
 * takes a health snapshot when that needs no password, creates the test file
 * through the benchmark's safety rules (O_TMPFILE, free-space guard, never a
 * block device), writes it sequentially round and round with the benchmark
 * engine for the duration (or byte count), samples throughput every
 * sample_ms and temperature every second, then keeps sampling temperature
 * during the cool-down, takes the second health snapshot and analyses the
 * timeline (ds-thermal-analysis.h).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ds-io-engine.h"
#include "ds-thermal-result.h"

G_BEGIN_DECLS

#define DS_THERMAL_DURATION_MIN_S      10.0
#define DS_THERMAL_DURATION_MAX_S      3600.0
#define DS_THERMAL_DURATION_DEFAULT_S  360.0
#define DS_THERMAL_SIZE_DEFAULT        (G_GUINT64_CONSTANT (64) << 30)   /* 64 GiB */
#define DS_THERMAL_SIZE_MIN            (G_GUINT64_CONSTANT (16) << 20)   /* 16 MiB */
#define DS_THERMAL_BLOCK_DEFAULT       (G_GUINT64_CONSTANT (1) << 20)    /* 1 MiB */
#define DS_THERMAL_BLOCK_MIN           4096
#define DS_THERMAL_BLOCK_MAX           (G_GUINT64_CONSTANT (64) << 20)
#define DS_THERMAL_QD_DEFAULT          8
#define DS_THERMAL_QD_MAX              256
#define DS_THERMAL_SAMPLE_DEFAULT_MS   250
#define DS_THERMAL_SAMPLE_MIN_MS       50
#define DS_THERMAL_SAMPLE_MAX_MS       10000
#define DS_THERMAL_COOLDOWN_DEFAULT_S  300.0
#define DS_THERMAL_COOLDOWN_MAX_S      3600.0
/* Temperature is read this often, whatever the sample interval. */
#define DS_THERMAL_TEMP_INTERVAL_S     1.0

typedef struct
{
  char           *dir;           /* where the test file is created */
  char           *drive;         /* what --drive named; with dir NULL, the test runs in
                                    its first writable mount */
  double          duration_s;    /* 10 s .. 60 min; the write phase */
  guint64         byte_limit;    /* 0, or stop after this many bytes (still at most 60 min) */
  guint64         size_bytes;    /* largest test file; the free-space guard may allow less */
  guint64         block_size;    /* multiple of 4 KiB, 4 KiB .. 64 MiB */
  guint           queue_depth;   /* 1 .. 256 */
  guint           sample_ms;     /* 50 ms .. 10 s */
  double          cooldown_s;    /* 0 (none) .. 60 min */
  DsIoEngineKind  engine;
  gboolean        allow_cached;  /* run buffered where O_DIRECT is refused */
} DsThermalSettings;

DsThermalSettings *ds_thermal_settings_new      (void);
DsThermalSettings *ds_thermal_settings_copy     (const DsThermalSettings *settings);
void               ds_thermal_settings_free     (DsThermalSettings       *settings);
/* Every range above; DS_ERROR_INVALID_ARGUMENT naming the setting. */
gboolean           ds_thermal_settings_validate (const DsThermalSettings *settings,
                                                 GError                 **error);
/* {dir, drive, duration_s, byte_limit, size_bytes, block_size, queue_depth,
 *  sample_ms, cooldown_s, engine, allow_cached} */
JsonObject        *ds_thermal_settings_to_json  (const DsThermalSettings *settings);

/* "6m", "20s", "250ms", "1h", "1m30s", "90" (seconds) -> seconds. */
gboolean           ds_thermal_parse_duration    (const char  *text,
                                                 double      *out_s,
                                                 GError     **error);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsThermalSettings, ds_thermal_settings_free)

typedef enum
{
  DS_THERMAL_PHASE_PREPARE,    /* finding the sensor, creating the test file */
  DS_THERMAL_PHASE_WRITE,
  DS_THERMAL_PHASE_COOLDOWN,
} DsThermalPhase;

typedef struct
{
  DsThermalPhase         phase;
  const DsThermalSample *sample;        /* the new sample; NULL in PREPARE */
  double                 fraction;      /* 0 .. 1 of the phase (cool-down: of its limit) */
  double                 start_temp_c;  /* the first reading, NAN when none */
  const char            *temp_source;   /* "hwmon", "health-log" or "none" */
  const char            *temp_reason;   /* why "none": a translated phrase, else NULL */
  const char            *dir;           /* where the test file is, once chosen (--drive
                                           picks it); NULL before */
} DsThermalProgress;

/* Called from the thread running ds_thermal_run(): once when each phase
 * begins and for every new sample. Copy what you need; @progress and its
 * sample are only valid during the call. */
typedef void (*DsThermalProgressFunc) (const DsThermalProgress *progress,
                                       gpointer                 user_data);

/* Runs the test synchronously. Returns a result whenever writing started:
 * status "completed"; "cancelled" (what was measured is kept and analysed)
 * with @error G_IO_ERROR_CANCELLED as well; or "failed" with @error naming the
 * cause (an I/O error, the drive gone, the filesystem full). Returns NULL
 * with @error when nothing could start (bad settings, directory, space,
 * O_DIRECT refused). The test file is gone when this returns. */
DsThermalResult   *ds_thermal_run               (const DsThermalSettings *settings,
                                                 DsThermalProgressFunc    progress,
                                                 gpointer                 user_data,
                                                 GCancellable            *cancellable,
                                                 GError                 **error);

G_END_DECLS
