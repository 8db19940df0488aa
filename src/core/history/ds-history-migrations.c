/* ds-history-migrations.c — the schema of history.db, one step per version
 *
 * PRAGMA user_version holds the schema version. Step N takes a database of
 * version N-1 to version N inside one transaction, so an interrupted upgrade
 * leaves the old version intact. Steps are never edited once released: a
 * change is a new step, and tests/fixtures/history/ keeps a dump of every
 * version, which the tests upgrade to the newest.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "ds-error.h"
#include "ds-history-private.h"

/* Version 1: drives, runs, per-test bench results with every measured run,
 * thermal timelines and events, health snapshots. */
static const char schema_v1[] =
  "CREATE TABLE drives ("
  "  id INTEGER PRIMARY KEY,"
  "  identity TEXT NOT NULL UNIQUE,"
  "  name TEXT, model TEXT, serial TEXT, wwn TEXT, firmware TEXT,"
  "  capacity_bytes INTEGER,"
  "  first_seen INTEGER NOT NULL,"
  "  last_seen INTEGER NOT NULL,"
  "  label TEXT"
  ");"
  "CREATE TABLE runs ("
  "  id INTEGER PRIMARY KEY,"
  "  uuid TEXT NOT NULL UNIQUE,"
  "  kind TEXT NOT NULL,"
  "  drive_id INTEGER REFERENCES drives(id) ON DELETE SET NULL,"
  "  start_time INTEGER NOT NULL,"
  "  end_time INTEGER NOT NULL,"
  "  status TEXT NOT NULL CHECK (status IN ('completed', 'cancelled', 'failed')),"
  "  imported INTEGER NOT NULL DEFAULT 0,"
  "  label TEXT,"
  "  comment TEXT,"
  "  app_version TEXT,"
  "  headline TEXT,"
  "  settings TEXT NOT NULL DEFAULT '{}',"
  "  conditions TEXT NOT NULL DEFAULT '{}'"
  ");"
  "CREATE INDEX runs_by_start ON runs (start_time DESC, id DESC);"
  "CREATE INDEX runs_by_drive ON runs (drive_id, start_time DESC);"
  "CREATE TABLE bench_tests ("
  "  run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,"
  "  position INTEGER NOT NULL,"
  "  spec TEXT NOT NULL,"
  "  mode TEXT NOT NULL CHECK (mode IN ('read', 'write', 'mix')),"
  "  mix_read_percent INTEGER,"
  "  cached INTEGER NOT NULL DEFAULT 0,"
  "  incomplete INTEGER NOT NULL DEFAULT 0,"
  "  best_mbps REAL, best_iops REAL, best_p99_us REAL, best_mean_us REAL,"
  "  median_mbps REAL,"
  "  PRIMARY KEY (run_id, position)"
  ") WITHOUT ROWID;"
  "CREATE TABLE bench_runs ("
  "  run_id INTEGER NOT NULL,"
  "  position INTEGER NOT NULL,"
  "  idx INTEGER NOT NULL,"
  "  mbps REAL, iops REAL, bytes INTEGER, ios INTEGER, seconds REAL,"
  "  lat_mean_us REAL, lat_min_us REAL, lat_max_us REAL, lat_stddev_us REAL,"
  "  lat_p50_us REAL, lat_p90_us REAL, lat_p99_us REAL, lat_p999_us REAL,"
  "  lat_p9999_us REAL,"
  "  PRIMARY KEY (run_id, position, idx),"
  "  FOREIGN KEY (run_id, position) REFERENCES bench_tests (run_id, position) ON DELETE CASCADE"
  ") WITHOUT ROWID;"
  "CREATE TABLE thermal_runs ("
  "  run_id INTEGER PRIMARY KEY REFERENCES runs(id) ON DELETE CASCADE,"
  "  warning_temp_c REAL, critical_temp_c REAL,"
  "  start_mbps REAL, steady_mbps REAL, avg_mbps REAL, min_mbps REAL,"
  "  max_mbps REAL, spread_mbps REAL, bytes_written INTEGER,"
  "  peak_temp_c REAL, final_temp_c REAL, recovery_s REAL, write_seconds REAL,"
  "  verdict TEXT,"
  "  health_delta TEXT"
  ");"
  "CREATE TABLE thermal_samples ("
  "  run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,"
  "  idx INTEGER NOT NULL,"
  "  t_s REAL, mbps REAL, temp_c REAL, bytes INTEGER, cooldown INTEGER NOT NULL DEFAULT 0,"
  "  PRIMARY KEY (run_id, idx)"
  ") WITHOUT ROWID;"
  "CREATE TABLE thermal_events ("
  "  run_id INTEGER NOT NULL REFERENCES runs(id) ON DELETE CASCADE,"
  "  idx INTEGER NOT NULL,"
  "  cause TEXT NOT NULL,"
  "  onset_s REAL, onset_temp_c REAL, before_mbps REAL, during_mbps REAL,"
  "  end_s REAL, recovered_s REAL, cache_bytes INTEGER,"
  "  steps TEXT NOT NULL DEFAULT '[]',"
  "  PRIMARY KEY (run_id, idx)"
  ") WITHOUT ROWID;"
  "CREATE TABLE health_snapshots ("
  "  id INTEGER PRIMARY KEY,"
  "  uuid TEXT NOT NULL UNIQUE,"
  "  drive_id INTEGER NOT NULL REFERENCES drives(id) ON DELETE CASCADE,"
  "  taken_at INTEGER NOT NULL,"
  "  run_uuid TEXT,"
  "  phase TEXT,"
  "  bytes_written REAL, bytes_read REAL, percentage_used REAL,"
  "  available_spare REAL, temperature_c REAL, power_on_hours INTEGER,"
  "  power_cycles INTEGER, unsafe_shutdowns INTEGER, media_errors INTEGER,"
  "  verdict TEXT,"
  "  health TEXT NOT NULL,"
  "  raw TEXT"
  ");"
  "CREATE INDEX health_by_drive ON health_snapshots (drive_id, taken_at);";

