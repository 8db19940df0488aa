/* ds-health-card.c — a drive's health on its Overview page
 *
 * "Read Health" runs the privileged helper through pkexec in a worker
 * thread (the polkit agent shows its dialog; the window stays live). The
 * result is the plain DsHealth struct: the verdict badge with its reasons,
 * life left, data written (TB, the exact byte count in the tooltip), the
 * counters, the temperature against its thresholds, throttling, and every
 * attribute in an expander. Cancelling the password dialog leaves a clear
 * "nothing was read" state.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>
#include <string.h>

#include "ds-drive-row.h"
#include "ds-error.h"
#include "ds-format.h"
#include "ds-health-card.h"
#include "ds-health-fields.h"
#include "ds-self-test.h"

struct _DsHealthCard
{
  AdwBin        parent_instance;

  char         *drive_name;
  gboolean      supported;
  DsHealth     *health;
  GCancellable *cancellable;

  GtkButton    *read_button;
  GtkStack     *state_stack;
  AdwActionRow *unsupported_row;
  AdwActionRow *error_row;
  GtkLabel     *badge;
  AdwActionRow *verdict_row;
  GtkListBox   *values_list;
  AdwExpanderRow *attributes_row;
  GPtrArray    *value_rows;
  GPtrArray    *attribute_rows;   /* what the expander holds */
};

G_DEFINE_FINAL_TYPE (DsHealthCard, ds_health_card, ADW_TYPE_BIN)

enum { HEALTH_READ, N_SIGNALS };
static guint signals[N_SIGNALS];

static void
clear_result (DsHealthCard *self)
{
  for (guint i = 0; i < self->value_rows->len; i++)
    gtk_list_box_remove (self->values_list, g_ptr_array_index (self->value_rows, i));
  g_ptr_array_set_size (self->value_rows, 0);
  for (guint i = 0; i < self->attribute_rows->len; i++)
    {
      GtkWidget *child = g_ptr_array_index (self->attribute_rows, i);
      GtkWidget *parent = gtk_widget_get_parent (child);

      /* A widget that is no list row (the attribute grid's scrolled window)
       * sits in a row the list made for it: that row is the expander's. */
      if (!GTK_IS_LIST_BOX_ROW (child) && GTK_IS_LIST_BOX_ROW (parent))
        child = parent;
      adw_expander_row_remove (self->attributes_row, child);
    }
  g_ptr_array_set_size (self->attribute_rows, 0);
  g_clear_pointer (&self->health, ds_health_free);
}

static GtkWidget *
add_value (DsHealthCard *self,
           const char   *title,
           const char   *value,
           const char   *tooltip)
{
  GtkWidget *row = adw_action_row_new ();
  GtkWidget *label = gtk_label_new (value);

  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), title);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_xalign (GTK_LABEL (label), 1.0f);
  gtk_label_set_justify (GTK_LABEL (label), GTK_JUSTIFY_RIGHT);
  gtk_widget_set_hexpand (label, TRUE);
  gtk_widget_add_css_class (label, "dim-label");
  if (tooltip != NULL)
    {
      gtk_widget_set_tooltip_text (row, tooltip);
      gtk_accessible_update_property (GTK_ACCESSIBLE (row),
                                      GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, tooltip, -1);
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), label);
  gtk_accessible_update_relation (GTK_ACCESSIBLE (row),
                                  GTK_ACCESSIBLE_RELATION_DESCRIBED_BY, label, NULL, -1);
  gtk_list_box_insert (self->values_list, row, -1);
  g_ptr_array_add (self->value_rows, row);
  return row;
}

static void
add_count (DsHealthCard *self,
           const char   *title,
           gint64        count)
{
  g_autofree char *text = NULL;

  if (count < 0)
    return;
  text = ds_health_count_text (count);
  add_value (self, title, text, NULL);
}

