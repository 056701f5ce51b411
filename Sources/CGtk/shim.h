// Shim for GTK 4 from Swift: static inline wrappers for the function-like macros and fixed-arity
// wrappers for the variadic functions that Swift cannot import. Only GtkKit imports this module.
#ifndef ENTRYDESK_CGTK_SHIM_H
#define ENTRYDESK_CGTK_SHIM_H
#include <gtk/gtk.h>
#include <glib-unix.h>
#endif
