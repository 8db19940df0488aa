/* ds-nvme-facts.c — power states, thermal management, firmware slots, LBA
 * formats and the logs in full, parsed by the layouts of NVM Express Base
 * 2.0 (Identify Controller and Namespace data structures, Firmware Slot
 * Information log, Error Information log, Device Self-test log, Get
 * Features 02h / 0Ch / 10h). Pure functions over bytes; a page too short
 * for its layout is skipped, never an error.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>
#include <string.h>

#include "ds-format.h"
#include "ds-health.h"
#include "ds-health-private.h"
#include "ds-json.h"

#define IDENTIFY_SIZE   4096
#define FW_LOG_SIZE     512
#define SELF_TEST_SIZE  564
#define PSD_OFFSET      2048
#define PSD_SIZE        32

static guint16
le16 (const guint8 *p)
{
  return (guint16) (p[0] | (p[1] << 8));
}

static guint32
le32 (const guint8 *p)
{
  return (guint32) p[0] | ((guint32) p[1] << 8) | ((guint32) p[2] << 16) | ((guint32) p[3] << 24);
}

static guint64
le64 (const guint8 *p)
{
  return (guint64) le32 (p) | ((guint64) le32 (p + 4) << 32);
}

static double
kelvin_to_c (guint32 kelvin)
{
  return kelvin == 0 ? NAN : (double) kelvin - 273.0;
}

DsNvmeFacts *
ds_nvme_facts_new (void)
{
  DsNvmeFacts *facts = g_new0 (DsNvmeFacts, 1);

  facts->apst_supported = -1;
  facts->thermal_management_supported = -1;
  facts->thermal_min_c = NAN;
  facts->thermal_max_c = NAN;
  facts->namespaces = -1;
  facts->firmware_slots = -1;
  facts->firmware_slot1_read_only = -1;
  facts->self_test_supported = -1;
  facts->current_power_state = -1;
  facts->apst_enabled = -1;
  facts->tmt1_c = NAN;
  facts->tmt2_c = NAN;
  facts->active_slot = -1;
  facts->next_slot = -1;
  facts->current_lba_format = -1;
  facts->self_test_running = -1;
  facts->self_test_percent = -1;
  return facts;
}

void
ds_nvme_facts_free (DsNvmeFacts *facts)
{
  if (facts == NULL)
    return;
  g_clear_pointer (&facts->power_states, g_array_unref);
  g_clear_pointer (&facts->slot_revisions, g_ptr_array_unref);
  g_clear_pointer (&facts->lba_formats, g_array_unref);
  g_clear_pointer (&facts->error_entries, g_array_unref);
  g_clear_pointer (&facts->self_tests, g_array_unref);
  g_free (facts);
}

DsNvmeFacts *
_ds_health_nvme_facts (DsHealth *health)
{
  if (health->nvme == NULL)
    health->nvme = ds_nvme_facts_new ();
  return health->nvme;
}

int
ds_nvme_facts_has_4k_format (const DsNvmeFacts *facts)
{
  if (facts == NULL || facts->lba_formats == NULL)
    return -1;
  for (guint i = 0; i < facts->lba_formats->len; i++)
    if (g_array_index (facts->lba_formats, DsNvmeLbaFormat, i).data_bytes == 4096)
      return 1;
  return 0;
}

void
_ds_nvme_facts_parse_identify (DsHealth     *health,
                               const guint8 *data,
                               gsize         len)
{
  DsNvmeFacts *facts = _ds_health_nvme_facts (health);
  guint8 frmw, npss;
  guint32 nn;

  if (len < IDENTIFY_SIZE)
    return;
  frmw = data[260];
  npss = data[263];
  facts->self_test_supported = (le16 (data + 256) & (1 << 4)) != 0;
  /* A short device self-test takes at most two minutes (Base 2.0
   * 5.9); EDSTT is the extended one's time in minutes. */
  if (facts->self_test_supported)
    {
      health->self_test_minutes[0] = 2;
      health->self_test_minutes[1] = le16 (data + 316) > 0 ? le16 (data + 316) : -1;
    }
  facts->firmware_slot1_read_only = (frmw & 1) != 0;
  facts->firmware_slots = (frmw >> 1) & 0x7;
  if (facts->firmware_slots == 0)
    {
      facts->firmware_slots = -1;
      facts->firmware_slot1_read_only = -1;
    }
  facts->apst_supported = (data[265] & 1) != 0;
  facts->thermal_management_supported = (le16 (data + 322) & 1) != 0;
  facts->thermal_min_c = kelvin_to_c (le16 (data + 324));
  facts->thermal_max_c = kelvin_to_c (le16 (data + 326));
  nn = le32 (data + 516);
  facts->namespaces = nn > 0 ? (gint64) nn : -1;

  /* NPSS is zero-based: a controller has at least power state 0. */
  g_clear_pointer (&facts->power_states, g_array_unref);
  facts->power_states = g_array_new (FALSE, TRUE, sizeof (DsNvmePowerState));
  for (guint i = 0; i <= npss && PSD_OFFSET + (i + 1) * PSD_SIZE <= len && i < 32; i++)
    {
      const guint8 *psd = data + PSD_OFFSET + i * PSD_SIZE;
      DsNvmePowerState ps = {
        .state = i,
        /* MXPS: the unit is 0.0001 W instead of 0.01 W. */
        .max_power_w = le16 (psd) * ((psd[3] & 1) ? 0.0001 : 0.01),
        .non_operational = (psd[3] & 2) != 0,
        .entry_latency_us = le32 (psd + 4),
        .exit_latency_us = le32 (psd + 8),
      };

      g_array_append_val (facts->power_states, ps);
    }
}

