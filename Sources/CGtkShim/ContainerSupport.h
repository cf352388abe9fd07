#ifndef GTKUI_CONTAINER_SUPPORT_H
#define GTKUI_CONTAINER_SUPPORT_H

#include "CGtkShim.h"

// What the C containers here (the layout box, the layers, ViewThatFits, the sizing, effect and
// frame bins) share: measuring a child, allocating one, keeping children in a list, and routing
// GTK's four size queries to one function. Internal to CGtkShim: Swift does not see it.

/// GTK's minimum and natural size of `child` along `orientation`, for `for_size` pixels along the
/// other axis (negative: unconstrained); 0 for a missing or hidden child.
void gtkui_container_measure_child(GtkWidget *child, GtkOrientation orientation, gint for_size, gint *minimum,
                                   gint *natural);

/// Allocates `rect` to `child`, measuring its width first (GTK warns when a widget is allocated
/// without being measured since its last change; the answer is cached, so this costs nothing),
/// and adds the child's clip to `clip` when it is not NULL.
void gtkui_container_allocate_child(GtkWidget *child, const GtkAllocation *rect, GtkAllocation *clip);

/// GtkContainer's forall over `children`, in order; the callback may remove the child it gets.
void gtkui_container_forall_list(GList *children, GtkCallback callback, gpointer data);

/// Takes `child` out of `*children` and unparents it, queueing a resize of `container` when the
/// child was visible. Returns FALSE, changing nothing, when `child` is not in the list.
gboolean gtkui_container_remove_from_list(GtkContainer *container, GList **children, GtkWidget *child);

/// GtkContainer's child_type for a container that takes any widget.
GType gtkui_container_any_child_type(GtkContainer *container);

/// Defines the four GtkWidgetClass size queries, each calling `preferred(widget, orientation,
/// for_size, minimum, natural)` with -1 when no size along the other axis is given.
#define GTKUI_DEFINE_SIZE_QUERIES(preferred)                                                                   \
    static void get_preferred_width(GtkWidget *widget, gint *minimum, gint *natural) {                         \
        preferred(widget, GTK_ORIENTATION_HORIZONTAL, -1, minimum, natural);                                   \
    }                                                                                                          \
    static void get_preferred_height(GtkWidget *widget, gint *minimum, gint *natural) {                        \
        preferred(widget, GTK_ORIENTATION_VERTICAL, -1, minimum, natural);                                     \
    }                                                                                                          \
    static void get_preferred_width_for_height(GtkWidget *widget, gint height, gint *minimum, gint *natural) { \
        preferred(widget, GTK_ORIENTATION_HORIZONTAL, height, minimum, natural);                               \
    }                                                                                                          \
    static void get_preferred_height_for_width(GtkWidget *widget, gint width, gint *minimum, gint *natural) {  \
        preferred(widget, GTK_ORIENTATION_VERTICAL, width, minimum, natural);                                  \
    }

/// Installs the queries GTKUI_DEFINE_SIZE_QUERIES defined in `widget_class`.
#define GTKUI_SET_SIZE_QUERIES(widget_class)                                            \
    do {                                                                                \
        (widget_class)->get_preferred_width = get_preferred_width;                      \
        (widget_class)->get_preferred_height = get_preferred_height;                    \
        (widget_class)->get_preferred_width_for_height = get_preferred_width_for_height; \
        (widget_class)->get_preferred_height_for_width = get_preferred_height_for_width; \
    } while (0)

#endif
