/* ds-drivedb.h — smartmontools' drive database (drivedb.h), read as data
 *
 * drivedb.h is a C initializer list of five strings per entry: family,
 * model regex, firmware regex, warning, presets ("-v ID,FORMAT,NAME",
 * "-F BUG"). ds-drivedb.c tokenizes it (comments, string concatenation,
 * the three escapes smartmontools allows) and refuses a file with any
 * malformed entry; nothing in it is ever run. ds-drivedb-presets.c parses
 * the presets and turns an attribute's bytes into the value smartctl
 * prints for it.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* smartctl's -v raw formats, by the names its man page gives. */
typedef enum
{
  DS_ATA_RAW_DEFAULT,        /* not set by the database */
  DS_ATA_RAW_RAW8,
  DS_ATA_RAW_RAW16,
  DS_ATA_RAW_RAW48,
  DS_ATA_RAW_HEX48,
  DS_ATA_RAW_RAW56,
  DS_ATA_RAW_HEX56,
  DS_ATA_RAW_RAW64,
  DS_ATA_RAW_HEX64,
  DS_ATA_RAW_RAW16_RAW16,    /* raw16(raw16) */
  DS_ATA_RAW_RAW16_AVG16,    /* raw16(avg16) */
  DS_ATA_RAW_RAW24_RAW8,     /* raw24(raw8) */
  DS_ATA_RAW_RAW24_DIV_RAW24,/* raw24/raw24 */
  DS_ATA_RAW_RAW24_DIV_RAW32,/* raw24/raw32 */
  DS_ATA_RAW_SEC2HOUR,
  DS_ATA_RAW_MIN2HOUR,
  DS_ATA_RAW_HALFMIN2HOUR,
  DS_ATA_RAW_MSEC24_HOUR32,
  DS_ATA_RAW_TEMPMINMAX,
  DS_ATA_RAW_TEMP10X,
} DsAtaRawFormat;

typedef enum
{
  DS_ATA_DEF_INCREASING  = 1 << 0,  /* "197,increasing": a total, not a current count */
  DS_ATA_DEF_NO_NORMVAL  = 1 << 1,  /* value/worst bytes are part of the raw value */
  DS_ATA_DEF_NO_WORSTVAL = 1 << 2,
  DS_ATA_DEF_HDD_ONLY    = 1 << 3,  /* DEFAULT entry: name only for rotating drives */
  DS_ATA_DEF_SSD_ONLY    = 1 << 4,
} DsAtaDefFlags;

/* smartctl's -F firmware bug flags. */
typedef enum
{
  DS_ATA_BUG_NOLOGDIR  = 1 << 0,
  DS_ATA_BUG_SAMSUNG   = 1 << 1,
  DS_ATA_BUG_SAMSUNG2  = 1 << 2,
  DS_ATA_BUG_SAMSUNG3  = 1 << 3,
  DS_ATA_BUG_XERRORLBA = 1 << 4,
} DsAtaFirmwareBug;

/* How one attribute id is read, as one entry's -v option sets it. */
typedef struct
{
  DsAtaRawFormat format;
  guint8         flags;      /* DsAtaDefFlags */
  gboolean       set;
  char           byteorder[9]; /* "543210" etc.; "" for the format's default */
  char           name[33];   /* "" when not named */
} DsAtaAttrDef;

/* Everything the database says about one drive. */
typedef struct
{
  DsAtaAttrDef  defaults[256];   /* from the DEFAULT entry */
  DsAtaAttrDef  drive[256];      /* from the drive's entry; these win */
  guint         firmware_bugs;   /* DsAtaFirmwareBug */
  char         *family;          /* the matched entry's family, or NULL */
  char         *warning;         /* its warning text, or NULL */
  char         *db_version;      /* "7.3/5319", or NULL without a database */
  char         *db_date;         /* "2022-02-19", or NULL */
  char         *db_path;         /* the file it was read from, or NULL */
} DsAtaPresets;

typedef struct _DsDrivedb DsDrivedb;

/* Parses drivedb.h text. DS_ERROR_PARSE naming @origin and the line on the
 * first malformed entry (syntax, a regex that does not compile, presets
 * that do not parse); nothing partial is returned. */
DsDrivedb    *ds_drivedb_parse            (const char    *text,
                                           gsize          len,
                                           const char    *origin,
                                           GError       **error);
DsDrivedb    *ds_drivedb_load             (const char    *path,
                                           GError       **error);
void          ds_drivedb_free             (DsDrivedb     *db);