/* Version 2: what the user knows of a drive's endurance (rated TBW and
 * warranty) for the projection, and snapshots found by run. */
static const char schema_v2[] =
  "ALTER TABLE drives ADD COLUMN rated_tbw_tb REAL;"
  "ALTER TABLE drives ADD COLUMN warranty_years INTEGER;"
  "CREATE INDEX health_by_run ON health_snapshots (run_uuid);";

/* Version 3: the CPU time of each measured run (bench) and the level a
 * throttled span ends at (thermal), added to the result types. */
static const char schema_v3[] =
  "ALTER TABLE bench_runs ADD COLUMN cpu_seconds REAL;"
  "ALTER TABLE thermal_events ADD COLUMN end_mbps REAL;";

/* Version 4: suite runs (kind "suite"): the suite's name and its steps, as
 * the "steps" array of `suite --json`. */
static const char schema_v4[] =
  "CREATE TABLE suite_runs ("
  "  run_id INTEGER PRIMARY KEY REFERENCES runs(id) ON DELETE CASCADE,"
  "  suite TEXT NOT NULL,"
  "  steps TEXT NOT NULL DEFAULT '[]'"
  ");";

/* Version 5: capacity checks (kind "verify"): the whole result as
 * `verify --json` prints it (counts, damaged ranges, both curves). */
static const char schema_v5[] =
  "CREATE TABLE verify_runs ("
  "  run_id INTEGER PRIMARY KEY REFERENCES runs(id) ON DELETE CASCADE,"
  "  verdict TEXT NOT NULL,"
  "  result TEXT NOT NULL"
  ");";

/* Version 6: what the list of runs shows of a benchmark (its first test's
 * spec and the best read and write MB/s of that spec) kept on the run, so
 * listing runs reads no per-test rows. Triggers keep it true whoever
 * writes bench_tests; existing runs are filled in here. */
#define LIST_SUMMARY_OF(run) \
  "list_spec = (SELECT spec FROM bench_tests WHERE run_id = " run " ORDER BY position LIMIT 1)," \
  " list_read_mbps = (SELECT max (best_mbps) FROM bench_tests b WHERE b.run_id = " run " AND b.mode = 'read'" \
  "  AND b.spec = (SELECT spec FROM bench_tests WHERE run_id = " run " ORDER BY position LIMIT 1))," \
  " list_write_mbps = (SELECT max (best_mbps) FROM bench_tests b WHERE b.run_id = " run " AND b.mode = 'write'" \
  "  AND b.spec = (SELECT spec FROM bench_tests WHERE run_id = " run " ORDER BY position LIMIT 1))"

