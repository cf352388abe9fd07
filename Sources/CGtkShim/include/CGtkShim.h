#ifndef GTKUI_CGTKSHIM_H
#define GTKUI_CGTKSHIM_H

#include <gtk/gtk.h>

// GLib's fundamental type ids are macros, which Swift cannot import.
static inline GType gtkui_type_boolean(void) { return G_TYPE_BOOLEAN; }
static inline GType gtkui_type_int(void) { return G_TYPE_INT; }
static inline GType gtkui_type_uint(void) { return G_TYPE_UINT; }
static inline GType gtkui_type_long(void) { return G_TYPE_LONG; }
static inline GType gtkui_type_ulong(void) { return G_TYPE_ULONG; }
static inline GType gtkui_type_int64(void) { return G_TYPE_INT64; }
static inline GType gtkui_type_uint64(void) { return G_TYPE_UINT64; }
static inline GType gtkui_type_float(void) { return G_TYPE_FLOAT; }
static inline GType gtkui_type_double(void) { return G_TYPE_DOUBLE; }
static inline GType gtkui_type_string(void) { return G_TYPE_STRING; }
static inline GType gtkui_type_pointer(void) { return G_TYPE_POINTER; }
static inline GType gtkui_type_boxed(void) { return G_TYPE_BOXED; }
static inline GType gtkui_type_object(void) { return G_TYPE_OBJECT; }
static inline GType gtkui_type_enum(void) { return G_TYPE_ENUM; }
static inline GType gtkui_type_flags(void) { return G_TYPE_FLAGS; }
static inline GType gtkui_type_none(void) { return G_TYPE_NONE; }

/// The GType of an instance (G_OBJECT_TYPE / G_TYPE_FROM_INSTANCE).
static inline GType gtkui_instance_type(gpointer instance) { return G_TYPE_FROM_INSTANCE(instance); }

/// Logs one warning in the "GtkUI" domain; g_warning is a variadic macro.
void gtkui_warning(const char *message);

/// Answers a size query for a GtkUISizingBin: fills `minimum` and `natural` and returns TRUE, or
/// returns FALSE to let the bin measure its child. `for_size` is -1 when the other dimension is free.
typedef gboolean (*GtkUIMeasureFunc)(gpointer data, GtkOrientation orientation, int for_size, int *minimum,
                                     int *natural);

/// A bin whose preferred size comes from a callback (a representable's sizeThatFits), falling back
/// to its child's own size. It allocates its whole area to the child. `destroy` frees `data` when
/// the bin is finalised.
GtkWidget *gtkui_sizing_bin_new(GtkUIMeasureFunc measure, gpointer data, GDestroyNotify destroy);

/// Makes `container` align its children as a SwiftUI stack does: each child gets `halign` /
/// `valign` (a GtkAlign, or -1 to leave that axis alone), except that a child flexible along an
/// axis (gtk_widget_compute_expand) fills it.
void gtkui_layout_set_child_alignment(GtkWidget *container, gint halign, gint valign);

/// Aligns `child` by its container's rule; returns FALSE when the container has none.
gboolean gtkui_layout_align_child(GtkWidget *container, GtkWidget *child);

/// Realigns `widget` and each of its ancestors within their containers, after something below
/// changed whether they are flexible.
void gtkui_layout_flexibility_changed(GtkWidget *widget);

/// Gives `widget` a SwiftUI layout priority: among its flexible siblings in a stack, only those of
/// the highest priority expand along the stack's axis.
void gtkui_layout_set_priority(GtkWidget *widget, gdouble priority);

/// Tells the layout rules that `child` was added to `container` (counts prioritized children, then
/// realigns as gtkui_layout_flexibility_changed does).
void gtkui_layout_child_added(GtkWidget *container, GtkWidget *child);

/// Tells the layout rules that `child` is about to leave `container`: restores any expand flag
/// they changed on it. Call gtkui_layout_flexibility_changed on `container` once it has left.
void gtkui_layout_child_removed(GtkWidget *container, GtkWidget *child);

