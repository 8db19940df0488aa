/* test-io-engines.c — the engines a build offers (the window's list) and
 * the error for one it lacks, which must name those it has.
 *
 * Built on Linux and in the Windows build (run under Wine): the pure part
 * is checked for every combination, the compiled-in list for this build.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <string.h>

#include "ds-error.h"
#include "ds-io-backend.h"

static void
assert_kinds (gboolean have_uring, gboolean have_iocp, const DsIoEngineKind *want, guint n_want)
{
  DsIoEngineKind got[DS_IO_ENGINE_KINDS_MAX];
  guint n = ds_io_engine_kinds_for (have_uring, have_iocp, got);

  g_assert_cmpuint (n, ==, n_want);
  for (guint i = 0; i < n; i++)
    g_assert_cmpint (got[i], ==, want[i]);
}

static void
test_kinds_for (void)
{
  const DsIoEngineKind linux_uring[] = { DS_IO_ENGINE_AUTO, DS_IO_ENGINE_IO_URING, DS_IO_ENGINE_PSYNC };
  const DsIoEngineKind windows[] = { DS_IO_ENGINE_AUTO, DS_IO_ENGINE_IOCP, DS_IO_ENGINE_PSYNC };
  const DsIoEngineKind bare[] = { DS_IO_ENGINE_AUTO, DS_IO_ENGINE_PSYNC };

  assert_kinds (TRUE, FALSE, linux_uring, G_N_ELEMENTS (linux_uring));
  assert_kinds (FALSE, TRUE, windows, G_N_ELEMENTS (windows));
  assert_kinds (FALSE, FALSE, bare, G_N_ELEMENTS (bare));
}

/* This build's list holds exactly the engines it has, each once. */
static void
test_available_is_this_build (void)
{
  DsIoEngineKind got[DS_IO_ENGINE_KINDS_MAX];
  guint n = ds_io_engine_kinds_available (got);
  gboolean uring = FALSE, iocp = FALSE, psync = FALSE;

  g_assert_cmpuint (n, >=, 2);
  g_assert_cmpint (got[0], ==, DS_IO_ENGINE_AUTO);
  for (guint i = 1; i < n; i++)
    {
      g_assert_cmpint (got[i], !=, DS_IO_ENGINE_AUTO);
      uring |= got[i] == DS_IO_ENGINE_IO_URING;
      iocp |= got[i] == DS_IO_ENGINE_IOCP;
      psync |= got[i] == DS_IO_ENGINE_PSYNC;
    }
  g_assert_true (psync);
  g_assert_cmpint (uring, ==, ds_io_engine_io_uring () != NULL);
  g_assert_cmpint (iocp, ==, ds_io_engine_iocp () != NULL);
#ifdef G_OS_WIN32
  g_assert_true (iocp);
  g_assert_false (uring);
#else
  g_assert_false (iocp);
#endif
}

static void
test_missing_names_what_there_is (void)
{
  g_autoptr(GError) win = ds_io_engine_missing_error (DS_IO_ENGINE_IO_URING, FALSE, TRUE);
  g_autoptr(GError) bare = ds_io_engine_missing_error (DS_IO_ENGINE_IO_URING, FALSE, FALSE);
  g_autoptr(GError) lin = ds_io_engine_missing_error (DS_IO_ENGINE_IOCP, TRUE, FALSE);
  g_autoptr(GError) lin_bare = ds_io_engine_missing_error (DS_IO_ENGINE_IOCP, FALSE, FALSE);
  g_autoptr(GError) got = NULL;

  g_assert_error (win, DS_ERROR, DS_ERROR_UNSUPPORTED);
  g_assert_nonnull (strstr (win->message, "iocp"));
  g_assert_null (strstr (bare->message, "iocp"));
  g_assert_nonnull (strstr (bare->message, "psync"));
  g_assert_nonnull (strstr (lin->message, "Use the io_uring or psync"));
  g_assert_null (strstr (lin_bare->message, "io_uring"));

  /* What this build says when asked for the engine it lacks. */
#ifdef G_OS_WIN32
  g_assert_null (ds_io_engine_get (DS_IO_ENGINE_IO_URING, &got));
  g_assert_error (got, DS_ERROR, DS_ERROR_UNSUPPORTED);
  g_assert_cmpstr (got->message, ==, win->message);
#else
  g_assert_null (ds_io_engine_get (DS_IO_ENGINE_IOCP, &got));
  g_assert_error (got, DS_ERROR, DS_ERROR_UNSUPPORTED);
  g_assert_cmpstr (got->message, ==, ds_io_engine_io_uring () != NULL ? lin->message : lin_bare->message);
#endif
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/io/engines/kinds-for", test_kinds_for);
  g_test_add_func ("/ds/io/engines/available-is-this-build", test_available_is_this_build);
  g_test_add_func ("/ds/io/engines/missing-names-what-there-is", test_missing_names_what_there_is);
  return g_test_run ();
}
