/* Layer guard: this directory is on the include path of every core layer
 * that must not use <sys/ioctl.h>. Only src/core/platform/linux may. */
#error "<sys/ioctl.h> may be included only in src/core/platform/linux; move the code there or go through its interface"
