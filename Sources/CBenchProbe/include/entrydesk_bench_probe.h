#ifndef ENTRYDESK_BENCH_PROBE_H
#define ENTRYDESK_BENCH_PROBE_H

/* The start-up benchmark's GtkBuilder replica of a window: bench-only, never linked into
 * entrydesk. `entrydesk-bench` compiles this with preload/probe.c into a library it preloads
 * into entrydesk (LD_PRELOAD, scripts/bench/build-probe.sh), which writes the replica of the
 * app's window at its first frame; scripts/bench/minimal-window.c builds it back, to show what
 * GTK alone costs for that screen (docs/STARTUP.md). SwiftPM compiles this file alone (not the
 * preload) for the replica's tests.
 *
 * Pointers are plain `void *` (GtkWidget, GtkWindow): Swift sees GTK's types through CGtk only. */

/* A window's widgets (popovers included) as a GtkBuilder file, with every plain property that
 * differs from a new widget of its type, and their CSS classes. Not replicated: event
 * controllers, signal handlers, accessible properties and relations, and list rows (a list
 * view gets an empty model). Free with entrydesk_replica_clear. */
typedef struct {
    /* The GtkBuilder XML; the window is the object with the id "window". */
    char *xml;
    /* Popovers are attached with gtk_widget_set_parent, which GtkBuilder cannot express: each
     * line is "<popover id> <parent id>" for objects in `xml`. */
    char *popover_parents;
    /* Widgets whose children the walk does not know how to rebuild (their own are left out),
     * comma-separated; "" when none. */
    char *unsupported;
} EntrydeskReplica;

/* The replica of `window` (a GtkWindow). */
EntrydeskReplica entrydesk_replica_make(void *window);
void entrydesk_replica_clear(EntrydeskReplica *replica);

/* Builds a replica back into a window, as the benchmark's C program does: the window (GTK keeps
 * it until entrydesk_replica_destroy), or NULL with GtkBuilder's message in `*error` (free with
 * entrydesk_replica_free). */
void *entrydesk_replica_build(const char *xml, const char *popover_parents, char **error);
void entrydesk_replica_destroy(void *window);
void entrydesk_replica_free(void *text);

#endif
