import Foundation
import GtkUI

// The code of WrappingGtkWidgets.md.

struct QuantitySpin: GtkWidgetRepresentable {
    @Binding var quantity: Double
    var range: ClosedRange<Double> = 0...99

    func makeCoordinator() -> Coordinator { Coordinator(quantity: $quantity) }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkSpinButton> {
        let spin: UnsafeMutablePointer<GtkSpinButton> = gtk_spin_button_new_with_range(
            range.lowerBound, range.upperBound, 1)!.cast()
        let coordinator = context.coordinator
        context.connect(spin, "value-changed") { _ in
            coordinator.quantity.wrappedValue = gtk_spin_button_get_value(spin)
        }
        return spin
    }

    func updateWidget(_ spin: UnsafeMutablePointer<GtkSpinButton>, context: Context) {
        context.coordinator.quantity = $quantity
        gtk_spin_button_set_range(spin, range.lowerBound, range.upperBound)
        if gtk_spin_button_get_value(spin) != quantity {
            context.withSignalsBlocked { gtk_spin_button_set_value(spin, quantity) }
        }
    }

    final class Coordinator {
        var quantity: Binding<Double>
        init(quantity: Binding<Double>) { self.quantity = quantity }
    }
}

struct OrderForm: View {
    @State private var quantity = 1.0

    var body: some View {
        HStack(spacing: 8) {
            Text("Quantity")
            QuantitySpin(quantity: $quantity, range: 1...20)
            Button("Reset") { quantity = 1 }
            Text("Total: \(Int(quantity) * 4) €")
        }
    }
}

struct CompactSpin: GtkWidgetRepresentable {
    @Binding var value: Double

    func makeCoordinator() -> BindingCoordinator<Double> { BindingCoordinator($value) }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkSpinButton> {
        let spin: UnsafeMutablePointer<GtkSpinButton> = gtk_spin_button_new_with_range(0, 100, 1)!.cast()
        context.connectEdits(spin, "value-changed") { gtk_spin_button_get_value(spin) }
        return spin
    }

    func updateWidget(_ spin: UnsafeMutablePointer<GtkSpinButton>, context: Context) {
        context.show($value, current: gtk_spin_button_get_value(spin)) { gtk_spin_button_set_value(spin, $0) }
    }
}

struct Swatch: GtkWidgetRepresentable {
    var red: Double
    var green: Double
    var blue: Double

    func makeCoordinator() -> SwatchColour { SwatchColour() }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkDrawingArea> {
        let area: UnsafeMutablePointer<GtkDrawingArea> = gtk_drawing_area_new()!.cast()
        let colour = context.coordinator
        context.connect(area, "draw") { args -> Bool in
            guard let cairo = args[1].pointer else { return false }
            cairo_set_source_rgb(OpaquePointer(cairo), colour.red, colour.green, colour.blue)
            cairo_paint(OpaquePointer(cairo))
            return true
        }
        return area
    }

    func updateWidget(_ area: UnsafeMutablePointer<GtkDrawingArea>, context: Context) {
        let colour = context.coordinator
        guard (colour.red, colour.green, colour.blue) != (red, green, blue) else { return }
        (colour.red, colour.green, colour.blue) = (red, green, blue)
        gtk_widget_queue_draw(area.cast())
    }

    func sizeThatFits(_ proposal: ProposedViewSize, widget: UnsafeMutablePointer<GtkDrawingArea>, context: Context)
        -> ViewSize?
    {
        // 48 by 24 by nature; never narrower than 16; as wide as it is offered otherwise.
        ViewSize(width: max(proposal.width ?? 48, 16), height: 24)
    }

    final class SwatchColour {
        var red = 0.0
        var green = 0.0
        var blue = 0.0
    }
}

struct BlinkingLabel: GtkWidgetRepresentable {
    let text: String

    func makeCoordinator() -> Blinker { Blinker() }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkLabel> {
        let label: UnsafeMutablePointer<GtkLabel> = gtk_label_new(text)!.cast()
        context.coordinator.start(label)
        return label
    }

    func updateWidget(_ label: UnsafeMutablePointer<GtkLabel>, context: Context) {
        gtk_label_set_text(label, text)
    }

    static func dismantleWidget(_ label: UnsafeMutablePointer<GtkLabel>, coordinator: Blinker) {
        coordinator.stop()
    }

    @MainActor
    final class Blinker {
        /// Borrowed: the representable owns the label; nil once dismantled.
        private var label: UnsafeMutablePointer<GtkLabel>?
        private var task: Task<Void, Never>?

        func start(_ label: UnsafeMutablePointer<GtkLabel>) {
            self.label = label
            task = Task { [weak self] in
                var shown = true
                while !Task.isCancelled {
                    try? await Task.sleep(for: .milliseconds(500))
                    shown.toggle()
                    guard let label = self?.label else { return }
                    gtk_widget_set_opacity(label.cast(), shown ? 1 : 0.3)
                }
            }
        }

        func stop() {
            task?.cancel()
            label = nil
        }
    }
}

struct StyledEntry: GtkWidgetRepresentable {
    let placeholder: String

    func makeCoordinator() -> Styles { Styles() }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkEntry> {
        let entry: UnsafeMutablePointer<GtkEntry> = gtk_entry_new()!.cast()
        // The provider is not a widget: the coordinator owns it, and releases it with itself.
        let provider = GObjectReference(adopting: gtk_css_provider_new()!)
        gtk_css_provider_load_from_data(provider.pointer, "entry { font-family: monospace; }", -1, nil)
        gtk_style_context_add_provider(
            gtk_widget_get_style_context(entry.cast()), OpaquePointer(provider.pointer),
            guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
        context.coordinator.provider = provider
        return entry
    }

    func updateWidget(_ entry: UnsafeMutablePointer<GtkEntry>, context: Context) {
        gtk_entry_set_placeholder_text(entry, placeholder)
    }

    final class Styles {
        var provider: GObjectReference<GtkCssProvider>?
    }
}
