#include "CGtkShim.h"

// GTK 3 computes an accessible's states, name and children in its class's vfuncs and offers no
// setter for states or children, so a toolkit cannot say "selected" for a widget GTK does not
// know is selectable, nor make a row one element. Here such an accessible moves to a subclass of
// its own type, made once per type, whose vfuncs ask the parent class and then apply what is kept
// on the object. The subclass adds no instance data, so the object stays the same size and keeps
// every interface it had.

typedef struct {
    guint64 add;
    guint64 remove;
} StateMasks;

static GQuark masks_quark(void) {
    static GQuark quark = 0;
    if (!quark) quark = g_quark_from_static_string("gtkui-accessible-state-masks");
    return quark;
}

static GQuark behavior_quark(void) {
    static GQuark quark = 0;
    if (!quark) quark = g_quark_from_static_string("gtkui-accessible-child-behavior");
    return quark;
}

static GQuark combined_name_quark(void) {
    static GQuark quark = 0;
    if (!quark) quark = g_quark_from_static_string("gtkui-accessible-combined-name");
    return quark;
}

/// The class GTK gave the object: the parent of the subclass it was moved to.
static AtkObjectClass *gtk_class(AtkObject *accessible) {
    return ATK_OBJECT_CLASS(g_type_class_peek(g_type_parent(G_TYPE_FROM_INSTANCE(accessible))));
}

static GtkUIAccessibleChildBehavior behavior_of(AtkObject *accessible) {
    return (GtkUIAccessibleChildBehavior)GPOINTER_TO_INT(g_object_get_qdata(G_OBJECT(accessible), behavior_quark()));
}

static void append_texts(GtkWidget *widget, GString *name) {
    if (!gtk_widget_get_visible(widget)) return;
    const gchar *text = NULL;
    if (g_object_get_data(G_OBJECT(widget), "gtkui-named-by-accessibility-label")) {
        text = atk_object_get_name(gtk_widget_get_accessible(widget));
    } else if (GTK_IS_LABEL(widget)) {
        text = gtk_label_get_text(GTK_LABEL(widget));
    } else if (GTK_IS_CONTAINER(widget)) {
        GList *children = gtk_container_get_children(GTK_CONTAINER(widget));
        for (GList *child = children; child; child = child->next) append_texts(child->data, name);
        g_list_free(children);
        return;
    }
    if (!text || !text[0]) return;
    if (name->len > 0) g_string_append(name, ", ");
    g_string_append(name, text);
}

gchar *gtkui_accessible_content_name(GtkWidget *widget) {
    GString *name = g_string_new(NULL);
    append_texts(widget, name);
    return g_string_free(name, FALSE);
}

static const gchar *overridden_get_name(AtkObject *accessible) {
    const gchar *own = gtk_class(accessible)->get_name(accessible);
    if (behavior_of(accessible) != GTKUI_ACCESSIBLE_CHILDREN_COMBINE || (own && own[0])) return own;
    GtkWidget *widget = gtk_accessible_get_widget(GTK_ACCESSIBLE(accessible));
    if (!widget) return own;
    // Made afresh on every request, so it follows its children's texts; kept until the next.
    gchar *name = NULL;
    if (GTK_IS_CONTAINER(widget)) {
        GString *texts = g_string_new(NULL);
        GList *children = gtk_container_get_children(GTK_CONTAINER(widget));
        for (GList *child = children; child; child = child->next) append_texts(child->data, texts);
        g_list_free(children);
        name = g_string_free(texts, FALSE);
    } else {
        name = gtkui_accessible_content_name(widget);
    }
    g_object_set_qdata_full(G_OBJECT(accessible), combined_name_quark(), name, g_free);
    return name;
}

static gint overridden_get_n_children(AtkObject *accessible) {
    if (behavior_of(accessible) != GTKUI_ACCESSIBLE_CHILDREN_CONTAIN) return 0;
    return gtk_class(accessible)->get_n_children(accessible);
}

