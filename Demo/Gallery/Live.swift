import GtkUI

/// Holds one piece of state for a gallery snippet, so that the snippet's controls work. In the
/// item's source the wrapper reads as the property a view would declare, then the closure's body:
///
/// ```swift
/// Live(0.5) { $volume in         // source: @State private var volume = 0.5
///     Slider(value: $volume)     //         Slider(value: $volume)
/// }
/// ```
struct Live<Value, Content: View>: View {
    @State private var value: Value
    private let content: (Binding<Value>) -> Content

    init(_ value: Value, @ViewBuilder content: @escaping (Binding<Value>) -> Content) {
        _value = State(initialValue: value)
        self.content = content
    }

    /// The snippet's views, stacked from the leading edge as the rest of a gallery card reads.
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            content($value)
        }
    }
}
