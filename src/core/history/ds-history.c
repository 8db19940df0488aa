/* ds-history.c — the history object: its path, its connections, the runner
 * of its operations and "changed"
 *
 * The operations themselves are in ds-history-write.c and
 * ds-history-read.c; this file is what they share
 * (ds-history-operation-private.h).
 *
 * Connections: a worker takes an idle connection or opens one, uses it alone
 * for the one operation, and gives it back for the next worker; a
 * connection whose operation failed is closed instead, so the next one
 * opens the file again (and says again what is wrong with it). The idle
 * connections are closed when the file at the path is no longer the one
 * they opened (deleted, or moved aside by `import --reset-damaged`): the
 * history is always the file at its path.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>

#include "ds-history-operation-private.h"

/* More connections than this stay open only while workers use them. */
#define MAX_IDLE_CONNECTIONS 4

struct _DsHistory
{
  GObject     parent_instance;

  char       *path;
  GMutex      lock;
  GPtrArray  *idle;       /* Connection *, under lock: used by nobody now */
};

typedef struct
{
  DsHistoryStore *store;
  GStatBuf        file;   /* the file it opened */
} Connection;

G_DEFINE_FINAL_TYPE (DsHistory, ds_history, G_TYPE_OBJECT)

G_DEFINE_FLAGS_TYPE (DsHistoryChange, ds_history_change,
                     G_DEFINE_ENUM_VALUE (DS_HISTORY_CHANGE_RUNS, "runs"),
                     G_DEFINE_ENUM_VALUE (DS_HISTORY_CHANGE_HEALTH, "health"),
                     G_DEFINE_ENUM_VALUE (DS_HISTORY_CHANGE_DRIVES, "drives"))

enum { PROP_0, PROP_PATH, N_PROPS };
static GParamSpec *properties[N_PROPS];

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

/* --- connections --- */

static void
connection_free (Connection *c)
{
  g_clear_pointer (&c->store, ds_history_store_free);
  g_free (c);
}

G_DEFINE_AUTOPTR_CLEANUP_FUNC (Connection, connection_free)

static gboolean
same_file (const GStatBuf *a,
           const GStatBuf *b)
{
  return a->st_dev == b->st_dev && a->st_ino == b->st_ino;
}

static Connection *
take_connection (DsHistory  *self,
                 GError    **error)
{
  g_autoptr(Connection) c = NULL;
  GStatBuf now;
  gboolean exists = g_stat (self->path, &now) == 0;

  g_mutex_lock (&self->lock);
  while (c == NULL && self->idle->len > 0)
    {
      c = g_ptr_array_steal_index (self->idle, self->idle->len - 1);
      if (!exists || !same_file (&now, &c->file))
        g_clear_pointer (&c, connection_free);
    }
  g_mutex_unlock (&self->lock);
  if (c != NULL)
    return g_steal_pointer (&c);

  c = g_new0 (Connection, 1);
  c->store = ds_history_store_open (self->path, error);
  if (c->store == NULL)
    return NULL;
  /* What the open found or created; a file that cannot be told is never
   * kept for another operation. */
  if (g_stat (self->path, &c->file) != 0)
    c->file.st_ino = 0;
  return g_steal_pointer (&c);
}

static void
give_back_connection (DsHistory  *self,
                      Connection *c,
                      gboolean    reusable)
{
  g_mutex_lock (&self->lock);
  /* An exclusive connection kept idle would lock every other process out. */
  if (reusable && c->file.st_ino != 0 && self->idle->len < MAX_IDLE_CONNECTIONS &&
      !ds_history_store_is_exclusive (c->store))
    g_ptr_array_add (self->idle, g_steal_pointer (&c));
  g_mutex_unlock (&self->lock);
  g_clear_pointer (&c, connection_free);
}

/* --- the runner --- */

typedef struct
{
  const DsHistoryOperation *operation;
  gpointer                  state;
  GDestroyNotify            state_free;
  GAsyncReadyCallback       callback;
  gpointer                  user_data;
  gboolean                  wrote;      /* set by the worker before it returns */
} Job;

static void
job_free (Job *job)
{
  g_clear_pointer (&job->state, job->state_free);
  g_free (job);
}

static void
job_thread (GTask        *task,
            gpointer      source_object,
            gpointer      task_data,
            GCancellable *cancellable)
{
  DsHistory *self = source_object;
  Job *job = task_data;
  const DsHistoryOperation *operation = job->operation;
  Connection *connection;
  GError *error = NULL;
  gboolean ok;

  if (operation->drop_if_cancelled && g_task_return_error_if_cancelled (task))
    return;
  if (operation->prepare != NULL && !operation->prepare (job->state, &error))
    {
      g_task_return_error (task, error);
      return;
    }
  connection = take_connection (self, &error);
  if (connection == NULL)
    {
      g_task_return_error (task, error);
      return;
    }
  ok = operation->run (connection->store, job->state, &error);
  give_back_connection (self, connection, ok);
  if (!ok)
    {
      g_task_return_error (task, error);
      return;
    }
  job->wrote = operation->changes != 0;
  g_task_return_boolean (task, TRUE);
}

