/* test-helper-mock.c — the real drivescope-helper against a mocked NVMe
 * controller and SATA disk (tests/mock-ioctl.c, preloaded)
 *
 * Checks the commands the helper issues (opcode, log id, NSID, lengths),
 * the JSON it prints, that it refuses every argument that is not a plain
 * kernel name, and the CLI end to end through DRIVESCOPE_HELPER.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <glib/gstdio.h>
#include <string.h>

#include "ds-json.h"

typedef struct
{
  char *root;
  char *log;
} Fixture;

static const char *
env_path (const char *name)
{
  const char *value = g_getenv (name);

  g_assert_nonnull (value);
  return value;
}

static void
write_file (const char *root,
            const char *relative,
            const char *contents,
            gsize       len)
{
  g_autofree char *path = g_build_filename (root, relative, NULL);
  g_autofree char *dir = g_path_get_dirname (path);
  g_autoptr(GError) error = NULL;

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_file_set_contents (path, contents, (gssize) len, &error);
  g_assert_no_error (error);
}

/* Writes the pages of a helper-output fixture as DIR/pages/DEVICE/NAME.bin. */
static void
install_pages (const char *root,
               const char *device,
               const char *fixture)
{
  g_autofree char *path = g_build_filename (DS_FIXTURES, "health", fixture, NULL);
  g_autofree char *text = NULL;
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;
  JsonObject *pages;
  g_autoptr(GList) names = NULL;

  g_file_get_contents (path, &text, NULL, &error);
  g_assert_no_error (error);
  node = ds_json_from_string (text, &error);
  g_assert_no_error (error);
  pages = ds_json_get_object (json_node_get_object (node), "pages");
  names = json_object_get_members (pages);
  for (GList *l = names; l != NULL; l = l->next)
    {
      const char *name = l->data;
      const char *value = json_object_get_string_member (pages, name);

      if (g_str_equal (name, "smart-status"))
        {
          g_autofree char *rel = g_build_filename ("pages", device, "smart-status", NULL);

          write_file (root, rel, value, (gsize) strlen (value));
        }
      else
        {
          g_autofree char *rel = g_strdup_printf ("pages/%s/%s.bin", device, name);
          gsize len = 0;
          g_autofree guchar *bytes = g_base64_decode (value, &len);

          write_file (root, rel, (const char *) bytes, len);
        }
    }
}

static void
make_link (const char *root,
           const char *relative,
           const char *target)
{
  g_autofree char *path = g_build_filename (root, relative, NULL);
  g_autofree char *dir = g_path_get_dirname (path);

  g_assert_cmpint (g_mkdir_with_parents (dir, 0755), ==, 0);
  g_assert_cmpint (symlink (target, path), ==, 0);
}

/* An NVMe controller nvmeN: its class directory, state and /dev node. */
static void
add_controller (const char *root,
                guint       n,
                const char *state)
{
  g_autofree char *dev = g_strdup_printf ("sys/class/nvme/nvme%u/dev", n);
  g_autofree char *dev_number = g_strdup_printf ("250:%u\n", n);
  g_autofree char *state_path = g_strdup_printf ("sys/class/nvme/nvme%u/state", n);
  g_autofree char *node = g_strdup_printf ("dev/nvme%u", n);
  g_autofree char *node_number = g_strdup_printf ("c 250:%u\n", n);

  write_file (root, dev, dev_number, strlen (dev_number));
  write_file (root, state_path, state, strlen (state));
  write_file (root, node, node_number, strlen (node_number));
}

