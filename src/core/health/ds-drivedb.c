/* ds-drivedb.c — reads smartmontools' drivedb.h as data and finds a drive in it
 *
 * The grammar is the one smartmontools' own run-time reader accepts
 * (smartctl -B FILE): white space, C comments, and entries
 *   { "family", "model regex", "firmware regex", "warning", "presets" }
 * separated by commas (a trailing comma allowed), each string made of
 * adjacent string literals with only \n, \\, \" and a backslash-newline as
 * escapes. A file with any malformed entry is refused whole, with its line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <string.h>

#include "ds-drivedb.h"
#include "ds-error.h"
#include "ds-user-file.h"

/* smartmontools' own drivedb.h is about 250 KiB; sixteen times that is
 * room for growth, and a bound on what a hostile file costs to match. */
#define DRIVEDB_MAX_BYTES (4 * 1024 * 1024)

#define N_FIELDS 5
/* smartmontools' own files are ~250 kB; refuse anything absurd. */
#define MAX_FILE_SIZE (16 * 1024 * 1024)

typedef enum
{
  ENTRY_VERSION,
  ENTRY_DEFAULT,
  ENTRY_USB,
  ENTRY_IGNORED,   /* family starting with '$' */
  ENTRY_ATA,
} EntryType;

typedef struct
{
  EntryType  type;
  char      *fields[N_FIELDS];
  GRegex    *model;
  GRegex    *firmware;   /* NULL: any firmware */
} Entry;

struct _DsDrivedb
{
  GArray *entries;       /* Entry */
  char   *path;
  char   *version;
  char   *date;
  int     default_index; /* -1 when the file has no DEFAULT entry */
};

typedef struct
{
  const char *p;
  const char *end;
  int         line;
  const char *origin;
} Lexer;

static void
entry_clear (Entry *entry)
{
  for (guint i = 0; i < N_FIELDS; i++)
    g_free (entry->fields[i]);
  g_clear_pointer (&entry->model, g_regex_unref);
  g_clear_pointer (&entry->firmware, g_regex_unref);
}

void
ds_drivedb_free (DsDrivedb *db)
{
  if (db == NULL)
    return;
  g_array_unref (db->entries);
  g_free (db->path);
  g_free (db->version);
  g_free (db->date);
  g_free (db);
}

static gboolean
fail (Lexer       *lex,
      GError     **error,
      const char  *what)
{
  g_set_error (error, DS_ERROR, DS_ERROR_PARSE,
               _("The drive database %s is malformed at line %d: %s. "
                 "Reinstall smartmontools or run update-smart-drivedb, or choose another file."),
               lex->origin, lex->line, what);
  return FALSE;
}

/* Skips white space and comments; FALSE on an unterminated comment. */
static gboolean
skip_space (Lexer   *lex,
            GError **error)
{
  while (lex->p < lex->end)
    {
      char c = *lex->p;

      if (c == '\n')
        {
          lex->line++;
          lex->p++;
        }
      else if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v')
        lex->p++;
      else if (c == '/' && lex->p + 1 < lex->end && lex->p[1] == '/')
        {
          while (lex->p < lex->end && *lex->p != '\n')
            lex->p++;
        }
      else if (c == '/' && lex->p + 1 < lex->end && lex->p[1] == '*')
        {
          int start = lex->line;

          lex->p += 2;
          for (;;)
            {
              if (lex->p + 1 >= lex->end)
                {
                  lex->line = start;
                  return fail (lex, error, _("a comment is not closed"));
                }
              if (lex->p[0] == '*' && lex->p[1] == '/')
                break;
              if (*lex->p == '\n')
                lex->line++;
              lex->p++;
            }
          lex->p += 2;
        }
      else
        break;
    }
  return TRUE;
}

