#include "CGtkShim.h"

// SwiftUI's .frame and .fixedSize on GTK's size requests: a vertical GtkBox whose preferred size
// is its content's, clamped to the frame's bounds, and which places its content inside the space
// it is given by the frame's alignment. GtkBox still lays out the content; this only decides the
// rectangle the content gets.

typedef struct {
    gint min;      // -1: unset
    gint ideal;    // -1: unset
    gint max;      // -1: unset; GTKUI_FRAME_INFINITY: fills
    gboolean fixed; // .fixedSize: exactly the content's natural size
    gfloat align;  // 0 leading, 0.5 centre, 1 trailing
} FrameAxis;

typedef struct {
    GtkBox parent_instance;
    FrameAxis axes[2]; // indexed by GtkOrientation
} GtkUIFrame;

typedef struct {
    GtkBoxClass parent_class;
} GtkUIFrameClass;

G_DEFINE_TYPE(GtkUIFrame, gtkui_frame, GTK_TYPE_BOX)

static gboolean has_max(const FrameAxis *axis) { return axis->max >= 0 && axis->max != GTKUI_FRAME_INFINITY; }

// The frame's minimum and natural size from its content's.
static void clamp_request(const FrameAxis *axis, gint content_min, gint content_nat, gint *minimum, gint *natural) {
    if (axis->fixed) {
        *minimum = *natural = content_nat;
        return;
    }
    gint low = axis->min >= 0 ? MAX(axis->min, content_min) : content_min;
    if (has_max(axis) && low > axis->max) {
        low = axis->max;
    }
    gint nat = axis->ideal >= 0 ? axis->ideal : content_nat;
    if (axis->min >= 0) {
        nat = MAX(nat, axis->min);
    }
    if (has_max(axis)) {
        nat = MIN(nat, axis->max);
    }
    *minimum = low;
    *natural = MAX(nat, low);
}

// Content size along one axis, without the frame.
static void content_request(GtkWidget *widget, GtkOrientation orientation, gint for_size, gint *minimum,
                            gint *natural) {
    GtkWidgetClass *box_class = GTK_WIDGET_CLASS(gtkui_frame_parent_class);
    if (orientation == GTK_ORIENTATION_HORIZONTAL) {
        if (for_size < 0) {
            box_class->get_preferred_width(widget, minimum, natural);
        } else {
            box_class->get_preferred_width_for_height(widget, for_size, minimum, natural);
        }
    } else if (for_size < 0) {
        box_class->get_preferred_height(widget, minimum, natural);
    } else {
        box_class->get_preferred_height_for_width(widget, for_size, minimum, natural);
    }
}

static gboolean content_expands(GtkWidget *widget, GtkOrientation orientation) {
    gboolean horizontal = FALSE, vertical = FALSE;
    GTK_WIDGET_CLASS(gtkui_frame_parent_class)->compute_expand(widget, &horizontal, &vertical);
    return orientation == GTK_ORIENTATION_HORIZONTAL ? horizontal : vertical;
}

// Where the frame and its content go along one axis within `available` pixels: the frame takes
// what it is given up to its maximum, centred; the content takes the frame's extent when it is
// flexible, else its natural size (never less than its minimum, so it may overflow a small fixed
// frame, as in SwiftUI), placed by the frame's alignment.
static void place(GtkWidget *widget, GtkOrientation orientation, gint available, gint content_min, gint content_nat,
                  gint *frame_offset, gint *frame_size, gint *content_offset, gint *content_size) {
    const FrameAxis *axis = &((GtkUIFrame *)widget)->axes[orientation];
    gint frame = available;
    if (has_max(axis)) {
        frame = MIN(frame, axis->max);
    }
    gint content;
    if (axis->fixed) {
        content = content_nat;
    } else if (content_expands(widget, orientation)) {
        content = frame;
    } else {
        content = MIN(content_nat, frame);
    }
    content = MAX(content, content_min);
    *frame_offset = (available - frame) / 2;
    *frame_size = frame;
    *content_size = content;
    gfloat align = axis->align;
    // Leading and trailing swap in right-to-left locales, as GtkAlign's start and end do.
    if (orientation == GTK_ORIENTATION_HORIZONTAL && gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL) {
        align = 1.0f - align;
    }
    *content_offset = *frame_offset + (gint)((frame - content) * align);
}

// The content's width for a frame `width` wide, for height-for-width queries and allocation.
static gint content_width_for(GtkWidget *widget, gint width) {
    gint min = 0, nat = 0, offset, frame, content_offset, content;
    content_request(widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat);
    place(widget, GTK_ORIENTATION_HORIZONTAL, width, min, nat, &offset, &frame, &content_offset, &content);
    return content;
}

static void get_preferred_width(GtkWidget *widget, gint *minimum, gint *natural) {
    gint min = 0, nat = 0;
    content_request(widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat);
    clamp_request(&((GtkUIFrame *)widget)->axes[GTK_ORIENTATION_HORIZONTAL], min, nat, minimum, natural);
}

static void get_preferred_height(GtkWidget *widget, gint *minimum, gint *natural) {
    gint min = 0, nat = 0;
    content_request(widget, GTK_ORIENTATION_VERTICAL, -1, &min, &nat);
    clamp_request(&((GtkUIFrame *)widget)->axes[GTK_ORIENTATION_VERTICAL], min, nat, minimum, natural);
}

