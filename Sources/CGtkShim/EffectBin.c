#include "CGtkShim.h"
#include "ContainerSupport.h"
#include <math.h>
#include <string.h>

// SwiftUI's geometry effects and filters on GTK 3 (GtkUIEffectBin).
//
// The content lives in an offscreen GdkWindow embedded in the bin's input window, as GTK 3's
// offscreen-window embedding allows: GTK draws the content into the offscreen surface, and the bin
// paints that surface transformed and filtered. Input follows the drawing because GDK asks the bin
// which embedded window lies under the pointer ("pick-embedded-child") and how to map points
// between the two ("to-embedder", "from-embedder"); the bin answers with the same matrix it draws
// with. The bin has no window of its own: it draws in its parent's, over a clip that covers what it
// draws, which may reach beyond its allocation (a scaled or rotated view). Its input window covers
// the same box, and its input shape is only the transformed content, so the widgets around still
// get the clicks outside it. Layout is untouched: the bin is exactly as large as its content.
//
// Names: content coordinates have (0, 0) at the content's top left. The content may draw beyond
// its rectangle (a moved view inside it): `extent` is what it covers, from its clip. The offscreen
// surface holds the extent `margin` pixels in from its edges (room for a blur or a shadow), with the
// content's origin at `origin_x`, `origin_y`; bin coordinates have
// (0, 0) at the bin's allocation; window coordinates at its input window, `bounds.x`/`.y` from that.

typedef struct {
    GtkContainer parent_instance;
    GtkWidget *child;       // the content, drawn in `offscreen`
    GtkWidget *mask_child;  // the mask's view, drawn in `mask_offscreen`; never takes input
    GdkWindow *input_window; // input only, over what is drawn; the offscreen windows' embedder
    GdkWindow *offscreen;
    GdkWindow *mask_offscreen;
    double matrix[9];       // content to bin coordinates, anchored (row-major, projective)
    double inverse[9];
    gboolean invertible;
    gboolean inert;  // takes no pointer input (a removed view leaving)
    double transform[9];    // as set, before anchoring
    double anchor_x, anchor_y;
    gboolean relative_perspective;
    int margin;
    GdkRectangle extent;        // what the content draws, in content coordinates
    int origin_x, origin_y;     // the content's origin in the offscreen surface
    int surface_width, surface_height;
    int window_width, window_height; // the offscreen windows' size as last set, to skip a resize
    GdkRectangle input_rect; // the input window's place as last set, in its parent's coordinates
    gboolean allocated;     // extent, origin and surface are worked out for the current size
    GdkRectangle bounds;    // the window, in bin coordinates
    gboolean shape_is_rect; // the input shape last set is `shape_rect` (window coordinates)
    cairo_rectangle_int_t shape_rect;
    // Filters, applied to the content's pixels in this order.
    gboolean has_color_matrix;
    double color_matrix[20];
    double blur_radius;
    gboolean opaque_blur;
    gboolean has_shadow;
    GdkRGBA shadow_color;
    double shadow_radius, shadow_x, shadow_y;
    cairo_operator_t blend;
    gboolean luminance_mask;
    float mask_xalign, mask_yalign;
    GtkUIEffectPathFunc clip_func;
    gpointer clip_data;
    GDestroyNotify clip_destroy;
    cairo_path_t *clip_path; // in content coordinates, for the current size
    cairo_surface_t *filtered; // the content after colour matrix and blur, until it changes
    cairo_surface_t *shadow;   // the blurred alpha of `filtered`, until it changes
} GtkUIEffectBin;

typedef struct {
    GtkContainerClass parent_class;
} GtkUIEffectBinClass;

G_DEFINE_TYPE(GtkUIEffectBin, gtkui_effect_bin, GTK_TYPE_CONTAINER)

// Work counters for tests (GTK's thread only): allocations, and new transforms that needed none.
static guint64 effect_bin_allocations, effect_bin_moves;

// A window larger than this makes GDK warn; bounds are cut to it.
#define EFFECT_MAX_EXTENT 16000

static void identity(double m[9]) {
    memset(m, 0, 9 * sizeof(double));
    m[0] = m[4] = m[8] = 1;
}

static void multiply(const double a[9], const double b[9], double out[9]) {
    double r[9];
    for (int row = 0; row < 3; row++) {
        for (int col = 0; col < 3; col++) {
            r[row * 3 + col] = a[row * 3] * b[col] + a[row * 3 + 1] * b[3 + col] + a[row * 3 + 2] * b[6 + col];
        }
    }
    memcpy(out, r, sizeof r);
}

static gboolean invert(const double m[9], double out[9]) {
    double det = m[0] * (m[4] * m[8] - m[5] * m[7]) - m[1] * (m[3] * m[8] - m[5] * m[6]) +
                 m[2] * (m[3] * m[7] - m[4] * m[6]);
    if (!isfinite(det) || fabs(det) < 1e-12) {
        return FALSE;
    }
    out[0] = (m[4] * m[8] - m[5] * m[7]) / det;
    out[1] = (m[2] * m[7] - m[1] * m[8]) / det;
    out[2] = (m[1] * m[5] - m[2] * m[4]) / det;
    out[3] = (m[5] * m[6] - m[3] * m[8]) / det;
    out[4] = (m[0] * m[8] - m[2] * m[6]) / det;
    out[5] = (m[2] * m[3] - m[0] * m[5]) / det;
    out[6] = (m[3] * m[7] - m[4] * m[6]) / det;
    out[7] = (m[1] * m[6] - m[0] * m[7]) / det;
    out[8] = (m[0] * m[4] - m[1] * m[3]) / det;
    for (int i = 0; i < 9; i++) {
        if (!isfinite(out[i])) {
            return FALSE;
        }
    }
    return TRUE;
}

// Maps (x, y) by `m`; FALSE when the point lands behind the projection (w <= 0).
static gboolean apply(const double m[9], double x, double y, double *out_x, double *out_y) {
    double w = m[6] * x + m[7] * y + m[8];
    if (!(w > 1e-9)) {
        return FALSE;
    }
    *out_x = (m[0] * x + m[1] * y + m[2]) / w;
    *out_y = (m[3] * x + m[4] * y + m[5]) / w;
    return isfinite(*out_x) && isfinite(*out_y);
}

static gboolean is_affine(const double m[9]) { return m[6] == 0 && m[7] == 0 && m[8] == 1; }

static gboolean is_identity(const double m[9]) {
    return m[0] == 1 && m[1] == 0 && m[2] == 0 && m[3] == 0 && m[4] == 1 && m[5] == 0 && is_affine(m);
}