/* One string: adjacent literals concatenated. *lex->p is '"'. */
static char *
read_string (Lexer   *lex,
             GError **error)
{
  g_autoptr(GString) out = g_string_new (NULL);

  while (lex->p < lex->end && *lex->p == '"')
    {
      lex->p++;
      for (;;)
        {
          char c;

          if (lex->p >= lex->end || *lex->p == '\n')
            {
              fail (lex, error, _("a string is not closed"));
              return NULL;
            }
          c = *lex->p++;
          if (c == '"')
            break;
          if (c == '\0')
            {
              fail (lex, error, _("a string holds a zero byte"));
              return NULL;
            }
          if (c == '\\')
            {
              if (lex->p >= lex->end)
                {
                  fail (lex, error, _("a string is not closed"));
                  return NULL;
                }
              c = *lex->p++;
              if (c == 'n')
                c = '\n';
              else if (c == '\n')
                {
                  lex->line++;
                  continue;
                }
              else if (c != '\\' && c != '"')
                {
                  fail (lex, error, _("a string has an escape other than \\n, \\\\ or \\\""));
                  return NULL;
                }
            }
          g_string_append_c (out, c);
        }
      if (!skip_space (lex, error))
        return NULL;
    }
  return g_string_free (g_steal_pointer (&out), FALSE);
}

static EntryType
entry_type (const char *family)
{
  if (g_str_has_prefix (family, "VERSION:"))
    return ENTRY_VERSION;
  if (g_str_equal (family, "DEFAULT"))
    return ENTRY_DEFAULT;
  if (g_str_has_prefix (family, "USB:"))
    return ENTRY_USB;
  if (family[0] == '$')
    return ENTRY_IGNORED;
  return ENTRY_ATA;
}

/* The whole string must match, as smartmontools' regex_match does. */
static GRegex *
compile_full (const char  *pattern,
              GError     **error)
{
  g_autofree char *anchored = NULL;

  /* smartmontools compiles POSIX extended regexes: a backslash escapes
   * punctuation only, and there are no "(?" or "(*" groups. PCRE's own
   * constructs are not drivedb syntax, and some of them crash PCRE 10.42 on
   * hostile input (found by fuzz-drivedb), so they are refused here, as is
   * nesting deeper than any real entry. */
  guint depth = 0;

  /* GLib hands patterns to PCRE without its UTF-8 check, and a class holding
   * bytes that are not UTF-8 makes PCRE 10.42 read out of bounds (found by
   * fuzz-drivedb). The real database is ASCII. */
  if (!g_utf8_validate (pattern, -1, NULL))
    {
      g_set_error_literal (error, G_REGEX_ERROR, G_REGEX_ERROR_COMPILE,
                           "the pattern is not UTF-8 text");
      return NULL;
    }

  /* Whether each open group holds a quantifier or an alternation: a group
   * that does, repeated itself ("(a+)+", "(a|a)*", "(a*){2,}"), makes PCRE
   * backtrack exponentially (a tenth of a second per entry against one
   * model, hours for a large file). POSIX matchers do not backtrack, so
   * smartmontools never needed them, and no entry of its database has one. */
  gboolean ambiguous[18] = { FALSE };

  for (const char *p = pattern; *p != '\0'; p++)
    {
      if (p[0] == '[')
        {
          /* A bracket expression: its characters are not syntax. */
          const char *end = p + 1;

          if (*end == '^')
            end++;
          if (*end == ']')
            end++;
          while (*end != '\0' && *end != ']')
            end++;
          if (*end == '\0')
            break;
          p = end;
          continue;
        }
      if ((p[0] == '*' || p[0] == '+' || p[0] == '{' || p[0] == '|') && depth > 0)
        ambiguous[depth] = TRUE;
      if (p[0] == ')' && depth > 0 && ambiguous[depth] && (p[1] == '*' || p[1] == '+' || p[1] == '{'))
        {
          g_set_error_literal (error, G_REGEX_ERROR, G_REGEX_ERROR_COMPILE,
                               "a repeated group holds a repetition or an alternation (nested quantifiers)");
          return NULL;
        }
      if (p[0] == ')' && depth > 0 && ambiguous[depth])
        {
          /* The enclosing group holds what this one held. */
          ambiguous[depth] = FALSE;
          ambiguous[depth - 1] = depth > 1;
        }
      /* Deeply nested groups exhaust PCRE's recursive compiler; the real
       * database nests three deep. */
      if (p[0] == '(' && ++depth > 16)
        {
          g_set_error_literal (error, G_REGEX_ERROR, G_REGEX_ERROR_COMPILE,
                               "groups are nested more than 16 deep");
          return NULL;
        }
      if (p[0] == '(')
        ambiguous[depth] = FALSE;
      if (p[0] == ')' && depth > 0)
        depth--;
      if ((p[0] == '\\' && g_ascii_isalnum (p[1])) ||
          (p[0] == '(' && (p[1] == '?' || p[1] == '*')))
        {
          g_set_error (error, G_REGEX_ERROR, G_REGEX_ERROR_COMPILE,
                       "\"%.2s\" is not POSIX extended regular expression syntax", p);
          return NULL;
        }
      if (p[0] == '\\' && p[1] != '\0')
        p++;
    }
  anchored = g_strdup_printf ("^(?:%s)$", pattern);

  return g_regex_new (anchored, G_REGEX_DOLLAR_ENDONLY, 0, error);
}

