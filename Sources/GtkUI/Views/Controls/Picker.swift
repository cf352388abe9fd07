/// Chooses one of a set of options, each a view tagged with ``View/tag(_:)``, bound two-way to
/// a `Hashable` selection:
///
/// ```swift
/// Picker("Size", selection: $size) {
///     Text("Small").tag(Size.small)
///     Text("Large").tag(Size.large)
/// }
/// .pickerStyle(.segmented)
/// ```
///
/// `.menu`, `.automatic` and `.wheel` show a `GtkComboBoxText` (GTK 3 has no wheel),
/// `.segmented` linked toggle buttons, `.radioGroup` and `.inline` radio buttons in a column. The
/// title is shown beside the control, as on macOS, and names it for screen readers. Rows of a
/// `ForEach` given directly as the content are tagged with their ids, as in SwiftUI. A selection
/// that matches no tag selects nothing, with one warning; so do repeated tags.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View> {
    let label: Label
    let selection: Binding<SelectionValue>
    let content: Content
    @Environment(\.pickerLayout) private var layout

    /// A picker of the options `content` builds, labelled by the views `label` builds.
    nonisolated public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
    ) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    /// A picker labelled by `label`, the older form that SwiftUI code still uses:
    /// `Picker(selection: $fruit, label: Text("Fruit")) { … }`.
    nonisolated public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }

    /// The label beside the control.
    @ViewBuilder @MainActor public var body: some View {
        let title = ControlSupport.text(of: label)
        // Beside a column of radio buttons, the title lines up with the first one, as on macOS.
        HStack(alignment: layout == .radioGroup ? .top : .center, spacing: 8) {
            if title?.isEmpty != true { label }
            PickerWidget(title: title, selection: selection, content: PickerRows.tagged(content))
        }
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are
// nonisolated, as in SwiftUI.
extension Picker: View {}

extension Picker where Label == Text {
    /// A picker titled `title`.
    @_disfavoredOverload
    nonisolated public init(
        _ title: some StringProtocol, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}