static void to_cairo(const double m[9], cairo_matrix_t *out) {
    cairo_matrix_init(out, m[0], m[3], m[1], m[4], m[2], m[5]);
}

static void drop_caches(GtkUIEffectBin *bin) {
    g_clear_pointer(&bin->filtered, cairo_surface_destroy);
    g_clear_pointer(&bin->shadow, cairo_surface_destroy);
}

static int content_width(GtkUIEffectBin *bin) { return gtk_widget_get_allocated_width(GTK_WIDGET(bin)); }
static int content_height(GtkUIEffectBin *bin) { return gtk_widget_get_allocated_height(GTK_WIDGET(bin)); }

// The anchored matrix for the current size: translate(anchor) · transform · translate(-anchor).
static void update_matrix(GtkUIEffectBin *bin) {
    double ax = bin->anchor_x * content_width(bin);
    double ay = bin->anchor_y * content_height(bin);
    double to[9], from[9];
    identity(to);
    identity(from);
    to[2] = ax;
    to[5] = ay;
    from[2] = -ax;
    from[5] = -ay;
    double transform[9];
    memcpy(transform, bin->transform, sizeof transform);
    if (bin->relative_perspective) {
        double side = MAX(1, MAX(content_width(bin), content_height(bin)));
        transform[6] /= side;
        transform[7] /= side;
        transform[8] = 1 + (transform[8] - 1) / side;
    }
    multiply(to, transform, bin->matrix);
    multiply(bin->matrix, from, bin->matrix);
    bin->invertible = invert(bin->matrix, bin->inverse);
}

// The extent, plus `extra` on each side, mapped into bin coordinates: its bounding box.
static gboolean mapped_box(GtkUIEffectBin *bin, double extra, double *x0, double *y0, double *x1, double *y1) {
    double left = bin->extent.x - extra, top = bin->extent.y - extra;
    double right = bin->extent.x + bin->extent.width + extra, bottom = bin->extent.y + bin->extent.height + extra;
    double corners[4][2] = {{left, top}, {right, top}, {left, bottom}, {right, bottom}};
    *x0 = *y0 = INFINITY;
    *x1 = *y1 = -INFINITY;
    for (int i = 0; i < 4; i++) {
        double x, y;
        if (!apply(bin->matrix, corners[i][0], corners[i][1], &x, &y)) {
            return FALSE;
        }
        *x0 = fmin(*x0, x);
        *y0 = fmin(*y0, y);
        *x1 = fmax(*x1, x);
        *y1 = fmax(*y1, y);
    }
    return TRUE;
}

static int effect_reach(GtkUIEffectBin *bin) {
    double reach = bin->blur_radius * 3;
    if (bin->has_shadow) {
        reach = fmax(reach, bin->shadow_radius * 3 + fmax(fabs(bin->shadow_x), fabs(bin->shadow_y)));
    }
    return (int)fmin(ceil(reach), 512);
}

// Where the window goes: the box of what is drawn, cut to a sane extent around the allocation.
static void update_bounds(GtkUIEffectBin *bin) {
    double x0, y0, x1, y1;
    GdkRectangle box = {0, 0, 1, 1};
    if (bin->invertible && mapped_box(bin, bin->margin, &x0, &y0, &x1, &y1)) {
        x0 = fmax(floor(x0), -EFFECT_MAX_EXTENT);
        y0 = fmax(floor(y0), -EFFECT_MAX_EXTENT);
        x1 = fmin(ceil(x1), EFFECT_MAX_EXTENT);
        y1 = fmin(ceil(y1), EFFECT_MAX_EXTENT);
        if (x1 > x0 && y1 > y0) {
            box = (GdkRectangle){(int)x0, (int)y0, (int)(x1 - x0), (int)(y1 - y0)};
        }
    }
    bin->bounds = box;
}

// The clip path for the current size, from the Swift shape.
static void update_clip_path(GtkUIEffectBin *bin) {
    g_clear_pointer(&bin->clip_path, cairo_path_destroy);
    if (!bin->clip_func) {
        return;
    }
    cairo_surface_t *scratch = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1);
    cairo_t *cr = cairo_create(scratch);
    bin->clip_func(bin->clip_data, cr, content_width(bin), content_height(bin));
    bin->clip_path = cairo_copy_path(cr);
    cairo_destroy(cr);
    cairo_surface_destroy(scratch);
}

// Whether a content point may take input: inside what the content draws, and inside the clip
// shape if any. (GDK then looks for the widget under it in the offscreen window.)
static gboolean content_hit(GtkUIEffectBin *bin, double x, double y) {
    GdkRectangle *e = &bin->extent;
    if (!(x >= e->x && y >= e->y && x < e->x + e->width && y < e->y + e->height)) {
        return FALSE;
    }
    if (!bin->clip_path) {
        return TRUE;
    }
    cairo_surface_t *scratch = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1);
    cairo_t *cr = cairo_create(scratch);
    cairo_append_path(cr, bin->clip_path);
    gboolean inside = cairo_in_fill(cr, x, y);
    cairo_destroy(cr);
    cairo_surface_destroy(scratch);
    return inside;
}

