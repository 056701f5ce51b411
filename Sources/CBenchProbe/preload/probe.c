/* entrydesk-bench's probe: a library the benchmarks preload into entrydesk (LD_PRELOAD), never
 * linked into it, so that the app holds no benchmark code. Built with ../replica.c by
 * scripts/bench/build-probe.sh. It sees the app through GTK alone: the first window the app
 * presents (gtk_window_present, interposed), the style sheet it installs for the display, its
 * actions, and the file chooser its export opens.
 *
 * - With ENTRYDESK_PROBE_REPLICA=DIR, at that window's first frame it writes DIR/window.ui, the
 *   window as a GtkBuilder file (entrydesk_bench_probe.h), DIR/popovers, the popovers' parents,
 *   and DIR/style.css, the app's style sheet as GTK parsed it; then says "replica written".
 * - It reads commands from standard input, one a line:
 *     search TEXT     sets the text of the saved-entries search field (the first text field in
 *                     the widget with the CSS class "entries-panel"), as typing it would;
 *     export PATH     runs the app's "export" action (Ctrl+E) and answers its file chooser
 *                     with PATH instead of showing it;
 *     frames SECONDS  times the window's frames for SECONDS while it redraws without pause, and
 *                     says "frames <count> <p50 ms> <p99 ms> <longest ms> <wait p50 ms>
 *                     <wait p99 ms> <longest wait ms>": a main thread that stalls shows as a long
 *                     frame; a wait is how late a callback due every 4 ms ran, what a keystroke
 *                     arriving then waits before the main loop reads it.
 * What it says goes to standard error as "probe: ..." lines, among the app's own log. The times
 * the app takes (start-up, list reads) come from the app's debug log (G_MESSAGES_DEBUG=entrydesk),
 * not from here. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <gtk/gtk.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include "entrydesk_bench_probe.h"

G_GNUC_BEGIN_IGNORE_DEPRECATIONS

/* The real function `name` (the next definition after this library's): real_<name>. */
#define REAL(name) \
    static __typeof__(&name) real_##name; \
    if (real_##name == NULL) real_##name = (__typeof__(&name))dlsym(RTLD_NEXT, #name)

/* The first window the app presented. */
static GtkWidget *watched;
/* The style providers the app added for the display at application priority, in order. */
static GPtrArray *app_providers;
/* While the "export" action runs: the path its file chooser is answered with, and that chooser. */
static char *export_path;
static gpointer answered_chooser;

static long long now_ns(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (long long)now.tv_sec * 1000000000LL + now.tv_nsec;
}

/* "probe: ..." on standard error, in one write (the app logs there too). */
G_GNUC_PRINTF(1, 2) static void say(const char *format, ...) {
    va_list arguments;
    va_start(arguments, format);
    char *text = g_strdup_vprintf(format, arguments);
    va_end(arguments);
    char *line = g_strconcat("probe: ", text, "\n", NULL);
    ssize_t ignored = write(STDERR_FILENO, line, strlen(line));
    (void)ignored;
    g_free(line);
    g_free(text);
}

/* ---- The replica at the first frame ---- */

static void write_replica(const char *folder) {
    EntrydeskReplica replica = entrydesk_replica_make(watched);
    GString *css = g_string_new(NULL);
    for (guint i = 0; app_providers && i < app_providers->len; i++) {
        char *text = gtk_css_provider_to_string(app_providers->pdata[i]);
        g_string_append(css, text);
        g_free(text);
    }
    GError *error = NULL;
    char *ui = g_build_filename(folder, "window.ui", NULL), *popovers = g_build_filename(folder, "popovers", NULL),
         *style = g_build_filename(folder, "style.css", NULL);
    gboolean written = g_mkdir_with_parents(folder, 0700) == 0 && g_file_set_contents(ui, replica.xml, -1, &error)
        && g_file_set_contents(popovers, replica.popover_parents, -1, &error) && g_file_set_contents(style, css->str, -1, &error);
    if (*replica.unsupported) say("replica-unsupported %s", replica.unsupported);
    if (written) say("replica written");
    else say("replica-error %s", error ? error->message : folder);
    g_clear_error(&error);
    g_free(ui);
    g_free(popovers);
    g_free(style);
    g_string_free(css, TRUE);
    entrydesk_replica_clear(&replica);
}

static void on_first_frame(GdkFrameClock *clock, gpointer data) {
    (void)data;
    g_signal_handlers_disconnect_by_func(clock, on_first_frame, NULL);
    write_replica(g_getenv("ENTRYDESK_PROBE_REPLICA"));
}

static void on_first_map(GtkWidget *window, gpointer data) {
    (void)data;
    g_signal_handlers_disconnect_by_func(window, on_first_map, NULL);
    g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(on_first_frame), NULL);
    gtk_widget_queue_draw(window);
}

