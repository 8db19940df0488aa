/* Layer guard: this directory is on the include path of every core layer
 * that must not use <sys/statfs.h>. Only src/core/platform/linux may. */
#error "<sys/statfs.h> may be included only in src/core/platform/linux; move the code there or go through its interface"
