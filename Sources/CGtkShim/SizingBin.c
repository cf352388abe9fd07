#include "CGtkShim.h"
#include "ContainerSupport.h"

// A GtkBin subclass that asks Swift for its preferred sizes, so representables can implement
// sizeThatFits. GTK still does all layout; this only answers the size queries.

typedef struct {
    GtkBin parent_instance;
    GtkUIMeasureFunc measure;
    gpointer data;
    GDestroyNotify destroy;
} GtkUISizingBin;

typedef struct {
    GtkBinClass parent_class;
} GtkUISizingBinClass;

G_DEFINE_TYPE(GtkUISizingBin, gtkui_sizing_bin, GTK_TYPE_BIN)

static void measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum, int *natural) {
    GtkUISizingBin *bin = (GtkUISizingBin *)widget;
    *minimum = 0;
    *natural = 0;
    if (bin->measure && bin->measure(bin->data, orientation, for_size, minimum, natural)) {
        return;
    }
    gtkui_container_measure_child(gtk_bin_get_child(GTK_BIN(widget)), orientation, for_size, minimum, natural);
}

GTKUI_DEFINE_SIZE_QUERIES(measure)

static GtkSizeRequestMode get_request_mode(GtkWidget *widget) {
    (void)widget;
    return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void size_allocate(GtkWidget *widget, GtkAllocation *allocation) {
    gtk_widget_set_allocation(widget, allocation);
    GtkWidget *child = gtk_bin_get_child(GTK_BIN(widget));
    if (child && gtk_widget_get_visible(child)) {
        gtk_widget_size_allocate(child, allocation);
    }
}

static void finalize(GObject *object) {
    GtkUISizingBin *bin = (GtkUISizingBin *)object;
    if (bin->destroy) {
        bin->destroy(bin->data);
    }
    G_OBJECT_CLASS(gtkui_sizing_bin_parent_class)->finalize(object);
}

static void gtkui_sizing_bin_class_init(GtkUISizingBinClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    GTKUI_SET_SIZE_QUERIES(widget_class);
    widget_class->get_request_mode = get_request_mode;
    widget_class->size_allocate = size_allocate;
    G_OBJECT_CLASS(klass)->finalize = finalize;
}

static void gtkui_sizing_bin_init(GtkUISizingBin *bin) {
    gtk_widget_set_has_window(GTK_WIDGET(bin), FALSE);
}

GtkWidget *gtkui_sizing_bin_new(GtkUIMeasureFunc measure_func, gpointer data, GDestroyNotify destroy) {
    GtkUISizingBin *bin = g_object_new(gtkui_sizing_bin_get_type(), NULL);
    bin->measure = measure_func;
    bin->data = data;
    bin->destroy = destroy;
    return GTK_WIDGET(bin);
}