/* USB entries carry one "-d TYPE" option; Drivescope reads no USB ids but
 * refuses what smartmontools would refuse. */
static gboolean
valid_usb_presets (const char *presets)
{
  g_auto(GStrv) words = g_strsplit_set (presets, " \t", -1);
  guint n = 0;

  for (guint i = 0; words[i] != NULL; i++)
    {
      if (words[i][0] == '\0')
        continue;
      if (n % 2 == 0 && !g_str_equal (words[i], "-d"))
        return FALSE;
      n++;
    }
  return n % 2 == 0;
}

static gboolean
check_entry (Lexer   *lex,
             Entry   *entry,
             GError **error)
{
  g_autoptr(GError) regex_error = NULL;
  g_autofree char *bad = NULL;
  const char *presets = entry->fields[4];

  entry->type = entry_type (entry->fields[0]);
  if (entry->type == ENTRY_VERSION || entry->type == ENTRY_IGNORED)
    return TRUE;

  if (entry->fields[1][0] == '\0')
    return fail (lex, error, _("an entry has no model regular expression"));
  if (entry->type == ENTRY_DEFAULT)
    {
      g_autofree DsAtaAttrDef *defs = g_new0 (DsAtaAttrDef, 256);
      guint bugs = 0;

      if (!ds_ata_parse_presets (presets, defs, &bugs, TRUE, &bad))
        {
          g_autofree char *what = g_strdup_printf (_("the DEFAULT entry has an option smartctl does not accept: “%s”"), bad);
          return fail (lex, error, what);
        }
      return TRUE;
    }

  entry->model = compile_full (entry->fields[1], &regex_error);
  if (entry->model == NULL)
    {
      g_autofree char *what = g_strdup_printf (_("the model regular expression does not compile (%s)"),
                                               regex_error->message);
      return fail (lex, error, what);
    }
  if (entry->fields[2][0] != '\0')
    {
      entry->firmware = compile_full (entry->fields[2], &regex_error);
      if (entry->firmware == NULL)
        {
          g_autofree char *what = g_strdup_printf (_("the firmware regular expression does not compile (%s)"),
                                                   regex_error->message);
          return fail (lex, error, what);
        }
    }

  if (entry->type == ENTRY_USB)
    {
      if (!valid_usb_presets (presets))
        return fail (lex, error, _("a USB entry has options other than -d"));
      return TRUE;
    }

  {
    g_autofree DsAtaAttrDef *defs = g_new0 (DsAtaAttrDef, 256);
    guint bugs = 0;

    if (!ds_ata_parse_presets (presets, defs, &bugs, FALSE, &bad))
      {
        g_autofree char *what = g_strdup_printf (_("an entry has an option smartctl does not accept: “%s”"), bad);
        return fail (lex, error, what);
      }
  }
  return TRUE;
}