static void
fixture_set_up (Fixture       *f,
                gconstpointer  data)
{
  g_autofree char *sdb_link = NULL;

  f->root = g_dir_make_tmp ("ds-mock-XXXXXX", NULL);
  g_assert_nonnull (f->root);
  f->log = g_build_filename (f->root, "commands.log", NULL);

  /* As in sysfs, a namespace's "device" links to its controller. */
  add_controller (f->root, 0, "live\n");
  write_file (f->root, "sys/block/nvme0n1/dev", "259:0\n", 6);
  make_link (f->root, "sys/block/nvme0n1/device", "../../class/nvme/nvme0");

  /* Native NVMe multipath: the head nvme1n1 is named after subsystem 1,
   * whose controllers are nvme2 (connecting) and nvme3 (live); nvme1 is a
   * controller of another subsystem. The head's "device" links to the
   * subsystem, which holds a link per controller and the head itself. */
  add_controller (f->root, 1, "live\n");
  add_controller (f->root, 2, "connecting\n");
  add_controller (f->root, 3, "live\n");
  write_file (f->root, "sys/class/nvme-subsystem/nvme-subsys1/nvme1n1/dev", "259:1\n", 6);
  make_link (f->root, "sys/class/nvme-subsystem/nvme-subsys1/nvme2", "../../nvme/nvme2");
  make_link (f->root, "sys/class/nvme-subsystem/nvme-subsys1/nvme3", "../../nvme/nvme3");
  write_file (f->root, "sys/block/nvme1n1/dev", "259:1\n", 6);
  make_link (f->root, "sys/block/nvme1n1/device", "../../class/nvme-subsystem/nvme-subsys1");

  /* Namespaces whose controller cannot be opened: nvme4n1 links to a
   * controller directory that is not the nvme4 of /sys/class/nvme; the
   * subsystem of nvme5n1 lists no controller; nvme6n1 has no "device";
   * nvme7n1 links to something that is neither controller nor subsystem. */
  add_controller (f->root, 4, "live\n");
  write_file (f->root, "sys/devices/elsewhere/nvme4/dev", "250:4\n", 6);
  write_file (f->root, "sys/block/nvme4n1/dev", "259:4\n", 6);
  make_link (f->root, "sys/block/nvme4n1/device", "../../devices/elsewhere/nvme4");
  add_controller (f->root, 5, "live\n");
  write_file (f->root, "sys/class/nvme-subsystem/nvme-subsys5/nvme5n1/dev", "259:5\n", 6);
  write_file (f->root, "sys/block/nvme5n1/dev", "259:5\n", 6);
  make_link (f->root, "sys/block/nvme5n1/device", "../../class/nvme-subsystem/nvme-subsys5");
  add_controller (f->root, 6, "live\n");
  write_file (f->root, "sys/block/nvme6n1/dev", "259:6\n", 6);
  add_controller (f->root, 7, "live\n");
  write_file (f->root, "sys/block/nvme7n1/dev", "259:7\n", 6);
  make_link (f->root, "sys/block/nvme7n1/device", "../../class/nvme/nvme7/../../../etc");
  /* nvme8n1 links to a controller named nvme08, with a class directory
   * and a node: a name the kernel never gives, refused for its name. */
  write_file (f->root, "sys/class/nvme/nvme08/dev", "250:8\n", 6);
  write_file (f->root, "sys/class/nvme/nvme08/state", "live\n", 5);
  write_file (f->root, "dev/nvme08", "c 250:8\n", 8);
  write_file (f->root, "sys/block/nvme8n1/dev", "259:8\n", 6);
  make_link (f->root, "sys/block/nvme8n1/device", "../../class/nvme/nvme08");
  write_file (f->root, "sys/block/sda/dev", "8:0\n", 4);
  write_file (f->root, "sys/block/sdb/dev", "8:16\n", 5);
  write_file (f->root, "sys/block/sdc/dev", "8:32\n", 5);
  write_file (f->root, "sys/block/sdd/dev", "8:48\n", 5);
  write_file (f->root, "dev/sda", "b 8:0\n", 6);
  /* sdb: the node is a symbolic link; sdc: a node with another device
   * number than sysfs says; sdd: a character device, not a disk. */
  sdb_link = g_build_filename (f->root, "dev", "sdb", NULL);
  g_assert_cmpint (symlink ("sda", sdb_link), ==, 0);
  write_file (f->root, "dev/sdc", "b 8:99\n", 7);
  write_file (f->root, "dev/sdd", "c 8:48\n", 7);
}

