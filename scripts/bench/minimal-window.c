/* The baseline of the start-up benchmark: the least a GTK 4 application can do to show a window.
 * It prints "mapped <peak RSS kB> <CLOCK_MONOTONIC ns>" when its window maps and "drawn ..." the
 * same once its first frame is painted (the frame clock's "after-paint"), then "size <width>
 * <height>" of its surface and quits: the same events, on the same clock, as `entrydesk` logs at
 * debug level ("start-up: window mapped", "start-up: first frame drawn"), so all are timed from
 * spawn alike.
 * Usage: minimal-window [WIDTH HEIGHT [REPLICA]] (the benchmark passes the size entrydesk's window
 * maps at: a window's drawing surface alone takes memory in proportion to its area).
 * With REPLICA, a folder the benchmark's probe wrote from the running entrydesk
 * (Sources/CBenchProbe, ENTRYDESK_PROBE_REPLICA), the window is instead
 * entrydesk's as at its first frame: its widgets from REPLICA/window.ui (GtkBuilder), popovers
 * attached as REPLICA/popovers says, and its theme's REPLICA/style.css; what GTK alone costs for
 * that screen. */
#include <gtk/gtk.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>
#include <time.h>

static int window_width = 720, window_height = 820;
static const char *replica;

/* CLOCK_MONOTONIC in ns: the benchmark times the launch against the same clock. */
static long long now_ns(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
}

/* Like entrydesk's StartupTrace: phase ends for the benchmark's breakdown. */
static void trace(const char *phase) {
    printf("trace %s %lld\n", phase, now_ns());
}

static long peak_rss_kb(void) {
    FILE *status = fopen("/proc/self/status", "r");
    char line[256];
    long value = -1;
    if (!status) return -1;
    while (fgets(line, sizeof line, status)) {
        if (strncmp(line, "VmHWM:", 6) == 0) { sscanf(line + 6, "%ld", &value); break; }
    }
    fclose(status);
    return value;
}

static GtkWidget *shown;

static void report_drawn_and_quit(GdkFrameClock *clock, gpointer app) {
    g_signal_handlers_disconnect_by_func(clock, report_drawn_and_quit, app);
    long long drawn_at = now_ns();
    printf("drawn %ld %lld\n", peak_rss_kb(), drawn_at);
    GdkSurface *surface = gtk_native_get_surface(GTK_NATIVE(shown));
    printf("size %d %d\n", surface ? gdk_surface_get_width(surface) : 0, surface ? gdk_surface_get_height(surface) : 0);
    fflush(stdout);
    g_application_quit(G_APPLICATION(app));
}

static void on_map(GtkWidget *window, gpointer app) {
    long long mapped_at = now_ns();
    printf("mapped %ld %lld\n", peak_rss_kb(), mapped_at);
    g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(report_drawn_and_quit), app);
    gtk_widget_queue_draw(window);
}

/* entrydesk's window rebuilt from the files in `replica`, or NULL (with a message) if they are unreadable. */
static GtkWidget *build_replica(void) {
    GError *error = NULL;
    char *path = g_build_filename(replica, "style.css", NULL);
    GtkCssProvider *css = gtk_css_provider_new();
    gtk_css_provider_load_from_path(css, path);
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(css),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    g_free(path);
    path = g_build_filename(replica, "window.ui", NULL);
    GtkBuilder *builder = gtk_builder_new();
    if (!gtk_builder_add_from_file(builder, path, &error)) {
        fprintf(stderr, "minimal-window: %s: %s\n", path, error->message);
        g_error_free(error);
        g_free(path);
        g_object_unref(builder);
        return NULL;
    }
    g_free(path);
    path = g_build_filename(replica, "popovers", NULL);
    char *pairs = NULL;
    if (g_file_get_contents(path, &pairs, NULL, NULL)) {
        char **lines = g_strsplit(pairs, "\n", -1);
        for (char **line = lines; *line; line++) {
            char popover[64], parent[64];
            if (sscanf(*line, "%63s %63s", popover, parent) != 2) continue;
            GObject *child = gtk_builder_get_object(builder, popover), *owner = gtk_builder_get_object(builder, parent);
            if (child && owner) gtk_widget_set_parent(GTK_WIDGET(child), GTK_WIDGET(owner));
        }
        g_strfreev(lines);
        g_free(pairs);
    }
    g_free(path);
    GObject *window = gtk_builder_get_object(builder, "window");
    if (window) g_object_ref(window);
    else fprintf(stderr, "minimal-window: %s/window.ui has no object with the id \"window\"\n", replica);
    g_object_unref(builder);
    return window ? GTK_WIDGET(window) : NULL;
}

static void activate(GtkApplication *app, gpointer data) {
    (void)data;
    trace("gtk-activate");
    GtkWidget *window = replica ? build_replica() : gtk_application_window_new(app);
    if (!window) {
        g_application_quit(G_APPLICATION(app));
        return;
    }
    if (replica) {
        trace("replica-built");
        gtk_window_set_application(GTK_WINDOW(window), app);
    }
    shown = window;
    if (!replica) gtk_window_set_title(GTK_WINDOW(window), "Minimal");
    gtk_window_set_default_size(GTK_WINDOW(window), window_width, window_height);
    g_signal_connect(window, "map", G_CALLBACK(on_map), app);
    gtk_window_present(GTK_WINDOW(window));
}

int main(int argc, char **argv) {
    trace("main");
    if (argc == 3 || argc == 4) {
        window_width = atoi(argv[1]);
        window_height = atoi(argv[2]);
        if (argc == 4) replica = argv[3];
        argc = 1; /* the arguments are ours, not GApplication's */
    }
    GtkApplication *app = gtk_application_new("org.entrydesk.bench.Minimal", G_APPLICATION_NON_UNIQUE);
    g_signal_connect(app, "activate", G_CALLBACK(activate), NULL);
    int status = g_application_run(G_APPLICATION(app), argc, argv);
    g_object_unref(app);
    return status;
}
