/* test-thermal-job.c — a short real thermal run in a temporary directory
 *
 * Writes for real (the engine, the test file, the sampler): 20 s at a modest
 * queue depth into a directory under the build tree, which is on a disk
 * (a tmpfs /tmp would refuse O_DIRECT).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <glib/gstdio.h>
#include <math.h>
#include <unistd.h>

#include "ds-error.h"
#include "ds-json.h"
#include "ds-thermal-analysis.h"
#include "ds-thermal-job.h"

typedef struct
{
  char    *dir;
  guint    write_samples;
  guint    cooldown_samples;
  gboolean file_seen;        /* an open descriptor into dir while writing */
  guint    cancel_after;     /* cancel at this many samples, 0 never,
                                G_MAXUINT while preparing */
  GCancellable *cancellable;
} Fixture;

static char *
make_dir (void)
{
  const char *base = g_getenv ("DS_BUILD_DIR");
  g_autofree char *tmpl = g_build_filename (base != NULL ? base : g_get_tmp_dir (),
                                            "thermal-test-XXXXXX", NULL);
  char *dir = g_mkdtemp (tmpl);

  g_assert_nonnull (dir);
  return g_steal_pointer (&tmpl);
}

/* Descriptors of this process whose target lies in @dir ("… (deleted)"
 * included: an O_TMPFILE file has no name but still takes space). */
static guint
open_files_in (const char *dir)
{
  g_autoptr(GDir) fds = g_dir_open ("/proc/self/fd", 0, NULL);
  g_autofree char *prefix = g_strconcat (dir, "/", NULL);
  const char *name;
  guint n = 0;

  g_assert_nonnull (fds);
  while ((name = g_dir_read_name (fds)) != NULL)
    {
      g_autofree char *link = g_build_filename ("/proc/self/fd", name, NULL);
      g_autofree char *target = g_file_read_link (link, NULL);

      if (target != NULL && g_str_has_prefix (target, prefix))
        n++;
    }
  return n;
}

static guint
entries_in (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  guint n = 0;

  g_assert_nonnull (d);
  while (g_dir_read_name (d) != NULL)
    n++;
  return n;
}

static void
on_progress (const DsThermalProgress *p,
             gpointer                 user_data)
{
  Fixture *fx = user_data;

  if (p->sample == NULL)
    {
      if (p->phase == DS_THERMAL_PHASE_PREPARE && fx->cancel_after == G_MAXUINT)
        g_cancellable_cancel (fx->cancellable);
      return;
    }
  if (p->phase == DS_THERMAL_PHASE_COOLDOWN)
    {
      g_assert_true (p->sample->cooldown);
      fx->cooldown_samples++;
      return;
    }
  g_assert_false (p->sample->cooldown);
  fx->write_samples++;
  if (fx->write_samples == 4)
    fx->file_seen = open_files_in (fx->dir) > 0;
  if (fx->cancel_after > 0 && fx->write_samples == fx->cancel_after)
    g_cancellable_cancel (fx->cancellable);
}

static DsThermalSettings *
small_settings (const char *dir,
                double      duration_s)
{
  DsThermalSettings *s = ds_thermal_settings_new ();

  s->dir = g_strdup (dir);
  s->duration_s = duration_s;
  s->size_bytes = 16 << 20;
  s->block_size = 256 << 10;
  s->queue_depth = 2;
  s->sample_ms = 250;
  s->cooldown_s = 3;
  /* A CI runner may have no O_DIRECT under its build tree; the sampler is
   * what is tested here, not the drive. */
  s->allow_cached = TRUE;
  return s;
}

/* Built alone (THERMAL_FIXTURE_RUN) for the thermal-job-fixture test, whose
 * main() puts the drive under the directory in a fixture tree
 * (DRIVESCOPE_SYSROOT: an NVMe drive with an hwmon sensor at 41.85 °C) and
 * its health snapshot in a helper printing a fixture (DRIVESCOPE_HELPER);
 * the writing is real. */