static void
remove_tree (const char *path)
{
  GStatBuf st;

  if (g_lstat (path, &st) == 0 && S_ISDIR (st.st_mode))
    {
      g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
      const char *name;

      while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
        {
          g_autofree char *child = g_build_filename (path, name, NULL);

          remove_tree (child);
        }
      g_rmdir (path);
    }
  else
    g_remove (path);
}

static void
fixture_tear_down (Fixture       *f,
                   gconstpointer  data)
{
  remove_tree (f->root);
  g_free (f->root);
  g_free (f->log);
}

static char **
mock_env (Fixture *f)
{
  char **env = g_get_environ ();

  env = g_environ_setenv (env, "LD_PRELOAD", env_path ("DS_MOCK_IOCTL"), TRUE);
  env = g_environ_setenv (env, "DS_MOCK_ROOT", f->root, TRUE);
  env = g_environ_setenv (env, "DS_MOCK_LOG", f->log, TRUE);
  return env;
}

static int
run (Fixture     *f,
     const char * const *argv,
     const char * const *extra_env,
     char       **out,
     char       **err)
{
  g_auto(GStrv) env = mock_env (f);
  g_autoptr(GError) error = NULL;
  int status = -1;

  for (guint i = 0; extra_env != NULL && extra_env[i] != NULL; i += 2)
    env = g_environ_setenv (env, extra_env[i], extra_env[i + 1], TRUE);
  g_spawn_sync (NULL, (char **) argv, env, G_SPAWN_DEFAULT, NULL, NULL, out, err, &status, &error);
  g_assert_no_error (error);
  g_assert_true (WIFEXITED (status));
  return WEXITSTATUS (status);
}

static int
run_helper (Fixture     *f,
            const char  *name,
            char       **out,
            char       **err)
{
  const char *argv[] = { env_path ("DS_HELPER"), "read", name, NULL };

  return run (f, argv, NULL, out, err);
}

static char **
read_log (Fixture *f)
{
  g_autofree char *text = NULL;

  if (!g_file_get_contents (f->log, &text, NULL, NULL))
    return g_new0 (char *, 1);
  g_strchomp (text);
  return g_strsplit (text, "\n", -1);
}

static void
assert_log (Fixture            *f,
            const char * const *want)
{
  g_auto(GStrv) got = read_log (f);
  guint n = g_strv_length (got);

  for (guint i = 0; i < n; i++)
    g_test_message ("command %u: %s", i, got[i]);
  g_assert_cmpuint (n, ==, g_strv_length ((char **) want));
  for (guint i = 0; i < n; i++)
    g_assert_cmpstr (got[i], ==, want[i]);
}

/* Every page the helper printed is byte-for-byte the fixture's page. */
static void
assert_pages (Fixture    *f,
              const char *device,
              const char *out,
              const char *kind,
              const char * const *want_pages)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = ds_json_from_string (out, &error);
  JsonObject *obj, *pages;
  g_autoptr(GList) members = NULL;

  g_assert_no_error (error);
  obj = json_node_get_object (node);
  g_assert_cmpint (json_object_get_int_member (obj, "version"), ==, 1);
  g_assert_cmpstr (json_object_get_string_member (obj, "device"), ==, device);
  g_assert_cmpstr (json_object_get_string_member (obj, "kind"), ==, kind);
  pages = json_object_get_object_member (obj, "pages");
  members = json_object_get_members (pages);
  g_assert_cmpuint (g_list_length (members), ==, g_strv_length ((char **) want_pages));
  for (guint i = 0; want_pages[i] != NULL; i++)
    {
      const char *value = json_object_get_string_member (pages, want_pages[i]);

      g_assert_nonnull (value);
      if (g_str_equal (want_pages[i], "smart-status"))
        continue;
      {
        g_autofree char *path = g_strdup_printf ("%s/pages/%s/%s.bin", f->root, device, want_pages[i]);
        g_autofree char *expected = NULL;
        gsize expected_len = 0, len = 0;
        g_autofree guchar *bytes = g_base64_decode (value, &len);

        g_file_get_contents (path, &expected, &expected_len, &error);
        g_assert_no_error (error);
        g_assert_cmpmem (bytes, len, expected, expected_len);
      }
    }
}