static void get_preferred_height_for_width(GtkWidget *widget, gint width, gint *minimum, gint *natural) {
    gint min = 0, nat = 0;
    content_request(widget, GTK_ORIENTATION_VERTICAL, content_width_for(widget, width), &min, &nat);
    clamp_request(&((GtkUIFrame *)widget)->axes[GTK_ORIENTATION_VERTICAL], min, nat, minimum, natural);
}

static void get_preferred_width_for_height(GtkWidget *widget, gint height, gint *minimum, gint *natural) {
    // Widths do not depend on heights here: GtkUI's content is height-for-width.
    (void)height;
    get_preferred_width(widget, minimum, natural);
}

static void size_allocate(GtkWidget *widget, GtkAllocation *allocation) {
    gint min = 0, nat = 0;
    GtkAllocation frame = *allocation, content = *allocation;
    content_request(widget, GTK_ORIENTATION_HORIZONTAL, -1, &min, &nat);
    gint x_offset, x_content_offset;
    place(widget, GTK_ORIENTATION_HORIZONTAL, allocation->width, min, nat, &x_offset, &frame.width, &x_content_offset,
          &content.width);
    content_request(widget, GTK_ORIENTATION_VERTICAL, content.width, &min, &nat);
    gint y_offset, y_content_offset;
    place(widget, GTK_ORIENTATION_VERTICAL, allocation->height, min, nat, &y_offset, &frame.height, &y_content_offset,
          &content.height);
    frame.x += x_offset;
    frame.y += y_offset;
    content.x += x_content_offset;
    content.y += y_content_offset;
    // GtkBox lays the content out in its rectangle; the frame's own allocation is then its frame,
    // and its clip covers both, so content that overflows a small frame is still drawn.
    GTK_WIDGET_CLASS(gtkui_frame_parent_class)->size_allocate(widget, &content);
    GtkAllocation clip;
    gtk_widget_get_clip(widget, &clip);
    gtk_widget_set_allocation(widget, &frame);
    gdk_rectangle_union(&clip, &frame, &clip);
    gtk_widget_set_clip(widget, &clip);
}

static gboolean axis_expands(const FrameAxis *axis, gboolean content) {
    if (axis->fixed) {
        return FALSE;
    }
    if (axis->max == GTKUI_FRAME_INFINITY) {
        return TRUE;
    }
    // A finite maximum above the minimum takes what it is offered, up to the maximum.
    if (axis->max >= 0) {
        return axis->max > MAX(axis->min, 0) && axis->max > axis->ideal;
    }
    return content;
}

static void compute_expand(GtkWidget *widget, gboolean *hexpand, gboolean *vexpand) {
    GTK_WIDGET_CLASS(gtkui_frame_parent_class)->compute_expand(widget, hexpand, vexpand);
    GtkUIFrame *frame = (GtkUIFrame *)widget;
    *hexpand = axis_expands(&frame->axes[GTK_ORIENTATION_HORIZONTAL], *hexpand);
    *vexpand = axis_expands(&frame->axes[GTK_ORIENTATION_VERTICAL], *vexpand);
}

static GtkSizeRequestMode get_request_mode(GtkWidget *widget) {
    (void)widget;
    return GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH;
}

static void gtkui_frame_class_init(GtkUIFrameClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    widget_class->get_preferred_width = get_preferred_width;
    widget_class->get_preferred_height = get_preferred_height;
    widget_class->get_preferred_height_for_width = get_preferred_height_for_width;
    widget_class->get_preferred_width_for_height = get_preferred_width_for_height;
    widget_class->get_request_mode = get_request_mode;
    widget_class->size_allocate = size_allocate;
    widget_class->compute_expand = compute_expand;
}

static void gtkui_frame_init(GtkUIFrame *frame) {
    for (int i = 0; i < 2; i++) {
        frame->axes[i] = (FrameAxis){.min = -1, .ideal = -1, .max = -1, .fixed = FALSE, .align = 0.5f};
    }
}

GtkWidget *gtkui_frame_new(void) {
    return g_object_new(gtkui_frame_get_type(), "orientation", GTK_ORIENTATION_VERTICAL, NULL);
}

gboolean gtkui_frame_set_axis(GtkWidget *widget, GtkOrientation orientation, gint min, gint ideal, gint max,
                              gboolean fixed, gfloat align) {
    g_return_val_if_fail(G_TYPE_CHECK_INSTANCE_TYPE(widget, gtkui_frame_get_type()), FALSE);
    FrameAxis wanted = {.min = min, .ideal = ideal, .max = max, .fixed = fixed, .align = align};
    FrameAxis *axis = &((GtkUIFrame *)widget)->axes[orientation];
    if (axis->min == wanted.min && axis->ideal == wanted.ideal && axis->max == wanted.max &&
        axis->fixed == wanted.fixed && axis->align == wanted.align) {
        return FALSE;
    }
    *axis = wanted;
    gtk_widget_queue_compute_expand(widget);
    gtk_widget_queue_resize(widget);
    return TRUE;
}