/// A SwiftUI layout priority given with gtkui_layout_set_priority, or 0.
gdouble gtkui_layout_get_priority(GtkWidget *widget);

/// The alignment `container` wants for its children (gtkui_layout_set_child_alignment), each a
/// GtkAlign or -1; returns FALSE when it has none.
gboolean gtkui_layout_get_child_alignment(GtkWidget *container, gint *halign, gint *valign);

// The container behind a SwiftUI `Layout` (GtkUILayoutBox). Proposal dimensions are in pixels, a
// negative one unspecified.

/// Answers the layout's size for a proposal.
typedef void (*GtkUILayoutSizeFunc)(gpointer data, gdouble width, gdouble height, gdouble *out_width,
                                    gdouble *out_height);
/// Places the children in `allocation` (the box's own) with gtkui_layout_box_place_child.
typedef void (*GtkUILayoutPlaceFunc)(gpointer data, const GtkAllocation *allocation);
/// Says along which axes the layout grows past its ideal size when offered more.
typedef void (*GtkUILayoutFlexibilityFunc)(gpointer data, gboolean *horizontal, gboolean *vertical);
/// Says that a new size negotiation begins: what the children answered before may have changed.
typedef void (*GtkUILayoutInvalidateFunc)(gpointer data);

/// The GType of GtkUILayoutBox.
GType gtkui_layout_box_get_type(void);
/// A container whose preferred sizes and allocation come from the callbacks; `destroy` frees
/// `data` when the box is finalised. Children are added with gtkui_layout_box_insert and drawn in
/// order, later ones on top.
GtkWidget *gtkui_layout_box_new(GtkUILayoutSizeFunc size, GtkUILayoutPlaceFunc place,
                                GtkUILayoutFlexibilityFunc flexibility, GtkUILayoutInvalidateFunc invalidate,
                                gpointer data, GDestroyNotify destroy);
/// Adds `child` at `index` among the box's children (-1 or past the end appends).
void gtkui_layout_box_insert(GtkWidget *box, GtkWidget *child, gint index);
/// Moves `child` to `index` among the box's children.
void gtkui_layout_box_move(GtkWidget *box, GtkWidget *child, gint index);
/// Allocates `child` at `x`, `y` (from the box's top-left corner), `width` × `height`; only
/// during the box's place callback.
void gtkui_layout_box_place_child(GtkWidget *box, GtkWidget *child, gint x, gint y, gint width, gint height);
/// Realigns the box in its parent, and its ancestors, once the loop is idle: whether the layout
/// is flexible may have changed.
void gtkui_layout_box_flexibility_changed_later(GtkWidget *box);
/// GTK's measurement of `child`: its minimum and natural width, and its minimum and natural height
/// and natural baseline (-1 for none) at `width` (its natural width when negative).
void gtkui_layout_box_measure_child(GtkWidget *child, gint width, gint *min_width, gint *nat_width,
                                    gint *min_height, gint *nat_height, gint *baseline);

/// A frame's maximum that fills the space offered (`.infinity`).
#define GTKUI_FRAME_INFINITY G_MAXINT

/// A vertical GtkBox whose size is its content's clamped to a SwiftUI frame, and which places the
/// content in its allocation by the frame's alignment (GtkUIFrame).
GtkWidget *gtkui_frame_new(void);
/// The GtkUIFrame type.
GType gtkui_frame_get_type(void);

/// Sets one axis of a GtkUIFrame: bounds in pixels (-1 unset, GTKUI_FRAME_INFINITY for an infinite
/// maximum), `fixed` for .fixedSize, `align` 0/0.5/1 for leading/centre/trailing. Returns whether
/// anything changed.
gboolean gtkui_frame_set_axis(GtkWidget *frame, GtkOrientation orientation, gint min, gint ideal, gint max,
                              gboolean fixed, gfloat align);

/// A GtkMessageDialog with a title and a secondary message, both shown as plain text (never
/// markup), and no buttons; gtk_message_dialog_new is variadic, which Swift cannot call.
GtkWidget *gtkui_message_dialog_new(GtkWindow *parent, GtkMessageType type, const char *title, const char *message);

