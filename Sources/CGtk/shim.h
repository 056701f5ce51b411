// Shim for GTK 4 from Swift: static inline wrappers for the function-like macros and fixed-arity
// wrappers for the variadic functions that Swift cannot import. Only GtkKit imports this module.
#ifndef ENTRYDESK_CGTK_SHIM_H
#define ENTRYDESK_CGTK_SHIM_H
#include <gtk/gtk.h>
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

// ---- A list model of N rows whose items are made when GTK asks for them ----
// GtkStringList (GTK 4.8) makes one GObject per row as soon as its strings are set: 100,000 rows
// cost ~38 ms and ~10 MB before a single one is shown. This model only knows how many rows there
// are; a row's item (a bare GObject: the rows' keys live with the Swift list) is made the first
// time GTK asks for it (the rows on screen) and kept until the list gets shorter than its row.

typedef struct {
    GObject parent_instance;
    GObject **items;
    guint count;
} EntrydeskRowList;

static inline GType entrydesk_row_list_item_type(GListModel *model) { (void)model; return G_TYPE_OBJECT; }
static inline guint entrydesk_row_list_n_items(GListModel *model) { return ((EntrydeskRowList *)model)->count; }
static inline gpointer entrydesk_row_list_get_item(GListModel *model, guint position) {
    EntrydeskRowList *self = (EntrydeskRowList *)model;
    if (position >= self->count) return NULL;
    if (self->items[position] == NULL) self->items[position] = g_object_new(G_TYPE_OBJECT, NULL);
    return g_object_ref(self->items[position]);
}
static inline void entrydesk_row_list_model_init(gpointer interface, gpointer data) {
    (void)data;
    GListModelInterface *model = interface;
    model->get_item_type = entrydesk_row_list_item_type;
    model->get_n_items = entrydesk_row_list_n_items;
    model->get_item = entrydesk_row_list_get_item;
}
static inline void entrydesk_row_list_release_items(EntrydeskRowList *self) {
    for (guint i = 0; i < self->count; i++) {
        if (self->items[i] != NULL) g_object_unref(self->items[i]);
    }
    g_free(self->items);
    self->items = NULL;
}
static inline void entrydesk_row_list_finalize(GObject *object) {
    entrydesk_row_list_release_items((EntrydeskRowList *)object);
    G_OBJECT_CLASS(g_type_class_peek_parent(G_OBJECT_GET_CLASS(object)))->finalize(object);
}
static inline void entrydesk_row_list_class_init(gpointer klass, gpointer data) {
    (void)data;
    G_OBJECT_CLASS(klass)->finalize = entrydesk_row_list_finalize;
}
static inline GType entrydesk_row_list_get_type(void) {
    // Every Swift file that calls this gets its own copy of a static inline function: the
    // type is looked up by name before it is registered, so it is registered once.
    static gsize type = 0;
    if (g_once_init_enter(&type)) {
        GType registered = g_type_from_name("EntrydeskRowList");
        if (registered == 0) {
            registered = g_type_register_static_simple(G_TYPE_OBJECT, g_intern_static_string("EntrydeskRowList"),
                                                       sizeof(GObjectClass), entrydesk_row_list_class_init,
                                                       sizeof(EntrydeskRowList), NULL, 0);
            const GInterfaceInfo model = { entrydesk_row_list_model_init, NULL, NULL };
            g_type_add_interface_static(registered, G_TYPE_LIST_MODEL, &model);
        }
        g_once_init_leave(&type, registered);
    }
    return type;
}
/// A new, empty row list (transfer full).
static inline GListModel *entrydesk_row_list_new(void) {
    GListModel *model = g_object_new(entrydesk_row_list_get_type(), NULL);
    ((EntrydeskRowList *)model)->items = g_new0(GObject *, 1);
    return model;
}
/// Makes the list `count` rows long, keeping the rows (and items) both lengths have: GTK then
/// keeps their row widgets, which the caller fills again, instead of making new ones (GTK 4.8
/// makes ~200 row widgets anew when every item is replaced). The items carry no data, so a
/// same-length change emits nothing: a filter or sort model put over this one would not see it.
static inline void entrydesk_row_list_resize(GListModel *model, guint count) {
    EntrydeskRowList *self = (EntrydeskRowList *)model;
    guint old = self->count;
    if (count == old) return;
    for (guint i = count; i < old; i++) {
        if (self->items[i] != NULL) g_object_unref(self->items[i]);
    }
    self->items = g_renew(GObject *, self->items, count > 0 ? count : 1);
    for (guint i = old; i < count; i++) self->items[i] = NULL;
    self->count = count;
    guint kept = MIN(old, count);
    g_list_model_items_changed(model, kept, old - kept, count - kept);
}