static void
add_bytes (DsHealthCard *self,
           const char   *title,
           gint64        bytes,
           const char   *source)
{
  g_autofree char *text = NULL;
  g_autofree char *tooltip = NULL;

  if (bytes < 0)
    return;
  text = ds_format_bytes ((guint64) bytes);
  if (source != NULL)
    /* TRANSLATORS: tooltip: exact byte count and where it came from */
    tooltip = g_strdup_printf (_("%'" G_GINT64_FORMAT " bytes (from %s)"), bytes, source);
  else
    tooltip = g_strdup_printf (_("%'" G_GINT64_FORMAT " bytes"), bytes);
  add_value (self, title, text, tooltip);
}

static char *
temperature_text (const DsHealth *health)
{
  g_autofree char *now = ds_format_temperature (health->temperature_c);
  g_autofree char *warn = ds_format_temperature (health->warning_temp_c);
  g_autofree char *crit = ds_format_temperature (health->critical_temp_c);
  g_autoptr(GString) s = NULL;

  if (now == NULL)
    return NULL;
  s = g_string_new (now);
  if (warn != NULL && crit != NULL)
    g_string_append_printf (s, _(" (warning at %s, critical at %s)"), warn, crit);
  else if (warn != NULL)
    g_string_append_printf (s, _(" (warning at %s)"), warn);
  else if (crit != NULL)
    g_string_append_printf (s, _(" (critical at %s)"), crit);
  if (!isnan (health->warning_temp_c) && health->temperature_c >= health->warning_temp_c)
    g_string_append (s, _(" — above the warning threshold"));
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static char *
throttling_text (const DsHealth *health)
{
  g_autoptr(GString) s = g_string_new (NULL);

  if (health->warning_temp_minutes >= 0)
    /* TRANSLATORS: minutes the drive spent above its warning temperature */
    g_string_append_printf (s, _("%'" G_GINT64_FORMAT " min above warning"), health->warning_temp_minutes);
  if (health->critical_temp_minutes >= 0)
    {
      if (s->len > 0)
        g_string_append (s, "\n");
      g_string_append_printf (s, _("%'" G_GINT64_FORMAT " min above critical"), health->critical_temp_minutes);
    }
  for (guint i = 0; health->thermal_throttle != NULL && i < health->thermal_throttle->len; i++)
    {
      const DsThermalThrottle *t = &g_array_index (health->thermal_throttle, DsThermalThrottle, i);
      g_autofree char *duration = ds_format_duration ((double) MAX (t->seconds, 0));

      if (s->len > 0)
        g_string_append (s, "\n");
      /* TRANSLATORS: "throttle level 1: 3 times, 2 min 5 s in total" */
      g_string_append_printf (s, _("throttle level %d: %'" G_GINT64_FORMAT " times, %s in total"),
                              t->level, MAX (t->transitions, 0), duration);
    }
  if (s->len == 0)
    return NULL;
  return g_string_free (g_steal_pointer (&s), FALSE);
}

static GtkWidget *
grid_label (const char *text,
            gboolean    heading,
            float       xalign)
{
  GtkWidget *label = gtk_label_new (text);

  gtk_label_set_xalign (GTK_LABEL (label), xalign);
  gtk_label_set_selectable (GTK_LABEL (label), !heading);
  if (heading)
    gtk_widget_add_css_class (label, "heading");
  else
    gtk_widget_add_css_class (label, "numeric");
  return label;
}

static GtkWidget *
make_ata_grid (const DsHealth *health)
{
  GtkWidget *grid = gtk_grid_new ();
  const char *headings[] = { N_("ID"), N_("Attribute"), N_("Value"), N_("Worst"),
                             N_("Threshold"), N_("Raw"), N_("Type"), N_("Status") };

  for (guint c = 0; c < G_N_ELEMENTS (headings); c++)
    gtk_grid_attach (GTK_GRID (grid), grid_label (_(headings[c]), TRUE, c == 1 ? 0.0f : 1.0f), (int) c, 0, 1, 1);
  for (guint i = 0; i < health->attributes->len; i++)
    {
      const DsAtaAttribute *a = &g_array_index (health->attributes, DsAtaAttribute, i);
      g_autofree char *id = g_strdup_printf ("%u", a->id);
      g_autofree char *value = g_strdup_printf ("%d", a->value);
      g_autofree char *worst = g_strdup_printf ("%d", a->worst);
      g_autofree char *threshold = a->threshold >= 0 ? g_strdup_printf ("%d", a->threshold) : g_strdup ("—");
      /* As smartctl prints it, by the drive database's format, a big
       * counter's digits grouped. */
      g_autofree char *raw = ds_format_group_digits (a->raw_value);
      const char *status = a->failing == DS_ATA_FAILING_NOW ? _("Failing now")
                         : a->failing == DS_ATA_FAILING_PAST ? _("Failed in the past")
                         : _("OK");
      GtkWidget *cells[] = {
        grid_label (id, FALSE, 1.0f),
        grid_label (ds_ata_attribute_display_name_for (a), FALSE, 0.0f),
        grid_label (value, FALSE, 1.0f),
        grid_label (worst, FALSE, 1.0f),
        grid_label (threshold, FALSE, 1.0f),
        grid_label (raw, FALSE, 1.0f),
        grid_label (a->prefail ? _("Pre-fail") : _("Old age"), FALSE, 1.0f),
        grid_label (status, FALSE, 1.0f),
      };

      if (a->failing != DS_ATA_FAILING_NO)
        gtk_widget_add_css_class (cells[7], a->failing == DS_ATA_FAILING_NOW ? "error" : "warning");
      for (guint c = 0; c < G_N_ELEMENTS (cells); c++)
        gtk_grid_attach (GTK_GRID (grid), cells[c], (int) c, (int) i + 1, 1, 1);
    }
  return grid;
}

/* Every field of the health log, a row each: translated name, value with
 * its unit, wrapping rather than running off the side. */
static void
add_field_rows (DsHealthCard   *self,
                const DsHealth *health)
{
  g_autoptr(GPtrArray) fields = ds_health_fields (health);
  g_autoptr(GPtrArray) facts = ds_nvme_facts_fields (health->nvme);

  /* NVMe: power states, APST, thermal management, firmware slots, LBA
   * formats and the logs entry by entry, after the health log. */
  g_ptr_array_extend_and_steal (fields, g_steal_pointer (&facts));
  for (guint i = 0; i < fields->len; i++)
    {
      const DsHealthField *f = g_ptr_array_index (fields, i);
      GtkWidget *row = adw_action_row_new ();
      GtkWidget *value = gtk_label_new (f->value);

      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (row), FALSE);
      adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), f->label);
      /* Wraps only a long value (a list of sensors or warnings), at a
       * word: "37 °C" or "3 456 h (144 days)" stays on its line. */
      if (g_utf8_strlen (f->value, -1) > 24)
        {
          gtk_label_set_wrap (GTK_LABEL (value), TRUE);
          gtk_label_set_wrap_mode (GTK_LABEL (value), PANGO_WRAP_WORD_CHAR);
          gtk_label_set_width_chars (GTK_LABEL (value), 20);
        }
      gtk_label_set_xalign (GTK_LABEL (value), 1.0f);
      gtk_label_set_justify (GTK_LABEL (value), GTK_JUSTIFY_RIGHT);
      gtk_label_set_max_width_chars (GTK_LABEL (value), 36);
      gtk_label_set_selectable (GTK_LABEL (value), TRUE);
      gtk_widget_add_css_class (value, "dim-label");
      gtk_widget_set_name (value, f->key);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), value);
      adw_expander_row_add_row (self->attributes_row, row);
      g_ptr_array_add (self->attribute_rows, row);
    }
}

