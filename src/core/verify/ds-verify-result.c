/* ds-verify-result.c — counting, the verdict and the JSON of a capacity check
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gi18n-lib.h>
#include <math.h>

#include "ds-error.h"
#include "ds-format.h"
#include "ds-json.h"
#include "ds-verify-result.h"

DsVerifyResult *
ds_verify_result_new (void)
{
  DsVerifyResult *self = g_new0 (DsVerifyResult, 1);

  self->status = DS_RUN_STATUS_COMPLETED;
  self->first_bad = DS_VERIFY_NO_POSITION;
  self->write_curve = g_array_new (FALSE, FALSE, sizeof (DsVerifyPoint));
  self->read_curve = g_array_new (FALSE, FALSE, sizeof (DsVerifyPoint));
  self->extents = g_array_new (FALSE, FALSE, sizeof (DsVerifyExtent));
  return self;
}

void
ds_verify_result_free (DsVerifyResult *self)
{
  if (self == NULL)
    return;
  g_free (self->uuid);
  g_free (self->error);
  g_free (self->dir);
  g_clear_pointer (&self->conditions, json_object_unref);
  g_free (self->fstype);
  g_free (self->cached_reason);
  g_array_unref (self->write_curve);
  g_array_unref (self->read_curve);
  g_array_unref (self->extents);
  g_free (self);
}

static void
add_extent (DsVerifyResult    *self,
            guint64            position,
            guint64            length,
            DsVerifyBlockState state,
            guint64            other,
            gboolean           write)
{
  DsVerifyExtent e = { position, length, state, other, write };

  if (self->extents->len > 0)
    {
      DsVerifyExtent *last = &g_array_index (self->extents, DsVerifyExtent, self->extents->len - 1);

      /* Aliased blocks join when what they show is consecutive too. */
      if (last->state == state && last->write == write && last->position + last->length == position &&
          (state != DS_VERIFY_BLOCK_ALIASED || last->other + last->length == other))
        {
          last->length += length;
          return;
        }
    }
  if (self->extents->len >= DS_VERIFY_MAX_EXTENTS)
    {
      self->extents_dropped++;
      return;
    }
  g_array_append_val (self->extents, e);
}

void
ds_verify_result_add (DsVerifyResult    *self,
                      guint64            position,
                      guint64            length,
                      DsVerifyBlockState state,
                      guint64            other)
{
  g_return_if_fail (state < DS_VERIFY_BLOCK_N_STATES);

  self->bytes_state[state] += length;
  switch (state)
    {
    case DS_VERIFY_BLOCK_INTACT:
      self->bytes_intact += length;
      if (self->first_bad == DS_VERIFY_NO_POSITION)
        self->intact_prefix = position + length;
      return;
    case DS_VERIFY_BLOCK_ZEROS:
    case DS_VERIFY_BLOCK_STALE:
    case DS_VERIFY_BLOCK_MISSING:
      self->bytes_lost += length;
      break;
    case DS_VERIFY_BLOCK_ALIASED:
      self->bytes_overwritten += length;
      break;
    case DS_VERIFY_BLOCK_CORRUPTED:
      self->bytes_corrupted += length;
      break;
    case DS_VERIFY_BLOCK_IO_ERROR:
      self->bytes_io_error += length;
      break;
    case DS_VERIFY_BLOCK_N_STATES:
    default:
      g_assert_not_reached ();
    }
  if (self->first_bad == DS_VERIFY_NO_POSITION || position < self->first_bad)
    self->first_bad = position;
  add_extent (self, position, length, state, other, FALSE);
}

void
ds_verify_result_add_write_error (DsVerifyResult *self,
                                  guint64         position,
                                  guint64         length)
{
  self->write_errors += length;
  add_extent (self, position, length, DS_VERIFY_BLOCK_IO_ERROR, 0, TRUE);
}

