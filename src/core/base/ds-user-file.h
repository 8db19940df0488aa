/* ds-user-file.h — reading and writing the files a user names
 *
 * Reading is bounded: a file larger than the caller's limit is refused
 * before it is read, so a mistaken path (a disk image, /dev/zero) cannot
 * exhaust memory. Writing never replaces what is not a regular file: a
 * character device, FIFO or socket (/dev/null, /dev/stdout, a pipe) is
 * written through, a block device or folder is refused, and a regular file
 * is replaced atomically (a temporary file renamed over it, given the
 * replaced file's mode and, where the system allows, its owner and group;
 * other hard links to it keep the old contents). A symbolic link is
 * followed: the file it points to is replaced, the link stays.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

/* The contents of PATH ("-" is standard input), NUL-terminated, at most
 * MAX_BYTES long; DS_ERROR_NOT_FOUND when it does not exist,
 * DS_ERROR_INVALID_ARGUMENT when it is too large or a folder. */
char     *ds_user_file_read   (const char  *path,
                               gsize        max_bytes,
                               gsize       *length,
                               GError     **error);

/* Writes DATA to PATH as described above. */
gboolean  ds_user_file_write  (const char  *path,
                               const char  *data,
                               gsize        length,
                               GError     **error);

/* A descriptor open for reading PATH ("-": a duplicate of standard
 * input), of any size, for reading piece by piece; -1 with an error when
 * it cannot be opened or is a folder or a drive. The caller closes it. */
int       ds_user_file_open_read (const char  *path,
                                  GError     **error);

/* Writing piece by piece, in the way ds_user_file_write writes (PATH NULL
 * or "-": standard output): nothing replaces the file until
 * ds_user_file_writer_close succeeds; abort (or a failed close) removes
 * the temporary file and leaves what was there. Both free the writer. */
typedef struct _DsUserFileWriter DsUserFileWriter;

DsUserFileWriter *ds_user_file_writer_open  (const char        *path,
                                             GError           **error);
gboolean          ds_user_file_writer_write (DsUserFileWriter  *writer,
                                             const char        *data,
                                             gsize              length,
                                             GError           **error);
gboolean          ds_user_file_writer_close (DsUserFileWriter  *writer,
                                             GError           **error);
void              ds_user_file_writer_abort (DsUserFileWriter  *writer);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsUserFileWriter, ds_user_file_writer_abort)

G_END_DECLS