static const char schema_v6[] =
  "ALTER TABLE runs ADD COLUMN list_spec TEXT;"
  "ALTER TABLE runs ADD COLUMN list_read_mbps REAL;"
  "ALTER TABLE runs ADD COLUMN list_write_mbps REAL;"
  "UPDATE runs SET " LIST_SUMMARY_OF ("runs.id")
  " WHERE EXISTS (SELECT 1 FROM bench_tests WHERE run_id = runs.id);"
  "CREATE TRIGGER bench_tests_list_insert AFTER INSERT ON bench_tests BEGIN"
  " UPDATE runs SET " LIST_SUMMARY_OF ("NEW.run_id") " WHERE id = NEW.run_id; END;"
  "CREATE TRIGGER bench_tests_list_update AFTER UPDATE ON bench_tests BEGIN"
  " UPDATE runs SET " LIST_SUMMARY_OF ("OLD.run_id") " WHERE id = OLD.run_id;"
  " UPDATE runs SET " LIST_SUMMARY_OF ("NEW.run_id") " WHERE id = NEW.run_id AND NEW.run_id <> OLD.run_id; END;"
  "CREATE TRIGGER bench_tests_list_delete AFTER DELETE ON bench_tests BEGIN"
  " UPDATE runs SET " LIST_SUMMARY_OF ("OLD.run_id") " WHERE id = OLD.run_id; END;";

/* Version 7: a drive's data sheet (rated MB/s, IOPS, latency), as the JSON
 * of ds_datasheet_to_json, for the verdicts on its runs. */
static const char schema_v7[] =
  "ALTER TABLE drives ADD COLUMN datasheet TEXT;";

/* Version 8: the read-back of a benchmark's or suite's verified writes
 * (--verify), as the "verify" object of its JSON; NULL when the writes
 * were not verified. */
static const char schema_v8[] =
  "ALTER TABLE runs ADD COLUMN verified_writes TEXT;";

static const char * const steps[] = {
  schema_v1,
  schema_v2,
  schema_v3,
  schema_v4,
  schema_v5,
  schema_v6,
  schema_v7,
  schema_v8,
};

G_STATIC_ASSERT (G_N_ELEMENTS (steps) == DS_HISTORY_SCHEMA_VERSION);

static gboolean
read_version (DsHistoryStore  *self,
              int             *version,
              GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = ds_history_prepare (self, "PRAGMA user_version", error);
  int rc;

  if (stmt == NULL)
    return FALSE;
  rc = sqlite3_step (stmt);
  if (rc != SQLITE_ROW)
    return ds_history_set_error (self, rc, "PRAGMA user_version", error);
  *version = sqlite3_column_int (stmt, 0);
  return TRUE;
}

gboolean
ds_history_migrate (DsHistoryStore  *self,
                    GError         **error)
{
  for (;;)
    {
      g_autofree char *set_version = NULL;
      int version;

      if (!read_version (self, &version, error))
        return FALSE;
      self->version = version;
      if (version > DS_HISTORY_SCHEMA_VERSION)
        {
          g_set_error (error, DS_ERROR, DS_ERROR_TOO_NEW,
                       _("%s was written by a newer version of Drivescope (history schema %d; this version knows up to %d). "
                         "It was left untouched: update Drivescope, or use another file with --db."),
                       self->path, version, DS_HISTORY_SCHEMA_VERSION);
          return FALSE;
        }
      if (version == DS_HISTORY_SCHEMA_VERSION)
        return TRUE;
      if (version < 0)
        {
          /* Opening refuses this; never index the steps with it. */
          g_set_error (error, DS_ERROR, DS_ERROR_DAMAGED,
                       _("%s is damaged: its schema version is %d, which no Drivescope writes. "
                         "It was left untouched; choose another file with --db, or run again with --reset-damaged "
                         "to move it aside and start a new history."),
                       self->path, version);
          return FALSE;
        }

      /* Another process may be upgrading at the same moment: take the
       * write lock, then look again. */
      if (!ds_history_begin (self, error))
        return FALSE;
      if (!read_version (self, &version, error))
        goto fail;
      if (version != self->version)
        {
          ds_history_rollback (self);
          continue;
        }
      if (!ds_history_exec (self, steps[version], error))
        goto fail;
      set_version = g_strdup_printf ("PRAGMA user_version = %d", version + 1);
      if (!ds_history_exec (self, set_version, error))
        goto fail;
      if (!ds_history_commit (self, error))
        goto fail;
      g_debug ("history: upgraded %s from schema %d to %d", self->path, version, version + 1);
    }

fail:
  ds_history_rollback (self);
  return FALSE;
}
