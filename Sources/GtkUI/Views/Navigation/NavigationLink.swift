/// A button that pushes a page onto the enclosing ``NavigationStack``: the destination registered
/// for its value's type, or its destination view. In the sidebar of a ``NavigationSplitView`` it
/// shows its destination in the detail column instead.
///
/// A link with a value tags itself with it (see ``View/tag(_:)``), so that in a `List` with a
/// selection it selects its row. Its accessible name is its label's. Outside any navigation container it does nothing, with
/// one warning when clicked.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let value: AnyHashable?
    let destination: Destination?
    @Environment(\.navigationTarget) private var target
    @Environment(\.rowsAreSelectable) private var inSelectableRow
    @Environment(\.isInListRow) private var inListRow

    /// The link's button. In a list row it is the row: in a list with a selection a link with a
    /// value is its label, tagged with the value, so a click selects the row and the selection
    /// drives the detail; otherwise the label with a chevron, opened by a click, as in SwiftUI.
    public var body: some View {
        if inSelectableRow, let value, destination == nil {
            label.containerValue(\.tag, value)
        } else if inListRow {
            HStack {
                label
                Spacer(minLength: 0)
                Image(systemName: "chevron.right").foregroundStyle(.secondary)
            }
            .onTapGesture(perform: open)
            .containerValue(\.tag, value)
        } else {
            button
        }
    }

    /// Pushes the destination, or the value.
    private func open() {
        guard let target else {
            Diagnostics.warn("GtkUI: a NavigationLink outside a NavigationStack or NavigationSplitView does nothing")
            return
        }
        if let destination {
            target.push(view: AnyView(destination))
        } else if let value {
            target.push(value: value)
        }
    }

    private var button: some View {
        Button(action: open, label: { label })
            // A list with a selection selects the row of a link whose value is its tag, as SwiftUI's does.
            .containerValue(\.tag, value)
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value`, shown by the destination registered for its type; a nil value
    /// pushes nothing.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.value = value.map { AnyHashable($0) }
        self.destination = nil
    }

    /// A link titled `title` that pushes `value`.
    @_disfavoredOverload
    public init<P: Hashable>(_ title: some StringProtocol, value: P?) where Label == Text {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink {
    /// A link that pushes the view `destination` builds.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.value = nil
        self.destination = destination()
    }

    /// A link that pushes `destination` (the older SwiftUI form).
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: { destination }, label: label)
    }

    /// A link titled `title` that pushes the view `destination` builds.
    @_disfavoredOverload
    public init(_ title: some StringProtocol, @ViewBuilder destination: () -> Destination) where Label == Text {
        self.init(destination: destination) { Text(title) }
    }

    /// A link titled `title` that pushes `destination` (the older SwiftUI form).
    @_disfavoredOverload
    public init(_ title: some StringProtocol, destination: Destination) where Label == Text {
        self.init(destination: { destination }) { Text(title) }
    }
}
