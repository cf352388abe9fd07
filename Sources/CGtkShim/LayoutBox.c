#include "CGtkShim.h"
#include "ContainerSupport.h"

#include <math.h>

// The container behind a SwiftUI `Layout` (GtkUILayoutBox). GTK's size queries become proposals to
// the Swift layout, and its allocation becomes the layout's bounds, in which the layout places each
// child with gtkui_layout_box_place_child. The children stay ordinary GTK children: GTK measures,
// draws (in order, later on top), hit-tests, themes and exposes them to accessibility.
//
// Proposals: a negative dimension is unspecified (SwiftUI's nil). GTK's minimum along an axis is the
// layout's answer for a zero proposal, its natural size the answer for an unspecified one; a
// height-for-width query fixes the width.

typedef struct {
    GtkContainer parent_instance;
    GList *children; // in the layout's order
    GtkUILayoutSizeFunc size;
    GtkUILayoutPlaceFunc place;
    GtkUILayoutFlexibilityFunc flexibility;
    GtkUILayoutInvalidateFunc invalidate;
    gpointer data;
    GDestroyNotify destroy;
    // Whether a size negotiation is under way: set by the first size query after an allocation,
    // cleared by the next allocation. Children's answers are cached by the Swift side in between.
    gboolean measuring;
    gboolean flexibility_check_queued;
    // The clip of the children placed during the current allocation.
    GtkAllocation clip;
} GtkUILayoutBox;

typedef struct {
    GtkContainerClass parent_class;
} GtkUILayoutBoxClass;

G_DEFINE_TYPE(GtkUILayoutBox, gtkui_layout_box, GTK_TYPE_CONTAINER)

static gboolean is_layout_box(gpointer instance) {
    return G_TYPE_CHECK_INSTANCE_TYPE(instance, gtkui_layout_box_get_type());
}

static void add(GtkContainer *container, GtkWidget *child) {
    GtkUILayoutBox *box = (GtkUILayoutBox *)container;
    box->children = g_list_append(box->children, child);
    gtk_widget_set_parent(child, GTK_WIDGET(container));
}

static void remove_child(GtkContainer *container, GtkWidget *child) {
    gtkui_container_remove_from_list(container, &((GtkUILayoutBox *)container)->children, child);
}

static void forall(GtkContainer *container, gboolean include_internals, GtkCallback callback, gpointer data) {
    (void)include_internals;
    gtkui_container_forall_list(((GtkUILayoutBox *)container)->children, callback, data);
}

static gint to_pixels(gdouble value) {
    if (!(value > 0)) { // also NaN
        return 0;
    }
    if (value >= G_MAXINT / 2) {
        return G_MAXINT / 2;
    }
    return (gint)ceil(value);
}

// Asks the layout for its size along `orientation` for a proposal whose other dimension is
// `for_size` (-1 unspecified).
static void preferred(GtkWidget *widget, GtkOrientation orientation, gint for_size, gint *minimum, gint *natural) {
    GtkUILayoutBox *box = (GtkUILayoutBox *)widget;
    *minimum = *natural = 0;
    if (!box->size) {
        return;
    }
    // GTK asks a height-for-width widget its width first after every change (a resize queued on
    // it or below it clears GTK's cache of its answers), so that query starts a new negotiation.
    if (for_size < 0 && (orientation == GTK_ORIENTATION_HORIZONTAL || !box->measuring) && box->invalidate) {
        box->invalidate(box->data);
    }
    box->measuring = TRUE;
    gdouble other = for_size < 0 ? -1 : for_size;
    gdouble width = 0, height = 0;
    if (orientation == GTK_ORIENTATION_HORIZONTAL) {
        box->size(box->data, 0, other, &width, &height);
        *minimum = to_pixels(width);
        box->size(box->data, -1, other, &width, &height);
        *natural = to_pixels(width);
    } else {
        box->size(box->data, other, 0, &width, &height);
        *minimum = to_pixels(height);
        box->size(box->data, other, -1, &width, &height);
        *natural = to_pixels(height);
    }
    *natural = MAX(*natural, *minimum);
}

GTKUI_DEFINE_SIZE_QUERIES(preferred)