static const char *
verdict_title (DsHealthVerdict verdict)
{
  switch (verdict)
    {
    case DS_HEALTH_VERDICT_GOOD: return _("Good");
    case DS_HEALTH_VERDICT_CAUTION: return _("Caution");
    case DS_HEALTH_VERDICT_BAD: return _("Bad");
    case DS_HEALTH_VERDICT_UNKNOWN:
    default:
      return _("Unknown");
    }
}

static const char *
verdict_sentence (DsHealthVerdict verdict)
{
  switch (verdict)
    {
    case DS_HEALTH_VERDICT_GOOD: return _("The drive reports no problems");
    case DS_HEALTH_VERDICT_CAUTION: return _("Keep an eye on this drive");
    case DS_HEALTH_VERDICT_BAD: return _("Back up this drive and replace it");
    case DS_HEALTH_VERDICT_UNKNOWN:
    default:
      return _("The drive reports too little to judge");
    }
}

/* @a and @b the same sentence, with or without its full stop. */
static gboolean
same_sentence (const char *a,
               const char *b)
{
  size_t la = strlen (a), lb = strlen (b);

  if (la > 0 && a[la - 1] == '.')
    la--;
  if (lb > 0 && b[lb - 1] == '.')
    lb--;
  return la == lb && strncmp (a, b, la) == 0;
}

