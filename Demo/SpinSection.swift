import GtkUI

/// A GtkSpinButton wrapped as a view, with a coordinator and a two-way binding.
struct SpinButton: GtkWidgetRepresentable {
    @Binding var value: Double
    let range: ClosedRange<Double>

    func makeCoordinator() -> Coordinator { Coordinator(value: $value) }

    func makeWidget(context: Context) -> UnsafeMutablePointer<GtkSpinButton> {
        let spin: UnsafeMutablePointer<GtkSpinButton> = gtk_spin_button_new_with_range(
            range.lowerBound, range.upperBound, 1)!.cast()
        let coordinator = context.coordinator
        context.connect(spin, "value-changed") { _ in
            coordinator.value.wrappedValue = gtk_spin_button_get_value(spin)
        }
        return spin
    }

    func updateWidget(_ spin: UnsafeMutablePointer<GtkSpinButton>, context: Context) {
        // The coordinator writes through the latest binding.
        context.coordinator.value = $value
        if gtk_spin_button_get_value(spin) != value {
            // Blocked, so setting it from state does not come back as a user edit.
            context.withSignalsBlocked { gtk_spin_button_set_value(spin, value) }
        }
    }

    /// Turns the spin button's `value-changed` signal into binding writes.
    final class Coordinator {
        var value: Binding<Double>
        init(value: Binding<Double>) { self.value = value }
    }
}

/// The spin button and plain buttons editing the same state.
struct SpinSection: View {
    @State private var amount = 5.0

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            SectionTitle(title: "Representable: GtkSpinButton")
            HStack(spacing: 8) {
                SpinButton(value: $amount, range: 0...20).accessibilityLabel("Amount")
                Button("−") { amount = max(0, amount - 1) }
                Button("+") { amount = min(20, amount + 1) }
                Text("Amount: \(Int(amount))")
            }
        }
    }
}

#Preview("Spin button", traits: .fixedLayout(width: 260, height: 80)) {
    @Previewable @State var value = 42.0
    HStack(spacing: 8) {
        SpinButton(value: $value, range: 0...100)
        Text("Value: \(Int(value))")
    }
    .padding(16)
}