static guint32
feature_value (const guint8 *data,
               gsize         len,
               gboolean     *ok)
{
  *ok = len >= 4;
  return *ok ? le32 (data) : 0;
}

gboolean
ds_smart_nvme_parse_feature_power (DsHealth      *health,
                                   const guint8  *data,
                                   gsize          len,
                                   GError       **error)
{
  gboolean ok;
  guint32 v = feature_value (data, len, &ok);

  if (ok)
    _ds_health_nvme_facts (health)->current_power_state = (int) (v & 0x1f);
  return TRUE;
}

gboolean
ds_smart_nvme_parse_feature_apst (DsHealth      *health,
                                  const guint8  *data,
                                  gsize          len,
                                  GError       **error)
{
  gboolean ok;
  guint32 v = feature_value (data, len, &ok);

  if (ok)
    _ds_health_nvme_facts (health)->apst_enabled = (v & 1) != 0;
  return TRUE;
}

gboolean
ds_smart_nvme_parse_feature_thermal (DsHealth      *health,
                                     const guint8  *data,
                                     gsize          len,
                                     GError       **error)
{
  gboolean ok;
  guint32 v = feature_value (data, len, &ok);

  if (ok)
    {
      DsNvmeFacts *facts = _ds_health_nvme_facts (health);

      facts->tmt1_c = kelvin_to_c (v >> 16);
      facts->tmt2_c = kelvin_to_c (v & 0xffff);
    }
  return TRUE;
}

gboolean
ds_smart_nvme_parse_firmware_log (DsHealth      *health,
                                  const guint8  *data,
                                  gsize          len,
                                  GError       **error)
{
  DsNvmeFacts *facts;
  guint8 afi;

  if (len < FW_LOG_SIZE)
    return TRUE;
  facts = _ds_health_nvme_facts (health);
  afi = data[0];
  facts->active_slot = (afi & 0x7) != 0 ? (afi & 0x7) : -1;
  facts->next_slot = ((afi >> 4) & 0x7) != 0 ? ((afi >> 4) & 0x7) : -1;
  g_clear_pointer (&facts->slot_revisions, g_ptr_array_unref);
  facts->slot_revisions = g_ptr_array_new_with_free_func (g_free);
  for (guint slot = 1; slot <= 7; slot++)
    {
      char *rev = ds_strdup_device_string ((const char *) data + 8 * slot, 8);

      g_ptr_array_add (facts->slot_revisions, rev != NULL ? rev : g_strdup (""));
    }
  /* Only the slots the controller has (FRMW), where Identify said. */
  if (facts->firmware_slots > 0)
    g_ptr_array_set_size (facts->slot_revisions, (guint) facts->firmware_slots);
  return TRUE;
}

