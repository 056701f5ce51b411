/* The GtkBuilder replica of a window (entrydesk_bench_probe.h): a walk of its widget tree that
 * writes one object per widget the window's owner added, and builds such a file back. */
#include <gtk/gtk.h>
#include <stdlib.h>
#include <string.h>
#include "entrydesk_bench_probe.h"

typedef struct {
    GString *output;
    GString *popovers;
    GString *popover_parents;
    GString *unsupported;
    int next_id;
    /* A new object of each type met: GtkBuilder starts from one, so what is written is what
     * differs from it (a button is focusable unless told otherwise, whatever GtkWidget's default). */
    GHashTable *pristines;
} Walk;

/* A child as GtkBuilder adds it: the widget, its child type ("titlebar", "overlay"...) and its
 * layout properties (a grid cell), as GtkBuilder XML or NULL. */
typedef struct {
    GtkWidget *widget;
    const char *type;
    char *layout;
} Child;

static char *property_builder_text(GObject *object, GObject *pristine, const char *name);

static gboolean is_a(GtkWidget *widget, const char *type_name) {
    GType type = g_type_from_name(type_name);
    return type != 0 && g_type_is_a(G_OBJECT_TYPE(widget), type);
}

static void append_escaped(GString *output, const char *text) {
    char *escaped = g_markup_escape_text(text, -1);
    g_string_append(output, escaped);
    g_free(escaped);
}

static char *new_id(Walk *walk) {
    return g_strdup_printf("w%d", ++walk->next_id);
}

static int compare_strings(const void *a, const void *b) {
    return strcmp(*(char *const *)a, *(char *const *)b);
}

static void add_child(GPtrArray *children, GtkWidget *widget, const char *type, char *layout) {
    Child *child = g_new0(Child, 1);
    child->widget = widget;
    child->type = type;
    child->layout = layout;
    g_ptr_array_add(children, child);
}

static void free_child(gpointer data) {
    Child *child = data;
    g_free(child->layout);
    g_free(child);
}

static void free_pristine(gpointer pristine) {
    if (GTK_IS_WINDOW(pristine)) gtk_window_destroy(GTK_WINDOW(pristine));
    g_object_unref(pristine);
}

static void write_properties(Walk *walk, GtkWidget *widget, const char *indent, gboolean is_root) {
    guint count = 0;
    GParamSpec **specs = g_object_class_list_properties(G_OBJECT_GET_CLASS(widget), &count);
    if (specs == NULL) return;
    GType type = G_OBJECT_TYPE(widget);
    gpointer pristine = g_hash_table_lookup(walk->pristines, GSIZE_TO_POINTER(type));
    if (pristine == NULL) {
        pristine = g_object_ref_sink(g_object_new(type, NULL));
        g_hash_table_insert(walk->pristines, GSIZE_TO_POINTER(type), pristine);
    }
    for (guint index = 0; index < count; index++) {
        const char *name = specs[index]->name;
        /* The classes are written as a style; the window is shown by whoever builds it. */
        if (strcmp(name, "css-classes") == 0 || (is_root && strcmp(name, "visible") == 0)) continue;
        char *text = property_builder_text(G_OBJECT(widget), pristine, name);
        if (text == NULL) continue;
        g_string_append_printf(walk->output, "%s<property name=\"%s\">", indent, name);
        append_escaped(walk->output, text);
        g_string_append(walk->output, "</property>\n");
        g_free(text);
    }
    g_free(specs);
}

/* The children of `widget` in order, each after its previous sibling. */
static GPtrArray *all_children(GtkWidget *widget) {
    GPtrArray *all = g_ptr_array_new();
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child; child = gtk_widget_get_next_sibling(child)) {
        g_ptr_array_add(all, child);
    }
    return all;
}

/* A header bar's packed widgets: after the window controls at the start, and before them at the
 * end, where each `pack_end` goes in front of the previous one. */