static void
job_done (GObject      *source_object,
          GAsyncResult *result,
          gpointer      user_data)
{
  Job *job = g_task_get_task_data (G_TASK (result));

  if (job->callback != NULL)
    job->callback (source_object, result, job->user_data);
  if (job->wrote)
    g_signal_emit (source_object, signals[CHANGED], 0, job->operation->changes);
}

void
ds_history_operation_start (DsHistory                *self,
                            const DsHistoryOperation *operation,
                            gpointer                  state,
                            GDestroyNotify            state_free,
                            GCancellable             *cancellable,
                            GAsyncReadyCallback       callback,
                            gpointer                  user_data)
{
  g_autoptr(GTask) task = NULL;
  Job *job;

  g_return_if_fail (DS_IS_HISTORY (self));
  g_return_if_fail (operation != NULL && operation->run != NULL);

  job = g_new0 (Job, 1);
  job->operation = operation;
  job->state = state;
  job->state_free = state_free;
  job->callback = callback;
  job->user_data = user_data;
  task = g_task_new (self, cancellable, job_done, NULL);
  g_task_set_source_tag (task, (gpointer) operation);
  g_task_set_name (task, operation->name);
  g_task_set_task_data (task, job, (GDestroyNotify) job_free);
  g_task_run_in_thread (task, job_thread);
}

gpointer
ds_history_operation_finish (DsHistory                *self,
                             GAsyncResult             *result,
                             const DsHistoryOperation *operation,
                             GError                  **error)
{
  Job *job;

  g_return_val_if_fail (g_task_is_valid (result, self), NULL);
  g_return_val_if_fail (g_task_get_source_tag (G_TASK (result)) == operation, NULL);

  job = g_task_get_task_data (G_TASK (result));
  if (!g_task_propagate_boolean (G_TASK (result), error))
    return NULL;
  return job->state;
}

GArray *
ds_history_copy_ids (GArray *run_ids)
{
  GArray *copy = g_array_sized_new (FALSE, FALSE, sizeof (gint64), run_ids != NULL ? run_ids->len : 0);

  if (run_ids != NULL)
    g_array_append_vals (copy, run_ids->data, run_ids->len);
  return copy;
}

/* --- the object --- */

DsHistory *
ds_history_new (const char *path)
{
  return g_object_new (DS_TYPE_HISTORY, "path", path, NULL);
}

const char *
ds_history_get_path (DsHistory *self)
{
  g_return_val_if_fail (DS_IS_HISTORY (self), NULL);
  return self->path;
}

static void
ds_history_constructed (GObject *object)
{
  DsHistory *self = DS_HISTORY (object);

  G_OBJECT_CLASS (ds_history_parent_class)->constructed (object);
  if (self->path == NULL)
    self->path = ds_history_default_path ();
}

static void
ds_history_get_property (GObject    *object,
                         guint       prop_id,
                         GValue     *value,
                         GParamSpec *pspec)
{
  DsHistory *self = DS_HISTORY (object);

  switch (prop_id)
    {
    case PROP_PATH:
      g_value_set_string (value, self->path);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ds_history_set_property (GObject      *object,
                         guint         prop_id,
                         const GValue *value,
                         GParamSpec   *pspec)
{
  DsHistory *self = DS_HISTORY (object);

  switch (prop_id)
    {
    case PROP_PATH:
      g_free (self->path);
      self->path = g_value_dup_string (value);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
ds_history_finalize (GObject *object)
{
  DsHistory *self = DS_HISTORY (object);

  /* Every task holds a reference: no worker uses a connection now. */
  g_clear_pointer (&self->idle, g_ptr_array_unref);
  g_mutex_clear (&self->lock);
  g_free (self->path);
  G_OBJECT_CLASS (ds_history_parent_class)->finalize (object);
}

static void
ds_history_class_init (DsHistoryClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);

  object_class->constructed = ds_history_constructed;
  object_class->get_property = ds_history_get_property;
  object_class->set_property = ds_history_set_property;
  object_class->finalize = ds_history_finalize;

  /* The database file; NULL when made: ds_history_default_path (). */
  properties[PROP_PATH] = g_param_spec_string ("path", NULL, NULL, NULL,
                                               G_PARAM_READWRITE | G_PARAM_CONSTRUCT_ONLY |
                                               G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /* A write succeeded: what it changed (DsHistoryChange). */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST, 0,
                                   NULL, NULL, NULL, G_TYPE_NONE, 1, DS_TYPE_HISTORY_CHANGE);
}

static void
ds_history_init (DsHistory *self)
{
  g_mutex_init (&self->lock);
  self->idle = g_ptr_array_new_with_free_func ((GDestroyNotify) connection_free);
}
