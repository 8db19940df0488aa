/* ds-helper-nvme.c — the raw NVMe pages, through libnvme
 *
 * The only file of Drivescope that includes libnvme. Reads Identify
 * Controller, the SMART / Health Information log for all namespaces
 * (NSID 0xffffffff, retaining asynchronous events so a desktop poll never
 * clears an event another tool waits for) and, when the controller supports
 * device self-test (OACS bit 4), the self-test log; then, each optional,
 * Identify Namespace 1 (its LBA formats), the Firmware Slot Information log
 * and the current values of three features (Get Features, select 0:
 * power management 02h, autonomous power state transition 0Ch, host
 * controlled thermal management 10h), printed as their 4-byte completion
 * dword. Admin commands that only read; nothing is ever written to the
 * device, and no feature is ever set.
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

/* A Get Features completion dword as a 4-byte little-endian page. */
static void
add_feature (DsHelperOutput *out,
             const char     *name,
             __u32           value)
{
  unsigned char *bytes = malloc (4);

  if (bytes == NULL)
    return;
  for (int i = 0; i < 4; i++)
    bytes[i] = (unsigned char) (value >> (8 * i));
  ds_helper_output_add (out, name, bytes, 4);
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

  /* Facts beyond health: optional, each skipped when the controller
   * refuses it. */
  {
    struct nvme_id_ns *ns = calloc (1, sizeof (*ns));

    if (ns != NULL && id->nn >= 1 && nvme_identify_ns (fd, 1, ns) == 0)
      ds_helper_output_add (out, "identify-namespace", (unsigned char *) ns, sizeof (*ns));
    else
      free (ns);
  }
  {
    struct nvme_firmware_slot *fw = calloc (1, sizeof (*fw));

    if (fw != NULL && nvme_get_log_fw_slot (fd, true, fw) == 0)
      ds_helper_output_add (out, "firmware-slot-log", (unsigned char *) fw, sizeof (*fw));
    else
      free (fw);
  }
  {
    __u32 result = 0;

    if (nvme_get_features_power_mgmt (fd, NVME_GET_FEATURES_SEL_CURRENT, &result) == 0)
      add_feature (out, "features-power-management", result);
  }
  if (id->apsta & 1)
    {
      struct nvme_feat_auto_pst *apst = calloc (1, sizeof (*apst));
      __u32 result = 0;

      /* Through the generic call: libnvme 1.3's nvme_get_features_auto_pst
       * asks for feature 03h (LBA Range Type) with no buffer. */
      struct nvme_get_features_args args = {
        .args_size = sizeof (args),
        .fd = fd,
        .timeout = NVME_DEFAULT_IOCTL_TIMEOUT,
        .sel = NVME_GET_FEATURES_SEL_CURRENT,
        .fid = NVME_FEAT_FID_AUTO_PST,
        .data = apst,
        .data_len = apst != NULL ? sizeof (*apst) : 0,
        .result = &result,
      };

      if (apst != NULL && nvme_get_features (&args) == 0)
        add_feature (out, "features-apst", result);
      free (apst);
    }
  if (id->hctma & 1)
    {
      __u32 result = 0;

      if (nvme_get_features_hctm (fd, NVME_GET_FEATURES_SEL_CURRENT, &result) == 0)
        add_feature (out, "features-thermal-management", result);
    }
  return 0;
}

int
ds_helper_nvme_self_test (int             fd,
                          unsigned        stc,
                          DsHelperOutput *out)
{
  struct nvme_dev_self_test_args args = {
    .args_size = sizeof (args),
    .fd = fd,
    .timeout = NVME_DEFAULT_IOCTL_TIMEOUT,
    .nsid = NVME_NSID_ALL,
    .stc = (enum nvme_dst_stc) stc,
  };
  struct nvme_id_ctrl id;

  if (stc != NVME_DST_STC_SHORT && stc != NVME_DST_STC_LONG && stc != NVME_DST_STC_ABORT)
    {
      ds_helper_output_fail (out, "not a self-test code");
      return -1;
    }
  if (check (nvme_identify_ctrl (fd, &id), "Identify Controller", out) < 0)
    return -1;
  if ((id.oacs & NVME_CTRL_OACS_SELF_TEST) == 0)
    {
      ds_helper_output_fail (out, "the controller does not support device self-test");
      return -1;
    }
  return check (nvme_dev_self_test (&args), "Device Self-test", out);
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

int
ds_helper_nvme_self_test (int             fd,
                          unsigned        stc,
                          DsHelperOutput *out)
{
  (void) fd;
  (void) stc;
  ds_helper_output_fail (out, "NVMe is not supported in this build of drivescope-helper "
                              "(built without libnvme)");
  return -1;
}

#endif