gboolean
ds_smart_nvme_parse_identify_namespace (DsHealth      *health,
                                        const guint8  *data,
                                        gsize          len,
                                        GError       **error)
{
  DsNvmeFacts *facts;
  guint nlbaf, flbas;

  if (len < IDENTIFY_SIZE)
    return TRUE;
  facts = _ds_health_nvme_facts (health);
  nlbaf = data[25];
  flbas = data[26];
  g_clear_pointer (&facts->lba_formats, g_array_unref);
  facts->lba_formats = g_array_new (FALSE, TRUE, sizeof (DsNvmeLbaFormat));
  /* NLBAF is zero-based; at most 64 formats (NVMe 2.0). */
  for (guint i = 0; i <= nlbaf && i < 64; i++)
    {
      const guint8 *f = data + 128 + 4 * i;
      DsNvmeLbaFormat format = {
        .index = i,
        .metadata_bytes = le16 (f),
        .relative_performance = f[3] & 0x3,
      };

      /* LBADS below 9 means the format is not in use (Base 2.0 4.4.2). */
      if (f[2] < 9 || f[2] > 31)
        continue;
      format.data_bytes = (guint32) 1 << f[2];
      g_array_append_val (facts->lba_formats, format);
    }
  facts->current_lba_format = (int) ((flbas & 0xf) | (nlbaf >= 16 ? ((flbas >> 5) & 0x3) << 4 : 0));
  return TRUE;
}

void
_ds_nvme_facts_parse_error_log (DsHealth     *health,
                                const guint8 *data,
                                gsize         len)
{
  DsNvmeFacts *facts = _ds_health_nvme_facts (health);

  g_clear_pointer (&facts->error_entries, g_array_unref);
  facts->error_entries = g_array_new (FALSE, TRUE, sizeof (DsNvmeErrorEntry));
  for (gsize at = 0; at + 64 <= len; at += 64)
    {
      const guint8 *e = data + at;
      guint16 status = le16 (e + 12);
      DsNvmeErrorEntry entry = {
        .error_count = le64 (e),
        .submission_queue = le16 (e + 8),
        .command_id = le16 (e + 10),
        .status_type = (status >> 9) & 0x7,
        .status_code = (status >> 1) & 0xff,
        .lba = le64 (e + 16),
        .nsid = le32 (e + 24),
      };

      if (entry.error_count == 0)
        continue;
      g_array_append_val (facts->error_entries, entry);
    }
}

void
_ds_nvme_facts_parse_self_test (DsHealth     *health,
                                const guint8 *data,
                                gsize         len)
{
  DsNvmeFacts *facts = _ds_health_nvme_facts (health);

  if (len < SELF_TEST_SIZE)
    return;
  facts->self_test_running = data[0] & 0xf;
  facts->self_test_percent = facts->self_test_running != 0 ? (data[1] & 0x7f) : -1;
  health->self_test_remaining_percent = facts->self_test_running != 0 ? 100 - MIN (facts->self_test_percent, 100) : -1;
  g_clear_pointer (&facts->self_tests, g_array_unref);
  facts->self_tests = g_array_new (FALSE, TRUE, sizeof (DsNvmeSelfTestEntry));
  for (guint i = 0; i < 20; i++)
    {
      const guint8 *e = data + 4 + 28 * i;
      DsNvmeSelfTestEntry entry = {
        .code = e[0] >> 4,
        .result = e[0] & 0xf,
        .power_on_hours = le64 (e + 4),
        .failing_segment = -1,
        .failing_lba = -1,
      };

      if (entry.result == 0xf)
        continue;   /* unused entry */
      if (entry.result == 0x7)
        entry.failing_segment = e[1];
      if ((e[2] & 0x2) && le64 (e + 16) <= (guint64) G_MAXINT64)
        entry.failing_lba = (gint64) le64 (e + 16);
      g_array_append_val (facts->self_tests, entry);
    }
}

const char *
ds_nvme_self_test_code_name (guint code)
{
  switch (code)
    {
    case 0x1:
      return NC_("self-test", "short");
    case 0x2:
      return NC_("self-test", "extended");
    case 0xe:
      return NC_("self-test", "vendor");
    default:
      return NC_("self-test", "other");
    }
}

