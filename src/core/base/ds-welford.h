/* ds-welford.h — running mean, variance, minimum and maximum in constant memory
 *
 * Welford's algorithm: numerically stable for billions of samples, and two
 * accumulators (one per worker thread) merge exactly (Chan et al.).
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  guint64 count;
  double  mean;
  double  m2;      /* sum of squared differences from the mean */
  double  min;
  double  max;
} DsWelford;

void    ds_welford_init      (DsWelford       *w);
void    ds_welford_add       (DsWelford       *w,
                              double           value);
/* Adds everything @other saw to @w. */
void    ds_welford_merge     (DsWelford       *w,
                              const DsWelford *other);
/* NAN when there are no samples. */
double  ds_welford_mean      (const DsWelford *w);
double  ds_welford_min       (const DsWelford *w);
double  ds_welford_max       (const DsWelford *w);
/* Population variance and standard deviation (as fio prints); NAN when
 * empty, 0 for a single sample. */
double  ds_welford_variance  (const DsWelford *w);
double  ds_welford_stddev    (const DsWelford *w);

G_END_DECLS
