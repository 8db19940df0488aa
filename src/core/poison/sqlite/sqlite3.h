/* Layer guard: this directory is on the include path of every core layer
 * that must not use <sqlite3.h>. Only src/core/history (the store) may. */
#error "<sqlite3.h> may be included only in src/core/history (the store); move the code there or go through its interface"
