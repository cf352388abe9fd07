#include "CGtkShim.h"

// SwiftUI's cross-axis rule on GTK's alignment: a container aligns each child as asked, except a
// child that is flexible along that axis (gtk_widget_compute_expand, which GTK derives from the
// child's descendants), which fills. The wanted alignments live on the container as qdata, so a
// change deep in the tree can realign every ancestor's child on the way up.

static GQuark alignment_quark(void) {
    static GQuark quark = 0;
    if (G_UNLIKELY(quark == 0)) {
        quark = g_quark_from_static_string("gtkui-child-alignment");
    }
    return quark;
}

// Packs (halign + 1) | (valign + 1) << 8, so 0 means "not aligning".
void gtkui_layout_set_child_alignment(GtkWidget *container, gint halign, gint valign) {
    guint packed = (guint)(halign + 1) | ((guint)(valign + 1) << 8);
    g_object_set_qdata(G_OBJECT(container), alignment_quark(), GUINT_TO_POINTER(packed));
}

static void align_axis(GtkWidget *child, gint wanted, GtkOrientation orientation) {
    if (wanted < 0) {
        return;
    }
    GtkAlign align = gtk_widget_compute_expand(child, orientation) ? GTK_ALIGN_FILL : (GtkAlign)wanted;
    if (orientation == GTK_ORIENTATION_HORIZONTAL) {
        if (gtk_widget_get_halign(child) != align) {
            gtk_widget_set_halign(child, align);
        }
    } else if (gtk_widget_get_valign(child) != align) {
        gtk_widget_set_valign(child, align);
    }
}

gboolean gtkui_layout_align_child(GtkWidget *container, GtkWidget *child) {
    guint packed = GPOINTER_TO_UINT(g_object_get_qdata(G_OBJECT(container), alignment_quark()));
    if (packed == 0) {
        return FALSE;
    }
    align_axis(child, (gint)(packed & 0xff) - 1, GTK_ORIENTATION_HORIZONTAL);
    align_axis(child, (gint)((packed >> 8) & 0xff) - 1, GTK_ORIENTATION_VERTICAL);
    return TRUE;
}

static void apply_priorities(GtkWidget *container);

void gtkui_layout_flexibility_changed(GtkWidget *widget) {
    apply_priorities(widget);
    GtkWidget *child = widget;
    GtkWidget *parent = gtk_widget_get_parent(child);
    while (parent) {
        apply_priorities(parent);
        gtkui_layout_align_child(parent, child);
        child = parent;
        parent = gtk_widget_get_parent(child);
    }
}

// layoutPriority on GTK's expand: along a stack's axis, GtkBox shares free space among every
// flexible child; SwiftUI gives it to the highest priority first. So a flexible child whose
// priority is below a flexible sibling's is made inflexible (its expand flag set FALSE), and its
// own flags are kept on it to be restored when that no longer holds. Counting prioritized children
// per container keeps stacks without priorities at no cost.

typedef struct {
    gboolean was_set;
    gboolean value;
} SavedExpand;

static GQuark priority_quark(void) {
    static GQuark quark = 0;
    if (G_UNLIKELY(quark == 0)) {
        quark = g_quark_from_static_string("gtkui-layout-priority");
    }
    return quark;
}

static GQuark count_quark(void) {
    static GQuark quark = 0;
    if (G_UNLIKELY(quark == 0)) {
        quark = g_quark_from_static_string("gtkui-layout-priority-count");
    }
    return quark;
}

static GQuark saved_quark(void) {
    static GQuark quark = 0;
    if (G_UNLIKELY(quark == 0)) {
        quark = g_quark_from_static_string("gtkui-layout-saved-expand");
    }
    return quark;
}

void gtkui_layout_set_priority(GtkWidget *widget, gdouble priority) {
    gdouble *stored = g_object_get_qdata(G_OBJECT(widget), priority_quark());
    if (!stored) {
        stored = g_new(gdouble, 1);
        g_object_set_qdata_full(G_OBJECT(widget), priority_quark(), stored, g_free);
    }
    *stored = priority;
}

static gboolean has_priority(GtkWidget *widget) {
    return g_object_get_qdata(G_OBJECT(widget), priority_quark()) != NULL;
}