static GtkSizeRequestMode get_request_mode(GtkWidget *widget) {
    (void)widget;
    return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void size_allocate(GtkWidget *widget, GtkAllocation *allocation) {
    GtkUILayoutBox *box = (GtkUILayoutBox *)widget;
    gtk_widget_set_allocation(widget, allocation);
    box->clip = *allocation;
    if (box->place) {
        box->place(box->data, allocation);
    }
    box->measuring = FALSE;
    gtk_widget_set_clip(widget, &box->clip);
}

// Flexible where the layout grows past its ideal size when offered more (a Spacer in a stack, a
// flow that fills its row): GTK's parents then offer it the space, as SwiftUI's would.
static void compute_expand(GtkWidget *widget, gboolean *hexpand, gboolean *vexpand) {
    GtkUILayoutBox *box = (GtkUILayoutBox *)widget;
    *hexpand = *vexpand = FALSE;
    if (box->flexibility) {
        box->flexibility(box->data, hexpand, vexpand);
    }
}

static void finalize(GObject *object) {
    GtkUILayoutBox *box = (GtkUILayoutBox *)object;
    g_list_free(box->children);
    if (box->destroy) {
        box->destroy(box->data);
    }
    G_OBJECT_CLASS(gtkui_layout_box_parent_class)->finalize(object);
}

static void gtkui_layout_box_class_init(GtkUILayoutBoxClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    GtkContainerClass *container_class = GTK_CONTAINER_CLASS(klass);
    G_OBJECT_CLASS(klass)->finalize = finalize;
    GTKUI_SET_SIZE_QUERIES(widget_class);
    widget_class->get_request_mode = get_request_mode;
    widget_class->size_allocate = size_allocate;
    widget_class->compute_expand = compute_expand;
    container_class->add = add;
    container_class->remove = remove_child;
    container_class->forall = forall;
    container_class->child_type = gtkui_container_any_child_type;
}

static void gtkui_layout_box_init(GtkUILayoutBox *box) {
    gtk_widget_set_has_window(GTK_WIDGET(box), FALSE);
}

GtkWidget *gtkui_layout_box_new(GtkUILayoutSizeFunc size, GtkUILayoutPlaceFunc place,
                                GtkUILayoutFlexibilityFunc flexibility, GtkUILayoutInvalidateFunc invalidate,
                                gpointer data, GDestroyNotify destroy) {
    GtkUILayoutBox *box = g_object_new(gtkui_layout_box_get_type(), NULL);
    box->size = size;
    box->place = place;
    box->flexibility = flexibility;
    box->invalidate = invalidate;
    box->data = data;
    box->destroy = destroy;
    return GTK_WIDGET(box);
}

void gtkui_layout_box_insert(GtkWidget *widget, GtkWidget *child, gint index) {
    g_return_if_fail(is_layout_box(widget));
    GtkUILayoutBox *box = (GtkUILayoutBox *)widget;
    box->children = g_list_insert(box->children, child, index);
    // GtkLabel reports its baseline only when aligned on it; the layout gives each child exactly
    // its height, so the alignment moves nothing and .firstTextBaseline can read the baseline.
    if (GTK_IS_LABEL(child) && gtk_widget_get_valign(child) != GTK_ALIGN_BASELINE) {
        gtk_widget_set_valign(child, GTK_ALIGN_BASELINE);
    }
    gtk_widget_set_parent(child, widget);
}

void gtkui_layout_box_move(GtkWidget *widget, GtkWidget *child, gint index) {
    g_return_if_fail(is_layout_box(widget));
    GtkUILayoutBox *box = (GtkUILayoutBox *)widget;
    GList *link = g_list_find(box->children, child);
    if (!link) {
        return;
    }
    box->children = g_list_delete_link(box->children, link);
    box->children = g_list_insert(box->children, child, index);
    gtk_widget_queue_resize(widget);
}

void gtkui_layout_box_place_child(GtkWidget *widget, GtkWidget *child, gint x, gint y, gint width, gint height) {
    g_return_if_fail(is_layout_box(widget));
    GtkUILayoutBox *box = (GtkUILayoutBox *)widget;
    if (!gtk_widget_get_visible(child)) {
        return;
    }
    GtkAllocation allocation;
    gtk_widget_get_allocation(widget, &allocation);
    GtkAllocation rect = {allocation.x + x, allocation.y + y, MAX(width, 0), MAX(height, 0)};
    gtkui_container_allocate_child(child, &rect, &box->clip);
}

void gtkui_layout_box_measure_child(GtkWidget *child, gint width, gint *min_width, gint *nat_width, gint *min_height,
                                    gint *nat_height, gint *baseline) {
    *min_width = *nat_width = *min_height = *nat_height = 0;
    *baseline = -1;
    if (!gtk_widget_get_visible(child)) {
        return;
    }
    gtk_widget_get_preferred_width(child, min_width, nat_width);
    if (width < 0) {
        width = *nat_width;
    }
    gint min_baseline = -1, nat_baseline = -1;
    gtk_widget_get_preferred_height_and_baseline_for_width(child, MAX(width, *min_width), min_height, nat_height,
                                                           &min_baseline, &nat_baseline);
    *baseline = nat_baseline;
}

static gboolean flexibility_changed_idle(gpointer data) {
    GtkWidget *widget = data;
    ((GtkUILayoutBox *)widget)->flexibility_check_queued = FALSE;
    gtk_widget_queue_compute_expand(widget);
    gtkui_layout_flexibility_changed(widget);
    return G_SOURCE_REMOVE;
}

void gtkui_layout_box_flexibility_changed_later(GtkWidget *widget) {
    g_return_if_fail(is_layout_box(widget));
    GtkUILayoutBox *box = (GtkUILayoutBox *)widget;
    if (box->flexibility_check_queued) {
        return;
    }
    box->flexibility_check_queued = TRUE;
    // Before GTK's own resize handling (G_PRIORITY_HIGH_IDLE + 10), so one layout follows.
    g_idle_add_full(G_PRIORITY_HIGH_IDLE, flexibility_changed_idle, g_object_ref(widget), g_object_unref);
}
