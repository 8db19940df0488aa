/* test-history-crash.c — kill -9 in the middle of saving, and two writers at once
 *
 * Drives tests/history/history-tool as separate processes: a writer saving
 * runs as fast as it can is killed with SIGKILL at a random moment, 50
 * times; after every kill the database must pass integrity_check and every
 * run in it must be whole. Then two writers save 100 runs each into one
 * database at the same time, and all 200 must be there.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <fcntl.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>

/* Each kill is followed by a full verify, which dominates the time. */
#define N_WRITER_KILLS 50
/* The runs of the export the CLI import is killed in: enough that its one
 * transaction lasts long enough to be hit most of the time (about 40 of 50
 * kills land inside it), few enough that 50 imports and verifies stay
 * short under the sanitizers. */
#define N_IMPORT_RUNS 100

static const char *
tool (void)
{
  const char *path = g_getenv ("DS_HISTORY_TOOL");

  g_assert_nonnull (path);
  return path;
}

static GPid
spawn_writer (const char *db, const char *count)
{
  const char *argv[] = { tool (), "write", db, count, NULL };
  g_autoptr(GError) error = NULL;
  GPid pid = 0;

  g_spawn_async (NULL, (char **) argv, NULL,
                 G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL, &pid, &error);
  g_assert_no_error (error);
  return pid;
}

static int
wait_status (GPid pid)
{
  int status = 0;

  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  return status;
}

/* history-tool verify: integrity ok and every run whole; returns the count. */
static guint
verify (const char *db)
{
  const char *argv[] = { tool (), "verify", db, NULL };
  g_autoptr(GError) error = NULL;
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int status = 0;
  guint runs = 0;

  g_spawn_sync (NULL, (char **) argv, NULL, G_SPAWN_DEFAULT, NULL, NULL, &out, &err, &status, &error);
  g_assert_no_error (error);
  if (!g_spawn_check_wait_status (status, NULL))
    g_error ("verify failed: %s", err);
  g_assert_true (sscanf (out, "runs %u", &runs) == 1);
  return runs;
}

static void
remove_db (const char *dir)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  while (d != NULL && (name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *p = g_build_filename (dir, name, NULL);

      g_unlink (p);
    }
  g_rmdir (dir);
}

static void
test_kill_9_leaves_runs_whole_or_absent (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ds-crash-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "history.db", NULL);
  g_autoptr(GRand) rand = g_rand_new ();
  guint killed_mid_run = 0, previous = 0;

  for (guint i = 0; i < N_WRITER_KILLS; i++)
    {
      GPid pid = spawn_writer (db, "0");
      int status;
      guint now;

      g_usleep (g_rand_int_range (rand, 5000, 120000));
      g_assert_cmpint (kill (pid, SIGKILL), ==, 0);
      status = wait_status (pid);
      /* The writer never stops by itself: it must have died of the signal. */
      g_assert_true (WIFSIGNALED (status) && WTERMSIG (status) == SIGKILL);
      g_spawn_close_pid (pid);
      now = verify (db);
      g_assert_cmpuint (now, >=, previous);
      if (now > previous)
        killed_mid_run++;
      previous = now;
    }
  g_test_message ("%u runs survived %u kills; %u kills came after at least one commit",
                  previous, N_WRITER_KILLS, killed_mid_run);
  /* Most writers got some runs in before the kill: the loop really saved. */
  g_assert_cmpuint (previous, >, 0);
  remove_db (dir);
}

static void
test_two_writers_lose_nothing (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ds-concurrent-XXXXXX", NULL);
  g_autofree char *db = g_build_filename (dir, "history.db", NULL);
  GPid a, b;
  int sa, sb;

  /* Both start on a database that does not exist yet: creation and the
   * schema set-up race too. */
  a = spawn_writer (db, "100");
  b = spawn_writer (db, "100");
  sa = wait_status (a);
  sb = wait_status (b);
  g_spawn_close_pid (a);
  g_spawn_close_pid (b);
  g_assert_true (WIFEXITED (sa) && WEXITSTATUS (sa) == 0);
  g_assert_true (WIFEXITED (sb) && WEXITSTATUS (sb) == 0);
  g_assert_cmpuint (verify (db), ==, 200);
  remove_db (dir);
}

static void
run_tool (const char * const *argv, char **out)
{
  g_autoptr(GError) error = NULL;
  int status = 0;

  g_spawn_sync (NULL, (char **) argv, NULL, out != NULL ? G_SPAWN_DEFAULT : G_SPAWN_STDOUT_TO_DEV_NULL,
                NULL, NULL, out, NULL, &status, &error);
  g_assert_no_error (error);
  g_assert_true (g_spawn_check_wait_status (status, NULL));
}

/* Whether some process holds SQLite's WAL write lock on DB: the unix VFS
 * takes it as a POSIX lock on byte 120 of DB-shm while a write transaction
 * is open (sqlite3.c, UNIX_SHM_BASE + WAL_WRITE_LOCK). */
static gboolean
write_lock_held (const char *db)
{
  g_autofree char *shm = g_strconcat (db, "-shm", NULL);
  struct flock lock = { 0 };
  int fd = g_open (shm, O_RDWR, 0);
  gboolean held;

  if (fd < 0)
    return FALSE;
  lock.l_type = F_WRLCK;
  lock.l_whence = SEEK_SET;
  lock.l_start = 120;
  lock.l_len = 1;
  g_assert_cmpint (fcntl (fd, F_GETLK, &lock), ==, 0);
  held = lock.l_type != F_UNLCK;
  close (fd);
  return held;
}

