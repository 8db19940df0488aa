/* ds-helper-nvme.c — the raw NVMe pages, through libnvme
 *
 * The only file of Drivescope that includes libnvme. Reads Identify
 * Controller, the SMART / Health Information log for all namespaces
 * (NSID 0xffffffff, retaining asynchronous events so a desktop poll never
 * clears an event another tool waits for) and, when the controller supports
 * device self-test (OACS bit 4), the self-test log. Admin commands that only
 * read; nothing is ever written to the device.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */
#include "config.h"

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "ds-helper.h"

#if HAVE_LIBNVME

#include <libnvme.h>

static int
check (int              ret,
       const char      *what,
       DsHelperOutput  *out)
{
  if (ret < 0)
    {
      ds_helper_output_fail (out, "%s failed: %s", what, strerror (errno));
      return -1;
    }
  if (ret > 0)
    {
      ds_helper_output_fail (out, "%s failed: NVMe status 0x%x", what, (unsigned) ret);
      return -1;
    }
  return 0;
}

int
ds_helper_read_nvme (int             fd,
                     DsHelperOutput *out)
{
  struct nvme_id_ctrl *id = calloc (1, sizeof (*id));
  struct nvme_smart_log *smart = calloc (1, sizeof (*smart));
  int self_test;

  if (id == NULL || smart == NULL)
    {
      free (id);
      free (smart);
      ds_helper_output_fail (out, "out of memory");
      return -1;
    }

  if (check (nvme_identify_ctrl (fd, id), "Identify Controller", out) < 0)
    {
      free (id);
      free (smart);
      return -1;
    }
  self_test = (id->oacs & NVME_CTRL_OACS_SELF_TEST) != 0;
  ds_helper_output_add (out, "identify-controller", (unsigned char *) id, sizeof (*id));

  if (check (nvme_get_log_smart (fd, NVME_NSID_ALL, true, smart), "SMART / Health log", out) < 0)
    {
      free (smart);
      return -1;
    }
  ds_helper_output_add (out, "smart-log", (unsigned char *) smart, sizeof (*smart));

  /* The newest entries of the Error Information log (ELPE + 1 of them,
   * at most 16). Optional: a controller that fails it still gave its
   * health. */
  {
    unsigned n = (unsigned) id->elpe + 1 < 16 ? (unsigned) id->elpe + 1 : 16;
    struct nvme_error_log_page *errors = calloc (n, sizeof (*errors));

    if (errors != NULL && nvme_get_log_error (fd, n, true, errors) == 0)
      ds_helper_output_add (out, "error-log", (unsigned char *) errors, n * sizeof (*errors));
    else
      free (errors);
  }

  if (self_test)
    {
      struct nvme_self_test_log *log = calloc (1, sizeof (*log));

      /* Optional: a controller that fails it still gave its health. */
      if (log != NULL && nvme_get_log_device_self_test (fd, log) == 0)
        ds_helper_output_add (out, "self-test-log", (unsigned char *) log, sizeof (*log));
      else
        free (log);
    }
  return 0;
}

#else /* !HAVE_LIBNVME */

int
ds_helper_read_nvme (int             fd,
                     DsHelperOutput *out)
{
  (void) fd;
  ds_helper_output_fail (out, "NVMe is not supported in this build of drivescope-helper "
                              "(built without libnvme)");
  return -1;
}

#endif