static void add_header_bar_children(GPtrArray *owned, GPtrArray *all) {
    GtkWidget *handle = NULL;
    for (guint i = 0; i < all->len && handle == NULL; i++) {
        if (is_a(all->pdata[i], "GtkWindowHandle")) handle = all->pdata[i];
    }
    GtkWidget *center = handle ? gtk_window_handle_get_child(GTK_WINDOW_HANDLE(handle)) : NULL;
    if (center == NULL) return;
    GtkWidget *start = gtk_center_box_get_start_widget(GTK_CENTER_BOX(center));
    for (GtkWidget *child = start ? gtk_widget_get_first_child(start) : NULL; child; child = gtk_widget_get_next_sibling(child)) {
        if (!is_a(child, "GtkWindowControls")) add_child(owned, child, "start", NULL);
    }
    GtkWidget *end = gtk_center_box_get_end_widget(GTK_CENTER_BOX(center));
    for (GtkWidget *child = end ? gtk_widget_get_last_child(end) : NULL; child; child = gtk_widget_get_prev_sibling(child)) {
        if (!is_a(child, "GtkWindowControls")) add_child(owned, child, "end", NULL);
    }
}

static void add_non_popovers(GPtrArray *owned, GPtrArray *all) {
    for (guint i = 0; i < all->len; i++) {
        if (!is_a(all->pdata[i], "GtkPopover")) add_child(owned, all->pdata[i], NULL, NULL);
    }
}

/* The children the widget's owner added, each with its GtkBuilder child type and layout
 * properties, then the popovers attached to it. */
static GPtrArray *owned_children(Walk *walk, GtkWidget *widget) {
    GPtrArray *all = all_children(widget);
    GPtrArray *owned = g_ptr_array_new_with_free_func(free_child);
    GtkWidget *only = NULL;
    if (is_a(widget, "GtkWindow")) {
        GtkWidget *titlebar = gtk_window_get_titlebar(GTK_WINDOW(widget)), *child = gtk_window_get_child(GTK_WINDOW(widget));
        if (titlebar) add_child(owned, titlebar, "titlebar", NULL);
        if (child) add_child(owned, child, NULL, NULL);
    } else if (is_a(widget, "GtkHeaderBar")) {
        add_header_bar_children(owned, all);
    } else if (is_a(widget, "GtkBox") || is_a(widget, "GtkListBox")) {
        add_non_popovers(owned, all);
    } else if (is_a(widget, "GtkGrid")) {
        for (guint i = 0; i < all->len; i++) {
            GtkWidget *child = all->pdata[i];
            if (is_a(child, "GtkPopover")) continue;
            int column = 0, row = 0, width = 0, height = 0;
            gtk_grid_query_child(GTK_GRID(widget), child, &column, &row, &width, &height);
            add_child(owned, child, NULL, g_strdup_printf("<property name=\"column\">%d</property><property name=\"row\">%d</property>"
                                                          "<property name=\"column-span\">%d</property><property name=\"row-span\">%d</property>",
                                                          column, row, width, height));
        }
    } else if (is_a(widget, "GtkOverlay")) {
        GtkWidget *main_child = gtk_overlay_get_child(GTK_OVERLAY(widget));
        for (guint i = 0; i < all->len; i++) {
            GtkWidget *child = all->pdata[i];
            if (!is_a(child, "GtkPopover")) add_child(owned, child, child == main_child ? NULL : "overlay", NULL);
        }
    } else if (is_a(widget, "GtkScrolledWindow")) {
        only = gtk_scrolled_window_get_child(GTK_SCROLLED_WINDOW(widget));
    } else if (is_a(widget, "GtkViewport")) {
        only = gtk_viewport_get_child(GTK_VIEWPORT(widget));
    } else if (is_a(widget, "GtkRevealer")) {
        only = gtk_revealer_get_child(GTK_REVEALER(widget));
    } else if (is_a(widget, "GtkPopover")) {
        only = gtk_popover_get_child(GTK_POPOVER(widget));
    } else if (is_a(widget, "GtkButton")) {
        /* A button given a label or an icon makes its child; one given a child has it alone. */
        GtkButton *button = GTK_BUTTON(widget);
        if (gtk_button_get_label(button) == NULL && gtk_button_get_icon_name(button) == NULL) only = gtk_button_get_child(button);
    } else {
        /* Widgets that make their own children (entries, labels, images, scrollbars...). */
        static const char *const known[] = {"GtkEntry", "GtkText", "GtkLabel", "GtkImage", "GtkSeparator", "GtkScrollbar",
                                            "GtkListView", "GtkPasswordEntry", "GtkDropDown", "GtkMenuButton", "GtkSwitch",
                                            "GtkCheckButton", "GtkSpinButton", NULL};
        gboolean is_known = FALSE, has_children = FALSE;
        for (int i = 0; known[i] && !is_known; i++) is_known = is_a(widget, known[i]);
        for (guint i = 0; i < all->len && !has_children; i++) has_children = !is_a(all->pdata[i], "GtkPopover");
        if (!is_known && has_children) {
            if (walk->unsupported->len > 0) g_string_append_c(walk->unsupported, ',');
            g_string_append(walk->unsupported, G_OBJECT_TYPE_NAME(widget));
        }
    }
    if (only) add_child(owned, only, NULL, NULL);
    /* A drop-down and a menu button make their popovers themselves. */
    if (!is_a(widget, "GtkDropDown") && !is_a(widget, "GtkMenuButton")) {
        for (guint i = 0; i < all->len; i++) {
            if (is_a(all->pdata[i], "GtkPopover")) add_child(owned, all->pdata[i], NULL, NULL);
        }
    }
    g_ptr_array_free(all, TRUE);
    return owned;
}