// ---- GObject introspection, for the start-up benchmark's GtkBuilder replica of a window ----

static inline GType entrydesk_object_type(gpointer object) { return G_OBJECT_TYPE(object); }
/// The object's properties (free the array with g_free).
static inline GParamSpec **entrydesk_object_properties(gpointer object, guint *count) {
    return g_object_class_list_properties(G_OBJECT_GET_CLASS(object), count);
}
/// A new object of the same type as `object`, as GtkBuilder would start from (a window is
/// destroyed by `entrydesk_pristine_free`).
static inline gpointer entrydesk_pristine_new(gpointer object) {
    return g_object_ref_sink(g_object_new(G_OBJECT_TYPE(object), NULL));
}
static inline void entrydesk_pristine_free(gpointer pristine) {
    if (GTK_IS_WINDOW(pristine)) gtk_window_destroy(GTK_WINDOW(pristine));
    g_object_unref(pristine);
}
/// A readable and writable property of a plain type (boolean, number, string, enum, flags) whose
/// value differs from the one in `pristine`, a new object of the same type, written as GtkBuilder
/// reads it (newly allocated); otherwise NULL.
static inline char *entrydesk_property_builder_text(gpointer object, gpointer pristine, GParamSpec *spec) {
    if ((spec->flags & G_PARAM_READWRITE) != G_PARAM_READWRITE || (spec->flags & G_PARAM_DEPRECATED)) return NULL;
    GType type = G_PARAM_SPEC_VALUE_TYPE(spec), fundamental = G_TYPE_FUNDAMENTAL(type);
    GValue value = G_VALUE_INIT, initial = G_VALUE_INIT;
    g_value_init(&value, type);
    g_value_init(&initial, type);
    g_object_get_property(G_OBJECT(object), spec->name, &value);
    g_object_get_property(G_OBJECT(pristine), spec->name, &initial);
    char *text = NULL;
    if (g_param_values_cmp(spec, &value, &initial) != 0) {
        switch (fundamental) {
        case G_TYPE_BOOLEAN: text = g_strdup(g_value_get_boolean(&value) ? "true" : "false"); break;
        case G_TYPE_INT: text = g_strdup_printf("%d", g_value_get_int(&value)); break;
        case G_TYPE_UINT:
            if (G_IS_PARAM_SPEC_UNICHAR(spec)) {
                // GtkBuilder reads a character property as the character itself; 0 is "none set".
                gunichar character = g_value_get_uint(&value);
                char utf8[8] = {0};
                if (character != 0) { g_unichar_to_utf8(character, utf8); text = g_strdup(utf8); }
            } else {
                text = g_strdup_printf("%u", g_value_get_uint(&value));
            }
            break;
        case G_TYPE_FLOAT: text = g_strdup_printf("%.9g", g_value_get_float(&value)); break;
        case G_TYPE_DOUBLE: text = g_strdup_printf("%.17g", g_value_get_double(&value)); break;
        case G_TYPE_STRING: text = g_value_dup_string(&value); break;
        case G_TYPE_ENUM: {
            GEnumValue *nick = g_enum_get_value(G_ENUM_CLASS(g_type_class_peek(type)), g_value_get_enum(&value));
            text = nick ? g_strdup(nick->value_nick) : NULL;
            break;
        }
        case G_TYPE_FLAGS: {
            GFlagsClass *flags = G_FLAGS_CLASS(g_type_class_peek(type));
            GString *joined = g_string_new(NULL);
            for (guint i = 0; i < flags->n_values; i++) {
                guint bits = flags->values[i].value;
                if (bits != 0 && (g_value_get_flags(&value) & bits) == bits) {
                    if (joined->len > 0) g_string_append_c(joined, '|');
                    g_string_append(joined, flags->values[i].value_nick);
                }
            }
            text = g_string_free(joined, FALSE);
            break;
        }
        default: break;
        }
    }
    g_value_unset(&value);
    g_value_unset(&initial);
    return text;
}

// ---- Buffered standard output (Swift 6 treats `stdout` as not concurrency-safe) ----

static inline void entrydesk_write_stdout(const char *text) { fputs(text, stdout); }
static inline void entrydesk_flush_stdout(void) { fflush(stdout); }

// ---- eventfd drain for the dispatch main-queue bridge ----

static inline void entrydesk_drain_eventfd(int fd) {
    unsigned long long value;
    ssize_t ignored = read(fd, &value, sizeof value);
    (void)ignored;
}

#endif