/* ---- Frame times ---- */

static struct {
    long long end, last, last_tick;
    GArray *intervals, *waits;
    guint ticks;
} frames;

enum { TICK_MS = 4 };

static gboolean on_tick(gpointer data) {
    (void)data;
    long long now = now_ns();
    if (frames.last_tick) {
        double wait = (double)(now - frames.last_tick) / 1e6 - TICK_MS;
        if (wait < 0) wait = 0;
        g_array_append_val(frames.waits, wait);
    }
    frames.last_tick = now;
    return G_SOURCE_CONTINUE;
}

static int compare_doubles(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

/* The nearest-rank percentile of sorted values (0 when there are none). */
static double rank(GArray *sorted, double p) {
    if (sorted->len == 0) return 0;
    guint index = (guint)ceil(p * sorted->len);
    index = index == 0 ? 0 : index - 1;
    return g_array_index(sorted, double, MIN(sorted->len - 1, index));
}

static void on_frame(GdkFrameClock *clock, gpointer data) {
    (void)data;
    long long now = now_ns();
    if (frames.last) {
        double interval = (double)(now - frames.last) / 1e6;
        g_array_append_val(frames.intervals, interval);
    }
    frames.last = now;
    if (now < frames.end) {
        gtk_widget_queue_draw(watched);
        return;
    }
    g_signal_handlers_disconnect_by_func(clock, on_frame, NULL);
    g_source_remove(frames.ticks);
    g_array_sort(frames.intervals, compare_doubles);
    g_array_sort(frames.waits, compare_doubles);
    GArray *sorted = frames.intervals, *waits = frames.waits;
    say("frames %u %.2f %.2f %.2f %.2f %.2f %.2f", sorted->len, rank(sorted, 0.5), rank(sorted, 0.99),
        sorted->len ? g_array_index(sorted, double, sorted->len - 1) : 0, rank(waits, 0.5), rank(waits, 0.99),
        waits->len ? g_array_index(waits, double, waits->len - 1) : 0);
    g_array_free(frames.intervals, TRUE);
    g_array_free(frames.waits, TRUE);
    memset(&frames, 0, sizeof frames);
}

static void time_frames(double seconds) {
    if (frames.intervals) { say("frames-error already timing frames"); return; }
    frames.end = now_ns() + (long long)(seconds * 1e9);
    frames.intervals = g_array_new(FALSE, FALSE, sizeof(double));
    frames.waits = g_array_new(FALSE, FALSE, sizeof(double));
    frames.ticks = g_timeout_add(TICK_MS, on_tick, NULL);
    g_signal_connect(gtk_widget_get_frame_clock(watched), "after-paint", G_CALLBACK(on_frame), NULL);
    gtk_widget_queue_draw(watched);
}

/* ---- Search and export ---- */

/* The first widget below `widget` (itself included, depth first) with the CSS class, or the first
 * editable text when `css_class` is NULL. */
static GtkWidget *find(GtkWidget *widget, const char *css_class) {
    if (css_class ? gtk_widget_has_css_class(widget, css_class) : GTK_IS_EDITABLE(widget)) return widget;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        GtkWidget *found = find(child, css_class);
        if (found) return found;
    }
    return NULL;
}

static void search(const char *text) {
    GtkWidget *panel = find(watched, "entries-panel");
    GtkWidget *field = panel ? find(panel, NULL) : NULL;
    if (field == NULL) { say("search-error no text field in a widget with the CSS class entries-panel"); return; }
    gtk_editable_set_text(GTK_EDITABLE(field), text);
}

