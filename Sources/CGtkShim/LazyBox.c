#include "CGtkShim.h"

// The virtualizing container behind List, LazyVStack and LazyHStack (GtkUILazyBox).
//
// It holds only the rows that are on screen (plus a margin). Swift decides which rows those are
// and where each goes; the box reports the whole estimated length of all rows as its size, so the
// enclosing GtkScrolledWindow scrolls over every row, and it tells Swift which stretch of itself is
// visible whenever that leaves the stretch Swift said it covers. Rows fill the box across its axis.
//
// The box needs no window of its own: inside a scrolled window it sits in a GtkViewport, whose
// view window clips it, and scrolling moves the viewport's window rather than reallocating rows.

typedef struct {
    GtkWidget *widget;
    gint position; // along the axis, from the box's leading edge
    gint length;
    gint cross_position; // across the axis; a negative cross length fills the box across
    gint cross_length;
} LazyChild;

typedef struct {
    GtkContainer parent_instance;
    GPtrArray *children; // LazyChild *, in the order added
    GtkOrientation orientation;
    gint content_length;
    gint cross_minimum, cross_natural;
    GtkUILazyBoxVisibleFunc visible_func;
    gpointer visible_data;
    GDestroyNotify visible_destroy;
    GtkWidget *scroller;              // the enclosing scrolled window; borrowed, followed by weak pointer
    GtkAdjustment *adjustment;        // its adjustment along the axis; a reference is held
    gulong value_handler, changed_handler;
    gint covered_start, covered_end;  // the stretch Swift has rows for
    gint last_cross;
    gboolean reporting;
} GtkUILazyBox;

typedef struct {
    GtkContainerClass parent_class;
} GtkUILazyBoxClass;

G_DEFINE_TYPE(GtkUILazyBox, gtkui_lazy_box, GTK_TYPE_CONTAINER)

static gboolean vertical(GtkUILazyBox *box) { return box->orientation == GTK_ORIENTATION_VERTICAL; }

static LazyChild *find_child(GtkUILazyBox *box, GtkWidget *widget, guint *index) {
    for (guint i = 0; i < box->children->len; i++) {
        LazyChild *child = g_ptr_array_index(box->children, i);
        if (child->widget == widget) {
            if (index) {
                *index = i;
            }
            return child;
        }
    }
    return NULL;
}

static void add(GtkContainer *container, GtkWidget *widget) {
    GtkUILazyBox *box = (GtkUILazyBox *)container;
    LazyChild *child = g_new0(LazyChild, 1);
    child->widget = widget;
    child->cross_length = -1;
    g_ptr_array_add(box->children, child);
    gtk_widget_set_parent(widget, GTK_WIDGET(container));
}

static void remove_child(GtkContainer *container, GtkWidget *widget) {
    GtkUILazyBox *box = (GtkUILazyBox *)container;
    guint index = 0;
    if (!find_child(box, widget, &index)) {
        return;
    }
    gtk_widget_unparent(widget);
    g_ptr_array_remove_index(box->children, index);
}

static void forall(GtkContainer *container, gboolean include_internals, GtkCallback callback, gpointer data) {
    (void)include_internals;
    GtkUILazyBox *box = (GtkUILazyBox *)container;
    // The callback may remove children (destroying the box does), so walk a copy.
    guint count = box->children->len;
    GtkWidget **widgets = g_newa(GtkWidget *, count + 1);
    for (guint i = 0; i < count; i++) {
        widgets[i] = ((LazyChild *)g_ptr_array_index(box->children, i))->widget;
    }
    for (guint i = 0; i < count; i++) {
        callback(widgets[i], data);
    }
}

static GType child_type(GtkContainer *container) {
    (void)container;
    return GTK_TYPE_WIDGET;
}