// The window's input shape: the transformed content (and clip), so a click beside it reaches the
// widgets around; empty when the transform is not invertible.
static void update_input_shape(GtkUIEffectBin *bin) {
    GdkWindow *window = bin->input_window;
    if (!window) {
        return;
    }
    cairo_region_t *region;
    int w = content_width(bin), h = content_height(bin);
    double *m = bin->matrix;
    gboolean was_rect = bin->shape_is_rect;
    bin->shape_is_rect = FALSE;
    if (bin->inert || !bin->invertible || w <= 0 || h <= 0) {
        region = cairo_region_create();
    } else if (!bin->clip_path && is_affine(m) && m[1] == 0 && m[3] == 0) {
        double x0, y0, x1, y1;
        mapped_box(bin, 0, &x0, &y0, &x1, &y1);
        x0 = fmin(fmax(x0, bin->bounds.x), bin->bounds.x + bin->bounds.width);
        x1 = fmin(fmax(x1, bin->bounds.x), bin->bounds.x + bin->bounds.width);
        y0 = fmin(fmax(y0, bin->bounds.y), bin->bounds.y + bin->bounds.height);
        y1 = fmin(fmax(y1, bin->bounds.y), bin->bounds.y + bin->bounds.height);
        cairo_rectangle_int_t rect = {(int)round(x0) - bin->bounds.x, (int)round(y0) - bin->bounds.y,
                                      (int)round(x1 - x0), (int)round(y1 - y0)};
        // A moved view's shape is mostly the same rectangle of its moved window: GDK is not asked
        // again (it recomputes the window's regions each time).
        if (was_rect && memcmp(&rect, &bin->shape_rect, sizeof rect) == 0) {
            bin->shape_is_rect = TRUE;
            return;
        }
        bin->shape_is_rect = TRUE;
        bin->shape_rect = rect;
        region = cairo_region_create_rectangle(&rect);
    } else {
        // Rasterise the outline and take the pixels it covers.
        cairo_surface_t *mask = cairo_image_surface_create(CAIRO_FORMAT_A1, bin->bounds.width, bin->bounds.height);
        cairo_t *cr = cairo_create(mask);
        cairo_translate(cr, -bin->bounds.x, -bin->bounds.y);
        if (is_affine(m)) {
            cairo_matrix_t matrix;
            to_cairo(m, &matrix);
            cairo_transform(cr, &matrix);
            if (bin->clip_path) {
                cairo_append_path(cr, bin->clip_path);
                cairo_clip(cr);
            }
            cairo_rectangle(cr, bin->extent.x, bin->extent.y, bin->extent.width, bin->extent.height);
        } else {
            // A projection maps straight lines to straight lines: the quadrilateral of the corners.
            double left = bin->extent.x, top = bin->extent.y;
            double right = left + bin->extent.width, bottom = top + bin->extent.height;
            double corners[4][2] = {{left, top}, {right, top}, {right, bottom}, {left, bottom}};
            for (int i = 0; i < 4; i++) {
                double x = 0, y = 0;
                apply(m, corners[i][0], corners[i][1], &x, &y);
                cairo_line_to(cr, x, y);
            }
            cairo_close_path(cr);
        }
        cairo_fill(cr);
        cairo_destroy(cr);
        region = gdk_cairo_region_create_from_surface(mask);
        cairo_surface_destroy(mask);
    }
    gdk_window_input_shape_combine_region(window, region, 0, 0);
    cairo_region_destroy(region);
}

// GDK's questions about the embedded windows.

static GdkWindow *pick_embedded_child(GdkWindow *window, double x, double y, GtkUIEffectBin *bin) {
    (void)window;
    if (bin->inert || !bin->child || !gtk_widget_get_visible(bin->child) || !bin->invertible) {
        return NULL;
    }
    double cx, cy;
    if (!apply(bin->inverse, x + bin->bounds.x, y + bin->bounds.y, &cx, &cy)) {
        return NULL;
    }
    return content_hit(bin, cx, cy) ? bin->offscreen : NULL;
}

static void to_embedder(GdkWindow *offscreen, double ox, double oy, double *ex, double *ey, GtkUIEffectBin *bin) {
    (void)offscreen;
    double x, y;
    if (!apply(bin->matrix, ox - bin->origin_x, oy - bin->origin_y, &x, &y)) {
        // Nowhere on screen: far outside anything.
        x = y = -1e6;
    }
    *ex = x - bin->bounds.x;
    *ey = y - bin->bounds.y;
}

static void from_embedder(GdkWindow *offscreen, double ex, double ey, double *ox, double *oy, GtkUIEffectBin *bin) {
    (void)offscreen;
    double x = -1e6, y = -1e6;
    if (bin->invertible) {
        apply(bin->inverse, ex + bin->bounds.x, ey + bin->bounds.y, &x, &y);
    }
    *ox = x + bin->origin_x;
    *oy = y + bin->origin_y;
}

static GdkWindow *make_offscreen(GtkUIEffectBin *bin, GdkWindow *embedder) {
    GtkWidget *widget = GTK_WIDGET(bin);
    GdkWindowAttr attributes = {0};
    attributes.window_type = GDK_WINDOW_OFFSCREEN;
    attributes.wclass = GDK_INPUT_OUTPUT;
    attributes.width = bin->surface_width;
    attributes.height = bin->surface_height;
    attributes.visual = gtk_widget_get_visual(widget);
    attributes.event_mask = gtk_widget_get_events(widget) | GDK_EXPOSURE_MASK | GDK_POINTER_MOTION_MASK |
                            GDK_BUTTON_PRESS_MASK | GDK_BUTTON_RELEASE_MASK | GDK_SCROLL_MASK |
                            GDK_ENTER_NOTIFY_MASK | GDK_LEAVE_NOTIFY_MASK;
    GdkWindow *offscreen = gdk_window_new(gdk_screen_get_root_window(gtk_widget_get_screen(widget)), &attributes,
                                          GDK_WA_VISUAL);
    gtk_widget_register_window(widget, offscreen);
    gdk_offscreen_window_set_embedder(offscreen, embedder);
    g_signal_connect(offscreen, "to-embedder", G_CALLBACK(to_embedder), bin);
    g_signal_connect(offscreen, "from-embedder", G_CALLBACK(from_embedder), bin);
    gdk_window_show(offscreen);
    return offscreen;
}

static void realize(GtkWidget *widget) {
    GtkUIEffectBin *bin = (GtkUIEffectBin *)widget;
    gtk_widget_set_realized(widget, TRUE);
    GdkWindow *parent = gtk_widget_get_parent_window(widget);
    gtk_widget_set_window(widget, g_object_ref(parent));
    GtkAllocation allocation;
    gtk_widget_get_allocation(widget, &allocation);
    GdkWindowAttr attributes = {0};
    attributes.x = allocation.x + bin->bounds.x;
    attributes.y = allocation.y + bin->bounds.y;
    attributes.width = bin->bounds.width;
    attributes.height = bin->bounds.height;
    attributes.window_type = GDK_WINDOW_CHILD;
    attributes.wclass = GDK_INPUT_ONLY;
    attributes.event_mask = gtk_widget_get_events(widget) | GDK_POINTER_MOTION_MASK | GDK_BUTTON_PRESS_MASK |
                            GDK_BUTTON_RELEASE_MASK | GDK_SCROLL_MASK | GDK_ENTER_NOTIFY_MASK |
                            GDK_LEAVE_NOTIFY_MASK;
    bin->input_window = gdk_window_new(parent, &attributes, GDK_WA_X | GDK_WA_Y);
    bin->input_rect = (GdkRectangle){attributes.x, attributes.y, attributes.width, attributes.height};
    bin->shape_is_rect = FALSE;
    gtk_widget_register_window(widget, bin->input_window);
    g_signal_connect(bin->input_window, "pick-embedded-child", G_CALLBACK(pick_embedded_child), bin);

    bin->offscreen = make_offscreen(bin, bin->input_window);
    bin->window_width = bin->surface_width;
    bin->window_height = bin->surface_height;
    if (bin->child) {
        gtk_widget_set_parent_window(bin->child, bin->offscreen);
    }
    if (bin->mask_child) {
        bin->mask_offscreen = make_offscreen(bin, bin->input_window);
        gtk_widget_set_parent_window(bin->mask_child, bin->mask_offscreen);
    }
    update_input_shape(bin);
}

