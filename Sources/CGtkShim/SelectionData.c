#include "CGtkShim.h"

// GTK 3 keeps GtkSelectionData's fields private but its layout is part of the frozen GTK 3 ABI
// (it was public in GTK 2): this mirror lets gtk_selection_data_copy() make a real one.
struct SelectionDataLayout {
    GdkAtom selection;
    GdkAtom target;
    GdkAtom type;
    gint format;
    guchar *data;
    gint length;
    GdkDisplay *display;
};

GtkSelectionData *gtkui_selection_data_new(GdkAtom target) {
    struct SelectionDataLayout layout = {
        .selection = gdk_atom_intern_static_string("CLIPBOARD"),
        .target = target,
        .type = GDK_NONE,
        .format = 0,
        .data = NULL,
        .length = -1,
        .display = gdk_display_get_default(),
    };
    return gtk_selection_data_copy((const GtkSelectionData *)&layout);
}
