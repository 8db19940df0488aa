/* ds-history-store.c — opening history.db safely, and the SQLite plumbing
 *
 * Opening is careful about three things: a new file is created 0600 in a
 * 0700 directory before SQLite touches it; a database of a newer schema is
 * refused before anything (not even the journal mode) is written to it; and
 * a file that is not a database, or a corrupt one, is reported as damaged
 * with the way out (--reset-damaged), never silently replaced.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <math.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#ifdef G_OS_UNIX
#include <sys/file.h>
#include <sys/statvfs.h>
#endif

#ifdef G_OS_WIN32
/* _O_NOINHERIT is Windows's O_CLOEXEC; O_EXCL already refuses an existing
 * name there, links included. */
#define O_CLOEXEC  _O_NOINHERIT
#define O_NOFOLLOW 0
#endif

#include "ds-error.h"
#include "ds-history-private.h"
#include "ds-json.h"

#define BUSY_TIMEOUT_MS 15000

char *
ds_history_default_path (void)
{
  const char *env = g_getenv ("DRIVESCOPE_DB");

  if (env != NULL && *env != '\0')
    return g_strdup (env);
  return g_build_filename (g_get_user_data_dir (), "drivescope", "history.db", NULL);
}

char *
ds_history_resolve_path (const char  *path,
                         GError     **error)
{
  const char *env = g_getenv ("DRIVESCOPE_DB");
  const char *data_home = g_getenv ("XDG_DATA_HOME");

  if (path != NULL && *path == '\0')
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                           _("The history file given is empty; give the path of a file with --db."));
      return NULL;
    }
  if (path != NULL)
    return g_strdup (path);
  if (env != NULL && *env == '\0')
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                           _("DRIVESCOPE_DB is set but empty. Set it to the history file, or unset it to use the "
                             "history in your data folder."));
      return NULL;
    }
  /* Without XDG_DATA_HOME the data folder is under HOME: a home that does
   * not exist is a mistake (or a service's environment), not a place to
   * create. */
  if (env == NULL && (data_home == NULL || *data_home == '\0') &&
      !g_file_test (g_get_home_dir (), G_FILE_TEST_IS_DIR))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("The home folder %s does not exist, so there is no place for the history. "
                     "Choose a file with --db or DRIVESCOPE_DB."),
                   g_get_home_dir ());
      return NULL;
    }
  return ds_history_default_path ();
}

gboolean
ds_history_check_text (const char  *text,
                       GError     **error)
{
  glong chars = text != NULL ? g_utf8_strlen (text, -1) : 0;

  if (chars > DS_HISTORY_MAX_TEXT)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                   _("A label or comment can be at most %d characters long, and this one has %ld; "
                     "nothing was changed. Shorten it."),
                   DS_HISTORY_MAX_TEXT, chars);
      return FALSE;
    }
  return TRUE;
}

gboolean
ds_history_set_error (DsHistoryStore  *self,
                      int              rc,
                      const char      *what,
                      GError         **error)
{
  const char *message = self != NULL && self->db != NULL ? sqlite3_errmsg (self->db) : sqlite3_errstr (rc);
  g_autofree char *base = self != NULL ? g_path_get_basename (self->path) : g_strdup ("history.db");
  int primary = rc & 0xff;

  if (primary == SQLITE_CORRUPT || primary == SQLITE_NOTADB)
    g_set_error (error, DS_ERROR, DS_ERROR_DAMAGED,
                 _("%s is damaged: %s. Run the command again with --reset-damaged to move it aside "
                   "(it is kept, renamed) and start a new history."),
                 base, message);
  else if (primary == SQLITE_BUSY || primary == SQLITE_LOCKED)
    g_set_error (error, DS_ERROR, DS_ERROR_FAILED,
                 _("%s stayed locked by another Drivescope process for %d s (%s). Try again when it has finished."),
                 base, BUSY_TIMEOUT_MS / 1000, what);
  else if (primary == SQLITE_FULL ||
           (primary == SQLITE_IOERR && self != NULL && self->db != NULL && sqlite3_system_errno (self->db) == ENOSPC))
    g_set_error (error, DS_ERROR, DS_ERROR_NO_SPACE,
                 _("The disk holding %s is full; nothing was saved. Free some space and try again."), base);
  else if (primary == SQLITE_READONLY || primary == SQLITE_PERM || primary == SQLITE_CANTOPEN)
    g_set_error (error, DS_ERROR, DS_ERROR_PERMISSION,
                 _("Cannot write %s: %s. Check the file's permissions or choose another file with --db."),
                 self != NULL ? self->path : base, message);
  else
    g_set_error (error, DS_ERROR, DS_ERROR_FAILED,
                 _("History database error in %s: %s (%s)."), what, message, base);
  return FALSE;
}

