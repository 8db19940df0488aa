/* test-choices.c — the I/O engine list of Preferences holds the engines
 * this build has, each once with its own label, and the setting follows the
 * row through the position-to-engine mapping. Needs no display; built on
 * Linux and in the Windows build (run under Wine).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#define G_SETTINGS_ENABLE_BACKEND
#include <gio/gsettingsbackend.h>
#include <string.h>

#include "ds-choices.h"
#include "ds-io-backend.h"

static void
test_engine_model_is_this_build (void)
{
  g_autoptr(GListModel) model = ds_choice_model (DS_TYPE_IO_ENGINE_KIND);
  DsIoEngineKind kinds[DS_IO_ENGINE_KINDS_MAX];
  guint n = ds_io_engine_kinds_available (kinds);
  g_autoptr(GHashTable) seen = g_hash_table_new (g_str_hash, g_str_equal);

  g_assert_cmpuint (g_list_model_get_n_items (model), ==, n);
  for (guint i = 0; i < n; i++)
    {
      const char *label = gtk_string_list_get_string (GTK_STRING_LIST (model), i);

      g_test_message ("%u: %s", i, label);
      g_assert_cmpstr (label, ==, ds_choice_label (DS_TYPE_IO_ENGINE_KIND, kinds[i]));
      g_assert_false (g_hash_table_contains (seen, label));
      g_hash_table_add (seen, (gpointer) label);
      g_assert_cmpint (ds_choice_value_at (DS_TYPE_IO_ENGINE_KIND, i), ==, kinds[i]);
      g_assert_cmpuint (ds_choice_position_of (DS_TYPE_IO_ENGINE_KIND, kinds[i]), ==, i);
    }
  /* Each engine has a label of its own, listed or not. */
  g_assert_cmpstr (ds_choice_label (DS_TYPE_IO_ENGINE_KIND, DS_IO_ENGINE_IOCP), !=,
                   ds_choice_label (DS_TYPE_IO_ENGINE_KIND, DS_IO_ENGINE_AUTO));
  g_assert_nonnull (strstr (ds_choice_label (DS_TYPE_IO_ENGINE_KIND, DS_IO_ENGINE_IOCP), "iocp"));
#ifdef G_OS_WIN32
  g_assert_true (g_hash_table_contains (seen, ds_choice_label (DS_TYPE_IO_ENGINE_KIND, DS_IO_ENGINE_IOCP)));
  g_assert_false (g_hash_table_contains (seen, ds_choice_label (DS_TYPE_IO_ENGINE_KIND, DS_IO_ENGINE_IO_URING)));
#else
  g_assert_false (g_hash_table_contains (seen, ds_choice_label (DS_TYPE_IO_ENGINE_KIND, DS_IO_ENGINE_IOCP)));
#endif
  /* The other choices still list every value, position = value. */
  {
    g_autoptr(GListModel) profiles = ds_choice_model (DS_TYPE_BENCH_PROFILE);
    g_autoptr(GEnumClass) klass = g_type_class_ref (DS_TYPE_BENCH_PROFILE);

    g_assert_cmpuint (g_list_model_get_n_items (profiles), ==, klass->n_values);
    g_assert_cmpint (ds_choice_value_at (DS_TYPE_BENCH_PROFILE, 2), ==, 2);
  }
}

static void
test_engine_binding_maps_positions (void)
{
  g_autoptr(GSettingsBackend) backend = g_memory_settings_backend_new ();
  g_autoptr(GSettings) settings = g_settings_new_with_backend ("io.github.drivescope.Drivescope", backend);
  g_autoptr(GListModel) model = ds_choice_model (DS_TYPE_IO_ENGINE_KIND);
  g_autoptr(GtkSingleSelection) row = gtk_single_selection_new (g_object_ref (model));
  DsIoEngineKind kinds[DS_IO_ENGINE_KINDS_MAX];
  guint n = ds_io_engine_kinds_available (kinds);
  g_autofree char *stored = NULL;

  ds_settings_bind_choice (settings, "bench-engine", DS_TYPE_IO_ENGINE_KIND, row, "selected",
                           G_SETTINGS_BIND_DEFAULT);
  g_settings_set_string (settings, "bench-engine", "psync");
  g_assert_cmpuint (gtk_single_selection_get_selected (row), ==, n - 1);
  g_assert_cmpstr (gtk_string_list_get_string (GTK_STRING_LIST (model), n - 1), ==,
                   ds_choice_label (DS_TYPE_IO_ENGINE_KIND, DS_IO_ENGINE_PSYNC));

  gtk_single_selection_set_selected (row, 1);
  stored = g_settings_get_string (settings, "bench-engine");
  g_assert_cmpstr (stored, ==, ds_io_engine_kind_to_string (kinds[1]));

  /* A stored engine this build lacks shows as Automatic. */
#ifdef G_OS_WIN32
  g_settings_set_string (settings, "bench-engine", "io_uring");
#else
  g_settings_set_string (settings, "bench-engine", "iocp");
#endif
  g_assert_cmpuint (gtk_single_selection_get_selected (row), ==, 0);
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/gui/choices/engine-model-is-this-build", test_engine_model_is_this_build);
  g_test_add_func ("/ds/gui/choices/engine-binding-maps-positions", test_engine_binding_maps_positions);
  return g_test_run ();
}