/* "VERSION: 7.3 $Id: drivedb.h 5319 2022-02-19 17:48:34Z chrfranke $" */
static void
parse_version (DsDrivedb  *db,
               const char *family)
{
  g_auto(GStrv) words = g_strsplit (family + strlen ("VERSION:"), " ", -1);
  const char *branch = NULL, *revision = NULL, *date = NULL;

  for (guint i = 0; words[i] != NULL; i++)
    {
      if (words[i][0] == '\0')
        continue;
      if (branch == NULL)
        branch = words[i];
      else if (g_str_equal (words[i], "drivedb.h") && words[i + 1] != NULL)
        {
          revision = words[i + 1];
          if (words[i + 2] != NULL)
            date = words[i + 2];
          break;
        }
    }
  if (branch == NULL)
    return;
  g_clear_pointer (&db->version, g_free);
  g_clear_pointer (&db->date, g_free);
  db->version = revision != NULL ? g_strdup_printf ("%s/%s", branch, revision) : g_strdup (branch);
  if (date != NULL && strlen (date) == 10)
    db->date = g_strdup (date);
}

DsDrivedb *
ds_drivedb_parse (const char  *text,
                  gsize        len,
                  const char  *origin,
                  GError     **error)
{
  g_autoptr(DsDrivedb) db = g_new0 (DsDrivedb, 1);
  Lexer lex = { text, text + len, 1, origin != NULL ? origin : "(memory)" };

  g_return_val_if_fail (text != NULL || len == 0, NULL);

  db->entries = g_array_new (FALSE, TRUE, sizeof (Entry));
  g_array_set_clear_func (db->entries, (GDestroyNotify) entry_clear);
  db->path = g_strdup (origin);
  db->default_index = -1;

  if (len > MAX_FILE_SIZE)
    {
      fail (&lex, error, _("the file is larger than any drive database"));
      return NULL;
    }

  for (;;)
    {
      Entry entry = { 0 };
      guint field;

      if (!skip_space (&lex, error))
        return NULL;
      if (lex.p >= lex.end)
        break;
      if (*lex.p != '{')
        {
          fail (&lex, error, _("“{” expected"));
          return NULL;
        }
      lex.p++;

      for (field = 0; field < N_FIELDS; field++)
        {
          if (!skip_space (&lex, error))
            break;
          if (lex.p >= lex.end || *lex.p != '"')
            {
              fail (&lex, error, _("an entry needs five strings"));
              break;
            }
          entry.fields[field] = read_string (&lex, error);
          if (entry.fields[field] == NULL)
            break;
          if (field + 1 < N_FIELDS)
            {
              if (lex.p >= lex.end || *lex.p != ',')
                {
                  fail (&lex, error, _("“,” expected between the strings of an entry"));
                  break;
                }
              lex.p++;
            }
        }
      if (field < N_FIELDS || !skip_space (&lex, error))
        {
          entry_clear (&entry);
          return NULL;
        }
      if (lex.p >= lex.end || *lex.p != '}')
        {
          entry_clear (&entry);
          fail (&lex, error, _("“}” expected after the fifth string of an entry"));
          return NULL;
        }
      lex.p++;
      if (!check_entry (&lex, &entry, error))
        {
          entry_clear (&entry);
          return NULL;
        }
      if (entry.type == ENTRY_VERSION && db->version == NULL)
        parse_version (db, entry.fields[0]);
      if (entry.type == ENTRY_DEFAULT && db->default_index < 0)
        db->default_index = db->entries->len;
      g_array_append_val (db->entries, entry);

      if (!skip_space (&lex, error))
        return NULL;
      if (lex.p >= lex.end)
        break;
      if (*lex.p != ',')
        {
          fail (&lex, error, _("“,” expected after an entry"));
          return NULL;
        }
      lex.p++;
    }

  return g_steal_pointer (&db);
}