/// A dialog's button row. gtk_dialog_add_action_widget accepts only activatable widgets (it warns
/// for anything else), so a row of views goes into the area itself.
GtkWidget *gtkui_dialog_action_area(GtkDialog *dialog);

/// libdispatch's hooks for serving the main queue from a foreign event loop (exported on Linux).
/// The handle is an eventfd that becomes readable when the main queue has work.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

/// A windowless container for .background(view) and .overlay(view) (GtkUILayers): its first child
/// (the content) alone sizes it; later children are laid over the same rectangle, filling it along
/// an axis where they are flexible, else placed by the alignment; they draw below the content when
/// `layers_below`, else above it.
GtkWidget *gtkui_layers_new(gboolean layers_below);

/// Sets where a GtkUILayers places its inflexible layers: 0 leading/top, 0.5 centre, 1 trailing/bottom.
void gtkui_layers_set_alignment(GtkWidget *layers, gfloat xalign, gfloat yalign);

/// A GtkUILayers for a ZStack: every child is a layer, the largest sizes the container (flexible
/// where any child is), each is placed by the alignment (filling where it is flexible), and later
/// children draw on top.
GtkWidget *gtkui_layers_new_stack(void);

/// A windowless container for ViewThatFits (GtkUIFits): it holds every candidate and shows the first
/// whose natural size fits its allocation along the chosen axes, or the last when none fits (with
/// one warning per container); the others are kept but not child-visible.
GtkWidget *gtkui_fits_new(void);

/// Chooses which axes a GtkUIFits checks (both by default).
void gtkui_fits_set_axes(GtkWidget *fits, gboolean horizontal, gboolean vertical);

/// The candidate a GtkUIFits shows now, or NULL before its first allocation.
GtkWidget *gtkui_fits_get_chosen(GtkWidget *fits);

/// Gives `widget` a SwiftUI zIndex: a GtkUILayers stack draws its children in increasing zIndex,
/// in child order among equals. Queues a redraw of its parent when it changes.
void gtkui_set_z_index(GtkWidget *widget, gdouble z_index);

/// The zIndex of `widget`, 0 unless set.
gdouble gtkui_get_z_index(GtkWidget *widget);

/// Called by a GtkUILazyBox when the stretch of it that is on screen, from `start` to `end` along
/// its axis, leaves the stretch its rows cover, or when its width across the axis (`cross`) changed.
typedef void (*GtkUILazyBoxVisibleFunc)(GtkWidget *box, gint start, gint end, gint cross, gpointer data);

/// The virtualizing container behind lists and lazy stacks (GtkUILazyBox): it holds only the rows
/// placed in it, sized along `orientation` by the whole estimated length given to it, and reports
/// which stretch of it the enclosing scrolled window shows.
GtkWidget *gtkui_lazy_box_new(GtkOrientation orientation);

/// Sets the function told about the visible stretch; `destroy` frees `data` with the box.
void gtkui_lazy_box_set_visible_func(GtkWidget *box, GtkUILazyBoxVisibleFunc func, gpointer data,
                                     GDestroyNotify destroy);

/// Places a row `position` pixels from the box's leading edge, `length` long; across the axis at
/// `cross_position`, `cross_length` wide (a grid's cell), or filling the box when that is negative.
void gtkui_lazy_box_place(GtkWidget *box, GtkWidget *child, gint position, gint length, gint cross_position,
                          gint cross_length);

/// Sets the length of all rows together and the box's size across its axis.
void gtkui_lazy_box_set_extent(GtkWidget *box, gint length, gint cross_minimum, gint cross_natural);

/// Says which stretch the rows now cover, so scrolling within it does not ask again.
void gtkui_lazy_box_set_covered(GtkWidget *box, gint start, gint end);

/// Reports the visible stretch now, even when it is covered (after the rows changed).
void gtkui_lazy_box_refresh(GtkWidget *box);