static void
test_nvme_commands (Fixture       *f,
                    gconstpointer  data)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  int status;

  install_pages (f->root, "nvme0", "nvme-healthy-pcie4.json");
  status = run_helper (f, "nvme0n1", &out, &err);
#if HAVE_LIBNVME
  {
    const char *want_log[] = {
      "nvme opcode=0x06 nsid=0x00000000 cns=0x01 len=4096",
      "nvme opcode=0x02 nsid=0xffffffff lid=0x02 rae=1 numd=127 len=512",
      "nvme opcode=0x02 nsid=0xffffffff lid=0x01 rae=1 numd=63 len=256",
      "nvme opcode=0x02 nsid=0xffffffff lid=0x06 rae=0 numd=140 len=564",
      "nvme opcode=0x06 nsid=0x00000001 cns=0x00 len=4096",
      "nvme opcode=0x02 nsid=0xffffffff lid=0x03 rae=1 numd=127 len=512",
      "nvme opcode=0x0a fid=0x02 sel=0 len=0",
      "nvme opcode=0x0a fid=0x0c sel=0 len=256",
      "nvme opcode=0x0a fid=0x10 sel=0 len=0",
      NULL
    };
    const char *want_pages[] = { "identify-controller", "smart-log", "error-log", "self-test-log",
                                 "identify-namespace", "firmware-slot-log", "features-power-management",
                                 "features-apst", "features-thermal-management", NULL };

    g_test_message ("stderr: %s", err);
    g_assert_cmpint (status, ==, 0);
    assert_log (f, want_log);
    assert_pages (f, "nvme0", out, "nvme", want_pages);
  }
#else
  g_assert_cmpint (status, ==, 1);
  g_assert_nonnull (strstr (err, "not supported in this build"));
  g_assert_cmpstr (out, ==, "");
#endif
}

/* With native multipath the X of nvmeXnY is the subsystem, not a
 * controller: the helper reads through a live controller sysfs lists for
 * the namespace, never through nvme1. */
static void
test_nvme_multipath_head (Fixture       *f,
                          gconstpointer  data)
{
#if HAVE_LIBNVME
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  const char *want_log[] = {
    "nvme opcode=0x06 nsid=0x00000000 cns=0x01 len=4096",
    "nvme opcode=0x02 nsid=0xffffffff lid=0x02 rae=1 numd=127 len=512",
    "nvme opcode=0x02 nsid=0xffffffff lid=0x01 rae=1 numd=63 len=256",
    "nvme opcode=0x02 nsid=0xffffffff lid=0x06 rae=0 numd=140 len=564",
    "nvme opcode=0x06 nsid=0x00000001 cns=0x00 len=4096",
    "nvme opcode=0x02 nsid=0xffffffff lid=0x03 rae=1 numd=127 len=512",
    "nvme opcode=0x0a fid=0x02 sel=0 len=0",
    "nvme opcode=0x0a fid=0x0c sel=0 len=256",
    "nvme opcode=0x0a fid=0x10 sel=0 len=0",
    NULL
  };
  const char *want_pages[] = { "identify-controller", "smart-log", "error-log", "self-test-log",
                               "identify-namespace", "firmware-slot-log", "features-power-management",
                               "features-apst", "features-thermal-management", NULL };

  install_pages (f->root, "nvme1", "nvme-worn.json");
  install_pages (f->root, "nvme3", "nvme-healthy-pcie4.json");
  g_assert_cmpint (run_helper (f, "nvme1n1", &out, &err), ==, 0);
  g_test_message ("stderr: %s", err);
  assert_log (f, want_log);
  assert_pages (f, "nvme3", out, "nvme", want_pages);
#else
  g_test_skip ("built without libnvme: the helper reads no NVMe");
#endif
}