static AtkObject *overridden_ref_child(AtkObject *accessible, gint index) {
    if (behavior_of(accessible) != GTKUI_ACCESSIBLE_CHILDREN_CONTAIN) return NULL;
    return gtk_class(accessible)->ref_child(accessible, index);
}

static AtkStateSet *overridden_ref_state_set(AtkObject *accessible) {
    AtkObjectClass *parent = gtk_class(accessible);
    AtkStateSet *states = parent->ref_state_set(accessible);
    if (!states) return states;
    const StateMasks *masks = g_object_get_qdata(G_OBJECT(accessible), masks_quark());
    if (!masks) return states;
    for (guint state = 0; state < ATK_STATE_LAST_DEFINED && state < 64; state++) {
        guint64 bit = (guint64)1 << state;
        if (masks->add & bit) atk_state_set_add_state(states, (AtkStateType)state);
        if (masks->remove & bit) atk_state_set_remove_state(states, (AtkStateType)state);
    }
    return states;
}

static void overriding_class_init(gpointer klass, gpointer data) {
    (void)data;
    AtkObjectClass *object_class = ATK_OBJECT_CLASS(klass);
    object_class->ref_state_set = overridden_ref_state_set;
    object_class->get_name = overridden_get_name;
    object_class->get_n_children = overridden_get_n_children;
    object_class->ref_child = overridden_ref_child;
}

/// The subclass of `type` that applies the masks, registered the first time it is needed.
static GType overriding_type(GType type) {
    gchar *name = g_strconcat("GtkUIStates", g_type_name(type), NULL);
    GType subclass = g_type_from_name(name);
    if (!subclass) {
        GTypeQuery query;
        g_type_query(type, &query);
        subclass = g_type_register_static_simple(type, name, query.class_size, overriding_class_init,
                                                 query.instance_size, NULL, 0);
    }
    g_free(name);
    return subclass;
}

static gboolean is_overriding(GType type) {
    return g_str_has_prefix(g_type_name(type), "GtkUIStates");
}

/// Moves the object to the overriding subclass of its type, once.
static void make_overriding(AtkObject *accessible) {
    GType type = G_TYPE_FROM_INSTANCE(accessible);
    if (is_overriding(type)) return;
    GTypeClass *subclass = g_type_class_ref(overriding_type(type));
    // The class is kept for the life of the process, as GTK keeps its own accessible classes.
    ((GTypeInstance *)accessible)->g_class = subclass;
}

void gtkui_accessible_set_child_behavior(AtkObject *accessible, GtkUIAccessibleChildBehavior behavior) {
    g_return_if_fail(ATK_IS_OBJECT(accessible));
    if (behavior_of(accessible) == behavior) return;
    make_overriding(accessible);
    g_object_set_qdata(G_OBJECT(accessible), behavior_quark(), GINT_TO_POINTER(behavior));
    g_object_notify(G_OBJECT(accessible), "accessible-name");
}

void gtkui_accessible_override_states(AtkObject *accessible, guint64 add, guint64 remove) {
    g_return_if_fail(ATK_IS_OBJECT(accessible));
    StateMasks *old = g_object_get_qdata(G_OBJECT(accessible), masks_quark());
    if (old && old->add == add && old->remove == remove) return;
    if (!old && add == 0 && remove == 0) return;
    AtkStateSet *before = atk_object_ref_state_set(accessible);
    make_overriding(accessible);
    StateMasks *masks = g_new(StateMasks, 1);
    masks->add = add;
    masks->remove = remove;
    g_object_set_qdata_full(G_OBJECT(accessible), masks_quark(), masks, g_free);
    AtkStateSet *after = atk_object_ref_state_set(accessible);
    if (!before || !after) {
        g_clear_object(&before);
        g_clear_object(&after);
        return;
    }
    for (guint state = 0; state < ATK_STATE_LAST_DEFINED && state < 64; state++) {
        gboolean was = atk_state_set_contains_state(before, (AtkStateType)state);
        gboolean is = atk_state_set_contains_state(after, (AtkStateType)state);
        if (was != is) atk_object_notify_state_change(accessible, (AtkState)state, is);
    }
    g_object_unref(before);
    g_object_unref(after);
}
