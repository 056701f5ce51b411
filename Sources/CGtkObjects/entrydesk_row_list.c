#include <gtk/gtk.h>
#include "entrydesk_gtk_objects.h"

/* The row list (see the header): a GObject implementing GListModel. */

typedef struct {
    GObject parent_instance;
    GObject **items;
    guint count;
} EntrydeskRowList;

typedef struct {
    GObjectClass parent_class;
} EntrydeskRowListClass;

static void entrydesk_row_list_model_init(GListModelInterface *model);

G_DEFINE_TYPE_WITH_CODE(EntrydeskRowList, entrydesk_row_list, G_TYPE_OBJECT,
                        G_IMPLEMENT_INTERFACE(G_TYPE_LIST_MODEL, entrydesk_row_list_model_init))

static GType entrydesk_row_list_item_type(GListModel *model) {
    (void)model;
    return G_TYPE_OBJECT;
}

static guint entrydesk_row_list_n_items(GListModel *model) {
    return ((EntrydeskRowList *)model)->count;
}

static gpointer entrydesk_row_list_get_item(GListModel *model, guint position) {
    EntrydeskRowList *self = (EntrydeskRowList *)model;
    if (position >= self->count) return NULL;
    if (self->items[position] == NULL) self->items[position] = g_object_new(G_TYPE_OBJECT, NULL);
    return g_object_ref(self->items[position]);
}

static void entrydesk_row_list_model_init(GListModelInterface *model) {
    model->get_item_type = entrydesk_row_list_item_type;
    model->get_n_items = entrydesk_row_list_n_items;
    model->get_item = entrydesk_row_list_get_item;
}

static void entrydesk_row_list_finalize(GObject *object) {
    EntrydeskRowList *self = (EntrydeskRowList *)object;
    for (guint i = 0; i < self->count; i++) {
        if (self->items[i] != NULL) g_object_unref(self->items[i]);
    }
    g_free(self->items);
    self->items = NULL;
    G_OBJECT_CLASS(entrydesk_row_list_parent_class)->finalize(object);
}

static void entrydesk_row_list_class_init(EntrydeskRowListClass *klass) {
    G_OBJECT_CLASS(klass)->finalize = entrydesk_row_list_finalize;
}

static void entrydesk_row_list_init(EntrydeskRowList *self) {
    self->items = g_new0(GObject *, 1);
    self->count = 0;
}

GListModel *entrydesk_row_list_new(void) {
    return G_LIST_MODEL(g_object_new(entrydesk_row_list_get_type(), NULL));
}

void entrydesk_row_list_resize(GListModel *model, unsigned int count) {
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