static void
test_nvme_without_self_test (Fixture       *f,
                             gconstpointer  data)
{
#if HAVE_LIBNVME
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  const char *want_log[] = {
    "nvme opcode=0x06 nsid=0x00000000 cns=0x01 len=4096",
    "nvme opcode=0x02 nsid=0xffffffff lid=0x02 rae=1 numd=127 len=512",
    "nvme opcode=0x02 nsid=0xffffffff lid=0x01 rae=1 numd=15 len=64",
    /* The optional facts: this drive's mock has none of them; it has
     * neither APST nor host-controlled thermal management, so those two
     * features are not asked for. */
    "nvme opcode=0x06 nsid=0x00000001 cns=0x00 len=4096",
    "nvme opcode=0x02 nsid=0xffffffff lid=0x03 rae=1 numd=127 len=512",
    "nvme opcode=0x0a fid=0x02 sel=0 len=0",
    NULL
  };
  const char *want_pages[] = { "identify-controller", "smart-log", NULL };

  /* OACS without device self-test: no self-test log is asked for. The
   * error log is (one entry, ELPE 0); this drive's mock has none. */
  install_pages (f->root, "nvme0", "nvme-worn.json");
  g_assert_cmpint (run_helper (f, "nvme0", &out, &err), ==, 0);
  assert_log (f, want_log);
  assert_pages (f, "nvme0", out, "nvme", want_pages);
#else
  g_test_skip ("built without libnvme: the helper reads no NVMe");
#endif
}

static void
test_ata_commands (Fixture       *f,
                   gconstpointer  data)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  const char *want_log[] = {
    "ata command=0xec feature=0x00 protocol=4 extend=0 lba=0x000000 count=1 len=512",
    "ata command=0xb0 feature=0xd0 protocol=4 extend=0 lba=0xc24f00 count=1 len=512",
    "ata command=0xb0 feature=0xd5 protocol=4 extend=0 lba=0xc24f01 count=1 len=512",
    "ata command=0xb0 feature=0xd5 protocol=4 extend=0 lba=0xc24f06 count=1 len=512",
    "ata command=0xb0 feature=0xd1 protocol=4 extend=0 lba=0xc24f00 count=1 len=512",
    "ata command=0xb0 feature=0xda protocol=3 extend=0 lba=0xc24f00 count=0 len=0",
    "ata command=0x2f feature=0x00 protocol=4 extend=1 lba=0x000000 count=1 len=512",
    "ata command=0x2f feature=0x00 protocol=4 extend=1 lba=0x000004 count=1 len=512",
    "ata command=0x2f feature=0x00 protocol=4 extend=1 lba=0x000104 count=1 len=512",
    "ata command=0x2f feature=0x00 protocol=4 extend=1 lba=0x000704 count=1 len=512",
    NULL
  };
  const char *want_pages[] = { "identify-device", "smart-data", "smart-error-log", "smart-self-test-log",
                               "smart-thresholds", "device-statistics-1", "device-statistics-7",
                               "smart-status", NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;

  install_pages (f->root, "sda", "sata-ssd-devstats.json");
  g_assert_cmpint (run_helper (f, "sda", &out, &err), ==, 0);
  assert_log (f, want_log);
  assert_pages (f, "sda", out, "ata", want_pages);
  node = ds_json_from_string (out, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ds_json_get_string (ds_json_get_object (json_node_get_object (node), "pages"),
                                       "smart-status"), ==, "passed");
}

