/* ds-datasheet.h — a drive's rated figures and whether a run confirms them
 *
 * The figures a vendor's data sheet gives and the tests whose conditions
 * match what each means (the vendor's usual queue depth, threads and block):
 *
 *   seq-read, seq-write      MB/s   sequential, block >= 128 KiB, QD x threads >= 8
 *                                   (CrystalDiskMark's SEQ1M Q8T1); the best such test
 *   rnd4k-read, rnd4k-write  IOPS   random 4 KiB, QD x threads >= 32 (RND4K Q32T1,
 *                                   Q32T16, Q256T1 …); the best such test
 *   read-latency,            µs     random 4 KiB at QD1 T1, mean latency (the
 *   write-latency                   "typical latency" of data sheets); lower is better
 *
 * A throughput figure is confirmed when the run reaches at least
 * DS_DATASHEET_CONFIRM_PERCENT of it, a latency when it stays within
 * 100 + (100 - DS_DATASHEET_CONFIRM_PERCENT) % of it.
 *
 * Pure functions over run JSON (as ds_history_store_load_run_json returns
 * it); the store keeps a drive's data sheet as the JSON of
 * ds_datasheet_to_json.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>
#include <json-glib/json-glib.h>

G_BEGIN_DECLS

#define DS_DATASHEET_CONFIRM_PERCENT 95.0

typedef enum
{
  DS_DATASHEET_SEQ_READ,
  DS_DATASHEET_SEQ_WRITE,
  DS_DATASHEET_RND4K_READ,
  DS_DATASHEET_RND4K_WRITE,
  DS_DATASHEET_READ_LATENCY,
  DS_DATASHEET_WRITE_LATENCY,
  DS_DATASHEET_N_FIGURES,
} DsDatasheetFigure;

typedef struct
{
  double rated[DS_DATASHEET_N_FIGURES];   /* MB/s, IOPS or µs; NAN not given */
} DsDatasheet;

void        ds_datasheet_init       (DsDatasheet       *sheet);
gboolean    ds_datasheet_is_empty   (const DsDatasheet *sheet);
/* "seq-read", "rnd4k-write", "read-latency" */
const char *ds_datasheet_figure_name (DsDatasheetFigure figure);
/* "MB/s", "IOPS", "µs" */
const char *ds_datasheet_figure_unit (DsDatasheetFigure figure);

/* "seq-read=3100MB/s,seq-write=1330MB/s,rnd4k-read=400kIOPS,
 * rnd4k-write=125kIOPS,read-latency=300us,write-latency=1ms": figures in
 * any order, each once; units MB/s, GB/s, IOPS, kIOPS, MIOPS (or K, M),
 * us, µs, ms (a bare number is in the figure's unit). Figures not named
 * stay as they are in SHEET. DS_ERROR_INVALID_ARGUMENT naming the bad
 * part otherwise. */
gboolean    ds_datasheet_parse      (const char        *text,
                                     DsDatasheet       *sheet,
                                     GError           **error);
/* The same syntax back ("seq-read=3100MB/s,…"), only the figures given. */
char       *ds_datasheet_to_string  (const DsDatasheet *sheet);
/* {"seq_read_mbps":3100,"rnd4k_read_iops":400000,"read_latency_us":300,…} */
JsonObject *ds_datasheet_to_json    (const DsDatasheet *sheet);
/* Unknown members and values that are not positive numbers are ignored. */
void        ds_datasheet_from_json  (JsonObject        *object,
                                     DsDatasheet       *sheet);

/* The verdict on each figure of SHEET that RUN (a bench run's JSON, imported
 * CrystalDiskMark results included) has a matching test for:
 * [{"figure":"seq-read","unit":"MB/s","rated":3100,"measured":3164,
 *   "percent":102.1,"confirmed":true,"test":"SEQ1M Q8T1",
 *   "text":"confirmed (3164 MB/s, 102 %)"}]; figures without a matching
 * test are left out. An empty array for other runs. Texts translated. */
JsonArray  *ds_datasheet_check      (const DsDatasheet *sheet,
                                     JsonObject        *run);
/* "seq-read 3100 MB/s: confirmed (3164 MB/s, 102 %)", one per line. */
char       *ds_datasheet_verdicts_text (JsonArray      *verdicts);

G_END_DECLS
