#include <gtk/gtk.h>
#include "entrydesk_gtk_objects.h"

char *entrydesk_property_builder_text(void *object, void *pristine, const char *name) {
    GParamSpec *spec = g_object_class_find_property(G_OBJECT_GET_CLASS(object), name);
    if (spec == NULL) return NULL;
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
