/* suite-overhead — what each suite step costs beyond its measured window
 *
 * Runs the default step list of the blocksize and qd-scaling suites (every
 * block 512 B … 64 MiB read and write at QD 4; 4K random QD 1 … 256 read and
 * write) with a short window and no warm-up, and times each step from the
 * worker's progress reports: from the report made just before its workload
 * starts to the next step's (or the suite's final) report, minus the
 * window. That is everything a step costs on top of its window: threads,
 * engine set-up, buffers, the first submissions filling the queue, the
 * I/Os still in flight when the window closes, joining, statistics, the
 * suite's own bookkeeping. It is split into
 *   drain  the step's mean latency: by Little's law the time the I/Os in
 *          flight at the end of the window still need (device time: they
 *          cannot be abandoned while the kernel writes into their buffers);
 *   rest   total − drain: the software's own cost per step.
 * Every round is printed as it ends, then a table of min / median / p90 /
 * max over all steps and rounds, how many steps took over 50 ms, and the
 * ten steps with the highest rest.
 * Goal: under 50 ms per step. Also prints each default suite's planned
 * time.
 *
 *   build/tests/suite-overhead [DIR [ROUNDS [WINDOW_S [SIZE_MIB]]]]
 *   (defaults: $TMPDIR or /tmp, 3 rounds, 0.5 s, 1024 MiB as the suites)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "ds-json.h"
#include "ds-suite-job.h"

typedef struct
{
  double begin;      /* the report before the workload started, s */
  double finished;   /* the "finished" report, s */
  double next;       /* the next step's begin (or the suite's end), s */
  char  *label;
} StepTime;

typedef struct
{
  GArray *steps;     /* StepTime */
  guint   current;
  double  window_s;
} Timing;

static double
now_s (void)
{
  return g_get_monotonic_time () / 1e6;
}

static void
on_progress (const DsSuiteProgress *p,
             gpointer               user_data)
{
  Timing *t = user_data;
  double now = now_s ();

  if (p->step == NULL)
    {
      if (t->steps->len > 0)
        g_array_index (t->steps, StepTime, t->steps->len - 1).next = now;
      return;
    }
  if (p->finished != NULL)
    {
      g_array_index (t->steps, StepTime, p->step_index).finished = now;
      return;
    }
  if (p->step_index >= t->steps->len && p->phase_fraction == 0)
    {
      StepTime st = { now, NAN, NAN, ds_suite_step_spec_to_string (p->step) };

      if (t->steps->len > 0)
        g_array_index (t->steps, StepTime, t->steps->len - 1).next = now;
      g_array_append_val (t->steps, st);
    }
}

static int
cmp_double (gconstpointer a,
            gconstpointer b)
{
  double x = *(const double *) a, y = *(const double *) b;

  return x < y ? -1 : x > y;
}

typedef struct
{
  double rest;
  char  *line;
} Worst;

static int
cmp_worst (gconstpointer a,
           gconstpointer b)
{
  double x = ((const Worst *) a)->rest, y = ((const Worst *) b)->rest;

  return x > y ? -1 : x < y;
}

static void
summary (const char *what,
         GArray     *values)
{
  g_array_sort (values, cmp_double);
  if (values->len == 0)
    {
      printf ("%-10s %8s\n", what, "—");
      return;
    }
  printf ("%-10s %8.1f %8.1f %8.1f %8.1f\n", what,
          g_array_index (values, double, 0) * 1e3,
          g_array_index (values, double, values->len / 2) * 1e3,
          g_array_index (values, double, (guint) (values->len * 0.9)) * 1e3,
          g_array_index (values, double, values->len - 1) * 1e3);
}

