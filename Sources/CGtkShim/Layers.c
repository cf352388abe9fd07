#include "CGtkShim.h"

// SwiftUI's .background(view) and .overlay(view) on GTK: a windowless container whose first child
// (the content) alone decides its size, and whose other children (layers) are laid over the same
// rectangle, drawn below the content (a background) or above it (an overlay). GtkOverlay cannot
// do the background: its overlays always draw above its main child, in child windows of their own.
//
// As a ZStack (`sized_by_all`), every child is a layer: the largest child sizes the container,
// each child is placed by the alignment, and later children draw on top. GtkOverlay cannot do
// this either: it is sized by its main child only.

typedef struct {
    GtkContainer parent_instance;
    GList *children; // the content first, then the layers, in the order added
    gboolean layers_below;
    gboolean sized_by_all;
    gfloat xalign, yalign;
} GtkUILayers;

typedef struct {
    GtkContainerClass parent_class;
} GtkUILayersClass;

G_DEFINE_TYPE(GtkUILayers, gtkui_layers, GTK_TYPE_CONTAINER)

static GtkWidget *content_of(GtkUILayers *layers) { return layers->children ? layers->children->data : NULL; }

static void add(GtkContainer *container, GtkWidget *child) {
    GtkUILayers *layers = (GtkUILayers *)container;
    layers->children = g_list_append(layers->children, child);
    gtk_widget_set_parent(child, GTK_WIDGET(container));
}

static void remove_child(GtkContainer *container, GtkWidget *child) {
    GtkUILayers *layers = (GtkUILayers *)container;
    GList *link = g_list_find(layers->children, child);
    if (!link) {
        return;
    }
    gboolean was_visible = gtk_widget_get_visible(child);
    gtk_widget_unparent(child);
    layers->children = g_list_delete_link(layers->children, link);
    if (was_visible) {
        gtk_widget_queue_resize(GTK_WIDGET(container));
    }
}

static void forall(GtkContainer *container, gboolean include_internals, GtkCallback callback, gpointer data) {
    (void)include_internals;
    GList *item = ((GtkUILayers *)container)->children;
    while (item) {
        GList *next = item->next; // the callback may remove the child
        callback(item->data, data);
        item = next;
    }
}

static GType child_type(GtkContainer *container) {
    (void)container;
    return GTK_TYPE_WIDGET;
}

// Sizes are the content's: a layer never makes the container larger.
static void measure(GtkWidget *child, GtkOrientation orientation, gint for_size, gint *minimum, gint *natural) {
    if (orientation == GTK_ORIENTATION_HORIZONTAL) {
        if (for_size < 0) {
            gtk_widget_get_preferred_width(child, minimum, natural);
        } else {
            gtk_widget_get_preferred_width_for_height(child, for_size, minimum, natural);
        }
    } else if (for_size < 0) {
        gtk_widget_get_preferred_height(child, minimum, natural);
    } else {
        gtk_widget_get_preferred_height_for_width(child, for_size, minimum, natural);
    }
}

static void preferred(GtkWidget *widget, GtkOrientation orientation, gint for_size, gint *minimum, gint *natural) {
    GtkUILayers *layers = (GtkUILayers *)widget;
    *minimum = *natural = 0;
    if (layers->sized_by_all) {
        for (GList *item = layers->children; item; item = item->next) {
            gint min = 0, nat = 0;
            if (!gtk_widget_get_visible(item->data)) {
                continue;
            }
            measure(item->data, orientation, for_size, &min, &nat);
            *minimum = MAX(*minimum, min);
            *natural = MAX(*natural, nat);
        }
        return;
    }
    GtkWidget *content = content_of(layers);
    if (content && gtk_widget_get_visible(content)) {
        measure(content, orientation, for_size, minimum, natural);
    }
}

static void get_preferred_width(GtkWidget *widget, gint *minimum, gint *natural) {
    preferred(widget, GTK_ORIENTATION_HORIZONTAL, -1, minimum, natural);
}

static void get_preferred_height(GtkWidget *widget, gint *minimum, gint *natural) {
    preferred(widget, GTK_ORIENTATION_VERTICAL, -1, minimum, natural);
}

static void get_preferred_width_for_height(GtkWidget *widget, gint height, gint *minimum, gint *natural) {
    preferred(widget, GTK_ORIENTATION_HORIZONTAL, height, minimum, natural);
}

