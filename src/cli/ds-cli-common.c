/* ds-cli-common.c — option parsing and output shared by the commands
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <string.h>
#include <stdio.h>

#include "ds-cli.h"
#include "ds-error.h"
#include "ds-format.h"
#include "ds-json.h"

gboolean
ds_cli_parse_options (const char   *command,
                      const char   *parameter_string,
                      const char   *summary,
                      GOptionEntry *entries,
                      int          *argc,
                      char       ***argv)
{
  g_autoptr(GOptionContext) context = NULL;
  g_autoptr(GError) error = NULL;
  g_autofree char *params = g_strdup_printf ("%s%s%s", command,
                                             parameter_string ? " " : "",
                                             parameter_string ? parameter_string : "");

  context = g_option_context_new (params);
  g_option_context_set_translation_domain (context, GETTEXT_PACKAGE);
  if (summary != NULL)
    g_option_context_set_summary (context, summary);
  g_option_context_add_main_entries (context, entries, GETTEXT_PACKAGE);
  if (!g_option_context_parse (context, argc, argv, &error))
    {
      g_printerr ("drivescope-cli %s: %s\n", command, error->message);
      g_printerr (_("Run “drivescope-cli %s --help” to see the options.\n"), command);
      return FALSE;
    }
  /* GOption stops at "--" but leaves it in place: drop it, so that
   * `label 2 -- -2+3` gives the label "-2+3". */
  for (int i = 1; i < *argc; i++)
    if (g_str_equal ((*argv)[i], "--"))
      {
        memmove (&(*argv)[i], &(*argv)[i + 1], (size_t) (*argc - i) * sizeof (char *));
        (*argc)--;
        break;
      }
  return TRUE;
}

int
ds_cli_fail (const GError *error)
{
  g_autofree char *safe = ds_escape_terminal (error->message);

  g_printerr ("drivescope-cli: %s\n", safe);
  return ds_error_exit_status (error);
}

int
ds_cli_usage_error (const char *format,
                    ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  g_printerr ("drivescope-cli: %s\n", message);
  return DS_EXIT_USAGE;
}

void
ds_cli_print_json (JsonNode *node)
{
  g_autofree char *text = ds_json_to_string (node, TRUE);

  fputs (text, stdout);
  fflush (stdout);
}

const char *
ds_cli_safe (const char *text)
{
  /* A small ring of buffers so a printf can take several. */
  static char *ring[8];
  static guint next;
  char *escaped;

  if (text == NULL)
    return "—";
  escaped = ds_escape_terminal (text);
  g_free (ring[next]);
  ring[next] = escaped;
  next = (next + 1) % G_N_ELEMENTS (ring);
  return escaped;
}
