/* ds-metrics.h — Prometheus / OpenMetrics text exposition
 *
 * A small builder: declare a family (name, type, help), add samples with
 * labels, print. Families come out in the order they were declared, each
 * with its HELP and TYPE lines and all its samples together, as the text
 * format requires; a family without samples is left out. Label values are
 * escaped (backslash, double quote, newline), made valid UTF-8 and cleared
 * of control characters, so a hostile model string cannot add a label or a
 * line. Pure: no device, no database.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef enum
{
  DS_METRIC_GAUGE,
  DS_METRIC_COUNTER,
} DsMetricType;

typedef struct _DsMetrics DsMetrics;

DsMetrics *ds_metrics_new      (void);
void       ds_metrics_free     (DsMetrics          *self);

/* NAME must match [a-zA-Z_:][a-zA-Z0-9_:]*; a counter's name ends in
 * "_total". Declaring a family twice is a programming error. */
void       ds_metrics_declare  (DsMetrics          *self,
                                const char         *name,
                                DsMetricType        type,
                                const char         *help);
/* LABELS: name, value, name, value, …, NULL (values may be NULL: the label
 * is left out). A NaN value adds nothing, so unknown stays absent. */
void       ds_metrics_add      (DsMetrics          *self,
                                const char         *name,
                                const char * const *labels,
                                double              value);
char      *ds_metrics_to_text  (DsMetrics          *self);

/* The label value as it goes between the double quotes. */
char      *ds_metrics_escape_label_value (const char *value);
/* Numbers as the text format writes them: "42", "0.5", "+Inf", "NaN". */
char      *ds_metrics_format_value       (double      value);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (DsMetrics, ds_metrics_free)

G_END_DECLS