static void unrealize(GtkWidget *widget) {
    GtkUIEffectBin *bin = (GtkUIEffectBin *)widget;
    GdkWindow *windows[3] = {bin->offscreen, bin->mask_offscreen, bin->input_window};
    for (int i = 0; i < 3; i++) {
        if (windows[i]) {
            g_signal_handlers_disconnect_by_data(windows[i], bin);
            gtk_widget_unregister_window(widget, windows[i]);
            gdk_window_destroy(windows[i]);
        }
    }
    bin->offscreen = bin->mask_offscreen = bin->input_window = NULL;
    bin->shape_is_rect = FALSE;
    drop_caches(bin);
    GTK_WIDGET_CLASS(gtkui_effect_bin_parent_class)->unrealize(widget);
}

// Layout: the content's own size, untouched by the effect, as in SwiftUI.

static void measure(GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum, int *natural) {
    gtkui_container_measure_child(((GtkUIEffectBin *)widget)->child, orientation, for_size, minimum, natural);
}

GTKUI_DEFINE_SIZE_QUERIES(measure)

static GtkSizeRequestMode get_request_mode(GtkWidget *widget) {
    GtkWidget *child = ((GtkUIEffectBin *)widget)->child;
    return child ? gtk_widget_get_request_mode(child) : GTK_SIZE_REQUEST_CONSTANT_SIZE;
}

// Only the content decides whether the bin is flexible; the mask does not take part in layout.
static void compute_expand(GtkWidget *widget, gboolean *hexpand, gboolean *vexpand) {
    GtkWidget *child = ((GtkUIEffectBin *)widget)->child;
    *hexpand = child && gtk_widget_compute_expand(child, GTK_ORIENTATION_HORIZONTAL);
    *vexpand = child && gtk_widget_compute_expand(child, GTK_ORIENTATION_VERTICAL);
}

static void allocate_mask(GtkUIEffectBin *bin, int width, int height) {
    GtkWidget *mask = bin->mask_child;
    if (!mask || !gtk_widget_get_visible(mask)) {
        return;
    }
    GtkRequisition minimum, natural;
    gtk_widget_get_preferred_size(mask, &minimum, &natural);
    // Proposed the content's size, as an overlay is: flexible axes fill, others keep their size.
    int w = gtk_widget_compute_expand(mask, GTK_ORIENTATION_HORIZONTAL) ? width : MIN(MAX(natural.width, minimum.width), MAX(width, minimum.width));
    int h = gtk_widget_compute_expand(mask, GTK_ORIENTATION_VERTICAL) ? height : MIN(MAX(natural.height, minimum.height), MAX(height, minimum.height));
    GtkAllocation allocation = {bin->origin_x + (int)round((width - w) * bin->mask_xalign),
                                bin->origin_y + (int)round((height - h) * bin->mask_yalign), w, h};
    gtk_widget_size_allocate(mask, &allocation);
}

// Allocates the content at (`x`, `y`) of the offscreen surface, and returns the rectangle it
// draws over there (its clip), which reaches beyond its allocation when a view inside is moved.
static GdkRectangle allocate_content(GtkUIEffectBin *bin, int x, int y) {
    GtkAllocation child_allocation = {x, y, content_width(bin), content_height(bin)};
    if (!bin->child || !gtk_widget_get_visible(bin->child)) {
        return child_allocation;
    }
    GtkRequisition minimum;
    gtk_widget_get_preferred_size(bin->child, &minimum, NULL);
    gtk_widget_size_allocate(bin->child, &child_allocation);
    GdkRectangle clip;
    gtk_widget_get_clip(bin->child, &clip);
    gdk_rectangle_union(&clip, &child_allocation, &clip);
    return clip;
}

// Puts the input window over `bounds`, unless it is there.
static void place_input_window(GtkUIEffectBin *bin, const GtkAllocation *allocation) {
    GdkRectangle rect = {allocation->x + bin->bounds.x, allocation->y + bin->bounds.y, bin->bounds.width,
                         bin->bounds.height};
    if (gdk_rectangle_equal(&rect, &bin->input_rect)) {
        return;
    }
    if (rect.width == bin->input_rect.width && rect.height == bin->input_rect.height) {
        gdk_window_move(bin->input_window, rect.x, rect.y);
    } else {
        gdk_window_move_resize(bin->input_window, rect.x, rect.y, rect.width, rect.height);
    }
    bin->input_rect = rect;
}

// GTK redraws the parent over the clip: all that the window covers.
static void set_clip(GtkUIEffectBin *bin, const GtkAllocation *allocation) {
    GdkRectangle clip = {allocation->x + bin->bounds.x, allocation->y + bin->bounds.y, bin->bounds.width,
                         bin->bounds.height};
    gdk_rectangle_union(&clip, allocation, &clip);
    gtk_widget_set_clip(GTK_WIDGET(bin), &clip);
}

static void size_allocate(GtkWidget *widget, GtkAllocation *allocation) {
    GtkUIEffectBin *bin = (GtkUIEffectBin *)widget;
    effect_bin_allocations++;
    gtk_widget_set_allocation(widget, allocation);
    update_matrix(bin);
    int w = allocation->width, h = allocation->height;
    int m = bin->margin = 2 + effect_reach(bin);
    // The content first at the margin; again further in when it draws above or left of itself.
    GdkRectangle drawn = allocate_content(bin, m, m);
    int left = CLAMP(drawn.x - m, -EFFECT_MAX_EXTENT, 0), top = CLAMP(drawn.y - m, -EFFECT_MAX_EXTENT, 0);
    int right = CLAMP(drawn.x + drawn.width - m, w, EFFECT_MAX_EXTENT);
    int bottom = CLAMP(drawn.y + drawn.height - m, h, EFFECT_MAX_EXTENT);
    if (left < 0 || top < 0) {
        allocate_content(bin, m - left, m - top);
    }
    bin->extent = (GdkRectangle){left, top, right - left, bottom - top};
    bin->origin_x = m - left;
    bin->origin_y = m - top;
    bin->surface_width = MAX(1, right - left + 2 * m);
    bin->surface_height = MAX(1, bottom - top + 2 * m);
    update_bounds(bin);
    update_clip_path(bin);
    drop_caches(bin);
    bin->allocated = TRUE;
    if (gtk_widget_get_realized(widget)) {
        place_input_window(bin, allocation);
        // Resizing an offscreen window to the size it has is not free either: GDK walks the list
        // of the root window's children (every offscreen window) each time.
        if (bin->window_width != bin->surface_width || bin->window_height != bin->surface_height) {
            bin->window_width = bin->surface_width;
            bin->window_height = bin->surface_height;
            gdk_window_resize(bin->offscreen, bin->surface_width, bin->surface_height);
            if (bin->mask_offscreen) {
                gdk_window_resize(bin->mask_offscreen, bin->surface_width, bin->surface_height);
            }
        }
        update_input_shape(bin);
    }
    allocate_mask(bin, w, h);
    set_clip(bin, allocation);
}