gboolean
ds_history_exec (DsHistoryStore  *self,
                 const char      *sql,
                 GError         **error)
{
  int rc = sqlite3_exec (self->db, sql, NULL, NULL, NULL);

  if (rc != SQLITE_OK)
    return ds_history_set_error (self, rc, "exec", error);
  return TRUE;
}

sqlite3_stmt *
ds_history_prepare (DsHistoryStore  *self,
                    const char      *sql,
                    GError         **error)
{
  sqlite3_stmt *stmt = NULL;
  int rc = sqlite3_prepare_v2 (self->db, sql, -1, &stmt, NULL);

  if (rc != SQLITE_OK)
    {
      sqlite3_finalize (stmt);
      ds_history_set_error (self, rc, "prepare", error);
      return NULL;
    }
  return stmt;
}

gboolean
ds_history_begin (DsHistoryStore  *self,
                  GError         **error)
{
  return ds_history_exec (self, "BEGIN IMMEDIATE", error);
}

gboolean
ds_history_commit (DsHistoryStore  *self,
                   GError         **error)
{
  return ds_history_exec (self, "COMMIT", error);
}

void
ds_history_rollback (DsHistoryStore *self)
{
  int rc;

  if (sqlite3_get_autocommit (self->db))
    return;
  /* Called on a path that already reports an error; a failed rollback is
   * undone by SQLite itself when the connection closes. */
  rc = sqlite3_exec (self->db, "ROLLBACK", NULL, NULL, NULL);
  if (rc != SQLITE_OK)
    g_debug ("history: rollback failed: %s", sqlite3_errstr (rc));
}

gboolean
ds_history_bind_text (DsHistoryStore *self, sqlite3_stmt *stmt,
                      int index, const char *value, GError **error)
{
  g_autofree char *valid = NULL;
  int rc;

  /* Every text the history keeps is UTF-8, so every JSON document made
   * from it is valid: a label typed in another encoding, a device string
   * or an imported field is repaired here (invalid bytes become U+FFFD). */
  if (value != NULL && !g_utf8_validate (value, -1, NULL))
    value = valid = g_utf8_make_valid (value, -1);
  rc = value != NULL ? sqlite3_bind_text (stmt, index, value, -1, SQLITE_TRANSIENT)
                     : sqlite3_bind_null (stmt, index);

  if (rc != SQLITE_OK)
    return ds_history_set_error (self, rc, "bind", error);
  return TRUE;
}

gboolean
ds_history_bind_int (DsHistoryStore *self, sqlite3_stmt *stmt,
                     int index, gint64 value, GError **error)
{
  int rc = sqlite3_bind_int64 (stmt, index, value);

  if (rc != SQLITE_OK)
    return ds_history_set_error (self, rc, "bind", error);
  return TRUE;
}

gboolean
ds_history_bind_double (DsHistoryStore *self, sqlite3_stmt *stmt,
                        int index, double value, GError **error)
{
  int rc = isfinite (value) ? sqlite3_bind_double (stmt, index, value)
                            : sqlite3_bind_null (stmt, index);

  if (rc != SQLITE_OK)
    return ds_history_set_error (self, rc, "bind", error);
  return TRUE;
}

gboolean
ds_history_bind_null (DsHistoryStore *self, sqlite3_stmt *stmt,
                      int index, GError **error)
{
  int rc = sqlite3_bind_null (stmt, index);

  if (rc != SQLITE_OK)
    return ds_history_set_error (self, rc, "bind", error);
  return TRUE;
}

