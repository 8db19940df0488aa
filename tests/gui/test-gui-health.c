/* test-gui-health.c — the health card on the drive page: reading through
 * the helper in a worker thread, the verdict with its reasons, the counters,
 * the attribute table, and the states after a refusal or a failure.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include "ds-format.h"

#include <glib/gstdio.h>
#include <string.h>

#include "ds-drive-list.h"
#include "ds-error.h"
#include "ds-gui-test.h"
#include "ds-history-store.h"
#include "ds-import.h"
#include "ds-monitor-skipped.h"
#include "ds-preferences-window.h"
#include "ds-suite-result.h"
#include "ds-thermal-result.h"

static char *helper_dir;

static void
use_helper_output (const char *fixture)
{
  g_autofree char *out = g_build_filename (helper_dir, "output.json", NULL);

  if (fixture == NULL)
    {
      g_remove (out);
      return;
    }
  {
    g_autofree char *src = g_build_filename (g_getenv ("DS_FIXTURES"), "health", fixture, NULL);
    g_autofree char *contents = NULL;
    g_autoptr(GError) error = NULL;

    g_file_get_contents (src, &contents, NULL, &error);
    g_assert_no_error (error);
    g_file_set_contents (out, contents, -1, &error);
    g_assert_no_error (error);
  }
}

static gboolean
card_settled (gpointer user_data)
{
  const char *state = ds_health_card_get_state (DS_HEALTH_CARD (user_data));

  return g_strcmp0 (state, "reading") != 0;
}

static DsHealthCard *
open_card (DsWindow  **out_window,
           const char *drive)
{
  DsWindow *window = ds_gui_test_open_window (1200, 820);
  DsDriveView *view;

  g_assert_true (ds_window_select_drive (window, drive));
  view = ds_window_get_drive_view (window, drive);
  *out_window = window;
  return ds_drive_page_get_health_card (ds_drive_view_get_drive_page (view));
}

static GtkWidget *
find_named (GtkWidget  *root,
            const char *name)
{
  if (g_strcmp0 (gtk_widget_get_name (root), name) == 0)
    return root;
  for (GtkWidget *child = gtk_widget_get_first_child (root); child != NULL;
       child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_named (child, name);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* A worn NVMe: the badge says Bad, the reasons name the spare and the wear,
 * life left and data written are shown, and the table lists every field. */
static void
test_reads_worn_nvme (void)
{
  DsWindow *window;
  DsHealthCard *card = open_card (&window, "nvme0n1");
  const DsHealth *health;

  g_assert_cmpstr (ds_health_card_get_state (card), ==, "idle");
  use_helper_output ("nvme-worn.json");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (card), "health.read", NULL));
  g_assert_true (ds_gui_test_wait (card_settled, card, 10000));
  g_assert_cmpstr (ds_health_card_get_state (card), ==, "result");
  health = ds_health_card_get_health (card);
  g_assert_nonnull (health);
  g_assert_cmpint (health->verdict, ==, DS_HEALTH_VERDICT_BAD);
  g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (card), "Bad"));
  g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (card), "Life left"));
  g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (card), "Data written"));
  g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (card), "Power-on hours"));
  g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (card), "Unsafe shutdowns"));
  /* Every field has a translated name and a value with its unit, not a JSON
   * key and a raw number; expanded, every value fits the window. */
  g_assert_null (ds_gui_test_find_label (GTK_WIDGET (card), "available_spare_threshold"));
  g_assert_null (ds_gui_test_find_label (GTK_WIDGET (card), "critical_warning_flags"));
  g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (card), "Available spare threshold"));
  g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (card), "Critical warnings"));
  {
    AdwExpanderRow *expander = ADW_EXPANDER_ROW (ds_gui_test_find_widget (GTK_WIDGET (card), ADW_TYPE_EXPANDER_ROW));
    g_autofree char *written = ds_format_bytes ((guint64) health->bytes_written);
    g_autofree char *raw = g_strdup_printf ("%" G_GINT64_FORMAT, health->bytes_written);
    GtkWidget *value;
    graphene_rect_t bounds;

    adw_expander_row_set_expanded (expander, TRUE);
    ds_gui_test_settle (GTK_WIDGET (window), 300);
    value = find_named (GTK_WIDGET (expander), "bytes_written");
    g_assert_nonnull (value);
    g_assert_cmpstr (gtk_label_get_label (GTK_LABEL (value)), ==, written);
    g_assert_null (ds_gui_test_find_label (GTK_WIDGET (expander), raw));
    value = find_named (GTK_WIDGET (expander), "temperature_sensors_c");
    g_assert_nonnull (value);
    g_assert_null (strchr (gtk_label_get_label (GTK_LABEL (value)), '['));
    g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (value)), "°C"));
    for (GtkWidget *w = find_named (GTK_WIDGET (expander), "power_on_hours"); w != NULL; w = NULL)
      {
        g_assert_true (gtk_widget_compute_bounds (w, GTK_WIDGET (window), &bounds));
        g_assert_cmpfloat (bounds.origin.x + bounds.size.width, <=, gtk_widget_get_width (GTK_WIDGET (window)));
      }
  }
  /* The reasons are the ones the core gave. */
  for (guint i = 0; i < health->reasons->len; i++)
    g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (card), g_ptr_array_index (health->reasons, i)));
  ds_gui_test_settle (GTK_WIDGET (window), 300);
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "health-card-nvme"));

  /* This controller has no device self-test: no self-test buttons. A
   * healthy 980 PRO has them, and its NVMe facts (power states, APST,
   * firmware slots, 4K format) are rows of the field list. */
  g_assert_null (ds_gui_test_find_label (GTK_WIDGET (card), "Self-test"));
  use_helper_output ("nvme-healthy-pcie4.json");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (card), "health.read", NULL));
  g_assert_true (ds_gui_test_wait (card_settled, card, 10000));
  g_assert_cmpstr (ds_health_card_get_state (card), ==, "result");
  g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (card), "Self-test"));
  g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (card), "Short"));
  g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (card), "Extended"));
  g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (card), "Power state 4"));
  g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (card), "0.0050 W, entry 500 µs, exit 9500 µs (non-operational)"));
  g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (card), "APST"));
  g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (card), "Firmware in slot 1"));
  g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (card), "4K format"));
  ds_gui_test_close_window (window);
}

