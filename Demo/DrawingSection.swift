import GtkUI

/// Custom cairo drawing in a GtkDrawingArea, driven by state.
struct Bubble: GtkWidgetRepresentable {
    let radius: Double
    let filled: Bool

    func makeCoordinator() -> Coordinator { Coordinator() }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkDrawingArea> {
        let area: UnsafeMutablePointer<GtkDrawingArea> = gtk_drawing_area_new()!.cast()
        gtk_widget_set_size_request(area.cast(), 220, 120)
        let coordinator = context.coordinator
        context.connect(area, "draw") { args -> Bool in
            guard let cairo = args[1].pointer.map(OpaquePointer.init) else { return false }
            let width = Double(gtk_widget_get_allocated_width(area.cast()))
            let height = Double(gtk_widget_get_allocated_height(area.cast()))
            cairo_set_source_rgb(cairo, 0.93, 0.95, 0.98)
            cairo_paint(cairo)
            cairo_arc(cairo, width / 2, height / 2, coordinator.radius, 0, 2 * Double.pi)
            cairo_set_source_rgb(cairo, 0.21, 0.52, 0.89)
            if coordinator.filled {
                cairo_fill(cairo)
            } else {
                cairo_set_line_width(cairo, 4)
                cairo_stroke(cairo)
            }
            return false
        }
        return area
    }

    func updateWidget(_ area: UnsafeMutablePointer<GtkDrawingArea>, context: Context) {
        let coordinator = context.coordinator
        guard coordinator.radius != radius || coordinator.filled != filled else { return }
        coordinator.radius = radius
        coordinator.filled = filled
        gtk_widget_queue_draw(area.cast())
    }

    /// What the draw handler paints: the latest inputs.
    final class Coordinator {
        var radius = 0.0
        var filled = true
    }
}

/// The drawing, with controls that change its state.
struct DrawingSection: View {
    @State private var radius = 30.0
    @State private var filled = true

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            SectionTitle(title: "Cairo drawing driven by @State")
            HStack(spacing: 12) {
                Bubble(radius: radius, filled: filled)
                VStack(alignment: .leading, spacing: 6) {
                    HStack(spacing: 6) {
                        Button("Smaller") { radius = max(5, radius - 5) }
                        Button("Larger") { radius = min(55, radius + 5) }
                    }
                    Toggle("Filled", isOn: $filled)
                    Text("Radius: \(Int(radius)) px")
                }
            }
        }
    }
}