// Along the axis the box is as long as all rows; across it, as wide as the widest row seen.
static void get_preferred_width(GtkWidget *widget, gint *minimum, gint *natural) {
    GtkUILazyBox *box = (GtkUILazyBox *)widget;
    if (vertical(box)) {
        *minimum = box->cross_minimum;
        *natural = MAX(box->cross_natural, box->cross_minimum);
    } else {
        *minimum = *natural = box->content_length;
    }
}

static void get_preferred_height(GtkWidget *widget, gint *minimum, gint *natural) {
    GtkUILazyBox *box = (GtkUILazyBox *)widget;
    if (vertical(box)) {
        *minimum = *natural = box->content_length;
    } else {
        *minimum = box->cross_minimum;
        *natural = MAX(box->cross_natural, box->cross_minimum);
    }
}

// The stretch of the box, along its axis, that the enclosing scrolled window shows: its first
// screenful until both are realized, and the whole allocation when nothing scrolls the box (no
// more than a screen of the largest size GTK allows, so a lazy stack outside a scroll view cannot
// make a hundred thousand rows at once).
static void visible_stretch(GtkUILazyBox *box, gint *start, gint *end) {
    GtkWidget *widget = GTK_WIDGET(box);
    GtkAllocation allocation;
    gtk_widget_get_allocation(widget, &allocation);
    gint length = vertical(box) ? allocation.height : allocation.width;
    *start = 0;
    *end = MIN(length, 8192);
    if (!box->scroller) {
        return;
    }
    GtkAllocation shown;
    gtk_widget_get_allocation(box->scroller, &shown);
    gint extent = MAX(vertical(box) ? shown.height : shown.width, 1);
    gint x = 0, y = 0;
    if (!gtk_widget_translate_coordinates(widget, box->scroller, 0, 0, &x, &y)) {
        *end = MIN(length, extent);
        return;
    }
    gint offset = vertical(box) ? y : x;
    *start = CLAMP(-offset, 0, length);
    *end = CLAMP(-offset + extent, 0, length);
}

// Asks Swift for rows when the visible stretch leaves the covered one or the width changed.
static gboolean report_visible(GtkUILazyBox *box, gboolean force) {
    if (!box->visible_func || box->reporting) {
        return FALSE;
    }
    GtkAllocation allocation;
    gtk_widget_get_allocation(GTK_WIDGET(box), &allocation);
    gint cross = vertical(box) ? allocation.width : allocation.height;
    gint start = 0, end = 0;
    visible_stretch(box, &start, &end);
    if (!force && cross == box->last_cross && start >= box->covered_start && end <= box->covered_end) {
        return FALSE;
    }
    box->last_cross = cross;
    box->reporting = TRUE;
    box->visible_func(GTK_WIDGET(box), start, end, cross, box->visible_data);
    box->reporting = FALSE;
    return TRUE;
}

static void allocate_children(GtkUILazyBox *box, const GtkAllocation *allocation) {
    for (guint i = 0; i < box->children->len; i++) {
        LazyChild *child = g_ptr_array_index(box->children, i);
        if (!gtk_widget_get_visible(child->widget) || !gtk_widget_get_child_visible(child->widget)) {
            continue;
        }
        GtkAllocation rect = *allocation;
        if (vertical(box)) {
            rect.y += child->position;
            rect.height = child->length;
            if (child->cross_length >= 0) {
                rect.x += child->cross_position;
                rect.width = child->cross_length;
            }
        } else {
            rect.x += child->position;
            rect.width = child->length;
            if (child->cross_length >= 0) {
                rect.y += child->cross_position;
                rect.height = child->cross_length;
            }
        }
        // GTK expects a widget to be measured before it is allocated.
        gint min = 0, nat = 0;
        gtk_widget_get_preferred_width(child->widget, &min, &nat);
        gtk_widget_size_allocate(child->widget, &rect);
    }
}

static void size_allocate(GtkWidget *widget, GtkAllocation *allocation) {
    GtkUILazyBox *box = (GtkUILazyBox *)widget;
    gtk_widget_set_allocation(widget, allocation);
    report_visible(box, FALSE);
    allocate_children(box, allocation);
}