const char   *ds_drivedb_get_path         (const DsDrivedb *db);
/* "7.3/5319" from the VERSION entry, or NULL when it has none. */
const char   *ds_drivedb_get_version      (const DsDrivedb *db);
const char   *ds_drivedb_get_date         (const DsDrivedb *db);
guint         ds_drivedb_get_n_entries    (const DsDrivedb *db);

/* The presets smartctl applies for @model / @firmware: the DEFAULT entry
 * and then the first matching drive entry (model and firmware regexes
 * match the whole string). @db may be NULL: no names or formats, raw48. */
DsAtaPresets *ds_drivedb_lookup           (const DsDrivedb *db,
                                           const char    *model,
                                           const char    *firmware);
void          ds_ata_presets_free         (DsAtaPresets  *presets);

/* The database Drivescope uses, loaded once: the file chosen with
 * ds_drivedb_set_path(), else $DRIVESCOPE_DRIVEDB, else the first that
 * loads of ds_drivedb_search_path(): on Linux
 * /var/lib/smartmontools/drivedb/drivedb.h (update-smart-drivedb),
 * /usr/share/smartmontools/drivedb.h and the copy Drivescope installs; on
 * Windows smartmontools' %ProgramFiles%\smartmontools\bin\drivedb.h and
 * the copy the installer puts in share\drivescope beside bin\, found from
 * the executable's folder wherever it was installed.
 * A chosen file that does not load is an error; a system copy that does
 * not load is skipped (and said so in ds_drivedb_default_notes()). NULL
 * with @error only when none loads. */
const DsDrivedb *ds_drivedb_get_default   (GError       **error);
/* Chooses the file (health --drivedb); NULL goes back to the search. */
void          ds_drivedb_set_path         (const char    *path);
/* The candidates, in the order they are tried. */
GStrv         ds_drivedb_search_path      (void);
/* The pure part of it: @env ($DRIVESCOPE_DRIVEDB) alone when set and not
 * empty; else, with @install_dir (Windows: the folder above the
 * executable's bin\), smartmontools' copy under @program_files (when not
 * NULL) and @install_dir\share\drivescope\drivedb.h; else (Linux) the
 * two smartmontools paths and @installed_copy. */
GStrv         ds_drivedb_search_path_for  (const char    *env,
                                           const char    *install_dir,
                                           const char    *program_files,
                                           const char    *installed_copy);
/* DS_ERROR_NOT_FOUND for none of @candidates (ds_drivedb_search_path_for)
 * loading; @why: what each that exists said. It says to fix
 * DRIVESCOPE_DRIVEDB when @env set it, otherwise to reinstall (Drivescope's
 * own copy, the last candidate, is then missing or damaged). */
GError       *ds_drivedb_not_found_error  (const char *const *candidates,
                                           const char    *env,
                                           const char    *why);

/* One preset string into @defs (256 entries) and @bugs. The DEFAULT
 * entry (@is_default) takes "-v ID,FORMAT,NAME[,HDD|SSD]" only; a drive's
 * also byte orders and -F. FALSE, with the offending option in
 * @bad_option, on the first one smartctl would refuse. */
gboolean      ds_ata_parse_presets        (const char    *presets,
                                           DsAtaAttrDef  *defs,
                                           guint         *bugs,
                                           gboolean       is_default,
                                           char         **bad_option);

const char   *ds_ata_raw_format_to_string (DsAtaRawFormat format);

/* The raw value of one attribute entry (12 bytes: id, flags, value, worst,
 * 6 raw bytes, reserved) built from the bytes the drive's byte order for
 * it names (smartctl's defaults per format otherwise). */
guint64       ds_ata_presets_raw_value    (const DsAtaPresets *presets,
                                           const guint8       *entry);
/* The format in force for @id: the drive's, else the DEFAULT entry's,
 * else raw48. */
DsAtaRawFormat ds_ata_presets_format      (const DsAtaPresets *presets,
                                           guint8              id);
/* DsAtaDefFlags of the drive's -v for @id (value bytes used as raw...). */
guint         ds_ata_presets_flags        (const DsAtaPresets *presets,
                                           guint8              id);
/* The raw value as smartctl prints it ("28848 (0 1385)", "290h+01m"). */
char         *ds_ata_format_raw_value     (DsAtaRawFormat      format,
                                           guint64             raw);
/* smartctl's name for @id on a drive with @rotation_rate (1 = SSD). */
const char   *ds_ata_presets_name         (const DsAtaPresets *presets,
                                           guint8              id,
                                           int                 rotation_rate);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsDrivedb, ds_drivedb_free)
G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsAtaPresets, ds_ata_presets_free)

G_END_DECLS
