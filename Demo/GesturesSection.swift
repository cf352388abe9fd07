import GtkUI

/// Taps, long presses and hovering on plain views, a tooltip, and accessibility attributes.
struct GesturesSection: View {
    @State private var taps = 0
    @State private var doubleTaps = 0
    @State private var longPresses = 0
    @State private var isHovering = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            SectionTitle(title: "Gestures and help")
            HStack(spacing: 12) {
                Text("Tap me (\(taps))")
                    .padding(8)
                    .background(Color.blue.opacity(0.2))
                    .onTapGesture { taps += 1 }
                Text("Double-tap me (\(doubleTaps))")
                    .padding(8)
                    .background(Color.green.opacity(0.2))
                    .onTapGesture(count: 2) { doubleTaps += 1 }
                Text("Hold me (\(longPresses))")
                    .padding(8)
                    .background(Color.orange.opacity(0.2))
                    .onLongPressGesture { longPresses += 1 }
                Text(isHovering ? "The pointer is here" : "Hover over me")
                    .padding(8)
                    .background(Color.purple.opacity(isHovering ? 0.4 : 0.2))
                    .onHover { isHovering = $0 }
            }
            HStack(spacing: 12) {
                Button("Reset counts") {
                    taps = 0
                    doubleTaps = 0
                    longPresses = 0
                }
                .help("Sets the three counts back to zero")
                .accessibilityHint("Sets the tap, double-tap and hold counts to zero")
                Button(action: { taps += 1 }) {
                    Image(systemName: "plus")
                }
                .accessibilityLabel("Add a tap")
                .accessibilityIdentifier("add-tap")
                .help("Add a tap")
                Image(systemName: "star.fill").accessibilityHidden(true)
            }
        }
    }
}