gboolean
ds_history_bind_json (DsHistoryStore *self, sqlite3_stmt *stmt,
                      int index, JsonNode *node, GError **error)
{
  g_autofree char *text = NULL;

  if (node == NULL || JSON_NODE_HOLDS_NULL (node))
    return ds_history_bind_null (self, stmt, index, error);
  text = json_to_string (node, FALSE);
  return ds_history_bind_text (self, stmt, index, text, error);
}

gboolean
ds_history_step_done (DsHistoryStore *self, sqlite3_stmt *stmt,
                      const char *what, GError **error)
{
  int rc = sqlite3_step (stmt);

  if (rc != SQLITE_DONE)
    return ds_history_set_error (self, rc, what, error);
  return TRUE;
}

char *
ds_history_column_text (sqlite3_stmt *stmt, int col)
{
  const char *text = (const char *) sqlite3_column_text (stmt, col);

  if (text == NULL)
    return NULL;
  /* A history written before texts were checked may hold raw bytes. */
  if (!g_utf8_validate (text, -1, NULL))
    return g_utf8_make_valid (text, -1);
  return g_strdup (text);
}

double
ds_history_column_double (sqlite3_stmt *stmt, int col)
{
  if (sqlite3_column_type (stmt, col) == SQLITE_NULL)
    return NAN;
  return sqlite3_column_double (stmt, col);
}

JsonNode *
ds_history_column_json (sqlite3_stmt *stmt, int col)
{
  const char *text = (const char *) sqlite3_column_text (stmt, col);

  if (text == NULL)
    return NULL;
  /* Limited like any input: the file may come from anywhere. */
  return ds_json_from_string (text, NULL);
}

static gboolean
create_file (const char  *path,
             GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  int fd;

  if (g_mkdir_with_parents (dir, 0700) != 0)
    {
      int errsv = errno;

      g_set_error (error, DS_ERROR, ds_error_from_errno (errsv),
                   _("Cannot create the folder %s for the history: %s."), dir, ds_strerror (errsv));
      return FALSE;
    }
  fd = g_open (path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0600);
  if (fd < 0)
    {
      int errsv = errno;

      if (errsv == EEXIST)
        return TRUE;
      g_set_error (error, DS_ERROR, ds_error_from_errno (errsv),
                   _("Cannot create the history database %s: %s."), path, ds_strerror (errsv));
      return FALSE;
    }
  close (fd);
  return TRUE;
}

/* What SQLite would report only as "disk I/O error", "unable to open" or
 * "attempt to write a readonly database", said as what it is, before
 * SQLite creates anything (a journal beside /dev/null, say). */
static gboolean
check_path (const char  *path,
            GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (path);
  GStatBuf st;

  if (g_lstat (path, &st) == 0)
    {
#ifdef S_ISLNK
      if (S_ISLNK (st.st_mode))
        {
          g_autofree char *target = g_file_read_link (path, NULL);

          g_set_error (error, DS_ERROR, DS_ERROR_PERMISSION,
                       _("%s is a symbolic link (to %s); the history is opened only as the file itself, "
                         "so a link cannot redirect it. Give the file's own path with --db."),
                       path, target != NULL ? target : "?");
          return FALSE;
        }
#endif
      if (!S_ISREG (st.st_mode))
        {
          g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                       _("%s is not a regular file, so it cannot hold the history. "
                         "Choose a file with --db or DRIVESCOPE_DB."), path);
          return FALSE;
        }
    }
  /* SQLite keeps its write-ahead log and index beside the file. */
#ifndef G_OS_UNIX
  (void) dir;
#else
  if (g_file_test (dir, G_FILE_TEST_IS_DIR) && access (dir, W_OK) != 0)
    {
      int errsv = errno;

      g_set_error (error, DS_ERROR, DS_ERROR_PERMISSION,
                   _("The folder %s cannot be written (%s), and the history needs to keep its journal "
                     "files beside %s. Make the folder writable or choose another file with --db."),
                   dir, ds_strerror (errsv), path);
      return FALSE;
    }
#endif
  return TRUE;
}

/* A file SQLite does not recognise only fails on first read, so read the
 * header now; and refuse someone else's database rather than adding our
 * tables to it. */
