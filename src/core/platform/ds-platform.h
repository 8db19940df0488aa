/* ds-platform.h — what every platform provides besides drives, mounts, the
 * test file and the I/O engines
 *
 * Part of the platform seam (the other interfaces: ds-drive-list.h,
 * ds-mounts.h, ds-test-file.h, ds-io-backend.h). The health layer runs the
 * helper through these; the bench and thermal layers read temperatures
 * through ds_drive_read_temperature().
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#pragma once

#include <gio/gio.h>

#include "ds-drive.h"

G_BEGIN_DECLS

/* The health helper: $DRIVESCOPE_HELPER, else the one built beside this
 * program (uninstalled), else the installed one. */
char     *ds_platform_helper_path        (void);
/* TRUE for a name the helper accepts (Linux: nvme0, nvme0n1, sda;
 * Windows: PhysicalDrive0), so a bad one is refused before any prompt. */
gboolean  ds_platform_helper_accepts_name (const char *name);
/* TRUE when the helper needs administrator rights here (Linux: yes;
 * Windows: no, the NVMe pages are readable by the user). */
gboolean  ds_platform_helper_needs_elevation (void);
/* TRUE when this process already has the rights the helper needs. */
gboolean  ds_platform_is_privileged      (void);
/* Prepends to @argv what runs the helper with administrator rights (pkexec
 * on Linux); FALSE with DS_ERROR_PERMISSION saying what to install when
 * there is no way to. */
gboolean  ds_platform_elevate_argv       (GPtrArray   *argv,
                                          GError     **error);
/* Adds to the helper's @argv what lets it ask for administrator rights
 * itself, when the caller allows a prompt (Windows: --may-elevate, for a
 * SATA drive's SMART data; Linux: nothing, pkexec asks). */
void      ds_platform_helper_allow_prompt (GPtrArray  *argv);
/* TRUE when an elevated helper's @exit_status means the user dismissed the
 * prompt or was not authorised (pkexec: 126, 127). */
gboolean  ds_platform_elevation_refused  (int          exit_status);

/* Where the translations are: the build tree's po/ when this program runs
 * uninstalled from a build directory (./run.sh), else the installed
 * LOCALEDIR (on Windows: share\locale beside the program's bin\). */
char     *ds_platform_locale_dir         (void);

/* The drive's current temperature from its sensor (hwmon on Linux,
 * StorageDeviceTemperatureProperty on Windows); NAN when it has none. */
double    ds_drive_read_temperature      (const DsDrive *drive);

/* The filesystem holding @dir: its size, what users may still write, and
 * what is used (as df counts them); FALSE when it cannot be read. */
gboolean  ds_platform_filesystem_usage   (const char  *dir,
                                          guint64     *total_bytes,
                                          guint64     *available_bytes,
                                          guint64     *used_bytes);
/* The operating system as run conditions record it: "Linux 6.1.0-18-amd64"
 * or "Windows 10.0.19045", and the machine ("x86_64"). */
gboolean  ds_platform_os_description     (char       **kernel,
                                          char       **arch);
/* The CPU's model name, or NULL. */
char     *ds_platform_cpu_model          (void);
/* Asks the scheduler to wake the calling I/O thread promptly (a short
 * slice on Linux 6.12+); a thread that sleeps once per I/O calls it.
 * Does nothing where the system has no such request. */
void      ds_platform_prefer_short_slice (void);

/* Installed physical memory in bytes; 0 when unknown. */
guint64   ds_platform_physical_memory    (void);
/* Memory aligned to @alignment (a power of two), for direct I/O buffers;
 * aborts when out of memory. Free with ds_platform_aligned_free(). */
void     *ds_platform_aligned_alloc      (gsize        alignment,
                                          gsize        size);
void      ds_platform_aligned_free       (void        *memory);
/* Alignment at which ds_platform_prefer_huge_pages() can take effect. */
#define DS_PLATFORM_HUGE_PAGE_ALIGN ((gsize) 2 << 20)
/* Asks that @memory (from ds_platform_aligned_alloc() with
 * DS_PLATFORM_HUGE_PAGE_ALIGN, @size a multiple of it, not yet touched) be
 * backed by huge pages, so that a large direct I/O from it is physically
 * contiguous and reaches the device as one request. Does nothing where the
 * system has no such request; the memory works the same either way. */
void      ds_platform_prefer_huge_pages  (void        *memory,
                                          gsize        size);

G_END_DECLS