/* Writes one object and, for the containers it knows, the children their owner added (not the
 * ones a widget makes for itself, like an entry's text or a button's label). */
static void write_object(Walk *walk, GtkWidget *widget, const char *id, const char *indent, const char *layout) {
    g_string_append_printf(walk->output, "%s<object class=\"%s\" id=\"%s\">\n", indent, G_OBJECT_TYPE_NAME(widget), id);
    char *inner = g_strconcat(indent, "  ", NULL);
    write_properties(walk, widget, inner, strcmp(id, "window") == 0);
    /* In any order: GTK adds some itself (a box's orientation) before the builder's. */
    char **classes = gtk_widget_get_css_classes(widget);
    guint count = classes ? g_strv_length(classes) : 0;
    if (count > 0) {
        qsort(classes, count, sizeof *classes, compare_strings);
        g_string_append_printf(walk->output, "%s<style>", inner);
        for (guint i = 0; i < count; i++) {
            g_string_append(walk->output, "<class name=\"");
            append_escaped(walk->output, classes[i]);
            g_string_append(walk->output, "\"/>");
        }
        g_string_append(walk->output, "</style>\n");
    }
    g_strfreev(classes);
    if (is_a(widget, "GtkListView")) {
        g_string_append_printf(walk->output, "%s<property name=\"factory\"><object class=\"GtkSignalListItemFactory\"/></property>\n", inner);
        g_string_append_printf(walk->output, "%s<property name=\"model\"><object class=\"GtkNoSelection\"><property name=\"model\">"
                                             "<object class=\"GtkStringList\"/></property></object></property>\n", inner);
    }
    GPtrArray *children = owned_children(walk, widget);
    for (guint i = 0; i < children->len; i++) {
        Child *child = children->pdata[i];
        if (is_a(child->widget, "GtkPopover")) {
            char *popover_id = new_id(walk);
            g_string_append_printf(walk->popover_parents, "%s %s\n", popover_id, id);
            GString *saved = walk->output;
            walk->output = g_string_new(NULL);
            write_object(walk, child->widget, popover_id, "  ", NULL);
            g_string_append(walk->popovers, walk->output->str);
            g_string_free(walk->output, TRUE);
            walk->output = saved;
            g_free(popover_id);
            continue;
        }
        if (child->type) g_string_append_printf(walk->output, "%s<child type=\"%s\">\n", inner, child->type);
        else g_string_append_printf(walk->output, "%s<child>\n", inner);
        char *child_id = new_id(walk), *child_indent = g_strconcat(inner, "  ", NULL);
        write_object(walk, child->widget, child_id, child_indent, child->layout);
        g_string_append_printf(walk->output, "%s</child>\n", inner);
        g_free(child_id);
        g_free(child_indent);
    }
    g_ptr_array_free(children, TRUE);
    if (layout) g_string_append_printf(walk->output, "%s<layout>%s</layout>\n", inner, layout);
    g_string_append_printf(walk->output, "%s</object>\n", indent);
    g_free(inner);
}