static void export_to(const char *path) {
    GApplication *application = g_application_get_default();
    if (application == NULL || !g_action_group_has_action(G_ACTION_GROUP(application), "export")) {
        say("export-error the app has no \"export\" action");
        return;
    }
    export_path = g_strdup(path);
    g_action_group_activate_action(G_ACTION_GROUP(application), "export", NULL);
    if (export_path) say("export-error the \"export\" action showed no file chooser");
    g_clear_pointer(&export_path, g_free);
}

/* The export's file chooser, answered at once with `export_path` instead of being shown. */
void gtk_native_dialog_show(GtkNativeDialog *dialog) {
    REAL(gtk_native_dialog_show);
    if (export_path == NULL || !GTK_IS_FILE_CHOOSER(dialog)) {
        real_gtk_native_dialog_show(dialog);
        return;
    }
    answered_chooser = dialog;
    g_signal_emit_by_name(dialog, "response", GTK_RESPONSE_ACCEPT);
    answered_chooser = NULL;
    g_clear_pointer(&export_path, g_free);
}

GFile *gtk_file_chooser_get_file(GtkFileChooser *chooser) {
    REAL(gtk_file_chooser_get_file);
    if (export_path && (gpointer)chooser == answered_chooser) return g_file_new_for_path(export_path);
    return real_gtk_file_chooser_get_file(chooser);
}

/* ---- Commands ---- */

static void run(const char *command) {
    if (watched == NULL) { say("error no window yet for \"%s\"", command); return; }
    if (g_str_has_prefix(command, "search ")) search(command + strlen("search "));
    else if (g_str_has_prefix(command, "export ")) export_to(command + strlen("export "));
    else if (g_str_has_prefix(command, "frames ")) time_frames(g_ascii_strtod(command + strlen("frames "), NULL));
    else say("error unknown command \"%s\"", command);
}

static gboolean on_commands(GIOChannel *channel, GIOCondition condition, gpointer data) {
    (void)condition;
    (void)data;
    char *line = NULL;
    gsize length = 0, end = 0;
    GIOStatus status;
    while ((status = g_io_channel_read_line(channel, &line, &length, &end, NULL)) == G_IO_STATUS_NORMAL) {
        line[end] = '\0';
        run(line);
        g_free(line);
    }
    return status == G_IO_STATUS_AGAIN ? G_SOURCE_CONTINUE : G_SOURCE_REMOVE;
}

/* ---- What the app does, seen on its way to GTK ---- */

void gtk_window_present(GtkWindow *window) {
    REAL(gtk_window_present);
    if (watched == NULL) {
        watched = GTK_WIDGET(window);
        g_object_add_weak_pointer(G_OBJECT(window), (gpointer *)&watched);
        if (g_getenv("ENTRYDESK_PROBE_REPLICA")) g_signal_connect(window, "map", G_CALLBACK(on_first_map), NULL);
        GIOChannel *commands = g_io_channel_unix_new(STDIN_FILENO);
        g_io_channel_set_encoding(commands, NULL, NULL);
        g_io_channel_set_flags(commands, G_IO_FLAG_NONBLOCK, NULL);
        g_io_add_watch(commands, G_IO_IN | G_IO_HUP | G_IO_ERR, on_commands, NULL);
        g_io_channel_unref(commands);
    }
    real_gtk_window_present(window);
}

void gtk_style_context_add_provider_for_display(GdkDisplay *display, GtkStyleProvider *provider, guint priority) {
    REAL(gtk_style_context_add_provider_for_display);
    if (priority == GTK_STYLE_PROVIDER_PRIORITY_APPLICATION && GTK_IS_CSS_PROVIDER(provider)) {
        if (app_providers == NULL) app_providers = g_ptr_array_new_with_free_func(g_object_unref);
        g_ptr_array_add(app_providers, g_object_ref(provider));
    }
    real_gtk_style_context_add_provider_for_display(display, provider, priority);
}

G_GNUC_END_IGNORE_DEPRECATIONS