const char *
ds_nvme_self_test_result_name (guint result)
{
  switch (result)
    {
    case 0x0:
      return NC_("self-test result", "passed");
    case 0x1:
      return NC_("self-test result", "aborted by a command");
    case 0x2:
      return NC_("self-test result", "aborted by a reset");
    case 0x3:
      return NC_("self-test result", "aborted by a namespace removal");
    case 0x4:
      return NC_("self-test result", "aborted by a format");
    case 0x5:
      return NC_("self-test result", "failed (fatal error)");
    case 0x6:
      return NC_("self-test result", "failed (unknown segment)");
    case 0x7:
      return NC_("self-test result", "failed (segments)");
    case 0x8:
      return NC_("self-test result", "aborted");
    case 0x9:
      return NC_("self-test result", "aborted by a sanitize");
    default:
      return NC_("self-test result", "unknown result");
    }
}

/* --- From JSON ------------------------------------------------------------- */

static int
get_bool (JsonObject *obj,
          const char *key)
{
  JsonNode *node = json_object_get_member (obj, key);

  if (node == NULL || !JSON_NODE_HOLDS_VALUE (node) || json_node_get_value_type (node) != G_TYPE_BOOLEAN)
    return -1;
  return json_node_get_boolean (node) ? 1 : 0;
}

static double
get_temp (JsonObject *obj,
          const char *key)
{
  return ds_json_get_double (obj, key, NAN);
}

static gint64
get_count (JsonObject *obj,
           const char *key,
           gint64      max)
{
  gint64 v = ds_json_get_int (obj, key, -1);

  return v >= 0 && v <= max ? v : -1;
}

DsNvmeFacts *
ds_nvme_facts_new_from_json (JsonObject *obj)
{
  DsNvmeFacts *facts;
  JsonArray *arr;

  if (obj == NULL)
    return NULL;
  facts = ds_nvme_facts_new ();
  if ((arr = ds_json_get_array (obj, "power_states")) != NULL)
    {
      facts->power_states = g_array_new (FALSE, TRUE, sizeof (DsNvmePowerState));
      for (guint i = 0; i < json_array_get_length (arr) && i < 32; i++)
        {
          JsonObject *o = json_array_get_object_element (arr, i);
          DsNvmePowerState ps = { 0 };

          if (o == NULL)
            continue;
          ps.state = (guint) CLAMP (ds_json_get_int (o, "state", i), 0, 31);
          ps.max_power_w = ds_json_get_double (o, "max_power_w", 0);
          ps.non_operational = ds_json_get_bool (o, "non_operational", FALSE);
          ps.entry_latency_us = (guint32) CLAMP (ds_json_get_int (o, "entry_latency_us", 0), 0, G_MAXUINT32);
          ps.exit_latency_us = (guint32) CLAMP (ds_json_get_int (o, "exit_latency_us", 0), 0, G_MAXUINT32);
          g_array_append_val (facts->power_states, ps);
        }
    }
  facts->current_power_state = (int) get_count (obj, "current_power_state", 31);
  facts->apst_supported = get_bool (obj, "apst_supported");
  facts->apst_enabled = get_bool (obj, "apst_enabled");
  facts->thermal_management_supported = get_bool (obj, "thermal_management_supported");
  facts->thermal_min_c = get_temp (obj, "thermal_min_c");
  facts->thermal_max_c = get_temp (obj, "thermal_max_c");
  facts->tmt1_c = get_temp (obj, "tmt1_c");
  facts->tmt2_c = get_temp (obj, "tmt2_c");
  facts->namespaces = get_count (obj, "namespaces", G_MAXUINT32);
  facts->firmware_slots = (int) get_count (obj, "firmware_slots", 7);
  facts->firmware_slot1_read_only = get_bool (obj, "firmware_slot1_read_only");
  facts->active_slot = (int) get_count (obj, "active_firmware_slot", 7);
  facts->next_slot = (int) get_count (obj, "next_firmware_slot", 7);
  if ((arr = ds_json_get_array (obj, "firmware_revisions")) != NULL)
    {
      facts->slot_revisions = g_ptr_array_new_with_free_func (g_free);
      for (guint i = 0; i < json_array_get_length (arr) && i < 7; i++)
        {
          JsonObject *o = json_array_get_object_element (arr, i);
          const char *rev = o != NULL ? ds_json_get_string (o, "revision") : NULL;

          g_ptr_array_add (facts->slot_revisions, g_strdup (rev != NULL ? rev : ""));
        }
    }
  if ((arr = ds_json_get_array (obj, "lba_formats")) != NULL)
    {
      facts->lba_formats = g_array_new (FALSE, TRUE, sizeof (DsNvmeLbaFormat));
      for (guint i = 0; i < json_array_get_length (arr) && i < 64; i++)
        {
          JsonObject *o = json_array_get_object_element (arr, i);
          DsNvmeLbaFormat f = { 0 };

          if (o == NULL)
            continue;
          f.index = (guint) CLAMP (ds_json_get_int (o, "index", i), 0, 63);
          f.data_bytes = (guint32) CLAMP (ds_json_get_int (o, "data_bytes", 0), 0, G_MAXUINT32);
          f.metadata_bytes = (guint) CLAMP (ds_json_get_int (o, "metadata_bytes", 0), 0, G_MAXUINT16);
          f.relative_performance = (guint) CLAMP (ds_json_get_int (o, "relative_performance", 0), 0, 3);
          g_array_append_val (facts->lba_formats, f);
        }
      facts->current_lba_format = (int) get_count (obj, "current_lba_format", 63);
    }
  return facts;
}