static void
test_ata_failing_without_gpl (Fixture       *f,
                              gconstpointer  data)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  const char *want_log[] = {
    "ata command=0xec feature=0x00 protocol=4 extend=0 lba=0x000000 count=1 len=512",
    "ata command=0xb0 feature=0xd0 protocol=4 extend=0 lba=0xc24f00 count=1 len=512",
    "ata command=0xb0 feature=0xd5 protocol=4 extend=0 lba=0xc24f06 count=1 len=512",
    "ata command=0xb0 feature=0xd1 protocol=4 extend=0 lba=0xc24f00 count=1 len=512",
    "ata command=0xb0 feature=0xda protocol=3 extend=0 lba=0xc24f00 count=0 len=0",
    NULL
  };
  const char *want_pages[] = { "identify-device", "smart-data", "smart-thresholds", "smart-status", NULL };
  g_autofree char *status_path = g_build_filename (f->root, "pages", "sda", "smart-status", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;

  /* No General Purpose Logging: no READ LOG EXT at all. The SMART data
   * offers a self-test log (the mock has none: it is left out) but no
   * error log. */
  install_pages (f->root, "sda", "sata-ssd-241-gib.json");
  g_file_set_contents (status_path, "failing", -1, &error);
  g_assert_no_error (error);
  g_assert_cmpint (run_helper (f, "sda", &out, &err), ==, 0);
  assert_log (f, want_log);
  assert_pages (f, "sda", out, "ata", want_pages);
  node = ds_json_from_string (out, &error);
  g_assert_no_error (error);
  g_assert_cmpstr (ds_json_get_string (ds_json_get_object (json_node_get_object (node), "pages"),
                                       "smart-status"), ==, "failing");
}

static void
test_refuses_bad_arguments (Fixture       *f,
                            gconstpointer  data)
{
  g_autofree char *long_name = g_strnfill (4096, 'a');
  g_autofree char *long_sd = g_strconcat ("sd", long_name, NULL);
  const char *helper = env_path ("DS_HELPER");
  const char * const cases[][6] = {
    { helper, NULL },
    { helper, "read", NULL },
    { helper, "write", "sda", NULL },
    { helper, "read", "sda", "extra" },
    { helper, "read", "/dev/sda", NULL },
    { helper, "read", "../sda", NULL },
    { helper, "read", "sda/..", NULL },
    { helper, "read", "nvme0/../../etc", NULL },
    { helper, "read", "..", NULL },
    { helper, "read", "", NULL },
    { helper, "read", "sda1", NULL },
    { helper, "read", "nvme0n1p1", NULL },
    { helper, "read", "nvme01", NULL },
    { helper, "read", "nvme0c0n1", NULL },
    { helper, "read", "loop0", NULL },
    { helper, "read", "sdz", NULL },        /* no such device */
    { helper, "read", "nvme9", NULL },
    { helper, "read", "nvme0n7", NULL },
    { helper, "read", "nvme4n1", NULL },    /* not the controller of that name */
    { helper, "read", "nvme5n1", NULL },    /* a subsystem with no controller */
    { helper, "read", "nvme6n1", NULL },    /* no device link */
    { helper, "read", "nvme7n1", NULL },    /* a link to neither */
    { helper, "read", "nvme8n1", NULL },    /* its controller is named nvme08 */
    { helper, "read", "sdb", NULL },        /* the node is a symlink */
    { helper, "read", "sdc", NULL },        /* node number differs from sysfs */
    { helper, "read", "sdd", NULL },        /* a character device */
    { helper, "read", long_sd, NULL },
    { helper, "read", "sda\n", NULL },
    { helper, "read", "SDA", NULL },
    /* The self-test command: NVMe names only, three test words only. */
    { helper, "self-test", "nvme0n1", NULL },
    { helper, "self-test", "nvme0n1", "format", NULL },
    { helper, "self-test", "nvme0n1", "SHORT", NULL },
    { helper, "self-test", "nvme0n1", "1", NULL },
    { helper, "self-test", "nvme0n1", "", NULL },
    { helper, "self-test", "nvme0n1", "short", "extra", NULL },
    { helper, "self-test", "sda", "short", NULL },     /* ATA goes through udisks2 */
    { helper, "self-test", "/dev/nvme0", "short", NULL },
    { helper, "self-test", "../nvme0", "short", NULL },
    { helper, "self-test", "nvme9", "short", NULL },
    { helper, "self-test", "nvme8n1", "short", NULL },
    { helper, "read", "nvme0n1", "short", NULL },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *out = NULL;
      g_autofree char *err = NULL;
      g_autofree char *shown = g_strndup (cases[i][2] ? cases[i][2] : "(none)", 40);
      int status;

      status = run (f, cases[i], NULL, &out, &err);
      g_test_message ("case %u “%s”: exit %d, %s", i, shown, status, err);
      g_assert_cmpint (status, ==, 2);
      g_assert_cmpstr (out, ==, "");
    }
  /* Not one command reached a device. */
  g_assert_false (g_file_test (f->log, G_FILE_TEST_EXISTS));
}