DsVerifyVerdict
ds_verify_result_verdict (const DsVerifyResult *self)
{
  if (self->bytes_checked == 0)
    return DS_VERIFY_VERDICT_INCOMPLETE;
  if (self->bytes_intact == self->bytes_checked && self->write_errors == 0)
    return DS_VERIFY_VERDICT_GENUINE;
  /* A drive that loses or overwrites a few blocks is failing; one that
   * loses more than 1 % of what it was given has less memory than it
   * claims, as the fakes H2testw and f3 find do. */
  if ((self->bytes_overwritten + self->bytes_lost) * 100 > self->bytes_checked)
    return DS_VERIFY_VERDICT_COUNTERFEIT;
  return DS_VERIFY_VERDICT_DAMAGED;
}

const char *
ds_verify_verdict_to_string (DsVerifyVerdict verdict)
{
  switch (verdict)
    {
    case DS_VERIFY_VERDICT_GENUINE: return "genuine";
    case DS_VERIFY_VERDICT_COUNTERFEIT: return "counterfeit";
    case DS_VERIFY_VERDICT_DAMAGED: return "damaged";
    case DS_VERIFY_VERDICT_INCOMPLETE: return "incomplete";
    default: return "unknown";
    }
}

char *
ds_verify_result_verdict_text (const DsVerifyResult *self)
{
  g_autofree char *intact = ds_format_bytes (self->bytes_intact);
  g_autofree char *checked = ds_format_bytes (self->bytes_checked);
  g_autofree char *prefix = ds_format_bytes (self->intact_prefix);
  gboolean partial = self->status != DS_RUN_STATUS_COMPLETED;

  switch (ds_verify_result_verdict (self))
    {
    case DS_VERIFY_VERDICT_INCOMPLETE:
      return g_strdup (_("incomplete: stopped before anything was read back, so nothing can be said"));
    case DS_VERIFY_VERDICT_GENUINE:
      if (partial)
        /* Translators: %s is a size such as "57.3 GB" */
        return g_strdup_printf (_("no damage found: all %s read back before the stop hold data"), checked);
      /* Translators: %s is a size such as "1.82 TB" */
      return g_strdup_printf (_("genuine: all %s hold data"), checked);
    case DS_VERIFY_VERDICT_COUNTERFEIT:
      if (self->bytes_overwritten > 0)
        {
          g_autofree char *over = ds_format_bytes (self->bytes_overwritten);

          /* Translators: intact size, size read back, size overwritten */
          return g_strdup_printf (_("counterfeit: only %s of the %s written hold data; %s were overwritten by "
                                    "later writes (the drive maps more space than it has onto the same memory)"),
                                  intact, checked, over);
        }
      if (self->bytes_intact == self->intact_prefix)
        /* Translators: %s is the size that holds data, such as "57.3 GB" */
        return g_strdup_printf (_("counterfeit: only the first %s hold data; writes beyond it are lost"), prefix);
      {
        g_autofree char *lost = ds_format_bytes (self->bytes_lost);

        /* Translators: intact size, size read back, size lost */
        return g_strdup_printf (_("counterfeit: only %s of the %s written hold data; %s are lost"),
                                intact, checked, lost);
      }
    case DS_VERIFY_VERDICT_DAMAGED:
    default:
      {
        g_autofree char *bad = ds_format_bytes (self->bytes_checked - self->bytes_intact);
        g_autofree char *first = ds_format_bytes (self->first_bad != DS_VERIFY_NO_POSITION ? self->first_bad : 0);

        /* Translators: intact size, size read back, damaged size, position of the first damage */
        return g_strdup_printf (_("damaged: %s of the %s written hold data; %s are lost, corrupted or unreadable, the first at %s"),
                                intact, checked, bad, first);
      }
    }
}

/* --- JSON --- */

