/* ds-thermal-job.c — the live thermal test: write, sample, cool down
 *
 * The writing is the benchmark's workload runner (sequential writes, wrapping
 * round the test file) on the benchmark's test file; this file only decides
 * how big the file may be, samples the runner's live byte counter from its
 * tick (which runs on this thread while the I/O workers run on theirs), reads
 * the temperature once a second, and watches the cool-down.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gi18n-lib.h>
#include <math.h>
#include <time.h>

#include "ds-conditions.h"
#include "ds-drive-list.h"
#include "ds-error.h"
#include "ds-format.h"
#include "ds-json.h"
#include "ds-thermal-analysis.h"
#include "ds-thermal-job.h"
#include "ds-thermal-sensor.h"
#include "ds-run.h"

typedef struct
{
  const DsThermalSettings *settings;
  DsThermalResult         *result;
  DsThermalProgressFunc    progress;
  gpointer                 user_data;
  DsThermalSensor         *sensor;

  double   sample_s;
  double   planned_s;       /* the write phase as planned, for the fraction */
  double   next_sample_t;
  double   next_temp_t;
  double   last_t;
  guint64  last_bytes;
  double   start_temp_c;
  gboolean wrote;          /* the writing wrote anything at all */
  const char *dir;         /* the chosen directory, once resolved */
} Job;