/// Scrolls the enclosing scrolled window to show the stretch at `position`, `length` long, with its
/// `anchor` point (0 leading, 1 trailing) at the same point of the visible area, or, when `anchor`
/// is negative, by the least amount that shows it. Returns FALSE when nothing scrolls the box.
gboolean gtkui_lazy_box_scroll_to(GtkWidget *box, gint position, gint length, gdouble anchor);

// Drag and drop.

/// A new, empty GtkSelectionData for `target` on the CLIPBOARD selection of the default display,
/// as GTK hands one to "drag-data-get" and "drag-data-received" (GTK 3 has no public
/// constructor). Free it with gtk_selection_data_free().
GtkSelectionData *gtkui_selection_data_new(GdkAtom target);

// Accessibility.

/// Makes `accessible` report the states in `add` and not those in `remove` (bit masks of
/// `1 << AtkStateType`) on top of what GTK computes, and tells clients about each state that
/// changed. GTK 3 has no setter for states; zero masks return it to GTK's own.
void gtkui_accessible_override_states(AtkObject *accessible, guint64 add, guint64 remove);

/// How an accessible stands for its widget's children (SwiftUI's AccessibilityChildBehavior).
typedef enum {
    /// The children are the accessible's children, as GTK has them.
    GTKUI_ACCESSIBLE_CHILDREN_CONTAIN = 0,
    /// One element: no children for clients, and, unless named, the children's texts as its name.
    GTKUI_ACCESSIBLE_CHILDREN_COMBINE = 1,
    /// One element: no children for clients, named only by its own name.
    GTKUI_ACCESSIBLE_CHILDREN_IGNORE = 2,
} GtkUIAccessibleChildBehavior;

/// Makes `accessible` stand for its widget's children as `behavior` says.
void gtkui_accessible_set_child_behavior(AtkObject *accessible, GtkUIAccessibleChildBehavior behavior);

/// The texts `widget` and the widgets below it show, depth first, joined by ", ": each visible
/// label's text, or the name `.accessibilityLabel` gave a widget (marked by the object data
/// "gtkui-named-by-accessibility-label") instead of its content's. Free it with g_free().
gchar *gtkui_accessible_content_name(GtkWidget *widget);

/// Makes GTK 3's entry and spin button accessibles report "defunct" once their widget is gone,
/// as other GTK accessibles do, instead of no state set, which screen readers' bridge logs
/// criticals for. Called once GTK is initialised; safe to call again.
void gtkui_make_entry_accessibles_report_defunct(void);

/// The metadata of every non-generic type, in every loaded image, that conforms to the Swift
/// protocol `protocol` of module `module`: up to `capacity` are written to `out`; returns how
/// many there are. Lets previews be found with no list kept by hand.
size_t gtkui_conforming_types(const char *module, const char *protocol, const void **out, size_t capacity);

/// Whether GTK runs on X11, where a preview's plug can show inside the preview window's socket.
gboolean gtkui_display_is_x11(void);
/// A new XEMBED socket (GtkSocket), to show another process's plug.
GtkWidget *gtkui_socket_new(void);
/// The X window id that a plug is given to embed in `socket`; the socket must be realized.
unsigned long gtkui_socket_get_id(GtkWidget *socket);
/// A new plug (a toplevel GtkPlug) that embeds itself in the socket with that id.
GtkWidget *gtkui_plug_new(unsigned long socket_id);
/// Asks the kernel to end this process with SIGTERM when its parent goes.
void gtkui_end_with_parent(void);

// Deep recursion.

/// Bytes of stack left below the caller on the current thread, or on the stack segment that
/// gtkui_call_on_new_stack is running it on.
size_t gtkui_stack_remaining(void);

/// Runs `body(context)` on the calling thread, on a fresh stack segment of `size` bytes (reserved,
/// not committed, with a guard page), and frees the segment after. Returns FALSE, without running
/// `body`, when no segment could be mapped. The thread stays the same, so GTK and the main actor
/// see no difference; only the stack pointer moves.
gboolean gtkui_call_on_new_stack(size_t size, void (*body)(void *context), void *context);