static void
reset_db (const char *db,
          const char *template_db)
{
  g_autofree char *wal = g_strconcat (db, "-wal", NULL);
  g_autofree char *shm = g_strconcat (db, "-shm", NULL);
  g_autofree char *data = NULL;
  gsize len;

  g_unlink (db);
  g_unlink (wal);
  g_unlink (shm);
  g_assert_true (g_file_get_contents (template_db, &data, &len, NULL));
  g_assert_true (g_file_set_contents (db, data, (gssize) len, NULL));
}

/* The CLI itself, killed while importing a large export (one transaction):
 * afterwards the database holds all of it or none of it. The kill times
 * home in on the transaction (too early: nothing written and no lock; too
 * late: all committed), and the CLI is stopped before it is killed so the
 * test can see whether it held the write lock: at least one kill must land
 * inside the transaction, and leave nothing behind. */
static void
test_kill_9_of_cli_import_is_all_or_nothing (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ds-crash-import-XXXXXX", NULL);
  g_autofree char *src = g_build_filename (dir, "source.db", NULL);
  g_autofree char *export_path = g_build_filename (dir, "export.json", NULL);
  g_autofree char *template_db = g_build_filename (dir, "template.db", NULL);
  g_autofree char *db = g_build_filename (dir, "history.db", NULL);
  g_autofree char *doc = NULL;
  const char *cli = g_getenv ("DS_CLI");
  const char *gen[] = { tool (), "generate", src, G_STRINGIFY (N_IMPORT_RUNS), "20", NULL };
  const char *exp[] = { tool (), "export", src, NULL };
  const char *init[] = { cli, "history", "--db", template_db, NULL };
  const char *full[] = { cli, "import", "--db", db, export_path, NULL };
  g_autoptr(GRand) rand = g_rand_new ();
  guint none = 0, all = 0, interrupted = 0, rounds = 0;
  gint64 t0, full_us, lo, hi, deadline;

  g_assert_nonnull (cli);
  run_tool (gen, NULL);
  run_tool (exp, &doc);
  g_assert_true (g_file_set_contents (export_path, doc, -1, NULL));
  /* An empty history with its schema: the import's is the only write. */
  run_tool (init, NULL);
  reset_db (db, template_db);
  t0 = g_get_monotonic_time ();
  run_tool (full, NULL);
  full_us = g_get_monotonic_time () - t0;
  g_assert_cmpuint (verify (db), ==, N_IMPORT_RUNS);
  lo = 0;
  hi = full_us + full_us / 4;
  deadline = g_get_monotonic_time () + 60 * G_USEC_PER_SEC;

  /* The issue asks for 50 kills of the CLI at random moments; more rounds
   * (within the deadline) only when too few landed inside the transaction. */
  while (g_get_monotonic_time () < deadline && (rounds < 50 || (interrupted < 3 && rounds < 80)))
    {
      const char *argv[] = { cli, "import", "--db", db, export_path, NULL };
      g_autoptr(GError) error = NULL;
      GPid pid = 0;
      gint64 delay = lo + (hi > lo ? g_rand_int_range (rand, 0, (gint32) MIN (hi - lo, G_MAXINT32)) : 0);
      gboolean stopped, locked = FALSE;
      guint runs;
      int status = 0;

      reset_db (db, template_db);
      g_spawn_async (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_STDOUT_TO_DEV_NULL,
                     NULL, NULL, &pid, &error);
      g_assert_no_error (error);
      g_usleep ((gulong) delay);
      kill (pid, SIGSTOP);
      g_assert_cmpint (waitpid (pid, &status, WUNTRACED), ==, pid);
      stopped = WIFSTOPPED (status);
      if (stopped)
        {
          locked = write_lock_held (db);
          kill (pid, SIGKILL);
          status = wait_status (pid);
          g_assert_true (WIFSIGNALED (status));
        }
      g_spawn_close_pid (pid);
      runs = verify (db);
      g_test_message ("import %u after %.0f ms: %s%s, %u runs", rounds, delay / 1000.0,
                      stopped ? "killed" : "finished", locked ? " holding the write lock" : "", runs);
      g_assert_true (runs == 0 || runs == N_IMPORT_RUNS);
      if (runs == 0)
        none++;
      else
        all++;
      if (locked && runs == 0)
        interrupted++;
      /* Aim the next kill: before the transaction, or after its commit. */
      if (runs == N_IMPORT_RUNS)
        hi = MAX (lo + 1000, delay);
      else if (!locked)
        lo = MIN (delay, hi - 1000);
      rounds++;
    }
  g_test_message ("%u imports, %u left nothing (%u killed inside the transaction), %u everything",
                  rounds, none, interrupted, all);
  g_assert_cmpuint (interrupted, >=, 1);
  remove_db (dir);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/history/crash/kill-9-leaves-runs-whole-or-absent", test_kill_9_leaves_runs_whole_or_absent);
  g_test_add_func ("/ds/history/crash/two-writers-lose-nothing", test_two_writers_lose_nothing);
  g_test_add_func ("/ds/history/crash/kill-9-of-cli-import-is-all-or-nothing", test_kill_9_of_cli_import_is_all_or_nothing);
  return g_test_run ();
}