EntrydeskReplica entrydesk_replica_make(void *window) {
    Walk walk = {
        .output = g_string_new(NULL), .popovers = g_string_new(NULL), .popover_parents = g_string_new(NULL),
        .unsupported = g_string_new(NULL), .pristines = g_hash_table_new_full(NULL, NULL, NULL, free_pristine),
    };
    write_object(&walk, GTK_WIDGET(window), "window", "  ", NULL);
    g_hash_table_destroy(walk.pristines);
    EntrydeskReplica replica = {
        .xml = g_strconcat("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<interface>\n", walk.output->str, walk.popovers->str,
                           "</interface>\n", NULL),
        .popover_parents = g_string_free(walk.popover_parents, FALSE),
        .unsupported = g_string_free(walk.unsupported, FALSE),
    };
    g_string_free(walk.output, TRUE);
    g_string_free(walk.popovers, TRUE);
    return replica;
}

void entrydesk_replica_clear(EntrydeskReplica *replica) {
    g_clear_pointer(&replica->xml, g_free);
    g_clear_pointer(&replica->popover_parents, g_free);
    g_clear_pointer(&replica->unsupported, g_free);
}

void *entrydesk_replica_build(const char *xml, const char *popover_parents, char **error) {
    GtkBuilder *builder = gtk_builder_new();
    GError *failure = NULL;
    GObject *window = NULL;
    if (!gtk_builder_add_from_string(builder, xml, -1, &failure) || (window = gtk_builder_get_object(builder, "window")) == NULL) {
        *error = g_strdup(failure ? failure->message : "no object with the id \"window\"");
        g_clear_error(&failure);
        g_object_unref(builder);
        return NULL;
    }
    char **lines = g_strsplit(popover_parents, "\n", -1);
    for (char **line = lines; *line; line++) {
        char **ids = g_strsplit(*line, " ", -1);
        if (g_strv_length(ids) == 2) {
            GObject *popover = gtk_builder_get_object(builder, ids[0]), *parent = gtk_builder_get_object(builder, ids[1]);
            if (popover && parent) gtk_widget_set_parent(GTK_WIDGET(popover), GTK_WIDGET(parent));
        }
        g_strfreev(ids);
    }
    g_strfreev(lines);
    /* GTK keeps its windows (the builder's reference goes): the window lives until destroyed. */
    g_object_unref(builder);
    return window;
}

void entrydesk_replica_destroy(void *window) {
    gtk_window_destroy(GTK_WINDOW(window));
}

void entrydesk_replica_free(void *text) {
    g_free(text);
}

/* The property `name` of `object` when it is readable and writable, of a plain type (boolean,
 * number, string, enum, flags) and differs from its value in `pristine`, a new object of the
 * same type: written as GtkBuilder reads it (newly allocated; free with g_free); else NULL. */
static char *property_builder_text(GObject *object, GObject *pristine, const char *name) {
    GParamSpec *spec = g_object_class_find_property(G_OBJECT_GET_CLASS(object), name);
    if (spec == NULL) return NULL;
    if ((spec->flags & G_PARAM_READWRITE) != G_PARAM_READWRITE || (spec->flags & G_PARAM_DEPRECATED)) return NULL;
    GType type = G_PARAM_SPEC_VALUE_TYPE(spec), fundamental = G_TYPE_FUNDAMENTAL(type);
    GValue value = G_VALUE_INIT, initial = G_VALUE_INIT;
    g_value_init(&value, type);
    g_value_init(&initial, type);
    g_object_get_property(object, spec->name, &value);
    g_object_get_property(pristine, spec->name, &initial);
    char *text = NULL;
    if (g_param_values_cmp(spec, &value, &initial) != 0) {
        switch (fundamental) {
        case G_TYPE_BOOLEAN: text = g_strdup(g_value_get_boolean(&value) ? "true" : "false"); break;
        case G_TYPE_INT: text = g_strdup_printf("%d", g_value_get_int(&value)); break;
        case G_TYPE_UINT:
            if (G_IS_PARAM_SPEC_UNICHAR(spec)) {
                /* GtkBuilder reads a character property as the character itself; 0 is "none set". */
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