static gboolean
has_capability (const DsHealth *health,
                const char     *name)
{
  for (guint i = 0; i < health->capabilities->len; i++)
    if (g_str_equal (g_ptr_array_index (health->capabilities, i), name))
      return TRUE;
  return FALSE;
}

/* The drive's own self-test: a running one with what is left, else the
 * buttons that start one (health.self-test, udisks2 or the helper). */
static void
add_self_test_row (DsHealthCard   *self,
                   const DsHealth *h)
{
  GtkWidget *row, *box;
  g_autofree char *left = NULL;
  static const struct { const char *kind; const char *label; } buttons[] = {
    { "short", N_("Short") }, { "extended", N_("Extended") },
  };

  if (!has_capability (h, "self_test") && h->self_test_remaining_percent < 0)
    return;
  if (h->self_test_remaining_percent >= 0)
    {
      /* TRANSLATORS: a self-test in progress: "running, 70 % left" */
      left = g_strdup_printf (_("running, %d %% left"), h->self_test_remaining_percent);
      row = add_value (self, _("Self-test"), left, NULL);
      box = gtk_button_new_with_label (_("Abort"));
      gtk_actionable_set_action_name (GTK_ACTIONABLE (box), "health.self-test");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (box), "s", "abort");
      gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), box);
      return;
    }
  row = add_value (self, _("Self-test"), "", _("The drive tests itself; no data is written"));
  box = gtk_box_new (GTK_ORIENTATION_HORIZONTAL, 6);
  gtk_widget_set_valign (box, GTK_ALIGN_CENTER);
  for (guint i = 0; i < G_N_ELEMENTS (buttons); i++)
    {
      GtkWidget *button = gtk_button_new_with_label (_(buttons[i].label));

      gtk_actionable_set_action_name (GTK_ACTIONABLE (button), "health.self-test");
      gtk_actionable_set_action_target (GTK_ACTIONABLE (button), "s", buttons[i].kind);
      gtk_box_append (GTK_BOX (box), button);
    }
  adw_action_row_add_suffix (ADW_ACTION_ROW (row), box);
}