// Pixels: the content's surface, filtered on the CPU when a filter asks for it.

static cairo_surface_t *image_copy(cairo_surface_t *source, int width, int height) {
    cairo_surface_t *image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    cairo_t *cr = cairo_create(image);
    cairo_set_source_surface(cr, source, 0, 0);
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE);
    cairo_paint(cr);
    cairo_destroy(cr);
    cairo_surface_flush(image);
    return image;
}

static inline double clamp01(double v) { return v < 0 ? 0 : v > 1 ? 1 : v; }

// A 4×5 colour matrix over unpremultiplied RGBA, as SwiftUI's colour effects are defined.
static void apply_color_matrix(cairo_surface_t *image, const double m[20]) {
    unsigned char *data = cairo_image_surface_get_data(image);
    int stride = cairo_image_surface_get_stride(image);
    int width = cairo_image_surface_get_width(image), height = cairo_image_surface_get_height(image);
    // Fully transparent pixels stay transparent unless the matrix adds alpha of its own.
    gboolean adds_alpha = m[19] != 0;
    for (int y = 0; y < height; y++) {
        uint32_t *row = (uint32_t *)(data + y * stride);
        for (int x = 0; x < width; x++) {
            uint32_t p = row[x];
            double a = (p >> 24) / 255.0;
            if (a == 0 && !adds_alpha) {
                continue;
            }
            double r = 0, g = 0, b = 0;
            if (a > 0) {
                r = ((p >> 16) & 0xff) / 255.0 / a;
                g = ((p >> 8) & 0xff) / 255.0 / a;
                b = (p & 0xff) / 255.0 / a;
            }
            double nr = clamp01(m[0] * r + m[1] * g + m[2] * b + m[3] * a + m[4]);
            double ng = clamp01(m[5] * r + m[6] * g + m[7] * b + m[8] * a + m[9]);
            double nb = clamp01(m[10] * r + m[11] * g + m[12] * b + m[13] * a + m[14]);
            double na = clamp01(m[15] * r + m[16] * g + m[17] * b + m[18] * a + m[19]);
            row[x] = ((uint32_t)lround(na * 255) << 24) | ((uint32_t)lround(nr * na * 255) << 16) |
                     ((uint32_t)lround(ng * na * 255) << 8) | (uint32_t)lround(nb * na * 255);
        }
    }
    cairo_surface_mark_dirty(image);
}

// One box-blur pass of `radius` along rows (or columns), over the four premultiplied channels.
static void box_pass(uint32_t *pixels, int width, int height, int stride_px, int radius, gboolean vertical,
                     uint32_t *line) {
    int length = vertical ? height : width, lines = vertical ? width : height;
    int window = 2 * radius + 1;
    for (int l = 0; l < lines; l++) {
        uint32_t *start = vertical ? pixels + l : pixels + l * stride_px;
        int step = vertical ? stride_px : 1;
        for (int i = 0; i < length; i++) {
            line[i] = start[i * step];
        }
        unsigned sums[4] = {0, 0, 0, 0};
        for (int i = -radius; i <= radius; i++) {
            if (i >= 0 && i < length) {
                for (int c = 0; c < 4; c++) {
                    sums[c] += (line[i] >> (c * 8)) & 0xff;
                }
            }
        }
        for (int i = 0; i < length; i++) {
            uint32_t out = 0;
            for (int c = 0; c < 4; c++) {
                out |= ((sums[c] + window / 2) / window) << (c * 8);
            }
            start[i * step] = out;
            int leaving = i - radius, entering = i + radius + 1;
            for (int c = 0; c < 4; c++) {
                if (leaving >= 0) {
                    sums[c] -= (line[leaving] >> (c * 8)) & 0xff;
                }
                if (entering < length) {
                    sums[c] += (line[entering] >> (c * 8)) & 0xff;
                }
            }
        }
    }
}

// A Gaussian blur of standard deviation `sigma`, approximated by three box blurs each way.
static void blur_image(cairo_surface_t *image, double sigma) {
    if (!(sigma >= 0.5)) {
        return;
    }
    cairo_surface_flush(image);
    int width = cairo_image_surface_get_width(image), height = cairo_image_surface_get_height(image);
    int stride_px = cairo_image_surface_get_stride(image) / 4;
    uint32_t *pixels = (uint32_t *)cairo_image_surface_get_data(image);
    int radius = (int)fmax(1, round(sqrt(12 * sigma * sigma / 3 + 1) / 2 - 0.5));
    uint32_t *line = g_new(uint32_t, MAX(width, height));
    for (int pass = 0; pass < 3; pass++) {
        box_pass(pixels, width, height, stride_px, radius, FALSE, line);
        box_pass(pixels, width, height, stride_px, radius, TRUE, line);
    }
    g_free(line);
    cairo_surface_mark_dirty(image);
}

// The content's pixels after the filters, in offscreen coordinates; kept until the content changes.
static cairo_surface_t *filtered_content(GtkUIEffectBin *bin, cairo_surface_t *surface) {
    if (!surface || (!bin->has_color_matrix && bin->blur_radius <= 0)) {
        return surface;
    }
    if (!bin->filtered) {
        int width = bin->surface_width, height = bin->surface_height;
        bin->filtered = image_copy(surface, width, height);
        if (bin->has_color_matrix) {
            apply_color_matrix(bin->filtered, bin->color_matrix);
        }
        if (bin->blur_radius > 0) {
            blur_image(bin->filtered, bin->blur_radius / 2);
            if (bin->opaque_blur) {
                // An opaque blur keeps the edges solid: alpha back to what the content had.
                cairo_t *cr = cairo_create(bin->filtered);
                cairo_set_operator(cr, CAIRO_OPERATOR_DEST_IN);
                cairo_set_source_surface(cr, surface, 0, 0);
                cairo_paint(cr);
                cairo_destroy(cr);
            }
        }
    }
    return bin->filtered;
}

