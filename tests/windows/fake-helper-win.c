/* fake-helper-win.c — a stand-in for drivescope-helper.exe in the Windows
 * unit tests (test-helper-win.c), as tests/*.sh helpers are on Linux
 *
 * Writes the arguments it was given (argv[1] on, as the C runtime split the
 * command line), one a line, to DS_FAKE_HELPER_LOG, then behaves as
 * DS_FAKE_HELPER_MODE says:
 *   print FILE  copies FILE (a helper-output fixture) to stdout, exit 0;
 *   garbage     prints text that is not JSON, exit 0;
 *   refuse      the helper's usage refusal (stderr, exit 2);
 *   fail        a read error (stderr, exit 1).
 * Plain C, no GLib: like the real helper.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <windows.h>
#include <io.h>
#include <fcntl.h>

int
main (int    argc,
      char **argv)
{
  const char *log = getenv ("DS_FAKE_HELPER_LOG");
  const char *mode = getenv ("DS_FAKE_HELPER_MODE");

  if (log != NULL)
    {
      FILE *f = fopen (log, "wb");

      if (f == NULL)
        return 3;
      for (int i = 1; i < argc; i++)
        fprintf (f, "%s\n", argv[i]);
      if (fclose (f) != 0)
        return 3;
    }
  if (mode == NULL)
    return 3;
  if (strncmp (mode, "print ", 6) == 0)
    {
      FILE *f = fopen (mode + 6, "rb");
      char chunk[4096];
      size_t got;

      if (f == NULL)
        return 3;
      _setmode (1, _O_BINARY);
      while ((got = fread (chunk, 1, sizeof chunk, f)) > 0)
        fwrite (chunk, 1, got, stdout);
      fclose (f);
      return 0;
    }
  if (strcmp (mode, "garbage") == 0)
    {
      fputs ("{\"version\":1,\"device\":\"PhysicalDrive0\",\"kind\":\"ata\",\"pages\":{\"identify-device\":", stdout);
      return 0;
    }
  if (strcmp (mode, "refuse") == 0)
    {
      fputs ("drivescope-helper: not a disk name: give a Windows disk name such as PhysicalDrive0, not a path\n",
             stderr);
      return 2;
    }
  if (strcmp (mode, "fail") == 0)
    {
      fputs ("drivescope-helper: PhysicalDrive0: reading a SATA drive's SMART data needs administrator rights, "
             "and the request for them was declined; nothing was read\n", stderr);
      return 1;
    }
  return 3;
}
