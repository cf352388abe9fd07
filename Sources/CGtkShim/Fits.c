#include "CGtkShim.h"
#include "ContainerSupport.h"

// SwiftUI's ViewThatFits on GTK: a windowless container that holds every candidate view and
// shows the first whose natural size fits its allocation along the chosen axes, or the last one
// when none fits (as SwiftUI does). The others stay in the container, not child-visible, so
// their state and widgets are kept and GTK neither maps, draws nor allocates them.

typedef struct {
    GtkContainer parent_instance;
    GList *children; // the candidates, in order
    GtkWidget *chosen;
    gboolean horizontal, vertical;
    gboolean warned;
} GtkUIFits;

typedef struct {
    GtkContainerClass parent_class;
} GtkUIFitsClass;

G_DEFINE_TYPE(GtkUIFits, gtkui_fits, GTK_TYPE_CONTAINER)

static void add(GtkContainer *container, GtkWidget *child) {
    GtkUIFits *fits = (GtkUIFits *)container;
    fits->children = g_list_append(fits->children, child);
    // Shown only once an allocation chooses it.
    gtk_widget_set_child_visible(child, child == fits->chosen);
    gtk_widget_set_parent(child, GTK_WIDGET(container));
    gtk_widget_queue_resize(GTK_WIDGET(container));
}

static void remove_child(GtkContainer *container, GtkWidget *child) {
    GtkUIFits *fits = (GtkUIFits *)container;
    GList *link = g_list_find(fits->children, child);
    if (!link) {
        return;
    }
    if (fits->chosen == child) {
        fits->chosen = NULL;
    }
    gtk_widget_unparent(child);
    fits->children = g_list_delete_link(fits->children, link);
    gtk_widget_queue_resize(GTK_WIDGET(container));
}

static void forall(GtkContainer *container, gboolean include_internals, GtkCallback callback, gpointer data) {
    (void)include_internals;
    gtkui_container_forall_list(((GtkUIFits *)container)->children, callback, data);
}

// The first visible candidate whose natural width fits `width` (when the horizontal axis is
// chosen) and whose natural height for that width fits `height` (when the vertical axis is, and
// `height` is not negative); else the last visible one. `*fitted` says whether one fitted.
static GtkWidget *choose(GtkUIFits *fits, gint width, gint height, gboolean *fitted) {
    GtkWidget *last = NULL;
    *fitted = TRUE;
    for (GList *item = fits->children; item; item = item->next) {
        GtkWidget *child = item->data;
        if (!gtk_widget_get_visible(child)) {
            continue;
        }
        last = child;
        gint min = 0, natural_width = 0, natural_height = 0;
        gtk_widget_get_preferred_width(child, &min, &natural_width);
        if (fits->horizontal && natural_width > width) {
            continue;
        }
        if (fits->vertical && height >= 0) {
            gtk_widget_get_preferred_height_for_width(child, MIN(natural_width, width), &min, &natural_height);
            if (natural_height > height) {
                continue;
            }
        }
        return child;
    }
    *fitted = last == NULL;
    return last;
}

// Along an axis: as small as the smallest candidate's minimum, naturally as large as the
// largest candidate's natural size, so the first (usually largest) fits when space allows.
static void preferred(GtkWidget *widget, GtkOrientation orientation, gint for_size, gint *minimum, gint *natural) {
    GtkUIFits *fits = (GtkUIFits *)widget;
    gboolean any = FALSE;
    *minimum = *natural = 0;
    if (orientation == GTK_ORIENTATION_VERTICAL && for_size >= 0 && !fits->vertical) {
        // For a known width, when heights are not compared: the height of the candidate that
        // width shows.
        gboolean fitted;
        GtkWidget *child = choose(fits, for_size, -1, &fitted);
        if (child) {
            gtk_widget_get_preferred_height_for_width(child, for_size, minimum, natural);
        }
        return;
    }
    for (GList *item = fits->children; item; item = item->next) {
        GtkWidget *child = item->data;
        gint min = 0, nat = 0;
        if (!gtk_widget_get_visible(child)) {
            continue;
        }
        if (orientation == GTK_ORIENTATION_HORIZONTAL) {
            gtk_widget_get_preferred_width(child, &min, &nat);
        } else if (for_size >= 0) {
            gtk_widget_get_preferred_height_for_width(child, for_size, &min, &nat);
        } else {
            gtk_widget_get_preferred_height(child, &min, &nat);
        }
        *minimum = any ? MIN(*minimum, min) : min;
        *natural = MAX(*natural, nat);
        any = TRUE;
    }
}