/* A SATA HDD: the attribute table has the ATA columns. */
static void
test_reads_ata_attributes (void)
{
  DsWindow *window;
  DsHealthCard *card = open_card (&window, "sda");

  use_helper_output ("hdd-realloc-pending.json");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (card), "health.read", NULL));
  g_assert_true (ds_gui_test_wait (card_settled, card, 10000));
  g_assert_cmpstr (ds_health_card_get_state (card), ==, "result");
  g_assert_cmpint (ds_health_card_get_health (card)->verdict, ==, DS_HEALTH_VERDICT_CAUTION);
  g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (card), "Caution"));
  g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (card), "Reallocated sectors"));
  g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (card), "Threshold"));

  /* A real Maxtor 6Y080L0 (tests/fixtures/health/real/): attribute 9 counts
   * minutes, and the table shows it as smartctl prints it, with the drive
   * database and its family named. */
  use_helper_output ("real/maxtor-6y080l0-minutes.json");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (card), "health.read", NULL));
  g_assert_true (ds_gui_test_wait (card_settled, card, 10000));
  g_assert_cmpstr (ds_health_card_get_state (card), ==, "result");
  g_assert_cmpint (ds_health_card_get_health (card)->power_on_hours, ==, 963);
  g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (card), "963h+12m"));
  g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (card), "Power_On_Minutes"));
  g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (card), "Drive database"));
  g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (card), "7.3/5319 (Maxtor DiamondMax Plus 9)"));
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (ds_gui_test_find_widget (GTK_WIDGET (card), ADW_TYPE_EXPANDER_ROW)),
                                 TRUE);
  ds_gui_test_settle (GTK_WIDGET (window), 300);
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "health-card-ata"));
  ds_gui_test_close_window (window);
}

/* Issue 29 #5: in an 800 px row every value of All Attributes stays on its
 * line ("37 °C", "3 456 h (144 days)"), big counters have their digits
 * grouped, and the verdict row does not repeat its title below it. */