static void
fill_result (DsHealthCard *self)
{
  const DsHealth *h = self->health;
  g_autoptr(GString) reasons = g_string_new (NULL);
  g_autofree char *temperature = temperature_text (h);
  g_autofree char *throttling = throttling_text (h);
  g_autofree char *accessible = NULL;
  GtkWidget *grid;

  gtk_label_set_label (self->badge, verdict_title (h->verdict));
  gtk_widget_set_css_classes (GTK_WIDGET (self->badge),
                              (const char *[]) { "ds-badge", ds_health_verdict_to_string (h->verdict), NULL });
  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (self->verdict_row), verdict_sentence (h->verdict));
  for (guint i = 0; i < h->reasons->len; i++)
    {
      const char *reason = g_ptr_array_index (h->reasons, i);

      /* The title says it already ("The drive reports no problems"). */
      if (same_sentence (reason, verdict_sentence (h->verdict)))
        continue;
      if (reasons->len > 0)
        g_string_append_c (reasons, '\n');
      g_string_append (reasons, reason);
    }
  adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self->verdict_row), FALSE);
  adw_action_row_set_subtitle (self->verdict_row, reasons->str);
  /* TRANSLATORS: accessible text of the health verdict: "Health: Caution. reasons" */
  accessible = g_strdup_printf (_("Health: %s. %s"), verdict_title (h->verdict), reasons->str);
  gtk_accessible_update_property (GTK_ACCESSIBLE (self->verdict_row),
                                  GTK_ACCESSIBLE_PROPERTY_LABEL, accessible, -1);

  if (h->life_left_percent >= 0)
    {
      g_autofree char *life = NULL;
      GtkWidget *row, *bar;

      if (h->percentage_used >= 0)
        /* TRANSLATORS: "97 % (3 % of rated endurance used)" */
        life = g_strdup_printf (_("%d %% (%d %% of rated endurance used)"), h->life_left_percent, h->percentage_used);
      else
        life = g_strdup_printf (_("%d %%"), h->life_left_percent);
      row = add_value (self, _("Life left"), life, NULL);
      bar = gtk_level_bar_new_for_interval (0, 100);
      gtk_level_bar_set_value (GTK_LEVEL_BAR (bar), CLAMP (h->life_left_percent, 0, 100));
      gtk_widget_set_size_request (bar, 80, -1);
      gtk_widget_set_valign (bar, GTK_ALIGN_CENTER);
      gtk_accessible_update_property (GTK_ACCESSIBLE (bar), GTK_ACCESSIBLE_PROPERTY_LABEL, _("Life left"), -1);
      adw_action_row_add_suffix (ADW_ACTION_ROW (row), bar);
    }
  add_bytes (self, _("Data written"), h->bytes_written, h->bytes_written_source);
  add_bytes (self, _("Data read"), h->bytes_read, NULL);
  add_count (self, _("Power-on hours"), h->power_on_hours);
  add_count (self, _("Power cycles"), h->power_cycles);
  add_count (self, _("Unsafe shutdowns"), h->unsafe_shutdowns);
  add_count (self, _("Media errors"), h->media_errors);
  add_count (self, _("Error log entries"), h->error_log_entries);
  add_count (self, _("Reallocated sectors"), h->reallocated_sectors);
  add_count (self, _("Pending sectors"), h->pending_sectors);
  add_count (self, _("Uncorrectable sectors"), h->uncorrectable_sectors);
  if (h->available_spare >= 0)
    {
      g_autofree char *spare = h->available_spare_threshold >= 0
        /* TRANSLATORS: "100 % (threshold 10 %)" */
        ? g_strdup_printf (_("%d %% (threshold %d %%)"), h->available_spare, h->available_spare_threshold)
        : g_strdup_printf (_("%d %%"), h->available_spare);

      add_value (self, _("Available spare"), spare, NULL);
    }
  if (temperature != NULL)
    add_value (self, _("Temperature"), temperature, NULL);
  if (throttling != NULL)
    add_value (self, _("Thermal throttling"), throttling, NULL);
  if (h->last_self_test != NULL)
    add_value (self, _("Last self-test"), h->last_self_test_display, NULL);
  add_self_test_row (self, h);
  if (h->presets != NULL && h->presets->db_version != NULL)
    {
      g_autofree char *db = h->presets->family != NULL
        ? g_strdup_printf (_("%s (%s)"), h->presets->db_version, h->presets->family)
        : g_strdup_printf (_("%s (model not listed)"), h->presets->db_version);

      add_value (self, _("Drive database"), db, NULL);
    }
  if (g_strcmp0 (h->source, "udisks2") == 0)
    add_value (self, _("Read through"), _("udisks2 (no password needed)"), NULL);
  for (guint i = 0; i < h->notes->len; i++)
    add_value (self, _("Note"), g_ptr_array_index (h->notes, i), NULL);

  if (h->attributes != NULL && h->attributes->len > 0)
    {
      GtkWidget *scrolled = gtk_scrolled_window_new ();

      grid = make_ata_grid (h);
      gtk_grid_set_column_spacing (GTK_GRID (grid), 12);
      gtk_grid_set_row_spacing (GTK_GRID (grid), 4);
      gtk_widget_set_margin_start (grid, 12);
      gtk_widget_set_margin_end (grid, 12);
      gtk_widget_set_margin_top (grid, 8);
      gtk_widget_set_margin_bottom (grid, 8);
      /* Eight columns may not fit a narrow window: the scroll bar stays
       * visible so no column hides off-screen unnoticed. */
      gtk_scrolled_window_set_policy (GTK_SCROLLED_WINDOW (scrolled), GTK_POLICY_AUTOMATIC, GTK_POLICY_NEVER);
      gtk_scrolled_window_set_overlay_scrolling (GTK_SCROLLED_WINDOW (scrolled), FALSE);
      gtk_scrolled_window_set_propagate_natural_width (GTK_SCROLLED_WINDOW (scrolled), FALSE);
      gtk_scrolled_window_set_child (GTK_SCROLLED_WINDOW (scrolled), grid);
      adw_expander_row_add_row (self->attributes_row, scrolled);
      g_ptr_array_add (self->attribute_rows, scrolled);
    }
  add_field_rows (self, h);
  adw_expander_row_set_subtitle (self->attributes_row,
                                 h->attributes != NULL ? _("SMART attributes as the drive reports them")
                                                       : _("Every field of the health log"));
}

