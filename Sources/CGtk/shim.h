// Shim for GTK 4 from Swift: static inline wrappers for the function-like macros and fixed-arity
// wrappers for the variadic functions that Swift cannot import. Only GtkKit imports this module.
// Being static inline, all of it is copied into every Swift file that imports CGtk: C that is
// more than such a wrapper (a GObject type, a longer function) goes to Sources/CGtkObjects.
#ifndef ENTRYDESK_CGTK_SHIM_H
#define ENTRYDESK_CGTK_SHIM_H
#include <gtk/gtk.h>
#include <dlfcn.h>
#include <glib-unix.h>
#include <stdio.h>
#include <unistd.h>

// ---- Macros ----

static inline guint entrydesk_invalid_list_position(void) { return GTK_INVALID_LIST_POSITION; }
static inline const char *entrydesk_object_type_name(gpointer object) { return G_OBJECT_TYPE_NAME(object); }
static inline gboolean entrydesk_is_widget(gpointer object) { return GTK_IS_WIDGET(object); }
static inline gboolean entrydesk_is_window(gpointer object) { return GTK_IS_WINDOW(object); }
static inline gboolean entrydesk_is_editable(gpointer object) { return GTK_IS_EDITABLE(object); }
static inline gboolean entrydesk_is_text(gpointer object) { return GTK_IS_TEXT(object); }
static inline gboolean entrydesk_is_string_object(gpointer object) { return GTK_IS_STRING_OBJECT(object); }

// ---- g_object_set / g_object_get (variadic) ----

static inline void entrydesk_object_set_bool(gpointer object, const char *name, gboolean value) {
    g_object_set(object, name, value, NULL);
}
static inline void entrydesk_object_set_int(gpointer object, const char *name, gint value) {
    g_object_set(object, name, value, NULL);
}
static inline void entrydesk_object_set_string(gpointer object, const char *name, const char *value) {
    g_object_set(object, name, value, NULL);
}
static inline gboolean entrydesk_object_get_bool(gpointer object, const char *name) {
    gboolean value = FALSE;
    g_object_get(object, name, &value, NULL);
    return value;
}
/// Returns a newly allocated string (free with g_free) or NULL.
static inline char *entrydesk_object_get_string(gpointer object, const char *name) {
    char *value = NULL;
    g_object_get(object, name, &value, NULL);
    return value;
}

// ---- Accessibility (gtk_accessible_update_* are variadic) ----

static inline void entrydesk_accessible_set_string(GtkAccessible *accessible, GtkAccessibleProperty property, const char *value) {
    gtk_accessible_update_property(accessible, property, value, -1);
}
static inline void entrydesk_accessible_set_bool(GtkAccessible *accessible, GtkAccessibleProperty property, gboolean value) {
    gtk_accessible_update_property(accessible, property, value, -1);
}
static inline void entrydesk_accessible_set_int(GtkAccessible *accessible, GtkAccessibleProperty property, int value) {
    gtk_accessible_update_property(accessible, property, value, -1);
}
static inline void entrydesk_accessible_set_double(GtkAccessible *accessible, GtkAccessibleProperty property, double value) {
    gtk_accessible_update_property(accessible, property, value, -1);
}
/// States take an int-sized value: gboolean for most, GtkAccessibleInvalidState for INVALID,
/// GtkAccessibleTristate for CHECKED/PRESSED.
static inline void entrydesk_accessible_set_state(GtkAccessible *accessible, GtkAccessibleState state, int value) {
    gtk_accessible_update_state(accessible, state, value, -1);
}
/// Whether a boolean property was given `value` (gtk_test_accessible_check_property is
/// variadic): GTK 4.8 exports some properties, REQUIRED among them, to no AT-SPI state.
static inline gboolean entrydesk_accessible_bool_property_is(GtkAccessible *accessible, GtkAccessibleProperty property, gboolean value) {
    char *mismatch = gtk_test_accessible_check_property(accessible, property, value);
    gboolean matches = mismatch == NULL;
    g_free(mismatch);
    return matches;
}
/// Relations holding a list of references (LABELLED_BY, DESCRIBED_BY, CONTROLS, OWNS, ...).
static inline void entrydesk_accessible_set_relation_list(GtkAccessible *accessible, GtkAccessibleRelation relation, GtkAccessible *other) {
    gtk_accessible_update_relation(accessible, relation, other, NULL, -1);
}
/// Relations holding one reference (ACTIVE_DESCENDANT, ERROR_MESSAGE is a list in 4.8 too).
static inline void entrydesk_accessible_set_relation_single(GtkAccessible *accessible, GtkAccessibleRelation relation, GtkAccessible *other) {
    gtk_accessible_update_relation(accessible, relation, other, -1);
}

// ---- g_signal_emit_by_name (variadic) ----

/// Emits a signal that takes no arguments and returns nothing ("clicked", "activate").
static inline void entrydesk_signal_emit_void(gpointer instance, const char *name) {
    g_signal_emit_by_name(instance, name);
}

// ---- Dialogs (gtk_message_dialog_new is variadic) ----

static inline GtkWidget *entrydesk_message_dialog_new(GtkWindow *parent, GtkMessageType type, GtkButtonsType buttons, const char *message) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    GtkWidget *dialog = gtk_message_dialog_new(parent, GTK_DIALOG_MODAL | GTK_DIALOG_DESTROY_WITH_PARENT, type, buttons, "%s", message);
    G_GNUC_END_IGNORE_DEPRECATIONS
    return dialog;
}

// ---- File chooser (the constructor takes button labels; no variadics, but a deprecation-free
//      wrapper keeps the warning out of Swift builds) ----

