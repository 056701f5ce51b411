#ifndef ENTRYDESK_GTK_OBJECTS_H
#define ENTRYDESK_GTK_OBJECTS_H

/* GObject code compiled once, beside the CGtk shim (whose header holds only wrappers of
 * macros and variadic functions, copied into every Swift file that imports it). This header
 * names GLib types only as incomplete structs, so Swift sees the same opaque pointers here as
 * through CGtk. */

typedef struct _GListModel GListModel;

/* ---- A list model of N rows whose items are made when GTK asks for them ----
 * GtkStringList (GTK 4.8) makes one GObject per row as soon as its strings are set: 100,000
 * rows cost ~38 ms and ~10 MB before a single one is shown. This model only knows how many
 * rows there are; a row's item (a bare GObject: the rows' keys live with the Swift list) is
 * made the first time GTK asks for it (the rows on screen) and kept until the list gets
 * shorter than its row. */

/* A new, empty row list (transfer full). */
GListModel *entrydesk_row_list_new(void);

/* Makes the list `count` rows long, keeping the rows (and items) both lengths have: GTK then
 * keeps their row widgets, which the caller fills again, instead of making new ones (GTK 4.8
 * makes ~200 row widgets anew when every item is replaced). The items carry no data, so a
 * same-length change emits nothing: a filter or sort model put over this one would not see it. */
void entrydesk_row_list_resize(GListModel *model, unsigned int count);

/* ---- A layout that keeps its child at most so wide, centred (libadwaita's AdwClamp) ----
 * A form stretched over a 1920 px window is hard to read; GTK 4.8 has no maximum width. Set on
 * a container (gtk_widget_set_layout_manager, which takes the reference), it gives its child
 * the container's width up to `maximum_width` (never less than the child needs), centred, and
 * the container's height. */
typedef struct _GtkLayoutManager GtkLayoutManager;

/* A new clamp layout (transfer full). */
GtkLayoutManager *entrydesk_clamp_layout_new(int maximum_width);

/* Changes the maximum width (a new theme); lays the container out again. */
void entrydesk_clamp_layout_set_maximum_width(GtkLayoutManager *manager, int maximum_width);

#endif