DsDrivedb *
ds_drivedb_load (const char  *path,
                 GError     **error)
{
  g_autofree char *text = NULL;
  g_autoptr(GError) local_error = NULL;
  gsize len = 0;

  /* A regular file only (a FIFO would hang, /dev/zero never ends), read
   * through the size-capped reader. */
  if (!g_file_test (path, G_FILE_TEST_IS_REGULAR))
    {
      g_set_error (error, DS_ERROR, g_file_test (path, G_FILE_TEST_EXISTS) ? DS_ERROR_INVALID_ARGUMENT : DS_ERROR_NOT_FOUND,
                   _("Could not read the drive database %s: it is not a regular file."), path);
      return NULL;
    }
  if ((text = ds_user_file_read (path, DRIVEDB_MAX_BYTES, &len, &local_error)) == NULL)
    {
      g_set_error (error, DS_ERROR, DS_ERROR_NOT_FOUND,
                   _("Could not read the drive database %s: %s"), path, local_error->message);
      return NULL;
    }
  return ds_drivedb_parse (text, len, path, error);
}

const char *
ds_drivedb_get_path (const DsDrivedb *db)
{
  return db->path;
}

const char *
ds_drivedb_get_version (const DsDrivedb *db)
{
  return db->version;
}

const char *
ds_drivedb_get_date (const DsDrivedb *db)
{
  return db->date;
}

guint
ds_drivedb_get_n_entries (const DsDrivedb *db)
{
  return db->entries->len;
}

void
ds_ata_presets_free (DsAtaPresets *presets)
{
  if (presets == NULL)
    return;
  g_free (presets->family);
  g_free (presets->warning);
  g_free (presets->db_version);
  g_free (presets->db_date);
  g_free (presets->db_path);
  g_free (presets);
}

DsAtaPresets *
ds_drivedb_lookup (const DsDrivedb *db,
                   const char      *model,
                   const char      *firmware)
{
  DsAtaPresets *presets = g_new0 (DsAtaPresets, 1);
  g_autofree char *valid_model = NULL;
  g_autofree char *valid_firmware = NULL;
  guint bugs = 0;

  if (db == NULL)
    return presets;
  if (model == NULL)
    model = "";
  if (firmware == NULL)
    firmware = "";
  /* The drive's own strings may hold any bytes; PCRE matches UTF-8 only. */
  if (!g_utf8_validate (model, -1, NULL))
    model = valid_model = g_utf8_make_valid (model, -1);
  if (!g_utf8_validate (firmware, -1, NULL))
    firmware = valid_firmware = g_utf8_make_valid (firmware, -1);

  presets->db_version = g_strdup (db->version);
  presets->db_date = g_strdup (db->date);
  presets->db_path = g_strdup (db->path);

  /* Both were checked when the file was parsed. */
  if (db->default_index >= 0)
    ds_ata_parse_presets (g_array_index (db->entries, Entry, db->default_index).fields[4],
                          presets->defaults, &bugs, TRUE, NULL);

  for (guint i = 0; i < db->entries->len; i++)
    {
      const Entry *entry = &g_array_index (db->entries, Entry, i);

      if (entry->type != ENTRY_ATA)
        continue;
      if (!g_regex_match (entry->model, model, 0, NULL))
        continue;
      if (entry->firmware != NULL && !g_regex_match (entry->firmware, firmware, 0, NULL))
        continue;

      presets->family = g_strdup (entry->fields[0]);
      if (entry->fields[3][0] != '\0')
        presets->warning = g_strdup (entry->fields[3]);
      ds_ata_parse_presets (entry->fields[4], presets->drive, &presets->firmware_bugs, FALSE, NULL);
      break;
    }
  return presets;
}

/* --- the database in use ------------------------------------------------ */

static GMutex default_lock;
static char *chosen_path;
static DsDrivedb *default_db;
static gboolean default_loaded;
static GError *default_error;

void
ds_drivedb_set_path (const char *path)
{
  g_mutex_lock (&default_lock);
  g_free (chosen_path);
  chosen_path = g_strdup (path);
  g_clear_pointer (&default_db, ds_drivedb_free);
  g_clear_error (&default_error);
  default_loaded = FALSE;
  g_mutex_unlock (&default_lock);
}