static gboolean
check_is_history (DsHistoryStore  *self,
                  GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int rc;

  stmt = ds_history_prepare (self,
                             "SELECT (SELECT user_version FROM pragma_user_version),"
                             " (SELECT count(*) FROM sqlite_master WHERE type = 'table'),"
                             " (SELECT count(*) FROM sqlite_master WHERE name = 'runs')",
                             error);
  if (stmt == NULL)
    return FALSE;
  rc = sqlite3_step (stmt);
  if (rc != SQLITE_ROW)
    return ds_history_set_error (self, rc, "open", error);
  /* No Drivescope ever wrote a negative version, and the migration steps
   * are indexed by it: refuse before a single byte changes. */
  if (sqlite3_column_int (stmt, 0) < 0)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_DAMAGED,
                   _("%s is damaged: its schema version is %d, which no Drivescope writes. "
                     "It was left untouched; choose another file with --db, or run again with --reset-damaged "
                     "to move it aside and start a new history."),
                   self->path, sqlite3_column_int (stmt, 0));
      return FALSE;
    }
  if (sqlite3_column_int (stmt, 0) == 0 && sqlite3_column_int (stmt, 1) > 0)
    {
      g_autofree char *base = g_path_get_basename (self->path);

      g_set_error (error, DS_ERROR, DS_ERROR_DAMAGED,
                   _("%s is damaged: it is an SQLite database, but not a Drivescope history. "
                     "Choose another file with --db, or run again with --reset-damaged to move it aside."),
                   base);
      return FALSE;
    }
  /* A newer schema may have renamed anything: open () refuses it by version. */
  if (sqlite3_column_int (stmt, 0) > 0 && sqlite3_column_int (stmt, 0) <= DS_HISTORY_SCHEMA_VERSION &&
      sqlite3_column_int (stmt, 2) == 0)
    {
      g_autofree char *base = g_path_get_basename (self->path);

      g_set_error (error, DS_ERROR, DS_ERROR_DAMAGED,
                   _("%s is damaged: its schema version is set but the tables are missing. "
                     "Run again with --reset-damaged to move it aside and start a new history."),
                   base);
      return FALSE;
    }
  return TRUE;
}

/* The schema version in the file's own header (user_version, offset 60,
 * big-endian), read without SQLite, which would write the journal files
 * beside it; -1 when PATH is not (yet) an SQLite database. A version
 * committed to the WAL but not yet checkpointed is not seen here, only by
 * SQLite. */
static int
header_user_version (const char *path)
{
  guint8 header[100];
  gssize n;
  int fd = g_open (path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW, 0);

  if (fd < 0)
    return -1;
  n = read (fd, header, sizeof header);
  close (fd);
  if (n != (gssize) sizeof header || memcmp (header, "SQLite format 3", 16) != 0)
    return -1;
  return (int) (((guint32) header[60] << 24) | ((guint32) header[61] << 16) |
                ((guint32) header[62] << 8) | (guint32) header[63]);
}

static void
set_too_new (const char  *path,
             int          version,
             GError     **error)
{
  g_set_error (error, DS_ERROR, DS_ERROR_TOO_NEW,
               _("%s was written by a newer version of Drivescope (history schema %d; this version knows up to %d). "
                 "It was left untouched: update Drivescope, or use another file with --db."),
               path, version, DS_HISTORY_SCHEMA_VERSION);
}

static int
read_user_version (DsHistoryStore *self)
{
  g_autoptr(sqlite3_stmt) stmt = ds_history_prepare (self, "PRAGMA user_version", NULL);

  if (stmt == NULL || sqlite3_step (stmt) != SQLITE_ROW)
    return -1;
  return sqlite3_column_int (stmt, 0);
}

/* Whether the filesystem holding PATH has blocks smaller than a memory
 * page (ext4 below 512 MiB has 1 KiB blocks; any filesystem on a 64 KiB-page
 * arm64 or ppc64le machine).
 *
 * SQLite keeps the WAL's index in PATH-shm, mapped into memory, and grows it
 * by writing one byte at the end of each new page. Where a page spans
 * several blocks that allocates only the last one: the others stay holes, and
 * the first touch of a hole through the mapping on a full filesystem is a
 * SIGBUS, not an error (the process dies, even for a read). Where a block is
 * a page or larger, the one byte allocates the whole page and no hole is
 * left. So on such filesystems the history is opened in exclusive locking
 * mode, in which SQLite keeps the index in the process's heap and never
 * creates PATH-shm: a full disk is then an SQLITE_FULL error like any other.
 * The price is that only one Drivescope process uses that history at a time
 * (the others wait, up to the busy timeout); every connection is short. */
