#include <gtk/gtk.h>
#include "entrydesk_gtk_objects.h"

/* The clamp layout (see the header): a GtkLayoutManager, as libadwaita's AdwClampLayout is.
 * Only the width is clamped; every child gets the same box (one child is expected). */

typedef struct {
    GtkLayoutManager parent_instance;
    int maximum_width;
} EntrydeskClampLayout;

typedef struct {
    GtkLayoutManagerClass parent_class;
} EntrydeskClampLayoutClass;

G_DEFINE_TYPE(EntrydeskClampLayout, entrydesk_clamp_layout, GTK_TYPE_LAYOUT_MANAGER)

/* The width a child gets out of `available`: at most the maximum, never below what it needs. */
static int clamped_width(EntrydeskClampLayout *self, GtkWidget *child, int available) {
    int minimum = 0;
    gtk_widget_measure(child, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, NULL, NULL, NULL);
    return MIN(available, MAX(minimum, self->maximum_width));
}

static void entrydesk_clamp_layout_measure(GtkLayoutManager *manager, GtkWidget *widget, GtkOrientation orientation,
                                           int for_size, int *minimum, int *natural,
                                           int *minimum_baseline, int *natural_baseline) {
    EntrydeskClampLayout *self = (EntrydeskClampLayout *)manager;
    *minimum = 0;
    *natural = 0;
    *minimum_baseline = -1;
    *natural_baseline = -1;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL; child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child)) continue;
        int child_minimum = 0, child_natural = 0;
        if (orientation == GTK_ORIENTATION_HORIZONTAL) {
            gtk_widget_measure(child, orientation, for_size, &child_minimum, &child_natural, NULL, NULL);
            child_natural = MAX(child_minimum, MIN(child_natural, self->maximum_width));
        } else {
            /* As tall as the child is at the width it will get. */
            int width = for_size < 0 ? -1 : clamped_width(self, child, for_size);
            gtk_widget_measure(child, orientation, width, &child_minimum, &child_natural, NULL, NULL);
        }
        *minimum = MAX(*minimum, child_minimum);
        *natural = MAX(*natural, child_natural);
    }
}

static void entrydesk_clamp_layout_allocate(GtkLayoutManager *manager, GtkWidget *widget, int width, int height, int baseline) {
    EntrydeskClampLayout *self = (EntrydeskClampLayout *)manager;
    for (GtkWidget *child = gtk_widget_get_first_child(widget); child != NULL; child = gtk_widget_get_next_sibling(child)) {
        if (!gtk_widget_should_layout(child)) continue;
        int child_width = clamped_width(self, child, width);
        /* Centred; in a right-to-left window too (the same gap on both sides). */
        GtkAllocation box = { (width - child_width) / 2, 0, child_width, height };
        gtk_widget_size_allocate(child, &box, baseline);
    }
}

static GtkSizeRequestMode entrydesk_clamp_layout_request_mode(GtkLayoutManager *manager, GtkWidget *widget) {
    return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void entrydesk_clamp_layout_class_init(EntrydeskClampLayoutClass *class) {
    GtkLayoutManagerClass *layout = GTK_LAYOUT_MANAGER_CLASS(class);
    layout->measure = entrydesk_clamp_layout_measure;
    layout->allocate = entrydesk_clamp_layout_allocate;
    layout->get_request_mode = entrydesk_clamp_layout_request_mode;
}

static void entrydesk_clamp_layout_init(EntrydeskClampLayout *self) {
    self->maximum_width = G_MAXINT;
}

GtkLayoutManager *entrydesk_clamp_layout_new(int maximum_width) {
    EntrydeskClampLayout *self = g_object_new(entrydesk_clamp_layout_get_type(), NULL);
    self->maximum_width = maximum_width;
    return GTK_LAYOUT_MANAGER(self);
}

void entrydesk_clamp_layout_set_maximum_width(GtkLayoutManager *manager, int maximum_width) {
    EntrydeskClampLayout *self = (EntrydeskClampLayout *)manager;
    if (self->maximum_width == maximum_width) return;
    self->maximum_width = maximum_width;
    gtk_layout_manager_layout_changed(manager);
}