static inline GtkFileChooserNative *entrydesk_file_chooser_native_new(const char *title, GtkWindow *parent, GtkFileChooserAction action, const char *accept, const char *cancel) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    GtkFileChooserNative *chooser = gtk_file_chooser_native_new(title, parent, action, accept, cancel);
    G_GNUC_END_IGNORE_DEPRECATIONS
    return chooser;
}

// ---- Announcements: gtk_accessible_announce from GTK 4.14, looked up at run time ----

/// The description a widget's owner gave it, kept on the object (freed with it), so that an
/// announcement shown in its place can be taken back.
static inline void entrydesk_accessible_remember_description(gpointer object, const char *description) {
    g_object_set_data_full(G_OBJECT(object), "entrydesk-own-description", g_strdup(description), g_free);
}
/// The description its owner gave it, else the one GTK made of its tooltip, else "".
static inline const char *entrydesk_accessible_remembered_description(gpointer object) {
    const char *description = g_object_get_data(G_OBJECT(object), "entrydesk-own-description");
    if (description == NULL && GTK_IS_WIDGET(object)) description = gtk_widget_get_tooltip_text(GTK_WIDGET(object));
    return description ? description : "";
}
/// The accessible name its owner gave a widget, kept on the object: GTK 4.8 has no getter
/// for accessible properties, and touch exploration says what a touched widget is called.
static inline void entrydesk_accessible_remember_label(gpointer object, const char *label) {
    g_object_set_data_full(G_OBJECT(object), "entrydesk-own-label", g_strdup(label), g_free);
}
static inline const char *entrydesk_own_label(GtkWidget *widget) {
    const char *label = g_object_get_data(G_OBJECT(widget), "entrydesk-own-label");
    if (label != NULL && label[0] != '\0') return label;
    if (GTK_IS_LABEL(widget)) {
        const char *text = gtk_label_get_text(GTK_LABEL(widget));
        if (text != NULL && text[0] != '\0') return text;
    }
    return NULL;
}
/// What a screen reader would call the widget of `window` under a point (window coordinates):
/// a button by the accessible name its owner gave it, else by its text; anything else by the
/// nearest name or label text around it. NULL over a text field (focus going there says it) or
/// over nothing named.
static inline const char *entrydesk_spoken_name_at(GtkWidget *window, double x, double y) {
    GtkWidget *picked = gtk_widget_pick(window, x, y, GTK_PICK_DEFAULT);
    if (picked == NULL || GTK_IS_EDITABLE(picked) || gtk_widget_get_ancestor(picked, GTK_TYPE_EDITABLE) != NULL) return NULL;
    GtkWidget *button = gtk_widget_get_ancestor(picked, GTK_TYPE_BUTTON);
    if (button != NULL) {
        const char *own = g_object_get_data(G_OBJECT(button), "entrydesk-own-label");
        if (own != NULL && own[0] != '\0') return own;
    }
    for (GtkWidget *widget = picked; widget != NULL; widget = gtk_widget_get_parent(widget)) {
        const char *name = entrydesk_own_label(widget);
        if (name != NULL) return name;
    }
    return NULL;
}
/// gtk_accessible_announce (GTK 4.14 and later) when this GTK has it: 1 when said, 0 when not.
static inline int entrydesk_accessible_announce(GtkAccessible *accessible, const char *message) {
    typedef void (*Announce)(GtkAccessible *, const char *, int);
    static Announce announce = NULL;
    static gboolean looked = FALSE;
    if (!looked) {
        announce = (Announce)dlsym(RTLD_DEFAULT, "gtk_accessible_announce");
        looked = TRUE;
    }
    if (announce == NULL) return 0;
    announce(accessible, message, 1 /* GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM */);
    return 1;
}
/// The accessible role of a widget (to skip those screen readers never see, e.g. GtkText in an entry).
static inline int entrydesk_widget_is_presented(GtkWidget *widget) {
    GtkAccessibleRole role = gtk_accessible_get_accessible_role(GTK_ACCESSIBLE(widget));
    return role != GTK_ACCESSIBLE_ROLE_NONE && role != GTK_ACCESSIBLE_ROLE_PRESENTATION;
}

// ---- g_object_new (variadic): construct-only properties ----

/// A widget of `type` with the construct-only `accessible-role` set (e.g. a Box that is a group).
static inline GtkWidget *entrydesk_widget_new_with_role(GType type, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(type, "accessible-role", role, NULL));
}
/// A GtkBox with an orientation, spacing and accessible role.
static inline GtkWidget *entrydesk_box_new_with_role(GtkOrientation orientation, int spacing, GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_BOX, "orientation", orientation, "spacing", spacing, "accessible-role", role, NULL));
}

static inline void entrydesk_file_chooser_set_current_name(gpointer chooser, const char *name) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    gtk_file_chooser_set_current_name(GTK_FILE_CHOOSER(chooser), name);
    G_GNUC_END_IGNORE_DEPRECATIONS
}
/// The chosen file's path (newly allocated; free with g_free) or NULL.
static inline char *entrydesk_file_chooser_get_path(gpointer chooser) {
    G_GNUC_BEGIN_IGNORE_DEPRECATIONS
    GFile *file = gtk_file_chooser_get_file(GTK_FILE_CHOOSER(chooser));
    G_GNUC_END_IGNORE_DEPRECATIONS
    if (file == NULL) return NULL;
    char *path = g_file_get_path(file);
    g_object_unref(file);
    return path;
}

// ---- eventfd drain for the dispatch main-queue bridge ----

static inline void entrydesk_drain_eventfd(int fd) {
    unsigned long long value;
    ssize_t ignored = read(fd, &value, sizeof value);
    (void)ignored;
}

#endif