static gboolean
needs_heap_index (const char *path)
{
#ifdef G_OS_UNIX
  g_autofree char *dir = g_path_get_dirname (path);
  struct statvfs sv;
  long page = sysconf (_SC_PAGESIZE);

  if (statvfs (dir, &sv) != 0)
    return FALSE;
  return page > 0 && sv.f_bsize > 0 && sv.f_bsize < (unsigned long) page;
#else
  (void) path;
  return FALSE;
#endif
}

static DsHistoryStore *
store_open (const char  *path,
            gboolean     heap_index,
            GError     **error)
{
  g_autoptr(DsHistoryStore) self = g_new0 (DsHistoryStore, 1);
  g_autoptr(sqlite3_stmt) stmt = NULL;
  int version;
  int rc;

  self->path = g_strdup (path);
  if (!check_path (self->path, error))
    return NULL;
  /* Refuse a newer schema before SQLite opens the file (and makes a -wal
   * and -shm beside it). */
  version = header_user_version (self->path);
  if (version > DS_HISTORY_SCHEMA_VERSION)
    {
      set_too_new (self->path, version, error);
      return NULL;
    }
  if (!create_file (self->path, error))
    return NULL;
  /* Once the folder exists: a new history's filesystem counts too. */
  heap_index = heap_index || needs_heap_index (self->path);
  rc = sqlite3_open_v2 (self->path, &self->db,
                        SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOFOLLOW |
                        SQLITE_OPEN_FULLMUTEX, NULL);
  if (rc != SQLITE_OK)
    {
      ds_history_set_error (self, rc, "open", error);
      return NULL;
    }
  rc = sqlite3_extended_result_codes (self->db, 1);
  /* Until the schema is known to be ours, closing must not checkpoint the
   * WAL into the file (nor delete it): a refused file stays as it was. */
  if (rc == SQLITE_OK)
    rc = sqlite3_db_config (self->db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, NULL);
  if (rc != SQLITE_OK)
    {
      ds_history_set_error (self, rc, "open", error);
      return NULL;
    }
  rc = sqlite3_busy_timeout (self->db, BUSY_TIMEOUT_MS);
  if (rc != SQLITE_OK)
    {
      ds_history_set_error (self, rc, "busy timeout", error);
      return NULL;
    }
  /* Before the first read, or SQLite has already made PATH-shm. */
  if (heap_index && !ds_history_exec (self, "PRAGMA locking_mode = EXCLUSIVE", error))
    return NULL;
  self->exclusive = heap_index;
  if (!check_is_history (self, error))
    return NULL;

  /* Refuse a newer schema before changing anything in the file. */
  version = read_user_version (self);
  if (version > DS_HISTORY_SCHEMA_VERSION)
    {
      self->version = version;
      set_too_new (self->path, version, error);
      return NULL;
    }
  rc = sqlite3_db_config (self->db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 0, NULL);
  if (rc != SQLITE_OK)
    {
      ds_history_set_error (self, rc, "open", error);
      return NULL;
    }

  /* Switching to WAL needs the file to itself, and SQLite can answer BUSY
   * at once, without its busy handler, while another process is opening or
   * converting the same new file: retry within the busy timeout. */
  {
    gint64 give_up = g_get_monotonic_time () + (gint64) BUSY_TIMEOUT_MS * 1000;

    for (;;)
      {
        stmt = ds_history_prepare (self, "PRAGMA journal_mode = WAL", error);
        if (stmt == NULL)
          return NULL;
        rc = sqlite3_step (stmt);
        if (rc == SQLITE_ROW)
          break;
        if (((rc & 0xff) != SQLITE_BUSY && (rc & 0xff) != SQLITE_LOCKED) || g_get_monotonic_time () > give_up)
          {
            ds_history_set_error (self, rc, "journal mode", error);
            return NULL;
          }
        g_clear_pointer (&stmt, sqlite3_finalize);
        g_usleep (20000);
      }
  }
  g_clear_pointer (&stmt, sqlite3_finalize);
  if (!ds_history_exec (self, "PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL", error))
    return NULL;
  if (!ds_history_migrate (self, error))
    return NULL;
  return g_steal_pointer (&self);
}

