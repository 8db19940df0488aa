/* Layer guard: this directory is on the include path of every core layer
 * that must not use <liburing.h>. Only src/core/platform/linux/ds-io-uring.c may. */
#error "<liburing.h> may be included only in src/core/platform/linux/ds-io-uring.c; move the code there or go through its interface"
