#include "CGtkShim.h"

// SwiftUI's zIndex, kept on the widget a view's .zIndex box makes; containers that layer their
// children (GtkUILayers as a ZStack) read it to order their drawing and which layer takes a click.

static GQuark z_index_quark(void) { return g_quark_from_static_string("gtkui-z-index"); }

void gtkui_set_z_index(GtkWidget *widget, gdouble z_index) {
    if (z_index == gtkui_get_z_index(widget)) {
        return;
    }
    gdouble *stored = g_new(gdouble, 1);
    *stored = z_index;
    g_object_set_qdata_full(G_OBJECT(widget), z_index_quark(), stored, g_free);
    GtkWidget *parent = gtk_widget_get_parent(widget);
    if (parent) {
        // A new allocation restacks the layers' input windows (Layers.c), not only their drawing.
        gtk_widget_queue_resize(parent);
    }
}

gdouble gtkui_get_z_index(GtkWidget *widget) {
    gdouble *stored = g_object_get_qdata(G_OBJECT(widget), z_index_quark());
    return stored ? *stored : 0;
}