static void get_preferred_height_for_width(GtkWidget *widget, gint width, gint *minimum, gint *natural) {
    preferred(widget, GTK_ORIENTATION_VERTICAL, width, minimum, natural);
}

static GtkSizeRequestMode get_request_mode(GtkWidget *widget) {
    GtkUILayers *layers = (GtkUILayers *)widget;
    if (layers->sized_by_all) {
        return layers->children ? GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH : GTK_SIZE_REQUEST_CONSTANT_SIZE;
    }
    GtkWidget *content = content_of(layers);
    return content ? gtk_widget_get_request_mode(content) : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

// A layer flexible along an axis fills it; otherwise it takes its natural size (at most the
// container's) placed by the container's alignment, as SwiftUI places a background or overlay.
static void place_layer(GtkUILayers *layers, GtkWidget *layer, const GtkAllocation *area) {
    GtkAllocation rect = *area;
    gint min = 0, nat = 0;
    gboolean rtl = gtk_widget_get_direction(GTK_WIDGET(layers)) == GTK_TEXT_DIR_RTL;
    if (!gtk_widget_compute_expand(layer, GTK_ORIENTATION_HORIZONTAL)) {
        gtk_widget_get_preferred_width(layer, &min, &nat);
        rect.width = MAX(MIN(nat, area->width), 0);
        gfloat align = rtl ? 1.0f - layers->xalign : layers->xalign;
        rect.x = area->x + (gint)((area->width - rect.width) * align);
    }
    if (!gtk_widget_compute_expand(layer, GTK_ORIENTATION_VERTICAL)) {
        gtk_widget_get_preferred_height_for_width(layer, rect.width, &min, &nat);
        rect.height = MAX(MIN(nat, area->height), 0);
        rect.y = area->y + (gint)((area->height - rect.height) * layers->yalign);
    }
    // GTK warns when a widget is measured after allocation without being measured first.
    gtk_widget_get_preferred_width(layer, &min, &nat);
    gtk_widget_size_allocate(layer, &rect);
}

// Lower zIndex first; equal ones keep their child order (g_list_sort is stable).
static gint by_z_index(gconstpointer a, gconstpointer b) {
    gdouble za = gtkui_get_z_index((GtkWidget *)a), zb = gtkui_get_z_index((GtkWidget *)b);
    return za < zb ? -1 : za > zb ? 1 : 0;
}

// Clicks go to the topmost GDK window under the pointer, and a child's windows (a button's input
// window, an event box's) are stacked in the order they were made. Raising each layer's windows
// in zIndex order makes the layer drawn on top the one that takes the click.
static void restack(GtkUILayers *layers) {
    GtkWidget *widget = GTK_WIDGET(layers);
    GdkWindow *window = gtk_widget_get_window(widget);
    if (!layers->sized_by_all || !window || !gtk_widget_get_realized(widget)) {
        return;
    }
    GList *ordered = g_list_sort(g_list_copy(layers->children), by_z_index);
    for (GList *item = ordered; item; item = item->next) {
        GtkWidget *layer = item->data;
        // Each window's list is copied first: raising reorders the parent's list of children.
        GList *windows = g_list_copy(gdk_window_peek_children(window));
        // The list is topmost first; raising from the bottom keeps the layer's own order.
        for (GList *child = g_list_last(windows); child; child = child->prev) {
            gpointer owner = NULL;
            gdk_window_get_user_data(child->data, &owner);
            if (owner && (owner == (gpointer)layer || gtk_widget_is_ancestor(owner, layer))) {
                gdk_window_raise(child->data);
            }
        }
        g_list_free(windows);
    }
    g_list_free(ordered);
}

static void size_allocate(GtkWidget *widget, GtkAllocation *allocation) {
    GtkUILayers *layers = (GtkUILayers *)widget;
    gtk_widget_set_allocation(widget, allocation);
    GtkAllocation clip = *allocation;
    for (GList *item = layers->children; item; item = item->next) {
        GtkWidget *child = item->data;
        if (!gtk_widget_get_visible(child)) {
            continue;
        }
        if (item == layers->children && !layers->sized_by_all) {
            gint min = 0, nat = 0;
            gtk_widget_get_preferred_width(child, &min, &nat);
            gtk_widget_size_allocate(child, allocation);
        } else {
            place_layer(layers, child, allocation);
        }
        GtkAllocation child_clip;
        gtk_widget_get_clip(child, &child_clip);
        gdk_rectangle_union(&clip, &child_clip, &clip);
    }
    gtk_widget_set_clip(widget, &clip);
    restack(layers);
}

// Children's windows exist once they are realized, which may follow the last allocation.
static void map(GtkWidget *widget) {
    GTK_WIDGET_CLASS(gtkui_layers_parent_class)->map(widget);
    restack((GtkUILayers *)widget);
}

static gboolean draw(GtkWidget *widget, cairo_t *cr) {
    GtkUILayers *layers = (GtkUILayers *)widget;
    if (layers->sized_by_all) {
        GList *ordered = g_list_sort(g_list_copy(layers->children), by_z_index);
        for (GList *item = ordered; item; item = item->next) {
            gtk_container_propagate_draw(GTK_CONTAINER(widget), item->data, cr);
        }
        g_list_free(ordered);
        return FALSE;
    }
    GtkWidget *content = content_of(layers);
    if (content && !layers->layers_below) {
        gtk_container_propagate_draw(GTK_CONTAINER(widget), content, cr);
    }
    for (GList *item = layers->children ? layers->children->next : NULL; item; item = item->next) {
        gtk_container_propagate_draw(GTK_CONTAINER(widget), item->data, cr);
    }
    if (content && layers->layers_below) {
        gtk_container_propagate_draw(GTK_CONTAINER(widget), content, cr);
    }
    return FALSE;
}

// Only the content makes the container flexible; a flexible layer (a Color) just fills it. A
// ZStack is flexible where any child is.
static void compute_expand(GtkWidget *widget, gboolean *hexpand, gboolean *vexpand) {
    GtkUILayers *layers = (GtkUILayers *)widget;
    if (layers->sized_by_all) {
        *hexpand = *vexpand = FALSE;
        for (GList *item = layers->children; item; item = item->next) {
            *hexpand = *hexpand || gtk_widget_compute_expand(item->data, GTK_ORIENTATION_HORIZONTAL);
            *vexpand = *vexpand || gtk_widget_compute_expand(item->data, GTK_ORIENTATION_VERTICAL);
        }
        return;
    }
    GtkWidget *content = content_of(layers);
    *hexpand = content && gtk_widget_compute_expand(content, GTK_ORIENTATION_HORIZONTAL);
    *vexpand = content && gtk_widget_compute_expand(content, GTK_ORIENTATION_VERTICAL);
}

static void finalize(GObject *object) {
    g_list_free(((GtkUILayers *)object)->children);
    G_OBJECT_CLASS(gtkui_layers_parent_class)->finalize(object);
}

static void gtkui_layers_class_init(GtkUILayersClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    GtkContainerClass *container_class = GTK_CONTAINER_CLASS(klass);
    G_OBJECT_CLASS(klass)->finalize = finalize;
    widget_class->get_preferred_width = get_preferred_width;
    widget_class->get_preferred_height = get_preferred_height;
    widget_class->get_preferred_width_for_height = get_preferred_width_for_height;
    widget_class->get_preferred_height_for_width = get_preferred_height_for_width;
    widget_class->get_request_mode = get_request_mode;
    widget_class->size_allocate = size_allocate;
    widget_class->draw = draw;
    widget_class->map = map;
    widget_class->compute_expand = compute_expand;
    container_class->add = add;
    container_class->remove = remove_child;
    container_class->forall = forall;
    container_class->child_type = child_type;
}

static void gtkui_layers_init(GtkUILayers *layers) {
    gtk_widget_set_has_window(GTK_WIDGET(layers), FALSE);
    layers->xalign = layers->yalign = 0.5f;
}

GtkWidget *gtkui_layers_new(gboolean layers_below) {
    GtkUILayers *layers = g_object_new(gtkui_layers_get_type(), NULL);
    layers->layers_below = layers_below;
    return GTK_WIDGET(layers);
}

GtkWidget *gtkui_layers_new_stack(void) {
    GtkUILayers *layers = g_object_new(gtkui_layers_get_type(), NULL);
    layers->sized_by_all = TRUE;
    return GTK_WIDGET(layers);
}

void gtkui_layers_set_alignment(GtkWidget *widget, gfloat xalign, gfloat yalign) {
    g_return_if_fail(G_TYPE_CHECK_INSTANCE_TYPE(widget, gtkui_layers_get_type()));
    GtkUILayers *layers = (GtkUILayers *)widget;
    if (layers->xalign == xalign && layers->yalign == yalign) {
        return;
    }
    layers->xalign = xalign;
    layers->yalign = yalign;
    gtk_widget_queue_resize(widget);
}
