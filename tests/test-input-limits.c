/* test-input-limits.c — the limits every input meets before it is parsed,
 * and the files a user names: issue 12's crashes and refusals at the core.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

#include "ds-error.h"
#include "ds-health.h"
#include "ds-json.h"
#include "ds-test-file.h"
#include "ds-user-file.h"

static char *
nested (guint depth, const char *open, const char *inner, const char *close)
{
  GString *s = g_string_new (NULL);

  for (guint i = 0; i < depth; i++)
    g_string_append (s, open);
  g_string_append (s, inner);
  for (guint i = 0; i < depth; i++)
    g_string_append (s, close);
  return g_string_free (s, FALSE);
}

static void
test_depth_limit_is_exact (void)
{
  g_autofree char *ok = nested (DS_JSON_INPUT_MAX_DEPTH, "[", "1", "]");
  g_autofree char *deep = nested (DS_JSON_INPUT_MAX_DEPTH + 1, "{\"a\":", "1", "}");
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = ds_json_from_string (ok, &error);

  g_assert_no_error (error);
  g_assert_nonnull (node);
  g_assert_null (ds_json_from_string (deep, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "nested"));
}

static void
test_deep_input_is_refused_not_a_crash (void)
{
  /* json-glib overflowed the stack at about 70 000 levels. */
  g_autofree char *deep = nested (200000, "[", "", "");
  g_autoptr(GError) error = NULL;

  g_assert_null (ds_json_from_string (deep, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_PARSE);
}

static void
test_brackets_in_strings_do_not_count (void)
{
  g_autofree char *brackets = nested (1000, "[", "", "");
  /* An escaped quote does not end the string: the brackets after it are
   * still inside. */
  g_autofree char *text = g_strdup_printf ("{\"a\":\"\\\"%s\",\"b\":\"\\\\\"}", brackets);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = ds_json_from_string (text, &error);

  g_assert_no_error (error);
  g_assert_cmpstr (ds_json_get_string (json_node_get_object (node), "b"), ==, "\\");
}