static void
test_attributes_laid_out (void)
{
  DsWindow *window;
  DsHealthCard *card = open_card (&window, "nvme0n1");
  const char *keys[] = { "temperature_c", "warning_temp_c", "power_on_hours", "host_read_commands",
                         "host_write_commands", "bytes_written", "power_cycles", "available_spare" };
  const DsHealth *h;

  use_helper_output ("nvme-healthy-pcie4.json");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (card), "health.read", NULL));
  g_assert_true (ds_gui_test_wait (card_settled, card, 10000));
  g_assert_cmpstr (ds_health_card_get_state (card), ==, "result");
  h = ds_health_card_get_health (card);
  g_assert_cmpint (h->verdict, ==, DS_HEALTH_VERDICT_GOOD);
  adw_expander_row_set_expanded (ADW_EXPANDER_ROW (ds_gui_test_find_widget (GTK_WIDGET (card), ADW_TYPE_EXPANDER_ROW)),
                                 TRUE);
  ds_gui_test_settle (GTK_WIDGET (window), 400);
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "health-all-attributes"));

  g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (card), "The drive reports no problems"));
  g_assert_null (ds_gui_test_find_label (GTK_WIDGET (card), "The drive reports no problems."));
  for (guint i = 0; i < G_N_ELEMENTS (keys); i++)
    {
      GtkWidget *value = find_named (GTK_WIDGET (card), keys[i]);
      int lines;

      g_assert_nonnull (value);
      lines = pango_layout_get_line_count (gtk_label_get_layout (GTK_LABEL (value)));
      g_test_message ("%s: \"%s\" %d px wide, %d lines", keys[i], gtk_label_get_label (GTK_LABEL (value)),
                      gtk_widget_get_width (value), lines);
      g_assert_cmpint (lines, ==, 1);
    }
  g_assert_cmpint (h->host_read_commands, >=, 1000);
  g_assert_cmpint (h->power_on_hours, >=, 1000);
  /* The summary row above the expander too. */
  {
    g_autofree char *hours = g_strdup_printf ("%" G_GINT64_FORMAT, h->power_on_hours);
    g_autofree char *grouped = ds_format_count (h->power_on_hours);

    g_assert_null (ds_gui_test_find_label (GTK_WIDGET (card), hours));
    g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (card), grouped));
  }
  g_assert_nonnull (strstr (gtk_label_get_label (GTK_LABEL (find_named (GTK_WIDGET (card), "host_read_commands"))),
                            "\u202f"));
  ds_gui_test_close_window (window);
}

/* Cancelling the password dialog (pkexec 126) leaves a clear state, a
 * helper failure shows its message, and a later good read replaces both. */
static void
test_refusal_and_failure_states (void)
{
  DsWindow *window;
  DsHealthCard *card = open_card (&window, "nvme0n1");
  g_autoptr(GError) refused = g_error_new_literal (DS_ERROR, DS_ERROR_PERMISSION,
                                                   "Health data needs administrator rights; nothing was read.");

  ds_health_card_show (card, NULL, refused);
  g_assert_cmpstr (ds_health_card_get_state (card), ==, "cancelled");
  g_assert_null (ds_health_card_get_health (card));
  g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (card), "Nothing was read"));

  use_helper_output (NULL);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (card), "health.read", NULL));
  g_assert_true (ds_gui_test_wait (card_settled, card, 10000));
  g_assert_cmpstr (ds_health_card_get_state (card), ==, "error");
  g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (card), "No such device"));

  use_helper_output ("nvme-healthy-pcie4.json");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (card), "health.read", NULL));
  g_assert_true (ds_gui_test_wait (card_settled, card, 10000));
  g_assert_cmpstr (ds_health_card_get_state (card), ==, "result");
  g_assert_cmpint (ds_health_card_get_health (card)->verdict, ==, DS_HEALTH_VERDICT_GOOD);
  ds_gui_test_close_window (window);
}

