import GtkUI

/// A view mounted alone in a window of a fixed size, laid out, and rendered to pixels on request.
@MainActor
final class DrawnWindow {
    let window: UnsafeMutablePointer<GtkWidget>
    let host: HostingWidget<AnyView>

    /// Mounts `view` in a `width`×`height` window and runs the loop until it has that size.
    init(_ view: some View, width: Int32 = 200, height: Int32 = 100) {
        window = gtk_window_new(GTK_WINDOW_TOPLEVEL)!
        gtk_window_set_default_size(window.cast(), width, height)
        host = HostingWidget(rootView: AnyView(view))
        gtk_container_add(window.cast(), host.widget)
        gtk_widget_show_all(window)
        TestLoop.run(until: {
            gtk_widget_get_allocated_width(self.host.widget) == width
                && gtk_widget_get_allocated_height(self.host.widget) == height
        })
        TestLoop.drain()
        gtk_container_check_resize(window.cast())
    }

    /// Destroys the window (and with it the mounted tree).
    func close() {
        gtk_widget_destroy(window)
    }

    /// Updates pending state and lays the window out again.
    func settle() {
        host.flushUpdates()
        TestLoop.drain()
        gtk_container_check_resize(window.cast())
    }

    /// The first widget of `type` in the window, depth first.
    func first(_ type: GType) -> UnsafeMutablePointer<GtkWidget>? {
        WidgetTree.first(type, in: window)
    }

    /// `widget`'s allocated size.
    static func size(of widget: UnsafeMutablePointer<GtkWidget>) -> [Int32] {
        [gtk_widget_get_allocated_width(widget), gtk_widget_get_allocated_height(widget)]
    }

    /// The host's content drawn by GTK into a transparent image.
    func render() -> Pixels {
        Pixels(rendering: host.widget)
    }
}

/// An ARGB image of a widget drawn with `gtk_widget_draw`.
@MainActor
struct Pixels {
    private let bytes: [UInt8]
    private let stride: Int
    let width: Int
    let height: Int

    init(rendering widget: UnsafeMutablePointer<GtkWidget>) {
        width = Int(gtk_widget_get_allocated_width(widget))
        height = Int(gtk_widget_get_allocated_height(widget))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
        let cairo = cairo_create(surface)!
        gtk_widget_draw(widget, cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        stride = Int(cairo_image_surface_get_stride(surface))
        let data = cairo_image_surface_get_data(surface)!
        bytes = Array(UnsafeBufferPointer(start: data, count: stride * height))
        cairo_surface_destroy(surface)
    }

    /// The pixel at (`x`, `y`) as [red, green, blue, alpha] in 0…255, premultiplied by alpha.
    subscript(x: Int, y: Int) -> [Int] {
        // CAIRO_FORMAT_ARGB32 is a native-endian 32-bit word: B, G, R, A in memory here.
        let offset = y * stride + x * 4
        return [Int(bytes[offset + 2]), Int(bytes[offset + 1]), Int(bytes[offset]), Int(bytes[offset + 3])]
    }
}

/// Whether two colours are the same within `tolerance` per channel (antialiasing and rounding).
func isClose(_ actual: [Int], _ expected: [Int], tolerance: Int = 3) -> Bool {
    actual.count == expected.count && zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
}