void
ds_health_card_show (DsHealthCard *self,
                     DsHealth     *health,
                     const GError *error)
{
  g_return_if_fail (DS_IS_HEALTH_CARD (self));

  clear_result (self);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "health.read", self->supported);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "health.cancel", FALSE);
  if (health != NULL)
    {
      self->health = health;
      fill_result (self);
      gtk_button_set_label (self->read_button, _("Read Again"));
      gtk_stack_set_visible_child_name (self->state_stack, "result");
      g_signal_emit (self, signals[HEALTH_READ], 0, self->health);
      return;
    }
  g_return_if_fail (error != NULL);
  if (g_error_matches (error, DS_ERROR, DS_ERROR_PERMISSION))
    gtk_stack_set_visible_child_name (self->state_stack, "cancelled");
  else if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    gtk_stack_set_visible_child_name (self->state_stack, "idle");
  else
    {
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self->error_row), FALSE);
      adw_action_row_set_subtitle (self->error_row, error->message);
      gtk_stack_set_visible_child_name (self->state_stack, "error");
    }
  gtk_button_set_label (self->read_button, _("Read Health"));
}

static void
read_thread (GTask        *task,
             gpointer      source_object,
             gpointer      task_data,
             GCancellable *cancellable)
{
  const char *name = task_data;
  g_autoptr(GError) error = NULL;
  DsHealth *health = ds_health_read (name, DS_HEALTH_READ_ALLOW_PROMPT, cancellable, &error);

  if (health == NULL)
    g_task_return_error (task, g_steal_pointer (&error));
  else
    g_task_return_pointer (task, health, (GDestroyNotify) ds_health_free);
}

static void
read_done (GObject      *object,
           GAsyncResult *result,
           gpointer      user_data)
{
  DsHealthCard *self = DS_HEALTH_CARD (object);
  g_autoptr(GError) error = NULL;
  DsHealth *health = g_task_propagate_pointer (G_TASK (result), &error);
  const char *name = g_task_get_task_data (G_TASK (result));

  /* A result for a drive the card no longer shows is dropped. */
  if (g_strcmp0 (name, self->drive_name) != 0)
    {
      g_clear_pointer (&health, ds_health_free);
      return;
    }
  g_clear_object (&self->cancellable);
  ds_health_card_show (self, health, error);
}

void
ds_health_card_read (DsHealthCard *self)
{
  g_autoptr(GTask) task = NULL;

  g_return_if_fail (DS_IS_HEALTH_CARD (self));

  if (!self->supported || self->cancellable != NULL)
    return;
  self->cancellable = g_cancellable_new ();
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "health.read", FALSE);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "health.cancel", TRUE);
  gtk_stack_set_visible_child_name (self->state_stack, "reading");
  task = g_task_new (self, self->cancellable, read_done, NULL);
  g_task_set_source_tag (task, ds_health_card_read);
  g_task_set_task_data (task, g_strdup (self->drive_name), g_free);
  g_task_run_in_thread (task, read_thread);
}

static void
health_read (GtkWidget  *widget,
             const char *action_name,
             GVariant   *parameter)
{
  ds_health_card_read (DS_HEALTH_CARD (widget));
}

