import GtkUI

/// A counter: state, a button and a toggle that hides part of the view.
struct CounterSection: View {
    @State private var count = 0
    @State private var showsDetails = true

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            SectionTitle(title: "Counter")
            HStack(spacing: 8) {
                Button("Add one") { count += 1 }
                Button("Reset") { count = 0 }
                    .disabled(count == 0)
                Text("Clicked \(count) time\(count == 1 ? "" : "s")")
            }
            Toggle("Show details", isOn: $showsDetails)
            if showsDetails {
                Text(count.isMultiple(of: 2) ? "The count is even." : "The count is odd.")
            }
        }
    }
}

#Preview("Counter", traits: .sizeThatFitsLayout) {
    CounterSection().padding(16)
}
