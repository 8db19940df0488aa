/* ds-cli.h — the commands of drivescope-cli and what they share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

/* Exit statuses, the same for every command. */
enum
{
  DS_EXIT_OK          = 0,
  DS_EXIT_FAILED      = 1,
  DS_EXIT_USAGE       = 2,
  DS_EXIT_INTERRUPTED = 130,
};

/* A command gets its own argv (argv[0] is the command name). */
typedef int (*DsCliCommandFunc) (int argc, char **argv);

/* Parses options for a command; on error prints the message and usage hint
 * to stderr and returns FALSE (exit DS_EXIT_USAGE). */
gboolean ds_cli_parse_options (const char   *command,
                               const char   *parameter_string,
                               const char   *summary,
                               GOptionEntry *entries,
                               int          *argc,
                               char       ***argv);

/* Prints "drivescope-cli: MESSAGE" to stderr and returns the exit status
 * for the error (2 for bad input, 130 for cancellation, 1 otherwise). */
int      ds_cli_fail          (const GError *error);
int      ds_cli_usage_error   (const char   *format,
                               ...) G_GNUC_PRINTF (1, 2);

/* Prints JSON (pretty) to stdout. */
void     ds_cli_print_json    (JsonNode     *node);

/* Escapes device and user strings for the terminal; "—" for NULL. */
const char *ds_cli_safe       (const char   *text);

/* --- enumeration --- */
int ds_cli_list (int argc, char **argv);
int ds_cli_info (int argc, char **argv);

/* --- health --- */
int ds_cli_health (int argc, char **argv);

/* --- bench --- */

/* --- thermal --- */
int ds_cli_thermal_analyze (int argc, char **argv);

/* --- history --- */

/* --- export --- */

G_END_DECLS