static void
self_test_thread (GTask        *task,
                  gpointer      source_object,
                  gpointer      task_data,
                  GCancellable *cancellable)
{
  char **args = task_data;   /* drive, kind */
  DsSelfTestCommand command = g_str_equal (args[1], "short") ? DS_SELF_TEST_SHORT
                            : g_str_equal (args[1], "extended") ? DS_SELF_TEST_EXTENDED : DS_SELF_TEST_ABORT;
  g_autoptr(GError) error = NULL;

  if (ds_self_test_run (args[0], command, DS_HEALTH_READ_ALLOW_PROMPT, NULL, cancellable, &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, g_steal_pointer (&error));
}

static void
self_test_done (GObject      *object,
                GAsyncResult *result,
                gpointer      user_data)
{
  DsHealthCard *self = DS_HEALTH_CARD (object);
  g_autoptr(GError) error = NULL;

  gtk_widget_action_set_enabled (GTK_WIDGET (self), "health.self-test", TRUE);
  if (!g_task_propagate_boolean (G_TASK (result), &error))
    {
      ds_health_card_show (self, NULL, error);
      return;
    }
  /* The reading after it shows the test running (and keeps it in the
   * history, where the drive's trend has it). */
  ds_health_card_read (self);
}

static void
health_self_test (GtkWidget  *widget,
                  const char *action_name,
                  GVariant   *parameter)
{
  DsHealthCard *self = DS_HEALTH_CARD (widget);
  g_autoptr(GTask) task = NULL;
  char **args;

  if (self->drive_name == NULL || self->cancellable != NULL)
    return;
  args = g_new0 (char *, 3);
  args[0] = g_strdup (self->drive_name);
  args[1] = g_variant_dup_string (parameter, NULL);
  gtk_widget_action_set_enabled (widget, "health.self-test", FALSE);
  task = g_task_new (self, NULL, self_test_done, NULL);
  g_task_set_task_data (task, args, (GDestroyNotify) g_strfreev);
  g_task_run_in_thread (task, self_test_thread);
}

static void
health_cancel (GtkWidget  *widget,
               const char *action_name,
               GVariant   *parameter)
{
  DsHealthCard *self = DS_HEALTH_CARD (widget);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
}

static gboolean
health_supported (const DsDrive *drive)
{
  switch (drive->transport)
    {
    case DS_TRANSPORT_NVME_PCIE:
    case DS_TRANSPORT_NVME_FABRICS:
    case DS_TRANSPORT_SATA:
    case DS_TRANSPORT_SAS:
    case DS_TRANSPORT_SCSI:
    case DS_TRANSPORT_USB:
      return g_str_has_prefix (drive->name, "nvme") || g_str_has_prefix (drive->name, "sd");
    case DS_TRANSPORT_UNKNOWN:
    case DS_TRANSPORT_VIRTIO:
    case DS_TRANSPORT_MMC:
    case DS_TRANSPORT_MD:
    case DS_TRANSPORT_DM:
    case DS_TRANSPORT_LOOP:
    case DS_TRANSPORT_RAM:
    case DS_TRANSPORT_ZRAM:
    case DS_TRANSPORT_VIRTUAL:
    default:
      return FALSE;
    }
}

void
ds_health_card_set_drive (DsHealthCard  *self,
                          const DsDrive *drive)
{
  g_return_if_fail (DS_IS_HEALTH_CARD (self));

  if (g_strcmp0 (self->drive_name, drive->name) == 0)
    return;
  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  clear_result (self);
  g_free (self->drive_name);
  self->drive_name = g_strdup (drive->name);
  self->supported = health_supported (drive);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "health.read", self->supported);
  gtk_widget_action_set_enabled (GTK_WIDGET (self), "health.cancel", FALSE);
  gtk_widget_set_visible (GTK_WIDGET (self->read_button), self->supported);
  gtk_button_set_label (self->read_button, _("Read Health"));
  if (self->supported)
    gtk_stack_set_visible_child_name (self->state_stack, "idle");
  else
    {
      g_autofree char *subtitle = NULL;

      if (drive->members != NULL && drive->members->len > 0)
        {
          g_autoptr(GString) joined = g_string_new (NULL);

          /* The drive is shared (const): join without touching its array. */
          for (guint i = 0; i < drive->members->len; i++)
            {
              if (i > 0)
                g_string_append (joined, ", ");
              g_string_append (joined, g_ptr_array_index (drive->members, i));
            }
          /* TRANSLATORS: %s is a list of drives such as "nvme0n1, nvme1n1" */
          subtitle = g_strdup_printf (_("This device is built from %s: open those drives to read their health."), joined->str);
        }
      else
        subtitle = g_strdup (_("Health data can be read from NVMe and SATA drives only."));
      adw_preferences_row_set_use_markup (ADW_PREFERENCES_ROW (self->unsupported_row), FALSE);
      adw_action_row_set_subtitle (self->unsupported_row, subtitle);
      gtk_stack_set_visible_child_name (self->state_stack, "unsupported");
    }
}

