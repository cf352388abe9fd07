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

void gtkui_layout_flexibility_changed(GtkWidget *widget) {
    GtkWidget *child = widget;
    GtkWidget *parent = gtk_widget_get_parent(child);
    while (parent) {
        gtkui_layout_align_child(parent, child);
        child = parent;
        parent = gtk_widget_get_parent(child);
    }
}