static void get_preferred_width(GtkWidget *widget, gint *minimum, gint *natural) {
    preferred(widget, GTK_ORIENTATION_HORIZONTAL, -1, minimum, natural);
}

static void get_preferred_height(GtkWidget *widget, gint *minimum, gint *natural) {
    preferred(widget, GTK_ORIENTATION_VERTICAL, -1, minimum, natural);
}

static void get_preferred_width_for_height(GtkWidget *widget, gint height, gint *minimum, gint *natural) {
    (void)height;
    preferred(widget, GTK_ORIENTATION_HORIZONTAL, -1, minimum, natural);
}

static void get_preferred_height_for_width(GtkWidget *widget, gint width, gint *minimum, gint *natural) {
    preferred(widget, GTK_ORIENTATION_VERTICAL, width, minimum, natural);
}

static GtkSizeRequestMode get_request_mode(GtkWidget *widget) {
    (void)widget;
    return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void size_allocate(GtkWidget *widget, GtkAllocation *allocation) {
    GtkUIFits *fits = (GtkUIFits *)widget;
    gtk_widget_set_allocation(widget, allocation);
    gboolean fitted;
    GtkWidget *chosen = choose(fits, allocation->width, allocation->height, &fitted);
    if (!fitted && !fits->warned) {
        fits->warned = TRUE;
        gchar *message = g_strdup_printf("GtkUI: ViewThatFits: none of its %u views fits in %d×%d; it shows the last one",
                                         g_list_length(fits->children), allocation->width, allocation->height);
        gtkui_warning(message);
        g_free(message);
    }
    if (chosen != fits->chosen) {
        for (GList *item = fits->children; item; item = item->next) {
            gtk_widget_set_child_visible(item->data, item->data == chosen);
        }
        fits->chosen = chosen;
    }
    if (chosen) {
        gtkui_container_allocate_child(chosen, allocation, NULL);
        GtkAllocation clip;
        gtk_widget_get_clip(chosen, &clip);
        gdk_rectangle_union(&clip, allocation, &clip);
        gtk_widget_set_clip(widget, &clip);
    }
}

static gboolean draw(GtkWidget *widget, cairo_t *cr) {
    GtkUIFits *fits = (GtkUIFits *)widget;
    if (fits->chosen) {
        gtk_container_propagate_draw(GTK_CONTAINER(widget), fits->chosen, cr);
    }
    return FALSE;
}

// Flexible where any candidate is, as a ZStack.
static void compute_expand(GtkWidget *widget, gboolean *hexpand, gboolean *vexpand) {
    *hexpand = *vexpand = FALSE;
    for (GList *item = ((GtkUIFits *)widget)->children; item; item = item->next) {
        *hexpand = *hexpand || gtk_widget_compute_expand(item->data, GTK_ORIENTATION_HORIZONTAL);
        *vexpand = *vexpand || gtk_widget_compute_expand(item->data, GTK_ORIENTATION_VERTICAL);
    }
}

static void finalize(GObject *object) {
    g_list_free(((GtkUIFits *)object)->children);
    G_OBJECT_CLASS(gtkui_fits_parent_class)->finalize(object);
}

static void gtkui_fits_class_init(GtkUIFitsClass *klass) {
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
    widget_class->compute_expand = compute_expand;
    container_class->add = add;
    container_class->remove = remove_child;
    container_class->forall = forall;
    container_class->child_type = gtkui_container_any_child_type;
}

static void gtkui_fits_init(GtkUIFits *fits) {
    gtk_widget_set_has_window(GTK_WIDGET(fits), FALSE);
    fits->horizontal = fits->vertical = TRUE;
}

GtkWidget *gtkui_fits_new(void) { return g_object_new(gtkui_fits_get_type(), NULL); }

void gtkui_fits_set_axes(GtkWidget *widget, gboolean horizontal, gboolean vertical) {
    g_return_if_fail(G_TYPE_CHECK_INSTANCE_TYPE(widget, gtkui_fits_get_type()));
    GtkUIFits *fits = (GtkUIFits *)widget;
    if (fits->horizontal == horizontal && fits->vertical == vertical) {
        return;
    }
    fits->horizontal = horizontal;
    fits->vertical = vertical;
    gtk_widget_queue_resize(widget);
}

GtkWidget *gtkui_fits_get_chosen(GtkWidget *widget) {
    g_return_val_if_fail(G_TYPE_CHECK_INSTANCE_TYPE(widget, gtkui_fits_get_type()), NULL);
    return ((GtkUIFits *)widget)->chosen;
}
