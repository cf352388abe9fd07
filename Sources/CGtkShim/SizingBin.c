#include "CGtkShim.h"

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
    GtkWidget *child = gtk_bin_get_child(GTK_BIN(widget));
    if (!child || !gtk_widget_get_visible(child)) {
        return;
    }
    if (orientation == GTK_ORIENTATION_HORIZONTAL) {
        if (for_size < 0) {
            gtk_widget_get_preferred_width(child, minimum, natural);
        } else {
            gtk_widget_get_preferred_width_for_height(child, for_size, minimum, natural);
        }
    } else {
        if (for_size < 0) {
            gtk_widget_get_preferred_height(child, minimum, natural);
        } else {
            gtk_widget_get_preferred_height_for_width(child, for_size, minimum, natural);
        }
    }
}

static void get_preferred_width(GtkWidget *widget, int *minimum, int *natural) {
    measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, minimum, natural);
}

static void get_preferred_height(GtkWidget *widget, int *minimum, int *natural) {
    measure(widget, GTK_ORIENTATION_VERTICAL, -1, minimum, natural);
}

static void get_preferred_height_for_width(GtkWidget *widget, int width, int *minimum, int *natural) {
    measure(widget, GTK_ORIENTATION_VERTICAL, width, minimum, natural);
}

static void get_preferred_width_for_height(GtkWidget *widget, int height, int *minimum, int *natural) {
    measure(widget, GTK_ORIENTATION_HORIZONTAL, height, minimum, natural);
}

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
    widget_class->get_preferred_width = get_preferred_width;
    widget_class->get_preferred_height = get_preferred_height;
    widget_class->get_preferred_height_for_width = get_preferred_height_for_width;
    widget_class->get_preferred_width_for_height = get_preferred_width_for_height;
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
