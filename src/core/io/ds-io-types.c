/* ds-io-types.c — names of the workload modes, the saved form of latency
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ds-enum-nicks.h"
#include "ds-io-enum-types.h"
#include "ds-io-types.h"
#include "ds-json.h"

const char *
ds_io_mode_to_string (DsIoMode mode)
{
  const char *nick = ds_enum_to_nick (DS_TYPE_IO_MODE, mode);

  return nick != NULL ? nick : "unknown";
}

gboolean
ds_io_mode_from_string (const char *text,
                        DsIoMode   *out)
{
  int value;

  if (!ds_enum_from_nick (DS_TYPE_IO_MODE, text, &value))
    return FALSE;
  *out = value;
  return TRUE;
}

JsonObject *
ds_io_run_stats_latency_to_json (const DsIoRunStats *r)
{
  JsonObject *lat = json_object_new ();

  ds_json_set_double (lat, "mean", r->lat_mean_us);
  ds_json_set_double (lat, "min", r->lat_min_us);
  ds_json_set_double (lat, "max", r->lat_max_us);
  ds_json_set_double (lat, "stddev", r->lat_stddev_us);
  ds_json_set_double (lat, "p50", r->lat_p50_us);
  ds_json_set_double (lat, "p90", r->lat_p90_us);
  ds_json_set_double (lat, "p99", r->lat_p99_us);
  ds_json_set_double (lat, "p999", r->lat_p999_us);
  ds_json_set_double (lat, "p9999", r->lat_p9999_us);
  return lat;
}

void
ds_io_run_stats_latency_from_json (JsonObject   *lat,
                                   DsIoRunStats *r)
{
  r->lat_mean_us = ds_json_get_double (lat, "mean", NAN);
  r->lat_min_us = ds_json_get_double (lat, "min", NAN);
  r->lat_max_us = ds_json_get_double (lat, "max", NAN);
  r->lat_stddev_us = ds_json_get_double (lat, "stddev", NAN);
  r->lat_p50_us = ds_json_get_double (lat, "p50", NAN);
  r->lat_p90_us = ds_json_get_double (lat, "p90", NAN);
  r->lat_p99_us = ds_json_get_double (lat, "p99", NAN);
  r->lat_p999_us = ds_json_get_double (lat, "p999", NAN);
  r->lat_p9999_us = ds_json_get_double (lat, "p9999", NAN);
}