// Geometry effects and filters (GtkUIEffectBin).

/// Appends a path, in the content's coordinates, for content `width` × `height` pixels, to `cr`.
typedef void (*GtkUIEffectPathFunc)(gpointer data, cairo_t *cr, double width, double height);

/// A one-child container whose content is drawn in an offscreen window and painted transformed and
/// filtered; pointer input is mapped through the same transform, so it lands where the content is
/// drawn. It is as large as its content (effects do not change layout, as in SwiftUI).
GtkWidget *gtkui_effect_bin_new(void);
/// Whether `widget` is a GtkUIEffectBin.
gboolean gtkui_is_effect_bin(GtkWidget *widget);
/// Makes the bin take no pointer input (a removed view fading out), or take it again.
void gtkui_effect_bin_set_inert(GtkWidget *bin, gboolean inert);
/// Copies the bin's transform matrix (as last set) into `matrix`: what an animation shows now.
void gtkui_effect_bin_get_transform(GtkWidget *bin, double matrix[9]);
/// Sets the transform from content to bin coordinates: a row-major 3×3 matrix (a projection when its
/// last row is not 0 0 1) applied around the anchor, a unit point of the content's size. A matrix
/// that cannot be inverted draws nothing and takes no input. With `size_relative_perspective`, the
/// last row's x and y entries, and its third entry's difference from 1, are divided by the larger
/// side of the content (a 3D rotation's perspective scales with the view).
void gtkui_effect_bin_set_transform(GtkWidget *bin, const double matrix[9], double anchor_x, double anchor_y,
                                    gboolean size_relative_perspective);
/// How many times effect bins have been allocated since the process started: a work count for tests.
guint64 gtkui_effect_bin_allocation_count(void);
/// How many new transforms effect bins have taken without an allocation (the content kept its place
/// and pixels; only where it is drawn changed) since the process started: a work count for tests.
guint64 gtkui_effect_bin_move_count(void);
/// Sets a 4×5 row-major colour matrix over unpremultiplied RGBA in 0…1, or NULL for none.
void gtkui_effect_bin_set_color_matrix(GtkWidget *bin, const double *matrix);
/// Blurs the content by `radius` pixels (0: none); `opaque` keeps the content's own alpha.
void gtkui_effect_bin_set_blur(GtkWidget *bin, double radius, gboolean opaque);
/// Draws a shadow of the content's own outline, blurred by `radius` and offset by `x`, `y`; NULL
/// `color` removes it.
void gtkui_effect_bin_set_shadow(GtkWidget *bin, const GdkRGBA *color, double radius, double x, double y);
/// Composites the content onto what is behind it with `op` (a blend mode).
void gtkui_effect_bin_set_blend(GtkWidget *bin, cairo_operator_t op);
/// Clips drawing and input to the path `func` gives for the content's size, or to nothing when NULL;
/// `destroy` frees `data` when replaced or when the bin goes. Calling it again asks for the path again.
void gtkui_effect_bin_set_clip(GtkWidget *bin, GtkUIEffectPathFunc func, gpointer data, GDestroyNotify destroy);
/// The offscreen window embedded in `window` under (`x`, `y`), as GDK asks when it routes the
/// pointer ("pick-embedded-child"), or NULL.
GdkWindow *gtkui_window_pick_embedded_child(GdkWindow *window, double x, double y);
/// Maps a point of an offscreen window's embedder into the offscreen window ("from-embedder").
void gtkui_offscreen_from_embedder(GdkWindow *offscreen, double x, double y, double *offscreen_x,
                                   double *offscreen_y);
/// Sets the bin's mask widget (added once; NULL keeps it), laid over the content by the alignment
/// (0…1) and used by its alpha, or by its luminance when `luminance`. It never takes input.
void gtkui_effect_bin_set_mask(GtkWidget *bin, GtkWidget *mask, float xalign, float yalign, gboolean luminance);

#endif