/* --- JSON ------------------------------------------------------------------ */

static void
set_int (JsonObject *obj,
         const char *key,
         gint64      value)
{
  if (value < 0)
    json_object_set_null_member (obj, key);
  else
    json_object_set_int_member (obj, key, value);
}

static void
set_bool (JsonObject *obj,
          const char *key,
          int         value)
{
  if (value < 0)
    json_object_set_null_member (obj, key);
  else
    json_object_set_boolean_member (obj, key, value != 0);
}

static void
set_temp (JsonObject *obj,
          const char *key,
          double      value)
{
  if (isnan (value))
    json_object_set_null_member (obj, key);
  else
    json_object_set_int_member (obj, key, (gint64) value);
}

static const char *
running_name (int op)
{
  switch (op)
    {
    case 1:
      return "short";
    case 2:
      return "extended";
    case 0xe:
      return "vendor";
    default:
      return NULL;
    }
}

/* Entry @i of one of the facts' lists (power states, firmware slots, LBA
 * formats, error and self-test log entries) as an object. */
typedef void (*EntryToJson) (const DsNvmeFacts *facts,
                             guint              i,
                             JsonObject        *o);

static void
power_state_to_json (const DsNvmeFacts *facts,
                     guint              i,
                     JsonObject        *o)
{
  const DsNvmePowerState *ps = &g_array_index (facts->power_states, DsNvmePowerState, i);

  json_object_set_int_member (o, "state", ps->state);
  json_object_set_double_member (o, "max_power_w", ps->max_power_w);
  json_object_set_boolean_member (o, "non_operational", ps->non_operational);
  json_object_set_int_member (o, "entry_latency_us", ps->entry_latency_us);
  json_object_set_int_member (o, "exit_latency_us", ps->exit_latency_us);
}

static void
slot_to_json (const DsNvmeFacts *facts,
              guint              i,
              JsonObject        *o)
{
  const char *rev = g_ptr_array_index (facts->slot_revisions, i);

  json_object_set_int_member (o, "slot", i + 1);
  ds_json_set_string (o, "revision", rev != NULL && rev[0] != '\0' ? rev : NULL);
}

static void
lba_format_to_json (const DsNvmeFacts *facts,
                    guint              i,
                    JsonObject        *o)
{
  const DsNvmeLbaFormat *f = &g_array_index (facts->lba_formats, DsNvmeLbaFormat, i);

  json_object_set_int_member (o, "index", f->index);
  json_object_set_int_member (o, "data_bytes", f->data_bytes);
  json_object_set_int_member (o, "metadata_bytes", f->metadata_bytes);
  json_object_set_int_member (o, "relative_performance", f->relative_performance);
  json_object_set_boolean_member (o, "current", (int) f->index == facts->current_lba_format);
}

