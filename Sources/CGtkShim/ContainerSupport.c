#include "ContainerSupport.h"

void gtkui_container_measure_child(GtkWidget *child, GtkOrientation orientation, gint for_size, gint *minimum,
                                   gint *natural) {
    *minimum = *natural = 0;
    if (!child || !gtk_widget_get_visible(child)) {
        return;
    }
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

void gtkui_container_allocate_child(GtkWidget *child, const GtkAllocation *rect, GtkAllocation *clip) {
    gint min = 0, nat = 0;
    gtk_widget_get_preferred_width(child, &min, &nat);
    GtkAllocation allocation = *rect;
    gtk_widget_size_allocate(child, &allocation);
    if (clip) {
        GtkAllocation child_clip;
        gtk_widget_get_clip(child, &child_clip);
        gdk_rectangle_union(clip, &child_clip, clip);
    }
}

void gtkui_container_forall_list(GList *children, GtkCallback callback, gpointer data) {
    GList *item = children;
    while (item) {
        GList *next = item->next; // the callback may remove the child
        callback(item->data, data);
        item = next;
    }
}

gboolean gtkui_container_remove_from_list(GtkContainer *container, GList **children, GtkWidget *child) {
    GList *link = g_list_find(*children, child);
    if (!link) {
        return FALSE;
    }
    gboolean was_visible = gtk_widget_get_visible(child);
    gtk_widget_unparent(child);
    *children = g_list_delete_link(*children, link);
    if (was_visible) {
        gtk_widget_queue_resize(GTK_WIDGET(container));
    }
    return TRUE;
}

GType gtkui_container_any_child_type(GtkContainer *container) {
    (void)container;
    return GTK_TYPE_WIDGET;
}