static JsonArray *
curve_to_json (GArray *curve)
{
  JsonArray *a = json_array_new ();

  for (guint i = 0; i < curve->len; i++)
    {
      const DsVerifyPoint *p = &g_array_index (curve, DsVerifyPoint, i);
      JsonArray *pt = json_array_new ();

      json_array_add_int_element (pt, (gint64) p->position);
      json_array_add_double_element (pt, p->mbps);
      json_array_add_array_element (a, pt);
    }
  return a;
}

static gboolean
curve_from_json (JsonArray *a,
                 GArray    *out)
{
  if (a == NULL)
    return TRUE;
  for (guint i = 0; i < json_array_get_length (a); i++)
    {
      JsonNode *n = json_array_get_element (a, i);
      JsonArray *pt;
      DsVerifyPoint p;

      if (!JSON_NODE_HOLDS_ARRAY (n) || json_array_get_length (pt = json_node_get_array (n)) != 2)
        return FALSE;
      p.position = (guint64) MAX (json_array_get_int_element (pt, 0), 0);
      p.mbps = json_array_get_double_element (pt, 1);
      g_array_append_val (out, p);
    }
  return TRUE;
}

JsonNode *
ds_verify_result_to_json (const DsVerifyResult *self)
{
  JsonObject *root = json_object_new ();
  JsonObject *settings = json_object_new ();
  JsonObject *summary = json_object_new ();
  JsonArray *extents = json_array_new ();
  JsonNode *node = json_node_new (JSON_NODE_OBJECT);
  g_autofree char *verdict = ds_verify_result_verdict_text (self);

  json_object_set_string_member (root, "kind", "verify");
  ds_json_set_string (root, "uuid", self->uuid);
  json_object_set_int_member (root, "start", self->start_time);
  json_object_set_int_member (root, "end", self->end_time);
  json_object_set_string_member (root, "status", ds_run_status_to_string (self->status));
  ds_json_set_string (root, "error", self->error);

  ds_json_set_string (settings, "dir", self->dir);
  ds_json_set_string (settings, "fstype", self->fstype);
  json_object_set_boolean_member (settings, "read_only", self->read_only);
  json_object_set_boolean_member (settings, "keep", self->keep);
  json_object_set_boolean_member (settings, "direct", self->direct);
  ds_json_set_string (settings, "cached_reason", self->cached_reason);
  json_object_set_int_member (settings, "block_size", self->block_size);
  ds_json_set_u64 (settings, "file_bytes", self->file_bytes);
  json_object_set_int_member (settings, "files", self->n_files);
  json_object_set_int_member (settings, "compressible_percent", self->compressible);
  json_object_set_object_member (root, "settings", settings);

  ds_json_set_u64 (summary, "bytes_planned", self->bytes_planned);
  ds_json_set_u64 (summary, "bytes_written", self->bytes_written);
  ds_json_set_u64 (summary, "bytes_checked", self->bytes_checked);
  ds_json_set_u64 (summary, "bytes_intact", self->bytes_intact);
  ds_json_set_u64 (summary, "bytes_corrupted", self->bytes_corrupted);
  ds_json_set_u64 (summary, "bytes_overwritten", self->bytes_overwritten);
  ds_json_set_u64 (summary, "bytes_lost", self->bytes_lost);
  ds_json_set_u64 (summary, "bytes_io_error", self->bytes_io_error);
  ds_json_set_u64 (summary, "bytes_write_error", self->write_errors);
  ds_json_set_u64 (summary, "bytes_unwritten_tail", self->bytes_unwritten_tail);
  {
    JsonObject *states = json_object_new ();

    for (guint s = 0; s < DS_VERIFY_BLOCK_N_STATES; s++)
      ds_json_set_u64 (states, ds_verify_block_state_to_string (s), self->bytes_state[s]);
    json_object_set_object_member (summary, "bytes_by_state", states);
  }
  if (self->first_bad != DS_VERIFY_NO_POSITION)
    ds_json_set_u64 (summary, "first_bad_position", self->first_bad);
  else
    json_object_set_null_member (summary, "first_bad_position");
  ds_json_set_u64 (summary, "intact_prefix", self->intact_prefix);
  ds_json_set_double (summary, "write_seconds", self->write_seconds);
  ds_json_set_double (summary, "read_seconds", self->read_seconds);
  ds_json_set_double (summary, "write_mbps", self->write_seconds > 0 ? self->bytes_written / 1e6 / self->write_seconds : NAN);
  ds_json_set_double (summary, "read_mbps", self->read_seconds > 0 ? self->bytes_checked / 1e6 / self->read_seconds : NAN);
  json_object_set_string_member (summary, "verdict", ds_verify_verdict_to_string (ds_verify_result_verdict (self)));
  json_object_set_string_member (summary, "verdict_text", verdict);
  json_object_set_object_member (root, "summary", summary);

  for (guint i = 0; i < self->extents->len; i++)
    {
      const DsVerifyExtent *e = &g_array_index (self->extents, DsVerifyExtent, i);
      JsonObject *o = json_object_new ();

      ds_json_set_u64 (o, "position", e->position);
      ds_json_set_u64 (o, "length", e->length);
      json_object_set_string_member (o, "state", ds_verify_block_state_to_string (e->state));
      json_object_set_string_member (o, "pass", e->write ? "write" : "read");
      if (e->state == DS_VERIFY_BLOCK_ALIASED)
        ds_json_set_u64 (o, "holds_position", e->other);
      json_array_add_object_element (extents, o);
    }
  json_object_set_array_member (root, "extents", extents);
  json_object_set_int_member (root, "extents_dropped", self->extents_dropped);
  json_object_set_array_member (root, "write_curve", curve_to_json (self->write_curve));
  json_object_set_array_member (root, "read_curve", curve_to_json (self->read_curve));

  if (self->conditions != NULL)
    json_object_set_object_member (root, "conditions", json_object_ref (self->conditions));
  json_node_take_object (node, root);
  return node;
}