static gdouble priority_of(GtkWidget *widget) {
    gdouble *stored = g_object_get_qdata(G_OBJECT(widget), priority_quark());
    return stored ? *stored : 0;
}

static void set_axis_expand(GtkWidget *widget, GtkOrientation orientation, gboolean value) {
    if (orientation == GTK_ORIENTATION_HORIZONTAL) {
        gtk_widget_set_hexpand(widget, value);
    } else {
        gtk_widget_set_vexpand(widget, value);
    }
}

static void restore_expand(GtkWidget *child, GtkOrientation orientation) {
    SavedExpand *saved = g_object_steal_qdata(G_OBJECT(child), saved_quark());
    if (!saved) {
        return;
    }
    if (saved->was_set) {
        set_axis_expand(child, orientation, saved->value);
    } else if (orientation == GTK_ORIENTATION_HORIZONTAL) {
        gtk_widget_set_hexpand_set(child, FALSE);
    } else {
        gtk_widget_set_vexpand_set(child, FALSE);
    }
    g_free(saved);
}

static void apply_priorities(GtkWidget *container) {
    if (GPOINTER_TO_UINT(g_object_get_qdata(G_OBJECT(container), count_quark())) == 0 ||
        !GTK_IS_BOX(container)) {
        return;
    }
    GtkOrientation orientation = gtk_orientable_get_orientation(GTK_ORIENTABLE(container));
    GList *children = gtk_container_get_children(GTK_CONTAINER(container));
    gboolean any = FALSE;
    gdouble highest = 0;
    for (GList *item = children; item; item = item->next) {
        GtkWidget *child = item->data;
        restore_expand(child, orientation);
        if (gtk_widget_compute_expand(child, orientation)) {
            gdouble priority = priority_of(child);
            highest = any ? MAX(highest, priority) : priority;
            any = TRUE;
        }
    }
    for (GList *item = children; any && item; item = item->next) {
        GtkWidget *child = item->data;
        if (priority_of(child) < highest && gtk_widget_compute_expand(child, orientation)) {
            SavedExpand *saved = g_new(SavedExpand, 1);
            saved->was_set = orientation == GTK_ORIENTATION_HORIZONTAL ? gtk_widget_get_hexpand_set(child)
                                                                       : gtk_widget_get_vexpand_set(child);
            saved->value = orientation == GTK_ORIENTATION_HORIZONTAL ? gtk_widget_get_hexpand(child)
                                                                     : gtk_widget_get_vexpand(child);
            g_object_set_qdata(G_OBJECT(child), saved_quark(), saved);
            set_axis_expand(child, orientation, FALSE);
        }
    }
    g_list_free(children);
}

void gtkui_layout_child_added(GtkWidget *container, GtkWidget *child) {
    if (has_priority(child)) {
        guint count = GPOINTER_TO_UINT(g_object_get_qdata(G_OBJECT(container), count_quark()));
        g_object_set_qdata(G_OBJECT(container), count_quark(), GUINT_TO_POINTER(count + 1));
    }
    gtkui_layout_flexibility_changed(container);
}

void gtkui_layout_child_removed(GtkWidget *container, GtkWidget *child) {
    if (GTK_IS_ORIENTABLE(container)) {
        restore_expand(child, gtk_orientable_get_orientation(GTK_ORIENTABLE(container)));
    }
    if (has_priority(child)) {
        guint count = GPOINTER_TO_UINT(g_object_get_qdata(G_OBJECT(container), count_quark()));
        g_object_set_qdata(G_OBJECT(container), count_quark(), GUINT_TO_POINTER(count > 0 ? count - 1 : 0));
    }
}

gdouble gtkui_layout_get_priority(GtkWidget *widget) {
    return priority_of(widget);
}

gboolean gtkui_layout_get_child_alignment(GtkWidget *container, gint *halign, gint *valign) {
    guint packed = GPOINTER_TO_UINT(g_object_get_qdata(G_OBJECT(container), alignment_quark()));
    *halign = (gint)(packed & 0xff) - 1;
    *valign = (gint)((packed >> 8) & 0xff) - 1;
    return packed != 0;
}
