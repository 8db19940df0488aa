/* ds-welford.c — running mean and variance (Welford; Chan et al. for merging)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>

#include "ds-welford.h"

void
ds_welford_init (DsWelford *w)
{
  w->count = 0;
  w->mean = 0.0;
  w->m2 = 0.0;
  w->min = INFINITY;
  w->max = -INFINITY;
}

void
ds_welford_add (DsWelford *w,
                double     value)
{
  double delta, delta2;

  w->count++;
  delta = value - w->mean;
  w->mean += delta / (double) w->count;
  delta2 = value - w->mean;
  w->m2 += delta * delta2;
  if (value < w->min)
    w->min = value;
  if (value > w->max)
    w->max = value;
}

void
ds_welford_merge (DsWelford       *w,
                  const DsWelford *other)
{
  double n_a, n_b, n, delta;

  if (other->count == 0)
    return;
  if (w->count == 0)
    {
      *w = *other;
      return;
    }
  n_a = (double) w->count;
  n_b = (double) other->count;
  n = n_a + n_b;
  delta = other->mean - w->mean;
  w->mean += delta * n_b / n;
  w->m2 += other->m2 + delta * delta * n_a * n_b / n;
  w->count += other->count;
  w->min = MIN (w->min, other->min);
  w->max = MAX (w->max, other->max);
}

double
ds_welford_mean (const DsWelford *w)
{
  return w->count > 0 ? w->mean : NAN;
}

double
ds_welford_min (const DsWelford *w)
{
  return w->count > 0 ? w->min : NAN;
}

double
ds_welford_max (const DsWelford *w)
{
  return w->count > 0 ? w->max : NAN;
}

double
ds_welford_variance (const DsWelford *w)
{
  if (w->count == 0)
    return NAN;
  return w->m2 / (double) w->count;
}

double
ds_welford_stddev (const DsWelford *w)
{
  return sqrt (ds_welford_variance (w));
}