static cairo_surface_t *shadow_of(GtkUIEffectBin *bin, cairo_surface_t *content) {
    if (!bin->shadow) {
        int width = bin->surface_width, height = bin->surface_height;
        bin->shadow = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
        cairo_t *cr = cairo_create(bin->shadow);
        cairo_set_source_surface(cr, content, 0, 0);
        cairo_paint(cr);
        cairo_destroy(cr);
        blur_image(bin->shadow, bin->shadow_radius / 2);
    }
    return bin->shadow;
}

// `child` drawn afresh into an image the size of the offscreen window, for a render of the whole
// tree (gtk_widget_draw), where no offscreen surface is painted first.
static cairo_surface_t *render_child(GtkUIEffectBin *bin, GtkWidget *child) {
    int width = bin->surface_width, height = bin->surface_height;
    cairo_surface_t *image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    if (child && gtk_widget_get_visible(child)) {
        cairo_t *cr = cairo_create(image);
        gtk_container_propagate_draw(GTK_CONTAINER(bin), child, cr);
        cairo_destroy(cr);
    }
    return image;
}

// Draws the content, in content coordinates, onto `cr`: shadow, clip, mask and blend mode. With
// `fresh`, the content and mask are drawn now instead of taken from their offscreen windows.
static void paint_content(GtkUIEffectBin *bin, cairo_t *cr, cairo_operator_t op, gboolean fresh) {
    cairo_surface_t *fresh_content = NULL, *fresh_mask = NULL;
    if (fresh) {
        drop_caches(bin);
        fresh_content = render_child(bin, bin->child);
        if (bin->mask_child) {
            fresh_mask = render_child(bin, bin->mask_child);
        }
    }
    cairo_surface_t *content =
        filtered_content(bin, fresh ? fresh_content : gdk_offscreen_window_get_surface(bin->offscreen));
    if (!content) {
        return;
    }
    double ox = bin->origin_x, oy = bin->origin_y;
    if (bin->clip_path) {
        cairo_append_path(cr, bin->clip_path);
        cairo_clip(cr);
    }
    cairo_set_operator(cr, op);
    if (bin->has_shadow) {
        gdk_cairo_set_source_rgba(cr, &bin->shadow_color);
        cairo_mask_surface(cr, shadow_of(bin, content), -ox + bin->shadow_x, -oy + bin->shadow_y);
    }
    cairo_set_source_surface(cr, content, -ox, -oy);
    if (bin->mask_child && (fresh || bin->mask_offscreen) && gtk_widget_get_visible(bin->mask_child)) {
        cairo_surface_t *mask = fresh ? fresh_mask : gdk_offscreen_window_get_surface(bin->mask_offscreen);
        if (bin->luminance_mask && mask) {
            int width = bin->surface_width, height = bin->surface_height;
            cairo_surface_t *luminance = image_copy(mask, width, height);
            static const double to_alpha[20] = {0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0};
            apply_color_matrix(luminance, to_alpha);
            cairo_mask_surface(cr, luminance, -ox, -oy);
            cairo_surface_destroy(luminance);
        } else if (mask) {
            cairo_mask_surface(cr, mask, -ox, -oy);
        }
    } else {
        cairo_paint(cr);
    }
    if (fresh) {
        drop_caches(bin);
        cairo_surface_destroy(fresh_content);
        if (fresh_mask) {
            cairo_surface_destroy(fresh_mask);
        }
    }
}

// A projection (not affine) is drawn by mapping each pixel of the window back into the content.
static void paint_projected(GtkUIEffectBin *bin, cairo_t *cr, gboolean fresh) {
    GdkRectangle e = bin->extent;
    cairo_surface_t *flat = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, MAX(1, e.width), MAX(1, e.height));
    cairo_t *flat_cr = cairo_create(flat);
    cairo_translate(flat_cr, -e.x, -e.y);
    paint_content(bin, flat_cr, CAIRO_OPERATOR_OVER, fresh);
    cairo_destroy(flat_cr);
    cairo_surface_flush(flat);
    const uint32_t *source = (const uint32_t *)cairo_image_surface_get_data(flat);
    int source_stride = cairo_image_surface_get_stride(flat) / 4;
    int width = bin->bounds.width, height = bin->bounds.height;
    cairo_surface_t *warped = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height);
    uint32_t *target = (uint32_t *)cairo_image_surface_get_data(warped);
    int target_stride = cairo_image_surface_get_stride(warped) / 4;
    for (int y = 0; y < height; y++) {
        for (int x = 0; x < width; x++) {
            double sx, sy;
            uint32_t pixel = 0;
            if (apply(bin->inverse, x + bin->bounds.x + 0.5, y + bin->bounds.y + 0.5, &sx, &sy)) {
                // From pixel centres, blended from the four pixels around the point, so slanted
                // edges are smooth rather than stepped; outside the content is transparent.
                sx -= e.x + 0.5;
                sy -= e.y + 0.5;
                if (sx > -1 && sy > -1 && sx < e.width && sy < e.height) {
                    int x0 = (int)floor(sx), y0 = (int)floor(sy);
                    double fx = sx - x0, fy = sy - y0;
                    uint32_t corners[4] = {0, 0, 0, 0};
                    for (int i = 0; i < 4; i++) {
                        int cx = x0 + (i & 1), cy = y0 + (i >> 1);
                        if (cx >= 0 && cy >= 0 && cx < e.width && cy < e.height) {
                            corners[i] = source[cy * source_stride + cx];
                        }
                    }
                    for (int shift = 0; shift <= 24; shift += 8) {
                        double top = ((corners[0] >> shift) & 0xff) * (1 - fx) + ((corners[1] >> shift) & 0xff) * fx;
                        double bottom = ((corners[2] >> shift) & 0xff) * (1 - fx) + ((corners[3] >> shift) & 0xff) * fx;
                        pixel |= (uint32_t)lround(top * (1 - fy) + bottom * fy) << shift;
                    }
                }
            }
            target[y * target_stride + x] = pixel;
        }
    }
    cairo_surface_mark_dirty(warped);
    cairo_set_operator(cr, bin->blend);
    cairo_set_source_surface(cr, warped, bin->bounds.x, bin->bounds.y);
    cairo_paint(cr);
    cairo_surface_destroy(warped);
    cairo_surface_destroy(flat);
}