DsHistoryStore *
ds_history_store_open (const char  *path,
                       GError     **error)
{
  g_autofree char *chosen = ds_history_resolve_path (path, error);
  g_autoptr(GError) local_error = NULL;
  DsHistoryStore *self;

  if (chosen == NULL)
    return NULL;
  self = store_open (chosen, FALSE, &local_error);
  /* A full disk leaves no room to make PATH-shm even for a read: the index
   * in the heap needs none, so a history that can be read still is. */
  if (self == NULL && g_error_matches (local_error, DS_ERROR, DS_ERROR_NO_SPACE))
    {
      g_clear_error (&local_error);
      self = store_open (chosen, TRUE, &local_error);
    }
  if (self == NULL)
    g_propagate_error (error, g_steal_pointer (&local_error));
  return self;
}

void
ds_history_store_free (DsHistoryStore *self)
{
  if (self == NULL)
    return;
  if (self->db != NULL && sqlite3_close_v2 (self->db) != SQLITE_OK)
    g_debug ("history: closing %s: %s", self->path, sqlite3_errmsg (self->db));
  g_free (self->path);
  g_free (self);
}

gboolean
ds_history_store_is_exclusive (DsHistoryStore *self)
{
  return self->exclusive;
}

const char *
ds_history_store_get_path (DsHistoryStore *self)
{
  return self->path;
}

int
ds_history_store_get_version (DsHistoryStore *self)
{
  return self->version;
}

/* PATH with its folder resolved (links and "..") and its own name kept;
 * NULL when the folder does not exist. */
static char *
resolve_folder (const char *path)
{
  g_autofree char *dir = g_path_get_dirname (path);
  g_autofree char *base = g_path_get_basename (path);
  g_autofree char *real = NULL;

#ifdef G_OS_UNIX
  real = realpath (dir, NULL);
#else
  real = g_canonicalize_filename (dir, NULL);
#endif
  return real != NULL ? g_build_filename (real, base, NULL) : NULL;
}

gboolean
ds_history_check_not_history (const char  *history_path,
                              const char  *target,
                              GError     **error)
{
  const char *suffixes[] = { "", "-wal", "-shm" };
  g_autofree char *target_name = NULL;
  g_autofree char *target_link = NULL;
  GStatBuf target_st;
  gboolean target_exists;

  if (history_path == NULL || target == NULL)
    return TRUE;
  target_exists = g_stat (target, &target_st) == 0;
  target_name = resolve_folder (target);
#ifdef G_OS_UNIX
  /* A link to a file not there yet is written where it points. */
  target_link = g_file_read_link (target, NULL);
  if (target_link != NULL && !g_path_is_absolute (target_link))
    {
      g_autofree char *dir = g_path_get_dirname (target);
      g_autofree char *joined = g_build_filename (dir, target_link, NULL);

      g_free (target_link);
      target_link = resolve_folder (joined);
    }
  else if (target_link != NULL)
    {
      g_autofree char *absolute = g_steal_pointer (&target_link);

      target_link = resolve_folder (absolute);
    }
#endif
  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *file = g_strconcat (history_path, suffixes[i], NULL);
      g_autofree char *file_name = resolve_folder (file);
      GStatBuf st;
      gboolean same;

      if (g_stat (file, &st) == 0 && target_exists)
        same = st.st_dev == target_st.st_dev && st.st_ino == target_st.st_ino;
      else
        same = file_name != NULL && (g_strcmp0 (file_name, target_name) == 0 ||
                                     g_strcmp0 (file_name, target_link) == 0);
      if (same)
        {
          g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT,
                       _("%s is the history database %s (or one of its journal files); writing there would destroy "
                         "the history, so nothing was written. Choose another file."),
                       target, history_path);
          return FALSE;
        }
    }
  return TRUE;
}