// A windowless container draws no background of its own; a list has one.
static gboolean draw(GtkWidget *widget, cairo_t *cr) {
    gtk_render_background(gtk_widget_get_style_context(widget), cr, 0, 0, gtk_widget_get_allocated_width(widget),
                          gtk_widget_get_allocated_height(widget));
    return GTK_WIDGET_CLASS(gtkui_lazy_box_parent_class)->draw(widget, cr);
}

static void scrolled(GtkAdjustment *adjustment, gpointer data) {
    (void)adjustment;
    GtkUILazyBox *box = data;
    if (report_visible(box, FALSE)) {
        gtk_widget_queue_allocate(GTK_WIDGET(box));
    }
}

static void unwatch(GtkUILazyBox *box) {
    if (box->adjustment) {
        g_signal_handler_disconnect(box->adjustment, box->value_handler);
        g_signal_handler_disconnect(box->adjustment, box->changed_handler);
        g_clear_object(&box->adjustment);
    }
    if (box->scroller) {
        g_object_remove_weak_pointer(G_OBJECT(box->scroller), (gpointer *)&box->scroller);
        box->scroller = NULL;
    }
}

// Follows the enclosing scrolled window, so scrolling reports the new visible stretch.
static void hierarchy_changed(GtkWidget *widget, GtkWidget *previous_toplevel) {
    (void)previous_toplevel;
    GtkUILazyBox *box = (GtkUILazyBox *)widget;
    GtkWidget *scroller = gtk_widget_get_ancestor(widget, GTK_TYPE_SCROLLED_WINDOW);
    if (scroller == box->scroller) {
        return;
    }
    unwatch(box);
    if (!scroller) {
        return;
    }
    box->scroller = scroller;
    g_object_add_weak_pointer(G_OBJECT(scroller), (gpointer *)&box->scroller);
    GtkScrolledWindow *scrolled_window = GTK_SCROLLED_WINDOW(scroller);
    GtkAdjustment *adjustment = vertical(box) ? gtk_scrolled_window_get_vadjustment(scrolled_window)
                                              : gtk_scrolled_window_get_hadjustment(scrolled_window);
    if (!adjustment) {
        return;
    }
    box->adjustment = g_object_ref(adjustment);
    box->value_handler = g_signal_connect(adjustment, "value-changed", G_CALLBACK(scrolled), box);
    box->changed_handler = g_signal_connect(adjustment, "changed", G_CALLBACK(scrolled), box);
}

static void dispose(GObject *object) {
    GtkUILazyBox *box = (GtkUILazyBox *)object;
    unwatch(box);
    if (box->visible_destroy && box->visible_data) {
        box->visible_destroy(box->visible_data);
    }
    box->visible_func = NULL;
    box->visible_data = NULL;
    box->visible_destroy = NULL;
    G_OBJECT_CLASS(gtkui_lazy_box_parent_class)->dispose(object);
}

static void finalize(GObject *object) {
    g_ptr_array_free(((GtkUILazyBox *)object)->children, TRUE);
    G_OBJECT_CLASS(gtkui_lazy_box_parent_class)->finalize(object);
}

static void gtkui_lazy_box_class_init(GtkUILazyBoxClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    GtkContainerClass *container_class = GTK_CONTAINER_CLASS(klass);
    G_OBJECT_CLASS(klass)->dispose = dispose;
    G_OBJECT_CLASS(klass)->finalize = finalize;
    widget_class->get_preferred_width = get_preferred_width;
    widget_class->get_preferred_height = get_preferred_height;
    widget_class->size_allocate = size_allocate;
    widget_class->draw = draw;
    widget_class->hierarchy_changed = hierarchy_changed;
    container_class->add = add;
    container_class->remove = remove_child;
    container_class->forall = forall;
    container_class->child_type = child_type;
    gtk_widget_class_set_css_name(widget_class, "lazybox");
}