int
main (int    argc,
      char **argv)
{
  const char *dir = argc > 1 ? argv[1] : g_get_tmp_dir ();
  guint rounds = argc > 2 ? (guint) atoi (argv[2]) : 3;
  double window = argc > 3 ? g_ascii_strtod (argv[3], NULL) : 0.5;
  guint64 size_mib = argc > 4 ? g_ascii_strtoull (argv[4], NULL, 10) : 1024;
  DsSuiteKind kinds[] = { DS_SUITE_BLOCKSIZE, DS_SUITE_QD_SCALING };

  if (rounds == 0 || !(window >= 0.5) || size_mib < 16)
    {
      fprintf (stderr, "usage: %s [DIR [ROUNDS [WINDOW_S >= 0.5 [SIZE_MIB >= 16]]]]\n", argv[0]);
      return 2;
    }
  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      g_autoptr(DsSuiteSettings) s = ds_suite_settings_new (kinds[k]);
      g_autoptr(GPtrArray) plan = ds_suite_settings_plan (s);

      printf ("default %s: %u steps, planned %.0f s of windows and warm-ups\n",
              ds_suite_kind_to_string (kinds[k]), plan->len, ds_suite_settings_estimate_s (s));
    }
  printf ("dir %s, window %.2f s, no warm-up, test file %" G_GUINT64_FORMAT " MiB; load average ",
          dir, window, size_mib);
  {
    g_autofree char *load = NULL;

    g_file_get_contents ("/proc/loadavg", &load, NULL, NULL);
    printf ("%s", load != NULL ? load : "?\n");
  }

  for (guint k = 0; k < G_N_ELEMENTS (kinds); k++)
    {
      g_autoptr(GArray) totals = g_array_new (FALSE, FALSE, sizeof (double));
      g_autoptr(GArray) drains = g_array_new (FALSE, FALSE, sizeof (double));
      g_autoptr(GArray) rests = g_array_new (FALSE, FALSE, sizeof (double));
      g_autoptr(GArray) worst = g_array_new (FALSE, FALSE, sizeof (Worst));

      for (guint r = 1; r <= rounds; r++)
        {
          g_autoptr(DsSuiteSettings) s = ds_suite_settings_new (kinds[k]);
          g_autoptr(DsSuiteResult) result = NULL;
          g_autoptr(GError) error = NULL;
          Timing t = { g_array_new (FALSE, FALSE, sizeof (StepTime)), 0, window };
          double worst_total = 0, worst_rest = 0, sum = 0, sum_rest = 0;
          const char *worst_label = "", *worst_rest_label = "";
          double t0 = now_s ();

          g_free (s->dir);
          s->dir = g_strdup (dir);
          s->duration_s = window;
          s->warmup_s = 0;
          s->size_bytes = size_mib << 20;
          s->allow_cached = TRUE;
          result = ds_suite_run (s, on_progress, &t, NULL, &error);
          if (result == NULL || error != NULL || result->steps->len != t.steps->len)
            {
              fprintf (stderr, "suite-overhead: %s\n", error != NULL ? error->message : "steps missing");
              return 1;
            }
          for (guint i = 0; i < t.steps->len; i++)
            {
              StepTime *st = &g_array_index (t.steps, StepTime, i);
              const DsSuiteStep *step = g_ptr_array_index (result->steps, i);
              double whole = (isnan (st->next) ? st->finished : st->next) - st->begin - window;
              double drain = isfinite (step->stats.lat_mean_us) ? step->stats.lat_mean_us / 1e6 : 0;
              double rest = whole - drain;

              g_array_append_val (totals, whole);
              g_array_append_val (drains, drain);
              g_array_append_val (rests, rest);
              {
                Worst wl = { rest, g_strdup_printf ("%9.1f %9.1f %9.1f  %s (round %u)", rest * 1e3, whole * 1e3,
                                                    drain * 1e3, st->label, r) };

                g_array_append_val (worst, wl);
              }
              sum += whole;
              sum_rest += rest;
              if (whole > worst_total)
                {
                  worst_total = whole;
                  worst_label = st->label;
                }
              if (rest > worst_rest)
                {
                  worst_rest = rest;
                  worst_rest_label = st->label;
                }
            }
          printf ("%s round %u: %u steps in %.1f s (%s); per step: mean %.1f ms (%.1f without the drain), "
                  "worst %.1f ms (%s), worst without the drain %.1f ms (%s)\n",
                  ds_suite_kind_to_string (kinds[k]), r, t.steps->len, now_s () - t0,
                  ds_json_get_bool (result->conditions, "direct_io", FALSE) ? "direct I/O" : "buffered",
                  sum / MAX (t.steps->len, 1) * 1e3, sum_rest / MAX (t.steps->len, 1) * 1e3,
                  worst_total * 1e3, worst_label, worst_rest * 1e3, worst_rest_label);
          fflush (stdout);
          for (guint i = 0; i < t.steps->len; i++)
            g_free (g_array_index (t.steps, StepTime, i).label);
          g_array_unref (t.steps);
        }
      printf ("\n%s, %u rounds, ms per step:\n%-10s %8s %8s %8s %8s\n", ds_suite_kind_to_string (kinds[k]),
              rounds, "", "min", "median", "p90", "max");
      summary ("total", totals);
      summary ("drain", drains);
      summary ("rest", rests);
      g_array_sort (worst, cmp_worst);
      {
        guint over = 0, over_rest = 0;

        for (guint i = 0; i < totals->len; i++)
          {
            over += g_array_index (totals, double, i) > 0.050;
            over_rest += g_array_index (rests, double, i) > 0.050;
          }
        printf ("steps over 50 ms: %u of %u (%u without the drain)\n", over, totals->len, over_rest);
      }
      printf ("highest rest:  rest ms  total ms  drain ms  step\n");
      for (guint i = 0; i < MIN (10, worst->len); i++)
        printf ("  %s\n", g_array_index (worst, Worst, i).line);
      for (guint i = 0; i < worst->len; i++)
        g_free (g_array_index (worst, Worst, i).line);
      printf ("\n");
    }
  return 0;
}
