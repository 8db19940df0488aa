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

#include <glib/gstdio.h>
#include <signal.h>
#include <stdio.h>
#include <sys/wait.h>

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

  for (guint i = 0; i < 50; i++)
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
  g_test_message ("%u runs survived 50 kills; %u kills came after at least one commit", previous, killed_mid_run);
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

/* The CLI itself, killed while importing a large export (one transaction):
 * afterwards the database holds all of it or none of it. */
static void
test_kill_9_of_cli_import_is_all_or_nothing (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ds-crash-import-XXXXXX", NULL);
  g_autofree char *src = g_build_filename (dir, "source.db", NULL);
  g_autofree char *export_path = g_build_filename (dir, "export.json", NULL);
  g_autofree char *db = g_build_filename (dir, "history.db", NULL);
  g_autofree char *doc = NULL;
  const char *cli = g_getenv ("DS_CLI");
  const char *gen[] = { tool (), "generate", src, "300", "20", NULL };
  const char *exp[] = { tool (), "export", src, NULL };
  g_autoptr(GRand) rand = g_rand_new ();
  guint none = 0, all = 0;

  g_assert_nonnull (cli);
  run_tool (gen, NULL);
  run_tool (exp, &doc);
  g_assert_true (g_file_set_contents (export_path, doc, -1, NULL));
  for (guint i = 0; i < 12; i++)
    {
      const char *argv[] = { cli, "import", "--db", db, export_path, NULL };
      g_autoptr(GError) error = NULL;
      GPid pid = 0;
      guint runs;
      int status;

      g_spawn_async (NULL, (char **) argv, NULL, G_SPAWN_DO_NOT_REAP_CHILD | G_SPAWN_STDOUT_TO_DEV_NULL,
                     NULL, NULL, &pid, &error);
      g_assert_no_error (error);
      g_usleep (g_rand_int_range (rand, 20000, 900000));
      kill (pid, SIGKILL);
      status = wait_status (pid);
      g_spawn_close_pid (pid);
      runs = verify (db);
      g_test_message ("import %u: %s, %u runs", i, WIFSIGNALED (status) ? "killed" : "finished", runs);
      g_assert_true (runs == 0 || runs == 300);
      if (runs == 0)
        none++;
      else
        all++;
      if (runs == 300)
        {
          /* Start the next round from an empty history again. */
          g_autofree char *wal = g_strconcat (db, "-wal", NULL);
          g_autofree char *shm = g_strconcat (db, "-shm", NULL);

          g_unlink (db);
          g_unlink (wal);
          g_unlink (shm);
        }
    }
  g_test_message ("%u imports left nothing, %u everything", none, all);
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