static void
seed_history (const DsDrive *drive)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(DsHistoryStore) store = ds_history_store_open (NULL, &error);
  g_autoptr(JsonObject) drive_obj = ds_history_drive_object (drive);
  g_autofree char *cdm_path = g_build_filename (g_getenv ("DS_FIXTURES"), "cdm", "cdm8-default.txt", NULL);
  g_autofree char *helper_path = g_build_filename (g_getenv ("DS_FIXTURES"), "health", "nvme-healthy-pcie4.json", NULL);
  g_autofree char *cdm = NULL;
  g_autofree char *helper = NULL;
  gsize cdm_len = 0;
  gint64 now = g_get_real_time () / G_USEC_PER_SEC;

  g_assert_no_error (error);
  g_file_get_contents (cdm_path, &cdm, &cdm_len, &error);
  g_assert_no_error (error);
  g_file_get_contents (helper_path, &helper, NULL, &error);
  g_assert_no_error (error);

  /* Two benchmark runs of the drive, a month apart. */
  for (int i = 0; i < 2; i++)
    {
      g_autoptr(DsBenchResult) result = ds_import_cdm_parse (cdm, cdm_len, NULL, &error);

      g_assert_no_error (error);
      g_free (result->uuid);
      result->uuid = g_strdup_printf ("5eeded00-0000-4000-8000-00000000000%d", i);
      result->start_time = result->end_time = now - (1 - i) * 30 * 86400;
      if (result->conditions == NULL)
        result->conditions = json_object_new ();
      json_object_set_object_member (result->conditions, "drive", json_object_ref (drive_obj));
      g_assert_cmpint (ds_history_store_save_bench (store, result, &error), >, 0);
      g_assert_no_error (error);
    }
  /* A suite run and a thermal test of it between them, which a trend does
   * not draw (they once made the whole view say "No History"). */
  {
    g_autoptr(DsSuiteResult) suite = ds_suite_result_new (DS_SUITE_BLOCKSIZE);
    g_autoptr(DsThermalResult) thermal = ds_thermal_result_new ();
    DsSuiteStepSpec spec = { NULL, 100, 0, 4096, 4, 1 };
    DsSuiteStep *step = ds_suite_step_new (&spec);
    DsThermalSample sample = { 0.0, 900.0, 40.0, 1000000, FALSE };

    suite->uuid = g_strdup ("5eeded00-0000-4000-8000-000000000010");
    suite->start_time = now - 20 * 86400;
    suite->end_time = suite->start_time + 10;
    json_object_set_object_member (suite->conditions, "drive", json_object_ref (drive_obj));
    step->stats.mbps = 400;
    step->stats.seconds = 1;
    g_ptr_array_add (suite->steps, step);
    g_assert_cmpint (ds_history_store_save_suite (store, suite, &error), >, 0);
    g_assert_no_error (error);
    thermal->uuid = g_strdup ("5eeded00-0000-4000-8000-000000000011");
    thermal->start_time = now - 10 * 86400;
    json_object_set_object_member (thermal->conditions, "drive", json_object_ref (drive_obj));
    g_array_append_val (thermal->samples, sample);
    g_assert_cmpint (ds_history_store_save_thermal (store, thermal, &error), >, 0);
    g_assert_no_error (error);
  }
  /* Three health snapshots, 20 days apart, writing 40 GB a day. */
  for (int i = 0; i < 3; i++)
    {
      g_autoptr(DsHealth) health = ds_health_parse_helper_output (helper, &error);
      g_autoptr(JsonNode) report = NULL;

      g_assert_no_error (error);
      health->bytes_written = (gint64) (50e12 + i * 20 * 40e9);
      health->percentage_used = 3 + i;
      health->temperature_c = 40 + 5 * i;
      report = ds_health_to_json (health);
      ds_history_store_save_health (store, drive_obj, json_node_get_object (report), NULL,
                                    now - (2 - i) * 20 * 86400, NULL, NULL, &error);
      g_assert_no_error (error);
    }
}

static gboolean
history_listed (gpointer user_data)
{
  return ds_history_page_get_n_loads (DS_HISTORY_PAGE (user_data)) > 0 &&
         ds_history_page_get_n_rows (DS_HISTORY_PAGE (user_data)) > 0;
}

static gboolean
trends_loaded (gpointer user_data)
{
  return ds_trend_view_get_n_loads (DS_TREND_VIEW (user_data)) > 0;
}

static DsTrendView *value_trends;

static gboolean
value_loaded (gpointer user_data)
{
  return ds_trend_view_get_n_value_loads (value_trends) > GPOINTER_TO_UINT (user_data);
}

/* A drive with history (registered first, before the other tests add
 * snapshots of their own): its History tab lists its runs only, and Trends
 * draws the test across runs, bytes written and life used across the
 * snapshots, and projects its endurance. */