static gboolean draw(GtkWidget *widget, cairo_t *cr) {
    GtkUIEffectBin *bin = (GtkUIEffectBin *)widget;
    gboolean own_window = gtk_cairo_should_draw_window(cr, gtk_widget_get_window(widget));
    // A cairo context tied to no window (gtk_widget_draw, a snapshot) draws every window at once.
    gboolean everything = own_window && gtk_cairo_should_draw_window(cr, bin->offscreen);
    if (own_window) {
        if (bin->invertible && bin->child && gtk_widget_get_visible(bin->child)) {
            cairo_save(cr);
            if (is_affine(bin->matrix)) {
                cairo_matrix_t matrix;
                to_cairo(bin->matrix, &matrix);
                cairo_transform(cr, &matrix);
                paint_content(bin, cr, bin->blend, everything);
            } else {
                paint_projected(bin, cr, everything);
            }
            cairo_restore(cr);
        }
    }
    if (everything) {
        return FALSE;
    }
    if (gtk_cairo_should_draw_window(cr, bin->offscreen)) {
        // A fresh transparent surface each frame: the content draws over nothing.
        cairo_save(cr);
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR);
        cairo_paint(cr);
        cairo_restore(cr);
        if (bin->child) {
            gtk_container_propagate_draw(GTK_CONTAINER(widget), bin->child, cr);
        }
    }
    if (bin->mask_offscreen && gtk_cairo_should_draw_window(cr, bin->mask_offscreen)) {
        cairo_save(cr);
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR);
        cairo_paint(cr);
        cairo_restore(cr);
        if (bin->mask_child) {
            gtk_container_propagate_draw(GTK_CONTAINER(widget), bin->mask_child, cr);
        }
    }
    return FALSE;
}

// The content drew into its offscreen window: what the bin shows is stale.
static gboolean damage(GtkWidget *widget, GdkEventExpose *event) {
    (void)event;
    GtkUIEffectBin *bin = (GtkUIEffectBin *)widget;
    drop_caches(bin);
    gtk_widget_queue_draw(widget);
    return TRUE;
}

static void map(GtkWidget *widget) {
    GtkUIEffectBin *bin = (GtkUIEffectBin *)widget;
    gtk_widget_set_mapped(widget, TRUE);
    GtkWidget *children[2] = {bin->child, bin->mask_child};
    for (int i = 0; i < 2; i++) {
        if (children[i] && gtk_widget_get_visible(children[i]) && gtk_widget_get_child_visible(children[i]) &&
            !gtk_widget_get_mapped(children[i])) {
            gtk_widget_map(children[i]);
        }
    }
    if (bin->input_window) {
        gdk_window_show(bin->input_window);
    }
}

static void unmap(GtkWidget *widget) {
    GtkUIEffectBin *bin = (GtkUIEffectBin *)widget;
    if (bin->input_window) {
        gdk_window_hide(bin->input_window);
    }
    GTK_WIDGET_CLASS(gtkui_effect_bin_parent_class)->unmap(widget);
}

static void add(GtkContainer *container, GtkWidget *child) {
    GtkUIEffectBin *bin = (GtkUIEffectBin *)container;
    if (bin->child) {
        g_warning("GtkUIEffectBin holds one content widget; %s was not added", G_OBJECT_TYPE_NAME(child));
        return;
    }
    if (bin->offscreen) {
        gtk_widget_set_parent_window(child, bin->offscreen);
    }
    bin->child = child;
    gtk_widget_set_parent(child, GTK_WIDGET(bin));
}

static void remove_child(GtkContainer *container, GtkWidget *child) {
    GtkUIEffectBin *bin = (GtkUIEffectBin *)container;
    if (child != bin->child && child != bin->mask_child) {
        return;
    }
    gboolean was_visible = gtk_widget_get_visible(child);
    gtk_widget_unparent(child);
    if (child == bin->child) {
        bin->child = NULL;
    } else {
        bin->mask_child = NULL;
    }
    if (was_visible) {
        gtk_widget_queue_resize(GTK_WIDGET(container));
    }
}

static void forall(GtkContainer *container, gboolean include_internals, GtkCallback callback, gpointer data) {
    (void)include_internals;
    GtkUIEffectBin *bin = (GtkUIEffectBin *)container;
    GtkWidget *mask = bin->mask_child; // the callback may remove the content
    if (bin->child) {
        callback(bin->child, data);
    }
    if (mask) {
        callback(mask, data);
    }
}

static GType child_type(GtkContainer *container) {
    return ((GtkUIEffectBin *)container)->child ? G_TYPE_NONE : GTK_TYPE_WIDGET;
}

static void finalize(GObject *object) {
    GtkUIEffectBin *bin = (GtkUIEffectBin *)object;
    g_clear_pointer(&bin->clip_path, cairo_path_destroy);
    drop_caches(bin);
    if (bin->clip_destroy) {
        bin->clip_destroy(bin->clip_data);
    }
    G_OBJECT_CLASS(gtkui_effect_bin_parent_class)->finalize(object);
}

static void gtkui_effect_bin_class_init(GtkUIEffectBinClass *klass) {
    GtkWidgetClass *widget_class = GTK_WIDGET_CLASS(klass);
    GtkContainerClass *container_class = GTK_CONTAINER_CLASS(klass);
    widget_class->realize = realize;
    widget_class->unrealize = unrealize;
    widget_class->map = map;
    widget_class->unmap = unmap;
    GTKUI_SET_SIZE_QUERIES(widget_class);
    widget_class->get_request_mode = get_request_mode;
    widget_class->compute_expand = compute_expand;
    widget_class->size_allocate = size_allocate;
    widget_class->draw = draw;
    widget_class->damage_event = damage;
    container_class->add = add;
    container_class->remove = remove_child;
    container_class->forall = forall;
    container_class->child_type = child_type;
    G_OBJECT_CLASS(klass)->finalize = finalize;
}

static void gtkui_effect_bin_init(GtkUIEffectBin *bin) {
    gtk_widget_set_has_window(GTK_WIDGET(bin), FALSE);
    identity(bin->transform);
    identity(bin->matrix);
    identity(bin->inverse);
    bin->invertible = TRUE;
    bin->blend = CAIRO_OPERATOR_OVER;
    bin->mask_xalign = bin->mask_yalign = 0.5f;
    bin->bounds = (GdkRectangle){0, 0, 1, 1};
    bin->surface_width = bin->surface_height = 1;
}

GtkWidget *gtkui_effect_bin_new(void) { return GTK_WIDGET(g_object_new(gtkui_effect_bin_get_type(), NULL)); }

gboolean gtkui_is_effect_bin(GtkWidget *widget) {
    return G_TYPE_CHECK_INSTANCE_TYPE(widget, gtkui_effect_bin_get_type());
}