const DsHealth *
ds_health_card_get_health (DsHealthCard *self)
{
  g_return_val_if_fail (DS_IS_HEALTH_CARD (self), NULL);
  return self->health;
}

const char *
ds_health_card_get_state (DsHealthCard *self)
{
  g_return_val_if_fail (DS_IS_HEALTH_CARD (self), NULL);
  return gtk_stack_get_visible_child_name (self->state_stack);
}

static void
ds_health_card_dispose (GObject *object)
{
  DsHealthCard *self = DS_HEALTH_CARD (object);

  if (self->cancellable != NULL)
    g_cancellable_cancel (self->cancellable);
  g_clear_object (&self->cancellable);
  G_OBJECT_CLASS (ds_health_card_parent_class)->dispose (object);
}

static void
ds_health_card_finalize (GObject *object)
{
  DsHealthCard *self = DS_HEALTH_CARD (object);

  g_clear_pointer (&self->health, ds_health_free);
  g_clear_pointer (&self->value_rows, g_ptr_array_unref);
  g_clear_pointer (&self->attribute_rows, g_ptr_array_unref);
  g_clear_pointer (&self->drive_name, g_free);
  G_OBJECT_CLASS (ds_health_card_parent_class)->finalize (object);
}

static void
ds_health_card_class_init (DsHealthCardClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);

  object_class->dispose = ds_health_card_dispose;
  object_class->finalize = ds_health_card_finalize;

  /* Emitted with the DsHealth (owned by the card) after every good read. */
  signals[HEALTH_READ] = g_signal_new ("health-read", G_TYPE_FROM_CLASS (klass),
                                       G_SIGNAL_RUN_LAST, 0, NULL, NULL, NULL,
                                       G_TYPE_NONE, 1, G_TYPE_POINTER);

  gtk_widget_class_set_template_from_resource (widget_class, "/io/github/drivescope/Drivescope/ds-health-card.ui");
  /* A spinner turns only while it is on screen: one left turning on a
   * hidden page keeps the frame clock painting an idle window. */
  gtk_widget_class_bind_template_callback_full (widget_class, "gtk_spinner_start", G_CALLBACK (gtk_spinner_start));
  gtk_widget_class_bind_template_callback_full (widget_class, "gtk_spinner_stop", G_CALLBACK (gtk_spinner_stop));
  gtk_widget_class_bind_template_child (widget_class, DsHealthCard, read_button);
  gtk_widget_class_bind_template_child (widget_class, DsHealthCard, state_stack);
  gtk_widget_class_bind_template_child (widget_class, DsHealthCard, unsupported_row);
  gtk_widget_class_bind_template_child (widget_class, DsHealthCard, error_row);
  gtk_widget_class_bind_template_child (widget_class, DsHealthCard, badge);
  gtk_widget_class_bind_template_child (widget_class, DsHealthCard, verdict_row);
  gtk_widget_class_bind_template_child (widget_class, DsHealthCard, values_list);
  gtk_widget_class_bind_template_child (widget_class, DsHealthCard, attributes_row);

  gtk_widget_class_install_action (widget_class, "health.read", NULL, health_read);
  gtk_widget_class_install_action (widget_class, "health.cancel", NULL, health_cancel);
  gtk_widget_class_install_action (widget_class, "health.self-test", "s", health_self_test);
}

static void
ds_health_card_init (DsHealthCard *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  self->value_rows = g_ptr_array_new ();
  self->attribute_rows = g_ptr_array_new ();
}

GtkWidget *
ds_health_card_new (void)
{
  return g_object_new (DS_TYPE_HEALTH_CARD, NULL);
}