static void
test_drive_trends (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) drives = ds_drive_list_enumerate (DS_ENUM_FLAGS_NONE, &error);
  DsDrive *drive = ds_drive_list_lookup (drives, "nvme0n1", &error);
  DsWindow *window;
  DsDriveView *view;
  DsHistoryPage *history;
  DsTrendView *trends;

  g_assert_no_error (error);
  seed_history (drive);
  window = ds_gui_test_open_window (1200, 820);
  g_assert_true (ds_window_select_drive (window, drive->name));
  view = ds_window_get_drive_view (window, drive->name);
  ds_drive_view_show_page (view, "history");
  history = DS_HISTORY_PAGE (ds_gui_test_find_widget (GTK_WIDGET (view), DS_TYPE_HISTORY_PAGE));
  g_assert_true (ds_gui_test_wait (history_listed, history, 10000));
  g_assert_cmpuint (ds_history_page_get_n_rows (history), ==, 4);
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.trends", NULL));
  trends = ds_history_page_get_trend_view (history);
  value_trends = trends;
  g_assert_true (ds_gui_test_wait (trends_loaded, trends, 10000));
  g_assert_cmpstr (ds_history_page_get_view (history), ==, "trends");
  /* The two benchmarks' trend, the suite and thermal runs beside them. */
  g_assert_cmpstr (ds_trend_view_get_state (trends), ==, "trends");
  g_assert_true (ds_trend_view_shows_bench_chart (trends));
  g_test_message ("endurance: %s", ds_trend_view_get_projection (trends));
  g_assert_nonnull (strstr (ds_trend_view_get_projection (trends), "40.0 GB a day"));
  g_assert_cmpuint (ds_trend_view_get_n_tests (trends), >, 0);
  /* The raw-value history: any value of the snapshots, chosen, drawn
   * across the three of them by the chart export --field draws. */
  g_assert_cmpuint (ds_trend_view_get_n_values (trends), >, 5);
  g_assert_false (ds_trend_view_select_value (trends, "no_such_value"));
  {
    guint loads = ds_trend_view_get_n_value_loads (trends);
    DsChart *chart;

    g_assert_true (ds_trend_view_select_value (trends, "temperature_c"));
    g_assert_true (ds_gui_test_wait (value_loaded, GUINT_TO_POINTER (loads), 10000));
    g_assert_cmpuint (ds_trend_view_get_n_value_points (trends), ==, 3);
    chart = ds_chart_widget_get_chart (ds_trend_view_get_value_chart (trends));
    g_assert_nonnull (chart);
    g_assert_cmpint (ds_chart_get_kind (chart), ==, DS_CHART_TREND);
    g_assert_cmpstr (ds_chart_get_text (chart, 0), ==, "Temperature across health snapshots");
  }
  ds_gui_test_settle (GTK_WIDGET (window), 300);
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "drive-trends"));

  ds_gui_test_close_window (window);
}

/* A drive with one health snapshot and no benchmark: Trends says there is
 * no benchmark instead of drawing an empty chart, and what the projection
 * needs instead of "there are 1 over 0.0 days". */
static void
test_drive_trends_empty (void)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GPtrArray) drives = ds_drive_list_enumerate (DS_ENUM_FLAGS_NONE, &error);
  DsDrive *drive = ds_drive_list_lookup (drives, "sda", &error);
  g_autoptr(DsHistoryStore) store = ds_history_store_open (NULL, &error);
  g_autoptr(JsonObject) drive_obj = NULL;
  g_autofree char *helper_path = g_build_filename (g_getenv ("DS_FIXTURES"), "health", "nvme-healthy-pcie4.json", NULL);
  g_autofree char *helper = NULL;
  g_autoptr(DsHealth) health = NULL;
  g_autoptr(JsonNode) report = NULL;
  DsWindow *window;
  DsDriveView *view;
  DsHistoryPage *history;
  DsTrendView *trends;
  const char *projection;

  g_assert_no_error (error);
  drive_obj = ds_history_drive_object (drive);
  g_assert_true (g_file_get_contents (helper_path, &helper, NULL, &error));
  health = ds_health_parse_helper_output (helper, &error);
  g_assert_no_error (error);
  report = ds_health_to_json (health);
  ds_history_store_save_health (store, drive_obj, json_node_get_object (report), NULL,
                                g_get_real_time () / G_USEC_PER_SEC, NULL, NULL, &error);
  g_assert_no_error (error);

  window = ds_gui_test_open_window (1200, 820);
  g_assert_true (ds_window_select_drive (window, drive->name));
  view = ds_window_get_drive_view (window, drive->name);
  ds_drive_view_show_page (view, "history");
  history = DS_HISTORY_PAGE (ds_gui_test_find_widget (GTK_WIDGET (view), DS_TYPE_HISTORY_PAGE));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (history), "history.trends", NULL));
  trends = ds_history_page_get_trend_view (history);
  g_assert_true (ds_gui_test_wait (trends_loaded, trends, 10000));
  ds_gui_test_settle (GTK_WIDGET (window), 200);
  g_assert_cmpuint (ds_trend_view_get_n_tests (trends), ==, 0);
  g_assert_false (ds_trend_view_shows_bench_chart (trends));
  g_assert_nonnull (ds_gui_test_find_label (GTK_WIDGET (trends), "No benchmarks of this drive yet"));
  projection = ds_trend_view_get_projection (trends);
  g_test_message ("endurance: %s", projection);
  g_assert_null (strstr (projection, "there are"));
  g_assert_nonnull (strstr (projection, "One health snapshot so far"));
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "drive-trends-empty"));
  ds_gui_test_close_window (window);
}