gboolean
ds_history_reset_damaged (const char  *path,
                          char       **moved_to,
                          GError     **error)
{
  g_autoptr(GDateTime) now = g_date_time_new_now_local ();
  g_autofree char *stamp = g_date_time_format (now, "%Y%m%d-%H%M%S");
  g_autofree char *target = NULL;
  const char *suffixes[] = { "-wal", "-shm" };

  target = g_strdup_printf ("%s.damaged-%s", path, stamp);
  for (guint n = 2; g_file_test (target, G_FILE_TEST_EXISTS); n++)
    {
      g_free (target);
      target = g_strdup_printf ("%s.damaged-%s-%u", path, stamp, n);
    }
  if (g_rename (path, target) != 0)
    {
      int errsv = errno;

      g_set_error (error, DS_ERROR, ds_error_from_errno (errsv),
                   _("Could not move %s aside: %s."), path, ds_strerror (errsv));
      return FALSE;
    }
  for (guint i = 0; i < G_N_ELEMENTS (suffixes); i++)
    {
      g_autofree char *from = g_strconcat (path, suffixes[i], NULL);
      g_autofree char *to = g_strconcat (target, suffixes[i], NULL);

      if (g_file_test (from, G_FILE_TEST_EXISTS) && g_rename (from, to) != 0)
        {
          int errsv = errno;

          g_set_error (error, DS_ERROR, ds_error_from_errno (errsv),
                       _("Could not move %s aside: %s."), from, ds_strerror (errsv));
          return FALSE;
        }
    }
  if (moved_to != NULL)
    *moved_to = g_steal_pointer (&target);
  return TRUE;
}

/* An exclusive lock on PATH.lock, held until the descriptor is closed; -1
 * with ERROR set when it cannot be taken. Never deleted: removing a lock
 * file lets two processes hold "the" lock on two files. */
static int
lock_beside (const char  *path,
             GError     **error)
{
#ifdef G_OS_UNIX
  g_autofree char *lock_path = g_strconcat (path, ".lock", NULL);
  int fd = g_open (lock_path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0600);

  if (fd < 0)
    {
      int errsv = errno;

      g_set_error (error, DS_ERROR, ds_error_from_errno (errsv),
                   _("Cannot create the lock file %s: %s."), lock_path, ds_strerror (errsv));
      return -1;
    }
  while (flock (fd, LOCK_EX) != 0)
    {
      int errsv = errno;

      if (errsv == EINTR)
        continue;
      close (fd);
      g_set_error (error, DS_ERROR, ds_error_from_errno (errsv),
                   _("Cannot create the lock file %s: %s."), lock_path, ds_strerror (errsv));
      return -1;
    }
  return fd;
#else
  /* Windows opens files without sharing: a second repair cannot rename a
   * file the first one has open. */
  (void) path;
  (void) error;
  return G_MAXINT;
#endif
}

static void
unlock_beside (int fd)
{
#ifdef G_OS_UNIX
  if (fd >= 0)
    close (fd);
#else
  (void) fd;
#endif
}

static gboolean
same_inode (const GStatBuf *a,
            const GStatBuf *b)
{
  return a->st_dev == b->st_dev && a->st_ino == b->st_ino;
}

