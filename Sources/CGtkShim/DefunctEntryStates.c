#include "CGtkShim.h"
#include <gtk/gtk-a11y.h>

// GTK 3's entry accessible (text fields, search fields, spin buttons) returns no state set at all
// once its widget is gone, where every other GTK accessible returns one holding "defunct". The
// accessibility bridge keeps objects it handed to a screen reader alive for a while, asks them
// for their states, and logs criticals for each such entry. Here the entry classes return the
// defunct set instead.

static AtkStateSet *(*gtk_entry_ref_state_set)(AtkObject *accessible) = NULL;

static AtkStateSet *defunct_aware_ref_state_set(AtkObject *accessible) {
    AtkStateSet *states = gtk_entry_ref_state_set(accessible);
    if (states) return states;
    states = atk_state_set_new();
    atk_state_set_add_state(states, ATK_STATE_DEFUNCT);
    return states;
}

void gtkui_make_entry_accessibles_report_defunct(void) {
    if (gtk_entry_ref_state_set) return;
    // The classes stay referenced for the life of the process, as GTK's own do.
    AtkObjectClass *entry = g_type_class_ref(GTK_TYPE_ENTRY_ACCESSIBLE);
    gtk_entry_ref_state_set = entry->ref_state_set;
    entry->ref_state_set = defunct_aware_ref_state_set;
    // A subclass made before this copied GTK's function; one made after copies this one.
    AtkObjectClass *spin = g_type_class_ref(GTK_TYPE_SPIN_BUTTON_ACCESSIBLE);
    if (spin->ref_state_set == gtk_entry_ref_state_set) spin->ref_state_set = defunct_aware_ref_state_set;
}