static gboolean
card_reading (gpointer user_data)
{
  return g_strcmp0 (ds_health_card_get_state (DS_HEALTH_CARD (user_data)), "reading") == 0;
}

/* Cancel while the read waits (for a password): the card goes back to its
 * first state at once and Read Health works again. */
static void
test_cancel_while_reading (void)
{
  g_autofree char *slow = g_build_filename (helper_dir, "slow", NULL);
  DsWindow *window;
  DsHealthCard *card = open_card (&window, "sda");
  gint64 start;

  g_assert_true (g_file_set_contents (slow, "", 0, NULL));
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (card), "health.read", NULL));
  g_assert_true (card_reading (card));
  ds_gui_test_settle (GTK_WIDGET (window), 200);
  start = g_get_monotonic_time ();
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (card), "health.cancel", NULL));
  g_assert_true (ds_gui_test_wait (card_settled, card, 5000));
  g_test_message ("cancelled after %.0f ms", (g_get_monotonic_time () - start) / 1000.0);
  g_assert_cmpstr (ds_health_card_get_state (card), ==, "idle");
  g_assert_null (ds_health_card_get_health (card));
  g_remove (slow);
  use_helper_output ("sata-ssd-devstats.json");
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (card), "health.read", NULL));
  g_assert_true (ds_gui_test_wait (card_settled, card, 10000));
  g_assert_cmpstr (ds_health_card_get_state (card), ==, "result");
  ds_gui_test_close_window (window);
}

static gboolean
notice_says (gpointer user_data)
{
  const char **want = user_data;
  const char *text = ds_monitor_notice_get_text (DS_MONITOR_NOTICE ((gpointer) want[0]));

  return want[1] == NULL ? text == NULL : text != NULL && strstr (text, want[1]) != NULL;
}

/* The drives the monitor skipped for a password: the window says how many
 * and names them as the sidebar does, follows the monitor's next round,
 * and says nothing when it skipped none. */
static void
test_monitor_skipped_notice (void)
{
  g_autofree char *dir = ds_monitor_state_dir ();
  const char *both[] = { "sda", "nvme0n1", NULL };
  const char *one[] = { "sda", NULL };
  g_autoptr(GError) error = NULL;
  DsWindow *window;
  DsMonitorNotice *notice;
  const char *want[2];
  const char *text;

  g_assert_true (ds_monitor_skipped_save (dir, both, g_get_real_time () / G_USEC_PER_SEC, &error));
  g_assert_no_error (error);
  window = ds_gui_test_open_window (1200, 820);
  notice = ds_window_get_monitor_notice (window);
  want[0] = (const char *) notice;
  want[1] = "2 drives skipped";
  g_assert_true (ds_gui_test_wait (notice_says, want, 5000));
  text = ds_monitor_notice_get_text (notice);
  g_test_message ("notice: %s", text);
  g_assert_nonnull (strstr (text, "administrator rights"));
  g_assert_nonnull (strstr (text, "(sda)"));
  g_assert_nonnull (strstr (text, "(nvme0n1)"));
  ds_gui_test_settle (GTK_WIDGET (window), 300);
  g_free (ds_gui_test_screenshot (GTK_WIDGET (window), "monitor-skipped"));

  /* The next round: one skipped, then none (the file followed, not reread
   * by hand). */
  g_assert_true (ds_monitor_skipped_save (dir, one, g_get_real_time () / G_USEC_PER_SEC, &error));
  want[1] = "1 drive skipped";
  g_assert_true (ds_gui_test_wait (notice_says, want, 5000));
  g_assert_null (strstr (ds_monitor_notice_get_text (notice), "nvme0n1"));
  g_assert_true (ds_monitor_skipped_save (dir, NULL, g_get_real_time () / G_USEC_PER_SEC, &error));
  want[1] = NULL;
  g_assert_true (ds_gui_test_wait (notice_says, want, 5000));
  ds_gui_test_close_window (window);
}