DsHistoryStore *
ds_history_store_open_reset_damaged (const char  *path,
                                     char       **moved_to,
                                     GError     **error)
{
  g_autofree char *chosen = ds_history_resolve_path (path, error);
  g_autoptr(GError) local_error = NULL;
  g_autoptr(DsHistoryStore) store = NULL;
  g_autofree char *target = NULL;
  GStatBuf examined, now;
  int lock;

  if (moved_to != NULL)
    *moved_to = NULL;
  if (chosen == NULL)
    return NULL;
  store = ds_history_store_open (chosen, &local_error);
  /* A file found damaged, or a read that failed (SQLite's "disk I/O error"
   * when another repair moved the file and its journal aside while this
   * process was reading them): examined again under the lock, where no
   * repair runs beside this one. */
  if (store != NULL || !(g_error_matches (local_error, DS_ERROR, DS_ERROR_DAMAGED) ||
                         g_error_matches (local_error, DS_ERROR, DS_ERROR_FAILED)))
    {
      if (local_error != NULL)
        g_propagate_error (error, g_steal_pointer (&local_error));
      return g_steal_pointer (&store);
    }
  g_clear_error (&local_error);

  lock = lock_beside (chosen, error);
  if (lock < 0)
    return NULL;
  /* Examined again under the lock: another repair may have finished. The
   * file is the same one before and after the examination, or it is
   * examined once more. */
  for (guint attempt = 0;; attempt++)
    {
      gboolean before = g_lstat (chosen, &examined) == 0;

      g_clear_pointer (&store, ds_history_store_free);
      g_clear_error (&local_error);
      store = ds_history_store_open (chosen, &local_error);
      if (store != NULL || !g_error_matches (local_error, DS_ERROR, DS_ERROR_DAMAGED))
        {
          unlock_beside (lock);
          if (local_error != NULL)
            g_propagate_error (error, g_steal_pointer (&local_error));
          return g_steal_pointer (&store);
        }
      if (before && g_lstat (chosen, &now) == 0 && same_inode (&examined, &now))
        break;
      if (attempt >= 5)
        {
          unlock_beside (lock);
          g_propagate_error (error, g_steal_pointer (&local_error));
          return NULL;
        }
    }
  if (!ds_history_reset_damaged (chosen, &target, error))
    {
      unlock_beside (lock);
      return NULL;
    }
  /* Only what was examined was moved. */
  if (g_lstat (target, &now) != 0 || !same_inode (&examined, &now))
    {
      unlock_beside (lock);
      g_set_error (error, DS_ERROR, DS_ERROR_FAILED,
                   _("%s was replaced by another program while it was being moved aside; it was moved to %s. "
                     "Check both files and try again."),
                   chosen, target);
      return NULL;
    }
  store = ds_history_store_open (chosen, error);
  unlock_beside (lock);
  if (store != NULL && moved_to != NULL)
    *moved_to = g_steal_pointer (&target);
  return g_steal_pointer (&store);
}

char *
ds_history_store_integrity_check (DsHistoryStore  *self,
                                  GError         **error)
{
  g_autoptr(sqlite3_stmt) stmt = ds_history_prepare (self, "PRAGMA integrity_check", error);
  g_autoptr(GString) out = g_string_new (NULL);
  int rc;

  if (stmt == NULL)
    return NULL;
  while ((rc = sqlite3_step (stmt)) == SQLITE_ROW)
    {
      if (out->len > 0)
        g_string_append_c (out, '\n');
      g_string_append (out, (const char *) sqlite3_column_text (stmt, 0));
    }
  if (rc != SQLITE_DONE)
    {
      ds_history_set_error (self, rc, "integrity check", error);
      return NULL;
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

gboolean
ds_history_create_from_script (const char  *path,
                               const char  *script,
                               GError     **error)
{
  g_autoptr(DsHistoryStore) self = g_new0 (DsHistoryStore, 1);
  int rc;

  self->path = g_strdup (path);
  if (g_file_test (path, G_FILE_TEST_EXISTS))
    {
      g_set_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT, "%s already exists", path);
      return FALSE;
    }
  rc = sqlite3_open_v2 (path, &self->db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, NULL);
  if (rc != SQLITE_OK)
    return ds_history_set_error (self, rc, "open", error);
  return ds_history_exec (self, script, error);
}

gboolean
ds_history_uuid_exists (DsHistoryStore  *self,
                        const char      *table,
                        const char      *uuid,
                        gboolean        *exists,
                        GError         **error)
{
  g_autofree char *sql = g_strdup_printf ("SELECT 1 FROM %s WHERE uuid = ?", table);
  g_autoptr(sqlite3_stmt) stmt = ds_history_prepare (self, sql, error);
  int rc;

  if (stmt == NULL || !ds_history_bind_text (self, stmt, 1, uuid, error))
    return FALSE;
  rc = sqlite3_step (stmt);
  if (rc != SQLITE_ROW && rc != SQLITE_DONE)
    return ds_history_set_error (self, rc, "uuid lookup", error);
  *exists = rc == SQLITE_ROW;
  return TRUE;
}
