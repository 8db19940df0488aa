/* ds-cli-complete.c — `__complete`: the words shell completions offer
 *
 *   drivescope-cli __complete commands
 *   drivescope-cli __complete drives
 *   drivescope-cli __complete runs [--db FILE]
 *   drivescope-cli __complete history-drives [--db FILE]
 *
 * One word a line, from the real machine and the real history, for the
 * bash, zsh and fish completions in data/completions/. Not listed in
 * --help: people never type it. It prints nothing and exits 0 when there
 * is nothing to offer, never asks for a password, and never creates a
 * history that does not exist yet.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <stdio.h>

#include "ds-bench-job.h"
#include "ds-cli.h"
#include "ds-drive-list.h"
#include "ds-history-store.h"

/* Newest runs offered; older ones are still accepted when typed. */
#define MAX_RUNS 100

/* Printable words only: a completion must not carry control characters
 * or spaces from a device string into the command line. */
static void
print_word (const char *word)
{
  if (word == NULL || word[0] == '\0' || !g_utf8_validate (word, -1, NULL))
    return;
  for (const char *p = word; *p != '\0'; p++)
    if ((guchar) *p < 0x21 || *p == 0x7f)
      return;
  printf ("%s\n", word);
}

static DsHistoryStore *
open_existing (const char *db)
{
  g_autofree char *path = ds_history_resolve_path (db, NULL);

  if (path == NULL || !g_file_test (path, G_FILE_TEST_IS_REGULAR))
    return NULL;
  return ds_history_store_open (path, NULL);
}

static void
complete_runs (const char *db)
{
  g_autoptr(DsHistoryStore) store = open_existing (db);
  DsHistoryFilter filter = { .limit = MAX_RUNS };
  g_autoptr(GPtrArray) runs = NULL;

  if (store == NULL)
    return;
  runs = ds_history_store_list_runs (store, &filter, NULL);
  if (runs == NULL || runs->len == 0)
    return;
  printf ("last\n");
  for (guint i = 0; i < runs->len; i++)
    printf ("%" G_GINT64_FORMAT "\n", ((DsHistoryRun *) g_ptr_array_index (runs, i))->id);
}

static void
complete_history_drives (const char *db)
{
  g_autoptr(DsHistoryStore) store = open_existing (db);
  g_autoptr(GPtrArray) drives = NULL;

  if (store == NULL)
    return;
  drives = ds_history_store_list_drives (store, NULL);
  for (guint i = 0; drives != NULL && i < drives->len; i++)
    {
      const DsHistoryDrive *d = g_ptr_array_index (drives, i);

      print_word (d->serial);
      print_word (d->label);
    }
}

static void
complete_drives (void)
{
  g_autoptr(GPtrArray) drives = ds_drive_list_enumerate (DS_ENUM_FLAGS_NONE, NULL);

  for (guint i = 0; drives != NULL && i < drives->len; i++)
    print_word (((const DsDrive *) g_ptr_array_index (drives, i))->name);
}

int
ds_cli_complete (int                 argc,
                 char              **argv,
                 const char * const *commands)
{
  const char *what = argc > 1 ? argv[1] : "";
  const char *db = NULL;

  for (int i = 2; i + 1 < argc; i++)
    if (g_str_equal (argv[i], "--db"))
      db = argv[i + 1];

  if (g_str_equal (what, "commands"))
    for (guint i = 0; commands[i] != NULL; i++)
      printf ("%s\n", commands[i]);
  else if (g_str_equal (what, "drives"))
    complete_drives ();
  else if (g_str_equal (what, "runs"))
    complete_runs (db);
  else if (g_str_equal (what, "history-drives"))
    complete_history_drives (db);
  else if (g_str_equal (what, "sizes"))
    /* the sizes the window offers, in the syntax --size reads */
    for (guint i = 0; i < ds_bench_size_n_choices (); i++)
      {
        guint64 mib = ds_bench_size_choice (i) >> 20;

        printf (mib >= 1024 ? "%" G_GUINT64_FORMAT "GiB\n" : "%" G_GUINT64_FORMAT "MiB\n",
                mib >= 1024 ? mib / 1024 : mib);
      }
  else
    return DS_EXIT_USAGE;
  fflush (stdout);
  return DS_EXIT_OK;
}