/* self-test sends exactly one Device Self-test command for all namespaces,
 * after Identify says the controller supports it; a controller without
 * it gets none, and the helper says why (exit 1). */
static void
test_nvme_self_test (Fixture       *f,
                     gconstpointer  data)
{
#if HAVE_LIBNVME
  const char *helper = env_path ("DS_HELPER");
  const char *start[] = { helper, "self-test", "nvme0n1", "short", NULL };
  const char *abort_test[] = { helper, "self-test", "nvme0", "abort", NULL };
  const char *want_log[] = {
    "nvme opcode=0x06 nsid=0x00000000 cns=0x01 len=4096",
    "nvme opcode=0x14 nsid=0xffffffff stc=0x1",
    "nvme opcode=0x06 nsid=0x00000000 cns=0x01 len=4096",
    "nvme opcode=0x14 nsid=0xffffffff stc=0xf",
    NULL
  };
  const char *want_unsupported[] = { "nvme opcode=0x06 nsid=0x00000000 cns=0x01 len=4096", NULL };
  g_autofree char *out = NULL, *err = NULL, *out2 = NULL, *err2 = NULL, *out3 = NULL, *err3 = NULL;

  install_pages (f->root, "nvme0", "nvme-healthy-pcie4.json");
  g_assert_cmpint (run (f, start, NULL, &out, &err), ==, 0);
  g_assert_cmpint (run (f, abort_test, NULL, &out2, &err2), ==, 0);
  g_assert_cmpstr (out, ==, "");
  assert_log (f, want_log);

  /* nvme-worn: OACS without device self-test. */
  g_remove (f->log);
  install_pages (f->root, "nvme0", "nvme-worn.json");
  g_assert_cmpint (run (f, start, NULL, &out3, &err3), ==, 1);
  g_assert_nonnull (strstr (err3, "does not support device self-test"));
  assert_log (f, want_unsupported);
#else
  g_test_skip ("built without libnvme: the helper runs no NVMe self-test");
#endif
}

static void
test_helper_ignores_environment (Fixture       *f,
                                 gconstpointer  data)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  const char *argv[] = { env_path ("DS_HELPER"), "read", "sda", NULL };
  /* Variables that would steer a careless program. */
  const char *env[] = { "DRIVESCOPE_SYSROOT", "/nonexistent", "PATH", "/nonexistent",
                        "MALLOC_CHECK_", "3", "LC_ALL", "xx_XX.UTF-8", NULL };

  install_pages (f->root, "sda", "hdd-realloc-pending.json");
  g_assert_cmpint (run (f, argv, env, &out, &err), ==, 0);
  g_assert_true (g_str_has_prefix (out, "{\"version\":1,\"device\":\"sda\",\"kind\":\"ata\""));
}