GStrv
ds_drivedb_search_path_for (const char *env,
                            const char *install_dir,
                            const char *program_files,
                            const char *installed_copy)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();

  if (env != NULL && env[0] != '\0')
    {
      g_strv_builder_add (builder, env);
      return g_strv_builder_end (builder);
    }
  if (install_dir != NULL)
    {
      /* Windows: no Linux path (under Wine it would reach the host's). */
      g_autofree char *smartmontools = NULL;
      g_autofree char *own = g_build_filename (install_dir, "share", "drivescope", "drivedb.h", NULL);

      if (program_files != NULL && program_files[0] != '\0')
        {
          smartmontools = g_build_filename (program_files, "smartmontools", "bin", "drivedb.h", NULL);
          g_strv_builder_add (builder, smartmontools);
        }
      g_strv_builder_add (builder, own);
      return g_strv_builder_end (builder);
    }
  g_strv_builder_add (builder, "/var/lib/smartmontools/drivedb/drivedb.h");
  g_strv_builder_add (builder, "/usr/share/smartmontools/drivedb.h");
  g_strv_builder_add (builder, installed_copy);
  return g_strv_builder_end (builder);
}

GStrv
ds_drivedb_search_path (void)
{
#ifdef G_OS_WIN32
  g_autofree char *top = g_win32_get_package_installation_directory_of_module (NULL);
  const char *program_files = g_getenv ("ProgramW6432");

  if (program_files == NULL)
    program_files = g_getenv ("ProgramFiles");
  return ds_drivedb_search_path_for (g_getenv ("DRIVESCOPE_DRIVEDB"), top != NULL ? top : ".", program_files, NULL);
#else
  return ds_drivedb_search_path_for (g_getenv ("DRIVESCOPE_DRIVEDB"), NULL, NULL, DS_DRIVEDB_PATH);
#endif
}

/* Why no database was read, and what helps: fixing the variable when it
 * named the file; otherwise Drivescope's own copy (always the last place
 * searched) is missing or unreadable, so reinstalling helps. */
GError *
ds_drivedb_not_found_error (const char *const *candidates,
                            const char        *env,
                            const char        *why)
{
  g_autofree char *list = g_strjoinv (", ", (char **) candidates);
  guint n = g_strv_length ((char **) candidates);

  if ((env != NULL && env[0] != '\0') || n == 0)
    return g_error_new (DS_ERROR, DS_ERROR_NOT_FOUND,
                        _("No drive database could be read, so ATA attributes are shown raw: "
                          "DRIVESCOPE_DRIVEDB names “%s”. Point it at a drivedb.h or unset it. %s"),
                        env != NULL ? env : "", why);
  return g_error_new (DS_ERROR, DS_ERROR_NOT_FOUND,
                      _("No drive database could be read, so ATA attributes are shown raw. "
                        "Drivescope's own copy (%s) is missing or damaged: reinstall Drivescope, "
                        "or install smartmontools. Looked in: %s. %s"),
                      candidates[n - 1], list, why);
}

const DsDrivedb *
ds_drivedb_get_default (GError **error)
{
  const DsDrivedb *result;

  g_mutex_lock (&default_lock);
  if (!default_loaded)
    {
      default_loaded = TRUE;
      if (chosen_path != NULL)
        default_db = ds_drivedb_load (chosen_path, &default_error);
      else
        {
          g_auto(GStrv) candidates = ds_drivedb_search_path ();
          g_autoptr(GString) why = g_string_new (NULL);

          for (guint i = 0; candidates[i] != NULL && default_db == NULL; i++)
            {
              g_autoptr(GError) local_error = NULL;

              if (!g_file_test (candidates[i], G_FILE_TEST_EXISTS))
                continue;
              default_db = ds_drivedb_load (candidates[i], &local_error);
              if (default_db == NULL)
                {
                  g_message ("%s", local_error->message);
                  g_string_append_printf (why, "%s%s", why->len ? " " : "", local_error->message);
                }
            }
          if (default_db == NULL)
            default_error = ds_drivedb_not_found_error ((const char *const *) candidates,
                                                        g_getenv ("DRIVESCOPE_DRIVEDB"), why->str);
        }
    }
  result = default_db;
  if (result == NULL && error != NULL)
    *error = g_error_copy (default_error);
  g_mutex_unlock (&default_lock);
  return result;
}