#ifdef THERMAL_FIXTURE_RUN
static void
test_fixture_sensor_is_read_every_second (void)
{
  g_autofree char *dir = make_dir ();
  g_autoptr(DsThermalSettings) s = small_settings (dir, 10);
  g_autoptr(DsThermalResult) r = NULL;
  g_autoptr(GError) error = NULL;
  Fixture fx = { dir, 0, 0, FALSE, 0, NULL };
  guint temps = 0;

  g_assert_nonnull (g_getenv ("DRIVESCOPE_SYSROOT"));
  g_assert_nonnull (g_getenv ("DRIVESCOPE_HELPER"));
  r = ds_thermal_run (s, on_progress, &fx, NULL, &error);
  g_assert_no_error (error);
  g_test_message ("%s", r->verdict);
  g_assert_cmpstr (ds_json_get_string (r->conditions, "temp_source"), ==, "hwmon");
  for (guint i = 0; i < r->samples->len; i++)
    {
      const DsThermalSample *smp = &g_array_index (r->samples, DsThermalSample, i);

      if (smp->cooldown || !isfinite (smp->temp_c))
        continue;
      g_assert_cmpfloat_with_epsilon (smp->temp_c, 41.85, 1e-9);
      temps++;
    }
  /* Once a second over 10 s, the first at the start. */
  g_assert_cmpuint (temps, >=, 10);
  g_assert_cmpuint (temps, <=, 12);
  g_assert_cmpuint (fx.cooldown_samples, ==, 1);
  g_assert_cmpfloat (r->summary.recovery_s, >=, 0.9);
  g_assert_cmpfloat (r->summary.recovery_s, <=, 2.0);
  g_assert_cmpfloat_with_epsilon (r->summary.peak_temp_c, 41.85, 1e-9);
  g_assert_cmpfloat_with_epsilon (r->warning_temp_c, 83, 1e-9);
  g_assert_nonnull (r->health_delta);
  g_assert_cmpint (ds_json_get_int (r->health_delta, "thermal_transitions", -1), ==, 0);
  /* The throughput is whatever the disk under the build tree did; the
   * temperature story is the fixture's. */
  g_assert_true (g_str_has_suffix (r->verdict, " Cooled to idle 1 s after the load stopped."));
  g_assert_cmpuint (entries_in (dir), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

#else

static void
test_short_run_samples_at_rate_and_adds_up (void)
{
  g_autofree char *dir = make_dir ();
  g_autoptr(DsThermalSettings) s = small_settings (dir, 20);
  g_autoptr(DsThermalResult) r = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(GArray) intervals = g_array_new (FALSE, FALSE, sizeof (double));
  Fixture fx = { dir, 0, 0, FALSE, 0, NULL };
  const DsThermalSample *last = NULL;
  double prev_t = 0, integral = 0, expected;
  guint64 prev_bytes = 0;
  guint writes = 0;

  r = ds_thermal_run (s, on_progress, &fx, NULL, &error);
  g_assert_no_error (error);
  g_assert_nonnull (r);
  g_assert_cmpstr (ds_run_status_to_string (r->status), ==, "completed");
  g_test_message ("%u write samples, %u cool-down samples, %" G_GUINT64_FORMAT " bytes; %s",
                  fx.write_samples, fx.cooldown_samples, r->summary.bytes_written, r->verdict);

  /* Samples at the configured rate: 20 s / 250 ms = 80, within 10 %. */
  expected = s->duration_s * 1000.0 / s->sample_ms;
  for (guint i = 0; i < r->samples->len; i++)
    {
      const DsThermalSample *smp = &g_array_index (r->samples, DsThermalSample, i);
      double dt;

      if (smp->cooldown)
        continue;
      dt = smp->t_s - prev_t;
      g_assert_cmpfloat (dt, >, 0);
      g_array_append_val (intervals, dt);
      g_assert_cmpuint (smp->bytes, >=, prev_bytes);
      g_assert_true (isfinite (smp->mbps) && smp->mbps >= 0);
      integral += smp->mbps * 1e6 * dt;
      prev_t = smp->t_s;
      prev_bytes = smp->bytes;
      last = smp;
      writes++;
    }
  g_assert_cmpuint (writes, ==, fx.write_samples);
  g_assert_cmpfloat (fabs (writes - expected), <=, expected * 0.10);
  {
    double sum = 0;

    for (guint i = 0; i < intervals->len; i++)
      sum += g_array_index (intervals, double, i);
    g_assert_cmpfloat (fabs (sum / intervals->len - 0.25), <=, 0.025);
  }
  g_assert_cmpfloat (fabs (last->t_s - s->duration_s), <=, 0.5);

  /* Bytes add up: the per-sample rates integrate to the total, which is
   * the summary, and the file (16 MiB) was written round and round. */
  g_assert_nonnull (last);
  g_assert_cmpuint (r->summary.bytes_written, ==, last->bytes);
  g_assert_cmpfloat (fabs (integral - (double) last->bytes), <=, (double) last->bytes * 1e-6 + 1);
  g_assert_cmpuint (last->bytes, >, (guint64) s->size_bytes);
  g_assert_cmpfloat (fabs (r->summary.avg_mbps - last->bytes / last->t_s / 1e6), <=, 1e-6 * r->summary.avg_mbps);

  /* The record says what ran. */
  g_assert_cmpint (ds_json_get_int (r->settings, "sample_ms", 0), ==, 250);
  g_assert_cmpint (ds_json_get_int (r->settings, "queue_depth", 0), ==, 2);
  g_assert_nonnull (ds_json_get_string (r->conditions, "temp_source"));
  g_assert_nonnull (ds_json_get_string (r->conditions, "engine"));
  g_assert_nonnull (r->uuid);
  g_assert_nonnull (r->verdict);
  if (g_str_equal (ds_json_get_string (r->conditions, "temp_source"), "none"))
    g_assert_cmpuint (fx.cooldown_samples, ==, 0);

  /* The file existed while writing and is gone now. */
  g_assert_true (fx.file_seen);
  g_assert_cmpuint (open_files_in (dir), ==, 0);
  g_assert_cmpuint (entries_in (dir), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}


static void
test_cancel_keeps_what_was_measured (void)
{
  g_autofree char *dir = make_dir ();
  g_autoptr(DsThermalSettings) s = small_settings (dir, 60);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(DsThermalResult) r = NULL;
  g_autoptr(GError) error = NULL;
  Fixture fx = { dir, 0, 0, FALSE, 8, cancellable };

  r = ds_thermal_run (s, on_progress, &fx, cancellable, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_nonnull (r);
  g_assert_cmpstr (ds_run_status_to_string (r->status), ==, "cancelled");
  g_assert_cmpuint (r->samples->len, >=, 8);
  g_assert_cmpfloat (r->summary.write_seconds, <, 10);
  g_assert_cmpuint (r->summary.bytes_written, >, 0);
  g_assert_true (g_str_has_prefix (r->verdict, "Incomplete: stopped after"));
  g_assert_cmpuint (open_files_in (dir), ==, 0);
  g_assert_cmpuint (entries_in (dir), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_cancel_while_preparing_writes_nothing (void)
{
  g_autofree char *dir = make_dir ();
  g_autoptr(DsThermalSettings) s = small_settings (dir, 60);
  g_autoptr(GCancellable) cancellable = g_cancellable_new ();
  g_autoptr(DsThermalResult) r = NULL;
  g_autoptr(GError) error = NULL;
  Fixture fx = { dir, 0, 0, FALSE, G_MAXUINT, cancellable };

  r = ds_thermal_run (s, on_progress, &fx, cancellable, &error);
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_CANCELLED);
  g_assert_nonnull (r);
  g_assert_cmpstr (ds_run_status_to_string (r->status), ==, "cancelled");
  g_assert_cmpuint (r->samples->len, ==, 0);
  g_assert_cmpuint (r->summary.bytes_written, ==, 0);
  g_assert_cmpuint (fx.write_samples, ==, 0);
  g_assert_cmpuint (entries_in (dir), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_refuses_bad_settings_before_writing (void)
{
  g_autofree char *dir = make_dir ();
  g_autofree char *missing = g_build_filename (dir, "missing", NULL);
  struct { const char *what; double duration; guint64 block; guint qd; guint sample; const char *dir; } cases[] = {
    { "duration below 10 s", 5, 1 << 20, 8, 250, dir },
    { "duration above 60 min", 3601, 1 << 20, 8, 250, dir },
    { "block not a multiple of 4 KiB", 20, 5000, 8, 250, dir },
    { "queue depth 0", 20, 1 << 20, 0, 250, dir },
    { "sample interval 10 ms", 20, 1 << 20, 8, 10, dir },
    { "directory missing", 20, 1 << 20, 8, 250, missing },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autoptr(DsThermalSettings) s = small_settings (cases[i].dir, cases[i].duration);
      g_autoptr(DsThermalResult) r = NULL;
      g_autoptr(GError) error = NULL;

      s->block_size = cases[i].block;
      s->queue_depth = cases[i].qd;
      s->sample_ms = cases[i].sample;
      r = ds_thermal_run (s, NULL, NULL, NULL, &error);
      g_test_message ("%s: %s", cases[i].what, error != NULL ? error->message : "accepted");
      g_assert_null (r);
      g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
    }
  g_assert_cmpuint (entries_in (dir), ==, 0);
  g_assert_cmpint (g_rmdir (dir), ==, 0);
}

static void
test_durations_parse (void)
{
  struct { const char *text; double seconds; } good[] = {
    { "6m", 360 }, { "20s", 20 }, { "250ms", 0.25 }, { "1h", 3600 },
    { "1m30s", 90 }, { "90", 90 }, { "2min", 120 }, { "1.5s", 1.5 }, { "0", 0 },
  };
  const char *bad[] = { "", "abc", "5x", "-3s", "1m-2s", "s", "10 20", "1e400s" };

  for (guint i = 0; i < G_N_ELEMENTS (good); i++)
    {
      g_autoptr(GError) error = NULL;
      double v = -1;

      g_assert_true (ds_thermal_parse_duration (good[i].text, &v, &error));
      g_assert_no_error (error);
      g_assert_cmpfloat_with_epsilon (v, good[i].seconds, 1e-9);
    }
  for (guint i = 0; i < G_N_ELEMENTS (bad); i++)
    {
      g_autoptr(GError) error = NULL;
      double v = -1;

      g_assert_false (ds_thermal_parse_duration (bad[i], &v, &error));
      g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
    }
}

static void
test_health_delta_counts_growth (void)
{
  DsThermalCounters before, after;
  g_autoptr(JsonObject) delta = NULL;

  ds_thermal_counters_init (&before);
  ds_thermal_counters_init (&after);
  g_assert_null (ds_thermal_health_delta (&before, &after));

  before.thermal_transitions = 4;
  after.thermal_transitions = 6;
  before.warning_temp_minutes = 10;
  after.warning_temp_minutes = 10;
  before.bytes_written = 1000;
  after.bytes_written = 5000;
  after.thermal_seconds = 30;    /* unknown before: not comparable */
  delta = ds_thermal_health_delta (&before, &after);
  g_assert_nonnull (delta);
  g_assert_cmpint (ds_json_get_int (delta, "thermal_transitions", -1), ==, 2);
  g_assert_cmpint (ds_json_get_int (delta, "warning_temp_minutes", -1), ==, 0);
  g_assert_cmpint (ds_json_get_int (delta, "bytes_written", -1), ==, 4000);
  g_assert_false (json_object_has_member (delta, "thermal_seconds"));
  g_assert_cmpint (ds_json_get_int (ds_json_get_object (delta, "before"), "thermal_transitions", -1), ==, 4);
  g_assert_true (ds_thermal_health_delta_shows_throttling (delta));

  after.thermal_transitions = 4;
  g_clear_pointer (&delta, json_object_unref);
  delta = ds_thermal_health_delta (&before, &after);
  g_assert_false (ds_thermal_health_delta_shows_throttling (delta));
}


/* Each limit of the settings refuses the value just past it and takes the
 * limit itself. */
static void
test_settings_limits (void)
{
  g_autoptr(DsThermalSettings) base = ds_thermal_settings_new ();

  g_free (base->dir);
  base->dir = g_strdup ("/tmp");
  g_assert_true (ds_thermal_settings_validate (base, NULL));
  for (guint i = 0; i < 16; i++)
    {
      g_autoptr(DsThermalSettings) s = ds_thermal_settings_copy (base);
      g_autoptr(GError) error = NULL;
      gboolean ok = i >= 8;

      switch (i)
        {
        case 0: s->queue_depth = 0; break;
        case 1: s->queue_depth = DS_THERMAL_QD_MAX + 1; break;
        case 2: s->cooldown_s = -1; break;
        case 3: s->cooldown_s = DS_THERMAL_COOLDOWN_MAX_S + 1; break;
        case 4: s->duration_s = DS_THERMAL_DURATION_MIN_S - 1; break;
        case 5: s->block_size = DS_THERMAL_BLOCK_MIN + 512; break;
        case 6: s->sample_ms = DS_THERMAL_SAMPLE_MIN_MS - 1; break;
        case 7: s->byte_limit = s->block_size - 1; break;
        case 8: s->queue_depth = 1; break;
        case 9: s->queue_depth = DS_THERMAL_QD_MAX; break;
        case 10: s->cooldown_s = 0; break;
        case 11: s->cooldown_s = DS_THERMAL_COOLDOWN_MAX_S; break;
        case 12: s->duration_s = DS_THERMAL_DURATION_MIN_S; break;
        case 13: s->block_size = DS_THERMAL_BLOCK_MIN; break;
        case 14: s->sample_ms = DS_THERMAL_SAMPLE_MAX_MS; break;
        case 15: s->byte_limit = s->block_size; break;
        default: g_assert_not_reached ();
        }
      g_test_message ("case %u", i);
      g_assert_cmpint (ds_thermal_settings_validate (s, &error), ==, ok);
      if (!ok)
        g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
    }
}

#endif

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

#ifdef THERMAL_FIXTURE_RUN
  /* Before any thread exists: setenv is not thread-safe. */
  g_setenv ("DRIVESCOPE_SYSROOT", DS_FIXTURES "/sysroot-luks", TRUE);
  g_setenv ("DRIVESCOPE_HELPER", DS_FAKE_HELPER, TRUE);
  g_test_add_func ("/ds/thermal/job/fixture-sensor-is-read-every-second", test_fixture_sensor_is_read_every_second);
#else
  g_test_add_func ("/ds/thermal/settings/durations-parse", test_durations_parse);
  g_test_add_func ("/ds/thermal/settings/limits-are-inclusive", test_settings_limits);
  g_test_add_func ("/ds/thermal/job/health-delta-counts-growth", test_health_delta_counts_growth);
  g_test_add_func ("/ds/thermal/job/refuses-bad-settings-before-writing", test_refuses_bad_settings_before_writing);
  g_test_add_func ("/ds/thermal/job/cancel-keeps-what-was-measured", test_cancel_keeps_what_was_measured);
  g_test_add_func ("/ds/thermal/job/cancel-while-preparing-writes-nothing", test_cancel_while_preparing_writes_nothing);
  g_test_add_func ("/ds/thermal/job/short-run-samples-at-rate-and-adds-up", test_short_run_samples_at_rate_and_adds_up);
#endif

  return g_test_run ();
}