static void
test_size_limit (void)
{
  g_autoptr(GError) error = NULL;

  g_assert_false (ds_json_check_limits ("[]", DS_JSON_MAX_BYTES + 1, DS_JSON_MAX_BYTES, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_PARSE);
  g_clear_error (&error);
  g_assert_true (ds_json_check_limits ("[]", 2, 2, &error));
  g_assert_no_error (error);
}

static void
test_helper_output_limits (void)
{
  g_autofree char *deep = nested (100000, "[", "", "]");
  g_autofree char *big = NULL;
  g_autoptr(GError) error = NULL;
  gsize n = DS_JSON_MAX_HELPER_BYTES + 16;

  g_assert_null (ds_health_parse_helper_output (deep, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_PARSE);
  g_clear_error (&error);
  big = g_malloc (n + 1);
  memset (big, ' ', n);
  big[0] = '{';
  big[n - 1] = '}';
  big[n] = '\0';
  g_assert_null (ds_health_parse_helper_output (big, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_PARSE);
  g_assert_nonnull (strstr (error->message, "more than"));
}

static void
test_json_output_escapes_c1 (void)
{
  g_autoptr(JsonNode) node = json_node_new (JSON_NODE_OBJECT);
  g_autoptr(JsonObject) obj = json_object_new ();
  g_autofree char *text = NULL;

  json_object_set_string_member (obj, "model", "Disk\xc2\x9b" "2J\xc2\x85" "é");
  json_node_set_object (node, obj);
  text = ds_json_to_string (node, FALSE);
  g_assert_null (strstr (text, "\xc2\x9b"));
  g_assert_nonnull (strstr (text, "Disk\\u009b2J\\u0085é"));
  {
    g_autoptr(JsonNode) back = ds_json_from_string (text, NULL);

    g_assert_cmpstr (ds_json_get_string (json_node_get_object (back), "model"), ==,
                     "Disk\xc2\x9b" "2J\xc2\x85" "é");
  }
}

static void
test_user_file_read_refuses_large (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ds-limits-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "big", NULL);
  g_autoptr(GError) error = NULL;
  g_autofree char *data = NULL;
  gsize len = 0;
  FILE *f = fopen (path, "w");

  g_assert_nonnull (f);
  g_assert_cmpint (ftruncate (fileno (f), 4096), ==, 0);
  fclose (f);
  g_assert_null (ds_user_file_read (path, 4095, &len, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_clear_error (&error);
  data = ds_user_file_read (path, 4096, &len, &error);
  g_assert_no_error (error);
  g_assert_cmpuint (len, ==, 4096);
  g_assert_null (ds_user_file_read (dir, 4096, &len, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_unlink (path);
  g_rmdir (dir);
}

/* A FIFO has no size to check up front: what is read counts, and one byte
 * over the limit is refused (a limit checked only per 64 KiB chunk would
 * let a pipe through up to a chunk over it). */
static void
test_user_file_read_refuses_large_pipe (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ds-limits-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "pipe", NULL);
  char data[4097];

  memset (data, 'x', sizeof data);
  g_assert_cmpint (mkfifo (path, 0600), ==, 0);
  for (gsize size = 4096; size <= 4097; size++)
    {
      g_autoptr(GError) error = NULL;
      g_autofree char *got = NULL;
      gsize len = 0;
      /* A reader of our own keeps the pipe's contents after the writer
       * closes it; the writer then opens without waiting. */
      int keep = g_open (path, O_RDONLY | O_NONBLOCK, 0);
      int w = g_open (path, O_WRONLY, 0);

      g_assert_cmpint (keep, >=, 0);
      g_assert_cmpint (w, >=, 0);
      g_assert_cmpint (write (w, data, size), ==, (gssize) size);
      close (w);
      got = ds_user_file_read (path, 4096, &len, &error);
      if (size == 4096)
        {
          g_assert_no_error (error);
          g_assert_cmpuint (len, ==, 4096);
        }
      else
        {
          g_assert_null (got);
          g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
        }
      close (keep);
    }
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_user_file_write_never_touches_a_block_device (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ds-limits-XXXXXX", NULL);
  g_autofree char *node = g_build_filename (dir, "loop", NULL);
  g_autoptr(GError) error = NULL;
  struct stat st;

  if (geteuid () != 0)
    {
      g_test_skip ("making a block device node needs root");
      g_rmdir (dir);
      return;
    }
  /* A node for a loop device that need not exist: refused by its type,
   * before it is opened. */
  g_assert_cmpint (mknod (node, S_IFBLK | 0600, makedev (7, 200)), ==, 0);
  g_assert_false (ds_user_file_write (node, "x", 1, &error));
  g_assert_error (error, DS_ERROR, DS_ERROR_INVALID_ARGUMENT);
  g_assert_cmpint (lstat (node, &st), ==, 0);
  g_assert_true (S_ISBLK (st.st_mode));
  g_unlink (node);
  g_rmdir (dir);
}

static void
test_user_file_write_replaces_regular_files_atomically (void)
{
  g_autofree char *dir = g_dir_make_tmp ("ds-limits-XXXXXX", NULL);
  g_autofree char *path = g_build_filename (dir, "out.json", NULL);
  g_autofree char *link = g_build_filename (dir, "link.json", NULL);
  g_autofree char *got = NULL;
  g_autoptr(GError) error = NULL;

  g_assert_true (ds_user_file_write (path, "one", 3, &error));
  g_assert_no_error (error);
  g_assert_cmpint (symlink ("out.json", link), ==, 0);
  g_assert_true (ds_user_file_write (link, "two", 3, &error));
  g_assert_true (g_file_test (link, G_FILE_TEST_IS_SYMLINK));
  g_assert_true (g_file_get_contents (path, &got, NULL, NULL));
  g_assert_cmpstr (got, ==, "two");
  g_unlink (link);
  g_unlink (path);
  g_rmdir (dir);
}

static void
test_extend_error_advises_by_cause (void)
{
  g_autoptr(GError) perm = NULL, space = NULL, big = NULL;

  ds_test_file_set_extend_error (&perm, EPERM, "/media/stick", 1 << 30);
  g_assert_null (strstr (perm->message, "free some space"));
  g_assert_nonnull (strstr (perm->message, "FAT"));
  ds_test_file_set_extend_error (&space, ENOSPC, "/mnt", 1 << 30);
  g_assert_error (space, DS_ERROR, DS_ERROR_NO_SPACE);
  g_assert_nonnull (strstr (space->message, "free some space"));
  ds_test_file_set_extend_error (&big, EFBIG, "/media/stick", G_GUINT64_CONSTANT (8) << 30);
  g_assert_nonnull (strstr (big->message, "smaller"));
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/ds/limits/json-depth-limit-is-exact", test_depth_limit_is_exact);
  g_test_add_func ("/ds/limits/json-deep-input-is-refused-not-a-crash", test_deep_input_is_refused_not_a_crash);
  g_test_add_func ("/ds/limits/json-brackets-in-strings-do-not-count", test_brackets_in_strings_do_not_count);
  g_test_add_func ("/ds/limits/json-size-limit", test_size_limit);
  g_test_add_func ("/ds/limits/helper-output-depth-and-size", test_helper_output_limits);
  g_test_add_func ("/ds/limits/json-output-escapes-c1", test_json_output_escapes_c1);
  g_test_add_func ("/ds/limits/user-file-read-refuses-large", test_user_file_read_refuses_large);
  g_test_add_func ("/ds/limits/user-file-read-refuses-a-large-pipe", test_user_file_read_refuses_large_pipe);
  g_test_add_func ("/ds/limits/user-file-write-never-touches-a-block-device",
                   test_user_file_write_never_touches_a_block_device);
  g_test_add_func ("/ds/limits/user-file-write-replaces-regular-files-atomically",
                   test_user_file_write_replaces_regular_files_atomically);
  g_test_add_func ("/ds/limits/extend-error-advises-by-cause", test_extend_error_advises_by_cause);
  return g_test_run ();
}
