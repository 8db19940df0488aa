/* ds-run-page.h — the base of a drive's pages that run a test in a file
 *
 * The Benchmark and Thermal pages (and any other page that runs a DsRunTask
 * in a test file) share: the drive and the test folder with its row and
 * chooser, the task of the current or last run, suspend inhibited while it
 * runs, the "running" property, the status line and progress bar when it
 * ends (finished, stopped, or the error), the desktop notification when the
 * window is not looked at, and the toast when the run was saved.
 *
 * A subclass's template (parent="DsRunPage") has an AdwActionRow
 * "folder_row", a GtkLabel "status_label" and a GtkProgressBar
 * "progress_bar", which the base binds and updates; its class_init sets
 * info and calls ds_run_page_class_setup() after setting the template.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <adwaita.h>

#include "ds-drive.h"
#include "ds-run-task.h"

G_BEGIN_DECLS

#define DS_TYPE_RUN_PAGE (ds_run_page_get_type ())
G_DECLARE_DERIVABLE_TYPE (DsRunPage, ds_run_page, DS, RUN_PAGE, AdwBin)

/* What differs between the pages, as static data. The strings but the
 * first two are untranslated (N_()). */
typedef struct
{
  const char *action_prefix;      /* "bench": bench.stop, bench.choose-folder */
  const char *notification_id;
  const char *finished_title;     /* the notification after a long run */
  const char *stopped_title;
  const char *saved_toast;
  const char *not_saved_format;   /* with one %s: why */
} DsRunPageInfo;

struct _DsRunPageClass
{
  AdwBinClass parent_class;

  const DsRunPageInfo *info;

  /* The task reported progress. */
  void   (*task_progress)      (DsRunPage *self,
                                DsRunTask *task);
  /* The task finished: show and save its outcome (the status line, the
   * progress bar and the notification are the base's). */
  void   (*task_finished)      (DsRunPage *self,
                                DsRunTask *task);
  /* The body of the notification after a long run, or NULL. */
  char  *(*notification_body)  (DsRunPage *self,
                                DsRunTask *task);
  /* Enable what may be used now; the base does PREFIX.stop and
   * PREFIX.choose-folder. */
  void   (*update_sensitivity) (DsRunPage *self,
                                gboolean   running);
  /* The run was saved to the history as @id. */
  void   (*saved)              (DsRunPage *self,
                                gint64     id);

  gpointer padding[8];
};

/* In class_init, after gtk_widget_class_set_template_from_resource() and
 * with info set: binds the base's template children and installs the
 * PREFIX.stop and PREFIX.choose-folder actions (Escape stops). */
void            ds_run_page_class_setup     (DsRunPageClass *klass);

void            ds_run_page_set_drive       (DsRunPage      *self,
                                             GPtrArray      *drives,
                                             const DsDrive  *drive);
const DsDrive  *ds_run_page_get_drive       (DsRunPage      *self);
/* The folder the test file goes in, or NULL. */
void            ds_run_page_set_directory   (DsRunPage      *self,
                                             const char     *dir);
const char     *ds_run_page_get_directory   (DsRunPage      *self);
/* As the folder chooser does: @dir for this drive's test file, remembered
 * for the drive (GSettings test-folders) and taken by its other pages. */
void            ds_run_page_choose_directory (DsRunPage     *self,
                                              const char    *dir);
/* What the folder row shows (tests). */
const char     *ds_run_page_get_folder_subtitle (DsRunPage  *self);
GSettings      *ds_run_page_get_settings    (DsRunPage      *self);
/* Cancelled when the page goes. */
GCancellable   *ds_run_page_get_cancellable (DsRunPage      *self);
gboolean        ds_run_page_is_running      (DsRunPage      *self);
/* The task of the current or last run, or NULL. */
DsRunTask      *ds_run_page_get_task        (DsRunPage      *self);
/* The history id of the last run once it was saved, else 0. */
gint64          ds_run_page_get_saved_run   (DsRunPage      *self);

/* Replaces the last task with @task (takes it), inhibits suspend with
 * @inhibit_reason (translated) and starts it. */
void            ds_run_page_start           (DsRunPage      *self,
                                             DsRunTask      *task,
                                             const char     *inhibit_reason);
void            ds_run_page_update_sensitivity (DsRunPage   *self);
/* The status line under the progress bar, and the bar. */
void            ds_run_page_set_status      (DsRunPage      *self,
                                             const char     *text);
/* The status line as shown. */
const char     *ds_run_page_get_status      (DsRunPage      *self);
void            ds_run_page_set_fraction    (DsRunPage      *self,
                                             double          fraction);
void            ds_run_page_toast           (DsRunPage      *self,
                                             const char     *text);
/* The GAsyncReadyCallback of ds_history_save_*_async() (any kind of run:
 * ds_history_save_run_finish); @user_data is a reference on the page. */
void            ds_run_page_save_done       (GObject        *object,
                                             GAsyncResult   *result,
                                             gpointer        user_data);

G_END_DECLS