static guint64
get_u64 (JsonObject *o,
         const char *key)
{
  return (guint64) MAX (ds_json_get_int (o, key, 0), 0);
}

static gboolean
state_from_string (const char         *text,
                   DsVerifyBlockState *out)
{
  for (guint s = 0; s < DS_VERIFY_BLOCK_N_STATES; s++)
    if (g_strcmp0 (text, ds_verify_block_state_to_string (s)) == 0)
      {
        *out = s;
        return TRUE;
      }
  return FALSE;
}

DsVerifyResult *
ds_verify_result_from_json (JsonNode  *node,
                            GError   **error)
{
  g_autoptr(DsVerifyResult) self = ds_verify_result_new ();
  JsonObject *root, *settings, *summary, *states;
  JsonArray *extents;

  if (node == NULL || !JSON_NODE_HOLDS_OBJECT (node) ||
      g_strcmp0 (ds_json_get_string (root = json_node_get_object (node), "kind"), "verify") != 0 ||
      (settings = ds_json_get_object (root, "settings")) == NULL ||
      (summary = ds_json_get_object (root, "summary")) == NULL)
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_PARSE, _("This is not the result of a capacity check."));
      return NULL;
    }
  if (!ds_run_status_parse (ds_json_get_string (root, "status"), &self->status, error))
    return NULL;
  self->uuid = g_strdup (ds_json_get_string (root, "uuid"));
  if (ds_json_get_object (root, "conditions") != NULL)
    self->conditions = json_object_ref (ds_json_get_object (root, "conditions"));
  self->start_time = ds_json_get_int (root, "start", 0);
  self->end_time = ds_json_get_int (root, "end", 0);
  self->error = g_strdup (ds_json_get_string (root, "error"));
  self->dir = g_strdup (ds_json_get_string (settings, "dir"));
  self->fstype = g_strdup (ds_json_get_string (settings, "fstype"));
  self->read_only = ds_json_get_bool (settings, "read_only", FALSE);
  self->keep = ds_json_get_bool (settings, "keep", FALSE);
  self->direct = ds_json_get_bool (settings, "direct", FALSE);
  self->cached_reason = g_strdup (ds_json_get_string (settings, "cached_reason"));
  self->block_size = (guint) CLAMP (ds_json_get_int (settings, "block_size", 0), 0, 1 << 20);
  self->file_bytes = get_u64 (settings, "file_bytes");
  self->n_files = (guint) CLAMP (ds_json_get_int (settings, "files", 0), 0, G_MAXINT32);
  self->compressible = (guint) CLAMP (ds_json_get_int (settings, "compressible_percent", 0), 0, 100);

  self->bytes_planned = get_u64 (summary, "bytes_planned");
  self->bytes_written = get_u64 (summary, "bytes_written");
  self->bytes_checked = get_u64 (summary, "bytes_checked");
  self->bytes_intact = get_u64 (summary, "bytes_intact");
  self->bytes_corrupted = get_u64 (summary, "bytes_corrupted");
  self->bytes_overwritten = get_u64 (summary, "bytes_overwritten");
  self->bytes_lost = get_u64 (summary, "bytes_lost");
  self->bytes_io_error = get_u64 (summary, "bytes_io_error");
  self->write_errors = get_u64 (summary, "bytes_write_error");
  self->bytes_unwritten_tail = get_u64 (summary, "bytes_unwritten_tail");
  states = ds_json_get_object (summary, "bytes_by_state");
  for (guint s = 0; states != NULL && s < DS_VERIFY_BLOCK_N_STATES; s++)
    self->bytes_state[s] = get_u64 (states, ds_verify_block_state_to_string (s));
  self->first_bad = ds_json_get_int (summary, "first_bad_position", -1) < 0
                      ? DS_VERIFY_NO_POSITION : get_u64 (summary, "first_bad_position");
  self->intact_prefix = get_u64 (summary, "intact_prefix");
  self->write_seconds = ds_json_get_double (summary, "write_seconds", 0);
  self->read_seconds = ds_json_get_double (summary, "read_seconds", 0);
  if (self->bytes_intact > self->bytes_checked)
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_PARSE,
                           _("The capacity check's numbers do not add up: more intact than read back."));
      return NULL;
    }

  extents = ds_json_get_array (root, "extents");
  for (guint i = 0; extents != NULL && i < MIN (json_array_get_length (extents), DS_VERIFY_MAX_EXTENTS); i++)
    {
      JsonNode *n = json_array_get_element (extents, i);
      DsVerifyExtent e = { 0 };

      if (!JSON_NODE_HOLDS_OBJECT (n) ||
          !state_from_string (ds_json_get_string (json_node_get_object (n), "state"), &e.state))
        {
          g_set_error_literal (error, DS_ERROR, DS_ERROR_PARSE, _("A damaged range of the capacity check is malformed."));
          return NULL;
        }
      e.position = get_u64 (json_node_get_object (n), "position");
      e.length = get_u64 (json_node_get_object (n), "length");
      e.other = get_u64 (json_node_get_object (n), "holds_position");
      e.write = g_strcmp0 (ds_json_get_string (json_node_get_object (n), "pass"), "write") == 0;
      g_array_append_val (self->extents, e);
    }
  self->extents_dropped = (guint) CLAMP (ds_json_get_int (root, "extents_dropped", 0), 0, G_MAXINT32);
  if (!curve_from_json (ds_json_get_array (root, "write_curve"), self->write_curve) ||
      !curve_from_json (ds_json_get_array (root, "read_curve"), self->read_curve))
    {
      g_set_error_literal (error, DS_ERROR, DS_ERROR_PARSE, _("A throughput curve of the capacity check is malformed."));
      return NULL;
    }
  return g_steal_pointer (&self);
}