void gtkui_effect_bin_set_inert(GtkWidget *widget, gboolean inert) {
    GtkUIEffectBin *bin = (GtkUIEffectBin *)widget;
    bin->inert = inert;
    update_input_shape(bin);
}

void gtkui_effect_bin_get_transform(GtkWidget *widget, double matrix[9]) {
    memcpy(matrix, ((GtkUIEffectBin *)widget)->transform, sizeof((GtkUIEffectBin *)widget)->transform);
}

// Geometry changed: allocate again, which recomputes the matrix, window and input shape.
static void geometry_changed(GtkUIEffectBin *bin) {
    drop_caches(bin);
    gtk_widget_queue_allocate(GTK_WIDGET(bin));
    gtk_widget_queue_draw(GTK_WIDGET(bin));
}

// A new transform (an animation's frame, mostly) changes where the content is drawn, and nothing
// about the content itself: the matrix, the input window, its shape and the clip follow, while the
// content keeps its allocation, its offscreen pixels and any filtered copy of them (all in content
// coordinates). Allocating 300 moving bins again on every frame, and resizing their offscreen
// windows, took most of each frame.
static void move(GtkUIEffectBin *bin) {
    GtkWidget *widget = GTK_WIDGET(bin);
    effect_bin_moves++;
    gtk_widget_queue_draw(widget); // where it was drawn
    update_matrix(bin);
    update_bounds(bin);
    GtkAllocation allocation;
    gtk_widget_get_allocation(widget, &allocation);
    if (gtk_widget_get_realized(widget)) {
        place_input_window(bin, &allocation);
        update_input_shape(bin);
    }
    set_clip(bin, &allocation);
    gtk_widget_queue_draw(widget); // where it is drawn now
}

void gtkui_effect_bin_set_transform(GtkWidget *widget, const double matrix[9], double anchor_x, double anchor_y,
                                    gboolean size_relative_perspective) {
    GtkUIEffectBin *bin = (GtkUIEffectBin *)widget;
    if (memcmp(bin->transform, matrix, sizeof bin->transform) == 0 && bin->anchor_x == anchor_x &&
        bin->anchor_y == anchor_y && bin->relative_perspective == size_relative_perspective) {
        return;
    }
    gboolean allocated = bin->allocated && gtk_widget_get_visible(widget);
    memcpy(bin->transform, matrix, sizeof bin->transform);
    bin->relative_perspective = size_relative_perspective;
    bin->anchor_x = anchor_x;
    bin->anchor_y = anchor_y;
    if (allocated) {
        move(bin);
        return;
    }
    update_matrix(bin);
    geometry_changed(bin);
}

void gtkui_effect_bin_set_color_matrix(GtkWidget *widget, const double *matrix) {
    GtkUIEffectBin *bin = (GtkUIEffectBin *)widget;
    gboolean has = matrix != NULL;
    if (has == bin->has_color_matrix && (!has || memcmp(bin->color_matrix, matrix, sizeof bin->color_matrix) == 0)) {
        return;
    }
    bin->has_color_matrix = has;
    if (has) {
        memcpy(bin->color_matrix, matrix, sizeof bin->color_matrix);
    }
    drop_caches(bin);
    gtk_widget_queue_draw(widget);
}

void gtkui_effect_bin_set_blur(GtkWidget *widget, double radius, gboolean opaque) {
    GtkUIEffectBin *bin = (GtkUIEffectBin *)widget;
    if (bin->blur_radius == radius && bin->opaque_blur == opaque) {
        return;
    }
    bin->blur_radius = radius;
    bin->opaque_blur = opaque;
    geometry_changed(bin);
}

void gtkui_effect_bin_set_shadow(GtkWidget *widget, const GdkRGBA *color, double radius, double x, double y) {
    GtkUIEffectBin *bin = (GtkUIEffectBin *)widget;
    gboolean has = color != NULL;
    if (has == bin->has_shadow && (!has || (gdk_rgba_equal(color, &bin->shadow_color) && radius == bin->shadow_radius &&
                                             x == bin->shadow_x && y == bin->shadow_y))) {
        return;
    }
    bin->has_shadow = has;
    if (has) {
        bin->shadow_color = *color;
        bin->shadow_radius = radius;
        bin->shadow_x = x;
        bin->shadow_y = y;
    }
    geometry_changed(bin);
}

void gtkui_effect_bin_set_blend(GtkWidget *widget, cairo_operator_t op) {
    GtkUIEffectBin *bin = (GtkUIEffectBin *)widget;
    if (bin->blend != op) {
        bin->blend = op;
        gtk_widget_queue_draw(widget);
    }
}

void gtkui_effect_bin_set_clip(GtkWidget *widget, GtkUIEffectPathFunc func, gpointer data, GDestroyNotify destroy) {
    GtkUIEffectBin *bin = (GtkUIEffectBin *)widget;
    if (bin->clip_destroy) {
        bin->clip_destroy(bin->clip_data);
    }
    bin->clip_func = func;
    bin->clip_data = data;
    bin->clip_destroy = destroy;
    geometry_changed(bin);
}

void gtkui_effect_bin_set_mask(GtkWidget *widget, GtkWidget *mask, float xalign, float yalign, gboolean luminance) {
    GtkUIEffectBin *bin = (GtkUIEffectBin *)widget;
    bin->mask_xalign = xalign;
    bin->mask_yalign = yalign;
    bin->luminance_mask = luminance;
    if (mask && mask != bin->mask_child && !bin->mask_child) {
        if (bin->input_window && !bin->mask_offscreen) {
            bin->mask_offscreen = make_offscreen(bin, bin->input_window);
        }
        if (bin->mask_offscreen) {
            gtk_widget_set_parent_window(mask, bin->mask_offscreen);
        }
        bin->mask_child = mask;
        gtk_widget_set_parent(mask, widget);
    }
    geometry_changed(bin);
}

GdkWindow *gtkui_window_pick_embedded_child(GdkWindow *window, double x, double y) {
    GdkWindow *embedded = NULL;
    g_signal_emit_by_name(window, "pick-embedded-child", x, y, &embedded);
    return embedded;
}

void gtkui_offscreen_from_embedder(GdkWindow *offscreen, double x, double y, double *offscreen_x,
                                   double *offscreen_y) {
    *offscreen_x = x;
    *offscreen_y = y;
    g_signal_emit_by_name(offscreen, "from-embedder", x, y, offscreen_x, offscreen_y);
}

guint64 gtkui_effect_bin_allocation_count(void) { return effect_bin_allocations; }

guint64 gtkui_effect_bin_move_count(void) { return effect_bin_moves; }