static void
test_cli_end_to_end (Fixture       *f,
                     gconstpointer  data)
{
  g_autofree char *out = NULL;
  g_autofree char *err = NULL;
  g_autofree char *raw_path = g_build_filename (f->root, "raw.json", NULL);
  g_autofree char *raw = NULL;
  const char *argv[] = { env_path ("DS_CLI"), "health", "/dev/sda", "--json", "--save-raw", raw_path, NULL };
  const char *env[] = { "DRIVESCOPE_HELPER", env_path ("DS_HELPER"), NULL };
  g_autoptr(GError) error = NULL;
  g_autoptr(JsonNode) node = NULL;
  JsonObject *obj, *health;

  install_pages (f->root, "sda", "hdd-realloc-pending.json");
  g_assert_cmpint (run (f, argv, env, &out, &err), ==, 0);
  node = ds_json_from_string (out, &error);
  g_assert_no_error (error);
  obj = json_node_get_object (node);
  g_assert_cmpstr (ds_json_get_string (obj, "model"), ==, "ST2000DM008-2FR102");
  g_assert_cmpstr (ds_json_get_string (obj, "drive"), ==, "sda");
  health = ds_json_get_object (obj, "health");
  g_assert_cmpstr (ds_json_get_string (health, "verdict"), ==, "caution");
  g_assert_cmpint (ds_json_get_int (health, "pending_sectors", -1), ==, 8);

  /* --save-raw keeps exactly what the helper printed; --from-file reads it
   * back with no device at all. */
  g_file_get_contents (raw_path, &raw, NULL, &error);
  g_assert_no_error (error);
  g_assert_true (g_str_has_prefix (raw, "{\"version\":1,\"device\":\"sda\""));
  {
    g_autofree char *out2 = NULL;
    g_autofree char *err2 = NULL;
    const char *argv2[] = { env_path ("DS_CLI"), "health", "--from-file", raw_path, "--json", NULL };

    g_autofree char *from_helper = NULL;
    g_autoptr(GString) from_file = NULL;

    g_assert_cmpint (run (f, argv2, NULL, &out2, &err2), ==, 0);
    /* The same, but for where it came from. */
    g_assert_nonnull (strstr (out, "\"source\" : \"helper\""));
    from_file = g_string_new (out2);
    g_assert_cmpuint (g_string_replace (from_file, "\"source\" : \"file\"", "\"source\" : \"helper\"", 1), ==, 1);
    from_helper = g_strdup (out);
    g_assert_cmpstr (from_file->str, ==, from_helper);
  }
  /* A drive the kernel does not have: exit 2, refused by the CLI before
   * the helper (or pkexec's password prompt) is started. */
  {
    g_autofree char *out3 = NULL;
    g_autofree char *err3 = NULL;
    const char *argv3[] = { env_path ("DS_CLI"), "health", "sdz", NULL };

    g_assert_cmpint (run (f, argv3, env, &out3, &err3), ==, 2);
    g_assert_nonnull (strstr (err3, "no drive named 'sdz'"));
  }
}

int
main (int    argc,
      char **argv)
{
  g_test_init (&argc, &argv, NULL);

#define ADD(path, func) \
  g_test_add (path, Fixture, NULL, fixture_set_up, func, fixture_tear_down)
  ADD ("/ds/health/helper/nvme-identify-smart-and-self-test-commands", test_nvme_commands);
  ADD ("/ds/health/helper/nvme-multipath-head-reads-its-own-controller", test_nvme_multipath_head);
  ADD ("/ds/health/helper/nvme-no-self-test-log-unless-supported", test_nvme_without_self_test);
  ADD ("/ds/health/helper/ata-sat-commands-and-device-statistics", test_ata_commands);
  ADD ("/ds/health/helper/ata-failing-status-and-no-gpl", test_ata_failing_without_gpl);
  ADD ("/ds/health/helper/refuses-bad-arguments-with-exit-2", test_refuses_bad_arguments);
  ADD ("/ds/health/helper/nvme-self-test-one-command-only-where-supported", test_nvme_self_test);
  ADD ("/ds/health/helper/ignores-environment", test_helper_ignores_environment);
  ADD ("/ds/health/cli/health-json-save-raw-and-from-file", test_cli_end_to_end);
#undef ADD

  return g_test_run ();
}