static gint64
monotonic_ns (void)
{
  struct timespec ts;

  clock_gettime (CLOCK_MONOTONIC, &ts);
  return (gint64) ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static void
report (Job                   *job,
        DsThermalPhase         phase,
        const DsThermalSample *sample,
        double                 fraction)
{
  DsThermalProgress p = {
    phase, sample, CLAMP (fraction, 0.0, 1.0), job->start_temp_c,
    ds_thermal_sensor_get_source (job->sensor), ds_thermal_sensor_get_reason (job->sensor),
    job->dir,
  };

  if (job->progress != NULL)
    job->progress (&p, job->user_data);
}

static double
read_temperature (Job *job)
{
  double t = ds_thermal_sensor_read (job->sensor);

  if (isfinite (t) && !isfinite (job->start_temp_c))
    job->start_temp_c = t;
  return t;
}

/* One write sample at @t seconds with @bytes written in total. */
static void
add_write_sample (Job     *job,
                  double   t,
                  guint64  bytes)
{
  DsThermalSample s = { t, NAN, NAN, bytes, FALSE };
  GArray *samples = job->result->samples;

  if (t <= job->last_t)
    return;
  s.mbps = (double) (bytes - job->last_bytes) / (t - job->last_t) / 1e6;
  if (t + 1e-3 >= job->next_temp_t)
    {
      s.temp_c = read_temperature (job);
      while (job->next_temp_t <= t + 1e-3)
        job->next_temp_t += DS_THERMAL_TEMP_INTERVAL_S;
    }
  job->last_t = t;
  job->last_bytes = bytes;
  g_array_append_val (samples, s);
  report (job, DS_THERMAL_PHASE_WRITE, &g_array_index (samples, DsThermalSample, samples->len - 1),
          job->settings->byte_limit > 0 ? (double) bytes / job->settings->byte_limit : t / job->planned_s);
}

static void
on_tick (const DsIoCounters *counters,
         double              elapsed_s,
         gboolean            measuring,
         gpointer            user_data)
{
  Job *job = user_data;

  if (elapsed_s + 1e-3 < job->next_sample_t)
    return;
  add_write_sample (job, elapsed_s, ds_io_counters_live_bytes (counters));
  while (job->next_sample_t <= elapsed_s + 1e-3)
    job->next_sample_t += job->sample_s;
}

/* The tail after the last tick: its own sample when it is long enough to
 * mean something, else folded into the last sample. */
static void
add_final_sample (Job     *job,
                  double   t,
                  guint64  bytes)
{
  GArray *samples = job->result->samples;

  if (samples->len > 0 && t - job->last_t < job->sample_s / 4)
    {
      DsThermalSample *last = &g_array_index (samples, DsThermalSample, samples->len - 1);
      double from = samples->len > 1 ? g_array_index (samples, DsThermalSample, samples->len - 2).t_s : 0;
      guint64 from_bytes = samples->len > 1 ? g_array_index (samples, DsThermalSample, samples->len - 2).bytes : 0;

      if (t > last->t_s && bytes >= last->bytes)
        {
          last->t_s = t;
          last->bytes = bytes;
          last->mbps = (double) (bytes - from_bytes) / (t - from) / 1e6;
          job->last_t = t;
          job->last_bytes = bytes;
        }
      return;
    }
  add_write_sample (job, t, bytes);
}

/* Waits @seconds unless cancelled first; FALSE when cancelled. */
static gboolean
wait_cancellable (double        seconds,
                  GCancellable *cancellable)
{
  gint64 until = g_get_monotonic_time () + (gint64) (seconds * G_USEC_PER_SEC);

  while (g_get_monotonic_time () < until)
    {
      if (g_cancellable_is_cancelled (cancellable))
        return FALSE;
      g_usleep (MIN (50000, MAX (1, until - g_get_monotonic_time ())));
    }
  return !g_cancellable_is_cancelled (cancellable);
}

/* Keeps reading the temperature after writing stopped until it is back
 * within DS_THERMAL_IDLE_MARGIN_C of the start, or the limit. FALSE when
 * cancelled. */
static gboolean
cool_down (Job          *job,
           GCancellable *cancellable)
{
  const DsThermalSettings *s = job->settings;
  double write_end = job->last_t;
  gint64 start = g_get_monotonic_time ();

  if (s->cooldown_s <= 0 || !isfinite (job->start_temp_c))
    return TRUE;
  report (job, DS_THERMAL_PHASE_COOLDOWN, NULL, 0);
  for (guint k = 1;; k++)
    {
      DsThermalSample smp = { 0, NAN, NAN, job->last_bytes, TRUE };
      double elapsed;

      if (!wait_cancellable ((start + k * DS_THERMAL_TEMP_INTERVAL_S * G_USEC_PER_SEC -
                              g_get_monotonic_time ()) / (double) G_USEC_PER_SEC,
                             cancellable))
        return FALSE;
      elapsed = (g_get_monotonic_time () - start) / (double) G_USEC_PER_SEC;
      smp.t_s = write_end + elapsed;
      smp.temp_c = read_temperature (job);
      g_array_append_val (job->result->samples, smp);
      report (job, DS_THERMAL_PHASE_COOLDOWN, &smp, elapsed / s->cooldown_s);
      if (isfinite (smp.temp_c) && smp.temp_c <= job->start_temp_c + DS_THERMAL_IDLE_MARGIN_C)
        return TRUE;
      if (elapsed >= s->cooldown_s - 1e-3)
        return TRUE;
    }
}

/* The directory: --dir, or the first writable mount of --drive. */
static char *
resolve_dir (const DsThermalSettings *s,
             GError                 **error)
{
  g_autoptr(GPtrArray) drives = NULL;
  g_autoptr(GPtrArray) mounts = NULL;
  DsDrive *drive;

  if (s->dir != NULL && s->dir[0] != '\0')
    return g_strdup (s->dir);
  drives = ds_drive_list_enumerate (DS_ENUM_FLAGS_ALL, error);
  if (drives == NULL)
    return NULL;
  drive = ds_drive_list_lookup (drives, s->drive, error);
  if (drive == NULL)
    return NULL;
  mounts = ds_drive_writable_mounts (drives, drive);
  if (mounts == NULL || mounts->len == 0)
    {
      g_autofree char *safe = ds_escape_terminal (s->drive);

      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("%s has no mounted filesystem this user can write to. Mount one, or give a directory on it with --dir."),
                   safe);
      return NULL;
    }
  return g_strdup (g_ptr_array_index (mounts, 0));
}