static void gtkui_lazy_box_init(GtkUILazyBox *box) {
    gtk_widget_set_has_window(GTK_WIDGET(box), FALSE);
    box->children = g_ptr_array_new_with_free_func(g_free);
    box->orientation = GTK_ORIENTATION_VERTICAL;
    box->last_cross = -1;
}

GtkWidget *gtkui_lazy_box_new(GtkOrientation orientation) {
    GtkUILazyBox *box = g_object_new(gtkui_lazy_box_get_type(), NULL);
    box->orientation = orientation;
    return GTK_WIDGET(box);
}

void gtkui_lazy_box_set_visible_func(GtkWidget *widget, GtkUILazyBoxVisibleFunc func, gpointer data,
                                     GDestroyNotify destroy) {
    GtkUILazyBox *box = (GtkUILazyBox *)widget;
    if (box->visible_destroy && box->visible_data) {
        box->visible_destroy(box->visible_data);
    }
    box->visible_func = func;
    box->visible_data = data;
    box->visible_destroy = destroy;
}

void gtkui_lazy_box_place(GtkWidget *widget, GtkWidget *child_widget, gint position, gint length,
                          gint cross_position, gint cross_length) {
    LazyChild *child = find_child((GtkUILazyBox *)widget, child_widget, NULL);
    if (!child || (child->position == position && child->length == length &&
                   child->cross_position == cross_position && child->cross_length == cross_length)) {
        return;
    }
    child->position = position;
    child->length = length;
    child->cross_position = cross_position;
    child->cross_length = cross_length;
    gtk_widget_queue_allocate(widget);
}

void gtkui_lazy_box_set_extent(GtkWidget *widget, gint length, gint cross_minimum, gint cross_natural) {
    GtkUILazyBox *box = (GtkUILazyBox *)widget;
    if (box->content_length == length && box->cross_minimum == cross_minimum && box->cross_natural == cross_natural) {
        return;
    }
    box->content_length = length;
    box->cross_minimum = cross_minimum;
    box->cross_natural = cross_natural;
    gtk_widget_queue_resize(widget);
}

void gtkui_lazy_box_set_covered(GtkWidget *widget, gint start, gint end) {
    GtkUILazyBox *box = (GtkUILazyBox *)widget;
    box->covered_start = start;
    box->covered_end = end;
}

void gtkui_lazy_box_refresh(GtkWidget *widget) {
    GtkUILazyBox *box = (GtkUILazyBox *)widget;
    if (gtk_widget_get_realized(widget) && report_visible(box, TRUE)) {
        gtk_widget_queue_allocate(widget);
    }
}

gboolean gtkui_lazy_box_scroll_to(GtkWidget *widget, gint position, gint length, gdouble anchor) {
    GtkUILazyBox *box = (GtkUILazyBox *)widget;
    if (!box->scroller || !box->adjustment) {
        return FALSE;
    }
    gint x = 0, y = 0;
    if (!gtk_widget_translate_coordinates(widget, box->scroller, 0, 0, &x, &y)) {
        return FALSE;
    }
    gdouble value = gtk_adjustment_get_value(box->adjustment);
    gdouble page = gtk_adjustment_get_page_size(box->adjustment);
    // Where the box starts within the scrolled content.
    gdouble origin = (vertical(box) ? y : x) + value;
    gdouble target;
    if (anchor < 0) {
        // No anchor: the least scrolling that shows the whole row.
        gdouble top = origin + position;
        gdouble bottom = top + length;
        target = value;
        if (top < value) {
            target = top;
        } else if (bottom > value + page) {
            target = bottom - page;
        }
    } else {
        target = origin + position - anchor * (page - length);
    }
    gdouble upper = gtk_adjustment_get_upper(box->adjustment);
    gtk_adjustment_set_value(box->adjustment, CLAMP(target, 0, MAX(upper - page, 0)));
    return TRUE;
}