static void
error_entry_to_json (const DsNvmeFacts *facts,
                     guint              i,
                     JsonObject        *o)
{
  const DsNvmeErrorEntry *e = &g_array_index (facts->error_entries, DsNvmeErrorEntry, i);

  json_object_set_int_member (o, "error_count", (gint64) MIN (e->error_count, (guint64) G_MAXINT64));
  json_object_set_int_member (o, "submission_queue", e->submission_queue);
  json_object_set_int_member (o, "command_id", e->command_id);
  json_object_set_int_member (o, "status_type", e->status_type);
  json_object_set_int_member (o, "status_code", e->status_code);
  json_object_set_int_member (o, "lba", (gint64) MIN (e->lba, (guint64) G_MAXINT64));
  json_object_set_int_member (o, "nsid", e->nsid);
}

static void
self_test_to_json (const DsNvmeFacts *facts,
                   guint              i,
                   JsonObject        *o)
{
  const DsNvmeSelfTestEntry *e = &g_array_index (facts->self_tests, DsNvmeSelfTestEntry, i);

  json_object_set_string_member (o, "type", ds_nvme_self_test_code_name (e->code));
  json_object_set_string_member (o, "result", ds_nvme_self_test_result_name (e->result));
  json_object_set_int_member (o, "power_on_hours", (gint64) MIN (e->power_on_hours, (guint64) G_MAXINT64));
  set_int (o, "failing_segment", e->failing_segment);
  set_int (o, "failing_lba", e->failing_lba);
}

/* @key: @n entries as objects, or null when the page was not read (@n < 0). */
static void
set_entries (JsonObject        *obj,
             const char        *key,
             const DsNvmeFacts *facts,
             int                n,
             EntryToJson        entry)
{
  JsonArray *array;

  if (n < 0)
    {
      json_object_set_null_member (obj, key);
      return;
    }
  array = json_array_new ();
  for (guint i = 0; i < (guint) n; i++)
    {
      JsonObject *o = json_object_new ();

      entry (facts, i, o);
      json_array_add_object_element (array, o);
    }
  json_object_set_array_member (obj, key, array);
}

JsonNode *
ds_nvme_facts_to_json (const DsNvmeFacts *facts)
{
  JsonObject *obj = json_object_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);

  set_entries (obj, "power_states", facts, facts->power_states != NULL ? (int) facts->power_states->len : -1,
               power_state_to_json);
  set_int (obj, "current_power_state", facts->current_power_state);
  set_bool (obj, "apst_supported", facts->apst_supported);
  set_bool (obj, "apst_enabled", facts->apst_enabled);
  set_bool (obj, "thermal_management_supported", facts->thermal_management_supported);
  set_temp (obj, "thermal_min_c", facts->thermal_min_c);
  set_temp (obj, "thermal_max_c", facts->thermal_max_c);
  set_temp (obj, "tmt1_c", facts->tmt1_c);
  set_temp (obj, "tmt2_c", facts->tmt2_c);
  set_int (obj, "namespaces", facts->namespaces);
  set_int (obj, "firmware_slots", facts->firmware_slots);
  set_bool (obj, "firmware_slot1_read_only", facts->firmware_slot1_read_only);
  set_int (obj, "active_firmware_slot", facts->active_slot);
  set_int (obj, "next_firmware_slot", facts->next_slot);
  set_entries (obj, "firmware_revisions", facts,
               facts->slot_revisions != NULL ? (int) facts->slot_revisions->len : -1, slot_to_json);
  set_entries (obj, "lba_formats", facts, facts->lba_formats != NULL ? (int) facts->lba_formats->len : -1,
               lba_format_to_json);
  set_int (obj, "current_lba_format", facts->lba_formats != NULL ? facts->current_lba_format : -1);
  set_bool (obj, "has_4k_format", ds_nvme_facts_has_4k_format (facts));
  set_entries (obj, "error_log", facts, facts->error_entries != NULL ? (int) facts->error_entries->len : -1,
               error_entry_to_json);
  set_entries (obj, "self_test_log", facts, facts->self_tests != NULL ? (int) facts->self_tests->len : -1,
               self_test_to_json);
  ds_json_set_string (obj, "self_test_running", running_name (facts->self_test_running));
  set_int (obj, "self_test_percent", facts->self_test_percent);

  json_node_take_object (node, obj);
  return node;
}
