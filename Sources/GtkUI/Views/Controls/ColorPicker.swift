/// A colour well (`GtkColorButton`) beside its label, bound two-way to a ``Color``: clicking it
/// opens GTK's colour chooser.
///
/// A theme colour (``Color/accentColor``, ``Color/primary``) is shown as its fallback, since the
/// selection is read without a widget to resolve it against. A text label is the button's
/// accessible name and the chooser's title. In a ``Form`` the label is at the start of the row
/// and the button at its end; ``View/labelsHidden()`` shows the button alone.
public struct ColorPicker<Label: View> {
    let label: Label
    let selection: Binding<Color>
    let supportsOpacity: Bool
    @Environment(\.isInForm) private var isInForm
    @Environment(\.labelsHidden) private var labelsHidden

    /// A colour picker labelled by the views `label` builds.
    nonisolated public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    /// The label and the colour button in a row.
    @ViewBuilder @MainActor public var body: some View {
        let button = ColorButtonWidget(
            selection: Binding(
                get: { PickedColor(selection.wrappedValue) },
                set: { selection.wrappedValue = Color($0) }),
            title: ControlSupport.text(of: label), supportsOpacity: supportsOpacity)
        if labelsHidden {
            button
        } else {
            HStack(spacing: 12) {
                label
                if isInForm { Spacer(minLength: 0) }
                button
            }
        }
    }
}

// View in an extension, so that the type is not main-actor isolated and its initializers are
// nonisolated, as in SwiftUI.
extension ColorPicker: View {}

extension ColorPicker where Label == Text {
    /// A colour picker titled `title`.
    nonisolated public init(_ title: some StringProtocol, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

extension PickedColor {
    /// `color`'s components; a theme colour gives its fallback.
    init(_ color: Color) {
        let rgba = color.fallbackRGBA
        self.init(red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.opacity)
    }
}

extension Color {
    /// The colour a colour button picked.
    init(_ picked: PickedColor) {
        self.init(red: picked.red, green: picked.green, blue: picked.blue, opacity: picked.opacity)
    }
}