/* The largest file the free-space guard allows, up to what was asked. */
static gboolean
choose_size (const DsThermalSettings *s,
             DsRun                   *run,
             guint64                 *out_size,
             GError                 **error)
{
  g_autoptr(GError) room_error = NULL;
  guint64 max = 0;
  guint64 size;

  if (!ds_run_get_room (run, &max, &room_error))
    {
      if (g_error_matches (room_error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT))
        {
          g_propagate_error (error, g_steal_pointer (&room_error));
          return FALSE;
        }
      max = s->size_bytes;   /* ds_run_prepare() explains what is wrong */
    }
  size = MIN (s->size_bytes, max);
  size -= size % s->block_size;
  if (size < DS_THERMAL_SIZE_MIN || size < s->block_size * s->queue_depth)
    {
      g_autofree char *safe = ds_escape_terminal (ds_run_get_dir (run));
      g_autofree char *room = ds_format_bytes (max);

      g_set_error (error, DS_ERROR, DS_ERROR_NO_SPACE,
                   _("Only %s may be used for a test file in %s without filling the filesystem; the thermal test needs at least 16 MiB. Free some space or choose another directory."),
                   room, safe);
      return FALSE;
    }
  *out_size = size;
  return TRUE;
}

/* The result with its settings and start conditions, the prepared test
 * file and the sensor; NULL with @error when nothing can be written. */
static DsThermalResult *
prepare (Job                     *job,
         const DsThermalSettings *requested,
         DsThermalSettings       *s,
         DsRun                  **out_run,
         GError                 **error)
{
  g_autoptr(DsThermalResult) result = ds_thermal_result_new ();
  g_autoptr(DsRun) run = NULL;
  g_autofree char *dir = NULL;
  guint64 size = 0;

  dir = resolve_dir (s, error);
  if (dir == NULL)
    return NULL;
  run = ds_run_new (dir, result->conditions);
  job->dir = ds_run_get_dir (run);
  if (!choose_size (s, run, &size, error))
    return NULL;
  /* Only reserved: writing it first would heat the drive before the
   * timeline starts. */
  if (!ds_run_prepare (run, &(DsRunSetup) {
                         .size_bytes = size,
                         .allow_cached = s->allow_cached,
                         .prepare = DS_RUN_PREPARE_RESERVE,
                       }, NULL, error))
    return NULL;

  result->uuid = g_uuid_string_random ();
  json_object_unref (result->settings);
  result->settings = ds_thermal_settings_to_json (s);
  g_free (s->dir);
  s->dir = g_steal_pointer (&dir);
  ds_json_set_string (result->settings, "dir", s->dir);
  ds_json_set_u64 (result->settings, "size_bytes", ds_test_file_get_size (ds_run_get_file (run)));
  ds_json_set_u64 (result->settings, "size_requested_bytes", requested->size_bytes);
  *out_run = g_steal_pointer (&run);
  return g_steal_pointer (&result);
}

static void
sensor_conditions (JsonObject      *c,
                   DsThermalSensor *sensor)
{
  ds_conditions_set_temp_source (c, ds_thermal_sensor_get_source (sensor));
  ds_conditions_set_temp_reason (c, ds_thermal_sensor_get_reason (sensor));
  ds_conditions_set_thermal_drive (c, ds_thermal_sensor_get_description (sensor));
  ds_conditions_set_temp_start_c (c, NAN);
}

/* Writes until the time or byte limit, sampling on the way; FALSE with
 * @run_error when the writing failed or was cancelled. */
static gboolean
write_phase (Job          *job,
             DsTestFile   *file,
             GCancellable *cancellable,
             GError      **run_error)
{
  const DsThermalSettings *s = job->settings;
  DsThermalResult *result = job->result;
  DsIoCounters counters;
  DsIoWorkload w = { 0 };
  gboolean ok;

  w.file = file;
  w.pattern = DS_IO_PATTERN_SEQ;
  w.mode = DS_IO_MODE_WRITE;
  w.block_size = s->block_size;
  w.queue_depth = s->queue_depth;
  w.threads = 1;
  w.warmup_s = 0;
  /* A byte count still stops at the longest duration. */
  w.duration_s = s->byte_limit > 0 ? DS_THERMAL_DURATION_MAX_S : s->duration_s;
  w.byte_limit = s->byte_limit;
  w.wrap = TRUE;
  w.engine = s->engine;
  w.tick = on_tick;
  w.tick_data = job;
  w.tick_interval_ms = CLAMP (s->sample_ms / 10, 10, 100);

  job->next_sample_t = job->sample_s;
  job->next_temp_t = 0;
  ds_conditions_set_temp_start_c (result->conditions, read_temperature (job));
  /* The first reading is the start temperature: the first sample re-reads
   * it so the timeline carries it at t ≈ 0. */
  job->start_temp_c = NAN;

  ds_io_counters_init (&counters);
  result->start_time = g_get_real_time () / G_USEC_PER_SEC;
  report (job, DS_THERMAL_PHASE_WRITE, NULL, 0);
  ok = ds_io_workload_run (&w, &counters, cancellable, run_error);
  job->wrote = ds_io_counters_live_bytes (&counters) > 0;
  /* live_start_ns stays 0 when the run was cancelled before it began. */
  if (counters.live_start_ns > 0)
    add_final_sample (job, (monotonic_ns () - counters.live_start_ns) / 1e9,
                      ds_io_counters_live_bytes (&counters));
  ds_conditions_set_engine (result->conditions, counters.engine != NULL ? counters.engine : "none");
  ds_io_counters_clear (&counters);
  return ok;
}