static GtkSpinButton *
find_spin_row (GtkWidget  *root,
               const char *title)
{
  if (ADW_IS_ACTION_ROW (root) && g_strcmp0 (adw_preferences_row_get_title (ADW_PREFERENCES_ROW (root)), title) == 0)
    return GTK_SPIN_BUTTON (ds_gui_test_find_widget (root, GTK_TYPE_SPIN_BUTTON));
  for (GtkWidget *c = gtk_widget_get_first_child (root); c != NULL; c = gtk_widget_get_next_sibling (c))
    {
      GtkSpinButton *found = find_spin_row (c, title);

      if (found != NULL)
        return found;
    }
  return NULL;
}

/* Preferences has the drive monitor's thresholds, each showing its key and
 * writing it (the keys drivescope-cli monitor reads). */
static void
test_preferences_monitor_thresholds (void)
{
  static const struct { const char *title; const char *key; double value; } rows[] = {
    { "Check every", "monitor-interval-hours", 1.5 },
    { "Available spare (%)", "monitor-spare-percent", 25 },
    { "Life left (%)", "monitor-life-percent", 30 },
    { "Temperature (°C)", "monitor-temperature-c", 65 },
  };
  g_autoptr(GSettings) settings = g_settings_new ("io.github.drivescope.Drivescope");
  GtkWidget *prefs = ds_preferences_window_new (NULL);

  g_settings_set_int (settings, "monitor-life-percent", 12);
  gtk_window_present (GTK_WINDOW (prefs));
  ds_gui_test_settle (prefs, 100);
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      GtkSpinButton *spin = find_spin_row (prefs, rows[i].title);
      g_autoptr(GVariant) value = NULL;

      g_assert_nonnull (spin);
      if (g_str_equal (rows[i].key, "monitor-life-percent"))
        g_assert_cmpfloat (gtk_spin_button_get_value (spin), ==, 12);
      gtk_spin_button_set_value (spin, rows[i].value);
      value = g_settings_get_value (settings, rows[i].key);
      g_assert_cmpfloat (g_variant_is_of_type (value, G_VARIANT_TYPE_DOUBLE) ? g_variant_get_double (value)
                                                                            : g_variant_get_int32 (value),
                         ==, rows[i].value);
      g_settings_reset (settings, rows[i].key);
    }
  gtk_window_destroy (GTK_WINDOW (prefs));
}

int
main (int   argc,
      char *argv[])
{
  g_autofree char *helper = NULL;

  ds_gui_test_setup_environment (&argc, &argv);
  helper_dir = g_build_filename (ds_gui_test_tmpdir (), "helper", NULL);
  g_mkdir (helper_dir, 0700);
  helper = g_build_filename (g_getenv ("DS_SOURCE_DIR"), "tests", "gui", "fake-helper.sh", NULL);
  g_setenv ("DRIVESCOPE_HELPER", helper, TRUE);
  g_setenv ("DS_FAKE_HELPER_DIR", helper_dir, TRUE);
  gtk_test_init (&argc, &argv, NULL);

  g_test_add_func ("/ds/gui/history/drive-trends-and-endurance", test_drive_trends);
  g_test_add_func ("/ds/gui/history/drive-trends-empty-states", test_drive_trends_empty);
  g_test_add_func ("/ds/gui/health/reads-worn-nvme-verdict-and-counters", test_reads_worn_nvme);
  g_test_add_func ("/ds/gui/health/reads-ata-attribute-table", test_reads_ata_attributes);
  g_test_add_func ("/ds/gui/health/all-attributes-on-their-lines", test_attributes_laid_out);
  g_test_add_func ("/ds/gui/health/refusal-and-failure-leave-clear-states", test_refusal_and_failure_states);
  g_test_add_func ("/ds/gui/health/cancel-while-reading", test_cancel_while_reading);
  g_test_add_func ("/ds/gui/preferences/monitor-thresholds-write-keys", test_preferences_monitor_thresholds);
  g_test_add_func ("/ds/gui/health/monitor-skipped-drives-named", test_monitor_skipped_notice);
  return g_test_run ();
}