DsThermalResult *
ds_thermal_run (const DsThermalSettings *settings,
                DsThermalProgressFunc    progress,
                gpointer                 user_data,
                GCancellable            *cancellable,
                GError                 **error)
{
  g_autoptr(DsThermalSettings) s = NULL;
  g_autoptr(DsThermalResult) result = NULL;
  g_autoptr(DsThermalSensor) sensor = NULL;
  g_autoptr(DsRun) run = NULL;
  g_autoptr(GError) run_error = NULL;
  DsThermalCounters before, after;
  gboolean have_before, cancelled = FALSE;
  Job job = { 0 };

  g_return_val_if_fail (settings != NULL, NULL);

  s = ds_thermal_settings_copy (settings);
  if (!ds_thermal_settings_validate (s, error))
    return NULL;
  if (g_cancellable_set_error_if_cancelled (cancellable, error))
    return NULL;

  job.settings = s;
  job.progress = progress;
  job.user_data = user_data;
  job.start_temp_c = NAN;
  job.sample_s = s->sample_ms / 1000.0;
  job.planned_s = s->duration_s;
  report (&job, DS_THERMAL_PHASE_PREPARE, NULL, 0);

  result = prepare (&job, settings, s, &run, error);
  if (result == NULL)
    return NULL;
  job.result = result;
  sensor = ds_thermal_sensor_new_for_dir (s->dir, cancellable);
  job.sensor = sensor;
  result->warning_temp_c = ds_thermal_sensor_get_warning (sensor);
  result->critical_temp_c = ds_thermal_sensor_get_critical (sensor);
  have_before = ds_thermal_sensor_read_counters (sensor, &before, cancellable);
  sensor_conditions (result->conditions, sensor);

  if (!write_phase (&job, ds_run_get_file (run), cancellable, &run_error))
    cancelled = ds_run_error_is_cancelled (run_error);
  if (run_error != NULL && !cancelled && !job.wrote)
    {
      /* Nothing was written: the engine could not start (misaligned direct
       * I/O, no engine); there is no timeline to keep. */
      g_propagate_error (error, g_steal_pointer (&run_error));
      return NULL;
    }
  /* The file goes before the cool-down: nothing of it outlives the writing. */
  ds_run_close_file (run);

  if (!cancelled && run_error == NULL)
    cancelled = !cool_down (&job, cancellable);
  if (have_before && ds_thermal_sensor_read_counters (sensor, &after, NULL))
    result->health_delta = ds_thermal_health_delta (&before, &after);

  result->end_time = g_get_real_time () / G_USEC_PER_SEC;
  ds_run_finish (run);
  ds_conditions_set_temp_end_c (result->conditions, ds_thermal_sensor_read (sensor));
  result->status = cancelled ? DS_RUN_STATUS_CANCELLED
                   : run_error != NULL ? DS_RUN_STATUS_FAILED : DS_RUN_STATUS_COMPLETED;
  ds_thermal_analyze (result);

  if (cancelled)
    g_set_error_literal (error, G_IO_ERROR, G_IO_ERROR_CANCELLED,
                         _("The thermal test was stopped; what was measured until then is kept."));
  else if (run_error != NULL)
    g_propagate_error (error, g_steal_pointer (&run_error));
  return g_steal_pointer (&result);
}
